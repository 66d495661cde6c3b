//! The shape of 500 generated 16×16 contest mazes (`generate --style micromouse`) against
//! mazes drawn by hand in the classic contest style (`tests/data/classic-style/*.txt`: long
//! straights, diagonal staircases, several routes of about the same length, the 2×2 goal room
//! with one way in): passages over a tree (loops), dead ends, the shortest route and the
//! longest straight, at the 10th percentile, the median and the 90th; and the medians of the
//! first three beside those of 519 real classic 16×16 contest mazes (issue 54: loops 14, dead
//! ends 30, shortest route 54 cells, its middle half 43 to 69), whose shortest way real
//! designers make long and winding.
//! `cargo test -p mousemaze-maze --test main micromouse_stats -- --nocapture` prints the table.

use std::path::Path;

use mousemaze_maze::formats::{MarkedMaze, micromouse};
use mousemaze_maze::generate::micromouse as contest;
use mousemaze_maze::{Dir, Pos, Solver};

/// The numbers compared, for one maze.
struct Shape {
    loops: usize,
    dead_ends: usize,
    route: usize,
    longest_straight: usize,
}

fn shape(marked: &MarkedMaze) -> Shape {
    let maze = &marked.maze;
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
    let start = marked.start.expect("a contest maze has a start");
    Shape {
        loops: passages + 1 - cells.len(),
        dead_ends: cells.iter().filter(|c| open(**c) == 1).count(),
        route: Solver::Bfs.solve_region(maze, start, &marked.goals).unwrap().path.len() - 1,
        longest_straight,
    }
}

/// The 10th percentile, the median and the 90th.
type Spread = (usize, usize, usize);

fn spread(mut v: Vec<usize>) -> Spread {
    v.sort_unstable();
    (v[v.len() / 10], v[v.len() / 2], v[(v.len() * 9 / 10).min(v.len() - 1)])
}

/// Loops, dead ends, route and straight over `shapes`.
fn spreads(shapes: &[Shape]) -> [Spread; 4] {
    [
        spread(shapes.iter().map(|s| s.loops).collect()),
        spread(shapes.iter().map(|s| s.dead_ends).collect()),
        spread(shapes.iter().map(|s| s.route).collect()),
        spread(shapes.iter().map(|s| s.longest_straight).collect()),
    ]
}

/// The mazes drawn by hand, by file name.
fn drawn() -> Vec<(String, MarkedMaze)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/classic-style");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let marked = micromouse::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.file_name().unwrap().to_string_lossy().into_owned(), marked)
        })
        .collect()
}

#[test]
fn five_hundred_contest_mazes_look_like_the_ones_drawn_by_hand() {
    let drawn = drawn();
    assert!(drawn.len() >= 6, "the classic-style mazes drawn by hand: {}", drawn.len());
    let drawn_shapes: Vec<Shape> = drawn.iter().map(|(_, m)| shape(m)).collect();
    for ((name, _), s) in drawn.iter().zip(&drawn_shapes) {
        eprintln!(
            "  {name}: loops {}, dead ends {}, route {}, straight {}",
            s.loops, s.dead_ends, s.route, s.longest_straight
        );
    }
    let generated: Vec<Shape> = (0..500).map(|seed| shape(&contest::generate(16, 16, seed).unwrap())).collect();
    let (ours, theirs) = (spreads(&generated), spreads(&drawn_shapes));
    eprintln!("10th percentile, median, 90th: generated (500) | drawn ({})", drawn.len());
    for (name, (g, d)) in
        ["loops", "dead ends", "shortest route", "longest straight"].iter().zip(ours.iter().zip(&theirs))
    {
        eprintln!("  {name:<16} {g:?} | {d:?}");
    }
    // The medians beside those of the real mazes, and the route's middle half.
    let quartiles = {
        let mut routes: Vec<usize> = generated.iter().map(|s| s.route).collect();
        routes.sort_unstable();
        (routes[routes.len() / 4], routes[routes.len() * 3 / 4])
    };
    eprintln!("medians: generated (500) | real classic contest mazes (519)");
    for (name, (ours, real)) in ["loops", "dead ends", "shortest route"].iter().zip(ours.iter().zip(REAL_MEDIANS)) {
        eprintln!("  {name:<16} {:<4} | {real}", ours.1);
    }
    eprintln!(
        "  route p25–p75    {}–{} | {}–{}",
        quartiles.0, quartiles.1, REAL_ROUTE_QUARTILES.0, REAL_ROUTE_QUARTILES.1
    );
    let [loops, dead_ends, route, straight] = ours;
    let [drawn_loops, drawn_dead_ends, _, drawn_straight] = theirs;
    assert!(loops.1.abs_diff(drawn_loops.1) <= 2 && loops.0 >= 10, "loops {loops:?} against {drawn_loops:?}");
    assert!(loops.1.abs_diff(REAL_MEDIANS[0]) <= 2, "loops {loops:?} against the real median {}", REAL_MEDIANS[0]);
    assert!(dead_ends.1.abs_diff(drawn_dead_ends.1) <= 4, "dead ends {dead_ends:?} against {drawn_dead_ends:?}");
    assert!(dead_ends.1.abs_diff(REAL_MEDIANS[1]) <= 4, "dead ends {dead_ends:?} against the real {}", REAL_MEDIANS[1]);
    // The short way long and winding, as in real mazes: the median within 6 cells of theirs,
    // the middle half overlapping most of theirs.
    assert!(route.1.abs_diff(REAL_MEDIANS[2]) <= 6, "routes {route:?} against the real median {}", REAL_MEDIANS[2]);
    assert!(
        quartiles.0.abs_diff(REAL_ROUTE_QUARTILES.0) <= 8 && quartiles.1.abs_diff(REAL_ROUTE_QUARTILES.1) <= 10,
        "routes' middle half {quartiles:?} against the real {REAL_ROUTE_QUARTILES:?}"
    );
    assert!(generated.iter().all(|s| s.route >= contest::min_route(16, 16)), "every route at least the minimum");
    assert!(straight.1 + 4 >= drawn_straight.1, "long straights {straight:?} against {drawn_straight:?}");
}

/// The medians of 519 real classic 16×16 contest mazes (the public collections, 1980 on; issue
/// 54): loops (passages over a tree), dead ends, and the shortest route in cells from the start
/// to the nearest goal cell; and that route's 25th and 75th percentiles.
const REAL_MEDIANS: [usize; 3] = [14, 30, 54];
const REAL_ROUTE_QUARTILES: (usize, usize) = (43, 69);
