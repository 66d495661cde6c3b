//! The line being run: a bot's recorded steps follow its script's lines in the order they
//! run (loops, `while` conditions, script functions), each instruction knows the line and
//! column of its call, the variables at a step hold the script's values, stepping lands
//! where it should, the recording is capped on an endless script, and recording changes
//! nothing the run does.

use mousemaze::bot::lines::{LineTrace, MAX_LINE_STEPS, MAX_VARIABLES, Stepper, VALUE_CHARS};
use mousemaze::bot::{Bot, Ending, ErrorKind, Instruction, Limits, Trace, bundled, practice};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Ends, Maze, Pos};
use mousemaze::rules::Board;

/// A corridor `length` cells long, west to east: the mouse at the west end, facing east,
/// the cheese at the east end.
fn corridor(length: u32) -> Board {
    Board::new(Maze::open(length, 1).unwrap(), Pos::new(0, 0), Pos::new(length - 1, 0))
}

fn recorded(script: &str, board: &Board) -> (Trace, LineTrace) {
    Bot::compile("test.rhai", script).unwrap().run_lines(board)
}

fn lines_of(lines: &LineTrace) -> Vec<u32> {
    lines.steps().iter().map(|s| s.line).collect()
}

/// A loop whose body looks, moves and counts, three cells from the cheese.
const LOOP: &str = "let walked = 0;
loop {
    let ahead = look();
    forward();
    walked += 1;
}
";

#[test]
fn a_loop_body_repeats_its_lines_in_order_and_the_end_is_the_last_move() {
    let (trace, lines) = recorded(LOOP, &corridor(4));
    assert!(trace.solved());
    // The third forward() reaches the cheese and ends the run, on line 4.
    assert_eq!(lines_of(&lines), [1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 4]);
    assert!(!lines.cut());
    let end = lines.steps()[lines.end()];
    assert_eq!((end.line, end.column, end.instructions, end.moves), (4, 5, trace.instructions, 3));
    let counts: Vec<(u64, u64)> = lines.steps().iter().map(|s| (s.instructions, s.moves)).collect();
    assert_eq!(counts[..8], [(0, 0), (0, 0), (0, 0), (1, 0), (2, 1), (2, 1), (3, 1), (4, 2)]);
}

/// The game runs a bot on a task and sends the recording back to the screen.
#[test]
fn a_recording_and_its_stepper_can_go_to_another_thread() {
    fn sendable<T: Send + Sync + 'static>(_: &T) {}
    let (_, lines) = recorded(LOOP, &corridor(4));
    sendable(&lines);
    let stepper = std::thread::spawn(move || Stepper::new(lines)).join().unwrap();
    sendable(&stepper);
    assert_eq!(stepper.current().line, 1);
}

#[test]
fn each_instruction_knows_the_line_and_column_of_its_call() {
    let (trace, _) = recorded(LOOP, &corridor(4));
    let calls: Vec<(Instruction, u32, u32)> = trace.steps.iter().map(|s| (s.instruction, s.line, s.column)).collect();
    let look = Instruction::Look(mousemaze::bot::Side::Ahead);
    assert_eq!(calls[..2], [(look, 3, 17), (Instruction::Forward, 4, 5)]);
    assert_eq!(calls.len(), 6);
    // The same positions when nothing but the instructions is recorded.
    let plain = Bot::compile("test.rhai", LOOP).unwrap().run(&corridor(4));
    assert_eq!(plain.steps, trace.steps);
    let indented = "if true {\n  if true { turn_left(); }\n}\n\tmark(7);\n";
    let (trace, _) = recorded(indented, &corridor(4));
    let calls: Vec<(u32, u32)> = trace.steps.iter().map(|s| (s.line, s.column)).collect();
    assert_eq!(calls, [(2, 13), (4, 2)]);
}

#[test]
fn a_while_condition_is_a_step_each_time_it_is_tested() {
    let script = "let n = 0;\nwhile n < 2 {\n    forward();\n    n += 1;\n}\nforward();\n";
    let (trace, lines) = recorded(script, &corridor(4));
    assert!(trace.solved());
    assert_eq!(lines_of(&lines), [1, 2, 3, 4, 2, 3, 4, 2, 6, 6]);
}

#[test]
fn a_bare_expression_is_a_statement_each_time_it_runs() {
    // `seen.push(…)` and `seen.len()` are expressions standing as statements.
    let script = "let seen = [];\nfor i in 0..3 {\n    seen.push(i);\n    seen.len();\n}\nforward();\n";
    let (_, lines) = recorded(script, &corridor(4));
    assert_eq!(lines_of(&lines), [1, 2, 3, 4, 3, 4, 3, 4, 6, 6]);
    assert_eq!(lines.variables(8), [("seen", "[0, 1, 2]")]);
}

#[test]
fn a_script_function_s_lines_run_where_it_is_called() {
    let script = "fn walk(k) {\n    forward();\n    k + 1\n}\nlet a = walk(0);\nlet b = walk(a) * 10;\nforward();\n";
    let (trace, lines) = recorded(script, &corridor(4));
    assert!(trace.solved(), "{:?}", trace.ending);
    // The call, the function entered at its `{`, its body; back on the caller's line for
    // the rest of it (`* 10`).
    assert_eq!(lines_of(&lines), [5, 1, 2, 3, 6, 1, 2, 3, 6, 7, 7]);
    let in_function: Vec<Vec<(&str, &str)>> = (1..4).map(|s| lines.variables(s)).collect();
    assert_eq!(in_function, [[("k", "0")], [("k", "0")], [("k", "0")]]);
    assert_eq!(lines.variables(9), [("a", "1"), ("b", "20")]);
}

#[test]
fn the_variables_at_a_step_hold_the_script_s_values() {
    let (_, lines) = recorded(LOOP, &corridor(4));
    // Step 5 begins the second pass: `ahead` went out of scope at the end of the first.
    assert_eq!(lines.variables(5), [("walked", "1")]);
    assert_eq!(lines.variables(6), [("walked", "1"), ("ahead", "open, 2 cells")]);
    assert_eq!(lines.variables(0), []);
    assert_eq!(lines.variables(lines.end() + 1), []);

    let script = r#"
let name = "left\nright";
let many = [];
for i in 0..1000 { many.push(i); }
let name = 3;
let seen = #{ wall: true };
forward();
"#;
    let (_, lines) = recorded(script, &corridor(4));
    let last = lines.variables(lines.end());
    // The new `name` (Rhai reuses the old one's place) is shown once; strings quoted and
    // escaped, long values cut.
    let many = ("many", "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1…");
    assert_eq!(last, [("name", "3"), many, ("seen", "#{\"wall\": true}")]);
    let first_name = lines.steps().iter().position(|s| s.line == 3).unwrap();
    assert_eq!(lines.variables(first_name), [("name", "\"left\\nright\"")]);
    assert!(last.iter().all(|(_, value)| value.chars().count() <= VALUE_CHARS + 1));

    let inner = "let x = 1;\nfor i in 0..1 {\n    let x = \"inner\";\n    forward();\n}\n";
    let (_, lines) = recorded(inner, &corridor(4));
    // At forward(): the loop's `i`, and the inner `x` hiding the outer one.
    assert_eq!(lines.variables(lines.at_instruction(0).unwrap()), [("i", "0"), ("x", "\"inner\"")]);

    let crowded: String = (0..20).map(|i| format!("let v{i} = {i};\n")).collect::<String>() + "forward();\n";
    let (_, lines) = recorded(&crowded, &corridor(4));
    let shown = lines.variables(lines.end());
    assert_eq!(shown.len(), MAX_VARIABLES);
    assert_eq!((shown[0], shown[MAX_VARIABLES - 1]), (("v8", "8"), ("v19", "19")));
}

#[test]
fn stepping_by_line_by_move_and_to_a_breakpoint_lands_where_expected() {
    let (trace, lines) = recorded(LOOP, &corridor(4));
    let mut stepper = Stepper::new(lines.clone());
    let line = |s: &Stepper| s.current().line;
    assert_eq!((stepper.index(), line(&stepper)), (0, 1));
    assert!(stepper.step_line());
    assert_eq!(line(&stepper), 2);
    assert!(stepper.run_to_breakpoint(&[5]));
    assert_eq!((stepper.index(), stepper.variables()), (4, vec![("walked", "0"), ("ahead", "open, 3 cells")]));
    // The next move is the second forward(), at step 6; the step after it is 7.
    assert!(stepper.step_move());
    assert_eq!((stepper.index(), line(&stepper), stepper.current().moves), (7, 5, 2));
    assert!(stepper.run_to_breakpoint(&[3, 99]));
    assert_eq!(stepper.index(), 8);
    assert!(stepper.step());
    assert_eq!(line(&stepper), 4);
    // No line 5 is left: it runs to the end.
    assert!(!stepper.run_to_breakpoint(&[5]));
    assert!(stepper.at_end());
    assert_eq!(stepper.current().instructions, trace.instructions);
    assert!(!stepper.step() && !stepper.step_line() && !stepper.step_move());

    // The last move is made in the last statement: stepping a move lands on the end.
    stepper.go_to(9);
    assert!(stepper.step_move() && stepper.at_end());
    stepper.go_to(0);
    stepper.run_to_end();
    assert!(stepper.at_end());
}

#[test]
fn stepping_a_line_goes_once_round_a_loop_written_on_one_line() {
    let script = "let n = 0;\nloop { n += 1; forward(); }\n";
    let (_, lines) = recorded(script, &corridor(5));
    let positions: Vec<(u32, u32)> = lines.steps()[..6].iter().map(|s| (s.line, s.column)).collect();
    assert_eq!(positions, [(1, 1), (2, 1), (2, 10), (2, 16), (2, 10), (2, 16)]);
    let mut stepper = Stepper::new(lines);
    assert!(stepper.step_line());
    assert_eq!(stepper.index(), 1);
    // `loop`, `n += 1`, `forward()`, all on line 2: a line's step ends at the first
    // statement begun a second time, one move later.
    for (index, moves) in [(4, 1), (6, 2), (8, 3)] {
        assert!(stepper.step_line());
        assert_eq!((stepper.index(), stepper.current().column, stepper.current().moves), (index, 10, moves));
    }
    assert_eq!(stepper.variables(), [("n", "3")]);
}

#[test]
fn the_step_at_an_instruction_or_a_move_is_the_one_that_ran_it() {
    let (trace, lines) = recorded(LOOP, &corridor(4));
    for (k, step) in trace.steps.iter().enumerate() {
        let at = lines.at_instruction(k as u64).unwrap();
        assert_eq!(lines.steps()[at].line, step.line, "instruction {k}");
        assert!(lines.steps()[at].instructions <= k as u64);
    }
    assert_eq!(lines.at_instruction(trace.instructions), None);
    assert_eq!(lines.at_move(0), None);
    assert_eq!([1, 2, 3].map(|m| lines.at_move(m)), [Some(3), Some(6), Some(9)]);
    assert_eq!(lines.at_move(4), None);
}

#[test]
fn an_endless_script_is_recorded_up_to_the_cap_and_says_so() {
    let limits = Limits { operations: 1_000_000, ..Limits::default() };
    let bot = Bot::with_limits("endless.rhai", "let x = 0;\nloop {\n    x += 1;\n}\n", limits).unwrap();
    let (trace, lines) = bot.run_lines(&corridor(3));
    assert!(matches!(&trace.ending, Ending::Stopped(err) if err.kind == ErrorKind::Operations), "{:?}", trace.ending);
    assert!(lines.cut());
    assert_eq!(lines.steps().len(), MAX_LINE_STEPS + 1);
    assert_eq!(lines_of(&lines)[..6], [1, 2, 3, 3, 3, 3]);
    let last = lines.end() - 1;
    assert_eq!(lines.variables(last), [("x", &*(MAX_LINE_STEPS - 3).to_string())]);
    // The end is where the operations ran out, in the loop.
    assert!((2..=3).contains(&lines.steps()[lines.end()].line));
    // A cut recording knows no step for what it lost.
    let (endless_mover, lines) =
        Bot::with_limits("mover.rhai", "loop { turn_left(); }", limits).unwrap().run_lines(&corridor(3));
    assert!(lines.cut() && endless_mover.instructions > MAX_LINE_STEPS as u64);
    assert_eq!(lines.at_instruction(endless_mover.instructions - 1), None);
    assert!(lines.at_instruction(10).is_some());
}

#[test]
fn recording_the_lines_changes_nothing_the_bundled_bots_do() {
    for (name, source) in bundled::racers() {
        let bot = Bot::compile(name, source).unwrap();
        for seed in 0..3 {
            let recipe =
                MazeRecipe { algorithm: Algorithm::Backtracker, width: 12, height: 9, seed, ..Default::default() };
            let board = practice::board(recipe, Ends::Corners).unwrap();
            let (recorded, lines) = bot.run_lines(&board);
            assert_eq!(recorded, bot.run(&board), "{name} on seed {seed}");
            // The recording's own run (the syntax tree walked) did what the run did.
            assert!(!lines.cut(), "{name} on seed {seed}");
            let end = lines.steps()[lines.end()];
            assert_eq!((end.instructions, end.moves), (recorded.instructions, recorded.moves), "{name}");
            for (k, step) in recorded.steps.iter().enumerate() {
                let at = lines.at_instruction(k as u64).expect("a step for every instruction");
                assert_eq!(lines.steps()[at].line, step.line, "{name} seed {seed} instruction {k}");
            }
        }
    }
}

#[test]
fn a_limit_only_the_slower_recording_meets_cuts_the_lines_not_the_run() {
    // 300 passes of a loop: 300 operations as the run counts them (a loop's pass), about
    // 1800 as the recording's walk of the syntax tree counts them (every expression).
    let script = "let i = 0;\nwhile i < 300 {\n    i += 1;\n}\nforward();\n";
    let limits = Limits { operations: 1000, ..Limits::default() };
    let bot = Bot::with_limits("count.rhai", script, limits).unwrap();
    let board = corridor(2);
    let run = bot.run(&board);
    assert!(run.solved(), "{:?}", run.ending);
    let (recorded, lines) = bot.run_lines(&board);
    assert_eq!(recorded, run, "the trace shown is the run's own");
    assert!(lines.cut(), "the recording met the limit first");
    assert!(lines_of(&lines).starts_with(&[1, 2, 3, 2, 3]), "{:?}", &lines_of(&lines)[..8]);
    let end = lines.steps()[lines.end()];
    assert_eq!((end.line, end.instructions, end.moves), (5, 1, 1), "the end is the run's");
    assert_eq!(lines.at_instruction(0), None, "the forward() was not recorded");
}
