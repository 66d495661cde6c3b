//! Every solver returns a valid path; the shortest-path solvers agree on its length; the
//! walkers' steps are walks; wall followers stop on loops; weighted Dijkstra is cheapest.

use mousemaze_maze::solve::{is_valid_path, solve_weighted};
use mousemaze_maze::{Algorithm, Dir, Ends, Maze, MazeRng, Pos, Solution, SolveError, SolveStep, Solver, braid};

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
                                // Only the wall followers can be fooled by loops, and only on loops.
                                Err(SolveError::NoRoute { .. }) => {
                                    let follower =
                                        matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight);
                                    assert!(p > 0.0 && follower, "{context}");
                                }
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
        let visits = steps.iter().filter(|s| matches!(s, SolveStep::Visit(_))).count();
        assert_eq!(visits, solution.visited, "{solver}");
        assert_eq!(steps.last(), Some(&SolveStep::Found(goal)), "{solver}");
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

/// Perfect and braided mazes of every algorithm, with both kinds of ends.
fn sample_mazes(sizes: &[(u32, u32)], seeds: u64, braids: &[f64]) -> Vec<(String, Maze, Pos, Pos)> {
    let mut mazes = Vec::new();
    for algorithm in Algorithm::ALL {
        for &(w, h) in sizes {
            for seed in 0..seeds {
                for &p in braids {
                    let mut maze = algorithm.generate(w, h, seed).unwrap();
                    braid(&mut maze, p, &mut MazeRng::new(seed));
                    for ends in [Ends::Corners, Ends::Farthest] {
                        let (start, goal) = ends.resolve(&maze);
                        let name = format!("{algorithm} {w}×{h} seed {seed} braid {p} {ends:?}");
                        mazes.push((name, maze.clone(), start, goal));
                    }
                }
            }
        }
    }
    mazes
}

fn adjacent(maze: &Maze, a: Pos, b: Pos) -> bool {
    maze.open_neighbors(a).any(|(_, p)| p == b)
}

/// Every step, whether or not the solver finds the goal.
fn all_steps(solver: Solver, maze: &Maze, start: Pos, goal: Pos) -> (Result<Solution, SolveError>, Vec<SolveStep>) {
    let mut steps = Vec::new();
    let result = solver.solve_observed(maze, start, goal, |s| steps.push(s));
    (result, steps)
}

#[test]
fn walkers_steps_are_one_continuous_walk_from_the_start() {
    let mazes = sample_mazes(&[(1, 1), (1, 7), (2, 2), (9, 6), (16, 16)], 12, &[0.0, 0.5, 1.0]);
    let walkers: Vec<Solver> = Solver::ALL.into_iter().filter(|s| s.is_walk()).collect();
    assert_eq!(walkers.len(), 5);
    // Dead-end filling's walk through what is left is a walk too, after its fills.
    for solver in walkers.into_iter().chain([Solver::DeadEndFill]) {
        for (name, maze, start, goal) in &mazes {
            let (result, steps) = all_steps(solver, maze, *start, *goal);
            let moves: Vec<Pos> = steps.iter().filter(|s| s.is_move()).map(|s| s.pos()).collect();
            assert_eq!(moves.first(), Some(start), "{solver} on {name}");
            for (i, pair) in moves.windows(2).enumerate() {
                assert!(adjacent(maze, pair[0], pair[1]), "{solver} on {name}: move {i} {} → {}", pair[0], pair[1]);
            }
            if result.is_ok() {
                assert_eq!(moves.last(), Some(goal), "{solver} on {name}: the walk ends at the goal");
                assert_eq!(steps.last(), Some(&SolveStep::Found(*goal)), "{solver} on {name}");
            }
        }
    }
}

#[test]
fn walks_are_bounded_and_wall_followers_give_up_on_loops_instead_of_spinning() {
    let mut gave_up = 0;
    for (name, maze, start, goal) in sample_mazes(&[(20, 20), (48, 31)], 8, &[0.3, 1.0]) {
        let cells = maze.len();
        for solver in [Solver::WallFollowerLeft, Solver::WallFollowerRight, Solver::Tremaux] {
            let (result, steps) = all_steps(solver, &maze, start, goal);
            let moves = steps.iter().filter(|s| s.is_move()).count() - 1;
            match solver {
                // Each passage at most twice.
                Solver::Tremaux => assert!(moves <= 2 * maze.passage_count(), "{solver} on {name}: {moves} moves"),
                // Four facings a cell, each stood in at most once.
                _ => assert!(moves <= 4 * cells, "{solver} on {name}: {moves} moves"),
            }
            match result {
                Ok(solution) => assert!(is_valid_path(&maze, &solution.path, start, goal), "{solver} on {name}"),
                Err(SolveError::NoRoute { solver: s }) => {
                    assert_eq!(s, solver);
                    assert_ne!(solver, Solver::Tremaux, "{name}: Trémaux always finds a route");
                    gave_up += 1;
                }
                Err(e) => panic!("{solver} on {name}: {e}"),
            }
        }
    }
    assert!(gave_up > 0, "the braided samples should catch a wall follower in a loop");
}

/// A 3×3 ring of cells round the goal in the middle, which opens off the ring's north side.
/// The walls round the goal touch no other wall, so no hand on the outer wall finds it.
fn ring_round_the_goal() -> (Maze, Pos) {
    let mut maze = Maze::open(3, 3).unwrap();
    let centre = Pos::new(1, 1);
    for dir in [Dir::E, Dir::S, Dir::W] {
        maze.build_wall(centre, dir);
    }
    (maze, centre)
}

#[test]
fn wall_followers_report_no_route_round_a_loop_about_the_goal() {
    let (maze, goal) = ring_round_the_goal();
    for solver in [Solver::WallFollowerLeft, Solver::WallFollowerRight] {
        for start in (0..maze.len()).map(|i| maze.pos(i)).filter(|&p| p != goal) {
            let (result, steps) = all_steps(solver, &maze, start, goal);
            let err = result.unwrap_err();
            assert_eq!(err, SolveError::NoRoute { solver }, "{solver} from {start}");
            assert!(err.to_string().starts_with("no route found by this method ("), "{err}");
            assert!(steps.len() <= 4 * maze.len() + 1, "{solver} from {start}: {} steps", steps.len());
            assert!(!steps.contains(&SolveStep::Visit(goal)), "{solver} from {start}");
        }
    }
    // The methods that do not follow a wall find it.
    for solver in Solver::ALL.into_iter().filter(|s| !matches!(s, Solver::WallFollowerLeft | Solver::WallFollowerRight))
    {
        let found = solver.solve(&maze, Pos::new(2, 2), goal).unwrap();
        assert_eq!(found.steps(), 4, "{solver}");
    }
}

/// The exact steps of the textbook recursive solver, recursion and all (fine on small mazes).
fn recursive_steps(maze: &Maze, start: Pos, goal: Pos, order: &dyn Fn(Pos) -> Vec<Dir>) -> Vec<SolveStep> {
    fn solve(
        maze: &Maze,
        cell: Pos,
        goal: Pos,
        order: &dyn Fn(Pos) -> Vec<Dir>,
        seen: &mut [bool],
        steps: &mut Vec<SolveStep>,
    ) -> bool {
        seen[maze.index(cell)] = true;
        steps.push(SolveStep::Visit(cell));
        if cell == goal {
            return true;
        }
        for dir in order(cell) {
            if let Some(next) = maze.step(cell, dir).filter(|n| !seen[maze.index(*n)]) {
                if solve(maze, next, goal, order, seen, steps) {
                    return true;
                }
                steps.push(SolveStep::Backtrack(cell));
            }
        }
        false
    }
    let mut steps = Vec::new();
    if solve(maze, start, goal, order, &mut vec![false; maze.len()], &mut steps) {
        steps.push(SolveStep::Found(goal));
    }
    steps
}

#[test]
fn recursive_dfs_and_dfs_take_the_steps_of_the_recursive_textbook_solver() {
    let goal_first = |goal: Pos| {
        move |at: Pos| {
            let (dx, dy) = (i64::from(goal.x) - i64::from(at.x), i64::from(goal.y) - i64::from(at.y));
            let mut dirs = Dir::ALL.to_vec();
            dirs.sort_by_key(|d| std::cmp::Reverse(i64::from(d.delta().0) * dx + i64::from(d.delta().1) * dy));
            dirs
        }
    };
    let mut differ = 0;
    for (name, maze, start, goal) in sample_mazes(&[(1, 1), (5, 3), (12, 12)], 10, &[0.0, 0.6]) {
        let (_, steps) = all_steps(Solver::RecursiveDfs, &maze, start, goal);
        assert_eq!(steps, recursive_steps(&maze, start, goal, &goal_first(goal)), "recursive-dfs on {name}");
        let (_, dfs_steps) = all_steps(Solver::Dfs, &maze, start, goal);
        assert_eq!(dfs_steps, recursive_steps(&maze, start, goal, &|_| Dir::ALL.to_vec()), "dfs on {name}");
        differ += (steps != dfs_steps) as usize;
    }
    assert!(differ > 0, "trying the goal's way first should change some searches");
}

/// Cheapest entry costs by Bellman–Ford relaxation: independent of the heap.
fn bellman_ford(maze: &Maze, costs: &[u32], start: Pos) -> Vec<u64> {
    let mut best = vec![u64::MAX; maze.len()];
    best[maze.index(start)] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..maze.len() {
            if best[i] == u64::MAX {
                continue;
            }
            for (_, n) in maze.open_neighbors(maze.pos(i)) {
                let j = maze.index(n);
                if best[i] + u64::from(costs[j]) < best[j] {
                    best[j] = best[i] + u64::from(costs[j]);
                    changed = true;
                }
            }
        }
    }
    best
}

#[test]
fn weighted_dijkstra_finds_the_cheapest_path() {
    for (name, maze, start, goal) in sample_mazes(&[(2, 2), (7, 5), (12, 12)], 6, &[0.0, 0.5, 1.0]) {
        let mut rng = MazeRng::new(maze.fingerprint());
        let costs: Vec<u32> = (0..maze.len()).map(|_| rng.below(10)).collect();
        let found = solve_weighted(&maze, &costs, start, goal, |_| {}).unwrap();
        let path = &found.solution.path;
        assert!(is_valid_path(&maze, path, start, goal), "{name}");
        let paid: u64 = path[1..].iter().map(|p| u64::from(costs[maze.index(*p)])).sum();
        assert_eq!(found.cost, paid, "{name}: the cost is what the path pays");
        assert_eq!(found.cost, bellman_ford(&maze, &costs, start)[maze.index(goal)], "{name}");

        let uniform = solve_weighted(&maze, &vec![1; maze.len()], start, goal, |_| {}).unwrap();
        let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
        assert_eq!(uniform.cost as usize, bfs.steps(), "{name}");
        assert_eq!(uniform.solution.path.len(), bfs.path.len(), "{name}");
        assert_eq!(uniform.solution, Solver::Dijkstra.solve(&maze, start, goal).unwrap(), "{name}");
    }
}

#[test]
fn weighted_dijkstra_goes_round_expensive_cells_and_checks_its_costs() {
    // An open 5×2 room: mud in the top row's middle sends the path round through the bottom row.
    let maze = Maze::open(5, 2).unwrap();
    let mut costs = vec![1; maze.len()];
    costs[maze.index(Pos::new(2, 0))] = 4;
    let found = solve_weighted(&maze, &costs, Pos::new(0, 0), Pos::new(4, 0), |_| {}).unwrap();
    assert_eq!(found.cost, 6);
    assert!(found.solution.path.contains(&Pos::new(2, 1)));
    costs[maze.index(Pos::new(2, 0))] = 2;
    let through = solve_weighted(&maze, &costs, Pos::new(0, 0), Pos::new(4, 0), |_| {}).unwrap();
    assert_eq!((through.cost, through.solution.steps()), (5, 4));

    let err = solve_weighted(&maze, &[1; 3], Pos::new(0, 0), Pos::new(4, 0), |_| {}).unwrap_err();
    assert_eq!(err, SolveError::CostsLength { costs: 3, cells: 10 });
    assert_eq!(err.to_string(), "the cost map has 3 entries, but the maze has 10 cells: one a cell is needed");
}

#[test]
fn solver_names_match_the_cli_and_level_files() {
    use mousemaze_maze::names::Named;
    use serde::Deserialize;
    use serde::de::IntoDeserializer;
    for solver in Solver::ALL {
        let name = solver.name();
        assert_eq!(solver.word(), name);
        assert_eq!(name.parse::<Solver>(), Ok(solver));
        let de: serde::de::value::StrDeserializer<'_, serde::de::value::Error> = name.into_deserializer();
        assert_eq!(Solver::deserialize(de), Ok(solver));
        assert_eq!(solver.to_string(), name);
    }
    assert_eq!(Solver::WallFollowerLeft.name(), "wall-follower-left");
}

/// Goal regions: every solver stops at the first goal cell it reaches, with a valid path that
/// touches the region only at its end; the shortest-path solvers reach the nearest goal cell,
/// as far as BFS's own distances say; a region walled off is "not connected".
#[test]
fn solvers_stop_at_the_first_cell_of_a_goal_region() {
    let mut rng = MazeRng::new(11);
    for (name, maze, start, _) in sample_mazes(&[(1, 6), (9, 7), (16, 16)], 12, &[0.0, 0.4]) {
        let goals: Vec<Pos> =
            (0..1 + rng.below(6)).map(|_| Pos::new(rng.below(maze.width()), rng.below(maze.height()))).collect();
        let distance = mousemaze_maze::distances::distance_map(&maze, start);
        let nearest = goals.iter().map(|g| distance[maze.index(*g)]).min().unwrap();
        for solver in Solver::ALL {
            let context = format!("{solver} on {name} to {goals:?}");
            let solution = match solver.solve_region(&maze, start, &goals) {
                Ok(solution) => solution,
                Err(SolveError::NoRoute { .. }) if !solver.is_shortest() => continue,
                Err(e) => panic!("{context}: {e}"),
            };
            let path = &solution.path;
            let end = *path.last().unwrap();
            assert!(is_valid_path(&maze, path, start, end), "{context}");
            assert!(goals.contains(&end), "{context}");
            assert!(path[..path.len() - 1].iter().all(|p| !goals.contains(p)), "{context}: passed a goal cell");
            if solver.is_shortest() {
                assert_eq!(solution.steps() as u32, nearest, "{context}");
            }
        }
        // One goal cell: the same as the single-goal API.
        let one = [goals[0]];
        assert_eq!(Solver::Bfs.solve_region(&maze, start, &one), Solver::Bfs.solve(&maze, start, goals[0]));
    }
    // A region walled off from the start, and an empty region.
    let mut maze = Maze::new(3, 1).unwrap();
    maze.carve(Pos::new(1, 0), Dir::E);
    let goals = [Pos::new(1, 0), Pos::new(2, 0)];
    let err = Solver::Bfs.solve_region(&maze, Pos::new(0, 0), &goals).unwrap_err();
    assert_eq!(
        err.to_string(),
        "no route from the start to the goal: walls separate the start (0, 0) from the goal (1, 0)"
    );
    assert_eq!(Solver::Tremaux.solve_region(&maze, Pos::new(0, 0), &goals), Err(err));
    assert_eq!(Solver::Dfs.solve_region(&maze, Pos::new(0, 0), &[]), Err(SolveError::NoGoal));
}
