//! Keys only for decisions: a turn with nothing left to decide passes by itself after
//! the command that led there, as an ordinary journal command (so resume, `follow` and export
//! see it), with the status line saying why; `pass_empty_turns: false` in the configuration
//! leaves it to the keeper's end-of-turn key. Undo and redo step over such a pass: an undo never
//! lands on a turn that would pass again at once, and a redo applies the pass with the command.

use super::App;
use crate::autosave::Record;
use crate::dice::Roller;

/// At most this many turns pass by themselves after one command (every participant's turn in a
/// round, twice over, is far more than any chase has).
const MOST_PASSES: usize = 2 * crate::limits::PARTICIPANTS;

impl App {
    /// Passes each turn that has nothing left to decide, one after the other.
    pub(super) fn pass_empty_turns(&mut self) {
        if !self.seat.passes_empty_turns() || self.overlay.is_some() {
            return;
        }
        let mut passed: Vec<String> = Vec::new();
        for _ in 0..MOST_PASSES {
            let Some((command, why)) = self.chase.screen().empty_turn() else {
                break;
            };
            // Passing rolls nothing: a pass that would want a die is left to the keeper.
            let mut roller = Roller::given(std::iter::empty());
            let keys = self.keymap.key_names(self.chase.system());
            let seat = &mut self.seat;
            let mut save = |record: &Record| seat.save(record);
            match self
                .chase
                .screen_mut()
                .execute(&command, &mut roller, &mut save, keys)
            {
                Ok(lines) => {
                    self.push_lines(lines);
                    passed.push(why);
                }
                Err(_) => break,
            }
        }
        if !passed.is_empty() {
            self.mark_passed(true);
            self.refocus();
            self.info(format!(
                "{}: the turn passed by itself.",
                capitalised(&passed.join("; "))
            ));
        }
        // A step whose only key would open its form (GURPS's Contest) opens it at once.
        if self.overlay.is_none()
            && let Some(form) = self.chase.screen().opens_by_itself()
        {
            self.open_form(form);
        }
    }

    /// Notes whether a turn passed by itself since the keeper's last key.
    pub(super) fn mark_passed(&mut self, passed: bool) {
        if let Some(keeper) = self.seat.as_keeper_mut() {
            keeper.passed = passed;
        }
    }

    /// Whether a turn passed by itself since [`App::mark_passed`] was last told `false`.
    pub(super) fn turn_passed(&self) -> bool {
        self.seat.as_keeper().is_some_and(|keeper| keeper.passed)
    }

    /// After an undo: while the chase stands at a turn that would pass at once, the command that
    /// led there is undone too. Returns how many more commands were undone.
    pub(super) fn undo_past_empty_turns(&mut self) -> usize {
        let mut more = 0;
        while self.seat.passes_empty_turns()
            && more < MOST_PASSES
            && self.chase.screen().empty_turn().is_some()
            && self.chase.screen().last_done().is_some()
            && self.save(&Record::Undo).is_ok()
        {
            self.undo_one();
            more += 1;
        }
        more
    }

    /// After a redo: a turn that passed by itself passes again.
    pub(super) fn redo_past_empty_turns(&mut self) {
        let mut more = 0;
        while self.seat.passes_empty_turns()
            && more < MOST_PASSES
            && self.chase.screen().empty_turn().is_some()
            && self.chase.screen().next_redo().is_some()
            && self.save(&Record::Redo).is_ok()
        {
            self.redo_one();
            more += 1;
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
