//! How the keeper runs this very chasetrack again, for the commands it prints (the quit summary's
//! resume and export, `list`'s resume): `chasetrack` when that name on the `PATH` is this program,
//! otherwise the path of the running executable, so that what is printed runs as it is printed.
//! A keeper who ran `cargo run --release` has no `chasetrack` on their `PATH`; one with an older
//! chasetrack installed would run that one instead.

use std::path::{Path, PathBuf};

/// The program word of a printed command: `chasetrack`, or this executable's path as a shell
/// reads it back ([`shell_word`]).
pub fn program() -> String {
    let exe = std::env::current_exe().ok();
    let on_path = std::env::var_os("PATH").and_then(|path| found_on(&path));
    match command_for(exe.as_deref(), on_path.as_deref()) {
        Some(exe) => shell_word(exe),
        None => NAME.to_string(),
    }
}

/// The name the binary is installed under.
const NAME: &str = "chasetrack";

/// The executable a printed command must name, or `None` when `chasetrack` does: when the
/// `chasetrack` found first on the `PATH` is `exe` itself, or when `exe` is not chasetrack (a
/// program or a test that uses the library, whose keeper runs the installed one).
pub fn command_for<'a>(exe: Option<&'a Path>, on_path: Option<&Path>) -> Option<&'a Path> {
    let exe = exe?;
    if exe.file_stem().is_none_or(|stem| stem != NAME) {
        return None;
    }
    // A binary rebuilt under a running one is gone from its place: its name is the best guess.
    let this = exe.canonicalize().ok()?;
    match on_path.and_then(|found| found.canonicalize().ok()) {
        Some(found) if found == this => None,
        _ => Some(exe),
    }
}

/// The first `chasetrack` that a shell would run from this `PATH`.
fn found_on(path: &std::ffi::OsStr) -> Option<PathBuf> {
    std::env::split_paths(path)
        .map(|folder| folder.join(format!("{NAME}{}", std::env::consts::EXE_SUFFIX)))
        .find(|candidate| candidate.is_file())
}

/// A path as a shell reads it back: in single quotes when it holds anything but plain characters,
/// escaped like any text from outside.
pub fn shell_word(path: &Path) -> String {
    let text = crate::escape::printable(&path.display().to_string());
    let plain = text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+:@%".contains(c));
    if plain {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder with a file at `name` (an executable's stand-in), and the file's path.
    fn file_in(dir: &Path, name: &str) -> PathBuf {
        let path = dir.join(name);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(&path, "").unwrap_or_else(|e| panic!("{e}"));
        path
    }

    #[test]
    fn chasetrack_is_named_only_when_the_path_finds_this_very_program() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let built = file_in(dir.path(), "target/release/chasetrack");
        let installed = file_in(dir.path(), "bin/chasetrack");
        // `cargo run`: nothing on the PATH, or another chasetrack there.
        assert_eq!(command_for(Some(&built), None), Some(built.as_path()));
        assert_eq!(
            command_for(Some(&built), Some(&installed)),
            Some(built.as_path())
        );
        // Installed and run by its name (or through a link to it).
        assert_eq!(command_for(Some(&installed), Some(&installed)), None);
        #[cfg(unix)]
        {
            let link = dir.path().join("link/chasetrack");
            std::fs::create_dir_all(dir.path().join("link")).unwrap_or_else(|e| panic!("{e}"));
            std::os::unix::fs::symlink(&installed, &link).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(command_for(Some(&installed), Some(&link)), None);
        }
        // Not chasetrack itself (a test binary), or no executable known: the installed name.
        let test = file_in(dir.path(), "deps/suite-0123");
        assert_eq!(command_for(Some(&test), None), None);
        assert_eq!(command_for(None, Some(&installed)), None);
    }

    #[test]
    fn the_first_chasetrack_on_the_path_is_the_one_found() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let first = file_in(dir.path(), "a/chasetrack");
        file_in(dir.path(), "b/chasetrack");
        let path = std::env::join_paths([
            dir.path().join("none"),
            dir.path().join("a"),
            dir.path().join("b"),
        ])
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(found_on(&path), Some(first));
        assert_eq!(found_on(std::ffi::OsStr::new("")), None);
    }

    #[test]
    fn a_path_a_shell_would_split_is_quoted_and_controls_are_escaped() {
        assert_eq!(
            shell_word(Path::new("/data/hotel-1a2b.journal")),
            "/data/hotel-1a2b.journal"
        );
        assert_eq!(
            shell_word(Path::new("/home/keeper/My chases/it's.journal")),
            r"'/home/keeper/My chases/it'\''s.journal'"
        );
        assert!(!shell_word(Path::new("/tmp/x\u{1b}]0;PWNED\u{7}.journal")).contains('\u{1b}'));
    }
}
