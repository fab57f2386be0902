//! Every integration test in one binary: one link instead of one per file, and the tests of all
//! files share the test threads instead of each file waiting for its slowest test in turn. Each file of `tests/` is a module
//! here; the folders are what they share.

mod bounded;
mod config_common;
mod golden_states;
mod legal_wide;
mod limits_common;
mod long_journal;
mod odds_common;
mod parity;
mod places_reached;
mod structured;
mod tmux_common;
mod tui_common;

mod autosave;
mod autosave_batch;
mod chases_stay;
mod check_readout;
mod cli;
mod cli_comforts;
mod cli_odds;
mod config;
mod config_merged;
mod decide_in_place;
mod default_keys;
mod e2e_signals;
mod e2e_tmux;
mod edited_setup;
mod every_key_says;
mod export;
mod extreme_commands;
mod extreme_numbers;
mod extreme_setups;
mod finishing_keys;
mod follow;
mod improvised_gear;
mod journal_chain;
mod journal_retold;
mod journals_guarded;
mod keeper_messages;
mod keybindings_sections;
mod keys_a_round;
mod keys_first_suggestion;
mod keys_named_live;
mod keys_roll_on;
mod layers;
mod legal_commands;
mod limits;
mod limits_all_systems;
mod long_names;
mod memory;
mod no_silent_key;
mod odds;
mod odds_coc7;
mod odds_every_setup;
mod odds_exact_clocks;
mod odds_exact_coc7;
mod odds_exact_gurps;
mod odds_exact_savage;
mod odds_exact_track;
mod odds_golden;
mod odds_gurps;
mod odds_metamorphic;
mod odds_moves;
mod odds_random_games;
mod odds_savage;
mod old_control_rolls;
mod old_journals;
mod players_issue;
mod players_secrets;
mod promised_rolls;
mod proptest_clocks;
mod proptest_coc7;
mod proptest_gurps;
mod proptest_savage;
mod proptest_track;
mod quit_summary;
mod raw_names_on_screen;
mod raw_text;
mod read_aloud;
mod readme_docs;
mod reliability;
mod savage_groups_agree;
mod savage_split;
mod screen_says;
mod scripts;
mod session_revision;
mod setups;
mod tui_clocks;
mod tui_coc7_part5;
mod tui_coc7_round_three;
mod tui_coc7_snapshots;
mod tui_coc7_views;
mod tui_everyone;
mod tui_export;
mod tui_gurps;
mod tui_gurps_contest;
mod tui_gurps_passing;
mod tui_help;
mod tui_help_remap;
mod tui_hints;
mod tui_idle;
mod tui_improvise;
mod tui_keys;
mod tui_layout;
mod tui_odds;
mod tui_parity;
mod tui_pass_logged;
mod tui_passing;
mod tui_play;
mod tui_props;
mod tui_roll_end;
mod tui_savage;
mod tui_snapshots;
mod tui_status_moment;
mod tui_system_snapshots;
mod tui_table;
mod tui_track;
mod turn_passes;
mod typed_dice;
mod undo_checkpoints;
mod web;
mod web_browser;
mod what_matters;
mod wide_panels;

/// Cargo builds only the test targets Cargo.toml names (`autotests = false`), so a file added to
/// `tests/` and named nowhere would never run: every file is a module here or a target there.
#[test]
fn every_file_of_tests_is_built() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let suite = std::fs::read_to_string(root.join("tests/suite.rs")).unwrap();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut files = 0;
    for entry in std::fs::read_dir(root.join("tests")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "rs") {
            continue;
        }
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        files += 1;
        let module = format!("\nmod {name};\n");
        let target = format!("path = \"tests/{name}.rs\"");
        assert!(
            suite.contains(&module) || manifest.contains(&target),
            "tests/{name}.rs is neither a module of tests/suite.rs nor a test target of Cargo.toml"
        );
    }
    assert!(files > 80, "{files} files read");
}
