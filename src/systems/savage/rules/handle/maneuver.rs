//! "Chase Cards": the maneuvering roll, with "Speed", "Terrain", "Climb", "Shaken Characters",
//! "Force" and "Passengers", the cards it earns, and the card kept.

use super::super::event::Mods;
use super::{Decider, modifiers};
use crate::dice::{Card, Roller};
use crate::engine::Name;
use crate::systems::savage::rules::error::{Refusal, SavageError};
use crate::systems::savage::rules::event::{Event, Help, Why};
use crate::systems::savage::rules::state::{Id, Phase};

/// A maneuvering roll succeeds at 4, and each full 4 over it is a raise.
pub(super) const TARGET: i32 = 4;

impl Decider<'_> {
    /// "Chase Cards": roll the maneuvering trait and draw a card for each success and raise; a
    /// roll that fails draws none (the participant stays in the chase without an Action Card).
    pub(super) fn maneuver(
        &mut self,
        who: &str,
        helpers: &[Name],
        modifier: i32,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.running(who)?;
        if self.state.phase != Phase::Maneuvering {
            return Err(SavageError::NotManeuvering.into());
        }
        let p = self.state.participant(id);
        if let Some(driver) = p.rides_with {
            return Err(SavageError::Passenger {
                who: p.name.to_string(),
                driver: self.name(driver),
            }
            .into());
        }
        if self.state.hand(id).total.is_some() {
            return Err(SavageError::AlreadyRolled {
                who: p.name.to_string(),
            }
            .into());
        }
        let helper_ids = self.helpers(id, helpers)?;
        let p = self.state.participant(id);
        let mut mods = modifiers([
            (Why::Speed, self.speed_bonus(id)),
            (Why::Climb, self.climb_bonus(id)),
            (
                Why::Terrain,
                if self.state.settings.difficult_terrain {
                    -2
                } else {
                    0
                },
            ),
            (Why::Shaken, if p.shaken { -2 } else { 0 }),
            (Why::Forced, p.forced),
            (Why::Hurt, p.penalty()),
            (Why::Vehicle, self.vehicle_penalty(id)),
            (Why::Keeper, modifier),
        ]);
        let label = || format!("{}: {}", p.name, p.maneuver.word());
        let (die, wild) = (p.die, p.wild_card && !p.group);
        let mut roll = self.trait_roll(roller, &label, die, wild, Mods::new())?;
        let helps = self.cooperate(&helper_ids, roller)?;
        let helped: i32 = helps.iter().map(|h| h.bonus).sum();
        if helped != 0 {
            mods.push((Why::Helped, helped));
        }
        roll.total += mods.iter().map(|(_, m)| m).sum::<i32>();
        roll.modifiers = mods;
        let cards = roll.successes(TARGET);
        self.emit(Event::Maneuvered {
            who: id,
            roll,
            helpers: helps,
            cards,
        });
        for n in 1..=cards {
            if !self.deal(id, n, cards, roller)? {
                break;
            }
        }
        self.keep_if_plain(id);
        self.begin_actions_if_ready();
        Ok(())
    }

    /// "Chase Cards": keep one card of those drawn ("usually the highest", or a lower one to
    /// avoid a Club's complication, "Complications").
    pub(super) fn keep(&mut self, who: &str, card: Card) -> Result<(), Refusal> {
        let id = self.running(who)?;
        let hand = self.state.hand(id);
        if !hand.choosing() {
            return Err(SavageError::NoChoice { who: self.name(id) }.into());
        }
        if !hand.drawn.contains(&card) {
            let drawn: Vec<String> = hand.drawn.iter().map(Card::to_string).collect();
            return Err(SavageError::NotDrawn {
                who: self.name(id),
                card: card.to_string(),
                drawn: drawn.join(", "),
            }
            .into());
        }
        self.emit(Event::Kept { who: id, card });
        self.begin_actions_if_ready();
        Ok(())
    }

    /// Deals the `n`th of `of` cards; false when no card is left anywhere to deal. An empty deck
    /// takes the discards back first.
    fn deal(&mut self, id: Id, n: u32, of: u32, roller: &mut Roller) -> Result<bool, Refusal> {
        if self.state.deck.is_empty() {
            if self.state.discards.is_empty() {
                return Ok(false);
            }
            self.emit(Event::DiscardsShuffled);
        }
        let card = roller.draw(self.state.deck, || {
            let who = &self.state.participant(id).name;
            if of == 1 {
                format!("{who}: card")
            } else {
                format!("{who}: card {n} of {of}")
            }
        })?;
        self.emit(Event::Dealt { who: id, card });
        Ok(true)
    }

    /// Keeps the card when there is no choice worth asking: one card, or the highest when it is
    /// not a Club or every card is one. Otherwise the GM chooses ([`Decider::keep`]).
    fn keep_if_plain(&mut self, id: Id) {
        let drawn = &self.state.hand(id).drawn;
        let Some(best) = drawn.iter().copied().max() else {
            return;
        };
        let choice = best.is_club() && drawn.iter().any(|card| !card.is_club());
        if !choice {
            self.emit(Event::Kept {
                who: id,
                card: best,
            });
        }
    }

    /// "Passengers": each helper's cooperative maneuvering roll, and what a success adds to the
    /// driver's total (`cooperative_bonus`).
    pub(super) fn cooperate(
        &self,
        helpers: &[Id],
        roller: &mut Roller,
    ) -> Result<Vec<Help>, Refusal> {
        let mut helps = Vec::new();
        for helper in helpers {
            let h = self.state.participant(*helper);
            let label = || format!("{} helps: {}", h.name, h.maneuver.word());
            let (die, wild, hurt) = (h.die, h.wild_card && !h.group, h.penalty());
            let roll =
                self.trait_roll(roller, &label, die, wild, modifiers([(Why::Hurt, hurt)]))?;
            let bonus = if roll.succeeds(TARGET) {
                self.state.settings.cooperative_bonus
            } else {
                0
            };
            helps.push(Help {
                who: *helper,
                roll,
                bonus,
            });
        }
        Ok(helps)
    }

    /// The passengers who make a cooperative roll: they ride with the driver, once a round.
    pub(super) fn helpers(&self, driver: Id, names: &[Name]) -> Result<Vec<Id>, Refusal> {
        let mut ids: Vec<Id> = Vec::new();
        for name in names {
            let helper = self.running(name)?;
            if self.state.participant(helper).rides_with != Some(driver) {
                return Err(SavageError::NotAPassenger {
                    who: self.name(helper),
                    driver: self.name(driver),
                }
                .into());
            }
            if ids.contains(&helper) || self.state.hand(helper).helped {
                return Err(SavageError::HelpsTwice {
                    who: self.name(helper),
                }
                .into());
            }
            ids.push(helper);
        }
        Ok(ids)
    }

    /// "Speed": +2 for a higher top speed than the fastest opponent, +4 for twice it.
    pub(super) fn speed_bonus(&self, id: Id) -> i32 {
        let mine = self.state.participant(id).top_speed;
        let fastest = self
            .state
            .foes(id)
            .filter(|foe| self.state.participant(*foe).draws())
            .map(|foe| self.state.participant(foe).top_speed)
            .max()
            .unwrap_or(0);
        if mine == 0 || fastest == 0 {
            0
        } else if mine >= fastest.saturating_mul(2) {
            4
        } else if mine > fastest {
            2
        } else {
            0
        }
    }

    /// "Climb": +2 for an aircraft with a better Climb than every foe.
    fn climb_bonus(&self, id: Id) -> i32 {
        let Some(mine) = self.state.participant(id).climb else {
            return 0;
        };
        let better = self
            .state
            .foes(id)
            .filter_map(|foe| self.state.participant(foe).climb)
            .all(|theirs| mine > theirs);
        if better { 2 } else { 0 }
    }

    /// Once everyone has rolled and kept a card, the actions begin, highest card first, each
    /// driver's passengers right after it ("Passengers act on the driver's Action Card").
    pub(super) fn begin_actions_if_ready(&mut self) {
        if self.state.phase != Phase::Maneuvering
            || self.state.to_roll().next().is_some()
            || self.state.choosing().is_some()
        {
            return;
        }
        let mut drivers: smallvec::SmallVec<[(Card, Id); 8]> = self
            .state
            .ids()
            .filter(|id| self.state.participant(*id).is_running())
            .filter_map(|id| self.state.hand(id).kept.map(|card| (card, id)))
            .collect();
        drivers.sort_by_key(|d| std::cmp::Reverse(d.0));
        let mut order = smallvec::SmallVec::new();
        for (_, driver) in drivers {
            order.push(driver);
            order.extend(self.state.ids().filter(|id| {
                let p = self.state.participant(*id);
                p.rides_with == Some(driver) && p.is_running()
            }));
        }
        let empty = order.is_empty();
        self.emit(Event::ActionsBegan { order });
        if empty {
            self.end_round();
        } else {
            self.begin_turn();
        }
    }
}
