//! Colours and emphasis for the screen. With `NO_COLOR` set (and not empty) there is no colour at
//! all: meaning is carried by shape and emphasis (bold, reverse, underline) alone, so the screen
//! still reads in black and white (<https://no-color.org>). The colours themselves are a
//! [`Palette`]: the built-in one, or the keeper's from the configuration file (`theme`), which
//! `NO_COLOR` still overrides.

use ratatui::style::{Color, Modifier, Style};

pub use super::palette::Palette;

/// The styles every panel draws with; chosen once, when the screen opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    color: bool,
    palette: Palette,
}

impl Theme {
    /// The built-in colours unless `NO_COLOR` is set to something.
    pub fn from_env() -> Theme {
        Theme::from_env_with(Palette::default())
    }

    /// `palette` (the configuration's `theme`, which the command line hands to the screen)
    /// unless `NO_COLOR` is set to something.
    pub fn from_env_with(palette: Palette) -> Theme {
        Theme {
            palette,
            ..Theme::for_no_color(std::env::var_os("NO_COLOR").as_deref())
        }
    }

    /// The theme for a value of `NO_COLOR`: set and not empty means no colour at all, whatever
    /// the palette says.
    pub fn for_no_color(value: Option<&std::ffi::OsStr>) -> Theme {
        Theme {
            color: value.is_none_or(|v| v.is_empty()),
            palette: Palette::default(),
        }
    }

    /// A theme with or without the built-in colours, for tests and benches.
    pub fn new(color: bool) -> Theme {
        Theme {
            color,
            palette: Palette::default(),
        }
    }

    pub fn has_color(&self) -> bool {
        self.color
    }

    fn paint(&self, color: Color, fallback: Style) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            fallback
        }
    }

    pub fn plain(&self) -> Style {
        Style::new()
    }

    pub fn bold(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn dim(&self) -> Style {
        self.paint(self.palette.dim, Style::new().add_modifier(Modifier::DIM))
    }

    pub fn title(&self) -> Style {
        self.paint(self.palette.title, Style::new())
            .add_modifier(Modifier::BOLD)
    }

    /// Pursuers: red, and drawn as `▶`.
    pub fn pursuer(&self) -> Style {
        self.paint(self.palette.pursuer, Style::new())
    }

    /// Quarries: green, and drawn as `◆`.
    pub fn quarry(&self) -> Style {
        self.paint(self.palette.quarry, Style::new())
    }

    pub fn hazard(&self) -> Style {
        self.paint(self.palette.hazard, Style::new())
    }

    pub fn barrier(&self) -> Style {
        self.paint(
            self.palette.barrier,
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// The participant whose turn it is.
    pub fn acting(&self) -> Style {
        if self.color {
            Style::new()
                .fg(self.palette.acting_text)
                .bg(self.palette.acting)
                .add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        }
    }

    /// The location cursor and the chosen line of a list.
    pub fn cursor(&self) -> Style {
        if self.color {
            Style::new()
                .fg(self.palette.cursor_text)
                .bg(self.palette.cursor)
                .add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    pub fn key(&self) -> Style {
        self.paint(self.palette.key, Style::new())
            .add_modifier(Modifier::BOLD)
    }

    pub fn error(&self) -> Style {
        self.paint(self.palette.error, Style::new())
            .add_modifier(Modifier::BOLD)
    }

    pub fn info(&self) -> Style {
        self.paint(self.palette.info, Style::new())
    }

    pub fn outcome(&self) -> Style {
        self.paint(self.palette.outcome, Style::new())
            .add_modifier(Modifier::BOLD)
    }

    /// The live odds' figures.
    pub fn odds(&self) -> Style {
        if self.palette.odds == Color::Reset {
            Style::new()
        } else {
            self.paint(self.palette.odds, Style::new())
        }
    }

    pub fn border(&self) -> Style {
        self.paint(self.palette.border, Style::new())
    }

    /// A round's heading in the log.
    pub fn round(&self) -> Style {
        self.paint(
            self.palette.round,
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
        .add_modifier(Modifier::BOLD)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn no_color_set_to_anything_turns_colour_off() {
        assert!(Theme::for_no_color(None).has_color());
        assert!(Theme::for_no_color(Some(OsStr::new(""))).has_color());
        assert!(!Theme::for_no_color(Some(OsStr::new("1"))).has_color());
        let plain = Theme::new(false);
        for style in [
            plain.pursuer(),
            plain.quarry(),
            plain.acting(),
            plain.error(),
            plain.hazard(),
        ] {
            assert_eq!((style.fg, style.bg), (None, None));
        }
    }
}
