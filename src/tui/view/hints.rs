//! The hint bar: the keys that do something right now, drawn from the keymap and filtered by what
//! the rules allow in this state (no "attack" when nobody can be attacked). A key the state offers
//! that the bar does not show (it has no word there, or the bar is full) is announced by "… more"
//! before the help key, which lists every key: each key a state offers is on the bar or reachable
//! from it (the key grammar, docs/keybindings.md).

use crate::screen::theme::Theme;
use crate::tui::app::{App, Msg};
use crate::tui::keymap::Mode;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

#[derive(Debug)]
pub struct HintsView<'a> {
    /// Key and word, in keymap order.
    items: Vec<(String, &'static str)>,
    /// Always shown, at the end: undo (when there is something to undo), help and quit.
    tail: Vec<(String, &'static str)>,
    /// Whether a key this state offers has no word on the bar (looking around, corrections).
    hidden: bool,
    theme: &'a Theme,
}

impl<'a> HintsView<'a> {
    /// The hints for the app's mode and state.
    pub fn new(app: &'a App) -> Self {
        let mode = app.keys_mode();
        let mut items = Vec::new();
        let mut item_msgs = Vec::new();
        let mut tail = Vec::new();
        let mut hidden = false;
        for binding in app.keymap().bindings(mode, app.chase().system()) {
            let always = matches!(binding.msg, Msg::Help | Msg::Quit);
            if mode == Mode::Main && !always && !allowed(app, binding.msg) {
                continue;
            }
            let Some(word) = binding.hint else {
                hidden = true;
                continue;
            };
            // Undo is what a keeper reaches for after a slip, and giving a prompt up is what
            // he reaches for in one: neither falls off a narrow bar.
            if always || matches!(binding.msg, Msg::Undo | Msg::Cancel) {
                tail.push((binding.first_key(), word));
            } else {
                items.push((binding.first_key(), word));
                item_msgs.push(binding.msg);
            }
        }
        // The key a keeper would usually press now goes first, where the keymap's order would
        // put another before it (the system says which: [`crate::screen::Screen::suggested`]).
        if mode == Mode::Main {
            let suggested = app.chase().screen().suggested(app.focus());
            if let Some(at) = suggested
                .into_iter()
                .find_map(|key| item_msgs.iter().position(|msg| *msg == Msg::Chase(key)))
            {
                let item = items.remove(at);
                items.insert(0, item);
            }
        }
        // A number with a default, or a line still holding its suggested answer: the roll's keys
        // act there too (the letter is not typed).
        if mode == Mode::Text
            && let Some(crate::tui::app::Overlay::Form(form)) = app.overlay()
            && form.question.prompt_keys_act(&form.line)
        {
            for binding in app.keymap().bindings(Mode::Dice, app.chase().system()) {
                let word = match binding.msg {
                    Msg::Roll => "usual + roll",
                    Msg::RollEnd => "usual + roll + end turn",
                    _ => continue,
                };
                items.push((binding.first_key(), word));
            }
        }
        HintsView {
            items,
            tail,
            hidden,
            theme: app.theme(),
        }
    }

    /// The keys shown, for tests: "f forward", "? help".
    pub fn words(&self) -> Vec<String> {
        self.items
            .iter()
            .chain(&self.tail)
            .map(|(key, word)| format!("{key} {word}"))
            .collect()
    }
}

fn allowed(app: &App, msg: Msg) -> bool {
    if !app.allows(msg) {
        return false;
    }
    let (undo, redo) = app.chase().screen().undo_redo();
    match msg {
        Msg::Undo => undo,
        Msg::Redo => redo,
        Msg::Chase(key) => app.available(key),
        _ => true,
    }
}

impl Widget for HintsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        (&self).render(area, buf);
    }
}

impl Widget for &HintsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = |items: &[(String, &str)]| -> usize {
            items
                .iter()
                .map(|(k, w)| k.chars().count() + w.chars().count() + 3)
                .sum()
        };
        let all = usize::from(area.width).saturating_sub(width(&self.tail) + 1);
        let cut = width(&self.items) > all;
        let room = if self.hidden || cut {
            all.saturating_sub(MORE.chars().count())
        } else {
            all
        };
        let mut used = 0;
        let mut spans = vec![Span::raw(" ")];
        for (key, word) in &self.items {
            let needed = key.chars().count() + word.chars().count() + 3;
            if used + needed > room {
                break;
            }
            used += needed;
            push(&mut spans, key, word, self.theme);
        }
        if self.hidden || cut {
            spans.push(Span::styled(MORE, self.theme.dim()));
        }
        for (key, word) in &self.tail {
            push(&mut spans, key, word, self.theme);
        }
        Line::from(spans).render(area, buf);
    }
}

/// What the bar says when it shows fewer keys than the state offers; the help key after it lists
/// them all.
const MORE: &str = "… more  ";

fn push(spans: &mut Vec<Span<'static>>, key: &str, word: &str, theme: &Theme) {
    spans.push(Span::styled(key.to_string(), theme.key()));
    spans.push(Span::styled(format!(" {word}  "), theme.dim()));
}
