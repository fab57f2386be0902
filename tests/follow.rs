//! The players' screen (`chasetrack follow`) as the keeper's journal changes under it: it waits
//! for a journal that is not there yet, shows each command, undo and redo as they are written, and
//! stays in the players' view, read-only.

use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::screen::theme::Theme;
use chasetrack::setup;
use chasetrack::systems::coc7::rules::Command;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::tui::App;
use chasetrack::tui::follow::Watch;
use std::path::Path;

use crate::tui_common;

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

/// The keeper's journal of a Call of Cthulhu setup, started and cut to the chase.
fn start_and_cut(journal: &Path, setup: &setup::Setup, file: &Path) -> Autosave {
    let mut save = Autosave::create(journal, setup, Some(file)).unwrap();
    let Chase::Coc7(session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let cut = Command::CutToChase { range: None };
    let entry = session.try_command(&cut, &mut Roller::given([])).unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(cut),
        dice: entry.dice.clone(),
    })
    .unwrap();
    save
}

#[test]
fn the_follower_waits_then_keeps_up_with_commands_undo_and_redo() {
    let dir = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    let journal = dir.path().join("farm.journal");
    let mut watch = Watch::new(setup.clone(), journal.clone());
    let mut app = App::new(setup.clone(), Theme::from_env()).following(&journal);
    assert!(app.focus().players_view && app.is_following());

    watch.poll(&mut app);
    assert!(
        status(&app).starts_with("Waiting for the keeper"),
        "{}",
        status(&app)
    );

    // The keeper starts and cuts to the chase.
    let mut save = start_and_cut(&journal, &setup, &file);
    watch.poll(&mut app);
    assert_eq!(app.chase().journal_len(), 1);
    assert!(
        status(&app).starts_with("Following: Round 1 begins"),
        "{}",
        status(&app)
    );

    save.append(&Record::Undo).unwrap();
    watch.poll(&mut app);
    assert_eq!(app.chase().journal_len(), 0, "the undo shows");
    save.append(&Record::Redo).unwrap();
    watch.poll(&mut app);
    assert_eq!(app.chase().journal_len(), 1, "the redo shows");
    // Looking again without a change does nothing, and the view stays the players'.
    watch.poll(&mut app);
    assert!(app.focus().players_view);
}

/// In a terminal of its own (a tmux pane), as the players' screen runs.
#[test]
fn follow_with_nothing_to_follow_says_how_to_name_one() {
    let Some(tmux) = crate::tmux_common::Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let err = tmux.launch(data.path(), &[crate::tmux_common::BIN, "follow"]);
    assert_eq!(crate::tmux_common::exited(&err), Some(2), "{err}");
    assert!(err.contains("no unfinished chase"), "{err}");
    assert!(err.contains("chasetrack follow SETUP"), "{err}");
}

/// The screen as text, at a size.
fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| chasetrack::tui::view::view(app, frame))
        .unwrap();
    let buffer = terminal.backend().buffer().clone();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn asset(name: &str) -> chasetrack::setup::Setup {
    setup::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets")
            .join(name),
    )
    .unwrap()
}

#[test]
fn the_chase_tracks_players_view_keeps_the_gms_hit_points() {
    let keeper = App::new(asset("bazaar.ron"), Theme::from_env());
    assert!(
        screen(&keeper, 160, 48).contains("11 hp"),
        "the GM sees the guard's"
    );
    let players = App::new(asset("bazaar.ron"), Theme::from_env()).following(Path::new("x"));
    let seen = screen(&players, 160, 48);
    assert!(seen.contains("Guard") && !seen.contains("11 hp"), "{seen}");
}

#[test]
fn the_clocks_players_view_does_not_place_a_hidden_gms_participant() {
    // Through the city with the hound and Ann hidden in the crowded market: a participant of the
    // GM's that is hidden is not drawn on the players' lanes, and a player's hidden character is.
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/city-chase.ron"),
    )
    .unwrap()
    .replace(
        "(name: \"Hound\", role: Chaser, bonus: 4, athletics: 3)",
        "(name: \"Hound\", role: Chaser, bonus: 4, athletics: 3, hidden: true)",
    )
    .replace(
        "(name: \"Ann\", role: Runner, bonus: 3, athletics: 2, head_start: 2)",
        "(name: \"Ann\", role: Runner, bonus: 3, athletics: 2, head_start: 2, hidden: true, \
         player: true)",
    );
    let setup = setup::parse(&text, "city-chase.ron").unwrap_or_else(|e| panic!("{e}"));
    let keeper = App::new(setup.clone(), Theme::from_env());
    let lanes = |app: &App| {
        screen(app, 160, 48)
            .lines()
            .take(16)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(lanes(&keeper).contains("Hound"), "{}", lanes(&keeper));
    let players = App::new(setup, Theme::from_env()).following(Path::new("x"));
    let seen = lanes(&players);
    assert!(
        !seen.contains("(Hound)") && !seen.contains("Hound "),
        "{seen}"
    );
    assert!(seen.contains("Ann"), "{seen}");
}

/// A journal of `setup_file`'s chase at `journal`, with nothing played yet.
fn journal_of(journal: &Path, setup_file: &str) -> chasetrack::setup::Setup {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(setup_file);
    let setup = setup::load(&file).unwrap();
    drop(Autosave::create(journal, &setup, Some(&file)).unwrap());
    setup
}

/// "follow shows the chase it reads": replaced by another chase's journal (`mv`), the header names
/// that chase; deleted, the last chase stays with a word that its journal is gone (not a fresh
/// start of the old one); re-created, the new one shows.
#[test]
fn the_follower_shows_the_chase_it_reads_through_replace_delete_and_re_create() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("followed.journal");
    let savage = journal_of(&journal, "assets/savage-rooftops.ron");
    let mut watch = Watch::new(savage.clone(), journal.clone());
    let mut app = App::new(savage, Theme::from_env()).following(&journal);
    watch.poll(&mut app);
    let header = |app: &App| {
        tui_common::screen(app, 100, 30)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        header(&app).contains("Rooftops in the rain"),
        "{}",
        header(&app)
    );

    // Another chase's journal moved over it.
    let other = dir.path().join("other.journal");
    journal_of(&other, "assets/gurps-traffic.ron");
    std::fs::rename(&other, &journal).unwrap();
    watch.poll(&mut app);
    let now = header(&app);
    assert!(now.contains("Rush hour") && now.contains("GURPS"), "{now}");
    assert!(
        !now.contains("Rooftops") && !now.contains("Savage"),
        "{now}"
    );

    // Deleted: the chase as it last stood, and a word why nothing changes.
    std::fs::remove_file(&journal).unwrap();
    watch.poll(&mut app);
    assert!(header(&app).contains("Rush hour"), "{}", header(&app));
    assert!(
        status(&app).contains("is gone (moved or deleted)"),
        "{}",
        status(&app)
    );

    // Re-created for the Call of Cthulhu farm chase.
    journal_of(&journal, "assets/harvey-farm.ron");
    watch.poll(&mut app);
    let now = header(&app);
    assert!(now.contains("Harvey and the farmer"), "{now}");
    assert!(status(&app).starts_with("Following"), "{}", status(&app));
}

/// The players' screen replays the journal on a thread of its own, so that a long journal never
/// keeps it from answering a key: a look returns while the replay runs, the chase on screen stays
/// the last one read, and the new one shows once ready, the same as a replay in place would show.
#[test]
fn the_players_screen_replays_on_a_thread_and_answers_keys_meanwhile() {
    let dir = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    let journal = dir.path().join("farm.journal");
    let mut save = start_and_cut(&journal, &setup, &file);

    let mut watch = Watch::new(setup.clone(), journal.clone()).in_background();
    let mut app = App::new(setup.clone(), Theme::from_env()).following(&journal);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while app.chase().journal_len() == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the replay on its thread never showed: {}",
            status(&app)
        );
        watch.poll(&mut app);
    }
    assert!(
        status(&app).starts_with("Following: Round 1 begins"),
        "{}",
        status(&app)
    );

    // An undo written while the screen is up: the key is answered whether or not the replay is
    // done, and the undo shows once it is.
    save.append(&Record::Undo).unwrap();
    watch.poll(&mut app);
    app.key(crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char('c'),
        crossterm::event::KeyModifiers::CONTROL,
    ));
    assert!(
        app.should_quit(),
        "Ctrl-c is answered while the journal is replayed"
    );
    while app.chase().journal_len() == 1 {
        assert!(
            std::time::Instant::now() < deadline,
            "the undo never showed"
        );
        watch.poll(&mut app);
    }
    assert!(app.focus().players_view);
}

/// `chasetrack follow` with no argument follows whichever chase the keeper plays: a journal
/// written after it began, and later than the one it follows, is the keeper's new chase, and the
/// players' screen moves to it and says so. A journal written before it began (an old chase, or
/// one the keeper finished) does not take it away.
#[test]
fn the_follower_with_no_argument_moves_to_the_chase_the_keeper_starts() {
    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("older.journal");
    journal_of(&old, "assets/gurps-traffic.ron");
    let followed = dir.path().join("followed.journal");
    let savage = journal_of(&followed, "assets/savage-rooftops.ron");
    let mut watch = Watch::new(savage.clone(), followed.clone()).newest_in(dir.path().into());
    let mut app = App::new(savage, Theme::from_env()).following(&followed);
    watch.poll(&mut app);
    let header = |app: &App| {
        tui_common::screen(app, 100, 30)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        header(&app).contains("Rooftops in the rain"),
        "{}",
        header(&app)
    );
    // Written before following began: it stays where it is.
    std::thread::sleep(std::time::Duration::from_millis(20));
    watch.poll(&mut app);
    assert_eq!(watch.journal(), followed.as_path());

    // The keeper starts another chase: its journal is written now.
    std::thread::sleep(std::time::Duration::from_millis(20));
    let farm = dir.path().join("farm.journal");
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    let _save = start_and_cut(&farm, &setup, &file);
    watch.poll(&mut app);
    assert_eq!(watch.journal(), farm.as_path());
    let now = header(&app);
    assert!(now.contains("Harvey and the farmer"), "{now}");
    assert!(
        status(&app).starts_with("The keeper started another chase")
            && status(&app).contains("Following: Round 1 begins"),
        "{}",
        status(&app)
    );
    assert!(app.focus().players_view && app.is_following());
}

/// The players' screen names no keeper's key: at the start of every shipped setup, in every
/// system, nothing on it reads as an instruction with a key of the keeper's ("roll speed (s)",
/// "cards: Agent Vance rolls (m)", "s starts it"). The keys are the chase keys the keymap binds
/// for that system, not a list of sentences.
#[test]
fn the_players_screen_shows_no_keeper_instruction_in_any_system() {
    use chasetrack::tui::app::Msg;
    use chasetrack::tui::keymap::Mode;
    let mut systems = std::collections::BTreeSet::new();
    for file in tui_common::shipped() {
        let setup = tui_common::asset(&file);
        let system = setup.chase.system();
        systems.insert(system.title());
        let keys: Vec<String> = crate::tui_common::builtin_keymap()
            .bindings(Mode::Main, system)
            .filter(|binding| matches!(binding.msg, Msg::Chase(_)))
            .flat_map(|binding| binding.keys.iter().map(|key| key.label()))
            .collect();
        let journal = Path::new(&file).with_extension("journal");
        let app = App::new(setup, Theme::new(false)).following(&journal);
        for (width, height) in [(80, 24), (120, 40)] {
            let seen = tui_common::screen(&app, width, height);
            // The status line names the journal followed; the hint bar is the follower's own.
            let shown: String = seen.lines().take(usize::from(height) - 2).collect();
            for key in &keys {
                for hint in [
                    format!("({key})"),
                    format!("({key} "),
                    format!(" {key} starts"),
                ] {
                    assert!(
                        !shown.contains(&hint),
                        "{}: the players' screen names the keeper's key {hint:?}:\n{seen}",
                        file
                    );
                }
            }
        }
    }
    assert_eq!(systems.len(), 5, "{systems:?}");
}
