//! Events as the players hear them (docs/players-view.md). Position clocks are open
//! information: each character's clock is the picture the table plays on, the paths and their
//! terrain are what everyone sees, and a DC is what a player must beat, so those lines are the
//! GM's. What stays the GM's is a GM character's own numbers (its check bonus and the dice it
//! rolled: "Thug's movement check: a success, 2 segments", not "d20 14 +3 = 17 vs DC 15"), and
//! where a hidden GM character is ("Hidden": it cannot be seen, so its clock and path are not
//! told until it is revealed). The players' characters' numbers are theirs. Every event is named
//! below, with no catch-all.

use super::event::{CheckKind, Event, Purpose};
use super::state::{ClockChase, Id};
use crate::engine::TableLine;

/// How the players hear one event, told from the state just before it.
pub fn narrate_for_table(state: &ClockChase, event: &Event) -> TableLine {
    let name = |id: Id| state.participant(id).name.as_str();
    let open = |id: Id| state.participant(id).open_to_players();
    let unseen = |id: Id| state.participant(id).hidden_from_players();
    let told = TableLine::Told;
    match event {
        Event::OrderSet { order, rolls } if rolls.iter().any(|r| !open(r.who)) => {
            let order: Vec<&str> = order.iter().map(|id| name(*id)).collect();
            told(format!("Turn order for the chase: {}.", order.join(", ")))
        }
        Event::Checked { mover, .. }
        | Event::Filled { who: mover, .. }
        | Event::HeldUp { who: mover, .. }
        | Event::SlowedDown { who: mover, .. }
        | Event::PathTaken { who: mover, .. }
        | Event::Placed { who: mover, .. }
        | Event::ExcessLost { who: mover, .. }
            if unseen(*mover) =>
        {
            TableLine::Nothing
        }
        Event::Checked {
            who,
            mover,
            kind,
            roll,
            segments,
        } if !open(*who) => {
            let whose = if who == mover {
                format!("{}'s", name(*who))
            } else {
                format!("{} drives {}:", name(*who), name(*mover))
            };
            let what = match kind {
                CheckKind::Turn => "movement check".to_string(),
                CheckKind::MoveAction => "Move action, another movement check".to_string(),
                CheckKind::Additional { effect, .. } => {
                    format!("{effect}, an additional movement check")
                }
            };
            let gain = match segments {
                0 => "no progress".to_string(),
                1 => "1 segment".to_string(),
                n => format!("{n} segments"),
            };
            told(format!("{whose} {what}: a {}, {gain}.", roll.level))
        }
        Event::SkillUsed { who, .. } if unseen(*who) => TableLine::Nothing,
        Event::SkillUsed {
            who,
            purpose,
            roll: Some(roll),
        } if !open(*who) => {
            let what = match purpose {
                Purpose::Hide => "hides".to_string(),
                Purpose::Seek { target } => format!("searches for {}", name(*target)),
                Purpose::Resolve { obstacle } => format!(
                    "tackles {}",
                    state
                        .obstacles
                        .get(usize::from(*obstacle))
                        .map_or("the obstacle", |o| o.name.as_str())
                ),
                Purpose::Other { what } => format!("tries to {what}"),
            };
            told(format!("{} {what}: a {}.", name(*who), roll.level))
        }
        Event::OrderSet { .. }
        | Event::Checked { .. }
        | Event::Filled { .. }
        | Event::HeldUp { .. }
        | Event::SlowedDown { .. }
        | Event::PathTaken { .. }
        | Event::Placed { .. }
        | Event::ExcessLost { .. }
        | Event::SkillUsed { .. }
        | Event::RoundStarted { .. }
        | Event::DetrimentTaken { .. }
        | Event::PathOpened { .. }
        | Event::TerrainSet { .. }
        | Event::PathsMerged { .. }
        | Event::Hidden { .. }
        | Event::Revealed { .. }
        | Event::ObstaclePlaced { .. }
        | Event::ObstacleResolved { .. }
        | Event::ObstacleCleared { .. }
        | Event::AdvantageSpent { .. }
        | Event::Boarded { .. }
        | Event::Disembarked { .. }
        | Event::ConditionSet { .. }
        | Event::Finished { .. }
        | Event::Caught { .. }
        | Event::TurnEnded { .. }
        | Event::TimerTicked { .. }
        | Event::RoundEnded { .. }
        | Event::ChaseEnded { .. } => TableLine::Same,
    }
}
