//! Metamorphic checks of the live odds over every shipped setup, in all five systems: changes to
//! a setup whose effect on the odds is known without knowing the odds themselves.
//!
//! - **Twins.** A quarry given an identical twin (the same entry under another name, listed right
//!   after it) has the twin's odds, whichever of the two is listed first: the policy favours
//!   nobody for its place in the list.
//! - **Faster.** A quarry made faster (one more MOV, Move, Top Speed, speed bonus or agility die
//!   step, as its system counts speed) never gets away less often, beyond the intervals.
//! - **Further ahead.** A longer head start (a Call of Cthulhu quarry one location further on, a
//!   chase-track prey one space, a runner's clock one segment, a GURPS chase one range band
//!   further, a Savage Worlds chase a round shorter: prey that hold out to the end of the last
//!   round escape, so their head start is the rounds left) never makes a quarry get away less
//!   often, beyond the intervals.
//!
//! Setups are changed as text, so what is tested is what a keeper could write; a quarry that
//! another entry names (a driver, a ride) is left alone, since its twin would need a ride too.

use crate::odds_common;

use chasetrack::odds::{ParticipantOdds, Side, Style};
use odds_common::{assert_same_chance, settings};

/// Playouts per figure and the round limit: enough to see a policy that favours the first listed
/// (the old Savage Worlds policy gave identical prey 84% and 95%), few enough for seconds (GURPS,
/// whose playouts run longest, plays half as many).
const RUNS: u32 = 300;
const ROUNDS: u32 = 15;

/// The shipped setups of one system (its word after `system:`).
fn shipped(system: &str) -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".ron"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let text = odds_common::asset(&name);
            (name, text)
        })
        .filter(|(_, text)| text.contains(&format!("system: {system}(")))
        .collect()
}

/// The span of the participant entry that names `name`: from its opening parenthesis to the
/// matching closing one.
fn entry(text: &str, name: &str) -> Option<(usize, usize)> {
    let at = text.find(&format!("name: \"{name}\""))?;
    let open = text[..at].rfind('(')?;
    let mut depth = 0;
    for (offset, c) in text[open..].char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some((open, open + offset + 1));
                }
            }
            _ => {}
        }
    }
    None
}

/// The quarries of a setup that no other entry names, as the odds list them.
fn lone_quarries(text: &str, quarries: &[&ParticipantOdds]) -> Vec<String> {
    quarries
        .iter()
        .map(|p| p.name.clone())
        .filter(|name| text.matches(&format!("\"{name}\"")).count() == 1)
        .filter(|name| entry(text, name).is_some())
        .collect()
}

fn odds(text: &str, name: &str, runs: u32) -> Option<Vec<ParticipantOdds>> {
    let setup = chasetrack::setup::parse(text, name).ok()?;
    let report =
        chasetrack::odds::chase::odds(&setup.chase, &settings(Style::Bold, runs, ROUNDS), 0x7a11);
    assert_eq!(report.stuck, 0, "{name}: playouts stuck");
    Some(report.participants)
}

fn named<'a>(people: &'a [ParticipantOdds], name: &str) -> &'a ParticipantOdds {
    people
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name}"))
}

/// Gives a quarry of each shipped setup of `system` a twin, listed after it and before it; returns
/// the setups tried.
fn twins(system: &str, runs: u32) -> Vec<String> {
    let mut tried = Vec::new();
    for (file, text) in shipped(system) {
        let Some(before) = odds(&text, &file, 40) else {
            continue;
        };
        let quarries: Vec<&ParticipantOdds> =
            before.iter().filter(|p| p.role == Side::Quarry).collect();
        // The first quarry whose twin the setup takes (a driver's twin would need its own
        // vehicle, which the setup does not have).
        let twins = lone_quarries(&text, &quarries)
            .into_iter()
            .find_map(|name| {
                let (from, to) = entry(&text, &name)?;
                let original = &text[from..to];
                let twin = original.replacen(&format!("\"{name}\""), "\"Twin\"", 1);
                let with = |inserted: String| format!("{}{inserted}{}", &text[..from], &text[to..]);
                let after = with(format!("{original}, {twin}"));
                chasetrack::setup::parse(&after, &file).ok()?;
                Some((name, after, with(format!("{twin}, {original}"))))
            });
        let Some((name, after, before)) = twins else {
            continue;
        };
        for (order, changed) in [("after", after), ("before", before)] {
            let Some(after) = odds(&changed, &file, runs) else {
                panic!("{file}: the twin {order} {name} does not load");
            };
            let (one, two) = (named(&after, &name), named(&after, "Twin"));
            for (what, a, b) in [
                ("escaped", one.escaped.count, two.escaped.count),
                ("caught", one.caught.count, two.caught.count),
                ("out", one.out.count, two.out.count),
            ] {
                assert_same_chance(
                    &format!("{file}: {name} and a twin listed {order} it, {what}"),
                    a,
                    b,
                    runs,
                );
            }
        }
        tried.push(file);
    }
    tried
}

/// How a quarry's entry is made faster in each system's setup: the field and the step.
const SPEED: [(&str, u32); 5] = [
    ("mov: ", 1),
    ("move: ", 1),
    ("top_speed: ", 4),
    ("bonus: ", 1),
    ("agility: ", 2),
];

fn faster(entry: &str) -> Option<String> {
    for (field, step) in SPEED {
        let Some(at) = entry.find(field) else {
            continue;
        };
        let start = at + field.len();
        let digits: String = entry[start..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let value: u32 = digits.parse().ok()?;
        return Some(format!(
            "{}{}{}",
            &entry[..start],
            value + step,
            &entry[start + digits.len()..]
        ));
    }
    None
}

/// Makes each lone quarry of each shipped setup of `system` faster; returns those tried.
fn faster_quarries(system: &str, runs: u32) -> Vec<String> {
    let mut tried = Vec::new();
    for (file, text) in shipped(system) {
        let Some(before) = odds(&text, &file, runs) else {
            continue;
        };
        let quarries: Vec<&ParticipantOdds> =
            before.iter().filter(|p| p.role == Side::Quarry).collect();
        for name in lone_quarries(&text, &quarries) {
            let Some((from, to)) = entry(&text, &name) else {
                continue;
            };
            let Some(quicker) = faster(&text[from..to]) else {
                continue;
            };
            let changed = format!("{}{quicker}{}", &text[..from], &text[to..]);
            let Some(after) = odds(&changed, &file, runs) else {
                continue;
            };
            let (was, now) = (named(&before, &name), named(&after, &name));
            if now.escaped.count < was.escaped.count {
                assert_same_chance(
                    &format!("{file}: {name} made faster gets away less often"),
                    now.escaped.count,
                    was.escaped.count,
                    runs,
                );
            }
            tried.push(format!("{file} {name}"));
        }
    }
    tried
}

/// Each quarry's escape in `changed` against `before`: never less often beyond 4 standard errors.
fn never_less(file: &str, what: &str, before: &[ParticipantOdds], changed: &str, runs: u32) {
    let after = odds(changed, file, runs).unwrap_or_else(|| panic!("{file}: {what} does not load"));
    for was in before.iter().filter(|p| p.role == Side::Quarry) {
        let now = named(&after, &was.name);
        if now.escaped.count < was.escaped.count {
            assert_same_chance(
                &format!("{file}: {} gets away less often {what}", was.name),
                now.escaped.count,
                was.escaped.count,
                runs,
            );
        }
    }
}

/// The setup with a longer head start for the quarries, in its system's own terms, if it has one.
fn further_ahead(text: &str) -> Option<String> {
    const TRACK: [(&str, &str); 4] = [
        ("start: Adjacent", "start: Spaces(3)"),
        ("start: Within30Feet", "start: Spaces(4)"),
        ("start: Within60Feet", "start: Spaces(5)"),
        ("start: Within120Feet", "start: Spaces(5)"),
    ];
    for (from, to) in TRACK {
        if text.contains(from) {
            return Some(text.replacen(from, to, 1));
        }
    }
    const BANDS: [(&str, &str); 4] = [
        ("start_band: Close", "start_band: Short"),
        ("start_band: Short", "start_band: Medium"),
        ("start_band: Medium", "start_band: Long"),
        ("start_band: Long", "start_band: Extreme"),
    ];
    for (from, to) in BANDS {
        if text.contains(from) {
            return Some(text.replacen(from, to, 1));
        }
    }
    if text.contains("system: Savage(") {
        // "At the end of the last round, any prey who haven't been otherwise stopped or captured
        // escape": a head start is a round less to hold out.
        const LENGTHS: [(&str, &str); 2] = [
            ("length: Standard", "length: Rounds(4)"),
            ("length: Extended", "length: Rounds(9)"),
        ];
        for (from, to) in LENGTHS {
            if text.contains(from) {
                return Some(text.replacen(from, to, 1));
            }
        }
        let at = text.find("length: Rounds(")? + "length: Rounds(".len();
        let digits: String = text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let rounds: u32 = digits.parse().ok()?;
        return (rounds > 1).then(|| {
            format!(
                "{}{}{}",
                &text[..at],
                rounds - 1,
                &text[at + digits.len()..]
            )
        });
    }
    if text.contains("role: Runner") {
        // Every runner's clock one segment further on.
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find("role: Runner") {
            let (head, tail) = rest.split_at(at);
            out.push_str(head);
            let end = tail.find(')').unwrap_or(tail.len());
            out.push_str(&bump(&tail[..end], "head_start: ").unwrap_or_else(|| {
                tail[..end].replacen("role: Runner", "role: Runner, head_start: 1", 1)
            }));
            rest = &tail[end..];
        }
        out.push_str(rest);
        return Some(out);
    }
    None
}

/// The entry with the number after `field` one more.
fn bump(entry: &str, field: &str) -> Option<String> {
    let start = entry.find(field)? + field.len();
    let digits: String = entry[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let value: u32 = digits.parse().ok()?;
    Some(format!(
        "{}{}{}",
        &entry[..start],
        value + 1,
        &entry[start + digits.len()..]
    ))
}

/// A longer head start for each shipped setup of `system` that has one (a Call of Cthulhu quarry
/// with its own `start`, one location further on); returns those tried.
fn head_starts(system: &str, runs: u32) -> Vec<String> {
    let mut tried = Vec::new();
    for (file, text) in shipped(system) {
        let Some(before) = odds(&text, &file, runs) else {
            continue;
        };
        if system == "Coc7" {
            let quarries: Vec<&ParticipantOdds> =
                before.iter().filter(|p| p.role == Side::Quarry).collect();
            for name in lone_quarries(&text, &quarries) {
                let Some((from, to)) = entry(&text, &name) else {
                    continue;
                };
                let Some(ahead) = bump(&text[from..to], "start: ") else {
                    continue;
                };
                let changed = format!("{}{ahead}{}", &text[..from], &text[to..]);
                if chasetrack::setup::parse(&changed, &file).is_err() {
                    continue;
                }
                never_less(&file, "one location further on", &before, &changed, runs);
                tried.push(format!("{file} {name}"));
            }
            continue;
        }
        let Some(changed) = further_ahead(&text) else {
            continue;
        };
        if chasetrack::setup::parse(&changed, &file).is_err() {
            continue;
        }
        never_less(&file, "further ahead", &before, &changed, runs);
        tried.push(file);
    }
    tried
}

/// One test per system and property, so that they run side by side; each system must have at
/// least `least` setups (or quarries) tried.
macro_rules! per_system {
    ($($test:ident: $check:ident($system:literal, $runs:expr) >= $least:literal;)*) => {$(
        #[test]
        fn $test() {
            let tried = $check($system, $runs);
            assert!(tried.len() >= $least, "{}: only {tried:?}", $system);
        }
    )*};
}

per_system! {
    coc7_twins: twins("Coc7", RUNS) >= 6;
    track_twins: twins("Track", RUNS) >= 2;
    clocks_twins: twins("Clocks", RUNS) >= 3;
    gurps_twins: twins("Gurps", RUNS / 2) >= 2;
    savage_twins: twins("Savage", RUNS) >= 3;
    coc7_faster: faster_quarries("Coc7", RUNS) >= 6;
    track_faster: faster_quarries("Track", RUNS) >= 2;
    clocks_faster: faster_quarries("Clocks", RUNS) >= 4;
    gurps_faster: faster_quarries("Gurps", RUNS / 2) >= 1;
    savage_faster: faster_quarries("Savage", RUNS) >= 3;
    coc7_further_ahead: head_starts("Coc7", RUNS) >= 3;
    track_further_ahead: head_starts("Track", RUNS) >= 2;
    clocks_further_ahead: head_starts("Clocks", RUNS) >= 3;
    gurps_further_ahead: head_starts("Gurps", RUNS / 2) >= 3;
    savage_further_ahead: head_starts("Savage", RUNS) >= 5;
}

/// The top-level entries of a Call of Cthulhu setup's `track: [...]`, and the text around them.
fn track_entries(text: &str) -> Option<(usize, usize, Vec<String>)> {
    let open = text.find("track: [")? + "track: [".len();
    let mut depth = 0;
    let mut entries = Vec::new();
    let mut current = String::new();
    let mut in_string = false;
    let mut comment = false;
    for (offset, c) in text[open..].char_indices() {
        if comment {
            if c == '\n' {
                comment = false;
            }
            continue;
        }
        if in_string {
            current.push(c);
            if c == '"' {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                current.push(c);
            }
            '/' if text[open + offset..].starts_with("//") => comment = true,
            '(' | '[' | '{' => {
                depth += 1;
                current.push(c);
            }
            ']' if depth == 0 => {
                if !current.trim().is_empty() {
                    entries.push(current.trim().to_string());
                }
                return Some((open, open + offset, entries));
            }
            ')' | ']' | '}' => {
                depth -= 1;
                current.push(c);
            }
            ',' if depth == 0 => {
                entries.push(current.trim().to_string());
                current.clear();
            }
            _ => current.push(c),
        }
    }
    None
}

/// A Call of Cthulhu setup whose track, from location `at` on, forks into two identical ways (the
/// second's locations renamed), if the track has no fork yet and enough of it lies beyond `at`.
fn forked_identically(text: &str, at: usize) -> Option<String> {
    let (open, close, entries) = track_entries(text)?;
    if entries.iter().any(|e| e.starts_with("Fork")) {
        return None;
    }
    let is_location = |e: &String| e.starts_with("Location") || e.starts_with("Dot");
    // "A branch is entered over clear ground": both ways open with a location, so the fork goes
    // after the first location from `at` on that clear ground follows.
    let mut seen = 0;
    let split = (0..entries.len().saturating_sub(1)).find(|&i| {
        seen += usize::from(is_location(&entries[i]));
        seen >= at && is_location(&entries[i]) && is_location(&entries[i + 1])
    })? + 1;
    let tail = &entries[split..];
    if tail.iter().filter(|e| is_location(e)).count() < 2 {
        return None;
    }
    let twin: Vec<String> = tail
        .iter()
        .map(|e| e.replace("Location(\"", "Location(\"Alley "))
        .map(|e| e.replace("name: \"", "name: \"Alley "))
        .collect();
    let track = format!(
        "{}, Fork([[{}], [{}]])",
        entries[..split].join(", "),
        tail.join(", "),
        twin.join(", ")
    );
    Some(format!("{}{track}{}", &text[..open], &text[close..]))
}

/// Past the furthest start (the fourth location when the cut to the chase places everyone), the
/// track forks into two ways that match it: nobody's escape changes beyond the intervals, whichever
/// way each takes.
#[test]
fn coc7_a_fork_whose_ways_match_the_track_changes_nothing() {
    let runs = RUNS;
    let mut tried = Vec::new();
    for (file, text) in shipped("Coc7") {
        let starts = text
            .match_indices("start: ")
            .filter_map(|(at, field)| {
                let digits: String = text[at + field.len()..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                digits.parse::<usize>().ok()
            })
            .max()
            .unwrap_or(0);
        let Some(changed) = forked_identically(&text, starts.max(4)) else {
            continue;
        };
        if chasetrack::setup::parse(&changed, &file).is_err() {
            continue;
        }
        let Some(before) = odds(&text, &file, runs) else {
            continue;
        };
        let after =
            odds(&changed, &file, runs).unwrap_or_else(|| panic!("{file}: the fork does not load"));
        for was in before.iter().filter(|p| p.role == Side::Quarry) {
            let now = named(&after, &was.name);
            assert_same_chance(
                &format!(
                    "{file}: {} with a fork whose ways match the track",
                    was.name
                ),
                now.escaped.count,
                was.escaped.count,
                runs,
            );
        }
        tried.push(file);
    }
    assert!(tried.len() >= 4, "forked only {tried:?}");
}
