//! The shape of 500 generated 16×16 contest mazes (`generate --style micromouse`) against the
//! numbers aimed for, those of real contest mazes: about 14 passages over a tree (loops) at
//! the median, a few dozen dead ends, long straights, and a shortest route of some 50–90
//! cells. `cargo test -p mousemaze-maze --test micromouse_stats -- --nocapture` prints the
//! distribution.

use mousemaze_maze::generate::micromouse;
use mousemaze_maze::{Dir, Maze, Pos, Solver};

struct Shape {
    loops: usize,
    dead_ends: usize,
    route: usize,
    longest_straight: usize,
}

fn shape(maze: &Maze, start: Pos, goals: &[Pos]) -> Shape {
    let cells: Vec<Pos> = (0..maze.len()).map(|i| maze.pos(i)).collect();
    let open = |c: Pos| Dir::ALL.iter().filter(|d| maze.is_open(c, **d)).count();
    let passages: usize = cells.iter().map(|c| [Dir::E, Dir::S].iter().filter(|d| maze.is_open(*c, **d)).count()).sum();
    let mut longest_straight = 0;
    for &c in &cells {
        for dir in [Dir::E, Dir::S] {
            let (mut at, mut run) = (c, 1);
            while maze.is_open(at, dir) {
                at = maze.neighbor(at, dir).unwrap();
                run += 1;
            }
            longest_straight = longest_straight.max(run);
        }
    }
    Shape {
        loops: passages + 1 - cells.len(),
        dead_ends: cells.iter().filter(|c| open(**c) == 1).count(),
        route: Solver::Bfs.solve_region(maze, start, goals).unwrap().path.len() - 1,
        longest_straight,
    }
}

fn median(mut v: Vec<usize>) -> (usize, usize, usize) {
    v.sort_unstable();
    (v[v.len() / 10], v[v.len() / 2], v[v.len() * 9 / 10])
}

#[test]
fn five_hundred_contest_mazes_look_like_real_ones() {
    let shapes: Vec<Shape> = (0..500)
        .map(|seed| {
            let marked = micromouse::generate(16, 16, seed).unwrap();
            shape(&marked.maze, marked.start.unwrap(), &marked.goals)
        })
        .collect();
    let loops = median(shapes.iter().map(|s| s.loops).collect());
    let dead_ends = median(shapes.iter().map(|s| s.dead_ends).collect());
    let route = median(shapes.iter().map(|s| s.route).collect());
    let straight = median(shapes.iter().map(|s| s.longest_straight).collect());
    eprintln!("over 500 mazes (10th percentile, median, 90th):");
    eprintln!("  loops (passages over a tree) {loops:?}, aimed: median about 14");
    eprintln!("  dead ends {dead_ends:?}");
    eprintln!("  shortest route, cells {route:?}");
    eprintln!("  longest straight, cells {straight:?}");
    assert!((12..=16).contains(&loops.1), "loops {loops:?}");
    assert!(loops.0 >= 8, "every maze has several routes: {loops:?}");
    assert!(straight.1 >= 7, "long straights: {straight:?}");
    assert!((20..=80).contains(&dead_ends.1), "dead ends {dead_ends:?}");
}
