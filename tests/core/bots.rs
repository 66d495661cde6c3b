//! The programmable mouse (`mousemaze::bot`): the bundled bots solve perfect mazes, the wall
//! follower fails where it must and says why, budgets stop runaway scripts with clear
//! messages that name the line, scripts cannot reach files, and runs are deterministic.

use mousemaze::bot::{Bot, Ending, ErrorKind, Limits, bundled};
use mousemaze::maze::doors::{Door, Doors};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Dir, Maze, Pos, Solver, solve::is_valid_path};
use mousemaze::rules::Board;

/// The board a recipe makes, from its top-left corner to its bottom-right.
fn board(recipe: MazeRecipe) -> Board {
    let maze = recipe.build().unwrap();
    let (start, cheese) = maze.corners();
    Board::new(maze, start, cheese)
}

fn bundled_bot(name: &str) -> Bot {
    let (file, source) = bundled::find(name).unwrap_or_else(|| panic!("{name} is bundled"));
    Bot::compile(file, source).unwrap()
}

/// The error a run stopped with (panics if it did not stop with one).
fn stopped(ending: &Ending) -> &mousemaze::bot::BotError {
    match ending {
        Ending::Stopped(err) => err,
        other => panic!("expected an error, got {other:?}"),
    }
}

#[test]
fn every_bundled_bot_solves_every_perfect_maze_of_a_set_of_seeds() {
    assert!(bundled::racers().count() >= 4);
    for (name, source) in bundled::racers() {
        let bot = Bot::compile(name, source).unwrap();
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson] {
            for seed in 0..8 {
                let recipe = MazeRecipe { algorithm, width: 13, height: 9, seed, ..Default::default() };
                let board = board(recipe);
                let trace = bot.run_counted(&board);
                assert!(trace.solved(), "{name} on {recipe}: {:?}", trace.reason());
                let path = &trace.path;
                assert!(is_valid_path(&board.maze, path, board.start, board.goal), "{name} walked through a wall");
                let shortest = Solver::Bfs.solve(&board.maze, board.start, board.goal).unwrap().steps();
                assert!(path.len() > shortest, "{name} cannot beat the shortest route");
            }
        }
    }
}

/// A 3×3 ring round a centre cell that opens to the south: the cheese in the middle sits on
/// an island of walls that never touches the outside wall.
fn ring_round_the_cheese() -> Board {
    let mut maze = Maze::new(3, 3).unwrap();
    for (x, y, dir) in [(0, 0, Dir::E), (1, 0, Dir::E), (2, 0, Dir::S), (2, 1, Dir::S), (2, 2, Dir::W)] {
        maze.carve(Pos::new(x, y), dir);
    }
    for (x, y, dir) in [(1, 2, Dir::W), (0, 2, Dir::N), (0, 1, Dir::N), (1, 1, Dir::S)] {
        maze.carve(Pos::new(x, y), dir);
    }
    Board::new(maze, Pos::new(0, 0), Pos::new(1, 1))
}

#[test]
fn the_wall_follower_goes_round_a_loop_for_ever_and_the_run_says_so() {
    let board = ring_round_the_cheese();
    let trace = bundled_bot("wall-follower").run(&board);
    let err = stopped(&trace.ending);
    assert_eq!(err.kind, ErrorKind::Moves);
    assert!(err.message.contains("went round in circles"), "{err}");
    assert!(err.to_string().starts_with("wall-follower.rhai:19:"), "the forward() call: {err}");
    assert_eq!(trace.moves, Limits::default().moves(9), "every move was used, none over");
    // Chalk finds the way in: Trémaux solves the same board.
    assert!(bundled_bot("tremaux").run(&board).solved());
}

#[test]
fn the_wall_follower_fails_on_some_braided_mazes_with_the_cheese_inside() {
    let bot = bundled_bot("wall-follower");
    let failures: Vec<_> = (0..30)
        .map(|seed| {
            let maze = MazeRecipe {
                algorithm: Algorithm::Backtracker,
                width: 15,
                height: 11,
                seed,
                braid: 0.5,
                ..Default::default()
            }
            .build()
            .unwrap();
            let cheese = Pos::new(7, 5);
            bot.run_counted(&Board::new(maze, Pos::new(0, 0), cheese))
        })
        .filter(|trace| !trace.solved())
        .collect();
    assert!(!failures.is_empty(), "a loop round the middle catches it on some seed");
    for trace in failures {
        assert_eq!(stopped(&trace.ending).kind, ErrorKind::Moves, "{:?}", trace.reason());
    }
}

#[test]
fn a_loop_with_no_end_is_stopped_by_the_operation_limit_with_a_clear_message() {
    let limits = Limits { operations: 50_000, ..Limits::default() };
    let bot = Bot::with_limits("spin.rhai", "let n = 0;\nloop {\n    n += 1;\n}\n", limits).unwrap();
    let trace = bot.run(&board(MazeRecipe::default()));
    let err = stopped(&trace.ending);
    assert_eq!(err.kind, ErrorKind::Operations);
    assert!(err.message.contains("50000 operations") && err.message.contains("loop that never ends"), "{err}");
    assert_eq!(err.file, "spin.rhai");
    assert!(err.line.is_some_and(|l| (2..=3).contains(&l)), "{err}");
    // Endless recursion and a huge string are stopped too.
    let deep = Bot::compile("deep.rhai", "fn down(n) { down(n + 1) }\ndown(0);").unwrap();
    assert_eq!(stopped(&deep.run(&board(MazeRecipe::default())).ending).kind, ErrorKind::CallDepth);
    let big = Bot::compile("big.rhai", "let s = \"cheese\";\nloop { s += s; }").unwrap();
    let err = stopped(&big.run(&board(MazeRecipe::default())).ending).clone();
    assert_eq!(err.kind, ErrorKind::DataSize, "{err}");
}

#[test]
fn syntax_and_runtime_errors_name_the_file_line_and_column() {
    let Err(err) = Bot::compile("typo.rhai", "turn_left();\nif look() == \"wall\" {\n    forward(;\n}\n") else {
        panic!("the script does not compile");
    };
    assert_eq!((err.kind, err.place()), (ErrorKind::Syntax, "typo.rhai:3:13".to_string()), "{err}");
    let bot = Bot::compile("oops.rhai", "turn_left();\n  jump();\n").unwrap();
    let err = stopped(&bot.run(&board(MazeRecipe::default())).ending).clone();
    assert_eq!((err.kind, err.place()), (ErrorKind::Runtime, "oops.rhai:2:3".to_string()));
    assert!(err.message.contains("jump"), "{err}");
}

#[test]
fn a_script_cannot_open_a_file() {
    let import = Bot::compile("import.rhai", "import \"/etc/passwd\" as secrets;");
    assert!(import.is_err(), "modules are off, so `import` does not even parse");
    for call in ["open_file(\"/etc/passwd\")", "read_string(\"/etc/passwd\")", "eval(\"forward()\")"] {
        let result = Bot::compile("files.rhai", &format!("let text = {call};"));
        let failed = match result {
            Err(_) => true,
            Ok(bot) => matches!(bot.run(&board(MazeRecipe::default())).ending, Ending::Stopped(_)),
        };
        assert!(failed, "{call} must fail");
    }
}

#[test]
fn the_same_bot_on_the_same_maze_makes_the_same_moves_twice() {
    for (name, source) in bundled::racers() {
        let recipe =
            MazeRecipe { algorithm: Algorithm::Prim, width: 17, height: 11, seed: 3, braid: 0.3, ..Default::default() };
        let first = Bot::compile(name, source).unwrap().run(&board(recipe));
        let again = Bot::compile(name, source).unwrap().run(&board(recipe));
        assert_eq!(first, again, "{name}");
        assert!(!first.steps.is_empty());
    }
}

#[test]
fn instructions_sense_walls_doors_smell_and_chalk() {
    // A corridor of four cells with a door between the second and third.
    let mut maze = Maze::new(4, 1).unwrap();
    for x in 0..3 {
        maze.carve(Pos::new(x, 0), Dir::E);
    }
    let mut doors = Doors::new(&maze);
    doors.add(&maze, Door { at: Pos::new(1, 0), side: Dir::E, period: 100, open: 10, phase: 70 }).unwrap();
    let board = Board { maze, start: Pos::new(0, 0), goal: Pos::new(3, 0), doors, region: Vec::new(), facing: Dir::E };
    let script = r#"
        let seen = [look().what, look().far, look_left().what, smell(), smell_ahead(), smell_back()];
        forward();
        seen += [look().what, door_open(), look_back().far];
        mark(7);
        turn_around();
        seen += [marked(), marked_ahead(), marked_left()];
        turn_around();
        while !door_open() { wait(); }
        seen += [look().what];
        print(seen);
        forward();
        forward();
    "#;
    let trace = Bot::compile("senses.rhai", script).unwrap().run(&board);
    assert!(trace.solved(), "{:?}", trace.reason());
    let said = &trace.said[0].1;
    assert_eq!(said, "[\"open\", 1, \"wall\", 2, 3, 1, \"door closed\", false, 1, 7, 0, -1, \"door open\"]");
    // forward() twice and waits: the door opens at tick 30 of each 100.
    assert_eq!(trace.moves, 3);
    assert_eq!(trace.path, vec![Pos::new(0, 0), Pos::new(1, 0), Pos::new(2, 0), Pos::new(3, 0)]);
    assert!(trace.ticks >= 30, "it waited for the door: {}", trace.ticks);
}

#[test]
fn the_first_bot_of_the_bots_readme_solves_perfect_mazes() {
    let readme = include_str!("../../bots/README.md");
    let start = readme.find("```rust\n").expect("the README shows a first bot") + "```rust\n".len();
    let source = &readme[start..start + readme[start..].find("```").unwrap()];
    assert!(source.lines().count() <= 10, "ten lines at most:\n{source}");
    let bot = Bot::compile("my-first-bot.rhai", source).unwrap();
    for seed in 0..10 {
        let trace = bot.run_counted(&board(MazeRecipe { seed, ..MazeRecipe::default() }));
        assert!(trace.solved(), "seed {seed}: {:?}", trace.reason());
    }
}

#[test]
fn script_files_a_dangling_link_a_byte_order_mark_and_typed_errors() {
    use mousemaze::bot::practice::{self, BoardError};
    use mousemaze::bot::script::{Script, ScriptError};
    let dir = crate::scratch::scratch("bot-scripts");
    let link = dir.join("gone.rhai");
    std::os::unix::fs::symlink(dir.join("missing.rhai"), &link).unwrap();
    let expected = format!(
        "{}: it is a symbolic link to {} that leads nowhere",
        link.display(),
        dir.join("missing.rhai").display()
    );
    for err in [Script::read(&link).unwrap_err(), Script::find(link.to_str().unwrap()).unwrap_err()] {
        assert!(matches!(err, ScriptError::Dangling { .. }), "{err:?}");
        assert!(err.to_string().starts_with(&expected), "{err}");
    }
    // Some editors start a file with a byte-order mark: it is not part of the script.
    let marked = dir.join("marked.rhai");
    std::fs::write(&marked, "\u{feff}forward();\n").unwrap();
    let script = Script::read(&marked).unwrap();
    assert_eq!(script.source, "forward();\n");
    assert!(Bot::compile(&script.name, &script.source).is_ok());
    std::fs::write(&marked, b"forward();\xff\n").unwrap();
    let err = Script::read(&marked).unwrap_err();
    assert!(matches!(err, ScriptError::NotUtf8 { byte: 10, .. }), "{err:?}");
    assert!(err.to_string().ends_with("marked.rhai: it is not UTF-8 text (byte 10 is not)"), "{err}");
    let huge = MazeRecipe { width: 60_000, height: 60_000, ..MazeRecipe::default() };
    let err = practice::board(huge, mousemaze::maze::Ends::Corners).unwrap_err();
    assert_eq!(err, BoardError::TooBig { width: 60_000, height: 60_000 });
    assert_eq!(err.to_string(), "a 60000x60000 maze has 3600000000 cells: bots run on at most 4194304");
    std::fs::remove_dir_all(&dir).unwrap();
}
