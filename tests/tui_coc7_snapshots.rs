//! The Call of Cthulhu screen with Part 5 on it, at 80x24 and 160x48: a car chase through Arkham
//! (vehicles with their build, passengers riding in them, random hazards ahead) and the deep one's
//! forked track (the way a participant takes drawn on from the fork).

use crate::tui_common;

use insta::assert_snapshot;
use tui_common::*;

fn whole_screen(name: &str, setup: &str, keys: &str) {
    let mut app = chasetrack::tui::App::new(asset(setup), chasetrack::screen::Theme::new(false));
    press(&mut app, keys);
    for (width, height) in [(80, 24), (160, 48)] {
        let terminal = terminal(&app, width, height);
        assert_snapshot!(format!("{name}_{width}x{height}"), terminal.backend());
    }
}

/// Harvey's run through Arkham after the speed rolls and the cut: six drivers, Amy beside Harvey,
/// the cult's gunman in the truck's cab.
#[test]
fn car_chase_round_one() {
    whole_screen(
        "car_chase_round_one",
        "car-chase.ron",
        "s60<Enter>s40<Enter>s50<Enter>s45<Enter>s30<Enter>s20<Enter>c<Enter>",
    );
}

/// Harvey's car after a moderate incident and the police pursuit's first round: P2 owing 1, P1
/// level with Harvey, the traffic jam ahead.
#[test]
fn police_pursuit_round_two() {
    whole_screen(
        "police_pursuit_round_two",
        "police-pursuit.ron",
        "c<Enter>L329<Enter>2<Enter>87<Enter>llmTraffic jam<Enter>1Drive Auto<Enter>1\
         !1<Enter>31<Enter>!3Delivery truck<Enter>Drive Auto<Enter>1A1\
         z1172<Enter>1<Enter>2<Enter>0<Enter>A235<Enter>A1",
    );
}

/// The theater: the deep one has chosen the river, and the keeper looks along its way.
#[test]
fn forked_track_along_the_river() {
    whole_screen("forked_track_river", "deep-one.ron", "c<Enter>jW2j");
}

/// The theater: the main way, with the fork marked in the title.
#[test]
fn forked_track_main_way() {
    whole_screen("forked_track_main", "deep-one.ron", "c<Enter>");
}
