//! The GURPS Contest line at 80x24: after the Quick Contest of Chase Rolls, each side's
//! roll is on the screen whole (name, skill value, the effective skill, the roll, the margin), on
//! two clean lines where one does not fit, in every shipped GURPS setup; at 160 columns too.

use crate::tui_common;

use chasetrack::tui::{App, Theme};
use tui_common::*;

/// Both sides declare their first maneuver, the steps between pass or are ended with `n`, and
/// the Contest is rolled by the tool; the shift's prompt is put aside to look at the panels.
fn after_a_contest(name: &str) -> App {
    let mut app = App::new(asset(name), Theme::new(false));
    app.resize(80, 24);
    press(&mut app, "n<Enter>n<Enter>");
    for _ in 0..4 {
        if app.overlay().is_some() {
            break;
        }
        press(&mut app, "n");
    }
    press(&mut app, "<Enter>R<Esc>");
    app
}

fn contest_rows(shown: &str) -> Vec<String> {
    let lines: Vec<&str> = shown.lines().collect();
    let Some(at) = lines.iter().position(|l| l.starts_with("Contest: ")) else {
        return Vec::new();
    };
    lines[at..]
        .iter()
        .take(2)
        .take_while(|l| !l.starts_with('┌') && !l.trim().is_empty())
        .map(|l| l.trim_end().to_string())
        .collect()
}

#[test]
fn the_contest_is_whole_at_80x24_in_every_gurps_setup() {
    for name in [
        "gurps-rooftops.ron",
        "gurps-harbour.ron",
        "gurps-convoy.ron",
        "gurps-traffic.ron",
    ] {
        let app = after_a_contest(name);
        let shown = screen(&app, 80, 24);
        let rows = contest_rows(&shown);
        assert!(!rows.is_empty(), "{name}: no Contest on screen:\n{shown}");
        let text = rows.join(" ");
        assert_eq!(
            text.matches("rolled ").count(),
            2,
            "{name}: {rows:#?}\n{shown}"
        );
        assert!(
            text.matches("by ").count() >= 2,
            "{name}: both margins: {rows:#?}"
        );
        for row in &rows {
            assert!(row.ends_with(')'), "{name}: a cut line: {row:?}\n{shown}");
            assert!(!row.contains('…'), "{name}: {row:?}");
        }
        let wide = screen(&app, 160, 48);
        let rows = contest_rows(&wide);
        assert_eq!(
            rows.join(" ").matches("rolled ").count(),
            2,
            "{name}: {rows:#?}"
        );
        for row in &rows {
            assert!(row.ends_with(')'), "{name}: a cut line at 160: {row:?}");
        }
    }
}
