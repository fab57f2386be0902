//! Part 1 and 2: "Speed Roll", "Compare speeds", "Cut to the Chase" and "Chases with Multiple
//! Characters".

use super::Decider;
use crate::dice::{Roller, SuccessLevel};
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::state::{Id, Loc, Phase, Side, Speed, Status};
use smallvec::SmallVec;

impl Decider<'_> {
    /// "Speed Roll": a CON roll on foot (a Drive Auto roll, or the vehicle's skill, when driving)
    /// sets MOV for the whole chase: an extreme success +1, a failure -1, any other success no change.
    pub(super) fn speed_roll(
        &mut self,
        who: &str,
        skill: Option<&str>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if self.state.phase != Phase::Establishing {
            return Err(Coc7Error::AlreadyStarted.into());
        }
        let id = self.id(who)?;
        // "Passengers do not make a speed roll."
        self.refuse_passenger(
            id,
            "makes no speed roll: the vehicle's speed is its driver's",
        )?;
        let participant = self.state.participant(id);
        // "Establishing the Chase": the speed roll sets the MOV of those who run; one the keeper
        // has already taken out (a quarry caught before the chase begins) rolls for nothing.
        if !participant.status.is_active() {
            return Err(Coc7Error::NotActive {
                who: participant.name.to_string(),
                status: participant.status.word(),
            }
            .into());
        }
        if participant.speed.is_some() {
            return Err(Coc7Error::SpeedAlreadyRolled {
                who: participant.name.to_string(),
            }
            .into());
        }
        let skill = crate::engine::Name::from(skill.unwrap_or(participant.speed_skill()));
        let value = self.skill(id, &skill)?;
        let roll = self.roll(roller, id, &skill, value, 0, ", speed roll")?;
        let speed = match roll.level {
            SuccessLevel::Extreme | SuccessLevel::Critical => Speed::Extreme,
            level if level.is_success() => Speed::Success,
            _ => Speed::Failure,
        };
        self.emit(Event::SpeedRolled {
            who: id,
            skill,
            roll,
            speed,
        });
        Ok(())
    }

    /// "Compare speeds": a quarry whose adjusted MOV beats every pursuer's may escape before the
    /// chase begins (the player chooses). Once the chase runs, the keeper may declare any quarry
    /// escaped ("Escaping the Pursuer").
    pub(super) fn escape(&mut self, who: &str) -> Result<(), Refusal> {
        let id = self.id(who)?;
        let participant = self.state.participant(id);
        if participant.side != Side::Quarry {
            return Err(Coc7Error::NotAQuarry {
                who: participant.name.to_string(),
            }
            .into());
        }
        if !participant.in_chase() {
            return Err(Coc7Error::NotActive {
                who: participant.name.to_string(),
                status: participant.status.word(),
            }
            .into());
        }
        if self.state.phase == Phase::Establishing {
            self.refuse_passenger(id, "escapes with its driver")?;
            self.require_speeds()?;
            let mov = participant.mov();
            let fastest = self.fastest(Side::Pursuer).unwrap_or(0);
            if mov <= fastest {
                return Err(Coc7Error::TooSlowToEscape {
                    who: participant.name.to_string(),
                    mov,
                    fastest,
                }
                .into());
            }
        }
        let was_acting = self.state.current() == Some(id);
        self.emit(Event::StatusChanged {
            who: id,
            status: Status::Escaped,
        });
        if was_acting {
            self.after_action(id);
        } else {
            self.check_end();
        }
        Ok(())
    }

    /// "Cut to the Chase" and "Chases with Multiple Characters": pursuers slower than the slowest
    /// quarry are left behind; the slowest pursuer goes at the back of the track and every other
    /// pursuer ahead of it by their difference in MOV; the slowest quarry `range` locations (2, or 1
    /// for a tenser chase) ahead of the foremost pursuer, every other quarry ahead of it by their
    /// difference in MOV. One on one this is simply the quarry 2 locations ahead. Then movement
    /// actions are counted and round 1 starts in DEX order.
    ///
    /// When the setup placed everyone already, those places stand.
    pub(super) fn cut_to_the_chase(&mut self, range: Option<u8>) -> Result<(), Refusal> {
        if self.state.phase != Phase::Establishing {
            return Err(Coc7Error::AlreadyStarted.into());
        }
        let range = range.unwrap_or(self.state.settings.starting_range);
        if !(1..=2).contains(&range) {
            return Err(Coc7Error::BadRange { range }.into());
        }
        self.require_speeds()?;
        let slowest_quarry = self.slowest(Side::Quarry).ok_or(Coc7Error::Over)?;
        let behind: SmallVec<[Id; 8]> = self
            .running(Side::Pursuer)
            .filter(|id| self.state.participant(*id).mov() < slowest_quarry)
            .collect();
        for who in behind {
            self.emit(Event::StatusChanged {
                who,
                status: Status::LeftBehind,
            });
        }
        // Their passengers stay behind with them, before anyone is placed or counted.
        self.settle_vehicles();
        if !self.state.preset_locations {
            self.place_everyone(range);
        }
        let slowest = self
            .state
            .participants
            .iter()
            .filter(|p| p.status.is_active() && !p.is_passenger())
            .map(|p| p.mov())
            .min()
            .unwrap_or(0);
        self.emit(Event::SlowestSet { mov: slowest });
        self.start_round(1);
        self.check_end();
        Ok(())
    }

    fn place_everyone(&mut self, range: u8) {
        let back = self.state.map.first;
        let mut places: SmallVec<[(Id, Loc); 8]> = SmallVec::new();
        let slowest_pursuer = self.slowest(Side::Pursuer).unwrap_or(0);
        for id in self.running(Side::Pursuer) {
            let ahead = self.state.participant(id).mov() - slowest_pursuer;
            places.push((id, back + ahead as Loc));
        }
        let foremost = places.iter().map(|(_, at)| *at).max().unwrap_or(back);
        let slowest_quarry = self.slowest(Side::Quarry).unwrap_or(0);
        let quarry_back = foremost + Loc::from(range);
        for id in self.running(Side::Quarry) {
            let ahead = self.state.participant(id).mov() - slowest_quarry;
            places.push((id, quarry_back + ahead as Loc));
        }
        let furthest = places.iter().map(|(_, at)| *at).max().unwrap_or(back);
        // Places count along the trunk, which on a forked track skips the branches' numbers.
        let mut trunk: SmallVec<[Loc; 32]> = self.state.map.trunk().collect();
        while (trunk.len() as Loc) < furthest - back + 1 {
            let at = self.state.map.last() + 1;
            self.emit(Event::LocationAdded {
                at,
                name: None,
                obstacle: None,
            });
            trunk.push(at);
        }
        for (who, offset) in places {
            let location = usize::try_from(offset - back)
                .ok()
                .and_then(|index| trunk.get(index).copied())
                .unwrap_or(offset);
            self.emit(Event::Placed { who, location });
        }
    }

    fn require_speeds(&self) -> Result<(), Coc7Error> {
        let missing: Vec<&str> = self
            .state
            .participants
            .iter()
            .filter(|p| p.status.is_active() && p.speed.is_none() && !p.is_passenger())
            .map(|p| p.name.as_str())
            .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(Coc7Error::SpeedNotRolled {
                names: missing.join(", "),
            })
        }
    }

    /// Those on a side still in the chase who move by themselves: passengers move with their
    /// vehicle, so placement and the comparison of speeds leave them out. Walked where it is
    /// asked, never gathered into a list: cutting to the chase asks it five times a playout.
    pub(super) fn running(&self, side: Side) -> impl Iterator<Item = Id> {
        self.state
            .ids()
            .filter(move |(_, p)| p.side == side && p.status.is_active() && !p.is_passenger())
            .map(|(id, _)| id)
    }

    fn fastest(&self, side: Side) -> Option<u32> {
        self.running(side)
            .map(|id| self.state.participant(id).mov())
            .max()
    }

    fn slowest(&self, side: Side) -> Option<u32> {
        self.running(side)
            .map(|id| self.state.participant(id).mov())
            .min()
    }
}
