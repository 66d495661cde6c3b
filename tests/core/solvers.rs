//! Every solver returns a valid path; the shortest-path solvers agree on its length.

use mousemaze::maze::solve::is_valid_path;
use mousemaze::maze::{Algorithm, Ends, MazeRng, Pos, SolveError, Solver, braid};

#[test]
fn every_solver_path_is_valid_and_shortest_solvers_agree() {
    for algorithm in Algorithm::ALL {
        for (w, h) in [(1, 1), (1, 8), (8, 1), (2, 2), (13, 9), (32, 32)] {
            for seed in 0..30 {
                for p in [0.0, 0.5] {
                    let mut maze = algorithm.generate(w, h, seed).unwrap();
                    braid(&mut maze, p, &mut MazeRng::new(seed));
                    for ends in [Ends::Corners, Ends::Farthest] {
                        let (start, goal) = ends.resolve(&maze);
                        let shortest = Solver::Bfs.solve(&maze, start, goal).unwrap().path.len();
                        for solver in Solver::ALL {
                            let context = format!("{solver} on {algorithm} {w}×{h} seed {seed} braid {p}");
                            match solver.solve(&maze, start, goal) {
                                Ok(solution) => {
                                    assert!(is_valid_path(&maze, &solution.path, start, goal), "{context}");
                                    assert!(solution.path.len() >= shortest, "{context}: shorter than shortest?");
                                    if solver.is_shortest() {
                                        assert_eq!(solution.path.len(), shortest, "{context}");
                                    }
                                    if p == 0.0 {
                                        assert_eq!(solution.path.len(), shortest, "{context}: a tree has one path");
                                    }
                                }
                                // Only methods that can be fooled by loops may give up, and only on loops.
                                Err(SolveError::NoRoute { .. }) => assert!(p > 0.0, "{context}"),
                                Err(e) => panic!("{context}: {e}"),
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn steps_report_every_visit_and_the_find() {
    let maze = Algorithm::Kruskal.generate(20, 20, 4).unwrap();
    let (start, goal) = maze.corners();
    for solver in Solver::ALL {
        let (solution, steps) = solver.record(&maze, start, goal).unwrap();
        let visits = steps.iter().filter(|s| matches!(s, mousemaze::maze::SolveStep::Visit(_))).count();
        assert_eq!(visits, solution.visited, "{solver}");
        assert_eq!(steps.last(), Some(&mousemaze::maze::SolveStep::Found(goal)), "{solver}");
    }
}

#[test]
fn a_start_outside_the_maze_is_a_clear_error() {
    let maze = Algorithm::Prim.generate(5, 5, 1).unwrap();
    for solver in Solver::ALL {
        let err = solver.solve(&maze, Pos::new(5, 0), Pos::new(0, 0)).unwrap_err();
        assert_eq!(err.to_string(), "(5, 0) is outside the 5×5 maze: x must be below 5, y below 5");
    }
}
