//! What the screen says is what the rules do: each case a keeper met where a prompt, a menu or a
//! hint said something other than what then happened, replayed, in every system it concerns.

use crate::tui_common;

use chasetrack::dice::Roller;
use chasetrack::engine::{Legal, Outcome, Session};
use chasetrack::systems::SystemKind;
use chasetrack::tui::app::Overlay;
use tui_common::*;

/// Plays a session through its legal commands with seeded dice until the chase is over, or
/// `most` commands. Whether it ended.
fn play_to_the_end<R: Legal>(session: &mut Session<R>, seed: u64, most: usize) -> bool {
    let mut pick = seed | 1;
    for step in 0..most {
        if session.outcome() != Outcome::Ongoing {
            return true;
        }
        let legal = session.state().legal_commands();
        if legal.is_empty() {
            return false;
        }
        pick ^= pick << 13;
        pick ^= pick >> 7;
        pick ^= pick << 17;
        let command = legal[(pick % legal.len() as u64) as usize].clone();
        let mut roller = Roller::seeded(seed ^ (step as u64) << 8);
        let _ = session.execute(command, &mut roller);
    }
    session.outcome() != Outcome::Ongoing
}

/// After the chase has ended, the quit question does not offer to resume it: it says the chase
/// is over, that its journal is kept, and how to write its session log; in every system.
#[test]
fn the_quit_question_after_the_end_says_the_chase_is_over_in_every_system() {
    let setups = [
        "sample.ron",
        "harvey-fence.ron",
        "bazaar.ron",
        "moors.ron",
        "city-chase.ron",
        "fen-harpy.ron",
        "gurps-rooftops.ron",
        "gurps-traffic.ron",
        "savage-knights-bandits.ron",
        "savage-rooftops.ron",
    ];
    let mut ended = Vec::new();
    for name in setups {
        let setup = asset(name);
        let kind = setup.chase.system();
        if ended.contains(&kind) {
            continue;
        }
        let mut chase = setup.chase.clone();
        let over = (1..=4).any(|seed| {
            chase = setup.chase.clone();
            chasetrack::each!(&mut chase, session => play_to_the_end(session, seed, 400))
        });
        if !over {
            continue;
        }
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(setup.clone(), &dir).with_chase(chase);
        press(&mut app, "q");
        let question = match app.overlay() {
            Some(Overlay::Confirm(confirm)) => confirm.question.clone(),
            other => panic!("{name}: q asks first: {other:?}"),
        };
        assert!(question.contains("The chase is over"), "{name}: {question}");
        assert!(question.contains("journal is kept"), "{name}: {question}");
        assert!(question.contains("session log"), "{name}: {question}");
        assert!(!question.contains("resume"), "{name}: {question}");
        // While a chase goes on, the same key still says how to resume it.
        let other_dir = tempfile::tempdir().unwrap();
        let mut going = app_with_journal(setup, &other_dir);
        press(&mut going, "q");
        let screen_text = screen(&going, 100, 30);
        assert!(screen_text.contains("resume"), "{name}: {screen_text}");
        ended.push(kind);
    }
    for kind in SystemKind::ALL {
        assert!(
            ended.contains(kind),
            "no chase of {kind:?} was played to its end"
        );
    }
}

/// The Call of Cthulhu setups among the shipped ones.
fn coc_setups() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .filter(|n| asset(n).chase.system() == SystemKind::Coc7)
        .collect();
    names.sort();
    names
}

/// Whether the rules would take a speed roll from anyone in this chase.
fn speed_rolls_left(app: &chasetrack::tui::App) -> bool {
    use chasetrack::systems::coc7::rules::Command;
    let chase = state(app);
    chase.participants.iter().any(|p| {
        chase.allows(&Command::SpeedRoll {
            who: p.name.clone(),
            skill: None,
        })
    })
}

/// "Roll speed for everyone (s)" shows while the rules would take a speed roll, and never once
/// every roll is made: on every Call of Cthulhu setup, those whose rolls are made in the file
/// (harvey-farm) from the start, the others after `s R` (every roll, by the tool).
#[test]
fn the_speed_roll_hint_shows_only_while_a_speed_roll_is_left() {
    let mut made_in_the_file = 0;
    for name in coc_setups() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(asset(&name), &dir);
        if state(&app).phase != chasetrack::systems::coc7::rules::Phase::Establishing {
            continue;
        }
        let text = screen(&app, 100, 30);
        if speed_rolls_left(&app) {
            // The whole sentence where it fits, fewer words where it does not (below).
            assert!(text.contains("Roll speed"), "{name}: {text}");
            // At 80x24 the advice is said whole, in fewer words, not cut off.
            let small = screen(&app, 80, 24);
            assert!(
                small
                    .lines()
                    .any(|l| l.contains("Roll speed (") && l.contains("may escape (")),
                "{name}: {small}"
            );
            press(&mut app, "sR");
            assert!(!speed_rolls_left(&app), "{name}: s R made every roll");
        } else {
            made_in_the_file += 1;
        }
        let text = screen(&app, 100, 30);
        assert!(!text.contains("Roll speed"), "{name}: {text}");
        assert!(text.contains("Every speed roll is made"), "{name}: {text}");
    }
    assert!(
        made_in_the_file >= 1,
        "harvey-farm's rolls are made in the file"
    );
}

/// The session log (Markdown) of the journal the screen wrote, as `chasetrack export` writes it.
fn exported(setup: &chasetrack::setup::Setup, dir: &tempfile::TempDir) -> String {
    chasetrack::report::render(
        setup,
        &journal_path(dir),
        chasetrack::report::ExportFormat::Md,
        chasetrack::engine::Audience::Keeper,
    )
    .expect("the journal exports")
}

/// The session log marks a critical (01) and a fumble where the roll is told, and a round that
/// begins after a command does not repeat that command's dice: at the fence, Harvey climbs with
/// a 1, the farmer fumbles with 100, and round 2 begins after the farmer's roll.
#[test]
fn the_session_log_marks_a_critical_and_gives_each_command_its_dice_once() {
    let dir = tempfile::tempdir().unwrap();
    let setup = asset("harvey-fence.ron");
    let mut app = app_with_journal(setup.clone(), &dir);
    press(&mut app, "c<Enter>b<Enter>1<Enter>");
    press(&mut app, "b<Enter>100<Enter>b<Enter>20<Enter>");
    let log = exported(&setup, &dir);
    assert!(log.contains("Climb 40 with 1 (a critical)"), "{log}");
    assert!(log.contains("with 100 (a fumble)"), "{log}");
    let round_lines: Vec<&str> = log.lines().filter(|l| l.contains("begins")).collect();
    assert!(round_lines.len() >= 2, "{log}");
    for line in round_lines {
        assert!(!line.contains("*(dice"), "{line}\n{log}");
    }
}

/// The fence's fighting maneuver: the farmer attacks Harvey, who answers with a maneuver; if
/// Harvey's maneuver wins the farmer is the loser, so the save menu offers the farmer's own
/// values (DEX 50), never Harvey's (DEX 55), and the roll then asked is the farmer's DEX 50.
#[test]
fn the_maneuver_save_menu_names_the_losers_own_skill() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("harvey-fence.ron"), &dir);
    // Cut to the chase; Harvey waits; the farmer attacks (melee, his only skill, unarmed), and
    // Harvey answers with a maneuver.
    press(&mut app, "c<Enter>na<Enter>114");
    let title = match app.overlay() {
        Some(Overlay::Form(form)) => form.question.title.clone(),
        other => panic!("the save question is open: {other:?}"),
    };
    assert!(title.ends_with("(the loser: Farmer)"), "{title}");
    let menu = screen(&app, 100, 40);
    assert!(menu.contains("DEX 50, Regular"), "{menu}");
    assert!(!menu.contains("DEX 55"), "{menu}");
    // A DEX save at Regular, no damage, he stays; the farmer's attack 90 fails, Harvey's 10 wins.
    press(&mut app, "<Enter>1190<Enter>10<Enter>");
    let prompt = screen(&app, 100, 40);
    assert!(
        prompt.contains("Farmer: DEX 50 to save against the maneuver"),
        "{prompt}"
    );
}

/// The car chase's Hard hazard: Bob's 45 against Drive Auto 50 is a regular success, which fails
/// the Hairpin on French Hill (Hard: 25 or less). The prompt names the difficulty and marks the
/// typed roll as failing it, and the log says the hazard was Hard.
#[test]
fn a_hard_hazard_is_called_hard_and_a_regular_success_fails_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    // Every speed roll by the tool, the cut (the setup places everyone), Amy passes her turn;
    // Bob, on his motorcycle, faces the hairpin: "as set" for the harm.
    press(&mut app, "sRc<Enter>nz<Enter>");
    let asked = match app.overlay() {
        Some(Overlay::Dice(dice)) => dice.request.to_string(),
        other => panic!("the hazard roll is asked: {other:?}"),
    };
    assert!(asked.contains("Hard: 25 or less"), "{asked}");
    press(&mut app, "45<Enter>");
    match app.overlay() {
        Some(Overlay::Dice(dice)) => {
            let given = &dice.given[0];
            assert_eq!(given.against, Some(chasetrack::dice::Difficulty::Hard));
        }
        other => panic!("the incident's roll follows the failure: {other:?}"),
    }
    let prompt = screen(&app, 100, 40);
    assert!(prompt.contains("✗ Bob: Drive Auto 50"), "{prompt}");
    assert!(prompt.contains("fails Hard"), "{prompt}");
    assert!(!prompt.contains("✓ Bob"), "{prompt}");
    press(&mut app, "3<Enter>R");
    let log: Vec<String> = app.log().iter().map(|line| line.text.to_string()).collect();
    assert!(
        log.iter().any(|line| line
            .contains("Bob fails Drive Auto 50 with 45 on Hairpin on French Hill, a Hard hazard")),
        "{log:#?}"
    );
}

/// Savage Worlds, Knights and Bandits: before anyone has rolled, nobody is "without an Action
/// Card this round" (the cards are still to be dealt); the Knight keeps the Ace of Clubs, a
/// distraction, told as the Ace it is (not "a King of Clubs"), and the line about him never says
/// he may attack while the rules refuse his attacks.
#[test]
fn savage_hints_say_the_state_as_it_is() {
    use chasetrack::systems::savage::panels::participant_info;
    use chasetrack::systems::savage::rules::SavageChase;
    fn savage(app: &chasetrack::tui::App) -> &SavageChase {
        match app.chase() {
            chasetrack::systems::Chase::Savage(session) => session.state(),
            _ => panic!("a Savage Worlds chase"),
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-knights-bandits.ron"), &dir);
    for id in 0..savage(&app).participants.len() as u16 {
        let info = participant_info(savage(&app), id);
        assert!(!info.contains("no Action Card this round"), "{info}");
        assert!(info.contains("no Action Card yet"), "{info}");
    }
    // The Knight rolls Riding 4, wild die 3, and keeps the typed Ace of Clubs; everyone else's
    // rolls and cards by the tool.
    press(&mut app, "m4<Enter>3<Enter>AC<Enter>");
    let knight = savage(&app)
        .participants
        .iter()
        .position(|p| p.name == "Knight")
        .unwrap() as u16;
    for _ in 0..40 {
        if savage(&app).phase != chasetrack::systems::savage::rules::Phase::Maneuvering {
            break;
        }
        let keys = if savage(&app).choosing().is_some() {
            "K<Enter>"
        } else {
            "mR"
        };
        press(&mut app, keys);
    }
    let log: Vec<String> = app.log().iter().map(|line| line.text.to_string()).collect();
    let told = log
        .iter()
        .find(|l| l.contains("is distracted"))
        .cloned()
        .unwrap_or_default();
    assert!(told.contains("Knight is distracted (the A♣)"), "{log:#?}");
    assert!(!told.contains("King"), "{told}");
    let info = participant_info(savage(&app), knight);
    assert!(savage(&app).hand(knight).distracted, "{log:#?}");
    assert!(!info.contains("may attack"), "{info}");
    assert!(info.contains("distracted"), "{info}");
}

/// Cut to the chase asks how far ahead the quarry starts only where the answer changes where
/// everyone starts: on every Call of Cthulhu setup that places everyone itself (the hotel),
/// `c` cuts at once; on the others it asks, and the answer is used.
#[test]
fn cut_to_the_chase_asks_for_the_range_only_when_it_matters() {
    let (mut placed, mut asked) = (0, 0);
    for name in coc_setups() {
        let setup = asset(&name);
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(setup, &dir);
        if state(&app).phase != chasetrack::systems::coc7::rules::Phase::Establishing {
            continue;
        }
        if speed_rolls_left(&app) {
            press(&mut app, "sR");
        }
        let preset = state(&app).preset_locations;
        press(&mut app, "c");
        let question = matches!(app.overlay(), Some(Overlay::Form(_)));
        if preset {
            assert!(
                !question,
                "{name}: the setup places everyone, yet the range is asked"
            );
            placed += 1;
        } else {
            assert!(question, "{name}: the range is asked");
            asked += 1;
        }
    }
    assert!(placed >= 1 && asked >= 1, "placed {placed}, asked {asked}");
}

/// Position clocks: "hide" typed as a skill action is the hide action (what `H` does), so a
/// success hides; before, it rolled and left Ann in view. Through the city, Ann's first turn.
#[test]
fn hide_typed_as_a_skill_action_hides() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("city-chase.ron"), &dir);
    press(&mut app, "S<Enter><Enter><Enter>");
    let ann = |app: &chasetrack::tui::App| {
        clocks_state(app)
            .participants
            .iter()
            .find(|p| p.name == "Ann")
            .map(|p| p.hidden)
    };
    assert_eq!(ann(&app), Some(false));
    // The skill action `a`, "hide", and the keeper rules it works.
    press(&mut app, "ahide<Enter>2");
    assert_eq!(ann(&app), Some(true), "{}", screen(&app, 100, 30));
    // Undone, she is in view again.
    press(&mut app, "u");
    assert_eq!(ann(&app), Some(false));
}

/// The last command the screen issued in a Call of Cthulhu chase.
fn last_coc_command(
    app: &chasetrack::tui::App,
) -> Option<chasetrack::systems::coc7::rules::Command> {
    match app.chase() {
        chasetrack::systems::Chase::Coc7(session) => {
            session.journal().last().map(|e| e.command.clone())
        }
        _ => None,
    }
}

/// `r` (usual + roll) at a hazard's skill menu rolls the best value the rules allow, through the
/// keys: Lucius Wren weaves through the hotel's crowd with DEX 65, not Dodge 40; the Farmer jumps
/// the sample's ditch with DEX 50, not Jump 20 (the base chance he does not list).
#[test]
fn usual_and_roll_at_a_hazard_rolls_the_best_skill() {
    use chasetrack::systems::coc7::rules::Command;
    let cases = [
        ("hotel.ron", "Lucius Wren", "3", "DEX 65"),
        ("sample.ron", "Farmer", "7", "DEX 50"),
    ];
    for (file, who, at, value) in cases {
        let dir = tempfile::tempdir().unwrap();
        // The tool's rolls seeded: hotel.ron names no seed, and a clock's seed now and then made
        // both pursuers too slow, which ended the chase at the cut before the hazard was reached.
        let mut setup = asset(file);
        setup.seed = setup.seed.or(Some(1926));
        let mut app = app_with_journal(setup, &dir);
        press(&mut app, "sRc<Enter>");
        // Whoever acts before him ends the turn; he is put before the hazard (a correction).
        for _ in 0..4 {
            let acting = state(&app)
                .current()
                .map(|id| state(&app).participant(id).name.clone());
            if acting.as_deref() == Some(who) {
                break;
            }
            press(&mut app, "n");
        }
        press(&mut app, &format!("p{at}z"));
        let menu = screen(&app, 80, 24);
        assert!(menu.contains(value), "{file}: {menu}");
        press(&mut app, "r");
        let skill = match last_coc_command(&app) {
            Some(Command::NegotiateHazard {
                who: rolled, skill, ..
            }) if rolled == who => skill,
            other => panic!("{file}: {who} negotiates the hazard: {other:?}"),
        };
        assert_eq!(skill, "DEX", "{file}: {}", screen(&app, 80, 24));
        let log: Vec<String> = app.log().iter().map(|line| line.text.to_string()).collect();
        assert!(
            log.iter()
                .any(|l| l.contains(&format!("{who} ")) && l.contains(value)),
            "{file}: {log:#?}"
        );
    }
}

/// Selects a Call of Cthulhu participant by name with the selection keys, as a keeper does.
fn select_coc(app: &mut chasetrack::tui::App, who: &str) {
    let id = state(app).find(who).expect("in the chase");
    for _ in 0..(2 * state(app).participants.len()) {
        if app.selected() == usize::from(id) {
            return;
        }
        press(app, "<Down>");
    }
    panic!("{who} is never selected");
}

/// The turn order's row of `who` on a 160x48 screen (at 80x24 the queue is compact: one line
/// each), selected so that it is in view: the line that names it, and the next one (a status
/// that wraps).
fn turn_order_row(app: &mut chasetrack::tui::App, who: &str) -> String {
    select_coc(app, who);
    let text = screen(app, 160, 48);
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains(&format!(" {who} ")) && l.contains('/'))
        .unwrap_or_else(|| panic!("{who} has a row in the turn order:\n{text}"));
    format!(
        "{} {}",
        lines[at],
        lines.get(at + 1).copied().unwrap_or_default()
    )
}

/// A wreck (Table VI: damage equal to the vehicle's full build in one incident): "All occupants
/// of the vehicle are likely to die. Whether or not investigators have a chance of survival is up
/// to the Keeper: Luck rolls may be allowed. Those who are fortunate get thrown free, though it
/// is recommended they take at least 2D10 damage." On Harvey's run through Arkham, the keeper's
/// road kill wrecks Harvey's car (30 on 5D10, of build 5): the prompt asks each one inside for
/// Luck; Harvey's 90 fails and he dies with the car, Amy's 20 throws her free for 7. Nobody is set
/// dying without a roll, and the turn order and the log say the same word.
#[test]
fn a_wreck_asks_those_inside_for_luck_and_the_turn_order_says_what_the_log_says() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    press(&mut app, "sRc<Enter>");
    select_coc(&mut app, "Harvey");
    press(&mut app, "V5<Enter>30<Enter>");
    let asked = screen(&app, 80, 24);
    assert!(
        asked.contains("Harvey: Luck 50 to be thrown free of the wreck"),
        "{asked}"
    );
    press(&mut app, "90<Enter>");
    let asked = screen(&app, 80, 24);
    assert!(
        asked.contains("Amy: Luck 55 to be thrown free of the wreck"),
        "{asked}"
    );
    press(&mut app, "20<Enter>7<Enter>30<Enter>");
    let log: Vec<String> = app.log().iter().map(|line| line.text.to_string()).collect();
    assert!(log.iter().any(|l| l == "Harvey is dead."), "{log:#?}");
    assert!(!log.iter().any(|l| l.contains("Amy is d")), "{log:#?}");
    let harvey = turn_order_row(&mut app, "Harvey");
    assert!(harvey.contains("dead"), "{harvey}");
    let amy = turn_order_row(&mut app, "Amy");
    assert!(amy.contains("3/10") && amy.contains("thrown free"), "{amy}");
    assert!(!amy.contains("dead") && !amy.contains("dying"), "{amy}");
}

/// The core rules' hit points, told alike by the log and the turn order: 0 after a major wound
/// smaller than the maximum hit points is "dying", not "dead". On Harvey's run, a severe
/// incident (no delay) costs the car 1 build, Harvey 1 and Amy 5 hit points (a major wound; her
/// CON 50 with 30 keeps her awake); then a road kill wrecks the car (30), Harvey's Luck fails (90)
/// and he dies with it, and Amy, thrown free by her Luck (20), takes 5 more of the 2D10: 0 of her
/// 10, dying.
#[test]
fn dying_is_dying_in_the_turn_order_as_in_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    press(&mut app, "sRc<Enter>");
    select_coc(&mut app, "Harvey");
    press(&mut app, "V32");
    press(&mut app, "1<Enter>1<Enter>5<Enter>30<Enter>");
    select_coc(&mut app, "Harvey");
    press(&mut app, "V5<Enter>30<Enter>90<Enter>20<Enter>5<Enter>");
    let log: Vec<String> = app.log().iter().map(|line| line.text.to_string()).collect();
    assert!(log.iter().any(|l| l == "Harvey is dead."), "{log:#?}");
    assert!(
        log.iter()
            .any(|l| l == "Amy is dying and out of the chase."),
        "{log:#?}"
    );
    let harvey = turn_order_row(&mut app, "Harvey");
    assert!(harvey.contains("dead"), "{harvey}");
    let amy = turn_order_row(&mut app, "Amy");
    assert!(amy.contains("0/10") && amy.contains("dying"), "{amy}");
    assert!(!amy.contains("dead"), "{amy}");
}
