//! Text from a file reaches the screen escaped, in every panel of every system alike: a setup of
//! each system names a participant, a vehicle, an obstacle or hazard and a path or location with
//! C0 and C1 controls and every bidirectional override and isolate; the keeper's screen and the
//! players' screen (`follow`), drawn at 80x24 and 160x48 before and after a few keys, show no
//! such character raw, and none as U+FFFD either: each is written as the escape every other output
//! of the tool uses (`\u{202e}`), so that the keeper reads what the file says. The players' export
//! of each chase holds none raw either.

use chasetrack::autosave::{Autosave, Record};
use chasetrack::escape::is_unsafe;
use chasetrack::setup::{self, Setup};
use chasetrack::systems::System;
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// C0 controls (a window title, a screen clear, a bell), 8-bit C1 controls (CSI, ST, OSC) and the
/// bidirectional embeddings, overrides and isolates.
const HOSTILE: &str = "\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{9b}2J\u{9c}\u{9d}\u{202a}\u{202b}\u{202c}\u{202d}\u{202e}\u{2066}\u{2067}\u{2068}\u{2069}";

/// A short hostile tail for names that must stay short enough to show.
const TAIL: &str = "\u{202e}\u{9b}";

/// A setup of each system with hostile names wherever its setup names something.
fn setups() -> Vec<(&'static str, String)> {
    let who = format!("Evil{TAIL}");
    vec![
        (
            "coc7",
            format!(
                "(name: \"EvilChase{HOSTILE}\", system: Coc7(track: [Location(\"EvilFarm{TAIL}\"), \
                 Location(\"Meadow\"), Hazard(name: \"EvilMud{TAIL}\", skills: [\"DEX\"], difficulty: \
                 Regular), Location(\"Wood\"), Barrier(name: \"EvilGate{TAIL}\", skills: [\"STR\"], \
                 difficulty: Regular, hp: 10), Location(\"EvilLane{TAIL}\")], participants: [(name: \
                 \"{who}\", side: Quarry, dex: 50, mov: 8, con: 50, hp: 10, speed: Success, \
                 investigator: true), (name: \"EvilFarmer{TAIL}\", side: Pursuer, dex: 50, mov: 8, con: \
                 50, hp: 10, speed: Success, vehicle: (name: \"EvilTractor{TAIL}\", mov: 9, build: 3))]))"
            ),
        ),
        (
            "track",
            format!(
                "(name: \"EvilChase{HOSTILE}\", system: Track(participants: [(name: \"{who}\", side: \
                 Prey, heart: 8, might: 8, agility: 8, cunning: 8, presence: 8), (name: \
                 \"EvilGuard{TAIL}\", side: Chaser, heart: 8, might: 8, agility: 8, cunning: 8, \
                 presence: 8)]))"
            ),
        ),
        (
            "clocks",
            format!(
                "(name: \"EvilChase{HOSTILE}\", system: Clocks(segments: 6, paths: [(name: \
                 \"EvilRoad{TAIL}\", terrain: (name: \"EvilTerrain{TAIL}\", difficulty: Easy))], participants: \
                 [(name: \"{who}\", role: Runner, bonus: 1), (name: \"EvilHound{TAIL}\", role: Chaser, \
                 bonus: 1)], obstacles: [(name: \"EvilWall{TAIL}\", path: \"EvilRoad{TAIL}\", after: 2, dc: \
                 12, scope: Everyone)]))"
            ),
        ),
        (
            "gurps",
            format!(
                "(name: \"EvilChase{HOSTILE}\", system: Gurps(vehicles: [(name: \"EvilVan{TAIL}\", st: 50, \
                 hp: 50, handling: 0, sr: 3, dr: 4, sm: 3, mph: 70)], people: [(name: \"{who}\", \
                 side: Quarry, player: true, weapon: (name: \"EvilGun{TAIL}\", skill: 12, damage: \
                 \"2d\", acc: 2, bulk: -2)), (name: \"EvilCop{TAIL}\", side: Pursuer, drives: \
                 \"EvilVan{TAIL}\")]))"
            ),
        ),
        (
            "savage",
            format!(
                "(name: \"EvilChase{HOSTILE}\", system: Savage(participants: [(name: \"{who}\", side: \
                 Prey, maneuver: Agility, die: \"d6\", player: true), (name: \"EvilKnight{TAIL}\", side: \
                 Pursuer, maneuver: Riding, die: \"d8\")]))"
            ),
        ),
    ]
}

/// What is wrong with a drawn screen: a raw character, or one drawn as U+FFFD.
fn faults(app: &App, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| chasetrack::tui::view::view(app, frame))
        .expect("drawn");
    let buffer = terminal.backend().buffer();
    let mut found = Vec::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        if line.chars().any(|c| is_unsafe(c) || c == '\u{fffd}') || dropped(&line) {
            let shown: String = line
                .chars()
                .map(|c| {
                    if is_unsafe(c) {
                        format!("<U+{:04X}>", u32::from(c))
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            found.push(format!("{width}x{height} row {y}: {}", shown.trim_end()));
        }
    }
    found
}

/// Whether a hostile name (each starts with "Evil") is drawn with its controls left out instead
/// of escaped: the name's letters followed by anything but the escape's backslash, or by the `…`
/// of a name cut short.
fn dropped(line: &str) -> bool {
    line.match_indices("Evil").any(|(at, _)| {
        let rest = &line[at + "Evil".len()..];
        let after = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        !(after.starts_with('\\') || after.starts_with('…'))
    })
}

fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        let modifiers = if c.is_ascii_uppercase() {
            KeyModifiers::SHIFT
        } else {
            KeyModifiers::NONE
        };
        app.key(KeyEvent::new(code, modifiers));
    }
}

/// The keeper's screen and the players' screen of the same chase.
fn both_screens(setup: &Setup, keeper: &App, dir: &tempfile::TempDir) -> Vec<String> {
    let mut players =
        App::new(setup.clone(), Theme::new(false)).following(&dir.path().join("followed.journal"));
    players.follow_update(keeper.chase().clone(), "Following.");
    let mut found = Vec::new();
    for (width, height) in [(80, 24), (160, 48)] {
        found.extend(faults(keeper, width, height));
        found.extend(
            faults(&players, width, height)
                .into_iter()
                .map(|f| format!("players' {f}")),
        );
    }
    found
}

#[test]
fn every_panel_of_every_system_shows_a_hostile_name_escaped() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut problems = Vec::new();
    for (system, text) in setups() {
        let setup = setup::parse(&text, "hostile.ron")
            .unwrap_or_else(|e| panic!("{system}: the setup reads: {e}"));
        let mut keeper = App::new(setup.clone(), Theme::new(false));
        // At the start, then with the chase under way and someone else selected: the panels,
        // the log, the header and the status line name everyone.
        let mut found = both_screens(&setup, &keeper, &dir);
        press(&mut keeper, "c\nj");
        found.extend(both_screens(&setup, &keeper, &dir));
        press(&mut keeper, "j");
        found.extend(both_screens(&setup, &keeper, &dir));
        if !found.is_empty() {
            problems.push(format!("{system}:\n  {}", found.join("\n  ")));
        }
        problems.extend(exported(system, &setup, &keeper, &text, &dir));
        if system == "coc7" {
            // A form's question names the attacker: Evil, whose turn it is, attacks.
            let mut asking = App::new(setup.clone(), Theme::new(false));
            press(&mut asking, "c\na");
            let form = faults(&asking, 160, 48);
            let shown = screen_text(&asking);
            if !form.is_empty() || !shown.contains("Evil\\u{202e}\\u{9b} attacks with which skill?")
            {
                problems.push(format!("coc7's attack form: {form:?}\n{shown}"));
            }
        }
        let escaped = chasetrack::escape::printable(TAIL);
        let mut terminal = Terminal::new(TestBackend::new(160, 48)).expect("a test terminal");
        terminal
            .draw(|frame| chasetrack::tui::view::view(&keeper, frame))
            .expect("drawn");
        let screen: String = terminal
            .backend()
            .buffer()
            .content()
            .iter()
            .map(|cell| cell.symbol())
            .collect();
        if !screen.contains(&format!("Evil{escaped}")) {
            problems.push(format!(
                "{system}: the name does not show escaped ({escaped}), as everywhere else"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The keeper's chase so far written to a journal and exported, the keeper's log and the
/// players', as Markdown and JSON, through the real binary: no character raw in any of them.
fn exported(
    system: &str,
    setup: &Setup,
    keeper: &App,
    text: &str,
    dir: &tempfile::TempDir,
) -> Vec<String> {
    let file = dir.path().join(format!("{system}.ron"));
    std::fs::write(&file, text).expect("the setup is written");
    let path = dir.path().join(format!("{system}.journal"));
    let mut journal = Autosave::create(&path, setup, Some(&file)).expect("a journal");
    chasetrack::each!(keeper.chase(), session => write_journal(session, &mut journal));
    drop(journal);
    let mut problems = Vec::new();
    for args in [
        &["--players"][..],
        &["--players", "--format", "json"],
        &[],
        &["--format", "json"],
    ] {
        let out = assert_cmd::Command::cargo_bin("chasetrack")
            .expect("the binary is built")
            .timeout(crate::bounded::LIMIT)
            .env("CHASETRACK_DATA_DIR", dir.path())
            .arg("export")
            .arg(&path)
            .args(args)
            .output()
            .expect("export runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let raw: Vec<String> = stdout
            .chars()
            .filter(|c| is_unsafe(*c) && *c != '\t')
            .map(|c| format!("U+{:04X}", u32::from(c)))
            .collect();
        if !out.status.success() || !raw.is_empty() || !stdout.contains("Evil") {
            problems.push(format!(
                "{system}: export {args:?}: exit {:?}, raw {raw:?}:\n{stdout}{}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    problems
}

fn write_journal<R: System>(session: &chasetrack::engine::Session<R>, journal: &mut Autosave) {
    for entry in session.journal() {
        journal
            .append(&Record::Command {
                command: R::any_command(entry.command.clone()),
                dice: entry.dice.clone(),
            })
            .expect("appended");
    }
}

fn screen_text(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(160, 48)).expect("a test terminal");
    terminal
        .draw(|frame| chasetrack::tui::view::view(app, frame))
        .expect("drawn");
    let buffer = terminal.backend().buffer();
    (0..48)
        .map(|y| {
            (0..160)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                + "\n"
        })
        .collect()
}
