//! The configuration file through the real binary: `chasetrack config` prints a default that,
//! used as the configuration, changes nothing on the screen; a remap changes the key, the help,
//! the hint bar and the messages that name it; a collision, an unknown action and a syntax error
//! are refused with line and column before anything opens or is written; `NO_COLOR` beats the
//! theme. The screen is read in tmux (skipped with a note where tmux is missing, outside CI).
#![cfg(target_os = "linux")]

use std::path::Path;
use std::process::Command as Process;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use crate::{config_common, tmux_common};
use config_common::chasetrack;

const BIN: &str = env!("CARGO_BIN_EXE_chasetrack");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const SETUP: &str = "assets/harvey-farm.ron";

fn default_config(home: &Path) -> String {
    let out = chasetrack(home).arg("config").output().expect("run config");
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn the_printed_default_checks_and_names_every_part() {
    let home = tempfile::tempdir().unwrap();
    let text = default_config(home.path());
    for part in [
        "\"coc7\": {",
        "\"track\": {",
        "\"clocks\": {",
        "\"gurps\": {",
        "\"savage\": {",
        "\"chase\": {",
        "\"dice\": {",
        "\"undo\": [\"u\"], // undo the last command",
        "\"redo\": [\"Ctrl-r\"]",
        "pursuer: \"LightRed\"",
        "dice: Type",
        "odds_runs: 2000",
        "odds_open: false",
        "data_dir: None",
        "listen: None",
    ] {
        assert!(text.contains(part), "{part} missing from:\n{text}");
    }
    let file = home.path().join("default.ron");
    std::fs::write(&file, &text).unwrap();
    let out = chasetrack(home.path())
        .args(["config", "--check"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("a good configuration"));
}

#[test]
fn path_names_the_variable_or_the_platform_directory() {
    let home = tempfile::tempdir().unwrap();
    let out = chasetrack(home.path())
        .args(["config", "--path"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("config-home/chasetrack/config.ron"), "{text}");
    assert!(text.contains("not there"), "{text}");
    let out = chasetrack(home.path())
        .env("CHASETRACK_CONFIG", "/somewhere/keeper.ron")
        .args(["config", "--path"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("/somewhere/keeper.ron (from CHASETRACK_CONFIG)"),
        "{text}"
    );
    // A file the variable names must be there (said when the screen would open, in a terminal
    // of its own).
    let Some(tmux) = tmux_common::Tmux::start_server() else {
        return;
    };
    let end = tmux.launch(
        &home.path().join("data"),
        &["env", "CHASETRACK_CONFIG=/somewhere/keeper.ron", BIN, SETUP],
    );
    assert_eq!(tmux_common::exited(&end), Some(2), "{end}");
    assert!(end.contains("CHASETRACK_CONFIG names no file"), "{end}");
}

/// `-c/--config FILE` names the configuration before or after a subcommand and wins over
/// `CHASETRACK_CONFIG`; a file it names that is missing or bad is named, with exit 2.
#[test]
fn the_config_option_names_the_file_and_wins_over_the_variable() {
    let home = tempfile::tempdir().unwrap();
    let good = home.path().join("keeper.ron");
    std::fs::write(&good, "(keys: {\"chase\": {\"help\": [\"F1\"]}})").unwrap();
    let bad = home.path().join("bad.ron");
    std::fs::write(&bad, "(theme: (pursuer: \"infrared\"))").unwrap();
    let missing = home.path().join("missing.ron");
    for args in [
        vec![
            "-c".as_ref(),
            good.as_os_str(),
            "config".as_ref(),
            "--path".as_ref(),
        ],
        vec![
            "config".as_ref(),
            "--path".as_ref(),
            "--config".as_ref(),
            good.as_os_str(),
        ],
    ] {
        let out = chasetrack(home.path())
            .env("CHASETRACK_CONFIG", &bad)
            .args(&args)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        assert_eq!(text, format!("{} (from --config)\n", good.display()));
    }
    // What is in force is the option's file, not the variable's.
    let out = chasetrack(home.path())
        .env("CHASETRACK_CONFIG", &bad)
        .args([
            "--config".as_ref(),
            good.as_os_str(),
            "config".as_ref(),
            "--merged".as_ref(),
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(text.contains("(from --config)"), "{text}");
    assert!(
        text.contains("\"help\": [\"F1\"], // this help (changed; built in: [\"?\"])"),
        "{text}"
    );
    let out = chasetrack(home.path())
        .env("CHASETRACK_CONFIG", &bad)
        .args(["-c".as_ref(), good.as_os_str(), "list".as_ref()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // A missing file and a bad one, named with what to do; nothing is listed.
    let out = chasetrack(home.path())
        .args(["-c".as_ref(), missing.as_os_str(), "list".as_ref()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty(), "{out:?}");
    assert_eq!(
        err,
        format!(
            "{0}: --config names no file there; create it (`chasetrack config > {0}`) or give \
             --config a file that is there\n",
            missing.display()
        )
    );
    let out = chasetrack(home.path())
        .args(["list".as_ref(), "--config".as_ref(), bad.as_os_str()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.starts_with(&format!(
            "{}:1:19: theme.pursuer: 'infrared' is not a colour",
            bad.display()
        )),
        "{err}"
    );
    // The help says so.
    let out = chasetrack(home.path()).arg("--help").output().unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("-c, --config <FILE>"), "{help}");
    assert!(help.contains("CHASETRACK_CONFIG"), "{help}");
}

/// The screen's arguments before a subcommand are a usage error, not a setup named `list`.
#[test]
fn a_setup_before_a_subcommand_is_a_usage_error() {
    let home = tempfile::tempdir().unwrap();
    let out = chasetrack(home.path())
        .args([SETUP, "list"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains(
            "a setup, --resume or --fresh opens the screen and cannot come before a subcommand"
        ),
        "{err}"
    );
}

/// Each bad configuration, the line:column and the words it must be refused with.
const BAD: &[(&str, &str, &str)] = &[
    // A collision: undo moved onto Call of Cthulhu's `f` (move forward).
    (
        "(\n    keys: {\n        \"chase\": {\n            \"undo\": [\"f\"],\n        },\n    },\n)\n",
        ":4:22: keys.chase: 'f' would do two things on the Call of Cthulhu 7e chase screen: undo \
         and move",
        "give one of them another key",
    ),
    // Two shell keys on one key in one mode.
    (
        "(keys: {\"dice\": {\"cancel\": [\"R\"]}})",
        ":1:29: keys.dice: 'R' would do two things in rolls",
        "another key",
    ),
    // An unknown action, a near miss.
    (
        "(\n  keys: {\"chase\": {\"udno\": [\"u\"]}},\n)",
        ":2:20: keys.chase: 'udno' is not an action of chase; did you mean 'undo'?",
        "`chasetrack config` lists each",
    ),
    // An unknown part of the screen.
    (
        "(keys: {\"coc8\": {}})",
        ":1:9: keys: 'coc8' is not a part of the screen with keys",
        "coc7, track, clocks, gurps, savage, chase",
    ),
    // A key that cannot be typed (Alt- can; Meta- still cannot).
    (
        "(keys: {\"chase\": {\"redo\": [\"Meta-r\"]}})",
        ":1:28: keys.chase: 'Meta-r' cannot be typed",
        "does not read Meta",
    ),
    (
        "(keys: {\"text\": {\"accept\": [\"x\"]}})",
        ":1:29: keys.text: 'x' cannot be accept's key",
        "every character is part of it",
    ),
    // A syntax error: the closing bracket of the list is missing.
    (
        "(\n  keys: {\"chase\": {\"undo\": [\"U\"}},\n)",
        ":2:32:",
        "",
    ),
    // A field that is not there.
    ("(colours: (pursuer: \"Red\"))", ":1:2:", "keys"),
    // A colour that is not one.
    (
        "(theme: (pursuer: \"infrared\"))",
        ":1:19: theme.pursuer: 'infrared' is not a colour",
        "#rrggbb",
    ),
    (
        "(defaults: (odds_runs: 0))",
        ":1:24: defaults.odds_runs",
        "give 1 to",
    ),
];

#[test]
fn a_bad_configuration_is_refused_with_line_and_column_and_nothing_is_written() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    let tmux = tmux_common::Tmux::start_server();
    for (i, (text, place, fix)) in BAD.iter().enumerate() {
        let file = home.path().join(format!("bad-{i}.ron"));
        std::fs::write(&file, text).unwrap();
        let expected = format!("{}{place}", file.display());
        // Checked on its own...
        let out = chasetrack(home.path())
            .args(["config", "--check"])
            .arg(&file)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{text}\n{err}");
        assert!(
            err.contains(&expected),
            "{text}\nwanted {expected}\ngot {err}"
        );
        assert!(err.contains(fix), "{text}\nwanted {fix}\ngot {err}");
        // ...and when the screen would open, in a terminal of its own: refused before it does,
        // nothing written.
        if let Some(tmux) = &tmux {
            let variable = format!("CHASETRACK_CONFIG={}", file.display());
            let end = tmux.launch(&data, &["env", &variable, BIN, SETUP]);
            assert_eq!(tmux_common::exited(&end), Some(2), "{text}\n{end}");
            assert!(end.contains(&expected), "{end}");
            assert!(end.contains(fix), "{end}");
            assert!(!end.contains("Saved in"), "the screen opened:\n{end}");
            assert!(!data.exists(), "something was written");
        }
    }
}

#[test]
fn the_printed_default_used_as_the_configuration_changes_nothing_on_the_screen() {
    let Some(tmux) = Tmux::start() else { return };
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("default.ron");
    std::fs::write(&file, default_config(home.path())).unwrap();
    let screen = |name: &str, config: Option<&Path>| {
        let data = home.path().join(name);
        let mut env = vec![format!("CHASETRACK_DATA_DIR={}", data.display())];
        env.push(format!(
            "XDG_CONFIG_HOME={}",
            home.path().join("config-home").display()
        ));
        if let Some(config) = config {
            env.push(format!("CHASETRACK_CONFIG={}", config.display()));
        }
        let pane = tmux.run(name, &env, &[SETUP, "--fresh"]);
        pane.wait_for("the chase screen", |s| {
            s.contains("every key") && s.contains("q quit")
        });
        let first = pane.settled();
        pane.keys(&["?"]);
        pane.wait_for("the help", |s| {
            s.contains("more below") && s.contains("? close")
        });
        let help = pane.settled();
        // The journal's name and the seed differ from run to run; the rest must not.
        (strip_journal(&first), help, pane.colours())
    };
    let (plain, plain_help, plain_colours) = screen("builtin", None);
    let (configured, configured_help, configured_colours) = screen("printed", Some(&file));
    assert_eq!(plain, configured);
    assert_eq!(plain_help, configured_help);
    assert_eq!(
        strip_journal(&plain_colours),
        strip_journal(&configured_colours)
    );
}

#[test]
fn a_remap_changes_the_key_the_help_the_hint_bar_and_the_messages() {
    let Some(tmux) = Tmux::start() else { return };
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("keys.ron");
    std::fs::write(
        &file,
        "// The keeper's keys\n(keys: {\"chase\": {\"help\": [\"F1\"]}, \"coc7\": {\"cut_to_chase\": [\"Q\"]}})\n",
    )
    .unwrap();
    let env = [
        format!("CHASETRACK_DATA_DIR={}", home.path().join("data").display()),
        format!("CHASETRACK_CONFIG={}", file.display()),
    ];
    let pane = tmux.run("remap", &env, &[SETUP, "--fresh"]);
    pane.wait_for("the chase screen", |s| {
        s.contains("every key") && s.contains("q quit")
    });
    let first = pane.settled();
    let hints = last_line(&first);
    assert!(hints.contains("Q cut to the chase"), "{first}");
    assert!(hints.contains("F1 help"), "{first}");
    assert!(!hints.contains("? help"), "{first}");
    assert!(first.contains("Press F1 for every key"), "{first}");
    // The panel's advice (its wording depends on whether the setup made the speed rolls).
    assert!(first.contains("cut to the chase (Q)"), "{first}");
    assert!(!first.contains("cut to the chase (c)"), "{first}");
    // The old key does nothing now, and says which one does.
    pane.keys(&["?"]);
    pane.wait_for("the old help key refused", |s| {
        s.contains("'?' does nothing here; press F1 for every key.")
    });
    pane.keys(&["c"]);
    pane.wait_for("the old cut key refused", |s| {
        s.contains("'c' does nothing here")
    });
    pane.keys(&["F1"]);
    pane.wait_for("the help", |s| {
        s.contains("Keys ·") && s.contains("more below")
    });
    let help = pane.settled();
    assert!(
        help.lines()
            .any(|l| l.contains(" Q ") && l.contains("cut to the chase")),
        "{help}"
    );
    pane.keys(&["Escape"]);
    pane.wait_for("the help closed", |s| !s.contains("Keys ·"));
    pane.keys(&["Q"]);
    // The setup places everyone, so the cut asks for no range: the new key starts round 1.
    pane.wait_for("the new key cuts to the chase", |s| {
        s.contains("Round 1 begins")
    });
}

/// A key remapped to Alt- and a letter: the hint bar and the messages name it, and pressing it
/// (the terminal sends Escape and the letter, which crossterm reads as the letter with Alt)
/// opens the help.
#[test]
fn a_remap_to_alt_is_named_and_works() {
    let Some(tmux) = Tmux::start() else { return };
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("alt.ron");
    std::fs::write(&file, "(keys: {\"chase\": {\"help\": [\"Alt-h\"]}})\n").unwrap();
    let env = [
        format!("CHASETRACK_DATA_DIR={}", home.path().join("data").display()),
        format!("CHASETRACK_CONFIG={}", file.display()),
    ];
    let pane = tmux.run("alt", &env, &[SETUP, "--fresh"]);
    pane.wait_for("the chase screen", |s| {
        s.contains("every key") && s.contains("q quit")
    });
    let first = pane.settled();
    assert!(last_line(&first).contains("Alt-h help"), "{first}");
    assert!(first.contains("Press Alt-h for every key"), "{first}");
    pane.keys(&["M-h"]);
    pane.wait_for("the help", |s| {
        s.contains("Keys ·") && s.contains("more below")
    });
    let help = pane.settled();
    assert!(help.contains("Keys · Alt-h"), "{help}");
}

#[test]
fn no_color_beats_the_theme() {
    let Some(tmux) = Tmux::start() else { return };
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("theme.ron");
    std::fs::write(&file, "(theme: (pursuer: \"123\", title: \"#123456\"))").unwrap();
    let run = |name: &str, no_color: bool| {
        let mut env = vec![
            format!("CHASETRACK_DATA_DIR={}", home.path().join(name).display()),
            format!("CHASETRACK_CONFIG={}", file.display()),
        ];
        if no_color {
            env.push("NO_COLOR=1".to_string());
        }
        let pane = tmux.run(name, &env, &[SETUP, "--fresh"]);
        pane.wait_for("the chase screen", |s| {
            s.contains("Farmer") && s.contains("q quit")
        });
        pane.settled();
        pane.colours()
    };
    let coloured = run("coloured", false);
    assert!(
        coloured.contains("38;5;123m"),
        "the theme's pursuer colour:\n{coloured}"
    );
    let plain = run("plain", true);
    assert!(plain.contains("Farmer"));
    for sgr in ["38;5;", "38;2;", "48;5;", "48;2;"] {
        assert!(
            !plain.contains(sgr),
            "a colour under NO_COLOR ({sgr}):\n{plain}"
        );
    }
}

fn strip_journal(screen: &str) -> String {
    screen
        .lines()
        .map(|l| match l.find("Every command is saved") {
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn last_line(screen: &str) -> &str {
    screen
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
}

struct Tmux {
    socket: String,
}

struct Pane<'a> {
    tmux: &'a Tmux,
    target: String,
}

impl Tmux {
    fn start() -> Option<Tmux> {
        let installed =
            crate::bounded::try_output(Process::new("tmux").arg("-V"), crate::bounded::LIMIT)
                .is_ok_and(|o| o.status.success());
        if !installed {
            assert!(std::env::var_os("CI").is_none(), "tmux is needed in CI");
            eprintln!(
                "note: tmux is not installed; skipping the screen tests of the configuration"
            );
            return None;
        }
        static SERVERS: AtomicU32 = AtomicU32::new(0);
        Some(Tmux {
            socket: format!(
                "chasetrack-config-{}-{}",
                std::process::id(),
                SERVERS.fetch_add(1, Ordering::SeqCst)
            ),
        })
    }

    fn tmux(&self, args: &[&str]) -> String {
        let out = crate::bounded::output(
            Process::new("tmux")
                .args(["-L", &self.socket, "-f", "/dev/null"])
                .args(args)
                .env_remove("TMUX"),
            crate::bounded::LIMIT,
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// chasetrack in an 80x24 session, with these `VAR=value`s and nothing else of the caller's
    /// colour or configuration.
    fn run(&self, session: &str, env: &[String], args: &[&str]) -> Pane<'_> {
        let mut command: Vec<String> = [
            "new-session",
            "-d",
            "-x",
            "80",
            "-y",
            "24",
            "-s",
            session,
            "-c",
            ROOT,
            "env",
            "-u",
            "NO_COLOR",
            "-u",
            "CHASETRACK_CONFIG",
            "TERM=xterm-256color",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        command.extend(env.iter().cloned());
        command.push(BIN.to_string());
        command.extend(args.iter().map(|s| s.to_string()));
        // The pane stays after chasetrack ends, to be read.
        self.tmux(&["set-option", "-g", "remain-on-exit", "on"]);
        let refs: Vec<&str> = command.iter().map(String::as_str).collect();
        self.tmux(&refs);
        Pane {
            tmux: self,
            target: format!("{session}:"),
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.tmux(&["kill-server"]);
    }
}

impl Pane<'_> {
    fn screen(&self) -> String {
        self.tmux.tmux(&["capture-pane", "-p", "-t", &self.target])
    }

    fn colours(&self) -> String {
        self.tmux
            .tmux(&["capture-pane", "-p", "-e", "-t", &self.target])
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.target];
        args.extend(keys);
        self.tmux.tmux(&args);
    }

    /// The screen once two captures in a row agree: a frame is not read half drawn.
    fn settled(&self) -> String {
        let mut last = self.screen();
        for _ in 0..100 {
            std::thread::sleep(Duration::from_millis(100));
            let now = self.screen();
            if now == last {
                return now;
            }
            last = now;
        }
        last
    }

    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "waited for {what}; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

#[test]
fn the_defaults_roll_every_die_and_open_the_odds() {
    let Some(tmux) = Tmux::start() else { return };
    let home = tempfile::tempdir().unwrap();
    let run = |name: &str, config: &str| {
        let file = home.path().join(format!("{name}.ron"));
        std::fs::write(&file, config).unwrap();
        let env = [
            format!("CHASETRACK_DATA_DIR={}", home.path().join(name).display()),
            format!("CHASETRACK_CONFIG={}", file.display()),
        ];
        let pane = tmux.run(name, &env, &["assets/hotel.ron", "--fresh"]);
        pane.wait_for("the chase screen", |s| s.contains("every key"));
        pane
    };
    // The built-in default: a speed roll asks for the dice; the odds are hidden.
    let asks = run("asks", "()");
    assert!(!asks.screen().contains("Odds"), "{}", asks.screen());
    asks.keys(&["s"]);
    asks.wait_for("the dice prompt", |s| s.contains("A roll is needed"));
    // Roll: chasetrack rolls it, no prompt; the odds are open from the start.
    let rolls = run(
        "rolls",
        "(defaults: (dice: Roll, odds_open: true, odds_runs: 200))",
    );
    assert!(rolls.screen().contains("Odds"), "{}", rolls.screen());
    rolls.keys(&["s"]);
    let rolled = rolls.wait_for("Harvey's speed roll, rolled", |s| {
        !s.contains("Nothing has happened yet")
    });
    assert!(!rolled.contains("A roll is needed"), "{rolled}");
}

/// Where the shared players' page listens: an address and a port, or a message saying how to
/// write one.
#[test]
fn listen_takes_an_address_and_a_port() {
    let home = tempfile::tempdir().unwrap();
    let check = |text: &str| {
        let file = home.path().join("listen.ron");
        std::fs::write(&file, text).unwrap();
        chasetrack(home.path())
            .args(["config", "--check"])
            .arg(&file)
            .output()
            .unwrap()
    };
    let good = check(r#"(defaults: (listen: "0.0.0.0:8426"))"#);
    assert_eq!(good.status.code(), Some(0), "{good:?}");
    let bad = check(r#"(defaults: (listen: "the table"))"#);
    assert_eq!(bad.status.code(), Some(2), "{bad:?}");
    let said = String::from_utf8_lossy(&bad.stderr);
    assert!(
        said.contains("'the table'") && said.contains("ADDRESS:PORT"),
        "{said}"
    );
}
