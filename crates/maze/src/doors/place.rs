//! Where doors go: placed from the maze's seed on its own stream (so adding doors never
//! changes the maze), at least half of them on the shortest route between the ends so that
//! they matter, the rest spread over the other passages. Each gets a timing a player can
//! read: a cycle of 2 to 5 seconds, open for 40 % to 70 % of it, at a random point of its
//! cycle at tick 0. Written once over the maze model ([`choose`]): the square grid
//! ([`place_doors`]) and every other shape ([`place_cell_doors`]) place them the same way.
//!
//! ```
//! use mousemaze_maze::{Algorithm, doors::{DoorAmount, place_cell_doors, place_doors}};
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate};
//!
//! let maze = Algorithm::Backtracker.generate(20, 10, 1).unwrap();
//! let (start, goal) = maze.corners();
//! let doors = place_doors(&maze, DoorAmount::Count(6), 1, start, goal).unwrap();
//! assert_eq!(doors.len(), 6);
//! assert_eq!(doors, place_doors(&maze, DoorAmount::Count(6), 1, start, goal).unwrap(), "seeded");
//! let err = place_doors(&maze, DoorAmount::Count(500), 1, start, goal).unwrap_err();
//! assert_eq!(err.to_string(), "500 doors asked, but this maze has 199 passages: allowed 0..=199 doors");
//!
//! let hexes = generate(Graph::new(Shape::Hex { width: 9, height: 6 }).unwrap(), Algorithm::Wilson, 1).unwrap();
//! let (start, goal) = hexes.default_ends();
//! let doors = place_cell_doors(&hexes, DoorAmount::Count(4), 1, start, goal).unwrap();
//! assert_eq!(doors.len(), 4);
//! assert!(doors.iter().all(|d| hexes.is_open(d.cell, usize::from(d.slot))));
//! ```

use super::{CellDoor, CellDoors, Clock, Door, DoorAmount, Doors, DoorsAsked, Passages};
use crate::shape::ShapedMaze;
use crate::shape::solve::solve;
use crate::{Dir, Maze, MazeRng, Pos, Solver};

/// A door's cycle in ticks, in steps of 10: 2 to 5 seconds of the rules core's clock
/// (`rules::TICKS_PER_SECOND`, 130 a second; the rules check the two agree).
pub const PERIOD_TICKS: (u32, u32) = (260, 650);
/// Percent of its cycle a door is open.
const OPEN_PERCENT: (u32, u32) = (40, 70);
/// Mixed into the seed so the doors' stream is not the maze's.
const DOOR_STREAM: u64 = 0x646f_6f72_7365_6564;

/// Places `amount` doors on the square `maze` from `seed`: half of them (rounded up) on the
/// shortest route from `start` to `goal`, as far as it has passages, the rest on other
/// passages.
pub fn place_doors(maze: &Maze, amount: DoorAmount, seed: u64, start: Pos, goal: Pos) -> Result<Doors, DoorsAsked> {
    let mut doors = Doors::new(maze);
    let route = || {
        let path = Solver::Bfs.solve(maze, start, goal).map(|s| s.path).unwrap_or_default();
        path.into_iter().map(|p| maze.index(p)).collect()
    };
    let chosen = choose(maze, amount, seed, route)?;
    let timed = chosen.into_iter().map(|(cell, slot, Clock { period, open, phase })| Door {
        at: maze.pos(cell),
        side: Dir::from_index(slot as u8),
        period,
        open,
        phase,
    });
    doors.add_all(maze, timed).expect("doors are placed on distinct open passages with sound timings");
    Ok(doors)
}

/// Places `amount` doors on `maze`, of any shape, from `seed`, as [`place_doors`] does on
/// the square grid: half of them on the shortest route from cell `start` to cell `goal`.
pub fn place_cell_doors(
    maze: &ShapedMaze,
    amount: DoorAmount,
    seed: u64,
    start: u32,
    goal: u32,
) -> Result<CellDoors, DoorsAsked> {
    let mut doors = CellDoors::new(maze);
    let route = || {
        let path = solve(maze, Solver::Bfs, start, goal).unwrap_or_default();
        path.into_iter().map(|cell| cell as usize).collect()
    };
    let chosen = choose(maze, amount, seed, route)?;
    let timed = chosen.into_iter().map(|(cell, slot, clock)| CellDoor::new(cell, slot, clock));
    doors.add_all(maze, timed).expect("doors are placed on distinct open passages with sound timings");
    Ok(doors)
}

/// The doors `amount` asks of `maze`, any shape, from `seed`, as `(cell, slot, timing)`:
/// half of them (rounded up) on the passages of `route` (its cells, computed only when a
/// door is asked), the rest on other open passages, each passage once, in the order drawn.
fn choose<M: Passages>(
    maze: &M,
    amount: DoorAmount,
    seed: u64,
    route: impl FnOnce() -> Vec<usize>,
) -> Result<Vec<(usize, usize, Clock)>, DoorsAsked> {
    // No doors asked: no need to count the passages (a pass over every cell).
    if amount.is_none() {
        return Ok(Vec::new());
    }
    let passages = (0..maze.len()).map(|cell| maze.open_count(cell) as usize).sum::<usize>() / 2;
    let wanted = amount.count(passages)?;
    if wanted == 0 {
        return Ok(Vec::new());
    }
    let mut rng = MazeRng::new(seed ^ DOOR_STREAM);
    let slot_to = |a: usize, b: usize| (0..maze.slots()).find(|&s| maze.neighbour(a, s) == Some(b));
    let mut on_route: Vec<(usize, usize)> =
        route().windows(2).filter_map(|pair| slot_to(pair[0], pair[1]).map(|slot| (pair[0], slot))).collect();
    let route_doors = wanted.div_ceil(2).min(on_route.len());
    let mut chosen = pick(&mut on_route, route_doors, &mut rng);
    if wanted > chosen.len() {
        let mut taken: Vec<u64> = chosen.iter().filter_map(|&(cell, slot)| maze.passage(cell, slot)).collect();
        taken.sort_unstable();
        // Each open passage once, from its lower cell, in cell and slot order (east, then
        // south, on the square grid).
        let mut others = Vec::new();
        for cell in 0..maze.len() {
            maze.each_neighbour(cell, |slot, next| {
                let free = || maze.passage(cell, slot).is_some_and(|p| taken.binary_search(&p).is_err());
                if next > cell && maze.is_open(cell, slot) && free() {
                    others.push((cell, slot));
                }
            });
        }
        let rest = wanted - chosen.len();
        chosen.extend(pick(&mut others, rest, &mut rng));
    }
    let timed = chosen.into_iter().map(|(cell, slot)| {
        let steps = (PERIOD_TICKS.1 - PERIOD_TICKS.0) / 10 + 1;
        let period = PERIOD_TICKS.0 + 10 * rng.below(steps);
        let percent = OPEN_PERCENT.0 + rng.below(OPEN_PERCENT.1 - OPEN_PERCENT.0 + 1);
        let open = (period * percent / 100).clamp(1, period - 1);
        (cell, slot, Clock { period, open, phase: rng.below(period) })
    });
    Ok(timed.collect())
}

/// `n` distinct items of `items`, chosen uniformly (a partial Fisher–Yates shuffle).
fn pick<T: Copy>(items: &mut [T], n: usize, rng: &mut MazeRng) -> Vec<T> {
    for i in 0..n {
        let j = i + rng.index(items.len() - i);
        items.swap(i, j);
    }
    items[..n].to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn doors_go_on_open_passages_half_of_them_on_the_route_with_readable_timings() {
        for seed in 0..20 {
            let maze = Algorithm::Backtracker.generate(16, 12, seed).unwrap();
            let (start, goal) = maze.corners();
            let route = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
            let doors = place_doors(&maze, DoorAmount::Count(9), seed, start, goal).unwrap();
            assert_eq!(doors.len(), 9);
            let on_route =
                route.windows(2).filter(|p| doors.door(p[0], maze.direction_to(p[0], p[1]).unwrap()).is_some());
            assert!(on_route.count() >= 5, "seed {seed}: at least half on the route");
            for door in doors.iter() {
                assert!(maze.is_open(door.at, door.side));
                assert!((260..=650).contains(&door.period) && door.period % 10 == 0, "{door:?}");
                assert!(door.open * 100 >= door.period * 40 && door.open * 100 <= door.period * 70, "{door:?}");
            }
        }
    }

    #[test]
    fn shares_round_to_the_passages() {
        let maze = Algorithm::Kruskal.generate(10, 10, 3).unwrap();
        let (start, goal) = maze.corners();
        let doors = place_doors(&maze, DoorAmount::Share(0.1), 3, start, goal).unwrap();
        assert_eq!(doors.len(), 10, "10% of 99 passages");
        let all = place_doors(&maze, DoorAmount::Share(1.0), 3, start, goal).unwrap();
        assert_eq!(all.len(), 99);
        assert!(place_doors(&maze, DoorAmount::Share(1.5), 3, start, goal).is_err());
    }
}
