//! The chase track behind the screen's system boundary: [`Screen`] for [`TrackChase`], built from
//! this module's keys and forms and the panels in [`crate::systems::track::panels`]. The cursor is a space
//! on the number line.

use super::{Action, Form, forms};
use crate::screen::KeyNames;
use crate::screen::form::{Asker, Stop};
use crate::screen::keys::Binding;
use crate::screen::log::LineKind;
use crate::screen::{Body, Focus, Intent, Screen};
use crate::systems::track::panels;
use crate::systems::track::rules::{Command, Event, Id, Phase, Side, Space, TrackChase};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl Screen for TrackChase {
    type Action = Action;
    type Form = Form;

    fn bindings() -> &'static [Binding<Action>] {
        super::BINDINGS
    }

    fn intent(&self, key: Action, focus: Focus, keys: &KeyNames) -> Intent<Command, Form> {
        let (selected, cursor) = ids(self, focus);
        super::intent(key, self, selected, cursor, keys)
    }

    fn issued_by(command: &Command) -> &'static [Action] {
        super::issued_by(command)
    }

    /// The legal commands say, and for the keys about the selected participant or the space
    /// under the cursor also whether they can be about that one; moving past obstacles is
    /// offered only where an obstacle hinders the one moving (elsewhere it is a plain move).
    fn available(&self, key: Action, focus: Focus, offered: bool) -> bool {
        let (selected, cursor) = ids(self, focus);
        match key {
            Action::MovePast
            | Action::Save
            | Action::Place
            | Action::ClearObstacles
            | Action::Split => offered && super::available(key, self, selected, cursor),
            _ => offered,
        }
    }

    fn form_title(&self, form: &Form, who: &str) -> String {
        forms::title(form, who)
    }

    fn form_about(form: &Form) -> Option<usize> {
        forms::about(form).map(usize::from)
    }

    fn participant_name(&self, index: usize) -> Option<&str> {
        self.participants.get(index).map(|p| p.name.as_str())
    }

    fn build(&self, form: &Form, ask: &mut Asker) -> Result<Command, Stop> {
        forms::build(form, self, ask)
    }

    /// "Complications": a roll of 1 waits for the keeper's choice, so the choice opens by itself.
    fn follow_up(&self) -> Option<Form> {
        self.turn.pending.as_ref().map(|p| Form::Choose(p.who))
    }

    /// "After taking any action, you must move forward one space on the track": once step 1 is
    /// behind the one acting (its action, attack or the choice after a 1), "roll the rest" goes
    /// on to the required move, where the move has nothing to decide (no obstacle in the way
    /// that a flyer, swimmer or mount might pass at the keeper's word).
    fn roll_on_after(&self, last: Option<&Command>) -> Option<Command> {
        let who = match last? {
            Command::Act { who, .. }
            | Command::Attack { who, .. }
            | Command::AcceptFailure { who }
            | Command::TakeComplication { who, .. } => who,
            _ => return None,
        };
        let actor = self.current()?;
        let p = self.participant(actor);
        let hindered = self.obstacles_against(p.side, p.space) > p.cleared;
        if p.name != *who
            || !self.turn.acted
            || self.turn.moved
            || self.turn.pending.is_some()
            || hindered
        {
            return None;
        }
        let step = Command::Move {
            who: who.clone(),
            past_obstacles: false,
        };
        // Only whether the rules take it: the words of a refusal are not read.
        crate::screen::probe::probe(self, &step, crate::screen::KeyNames::builtin()).ok()?;
        Some(step)
    }

    /// "Exertion" is a risk: heart + might at or under half the CN and the participant
    /// collapses. After the move the bar offers it first only while that is at most 1 roll in
    /// 6 (the odds' bold keeper exerts by the same measure); past that, the end of the turn.
    fn suggested(&self, _: Focus) -> Vec<Action> {
        match self.current() {
            Some(actor)
                if self.phase == Phase::Running
                    && self.turn.moved
                    && self.turn.pending.is_none()
                    && !self.exertion_worth_it(actor) =>
            {
                vec![Action::EndTurn]
            }
            _ => Vec::new(),
        }
    }

    fn end_turn_action() -> Option<Action> {
        Some(Action::EndTurn)
    }

    fn describe(command: &Command) -> String {
        super::describe(command)
    }

    fn header(&self, audience: crate::engine::Audience, keys: &KeyNames) -> (String, String) {
        panels::header_parts(self, audience, keys)
    }

    fn cursor_info(&self, focus: Focus) -> String {
        panels::space_info(self, ids(self, focus).1)
    }

    fn queue(&self) -> Vec<usize> {
        panels::queue_order(self)
            .into_iter()
            .map(usize::from)
            .collect()
    }

    fn refocus(&self, focus: Focus) -> Focus {
        let selected = match self.current() {
            Some(actor) => usize::from(actor),
            None if self.phase == Phase::Starting => panels::queue_order(self)
                .first()
                .map_or(focus.selected, |id| usize::from(*id)),
            None => focus.selected,
        };
        let cursor = self
            .participants
            .get(selected)
            .map_or(focus.cursor, |p| i64::from(p.space));
        Focus {
            selected,
            cursor,
            ..focus
        }
    }

    fn select(&self, focus: Focus) -> Focus {
        match self.participants.get(focus.selected) {
            Some(p) => Focus {
                cursor: i64::from(p.space),
                ..focus
            },
            None => focus,
        }
    }

    fn move_cursor(&self, focus: Focus, step: i64) -> Focus {
        let (low, high) = span(self);
        Focus {
            cursor: focus
                .cursor
                .saturating_add(step)
                .clamp(i64::from(low), i64::from(high)),
            ..focus
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn line_kind(event: &Event) -> (LineKind, Option<u32>) {
        match event {
            Event::RoundStarted { round, .. } => (LineKind::Round, Some(*round)),
            Event::ChaseEnded { .. } => (LineKind::End, None),
            Event::StatusChanged { status, .. }
                if *status != crate::systems::track::rules::Status::Running =>
            {
                (LineKind::Matters, None)
            }
            _ => (LineKind::Plain, None),
        }
    }

    fn render_body(&self, body: &dyn Body, area: Rect, buf: &mut Buffer) {
        panels::render_body(body, self, area, buf);
    }

    fn for_screen(&self) -> Option<Self> {
        panels::shown::for_screen(self)
    }
}

/// The selection as a participant id and the cursor as a space within [`span`].
pub fn ids(state: &TrackChase, focus: Focus) -> (Id, Space) {
    let last = state.participants.len().saturating_sub(1);
    let selected = Id::try_from(focus.selected.min(last)).unwrap_or(0);
    let (low, high) = span(state);
    let cursor = focus
        .cursor
        .clamp(i64::from(low), i64::from(high))
        .try_into()
        .unwrap_or(low);
    (selected, cursor)
}

/// The stretch of the number line worth showing: from 0 (where the chasers start) to the furthest
/// of the safe haven, the escape line and everyone's space, with one space to spare beyond them.
pub fn span(state: &TrackChase) -> (Space, Space) {
    let furthest = state
        .participants
        .iter()
        .map(|p| p.space)
        .max()
        .unwrap_or(0)
        .saturating_add(1);
    let escape = escape_line(state).unwrap_or(0);
    // The track ends at the safe haven: nobody runs past it.
    let high = state
        .settings
        .safe_haven
        .unwrap_or_else(|| furthest.max(escape));
    (0, high.max(1))
}

/// "Escaped": the space a prey must reach to be the escape distance clear of the foremost running
/// chaser (with every chaser behind it, that is when it gets away).
pub fn escape_line(state: &TrackChase) -> Option<Space> {
    state
        .running(Side::Chaser)
        .map(|(_, p)| p.space)
        .max()
        .map(|front| front.saturating_add(state.settings.escape_distance))
}
