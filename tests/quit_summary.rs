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
