//! The rival mouse: it replays its kind's walk ([`RivalKind::walk`]) at the speed the
//! difficulty sets, starting when the player starts. If it reaches the cheese first the run
//! is lost. T shows what a searching rival has explored so far (its "thoughts").

use bevy::prelude::*;

use super::board::{PIECE_Z, cell_center};
use super::mouse::{Mouse, Player, Smoothed};
use super::run::{CurrentMaze, RunConfig, RunStats};
use super::{InRun, PlaySet, Screen};
use crate::maze::rivals::RivalKind;
use crate::maze::{Dir, Maze, Pos};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RivalReachedCheese>()
        .init_resource::<ShowThoughts>()
        .add_systems(OnEnter(Screen::Playing), spawn_rival)
        .add_systems(FixedUpdate, move_rivals.in_set(PlaySet::Move).after(super::mouse::move_player))
        .add_systems(Update, toggle_thoughts.run_if(in_state(Screen::Playing)));
}

/// A rival and its plan.
#[derive(Component, Clone, Debug)]
#[require(Mouse = Mouse::new(Pos::new(0, 0)))]
pub struct Rival {
    pub kind: RivalKind,
    /// The cells it will walk through, start to cheese.
    pub walk: Vec<Pos>,
    /// Cells walked so far (fractional: between `walk[i]` and `walk[i + 1]`).
    pub travelled: f32,
    /// Cells per second.
    pub speed: f32,
}

impl Rival {
    /// How many whole moves it has made.
    pub fn steps(&self) -> usize {
        self.travelled as usize
    }

    /// Whether it stands on the cheese.
    pub fn arrived(&self) -> bool {
        self.steps() + 1 >= self.walk.len()
    }

    /// Where its walk puts it, as a [`Mouse`] (for drawing and smoothing).
    pub fn as_mouse(&self, maze: &Maze) -> Mouse {
        let i = self.steps().min(self.walk.len() - 1);
        let mut mouse = Mouse::new(self.walk[i]);
        if let Some(&next) = self.walk.get(i + 1) {
            let dir = maze.direction_to(self.walk[i], next);
            mouse.heading = dir;
            mouse.facing = dir.unwrap_or(Dir::E);
            mouse.progress = self.travelled.fract();
        }
        mouse
    }
}

/// The rival got to the cheese.
#[derive(Message, Clone, Copy, Debug)]
pub struct RivalReachedCheese;

/// Whether the rival's explored cells are drawn (T).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowThoughts(pub bool);

fn spawn_rival(mut commands: Commands, config: Res<RunConfig>, current: Res<CurrentMaze>) {
    let walk = match config.rival.walk(&current.maze, current.start, current.goal) {
        Ok(walk) if !walk.is_empty() => walk,
        Ok(_) => return,
        Err(e) => {
            warn!("no rival this run: {e}");
            return;
        }
    };
    let rival = Rival { kind: config.rival, walk, travelled: 0.0, speed: config.rival_speed };
    let at = cell_center(&current.maze, current.start);
    commands.spawn((
        Name::new("Rival"),
        rival.as_mouse(&current.maze),
        rival,
        Smoothed::at(at),
        Transform::from_translation(at.extend(PIECE_Z - 0.05)),
        DespawnOnExit(InRun),
    ));
}

fn move_rivals(
    time: Res<Time>,
    stats: Res<RunStats>,
    current: Res<CurrentMaze>,
    player: Query<&Mouse, (With<Player>, Without<Rival>)>,
    mut rivals: Query<(&mut Rival, &mut Mouse, &mut Smoothed), Without<Player>>,
    mut reached: MessageWriter<RivalReachedCheese>,
) {
    // The race starts with the player's first step.
    let started = stats.moves > 0 || player.iter().any(|m| m.heading.is_some());
    if !started {
        return;
    }
    for (mut rival, mut mouse, mut smoothed) in &mut rivals {
        if rival.arrived() {
            continue;
        }
        let last = (rival.walk.len() - 1) as f32;
        rival.travelled = (rival.travelled + rival.speed * time.delta_secs()).min(last);
        *mouse = rival.as_mouse(&current.maze);
        smoothed.current = mouse.world_position(&current.maze);
        if rival.arrived() {
            reached.write(RivalReachedCheese);
        }
    }
}

fn toggle_thoughts(keys: Res<ButtonInput<KeyCode>>, mut show: ResMut<ShowThoughts>) {
    if keys.just_pressed(KeyCode::KeyT) {
        show.0 = !show.0;
    }
}
