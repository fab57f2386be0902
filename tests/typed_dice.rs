//! The keeper's own dice are never swallowed, in every chase system: at every dice prompt that
//! random play of every shipped setup opens, Enter on the empty line rolls nothing (it says so and
//! the roll still waits), a value typed there is the value the rules use (or is refused with a
//! reason), and a digit typed where no prompt is open is refused with a reason and changes nothing.
//! A menu with one choice that the form takes by itself says so on the status line.

use crate::tui_common;

use chasetrack::dice::{DiceRequest, Rolled};
use chasetrack::systems::{Chase, SystemKind};
use chasetrack::tui::app::Overlay;
use chasetrack::tui::keymap::Mode;
use chasetrack::tui::{App, Msg};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::collections::BTreeMap;
use tui_common::*;

/// A small seeded generator, so that each run walks the same keys.
struct Walk(u64);

impl Walk {
    fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below.max(1) as u64) as usize
    }
}

fn event(code: KeyCode, ctrl: bool) -> KeyEvent {
    let modifiers = match code {
        _ if ctrl => KeyModifiers::CONTROL,
        KeyCode::Char(c) if c.is_ascii_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    KeyEvent::new(code, modifiers)
}

/// The main keys of a system a keeper plays with: every binding of the main mode but those that
/// leave, write files, open the odds or let the tool roll (`r`, `R`: the walk types every die).
fn main_keys(system: SystemKind) -> Vec<KeyEvent> {
    crate::tui_common::builtin_keymap()
        .bindings(Mode::Main, system)
        .filter(|b| {
            !matches!(
                b.msg,
                Msg::Quit
                    | Msg::QuitNow
                    | Msg::Export
                    | Msg::Odds
                    | Msg::Preview
                    | Msg::Help
                    | Msg::Share
            )
        })
        .flat_map(|b| b.keys.iter())
        .filter(|k| !matches!(k.code, KeyCode::Char('r' | 'R')))
        .map(|k| event(k.code, k.ctrl))
        .collect()
}

fn journal_len(app: &App) -> usize {
    app.chase().journal_len()
}

/// The dice the commands applied after the first `from` used (a command, and the turns that
/// passed by themselves after it).
fn dice_since(chase: &Chase, from: usize) -> Vec<Rolled> {
    chasetrack::each!(chase, session => session
        .journal()
        .iter()
        .skip(from)
        .flat_map(|entry| entry.dice.clone())
        .collect())
}

/// A value the table could have rolled for this request, as typed: a number in its range, or a
/// card the request accepts.
fn typed_value(request: &DiceRequest, walk: &mut Walk) -> Option<(String, i32)> {
    if let DiceRequest::Card { .. } = request {
        let ranks = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        let mut cards: Vec<String> = ranks
            .iter()
            .flat_map(|rank| ["C", "D", "H", "S"].map(|suit| format!("{rank}{suit}")))
            .collect();
        cards.push("Jk".to_string());
        let start = walk.next(cards.len());
        return (0..cards.len())
            .map(|i| &cards[(start + i) % cards.len()])
            .find_map(|card| request.read_answer(card).ok().map(|v| (card.clone(), v)));
    }
    let (low, high) = request.range();
    let value = low + walk.next((high - low + 1).max(1) as usize) as i32;
    Some((value.to_string(), value))
}

/// What the walk checks at one dice prompt, then the value it types there.
fn at_the_prompt(app: &mut App, walk: &mut Walk, system: SystemKind) -> Option<()> {
    let Some(Overlay::Dice(dice)) = app.overlay() else {
        return None;
    };
    let (request, given) = (dice.request.clone(), dice.given.len());
    assert!(
        dice.given.iter().all(|g| !g.by_tool),
        "{system:?}: a die was rolled by the tool though the keeper typed every one: {:?}",
        dice.given
    );
    let before = journal_len(app);
    // Enter on the empty line: nothing is rolled, the prompt says so and waits.
    press(app, "<C-u><Enter>");
    match app.overlay() {
        Some(Overlay::Dice(still)) => {
            assert_eq!(
                still.given.len(),
                given,
                "{system:?}: Enter on the empty line rolled"
            );
            let why = still.error.clone().unwrap_or_default();
            assert!(why.contains("Nothing is typed"), "{system:?}: {why}");
        }
        other => panic!("{system:?}: Enter on an empty line closed the prompt: {other:?}"),
    }
    assert_eq!(
        journal_len(app),
        before,
        "{system:?}: Enter on the empty line applied"
    );
    let Some((typed, value)) = typed_value(&request, walk) else {
        press(app, "<Esc>");
        return Some(());
    };
    press(app, &format!("{typed}<Enter>"));
    match app.overlay() {
        Some(Overlay::Dice(next)) if next.given.len() == given + 1 => {
            let last = next.given.last().expect("the value just given");
            assert_eq!(
                last.value, value,
                "{system:?}: {typed} was taken as {last:?}"
            );
            assert!(!last.by_tool, "{system:?}: {typed} was rolled over");
        }
        Some(Overlay::Dice(next)) if next.error.is_some() => {
            // Refused as a value for this roll, with the reason on the prompt.
            press(app, "<Esc>");
        }
        _ if journal_len(app) > before => {
            let dice = dice_since(app.chase(), before);
            assert!(
                dice.contains(&Rolled(value)),
                "{system:?}: typed {typed}, the command used {dice:?}"
            );
        }
        _ => {
            // Refused by the rules: the status line says why and nothing is applied.
            let status = app.status().map(|s| (s.error, s.text.clone()));
            assert!(
                status
                    .as_ref()
                    .is_some_and(|(error, text)| *error && !text.is_empty()),
                "{system:?}: {typed} neither taken nor refused: {status:?}"
            );
            assert_eq!(journal_len(app), before);
        }
    }
    Some(())
}

/// A digit where no prompt is open, when the system binds it to nothing: refused, and why.
fn a_stray_digit(app: &mut App, walk: &mut Walk, system: SystemKind) -> bool {
    let digit = char::from(b'0' + walk.next(10) as u8);
    let key = event(KeyCode::Char(digit), false);
    if crate::tui_common::builtin_keymap()
        .lookup(Mode::Main, system, &key)
        .is_some()
    {
        return false;
    }
    let before = journal_len(app);
    app.key(key);
    let status = app.status().map(|s| (s.error, s.text.clone()));
    assert!(
        status
            .as_ref()
            .is_some_and(|(error, text)| *error && text.contains("no roll is asked for now")),
        "{system:?}: '{digit}' with no prompt open: {status:?}"
    );
    assert_eq!(
        journal_len(app),
        before,
        "{system:?}: a stray digit changed the chase"
    );
    true
}

fn play(name: &str, seed: u64, steps: usize, tally: &mut BTreeMap<String, (usize, usize)>) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset(name), &dir);
    let system = app.chase().system();
    let keys = main_keys(system);
    let mut walk = Walk(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let (mut prompts, mut stray) = (0, 0);
    for _ in 0..steps {
        match app.mode() {
            Mode::Dice => {
                at_the_prompt(&mut app, &mut walk, system);
                prompts += 1;
            }
            Mode::Main if walk.next(8) == 0 => {
                stray += usize::from(a_stray_digit(&mut app, &mut walk, system));
            }
            Mode::Main => {
                let key = keys[walk.next(keys.len())];
                app.key(key);
            }
            Mode::Text => {
                let line = ["Ann", "3", "", "1"][walk.next(4)];
                press(&mut app, &format!("<C-u>{line}<Enter>"));
                if walk.next(6) == 0 {
                    press(&mut app, "<Esc>");
                }
            }
            Mode::Confirm => press(&mut app, ["y", "n"][walk.next(2)]),
            _ => {
                let key = ["<Enter>", "<Enter>", "<Down>", "1", "2", "<Esc>"][walk.next(6)];
                press(&mut app, key);
            }
        }
    }
    let entry = tally.entry(format!("{system:?}")).or_default();
    entry.0 += prompts;
    entry.1 += stray;
}

/// Every shipped setup of the five systems, played by random keys with every die typed: every
/// prompt keeps the keeper's dice, and every stray digit is refused with a reason.
#[test]
fn typed_dice_are_never_swallowed_in_any_system() {
    let mut tally = BTreeMap::new();
    for name in shipped() {
        for seed in 1..=2 {
            play(&name, seed, 250, &mut tally);
        }
    }
    println!("dice prompts and stray digits tried per system: {tally:?}");
    for kind in SystemKind::ALL {
        let (prompts, stray) = tally.get(&format!("{kind:?}")).copied().unwrap_or_default();
        assert!(
            prompts >= 5 && stray >= 5,
            "{kind:?}: only {prompts} dice prompts and {stray} stray digits were tried: {tally:?}"
        );
    }
}

/// The case the keeper met at the fence: `c Enter b Enter` passes the fence with the only skill
/// Harvey has for it (the menu is skipped, and the status line says so); Enter on the empty roll
/// line rolls nothing; 7 5 Enter is Harvey's roll.
#[test]
fn the_fence_roll_waits_for_the_keepers_75() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("harvey-fence.ron"), &dir);
    press(&mut app, "c<Enter>b<Enter>");
    let status = app.status().map(|s| s.text.clone()).unwrap_or_default();
    assert!(
        status.contains("Climb 40, the only choice, is taken"),
        "{status}"
    );
    press(&mut app, "<Enter>75<Enter>");
    let text = screen(&app, 100, 30);
    assert!(text.contains("failing Climb 40 with 75"), "{text}");
    assert!(!text.contains("does nothing here"), "{text}");
}

/// A key the prompt refuses ('!' is part of no roll) does not hold back the keeper's next ask: at
/// the first dice prompts random play opens in every shipped setup, `!` then the roll-the-rest key
/// rolls on as that key alone would (the prompt's error goes, and the roll is made).
#[test]
fn roll_the_rest_after_a_refused_key_still_rolls_in_every_system() {
    let mut tried: BTreeMap<String, usize> = BTreeMap::new();
    for name in shipped() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(asset(&name), &dir);
        let system = app.chase().system();
        let keys = main_keys(system);
        let stray = event(KeyCode::Char('!'), false);
        assert!(
            crate::tui_common::builtin_keymap()
                .lookup(Mode::Dice, system, &stray)
                .is_none()
        );
        let rest = crate::tui_common::builtin_keymap()
            .bindings(Mode::Dice, system)
            .find(|b| b.msg == Msg::RollRest)
            .and_then(|b| b.keys.first())
            .map(|k| event(k.code, k.ctrl))
            .expect("a roll-the-rest key");
        let mut walk = Walk(0x5EED);
        for _ in 0..400 {
            match app.mode() {
                Mode::Dice => {
                    let Some(Overlay::Dice(dice)) = app.overlay() else {
                        unreachable!()
                    };
                    let given = dice.given.len();
                    let before = journal_len(&app);
                    app.key(stray);
                    let refused =
                        matches!(app.overlay(), Some(Overlay::Dice(d)) if d.error.is_some());
                    assert!(refused, "{name}: '!' was not refused at the prompt");
                    app.key(rest);
                    let moved_on = journal_len(&app) > before
                        || match app.overlay() {
                            Some(Overlay::Dice(d)) => d.given.len() > given,
                            _ => true,
                        };
                    assert!(
                        moved_on,
                        "{name}: roll the rest after a refused key rolled nothing\n{}",
                        screen(&app, 80, 24)
                    );
                    *tried.entry(format!("{system:?}")).or_default() += 1;
                    if app.mode() == Mode::Dice {
                        press(&mut app, "<Esc>");
                    }
                }
                Mode::Main => app.key(keys[walk.next(keys.len())]),
                Mode::Text => press(&mut app, "<C-u>1<Enter>"),
                Mode::Confirm => press(&mut app, "y"),
                _ => press(&mut app, ["<Enter>", "<Down>", "<Esc>"][walk.next(3)]),
            }
        }
    }
    for kind in SystemKind::ALL {
        let n = tried.get(&format!("{kind:?}")).copied().unwrap_or_default();
        assert!(n >= 3, "{kind:?}: only {n} prompts tried: {tried:?}");
    }
}
