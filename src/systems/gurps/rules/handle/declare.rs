//! Steps 1 and 2 of "Chase Sequence": the quarry declares, then the pursuer, each maneuver with
//! the conditions of "Chase Maneuvers"; and the tool's random pick for an NPC side.

use super::{Decider, GurpsError, Refusal};
use crate::dice::{DiceExpr, Roller};
use crate::systems::gurps::rules::event::Event;
use crate::systems::gurps::rules::maneuver::{Band, Maneuver, Side};
use crate::systems::gurps::rules::state::{Declared, GurpsChase, Stage};

/// The maneuvers a side may declare now without a Lucky Break.
pub fn legal(state: &GurpsChase, side: Side) -> Vec<Maneuver> {
    let asked = LegalNow::of(state, side);
    Maneuver::ALL
        .into_iter()
        .filter(|m| asked.allows(*m))
        .collect()
}

/// Whether the rules allow a side each maneuver now without a Lucky Break ([`legal`]), asked one
/// at a time, the side's standing found once: the odds' policy stops at the first maneuver of
/// its order that the rules allow, nearly always the first it asks.
pub struct LegalNow<'a> {
    state: &'a GurpsChase,
    standing: Standing,
}

impl<'a> LegalNow<'a> {
    pub fn of(state: &'a GurpsChase, side: Side) -> Self {
        LegalNow {
            state,
            standing: Standing::of(state, side, false),
        }
    }

    pub fn allows(&self, maneuver: Maneuver) -> bool {
        self.standing.unmet(self.state, maneuver).is_none()
    }
}

/// Whether a maneuver's conditions hold ("Conditions" of each maneuver), and if not, why, in the
/// keeper's words.
fn condition(
    state: &GurpsChase,
    side: Side,
    maneuver: Maneuver,
    lucky_break: bool,
) -> Result<(), GurpsError> {
    let Some(unmet) = Standing::of(state, side, lucky_break).unmet(state, maneuver) else {
        return Ok(());
    };
    Err(match unmet {
        Unmet::NotYours => GurpsError::NotYourManeuver {
            maneuver: maneuver.word(),
            role: side.other().word(),
        },
        Unmet::Seized(seizer) => GurpsError::Condition {
            maneuver: maneuver.word(),
            what: format!(
                "a side whose {} took over the controls last round: Emergency Action only \
                 (not Stop)",
                state.person(seizer).name
            ),
        },
        Unmet::Needs(what) => GurpsError::Condition {
            maneuver: maneuver.word(),
            what: what.to_string(),
        },
    })
}

/// A condition a maneuver does not meet. Kept apart from its sentence so that the policy of the
/// odds, which asks for the legal maneuvers at every declaration, builds no sentence it drops.
enum Unmet {
    /// A maneuver of the other side.
    NotYours,
    /// Someone of the side took over the controls last round.
    Seized(super::Id),
    /// What the maneuver needs.
    Needs(&'static str),
}

/// What every maneuver's conditions ask of a side, found once for all of them (the odds' policy
/// asks which maneuvers are legal at every declaration).
struct Standing {
    side: Side,
    party: usize,
    leader: super::Id,
    rival: super::Id,
    scenery: bool,
    close_call: bool,
    /// Someone of the side who took over the controls last round.
    seized: Option<super::Id>,
}

impl Standing {
    fn of(state: &GurpsChase, side: Side, lucky_break: bool) -> Standing {
        let party = state.party_of(side);
        let last_round = Some(state.round.saturating_sub(1));
        let members = || {
            state
                .ids()
                .filter(move |(_, p)| p.party == party && p.out.is_none())
        };
        Standing {
            side,
            party,
            leader: state.parties[party].leader,
            rival: state.parties[1 - party].leader,
            scenery: state.scenery || lucky_break,
            close_call: members().any(|(_, person)| person.close_call == last_round),
            // "Seize Control": "He must take Emergency Action next round (instead of Stop)".
            seized: members()
                .find(|(_, person)| person.seized_in == last_round)
                .map(|(id, _)| id),
        }
    }

    /// The first condition of a maneuver that does not hold, if any.
    fn unmet(&self, state: &GurpsChase, maneuver: Maneuver) -> Option<Unmet> {
        let Standing {
            side,
            party,
            leader,
            rival,
            scenery,
            close_call,
            seized,
        } = *self;
        if !maneuver.open_to(side) {
            return Some(Unmet::NotYours);
        }
        let needs = |what: &'static str| Some(Unmet::Needs(what));
        match maneuver {
            Maneuver::EmergencyAction => {}
            _ if let Some(seizer) = seized => return Some(Unmet::Seized(seizer)),
            _ => {}
        }
        let mine = state.operating(leader);
        let in_vehicle = mine.is_some();
        match maneuver {
            Maneuver::EmergencyAction if !close_call && seized.is_none() => {
                needs("a close call or a seized wheel last round (otherwise it cannot be chosen)")
            }
            Maneuver::Force | Maneuver::Ram if state.band != Band::Close => {
                needs("Close range at the start of the round")
            }
            Maneuver::Force | Maneuver::Ram if !in_vehicle => needs("a vehicle to strike with"),
            Maneuver::Force if state.operating(rival).is_none() => {
                needs("a rival in a vehicle to force off the road")
            }
            // "you're in a vehicle that could strike your rival's (no boats forcing motorbikes off
            // the road!)"
            Maneuver::Force | Maneuver::Ram
                if mine.is_some_and(|v| !state.could_strike(v, state.travels_on(rival))) =>
            {
                needs("a vehicle that could strike the rival's (no boats forcing motorbikes)")
            }
            Maneuver::Hide if state.band < Band::Medium => {
                needs("Medium range or greater at the start of the round")
            }
            Maneuver::DisembarkEmbark if state.person(leader).aboard.is_none() && !scenery => {
                needs("a vehicle to leave, or one to board (suitable scenery or a Lucky Break)")
            }
            Maneuver::MobilityEscape
                if !scenery
                    && !state.mismatched()
                    && state.mobility_opening != Some((party, state.round)) =>
            {
                needs("a mismatched chase, suitable scenery or a Lucky Break")
            }
            Maneuver::MobilityPursuit if !scenery && !state.mismatched() => {
                needs("a mismatched chase, suitable scenery or a Lucky Break")
            }
            m if m.needs_scenery()
                && !scenery
                && !matches!(m, Maneuver::MobilityEscape | Maneuver::MobilityPursuit) =>
            {
                needs("suitable scenery or a Lucky Break")
            }
            _ => None,
        }
    }
}

impl Decider<'_> {
    /// Steps 1 and 2: the quarry picks and declares, then the pursuer chooses in response.
    pub(super) fn declare(
        &mut self,
        side: Side,
        asked: Declared,
        random: Option<i32>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let Declared {
            maneuver,
            penalty,
            lucky_break,
            elsewhere,
        } = asked;
        let stage = match side {
            Side::Quarry => Stage::QuarryDeclares,
            Side::Pursuer => Stage::PursuerDeclares,
        };
        self.at(stage)?;
        // "Three-Way Chases": favouring the other chase, the middleman's maneuver here is Move;
        // only a chase that is one of a three-way chase's two has a middleman.
        if elsewhere && !self.state.settings.three_way {
            return Err(GurpsError::NotThreeWay.into());
        }
        let maneuver = if elsewhere { Maneuver::Move } else { maneuver };
        let needs_break = lucky_break && condition(&self.state, side, maneuver, false).is_err();
        condition(&self.state, side, maneuver, lucky_break)?;
        let penalty = if maneuver.is_stunt() {
            if penalty < 2 || penalty % 2 == 1 {
                return Err(GurpsError::OddPenalty { penalty }.into());
            }
            penalty
        } else {
            0
        };
        let party = self.state.party_of(side);
        // A Lucky Break also lets the pursuer follow a Mobility Escape; spent only when it is used.
        let follows_escape = lucky_break
            && side == Side::Pursuer
            && self.state.maneuver(1 - party) == Some(Maneuver::MobilityEscape);
        self.emit(Event::Declared {
            party,
            declared: Declared {
                maneuver,
                penalty,
                lucky_break: needs_break || follows_escape,
                elsewhere,
            },
            random,
        });
        if needs_break || follows_escape {
            self.emit(Event::LuckyBreak { party });
        }
        let next = match side {
            Side::Quarry => Stage::PursuerDeclares,
            Side::Pursuer => Stage::PursuerResolves,
        };
        self.emit(Event::StepReached { step: next });
        if side == Side::Pursuer {
            self.ignored_close_calls(roller)?;
        }
        Ok(())
    }

    /// The tool picks among the legal maneuvers by the weights of `npc_weights`: one die of as
    /// many sides as the weights add up to.
    pub(super) fn declare_random(
        &mut self,
        side: Side,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let legal = legal(&self.state, side);
        let table: Vec<(Maneuver, u32)> = self
            .state
            .settings
            .npc_weights
            .iter()
            .filter(|(m, w)| *w > 0 && legal.contains(m))
            .copied()
            .collect();
        let total: u32 = table.iter().map(|(_, w)| w).sum();
        if total == 0 {
            return Err(GurpsError::NoWeights { role: side.word() }.into());
        }
        let leader = self.name(self.state.parties[self.state.party_of(side)].leader);
        let roll = roller.roll(&DiceExpr::dice(1, total), || {
            format!("{leader}: the maneuver table (1d{total})")
        })?;
        let mut left = roll;
        let mut picked = Maneuver::Move;
        for (maneuver, weight) in &table {
            if left <= *weight as i32 {
                picked = *maneuver;
                break;
            }
            left -= *weight as i32;
        }
        let penalty = self.state.settings.npc_stunt_penalty.max(2) & !1;
        self.declare(
            side,
            Declared {
                maneuver: picked,
                penalty,
                lucky_break: false,
                elsewhere: false,
            },
            Some(roll),
            roller,
        )?;
        Ok(())
    }
}
