//! Seeing the maze, in the core: a generation replayed batch by batch rebuilds exactly the
//! maze its recipe makes (every algorithm, braided too), changing only the cells it reports;
//! fog shows exactly the straight corridors from the mouse's cell and remembers them.

use mousemaze::maze::generate::Replay;
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Dir, Maze, Pos};
use mousemaze::rules::fog::{Fog, line_of_sight};

#[test]
fn a_replay_in_batches_rebuilds_the_recipes_maze_for_every_algorithm() {
    for algorithm in Algorithm::ALL {
        for (seed, braid, batch) in [(1, 0.0, 1), (2, 0.4, 13), (3, 1.0, 1000)] {
            let recipe = MazeRecipe { algorithm, width: 17, height: 11, seed, braid, ..Default::default() };
            let mut replay = Replay::of_recipe(&recipe).unwrap();
            assert_eq!(replay.algorithm(), algorithm);
            let mut drawn = replay.board().clone();
            let mut changed = Vec::new();
            while !replay.is_done() {
                changed.clear();
                replay.advance(batch, &mut changed);
                for &cell in &changed {
                    // Cells reported are copied, as the game copies them onto its tiles.
                    let bits = replay.board().passages(cell);
                    for dir in Dir::ALL {
                        if bits & dir.bit() != 0 {
                            drawn.carve(cell, dir);
                        } else {
                            drawn.build_wall(cell, dir);
                        }
                    }
                }
            }
            let built = recipe.build().unwrap();
            assert_eq!(replay.board(), &built, "{recipe}: the replay ends as the maze");
            assert_eq!(drawn, built, "{recipe}: the changed cells are all that changed");
        }
    }
}

#[test]
fn a_replay_takes_as_many_batches_as_it_says() {
    let recipe =
        MazeRecipe { algorithm: Algorithm::Kruskal, width: 9, height: 9, seed: 4, braid: 0.5, ..Default::default() };
    let mut replay = Replay::of_recipe(&recipe).unwrap();
    assert_eq!(replay.remaining(), replay.total());
    let mut changed = Vec::new();
    replay.advance(replay.total() - 1, &mut changed);
    assert!(!replay.is_done(), "the braiding is left");
    replay.advance(1, &mut changed);
    assert!(replay.is_done());
    assert_eq!(replay.remaining(), 0);

    let mut paced = Replay::of_recipe(&recipe).unwrap();
    paced.advance_to(0.5, &mut changed);
    assert_eq!(paced.remaining(), paced.total() - paced.total().div_ceil(2), "half the batches by half the time");
    paced.advance_to(0.25, &mut changed);
    assert_eq!(paced.remaining(), paced.total() - paced.total().div_ceil(2), "a replay never goes back");
    paced.advance_to(1.0, &mut changed);
    assert!(paced.is_done());
}

/// The cells in straight line from `from` through open passages, found by walking.
fn corridor(maze: &Maze, from: Pos, dir: Dir) -> Vec<Pos> {
    std::iter::successors(maze.step(from, dir), |&p| maze.step(p, dir)).collect()
}

#[test]
fn fog_shows_the_straight_corridors_and_remembers_them() {
    let maze = Algorithm::Prim.generate_braided(21, 15, 9, 0.5).unwrap();
    let mut fog = Fog::new(&maze);
    let mut remembered = vec![false; maze.len()];
    for i in (0..maze.len()).step_by(7) {
        let cell = maze.pos(i);
        let mut expected: Vec<Pos> = Dir::ALL.iter().flat_map(|&d| corridor(&maze, cell, d)).collect();
        expected.push(cell);
        expected.sort();
        let mut seen = line_of_sight(&maze, cell);
        seen.sort();
        assert_eq!(seen, expected, "sight from {cell:?}");
        let first_time = fog.look(&maze, cell);
        for &p in &first_time {
            assert!(!remembered[maze.index(p)], "{p:?} was seen before");
        }
        for &p in &expected {
            remembered[maze.index(p)] = true;
        }
        for (j, &was_seen) in remembered.iter().enumerate() {
            let p = maze.pos(j);
            assert_eq!(fog.seen(p), was_seen, "memory of {p:?} after looking from {cell:?}");
            assert_eq!(fog.in_sight(p), expected.binary_search(&p).is_ok(), "{p:?} in sight from {cell:?}");
        }
    }
    assert_eq!(fog.seen_count(), remembered.iter().filter(|&&r| r).count());
}

#[test]
fn a_level_asks_for_fog_with_fog_true_and_has_none_by_default() {
    let text = |fog: &str| {
        format!("(name: \"Dark\", maze: Generated(algorithm: \"prim\", width: 9, height: 7, seed: 1){fog})")
    };
    let foggy = mousemaze::content::level::Level::from_ron(&text(", fog: true"), "dark.ron").unwrap();
    assert!(foggy.fog);
    let plain = mousemaze::content::level::Level::from_ron(&text(""), "plain.ron").unwrap();
    assert!(!plain.fog);
    assert!(!ron::to_string(&plain).unwrap().contains("fog"), "a level without fog is written as before");
}
