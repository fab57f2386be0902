//! chasetrack's binary: parse the command line and hand over to [`chasetrack::cli::run`].
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    chasetrack::cli::run()
}
