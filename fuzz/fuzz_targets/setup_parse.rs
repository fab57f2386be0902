//! Any text as a setup file: loading it never panics, never overflows the stack and never hangs;
//! an error always names a line and column inside the text (or just past its end), and a setup
//! that loads is one a chase can start from.
#![no_main]

use chasetrack::setup::{self, SetupError};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match setup::parse(text, "fuzz.ron") {
        Ok(setup) => assert!(!setup.name.trim().is_empty(), "a loaded chase has a name"),
        Err(SetupError::Syntax { line, column, .. } | SetupError::Invalid { line, column, .. }) => {
            let lines = text.split('\n').count();
            assert!(line >= 1 && line <= lines + 1, "line {line} of {lines}");
            assert!(column >= 1, "columns count from 1");
        }
        Err(_) => {}
    }
});
