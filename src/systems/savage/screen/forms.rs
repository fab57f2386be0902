//! The questions behind each Savage Worlds command that needs choices, each offering only what
//! the rules allow here (a list of one is taken without asking).

use crate::engine::Name;
use crate::screen::form::{Asker, Stop};
use crate::systems::savage::rules::{Command, Id, Out, Range, SavageChase};

/// The commands asked for as a form, with who they are about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    Maneuver(Id),
    Keep(Id),
    Attack(Id),
    Force(Id),
    TakeOut(Id),
    /// "Groups": the GM's split of a group's attacks this round.
    Split(Id),
}

pub fn title(form: &Form, who: &str) -> String {
    match form {
        Form::Maneuver(_) => format!("{who}: maneuvering roll"),
        Form::Keep(_) => format!("{who}: keep a card"),
        Form::Attack(_) => format!("{who}: attack"),
        Form::Force(_) => format!("{who}: force"),
        Form::TakeOut(_) => format!("{who} leaves the chase"),
        Form::Split(_) => format!("{who}: split of attacks"),
    }
}

pub fn about(form: &Form) -> Option<Id> {
    match form {
        Form::Maneuver(id)
        | Form::Keep(id)
        | Form::Attack(id)
        | Form::Force(id)
        | Form::TakeOut(id)
        | Form::Split(id) => Some(*id),
    }
}

pub fn build(form: &Form, state: &SavageChase, ask: &mut Asker) -> Result<Command, Stop> {
    match form {
        Form::Maneuver(id) => maneuver(ask, state, *id),
        Form::Keep(id) => keep(ask, state, *id),
        Form::Attack(id) => attack(ask, state, *id),
        Form::Force(id) => {
            let target = target(ask, state, *id, "Force whom?")?;
            let helpers = helpers(ask, state, *id)?;
            Ok(Command::Force {
                who: name(state, *id),
                target: name(state, target),
                helpers,
                modifier: 0,
            })
        }
        Form::Split(id) => super::split::build(ask, state, *id),
        Form::TakeOut(id) => {
            let out = ask.pick(
                "How does it leave the chase?",
                vec![
                    ("Captured".to_string(), Out::Captured),
                    ("Stopped".to_string(), Out::Stopped),
                    ("Withdrew".to_string(), Out::Withdrew),
                    ("Escaped".to_string(), Out::Escaped),
                    (
                        "Incapacitated (wounds or Fatigue dealt at the table)".to_string(),
                        Out::Incapacitated,
                    ),
                    (
                        "Out after a disaster (crashed, fell, gave out)".to_string(),
                        Out::Disaster,
                    ),
                ],
                0,
            )?;
            let by = if matches!(out, Out::Captured | Out::Stopped) {
                let mut options = vec![("Nobody in particular".to_string(), None)];
                options.extend(state.foes(*id).map(|foe| {
                    let foe = name(state, foe);
                    (format!("By {foe}"), Some(foe))
                }));
                ask.choose("Who made the catch?", options, 0)?
            } else {
                None
            };
            Ok(Command::TakeOut {
                who: name(state, *id),
                out,
                by,
            })
        }
    }
}

fn name(state: &SavageChase, id: Id) -> Name {
    state.participant(id).name.clone()
}

/// "Passengers": who helps the driver with a cooperative roll.
fn maneuver(ask: &mut Asker, state: &SavageChase, id: Id) -> Result<Command, Stop> {
    let helpers = helpers(ask, state, id)?;
    Ok(Command::Maneuver {
        who: name(state, id),
        helpers,
        modifier: 0,
    })
}

/// "Passengers": the driver's passengers who may still help this round, one or all of them (a
/// driver without any is not asked).
fn helpers(ask: &mut Asker, state: &SavageChase, id: Id) -> Result<Vec<Name>, Stop> {
    let passengers: Vec<Id> = state
        .ids()
        .filter(|p| {
            let q = state.participant(*p);
            q.rides_with == Some(id) && q.is_running() && !state.hand(*p).helped
        })
        .collect();
    let mut options = vec![("Nobody helps".to_string(), Vec::new())];
    for p in &passengers {
        options.push((
            format!(
                "{} helps ({} {}, +{} on a success)",
                name(state, *p),
                state.participant(*p).maneuver.word(),
                state.participant(*p).die,
                state.settings.cooperative_bonus
            ),
            vec![name(state, *p)],
        ));
    }
    if passengers.len() > 1 {
        options.push((
            "Every passenger helps".to_string(),
            passengers.iter().map(|p| name(state, *p)).collect(),
        ));
    }
    ask.choose("Does a passenger help?", options, 0)
}

/// The cards drawn, the highest non-Club first.
fn keep(ask: &mut Asker, state: &SavageChase, id: Id) -> Result<Command, Stop> {
    let mut cards = state.hand(id).drawn.clone();
    cards.sort_by_key(|c| (!c.is_club(), *c));
    cards.reverse();
    let options = cards
        .iter()
        .map(|c| {
            let note = crate::systems::savage::rules::Complication::of(*c)
                .map(|x| format!(" (Club: {})", x.word()))
                .unwrap_or_default();
            (format!("{c}{note}"), *c)
        })
        .collect();
    let card = ask.choose("Keep which card?", options, 0)?;
    Ok(Command::Keep {
        who: name(state, id),
        card,
    })
}

/// A foe it has advantage over.
fn target(ask: &mut Asker, state: &SavageChase, id: Id, title: &str) -> Result<Id, Stop> {
    let options: Vec<(String, Id)> = state
        .foes(id)
        .filter(|foe| state.has_advantage(id, *foe))
        .map(|foe| {
            let card = state
                .card(foe)
                .map_or_else(|| "no card".to_string(), |c| c.to_string());
            (format!("{} ({card})", name(state, foe)), foe)
        })
        .collect();
    if options.is_empty() {
        return Err(Stop::Decline(format!(
            "{} has advantage over no foe this round",
            name(state, id)
        )));
    }
    ask.choose(title, options, 0)
}

/// The target, melee when the card allows it, and for a group how many attack (the split of
/// "Groups" proposed).
fn attack(ask: &mut Asker, state: &SavageChase, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let target_id = target(ask, state, id, "Attack whom?")?;
    let p = state.participant(id);
    let short = state.card(id).map(Range::of) == Some(Range::Short);
    let melee = if short {
        ask.pick(
            "Melee or ranged?",
            vec![
                ("Ranged (Short, no penalty)".to_string(), false),
                ("Melee (against Parry)".to_string(), true),
            ],
            0,
        )?
    } else {
        false
    };
    let attackers = if p.group {
        let left = p.count.saturating_sub(state.hand(id).attacks);
        let share = state.share_left(id, target_id);
        let proposed = share.clamp(1, left.max(1));
        let split_key = super::key_names::key(keys, super::Action::Split);
        let accept = &keys.text_accept;
        let hint = if share > 0 {
            format!(
                "{accept} takes {proposed}, this foe's share under the split the rules propose \
                 (\"Groups\"); more needs the GM's split ({split_key})"
            )
        } else {
            format!(
                "the split the rules propose (\"Groups\") has none left for this foe: the GM's \
                 split ({split_key}) can give it some"
            )
        };
        ask.text(
            format!("How many of the {} attack? ({left} left)", p.name),
            hint,
            proposed.to_string(),
            |text| match text.trim().parse::<u32>() {
                Ok(n) if (1..=left).contains(&n) => Ok(n),
                _ => Err(format!("type a number from 1 to {left}")),
            },
        )?
    } else {
        1
    };
    Ok(Command::Attack {
        held_to_split: true,
        control_now: true,
        who: p.name.clone(),
        target: name(state, target_id),
        melee,
        attackers,
        modifier: 0,
    })
}
