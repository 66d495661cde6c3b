//! A race of two is fair: on 1 000 generated mazes of each difficulty, both players start
//! on different cells whose shortest routes to the cheese are the same length.

use mousemaze::content::difficulty::Difficulty;
use mousemaze::maze::Solver;
use mousemaze::rules::Run;

#[test]
fn both_starts_have_equal_shortest_routes_on_a_thousand_mazes_of_each_difficulty() {
    for difficulty in Difficulty::ALL {
        for seed in 0..1000 {
            let run = Run::from_recipe_for(2, difficulty.recipe(seed), 6.5, &[]).unwrap();
            let (one, two) = (run.mice[0].mouse.cell, run.mice[1].mouse.cell);
            let steps = |from| Solver::Bfs.solve_region(&run.board.maze, from, run.board.goals()).unwrap().steps();
            assert_ne!(one, two, "{difficulty} seed {seed}: two starts");
            assert_eq!(steps(one), steps(two), "{difficulty} seed {seed}: {one:?} and {two:?}");
            assert_eq!(steps(one), run.shortest_moves, "{difficulty} seed {seed}");
            assert_eq!(run.board.start, one, "player one starts on the board's start");
        }
    }
}
