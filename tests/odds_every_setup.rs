//! The odds of every shipped setup, in all five systems, read every ending: each quarry's five
//! outcomes add up to every playout, "still running" only where a playout stopped at the round
//! limit (a decided race's unplaced runner is not running), and no playout sticks.

use chasetrack::odds::{self, Settings, Side, Style};
use chasetrack::setup;

fn shipped() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".ron"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_shipped_setup_reads_every_ending_and_never_sticks() {
    let mut stuck = Vec::new();
    for name in shipped() {
        let path = format!("{}/assets/{name}", env!("CARGO_MANIFEST_DIR"));
        let chase = setup::load(std::path::Path::new(&path))
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .chase;
        for style in [Style::Bold, Style::Cautious] {
            let settings = Settings {
                style,
                runs: 100,
                rounds: 30,
            };
            let report = odds::chase::odds(&chase, &settings, 7);
            for p in report
                .participants
                .iter()
                .filter(|p| p.role == Side::Quarry)
            {
                let counts = [p.escaped, p.caught, p.out, p.running, p.unplaced];
                let total: u32 = counts.iter().map(|share| share.count).sum();
                assert_eq!(total, report.runs, "{name} {}", p.name);
                assert!(
                    p.running.count <= report.round_limit + report.stuck,
                    "{name} {style:?} {}: still running in {} playouts, but only {} stopped at \
                     the round limit",
                    p.name,
                    p.running.count,
                    report.round_limit
                );
            }
            if report.stuck > 0 {
                stuck.push(format!("{name} {style:?}: {}", report.stuck));
            }
        }
    }
    assert!(stuck.is_empty(), "playouts stuck: {stuck:?}");
}
