//! The challenges' stars and solutions in the save: they round-trip, a save from before
//! them still loads, two games keep the better result of each challenge, and the largest
//! solutions next to the longest kept runs still write under the cap and read back whole.

use mousemaze::maze::{Dir, Maze, Pos};
use mousemaze::rules::{Board, GhostRun, MAX_GHOST_CHANGES, MoveInput};
use mousemaze::save::{
    ChallengeBest, KeptRun, MAX_KEPT_RUNS, MAX_SOLUTION_BYTES, Progress, SAVE_LIMIT, SOLUTIONS_BYTES, SaveFile,
};

/// A save file in a fresh temporary folder named after `name`.
fn save_file(name: &str) -> (std::path::PathBuf, SaveFile) {
    let dir = crate::scratch::scratch(&format!("challenge-saves-{name}"));
    let file = SaveFile(Some(dir.join("progress.ron")));
    (dir, file)
}

fn best(stars: u8, moves: u64, script: &str) -> ChallengeBest {
    ChallengeBest { stars, moves, instructions: moves * 3, script: script.into() }
}

#[test]
fn stars_and_solutions_round_trip_and_an_old_save_still_loads() {
    let (dir, file) = save_file("round-trip");
    let path = file.0.clone().unwrap();
    // A save written before the challenges existed.
    std::fs::write(&path, "(finished: [\"01-first-steps\"], best_times: {\"preset:Easy\": 20.5})").unwrap();
    let (mut progress, warnings) = file.load();
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(progress.has_finished("01-first-steps") && progress.challenges.is_empty());
    assert!(progress.record_challenge("03-left-hand-rule", best(2, 200, "loop {\n  forward(); // \"go\"\n}\n")));
    file.save(&progress).unwrap();
    let (back, warnings) = file.load();
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(back, progress);
    assert_eq!(back.challenges["03-left-hand-rule"].script, "loop {\n  forward(); // \"go\"\n}\n");
    assert_eq!(back.challenge_stars("03-left-hand-rule"), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn two_games_keep_the_better_result_of_each_challenge() {
    let (dir, file) = save_file("two-games");
    let (mut first, mut second) = (Progress::default(), Progress::default());
    first.record_challenge("01", best(3, 30, "first's 01"));
    first.record_challenge("02", best(1, 80, "first's 02"));
    file.save(&first).unwrap();
    second.record_challenge("01", best(2, 10, "second's 01"));
    second.record_challenge("02", best(2, 90, "second's 02"));
    second.record_challenge("03", best(1, 50, "second's 03"));
    file.save(&second).unwrap();
    let (saved, _) = file.load();
    let kept: Vec<(&str, u8, &str)> =
        saved.challenges.iter().map(|(k, b)| (k.as_str(), b.stars, b.script.as_str())).collect();
    assert_eq!(kept, [("01", 3, "first's 01"), ("02", 2, "second's 02"), ("03", 1, "second's 03")]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_run_with_no_stars_is_not_kept_and_a_long_script_is_cut_at_a_character() {
    let mut progress = Progress::default();
    assert!(!progress.record_challenge("01", best(0, 10, "forward();")));
    assert!(progress.challenges.is_empty());
    let long = "é".repeat(MAX_SOLUTION_BYTES);
    assert!(progress.record_challenge("01", best(1, 10, &long)));
    let kept = &progress.challenges["01"].script;
    assert!(kept.len() <= MAX_SOLUTION_BYTES && kept.len() > MAX_SOLUTION_BYTES - 2, "{}", kept.len());
    assert!(kept.chars().all(|c| c == 'é'));
}

#[test]
fn hand_edited_stars_are_corrected_when_loaded() {
    let (dir, file) = save_file("edited");
    let path = file.0.clone().unwrap();
    let text = "(challenges: {\"01\": (stars: 9, moves: 5, script: \"forward();\"), \"02\": (stars: 0)})";
    std::fs::write(&path, text).unwrap();
    let (progress, warnings) = file.load();
    assert_eq!(progress.challenge_stars("01"), 3);
    assert!(!progress.challenges.contains_key("02"), "no stars: not a result");
    assert_eq!(warnings.len(), 3, "{warnings:?}");
    assert!(warnings[0].contains("9 stars, over 3"), "{warnings:?}");
    // What was put right is kept: the file as the player left it goes aside at the next save.
    assert!(warnings[2].ends_with("the file as it is now is kept as a .bak when the game saves"), "{warnings:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A kept run of the longest legal length: every tick a key change.
fn longest_run(board: &Board, seed: u64) -> KeptRun {
    let changes = (0..MAX_GHOST_CHANGES as u64)
        .map(|tick| (tick * 3 + seed % 3, if tick % 2 == 0 { MoveInput::default() } else { MoveInput::tap(Dir::E) }))
        .collect();
    let run = GhostRun {
        pace: 20,
        steering: Default::default(),
        ticks: 3 * MAX_GHOST_CHANGES as u64 + 3,
        changes,
        door_offset: 0,
    };
    KeptRun::new(format!("custom game {seed}"), board, None, &run)
}

#[test]
fn the_largest_solutions_beside_the_longest_runs_write_under_the_cap_and_read_back() {
    let (dir, file) = save_file("cap");
    let path = file.0.clone().unwrap();
    let board = Board::new(Maze::new(3, 3).unwrap(), Pos::new(0, 0), Pos::new(2, 2));
    let mut progress = Progress::default();
    // Quotes and line ends: each byte written as two.
    let worst = "\"\n".repeat(MAX_SOLUTION_BYTES / 2);
    let mut dropped = 0;
    for i in 0..12u64 {
        progress.record_challenge(&format!("{i:02}-challenge"), best(3, 100, &worst));
        progress.keep_run(&format!("custom:{i}"), longest_run(&board, i));
        file.save(&progress).unwrap().iter().for_each(|w| dropped += usize::from(w.contains("solution")));
        let (back, warnings) = file.load();
        assert!(warnings.is_empty(), "save {i}: {warnings:?}");
        assert!(std::fs::metadata(&path).unwrap().len() <= SAVE_LIMIT, "save {i}: over the cap");
        assert!(back.solutions_bytes() <= SOLUTIONS_BYTES, "save {i}");
        assert_eq!(back.challenges.len() as u64, i + 1, "save {i}: every challenge's stars are kept");
        assert!(back.challenges.values().all(|b| b.stars == 3));
        progress = back;
    }
    let kept = progress.challenges.values().filter(|b| !b.script.is_empty()).count();
    assert_eq!(kept, SOLUTIONS_BYTES / (2 * MAX_SOLUTION_BYTES), "as many worst-case solutions as fit");
    assert_eq!(dropped + kept, 12, "each dropped solution said so");
    assert!(progress.kept_runs.len() < MAX_KEPT_RUNS);
    std::fs::remove_dir_all(&dir).unwrap();
}
