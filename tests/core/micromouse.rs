//! `generate --style micromouse` (`maze::generate::micromouse`): every maze keeps the contest
//! rules, checked here one by one over 1 000 seeds at 16×16 and more at other even sizes.

use mousemaze::maze::formats::MarkedMaze;
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::{Dir, Pos, SolveError, Solver};

use super::reachable_cells;

/// Every contest rule `marked` breaks, in words.
fn broken_rules(marked: &MarkedMaze) -> Vec<String> {
    let maze = &marked.maze;
    let (w, h) = (maze.width(), maze.height());
    let mut broken = Vec::new();
    let start = Pos::new(0, h - 1);
    if marked.start != Some(start) {
        broken.push(format!("the start is {:?}, not the bottom-left cell", marked.start));
    }
    let walls: Vec<Dir> = Dir::ALL.into_iter().filter(|d| !maze.is_open(start, *d)).collect();
    if walls != [Dir::E, Dir::S, Dir::W] {
        broken.push(format!("the start's walls are {walls:?}, not E, S and W"));
    }
    let (cx, cy) = (w / 2 - 1, h / 2 - 1);
    let room: Vec<Pos> = [(0, 0), (0, 1), (1, 0), (1, 1)].map(|(dx, dy)| Pos::new(cx + dx, cy + dy)).to_vec();
    if marked.goals != room {
        broken.push(format!("the goal is {:?}, not the centre 2×2", marked.goals));
    }
    let inside = [(0, Dir::E), (0, Dir::S), (3, Dir::N), (3, Dir::W)];
    if !inside.iter().all(|(k, d)| maze.is_open(room[*k], *d)) {
        broken.push("a wall inside the goal room".into());
    }
    let entrances = room
        .iter()
        .flat_map(|g| Dir::ALL.map(|d| (*g, d)))
        .filter(|(g, d)| maze.step(*g, *d).is_some_and(|n| !room.contains(&n)))
        .count();
    if entrances != 1 {
        broken.push(format!("the goal room has {entrances} entrances"));
    }
    for py in 1..h {
        for px in 1..w {
            let (nw, se) = (Pos::new(px - 1, py - 1), Pos::new(px, py));
            let bare =
                [(nw, Dir::E), (nw, Dir::S), (se, Dir::N), (se, Dir::W)].iter().all(|(c, d)| maze.is_open(*c, *d));
            if bare && se != room[3] {
                broken.push(format!("the post at the top left of {se} touches no wall"));
            }
        }
    }
    if reachable_cells(maze) != maze.len() {
        broken.push("some cells cannot be reached".into());
    }
    if Solver::Bfs.solve_region(maze, start, &room).is_err() {
        broken.push("the goal cannot be reached".into());
    }
    for follower in [Solver::WallFollowerLeft, Solver::WallFollowerRight] {
        match follower.solve_region(maze, start, &room) {
            Err(SolveError::NoRoute { .. }) => {}
            other => broken.push(format!("{follower} finds the goal: {other:?}")),
        }
    }
    broken
}

#[test]
fn a_thousand_16x16_contest_mazes_keep_every_rule() {
    for seed in 0..1000 {
        let marked = micromouse::generate(16, 16, seed).unwrap();
        let broken = broken_rules(&marked);
        assert!(broken.is_empty(), "seed {seed}: {broken:?}");
        assert_eq!(marked, micromouse::generate(16, 16, seed).unwrap(), "seed {seed} is not reproducible");
    }
}

#[test]
fn other_even_sizes_keep_every_rule_and_odd_or_tiny_ones_are_refused() {
    for (w, h) in [(6, 6), (8, 6), (6, 10), (12, 20), (32, 32)] {
        for seed in 0..150 {
            let broken = broken_rules(&micromouse::generate(w, h, seed).unwrap());
            assert!(broken.is_empty(), "{w}×{h} seed {seed}: {broken:?}");
        }
    }
    for (w, h) in [(4, 4), (2, 2), (15, 16), (16, 7), (0, 16)] {
        let err = micromouse::generate(w, h, 1).unwrap_err().to_string();
        assert!(err.contains("even sides of at least 6"), "{w}×{h}: {err}");
    }
}
