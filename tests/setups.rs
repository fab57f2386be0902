//! Setup files as a keeper meets them: every shipped chase loads and plays as its comments
//! promise, the built-in sample is the file it is built from, and every file in the corpus of
//! mistakes (`tests/invalid_setups/`) is reported with its own message at its own line and column.
//!
//! Each corpus file says what it must produce on its first line,
//! `// expect: LINE:COLUMN message fragment`, so the same corpus can drive the real binary.

use chasetrack::dice::Roller;
use chasetrack::setup::{self, Setup, SetupError};
use chasetrack::systems::clocks::rules::{ClockChase, Obscurement, RideKind, Role, Scope};
use chasetrack::systems::coc7::rules::{Coc7, Command, Obstacle, Side, Speed, Status};
use chasetrack::systems::track::rules::{
    self as track, Environment, Pace, Ride, Start, TrackChase, TurnOrder,
};
use chasetrack::systems::{Chase, SystemKind};
use std::path::{Path, PathBuf};

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The `.ron` files of a directory, sorted so failures read in a stable order.
fn ron_files(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(crate_dir().join(dir))
        .unwrap_or_else(|error| panic!("{dir}: {error}"))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    files.sort();
    files
}

fn load_asset(name: &str) -> Setup {
    let path = crate_dir().join("assets").join(name);
    setup::load(&path).unwrap_or_else(|error| panic!("{error}"))
}

fn state(setup: &Setup) -> &Coc7 {
    match &setup.chase {
        Chase::Coc7(session) => session.state(),
        other => panic!("not a Call of Cthulhu chase: {}", other.system().title()),
    }
}

fn id(state: &Coc7, name: &str) -> u16 {
    state
        .find(name)
        .unwrap_or_else(|| panic!("nobody called {name}"))
}

/// Runs commands on a setup's chase with the given dice, failing on any refusal.
fn play(setup: &mut Setup, commands: Vec<Command>, dice: Vec<i32>) {
    let Chase::Coc7(session) = &mut setup.chase else {
        panic!("not a Call of Cthulhu chase");
    };
    let mut roller = Roller::given(dice);
    for command in commands {
        if let Err(error) = session.execute(command.clone(), &mut roller) {
            panic!("{command:?} was refused: {error}");
        }
    }
}

/// The chases shipped in `assets/` (reference tables such as the vehicle charts live in
/// `assets/tables/`, so that `chasetrack check assets/*.ron` checks exactly the chases).
fn shipped_chases() -> Vec<PathBuf> {
    ron_files("assets")
}

#[test]
fn every_shipped_chase_loads() {
    let files = shipped_chases();
    assert!(files.len() >= 12, "the sample and eleven more chases");
    let mut systems = Vec::new();
    for path in files {
        let setup = setup::load(&path).unwrap_or_else(|error| panic!("{error}"));
        assert!(!setup.name.is_empty(), "{}", path.display());
        assert_eq!(setup.identity.len(), 16, "{}", path.display());
        systems.push(setup.chase.system());
        if let Chase::Coc7(session) = &setup.chase {
            // Every location of a shipped chase is named, for the keeper's screen.
            assert!(
                session
                    .state()
                    .map
                    .locations
                    .iter()
                    .all(|l| l.name.is_some()),
                "{} has an unnamed location",
                path.display()
            );
        }
    }
    // Each system ships the text's examples and one of our own.
    let count = |kind| systems.iter().filter(|s| **s == kind).count();
    assert!(count(SystemKind::Track) >= 2, "{systems:?}");
    assert!(count(SystemKind::Clocks) >= 4, "{systems:?}");
}

/// Every system of the registry brings what the checklist "Adding a chase system" of
/// docs/architecture.md asks: a shipped chase, golden scripts and a rules table.
#[test]
fn every_system_ships_a_chase_golden_scripts_and_a_rules_table() {
    let shipped: Vec<SystemKind> = shipped_chases()
        .iter()
        .filter_map(|path| setup::load(path).ok())
        .map(|setup| setup.chase.system())
        .collect();
    for kind in SystemKind::ALL {
        let folder = kind.setup_name().to_lowercase();
        assert!(
            shipped.contains(kind),
            "no chase in assets/ uses system: {}(...)",
            kind.setup_name()
        );
        let scripts = ron_files(&format!("tests/scripts/{folder}"));
        assert!(
            !scripts.is_empty(),
            "no golden script in tests/scripts/{folder}/"
        );
        let table = crate_dir().join(format!("docs/rules-{folder}.md"));
        assert!(table.is_file(), "{} is missing", table.display());
    }
}

#[test]
fn the_built_in_sample_is_assets_sample_ron() {
    let built_in = setup::sample();
    let file = load_asset("sample.ron");
    assert_eq!(built_in.name, file.name);
    assert_eq!(built_in.identity, file.identity);
    assert_eq!(state(&built_in), state(&file));
}

#[test]
fn harvey_farm_is_the_sample_with_the_worked_example_s_speed_rolls_made() {
    let sample = setup::sample();
    let mut farm = load_asset("harvey-farm.ron");
    let (before, after) = (state(&sample), state(&farm));
    assert_eq!(before.map, after.map, "the same farm track");
    for (plain, preset) in before.participants.iter().zip(&after.participants) {
        assert_eq!(
            (&plain.name, plain.dex, plain.base_mov, &plain.skills),
            (&preset.name, preset.dex, preset.base_mov, &preset.skills)
        );
        assert_eq!(preset.speed, Some(Speed::Failure));
    }
    // "Following speed rolls, Harvey's MOV is now 5; the farmer's MOV is 6 ... the farmer 2
    // locations behind": cutting to the chase keeps the places the setup gives.
    play(&mut farm, vec![Command::CutToChase { range: None }], vec![]);
    let chase = state(&farm);
    let (harvey, farmer) = (id(chase, "Harvey"), id(chase, "Farmer"));
    assert_eq!(chase.participant(harvey).mov(), 5);
    assert_eq!(chase.participant(farmer).mov(), 6);
    assert_eq!(
        chase.participant(harvey).location - chase.participant(farmer).location,
        2
    );
    // "Harvey's DEX is 55. The farmer's DEX is 50. Harvey's turn: Harvey has 1 movement action"
    assert_eq!(chase.current(), Some(harvey));
    assert_eq!((chase.allowance(harvey), chase.allowance(farmer)), (1, 2));
}

#[test]
fn harvey_fence_puts_both_before_the_fence() {
    let mut fence = load_asset("harvey-fence.ron");
    assert!(!state(&fence).settings.catch_on_reach);
    play(
        &mut fence,
        vec![Command::CutToChase { range: None }],
        vec![],
    );
    let chase = state(&fence);
    let (harvey, farmer) = (
        chase.participant(id(chase, "Harvey")),
        chase.participant(id(chase, "Farmer")),
    );
    assert_eq!(harvey.location, farmer.location, "the same location");
    assert_eq!(
        (harvey.mov(), farmer.mov(), harvey.build, farmer.build),
        (5, 6, 0, 0)
    );
    assert_eq!(harvey.skills.get("Fighting (Brawl)"), Some(&50));
    assert_eq!(farmer.skills.get("Fighting (Brawl)"), Some(&55));
    let Some(Obstacle::Barrier(barrier)) = chase.map.ahead_of(harvey.location) else {
        panic!("a barrier lies ahead of them");
    };
    assert_eq!((barrier.name.as_str(), barrier.hp), ("Fence", Some(5)));
    assert_eq!(barrier.skills, ["Climb"]);
}

#[test]
fn the_hotel_has_its_crowd_and_its_locked_door() {
    let hotel = load_asset("hotel.ron");
    let chase = state(&hotel);
    let obstacles: Vec<&Obstacle> = chase
        .map
        .numbers()
        .filter_map(|at| chase.map.ahead_of(at))
        .collect();
    let crowd = obstacles
        .iter()
        .find(|o| o.name().contains("Crowd"))
        .expect("a crowd in the foyer");
    assert!(matches!(crowd, Obstacle::Hazard(_)));
    assert_eq!(crowd.skills(), ["Dodge", "DEX"]);
    let Some(Obstacle::Barrier(door)) = obstacles.iter().find(|o| o.name().contains("Locked"))
    else {
        panic!("a locked door");
    };
    assert_eq!(door.skills, ["Locksmith", "STR"]);
    assert_eq!(door.hp, Some(15), "a strong door");
    assert!((2..=3).contains(&chase.participants.len()));
}

/// "Chases with Multiple Characters": pursuers slower than the slowest quarry are left behind;
/// the slowest pursuer goes at the back and the others ahead of it by their difference in MOV;
/// the slowest quarry 2 locations ahead of the foremost pursuer and the others ahead of it by
/// their difference in MOV.
#[test]
fn multi_places_everyone_by_mov_and_leaves_the_wagon_behind() {
    let mut multi = load_asset("multi.ron");
    let chase = state(&multi);
    let by_side = |side| chase.participants.iter().filter(|p| p.side == side).count();
    assert_eq!((by_side(Side::Pursuer), by_side(Side::Quarry)), (3, 2));
    let names: Vec<chasetrack::engine::Name> =
        chase.participants.iter().map(|p| p.name.clone()).collect();
    // Every speed roll a regular success (40 is under every driver's skill but no extreme
    // success), so each keeps its vehicle's MOV: truck 10, outrider 12, Ness 12, Malone 11,
    // wagon 6.
    let mut commands: Vec<Command> = names
        .iter()
        .map(|who| Command::SpeedRoll {
            who: who.clone(),
            skill: None,
        })
        .collect();
    commands.push(Command::CutToChase { range: None });
    play(&mut multi, commands, vec![40; names.len()]);
    let chase = state(&multi);
    let at = |name| chase.participant(id(chase, name));
    assert_eq!(at("Zebulon Whateley").status, Status::LeftBehind);
    let back = chase.map.first;
    assert_eq!(
        at("Agent Malone").location,
        back,
        "the slowest pursuer at the back"
    );
    assert_eq!(at("Agent Ness").location, back + 1, "MOV 12 against 11");
    assert_eq!(
        at("Bootleggers' truck").location,
        back + 3,
        "2 ahead of Ness"
    );
    assert_eq!(
        at("Outrider").location,
        back + 5,
        "MOV 12 against the truck's 10"
    );
}

#[test]
fn the_arkham_night_is_a_big_chase() {
    let night = load_asset("arkham-night.ron");
    let chase = state(&night);
    assert!(chase.map.locations.len() >= 12);
    assert!(chase.participants.len() >= 5);
    let quarries: Vec<_> = chase
        .participants
        .iter()
        .filter(|p| p.side == Side::Quarry)
        .collect();
    assert_eq!(quarries.len(), 1, "one fleeing cultist");
    let obstacles: Vec<&Obstacle> = chase
        .map
        .numbers()
        .filter_map(|at| chase.map.ahead_of(at))
        .collect();
    let hazards = obstacles
        .iter()
        .filter(|o| matches!(o, Obstacle::Hazard(_)))
        .count();
    let with_debris = obstacles
        .iter()
        .filter(|o| matches!(o, Obstacle::Barrier(b) if b.debris.is_some()))
        .count();
    assert!(
        hazards >= 3 && with_debris >= 2,
        "{hazards} hazards, {with_debris} barriers with debris"
    );
}

#[test]
fn the_complete_example_in_the_docs_loads() {
    let docs = std::fs::read_to_string(crate_dir().join("docs/setup-format.md"))
        .unwrap_or_else(|error| panic!("docs/setup-format.md: {error}"));
    let start = docs.find("```ron\n").map(|at| at + "```ron\n".len());
    let example = start.and_then(|start| {
        docs[start..]
            .find("```")
            .map(|end| &docs[start..start + end])
    });
    let example = example.unwrap_or_else(|| panic!("no ```ron block in docs/setup-format.md"));
    let setup =
        setup::parse(example, "docs/setup-format.md").unwrap_or_else(|error| panic!("{error}"));
    let chase = state(&setup);
    // As the example's comments say: the mud between 3 and 4, the fence between 4 and 5.
    assert_eq!(chase.map.ahead_of(3).map(|o| o.name()), Some("Mud"));
    assert_eq!(chase.map.ahead_of(4).map(|o| o.name()), Some("Fence"));
    assert_eq!(chase.map.get(2).map(|l| l.name.is_none()), Some(true));
}

// --- The chase track and position clocks ---

fn track_state(setup: &Setup) -> &TrackChase {
    match &setup.chase {
        Chase::Track(session) => session.state(),
        other => panic!("not a chase-track chase: {}", other.system().title()),
    }
}

fn clocks_state(setup: &Setup) -> &ClockChase {
    match &setup.chase {
        Chase::Clocks(session) => session.state(),
        other => panic!("not a position-clocks chase: {}", other.system().title()),
    }
}

fn runner<'a>(chase: &'a TrackChase, name: &str) -> &'a track::Participant {
    chase.participant(
        chase
            .find(name)
            .unwrap_or_else(|| panic!("nobody called {name}")),
    )
}

/// "Example Chase": "A thief flees through a crowded bazaar ... The chase begins at distance 3",
/// the thief rolling "heart d8 + agility d10", the guard "heart d8 + presence d6", the docks at 12.
#[test]
fn the_bazaar_is_the_texts_example_chase() {
    let bazaar = load_asset("bazaar.ron");
    let chase = track_state(&bazaar);
    assert_eq!(chase.settings.start, Start::Within30Feet);
    assert_eq!(
        (chase.settings.escape_distance, chase.settings.safe_haven),
        (6, Some(12))
    );
    let (thief, guard) = (runner(chase, "Thief"), runner(chase, "Guard"));
    assert_eq!((thief.side, thief.space), (track::Side::Prey, 3));
    assert_eq!((guard.side, guard.space), (track::Side::Chaser, 0));
    assert_eq!((thief.dice.heart, thief.dice.agility), (8, 10));
    assert_eq!((guard.dice.heart, guard.dice.presence), (8, 6));
}

/// Our own chase track: four riders and runners, so initiative ("Multiple Participants"); open
/// moor with an escape distance of 10 ("open desert might require 10"); a pony 20 ft slower than
/// the horses ("Different Movement Speeds"); a pack of hounds that can split.
#[test]
fn the_moor_is_a_mounted_chase_in_initiative_order() {
    let moor = load_asset("moors.ron");
    let chase = track_state(&moor);
    assert_eq!(chase.participants.len(), 4);
    assert_eq!(
        chase.settings.turn_order,
        TurnOrder::Auto,
        "initiative for more than two"
    );
    assert_eq!(chase.settings.escape_distance, 10);
    assert_eq!(chase.environment, Environment::OpenTerrain);
    let id = |name: &str| chase.find(name).unwrap_or_else(|| panic!("{name}"));
    assert!(matches!(
        runner(chase, "Highwayman").ride,
        Ride::Mount { speed_ft: 60, .. }
    ));
    assert_eq!(chase.pace(id("Ned")), Pace::Slow);
    assert_eq!(chase.pace(id("Sergeant")), Pace::Usual);
    let hounds = runner(chase, "Hounds");
    assert_eq!((hounds.size, hounds.space), (3, 1));
    assert!(hounds.special_movement.is_some());
}

/// "Runners and Chasers", "Head Starts", "Paths": the runners ahead, everyone on the market, a
/// shortcut through the alleys with a lower DC, a locked gate one opens for all, a cart to board.
#[test]
fn the_city_has_runners_chasers_and_two_paths() {
    let city = load_asset("city-chase.ron");
    let chase = clocks_state(&city);
    let roles = |role| chase.participants.iter().filter(|p| p.role == role).count();
    assert_eq!((roles(Role::Runner), roles(Role::Chaser)), (2, 2));
    assert_eq!(roles(Role::Ride(RideKind::Vehicle)), 1);
    assert_eq!(chase.paths.len(), 2);
    assert!(
        chase.terrain_dc(1) < chase.terrain_dc(0),
        "the alleys are a shortcut"
    );
    assert!(chase.participants.iter().all(|p| p.path == 0));
    let ann = chase.participant(chase.find("Ann").unwrap_or_else(|| panic!("Ann")));
    assert_eq!(ann.filled, 2, "a head start");
    let gate = chase
        .obstacles
        .iter()
        .find(|o| o.name == "Locked gate")
        .unwrap_or_else(|| panic!("a locked gate"));
    assert_eq!(gate.scope, Scope::OneForAll);
    assert!(!chase.is_race());
}

/// "Timers": four segments against a timer of three, no chasers.
#[test]
fn the_self_destruct_is_a_race_against_a_shorter_timer() {
    let lab = load_asset("self-destruct.ron");
    let chase = clocks_state(&lab);
    let timer = chase.timer.as_ref().unwrap_or_else(|| panic!("a timer"));
    assert_eq!((chase.segments, timer.segments, timer.filled), (4, 3, 0));
    assert!(chase.participants.iter().all(|p| p.role == Role::Runner));
    assert!(!chase.is_race(), "the timer is the chaser");
}

/// "Races": runners only, the top three.
#[test]
fn the_fell_race_has_no_chasers_and_three_places() {
    let race = load_asset("fell-race.ron");
    let chase = clocks_state(&race);
    assert!(chase.is_race());
    assert_eq!(chase.settings.race_places, 3);
    assert!(chase.participants.len() > 3);
    assert!(
        chase
            .participants
            .iter()
            .all(|p| p.athletics != 0 || p.speed != 0)
    );
}

/// Our own position-clocks chase: a flyer, a rider aboard a mount, reeds to hide in.
#[test]
fn the_fen_has_a_flyer_a_rider_and_reeds_to_hide_in() {
    let fen = load_asset("fen-harpy.ron");
    let chase = clocks_state(&fen);
    let id = |name: &str| chase.find(name).unwrap_or_else(|| panic!("{name}"));
    assert!(chase.participant(id("Harpy")).flies);
    assert_eq!(
        chase.participant(id("Hunter")).aboard,
        Some(id("Marsh pony"))
    );
    assert_eq!(chase.filled(id("Hunter")), 2, "the pony's head start");
    assert!(
        chase
            .paths
            .iter()
            .any(|p| p.terrain.obscurement == Obscurement::FullyObscured)
    );
}

/// The example of each system's section of docs/setup-format.md loads as that system.
#[test]
fn the_examples_of_each_system_in_the_docs_load() {
    let docs = std::fs::read_to_string(crate_dir().join("docs/setup-format.md"))
        .unwrap_or_else(|error| panic!("docs/setup-format.md: {error}"));
    for (heading, kind) in [
        ("## Chase track", SystemKind::Track),
        ("## Position clocks", SystemKind::Clocks),
    ] {
        let section = docs
            .find(heading)
            .map(|at| &docs[at..])
            .unwrap_or_else(|| panic!("no section '{heading}' in docs/setup-format.md"));
        let start = section
            .find("```ron\n")
            .map(|at| at + "```ron\n".len())
            .unwrap_or_else(|| panic!("no ```ron block under '{heading}'"));
        let end = section[start..]
            .find("```")
            .unwrap_or_else(|| panic!("an unclosed block under '{heading}'"));
        let example = &section[start..start + end];
        let setup = setup::parse(example, "docs/setup-format.md")
            .unwrap_or_else(|error| panic!("{heading}: {error}"));
        assert_eq!(setup.chase.system(), kind, "{heading}");
    }
}

// --- The corpus of mistakes ---

/// What a corpus file must produce: `// expect: LINE:COLUMN fragment` on its first line.
struct Expectation {
    line: usize,
    column: usize,
    fragment: String,
}

fn expectation(path: &Path) -> Expectation {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let first = text.lines().next().unwrap_or_default();
    let rest = first.strip_prefix("// expect: ").unwrap_or_else(|| {
        panic!(
            "{}: the first line must be `// expect: LINE:COLUMN message`",
            path.display()
        )
    });
    let (place, fragment) = rest.split_once(' ').unwrap_or((rest, ""));
    let (line, column) = place.split_once(':').unwrap_or((place, ""));
    let number = |text: &str| {
        text.parse()
            .unwrap_or_else(|_| panic!("{}: '{place}' is not LINE:COLUMN", path.display()))
    };
    assert!(
        !fragment.trim().is_empty(),
        "{}: no message fragment",
        path.display()
    );
    Expectation {
        line: number(line),
        column: number(column),
        fragment: fragment.trim().to_string(),
    }
}

#[test]
fn every_mistake_in_the_corpus_is_reported_where_it_is() {
    let files = ron_files("tests/invalid_setups");
    assert!(files.len() >= 8);
    for path in files {
        let expect = expectation(&path);
        let error = match setup::load(&path) {
            Ok(setup) => panic!("{} loaded as '{}'", path.display(), setup.name),
            Err(error) => error,
        };
        let (line, column) = match &error {
            SetupError::Syntax { line, column, .. } | SetupError::Invalid { line, column, .. } => {
                (*line, *column)
            }
            SetupError::Io { .. } | SetupError::NotAFile { .. } | SetupError::TooBig { .. } => {
                panic!("{error}")
            }
        };
        let text = error.to_string();
        assert_eq!(
            (line, column),
            (expect.line, expect.column),
            "{}: {text}",
            path.display()
        );
        assert!(
            text.contains(&expect.fragment),
            "{}: {text}\n  should contain: {}",
            path.display(),
            expect.fragment
        );
        let file = path.display().to_string();
        assert!(
            text.starts_with(&format!("{file}:{line}:{column}: ")),
            "the message names the file as given: {text}"
        );
    }
}

#[test]
fn the_corpus_covers_the_mistakes_keepers_make() {
    let names: Vec<String> = ron_files("tests/invalid_setups")
        .iter()
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    for needed in [
        "track-start-escaped",
        "track-die-too-small",
        "track-misspelt-side",
        "clocks-unknown-path",
        "clocks-head-start-fills-the-clock",
        "clocks-timer-starts-full",
        "missing-comma",
        "unknown-field",
        "duplicate-name",
        "hazard-past-end",
        "negative-mov",
        "start-outside-track",
        "bad-dice",
        "missing-quarry",
    ] {
        assert!(
            names.iter().any(|n| n == needed),
            "no {needed}.ron in the corpus"
        );
    }
}

#[test]
fn a_missing_file_is_named() {
    let error = setup::load(Path::new("no/such/chase.ron"))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        error.starts_with("no/such/chase.ron: cannot read it:"),
        "{error}"
    );
}

/// Call of Cthulhu participants take `count: N` as Savage Worlds' do: three ghouls alike, named
/// as `chasetrack new`'s `x3` names them; a count out of range points at its line and column.
#[test]
fn a_coc_participant_with_a_count_is_that_many_alike_numbered() {
    let text = |count: &str| {
        format!(
            r#"(
    name: "The cemetery",
    system: Coc7(
        track: [Location("Gate"), Location("Graves"), Location("Chapel"), Location("Road")],
        participants: [
            (name: "Ada", side: Quarry, dex: 60, mov: 8, con: 50, investigator: true),
            (name: "Ghoul", side: Pursuer, dex: 65, mov: 9, con: 65, hp: 13,
             skills: {{"Fighting (Brawl)": 40}}, {count}),
        ],
    ),
)"#
        )
    };
    let setup = setup::parse(&text("count: 3"), "cemetery.ron").unwrap();
    let names: Vec<&str> = state(&setup)
        .participants
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Ada", "Ghoul 1", "Ghoul 2", "Ghoul 3"]);
    let ghouls = &state(&setup).participants[1..];
    assert!(
        ghouls
            .iter()
            .all(|g| g.dex == 65 && g.hp == 13 && g.mov() == 9)
    );

    let error = setup::parse(&text("count: 0"), "cemetery.ron")
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("cemetery.ron:8:") && error.contains("count must be from 1 to"),
        "{error}"
    );
}
