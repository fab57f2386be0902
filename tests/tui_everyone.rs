//! Everyone on screen at 80x24: every shipped setup in `assets/`, opened and cut to
//! its chase where it has one to cut to, shows every participant's name on the screen.

use crate::tui_common;

use chasetrack::odds::Policy;
use tui_common::*;

/// The names of a setup's participants, as the odds' roster lists them for every system.
fn names(setup: &chasetrack::setup::Setup) -> Vec<String> {
    fn of<R: Policy>(session: &chasetrack::engine::Session<R>) -> Vec<String> {
        session
            .state()
            .roster()
            .into_iter()
            .map(|(name, _)| name)
            .collect()
    }
    chasetrack::each!(&setup.chase, s => of(s))
}

#[test]
fn every_shipped_setup_shows_everyone_at_80x24() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut missing = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let setup = asset(&name);
        let dir = tempfile::tempdir().unwrap();
        let app = app_with_journal(setup.clone(), &dir);
        let shown = screen(&app, 80, 24);
        for who in names(&setup) {
            if !shown.contains(&who) {
                missing.push(format!("{name}: {who}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not on screen at 80x24:\n{}",
        missing.join("\n")
    );
}

/// "At 80x24, every participant of a chase with up to 20 locations on its way is on the track at
/// once, with its name readable": each shipped Call of Cthulhu setup, its speed rolls
/// made and cut to the chase, and then after each of its first turns, draws every participant still
/// in the chase inside the track's panel, by its whole name or a cut that keeps its numbering word
/// and five letters ("Poli… 1").
#[test]
fn every_call_of_cthulhu_chase_shows_everyone_on_the_track_at_80x24() {
    let mut missing = Vec::new();
    for name in [
        "arkham-night.ron",
        "car-chase.ron",
        "cultist-truck.ron",
        "deep-one.ron",
        "harvey-farm.ron",
        "harvey-fence.ron",
        "hotel.ron",
        "multi.ron",
        "police-pursuit.ron",
        "sample.ron",
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(asset(name), &dir);
        press(&mut app, "sRc<Enter>");
        for turn in 0..4 {
            let shown = screen(&app, 80, 24);
            let rows: Vec<&str> = shown.lines().collect();
            // The track's panel: from its top border to the first bottom border below it.
            let top = rows
                .iter()
                .position(|r| r.starts_with("┌ Track"))
                .unwrap_or(0);
            let bottom = rows[top..]
                .iter()
                .position(|r| r.starts_with('└'))
                .map_or(rows.len(), |at| top + at);
            let track = rows[top..bottom].join("\n");
            let chase = state(&app);
            for p in &chase.participants {
                let len = p.name.chars().count();
                // A name whose last word is short ("Police 2", "Cultist 10") must keep it when cut;
                // one with no such word ("Patrolman Kerrigan") is readable by its first letters.
                let numbered = p
                    .name
                    .rsplit_once(' ')
                    .is_some_and(|(_, last)| last.chars().count() <= 3);
                let readable = track.contains(p.name.as_str())
                    || (7..len).any(|w| {
                        let cut = chasetrack::screen::text::abbreviate_name(&p.name, w);
                        (cut.contains(' ') || !numbered) && track.contains(&cut)
                    });
                if p.status.is_active() && !readable {
                    missing.push(format!("{name}, turn {turn}: {}\n{track}", p.name));
                }
            }
            press(&mut app, "n");
        }
    }
    assert!(
        missing.is_empty(),
        "not on the track at 80x24:\n{}",
        missing.join("\n")
    );
}
