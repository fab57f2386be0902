//! Commands that need choices (which skill, which target, how cautious) are asked as a short series
//! of questions: pick-lists and lines of text. A form is the answers given so far; the command's
//! builder reads them top-down with an [`Asker`] and stops at the first question not yet answered,
//! so going back one question is just dropping the last answer.

use super::KeyNames;

/// One answer the keeper gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The index of the option taken in a pick-list.
    Pick(usize),
    /// A line of text.
    Text(String),
}

/// A question to put to the keeper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub title: String,
    pub kind: QuestionKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuestionKind {
    /// Choose one of these; `default` is where the cursor starts.
    Pick {
        options: Vec<String>,
        default: usize,
    },
    /// Type a line; `hint` says what is expected, `initial` fills the line.
    Text { hint: String, initial: String },
}

impl Question {
    /// Whether the question is a number with a default on its line (a bonus, how many attack):
    /// there the letters that are prompt keys (`r`, `R`, `n`) act as keys, since no number holds
    /// them.
    pub fn number_with_default(&self) -> bool {
        matches!(&self.kind, QuestionKind::Text { initial, .. }
            if initial.trim().trim_start_matches('+').parse::<i64>().is_ok())
    }

    /// Whether the prompt keys (`r`, `R`, `n`) act as keys on this question's line rather than
    /// being typed: on a number with a default (no number holds a letter), and on any line that
    /// still holds its suggested answer untouched, so that a key meant to take the usual answer
    /// never lands in it as a letter. Once the keeper types or clears the line, letters type.
    pub fn prompt_keys_act(&self, line: &LineEditor) -> bool {
        self.number_with_default()
            || matches!(&self.kind, QuestionKind::Text { initial, .. }
                if !initial.trim().is_empty() && line.is_fresh() && line.text() == initial)
    }
}

/// Why a builder stopped before it had its command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// This question is next.
    Ask(Question),
    /// The answer at `position` cannot be used; ask it again, saying why.
    Invalid { position: usize, message: String },
    /// The command cannot be made at all here; the message says why.
    Decline(String),
}

/// Reads the answers in order, as a builder asks its questions.
#[derive(Debug)]
pub struct Asker<'a> {
    answers: &'a [Answer],
    position: usize,
    /// The questions the builder answered by itself (a list of one option), each with the number
    /// of answers read before it. Kept here rather than in [`Stop`]: every system's builders
    /// return `Result<Command, Stop>`, and the note is the screen's, not the command's.
    skipped: Vec<(usize, String)>,
    /// The words for keys the questions write ("Enter: none").
    keys: &'a KeyNames,
}

impl<'a> Asker<'a> {
    /// Reads `answers`, with the built-in tables' words for keys (for a builder whose questions
    /// nobody reads).
    pub fn new(answers: &'a [Answer]) -> Self {
        Asker::with_keys(answers, KeyNames::builtin())
    }

    /// Reads `answers`, its questions naming keys as `keys` has them: the screen's keymap in force.
    pub fn with_keys(answers: &'a [Answer], keys: &'a KeyNames) -> Self {
        Asker {
            answers,
            position: 0,
            skipped: Vec::new(),
            keys,
        }
    }

    /// The words for keys the questions write.
    pub fn keys(&self) -> &'a KeyNames {
        self.keys
    }

    /// The questions skipped, as sentences for the status line: those skipped after `answered`
    /// answers (the ones between the keeper's last answer and what is asked or done now; earlier
    /// ones were told when they were skipped). Empties the record.
    pub fn take_skipped(&mut self, answered: usize) -> Vec<String> {
        self.skipped
            .drain(..)
            .filter(|(position, _)| *position == answered)
            .map(|(_, note)| note)
            .collect()
    }

    /// A pick-list: the value of the option taken. An empty list refuses with `empty`.
    pub fn pick<T: Clone>(
        &mut self,
        title: impl Into<String>,
        options: Vec<(String, T)>,
        default: usize,
    ) -> Result<T, Stop> {
        if options.is_empty() {
            return Err(Stop::Decline(format!(
                "{}: there is nothing to choose",
                title.into()
            )));
        }
        match self.answers.get(self.position) {
            Some(Answer::Pick(index)) if *index < options.len() => {
                self.position += 1;
                Ok(options[*index].1.clone())
            }
            Some(_) => Err(Stop::Invalid {
                position: self.position,
                message: "choose one of the options".to_string(),
            }),
            None => Err(Stop::Ask(Question {
                title: title.into(),
                kind: QuestionKind::Pick {
                    default: default.min(options.len() - 1),
                    options: options.into_iter().map(|(label, _)| label).collect(),
                },
            })),
        }
    }

    /// Like [`Asker::pick`], but a list of one option is taken without asking; the screen says so
    /// on the status line ([`Asker::take_skipped`]), so that a keeper who expected the menu does not type
    /// into the next prompt by mistake.
    pub fn choose<T: Clone>(
        &mut self,
        title: impl Into<String>,
        options: Vec<(String, T)>,
        default: usize,
    ) -> Result<T, Stop> {
        if options.len() == 1 {
            let note = format!(
                "{} {}, the only choice, is taken.",
                title.into().trim(),
                options[0].0.trim()
            );
            self.skipped.push((self.position, note));
            return Ok(options[0].1.clone());
        }
        self.pick(title, options, default)
    }

    /// A line of text, read by `parse`; a parse error asks again with its message.
    pub fn text<T>(
        &mut self,
        title: impl Into<String>,
        hint: impl Into<String>,
        initial: impl Into<String>,
        parse: impl FnOnce(&str) -> Result<T, String>,
    ) -> Result<T, Stop> {
        match self.answers.get(self.position) {
            Some(Answer::Text(text)) => {
                let value = parse(text).map_err(|message| Stop::Invalid {
                    position: self.position,
                    message,
                })?;
                self.position += 1;
                Ok(value)
            }
            Some(Answer::Pick(_)) => Err(Stop::Invalid {
                position: self.position,
                message: "type an answer".to_string(),
            }),
            None => Err(Stop::Ask(Question {
                title: title.into(),
                kind: QuestionKind::Text {
                    hint: hint.into(),
                    initial: initial.into(),
                },
            })),
        }
    }
}

/// A line that must not be empty (a name, what is tried): the trimmed text, or `why` when there
/// is none.
pub fn required(why: impl Into<String>) -> impl FnOnce(&str) -> Result<String, String> {
    let why = why.into();
    move |text| {
        let text = text.trim();
        if text.is_empty() {
            Err(why)
        } else {
            Ok(text.to_string())
        }
    }
}

/// A new name: not empty (`why` when it is) and not one `taken` already knows (its message).
pub fn new_name(
    why: impl Into<String>,
    taken: impl FnOnce(&str) -> Option<String>,
) -> impl FnOnce(&str) -> Result<String, String> {
    let why = why.into();
    move |text| {
        let name = required(why)(text)?;
        match taken(&name) {
            Some(refusal) => Err(refusal),
            None => Ok(name),
        }
    }
}

/// A line editor for text questions and typed dice: printable characters in, Backspace out. A
/// line that starts with a suggested value ("10", the environment's CN) holds it *fresh*: Enter
/// takes it, the first character typed replaces it (so typing "9" gives 9, not 109), and
/// Backspace starts editing it instead.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineEditor {
    text: String,
    fresh: bool,
}

/// Long enough for any name or dice a keeper types; keeps a stuck key from growing a line forever.
const MAX_LINE: usize = 200;

impl LineEditor {
    pub fn with_text(text: &str) -> Self {
        LineEditor {
            text: text.chars().take(MAX_LINE).collect(),
            fresh: !text.is_empty(),
        }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the line still holds the suggested value untouched (typing replaces it).
    pub fn is_fresh(&self) -> bool {
        self.fresh
    }

    pub fn push(&mut self, c: char) {
        if c.is_control() {
            return;
        }
        if self.fresh {
            self.text.clear();
            self.fresh = false;
        }
        if self.text.chars().count() < MAX_LINE {
            self.text.push(c);
        }
    }

    pub fn erase(&mut self) {
        self.fresh = false;
        self.text.pop();
    }

    pub fn clear(&mut self) {
        self.fresh = false;
        self.text.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(answers: &[Answer]) -> Result<(u32, String), Stop> {
        let mut ask = Asker::new(answers);
        let n = ask.pick("How many?", vec![("one".into(), 1), ("two".into(), 2)], 1)?;
        let name = ask.text("Name?", "a name", "", |t| {
            if t.trim().is_empty() {
                Err("a name, please".to_string())
            } else {
                Ok(t.trim().to_string())
            }
        })?;
        Ok((n, name))
    }

    #[test]
    fn asks_each_question_in_turn_then_builds() {
        match build(&[]) {
            Err(Stop::Ask(q)) => assert_eq!(q.title, "How many?"),
            other => panic!("{other:?}"),
        }
        match build(&[Answer::Pick(1)]) {
            Err(Stop::Ask(q)) => assert_eq!(q.title, "Name?"),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            build(&[Answer::Pick(1), Answer::Text(" Ann ".into())]),
            Ok((2, "Ann".to_string()))
        );
    }

    #[test]
    fn a_bad_answer_is_asked_again_with_the_reason() {
        assert_eq!(
            build(&[Answer::Pick(0), Answer::Text("  ".into())]),
            Err(Stop::Invalid {
                position: 1,
                message: "a name, please".into()
            })
        );
        assert!(matches!(
            build(&[Answer::Pick(7)]),
            Err(Stop::Invalid { position: 0, .. })
        ));
    }

    #[test]
    fn a_suggested_value_is_replaced_by_typing_and_kept_by_editing() {
        let mut typed = LineEditor::with_text("10");
        typed.push('9');
        assert_eq!(typed.text(), "9");
        let mut edited = LineEditor::with_text("10");
        edited.erase();
        edited.push('2');
        assert_eq!(edited.text(), "12");
        assert!(LineEditor::with_text("10").is_fresh());
        assert!(!LineEditor::with_text("").is_fresh());
    }

    #[test]
    fn the_line_editor_ignores_control_characters_and_stops_growing() {
        let mut line = LineEditor::default();
        for c in "ab\u{7}c".chars() {
            line.push(c);
        }
        line.erase();
        assert_eq!(line.text(), "ab");
        for _ in 0..1000 {
            line.push('x');
        }
        assert_eq!(line.text().chars().count(), MAX_LINE);
    }
}
