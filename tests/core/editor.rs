//! The level editor's model (no Bevy): walls change on both sides, every edit undoes and
//! redoes, the checks are the validator's, saving writes a drawn level that loads back the
//! same and passes `check-levels`, an unreachable cheese is refused with a message, and a
//! hand-written level saved again changes only what was edited.

use mousemaze::content::level::catalog::{campaign, campaign_text, read_folder};
use mousemaze::content::level::edit::{Draft, Edit, EditError, SaveLevelError, file_stem, free_path};
use mousemaze::content::level::{Level, Rival};
use mousemaze::maze::doors::Door;
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Dir, Pos};
use mousemaze::rules::rivals::RivalKind;

use super::walls_are_consistent;

fn folder(name: &str) -> std::path::PathBuf {
    crate::scratch::scratch(&format!("editor-{name}"))
}

const WALL: fn(u32, u32, Dir, bool) -> Edit = |x, y, side, open| Edit::Wall { at: Pos::new(x, y), side, open };

#[test]
fn a_wall_changes_both_cells_and_the_outer_wall_stays() {
    let mut draft = Draft::empty(5, 4).unwrap();
    assert!(draft.apply(WALL(2, 1, Dir::S, false)).unwrap());
    let maze = &draft.content().board.maze;
    assert!(!maze.is_open(Pos::new(2, 1), Dir::S) && !maze.is_open(Pos::new(2, 2), Dir::N));
    assert!(walls_are_consistent(maze));
    assert!(!draft.apply(WALL(2, 2, Dir::N, false)).unwrap(), "the same wall from the other cell: nothing to do");
    assert!(draft.apply(WALL(2, 2, Dir::N, true)).unwrap());
    assert!(draft.content().board.maze.is_open(Pos::new(2, 1), Dir::S));
    let err = draft.apply(WALL(0, 0, Dir::W, true)).unwrap_err();
    assert_eq!(err, EditError::OuterWall);
    assert!(err.to_string().contains("outer wall"), "{err}");
    assert!(draft.apply(WALL(9, 9, Dir::E, true)).unwrap_err().to_string().contains("outside the maze"));
}

#[test]
fn every_edit_undoes_and_redoes() {
    let mut draft =
        Draft::generated(MazeRecipe { algorithm: Algorithm::Prim, width: 8, height: 6, seed: 4, ..Default::default() })
            .unwrap();
    let first = draft.content().clone();
    let door = mousemaze::maze::doors::Door { at: Pos::new(0, 0), side: Dir::E, period: 455, open: 195, phase: 0 };
    let open_side = Dir::ALL.into_iter().find(|d| first.board.maze.is_open(Pos::new(0, 0), *d)).unwrap();
    let edits = [
        WALL(3, 3, Dir::E, !first.board.maze.is_open(Pos::new(3, 3), Dir::E)),
        Edit::Start(Pos::new(1, 1)),
        Edit::Cheese(Pos::new(6, 4)),
        Edit::Door(mousemaze::maze::doors::Door { side: open_side, ..door }),
        Edit::Door(mousemaze::maze::doors::Door { side: open_side, period: 650, ..door }),
        Edit::Rival(Some(Rival { kind: RivalKind::Explorer, speed: 0.5 })),
        Edit::Par(Some(40.0)),
        Edit::Fog(true),
        Edit::Name("Undo Me".into()),
        Edit::Resize { width: 10, height: 5 },
        Edit::RemoveDoor { at: Pos::new(0, 0), side: open_side },
    ];
    let mut states = vec![first.clone()];
    for edit in edits {
        assert!(draft.apply(edit.clone()).unwrap(), "{edit:?} changes the draft");
        states.push(draft.content().clone());
    }
    assert_eq!(draft.history(), (states.len() - 1, 0));
    for state in states.iter().rev().skip(1) {
        assert!(draft.undo());
        assert_eq!(draft.content(), state);
    }
    assert!(!draft.undo(), "nothing before the first state");
    for state in &states[1..] {
        assert!(draft.redo());
        assert_eq!(draft.content(), state);
    }
    assert!(!draft.redo());
    // A drag is one step.
    draft.apply(WALL(0, 0, Dir::S, false)).unwrap();
    draft.apply_joined(WALL(1, 0, Dir::S, false)).unwrap();
    draft.undo();
    assert_eq!(draft.content(), states.last().unwrap());
}

#[test]
fn a_smaller_grid_keeps_what_fits() {
    let mut draft = Draft::empty(6, 5).unwrap();
    draft.apply(WALL(1, 1, Dir::E, false)).unwrap();
    draft.apply(WALL(4, 4, Dir::N, false)).unwrap();
    draft.apply(Edit::Resize { width: 3, height: 3 }).unwrap();
    let c = draft.content();
    assert_eq!((c.board.maze.width(), c.board.maze.height()), (3, 3));
    assert!(!c.board.maze.is_open(Pos::new(1, 1), Dir::E), "the wall inside is kept");
    assert!(c.board.maze.is_open(Pos::new(0, 0), Dir::E), "the open field inside is kept");
    assert!(walls_are_consistent(&c.board.maze));
    assert_eq!((c.board.start, c.board.goal), (Pos::new(0, 0), Pos::new(2, 2)), "the cheese moves in");
    let door = |at, side| Door { at, side, period: 260, open: 130, phase: 0 };
    draft.apply(Edit::Door(door(Pos::new(2, 0), Dir::S))).unwrap();
    draft.apply(Edit::Resize { width: 5, height: 3 }).unwrap();
    draft.apply(WALL(3, 1, Dir::E, true)).unwrap();
    draft.apply(Edit::Door(door(Pos::new(4, 1), Dir::W))).unwrap();
    draft.apply(Edit::Resize { width: 4, height: 3 }).unwrap();
    let doors = &draft.content().board.doors;
    assert_eq!(doors.iter().copied().collect::<Vec<_>>(), [door(Pos::new(2, 0), Dir::S)], "the door that fits");
    assert_eq!(doors.door(Pos::new(2, 1), Dir::N), Some(&door(Pos::new(2, 0), Dir::S)), "found at the new width");
    assert_eq!(doors.door(Pos::new(3, 1), Dir::E), None);
    assert!(
        draft.apply(Edit::Resize { width: 1, height: 3 }).unwrap_err().to_string().contains("width 1 is too small")
    );
}

#[test]
fn the_checks_are_the_validators_and_an_unreachable_cheese_is_not_saved() {
    let dir = folder("unreachable");
    let mut draft = Draft::empty(4, 3).unwrap();
    let checks = draft.checks();
    assert_eq!((checks.shortest, checks.dead_ends), (Some(5), 0));
    assert_eq!(checks.summary.as_deref(), Some("4x3 drawn, shortest 5 moves, par 2 s"));
    // Wall the cheese's cell (3, 2) in.
    draft.apply(WALL(3, 2, Dir::N, false)).unwrap();
    draft.apply(WALL(3, 2, Dir::W, false)).unwrap();
    let checks = draft.checks();
    assert_eq!(checks.shortest, None);
    let why = checks.built.unwrap_err().message;
    assert!(why.contains("no path from the start (0, 0) to the cheese (3, 2)"), "{why}");
    let err = draft.save(&dir).unwrap_err();
    assert!(matches!(err, SaveLevelError::NotPlayable(_)));
    assert!(err.to_string().starts_with("not saved, it cannot be played: no path from the start"), "{err}");
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "nothing written");
    // A rival faster than a perfect run is refused as check-levels refuses it.
    draft.undo();
    draft.apply(Edit::Rival(Some(Rival { kind: RivalKind::Sprinter, speed: 2.0 }))).unwrap();
    assert!(draft.checks().built.unwrap_err().message.contains("nobody can beat it"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_saved_level_loads_back_the_same_and_passes_check_levels() {
    let dir = folder("save");
    let mut draft = Draft::generated(MazeRecipe { width: 9, height: 7, seed: 11, ..Default::default() }).unwrap();
    draft.apply(WALL(4, 3, Dir::E, true)).unwrap();
    draft.apply(Edit::Name("Cheese \"Run\" 2".into())).unwrap();
    draft.apply(Edit::Rival(Some(Rival { kind: RivalKind::Smeller, speed: 0.7 }))).unwrap();
    draft.apply(Edit::Fog(true)).unwrap();
    let start = draft.content().board.start;
    let side = Dir::ALL.into_iter().find(|d| draft.content().board.maze.is_open(start, *d)).unwrap();
    draft
        .apply(Edit::Door(mousemaze::maze::doors::Door { at: start, side, period: 390, open: 260, phase: 10 }))
        .unwrap();
    let path = draft.save(&dir).unwrap();
    assert_eq!(path, dir.join("cheese-run-2.ron"));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("maze: Drawn(layout: \"\n        +---+"), "{text}");
    let loaded = Draft::from_text(&text, "cheese-run-2.ron", Some(path.clone())).unwrap();
    assert_eq!(loaded.content(), draft.content(), "save then load gives the same level");
    assert!(!draft.changed());
    // check-levels' own test: every file of the folder reads and builds.
    let listed = read_folder(&dir).unwrap();
    assert!(listed.iter().all(|l| l.level.as_ref().is_ok_and(|level| level.build().is_ok())));
    // Saving again goes back to the same file; a new draft with the same name gets a new one.
    draft.apply(Edit::Par(Some(30.0))).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path);
    let mut other = Draft::empty(4, 4).unwrap();
    other.apply(Edit::Name("Cheese \"Run\" 2".into())).unwrap();
    assert_eq!(other.save(&dir).unwrap(), dir.join("cheese-run-2-2.ron"), "never over another file");
    assert_eq!(Level::load(&path).unwrap().par_seconds, Some(30.0));
    // The file changed on disk since it was read: saving picks a new name, never over it.
    std::fs::write(&path, std::fs::read_to_string(&path).unwrap().replace("par_seconds: 30", "par_seconds: 31"))
        .unwrap();
    draft.apply(Edit::Fog(false)).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), dir.join("cheese-run-2-3.ron"));
    assert_eq!(Level::load(&path).unwrap().par_seconds, Some(31.0), "the other file is untouched");
    {
        let out = super::cli::mousemaze(&["check-levels", dir.to_str().unwrap()]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stdout).contains("smeller at 0.7x"));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hand_written_levels_save_unchanged_and_edited_only_where_edited() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    for listed in campaign() {
        let file = format!("{}.ron", listed.id);
        let text = std::fs::read_to_string(dir.join(&file)).unwrap();
        if listed.level.as_ref().unwrap().is_shaped() {
            let err = Draft::from_text(&text, &file, None).unwrap_err().to_string();
            assert!(err.contains("a square maze is needed here"), "{file}: {err}");
            continue;
        }
        let mut draft = Draft::from_text(&text, &file, None).unwrap();
        assert_eq!(draft.to_ron().unwrap(), text, "{file} unchanged");
        // One field edited: every other line stays.
        draft.apply(Edit::Fog(!draft.content().fog)).unwrap();
        let edited = draft.to_ron().unwrap();
        let fog = Draft::from_text(&edited, &file, None).unwrap();
        assert_eq!(fog.content(), draft.content(), "{file} with fog toggled");
        let kept = text.lines().filter(|l| edited.lines().any(|e| e == *l)).count();
        assert!(kept + 1 >= text.lines().count(), "{file}: only the fog line changes\n{edited}");
        // A wall edited: the level becomes drawn and reads back as the draft.
        let maze = &draft.content().board.maze;
        let wall = (0..maze.len()).map(|i| maze.pos(i)).find(|p| !maze.is_open(*p, Dir::E) && p.x + 1 < maze.width());
        draft.apply(Edit::Wall { at: wall.unwrap(), side: Dir::E, open: true }).unwrap();
        let redrawn = Draft::from_text(&draft.to_ron().unwrap(), &file, None).unwrap();
        let doors = |d: &Draft| d.content().board.doors.len();
        assert_eq!(
            (redrawn.content().board.maze.clone(), doors(&redrawn)),
            (draft.content().board.maze.clone(), doors(&draft))
        );
        assert!(draft.to_ron().unwrap().starts_with(text.lines().next().unwrap()), "{file}: the opening comment stays");
    }
}

#[test]
fn file_names_come_from_the_level_name() {
    assert_eq!(file_stem("My Level"), "my-level");
    assert_eq!(file_stem("  Été!! 2 "), "t-2");
    assert_eq!(file_stem("***"), "level");
    let dir = folder("names");
    assert_eq!(free_path(&dir, "a"), dir.join("a.ron"));
    std::fs::write(dir.join("a.ron"), "x").unwrap();
    assert_eq!(free_path(&dir, "a"), dir.join("a-2.ron"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The editor is part of the game: a CLI-only build says so instead.
#[cfg(feature = "game")]
#[test]
fn edit_on_the_command_line_refuses_a_file_it_cannot_edit_in_one_line() {
    let dir = folder("cli");
    let missing = dir.join("missing.ron");
    let out = super::cli::mousemaze(&["edit", missing.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.starts_with("error: ") && err.contains("cannot read it"), "{err}");
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "(name: \"x\", maze: Spiral())").unwrap();
    let out = super::cli::mousemaze(&["edit", broken.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("broken.ron:1:19: unknown maze kind `Spiral`"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // A new shaped level's size, and what goes with what, each refused in one line.
    let cases: [(&[&str], &str); 5] = [
        (&["edit", "-W", "9"], "-W and -H size a new shaped level: add --shape hex, triangle or polar"),
        (&["edit", "--shape", "polar", "-W", "9"], "a polar maze is sized by --rings: leave out -W and -H"),
        (&["edit", "--wrap", "x", "-W", "9"], "the editor draws every shape a level plays but squares and weaves"),
        (&["edit", "--shape", "hex", "-W", "1"], "width 1 is too small to play: allowed 2..=200"),
        (&["edit", "--shape", "hex", missing.to_str().unwrap()], "a level file has its own shape"),
    ];
    for (args, expected) in cases {
        let out = super::cli::mousemaze(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && err.contains(expected), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A door added in the editor is saved where `Doors` keeps it, in passage order: before the
/// level's own door when its passage comes first (not appended after it).
#[test]
fn edited_doors_are_saved_in_passage_order() {
    let dir = folder("door-order");
    let path = dir.join("wait.ron");
    let text = campaign_text("16-wait-for-it").unwrap();
    std::fs::write(&path, text).unwrap();
    let mut draft = Draft::from_text(text, "wait.ron", Some(path.clone())).unwrap();
    let first = Door { at: Pos::new(1, 0), side: Dir::E, period: 390, open: 260, phase: 10 };
    draft.apply(Edit::Door(first)).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path);
    let saved = std::fs::read_to_string(&path).unwrap();
    let doors = "    doors: [\n        (at: (x: 1, y: 0), side: E, period: 390, open: 260, phase: 10),\n        \
                 (at: (x: 9, y: 2), side: S, period: 455, open: 195, phase: 45),\n    ],";
    assert!(saved.contains(doors), "{saved}");
    assert_eq!(Draft::from_text(&saved, "wait.ron", None).unwrap().content(), draft.content());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A level's goal region stays the board's: the live checks count to the nearest goal cell as
/// `check-levels` does, and moving the cheese keeps the written goal cells with the new cheese.
#[test]
fn a_goal_region_is_kept_and_counted_when_the_cheese_moves() {
    let text = "(\n    name: \"Centre\",\n    maze: Generated(algorithm: \"prim\", width: 8, height: 8, seed: 1),\n    goal: [(x: 3, y: 3), (x: 4, y: 3), (x: 3, y: 4), (x: 4, y: 4)],\n)\n";
    let built = Level::from_ron(text, "centre.ron").unwrap().build().unwrap();
    let mut draft = Draft::from_text(text, "centre.ron", None).unwrap();
    assert_eq!(draft.content().board, built.board, "the board as the level builds it");
    let centre = built.board.region.clone();
    draft.apply(Edit::Cheese(Pos::new(7, 7))).unwrap();
    let board = &draft.content().board;
    assert_eq!(board.goal, Pos::new(7, 7));
    assert_eq!(board.region, [centre.clone(), vec![Pos::new(7, 7)]].concat(), "the written cells and the cheese");
    let checks = draft.checks();
    let moved = checks.built.unwrap();
    assert_eq!(moved.board, *board);
    assert_eq!(checks.shortest, Some(built.shortest_moves), "to the nearest goal cell, still the centre");
    assert_eq!(moved.shortest_moves, built.shortest_moves);
    let to_cheese = mousemaze::maze::Solver::Bfs.solve(&board.maze, board.start, board.goal).unwrap().steps();
    assert!(to_cheese > built.shortest_moves, "the new cheese is farther: {to_cheese}");
    draft.apply(Edit::Cheese(Pos::new(3, 3))).unwrap();
    assert!(!draft.changed(), "back where it was: the region as loaded");
}
