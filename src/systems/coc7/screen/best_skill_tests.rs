//! The skill menu of a hazard or a barrier starts on the skill the rules would roll best: on
//! every shipped Call of Cthulhu setup, for every participant and every obstacle whose skills the
//! keeper set, the cursor (what "usual + roll" takes) is on the best value on the sheet.

use super::obstacle_skill;
use crate::screen::form::{Asker, QuestionKind, Stop};
use crate::systems::Chase;
use crate::systems::coc7::rules::Coc7;

fn shipped() -> Vec<(String, Coc7)> {
    super::super::shipped_states()
}

#[test]
fn the_skill_menu_starts_on_the_best_value_the_rules_allow() {
    let mut checked = 0;
    for (name, state) in shipped() {
        for at in state.map.numbers() {
            let Some(obstacle) = state.map.ahead_of(at) else {
                continue;
            };
            let allowed = obstacle.skills().to_vec();
            if allowed.is_empty() {
                continue;
            }
            for (id, participant) in state.ids() {
                let best = allowed.iter().filter_map(|s| state.skill(id, s)).max();
                let asked =
                    obstacle_skill(&mut Asker::new(&[]), &state, id, obstacle.name(), &allowed);
                let Err(Stop::Ask(question)) = asked else {
                    continue; // one skill only, or none: nothing to choose
                };
                let QuestionKind::Pick { options, default } = question.kind else {
                    panic!("{name}: a skill menu is a pick-list");
                };
                let value = options[default]
                    .rsplit(' ')
                    .next()
                    .and_then(|n| n.parse::<u32>().ok());
                assert_eq!(
                    value,
                    best,
                    "{name}: {} at {}: the menu starts on {:?} of {options:?}",
                    participant.name,
                    obstacle.name(),
                    options[default]
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "only {checked} menus checked");
}

/// The two cases: the Farmer at the ditch (Jump 20 or DEX 50) and Lucius in the hotel's
/// crowd (Dodge 40 or DEX 65).
#[test]
fn the_farmer_jumps_the_ditch_with_dex_and_lucius_weaves_with_dex() {
    let cases = [
        ("sample.ron", "Farmer", "Ditch", "DEX 50"),
        ("hotel.ron", "Lucius Wren", "Crowd of guests", "DEX 65"),
    ];
    for (file, who, obstacle_name, expected) in cases {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets")
            .join(file);
        let setup = crate::setup::load(&path).unwrap();
        let Chase::Coc7(session) = setup.chase else {
            panic!("{file} is a Call of Cthulhu chase");
        };
        let state = session.state();
        let id = state.find(who).unwrap();
        let obstacle = state
            .map
            .numbers()
            .find_map(|at| state.map.ahead_of(at).filter(|o| o.name() == obstacle_name))
            .unwrap();
        let asked = obstacle_skill(
            &mut Asker::new(&[]),
            state,
            id,
            obstacle.name(),
            obstacle.skills(),
        );
        match asked {
            Err(Stop::Ask(question)) => match question.kind {
                QuestionKind::Pick { options, default } => {
                    assert!(options[default].starts_with(expected), "{options:?}")
                }
                other => panic!("{other:?}"),
            },
            other => panic!("{file}: {other:?}"),
        }
    }
}
