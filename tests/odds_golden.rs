//! No playout sticks in any state a golden script reaches: after every step of every worked
//! example under `tests/scripts/`, in all five systems, the odds play on from where the chase
//! stands and the policy always has a move the rules take.

use chasetrack::engine::Session;
use chasetrack::odds::{self, Policy, Settings, Style};
use chasetrack::script::{self, Scripted, declared_setup};
use std::path::{Path, PathBuf};

fn scripts_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            scripts_under(&path, found);
        } else if path.extension().is_some_and(|e| e == "ron") {
            found.push(path);
        }
    }
}

/// The steps after which a playout stuck, with how many of the playouts.
fn stuck_after_each_step<R>(session: Session<R>, text: &str, name: &str) -> Vec<String>
where
    R: Scripted + Policy + Sync,
    R::Command: Sync,
{
    let Ok(parsed) = script::parse::<R::Command, R::Expect>(text, name) else {
        return vec![format!("{name}: does not parse")];
    };
    let mut stuck = Vec::new();
    for upto in 0..=parsed.steps.len() {
        let played = script::play(session.clone(), &parsed.steps[..upto], 0);
        if played.failure.is_some() {
            break;
        }
        for style in [Style::Bold, Style::Cautious] {
            let settings = Settings {
                style,
                runs: 12,
                rounds: 12,
            };
            let tally = odds::run(played.session.state(), &settings, upto as u64);
            if tally.stuck > 0 {
                stuck.push(format!(
                    "{name} after step {upto} ({style:?}): {} of {} playouts stuck, the first \
                     with {}",
                    tally.stuck,
                    tally.runs,
                    tally.stuck_at.as_deref().unwrap_or("?")
                ));
            }
        }
    }
    stuck
}

#[test]
fn no_playout_sticks_in_any_state_a_golden_script_reaches() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut scripts = Vec::new();
    scripts_under(&root.join("tests/scripts"), &mut scripts);
    scripts.sort();
    assert!(scripts.len() >= 10, "{scripts:?}");
    let mut stuck = Vec::new();
    for path in &scripts {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let Some(setup) = declared_setup(&text) else {
            continue;
        };
        let setup = path.parent().unwrap_or(root).join(setup);
        let setup = chasetrack::setup::load(&setup).unwrap_or_else(|e| panic!("{name}: {e}"));
        stuck.extend(chasetrack::each!(setup.chase, session =>
            stuck_after_each_step(session, &text, &name)));
    }
    assert!(stuck.is_empty(), "{}", stuck.join("\n"));
}
