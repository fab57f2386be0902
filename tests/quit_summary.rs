//! On quit, the keeper reads on the normal screen where the chase stands, where it is saved and
//! the commands that resume and export it: for a chase of every system.

use crate::tui_common;

use chasetrack::systems::SystemKind;
use chasetrack::tui::farewell::farewell;
use tui_common::{app_with_journal, asset};

#[test]
fn quitting_says_where_each_systems_chase_stands_and_how_to_resume_and_export_it() {
    let shipped = [
        "sample.ron",
        "bazaar.ron",
        "city-chase.ron",
        "gurps-rooftops.ron",
        "savage-knights-bandits.ron",
    ];
    let mut seen = Vec::new();
    for name in shipped {
        let dir = tempfile::tempdir().unwrap();
        let setup = asset(name);
        let app = app_with_journal(setup.clone(), &dir);
        let journal = app
            .autosave_path()
            .expect("a journal")
            .display()
            .to_string();
        let text = farewell(&app).expect("a saved chase is summed up");
        let lines: Vec<&str> = text.lines().collect();
        let system = app.chase().system();
        seen.push(system);
        assert!(
            lines[0].starts_with(&format!("{} ({}): ", setup.name, system.title())),
            "{name}: {text}"
        );
        assert_eq!(lines[1], format!("Saved in {journal}"), "{name}");
        assert_eq!(
            lines[2],
            format!("Resume: chasetrack --resume {journal}"),
            "{name}"
        );
        assert_eq!(
            lines[3],
            format!("Export: chasetrack export {journal}"),
            "{name}"
        );
    }
    for kind in SystemKind::ALL {
        assert!(seen.contains(kind), "no chase of {kind:?} was summed up");
    }
}

#[test]
fn a_chase_nothing_saves_has_nothing_to_say() {
    let app = chasetrack::tui::app::App::new(
        asset("sample.ron"),
        chasetrack::screen::theme::Theme::new(false),
    );
    assert_eq!(farewell(&app), None);
}

/// A chase that is over is summed up by how it ended, with no resume line (it opens to read).
#[test]
fn a_finished_chase_says_how_it_ended_and_offers_only_the_export() {
    use chasetrack::dice::Roller;
    use chasetrack::systems::Chase;
    use chasetrack::systems::track::rules::Command;
    let mut setup = asset("bazaar.ron");
    let Chase::Track(session) = &mut setup.chase else {
        panic!("bazaar.ron is a chase-track setup");
    };
    session
        .execute(Command::EndChase, &mut Roller::seeded(1))
        .expect("the keeper may end the chase");
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_journal(setup, &dir);
    let text = farewell(&app).expect("a saved chase is summed up");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("): over. "), "{text}");
    assert!(!text.contains("Resume:"), "{text}");
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("Export: chasetrack export "),
        "{text}"
    );
}

/// The commands the quit summary prints run as printed: a keeper with no `chasetrack` on the
/// PATH (one who ran `cargo run`) is given this binary's path; one whose PATH finds this binary
/// as `chasetrack` is given `chasetrack`. Each resume line is run verbatim in a terminal of its
/// own (a tmux pane), each export line through `sh -c`.
#[cfg(unix)]
#[test]
fn the_quit_summary_prints_commands_that_run_as_printed() {
    use crate::tmux_common::{BIN, Tmux};
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let bin_folder = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(BIN, bin_folder.path().join("chasetrack")).unwrap();
    let plain_path = "PATH=/usr/local/bin:/usr/bin:/bin".to_string();
    let with_chasetrack = format!(
        "PATH={}:/usr/local/bin:/usr/bin:/bin",
        bin_folder.path().display()
    );
    for (path, program) in [(&plain_path, BIN), (&with_chasetrack, "chasetrack")] {
        let end = tmux.launch(data.path(), &["env", path, BIN, "assets/bazaar.ron"]);
        let line = |label: &str| {
            end.lines()
                .find_map(|line| line.strip_prefix(label))
                .unwrap_or_else(|| panic!("no {label} line:\n{end}"))
                .to_string()
        };
        let resume = line("Resume: ");
        let export = line("Export: ");
        assert!(resume.starts_with(&format!("{program} --resume ")), "{end}");
        assert!(export.starts_with(&format!("{program} export ")), "{end}");

        let exported = crate::bounded::output(
            std::process::Command::new("env").args([path, "sh", "-c", &export]),
            crate::bounded::LIMIT,
        );
        assert!(exported.status.success(), "{export}: {exported:?}");
        let log = String::from_utf8_lossy(&exported.stdout);
        assert!(log.contains("The thief in the bazaar"), "{log}");

        let again = tmux.launch(data.path(), &["env", path, "sh", "-c", &resume]);
        assert_eq!(
            crate::tmux_common::exited(&again),
            Some(0),
            "{resume}:\n{again}"
        );
        assert!(again.contains(&format!("Resume: {resume}")), "{again}");
    }
}
