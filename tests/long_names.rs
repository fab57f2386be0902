//! A name longer than the 24 bytes a name is held in inline (`engine::Name`), and not ASCII, is a
//! name like any other in every system: renamed so, a participant of each shipped setup plays the
//! same chase, with the same dice and the same odds.

use chasetrack::odds::{self, Policy, Settings, Style};
use std::collections::HashSet;

const LONG: &str = "Annabelle-Marguerite von Hohenzollern-Sigmaringen ✦ der Ältere";

#[test]
fn a_long_name_changes_no_figure_of_the_odds_in_any_shipped_setup() {
    assert!(
        LONG.len() > 24,
        "the name must be longer than the inline room"
    );
    let settings = Settings {
        style: Style::Bold,
        runs: 200,
        rounds: 30,
    };
    let mut systems = HashSet::new();
    for (file, text, setup) in crate::odds_common::shipped() {
        let first =
            chasetrack::each!(&setup.chase, session => session.state().roster()[0].0.clone());
        let quoted = format!("\"{first}\"");
        assert!(
            text.contains(&quoted),
            "{file}: {first} is not spelt in the setup"
        );
        let renamed = text.replace(&quoted, &format!("\"{LONG}\""));
        let long = chasetrack::setup::parse(&renamed, &file)
            .unwrap_or_else(|e| panic!("{file} with a long name: {e}"));
        let mut expected = odds::chase::odds(&setup.chase, &settings, 7);
        for p in &mut expected.participants {
            if p.name == first {
                p.name = LONG.to_string();
            }
        }
        expected.stuck_at = expected.stuck_at.map(|at| at.replace(&first, LONG));
        assert_eq!(
            odds::chase::odds(&long.chase, &settings, 7),
            expected,
            "{file}: renaming {first} changed the odds"
        );
        systems.insert(std::mem::discriminant(&setup.chase));
    }
    assert_eq!(systems.len(), 5, "every system's setups were renamed");
}
