//! The `?` overlay: every binding of the keymap, grouped as the keeper thinks of them. It is drawn
//! from the same table the keys are looked up in, so it cannot go stale.

use crate::systems::SystemKind;
use crate::tui::keymap::{self, Binding, Mode};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Clear, Widget};

/// The narrowest column the help is laid out for; [`line_count`] counts at this width.
const NARROWEST: usize = 56;
const KEYS_WIDTH: usize = 18;

#[derive(Debug)]
pub struct HelpView<'a> {
    pub scroll: u16,
    /// Whose keymap section the chase keys come from.
    pub system: SystemKind,
    pub theme: &'a Theme,
}

/// A line of the help: a heading, or keys with a (wrapped) description.
#[derive(Clone, Debug, PartialEq, Eq)]
enum HelpLine {
    Heading(String),
    Row { keys: String, text: String },
    Blank,
}

/// How many lines the help has at its narrowest, so that scrolling can stop at the end.
pub fn line_count(system: SystemKind) -> usize {
    lines(&[Mode::Main], system, NARROWEST).len() + lines(&OVERLAY_MODES, system, NARROWEST).len()
}

const OVERLAY_MODES: [Mode; 7] = [
    Mode::Pick,
    Mode::Text,
    Mode::Dice,
    Mode::Confirm,
    Mode::Help,
    Mode::Start,
    Mode::Welcome,
];

fn lines(modes: &[Mode], system: SystemKind, width: usize) -> Vec<HelpLine> {
    let text_width = width.saturating_sub(KEYS_WIDTH + 3).max(10);
    let mut out = Vec::new();
    for mode in modes {
        let mut section = None;
        if *mode != Mode::Main {
            push_heading(&mut out, mode.title());
        }
        for binding in keymap::bindings(*mode, system) {
            if *mode == Mode::Main && section != Some(binding.section) {
                section = Some(binding.section);
                push_heading(&mut out, binding.section.title());
            }
            push_row(&mut out, binding, text_width);
        }
    }
    out
}

fn push_heading(out: &mut Vec<HelpLine>, title: &str) {
    if !out.is_empty() {
        out.push(HelpLine::Blank);
    }
    out.push(HelpLine::Heading(title.to_string()));
}

fn push_row(out: &mut Vec<HelpLine>, binding: &Binding, text_width: usize) {
    for (i, text) in super::wrap(&crate::tui::keymap::description(binding), text_width)
        .into_iter()
        .enumerate()
    {
        let keys = if i == 0 {
            binding.keys_text()
        } else {
            String::new()
        };
        out.push(HelpLine::Row { keys, text });
    }
}

impl Widget for &HelpView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let box_area = area;
        Clear.render(box_area, buf);
        let block = Block::bordered()
            .title(title())
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(box_area);
        block.render(box_area, buf);
        if inner.width >= 110 {
            let half = inner.width / 2;
            let left = Rect {
                width: half - 1,
                ..inner
            };
            let right = Rect {
                x: inner.x + half + 1,
                width: inner.width - half - 1,
                ..inner
            };
            draw(
                &lines(&[Mode::Main], self.system, usize::from(left.width)),
                left,
                buf,
                self.scroll,
                theme,
            );
            draw(
                &lines(&OVERLAY_MODES, self.system, usize::from(right.width)),
                right,
                buf,
                self.scroll,
                theme,
            );
        } else {
            let mut all = lines(&[Mode::Main], self.system, usize::from(inner.width));
            all.push(HelpLine::Blank);
            all.extend(lines(&OVERLAY_MODES, self.system, usize::from(inner.width)));
            draw(&all, inner, buf, self.scroll, theme);
        }
    }
}

fn draw(lines: &[HelpLine], area: Rect, buf: &mut Buffer, scroll: u16, theme: &Theme) {
    let height = usize::from(area.height);
    let scroll = usize::from(scroll).min(lines.len().saturating_sub(height));
    let more = lines.len() > scroll + height;
    // The last row says there is more, rather than drawing over a line.
    let visible = if more {
        height.saturating_sub(1)
    } else {
        height
    };
    let width = usize::from(area.width);
    for (row, line) in lines.iter().skip(scroll).take(visible).enumerate() {
        let y = area.y + row as u16;
        match line {
            HelpLine::Heading(title) => {
                buf.set_stringn(area.x, y, title, width, theme.title());
            }
            HelpLine::Row { keys, text } => {
                buf.set_stringn(area.x + 1, y, keys, KEYS_WIDTH, theme.key());
                let x = area.x + KEYS_WIDTH as u16 + 2;
                buf.set_stringn(
                    x,
                    y,
                    text,
                    width.saturating_sub(KEYS_WIDTH + 2),
                    Style::new(),
                );
            }
            HelpLine::Blank => {}
        }
    }
    if more && area.height > 0 {
        let down = keymap::bindings(Mode::Help, crate::systems::SystemKind::ALL[0])
            .find(|b| b.msg == crate::tui::app::Msg::Down)
            .map(|b| b.keys_text())
            .unwrap_or_default();
        let more = format!("more below: {down}");
        let x = area.x + area.width.saturating_sub(more.len() as u16 + 1);
        buf.set_stringn(x, area.y + area.height - 1, &more, width, theme.dim());
    }
}

/// The overlay's title: how to close and scroll it, with the keys in force ("? or Esc closes").
fn title() -> String {
    let keys = |msg| {
        keymap::bindings(Mode::Help, crate::systems::SystemKind::ALL[0])
            .find(|b| b.msg == msg)
            .map(|b| b.keys.iter().take(2).map(|k| k.label()).collect::<Vec<_>>())
            .unwrap_or_default()
    };
    let close = keys(crate::tui::app::Msg::Cancel).join(" or ");
    let (down, up) = (
        keys(crate::tui::app::Msg::Down),
        keys(crate::tui::app::Msg::Up),
    );
    let scroll = match (down.first(), up.first()) {
        (Some(d), Some(u)) => format!("{d}/{u}"),
        _ => String::new(),
    };
    format!(" Keys · {close} closes · {scroll} scroll ")
}
