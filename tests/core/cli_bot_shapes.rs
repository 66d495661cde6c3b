//! `mousemaze bot BOT --shape hex|triangle|polar|upsilon|zeta`, `--wrap`, `--floors` and
//! `--weave` end to end: the bundled lessons solve every shape and kind (their versions in
//! `bots/shapes/`), JSON and the table say so, and what only square
//! mazes have (a contest, an mms program, other ends, a mask) fails in one line. Doors work on
//! every shape: the door-aware bot waits for them.

use super::cli::{assert_one_line_error, mousemaze, stdout};

#[test]
fn the_bundled_bots_solve_every_shape() {
    let runs: [&[&str]; 5] = [
        &["bot", "wall-follower", "--shape", "hex", "-W", "15", "-H", "11", "--seeds", "10", "--json"],
        &["bot", "tremaux", "--shape", "polar", "--rings", "8", "--seeds", "10", "--json"],
        &["bot", "tremaux", "--shape", "triangle", "-W", "19", "-H", "9", "--seeds", "10", "--json"],
        &["bot", "door-aware", "--shape", "hex", "--radius", "6", "--seeds", "10", "--json"],
        &["bot", "door-aware", "--shape", "hex", "-W", "15", "-H", "11", "--doors", "4", "--seeds", "10", "--json"],
    ];
    for args in runs {
        let json = stdout(args);
        assert!(json.trim_end().ends_with("\"mazes\":10,\"solved\":10}"), "{args:?}: {json}");
    }
    let table = stdout(&["bot", "smell-greedy", "--shape", "polar", "--rings", "6", "--seeds", "3"]);
    assert!(table.contains("smell-greedy.rhai on a polar maze of 6 rings, backtracker"), "{table}");
    assert!(table.contains("solved 3/3"), "{table}");
    let trace = stdout(&["bot", "wall-follower", "--shape", "triangle", "-W", "5", "-H", "3", "--trace"]);
    assert!(trace.contains("wall-follower.rhai:25:9: turn_around()"), "{trace}");
    assert!(trace.contains("cells walked: 0 ") && trace.contains("reached the cheese"), "{trace}");
}

#[test]
fn the_bundled_bots_solve_every_kind() {
    let runs: [&[&str]; 6] = [
        &["bot", "tremaux", "--shape", "upsilon", "-W", "17", "-H", "11", "--seeds", "10", "--json"],
        &["bot", "wall-follower", "--shape", "zeta", "-W", "12", "-H", "9", "--seeds", "10", "--json"],
        &["bot", "door-aware", "--wrap", "xy", "-W", "16", "-H", "11", "--seeds", "10", "--json"],
        &["bot", "wall-follower", "--floors", "3", "-W", "8", "-H", "6", "--seeds", "10", "--json"],
        &["bot", "door-aware", "--floors", "3", "-W", "8", "-H", "6", "--doors", "4", "--seeds", "10", "--json"],
        &["bot", "wall-follower", "--weave", "0.5", "-W", "14", "-H", "10", "--seeds", "10", "--json"],
    ];
    for args in runs {
        let json = stdout(args);
        assert!(json.trim_end().ends_with("\"mazes\":10,\"solved\":10}"), "{args:?}: {json}");
    }
    let table = stdout(&["bot", "tremaux", "--weave", "0.5", "-W", "10", "-H", "8", "--seeds", "3"]);
    assert!(table.contains("tremaux.rhai on a 10×8 square maze, backtracker, weave 0.5"), "{table}");
    assert!(table.contains("solved 3/3"), "{table}");
    let trace = stdout(&["bot", "tremaux", "--floors", "2", "-W", "3", "-H", "2", "--seed", "4", "--trace"]);
    assert!(trace.contains(": up() -> true") || trace.contains(": down() -> true"), "{trace}");
    assert!(trace.contains("reached the cheese"), "{trace}");
}

#[test]
fn what_only_squares_have_fails_in_one_line() {
    let cases: [(&[&str], &str); 6] = [
        (&["bot", "tremaux", "--shape", "hex", "--contest"], "on square mazes only: leave out --shape"),
        (&["bot", "--mms", "true", "--shape", "polar"], "mms programs run on square mazes only"),
        (&["bot", "tremaux", "--shape", "hex", "--ends", "farthest"], "--ends is for square mazes"),
        (&["bot", "floodfill", "--shape", "hex"], "floodfill.rhai is written for the micromouse contest"),
        (&["bot", "tremaux", "--rings", "5"], "add --shape polar"),
        (&["bot", "tremaux", "--shape", "polar", "-W", "5"], "sized by --rings"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}
