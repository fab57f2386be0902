//! End to end: the real `chasetrack` binary in a real terminal (tmux), driven by keys and read back
//! with `capture-pane`, the way a keeper meets it. A move shows on the track; `kill -9` loses
//! nothing (`--resume` brings the chase back where it was, and so does the offer on a plain start);
//! quitting and SIGTERM/SIGHUP leave the terminal usable (no alternate screen, no raw mode).
//!
//! How the panes are run and read: [`crate::tmux_common`].
#![cfg(target_os = "linux")]

use crate::tmux_common::{POLL, Pane, ROOT, Tmux, WAIT, assert_restored, exited, quit};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const SETUP: &str = "assets/harvey-farm.ron";

#[test]
fn a_move_survives_kill_9_and_comes_back_on_resume() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");

    // Cut to the chase and move Harvey one location (the farm track, round 1).
    let first = tmux.run("first", data.path(), &[SETUP]);
    first.wait_for("the chase screen", |s| {
        s.contains("Harvey") && s.contains("Farmer")
    });
    cut_to_the_chase(&first);
    let before_move = first.wait_for("round 1", |s| round(s) == Some(1));
    assert_eq!(harvey_at(&before_move), Some(3), "{before_move}");
    first.keys(&["f"]);
    let moved = first.wait_for("Harvey on the Gate", |s| harvey_at(s) == Some(4));
    assert_eq!(location_of(&moved, "▶Farmer"), Some(1), "{moved}");
    assert!(moved.contains("Farmer's turn"), "{moved}");
    let where_it_was = Facts::read(&moved);

    // The screen only shows a move once it is on disk: the journal has it now.
    let journal = journal_in(data.path());
    let records = std::fs::read_to_string(&journal).expect("the journal");
    assert_eq!(records.lines().count(), 3, "header, cut, move:\n{records}");
    assert!(
        records
            .lines()
            .nth(2)
            .is_some_and(|l| l.contains("\"Move\"")),
        "{records}"
    );

    // kill -9: nothing can be restored, nothing may be lost.
    first.kill("KILL");
    let after = first.wait_for("the wrapper after chasetrack", |s| exited(s).is_some());
    assert_eq!(exited(&after), Some(137), "killed by SIGKILL:\n{after}");

    // --resume brings the chase back exactly where it was.
    let journal_arg = journal.display().to_string();
    let resumed = tmux.run("resumed", data.path(), &[SETUP, "--resume", &journal_arg]);
    let screen = resumed.wait_for(&format!("the chase where it was: {where_it_was:#?}"), |s| {
        Facts::read(s) == where_it_was
    });
    assert_eq!(
        (round(&screen), harvey_at(&screen)),
        (Some(1), Some(4)),
        "{screen}"
    );
    quit(&resumed);
    assert_restored(&resumed, Some(0));

    // A plain start offers the unfinished chase; resuming it gives the same chase again.
    let offered = tmux.run("offered", data.path(), &[SETUP]);
    offered.wait_for("the offer to resume", |s| s.contains("Unfinished chase"));
    offered.keys(&["r"]);
    offered.wait_for(&format!("the chase where it was: {where_it_was:#?}"), |s| {
        Facts::read(s) == where_it_was
    });
    quit(&offered);
    assert_restored(&offered, Some(0));
}

/// The players' screen: a keeper plays the police pursuit in one pane and `chasetrack follow`
/// shows it in another, live, undo and redo included; the follower never shows a location out of
/// the investigator's sight nor the keeper's numbers for the police (their HP).
#[test]
fn follow_shows_the_keepers_chase_live_without_the_keepers_secrets() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");
    let setup = "assets/police-pursuit.ron";
    let players = tmux.run("players", data.path(), &["follow", setup]);
    players.wait_for("the follower waiting", |s| {
        s.contains("Waiting for the keeper")
    });
    let keeper = tmux.run("keeper", data.path(), &[setup]);
    keeper.wait_for("the keeper's screen", |s| s.contains("Harvey"));
    cut_to_the_chase(&keeper);
    let keepers = keeper.wait_for("round 1 for the keeper", |s| round(s) == Some(1));
    assert!(
        keepers.contains("13/13"),
        "the keeper sees the police's HP:\n{keepers}"
    );
    let seen = players.wait_for("round 1 for the players", |s| round(s) == Some(1));
    assert!(seen.contains("players' view"), "{seen}");
    assert!(
        !seen.contains("13/13"),
        "the players see no police HP:\n{seen}"
    );
    assert!(
        seen.contains("12/12"),
        "Harvey, an investigator, shows his:\n{seen}"
    );
    // What lies beyond Harvey's sight is not drawn for the players.
    assert!(!seen.contains("Traffic jam"), "{seen}");

    keeper.keys(&["u"]);
    keeper.wait_for("the cut undone", |s| round(s).is_none());
    players.wait_for("the undo on the players' screen", |s| round(s).is_none());
    keeper.keys(&["C-r"]);
    players.wait_for("the redo on the players' screen", |s| round(s) == Some(1));

    // The follower changes nothing: a key that would act only says so.
    players.keys(&["n"]);
    players.wait_for("the refusal", |s| s.contains("changes nothing"));
    let journal = std::fs::read_dir(data.path().join("journals"))
        .expect("the journals")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .find(|path| path.extension().is_some_and(|ext| ext == "journal"))
        .expect("the keeper's journal");
    let records = std::fs::read_to_string(journal).expect("the keeper's journal");
    assert_eq!(
        records.lines().count(),
        4,
        "header, cut, undo, redo:\n{records}"
    );
    quit(&players);
    assert_restored(&players, Some(0));
    quit(&keeper);
    assert_restored(&keeper, Some(0));
}

/// The players' screen of the bug report: the car chase with the investigators marked, the keeper
/// pressing `s R c Enter n n A 3 R` in one pane and `chasetrack follow` in the other, read at
/// 120x40 and 80x24. The players read that the cult rider fails, is hurt and his motorcycle
/// battered, never his Drive Auto, his hit points, its build or the roadblock beyond the drivers'
/// sight.
#[test]
fn the_players_pane_keeps_the_keepers_secrets_of_the_car_chase() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");
    // The shipped car chase marks Harvey, Amy and Bob as investigators.
    let text = std::fs::read_to_string(Path::new(ROOT).join("assets/car-chase.ron"))
        .expect("the car chase");
    assert_eq!(text.matches("investigator: true").count(), 3, "{text}");
    let setup = data.path().join("car-chase.ron");
    std::fs::write(&setup, text).expect("the marked setup");
    let setup = setup.display().to_string();
    let players = tmux.run("players", data.path(), &["follow", &setup]);
    players.wait_for("the follower waiting", |s| {
        s.contains("Waiting for the keeper")
    });
    let keeper = tmux.run("keeper", data.path(), &[&setup]);
    keeper.wait_for("the keeper's screen", |s| s.contains("Harvey"));
    for key in ["s", "R", "c", "Enter", "n", "n", "A", "3", "R"] {
        keeper.keys(&[key]);
        std::thread::sleep(Duration::from_millis(150));
    }
    tmux.tmux(&["resize-window", "-t", "players:", "-x", "120", "-y", "40"]);
    let big = players.wait_for("the cult rider's fall at 120x40", |s| {
        s.contains("Cult rider is hurt.")
    });
    assert!(
        big.contains("Cult rider fails to get past Students crossing."),
        "{big}"
    );
    assert!(big.contains("is battered."), "{big}");
    tmux.tmux(&["resize-window", "-t", "players:", "-x", "80", "-y", "24"]);
    let small = players.wait_for("the players' screen at 80x24", |s| {
        // The narrow header names the system short.
        s.lines().count() <= 24 && s.contains("players' view") && s.contains("CoC 7e")
    });
    for screen in [&big, &small] {
        for secret in [
            "Drive Auto 45",
            "9/11",
            "2/3",
            "Police roadblock",
            "Aylesbury Pike",
        ] {
            assert!(
                !screen.contains(secret),
                "'{secret}' on the players' screen:\n{screen}"
            );
        }
    }
    let keepers = keeper.capture();
    assert!(keepers.contains("Cult rider"), "{keepers}");
    quit(&players);
    assert_restored(&players, Some(0));
    quit(&keeper);
    assert_restored(&keeper, Some(0));
}

/// Two chasetracks on one setup would interleave their commands in its journal: the second is
/// refused, told which process holds the journal, and the first one's journal is left as it was
/// (not renamed, even by `--fresh`).
#[test]
fn a_second_chasetrack_on_the_same_chase_is_refused() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");
    let first = tmux.run("first", data.path(), &[SETUP]);
    first.wait_for("the chase screen", |s| s.contains("Harvey"));
    cut_to_the_chase(&first);
    first.wait_for("round 1", |s| round(s) == Some(1));
    let holder = first.chasetrack_pid();
    let second = tmux.run("second", data.path(), &[SETUP, "--fresh"]);
    let said = second.wait_for("the refusal", |s| exited(s).is_some());
    assert_eq!(exited(&said), Some(2), "{said}");
    let said = said.replace('\n', "");
    assert!(
        said.contains(&format!("is open in another chasetrack (process {holder})")),
        "{said}"
    );
    // The journals, not the lock beside them.
    let files: Vec<_> = std::fs::read_dir(data.path().join("journals"))
        .expect("the journals")
        .filter(|entry| {
            entry
                .as_ref()
                .is_ok_and(|e| !e.file_name().to_string_lossy().ends_with(".journal.lock"))
        })
        .collect();
    assert_eq!(
        files.len(),
        1,
        "no backup was made under the first: {files:?}"
    );
    quit(&first);
    assert_restored(&first, Some(0));
}

/// A journal changed after it was written is not started over silently: the keeper is told which
/// line is damaged, resumes the chase up to the line before, and the damaged file is kept.
#[test]
fn a_damaged_journal_is_offered_up_to_its_last_good_line_and_kept() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");
    let first = tmux.run("first", data.path(), &[SETUP]);
    first.wait_for("the chase screen", |s| s.contains("Harvey"));
    cut_to_the_chase(&first);
    first.wait_for("round 1", |s| round(s) == Some(1));
    first.keys(&["f"]);
    first.wait_for("Harvey on the Gate", |s| harvey_at(s) == Some(4));
    quit(&first);
    assert_restored(&first, Some(0));

    // Harvey's move becomes the farmer's: still valid JSON, but not what was written.
    let journal = journal_in(data.path());
    let text = std::fs::read_to_string(&journal).expect("the journal");
    let damaged = text.replacen("\"who\":\"Harvey\"", "\"who\":\"Farmer\"", 1);
    assert_ne!(damaged, text);
    std::fs::write(&journal, &damaged).expect("damage the journal");

    let second = tmux.run("second", data.path(), &[SETUP]);
    let offer = second.wait_for("the offer", |s| s.contains("Its journal is damaged"));
    assert!(offer.contains(".journal:3: this line was"), "{offer}");
    second.keys(&["r"]);
    let screen = second.wait_for("the chase up to the damage", |s| round(s) == Some(1));
    assert_eq!(
        harvey_at(&screen),
        Some(3),
        "the move on line 3 is not replayed:\n{screen}"
    );
    quit(&second);
    assert_restored(&second, Some(0));
    // The damaged journal is kept beside it, as a chase of its own.
    let kept: Vec<String> = std::fs::read_dir(journal.parent().expect("its folder"))
        .expect("the journals")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| *path != journal && path.extension().is_some_and(|x| x == "journal"))
        .map(|path| std::fs::read_to_string(path).expect("a kept journal"))
        .collect();
    assert_eq!(kept, vec![damaged], "the damaged journal is kept");
}

/// Damage in line 2 or in the header is offered as damage, with its line, before any
/// start-over (it was set aside with only "A new chase" said); `n` then starts over and keeps
/// the damaged journal.
#[test]
fn damage_in_the_header_or_line_2_is_offered_as_damage_with_its_line() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    for (line, what) in [(2, "\"Coc7\":{\""), (1, "\"name\":\"")] {
        let data = tempfile::tempdir().expect("a temporary data directory");
        let first = tmux.run(&format!("first{line}"), data.path(), &[SETUP]);
        first.wait_for("the chase screen", |s| s.contains("Harvey"));
        cut_to_the_chase(&first);
        first.wait_for("round 1", |s| round(s) == Some(1));
        first.keys(&["f"]);
        first.wait_for("Harvey on the Gate", |s| harvey_at(s) == Some(4));
        quit(&first);
        assert_restored(&first, Some(0));

        // One byte of the line changed, its length kept.
        let journal = journal_in(data.path());
        let text = std::fs::read_to_string(&journal).expect("the journal");
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        let at = lines[line - 1].find(what).expect("the field") + what.len();
        let mut bytes = std::mem::take(&mut lines[line - 1]).into_bytes();
        bytes[at] ^= 1;
        lines[line - 1] = String::from_utf8(bytes).expect("still text");
        let damaged = lines.join("\n") + "\n";
        std::fs::write(&journal, &damaged).expect("damage the journal");

        let second = tmux.run(&format!("second{line}"), data.path(), &[SETUP]);
        let offer = second.wait_for("the offer", |s| s.contains("Its journal is damaged"));
        assert!(
            offer.contains(&format!(".journal:{line}: ")),
            "line {line}:\n{offer}"
        );
        second.keys(&["n"]);
        second.wait_for("a new chase", |s| s.contains("A new chase"));
        quit(&second);
        assert_restored(&second, Some(0));
        let kept: Vec<String> = std::fs::read_dir(journal.parent().expect("its folder"))
            .expect("the journals")
            .map(|entry| entry.expect("an entry").path())
            .filter(|path| *path != journal && path.extension().is_some_and(|x| x == "journal"))
            .map(|path| std::fs::read_to_string(path).expect("a kept journal"))
            .collect();
        assert_eq!(kept, vec![damaged], "the damaged journal is kept");
    }
}

#[test]
fn sigterm_sighup_sigint_and_sigquit_restore_the_terminal_and_exit_128_plus_n() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    // A program ended by a signal exits with 128 + its number; SIGQUIT too leaves the terminal
    // as it found it.
    for (signal, status) in [("TERM", 143), ("HUP", 129), ("INT", 130), ("QUIT", 131)] {
        let data = tempfile::tempdir().expect("a temporary data directory");
        let pane = tmux.run(&format!("sig{signal}"), data.path(), &[SETUP]);
        pane.wait_for("the chase screen", |s| s.contains("Harvey"));
        assert!(
            pane.alternate_screen(),
            "chasetrack draws on the alternate screen"
        );
        cut_to_the_chase(&pane);
        pane.wait_for("round 1", |s| round(s) == Some(1));
        pane.kill(signal);
        assert_restored(&pane, Some(status));
        // The cut was on disk before the signal: the journal holds it.
        let records = std::fs::read_to_string(journal_in(data.path())).expect("the journal");
        assert!(records.contains("CutToChase"), "SIG{signal}:\n{records}");
    }
}

#[test]
fn closing_the_terminal_window_ends_chasetrack_and_keeps_the_chase() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");
    let pane = tmux.run("closed", data.path(), &[SETUP]);
    pane.wait_for("the chase screen", |s| s.contains("Harvey"));
    cut_to_the_chase(&pane);
    pane.wait_for("round 1", |s| round(s) == Some(1));
    let pid = pane.chasetrack_pid();
    // The window closes: the terminal is gone and chasetrack gets SIGHUP. It must not linger
    // (crossterm alone would spin on the dead terminal forever).
    pane.close();
    let deadline = Instant::now() + WAIT;
    while is_running(pid) {
        assert!(
            Instant::now() < deadline,
            "chasetrack (pid {pid}) still runs {WAIT:?} after its terminal closed"
        );
        std::thread::sleep(POLL);
    }
    let records = std::fs::read_to_string(journal_in(data.path())).expect("the journal");
    assert!(records.contains("CutToChase"), "{records}");
}

/// "They run!": `chasetrack new` asks line by line (Enter takes each default), writes the setup
/// into the data directory and opens the screen on it; the first move survives `kill -9`, and
/// opening the written setup again offers the chase where it was.
#[test]
fn an_improvised_chase_is_made_played_killed_and_resumed() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().expect("a temporary data directory");
    let pane = tmux.run("improvised", data.path(), &["new", "--seed", "3"]);
    pane.wait_for("the system question", |s| s.contains("System"));
    for line in ["", "", "Amy q inv", "Bob q inv", "Cultist p x2", ""] {
        if !line.is_empty() {
            pane.keys(&["-l", line]);
        }
        pane.keys(&["Enter"]);
    }
    pane.wait_for("the improvised chase's screen", |s| {
        s.contains("Improvised chase") && s.contains("Cultist 2")
    });
    // Every speed roll by the tool, then the cut and Amy's first move.
    for _ in 0..4 {
        pane.keys(&["s"]);
        pane.wait_for("the dice prompt", |s| s.contains("roll for me"));
        pane.keys(&["r"]);
        pane.wait_for("the roll made", |s| !s.contains("roll for me"));
    }
    cut_to_the_chase(&pane);
    pane.wait_for("round 1", |s| round(s) == Some(1));
    pane.keys(&["f"]);
    let moved = pane.wait_for("Amy's move", |s| s.contains("Amy moves to"));
    let line = moved
        .lines()
        .find(|l| l.contains("Amy moves to"))
        .map(|l| {
            l.trim_matches(|c: char| c == '│' || c == '•' || c.is_whitespace())
                .to_string()
        })
        .unwrap_or_default();
    pane.kill("KILL");
    pane.wait_for("the wrapper after chasetrack", |s| exited(s).is_some());

    let folder = data.path().join("improvised");
    let setups: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .collect();
    let [setup] = setups.as_slice() else {
        panic!("one setup written: {setups:?}");
    };
    let setup = setup.display().to_string();
    let again = tmux.run("again", data.path(), &[&setup]);
    again.wait_for("the offer to resume", |s| s.contains("Unfinished chase"));
    again.keys(&["r"]);
    again.wait_for(&format!("the move again: {line}"), |s| s.contains(&line));
    quit(&again);
    assert_restored(&again, Some(0));
}

/// Whether a process is alive (a zombie waiting for its parent counts as ended).
fn is_running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rfind(')')
            .and_then(|close| stat[close + 1..].split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

#[test]
fn a_termination_signal_sets_the_stop_flag_instead_of_killing() {
    use chasetrack::tui::terminal;
    terminal::watch_signals().expect("watch signals");
    assert!(!terminal::should_stop());
    signal_hook::low_level::raise(signal_hook::consts::SIGTERM).expect("raise SIGTERM");
    let deadline = Instant::now() + WAIT;
    while !terminal::should_stop() && Instant::now() < deadline {
        std::thread::sleep(POLL);
    }
    assert!(terminal::should_stop(), "the loop is told to stop");
    assert_eq!(terminal::stop_signal(), Some(signal_hook::consts::SIGTERM));
}

// ---------------------------------------------------------------------------------------------
// Reading the screen.

/// What must be the same after a resume: the header (round, whose turn, movement actions), the
/// track as drawn (positions, obstacles, owed actions) and the turn order panel (DEX, MOV, moves
/// left, HP, status). The selection marker `›` is screen state, not the chase, and is left out.
#[derive(Debug, PartialEq, Eq)]
struct Facts {
    header: String,
    track: Vec<String>,
    queue: Vec<String>,
}

impl Facts {
    fn read(screen: &str) -> Facts {
        let unselected = |lines: Vec<String>| -> Vec<String> {
            lines.into_iter().map(|l| l.replace('›', " ")).collect()
        };
        Facts {
            header: screen
                .lines()
                .next()
                .unwrap_or_default()
                .trim_end()
                .to_string(),
            track: panel(screen, "Track"),
            queue: unselected(panel(screen, "Turn order")),
        }
    }
}

/// The lines of the bordered panel titled `title`, from its top border to its bottom one.
fn panel(screen: &str, title: &str) -> Vec<String> {
    let top = format!("┌ {title}");
    let lines: Vec<&str> = screen.lines().collect();
    let Some(first) = lines.iter().position(|l| l.trim_start().starts_with(&top)) else {
        return Vec::new();
    };
    let last = lines[first + 1..]
        .iter()
        .position(|l| l.trim_start().starts_with('└'))
        .map_or(lines.len() - 1, |i| first + 1 + i);
    lines[first..=last]
        .iter()
        .map(|l| l.trim_end().to_string())
        .collect()
}

/// The round in the header ("Round 2").
fn round(screen: &str) -> Option<u32> {
    let header = screen.lines().next()?;
    let rest = &header[header.find("Round ")? + "Round ".len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn harvey_at(screen: &str) -> Option<i32> {
    location_of(screen, "◆Harvey")
}

/// The location a marker ("◆Harvey", "▶Farmer") stands at on the track: markers are stacked
/// under their location's dot, and the location's number is written above the dot.
fn location_of(screen: &str, marker: &str) -> Option<i32> {
    let track = panel(screen, "Track");
    // The title border, then the numbers, the dots, the names, then the markers.
    let numbers: Vec<char> = track.get(1)?.chars().collect();
    let column = track.iter().skip(4).find_map(|line| {
        let at = line.find(marker)?;
        Some(line[..at].chars().count())
    })?;
    let number: String = numbers
        .get(column..)?
        .iter()
        .enumerate()
        .take_while(|(i, c)| c.is_ascii_digit() || (*i == 0 && **c == '-'))
        .map(|(_, c)| *c)
        .collect();
    number.parse().ok()
}

// ---------------------------------------------------------------------------------------------
// Driving the screen.

fn cut_to_the_chase(pane: &Pane) {
    pane.keys(&["c"]);
    // The cut asks how far ahead the quarry starts: take the first choice, the usual 2.
    let screen = pane.wait_for("the cut", |s| {
        round(s) == Some(1) || s.contains("Cut to the chase")
    });
    if round(&screen) != Some(1) {
        pane.keys(&["Enter"]);
    }
}

/// The one journal chasetrack wrote under the data directory.
fn journal_in(data: &Path) -> PathBuf {
    let dir = data.join("journals");
    let journals: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .collect();
    match journals.as_slice() {
        [one] => {
            let name = one.file_name().map(|n| n.to_string_lossy().into_owned());
            assert!(
                name.as_deref()
                    .is_some_and(|n| n.starts_with("harvey-farm-")),
                "named after the setup: {name:?}"
            );
            one.clone()
        }
        other => panic!("expected one journal in {}, found {other:?}", dir.display()),
    }
}
