//! The small overlays that ask: a question of a form (a pick-list or a line of text), a roll the
//! rules need, a yes/no, and at start the choice to resume an unfinished chase.

use crate::dice::DiceRequest;
use crate::escape::printable;
use crate::screen::form::QuestionKind;
use crate::screen::theme::Theme;
use crate::tui::app::{DiceState, Msg, OpenForm, Overlay, StartState};
use crate::tui::keymap::{Keymap, Mode};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Clear, Widget};

#[derive(Debug)]
pub struct PromptView<'a> {
    pub overlay: &'a Overlay,
    pub theme: &'a Theme,
    /// The keys in force, which the prompts name.
    pub keymap: &'a Keymap,
}

/// A row of the prompt's content.
type Row = (String, Style);

impl Widget for &PromptView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = area.width.saturating_sub(4).min(76);
        let text_width = usize::from(width.saturating_sub(4));
        let theme = self.theme;
        let keymap = self.keymap;
        let (title, rows, cursor_row) = match self.overlay {
            Overlay::Form(form) => {
                form_rows(keymap, form, text_width, usize::from(area.height), theme)
            }
            Overlay::Dice(dice) => dice_rows(keymap, dice, text_width, theme),
            // The players' page: its address on the frame, its QR code, the question under it,
            // so that the whole fits an 80x24 screen.
            Overlay::Confirm(confirm)
                if let crate::tui::app::ConfirmAction::StopSharing(url) = &confirm.action =>
            {
                let mut rows = qr_rows(url, text_width, usize::from(area.height), theme);
                rows.extend(wrapped(&confirm.question, text_width, theme.bold()));
                rows.push((
                    format!(
                        "{} stop sharing    {} keep sharing",
                        keymap.shell_key(Mode::Confirm, Msg::Yes),
                        keymap.shell_key(Mode::Confirm, Msg::No)
                    ),
                    theme.key(),
                ));
                (format!(" {url} "), rows, None)
            }
            Overlay::Confirm(confirm) => {
                let mut rows = wrapped(&confirm.question, text_width, theme.bold());
                rows.push((String::new(), Style::new()));
                rows.push((
                    format!(
                        "{} yes    {} no",
                        keymap.shell_key(Mode::Confirm, Msg::Yes),
                        keymap.shell_key(Mode::Confirm, Msg::No)
                    ),
                    theme.key(),
                ));
                (" Are you sure? ".to_string(), rows, None)
            }
            Overlay::Start(start) => start_rows(keymap, start, text_width, theme),
            Overlay::Welcome => welcome_rows(keymap, text_width, theme),
            Overlay::Help { .. } => return,
        };
        let height = u16::try_from(rows.len())
            .unwrap_or(u16::MAX)
            .saturating_add(2)
            .min(area.height);
        let box_area = Rect {
            y: area.y + area.height.saturating_sub(height) / 2,
            ..super::centered(area, width, height)
        };
        Clear.render(box_area, buf);
        // Names in questions and options come from files and the keeper: escaped, never raw.
        let block = Block::bordered()
            .title(printable(&title))
            .title_style(theme.title())
            .border_style(theme.key());
        let inner = block.inner(box_area);
        block.render(box_area, buf);
        for (i, (text, style)) in rows.iter().take(usize::from(inner.height)).enumerate() {
            let text = printable(text);
            let y = inner.y + i as u16;
            if Some(i) == cursor_row {
                buf.set_style(
                    Rect {
                        y,
                        height: 1,
                        ..inner
                    },
                    *style,
                );
            }
            buf.set_stringn(
                inner.x + 1,
                y,
                &text,
                usize::from(inner.width.saturating_sub(2)),
                *style,
            );
        }
    }
}

/// The QR code of the players' page, if it fits the screen with the question around it; else a
/// line saying to enlarge the terminal.
fn qr_rows(url: &str, width: usize, height: usize, theme: &Theme) -> Vec<Row> {
    match crate::share::qr_lines(url) {
        Some(lines)
            if lines.len() + 4 <= height
                && lines.first().is_some_and(|l| l.chars().count() <= width) =>
        {
            lines
                .into_iter()
                .map(|line| (line, theme.plain()))
                .collect()
        }
        _ => wrapped(
            "(Enlarge the terminal to see the address as a QR code.)",
            width,
            theme.dim(),
        ),
    }
}

fn wrapped(text: &str, width: usize, style: Style) -> Vec<Row> {
    crate::screen::text::wrap(text, width)
        .into_iter()
        .map(|line| (line, style))
        .collect()
}

fn form_rows(
    keymap: &Keymap,
    form: &OpenForm,
    width: usize,
    height: usize,
    theme: &Theme,
) -> (String, Vec<Row>, Option<usize>) {
    let mut rows = wrapped(&form.question.title, width, theme.bold());
    let mut cursor_row = None;
    match &form.question.kind {
        QuestionKind::Pick { options, .. } => {
            // Room for the options: the screen's height less the frame, the question and an error.
            let room = height.saturating_sub(rows.len() + 4).max(3);
            let first = form.cursor.saturating_sub(room.saturating_sub(1));
            if first > 0 {
                rows.push((format!("  ↑ {first} more"), theme.dim()));
            }
            for (i, option) in options.iter().enumerate().skip(first).take(room) {
                let number = if i < 9 {
                    format!("{}", i + 1)
                } else {
                    " ".to_string()
                };
                let chosen = i == form.cursor;
                let mark = if chosen { '›' } else { ' ' };
                if chosen {
                    cursor_row = Some(rows.len());
                }
                let style = if chosen { theme.cursor() } else { Style::new() };
                rows.push((format!("{mark}{number} {option}"), style));
            }
            let shown_to = first + room;
            if options.len() > shown_to {
                rows.push((
                    format!("  ↓ {} more", options.len() - shown_to),
                    theme.dim(),
                ));
            }
        }
        QuestionKind::Text { hint, .. } => {
            rows.extend(wrapped(hint, width, theme.dim()));
            let replaced = if form.line.is_fresh() {
                format!(
                    "   (typing replaces it; {} edits it)",
                    keymap.shell_key(Mode::Text, Msg::Erase)
                )
            } else {
                String::new()
            };
            rows.push((format!("> {}▏{replaced}", form.line.text()), theme.key()));
        }
    }
    if let Some(error) = &form.error {
        rows.extend(wrapped(error, width, theme.error()));
    }
    (format!(" {} ", form.title), rows, cursor_row)
}

fn dice_rows(
    keymap: &Keymap,
    dice: &DiceState,
    width: usize,
    theme: &Theme,
) -> (String, Vec<Row>, Option<usize>) {
    let mut rows = Vec::new();
    for given in &dice.given {
        let how = if given.by_tool {
            "rolled by chasetrack"
        } else {
            "typed"
        };
        rows.extend(wrapped(&given_text(given, how), width, theme.dim()));
    }
    rows.extend(wrapped(&dice.request.to_string(), width, theme.bold()));
    let (low, high) = dice.request.range();
    let roll = keymap.shell_key(Mode::Dice, Msg::Roll);
    let how = match &dice.request {
        DiceRequest::Percentile { bonus, .. } if *bonus != 0 => format!(
            "Type what the table rolled: every tens die with the units, e.g. {} (the {} is kept), or press {roll} to let chasetrack roll.",
            example(*bonus),
            if *bonus > 0 { "lowest" } else { "highest" }
        ),
        DiceRequest::Card { .. } => format!(
            "Type the card the table drew (JC, 10H, Jk), or press {roll} to let chasetrack deal it."
        ),
        _ => format!(
            "Type what the table rolled ({low}-{high}), or press {roll} to let chasetrack roll."
        ),
    };
    rows.extend(wrapped(&how, width, theme.plain()));
    rows.push((format!("> {}▏", dice.line.text()), theme.key()));
    if let Some(error) = &dice.error {
        rows.extend(wrapped(error, width, theme.error()));
    }
    rows.extend(wrapped(
        &format!(
            "{} cancels the whole command: nothing is applied.",
            keymap.shell_key(Mode::Dice, Msg::Cancel)
        ),
        width,
        theme.dim(),
    ));
    (" A roll is needed ".to_string(), rows, None)
}

fn example(bonus: i8) -> &'static str {
    match bonus.unsigned_abs() {
        1 => "45 65",
        _ => "45 65 75",
    }
}

fn start_rows(
    keymap: &Keymap,
    start: &StartState,
    width: usize,
    theme: &Theme,
) -> (String, Vec<Row>, Option<usize>) {
    let mut rows = wrapped(
        &format!(
            "This chase was not finished last time: {}",
            crate::escape::path(&start.found)
        ),
        width,
        theme.bold(),
    );
    if let Some(damage) = &start.damaged {
        rows.extend(wrapped(
            &format!("Its journal is damaged: {damage}"),
            width,
            theme.error(),
        ));
    }
    rows.extend(wrapped(&start.summary, width, theme.plain()));
    rows.push((String::new(), Style::new()));
    let resume = match (&start.damaged, start.edited) {
        (Some(_), _) => "resume it up to the damage (the damaged journal is kept as a backup)",
        (None, true) => "resume it with the edited setup (the old journal is kept as a backup)",
        (None, false) => "resume it exactly where it was",
    };
    let key = |msg| keymap.shell_key(Mode::Start, msg);
    rows.push((format!("{}  {resume}", key(Msg::Resume)), theme.key()));
    rows.push((
        format!(
            "{}  start over (the old journal is kept as a backup)",
            key(Msg::StartOver)
        ),
        theme.key(),
    ));
    rows.push((format!("{}  quit", key(Msg::QuitNow)), theme.key()));
    if let Some(error) = &start.error {
        rows.push((String::new(), Style::new()));
        rows.extend(wrapped(error, width, theme.error()));
    }
    (" Unfinished chase ".to_string(), rows, None)
}

/// The opening screen with no chase to resume: the sample is beneath; `n` improvises.
fn welcome_rows(keymap: &Keymap, width: usize, theme: &Theme) -> (String, Vec<Row>, Option<usize>) {
    let mut rows = wrapped(
        "The built-in sample chase is open beneath this box.",
        width,
        theme.bold(),
    );
    rows.push((String::new(), Style::new()));
    for (key, what) in [
        (
            keymap.shell_key(Mode::Welcome, Msg::NewChase),
            "improvise a new chase: the rules, who runs, who chases, the track",
        ),
        (
            keymap.shell_key(Mode::Welcome, Msg::Digit),
            &rules_by_number(),
        ),
        (
            keymap.shell_key(Mode::Welcome, Msg::Cancel),
            "play the sample (any of its keys plays it too)",
        ),
        (keymap.shell_key(Mode::Main, Msg::Help), "every key"),
    ] {
        for (at, line) in crate::screen::text::wrap(what, width.saturating_sub(7))
            .into_iter()
            .enumerate()
        {
            let key = if at == 0 { key.as_str() } else { "" };
            rows.push((format!("{key:<6} {line}"), theme.key()));
        }
    }
    (" Welcome to chasetrack ".to_string(), rows, None)
}

/// "a new chase with these rules: 1 Call of Cthulhu 7e, 2 Chase track, …", the order of the
/// new chase's first question.
fn rules_by_number() -> String {
    let rules: Vec<String> = crate::systems::SystemKind::ALL
        .iter()
        .enumerate()
        .map(|(at, kind)| format!("{} {}", at + 1, kind.title()))
        .collect();
    format!("a new chase with these rules: {}", rules.join(", "))
}

/// A roll already made: "✓ Harvey: Climb 40 (1D100): 23, regular success (typed)"; a failed
/// percentile roll is marked `✗` with its level word ("failure", "fumble"), never a tick; other
/// dice only their value, after a neutral `·`.
fn given_text(given: &crate::tui::app::Given, how: &str) -> String {
    match given.level {
        // Judged at a difficulty the rules named: the mark and the words say what they decide.
        Some(level)
            if given
                .against
                .is_some_and(|d| d != crate::dice::Difficulty::Regular) =>
        {
            let difficulty = given.against.unwrap_or_default();
            let passes = level.passes(difficulty);
            format!(
                "{} {}: {}, {}, {} {difficulty:?} ({how})",
                if passes { '✓' } else { '✗' },
                given.label,
                given.shown,
                level.word(),
                if passes { "passes" } else { "fails" },
            )
        }
        Some(level) => {
            let mark = if level.is_success() { '✓' } else { '✗' };
            format!(
                "{mark} {}: {}, {} ({how})",
                given.label,
                given.shown,
                level.word()
            )
        }
        None => format!("· {}: {} ({how})", given.label, given.shown),
    }
}
