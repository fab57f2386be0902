//! Sharing the players' view from the keeper's own screen: a key starts the players' web page
//! in this process (the command line hands the screen the function that starts it, so the screen
//! never names the server), shows its address and QR code, and the same key offers to stop it.
//! After each message that changed the chase (a command, an undo, a redo, a resume) the page is
//! sent the new view; building it costs a view and its JSON, and only on a change.

use super::overlay::{ConfirmAction, ConfirmState};
use super::{App, Overlay};
use crate::systems::players;

/// The players' page of the keeper's screen: how to start it, and while it is shared, the
/// server and the chase it was last sent.
#[derive(Debug, Default)]
pub struct Page {
    /// How to start it: the command line hands it in (the screen does not name the web
    /// server); `None` where sharing is not offered.
    start: Option<crate::share::Start>,
    /// The page, while the keeper shares it.
    sharing: Option<crate::share::Sharing>,
    /// The chase the page was last sent (its revision and journal length), so that only a
    /// change is sent.
    published: Option<(crate::engine::Revision, usize)>,
}

impl App {
    /// Offers the keeper's share key, starting the page with `start`.
    pub fn with_sharing(mut self, start: crate::share::Start) -> App {
        if let Some(keeper) = self.seat.as_keeper_mut() {
            keeper.page.start = Some(start);
        }
        self
    }

    /// The page's address while the players' view is shared.
    pub fn sharing_url(&self) -> Option<&str> {
        self.page()?.sharing.as_ref().map(|s| s.url.as_str())
    }

    /// The share key: starts sharing and shows the address, or shows it again and asks whether
    /// to stop.
    pub(super) fn share(&mut self) {
        if let Some(url) = self.sharing_url().map(str::to_string) {
            self.ask_to_stop(url);
            return;
        }
        let Some(start) = self.page().and_then(|page| page.start) else {
            self.fail(
                "Sharing the players' view is not offered on this screen: run chasetrack follow \
                 --web for it.",
            );
            return;
        };
        match start(self.defaults.listen, self.players_json()) {
            Ok(sharing) => {
                let url = sharing.url.clone();
                let stamp = self.chase_stamp();
                if let Some(page) = self.page_mut() {
                    page.sharing = Some(sharing);
                    page.published = Some(stamp);
                }
                self.ask_to_stop(url);
            }
            Err(why) => self.fail(format!("The players' view cannot be shared: {why}")),
        }
    }

    /// Stops serving the page; the browsers following it say they are reconnecting.
    pub(super) fn stop_sharing(&mut self) {
        if let Some(page) = self.page_mut() {
            page.sharing = None;
            page.published = None;
        }
        self.info("The players' view is no longer shared.");
    }

    /// Sends the page the players' view, if the chase changed since it was last sent.
    pub(super) fn publish_players_view(&mut self) {
        let stamp = self.chase_stamp();
        match self.page() {
            Some(page) if page.sharing.is_some() && page.published != Some(stamp) => {}
            _ => return,
        }
        let json = self.players_json();
        if let Some(page) = self.page_mut() {
            page.published = Some(stamp);
            if let Some(sharing) = &page.sharing {
                sharing.publish(json);
            }
        }
    }

    fn page(&self) -> Option<&Page> {
        self.seat.as_keeper().map(|keeper| &keeper.page)
    }

    fn page_mut(&mut self) -> Option<&mut Page> {
        self.seat.as_keeper_mut().map(|keeper| &mut keeper.page)
    }

    fn ask_to_stop(&mut self, url: String) {
        self.overlay = Some(Overlay::Confirm(ConfirmState {
            question: "The players' view is shared here: open it on their phones or a TV. Stop?"
                .to_string(),
            action: ConfirmAction::StopSharing(url),
        }));
    }

    fn players_json(&self) -> String {
        players::json(&players::view(self.chase(), self.title()))
    }

    fn chase_stamp(&self) -> (crate::engine::Revision, usize) {
        (self.chase().revision(), self.chase().journal_len())
    }
}
