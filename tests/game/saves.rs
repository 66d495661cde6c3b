//! What the game writes: a save that fails is shown on screen, a save put right on loading
//! is said on screen for a while, and a screenshot path is checked before the game starts,
//! leaving every file that is there alone.

use bevy::prelude::*;
use mousemaze::game::save_notice::{RepairNotice, SaveNotice};
use mousemaze::game::saves::SaveStatus;
use mousemaze::game::{ProgressFile, Screen};
use mousemaze::save::SaveFile;

use super::harness::{game, normal, scratch, screen, title_saving_to};

#[test]
fn a_save_that_fails_is_shown_in_the_game() {
    let dir = scratch("save-fails");
    // The save folder cannot be made: a file stands where it should be (root ignores
    // read-only folders, so this is the failure every user gets).
    let blocker = dir.join("config");
    std::fs::write(&blocker, "in the way").unwrap();
    let mut app = game(normal(3));
    app.insert_resource(ProgressFile(SaveFile(Some(blocker.join("progress.ron")))));
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Won);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Won, "the game goes on");
    let failed = app.world().resource::<SaveStatus>().failed.clone().expect("the failure is kept");
    assert!(failed.starts_with("cannot save progress to"), "{failed}");
    let mut notice = app.world_mut().query_filtered::<(&Text, &Visibility), With<SaveNotice>>();
    let (text, visibility) = notice.single(app.world()).expect("one notice");
    assert_eq!(*visibility, Visibility::Visible);
    assert!(text.0.starts_with("Progress not saved: cannot save progress to"), "{}", text.0);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_saved_key_put_right_on_loading_is_said_on_screen() {
    let dir = scratch("save-repaired");
    let file = dir.join("progress.ron");
    let keys = r#"["KeyU", "KeyP", "Launch9", "KeyF", "KeyB"]"#;
    std::fs::write(&file, format!("(settings: (player_two: {keys}))")).unwrap();
    let mut app = title_saving_to(SaveFile(Some(file)));
    app.update();
    let mut notice = app.world_mut().query_filtered::<(&Text, &Visibility), With<RepairNotice>>();
    let (text, visibility) = notice.single(app.world()).expect("one notice");
    assert_eq!(*visibility, Visibility::Visible);
    let said = "Your save was put right (the log says how):\nPlayer two down is on K, its default";
    assert!(text.0.starts_with(said), "{}", text.0);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_screenshot_path_fails_at_once_and_touches_nothing() {
    let dir = scratch("screenshot-path");
    std::fs::create_dir_all(dir.join("folder.png")).unwrap();
    let level = dir.join("01-mine.ron");
    std::fs::write(&level, "(name: \"my level\")").unwrap();
    let cases = [
        (level.clone(), "a screenshot is saved as PNG: name it *.png"),
        (dir.join("missing/shot.png"), "cannot save the screenshot to"),
        (dir.join("folder.png"), "it is a folder"),
    ];
    for (path, expected) in cases {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mousemaze"))
            .args(["play", "--seed", "7", "--frames", "1", "--screenshot", path.to_str().unwrap()])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{path:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{path:?}: {err}");
        assert!(err.starts_with("error: ") && err.contains(expected), "{path:?}: {err}");
    }
    assert_eq!(std::fs::read_to_string(&level).unwrap(), "(name: \"my level\")", "never removed");
    std::fs::remove_dir_all(&dir).unwrap();
}
