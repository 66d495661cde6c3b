//! The diagonal search against [`super::reference`] (plain Dijkstra over every state): the
//! same arrival on thousands of small seeded mazes (perfect and braided, with doors and
//! without, several goals, the documented costs and random ones, diagonals that grow slower
//! with their chords as well), and a route that times to that arrival.

use super::reference;
use crate::doors::{Door, Doors};
use crate::solve::fastest::{CostModel, DiagonalCosts, FastestQuery};
use crate::{Algorithm, Dir, Maze, MazeRng, braid};

/// Doors on about a third of the passages, short cycles.
fn some_doors(maze: &Maze, rng: &mut MazeRng) -> Doors {
    let mut doors = Doors::new(maze);
    for i in 0..maze.len() {
        let at = maze.pos(i);
        for side in [Dir::E, Dir::S] {
            if maze.is_open(at, side) && rng.below(3) == 0 {
                let period = [2, 3, 4, 6, 12][rng.below(5) as usize];
                let (open, phase) = (1 + rng.below(period - 1), rng.below(period));
                doors.add(maze, Door { at, side, period, open, phase }).unwrap();
            }
        }
    }
    doors
}

/// The documented costs, random ones whose diagonals never slow down, or any random ones.
fn some_costs(rng: &mut MazeRng, case: u64) -> (CostModel, DiagonalCosts) {
    let mut tick = |most: u32| 1 + rng.below(most);
    match case % 3 {
        0 => (CostModel::MOUSE, DiagonalCosts::MOUSE),
        kind => {
            let s1 = tick(20);
            let (s2, turn, back, rest) = (1 + s1 - tick(s1), tick(40), tick(60), tick(30));
            let s3 = 1 + s2 - tick(s2);
            let model = CostModel::new(rest, [s1, s2, s3], turn, back).unwrap();
            let mut diagonal = [tick(30), tick(30), tick(30)];
            if kind == 1 {
                diagonal.sort_unstable_by(|a, b| b.cmp(a));
            }
            let costs = DiagonalCosts {
                enter45: tick(40),
                enter135: tick(50),
                diagonal,
                v90: tick(40),
                exit45: tick(40),
                exit135: tick(50),
            };
            (model, costs)
        }
    }
}

#[test]
fn the_search_equals_plain_dijkstra_over_every_state_on_3000_small_mazes() {
    let mut rng = MazeRng::new(2048);
    let (mut with_doors, mut quicker) = (0, 0);
    for case in 0..3000u64 {
        let (width, height) = (1 + rng.below(9), 1 + rng.below(9));
        let algorithm = Algorithm::ALL[rng.below(Algorithm::ALL.len() as u32) as usize];
        let mut maze = algorithm.generate(width, height, case).unwrap();
        braid(&mut maze, [0.0, 0.5, 1.0][rng.below(3) as usize], &mut rng);
        let doors = if case % 4 == 0 { some_doors(&maze, &mut rng) } else { Doors::new(&maze) };
        let (model, costs) = some_costs(&mut rng, case);
        let cell = |rng: &mut MazeRng| maze.pos(rng.below(maze.len() as u32) as usize);
        let start = cell(&mut rng);
        let goals: Vec<_> = (0..1 + rng.below(3)).map(|_| cell(&mut rng)).collect();
        let start_tick = u64::from(rng.below(50));
        let query = FastestQuery { maze: &maze, doors: &doors, start, goals: &goals, start_tick, model: &model };
        let context = format!(
            "case {case}: {width}x{height} {algorithm}, {} doors, {costs:?}, {start} to {goals:?}",
            doors.len()
        );
        let expected = reference::arrival(&query, &costs);
        let route = query.route_with_diagonals(&costs);
        assert_eq!(route.as_ref().map(|r| r.route.arrival()), expected, "{context}");
        let route = route.expect("the mazes are connected");
        assert_eq!(route.route.path.first(), Some(&start), "{context}");
        assert!(goals.contains(route.route.path.last().unwrap()), "{context}");
        assert_eq!(route.maneuvers.len() + 1, route.route.path.len(), "{context}");
        with_doors += usize::from(!doors.is_empty());
        quicker += usize::from(route.route.arrival() < query.route().unwrap().arrival());
    }
    assert!(with_doors > 500 && quicker > 500, "{with_doors} with doors, {quicker} quicker with diagonals");
}

#[test]
fn on_braided_40x40_mazes_corner_to_corner_it_equals_plain_dijkstra() {
    for seed in 0..12 {
        let maze = Algorithm::ALL[seed as usize % Algorithm::ALL.len()].generate_braided(40, 40, seed, 0.5).unwrap();
        let mut rng = MazeRng::new(seed);
        let doors = if seed % 2 == 0 { Doors::new(&maze) } else { some_doors(&maze, &mut rng) };
        let goals = [maze.pos(maze.len() - 1)];
        let query = FastestQuery {
            maze: &maze,
            doors: &doors,
            start: maze.pos(0),
            goals: &goals,
            start_tick: 0,
            model: &CostModel::MOUSE,
        };
        let route = query.route_with_diagonals(&DiagonalCosts::MOUSE).unwrap();
        assert_eq!(Some(route.route.arrival()), reference::arrival(&query, &DiagonalCosts::MOUSE), "seed {seed}");
    }
}
