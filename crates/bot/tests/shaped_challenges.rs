//! The challenges on other shapes (`challenges/shapes/`): they read, they are numbered after
//! the square ones, their reference solutions (`challenges/shapes/solutions/`) earn every star,
//! the square wall follower misses on hexagons, and the square boards' `courses()` says where
//! to grade them.

use mousemaze_bot::grade::{ROW_TIME, grade_shaped};
use mousemaze_bot::{bundled, gate};
use mousemaze_core::content::challenge::{self, Challenge};

/// The challenge on another shape named `name`, and its reference solution.
fn with_solution(name: &str) -> (&'static Challenge, String) {
    let c = challenge::find(name).unwrap_or_else(|| panic!("{name}"));
    let file = c.file.trim_end_matches(".ron");
    let path = format!("{}/../../challenges/shapes/solutions/{file}.rhai", env!("CARGO_MANIFEST_DIR"));
    (c, std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
}

#[test]
fn every_challenge_on_other_shapes_reads_and_is_numbered_after_the_square_ones() {
    let files = challenge::built_in_shaped_files();
    assert!(files.len() >= 2);
    for (file, text) in files {
        let read = gate::read_challenge(text, file);
        assert!(read.is_ok(), "{}", read.unwrap_err());
    }
    let square = challenge::built_in().len();
    for (i, c) in challenge::built_in_shaped().iter().enumerate() {
        assert!(c.shape().is_some(), "{}", c.name);
        let by_number = challenge::find(&(square + i + 1).to_string()).unwrap();
        assert_eq!(by_number.name, c.name);
        assert_eq!(c.shaped_courses().unwrap().len(), c.mazes_count());
        let err = c.courses().unwrap_err().to_string();
        assert!(err.contains("mousemaze grade FOLDER --challenge"), "{err}");
        let checked = gate::check_source(c, "starter.rhai", &c.starter);
        assert!(checked.is_ok(), "{}'s starter uses what it may not: {checked:?}", c.name);
    }
    for c in challenge::built_in() {
        assert!(c.shape().is_none(), "{} is square", c.name);
    }
}

#[test]
fn the_reference_solutions_earn_every_star() {
    for name in ["six ways out", "round the rings", "eight ways out"] {
        let (c, solution) = with_solution(name);
        let courses = c.shaped_courses().unwrap();
        let graded = grade_shaped(c, &courses, "ref.rhai", solution.as_bytes(), ROW_TIME);
        println!("{}: moves {} instructions {}", c.name, graded.moves, graded.instructions);
        assert_eq!((graded.solved, graded.total, &graded.error), (courses.len(), courses.len(), &None), "{}", c.name);
        assert_eq!(graded.stars, 3, "{}: {graded:?}", c.name);
        assert_eq!(graded, grade_shaped(c, &courses, "ref.rhai", solution.as_bytes(), ROW_TIME), "the same every time");
    }
}

#[test]
fn the_square_wall_follower_and_the_starters_miss() {
    let c = challenge::find("six ways out").unwrap();
    let courses = c.shaped_courses().unwrap();
    let (name, wall) = bundled::find("wall-follower").unwrap();
    let graded = grade_shaped(c, &courses, name, wall.as_bytes(), ROW_TIME);
    assert!(graded.solved < graded.total && graded.stars == 0, "{graded:?}");
    for c in challenge::built_in_shaped() {
        let courses = c.shaped_courses().unwrap();
        let graded = grade_shaped(c, &courses, "starter.rhai", c.starter.as_bytes(), ROW_TIME);
        assert_eq!(graded.stars, 0, "{}'s starter is not yet a solution", c.name);
    }
}
