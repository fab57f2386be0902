//! Events as the players hear them (docs/players-view.md): the keeper's sentence where it
//! holds nothing hidden, and otherwise the outcome in words. The keeper's people's numbers stay
//! behind the screen: their skill and characteristic values and the dice they rolled ("Cult rider
//! fails to get past the hairpin", not "fails Drive Auto 45 with 61"), their hit points ("is
//! hurt", not "HP 9/11"), their vehicles' build ("is battered", not "build 2/3"), what the keeper
//! chose (a newcomer's sheet, a barrier's hit points), and every location no investigator can see
//! (`Coc7::players_see`). The investigators' own numbers are the players' (they hold those
//! sheets), so their lines are the keeper's. Every event is named below, with no catch-all, so a
//! new event cannot reach the players without a decision here.

use super::vehicles::vehicle;
use super::{attack_outcome, obstacle_name, place, rolled};
use crate::dice::SkillRoll;
use crate::engine::TableLine;
use crate::systems::coc7::rules::event::{Event, ResponseKind, RouteEvent, VehicleEvent};
use crate::systems::coc7::rules::state::{Coc7, Id, Loc, Status};
use crate::systems::coc7::rules::vehicles::VehicleCondition;

/// How the players hear one event, told from the state just before it.
pub fn narrate_for_table(state: &Coc7, event: &Event) -> TableLine {
    let name = |id: Id| state.participant(id).name.as_str();
    let open = |id: Id| state.participant(id).open_to_players();
    let told = TableLine::Told;
    match event {
        // What the players' characters did, with their own dice; the table's bookkeeping.
        Event::SpeedRolled { who, .. }
        | Event::HazardRolled { who, .. }
        | Event::BarrierRolled { who, .. }
        | Event::ConsciousnessRolled { who, .. }
        | Event::SaveRolled { who, .. }
        | Event::Vehicle(VehicleEvent::ControlRolled { who, .. })
        | Event::Route(RouteEvent::TrailRolled { who, .. })
        | Event::Route(RouteEvent::HideRolled { who, .. })
        | Event::Route(RouteEvent::Sought { who, .. })
        | Event::Harmed { who, .. }
        | Event::Vehicle(VehicleEvent::Navigated { who, .. })
            if open(*who) =>
        {
            TableLine::Same
        }
        Event::SpeedRolled { who, roll, .. } => {
            told(format!("{} rolls for speed: {}.", name(*who), lower(roll)))
        }
        Event::HazardRolled {
            who, at, passed, ..
        } => told(format!(
            "{} {} {}.",
            name(*who),
            if *passed {
                "gets past"
            } else {
                "fails to get past"
            },
            obstacle_name(state, *at)
        )),
        Event::BarrierRolled {
            who, at, passed, ..
        } => told(format!(
            "{} {} {}.",
            name(*who),
            if *passed {
                "gets through"
            } else {
                "is stopped at"
            },
            obstacle_name(state, *at)
        )),
        Event::BarrierDamaged {
            who, at, damage, ..
        } if open(*who) => told(format!(
            "{} deals {damage} damage to {}; it holds.",
            name(*who),
            obstacle_name(state, *at)
        )),
        Event::BarrierDamaged { who, at, .. } => told(format!(
            "{} batters {}; it holds.",
            name(*who),
            obstacle_name(state, *at)
        )),
        Event::Harmed {
            who, major_wound, ..
        } => told(format!(
            "{} is hurt{}.",
            name(*who),
            if *major_wound { ", a major wound" } else { "" }
        )),
        Event::ConsciousnessRolled { who, passed, .. } => told(format!(
            "{} {} conscious.",
            name(*who),
            if *passed { "stays" } else { "fails to stay" }
        )),
        Event::SaveRolled { who, passed, .. } => told(format!(
            "{} {}.",
            name(*who),
            if *passed { "saves" } else { "fails to save" }
        )),
        Event::Vehicle(VehicleEvent::ControlRolled { who, passed, .. }) => told(format!(
            "{} {} control.",
            name(*who),
            if *passed { "keeps" } else { "loses" }
        )),
        Event::Route(RouteEvent::TrailRolled {
            who,
            quarry,
            passed,
            ..
        }) => {
            let whose = quarry.map_or("the".to_string(), |q| format!("{}'s", name(q)));
            told(format!(
                "{} {} {whose} trail.",
                name(*who),
                if *passed { "picks up" } else { "loses" }
            ))
        }
        Event::Route(RouteEvent::HideRolled {
            who, from, passed, ..
        }) => {
            let from = from.map_or(String::new(), |f| format!(" from {}", name(f)));
            told(format!(
                "{} hides{from}; {}.",
                name(*who),
                if *passed { "is hidden" } else { "is found" }
            ))
        }
        Event::Route(RouteEvent::Sought {
            who, hider, found, ..
        }) => told(format!(
            "{} looks for {}; {}.",
            name(*who),
            name(*hider),
            if *found { "found" } else { "nothing" }
        )),
        Event::Vehicle(VehicleEvent::Navigated {
            who,
            driver,
            passed,
            ..
        }) => told(format!(
            "{} navigates for {}; {}.",
            name(*who),
            name(*driver),
            if *passed {
                format!(
                    "{}'s next acceleration takes 1 fewer penalty die",
                    name(*driver)
                )
            } else {
                "no help this time".to_string()
            }
        )),
        Event::Attacked {
            who,
            target,
            skill,
            roll,
            response,
            maneuver,
            winner,
        } => {
            let kind = if *maneuver {
                "tries a fighting maneuver on"
            } else {
                "attacks"
            };
            let mut text = format!("{} {kind} {}", name(*who), name(*target));
            if open(*who) {
                text.push_str(&format!(": {}", rolled(skill, roll)));
            }
            if let Some(answer) = response {
                let how = match answer.kind {
                    ResponseKind::Dodge => "dodges",
                    ResponseKind::FightBack => "fights back",
                    ResponseKind::Maneuver => "answers with a maneuver",
                };
                text.push_str(&format!("; {} {how}", name(*target)));
                if open(*target) {
                    text.push_str(&format!(", {}", rolled(&answer.skill, &answer.roll)));
                }
            }
            text.push_str(&attack_outcome(
                *who,
                response.is_some(),
                *maneuver,
                *winner,
                &name,
            ));
            told(text)
        }
        Event::Acted {
            who,
            what,
            passed: Some(passed),
            ..
        } if !open(*who) => told(format!(
            "{} tries to {what} and {}.",
            name(*who),
            if *passed { "succeeds" } else { "fails" }
        )),
        Event::Acted { .. } => TableLine::Same,
        Event::Route(RouteEvent::ObstacleCreated {
            who,
            obstacle,
            after,
            created,
            ..
        }) if !open(*who) => {
            if *created {
                told(format!(
                    "{} leaves {} behind, between {} and {}.",
                    name(*who),
                    obstacle.name(),
                    seen_place(state, *after),
                    seen_place(state, state.participant(*who).location)
                ))
            } else {
                told(format!(
                    "{} fails to make {}: it causes more trouble than it is worth.",
                    name(*who),
                    obstacle.name()
                ))
            }
        }
        Event::Route(RouteEvent::ObstacleCreated { after, who, .. })
            if !state.players_see(*after)
                || !state.players_see(state.participant(*who).location) =>
        {
            TableLine::Nothing
        }
        Event::Route(RouteEvent::ObstacleCreated { .. }) => TableLine::Same,

        // An investigator knows where it stands (and those in its vehicle): its placing is told
        // whatever the others could see before it was placed.
        Event::Placed { who, .. } if moves_an_investigator(state, *who) => TableLine::Same,
        // Where people are: a location no investigator can see is not named.
        Event::Placed { who, location } if !state.players_see(*location) => {
            told(format!("{} is out of sight.", name(*who)))
        }
        Event::Moved { who, to, .. } if !state.players_see(*to) => {
            told(format!("{} moves on, out of sight.", name(*who)))
        }
        Event::Route(RouteEvent::Joined { who, location, .. }) if !state.players_see(*location) => {
            told(format!("{} joins the chase, out of sight.", name(*who)))
        }
        Event::StatusChanged {
            who,
            status: Status::Caught { by },
        } if !state.players_see(state.participant(*by).location) => told(format!(
            "{} catches {}, out of sight.",
            name(*by),
            name(*who)
        )),
        Event::Placed { .. }
        | Event::Moved { .. }
        | Event::Route(RouteEvent::FlewOver { .. })
        | Event::Route(RouteEvent::Joined { .. })
        | Event::StatusChanged { .. } => TableLine::Same,

        // The track: what lies out of sight is the keeper's.
        Event::LocationAdded { at, .. } | Event::Route(RouteEvent::WayExtended { at, .. }) => {
            if seen_after(state, event, *at) {
                TableLine::Same
            } else {
                TableLine::Nothing
            }
        }
        Event::Route(RouteEvent::RouteAdded { fork, .. })
        | Event::Route(RouteEvent::RouteChosen { fork, .. })
            if !state.players_see(*fork) =>
        {
            TableLine::Nothing
        }
        Event::Route(RouteEvent::RouteAdded { fork, .. }) => told(format!(
            "A way leaves the track at {}.",
            place(state, *fork)
        )),
        Event::Route(RouteEvent::RouteChosen { who, .. }) if !open(*who) => TableLine::Nothing,
        Event::Route(RouteEvent::RouteChosen { .. }) => TableLine::Same,
        Event::Route(RouteEvent::SuddenHazardCalled {
            by,
            roller,
            passed,
            difficulty,
            ..
        }) if !open(*roller) => told(format!(
            "{} for a sudden hazard ({difficulty}): {} makes the group Luck roll; {}.",
            match by {
                crate::systems::coc7::rules::optional::Caller::Keeper => "The keeper calls",
                crate::systems::coc7::rules::optional::Caller::Players => "The players call",
            },
            name(*roller),
            if *passed {
                "the players place the sudden hazard"
            } else {
                "the keeper places the sudden hazard"
            }
        )),
        // The keeper's dice for what lies ahead: the players learn it when the track grows.
        Event::Route(RouteEvent::TerrainRolled { .. }) => TableLine::Nothing,
        Event::ObstacleSet { after, .. }
        | Event::Route(RouteEvent::SuddenHazardPlaced { after, .. }) => {
            if state.players_see(*after) && state.players_see(after + 1) {
                TableLine::Same
            } else {
                TableLine::Nothing
            }
        }
        Event::BarrierBroken { at, .. } if !state.players_see(*at) => TableLine::Nothing,
        Event::BarrierBroken { .. } => TableLine::Same,

        // A newcomer's sheet is the keeper's; its side and name are not.
        Event::Route(RouteEvent::Arrived { participant }) if participant.open_to_players() => {
            TableLine::Same
        }
        Event::Route(RouteEvent::Arrived { participant }) => {
            told(format!("{} comes into the chase.", participant.name))
        }
        // What the keeper's people move by shows; their MOV and the actions the keeper sets do not.
        Event::Route(RouteEvent::ModeSwitched {
            who, mode, vehicle, ..
        }) if !open(*who) => told(match (mode, vehicle) {
            (Some(mode), _) => format!("{} switches to {mode}.", name(*who)),
            (None, Some(vehicle)) => format!("{} drives {}.", name(*who), vehicle.name),
            (None, None) => format!("{} goes on foot.", name(*who)),
        }),
        Event::Route(RouteEvent::ActionsChanged { who, .. }) if !open(*who) => {
            told(format!("{} changes pace.", name(*who)))
        }
        Event::Route(RouteEvent::ModeSwitched { .. })
        | Event::Route(RouteEvent::ActionsChanged { .. }) => TableLine::Same,
        Event::Route(RouteEvent::SightSet { who, .. }) if !open(*who) => TableLine::Nothing,
        Event::Route(RouteEvent::SightSet { .. }) => TableLine::Same,

        // Vehicles: the keeper's vehicles' build in words.
        Event::Vehicle(VehicleEvent::VehicleDamaged { who, .. }) if !open(*who) => {
            told(format!("{} is battered.", vehicle(state, *who)))
        }
        Event::Vehicle(VehicleEvent::Shielded { who, .. })
            if !open(*who) || !inside_open(state, *who) =>
        {
            told(format!("The vehicle's armor shields {}.", name(*who)))
        }
        Event::Vehicle(VehicleEvent::VehicleDamaged { .. })
        | Event::Vehicle(VehicleEvent::Shielded { .. }) => TableLine::Same,
        Event::Vehicle(VehicleEvent::VehicleDisabled {
            condition: VehicleCondition::Wrecked,
            who,
        }) if !open(*who) => told(format!("{} is wrecked!", vehicle(state, *who))),

        // Nothing hidden in these: the rules' own words, the round, the ending.
        Event::SlowestSet { .. }
        | Event::RoundStarted { .. }
        | Event::ActionsSpent { .. }
        | Event::ActionsLost { .. }
        | Event::Delayed { .. }
        | Event::TurnEnded { .. }
        | Event::RoundEnded { .. }
        | Event::TiesReordered { .. }
        | Event::RoundReordered { .. }
        | Event::ChaseEnded { .. }
        | Event::ChaseResumed
        | Event::Route(RouteEvent::RouteTaken { .. })
        | Event::Route(RouteEvent::SuddenHazardCalled { .. })
        | Event::Route(RouteEvent::Accelerated { .. })
        | Event::Vehicle(VehicleEvent::Collided { .. })
        | Event::Vehicle(VehicleEvent::VehicleDisabled { .. })
        | Event::Vehicle(VehicleEvent::Stranded { .. })
        | Event::Vehicle(VehicleEvent::BrokeThrough { .. })
        | Event::Vehicle(VehicleEvent::GotOut { .. })
        | Event::Vehicle(VehicleEvent::TireHit { .. })
        | Event::Vehicle(VehicleEvent::NavigationBonus { .. })
        | Event::Vehicle(VehicleEvent::PassengerActed { .. })
        | Event::Vehicle(VehicleEvent::ThrownFree { .. }) => TableLine::Same,
    }
}

/// "a failure", "an extreme success": a roll's level without its numbers.
fn lower(roll: &SkillRoll) -> String {
    let word = roll.level.word();
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {word}")
    } else {
        format!("a {word}")
    }
}

/// A location's name if the players can see it.
fn seen_place(state: &Coc7, at: Loc) -> String {
    if state.players_see(at) {
        place(state, at)
    } else {
        "a place out of sight".to_string()
    }
}

/// Whether the players will see a location an event adds (it is not on the track before it).
fn seen_after(state: &Coc7, event: &Event, at: Loc) -> bool {
    if state.players_see_all() {
        return true;
    }
    let mut after = state.clone();
    crate::engine::Rules::apply(&mut after, event);
    after.players_see(at)
}

/// Whether `who` is an investigator, or rides in a vehicle with one.
fn moves_an_investigator(state: &Coc7, who: Id) -> bool {
    state.participant(who).investigator
        || state.vehicle_of(who).is_some_and(|(driver, _)| {
            state.participant(driver).investigator
                || state
                    .passengers(driver)
                    .any(|p| state.participant(p).investigator)
        })
}

/// Whether the vehicle someone rides in (or drives) is an investigator's.
fn inside_open(state: &Coc7, who: Id) -> bool {
    state
        .vehicle_of(who)
        .is_none_or(|(driver, _)| state.participant(driver).open_to_players())
}
