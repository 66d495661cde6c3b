//! Labyrinths (`unicursal::labyrinth`): from every perfect maze, one path through every cell
//! with its two ends side by side at the entrance, walked from end to end by BFS; braided
//! mazes and ones too big to double are refused with a message.

use mousemaze_maze::unicursal::{ENDS, LabyrinthError, labyrinth};
use mousemaze_maze::{Algorithm, Dir, Maze, MazeRng, Pos, Solver, braid};

/// Walks the path from one end: each step to the one neighbour not just left.
fn walk(path: &Maze) -> Vec<Pos> {
    let mut cells = vec![ENDS.0];
    let mut before: Option<Pos> = None;
    let mut at = ENDS.0;
    loop {
        let next = path.open_neighbors(at).map(|(_, n)| n).find(|&n| Some(n) != before);
        let Some(next) = next else { break };
        before = Some(at);
        at = next;
        cells.push(at);
        assert!(cells.len() <= path.len(), "a cycle, not a path");
    }
    cells
}

#[test]
fn every_perfect_maze_becomes_one_path_through_every_cell() {
    for algorithm in Algorithm::ALL {
        for (w, h, seed) in [(1, 1, 0), (1, 5, 1), (7, 1, 2), (9, 6, 3), (16, 11, 4)] {
            let Ok(maze) = algorithm.generate(w, h, seed) else { continue };
            let path = labyrinth(&maze).unwrap();
            assert_eq!((path.width(), path.height()), (2 * w, 2 * h));
            assert_eq!(path.passage_count(), path.len() - 1, "{algorithm} {w}×{h}: a tree with no branch");
            let walked = walk(&path);
            assert_eq!(walked.len(), path.len(), "{algorithm} {w}×{h}: every cell on the one path");
            assert_eq!(walked.last(), Some(&ENDS.1));
            let solved = Solver::Bfs.solve(&path, ENDS.0, ENDS.1).unwrap();
            assert_eq!(solved.path, walked, "the only route is the whole path");
        }
    }
}

#[test]
fn the_labyrinth_follows_the_old_mazes_walls() {
    let maze = Algorithm::Prim.generate(8, 6, 9).unwrap();
    let path = labyrinth(&maze).unwrap();
    for y in 0..6 {
        for x in 0..8 {
            let old = Pos::new(x, y);
            // An old wall on the east is a wall between the two blocks all along it.
            let east_wall = !maze.is_open(old, Dir::E) && x + 1 < 8;
            for dy in 0..2 {
                let right = Pos::new(2 * x + 1, 2 * y + dy);
                if east_wall {
                    assert!(!path.is_open(right, Dir::E), "{old}: the wall stays");
                }
            }
        }
    }
}

#[test]
fn braided_and_oversized_mazes_are_refused() {
    let mut maze = Algorithm::Backtracker.generate(10, 8, 1).unwrap();
    braid(&mut maze, 0.5, &mut MazeRng::new(1));
    let err = labyrinth(&maze).unwrap_err();
    assert!(matches!(err, LabyrinthError::NotPerfect { .. }));
    assert!(err.to_string().contains("leave out --braid"), "{err}");
    let wide = Maze::new(mousemaze_maze::MAX_SIDE, 1).unwrap();
    let mut perfect = wide.clone();
    for x in 0..mousemaze_maze::MAX_SIDE - 1 {
        perfect.carve(Pos::new(x, 0), Dir::E);
    }
    let err = labyrinth(&perfect).unwrap_err();
    assert!(err.to_string().starts_with("a labyrinth doubles each side: width"), "{err}");
}
