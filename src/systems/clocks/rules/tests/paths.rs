//! "Relative Position", "Area Effects", "Paths", "New Paths", "Shortcuts", "Merging Paths",
//! "Terrain", "Terrain Effects", "High and Very High Terrain" and "Hiding".

use super::*;

fn street_and_roofs(participants: Vec<Participant>) -> ClockChase {
    let mut start = Start::new(8);
    start.paths = vec![
        Path::new("street", Terrain::default()),
        Path::new(
            "roofs",
            Terrain {
                difficulty: Difficulty::Difficult,
                ..Terrain::default()
            },
        ),
    ];
    start.participants = participants;
    ClockChase::new(start).unwrap()
}

fn take(who: &str, path: &str) -> Command {
    Command::TakePath {
        who: who.into(),
        path: path.into(),
        terrain: None,
        flight_only: false,
    }
}

/// "Relative Position": "If Characters have the same number of segments filled, they will be
/// Adjacent ... a number of Spaces equal to 1 + the difference" — between any pair; and "Paths":
/// "Characters may only interact with each other if they are on the same route."
#[test]
fn relative_position_between_any_pair() {
    let state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(3),
        Participant::runner("Bo").with_head_start(3),
        Participant::chaser("Hound"),
        Participant::chaser("Crow").with_head_start(3).on_path(1),
    ]);
    assert_eq!(state.relative(0, 1), Relative::Spaces(1));
    assert!(state.relative(0, 1).is_adjacent());
    assert_eq!(state.relative(0, 2), Relative::Spaces(4));
    assert_eq!(state.relative(2, 0), Relative::Spaces(4), "symmetric");
    assert_eq!(
        state.relative(0, 3),
        Relative::OtherPaths,
        "same segments, other path"
    );
}

/// "Area Effects": "the Characters affected must be one the same Path ... Characters who are 1
/// segment different from each other would be within 2 Spaces"; a ray reaches those ahead or
/// behind, and the adjacent are the caster's choice.
#[test]
fn areas_and_rays_use_relative_position() {
    let state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(3),
        Participant::runner("Bo").with_head_start(3),
        Participant::runner("Cy").with_head_start(4),
        Participant::chaser("Hound").with_head_start(1),
        Participant::chaser("Crow").with_head_start(3).on_path(1),
    ]);
    assert_eq!(state.in_area(0, 1), vec![1], "adjacent only");
    assert_eq!(state.in_area(0, 2), vec![1, 2]);
    assert_eq!(
        state.in_area(0, 3),
        vec![1, 2, 3],
        "the Crow is on the roofs"
    );
    let ahead = state.ray(0, true);
    assert_eq!((ahead.beyond, ahead.adjacent), (vec![2], vec![1]));
    assert_eq!(state.ray(0, false).beyond, vec![3]);
}

/// "High and Very High Terrain": uphill, those further ahead are higher and have cover; downhill,
/// those behind do. "Terrain Effects": cover in the terrain covers everyone.
#[test]
fn slopes_give_cover_to_the_higher() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(3),
        Participant::chaser("Hound").with_head_start(1),
    ]);
    assert!(!state.has_cover(0, 1));
    state.paths[0].terrain.slope = Slope::Uphill;
    assert!(state.has_cover(0, 1) && !state.has_cover(1, 0));
    state.paths[0].terrain.slope = Slope::Downhill;
    assert!(!state.has_cover(0, 1) && state.has_cover(1, 0));
    state.paths[0].terrain = Terrain {
        cover: true,
        ..Terrain::default()
    };
    assert!(state.has_cover(0, 1) && state.has_cover(1, 0));
}

/// "New Paths": "When taking a different Path, the Character must remove one Segment of their
/// Clock." The new path's terrain is the old one's unless the keeper says otherwise.
#[test]
fn a_new_path_costs_a_segment() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(3),
        Participant::chaser("Hound"),
    ]);
    begin(&mut state);
    let before = state.clone();
    let events = run(&mut state, take("Ann", "alley"), &[]);
    assert_eq!(p(&state, "Ann").filled, 2);
    assert_eq!(state.paths[2].name, "alley");
    assert_eq!(state.paths[2].terrain, state.paths[0].terrain);
    assert_eq!(
        told(&before, &events),
        vec![
            "A path opens: 'alley' (DC 10).",
            "Ann takes the path 'alley': 2/8."
        ]
    );
    assert_eq!(state.relative(0, 1), Relative::OtherPaths);
    let why = refused(&state, take("Ann", "Alley"), &[]);
    assert_eq!(why, "Ann is already on the path 'alley'");
    // With an empty clock there is no segment to give.
    run(&mut state, end_turn("Ann"), &[]);
    let why = refused(&state, take("Hound", "roofs"), &[]);
    assert_eq!(why, "Hound must remove 1 segment to change path and has 0");
}

/// "Shortcuts": "If a Path is a Shortcut, the DC for Movement Checks on that Path may be lower
/// ... the other Path could be more difficult. In which case the DC ... may be higher."
#[test]
fn shortcuts_and_harder_paths_change_the_dc() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(2),
        Participant::runner("Bo").with_head_start(2),
        Participant::chaser("Hound"),
    ]);
    begin(&mut state);
    run(
        &mut state,
        Command::TakePath {
            who: "Ann".into(),
            path: "canal path".into(),
            terrain: Some(Terrain {
                difficulty: Difficulty::Dc(5),
                ..Terrain::default()
            }),
            flight_only: false,
        },
        &[],
    );
    assert_eq!(checked(&run(&mut state, check("Ann"), &[6])).0.dc, 5);
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, take("Bo", "roofs"), &[]);
    assert_eq!(checked(&run(&mut state, check("Bo"), &[6])).0.dc, 15);
}

/// "New Paths": "a Character who is able to Fly might remove one Segment of their Clock to fly
/// upwards into the Sky. For other Characters to join this Path, they must also be capable of
/// Flying!"
#[test]
fn a_flight_only_path_needs_flight() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(2).flying(),
        Participant::chaser("Hound").with_head_start(2),
    ]);
    begin(&mut state);
    run(
        &mut state,
        Command::TakePath {
            who: "Ann".into(),
            path: "sky".into(),
            terrain: None,
            flight_only: true,
        },
        &[],
    );
    assert_eq!(p(&state, "Ann").filled, 1);
    run(&mut state, end_turn("Ann"), &[]);
    let why = refused(&state, take("Hound", "sky"), &[]);
    assert_eq!(
        why,
        "only those who fly can take the path 'sky', and Hound does not"
    );
}

/// "Merging Paths": "the GM may at the start of a Round rule that two or more Paths have become
/// merged. The Clocks of Characters on those different Paths are unaffected."
#[test]
fn paths_merge_at_the_start_of_a_round() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(4).on_path(1),
        Participant::chaser("Hound").with_head_start(2),
    ]);
    let merge = Command::MergePaths {
        from: "roofs".into(),
        into: "street".into(),
    };
    begin(&mut state);
    run(&mut state, check("Ann"), &[3]);
    let why = refused(&state, merge.clone(), &[]);
    assert!(
        why.contains("paths merge at the start of a round, and round 1 is under way"),
        "{why}"
    );
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, end_turn("Hound"), &[]);
    let before = state.clone();
    let events = run(&mut state, merge, &[]);
    assert_eq!(
        told(&before, &events),
        vec!["'roofs' merges into 'street': Ann is on 'street' now."]
    );
    assert_eq!(p(&state, "Ann").filled, 4, "clocks are unaffected");
    assert_eq!(state.relative(0, 1), Relative::Spaces(3));
    assert!(!state.paths[1].is_open());
    let why = refused(
        &state,
        Command::SetTerrain {
            path: "roofs".into(),
            terrain: Terrain::default(),
        },
        &[],
    );
    assert_eq!(why, "there is no open path 'roofs'; the paths are street");
}

/// "Terrain": "A GM may at their discretion rule that Characters are travelling through different
/// forms of Terrain during the same Round (i.e. the Paths they take may have different terrain
/// effects)". Setting one path's terrain leaves the others alone.
#[test]
fn each_path_has_its_own_terrain_each_round() {
    let mut state = street_and_roofs(vec![Participant::runner("Ann")]);
    begin(&mut state);
    let forest = Terrain {
        name: Some("forest".into()),
        difficulty: Difficulty::Difficult,
        cover: true,
        obscurement: Obscurement::Obscured,
        slope: Slope::Uphill,
    };
    let before = state.clone();
    let events = run(
        &mut state,
        Command::SetTerrain {
            path: "street".into(),
            terrain: forest.clone(),
        },
        &[],
    );
    assert_eq!(
        told(&before, &events),
        vec!["'street' is now forest, DC 15, cover, obscured, uphill."]
    );
    assert_eq!(state.paths[0].terrain, forest);
    assert_eq!(state.paths[1].terrain.difficulty, Difficulty::Difficult);
    assert!(!state.paths[1].terrain.cover);
}

/// "Hiding": "Provided the Terrain which the Chase is taking place in provides Obscurement, they
/// may Hide using the Skill Action ... A Hidden Character will no longer be Hidden if they move to
/// an area without Obscurement."
#[test]
fn hiding_needs_obscurement_and_ends_without_it() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(2),
        Participant::chaser("Hound"),
    ]);
    begin(&mut state);
    let hide = |check: Option<Check>| Command::Hide {
        who: "Ann".into(),
        check,
    };
    let why = refused(&state, hide(None), &[]);
    assert_eq!(
        why,
        "Ann cannot hide: the terrain of 'street' gives no obscurement"
    );
    state.paths[0].terrain.obscurement = Obscurement::FullyObscured;
    // A failed check does not hide her, and spends the Skill action.
    let check = Some(Check { bonus: 2, dc: 15 });
    run(&mut state, hide(check), &[11]);
    assert!(!p(&state, "Ann").hidden);
    let why = refused(&state, hide(check), &[18]);
    assert_eq!(why, "Ann has used the Skill action this round");
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, end_turn("Hound"), &[]);
    // A weak success hides her at a price.
    let events = run(&mut state, hide(check), &[14]);
    assert!(p(&state, "Ann").hidden);
    assert!(events.contains(&Event::DetrimentTaken { who: 0 }));
    assert_eq!(p(&state, "Ann").detriments, 1);
    // The chase moves into the open: she is seen again.
    run(
        &mut state,
        Command::SetTerrain {
            path: "street".into(),
            terrain: Terrain::default(),
        },
        &[],
    );
    assert!(!p(&state, "Ann").hidden);
}

/// "Hiding": "To avoid this, a Hidden Character may wish to take a New Path ... If the Character
/// is on a different Path, determining their location will reveal what Path they are on."
#[test]
fn seeking_finds_the_hidden_and_their_path() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(2),
        Participant::chaser("Hound"),
    ]);
    state.paths[0].terrain.obscurement = Obscurement::Obscured;
    state.paths[1].terrain.obscurement = Obscurement::Obscured;
    begin(&mut state);
    run(
        &mut state,
        Command::Hide {
            who: "Ann".into(),
            check: None,
        },
        &[],
    );
    run(&mut state, take("Ann", "roofs"), &[]);
    assert!(p(&state, "Ann").hidden, "the roofs hide her too");
    run(&mut state, end_turn("Ann"), &[]);
    let seek = Command::Seek {
        who: "Hound".into(),
        target: "Ann".into(),
        check: Some(Check { bonus: 3, dc: 12 }),
    };
    let before = state.clone();
    let events = run(&mut state, seek, &[10]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Hound searches for Ann: d20 10 +3 = 13 vs DC 12: weak success (margin 1).",
            "Hound pays for the weak success: 1 Stress, or 1 Tension for the GM.",
            "Hound finds Ann, on 'roofs'.",
        ]
    );
    assert!(!p(&state, "Ann").hidden);
    let why = refused(&state, Command::Reveal { who: "Ann".into() }, &[]);
    assert_eq!(why, "Ann is not hidden");
}

/// "Hiding": "While on a different Path a Character will be either Obscured or Fully Obscured from
/// Characters not on that Path." On the same path, the terrain decides.
#[test]
fn another_path_is_out_of_sight() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann"),
        Participant::runner("Bo"),
        Participant::chaser("Crow").on_path(1),
    ]);
    assert_eq!(state.obscurement(0, 1), Obscurement::Clear);
    assert_eq!(state.obscurement(0, 2), Obscurement::Obscured);
    state.paths[0].terrain.obscurement = Obscurement::FullyObscured;
    assert_eq!(state.obscurement(0, 1), Obscurement::FullyObscured);
    assert_eq!(state.obscurement(0, 2), Obscurement::FullyObscured);
}

/// "New Paths": "A GM may request a Player use the Skill Action to spot or discern the presence
/// of an alternative Path if a New Path is not immediately obvious"; the keeper then opens it.
#[test]
fn the_skill_action_spots_a_new_path() {
    let mut state = street_and_roofs(vec![
        Participant::runner("Ann").with_head_start(2),
        Participant::chaser("Hound"),
    ]);
    begin(&mut state);
    let before = state.clone();
    let spot = Command::SkillAction {
        who: "Ann".into(),
        what: "spot a way into the sewers".into(),
        check: Some(Check { bonus: 4, dc: 15 }),
    };
    let events = run(&mut state, spot.clone(), &[13]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Ann tries to spot a way into the sewers: d20 13 +4 = 17 vs DC 15: success (margin 2)."
        ]
    );
    assert_eq!(
        refused(&state, spot, &[13]),
        "Ann has used the Skill action this round"
    );
    run(
        &mut state,
        Command::OpenPath {
            name: "sewers".into(),
            terrain: Terrain {
                obscurement: Obscurement::FullyObscured,
                ..Terrain::default()
            },
            flight_only: false,
        },
        &[],
    );
    run(&mut state, take("Ann", "sewers"), &[]);
    assert_eq!(state.relative(0, 1), Relative::OtherPaths);
}
