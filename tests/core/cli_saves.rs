//! `mousemaze replay` against saves the game did not write (issue 22 items 8 and 11), each
//! written by hand in a scratch `MOUSEMAZE_CONFIG_DIR`: a kept run whose `ticks` or key
//! changes say it lasted for years is refused at once in one line; listing the kept runs
//! never moves, renames or writes a save, whether it is damaged, partly readable, a link or
//! another user's; and a save that would replace another user's damaged file refuses and
//! leaves it (and another user's `.bak`) as it is.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use mousemaze::content::maze_key::MazeKey;
use mousemaze::rules::MAX_GHOST_TICKS;
use mousemaze::save::{Progress, SaveFile};

use super::cli::assert_one_line_error;
use super::cli_files::{folder, wait};

const BIN: &str = env!("CARGO_BIN_EXE_mousemaze");

/// The maze every kept run here was run on.
const KEY: &str = "preset:Easy:7";

/// Runs the binary with `config` as its config folder, at most 30 s (a hang fails the test).
fn run_with(config: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env("MOUSEMAZE_CONFIG_DIR", config)
        .env("MOUSEMAZE_LEVELS_DIR", config.join("no-levels"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    wait(&mut child, 30);
    child.wait_with_output().unwrap()
}

/// A save holding one kept run of [`KEY`], written as the game writes it (RON).
fn save_with_run(ticks: u64, keys: &str) -> String {
    let board = MazeKey::parse(KEY, None).unwrap().board(None).unwrap().fingerprint();
    format!(
        "(\n    finished: [\"01-first-steps\"],\n    kept_runs: {{\n        \"{KEY}\": (\n            \
         what: \"Easy, seed 7\",\n            board: {board},\n            pace: 20,\n            \
         ticks: {ticks},\n            keys: \"{keys}\",\n            order: 1,\n            rules: 2,\n        ),\n    }},\n)\n"
    )
}

#[test]
fn a_kept_run_that_says_it_lasted_years_is_refused_at_once_in_one_line() {
    let dir = folder("replay-years");
    let path = dir.join("progress.ron");
    let args = ["replay", "1", "--ascii"];
    // A sound run on the same board first: the board, the key and the format are right, so
    // what is refused below is refused for its ticks alone.
    fs::write(&path, save_with_run(2000, "0EE")).unwrap();
    let out = run_with(&dir, &args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.starts_with("Easy, seed 7: 0:15.38 in ") && text.contains('+'), "{text}");

    let cap = MAX_GHOST_TICKS;
    let allowed = format!("a kept run lasts at most {cap} (two hours) and ends after its last key");
    let cases = [
        // `ticks` damaged: years of ticks (u64::MAX ticks at 130 a second: 4.5 billion years).
        (u64::MAX, "0EE".to_string(), u64::MAX),
        (cap + 1, "0EE".to_string(), cap + 1),
        // A key change long after the run ended, and one at the last tick there is.
        (2000, "0EE99999999999..".to_string(), 99_999_999_999),
        (cap, format!("0EE{}..", u64::MAX), u64::MAX),
    ];
    for (ticks, keys, said) in cases {
        fs::write(&path, save_with_run(ticks, &keys)).unwrap();
        let started = Instant::now();
        let out = run_with(&dir, &args);
        let expected = format!("error: the best run of Easy, seed 7 lasts {said} ticks: {allowed}");
        assert_one_line_error(&out, &args, &expected);
        assert!(out.stdout.is_empty(), "nothing drawn for {ticks} ticks");
        assert!(started.elapsed() < Duration::from_secs(10), "refused before anything is stepped");
    }
    // Listed as it is, with its (damaged) time: listing steps nothing either.
    fs::write(&path, save_with_run(u64::MAX, "0EE")).unwrap();
    let out = run_with(&dir, &["replay"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && text.contains("Easy, seed 7  (preset:Easy:7)"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

/// Every entry of `dir` as it is on disk: a link's target or a file's bytes, and its owner.
fn snapshot(dir: &Path) -> BTreeMap<String, (String, u32)> {
    use std::os::unix::fs::MetadataExt;
    let mut entries = BTreeMap::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let meta = fs::symlink_metadata(&path).unwrap();
        let what = if meta.file_type().is_symlink() {
            format!("link to {}", fs::read_link(&path).unwrap().display())
        } else if meta.is_dir() {
            "folder".to_string()
        } else {
            String::from_utf8_lossy(&fs::read(&path).unwrap()).into_owned()
        };
        entries.insert(path.file_name().unwrap().to_string_lossy().into_owned(), (what, meta.uid()));
    }
    entries
}

/// Gives `path` (not what it links to) to the user `nobody` (65534): only root can, so
/// false elsewhere.
fn give_away(path: &Path) -> bool {
    std::os::unix::fs::lchown(path, Some(65534), Some(65534)).is_ok()
}

#[test]
fn listing_kept_runs_moves_nothing_and_a_save_never_moves_another_users_file() {
    // A file that cannot be read for its permissions is not made here: the tests run as
    // root, who reads any file; a folder in the save's place is the store's own test.
    let dir = folder("replay-odd-saves");
    let config = dir.join("config");
    let elsewhere = dir.join("elsewhere");
    fs::create_dir_all(&config).unwrap();
    fs::create_dir_all(&elsewhere).unwrap();
    let path = config.join("progress.ron");
    let partly = save_with_run(2000, "0EE")
        .replace("(\n    finished", "\u{feff}(\n    settings: (palette: Sepia),\n    finished");
    let cases: [(&str, &str, &str); 4] = [
        ("damaged", "not progress (", "is damaged (1:1"),
        ("partly", &partly, "Sepia"),
        ("a link", "not progress (", "is damaged"),
        ("another user's", "not progress (", "is damaged"),
    ];
    let mut given_away = false;
    for (case, text, warning) in cases {
        let _ = fs::remove_file(&path);
        let _ = fs::remove_file(elsewhere.join("real.ron"));
        if case == "a link" {
            fs::write(elsewhere.join("real.ron"), text).unwrap();
            std::os::unix::fs::symlink(elsewhere.join("real.ron"), &path).unwrap();
        } else {
            fs::write(&path, text).unwrap();
        }
        if case == "another user's" {
            given_away = give_away(&path);
        }
        let (before, before_elsewhere) = (snapshot(&config), snapshot(&elsewhere));
        let out = run_with(&config, &["replay"]);
        let (listed, err) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "{case}: {err}");
        assert!(err.lines().all(|l| l.starts_with("warning: ")) && err.contains(warning), "{case}: {err}");
        let expected = if case == "partly" { "Easy, seed 7  (preset:Easy:7)" } else { "no runs kept yet" };
        assert!(listed.contains(expected), "{case}: {listed}");
        assert_eq!(snapshot(&config), before, "{case}: listing moved, renamed or wrote nothing");
        assert_eq!(snapshot(&elsewhere), before_elsewhere, "{case}: nor what the save links to");
    }

    if !given_away {
        eprintln!("not root: another user's file cannot be made here, so its save is not tested");
        fs::remove_dir_all(&dir).unwrap();
        return;
    }
    // A save (as the game makes after a win) over another user's damaged file refuses and
    // leaves it as it is, under its name.
    let before = snapshot(&config);
    let err = SaveFile(Some(path.clone())).save(&Progress::default()).unwrap_err().to_string();
    assert!(err.contains("belongs to another user; it was left as it is"), "{err}");
    assert_eq!(snapshot(&config).get("progress.ron"), before.get("progress.ron"), "not moved nor written");
    assert!(!config.join("progress.ron.bak").exists());
    // Another user's `.bak` stays as it is when the player's own damaged file is kept aside.
    fs::remove_file(&path).unwrap();
    fs::write(&path, "mine, damaged (").unwrap();
    fs::write(config.join("progress.ron.bak"), "theirs").unwrap();
    assert!(give_away(&config.join("progress.ron.bak")));
    let warnings = SaveFile(Some(path.clone())).save(&Progress::default()).unwrap();
    assert!(warnings.iter().any(|w| w.ends_with("progress.ron.bak.2")), "{warnings:?}");
    let after = snapshot(&config);
    assert_eq!(after["progress.ron.bak"], ("theirs".to_string(), 65534));
    let me = std::os::unix::fs::MetadataExt::uid(&fs::metadata("/proc/self").unwrap());
    assert_eq!(after["progress.ron.bak.2"], ("mine, damaged (".to_string(), me));
    assert_eq!(SaveFile(Some(path)).load().1, Vec::<String>::new(), "the new save reads back");
    fs::remove_dir_all(&dir).unwrap();
}
