//! `generate --style micromouse` (`maze::generate::micromouse`): every maze keeps the contest
//! rules, checked here one by one over 1 000 seeds at 16×16 and more at other even sizes,
//! down to 4×6; and no 4×4 maze can keep them, checked over every one.

use mousemaze_maze::formats::MarkedMaze;
use mousemaze_maze::generate::micromouse;
use mousemaze_maze::{Dir, Maze, Pos, SolveError, Solver};

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

/// The mazes drawn by hand in the classic style (`tests/data/classic-style/`), which the
/// generator's numbers are tuned against, keep every rule too.
#[test]
fn the_mazes_drawn_by_hand_keep_every_rule() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/classic-style");
    let mut drawn = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "txt") {
            continue;
        }
        let marked = mousemaze_maze::formats::micromouse::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!((marked.maze.width(), marked.maze.height()), (16, 16), "{}", path.display());
        let broken = broken_rules(&marked);
        assert!(broken.is_empty(), "{}: {broken:?}", path.display());
        drawn += 1;
    }
    assert!(drawn >= 6, "{drawn} mazes drawn");
}

#[test]
fn other_even_sizes_keep_every_rule_and_odd_or_tiny_ones_are_refused() {
    for (w, h) in [(6, 6), (8, 6), (6, 10), (12, 20), (32, 32), (4, 6), (6, 4), (4, 16), (16, 4)] {
        for seed in 0..150 {
            let broken = broken_rules(&micromouse::generate(w, h, seed).unwrap());
            assert!(broken.is_empty(), "{w}×{h} seed {seed}: {broken:?}");
        }
    }
    let allowed = "allowed even sides from 4, one of them at least 6 (4×6 is the smallest, 16×16 the contest's)";
    for (w, h, why) in [
        (4, 4, "on 4×4 every cell outside the 2×2 goal touches it, so the start's third wall joins"),
        (2, 2, "a side of 2 is all goal room, with no cell outside it for the start"),
        (2, 16, "a side of 2 is all goal room"),
        (0, 16, "a side of 2 is all goal room"),
        (15, 16, "the 2×2 goal sits exactly in the centre, so both sides are even"),
        (16, 7, "the 2×2 goal sits exactly in the centre"),
    ] {
        let err = micromouse::generate(w, h, 1).unwrap_err().to_string();
        assert!(err.starts_with(&format!("{w}×{h} cannot be a micromouse maze: {why}")), "{w}×{h}: {err}");
        assert!(err.ends_with(allowed), "{w}×{h}: {err}");
    }
}

/// Whether `maze` keeps the rules a 4×4 maze could break: the goal `room` is reached from
/// `start` by a search, and by neither wall follower.
fn hidden_from_wall_followers(maze: &Maze, start: Pos, room: &[Pos]) -> bool {
    let followers = [Solver::WallFollowerLeft, Solver::WallFollowerRight];
    Solver::Bfs.solve_region(maze, start, room).is_ok()
        && followers.iter().all(|f| matches!(f.solve_region(maze, start, room), Err(SolveError::NoRoute { .. })))
}

/// Why 4×4 is refused: every 4×4 maze with the start in the bottom-left corner walled on
/// three sides (its way out north or east) and the centre 2×2 room open inside with one
/// entrance (every way to wall the other twelve inner sides, 16 384 mazes) lets a wall
/// follower find the goal, or lets nothing reach it. (Every post of a 4×4 maze is on the
/// outer wall or round the room, so the rule on lonely posts cannot help.)
#[test]
fn no_4x4_maze_keeps_the_rules() {
    let room = [(1, 1), (2, 1), (1, 2), (2, 2)].map(|(x, y)| Pos::new(x, y));
    let start = Pos::new(0, 3);
    let inner: Vec<(Pos, Dir)> = (0..4)
        .flat_map(|x| (0..4).flat_map(move |y| [(Pos::new(x, y), Dir::E), (Pos::new(x, y), Dir::S)]))
        .filter(|&(p, d)| (d == Dir::E && p.x < 3) || (d == Dir::S && p.y < 3))
        .collect();
    // How many of the two cells a side lies between are in the room.
    let in_room = |&&(p, d): &&(Pos, Dir)| {
        let n = Pos::new(p.x + u32::from(d == Dir::E), p.y + u32::from(d == Dir::S));
        usize::from(room.contains(&p)) + usize::from(room.contains(&n))
    };
    let inside: Vec<_> = inner.iter().filter(|s| in_room(s) == 2).collect();
    let entrances: Vec<_> = inner.iter().filter(|s| in_room(s) == 1).collect();
    let others: Vec<_> = inner.iter().filter(|s| in_room(s) == 0).collect();
    assert_eq!((inner.len(), inside.len(), entrances.len(), others.len()), (24, 4, 8, 12));
    let mut tried = 0;
    for entrance in &entrances {
        for open in 0u32..1 << others.len() {
            let mut maze = Maze::new(4, 4).unwrap();
            for &&(p, d) in inside.iter().chain([entrance]) {
                maze.carve(p, d);
            }
            for (k, &&(p, d)) in others.iter().enumerate() {
                if open >> k & 1 == 1 {
                    maze.carve(p, d);
                }
            }
            if maze.is_open(start, Dir::N) == maze.is_open(start, Dir::E) {
                continue; // not walled on exactly three sides
            }
            tried += 1;
            assert!(!hidden_from_wall_followers(&maze, start, &room), "a 4×4 maze keeps the rules:\n{maze:?}");
        }
    }
    assert_eq!(tried, 8 * (1 << 12) / 2);
    // The same check passes on the generator's smallest mazes, so it can tell.
    for (w, h) in [(6, 6), (4, 6), (6, 4)] {
        let marked = micromouse::generate(w, h, 3).unwrap();
        assert!(hidden_from_wall_followers(&marked.maze, marked.start.unwrap(), &marked.goals), "{w}×{h}");
    }
}
