//! The search for the keys that issue a command, on the screen's own data: where the keeper can
//! look (the selected participant, walked with `j`; the cursor, moved with `h`/`l`), what each key
//! asks for there ([`Screen::intent`]), and every answer to its form ([`Screen::build`]: each
//! option of a pick-list; for a line, what it starts with and the words and numbers of the
//! command looked for). A [`Way`] found here is then pressed on the real screen ([`super::press`]).

use super::OnScreen;
use chasetrack::screen::form::{Answer, Asker, QuestionKind, Stop};
use chasetrack::systems::screens::{Focus, Intent, Screen};
use std::collections::HashMap;

/// The ways found at one place for one key, by the generator's command written out.
type Ways<A> = HashMap<String, Way<A>>;

/// One answer as keys: an option of a pick-list (and where its cursor starts), or a line (and
/// what it starts with).
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    Pick { index: usize, default: usize },
    Line { text: String, initial: String },
}

/// The keys that issue a command: `j` pressed `selects` times, the cursor moved `cursor` steps
/// (`l` forward, `h` back), the action's key, `y` when it asks first, then each reply.
#[derive(Clone, Debug)]
pub struct Way<A> {
    pub selects: usize,
    pub cursor: i64,
    pub focus: Focus,
    pub action: A,
    pub confirm: bool,
    pub replies: Vec<Reply>,
}

/// Where the keeper can look from `start`: the selection walked with `j` (0 to the queue's length
/// presses, each from where the one before left the cursor, as the screen walks it), and from
/// each, the cursor moved forward and back until it
/// stops; each place once, the fewest keys first.
pub fn foci<R: Screen>(state: &R, start: Focus) -> Vec<(usize, i64, Focus)> {
    let queue = state.queue();
    let mut out: Vec<(usize, i64, Focus)> = vec![(0, 0, start)];
    let here = queue
        .iter()
        .position(|id| *id == start.selected)
        .unwrap_or(0);
    // Each press from where the last one left the cursor, as the screen walks it (a
    // participant out of the chase keeps the cursor where the one before put it).
    let mut focus = start;
    for presses in 1..=queue.len() {
        let selected = queue[(here + presses) % queue.len()];
        focus = state.select(Focus { selected, ..focus });
        if !out.iter().any(|(_, _, f)| *f == focus) {
            out.push((presses, 0, focus));
        }
    }
    let selections = out.clone();
    for (presses, _, from) in selections {
        for step in [1i64, -1] {
            let mut focus = from;
            for moved in 1..=80i64 {
                let next = state.move_cursor(focus, step);
                if next == focus {
                    break;
                }
                focus = next;
                if !out.iter().any(|(_, _, f)| *f == focus) {
                    out.push((presses, step * moved, focus));
                }
            }
        }
    }
    out
}

/// What a key gives at one place: the commands its answers make (with the replies; whether it
/// asks first; whether a line was among its questions), or why it refuses.
#[derive(Clone, Debug)]
pub enum Gives<R: Screen> {
    Commands {
        made: Vec<(Vec<Reply>, R::Command)>,
        confirm: bool,
        lines: bool,
    },
    Refused,
    Looks,
}

/// The search over one state, remembering what each key gives at each place.
pub struct Search<'a, R: OnScreen> {
    pub state: &'a R,
    pub foci: Vec<(usize, i64, Focus)>,
    /// (place, key) → what the key asks for there (written out), the key to `asked`.
    intents: HashMap<(usize, usize), String>,
    /// What a key asks for (written out), and the words its lines are tried with → what it
    /// gives: a key that asks for the same wherever the keeper looks (a turn key for whoever
    /// acts) is explored once.
    asked: HashMap<(String, Vec<String>), Gives<R>>,
    /// A command (as written) → what the rules do with it, with the same dice each time.
    outcomes: HashMap<String, String>,
    /// Forms built, to keep the search within bounds.
    pub builds: usize,
    /// The places indexed, and what their keys give, by the generator's command written out.
    index: HashMap<(usize, usize), Ways<R::Action>>,
    /// Every command indexed, with its place and key, in the order indexed.
    made: Vec<(usize, usize, R::Command)>,
}

/// What a line is answered with besides what it starts with, where it wants a name or a few
/// words (what is tried, a new obstacle): free text the generator lists as its placeholder.
const PLACEHOLDER: &str = "Someone new";

/// The most answers a form is tried with at one place for one command looked for.
const BUDGET: usize = 1500;

/// The most answers of the last resort: one form walked for one command, its options naming
/// someone else left out.
const AIMED: usize = 20_000;

impl<'a, R: OnScreen> Search<'a, R> {
    pub fn new(state: &'a R, start: Focus) -> Self {
        Search {
            foci: foci(state, start),
            state,
            intents: HashMap::new(),
            asked: HashMap::new(),
            outcomes: HashMap::new(),
            builds: 0,
            index: HashMap::new(),
            made: Vec::new(),
        }
    }

    /// The participants `command` does not name (by any of its words).
    fn others(&self, command: &R::Command) -> Vec<String> {
        let words = words_of(command);
        (0..)
            .map_while(|at| self.state.participant_name(at))
            .filter(|name| !words.iter().any(|w| w == name))
            .map(str::to_string)
            .collect()
    }

    /// Whether the command the screen gave is the legal command looked for: the same, the same
    /// up to free text and modifiers that never decide ([`OnScreen::same`]), or one the rules
    /// carry out to the same events with the same dice (a Lucky Break offered where none is
    /// needed is not spent, so declaring with it is declaring without).
    pub fn same(&mut self, given: &R::Command, legal: &R::Command) -> bool {
        self.state.same(given, legal) || self.outcome(given) == self.outcome(legal)
    }

    /// Whether the screen's command is carried out as the generator's: it is one, or the rules
    /// take it as it stands.
    fn acceptable(&self, given: &R::Command) -> bool {
        self.state.normal(given) == *given || self.state.allows(given)
    }

    fn outcome(&mut self, command: &R::Command) -> String {
        let key = format!("{command:?}");
        if let Some(known) = self.outcomes.get(&key) {
            return known.clone();
        }
        let told = match self
            .state
            .handle(command, &mut chasetrack::dice::Roller::seeded(11))
        {
            Ok(events) => format!("{events:?}"),
            Err(error) => format!("refused: {key}: {error}"),
        };
        self.outcomes.insert(key, told.clone());
        told
    }

    /// What `action` (the index of its binding) gives at place `at`, every line left as it starts.
    pub fn gives(&mut self, at: usize, key: usize, action: R::Action) -> &Gives<R> {
        self.gives_with(at, key, action, &[PLACEHOLDER.to_string()])
    }

    /// What `action` gives at place `at`, every line left as it starts (remembered by what the
    /// key asks for there).
    fn gives_with(
        &mut self,
        at: usize,
        key: usize,
        action: R::Action,
        words: &[String],
    ) -> &Gives<R> {
        let focus = self.foci[at].2;
        let state = self.state;
        let asked = self
            .intents
            .entry((at, key))
            .or_insert_with(|| {
                format!(
                    "{:?}",
                    state.intent(action, focus, chasetrack::screen::KeyNames::builtin())
                )
            })
            .clone();
        let memo = (asked, words.to_vec());
        if !self.asked.contains_key(&memo) {
            let gives = self.explore(focus, action, words, None, BUDGET);
            self.asked.insert(memo.clone(), gives);
        }
        &self.asked[&memo]
    }

    /// With a `target`, the walk stops at the first answers that make it.
    pub fn explore(
        &mut self,
        focus: Focus,
        action: R::Action,
        words: &[String],
        target: Option<&R::Command>,
        budget: usize,
    ) -> Gives<R> {
        match self
            .state
            .intent(action, focus, chasetrack::screen::KeyNames::builtin())
        {
            Intent::Run(command) => Gives::Commands {
                made: vec![(Vec::new(), command)],
                confirm: false,
                lines: false,
            },
            Intent::Confirm(command, _) => Gives::Commands {
                made: vec![(Vec::new(), command)],
                confirm: true,
                lines: false,
            },
            Intent::Decline(_) => Gives::Refused,
            Intent::Look(..) => Gives::Looks,
            Intent::Form(form) => {
                let mut walk = Walk {
                    words,
                    found: Vec::new(),
                    budget,
                    lines: false,
                    target,
                    done: false,
                    others: target.map(|t| self.others(t)).unwrap_or_default(),
                };
                let refused = self.answer(&form, &mut Vec::new(), &mut walk);
                match refused {
                    Some(_) if walk.found.is_empty() => Gives::Refused,
                    _ => Gives::Commands {
                        made: walk.found,
                        confirm: false,
                        lines: walk.lines,
                    },
                }
            }
        }
    }

    /// Every answer to the form after `replies`, depth first; the refusal of the form itself
    /// (before any answer), if it refuses.
    fn answer(
        &mut self,
        form: &R::Form,
        replies: &mut Vec<Reply>,
        walk: &mut Walk<R>,
    ) -> Option<String> {
        if walk.budget == 0 || walk.done {
            return None;
        }
        walk.budget -= 1;
        self.builds += 1;
        let answers: Vec<Answer> = replies
            .iter()
            .map(|reply| match reply {
                Reply::Pick { index, .. } => Answer::Pick(*index),
                Reply::Line { text, .. } => Answer::Text(text.clone()),
            })
            .collect();
        match self.state.build(form, &mut Asker::new(&answers)) {
            Ok(command) => {
                if let Some(target) = walk.target {
                    walk.done = self.state.same(&command, target) && self.acceptable(&command);
                }
                walk.found.push((replies.clone(), command));
                None
            }
            Err(Stop::Ask(question)) => {
                let choices: Vec<Reply> = match question.kind {
                    // Walking for one command, an option about someone it does not name (an
                    // attack's other targets) cannot lead to it.
                    QuestionKind::Pick { options, default } => (0..options.len())
                        .filter(|index| {
                            !walk
                                .others
                                .iter()
                                .any(|name| names_first(&options[*index], name))
                        })
                        .map(|index| Reply::Pick { index, default })
                        .collect(),
                    QuestionKind::Text { initial, .. } => {
                        walk.lines = true;
                        let mut texts = vec![initial.clone()];
                        for word in walk.words {
                            if !texts.contains(word) {
                                texts.push(word.clone());
                            }
                        }
                        texts
                            .into_iter()
                            .map(|text| Reply::Line {
                                text,
                                initial: initial.clone(),
                            })
                            .collect()
                    }
                };
                // Each answer gets its fair share of what is left, and what one leaves unused
                // goes on to the next: a deep branch (a fighting maneuver's effects) cannot
                // starve the answers after it (the other targets of an attack).
                let count = choices.len();
                for (at, choice) in choices.into_iter().enumerate() {
                    let left = walk.budget;
                    let share = left / (count - at);
                    walk.budget = share;
                    replies.push(choice);
                    self.answer(form, replies, walk);
                    replies.pop();
                    walk.budget += left - share;
                }
                None
            }
            Err(Stop::Invalid { .. }) => None,
            Err(Stop::Decline(why)) => replies.is_empty().then_some(why),
        }
    }

    /// Why a key refuses at `focus` before any answer, if it does.
    pub fn refusal(&self, focus: Focus, action: R::Action) -> Option<String> {
        match self
            .state
            .intent(action, focus, chasetrack::screen::KeyNames::builtin())
        {
            Intent::Decline(why) => Some(why),
            Intent::Form(form) => match self.state.build(&form, &mut Asker::new(&[])) {
                Err(Stop::Decline(why)) => Some(why),
                _ => None,
            },
            _ => None,
        }
    }

    /// The commands the search saw keys give where the keeper looks now, with the key.
    pub fn given_here(&self) -> Vec<(R::Action, R::Command)> {
        let actions = Self::actions();
        self.made
            .iter()
            .filter(|(at, _, _)| *at == 0)
            .map(|(_, key, given)| (actions[*key], given.clone()))
            .collect()
    }

    /// The keys of the system's section, in help order.
    pub fn actions() -> Vec<R::Action> {
        R::bindings().iter().map(|b| b.msg).collect()
    }

    /// The keys that issue `legal` among those [`Screen::issued_by`] names for it, at the fewest
    /// keys' place first.
    pub fn find(&mut self, legal: &R::Command) -> Option<Way<R::Action>> {
        let named = R::issued_by(legal);
        self.find_among(legal, |a| named.contains(&a), self.foci.len())
    }

    /// Some key that issues `legal` where the keeper looks now, whatever the system names for it
    /// (for the message when none of those it names does).
    pub fn find_any(&mut self, legal: &R::Command) -> Option<Way<R::Action>> {
        self.find_among(legal, |_| true, 1)
    }

    /// What a key gives at a place with its lines left as they start, by the command the
    /// generator lists for each (written out).
    fn indexed(&mut self, at: usize, key: usize, action: R::Action) -> &Ways<R::Action> {
        if !self.index.contains_key(&(at, key)) {
            let mut made_here = HashMap::new();
            if let Gives::Commands { made, confirm, .. } = self.gives(at, key, action).clone() {
                for (replies, given) in made {
                    // A command the rules refuse is no way to a legal one, whatever it stands
                    // for once its typed parts are set aside (a shot with no damage typed).
                    let normal = self.state.normal(&given);
                    if normal != given && !self.state.allows(&given) {
                        continue;
                    }
                    let written = format!("{normal:?}");
                    let way = self.way(at, action, confirm, replies);
                    made_here.entry(written).or_insert(way);
                    self.made.push((at, key, given));
                }
            }
            self.index.insert((at, key), made_here);
        }
        &self.index[&(at, key)]
    }

    fn find_among(
        &mut self,
        legal: &R::Command,
        keys: impl Fn(R::Action) -> bool,
        places: usize,
    ) -> Option<Way<R::Action>> {
        let written = format!("{legal:?}");
        let named: Vec<(usize, R::Action)> = Self::actions()
            .into_iter()
            .enumerate()
            .filter(|(_, a)| keys(*a))
            .collect();
        // Where the keeper looks first, and wherever the participant the command names is
        // selected: a key about someone else is pressed with them selected.
        let all = words_of(legal);
        let start = self.foci[0].2.selected;
        let state = self.state;
        let total = places;
        let places: Vec<usize> = (0..places)
            .filter(|at| {
                let selected = self.foci[*at].2.selected;
                selected == start
                    || state
                        .participant_name(selected)
                        .is_some_and(|name| all.iter().any(|w| w == name))
            })
            .collect();
        for &at in &places {
            for &(key, action) in &named {
                if let Some(way) = self.indexed(at, key, action).get(&written) {
                    return Some(way.clone());
                }
            }
        }
        // A command about a location on a way the cursor reaches only with someone else
        // selected (a fork's other branch): every other place, as the keys give them.
        if places.len() < self.foci.len().min(total) {
            for at in (0..self.foci.len().min(total)).filter(|at| !places.contains(at)) {
                for &(key, action) in &named {
                    if let Some(way) = self.indexed(at, key, action).get(&written) {
                        return Some(way.clone());
                    }
                }
            }
        }
        // The same decision by another command (the rules do the same with it).
        let outcome = self.outcome(legal);
        let candidates: Vec<(usize, usize, R::Command)> = self
            .made
            .iter()
            .filter(|(at, key, _)| places.contains(at) && named.iter().any(|(k, _)| k == key))
            .cloned()
            .collect();
        for (at, key, given) in candidates {
            if self.state.same(&given, legal) || self.outcome(&given) == outcome {
                let written = format!("{:?}", self.state.normal(&given));
                return self.index[&(at, key)].get(&written).cloned();
            }
        }
        // Lines typed with the command's own words and numbers, where a key asks for a line.
        // Only the words in which it differs from the nearest command the key gives as it is
        // (a segment, a count), so that a form of several lines is not tried with every word
        // on every line.
        let mut tried = std::collections::HashSet::new();
        for &at in &places {
            for &(key, action) in &named {
                if !matches!(
                    self.gives(at, key, action),
                    Gives::Commands { lines: true, .. }
                ) || !tried.insert(self.intents[&(at, key)].clone())
                {
                    continue;
                }
                let nearest = self
                    .made
                    .iter()
                    .filter(|(a, k, _)| *a == at && *k == key)
                    .map(|(_, _, c)| words_of(&self.state.normal(c)))
                    .max_by_key(|w| w.iter().filter(|x| all.contains(x)).count())
                    .unwrap_or_default();
                // Numbers always: the nearest may hold the same number for another reason.
                let mut words: Vec<String> = all
                    .iter()
                    .filter(|w| !nearest.contains(w) || w.parse::<f64>().is_ok())
                    .cloned()
                    .collect();
                if words.is_empty() {
                    words = all.clone();
                }
                words.push(PLACEHOLDER.to_string());
                // None and one (a group's attacks at a foe, a bonus): what a command written
                // with its defaults left out does not spell.
                words.extend(["0".to_string(), "1".to_string()]);
                // Explored whole and remembered: the commands that differ from the nearest in
                // the same words (each obstacle at segment 6) are found in one walk.
                if let Gives::Commands { made, confirm, .. } =
                    self.gives_with(at, key, action, &words).clone()
                {
                    for (replies, given) in made {
                        if self.state.same(&given, legal) && self.acceptable(&given) {
                            return Some(self.way(at, action, confirm, replies));
                        }
                    }
                }
            }
        }
        // The last resort: each key's form walked for this command alone, with every word of
        // it, leaving out the options about anyone it does not name (a big form, such as an
        // attack with its maneuvers, is more than the index walks whole).
        let mut words = all.clone();
        words.push(PLACEHOLDER.to_string());
        for &at in &places {
            for &(key, action) in &named {
                if !matches!(self.gives(at, key, action), Gives::Commands { .. }) {
                    continue;
                }
                let focus = self.foci[at].2;
                if let Gives::Commands { made, confirm, .. } =
                    self.explore(focus, action, &words, Some(legal), AIMED)
                    && let Some((replies, _)) = made
                        .into_iter()
                        .find(|(_, given)| self.state.same(given, legal) && self.acceptable(given))
                {
                    return Some(self.way(at, action, confirm, replies));
                }
            }
        }
        None
    }

    fn way(
        &self,
        at: usize,
        action: R::Action,
        confirm: bool,
        replies: Vec<Reply>,
    ) -> Way<R::Action> {
        let (selects, cursor, focus) = self.foci[at];
        Way {
            selects,
            cursor,
            focus,
            action,
            confirm,
            replies,
        }
    }
}

/// One walk through a form's answers.
struct Walk<'w, R: Screen> {
    words: &'w [String],
    target: Option<&'w R::Command>,
    done: bool,
    found: Vec<(Vec<Reply>, R::Command)>,
    budget: usize,
    lines: bool,
    /// Walking for one command: the participants it does not name.
    others: Vec<String>,
}

/// Whether an option's label is about `name`: it starts with the name, and the name ends there
/// (so that "Police 1" is not "Police 12").
fn names_first(label: &str, name: &str) -> bool {
    label
        .strip_prefix(name)
        .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric()))
}
/// The words and numbers a command carries (what a keeper would type on a line of its form): each
/// text and number of it, and each list of texts joined with commas.
pub fn words_of<C: serde::Serialize>(command: &C) -> Vec<String> {
    fn walk(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(text) => out.push(text.clone()),
            serde_json::Value::Number(n) => out.push(n.to_string()),
            serde_json::Value::Array(items) => {
                let texts: Vec<&str> = items.iter().filter_map(|i| i.as_str()).collect();
                if !texts.is_empty() {
                    out.push(texts.join(", "));
                }
                items.iter().for_each(|i| walk(i, out));
            }
            serde_json::Value::Object(fields) => fields.values().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if let Ok(value) = serde_json::to_value(command) {
        walk(&value, &mut out);
    }
    out.retain(|w| !w.is_empty());
    out.dedup();
    out
}
