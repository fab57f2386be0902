//! The odds of whichever system a [`Chase`] holds: what `chasetrack odds` prints and the screen's
//! odds panel and choice preview draw. The one place in `odds` that meets the closed list of
//! systems, through [`crate::systems::each`].

use super::{Mean, ParticipantOdds, Policy, Settings, Style, run, run_choice};
use crate::systems::{Chase, each};
use serde::Serialize;

/// The odds from where a chase stands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Playouts behind every figure.
    pub runs: u32,
    pub style: Style,
    /// The round limit of a playout.
    pub rounds: u32,
    pub seed: u64,
    pub participants: Vec<ParticipantOdds>,
    /// Expected rounds after the current one until the chase ends (or the limit).
    pub rounds_left: Mean,
    /// Playouts that reached the round limit, and playouts the policy could not finish.
    pub round_limit: u32,
    pub stuck: u32,
    /// Where the first playout the policy could not finish stood ("Vince to act in round 3").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stuck_at: Option<String>,
    /// Playouts in which the policy picked among the rules' legal commands at least once, none of
    /// its own being taken (0, and left out of the JSON, when the policy played every state).
    #[serde(skip_serializing_if = "is_zero")]
    pub from_legal: u32,
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// The acting participant's open choices, each with the odds after it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Preview {
    pub who: String,
    pub options: Vec<PreviewOption>,
}

/// One choice of the preview.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PreviewOption {
    pub label: String,
    pub report: Report,
}

/// Plays the rest of the chase `settings.runs` times from where it stands.
pub fn odds(chase: &Chase, settings: &Settings, seed: u64) -> Report {
    each!(chase, session => report(session.state(), None, settings, seed))
}

/// The odds after each of the acting participant's open choices, all played with the same dice
/// (the same seeds), so that the difference is the choice's. `None` when nobody has a choice.
pub fn preview(chase: &Chase, settings: &Settings, seed: u64) -> Option<Preview> {
    each!(chase, session => preview_of(session.state(), settings, seed))
}

fn preview_of<R: Policy + Sync>(state: &R, settings: &Settings, seed: u64) -> Option<Preview>
where
    R::Command: Sync,
{
    let who = state.acting()?;
    let choices = state.choices();
    if choices.is_empty() {
        return None;
    }
    let options = choices
        .iter()
        .map(|choice| PreviewOption {
            label: choice.label.clone(),
            report: report(state, Some(&choice.command), settings, seed),
        })
        .collect();
    Some(Preview { who, options })
}

fn report<R: Policy + Sync>(
    state: &R,
    first: Option<&R::Command>,
    settings: &Settings,
    seed: u64,
) -> Report
where
    R::Command: Sync,
{
    let tally = match first {
        Some(_) => run_choice(state, first, settings, seed),
        None => run(state, settings, seed),
    };
    Report {
        runs: tally.runs,
        style: settings.style,
        rounds: settings.rounds,
        seed,
        participants: tally.participants(),
        rounds_left: tally.rounds_left(),
        round_limit: tally.round_limit,
        stuck: tally.stuck,
        stuck_at: tally.stuck_at,
        from_legal: tally.from_legal,
    }
}
