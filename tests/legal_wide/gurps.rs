//! GURPS Action's wider command space.

use super::{Pick, Wide};
use chasetrack::systems::gurps::rules::{Band, Command, GurpsChase, Maneuver, Side};

impl Wide for GurpsChase {
    fn wide(&self, pick: &mut Pick) -> Command {
        let people: Vec<String> = self.people.iter().map(|p| p.name.clone()).collect();
        let vehicles: Vec<String> = self.vehicles.iter().map(|v| v.name.clone()).collect();
        let everyone: Vec<String> = people.iter().chain(&vehicles).cloned().collect();
        let who = pick.name(&people);
        let side = pick.one(&[Side::Quarry, Side::Pursuer]);
        match pick.below(19) {
            0..=3 => Command::Declare {
                side,
                maneuver: pick.one(&Maneuver::ALL),
                penalty: pick.int(0, 10) as u8,
                lucky_break: pick.flip(),
                elsewhere: pick.flip(),
            },
            4 => Command::DeclareRandom { side },
            5 | 6 => Command::Attack {
                who,
                target: pick.name(&everyone),
                vital: pick.flip(),
                grapple: pick.flip(),
            },
            7 => Command::Force {
                who,
                target: pick.name(&everyone),
            },
            8 => Command::Ram {
                who,
                target: pick.name(&everyone),
            },
            9 => Command::Stunt { who },
            10 => Command::Disembark { who },
            11 => Command::Embark {
                who,
                vehicle: pick.name(&vehicles),
            },
            12 => Command::Board {
                who,
                vehicle: pick.name(&vehicles),
            },
            13 => Command::SeizeControl { who },
            14 => Command::Task {
                who,
                skill: pick.int(3, 18),
                what: "Hotwire".to_string(),
            },
            15 => match pick.below(4) {
                0 => Command::EndStep,
                1 => Command::Contest {
                    quarry_complementary: pick.flip(),
                    pursuer_complementary: pick.flip(),
                },
                2 => Command::Lead { who },
                _ => Command::KeptUp { side },
            },
            16 => Command::Shift {
                steps: pick.int(-4, 4),
            },
            17 => Command::PullOut {
                band: pick.flip().then(|| pick.one(&Band::ALL)),
            },
            _ => match pick.below(3) {
                0 => Command::EndChase,
                _ => Command::Scenery { on: pick.flip() },
            },
        }
    }

    fn normal(&self, command: &Command) -> Command {
        match command.clone() {
            Command::Declare {
                side,
                maneuver,
                penalty,
                lucky_break,
                elsewhere,
            } => Command::Declare {
                side,
                maneuver,
                // A Stunt's penalty is even, from 2; a middleman elsewhere Moves whatever he named.
                penalty: match (maneuver.is_stunt(), elsewhere) {
                    (false, _) => 0,
                    (true, true) if penalty < 2 || penalty % 2 == 1 => 2,
                    (true, _) => penalty,
                },
                lucky_break,
                elsewhere,
            },
            Command::Task { who, .. } => Command::Task {
                who,
                skill: 12,
                what: "a task".to_string(),
            },
            other => other,
        }
    }
}
