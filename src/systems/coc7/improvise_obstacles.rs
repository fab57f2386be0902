//! Hazards and barriers a keeper names on the track line of `chasetrack new`, after a colon and
//! one to a comma: `8 city: gate 10hp hard, fog spot hidden, grave jump hard 1d6`. Each is a
//! name, then the skills it asks for (words; `or` between two), its difficulty (`regular`,
//! `hard`, `extreme`), hit points (`10hp`, which make it a barrier that can be broken down;
//! `barrier` for one that cannot) and the damage of a failure (a row of "Table III: Other Forms of
//! Damage": `1d3` or `minor`, `1d6` or `moderate`, ...), in any order after the name.

use crate::improvise::lines::{self, LineError, Word};

/// One hazard or barrier as typed.
#[derive(Debug, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub skills: Vec<String>,
    pub difficulty: &'static str,
    /// Hit points: a barrier that can be broken down.
    pub hp: Option<u32>,
    /// `barrier` typed: a barrier even without hit points.
    pub barrier: bool,
    pub damage: Option<&'static str>,
}

impl Named {
    /// Its entry in the setup's track.
    pub fn ron(&self) -> String {
        let skills: Vec<String> = self.skills.iter().map(|s| lines::quoted(s)).collect();
        let mut out = format!(
            "{}(name: {}, skills: [{}], difficulty: {}",
            if self.is_barrier() {
                "Barrier"
            } else {
                "Hazard"
            },
            lines::quoted(&self.name),
            skills.join(", "),
            self.difficulty
        );
        if let Some(hp) = self.hp {
            out.push_str(&format!(", hp: {hp}"));
        }
        if let Some(damage) = self.damage {
            out.push_str(&format!(", damage: {damage}"));
        }
        out.push(')');
        out
    }

    fn is_barrier(&self) -> bool {
        self.barrier || self.hp.is_some()
    }
}

/// The rows of "Table III: Other Forms of Damage", by their dice and their word.
const DAMAGE: [(&str, &str, &str); 6] = [
    ("1d3", "minor", "Minor"),
    ("1d6", "moderate", "Moderate"),
    ("1d10", "severe", "Severe"),
    ("2d10", "deadly", "Deadly"),
    ("4d10", "terminal", "Terminal"),
    ("8d10", "splat", "Splat"),
];

/// The obstacles after the colon of a track line; `column` is where that text starts in the
/// line (1 for its first character), so that a message points into the line as typed.
pub fn obstacles(text: &str, column: usize) -> Result<Vec<Named>, LineError> {
    let mut out = Vec::new();
    let mut offset = column - 1;
    for part in text.split(',') {
        let words: Vec<Word<'_>> = lines::words(part)
            .into_iter()
            .map(|word| Word {
                text: word.text,
                column: word.column + offset,
            })
            .collect();
        offset += part.chars().count() + 1;
        let Some((name, rest)) = words.split_first() else {
            return Err(LineError::new(
                offset,
                "an empty hazard or barrier between two commas; write e.g. `fence climb 5hp`",
            ));
        };
        out.push(obstacle(*name, rest)?);
    }
    Ok(out)
}

fn obstacle(name: Word<'_>, rest: &[Word<'_>]) -> Result<Named, LineError> {
    if name.text.chars().any(|c| c.is_ascii_digit()) {
        return Err(LineError::new(
            name.column,
            format!(
                "'{}' where a hazard's or barrier's name belongs; write the name first, e.g. \
                 `gate 10hp hard`",
                name.text
            ),
        ));
    }
    let mut named = Named {
        name: capitalised(name.text),
        skills: Vec::new(),
        difficulty: "Regular",
        hp: None,
        barrier: false,
        damage: None,
    };
    let mut skill: Vec<&str> = Vec::new();
    let end_skill = |skill: &mut Vec<&str>, skills: &mut Vec<String>| {
        if !skill.is_empty() {
            skills.push(skill_name(skill));
            skill.clear();
        }
    };
    for word in rest {
        let lower = word.text.to_lowercase();
        if let Some(difficulty) = ["regular", "hard", "extreme"]
            .into_iter()
            .find(|d| *d == lower)
        {
            end_skill(&mut skill, &mut named.skills);
            named.difficulty = match difficulty {
                "hard" => "Hard",
                "extreme" => "Extreme",
                _ => "Regular",
            };
        } else if lower == "barrier" {
            end_skill(&mut skill, &mut named.skills);
            named.barrier = true;
        } else if lower == "or" {
            end_skill(&mut skill, &mut named.skills);
        } else if let Some(points) = lower.strip_suffix("hp") {
            end_skill(&mut skill, &mut named.skills);
            match points.parse::<u32>() {
                Ok(hp @ 1..=1000) => named.hp = Some(hp),
                _ => {
                    return Err(LineError::new(
                        word.column,
                        format!(
                            "'{}' is not hit points; write 1 to 1000 and hp, e.g. `10hp`",
                            word.text
                        ),
                    ));
                }
            }
        } else if let Some((_, _, row)) = DAMAGE
            .iter()
            .find(|(dice, words, _)| *dice == lower || *words == lower)
        {
            end_skill(&mut skill, &mut named.skills);
            named.damage = Some(row);
        } else if word
            .text
            .chars()
            .all(|c| c.is_alphabetic() || "()'-".contains(c))
        {
            skill.push(word.text);
        } else {
            let rows: Vec<&str> = DAMAGE.iter().map(|(dice, _, _)| *dice).collect();
            return Err(LineError::new(
                word.column,
                format!(
                    "'{}' is neither a skill, a difficulty (regular, hard, extreme), hit points \
                     (`10hp`) nor a damage of Table III ({})",
                    word.text,
                    rows.join(", ")
                ),
            ));
        }
    }
    end_skill(&mut skill, &mut named.skills);
    if named.skills.is_empty() {
        if named.is_barrier() && named.hp.is_none() {
            return Err(LineError::new(
                name.column,
                format!(
                    "the barrier '{}' has no skill and no hit points, and would stop everyone: \
                     give a skill (`climb`) or hit points (`10hp`)",
                    named.name
                ),
            ));
        }
        // A hazard with no skill named is met with DEX; a barrier with hit points only, broken.
        if !named.is_barrier() {
            named.skills.push("DEX".to_string());
        }
    }
    Ok(named)
}

/// `spot hidden` as the rules spell it, `Spot Hidden`; a characteristic in capitals (`str`,
/// `STR`).
fn skill_name(words: &[&str]) -> String {
    const CHARACTERISTICS: [&str; 8] = ["STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU"];
    if let [word] = words
        && let Some(upper) = CHARACTERISTICS
            .iter()
            .find(|c| c.eq_ignore_ascii_case(word))
    {
        return (*upper).to_string();
    }
    let words: Vec<String> = words.iter().map(|w| capitalised(w)).collect();
    words.join(" ")
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// After which location each of `count` obstacles goes on a track of `length` locations: spread
/// over the stretches from the third location on (cut to the chase puts the slowest quarry two
/// locations ahead of the first pursuer), so that those fleeing meet them.
pub fn places(count: usize, length: u32) -> Vec<u32> {
    let stretches = length.saturating_sub(1) as usize;
    let first = 3usize.min(stretches.saturating_sub(count) + 1).max(1);
    let room = stretches + 1 - first;
    (0..count)
        .map(|i| (first + i * room / count.max(1)) as u32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_line_names_a_barrier_and_two_hazards() {
        let named = obstacles(" gate 10hp hard, fog spot hidden, grave jump hard 1d6", 12)
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            named.iter().map(|n| n.ron()).collect::<Vec<_>>(),
            [
                r#"Barrier(name: "Gate", skills: [], difficulty: Hard, hp: 10)"#,
                r#"Hazard(name: "Fog", skills: ["Spot Hidden"], difficulty: Regular)"#,
                r#"Hazard(name: "Grave", skills: ["Jump"], difficulty: Hard, damage: Moderate)"#,
            ]
        );
    }

    #[test]
    fn skills_part_at_or_and_characteristics_keep_their_capitals() {
        let named = obstacles("wall climb or str extreme barrier minor", 1).unwrap();
        assert_eq!(
            named[0].ron(),
            r#"Barrier(name: "Wall", skills: ["Climb", "STR"], difficulty: Extreme, damage: Minor)"#
        );
        let named = obstacles("mud", 1).unwrap();
        assert_eq!(
            named[0].ron(),
            r#"Hazard(name: "Mud", skills: ["DEX"], difficulty: Regular)"#
        );
    }

    #[test]
    fn a_bad_word_is_named_with_its_column() {
        // `8 city: gate 10hp, fog 1d8`: the 1d8 at column 24.
        let error = obstacles(" gate 10hp, fog 1d8", 8).unwrap_err();
        assert_eq!(error.column, 24, "{error:?}");
        assert!(
            error.message.contains("'1d8' is neither a skill"),
            "{error:?}"
        );
        let error = obstacles(" gate 0hp", 8).unwrap_err();
        assert_eq!(error.column, 14, "{error:?}");
        let error = obstacles(" gate, , fog", 8).unwrap_err();
        assert!(error.message.contains("empty"), "{error:?}");
        let error = obstacles(" chasm barrier", 8).unwrap_err();
        assert_eq!(error.column, 9, "{error:?}");
        assert!(error.message.contains("would stop everyone"), "{error:?}");
        let error = obstacles(" 10hp gate", 8).unwrap_err();
        assert_eq!(error.column, 9, "{error:?}");
    }

    #[test]
    fn obstacles_spread_over_the_track_from_the_third_location() {
        assert_eq!(places(3, 8), [3, 4, 6]);
        assert_eq!(places(1, 10), [3]);
        assert_eq!(places(7, 8), [1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(places(2, 3), [1, 2]);
    }
}
