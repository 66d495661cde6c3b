//! The ghost of a run replays it exactly: a player pressing and holding random keys
//! (into walls, at shut doors, turning back between cells, before the race starts) is
//! recorded, and its ghost stands where the player stood at every tick, through the text
//! the save file keeps.

use mousemaze::maze::{Algorithm, Dir, MazeRng, braid};
use mousemaze::rules::{Board, Ghost, GhostRun, MoveInput, Run};

use crate::doors::random_doors;

/// A restless player: now and then a random key is tapped, held or let go.
fn restless(rng: &mut MazeRng, held: &mut Option<Dir>) -> MoveInput {
    let random_dir = |rng: &mut MazeRng| Dir::ALL[rng.below(4) as usize];
    match rng.below(40) {
        0 => {
            let d = random_dir(rng);
            *held = Some(d);
            MoveInput::tap(d)
        }
        1 => MoveInput { pressed: Some(random_dir(rng)), held: *held, also: Some(random_dir(rng)) },
        2 => {
            *held = None;
            MoveInput::default()
        }
        _ => MoveInput { held: *held, ..MoveInput::default() },
    }
}

#[test]
fn a_ghost_stands_where_the_player_stood_at_every_tick_over_300_random_runs() {
    let mut rng = MazeRng::new(77);
    let mut finished = 0;
    for case in 0..300u64 {
        let (width, height) = (2 + rng.below(5), 2 + rng.below(4));
        let algorithm = Algorithm::ALL[rng.below(Algorithm::ALL.len() as u32) as usize];
        let mut maze = algorithm.generate(width, height, case).unwrap();
        braid(&mut maze, 0.5, &mut rng);
        let doors = random_doors(&maze, &mut rng);
        let (start, cheese) = maze.corners();
        let board = Board { maze, start, goal: cheese, doors, region: Vec::new(), facing: Dir::E };
        let pace = (1 + rng.below(6)) as f32;
        let mut run = Run::on_board(board.clone(), 130.0 / pace, &[]).unwrap();
        let (mut held, mut trace) = (None, Vec::new());
        while run.player().arrived.is_none() && run.tick < 20_000 {
            let before = run.tick;
            run.step(restless(&mut rng, &mut held));
            if run.tick > before {
                trace.push(run.player().mouse);
            }
        }
        let Some(best) = run.recorded() else { continue };
        finished += 1;
        assert_eq!(best.ticks, run.tick, "case {case}");
        // Kept as text, read back, replayed.
        let changes = GhostRun::parse_changes(&best.changes_text()).unwrap();
        let kept = GhostRun { changes, ..best.clone() };
        assert_eq!(kept, best, "case {case}");
        let mut ghost = Ghost::new(&board, &kept);
        for (tick, player) in trace.iter().enumerate() {
            ghost.step(&board, tick as u64);
            assert_eq!(&ghost.mouse, player, "case {case}: tick {tick}");
        }
        assert_eq!(ghost.arrived, Some(best.ticks), "case {case}");
        let path = Ghost::path(&board, &kept);
        assert_eq!((path[0], *path.last().unwrap()), (start, cheese), "case {case}");
        assert_eq!(path.len() as u32, run.player().moves + 1, "case {case}: one cell a move");
    }
    assert!(finished >= 250, "most restless players find the cheese: {finished}");
}
