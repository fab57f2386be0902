//! Sends the commands of Part 5's route and track rules to the sections that decide them
//! ([`super::routes`], [`super::terrain`], [`super::pedal`], [`super::escaping`],
//! [`super::joining`]).

use super::Decider;
use crate::dice::Roller;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::command::Command;

impl Decider<'_> {
    /// Decides one of the commands of Part 5's route and track rules.
    pub(super) fn optional(
        &mut self,
        command: &Command,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        match command {
            Command::ChooseRoute { who, route } => self.choose_route(who, route)?,
            Command::AddRoute {
                from,
                name,
                locations,
            } => self.add_route(*from, name.as_deref(), locations, roller)?,
            Command::RollHazard { after } => self.roll_hazard(*after, roller)?,
            Command::NameObstacle {
                after,
                name,
                skills,
                barrier,
                hp,
                damage,
            } => self.name_obstacle(*after, name, skills, *barrier, *hp, *damage)?,
            Command::LookAhead { who, locations } => self.look_ahead(who, *locations, roller)?,
            Command::SuddenHazard { by, difficulty } => {
                self.sudden_hazard(*by, *difficulty, roller)?
            }
            Command::PlaceSuddenHazard {
                ahead_of,
                after,
                name,
                skills,
                damage,
            } => self.place_sudden_hazard(ahead_of.as_deref(), *after, name, skills, *damage)?,
            Command::Accelerate {
                who,
                locations,
                skill,
            } => self.accelerate(who, *locations, skill.as_deref(), roller)?,
            Command::TrackingRoll {
                who,
                quarry,
                skill,
                difficulty,
                bonus,
            } => self.tracking_roll(
                who,
                quarry.as_deref(),
                skill.as_deref(),
                *difficulty,
                *bonus,
                roller,
            )?,
            Command::Hide {
                who,
                from,
                difficulty,
                bonus,
                spot,
            } => self.hide(who, (from.as_deref(), *spot), *difficulty, *bonus, roller)?,
            Command::Join {
                who,
                location,
                skill,
            } => self.join(who, *location, skill.as_deref(), roller)?,
            Command::Enter {
                newcomer,
                location,
                skill,
            } => self.enter(newcomer, *location, skill.as_deref(), roller)?,
            Command::SwitchMode { who, to, skill } => {
                self.switch_mode(who, to, skill.as_deref(), roller)?
            }
            Command::CreateObstacle {
                who,
                obstacle,
                cost,
                skill,
                difficulty,
            } => {
                self.create_obstacle(who, obstacle, *cost, skill.as_deref(), *difficulty, roller)?
            }
            _ => {}
        }
        Ok(())
    }
}
