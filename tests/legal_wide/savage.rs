//! Savage Worlds' wider command space.

use super::{Pick, Wide};
use chasetrack::engine::Name;
use chasetrack::systems::savage::rules::{Command, Out, SavageChase};

impl Wide for SavageChase {
    fn wide(&self, pick: &mut Pick) -> Command {
        let names: Vec<Name> = self.participants.iter().map(|p| p.name.clone()).collect();
        let who = pick.name(&names);
        let modifier = pick.int(-4, 4);
        match pick.below(12) {
            0 => Command::Maneuver {
                who,
                helpers: pick.some(&names),
                modifier,
            },
            1 => {
                let cards: Vec<_> = self.hands.iter().flat_map(|h| h.drawn.clone()).collect();
                match cards.is_empty() {
                    true => Command::EndChase,
                    false => Command::Keep {
                        who,
                        card: pick.one(&cards),
                    },
                }
            }
            2 => Command::Complication { who },
            3 => Command::Attack {
                who,
                target: pick.name(&names),
                melee: pick.flip(),
                attackers: pick.int(0, 12) as u32,
                modifier,
                // The keeper's attacks are held to the split; an attack that is not is only a
                // journal's from before the split was kept, never a move to offer.
                held_to_split: true,
                control_now: true,
            },
            4 => Command::Force {
                who,
                target: pick.name(&names),
                helpers: pick.some(&names),
                modifier,
            },
            5 => Command::Recover { who },
            6 => Command::ControlRoll { who },
            7 => Command::EndTurn { who },
            8 => Command::SetShaken {
                who,
                shaken: pick.flip(),
                control_now: true,
            },
            10 => Command::Split {
                who,
                shares: match pick.below(3) {
                    0 => Vec::new(),
                    _ => vec![(pick.name(&names), pick.int(0, 12) as u32)],
                },
            },
            9 => Command::TakeOut {
                who,
                by: pick.flip().then(|| pick.name(&names)),
                out: pick.one(&[
                    Out::Disaster,
                    Out::Incapacitated,
                    Out::Captured,
                    Out::Stopped,
                    Out::Withdrew,
                    Out::Escaped,
                ]),
            },
            _ => Command::EndChase,
        }
    }

    fn normal(&self, command: &Command) -> Command {
        // Helpers in the order the setup lists them, each once.
        let order = |helpers: &[Name]| -> Vec<Name> {
            self.participants
                .iter()
                .filter(|p| helpers.iter().any(|h| h.eq_ignore_ascii_case(&p.name)))
                .map(|p| p.name.clone())
                .collect()
        };
        match command.clone() {
            Command::Maneuver { who, helpers, .. } => Command::Maneuver {
                who,
                helpers: order(&helpers),
                modifier: 0,
            },
            Command::Attack {
                who,
                target,
                melee,
                attackers,
                ..
            } => Command::Attack {
                who,
                target,
                melee,
                attackers,
                modifier: 0,
                held_to_split: true,
                control_now: true,
            },
            Command::Force {
                who,
                target,
                helpers,
                ..
            } => Command::Force {
                who,
                target,
                helpers: order(&helpers),
                modifier: 0,
            },
            other => other,
        }
    }
}
