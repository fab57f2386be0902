//! Events as the players hear them (docs/players-view.md). The chase track is open
//! information: the spaces, the obstacles, the heart die every check shares and the challenge
//! numbers the GM sets are told as the GM's log tells them, since the players see the track and
//! need the CN to choose their actions. What stays the GM's is a GM character's own numbers: its
//! ability dice and what they rolled, its initiative modifier and its hit points ("is hurt", not
//! "3 hit points left"). The players' characters' numbers are theirs, so their lines are the
//! GM's. Every event is named below, with no catch-all.

use super::event::{ActionResult, Event};
use super::state::{Id, TrackChase};
use crate::engine::TableLine;

/// How the players hear one event, told from the state just before it.
pub fn narrate_for_table(state: &TrackChase, event: &Event) -> TableLine {
    let name = |id: Id| state.participant(id).name.as_str();
    let open = |id: Id| state.participant(id).open_to_players();
    let told = TableLine::Told;
    let outcome = |success: bool| if success { "a success" } else { "a failure" };
    match event {
        Event::InitiativeRolled { who, .. }
        | Event::ActionRolled { who, .. }
        | Event::Rerolled { who, .. }
        | Event::Harmed { who, .. }
        | Event::Exerted { who, .. }
        | Event::SaveRolled { who, .. }
            if open(*who) =>
        {
            TableLine::Same
        }
        Event::InitiativeRolled { who, .. } => {
            told(format!("{} rolls for initiative.", name(*who)))
        }
        Event::ActionRolled {
            who,
            ability,
            what,
            result,
            ..
        } => {
            let attempt = match what {
                Some(what) => format!(
                    "{} tries to {}",
                    name(*who),
                    super::narrate::lower_first(what)
                ),
                None => format!(
                    "{} tries a chase action with {}",
                    name(*who),
                    ability.word()
                ),
            };
            let outcome = match result {
                ActionResult::Success => "a success",
                ActionResult::Failure => "a failure",
                ActionResult::OneRolled => "a 1 is rolled",
            };
            told(format!("{attempt}: {outcome}."))
        }
        Event::Rerolled { who, success, .. } => {
            told(format!("{} rerolls: {}.", name(*who), outcome(*success)))
        }
        Event::Harmed { who, .. } => told(format!("{} is hurt.", name(*who))),
        Event::Exerted {
            who,
            success,
            next_cn,
            ..
        } => told(format!(
            "{} exerts: {}; the next exertion is at CN {next_cn}.",
            name(*who),
            outcome(*success)
        )),
        Event::SaveRolled {
            who,
            ability,
            success,
            ..
        } => told(format!(
            "{} makes a {} save: {}.",
            name(*who),
            ability.word(),
            outcome(*success)
        )),
        Event::RoundStarted { .. }
        | Event::TurnEnded { .. }
        | Event::FailureAccepted { .. }
        | Event::ComplicationTaken { .. }
        | Event::ShortcutTaken { .. }
        | Event::FastLaneGained { .. }
        | Event::ObstaclePlaced { .. }
        | Event::ObstaclesCleared { .. }
        | Event::Attacked { .. }
        | Event::MoveStarted { .. }
        | Event::Moved { .. }
        | Event::Hindered { .. }
        | Event::FellFromMount { .. }
        | Event::MovementLost { .. }
        | Event::StatusChanged { .. }
        | Event::Placed { .. }
        | Event::EnvironmentSet { .. }
        | Event::Split { .. }
        | Event::ChaseEnded { .. } => TableLine::Same,
    }
}
