//! "Every key does what the hint says": each defect a keeper met at the table, replayed through
//! the keys as a keeper pressed them.

use crate::tui_common;

use chasetrack::tui::App;
use chasetrack::tui::app::Overlay;
use tui_common::*;

/// The log as the keeper reads it, every line.
fn log(app: &App) -> String {
    app.log()
        .iter()
        .map(|line| line.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The keys that bring `assets/savage-knights-bandits.ron` to round 3, the Squire acting on 10♠
/// with the Bandits at Long range: every maneuvering roll (`m R`), the Knight's attack (`a r`),
/// the Bandits' Club (`c R`), the Squire's empty turn ends (`n`), round 2's rolls, the Knight's
/// Joker turn ended, round 3's rolls.
const KNIGHTS_TO_ROUND_3: &str = "mRarcRnmRnmR";

/// `r` at an attack's prompt rolls the whole trait roll, the wild die too, so
/// the attack is made; before, it rolled the trait die alone, the wild die's prompt waited, and
/// the next key meant for the chase screen was swallowed there.
#[test]
fn r_rolls_the_trait_die_and_the_wild_die_of_a_savage_attack() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-knights-bandits.ron"), &dir);
    press(&mut app, KNIGHTS_TO_ROUND_3);
    let top = screen(&app, 100, 30);
    assert!(top.contains("Round 3 of 5 · Squire acts on 10♠"), "{top}");
    press(&mut app, "a");
    assert!(
        matches!(app.overlay(), Some(Overlay::Dice(_))),
        "{}",
        screen(&app, 100, 30)
    );
    press(&mut app, "r");
    assert!(
        app.overlay().is_none(),
        "a die of the attack still waits after r:\n{}",
        screen(&app, 100, 30)
    );
    let told = log(&app);
    let attack = told
        .lines()
        .rev()
        .find(|line| line.starts_with("Squire attacks Bandits (Long)"))
        .unwrap_or_else(|| panic!("no attack in the log:\n{told}"));
    assert!(attack.contains("(wild "), "{attack}");
}

/// At "How many of the Bandits attack?" the line holds the split's number and
/// the hint says plainly that Enter takes it; `r` takes it and rolls (before, it was typed as the
/// letter "r").
#[test]
fn r_at_how_many_of_a_group_attack_takes_the_split_and_rolls() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-knights-bandits.ron"), &dir);
    press(&mut app, "mRarcRa");
    let asked = screen(&app, 120, 30);
    assert!(
        asked.contains("How many of the Bandits attack? (3 left)"),
        "{asked}"
    );
    assert!(
        asked.contains("Enter takes 1, this foe's share under the split the rules propose"),
        "{asked}"
    );
    assert!(asked.contains("r usual + roll"), "{asked}");
    press(&mut app, "r");
    assert!(app.overlay().is_none(), "{}", screen(&app, 120, 30));
    let told = log(&app);
    assert!(
        told.lines()
            .any(|line| line.starts_with("Bandits attack Squire")
                || line.starts_with("1 of the Bandits")),
        "{told}"
    );
}

/// `R` at "Does a passenger help?" (`assets/savage-road-warriors.ron`, the
/// documented `m R`) takes the usual answer and rolls every maneuvering roll; before, `R` did
/// nothing there and only `r` went on.
#[test]
fn capital_r_at_a_pick_list_takes_the_usual_answers_and_rolls() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-road-warriors.ron"), &dir);
    press(&mut app, "m");
    assert!(
        screen(&app, 100, 30).contains("Does a passenger help?"),
        "{}",
        screen(&app, 100, 30)
    );
    press(&mut app, "R");
    assert!(app.overlay().is_none(), "{}", screen(&app, 100, 30));
    let rolled = log(&app)
        .lines()
        .filter(|line| line.contains(" rolls Driving") || line.contains(" rolls "))
        .count();
    assert!(rolled >= 2, "{}", log(&app));
}

/// `n` at "Stile wall (DC 12): Josiah's bonus?" (`assets/fell-race.ron`) takes
/// the bonus's default (0), rolls and ends the turn, as `n` does everywhere else; before, it was
/// typed into the bonus as the letter "n".
#[test]
fn n_at_a_bonus_with_a_default_rolls_and_ends_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("fell-race.ron"), &dir);
    press(&mut app, &format!("sR{}f18<Enter>c", "fn".repeat(16)));
    let asked = screen(&app, 120, 30);
    assert!(
        asked.contains("Stile wall (DC 12): Josiah's bonus?"),
        "{asked}"
    );
    assert!(asked.contains("n usual + roll + end turn"), "{asked}");
    press(&mut app, "n");
    assert!(app.overlay().is_none(), "{}", screen(&app, 120, 30));
    let told = log(&app);
    assert!(
        told.lines()
            .any(|line| line.starts_with("Josiah tackles Stile wall: d20")),
        "{told}"
    );
    let top = screen(&app, 120, 30);
    assert!(
        top.lines().next().unwrap_or("").contains("Maggie's turn"),
        "{top}"
    );
    // `R` and `r` there do the same without ending the turn.
    press(&mut app, "u");
    for key in ["r", "R"] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(asset("fell-race.ron"), &dir);
        press(&mut app, &format!("sR{}f18<Enter>c{key}", "fn".repeat(16)));
        assert!(app.overlay().is_none(), "{key}: {}", screen(&app, 120, 30));
        assert!(log(&app).contains("Josiah tackles Stile wall"), "{key}");
        let top = screen(&app, 120, 30);
        assert!(
            top.lines().next().unwrap_or("").contains("Josiah's turn"),
            "{key}: {top}"
        );
    }
}

/// The farmer attacks Harvey with the usual answers (`a r`), and Harvey
/// answers with the best the rules allow him (coc7-chase.txt, "Conflict"): fighting back with
/// his Fighting (Brawl) 50, above his Dodge 27. Before, the usual answer was "No response", so
/// the farmer's blows were never answered.
#[test]
fn the_usual_response_to_an_attack_is_the_targets_best() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    // Round 1: Harvey forward, the farmer two locations; round 2: Harvey ends his turn where he
    // is, the farmer reaches him.
    press(&mut app, &format!("{ESTABLISH}fF2nf"));
    assert!(
        log(&app).ends_with("Farmer moves to Gate (4) and reaches Harvey."),
        "{}",
        log(&app)
    );
    press(&mut app, "ar");
    let told = log(&app);
    let attack = told
        .lines()
        .find(|line| line.starts_with("Farmer attacks Harvey"))
        .unwrap_or_else(|| panic!("no attack in the log:\n{told}"));
    assert!(
        attack.contains("Harvey fights back, Fighting (Brawl) 50"),
        "{attack}"
    );
}

/// A Savage Worlds knight with no weapon in the setup, on an Ace with Advantage over
/// the bandits at Short range ("Attacks"), had his turn passed with "Knight has no foe in reach",
/// though the bandits were in reach. The reason given is the true one: he has no weapon.
#[test]
fn a_savage_turn_without_a_weapon_says_so_not_no_foe_in_reach() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/savage-knights-bandits.ron"),
    )
    .unwrap();
    let unarmed = text.replacen(r#"attack: "d8", damage: "2d8","#, "", 1);
    assert_ne!(unarmed, text, "the knight's weapon is taken away");
    let setup = chasetrack::setup::parse(&unarmed, "unarmed-knight.ron").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(setup, &dir);
    press(&mut app, "mR");
    let told = log(&app);
    let top = screen(&app, 120, 30);
    assert!(
        told.contains("Knight has no weapon to attack with on A♦"),
        "{told}\n{top}"
    );
    assert!(!told.contains("Knight has no foe in reach"), "{told}");
}

/// In the sample's round 1, Harvey's one movement action took him forward (`f`) and
/// his turn passed without a word, where later rounds say "Harvey has no movement actions left:
/// the turn passes." ("Movement Actions"). Round 1 says it too, and so does the farmer's turn.
#[test]
fn a_turn_whose_actions_are_spent_says_so_in_round_1() {
    let dir = tempfile::tempdir().unwrap();
    // Without the words read aloud, the pass is the log's last line.
    let mut app = app_with_journal(unread(chasetrack::setup::sample()), &dir);
    press(&mut app, &format!("{ESTABLISH}f"));
    assert!(
        log(&app).ends_with(
            "Harvey moves to Gate (4).\nHarvey has no movement actions left: the turn passes."
        ),
        "{}",
        log(&app)
    );
    press(&mut app, "F2");
    assert!(
        log(&app).contains(
            "Farmer moves to Farm track (3).\nFarmer has no movement actions left: the turn passes.\nRound 1 ends."
        ),
        "{}",
        log(&app)
    );
}

/// The cult rider's motorcycle is wrecked at the Hairpin (`assets/car-chase.ron`: he
/// rolls 95 there in round 2) and the log said "a Luck roll throws one free (2D10 damage)",
/// though no Luck roll was asked or made: the rider has no Luck on his sheet, and takes the
/// crash's damage instead. The log promises only the rolls that are made ("Key: Build"), and
/// says the collision's hit points are rolled for each one inside, not one number for all.
#[test]
fn a_wreck_promises_only_the_rolls_that_are_made() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    press(&mut app, "sRc<Enter>nzrzrArfzrfzrnnfF3zr");
    let told = log(&app);
    let wreck = told
        .lines()
        .find(|line| line.contains("is wrecked!"))
        .unwrap_or_else(|| panic!("no wreck:\n{told}"));
    assert_eq!(
        wreck,
        "Cult rider's Motorcycle, heavy is wrecked! Those inside are likely to die; Cult rider \
         has no Luck to roll and takes the crash's damage in hit points."
    );
    assert!(
        told.contains(
            "(Table VI: 1D6 build, and 1D6 hit points for each one inside, rolled for each)"
        ),
        "{told}"
    );
    assert!(!told.contains("as many hit points"), "{told}");
    // Amy and Harvey, each with Luck, are each promised a roll, and each roll is made.
    let mut chase = state(&app).clone();
    let events = {
        use chasetrack::dice::Roller;
        use chasetrack::engine::Rules;
        use chasetrack::systems::coc7::rules::{Command, Incident};
        let before = chase.clone();
        let crash = Command::Collide {
            who: "Harvey".into(),
            incident: Incident::RoadKill,
            no_delay: false,
        };
        let mut roller = Roller::given([30, 90, 20, 4]);
        let mut events = Vec::new();
        chase.decide(&crash, &mut roller, &mut events).unwrap();
        let mut walk = before;
        events
            .iter()
            .map(|event| {
                let line = walk.narrate(event);
                walk.apply(event);
                line
            })
            .collect::<Vec<_>>()
    };
    assert!(
        events.iter().any(|line| line.ends_with(
            "likely to die; Harvey and Amy each roll Luck to be thrown free (2D10 damage for each one thrown free)."
        )),
        "{events:#?}"
    );
    let lucks = events.iter().filter(|line| line.contains("Luck")).count();
    assert!(lucks >= 3, "the promise and both rolls: {events:#?}");
}

/// After round 1's cards (`m R`) in `assets/savage-knights-bandits.ron`, the log and
/// the status line said "Bandits acts on 7♣ (a Club: major obstacle)" while the header said
/// "Knight acts on A♦", and the Knight (rightly, the higher card) acts first. The Club is told as
/// the complication still to come, and nothing on the screen says the Bandits act now.
#[test]
fn a_club_kept_is_not_told_as_acting_before_the_higher_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-knights-bandits.ron"), &dir);
    press(&mut app, "mR");
    let shown = screen(&app, 100, 30);
    let header = shown.lines().next().unwrap_or("");
    assert!(header.contains("Knight acts on A♦"), "{shown}");
    assert!(!shown.contains("Bandits acts on"), "{shown}");
    assert!(
        log(&app).ends_with("Bandits keep 7♣ (a Club: major obstacle, faced on its turn)."),
        "{}",
        log(&app)
    );
}

/// In `assets/car-chase.ron`, the cult rider's wreck passes the turns that are left to
/// Officer Doyle, a passenger. The keeper's habitual `z r` (negotiate the hazard, roll) then cost
/// two refusals, and the second ("'r' answers a prompt, and none is open") wiped the first's
/// reason off the status line. The reason stays, with the second key's word after it.
#[test]
fn a_prompt_key_after_a_refused_key_keeps_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    press(&mut app, "sRc<Enter>nzrzrArfzrfzrnnfF3zr");
    assert!(
        screen(&app, 160, 30).contains("Officer Doyle's turn"),
        "{}",
        screen(&app, 160, 30)
    );
    press(&mut app, "z");
    let refused = screen(&app, 160, 30);
    assert!(
        refused.contains("Officer Doyle is a passenger and moves with the vehicle"),
        "{refused}"
    );
    press(&mut app, "r");
    let after = screen(&app, 160, 30);
    assert!(
        after.contains("Officer Doyle is a passenger and moves with the vehicle"),
        "{after}"
    );
    assert!(
        after.contains("'r' answers a prompt, and none is open"),
        "{after}"
    );
}

/// `n` did nothing in a pick-list, and said nothing. At the farmer's "how far?" (`F`)
/// it now says why it does not end the turn there, and which keys take the choice.
#[test]
fn n_in_a_pick_list_says_why_it_does_not_end_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, &format!("{ESTABLISH}fF"));
    press(&mut app, "n");
    assert!(app.overlay().is_some(), "{}", screen(&app, 100, 30));
    let told = screen(&app, 120, 30);
    assert!(
        told.contains("'n' ends a turn at a roll's prompt; here a choice comes first"),
        "{told}"
    );
    // The choice is still the keeper's: Enter takes it.
    press(&mut app, "<Enter>");
    assert!(app.overlay().is_none(), "{}", screen(&app, 100, 30));
}
