//! Which way the mouse faces at the start: out of a marked start (north on a micromouse maze)
//! in every mode, a race, a bot's race, a challenge, a contest and `bot --maze FILE`; east on
//! a generated maze with no marks.

use mousemaze::bot::Bot;
use mousemaze::content::challenge;
use mousemaze::content::maze_file::board_of;
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, Dir};
use mousemaze::rules::contest::{ContestRules, contest_board};
use mousemaze::rules::{Board, Run};

use super::cli::stdout;

/// A corridor two cells high, the start marked at the bottom (closed on three sides, open
/// north) and the cheese at the top: `forward()` alone solves it only facing north.
const CORRIDOR: &str = "+---+\n| G |\n+   +\n| S |\n+---+\n";

/// A written maze file in a fresh folder.
fn written(name: &str, text: &str) -> std::path::PathBuf {
    let dir = crate::scratch::scratch(&format!("facing-{name}"));
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file
}

/// The way the first recorded instruction of `bot` on `board` saw the mouse face.
fn first_facing(board: &Board) -> Dir {
    let bot = Bot::compile("look.rhai", "look();").unwrap();
    bot.run(board).steps.first().expect("look() is recorded").facing
}

#[test]
fn a_marked_start_faces_out_of_it_in_a_race_and_a_bots_race() {
    let file = written("corridor.txt", CORRIDOR);
    let board = board_of(&file).unwrap();
    assert_eq!(board.facing, Dir::N);
    let run = Run::on_board(board.clone(), 6.5, &[]).unwrap();
    assert_eq!(run.player().mouse.facing, Dir::N, "the player's mouse in a race");
    assert_eq!(first_facing(&board), Dir::N, "a bot's race");
    let trace = Bot::compile("ahead.rhai", "loop { forward(); }").unwrap().run(&board);
    assert!(trace.solved(), "forward() alone reaches the cheese: {:?}", trace.ending);
    std::fs::remove_dir_all(file.parent().unwrap()).unwrap();
}

#[test]
fn a_micromouse_maze_faces_north_in_a_contest_and_in_challenge_nine() {
    let board = contest_board(micromouse::generate(8, 8, 5).unwrap());
    assert_eq!((board.facing, board.maze.is_open(board.start, Dir::N)), (Dir::N, true));
    let bot = Bot::for_contest("look.rhai", "look();", &ContestRules::default()).unwrap();
    let contest = bot.contest(&board, ContestRules::default(), true);
    assert_eq!(contest.trace.steps[0].facing, Dir::N, "a contest");
    let nine = challenge::find("9").unwrap();
    for course in nine.courses().unwrap() {
        assert_eq!(course.board.facing, Dir::N);
        assert_eq!(first_facing(&course.board), Dir::N, "challenge 9");
    }
}

#[test]
fn an_unmarked_generated_maze_still_starts_facing_east() {
    let recipe = MazeRecipe { algorithm: Algorithm::Backtracker, width: 9, height: 7, seed: 3, ..Default::default() };
    let run = Run::from_recipe(recipe, 6.5, &[]).unwrap();
    assert_eq!((run.board.facing, run.player().mouse.facing), (Dir::E, Dir::E));
    assert_eq!(first_facing(&run.board), Dir::E);
}

#[test]
fn bot_on_a_marked_maze_file_runs_facing_out_of_the_start() {
    let file = written("corridor.txt", CORRIDOR);
    let script = file.with_file_name("ahead.rhai");
    std::fs::write(&script, "loop { forward(); }").unwrap();
    let table = stdout(&["bot", script.to_str().unwrap(), "--maze", file.to_str().unwrap()]);
    assert!(table.contains("solved 1/1"), "{table}");
    // The file names its row and its trace, not a seed it has none of.
    assert!(table.contains("| maze | solved |") && table.contains(&format!("| {} | yes |", file.display())), "{table}");
    let trace = stdout(&["bot", script.to_str().unwrap(), "--maze", file.to_str().unwrap(), "--trace"]);
    assert!(trace.starts_with(&format!("{}:\n", file.display())) && !trace.contains("seed 0"), "{trace}");
    std::fs::remove_dir_all(file.parent().unwrap()).unwrap();
}
