//! One test per message that used to write its key by hand: under the moved keys, the message
//! names the key in force for its action and not the built-in one.

use super::remap;
use crate::tui_common::*;
use chasetrack::setup;
use chasetrack::systems::SystemKind;
use chasetrack::systems::screens::AnyAction;
use chasetrack::systems::{clocks, coc7, gurps, savage, track};
use chasetrack::tui::keymap::Mode;
use chasetrack::tui::{App, Msg};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The first key of a message in a mode, in the keymap in force, as a terminal reports it.
fn key_of(mode: Mode, system: SystemKind, msg: Msg) -> KeyEvent {
    let binding = remap::keymap()
        .bindings(mode, system)
        .find(|b| b.msg == msg)
        .unwrap_or_else(|| panic!("{msg:?} is bound in {mode:?}"));
    super::event(binding.keys[0])
}

/// Presses the key in force of a system's action.
fn act(app: &mut App, action: AnyAction) {
    let system = app.chase().system();
    app.key(key_of(Mode::Main, system, Msg::Chase(action)));
}

/// Presses the key in force of one of the shell's messages in the mode on screen.
fn shell(app: &mut App, msg: Msg) {
    let system = app.chase().system();
    app.key(key_of(app.mode(), system, msg));
}

/// Types text into a line or a roll.
fn type_in(app: &mut App, text: &str) {
    for c in text.chars() {
        app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
}

/// The key in force of a system's action, as messages write it.
fn named(action: AnyAction) -> String {
    let system = match action {
        AnyAction::Coc7(_) => SystemKind::Coc7,
        AnyAction::Track(_) => SystemKind::Track,
        AnyAction::Clocks(_) => SystemKind::Clocks,
        AnyAction::Gurps(_) => SystemKind::Gurps,
        AnyAction::Savage(_) => SystemKind::Savage,
    };
    remap::keymap().key_for(Mode::Main, system, Msg::Chase(action))
}

/// Two keys of the chase screen as messages write them: "h/l".
fn pair(first: Msg, second: Msg) -> String {
    format!(
        "{}/{}",
        remap::keymap().shell_key(Mode::Main, first),
        remap::keymap().shell_key(Mode::Main, second)
    )
}

/// Asserts that the screen shows `with_key` (a message with the key in force) and not
/// `built_in` (the same message with the built-in key).
fn shows(app: &App, with_key: &str, built_in: &str) {
    shows_at(app, (160, 48), with_key, built_in);
}

/// [`shows`] on a screen of a given size.
fn shows_at(app: &App, (width, height): (u16, u16), with_key: &str, built_in: &str) {
    let text = screen(app, width, height);
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_ne!(with_key, built_in, "the key was moved");
    assert!(
        flat.contains(with_key),
        "'{with_key}' not on screen:\n{text}"
    );
    assert!(!flat.contains(built_in), "'{built_in}' on screen:\n{text}");
}

#[test]
fn position_clocks_name_their_turn_order_keys() {
    use clocks::screen::Action::*;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut app = app_with_keymap(city(), &dir, remap::keymap());
    let (roll, set) = (
        named(AnyAction::Clocks(RollOrder)),
        named(AnyAction::Clocks(SetOrder)),
    );
    shows(
        &app,
        &format!("Not set yet: roll for it ({roll}), or set it ({set})."),
        "Not set yet: roll for it (s), or set it (S).",
    );
    act(&mut app, AnyAction::Clocks(Check));
    shows(
        &app,
        &format!("The chase has not started: roll for the turn order ({roll}), or set it ({set})."),
        "roll for the turn order (s)",
    );
}

#[test]
fn the_chase_track_names_its_start_key_and_the_undo_and_quit_keys_when_over() {
    use track::screen::Action::*;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut app = app_with_keymap(bazaar(), &dir, remap::keymap());
    act(&mut app, AnyAction::Track(ClearObstacles));
    shows(
        &app,
        &format!(
            "Put the cursor on an obstacle's space ({}).",
            pair(Msg::CursorLeft, Msg::CursorRight)
        ),
        "(h/l)",
    );
    act(&mut app, AnyAction::Track(Act));
    shows(
        &app,
        &format!(
            "The chase has not started: start it ({}).",
            named(AnyAction::Track(Start))
        ),
        "start it (s)",
    );
    act(&mut app, AnyAction::Track(EndChase));
    shell(&mut app, Msg::Yes);
    act(&mut app, AnyAction::Track(Act));
    let system = SystemKind::Track;
    shows(
        &app,
        &format!(
            "The chase is over: undo ({}) to go back, or quit ({}).",
            remap::keymap().key_for(Mode::Main, system, Msg::Undo),
            remap::keymap().key_for(Mode::Main, system, Msg::Quit)
        ),
        "undo (u) to go back, or quit (q)",
    );
}

#[test]
fn savage_worlds_names_its_card_keys() {
    use savage::screen::Action::*;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut app = app_with_keymap(asset("savage-rooftops.ron"), &dir, remap::keymap());
    let maneuver = named(AnyAction::Savage(Maneuver));
    shows(&app, &format!("rolls ({maneuver})"), "rolls (m)");
    act(&mut app, AnyAction::Savage(Attack));
    shows(
        &app,
        &format!("still rolls for cards ({maneuver})."),
        "still rolls for cards (m)",
    );
}

#[test]
fn gurps_names_its_next_step_and_scenery_keys() {
    use gurps::screen::Action::*;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let app = app_with_keymap(asset("gurps-rooftops.ron"), &dir, remap::keymap());
    let text = screen(&app, 160, 48);
    let next = named(AnyAction::Gurps(Next));
    assert!(text.contains(&format!("({next})")), "{text}");
    assert!(!text.contains("(n)"), "{text}");
}

#[test]
fn call_of_cthulhu_names_its_keys_in_refusals_and_forms() {
    use coc7::screen::Action::*;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut app = app_with_keymap(asset("deep-one.ron"), &dir, remap::keymap());
    // The players' view while the chase is established.
    act(&mut app, AnyAction::Coc7(PlayersView));
    shows(
        &app,
        &format!(
            "cut to the chase ({}) first.",
            named(AnyAction::Coc7(CutToChase))
        ),
        "cut to the chase (c) first.",
    );
    // A new location's name: an empty line means none.
    act(&mut app, AnyAction::Coc7(AddLocation));
    let accept = remap::keymap().shell_key(Mode::Text, Msg::Accept);
    shows(
        &app,
        &format!("{accept} for none (it is known by its number)"),
        "Enter for none",
    );
    type_in(&mut app, "Mill");
    shell(&mut app, Msg::Accept);
    shell(&mut app, Msg::Cancel);
}

#[test]
fn the_log_names_its_scroll_key_and_the_help_its_roll_key() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut app = app_with_keymap(setup::sample(), &dir, remap::keymap());
    use coc7::screen::Action::*;
    for _ in 0..2 {
        act(&mut app, AnyAction::Coc7(SpeedRoll));
        shell(&mut app, Msg::Roll);
    }
    act(&mut app, AnyAction::Coc7(CutToChase));
    while app.mode() != Mode::Main {
        shell(&mut app, Msg::Accept);
    }
    for _ in 0..6 {
        act(&mut app, AnyAction::Coc7(EndTurn));
    }
    shell(&mut app, Msg::LogUp);
    shows_at(
        &app,
        (80, 24),
        &format!("newer below ({})", remap::keymap().log_down()),
        "newer below (PgDn)",
    );
    shell(&mut app, Msg::Help);
    let accept = remap::keymap().shell_key(Mode::Dice, Msg::Accept);
    let roll = remap::keymap()
        .bindings(Mode::Dice, SystemKind::Coc7)
        .find(|b| b.msg == Msg::Roll)
        .expect("the dice prompt's roll");
    let described = remap::keymap().description(roll);
    assert!(
        described.contains(&format!("({accept} on an empty line rolls nothing)")),
        "{described}"
    );
    shows_at(
        &app,
        (80, 24),
        &format!(
            "more below: {}",
            remap::keymap().shell_key(Mode::Help, Msg::Down)
        ),
        "more below: j",
    );
}

#[test]
fn call_of_cthulhu_names_its_keeper_keys_and_the_pick_lists_close_key() {
    use coc7::screen::Action::*;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut app = app_with_keymap(setup::sample(), &dir, remap::keymap());
    // Nothing lies after the first location until the mud: nothing to name there.
    act(&mut app, AnyAction::Coc7(NameObstacle));
    shows(
        &app,
        &format!(
            "roll for a random hazard ({}) or set one ({}).",
            named(AnyAction::Coc7(RollHazard)),
            named(AnyAction::Coc7(SetObstacle))
        ),
        "roll for a random hazard (Z) or set one (o).",
    );
    // At the end of the track nothing can lie after it.
    for _ in 0..12 {
        shell(&mut app, Msg::CursorRight);
    }
    act(&mut app, AnyAction::Coc7(SetObstacle));
    shows(
        &app,
        &format!(
            "add a location ahead first ({}).",
            named(AnyAction::Coc7(AddLocation))
        ),
        "add a location ahead first (+).",
    );
    act(&mut app, AnyAction::Coc7(MphTable));
    shows(
        &app,
        &format!(
            "MOV Rates ({} closes)",
            remap::keymap().shell_key(Mode::Pick, Msg::Cancel)
        ),
        "MOV Rates (Esc closes)",
    );
}

#[test]
fn a_push_too_far_names_the_place_key_on_the_screen_and_none_in_the_rules() {
    use chasetrack::systems::coc7::rules::{Coc7, Coc7Error, Refusal};
    use chasetrack::systems::screens::Screen;
    let refusal = Refusal::Rule(Coc7Error::PushTooFar { by: 5, most: 3 });
    assert!(
        refusal.to_string().ends_with("place the victim"),
        "{refusal}"
    );
    let place = named(AnyAction::Coc7(coc7::screen::Action::Place));
    assert_ne!(place, "p");
    assert_eq!(
        <Coc7 as Screen>::refusal(&refusal, remap::keymap().key_names(SystemKind::Coc7)),
        format!("{refusal} ({place})")
    );
}

#[test]
fn the_resume_question_and_every_confirmation_name_their_keys() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut first = app_with_keymap(setup::sample(), &dir, remap::keymap());
    use coc7::screen::Action::*;
    act(&mut first, AnyAction::Coc7(SpeedRoll));
    shell(&mut first, Msg::Roll);
    drop(first);
    let path = journal_path(&dir);
    let mut app = App::new(setup::sample(), chasetrack::screen::Theme::new(false))
        .with_keymap(remap::keymap().clone())
        .asking_to_resume(path.clone(), path);
    let key = |msg| remap::keymap().shell_key(Mode::Start, msg);
    shows(
        &app,
        &format!("{} resume it exactly where it was", key(Msg::Resume)),
        "r resume it",
    );
    shows(
        &app,
        &format!("{} start over", key(Msg::StartOver)),
        "n start over",
    );
    shows(&app, &format!("{} quit", key(Msg::QuitNow)), "q quit");
    shell(&mut app, Msg::Resume);
    shell(&mut app, Msg::Quit);
    let key = |msg| remap::keymap().shell_key(Mode::Confirm, msg);
    shows(
        &app,
        &format!("{} yes {} no", key(Msg::Yes), key(Msg::No)),
        "y yes n no",
    );
}

#[test]
fn the_track_title_names_the_route_key_at_its_forks() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let app = app_with_keymap(asset("deep-one.ron"), &dir, remap::keymap());
    let text = screen(&app, 160, 48);
    let route = named(AnyAction::Coc7(coc7::screen::Action::ChooseRoute));
    let title = text.lines().find(|l| l.contains("forks at")).unwrap_or("");
    assert!(title.contains(&format!("({route})")), "{text}");
    assert!(!title.contains("(W)"), "{text}");
}
