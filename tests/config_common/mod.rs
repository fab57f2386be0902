//! What the configuration tests share: the real binary with no configuration but the one a test
//! gives.

use assert_cmd::Command;
use std::path::Path;

/// chasetrack with no configuration but the one a test gives (the platform's directory is a
/// fresh one), and its data in `home`.
pub fn chasetrack(home: &Path) -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .timeout(crate::bounded::LIMIT)
        .env("XDG_CONFIG_HOME", home.join("config-home"))
        .env("CHASETRACK_DATA_DIR", home.join("data"))
        .env_remove("CHASETRACK_CONFIG")
        .env_remove("NO_COLOR");
    command
}
