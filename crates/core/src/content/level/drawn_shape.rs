//! A shaped maze drawn by hand: hexagons, triangles, a circle… with every passage written
//! out, as the level editor saves it.
//!
//! ```text
//! maze: DrawnShape(shape: Hex(width: 9, height: 7), start: 0, cheese: 62, passages: "
//!     5 3 1 …
//! "),
//! ```
//!
//! - `shape`: any shape of `Shaped(…)` but `Weave` (a drawn maze has no tunnels).
//! - `start`, `cheese`: cell numbers, by default the maze's first and last cell as a
//!   generated shaped level has them ([`ShapedMaze::default_ends`]: the far cell on a torus).
//! - `passages`: one hex digit (`0`–`9`, `a`–`f`, either case) for each cell, in cell order.
//!   A cell's *forward* slots are its slots, in slot order, whose neighbour has a higher
//!   number; bit `k` of its digit opens its `k`-th forward slot, so every passage is written
//!   once, from its lower cell. A cell with more than four forward slots (only a circle's
//!   centre has them: six) takes two digits, the first for forward slots 0–3, the second for
//!   4–7. Spaces and line breaks between digits are ignored; the editor writes a line a row
//!   (a ring of a circle, at most 32 digits a line).
//!
//! A bad digit, a digit opening a slot the cell does not have, too few or too many digits,
//! ends outside the maze or in one cell, and a cheese the start cannot reach are errors at
//! their place in the file.
//! - `doors` (optional): electronic doors on open passages, each by cell and slot with its
//!   timing in ticks, `doors: [(cell: 12, slot: 1, period: 455, open: 195, phase: 0)]`
//!   ([`super::drawn_doors`]): a cell outside the maze, a slot with no neighbour, a closed
//!   passage, a bad timing and two doors on one passage (from its two sides) are errors at
//!   that door's field. The level's own `doors` (square, by position and side) stay refused.
//!
//! ```
//! use mousemaze_core::content::level::{Built, Level};
//!
//! let text = r#"(name: "Five", maze: DrawnShape(shape: Hex(width: 3, height: 2), passages: "
//!     1 1 1
//!     1 1 0
//! "))"#;
//! let Ok(Built::Shaped(built)) = Level::from_ron(text, "five.ron").unwrap().build_any() else { panic!() };
//! assert_eq!((built.ends(), built.shortest_moves), ((0, 5), 3), "east, east, south-east");
//! assert!(built.summary().starts_with("3x2 hex maze drawn, shortest 3 moves"), "{}", built.summary());
//! let err = Level::from_ron(&text.replace("1 1 0", "1 x 0"), "five.ron").unwrap_err();
//! assert_eq!(err.to_string(), "five.ron:3:7: 'x' is not a hex digit: each cell is a digit 0-9 or a-f");
//! // A door on the passage east of cell 1, then the same passage named from cell 2's west.
//! let door = r#"", doors: [(cell: 1, slot: 0, period: 260, open: 130)]))"#;
//! let with_door = text.replacen(r#""))"#, door, 1);
//! let Ok(Built::Shaped(built)) = Level::from_ron(&with_door, "five.ron").unwrap().build_any() else { panic!() };
//! assert_eq!(built.door_count, 1);
//! assert!(built.summary().contains("drawn, 1 doors, shortest 3 moves"), "{}", built.summary());
//! let twice = with_door.replace("open: 130)]", "open: 130), (cell: 2, slot: 3, period: 300, open: 100)]");
//! let err = Level::from_ron(&twice, "five.ron").unwrap_err().to_string();
//! assert!(err.contains("door 2: two doors on the passage at cell 2 slot 3"), "{err}");
//! ```

use super::drawn_doors::read_doors;
use super::layout::{Layout, indented_block};
use super::shaped::{BuiltShaped, DrawnMaze, LevelShape, ShapedSpec, no_square_fields, race};
use super::source::{Problem, Spot};
use super::{Level, MazeSpec};
use crate::maze::Algorithm;
use crate::maze::Solver;
use crate::maze::doors::{CellDoor, DoorAmount};
use crate::maze::shape::solve::solve;
use crate::maze::shape::{Graph, NONE, ShapedMaze};
use crate::rules::Board;

/// The forward slots a digit holds.
const BITS: usize = 4;
/// The most digits written on a line when the shape has no rows to follow.
const LINE_DIGITS: usize = 32;

/// A drawn shaped maze as a level file writes it (`DrawnShape(…)`, see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnShapeSpec {
    pub shape: LevelShape,
    /// The start's cell; `None`: the maze's first cell.
    pub start: Option<u32>,
    /// The cheese's cell; `None`: the maze's last cell (a torus's far cell).
    pub cheese: Option<u32>,
    /// A hex digit a cell, the cell's open forward slots.
    pub passages: String,
    /// The electronic doors, each on an open passage (empty: none, left out of the file).
    pub doors: Vec<CellDoor>,
}

/// The slots of `cell` whose neighbour has a higher number, in slot order: the passages its
/// digits write.
pub fn forward_slots(graph: &Graph, cell: u32) -> impl Iterator<Item = usize> {
    let neighbours = graph.neighbours(cell);
    (0..neighbours.len()).filter(move |&slot| neighbours[slot] != NONE && neighbours[slot] > cell)
}

/// How many digits `cell` takes: one, or two for more than four forward slots.
fn digit_count(graph: &Graph, cell: u32) -> usize {
    forward_slots(graph, cell).count().div_ceil(BITS).max(1)
}

impl DrawnShapeSpec {
    /// The drawing of `maze` from `start` to `cheese`, the ends left out where they are the
    /// maze's defaults, with no doors (set [`DrawnShapeSpec::doors`] after, for instance to
    /// [`listed_doors`](super::drawn_doors::listed_doors)); `None` for a shape that cannot be
    /// drawn ([`LevelShape::of_drawn`]).
    ///
    /// ```
    /// use mousemaze_core::content::level::drawn_shape::DrawnShapeSpec;
    /// use mousemaze_core::content::level::shaped::make_maze;
    /// use mousemaze_maze::{Algorithm, shape::Shape};
    ///
    /// let maze = make_maze(Shape::Triangle { width: 5, height: 2 }, Algorithm::Backtracker, 1, 0.0).unwrap();
    /// let spec = DrawnShapeSpec::of(&maze, 0, 9).unwrap();
    /// assert_eq!((spec.start, spec.cheese), (None, None));
    /// assert_eq!(spec.passages.lines().count(), 4, "the opening line, two rows, the closing indent");
    /// ```
    pub fn of(maze: &ShapedMaze, start: u32, cheese: u32) -> Option<DrawnShapeSpec> {
        let graph = maze.graph();
        let shape = LevelShape::of_drawn(graph.shape())?;
        let (mut lines, mut line) = (Vec::new(), Vec::new());
        let mut row = None;
        for cell in 0..maze.len() as u32 {
            let place = (graph.floor(cell), graph.place(cell).1);
            let polar = matches!(shape, LevelShape::Polar { .. });
            if !line.is_empty() && (row != Some(place) || (polar && line.len() >= LINE_DIGITS)) {
                lines.push(std::mem::take(&mut line).join(" "));
            }
            row = Some(place);
            let bits = maze.open_bits()[cell as usize];
            let open: Vec<bool> = forward_slots(graph, cell).map(|slot| bits & (1 << slot) != 0).collect();
            for part in 0..digit_count(graph, cell) {
                let chunk = open.iter().skip(part * BITS).take(BITS);
                let digit = chunk.enumerate().filter(|(_, open)| **open).fold(0, |d, (k, _)| d | 1 << k);
                line.push(format!("{digit:x}"));
            }
        }
        lines.push(line.join(" "));
        let (first, last) = maze.default_ends();
        Some(DrawnShapeSpec {
            shape,
            start: (start != first).then_some(start),
            cheese: (cheese != last).then_some(cheese),
            passages: indented_block(lines),
            doors: Vec::new(),
        })
    }

    /// The maze the passages draw, with its ends and doors, or the first thing wrong with it.
    pub(super) fn read(&self) -> Result<DrawnMaze, Problem> {
        if let LevelShape::Weave { .. } = self.shape {
            let message = "a drawn maze has no tunnels: draw any shape but Weave (or generate a weave with Shaped(…))";
            return Err(Problem::field("shape", message.into()));
        }
        self.shape.check()?;
        let graph = Graph::new(self.shape.shape()).map_err(|e| Problem::field("shape", e.to_string()))?;
        let layout = Layout::new(&self.passages);
        let mut digits = Vec::new();
        for (line, text) in layout.lines() {
            for (column, c) in text.chars().enumerate().filter(|(_, c)| !c.is_whitespace()) {
                let spot = Spot::Layout { line, column: column + 1 };
                let digit = c.to_digit(16).ok_or_else(|| Problem {
                    spot,
                    message: format!("'{}' is not a hex digit: each cell is a digit 0-9 or a-f", c.escape_debug()),
                })?;
                digits.push((digit as u8, spot));
            }
        }
        let cells = graph.len() as u32;
        let wanted: usize = (0..cells).map(|cell| digit_count(&graph, cell)).sum();
        if digits.len() != wanted {
            let shape = graph.shape().to_string().replace('×', "x");
            let two = if wanted > cells as usize {
                format!(" and takes {wanted} digits (its centre two)")
            } else {
                "".into()
            };
            let message = format!("{shape} has {cells} cells{two}: found {} digits", digits.len());
            let spot = digits.get(wanted).map_or(Spot::Field("passages"), |(_, spot)| *spot);
            return Err(Problem { spot, message });
        }
        let mut maze = ShapedMaze::new(graph);
        let mut next = digits.into_iter();
        for cell in 0..cells {
            let neighbours = maze.graph().neighbours(cell);
            let forward: Vec<usize> = forward_slots(maze.graph(), cell).collect();
            for part in forward.chunks(BITS).map(Some).chain([None]).take(digit_count(maze.graph(), cell)) {
                let (digit, spot) = next.next().expect("counted");
                let slots = part.unwrap_or_default();
                if digit >> slots.len() != 0 {
                    let most = (1u8 << slots.len()) - 1;
                    let message = format!(
                        "'{digit:x}' opens a passage cell {cell} does not have: it has {} way{} to higher cells \
                         here, so its digit is 0-{most:x}",
                        slots.len(),
                        if slots.len() == 1 { "" } else { "s" }
                    );
                    return Err(Problem { spot, message });
                }
                for (_, &slot) in slots.iter().enumerate().filter(|(k, _)| digit & (1 << k) != 0) {
                    maze.carve(cell, slot, neighbours[slot]);
                }
            }
        }
        let doors = read_doors(&maze, &self.doors)?;
        let (first, last) = maze.default_ends();
        let (start, cheese) = (self.start.unwrap_or(first), self.cheese.unwrap_or(last));
        for (field, cell) in [("start", start), ("cheese", cheese)] {
            if cell >= cells {
                let message = format!("{field} {cell} is outside the maze: its cells are 0..={}", cells - 1);
                return Err(Problem::field(field, message));
            }
        }
        if start == cheese {
            let field = if self.cheese.is_some() { "cheese" } else { "start" };
            let message = format!("the start and the cheese are both in cell {start}: put them apart");
            return Err(Problem::field(field, message));
        }
        if solve(&maze, Solver::Bfs, start, cheese).is_err() {
            let message =
                format!("no path from the start (cell {start}) to the cheese (cell {cheese}): walls cut them apart");
            return Err(Problem::field("passages", message));
        }
        Ok(DrawnMaze { maze, start, cheese, doors })
    }
}

/// Checks a drawn shaped level and makes its maze, through the checks of every shaped
/// level (the rival's timing, par, fog).
pub(super) fn check(level: &Level, spec: &DrawnShapeSpec) -> Result<BuiltShaped, Problem> {
    let hint = "a drawn shape's start, cheese and doors are by cell number inside DrawnShape(…)";
    no_square_fields(level, hint)?;
    let DrawnMaze { maze, start, cheese, doors } = spec.read()?;
    let shape = ShapedSpec {
        shape: spec.shape,
        algorithm: Algorithm::Backtracker,
        seed: 0,
        braid: 0.0,
        doors: DoorAmount::NONE,
    };
    race(level, shape, Board::with_doors(maze, start, cheese, doors), true)
}

impl MazeSpec {
    /// The string a drawn maze is written in, and its field: `layout` or `passages`.
    pub(super) fn drawing(&self) -> Option<(&'static str, &str)> {
        match self {
            MazeSpec::Drawn { layout } => Some(("layout", layout)),
            MazeSpec::DrawnShape(spec) => Some(("passages", &spec.passages)),
            _ => None,
        }
    }
}
