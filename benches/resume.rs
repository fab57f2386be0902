//! What a keeper waits for when a long chase comes back: the first frame after resuming the
//! 10,000-command journal (the sample's track grown to its 1000 locations, then the way after the
//! first location set over and over), read from its file, replayed, its log told and the screen
//! drawn at 160x48, against the first frame of a bare start in the same run; and `export` of that
//! journal, with the most heap it holds at once against the journal's size (printed before the
//! timings, counted by an allocator that keeps the bytes in use and their peak).
//!
//! Run with `cargo bench --bench resume`; figures in docs/performance.md.

use chasetrack::autosave::{self, Autosave, Record};
use chasetrack::engine::Audience;
use chasetrack::report::{self, ExportFormat};
use chasetrack::setup::{self, Setup};
use chasetrack::systems::AnyCommand;
use chasetrack::systems::Chase;
use chasetrack::tui::{App, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::path::{Path, PathBuf};

#[path = "../tests/long_journal/mod.rs"]
mod long_journal;

#[path = "counting/mod.rs"]
mod counting;

#[global_allocator]
static ALLOCATOR: counting::Counting = counting::Counting;

const SCREEN: Rect = Rect {
    x: 0,
    y: 0,
    width: 160,
    height: 48,
};

const COMMANDS: usize = 10_000;

fn main() {
    report_export_heap();
    divan::main();
}

/// The sample's journal of [`COMMANDS`] commands, written as the autosave writes it, in a
/// folder that lives as long as the returned guard.
fn long_journal_file() -> (tempfile::TempDir, PathBuf, Setup) {
    long_journal_file_of(setup::sample())
}

/// The sample with its drivers' sight limited to 3 locations ("Pedal to the Metal"): the players
/// see only part of the track, so telling the log asks of each named location whether they see
/// it, where the sample's unlimited sight lets the teller walk only the way behind the furthest
/// investigator.
fn sight_limited_sample() -> Setup {
    let text = include_str!("../assets/sample.ron").replace(
        "    system: Coc7(\n",
        "    system: Coc7(\n        settings: (sight: Locations(3)),\n",
    );
    setup::parse(&text, "sight-limited sample").expect("the sample with limited sight")
}

/// The sample with its last stretch forked: after the Lane the road goes straight on, and a
/// branch leads down to a ford ("Choosing a Route"). The long journal's locations are added
/// beyond the last one, so the track is a fork with one long way: telling the log walks the
/// ways from the fork.
fn forked_sample() -> Setup {
    let text = include_str!("../assets/sample.ron").replace(
        "            Location(\"Road\"),                 // 9\n",
        "            Fork([[Location(\"Road\")], [Location(\"Riverbank\"), Location(\"Ford\")]]),\n",
    );
    assert!(
        text.contains("Fork("),
        "the sample's last location is where the fork goes"
    );
    setup::parse(&text, "forked sample").expect("the sample with a fork")
}

/// [`COMMANDS`] commands of the long journal played on `setup` (the sample, or a variant of it),
/// written as the autosave writes it, in a folder that lives as long as the returned guard.
fn long_journal_file_of(setup: Setup) -> (tempfile::TempDir, PathBuf, Setup) {
    let Chase::Coc7(sample) = &setup.chase else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let session = long_journal::long_sample(sample.state().clone(), COMMANDS);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("sample.journal");
    let mut save = Autosave::create(&path, &setup, None).expect("a journal");
    let records: Vec<Record> = session
        .journal()
        .iter()
        .map(|entry| Record::Command {
            command: AnyCommand::Coc7(entry.command.clone()),
            dice: entry.dice.clone(),
        })
        .collect();
    save.append_all(&records).expect("the journal written");
    drop(save);
    (dir, path, setup)
}

/// The first frame the keeper sees: `chase` on the screen (or the bare setup), drawn once.
fn first_frame(setup: &Setup, chase: Option<Chase>) -> Buffer {
    let app = App::new(setup.clone(), Theme::new(true));
    let app = match chase {
        Some(chase) => app.with_chase(chase),
        None => app,
    };
    let mut buffer = Buffer::empty(SCREEN);
    chasetrack::tui::view::render(&app, SCREEN, &mut buffer);
    buffer
}

fn export(setup: &Setup, journal: &Path) -> String {
    report::render(setup, journal, ExportFormat::Md, Audience::Keeper).expect("the export")
}

/// The most heap `export` holds at once, against the journal's size on disk.
fn report_export_heap() {
    let (_dir, journal, setup) = long_journal_file();
    let size = std::fs::metadata(&journal).expect("the journal").len() as usize;
    let before = counting::in_use();
    counting::reset_peak();
    let text = export(&setup, &journal);
    let peak = counting::peak() - before;
    println!(
        "\nexport of the {COMMANDS}-command journal ({} KB on disk): at most {:.1} MB of heap at \
         once, {:.1}x the journal; the log written is {} KB",
        size / 1000,
        peak as f64 / 1e6,
        peak as f64 / size as f64,
        text.len() / 1000,
    );
}

/// A bare start's first frame: the sample as it opens, nothing to replay.
#[divan::bench(sample_count = 20)]
fn first_frame_bare_start(bencher: divan::Bencher) {
    let setup = setup::sample();
    bencher.bench_local(|| divan::black_box(first_frame(&setup, None)));
}

/// The first frame after resuming the long journal of `setup`: the journal read and replayed,
/// the log told, the screen drawn.
fn bench_first_frame_after_resuming(bencher: divan::Bencher, setup: Setup) {
    let (_dir, journal, setup) = long_journal_file_of(setup);
    bencher.bench_local(|| {
        let chase = autosave::resume(&journal, &setup).expect("the journal resumes");
        divan::black_box(first_frame(&setup, Some(chase)))
    });
}

/// The sample's long journal.
#[divan::bench(sample_count = 5)]
fn first_frame_after_resuming_10000(bencher: divan::Bencher) {
    bench_first_frame_after_resuming(bencher, setup::sample());
}

/// The same on the sample with its sight limited: the players see only some locations.
#[divan::bench(sample_count = 5)]
fn first_frame_after_resuming_10000_sight_limited(bencher: divan::Bencher) {
    bench_first_frame_after_resuming(bencher, sight_limited_sample());
}

/// The same on the sample with a fork near its end.
#[divan::bench(sample_count = 5)]
fn first_frame_after_resuming_10000_forked(bencher: divan::Bencher) {
    bench_first_frame_after_resuming(bencher, forked_sample());
}

/// `chasetrack export` of the same journal, as Markdown for the keeper.
#[divan::bench(sample_count = 5)]
fn export_10000(bencher: divan::Bencher) {
    let (_dir, journal, setup) = long_journal_file();
    bencher.bench_local(|| divan::black_box(export(&setup, &journal)));
}
