//! The daily maze: pinned by a golden hash for a date (its square maze: 2026-11-22 is a
//! Sunday, played on hexagons), different the next day, the same through the CLI.

use mousemaze::content::daily::{Daily, Date};

use crate::door_files::doors_hash;

/// The daily maze of 2026-11-22: its maze's fingerprint and its doors' hash.
const GOLDEN: (u64, u64) = (0xc59eeb9ea6fafe50, 0x51af1fbb5227ac1e);

#[test]
fn the_daily_maze_is_pinned_by_its_date_and_changes_the_next_day() {
    let day: Date = "2026-11-22".parse().unwrap();
    let (maze, doors) = Daily::of(day).recipe.build_with_doors().unwrap();
    assert_eq!((maze.fingerprint(), doors_hash(&doors)), GOLDEN, "golden: the daily maze of {day}");
    let mut seen = vec![maze.fingerprint()];
    let mut date = day;
    for _ in 0..30 {
        date = date.next();
        let daily = Daily::of(date);
        assert!(daily.recipe.doors.count(usize::MAX).unwrap() >= 4, "{date}: doors");
        let (next, _) = daily.recipe.build_with_doors().unwrap();
        assert!(!seen.contains(&next.fingerprint()), "{date}: a maze of its own");
        seen.push(next.fingerprint());
    }
}

#[test]
fn the_daily_command_prints_the_days_maze() {
    // 2026-11-23, a Monday: a square day, drawn in ASCII with its doors.
    let out = crate::cli::mousemaze(&["daily", "--date", "2026-11-23"]);
    let text = String::from_utf8(out.stdout).unwrap();
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("daily maze 2026-11-23: 33x18 kruskal"), "{first}");
    let day = Daily::of("2026-11-23".parse().unwrap());
    let (maze, _) = day.recipe.build_with_doors().unwrap();
    assert_eq!(text.lines().count(), 1 + 2 * maze.height() as usize + 1 + day.recipe.doors.count(usize::MAX).unwrap());
    // 2026-11-22, a Sunday: hexagons, said in lines (text draws square mazes only), with the
    // `generate` command that draws the same maze, and with --solve the fastest run.
    let sunday = crate::cli::stdout(&["daily", "--date", "2026-11-22", "--solve"]);
    let lines: Vec<&str> = sunday.lines().collect();
    assert!(lines[0].starts_with("daily maze 2026-11-22: a 27×19 hex maze, growing-tree, seed "), "{sunday}");
    assert_eq!(lines[1], "513 cells; the shortest way is 68 moves", "{sunday}");
    assert!(lines[2].starts_with("drawn by: mousemaze generate --shape hex -W 27 -H 19 -a growing-tree --seed "));
    assert_eq!(lines[3], "the fastest run: 68 moves in 0:10.46", "{sunday}");
    let bad = crate::cli::mousemaze(&["daily", "--date", "2026-02-30"]);
    assert_eq!(bad.status.code(), Some(1));
}
