//! The turn queue in DEX order ("Actions in a Chase Round"): each participant's DEX, MOV, movement
//! actions left, HP and status; the one acting highlighted, the selected one marked `›`. While the
//! chase is being established it shows the speed rolls instead.

use super::track::shape;
use crate::screen::KeyNames;
use crate::screen::text::abbreviate_name;
use crate::screen::theme::Theme;
use crate::systems::coc7::rules::{Coc7, Id, Participant, Phase, Side, Speed, Status, Vehicle};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct QueueView<'a> {
    pub state: &'a Coc7,
    pub selected: Id,
    pub theme: &'a Theme,
    /// The words for keys the panel writes for the keeper.
    pub keys: &'a KeyNames,
    /// The players' view: the keeper's numbers for those who are not investigators (DEX, CON,
    /// HP) are not shown.
    pub players_view: bool,
}

impl Widget for &QueueView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let establishing = self.state.phase == Phase::Establishing;
        let title = if establishing {
            " Speed rolls "
        } else {
            " Turn order (DEX) "
        };
        let framed = |title: &'static str| {
            Block::bordered()
                .title(title)
                .title_style(theme.title())
                .border_style(theme.border())
        };
        let block = framed(title);
        let inner = block.inner(area);
        if inner.height < 2 || inner.width < 20 {
            block.render(area, buf);
            return;
        }
        let width = usize::from(inner.width);
        let order = super::queue_order(self.state);
        // Short of room (eight in a car chase at 80x24): everyone on one line each, side by side
        // in columns, rather than a few full rows and the rest named on the border.
        let full = self.rows(&order, width);
        // (While establishing, the speed rolls keep their columns: the roll is what is read.)
        // Only across the whole screen (80x24): a queue beside the log keeps its full rows.
        if !establishing
            && inner.width >= 70
            && usize::from(crate::screen::rows::rows_height(&full)) + 1 > usize::from(inner.height)
            && self.compact_fits(&order, inner)
        {
            framed(" Turn order (DEX) · moves left, status ").render(area, buf);
            self.render_compact(&order, inner, buf);
            return;
        }
        block.render(area, buf);
        let name_width = (width.saturating_sub(40)).clamp(8, 22);
        let header = if establishing {
            format!(
                "   {:<name_width$} {:<7} {:>3} {:>3} {:>3}  Speed roll",
                "Name", "Side", "DEX", "CON", "MOV"
            )
        } else {
            format!(
                "   {:<name_width$} {:>3} {:>3} {:>5} {:>5}  Status",
                "Name", "DEX", "MOV", "Moves", "HP"
            )
        };
        buf.set_stringn(inner.x, inner.y, header, width, theme.dim());
        // Keep the selected row in view in a long queue.
        let selected_at = order
            .iter()
            .position(|id| *id == self.selected)
            .unwrap_or(0);
        let rows = full;
        let list = Rect {
            y: inner.y + 1,
            height: inner.height - 1,
            ..inner
        };
        crate::screen::rows::render_rows(buf, area, list, &rows, selected_at, theme);
    }
}

impl QueueView<'_> {
    /// Whether everyone fits on one line each in columns at least 24 wide.
    fn compact_fits(&self, order: &[Id], inner: Rect) -> bool {
        let height = usize::from(inner.height);
        height > 0 && compact_cell(order.len(), inner) >= 24
    }

    /// Everyone on one line each, in columns read down then across (`›◆ Amy  - acting`): the
    /// movement actions left and the first words of the status ("waiting", "caught by Bob").
    fn render_compact(&self, order: &[Id], inner: Rect, buf: &mut Buffer) {
        let height = usize::from(inner.height);
        let cell = compact_cell(order.len(), inner);
        let acting = self.state.current();
        // Mark, shape, name, moves (or MOV), status word: "›◆ Cult rider  3 waiting".
        let name_width = cell.saturating_sub(16).min(18);
        for (i, id) in order.iter().enumerate() {
            let participant = self.state.participant(*id);
            let mark = if *id == self.selected { '›' } else { ' ' };
            let name = abbreviate_name(&participant.name, name_width);
            let status = self.status_text(*id, participant);
            let word = status.split(',').next().unwrap_or("");
            let number = actions_text(participant);
            let text = format!(
                "{mark}{} {name:<name_width$} {number:>2} {word}",
                shape(participant.side)
            );
            let style = self.row_style(*id, participant, acting);
            let (column, row) = (i / height, i % height);
            let x = inner.x + u16::try_from(column * cell).unwrap_or(0);
            let y = inner.y + u16::try_from(row).unwrap_or(0);
            let room = cell.saturating_sub(1);
            if Some(*id) == acting {
                let painted = Rect {
                    x,
                    y,
                    width: u16::try_from(room).unwrap_or(0),
                    height: 1,
                };
                buf.set_style(painted, style);
            }
            buf.set_stringn(
                x,
                y,
                crate::screen::text::abbreviate(&text, room),
                room,
                style,
            );
        }
    }

    /// The rows the panel needs to show everyone at `width` columns, borders and header included.
    pub fn wanted_height(&self, width: u16) -> u16 {
        let rows = self.rows(
            &super::queue_order(self.state),
            usize::from(width.saturating_sub(2)),
        );
        crate::screen::rows::rows_height(&rows).saturating_add(3)
    }

    /// Each participant's row, its status (or speed roll) wrapped under its column.
    fn rows(&self, order: &[Id], width: usize) -> Vec<crate::screen::rows::Row<'_>> {
        let establishing = self.state.phase == Phase::Establishing;
        let name_width = (width.saturating_sub(40)).clamp(8, 22);
        let acting = self.state.current();
        order
            .iter()
            .map(|id| {
                let participant = self.state.participant(*id);
                let mark = if *id == self.selected { '›' } else { ' ' };
                let name = abbreviate_name(&participant.name, name_width);
                // The players' view keeps the keeper's numbers for the keeper's people.
                let secret = self.players_view && !participant.open_to_players();
                let number = |value: String| if secret { "?".to_string() } else { value };
                let (head, status) = if establishing {
                    (
                        format!(
                            "{mark}{} {name:<name_width$} {:<7} {:>3} {:>3} {:>3}  ",
                            shape(participant.side),
                            side_word(participant.side),
                            number(participant.dex.to_string()),
                            number(participant.con.to_string()),
                            participant.mov(),
                        ),
                        speed_text(participant),
                    )
                } else {
                    let mov = if participant.is_passenger() {
                        "-".to_string()
                    } else {
                        participant.mov().to_string()
                    };
                    (
                        format!(
                            "{mark}{} {name:<name_width$} {:>3} {:>3} {:>5} {:>5}  ",
                            shape(participant.side),
                            number(participant.dex.to_string()),
                            mov,
                            actions_text(participant),
                            number(format!("{}/{}", participant.hp, participant.max_hp)),
                        ),
                        self.status_text(*id, participant),
                    )
                };
                let style = self.row_style(*id, participant, acting);
                crate::screen::rows::Row {
                    name: participant.name.as_str(),
                    lines: crate::screen::rows::with_status(&head, &status, width),
                    style,
                    acting: Some(*id) == acting,
                }
            })
            .collect()
    }

    /// "acting", "waiting", "done", "delayed", "owes 1", "caught by Farmer", "escaped".
    /// A row's style: its side's colour, dim when out of the chase, the acting one's mark, and
    /// bold for the selected one. The full rows and the compact ones share it.
    fn row_style(
        &self,
        id: Id,
        participant: &Participant,
        acting: Option<Id>,
    ) -> ratatui::style::Style {
        let theme = self.theme;
        let mut style = match participant.side {
            Side::Pursuer => theme.pursuer(),
            Side::Quarry => theme.quarry(),
        };
        if !participant.in_chase() {
            style = theme.dim();
        }
        if Some(id) == acting {
            style = theme.acting();
        } else if id == self.selected {
            style = style.add_modifier(Modifier::BOLD);
        }
        style
    }

    pub fn status_text(&self, id: Id, participant: &Participant) -> String {
        let state = self.state;
        let mut words: Vec<String> = Vec::new();
        match participant.status {
            Status::Active if state.phase == Phase::Running => {
                let turn = &state.turn;
                let index = turn.order.iter().position(|o| *o == id);
                if state.current() == Some(id) {
                    words.push("acting".to_string());
                } else if index.is_some_and(|i| i < turn.position) {
                    words.push("done".to_string());
                } else if turn.has_delayed(id) {
                    words.push("delayed".to_string());
                } else {
                    words.push("waiting".to_string());
                }
            }
            Status::Active if state.phase == Phase::Over => {
                words.push("the chase is over".to_string())
            }
            Status::Active => words.push("in the chase".to_string()),
            Status::Caught { by } => words.push(format!(
                "caught by {}",
                state
                    .participants
                    .get(usize::from(by))
                    .map_or("?", |p| p.name.as_str())
            )),
            // Out of the chase only while it stays in the wreck: the keeper's key puts it back
            // on foot ("Switching Between Modes of Movement"); the players read the plain word.
            Status::LeftBehind if state.stranded(id) => {
                words.push(if self.players_view || state.phase == Phase::Over {
                    "stranded".to_string()
                } else {
                    format!(
                        "stranded ({})",
                        crate::systems::coc7::screen::key_names::key(
                            self.keys,
                            crate::systems::coc7::screen::Action::GetOut
                        )
                    )
                })
            }
            other => words.push(other.word().to_string()),
        }
        if participant.debt > 0 {
            words.push(format!("owes {}", participant.debt));
        }
        if participant.attacked {
            words.push("has attacked".to_string());
        }
        words.extend(part5_words(state, id, participant, self.players_view));
        words.join(", ")
    }
}

/// What Part 5 adds about a participant: its vehicle and its state, the vehicle it rides in, its
/// mode of movement, a vehicle left parked, how far it sees and the way it has chosen at a fork.
/// For the players (`players_view`), a keeper's vehicle's build is told in words, not numbers.
pub fn part5_words(
    state: &Coc7,
    id: Id,
    participant: &Participant,
    players_view: bool,
) -> Vec<String> {
    let mut words = Vec::new();
    if let Some(driver) = participant.rides_with {
        let vehicle = state
            .vehicle_of(id)
            .map_or(String::new(), |(_, v)| format!("'s {}", v.name));
        let driver = state
            .participants
            .get(usize::from(driver))
            .map_or("?", |p| p.name.as_str());
        // Thrown free of a wreck by a Luck roll: no longer in it.
        let place = if participant.thrown_free {
            "thrown free of"
        } else {
            "in"
        };
        words.push(format!("{place} {driver}{vehicle}"));
    } else if let Some(vehicle) = &participant.vehicle {
        if players_view && !participant.open_to_players() {
            words.push(vehicle_words(vehicle));
        } else {
            words.push(vehicle_text(vehicle));
        }
        let riders: Vec<&str> = state
            .passengers(id)
            .map(|p| state.participant(p))
            .filter(|p| !p.thrown_free)
            .map(|p| p.name.as_str())
            .collect();
        if !riders.is_empty() {
            words.push(format!("with {}", riders.join(", ")));
        }
        if participant.navigation_bonus > 0 {
            words.push(format!("navigated -{}", participant.navigation_bonus));
        }
    }
    if let Some(mode) = &participant.mode {
        words.push(format!("mode {mode}"));
    }
    if let Some(parked) = &participant.parked {
        words.push(format!("{} parked", parked.name));
    }
    if let Some(sight) = participant.sight {
        words.push(format!("sees {sight} ahead"));
    }
    if let Some((fork, way)) = participant.heading {
        words.push(format!("at {fork} takes {}", state.map.way_name(way)));
    }
    words
}

/// A vehicle and its build out of its starting build: "Patrol car 4/5 impaired", "Car 0/5
/// wrecked", "tires burst 1".
pub fn vehicle_text(vehicle: &Vehicle) -> String {
    let mut text = format!("{} {}/{}", vehicle.name, vehicle.build, vehicle.start_build);
    if !vehicle.is_running() {
        text.push(' ');
        text.push_str(vehicle.condition.word());
    } else if vehicle.impaired() {
        text.push_str(" impaired");
    }
    if vehicle.tires_burst > 0 {
        text.push_str(&format!(" tires burst {}", vehicle.tires_burst));
    }
    text
}

/// A keeper's vehicle as the players see it, its build in words: "Motorcycle, heavy battered",
/// "Car impaired", "Truck wrecked".
pub fn vehicle_words(vehicle: &Vehicle) -> String {
    let state = if !vehicle.is_running() {
        vehicle.condition.word()
    } else if vehicle.impaired() {
        "impaired"
    } else if vehicle.build < vehicle.start_build {
        "battered"
    } else {
        "unharmed"
    };
    let mut text = format!("{} {state}", vehicle.name);
    if vehicle.tires_burst > 0 {
        text.push_str(" tires burst");
    }
    text
}

/// Movement actions as the text writes them: "2", "1(-1)" for one owed.
pub fn actions_text(participant: &Participant) -> String {
    // "Passengers ... do not have movement actions" (they act once, in the status column).
    if participant.is_passenger() {
        "-".to_string()
    } else if participant.debt > 0 {
        format!("{}(-{})", participant.actions, participant.debt)
    } else {
        participant.actions.to_string()
    }
}

/// The width of a column of the compact queue: `count` rows in `inner`, read down then across.
fn compact_cell(count: usize, inner: Rect) -> usize {
    let columns = count.div_ceil(usize::from(inner.height).max(1)).max(1);
    usize::from(inner.width) / columns
}

pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Pursuer => "pursuer",
        Side::Quarry => "quarry",
    }
}

pub fn speed_text(participant: &Participant) -> String {
    let skill = participant.speed_skill();
    if participant.is_passenger() {
        return "no roll: a passenger".to_string();
    }
    match participant.speed {
        None if participant.status == Status::Active => format!("to roll ({skill})"),
        None => participant.status.word().to_string(),
        Some(speed) => {
            let base = participant.base_mov;
            let result = match speed {
                Speed::Extreme => format!("extreme: MOV {base}→{}", participant.mov()),
                Speed::Success => format!("success: MOV stays {base}"),
                Speed::Failure => format!("failed: MOV {base}→{}", participant.mov()),
            };
            if participant.status == Status::Active {
                result
            } else {
                format!("{result}, {}", participant.status.word())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::QueueView;
    use crate::screen::theme::Theme;
    use crate::systems::coc7::rules::Phase;
    use crate::systems::coc7::rules::vehicle_tests::harvey_thrown_free;

    /// Harvey thrown free of his wrecked car is out of the chase only while he stays in the
    /// wreck ("Switching Between Modes of Movement"): the keeper's turn order says so and names
    /// the key that gets him out; the players read the plain word, and once the chase is over
    /// the key is not named.
    #[test]
    fn one_stranded_in_a_wreck_is_told_apart_from_one_left_behind() {
        let mut chase = harvey_thrown_free();
        let harvey = chase.find("Harvey").unwrap();
        assert!(chase.stranded(harvey));
        fn status(
            state: &crate::systems::coc7::rules::Coc7,
            who: u16,
            players_view: bool,
        ) -> String {
            let theme = Theme::new(false);
            let view = QueueView {
                state,
                selected: 0,
                theme: &theme,
                keys: crate::screen::KeyNames::builtin(),
                players_view,
            };
            view.status_text(who, state.participant(who))
        }
        assert!(
            status(&chase, harvey, false).starts_with("stranded (O)"),
            "{}",
            status(&chase, harvey, false)
        );
        assert!(
            status(&chase, harvey, true).starts_with("stranded,"),
            "{}",
            status(&chase, harvey, true)
        );
        chase.phase = Phase::Over;
        assert!(
            status(&chase, harvey, false).starts_with("stranded,"),
            "{}",
            status(&chase, harvey, false)
        );
    }
}
