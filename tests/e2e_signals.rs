//! The real binary in tmux, started from an interactive shell with job control, as a keeper runs
//! it: Ctrl-Z (and `kill -TSTP`) suspends with the terminal given back to the shell, `fg` brings
//! the screen back redrawn and in raw mode; a file size limit met while writing the journal
//! (SIGXFSZ) ends chasetrack with the terminal restored and every whole line of the journal kept;
//! `chasetrack follow` names the chase it reads while its journal is replaced, deleted and
//! re-created under it; and a journal with a line written twice is offered up to that line.
//!
//! Each test runs its own tmux server (`-L`), killed when the test ends.

use crate::bounded;
use chasetrack::autosave::Autosave;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(20);
const POLL: Duration = Duration::from_millis(50);
const BIN: &str = env!("CARGO_BIN_EXE_chasetrack");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const SETUP: &str = "assets/harvey-farm.ron";

/// Prints how chasetrack ended and the terminal's modes, without the words being on the command
/// line the shell echoes.
const REPORT: &str = r#"[ "$1" = tty ] || printf '\n[chasetrack %s: %s]\n' exited "$1"
modes=$(stty -a | tr ' ;' '\n\n' | grep -x -e '-\{0,1\}icanon' -e '-\{0,1\}echo' | tr '\n' ' ')
printf '[%s: %s]\n' tty "$modes"
"#;

#[test]
fn ctrl_z_suspends_cleanly_and_fg_comes_back_raw_and_redrawn() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let data = tempfile::tempdir().expect("a data directory");
    let pane = tmux.shell("tstp", data.path());
    // Alone on its line: a list of commands whose first is stopped is not carried on by `fg`.
    pane.line(&format!("{BIN} {SETUP}"));
    pane.wait_for("the chase screen", |s| {
        s.contains("Harvey") && s.contains("Farmer")
    });
    pane.keys(&["c"]);
    let screen = pane.wait_for("the cut", |s| round(s) == Some(1) || s.contains("Cut to"));
    if round(&screen) != Some(1) {
        pane.keys(&["Enter"]);
    }
    pane.wait_for("round 1", |s| round(s) == Some(1));

    // Ctrl-Z from the keyboard, then a stop sent from outside: each time the shell gets its
    // terminal back, and fg brings the screen back.
    for how in ["Ctrl-Z", "kill -TSTP"] {
        match how {
            "Ctrl-Z" => pane.keys(&["C-z"]),
            _ => pane.signal("TSTP"),
        }
        pane.wait_for("the shell", |s| s.contains("Stopped"));
        assert!(!pane.alternate_screen(), "{how}: the normal screen is back");
        pane.line("clear");
        pane.line(&format!("sh {} tty", tmux.report()));
        let modes = pane.wait_for("the modes", |s| s.contains("[tty: "));
        assert!(
            modes.contains("[tty: icanon echo ]"),
            "{how}: line mode while suspended:\n{modes}"
        );
        pane.line("clear");
        pane.line("fg");
        // Redrawn whole: the header, the track and the participants (a frame can be caught
        // half drawn, so wait for all of it).
        let back = pane.wait_for("the screen back", |s| {
            round(s) == Some(1) && s.contains("Farmer") && s.contains("Log")
        });
        assert!(pane.alternate_screen(), "{how}: the alternate screen again");
        assert!(
            back.contains("Harvey") && back.contains("Farmer"),
            "redrawn:\n{back}"
        );
        // Raw mode: one key acts without Enter (a move, told in the log).
        let moves = back.matches("moves to").count();
        pane.keys(&["f"]);
        pane.wait_for("a move, one key", |s| s.matches("moves to").count() > moves);
    }
    pane.keys(&["q"]);
    pane.wait_for("quit", |s| !pane.alternate_screen() || s.contains("Quit"));
    if pane.alternate_screen() {
        pane.keys(&["y"]);
    }
    pane.wait_for("the shell", |_| !pane.alternate_screen());
    pane.line(&format!("sh {} $?", tmux.report()));
    let end = pane.wait_for("the end", |s| s.contains("[tty: "));
    assert!(end.contains("[chasetrack exited: 0]"), "{end}");
    assert!(end.contains("[tty: icanon echo ]"), "{end}");
}

#[test]
fn a_file_size_limit_ends_with_the_terminal_restored_and_whole_lines_kept() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let data = tempfile::tempdir().expect("a data directory");
    let pane = tmux.shell("xfsz", data.path());
    // 1 KiB: the header and a few commands fit, then a write meets the limit.
    pane.line(&format!(
        "(ulimit -f 1; exec {BIN} {SETUP}); sh {} $?",
        tmux.report()
    ));
    pane.wait_for("the chase screen", |s| {
        s.contains("Harvey") && s.contains("Farmer")
    });
    pane.keys(&["c"]);
    let deadline = Instant::now() + WAIT;
    let end = loop {
        let screen = pane.capture();
        if screen.contains("[tty: ") {
            break screen;
        }
        assert!(Instant::now() < deadline, "no end:\n{screen}");
        // Moves, ends of turn, the cut's question and any roll (`r`; Enter on an empty roll
        // line rolls nothing): each saved until the limit.
        pane.keys(&["Enter", "r", "f", "n"]);
        std::thread::sleep(Duration::from_millis(150));
    };
    assert!(
        end.contains("[chasetrack exited: 153]"),
        "128 + SIGXFSZ:\n{end}"
    );
    assert!(end.contains("[tty: icanon echo ]"), "{end}");
    assert!(!pane.alternate_screen(), "{end}");
    let journal = journal_in(data.path());
    let text = std::fs::read_to_string(&journal).expect("the journal");
    assert!(text.ends_with('\n'), "no torn line is left:\n{text}");
    assert!(text.len() <= 1024, "{}", text.len());
    assert!(text.lines().count() > 2, "commands were saved:\n{text}");
    let export = bounded::output(
        Command::new(BIN)
            .current_dir(ROOT)
            .arg("export")
            .arg(&journal),
        WAIT,
    );
    assert!(
        export.status.success(),
        "every line reads: {}",
        String::from_utf8_lossy(&export.stderr)
    );
}

#[test]
fn follow_names_the_chase_it_reads_through_replace_delete_and_re_create() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let data = tempfile::tempdir().expect("a data directory");
    let journals = data.path().join("journals");
    // Journals of three chases, as a launch starts them (the header alone).
    let mut made = Vec::new();
    for setup in [
        "assets/savage-rooftops.ron",
        "assets/gurps-traffic.ron",
        "assets/harvey-farm.ron",
    ] {
        let file = Path::new(ROOT).join(setup);
        let loaded = chasetrack::setup::load(&file).expect("a shipped setup");
        let journal = Autosave::path_in(Some(data.path()), Some(&file), &loaded);
        drop(Autosave::create(&journal, &loaded, Some(&file)).expect("a journal"));
        made.push(journal);
    }
    let followed = journals.join("followed.journal");
    std::fs::copy(&made[0], &followed).expect("copy");
    let pane = tmux.shell("follow", data.path());
    pane.line(&format!("{BIN} follow {}", followed.display()));
    pane.wait_for("the savage chase", |s| {
        first_line(s).contains("Rooftops in the rain")
    });

    std::fs::rename(&made[1], &followed).expect("mv");
    let screen = pane.wait_for("the GURPS chase", |s| first_line(s).contains("Rush hour"));
    assert!(!first_line(&screen).contains("Savage"), "{screen}");

    std::fs::remove_file(&followed).expect("rm");
    let screen = pane.wait_for("the word it is gone", |s| s.contains("is gone"));
    assert!(first_line(&screen).contains("Rush hour"), "{screen}");

    std::fs::copy(&made[2], &followed).expect("re-create");
    pane.wait_for("the farm chase", |s| {
        first_line(s).contains("Harvey and the farmer")
    });
    pane.keys(&["q"]);
    pane.wait_for("the question", |s| s.contains("Quit chasetrack?"));
    pane.keys(&["y"]);
    pane.wait_for("the shell", |_| !pane.alternate_screen());
}

/// The issue's example: the journal with its last move written twice used to replay a different
/// chase. Now the launch names the line and offers the chase up to it; `r` resumes that, and the
/// damaged journal is kept beside it as a chase of its own.
#[test]
fn a_line_written_twice_is_named_and_the_chase_up_to_it_offered() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let data = tempfile::tempdir().expect("a data directory");
    let pane = tmux.shell("twice", data.path());
    pane.line(&format!("{BIN} {SETUP}"));
    pane.wait_for("the chase screen", |s| {
        s.contains("Harvey") && s.contains("Farmer")
    });
    pane.keys(&["c"]);
    let screen = pane.wait_for("the cut", |s| round(s) == Some(1) || s.contains("Cut to"));
    if round(&screen) != Some(1) {
        pane.keys(&["Enter"]);
    }
    pane.wait_for("round 1", |s| round(s) == Some(1));
    pane.keys(&["f"]);
    pane.wait_for("the move", |s| s.contains("Harvey moves to"));
    pane.keys(&["q"]);
    pane.wait_for("the question", |s| {
        s.contains("Quit chasetrack?") || !pane.alternate_screen()
    });
    if pane.alternate_screen() {
        pane.keys(&["y"]);
    }
    pane.wait_for("the shell", |_| !pane.alternate_screen());

    let journal = journal_in(data.path());
    let text = std::fs::read_to_string(&journal).expect("the journal");
    let last = text.lines().last().expect("the move").to_string();
    assert!(last.contains("\"Move\""), "{text}");
    let twice = format!("{text}{last}\n");
    std::fs::write(&journal, &twice).expect("the move written twice");
    let export = bounded::output(Command::new(BIN).arg("export").arg(&journal), WAIT);
    assert_eq!(export.status.code(), Some(2), "the export refuses it");

    pane.line("clear");
    pane.line(&format!("{BIN} {SETUP}"));
    let offer = pane.wait_for("the offer", |s| s.contains("Its journal is damaged"));
    // The message is wrapped in the box: its two halves.
    assert!(offer.contains(".journal:4: this line was"), "{offer}");
    assert!(offer.contains("written as line 3"), "{offer}");
    pane.keys(&["r"]);
    let screen = pane.wait_for("the chase up to the damage", |s| {
        round(s) == Some(1) && s.contains("Log") && s.contains("Harvey moves to")
    });
    assert_eq!(screen.matches("Harvey moves to").count(), 1, "{screen}");
    pane.keys(&["q"]);
    pane.wait_for("the question", |s| {
        s.contains("Quit chasetrack?") || !pane.alternate_screen()
    });
    if pane.alternate_screen() {
        pane.keys(&["y"]);
    }
    pane.wait_for("the shell", |_| !pane.alternate_screen());
    let kept: Vec<String> = std::fs::read_dir(data.path().join("journals"))
        .expect("the journals")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| *p != journal && p.extension().is_some_and(|x| x == "journal"))
        .map(|p| std::fs::read_to_string(p).expect("a kept journal"))
        .collect();
    assert_eq!(kept, vec![twice], "the damaged journal is kept as it was");
}

fn first_line(screen: &str) -> &str {
    screen.lines().next().unwrap_or_default()
}

/// The round in the header ("Round 2"), on the screen's first line.
fn round(screen: &str) -> Option<u32> {
    let header = screen.lines().next()?;
    let rest = &header[header.find("Round ")? + "Round ".len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn journal_in(data: &Path) -> PathBuf {
    let dir = data.join("journals");
    let found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the journals")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .collect();
    assert_eq!(found.len(), 1, "{found:?}");
    found[0].clone()
}

struct Tmux {
    socket: String,
    scripts: tempfile::TempDir,
}

impl Tmux {
    fn start() -> Option<Tmux> {
        let there = bounded::try_output(Command::new("tmux").arg("-V"), WAIT)
            .is_ok_and(|o| o.status.success());
        let bash = bounded::try_output(Command::new("bash").arg("--version"), WAIT)
            .is_ok_and(|o| o.status.success());
        if !there || !bash {
            assert!(
                std::env::var_os("CI").is_none(),
                "tmux and bash are needed in CI"
            );
            return None;
        }
        static SERVERS: AtomicU32 = AtomicU32::new(0);
        let socket = format!(
            "chasetrack-signals-{}-{}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::SeqCst)
        );
        let scripts = tempfile::tempdir().expect("a folder for the report script");
        std::fs::write(scripts.path().join("report.sh"), REPORT).expect("the report script");
        Some(Tmux { socket, scripts })
    }

    fn report(&self) -> String {
        self.scripts.path().join("report.sh").display().to_string()
    }

    fn tmux(&self, args: &[&str]) -> Output {
        bounded::output(
            Command::new("tmux")
                .args(["-L", &self.socket, "-f", "/dev/null"])
                .args(args)
                .env_remove("TMUX"),
            WAIT,
        )
    }

    /// An interactive bash (job control on) in the repository, journals going to `data`.
    fn shell(&self, session: &str, data: &Path) -> Pane<'_> {
        let data_dir = format!("CHASETRACK_DATA_DIR={}", data.display());
        let out = self.tmux(&[
            "new-session",
            "-d",
            "-x",
            "100",
            "-y",
            "30",
            "-s",
            session,
            "-c",
            ROOT,
            "env",
            &data_dir,
            "PS1=$ ",
            "bash",
            "--norc",
            "--noprofile",
            "-i",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        Pane {
            tmux: self,
            target: format!("{session}:"),
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]);
    }
}

struct Pane<'a> {
    tmux: &'a Tmux,
    target: String,
}

impl Pane<'_> {
    fn capture(&self) -> String {
        let out = self.tmux.tmux(&["capture-pane", "-p", "-t", &self.target]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn wait_for(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let screen = self.capture();
            if done(&screen) {
                return screen;
            }
            assert!(Instant::now() < deadline, "waited for {what}:\n{screen}");
            std::thread::sleep(POLL);
        }
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.target];
        args.extend(keys);
        assert!(self.tmux.tmux(&args).status.success());
    }

    /// Types a command line and Enter.
    fn line(&self, text: &str) {
        self.keys(&["-l", text]);
        self.keys(&["Enter"]);
    }

    fn alternate_screen(&self) -> bool {
        let out = self.tmux.tmux(&[
            "display-message",
            "-p",
            "-t",
            &self.target,
            "#{alternate_on}",
        ]);
        String::from_utf8_lossy(&out.stdout).trim() == "1"
    }

    /// Sends a signal to the chasetrack under this pane's shell.
    fn signal(&self, name: &str) {
        let out = self
            .tmux
            .tmux(&["list-panes", "-t", &self.target, "-F", "#{pane_pid}"]);
        let shell = String::from_utf8_lossy(&out.stdout).trim().to_string();
        let children = std::fs::read_to_string(format!("/proc/{shell}/task/{shell}/children"))
            .expect("the shell's children");
        let pid = children.split_whitespace().next().expect("chasetrack runs");
        let killed = bounded::output(
            Command::new("sh").args(["-c", "kill -s \"$0\" \"$1\"", name, pid]),
            WAIT,
        );
        assert!(killed.status.success());
    }
}
