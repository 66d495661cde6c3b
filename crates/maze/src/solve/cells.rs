//! What the solvers written once over the maze model ([`Cells`]) share: the steps they
//! report in cells ([`CellStep`], which [`Solver`](super::Solver) turns into
//! [`SolveStep`]s on the square grid), the route back along ways kept as slots
//! ([`route_back`]), and a square route's cells as positions ([`positions`]).
//!
//! ```
//! use mousemaze_maze::{Algorithm, Solver};
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate, solve::solve};
//!
//! // One A*: positions on the square grid, cells on any other shape.
//! let square = Algorithm::Prim.generate(12, 8, 4).unwrap();
//! let (start, goal) = square.corners();
//! assert_eq!(Solver::AStar.solve(&square, start, goal).unwrap().path.first(), Some(&start));
//! let hexes = generate(Graph::new(Shape::Hex { width: 12, height: 8 }).unwrap(), Algorithm::Prim, 4).unwrap();
//! let (start, goal) = hexes.default_ends();
//! assert_eq!(solve(&hexes, Solver::AStar, start, goal).unwrap().first(), Some(&start));
//! ```

use super::SolveStep;
use crate::model::Cells;
use crate::{Dir, Maze, Pos};

/// One thing a solver over the model did, in cells: [`SolveStep`] without positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CellStep {
    /// The solver looked at (a walker: stepped forward into) this cell.
    Visit(usize),
    /// The walker stepped back into this cell.
    Backtrack(usize),
    /// The solver ruled this cell out without walking there.
    Fill(usize),
}

impl CellStep {
    /// The step on the square grid.
    #[inline]
    pub(crate) fn on_grid(self, maze: &Maze) -> SolveStep {
        match self {
            CellStep::Visit(cell) => SolveStep::Visit(maze.pos(cell)),
            CellStep::Backtrack(cell) => SolveStep::Backtrack(maze.pos(cell)),
            CellStep::Fill(cell) => SolveStep::Fill(maze.pos(cell)),
        }
    }
}

/// An observer of [`SolveStep`]s on `maze` as one of [`CellStep`]s.
#[inline]
pub(crate) fn in_cells<'a, F: FnMut(SolveStep)>(maze: &'a Maze, observe: &'a mut F) -> impl FnMut(CellStep) + 'a {
    move |step| observe(step.on_grid(maze))
}

/// The route from the start to `goal`, following `back` (the slot of each cell's way back
/// towards the start, `None` at the start), start first.
pub(crate) fn route_back<M: Cells>(maze: &M, goal: usize, back: impl Fn(usize) -> Option<usize>) -> Vec<usize> {
    let mut route = vec![goal];
    let mut at = goal;
    while let Some(slot) = back(at) {
        at = maze.beside(at, slot);
        route.push(at);
    }
    route.reverse();
    route
}

/// The cells of a route on the square grid (each a neighbour of the one before) as
/// positions, stepped along: no division but the first cell's.
pub(crate) fn positions(maze: &Maze, route: &[usize]) -> Vec<Pos> {
    let Some(&first) = route.first() else { return Vec::new() };
    let width = maze.width() as usize;
    let mut pos = maze.pos(first);
    let mut path = Vec::with_capacity(route.len());
    path.push(pos);
    for pair in route.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        // Rows first: on a grid one cell wide, the next cell down is also the next index.
        let dir = if to == from + width {
            Dir::S
        } else if to + width == from {
            Dir::N
        } else if to == from + 1 {
            Dir::E
        } else {
            Dir::W
        };
        pos = pos.moved(dir);
        path.push(pos);
    }
    path
}
