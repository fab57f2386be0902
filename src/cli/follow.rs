//! `chasetrack follow [SETUP | JOURNAL]`: the players' screen, following a chase the keeper plays
//! in another terminal (an external monitor, a tablet over ssh, a shared tmux pane). Read-only:
//! it never writes the journal. With no argument it follows the most recent unfinished chase in
//! the data directory, and moves to the next one the keeper starts or resumes there; given a setup, that setup's journal (waited for, if the keeper has not
//! started yet); given a journal, that journal.

use super::CliError;
use super::list;
use crate::autosave::{self, Autosave};
use crate::setup::{self, Setup};
use crate::tui::follow;
use std::path::{Path, PathBuf};

/// Why there is nothing to follow.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    #[error(
        "there is no unfinished chase in {0} to follow; name the setup or the journal the keeper \
         plays: chasetrack follow SETUP"
    )]
    NothingToFollow(String),
}

/// Opens the following screen.
pub(super) fn run(
    target: Option<&Path>,
    data: Option<&Path>,
    palette: crate::screen::palette::Palette,
    keymap: crate::tui::keymap::Keymap,
) -> Result<u8, CliError> {
    let (setup, journal) = resolve(target, data, &keymap)?;
    // With no argument, the players' screen goes on to whichever chase the keeper plays next.
    let newest = target
        .is_none()
        .then(|| autosave::journals_folder(data))
        .flatten();
    let theme = crate::screen::theme::Theme::from_env_with(palette);
    follow::follow(setup, journal, newest, theme, keymap)?;
    Ok(super::signalled())
}

/// The setup and the journal a follower watches (journals in the data directory `data`).
pub fn resolve(
    target: Option<&Path>,
    data: Option<&Path>,
    keymap: &crate::tui::keymap::Keymap,
) -> Result<(Setup, PathBuf), CliError> {
    let Some(path) = target else {
        let folder = autosave::journals_folder(data).unwrap_or_else(|| PathBuf::from("."));
        let newest = list::in_folder(&folder, keymap)
            .into_iter()
            .find(|chase| chase.resumable)
            .ok_or_else(|| FollowError::NothingToFollow(folder.display().to_string()))?;
        return from_journal(&newest.journal);
    };
    // A journal whose header does not read is named as damaged, not read as a setup.
    if autosave::header(path).is_ok() || autosave::looks_like_a_journal(path) {
        return from_journal(path);
    }
    let setup = setup::load(path)?;
    let journal = Autosave::path_in(data, Some(path), &setup);
    Ok((setup, journal))
}

fn from_journal(journal: &Path) -> Result<(Setup, PathBuf), CliError> {
    let header = autosave::header(journal).map_err(super::export::journal_error)?;
    let setup = match header.setup_file(journal) {
        Some(file) => setup::load(&file)?,
        None => setup::sample(),
    };
    Ok((setup, journal.to_path_buf()))
}

/// `follow --web`: follows like the players' screen, without a screen: serves the players' page
/// (on `listen`, or 127.0.0.1 at the page's default port), prints its address and a QR code of
/// it, and publishes the players' view each time the journal changes, until Ctrl-C.
pub(super) fn run_web(
    target: Option<&Path>,
    listen: Option<std::net::SocketAddr>,
    data: Option<&Path>,
    keymap: &crate::tui::keymap::Keymap,
    out: &mut dyn std::io::Write,
) -> Result<u8, CliError> {
    use crate::systems::players;
    use crate::tui::App;
    use crate::tui::terminal;
    let (setup, journal) = resolve(target, data, keymap)?;
    let mut watch = follow::Watch::new(setup.clone(), journal.clone());
    // With no argument, the page goes on to whichever chase the keeper plays next.
    if let Some(folder) = target
        .is_none()
        .then(|| autosave::journals_folder(data))
        .flatten()
    {
        watch = watch.newest_in(folder);
    }
    let mut app = App::new(setup, crate::screen::theme::Theme::new(false)).following(&journal);
    let view = |app: &App| players::json(&players::view(app.chase(), app.title()));
    watch.changed(&mut app);
    let server = crate::web::start_on(
        listen,
        std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
        view(&app),
    )?;
    let url = server.url_for(crate::share::lan_address());
    let mut told = format!(
        "The players' view of {} is at\n\n  {url}\n\n",
        crate::escape::path(&journal)
    );
    if let Some(lines) = crate::share::qr_lines(&url) {
        for line in lines {
            told.push_str("  ");
            told.push_str(&line);
            told.push('\n');
        }
    }
    told.push_str("\nOpen it on the players' phones or a TV; Ctrl-C stops it.\n");
    if server.addr().ip().is_loopback() {
        told.push_str(
            "It listens on this machine only: give --listen 0.0.0.0:8426 to let the table's \
             phones in.\n",
        );
    }
    out.write_all(told.as_bytes()).map_err(CliError::Output)?;
    out.flush().map_err(CliError::Output)?;
    terminal::watch_signals().map_err(|e| CliError::Play(e.into()))?;
    terminal::end_at_once_off_screen();
    while !terminal::should_stop() {
        std::thread::sleep(std::time::Duration::from_millis(50));
        if watch.changed(&mut app) {
            server.publish(view(&app));
        }
    }
    drop(server);
    Ok(super::signalled())
}
