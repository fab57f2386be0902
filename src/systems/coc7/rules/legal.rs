//! The legal commands of a Call of Cthulhu chase ([`crate::engine::Legal`]): the command space of
//! a state is every participant with every command shape (each target, location, skill of the
//! obstacles on the track and of its own sheet, each fork's way, each vehicle incident, each way
//! of "Characters Creating Hazards") and the keeper's own commands over the track's locations;
//! [`super::handle`] keeps those it accepts.
//!
//! Left to the keeper's forms: a newcomer typed in on the spot (`Enter`: its sheet is the
//! keeper's) and a hazard or barrier the keeper writes from nothing (`SetObstacle`,
//! `AddLocation` with an obstacle); the space clears an obstacle and adds plain locations.

use super::command::{Command, ManeuverEffect, Response};
use super::optional::{CREATIONS, Caller, MAX_SIGHT, MovementMode};
use super::state::{Barrier, Coc7, Hazard, Loc, Obstacle, Participant};
use super::vehicles::Incident;
use crate::dice::{DiceExpr, Difficulty};
use crate::engine::Legal;
use crate::engine::Name;

/// The value a keeper types for a skill the sheet lacks (any value in 1-200 serves: the rules
/// never refuse a command for the value typed).
pub const TYPED_VALUE: u32 = 50;

/// The damage a keeper types for a ranged attack whose weapon the sheet does not give ("Ranged
/// Attacks": the weapon's damage).
pub const TYPED_DAMAGE: &str = "1D10";

/// The damage typed for a ranged attack, as the command carries it.
pub fn typed_damage() -> Option<DiceExpr> {
    TYPED_DAMAGE.parse().ok()
}

/// Whether a skill of a sheet is one a character attacks with (the core rules' fighting, firearms
/// and throwing skills).
pub fn attacks_with(skill: &str) -> bool {
    let skill = skill.to_lowercase();
    [
        "fighting", "firearms", "brawl", "throw", "handgun", "rifle", "shotgun",
    ]
    .iter()
    .any(|word| skill.contains(word))
}

/// Whether a skill reaches a target away from the attacker's location: a firearm, or a throw.
/// "Using Fighting Maneuvers in a Chase": "The characters or vehicles must be on the same location
/// to attack one another, unless firearms are involved"; "Passengers": they "might use firearms
/// or throw things". A fighting skill (or a vehicle's Drive Auto) is close combat.
pub fn fires_with(skill: &str) -> bool {
    let skill = skill.to_lowercase();
    ["firearms", "throw", "handgun", "rifle", "shotgun"]
        .iter()
        .any(|word| skill.contains(word))
}

/// The skills a participant may attack with: those of its sheet, or Fighting (Brawl) when it has
/// none (its base chance).
pub fn attack_skills(p: &Participant) -> Vec<String> {
    let mut skills: Vec<String> = p
        .skills
        .keys()
        .filter(|s| attacks_with(s))
        .cloned()
        .collect();
    if skills.is_empty() {
        skills.push("Fighting (Brawl)".to_string());
    }
    skills
}

/// The skill a participant without a firearm on its sheet shoots with, at its base chance: the
/// attack form's usual ranged skill then.
fn base_firearm(p: &Participant) -> Option<String> {
    (!p.skills.keys().any(|s| fires_with(s))).then(|| "Firearms (Handgun)".to_string())
}

/// Where a command space is gathered: a list, or a reader that takes one command at a time
/// ([`Legal::each_command`]).
trait Gather {
    fn push(&mut self, command: Command);
}

impl Gather for Vec<Command> {
    fn push(&mut self, command: Command) {
        Vec::push(self, command);
    }
}

/// A reader of the command space, one command at a time.
struct Visit<'v>(&'v mut dyn FnMut(Command));

impl Gather for Visit<'_> {
    fn push(&mut self, command: Command) {
        (self.0)(command);
    }
}

impl Legal for Coc7 {
    fn command_space(&self) -> Vec<Command> {
        let mut space = Vec::new();
        self.each_command(&mut |command| space.push(command));
        space
    }

    /// The space grows with the track (each participant placed at or joining each location, the
    /// keeper's obstacles after each), so it is handed over a command at a time.
    fn each_command(&self, visit: &mut dyn FnMut(Command)) {
        let mut space = Visit(visit);
        let first = self.map.first;
        let locations: Vec<Loc> = (0..self.map.locations.len())
            .filter_map(|i| Loc::try_from(i).ok())
            .map(|i| first + i)
            .collect();
        space.push(Command::EndChase);
        for range in [None, Some(1), Some(2)] {
            space.push(Command::CutToChase { range });
        }
        for p in &self.participants {
            self.own_commands(p, &locations, &mut space);
        }
        for &at in &locations {
            space.push(Command::SetObstacle {
                after: at,
                obstacle: None,
            });
            space.push(Command::RollHazard { after: at });
            space.push(Command::NameObstacle {
                after: at,
                name: "an obstacle".to_string(),
                skills: Vec::new(),
                barrier: false,
                hp: None,
                damage: None,
            });
            space.push(Command::AddRoute {
                from: at,
                name: None,
                locations: vec![String::new()],
            });
            space.push(Command::PlaceSuddenHazard {
                ahead_of: None,
                after: Some(at),
                name: "a sudden hazard".to_string(),
                skills: Vec::new(),
                damage: None,
            });
        }
        for behind in [false, true] {
            space.push(Command::AddLocation {
                name: None,
                behind,
                obstacle: None,
            });
        }
        for by in [Caller::Keeper, Caller::Players] {
            space.push(Command::SuddenHazard {
                by,
                difficulty: None,
            });
        }
    }
}

impl Coc7 {
    /// The commands about one participant.
    fn own_commands(&self, p: &Participant, locations: &[Loc], space: &mut impl Gather) {
        let who = p.name.clone();
        let others: Vec<&Participant> = self
            .participants
            .iter()
            .filter(|o| o.name != p.name)
            .collect();
        space.push(Command::SpeedRoll {
            who: who.clone(),
            skill: None,
        });
        space.push(Command::Escape { who: who.clone() });
        self.moving(p, space);
        let skills = attack_skills(p);
        let base = base_firearm(p);
        for target in &others {
            // The handgun's base chance is for shooting, not for close combat.
            if let Some(skill) = &base {
                for damage in [None, typed_damage()] {
                    space.push(Command::Attack {
                        who: who.clone(),
                        target: target.name.clone(),
                        skill: skill.clone().into(),
                        ranged: true,
                        maneuver: false,
                        damage,
                        response: Response::None,
                        effect: ManeuverEffect::default(),
                    });
                }
            }
            for skill in &skills {
                for (ranged, maneuver) in
                    [(false, false), (true, false), (false, true), (true, true)]
                {
                    // A ranged attack may need the weapon's damage typed.
                    let damages = if ranged {
                        vec![None, typed_damage()]
                    } else {
                        vec![None]
                    };
                    for damage in damages {
                        space.push(Command::Attack {
                            who: who.clone(),
                            target: target.name.clone(),
                            skill: skill.clone().into(),
                            ranged,
                            maneuver,
                            damage,
                            response: Response::None,
                            effect: ManeuverEffect::default(),
                        });
                    }
                }
                for stop in [false, true] {
                    for tires in [false, true] {
                        for damage in [None, typed_damage()] {
                            space.push(Command::Shoot {
                                who: who.clone(),
                                target: target.name.clone(),
                                skill: skill.clone().into(),
                                damage,
                                stop,
                                tires,
                                impaling: true,
                                response: Response::None,
                                shots: 1,
                            });
                        }
                    }
                }
            }
            space.push(Command::Delay {
                who: who.clone(),
                after: Some(target.name.clone()),
            });
            space.push(Command::Catch {
                who: who.clone(),
                by: target.name.clone(),
            });
            space.push(Command::Reorder {
                who: who.clone(),
                before: target.name.clone(),
            });
            space.push(Command::PlaceSuddenHazard {
                ahead_of: Some(who.clone()),
                after: None,
                name: "a sudden hazard".to_string(),
                skills: Vec::new(),
                damage: None,
            });
        }
        space.push(Command::Act {
            who: who.clone(),
            what: "something".to_string(),
            cost: 0,
            skill: None,
            difficulty: Difficulty::Regular,
        });
        space.push(Command::Delay {
            who: who.clone(),
            after: None,
        });
        space.push(Command::EndTurn { who: who.clone() });
        for &location in locations {
            space.push(Command::Place {
                who: who.clone(),
                location,
            });
            space.push(Command::Join {
                who: who.clone(),
                location,
                skill: None,
            });
        }
        space.push(Command::Release { who: who.clone() });
        for route in self.routes() {
            space.push(Command::ChooseRoute {
                who: who.clone(),
                route,
            });
        }
        for locations in std::iter::once(None).chain((1..=MAX_SIGHT).map(Some)) {
            space.push(Command::LookAhead {
                who: who.clone(),
                locations,
            });
        }
        for locations in 2..=5 {
            space.push(Command::Accelerate {
                who: who.clone(),
                locations,
                skill: None,
            });
        }
        space.push(Command::TrackingRoll {
            who: who.clone(),
            quarry: None,
            skill: None,
            difficulty: Difficulty::Regular,
            bonus: 0,
        });
        // Hiding, from anyone or from a seeker, who then may look with a Spot Hidden roll; the
        // difficulty set by the seeker's Spot Hidden, or the keeper's when it has none.
        let froms = std::iter::once(None).chain(others.iter().map(|o| Some(o.name.clone())));
        for from in froms {
            for spot in [false, true] {
                for difficulty in [None, Some(Difficulty::Regular)] {
                    space.push(Command::Hide {
                        who: who.clone(),
                        from: from.clone(),
                        difficulty,
                        bonus: 0,
                        spot,
                    });
                }
            }
        }
        for to in [MovementMode::Foot, MovementMode::Swim, MovementMode::Fly] {
            space.push(Command::SwitchMode {
                who: who.clone(),
                to,
                skill: None,
            });
        }
        for creation in &CREATIONS {
            let name = creation.what.to_string();
            let obstacle = if creation.barrier {
                Obstacle::Barrier(Barrier {
                    name,
                    skills: Vec::new(),
                    difficulty: Difficulty::Regular,
                    hp: None,
                    damage: None,
                    debris: None,
                })
            } else {
                Obstacle::Hazard(Hazard {
                    name,
                    skills: Vec::new(),
                    difficulty: Difficulty::Regular,
                    damage: None,
                })
            };
            space.push(Command::CreateObstacle {
                who: who.clone(),
                obstacle,
                cost: creation.cost,
                skill: creation.skills.first().map(|s| Name::from(*s)),
                difficulty: Difficulty::Regular,
            });
        }
        for incident in Incident::ALL {
            space.push(Command::Collide {
                who: who.clone(),
                incident,
                no_delay: false,
            });
        }
        for skill in NAVIGATE_SKILLS {
            space.push(Command::Navigate {
                who: who.clone(),
                skill: skill.into(),
            });
        }
        space.push(Command::GetOut { who });
    }
}

/// The skills a lost driver finds the way with ("Navigate").
const NAVIGATE_SKILLS: [&str; 2] = ["Spot Hidden", "Navigate"];

impl Coc7 {
    /// The step's moves ([`crate::odds::Policy::moves`]): the cut to the chase, everyone's speed
    /// roll, the keeper's escape, catch and Tracking roll for anyone, a way at a fork for anyone,
    /// and the moves of the one whose turn it is (moving on, the obstacle ahead with each skill,
    /// breaking a barrier down, finding the way, delaying, ending the turn).
    pub fn step_moves(&self) -> Vec<Command> {
        let mut space: Vec<Command> = [None, Some(1), Some(2)]
            .into_iter()
            .map(|range| Command::CutToChase { range })
            .collect();
        let routes = self.routes();
        for p in &self.participants {
            let who = p.name.clone();
            space.push(Command::SpeedRoll {
                who: who.clone(),
                skill: None,
            });
            space.push(Command::Escape { who: who.clone() });
            space.push(Command::TrackingRoll {
                who: who.clone(),
                quarry: None,
                skill: None,
                difficulty: Difficulty::Regular,
                bonus: 0,
            });
            for by in self.participants.iter().filter(|o| o.name != p.name) {
                space.push(Command::Catch {
                    who: who.clone(),
                    by: by.name.clone(),
                });
            }
            // A way is chosen at any fork ahead, by anyone still in the chase.
            for route in &routes {
                space.push(Command::ChooseRoute {
                    who: who.clone(),
                    route: route.clone(),
                });
            }
        }
        let Some(p) = self.current().map(|id| self.participant(id)) else {
            return space;
        };
        let who = p.name.clone();
        self.moving(p, &mut space);
        for after in std::iter::once(None).chain(
            self.participants
                .iter()
                .filter(|o| o.name != p.name)
                .map(|o| Some(o.name.clone())),
        ) {
            space.push(Command::Delay {
                who: who.clone(),
                after,
            });
        }
        space.push(Command::EndTurn { who: who.clone() });
        for skill in NAVIGATE_SKILLS {
            space.push(Command::Navigate {
                who: who.clone(),
                skill: skill.into(),
            });
        }
        space
    }

    /// Whether a command is a move of the chase: the speed rolls and the cut to the chase,
    /// moving on, the obstacle ahead, breaking a barrier down, a way at a fork, finding the way,
    /// delaying, ending the turn, and the keeper's rulings of what the chase came to (an escape,
    /// a catch, a Tracking roll); not attacks, hiding, Part 5's optional moves, free actions,
    /// the keeper's edits of the track and the order, or an ending by fiat.
    pub fn is_move(command: &Command) -> bool {
        matches!(
            command,
            Command::SpeedRoll { .. }
                | Command::CutToChase { .. }
                | Command::Escape { .. }
                | Command::Move { .. }
                | Command::NegotiateHazard { .. }
                | Command::PassBarrier { .. }
                | Command::AttackBarrier { .. }
                | Command::Delay { .. }
                | Command::EndTurn { .. }
                | Command::ChooseRoute { .. }
                | Command::Navigate { .. }
                | Command::Catch { .. }
                | Command::TrackingRoll {
                    quarry: None,
                    skill: None,
                    difficulty: Difficulty::Regular,
                    bonus: 0,
                    ..
                }
        )
    }

    /// Moving on: one location for each movement action it has, the hazards and barriers with
    /// each skill (cautious 0, 1 or 2 on a hazard; a skill the sheet lacks typed at the table),
    /// and breaking a barrier down.
    fn moving(&self, p: &Participant, space: &mut impl Gather) {
        let who = p.name.clone();
        let most = p.actions.max(1);
        for locations in 1..=most {
            space.push(Command::Move {
                who: who.clone(),
                locations,
            });
        }
        let id = self.find(&p.name);
        for skill in &self.obstacle_skills(p) {
            // A skill the sheet lacks is typed at the table; one it has (a characteristic such
            // as DEX included) is read from it.
            let values = if id.is_some_and(|id| self.skill(id, skill).is_some()) {
                vec![None]
            } else {
                vec![None, Some(TYPED_VALUE)]
            };
            for value in values {
                for cautious in 0..=2 {
                    space.push(Command::NegotiateHazard {
                        who: who.clone(),
                        skill: skill.clone().into(),
                        cautious,
                        damage: None,
                        no_damage: false,
                        value,
                    });
                }
                space.push(Command::PassBarrier {
                    who: who.clone(),
                    skill: skill.clone().into(),
                    value,
                    damage: None,
                    no_damage: false,
                });
            }
        }
        space.push(Command::AttackBarrier { who, damage: None });
    }

    /// The ways at the track's forks (straight on too), as a keeper names them.
    fn routes(&self) -> Vec<String> {
        let mut forks: Vec<Loc> = self.map.branches.iter().map(|b| b.fork).collect();
        forks.sort_unstable();
        forks.dedup();
        forks
            .into_iter()
            .flat_map(|fork| self.map.ways_from(fork))
            .map(|way| self.route_of(way))
            .collect()
    }

    /// How a keeper names the way that starts at `way` when choosing it: its branch's name, else
    /// the location's number (the way straight on, a branch without a name).
    pub fn route_of(&self, way: Loc) -> String {
        self.map
            .branches
            .iter()
            .find(|b| b.path.first() == Some(&way))
            .and_then(|b| b.name.clone())
            .unwrap_or_else(|| way.to_string())
    }

    /// The skills a participant may meet a hazard or barrier with: those the obstacles on the
    /// track list, and, where one lists none (the keeper accepts any), its own sheet's, DEX, CON
    /// and its vehicle's skill.
    pub fn obstacle_skills(&self, p: &Participant) -> Vec<String> {
        let mut skills: Vec<String> = Vec::new();
        let mut any = false;
        for obstacle in self.map.locations.iter().filter_map(|l| l.ahead.as_ref()) {
            any |= obstacle.skills().is_empty();
            skills.extend(obstacle.skills().iter().map(Name::to_string));
        }
        if any {
            skills.extend(p.skills.keys().cloned());
            skills.extend(["DEX".to_string(), "CON".to_string()]);
            skills.extend(p.vehicle.iter().map(|v| v.skill.clone()));
        }
        let mut once = Vec::new();
        for skill in skills {
            if !once.iter().any(|s: &String| s.eq_ignore_ascii_case(&skill)) {
                once.push(skill);
            }
        }
        once
    }
}
