//! Challenges: every built-in file reads and they climb (each allows what the one before
//! allowed), a not-yet-allowed call is refused at its line and column, stars follow the
//! pars, and scripts written for each lesson solve every maze of it.

use mousemaze::bot::grade::{GradeError, grade, grade_mazes};
use mousemaze::bot::{gate, table};
use mousemaze::content::challenge::{self, Challenge};

/// Scripts that solve the first lessons, written with only what each allows.
const CORRIDOR: &str = "loop { forward(); }";
const TURNS: &str = r#"
loop {
    if look() == "wall" {
        if look_left().open { turn_left(); } else { turn_right(); }
    }
    forward();
}"#;
/// Trémaux by counting (challenge 4: no chalk yet): the cells seen, each with the way back.
const ODOMETRY: &str = r#"
fn ahead(x, y, f) {
    if f == 0 { [x, y - 1] } else if f == 1 { [x + 1, y] } else if f == 2 { [x, y + 1] } else { [x - 1, y] }
}
let x = 0; let y = 0; let facing = 1;
let seen = #{};
seen["0,0"] = 9;
loop {
    let found = false;
    for t in 0..4 {
        let n = ahead(x, y, facing);
        if look().open && !(`${n[0]},${n[1]}` in seen) { found = true; break; }
        turn_right(); facing = (facing + 1) % 4;
    }
    if !found {
        let back = seen[`${x},${y}`] - 1;
        while facing != back { turn_right(); facing = (facing + 1) % 4; }
    }
    forward();
    let n = ahead(x, y, facing);
    x = n[0]; y = n[1];
    if found { seen[`${x},${y}`] = 1 + (facing + 2) % 4; }
}"#;

fn nth(n: usize) -> &'static Challenge {
    challenge::find(&n.to_string()).unwrap_or_else(|| panic!("challenge {n}"))
}

#[test]
fn every_built_in_challenge_reads_and_they_climb() {
    let files = challenge::built_in_files();
    for (file, text) in files {
        let read = gate::read_challenge(text, file);
        assert!(read.is_ok(), "{}", read.unwrap_err());
    }
    let all = challenge::built_in();
    assert!(all.len() >= 9 && all.len() == files.len());
    for pair in all.windows(2) {
        let missing: Vec<_> = pair[0].allowed.iter().filter(|name| !pair[1].allowed.contains(name)).collect();
        assert!(missing.is_empty(), "{} takes away {missing:?}", pair[1].name);
        assert!(pair[1].allowed.len() >= pair[0].allowed.len());
    }
    for c in all {
        let checked = gate::check_source(c, "starter.rhai", &c.starter);
        assert!(checked.is_ok(), "{}'s starter uses what it may not: {checked:?}", c.name);
        mousemaze::bot::Bot::compile("starter.rhai", &c.starter).unwrap();
        assert!(!c.summary().is_empty() && c.courses().unwrap().len() == c.mazes_count());
    }
    assert_eq!(challenge::find("smell").map(|c| &c.name), Some(&all[5].name), "found by name");
    assert_eq!(challenge::find("06-SMELL.ron").map(|c| &c.name), Some(&all[5].name), "and by file name");
    assert!(challenge::find("0").is_none() && challenge::find("99").is_none());
}

#[test]
fn a_not_yet_allowed_call_is_refused_at_its_line_and_column() {
    let check = |n: usize, source: &str| gate::check_source(nth(n), "c.rhai", source).map_err(|e| e.to_string());
    let script = "// keep left\nloop {\n    if look_left().open { mark(1); turn_left(); }\n    forward();\n}\n";
    assert_eq!(check(3, script), Err("c.rhai:3:27: not yet: `mark` opens in challenge 5".into()));
    assert_eq!(check(5, script), Ok(()), "open from challenge 5");
    // In a comment or a string it is no call.
    assert_eq!(check(3, "// smell()\nlet s = \"smell()\";\nforward();"), Ok(()));
    assert_eq!(
        check(9, "\n  let p = position();"),
        Err("c.rhai:2:11: `position` is not allowed in this challenge".into())
    );
    // Every way Rhai calls a function is seen in the compiled script, at the name.
    let smell = "not yet: `smell` opens in challenge 6";
    let spellings = [
        ("smell();", "1:1"),
        ("smell!();", "1:1"),
        ("smell /* later */ ();", "1:1"),
        ("smell\n  ();", "1:1"),
        ("let x = 1;\nx.smell();", "2:3"),
        ("fn sniff() { smell() }\nforward();", "1:14"),
        ("let f = || smell();\nforward();", "1:12"),
        ("let f = |x| { x + smell() };\nforward();", "1:19"),
        ("if look().open { smell(); }", "1:18"),
    ];
    for (source, place) in spellings {
        assert_eq!(check(3, source), Err(format!("c.rhai:{place}: {smell}")), "{source}");
        assert_eq!(check(6, source), Ok(()), "{source}: open in challenge 6");
    }
    // Code the compiler drops as never run calls nothing.
    assert_eq!(check(3, "if false { smell(); }\nforward();"), Ok(()));
    assert_eq!(check(1, "turn_left!();"), Err("c.rhai:1:1: not yet: `turn_left` opens in challenge 2".into()));
    // A function pointer named by a constant is checked as the call it makes; one named by
    // text made as the script runs would hide the call: refused in every challenge.
    assert_eq!(check(3, "let f = Fn(\"smell\");\nf.call();"), Err(format!("c.rhai:1:9: {smell}")));
    assert_eq!(check(3, "Fn(\"sm\" + \"ell\").call();"), Err(format!("c.rhai:1:1: {smell}")));
    assert_eq!(check(6, "let f = Fn(\"smell\");\ncall(f);"), Ok(()));
    for source in ["let name = \"smell\";\nlet f = Fn(name);\nf.call();", "let f = Fn(`sm${\"ell\"}`);\ncall(f);"] {
        let err = check(9, source).unwrap_err();
        assert!(err.contains("`Fn` with a name made as the script runs is not allowed"), "{source}: {err}");
    }
    // Through grading, the refusal is the row's first error and nothing runs.
    let first = nth(1);
    let graded = grade(first, &first.courses().unwrap(), "x.rhai", b"forward();\n\tturn_right();\n");
    let error = graded.error.map(|e| e.to_string());
    assert_eq!(error.as_deref(), Some("x.rhai:2:2: not yet: `turn_right` opens in challenge 2"));
    assert_eq!((graded.solved, graded.moves, graded.stars), (0, 0, 0));
}

#[test]
fn stars_follow_the_pars() {
    let c = nth(3);
    let (all, moves, instructions) = (c.mazes_count(), c.goal.moves, c.goal.instructions);
    assert_eq!(c.stars(all, moves, instructions), 3);
    assert_eq!(c.stars(all, moves + 1, instructions), 2);
    assert_eq!(c.stars(all, moves + 1, instructions + 1), 1);
    assert_eq!(c.stars(all - 1, 0, 0), 0, "a maze missed: no star");
    for (n, script) in [(1, CORRIDOR), (2, TURNS), (4, ODOMETRY)] {
        let c = nth(n);
        let courses = c.courses().unwrap();
        let graded = grade(c, &courses, "ref.rhai", script.as_bytes());
        assert_eq!((graded.solved, graded.total, &graded.error), (courses.len(), courses.len(), &None), "{}", c.name);
        assert_eq!(graded.stars, c.stars(graded.solved, graded.moves, graded.instructions));
        assert!(graded.stars >= 2, "{}: {graded:?}", c.name);
        assert_eq!(graded, grade(c, &courses, "ref.rhai", script.as_bytes()), "the same every time");
    }
    // The left-hand rule goes round the island of challenge 4 and runs out of moves.
    let (name, wall) = mousemaze::bot::bundled::find("wall-follower").unwrap();
    let island = nth(4);
    let graded = grade(island, &island.courses().unwrap(), name, wall.as_bytes());
    assert!(graded.solved < graded.total && graded.stars == 0);
    assert!(graded.error.unwrap().to_string().contains("out of moves"));
}

#[test]
fn a_bad_challenge_file_says_where() {
    let good = challenge::built_in_files()[0].1;
    let cases = [
        (
            good.replace("[\"forward\"]", "[\"forward\", \"fly\"]"),
            ":30:26: `fly` is not an instruction: allowed forward,",
        ),
        (good.replace("moves: 13,", "moves: lots,"), ":31:19: expected a whole number for moves"),
        (good.replace("    starter:", "    teacher: 1,\n    starter:"), ":32:5: unknown field `teacher`"),
    ];
    for (text, expected) in cases {
        let err = gate::read_challenge(&text, "bad.ron").unwrap_err().to_string();
        assert!(err.starts_with(&format!("bad.ron{expected}")), "{err}");
    }
    assert!(table::is_instruction("door_open") && table::is_instruction("wallFront"));
}

#[test]
fn a_script_that_cannot_run_is_a_typed_grade_error_with_its_place_in_the_message() {
    let first = nth(1);
    let courses = first.courses().unwrap();
    let not_text = grade_mazes(first, &courses, "b.rhai", b"forward();\n ab\xff").unwrap_err();
    assert_eq!(not_text, GradeError::NotText { file: "b.rhai".into(), line: 2, column: 4 });
    assert_eq!(not_text.to_string(), "b.rhai:2:4: not UTF-8 text: a script is a text file");
    let refused = grade_mazes(first, &courses, "r.rhai", b"turn_left();").unwrap_err();
    assert!(matches!(&refused, GradeError::Refused(e) if e.location.is_some()), "{refused:?}");
    assert_eq!(refused.to_string(), "r.rhai:1:1: not yet: `turn_left` opens in challenge 2");
    let syntax = grade_mazes(first, &courses, "s.rhai", b"loop {").unwrap_err();
    assert!(matches!(&syntax, GradeError::Script(e) if e.line == Some(1)), "{syntax:?}");
    assert!(syntax.to_string().starts_with("s.rhai:1:"), "{syntax}");
    assert_eq!(grade_mazes(first, &courses, "ok.rhai", CORRIDOR.as_bytes()).map(|m| m.len()), Ok(courses.len()));
}
