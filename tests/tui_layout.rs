//! The layout rule, over every shipped setup of every system, at 80x24 and 160x48,
//! before and after its chase starts, with the odds (`%`) closed and open: every participant is on
//! the screen by its name (or a cut that keeps its numbering word) or named or counted on a
//! panel's border (`▼ Ned`, `▼ 3 more`); the odds panel changes nothing outside the log's place,
//! so it is never drawn over the track or a list; and a list is never cut short while the log
//! below it has rows to spare.

use crate::tui_common;

use chasetrack::odds::Policy;
use chasetrack::systems::SystemKind;
use tui_common::*;

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

/// The names of a setup's participants, as the odds' roster lists them for every system.
fn names(app: &chasetrack::tui::App) -> Vec<String> {
    fn of<R: Policy>(session: &chasetrack::engine::Session<R>) -> Vec<String> {
        session
            .state()
            .roster()
            .into_iter()
            .map(|(name, _)| name)
            .collect()
    }
    chasetrack::each!(app.chase(), s => of(s))
}

/// The keys that start each system's chase with the tool's dice (the speed rolls and the cut to
/// the chase; the turn order; the chase-track start), so that the running screen is checked too.
fn start_keys(system: SystemKind) -> &'static str {
    match system {
        SystemKind::Coc7 => "sRc<Enter>",
        SystemKind::Track => "s",
        SystemKind::Clocks => "sR",
        SystemKind::Gurps => "n",
        SystemKind::Savage => "mR",
    }
}

/// Whether `shown` has `name` whole or cut the way the panels cut names.
fn readable(shown: &str, name: &str) -> bool {
    let len = name.chars().count();
    shown.contains(name)
        || (5..len).any(|w| shown.contains(&chasetrack::screen::text::abbreviate_name(name, w)))
}

/// How many participants the borders count as hidden ("▼ 3 more").
fn counted(shown: &str) -> usize {
    shown
        .split(['▲', '▼'])
        .skip(1)
        .filter_map(|rest| {
            let words: Vec<&str> = rest.split_whitespace().take(2).collect();
            match words.as_slice() {
                [n, "more"] => n.parse::<usize>().ok(),
                _ => None,
            }
        })
        .sum()
}

/// Everyone is on the screen, or named or counted on a border.
fn everyone_on(shown: &str, who: &[String]) -> Result<(), String> {
    let body: String = shown.lines().skip(1).collect::<Vec<_>>().join("\n");
    let missing: Vec<&String> = who.iter().filter(|n| !readable(&body, n)).collect();
    if missing.len() > counted(&body) {
        return Err(format!("not on screen: {missing:?}"));
    }
    Ok(())
}

/// The log's place on a screen without odds: from the `┌ Log` corner to its `┐`, down to the
/// body's last row.
fn log_place(shown: &str) -> Option<(usize, usize, usize)> {
    shown.lines().enumerate().find_map(|(row, line)| {
        let chars: Vec<char> = line.chars().collect();
        let start = line.find("┌ Log").map(|b| line[..b].chars().count())?;
        let end = (start + 1..chars.len()).find(|c| chars[*c] == '┐')?;
        Some((row, start, end))
    })
}

/// Every cell that the odds change lies in the log's place (or the status line and hint bar).
fn odds_only_in_logs_place(closed: &str, open: &str, height: usize) -> Result<(), String> {
    let (top, left, right) = log_place(closed).ok_or("no log on the screen")?;
    for (row, (a, b)) in closed.lines().zip(open.lines()).enumerate() {
        if row + 3 >= height || a == b {
            continue;
        }
        let a: Vec<char> = a.chars().collect();
        let b: Vec<char> = b.chars().collect();
        for col in 0..a.len().max(b.len()) {
            let (x, y) = (a.get(col).unwrap_or(&' '), b.get(col).unwrap_or(&' '));
            if x != y && !(row >= top && (left..=right).contains(&col)) {
                return Err(format!("the odds changed row {row}, column {col}"));
            }
        }
    }
    Ok(())
}

/// "A panel shows all its rows or says how many it hides; the odds take their own
/// place and are never drawn over the track; every participant on the track and in the order,
/// with `%` open and closed", for every shipped setup.
#[test]
fn every_shipped_setup_keeps_everyone_on_screen_with_the_odds_open_or_closed() {
    let mut failures = Vec::new();
    for name in shipped() {
        let dir = tempfile::tempdir().unwrap();
        // Few playouts: the figures' count is what is laid out, not their precision.
        let mut setup = asset(&name);
        setup.odds.runs = 100;
        let mut app = app_with_journal(setup, &dir);
        let system = app.chase().system();
        for stage in ["opening", "running"] {
            if stage == "running" {
                press(&mut app, start_keys(system));
                if app.overlay().is_some() {
                    press(&mut app, "<Esc>");
                }
            }
            let who = names(&app);
            // Shown and hidden once, so that the status line says the same length of thing with
            // the odds open and closed and the body keeps its height.
            press(&mut app, "%%");
            let closed: Vec<String> = SIZES.iter().map(|(w, h)| screen(&app, *w, *h)).collect();
            press(&mut app, "%");
            app.wait_for_odds();
            for (i, (w, h)) in SIZES.iter().enumerate() {
                let open = screen(&app, *w, *h);
                assert!(open.contains("Odds ·"), "{name} {w}x{h}:\n{open}");
                let checks = [
                    everyone_on(&closed[i], &who).map_err(|e| format!("{e}\n{}", closed[i])),
                    everyone_on(&open, &who).map_err(|e| format!("{e}\n{open}")),
                    odds_only_in_logs_place(&closed[i], &open, usize::from(*h))
                        .map_err(|e| format!("{e}\n{}\n{open}", closed[i])),
                ];
                for check in checks {
                    if let Err(why) = check {
                        failures.push(format!("{name}, {stage}, {w}x{h}: {why}"));
                    }
                }
            }
            press(&mut app, "%");
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// "The Hounds are cut with no marker, while the log below takes six rows to say Nothing has
/// happened yet": the moors at 80x24 list all four in the turn order, the log giving
/// up its empty rows.
#[test]
fn a_list_gets_its_rows_before_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_journal(asset("moors.ron"), &dir);
    let shown = screen(&app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    let top = rows
        .iter()
        .position(|r| r.starts_with("┌ Turn order"))
        .unwrap();
    let bottom = top + rows[top..].iter().position(|r| r.starts_with('└')).unwrap();
    let order = rows[top..bottom].join("\n");
    for who in ["Highwayman", "Ned", "Sergeant", "Hounds"] {
        assert!(order.contains(who), "{who} in the order:\n{shown}");
    }
    assert!(!rows[bottom].contains('▼'), "{shown}");
}

/// At 80x24, once the chase has started, every participant of every shipped setup is
/// on the screen by name: none is left only counted or named on a border.
#[test]
fn every_shipped_setup_names_everyone_at_80x24_once_started() {
    let mut failures = Vec::new();
    for name in shipped() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(asset(&name), &dir);
        let system = app.chase().system();
        press(&mut app, start_keys(system));
        if app.overlay().is_some() {
            press(&mut app, "<Esc>");
        }
        let who = names(&app);
        let shown = screen(&app, 80, 24);
        let body: String = shown.lines().skip(1).collect::<Vec<_>>().join("\n");
        let missing: Vec<&String> = who.iter().filter(|n| !readable(&body, n)).collect();
        if !missing.is_empty() {
            failures.push(format!("{name}: not on screen {missing:?}\n{shown}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The car chase's eight at 80x24 are all in the turn order panel, the one acting
/// among them, each with its movement actions left and its status word.
#[test]
fn the_car_chase_turn_order_lists_all_eight_at_80x24() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    press(&mut app, "sRc<Enter>");
    let shown = screen(&app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    let top = rows
        .iter()
        .position(|r| r.starts_with("┌ Turn order"))
        .unwrap_or_else(|| panic!("a turn order:\n{shown}"));
    assert!(rows[top].contains("moves left, status"), "{shown}");
    let bottom = top + rows[top..].iter().position(|r| r.starts_with('└')).unwrap();
    let order = rows[top..=bottom].join("\n");
    for who in [
        "Amy",
        "Bob",
        "Cult rider",
        "Harvey",
        "Police 1",
        "Police 2",
        "Officer Doyle",
        "Cult gunman",
        "Cult driver",
    ] {
        assert!(order.contains(who), "{who} in the order:\n{shown}");
    }
    assert!(
        order.contains("›◆ Amy") && order.contains("- acting"),
        "{shown}"
    );
    assert!(!order.contains("more"), "nobody left out:\n{shown}");
}

/// The compact track at 80x24 leads each group with its location as `@4` and joins the
/// moves left to each name (`◆Harvey·2`), so no bare number stands beside a name ("Police 1 2").
#[test]
fn the_compact_track_keeps_locations_and_moves_apart_from_names() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    press(&mut app, "sRc<Enter>");
    let shown = screen(&app, 80, 24);
    let track: Vec<&str> = shown.lines().skip(4).take(2).collect();
    let track = track.join("\n");
    assert!(
        track.contains("@") && track.contains("▶Police 1·"),
        "{shown}"
    );
    assert!(track.contains("▶Police 2·"), "{shown}");
    for word in track.split(['│', '\n']).flat_map(str::split_whitespace) {
        let bare = word.chars().all(|c| c.is_ascii_digit());
        assert!(
            !bare || word == "1" || word == "2",
            "a bare number {word:?} on the track:\n{shown}"
        );
    }
    assert!(!track.contains("1 2") && !track.contains("2 2"), "{shown}");
}
