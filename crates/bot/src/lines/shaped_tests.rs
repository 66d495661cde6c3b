//! The lines on a maze of any shape ([`Bot::run_lines_shaped`]): the trace is the plain
//! shaped run's, the recording is whole, every step is on a line of the script in the order
//! the run took, and the end is where the run ended.

use super::{LineTrace, Stepper};
use crate::maze::Algorithm;
use crate::maze::shape::generate::generate;
use crate::maze::shape::{Graph, Shape};
use crate::{Bot, Ending, ShapedBoard, ShapedTrace, bundled};

/// A perfect hex maze from `seed`, from its first cell to its last.
fn hexes(seed: u64) -> ShapedBoard {
    let maze = generate(Graph::new(Shape::Hex { width: 9, height: 7 }).unwrap(), Algorithm::Backtracker, seed).unwrap();
    let (start, goal) = maze.default_ends();
    ShapedBoard::new(maze, start as usize, goal as usize).unwrap()
}

/// Runs `source` on `board` with its lines, checking what holds for every run: the trace is
/// [`Bot::run_shaped`]'s, the recording is not cut, every step is on a line of the script,
/// the counts never go back, and the end counts the whole run.
fn recorded(source: &str, board: &ShapedBoard) -> (ShapedTrace, LineTrace) {
    let bot = Bot::compile("shaped.rhai", source).unwrap();
    let (trace, lines) = bot.run_lines_shaped(board);
    assert_eq!(trace, bot.run_shaped(board, true), "the trace is the plain run's");
    assert!(!lines.cut(), "{} steps", lines.steps().len());
    let count = source.lines().count() as u32;
    for step in lines.steps() {
        assert!((1..=count).contains(&step.line), "line {} of {count}", step.line);
    }
    for pair in lines.steps().windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!(a.instructions <= b.instructions && a.moves <= b.moves, "{a:?} then {b:?}");
    }
    let end = lines.steps()[lines.end()];
    assert_eq!((end.instructions, end.moves), (trace.instructions, trace.moves));
    (trace, lines)
}

#[test]
fn the_wall_follower_for_shapes_is_recorded_line_by_line_to_the_cheese() {
    let (_, source) = bundled::for_shapes("wall-follower").unwrap();
    for seed in 0..3 {
        let board = hexes(seed);
        let (trace, lines) = recorded(source, &board);
        assert!(trace.solved(), "seed {seed}: {:?}", trace.reason());
        assert!(trace.moves > 0);
        // The end is the call of forward() that reached the cheese, the last step begun.
        let (last, end) = (trace.steps.last().unwrap(), lines.steps()[lines.end()]);
        let called = source.lines().nth(last.line as usize - 1).unwrap_or_default();
        assert!(called.trim_start().starts_with("forward();"), "seed {seed}: {called}");
        assert_eq!((end.line, end.column), (last.line, last.column), "seed {seed}");
        assert_eq!(lines.steps()[lines.end() - 1].line, last.line, "seed {seed}");
        // The last move was made at a step on that line.
        let at = lines.at_move(trace.moves).unwrap();
        assert_eq!(lines.steps()[at].line, last.line);
    }
}

#[test]
fn a_few_lines_on_hexes_run_in_order_and_end_where_the_script_stopped() {
    let script = "let walked = 0;\nwhile walked < 3 {\n    forward();\n    walked += 1;\n}\nposition();\n";
    let (trace, lines) = recorded(script, &hexes(1));
    let Ending::Stopped(err) = &trace.ending else { panic!("{:?}", trace.ending) };
    assert!(err.message.contains("for square mazes only"), "{}", err.message);
    let order: Vec<u32> = lines.steps().iter().map(|s| s.line).collect();
    assert_eq!(order, [1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 6, 6]);
    let end = lines.steps()[lines.end()];
    assert_eq!((end.line, end.column, end.instructions, end.moves), (6, 1, 3, 3));
    let mut stepper = Stepper::new(lines);
    assert!(stepper.run_to_breakpoint(&[4]));
    assert_eq!(stepper.variables(), [("walked", "0")]);
    assert!(stepper.step_move());
    assert_eq!((stepper.current().line, stepper.current().moves), (4, 2));
}
