//! A challenge file of one's own is checked as it is read: every maze set against the one
//! size limit of the mazes the game plays, every budget against its range.

use super::*;

/// A challenge file with `mazes` and `budget` written in.
fn challenge_with(mazes: &str, budget: &str) -> String {
    format!(
        "(name: \"Mine\", lesson: \"Go.\", mazes: {mazes}, allowed: [\"forward\"], \
         goal: (moves: 1, instructions: 1), {budget} starter: \"forward();\")"
    )
}

#[test]
fn every_maze_set_has_one_size_limit_checked_as_the_file_is_read() {
    let started = std::time::Instant::now();
    let huge = challenge_with("Micromouse(width: 16384, height: 16384, seed: 1, count: 100)", "");
    let err = Challenge::from_ron(&huge, "own.ron").unwrap_err().to_string();
    assert_eq!(err, "own.ron:1:31: own.ron: width 16384 is too big to play: allowed 2..=200");
    assert!(started.elapsed().as_secs() < 5, "refused before any maze is made");
    let seeds = challenge_with(
        "Seeds(level: (name: \"s\", maze: Generated(algorithm: \"backtracker\", width: 16384, height: 16384, seed: 1)), count: 100)",
        "",
    );
    let err = Challenge::from_ron(&seeds, "own.ron").unwrap_err().to_string();
    assert!(err.contains("too big to play: allowed 2..=200"), "{err}");
    let fine = challenge_with("Micromouse(width: 16, height: 16, seed: 1, count: 2)", "");
    assert_eq!(Challenge::from_ron(&fine, "own.ron").unwrap().courses().unwrap().len(), 2);
    let notepad = format!("\u{feff}{fine}");
    assert_eq!(Challenge::from_ron(&notepad, "own.ron").unwrap().courses().unwrap().len(), 2, "a byte-order mark");
}

#[test]
fn every_budget_is_range_checked_with_its_range_named() {
    let budget = |text: &str| challenge_with("Micromouse(width: 6, height: 6, seed: 1, count: 1)", text);
    let err = Challenge::from_ron(&budget("budget: (memory_mib: Some(17592186044416)),"), "own.ron").unwrap_err();
    assert!(err.to_string().ends_with("budget memory_mib 17592186044416 is out of range: allowed 1..=1024"), "{err}");
    let err = Challenge::from_ron(&budget("budget: (operations: Some(0)),"), "own.ron").unwrap_err();
    assert!(err.to_string().ends_with("budget operations 0 is out of range: allowed 1..=1000000000"), "{err}");
    let err = Challenge::from_ron(&budget("budget: (instructions: Some(u64::MAX)),"), "own.ron");
    assert!(err.is_err());
    let err = Challenge::from_ron(&budget("budget: (instructions: Some(18446744073709551615)),"), "own.ron");
    assert!(err.unwrap_err().to_string().contains("allowed 1..=100000000"));
    let fine = budget("budget: (operations: Some(1000), instructions: Some(10), memory_mib: Some(1024)),");
    if let Err(e) = Challenge::from_ron(&fine, "own.ron") {
        panic!("{e}");
    }
}
