//! Maze files in the game (`mousemaze play --maze FILE`): a micromouse contest maze, in each
//! of the field's formats, is played from its start to any cell of its 2×2 goal, with a
//! cheese on every goal cell, and its kept run replays from its key.

use mousemaze::content::maze_key::MazeKey;
use mousemaze::game::{CurrentRun, PlayerProgress, RunConfig, RunKind, Screen};
use mousemaze::maze::formats::{self, MazeFormat};
use mousemaze::maze::generate::micromouse;

use super::harness::{game, run_the_route, scratch, screen};

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
    let err = RunConfig::maze_file(&bad).unwrap_err();
    assert!(err.contains("bad.num") && err.lines().count() == 1, "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
