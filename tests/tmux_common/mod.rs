//! The real `chasetrack` binary in a real terminal of its own (a pane of a private tmux server),
//! driven by keys and read back with `capture-pane`, the way a keeper meets it; never in the
//! terminal the tests were started from.
//!
//! Each chasetrack runs in a pane under a tiny shell wrapper that, once chasetrack has exited,
//! prints its exit status and the terminal's `icanon`/`echo` modes: a restored terminal reads
//! `icanon echo`, one left in raw mode `-icanon -echo`. Each test runs its own tmux server
//! (`tmux -L <unique>`, no config file), which a guard kills at the end, even on failure. Every
//! tmux command is bounded in time ([`crate::bounded`]).
//!
//! tmux is needed: without it the tests print a note and pass, unless `CI` is set, where a missing
//! tmux is a failure (`.ci/run` installs it). The rest is in any Linux base system: `sh` (with its
//! `kill`), `stty`, `tr`, `grep`, and /proc to find chasetrack's process.
#![allow(dead_code)]

use crate::bounded;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// The longest any one thing may take to show on the screen.
pub const WAIT: Duration = Duration::from_secs(20);
pub const POLL: Duration = Duration::from_millis(50);
/// The longest one tmux command may take.
const TMUX_LIMIT: Duration = Duration::from_secs(20);

pub const BIN: &str = env!("CARGO_BIN_EXE_chasetrack");
pub const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The exit status the wrapper printed once chasetrack ended.
pub fn exited(screen: &str) -> Option<i32> {
    let rest = &screen[screen.find("[chasetrack exited: ")? + "[chasetrack exited: ".len()..];
    rest[..rest.find(']')?].trim().parse().ok()
}

/// The terminal modes the wrapper printed after chasetrack ended.
pub fn tty_modes(screen: &str) -> Option<String> {
    let rest = &screen[screen.find("[tty: ")? + "[tty: ".len()..];
    Some(rest[..rest.find(']')?].trim().to_string())
}

pub fn quit(pane: &Pane) {
    pane.keys(&["q"]);
    let screen = pane.wait_for("quit, or the question", |s| {
        exited(s).is_some() || s.contains("Quit chasetrack?")
    });
    if exited(&screen).is_none() {
        pane.keys(&["y"]);
    }
}

/// chasetrack has exited, the pane is off the alternate screen and out of raw mode.
pub fn assert_restored(pane: &Pane, status: Option<i32>) {
    let screen = pane.wait_for("chasetrack to exit", |s| tty_modes(s).is_some());
    if let Some(status) = status {
        assert_eq!(exited(&screen), Some(status), "{screen}");
    }
    assert_eq!(
        tty_modes(&screen).as_deref(),
        Some("icanon echo"),
        "the terminal is back in line mode with echo:\n{screen}"
    );
    assert!(
        !pane.alternate_screen(),
        "the alternate screen is gone:\n{screen}"
    );
}

/// A private tmux server, killed (with every pane in it) when the test ends, even on failure.
pub struct Tmux {
    socket: String,
    wrapper: tempfile::TempDir,
}

impl Tmux {
    /// A new server, or `None` (with a note) when tmux is missing outside CI.
    pub fn start_server() -> Option<Tmux> {
        let installed = bounded::try_output(Command::new("tmux").arg("-V"), TMUX_LIMIT)
            .is_ok_and(|o| o.status.success());
        if !installed {
            assert!(
                std::env::var_os("CI").is_none(),
                "tmux is not installed, and CI is set: the end-to-end test must run in CI \
                 (.ci/run installs tmux with apt-get)"
            );
            // Written past the test harness's capture, so the skip shows in a normal run.
            let _ = writeln!(
                std::io::stderr(),
                "note: tmux is not installed; skipping the end-to-end test of the screen"
            );
            return None;
        }
        static SERVERS: AtomicU32 = AtomicU32::new(0);
        let socket = format!(
            "chasetrack-e2e-{}-{}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::SeqCst)
        );
        let wrapper = tempfile::tempdir().expect("a directory for the wrapper");
        std::fs::write(wrapper.path().join("run.sh"), WRAPPER).expect("write the wrapper");
        Some(Tmux { socket, wrapper })
    }

    pub fn tmux(&self, args: &[&str]) -> Output {
        bounded::output(
            Command::new("tmux")
                .args(["-L", &self.socket, "-f", "/dev/null"])
                .args(args)
                .env_remove("TMUX"),
            TMUX_LIMIT,
        )
    }

    /// Starts chasetrack with `args` in a new 100x30 session, journals going to `data`.
    pub fn run(&self, session: &str, data: &Path, args: &[&str]) -> Pane<'_> {
        let mut command = vec![BIN];
        command.extend(args);
        self.run_command(session, data, &command)
    }

    /// Runs `program` (chasetrack, or a shell that ends in it) in a pane of its own, leaves the
    /// screen with Ctrl-C once it shows, and returns the pane once chasetrack has ended: what it
    /// printed, and its exit status ([`exited`]).
    pub fn launch(&self, data: &Path, program: &[&str]) -> String {
        static LAUNCHES: AtomicU32 = AtomicU32::new(0);
        let session = format!("launch{}", LAUNCHES.fetch_add(1, Ordering::SeqCst));
        let pane = self.run_command(&session, data, program);
        let screen = pane.wait_for("the screen, or chasetrack's end", |s| {
            exited(s).is_some() || pane.alternate_screen()
        });
        if exited(&screen).is_none() {
            pane.keys(&["C-c"]);
        }
        pane.wait_for("chasetrack's end", |s| exited(s).is_some());
        pane.capture_joined()
    }

    /// Runs `command` (a program and its arguments: chasetrack, or a shell that ends in it) in a
    /// new 100x30 session, as [`Tmux::run`] runs chasetrack.
    pub fn run_command(&self, session: &str, data: &Path, program: &[&str]) -> Pane<'_> {
        let wrapper = self.wrapper.path().join("run.sh");
        let data_dir = format!("CHASETRACK_DATA_DIR={}", data.display());
        let mut command = vec![
            "new-session",
            "-d",
            "-x",
            "100",
            "-y",
            "30",
            "-s",
            session,
            "sh",
        ];
        let wrapper = wrapper.display().to_string();
        command.extend([wrapper.as_str(), ROOT, "env", &data_dir]);
        command.extend(program);
        let out = self.tmux(&command);
        assert!(
            out.status.success(),
            "tmux new-session: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Pane {
            tmux: self,
            session: session.to_string(),
            target: format!("{session}:"),
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]);
    }
}

/// Runs chasetrack from the repository root, then reports how it ended and leaves the pane open
/// to be read (the server is killed at the end of the test).
const WRAPPER: &str = r#"cd "$1" || exit 99
shift
"$@"
status=$?
printf '\r\n[chasetrack exited: %s]\r\n' "$status"
modes=$(stty -a | tr ' ;' '\n\n' | grep -x -e '-\{0,1\}icanon' -e '-\{0,1\}echo' | tr '\n' ' ')
printf '[tty: %s]\r\n' "$modes"
exec sleep 600
"#;

/// One session's pane.
pub struct Pane<'a> {
    tmux: &'a Tmux,
    session: String,
    /// The session's active pane, as tmux's `-t` reads it.
    target: String,
}

impl Pane<'_> {
    /// The pane's text with each line the terminal wrapped at its width joined again, as it was
    /// printed (a message longer than the pane is one line).
    pub fn capture_joined(&self) -> String {
        let out = self
            .tmux
            .tmux(&["capture-pane", "-p", "-J", "-t", &self.target]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn capture(&self) -> String {
        let out = self.tmux.tmux(&["capture-pane", "-p", "-t", &self.target]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Polls the pane until `done` holds, for at most [`WAIT`]; fails showing the last screen.
    pub fn wait_for(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        self.wait_longer_for(WAIT, what, done)
    }

    /// [`Pane::wait_for`], for at most `limit`.
    pub fn wait_longer_for(
        &self,
        limit: Duration,
        what: &str,
        done: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + limit;
        loop {
            let screen = self.capture();
            if done(&screen) {
                return screen;
            }
            if Instant::now() > deadline {
                panic!("waited {limit:?} for {what}; the screen shows:\n{screen}");
            }
            std::thread::sleep(POLL);
        }
    }

    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.target];
        args.extend(keys);
        let out = self.tmux.tmux(&args);
        assert!(out.status.success(), "send-keys {keys:?}");
    }

    /// Closes the pane's terminal, as closing the window does.
    pub fn close(&self) {
        let out = self.tmux.tmux(&["kill-session", "-t", &self.session]);
        assert!(out.status.success(), "kill-session");
    }

    pub fn alternate_screen(&self) -> bool {
        let out = self.tmux.tmux(&[
            "display-message",
            "-p",
            "-t",
            &self.target,
            "#{alternate_on}",
        ]);
        String::from_utf8_lossy(&out.stdout).trim() == "1"
    }

    /// Sends a signal to the chasetrack process of this pane.
    pub fn kill(&self, signal: &str) {
        let pid = self.chasetrack_pid();
        // The shell's own `kill`: no procps needed on a slim CI image.
        let killed = bounded::output(
            Command::new("sh").args(["-c", "kill -s \"$0\" \"$1\"", signal, &pid.to_string()]),
            TMUX_LIMIT,
        );
        assert!(killed.status.success(), "kill -{signal} {pid}");
    }

    /// chasetrack's process id: the child of the pane's process (the wrapper shell), found with
    /// `list-panes -F '#{pane_pid}'` and /proc.
    pub fn chasetrack_pid(&self) -> u32 {
        let out = self
            .tmux
            .tmux(&["list-panes", "-t", &self.target, "-F", "#{pane_pid}"]);
        let pane_pid: u32 = String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("the pane's pid");
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(pid) = child_named(pane_pid, "chasetrack") {
                return pid;
            }
            assert!(
                Instant::now() < deadline,
                "no chasetrack process under pane pid {pane_pid}"
            );
            std::thread::sleep(POLL);
        }
    }
}

/// A descendant process of `ancestor` whose command name is `name`, from /proc (the wrapper shell
/// may sit between the pane's process and chasetrack).
pub fn child_named(ancestor: u32, name: &str) -> Option<u32> {
    let processes: Vec<(u32, u32, String)> = std::fs::read_dir("/proc")
        .ok()?
        .filter_map(|entry| {
            let pid: u32 = entry.ok()?.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // "pid (comm) state ppid ...": comm may hold spaces, so split at the last ')'.
            let open = stat.find('(')?;
            let close = stat.rfind(')')?;
            let ppid: u32 = stat[close + 1..].split_whitespace().nth(1)?.parse().ok()?;
            Some((pid, ppid, stat[open + 1..close].to_string()))
        })
        .collect();
    let mut family = vec![ancestor];
    let mut index = 0;
    while let Some(&parent) = family.get(index) {
        for (pid, ppid, comm) in &processes {
            if *ppid == parent {
                if comm == name {
                    return Some(*pid);
                }
                family.push(*pid);
            }
        }
        index += 1;
    }
    None
}
