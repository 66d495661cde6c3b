//! `mousemaze grade` over a class's folder: good, wrong, looping, memory-hungry, broken,
//! refused, empty and binary scripts each cost their own row, in file-name order, the same on
//! one core as on many; the CSV says the same, every maze's cell filled (`not run: why` for a
//! script refused or not compiling); a folder or challenge that cannot be read is
//! exit status 1. And `mousemaze challenges` lists them.

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::cli_files::folder;

/// The class: (file name, script, what its row must say).
fn class() -> Vec<(String, Vec<u8>, &'static str)> {
    let mut scripts: Vec<(String, Vec<u8>, &'static str)> = Vec::new();
    let mut add = |name: String, text: &[u8], expect: &'static str| scripts.push((name, text.to_vec(), expect));
    for i in 0..8 {
        // Good, written eight ways: each solves every corridor.
        let padding = "// step on\n".repeat(i);
        add(format!("good-{i}.rhai"), format!("{padding}loop {{ forward(); }}").as_bytes(), "3/3");
    }
    for i in 0..4 {
        add(format!("short-{i}.rhai"), "forward();\n".repeat(i + 1).as_bytes(), "the script ended before");
    }
    add("loop-empty.rhai".into(), b"loop {}", "loop-empty.rhai:1:6: stopped after 2000000 operations");
    add("loop-count.rhai".into(), b"let n = 0;\nwhile true { n += 1; }", "stopped after 2000000 operations");
    add("loop-recurse.rhai".into(), b"fn f(n) { f(n + 1) }\nf(0);", "loop-recurse.rhai:2:1: calls nested deeper");
    add("memory-array.rhai".into(), b"let a = [];\nloop { a.push(\"0123456789\"); }", "grew too large");
    add("memory-string.rhai".into(), b"let s = \"ab\";\nloop { s += s; }", "grew too large");
    // Each array within its size limit, 200 of them together far over the memory budget.
    let hungry: String = (0..200).map(|i| format!("let a{i} = []; a{i}.pad(9999, 0);\n")).collect();
    add("memory-hungry.rhai".into(), hungry.as_bytes(), "over 16 MiB (the memory limit");
    for (i, broken) in ["forward(;", "loop {", "let = 3;", "fn () {}", "forward() forward()"].iter().enumerate() {
        add(format!("syntax-{i}.rhai"), broken.as_bytes(), "syntax-");
    }
    for (i, call) in ["turn_left()", "smell()", "mark(1)", "door_open()", "look()"].iter().enumerate() {
        add(format!("refused-{i}.rhai"), format!("forward();\n  {call};").as_bytes(), ":2:3: not yet:");
    }
    add("empty.rhai".into(), b"", "the script ended before");
    add("blank.rhai".into(), b"\n\n   \n", "the script ended before");
    add("binary.rhai".into(), &[0x7f, b'E', b'L', b'F', 0xff, 0xfe, 0, 1, 2], "binary.rhai:1:5: not UTF-8");
    add("nul.rhai".into(), b"forward();\0\0\0", "syntax-");
    add("throws.rhai".into(), b"forward();\nthrow \"no cheese here\";", "throws.rhai:2:1:");
    scripts
}

#[test]
fn a_class_folder_grades_one_row_per_script() {
    let dir = folder("grade-class");
    let scripts = class();
    assert!(scripts.len() >= 30);
    for (name, text, _) in &scripts {
        std::fs::write(dir.join(name), text).unwrap();
    }
    std::fs::write(dir.join("notes.txt"), "not a script").unwrap();
    std::fs::create_dir(dir.join("folder.rhai")).unwrap();
    let csv = dir.join("grades.csv");
    let (dir_arg, csv_arg) = (dir.display().to_string(), csv.display().to_string());
    let args = ["grade", &dir_arg, "--challenge", "1", "--csv", &csv_arg];
    let many = super::cli_bot::stdout_on("4", &args);
    assert_eq!(many, super::cli_bot::stdout_on("1", &args), "one core prints what four print");

    let lines: Vec<&str> = many.lines().collect();
    assert!(lines[0].starts_with("challenge: 1 Walk a corridor (3 mazes; par 13 moves, 13 instructions)"));
    let rows = &lines[2..lines.len() - 1];
    let mut sorted = scripts.clone();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(rows.len(), sorted.len(), "{many}");
    for (row, (name, _, expect)) in rows.iter().zip(&sorted) {
        assert!(row.starts_with(name.as_str()), "rows in file-name order: {row} for {name}");
        let after_name = &row[name.len()..];
        // Syntax errors say where (`syntax-2.rhai:1:5:`), the kind words say why.
        let expect = expect.replace("syntax-", &format!("{name}:1:"));
        assert!(after_name.contains(&expect), "{row}: expected {expect}");
        if name.starts_with("good") {
            assert!(after_name.contains("3/3     ***    13/13"), "{row}");
        } else {
            // A few steps solve the corridors no longer than they are (2, 7 and 4 cells).
            let solved = match name.strip_prefix("short-") {
                Some(i) => [0, 1, 1, 2][usize::from(i.as_bytes()[0] - b'0')],
                None => 0,
            };
            assert!(after_name.trim_start().starts_with(&format!("{solved}/3")), "{row}");
            assert!(!after_name.contains('*'), "{row}");
            assert!(after_name.contains("  -              -  "), "no totals that read like a score: {row}");
        }
    }
    assert_eq!(lines.last(), Some(&"8 of 33 scripts solved every maze"));

    let csv = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(csv.lines().count(), scripts.len() + 1);
    assert_eq!(
        csv.lines().next(),
        Some(
            "script,solved,total,stars,moves,instructions,error,challenge,moves_par,instructions_par,\
             maze_1,maze_1_moves,maze_1_instructions,maze_2,maze_2_moves,maze_2_instructions,\
             maze_3,maze_3_moves,maze_3_instructions"
        )
    );
    assert_eq!(
        csv.lines().nth(1),
        Some(
            "\"binary.rhai\",0,3,0,,,\"binary.rhai:1:5: not UTF-8 text: a script is a text file\",\
             \"1 Walk a corridor\",13,13,\
             \"not run: not UTF-8 text: a script is a text file (line 1, column 5)\",0,0,\
             \"not run: not UTF-8 text: a script is a text file (line 1, column 5)\",0,0,\
             \"not run: not UTF-8 text: a script is a text file (line 1, column 5)\",0,0"
        ),
        "a script that cannot run: no totals, and each maze's cell says why it was not run"
    );
    // Every maze cell of every row is filled: solved, missed or not run, so a teacher can sort.
    for row in csv.lines().skip(1) {
        let name = &row[..row.find(',').unwrap()];
        let mazes = [1, 2, 3].map(|n| maze_cell(row, n));
        for cell in &mazes {
            assert!(cell == "\"solved\"" || cell.starts_with("\"missed: ") || cell.starts_with("\"not run: "), "{row}");
        }
        let expected = match name.trim_matches('"') {
            n if n.starts_with("refused-1") => {
                Some("\"not run: not yet: `smell` opens in challenge 6 (line 2, column 3)\"")
            }
            n if n.starts_with("refused-0") => {
                Some("\"not run: not yet: `turn_left` opens in challenge 2 (line 2, column 3)\"")
            }
            n if n.starts_with("syntax-") => Some("\"not run: does not compile: "),
            n if n.starts_with("loop-") => Some("\"missed: "),
            _ => None,
        };
        if let Some(expected) = expected {
            assert!(mazes.iter().all(|cell| cell.starts_with(expected)), "{row}: expected {expected}");
        }
    }
    assert!(csv.contains("\"good-0.rhai\",3,3,3,13,13,,\"1 Walk a corridor\",13,13,\"solved\","), "{csv}");
    // The maze results add up to the totals.
    let good = csv.lines().find(|l| l.starts_with("\"good-0.rhai\"")).unwrap();
    let cells: Vec<&str> = good.split(',').collect();
    let maze_moves: u64 = [11, 14, 17].iter().map(|&i| cells[i].parse::<u64>().unwrap()).sum();
    assert_eq!(maze_moves, 13, "{good}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The `n`th maze's result cell of a CSV row, as written (quoted); commas inside quotes kept.
fn maze_cell(row: &str, n: usize) -> String {
    let mut cells = Vec::new();
    let (mut cell, mut quoted) = (String::new(), false);
    for c in row.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => cells.push(std::mem::take(&mut cell)),
            _ => {}
        }
        if c != ',' || quoted {
            cell.push(c);
        }
    }
    cells.push(cell);
    cells[10 + 3 * (n - 1)].clone()
}

#[test]
fn a_folder_or_challenge_that_cannot_be_read_is_status_1() {
    let dir = folder("grade-bad");
    let dir_arg = dir.display().to_string();
    let missing = dir.join("nowhere").display().to_string();
    assert_one_line_error(&mousemaze(&["grade", &missing, "-c", "1"]), &[], "cannot read the folder");
    assert_one_line_error(&mousemaze(&["grade", &dir_arg, "-c", "42"]), &[], "no such challenge");
    assert_one_line_error(&mousemaze(&["grade", &dir_arg, "-c", "no such"]), &[], "a number from 1 to 9");
    // An empty folder is graded: no rows.
    let out = stdout(&["grade", &dir_arg, "--challenge", "walk a corridor"]);
    assert!(out.ends_with("0 of 0 scripts solved every maze\n"), "{out}");
    assert!(stdout(&["grade", "--help"]).contains("Exit status: 0 when every script was graded"));
    // A challenge file of one's own, by path; a bad one says where.
    let own = dir.join("mine.ron");
    let first = mousemaze::content::challenge::built_in_files()[0].1;
    std::fs::write(&own, first.replace("Walk a corridor", "My corridor")).unwrap();
    let own_arg = own.display().to_string();
    assert!(stdout(&["grade", &dir_arg, "-c", &own_arg]).starts_with("challenge: My corridor (3 mazes"));
    std::fs::write(&own, first.replace("[\"forward\"]", "[\"forwards\"]")).unwrap();
    assert_one_line_error(&mousemaze(&["grade", &dir_arg, "-c", &own_arg]), &[], "mine.ron:30:15: `forwards` is not");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn challenges_lists_each_with_its_lesson() {
    let out = stdout(&["challenges"]);
    let lines: Vec<&str> = out.lines().collect();
    use mousemaze::content::challenge::{built_in, built_in_shaped};
    // The square ones, then those on other shapes, numbered on.
    assert_eq!(lines.len(), built_in().len() + built_in_shaped().len());
    assert!(lines[0].starts_with(" 1  Walk a corridor") && lines[0].contains("`forward()` moves the mouse"));
    assert!(lines[5].starts_with(" 6  Smell") && lines[5].ends_with("stronger closer to it."), "{}", lines[5]);
    assert!(lines[built_in().len()].starts_with("10  Six ways out"), "{}", lines[built_in().len()]);
}
