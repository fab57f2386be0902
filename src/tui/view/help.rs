//! The `?` overlay: every binding of the keymap, grouped as the keeper thinks of them. It is drawn
//! from the same table the keys are looked up in, so it cannot go stale. It opens at the section
//! of the chase's phase ([`opening_line`]), pages by its visible height and stops at its last line
//! ([`Geometry`]), and finds a word ([`matches`]): help that finds, at 80x24 as at 160x48.

use crate::screen::theme::Theme;
use crate::systems::SystemKind;
use crate::tui::keymap::{self, Binding, Keymap, Mode};
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
    /// The keys in force, which the help lists.
    pub keymap: &'a Keymap,
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
pub fn line_count(keymap: &Keymap, system: SystemKind) -> usize {
    lines(&[Mode::Main], keymap, system, NARROWEST).len()
        + lines(&OVERLAY_MODES, keymap, system, NARROWEST).len()
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

fn lines(modes: &[Mode], keymap: &Keymap, system: SystemKind, width: usize) -> Vec<HelpLine> {
    let text_width = width.saturating_sub(KEYS_WIDTH + 3).max(10);
    let mut out = Vec::new();
    for mode in modes {
        let mut section = None;
        if *mode != Mode::Main {
            push_heading(&mut out, mode.title());
        }
        for binding in keymap.bindings(*mode, system) {
            if *mode == Mode::Main && section != Some(binding.section) {
                section = Some(binding.section);
                push_heading(&mut out, binding.section.title());
            }
            push_row(keymap, &mut out, binding, text_width);
            if binding.msg == crate::tui::app::Msg::Odds {
                // What the odds' two styles mean in this system, under the key that shows them.
                let styles = format!("{}.", crate::odds::chase::styles_mean_in(system));
                for text in crate::screen::text::wrap(&styles, text_width) {
                    out.push(HelpLine::Row {
                        keys: String::new(),
                        text,
                    });
                }
            }
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

fn push_row(keymap: &Keymap, out: &mut Vec<HelpLine>, binding: &Binding, text_width: usize) {
    for (i, text) in crate::screen::text::wrap(&keymap.description(binding), text_width)
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
            .title(title(self.keymap))
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(box_area);
        block.render(box_area, buf);
        let columns = columns(box_area, self.keymap, self.system);
        if let [left_lines, right_lines] = columns.as_slice() {
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
            draw(self.keymap, left_lines, left, buf, self.scroll, theme);
            draw(self.keymap, right_lines, right, buf, self.scroll, theme);
        } else if let Some(all) = columns.first() {
            draw(self.keymap, all, inner, buf, self.scroll, theme);
        }
    }
}

/// Where the help's columns are on a screen of a size, and how far they scroll: what paging and
/// searching need to agree with what is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Rows of keys one screen shows while more follows (a page).
    pub page: u16,
    /// The last scroll that still shows something new: the end of the longer column.
    pub max_scroll: u16,
}

/// The help's inner area for its box (the chase body): the box less its border.
fn inner(area: Rect) -> Rect {
    Block::bordered().inner(area)
}

/// The columns of the help as drawn in `area` (the body the box fills): one, or the chase keys
/// beside the prompts' keys from 110 columns.
fn columns(area: Rect, keymap: &Keymap, system: SystemKind) -> Vec<Vec<HelpLine>> {
    let inner = inner(area);
    if inner.width >= 110 {
        let half = inner.width / 2;
        vec![
            lines(&[Mode::Main], keymap, system, usize::from(half - 1)),
            lines(
                &OVERLAY_MODES,
                keymap,
                system,
                usize::from(inner.width - half - 1),
            ),
        ]
    } else {
        let mut all = lines(&[Mode::Main], keymap, system, usize::from(inner.width));
        all.push(HelpLine::Blank);
        all.extend(lines(
            &OVERLAY_MODES,
            keymap,
            system,
            usize::from(inner.width),
        ));
        vec![all]
    }
}

/// How the help pages and where it stops, drawn in `area`.
pub fn geometry(area: Rect, keymap: &Keymap, system: SystemKind) -> Geometry {
    let height = inner(area).height;
    let longest = columns(area, keymap, system)
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0);
    Geometry {
        // While more follows, the last row says so: a page is the rows above it.
        page: height.saturating_sub(1).max(1),
        max_scroll: u16::try_from(longest.saturating_sub(usize::from(height))).unwrap_or(u16::MAX),
    }
}

/// The lines (scroll positions) whose keys or words hold `word`, any case, in order.
pub fn matches(area: Rect, keymap: &Keymap, system: SystemKind, word: &str) -> Vec<u16> {
    let word = word.trim().to_lowercase();
    if word.is_empty() {
        return Vec::new();
    }
    let mut found: Vec<u16> = columns(area, keymap, system)
        .iter()
        .flat_map(|column| {
            column.iter().enumerate().filter_map(|(i, line)| {
                let text = match line {
                    HelpLine::Heading(title) => title.clone(),
                    HelpLine::Row { keys, text } => format!("{keys} {text}"),
                    HelpLine::Blank => return None,
                };
                text.to_lowercase()
                    .contains(&word)
                    .then(|| u16::try_from(i).unwrap_or(u16::MAX))
            })
        })
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// The line the help opens at: the heading of the chase keys' section that fits the chase's
/// phase, the section whose keys the rules offer most now (establishing before the chase
/// starts, the acting participant's turn once it runs).
pub fn opening_line(
    area: Rect,
    keymap: &Keymap,
    system: SystemKind,
    offered: impl Fn(&Binding) -> bool,
) -> u16 {
    let sections = [keymap::Section::Establishing, keymap::Section::Turn];
    let count = |section| {
        keymap
            .bindings(Mode::Main, system)
            .filter(|b| b.section == section && offered(b))
            .count()
    };
    let Some(section) = sections
        .into_iter()
        .filter(|s| count(*s) > 0)
        .max_by_key(|s| count(*s))
    else {
        return 0;
    };
    let title = section.title();
    columns(area, keymap, system)
        .first()
        .and_then(|column| {
            column
                .iter()
                .position(|line| matches!(line, HelpLine::Heading(t) if t == title))
        })
        .map_or(0, |i| u16::try_from(i).unwrap_or(0))
}

fn draw(
    keymap: &Keymap,
    lines: &[HelpLine],
    area: Rect,
    buf: &mut Buffer,
    scroll: u16,
    theme: &Theme,
) {
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
        let down = keymap
            .bindings(Mode::Help, crate::systems::SystemKind::ALL[0])
            .find(|b| b.msg == crate::tui::app::Msg::Down)
            .map(|b| b.keys_text())
            .unwrap_or_default();
        let more = format!("more below: {down}");
        let x = area.x + area.width.saturating_sub(more.len() as u16 + 1);
        buf.set_stringn(x, area.y + area.height - 1, &more, width, theme.dim());
    }
}

/// The overlay's title: how to close, scroll and search it, with the keys in force ("? or Esc
/// closes"): the key that opens the help closes it too, whatever the keeper bound it to.
fn title(keymap: &Keymap) -> String {
    let keys = |msg| {
        keymap
            .bindings(Mode::Help, crate::systems::SystemKind::ALL[0])
            .find(|b| b.msg == msg)
            .map(|b| b.keys.iter().map(|k| k.label()).collect::<Vec<_>>())
            .unwrap_or_default()
    };
    let mut close = vec![keymap.shell_key(Mode::Main, crate::tui::app::Msg::Help)];
    for key in keys(crate::tui::app::Msg::Cancel) {
        if !close.contains(&key) {
            close.push(key);
        }
    }
    close.retain(|k| !k.is_empty());
    close.truncate(2);
    let close = close.join(" or ");
    let search = keys(crate::tui::app::Msg::Search)
        .first()
        .map(|k| format!(" · {k} search"))
        .unwrap_or_default();
    let (down, up) = (
        keys(crate::tui::app::Msg::Down),
        keys(crate::tui::app::Msg::Up),
    );
    let scroll = match (down.first(), up.first()) {
        (Some(d), Some(u)) => format!("{d}/{u}"),
        _ => String::new(),
    };
    format!(" Keys · {close} closes · {scroll} scroll{search} ")
}
