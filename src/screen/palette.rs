//! The colours of the screen, one per thing a keeper tells apart at a glance: the sides, the
//! markers, hazards and barriers, the odds' figures, the panels' frames and titles. The built-in
//! palette is [`Palette::default`]; the configuration file's `theme` replaces any of them (see
//! docs/config.md). `NO_COLOR` still turns every one of them off ([`super::theme::Theme`]).

use ratatui::style::Color;

/// Every colour the screen draws with, by what it marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    pub pursuer: Color,
    pub quarry: Color,
    pub hazard: Color,
    pub barrier: Color,
    pub acting: Color,
    pub acting_text: Color,
    pub cursor: Color,
    pub cursor_text: Color,
    pub odds: Color,
    pub title: Color,
    pub border: Color,
    pub key: Color,
    pub dim: Color,
    pub error: Color,
    pub info: Color,
    pub outcome: Color,
    pub round: Color,
}

impl Default for Palette {
    fn default() -> Self {
        Palette {
            pursuer: Color::LightRed,
            quarry: Color::LightGreen,
            hazard: Color::Yellow,
            barrier: Color::Magenta,
            acting: Color::Yellow,
            acting_text: Color::Black,
            cursor: Color::Cyan,
            cursor_text: Color::Black,
            odds: Color::Reset,
            title: Color::Cyan,
            border: Color::DarkGray,
            key: Color::Cyan,
            dim: Color::DarkGray,
            error: Color::LightRed,
            info: Color::White,
            outcome: Color::LightYellow,
            round: Color::Cyan,
        }
    }
}

impl Palette {
    /// Every colour with its name in the configuration file and what it marks, in the order the
    /// printed configuration lists them.
    pub fn entries(&self) -> [(&'static str, Color, &'static str); 17] {
        [
            (
                "pursuer",
                self.pursuer,
                "pursuers: their names and ▶ markers",
            ),
            ("quarry", self.quarry, "quarries: their names and ◆ markers"),
            ("hazard", self.hazard, "hazards on the track"),
            ("barrier", self.barrier, "barriers on the track"),
            ("acting", self.acting, "the background of whoever acts"),
            ("acting_text", self.acting_text, "the text of whoever acts"),
            (
                "cursor",
                self.cursor,
                "the background of the cursor and a list's chosen line",
            ),
            ("cursor_text", self.cursor_text, "the text under the cursor"),
            (
                "odds",
                self.odds,
                "the live odds' figures (Reset: the terminal's own colour)",
            ),
            ("title", self.title, "the panels' titles"),
            ("border", self.border, "the panels' frames"),
            ("key", self.key, "keys in the hint bar and the help"),
            (
                "dim",
                self.dim,
                "what matters less (hints' words, stale figures)",
            ),
            ("error", self.error, "what went wrong"),
            ("info", self.info, "the status line"),
            ("outcome", self.outcome, "how the chase ended"),
            ("round", self.round, "a round's heading in the log"),
        ]
    }

    /// The colour called `name` in the configuration file, set to `color`; false when no colour
    /// has that name.
    pub fn set(&mut self, name: &str, color: Color) -> bool {
        let slot = match name {
            "pursuer" => &mut self.pursuer,
            "quarry" => &mut self.quarry,
            "hazard" => &mut self.hazard,
            "barrier" => &mut self.barrier,
            "acting" => &mut self.acting,
            "acting_text" => &mut self.acting_text,
            "cursor" => &mut self.cursor,
            "cursor_text" => &mut self.cursor_text,
            "odds" => &mut self.odds,
            "title" => &mut self.title,
            "border" => &mut self.border,
            "key" => &mut self.key,
            "dim" => &mut self.dim,
            "error" => &mut self.error,
            "info" => &mut self.info,
            "outcome" => &mut self.outcome,
            "round" => &mut self.round,
            _ => return false,
        };
        *slot = color;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_can_be_set_by_its_name() {
        let mut palette = Palette::default();
        for (name, _, _) in Palette::default().entries() {
            assert!(palette.set(name, Color::Indexed(42)), "{name}");
        }
        assert!(
            palette
                .entries()
                .iter()
                .all(|(_, c, _)| *c == Color::Indexed(42))
        );
        assert!(!palette.set("sky", Color::Blue));
    }
}
