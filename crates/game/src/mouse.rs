//! The mice on the board. Actions become a [`MoveIntent`] before the fixed loop (the race feeds
//! it to the rules core); each mouse is a [`Piece`] that shows one runner of the
//! [`CurrentRun`], placed after every tick and smoothed between ticks for display.

use bevy::prelude::*;

use super::board::{CELL_SIZE, PIECE_Z, cell_center};
use super::input::{Act, Actions};
use super::run::{CurrentRun, RunConfig};
use super::{InRun, PlaySet, Screen};
use crate::maze::{Dir, Maze};
use crate::rules::{Mouse, MoveInput};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveIntent>()
        .add_systems(OnEnter(Screen::Playing), (forget_old_keys, spawn_player))
        .add_systems(RunFixedMainLoop, read_move_keys.in_set(PlaySet::Input).run_if(in_state(Screen::Playing)))
        .add_systems(FixedUpdate, place_pieces.in_set(PlaySet::React))
        .add_systems(RunFixedMainLoop, smooth_display.in_set(PlaySet::Smooth));
}

/// A mouse on the board: which runner of the run it shows (0 is the player).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(Transform, Smoothed)]
pub struct Piece(pub usize);

/// Marks the player's mouse.
#[derive(Component, Debug)]
pub struct Player;

/// The display position between two fixed steps.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Smoothed {
    previous: Vec2,
    current: Vec2,
}

impl Smoothed {
    /// Standing still at `at`.
    pub fn at(at: Vec2) -> Smoothed {
        Smoothed { previous: at, current: at }
    }

    /// After a tick: from where it was to `at`.
    pub fn go_to(&mut self, at: Vec2) {
        self.previous = self.current;
        self.current = at;
    }
}

/// Where a mouse is in world units.
pub fn world_position(mouse: &Mouse, maze: &Maze) -> Vec2 {
    let here = cell_center(maze, mouse.cell);
    match mouse.heading {
        Some(d) => {
            let (dx, dy) = d.delta();
            here + Vec2::new(dx as f32, -dy as f32) * CELL_SIZE * mouse.fraction()
        }
        None => here,
    }
}

/// Where runner `index` is drawn: at its place, except that a rival on a player's place (at
/// the start, or catching up) stands aside, a third of a cell down and right, so neither
/// hides the other.
pub fn display_position(run: &CurrentRun, index: usize) -> Vec2 {
    let maze = &run.board.maze;
    let at = world_position(&run.mice[index].mouse, maze);
    if index < run.players {
        return at;
    }
    let nearest =
        run.player_mice().iter().map(|p| world_position(&p.mouse, maze).distance(at)).fold(f32::MAX, f32::min);
    let closeness = (1.0 - nearest / (CELL_SIZE * 0.75)).clamp(0.0, 1.0);
    at + Vec2::new(1.0, -1.0) * CELL_SIZE / 3.0 * closeness
}

/// The components of a piece standing at its runner's place.
pub fn piece_at(run: &CurrentRun, index: usize, z: f32) -> impl Bundle {
    let at = display_position(run, index);
    (Piece(index), Smoothed::at(at), Transform::from_translation(at.extend(z)), DespawnOnExit(InRun))
}

/// The player's wish this frame, from the keyboard or a gamepad.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct MoveIntent {
    /// A direction key pressed since the last fixed step (the newest wins).
    pub pressed: Option<Dir>,
    /// The direction keys held down, the most recently pressed first (only keys pressed
    /// during the run: one held since a menu does not steer).
    pub held: [Option<Dir>; 4],
}

impl MoveIntent {
    /// The keys for the next tick: the press (taken, so it counts once), the newest key held
    /// and the one held before it (the next wish).
    pub fn take_input(&mut self) -> MoveInput {
        MoveInput { pressed: self.pressed.take(), held: self.held[0], also: self.held[1] }
    }
}

/// The directions, in the order presses in one frame are read (the last read is the newest).
const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

/// Player one's keys: every device's, or in a race of two only theirs ([`Act::MoveOne`]).
pub(super) fn read_move_keys(actions: Res<Actions>, config: Res<RunConfig>, mut intent: ResMut<MoveIntent>) {
    let act = if config.players == 2 { Act::MoveOne } else { Act::Move };
    read_intent(&actions, act, &mut intent);
}

/// Reads the direction actions `act` makes into `intent`: a key let go leaves the held keys,
/// a key pressed goes first among them.
pub(super) fn read_intent(actions: &Actions, act: fn(Dir) -> Act, intent: &mut MoveIntent) {
    let mut held: Vec<Dir> = intent.held.into_iter().flatten().filter(|&d| actions.held(act(d))).collect();
    for dir in DIRS {
        if actions.just(act(dir)) {
            intent.pressed = Some(dir);
            held.retain(|&d| d != dir);
            held.insert(0, dir);
        }
    }
    intent.held = [0, 1, 2, 3].map(|i| held.get(i).copied());
}

/// Arrows pressed in a menu must not steer the new run.
pub(super) fn forget_old_keys(mut intent: ResMut<MoveIntent>) {
    *intent = MoveIntent::default();
}

fn spawn_player(mut commands: Commands, run: Res<CurrentRun>) {
    commands.spawn((Name::new("Player"), Player, piece_at(&run, 0, PIECE_Z)));
}

/// After each tick: every piece goes where its runner is now.
fn place_pieces(run: Res<CurrentRun>, mut pieces: Query<(&Piece, &mut Smoothed)>) {
    for (piece, mut smoothed) in &mut pieces {
        if piece.0 < run.mice.len() {
            smoothed.go_to(display_position(&run, piece.0));
        }
    }
}

/// Places every piece between its last two fixed-step positions.
fn smooth_display(fixed: Res<Time<Fixed>>, mut pieces: Query<(&Smoothed, &mut Transform)>) {
    let t = fixed.overstep_fraction();
    for (s, mut transform) in &mut pieces {
        let at = s.previous.lerp(s.current, t);
        transform.translation.x = at.x;
        transform.translation.y = at.y;
    }
}

/// Player two's wish this frame (player one's is [`MoveIntent`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct SecondIntent(pub MoveIntent);

/// Marks player two's mouse.
#[derive(Component, Debug)]
pub struct PlayerTwo;

/// The players' pieces, by player (whether it is player two's).
pub(crate) type Pieces<'w, 's> =
    Query<'w, 's, (&'static Transform, Has<PlayerTwo>), (Or<(With<Player>, With<PlayerTwo>)>, Without<Camera>)>;
