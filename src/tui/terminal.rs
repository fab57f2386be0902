//! Entering and leaving the keeper's terminal: raw mode and the alternate screen on the way in,
//! and the way back out on every exit path, so that the shell is usable after chasetrack whatever
//! happened: quit, an error, a panic, SIGTERM, SIGHUP (a closed terminal window) or SIGINT.
//!
//! How the screen uses it:
//!
//! ```no_run
//! use chasetrack::tui::run::{Events, Next, TerminalEvents};
//! use chasetrack::tui::terminal;
//!
//! fn run() -> std::io::Result<()> {
//!     // Raw mode, alternate screen, panic hook and signal watch, all at once.
//!     let (guard, mut term) = terminal::enter()?;
//!     // The keys, and a wake for each signal, on one channel the loop sleeps on.
//!     let mut events = TerminalEvents::default();
//!     loop {
//!         term.draw(|frame| { /* view(&app, frame) */ })?;
//!         let _next = events.next()?; // update(&mut app, msg); `q` breaks
//!         if terminal::should_stop() {
//!             break; // SIGTERM/SIGHUP/SIGINT: the journal is on disk already, just leave.
//!         }
//!     }
//!     guard.leave() // or just let `guard` drop: an early `?` return restores too
//! }
//! ```
//!
//! What restores the terminal on each path: returning normally or with `?` drops the [`Guard`]; a
//! panic runs the hook installed by [`enter`] (it restores, then chains to the previous hook, so the
//! panic message is printed on the normal screen; it never exits the process itself); a signal sets
//! the flag [`should_stop`] reads, and the loop leaves as on quit.
//!
//! A watchdog backs the signal path up: if the screen is still up [`GRACE`] after a signal, it
//! restores the terminal itself and exits with `128 + signal`; when the terminal is gone already
//! (a closed window), it exits at once, since there is nothing to restore. That is needed for a closed terminal
//! window: crossterm 0.29's event reading spins forever once the terminal is gone (crossterm
//! issues #793 and #1067), so the thread that reads the keys would burn a core until someone
//! kills the process. The autosave journal holds every
//! applied command by then. `kill -9` cannot be caught by anyone: the journal keeps the chase, and
//! `reset` or `stty sane` repairs the terminal.

use ratatui::DefaultTerminal;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::{cursor, execute, terminal as term};
use std::io::{self, IsTerminal};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, Mutex, Once, PoisonError};
use std::time::Duration;

/// Proof that the terminal is in raw mode on the alternate screen; dropping it puts the terminal
/// back as it was. Keep it alive for as long as the screen is shown (bind it to a name: `let
/// (_guard, terminal)` keeps it, `let (_, terminal)` would drop it at once).
#[derive(Debug)]
#[must_use = "dropping the guard restores the terminal at once"]
pub struct Guard {
    _entered: (),
}

impl Guard {
    /// Restores the terminal now and reports whether that worked (dropping the guard does the same
    /// but cannot report).
    pub fn leave(self) -> io::Result<()> {
        let result = restore();
        std::mem::forget(self);
        result
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        // Nothing to report to from a drop; a terminal that is gone (SIGHUP) cannot be written to.
        let _ = restore();
    }
}

/// Takes over the terminal for the screen: watches for SIGTERM/SIGHUP/SIGINT (see
/// [`should_stop`]), installs the panic hook that restores the terminal, enables raw mode and
/// switches to the alternate screen. Returns the guard that restores it all and the ratatui
/// terminal to draw on. Fails with a clear message, touching nothing, when standard input or
/// output is not a terminal (piped, redirected, no tty); fails if the screen is entered twice at once.
pub fn enter() -> io::Result<(Guard, DefaultTerminal)> {
    // Only a terminal that was given: crossterm would otherwise open the controlling terminal
    // (`/dev/tty`) behind redirected streams and take the keyboard of whoever started us.
    if !(io::stdin().is_terminal() && io::stdout().is_terminal()) {
        return Err(io::Error::other(
            "the screen needs a terminal: standard input or output is not one",
        ));
    }
    watch_signals()?;
    // From here the screen leaves by itself on a signal, and restores the terminal first.
    END_OFF_SCREEN.store(false, Ordering::SeqCst);
    install_panic_hook();
    if ENTERED.swap(true, Ordering::SeqCst) {
        return Err(io::Error::other(
            "the terminal is already taken by the screen",
        ));
    }
    if let Err(e) = term::enable_raw_mode() {
        ENTERED.store(false, Ordering::SeqCst);
        return Err(io::Error::new(
            e.kind(),
            format!(
                "cannot take over the terminal ({e}); run chasetrack in a terminal, or use \
                 `chasetrack script` without one"
            ),
        ));
    }
    // From here on an early return drops the guard, which undoes what was done.
    let guard = Guard { _entered: () };
    execute!(io::stdout(), term::EnterAlternateScreen)?;
    // The loops write the frames themselves ([`super::redraw`]): ratatui's own two frames are
    // kept at one cell instead of the screen's size.
    let terminal = Terminal::with_options(
        CrosstermBackend::new(io::stdout()),
        ratatui::TerminalOptions {
            viewport: ratatui::Viewport::Fixed(ratatui::layout::Rect::new(0, 0, 1, 1)),
        },
    )?;
    Ok((guard, terminal))
}

/// Whether a termination signal (SIGTERM, SIGHUP, SIGINT) has arrived since [`enter`] (or
/// [`watch_signals`]). The event loop checks it each time it wakes (a signal wakes the loops
/// that asked, [`wake_on_signals`]) and leaves as on quit.
pub fn should_stop() -> bool {
    stop_signal().is_some()
}

/// The number of the termination signal that arrived, if any: a program stopped by a signal
/// conventionally exits with `128 + signal` (143 for SIGTERM, 129 for SIGHUP).
pub fn stop_signal() -> Option<i32> {
    match STOP.load(Ordering::SeqCst) {
        0 => None,
        signal => i32::try_from(signal).ok(),
    }
}

/// Starts watching for termination signals without taking over the terminal. [`enter`] calls it;
/// call it earlier to cover a slow start. Calling it again does nothing. From then on these
/// signals no longer kill the program at once: they set [`should_stop`], and the watchdog ends the
/// program [`GRACE`] later if the screen is still up.
pub fn watch_signals() -> io::Result<()> {
    static WATCHING: Mutex<bool> = Mutex::new(false);
    let mut watching = WATCHING.lock().unwrap_or_else(PoisonError::into_inner);
    if *watching {
        return Ok(());
    }
    spawn_watchdog()?;
    *watching = true;
    Ok(())
}

/// Until the screen is entered, a termination signal (the setup and the journal being read before
/// it) ends the program at once with `128 + signal`, as it would have by default: nothing is on
/// screen to restore, and a start that waits on a slow disk is never deaf to SIGTERM, SIGINT or
/// a closed window. [`enter`] ends this: from then on the screen's loop leaves by
/// itself and restores the terminal. The binary's screens ask for it; a library user keeps the
/// flag alone ([`should_stop`]).
pub fn end_at_once_off_screen() {
    END_OFF_SCREEN.store(true, Ordering::SeqCst);
}

/// Whether [`end_at_once_off_screen`] was asked for.
static END_OFF_SCREEN: AtomicBool = AtomicBool::new(false);

/// Wakes `waker`'s loop on each signal the screen answers (a termination signal, SIGTSTP,
/// SIGCONT), so that a loop that sleeps until something happens sees it at once.
pub fn wake_on_signals(waker: super::wake::Waker) {
    SIGNAL_WAKERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(waker);
}

/// Wakes the loops that asked, forgetting those that have ended.
fn wake_the_loops() {
    SIGNAL_WAKERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .retain(super::wake::Waker::wake);
}

/// How long the screen's loop has, after a termination signal, to leave by itself before the
/// watchdog restores the terminal and exits (the signal wakes the loop at once).
pub const GRACE: Duration = Duration::from_secs(2);

/// Whether a key is the keeper's Ctrl-Z. In raw mode the terminal sends it as a key, not as
/// SIGTSTP, so the loop passes it to [`suspend_or_continue`] instead of the app.
pub fn is_suspend_key(key: &ratatui::crossterm::event::KeyEvent) -> bool {
    use ratatui::crossterm::event::{KeyCode, KeyEventKind, KeyModifiers};
    key.kind != KeyEventKind::Release
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(key.code, KeyCode::Char('z' | 'Z'))
}

/// Suspends or comes back, between two frames of the loop: when `asked` (Ctrl-Z) or SIGTSTP came,
/// the terminal is put back as the shell wants it (normal screen, line mode) and the program stops
/// as a job does; when the shell's `fg` continues it (SIGCONT), or after a stop from outside that
/// nothing can catch (SIGSTOP), raw mode and the alternate screen are taken again. Returns whether
/// the screen must be drawn anew (`Terminal::clear`, then draw). Does nothing while the screen is
/// not entered (tests on a `TestBackend`).
pub fn suspend_or_continue(asked: bool) -> io::Result<bool> {
    let asked = SUSPEND.swap(false, Ordering::SeqCst) || asked;
    let continued = CONTINUED.swap(false, Ordering::SeqCst);
    if !ENTERED.load(Ordering::SeqCst) || !(asked || continued) {
        return Ok(false);
    }
    if asked {
        restore()?;
        stop_as_a_job();
        CONTINUED.store(false, Ordering::SeqCst);
        ENTERED.store(true, Ordering::SeqCst);
    }
    term::enable_raw_mode()?;
    execute!(io::stdout(), term::EnterAlternateScreen)?;
    Ok(true)
}

/// Stops this process as Ctrl-Z stops a job in line mode; it goes on from here when continued.
#[cfg(unix)]
fn stop_as_a_job() {
    let _ = signal_hook::low_level::raise(signal_hook::consts::SIGSTOP);
}

#[cfg(not(unix))]
fn stop_as_a_job() {}

/// Puts the terminal back: raw mode off, the normal screen back, the cursor shown. Does nothing
/// when the screen is not entered, so the guard, the panic hook and a caller may all call it.
pub fn restore() -> io::Result<()> {
    if !ENTERED.swap(false, Ordering::SeqCst) {
        return Ok(());
    }
    // Raw mode first: it has the wider effect (echo, line editing, Ctrl-C) if the rest fails.
    let raw = term::disable_raw_mode();
    let screen = execute!(io::stdout(), term::LeaveAlternateScreen, cursor::Show);
    raw.and(screen)
}

/// The signals that mean "leave now": kill, a closed terminal window, an interrupt sent by
/// `kill -INT` (in raw mode Ctrl-C is a key, not a signal), a quit (`kill -QUIT`), a file size
/// limit met writing the journal (SIGXFSZ: the write fails and is cut back, as on a full disk),
/// and every other signal whose default would end the program with the terminal raw (SIGPIPE is
/// ignored by every Rust program already). Faults
/// (SIGSEGV, SIGBUS, SIGILL, SIGFPE) cannot be caught and resumed from safely, and SIGKILL not at
/// all; `reset` repairs the terminal after one of those.
#[cfg(unix)]
const STOP_SIGNALS: [i32; 11] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGQUIT,
    signal_hook::consts::SIGXFSZ,
    signal_hook::consts::SIGXCPU,
    signal_hook::consts::SIGUSR1,
    signal_hook::consts::SIGUSR2,
    signal_hook::consts::SIGALRM,
    signal_hook::consts::SIGVTALRM,
    signal_hook::consts::SIGPROF,
];

/// A thread that records each termination signal for [`should_stop`] and, if the screen is still
/// up [`GRACE`] later, restores the terminal and exits.
#[cfg(unix)]
fn spawn_watchdog() -> io::Result<()> {
    // A stop asked from outside (`kill -TSTP`) and a continue (`fg`) are handled by the loop,
    // between frames: see [`suspend_or_continue`]. The flags are set by the handlers; the loop
    // is woken by the watchdog below.
    signal_hook::flag::register(signal_hook::consts::SIGTSTP, Arc::clone(&SUSPEND))?;
    signal_hook::flag::register(signal_hook::consts::SIGCONT, Arc::clone(&CONTINUED))?;
    let suspend = [signal_hook::consts::SIGTSTP, signal_hook::consts::SIGCONT];
    let mut signals =
        signal_hook::iterator::Signals::new(STOP_SIGNALS.iter().chain(suspend.iter()))?;
    std::thread::Builder::new()
        .name("chasetrack-signals".to_string())
        .spawn(move || {
            for signal in signals.forever() {
                if suspend.contains(&signal) {
                    wake_the_loops();
                    continue;
                }
                STOP.store(
                    usize::try_from(signal).unwrap_or(usize::MAX),
                    Ordering::SeqCst,
                );
                // Before the screen is up (a setup or a journal being read) nothing is on screen
                // to leave cleanly: the signal ends the program at once, as it would have by
                // default. A file size limit met there is a write
                // that fails, and is told as such.
                if END_OFF_SCREEN.load(Ordering::SeqCst)
                    && !ENTERED.load(Ordering::SeqCst)
                    && signal != signal_hook::consts::SIGXFSZ
                {
                    std::process::exit(128 + signal);
                }
                wake_the_loops();
                // A closed window: the terminal is gone, crossterm spins on it, and nothing is
                // left to restore or show. Every applied command is on disk already: leave now,
                // not a grace later with a core burning.
                if ENTERED.load(Ordering::SeqCst) && !terminal_is_there() {
                    ENTERED.store(false, Ordering::SeqCst);
                    std::process::exit(128 + signal);
                }
                std::thread::sleep(GRACE);
                if ENTERED.load(Ordering::SeqCst) {
                    // The loop did not leave in time (stuck in crossterm on a dead terminal).
                    restore_beside_the_loop();
                    std::process::exit(128 + signal);
                }
            }
        })?;
    Ok(())
}

/// Whether the controlling terminal can still be opened; it cannot once its window is closed.
#[cfg(unix)]
fn terminal_is_there() -> bool {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/tty")
        .is_ok()
}

/// [`restore`] for the watchdog thread. It must not write through `io::stdout()`: the stuck
/// thread's caller may hold the stdout lock for the whole run (a CLI that locks stdout once), and
/// the watchdog would wait for it forever. The controlling terminal is opened afresh instead; when
/// it is gone (a closed window) there is nothing to restore and opening it fails.
#[cfg(unix)]
fn restore_beside_the_loop() {
    if !ENTERED.swap(false, Ordering::SeqCst) {
        return;
    }
    let _ = term::disable_raw_mode();
    if let Ok(mut tty) = std::fs::OpenOptions::new().write(true).open("/dev/tty") {
        let _ = execute!(tty, term::LeaveAlternateScreen, cursor::Show);
    }
}

/// Windows has no SIGTERM or SIGHUP to watch; closing the console ends the process, and the
/// journal holds the chase.
#[cfg(not(unix))]
fn spawn_watchdog() -> io::Result<()> {
    Ok(())
}

/// Whether raw mode and the alternate screen are on, i.e. whether there is anything to restore.
static ENTERED: AtomicBool = AtomicBool::new(false);

/// SIGTSTP arrived: the loop suspends at its next frame (set by signal-hook's handler).
static SUSPEND: LazyLock<Arc<AtomicBool>> = LazyLock::new(Arc::default);

/// SIGCONT arrived: the loop takes the terminal again and redraws.
static CONTINUED: LazyLock<Arc<AtomicBool>> = LazyLock::new(Arc::default);

/// The loops that sleep until something happens and want to hear of a signal.
static SIGNAL_WAKERS: Mutex<Vec<super::wake::Waker>> = Mutex::new(Vec::new());

/// The signal that arrived, 0 for none.
static STOP: AtomicUsize = AtomicUsize::new(0);

/// Restores the terminal before the panic message is printed, then hands over to the hook that
/// was there before (the default one prints the message). Installed once, however often the screen
/// is entered.
fn install_panic_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let _ = restore();
            previous(info);
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn restoring_a_terminal_that_was_never_entered_writes_nothing_and_succeeds() {
        // The guard, the panic hook and the caller may all restore; only the first one acts.
        assert!(restore().is_ok());
        assert!(!ENTERED.load(Ordering::SeqCst));
    }
}
