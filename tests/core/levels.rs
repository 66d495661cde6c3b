//! The level campaign and the level format: every shipped level is built in, loads, builds
//! and can be won; broken level texts say file:line:column and what was expected. The level
//! commands of the binary are in `cli_levels.rs`.

use std::path::{Path, PathBuf};

use mousemaze::content::level::catalog::{Listed, campaign, read_folder};
use mousemaze::content::level::{Built, Level, MazeSpec};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Solver};
use mousemaze::rules::rivals::RivalKind;

pub fn levels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("levels")
}

/// The level files in `levels/`, read from the disk: (path, level).
fn load_campaign(dir: PathBuf) -> Vec<Result<(PathBuf, Level), String>> {
    let listed = read_folder(&dir).unwrap();
    let pair = |l: Listed| match (l.origin, l.level) {
        (mousemaze::content::level::catalog::Origin::File(path), Ok(level)) => Ok((path, level)),
        (_, level) => Err(format!("{:?}", level.err())),
    };
    listed.into_iter().map(pair).collect()
}

#[test]
fn the_built_in_campaign_is_the_levels_folder() {
    let files = load_campaign(levels_dir());
    let built_in = campaign();
    assert_eq!(built_in.len(), files.len());
    for (listed, file) in built_in.iter().zip(files) {
        let (path, level) = file.unwrap();
        assert_eq!(path.file_stem().unwrap().to_str(), Some(listed.id.as_str()));
        assert_eq!(listed.level.as_ref().unwrap(), &level, "{}", listed.id);
        assert_eq!(listed.source(), "built-in");
    }
}

#[test]
fn every_shipped_level_loads_builds_and_can_be_won() {
    let campaign = load_campaign(levels_dir());
    assert!(campaign.len() >= 12, "a campaign of at least 12 levels, got {}", campaign.len());
    let (mut drawn, mut labyrinths) = (0, 0);
    let mut algorithms = Vec::new();
    let mut names = Vec::new();
    let mut shapes = Vec::new();
    let mut numbers = Vec::new();
    for result in campaign {
        let (path, level) = result.unwrap_or_else(|e| panic!("{e}"));
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        // `04-…` then `04b-…`, `04c-…`: a level added between two keeps the ids (and saved
        // progress) of the others.
        let number: usize = file[..2].parse().unwrap_or_else(|_| panic!("{file}: numbered"));
        let lettered = file.as_bytes()[2].is_ascii_lowercase() && file[3..].starts_with('-');
        assert!(file[2..].starts_with('-') || lettered, "{file}: numbered like 04-, 04b- or 04c-");
        numbers.push(number);
        if let Built::Shaped(built) = level.build_any().unwrap() {
            assert!(built.shortest_moves >= 20, "{file}: too short to be a level");
            let par = level.par_seconds.expect("every shipped level sets its par");
            assert!(par * 130.0 >= built.fastest_ticks as f32, "{file}: par {par} s is under the fastest run");
            if let Some(ticks) = built.rival_ticks {
                assert!(ticks as f32 >= 1.5 * built.fastest_ticks as f32, "{file}: the rival leaves time to steer");
            }
            shapes.push(std::mem::discriminant(&built.spec.shape));
            names.push(level.name);
            continue;
        }
        let built = level.build().unwrap_or_else(|e| panic!("{e}"));
        let route = Solver::Bfs.solve(&built.board.maze, built.board.start, built.board.goal).unwrap();
        assert_eq!(route.steps(), built.shortest_moves, "{file}");
        assert!(built.shortest_moves >= 10, "{file}: too short to be a level");
        let par = level.par_seconds.expect("every shipped level sets its par");
        assert!(par >= built.optimal_seconds(), "{file}: par {par} s is under the fastest run");
        if let (Some(rival), Some(arrives)) = (built.rival, built.rival_seconds()) {
            assert!(rival.speed <= 0.95, "{file}: the rival is never faster than 0.95×");
            assert!(arrives > built.optimal_seconds() && par <= arrives, "{file}: par before the {}", rival.kind);
        }
        match &level.maze {
            MazeSpec::Drawn { .. } => {
                drawn += 1;
                assert!(
                    built.board.maze.width() <= 25 && built.board.maze.height() <= 15,
                    "{file}: drawn levels stay small"
                );
            }
            MazeSpec::Generated(MazeRecipe { algorithm, .. }) => algorithms.push(*algorithm),
            MazeSpec::Labyrinth(_) => {
                labyrinths += 1;
                let every_cell = built.board.maze.len() - 1;
                assert_eq!(built.shortest_moves, every_cell, "{file}: from one end of the path to the other");
            }
            MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_) => unreachable!("played above"),
        }
        names.push(level.name);
    }
    assert!(drawn >= 3, "at least three drawn levels");
    assert!(labyrinths >= 1, "a labyrinth");
    shapes.dedup();
    assert_eq!(shapes.len(), 5, "a hexagon, triangles, a circle, octagons and a weave");
    numbers.dedup();
    assert_eq!(numbers, (1..=numbers.len()).collect::<Vec<_>>(), "numbered 1, 2, … with no gap");
    algorithms.sort();
    algorithms.dedup();
    assert!(algorithms.len() >= 5.min(Algorithm::ALL.len()), "a variety of algorithms: {algorithms:?}");
    names.sort();
    names.dedup();
    assert_eq!(names.len(), load_campaign(levels_dir()).len(), "names are unique");
}

#[test]
fn the_campaign_ramps_up() {
    // The square levels (the shaped ones are checked above).
    let levels = load_campaign(levels_dir()).into_iter().map(|r| r.unwrap().1).filter(|l| !l.is_shaped());
    let built: Vec<_> = levels.map(|level| level.build().unwrap()).collect();
    let (first, last) = (&built[0], &built[built.len() - 1]);
    assert!(first.board.maze.len() <= 8 * 6 && first.rival.is_none());
    assert!(last.board.maze.len() >= 41 * 27 && last.rival.is_some_and(|r| r.kind == RivalKind::Sprinter));
    let slack = |b: &mousemaze::content::level::BuiltLevel| b.rival_seconds().map(|s| s / b.optimal_seconds());
    let rivals: Vec<f32> = built.iter().filter_map(slack).collect();
    assert!(rivals.len() >= 8 && built[..3].iter().all(|b| b.rival.is_none()), "rivals come after a few levels");
    assert!(rivals.last() < rivals.first(), "the last rival is the tightest: {rivals:?}");
}

#[test]
fn the_readme_examples_are_good_levels() {
    let readme = std::fs::read_to_string(levels_dir().join("README.md")).unwrap();
    let examples: Vec<&str> = readme.split("```ron\n").skip(1).map(|rest| rest.split("```").next().unwrap()).collect();
    assert_eq!(examples.len(), 3, "a generated level, a drawn one and a labyrinth");
    for example in examples {
        Level::from_ron(example, "README.md").unwrap().build().unwrap();
    }
}

const BASE: &str = r#"(
    name: "Test",
    maze: Generated(
        algorithm: "prim",
        width: 8,
        height: 6,
        seed: 3,
    ),
)"#;

pub const DRAWN: &str = r#"(
    name: "Drawn",
    maze: Drawn(layout: "
        +---+---+---+
        | S         |
        +---+---+   +
        | G         |
        +---+---+---+
    "),
)"#;

/// `base` with `from` replaced by `to`, read as `t.ron`: the error it gives.
fn error_of(base: &str, from: &str, to: &str) -> String {
    assert!(base.contains(from), "{from:?} is in the base text");
    match Level::from_ron(&base.replacen(from, to, 1), "t.ron") {
        Ok(level) => panic!("{to:?} should be refused, got {level:?}"),
        Err(err) => err.to_string(),
    }
}

#[test]
fn broken_levels_say_file_line_column_and_what_was_expected() {
    let replaced: &[(&str, &str, &str, &str)] = &[
        (BASE, "width: 8", "width: \"8\"", "t.ron:5:16: expected a whole number for width"),
        (BASE, "width: 8", "width: 8.5", "t.ron:5:17: expected a whole number for width"),
        (BASE, "width: 8", "width: 0", "t.ron:5:16: width 0 is too small to play: allowed 2..=200"),
        (BASE, "8,\n        height: 6", "60000,\n        height: 60000", "t.ron:5:16: width 60000 is too big to play"),
        (BASE, "\"prim\"", "\"spiral\"", "t.ron:4:21: unknown algorithm 'spiral': allowed backtracker, prim, kruskal"),
        (BASE, "seed: 3,", "seed: 3,\n        braid: 1.5,", "t.ron:8:16: braid 1.5 is out of range: allowed 0..=1"),
        (BASE, "        seed: 3,\n", "", "t.ron:7:5: missing field `seed` in Generated"),
        (BASE, "width", "wdth", "t.ron:5:9: unknown field `wdth` in Generated: allowed algorithm, width, height"),
        (BASE, "Generated", "Spiral", "t.ron:3:11: unknown maze kind `Spiral`: allowed Generated, Drawn"),
        (BASE, "\"Test\",", "\"\",", "t.ron:2:11: the name is empty"),
        (BASE, "\"Test\",", "\"Test\"", "t.ron:3:5: expected a comma (`,`) or a closing `)` here"),
        (BASE, "    ),\n)", "    ),\n", "t.ron:9:1: the file ends too early: a closing `)` is missing"),
        (DRAWN, "| G  ", "| G x", "t.ron:7:13: bad layout: 'x' is not allowed in a wall: allowed '|', ' ', '*' or 'D'"),
        (DRAWN, "+---+---+   +", "+---+---+--+", "t.ron:6:21: bad layout: every line is 13 characters long"),
        (DRAWN, "+---+---+   +", "+---+---+---+", "t.ron:3:25: no path from the start (0, 0) to the cheese (0, 1)"),
        (DRAWN, "| G  ", "| S  ", "t.ron:7:11: a second start (S) mark: the first is in cell (0, 0); draw only one"),
        (
            DRAWN,
            "\"),\n)",
            "\"),\n    start: (x: 0, y: 1),\n)",
            "t.ron:10:12: the start and the cheese are both in cell",
        ),
    ];
    for (base, from, to, expected) in replaced {
        let err = error_of(base, from, to);
        assert!(err.starts_with(expected), "{to:?}:\n  got      {err}\n  expected {expected}…");
    }
    // Fields added at the end of BASE, on line 9.
    let added: &[(&str, &str)] = &[
        (
            "rival: Some((kind: \"walker\", speed: 0.5))",
            "9:25: unknown rival 'walker': allowed sprinter, explorer, smeller",
        ),
        ("rival: (kind: explorer, speed: 0.5)", "9:19: expected a string in double quotes for kind"),
        (
            "rival: (kind: \"sprinter\", speed: 1.2)",
            "9:38: the sprinter at speed 1.2 reaches the cheese in 1.57 s, before",
        ),
        ("rival: (kind: \"smeller\", speed: 0)", "9:37: rival speed 0 is out of range"),
        ("start: (x: 8, y: 0)", "9:12: start (8, 0) is outside the 8×6 maze: x must be below 8, y below 6"),
        ("cheese: (x: 0, y: 0)", "9:13: the start and the cheese are both in cell (0, 0)"),
        (
            "par_seconds: 1",
            "9:18: par_seconds 1 is below the fastest possible run: 12 moves at 6.5 cells/s take 1.85 s",
        ),
        ("par: 1", "9:5: unknown field `par` in Level: allowed name, maze, start, cheese, goal, rival, par_seconds"),
        ("goal: (x: 9, y: 0)", "9:11: goal cell (9, 0) is outside the 8×6 maze: x must be below 8, y below 6"),
        ("goal: [(x: 7, y: 5), (x: 0, y: 0)]", "9:11: goal cell (0, 0) is the start: put them apart"),
        (
            "goal: 7",
            "9:11: expected a goal cell like (x: 7, y: 7), or a list of them like [(x: 7, y: 7), (x: 8, y: 7)]",
        ),
        ("goal: [(x: 7)]", "9:18: expected a goal cell like (x: 7, y: 7), or a list of them"),
    ];
    for (field, expected) in added {
        let err = error_of(BASE, "    ),\n)", &format!("    ),\n    {field},\n)"));
        assert!(err.starts_with(&format!("t.ron:{expected}")), "{field}:\n  got      {err}\n  expected {expected}…");
    }
}

#[test]
fn unreadable_files_and_folders_are_clear_errors() {
    let missing = levels_dir().join("no-such-level.ron");
    let err = Level::load(&missing).unwrap_err();
    assert_eq!(err.location, None);
    assert!(
        err.to_string().ends_with("no-such-level.ron: cannot read it: No such file or directory (os error 2)"),
        "{err}"
    );
    let folder = read_folder(&levels_dir().join("no-such-folder")).unwrap_err();
    assert!(folder.message.starts_with("cannot read the folder"), "{folder}");
}

#[test]
fn a_level_may_list_several_goal_cells_and_they_round_trip() {
    use mousemaze::maze::{Pos, Solver};
    let listed = BASE.replace("    ),\n)", "    ),\n    goal: [(x: 7, y: 1), (x: 7, y: 0)],\n)");
    let level = Level::from_ron(&listed, "t.ron").unwrap();
    let built = level.build().unwrap();
    // No cheese field and no mark: the cheese is the first goal cell listed.
    assert_eq!(built.board.goal, Pos::new(7, 1));
    assert_eq!(built.board.goals(), &[Pos::new(7, 0), Pos::new(7, 1)]);
    assert!(built.board.is_goal(Pos::new(7, 0)) && !built.board.is_goal(Pos::new(7, 5)));
    let maze = &built.board.maze;
    let nearest =
        [Pos::new(7, 0), Pos::new(7, 1)].map(|g| Solver::Bfs.solve(maze, built.board.start, g).unwrap().steps());
    assert_eq!(
        built.shortest_moves,
        *nearest.iter().min().unwrap(),
        "the shortest route ends at the nearest goal cell"
    );
    for level in
        [level, Level::from_ron(&BASE.replace("    ),\n)", "    ),\n    goal: (x: 3, y: 3),\n)"), "t.ron").unwrap()]
    {
        let text = ron::to_string(&level).unwrap();
        assert_eq!(Level::from_ron(&text, "again.ron").unwrap(), level, "{text}");
    }
}
