//! The daily maze: pinned by a golden hash for a date, different the next day, the same
//! through the CLI.

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
    let out = crate::cli::mousemaze(&["daily", "--date", "2026-11-22"]);
    let text = String::from_utf8(out.stdout).unwrap();
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("daily maze 2026-11-22: 27x17 growing-tree"), "{first}");
    let day = Daily::of("2026-11-22".parse().unwrap());
    let (maze, _) = day.recipe.build_with_doors().unwrap();
    assert_eq!(text.lines().count(), 1 + 2 * maze.height() as usize + 1 + day.recipe.doors.count(usize::MAX).unwrap());
    let bad = crate::cli::mousemaze(&["daily", "--date", "2026-02-30"]);
    assert_eq!(bad.status.code(), Some(1));
}
