//! The level editor, driven by simulated keys: Editor on the title opens its start menu, an
//! empty field becomes the draft; undo and redo are Ctrl+Z and Ctrl+Y; an unreachable
//! cheese is not saved and the panel says why; T plays the draft at once and leaving the
//! run comes back to the editor with the draft as it was (the time is not recorded);
//! Ctrl+S saves it among the player's levels, where the Levels menu lists it.

use bevy::prelude::{App, KeyCode};
use mousemaze::content::level::edit::Edit;
use mousemaze::game::editor::EditorDraft;
use mousemaze::game::level_play::campaign;
use mousemaze::game::screens::levels::LevelsDir;
use mousemaze::game::{CurrentRun, Menu, PlayerProgress, RunConfig, RunKind, Screen};
use mousemaze::maze::{Dir, Pos};

use super::harness::{idle, menu, run_the_route, scratch, screen, tap, taps, title};
use super::menus::all_text;

use KeyCode::{ArrowDown as Down, ArrowLeft as Left, ArrowRight as Right, Enter, Escape};

/// Ctrl and `key` together.
pub fn ctrl(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<bevy::input::ButtonInput<KeyCode>>().press(KeyCode::ControlLeft);
    tap(app, key);
    app.world_mut().resource_mut::<bevy::input::ButtonInput<KeyCode>>().release(KeyCode::ControlLeft);
    idle(app);
}

fn draft(app: &App) -> mousemaze::content::level::edit::Content {
    app.world().resource::<EditorDraft>().content().clone()
}

fn edit(app: &mut App, edit: Edit) {
    assert!(app.world_mut().resource_mut::<EditorDraft>().apply(edit).unwrap());
    idle(app);
}

#[test]
fn the_editors_start_menu_opens_on_a_row_that_starts_a_level() {
    let mut app = title("editor-first-row");
    app.insert_resource(LevelsDir(Some(scratch("editor-first-row"))));
    taps(&mut app, &[Down, Down, Down, Down, Down, Enter, Enter]); // Editor, then Enter at once
    assert_eq!(screen(&app), Screen::Editor, "Enter on the first row selected starts a new level");
}

#[test]
fn draw_check_test_play_come_back_and_save_into_the_levels_menu() {
    let dir = scratch("editor-levels");
    let mut app = title("editor");
    app.insert_resource(LevelsDir(Some(dir.clone())));
    taps(&mut app, &[Down, Down, Down, Down, Down, Enter]); // Editor
    assert_eq!(menu(&app), Some(Menu::EditorSetup));
    taps(&mut app, &[KeyCode::ArrowUp, KeyCode::ArrowUp, KeyCode::ArrowUp, Enter]); // Size: Enter only explains
    assert_eq!(menu(&app), Some(Menu::EditorSetup));
    assert!(all_text(&mut app).contains("Left/Right change this"), "{}", all_text(&mut app));
    taps(&mut app, &[Right]); // Size: the next one
    assert!(all_text(&mut app).contains("New: an empty field, 16 x 12"));
    taps(&mut app, &[Left, Down, Down, Down, Enter]); // back to 12 x 9; New: an empty field
    assert_eq!(screen(&app), Screen::Editor);
    let empty = draft(&app);
    assert_eq!((empty.board.maze.width(), empty.board.maze.height()), (12, 9));
    // Idle frames leave the draft unchanged (a changed draft is redrawn and checked again).
    let changed = |app: &App| app.world().get_resource_change_ticks::<EditorDraft>().unwrap().changed;
    let before = changed(&app);
    taps(&mut app, &[KeyCode::ArrowUp, KeyCode::KeyX]);
    assert_eq!(changed(&app), before, "no edit, no change");

    // A wall, undone and redone with the keys.
    edit(&mut app, Edit::Wall { at: Pos::new(3, 3), side: Dir::E, open: false });
    let walled = draft(&app);
    assert!(!walled.board.maze.is_open(Pos::new(4, 3), Dir::W), "both cells");
    ctrl(&mut app, KeyCode::KeyZ);
    assert_eq!(draft(&app), empty);
    ctrl(&mut app, KeyCode::KeyY);
    assert_eq!(draft(&app), walled);

    // The cheese walled in: not saved, and the panel says why.
    edit(&mut app, Edit::Wall { at: Pos::new(11, 8), side: Dir::N, open: false });
    edit(&mut app, Edit::Wall { at: Pos::new(11, 8), side: Dir::W, open: false });
    ctrl(&mut app, KeyCode::KeyS);
    let text = all_text(&mut app);
    assert!(text.contains("Cheese reachable: NO"), "{text}");
    assert!(text.contains("not saved, it cannot be played: no path from the start (0, 0) to the cheese (11, 8)"));
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "nothing saved");
    ctrl(&mut app, KeyCode::KeyZ);
    ctrl(&mut app, KeyCode::KeyZ);
    assert_eq!(draft(&app), walled);
    assert!(all_text(&mut app).contains("Cheese reachable: yes"));

    // Test play: the draft's maze at once; winning it records nothing and comes back.
    tap(&mut app, KeyCode::KeyT);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<CurrentRun>().board.maze, walled.board.maze);
    assert!(matches!(&app.world().resource::<RunConfig>().kind, RunKind::TestPlay(_)));
    run_the_route(&mut app);
    assert_eq!(screen(&app), Screen::Won);
    taps(&mut app, &[Escape]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Editor, "back in the editor");
    assert_eq!(draft(&app), walled, "where it was");
    let progress = app.world().resource::<PlayerProgress>();
    assert!(progress.finished.is_empty() && progress.best_times.is_empty(), "a test play is not recorded");

    // Saved among the player's levels, listed by the Levels menu.
    ctrl(&mut app, KeyCode::KeyS);
    assert!(all_text(&mut app).contains("Saved as my-level.ron"));
    let entries = campaign(&LevelsDir(Some(dir.clone())), &PlayerProgress::default());
    let own = entries.last().unwrap();
    assert!(own.unlocked && !own.listed.is_campaign());
    assert_eq!(own.listed.level.as_ref().unwrap().name, "My Level");
    std::fs::remove_dir_all(&dir).unwrap();
}
