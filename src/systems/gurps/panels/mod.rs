//! The GURPS panels: the range bands as a track with each side's markers and the last shift, the
//! step of "Chase Sequence" and what it waits for, each side with its declared maneuver, its
//! people and vehicles (wounds, close calls, statics), and the last Contest's rolls and margins;
//! laid out with the shared log. Every participant stays on screen at 80x24.

use crate::escape::printable;
use crate::screen::Body;
use crate::screen::KeyNames;
use crate::screen::theme::Theme;
use crate::systems::gurps::rules::{Band, ChaseRoll, GurpsChase, Id, Side, Stage, waits_for};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

/// Draws the bands, the sides, the Contest and the log.
pub fn render_body(body: &dyn Body, state: &GurpsChase, area: Rect, buf: &mut Buffer) {
    let theme = body.theme();
    let keys = body.keys();
    let selected = crate::systems::gurps::screen::selected(state, body.focus());
    let players = body.focus().players_view;
    let side_rows = |role: Side| 2 + state.members_any(state.party_of(role)).len() as u16;
    let sides_height = side_rows(Side::Quarry).max(side_rows(Side::Pursuer));
    let [bands, sides, contest, log] = Layout::vertical([
        Constraint::Length(3),
        Constraint::Length(sides_height.min(area.height / 2)),
        Constraint::Length(if area.height >= 30 { 4 } else { 2 }),
        Constraint::Fill(1),
    ])
    .areas(area);
    Paragraph::new(band_lines(state, theme, bands.width, players, keys)).render(bands, buf);
    let [left, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(sides);
    for (role, at) in [(Side::Quarry, left), (Side::Pursuer, right)] {
        side(state, role, selected, players, theme, at, buf);
    }
    Paragraph::new(contest_lines(
        state,
        theme,
        players,
        usize::from(contest.width),
        keys,
    ))
    .wrap(Wrap { trim: true })
    .render(contest, buf);
    body.render_log(log, buf);
}

/// The range as a track: the pursuer at its start, the quarry at the band between them; for the
/// keeper, the step's key.
fn band_lines(
    state: &GurpsChase,
    theme: &Theme,
    width: u16,
    players: bool,
    keys: &KeyNames,
) -> Vec<Line<'static>> {
    let leader = |role: Side| {
        printable(
            &state
                .person(state.parties[state.party_of(role)].leader)
                .name,
        )
    };
    let pursuer = leader(Side::Pursuer);
    let lead = (pursuer.chars().count() + 2).clamp(8, 16);
    let cell = (usize::from(width).saturating_sub(lead + 14) / 5).clamp(7, 24);
    let mut names = vec![Span::styled(format!("{:<lead$}", "pursuer"), theme.dim())];
    let mut marks = vec![Span::styled(
        format!("▶{:<w$}", short(&pursuer, lead - 2), w = lead - 1),
        theme.pursuer(),
    )];
    for band in Band::ALL {
        let word = if band == state.band {
            format!("[{}]", band.word())
        } else {
            band.word().to_string()
        };
        let style = if band == state.band {
            theme.bold()
        } else {
            theme.dim()
        };
        names.push(Span::styled(format!("{word:<cell$}"), style));
        let mark = if band == state.band {
            format!("◆{}", short(&leader(Side::Quarry), cell.saturating_sub(2)))
        } else {
            String::new()
        };
        marks.push(Span::styled(format!("{mark:<cell$}"), theme.quarry()));
    }
    names.push(Span::styled("| escape", theme.dim()));
    let arrow = match state.last_shift {
        0 => String::new(),
        s if s < 0 => format!("  ← closed {}", -s),
        s => format!("  → opened {s}"),
    };
    marks.push(Span::styled(arrow, theme.info()));
    let step = match state.step {
        Stage::Over => "The chase is over.".to_string(),
        step if players => format!(
            "Step {} of 6 · {}",
            step.number(),
            printable(&waits_for(state))
        ),
        step => format!(
            "Step {} of 6 · {} ({})",
            step.number(),
            printable(&waits_for(state)),
            crate::systems::gurps::screen::key_names::key(
                keys,
                crate::systems::gurps::screen::Action::Next
            )
        ),
    };
    vec![
        Line::from(names),
        Line::from(marks),
        Line::styled(step, theme.title()),
    ]
}

fn short(name: &str, width: usize) -> String {
    crate::screen::text::abbreviate_name(name, width.max(3))
}

/// One side: its name, maneuver, statics, and each person with seat, HP and marks.
fn side(
    state: &GurpsChase,
    role: Side,
    selected: Id,
    players: bool,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let party = state.party_of(role);
    let side = &state.parties[party];
    let declared = declared_words(state, role);
    let mut title = format!(" {} · {} ", role.word(), declared);
    if side.forced_static {
        title.push_str("· static ");
    }
    if side.chaos != 0 {
        title.push_str(&format!("· chaos {} ", side.chaos));
    }
    let block = Block::bordered()
        .title(title)
        .title_style(if role == Side::Quarry {
            theme.quarry()
        } else {
            theme.pursuer()
        })
        .border_style(theme.border());
    let inner = block.inner(area);
    block.render(area, buf);
    let width = usize::from(inner.width);
    let mut lines = Vec::new();
    for id in state.members_any(party) {
        let p = state.person(id);
        let mark = if id == selected { '›' } else { ' ' };
        let lead = if id == side.leader { '★' } else { ' ' };
        let seat = seat(state, id, players);
        let hp = if players && !p.open_to_players() {
            String::new()
        } else {
            format!("HP {}", p.hp)
        };
        let notes = notes(state, id);
        let longest = state
            .members_any(party)
            .iter()
            .map(|m| state.person(*m).name.chars().count())
            .max()
            .unwrap_or(6);
        let name_width = longest.min(width.saturating_sub(26)).max(4);
        let text = format!(
            "{mark}{lead}{:<name_width$} {:<6} {} {}",
            short(&printable(&p.name), name_width),
            hp,
            printable(&seat),
            notes.join(", ")
        );
        let style = if p.out.is_some() {
            theme.dim()
        } else {
            Style::default()
        };
        lines.push(Line::styled(
            crate::screen::text::abbreviate(&text, width),
            style,
        ));
    }
    Paragraph::new(lines).render(inner, buf);
}

/// Where a person sits: "Van 12/15" for its driver (the vehicle's HP only where the players may
/// know them, when `players`), "in Van", "on foot".
pub fn seat(state: &GurpsChase, id: Id, players: bool) -> String {
    let p = state.person(id);
    match p.aboard {
        Some(v) if state.vehicle(v).operator == Some(id) => {
            let v = state.vehicle(v);
            let hp = if players && !p.open_to_players() {
                String::new()
            } else {
                format!(" {}/{}", v.hp, v.hp_max)
            };
            format!("{}{hp}", v.name)
        }
        Some(v) => format!("in {}", state.vehicle(v).name),
        None => "on foot".to_string(),
    }
}

/// A person's marks: out, a close call, stunned or shock, a stunt that came off.
pub fn notes(state: &GurpsChase, id: Id) -> Vec<String> {
    let p = state.person(id);
    let mut notes = Vec::new();
    if let Some(out) = p.out {
        notes.push(out.word().to_string());
    }
    if p.close_call.is_some_and(|r| r + 1 >= state.round) && p.out.is_none() {
        notes.push("close call".to_string());
    }
    if p.stunned && p.out.is_none() {
        notes.push("stunned -4".to_string());
    } else if p.shock > 0 {
        notes.push(format!("shock -{}", p.shock));
    }
    if p.stunt == Some(true) {
        notes.push("stunt ok".to_string());
    }
    notes
}

/// The maneuver a side has declared, as the players may know it: hidden while the quarry's is
/// declared blind and the pursuer has not chosen yet.
pub fn declared_words(state: &GurpsChase, role: Side) -> String {
    let side = &state.parties[state.party_of(role)];
    let blind =
        state.settings.blind && role == Side::Quarry && state.step == Stage::PursuerDeclares;
    match side.declared {
        _ if blind => "declared (hidden)".to_string(),
        Some(d) if d.maneuver.is_stunt() => format!("{} -{}", d.maneuver.word(), d.penalty),
        Some(d) => d.maneuver.word().to_string(),
        None => "not declared".to_string(),
    }
}

/// The last Contest: who won by how much, then each side's skill, modifiers, roll and margin, a
/// side a line so that neither is cut at 80 columns; a line too long for `width` gives its
/// modifiers as one sum, then drops the skill's name, before it is shortened with "…". For the
/// players (`players`), an NPC leader's roll shows only its margin: its skill, modifiers and
/// dice are the GM's.
fn contest_lines(
    state: &GurpsChase,
    theme: &Theme,
    players: bool,
    width: usize,
    keys: &KeyNames,
) -> Vec<Line<'static>> {
    let Some(contest) = &state.contest else {
        let scenery = if state.scenery {
            "suitable scenery this round".to_string()
        } else if players {
            "no suitable scenery".to_string()
        } else {
            format!(
                "no suitable scenery ({})",
                crate::systems::gurps::screen::key_names::key(
                    keys,
                    crate::systems::gurps::screen::Action::Scenery
                )
            )
        };
        return vec![Line::styled(
            format!("No Contest rolled yet · {scenery}"),
            theme.dim(),
        )];
    };
    let margin = |r: &ChaseRoll| {
        format!(
            "{}{}",
            if r.margin() >= 0 { "by " } else { "missed by " },
            r.margin().abs()
        )
    };
    // The fullest way of telling a roll that fits: every modifier, then their sum, then no
    // skill name.
    let roll = |r: &ChaseRoll, room: usize| {
        let name = printable(&state.person(r.leader).name);
        if players && !state.person(r.leader).open_to_players() {
            return format!("{name} {} ({})", r.skill_name, margin(r));
        }
        let each: Vec<String> = r
            .mods
            .iter()
            .map(|m| format!(" {:+} {}", m.value, m.why))
            .collect();
        let sum: i32 = r.mods.iter().map(|m| m.value).sum();
        let summed = if r.mods.is_empty() {
            String::new()
        } else {
            format!(" {sum:+}")
        };
        let tail = format!(" = {}, rolled {} ({})", r.effective(), r.roll, margin(r));
        let ways = [
            format!("{name} {} {}{}{tail}", r.skill_name, r.base, each.concat()),
            format!("{name} {} {}{summed}{tail}", r.skill_name, r.base),
            format!("{name} {}{summed}{tail}", r.base),
        ];
        ways.iter()
            .find(|w| w.chars().count() <= room)
            .cloned()
            .unwrap_or_else(|| crate::screen::text::abbreviate(&ways[2], room))
    };
    let result = match contest.winner {
        Some((party, by)) => format!(
            "{} wins by {by}",
            printable(&state.person(state.parties[party].leader).name)
        ),
        None => "a tie".to_string(),
    };
    let first = format!("Contest: {result} · ");
    let whole = format!(
        "{first}{} · {}",
        roll(&contest.quarry, usize::MAX),
        roll(&contest.pursuer, usize::MAX)
    );
    if whole.chars().count() <= width {
        return vec![Line::styled(whole, theme.info())];
    }
    let quarry = roll(&contest.quarry, width.saturating_sub(first.chars().count()));
    let pursuer = roll(&contest.pursuer, width);
    vec![
        Line::styled(format!("{first}{quarry}"), theme.info()),
        Line::styled(pursuer, theme.info()),
    ]
}

/// The header's round and step, the same for every audience (it names no key).
pub fn header_parts(state: &GurpsChase, _: crate::engine::Audience) -> (String, String) {
    let step = match state.step {
        Stage::Over => "over".to_string(),
        step => format!("{} · step {} of 6", state.band.word(), step.number()),
    };
    (format!("Round {}", state.round), step)
}

/// The selected person in full; for the players (`players_view`), an NPC's name and side only,
/// its skill, speed and defences being the GM's.
pub fn person_info(state: &GurpsChase, id: Id, players_view: bool) -> String {
    let Some(p) = state.people.get(usize::from(id)) else {
        return String::new();
    };
    if players_view && !p.open_to_players() {
        return format!("{} · {}", printable(&p.name), state.role_of(p.party).word());
    }
    let (skill, value) = state.travel_skill(id);
    let mut parts = vec![
        printable(&p.name),
        state.role_of(p.party).word().to_string(),
        format!("{skill} {value}"),
        format!("speed +{}", state.speed_bonus(id)),
        format!("Dodge {}", p.dodge),
    ];
    if let Some(w) = &p.weapon {
        parts.push(format!("{} {} ({})", printable(&w.name), w.skill, w.damage));
    }
    parts.join(" · ")
}

/// The people in the order the panels list them: the quarry's side, then the pursuer's.
pub fn order(state: &GurpsChase) -> Vec<Id> {
    let mut out = state.members_any(state.party_of(Side::Quarry));
    out.extend(state.members_any(state.party_of(Side::Pursuer)));
    out
}
