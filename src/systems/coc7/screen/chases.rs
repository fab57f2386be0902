//! What the screen shows of a chase that has split or that the players watch: the separate chases
//! of a forked track ("Splitting Up": "participants on different branches are separate chases"),
//! which of them the track shows and how the keeper switches between them, and the players' view
//! ("Pedal to the Metal", visibility ahead: the locations no investigator can see are hidden).
//! Both only move where the screen looks; the chase itself does not change.

use super::Intent;
use super::key_names::key as key_of;
use super::{Action, step_from};
use crate::screen::Focus;
use crate::screen::KeyNames;
use crate::systems::coc7::rules::{Coc7, Id, Loc, Phase};

/// One of the separate chases: the way from the back of the chase to its frontmost location, and
/// who is on that way (those still short of the fork are in each chase that goes on from it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// The frontmost location anyone of this chase stands at.
    pub head: Loc,
    /// Its participants, frontmost first.
    pub members: Vec<Id>,
}

/// The separate chases, in the order of the track's numbers of their fronts (the main way first
/// when it goes furthest back in the numbering). One chase when nobody has split, or while the
/// chase is being established.
pub fn splits(state: &Coc7) -> Vec<Split> {
    let placed: Vec<(Id, Loc)> = if state.phase == Phase::Establishing {
        Vec::new()
    } else {
        state
            .ids()
            .filter(|(_, p)| p.in_chase())
            .map(|(id, p)| (id, p.location))
            .collect()
    };
    let track = &state.map;
    // A front: a location someone stands at that lies on nobody else's way on.
    let mut heads: Vec<Loc> = placed
        .iter()
        .map(|(_, at)| *at)
        .filter(|at| {
            !placed
                .iter()
                .any(|(_, other)| other != at && track.path_to(*other).contains(at))
        })
        .collect();
    heads.sort_by_key(|at| (track.branch_of(*at).map_or(0, |b| b + 1), *at));
    heads.dedup();
    heads
        .into_iter()
        .map(|head| {
            let way = track.path_to(head);
            let mut members: Vec<(usize, Id)> = placed
                .iter()
                .filter_map(|(id, at)| way.iter().position(|l| l == at).map(|i| (i, *id)))
                .collect();
            members.sort_by_key(|(i, id)| (std::cmp::Reverse(*i), *id));
            Split {
                head,
                members: members.into_iter().map(|(_, id)| id).collect(),
            }
        })
        .collect()
}

/// The locations the track draws: the way from the back of the chase through the cursor, on along
/// the way the selected participant takes (or the lead quarry took) at each fork.
pub fn drawn_way(state: &Coc7, selected: Id, cursor: Loc) -> Vec<Loc> {
    let track = &state.map;
    if !track.has_forks() {
        return track.numbers().collect();
    }
    let mut way = track.path_to(cursor);
    let mut at = cursor;
    while let Some(next) = step_from(state, selected, at) {
        if way.contains(&next) {
            break;
        }
        way.push(next);
        at = next;
    }
    way
}

/// Which of the separate chases the track shows: the one whose front lies on the way drawn, else
/// the selected participant's.
pub fn shown(state: &Coc7, splits: &[Split], selected: Id, cursor: Loc) -> Option<usize> {
    let way = drawn_way(state, selected, cursor);
    splits
        .iter()
        .position(|s| way.contains(&s.head))
        .or_else(|| splits.iter().position(|s| s.members.contains(&selected)))
}

/// What the keeper calls a chase: "the main way", or the name of the branch its front is on.
pub fn split_name(state: &Coc7, split: &Split) -> String {
    let track = &state.map;
    match track.branch_of(split.head) {
        Some(branch) => match track.branches[branch].path.first() {
            Some(first) => format!("{} way", track.way_name(*first)),
            None => "a branch".to_string(),
        },
        None => "the main way".to_string(),
    }
}

/// "chase 2 of 3: the river way" for the title, when the chase has split.
pub fn shown_title(state: &Coc7, selected: Id, cursor: Loc) -> Option<String> {
    let splits = splits(state);
    if splits.len() < 2 {
        return None;
    }
    let index = shown(state, &splits, selected, cursor)?;
    Some(format!(
        "chase {} of {}: {}",
        index + 1,
        splits.len(),
        split_name(state, &splits[index])
    ))
}

/// Whether the setup marks any investigator: the players' view is theirs.
fn has_investigators(state: &Coc7) -> bool {
    state.participants.iter().any(|p| p.investigator)
}

/// Whether sight is in play: some investigator still in the chase has a sight set, so that some
/// of the track may be hidden from the players.
fn sight_in_play(state: &Coc7) -> bool {
    state.phase != Phase::Establishing
        && state
            .participants
            .iter()
            .any(|p| p.investigator && p.in_chase() && p.sight.is_some())
}

/// What the two looking keys ask for; `None` for every other key.
pub(super) fn intent(
    key: Action,
    state: &Coc7,
    focus: Focus,
    selected: Id,
    keys: &KeyNames,
) -> Option<Intent> {
    let intent = match key {
        Action::PlayersView if focus.players_view => Intent::Look(
            Focus {
                players_view: false,
                ..focus
            },
            "The keeper's view: the whole track shows again.".to_string(),
        ),
        Action::PlayersView if sight_in_play(state) => Intent::Look(
            Focus {
                players_view: true,
                ..focus
            },
            format!(
                "The players' view: what no investigator sees is hidden ({} again: all).",
                key_of(keys, Action::PlayersView)
            ),
        ),
        Action::PlayersView if has_investigators(state) && state.phase == Phase::Establishing => {
            Intent::Decline(format!(
                "The players' view hides what no investigator sees: cut to the chase ({}) first.",
                key_of(keys, Action::CutToChase)
            ))
        }
        Action::PlayersView if has_investigators(state) => Intent::Decline(format!(
            "No investigator's sight is set, so the players see the whole track: look ahead ({}) \
             first.",
            key_of(keys, Action::LookAhead)
        )),
        Action::PlayersView => Intent::Decline(
            "No participant is marked investigator: true in the setup, so there is no players' \
             side to show: mark the investigators in the setup file."
                .to_string(),
        ),
        Action::NextChase => {
            let splits = splits(state);
            if splits.len() < 2 {
                return Some(Intent::Decline(
                    "Everyone is on one way: there is only the one chase.".to_string(),
                ));
            }
            let cursor = super::ids(state, focus).1;
            let next =
                shown(state, &splits, selected, cursor).map_or(0, |i| (i + 1) % splits.len());
            let split = &splits[next];
            // The frontmost participant of that chase, as the queue orders those at its front.
            let who = split.members.first().copied().unwrap_or(selected);
            let name = &state.participant(who).name;
            Intent::Look(
                Focus {
                    selected: usize::from(who),
                    cursor: i64::from(split.head),
                    ..focus
                },
                format!(
                    "Chase {} of {}: {}, with {name} in front.",
                    next + 1,
                    splits.len(),
                    split_name(state, split)
                ),
            )
        }
        _ => return None,
    };
    Some(intent)
}

/// Whether a looking key does something now; `None` for every other key.
pub(super) fn available(key: Action, state: &Coc7, focus: Focus) -> Option<bool> {
    match key {
        Action::PlayersView => Some(focus.players_view || sight_in_play(state)),
        Action::NextChase => Some(splits(state).len() > 1),
        _ => None,
    }
}
