//! The build script: `chasetrack --version` names the commit and the date it was built from
//! (`chasetrack 0.1.0 (d7cbfa1 2026-12-02)`), so that a keeper's bug report says which code it
//! is about (issue 43).
//!
//! It asks `git` when the package is a git checkout of its own and `git` is there; otherwise
//! (a source archive, a crate from a registry, no `git`) the version is the package's alone. It
//! never fails the build: every failure falls back to that. It runs again only when the commit
//! can have changed (the checkout's `HEAD`, the branch it points to, the packed refs), so an
//! incremental build does not ask `git` each time.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let root = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    println!("cargo:rerun-if-changed=build.rs");
    let built_from = root.as_deref().and_then(|root| {
        let checkout = Checkout::of(root)?;
        checkout.watch();
        let commit = git(root, &["rev-parse", "--short", "HEAD"])?;
        let date = git(root, &["log", "-1", "--format=%cs"]);
        Some(match date {
            Some(date) => format!("{commit} {date}"),
            None => commit,
        })
    });
    let long = match built_from {
        Some(from) => format!("{version} ({from})"),
        None => version,
    };
    println!("cargo:rustc-env=CHASETRACK_VERSION={long}");
}

/// The git directories of the checkout the package is the top of.
struct Checkout {
    /// This checkout's own: its `HEAD` (a worktree has one of its own).
    git_dir: PathBuf,
    /// The one its branches live in (the same, but for a worktree).
    common_dir: PathBuf,
}

impl Checkout {
    /// The checkout `root` is the top of; `None` when it is none, is inside another project's
    /// checkout (a crate unpacked there), or `git` cannot be run.
    fn of(root: &Path) -> Option<Checkout> {
        let top = git(root, &["rev-parse", "--show-toplevel"])?;
        let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        };
        if !same(Path::new(&top), root) {
            return None;
        }
        let absolute = |dir: String| {
            let dir = PathBuf::from(dir);
            if dir.is_absolute() {
                dir
            } else {
                root.join(dir)
            }
        };
        Some(Checkout {
            git_dir: absolute(git(root, &["rev-parse", "--git-dir"])?),
            common_dir: absolute(git(root, &["rev-parse", "--git-common-dir"])?),
        })
    }

    /// Asks cargo to run the script again when `HEAD` moves: a new commit on the branch, another
    /// branch checked out, refs packed.
    fn watch(&self) {
        let head = self.git_dir.join("HEAD");
        watch(&head);
        if let Ok(text) = std::fs::read_to_string(&head)
            && let Some(branch) = text.trim().strip_prefix("ref: ")
        {
            // A branch is a file of its own once a commit is made on it; until then it may be
            // only in packed-refs, and its folder is watched for the file to appear.
            let loose = self.common_dir.join(branch);
            match loose.parent() {
                Some(folder) if !loose.exists() => watch(folder),
                _ => watch(&loose),
            }
        }
        watch(&self.common_dir.join("packed-refs"));
    }
}

/// A file cargo watches, if it is there (a missing one would run the script on every build).
fn watch(file: &Path) {
    if file.exists() {
        println!("cargo:rerun-if-changed={}", file.display());
    }
}

/// `git ARGS` run in `dir`: its first line of output, or `None` when git is missing or fails.
fn git(dir: &Path, args: &[&str]) -> Option<String> {
    let output = Command::new("git")
        .args(args)
        .current_dir(dir)
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?;
    let line = text.lines().next()?.trim();
    (!line.is_empty()).then(|| line.to_string())
}
