//! A held key is a wish, not a new press. Over every difficulty's mazes, in both steering
//! styles, with each arrow held from the start and with random taps, holds and releases of
//! up to two keys: the mouse never turns back unless a key was pressed for that way, and it
//! never enters cells faster than its pace allows (a move is a new cell entered).

use mousemaze::content::difficulty::Difficulty;
use mousemaze::maze::{Dir, MazeRng};
use mousemaze::rules::{Keys, MoveInput, PLAYER_SPEED, Run};

/// Mazes of each difficulty tried (each in both styles, five ways of pressing).
const SEEDS: u64 = 125;

/// Steps `run` for `ticks` ticks with the keys `keys` gives, checking every tick.
fn run_checked(run: &mut Run, ticks: u64, what: &str, mut keys: impl FnMut(&Run) -> MoveInput) {
    let mut last: Option<Dir> = None;
    for _ in 0..ticks {
        if run.outcome.is_some() {
            return;
        }
        let input = keys(run);
        let before = run.player().mouse;
        run.step(input);
        let mouse = run.player().mouse;
        if let (Some(now), Some(was)) = (mouse.heading, last)
            && now == was.opposite()
        {
            // A press taken now, or kept: queued, or waiting at a shut door (a held key never
            // waits to go back: only a press can).
            let kept = before.queued == Some(now) || before.earlier.is_some_and(|(e, _)| e == now);
            let pressed = input.pressed == Some(now) || kept || before.waiting == Some(now);
            assert!(pressed, "{what}: turned back {was:?} -> {now:?} at tick {} with no press", run.tick);
        }
        last = mouse.heading.or(last);
        let moves = u64::from(run.player().moves);
        assert!(moves * u64::from(mouse.pace) <= run.tick, "{what}: {moves} moves in {} ticks", run.tick);
    }
}

/// A run of `difficulty` on `seed` in `style`.
fn race(difficulty: Difficulty, seed: u64, style: Keys) -> Run {
    let mut run = Run::from_recipe(difficulty.recipe(seed), PLAYER_SPEED, &[]).unwrap();
    run.set_steering(style);
    run
}

#[test]
fn a_held_key_never_shuttles_the_mouse_and_moves_never_outrun_the_pace() {
    for difficulty in Difficulty::ALL {
        for seed in 0..SEEDS {
            for stop_at_junctions in [false, true] {
                let style = Keys { stop_at_junctions };
                for dir in Dir::ALL {
                    let what = format!("{difficulty} seed {seed} {style:?} holding {dir:?}");
                    let mut run = race(difficulty, seed, style);
                    let mut first = true;
                    run_checked(&mut run, 400, &what, |_| {
                        if std::mem::take(&mut first) { MoveInput::tap(dir) } else { MoveInput::hold(dir) }
                    });
                }
                let what = format!("{difficulty} seed {seed} {style:?} random keys");
                let mut rng = MazeRng::new(seed ^ 0x5eed);
                let mut held: Vec<Dir> = Vec::new();
                let mut run = race(difficulty, seed, style);
                run_checked(&mut run, 600, &what, |_| {
                    let mut input = MoveInput::default();
                    match rng.below(30) {
                        0 | 1 => {
                            let dir = Dir::ALL[rng.below(4) as usize];
                            held.retain(|&d| d != dir);
                            held.insert(0, dir);
                            input.pressed = Some(dir);
                        }
                        2 if !held.is_empty() => {
                            let gone = rng.below(held.len() as u32) as usize;
                            held.remove(gone);
                        }
                        _ => {}
                    }
                    (input.held, input.also) = (held.first().copied(), held.get(1).copied());
                    input
                });
            }
        }
    }
}

/// The case: on Hard seed 332181214 the corridor from the start bends back against
/// Right. Held, Right used to reverse the mouse round the bend again and again (35 moves in
/// 3.2 s, never more than two cells from the start); now it runs on, or stops at a dead end.
#[test]
fn holding_right_on_the_bend_back_runs_on() {
    let mut run = race(Difficulty::Hard, 332_181_214, Keys::default());
    let start = run.board.start;
    let mut first = true;
    let mut cells = std::collections::HashSet::new();
    for _ in 0..(3.2 * 130.0) as u64 {
        let input = if std::mem::take(&mut first) { MoveInput::tap(Dir::E) } else { MoveInput::hold(Dir::E) };
        for (_, cell) in run.step(input).entered {
            cells.insert(cell);
        }
    }
    let moves = run.player().moves as usize;
    assert_eq!(moves, cells.len(), "every move a new cell: no cell entered twice");
    let far = run.player().mouse.cell;
    assert!(far.x.abs_diff(start.x) + far.y.abs_diff(start.y) > 2, "it got away from the start: {far}");
}

/// The keys forgive: over Normal mazes, nearly every turn of the fastest route that needs a
/// key can be tapped anywhere in a quarter-second window or more (about 70% could when a
/// press was kept forever and a late one never taken; `simulate --press-windows`).
#[test]
fn nearly_every_turn_can_be_tapped_within_a_quarter_second() {
    use mousemaze::content::press_windows::{QUARTER_SECOND, turn_windows};
    let windows: Vec<u64> = (0..8).flat_map(|seed| turn_windows(Difficulty::Normal, seed).unwrap()).collect();
    let wide = windows.iter().filter(|&&ticks| ticks >= QUARTER_SECOND).count();
    assert!(windows.len() > 40, "{} turns", windows.len());
    assert!(wide * 100 >= windows.len() * 93, "{wide} of {} turns", windows.len());
}
