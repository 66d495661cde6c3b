//! The player's mouse: keys become a [`MoveIntent`] before the fixed loop; in `FixedUpdate`
//! the mouse runs along corridors at a set speed, never through a closed wall.
//!
//! How it steers, as good maze games do:
//! - It keeps running the way it faces until a wall stops it; a bend in a corridor is
//!   followed on its own.
//! - A turn pressed early is queued and taken at the next cell that opens that way.
//! - The opposite direction reverses at once, even between cells.

use bevy::prelude::*;

use super::board::cell_center;
use super::run::{CurrentMaze, RunConfig, RunStats};
use super::{InRun, PlaySet, Screen};
use crate::maze::{Dir, Maze, Pos};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveIntent>()
        .add_message::<EnteredCell>()
        .add_systems(OnEnter(Screen::Playing), (forget_old_keys, spawn_player))
        .add_systems(RunFixedMainLoop, read_move_keys.in_set(PlaySet::Input).run_if(in_state(Screen::Playing)))
        .add_systems(FixedUpdate, (remember_previous, move_player).chain().in_set(PlaySet::Move))
        .add_systems(RunFixedMainLoop, smooth_display.in_set(PlaySet::Smooth));
}

/// A mouse in the maze (the player's or a rival's): where it is and where it is going.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Smoothed)]
pub struct Mouse {
    /// The cell it last stood at the centre of.
    pub cell: Pos,
    /// The way it is running, or `None` when standing still at `cell`'s centre.
    pub heading: Option<Dir>,
    /// How far it is from `cell` towards the next cell, 0..1.
    pub progress: f32,
    /// The way it looks (the sprite turns to it).
    pub facing: Dir,
    /// A turn asked for but not yet possible.
    pub queued: Option<Dir>,
}

/// A mouse arrived at the centre of a cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnteredCell {
    pub mouse: Entity,
    pub cell: Pos,
}

/// Marks the player's mouse.
#[derive(Component, Debug)]
pub struct Player;

/// The display position between two fixed steps.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Smoothed {
    previous: Vec2,
    pub(super) current: Vec2,
}

impl Smoothed {
    /// Standing still at `at`.
    pub fn at(at: Vec2) -> Smoothed {
        Smoothed { previous: at, current: at }
    }
}

impl Mouse {
    pub fn new(cell: Pos) -> Mouse {
        Mouse { cell, heading: None, progress: 0.0, facing: Dir::E, queued: None }
    }

    /// The cell the mouse is mostly in.
    pub fn nearest_cell(&self, maze: &Maze) -> Pos {
        match self.heading {
            Some(d) if self.progress >= 0.5 => maze.neighbor(self.cell, d).unwrap_or(self.cell),
            _ => self.cell,
        }
    }

    /// Where it is in world units.
    pub fn world_position(&self, maze: &Maze) -> Vec2 {
        let here = cell_center(maze, self.cell);
        match self.heading {
            Some(d) => {
                let (dx, dy) = d.delta();
                here + Vec2::new(dx as f32, -dy as f32) * super::board::CELL_SIZE * self.progress
            }
            None => here,
        }
    }

    /// Runs `distance` cells along the corridors; `wish` is asked for a direction each time
    /// the mouse stands at a cell's centre (and may be `None`). Returns the cells entered.
    pub fn advance(&mut self, maze: &Maze, mut distance: f32, entered: &mut Vec<Pos>) {
        if let (Some(heading), Some(q)) = (self.heading, self.queued)
            && q == heading.opposite()
        {
            // Reverse on the spot: the cell ahead becomes the one we come from.
            self.cell = maze.neighbor(self.cell, heading).unwrap_or(self.cell);
            self.progress = 1.0 - self.progress;
            self.heading = Some(q);
            self.facing = q;
            self.queued = None;
        }
        while distance > 0.0 {
            let Some(heading) = self.heading.or_else(|| self.choose_at_center(maze, None)) else { break };
            self.heading = Some(heading);
            self.facing = heading;
            let step = distance.min(1.0 - self.progress);
            self.progress += step;
            distance -= step;
            if self.progress >= 1.0 - 1e-6 {
                self.cell = maze.neighbor(self.cell, heading).expect("only open sides are taken");
                self.progress = 0.0;
                entered.push(self.cell);
                self.heading = self.choose_at_center(maze, Some(heading));
            }
        }
    }

    /// The way to go from the centre of `cell`, arriving with `arriving` (None: standing).
    fn choose_at_center(&mut self, maze: &Maze, arriving: Option<Dir>) -> Option<Dir> {
        if let Some(q) = self.queued
            && maze.is_open(self.cell, q)
        {
            self.queued = None;
            return Some(q);
        }
        let ahead = arriving?;
        if maze.is_open(self.cell, ahead) {
            return Some(ahead);
        }
        // A bend: exactly one way on that is not back.
        let mut ways = Dir::ALL.into_iter().filter(|&d| d != ahead.opposite() && maze.is_open(self.cell, d));
        match (ways.next(), ways.next()) {
            (Some(only), None) if maze.passages(self.cell).count_ones() == 2 => Some(only),
            _ => None,
        }
    }
}

/// The player's wish this frame, from the keyboard.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct MoveIntent {
    /// A direction key pressed since the last fixed step (the newest wins).
    pub pressed: Option<Dir>,
    /// The direction key held down now (the most recently pressed among those held).
    pub held: Option<Dir>,
}

/// Arrow keys and WASD, by direction.
pub const MOVE_KEYS: [(Dir, [KeyCode; 2]); 4] = [
    (Dir::N, [KeyCode::ArrowUp, KeyCode::KeyW]),
    (Dir::E, [KeyCode::ArrowRight, KeyCode::KeyD]),
    (Dir::S, [KeyCode::ArrowDown, KeyCode::KeyS]),
    (Dir::W, [KeyCode::ArrowLeft, KeyCode::KeyA]),
];

fn read_move_keys(keys: Res<ButtonInput<KeyCode>>, mut intent: ResMut<MoveIntent>) {
    for (dir, codes) in MOVE_KEYS {
        if keys.any_just_pressed(codes) {
            intent.pressed = Some(dir);
            intent.held = Some(dir);
        }
    }
    if intent.held.is_some_and(|d| !keys.any_pressed(MOVE_KEYS[d as usize].1)) {
        intent.held = MOVE_KEYS.iter().find(|(_, codes)| keys.any_pressed(*codes)).map(|(d, _)| *d);
    }
}

/// Arrows pressed in a menu must not steer the new run.
fn forget_old_keys(mut intent: ResMut<MoveIntent>) {
    *intent = MoveIntent::default();
}

fn spawn_player(mut commands: Commands, current: Res<CurrentMaze>) {
    let mouse = Mouse::new(current.start);
    let at = mouse.world_position(&current.maze);
    commands.spawn((
        Name::new("Player"),
        Player,
        mouse,
        Smoothed::at(at),
        Transform::from_translation(at.extend(super::board::PIECE_Z)),
        DespawnOnExit(InRun),
    ));
}

fn remember_previous(mut pieces: Query<&mut Smoothed>) {
    for mut s in &mut pieces {
        s.previous = s.current;
    }
}

pub(super) fn move_player(
    time: Res<Time>,
    config: Res<RunConfig>,
    current: Res<CurrentMaze>,
    mut intent: ResMut<MoveIntent>,
    mut stats: ResMut<RunStats>,
    mut player: Query<(Entity, &mut Mouse, &mut Smoothed), With<Player>>,
    mut arrivals: MessageWriter<EnteredCell>,
) {
    let Ok((entity, mut mouse, mut smoothed)) = player.single_mut() else { return };
    if let Some(pressed) = intent.pressed.take() {
        mouse.queued = Some(pressed);
    } else if let Some(held) = intent.held
        && mouse.queued.is_none()
        && mouse.heading != Some(held)
    {
        mouse.queued = Some(held);
    }
    let mut entered = Vec::new();
    mouse.advance(&current.maze, config.speed * time.delta_secs(), &mut entered);
    stats.moves += entered.len() as u32;
    arrivals.write_batch(entered.into_iter().map(|cell| EnteredCell { mouse: entity, cell }));
    smoothed.current = mouse.world_position(&current.maze);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::Algorithm;

    /// Every cell entered is the previous one's open neighbour (or the same cell, after
    /// a reversal between cells), and the mouse never heads into a wall.
    #[test]
    fn a_mouse_only_ever_moves_through_open_walls() {
        let maze = Algorithm::Prim.generate(9, 9, 4).unwrap();
        let mut mouse = Mouse::new(Pos::new(4, 4));
        let mut entered = vec![mouse.cell];
        for (i, dir) in Dir::ALL.iter().cycle().take(400).enumerate() {
            mouse.queued = Some(*dir);
            mouse.advance(&maze, 0.37 + (i % 5) as f32 * 0.2, &mut entered);
            if let Some(h) = mouse.heading {
                assert!(maze.is_open(mouse.cell, h), "heading into a wall at step {i}");
            }
            assert!((0.0..1.0).contains(&mouse.progress));
        }
        assert!(entered.len() > 100, "the mouse got around: {}", entered.len());
        for pair in entered.windows(2) {
            let linked = pair[0] == pair[1] || maze.open_neighbors(pair[0]).any(|(_, p)| p == pair[1]);
            assert!(linked, "jumped from {} to {}", pair[0], pair[1]);
        }
    }

    #[test]
    fn bends_are_followed_and_walls_stop_the_mouse() {
        // A 3×1 corridor: from the west end, heading east, it runs to the east end and stops.
        let mut maze = Maze::new(3, 1).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        maze.carve(Pos::new(1, 0), Dir::E);
        let mut mouse = Mouse::new(Pos::new(0, 0));
        mouse.queued = Some(Dir::E);
        let mut entered = Vec::new();
        mouse.advance(&maze, 10.0, &mut entered);
        assert_eq!((mouse.cell, mouse.heading), (Pos::new(2, 0), None));
        assert_eq!(entered, vec![Pos::new(1, 0), Pos::new(2, 0)]);
        // An L-bend: east then south, taken without a key.
        let mut bend = Maze::new(2, 2).unwrap();
        bend.carve(Pos::new(0, 0), Dir::E);
        bend.carve(Pos::new(1, 0), Dir::S);
        let mut mouse = Mouse::new(Pos::new(0, 0));
        mouse.queued = Some(Dir::E);
        mouse.advance(&bend, 5.0, &mut Vec::new());
        assert_eq!(mouse.cell, Pos::new(1, 1));
    }
}
