//! The editor on hexagons, driven as a player drives it: the start menu's "empty field of
//! hexagons" opens the shaped editor; clicks beside the cheese's sides (through the
//! pointer's own picking) wall it in, the panel says it cannot be saved and nothing is;
//! Ctrl+Z opens it again; T test plays the drawn maze, won by the six keys, and Esc comes
//! back to the draft as it was, nothing recorded; Ctrl+S saves it among the player's levels,
//! where it is listed and plays as drawn.

use bevy::prelude::{App, KeyCode};
use mousemaze::content::level::Built;
use mousemaze::content::level::edit::ShapedContent;
use mousemaze::game::editor::shaped::click;
use mousemaze::game::editor::{ShapedEditorDraft, Tool};
use mousemaze::game::level_play::campaign;
use mousemaze::game::screens::levels::LevelsDir;
use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::shaped::sketch::side_ends;
use mousemaze::game::shaped::view::cell_centre;
use mousemaze::game::{Menu, PlayerProgress, Screen};
use mousemaze::maze::shape::{NONE, Shape};

use super::editor::ctrl;
use super::harness::{idle, menu, scratch, screen, tap, taps, title};
use super::menus::all_text;
use super::shapes::win_by_keys;

use KeyCode::{ArrowDown as Down, Enter, Escape};

fn draft(app: &App) -> ShapedContent {
    app.world().resource::<ShapedEditorDraft>().content().clone()
}

/// A click with the walls tool a little inside `cell` from the middle of its side `slot`.
fn click_beside(app: &mut App, cell: u32, slot: usize) {
    let content = draft(app);
    let graph = content.maze.graph();
    let (a, b) = side_ends(graph, cell, slot);
    let middle = (a + b) / 2.0;
    let point = middle + (cell_centre(graph, cell) - middle).normalize() * 3.0;
    let edit = click(graph, |c, s| content.maze.is_open(c, s), Tool::Walls, point).expect("a side under the click");
    assert!(app.world_mut().resource_mut::<ShapedEditorDraft>().apply(edit).unwrap(), "the click changed a wall");
    idle(app);
}

#[test]
fn a_hex_level_is_drawn_test_played_and_saved_into_the_levels_menu() {
    let dir = scratch("editor-hex");
    let mut app = title("editor-hex");
    app.insert_resource(LevelsDir(Some(dir.clone())));
    taps(&mut app, &[Down, Down, Down, Down, Down, Enter]); // Editor
    assert_eq!(menu(&app), Some(Menu::EditorSetup));
    taps(&mut app, &[Down, Down, Enter]); // from "New: an empty field": the field of hexagons
    assert!(all_text(&mut app).contains("1-3 tool"), "no doors tool on shapes");
    assert_eq!(screen(&app), Screen::ShapedEditor);
    let empty = draft(&app);
    assert_eq!(empty.maze.graph().shape(), Shape::Hex { width: 12, height: 9 });
    assert!(all_text(&mut app).contains("Cheese reachable: yes"), "{}", all_text(&mut app));

    // The cheese walled in by clicks beside each of its inner sides.
    let cheese = empty.cheese;
    let sides: Vec<usize> =
        (0..6).filter(|&slot| empty.maze.graph().neighbours(cheese).get(slot).is_some_and(|&n| n != NONE)).collect();
    assert!(sides.len() >= 2, "a corner cell has neighbours");
    for &slot in &sides {
        click_beside(&mut app, cheese, slot);
    }
    assert_eq!(draft(&app).maze.open_count(cheese), 0, "every side of the cheese closed");
    ctrl(&mut app, KeyCode::KeyS);
    let text = all_text(&mut app);
    assert!(text.contains("Cheese reachable: NO"), "{text}");
    assert!(text.contains("Cannot be saved"), "{text}");
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "nothing saved");
    ctrl(&mut app, KeyCode::KeyZ);
    let drawn = draft(&app);
    assert_eq!(drawn.maze.open_count(cheese), 1, "one side opened again");
    assert!(all_text(&mut app).contains("Cheese reachable: yes"));

    // Test play: the drawn maze, won by keys; Esc comes back to the draft as it was.
    tap(&mut app, KeyCode::KeyT);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Shaped);
    let played = app.world().resource::<ShapedConfig>().drawn.clone().expect("the drawn maze is played");
    assert_eq!((played.maze, played.start, played.cheese), (drawn.maze.clone(), drawn.start, drawn.cheese));
    win_by_keys(&mut app);
    taps(&mut app, &[Escape]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::ShapedEditor, "back in the editor");
    assert_eq!(draft(&app), drawn, "where it was");
    let progress = app.world().resource::<PlayerProgress>();
    assert!(progress.finished.is_empty() && progress.best_times.is_empty(), "a test play is not recorded");

    // Saved among the player's levels, listed, and played as drawn.
    ctrl(&mut app, KeyCode::KeyS);
    assert!(all_text(&mut app).contains("Saved as my-level.ron"), "{}", all_text(&mut app));
    let entries = campaign(&LevelsDir(Some(dir.clone())), &PlayerProgress::default());
    let own = entries.last().unwrap();
    let level = own.listed.level.as_ref().unwrap();
    assert_eq!(level.name, "My Level");
    let Ok(Built::Shaped(built)) = level.build_any() else { panic!("a shaped level") };
    assert_eq!(built.drawn.map(|d| d.maze), Some(drawn.maze));
    std::fs::remove_dir_all(&dir).unwrap();
}
