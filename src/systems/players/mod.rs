//! The players' view model: what the players may see of a chase as it stands, as plain data for
//! a front end to draw (the web page serves it as JSON). Built in one place from the same
//! decisions as the players' screen (`follow`) and the players' export: each system's
//! `open_to_players`, its table's narration and, for Call of Cthulhu, what an investigator can
//! see. A system's own part (its turn order and its ground) is its `players.rs`; this module
//! holds what every system shares and the one dispatch over them.

use crate::engine::{Audience, Outcome};
use crate::escape::printable;
use crate::systems::screens::Screen;
use crate::systems::{Chase, each};
use serde::Serialize;

/// How many of the players' log lines the view carries, newest first: more than any screen shows,
/// few enough that a long chase's view stays a few kilobytes.
pub const LOG_LINES: usize = 200;

/// A chase as the players may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayersView {
    /// The system's word in setups and journals, lower case (`coc7`, `track`, ...).
    pub system: String,
    /// The system's name as the header writes it.
    pub system_title: String,
    /// The chase's name, from its setup.
    pub title: String,
    /// "Round 2", as the players' screen's header says it.
    pub round: String,
    /// Whose turn it is, as the header says it.
    pub turn: String,
    /// How the chase ended; `None` while it goes on.
    pub outcome: Option<String>,
    /// Everyone in the order the players' screen lists them.
    pub order: Vec<Entry>,
    /// The table's sentences, newest first (at most [`LOG_LINES`]).
    pub log: Vec<String>,
    /// The system's own picture of the chase.
    pub ground: Ground,
}

/// One participant in the turn order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Entry {
    pub name: String,
    /// "pursuer", "quarry", "chaser", "prey", "runner", ...
    pub side: String,
    /// "acting", "waiting", "caught by Farmer", ... as the players' screen says it.
    pub status: String,
    /// Whether it is this participant's turn.
    pub acting: bool,
    /// Whether it is a player's character (its numbers are the players').
    pub open: bool,
    /// Its figures the players may read ("MOV 8", "2 actions"), keeper-only ones left out.
    pub numbers: Vec<String>,
}

/// The ground of each system, tagged by `kind` in JSON.
macro_rules! grounds {
    ({} $($word:ident $folder:ident),*) => {
        /// What a system draws of its chase: a track, clocks, range bands, cards.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "kind", rename_all = "lowercase")]
        pub enum Ground {
            $($word(crate::systems::$folder::players::Ground),)*
        }

        $(
            impl From<crate::systems::$folder::players::Ground> for Ground {
                fn from(ground: crate::systems::$folder::players::Ground) -> Ground {
                    Ground::$word(ground)
                }
            }
        )*
    };
}

crate::with_systems!(grounds! {});

/// The players' view of `chase`, named `title`.
pub fn view(chase: &Chase, title: &str) -> PlayersView {
    let (round, turn) = chase
        .screen()
        .header(Audience::Table, crate::screen::KeyNames::builtin());
    let log: Vec<String> = chase
        .screen()
        .log()
        .iter()
        .rev()
        .filter(|line| line.reaches_table())
        .take(LOG_LINES)
        .map(|line| printable(line.told(Audience::Table)))
        .collect();
    let (order, ground) = each!(chase, session, system => {
        let state = session.state();
        let order: Vec<Entry> = state
            .queue()
            .into_iter()
            .filter_map(|at| system::players::entry(state, at))
            .collect();
        (order, Ground::from(system::players::ground(state)))
    });
    let kind = chase.system();
    PlayersView {
        system: kind.setup_name().to_lowercase(),
        system_title: kind.title().to_string(),
        title: printable(title),
        round: printable(&round),
        turn: printable(&turn),
        outcome: match chase.outcome() {
            Outcome::Over(how) => Some(printable(&how)),
            Outcome::Ongoing => None,
        },
        order,
        log,
        ground,
    }
}

/// The view as the JSON the web page reads; `{}` if it could not be written (it always can:
/// it holds only strings, numbers and lists).
pub fn json(view: &PlayersView) -> String {
    serde_json::to_string(view).unwrap_or_else(|_| "{}".to_string())
}

/// A name or sentence from a setup as the players' surfaces write it: control characters and
/// bidirectional overrides escaped, as on the terminal.
pub fn text(raw: &str) -> String {
    printable(raw)
}
