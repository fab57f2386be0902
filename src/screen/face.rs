//! [`Screen`]: everything a chase system brings to the keeper's screen, and [`Body`], what its
//! panels draw with besides its state. The shell (header, log, status line, hint bar, help,
//! prompts, journal, undo and redo) asks only these questions, through the dispatch over the one
//! list of systems (`systems::screens`), and never names a system.

use super::form::{Asker, Stop};
use super::keys::Binding;
use super::log::LineKind;
use super::{Focus, Intent, KeyNames, Theme};
use crate::engine::Rules;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::fmt::Debug;

/// What a system's panels draw with besides its state: where the keeper is looking, the palette,
/// and the shell's log (with the odds beside it or in its place when they are open), which shares
/// the body with the panels by the layout rule (docs/architecture.md, "The layout rule").
pub trait Body {
    /// Where the keeper is looking.
    fn focus(&self) -> Focus;
    /// The palette in force.
    fn theme(&self) -> &Theme;
    /// The words for keys the panels write ("roll the order (o)"), from the keymap in force.
    fn keys(&self) -> &KeyNames;
    /// A list that wants `wanted` rows (its borders included) above the log: the list's area
    /// and the log's.
    fn list_and_log(&self, area: Rect, wanted: u16) -> (Rect, Rect);
    /// A list beside the log on a wide body: the list's area (as wide as what `draw` puts in it
    /// needs, up to half the place) and the log's (the rest).
    fn list_beside_log(&self, area: Rect, draw: &dyn Fn(Rect, &mut Buffer)) -> (Rect, Rect);
    /// Draws the log in its place (or the odds, when they are open).
    fn render_log(&self, area: Rect, buf: &mut Buffer);
}

/// One chase system as the screen sees it: its keys, the forms that turn a key into a command, the
/// panels that draw its state, and the few words the shell shows about it. Implemented by each
/// system's state type (`Coc7`, `TrackChase`, `ClockChase`, ...) in the system's own `screen` module.
///
/// Which system it is, and how its command goes into the journal, come from
/// [`crate::systems::System`]; how its action and form go into the shell's closed enums comes
/// from `tui::system::Pick`, written once for every system from the one list.
pub trait Screen: Rules + Sized {
    /// What a key of the system's keymap section asks for (`Hazard`, `Move`): a system's action,
    /// as against the physical key the keymap binds to it ([`super::keys::Keystroke`]).
    type Action: Copy + Debug + PartialEq + Eq + 'static;
    /// The commands that are asked for as a series of questions, with who or where they are about.
    type Form: Clone + Debug + PartialEq;

    /// The system's keymap section: its keys on the chase screen, in the order the help lists them.
    /// The shell's own keys (looking around, undo, help, quit) follow them.
    fn bindings() -> &'static [Binding<Self::Action>];

    /// What a key asks for, given where the keeper is looking; a message that names a key names
    /// it as `keys` has it.
    fn intent(
        &self,
        key: Self::Action,
        focus: Focus,
        keys: &KeyNames,
    ) -> Intent<Self::Command, Self::Form>;
    /// The keys that issue a command of this shape, the usual one first: what the hint bar reads
    /// off the rules' legal commands ([`crate::engine::Legal`]), and what the parity test
    /// (`tests/tui_parity.rs`) checks against the real keys. Written as one exhaustive `match`,
    /// so that a new command shape cannot be left without a key unnoticed.
    fn issued_by(command: &Self::Command) -> &'static [Self::Action];
    /// Whether a key can do something now: the hint bar shows only these. `offered` says whether
    /// the rules' legal commands hold a command the key issues ([`Screen::issued_by`]), worked out
    /// once per state; that is the answer for every key that issues commands. A system answers
    /// by itself only for keys that issue nothing the generator lists (looking around, a choice
    /// the rules leave to the keeper), or where the text calls for a key in fewer situations than
    /// the rules accept its command (and says which beside it).
    fn available(&self, key: Self::Action, focus: Focus, offered: bool) -> bool {
        let _ = (key, focus);
        offered
    }
    /// What the prompt's frame says a form is for.
    /// `who` is the name of the participant the form is about ([`Screen::form_about`]).
    fn form_title(&self, form: &Self::Form, who: &str) -> String;
    /// The participant a form is about (an index into the participants), if it is about one.
    fn form_about(form: &Self::Form) -> Option<usize>;
    /// A participant's name, by index.
    fn participant_name(&self, index: usize) -> Option<&str>;
    /// The command from the answers so far, or the next question.
    /// `ask` holds the answers given so far; a form about a participant not in the chase never
    /// gets here.
    fn build(&self, form: &Self::Form, ask: &mut Asker) -> Result<Self::Command, Stop>;
    /// A form the rules now wait for, opened by itself after a command (a roll of 1 that waits for
    /// the keeper's choice, say).
    fn follow_up(&self) -> Option<Self::Form> {
        None
    }
    /// After "roll the rest" (`R`) applied a command: the next command of the same round of
    /// rolls that the tool rolls on with (every speed roll still to make while a chase is
    /// established), so one `R` rolls them all.
    fn roll_on(&self) -> Option<Self::Command> {
        None
    }
    /// [`Screen::roll_on`], knowing the command just applied (the journal's last): a system
    /// whose turn goes on with a step the keeper always takes after that command (position
    /// clocks' second check with the Move action after the movement check) rolls on into it.
    fn roll_on_after(&self, last: Option<&Self::Command>) -> Option<Self::Command> {
        let _ = last;
        self.roll_on()
    }
    /// A turn with nothing left to decide ("keys only for decisions"): the command that
    /// passes it and why, in the keeper's words ("Harvey has no movement actions left"). With
    /// `pass_empty_turns` (the default) the screen applies it by itself after the command that
    /// led there, and an undo takes both back.
    fn empty_turn(&self) -> Option<(Self::Command, String)> {
        None
    }
    /// A refusal of the rules in the keeper's words. The rules name no key; a system whose refusal
    /// points to another command adds that command's key from `keys` here ("place the victim (p)").
    fn refusal(why: &crate::engine::Refusal<Self::Error>, keys: &KeyNames) -> String {
        let _ = keys;
        why.to_string()
    }
    /// [`Screen::empty_turn`], knowing the last command of the journal (none at the start): a
    /// system whose step the keeper's own action can empty (GURPS's last attack of a step)
    /// passes only a step that was entered with nothing to decide, so the keeper's next key
    /// still finds the step it was meant for.
    fn empty_turn_after(&self, last: Option<&Self::Command>) -> Option<(Self::Command, String)> {
        let _ = last;
        self.empty_turn()
    }
    /// The keys a keeper would usually press now where the keymap's order puts another first (a
    /// pursuer that has reached its quarry attacks it, or stays with it, rather than running
    /// past it): the hint bar shows the first of these that it offers first.
    fn suggested(&self, focus: Focus) -> Vec<Self::Action> {
        let _ = focus;
        Vec::new()
    }
    /// The key that ends the acting participant's turn (or takes the next step): what `n` in a
    /// roll's prompt does after the rolls ("roll, then end the turn").
    fn end_turn_action() -> Option<Self::Action> {
        None
    }
    /// With turns passing by themselves: a form that opens by itself when the chase reaches it
    /// (GURPS's Contest of step 5), so that its answer is the keeper's next key.
    fn opens_by_itself(&self) -> Option<Self::Form> {
        None
    }
    /// A command in a few words, for "Undone: …" and "Redone: …".
    fn describe(command: &Self::Command) -> String;

    /// The header's round and turn: ("Round 2", "Farmer's turn · 2 moves left"), naming keys as
    /// `keys` has them.
    fn header(&self, audience: crate::engine::Audience, keys: &KeyNames) -> (String, String);
    /// What the status line says about the cursor (a location, a space, a pair of participants).
    fn cursor_info(&self, focus: Focus) -> String;
    /// The participants in the order `j`/`k` walk them (as the panels list them).
    fn queue(&self) -> Vec<usize>;
    /// Where to look after a command: whoever acts now, and the cursor with them.
    fn refocus(&self, focus: Focus) -> Focus;
    /// The selection moved to `focus.selected`: where the cursor goes with it.
    fn select(&self, focus: Focus) -> Focus;
    /// The cursor moved by `step` (`h`/`l`), kept on the chase.
    fn move_cursor(&self, focus: Focus, step: i64) -> Focus;

    /// The names of the places a setup may describe for reading aloud (a location, a hazard, a
    /// path, an obstacle), in the chase's order; none in a system whose ground has no named
    /// places (its setup describes the scene only).
    fn places_named(&self) -> Vec<String> {
        Vec::new()
    }
    /// The places a player character stands at or has come past, or sees where sight is
    /// limited: their descriptions are read aloud once one is first among them.
    fn places_reached(&self) -> Vec<String> {
        Vec::new()
    }
    /// The place under the cursor, whose description the keeper reads on the status line.
    fn places_at_cursor(&self, focus: Focus) -> Vec<String> {
        let _ = focus;
        Vec::new()
    }

    /// The current round, for the log's rules between rounds.
    fn round(&self) -> u32;
    /// How the log shows an event: a round's start (with its number), the end, what the keeper
    /// must not miss (someone caught, out or wrecked), or a plain line.
    fn line_kind(event: &Self::Event) -> (LineKind, Option<u32>);

    /// Draws the system's panels (and the shared log) into the body of the screen.
    fn render_body(&self, body: &dyn Body, area: Rect, buf: &mut Buffer);

    /// The state as the panels draw it: a copy with every name that came from a file or the
    /// keeper escaped the one way the tool escapes text (`escape::printable`), so that a control
    /// or a bidirectional override is shown as `\u{202e}` rather than dropped by the terminal
    /// kit; `None` when no name needs it. A system whose panels escape each name as they draw it
    /// keeps the default.
    fn for_screen(&self) -> Option<Self> {
        None
    }
}
