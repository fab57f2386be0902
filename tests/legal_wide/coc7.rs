//! Call of Cthulhu's wider command space.

use super::{Pick, Wide};
use chasetrack::dice::{DiceExpr, Difficulty};
use chasetrack::systems::coc7::rules::{
    Caller, Coc7, Command, DamageRow, Incident, Loc, ManeuverEffect, MovementMode, Response,
};

use chasetrack::engine::legal::verdict;
use chasetrack::engine::{Name, names_of};
use chasetrack::systems::coc7::rules::legal::{TYPED_VALUE, attack_skills, typed_damage};

impl Wide for Coc7 {
    fn wide(&self, pick: &mut Pick) -> Command {
        let names: Vec<Name> = self.participants.iter().map(|p| p.name.clone()).collect();
        let who = pick.name(&names);
        // The skills of the one named (its sheet's, DEX, CON, its vehicle's), of the obstacles,
        // and of its attacks; someone unknown gets the first participant's.
        let p = self
            .participants
            .iter()
            .find(|p| p.name == who)
            .unwrap_or(&self.participants[0]);
        let mut skills: Vec<Name> = vec!["DEX".into(), "CON".into()];
        skills.extend(p.skills.keys().map(|s| Name::from(s.as_str())));
        skills.extend(p.vehicle.iter().map(|v| Name::from(v.skill.as_str())));
        for location in &self.map.locations {
            skills.extend(location.ahead.iter().flat_map(|o| o.skills().to_vec()));
        }
        let attack_skills = names_of(attack_skills(p));
        let first = self.map.first;
        let count = self.map.locations.len() as Loc;
        let location = pick.int(first, first + count - 1);
        let damage = pick.flip().then(|| pick.one(&DamageRow::ALL));
        let difficulty = pick.one(&[Difficulty::Regular, Difficulty::Hard, Difficulty::Extreme]);
        let dice = || "1D6".parse::<DiceExpr>().unwrap_or_else(|e| panic!("{e}"));
        match pick.below(30) {
            0 => Command::SpeedRoll {
                who,
                skill: pick.flip().then(|| pick.one(&skills)),
            },
            1 => Command::Escape { who },
            2 => Command::CutToChase {
                range: pick.flip().then(|| pick.int(1, 2) as u8),
            },
            3 | 4 => Command::Move {
                who,
                locations: pick.int(1, 6) as u32,
            },
            5 | 6 => Command::NegotiateHazard {
                who,
                skill: pick.one(&skills),
                cautious: pick.int(0, 2) as u8,
                damage,
                no_damage: pick.flip(),
                value: pick.flip().then(|| pick.int(1, 99) as u32),
            },
            7 => Command::PassBarrier {
                who,
                skill: pick.one(&skills),
                value: pick.flip().then(|| pick.int(1, 99) as u32),
                damage,
                no_damage: pick.flip(),
            },
            8 => Command::AttackBarrier {
                who,
                damage: pick.flip().then(dice),
            },
            9 | 10 => Command::Attack {
                who,
                target: pick.name(&names),
                skill: pick.one(&attack_skills),
                ranged: pick.flip(),
                maneuver: pick.flip(),
                damage: pick.flip().then(dice),
                response: match pick.below(3) {
                    0 => Response::None,
                    1 => Response::Dodge(None),
                    _ => Response::FightBack("Fighting (Brawl)".into()),
                },
                effect: ManeuverEffect::default(),
            },
            11 => Command::Act {
                who,
                what: "pick the lock".to_string(),
                cost: 0,
                skill: pick.flip().then(|| pick.one(&skills)),
                difficulty,
            },
            12 => Command::Delay {
                who,
                after: pick.flip().then(|| pick.name(&names)),
            },
            13 => Command::EndTurn { who },
            14 => Command::Place { who, location },
            15 => Command::Release { who },
            16 => Command::Catch {
                who,
                by: pick.name(&names),
            },
            17 => Command::Reorder {
                who,
                before: pick.name(&names),
            },
            18 => Command::LookAhead {
                who,
                locations: pick.flip().then(|| pick.int(1, 20) as u32),
            },
            19 => Command::Accelerate {
                who,
                locations: pick.int(1, 6) as u32,
                skill: None,
            },
            20 => Command::TrackingRoll {
                who,
                quarry: None,
                skill: None,
                difficulty,
                bonus: pick.int(0, 2) as i8,
            },
            21 => Command::Hide {
                // Oneself included: the rules refuse it, so it must not be generated either.
                from: pick.flip().then(|| pick.name(&names)),
                who,
                difficulty: pick.flip().then_some(difficulty),
                bonus: pick.int(0, 2) as i8,
                spot: pick.flip(),
            },
            22 => Command::Join {
                who,
                location,
                skill: None,
            },
            23 => Command::SwitchMode {
                who,
                to: pick.one(&[MovementMode::Foot, MovementMode::Swim, MovementMode::Fly]),
                skill: None,
            },
            24 => Command::Collide {
                who,
                incident: pick.one(&Incident::ALL),
                no_delay: pick.flip(),
            },
            25 | 26 => Command::Shoot {
                who,
                target: pick.name(&names),
                skill: pick.one(&attack_skills),
                damage: pick.flip().then(dice),
                stop: pick.flip(),
                tires: pick.flip(),
                impaling: pick.flip(),
                response: Response::None,
                shots: pick.int(1, 3) as u8,
            },
            27 => Command::Navigate {
                who,
                skill: pick.one(&["Spot Hidden".into(), "Navigate".into()]),
            },
            28 => Command::GetOut { who },
            _ => match pick.below(6) {
                0 => Command::EndChase,
                1 => Command::RollHazard { after: location },
                2 => Command::SuddenHazard {
                    by: pick.one(&[Caller::Keeper, Caller::Players]),
                    difficulty: pick.flip().then_some(difficulty),
                },
                3 => Command::AddLocation {
                    name: pick.flip().then(|| "Alley".to_string()),
                    behind: pick.flip(),
                    obstacle: None,
                },
                4 => Command::SetObstacle {
                    after: location,
                    obstacle: None,
                },
                _ => Command::NameObstacle {
                    after: location,
                    name: "Crates".to_string(),
                    skills: vec!["Jump".into()],
                    barrier: pick.flip(),
                    hp: None,
                    damage,
                },
            },
        }
    }

    fn normal(&self, command: &Command) -> Command {
        let typed = |who: &str, skill: &str, value: Option<u32>| {
            // The sheet has it when the rules read a value for it (a characteristic included).
            let has = self
                .ids()
                .find(|(_, p)| p.name.eq_ignore_ascii_case(who))
                .is_some_and(|(id, _)| self.skill(id, skill).is_some());
            match value {
                Some(_) if !has => Some(TYPED_VALUE),
                _ => None,
            }
        };
        match command.clone() {
            Command::SpeedRoll { who, .. } => Command::SpeedRoll { who, skill: None },
            Command::NegotiateHazard {
                who,
                skill,
                cautious,
                value,
                ..
            } => Command::NegotiateHazard {
                value: typed(&who, &skill, value),
                who,
                skill,
                cautious,
                damage: None,
                no_damage: false,
            },
            Command::PassBarrier {
                who, skill, value, ..
            } => Command::PassBarrier {
                value: typed(&who, &skill, value),
                who,
                skill,
                damage: None,
                no_damage: false,
            },
            Command::AttackBarrier { who, .. } => Command::AttackBarrier { who, damage: None },
            Command::Attack {
                who,
                target,
                skill,
                ranged,
                maneuver,
                ..
            } => {
                let attack = |damage| Command::Attack {
                    who: who.clone(),
                    target: target.clone(),
                    skill: skill.clone(),
                    ranged,
                    maneuver,
                    damage,
                    response: Response::None,
                    effect: ManeuverEffect::default(),
                };
                self.untyped_or_typed(attack)
            }
            Command::Act { who, .. } => Command::Act {
                who,
                what: "something".to_string(),
                cost: 0,
                skill: None,
                difficulty: Difficulty::Regular,
            },
            Command::TrackingRoll { who, .. } => Command::TrackingRoll {
                who,
                quarry: None,
                skill: None,
                difficulty: Difficulty::Regular,
                bonus: 0,
            },
            Command::Hide {
                who, from, spot, ..
            } => {
                let hide = |difficulty| Command::Hide {
                    who: who.clone(),
                    from: if spot { from.clone() } else { None },
                    difficulty,
                    bonus: 0,
                    spot,
                };
                if verdict(self, &hide(None)).is_legal() {
                    hide(None)
                } else {
                    hide(Some(Difficulty::Regular))
                }
            }
            Command::Collide { who, incident, .. } => Command::Collide {
                who,
                incident,
                no_delay: false,
            },
            Command::Shoot {
                who,
                target,
                skill,
                stop,
                tires,
                ..
            } => {
                let shot = |damage| Command::Shoot {
                    who: who.clone(),
                    target: target.clone(),
                    skill: skill.clone(),
                    damage,
                    stop,
                    tires,
                    impaling: true,
                    response: Response::None,
                    shots: 1,
                };
                self.untyped_or_typed(shot)
            }
            Command::SuddenHazard { by, .. } => Command::SuddenHazard {
                by,
                difficulty: None,
            },
            Command::AddLocation { behind, .. } => Command::AddLocation {
                name: None,
                behind,
                obstacle: None,
            },
            Command::NameObstacle { after, .. } => Command::NameObstacle {
                after,
                name: "an obstacle".to_string(),
                skills: Vec::new(),
                barrier: false,
                hp: None,
                damage: None,
            },
            other => other,
        }
    }
}

trait Typed {
    /// The command without typed damage when the rules accept it so, else with the damage the
    /// generator types.
    fn untyped_or_typed(&self, command: impl Fn(Option<DiceExpr>) -> Command) -> Command;
}

impl Typed for Coc7 {
    fn untyped_or_typed(&self, command: impl Fn(Option<DiceExpr>) -> Command) -> Command {
        let untyped = command(None);
        if verdict(self, &untyped).is_legal() {
            untyped
        } else {
            command(typed_damage())
        }
    }
}
