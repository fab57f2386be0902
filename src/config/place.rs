//! Where the configuration file lives when neither `--config` nor `CHASETRACK_CONFIG` names one:
//! `config.ron` under `$XDG_CONFIG_HOME/chasetrack` (`~/.config/chasetrack`) on Linux and on
//! macOS alike, as the terminal tools keepers already use there read theirs, and
//! `%APPDATA%\chasetrack\config` on Windows. The choice is a pure function of the system, the
//! environment and the home directory, so that every platform's answer is tested on any one.
//!
//! Earlier versions read on macOS `~/Library/Application Support/chasetrack/config.ron`; a file left
//! there is no longer read, and [`moved_note`] says so in one line.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The kind of system, as far as the configuration's place goes: every Unix but macOS follows
/// Linux's convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Os {
    Linux,
    MacOs,
    Windows,
}

impl Os {
    /// The system this program was built for.
    pub fn this() -> Os {
        if cfg!(target_os = "macos") {
            Os::MacOs
        } else if cfg!(windows) {
            Os::Windows
        } else {
            Os::Linux
        }
    }
}

/// The platform's configuration file for chasetrack on `os`, with `var` reading the environment
/// and `home` the home directory; `None` when neither gives a place to look.
///
/// On Linux and macOS: `$XDG_CONFIG_HOME/chasetrack/config.ron` when the variable holds a whole
/// path (the XDG rule: a relative one is ignored), else `~/.config/chasetrack/config.ron`. On
/// Windows: `%APPDATA%\chasetrack\config\config.ron`, else the same under the home directory's
/// `AppData\Roaming`.
pub fn config_file(
    os: Os,
    var: &dyn Fn(&str) -> Option<OsString>,
    home: Option<&Path>,
) -> Option<PathBuf> {
    let absolute = |name: &str| {
        var(name)
            .map(PathBuf::from)
            .filter(|path| path.is_absolute())
    };
    match os {
        Os::Linux | Os::MacOs => absolute("XDG_CONFIG_HOME")
            .or_else(|| home.map(|home| home.join(".config")))
            .map(|dir| dir.join("chasetrack").join("config.ron")),
        Os::Windows => absolute("APPDATA")
            .or_else(|| home.map(|home| home.join("AppData").join("Roaming")))
            .map(|dir| dir.join("chasetrack").join("config").join("config.ron")),
    }
}

/// Where an older chasetrack read the configuration on `os`, if it read it elsewhere: macOS's
/// `~/Library/Application Support/chasetrack/config.ron`.
pub fn old_config_file(os: Os, home: Option<&Path>) -> Option<PathBuf> {
    match os {
        Os::MacOs => home.map(|home| {
            home.join("Library")
                .join("Application Support")
                .join("chasetrack")
                .join("config.ron")
        }),
        Os::Linux | Os::Windows => None,
    }
}

/// One line for a keeper whose configuration is still at the old place and not at the new one:
/// it is no longer read, and where to move it. `exists` says whether a file is there.
pub fn moved_note(
    os: Os,
    var: &dyn Fn(&str) -> Option<OsString>,
    home: Option<&Path>,
    exists: &dyn Fn(&Path) -> bool,
) -> Option<String> {
    let old = old_config_file(os, home).filter(|old| exists(old))?;
    let new = config_file(os, var, home).filter(|new| !exists(new))?;
    Some(format!(
        "chasetrack: note: {} is no longer read; move it to {}",
        crate::escape::path(&old),
        crate::escape::path(&new)
    ))
}

/// The home directory of this process's user.
pub fn home() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|dirs| dirs.home_dir().to_path_buf())
}

/// [`config_file`] for this system, environment and user.
pub fn this_config_file() -> Option<PathBuf> {
    config_file(
        Os::this(),
        &|name| std::env::var_os(name),
        home().as_deref(),
    )
}

/// [`moved_note`] for this system, environment, user and file system.
pub fn this_moved_note() -> Option<String> {
    moved_note(
        Os::this(),
        &|name| std::env::var_os(name),
        home().as_deref(),
        &|path| path.is_file(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| OsString::from(value))
        }
    }

    const HOME: &str = "/home/keeper";

    #[test]
    fn linux_reads_xdg_config_home_else_dot_config() {
        let home = Some(Path::new(HOME));
        assert_eq!(
            config_file(Os::Linux, &env(&[]), home),
            Some(PathBuf::from("/home/keeper/.config/chasetrack/config.ron"))
        );
        assert_eq!(
            config_file(Os::Linux, &env(&[("XDG_CONFIG_HOME", "/cfg")]), home),
            Some(PathBuf::from("/cfg/chasetrack/config.ron"))
        );
        // A relative XDG_CONFIG_HOME is ignored, as the XDG rules say.
        assert_eq!(
            config_file(Os::Linux, &env(&[("XDG_CONFIG_HOME", "cfg")]), home),
            Some(PathBuf::from("/home/keeper/.config/chasetrack/config.ron"))
        );
        assert_eq!(config_file(Os::Linux, &env(&[]), None), None);
        assert_eq!(old_config_file(Os::Linux, home), None);
    }

    #[test]
    fn macos_reads_the_same_place_as_linux() {
        let home = Some(Path::new("/Users/keeper"));
        assert_eq!(
            config_file(Os::MacOs, &env(&[]), home),
            Some(PathBuf::from("/Users/keeper/.config/chasetrack/config.ron"))
        );
        assert_eq!(
            config_file(
                Os::MacOs,
                &env(&[("XDG_CONFIG_HOME", "/Users/keeper/cfg")]),
                home
            ),
            Some(PathBuf::from("/Users/keeper/cfg/chasetrack/config.ron"))
        );
        assert_eq!(
            old_config_file(Os::MacOs, home),
            Some(PathBuf::from(
                "/Users/keeper/Library/Application Support/chasetrack/config.ron"
            ))
        );
    }

    #[cfg(windows)]
    #[test]
    fn windows_reads_appdata() {
        let home = Some(Path::new(r"C:\Users\keeper"));
        assert_eq!(
            config_file(Os::Windows, &env(&[("APPDATA", r"D:\Roaming")]), home),
            Some(PathBuf::from(r"D:\Roaming\chasetrack\config\config.ron"))
        );
        assert_eq!(
            config_file(Os::Windows, &env(&[]), home),
            Some(PathBuf::from(
                r"C:\Users\keeper\AppData\Roaming\chasetrack\config\config.ron"
            ))
        );
    }

    #[cfg(not(windows))]
    #[test]
    fn windows_reads_appdata() {
        // Paths with `/` stand for Windows's here: what is tested is the choice, not the
        // separator.
        let home = Some(Path::new("/Users/keeper"));
        assert_eq!(
            config_file(Os::Windows, &env(&[("APPDATA", "/Roaming")]), home),
            Some(PathBuf::from("/Roaming/chasetrack/config/config.ron"))
        );
        assert_eq!(
            config_file(Os::Windows, &env(&[]), home),
            Some(PathBuf::from(
                "/Users/keeper/AppData/Roaming/chasetrack/config/config.ron"
            ))
        );
        // XDG_CONFIG_HOME is not Windows's convention.
        assert_eq!(
            config_file(Os::Windows, &env(&[("XDG_CONFIG_HOME", "/cfg")]), home),
            Some(PathBuf::from(
                "/Users/keeper/AppData/Roaming/chasetrack/config/config.ron"
            ))
        );
        assert_eq!(old_config_file(Os::Windows, home), None);
    }

    #[test]
    fn a_file_left_at_the_old_macos_place_is_noted_until_the_new_one_is_there() {
        let home = Some(Path::new("/Users/keeper"));
        let old = Path::new("/Users/keeper/Library/Application Support/chasetrack/config.ron");
        let new = Path::new("/Users/keeper/.config/chasetrack/config.ron");
        let only_old = |path: &Path| path == old;
        let note = moved_note(Os::MacOs, &env(&[]), home, &only_old);
        assert_eq!(
            note.as_deref(),
            Some(
                "chasetrack: note: /Users/keeper/Library/Application Support/chasetrack/config.ron \
                 is no longer read; move it to /Users/keeper/.config/chasetrack/config.ron"
            )
        );
        let both = |path: &Path| path == old || path == new;
        assert_eq!(moved_note(Os::MacOs, &env(&[]), home, &both), None);
        assert_eq!(moved_note(Os::MacOs, &env(&[]), home, &|_| false), None);
        // Linux never read the old place: no note even if such a folder is there.
        assert_eq!(moved_note(Os::Linux, &env(&[]), home, &|_| true), None);
    }
}
