//! The one table of what each key and each gamepad button does ([`table`]): every action of
//! every screen, from the keyboard (with the player's rebinding of the run's keys) and from
//! a gamepad. A screen reads the actions it knows; the same key may mean an action on each
//! screen (an arrow moves the mouse, the menu selection, the bot's speed).
//!
//! The gamepad, screen by screen (the left stick works as the d-pad everywhere):
//! - menus: d-pad choose and change, A select, B back;
//! - a run: d-pad run, Start pause (B or Start resumes), X route, Y restart, A new maze
//!   (the next level after a won one), B back after the run, LB/RB zoom, LT ghost,
//!   RT the rival's thoughts, Select minimap; on the Won screen X looks at the paths;
//! - the bot screen: d-pad up/down speed, left/right step, A pause, X race it, Y restart,
//!   RB another maze, LB reload, B back; right stick down one line, right one move, R3 a
//!   breakpoint;
//! - the editor: LT is its Ctrl (LT + d-pad size, LT + X undo, LT + Y redo); A next tool,
//!   d-pad the selected door's timing, LB/RB its phase, X the rival, right stick left/right
//!   the rival's speed and up/down par, R3 automatic par, Y fog, Select save, Start test
//!   play, B back.

use bevy::prelude::KeyCode;

use crate::keys::BoundKeys;
use crate::maze::Dir;
use crate::save::{Action, Settings};

/// Something the player asks for, on some screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Menus: the arrows and the d-pad move the selection (up, down) or change a value
    /// (left, right).
    Menu(Dir),
    /// Menus: W, A, S and D do the same, except on an item that takes typed text.
    MenuLetter(Dir),
    /// Choose the selected menu item.
    Choose,
    /// Leave: a menu page, the results, the bot screen; resume from the pause menu.
    Back,
    /// A run: run this way (the arrows and the player's bound keys).
    Move(Dir),
    /// A race of two: player one's way (the bound keys, the first gamepad) and player two's
    /// (the arrows, the second gamepad).
    MoveOne(Dir),
    MoveTwo(Dir),
    /// A race of two: player two shows the route (its bound key, right Shift, numpad 0, or
    /// the second gamepad's X); player one's is [`Act::Route`].
    RouteTwo,
    Pause,
    Restart,
    NewMaze,
    Route,
    Thoughts,
    Ghost,
    Map,
    ZoomIn,
    ZoomOut,
    /// The Won screen: hide and show the results, to see the paths.
    LookAtPaths,
    /// Watching a bot: faster, slower, one instruction on or back, pause, from the start,
    /// another maze, read the script again, race the bot.
    Faster,
    Slower,
    StepOn,
    StepBack,
    PauseReplay,
    ReplayAgain,
    OtherMaze,
    Reload,
    RaceTheBot,
    /// Watching a bot, by its script's lines: on to the next line, on past the next move,
    /// a breakpoint on the line shown.
    StepLine,
    StepMove,
    Breakpoint,
    /// The editor: a tool by its number, or the next one.
    Tool(usize),
    NextTool,
    Undo,
    Redo,
    SaveLevel,
    /// The grid one cell bigger or smaller (Ctrl + an arrow: right and down grow).
    Resize(Dir),
    NextRival,
    RivalSlower,
    RivalFaster,
    ParDown,
    ParUp,
    AutoPar,
    Fog,
    Rename,
    /// The selected door's timing: up/down its period, right/left its open time.
    Retime(Dir),
    PhaseOn,
    PhaseBack,
    TestPlay,
}

/// A gamepad's buttons, and its sticks leaned one way, as the game names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Button {
    /// A (bottom), B (right), Y (top), X (left) on the usual layout.
    South,
    East,
    North,
    West,
    LeftBumper,
    RightBumper,
    LeftTrigger,
    RightTrigger,
    Select,
    Start,
    LeftThumb,
    RightThumb,
    DPad(Dir),
    LeftStick(Dir),
    RightStick(Dir),
}

/// The gamepad's Ctrl: held with another button, it picks that button's Ctrl action.
pub const PAD_CTRL: Button = Button::LeftTrigger;

/// A key or a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Key(KeyCode),
    Pad(Button),
}

/// One line of the table: `input` does `act`, when the modifiers fit (`None`: either way).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    pub act: Act,
    pub input: Input,
    /// Ctrl on the keyboard, [`PAD_CTRL`] on a gamepad.
    pub ctrl: Option<bool>,
    /// Shift (the keyboard only).
    pub shift: Option<bool>,
}

impl Binding {
    /// Whether the modifiers held now fit this binding.
    pub fn fits(&self, ctrl: bool, shift: bool) -> bool {
        self.ctrl.is_none_or(|c| c == ctrl) && self.shift.is_none_or(|s| s == shift)
    }
}

const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

/// The arrow key of a direction.
pub fn arrow(dir: Dir) -> KeyCode {
    match dir {
        Dir::N => KeyCode::ArrowUp,
        Dir::E => KeyCode::ArrowRight,
        Dir::S => KeyCode::ArrowDown,
        Dir::W => KeyCode::ArrowLeft,
    }
}

/// The letter of a direction in the menus (always WASD, whatever the run's keys).
fn menu_letter(dir: Dir) -> KeyCode {
    match dir {
        Dir::N => KeyCode::KeyW,
        Dir::E => KeyCode::KeyD,
        Dir::S => KeyCode::KeyS,
        Dir::W => KeyCode::KeyA,
    }
}

/// The player's bound key of a direction.
fn bound_move(dir: Dir) -> Action {
    match dir {
        Dir::N => Action::Up,
        Dir::E => Action::Right,
        Dir::S => Action::Down,
        Dir::W => Action::Left,
    }
}

/// Player two's bound key of a direction.
fn bound_move_two(dir: Dir) -> Action {
    match dir {
        Dir::N => Action::UpTwo,
        Dir::E => Action::RightTwo,
        Dir::S => Action::DownTwo,
        Dir::W => Action::LeftTwo,
    }
}

/// Builds the table.
struct Table(Vec<Binding>);

impl Table {
    fn add(&mut self, act: Act, ctrl: Option<bool>, shift: Option<bool>, inputs: &[Input]) {
        self.0.extend(inputs.iter().map(|&input| Binding { act, input, ctrl, shift }));
    }

    /// Whatever the modifiers.
    fn any(&mut self, act: Act, inputs: &[Input]) {
        self.add(act, None, None, inputs);
    }
}

use Input::{Key, Pad};

/// Every binding, with the player's keys for a run.
pub fn table(settings: &Settings) -> Vec<Binding> {
    let mut t = Table(Vec::new());
    let bound = |action| Key(settings.code(action));
    for dir in DIRS {
        let stick = Pad(Button::LeftStick(dir));
        let dpad = Pad(Button::DPad(dir));
        t.any(Act::Menu(dir), &[Key(arrow(dir)), dpad, stick]);
        t.any(Act::MenuLetter(dir), &[Key(menu_letter(dir))]);
        t.any(Act::Move(dir), &[Key(arrow(dir)), bound(bound_move(dir)), dpad, stick]);
        t.any(Act::MoveOne(dir), &[bound(bound_move(dir)), dpad, stick]);
        t.any(Act::MoveTwo(dir), &[Key(arrow(dir)), bound(bound_move_two(dir))]);
        t.add(Act::Resize(dir), Some(true), None, &[Key(arrow(dir)), dpad, stick]);
        t.add(Act::Retime(dir), Some(false), None, &[Key(arrow(dir)), dpad, stick]);
    }
    t.any(Act::Choose, &[Key(KeyCode::Enter), Key(KeyCode::NumpadEnter), Pad(Button::South)]);
    t.any(Act::Back, &[Key(KeyCode::Escape), Pad(Button::East)]);
    run_bindings(&mut t, settings);
    bot_bindings(&mut t);
    editor_bindings(&mut t);
    t.0
}

fn run_bindings(t: &mut Table, settings: &Settings) {
    let bound = |action| Key(settings.code(action));
    t.any(Act::Pause, &[Key(KeyCode::Escape), Pad(Button::Start)]);
    t.any(Act::Restart, &[bound(Action::Restart), Pad(Button::North)]);
    t.any(Act::NewMaze, &[bound(Action::NewMaze), Pad(Button::South)]);
    t.any(Act::Route, &[bound(Action::Route), Pad(Button::West)]);
    let two_route = [bound(Action::RouteTwo), Key(KeyCode::ShiftRight), Key(KeyCode::Numpad0)];
    t.any(Act::RouteTwo, &two_route);
    t.any(Act::Thoughts, &[bound(Action::Thoughts), Pad(Button::RightTrigger)]);
    t.any(Act::Ghost, &[bound(Action::Ghost), Pad(Button::LeftTrigger)]);
    t.any(Act::Map, &[bound(Action::Map), Pad(Button::Select)]);
    t.any(Act::ZoomIn, &[Key(KeyCode::Equal), Key(KeyCode::NumpadAdd), Pad(Button::RightBumper)]);
    t.any(Act::ZoomOut, &[Key(KeyCode::Minus), Key(KeyCode::NumpadSubtract), Pad(Button::LeftBumper)]);
    t.any(Act::LookAtPaths, &[Key(KeyCode::Space), Pad(Button::West)]);
}

fn bot_bindings(t: &mut Table) {
    let up = [Key(KeyCode::ArrowUp), Pad(Button::DPad(Dir::N)), Pad(Button::LeftStick(Dir::N))];
    let down = [Key(KeyCode::ArrowDown), Pad(Button::DPad(Dir::S)), Pad(Button::LeftStick(Dir::S))];
    t.any(Act::Faster, &[up[0], up[1], up[2], Key(KeyCode::Equal), Key(KeyCode::NumpadAdd)]);
    t.any(Act::Slower, &[down[0], down[1], down[2], Key(KeyCode::Minus), Key(KeyCode::NumpadSubtract)]);
    t.any(Act::StepOn, &[Key(KeyCode::ArrowRight), Pad(Button::DPad(Dir::E)), Pad(Button::LeftStick(Dir::E))]);
    t.any(Act::StepBack, &[Key(KeyCode::ArrowLeft), Pad(Button::DPad(Dir::W)), Pad(Button::LeftStick(Dir::W))]);
    t.any(Act::PauseReplay, &[Key(KeyCode::Space), Pad(Button::South)]);
    t.any(Act::ReplayAgain, &[Key(KeyCode::KeyR), Pad(Button::North)]);
    t.any(Act::OtherMaze, &[Key(KeyCode::KeyN), Pad(Button::RightBumper)]);
    t.any(Act::Reload, &[Key(KeyCode::KeyL), Pad(Button::LeftBumper)]);
    t.any(Act::RaceTheBot, &[Key(KeyCode::KeyP), Pad(Button::West)]);
    t.any(Act::StepLine, &[Key(KeyCode::KeyS), Pad(Button::RightStick(Dir::S))]);
    t.any(Act::StepMove, &[Key(KeyCode::KeyM), Pad(Button::RightStick(Dir::E))]);
    t.any(Act::Breakpoint, &[Key(KeyCode::KeyB), Pad(Button::RightThumb)]);
}

fn editor_bindings(t: &mut Table) {
    let (ctrl, plain) = (Some(true), Some(false));
    for (i, digit) in [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4].into_iter().enumerate() {
        t.add(Act::Tool(i), plain, None, &[Key(digit)]);
    }
    t.add(Act::NextTool, plain, None, &[Pad(Button::South)]);
    t.add(Act::Undo, ctrl, Some(false), &[Key(KeyCode::KeyZ)]);
    t.add(Act::Undo, ctrl, None, &[Pad(Button::West)]);
    t.add(Act::Redo, ctrl, None, &[Key(KeyCode::KeyY), Pad(Button::North)]);
    t.add(Act::Redo, ctrl, Some(true), &[Key(KeyCode::KeyZ)]);
    t.add(Act::SaveLevel, ctrl, None, &[Key(KeyCode::KeyS)]);
    t.add(Act::SaveLevel, None, None, &[Pad(Button::Select)]);
    t.add(Act::NextRival, plain, None, &[Key(KeyCode::KeyR), Pad(Button::West)]);
    t.add(Act::RivalSlower, plain, None, &[Key(KeyCode::BracketLeft), Pad(Button::RightStick(Dir::W))]);
    t.add(Act::RivalFaster, plain, None, &[Key(KeyCode::BracketRight), Pad(Button::RightStick(Dir::E))]);
    t.add(Act::ParDown, plain, None, &[Key(KeyCode::Comma), Pad(Button::RightStick(Dir::S))]);
    t.add(Act::ParUp, plain, None, &[Key(KeyCode::Period), Pad(Button::RightStick(Dir::N))]);
    t.add(Act::AutoPar, plain, None, &[Key(KeyCode::KeyP), Pad(Button::RightThumb)]);
    t.add(Act::Fog, plain, None, &[Key(KeyCode::KeyF), Pad(Button::North)]);
    t.add(Act::Rename, plain, None, &[Key(KeyCode::KeyN)]);
    t.add(Act::PhaseOn, plain, None, &[Key(KeyCode::PageUp), Pad(Button::RightBumper)]);
    t.add(Act::PhaseBack, plain, None, &[Key(KeyCode::PageDown), Pad(Button::LeftBumper)]);
    t.add(Act::TestPlay, plain, None, &[Key(KeyCode::KeyT), Pad(Button::Start)]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acts_of(table: &[Binding], input: Input, ctrl: bool, shift: bool) -> Vec<Act> {
        table.iter().filter(|b| b.input == input && b.fits(ctrl, shift)).map(|b| b.act).collect()
    }

    #[test]
    fn the_run_keys_follow_the_rebinding_and_the_menus_keep_wasd() {
        let mut settings = Settings::default();
        settings.bind(Action::Down, crate::save::Key::from_char('J').unwrap());
        let table = table(&settings);
        let j = acts_of(&table, Key(KeyCode::KeyJ), false, false);
        assert!(j.contains(&Act::Move(Dir::S)) && !j.contains(&Act::Menu(Dir::S)), "{j:?}");
        let s = acts_of(&table, Key(KeyCode::KeyS), false, false);
        assert!(s.contains(&Act::MenuLetter(Dir::S)) && !s.contains(&Act::Move(Dir::S)), "{s:?}");
    }

    #[test]
    fn ctrl_and_shift_pick_the_editors_actions() {
        let table = table(&Settings::default());
        let z = |ctrl, shift| acts_of(&table, Key(KeyCode::KeyZ), ctrl, shift);
        assert_eq!((z(true, false), z(true, true), z(false, false)), (vec![Act::Undo], vec![Act::Redo], vec![]));
        let up = |ctrl| acts_of(&table, Pad(Button::DPad(Dir::N)), ctrl, false);
        assert!(up(true).contains(&Act::Resize(Dir::N)) && !up(true).contains(&Act::Retime(Dir::N)));
        assert!(up(false).contains(&Act::Retime(Dir::N)) && up(false).contains(&Act::Menu(Dir::N)));
    }

    #[test]
    fn every_screen_can_be_left_and_chosen_on_a_gamepad() {
        let table = table(&Settings::default());
        for act in [Act::Back, Act::Choose, Act::Pause, Act::Move(Dir::E), Act::Undo, Act::TestPlay, Act::RaceTheBot] {
            assert!(table.iter().any(|b| b.act == act && matches!(b.input, Pad(_))), "{act:?} has no button");
        }
    }
}
