//! Events as the players hear them (docs/players-view.md). In GURPS the GM rolls for the
//! NPCs ("have only each side's leader – chosen by the GM for NPCs, elected by the players for
//! PCs – select maneuvers and make Chase Rolls"), and maneuvers are declared aloud ("The quarry
//! picks and declares his maneuver. Then the pursuer chooses his maneuver in response"): the
//! range, the maneuvers, who wins a Contest and by how much (the shift it buys is the table's to
//! see) stay as the GM's log tells them. An NPC's skill, its modifiers and the dice it rolled,
//! and its or its vehicle's HP stay the GM's ("Thug attacks Ann: a failure", "the van is
//! damaged"). The players' characters' numbers and their vehicles' are theirs. Every event is
//! named below, with no catch-all.

use super::event::{Check, Event};
use super::maneuver::Side;
use super::state::{ChaseRoll, GurpsChase, Target};
use crate::engine::TableLine;

/// How the players hear one event, told from the state just before it.
pub fn narrate_for_table(state: &GurpsChase, event: &Event) -> TableLine {
    let person = |id: u16| state.person(id).name.clone();
    let target = |t: &Target| match t {
        Target::Person(id) => person(*id),
        Target::Vehicle(v) => state.vehicle(*v).name.clone(),
    };
    let told = TableLine::Told;
    match event {
        Event::Rolled { who, .. } if state.person(*who).open_to_players() => TableLine::Same,
        Event::Rolled {
            who,
            kind,
            base,
            mods,
            roll,
            skill: _,
        } => {
            let check = Check {
                skill: base + mods.iter().map(|m| m.value).sum::<i32>(),
                roll: *roll,
            };
            let what = super::narrate::roll_purpose(kind, &target);
            told(format!("{} {what}: {}.", person(*who), outcome(check)))
        }
        Event::Injured { target: t, .. } if state.target_open(t) => TableLine::Same,
        Event::Injured { target: t, .. } => told(match t {
            Target::Person(_) => format!("{} is hurt.", target(t)),
            Target::Vehicle(_) => format!("{} is damaged.", target(t)),
        }),
        Event::ContestRolled { contest }
            if !state.person(contest.quarry.leader).open_to_players()
                || !state.person(contest.pursuer.leader).open_to_players() =>
        {
            let side = |roll: &ChaseRoll| {
                if state.person(roll.leader).open_to_players() {
                    let check = Check {
                        skill: roll.effective(),
                        roll: roll.roll,
                    };
                    format!(
                        "{} {}",
                        person(roll.leader),
                        super::narrate::roll_words(roll.base, &roll.mods, check)
                    )
                } else {
                    format!("{} rolls", person(roll.leader))
                }
            };
            let leader = |party: usize| person(state.parties[party].leader);
            let result = match contest.winner {
                Some((party, by)) => format!("{} wins by {by}", leader(party)),
                None => "a tie".to_string(),
            };
            told(format!(
                "Chase Rolls: {}; {}: {result}.",
                side(&contest.quarry),
                side(&contest.pursuer)
            ))
        }
        // "In poor visibility, the GM may have both decide blindly": the quarry's maneuver stays
        // hidden from the table as it is from the pursuer.
        Event::Declared { party, .. }
            if state.settings.blind && state.role_of(*party) == Side::Quarry =>
        {
            told(format!(
                "{} (quarry) declares a maneuver, hidden.",
                person(state.parties[*party].leader)
            ))
        }
        Event::Declared { .. }
        | Event::StepReached { .. }
        | Event::SceneryChanged { .. }
        | Event::CloseCall { .. }
        | Event::EmergencyDue { .. }
        | Event::Stunned { .. }
        | Event::SkillChosen { .. }
        | Event::Out { .. }
        | Event::Accident { .. }
        | Event::ContestRolled { .. }
        | Event::StaticImposed { .. }
        | Event::KeptUp { .. }
        | Event::ShiftsOwed { .. }
        | Event::BandKept { .. }
        | Event::Shifted { .. }
        | Event::RolesSwapped
        | Event::BandSet { .. }
        | Event::LeaderChosen { .. }
        | Event::Moved { .. }
        | Event::Seized { .. }
        | Event::LuckyBreak { .. }
        | Event::MobilityOpening { .. }
        | Event::RoundStarted { .. }
        | Event::ChaseEnded { .. } => TableLine::Same,
    }
}

/// "a success", "a critical failure": a roll's outcome without the skill or the dice.
fn outcome(check: Check) -> &'static str {
    if check.succeeds() {
        if check.critical_success() {
            "a critical success"
        } else {
            "a success"
        }
    } else if check.critical_failure() {
        "a critical failure"
    } else {
        "a failure"
    }
}
