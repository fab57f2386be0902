//! Position clocks behind the screen's system boundary: [`Screen`] for [`ClockChase`], built from
//! this module's keys and forms and the panels in [`crate::systems::clocks::panels`]. The cursor is a
//! second participant, compared with the selected one ("Relative Position": between any pair).

use super::{Action, Form, forms};
use crate::screen::KeyNames;
use crate::screen::form::{Asker, Stop};
use crate::screen::keys::Binding;
use crate::screen::log::LineKind;
use crate::screen::{Body, Focus, Intent, Screen};
use crate::systems::clocks::panels;
use crate::systems::clocks::rules::{ClockChase, Command, Event, Id, Phase, Relative, Role};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl Screen for ClockChase {
    type Action = Action;
    type Form = Form;

    fn bindings() -> &'static [Binding<Action>] {
        super::BINDINGS
    }

    fn intent(&self, key: Action, focus: Focus, keys: &KeyNames) -> Intent<Command, Form> {
        super::intent(key, self, ids(self, focus).0, keys)
    }

    fn issued_by(command: &Command) -> &'static [Action] {
        super::issued_by(command)
    }

    /// The legal commands say, and for the keys about the selected participant (additional
    /// movement, a condition, an obstacle in front, putting on the clock) also whether they can
    /// be about that one.
    fn available(&self, key: Action, focus: Focus, offered: bool) -> bool {
        match key {
            Action::Additional | Action::Condition | Action::PlaceObstacle | Action::Place => {
                offered && super::available(key, self, ids(self, focus).0)
            }
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

    /// A turn marked "all used" (the movement check, the Move action and the Skill action spent)
    /// has nothing to decide: it passes, as the rules then accept only its end
    /// ([`ClockChase::turn_spent`]).
    fn empty_turn(&self) -> Option<(Command, String)> {
        if self.phase != Phase::Running {
            return None;
        }
        let id = self.current()?;
        let all_used = self.turn_spent(id);
        let name = &self.participant(id).name;
        all_used.then(|| {
            (
                Command::EndTurn { who: name.clone() },
                format!("{name} has used the check, the Move and the Skill action"),
            )
        })
    }

    /// "A Character may make an additional Movement Check during their turn using the Move
    /// Action": after the turn's movement check, "roll the rest" goes on to that second check,
    /// as a keeper does unless an obstacle now stands in the way (its Skill action comes first)
    /// or the check was the keeper's call (advantage, a modifier, another DC, a ride to board).
    fn roll_on_after(&self, last: Option<&Command>) -> Option<Command> {
        let Some(Command::MovementCheck {
            who,
            advantage: false,
            modifier: 0,
            board: None,
            dc: None,
        }) = last
        else {
            return None;
        };
        let id = self.current()?;
        if self.phase != Phase::Running || self.participant(id).name != *who {
            return None;
        }
        let mover = self.mover(id);
        let (mine, ride) = (self.participant(id).used, self.participant(mover).used);
        let blocked = self
            .blocking(mover)
            .is_some_and(|o| self.obstacles[usize::from(o)].after == self.filled(mover));
        if !(mine.check || ride.check) || mine.move_action || ride.move_action || blocked {
            return None;
        }
        let second = last?.clone();
        // Only whether the rules take it: the words of a refusal are not read.
        crate::screen::probe::probe(self, &second, crate::screen::KeyNames::builtin()).ok()?;
        Some(second)
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
        let (selected, other) = ids(self, focus);
        match other {
            Some(other) => panels::relative_words(self, selected, other),
            None => String::new(),
        }
    }

    fn queue(&self) -> Vec<usize> {
        panels::queue_order(self)
            .into_iter()
            .map(usize::from)
            .collect()
    }

    fn refocus(&self, focus: Focus) -> Focus {
        let selected = match self.current() {
            Some(actor) => actor,
            None if self.phase == Phase::Ordering => {
                panels::queue_order(self).first().copied().unwrap_or(0)
            }
            None => ids(self, focus).0,
        };
        Focus {
            selected: usize::from(selected),
            cursor: nearest_other(self, selected).map_or(-1, i64::from),
            ..focus
        }
    }

    fn select(&self, focus: Focus) -> Focus {
        let (selected, other) = ids(self, focus);
        match other {
            Some(other) if other != selected => focus,
            _ => Focus {
                cursor: nearest_other(self, selected).map_or(-1, i64::from),
                ..focus
            },
        }
    }

    /// The one compared with walks the queue, skipping the selected participant.
    fn move_cursor(&self, focus: Focus, step: i64) -> Focus {
        let (selected, other) = ids(self, focus);
        let others: Vec<Id> = panels::queue_order(self)
            .into_iter()
            .filter(|id| *id != selected)
            .collect();
        if others.is_empty() {
            return focus;
        }
        let here = other
            .and_then(|o| others.iter().position(|id| *id == o))
            .unwrap_or(0) as i64;
        let next = (here + step).rem_euclid(others.len() as i64) as usize;
        Focus {
            cursor: i64::from(others[next]),
            ..focus
        }
    }

    fn places_named(&self) -> Vec<String> {
        super::places::named(self)
    }

    fn places_reached(&self) -> Vec<String> {
        super::places::reached(self)
    }

    fn places_at_cursor(&self, focus: Focus) -> Vec<String> {
        super::places::at_cursor(self, ids(self, focus).0)
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn line_kind(event: &Event) -> (LineKind, Option<u32>) {
        match event {
            Event::RoundStarted { round } => (LineKind::Round, Some(*round)),
            Event::ChaseEnded { .. } => (LineKind::End, None),
            Event::Finished { .. } | Event::Caught { .. } => (LineKind::Matters, None),
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

/// The selection as a participant id, and the participant compared with it (if there is another).
pub fn ids(state: &ClockChase, focus: Focus) -> (Id, Option<Id>) {
    let last = state.participants.len().saturating_sub(1);
    let selected = Id::try_from(focus.selected.min(last)).unwrap_or(0);
    (selected, compared(state, selected, focus.cursor))
}

/// The participant the cursor names, if it is another than the selected one; else the nearest.
pub fn compared(state: &ClockChase, selected: Id, cursor: i64) -> Option<Id> {
    Id::try_from(cursor)
        .ok()
        .filter(|id| usize::from(*id) < state.participants.len() && *id != selected)
        .or_else(|| nearest_other(state, selected))
}

/// Whom to compare a participant with by default: the nearest running opponent on its path (a
/// runner's chaser, a chaser's runner), else anyone nearest on its path, else anyone else.
fn nearest_other(state: &ClockChase, id: Id) -> Option<Id> {
    let role = state.participants.get(usize::from(id))?.role;
    let opponent = |other: Role| match role {
        Role::Runner => other == Role::Chaser,
        Role::Chaser => other == Role::Runner,
        Role::Ride(_) => other != Role::Chaser,
    };
    state
        .ids()
        .filter(|(other, _)| *other != id)
        .min_by_key(|(other, p)| {
            let spaces = match state.relative(id, *other) {
                Relative::Spaces(n) => n,
                Relative::OtherPaths => u32::MAX,
            };
            (
                spaces == u32::MAX,
                !(opponent(p.role) && p.acts()),
                spaces,
                *other,
            )
        })
        .map(|(other, _)| other)
}
