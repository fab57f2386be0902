//! Records an event in the state. No rule lives here: every number was decided by
//! [`super::handle`] and is in the event.

use super::event::{Event, RollKind};
use super::state::{GurpsChase, Stage, Target};

/// Folds one event into the state.
pub fn apply(state: &mut GurpsChase, event: &Event) {
    match event {
        Event::Declared {
            party, declared, ..
        } => state.parties[*party].declared = Some(*declared),
        Event::StepReached { step } => state.step = *step,
        Event::SceneryChanged { on } => state.scenery = *on,
        Event::Rolled {
            who,
            kind,
            base,
            mods,
            roll,
            skill: _,
        } => {
            let skill = base + mods.iter().map(|m| m.value).sum::<i32>();
            let person = state.person_mut(*who);
            match kind {
                RollKind::Stunt => {
                    person.stunt = Some(super::event::Check { skill, roll: *roll }.succeeds());
                }
                RollKind::Attack { .. }
                | RollKind::Force { .. }
                | RollKind::Ram { .. }
                | RollKind::Board
                | RollKind::Seize
                | RollKind::Task(_) => person.acted = true,
                RollKind::Defense
                | RollKind::Control
                | RollKind::Health
                | RollKind::Complementary => {}
            }
            if let RollKind::Force { target } | RollKind::Ram { target } = kind {
                if let Some(v) = person.aboard {
                    state.vehicle_mut(v).bumped = true;
                }
                if let Target::Vehicle(v) = target {
                    state.vehicle_mut(*v).bumped = true;
                }
            }
        }
        Event::Injured {
            target,
            injury,
            hp_left,
            ..
        } => match target {
            Target::Person(id) => {
                let person = state.person_mut(*id);
                person.hp = *hp_left;
                if *injury > 0 {
                    person.shock = (*injury).min(4).max(person.shock);
                }
            }
            Target::Vehicle(v) => state.vehicle_mut(*v).hp = *hp_left,
        },
        Event::CloseCall { who } => state.person_mut(*who).close_call = Some(state.round),
        Event::SkillChosen { who, skill } => state.person_mut(*who).skill_choice = *skill,
        Event::Stunned { who } => state.person_mut(*who).stunned = true,
        Event::EmergencyDue { who } => state.person_mut(*who).seized_in = Some(state.round),
        Event::Out { target, reason } => match target {
            Target::Person(id) => state.person_mut(*id).out = Some(*reason),
            Target::Vehicle(v) => state.vehicle_mut(*v).out = Some(*reason),
        },
        Event::Accident { by, chaos } => {
            state.accidents += 1;
            if let Some(chaos) = chaos {
                state.parties[1 - by].chaos = -chaos;
            }
        }
        Event::ContestRolled { contest } => {
            for roll in [&contest.quarry, &contest.pursuer] {
                state.parties[roll.party].chaos = 0;
                state.person_mut(roll.leader).shock = 0;
                state.person_mut(roll.leader).stunned = false;
            }
            // Over the last contest held, as `clone_from` does.
            match &mut state.contest {
                Some(last) => last.clone_from(contest),
                none => *none = Some(contest.clone()),
            }
        }
        Event::BandKept { .. } => {}
        Event::StaticImposed { party } => state.parties[*party].forced_static = true,
        Event::KeptUp { party } => state.parties[*party].forced_static = false,
        Event::ShiftsOwed { owed } => {
            state.owed.clear();
            state.owed.extend_from_slice(owed);
            state.step = Stage::Shift;
        }
        Event::Shifted { steps, band, .. } => {
            state.band = *band;
            state.last_shift = *steps;
            if !state.owed.is_empty() {
                state.owed.remove(0);
            }
        }
        Event::RolesSwapped => state.quarry = 1 - state.quarry,
        Event::BandSet { band } => {
            state.last_shift = band.index() - state.band.index();
            state.band = *band;
            state.owed.clear();
        }
        Event::LeaderChosen { party, who } => state.parties[*party].leader = *who,
        Event::Moved {
            who,
            aboard,
            operator,
        } => {
            if let Some(old) = state.person(*who).aboard
                && state.vehicle(old).operator == Some(*who)
            {
                state.vehicle_mut(old).operator = None;
            }
            state.person_mut(*who).aboard = *aboard;
            if let (Some(v), true) = (aboard, operator) {
                let party = state.person(*who).party;
                let vehicle = state.vehicle_mut(*v);
                vehicle.operator = Some(*who);
                vehicle.party = Some(party);
                if vehicle.out == Some(super::state::OutReason::Parked) {
                    vehicle.out = None;
                }
            }
        }
        Event::Seized {
            vehicle,
            party,
            struggle,
        } => {
            let v = state.vehicle_mut(*vehicle);
            v.party = Some(*party);
            v.struggle = *struggle;
        }
        Event::LuckyBreak { party } => state.parties[*party].lucky_breaks += 1,
        Event::MobilityOpening { party } => {
            state.mobility_opening = Some((*party, state.round + 1));
        }
        Event::RoundStarted { round } => {
            state.round = *round;
            state.step = Stage::QuarryDeclares;
            state.owed.clear();
            state.scenery = false;
            for party in &mut state.parties {
                party.declared = None;
            }
            for person in &mut state.people {
                person.acted = false;
                person.stunt = None;
            }
            for vehicle in &mut state.vehicles {
                vehicle.bumped = false;
            }
        }
        Event::ChaseEnded { ending } => {
            state.ending = Some(*ending);
            state.step = Stage::Over;
            state.owed.clear();
        }
    }
}
