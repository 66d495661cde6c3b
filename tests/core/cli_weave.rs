//! `generate --weave` and `--shape zeta` end to end: the JSON's tunnels and diagonals, the
//! images, `--weave 0` being the plain maze byte for byte, and one-line refusals of what
//! does not go with them.

use super::cli::{assert_one_line_error, mousemaze, stdout};

/// The numbers of a JSON list `"key": [[…], …]`, each inner list as numbers.
fn lists(json: &str, key: &str) -> Vec<Vec<u32>> {
    let start = json.find(&format!("\"{key}\": [")).unwrap_or_else(|| panic!("no {key}: {json}")) + key.len() + 5;
    let body = &json[start..];
    let end = body.find("]]").map_or(0, |e| e + 1);
    body[..end]
        .split(']')
        .map(|item| item.trim_start_matches([',', ' ', '[']).split(", ").filter_map(|n| n.parse().ok()).collect())
        .filter(|item: &Vec<u32>| !item.is_empty())
        .collect()
}

#[test]
fn a_weaves_json_lists_its_tunnels_among_its_passages() {
    let json =
        stdout(&["generate", "--weave", "1", "-W", "12", "-H", "9", "--seed", "2", "--format", "json", "--solve"]);
    assert!(json.starts_with("{\"shape\": \"weave\", \"cells\": 108,"), "{json}");
    let passages = lists(&json, "passages");
    let tunnels = lists(&json, "tunnels");
    assert_eq!(passages.len(), 107, "a spanning tree, tunnels counted");
    assert!(!tunnels.is_empty(), "{json}");
    for tunnel in &tunnels {
        let (a, b, under) = (tunnel[0], tunnel[1], tunnel[2]);
        assert!(b - a == 2 || b - a == 24, "two apart in a row or a column: {tunnel:?}");
        assert_eq!(under, (a + b) / 2);
        assert!(passages.contains(&vec![a, b]), "a tunnel is a passage: {tunnel:?}");
        let over: Vec<&Vec<u32>> = passages.iter().filter(|p| p.contains(&under)).collect();
        assert_eq!(over.len(), 2, "the cell under which it passes has two ways: {over:?}");
    }
    // More offered, more taken: over a few seeds, a quarter share digs fewer.
    let count = |share: &str| -> usize {
        (1..=4)
            .map(|seed| {
                let seed = seed.to_string();
                let args = ["generate", "--weave", share, "-W", "20", "-H", "20", "--seed", &seed, "--format", "json"];
                lists(&stdout(&args), "tunnels").len()
            })
            .sum()
    };
    assert!(count("0.25") < count("1"), "tunnels grow with --weave");
}

#[test]
fn no_weave_is_the_plain_maze_byte_for_byte() {
    for extra in [&[][..], &["--format", "json"][..], &["-a", "kruskal"][..]] {
        let plain: Vec<&str> = [&["generate", "-W", "14", "-H", "8", "--seed", "5"][..], extra].concat();
        let zero: Vec<&str> = [&plain[..], &["--weave", "0"][..]].concat();
        assert_eq!(stdout(&plain), stdout(&zero), "{extra:?}");
    }
}

#[test]
fn weaves_and_zeta_mazes_are_drawn() {
    let scratch = super::scratch::scratch("cli-weave");
    for (args, name) in [(&["--weave", "0.6"][..], "weave"), (&["--shape", "zeta"][..], "zeta")] {
        for ext in ["png", "svg"] {
            let file = scratch.join(format!("{name}.{ext}"));
            let file = file.to_str().unwrap();
            let base = ["generate", "-W", "10", "-H", "7", "--seed", "3", "--solve", "-o", file];
            stdout(&[&base[..], args].concat());
            let bytes = std::fs::read(file).unwrap();
            assert!(bytes.len() > 500, "{name}.{ext}: {} bytes", bytes.len());
        }
    }
}

#[test]
fn a_zeta_mazes_json_has_diagonals_that_never_cross() {
    let json = stdout(&["generate", "--shape", "zeta", "-W", "10", "-H", "8", "--seed", "7", "--format", "json"]);
    assert!(json.starts_with("{\"shape\": \"zeta\", \"cells\": 80,"), "{json}");
    let passages = lists(&json, "passages");
    assert_eq!(passages.len(), 79);
    let diagonals = uncrossed_diagonals(&passages, 10);
    assert!(diagonals > 10, "{diagonals} diagonals");
}

/// How many of the `passages` of a whole zeta grid `width` cells wide are diagonal, each
/// checked not to cross another.
fn uncrossed_diagonals(passages: &[Vec<u32>], width: u32) -> usize {
    let diagonal = |a: u32, b: u32| b - a == width - 1 || b - a == width + 1;
    let diagonals: Vec<&Vec<u32>> = passages.iter().filter(|p| diagonal(p[0], p[1])).collect();
    for d in &diagonals {
        // (a, a + w + 1) crosses (a + 1, a + w); (a, a + w - 1) crosses (a - 1, a + w).
        let crossing =
            if d[1] - d[0] == width + 1 { vec![d[0] + 1, d[0] + width] } else { vec![d[0] - 1, d[0] + width] };
        assert!(!passages.contains(&crossing), "{d:?} crosses {crossing:?}");
    }
    diagonals.len()
}

#[test]
fn what_does_not_go_with_them_is_refused_in_one_line() {
    let json = ["--format", "json"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> { [&["generate"][..], extra, &json[..]].concat() };
    let weave = |extra: &[&'static str]| with(&[&["--weave", "0.5"][..], extra].concat());
    let zeta = |extra: &[&'static str]| with(&[&["--shape", "zeta"][..], extra].concat());
    // The other side's kinds and knobs: each refused where it does not apply.
    let clashes: [(Vec<&str>, &str); 9] = [
        (weave(&["--symmetry", "x"]), "--symmetry does not go with --weave"),
        (weave(&["--straightness", "0.5"]), "--straightness does not go with --weave"),
        (weave(&["--sparse", "2"]), "--sparse does not go with --weave"),
        (weave(&["--floors", "3"]), "--weave works on whole square grids only, not on 3 floors"),
        (weave(&["--wrap", "xy"]), "--weave works on whole square grids only, not on a 20×10 square maze wrapped xy"),
        (weave(&["--shape", "upsilon"]), "--weave works on whole square grids only, not on a 20×10 upsilon maze"),
        (zeta(&["--floors", "2"]), "--floors stacks square grids, not zeta"),
        (zeta(&["--wrap", "x"]), "--wrap joins the edges of square grids, not zeta"),
        (zeta(&["--symmetry", "xy"]), "--symmetry xy works on whole square and polar mazes, not on a zeta maze"),
    ];
    for (args, expected) in &clashes {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
    let cases: [(&[&str], &str); 10] = [
        (&["generate", "--weave", "1.5"], "0..=1"),
        (&["generate", "--weave", "-0.1"], "0..=1"),
        (&["generate", "--weave", "0.5"], "ASCII has no way to draw a corridor passing under another"),
        (
            &["generate", "--weave", "0.5", "-a", "wilson", "--format", "json"],
            "allowed backtracker or kruskal, not wilson",
        ),
        (
            &["generate", "--weave", "0.5", "--shape", "hex", "--format", "json"],
            "--weave works on whole square grids only",
        ),
        (&["generate", "--weave", "0.5", "--style", "labyrinth"], "--weave makes plain mazes"),
        (&["generate", "--weave", "0.5", "--ends", "corners", "--format", "json"], "leave out --ends"),
        (
            &["generate", "--shape", "zeta", "-a", "wilson", "--format", "json"],
            "it could open two diagonals that cross",
        ),
        (&["generate", "--shape", "zeta", "--format", "ascii"], "for this maze write --format json, png or svg"),
        (&["bot", "tremaux", "--weave", "0.5", "-a", "wilson"], "allowed backtracker or kruskal, not wilson"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}

#[test]
fn a_zeta_maze_takes_straightness_and_sparseness() {
    let base = ["generate", "--shape", "zeta", "-W", "12", "-H", "9", "--seed", "5", "--format", "json"];
    let straight = stdout(&[&base[..], &["--straightness", "0.9"]].concat());
    let passages = lists(&straight, "passages");
    assert_eq!(passages.len(), 107, "a spanning tree");
    assert!(uncrossed_diagonals(&passages, 12) > 0);
    assert_ne!(straight, stdout(&base), "the knob changes the maze");
    let sparse = stdout(&[&base[..], &["--sparse", "2"]].concat());
    let cells: usize = sparse["{\"shape\": \"zeta\", \"cells\": ".len()..].split(',').next().unwrap().parse().unwrap();
    assert!(cells < 108, "dead ends culled: {cells} cells left");
    assert_eq!(lists(&sparse, "passages").len(), cells - 1, "what is left stays a tree");
}
