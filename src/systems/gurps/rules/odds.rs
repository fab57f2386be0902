//! The playout policy of a GURPS Action chase (docs/odds.md, "GURPS"): what each side does when
//! the odds play the rest of a chase. Only commands: every rule is still [`super::handle`]'s,
//! every maneuver checked by its own conditions.

use super::command::Command;
use super::handle::LegalNow;
use super::maneuver::{Band, Maneuver, Side};
use super::people::OutReason;
use super::settings::LimitEnding;
use super::state::{Ending, GurpsChase, Stage};
use crate::odds::{self, Fate, Policy, Style};

impl Policy for GurpsChase {
    type Memo = ();

    /// Both sides Move (the text's plain maneuver), or the first maneuver legal now when Move is
    /// not (a close call forces Emergency Action or Stop); a bold pursuer takes Mobility Pursuit
    /// (+5) when it may, a cautious quarry Hides when it may; at Close the pursuer Moves and
    /// Attacks, its leader grappling the quarry's. The Contest without complementary rolls; the
    /// winner takes its whole shift its own way (a Hide won: escape). A side whose leader is out
    /// picks the first member who can lead.
    fn next_command(&self, style: Style, attempt: u8, _: &mut ()) -> Option<Command> {
        if self.ending.is_some() || self.step == Stage::Over {
            return None;
        }
        if let Some(command) = self.new_leader() {
            return (attempt == 0).then_some(command);
        }
        match self.step {
            Stage::QuarryDeclares | Stage::PursuerDeclares => {
                let side = self.step.role()?;
                let maneuver = self.preferred(side, style, usize::from(attempt))?;
                Some(declare(side, maneuver))
            }
            // A side that declared a Stunt makes the Stunt roll each of its people owes first
            // ("everyone driving or on foot rolls it"); asked once, its command built once.
            Stage::PursuerResolves | Stage::QuarryResolves
                if let Some(stunt) = (attempt == 0).then(|| self.stunt_owed()).flatten() =>
            {
                Some(stunt)
            }
            // The grapple is built only when it is offered: a refused one is followed by the
            // step's end without naming anyone again.
            Stage::PursuerResolves => match attempt {
                0 => Some(self.grapple().unwrap_or(Command::EndStep)),
                1 => Some(Command::EndStep),
                _ => None,
            },
            Stage::QuarryResolves => (attempt == 0).then_some(Command::EndStep),
            Stage::Contest => (attempt == 0).then_some(Command::Contest {
                quarry_complementary: false,
                pursuer_complementary: false,
            }),
            Stage::Shift => {
                let owed = self.owed.first()?;
                let wins_as_quarry = self.role_of(owed.party) == Side::Quarry;
                match attempt {
                    0 if owed.hide => Some(Command::PullOut { band: None }),
                    0 => {
                        let steps = i32::from(owed.up_to);
                        Some(Command::Shift {
                            steps: if wins_as_quarry && !owed.must_close {
                                steps
                            } else {
                                -steps
                            },
                        })
                    }
                    1 => Some(Command::Shift { steps: 0 }),
                    _ => None,
                }
            }
            Stage::Over => None,
        }
    }

    fn roster(&self) -> Vec<(String, odds::Side)> {
        self.people
            .iter()
            .map(|person| {
                let role = match self.role_of(person.party) {
                    Side::Quarry => odds::Side::Quarry,
                    Side::Pursuer => odds::Side::Pursuer,
                };
                (person.name.clone(), role)
            })
            .collect()
    }

    /// The quarry's people got away when the chase ends their way (beyond Extreme, hidden, let go,
    /// the pursuers out, the round limit when the setup's `limit_ending` says the quarry escapes),
    /// and are caught by the pursuer's leader when it ends the pursuer's way (a Stop to fight or
    /// talk, a grapple, the round limit when `limit_ending` says the pursuers close in). A leader
    /// grappled is caught like his companions; anyone else out of the chase is put out.
    fn fate(&self, index: usize) -> Fate {
        let Some(person) = self.people.get(index) else {
            return Fate::Running;
        };
        let caught = Fate::Caught {
            by: Some(usize::from(
                self.parties[self.party_of(Side::Pursuer)].leader,
            )),
        };
        match person.out {
            Some(OutReason::Grappled) => return caught,
            Some(_) => return Fate::Out,
            None => {}
        }
        if self.role_of(person.party) != Side::Quarry {
            return Fate::Running;
        }
        match self.ending {
            Some(
                Ending::Escaped | Ending::Hidden | Ending::PursuerStopped | Ending::PursuerOut,
            ) => Fate::Escaped,
            Some(Ending::RoundLimit) => match self.settings.limit_ending {
                LimitEnding::QuarryEscapes => Fate::Escaped,
                LimitEnding::PursuerCatches => caught,
            },
            Some(Ending::QuarryStopped | Ending::Grappled | Ending::QuarryOut) => caught,
            Some(Ending::Keeper) | None => Fate::Running,
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn acting(&self) -> Option<String> {
        Some(self.person(self.step_leader()?).name.clone())
    }

    fn styles_mean() -> &'static str {
        "bold pursuers take Mobility Pursuit when they may; cautious quarries hide when they may"
    }

    fn is_over(&self) -> bool {
        self.ending.is_some() || self.step == Stage::Over
    }

    /// The setup's `round_limit`: the chase ends as `limit_ending` says after that round.
    fn round_limit(&self) -> Option<u32> {
        self.settings.round_limit
    }

    /// A new leader, the Stunt roll owed, the step's end, the Contest and the shift, then a
    /// maneuver (Move before the rest); never scenery, a random maneuver or an ending by fiat.
    fn steadiness(command: &Command) -> Option<u8> {
        Some(match command {
            Command::Lead { .. } => 0,
            Command::Stunt { .. } => 1,
            Command::EndStep => 2,
            Command::Contest { .. } => 3,
            Command::Shift { .. } => 4,
            Command::PullOut { .. } => 5,
            Command::Declare {
                maneuver: Maneuver::Move,
                ..
            } => 6,
            Command::Declare { .. } => 7,
            _ => return None,
        })
    }

    fn moves(&self) -> Vec<Command> {
        self.step_moves()
    }

    fn is_move(command: &Command) -> bool {
        GurpsChase::is_move(command)
    }

    /// While a side declares: each maneuver legal for it now (a Stunt at the text's -2, no lucky
    /// break); while the winner of the Contest shifts: each shift it may take.
    fn label(&self, command: &Command) -> Option<(u8, String)> {
        match command {
            Command::Declare {
                side,
                maneuver,
                penalty,
                lucky_break: false,
                elsewhere: false,
            } if Some(*side) == self.step.role()
                && *penalty == if maneuver.is_stunt() { 2 } else { 0 } =>
            {
                Some((0, maneuver.word().to_string()))
            }
            Command::Shift { steps } if self.step == Stage::Shift => {
                Some((1, format!("shift {steps:+}")))
            }
            _ => None,
        }
    }
}

impl GurpsChase {
    /// The maneuvers the policy tries, in order: its choice first, then every other legal one.
    fn preferred(&self, side: Side, style: Style, nth: usize) -> Option<Maneuver> {
        let legal = LegalNow::of(self, side);
        let favourite = match (side, style) {
            // "Move and Attack": at Close the pursuer's leader tries to grab the quarry's.
            (Side::Pursuer, _) if self.band == Band::Close => Maneuver::MoveAndAttack,
            (Side::Pursuer, Style::Bold) => Maneuver::MobilityPursuit,
            (Side::Quarry, Style::Cautious) => Maneuver::Hide,
            _ => Maneuver::Move,
        };
        // The favourite, Move and Emergency Action first, then every other legal maneuver in
        // the rules' order; each once. Each is asked of the rules only until the `nth` is found.
        let mut order = [Maneuver::Move; Maneuver::ALL.len()];
        let mut len = 0;
        for m in [favourite, Maneuver::Move, Maneuver::EmergencyAction]
            .into_iter()
            .chain(Maneuver::ALL)
        {
            if !order[..len].contains(&m) && legal.allows(m) {
                if len == nth {
                    return Some(m);
                }
                order[len] = m;
                len += 1;
            }
        }
        None
    }

    /// The pursuer's leader grapples the quarry's leader, when it declared Move and Attack ("a
    /// successful grapple ends the chase"); once he has acted this round the rules would refuse
    /// a second, so the policy ends the step without offering it.
    fn grapple(&self) -> Option<Command> {
        let pursuer = self.party_of(Side::Pursuer);
        if self.maneuver(pursuer) != Some(Maneuver::MoveAndAttack)
            || self.person(self.parties[pursuer].leader).acted
        {
            return None;
        }
        let quarry = self.parties[self.party_of(Side::Quarry)].leader;
        Some(Command::Attack {
            who: self.person(self.parties[pursuer].leader).name.clone(),
            target: self.person(quarry).name.clone(),
            vital: false,
            grapple: true,
        })
    }

    /// The Stunt roll the resolving side still owes, when it declared a Stunt.
    fn stunt_owed(&self) -> Option<Command> {
        let party = self.party_of(self.step.role()?);
        let declared = self.parties[party].declared?;
        if !declared.maneuver.is_stunt() {
            return None;
        }
        let who = self
            .members(party)
            .find(|id| self.can_lead(*id) && self.person(*id).stunt.is_none())?;
        Some(Command::Stunt {
            who: self.person(who).name.clone(),
        })
    }

    /// "If the leader is out of the chase, that side must pick a new one": the first who can.
    fn new_leader(&self) -> Option<Command> {
        self.parties.iter().enumerate().find_map(|(party, side)| {
            // Only a side whose leader is out of the chase picks a new one.
            self.person(side.leader).out?;
            let next = self.members(party).find(|id| self.can_lead(*id))?;
            Some(Command::Lead {
                who: self.person(next).name.clone(),
            })
        })
    }
}

/// A stunt is declared at the smallest penalty the text allows (-2).
fn declare(side: Side, maneuver: Maneuver) -> Command {
    Command::Declare {
        side,
        maneuver,
        penalty: if maneuver.is_stunt() { 2 } else { 0 },
        lucky_break: false,
        elsewhere: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Roller;
    use crate::engine::Session;
    use crate::systems::gurps::rules::handle::legal;

    /// The policy's order as it is documented, from the list of legal maneuvers: its favourite,
    /// Move and Emergency Action (those legal, each once), then every other legal maneuver in the
    /// rules' order.
    fn documented(state: &GurpsChase, side: Side, style: Style) -> Vec<Maneuver> {
        let legal = legal(state, side);
        let favourite = match (side, style) {
            (Side::Pursuer, _) if state.band == Band::Close => Maneuver::MoveAndAttack,
            (Side::Pursuer, Style::Bold) => Maneuver::MobilityPursuit,
            (Side::Quarry, Style::Cautious) => Maneuver::Hide,
            _ => Maneuver::Move,
        };
        let mut order: Vec<Maneuver> = Vec::new();
        for m in [favourite, Maneuver::Move, Maneuver::EmergencyAction] {
            if legal.contains(&m) && !order.contains(&m) {
                order.push(m);
            }
        }
        let rest: Vec<Maneuver> = legal.into_iter().filter(|m| !order.contains(m)).collect();
        order.extend(rest);
        order
    }

    /// The order the policy tries maneuvers in (kept on the stack, from a set of legal ones) is
    /// the documented one, in every state of play of every shipped GURPS setup, both styles, for
    /// both sides.
    #[test]
    fn the_policy_tries_the_legal_maneuvers_in_its_documented_order() {
        let mut compared = 0;
        for (path, setup) in crate::setup::shipped() {
            let crate::systems::Chase::Gurps(session) = setup.chase else {
                continue;
            };
            for (seed, style) in [(0, Style::Bold), (1, Style::Cautious), (2, Style::Bold)] {
                let mut session = Session::new(session.state().clone());
                let mut roller = Roller::seeded(seed);
                for _ in 0..400 {
                    let state = session.state();
                    for side in [Side::Quarry, Side::Pursuer] {
                        for style in [Style::Bold, Style::Cautious] {
                            let tried: Vec<Maneuver> = (0..Maneuver::ALL.len())
                                .map_while(|n| state.preferred(side, style, n))
                                .collect();
                            assert_eq!(tried, documented(state, side, style), "{}", path.display());
                            compared += 1;
                        }
                    }
                    // The policy's first command the rules take, as a playout plays.
                    let commands: Vec<Command> = (0..3)
                        .filter_map(|attempt| state.next_command(style, attempt, &mut ()))
                        .collect();
                    if !commands
                        .into_iter()
                        .any(|command| session.execute(command, &mut roller).is_ok())
                    {
                        break;
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared} states compared");
    }
}
