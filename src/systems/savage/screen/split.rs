//! The GM's split of a group's attacks ("Groups"), asked as a form: back to the proportional
//! split, or how many of the group at each foe it has advantage over this round.

use crate::screen::form::{Asker, Stop};
use crate::systems::savage::rules::{Command, Id, SavageChase, split_text};

/// The group whose split the key changes: the selected participant if it is a group with a card,
/// else the acting one if it is, else the first such group.
pub fn group_for(state: &SavageChase, selected: Id) -> Option<Id> {
    let splits = |id: Id| {
        let p = state.participant(id);
        p.group && p.is_running() && state.hand(id).kept.is_some()
    };
    [Some(selected), state.current()]
        .into_iter()
        .flatten()
        .find(|id| splits(*id))
        .or_else(|| state.ids().find(|id| splits(*id)))
}

/// Back to the proportional split, or a number at each foe the group may attack.
pub fn build(ask: &mut Asker, state: &SavageChase, id: Id) -> Result<Command, Stop> {
    let p = state.participant(id);
    let who = p.name.clone();
    let proportional = split_text(state, &state.proposed_split(id));
    let back = ask.choose(
        format!("Split the attacks of the {who} ({} this round)", p.count),
        vec![
            ("Give each foe a number".to_string(), false),
            (
                format!("Back to the proportional split ({proportional})"),
                true,
            ),
        ],
        0,
    )?;
    if back {
        return Ok(Command::Split {
            who,
            shares: Vec::new(),
        });
    }
    let foes: Vec<Id> = state
        .foes(id)
        .filter(|foe| state.has_advantage(id, *foe))
        .collect();
    if foes.is_empty() {
        return Err(Stop::Decline(format!(
            "The {who} have advantage over no foe this round: there is nothing to split."
        )));
    }
    let mut left = p.count;
    let mut shares = Vec::new();
    let mut numbers = Vec::new();
    for foe in foes {
        let name = state.participant(foe).name.clone();
        let proposed = state.share(id, foe).min(left);
        let most = left;
        let n = ask.text(
            format!("How many of the {who} at {name}? ({most} to give)"),
            format!(
                "proportionately {}; the attacks made this round count against it",
                state
                    .proposed_split(id)
                    .iter()
                    .find(|(f, _)| *f == foe)
                    .map_or(0, |(_, n)| *n)
            ),
            proposed.to_string(),
            |text| match text.trim().parse::<u32>() {
                Ok(n) if n <= most => Ok(n),
                _ => Err(format!("type a number from 0 to {most}")),
            },
        )?;
        left -= n;
        shares.push((name, n));
        numbers.push((foe, n));
    }
    // The numbers the text proposes, every one: that is the proportional split, said as such.
    let proposed = state.proposed_split(id);
    let share_of =
        |list: &[(Id, u32)], foe: Id| list.iter().find(|(f, _)| *f == foe).map_or(0, |(_, n)| *n);
    if numbers
        .iter()
        .chain(&proposed)
        .all(|(foe, _)| share_of(&numbers, *foe) == share_of(&proposed, *foe))
    {
        shares.clear();
    }
    Ok(Command::Split { who, shares })
}
