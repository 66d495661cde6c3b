//! Micromouse contest mazes: a maze that follows the contest's rules, on any even sides from
//! 4 but 4×4 (16×16 is the classic field; no 4×4 maze can keep the rules, see [`check_sides`]):
//!
//! - the start is the bottom-left cell, walled on three sides, its way out to the north;
//! - the goal is a 2×2 room in the centre, with no wall inside and exactly one entrance;
//! - every post but the room's centre one is touched by at least one wall (no lonely posts);
//! - a wall follower cannot find the goal: the room stands on an island of walls, ringed by an
//!   open corridor, so a hand kept on any wall joined to the outer wall never leads inside.
//!
//! How: a depth-first spanning tree of every cell outside the room and the ring of cells round
//! it (explicit stack, the start entered only from the north); the ring joined to the tree
//! from its deepest cells beside it, so the short way to the goal is long and winding as real
//! designers draw it (median 53 cells against 54 in real classic mazes); the room opened
//! inside and given one random entrance, the twelve walls across the ring opened (loops
//! around the goal), then each lonely post gets back one of its walls that is not part of the
//! ring, and about eleven more walls are opened (no post left lonely), as real contest mazes
//! have about 14 loops.
//! The tree goes on straight and zigzags often (long straights and diagonal staircases) and now
//! and then grows a side branch from an older cell (dead ends). A maze whose shortest route is
//! under [`min_route`] (30 on 16×16) is drawn again from the seed's next numbers. The numbers
//! are tuned against mazes drawn by hand in the classic style (`tests/data/classic-style/`;
//! `crates/maze/tests/micromouse_stats.rs` compares them). Seeded by [`MazeRng`]: a seed
//! gives the same maze everywhere.
//!
//! ```
//! use mousemaze_maze::{Pos, Solver, generate::micromouse};
//!
//! let marked = micromouse::generate(16, 16, 7).unwrap();
//! assert_eq!(marked.start, Some(Pos::new(0, 15)));
//! assert_eq!(marked.goals.len(), 4);
//! let start = marked.start.unwrap();
//! assert!(Solver::Bfs.solve_region(&marked.maze, start, &marked.goals).is_ok());
//! assert!(Solver::WallFollowerLeft.solve_region(&marked.maze, start, &marked.goals).is_err());
//! assert!(micromouse::generate(16, 15, 7).is_err());
//! ```

use std::fmt;

use super::straight_step::keep_straight;
use crate::formats::MarkedMaze;
use crate::{Dir, Maze, MazeError, MazeRng, Pos};

/// The smallest side, with the other side at least [`MIN_LONG_SIDE`]: the ring round the room
/// must keep clear of the start.
pub const MIN_SIDE: u32 = 4;

/// The smallest longer side: 4×4 is refused.
pub const MIN_LONG_SIDE: u32 = 6;

/// Why no contest maze was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MicromouseError {
    /// A side is odd or below [`MIN_SIDE`], or both are below [`MIN_LONG_SIDE`].
    Side {
        width: u32,
        height: u32,
    },
    Size(MazeError),
}

impl fmt::Display for MicromouseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MicromouseError::Side { width, height } => write!(
                f,
                "{width}×{height} cannot be a micromouse maze: {}; allowed even sides from {MIN_SIDE}, one of them \
                 at least {MIN_LONG_SIDE} (4×6 is the smallest, 16×16 the contest's)",
                why_not(*width, *height)
            ),
            MicromouseError::Size(e) => e.fmt(f),
        }
    }
}

/// Why `width`×`height`, refused by [`check_sides`], makes no contest maze.
fn why_not(width: u32, height: u32) -> &'static str {
    if !width.is_multiple_of(2) || !height.is_multiple_of(2) {
        "the 2×2 goal sits exactly in the centre, so both sides are even"
    } else if width.min(height) <= 2 {
        "a side of 2 is all goal room, with no cell outside it for the start"
    } else {
        "on 4×4 every cell outside the 2×2 goal touches it, so the start's third wall joins the goal's walls \
         to the outer wall and a wall follower finds the goal"
    }
}

impl std::error::Error for MicromouseError {}

/// Checks that a contest maze can be `width`×`height`: even sides from [`MIN_SIDE`], one of
/// them at least [`MIN_LONG_SIDE`]. On 4×4 every cell outside the room touches it, so every
/// inner wall outside the room (the start's third wall among them) joins the room's walls to
/// the outer wall, and a hand kept on the wall leads in: no 4×4 maze keeps the rules
/// (`crates/maze/tests/micromouse.rs` tries every one).
pub fn check_sides(width: u32, height: u32) -> Result<(), MicromouseError> {
    let even = |side: u32| side >= MIN_SIDE && side.is_multiple_of(2);
    if even(width) && even(height) && width.max(height) >= MIN_LONG_SIDE {
        Ok(())
    } else {
        Err(MicromouseError::Side { width, height })
    }
}

/// A contest maze from `seed`, with its start and 2×2 goal. A maze whose shortest route is
/// under [`min_route`] (a near-straight run to the goal, which hand-drawn contest mazes never
/// have) is drawn again from the seed's next numbers, up to [`TRIES`] times (then the one with
/// the longest route is kept: the small sizes cannot always have it).
pub fn generate(width: u32, height: u32, seed: u64) -> Result<MarkedMaze, MicromouseError> {
    check_sides(width, height)?;
    let blank = Maze::new(width, height).map_err(MicromouseError::Size)?;
    let mut rng = MazeRng::new(seed);
    let goals = MarkedMaze::contest_goals(&blank);
    let (start, _) = MarkedMaze::contest_start(&blank);
    let wanted = min_route(width, height);
    let mut best: Option<(u32, Maze)> = None;
    for _ in 0..TRIES {
        let maze = draw(blank.clone(), &mut rng, start, &goals);
        let steps = steps_from(&maze, start);
        let route = goals.iter().map(|g| steps[maze.index(*g)]).min().unwrap_or(u32::MAX);
        if best.as_ref().is_none_or(|(longest, _)| route > *longest) {
            best = Some((route, maze));
        }
        if route as usize >= wanted {
            break;
        }
    }
    let (_, maze) = best.expect("at least one try");
    Ok(MarkedMaze::new(maze, Some(start), goals))
}

/// How many mazes [`generate`] draws at most for one seed.
pub const TRIES: usize = 64;

/// The shortest route a contest maze of `width`×`height` should have, in steps: twice the
/// straight-line (Manhattan) distance from the start to the room, plus two (30 on 16×16).
pub fn min_route(width: u32, height: u32) -> usize {
    let manhattan = (width / 2 - 1) + (height / 2 - 1);
    2 * manhattan as usize + 2
}

/// One try at a contest maze on `maze` (all walls up).
fn draw(mut maze: Maze, rng: &mut MazeRng, start: Pos, goals: &[Pos]) -> Maze {
    let room = |p: Pos| goals.contains(&p);
    let (x, y) = (goals[0].x, goals[0].y);
    // The ring of cells round the room.
    let ring = |p: Pos| !room(p) && p.x + 1 >= x && p.x <= x + 2 && p.y + 1 >= y && p.y <= y + 2;
    // The tree first grows everywhere but the room and its ring, so the ring can be joined to
    // it where the tree is already deep: the way to the goal is long and winding.
    spanning_tree(&mut maze, rng, start, &|p| room(p) || ring(p));
    join_ring(&mut maze, rng, start, &ring);
    // The room: open inside, one way in.
    for (pos, dir) in [((x, y), Dir::E), ((x, y), Dir::S), ((x + 1, y + 1), Dir::N), ((x + 1, y + 1), Dir::W)] {
        maze.carve(Pos::new(pos.0, pos.1), dir);
    }
    let doors: Vec<(Pos, Dir)> = goals
        .iter()
        .flat_map(|g| Dir::ALL.map(|d| (*g, d)))
        .filter(|(g, d)| maze.neighbor(*g, *d).is_some_and(|n| !room(n)))
        .collect();
    let (cell, dir) = doors[rng.index(doors.len())];
    maze.carve(cell, dir);
    // The ring: every wall across it opened.
    for cell in (x - 1..=x + 2).flat_map(|rx| (y - 1..=y + 2).map(move |ry| Pos::new(rx, ry))).filter(|p| ring(*p)) {
        for dir in [Dir::E, Dir::S] {
            if maze.neighbor(cell, dir).is_some_and(ring) {
                maze.carve(cell, dir);
            }
        }
    }
    // On small mazes the ring can cut the field in two: the tree goes on from the ring.
    grow_from_ring(&mut maze, rng, start, &ring);
    fill_lonely_posts(&mut maze, rng, Pos::new(x + 1, y + 1), &ring);
    let extra = (maze.len() * EXTRA_PASSAGES_16X16).div_ceil(256);
    open_loops(&mut maze, rng, extra, start, &|p| room(p) || p == start);
    maze
}

/// How many ways into the ring round the room (before the loops): the first where the tree
/// is deep ([`RING_DEPTH`]), the others about as far from the start.
const RING_WAYS: usize = 2;
/// Which of the tree's cells beside the ring the first way in leaves from, as a share of the
/// way from the shallowest (0) to the deepest (1): real designers make the short way long.
/// At 1 (the deepest, or within 2 steps of it) the shortest routes over 500 mazes are 43, 53
/// and 66 cells at the 25th percentile, the median and the 75th (real ones: 43, 54, 69).
const RING_DEPTH: f64 = 1.0;

/// Joins the ring round the room to the tree: [`RING_WAYS`] walls opened between the ring
/// and tree cells beside it, the first from a cell at [`RING_DEPTH`] of their spread of
/// steps from the start, the others from cells at most [`SIMILAR_STEPS`] from it (no shortcut).
fn join_ring(maze: &mut Maze, rng: &mut MazeRng, start: Pos, ring: &dyn Fn(Pos) -> bool) {
    let steps = steps_from(maze, start);
    let mut ways: Vec<(Pos, Dir, u32)> = (0..maze.len())
        .map(|i| maze.pos(i))
        .filter(|&c| !ring(c) && steps[maze.index(c)] != u32::MAX)
        .flat_map(|c| Dir::ALL.map(|d| (c, d)))
        .filter(|&(c, d)| maze.neighbor(c, d).is_some_and(ring))
        .map(|(c, d)| (c, d, steps[maze.index(c)]))
        .collect();
    if ways.is_empty() {
        return;
    }
    ways.sort_by_key(|w| w.2);
    let (low, high) = (ways[0].2, ways[ways.len() - 1].2);
    let aim = low + ((high - low) as f64 * RING_DEPTH).round() as u32;
    // Among the ways nearest the aim, one at random.
    let nearest = ways.iter().map(|w| w.2.abs_diff(aim)).min().unwrap_or(0);
    let closest: Vec<usize> = (0..ways.len()).filter(|&i| ways[i].2.abs_diff(aim) <= nearest + 2).collect();
    let (cell, dir, depth) = ways.swap_remove(closest[rng.index(closest.len())]);
    maze.carve(cell, dir);
    ways.retain(|w| w.2.abs_diff(depth) <= SIMILAR_STEPS && maze.neighbor(w.0, w.1) != maze.neighbor(cell, dir));
    for _ in 1..RING_WAYS {
        if ways.is_empty() {
            break;
        }
        let (cell, dir, _) = ways.swap_remove(rng.index(ways.len()));
        maze.carve(cell, dir);
    }
}

/// Grows the tree on from the ring into any cell that `start` does not reach yet: on 16×16
/// there is none; on a small field the ring can cut it in two.
fn grow_from_ring(maze: &mut Maze, rng: &mut MazeRng, start: Pos, ring: &dyn Fn(Pos) -> bool) {
    let mut seen: Vec<bool> = steps_from(maze, start).iter().map(|s| *s != u32::MAX).collect();
    let mut stack: Vec<Pos> =
        (0..maze.len()).map(|i| maze.pos(i)).filter(|&p| ring(p) && seen[maze.index(p)]).collect();
    while let Some(&cell) = stack.last() {
        let fresh: Vec<(Dir, Pos)> = Dir::ALL
            .into_iter()
            .filter_map(|d| maze.neighbor(cell, d).map(|n| (d, n)))
            .filter(|(_, n)| !seen[maze.index(*n)])
            .collect();
        let Some(&(dir, next)) = fresh.get(rng.index(fresh.len().max(1))) else {
            stack.pop();
            continue;
        };
        maze.carve(cell, dir);
        seen[maze.index(next)] = true;
        stack.push(next);
    }
}

/// Extra passages opened on a 16×16 maze after its tree (scaled by area on other sizes): with
/// the ring's, about the 14 over a tree that real contest mazes have at the median.
pub const EXTRA_PASSAGES_16X16: usize = 11;
/// How often the tree goes on straight when it can: the long straights of real mazes (the
/// `--straightness` knob of the other generators, [`crate::knobs::straight`], drawn the same way).
const STRAIGHT: f64 = 0.75;
/// How often the tree grows from an older cell than the newest: side branches and their
/// dead ends, as drawn mazes have.
const BRANCH: f64 = 0.09;
/// How often, when it turns, it turns the other way from its last turn: diagonal staircases.
const ZIGZAG: f64 = 0.6;

/// Carves a depth-first spanning tree over every cell but the room's, from the start's north
/// neighbour; the start joins it through its north side only. It often goes on straight
/// ([`STRAIGHT`]), turns back and forth ([`ZIGZAG`]) and sometimes grows from an older cell
/// ([`BRANCH`]), as contest mazes are drawn.
fn spanning_tree(maze: &mut Maze, rng: &mut MazeRng, start: Pos, room: &dyn Fn(Pos) -> bool) {
    let mut seen: Vec<bool> = (0..maze.len()).map(|i| room(maze.pos(i))).collect();
    seen[maze.index(start)] = true;
    maze.carve(start, Dir::N);
    let first = Pos::new(start.x, start.y - 1);
    seen[maze.index(first)] = true;
    // Each cell with the way it was entered and the way of the turn before.
    let mut stack = vec![(first, Dir::N, Dir::N)];
    while !stack.is_empty() {
        // Mostly the newest cell (long corridors); now and then an older one (a side branch).
        let at = if rng.chance(BRANCH) { rng.index(stack.len()) } else { stack.len() - 1 };
        let (cell, heading, last_turn) = stack[at];
        let fresh: Vec<(Dir, Pos)> = Dir::ALL
            .into_iter()
            .filter_map(|d| maze.neighbor(cell, d).map(|n| (d, n)))
            .filter(|(_, n)| !seen[maze.index(*n)])
            .collect();
        if fresh.is_empty() {
            stack.swap_remove(at);
            continue;
        }
        let straight = keep_straight(&fresh, |(d, _)| *d == heading, STRAIGHT, rng);
        // The turn that undoes the last one makes a step of a staircase.
        let zigzag = fresh.iter().find(|(d, _)| *d == last_turn && *d != heading).filter(|_| rng.chance(ZIGZAG));
        let (dir, next) = straight.or(zigzag.copied()).unwrap_or_else(|| fresh[rng.index(fresh.len())]);
        maze.carve(cell, dir);
        seen[maze.index(next)] = true;
        let turn = if dir == heading { last_turn } else { heading };
        stack.push((next, dir, turn));
    }
}

/// How far apart (in steps from the start) two cells may be for the wall between them to be
/// opened: a loop then adds a second route of about the same length, never a shortcut.
const SIMILAR_STEPS: u32 = 6;

/// Opens up to `count` walls between two cells, neither `kept` (the room, the start), at
/// random: loops, so that several routes of about the same length reach the goal (the two
/// cells are at most [`SIMILAR_STEPS`] apart in steps from `start`). A wall is opened only if
/// each inner post at its ends keeps another wall (no lonely post); opening walls never joins
/// the room's island of walls to the outer wall.
fn open_loops(maze: &mut Maze, rng: &mut MazeRng, count: usize, start: Pos, kept: &dyn Fn(Pos) -> bool) {
    let steps = steps_from(maze, start);
    let similar = |a: Pos, b: Pos| steps[maze.index(a)].abs_diff(steps[maze.index(b)]) <= SIMILAR_STEPS;
    let mut walls: Vec<(Pos, Dir)> = (0..maze.len())
        .map(|i| maze.pos(i))
        .flat_map(|c| [(c, Dir::E), (c, Dir::S)])
        .filter(|&(c, d)| maze.neighbor(c, d).is_some_and(|n| !kept(n) && similar(c, n)) && !kept(c))
        .filter(|&(c, d)| !maze.is_open(c, d))
        .collect();
    let mut opened = 0;
    while opened < count && !walls.is_empty() {
        let (cell, dir) = walls.swap_remove(rng.index(walls.len()));
        // The posts at the wall's two ends (a post named by the cell to its south-east).
        let (x, y) = (cell.x, cell.y);
        let ends = if dir == Dir::E { [(x + 1, y), (x + 1, y + 1)] } else { [(x, y + 1), (x + 1, y + 1)] };
        if ends.iter().all(|&(px, py)| walls_at_post(maze, px, py) >= 2) {
            maze.carve(cell, dir);
            opened += 1;
        }
    }
}

/// Steps from `start` to every cell (breadth first; `u32::MAX` where it cannot go).
fn steps_from(maze: &Maze, start: Pos) -> Vec<u32> {
    let mut steps = vec![u32::MAX; maze.len()];
    steps[maze.index(start)] = 0;
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        let next = steps[maze.index(cell)] + 1;
        for dir in Dir::ALL {
            if let Some(n) = maze.neighbor(cell, dir).filter(|_| maze.is_open(cell, dir))
                && steps[maze.index(n)] == u32::MAX
            {
                steps[maze.index(n)] = next;
                queue.push_back(n);
            }
        }
    }
    steps
}

/// The walls that touch the post at the top-left corner of cell (`px`, `py`); a post on the
/// outer wall counts as walled (it always is).
fn walls_at_post(maze: &Maze, px: u32, py: u32) -> usize {
    if px == 0 || py == 0 || px >= maze.width() || py >= maze.height() {
        return 4;
    }
    let (nw, se) = (Pos::new(px - 1, py - 1), Pos::new(px, py));
    [(nw, Dir::E), (nw, Dir::S), (se, Dir::N), (se, Dir::W)].iter().filter(|(c, d)| !maze.is_open(*c, *d)).count()
}

/// Gives every lonely inner post (the four walls round it open) one wall back: one that is
/// not across the ring, chosen at random. The four cells round such a post make a loop, so
/// closing one side of it keeps every cell reachable. The room's centre post stays bare.
fn fill_lonely_posts(maze: &mut Maze, rng: &mut MazeRng, room_centre: Pos, ring: &dyn Fn(Pos) -> bool) {
    for py in 1..maze.height() {
        for px in 1..maze.width() {
            // The post at the top-left corner of cell (px, py).
            let (nw, se) = (Pos::new(px - 1, py - 1), Pos::new(px, py));
            if se == room_centre {
                continue;
            }
            let sides = [(nw, Dir::E), (nw, Dir::S), (se, Dir::N), (se, Dir::W)];
            if !sides.iter().all(|(c, d)| maze.is_open(*c, *d)) {
                continue;
            }
            let closable: Vec<(Pos, Dir)> =
                sides.into_iter().filter(|(c, d)| !(ring(*c) && maze.neighbor(*c, *d).is_some_and(ring))).collect();
            if let Some(&(cell, dir)) = closable.get(rng.index(closable.len().max(1))) {
                maze.build_wall(cell, dir);
            }
        }
    }
}
