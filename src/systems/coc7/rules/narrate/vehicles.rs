//! Vehicle events as sentences: collisions from Table VI, build lost and what it leaves, wrecks,
//! armor, tires, keeping control and navigating. A vehicle is named by its driver: "Harvey's Car,
//! standard".

use super::{plural, rolled, rolled_bare};
use crate::systems::coc7::rules::event::VehicleEvent;
use crate::systems::coc7::rules::state::{Coc7, Id, Status};
use crate::systems::coc7::rules::vehicles::VehicleCondition;

/// One sentence about a vehicle event, told from the state just before it.
pub(super) fn narrate(state: &Coc7, event: &VehicleEvent) -> String {
    let name = |id: Id| state.participant(id).name.as_str();
    match event {
        VehicleEvent::Collided {
            who,
            incident,
            cause,
        } => format!(
            "{} has a {} from {cause} (Table VI: {} build, and {} hit points for each one \
             inside, rolled for each).",
            vehicle(state, *who),
            incident.word(),
            incident.dice(),
            incident.dice()
        ),
        VehicleEvent::VehicleDamaged {
            who,
            damage,
            build_lost,
            limit,
            build_left,
        } => {
            let start = state
                .participant(*who)
                .vehicle
                .as_ref()
                .map(|v| (v.start_build, v.build));
            let out_of = start.map_or_else(String::new, |(start, _)| format!("/{start}"));
            let lost = match (damage, build_lost, limit) {
                // The limit is the reason when there is one: a ram on a person of build 0 costs
                // no build however hard it hits.
                (Some(damage), lost, Some(_)) => format!(
                    "takes {damage} damage in return: {} build, limited to {lost}, the build of \
                     what it hit",
                    damage / 10
                ),
                (Some(damage), 0, None) => format!(
                    "takes {damage} damage, too little to cost build (each full 10 is 1 point)"
                ),
                (Some(damage), lost, None) => {
                    format!("takes {damage} damage: {lost} build point{}", plural(*lost))
                }
                (None, 0, _) => "loses no build: cosmetic damage only".to_string(),
                (None, lost, _) => format!("loses {lost} build point{}", plural(*lost)),
            };
            let impaired = start.is_some_and(|(start, before)| {
                let at = start.impaired_at();
                before > at && *build_left <= at && !build_left.is_zero()
            });
            let impaired = if impaired {
                " It is impaired: 1 penalty die on its driving rolls."
            } else {
                ""
            };
            format!(
                "{} {lost}; build {build_left}{out_of}.{impaired}",
                vehicle(state, *who)
            )
        }
        VehicleEvent::VehicleDisabled { who, condition } => match condition {
            VehicleCondition::Wrecked => format!(
                "{} is wrecked! Those inside are likely to die{}.",
                vehicle(state, *who),
                wreck_rolls(state, *who)
            ),
            VehicleCondition::Undrivable => format!(
                "{} is undrivable and grinds to a halt.",
                vehicle(state, *who)
            ),
            VehicleCondition::Running => format!("{} runs again.", vehicle(state, *who)),
        },
        VehicleEvent::Stranded { who, driver } if who == driver => format!(
            "{} goes no further with the {}: out of the chase unless they get out.",
            name(*who),
            vehicle_only(state, *driver)
        ),
        // Thrown free by a Luck roll ("Those who are fortunate get thrown free"): no longer in
        // the wreck, but down beside it until they get up and go on foot.
        VehicleEvent::Stranded { who, driver } if state.participant(*who).thrown_free => format!(
            "{} lies thrown free of the wreck of {}: out of the chase unless they get up and go \
             on foot.",
            name(*who),
            vehicle(state, *driver)
        ),
        // A running vehicle whose driver lost the trail takes its passengers out with it: there
        // is no getting out and running on ("If not, the chase is over"; `GetOut` refuses it).
        VehicleEvent::Stranded { who, driver }
            if state.participant(*driver).status == Status::LeftBehind
                && state
                    .participant(*driver)
                    .vehicle
                    .as_ref()
                    .is_some_and(|v| v.is_running()) =>
        {
            format!(
                "{} goes no further in {}: it has lost the trail, and they are out of the chase \
                 with it.",
                name(*who),
                vehicle(state, *driver)
            )
        }
        VehicleEvent::Stranded { who, driver } => format!(
            "{} goes no further in {}: out of the chase unless they get out.",
            name(*who),
            vehicle(state, *driver)
        ),
        VehicleEvent::BrokeThrough { who, .. } => format!(
            "{} is through: the debris is a hazard only to those that follow.",
            vehicle(state, *who)
        ),
        VehicleEvent::GotOut { who, driver } => format!(
            "{} gets out of {} and goes on foot.",
            name(*who),
            vehicle(state, *driver)
        ),
        VehicleEvent::Shielded { who, armor, damage } => {
            let inside = state
                .vehicle_of(*who)
                .map_or_else(|| "the vehicle".to_string(), |(d, _)| vehicle(state, d));
            format!(
                "The armor of {inside} stops {armor} of the {damage} damage to {}.",
                name(*who)
            )
        }
        VehicleEvent::TireHit {
            who,
            damage,
            impaling,
            burst,
        } => {
            let tire = format!("a tire of {}", vehicle(state, *who));
            match (impaling, burst) {
                (false, _) => format!("The shot cannot harm {tire}: only impaling weapons do."),
                (true, true) => format!(
                    "{} takes {damage} damage past its armor of 3 and bursts: 1 build lost.",
                    capital(&tire)
                ),
                (true, false) => format!(
                    "{} takes {damage} damage past its armor of 3 and holds.",
                    capital(&tire)
                ),
            }
        }
        VehicleEvent::ControlRolled {
            who,
            skill,
            roll,
            passed,
        } => {
            if *passed {
                format!(
                    "{} keeps control, making {} (Hard).",
                    name(*who),
                    rolled(skill, roll)
                )
            } else {
                format!(
                    "{} loses control, failing {} (Hard).",
                    name(*who),
                    rolled(skill, roll)
                )
            }
        }
        VehicleEvent::Navigated {
            who,
            driver,
            skill,
            roll,
            passed,
        } => {
            let outcome = if *passed {
                format!(
                    "{}'s next acceleration takes 1 fewer penalty die",
                    name(*driver)
                )
            } else {
                "no help this time".to_string()
            };
            format!(
                "{} navigates for {}: {}, {}; {outcome}.",
                name(*who),
                name(*driver),
                rolled_bare(skill, roll),
                roll.level
            )
        }
        // The navigation roll's own line already says what the bonus is for.
        VehicleEvent::NavigationBonus { .. } => String::new(),
        // Like spent movement actions, the act's own line says what was done.
        VehicleEvent::PassengerActed { .. } => String::new(),
        VehicleEvent::ThrownFree { who } => format!("{} is thrown free of the wreck.", name(*who)),
    }
}

/// "Harvey's Car, standard": the vehicle a driver drives (or left).
/// What each one inside a wreck rolls, as the rules then roll it (`Decider::wreck_fate`, "Key:
/// Build": "Luck rolls may be allowed. Those who are fortunate get thrown free, though it is
/// recommended they take at least 2D10 damage"): a Luck roll for each one with Luck on its
/// sheet; one without takes the crash's dice in hit points, rolled for each. Nothing when the
/// keeper allows no Luck rolls (all die with the wreck).
fn wreck_rolls(state: &Coc7, driver: Id) -> String {
    if !state.settings.vehicles.wreck_luck_rolls {
        return String::new();
    }
    let inside: Vec<Id> = std::iter::once(driver)
        .chain(state.passengers(driver))
        .filter(|id| {
            !matches!(
                state.participant(*id).status,
                Status::Dead | Status::Dying | Status::Escaped | Status::Waiting
            )
        })
        .collect();
    let names = |lucky: bool| -> Vec<&str> {
        inside
            .iter()
            .filter(|id| state.skill(**id, "Luck").is_some() == lucky)
            .map(|id| state.participant(*id).name.as_str())
            .collect()
    };
    let (lucky, unlucky) = (names(true), names(false));
    let mut text = String::new();
    match lucky.as_slice() {
        [] => {}
        [one] => text.push_str(&format!(
            "; {one} rolls Luck to be thrown free ({} damage if so)",
            state.settings.vehicles.thrown_free_damage
        )),
        many => text.push_str(&format!(
            "; {} each roll Luck to be thrown free ({} damage for each one thrown free)",
            super::join(many),
            state.settings.vehicles.thrown_free_damage
        )),
    }
    match unlucky.as_slice() {
        [] => {}
        [one] => text.push_str(&format!(
            "; {one} has no Luck to roll and takes the crash's damage in hit points"
        )),
        many => text.push_str(&format!(
            "; {} have no Luck to roll and take the crash's damage in hit points, rolled for each",
            super::join(many)
        )),
    }
    text
}

pub(super) fn vehicle(state: &Coc7, driver: Id) -> String {
    format!(
        "{}'s {}",
        state.participant(driver).name,
        vehicle_only(state, driver)
    )
}

/// "Car, standard".
fn vehicle_only(state: &Coc7, driver: Id) -> &str {
    let participant = state.participant(driver);
    participant
        .vehicle
        .as_ref()
        .or(participant.parked.as_ref())
        .map_or("vehicle", |v| v.name.as_str())
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
