//! A chase ready to play: the participants checked, a full deck, round 1 waiting for the
//! maneuvering rolls.

use super::error::SavageError;
use super::settings::Settings;
use super::state::{Hand, Participant, Phase, SavageChase, Side};
use crate::dice::CardSet;

impl SavageChase {
    /// Builds a chase, or says why it cannot run: both sides present, names distinct, each
    /// passenger riding with a driver of its own side.
    pub fn new(settings: Settings, participants: Vec<Participant>) -> Result<Self, SavageError> {
        let count = |side: Side| participants.iter().filter(|p| p.side == side).count();
        let (pursuers, prey) = (count(Side::Pursuer), count(Side::Prey));
        if pursuers == 0 || prey == 0 {
            return Err(SavageError::NeedBothSides { pursuers, prey });
        }
        for (at, p) in participants.iter().enumerate() {
            if participants[..at]
                .iter()
                .any(|q| q.name.eq_ignore_ascii_case(&p.name))
            {
                return Err(SavageError::DuplicateName {
                    name: p.name.to_string(),
                });
            }
            if let Some(driver) = p.rides_with {
                let Some(d) = participants.get(usize::from(driver)) else {
                    return Err(SavageError::UnknownDriver {
                        who: p.name.to_string(),
                        driver: driver.to_string(),
                    });
                };
                if d.rides_with.is_some() {
                    return Err(SavageError::PassengerDriver {
                        who: p.name.to_string(),
                        driver: d.name.to_string(),
                    });
                }
                if d.side != p.side {
                    return Err(SavageError::DriverOnOtherSide {
                        who: p.name.to_string(),
                        driver: d.name.to_string(),
                    });
                }
            }
        }
        Ok(SavageChase {
            settings,
            hands: vec![Hand::default(); participants.len()],
            participants,
            round: 1,
            phase: Phase::Maneuvering,
            deck: CardSet::full(),
            discards: CardSet::default(),
            joker_dealt: false,
            order: Vec::new(),
            turn: 0,
            ending: None,
        })
    }
}
