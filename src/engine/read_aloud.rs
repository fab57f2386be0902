//! The words a setup gives the keeper to read aloud: the scene as the chase opens, and what each
//! named place looks like (a location, a hazard, a path, an obstacle). The rules never read them;
//! the log tells them when a player character first reaches or sees the place, so the keeper
//! reads them then and the players' views keep them from then on.

use super::Shared;

/// The scene and the places' descriptions of one chase, as its setup wrote them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadAloud {
    /// The scene, read as the chase opens.
    pub scene: Option<String>,
    /// Each described place by its name, in the setup's order.
    pub places: Vec<(String, String)>,
}

impl ReadAloud {
    /// Whether the setup describes nothing.
    pub fn is_empty(&self) -> bool {
        self.scene.is_none() && self.places.is_empty()
    }

    /// The description of the place named `name` (its case ignored, as every name in a setup).
    pub fn of(&self, name: &str) -> Option<&str> {
        self.places
            .iter()
            .find(|(place, _)| place.eq_ignore_ascii_case(name.trim()))
            .map(|(_, words)| words.as_str())
    }
}

/// What a session holds of them: one copy, shared by every copy of the session.
pub type SharedReadAloud = Shared<ReadAloud>;
