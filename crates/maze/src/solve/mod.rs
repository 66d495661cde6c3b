//! Maze solvers: the [`Solver`] enum names them for the CLI ([`super::names`]) and level files (serde),
//! one file per solver. Each returns a path of adjacent open cells from start to goal, and
//! each reports what it does one [`SolveStep`] at a time to an observer closure, so the
//! game can animate a search and a rival can "think" on screen.
//!
//! Two kinds of solver report steps differently:
//!
//! - The **searches** (BFS, A*, Dijkstra) look at cells in an order no mouse could walk:
//!   each [`SolveStep::Visit`] is the next cell they settle, wherever it is.
//!   Dead-end filling first reports the cells it rules out ([`SolveStep::Fill`]), then walks
//!   what is left.
//! - The **walkers** ([`Solver::is_walk`]: DFS, recursive DFS, Trémaux and the wall followers)
//!   move like a mouse. The positions of their [`SolveStep::Visit`] and
//!   [`SolveStep::Backtrack`] steps form one continuous walk: the first is the start, and
//!   each next one is an open neighbour of the one before. A walker that reaches the goal
//!   reports it last, so a rival can replay the steps as its moves, running into dead ends
//!   and walking back out of them. `Visit` is a step forward (new ground, or a loop closing);
//!   `Backtrack` is a step back along the way it came.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Backtracker.generate(15, 9, 3).unwrap();
//! let (start, goal) = maze.corners();
//! let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! let astar = Solver::AStar.solve(&maze, start, goal).unwrap();
//! assert_eq!(bfs.path.len(), astar.path.len());
//! assert_eq!(bfs.path.first(), Some(&start));
//!
//! // A walker's steps are moves: each one goes to a neighbour of the last.
//! let (_, steps) = Solver::Tremaux.record(&maze, start, goal).unwrap();
//! let moves: Vec<_> = steps.iter().filter(|s| s.is_move()).map(|s| s.pos()).collect();
//! assert_eq!(moves.first(), Some(&start));
//! assert!(moves.windows(2).all(|w| maze.open_neighbors(w[0]).any(|(_, p)| p == w[1])));
//! ```

pub(crate) mod astar;
pub(crate) mod bfs;
pub(crate) mod cells;
pub(crate) mod dead_end_fill;
pub(crate) mod dfs;
pub(crate) mod dijkstra;
pub mod earliest;
pub mod fastest;
mod goal;
mod recursive_dfs;
pub mod shut_doors;
pub(crate) mod tremaux;
mod walk;
mod wall_follower;

use std::fmt;

pub use dijkstra::{WeightedSolution, solve_weighted};

use super::doors::Doors;
use super::{Dir, Maze, Pos, distances};
use cells::{in_cells, positions};

/// One thing a solver did, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveStep {
    /// The solver looked at (entered) this cell. For a walker ([`Solver::is_walk`]), it
    /// stepped forward into it, so a cell may be visited more than once.
    Visit(Pos),
    /// The walker stepped back into this cell, giving up on the one it had come to from here.
    Backtrack(Pos),
    /// The goal was reached.
    Found(Pos),
    /// The solver ruled this cell out without walking there (dead-end filling fills it in).
    Fill(Pos),
}

impl SolveStep {
    /// The cell the step is about.
    pub fn pos(self) -> Pos {
        match self {
            SolveStep::Visit(p) | SolveStep::Backtrack(p) | SolveStep::Found(p) | SolveStep::Fill(p) => p,
        }
    }

    /// Whether the step moves the solver ([`SolveStep::Visit`] or [`SolveStep::Backtrack`]).
    pub fn is_move(self) -> bool {
        matches!(self, SolveStep::Visit(_) | SolveStep::Backtrack(_))
    }
}

/// The solvers by name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Solver {
    /// Breadth-first search: shortest path.
    #[default]
    Bfs,
    /// Iterative depth-first search: a path, not always the shortest.
    Dfs,
    /// A* with the Manhattan heuristic: shortest path, fewer cells visited.
    #[serde(rename = "astar")]
    AStar,
    /// Dijkstra: cheapest path over cell costs (all 1 here, so the shortest path).
    /// For other costs, see [`solve_weighted`].
    Dijkstra,
    /// Left hand on the wall: a path; can be caught in a loop on braided mazes (no route).
    WallFollowerLeft,
    /// Right hand on the wall: a path; can be caught in a loop on braided mazes (no route).
    WallFollowerRight,
    /// Dead-end filling: fills in dead ends, then walks what is left.
    DeadEndFill,
    /// Trémaux's method: marks passages as it walks, never takes one marked twice.
    Tremaux,
    /// The classic recursive "solve(x, y)", without recursion: goal's way first.
    RecursiveDfs,
    /// Earliest arrival through timed doors, waiting where that is faster (with no doors, a
    /// shortest path). For the doors, see [`earliest::earliest_arrival`].
    Earliest,
    /// The fastest route for a mouse slowed by turns and quick on straights, waiting for doors
    /// (longer in cells than the shortest where that is quicker). See [`fastest`].
    Fastest,
}

impl Solver {
    /// Every solver, in CLI order.
    pub const ALL: [Solver; 11] = [
        Solver::Bfs,
        Solver::Dfs,
        Solver::AStar,
        Solver::Dijkstra,
        Solver::WallFollowerLeft,
        Solver::WallFollowerRight,
        Solver::DeadEndFill,
        Solver::Tremaux,
        Solver::RecursiveDfs,
        Solver::Earliest,
        Solver::Fastest,
    ];

    /// The name the CLI and level files take.
    pub fn name(self) -> &'static str {
        super::names::Named::word(self)
    }

    /// Whether the path found is always a shortest one.
    pub fn is_shortest(self) -> bool {
        matches!(self, Solver::Bfs | Solver::AStar | Solver::Dijkstra | Solver::Earliest)
    }

    /// Whether the solver walks like a mouse: its [`SolveStep::Visit`] and
    /// [`SolveStep::Backtrack`] positions form one continuous walk from the start
    /// (see the [module docs](self)), so a rival can replay them as moves.
    pub fn is_walk(self) -> bool {
        matches!(
            self,
            Solver::Dfs | Solver::WallFollowerLeft | Solver::WallFollowerRight | Solver::Tremaux | Solver::RecursiveDfs
        )
    }

    /// Finds a path from `start` to `goal`.
    pub fn solve(self, maze: &Maze, start: Pos, goal: Pos) -> Result<Solution, SolveError> {
        self.solve_observed(maze, start, goal, |_| {})
    }

    /// Like [`Solver::solve`], telling `observe` every step.
    pub fn solve_observed<F: FnMut(SolveStep)>(
        self,
        maze: &Maze,
        start: Pos,
        goal: Pos,
        observe: F,
    ) -> Result<Solution, SolveError> {
        self.run(maze, start, &[goal], None, observe).map(|(solution, _)| solution)
    }

    /// Finds a path from `start` to the first cell of the goal region `goals` it reaches
    /// (see [`goal`]): with BFS, a shortest path to the nearest goal cell.
    pub fn solve_region(self, maze: &Maze, start: Pos, goals: &[Pos]) -> Result<Solution, SolveError> {
        self.solve_region_observed(maze, start, goals, |_| {})
    }

    /// Like [`Solver::solve_region`], telling `observe` every step.
    pub fn solve_region_observed<F: FnMut(SolveStep)>(
        self,
        maze: &Maze,
        start: Pos,
        goals: &[Pos],
        observe: F,
    ) -> Result<Solution, SolveError> {
        self.run(maze, start, goals, None, observe).map(|(solution, _)| solution)
    }

    /// Solves to the first cell of `goals` reached ([`goal`]), counting the visits and
    /// reporting the find, and returns the path's cost: by `costs` for Dijkstra when given
    /// (see [`solve_weighted`]), else its steps.
    fn run<F: FnMut(SolveStep)>(
        self,
        maze: &Maze,
        start: Pos,
        goals: &[Pos],
        costs: Option<&[u32]>,
        mut observe: F,
    ) -> Result<(Solution, u64), SolveError> {
        if !maze.contains(start) {
            return Err(SolveError::OutsideMaze { pos: start, width: maze.width(), height: maze.height() });
        }
        let region = goal::GoalRegion::new(maze, goals)?;
        let not_connected = SolveError::NotConnected { start, goal: region.first() };
        let goal = match self {
            Solver::Bfs => region.first(),
            _ => region.target(maze, start).ok_or(not_connected.clone())?,
        };
        let mut visited = 0usize;
        let mut counting = |step: SolveStep| {
            visited += matches!(step, SolveStep::Visit(_)) as usize;
            observe(step);
        };
        let (from, to) = (maze.index(start), maze.index(goal));
        let on_grid = |route: Option<Vec<usize>>| route.map(|route| positions(maze, &route));
        let mut cost = None;
        let path = match self {
            Solver::Bfs => bfs::solve(maze, start, |cell| region.holds(cell), &mut counting),
            Solver::Dfs => on_grid(dfs::solve(maze, from, to, &mut in_cells(maze, &mut counting))),
            Solver::AStar => on_grid(astar::solve(maze, from, to, &mut in_cells(maze, &mut counting))),
            Solver::Dijkstra => {
                let observe = &mut in_cells(maze, &mut counting);
                let found = match costs {
                    Some(costs) => dijkstra::cheapest(maze, from, to, |cell| costs[cell], observe),
                    None => dijkstra::cheapest(maze, from, to, |_| 1, observe),
                };
                found.map(|(route, total)| {
                    cost = Some(total);
                    positions(maze, &route)
                })
            }
            Solver::WallFollowerLeft => wall_follower::solve(maze, start, goal, Dir::left, &mut counting),
            Solver::WallFollowerRight => wall_follower::solve(maze, start, goal, Dir::right, &mut counting),
            Solver::DeadEndFill => on_grid(dead_end_fill::solve(maze, from, to, &mut in_cells(maze, &mut counting))),
            Solver::Tremaux => on_grid(tremaux::solve(maze, from, to, &mut in_cells(maze, &mut counting))),
            Solver::RecursiveDfs => on_grid(recursive_dfs::solve(maze, from, to, &mut in_cells(maze, &mut counting))),
            Solver::Earliest => {
                let visit = |pos| counting(SolveStep::Visit(pos));
                earliest::earliest_arrival_observed(maze, &Doors::new(maze), start, goal, 0, 1, visit).map(|r| r.path)
            }
            Solver::Fastest => {
                let visit = |pos| counting(SolveStep::Visit(pos));
                fastest::fastest_path_observed(maze, start, goal, &fastest::CostModel::MOUSE, visit)
            }
        };
        let Some(path) = path else {
            // One more search, only on failure, to tell a lost method from a walled-off goal.
            let distance = distances::distance_map(maze, start);
            let connected = goals.iter().any(|g| distance[maze.index(*g)] != distances::UNREACHED);
            return Err(if connected { SolveError::NoRoute { solver: self } } else { not_connected });
        };
        let path = region.cut(maze, path);
        counting(SolveStep::Found(*path.last().expect("a path has its start")));
        let cost = cost.unwrap_or(path.len() as u64 - 1);
        Ok((Solution { path, visited }, cost))
    }

    /// Solves and keeps every step, for animation.
    pub fn record(self, maze: &Maze, start: Pos, goal: Pos) -> Result<(Solution, Vec<SolveStep>), SolveError> {
        let mut steps = Vec::new();
        let solution = self.solve_observed(maze, start, goal, |s| steps.push(s))?;
        Ok((solution, steps))
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A path found by a solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Adjacent open cells from start to goal, both included.
    pub path: Vec<Pos>,
    /// How many [`SolveStep::Visit`]s the solver made to find it: the cells a search looked
    /// at, or the steps forward a walker took (which may enter a cell more than once).
    pub visited: usize,
}

impl Solution {
    /// The number of moves along the path.
    pub fn steps(&self) -> usize {
        self.path.len().saturating_sub(1)
    }
}

/// Why a solver found no path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The start or goal lies outside the maze.
    OutsideMaze { pos: Pos, width: u32, height: u32 },
    /// The solver ended without reaching the goal, though a route exists (a wall follower
    /// caught in a loop).
    NoRoute { solver: Solver },
    /// There is no route at all: walls separate the start from the goal.
    NotConnected { start: Pos, goal: Pos },
    /// A cost map for [`solve_weighted`] does not have one entry a cell.
    CostsLength { costs: usize, cells: usize },
    /// A solver that does not wait found the goal cut off by the doors it met shut (or met
    /// more than [`shut_doors::MAX_SHUT_DOORS`]).
    ShutDoors { solver: Solver, doors: usize },
    /// A goal region with no cell.
    NoGoal,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::OutsideMaze { pos, width, height } => {
                write!(f, "{pos} is outside the {width}×{height} maze: x must be below {width}, y below {height}")
            }
            SolveError::NoRoute { solver } => write!(f, "no route found by this method ({solver})"),
            SolveError::NotConnected { start, goal } => {
                write!(f, "no route from the start to the goal: walls separate the start {start} from the goal {goal}")
            }
            SolveError::NoGoal => f.write_str("no goal: a goal region has at least one cell"),
            SolveError::CostsLength { costs, cells } => {
                write!(f, "the cost map has {costs} entries, but the maze has {cells} cells: one a cell is needed")
            }
            SolveError::ShutDoors { solver, doors } => write!(
                f,
                "{solver} does not wait for doors, and the {doors} shut door{} it met cut{} the goal off: \
                 --solver earliest waits for them",
                if *doors == 1 { "" } else { "s" },
                if *doors == 1 { "s" } else { "" }
            ),
        }
    }
}

impl std::error::Error for SolveError {}

impl SolveError {
    /// The error with the cells of the maze it names (the start and goal that walls separate)
    /// renamed by `name`: a micromouse file's own coordinates ([`crate::formats::MazeFormat::file_pos`]).
    pub fn map_cells(self, name: impl Fn(Pos) -> Pos) -> SolveError {
        match self {
            SolveError::NotConnected { start, goal } => {
                SolveError::NotConnected { start: name(start), goal: name(goal) }
            }
            other => other,
        }
    }
}

/// Where a solve starts and ends when the user does not say.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ends {
    /// Top-left to bottom-right.
    #[default]
    Corners,
    /// The two ends of the maze's diameter (its longest shortest path).
    Farthest,
}

impl Ends {
    /// The start and goal cells for `maze`.
    pub fn resolve(self, maze: &Maze) -> (Pos, Pos) {
        match self {
            Ends::Corners => maze.corners(),
            Ends::Farthest => {
                let (a, b, _) = distances::diameter(maze);
                (a.min(b), a.max(b))
            }
        }
    }
}

/// Checks that `path` is a valid route: it starts at `start`, ends at `goal`, and each
/// move goes through an open wall to the next cell.
pub fn is_valid_path(maze: &Maze, path: &[Pos], start: Pos, goal: Pos) -> bool {
    path.first() == Some(&start)
        && path.last() == Some(&goal)
        && path.windows(2).all(|w| maze.open_neighbors(w[0]).any(|(_, p)| p == w[1]))
}
