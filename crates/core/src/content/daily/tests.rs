//! The daily maze: dates, square days pinned as they were before Sundays were shaped, and
//! Sundays' hexagons, triangles and circles, raced to the cheese.

use super::*;
use crate::content::maze_key::{KeyBoard, MazeKey, MazeKeyError};
use crate::rules::{Outcome, RouteKeys};

#[test]
fn days_and_dates_convert_both_ways() {
    assert_eq!(Date::from_days(0), Date { year: 1970, month: 1, day: 1 });
    assert_eq!("2000-02-29".parse::<Date>().unwrap().next().to_string(), "2000-03-01");
    assert_eq!("2026-12-31".parse::<Date>().unwrap().next().to_string(), "2027-01-01");
    assert_eq!("2024-03-01".parse::<Date>().unwrap().previous().to_string(), "2024-02-29");
    for days in (-719_000..2_900_000).step_by(997) {
        assert_eq!(Date::from_days(days).days(), days);
    }
    for bad in ["", "2026-1-22", "26-11-22", "2026/11/22", "2026-13-01", "2026-11-31", "2026-11-22x", "0000-01-01"] {
        assert!(bad.parse::<Date>().is_err(), "{bad}");
    }
}

#[test]
fn every_sunday_and_only_sunday_is_of_another_shape_and_square_days_are_as_they_were() {
    let sunday: Date = "2026-11-29".parse().unwrap();
    assert!(sunday.is_sunday());
    let mut date: Date = "2026-01-01".parse().unwrap();
    let mut text = String::new();
    for _ in 0..400 {
        let daily = Daily::of(date);
        assert_eq!(daily.shaped.is_some(), date.is_sunday(), "{date}");
        assert_eq!(date.is_sunday(), (date.days() - sunday.days()) % 7 == 0, "{date}");
        text += &format!("{date} {} {} {};", daily.recipe, daily.rival, daily.rival_speed);
        date = date.next();
    }
    // Every day's square maze and rival, pinned by the code before Sundays were shaped.
    assert_eq!(crate::maze::rng::seed_from_text(&text), 5_189_468_751_933_045_940);
    // A square day's board is the one kept runs were run on, and its share line is as it was.
    let monday = sunday.previous().previous().previous().previous().previous().previous();
    assert_eq!(MazeKey::Daily(monday).board(None).unwrap().fingerprint(), 15_665_011_562_482_485_035);
    assert_eq!(Daily::of(monday).shaped_board().unwrap_err(), DailyError::Square(monday));
    assert!(share_line(monday, 1.0, 100.0, 0, 1).starts_with("mousemaze daily 2026-11-23: "));
}

#[test]
fn sundays_are_hexagons_triangles_or_circles_with_doors_some_weeks_and_each_is_won_by_the_fastest_keys() {
    let mut sunday: Date = "2026-11-29".parse().unwrap();
    let (mut words, mut with_doors, mut without) = (Vec::new(), 0, 0);
    for _ in 0..30 {
        let daily = Daily::of(sunday);
        let shaped = daily.shaped.unwrap();
        let word = shape_word(shaped.shape);
        assert!(["hexagons", "triangles", "circle"].contains(&word), "{sunday}: {word}");
        words.push(word);
        let mut run = daily.shaped_run(1).unwrap();
        assert_eq!(run.board, daily.shaped_board().unwrap());
        assert_eq!(run.mice.len(), 2, "{sunday}: the sprinter races");
        if run.board.door_count() > 0 {
            with_doors += 1
        } else {
            without += 1
        }
        // Sized to play in a minute or two: the shortest way is as long as square days' are.
        assert!(SUNDAY_MOVES.contains(&run.shortest_moves), "{sunday} {shaped}: {} moves", run.shortest_moves);
        let keys = RouteKeys::fastest(&run);
        while run.outcome.is_none() {
            run.step(keys.input(&run));
            assert!(run.tick < 100_000, "{sunday}: no end");
        }
        assert_eq!(run.outcome, Some(Outcome::Won), "{sunday}: {}", shaped);
        // Its key makes its board; a square board of it is a typed refusal, not a panic.
        let key = MazeKey::Daily(sunday);
        assert_eq!(key.any_board(None), Ok(KeyBoard::Shaped(run.board.clone())));
        assert_eq!(key.board(None), Err(MazeKeyError::NotSquare(shaped.shape)));
        let line = share_line(sunday, 61.0, 90.0, 0, 2);
        assert!(line.starts_with(&format!("mousemaze daily {sunday} ({word}): 61.00 s")), "{line}");
        sunday = Date::from_days(sunday.days() + 7);
    }
    for word in ["hexagons", "triangles", "circle"] {
        assert!(words.contains(&word), "{word} in {words:?}");
    }
    assert!(with_doors > 0 && without > 0, "doors on some Sundays: {with_doors} of 30");
    assert!(Daily::of(sunday).shaped_run(2).unwrap().players == 2, "two players from fair starts");
}
