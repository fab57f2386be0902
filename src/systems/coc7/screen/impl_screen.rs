//! Call of Cthulhu behind the screen's system boundary: [`Screen`] for [`Coc7`], built from this
//! module's keys and forms and the panels in [`crate::systems::coc7::panels`]. The cursor is a location.

use super::{Action, Form, forms};
use crate::screen::KeyNames;
use crate::screen::form::{Asker, Stop};
use crate::screen::keys::Binding;
use crate::screen::log::LineKind;
use crate::screen::{Body, Focus, Intent, Screen};
use crate::systems::coc7::panels;
use crate::systems::coc7::rules::{Coc7, Command, Event, Id, Loc, Phase};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl Screen for Coc7 {
    type Action = Action;
    type Form = Form;

    fn refusal(why: &crate::systems::coc7::rules::Refusal, keys: &KeyNames) -> String {
        use crate::systems::coc7::rules::{Refusal, Remedy};
        match why {
            Refusal::Rule(error) => match error.remedy() {
                Some(Remedy::Place) => {
                    format!("{why} ({})", super::key_names::key(keys, Action::Place))
                }
                None => why.to_string(),
            },
            Refusal::Dice(_) => why.to_string(),
        }
    }

    fn bindings() -> &'static [Binding<Action>] {
        super::BINDINGS
    }

    fn intent(&self, key: Action, focus: Focus, keys: &KeyNames) -> Intent<Command, Form> {
        let (selected, cursor) = ids(self, focus);
        if let Some(intent) = super::chases::intent(key, self, focus, selected, keys) {
            return intent;
        }
        super::intent(key, self, selected, cursor, keys)
            .unwrap_or_else(|| Intent::Decline("That key does nothing in this chase.".to_string()))
    }

    fn issued_by(command: &Command) -> &'static [Action] {
        super::issued_by(command)
    }

    /// The legal commands say for the turn's keys and the keeper's keys about nobody in
    /// particular. The looking keys issue no command; the keys about the selected participant or
    /// the cursor's location also ask whether they can be about that one; and a few are offered
    /// in fewer situations than the rules take their commands, each with its reason beside it in
    /// `super::available` (an escape while the chase is established, moving several locations
    /// with more than one action, the Part 5 keys the text calls for only in their situation).
    fn available(&self, key: Action, focus: Focus, offered: bool) -> bool {
        let (selected, cursor) = ids(self, focus);
        if let Some(yes) = super::chases::available(key, self, focus) {
            return yes;
        }
        match key {
            Action::MphTable => true,
            // Their forms reach further than the generator's list (an attack with any skill on
            // the sheet or a typed damage; hiding from a seeker chosen or left to the keeper's
            // difficulty; a sudden hazard placed anywhere the rules take it), so these keys are
            // offered by their own dry run of the form or by the text's situation: every command
            // the generator lists for them is reached (the parity test), and the hint bar does
            // not hide the wider ones.
            Action::Hide | Action::Attack | Action::SuddenHazard => {
                super::available(key, self, selected, cursor)
            }
            Action::SpeedRoll
            | Action::SpeedRollSkill
            | Action::CutToChase
            | Action::Move
            | Action::Hazard
            | Action::PassBarrier
            | Action::BreakBarrier
            | Action::TimedAction
            | Action::Delay
            | Action::EndTurn
            | Action::AddLocation
            | Action::AddLocationBehind
            | Action::EndChase => offered,
            _ => offered && super::available(key, self, selected, cursor),
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

    /// "The characters or vehicles must be on the same location to attack one another": a
    /// pursuer on foot that has reached a quarry attacks it with the blow its sheet gives, as the
    /// farmer lunges at Harvey in "Using Fighting Maneuvers in a Chase", and once its attack is
    /// made it stays with the quarry rather than running on past it. A vehicle's driver, or one
    /// whose damage the keeper must name, is left to the keeper's keys in their usual order.
    fn suggested(&self, _: Focus) -> Vec<Action> {
        use crate::systems::coc7::rules::{Side, Status};
        if self.phase != Phase::Running || self.settings.catch_on_reach {
            return Vec::new();
        }
        let Some(actor) = self.current() else {
            return Vec::new();
        };
        let pursuer = self.participant(actor);
        let with_a_quarry = pursuer.side == Side::Pursuer
            && pursuer.status == Status::Active
            && pursuer.vehicle.is_none()
            && !pursuer.is_passenger()
            && pursuer.damage.is_some()
            && self
                .at(pursuer.location)
                .any(|(_, p)| p.side == Side::Quarry && p.status == Status::Active);
        if with_a_quarry {
            vec![Action::Attack, Action::EndTurn]
        } else {
            Vec::new()
        }
    }

    fn end_turn_action() -> Option<Action> {
        Some(Action::EndTurn)
    }

    fn describe(command: &Command) -> String {
        super::describe(command)
    }

    /// "A participant with 0 movement actions" has nothing to decide: its turn passes. A
    /// passenger has none from the start but "may act once on their turn in the DEX order": its
    /// turn passes only once that act is used.
    fn empty_turn(&self) -> Option<(Command, String)> {
        if self.phase != Phase::Running {
            return None;
        }
        let id = self.current()?;
        let p = self.participant(id);
        // A passenger has no movement actions at all; its turn is empty once its one act is used.
        let empty = if p.is_passenger() {
            !p.act
        } else {
            p.actions == 0
        };
        empty.then(|| {
            let why = if p.is_passenger() {
                format!("{} has acted", p.name)
            } else {
                format!("{} has no movement actions left", p.name)
            };
            (
                Command::EndTurn {
                    who: p.name.clone(),
                },
                why,
            )
        })
    }

    /// While the chase is established, `R` on a speed roll rolls everyone's still to make
    /// ("Establishing the Chase": each participant's CON roll, or the vehicle's skill).
    fn roll_on(&self) -> Option<Command> {
        super::next_speed_roll(self)
    }

    fn header(&self, audience: crate::engine::Audience, _: &KeyNames) -> (String, String) {
        panels::header_parts(self, audience)
    }

    fn cursor_info(&self, focus: Focus) -> String {
        let at = ids(self, focus).1;
        if focus.players_view && !self.players_see(at) {
            return format!("{at} · out of the investigators' sight");
        }
        panels::location_info_for(self, at, focus.players_view)
    }

    fn queue(&self) -> Vec<usize> {
        panels::queue_order(self)
            .into_iter()
            .map(usize::from)
            .collect()
    }

    fn refocus(&self, focus: Focus) -> Focus {
        let (who, at) = super::focus(self);
        let selected = who.map_or(focus.selected, usize::from);
        // Once the chase is over, the cursor stays with whoever made the last move.
        let last_seen = self
            .participants
            .get(selected)
            .filter(|p| self.phase == Phase::Over && p.in_chase())
            .map(|p| p.location);
        let cursor = at.or(last_seen).unwrap_or(ids(self, focus).1);
        Focus {
            selected,
            cursor: i64::from(cursor),
            ..focus
        }
    }

    fn select(&self, focus: Focus) -> Focus {
        match self.participants.get(focus.selected) {
            Some(p) if self.phase != Phase::Establishing && p.in_chase() => Focus {
                cursor: i64::from(p.location),
                ..focus
            },
            _ => focus,
        }
    }

    fn move_cursor(&self, focus: Focus, step: i64) -> Focus {
        // On a track that forks, the cursor steps along the ways ("Choosing a Route"): on along the
        // way the selected participant takes, back towards the start of the chase. One step on
        // from the end of a way goes to the next way (a way nobody takes included), so that
        // every location is in reach of the keys that work at the cursor.
        if self.map.has_forks() {
            let (selected, mut at) = ids(self, focus);
            for _ in 0..step.unsigned_abs().min(1_000) {
                let next = if step > 0 {
                    super::step_from(self, selected, at)
                        .or_else(|| (step == 1).then(|| self.map.way_after(at)).flatten())
                } else {
                    self.map.previous(at)
                };
                match next {
                    Some(next) => at = next,
                    None => break,
                }
            }
            return Focus {
                cursor: i64::from(at),
                ..focus
            };
        }
        let moved = Focus {
            cursor: focus.cursor.saturating_add(step),
            ..focus
        };
        Focus {
            cursor: i64::from(ids(self, moved).1),
            ..moved
        }
    }

    fn places_named(&self) -> Vec<String> {
        super::places::named(self)
    }

    fn places_reached(&self) -> Vec<String> {
        super::places::reached(self)
    }

    fn places_at_cursor(&self, focus: Focus) -> Vec<String> {
        super::places::at_cursor(self, ids(self, focus).1)
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn line_kind(event: &Event) -> (LineKind, Option<u32>) {
        match event {
            Event::RoundStarted { round, .. } => (LineKind::Round, Some(*round)),
            Event::ChaseEnded { .. } => (LineKind::End, None),
            Event::StatusChanged { status, .. }
                if !status.is_active()
                    && *status != crate::systems::coc7::rules::Status::Waiting =>
            {
                (LineKind::Matters, None)
            }
            Event::Vehicle(crate::systems::coc7::rules::VehicleEvent::VehicleDisabled {
                ..
            }) => (LineKind::Matters, None),
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

/// The selection as a participant id and the cursor as a location on the track.
pub fn ids(state: &Coc7, focus: Focus) -> (Id, Loc) {
    let last = state.participants.len().saturating_sub(1);
    let selected = Id::try_from(focus.selected.min(last)).unwrap_or(0);
    let (first, end) = (state.map.first, state.map.last().max(state.map.first));
    let cursor = focus
        .cursor
        .clamp(i64::from(first), i64::from(end))
        .try_into()
        .unwrap_or(first);
    (selected, cursor)
}
