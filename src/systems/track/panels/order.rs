//! The turn order ("Running a Chase": prey first, alternating; "Multiple Participants": by
//! initiative): each participant's side (its shape), space, gap to the nearest opponent, next
//! exertion CN and
//! how it stands (acting, done, the fast lane, its pace, a mount, lost movement, complications).
//! The one acting is highlighted, the selected one marked `›`. With room to spare, the selected
//! participant's dice and complications follow in full.

use super::line::shape;
use super::{pace_words, queue_order};
use crate::screen::text::{abbreviate_name, wrap};
use crate::screen::theme::Theme;
use crate::systems::track::rules::{
    Id, Participant, Phase, Ride, Side, Status, TrackChase, TurnOrder,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct OrderView<'a> {
    pub state: &'a TrackChase,
    pub selected: Id,
    pub theme: &'a Theme,
    /// The players' view: the GM's numbers (hit points) of those who are not players' characters
    /// are not shown.
    pub players_view: bool,
}

impl Widget for &OrderView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let state = self.state;
        let block = Block::bordered()
            .title(self.title())
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height < 2 || inner.width < 20 {
            return;
        }
        let width = usize::from(inner.width);
        let (name_width, initiative) = self.columns(width);
        let init_head = if initiative { " Init" } else { "" };
        let header = format!(
            "   {:<name_width$}{init_head} {:>5} {:>4} {:>6}  Status",
            "Name", "Space", "Gap", "Exert"
        );
        buf.set_stringn(inner.x, inner.y, header, width, theme.dim());
        let order = queue_order(state);
        let rows = self.rows(&order, width, name_width, initiative);
        let selected_at = order
            .iter()
            .position(|id| *id == self.selected)
            .unwrap_or(0);
        let list = Rect {
            y: inner.y + 1,
            height: inner.height - 1,
            ..inner
        };
        let y = crate::screen::rows::render_rows(buf, area, list, &rows, selected_at, theme);
        // With room to spare (a tall screen), the selected participant in full.
        let spare = (inner.y + inner.height).saturating_sub(y + 1);
        if spare >= 2 {
            let details = self.details(width.saturating_sub(2));
            for (i, line) in details.iter().take(usize::from(spare)).enumerate() {
                buf.set_stringn(
                    inner.x + 1,
                    y + 1 + i as u16,
                    line,
                    width.saturating_sub(1),
                    theme.plain(),
                );
            }
        }
    }
}

impl OrderView<'_> {
    /// The rows the panel needs to show everyone at `width` columns, borders and header included.
    pub fn wanted_height(&self, width: u16) -> u16 {
        let width = usize::from(width.saturating_sub(2));
        let (name_width, initiative) = self.columns(width);
        let rows = self.rows(&queue_order(self.state), width, name_width, initiative);
        crate::screen::rows::rows_height(&rows).saturating_add(3)
    }

    /// The name column's width, and whether the initiative column is shown.
    fn columns(&self, width: usize) -> (usize, bool) {
        let state = self.state;
        let longest = state
            .participants
            .iter()
            .map(|p| p.name.chars().count())
            .max()
            .unwrap_or(4);
        let name_width = longest.min(width.saturating_sub(52)).clamp(6, 14);
        let initiative = state.participants.iter().any(|p| p.initiative.is_some());
        (name_width, initiative)
    }

    /// Each participant's row, its status wrapped under the status column.
    fn rows(
        &self,
        order: &[Id],
        width: usize,
        name_width: usize,
        initiative: bool,
    ) -> Vec<crate::screen::rows::Row<'_>> {
        let state = self.state;
        let theme = self.theme;
        let acting = state.current();
        order
            .iter()
            .map(|id| {
                let p = state.participant(*id);
                let mark = if *id == self.selected { '›' } else { ' ' };
                let init = match (initiative, p.initiative) {
                    (false, _) => String::new(),
                    (true, Some(total)) => format!(" {total:>4}"),
                    (true, None) => "    -".to_string(),
                };
                let gap = state
                    .nearest_opponent(*id)
                    .filter(|_| p.status.is_running())
                    .map_or("-".to_string(), |d| d.to_string());
                let head = format!(
                    "{mark}{} {:<name_width$}{init} {:>5} {:>4} {:>6}  ",
                    shape(p.side),
                    abbreviate_name(&p.name, name_width),
                    p.space,
                    gap,
                    format!("CN {}", state.exertion_cn(*id)),
                );
                let mut style = match p.side {
                    Side::Chaser => theme.pursuer(),
                    Side::Prey => theme.quarry(),
                };
                if !p.status.is_running() {
                    style = theme.dim();
                }
                if Some(*id) == acting {
                    style = theme.acting();
                } else if *id == self.selected {
                    style = style.add_modifier(Modifier::BOLD);
                }
                crate::screen::rows::Row {
                    name: &p.name,
                    lines: crate::screen::rows::with_status(&head, &self.status(*id, p), width),
                    style,
                    acting: Some(*id) == acting,
                }
            })
            .collect()
    }

    fn title(&self) -> &'static str {
        let state = self.state;
        let initiative = match state.settings.turn_order {
            TurnOrder::Initiative => true,
            TurnOrder::Alternate => false,
            TurnOrder::Auto => state.participants.len() > 2,
        };
        match (state.phase, initiative) {
            (Phase::Starting, true) => " Turn order: initiative when it starts ",
            (Phase::Starting, false) => " Turn order: prey first, then alternating ",
            (_, true) => " Turn order (initiative) ",
            (_, false) => " Turn order (prey first, alternating) ",
        }
    }

    /// "acting", "done", "waiting", "caught by Guard"; then the fast lane, pace, ride, lost
    /// movement, hit points and complications.
    pub fn status(&self, id: Id, p: &Participant) -> String {
        let state = self.state;
        let mut words: Vec<String> = Vec::new();
        match p.status {
            Status::Running if state.phase == Phase::Running => {
                let turn = &state.turn;
                let index = turn.order.iter().position(|o| *o == id);
                if state.current() == Some(id) {
                    words.push("acting".to_string());
                } else if index.is_some_and(|i| i < turn.position) {
                    words.push("done".to_string());
                } else {
                    words.push("waiting".to_string());
                }
            }
            // A prey still running when the keeper ended the chase; a chaser needs no word.
            Status::Running if state.phase == Phase::Over => {
                if p.side == Side::Prey {
                    words.push("still running".to_string());
                }
            }
            Status::Running => words.push("ready".to_string()),
            Status::Caught { by } => words.push(format!(
                "caught by {}",
                state
                    .participants
                    .get(usize::from(by))
                    .map_or("?", |c| c.name.as_str())
            )),
            other => words.push(other.word().to_string()),
        }
        match p.fast_lane_from {
            Some(from) if state.round >= from => words.push("fast lane".to_string()),
            Some(from) => words.push(format!("fast lane from round {from}")),
            None => {}
        }
        if let Some(pace) = pace_words(state, id) {
            words.push(pace.to_string());
        }
        match &p.ride {
            Ride::OnFoot => {}
            Ride::Mount { name, .. } => words.push(format!("on {name}")),
            Ride::Vehicle { name, .. } => words.push(format!("in {name}")),
        }
        if let Some(how) = &p.special_movement {
            words.push(how.clone());
        }
        if p.lost_movement > 0 {
            words.push(format!("-{} next move", p.lost_movement));
        }
        // The players' view keeps the GM's numbers for the GM's people.
        if let Some(hp) = p.hp.filter(|_| p.open_to_players() || !self.players_view) {
            words.push(format!("{hp} hp"));
        }
        if p.size > 1 {
            words.push(format!("group of {}", p.size));
        }
        match p.complications.len() {
            0 => {}
            1 => words.push("1 complication".to_string()),
            n => words.push(format!("{n} complications")),
        }
        words.join(", ")
    }

    /// The selected participant's dice and complications, wrapped to the panel; in the players'
    /// view a GM character's dice are the GM's, and only its complications show.
    fn details(&self, width: usize) -> Vec<String> {
        let Some(p) = self.state.participants.get(usize::from(self.selected)) else {
            return Vec::new();
        };
        let dice = p.dice;
        let mut text = if self.players_view && !p.open_to_players() {
            vec![format!("{}: the GM's dice", p.name)]
        } else {
            vec![format!(
                "{}: heart d{}, might d{}, agility d{}, cunning d{}, presence d{}",
                p.name, dice.heart, dice.might, dice.agility, dice.cunning, dice.presence
            )]
        };
        if !p.complications.is_empty() {
            text.push(format!("Complications: {}", p.complications.join("; ")));
        }
        text.iter().flat_map(|line| wrap(line, width)).collect()
    }
}
