//! Savage Worlds behind the screen's system boundary: [`Screen`] for [`SavageChase`], built from
//! this module's keys and forms and the panels in [`crate::systems::savage::panels`]. The cursor is
//! the selected participant.

use super::{Action, Form, forms};
use crate::screen::KeyNames;
use crate::screen::form::{Asker, Stop};
use crate::screen::keys::Binding;
use crate::screen::log::LineKind;
use crate::screen::{Body, Focus, Intent, Screen};
use crate::systems::savage::panels;
use crate::systems::savage::rules::{Command, Event, Id, Phase, SavageChase};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl Screen for SavageChase {
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

    /// The legal commands say, and for the GM's keys about the selected participant (Shaken,
    /// taking out, a group's split) also whether they can be about that one.
    fn available(&self, key: Action, focus: Focus, offered: bool) -> bool {
        match key {
            Action::Shaken | Action::TakeOut | Action::Split => {
                offered && super::available(key, self, selected(self, focus))
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

    /// "Chase Cards": a Club among better cards waits for the GM's choice, so it opens by itself.
    fn follow_up(&self) -> Option<Form> {
        self.choosing().map(Form::Keep)
    }

    fn end_turn_action() -> Option<Action> {
        Some(Action::EndTurn)
    }

    /// "Chase Cards": `R` on a maneuvering roll rolls everyone's still to make this round (no
    /// helper, no modifier: the form's usual answers), stopping where a card waits for a choice.
    fn roll_on(&self) -> Option<Command> {
        if self.choosing().is_some() {
            return None;
        }
        self.to_roll().next().map(|id| Command::Maneuver {
            who: self.participant(id).name.clone(),
            helpers: Vec::new(),
            modifier: 0,
        })
    }

    /// "Chase Cards": an Action Card with nothing to act on (no foe in reach of the card, no
    /// complication to face, not Shaken, no Out of Control roll owed) has only its end, and
    /// passes by itself. A turn the keeper's own action emptied (an attack made, a complication
    /// faced) waits for `n`, as GURPS's steps do, so that the keeper's habitual `n` ends that
    /// turn and not the next. The reason is read from the chase, in that order: distracted,
    /// still Shaken, its action taken, no weapon, the rules' refusal of an attack on a foe in
    /// reach, and only then no foe in reach.
    fn empty_turn_after(&self, last: Option<&Command>) -> Option<(Command, String)> {
        if self.phase != Phase::Acting {
            return None;
        }
        let actor = self.current()?;
        let name = self.participant(actor).name.clone();
        if last.is_some_and(|command| acted(command, &name)) {
            return None;
        }
        let decides = [
            Action::Complication,
            Action::Attack,
            Action::Force,
            Action::Recover,
            Action::ControlRoll,
        ];
        if decides
            .iter()
            .any(|key| super::available(*key, self, actor))
        {
            return None;
        }
        let command = Command::EndTurn { who: name.clone() };
        crate::screen::probe::probe(self, &command, crate::screen::KeyNames::builtin()).ok()?;
        let card = self.card(actor).map(|c| c.to_string()).unwrap_or_default();
        // "Attack Range": on a Two "the enemy is out of range or blocked and no attack is
        // possible this round": no foe is in reach, whoever holds
        // a card no higher.
        let on_a_two = self.card(actor).is_some_and(|c| c.rank() == 2);
        let in_reach = !on_a_two && self.foes(actor).any(|foe| self.has_advantage(actor, foe));
        let hand = self.hand(actor);
        let verb = |verb: crate::systems::savage::rules::Verb| verb.of(self, actor);
        use crate::systems::savage::rules::Verb::{Cannot, Has, Is};
        let why = if hand.distracted {
            format!(
                "{name} {} distracted on {card}: no attack this round",
                verb(Is)
            )
        } else if self.participant(actor).shaken {
            // "Shaken Characters": "They attempt to become un-Shaken on their Action Card as
            // usual"; the attempt made (or the GM's Shaken after it), no action is left.
            format!(
                "{name} {} still Shaken on {card}: no action this turn",
                verb(Is)
            )
        } else if hand.acted {
            // "Characters act on their Action Card as usual": its one action (an attack or a
            // Force) is behind it, though a keeper's own command came after it.
            format!("{name} {} taken its action on {card}", verb(Has))
        } else if in_reach && self.participant(actor).weapon.is_none() {
            // "Attacks": the card gives a foe in reach, but the setup gives nothing to attack
            // with; the reason is the missing weapon, not the card.
            format!("{name} {} no weapon to attack with on {card}", verb(Has))
        } else if let Some(foe) = self
            .foes(actor)
            .find(|foe| in_reach && self.has_advantage(actor, *foe))
        {
            // "Attacks": a foe is in reach of the card, yet the rules take no attack on it: the
            // reason is theirs (a group's split spent, no way to attack from where it rides).
            let attack = Command::Attack {
                who: name.clone(),
                target: self.participant(foe).name.clone(),
                melee: false,
                attackers: 1,
                modifier: 0,
                held_to_split: true,
                control_now: true,
            };
            let why =
                crate::screen::probe::probe(self, &attack, crate::screen::KeyNames::builtin())
                    .err()
                    .unwrap_or_default();
            let why = why.trim_end_matches('.');
            format!("{name} {} attack on {card}: {why}", verb(Cannot))
        } else {
            format!("{name} {} no foe in reach on {card}", verb(Has))
        };
        Some((command, why))
    }

    fn describe(command: &Command) -> String {
        super::describe(command)
    }

    fn header(&self, audience: crate::engine::Audience, keys: &KeyNames) -> (String, String) {
        panels::header_parts(self, audience, keys)
    }

    fn cursor_info(&self, focus: Focus) -> String {
        panels::participant_info(self, selected(self, focus))
    }

    fn queue(&self) -> Vec<usize> {
        panels::queue_order(self)
            .into_iter()
            .map(usize::from)
            .collect()
    }

    fn refocus(&self, focus: Focus) -> Focus {
        let next = self
            .current()
            .or_else(|| self.choosing())
            .or_else(|| self.to_roll().next());
        Focus {
            selected: next.map_or(focus.selected, usize::from),
            ..focus
        }
    }

    fn select(&self, focus: Focus) -> Focus {
        focus
    }

    fn move_cursor(&self, focus: Focus, _step: i64) -> Focus {
        focus
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn line_kind(event: &Event) -> (LineKind, Option<u32>) {
        match event {
            Event::RoundBegan { round } => (LineKind::Round, Some(*round)),
            Event::ChaseEnded { .. } => (LineKind::End, None),
            Event::Crashed { .. }
            | Event::CaughtBy { .. }
            | Event::TakenOut { .. }
            | Event::MemberLost { .. } => (LineKind::Matters, None),
            _ => (LineKind::Plain, None),
        }
    }

    fn render_body(&self, body: &dyn Body, area: Rect, buf: &mut Buffer) {
        panels::render_body(body, self, area, buf);
    }
}

/// Whether a command was the acting participant's own action on its card.
fn acted(command: &Command, actor: &str) -> bool {
    match command {
        Command::Complication { who }
        | Command::Attack { who, .. }
        | Command::Force { who, .. }
        | Command::Recover { who }
        | Command::ControlRoll { who } => who == actor,
        _ => false,
    }
}

/// The selected participant's id, kept within the chase.
pub fn selected(state: &SavageChase, focus: Focus) -> Id {
    let last = state.participants.len().saturating_sub(1);
    Id::try_from(focus.selected.min(last)).unwrap_or(0)
}
