//! Every command that reads a journal stays within three times the journal's size plus 10 MB of
//! memory: checked through the binary under an address-space limit (`ulimit -v`), on a journal of
//! 24 MB, which used to take about five times its size (a copy of the file, every line, and every
//! record at once) and now is read a line at a time. Without a terminal, `--resume` and `follow`
//! read the journal and then stop at taking over the terminal (exit 1); over the limit, the
//! allocation fails and the program aborts (134).

use std::io::Write;
use std::path::{Path, PathBuf};

const BIN: &str = env!("CARGO_BIN_EXE_chasetrack");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const MEGABYTE: u64 = 1 << 20;

#[test]
fn commands_that_read_a_journal_stay_within_three_times_its_size_plus_10_mb() {
    let data = tempfile::tempdir().unwrap();
    let journal = big_journal(data.path(), 24 * MEGABYTE);
    let size = std::fs::metadata(&journal).unwrap().len();
    let limit_kb = (3 * size + 10 * MEGABYTE) / 1024;
    let setup = format!("{ROOT}/assets/harvey-farm.ron");
    let journal = journal.display().to_string();
    let runs: [(&str, Vec<&str>, i32); 5] = [
        ("export", vec!["export", &journal], 0),
        (
            "odds",
            vec!["odds", &setup, "--resume", &journal, "--runs", "100"],
            0,
        ),
        ("list", vec!["list", "--all"], 0),
        ("resume", vec!["--resume", &journal], 1),
        ("follow", vec!["follow", &journal], 1),
    ];
    for (what, args, status) in runs {
        let run = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v {limit_kb}; exec \"$0\" \"$@\""))
            .arg(BIN)
            .args(&args)
            .env("CHASETRACK_DATA_DIR", data.path())
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(
            run.status.code(),
            Some(status),
            "{what} within {limit_kb} KB: {err}"
        );
        assert!(!err.contains("memory allocation"), "{what}: {err}");
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
