//! The save file on disk: damaged files kept aside byte for byte when a save replaces
//! them (never when only read), partly damaged files read for what is good, files that
//! cannot be read never written over, links and FIFOs respected, games saving at once
//! merged, and every save the game writes under the size it reads.

use super::*;
use crate::files::scratch::folder;
use crate::rules::{Board, GhostRun, MoveInput};
use crate::save::KeptRun;

#[test]
fn a_damaged_file_is_kept_aside_byte_for_byte_when_a_save_replaces_it_never_when_read() {
    let dir = folder("backups");
    let path = dir.join("progress.ron");
    for (name, text) in [("progress.ron.bak", "first"), ("progress.ron.bak.999", "old")] {
        fs::write(dir.join(name), text).unwrap();
    }
    fs::write(&path, [0xff, 0xfe, b'x']).unwrap();
    let found = read(&path);
    assert_eq!((found.progress, found.state), (Progress::default(), FileState::Damaged));
    assert!(found.warnings[0].contains("not UTF-8"), "{:?}", found.warnings);
    assert_eq!(fs::read(&path).unwrap(), [0xff, 0xfe, b'x'], "reading moves nothing");
    let (_, warnings) = save(&path, &Progress::default()).unwrap();
    assert!(warnings.iter().any(|w| w.contains("bak.1000")), "{warnings:?}");
    assert_eq!(fs::read(dir.join("progress.ron.bak.1000")).unwrap(), [0xff, 0xfe, b'x'], "byte for byte");
    assert_eq!(fs::read_to_string(dir.join("progress.ron.bak.999")).unwrap(), "old");
    assert_eq!(fs::read_to_string(dir.join("progress.ron.bak")).unwrap(), "first");
    assert_eq!(read(&path).state, FileState::Sound, "the new save reads back");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_save_too_big_to_be_progress_is_kept_aside_when_replaced() {
    let dir = folder("big");
    let path = dir.join("progress.ron");
    fs::write(&path, " ".repeat(SAVE_LIMIT as usize + 1)).unwrap();
    let found = read(&path);
    assert!(found.warnings[0].contains("over the limit"), "{:?}", found.warnings);
    save(&path, &Progress::default()).unwrap();
    assert_eq!(fs::metadata(dir.join("progress.ron.bak")).unwrap().len(), SAVE_LIMIT + 1);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_cannot_be_read_is_never_moved_nor_written_over() {
    let dir = folder("unreadable");
    let path = dir.join("progress.ron");
    fs::create_dir_all(&path).unwrap();
    let found = read(&path);
    assert!(matches!(found.state, FileState::Unreadable(_)), "{found:?}");
    assert!(found.warnings[0].contains("not saved until it can be read"), "{:?}", found.warnings);
    let err = save(&path, &Progress::default()).unwrap_err().to_string();
    assert!(err.starts_with("cannot save progress to") && err.contains("a folder"), "{err}");
    assert!(path.is_dir() && !dir.join("progress.ron.bak").exists(), "left as it was");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_config_folder_that_is_a_file_and_a_lock_that_is_a_folder_are_named() {
    let dir = folder("blocked");
    fs::write(dir.join("config"), "in the way").unwrap();
    let err = save(&dir.join("config").join("progress.ron"), &Progress::default()).unwrap_err().to_string();
    assert!(err.contains("config is a file, not a folder"), "{err}");
    fs::create_dir_all(dir.join("progress.ron.lock")).unwrap();
    let err = save(&dir.join("progress.ron"), &Progress::default()).unwrap_err().to_string();
    assert!(err.contains("progress.ron.lock is a folder"), "{err}");
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_fifo_as_the_save_file_is_refused_without_blocking() {
    let dir = folder("fifo");
    let path = dir.join("progress.ron");
    crate::files::scratch::fifo(&path);
    let found = read(&path);
    assert_eq!(found.warnings.len(), 1);
    assert!(found.warnings[0].contains("a FIFO (named pipe), not a regular file"), "{:?}", found.warnings);
    let err = save(&path, &Progress::default()).unwrap_err().to_string();
    assert!(err.contains("a FIFO (named pipe), not a regular file"), "{err}");
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn saves_never_write_through_a_planted_link_and_keep_a_linked_save_a_link() {
    let dir = folder("links");
    let victim = dir.join("victim.txt");
    fs::write(&victim, "mine").unwrap();
    // The old fixed temporary name, and a lock file, planted as links.
    std::os::unix::fs::symlink(&victim, dir.join("progress.ron.tmp")).unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("progress.ron.lock")).unwrap();
    let path = dir.join("progress.ron");
    assert!(save(&path, &Progress::default()).is_err(), "a planted lock link is not followed");
    fs::remove_file(dir.join("progress.ron.lock")).unwrap();
    save(&path, &Progress::default()).unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "mine");
    assert!(fs::symlink_metadata(&path).unwrap().is_file());
    // A save that is itself a link (dotfiles kept elsewhere) is written through.
    let real = dir.join("real.ron");
    fs::rename(&path, &real).unwrap();
    std::os::unix::fs::symlink(&real, &path).unwrap();
    let mut progress = Progress::default();
    progress.finish_level("01");
    save(&path, &progress).unwrap();
    assert!(fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
    assert!(fs::read_to_string(&real).unwrap().contains("\"01\""));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn games_saving_at_once_keep_every_win() {
    let dir = folder("merge");
    let path = dir.join("progress.ron");
    std::thread::scope(|scope| {
        for game in 0..8 {
            let path = &path;
            scope.spawn(move || {
                let mut progress = Progress::default();
                progress.finish_level(&format!("level-{game}"));
                progress.record("preset:Normal", 30.0 + game as f32);
                save(path, &progress).unwrap();
            });
        }
    });
    let saved = read(&path).progress;
    assert_eq!(saved.finished.len(), 8, "{saved:?}");
    assert_eq!(saved.best("preset:Normal"), Some(30.0), "the best of each time");
    fs::remove_dir_all(&dir).unwrap();
}

/// A kept run of the longest legal length: every tick a key change.
fn longest_run(board: &Board, seed: u64) -> KeptRun {
    let changes = (0..crate::rules::MAX_GHOST_CHANGES as u64)
        .map(|tick| {
            (
                tick * 3 + seed % 3,
                if tick % 2 == 0 { MoveInput::default() } else { MoveInput::tap(crate::maze::Dir::E) },
            )
        })
        .collect();
    let run = GhostRun {
        pace: 20,
        steering: Default::default(),
        ticks: 3 * crate::rules::MAX_GHOST_CHANGES as u64 + 3,
        changes,
        door_offset: 0,
    };
    KeptRun::new(format!("custom game {seed}"), board, None, &run)
}

#[test]
fn whatever_the_game_writes_near_the_cap_it_reads_back() {
    let dir = folder("cap");
    let path = dir.join("progress.ron");
    let board =
        Board::new(crate::maze::Maze::new(3, 3).unwrap(), crate::maze::Pos::new(0, 0), crate::maze::Pos::new(2, 2));
    let mut progress = Progress::default();
    let mut dropped = 0;
    for seed in 0..crate::save::MAX_KEPT_RUNS as u64 {
        progress.keep_run(&format!("custom:{seed}"), longest_run(&board, seed));
        let (written, warnings) = save(&path, &progress).unwrap();
        progress = written;
        assert!(fs::metadata(&path).unwrap().len() <= SAVE_LIMIT, "win {seed}: over the cap");
        let found = read(&path);
        assert_eq!((&found.state, found.warnings.len()), (&FileState::Sound, 0), "win {seed}: {:?}", found.warnings);
        assert_eq!(found.progress, progress, "win {seed} reads back as written");
        dropped += warnings.iter().filter(|w| w.contains("was dropped to keep the save under")).count();
    }
    assert!(progress.kept_runs.contains_key("custom:59"), "the newest is kept");
    assert_eq!(dropped + progress.kept_runs.len(), crate::save::MAX_KEPT_RUNS, "each dropped one said so");
    assert!(progress.kept_runs.len() < 5, "{} long runs fit", progress.kept_runs.len());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn one_bad_kept_run_or_settings_word_costs_only_itself_and_a_bom_is_read() {
    let dir = folder("partly");
    let path = dir.join("progress.ron");
    let board =
        Board::new(crate::maze::Maze::new(3, 3).unwrap(), crate::maze::Pos::new(0, 0), crate::maze::Pos::new(2, 2));
    let mut progress = Progress::default();
    progress.finish_level("01");
    progress.settings.music = 7;
    for key in ["a", "b", "c"] {
        let run = GhostRun {
            pace: 20,
            steering: Default::default(),
            ticks: 40,
            changes: vec![(0, MoveInput::tap(crate::maze::Dir::E))],
            door_offset: 0,
        };
        progress.keep_run(key, KeptRun::new(key.into(), &board, None, &run));
    }
    save(&path, &progress).unwrap();
    let good = fs::read_to_string(&path).unwrap();
    let b_pace = good.find("\"b\"").and_then(|b| good[b..].find("pace: 20").map(|p| b + p)).unwrap();
    let mut bad = format!("\u{feff}{}", &good[..b_pace]) + "pace: -20" + &good[b_pace + "pace: 20".len()..];
    bad = bad.replace("palette: Standard", "palette: Purple");
    fs::write(&path, &bad).unwrap();
    let found = read(&path);
    assert_eq!(found.state, FileState::Damaged);
    assert_eq!(found.progress.kept_runs.keys().collect::<Vec<_>>(), ["a", "c"], "only b is dropped");
    assert_eq!((found.progress.settings.music, found.progress.finished.clone()), (7, vec!["01".to_string()]));
    assert_eq!(found.progress.settings.palette, crate::save::Palette::Standard, "the unknown word's default");
    assert_eq!(found.warnings.len(), 3, "two cuts and the backup to come: {:?}", found.warnings);
    assert!(found.warnings.iter().any(|w| w.contains("Purple")), "{:?}", found.warnings);
    assert!(found.warnings[2].ends_with("kept as a .bak when the game saves"), "{:?}", found.warnings);
    save(&path, &found.progress).unwrap();
    assert_eq!(fs::read_to_string(dir.join("progress.ron.bak")).unwrap(), bad, "the original kept aside");
    assert_eq!(read(&path).state, FileState::Sound);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_save_whose_keys_are_put_right_is_kept_aside_before_it_is_replaced() {
    let dir = folder("repaired-keys");
    let path = dir.join("progress.ron");
    let mut progress = Progress::default();
    progress.settings.player_two = ["KeyU", "KeyP", "KeyY", "KeyF", "KeyB"].map(String::from).to_vec();
    save(&path, &progress).unwrap();
    let written = fs::read_to_string(&path).unwrap().replace("\"KeyY\"", "\"Launch9\"");
    fs::write(&path, &written).unwrap();
    let found = read(&path);
    assert_eq!(found.progress.settings.player_two, ["KeyU", "KeyP", "KeyK", "KeyF", "KeyB"], "the good keys kept");
    assert!(found.warnings[0].contains("Launch9"), "{:?}", found.warnings);
    assert!(found.warnings.last().unwrap().contains("kept as a .bak when the game saves"), "{:?}", found.warnings);
    assert_eq!(fs::read_to_string(&path).unwrap(), written, "reading moves nothing");
    // The game's next save (the fog hint, say) keeps what the player wrote aside first.
    let mut hinted = found.progress.clone();
    hinted.hints_shown.insert("fog".into());
    let (_, warnings) = save(&path, &hinted).unwrap();
    assert_eq!(fs::read_to_string(dir.join("progress.ron.bak")).unwrap(), written, "kept byte for byte");
    assert!(warnings.iter().any(|w| w.contains("progress.ron.bak")), "{warnings:?}");
    let (saved, warnings) = (read(&path).progress, read(&path).warnings);
    assert_eq!((saved.settings.player_two, warnings), (hinted.settings.player_two, vec![]), "sound now");
    fs::remove_dir_all(&dir).unwrap();
}
