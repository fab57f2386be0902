//! What every chase system's `Expect` step shares: the one check of its fields against the
//! script's own JSON view ([`check_view`]) and the step's line written from the same fields
//! ([`describe_fields`]), the chase-level fields (`round`, `turn`, `phase`, `outcome`) in the
//! same words whatever the system, and the shape of the step's line ("Farmer: location 3; round
//! 2, Farmer's turn"). Each system gives a table of its fields ([`Field`]), with a small hook
//! only where a field is not one figure of the view.

use super::layout::{is_nobody, known_word, possessive};
use crate::engine::Outcome;
use crate::engine::Rules;
use serde::Serialize;
use serde_json::Value;

/// What a chase state tells an expectation about the chase as a whole.
pub trait Chasewide: Rules {
    /// How the state names a participant.
    type Id: Copy + PartialEq;
    /// The words `phase` may be, in the order the chase goes through them.
    const PHASES: &'static [&'static str];

    /// The round being played.
    fn round_now(&self) -> u32;
    /// Whose turn it is, if anyone's.
    fn turn_now(&self) -> Option<Self::Id>;
    /// The phase as one of [`Self::PHASES`].
    fn phase_now(&self) -> &'static str;
    /// A participant by name, or the rules' own words for a name that is not in the chase.
    fn named(&self, name: &str) -> Result<Self::Id, String>;
    /// The participant's name as the setup gives it.
    fn name_of(&self, id: Self::Id) -> &str;

    /// The first participant's name, for the example in a message.
    fn example_name(&self) -> Option<&str>;

    /// "Ann's", "Hounds'": whose turn it is, as the system's narration says it.
    fn whose(name: &str) -> String {
        possessive(name)
    }
}

/// Implements [`Chasewide`] for a rules state whose inherent API reads the same in every system:
/// `round`, `phase` (named by the script module's `phase_word`), `current()`, `participants`,
/// `participant(id).name`, and the script module's own `find(state, name)`.
macro_rules! chasewide {
    ($state:ty, $id:ty, $phases:expr $(, whose = $whose:expr)?) => {
        impl $crate::script::expect::Chasewide for $state {
            type Id = $id;
            const PHASES: &'static [&'static str] = &$phases;

            fn round_now(&self) -> u32 {
                self.round
            }
            fn turn_now(&self) -> Option<$id> {
                self.current()
            }
            fn phase_now(&self) -> &'static str {
                phase_word(self.phase)
            }
            fn named(&self, name: &str) -> Result<$id, String> {
                find(self, name)
            }
            fn name_of(&self, id: $id) -> &str {
                &self.participant(id).name
            }
            fn example_name(&self) -> Option<&str> {
                self.participants.first().map(|p| p.name.as_str())
            }
            $(
                fn whose(name: &str) -> String {
                    ($whose)(name)
                }
            )?
        }
    };
}
pub(crate) use chasewide;

/// An expectation's line: "Farmer: location 3, HP 11; round 2, Farmer's turn", or "nothing".
fn describe(who: Option<&str>, about: &[String], chase: &[String]) -> String {
    let mut parts = Vec::new();
    match (who, about.is_empty()) {
        (Some(who), true) => parts.push(who.to_string()),
        (Some(who), false) => parts.push(format!("{who}: {}", about.join(", "))),
        (None, _) => {}
    }
    if !chase.is_empty() {
        parts.push(chase.join(", "));
    }
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join("; ")
    }
}

/// The line a script's end shows for a running round: "Round 2: Ann's turn, 1 segment used
/// (order: Ann, Hound)." with `used` saying what the one acting has left or has done, or
/// "Round 2: everyone has acted.".
pub fn round_line<S: Chasewide>(
    state: &S,
    order: &[S::Id],
    used: impl FnOnce(S::Id) -> String,
) -> String {
    let round = state.round_now();
    let Some(id) = state.turn_now() else {
        return format!("Round {round}: everyone has acted.");
    };
    let order: Vec<&str> = order.iter().map(|id| state.name_of(*id)).collect();
    format!(
        "Round {round}: {} turn, {} (order: {}).",
        S::whose(state.name_of(id)),
        used(id),
        order.join(", ")
    )
}

/// A script's end for tools: the chase-level fields every system has (`round`, `phase`, `turn`,
/// `order`) with the system's own fields added.
pub fn chase_json<S: Chasewide>(
    state: &S,
    order: &[S::Id],
    own: serde_json::Value,
) -> serde_json::Value {
    let mut fields = match own {
        serde_json::Value::Object(fields) => fields,
        _ => serde_json::Map::new(),
    };
    let names: Vec<&str> = order.iter().map(|id| state.name_of(*id)).collect();
    fields.insert("round".into(), state.round_now().into());
    fields.insert("phase".into(), state.phase_now().into());
    fields.insert(
        "turn".into(),
        state.turn_now().map(|id| state.name_of(id)).into(),
    );
    fields.insert("order".into(), names.into());
    serde_json::Value::Object(fields)
}

/// "the chase goes on", or how it ended.
pub fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Ongoing => "the chase goes on.".to_string(),
        Outcome::Over(how) => how.clone(),
    }
}

/// One field of a system's `Expect` step: where the script's JSON view holds what it is about,
/// how it is compared, and its words in the step's line and in a difference.
pub struct Field<S: Chasewide> {
    /// Its name in the step.
    pub name: &'static str,
    /// Its key in the view, in the participant's entry (a field about `who`) or at the top; a
    /// dot goes one level down: `vehicle.wounds`.
    pub key: &'static str,
    /// Whether it is about `who` (refused without it) rather than the chase as a whole.
    pub about_who: bool,
    /// The step's line: `{}` is the value as written, `{s}` an "s" unless it is 1.
    pub line: Line,
    /// A difference: `{who}`, `{wanted}`, `{found}`, `{s}` as in `line`, and `{.key}` a figure
    /// from the view's top: "expected {who} at location {wanted}, found {found}".
    pub wrong: &'static str,
    pub how: How<S>,
    /// What an empty figure in the view reads as.
    pub none: &'static str,
    /// How `true` and `false` read.
    pub flags: [&'static str; 2],
    /// The figure worked out from the state, where the view has none.
    pub figure: Option<Figure<S>>,
}

/// How a field of an `Expect` step shows in the step's line.
#[derive(Clone, Copy)]
pub enum Line {
    Text(&'static str),
    /// The system's own words, from the whole expectation (as JSON).
    Own(fn(&Value) -> String),
    /// Not at all (the field goes with another).
    Not,
}

/// How a field of an `Expect` step is compared with the view's figure.
pub enum How<S: Chasewide> {
    /// The same value.
    Same,
    /// One of these words (any case), refused otherwise; the second is what the field is.
    Word(&'static [&'static str], &'static str),
    /// The same text, any case.
    Text,
    /// A participant's name (any case), or nobody; refused if not in the chase.
    Name,
    /// Participants' names (any case), in order; each refused if not in the chase.
    Names,
    /// As many as the view's list holds.
    Count,
    /// Whether the view's figure is there at all (and not `false`).
    Given,
    /// The system's own check.
    Own(OwnCheck<S>),
}

/// A system's own check of a field: the state, the participant, the expectation (as JSON), and
/// the differences found so far.
pub type OwnCheck<S> =
    fn(&S, Option<<S as Chasewide>::Id>, &Value, &mut Vec<String>) -> Result<(), String>;

/// A figure worked out from the state, for the participant or the chase as a whole.
pub type Figure<S> = fn(&S, Option<<S as Chasewide>::Id>) -> Value;

impl<S: Chasewide> Field<S> {
    /// A field about `who`, equal to the view's figure of the same name.
    pub const fn who(name: &'static str, line: &'static str, wrong: &'static str) -> Self {
        Field {
            name,
            key: name,
            about_who: true,
            line: Line::Text(line),
            wrong,
            how: How::Same,
            none: "nothing",
            flags: ["true", "false"],
            figure: None,
        }
    }

    /// A field about the chase as a whole.
    pub const fn chase(name: &'static str, line: &'static str, wrong: &'static str) -> Self {
        Field {
            about_who: false,
            ..Field::who(name, line, wrong)
        }
    }

    /// The view names the figure otherwise.
    pub const fn key(self, key: &'static str) -> Self {
        Field { key, ..self }
    }

    pub const fn how(self, how: How<S>) -> Self {
        Field { how, ..self }
    }

    /// One of these words for a `what`.
    pub const fn words(self, words: &'static [&'static str], what: &'static str) -> Self {
        self.how(How::Word(words, what))
    }

    /// The system's own check.
    pub const fn own(self, check: OwnCheck<S>) -> Self {
        self.how(How::Own(check))
    }

    /// The figure worked out from the state (the participant's, for a field about `who`), for
    /// what the view does not show.
    pub const fn figure(self, figure: Figure<S>) -> Self {
        Field {
            figure: Some(figure),
            ..self
        }
    }

    pub const fn none(self, none: &'static str) -> Self {
        Field { none, ..self }
    }

    pub const fn flags(self, yes: &'static str, no: &'static str) -> Self {
        Field {
            flags: [yes, no],
            ..self
        }
    }

    /// The step's line in the system's own words.
    pub const fn line(self, line: fn(&Value) -> String) -> Self {
        Field {
            line: Line::Own(line),
            ..self
        }
    }

    /// Not in the step's line (another field says it).
    pub const fn unsaid(self) -> Self {
        Field {
            line: Line::Not,
            ..self
        }
    }

    /// A value as the keeper reads it: a word as written, a flag in its words, `none` for an
    /// empty figure, a list with commas.
    fn show(&self, value: &Value) -> String {
        match value {
            Value::String(text) => text.clone(),
            Value::Bool(yes) => self.flags[usize::from(!yes)].to_string(),
            Value::Null => self.none.to_string(),
            Value::Array(items) if items.is_empty() => "nobody".to_string(),
            Value::Array(items) => {
                let items: Vec<String> = items.iter().map(|item| self.show(item)).collect();
                items.join(", ")
            }
            other => other.to_string(),
        }
    }
}

/// The fields every chase has, about the chase as a whole: `round`, `turn`, `phase`, `outcome`.
pub const fn round<S: Chasewide>() -> Field<S> {
    Field::chase(
        "round",
        "round {}",
        "expected round {wanted}, found {found}",
    )
}

pub const fn turn<S: Chasewide>() -> Field<S> {
    Field::chase("turn", "", "")
        .line(|expect| format!("{} turn", S::whose(text_of(&expect["turn"]))))
        .own(|state, _, expect, wrong| {
            let turn = text_of(&expect["turn"]);
            let wanted = if is_nobody(turn) {
                None
            } else {
                Some(state.named(turn)?)
            };
            let current = state.turn_now();
            if wanted != current {
                let whose = |id: Option<S::Id>| match id {
                    Some(id) => format!("{} turn", S::whose(state.name_of(id))),
                    None => "nobody's turn".to_string(),
                };
                wrong.push(format!(
                    "expected {}, found {}",
                    whose(wanted),
                    whose(current)
                ));
            }
            Ok(())
        })
}

pub const fn phase<S: Chasewide>() -> Field<S> {
    Field::chase(
        "phase",
        "phase {}",
        "expected the chase to be {wanted}, found {found}",
    )
    .words(S::PHASES, "phase")
}

pub const fn outcome<S: Chasewide>() -> Field<S> {
    Field::chase("outcome", "outcome '{}'", "").own(|state, _, expect, wrong| {
        let words = text_of(&expect["outcome"]);
        let found = outcome_text(&state.outcome());
        if !found.to_lowercase().contains(&words.trim().to_lowercase()) {
            wrong.push(format!(
                "expected the outcome to say '{words}', found '{found}'"
            ));
        }
        Ok(())
    })
}

fn text_of(value: &Value) -> &str {
    value.as_str().unwrap_or_default()
}

/// The participant's entry in a view: `participants` (or `people`) by name.
fn entry_of<'v>(view: &'v Value, name: &str) -> &'v Value {
    ["participants", "people"]
        .iter()
        .filter_map(|list| view.get(list)?.as_array())
        .flatten()
        .find(|entry| entry["name"] == name)
        .unwrap_or(&Value::Null)
}

/// Whether the chase is as an `Expect` step says: each field given is compared, in the order of
/// `fields`, with the script's own JSON view of the state (`view`): a field about `who` with the
/// participant's entry, found by name, and a field about the chase with the view's top. Every
/// difference is named ("expected Farmer at location 3, found 4"); a name not in the chase, a
/// word the system does not know, or a field about someone without `who` is refused.
pub fn check_view<S: Chasewide, X: Serialize>(
    state: &S,
    view: &Value,
    fields: &[Field<S>],
    expect: &X,
) -> Result<(), String> {
    let expect = serde_json::to_value(expect).unwrap_or_default();
    let given = |name: &str| expect.get(name).filter(|value| !value.is_null());
    let who = match given("who").and_then(Value::as_str) {
        Some(name) => Some(state.named(name)?),
        None => match fields
            .iter()
            .find(|f| f.about_who && given(f.name).is_some())
        {
            Some(field) => {
                return Err(format!(
                    "'{}' is about a participant: say whose, e.g. who: \"{}\"",
                    field.name,
                    state.example_name().unwrap_or("Harvey")
                ));
            }
            None => None,
        },
    };
    let name = who.map_or("", |id| state.name_of(id));
    let entry = entry_of(view, name);
    let mut wrong = Vec::new();
    for field in fields {
        let Some(wanted) = given(field.name) else {
            continue;
        };
        let figure = field.figure.map(|figure| figure(state, who));
        let found = figure.as_ref().unwrap_or_else(|| {
            let top = if field.about_who { entry } else { view };
            let at = field.key.split('.').try_fold(top, |at, key| at.get(key));
            at.unwrap_or(&Value::Null)
        });
        let (same, wanted, found) = match &field.how {
            How::Own(check) => {
                check(state, who, &expect, &mut wrong)?;
                continue;
            }
            How::Same => (wanted == found, wanted.clone(), found.clone()),
            How::Word(words, what) => {
                let word = known_word(text_of(wanted), words, what)?;
                (found == word.as_str(), word.into(), found.clone())
            }
            How::Text => {
                let text = text_of(wanted).trim();
                let same = text.eq_ignore_ascii_case(text_of(found));
                (same, text.into(), found.clone())
            }
            How::Name => {
                let wanted = match text_of(wanted) {
                    nobody if is_nobody(nobody) => Value::Null,
                    name => state.name_of(state.named(name)?).into(),
                };
                (wanted == *found, wanted, found.clone())
            }
            How::Names => {
                let names = wanted.as_array().into_iter().flatten().map(text_of);
                let names = names.map(|name| Ok(state.name_of(state.named(name)?).into()));
                let wanted = Value::Array(names.collect::<Result<_, String>>()?);
                (wanted == *found, wanted, found.clone())
            }
            How::Count => {
                let count = found.as_array().map_or(0, Vec::len);
                (
                    wanted.as_u64() == Some(count as u64),
                    wanted.clone(),
                    count.into(),
                )
            }
            How::Given => {
                let there = !matches!(found, Value::Null | Value::Bool(false));
                (*wanted == Value::Bool(there), wanted.clone(), there.into())
            }
        };
        if !same {
            let shown = field.show(&wanted);
            let found = match found {
                Value::Null => fill(field.none, "", &found, view, name, ""),
                found => field.show(&found),
            };
            wrong.push(fill(field.wrong, &shown, &wanted, view, name, &found));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("; "))
    }
}

/// A template with `{}` or `{wanted}` as the value, `{s}` its plural, `{who}` and `{found}` as
/// given, and `{.key}` a figure from the view's top; in one pass, so that a name may hold braces.
fn fill(
    template: &str,
    shown: &str,
    value: &Value,
    view: &Value,
    who: &str,
    found: &str,
) -> String {
    let mut text = String::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let Some(end) = rest[start..].find('}').map(|end| start + end) else {
            break;
        };
        text.push_str(&rest[..start]);
        match &rest[start + 1..end] {
            "" | "wanted" => text.push_str(shown),
            "s" if value.as_u64() != Some(1) => text.push('s'),
            "s" => {}
            "who" => text.push_str(who),
            "found" => text.push_str(found),
            key => {
                let figure = key.strip_prefix('.').and_then(|key| view.get(key));
                text.push_str(&figure.map_or(String::new(), |v| {
                    v.as_str().map_or_else(|| v.to_string(), str::to_string)
                }));
            }
        }
        rest = &rest[end + 1..];
    }
    text.push_str(rest);
    text
}

/// An `Expect` step's line from its fields, in the order of `fields`: "Farmer: location 3,
/// HP 11; round 2, Farmer's turn", or "nothing".
pub fn describe_fields<S: Chasewide, X: Serialize>(fields: &[Field<S>], expect: &X) -> String {
    let expect = serde_json::to_value(expect).unwrap_or_default();
    let (mut about, mut chase) = (Vec::new(), Vec::new());
    for field in fields {
        let Some(value) = expect.get(field.name).filter(|value| !value.is_null()) else {
            continue;
        };
        let text = match field.line {
            Line::Text(line) => fill(line, &field.show(value), value, &Value::Null, "", ""),
            Line::Own(line) => line(&expect),
            Line::Not => continue,
        };
        if field.about_who {
            &mut about
        } else {
            &mut chase
        }
        .push(text);
    }
    describe(expect.get("who").and_then(Value::as_str), &about, &chase)
}
