//! A vehicle the setup gives a driver, and what the text's chase does to it: "damage appropriate
//! to half top speed if in a vehicle" ("Complications Table"), and "If a character driving or
//! piloting a vehicle is Shaken, he must make an Out of Control roll (see page 100). If the
//! vehicle suffers damage, calculate it at half the vehicle's Top Speed" ("Shaken Characters").
//!
//! The text leans on the core rules' vehicles, which it does not include; the readings (a d6
//! per `speed_per_damage_die` of half the Top Speed; wounds against the vehicle's Toughness,
//! never Shaken; -1 a wound on its driver's maneuvering rolls; a fourth wound wrecks it; the Out
//! of Control table on 2d6) are in docs/rules-savage.md, "Decisions where the text is silent".

use serde::{Deserialize, Serialize};

/// A vehicle as the setup gives it to its driver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vehicle {
    /// What the log calls it ("motorcycle", "rig").
    pub name: String,
    /// Its Toughness, Armor included, as a vehicle's stat line gives it.
    pub toughness: u32,
    /// Wounds taken: each -1 on its driver's maneuvering rolls; a fourth wrecks it.
    pub wounds: u32,
}

/// A vehicle's wounds past which it is wrecked.
pub const VEHICLE_WOUNDS: u32 = 3;

/// The Out of Control table, by 2d6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mishap {
    /// 2: it rolls over: damage for the vehicle and everyone inside.
    RollOver,
    /// 3-4: it spins.
    Spin,
    /// 5-9: it skids.
    Skid,
    /// 10-11: it slips.
    Slip,
    /// 12: it flips end over end: damage for the vehicle and everyone inside.
    Flip,
}

impl Mishap {
    /// The table's row for a 2d6 total.
    pub fn of(total: i32) -> Mishap {
        match total {
            ..=2 => Mishap::RollOver,
            3 | 4 => Mishap::Spin,
            5..=9 => Mishap::Skid,
            10 | 11 => Mishap::Slip,
            _ => Mishap::Flip,
        }
    }

    /// Whether the vehicle and those inside take damage.
    pub fn crashes(self) -> bool {
        matches!(self, Mishap::RollOver | Mishap::Flip)
    }

    pub fn word(self) -> &'static str {
        match self {
            Mishap::RollOver => "it rolls over",
            Mishap::Spin => "it spins",
            Mishap::Skid => "it skids",
            Mishap::Slip => "it slips",
            Mishap::Flip => "it flips end over end",
        }
    }
}

/// Damage against a vehicle's Toughness: under it nothing; at it a wound; each full 4 over it
/// another (a vehicle is never Shaken).
pub fn vehicle_wounds(damage: i32, toughness: u32) -> u32 {
    let over = damage - toughness as i32;
    if over < 0 { 0 } else { 1 + (over / 4) as u32 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_out_of_control_table_and_wounds_against_toughness() {
        let rows: Vec<Mishap> = (2..=12).map(Mishap::of).collect();
        assert_eq!(rows[0], Mishap::RollOver);
        assert_eq!(rows[1..3], [Mishap::Spin, Mishap::Spin]);
        assert!(rows[3..8].iter().all(|m| *m == Mishap::Skid));
        assert_eq!(rows[8..10], [Mishap::Slip, Mishap::Slip]);
        assert_eq!(rows[10], Mishap::Flip);
        assert_eq!(
            rows.iter().filter(|m| m.crashes()).count(),
            2,
            "only a roll over and a flip hurt"
        );
        assert_eq!(vehicle_wounds(7, 8), 0);
        assert_eq!(vehicle_wounds(8, 8), 1);
        assert_eq!(vehicle_wounds(11, 8), 1);
        assert_eq!(vehicle_wounds(12, 8), 2);
        assert_eq!(vehicle_wounds(20, 8), 4);
    }
}
