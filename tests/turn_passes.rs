//! A turn passes by itself only when nothing else is legal: in every state the golden scripts
//! and random play of every shipped setup reach, where the screen would pass a turn by itself
//! (`empty_turn_after`), the rules' generator lists no decision of the one whose turn it is but
//! the pass, and the reason the log gives is true of the state (read from the state, not from a
//! list of sentences).

use crate::legal_wide::Pick as Random;
use crate::parity::states::{script_setup, scripts, shipped_setups};
use chasetrack::dice::Roller;
use chasetrack::engine::{Legal, Session};
use chasetrack::script::{Scripted, Step, play, read_script};
use chasetrack::systems::screens::Pick;

/// A system as this test reads it: which legal commands are a decision of the turn being passed,
/// and whether the reason given for passing it is true.
pub trait Passing: Pick + Legal + Scripted {
    /// Whether `command`, a legal command other than the pass, decides something in the turn
    /// the pass would end (`pass`).
    fn decides_in_turn(&self, pass: &Self::Command, command: &Self::Command) -> bool;
    /// What is wrong with the reason `why` for passing, read against the state.
    fn untrue(&self, why: &str) -> Option<String>;
}

mod coc7 {
    use super::Passing;
    use chasetrack::systems::coc7::rules::{Coc7, Command};

    impl Passing for Coc7 {
        /// The decisions of a participant's own turn ("Actions in a Chase Round"); the keeper's
        /// placing, releasing, catching, ordering and own collisions are not the participant's.
        fn decides_in_turn(&self, pass: &Command, command: &Command) -> bool {
            let turn_only = matches!(
                command,
                Command::Move { .. }
                    | Command::NegotiateHazard { .. }
                    | Command::PassBarrier { .. }
                    | Command::AttackBarrier { .. }
                    | Command::Attack { .. }
                    | Command::Act { .. }
                    | Command::Delay { .. }
                    | Command::Accelerate { .. }
                    | Command::Hide { .. }
                    | Command::CreateObstacle { .. }
                    | Command::Shoot { .. }
            );
            turn_only && command.who() == pass.who()
        }

        fn untrue(&self, why: &str) -> Option<String> {
            let id = self.current()?;
            let p = self.participant(id);
            let moves = why.contains("no movement actions left");
            let acted = why.contains("has acted");
            if !why.starts_with(p.name.as_str()) {
                return Some(format!("'{why}' does not name {}", p.name));
            }
            if moves && (p.is_passenger() || p.actions != 0) {
                return Some(format!("'{why}' but {} has {} actions", p.name, p.actions));
            }
            if acted && (!p.is_passenger() || p.act) {
                return Some(format!("'{why}' but {} has not acted", p.name));
            }
            (!moves && !acted).then(|| format!("'{why}' is no reason this test knows"))
        }
    }
}

mod clocks {
    use super::Passing;
    use chasetrack::systems::clocks::rules::{ClockChase, Command};

    impl Passing for ClockChase {
        /// Every command about the one acting but the keeper's placing, revealing and
        /// conditions, and an effect's "Additional Movement", which "may come out of turn".
        fn decides_in_turn(&self, pass: &Command, command: &Command) -> bool {
            !matches!(
                command,
                Command::EndTurn { .. }
                    | Command::Place { .. }
                    | Command::Reveal { .. }
                    | Command::SetCondition { .. }
                    | Command::AdditionalMovement { .. }
            ) && command.who().is_some()
                && command.who() == pass.who()
        }

        fn untrue(&self, why: &str) -> Option<String> {
            let id = self.current()?;
            let p = &self.participants[usize::from(id)];
            let ride = &self.participants[usize::from(self.mover(id))];
            if !why.starts_with(p.name.as_str()) {
                return Some(format!("'{why}' does not name {}", p.name));
            }
            let used = (p.used.check || ride.used.check)
                && (p.used.move_action || ride.used.move_action)
                && p.used.skill_action;
            (!used).then(|| format!("'{why}' but {} has not used them all", p.name))
        }
    }
}

mod gurps {
    use super::Passing;
    use chasetrack::systems::gurps::rules::{Command, GurpsChase};

    impl Passing for GurpsChase {
        /// "Chase Sequence", steps 3 and 4: the attacks and skill rolls a side resolves.
        fn decides_in_turn(&self, _pass: &Command, command: &Command) -> bool {
            matches!(
                command,
                Command::Attack { .. }
                    | Command::Force { .. }
                    | Command::Ram { .. }
                    | Command::Stunt { .. }
                    | Command::Embark { .. }
                    | Command::Board { .. }
                    | Command::SeizeControl { .. }
                    | Command::Task { .. }
            )
        }

        fn untrue(&self, why: &str) -> Option<String> {
            let side = self.step.role()?;
            let said = format!(
                "the {} has nothing to resolve at step {}",
                side.word(),
                self.step.number()
            );
            (why != said).then(|| {
                format!(
                    "'{why}' at step {} of the {}",
                    self.step.number(),
                    side.word()
                )
            })
        }
    }
}

mod savage {
    use super::Passing;
    use chasetrack::systems::savage::rules::{Command, SavageChase};

    impl Passing for SavageChase {
        /// "Chase Cards": what an Action Card lets its holder do.
        fn decides_in_turn(&self, pass: &Command, command: &Command) -> bool {
            let who = match command {
                Command::Complication { who }
                | Command::Attack { who, .. }
                | Command::Force { who, .. }
                | Command::Recover { who }
                | Command::ControlRoll { who } => who,
                _ => return false,
            };
            matches!(pass, Command::EndTurn { who: passing } if passing == who)
        }

        fn untrue(&self, why: &str) -> Option<String> {
            let id = self.current()?;
            let p = &self.participants[usize::from(id)];
            if !why.starts_with(p.name.as_str()) {
                return Some(format!("'{why}' does not name {}", p.name));
            }
            // "Attack Range": on a Two "the enemy is out of range".
            let on_a_two = self.card(id).is_some_and(|c| c.rank() == 2);
            let in_reach = !on_a_two && self.foes(id).any(|foe| self.has_advantage(id, foe));
            if why.contains("no foe in reach") && in_reach {
                return Some(format!("'{why}' but {} has a foe in reach", p.name));
            }
            if why.contains("no weapon") && p.weapon.is_some() {
                return Some(format!("'{why}' but {} has a weapon", p.name));
            }
            if why.contains("distracted") && !self.hand(id).distracted {
                return Some(format!("'{why}' but {} is not distracted", p.name));
            }
            if why.contains("still Shaken") && !p.shaken {
                return Some(format!("'{why}' but {} is not Shaken", p.name));
            }
            if why.contains("has taken its action") && !self.hand(id).acted {
                return Some(format!("'{why}' but {} has not acted", p.name));
            }
            if why.contains("cannot attack on") && !in_reach {
                return Some(format!("'{why}' but {} has no foe in reach", p.name));
            }
            None
        }
    }
}

/// The track system passes no turn by itself.
mod track {
    use super::Passing;
    use chasetrack::systems::track::rules::{Command, TrackChase};

    impl Passing for TrackChase {
        fn decides_in_turn(&self, pass: &Command, command: &Command) -> bool {
            command.who().is_some() && command.who() == pass.who() && command != pass
        }

        fn untrue(&self, why: &str) -> Option<String> {
            Some(format!("'{why}': this system passes no turn by itself"))
        }
    }
}

/// How many turns passed by themselves were checked, by system.
type Seen = std::collections::BTreeMap<&'static str, usize>;

/// The system of a chase state, by its module (`chasetrack::systems::<system>::rules::…`).
fn system<R>() -> &'static str {
    let path = std::any::type_name::<R>();
    ["coc7", "clocks", "gurps", "savage", "track"]
        .into_iter()
        .find(|system| path.contains(&format!("::{system}::")))
        .unwrap_or("?")
}

/// The problems of one state, reached after `last`.
fn check<R: Passing>(
    state: &R,
    last: Option<&R::Command>,
    at: &str,
    seen: &mut Seen,
) -> Vec<String> {
    let Some((pass, why)) = state.empty_turn_after(last) else {
        return Vec::new();
    };
    *seen.entry(system::<R>()).or_default() += 1;
    let legal = state.legal_commands();
    let mut problems = Vec::new();
    if !legal.contains(&pass) {
        problems.push(format!("{at}: passes with {pass:?}, which is not legal"));
    }
    for command in legal.iter().filter(|c| **c != pass) {
        if state.decides_in_turn(&pass, command) {
            problems.push(format!(
                "{at}: the turn passes ({why}) although {command:?} is legal"
            ));
        }
    }
    if let Some(wrong) = state.untrue(&why) {
        problems.push(format!("{at}: {wrong}"));
    }
    problems
}

/// Every state of a golden script, each with the command that led there.
fn script_problems<R: Passing>(
    initial: &R,
    script: &std::path::Path,
    seen: &mut Seen,
) -> (Vec<String>, usize) {
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let parsed =
        read_script::<R>(&text, &script.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    let steps: Vec<Step<R::Command, R::Expect>> = parsed.steps;
    let played = play(Session::new(initial.clone()), &steps, 0);
    let name = script.display().to_string();
    let mut problems = check(initial, None, &format!("{name}, state 0"), seen);
    let mut state = initial.clone();
    let mut n = 0;
    played.session.retell(|_, _, entry| {
        entry.events.iter().for_each(|event| state.apply(event));
        n += 1;
        problems.extend(check(
            &state,
            Some(&entry.command),
            &format!("{name}, state {n}"),
            seen,
        ));
    });
    (problems, n + 1)
}

/// Random play through legal commands, checking each state reached.
fn random_problems<R: Passing>(
    initial: &R,
    seed: u64,
    steps: usize,
    name: &str,
    seen: &mut Seen,
) -> Vec<String> {
    let mut state = initial.clone();
    let mut pick = Random(seed.wrapping_mul(104_729) + 3);
    let mut problems = check(&state, None, &format!("{name}, seed {seed}, start"), seen);
    for step in 0..steps {
        // The keeper's own end of the chase (or taking someone out) is left aside, so the walk
        // goes deep into the chase rather than stopping at once.
        let legal: Vec<R::Command> = state
            .legal_commands()
            .into_iter()
            .filter(|c| {
                let shape = format!("{c:?}");
                !shape.starts_with("EndChase") && !shape.starts_with("TakeOut")
            })
            .collect();
        if legal.is_empty() {
            break;
        }
        let command = legal[pick.below(legal.len())].clone();
        let mut roller = Roller::seeded(seed ^ (step as u64) << 8);
        match state.handle(&command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(_) => break,
        }
        let at = format!("{name}, seed {seed}, step {step} after {command:?}");
        problems.extend(check(&state, Some(&command), &at, seen));
    }
    problems
}

#[test]
fn in_every_golden_state_a_turn_passes_only_when_nothing_else_is_legal() {
    let mut problems = Vec::new();
    let mut states = 0;
    let mut passes = Seen::new();
    for script in scripts() {
        let setup = script_setup(&script);
        let (found, walked) = chasetrack::each!(&setup.chase, session =>
            script_problems(session.state(), &script, &mut passes));
        problems.extend(found);
        states += walked;
    }
    assert!(states > 100, "only {states} states");
    for system in ["coc7", "clocks", "gurps"] {
        assert!(
            passes.contains_key(system),
            "no pass seen in {system}: {passes:?}"
        );
    }
    crate::parity::assert_no_problems(problems);
}

#[test]
fn in_random_play_of_every_shipped_setup_a_turn_passes_only_when_nothing_else_is_legal() {
    let mut problems = Vec::new();
    let mut passes = Seen::new();
    for (name, setup) in shipped_setups() {
        for seed in 0..4 {
            problems.extend(chasetrack::each!(&setup.chase, session =>
                random_problems(session.state(), seed, 60, &name, &mut passes)));
        }
    }
    // The golden scripts reach the position clocks' spent turns; random play ends them sooner.
    for system in ["coc7", "gurps", "savage"] {
        assert!(
            passes.contains_key(system),
            "no pass seen in {system}: {passes:?}"
        );
    }
    crate::parity::assert_no_problems(problems);
}

/// "Shaken Characters": "They attempt to become un-Shaken on their Action Card as usual." The
/// Knight, Shaken on his card, fails to recover, and the GM's next command is about someone
/// else: his turn passes, and the reason is that he is still Shaken, not that no foe is in reach
/// (the bandits are).
#[test]
fn a_savage_turn_still_shaken_says_so_not_no_foe_in_reach() {
    use chasetrack::engine::Rules;
    use chasetrack::systems::Chase;
    use chasetrack::systems::savage::rules::Command;
    use chasetrack::systems::screens::Screen;

    let dir = tempfile::tempdir().unwrap();
    let mut app = crate::tui_common::app_with_journal(
        crate::tui_common::asset("savage-knights-bandits.ron"),
        &dir,
    );
    crate::tui_common::press(&mut app, "mR");
    let Chase::Savage(session) = app.chase() else {
        panic!("a Savage Worlds chase");
    };
    let mut state = session.state().clone();
    let knight = state.find("Knight").unwrap();
    assert_eq!(state.current(), Some(knight), "the Knight acts first");
    let bandits = state.find("Bandits").unwrap();
    assert!(
        state.has_advantage(knight, bandits),
        "the bandits are in reach"
    );
    let run = |state: &mut chasetrack::systems::savage::rules::SavageChase,
               command: &Command,
               dice: &[i32]| {
        let mut roller = Roller::given(dice.iter().copied());
        let events = state
            .handle(command, &mut roller)
            .unwrap_or_else(|e| panic!("{e}"));
        events.iter().for_each(|event| state.apply(event));
    };
    run(
        &mut state,
        &Command::SetShaken {
            who: "Knight".into(),
            shaken: true,
            control_now: true,
        },
        &[],
    );
    // Spirit d6 and the wild die: 1 and 1, no recovery.
    run(
        &mut state,
        &Command::Recover {
            who: "Knight".into(),
        },
        &[1, 1],
    );
    assert!(state.participants[usize::from(knight)].shaken);
    let other = Command::SetShaken {
        who: "Squire".into(),
        shaken: true,
        control_now: true,
    };
    run(&mut state, &other, &[]);
    let (pass, why) = state
        .empty_turn_after(Some(&other))
        .expect("the Knight's turn passes");
    assert_eq!(
        pass,
        Command::EndTurn {
            who: "Knight".into()
        }
    );
    let card = state.card(knight).unwrap();
    assert_eq!(
        why,
        format!("Knight is still Shaken on {card}: no action this turn")
    );
}
