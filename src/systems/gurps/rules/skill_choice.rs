//! The GM's choices of skill the text leaves open: a Stunt on foot ("your Stunt roll is against
//! Acrobatics, Climbing, or Jumping"), a Reverse on foot ("you can opt to make your Chase Roll
//! against Acrobatics"), Board ("Acrobatics or Jumping") and Seize Control ("DX, Judo, or
//! Wrestling"). The keeper names one for a person (`ChooseSkill`); without a choice, or where the
//! choice does not fit the roll, the program picks the best the person has.

use super::people::Person;
use serde::{Deserialize, Serialize};

/// A skill the GM may pick for one of those rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GmSkill {
    /// The travel skill (Running, or DX without it): a Reverse's Chase Roll without Acrobatics.
    Running,
    Dx,
    Acrobatics,
    Climbing,
    Jumping,
    /// Judo and Wrestling both read the setup's one grappling skill (`wrestling`).
    Judo,
    Wrestling,
}

/// The rolls a choice of skill is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkillRoll {
    StuntOnFoot,
    ReverseOnFoot,
    Board,
    Seize,
}

impl GmSkill {
    pub const ALL: [GmSkill; 7] = [
        GmSkill::Running,
        GmSkill::Dx,
        GmSkill::Acrobatics,
        GmSkill::Climbing,
        GmSkill::Jumping,
        GmSkill::Judo,
        GmSkill::Wrestling,
    ];

    pub fn word(self) -> &'static str {
        match self {
            GmSkill::Running => "Running",
            GmSkill::Dx => "DX",
            GmSkill::Acrobatics => "Acrobatics",
            GmSkill::Climbing => "Climbing",
            GmSkill::Jumping => "Jumping",
            GmSkill::Judo => "Judo",
            GmSkill::Wrestling => "Wrestling",
        }
    }

    /// Whether the text offers this skill for that roll.
    pub fn fits(self, roll: SkillRoll) -> bool {
        use GmSkill::*;
        match roll {
            SkillRoll::StuntOnFoot => matches!(self, Acrobatics | Climbing | Jumping),
            SkillRoll::ReverseOnFoot => matches!(self, Acrobatics | Running),
            SkillRoll::Board => matches!(self, Acrobatics | Jumping),
            SkillRoll::Seize => matches!(self, Dx | Judo | Wrestling),
        }
    }

    /// The person's level in it; an unlearned skill defaults from DX (Acrobatics, Jumping and
    /// Climbing at DX-6 as the program always took them, Judo and Wrestling at DX).
    pub fn level(self, p: &Person) -> i32 {
        match self {
            GmSkill::Running => p.skills.running.unwrap_or(p.dx),
            GmSkill::Dx => p.dx,
            GmSkill::Acrobatics => p.skills.acrobatics.unwrap_or(p.dx - 6),
            GmSkill::Climbing => p.skills.climbing.unwrap_or(p.dx - 6),
            GmSkill::Jumping => p.skills.jumping.unwrap_or(p.dx - 6),
            GmSkill::Judo | GmSkill::Wrestling => p.skills.wrestling.unwrap_or(p.dx),
        }
    }
}

impl SkillRoll {
    pub fn words(self) -> &'static str {
        match self {
            SkillRoll::StuntOnFoot => "a Stunt on foot (Acrobatics, Climbing or Jumping)",
            SkillRoll::ReverseOnFoot => "a Reverse on foot (Acrobatics or Running)",
            SkillRoll::Board => "Board (Acrobatics or Jumping)",
            SkillRoll::Seize => "Seize Control (DX, Judo or Wrestling)",
        }
    }

    /// The program's choice: the best the person has of the skills the text offers (for a
    /// Reverse, Acrobatics only when it beats the travel skill; for a Stunt, Board and Seize
    /// Control, the first best in the text's order).
    pub fn default_skill(self, p: &Person) -> GmSkill {
        let offered: &[GmSkill] = match self {
            SkillRoll::StuntOnFoot => &[GmSkill::Acrobatics, GmSkill::Climbing, GmSkill::Jumping],
            SkillRoll::ReverseOnFoot => &[GmSkill::Running, GmSkill::Acrobatics],
            SkillRoll::Board => &[GmSkill::Acrobatics, GmSkill::Jumping],
            SkillRoll::Seize => &[GmSkill::Dx, GmSkill::Wrestling],
        };
        let mut best = offered[0];
        for skill in &offered[1..] {
            if skill.level(p) > best.level(p) {
                best = *skill;
            }
        }
        best
    }

    /// The skill this person rolls: the GM's choice if it fits, else the program's.
    pub fn skill(self, p: &Person) -> GmSkill {
        p.skill_choice
            .filter(|s| s.fits(self))
            .unwrap_or_else(|| self.default_skill(p))
    }
}
