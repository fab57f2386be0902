//! The screen's odds worker: its figures are `chasetrack odds`'s, they come in steps, and a newer
//! request stops the one in flight, in every system.

use super::Live;
use crate::odds::Settings;
use crate::odds::chase::{FIRST_STEP, odds, preview};
use crate::systems::{Chase, SystemKind};

/// One shipped setup of each system.
fn one_of_each() -> Vec<Chase> {
    let chases: Vec<Chase> = [
        ("sample", include_str!("../../assets/sample.ron")),
        ("bazaar", include_str!("../../assets/bazaar.ron")),
        ("city-chase", include_str!("../../assets/city-chase.ron")),
        (
            "gurps-rooftops",
            include_str!("../../assets/gurps-rooftops.ron"),
        ),
        (
            "savage-road-warriors",
            include_str!("../../assets/savage-road-warriors.ron"),
        ),
    ]
    .into_iter()
    .map(|(name, text)| match crate::setup::parse(text, name) {
        Ok(setup) => setup.chase,
        Err(e) => panic!("{name}: {e}"),
    })
    .collect();
    let kinds: Vec<SystemKind> = chases.iter().map(Chase::system).collect();
    assert_eq!(kinds, SystemKind::ALL, "one setup of every system");
    chases
}

fn settings(runs: u32) -> Settings {
    Settings {
        runs,
        ..Settings::default()
    }
}

/// The panel's last figures, and the preview's, are exactly what `chasetrack odds` computes with
/// the same seed, in every system: the steps change when figures come, never what they are.
#[test]
fn the_last_figures_are_those_of_the_odds_command_in_every_system() {
    for chase in one_of_each() {
        let settings = settings(300);
        let mut live = Live {
            shown: true,
            ..Live::default()
        };
        live.refresh(&chase, &settings, 7);
        live.wait();
        assert!(!live.stale() && !live.refining() && !live.pending());
        assert_eq!(
            live.report,
            Some(odds(&chase, &settings, 7)),
            "{:?}",
            chase.system()
        );
        live.previewing = true;
        live.ask(&chase, &settings, 7);
        live.wait();
        assert_eq!(
            live.preview,
            preview(&chase, &settings, 7),
            "{:?}",
            chase.system()
        );
        assert_eq!(live.report, Some(odds(&chase, &settings, 7)));
    }
}

/// The first figures count only the first step's playouts and say they are being refined; the
/// steps then double up to every playout asked for.
#[test]
fn the_first_figures_come_after_a_few_dozen_playouts_and_are_refined() {
    for chase in one_of_each() {
        let runs = FIRST_STEP * 20;
        let mut live = Live {
            shown: true,
            ..Live::default()
        };
        live.refresh(&chase, &settings(runs), 3);
        live.wait_first();
        let first = live.report.as_ref().map(|r| r.runs);
        assert_eq!(first, Some(FIRST_STEP), "{:?}", chase.system());
        assert!(live.refining() && live.pending() && !live.stale());
        assert_eq!(live.runs_asked(), runs);
        live.wait();
        assert_eq!(live.report.as_ref().map(|r| r.runs), Some(runs));
        assert!(!live.refining());
    }
}

/// A key that changes the chase while a long computation runs: the worker stops it before its
/// next playout and answers the new request; the old one never finishes.
#[test]
fn a_newer_request_stops_the_one_in_flight() {
    let chases = one_of_each();
    let chase = &chases[0];
    let long = 200_000;
    let mut live = Live {
        shown: true,
        ..Live::default()
    };
    live.refresh(chase, &settings(long), 1);
    live.wait_first();
    let other = &chases[1];
    live.refresh(other, &settings(50), 1);
    live.wait();
    assert_eq!(live.report, Some(odds(other, &settings(50), 1)));
    let played = live.playouts_started();
    assert!(
        played < u64::from(long),
        "the first request was played to its end: {played} playouts"
    );
}
