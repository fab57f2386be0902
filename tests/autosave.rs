//! The autosave journal as a keeper relies on it: a chase written while it is played comes back
//! exactly on resume (state, journal, redo stack), a crash mid-write loses only the line that was
//! never acknowledged, a damaged or foreign journal is refused with a message naming the line, and
//! starting over keeps the old journal as a backup.

use chasetrack::autosave::{self, Autosave, AutosaveError, Record};
use chasetrack::dice::{Rolled, Roller};
use chasetrack::engine::{Outcome, Session};
use chasetrack::setup::{self, Setup};
use chasetrack::systems::coc7::rules::{Coc7, Command};
use chasetrack::systems::{AnyCommand, Chase};
use std::path::{Path, PathBuf};

/// assets/harvey-farm.ron: Harvey and the farmer on the farm track with the speed rolls of the
/// worked examples made (Harvey MOV 5 at location 3, the farmer MOV 6 at location 1).
fn farm_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron")
}

fn farm() -> Setup {
    setup::load(&farm_file()).unwrap_or_else(|e| panic!("{e}"))
}

/// The same chase after the keeper edited the setup file (the farmer is tougher).
fn edited_farm() -> Setup {
    let text = std::fs::read_to_string(farm_file()).unwrap();
    let edited = text.replace("hp: 13", "hp: 14");
    assert_ne!(edited, text, "the edit applies");
    setup::parse(&edited, "harvey-farm.ron").unwrap_or_else(|e| panic!("{e}"))
}

/// A chase played the way the screen plays it: decide, append the record (on disk), then apply.
struct Table {
    session: Session<Coc7>,
    journal: Autosave,
}

impl Table {
    fn start(path: &Path, setup: &Setup) -> Table {
        let Chase::Coc7(session) = setup.chase.clone() else {
            panic!("harvey-farm.ron is a Call of Cthulhu chase");
        };
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

    /// Cut to the chase, and round 1 of "Moving From One Location to the Next": Harvey moves 1,
    /// the farmer 2.
    fn round_one(&mut self) {
        self.command(cut(), &[]);
        self.command(walk("Harvey", 1), &[]);
        self.command(walk("Farmer", 2), &[]);
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
        no_damage: false,
        value: None,
    }
}

fn resumed(path: &Path, setup: &Setup) -> Session<Coc7> {
    match autosave::resume(path, setup) {
        Ok(Chase::Coc7(session)) => session,
        Ok(other) => panic!("resumed a {} chase", other.system().title()),
        Err(e) => panic!("resume failed: {e}"),
    }
}

/// The same chase: state, applied commands with their dice and events, and what can be redone.
fn assert_same_chase(resumed: &Session<Coc7>, played: &Session<Coc7>) {
    assert_eq!(resumed.state(), played.state());
    assert_eq!(resumed.journal(), played.journal());
    assert_eq!(resumed.redo_stack(), played.redo_stack());
}

/// Where the journal of the farm goes, under a temporary data directory.
fn journal_in(dir: &tempfile::TempDir, setup: &Setup) -> PathBuf {
    let name = Autosave::path_for(Some(&farm_file()), setup);
    dir.path()
        .join("journals")
        .join(name.file_name().expect("a file name"))
}

fn cut() -> Command {
    Command::CutToChase { range: None }
}

fn mud_record(dice: &[i32]) -> Record {
    Record::Command {
        command: AnyCommand::Coc7(mud("Harvey")),
        dice: dice.iter().copied().map(Rolled).collect(),
    }
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
    let setup = farm();
    let path = journal_in(&dir, &setup);
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
    assert_eq!(session.journal().len(), 5);
}

#[test]
fn the_file_is_a_header_then_one_json_line_per_record() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    table.command(mud("Harvey"), &[30]);
    table.undo();
    table.redo();

    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.ends_with('\n'), "every record ends its line");
    // Each line is one JSON record, a tab, its number and a checksum chained to the line before.
    let mut before = String::new();
    for (at, line) in text.lines().enumerate() {
        let (json, check) = line.rsplit_once('\t').expect("a checksum after a tab");
        assert!(check.starts_with(&format!("{}:", at + 1)), "{line}");
        let record: Record = serde_json::from_str(json).expect("a record");
        assert_eq!(autosave::line_after(before.as_bytes(), &record), line);
        before.push_str(line);
        before.push('\n');
    }
    let records: Vec<Record> = text
        .lines()
        .map(|line| serde_json::from_str(json_of(line)).expect("each line is one JSON record"))
        .collect();
    assert_eq!(
        records,
        vec![
            Record::Header {
                identity: setup.identity.clone(),
                name: "Harvey and the farmer (worked examples)".into(),
                setup: None,
                seed: setup.seed,
                started: autosave::header(&path).unwrap().started,
            },
            Record::Command {
                command: AnyCommand::Coc7(cut()),
                dice: vec![],
            },
            Record::Command {
                command: AnyCommand::Coc7(walk("Harvey", 1)),
                dice: vec![],
            },
            Record::Command {
                command: AnyCommand::Coc7(walk("Farmer", 2)),
                dice: vec![],
            },
            mud_record(&[30]),
            Record::Undo,
            Record::Redo,
        ]
    );
}

#[test]
fn undo_and_redo_replay_with_the_redo_stack() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
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
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    let acknowledged = table.session.clone();
    drop(table);
    // The program died in the middle of writing Harvey's next command.
    let whole = serde_json::to_string(&mud_record(&[30])).unwrap();
    append_raw(&path, &whole[..whole.len() / 2]);

    assert_same_chase(&resumed(&path, &setup), &acknowledged);

    // Going on after the resume: the torn bytes are cut off, the next record is whole.
    let mut journal = Autosave::open(&path).expect("open");
    journal.append(&mud_record(&[30])).unwrap();
    let session = resumed(&path, &setup);
    assert_eq!(session.journal().len(), acknowledged.journal().len() + 1);
    let harvey = session.state().find("Harvey").unwrap();
    assert_eq!(session.state().participant(harvey).location, 5);
    assert!(
        lines(&path)
            .iter()
            .all(|l| serde_json::from_str::<Record>(json_of(l)).is_ok())
    );
}

#[test]
fn a_whole_last_record_without_its_newline_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    drop(table);
    let before = std::fs::read(&path).unwrap();
    append_raw(&path, &autosave::line_after(&before, &mud_record(&[30])));

    assert_eq!(resumed(&path, &setup).journal().len(), 4);
    let mut journal = Autosave::open(&path).expect("open");
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(walk("Farmer", 1)),
            dice: vec![],
        })
        .unwrap();
    let session = resumed(&path, &setup);
    assert_eq!(session.journal().len(), 5);
    let farmer = session.state().find("Farmer").unwrap();
    assert_eq!(session.state().participant(farmer).location, 4);
}

#[test]
fn a_damaged_line_in_the_middle_is_reported_with_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    drop(table);
    let mut text = lines(&path);
    text[2] = text[2].replace("\"Move\"", "\"Mvoe\"");
    std::fs::write(&path, text.join("\n") + "\n").unwrap();

    match autosave::resume(&path, &setup) {
        Err(e @ AutosaveError::Corrupt { line: 3, .. }) => {
            let message = e.to_string();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            assert!(message.contains(&format!("{name}:3:")), "{message}");
        }
        other => panic!("expected line 3 to be reported, got {other:?}"),
    }
    assert_eq!(autosave::unfinished(&path, &setup), None);
}

#[test]
fn a_journal_of_another_setup_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut table = Table::start(&path, &setup);
    table.round_one();
    drop(table);

    let edited = edited_farm();
    assert_ne!(edited.identity, setup.identity);
    match autosave::resume(&path, &edited) {
        Err(e @ AutosaveError::WrongSetup { .. }) => {
            let message = e.to_string();
            assert!(message.contains(&setup.identity[..8]), "{message}");
            assert!(message.contains(&edited.identity[..8]), "{message}");
        }
        other => panic!("expected the journal to be refused, got {other:?}"),
    }
    assert_eq!(autosave::unfinished(&path, &edited), None);
}

#[test]
fn a_command_that_no_longer_replays_names_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut journal = Autosave::create(&path, &setup, None).unwrap();
    // The farmer cannot move before the chase is cut to.
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(walk("Farmer", 1)),
            dice: vec![],
        })
        .unwrap();
    match autosave::resume(&path, &setup) {
        Err(AutosaveError::Replay { line: 2, .. }) => {}
        other => panic!("expected line 2 not to replay, got {other:?}"),
    }
}

#[test]
fn dice_that_do_not_fit_the_command_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    for (dice, what) in [
        (&[30, 12][..], "one die too many"),
        (&[][..], "a die missing"),
    ] {
        let mut table = Table::start(&path, &setup);
        table.round_one();
        table.journal.append(&mud_record(dice)).unwrap();
        let err = autosave::resume(&path, &setup).unwrap_err();
        assert!(
            matches!(err, AutosaveError::Replay { line: 5, .. }),
            "{what}: {err}"
        );
        assert!(err.to_string().contains(":5:"), "{what}: {err}");
    }
}

#[test]
fn an_undo_or_redo_with_nothing_to_do_does_not_replay() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    for record in [Record::Undo, Record::Redo] {
        let mut journal = Autosave::create(&path, &setup, None).unwrap();
        journal.append(&record).unwrap();
        assert!(
            matches!(
                autosave::resume(&path, &setup),
                Err(AutosaveError::Replay { line: 2, .. })
            ),
            "{record:?}"
        );
    }
}

#[test]
fn starting_over_keeps_the_old_journals_as_chases_of_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    let mut first = Table::start(&path, &setup);
    first.round_one();
    let first_text = std::fs::read_to_string(&path).unwrap();
    drop(first);

    let mut second = Table::start(&path, &setup);
    second.command(cut(), &[]);
    let second_text = std::fs::read_to_string(&path).unwrap();
    drop(second);
    Table::start(&path, &setup);

    // Each is set aside under its journal's name and the time it was started, as a journal.
    let mut kept: Vec<PathBuf> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        // The lock beside the journal is no chase.
        .filter(|p| *p != path && !p.to_string_lossy().ends_with(".journal.lock"))
        .collect();
    kept.sort();
    let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
    for file in &kept {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with(&format!("{stem}-20")), "{name}");
        assert!(name.ends_with(".journal"), "{name}");
    }
    let mut texts: Vec<String> = kept
        .iter()
        .map(|file| std::fs::read_to_string(file).unwrap())
        .collect();
    texts.sort();
    let mut expected = vec![first_text, second_text];
    expected.sort();
    assert_eq!(
        texts, expected,
        "both chases are kept whole, and nothing else"
    );
    assert_eq!(
        lines(&path).len(),
        1,
        "the new journal holds only its header"
    );
    // A chase set aside is still a journal: it resumes like one.
    let rounds: Vec<u32> = kept
        .iter()
        .map(|file| resumed(file, &setup).state().round)
        .collect();
    assert!(rounds.contains(&2), "{rounds:?}");
}

#[test]
fn only_a_running_chase_with_commands_is_offered_for_resume() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
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
        autosave::resume(&path, &farm()),
        Err(AutosaveError::Corrupt { line: 1, .. })
    ));
}

#[test]
fn a_folder_or_a_device_is_not_a_journal() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    // /dev/zero would be read forever: it is refused before reading.
    for path in [dir.path(), Path::new("/dev/zero")] {
        if !path.exists() {
            continue;
        }
        assert!(
            matches!(
                autosave::resume(path, &setup),
                Err(AutosaveError::Corrupt { line: 1, .. })
            ),
            "{}",
            path.display()
        );
        assert!(Autosave::open(path).is_err(), "{}", path.display());
        assert!(autosave::header(path).is_err(), "{}", path.display());
        assert_eq!(autosave::unfinished(path, &setup), None);
    }
}

#[test]
fn the_header_names_the_setup_file() {
    let dir = tempfile::tempdir().unwrap();
    let setup = farm();
    let path = journal_in(&dir, &setup);
    Autosave::create(&path, &setup, Some(&farm_file())).unwrap();
    let header = autosave::header(&path).unwrap();
    assert_eq!(header.identity, setup.identity);
    assert_eq!(header.name, "Harvey and the farmer (worked examples)");
    let named = PathBuf::from(header.setup.expect("the setup file is named"));
    assert!(named.is_absolute());
    assert_eq!(
        std::fs::canonicalize(named).unwrap(),
        std::fs::canonicalize(farm_file()).unwrap()
    );
}

#[test]
fn the_journal_is_named_after_the_setup_file_and_its_identity() {
    let setup = farm();
    let path = Autosave::path_for(Some(Path::new("assets/harvey-farm.ron")), &setup);
    let expected = format!("harvey-farm-{}.journal", &setup.identity[..8]);
    assert_eq!(path.file_name().unwrap().to_string_lossy(), expected);
    let sample = Autosave::path_for(None, &setup::sample());
    let name = sample.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("sample-") && name.ends_with(".journal"),
        "{name}"
    );
    assert_eq!(
        path.parent(),
        sample.parent(),
        "both in the journal directory"
    );
    let edited = Autosave::path_for(Some(Path::new("assets/harvey-farm.ron")), &edited_farm());
    assert_ne!(edited, path, "an edited setup is another chase");
}

/// The JSON of a journal line, without its checksum.
fn json_of(line: &str) -> &str {
    line.rsplit_once('\t').map_or(line, |(json, _)| json)
}

fn append_raw(path: &Path, text: &str) {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new().append(true).open(path).unwrap();
    file.write_all(text.as_bytes()).unwrap();
}
