//! The solvers that do not wait, on a maze with timed doors: each walks (or searches) as it
//! always does, one cell every `pace` ticks from `start_tick`, and tests each door when it gets
//! there. A door shut at that tick is a wall to it from then on, and it finds its way again,
//! as the seed's mouse did. Only [`Solver::Earliest`] waits for doors.
//!
//! ```
//! use mousemaze_maze::{Dir, Maze, Pos, Solver, doors::{Door, Doors}};
//! use mousemaze_maze::solve::shut_doors::solve_testing_doors;
//!
//! // A square of four cells; the short way east has a door that is shut at first.
//! let mut maze = Maze::new(2, 2).unwrap();
//! maze.carve(Pos::new(0, 0), Dir::E);
//! maze.carve(Pos::new(0, 0), Dir::S);
//! maze.carve(Pos::new(0, 1), Dir::E);
//! maze.carve(Pos::new(1, 1), Dir::N);
//! let mut doors = Doors::new(&maze);
//! doors.add(&maze, Door { at: Pos::new(0, 0), side: Dir::E, period: 100, open: 10, phase: 50 }).unwrap();
//! let found = solve_testing_doors(Solver::Bfs, &maze, &doors, Pos::new(0, 0), Pos::new(1, 0), 0, 20).unwrap();
//! assert_eq!(found.path, vec![Pos::new(0, 0), Pos::new(0, 1), Pos::new(1, 1), Pos::new(1, 0)]);
//! assert_eq!(found.shut, vec![(Pos::new(0, 0), Dir::E, 0)], "it met the door shut at tick 0");
//! ```

use super::{Solution, SolveError, Solver};
use crate::doors::Doors;
use crate::{Dir, Maze, Pos};

/// The most shut doors a solver may meet before it gives up.
pub const MAX_SHUT_DOORS: usize = 10_000;

/// A solver's route through doors it did not wait for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestedRoute {
    /// The path it found, each door on it open at the tick the path reaches it.
    pub path: Vec<Pos>,
    /// The doors it found shut: where, which side, and at which tick.
    pub shut: Vec<(Pos, Dir, u64)>,
}

/// Solves with `solver`, testing each door of `doors` at the tick the solver's walk (for a
/// walking solver) or its path (for a search) reaches it; a shut door becomes a wall and the
/// solver runs again. Fails when walls and shut doors cut the goal off, when the solver itself
/// fails, or after [`MAX_SHUT_DOORS`] shut doors.
pub fn solve_testing_doors(
    solver: Solver,
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    goal: Pos,
    start_tick: u64,
    pace: u32,
) -> Result<TestedRoute, SolveError> {
    let mut walled = maze.clone();
    let mut shut = Vec::new();
    loop {
        let mut walk = Vec::new();
        let solved = solver.solve_observed(&walled, start, goal, |step| {
            if solver.is_walk() && step.is_move() {
                walk.push(step.pos());
            }
        });
        let Solution { path, .. } = match solved {
            Err(SolveError::NotConnected { .. }) if !shut.is_empty() => {
                return Err(SolveError::ShutDoors { solver, doors: shut.len() });
            }
            other => other?,
        };
        // A search's moves are its path; a walker's are every step it took, back-outs included.
        let moves = if solver.is_walk() && !walk.is_empty() { &walk } else { &path };
        let met = moves.windows(2).enumerate().find_map(|(i, pair)| {
            let dir = walled.direction_to(pair[0], pair[1])?;
            let tick = start_tick + i as u64 * u64::from(pace.max(1));
            (!doors.is_open(pair[0], dir, tick)).then_some((pair[0], dir, tick))
        });
        let Some((at, dir, tick)) = met else { return Ok(TestedRoute { path, shut }) };
        if shut.len() >= MAX_SHUT_DOORS {
            return Err(SolveError::ShutDoors { solver, doors: shut.len() });
        }
        walled.build_wall(at, dir);
        shut.push((at, dir, tick));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;
    use crate::doors::{DoorAmount, place_doors};

    #[test]
    fn every_solver_goes_round_shut_doors_and_its_path_meets_only_open_ones() {
        for seed in 0..12 {
            let mut maze = Algorithm::Kruskal.generate(12, 9, seed).unwrap();
            crate::braid(&mut maze, 0.6, &mut crate::MazeRng::new(seed));
            let (start, goal) = maze.corners();
            let doors = place_doors(&maze, DoorAmount::Count(10), seed, start, goal).unwrap();
            for solver in Solver::ALL.into_iter().filter(|s| *s != Solver::Earliest) {
                let Ok(found) = solve_testing_doors(solver, &maze, &doors, start, goal, 0, 20) else { continue };
                assert!(crate::solve::is_valid_path(&maze, &found.path, start, goal), "{solver} seed {seed}");
                if !solver.is_walk() {
                    for (i, pair) in found.path.windows(2).enumerate() {
                        let dir = maze.direction_to(pair[0], pair[1]).unwrap();
                        assert!(
                            doors.is_open(pair[0], dir, i as u64 * 20),
                            "{solver} seed {seed}: a shut door on its path"
                        );
                    }
                }
                for &(at, dir, tick) in &found.shut {
                    assert!(
                        !doors.is_open(at, dir, tick) && doors.door(at, dir).is_some(),
                        "{solver}: a real shut door"
                    );
                }
            }
        }
    }
}
