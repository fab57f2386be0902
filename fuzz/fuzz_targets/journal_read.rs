//! Any bytes as the journal of the sample chase: resuming or salvaging it never panics and never
//! hangs; a journal that resumes salvages as whole.
#![no_main]

use chasetrack::autosave;
use chasetrack::setup;
use libfuzzer_sys::fuzz_target;
use std::io::Write;

fuzz_target!(|bytes: &[u8]| {
    let setup = setup::sample();
    let Ok(mut file) = tempfile::NamedTempFile::new() else {
        return;
    };
    if file.write_all(bytes).is_err() {
        return;
    }
    let resumed = autosave::resume(file.path(), &setup);
    let salvaged = autosave::salvage(file.path(), &setup);
    if resumed.is_ok() {
        assert!(
            matches!(salvaged, Ok(None)),
            "a journal that resumes is whole"
        );
    }
});
