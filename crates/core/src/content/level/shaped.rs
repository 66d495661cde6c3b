//! A level whose maze is not square: hexagons, triangles or a circle, generated from a seed.
//!
//! ```text
//! maze: Shaped(shape: Hexagon(radius: 6), algorithm: "backtracker", seed: 4, braid: 0.1),
//! ```
//!
//! `shape` is `Hex(width: 13, height: 9)` (a rectangle of hexes), `Hexagon(radius: 6)`,
//! `Triangle(width: 21, height: 10)`, `Polar(rings: 8)` (a circle), `Upsilon(width: 15,
//! height: 11)` (octagons and squares), `Zeta(width: 12, height: 9)` (squares with
//! diagonals), `Torus(width: 16, height: 11)` (edges that wrap), `Floors(width: 9, height: 7,
//! floors: 3)` or `Weave(width: 14, height: 10, percent: 60)` (bridges; with the backtracker
//! or kruskal, and no doors). The mouse starts in the
//! maze's first cell (top left; a circle's centre) and the cheese is in its last, so
//! `start`, `cheese` and `goal` are for square levels only, and so is the list of `doors`
//! placed by cell and side; `doors: 4` (or a share, `"5%"`) inside `Shaped(…)` places doors
//! from the seed, as a generated square maze's. `fog` and a rival of any kind work as on
//! squares (the rules are one for every shape). Par and the rival's speed are checked as for
//! any level, through the doors.

use serde::{Deserialize, Serialize};

use super::source::Problem;
use super::timing::{check_beatable, par, rival_pace};
use super::{Level, Rival, check_play_side, player_pace, timing};
pub use crate::content::shaped_recipe::{MakeMazeError, make_maze};
use crate::content::shaped_recipe::{ShapedRecipe, ShapedRecipeError};
use crate::maze::Algorithm;
use crate::maze::Solver;
use crate::maze::doors::{CellDoors, DoorAmount};
use crate::maze::shape::solve::solve;
use crate::maze::shape::{Shape, ShapedMaze, Wrap};
use crate::rules::{Board, Ground, PLAYER_SPEED, TICKS_PER_SECOND};

/// The most rings of a circle, or cells along a big hexagon's edge, that the game plays.
pub const MAX_SHAPED_RADIUS: u32 = 40;

/// The radii of hexagons and rings of circles the game plays, from levels, the custom game
/// and `play` alike: one cell is no maze (the mouse would start on the cheese).
pub const PLAY_RADII: std::ops::RangeInclusive<u32> = 2..=MAX_SHAPED_RADIUS;

/// A hexagon's radius or a circle's rings (`name` says which) outside [`PLAY_RADII`]. Its
/// message says what is allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayRadiusError {
    pub name: String,
    pub value: u32,
}

impl std::fmt::Display for PlayRadiusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (name, value) = (&self.name, self.value);
        write!(f, "{name} {value} is out of range to play: allowed {}..={}", PLAY_RADII.start(), PLAY_RADII.end())
    }
}

impl std::error::Error for PlayRadiusError {}

/// Whether a hexagon's radius or a circle's rings (`name` says which) can be played; if not,
/// what is allowed.
pub fn check_play_radius(name: &str, value: u32) -> Result<(), PlayRadiusError> {
    if PLAY_RADII.contains(&value) {
        return Ok(());
    }
    Err(PlayRadiusError { name: name.into(), value })
}

/// The shape of a level's maze, as written in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum LevelShape {
    /// A rectangle of hexagons.
    Hex { width: u32, height: u32 },
    /// A big hexagon of hexagons, `radius` cells along each edge.
    Hexagon { radius: u32 },
    /// Triangles pointing up and down, `width` a row.
    Triangle { width: u32, height: u32 },
    /// A circle of `rings` rings around a centre cell.
    Polar { rings: u32 },
    /// Octagons and squares (the upsilon tiling), `width`×`height` cells.
    Upsilon { width: u32, height: u32 },
    /// Squares with diagonal passages (zeta).
    Zeta { width: u32, height: u32 },
    /// Squares whose four edges wrap round (a torus).
    Torus { width: u32, height: u32 },
    /// `floors` floors of `width`×`height` squares, joined by stairs.
    Floors { width: u32, height: u32, floors: u32 },
    /// Squares woven with bridges: `percent` (1..=100) of the places a tunnel could go are
    /// offered to the generator.
    Weave { width: u32, height: u32, percent: u32 },
}

impl LevelShape {
    /// The maze library's shape.
    pub fn shape(self) -> Shape {
        match self {
            LevelShape::Hex { width, height } => Shape::Hex { width, height },
            LevelShape::Hexagon { radius } => Shape::Hexagon { radius },
            LevelShape::Triangle { width, height } => Shape::Triangle { width, height },
            LevelShape::Polar { rings } => Shape::Polar { rings },
            LevelShape::Upsilon { width, height } => Shape::Upsilon { width, height },
            LevelShape::Zeta { width, height } => Shape::Zeta { width, height },
            LevelShape::Torus { width, height } => Shape::Wrapped { width, height, wrap: Wrap::XY },
            LevelShape::Floors { width, height, floors } => Shape::Floors { width, height, floors },
            LevelShape::Weave { width, height, .. } => Shape::Square { width, height },
        }
    }

    /// The level shape of a maze library shape that can be drawn by hand: every one a level
    /// plays but a weave (its tunnels are generated) and a plain square grid (`Drawn`).
    pub fn of_drawn(shape: Shape) -> Option<LevelShape> {
        Some(match shape {
            Shape::Hex { width, height } => LevelShape::Hex { width, height },
            Shape::Hexagon { radius } => LevelShape::Hexagon { radius },
            Shape::Triangle { width, height } => LevelShape::Triangle { width, height },
            Shape::Polar { rings } => LevelShape::Polar { rings },
            Shape::Upsilon { width, height } => LevelShape::Upsilon { width, height },
            Shape::Zeta { width, height } => LevelShape::Zeta { width, height },
            Shape::Wrapped { width, height, wrap: Wrap::XY } => LevelShape::Torus { width, height },
            Shape::Floors { width, height, floors } => LevelShape::Floors { width, height, floors },
            Shape::Square { .. } | Shape::Wrapped { .. } => return None,
        })
    }

    /// The share of tunnels offered: a weave's percent, else 0.
    pub fn weave(self) -> f64 {
        if let LevelShape::Weave { percent, .. } = self { f64::from(percent) / 100.0 } else { 0.0 }
    }

    /// Each size in the range the game plays: sides in [`PLAY_SIDES`](super::PLAY_SIDES),
    /// a radius or rings in [`PLAY_RADII`].
    pub(super) fn check(self) -> Result<(), Problem> {
        let (sides, round) = match self {
            LevelShape::Hex { width, height }
            | LevelShape::Triangle { width, height }
            | LevelShape::Upsilon { width, height }
            | LevelShape::Zeta { width, height }
            | LevelShape::Torus { width, height }
            | LevelShape::Floors { width, height, .. } => (vec![("width", width), ("height", height)], None),
            LevelShape::Weave { percent, .. } if !(1..=100).contains(&percent) => {
                let message =
                    format!("percent {percent} is out of range: allowed 1..=100 (the share of tunnels offered)");
                return Err(Problem::field("percent", message));
            }
            LevelShape::Weave { width, height, .. } => (vec![("width", width), ("height", height)], None),
            LevelShape::Hexagon { radius } => (Vec::new(), Some(("radius", radius))),
            LevelShape::Polar { rings } => (Vec::new(), Some(("rings", rings))),
        };
        for (name, side) in sides {
            check_play_side(name, side.into()).map_err(|e| Problem::field(name, e.to_string()))?;
        }
        if let Some((name, value)) = round {
            check_play_radius(name, value).map_err(|e| Problem::field(name, e.to_string()))?;
        }
        // What the maze library asks beyond the sizes played (floors, a torus's sides).
        self.shape().check().map_err(|e| Problem::field("shape", e.to_string()))
    }
}

/// A shaped maze's recipe: the shape, the generator, its seed, the braid and the doors.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShapedSpec {
    pub shape: LevelShape,
    pub algorithm: Algorithm,
    pub seed: u64,
    /// The share of dead ends opened into loops, 0..=1.
    pub braid: f64,
    /// Electronic doors placed from the seed.
    pub doors: DoorAmount,
}

impl ShapedSpec {
    /// The maze's recipe, with the doors it places from its seed.
    pub fn recipe(self) -> ShapedRecipe {
        let ShapedSpec { shape, algorithm, seed, braid, doors } = self;
        ShapedRecipe { shape: shape.shape(), algorithm, seed, braid, doors, weave: shape.weave(), symmetry: None }
    }
}

/// A maze drawn by hand, with where the race starts, where the cheese is and its doors:
/// the game's board is `Board::with_doors(maze, start, cheese, doors)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnMaze {
    pub maze: ShapedMaze,
    pub start: u32,
    pub cheese: u32,
    /// Its electronic doors (none: empty).
    pub doors: CellDoors,
}

/// A shaped level made ready to play.
#[derive(Clone, Debug)]
pub struct BuiltShaped {
    /// The recipe of a generated maze. For a drawn one ([`BuiltShaped::drawn`]) only its
    /// shape means anything: the rest is the backtracker, seed 0, no braid, no doors placed
    /// from a seed (its own doors are [`DrawnMaze::doors`]).
    pub spec: ShapedSpec,
    /// The maze, from its first cell (the start) to its last (the cheese), or between the
    /// drawn maze's own ends.
    pub maze: ShapedMaze,
    /// The maze drawn by hand, with its start and cheese (`None`: generated from `spec`).
    pub drawn: Option<DrawnMaze>,
    /// How many electronic doors it has: placed from the seed, or drawn.
    pub door_count: usize,
    pub rival: Option<Rival>,
    /// The tick the rival reaches the cheese (`None` without a rival).
    pub rival_ticks: Option<u64>,
    /// Played in fog of war.
    pub fog: bool,
    pub par_seconds: f32,
    pub shortest_moves: usize,
    /// The shortest route at the player's pace, in ticks.
    pub fastest_ticks: u64,
}

impl BuiltShaped {
    /// Where the race starts and where the cheese is: a drawn maze's own ends, else the
    /// maze's first cell and its last ([`ShapedMaze::default_ends`]).
    pub fn ends(&self) -> (u32, u32) {
        self.drawn.as_ref().map_or_else(|| self.maze.default_ends(), |d| (d.start, d.cheese))
    }

    /// `hexagon of radius 6 backtracker, braid 0.1, shortest 40 moves, par 10 s, …`.
    /// A drawn maze says `9x7 hex maze drawn, shortest 40 moves, …`.
    pub fn summary(&self) -> String {
        let ShapedSpec { algorithm, braid, .. } = self.spec;
        let kind = self.spec.recipe().kind_text().replace('×', "x");
        let kind = kind.strip_prefix("a ").unwrap_or(&kind);
        let mut line = if self.drawn.is_some() { format!("{kind} drawn") } else { format!("{kind}, {algorithm}") };
        if braid > 0.0 {
            line += &format!(", braid {braid}");
        }
        if self.door_count > 0 {
            line += &format!(", {} doors", self.door_count);
        }
        line += &format!(", shortest {} moves, par {} s", self.shortest_moves, self.par_seconds);
        if let (Some(rival), Some(ticks)) = (self.rival, self.rival_ticks) {
            let seconds = ticks as f32 / TICKS_PER_SECOND as f32;
            let margin = ticks as f32 / self.fastest_ticks as f32 - 1.0;
            line +=
                &format!(", {} at {}x arrives in {seconds:.1} s ({:+.0}%)", rival.kind, rival.speed, margin * 100.0);
        }
        line
    }
}

/// Checks a shaped level and makes its maze.
pub(super) fn check(level: &Level, spec: &ShapedSpec) -> Result<BuiltShaped, Problem> {
    let hint = "a shaped maze runs from its first cell to its last, and its doors are not placed by cell and side \
                (write `doors: 4` inside Shaped(…) to place them from the seed)";
    no_square_fields(level, hint)?;
    spec.shape.check()?;
    if !(0.0..=1.0).contains(&spec.braid) {
        let message = format!("braid {} is out of range: allowed 0..=1 (the share of dead ends removed)", spec.braid);
        return Err(Problem::field("braid", message));
    }
    let board = spec.recipe().board().map_err(|why| match why {
        ShapedRecipeError::Maze(why) => Problem::field("algorithm", why.to_string()),
        why @ (ShapedRecipeError::Doors(_) | ShapedRecipeError::WovenDoors) => Problem::field("doors", why.to_string()),
        ShapedRecipeError::Solve(e) => Problem::field("maze", format!("no path from the start to the cheese: {e}")),
    })?;
    race(level, *spec, board, false)
}

/// The level's name, and none of the fields a square level places by cell (`start`,
/// `cheese`, `goal`, `doors`): `hint` says how this kind of maze places them instead.
pub(super) fn no_square_fields(level: &Level, hint: &str) -> Result<(), Problem> {
    timing::check_name(&level.name)?;
    let square_only = [
        ("start", level.start.is_some()),
        ("cheese", level.cheese.is_some()),
        ("goal", !level.goal.is_empty()),
        ("doors", !level.doors.is_empty()),
    ];
    match square_only.into_iter().find(|(_, given)| *given) {
        Some((field, _)) => {
            Err(Problem::field(field, format!("{field} is for square mazes: {hint}; leave out {field}")))
        }
        None => Ok(()),
    }
}

/// The race on a shaped level's board, checked as every level's is: the shortest route,
/// the rival's timing and par. `drawn`: the board's maze was drawn by hand.
pub(super) fn race(
    level: &Level,
    spec: ShapedSpec,
    board: Board<ShapedMaze>,
    drawn: bool,
) -> Result<BuiltShaped, Problem> {
    let (maze, doors, start, goal) = (&board.maze, &board.doors, board.start, board.goal);
    let route = solve(maze, Solver::Bfs, start, goal)
        .map_err(|e| Problem::field("maze", format!("no path from the start to the cheese: {e}")))?;
    let shortest_moves = route.len() - 1;
    let pace = player_pace();
    let fastest_ticks = match maze.earliest_route(doors, start, goal, 0, pace) {
        Some(route) if board.door_count() > 0 => maze.walk_arrival(doors, &route, 0, pace),
        _ => shortest_moves as u64 * u64::from(pace),
    };
    let shown = crate::rules::seconds_text(fastest_ticks as f64);
    let fastest = if board.door_count() == 0 {
        format!("{shortest_moves} moves at {PLAYER_SPEED} cells/s take {shown}")
    } else {
        format!("through the doors at {PLAYER_SPEED} cells/s the cheese is reached at best in {shown}")
    };
    let rival_ticks = match level.rival {
        None => None,
        Some(Rival { kind, speed }) => {
            // The rival waits at shut doors too, a cell a pace.
            let walk = maze.rival_walk(kind, start, goal).unwrap_or_default();
            let ticks = maze.walk_arrival(doors, &walk, 0, rival_pace(speed)?);
            check_beatable((kind, speed), ticks, fastest_ticks, &fastest)?;
            Some(ticks)
        }
    };
    let optimal = fastest_ticks as f32 / TICKS_PER_SECOND as f32;
    let rival_seconds = rival_ticks.map(|t| t as f32 / TICKS_PER_SECOND as f32);
    let par_seconds = par(level.par_seconds, optimal, rival_seconds, &fastest, "maze")?;
    let door_count = board.door_count();
    let drawn = drawn.then(|| DrawnMaze { maze: board.maze.clone(), start, cheese: goal, doors: board.doors.clone() });
    Ok(BuiltShaped {
        spec,
        maze: board.maze,
        drawn,
        door_count,
        rival: level.rival,
        rival_ticks,
        fog: level.fog,
        par_seconds,
        shortest_moves,
        fastest_ticks,
    })
}
