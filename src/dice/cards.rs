//! Playing cards: the 54-card action deck of Savage Worlds (52 cards and two jokers) as values a
//! [`super::Roller`] hands out like dice. A draw is a request (`DiceRequest::Card`) that carries
//! the cards still in the deck, so the tool deals one of them at random, or the keeper types the
//! card the table's own deck gave (`JC`, `10H`, `Jk`); either way the journal keeps the card's
//! code and replay deals the same card.
//!
//! The order is the text's ("ranks Two to Ace, then Joker; ties of rank break by suit: spades,
//! hearts, diamonds, clubs"): a card's code grows with its rank and then its suit, so comparing
//! codes compares cards.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One card, by its code: `rank * 4 + suit` for the 52 (rank 0 is a Two, 12 an Ace; suit 0 is
/// clubs, 3 spades), 52 and 53 the two jokers. A higher code is a better card.
/// Written in journals and scripts as the keeper types it (`"JC"`, `"10H"`; the jokers `"Jk"` and
/// `"Jk2"`); a number (its code) reads too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(pub u8);

/// A card's suit, lowest first (the text's tie order read backwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

/// How many cards the deck holds: 52 and two jokers.
pub const DECK_SIZE: u8 = 54;

const RANKS: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];

impl Card {
    /// The card with this code, if a deck has one.
    pub fn new(code: i32) -> Option<Card> {
        u8::try_from(code)
            .ok()
            .filter(|code| *code < DECK_SIZE)
            .map(Card)
    }

    pub fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// The rank as a number: 2 to 14 for Two to Ace, 15 for a joker.
    pub fn rank(self) -> u8 {
        if self.is_joker() { 15 } else { self.0 / 4 + 2 }
    }

    /// The suit; a joker has none.
    pub fn suit(self) -> Option<Suit> {
        if self.is_joker() {
            return None;
        }
        Some(match self.0 % 4 {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            _ => Suit::Spades,
        })
    }

    /// Whether it is a Club: a complication waits on its action ("Complications").
    pub fn is_club(self) -> bool {
        self.suit() == Some(Suit::Clubs)
    }

    /// Red (hearts, diamonds, the red joker) or black, for the screen.
    pub fn is_red(self) -> bool {
        matches!(self.suit(), Some(Suit::Hearts | Suit::Diamonds)) || self.0 == 53
    }

    /// The rank as a card shows it: `10`, `J`, `A`, `Jk`.
    pub fn rank_text(self) -> &'static str {
        if self.is_joker() {
            "Jk"
        } else {
            RANKS[usize::from(self.0 / 4)]
        }
    }

    /// The suit's symbol (`♠`), empty for a joker.
    pub fn suit_symbol(self) -> &'static str {
        match self.suit() {
            None => "",
            Some(Suit::Clubs) => "♣",
            Some(Suit::Diamonds) => "♦",
            Some(Suit::Hearts) => "♥",
            Some(Suit::Spades) => "♠",
        }
    }

    /// How a keeper types it: `JC`, `10H`, `Jk`.
    pub fn typed(self) -> String {
        let suit = match self.suit() {
            None => "",
            Some(Suit::Clubs) => "C",
            Some(Suit::Diamonds) => "D",
            Some(Suit::Hearts) => "H",
            Some(Suit::Spades) => "S",
        };
        format!("{}{suit}", self.rank_text())
    }

    /// Reads a typed card (`JC`, `10h`, `TH`, `Jk`, `joker`, case aside). A joker is either of the
    /// two: `left` says which are still in the deck, and the first of those is taken.
    pub fn parse(typed: &str, left: CardSet) -> Result<Card, String> {
        let text = typed.trim().to_ascii_uppercase();
        if text.is_empty() {
            return Err("type the card the table drew, e.g. JC, 10H or Jk".to_string());
        }
        if text == "JK2" {
            return Some(Card(53))
                .filter(|joker| left.contains(*joker))
                .ok_or_else(|| "the second joker is already out of the deck".to_string());
        }
        if matches!(text.as_str(), "JK" | "JOKER" | "JO" | "X") {
            return [Card(52), Card(53)]
                .into_iter()
                .find(|joker| left.contains(*joker))
                .ok_or_else(|| "both jokers are already out of the deck".to_string());
        }
        let bad = || {
            format!(
                "'{typed}' is not a card: type its rank and suit, e.g. JC, 10H, 2S, AD, or Jk for a joker"
            )
        };
        // The suit is the last character, whatever was typed: a letter outside ASCII is not cut.
        let Some(last) = text.chars().next_back() else {
            return Err(bad());
        };
        let (rank, suit) = text.split_at(text.len() - last.len_utf8());
        let suit = match suit {
            "C" => 0,
            "D" => 1,
            "H" => 2,
            "S" => 3,
            _ => return Err(bad()),
        };
        let rank = match rank {
            "T" => 8,
            _ => RANKS.iter().position(|r| *r == rank).ok_or_else(bad)?,
        } as u8;
        let card = Card(rank * 4 + suit);
        if !left.contains(card) {
            return Err(format!("{} is not in the deck now", card.typed()));
        }
        Ok(card)
    }
}

impl Card {
    /// The name that tells the two jokers apart (`Jk`, `Jk2`), for journals and scripts.
    pub fn code_text(self) -> String {
        match self.0 {
            53 => "Jk2".to_string(),
            _ => self.typed(),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.code_text())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Code(u8),
            Text(String),
        }
        match Written::deserialize(deserializer)? {
            Written::Code(code) => Card::new(i32::from(code))
                .ok_or_else(|| serde::de::Error::custom(format!("{code} is not a card (0-53)"))),
            Written::Text(text) => {
                Card::parse(&text, CardSet::full()).map_err(serde::de::Error::custom)
            }
        }
    }
}

impl fmt::Display for Card {
    /// `J♣`, `10♥`, `Joker`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_joker() {
            write!(f, "Joker")
        } else {
            write!(f, "{}{}", self.rank_text(), self.suit_symbol())
        }
    }
}

/// A set of cards (the deck, a discard pile), one bit per card: small, cheap to copy and compare.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardSet(pub u64);

impl CardSet {
    /// All 54 cards.
    pub fn full() -> Self {
        CardSet((1u64 << DECK_SIZE) - 1)
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in it, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        (0..DECK_SIZE)
            .map(Card)
            .filter(move |card| self.contains(*card))
    }

    /// The `n`th card in it, lowest first (how a random draw picks one).
    pub fn nth(self, n: u32) -> Option<Card> {
        self.iter().nth(n as usize)
    }

    /// The cards of both sets.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_then_suits_then_jokers() {
        let two_clubs = Card::parse("2C", CardSet::full()).unwrap();
        let two_spades = Card::parse("2s", CardSet::full()).unwrap();
        let ace_clubs = Card::parse("AC", CardSet::full()).unwrap();
        let joker = Card::parse("Jk", CardSet::full()).unwrap();
        assert!(two_clubs < two_spades && two_spades < ace_clubs && ace_clubs < joker);
        assert_eq!(
            Card::parse("10H", CardSet::full()).unwrap().to_string(),
            "10♥"
        );
        assert_eq!(Card::parse("th", CardSet::full()).unwrap().typed(), "10H");
        assert_eq!(Card::parse("JC", CardSet::full()).unwrap().rank(), 11);
        assert!(Card::parse("JC", CardSet::full()).unwrap().is_club());
        assert_eq!(joker.rank(), 15);
        assert!(joker.suit().is_none() && !joker.is_club());
    }

    #[test]
    fn a_card_not_in_the_deck_or_not_a_card_is_refused() {
        let mut left = CardSet::full();
        let jack = Card::parse("JC", left).unwrap();
        left.remove(jack);
        assert_eq!(
            Card::parse("jc", left),
            Err("J♣ is not in the deck now".replace("J♣", "JC"))
        );
        assert!(Card::parse("1X", left).unwrap_err().contains("not a card"));
        assert!(Card::parse("", left).is_err());
        // A letter outside ASCII where the suit goes is refused, not cut in half (found by fuzzing).
        for typed in ["ꋐ", "Aꋐ", "10♥", "é"] {
            assert!(
                Card::parse(typed, left).unwrap_err().contains("not a card"),
                "{typed}"
            );
        }
        left.remove(Card(52));
        assert_eq!(Card::parse("Jk", left), Ok(Card(53)));
        left.remove(Card(53));
        assert!(
            Card::parse("joker", left)
                .unwrap_err()
                .contains("both jokers")
        );
    }

    #[test]
    fn the_full_deck_holds_54_distinct_cards() {
        let deck = CardSet::full();
        assert_eq!(deck.len(), 54);
        assert_eq!(deck.iter().count(), 54);
        assert_eq!(deck.nth(53), Some(Card(53)));
        assert_eq!(deck.nth(54), None);
        let typed: std::collections::HashSet<String> = deck.iter().map(Card::typed).collect();
        assert_eq!(
            typed.len(),
            53,
            "the two jokers type alike; the rest are distinct"
        );
    }
}
