//! What a Call of Cthulhu setup holds that would surprise the keeper at the table, for `check`
//! to warn of (never to refuse).

use crate::systems::coc7::rules::{Coc7, Participant, Side, Status};

/// The warnings: a chase that is over at "Cut to the Chase", every pursuer being slower than the
/// slowest quarry whatever the speed rolls give ("Any pursuers who are slower than the slowest
/// fleeing character are left behind, and do not participate in the chase").
pub fn surprises(state: &Coc7) -> Vec<String> {
    // The MOV a speed roll can give: the roll's if it is made, else one less to one more.
    let range = |p: &Participant| match p.speed {
        Some(_) => (p.mov(), p.mov()),
        None => (p.base_mov.saturating_sub(1), p.base_mov + 1),
    };
    let running = |side: Side| {
        state
            .participants
            .iter()
            .filter(move |p| p.side == side && p.status == Status::Active && !p.is_passenger())
    };
    let Some(slowest_quarry) = running(Side::Quarry).map(|p| range(p).0).min() else {
        return Vec::new();
    };
    let pursuers: Vec<&Participant> = running(Side::Pursuer).collect();
    if pursuers.is_empty() || pursuers.iter().any(|p| range(p).1 >= slowest_quarry) {
        return Vec::new();
    }
    let fastest = pursuers.iter().map(|p| range(p).1).max().unwrap_or(0);
    vec![format!(
        "every pursuer is slower than the slowest quarry whatever the speed rolls give (MOV {fastest} \
         at best against {slowest_quarry} at worst): cut to the chase leaves them all behind and \
         the chase is over before its first round"
    )]
}
