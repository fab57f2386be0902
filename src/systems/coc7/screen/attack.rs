//! The attack form: target, kind (melee, ranged, fighting maneuver), skill, damage, the target's
//! response, and for a maneuver what it does ("Using Fighting Maneuvers in a Chase": the same
//! outcome as failing a skill roll for a hazard).

use super::forms::{capital, damage_dice, labelled, sheet};
use crate::dice::Difficulty;
use crate::engine::Name;
use crate::screen::form::{Asker, Stop};
use crate::systems::coc7::rules::{Coc7, Command, DamageRow, Id, ManeuverEffect, Response};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Melee,
    Ranged,
    Maneuver,
}

/// Builds an attack by `id` from the keeper's answers.
pub(super) fn attack(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let attacker = state.participant(id);
    let who = attacker.name.clone();
    let targets: Vec<(String, Id)> = state
        .ids()
        .filter(|(other, p)| *other != id && p.in_chase())
        .map(|(other, p)| {
            let distance = (p.location - attacker.location).abs();
            let where_ = if distance == 0 {
                "same location".to_string()
            } else {
                format!("{distance} away: ranged only")
            };
            (format!("{} (at {}, {where_})", p.name, p.location), other)
        })
        .collect();
    if targets.is_empty() {
        return Err(Stop::Decline(format!(
            "There is nobody for {who} to attack."
        )));
    }
    // The usual target is the nearest foe ("Conflict in a Chase" sets one side against the
    // other): a passenger's usual blow is never at the driver beside it. With no foe in the
    // chase, the nearest of anyone.
    let distance = |t: Id| (state.participant(t).location - attacker.location).abs();
    let foe = |t: Id| state.participant(t).side != attacker.side;
    let nearest = targets
        .iter()
        .enumerate()
        .min_by_key(|(_, (_, t))| (!foe(*t), distance(*t)))
        .map_or(0, |(at, _)| at);
    let target = ask.choose(format!("{who} attacks whom?"), targets, nearest)?;
    let defender = state.participant(target);
    let together = defender.location == attacker.location;
    let mut kinds = vec![("Ranged attack (firearms, thrown)".to_string(), Kind::Ranged)];
    if together {
        kinds.insert(0, ("Melee attack".to_string(), Kind::Melee));
        kinds.insert(
            1,
            (
                "Fighting maneuver (trip, push, throw)".to_string(),
                Kind::Maneuver,
            ),
        );
    }
    let kind = ask.choose("What kind of attack?", kinds, 0)?;
    let skill = ask.choose(
        format!("{who} attacks with which skill?"),
        attack_skills(state, id, kind),
        0,
    )?;
    let damage = if kind == Kind::Maneuver {
        None
    } else if kind == Kind::Ranged && attacker.damage.is_none() {
        // The text's own shot with a handgun rolls 1D10 ("Conflict in a Chase": "A passenger in
        // another vehicle fires a handgun at Harvey ... 1D10 damage is rolled"): the usual
        // answer for a handgun, so that "roll the rest" finishes; any other weapon is the
        // keeper's to name.
        let usual = if skill.contains("Handgun") {
            "1D10"
        } else {
            ""
        };
        let typed = ask.text(
            "The weapon's damage",
            "e.g. 1D10 for a .38 revolver, 1D6 for a thrown rock",
            usual,
            |text| {
                text.parse()
                    .map_err(|e: crate::dice::DiceExprError| e.to_string())
            },
        )?;
        Some(typed)
    } else {
        damage_dice(ask, state, id, "Damage if it hits?")?
    };
    let responses = responses(state, target, kind);
    let usual = best_response(state, target, &responses);
    let response = ask.pick(
        format!("How does {} respond?", defender.name),
        responses,
        usual,
    )?;
    // Who may lose to a maneuver, as the rules decide it: the target, when the attacker's
    // maneuver wins; the attacker, when the target's answering maneuver wins.
    let answered = matches!(response, Response::Maneuver(_));
    let losers: Vec<Id> = match (kind == Kind::Maneuver, answered) {
        (true, true) => vec![target, id],
        (true, false) => vec![target],
        (false, true) => vec![id],
        (false, false) => Vec::new(),
    };
    let effect = if !losers.is_empty() {
        maneuver_effect(ask, state, &losers)?
    } else {
        ManeuverEffect::default()
    };
    Ok(Command::Attack {
        who,
        target: defender.name.clone(),
        skill: skill.into(),
        ranged: kind == Kind::Ranged,
        maneuver: kind == Kind::Maneuver,
        damage,
        response,
        effect,
    })
}

/// The skills that fit the kind of attack first, then the rest of the sheet.
fn attack_skills(state: &Coc7, id: Id, kind: Kind) -> Vec<(String, String)> {
    let fits = |skill: &str| {
        let lower = skill.to_ascii_lowercase();
        match kind {
            Kind::Ranged => lower.starts_with("firearms") || lower == "throw",
            Kind::Melee | Kind::Maneuver => lower.starts_with("fighting") || lower == "brawl",
        }
    };
    let sheet = sheet(state, id);
    let mut options: Vec<(String, String)> =
        sheet.iter().filter(|(_, s)| fits(s)).cloned().collect();
    if options.is_empty() {
        let base: &[&str] = match kind {
            Kind::Ranged => &["Firearms (Handgun)", "Firearms (Rifle/Shotgun)", "Throw"],
            Kind::Melee | Kind::Maneuver => &["Fighting (Brawl)"],
        };
        options.extend(base.iter().filter_map(|s| labelled(state, id, s)));
    }
    options.extend(sheet.into_iter().filter(|(_, s)| !fits(s)));
    options
}

/// "A character should always be given the opportunity to respond": no response, a dodge, or for
/// melee, fighting back or a maneuver with each fighting skill on the target's sheet.
fn responses(state: &Coc7, target: Id, kind: Kind) -> Vec<(String, Response)> {
    let mut options = vec![("No response".to_string(), Response::None)];
    if let Some(dodge) = state.skill(target, "Dodge") {
        options.push((format!("Dodge {dodge}"), Response::Dodge(None)));
    }
    if kind == Kind::Ranged {
        return options;
    }
    let mut fighting: Vec<(String, String)> = sheet(state, target)
        .into_iter()
        .filter(|(_, s)| s.to_ascii_lowercase().starts_with("fighting"))
        .collect();
    if fighting.is_empty() {
        fighting.extend(labelled(state, target, "Fighting (Brawl)"));
    }
    for (label, skill) in &fighting {
        options.push((
            format!("Fight back: {label}"),
            Response::FightBack(skill.clone().into()),
        ));
    }
    for (label, skill) in fighting {
        options.push((
            format!("Answer with a maneuver: {label}"),
            Response::Maneuver(skill.into()),
        ));
    }
    options
}

/// The usual response, the best the rules allow the target (coc7-chase.txt, "Conflict": "A
/// character should always be given the opportunity to respond"): its Dodge or its best Fighting
/// skill to fight back, whichever is higher (a tie to the Dodge, which wins ties where fighting
/// back loses them); no response only when it has neither.
fn best_response(state: &Coc7, target: Id, options: &[(String, Response)]) -> usize {
    let value = |response: &Response| match response {
        Response::Dodge(_) => state.skill(target, "Dodge").map(|v| (v, 1)),
        Response::FightBack(skill) => state.skill(target, skill).map(|v| (v, 0)),
        Response::None | Response::Maneuver(_) => None,
    };
    options
        .iter()
        .enumerate()
        .filter_map(|(at, (_, response))| value(response).map(|v| (v, std::cmp::Reverse(at))))
        .max()
        .map_or(0, |(_, std::cmp::Reverse(at))| at)
}

/// What a won maneuver does to the loser: a save roll as for a hazard (or none), damage, and a
/// push or throw along the track. The save is offered with the value of whoever would roll it
/// (`losers`: one, or both when either may lose), never someone else's.
fn maneuver_effect(ask: &mut Asker, state: &Coc7, losers: &[Id]) -> Result<ManeuverEffect, Stop> {
    let mut saves: Vec<(String, Option<(String, Difficulty)>)> =
        vec![("No roll: it simply happens".to_string(), None)];
    let first = losers.first().copied().unwrap_or_default();
    for (_, skill) in sheet(state, first) {
        if skill.eq_ignore_ascii_case("CON") {
            continue;
        }
        // Each loser's own value; a skill one of them lacks is not offered.
        let values: Option<Vec<String>> = losers
            .iter()
            .map(|loser| {
                state.skill(*loser, &skill).map(|value| match losers.len() {
                    1 => value.to_string(),
                    _ => format!("{} {value}", state.participant(*loser).name),
                })
            })
            .collect();
        let Some(values) = values else {
            continue;
        };
        let label = match values.as_slice() {
            [one] => format!("{skill} {one}"),
            many => format!("{skill} ({})", many.join(", ")),
        };
        saves.push((
            format!("{label}, Regular"),
            Some((skill.clone(), Difficulty::Regular)),
        ));
        if skill.eq_ignore_ascii_case("DEX") {
            saves.push((format!("{label}, Hard"), Some((skill, Difficulty::Hard))));
        }
    }
    let names: Vec<&str> = losers
        .iter()
        .map(|loser| state.participant(*loser).name.as_str())
        .collect();
    let title = format!(
        "If the maneuver wins, the loser rolls to avoid its harm with… (the loser: {})",
        names.join(" or ")
    );
    let save = ask.pick(title, saves, 1)?;
    let mut rows = vec![("No damage".to_string(), None)];
    rows.extend(DamageRow::ALL.into_iter().map(|row| {
        (
            format!("{} ({})", capital(row.word()), row.dice()),
            Some(row),
        )
    }));
    let damage = ask.pick("Damage to the loser?", rows, 0)?;
    let push = ask.pick(
        "Does the loser move?",
        vec![
            ("Stays where it is".to_string(), 0),
            ("Thrown forward 1 location".to_string(), 1),
            ("Thrown forward 2 locations".to_string(), 2),
            ("Pushed back 1 location".to_string(), -1),
            ("Pushed back 2 locations".to_string(), -2),
        ],
        0,
    )?;
    let (save, difficulty) = match save {
        Some((skill, difficulty)) => (Some(Name::from(skill)), difficulty),
        None => (None, Difficulty::Regular),
    };
    Ok(ManeuverEffect {
        save,
        difficulty,
        damage,
        push,
    })
}

#[cfg(test)]
mod tests {
    use super::attack;
    use crate::screen::form::{Answer, Asker, QuestionKind, Stop};

    /// The damage line of a ranged shot by `id` with the first skill starting `weapon`, if the
    /// attack form comes to it: what it holds when it opens.
    fn damage_line(
        state: &crate::systems::coc7::rules::Coc7,
        id: crate::systems::coc7::rules::Id,
        weapon: &str,
    ) -> Option<String> {
        let mut answers = Vec::new();
        loop {
            match attack(&mut Asker::new(&answers), state, id) {
                Err(Stop::Ask(question)) => match &question.kind {
                    QuestionKind::Pick { options, default } => {
                        let skills = options.iter().any(|o| o.starts_with("Firearms"));
                        let wanted = if skills {
                            options.iter().position(|o| o.starts_with(weapon))?
                        } else {
                            options
                                .iter()
                                .position(|o| o.starts_with("Ranged"))
                                .unwrap_or(*default)
                        };
                        answers.push(Answer::Pick(wanted));
                    }
                    QuestionKind::Text { initial, .. } => {
                        return (question.title == "The weapon's damage").then(|| initial.clone());
                    }
                },
                _ => return None,
            }
        }
    }

    /// The usual target of an attack is the nearest foe, never one of the attacker's own side
    /// while a foe is in the chase (a passenger punched its driver with `a r`): on every shipped
    /// setup once cut to the chase, for everyone.
    #[test]
    fn the_usual_target_is_the_nearest_foe() {
        let mut asked = 0;
        for (name, state) in super::super::shipped_states() {
            let mut state = state;
            let mut roller = crate::dice::Roller::seeded(3);
            use crate::systems::coc7::rules::Command;
            let mut commands: Vec<Command> = state
                .participants
                .iter()
                .map(|p| Command::SpeedRoll {
                    who: p.name.clone(),
                    skill: None,
                })
                .collect();
            commands.push(Command::CutToChase { range: None });
            for command in commands {
                if let Ok(events) = crate::engine::Rules::handle(&state, &command, &mut roller) {
                    for event in &events {
                        crate::engine::Rules::apply(&mut state, event);
                    }
                }
            }
            for (id, p) in state.ids() {
                if !p.in_chase() {
                    continue;
                }
                let Err(Stop::Ask(question)) = attack(&mut Asker::new(&[]), &state, id) else {
                    continue;
                };
                let QuestionKind::Pick { options, default } = &question.kind else {
                    continue;
                };
                let target = options[*default].split(" (at ").next().unwrap_or("");
                let foes = state.ids().any(|(_, o)| o.in_chase() && o.side != p.side);
                let target_side = state.find(target).map(|t| state.participant(t).side);
                if foes {
                    assert_ne!(
                        target_side,
                        Some(p.side),
                        "{name}: {} aims at {target}",
                        p.name
                    );
                    asked += 1;
                }
            }
        }
        assert!(asked > 0);
    }

    /// A shot with a handgun by someone whose sheet names no damage: the damage line holds
    /// the text's 1D10, so that "roll the rest" finishes the attack; another weapon's line is
    /// left for the keeper to fill. On every shipped setup, for everyone with no damage of
    /// their own who has a target.
    #[test]
    fn a_handgun_shot_without_a_weapon_on_the_sheet_suggests_the_texts_1d10() {
        let (mut handguns, mut others) = (0, 0);
        for (name, state) in super::super::shipped_states() {
            for (id, p) in state.ids() {
                if p.damage.is_some() {
                    continue;
                }
                if let Some(line) = damage_line(&state, id, "Firearms (Handgun)") {
                    assert_eq!(line, "1D10", "{name}, {}", p.name);
                    handguns += 1;
                }
                if let Some(line) = damage_line(&state, id, "Firearms (Rifle") {
                    assert_eq!(line, "", "{name}, {}", p.name);
                    others += 1;
                }
            }
        }
        assert!(
            handguns > 0 && others > 0,
            "{handguns} handguns, {others} other weapons"
        );
    }
}
