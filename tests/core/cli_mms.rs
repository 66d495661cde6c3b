//! `mousemaze bot --mms` end to end: our compiled flood fill over generated contest mazes
//! (full and half size) and a maze file, its own `getStat score` equal to the JSON's
//! `mms_score`, the table, a mouse that never reaches the goal said so (its stderr's last
//! lines kept), the median of an even count, the trace, a program that cannot start as one line, a `.mms` mouse file run as
//! `--mms` runs its program, and an interrupted run that leaves no process behind.

use std::process::{Command, Stdio};
use std::time::Duration;

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::mms_programs::c_flood_fill;
use mousemaze::bot::mms_program::stats::format_g;

/// The JSON field `key`'s raw value in `line` (up to the next `,` or `}`).
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let start = line.find(&format!("\"{key}\":")).unwrap_or_else(|| panic!("{key} in {line}")) + key.len() + 3;
    let rest = &line[start..];
    if let Some(quoted) = rest.strip_prefix('"') {
        return &quoted[..quoted.find('"').unwrap()];
    }
    &rest[..rest.find([',', '}']).unwrap()]
}

#[test]
fn the_flood_fill_reaches_the_goal_and_reports_the_score_mms_gave_it() {
    let mouse = c_flood_fill().display().to_string();
    let json = stdout(&["bot", "--mms", &mouse, "--seeds", "40", "--json"]);
    assert_eq!(json.lines().count(), 40);
    for line in json.lines() {
        assert_eq!((field(line, "solved"), field(line, "exit")), ("true", "0"), "{line}");
        // The mouse printed `score ` and getStat's answer (Window.cpp:1083-1118) on stderr.
        let parsed: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(parsed["stderr"].as_str().unwrap(), format!("score {}\n", field(line, "mms_score")), "{line}");
        let mms = &line[line.find("\"mms\":").unwrap()..];
        assert_eq!(field(mms, "score"), field(line, "mms_score"));
        assert!(parsed.get("score").is_none(), "one score a name: {line}");
        let contest = &parsed["contest"];
        assert!(contest.get("score").is_none() && contest["contest_seconds"].as_f64().is_some_and(|s| s > 0.0));
        assert!(contest["fastest_possible_diagonal_seconds"].is_null(), "searched only when asked: {line}");
        assert!(field(line, "commands").parse::<u64>().unwrap() > 20, "{line}");
        let contest = &line[line.find("\"contest\":").unwrap()..];
        assert!(field(contest, "best_run_seconds").parse::<f64>().unwrap() > 0.0, "{line}");
    }
    let asked = stdout(&["bot", "--mms", &mouse, "--seeds", "2", "--json", "--diagonals"]);
    for line in asked.lines() {
        let contest = &serde_json::from_str::<serde_json::Value>(line).unwrap()["contest"];
        let (grid, diagonal) = (&contest["fastest_possible_seconds"], &contest["fastest_possible_diagonal_seconds"]);
        assert!(diagonal.as_f64().is_some_and(|d| d > 0.0 && d <= grid.as_f64().unwrap()), "asked: {line}");
    }
    let table = stdout(&["bot", "--mms", &mouse, "--seeds", "3", "--seed", "7"]);
    assert!(table.contains("| seed 7 | exit 0 | yes |"), "{table}");
    assert!(table.contains("solved 3/3"), "{table}");
}

#[test]
fn a_mouse_that_never_reaches_the_goal_is_said_so_and_its_last_lines_kept() {
    // It writes 20 000 numbered lines on stderr (about 190 KB) and never moves.
    let mouse = r#"sh -c "i=0; while [ $i -lt 20000 ]; do echo line $i >&2; i=$((i+1)); done""#;
    let table = stdout(&["bot", "--mms", mouse, "--seed", "3"]);
    assert!(table.contains("| seed 3 | exit 0 | no | - | did not reach the goal | - |"), "{table}");
    assert!(!table.contains("-1 + -1") && !table.contains("| 2000 |"), "no mms placeholder shown: {table}");
    assert!(!table.contains("2000;"), "{table}");
    assert!(table.contains("\nsolved 0/1; the mouse did not reach the goal; 0 commands; 1 maze in "), "{table}");
    let table = stdout(&["bot", "--mms", mouse, "--seeds", "2"]);
    assert!(
        table.contains("solved 0/2; the mouse did not reach the goal in any maze; 0 commands; 2 mazes in"),
        "{table}"
    );

    let json = stdout(&["bot", "--mms", mouse, "--seed", "3", "--json"]);
    let line: serde_json::Value = serde_json::from_str(&json).unwrap();
    // mms's own numbers stay raw in the JSON: its score before the goal, an empty best run.
    assert_eq!((line["solved"].as_bool(), line["mms_score"].as_f64()), (Some(false), Some(2000.0)), "{json}");
    assert_eq!(line["mms"]["best-run-turns"].as_i64(), Some(-1), "{json}");
    assert!(line["contest"]["contest_seconds"].is_null(), "{json}");
    // The last lines its stderr kept (64 KiB, from a whole line), not only the last one.
    let stderr = line["stderr"].as_str().unwrap();
    assert!(stderr.len() <= 64 * 1024 && stderr.len() > 60 * 1024, "{} bytes", stderr.len());
    assert!(stderr.starts_with("line ") && stderr.ends_with("line 19998\nline 19999\n"), "{stderr:.80}");
    let numbers: Vec<u32> = stderr.lines().map(|l| l["line ".len()..].parse().unwrap()).collect();
    assert!(numbers.windows(2).all(|w| w[1] == w[0] + 1), "whole lines, in order");
}

#[test]
fn the_score_median_of_an_even_count_is_the_mean_of_the_middle_two() {
    let mouse = c_flood_fill().display().to_string();
    let json = stdout(&["bot", "--mms", &mouse, "--seeds", "2", "--seed", "11", "--json"]);
    let scores: Vec<f64> = json.lines().map(|l| field(l, "mms_score").parse().unwrap()).collect();
    assert_ne!(scores[0], scores[1], "two different mazes: {json}");
    let mean = format_g((f64::from(scores[0] as f32) + f64::from(scores[1] as f32)) / 2.0);
    let table = stdout(&["bot", "--mms", &mouse, "--seeds", "2", "--seed", "11"]);
    assert!(table.contains(&format!("solved 2/2; mms score median {mean}; ")), "{mean}: {table}");

    // A maze the mouse cannot solve has no mms score: the median is of those solved.
    let dir = crate::scratch::scratch("mms-median");
    stdout(&["generate", "--style", "micromouse", "--seed", "11", "-o", &dir.join("a.num").display().to_string()]);
    let walled: String = std::fs::read_to_string(dir.join("a.num"))
        .unwrap()
        .lines()
        .map(|l| match l {
            // The start (0, 0) walled in on every side.
            _ if l.starts_with("0 0 ") => "0 0 1 1 1 1\n".to_string(),
            // Its neighbours walled towards it: (0, 1) south, (1, 0) west (`X Y N E S W`).
            _ if l.starts_with("0 1 ") => format!("{}1{}\n", &l[..8], &l[9..]),
            _ if l.starts_with("1 0 ") => format!("{}1\n", &l[..l.len() - 1]),
            _ => format!("{l}\n"),
        })
        .collect();
    std::fs::write(dir.join("b.num"), walled).unwrap();
    let table = stdout(&["bot", "--mms", &mouse, "--mazes", &dir.display().to_string()]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(table.contains("| no | - | did not reach the goal |"), "{table}");
    assert!(table.contains("solved 1/2; mms score median ") && table.contains(" over the 1 solved; "), "{table}");
}

#[test]
fn half_size_mazes_are_generated_read_and_run() {
    let mouse = c_flood_fill().display().to_string();
    let json = stdout(&["bot", "--mms", &mouse, "-W", "32", "-H", "32", "--seeds", "3", "--json"]);
    for line in json.lines() {
        assert_eq!((field(line, "width"), field(line, "solved")), ("32", "true"), "{line}");
    }
    let dir = crate::scratch::scratch("mms-half");
    let file = dir.join("half.txt");
    let file_name = file.display().to_string();
    stdout(&["generate", "--style", "micromouse", "-W", "32", "-H", "32", "--seed", "5", "-o", &file_name]);
    let from_file = stdout(&["bot", "--mms", &mouse, "--maze", &file_name, "--json"]);
    let from_folder = stdout(&["bot", "--mms", &mouse, "--mazes", &dir.display().to_string(), "--json"]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!((field(&from_file, "width"), field(&from_file, "solved")), ("32", "true"), "{from_file}");
    assert_eq!(field(&from_folder, "mms_score"), field(&from_file, "mms_score"));
}

#[test]
fn the_trace_shows_the_path_and_stderr() {
    let mouse = c_flood_fill().display().to_string();
    let trace = stdout(&["bot", "--mms", &mouse, "--seed", "2", "-W", "6", "-H", "6", "--trace"]);
    assert!(trace.contains("stderr (") && trace.contains("  score "), "{trace}");
    assert!(trace.contains('*') || trace.contains('S'), "the path is drawn: {trace}");
}

#[test]
fn a_program_that_cannot_start_is_one_clear_line() {
    let args = ["bot", "--mms", "./no-such-mouse-36 --fast", "--seeds", "3"];
    assert_one_line_error(&mousemaze(&args), &args, "cannot start: ./no-such-mouse-36");
    let args = ["bot", "--mms", "sh", "--mms-dir", "/no/such/dir-36"];
    assert_one_line_error(&mousemaze(&args), &args, "not a folder");
    let args = ["bot", "--mms", "sh", "--contest"];
    assert_eq!(mousemaze(&args).status.code(), Some(1));
    // A script saved with Windows line endings, and a folder: each said for what it is (the
    // system says "No such file or directory" and "Permission denied").
    let dir = std::env::temp_dir().join(format!("mousemaze-cli-cannot-start-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("crlf.sh");
    std::fs::write(&script, "#!/bin/sh\r\necho moveForward\r\n").unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let script = script.display().to_string();
    let args = ["bot", "--mms", script.as_str(), "--seeds", "1"];
    assert_one_line_error(&mousemaze(&args), &args, "the `#!` line names `/bin/sh\\r`: Windows line endings?");
    let folder = dir.display().to_string();
    let args = ["bot", "--mms", folder.as_str(), "--seeds", "1"];
    assert_one_line_error(&mousemaze(&args), &args, "is a folder, not a program");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_mouse_file_runs_its_program_as_the_game_does_and_as_mms_does() {
    let mouse = c_flood_fill();
    let dir = crate::scratch::scratch("mms-file");
    // The program lives in a folder of its own; the .mms file beside the player's bots names
    // it and that folder, relative to itself.
    let (home, bots) = (dir.join("mouse"), dir.join("bots"));
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&bots).unwrap();
    std::fs::copy(&mouse, home.join("ff")).unwrap();
    let file = bots.join("flood.mms");
    std::fs::write(&file, "# built in ../mouse\nrun = ./ff\ndir = ../mouse\n").unwrap();
    let file = file.display().to_string();
    let by_file = stdout(&["bot", &file, "--seeds", "4", "--json", "--timeout", "20"]);
    let by_flag = stdout(&["bot", "--mms", "./ff", "--mms-dir", &home.display().to_string(), "--seeds", "4", "--json"]);
    let runs = |json: &str| json.lines().map(|l| l[..l.find("\"seconds\"").unwrap()].to_string()).collect::<Vec<_>>();
    assert_eq!(runs(&by_file), runs(&by_flag), "the same runs, however the program is named");
    assert!(by_file.lines().all(|l| field(l, "solved") == "true"), "{by_file}");
    let table = stdout(&["bot", &file, "--contest", "--seeds", "2"]);
    assert!(table.starts_with("flood.mms (./ff) (mms protocol, 30 s a maze)"), "{table}");

    std::fs::write(bots.join("lost.mms"), "run = ./ff\ndir = ../nowhere\n").unwrap();
    std::fs::write(bots.join("typo.mms"), "run = ./ff\n  speed = 3\n").unwrap();
    std::fs::write(bots.join("gone.mms"), "run = ./no-such-mouse\n").unwrap();
    let at = |name: &str| bots.join(name).display().to_string();
    let cases: [(Vec<String>, &str); 5] = [
        (vec![at("lost.mms")], "lost.mms: its folder"),
        (vec![at("typo.mms")], "typo.mms:2:3: unknown key `speed`"),
        (vec![at("gone.mms")], "gone.mms: the program cannot start: ./no-such-mouse"),
        (vec![file.clone(), "--difficulty".into(), "easy".into()], "--difficulty is for Rhai bots"),
        (vec!["floodfill".into(), "--contest".into(), "--timeout".into(), "5".into()], "--timeout is for mms programs"),
    ];
    for (rest, expected) in cases {
        let mut args = vec!["bot"];
        args.extend(rest.iter().map(String::as_str));
        assert_one_line_error(&mousemaze(&args), &args, expected);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_argument_is_named_in_the_one_line() {
    let args = ["bot", "floodfill", "--mazes", "some-folder"];
    assert_one_line_error(&mousemaze(&args), &args, "not provided: <--contest|--mms <COMMAND>>");
    let args = ["generate", "--sed", "3"];
    assert_one_line_error(&mousemaze(&args), &args, "'--sed' found; tip: a similar argument exists: '--seed'");
}

#[test]
fn an_interrupted_run_leaves_no_process_behind() {
    let dir = crate::scratch::scratch("mms-interrupt");
    // Each program notes its process group (its shell's pid) and starts a grandchild.
    let mouse = r#"sh -c "echo $$ >> pids; sleep 30 & sleep 30""#;
    let mut child = Command::new(env!("CARGO_BIN_EXE_mousemaze"))
        .args(["bot", "--mms", mouse, "--mms-dir", &dir.display().to_string(), "--seeds", "2"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pids = dir.join("pids");
    for _ in 0..200 {
        if std::fs::read_to_string(&pids).is_ok_and(|t| t.lines().count() == 2) {
            break;
        }
        std::thread::sleep(Duration::from_millis(25));
    }
    std::thread::sleep(Duration::from_millis(100));
    // SAFETY: sends TERM to the binary we started.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let status = child.wait().unwrap();
    let groups = std::fs::read_to_string(&pids).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(status.code(), Some(130));
    assert_eq!(groups.lines().count(), 2, "{groups}");
    for pgid in groups.lines().map(|l| l.trim().parse::<i32>().unwrap()) {
        // SAFETY: signal 0 only asks whether the group has any process.
        assert_ne!(unsafe { libc::kill(-pgid, 0) }, 0, "process group {pgid} is left");
    }
}
