//! The questions shared by every form that shapes a path's terrain ("Terrain", "Terrain Effects",
//! "Steep, Difficult and Very Difficult Terrain", "High and Very High Terrain"), and by every
//! Skill action that may be rolled or ruled.

use crate::screen::form::{Asker, Stop};
use crate::systems::clocks::rules::{Check, ClockChase, Difficulty, Obscurement, Slope, Terrain};

/// Asks for a terrain, each answer offered as it stands now (Enter keeps it).
pub fn terrain(ask: &mut Asker, state: &ClockChase, now: &Terrain) -> Result<Terrain, Stop> {
    let keys = ask.keys();
    let name = ask.text(
        "What is the terrain? (for the log)",
        format!(
            "e.g. crowded market, rooftops ({}: leave it unnamed)",
            keys.text_accept
        ),
        now.name.clone().unwrap_or_default(),
        |text| Ok(Some(text.trim().to_string()).filter(|t| !t.is_empty())),
    )?;
    let settings = &state.settings;
    let levels = [
        (
            format!("Easy: few obstacles (DC {})", settings.easy_dc),
            Some(Difficulty::Easy),
        ),
        (
            format!(
                "Difficult: dense woods, crowded streets (DC {})",
                settings.difficult_dc
            ),
            Some(Difficulty::Difficult),
        ),
        (
            format!("Very difficult (DC {})", settings.very_difficult_dc),
            Some(Difficulty::VeryDifficult),
        ),
        ("Another DC (a shortcut, a harder way)…".to_string(), None),
    ];
    let current = match now.difficulty {
        Difficulty::Easy => 0,
        Difficulty::Difficult => 1,
        Difficulty::VeryDifficult => 2,
        Difficulty::Dc(_) => 3,
    };
    let difficulty = match ask.pick("How hard is it to move through?", levels.to_vec(), current)? {
        Some(level) => level,
        None => {
            let initial = match now.difficulty {
                Difficulty::Dc(dc) => dc.to_string(),
                _ => String::new(),
            };
            Difficulty::Dc(ask.text("Its DC", "a number, e.g. 12", initial, dc)?)
        }
    };
    let cover = ask.pick(
        "Does it give cover (ranged attacks at disadvantage)?",
        vec![("No cover".to_string(), false), ("Cover".to_string(), true)],
        usize::from(now.cover),
    )?;
    let obscurement = ask.pick(
        "Does it hide those in it?",
        vec![
            ("Clear: nobody can hide".to_string(), Obscurement::Clear),
            (
                "Obscured: hiding is possible".to_string(),
                Obscurement::Obscured,
            ),
            ("Fully obscured".to_string(), Obscurement::FullyObscured),
        ],
        match now.obscurement {
            Obscurement::Clear => 0,
            Obscurement::Obscured => 1,
            Obscurement::FullyObscured => 2,
        },
    )?;
    let slope = ask.pick(
        "Which way does it slope?",
        vec![
            ("Level".to_string(), Slope::Level),
            (
                "Uphill: those ahead are higher (and have cover)".to_string(),
                Slope::Uphill,
            ),
            (
                "Downhill: those behind are higher".to_string(),
                Slope::Downhill,
            ),
        ],
        match now.slope {
            Slope::Level => 0,
            Slope::Uphill => 1,
            Slope::Downhill => 2,
        },
    )?;
    Ok(Terrain {
        name,
        difficulty,
        cover,
        obscurement,
        slope,
    })
}

/// A Skill action's check: rolled (d20 + bonus against a DC), or ruled by the keeper (`None`).
/// `usual` is the DC the line suggests: the terrain's, where the participant stands.
pub fn skill_check(ask: &mut Asker, what: &str, usual: u32) -> Result<Option<Check>, Stop> {
    let keys = ask.keys();
    let rolled = ask.pick(
        format!("{what}: roll it, or rule it?"),
        vec![
            ("Roll it: d20 + a bonus against a DC…".to_string(), true),
            ("The keeper rules it works".to_string(), false),
        ],
        0,
    )?;
    if !rolled {
        return Ok(None);
    }
    let bonus = ask.text(
        "The bonus",
        format!("e.g. +5 ({}: none)", keys.text_accept),
        "0",
        bonus,
    )?;
    let dc = ask.text(
        "Against which DC?",
        format!("the terrain's is {usual}"),
        usual.to_string(),
        dc,
    )?;
    Ok(Some(Check { bonus, dc }))
}

/// A DC typed on a line.
pub fn dc(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(dc) if (1..=100).contains(&dc) => Ok(dc),
        _ => Err(format!(
            "'{}' is not a DC: a number from 1 to 100",
            text.trim()
        )),
    }
}

/// A bonus or modifier typed on a line: "+3", "-2", "0", or nothing for 0.
pub fn bonus(text: &str) -> Result<i32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(0);
    }
    match text.trim_start_matches('+').parse::<i32>() {
        Ok(n) if (-100..=100).contains(&n) => Ok(n),
        _ => Err(format!(
            "'{text}' is not a bonus: a number such as +3 or -2"
        )),
    }
}
