//! Call of Cthulhu rules of the third round of checks against the text, played on the keeper's
//! screen with keys: a flyer over a garden wall, and a chart vehicle taken mid-chase.

use crate::tui_common;

use tui_common::*;

/// "Those that fly would not need to make Jump or Climb rolls": on the screen, the byakhee's `f`
/// (forward) takes it over the garden wall with no roll, as clear ground.
#[test]
fn the_byakhee_flies_over_the_wall_with_the_forward_key() {
    let mut app =
        chasetrack::tui::App::new(asset("byakhee.ron"), chasetrack::screen::Theme::new(false));
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
        chasetrack::tui::App::new(asset("byakhee.ron"), chasetrack::screen::Theme::new(false));
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

/// "If the Luck roll is failed, this indicates a sudden hazard for the investigators, presented by
/// the Keeper": after a failed group Luck roll the placement form offers only the places the rules
/// take, in front of Harvey (the one investigator), never in front of the police cars behind him;
/// after a passed roll the players may put it in front of anyone.
#[test]
fn a_failed_luck_roll_offers_the_keeper_only_places_before_the_investigators() {
    let mut app = chasetrack::tui::App::new(
        asset("police-pursuit.ron"),
        chasetrack::screen::Theme::new(false),
    );
    press(&mut app, "c<Enter>");
    // Harvey stands at the last location: nothing can lie ahead of him yet.
    press(&mut app, "!1<Enter>90<Enter>!");
    let nowhere = screen(&app, 160, 48);
    assert!(
        nowhere.contains("Nowhere the rules allow for the sudden hazard: nothing can stand ahead"),
        "{nowhere}"
    );
    press(&mut app, "u");
    // Harvey looks 3 locations ahead (29, 02, 87; the third a hazard, named), then the keeper
    // calls: Harvey's Luck 55 with 90, failed.
    press(
        &mut app,
        "L329<Enter>2<Enter>87<Enter>llmTraffic jam<Enter>1Drive Auto<Enter>1",
    );
    press(&mut app, "!1<Enter>90<Enter>");
    let called = screen(&app, 160, 48);
    assert!(called.contains("the keeper places"), "{called}");
    press(&mut app, "!");
    let form = screen(&app, 160, 48);
    assert!(
        form.contains("The keeper places a Regular sudden hazard: where?"),
        "{form}"
    );
    assert!(form.contains("Right in front of Harvey"), "{form}");
    assert!(!form.contains("Right in front of Police"), "{form}");
    assert_eq!(form.matches("Right in front of").count(), 1, "{form}");
    // The first place offered is taken as it is: the hazard lies ahead of Harvey.
    let harvey = state(&app).find("Harvey").expect("Harvey");
    let at = state(&app).participant(harvey).location;
    press(&mut app, "1Roadworks<Enter>Drive Auto<Enter>1");
    let placed = state(&app)
        .map
        .ahead_of(at)
        .map(|obstacle| obstacle.name().to_string());
    assert_eq!(
        placed.as_deref(),
        Some("Roadworks"),
        "{}",
        screen(&app, 160, 48)
    );

    // A passed roll: the players place it, and every driver is offered.
    let mut app = chasetrack::tui::App::new(
        asset("police-pursuit.ron"),
        chasetrack::screen::Theme::new(false),
    );
    press(
        &mut app,
        "c<Enter>L329<Enter>2<Enter>87<Enter>llmTraffic jam<Enter>1Drive Auto<Enter>1",
    );
    press(&mut app, "!1<Enter>31<Enter>!");
    let form = screen(&app, 160, 48);
    for name in ["Harvey", "Police 1", "Police 2"] {
        assert!(
            form.contains(&format!("Right in front of {name}")),
            "{form}"
        );
    }
}
