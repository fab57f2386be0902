//! Sentences for the log: each event told from the state just before it, in the GM's words, with
//! its dice and cards.

use super::event::{Effect, Event, Help, Strike, TraitRoll};
use super::state::{Complication, Ending, Id, Out, Participant, SavageChase, Side, Status};
use super::verb::Verb;

/// A sentence about an event (empty for bookkeeping that needs none).
pub fn narrate(state: &SavageChase, event: &Event) -> String {
    let name = |id: Id| state.participant(id).name.clone();
    match event {
        Event::Maneuvered {
            who,
            roll,
            helpers,
            cards,
        } => {
            let p = state.participant(*who);
            let mut text = helps_text(state, helpers, &p.name);
            text.push_str(&format!(
                "{} {} {} {}: {}.",
                p.name,
                Verb::Rolls.for_participant(p),
                p.maneuver.word(),
                roll_text(roll),
                match cards {
                    0 => "no success, no card this round".to_string(),
                    1 => "a success, one card".to_string(),
                    n => format!("{n} cards"),
                }
            ));
            text
        }
        Event::Dealt { who, card } => {
            format!("{} {} {card}.", name(*who), Verb::Draws.of(state, *who))
        }
        Event::DiscardsShuffled => "The deck is empty: the discards are shuffled in.".to_string(),
        // The card is kept now and acted on in the order of the cards ("Chase Cards"), so a
        // Club is told as the complication still to come, never as the one acting now (the
        // header names who acts).
        Event::Kept { who, card } => {
            let hand = state.hand(*who);
            let complication = Complication::of(*card)
                .map(|c| format!(" (a Club: {}, faced on its turn)", c.word()))
                .unwrap_or_default();
            if hand.drawn.len() > 1 || !complication.is_empty() {
                format!(
                    "{} {} {card}{complication}.",
                    name(*who),
                    Verb::Keeps.of(state, *who)
                )
            } else {
                String::new()
            }
        }
        Event::ActionsBegan { order } if order.is_empty() => {
            "Nobody has a card: no actions this round.".to_string()
        }
        Event::ActionsBegan { .. } | Event::TurnBegan { .. } | Event::TurnEnded { .. } => {
            String::new()
        }
        Event::ComplicationFaced {
            who,
            complication,
            roll,
            avoided,
        } => match roll {
            // The kept card itself (a King or an Ace of Clubs), not a rank assumed.
            None => match state.card(*who) {
                Some(card) => format!(
                    "{} {} distracted (the {card}): no attack this round.",
                    name(*who),
                    Verb::Is.of(state, *who)
                ),
                None => format!(
                    "{} {} distracted (a {}): no attack this round.",
                    name(*who),
                    Verb::Is.of(state, *who),
                    complication.word()
                ),
            },
            Some(roll) => format!(
                "{} {} a {}: {} {}: {}.",
                name(*who),
                Verb::Faces.of(state, *who),
                complication.word(),
                state.participant(*who).maneuver.word(),
                roll_text(roll),
                if *avoided { "avoided" } else { "failed" }
            ),
        },
        Event::ObstacleHit { who, vehicle } => {
            let p = state.participant(*who);
            if let (true, Some(v)) = (*vehicle, &p.vehicle) {
                format!(
                    "{} {} hits an obstacle: damage for half its Top Speed ({}).",
                    crate::engine::names::possessive(&p.name),
                    v.name,
                    p.top_speed / 2
                )
            } else if *vehicle {
                format!(
                    "{} vehicle takes damage for half its Top Speed ({}): the GM resolves it.",
                    crate::engine::names::possessive(&p.name),
                    p.top_speed / 2
                )
            } else {
                format!(
                    "{} {} a Fatigue level (Bumps and Bruises): now {}.",
                    p.name,
                    Verb::Takes.for_participant(p),
                    p.fatigue + 1
                )
            }
        }
        Event::Attacked {
            who,
            target,
            range,
            melee,
            strikes,
        } => strikes
            .iter()
            .map(|strike| {
                strike_text(
                    &name(*who),
                    Verb::Attacks.of(state, *who),
                    &name(*target),
                    if *melee { "melee" } else { range.word() },
                    strike,
                )
            })
            .collect::<Vec<_>>()
            .join(" "),
        Event::Forced {
            who,
            target,
            range,
            helpers,
            roll,
            against,
            result,
        } => format!(
            "{}{} {} {} at {} range: {} against {}: {}.",
            helps_text(state, helpers, &name(*who)),
            name(*who),
            Verb::Forces.of(state, *who),
            name(*target),
            range.word(),
            roll_text(roll),
            roll_text(against),
            match result {
                0 => "no effect",
                1 => "a success, -2 on its next maneuvering roll",
                _ => "a raise: -2 on its next maneuvering roll, and it hits an obstacle",
            }
        ),
        Event::SplitChanged { who, shares } => split_changed(state, *who, shares.as_deref()),
        Event::ForcePenalty { .. } => String::new(),
        Event::ShakenSet { who, shaken: true } => {
            format!("{} {} Shaken.", name(*who), Verb::Is.of(state, *who))
        }
        Event::ShakenSet { who, shaken: false } => format!(
            "{} {} no longer Shaken.",
            name(*who),
            Verb::Is.of(state, *who)
        ),
        Event::Recovered { who, roll, success } => format!(
            "{} {} to recover: Spirit {}: {}.",
            name(*who),
            Verb::Tries.of(state, *who),
            roll_text(roll),
            if *success {
                "no longer Shaken"
            } else {
                "still Shaken"
            }
        ),
        Event::Wounded { who, wounds } => format!(
            "{} {} wounded: {wounds} wound{}.",
            name(*who),
            Verb::Is.of(state, *who),
            if *wounds == 1 { "" } else { "s" }
        ),
        Event::MemberLost { who, left } => {
            format!("One of the {} is out: {left} left.", name(*who))
        }
        Event::ControlRollNeeded { who } => format!(
            "{} {} roll {} or go Out of Control.",
            name(*who),
            Verb::Must.of(state, *who),
            state.participant(*who).maneuver.word()
        ),
        Event::ControlRolled { who, roll, success } => format!(
            "{} {} to keep control: {}: {}.",
            name(*who),
            Verb::Rolls.of(state, *who),
            roll_text(roll),
            match (*success, state.participant(*who).vehicle.is_some()) {
                (true, _) => "in control",
                (false, true) => "Out of Control",
                (false, false) => "Out of Control! The GM resolves it (damage at half Top Speed)",
            }
        ),
        Event::VehicleDamaged {
            who,
            damage,
            added,
            total,
        } => super::narrate_vehicle::damaged(state, *who, Some(damage), *added, *total),
        Event::OutOfControl { who, dice, mishap } => {
            super::narrate_vehicle::out_of_control(state, *who, Some(dice), *mishap)
        }
        Event::Crashed {
            who,
            damage,
            effect,
        } => super::narrate_vehicle::crashed(state, *who, Some(damage), *effect),
        Event::CaughtBy { .. } => String::new(),
        Event::TakenOut { who, out } => match state.participant(*who).caught_by {
            Some(by) if matches!(out, Out::Captured | Out::Stopped) => {
                format!(
                    "{} {} {} by {}.",
                    name(*who),
                    Verb::Is.of(state, *who),
                    out.word(),
                    name(by)
                )
            }
            _ => format!(
                "{} {} {}.",
                name(*who),
                Verb::Is.of(state, *who),
                out.word()
            ),
        },
        Event::RoundEnded { round } => match state.rounds() {
            Some(last) => format!("Round {round} of {last} ends."),
            None => format!("Round {round} ends."),
        },
        Event::DeckShuffled => "A joker was dealt: the deck is shuffled.".to_string(),
        Event::RoundBegan { round } => match state.rounds() {
            Some(last) => format!("Round {round} of {last} begins: roll for cards."),
            None => format!("Round {round} begins: roll for cards."),
        },
        Event::ChaseEnded { ending: end } => ending(state, *end),
    }
}

/// "Groups": the GM's change of a group's split, beside the proportional one it replaces.
pub(super) fn split_changed(state: &SavageChase, who: Id, shares: Option<&[(Id, u32)]>) -> String {
    let group = super::groups::possessive(&state.participant(who).name);
    let proportional = super::groups::split_text(state, &state.proposed_split(who));
    match shares {
        Some(shares) => format!(
            "The GM changes the split of {group} attacks this round: {} (proportionately: \
             {proportional}).",
            super::groups::split_text(state, shares)
        ),
        None => format!(
            "The GM puts back the proportional split of {group} attacks this round: \
             {proportional}."
        ),
    }
}

/// "Big Ben helps: Driving 4 (wild 2) = 4, +2 to Abel. ": the passengers' cooperative rolls.
fn helps_text(state: &SavageChase, helpers: &[Help], driver: &str) -> String {
    let mut text = String::new();
    for help in helpers {
        let h = state.participant(help.who);
        text.push_str(&format!(
            "{} {}: {} {}{}. ",
            h.name,
            Verb::Helps.for_participant(h),
            h.maneuver.word(),
            roll_text(&help.roll),
            if help.bonus > 0 {
                format!(", +{} to {driver}", help.bonus)
            } else {
                ", no help".to_string()
            }
        ));
    }
    text
}

/// How the chase ended, in words.
pub fn ending(state: &SavageChase, ending: Ending) -> String {
    let away = |p: &&Participant| {
        p.side == Side::Prey && matches!(p.status, Status::Running | Status::Out(Out::Escaped))
    };
    let prey: Vec<&Participant> = state.participants.iter().filter(away).collect();
    let names: Vec<&str> = prey.iter().map(|p| p.name.as_str()).collect();
    let escaped = match prey.as_slice() {
        [] => "nobody escapes".to_string(),
        [one] => format!("{} {}", one.name, Verb::Escapes.for_participant(one)),
        _ => format!("{} escape", names.join(", ")),
    };
    match ending {
        Ending::TimeUp => format!("The last round is over: {escaped}."),
        Ending::PreyStopped => {
            "Every prey is stopped or captured: the pursuit succeeds.".to_string()
        }
        Ending::PursuersGone => format!("No pursuer is left: {escaped}."),
        Ending::Keeper => "The GM ends the chase.".to_string(),
    }
}

/// A roll as the table reads it: `8+3 (wild 4) +2 speed = 13`.
pub fn roll_text(roll: &TraitRoll) -> String {
    let dice = |values: &[i32]| {
        values
            .iter()
            .map(i32::to_string)
            .collect::<Vec<_>>()
            .join("+")
    };
    let mut text = dice(&roll.trait_die);
    if !roll.wild_die.is_empty() {
        text.push_str(&format!(" (wild {})", dice(&roll.wild_die)));
    }
    if roll.plus != 0 {
        text.push_str(&format!(" {:+}", roll.plus));
    }
    for (why, value) in &roll.modifiers {
        text.push_str(&format!(" {value:+} {}", why.word()));
    }
    format!("{text} = {}", roll.total)
}

fn strike_text(who: &str, attacks: &str, target: &str, range: &str, strike: &Strike) -> String {
    let roll = roll_text(&strike.roll);
    let against = if strike.target_number == 4 {
        String::new()
    } else {
        format!(" against Parry {}", strike.target_number)
    };
    let result = match (&strike.damage, strike.effect) {
        (None, _) | (_, Effect::Miss) => "a miss".to_string(),
        (Some(damage), effect) => {
            let dice: Vec<String> = damage.dice.iter().map(i32::to_string).collect();
            let plus = match damage.plus {
                0 => String::new(),
                p => format!(" {p:+}"),
            };
            format!(
                "a hit, damage {}{plus} = {} against Toughness {}: {}",
                dice.join("+"),
                damage.total,
                damage.toughness,
                match effect {
                    Effect::Miss | Effect::NoDamage => "no effect".to_string(),
                    Effect::Shaken => "Shaken".to_string(),
                    Effect::Wounds(1) => "a wound".to_string(),
                    Effect::Wounds(n) => format!("{n} wounds"),
                }
            )
        }
    };
    format!("{who} {attacks} {target} ({range}): {roll}{against}: {result}.")
}
