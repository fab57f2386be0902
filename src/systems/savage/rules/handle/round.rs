//! "Complications", the order of actions, the end of a round and "Chase Length".

use super::{Decider, modifiers};
use crate::dice::Roller;
use crate::systems::savage::rules::error::{Refusal, SavageError};
use crate::systems::savage::rules::event::{Event, Why};
use crate::systems::savage::rules::state::{Complication, Ending, Id, Out, Phase, Side};

/// "Bumps and Bruises": the third Fatigue level incapacitates.
const INCAPACITATING_FATIGUE: u32 = 3;

impl Decider<'_> {
    /// "Complications": a character whose Action Card is a Club faces the complication its rank
    /// gives on its action ("Complications Table"), then the action goes on.
    pub(super) fn complication(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        let Some(complication) = self.state.complication_waiting(id) else {
            return Err(SavageError::NoComplication { who: self.name(id) }.into());
        };
        let Some(modifier) = complication.modifier() else {
            self.distracted(id);
            return Ok(());
        };
        let p = self.state.participant(id);
        let label = || {
            format!(
                "{}: {} for the {}",
                p.name,
                p.maneuver.word(),
                complication.word()
            )
        };
        let (die, wild, hurt) = (p.die, p.wild_card && !p.group, p.penalty());
        let mods = modifiers([
            (Why::Complication, modifier),
            (Why::Hurt, hurt),
            (Why::Vehicle, self.vehicle_penalty(id)),
        ]);
        let roll = self.trait_roll(roller, &label, die, wild, mods)?;
        let avoided = roll.succeeds(super::maneuver::TARGET);
        self.emit(Event::ComplicationFaced {
            who: id,
            complication,
            roll: Some(roll),
            avoided,
        });
        if !avoided {
            match complication {
                Complication::Disaster => self.emit(Event::TakenOut {
                    who: id,
                    out: Out::Disaster,
                }),
                _ => self.obstacle_hit(id, roller)?,
            }
        }
        Ok(())
    }

    /// An obstacle hit (a failed obstacle, a Force with a raise): "damage appropriate to half
    /// top speed if in a vehicle" (rolled against the vehicle the setup gives, else a hit for the
    /// GM to resolve), "or a Fatigue level (Bumps and Bruises ...) if on foot" or mounted.
    pub(super) fn obstacle_hit(&mut self, id: Id, roller: &mut Roller) -> Result<(), Refusal> {
        let vehicle = self.state.participant(id).maneuver.in_vehicle();
        self.emit(Event::ObstacleHit { who: id, vehicle });
        if self.state.participant(id).fatigue >= INCAPACITATING_FATIGUE {
            self.emit(Event::TakenOut {
                who: id,
                out: Out::Incapacitated,
            });
        }
        if vehicle {
            self.damage_vehicle(id, roller)?;
        }
        Ok(())
    }

    /// "Distraction": no roll; no attack this round.
    fn distracted(&mut self, id: Id) {
        self.emit(Event::ComplicationFaced {
            who: id,
            complication: Complication::Distraction,
            roll: None,
            avoided: false,
        });
    }

    /// Ends the turn of the one acting; a complication must be faced first.
    pub(super) fn end_turn(&mut self, who: &str) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.no_complication(id)?;
        self.pass_turn(id);
        Ok(())
    }

    /// Refuses an action while the participant's complication waits.
    pub(super) fn no_complication(&self, id: Id) -> Result<(), SavageError> {
        match (
            self.state.complication_waiting(id),
            self.state.hand(id).kept,
        ) {
            (Some(complication), Some(card)) => Err(SavageError::ComplicationWaits {
                who: self.name(id),
                card: card.to_string(),
                complication: complication.word(),
            }),
            _ => Ok(()),
        }
    }

    pub(super) fn pass_turn(&mut self, id: Id) {
        self.emit(Event::TurnEnded { who: id });
        self.next_turn();
    }

    /// Moves to the next participant still in the chase, or ends the round.
    fn next_turn(&mut self) {
        while let Some(next) = self.state.current() {
            if self.state.participant(next).is_running() {
                self.begin_turn();
                return;
            }
            self.emit(Event::TurnEnded { who: next });
        }
        self.end_round();
    }

    /// A turn begins; a King or Ace of Clubs distracts at once (it has no roll).
    pub(super) fn begin_turn(&mut self) {
        let Some(id) = self.state.current() else {
            return;
        };
        self.emit(Event::TurnBegan { who: id });
        if self.state.complication_waiting(id) == Some(Complication::Distraction) {
            self.distracted(id);
        }
    }

    /// The round's cards go to the discards, the deck is shuffled after a joker, and the next
    /// round begins, unless this was the last ("Chase Length").
    pub(super) fn end_round(&mut self) {
        let round = self.state.round;
        let joker = self.state.joker_dealt;
        self.emit(Event::RoundEnded { round });
        if joker && self.state.settings.shuffle_on_joker {
            self.emit(Event::DeckShuffled);
        }
        match self.state.rounds() {
            Some(last) if round >= last => self.emit(Event::ChaseEnded {
                ending: Ending::TimeUp,
            }),
            _ => self.emit(Event::RoundBegan { round: round + 1 }),
        }
    }

    /// "Passengers": those who ride with a driver who left the chase (a crash, a capture) leave
    /// it with the vehicle, the same way.
    fn passengers_follow_their_driver(&mut self) {
        let left: Vec<(Id, Out)> = self
            .state
            .ids()
            .filter(|id| self.state.participant(*id).is_running())
            .filter_map(|id| {
                let driver = self.state.participant(id).rides_with?;
                match self.state.participant(driver).status {
                    crate::systems::savage::rules::state::Status::Out(out) => Some((id, out)),
                    crate::systems::savage::rules::state::Status::Running => None,
                }
            })
            .collect();
        for (who, out) in left {
            self.emit(Event::TakenOut { who, out });
        }
    }

    /// After every command: the chase ends when a side is gone; a turn of someone now out passes;
    /// the actions begin once everyone has a card.
    pub(super) fn settle(&mut self) {
        if self.state.phase == Phase::Over {
            return;
        }
        self.passengers_follow_their_driver();
        let running = |side: Side| {
            self.state
                .participants
                .iter()
                .any(|p| p.side == side && p.is_running())
        };
        if !running(Side::Prey) {
            self.emit(Event::ChaseEnded {
                ending: Ending::PreyStopped,
            });
            return;
        }
        if !running(Side::Pursuer) {
            self.emit(Event::ChaseEnded {
                ending: Ending::PursuersGone,
            });
            return;
        }
        match self.state.phase {
            Phase::Maneuvering => self.begin_actions_if_ready(),
            Phase::Acting => {
                if let Some(current) = self.state.current()
                    && !self.state.participant(current).is_running()
                {
                    self.pass_turn(current);
                }
            }
            Phase::Over => {}
        }
    }
}
