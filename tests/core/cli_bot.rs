//! `mousemaze bot` end to end: the table, JSON, the trace with the path drawn, and bad input
//! (a missing script, a syntax error, a huge maze) failing with one line.

use super::cli::{assert_one_line_error, mousemaze, stdout};

#[test]
fn the_table_counts_each_maze_and_json_says_the_same() {
    let table = stdout(&["bot", "tremaux", "--difficulty", "easy", "--seeds", "5"]);
    assert!(table.contains("tremaux.rhai on 15x11 backtracker"), "{table}");
    assert_eq!(table.lines().filter(|l| l.ends_with("|  |") && l.contains("| yes |")).count(), 5, "{table}");
    assert!(table.contains("solved 5/5"), "{table}");
    assert!(table.contains("raced the explorer rival at 80% speed") && table.contains("first on "), "{table}");
    let json = stdout(&["bot", "tremaux", "--difficulty", "easy", "--seeds", "5", "--json"]);
    assert!(json.starts_with("{\"bot\":\"tremaux.rhai\""), "{json}");
    assert!(json.trim_end().ends_with("\"mazes\":5,\"solved\":5}"), "{json}");
    assert_eq!(json.matches("\"solved\":true").count(), 5);
    assert_eq!(json.matches("\"rival_ticks\":").count(), 5, "{json}");
}

#[test]
fn the_trace_prints_each_instruction_and_the_path_and_failures_say_why() {
    let trace = stdout(&["bot", "wall-follower", "-W", "6", "-H", "4", "--seed", "3", "--trace"]);
    assert!(trace.contains(": turn_right()") && trace.contains(": forward() -> true"), "{trace}");
    assert!(trace.contains("+---+") && trace.contains('S') && trace.contains('*'), "{trace}");
    assert!(trace.contains("reached the cheese"), "{trace}");
    let looping = stdout(&[
        "bot",
        "wall-follower",
        "-W",
        "21",
        "-H",
        "15",
        "--braid",
        "0.5",
        "--ends",
        "farthest",
        "--seeds",
        "20",
    ]);
    assert!(looping.contains("out of moves") && looping.contains("went round in circles"), "{looping}");
}

#[test]
fn bad_scripts_and_mazes_fail_with_one_line() {
    let dir = super::cli_files::folder("bot-cli");
    let typo = dir.join("typo.rhai");
    std::fs::write(&typo, "loop {\n    forward(\n}\n").unwrap();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["bot".into(), "no-such-bot".into()], "no such file, nor a bundled bot (bundled: door-aware.rhai"),
        (vec!["bot".into(), typo.display().to_string()], "typo.rhai:3:1:"),
        (vec!["bot".into(), dir.display().to_string()], "not a regular file"),
        (
            vec!["bot".into(), "tremaux".into(), "-W".into(), "60000".into(), "-H".into(), "60000".into()],
            "bots run on at most",
        ),
    ];
    for (args, expected) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_one_line_error(&mousemaze(&args), &args, expected);
    }
}
