//! Every number a keeper can write, at its extremes, in all five systems: each integer in each
//! shipped setup and each golden script is set in turn to the largest and smallest values its
//! type could hold (and to -1 and 0), and the file is read and played. It must be refused with a
//! message or played: never a panic. Tests build with overflow checks on (Cargo.toml's profiles),
//! so a sum that passes what an `i32` holds panics here instead of wrapping in a keeper's chase
//! (docs/reliability.md, "Limits on what is read").

use chasetrack::engine::Session;
use chasetrack::odds::{Settings, Style};
use chasetrack::script::{Scripted, declared_setup, parse, play};
use chasetrack::setup;
use chasetrack::systems::Chase;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

const EXTREMES: [&str; 5] = ["-2147483648", "2147483647", "4294967295", "-1", "0"];

/// The byte ranges of the integer literals of a RON text, outside strings and comments.
fn integers(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => {
                at += 1;
                while at < bytes.len() && bytes[at] != b'"' {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at += 1;
            }
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                while at < bytes.len() && bytes[at] != b'\n' {
                    at += 1;
                }
            }
            b'-' | b'0'..=b'9'
                if at == 0
                    || !(bytes[at - 1].is_ascii_alphanumeric()
                        || b"_.".contains(&bytes[at - 1])) =>
            {
                let start = at;
                at += 1;
                while at < bytes.len() && bytes[at].is_ascii_digit() {
                    at += 1;
                }
                let is_float = bytes.get(at) == Some(&b'.');
                if at > start + usize::from(bytes[start] == b'-') && !is_float {
                    found.push((start, at));
                }
            }
            _ => at += 1,
        }
    }
    found
}

/// Each mutation of `text`: one integer literal set to one extreme.
fn mutations(text: &str) -> impl Iterator<Item = (String, String)> + '_ {
    integers(text).into_iter().flat_map(move |(start, end)| {
        EXTREMES.iter().map(move |extreme| {
            let mutated = format!("{}{}{}", &text[..start], extreme, &text[end..]);
            let line = text[..start].matches('\n').count() + 1;
            (
                format!("line {line}: '{}' as {extreme}", &text[start..end]),
                mutated,
            )
        })
    })
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("the folder reads").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ron") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A few short playouts of a chase through its own rules: every rule a setup's numbers reach.
fn play_out(chase: &Chase) {
    let settings = Settings {
        style: Style::Bold,
        runs: 3,
        rounds: 8,
    };
    let _ = chasetrack::odds::chase::odds(chase, &settings, 11);
}

#[test]
fn every_number_of_every_shipped_setup_at_its_extremes_is_refused_or_played() {
    let mut panics = Vec::new();
    let mut loaded = 0;
    let mut refused = 0;
    for file in files(&root().join("assets")) {
        let text = std::fs::read_to_string(&file).expect("the setup reads");
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        for (what, mutated) in mutations(&text) {
            let outcome = catch_unwind(AssertUnwindSafe(|| match setup::parse(&mutated, &name) {
                Ok(setup) => {
                    play_out(&setup.chase);
                    true
                }
                Err(_) => false,
            }));
            match outcome {
                Ok(true) => loaded += 1,
                Ok(false) => refused += 1,
                Err(_) => panics.push(format!("{name} {what}")),
            }
        }
    }
    assert!(
        loaded > 100 && refused > 100,
        "{loaded} loaded, {refused} refused"
    );
    assert!(
        panics.is_empty(),
        "{} panics:\n{}",
        panics.len(),
        panics.join("\n")
    );
}

fn run_script<R: Scripted>(session: Session<R>, text: &str) {
    if let Ok(script) = parse::<R::Command, R::Expect>(text, "extreme.ron") {
        let played = play(session, &script.steps, 7);
        let mut session = played.session;
        let _ = session.state().view();
        while session.undo().is_some() {}
    }
}

#[test]
fn every_number_of_every_golden_script_at_its_extremes_is_refused_or_played() {
    let mut panics = Vec::new();
    let mut tried = 0;
    for file in files(&root().join("tests/scripts")) {
        let text = std::fs::read_to_string(&file).expect("the script reads");
        let Some(setup_name) = declared_setup(&text) else {
            continue;
        };
        let setup = setup::load(&file.parent().unwrap().join(setup_name))
            .expect("a golden script's setup loads");
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        for (what, mutated) in mutations(&text) {
            tried += 1;
            let chase = setup.chase.clone();
            let outcome = catch_unwind(AssertUnwindSafe(|| match chase {
                Chase::Coc7(session) => run_script(session, &mutated),
                Chase::Track(session) => run_script(session, &mutated),
                Chase::Clocks(session) => run_script(session, &mutated),
                Chase::Savage(session) => run_script(session, &mutated),
                Chase::Gurps(session) => run_script(session, &mutated),
            }));
            if outcome.is_err() {
                panics.push(format!("{name} {what}"));
            }
        }
    }
    assert!(tried > 1000, "{tried} mutations");
    assert!(
        panics.is_empty(),
        "{} panics:\n{}",
        panics.len(),
        panics.join("\n")
    );
}

#[test]
fn the_integer_finder_skips_strings_comments_and_names() {
    let text = "// 12 in a comment\n(name: \"Car 54\", st: 57, hp: -3, x1: 2.5, ok: [1,2])";
    let found: Vec<&str> = integers(text).iter().map(|(s, e)| &text[*s..*e]).collect();
    assert_eq!(found, ["57", "-3", "1", "2"]);
}
