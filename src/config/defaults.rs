//! The keeper's defaults from the configuration file (`defaults`, see docs/config.md): whether the
//! tool rolls every die or asks for it, how the live odds play and whether they show from the
//! start. Read with the configuration by the command line and handed to what uses them (the
//! screen, the data directory); without a configuration, the built-in values.

use std::path::PathBuf;

/// Who rolls the dice a command needs, unless the keeper says otherwise at the prompt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiceDefault {
    /// The prompt asks: type what the table rolled, or press the roll key.
    #[default]
    Type,
    /// chasetrack rolls every die at once; no prompt opens.
    Roll,
}

/// The keeper's defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defaults {
    pub dice: DiceDefault,
    /// Playouts behind each live figure, for setups that do not name their own.
    pub odds_runs: u32,
    /// Whether the live odds panel is open when the screen opens.
    pub odds_open: bool,
    /// Where journals, exports and improvised setups go, unless `CHASETRACK_DATA_DIR` says.
    pub data_dir: Option<PathBuf>,
    /// Whether a turn with nothing left to decide passes by itself (with a line saying so), or
    /// waits for the keeper's end-of-turn key.
    pub pass_empty_turns: bool,
    /// Where the players' web page listens when the keeper shares it (`Ctrl-w`); `None`: this
    /// machine's address on the local network.
    pub listen: Option<std::net::SocketAddr>,
}

impl Default for Defaults {
    fn default() -> Self {
        Defaults {
            dice: DiceDefault::Type,
            odds_runs: crate::odds::Settings::default().runs,
            odds_open: false,
            data_dir: None,
            pass_empty_turns: true,
            listen: None,
        }
    }
}
