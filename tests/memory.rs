//! Every command that reads a journal stays within three times the journal's size plus 10 MB of
//! memory: checked through the binary under an address-space limit (`ulimit -v`), on a journal of
//! 24 MB, which used to take about five times its size (a copy of the file, every line, and every
//! record at once) and now is read a line at a time. `--resume` and `follow` open the screen in a
//! terminal of their own (a tmux pane) and are left with Ctrl-C; over the limit, the allocation
//! fails and the program aborts (134).

use crate::bounded;
use crate::tmux_common::{BIN, ROOT, Tmux, exited};
use std::io::Write;
use std::path::{Path, PathBuf};

const MEGABYTE: u64 = 1 << 20;

#[test]
fn commands_that_read_a_journal_stay_within_three_times_its_size_plus_10_mb() {
    let data = tempfile::tempdir().unwrap();
    let journal = big_journal(data.path(), 24 * MEGABYTE);
    let size = std::fs::metadata(&journal).unwrap().len();
    let limit_kb = (3 * size + 10 * MEGABYTE) / 1024;
    let limited = format!("ulimit -v {limit_kb}; exec \"$0\" \"$@\"");
    let setup = format!("{ROOT}/assets/harvey-farm.ron");
    let journal = journal.display().to_string();
    let runs: [(&str, Vec<&str>); 3] = [
        ("export", vec!["export", &journal]),
        (
            "odds",
            vec!["odds", &setup, "--resume", &journal, "--runs", "100"],
        ),
        ("list", vec!["list", "--all"]),
    ];
    for (what, args) in runs {
        let run = bounded::output(
            std::process::Command::new("sh")
                .arg("-c")
                .arg(&limited)
                .arg(BIN)
                .args(&args)
                .env("CHASETRACK_DATA_DIR", data.path()),
            bounded::LIMIT,
        );
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(
            run.status.code(),
            Some(0),
            "{what} within {limit_kb} KB: {err}"
        );
        assert!(!err.contains("memory allocation"), "{what}: {err}");
    }
    // The screens, each in a terminal of its own (a tmux pane). `--resume` reads the journal
    // before the screen opens, and shows the chase read; `follow` reads it on a thread once the
    // screen is up, and is left as soon as it shows.
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let resume = tmux.run_command(
        "resume",
        data.path(),
        &["sh", "-c", &limited, BIN, "--resume", &journal],
    );
    let screen = resume.wait_for("the chase read, or the end", |s| {
        exited(s).is_some() || s.contains("Round 1")
    });
    if exited(&screen).is_none() {
        resume.keys(&["C-c"]);
    }
    let end = resume.wait_for("chasetrack's end", |s| exited(s).is_some());
    assert_eq!(exited(&end), Some(0), "resume within {limit_kb} KB:\n{end}");
    let end = tmux.launch(
        data.path(),
        &["sh", "-c", &limited, BIN, "follow", &journal],
    );
    assert_eq!(exited(&end), Some(0), "follow within {limit_kb} KB:\n{end}");
    for end in [end, resume.capture_joined()] {
        assert!(!end.contains("memory allocation"), "{end}");
    }
}

/// The farm chase's journal, cut to the chase and then Harvey's move and its undo again and
/// again until it is `size` bytes: a chase of a few states, so what it costs is the reading.
/// Written as chasetrack writes it, each line chained to the one before (the format in
/// docs/autosave.md).
fn big_journal(data: &Path, size: u64) -> PathBuf {
    let setup_file = Path::new(ROOT).join("assets/harvey-farm.ron");
    let setup = chasetrack::setup::load(&setup_file).unwrap();
    let path = chasetrack::autosave::Autosave::path_in(Some(data), Some(&setup_file), &setup);
    drop(chasetrack::autosave::Autosave::create(&path, &setup, Some(&setup_file)).unwrap());
    let header = std::fs::read_to_string(&path).unwrap();
    let mut previous = header.trim_end().rsplit_once('\t').unwrap().1.to_string();
    let mut out = std::io::BufWriter::new(
        std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap(),
    );
    let cut = r#"{"Command":{"command":{"Coc7":{"CutToChase":{}}},"dice":[]}}"#;
    let step = [
        r#"{"Command":{"command":{"Coc7":{"Move":{"who":"Harvey"}}},"dice":[]}}"#,
        r#""Undo""#,
    ];
    let mut written = header.len() as u64;
    let mut number = 2u64;
    while written < size {
        let json = match number {
            2 => cut,
            n => step[((n + 1) % 2) as usize],
        };
        let check = format!("{number}:{:016x}", chain(&previous, number, json));
        let line = format!("{json}\t{check}\n");
        out.write_all(line.as_bytes()).unwrap();
        written += line.len() as u64;
        previous = check;
        number += 1;
    }
    out.flush().unwrap();
    path
}

/// The chained checksum: FNV-1a 64 of the previous line's check, a tab, the line's number, a tab
/// and its JSON.
fn chain(previous: &str, number: u64, json: &str) -> u64 {
    let text = format!("{previous}\t{number}\t{json}");
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
