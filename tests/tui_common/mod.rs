//! What the screen's tests share: the sample chase on a screen without colours with its journal in
//! a temporary directory, keys typed as a keeper types them, and the screen read back as text.
#![allow(dead_code)]

use chasetrack::autosave::Autosave;
use chasetrack::setup::{self, Setup};
use chasetrack::systems::Chase;
use chasetrack::systems::clocks::rules::ClockChase;
use chasetrack::systems::coc7::rules::Coc7;
use chasetrack::systems::track::rules::TrackChase;
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;

/// The built-in sample (Harvey and the farmer) on a screen without colours, with its journal in
/// `dir`.
pub fn sample_app(dir: &tempfile::TempDir) -> App {
    let setup = setup::sample();
    let journal = Autosave::create(&journal_path(dir), &setup, None)
        .expect("a journal in a temporary directory");
    App::new(setup, Theme::new(false)).with_autosave(journal)
}

/// A Call of Cthulhu setup with `catch_on_reach` on: a pursuer reaching a quarry catches it (the
/// setups' old default; the tests of catching and releasing turn it on).
pub fn catching(mut setup: Setup) -> Setup {
    if let Chase::Coc7(session) = &setup.chase {
        let mut initial = session.initial().clone();
        initial.settings.catch_on_reach = true;
        setup.chase = Chase::Coc7(chasetrack::engine::Session::new(initial));
    }
    setup
}

/// The built-in sample with catching on ([`catching`]), its journal in `dir`.
pub fn sample_app_catching(dir: &tempfile::TempDir) -> App {
    app_with_journal(catching(setup::sample()), dir)
}

/// A setup's chase on a screen without colours, with its journal in `dir`.
pub fn app_with_journal(setup: Setup, dir: &tempfile::TempDir) -> App {
    let journal = Autosave::create(&journal_path(dir), &setup, None)
        .expect("a journal in a temporary directory");
    App::new(setup, Theme::new(false)).with_autosave(journal)
}

/// The built-in keymap, made once: what a test of the built-in keys reads them from.
pub fn builtin_keymap() -> &'static chasetrack::tui::keymap::Keymap {
    static KEYMAP: std::sync::OnceLock<chasetrack::tui::keymap::Keymap> =
        std::sync::OnceLock::new();
    KEYMAP.get_or_init(chasetrack::tui::keymap::Keymap::builtin)
}

/// [`app_with_journal`] with a keeper's keymap in place of the built-in one.
pub fn app_with_keymap(
    setup: Setup,
    dir: &tempfile::TempDir,
    keymap: &chasetrack::tui::keymap::Keymap,
) -> App {
    let journal = Autosave::create(&journal_path(dir), &setup, None)
        .expect("a journal in a temporary directory");
    App::new(setup, Theme::new(false))
        .with_keymap(keymap.clone())
        .with_autosave(journal)
}

/// A setup around a chase built in code, with a fixed seed for the tool's own rolls.
pub fn setup_of(name: &str, chase: Chase) -> Setup {
    Setup {
        name: name.to_string(),
        seed: Some(7),
        odds: Default::default(),
        identity: setup::identity(name),
        chase,
    }
}

/// The file names of every shipped setup (`assets/*.ron`), sorted.
pub fn shipped() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut files: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".ron"))
        .collect();
    files.sort();
    files
}

/// A setup shipped in `assets/`, as `chasetrack assets/<name>` opens it.
pub fn asset(name: &str) -> Setup {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(name);
    setup::load(&path).unwrap_or_else(|e| panic!("assets/{name} loads: {e}"))
}

/// A setup without its words to read aloud: for a test of the log's or the status line's room
/// that was written before the shipped setups described their scenes and places.
pub fn unread(mut setup: Setup) -> Setup {
    setup.chase = setup
        .chase
        .with_read_aloud(chasetrack::engine::ReadAloud::default());
    setup
}

/// "Example Chase" of chase-track.txt (`assets/bazaar.ron`): the thief 3 spaces ahead of the
/// guard in the bazaar, the docks at 12.
pub fn bazaar() -> Setup {
    asset("bazaar.ron")
}

/// Through the city (`assets/city-chase.ron`): Ann and the wizard ahead of the captain and his
/// hound in the market, the back alleys as a shortcut, a locked gate, a hay cart; 12 segments.
pub fn city() -> Setup {
    asset("city-chase.ron")
}

/// The chase-track state on screen.
pub fn track_state(app: &App) -> &TrackChase {
    match app.chase() {
        Chase::Track(session) => session.state(),
        other => panic!("not a chase-track chase: {}", other.system().title()),
    }
}

/// The position-clocks state on screen.
pub fn clocks_state(app: &App) -> &ClockChase {
    match app.chase() {
        Chase::Clocks(session) => session.state(),
        other => panic!("not a position-clocks chase: {}", other.system().title()),
    }
}

pub fn journal_path(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("journal.jsonl")
}

/// The chase state on screen.
pub fn state(app: &App) -> &Coc7 {
    match app.chase() {
        Chase::Coc7(session) => session.state(),
        other => panic!("not a Call of Cthulhu chase: {}", other.system().title()),
    }
}

/// Presses keys: plain characters, and `<Enter>`, `<Esc>`, `<BS>`, `<Up>`, `<Down>`, `<Left>`,
/// `<Right>`, `<PgUp>`, `<PgDn>`, `<Tab>`, `<C-x>` for Ctrl-x.
pub fn press(app: &mut App, keys: &str) {
    for event in parse_keys(keys) {
        app.key(event);
    }
}

/// The key a character is typed with: a capital with Shift, as a terminal sends it.
pub fn letter(c: char) -> KeyEvent {
    let modifiers = if c.is_ascii_uppercase() {
        KeyModifiers::SHIFT
    } else {
        KeyModifiers::NONE
    };
    KeyEvent::new(KeyCode::Char(c), modifiers)
}

/// The key events a key string stands for (see [`press`]).
pub fn parse_keys(keys: &str) -> Vec<KeyEvent> {
    let mut events = Vec::new();
    let mut rest = keys;
    while let Some(c) = rest.chars().next() {
        if c == '<'
            && let Some(end) = rest.find('>')
            && end > 1
        {
            let name = &rest[1..end];
            rest = &rest[end + 1..];
            let code = match name {
                "Enter" => KeyCode::Enter,
                "Esc" => KeyCode::Esc,
                "BS" => KeyCode::Backspace,
                "Up" => KeyCode::Up,
                "Down" => KeyCode::Down,
                "Left" => KeyCode::Left,
                "Right" => KeyCode::Right,
                "PgUp" => KeyCode::PageUp,
                "PgDn" => KeyCode::PageDown,
                "Tab" => KeyCode::Tab,
                "Home" => KeyCode::Home,
                "End" => KeyCode::End,
                ctrl if ctrl.starts_with("C-") => {
                    let c = ctrl.chars().nth(2).expect("a key after C-");
                    events.push(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
                    continue;
                }
                other => panic!("unknown key <{other}>"),
            };
            events.push(KeyEvent::new(code, KeyModifiers::NONE));
            continue;
        }
        rest = &rest[c.len_utf8()..];
        events.push(letter(c));
    }
    events
}

/// The whole screen drawn on a test terminal.
pub fn terminal(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| chasetrack::tui::view::view(app, frame))
        .expect("drawing on a test terminal");
    terminal
}

/// The screen as text, one line per row, trailing spaces trimmed.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let terminal = terminal(app, width, height);
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The column (in characters) where `needle` starts on a line of the screen that contains it.
pub fn column_of(screen: &str, needle: &str) -> Option<usize> {
    screen
        .lines()
        .find_map(|line| line.find(needle).map(|byte| line[..byte].chars().count()))
}

/// Harvey and the farmer's speed rolls typed in as the worked example rolls them (Harvey 80, the
/// farmer 73: both fail), then cut to the chase at the usual range.
pub const ESTABLISH: &str = "s80<Enter>s73<Enter>c<Enter>";

/// Round 1 of the example, the thief's turn: "Slide under a carpet merchant's stall", agility
/// against CN 9, for a shortcut; heart 3 + agility 4 = 7, a failure; he moves to 4.
pub const THIEF_ROUND_1: &str =
    "a2<C-u>9<Enter>1<Enter>Slide under a carpet merchant's stall<Enter>3<Enter>4<Enter>fn";
/// The guard: "Rally the crowd to stop the thief", presence against CN 8, to slow the thief down
/// on his space; 6 + 5 = 11, a success; he moves to 1.
pub const GUARD_ROUND_1: &str =
    "a4<C-u>8<Enter>4<Enter>Rally the crowd to stop the thief<Enter>6<Enter>5<Enter>fn";
/// Round 2: "Climb to the rooftops" with might against CN 11 for a shortcut, 8 + 4 = 12; the two
/// spaces of movement go one on the obstacle, one forward to 5. The guard moves to 2 and exerts:
/// 5 + 4 = 9 against CN 8, one more space to 3, and the next exertion is at CN 10.
pub const ROUND_2: &str =
    "a1<C-u>11<Enter>1<Enter>Climb to the rooftops<Enter>8<Enter>4<Enter>fnfe5<Enter>4<Enter>";

/// Rounds 1 and 2 of the bazaar as the text tells them, from the start of the chase.
pub fn bazaar_example() -> String {
    format!("s{THIEF_ROUND_1}{GUARD_ROUND_1}{ROUND_2}")
}
