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
use crate::maze::doors::DoorAmount;
use crate::maze::shape::solve::solve;
use crate::maze::shape::{Shape, ShapedMaze, Wrap};
use crate::rules::{Ground, PLAYER_SPEED, TICKS_PER_SECOND};

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

    /// The share of tunnels offered: a weave's percent, else 0.
    pub fn weave(self) -> f64 {
        if let LevelShape::Weave { percent, .. } = self { f64::from(percent) / 100.0 } else { 0.0 }
    }

    /// Each size in the range the game plays: sides in [`PLAY_SIDES`](super::PLAY_SIDES),
    /// a radius or rings in [`PLAY_RADII`].
    fn check(self) -> Result<(), Problem> {
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

/// A shaped level made ready to play.
#[derive(Clone, Debug)]
pub struct BuiltShaped {
    pub spec: ShapedSpec,
    /// The maze, from its first cell (the start) to its last (the cheese).
    pub maze: ShapedMaze,
    /// Its electronic doors, placed from the seed.
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
    /// `hexagon of radius 6 backtracker, braid 0.1, shortest 40 moves, par 10 s, …`.
    pub fn summary(&self) -> String {
        let ShapedSpec { algorithm, braid, .. } = self.spec;
        let kind = self.spec.recipe().kind_text().replace('×', "x");
        let mut line = format!("{}, {algorithm}", kind.strip_prefix("a ").unwrap_or(&kind));
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
    timing::check_name(&level.name)?;
    let square_only = [
        ("start", level.start.is_some()),
        ("cheese", level.cheese.is_some()),
        ("goal", !level.goal.is_empty()),
        ("doors", !level.doors.is_empty()),
    ];
    if let Some((field, _)) = square_only.into_iter().find(|(_, given)| *given) {
        let message = format!(
            "{field} is for square mazes: a shaped maze runs from its first cell to its last, and its doors are \
             not placed by cell and side (write `doors: 4` inside Shaped(…) to place them from the seed); leave out \
             {field}"
        );
        return Err(Problem::field(field, message));
    }
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
    let rival = level.rival;
    let door_count = board.door_count();
    Ok(BuiltShaped {
        spec: *spec,
        maze: board.maze,
        door_count,
        rival,
        rival_ticks,
        fog: level.fog,
        par_seconds,
        shortest_moves,
        fastest_ticks,
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Built, Level};
    use super::make_maze;
    use crate::maze::Algorithm;
    use crate::maze::shape::Shape;

    const HONEYCOMB: &str = r#"(
    name: "Honeycomb",
    maze: Shaped(shape: Hexagon(radius: 5), algorithm: "backtracker", seed: 4, braid: 0.2),
    rival: Some((kind: "sprinter", speed: 0.5)),
)"#;

    fn error(text: &str) -> String {
        Level::from_ron(text, "h.ron").unwrap_err().to_string()
    }

    #[test]
    fn a_shaped_level_is_the_seeds_maze_from_its_first_cell_to_its_last() {
        let level = Level::from_ron(HONEYCOMB, "h.ron").unwrap();
        assert!(level.is_shaped());
        let Built::Shaped(built) = level.build_any().unwrap() else { panic!("a shaped level") };
        let maze = make_maze(Shape::Hexagon { radius: 5 }, Algorithm::Backtracker, 4, 0.2).unwrap();
        assert_eq!(built.maze, maze);
        let route = crate::maze::shape::solve::solve(&maze, crate::maze::Solver::Bfs, 0, maze.len() as u32 - 1);
        assert_eq!(built.shortest_moves, route.unwrap().len() - 1);
        assert_eq!(built.rival_ticks, Some(2 * built.fastest_ticks), "a sprinter at half speed takes twice as long");
        assert!(built.par_seconds * 130.0 >= built.fastest_ticks as f32);
        // The editor and the bots take squares: `build` says so.
        let err = level.build().unwrap_err().to_string();
        assert!(err.contains("it is a hexagon of radius 5: the editor and the bots take square mazes only"), "{err}");
        // Written back, it reads the same.
        let written = ron::to_string(&level).unwrap();
        assert_eq!(Level::from_ron(&written, "again.ron").unwrap(), level, "{written}");
    }

    #[test]
    fn every_shape_is_named_and_checked_where_it_is_written() {
        let shapes = [
            "Hex(width: 9, height: 7)",
            "Triangle(width: 15, height: 8)",
            "Polar(rings: 6)",
            "Zeta(width: 9, height: 7)",
            "Torus(width: 9, height: 7)",
            "Floors(width: 6, height: 5, floors: 3)",
            "Weave(width: 12, height: 9, percent: 60)",
        ];
        for shape in shapes {
            let text = HONEYCOMB.replace("Hexagon(radius: 5)", shape).replace("0.5)", "0.3)");
            let Built::Shaped(built) = Level::from_ron(&text, "h.ron").unwrap().build_any().unwrap() else { panic!() };
            let woven = shape.starts_with("Weave");
            assert_eq!(!built.maze.tunnels().is_empty(), woven, "{shape}: tunnels only on a weave");
            assert_eq!(built.summary().contains("woven"), woven, "{}", built.summary());
        }
        // The new kinds' own errors, at the field they are about.
        let weave = HONEYCOMB.replace("Hexagon(radius: 5)", "Weave(width: 12, height: 9, percent: 60)");
        let cases = [
            (weave.replace("percent: 60", "percent: 0"), "h.ron:3:", "percent 0 is out of range: allowed 1..=100"),
            (weave.replace("\"backtracker\"", "\"wilson\""), "h.ron:3:", "wilson cannot make a weave maze"),
            (weave.replace("braid: 0.2", "braid: 0.2, doors: 2"), "h.ron:3:", "a weave is played without doors"),
            (HONEYCOMB.replace("Hexagon(radius: 5)", "Floors(width: 6, height: 5, floors: 1)"), "h.ron:3:", "floors"),
            (HONEYCOMB.replace("Hexagon(radius: 5)", "Torus(width: 2, height: 5)"), "h.ron:3:", "wrap"),
        ];
        for (text, place, message) in cases {
            let err = error(&text);
            assert!(err.starts_with(place) && err.contains(message), "{err}");
        }
        let cases = [
            (
                "Hexagon(radius: 5)",
                "Circle(rings: 5)",
                "3:25: unknown variant `Circle`: allowed Hex, Hexagon, Triangle, Polar",
            ),
            ("Hexagon(radius: 5)", "Polar(rings: 41)", "3:38: rings 41 is out of range to play: allowed 2..=40"),
            ("Hexagon(radius: 5)", "Hexagon(radius: 1)", "3:41: radius 1 is out of range to play: allowed 2..=40"),
            ("Hexagon(radius: 5)", "Hex(width: 201, height: 7)", "3:36: width 201 is too big to play: allowed 2..=200"),
            ("radius: 5", "radius: 5, rings: 2", "3:44: unknown field `rings` in Hexagon: allowed radius"),
            ("braid: 0.2", "braid: 2.0", "3:87: braid 2 is out of range: allowed 0..=1"),
            ("\"backtracker\"", "\"eller\"", "3:56: eller works on whole square grids only"),
            ("0.5)", "1.0)", "4:43: the sprinter at speed 1 reaches the cheese in"),
        ];
        for (from, to, expected) in cases {
            let err = error(&HONEYCOMB.replace(from, to));
            assert!(err.starts_with(&format!("h.ron:{expected}")), "{to}: {err}");
        }
        for kind in ["explorer", "smeller"] {
            let text = HONEYCOMB.replace("\"sprinter\", speed: 0.5", &format!("\"{kind}\", speed: 0.9"));
            let Built::Shaped(built) = Level::from_ron(&text, "h.ron").unwrap().build_any().unwrap() else { panic!() };
            assert!(built.rival_ticks.unwrap() > built.fastest_ticks, "{kind}: searching is slower");
        }
        let foggy = HONEYCOMB.replace("\n)", "\n    fog: true,\n)");
        let Built::Shaped(built) = Level::from_ron(&foggy, "h.ron").unwrap().build_any().unwrap() else { panic!() };
        assert!(built.fog, "fog works on shapes");
        for (field, value) in [("start", "(x: 1, y: 0)"), ("goal", "(x: 2, y: 2)")] {
            let err = error(&HONEYCOMB.replace("\n)", &format!("\n    {field}: {value},\n)")));
            assert!(err.contains(&format!("5:{}: {field} is for square mazes", 7 + field.len())), "{err}");
        }
    }

    #[test]
    fn a_shaped_level_places_doors_from_its_seed_and_times_par_and_the_rival_through_them() {
        let with_doors = HONEYCOMB.replace("braid: 0.2)", "braid: 0.2, doors: 6)");
        let level = Level::from_ron(&with_doors, "h.ron").unwrap();
        let Built::Shaped(built) = level.build_any().unwrap() else { panic!("a shaped level") };
        let Built::Shaped(plain) = Level::from_ron(HONEYCOMB, "h.ron").unwrap().build_any().unwrap() else { panic!() };
        assert_eq!((built.door_count, plain.door_count), (6, 0));
        assert_eq!(built.maze, plain.maze, "the same maze, with doors");
        assert!(built.fastest_ticks >= plain.fastest_ticks, "doors never make the run faster");
        assert!(built.summary().contains(", 6 doors"), "{}", built.summary());
        let board = built.spec.recipe().board().unwrap();
        assert_eq!(board.door_count(), 6, "the game's board has the level's doors");
        // Written back as read; the hand-placed list still says where doors go on shapes.
        let written = ron::to_string(&level).unwrap();
        assert!(written.contains("doors:6"), "{written}");
        let listed = HONEYCOMB
            .replace("\n)", "\n    doors: [],\n)")
            .replace("doors: []", "doors: [(at: (x: 1, y: 0), side: E, period: 455, open: 195, phase: 0)]");
        let err = error(&listed);
        assert!(err.contains("write `doors: 4` inside Shaped(…)"), "{err}");
        assert!(error(&HONEYCOMB.replace("braid: 0.2)", "braid: 0.2, doors: 100000)")).contains("doors"), "too many");
    }
}
