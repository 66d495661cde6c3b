//! Maze files in the game (`mousemaze play --maze FILE`): a micromouse contest maze, in each
//! of the field's formats, is played from its start to any cell of its 2×2 goal, with a
//! cheese on every goal cell, and its kept run replays from its key.

use mousemaze::content::maze_key::MazeKey;
use mousemaze::game::{CurrentRun, PlayerProgress, RunConfig, RunKind, Screen};
use mousemaze::maze::formats::{self, MazeFormat};
use mousemaze::maze::generate::micromouse;

use super::harness::{game, idle_until, run_the_route, scratch, screen};

#[test]
fn a_micromouse_maze_file_is_played_to_any_cell_of_its_goal_region() {
    let dir = scratch("maze-files");
    let marked = micromouse::generate(16, 16, 9).unwrap();
    for (format, name) in [(MazeFormat::Micromouse, "m.txt"), (MazeFormat::Maz, "m.maz"), (MazeFormat::Num, "m.num")] {
        let path = dir.join(name);
        let mut bytes = Vec::new();
        formats::write(format, &marked, &mut bytes).unwrap();
        std::fs::write(&path, bytes).unwrap();
        let config = RunConfig::maze_file(&path).unwrap();
        assert!(matches!(config.kind, RunKind::MazeFile(_)), "{name}");
        let mut app = game(config);
        let board = app.world().resource::<CurrentRun>().board.clone();
        assert_eq!(board.maze, marked.maze, "{name}: the same walls");
        assert_eq!((Some(board.start), board.goals().to_vec()), (marked.start, marked.goals.clone()), "{name}");
        assert_eq!(board.goals().len(), 4, "the 2×2 centre");
        let cheeses = app.world_mut().query::<&mousemaze::game::cheese::Cheese>().iter(app.world()).count();
        assert_eq!(cheeses, 4, "{name}: a cheese on every goal cell");
        run_the_route(&mut app);
        assert_eq!(screen(&app), Screen::Won, "{name}");
        let run = app.world().resource::<CurrentRun>();
        assert!(board.is_goal(run.player().mouse.cell), "{name}: won on a goal cell");
        assert_eq!(run.player().moves as usize, run.shortest_moves, "{name}: to the nearest goal cell");
        let progress = app.world().resource::<PlayerProgress>().clone();
        let (key, kept) = progress.kept_runs.iter().next().expect("the run is kept");
        let again = MazeKey::parse(key, kept.recipe).unwrap().board(None).unwrap();
        assert!(kept.run_on(&again).is_ok(), "{name}: its kept run replays");
    }
    let bad = dir.join("bad.num");
    std::fs::write(&bad, "0 0 1 1 1\n").unwrap();
    let err = RunConfig::maze_file(&bad).unwrap_err().to_string();
    assert!(err.contains("bad.num") && err.lines().count() == 1, "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The player's mazes folder (`MOUSEMAZE_MAZES_DIR`) is listed after the levels, and on the
/// Bot screen's maze row: a file there is played, or run by a bot, from its marks.
#[test]
fn the_players_maze_files_are_listed_on_the_levels_and_bot_screens() {
    use bevy::prelude::KeyCode::{ArrowLeft, ArrowUp, Enter, Escape};
    use mousemaze::game::screens::levels::MazesDir;
    use mousemaze::game::watch::{BotChoice, BotMaze};

    use super::harness::{taps, title};
    use super::menus::all_text;

    let dir = scratch("mazes-folder");
    std::fs::create_dir_all(dir.join("contest")).unwrap();
    let marked = micromouse::generate(16, 16, 4).unwrap();
    let mut bytes = Vec::new();
    formats::write(MazeFormat::Micromouse, &marked, &mut bytes).unwrap();
    std::fs::write(dir.join("contest").join("japan.txt"), bytes).unwrap();
    let mut app = title("mazes-folder");
    app.insert_resource(MazesDir(Some(dir.clone())));
    use bevy::prelude::KeyCode::ArrowDown as Down;
    taps(&mut app, &[Down, Down, Enter]); // Levels
    assert_eq!(super::harness::menu(&app), Some(mousemaze::game::Menu::Levels));
    assert!(all_text(&mut app).contains("File  contest/japan.txt   best -"), "{}", all_text(&mut app));
    taps(&mut app, &[ArrowUp]); // wrapping from the first level: the last row, the file
    let before = screen(&app);
    taps(&mut app, &[Enter]);
    for _ in 0..3 {
        super::harness::idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing, "from {before:?}");
    let run = app.world().resource::<CurrentRun>();
    assert_eq!(run.board.maze, marked.maze);
    assert!(matches!(app.world().resource::<RunConfig>().kind, RunKind::MazeFile(_)));
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::Title);
    taps(&mut app, &[Escape]);
    super::harness::idle(&mut app);
    assert_eq!(screen(&app), Screen::Title, "{}", all_text(&mut app));
    // Bot (the title's cursor is back on Levels, which opened the file): the maze row, from
    // Normal back past Easy to the file.
    taps(&mut app, &[Down, Enter, ArrowUp, ArrowUp, ArrowUp, ArrowLeft, ArrowLeft]);
    assert!(all_text(&mut app).contains("Maze: < File  contest/japan.txt >"), "{}", all_text(&mut app));
    taps(&mut app, &[Down, Down, Down, Enter]); // the first bot
    let choice = app.world().resource::<BotChoice>();
    assert!(matches!(&choice.maze, Some(BotMaze::File(_))));
    assert_eq!(choice.board().unwrap().maze, marked.maze);
}

/// On a maze with a marked start the mouse faces out of it: north on a micromouse maze,
/// played from its file, and in a contest on the Bot screen before its first step.
#[test]
fn the_mouse_faces_out_of_a_marked_start_when_played_and_in_a_contest() {
    use mousemaze::game::watch::{BotChoice, BotMaze, BotReplay};
    use mousemaze::maze::Dir;

    let dir = scratch("facing");
    let marked = micromouse::generate(16, 16, 2).unwrap();
    let path = dir.join("m.txt");
    let mut bytes = Vec::new();
    formats::write(MazeFormat::Micromouse, &marked, &mut bytes).unwrap();
    std::fs::write(&path, bytes).unwrap();
    let mut app = game(RunConfig::maze_file(&path).unwrap());
    super::harness::idle(&mut app);
    assert_eq!(super::harness::player(&app).facing, Dir::N, "the player's mouse in the game");
    std::fs::remove_dir_all(&dir).unwrap();

    let mut app = super::harness::title("facing-contest");
    let script = mousemaze::bot::script::Script::find("floodfill");
    let choice = BotChoice {
        seed: 3,
        maze: Some(BotMaze::Micromouse),
        contest: true,
        ..BotChoice::new(script, mousemaze::content::difficulty::Difficulty::Normal, 0)
    };
    app.world_mut().insert_resource(choice);
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    super::harness::idle(&mut app);
    idle_until(&mut app, 10_000, |app| app.world().get_resource::<BotReplay>().is_some_and(|r| !r.running()));
    let replay = app.world().resource::<BotReplay>();
    let board = replay.board.clone().unwrap();
    assert_eq!(board.facing, Dir::N);
    let first = replay.square_trace().unwrap().steps.first().unwrap();
    assert_eq!((first.cell, first.facing), (board.start, Dir::N), "the contest's first step");
}
