//! The level campaign and the level format: every shipped level is built in, loads, builds
//! and can be won; broken level texts say file:line:column and what was expected; with the
//! CLI, `check-levels` passes on the campaign and fails with one line a broken or
//! unreadable file, and `levels` lists the campaign then the player's own files.

use std::path::{Path, PathBuf};

use mousemaze::content::level::catalog::{Listed, campaign, read_folder};
use mousemaze::content::level::{Built, Level, MazeSpec};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Solver};
use mousemaze::rules::rivals::RivalKind;

fn levels_dir() -> PathBuf {
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
        // `04-…` then `04b-…`: a level added between two keeps the ids (and saved progress)
        // of the others.
        let number: usize = file[..2].parse().unwrap_or_else(|_| panic!("{file}: numbered"));
        assert!(file[2..].starts_with('-') || file[2..].starts_with("b-"), "{file}: numbered like 04- or 04b-");
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
            MazeSpec::Shaped(_) => unreachable!("played above"),
        }
        names.push(level.name);
    }
    assert!(drawn >= 3, "at least three drawn levels");
    assert!(labyrinths >= 1, "a labyrinth");
    shapes.dedup();
    assert_eq!(shapes.len(), 4, "a hexagon, triangles, a circle and octagons");
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

/// The level commands of the binary, end to end.
mod commands {
    use mousemaze::content::level::catalog::campaign;
    use mousemaze::content::level::{Level, MazeSpec};
    use mousemaze::maze::doors::DoorAmount;
    use mousemaze::maze::export::{Marks, ascii};
    use mousemaze::maze::recipe::MazeRecipe;

    use super::levels_dir;
    use crate::cli::{assert_one_line_error, mousemaze};

    /// `mousemaze ARGS` with the player's levels in `own`, run in `cwd`.
    fn run_in(cwd: &std::path::Path, own: &std::path::Path, args: &[&str]) -> std::process::Output {
        std::process::Command::new(env!("CARGO_BIN_EXE_mousemaze"))
            .args(args)
            .current_dir(cwd)
            .env("MOUSEMAZE_LEVELS_DIR", own)
            .output()
            .unwrap()
    }

    #[test]
    fn a_generated_level_is_the_maze_generate_prints() {
        for file in ["04-side-doors.ron", "18-sprinter-through-the-doors.ron"] {
            let level = Level::load(levels_dir().join(file)).unwrap();
            let MazeSpec::Generated(MazeRecipe { algorithm, width, height, seed, braid, doors }) = level.maze.clone()
            else {
                panic!("generated")
            };
            let args = [
                "generate".into(),
                format!("--algorithm={algorithm}"),
                format!("--width={width}"),
                format!("--height={height}"),
                format!("--seed={seed}"),
                format!("--braid={braid}"),
                format!("--doors={}", if let DoorAmount::Count(n) = doors { n } else { 0 }),
            ];
            let out = mousemaze(&args.iter().map(String::as_str).collect::<Vec<_>>());
            let built = level.build().unwrap();
            let drawn = ascii::render_marked(&built.board.maze, &Marks::default().with_doors(&built.board.doors));
            assert_eq!(String::from_utf8(out.stdout).unwrap(), drawn, "{file}");
        }
    }

    #[test]
    fn check_levels_checks_the_built_in_campaign_from_anywhere() {
        let empty = crate::scratch::scratch("check-anywhere");
        let out = run_in(&empty, &empty, &["check-levels"]);
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(stdout.lines().count(), campaign().len());
        let first = stdout.lines().next().unwrap();
        let expected =
            "ok  01-first-steps.ron (built-in)  8x6 backtracker, shortest 20 moves, par 5 s  \"First Steps\"";
        assert_eq!(first, expected);
        std::fs::remove_dir_all(&empty).unwrap();
    }

    #[test]
    fn check_levels_names_each_broken_or_unreadable_file_of_a_folder() {
        let dir = crate::scratch::scratch("broken");
        for entry in std::fs::read_dir(levels_dir()).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
        let broken = dir.join("04-side-doors.ron");
        let text = std::fs::read_to_string(&broken).unwrap().replace("width: 12", "width: twelve");
        std::fs::write(&broken, text).unwrap();
        let args = ["check-levels", dir.to_str().unwrap()];
        let out = mousemaze(&args);
        let expected = format!("error: {}:6:16: expected a whole number for width", broken.display());
        assert_one_line_error(&out, &args, &expected);
        assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), campaign().len() - 1);

        for entry in std::fs::read_dir(&dir).unwrap() {
            std::fs::remove_file(entry.unwrap().path()).unwrap();
        }
        assert_one_line_error(&mousemaze(&args), &args, "no level files (*.ron) in");

        // Names and file names are printed with their control characters escaped.
        let first = std::fs::read_to_string(levels_dir().join("01-first-steps.ron")).unwrap();
        let odd = dir.join("odd-\x1b[2J\r.ron");
        std::fs::write(&odd, first.replace("First Steps", "First\x1b]0;owned\x07")).unwrap();
        let out = mousemaze(&args);
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(stdout.starts_with(&format!("ok  {}/odd-\\u{{1b}}[2J\\r.ron  8x6", dir.display())), "{stdout}");
        assert!(stdout.ends_with("  \"First\\u{1b}]0;owned\\u{7}\"\n"), "{stdout}");
        std::fs::remove_file(&odd).unwrap();

        // Entries that cannot be read are errors, one line each, never skipped.
        std::fs::create_dir(dir.join("a-folder.ron")).unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.join("nowhere"), dir.join("b-dangling.ron")).unwrap();
            std::os::unix::fs::symlink(dir.join("c-loop.ron"), dir.join("c-loop.ron")).unwrap();
            assert!(std::process::Command::new("mkfifo").arg(dir.join("d-fifo.ron")).status().unwrap().success());
        }
        let out = mousemaze(&args);
        assert_eq!(out.status.code(), Some(1));
        let stderr = String::from_utf8(out.stderr).unwrap();
        let lines: Vec<&str> = stderr.lines().collect();
        assert!(lines[0].ends_with("a-folder.ron: cannot read it: it is a folder, not a regular file"), "{stderr}");
        #[cfg(unix)]
        {
            assert_eq!(lines.len(), 4, "{stderr}");
            assert!(lines[1].ends_with("b-dangling.ron: cannot read it: No such file or directory (os error 2)"));
            assert!(lines[2].contains("c-loop.ron: cannot read it:"), "{stderr}");
            assert!(lines[3].ends_with("d-fifo.ron: cannot read it: it is a FIFO (named pipe), not a regular file"));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn levels_lists_the_campaign_then_the_players_own_with_where_each_came_from() {
        let (cwd, own) = (crate::scratch::scratch("levels-cwd"), crate::scratch::scratch("levels-own"));
        let first = campaign()[0].level.clone().unwrap();
        let mine = Level { name: "Mine\x1b[2J\nfake line".into(), ..first };
        std::fs::write(own.join("mine.ron"), ron::to_string(&mine).unwrap()).unwrap();
        std::fs::write(own.join("zz-broken.ron"), "(name: \"x\")").unwrap();
        let out = run_in(&cwd, &own, &["levels"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let stdout = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), campaign().len() + 2, "{stdout}");
        assert_eq!(lines[0], " 1  First Steps  8x6 backtracker, shortest 20 moves, par 5 s  built-in");
        assert!(lines[18].starts_with("19  The Great Maze  41x27") && lines[18].ends_with("  built-in"), "{stdout}");
        assert!(lines[12].starts_with("13  The Labyrinth  16x12 labyrinth of a backtracker, shortest 191"), "{stdout}");
        assert!(lines[4].starts_with(" 5  Honeycomb  hexagon of radius 5, backtracker, shortest"), "{stdout}");
        let mine_path = own.join("mine.ron").display().to_string();
        let n = campaign().len();
        let expected = format!(
            "{}  Mine\\u{{1b}}[2J\\nfake line  8x6 backtracker, shortest 20 moves, par 5 s  {mine_path}",
            n + 1
        );
        assert_eq!(lines[n], expected);
        let broken = format!("{}  (broken)  ", n + 2);
        assert!(lines[n + 1].starts_with(&broken) && lines[n + 1].contains("zz-broken.ron:1:"), "{stdout}");
        std::fs::remove_dir_all(&cwd).unwrap();
        std::fs::remove_dir_all(&own).unwrap();
    }

    #[cfg(feature = "game")]
    #[test]
    fn play_takes_a_level_number_and_says_too_small_or_too_big() {
        let empty = crate::scratch::scratch("play-number");
        let args = ["play", "--level", "99"];
        let out = run_in(&empty, &empty, &args);
        let count = mousemaze::content::level::catalog::campaign().len();
        let expected = format!("error: there is no level 99: allowed 1..={count} (`mousemaze levels` lists them");
        assert_one_line_error(&out, &args, &expected);
        for (side, expected) in
            [("1", "height 1 is too small to play: allowed 2..=200"), ("201", "height 201 is too big")]
        {
            let args = ["play", "-H", side];
            assert_one_line_error(&run_in(&empty, &empty, &args), &args, expected);
        }
        std::fs::remove_dir_all(&empty).unwrap();
    }
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
