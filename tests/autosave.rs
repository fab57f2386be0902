//! The autosave journal as a keeper relies on it: a chase written while it is played comes back
//! exactly on resume (state, journal, redo stack), a crash mid-write loses only the line that was
//! never acknowledged, a damaged or foreign journal is refused with a message naming the line, and
//! starting over keeps the old journal as a backup.

use chasetrack::autosave::{self, Autosave, AutosaveError, Record};
use chasetrack::dice::{Difficulty, Roller};
use chasetrack::engine::{AnyCommand, Chase, Outcome, Session};
use chasetrack::rules::coc7::{
    Barrier, Coc7, Command, DamageRow, Hazard, Obstacle, Participant, Settings, Side, Track,
};
use chasetrack::setup::Setup;
use std::path::{Path, PathBuf};

/// Harvey and the farmer on the farm track, the keeper still to make the speed rolls: the numbers
/// of the worked examples in coc7-chase.txt (as assets/sample.ron has them).
fn farm_setup(identity: &str) -> Setup {
    let mut track = Track::of_names(&[
        "Barn",
        "Farmyard",
        "Farm track",
        "Gate",
        "Bend",
        "Orchard",
        "Ditch",
        "Lane",
        "Road",
    ]);
    if let Some(gate) = track.get_mut(4) {
        gate.ahead = Some(Obstacle::Hazard(Hazard {
            name: "Mud".into(),
            skills: vec!["DEX".into(), "STR".into()],
            difficulty: Difficulty::Regular,
            damage: Some(DamageRow::Moderate),
        }));
    }
    if let Some(bend) = track.get_mut(5) {
        bend.ahead = Some(Obstacle::Barrier(Barrier {
            name: "Fence".into(),
            skills: vec!["Climb".into(), "Jump".into()],
            difficulty: Difficulty::Regular,
            hp: Some(5),
            damage: None,
            debris: None,
        }));
    }
    let harvey = Participant::new("Harvey", Side::Quarry, 55, 6, 60, 11)
        .with_skill("Climb", 40)
        .with_skill("Jump", 30);
    let farmer = Participant::new("Farmer", Side::Pursuer, 50, 7, 50, 13).with_skill("Climb", 30);
    let state = Coc7::new(Settings::default(), track, vec![harvey, farmer], false);
    Setup {
        name: "Harvey and the farmer".into(),
        seed: Some(1926),
        chase: Chase::Coc7(Session::new(state)),
        identity: identity.into(),
    }
}

const FARM: &str = "1a2b3c4d5e6f7081";

/// A chase played the way the screen plays it: decide, append the record (on disk), then apply.
struct Table {
    session: Session<Coc7>,
    journal: Autosave,
}

impl Table {
    fn start(path: &Path, setup: &Setup) -> Table {
        let Chase::Coc7(session) = setup.chase.clone();
        let journal = Autosave::create(path, setup, None).expect("create the journal");
        Table { session, journal }
    }

    fn command(&mut self, command: Command, dice: &[i32]) {
        let mut roller = Roller::given(dice.iter().copied());
        let entry = self
            .session
            .try_command(&command, &mut roller)
            .unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
        assert!(!roller.has_given(), "{command:?} left dice unused");
        self.journal
            .append(&Record::Command {
                command: AnyCommand::Coc7(command),
                dice: entry.dice.clone(),
            })
            .expect("append");
        self.session.push(entry);
    }

    fn undo(&mut self) {
        assert!(self.session.undo().is_some(), "nothing to undo");
        self.journal.append(&Record::Undo).expect("append undo");
    }

    fn redo(&mut self) {
        assert!(self.session.redo().is_some(), "nothing to redo");
        self.journal.append(&Record::Redo).expect("append redo");
    }

    /// Speed rolls as in "Speed Roll" (Harvey 80 fails: MOV 5; the farmer 73 fails: MOV 6), cut to
    /// the chase, and round 1 of "Moving From One Location to the Next".
    fn round_one(&mut self) {
        self.command(speed("Harvey"), &[80]);
        self.command(speed("Farmer"), &[73]);
        self.command(Command::CutToChase { range: None }, &[]);
        self.command(walk("Harvey", 1), &[]);
        self.command(walk("Farmer", 2), &[]);
    }
}

fn speed(who: &str) -> Command {
    Command::SpeedRoll {
        who: who.into(),
        skill: None,
    }
}

fn walk(who: &str, locations: u32) -> Command {
    Command::Move {
        who: who.into(),
        locations,
    }
}

fn mud(who: &str) -> Command {
    Command::NegotiateHazard {
        who: who.into(),
        skill: "DEX".into(),
        cautious: 0,
        damage: None,
    }
}

fn resumed(path: &Path, setup: &Setup) -> Session<Coc7> {
    match autosave::resume(path, setup) {
        Ok(Chase::Coc7(session)) => session,
        Err(e) => panic!("resume failed: {e}"),
    }
}

/// The same chase: state, applied commands with their dice and events, and what can be redone.
fn assert_same_chase(resumed: &Session<Coc7>, played: &Session<Coc7>) {
    assert_eq!(resumed.state(), played.state());
    assert_eq!(resumed.journal(), played.journal());
    assert_eq!(resumed.redo_stack(), played.redo_stack());
}

fn journal_in(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("journals").join("farm-1a2b3c4d.journal")
}

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .expect("read the journal")
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_resumed_chase_is_exactly_the_one_that_was_played() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    // Round 2: Harvey passes DEX over the mud (30), the farmer moves up to the mud.
    table.command(mud("Harvey"), &[30]);
    table.command(walk("Farmer", 1), &[]);

    let session = resumed(&path, &setup);
    assert_same_chase(&session, &table.session);
    let harvey = session.state().find("Harvey").unwrap();
    assert_eq!(session.state().participant(harvey).location, 5);
    assert_eq!(session.state().round, 2);
    assert_eq!(session.journal().len(), 7);
}

#[test]
fn the_file_is_a_header_then_one_json_line_per_record() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.command(speed("Harvey"), &[80]);
    table.undo();
    table.redo();

    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.ends_with('\n'), "every record ends its line");
    let records: Vec<Record> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is one JSON record"))
        .collect();
    assert_eq!(
        records,
        vec![
            Record::Header {
                identity: FARM.into(),
                name: "Harvey and the farmer".into(),
                setup: None,
            },
            Record::Command {
                command: AnyCommand::Coc7(speed("Harvey")),
                dice: vec![chasetrack::dice::Rolled(80)],
            },
            Record::Undo,
            Record::Redo,
        ]
    );
}

#[test]
fn undo_and_redo_replay_with_the_redo_stack() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    table.undo();
    table.undo();
    table.redo();

    let session = resumed(&path, &setup);
    assert_same_chase(&session, &table.session);
    assert_eq!(
        session.redo_stack().len(),
        1,
        "the farmer's move can be redone"
    );
    assert_eq!(session.state().round, 1);

    // A new command after an undo drops what could be redone, in the file as on the screen.
    table.command(walk("Farmer", 1), &[]);
    let session = resumed(&path, &setup);
    assert_same_chase(&session, &table.session);
    assert!(session.redo_stack().is_empty());
}

#[test]
fn a_line_torn_by_a_crash_is_dropped_and_the_journal_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    let acknowledged = table.session.clone();
    drop(table);
    // The program died in the middle of writing Harvey's next command.
    let whole = serde_json::to_string(&Record::Command {
        command: AnyCommand::Coc7(mud("Harvey")),
        dice: vec![chasetrack::dice::Rolled(30)],
    })
    .unwrap();
    append_raw(&path, &whole[..whole.len() / 2]);

    assert_same_chase(&resumed(&path, &setup), &acknowledged);

    // Going on after the resume: the torn bytes are cut off, the next record is whole.
    let mut journal = Autosave::open(&path).expect("open");
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(mud("Harvey")),
            dice: vec![chasetrack::dice::Rolled(30)],
        })
        .unwrap();
    let session = resumed(&path, &setup);
    assert_eq!(session.journal().len(), acknowledged.journal().len() + 1);
    let harvey = session.state().find("Harvey").unwrap();
    assert_eq!(session.state().participant(harvey).location, 5);
    assert!(
        lines(&path)
            .iter()
            .all(|l| serde_json::from_str::<Record>(l).is_ok())
    );
}

#[test]
fn a_whole_last_record_without_its_newline_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.command(speed("Harvey"), &[80]);
    drop(table);
    let line = serde_json::to_string(&Record::Command {
        command: AnyCommand::Coc7(speed("Farmer")),
        dice: vec![chasetrack::dice::Rolled(73)],
    })
    .unwrap();
    append_raw(&path, &line);

    assert_eq!(resumed(&path, &setup).journal().len(), 2);
    let mut journal = Autosave::open(&path).expect("open");
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(Command::CutToChase { range: None }),
            dice: vec![],
        })
        .unwrap();
    let session = resumed(&path, &setup);
    assert_eq!(session.journal().len(), 3);
    assert_eq!(session.state().round, 1);
}

#[test]
fn a_damaged_line_in_the_middle_is_reported_with_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    drop(table);
    let mut text = lines(&path);
    text[2] = text[2].replace("SpeedRoll", "SpeedRol");
    std::fs::write(&path, text.join("\n") + "\n").unwrap();

    match autosave::resume(&path, &setup) {
        Err(e @ AutosaveError::Corrupt { line: 3, .. }) => {
            let message = e.to_string();
            assert!(message.contains("farm-1a2b3c4d.journal:3:"), "{message}");
        }
        other => panic!("expected line 3 to be reported, got {other:?}"),
    }
    assert_eq!(autosave::unfinished(&path, &setup), None);
}

#[test]
fn a_journal_of_another_setup_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &farm_setup(FARM));
    table.command(speed("Harvey"), &[80]);
    drop(table);

    let edited = farm_setup("99887766aabbccdd");
    match autosave::resume(&path, &edited) {
        Err(e @ AutosaveError::WrongSetup { .. }) => {
            let message = e.to_string();
            assert!(message.contains("#1a2b3c4d"), "{message}");
            assert!(message.contains("#99887766"), "{message}");
        }
        other => panic!("expected the journal to be refused, got {other:?}"),
    }
    assert_eq!(autosave::unfinished(&path, &edited), None);
}

#[test]
fn a_command_that_no_longer_replays_names_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut table = Table::start(&path, &setup);
    table.command(speed("Harvey"), &[80]);
    drop(table);
    // The farmer cannot move before the chase is cut to.
    let mut journal = Autosave::open(&path).unwrap();
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(walk("Farmer", 1)),
            dice: vec![],
        })
        .unwrap();
    match autosave::resume(&path, &setup) {
        Err(AutosaveError::Replay { line: 3, .. }) => {}
        other => panic!("expected line 3 not to replay, got {other:?}"),
    }
}

#[test]
fn dice_that_do_not_fit_the_command_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut journal = Autosave::create(&path, &setup, None).unwrap();
    let speed_with = |dice: Vec<i32>| Record::Command {
        command: AnyCommand::Coc7(speed("Harvey")),
        dice: dice.into_iter().map(chasetrack::dice::Rolled).collect(),
    };
    journal.append(&speed_with(vec![80, 12])).unwrap();
    let err = autosave::resume(&path, &setup).unwrap_err();
    assert!(
        matches!(err, AutosaveError::Replay { line: 2, .. }),
        "one die too many: {err}"
    );

    let mut journal = Autosave::create(&path, &setup, None).unwrap();
    journal.append(&speed_with(vec![])).unwrap();
    let err = autosave::resume(&path, &setup).unwrap_err();
    assert!(
        matches!(err, AutosaveError::Replay { line: 2, .. }),
        "a die missing: {err}"
    );
    assert!(err.to_string().contains("Harvey"), "{err}");
}

#[test]
fn an_undo_with_nothing_to_take_back_does_not_replay() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut journal = Autosave::create(&path, &setup, None).unwrap();
    journal.append(&Record::Redo).unwrap();
    assert!(matches!(
        autosave::resume(&path, &setup),
        Err(AutosaveError::Replay { line: 2, .. })
    ));
}

#[test]
fn starting_over_keeps_the_old_journals_as_numbered_backups() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    let mut first = Table::start(&path, &setup);
    first.round_one();
    let first_text = std::fs::read_to_string(&path).unwrap();
    drop(first);

    let mut second = Table::start(&path, &setup);
    second.command(speed("Harvey"), &[12]);
    let second_text = std::fs::read_to_string(&path).unwrap();
    drop(second);
    Table::start(&path, &setup);

    let backup = |n: u32| PathBuf::from(format!("{}.bak-{n}", path.display()));
    assert_eq!(std::fs::read_to_string(backup(1)).unwrap(), first_text);
    assert_eq!(std::fs::read_to_string(backup(2)).unwrap(), second_text);
    assert_eq!(
        lines(&path).len(),
        1,
        "the new journal holds only its header"
    );
    // A backup is still a journal: it resumes like one.
    assert_eq!(resumed(&backup(1), &setup).state().round, 2);
}

#[test]
fn only_a_running_chase_with_commands_is_offered_for_resume() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm_setup(FARM);
    let path = journal_in(&dir);
    assert_eq!(autosave::unfinished(&path, &setup), None, "no journal yet");

    let mut table = Table::start(&path, &setup);
    assert_eq!(
        autosave::unfinished(&path, &setup),
        None,
        "nothing played yet"
    );
    table.round_one();
    assert_eq!(autosave::unfinished(&path, &setup), Some(path.clone()));

    // "Hazards": the farmer fails on the mud (73), takes 2, loses 1 and reaches Harvey: caught.
    table.command(mud("Harvey"), &[30]);
    table.command(walk("Farmer", 1), &[]);
    table.command(mud("Farmer"), &[73, 2, 1]);
    assert!(matches!(table.session.outcome(), Outcome::Over(_)));
    assert_eq!(
        autosave::unfinished(&path, &setup),
        None,
        "the chase is over"
    );

    // Taking the last command back makes it a running chase again.
    table.undo();
    assert_eq!(autosave::unfinished(&path, &setup), Some(path.clone()));
}

#[test]
fn open_refuses_a_file_that_is_not_a_journal_and_leaves_it_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hotel.ron");
    std::fs::write(&path, "(name: \"The Grand Hotel\")").unwrap();
    assert!(matches!(
        Autosave::open(&path),
        Err(AutosaveError::Corrupt { line: 1, .. })
    ));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "(name: \"The Grand Hotel\")"
    );
    assert!(matches!(
        autosave::resume(&path, &farm_setup(FARM)),
        Err(AutosaveError::Corrupt { line: 1, .. })
    ));
}

#[test]
fn the_header_names_the_setup_file() {
    let dir = tempfile::tempdir().unwrap();
    let setup_file = dir.path().join("farm.ron");
    std::fs::write(&setup_file, "()").unwrap();
    let path = journal_in(&dir);
    Autosave::create(&path, &farm_setup(FARM), Some(&setup_file)).unwrap();
    let header = autosave::header(&path).unwrap();
    assert_eq!(header.identity, FARM);
    assert_eq!(header.name, "Harvey and the farmer");
    let named = PathBuf::from(header.setup.expect("the setup file is named"));
    assert!(named.is_absolute());
    assert_eq!(
        std::fs::canonicalize(named).unwrap(),
        std::fs::canonicalize(&setup_file).unwrap()
    );
}

#[test]
fn the_journal_is_named_after_the_setup_file_and_its_identity() {
    let setup = farm_setup(FARM);
    let path = Autosave::path_for(Some(Path::new("assets/harvey-farm.ron")), &setup);
    assert_eq!(path.file_name().unwrap(), "harvey-farm-1a2b3c4d.journal");
    let sample = Autosave::path_for(None, &setup);
    assert_eq!(sample.file_name().unwrap(), "sample-1a2b3c4d.journal");
    assert_eq!(
        path.parent(),
        sample.parent(),
        "both in the journal directory"
    );
}

fn append_raw(path: &Path, text: &str) {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new().append(true).open(path).unwrap();
    file.write_all(text.as_bytes()).unwrap();
}
