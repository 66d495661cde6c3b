//! The two steering styles: by default the mouse runs on through junctions until a key turns
//! it; in the other it stops at every junction it reaches with no turn queued, unless the key
//! of its way is held. A run keeps its style: its ghost and its kept run replay it exactly.

use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Dir, Pos};
use mousemaze::rules::{Ghost, Keys, MoveInput, Run};
use mousemaze::save::KeptRun;

const STOPS: Keys = Keys { stop_at_junctions: true };

/// A run on a braided maze (many junctions) in `style`.
fn run_in(style: Keys) -> Run {
    let recipe = MazeRecipe { width: 15, height: 11, seed: 12, braid: 0.6, ..Default::default() };
    let mut run = Run::from_recipe(recipe, 6.5, &[]).unwrap();
    run.set_steering(style);
    run
}

/// The first way out of the start, tapped once, then `ticks` ticks of `input`.
fn tap_then(run: &mut Run, ticks: u64, input: MoveInput) -> Vec<Pos> {
    let maze = run.board.maze.clone();
    let first = Dir::ALL.into_iter().find(|&d| maze.is_open(run.board.start, d)).unwrap();
    let mut entered = Vec::new();
    entered.extend(run.step(MoveInput::tap(first)).entered.into_iter().map(|(_, c)| c));
    for _ in 0..ticks {
        // "Held" is the way the mouse faces: the key of its way kept down.
        let input = if input.held.is_some() { MoveInput::hold(run.player().mouse.facing) } else { input };
        entered.extend(run.step(input).entered.into_iter().map(|(_, c)| c));
    }
    entered
}

#[test]
fn stopping_at_junctions_stops_at_the_first_junction_and_the_default_runs_on() {
    let mut stops = run_in(STOPS);
    let entered = tap_then(&mut stops, 400, MoveInput::default());
    let maze = &stops.board.maze;
    let last = *entered.last().unwrap();
    assert!(maze.passages(last).count_ones() > 2, "it stood still at a junction");
    let junctions_before = entered[..entered.len() - 1].iter().filter(|&&c| maze.passages(c).count_ones() > 2).count();
    assert_eq!(junctions_before, 0, "the first junction it reached");
    assert_eq!(stops.player().mouse.heading, None);
    let mut runs_on = run_in(Keys::default());
    let further = tap_then(&mut runs_on, 400, MoveInput::default());
    assert!(
        further.len() > entered.len(),
        "the default style runs on through it: {} vs {}",
        further.len(),
        entered.len()
    );
}

#[test]
fn a_held_key_runs_through_junctions_in_the_stopping_style_without_losing_time() {
    let held = MoveInput::hold(Dir::E);
    let mut stops = run_in(STOPS);
    let mut runs_on = run_in(Keys::default());
    let a = tap_then(&mut stops, 300, held);
    let b = tap_then(&mut runs_on, 300, held);
    assert_eq!(a, b, "holding the way on, both styles run the same cells at the same ticks");
    let maze = &stops.board.maze;
    assert!(a.iter().any(|&c| maze.passages(c).count_ones() > 2), "through a junction");
}

#[test]
fn a_run_in_the_stopping_style_replays_exactly_as_its_ghost_and_its_kept_run() {
    let mut run = run_in(STOPS);
    let keys = mousemaze::rules::RouteKeys::fastest(&run);
    let mut path = vec![run.board.start];
    while run.outcome.is_none() {
        let input = keys.input(&run);
        path.extend(run.step(input).entered.into_iter().map(|(_, c)| c));
    }
    let recorded = run.recorded().unwrap();
    assert!(recorded.steering.stop_at_junctions);
    assert_eq!(Ghost::path(&run.board, &recorded), path, "the ghost steers in the run's style");
    let kept = KeptRun::new("test".into(), &run.board, None, &recorded);
    assert!(kept.stops_at_junctions);
    let text = ron::to_string(&kept).unwrap();
    let back: KeptRun = ron::from_str(&text).unwrap();
    assert_eq!(Ghost::path(&run.board, &back.run_on(&run.board).unwrap()), path, "and its kept run, read back");
    // The same keys in the default style would not have been the same run.
    let default = mousemaze::rules::GhostRun { steering: Keys::default(), ..recorded };
    let plain = KeptRun::new("plain".into(), &run.board, None, &default);
    assert!(!ron::to_string(&plain).unwrap().contains("stops_at_junctions"), "the default is not written");
}
