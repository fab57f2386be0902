//! Every process a test starts ends within a bound, and never reads the terminal the tests were
//! started from: [`output`] runs a `std::process::Command` with standard input from /dev/null and
//! its output captured, and kills it (and fails the test, naming it) when it outlives its time.
//! `assert_cmd` commands get the same from their own `.timeout(...)`.

use std::io::Read;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Long enough for any one run of the binary on a slow, busy machine; far less than a stuck one.
pub const LIMIT: Duration = Duration::from_secs(60);

/// Runs `command` to its end with no standard input and its output captured, as
/// `Command::output` does, but kills it and fails after `limit`.
pub fn output(command: &mut Command, limit: Duration) -> Output {
    try_output(command, limit).unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"))
}

/// [`output`], or why the program could not be started (not installed).
pub fn try_output(command: &mut Command, limit: Duration) -> std::io::Result<Output> {
    let shown = format!("{command:?}");
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdout = read_on_a_thread(child.stdout.take());
    let stderr = read_on_a_thread(child.stderr.take());
    let status = wait_within(&mut child, limit, &shown);
    Ok(Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

/// Waits for `child`, killing it and failing after `limit`.
fn wait_within(child: &mut Child, limit: Duration, shown: &str) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{shown} did not end within {limit:?}: killed");
            }
            Err(e) => panic!("cannot wait for {shown}: {e}"),
        }
    }
}

fn read_on_a_thread(
    stream: Option<impl Read + Send + 'static>,
) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut stream) = stream {
            let _ = stream.read_to_end(&mut bytes);
        }
        bytes
    })
}
