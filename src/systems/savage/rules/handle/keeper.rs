//! The GM's own commands: what the chase does not track by itself.

use super::Decider;
use crate::dice::Roller;
use crate::systems::savage::rules::error::{Refusal, SavageError};
use crate::systems::savage::rules::event::Event;
use crate::systems::savage::rules::state::{Out, Status};

impl Decider<'_> {
    /// Shaken by something the chase does not track (a spell, a fall); a driver then rolls
    /// against going Out of Control ("Shaken Characters"), at once when `control_now` (see
    /// `Command::ControlRoll`).
    pub(super) fn set_shaken(
        &mut self,
        who: &str,
        shaken: bool,
        control_now: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.running(who)?;
        let p = self.state.participant(id);
        let at_the_wheel = shaken && !p.shaken && p.draws() && p.maneuver.in_vehicle() && !p.group;
        self.emit(Event::ShakenSet { who: id, shaken });
        if at_the_wheel {
            self.keep_control(id, control_now, roller)?;
        }
        Ok(())
    }

    /// Captured, stopped, withdrawn or escaped, at the GM's word; a capture or a stop may name
    /// the foe who made it ("any prey who haven't been otherwise stopped or captured escape").
    pub(super) fn take_out(
        &mut self,
        who: &str,
        out: Out,
        by: Option<&str>,
    ) -> Result<(), Refusal> {
        let id = self.id(who)?;
        if let Status::Out(already) = self.state.participant(id).status {
            return Err(SavageError::AlreadyOut {
                who: self.name(id),
                status: already.word(),
            }
            .into());
        }
        if let Some(by) = by {
            let captor = self.running(by)?;
            if !matches!(out, Out::Captured | Out::Stopped) {
                return Err(SavageError::CaptorOfNoCapture {
                    who: self.name(id),
                    by: self.name(captor),
                    status: out.word(),
                }
                .into());
            }
            if !self.state.opposed(id, captor) {
                return Err(SavageError::SameSide {
                    who: self.name(captor),
                    target: self.name(id),
                }
                .into());
            }
            self.emit(Event::CaughtBy {
                who: id,
                by: captor,
            });
        }
        self.emit(Event::TakenOut { who: id, out });
        Ok(())
    }
}
