//! What the keys mean in a GURPS Action chase: which command a key makes (at once, or after a
//! form), whether it can do anything now (for the hint bar), and how a command is named when it
//! is undone. The step keys act for the side whose step it is; `n` always does the next step.

mod forms;
mod impl_screen;
mod issued_by;
pub(crate) mod key_names;
mod keys;

pub use forms::Form;
pub use impl_screen::selected;
pub use issued_by::issued_by;
pub use keys::{Action, BINDINGS};

use crate::screen::KeyNames;
use crate::screen::probe::{probe, probe_form};
use crate::systems::gurps::rules::{Command, GurpsChase, Id, Side, Stage};

/// What a key asks for.
pub type Intent = crate::screen::Intent<Command, Form>;

/// The command or form a key stands for, given the selected person.
pub fn intent(key: Action, state: &GurpsChase, selected: Id, keys: &KeyNames) -> Intent {
    if state.step == Stage::Over && key != Action::EndChase {
        return Intent::Decline(keys.chase_is_over());
    }
    let form = |form: Form| {
        if probe_form(state, &form) {
            Intent::Form(form)
        } else {
            match state.build_refusal(&form, keys) {
                Some(why) => Intent::Decline(why),
                None => Intent::Decline(format!(
                    "Not now: {}.",
                    crate::systems::gurps::rules::waits_for(state)
                )),
            }
        }
    };
    let run = |command: Command| match probe(state, &command, keys) {
        Ok(()) => Intent::Run(command),
        Err(why) => Intent::Decline(why),
    };
    match key {
        Action::Next => match state.step {
            Stage::QuarryDeclares => form(Form::Declare(Side::Quarry)),
            Stage::PursuerDeclares => form(Form::Declare(Side::Pursuer)),
            Stage::PursuerResolves | Stage::QuarryResolves => run(Command::EndStep),
            Stage::Contest => form(Form::Contest),
            Stage::Shift => form(Form::Shift),
            Stage::Over => Intent::Decline("The chase is over.".to_string()),
        },
        Action::Declare => match state.step {
            Stage::QuarryDeclares => form(Form::Declare(Side::Quarry)),
            Stage::PursuerDeclares => form(Form::Declare(Side::Pursuer)),
            _ => Intent::Decline(format!(
                "Maneuvers are declared at steps 1 and 2; now: {}.",
                crate::systems::gurps::rules::waits_for(state)
            )),
        },
        Action::Random => match state
            .step
            .role()
            .filter(|_| matches!(state.step, Stage::QuarryDeclares | Stage::PursuerDeclares))
        {
            Some(side) => run(Command::DeclareRandom { side }),
            None => Intent::Decline("The tool picks a maneuver at steps 1 and 2 only.".to_string()),
        },
        Action::Attack => form(Form::Attack),
        Action::Force => form(Form::Force),
        Action::Ram => form(Form::Ram),
        Action::Stunt => form(Form::Stunt),
        Action::Embark => form(Form::Embark),
        Action::Board => form(Form::Board),
        Action::Seize => form(Form::Seize),
        Action::Task => form(Form::Task),
        Action::Scenery => Intent::Run(Command::Scenery { on: !state.scenery }),
        Action::Lead => match state.people.get(usize::from(selected)) {
            Some(p) => run(Command::Lead {
                who: p.name.clone(),
            }),
            None => Intent::Decline(format!("Select someone first ({}).", keys.select)),
        },
        Action::KeptUp => form(Form::KeptUp),
        Action::Skill => match state.people.get(usize::from(selected)) {
            Some(_) => form(Form::Skill(selected)),
            None => Intent::Decline(format!("Select someone first ({}).", keys.select)),
        },
        Action::EndChase => match state.step {
            Stage::Over => Intent::Decline("The chase is over already.".to_string()),
            _ => Intent::Confirm(
                Command::EndChase,
                "End the chase here? (Undo can take it back.)".to_string(),
            ),
        },
    }
}

/// The keys that resolve something at steps 3 and 4: with none of them possible, the step has
/// nothing to resolve.
pub const RESOLVING: [Action; 8] = [
    Action::Attack,
    Action::Force,
    Action::Ram,
    Action::Stunt,
    Action::Embark,
    Action::Board,
    Action::Seize,
    Action::Task,
];

/// Whether a key can do something now: the hint bar shows only these.
pub fn available(key: Action, state: &GurpsChase, selected: Id) -> bool {
    !matches!(
        intent(key, state, selected, KeyNames::builtin()),
        Intent::Decline(_)
    )
}

impl GurpsChase {
    /// Why a form cannot be answered at all now, in its own words.
    fn build_refusal(&self, form: &Form, keys: &KeyNames) -> Option<String> {
        match forms::build(
            form,
            self,
            &mut crate::screen::form::Asker::with_keys(&[], keys),
        ) {
            Err(crate::screen::form::Stop::Decline(why)) => Some(why),
            _ => None,
        }
    }
}

/// A command in a few words, for "Undone: …" and "Redone: …".
pub fn describe(command: &Command) -> String {
    match command {
        Command::Declare { side, maneuver, .. } => {
            format!("the {}'s {}", side.word(), maneuver.word())
        }
        Command::DeclareRandom { side } => format!("the {}'s random maneuver", side.word()),
        Command::Attack { who, target, .. } => format!("{who}'s attack on {target}"),
        Command::Force { who, target } => format!("{who} forcing {target}"),
        Command::Ram { who, target } => format!("{who} ramming {target}"),
        Command::Stunt { who } => format!("{who}'s Stunt roll"),
        Command::Disembark { who } => format!("{who} getting out"),
        Command::Embark { who, vehicle } => format!("{who} boarding {vehicle}"),
        Command::Board { who, vehicle } => format!("{who} leaping onto {vehicle}"),
        Command::SeizeControl { who } => format!("{who} seizing the controls"),
        Command::Task { who, what, .. } => format!("{who}'s try to {what}"),
        Command::EndStep => "the end of the step".to_string(),
        Command::Contest { .. } => "the Quick Contest".to_string(),
        Command::Shift { .. } => "the range shift".to_string(),
        Command::PullOut { .. } => "the quarry's choice after hiding".to_string(),
        Command::Lead { who } => format!("{who} taking the lead"),
        Command::KeptUp { side } => format!("the {} keeping up", side.word()),
        Command::Scenery { on } => format!("scenery {}", if *on { "on" } else { "off" }),
        Command::EndChase => "ending the chase".to_string(),
        Command::ChooseSkill { who, .. } => format!("the GM's choice of {who}'s skill"),
    }
}
