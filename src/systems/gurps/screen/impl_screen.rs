//! GURPS Action chases behind the screen's system boundary: [`Screen`] for [`GurpsChase`], built
//! from this module's keys and forms and the panels in [`crate::systems::gurps::panels`]. The cursor
//! is the selected person; there is no track to walk.

use super::{Action, Form, forms};
use crate::screen::KeyNames;
use crate::screen::form::{Asker, Stop};
use crate::screen::keys::Binding;
use crate::screen::log::LineKind;
use crate::screen::{Body, Focus, Intent, Screen};
use crate::systems::gurps::panels;
use crate::systems::gurps::rules::{Command, Event, GurpsChase, Id, Stage};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl Screen for GurpsChase {
    type Action = Action;
    type Form = Form;

    fn bindings() -> &'static [Binding<Action>] {
        super::BINDINGS
    }

    fn intent(&self, key: Action, focus: Focus, keys: &KeyNames) -> Intent<Command, Form> {
        super::intent(key, self, selected(self, focus), keys)
    }

    fn issued_by(command: &Command) -> &'static [Action] {
        super::issued_by(command)
    }

    /// The legal commands say, but for the keys about the selected person: the GM's choice of
    /// skill (no move of the chase, so the generator does not list it) and taking the lead, which
    /// only someone who may lead can.
    fn available(&self, key: Action, focus: Focus, offered: bool) -> bool {
        match key {
            Action::Skill => super::available(key, self, selected(self, focus)),
            Action::Lead => offered && super::available(key, self, selected(self, focus)),
            _ => offered,
        }
    }

    fn form_title(&self, form: &Form, _who: &str) -> String {
        forms::title(form)
    }

    fn form_about(_form: &Form) -> Option<usize> {
        None
    }

    fn participant_name(&self, index: usize) -> Option<&str> {
        self.people.get(index).map(|p| p.name.as_str())
    }

    fn build(&self, form: &Form, ask: &mut Asker) -> Result<Command, Stop> {
        forms::build(form, self, ask)
    }

    /// A shift waits for the winner's choice: it opens by itself.
    fn follow_up(&self) -> Option<Form> {
        (self.step == Stage::Shift).then_some(Form::Shift)
    }

    /// Steps 3 and 4 entered with nothing to resolve (no attack, Force, Ram, Stunt roll,
    /// boarding or task the side's maneuver allows) pass by themselves ("Chase Sequence": the
    /// side resolves *any* attacks or skill rolls). A step the keeper's own last action emptied
    /// waits for `n`, so that the keeper's habitual `n` ends that step and not the next.
    fn empty_turn_after(&self, last: Option<&Command>) -> Option<(Command, String)> {
        let side = self.step.role()?;
        if !matches!(self.step, Stage::PursuerResolves | Stage::QuarryResolves)
            || last.is_some_and(resolves)
        {
            return None;
        }
        let anything = super::RESOLVING
            .iter()
            .any(|key| super::available(*key, self, 0));
        (!anything).then(|| {
            (
                Command::EndStep,
                format!(
                    "the {} has nothing to resolve at step {}",
                    side.word(),
                    self.step.number()
                ),
            )
        })
    }

    /// The Contest of step 5 opens when the chase reaches it: its one question (who rolls a
    /// complementary skill first) or its rolls are the keeper's next keys.
    fn opens_by_itself(&self) -> Option<Form> {
        (self.step == Stage::Contest).then_some(Form::Contest)
    }

    fn end_turn_action() -> Option<Action> {
        Some(Action::Next)
    }

    fn describe(command: &Command) -> String {
        super::describe(command)
    }

    fn header(&self, audience: crate::engine::Audience, _: &KeyNames) -> (String, String) {
        panels::header_parts(self, audience)
    }

    fn cursor_info(&self, focus: Focus) -> String {
        panels::person_info(self, selected(self, focus), focus.players_view)
    }

    fn queue(&self) -> Vec<usize> {
        panels::order(self).into_iter().map(usize::from).collect()
    }

    fn refocus(&self, focus: Focus) -> Focus {
        let selected = self.step_leader().map_or(focus.selected, usize::from);
        Focus {
            selected,
            cursor: selected as i64,
            ..focus
        }
    }

    fn select(&self, focus: Focus) -> Focus {
        Focus {
            cursor: focus.selected as i64,
            ..focus
        }
    }

    fn move_cursor(&self, focus: Focus, _step: i64) -> Focus {
        focus
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn line_kind(event: &Event) -> (LineKind, Option<u32>) {
        match event {
            Event::RoundStarted { round } => (LineKind::Round, Some(*round)),
            Event::ChaseEnded { .. } => (LineKind::End, None),
            Event::Out { .. } => (LineKind::Matters, None),
            _ => (LineKind::Plain, None),
        }
    }

    fn render_body(&self, body: &dyn Body, area: Rect, buf: &mut Buffer) {
        panels::render_body(body, self, area, buf);
    }
}

/// The selected person, kept within the chase.
pub fn selected(state: &GurpsChase, focus: Focus) -> Id {
    let last = state.people.len().saturating_sub(1);
    Id::try_from(focus.selected.min(last)).unwrap_or(0)
}

/// Whether a command resolves something at steps 3 and 4 (what empties a step by the keeper's
/// own hand).
fn resolves(command: &Command) -> bool {
    matches!(
        command,
        Command::Attack { .. }
            | Command::Force { .. }
            | Command::Ram { .. }
            | Command::Stunt { .. }
            | Command::Embark { .. }
            | Command::Disembark { .. }
            | Command::Board { .. }
            | Command::SeizeControl { .. }
            | Command::Task { .. }
    )
}
