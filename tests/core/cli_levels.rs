//! The level commands of the binary, end to end: `check-levels` passes on the campaign from
//! anywhere and fails with one line a broken or unreadable file, `levels` lists the campaign
//! then the player's own files, and a generated level is the maze `generate` prints.

use mousemaze::content::level::catalog::campaign;
use mousemaze::content::level::{Level, MazeSpec};
use mousemaze::maze::doors::DoorAmount;
use mousemaze::maze::export::{Marks, ascii};
use mousemaze::maze::recipe::MazeRecipe;

use super::levels::levels_dir;
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
    let expected = "ok  01-first-steps.ron (built-in)  8x6 backtracker, shortest 20 moves, par 5 s  \"First Steps\"";
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
    let expected =
        format!("{}  Mine\\u{{1b}}[2J\\nfake line  8x6 backtracker, shortest 20 moves, par 5 s  {mine_path}", n + 1);
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
    for (side, expected) in [("1", "height 1 is too small to play: allowed 2..=200"), ("201", "height 201 is too big")]
    {
        let args = ["play", "-H", side];
        assert_one_line_error(&run_in(&empty, &empty, &args), &args, expected);
    }
    std::fs::remove_dir_all(&empty).unwrap();
}
