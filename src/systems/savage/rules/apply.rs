//! Records what an event says, with no rule in it: every decision was made in [`super::handle`].

use super::event::Event;
use super::state::{Out, Phase, SavageChase, Status};

pub fn apply(state: &mut SavageChase, event: &Event) {
    match event {
        Event::Maneuvered {
            who, roll, helpers, ..
        } => {
            let who = usize::from(*who);
            state.hands[who].total = Some(roll.total);
            state.participants[who].forced = 0;
            for help in helpers {
                state.hands[usize::from(help.who)].helped = true;
            }
        }
        Event::Dealt { who, card } => {
            state.deck.remove(*card);
            state.hands[usize::from(*who)].drawn.push(*card);
            if card.is_joker() {
                state.joker_dealt = true;
            }
        }
        Event::DiscardsShuffled => {
            state.deck = state.deck.union(state.discards);
            state.discards = Default::default();
        }
        Event::Kept { who, card } => state.hands[usize::from(*who)].kept = Some(*card),
        Event::ActionsBegan { order } => {
            state.phase = Phase::Acting;
            state.order.clear();
            state.order.extend_from_slice(order);
            state.turn = 0;
        }
        Event::TurnBegan { .. } => {}
        Event::ComplicationFaced {
            who, complication, ..
        } => {
            let hand = &mut state.hands[usize::from(*who)];
            hand.complication_done = true;
            if *complication == super::state::Complication::Distraction {
                hand.distracted = true;
            }
        }
        Event::ObstacleHit { who, vehicle } => {
            let p = &mut state.participants[usize::from(*who)];
            if *vehicle {
                p.vehicle_hits += 1;
            } else {
                p.fatigue += 1;
            }
        }
        Event::Attacked {
            who,
            target,
            strikes,
            ..
        } => {
            let hand = &mut state.hands[usize::from(*who)];
            let made = strikes.len() as u32;
            hand.attacks += made;
            hand.acted = true;
            match hand.attacked.iter_mut().find(|(foe, _)| foe == target) {
                Some((_, n)) => *n += made,
                None => hand.attacked.push((*target, made)),
            }
        }
        Event::VehicleDamaged { who, total, .. } => {
            if let Some(vehicle) = &mut state.participants[usize::from(*who)].vehicle {
                vehicle.wounds = *total;
            }
        }
        Event::OutOfControl { .. } | Event::Crashed { .. } => {}
        Event::SplitChanged { who, shares } => {
            state.hands[usize::from(*who)].split = shares.clone();
        }
        Event::Forced { who, helpers, .. } => {
            state.hands[usize::from(*who)].acted = true;
            for help in helpers {
                state.hands[usize::from(help.who)].helped = true;
            }
        }
        Event::ForcePenalty { who, penalty } => {
            state.participants[usize::from(*who)].forced = *penalty
        }
        Event::ShakenSet { who, shaken } => state.participants[usize::from(*who)].shaken = *shaken,
        Event::Recovered { who, success, .. } => {
            state.hands[usize::from(*who)].recovered = true;
            if *success {
                state.participants[usize::from(*who)].shaken = false;
            }
        }
        Event::Wounded { who, wounds } => state.participants[usize::from(*who)].wounds = *wounds,
        Event::MemberLost { who, left } => state.participants[usize::from(*who)].count = *left,
        Event::ControlRollNeeded { who } => {
            state.participants[usize::from(*who)].control_roll = true
        }
        Event::ControlRolled { who, success, .. } => {
            let p = &mut state.participants[usize::from(*who)];
            p.control_roll = false;
            if !success {
                p.vehicle_hits += 1;
            }
        }
        Event::CaughtBy { who, by } => {
            state.participants[usize::from(*who)].caught_by = Some(*by);
        }
        Event::TakenOut { who, out } => {
            let p = &mut state.participants[usize::from(*who)];
            p.status = Status::Out(*out);
            p.control_roll = false;
        }
        Event::TurnEnded { who } => {
            let hand = &mut state.hands[usize::from(*who)];
            hand.acted = false;
            hand.recovered = false;
            state.turn += 1;
        }
        Event::RoundEnded { .. } => {
            for hand in &mut state.hands {
                for card in &hand.drawn {
                    state.discards.insert(*card);
                }
                hand.clear();
            }
            state.order.clear();
            state.turn = 0;
            state.joker_dealt = false;
        }
        Event::DeckShuffled => {
            state.deck = crate::dice::CardSet::full();
            state.discards = Default::default();
            state.joker_dealt = false;
        }
        Event::RoundBegan { round } => {
            state.round = *round;
            state.phase = Phase::Maneuvering;
        }
        Event::ChaseEnded { ending } => {
            state.phase = Phase::Over;
            state.ending = Some(*ending);
            if matches!(
                ending,
                super::state::Ending::TimeUp | super::state::Ending::PursuersGone
            ) {
                for p in &mut state.participants {
                    if p.is_running() && p.side == super::state::Side::Prey {
                        p.status = Status::Out(Out::Escaped);
                    }
                }
            }
        }
    }
}
