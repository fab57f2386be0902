//! The command line: `play` (the default), `check` and `script`.
//!
//! STUB: being written.

/// Runs the command line and returns the process exit code.
pub fn run() -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
