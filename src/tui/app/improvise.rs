//! `n` on the opening screen: an improvised chase asked for on the screen itself, the way
//! `chasetrack new` asks on the command line (the rules, one line a participant, then the track,
//! which ends them; each with its default; the title is "Improvised chase", and the file's
//! `name:` can be edited), written out as an ordinary setup into the data directory's
//! `improvised/` folder and played at once, with its own journal.
//!
//! Each participant's line is read as soon as it is given, so a mistake is named (with its
//! column) while the keeper still has the sheet in hand; the lines already given stay.

use super::{App, Asking, Overlay, Seat};
use crate::autosave::Autosave;
use crate::dice::Roller;
use crate::improvise::{self, Draft, Typed};
use crate::screen::form::{Answer, Asker, Stop};
use crate::systems::SystemKind;
use std::path::PathBuf;

/// Where an improvised chase is written, and with which seed.
#[derive(Clone, Debug, Default)]
pub struct Place {
    /// The data directory: the setup goes in its `improvised/` folder and the journal in its
    /// `journals/`; `None` (no data directory on this platform): `./improvised/`, the journal
    /// beside the setup.
    pub data: Option<PathBuf>,
    /// The seed of the random track and the tool's rolls; `None`: from the clock.
    pub seed: Option<u64>,
}

impl App {
    /// Opens with the opening screen's question: `n` improvises a new chase (written under
    /// `place`), any other key plays the chase beneath (the built-in sample).
    pub fn offering_new_chase(mut self, place: Place) -> App {
        if let Seat::Keeper(keeper) = &mut self.seat {
            keeper.improvise = Some(place);
        }
        self.overlay = Some(Overlay::Welcome);
        self
    }

    /// Where an improvised chase is written: offered on the keeper's opening screen only.
    fn improvised_place(&self) -> Option<&Place> {
        match &self.seat {
            Seat::Keeper(keeper) => keeper.improvise.as_ref(),
            Seat::Follower(_) => None,
        }
    }

    /// `n`: the new chase's first question.
    pub(super) fn open_new_chase(&mut self) {
        let seed = self
            .improvised_place()
            .and_then(|place| place.seed)
            .unwrap_or_else(improvise::clock_seed);
        self.ask(Asking::NewChase { seed }, "New chase".to_string());
        let cancel = self
            .keymap
            .shell_key(crate::tui::keymap::Mode::Pick, super::Msg::Cancel);
        self.info(format!(
            "A new chase: nothing is written until the track is given; {cancel} goes back."
        ));
    }

    /// A digit on the opening screen: a new chase with the rules of that number (as listed in
    /// the first question), which is then not asked.
    pub(super) fn open_new_chase_with(&mut self, number: u8) {
        self.open_new_chase();
        let index = usize::from(number).wrapping_sub(1);
        if index >= SystemKind::ALL.len() {
            return;
        }
        if let Some(Overlay::Form(mut form)) = self.overlay.take() {
            form.answers.push(Answer::Pick(index));
            self.advance_form(form);
        }
    }

    /// Writes the improvised setup, loads it like any other, and plays it with a journal of its
    /// own; the sample beneath is closed. Anything that fails leaves the sample open and says why.
    pub(super) fn start_improvised(&mut self, draft: &Draft) {
        let place = self.improvised_place().cloned().unwrap_or_default();
        let text = match improvise::setup_text(draft) {
            Ok(text) => text,
            Err(why) => return self.fail(format!("No new chase: {why}")),
        };
        let folder = place
            .data
            .as_ref()
            .map_or_else(|| PathBuf::from("improvised"), |d| d.join("improvised"));
        let date = crate::dates::date(crate::dates::now());
        let path = match improvise::write_setup(&folder, &draft.title, &date, &text) {
            Ok(path) => path,
            Err(why) => {
                return self.fail(format!(
                    "No new chase: {} could not be written: {why}",
                    crate::escape::path(&folder)
                ));
            }
        };
        // The same loader as `check`: a file the tool wrote must pass it like any other.
        let setup = match crate::setup::load(&path) {
            Ok(setup) => setup,
            Err(why) => return self.fail(format!("No new chase: {why}")),
        };
        let journal = Autosave::path_in(place.data.as_deref(), Some(&path), &setup);
        let save = match Autosave::create(&journal, &setup, Some(&path)) {
            Ok(save) => save,
            Err(why) => return self.fail(format!("No new chase: {why}")),
        };
        // Only the keeper improvises a chase (a follower is offered none).
        if let Seat::Keeper(keeper) = &mut self.seat {
            keeper.roller = Roller::seeded(setup.seed.unwrap_or(draft.seed));
            keeper.autosave = Some(save);
            keeper.improvise = None;
        }
        self.chase = setup.chase.clone();
        self.setup = setup;
        self.setup_path = Some(path.clone());
        self.focus = Default::default();
        self.rebuild_log();
        self.refocus();
        self.info(format!(
            "Written to {}; every command is saved.",
            crate::escape::path(&path)
        ));
    }
}

/// The new chase's questions, read top-down from the answers so far (a [`Draft`] once all are
/// in): the rules, then one participant a line (several names before the side share one) until
/// the line that gives the track, or an empty line for the default track.
pub(super) fn build(ask: &mut Asker, seed: u64) -> Result<Draft, Stop> {
    let systems = SystemKind::ALL
        .iter()
        .map(|kind| (kind.title().to_string(), *kind))
        .collect();
    let system = ask.pick("Which rules?", systems, 0)?;
    let mut participants: Vec<String> = Vec::new();
    let course = loop {
        let so_far = participants.clone();
        let title = match participants.len() {
            0 => "Participant 1".to_string(),
            _ => format!(
                "Another participant, or the track to begin (an empty line: {}); so far: {}",
                improvise::course_default(system),
                participants.join(" · ")
            ),
        };
        let hint = match participants.len() {
            0 => improvise::participant_hint(system).to_string(),
            _ => format!(
                "{} · the track: {}",
                improvise::participant_hint(system),
                improvise::course_hint(system)
            ),
        };
        match ask.text(title, hint, "", |typed| {
            improvise::read_line(system, &so_far, typed)
        })? {
            Typed::Participant(line) => participants.push(line),
            Typed::Course(course) => break course,
        }
    };
    Ok(Draft {
        system,
        // Named in the file (`name:`) and the header; `chasetrack new --title` names it at once.
        title: "Improvised chase".to_string(),
        participants,
        course,
        seed,
    })
}
