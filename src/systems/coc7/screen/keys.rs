//! The Call of Cthulhu keymap section: every key of a chase on the track of locations, in the order
//! the help overlay lists them (establishing, the acting participant's turn, the keeper's hand).

use crate::tui::keymap::{Binding, Section, ch, chase, code};
use crate::tui::system;

/// What a Call of Cthulhu key stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    // establishing
    SpeedRoll,
    SpeedRollSkill,
    Escape,
    CutToChase,
    // the acting participant's turn
    Move,
    MoveMany,
    Hazard,
    PassBarrier,
    BreakBarrier,
    Attack,
    TimedAction,
    Delay,
    EndTurn,
    // the keeper
    AddLocation,
    AddLocationBehind,
    SetObstacle,
    Place,
    Release,
    Catch,
    Reorder,
    EndChase,
    // Part 5: the acting participant's turn
    Accelerate,
    CreateObstacle,
    Shoot,
    Navigate,
    Hide,
    TrackingRoll,
    SwitchMode,
    // Part 5: the keeper's hand
    ChooseRoute,
    AddRoute,
    RollHazard,
    NameObstacle,
    LookAhead,
    SuddenHazard,
    Join,
    Collide,
    GetOut,
    // Part 5: looking
    MphTable,
    PlayersView,
    NextChase,
}

const fn coc(key: Action) -> system::AnyAction {
    system::AnyAction::Coc7(key)
}

use Section::{Establishing, Keeper, Turn, View};

/// Every Call of Cthulhu key of the chase screen.
pub static BINDINGS: &[Binding] = &[
    // --- establishing ---
    chase(
        &[ch('s')],
        coc(Action::SpeedRoll),
        Establishing,
        "speed roll (CON, or the vehicle's skill) for the selected participant, or the next without one",
        Some("speed roll"),
    ),
    chase(
        &[ch('S')],
        coc(Action::SpeedRollSkill),
        Establishing,
        "speed roll with a skill you choose",
        None,
    ),
    chase(
        &[ch('e'), ch('E')],
        coc(Action::Escape),
        Establishing,
        "let the selected quarry escape (before the chase: if faster than every pursuer; later: the keeper says so)",
        Some("escape"),
    ),
    chase(
        &[ch('c')],
        coc(Action::CutToChase),
        Establishing,
        "cut to the chase: place everyone (range 2, or 1 for a tenser chase) and start round 1",
        Some("cut to the chase"),
    ),
    // --- a turn ---
    chase(
        &[ch('f')],
        coc(Action::Move),
        Turn,
        "move forward 1 location (1 movement action)",
        Some("forward"),
    ),
    chase(
        &[ch('F')],
        coc(Action::MoveMany),
        Turn,
        "move forward several locations (asks how many)",
        Some("forward…"),
    ),
    chase(
        &[ch('z')],
        coc(Action::Hazard),
        Turn,
        "negotiate the hazard ahead: skill, cautious approach for bonus dice, damage row",
        Some("hazard"),
    ),
    chase(
        &[ch('b')],
        coc(Action::PassBarrier),
        Turn,
        "pass the barrier ahead with a skill roll",
        Some("pass barrier"),
    ),
    chase(
        &[ch('x')],
        coc(Action::BreakBarrier),
        Turn,
        "break the barrier ahead down (damage against its hit points; the round's attack)",
        Some("break barrier"),
    ),
    chase(
        &[ch('a')],
        coc(Action::Attack),
        Turn,
        "attack: target, skill, melee / ranged / maneuver, the target's response",
        Some("attack"),
    ),
    chase(
        &[ch('n'), ch(' ')],
        coc(Action::EndTurn),
        Turn,
        "end the turn",
        Some("end turn"),
    ),
    chase(
        &[ch('d')],
        coc(Action::Delay),
        Turn,
        "delay: wait for another participant, or to the end of the round",
        Some("delay"),
    ),
    // --- the keeper ---
    chase(
        &[ch('t')],
        coc(Action::TimedAction),
        Turn,
        "a timed action or spell: what, its cost in movement actions, an optional roll",
        Some("timed action"),
    ),
    // --- Part 5: a turn ---
    chase(
        &[ch('A')],
        coc(Action::Accelerate),
        Turn,
        "pedal to the metal: a vehicle moves 2-3 (1 penalty die on hazards) or 4-5 locations (2) for 1 movement action",
        Some("accelerate"),
    ),
    chase(
        &[ch('C')],
        coc(Action::CreateObstacle),
        Turn,
        "create a hazard or barrier behind (bolt a door, upend a fruit stall, ...)",
        Some("leave a hazard"),
    ),
    chase(
        &[ch('w')],
        coc(Action::Shoot),
        Turn,
        "shoot from a vehicle or at one: target, skill, on the move or stopping, at the tires",
        Some("shoot"),
    ),
    chase(
        &[ch('N')],
        coc(Action::Navigate),
        Turn,
        "a passenger navigates (Spot Hidden or Navigate): 1 penalty die fewer on the next acceleration",
        Some("navigate"),
    ),
    chase(
        &[ch('H')],
        coc(Action::Hide),
        Turn,
        "hide from the pursuer (Stealth; a driver's combined Stealth and Drive Auto roll)",
        Some("hide"),
    ),
    chase(
        &[ch('K')],
        coc(Action::TrackingRoll),
        Turn,
        "tracking roll for a pursuer whose quarry is out of sight (failing ends its chase)",
        Some("track"),
    ),
    chase(
        &[ch('M')],
        coc(Action::SwitchMode),
        Turn,
        "switch the mode of movement: on foot, swim, fly, back into the vehicle, drive another",
        None,
    ),
    chase(
        &[ch('+')],
        coc(Action::AddLocation),
        Keeper,
        "add a location at the head of the track (with a hazard or barrier before it)",
        Some("add location"),
    ),
    chase(
        &[ch('-')],
        coc(Action::AddLocationBehind),
        Keeper,
        "add a location behind the back of the track",
        None,
    ),
    chase(
        &[ch('o')],
        coc(Action::SetObstacle),
        Keeper,
        "set or clear the hazard or barrier after the location under the cursor",
        None,
    ),
    chase(
        &[ch('p')],
        coc(Action::Place),
        Keeper,
        "place the selected participant at a location (a correction)",
        None,
    ),
    chase(
        &[ch('D')],
        coc(Action::Release),
        Keeper,
        "release a caught quarry: it breaks free and runs on",
        Some("release"),
    ),
    chase(
        &[ch('Y')],
        coc(Action::Catch),
        Keeper,
        "rule a quarry caught by the pursuer that reached it (the selected, else the first such pair)",
        Some("caught"),
    ),
    chase(
        &[ch('T')],
        coc(Action::Reorder),
        Keeper,
        "order a DEX tie: the selected participant acts before another with the same DEX",
        None,
    ),
    chase(
        &[ch('X')],
        coc(Action::EndChase),
        Keeper,
        "end the chase here (asks first)",
        None,
    ),
    // --- Part 5: the keeper ---
    chase(
        &[ch('W')],
        coc(Action::ChooseRoute),
        Keeper,
        "choose the way the selected participant takes at the fork it stands at (or the next one)",
        Some("choose way"),
    ),
    chase(
        &[ch('B')],
        coc(Action::AddRoute),
        Keeper,
        "add a way that forks off at the location under the cursor",
        None,
    ),
    chase(
        &[ch('Z')],
        coc(Action::RollHazard),
        Keeper,
        "roll 1D100 for a random hazard after the location under the cursor",
        None,
    ),
    chase(
        &[ch('m')],
        coc(Action::NameObstacle),
        Keeper,
        "name the (random) hazard or barrier after the location under the cursor",
        Some("name hazard"),
    ),
    chase(
        &[ch('L')],
        coc(Action::LookAhead),
        Keeper,
        "how far the selected driver sees ahead (rolled by the sight setting, or a number)",
        None,
    ),
    chase(
        &[ch('!')],
        coc(Action::SuddenHazard),
        Keeper,
        "call a sudden hazard (keeper and players in turn; a group Luck roll), then place it",
        Some("sudden hazard"),
    ),
    chase(
        &[ch('J')],
        coc(Action::Join),
        Keeper,
        "one the setup keeps back joins the chase (location, speed roll); with nobody kept back, someone new typed in on the spot",
        Some("join"),
    ),
    chase(
        &[ch('V')],
        coc(Action::Collide),
        Keeper,
        "a Table VI incident for the selected participant's vehicle (minor to road kill, with or without delay)",
        None,
    ),
    chase(
        &[ch('O')],
        coc(Action::GetOut),
        Keeper,
        "the selected participant gets out of its vehicle (a passenger, or one stranded in a wreck)",
        Some("get out"),
    ),
    // --- looking ---
    chase(
        &[ch('=')],
        coc(Action::MphTable),
        View,
        "the MOV to miles-per-hour table (MOV Rates), for reference",
        None,
    ),
    chase(
        &[ch('P')],
        coc(Action::PlayersView),
        View,
        "the players' view: hide the locations no investigator can see (again: the keeper's view)",
        Some("players' view"),
    ),
    chase(
        &[code(crossterm::event::KeyCode::Tab)],
        coc(Action::NextChase),
        View,
        "show the next of the separate chases (participants on different ways), selecting its front",
        Some("next chase"),
    ),
];
