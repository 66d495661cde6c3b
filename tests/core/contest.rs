//! The micromouse contest (`rules::contest`, `Bot::contest`, `mousemaze bot --contest`): a bot
//! written with mms's names alone solves contest mazes; its state lives across runs; runs,
//! times and the score follow the rules; the budgets hold per run and per contest with
//! file:line:column; flood fill finds the fastest route; `--trace` shows the bot's thoughts.

use mousemaze::bot::thought::Thought;
use mousemaze::bot::{Bot, Limits, bundled};
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::{Dir, Maze, Pos};
use mousemaze::rules::Board;
use mousemaze::rules::contest::{ContestRules, RunFailure, contest_board};

use super::cli::{assert_one_line_error, mousemaze, stdout};

/// A generated contest maze as a board.
fn contest_maze(side: u32, seed: u64) -> Board {
    contest_board(micromouse::generate(side, side, seed).unwrap())
}

/// A corridor one cell wide, `cells` long, from the bottom (the start) to the top (the goal).
fn corridor(cells: u32) -> Board {
    let mut maze = Maze::new(1, cells).unwrap();
    for y in 1..cells {
        maze.carve(Pos::new(0, y), Dir::N);
    }
    Board::new(maze, Pos::new(0, cells - 1), Pos::new(0, 0))
}

/// A flood fill written with mms's names only (as an mms user writes it): it assumes the
/// start at (0, 0) facing north and the goal in the centre, and counts its own moves.
const MMS_FLOOD: &str = r#"
fn bit(walls, w, x, y, d) { (walls[y * w + x] >> d) & 1 }
fn with_wall(walls, w, h, x, y, d) {
    let dx = [0, 1, 0, -1]; let dy = [1, 0, -1, 0];
    walls[y * w + x] = walls[y * w + x] | (1 << d);
    let nx = x + dx[d]; let ny = y + dy[d];
    if nx >= 0 && ny >= 0 && nx < w && ny < h { walls[ny * w + nx] = walls[ny * w + nx] | (1 << ((d + 2) % 4)); }
    walls
}
let w = mazeWidth(); let h = mazeHeight();
let dx = [0, 1, 0, -1]; let dy = [1, 0, -1, 0];
let walls = []; walls.pad(w * h, 0);
let x = 0; let y = 0; let d = 0;
let gx = w / 2 - 1; let gy = h / 2 - 1;
loop {
    if x >= gx && x <= gx + 1 && y >= gy && y <= gy + 1 { break; }
    if wallFront() { walls = with_wall(walls, w, h, x, y, d); setWall(x, y, "nesw"[d]); }
    if wallRight() { walls = with_wall(walls, w, h, x, y, (d + 1) % 4); }
    if wallLeft() { walls = with_wall(walls, w, h, x, y, (d + 3) % 4); }
    let dist = []; dist.pad(w * h, 9999);
    let queue = [];
    for cx in gx..gx + 2 { for cy in gy..gy + 2 { dist[cy * w + cx] = 0; queue.push(cy * w + cx); } }
    let head = 0;
    while head < queue.len() {
        let c = queue[head]; head += 1;
        let cx = c % w; let cy = c / w;
        for k in 0..4 {
            let nx = cx + dx[k]; let ny = cy + dy[k];
            if bit(walls, w, cx, cy, k) == 0 && nx >= 0 && ny >= 0 && nx < w && ny < h && dist[ny * w + nx] > dist[c] + 1 {
                dist[ny * w + nx] = dist[c] + 1; queue.push(ny * w + nx);
            }
        }
    }
    setText(x, y, dist[y * w + x]);
    setColor(x, y, 'b');
    let best = -1;
    for k in [0, 1, 3, 2] {
        let nd = (d + k) % 4;
        let nx = x + dx[nd]; let ny = y + dy[nd];
        if best < 0 && bit(walls, w, x, y, nd) == 0 && nx >= 0 && ny >= 0 && nx < w && ny < h
            && dist[ny * w + nx] < dist[y * w + x] { best = nd; }
    }
    while d != best { turnRight(); d = (d + 1) % 4; }
    moveForward();
    x += dx[d]; y += dy[d];
}
"#;

#[test]
fn a_bot_written_with_mms_names_only_solves_contest_mazes() {
    let rules = ContestRules::default();
    let bot = Bot::for_contest("mms-flood.rhai", MMS_FLOOD, &rules).unwrap();
    for seed in 0..6 {
        let board = contest_maze(16, seed);
        let run = bot.contest(&board, rules, true);
        assert!(run.result.solved(), "seed {seed}: {:?}", run.result.runs);
        assert_eq!(run.result.runs.len(), 1, "it stops at the goal: one run");
        assert!(board.is_goal(*run.trace.path.last().unwrap()));
        // What it thought was kept, in its own coordinates and the maze's.
        let colours = run.trace.thoughts.iter().filter(|(_, t)| matches!(t, Thought::Color(..))).count();
        assert_eq!(colours as u64, run.result.runs[0].moves as u64, "one colour a cell it decided at");
        let texts: Vec<_> = run.trace.thoughts.iter().filter(|(_, t)| matches!(t, Thought::Text(..))).collect();
        assert!(matches!(&texts[0].1, Thought::Text(c, _) if c.at == (0, 0) && c.cell == board.start));
    }
}

#[test]
fn the_script_keeps_its_state_from_run_to_run() {
    // The first run bumps to learn the wall on the left; every later run remembers it.
    let script = r#"
        let knows_left_is_a_wall = false;
        let runs = 0;
        loop {
            if !knows_left_is_a_wall {
                turnLeft();
                if !moveForward() { knows_left_is_a_wall = true; }
                turnRight();
            }
            moveForward(3);                 // the goal: this run ends
            runs += 1;
            print("runs " + runs);
            turnRight(); turnRight();
            moveForward(3);                 // back at the start by itself: the next run begins
            turnRight(); turnRight();
        }
    "#;
    let rules = ContestRules::default();
    let bot = Bot::for_contest("memory.rhai", script, &rules).unwrap();
    let run = bot.contest(&corridor(4), rules, true);
    let runs = &run.result.runs;
    assert_eq!(runs.len(), 5, "{runs:?}");
    assert!(runs.iter().all(|r| r.ticks().is_some()), "every run reached the goal: {runs:?}");
    assert_eq!(runs[0].moves, 4, "a bump and three cells");
    assert!(runs[1..].iter().all(|r| r.moves == 3), "no bump once it knows: {runs:?}");
    let said: Vec<&str> = run.trace.said.iter().map(|(_, s)| s.as_str()).collect();
    assert_eq!(said, ["runs 1", "runs 2", "runs 3", "runs 4"], "the counter lives on (the 5th run ends the contest)");
    // Times follow the cost model: three cells from rest, 20 + 15 + 12 ticks; the bump 20 more.
    assert_eq!(runs[1].ticks(), Some(47));
    assert_eq!(runs[0].ticks(), Some(20 + 47));
    // The score: the best run + 1/30 of the time in the maze, trips back included.
    let result = &run.result;
    assert_eq!(result.best().unwrap().1.ticks(), Some(47));
    assert_eq!(result.score_ticks(), Some(47.0 + result.maze_ticks as f64 / 30.0));
    assert!(result.maze_ticks > runs.iter().map(|r| r.ticks().unwrap()).sum::<u64>(), "the trips back count");
}

#[test]
fn carrying_back_costs_the_penalty_and_starts_a_run_facing_out() {
    let script = r#"
        moveForward(3);
        ackReset();                 // no reset pending: carry me back
        print(heading() + position().y);
        carry_back();
        moveForward(3);
    "#;
    let rules = ContestRules::default();
    let bot = Bot::for_contest("carried.rhai", script, &rules).unwrap();
    let run = bot.contest(&corridor(4), rules, true);
    let result = &run.result;
    assert_eq!(result.carried, 2);
    assert_eq!(run.trace.said[0].1, "n0", "at the start, facing out");
    assert_eq!(result.runs.len(), 3);
    assert_eq!(result.runs[1].failure(), Some(&RunFailure::CarriedBack));
    assert_eq!(result.maze_ticks, 47 + 2 * rules.carry_penalty_ticks + 47);
}

/// `carry_back()` is `ackReset()` under our name: with a reset pending it only acknowledges
/// it, so `if wasReset() { carry_back(); }` pays the penalty once, not on every pass.
#[test]
fn a_pending_reset_is_acknowledged_once_by_either_name() {
    let rules = ContestRules::default();
    let small = Limits { instructions: 30, ..Limits::default() };
    for ack in ["ackReset", "carry_back"] {
        let script =
            format!("loop {{\n    if wasReset() {{ {ack}(); print(\"acknowledged\"); }}\n    wallFront();\n}}\n");
        let bot = Bot::with_limits("ack.rhai", &script, small).unwrap();
        let run = bot.contest(&corridor(4), rules, true);
        let result = &run.result;
        assert_eq!(result.runs.len(), 5, "{ack}");
        assert_eq!(
            result.carried, 5,
            "{ack}: carried back once a run (its budget), never again by the acknowledgement"
        );
        assert_eq!(result.maze_ticks, 5 * rules.carry_penalty_ticks, "{ack}: one penalty a reset");
        assert_eq!(run.trace.said.len(), 4, "{ack}: four resets acknowledged before the fifth ended the contest");
    }
}

#[test]
fn a_run_that_comes_back_to_the_start_begins_again_there() {
    let script = "moveForward(); turnRight(); turnRight(); moveForward(); turnLeft(); turnLeft(); moveForward(3);";
    let rules = ContestRules::default();
    let result = Bot::for_contest("again.rhai", script, &rules).unwrap().contest(&corridor(4), rules, false).result;
    assert_eq!(result.runs.len(), 1);
    let run = &result.runs[0];
    assert_eq!((run.ticks(), run.timed_moves), (Some(47), 3), "timed from rest at the start, the last time it left");
    assert_eq!(run.moves, 5, "the run's moves, all of them: passing the start does not restart the count");
    assert_eq!(result.maze_ticks, 20 + 40 + 47, "the trip out and back still counts in the maze");
}

#[test]
fn budgets_hold_per_run_and_per_contest_with_file_line_and_column() {
    let rules = ContestRules::default();
    // Per run: instructions. The run fails, the contest carries the mouse back, wasReset says so.
    let small = Limits { instructions: 50, ..Limits::default() };
    let script =
        "let n = 0;\nloop {\n    if wasReset() { ackReset(); n += 1; print(\"reset \" + n); }\n    wallFront();\n}\n";
    let bot = Bot::with_limits("spin.rhai", script, small).unwrap();
    let run = bot.contest(&corridor(4), rules, true);
    let result = &run.result;
    assert_eq!(result.runs.len(), 5);
    assert_eq!(result.carried, 5, "each run's budget ran out");
    assert!(!result.solved() && result.score_ticks().is_none());
    for r in &result.runs {
        let why = r.failure().unwrap().to_string();
        assert!(why.starts_with("spin.rhai:4:5: used all 50 instructions"), "{why}");
    }
    assert_eq!(run.trace.said.len(), 4, "it saw four resets before the fifth ended the contest");
    // Per contest: Rhai operations.
    let tight = Limits { operations: 10_000, ..Limits::default() };
    let bot = Bot::with_limits("loop.rhai", "let x = 0;\nloop { x += 1; }", tight).unwrap();
    let result = bot.contest(&corridor(4), rules, false).result;
    let why = result.runs[0].failure().unwrap().to_string();
    assert!(why.starts_with("loop.rhai:2:") && why.contains("10000 operations"), "{why}");
    // The time budget: pacing a corridor for ever.
    let pacing = "loop { moveForward(); turnRight(); turnRight(); moveForward(); turnLeft(); turnLeft(); }";
    let short = ContestRules { budget_ticks: 500, ..rules };
    let result =
        Bot::with_limits("pace.rhai", pacing, Limits::default()).unwrap().contest(&corridor(3), short, false).result;
    assert_eq!(result.runs.len(), 1);
    assert_eq!(result.runs[0].failure(), Some(&RunFailure::TimeUp { budget_ticks: 500 }));
    assert_eq!(result.runs[0].failure().unwrap().to_string(), "the contest's 0:03.85 ran out");
    // Contest-only instructions refuse a race to the cheese, naming the place.
    let err = Bot::compile("where.rhai", "\nposition();").unwrap().run(&corridor(3));
    let why = err.reason().unwrap();
    assert!(why.starts_with("where.rhai:2:1: ") && why.contains("position() is for contests only"), "{why}");
}

#[test]
fn flood_fill_solves_contest_mazes_and_races_the_fastest_route() {
    let (name, source) = bundled::find("floodfill").unwrap();
    let rules = ContestRules::default();
    let bot = Bot::for_contest(name, source, &rules).unwrap();
    for (side, seed) in [(16, 11), (16, 12), (10, 13), (6, 14)] {
        let board = contest_maze(side, seed);
        let result = bot.contest(&board, rules, false).result;
        let (_, best) = result.best().unwrap_or_else(|| panic!("{side} seed {seed}: {:?}", result.runs));
        let (fastest, _) = result.fastest_possible.unwrap();
        assert_eq!(best.ticks(), Some(fastest), "{side} seed {seed}: it proves its route is the fastest");
        assert!(result.runs.iter().all(|r| r.failure().is_none()), "{:?}", result.runs);
        assert!(result.maze_ticks <= rules.budget_ticks);
    }
}

#[test]
fn the_flood_wound_back_does_what_a_flood_begun_again_does() {
    // The lesson's last step winds its flood back after a new wall instead of flooding from
    // the targets again, and shows only the cells it numbered again: the same numbers in the
    // same order, so every instruction and thought must be the same as the simple way's
    // (flood from the targets, look at every cell). Each change keeps its line, so the two
    // traces' line numbers agree.
    let (name, source) = bundled::find("floodfill").unwrap();
    let simple = [
        ("let r = this.rewound(f, lowest);", "let r = this.flood_begun(targets);"),
        ("let cells = r.again + f.queue.extract(r.tail, f.tail - r.tail);", "let cells = 0..dist.len();"),
        ("cells.sort();", "let all = true;"),
    ]
    .iter()
    .fold(source.to_string(), |text, (from, to)| {
        assert_eq!(text.matches(from).count(), 1, "the lesson has `{from}` once");
        text.replace(from, to)
    });
    let rules = ContestRules::default();
    let (wound, begun) =
        (Bot::for_contest(name, source, &rules).unwrap(), Bot::for_contest(name, &simple, &rules).unwrap());
    for seed in 21..25 {
        let board = contest_maze(16, seed);
        let (a, b) = (wound.contest(&board, rules, true), begun.contest(&board, rules, true));
        assert!(a.trace.thoughts.len() > 100, "seed {seed}: the numbers are shown ({})", a.trace.thoughts.len());
        assert!(a == b, "seed {seed}: winding the flood back changed what the bot does");
    }
}

#[test]
fn trace_prints_the_bots_thoughts_and_json_has_every_field() {
    let dir = crate::scratch::scratch("contest-cli");
    std::fs::create_dir_all(dir.join("more")).unwrap();
    let file = dir.join("six.txt");
    let (f, g) = (file.to_str().unwrap(), dir.join("more/ten.txt"));
    stdout(&["generate", "--style", "micromouse", "-W", "6", "-H", "6", "--seed", "1", "-o", f]);
    stdout(&["generate", "--style", "micromouse", "-W", "10", "-H", "10", "--seed", "2", "-o", g.to_str().unwrap()]);
    let trace = stdout(&["bot", "floodfill", "--contest", "--maze", f, "--trace", "--diagonals"]);
    for thought in ["think: setWall(", "think: setText(0, 0, \"", "think: setColor(", "think: clearAllColor()"] {
        assert!(trace.contains(thought), "{thought} in {trace}");
    }
    assert!(trace.contains("  run 1: ") && trace.contains(", best") && trace.contains("score "), "{trace}");
    assert!(trace.contains("solved 1/1; best run / fastest possible: median 1.000"), "{trace}");
    assert!(trace.contains("moves; this cost model, no diagonal moves; "), "what fastest assumes: {trace}");
    assert!(trace.contains(" with diagonals)"), "and the fastest with diagonals: {trace}");
    assert!(trace.contains("G: the cell where it stopped, not the goal)"), "the drawing's legend: {trace}");
    // Times in hundredths, rounded, the same in the text and the JSON.
    let score = trace.split("; score ").nth(1).and_then(|rest| rest.split(" s\n").next()).unwrap();
    assert_eq!(score.split('.').nth(1).map(str::len), Some(2), "hundredths: {score}");
    let json_one = stdout(&["bot", "floodfill", "--contest", "--maze", f, "--json"]);
    assert!(
        json_one.contains(&format!("\"score\":{}", score.trim_end_matches('0').trim_end_matches('.'))),
        "{json_one}"
    );
    let json = stdout(&["bot", "floodfill", "--contest", "--mazes", dir.to_str().unwrap(), "--json", "--diagonals"]);
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), 2, "one object a maze, the subfolder's too: {json}");
    assert!(lines[0].contains("more/ten.txt") && lines[1].contains("six.txt"), "sorted by path: {json}");
    for line in lines {
        for field in [
            "\"file\":",
            "\"solved\":true",
            "\"runs\":[{",
            "\"best_run_moves\":",
            "\"best_run_seconds\":",
            "\"fastest_possible_seconds\":",
            "\"fastest_possible_diagonal_seconds\":",
            "\"score\":",
        ] {
            assert!(line.contains(field), "{field} in {line}");
        }
    }
    // Without --contest, --maze races the bot once from the file's start to its goal region.
    let race = stdout(&["bot", "tremaux", "--maze", f]);
    assert!(race.contains("six.txt") && race.contains("solved 1/1"), "{race}");
    let missing = dir.join("missing.txt");
    let args = ["bot", "floodfill", "--contest", "--maze", missing.to_str().unwrap()];
    assert_one_line_error(&mousemaze(&args), &args, "missing.txt: cannot read it");
    let args = ["bot", "floodfill", "--contest", "--mazes", f];
    assert_one_line_error(&mousemaze(&args), &args, "not a folder");
    let generated = stdout(&["bot", "floodfill", "--contest", "-W", "8", "-H", "8", "--seeds", "3", "--json"]);
    assert_eq!(generated.lines().filter(|l| l.contains("\"solved\":true")).count(), 3, "{generated}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_fastest_run_with_diagonals_is_searched_only_when_asked_for() {
    let dir = crate::scratch::scratch("contest-diagonals");
    let file = dir.join("twelve.txt");
    let f = file.to_str().unwrap();
    stdout(&["generate", "--style", "micromouse", "-W", "12", "-H", "12", "--seed", "3", "-o", f]);
    let number = |line: &str, key: &str| {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        value[key].as_f64()
    };
    let plain = stdout(&["bot", "floodfill", "--contest", "--maze", f, "--json"]);
    assert!(plain.contains("\"fastest_possible_diagonal_seconds\":null"), "not asked, not searched: {plain}");
    let asked = stdout(&["bot", "floodfill", "--contest", "--maze", f, "--json", "--diagonals"]);
    let (grid, diagonal) =
        (number(&asked, "fastest_possible_seconds"), number(&asked, "fastest_possible_diagonal_seconds"));
    assert!(diagonal.is_some_and(|d| d > 0.0 && Some(d) <= grid), "asked: {asked}");
    assert_eq!(number(&plain, "score"), number(&asked, "score"), "the contest itself is the same");
    let text = stdout(&["bot", "floodfill", "--contest", "--maze", f]);
    assert!(text.contains("no diagonal moves)") && !text.contains("with diagonals"), "{text}");
    let args = ["bot", "floodfill", "--diagonals"];
    let out = mousemaze(&args);
    assert!(!out.status.success() && String::from_utf8_lossy(&out.stderr).contains("--contest"), "{out:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A contest recorded line by line (for the game's debugger) is the same contest: the same
/// trace and result, and its lines end where the contest did.
#[test]
fn a_contest_recorded_by_line_is_the_same_contest() {
    let board = contest_maze(6, 3);
    let (_, source) = bundled::find("floodfill").unwrap();
    let rules = ContestRules::default();
    let bot = Bot::for_contest("floodfill.rhai", source, &rules).unwrap();
    let plain = bot.contest(&board, rules, true);
    let (recorded, lines) = bot.contest_lines(&board, rules);
    assert!(plain.result.solved() && plain.result.runs.len() >= 2, "{:?}", plain.result);
    assert_eq!(recorded, plain);
    let end = lines.steps().last().unwrap();
    assert_eq!((end.instructions, end.moves), (plain.trace.instructions, plain.trace.moves));
    assert!(lines.steps().len() > 100 && !lines.cut());
}
