//! The players' view model of a Savage Worlds chase ([`crate::systems::players`]). The action
//! cards are dealt face up and the range they give is the table's, as are Shaken and who is
//! out; a GM character's wounds, Fatigue and vehicle hits stay behind the screen, as the
//! players' cards panel keeps them.

use super::panels::{CardsView, card_face};
use super::rules::{Phase, Range, SavageChase};
use crate::screen::theme::Theme;
use crate::systems::players::{Entry, text};
use serde::Serialize;

/// The cards on the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ground {
    pub hands: Vec<Hand>,
}

/// A participant's cards and the range its kept card gives.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hand {
    pub name: String,
    pub side: String,
    /// The card it acts on ("J♣", "Jk"); `None` before the deal.
    pub card: Option<String>,
    /// Whether the card is red (hearts, diamonds, a red Joker), for the page's colours.
    pub red: bool,
    /// The other cards it drew this round.
    pub discarded: Vec<String>,
    /// The driver it rides with, whose card it shares.
    pub rides_with: Option<String>,
    /// "Short", "Medium", "Long" or "Out of range": the range its card gives.
    pub range: Option<String>,
    /// Whom it may attack and at what range, while it acts.
    pub reach: String,
    pub running: bool,
    pub acting: bool,
}

/// The participant `at` as the players' cards panel tells it.
pub fn entry(state: &SavageChase, at: usize) -> Option<Entry> {
    let p = state.participants.get(at)?;
    let id = u16::try_from(at).ok()?;
    let theme = Theme::new(false);
    let cards = CardsView {
        state,
        selected: id,
        theme: &theme,
        keys: crate::screen::KeyNames::builtin(),
        players_view: true,
    };
    let mut name = text(&p.name);
    if p.group {
        name = format!("{name} ×{}", p.count);
    }
    let numbers = state.card(id).map(card_face).into_iter().collect();
    Some(Entry {
        name,
        side: p.side.word().to_string(),
        status: text(&cards.condition(id)),
        acting: state.current() == Some(id),
        open: p.open_to_players(),
        numbers,
    })
}

/// Every participant's cards.
pub fn ground(state: &SavageChase) -> Ground {
    let theme = Theme::new(false);
    let hands = state
        .ids()
        .map(|id| {
            let p = state.participant(id);
            let cards = CardsView {
                state,
                selected: id,
                theme: &theme,
                keys: crate::screen::KeyNames::builtin(),
                players_view: true,
            };
            let card = state.card(id);
            Hand {
                name: text(&p.name),
                side: p.side.word().to_string(),
                card: card.map(card_face),
                red: card.is_some_and(|c| c.is_red()),
                discarded: state.hand(id).discarded().map(card_face).collect(),
                rides_with: p.rides_with.map(|d| text(&state.participant(d).name)),
                range: card
                    .filter(|_| state.phase != Phase::Maneuvering)
                    .map(|c| Range::of(c).word().to_string()),
                reach: text(&cards.reach(id)),
                running: p.is_running(),
                acting: state.current() == Some(id),
            }
        })
        .collect();
    Ground { hands }
}
