//! The keeper's forms on the chase track: an environmental save ("Environmental Hazards"), a
//! participant put on a space, an obstacle on a space, the environment the chase moves into, a
//! group splitting up ("Multiple Participants").

use super::forms::{ability, cn, range};
use crate::dice::DiceExpr;
use crate::screen::form::{Asker, Stop, new_name, required};
use crate::systems::track::rules::{
    Against, Command, Consequence, Environment, Id, Space, TrackChase,
};

/// "Environmental Hazards": the save's ability, its CN, and what a failure costs.
pub(super) fn save(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let ability = ability(ask, state, id, &format!("{who} saves with which ability?"))?;
    let cn = cn(ask, state)?;
    #[derive(Clone, Copy, PartialEq)]
    enum Cost {
        Damage,
        Space,
        Complication,
    }
    let cost = ask.pick(
        "What does a failure cost?",
        vec![
            (
                "A space of movement (off the next move)".to_string(),
                Cost::Space,
            ),
            ("Damage…".to_string(), Cost::Damage),
            ("A complication…".to_string(), Cost::Complication),
        ],
        0,
    )?;
    let on_failure = match cost {
        Cost::Space => Consequence::LoseSpace,
        Cost::Damage => Consequence::Damage(ask.text(
            "Damage dice on a failure",
            "e.g. 1d6",
            "",
            |text| text.trim().parse::<DiceExpr>().map_err(|e| e.to_string()),
        )?),
        Cost::Complication => Consequence::Complication(ask.text(
            "What goes wrong on a failure?",
            "e.g. soaked to the bone",
            "",
            required("say what goes wrong, in a few words"),
        )?),
    };
    Ok(Command::Save {
        who,
        ability,
        cn: Some(cn),
        on_failure,
    })
}

pub(super) fn place(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let who = participant.name.clone();
    let limit = state.settings.safe_haven.map_or(String::new(), |haven| {
        format!(" (the track ends at the safe haven, {haven})")
    });
    let space = ask.text(
        format!("Put {who} on which space?"),
        format!("now on {}{limit}", participant.space),
        participant.space.to_string(),
        |text| {
            text.trim()
                .parse::<Space>()
                .map_err(|_| format!("'{}' is not a space: 0 or more", text.trim()))
        },
    )?;
    Ok(Command::Place { who, space })
}

pub(super) fn obstacle(ask: &mut Asker, at: Space) -> Result<Command, Stop> {
    let keys = ask.keys();
    let against = ask.pick(
        format!("Whom does the obstacle on space {at} hinder?"),
        vec![
            ("The prey".to_string(), Against::Prey),
            ("The chasers".to_string(), Against::Chasers),
            (
                "Everyone (a complication: its maker too)".to_string(),
                Against::Everyone,
            ),
        ],
        0,
    )?;
    let what = ask.text(
        "What is it?",
        format!(
            "e.g. a rallied crowd ({}: just an obstacle)",
            keys.text_accept
        ),
        "",
        |text| Ok(Some(text.trim().to_string()).filter(|t| !t.is_empty())),
    )?;
    Ok(Command::PlaceObstacle { at, against, what })
}

pub(super) fn environment(ask: &mut Asker, state: &TrackChase) -> Result<Command, Stop> {
    let all = [
        (
            Environment::OpenTerrain,
            "empty roads, open fields, calm water",
        ),
        (
            Environment::LightObstacles,
            "city streets, sparse forest, rolling hills",
        ),
        (
            Environment::DenseObstacles,
            "crowded markets, thick jungle, busy docks",
        ),
        (
            Environment::ExtremeConditions,
            "rooftops in rain, cliff faces, stampedes",
        ),
    ];
    let options: Vec<(String, Environment)> = all
        .iter()
        .map(|(e, examples)| {
            let now = if *e == state.environment {
                " (now)"
            } else {
                ""
            };
            (
                format!("{}, CN {}: {examples}{now}", capital(e.words()), range(*e)),
                *e,
            )
        })
        .collect();
    let current = all
        .iter()
        .position(|(e, _)| *e == state.environment)
        .unwrap_or(0);
    let environment = ask.pick("The chase moves into…", options, current)?;
    Ok(Command::SetEnvironment { environment })
}

pub(super) fn split(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Command, Stop> {
    let group = state.participant(id);
    let who = group.name.clone();
    let name = ask.text(
        format!("Who splits off from {who} (a group of {})?", group.size),
        "a name nobody in the chase has",
        "",
        new_name("the one who splits off needs a name", |text| {
            state
                .find(text)
                .map(|_| format!("'{text}' is taken; give another name"))
        }),
    )?;
    Ok(Command::Split { who, name })
}

fn capital(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
