//! The keeper's screen: a ratatui front end over the engine (Elm style: [`App`], [`Msg`],
//! [`update`], [`view::view`]), with the keymap as data ([`keymap`]).
//!
//! Starting: the setup is loaded (or the built-in sample) before the terminal is touched, so a bad
//! setup prints its message and exits 2; then the autosave journal is chosen: `--resume FILE`
//! replays it, `--fresh` starts a new one (keeping the old as a backup), and otherwise an unfinished
//! journal of this setup is offered for resuming.

pub mod app;
pub mod farewell;
pub mod follow;
pub mod keymap;
pub mod odds;
pub mod redraw;
pub mod run;
pub mod terminal;
pub mod view;
pub mod wake;

pub use crate::screen::Theme;
pub use app::{App, Msg, Place, update};

use crate::autosave::{self, Autosave};
use crate::config::defaults::Defaults;
use crate::setup::{self, SetupError};
use std::path::PathBuf;

/// How `chasetrack [SETUP] [--resume FILE] [--fresh]` asks to play.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// The setup file; `None` opens the built-in sample chase.
    pub setup: Option<PathBuf>,
    /// Resume this autosave journal without asking.
    pub resume: Option<PathBuf>,
    /// Start over without asking, keeping any unfinished journal as a backup.
    pub fresh: bool,
    /// How the share key starts the players' web page; `None`: the key says it is not offered.
    pub share: Option<crate::share::Start>,
    /// The keeper's defaults from the configuration (the built-in ones without one).
    pub defaults: Defaults,
    /// The configuration's colours (the built-in ones without one); `NO_COLOR` still wins.
    pub palette: crate::screen::palette::Palette,
    /// The configuration's keys (the built-in ones without one), which the screen owns.
    pub keymap: keymap::Keymap,
}

/// Why the screen could not run.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    /// A bad setup: reported before the terminal is touched, exit code 2.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The autosave journal could not be read, written or replayed.
    #[error("autosave: {0}")]
    Autosave(#[from] crate::autosave::AutosaveError),
    #[error("terminal: {0}")]
    Terminal(#[from] std::io::Error),
}

impl TuiError {
    /// 2 for bad input (setup, journal given with --resume), 1 for internal failures.
    pub fn exit_code(&self) -> u8 {
        match self {
            TuiError::Setup(_) | TuiError::Autosave(_) => 2,
            TuiError::Terminal(_) => 1,
        }
    }
}

/// Opens the screen on a chase and runs it until the keeper quits.
pub fn play(options: PlayOptions) -> Result<(), TuiError> {
    // Signals are watched from here on, so a kill during the start still leaves cleanly, and a
    // file size limit met while the journal is started (SIGXFSZ) is a write that fails, not a
    // process killed with a half-made file.
    terminal::watch_signals()?;
    terminal::end_at_once_off_screen();
    let mut app = prepare(&options)?;
    crate::odds::leave_a_core_to_the_screen();
    let (guard, mut screen) = terminal::enter()?;
    let result = run::run(
        &mut screen,
        &mut app,
        &mut run::TerminalEvents::default(),
        &terminal::should_stop,
    );
    let restored = guard.leave();
    // What `chasetrack list` shows of this chase, so that it need not replay the journal.
    if let Some(journal) = app.autosave_path() {
        let summary = crate::report::summary(app.chase(), app.key_names());
        autosave::index::remember(journal, &summary);
    }
    let result = result.and(restored.map_err(TuiError::Terminal));
    if result.is_ok()
        && let Some(text) = farewell::farewell(&app)
    {
        // The screen is gone: the keeper reads this on the normal screen. A closed terminal
        // (a failed write) has no one to read it.
        let _ = std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes());
    }
    result
}

/// Everything that can fail on bad input, done before the terminal is touched: the setup, and the
/// journal to write (or to resume).
pub fn prepare(options: &PlayOptions) -> Result<App, TuiError> {
    let mut app = prepare_app(options)?;
    if let Some(start) = options.share {
        app = app.with_sharing(start);
    }
    // The keeper's defaults: the live odds open from the start if the configuration says so.
    Ok(if options.defaults.odds_open {
        app.with_odds_open()
    } else {
        app
    })
}

/// [`prepare`] before the keeper's defaults are applied.
fn prepare_app(options: &PlayOptions) -> Result<App, TuiError> {
    // `--resume JOURNAL` alone: the journal's header names its setup (none: the built-in sample).
    let setup_path = match (&options.setup, &options.resume) {
        (Some(path), _) => Some(path.clone()),
        (None, Some(journal)) => autosave::header(journal)?.setup_file(journal),
        (None, None) => None,
    };
    let mut setup = match &setup_path {
        Some(path) => setup::load(path)?,
        None => setup::sample_for_play(),
    };
    // A setup that leaves its odds out plays them with the keeper's default number of runs.
    if setup.odds == crate::odds::Settings::default() {
        setup.odds.runs = options.defaults.odds_runs;
    }
    // The tool's rolls have a seed the journal records: the setup's, else a fresh one; a resumed
    // journal brings back the one it was started with.
    if setup.seed.is_none() {
        setup.seed = Some(setup::fresh_seed());
    }
    if let Some(journal) = &options.resume
        && let Ok(header) = autosave::header(journal)
        && header.seed.is_some()
    {
        setup.seed = header.seed;
    }
    let data = autosave::data_folder(options.defaults.data_dir.as_deref());
    let journal = Autosave::path_in(data.as_deref(), setup_path.as_deref(), &setup);
    let theme = Theme::from_env_with(options.palette);
    let new_app = |setup| {
        App::new(setup, theme)
            .with_keymap(options.keymap.clone())
            .with_defaults(options.defaults.clone())
    };
    if let Some(file) = &options.resume {
        let chase = autosave::resume(file, &setup)?;
        let save = Autosave::open(file)?;
        return Ok(new_app(setup)
            .with_setup_path(setup_path)
            .with_chase(chase)
            .with_autosave(save));
    }
    // Another chasetrack playing this journal is named now, before any offer to resume it.
    if !options.fresh {
        autosave::check_free(&journal)?;
    }
    if !options.fresh
        && let Some(chase) = autosave::unfinished_chase(&journal, &setup)
    {
        return Ok(new_app(setup)
            .with_setup_path(setup_path)
            .asking_to_resume_replayed(journal.clone(), journal, Ok(chase)));
    }
    // Nor is the journal of a setup edited since it was written (its identity, and so its
    // journal's name, changed): the keeper is told and offered to resume or start over.
    if !options.fresh
        && let Some(edited) = autosave::edited_beside(&journal, setup_path.as_deref(), &setup)
    {
        return Ok(new_app(setup)
            .with_setup_path(setup_path)
            .asking_about_edited(edited, journal));
    }
    // A damaged journal is never started over silently: the keeper is told where, and offered the
    // chase up to its last good line, even when that is its start (damage in line 1 or 2).
    if !options.fresh
        && journal.is_file()
        && let Ok(Some(salvage)) = autosave::salvage(&journal, &setup)
    {
        return Ok(new_app(setup)
            .with_setup_path(setup_path)
            .asking_to_recover(journal, &salvage));
    }
    let save = Autosave::create(&journal, &setup, setup_path.as_deref())?;
    let app = new_app(setup)
        .with_setup_path(setup_path.clone())
        .with_autosave(save);
    // No setup named and nothing to resume: the sample opens, and `n` improvises a chase instead.
    Ok(match setup_path {
        None => app.offering_new_chase(app::Place { data, seed: None }),
        Some(_) => app,
    })
}
