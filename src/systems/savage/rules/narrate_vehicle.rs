//! Sentences about a vehicle the setup gives (its damage, the Out of Control table, the crash
//! of those inside), for the GM's log with the dice and for the players' without the GM's
//! numbers (`None` for the dice): the players hear what happened, not the Toughness it beat.

use super::event::{DamageRoll, Effect};
use super::state::{Id, SavageChase};
use super::vehicle::{Mishap, VEHICLE_WOUNDS};

/// "Dala's motorcycle".
pub fn vehicle_name(state: &SavageChase, id: Id) -> String {
    let p = state.participant(id);
    match &p.vehicle {
        Some(vehicle) => format!(
            "{} {}",
            crate::engine::names::possessive(&p.name),
            vehicle.name
        ),
        None => format!("{} vehicle", crate::engine::names::possessive(&p.name)),
    }
}

/// "Dala's motorcycle takes 4+3+6+2 = 15 against Toughness 8: 2 wounds (2 of 3)."
pub fn damaged(
    state: &SavageChase,
    id: Id,
    damage: Option<&DamageRoll>,
    added: u32,
    total: u32,
) -> String {
    let vehicle = vehicle_name(state, id);
    let rolled = damage.map_or_else(String::new, |d| {
        let dice: Vec<String> = d.dice.iter().map(i32::to_string).collect();
        format!(
            " {} = {} against Toughness {}",
            dice.join("+"),
            d.total,
            d.toughness
        )
    });
    let what = match added {
        0 => "no damage".to_string(),
        _ if total > VEHICLE_WOUNDS => "wrecked".to_string(),
        1 => format!("a wound ({total} of {VEHICLE_WOUNDS})"),
        n => format!("{n} wounds ({total} of {VEHICLE_WOUNDS})"),
    };
    if damage.is_some() {
        format!("{vehicle} takes{rolled}: {what}.")
    } else {
        format!("{vehicle} takes damage: {what}.")
    }
}

/// "Dala's motorcycle goes Out of Control: 2d6 3+4 = 7, it skids."
pub fn out_of_control(state: &SavageChase, id: Id, dice: Option<&[i32]>, mishap: Mishap) -> String {
    let vehicle = vehicle_name(state, id);
    let rolled = dice.map_or_else(String::new, |dice| {
        let shown: Vec<String> = dice.iter().map(i32::to_string).collect();
        format!(" 2d6 {} = {},", shown.join("+"), dice.iter().sum::<i32>())
    });
    let after = if mishap.crashes() {
        ": the vehicle and everyone inside take damage at half its Top Speed"
    } else {
        " (a chase tracks no place, so no more comes of it)"
    };
    format!(
        "{vehicle} goes Out of Control:{rolled} {}{after}.",
        mishap.word()
    )
}

/// "Big Ben is hurt in the crash: 3+4 = 7 against Toughness 6: Shaken."
pub fn crashed(state: &SavageChase, id: Id, damage: Option<&DamageRoll>, effect: Effect) -> String {
    let p = state.participant(id);
    let (name, takes) = (&p.name, super::verb::Verb::Takes.for_participant(p));
    let rolled = damage.map_or_else(String::new, |d| {
        let dice: Vec<String> = d.dice.iter().map(i32::to_string).collect();
        format!(
            " {} = {} against Toughness {}",
            dice.join("+"),
            d.total,
            d.toughness
        )
    });
    let what = match effect {
        Effect::Miss | Effect::NoDamage => "no effect".to_string(),
        Effect::Shaken => "Shaken".to_string(),
        Effect::Wounds(1) => "a wound".to_string(),
        Effect::Wounds(n) => format!("{n} wounds"),
    };
    if damage.is_some() {
        format!("{name} {takes} damage in the crash:{rolled}: {what}.")
    } else {
        format!("{name} {takes} damage in the crash: {what}.")
    }
}
