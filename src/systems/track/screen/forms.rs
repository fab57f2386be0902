//! The questions behind each chase-track command that needs choices, asked in the order a keeper
//! thinks of them ("Chase Actions": the player describes the action, the GM sets the CN, the GM
//! picks the effect that fits), each offering only what the rules allow here.

use super::{keeper, targets};
use crate::dice::DiceExpr;
use crate::screen::form::{Asker, Stop, required};
use crate::systems::track::rules::{
    Ability, Command, Edge, Effect, Environment, Id, Side, Space, TrackChase,
};

/// The commands that are asked for as a form, with who (or where) they are about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    Act(Id),
    /// The choice after a roll of 1 ("Complications").
    Choose(Id),
    Attack(Id),
    Save(Id),
    Place(Id),
    Obstacle(Space),
    Environment,
    Split(Id),
}

/// What the overlay's frame says the form is for.
pub fn title(form: &Form, who: &str) -> String {
    match form {
        Form::Act(_) => format!("{who}: chase action"),
        Form::Choose(_) => format!("{who} rolled a 1"),
        Form::Attack(_) => format!("{who}: attack"),
        Form::Save(_) => format!("{who}: environmental save"),
        Form::Place(_) => format!("Place {who}"),
        Form::Obstacle(at) => format!("An obstacle on space {at}"),
        Form::Environment => "Where the chase runs now".to_string(),
        Form::Split(_) => format!("Split off from {who}"),
    }
}

/// The participant a form is about, if it is about one.
pub fn about(form: &Form) -> Option<Id> {
    match form {
        Form::Act(id)
        | Form::Choose(id)
        | Form::Attack(id)
        | Form::Save(id)
        | Form::Place(id)
        | Form::Split(id) => Some(*id),
        Form::Obstacle(_) | Form::Environment => None,
    }
}

/// Builds the command from the answers so far, or says what to ask next.
pub fn build(form: &Form, state: &TrackChase, ask: &mut Asker) -> Result<Command, Stop> {
    match form {
        Form::Act(id) => act(ask, state, *id),
        Form::Choose(id) => choose(ask, state, *id),
        Form::Attack(id) => attack(ask, state, *id),
        Form::Save(id) => keeper::save(ask, state, *id),
        Form::Place(id) => keeper::place(ask, state, *id),
        Form::Obstacle(at) => keeper::obstacle(ask, *at),
        Form::Environment => keeper::environment(ask, state),
        Form::Split(id) => keeper::split(ask, state, *id),
    }
}

/// "Chase Actions": what is tried, the ability die, the CN, the effect if it works, and an edge.
fn act(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let participant = state.participant(id);
    let who = participant.name.clone();
    let ability = ability(
        ask,
        state,
        id,
        &format!("Heart d{} + which ability die?", participant.dice.heart),
    )?;
    let cn = cn(ask, state)?;
    let effect = effect(ask, state, id)?;
    let edge = ask.pick(
        "Advantage or disadvantage (a mount, an obvious trail, a complication)?",
        vec![
            ("Neither".to_string(), Edge::None),
            (
                "Advantage: the ability die twice, the higher counts".to_string(),
                Edge::Advantage,
            ),
            (
                "Disadvantage: the ability die twice, the lower counts".to_string(),
                Edge::Disadvantage,
            ),
        ],
        0,
    )?;
    // Asked last, so that `r` on the first question takes every usual answer, this one's
    // (nothing to say) included, and rolls.
    let what = ask.text(
        format!("What does {who} try?"),
        format!(
            "in a few words, for the log, e.g. slide under a carpet stall ({}: just roll)",
            keys.text_accept
        ),
        "",
        |text| Ok(Some(text.trim().to_string()).filter(|t| !t.is_empty())),
    )?;
    Ok(Command::Act {
        who,
        ability,
        effect,
        cn: Some(cn),
        what,
        edge,
    })
}

/// The four ability dice with their sizes; the largest first in the cursor.
pub(super) fn ability(
    ask: &mut Asker,
    state: &TrackChase,
    id: Id,
    title: &str,
) -> Result<Ability, Stop> {
    let dice = state.participant(id).dice;
    let options: Vec<(String, Ability)> = Ability::ALL
        .into_iter()
        .map(|a| (format!("{} d{} ({})", a.word(), dice.of(a), use_of(a)), a))
        .collect();
    let best = Ability::ALL
        .iter()
        .enumerate()
        .max_by_key(|(i, a)| (dice.of(**a), std::cmp::Reverse(*i)))
        .map_or(0, |(i, _)| i);
    ask.pick(title, options, best)
}

/// "Choosing Your Ability Die", in a few words.
fn use_of(ability: Ability) -> &'static str {
    match ability {
        Ability::Might => "smash through, leap",
        Ability::Agility => "parkour, nimble moves",
        Ability::Cunning => "shortcuts, outguess",
        Ability::Presence => "rally, intimidate, distract",
    }
}

/// The CN, the environment's base offered ("Chase Actions": the environment table).
pub(super) fn cn(ask: &mut Asker, state: &TrackChase) -> Result<u32, Stop> {
    let environment = state.environment;
    let base = environment.base_cn();
    ask.text(
        "Against which CN?",
        format!(
            "{} is CN {}; easier or harder as the keeper judges",
            environment.words(),
            range(environment)
        ),
        base.to_string(),
        |text| match text.trim().parse::<u32>() {
            Ok(cn) if (1..=1000).contains(&cn) => Ok(cn),
            _ => Err(format!("'{}' is not a CN: a number from 1 up", text.trim())),
        },
    )
}

/// "6-8", "15+".
pub fn range(environment: Environment) -> String {
    match environment.range() {
        (low, Some(high)) => format!("{low}-{high}"),
        (low, None) => format!("{low}+"),
    }
}

/// "Success Effects": the keeper picks the one that fits what was described.
fn effect(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Effect, Stop> {
    let me = state.participant(id);
    let them = match me.side {
        Side::Chaser => "the prey",
        Side::Prey => "the chasers",
    };
    let mut options = vec![(
        "Take a shortcut: one more space on this move".to_string(),
        Effect::Shortcut,
    )];
    if me.fast_lane_from.is_none() {
        options.push((
            "Fast lane: one more space every move, from the next turn".to_string(),
            Effect::FastLane,
        ));
    }
    options.push((
        format!(
            "Slow 'em down: an obstacle for {them} on {}'s space ({})",
            me.name, me.space
        ),
        Effect::SlowThemDown { at: None },
    ));
    // Anyone's space: an ally ahead or behind is a place to leave an obstacle too.
    let others = state
        .running(me.side.other())
        .chain(state.running(me.side).filter(|(other, _)| *other != id));
    for (_, other) in others {
        options.push((
            format!(
                "Slow 'em down: an obstacle for {them} on {}'s space ({})",
                other.name, other.space
            ),
            Effect::SlowThemDown {
                at: Some(other.name.clone()),
            },
        ));
    }
    ask.pick("If it works, what does it win?", options, 0)
}

/// "Complications": accept the failure, or reroll the 1 and say what goes wrong.
fn choose(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let Some(pending) = state.turn.pending.as_ref().filter(|p| p.who == id) else {
        return Err(Stop::Decline(format!(
            "{who} has no roll of 1 waiting for a choice."
        )));
    };
    let check = pending.check;
    let title = format!(
        "Heart {} + {} {} against CN {}: a 1. Which will it be?",
        check.heart,
        pending.ability.word(),
        check.ability,
        check.cn
    );
    let complication = ask.pick(
        title,
        vec![
            (
                "Accept the failure: no other consequence".to_string(),
                false,
            ),
            (
                "Reroll the 1, and something goes wrong (a complication)…".to_string(),
                true,
            ),
        ],
        0,
    )?;
    if !complication {
        return Ok(Command::AcceptFailure { who });
    }
    let what = ask.text(
        "What goes wrong?",
        "it stays with them for the chase, e.g. twisted ankle (an obstacle for everyone: o)",
        "",
        required("say what goes wrong, in a few words"),
    )?;
    Ok(Command::TakeComplication {
        who,
        complication: what,
    })
}

/// "Attacks During Chases": a target within reach, the game's own attack roll, damage dice.
fn attack(ask: &mut Asker, state: &TrackChase, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let who = state.participant(id).name.clone();
    let options: Vec<(String, String)> = targets(state, id)
        .into_iter()
        .map(|t| {
            let distance = state.distance(id, t);
            let name = state.participant(t).name.clone();
            (
                format!(
                    "{name} ({distance} space{} away)",
                    if distance == 1 { "" } else { "s" }
                ),
                name,
            )
        })
        .collect();
    if options.is_empty() {
        return Err(Stop::Decline(format!(
            "Nobody is within {} spaces of {who}.",
            state.settings.attack_range
        )));
    }
    let target = ask.choose(format!("{who} attacks whom?"), options, 0)?;
    let hit = ask.pick(
        "Roll the attack by the game's own rules (an opportunity attack, range one category worse). Did it hit?",
        vec![("It hit".to_string(), true), ("It missed".to_string(), false)],
        0,
    )?;
    let damage = if hit {
        ask.text(
            "Damage dice",
            format!("e.g. 1d6+1 ({}: none to roll here)", keys.text_accept),
            "",
            dice,
        )?
    } else {
        None
    };
    Ok(Command::Attack {
        who,
        target,
        hit,
        damage,
    })
}

/// Dice typed on a line, or none on an empty line.
fn dice(text: &str) -> Result<Option<DiceExpr>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<DiceExpr>()
        .map(Some)
        .map_err(|e| e.to_string())
}
