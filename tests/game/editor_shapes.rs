//! The editor on hexagons, driven as a player drives it: the start menu's "empty field of
//! hexagons" opens the shaped editor; clicks beside the cheese's sides (through the
//! pointer's own picking) wall it in, the panel says it cannot be saved and nothing is;
//! Ctrl+Z opens it again; T test plays the drawn maze, won by the six keys, and Esc comes
//! back to the draft as it was, nothing recorded; Ctrl+S saves it among the player's levels,
//! where it is listed and plays as drawn; the doors tool puts a door on a passage, Up
//! retimes it, a click on it selected takes it away.

use bevy::prelude::Vec2;
use bevy::prelude::{App, KeyCode};
use mousemaze::content::level::Built;
use mousemaze::content::level::edit::ShapedContent;
use mousemaze::content::level::shaped::make_maze;
use mousemaze::game::editor::shaped::{click, door_click};
use mousemaze::game::editor::{EditorUi, ShapedEditorDraft, Tool};
use mousemaze::game::level_play::campaign;
use mousemaze::game::screens::levels::LevelsDir;
use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::shaped::sketch::side_ends;
use mousemaze::game::shaped::view::cell_centre;
use mousemaze::game::{Menu, PlayerProgress, Screen};
use mousemaze::maze::shape::solve::solve;
use mousemaze::maze::shape::{NONE, Shape};
use mousemaze::maze::{Algorithm, Solver};

use super::editor::ctrl;
use super::harness::{idle, menu, scratch, screen, tap, taps, title};
use super::menus::all_text;
use super::shapes::win_by_keys;

use KeyCode::{ArrowDown as Down, Enter, Escape};

fn draft(app: &App) -> ShapedContent {
    app.world().resource::<ShapedEditorDraft>().content().clone()
}

/// A point a little inside `cell` from the middle of its side `slot`.
fn beside(content: &ShapedContent, cell: u32, slot: usize) -> Vec2 {
    let graph = content.maze.graph();
    let (a, b) = side_ends(graph, cell, slot);
    let middle = (a + b) / 2.0;
    middle + (cell_centre(graph, cell) - middle).normalize() * 3.0
}

/// A click with the doors tool beside the side `slot` of `cell`.
fn door_beside(app: &mut App, cell: u32, slot: usize) {
    let content = draft(app);
    let mut ui = app.world_mut().resource_mut::<EditorUi>();
    let edit = door_click(&content, &mut ui, beside(&content, cell, slot));
    if let Some(edit) = edit {
        assert!(app.world_mut().resource_mut::<ShapedEditorDraft>().apply(edit).unwrap());
    }
    idle(app);
}

/// A click with the walls tool a little inside `cell` from the middle of its side `slot`.
fn click_beside(app: &mut App, cell: u32, slot: usize) {
    let content = draft(app);
    let graph = content.maze.graph();
    let point = beside(&content, cell, slot);
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
    assert!(all_text(&mut app).contains("1-4 tool"), "walls, start, cheese and doors on shapes too");
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

    // A door (tool 4) on a passage off the shortest route, selected as it is added, retimed by
    // Up (half a second longer a cycle); a click on it, selected, takes it away; another puts
    // it back.
    let route = solve(&drawn.maze, Solver::Bfs, drawn.start, drawn.cheese).unwrap();
    let graph = drawn.maze.graph();
    let (cell, slot) = (0..graph.len() as u32)
        .filter(|cell| !route.contains(cell))
        .find_map(|cell| {
            let ways = graph.neighbours(cell);
            (0..ways.len()).find(|&s| ways[s] != NONE && !route.contains(&ways[s])).map(|s| (cell, s))
        })
        .unwrap();
    tap(&mut app, KeyCode::Digit4);
    assert_eq!(app.world().resource::<EditorUi>().tool, Tool::Doors);
    door_beside(&mut app, cell, slot);
    assert_eq!(draft(&app).doors.len(), 1, "a door added");
    tap(&mut app, KeyCode::ArrowUp);
    idle(&mut app);
    assert_eq!(draft(&app).door_at(cell, slot).map(|d| d.period), Some(455 + 65), "retimed");
    assert!(all_text(&mut app).contains("Doors: 1; this one"), "{}", all_text(&mut app));
    door_beside(&mut app, cell, slot);
    assert_eq!(draft(&app).doors.len(), 0, "the selected door, clicked, is taken away");
    door_beside(&mut app, cell, slot);
    let drawn = draft(&app);
    assert_eq!(drawn.doors.len(), 1);

    // Test play: the drawn maze, won by keys; Esc comes back to the draft as it was.
    tap(&mut app, KeyCode::KeyT);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Shaped);
    let played = *app.world().resource::<ShapedConfig>().drawn.clone().expect("the drawn maze is played");
    assert_eq!((played.maze, played.start, played.cheese), (drawn.maze.clone(), drawn.start, drawn.cheese));
    assert_eq!(played.doors, drawn.doors, "its door too");
    assert!(!all_text(&mut app).contains("N new"), "a drawn maze is not made anew");
    win_by_keys(&mut app);
    idle(&mut app);
    assert!(all_text(&mut app).contains("R  again    Space  paths    Esc  the editor"), "{}", all_text(&mut app));
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
    assert_eq!(built.door_count, 1);
    assert_eq!(built.drawn.map(|d| d.maze), Some(drawn.maze));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_start_menu_opens_a_generated_hex_maze_and_says_why_a_square_generator_cannot() {
    let mut app = title("editor-hex-generated");
    taps(&mut app, &[Down, Down, Down, Down, Down, Enter]); // Editor
    taps(&mut app, &[Down, Down, Down, Enter]); // from "New: an empty field": the generated hexagons
    assert_eq!(screen(&app), Screen::ShapedEditor);
    let made = make_maze(Shape::Hex { width: 12, height: 9 }, Algorithm::Backtracker, 1, 0.0).unwrap();
    assert_eq!(draft(&app).maze, made, "the seed's maze, as a drawing");
    // Ctrl+Right grows it a column (the new cells walled in, every passage kept), Ctrl+Up
    // takes a row away, Ctrl+Z undoes each.
    ctrl(&mut app, KeyCode::ArrowRight);
    let wider = draft(&app);
    assert_eq!(wider.maze.graph().shape(), Shape::Hex { width: 13, height: 9 });
    assert_eq!(wider.maze.passages().count(), made.passages().count(), "every passage kept");
    assert!(all_text(&mut app).contains("13x9"), "the panel's size: {}", all_text(&mut app));
    ctrl(&mut app, KeyCode::ArrowUp);
    assert_eq!(draft(&app).maze.graph().shape(), Shape::Hex { width: 13, height: 8 });
    ctrl(&mut app, KeyCode::KeyZ);
    ctrl(&mut app, KeyCode::KeyZ);
    assert_eq!(draft(&app).maze, made, "undone twice: the maze as it was");
    // Eller makes square grids only: back on the start menu, the row says so and stays.
    taps(&mut app, &[Escape]);
    assert_eq!(menu(&app), Some(Menu::EditorSetup));
    let eller = Algorithm::ALL.iter().position(|a| *a == Algorithm::Eller).unwrap();
    let backtracker = Algorithm::ALL.iter().position(|a| *a == Algorithm::Backtracker).unwrap();
    // The menu opens on "Go on editing"; the algorithm row is two below it.
    assert!(all_text(&mut app).contains("Go on editing \"My Level\" (hexagons)"));
    taps(&mut app, &[Down, Down]);
    let steps = (eller as i32 - backtracker as i32).rem_euclid(Algorithm::ALL.len() as i32);
    for _ in 0..steps {
        taps(&mut app, &[KeyCode::ArrowRight]);
    }
    assert!(all_text(&mut app).contains("Algorithm   < eller >"), "{}", all_text(&mut app));
    taps(&mut app, &[Down, Down, Down, Down, Down, Enter]); // seed, the two squares, the hexagons
    assert_eq!(menu(&app), Some(Menu::EditorSetup), "no draft from a square generator");
    assert!(all_text(&mut app).contains("eller works on whole square grids only"), "{}", all_text(&mut app));
}
