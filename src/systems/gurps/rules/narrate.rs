//! Tells events as sentences for the log, each from the state just before it was applied.

use super::event::{Check, Event, RollKind};
use super::settings::LimitEnding;
use super::skill_choice::GmSkill;
use super::state::{Ending, GurpsChase, Mod, Target};

/// A sentence about an event.
pub fn narrate(state: &GurpsChase, event: &Event) -> String {
    let person = |id: u16| state.person(id).name.clone();
    let target = |t: &Target| match t {
        Target::Person(id) => person(*id),
        Target::Vehicle(v) => state.vehicle(*v).name.clone(),
    };
    let leader = |party: usize| person(state.parties[party].leader);
    match event {
        Event::Declared {
            party,
            declared,
            random,
        } => {
            let role = state.role_of(*party).word();
            let mut text = format!(
                "{} ({role}) declares {}",
                leader(*party),
                declared.maneuver.word()
            );
            if declared.maneuver.is_stunt() {
                text.push_str(&format!(" at -{}", declared.penalty));
            }
            if declared.elsewhere {
                text.push_str(" (favouring the other chase)");
            }
            if let Some(roll) = random {
                text.push_str(&format!(" (the tool's pick: rolled {roll})"));
            }
            text + "."
        }
        Event::StepReached { step } => format!(
            "Step {}: {}.",
            step.number(),
            super::handle::step_words(*step)
        ),
        Event::SceneryChanged { on: true } => {
            "The scene offers suitable scenery this round.".to_string()
        }
        Event::SceneryChanged { on: false } => "No suitable scenery this round.".to_string(),
        Event::Rolled {
            who,
            kind,
            base,
            mods,
            roll,
            skill,
        } => {
            let check = Check {
                skill: base + mods.iter().map(|m| m.value).sum::<i32>(),
                roll: *roll,
            };
            let what = named_purpose(kind, *skill, &target);
            format!(
                "{} {what}: {}.",
                person(*who),
                roll_words(*base, mods, check)
            )
        }
        Event::Injured {
            target: t,
            damage,
            injury,
            hp_left,
        } if damage == injury => format!("{} takes {injury} injury; {hp_left} HP left.", target(t)),
        Event::Injured {
            target: t,
            damage,
            injury,
            hp_left,
        } => format!(
            "{} takes {injury} injury ({damage} rolled, less DR); {hp_left} HP left.",
            target(t)
        ),
        Event::CloseCall { who } => format!(
            "{} has a close call: next round Emergency Action or Stop, or a wreck.",
            person(*who)
        ),
        Event::SkillChosen { who, skill } => match skill {
            Some(skill) => format!(
                "The GM's choice: {} rolls {} where the text offers a choice of skill.",
                person(*who),
                skill.word()
            ),
            None => format!(
                "{} rolls the best skill the text offers again (the program's choice).",
                person(*who)
            ),
        },
        Event::Stunned { who } => {
            format!("{} is stunned: -4 on the next Chase Roll.", person(*who))
        }
        Event::EmergencyDue { who } => format!(
            "{} has the controls: next round Emergency Action (not Stop).",
            person(*who)
        ),
        Event::Out { target: t, reason } => {
            format!("{} is out of the chase ({}).", target(t), reason.word())
        }
        Event::Accident { by, chaos } => match chaos {
            Some(chaos) => format!(
                "An accident on the crowded street: the {} has -{chaos} on the next Chase Roll.",
                state.role_of(1 - by).word()
            ),
            None => "An accident on the crowded street.".to_string(),
        },
        Event::ContestRolled { contest } => {
            let side = |roll: &super::state::ChaseRoll| {
                let check = Check {
                    skill: roll.effective(),
                    roll: roll.roll,
                };
                format!(
                    "{} {}",
                    person(roll.leader),
                    roll_words(roll.base, &roll.mods, check)
                )
            };
            let result = match contest.winner {
                Some((party, by)) => format!("{} wins by {by}", leader(party)),
                None => "a tie".to_string(),
            };
            format!(
                "Chase Rolls: {}; {}: {result}.",
                side(&contest.quarry),
                side(&contest.pursuer)
            )
        }
        // "Victory by 0-4: No change": the winner's margin, in the text's own terms.
        Event::BandKept { band } => match state.contest.as_ref().and_then(|c| c.winner) {
            Some((_, by)) if by <= 4 => format!(
                "A victory by {by} is one of 0-4: no change of range band; the chase stays at {} \
                 range.",
                band.word()
            ),
            None => format!(
                "A tie moves no range band: the chase stays at {} range.",
                band.word()
            ),
            Some(_) => format!(
                "Both sides are static: no range band moves; the chase stays at {} range.",
                band.word()
            ),
        },
        Event::StaticImposed { party } => format!(
            "{} cannot follow: every maneuver of the {} is static until it keeps up.",
            leader(*party),
            state.role_of(*party).word()
        ),
        Event::KeptUp { party } => format!("{} keeps up: no longer static.", leader(*party)),
        Event::ShiftsOwed { owed } => owed
            .iter()
            .map(|o| {
                if o.hide {
                    format!(
                        "{} shakes them off: escape, or pull out behind.",
                        leader(o.party)
                    )
                } else {
                    format!("{} may shift the range up to {}.", leader(o.party), o.up_to)
                }
            })
            .collect::<Vec<_>>()
            .join(" "),
        Event::Shifted { party, steps, band } => match steps {
            0 => format!("{} keeps the range at {}.", leader(*party), band.word()),
            s => format!(
                "{} shifts the range {} {}: {}.",
                leader(*party),
                if *s > 0 { "out" } else { "in" },
                s.abs(),
                match state.band.shifted(*s) {
                    None => "beyond Extreme",
                    Some(_) => band.word(),
                }
            ),
        },
        Event::RolesSwapped => format!(
            "{} is the pursuer now, {} the quarry.",
            leader(state.quarry),
            leader(1 - state.quarry)
        ),
        Event::BandSet { band } => format!("The range is {} now.", band.word()),
        Event::LeaderChosen { party, who } => format!(
            "{} leads the {} now.",
            person(*who),
            state.role_of(*party).word()
        ),
        Event::Moved {
            who,
            aboard,
            operator,
        } => match aboard {
            None => format!("{} is on foot.", person(*who)),
            Some(v) if *operator => format!(
                "{} takes the controls of {}.",
                person(*who),
                state.vehicle(*v).name
            ),
            Some(v) => format!("{} is aboard {}.", person(*who), state.vehicle(*v).name),
        },
        Event::Seized {
            vehicle, struggle, ..
        } => {
            if *struggle {
                format!(
                    "The struggle for {}'s controls goes on (-5 to its Chase Rolls).",
                    state.vehicle(*vehicle).name
                )
            } else {
                format!("{} has a new driver.", state.vehicle(*vehicle).name)
            }
        }
        Event::LuckyBreak { party } => format!("{} spends a Lucky Break.", leader(*party)),
        Event::MobilityOpening { party } => format!(
            "{} changed mode unanswered: Mobility Escape is open next round.",
            leader(*party)
        ),
        Event::RoundStarted { round } => {
            format!("Round {round} begins at {} range.", state.band.word())
        }
        Event::ChaseEnded { ending: end } => ending(state, *end),
    }
}

/// "12 - 2 (Move and Attack) + 4 (speed) = 14, rolled 9: success by 5".
pub fn roll_words(base: i32, mods: &[Mod], check: Check) -> String {
    let mut text = base.to_string();
    for m in mods {
        let sign = if m.value < 0 { '-' } else { '+' };
        text.push_str(&format!(" {sign} {} ({})", m.value.abs(), m.why));
    }
    if !mods.is_empty() {
        text.push_str(&format!(" = {}", check.skill));
    }
    let result = if check.succeeds() {
        if check.critical_success() {
            format!("critical success by {}", check.margin())
        } else {
            format!("success by {}", check.margin())
        }
    } else if check.margin() >= 0 {
        format!("failure ({} always fails)", check.roll)
    } else if check.critical_failure() {
        format!("critical failure by {}", -check.margin())
    } else {
        format!("failure by {}", -check.margin())
    };
    format!("{text}, rolled {}: {result}", check.roll)
}

/// How the chase ended, in words.
pub fn ending(state: &GurpsChase, end: Ending) -> String {
    let leader = |party: usize| state.person(state.parties[party].leader).name.clone();
    let quarry = leader(state.quarry);
    let pursuer = leader(1 - state.quarry);
    match end {
        Ending::Escaped => format!("{quarry} shifts beyond Extreme range and escapes."),
        Ending::Hidden => format!("{pursuer} shoots right past; {quarry} slips away."),
        Ending::QuarryStopped => {
            format!("{quarry} stops: the chase is over, combat or talk begins.")
        }
        Ending::PursuerStopped => format!("{pursuer} stops and lets {quarry} escape."),
        Ending::Grappled => "A grapple lands: the chase ends at Close range.".to_string(),
        Ending::QuarryOut => {
            format!("Nobody of the quarry's side is left in the chase: {pursuer} wins.")
        }
        Ending::PursuerOut => {
            format!("Nobody of the pursuer's side is left in the chase: {quarry} gets away.")
        }
        Ending::RoundLimit => match state.settings.limit_ending {
            LimitEnding::QuarryEscapes => format!("The round limit passes: {quarry} gets away."),
            LimitEnding::PursuerCatches => format!("The round limit passes: {pursuer} closes in."),
        },
        Ending::Keeper => "The keeper ends the chase.".to_string(),
    }
}

/// What a roll is for, with the skill the GM's choice fell on where the text leaves it open
/// ("tries the stunt on foot (Jumping)", "leaps to board (Acrobatics)").
pub(super) fn named_purpose(
    kind: &RollKind,
    skill: Option<GmSkill>,
    target: &impl Fn(&Target) -> String,
) -> String {
    match (kind, skill) {
        (_, None) => roll_purpose(kind, target),
        (RollKind::Stunt, Some(skill)) => format!("tries the stunt on foot ({})", skill.word()),
        (_, Some(skill)) => format!("{} ({})", roll_purpose(kind, target), skill.word()),
    }
}

/// What a roll is for, in the words both the keeper's and the players' log use ("rams the van").
pub(super) fn roll_purpose(kind: &RollKind, target: &impl Fn(&Target) -> String) -> String {
    match kind {
        RollKind::Attack { target: t } => format!("attacks {}", target(t)),
        RollKind::Force { target: t } => format!("tries to force {} off the road", target(t)),
        RollKind::Ram { target: t } => format!("rams {}", target(t)),
        RollKind::Defense => "defends".to_string(),
        RollKind::Control => "makes a control roll".to_string(),
        RollKind::Stunt => "tries the stunt".to_string(),
        RollKind::Health => "rolls HT".to_string(),
        RollKind::Complementary => "rolls the complementary skill".to_string(),
        RollKind::Board => "leaps to board".to_string(),
        RollKind::Seize => "grabs for the controls".to_string(),
        RollKind::Task(what) => format!("tries to {what}"),
    }
}
