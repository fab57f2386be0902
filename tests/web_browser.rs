//! The players' page in a real browser: headless Chromium opens the page of one chase of each
//! system (played a little first, so that the log and the ground have something to show) at a
//! phone's size and a TV's, and its DOM holds every participant's name and the round.
//! Screenshots are written to `target/web-screenshots/` for a person to look at. Without
//! Chromium the test says so and passes, unless `CHASETRACK_REQUIRE_BROWSER=1`.

use crate::players_secrets::key_for;
use crate::tui_common::*;
use chasetrack::setup;
use chasetrack::systems::players;
use chasetrack::tui::keymap::Mode;
use chasetrack::web::Server;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

/// One setup of each system, and how many random keys are played on it first.
const CHASES: &[(&str, usize)] = &[
    ("car-chase.ron", 60),
    ("bazaar.ron", 40),
    ("city-chase.ron", 40),
    ("gurps-rooftops.ron", 30),
    ("savage-road-warriors.ron", 40),
];

fn chromium() -> Option<PathBuf> {
    let path = PathBuf::from(CHROMIUM);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("CHASETRACK_REQUIRE_BROWSER").as_deref() != Ok("1"),
        "CHASETRACK_REQUIRE_BROWSER=1 but there is no {CHROMIUM}"
    );
    eprintln!("note: no {CHROMIUM}: the players' page is not checked in a browser");
    None
}

/// Runs the browser with `args` on `url`, ended after a minute at most; its standard output.
fn browse(browser: &Path, args: &[String], url: &str) -> String {
    let profile = tempfile::tempdir().unwrap();
    let mut child = Command::new(browser)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--timeout=5000",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(args)
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut text);
        text
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(50)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("chromium did not finish within a minute: {args:?}");
            }
        }
    }
    reader.join().unwrap_or_default()
}

/// Text as the DOM dump writes it.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\u{a0}', "&nbsp;")
}

#[test]
fn the_page_shows_every_system_in_a_browser_at_phone_and_tv_sizes() {
    let Some(browser) = chromium() else {
        return;
    };
    let shots = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    for (file, keys) in CHASES {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets")
            .join(file);
        let setup = setup::load(&path).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(setup.clone(), &dir);
        let mut choice: u32 = 7;
        for _ in 0..*keys {
            choice = choice.wrapping_mul(1_103_515_245).wrapping_add(12_345) % 65_521;
            // A question is answered no: ending the chase would leave little to look at.
            let key = match app.mode() {
                Mode::Confirm => KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE),
                _ => key_for(&app, choice as u16),
            };
            app.key(key);
        }
        let view = players::view(app.chase(), &setup.name);
        let server = Server::start("127.0.0.1:0".parse().unwrap(), players::json(&view)).unwrap();
        let url = server.url();
        let stem = file.trim_end_matches(".ron");
        let dom = browse(
            &browser,
            &[
                "--window-size=390,844".to_string(),
                "--dump-dom".to_string(),
            ],
            &url,
        );
        assert!(
            dom.contains(&escaped(&view.round)),
            "{file}: the round '{}'",
            view.round
        );
        for entry in &view.order {
            assert!(
                dom.contains(&escaped(&entry.name)),
                "{file}: {} is not on the page",
                entry.name
            );
        }
        assert!(
            !dom.contains("Waiting for the chase"),
            "{file}: the view was not drawn"
        );
        for (width, height) in [(390, 844), (1920, 1080)] {
            let shot = shots.join(format!("{stem}-{width}x{height}.png"));
            let _ = std::fs::remove_file(&shot);
            browse(
                &browser,
                &[
                    format!("--window-size={width},{height}"),
                    format!("--screenshot={}", shot.display()),
                ],
                &url,
            );
            let written = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
            assert!(written > 5_000, "{}: {written} bytes", shot.display());
        }
    }
}

/// The page of `view` in the browser at `size` ("width,height"): its DOM once drawn.
fn page_dom(browser: &Path, view: &players::PlayersView, size: &str) -> String {
    let server = Server::start("127.0.0.1:0".parse().unwrap(), players::json(view)).unwrap();
    browse(
        browser,
        &[format!("--window-size={size}"), "--dump-dom".to_string()],
        &server.url(),
    )
}

/// The DOM dump without the tooltips a cut label carries: the text a player reads.
fn without_tooltips(dom: &str) -> String {
    let mut shown = String::new();
    let mut rest = dom;
    while let Some(start) = rest.find("<title>") {
        shown.push_str(&rest[..start]);
        rest = rest[start..]
            .find("</title>")
            .map_or("", |end| &rest[start + end + "</title>".len()..]);
    }
    shown.push_str(rest);
    shown
}

/// Every position-clocks path's words (its name, and each obstacle with its DC) are drawn whole
/// on a phone and on a TV: on more lines where the phone is too narrow for them, never cut (the
/// fell race's path read "… uphill · ┃Stil…" on a phone and "┃St…" on a TV, with the room for
/// it beside). Checked on every shipped position-clocks setup as it starts.
#[test]
fn a_paths_obstacles_are_drawn_whole_on_a_phone_and_a_tv() {
    let Some(browser) = chromium() else {
        return;
    };
    let mut checked = 0;
    for (file, setup) in crate::parity::states::shipped_setups() {
        let view = players::view(&setup.chase, &setup.name);
        let players::Ground::Clocks(ground) = &view.ground else {
            continue;
        };
        for size in ["390,844", "1920,1080"] {
            let shown = without_tooltips(&page_dom(&browser, &view, size));
            for lane in &ground.paths {
                assert!(
                    shown.contains(&escaped(&lane.name)),
                    "{file} at {size}: the path {}",
                    lane.name
                );
                for obstacle in &lane.obstacles {
                    let words = format!("┃{} DC {}", obstacle.name, obstacle.dc);
                    assert!(
                        shown.contains(&escaped(&words)),
                        "{file} at {size}: '{words}' is cut or missing"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(
        checked > 0,
        "no shipped position-clocks setup has an obstacle"
    );
}

/// The text a player reads in a DOM dump: tooltips left out, every tag a space (a label over two
/// lines is two `tspan`s), runs of spaces as one.
fn read_text(dom: &str) -> String {
    let shown = without_tooltips(dom);
    let mut text = String::new();
    let mut in_tag = false;
    for c in shown.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// On a TV, a Call of Cthulhu track's place names and its hazards' and barriers' names are
/// drawn whole, on two lines where one is too narrow (car-chase's track read "~Students
/// crossi…", "#Police roadbloc…" and "Miskatonic Univ…" with the room for them above and below),
/// and each hazard's difficulty is drawn whichever of its skills are cut. Checked on every
/// shipped Call of Cthulhu setup as it starts.
#[test]
fn a_tracks_names_are_drawn_whole_on_a_tv() {
    let Some(browser) = chromium() else {
        return;
    };
    let mut checked = 0;
    for (file, setup) in crate::parity::states::shipped_setups() {
        let view = players::view(&setup.chase, &setup.name);
        let players::Ground::Coc7(ground) = &view.ground else {
            continue;
        };
        let dom = page_dom(&browser, &view, "1920,1080");
        let shown = read_text(&dom);
        for place in ground.locations.iter().filter(|place| place.seen) {
            if let Some(name) = &place.name {
                assert!(
                    shown.contains(&escaped(name)),
                    "{file}: the place '{name}' is cut or missing"
                );
                checked += 1;
            }
            if let Some(hurdle) = &place.ahead {
                assert!(
                    shown.contains(&escaped(&hurdle.name)),
                    "{file}: the {} '{}' is cut or missing",
                    hurdle.kind,
                    hurdle.name
                );
                assert!(
                    shown.contains(&escaped(&hurdle.difficulty)),
                    "{file}: the {}'s difficulty '{}' is cut or missing",
                    hurdle.name,
                    hurdle.difficulty
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 0, "no shipped Call of Cthulhu setup shows a name");
}
