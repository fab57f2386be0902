//! Standard base chances for the skills a chase calls on, for participants whose setup does not
//! list them (the investigator sheet's starting values; a setting can turn this off).

/// Hit points when a sheet does not give them: (CON + SIZ) / 10, rounded down, with SIZ at the
/// human average of 65. Setups and improvised chases both use it, so a keeper can leave HP out.
pub fn default_hp(con: u32) -> u32 {
    (con + 65) / 10
}

/// The base chance of a skill, by its name as the text writes it; Dodge is half DEX.
pub fn base_chance(skill: &str, dex: u32) -> Option<u32> {
    let name = skill.trim();
    if name.eq_ignore_ascii_case("dodge") {
        return Some(dex / 2);
    }
    BASE_CHANCES
        .iter()
        .find(|(names, _)| names.iter().any(|n| n.eq_ignore_ascii_case(name)))
        .map(|(_, value)| *value)
}

/// The base chances other than Dodge's, by the skill's name in lower case. A table read without
/// lowering the name asked for (no allocation: the playouts ask for skills on every roll).
const BASE_CHANCES: [(&[&str], u32); 6] = [
    (
        &[
            "climb",
            "jump",
            "swim",
            "stealth",
            "throw",
            "drive auto",
            "listen",
            "library use",
            "firearms (handgun)",
        ],
        20,
    ),
    (
        &[
            "fighting (brawl)",
            "fighting",
            "spot hidden",
            "firearms (rifle/shotgun)",
        ],
        25,
    ),
    (
        &[
            "navigate",
            "track",
            "survival",
            "mech. repair",
            "mechanical repair",
        ],
        10,
    ),
    (&["ride", "fast talk", "disguise"], 5),
    (&["intimidate", "charm"], 15),
    (&["locksmith", "pilot", "operate heavy machinery"], 1),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dodge_is_half_dex_and_names_ignore_case() {
        assert_eq!(base_chance("Dodge", 55), Some(27));
        assert_eq!(base_chance("CLIMB", 55), Some(20));
        assert_eq!(base_chance("Spot Hidden", 0), Some(25));
        assert_eq!(base_chance("Cthulhu Mythos", 50), None);
    }
}
