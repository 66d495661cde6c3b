//! A run on a maze of any shape (hexagons, triangles, circles): where the mouse is, which
//! way a key sends it, walls that stop it, the trail, the route to the cheese, a rival that
//! races the shortest route, and who won. Plain Rust: the game only draws it and feeds it
//! keys, one cell a press.
//!
//! A key is a [`Way`]: a slot of the cell (a hex's six sides), a screen direction (the arrows
//! on hexes and triangles: the open passage nearest that way), or in and out and around on a
//! circle.
//!
//! ```
//! use mousemaze_core::rules::shaped::{ShapedRun, Way};
//! use mousemaze_core::rules::Outcome;
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate};
//! use mousemaze_maze::Algorithm;
//!
//! let maze = generate(Graph::new(Shape::Hexagon { radius: 4 }).unwrap(), Algorithm::Backtracker, 3).unwrap();
//! let mut run = ShapedRun::new(maze, None);
//! for cell in run.route().into_iter().skip(1) {
//!     let slot = run.maze.graph().slot_of(run.mouse, cell).unwrap();
//!     run.go(Way::Slot(slot));
//! }
//! assert_eq!(run.outcome, Some(Outcome::Won));
//! assert_eq!(run.moves as usize, run.shortest);
//! ```

use std::fmt;

use super::Outcome;
use crate::maze::shape::generate::SquareOnly;
use crate::maze::shape::solve::solve;
use crate::maze::shape::{NONE, Shape, ShapeError, ShapedMaze};
use crate::maze::{Algorithm, Solver};

/// Which way a key sends the mouse.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Way {
    /// Through this slot of the cell (on hexes: E, SE, SW, W, NW, NE).
    Slot(usize),
    /// Towards this screen direction (y grows downwards): the open passage nearest it,
    /// within about 70°.
    Toward { x: f64, y: f64 },
    /// On a circle: outwards (the first open way out where the ring splits in two).
    Out,
    /// On a circle: outwards, the clockwise one of two ways out.
    OutClockwise,
    /// On a circle: inwards, towards the centre.
    In,
    /// On a circle: around the ring, clockwise.
    Clockwise,
    /// On a circle: around the ring, anticlockwise.
    Anticlockwise,
}

/// What a key did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stepped {
    /// The mouse ran into this cell.
    Moved(u32),
    /// A wall (or nothing) that way: the mouse stayed.
    Bumped,
    /// The race is over: keys do nothing.
    Over,
}

/// A rival that runs the shortest route from the start, one cell every `pace` ticks.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedRival {
    pub route: Vec<u32>,
    /// Its place on the route.
    pub at: usize,
    /// Ticks a cell.
    pub pace: u32,
    /// Ticks since its last cell.
    waited: u32,
}

impl ShapedRival {
    /// The cell it is in.
    pub fn cell(&self) -> u32 {
        self.route[self.at]
    }

    /// How far it is between its cell and the next, 0 to 1, for smooth drawing.
    pub fn progress(&self) -> f32 {
        if self.at + 1 >= self.route.len() { 0.0 } else { self.waited as f32 / self.pace.max(1) as f32 }
    }
}

/// One race through a maze of any shape.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedRun {
    pub maze: ShapedMaze,
    pub start: u32,
    pub goal: u32,
    /// The player's cell.
    pub mouse: u32,
    /// Every cell the player entered, the start first.
    pub trail: Vec<u32>,
    pub moves: u32,
    pub bumps: u32,
    /// The fewest moves from the start to the cheese.
    pub shortest: usize,
    pub rival: Option<ShapedRival>,
    pub ticks: u64,
    pub outcome: Option<Outcome>,
}

/// Why [`make_maze`] made no maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MakeMazeError {
    /// The shape's size is 0 or too big.
    Shape(ShapeError),
    /// The generator works on square grids only.
    SquareOnly(SquareOnly),
}

impl fmt::Display for MakeMazeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MakeMazeError::Shape(e) => e.fmt(f),
            MakeMazeError::SquareOnly(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MakeMazeError {}

/// A maze of `shape` from `algorithm` and `seed`, braided by `braid`, with a clear message
/// when the shape or the generator does not fit.
pub fn make_maze(shape: Shape, algorithm: Algorithm, seed: u64, braid: f64) -> Result<ShapedMaze, MakeMazeError> {
    let graph = crate::maze::shape::Graph::new(shape).map_err(MakeMazeError::Shape)?;
    crate::maze::shape::generate::generate_braided(graph, algorithm, seed, braid).map_err(MakeMazeError::SquareOnly)
}

impl ShapedRun {
    /// A race from the maze's first cell to its last, with a rival running a cell every
    /// `rival_pace` ticks if given.
    pub fn new(maze: ShapedMaze, rival_pace: Option<u32>) -> ShapedRun {
        let (start, goal) = maze.default_ends();
        let route = solve(&maze, Solver::Bfs, start, goal).unwrap_or_else(|_| vec![start]);
        let shortest = route.len() - 1;
        let rival = rival_pace.map(|pace| ShapedRival { route, at: 0, pace: pace.max(1), waited: 0 });
        ShapedRun {
            maze,
            start,
            goal,
            mouse: start,
            trail: vec![start],
            moves: 0,
            bumps: 0,
            shortest,
            rival,
            ticks: 0,
            outcome: None,
        }
    }

    /// The slot `way` leads through from the player's cell, if that way is open.
    pub fn open_slot(&self, way: Way) -> Option<usize> {
        let graph = self.maze.graph();
        let cell = self.mouse;
        let neighbours = graph.neighbours(cell);
        let open = |slot: usize| neighbours[slot] != NONE && self.maze.is_open(cell, slot);
        let polar = matches!(graph.shape(), Shape::Polar { .. });
        // On a circle, the centre's slots all lead out; a ring cell's 3.. do.
        let outs: Vec<usize> = if polar && graph.place(cell).1 == 0 { (0..6).collect() } else { (3..6).collect() };
        match way {
            Way::Slot(slot) => (slot < graph.slots() && open(slot)).then_some(slot),
            Way::Toward { x, y } => self.nearest_open(x, y),
            Way::Out if polar => outs.into_iter().find(|&s| open(s)),
            Way::OutClockwise if polar => outs.into_iter().rev().find(|&s| open(s)),
            // At the centre every way leads out, and there may be up to six: Up takes the
            // first open one, Right the second, Down the third, Left the one before the last,
            // E the last, so each of five is one key away.
            Way::Clockwise | Way::In | Way::Anticlockwise if polar && graph.place(cell).1 == 0 => {
                let ways: Vec<usize> = outs.into_iter().filter(|&s| open(s)).collect();
                let nth = match way {
                    Way::Clockwise => 1,
                    Way::In => 2,
                    _ => ways.len().checked_sub(2)?,
                };
                ways.get(nth).copied()
            }
            Way::Clockwise if polar && graph.place(cell).1 > 0 => open(0).then_some(0),
            Way::Anticlockwise if polar && graph.place(cell).1 > 0 => open(1).then_some(1),
            Way::In if polar && graph.place(cell).1 > 0 => open(2).then_some(2),
            _ => None,
        }
    }

    /// The open passage whose neighbour's centre lies nearest the direction `(x, y)`.
    fn nearest_open(&self, x: f64, y: f64) -> Option<usize> {
        let graph = self.maze.graph();
        let here = graph.centre(self.mouse);
        let length = x.hypot(y);
        if length == 0.0 {
            return None;
        }
        let neighbours = graph.neighbours(self.mouse);
        (0..graph.slots())
            .filter(|&s| neighbours[s] != NONE && self.maze.is_open(self.mouse, s))
            .map(|s| {
                let there = graph.centre(neighbours[s]);
                let (dx, dy) = (there.x - here.x, there.y - here.y);
                (s, (dx * x + dy * y) / (dx.hypot(dy) * length))
            })
            .filter(|&(_, cos)| cos > 0.34)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(s, _)| s)
    }

    /// Sends the player `way`: it runs one cell if that way is open, else bumps.
    pub fn go(&mut self, way: Way) -> Stepped {
        if self.outcome.is_some() {
            return Stepped::Over;
        }
        let Some(slot) = self.open_slot(way) else {
            self.bumps += 1;
            return Stepped::Bumped;
        };
        self.mouse = self.maze.graph().neighbours(self.mouse)[slot];
        self.moves += 1;
        self.trail.push(self.mouse);
        if self.mouse == self.goal {
            self.outcome = Some(Outcome::Won);
        }
        Stepped::Moved(self.mouse)
    }

    /// One tick of the clock: the rival runs on, and wins if it reaches the cheese first.
    /// The race starts with the player's first step, as on squares.
    pub fn tick(&mut self) {
        if self.outcome.is_some() || self.moves == 0 {
            return;
        }
        self.ticks += 1;
        let Some(rival) = self.rival.as_mut() else { return };
        if rival.at + 1 >= rival.route.len() {
            return;
        }
        rival.waited += 1;
        if rival.waited >= rival.pace {
            rival.waited = 0;
            rival.at += 1;
            if rival.at + 1 == rival.route.len() {
                self.outcome = Some(Outcome::Lost);
            }
        }
    }

    /// The shortest route from the player's cell to the cheese.
    pub fn route(&self) -> Vec<u32> {
        solve(&self.maze, Solver::Bfs, self.mouse, self.goal).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(shape: Shape) -> ShapedRun {
        ShapedRun::new(make_maze(shape, Algorithm::Backtracker, 11, 0.0).unwrap(), None)
    }

    #[test]
    fn every_way_out_of_a_circles_centre_is_one_key_away() {
        let ways = [Way::Out, Way::Clockwise, Way::In, Way::Anticlockwise, Way::OutClockwise];
        let mut most = 0;
        for seed in 0..300 {
            let maze = make_maze(Shape::Polar { rings: 9 }, Algorithm::Backtracker, seed, 0.3).unwrap();
            let mut run = ShapedRun::new(maze, None);
            let graph = run.maze.graph().clone();
            let Some(centre) = (0..graph.len() as u32).find(|&c| graph.place(c).1 == 0) else { continue };
            run.mouse = centre;
            let open: Vec<usize> = (0..graph.slots()).filter(|&s| run.maze.is_open(centre, s)).collect();
            most = most.max(open.len());
            for slot in open.iter().copied().filter(|_| open.len() <= 5) {
                let key = ways.iter().find(|&&way| run.open_slot(way) == Some(slot));
                assert!(key.is_some(), "seed {seed}: slot {slot} of the centre's open {open:?}");
            }
        }
        assert!(most >= 3, "some centre has three ways out: {most}");
    }

    #[test]
    fn walls_stop_the_mouse() {
        let mut run = run(Shape::Hex { width: 6, height: 5 });
        let closed = (0..6).find(|&s| run.open_slot(Way::Slot(s)).is_none()).unwrap();
        assert_eq!(run.go(Way::Slot(closed)), Stepped::Bumped);
        assert_eq!((run.mouse, run.moves, run.bumps), (run.start, 0, 1));
    }

    #[test]
    fn polar_keys_go_in_out_and_around() {
        let mut run = run(Shape::Polar { rings: 6 });
        let route = run.route();
        assert_eq!(run.open_slot(Way::In), None, "the centre has no way in");
        for &cell in &route[1..] {
            let slot = run.maze.graph().slot_of(run.mouse, cell).unwrap();
            let centre = run.maze.graph().place(run.mouse).1 == 0;
            let way = match slot {
                _ if centre || slot >= 3 => {
                    if run.open_slot(Way::Out) == Some(slot) {
                        Way::Out
                    } else {
                        Way::OutClockwise
                    }
                }
                0 => Way::Clockwise,
                1 => Way::Anticlockwise,
                _ => Way::In,
            };
            assert_eq!(run.go(way), Stepped::Moved(cell));
        }
        assert_eq!(run.outcome, Some(Outcome::Won));
        assert_eq!(run.trail, route);
    }

    #[test]
    fn arrows_take_the_open_way_nearest_them_on_triangles() {
        let mut run = run(Shape::Triangle { width: 9, height: 6 });
        for &cell in &run.route()[1..] {
            let graph = run.maze.graph();
            let (a, b) = (graph.centre(run.mouse), graph.centre(cell));
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            // The arrow nearest the step: left/right or up/down.
            let way = if dx.abs() > dy.abs() {
                Way::Toward { x: dx.signum(), y: 0.0 }
            } else {
                Way::Toward { x: 0.0, y: dy.signum() }
            };
            assert_eq!(run.go(way), Stepped::Moved(cell));
        }
        assert_eq!(run.outcome, Some(Outcome::Won));
    }

    #[test]
    fn a_fast_rival_wins_and_keys_then_do_nothing() {
        let maze = make_maze(Shape::Hexagon { radius: 4 }, Algorithm::Prim, 2, 0.0).unwrap();
        let mut run = ShapedRun::new(maze, Some(2));
        run.tick();
        assert_eq!((run.ticks, run.rival.as_ref().unwrap().at), (0, 0), "the race starts with the first step");
        let first = run.route()[1];
        run.go(Way::Slot(run.maze.graph().slot_of(run.start, first).unwrap()));
        for _ in 0..2 * run.shortest {
            run.tick();
        }
        assert_eq!(run.outcome, Some(Outcome::Lost));
        assert_eq!(run.rival.as_ref().unwrap().cell(), run.goal);
        assert_eq!(run.go(Way::Slot(0)), Stepped::Over);
    }
}
