//! Call of Cthulhu rules of the third round of checks against the text, played on the keeper's
//! screen with keys: a flyer over a garden wall, and a chart vehicle taken mid-chase.

mod tui_common;

use tui_common::*;

/// "Those that fly would not need to make Jump or Climb rolls": on the screen, the byakhee's `f`
/// (forward) takes it over the garden wall with no roll, as clear ground.
#[test]
fn the_byakhee_flies_over_the_wall_with_the_forward_key() {
    let mut app =
        chasetrack::tui::App::new(asset("byakhee.ron"), chasetrack::tui::Theme::new(false));
    press(&mut app, "c<Enter>");
    let byakhee = state(&app).find("Byakhee").expect("the byakhee");
    assert_eq!(state(&app).participant(byakhee).location, 1);
    press(&mut app, "ff");
    let chase = state(&app);
    assert_eq!(
        chase.participant(byakhee).location,
        3,
        "over the wall\n{}",
        screen(&app, 160, 48)
    );
    assert_eq!(chase.participant(byakhee).actions, 11);
    let shown = screen(&app, 160, 48);
    assert!(
        shown.contains("Byakhee flies over the Garden wall"),
        "{shown}"
    );
}

/// "Vehicle Reference Charts": a "Car, standard" taken in the middle of the chase has the chart's
/// armour for people (2) and seats (4), as one named in a setup does; its driver makes the fresh
/// speed roll with Drive Auto.
#[test]
fn a_chart_car_taken_mid_chase_has_the_charts_armour() {
    let mut app =
        chasetrack::tui::App::new(asset("byakhee.ron"), chasetrack::tui::Theme::new(false));
    press(&mut app, "c<Enter>n");
    let lucius = state(&app).find("Lucius").expect("Lucius");
    assert_eq!(state(&app).current(), Some(lucius));
    // M: switch the mode of movement; 4: drive another vehicle; its name; 50 for the speed roll.
    press(&mut app, "M4Car, standard<Enter>50<Enter>");
    let car = state(&app)
        .participant(lucius)
        .vehicle
        .clone()
        .unwrap_or_else(|| panic!("Lucius drives\n{}", screen(&app, 160, 48)));
    assert_eq!(
        (car.name.as_str(), car.mov, car.armor),
        ("Car, standard", 14, 2)
    );
    assert_eq!(car.seats.count, 4);
}
