//! The odds of whichever system a [`Chase`] holds: what `chasetrack odds` prints and the screen's
//! odds panel and choice preview draw. The one place in `odds` that meets the closed list of
//! systems, through [`crate::systems::each`].

use super::{Mean, Part, ParticipantOdds, Policy, Settings, Style, Tally, run_part};
use crate::systems::{Chase, Standing, SystemKind, each, each_kind, each_standing};
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

/// What "bold" and "cautious" mean in the chase's system ([`Policy::styles_mean`]).
pub fn styles_mean(chase: &Chase) -> &'static str {
    styles_mean_in(chase.system())
}

/// What "bold" and "cautious" mean in a system ([`Policy::styles_mean`]).
pub fn styles_mean_in(system: SystemKind) -> &'static str {
    each_kind!(system, kind => <kind::State as Policy>::styles_mean())
}

/// Plays the rest of the chase `settings.runs` times from where it stands.
pub fn odds(chase: &Chase, settings: &Settings, seed: u64) -> Report {
    each!(chase, session => report(session.state(), None, settings, seed))
}

/// The odds after each of the acting participant's open choices, all played with the same dice
/// (the same seeds), so that the difference is the choice's. `None` when nobody has a choice.
pub fn preview(chase: &Chase, settings: &Settings, seed: u64) -> Option<Preview> {
    each!(chase, session => preview_of(session.state(), settings, seed, &|| true)).flatten()
}

/// How many playouts the first figures of [`odds_in_steps`] count; each step after doubles the
/// one before, so a chase at the limits shows figures within a fraction of a second and a small
/// chase goes through its steps in a few milliseconds.
pub const FIRST_STEP: u32 = 32;

/// [`odds`] from a chase's [`Standing`], told as they come: `told` gets the figures after
/// [`FIRST_STEP`] playouts, then after each doubling, the last time with all `settings.runs`,
/// figures exactly equal to [`odds`]'s. `go_on` is asked before every playout; false when it
/// said stop before the end (the figures told so far are then all there is).
pub fn odds_in_steps(
    standing: &Standing,
    settings: &Settings,
    seed: u64,
    go_on: &(dyn Fn() -> bool + Sync),
    told: &mut dyn FnMut(Report),
) -> bool {
    each_standing!(standing, state => steps(state, settings, seed, go_on, told))
}

/// [`preview`] from a chase's [`Standing`]; `None` when `go_on` said stop before the end.
pub fn preview_in_steps(
    standing: &Standing,
    settings: &Settings,
    seed: u64,
    go_on: &(dyn Fn() -> bool + Sync),
) -> Option<Option<Preview>> {
    each_standing!(standing, state => preview_of(state, settings, seed, go_on))
}

fn steps<R: Policy + Sync>(
    state: &R,
    settings: &Settings,
    seed: u64,
    go_on: &(dyn Fn() -> bool + Sync),
    told: &mut dyn FnMut(Report),
) -> bool
where
    R::Command: Sync,
{
    let runs = settings.runs.max(1);
    let mut total = Tally::new(state);
    let mut step = FIRST_STEP;
    let mut from = 0;
    while from < runs {
        let to = from.saturating_add(step).min(runs);
        let part = Part {
            first: &[],
            settings,
            seed,
            numbers: from..to,
        };
        let Some(tally) = super::run_part(state, part, go_on) else {
            return false;
        };
        total.merge(&tally);
        told(report_of(&total, settings, seed));
        from = to;
        step = step.saturating_mul(2);
    }
    true
}

fn preview_of<R: Policy + Sync>(
    state: &R,
    settings: &Settings,
    seed: u64,
    go_on: &(dyn Fn() -> bool + Sync),
) -> Option<Option<Preview>>
where
    R::Command: Sync,
{
    let Some(who) = state.acting() else {
        return Some(None);
    };
    let choices = state.choices();
    if choices.is_empty() {
        return Some(None);
    }
    let mut options = Vec::with_capacity(choices.len());
    for choice in &choices {
        let first: Vec<R::Command> = std::iter::once(choice.command.clone())
            .chain(choice.then.iter().cloned())
            .collect();
        let part = Part {
            first: &first,
            settings,
            seed,
            numbers: 0..settings.runs.max(1),
        };
        let tally = run_part(state, part, go_on)?;
        options.push(PreviewOption {
            label: choice.label.clone(),
            report: report_of(&tally, settings, seed),
        });
    }
    Some(Some(Preview { who, options }))
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
    let tally = super::run_choice(state, first, settings, seed);
    report_of(&tally, settings, seed)
}

fn report_of(tally: &Tally, settings: &Settings, seed: u64) -> Report {
    Report {
        runs: tally.runs,
        style: settings.style,
        rounds: settings.rounds,
        seed,
        participants: tally.participants(),
        rounds_left: tally.rounds_left(),
        round_limit: tally.round_limit,
        stuck: tally.stuck,
        stuck_at: tally.stuck_at.clone(),
        from_legal: tally.from_legal,
    }
}
