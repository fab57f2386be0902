//! Questions about where participants stand, for the rules and for the screen: relative position
//! between any pair ("Relative Position"), who an area or ray reaches ("Area Effects"), cover from
//! slopes ("High and Very High Terrain"), the DC a participant moves against, and the obstacle in
//! its way.

use super::state::{
    ClockChase, Difficulty, Id, Obscurement, ObstacleId, Participant, PathId, Phase, Role, Slope,
};
use crate::engine::names::position_named;

/// How far apart two participants are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relative {
    /// On the same path, this many spaces apart: 1 is adjacent (the same number of segments
    /// filled), otherwise 1 + the difference.
    Spaces(u32),
    /// On different paths: they cannot interact, and one cannot catch the other.
    OtherPaths,
}

impl Relative {
    pub fn is_adjacent(self) -> bool {
        self == Relative::Spaces(1)
    }
}

/// Who a ray reaches ("A Ray Effect may be assumed to effect Targets are either in front of you or
/// behind you ... If Characters are Adjacent to you, you may choose whether any of them are
/// affected").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RayTargets {
    /// Further ahead (or behind): affected.
    pub beyond: Vec<Id>,
    /// Adjacent: the one using the ray chooses.
    pub adjacent: Vec<Id>,
}

impl ClockChase {
    pub fn participant(&self, id: Id) -> &Participant {
        &self.participants[usize::from(id)]
    }

    pub fn participant_mut(&mut self, id: Id) -> &mut Participant {
        &mut self.participants[usize::from(id)]
    }

    /// Every participant with its id, in setup order.
    pub fn ids(&self) -> impl Iterator<Item = (Id, &Participant)> {
        self.participants
            .iter()
            .enumerate()
            .map(|(i, p)| (i as Id, p))
    }

    /// Finds a participant by name, ignoring case and surrounding spaces.
    pub fn find(&self, name: &str) -> Option<Id> {
        position_named(self.participants.iter().map(|p| p.name.as_str()), name).map(|i| i as Id)
    }

    /// Finds an open path by name, ignoring case.
    pub fn find_path(&self, name: &str) -> Option<PathId> {
        self.paths
            .iter()
            .position(|p| p.is_open() && p.name.eq_ignore_ascii_case(name.trim()))
            .map(|i| i as PathId)
    }

    /// Finds an obstacle the keeper has not cleared, by name, ignoring case.
    pub fn find_obstacle(&self, name: &str) -> Option<ObstacleId> {
        self.obstacles
            .iter()
            .position(|o| !o.cleared && o.name.eq_ignore_ascii_case(name.trim()))
            .map(|i| i as ObstacleId)
    }

    /// Whose clock moves when `id` moves: the vehicle or mount it is aboard, or its own.
    pub fn mover(&self, id: Id) -> Id {
        self.participant(id).aboard.unwrap_or(id)
    }

    /// Whether `id` has spent its turn: the movement check, the Move action (its own or its
    /// ride's) and the Skill action all used. "Once during a Character's Turn, they may make a
    /// Movement Check", "an additional Movement Check ... using the Move Action", and the Skill
    /// action are what a turn holds; slowing down ("at any point during their Turn"), a new path
    /// and boarding go with them, so a turn with all three used has only its end left.
    pub fn turn_spent(&self, id: Id) -> bool {
        let mine = self.participant(id).used;
        let ride = self.participant(self.mover(id)).used;
        (mine.check || ride.check) && (mine.move_action || ride.move_action) && mine.skill_action
    }

    /// Segments filled, counting a ride's for those aboard it.
    pub fn filled(&self, id: Id) -> u32 {
        self.participant(self.mover(id)).filled
    }

    /// The path it is on, counting a ride's for those aboard it.
    pub fn path_of(&self, id: Id) -> PathId {
        self.participant(self.mover(id)).path
    }

    /// "Relative Position": same segments filled is adjacent; otherwise 1 + the difference spaces;
    /// different paths cannot interact ("Paths").
    pub fn relative(&self, a: Id, b: Id) -> Relative {
        if self.path_of(a) != self.path_of(b) {
            return Relative::OtherPaths;
        }
        Relative::Spaces(1 + self.filled(a).abs_diff(self.filled(b)))
    }

    /// "Area Effects": those on `center`'s path within `radius` spaces of it (adjacent is 1), not
    /// counting itself.
    pub fn in_area(&self, center: Id, radius: u32) -> Vec<Id> {
        self.ids()
            .filter(|(id, _)| *id != center)
            .filter(|(id, _)| {
                matches!(self.relative(center, *id), Relative::Spaces(spaces) if spaces <= radius)
            })
            .map(|(id, _)| id)
            .collect()
    }

    /// "Area Effects": who a ray from `from` reaches, ahead of it or behind it, on its path.
    pub fn ray(&self, from: Id, ahead: bool) -> RayTargets {
        let mut targets = RayTargets::default();
        let origin = self.filled(from);
        for (id, _) in self.ids().filter(|(id, _)| *id != from) {
            if self.path_of(id) != self.path_of(from) {
                continue;
            }
            let there = self.filled(id);
            if there == origin {
                targets.adjacent.push(id);
            } else if (there > origin) == ahead {
                targets.beyond.push(id);
            }
        }
        targets
    }

    /// Whether `target` has cover against ranged attacks from `from` on the same path: its
    /// terrain gives cover ("Terrain Effects"), or the slope puts it higher ("High and Very High
    /// Terrain": uphill, those further ahead are higher; downhill, those behind are).
    pub fn has_cover(&self, target: Id, from: Id) -> bool {
        let terrain = &self.paths[usize::from(self.path_of(target))].terrain;
        let (target_at, from_at) = (self.filled(target), self.filled(from));
        terrain.cover
            || match terrain.slope {
                Slope::Level => false,
                Slope::Uphill => target_at > from_at,
                Slope::Downhill => target_at < from_at,
            }
    }

    /// How well `viewer` can see `target`: on the same path, as the terrain obscures; on another
    /// path at least obscured ("While on a different Path a Character will be either Obscured or
    /// Fully Obscured from Characters not on that Path"; the keeper says which is full).
    pub fn obscurement(&self, target: Id, viewer: Id) -> Obscurement {
        let terrain = self.paths[usize::from(self.path_of(target))]
            .terrain
            .obscurement;
        if self.path_of(target) == self.path_of(viewer) || terrain != Obscurement::Clear {
            terrain
        } else {
            Obscurement::Obscured
        }
    }

    /// The DC of a path's terrain ("Steep, Difficult and Very Difficult Terrain").
    pub fn terrain_dc(&self, path: PathId) -> u32 {
        let settings = &self.settings;
        match self.paths[usize::from(path)].terrain.difficulty {
            Difficulty::Easy => settings.easy_dc,
            Difficulty::Difficult => settings.difficult_dc,
            Difficulty::VeryDifficult => settings.very_difficult_dc,
            Difficulty::Dc(dc) => dc,
        }
    }

    /// The DC `mover` makes its movement checks against: its path's terrain, plus the effect of
    /// being hindered; or the flying DC for one that flies or teleports over the terrain, which
    /// does not experience it (nor an effect's difficult terrain) as difficult.
    pub fn movement_dc(&self, mover: Id) -> u32 {
        let participant = self.participant(mover);
        if participant.flies {
            return self.settings.flying_dc;
        }
        let extra = if participant.hindered {
            self.settings.difficult_effect_dc
        } else {
            0
        };
        self.terrain_dc(participant.path) + extra
    }

    /// The obstacle that stops `mover` next: the nearest one on its path at or ahead of its filled
    /// segments that it has not resolved ("no progress can be added beyond that point until the
    /// Character Resolves that Obstacle").
    pub fn blocking(&self, mover: Id) -> Option<ObstacleId> {
        // Asked on every movement check and by the policy on every turn: one plain walk, the
        // cheap questions first, the first of the nearest kept.
        let participant = self.participant(mover);
        let (path, filled) = (participant.path, participant.filled);
        let mut nearest: Option<(u32, usize)> = None;
        for (i, o) in self.obstacles.iter().enumerate() {
            if o.path == path
                && o.after >= filled
                && nearest.is_none_or(|(after, _)| o.after < after)
                && o.stops(mover)
            {
                nearest = Some((o.after, i));
            }
        }
        nearest.map(|(_, i)| i as ObstacleId)
    }

    /// A race: no chasers and no timer; runners race each other to fill their clocks ("Races").
    pub fn is_race(&self) -> bool {
        self.timer.is_none() && !self.participants.iter().any(|p| p.role == Role::Chaser)
    }

    /// Whose turn it is: the first in the order from the turn position on who still acts.
    pub fn current(&self) -> Option<Id> {
        if self.phase != Phase::Running {
            return None;
        }
        let turn = &self.turn;
        turn.order[turn.position.min(turn.order.len())..]
            .iter()
            .copied()
            .find(|id| self.participant(*id).acts())
    }

    /// The runners who filled their clocks, first first: the places of a race.
    pub fn places(&self) -> Vec<Id> {
        self.finish_order
            .iter()
            .copied()
            .filter(|id| self.participant(*id).role == Role::Runner)
            .collect()
    }
}
