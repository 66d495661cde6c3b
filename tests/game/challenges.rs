//! The Challenges screen, headless: from the title to the list, a challenge opened, the
//! player's script (written to a temporary challenges folder) run on all its mazes with the
//! results `mousemaze grade` gives, the stars saved and shown in the list after a restart;
//! an instruction not allowed yet refused at its line and column; the starter made once,
//! hot reload, a reset that keeps the old script, and a maze watched and come back from.

use bevy::prelude::*;
use mousemaze::bot::grade::grade;
use mousemaze::content::challenge;
use mousemaze::game::challenges::{ChallengesDir, OpenChallenge, ResultsView, Stars};
use mousemaze::game::watch::{BotChoice, BotMaze, BotReplay};
use mousemaze::game::{Menu, MenuItem, ProgressFile, Screen};
use mousemaze::save::SaveFile;

use super::harness::{idle, idle_until, menu, scratch, screen, taps, title, title_saving_to};
use super::menus::all_text;

use KeyCode::{ArrowDown as Down, ArrowRight as Right, Enter, Escape, KeyP};

/// A game on the title whose challenge scripts are in `dir`.
fn with_folder(mut app: App, dir: &std::path::Path) -> App {
    app.insert_resource(ChallengesDir(Some(dir.to_path_buf())));
    app
}

/// From the title to the list of challenges.
fn open_list(app: &mut App) {
    taps(app, &[Down, Down, Down, Down, Enter]);
    assert_eq!(menu(app), Some(Menu::Challenges));
}

/// Frames go by until the open challenge's run has ended.
fn wait_for_results(app: &mut App) {
    let ended = idle_until(app, 20_000, |app| {
        let open = app.world().resource::<OpenChallenge>();
        !open.running() && open.results.is_some()
    });
    assert!(ended, "the run never ended");
    idle(app); // drawn
}

/// The text of a view of the results.
fn view(app: &mut App, which: ResultsView) -> String {
    let mut q = app.world_mut().query::<(&ResultsView, &Text)>();
    q.iter(app.world()).find(|(v, _)| **v == which).map(|(_, t)| t.0.clone()).unwrap_or_default()
}

/// The stars each stars text shows: the list's in its rows' order, or the challenge's own.
fn stars_shown(app: &mut App) -> Vec<u8> {
    let mut q = app.world_mut().query::<(&Stars, Option<&ChildOf>)>();
    let rows: Vec<(Stars, Option<Entity>)> = q.iter(app.world()).map(|(s, p)| (*s, p.map(|p| p.parent()))).collect();
    let mut all: Vec<(usize, u8)> = rows
        .into_iter()
        .map(|(stars, parent)| {
            let row = parent.and_then(|p| app.world().get::<MenuItem>(p)).map_or(usize::MAX, |item| item.0);
            (row, stars.0)
        })
        .collect();
    all.sort();
    all.into_iter().map(|(_, s)| s).collect()
}

#[test]
fn a_script_run_on_all_the_mazes_grades_as_the_cli_and_its_stars_are_saved_and_listed() {
    let dir = scratch("challenges-run");
    let save = SaveFile(Some(dir.join("progress.ron")));
    let script = "// walk on\nloop { forward(); }\n";
    std::fs::write(dir.join("01-walk-a-corridor.rhai"), script).unwrap();
    let mut app = with_folder(title_saving_to(save.clone()), &dir);
    open_list(&mut app);
    assert!(all_text(&mut app).contains(" 1  Walk a corridor"), "{}", all_text(&mut app));
    assert_eq!(stars_shown(&mut app), [0; 12], "no stars yet: nine square challenges, three on shapes");
    taps(&mut app, &[Enter]); // the first not solved: challenge 1
    assert_eq!(menu(&app), Some(Menu::Challenge));
    assert!(all_text(&mut app).contains("Challenge 1: Walk a corridor"));
    assert!(all_text(&mut app).contains("Instructions: forward\n"), "{}", all_text(&mut app));
    assert!(all_text(&mut app).contains(&dir.join("01-walk-a-corridor.rhai").display().to_string()));
    wait_for_results(&mut app);
    // The same grade as `mousemaze grade` gives the same script.
    let first = challenge::find("1").unwrap();
    let cli = grade(first, &first.courses().unwrap(), "01-walk-a-corridor.rhai", script.as_bytes());
    let results = app.world().resource::<OpenChallenge>().results.clone().unwrap();
    assert_eq!(results.totals(), (cli.solved, cli.moves, cli.instructions));
    assert_eq!((results.stars, cli.stars, cli.total), (3, 3, 3));
    for (maze, name) in first.maze_names().iter().enumerate() {
        let row = view(&mut app, ResultsView::Row(maze));
        assert!(row[2..].starts_with(&format!("{name} ")) && row.contains("solved"), "the file's name: {row}");
    }
    let total = view(&mut app, ResultsView::Total);
    let moves = format!("3 of 3 solved   {} moves (par {}: a star)", cli.moves, first.goal.moves);
    assert!(total.starts_with(&moves), "{total}");
    assert!(total.ends_with("new best, saved"), "{total}");
    let stars_for = view(&mut app, ResultsView::StarsFor);
    assert!(stars_for.starts_with("Stars: one for solving every maze, one for moves within par, one for instructions"));
    assert!(stars_for.ends_with("This run: 3 stars."), "{stars_for}");
    let status = view(&mut app, ResultsView::Status);
    assert_eq!(status, "Every maze solved! Next: challenge 2, Turn at walls (Esc: the list opens on it)");
    assert_eq!(stars_shown(&mut app), [3]);
    // Saved with the progress, the script with it.
    let (saved, _) = save.load();
    assert_eq!(saved.challenge_stars("01-walk-a-corridor"), 3);
    assert_eq!(saved.challenges["01-walk-a-corridor"].script, script);
    taps(&mut app, &[Escape]);
    assert_eq!(menu(&app), Some(Menu::Challenges));
    assert_eq!(stars_shown(&mut app), [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let list = app.world_mut().query::<&mousemaze::game::MenuList>().single(app.world()).unwrap().selected;
    assert_eq!(list, 1, "the list opens on the next challenge");
    // A game started again on that save lists the stars.
    let mut again = with_folder(title_saving_to(save), &dir);
    open_list(&mut again);
    assert_eq!(stars_shown(&mut again), [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert!(all_text(&mut again).contains("3 of 36 stars"), "{}", all_text(&mut again));
    taps(&mut again, &[Escape]);
    assert_eq!(menu(&again), Some(Menu::Main));
}

#[test]
fn an_instruction_not_allowed_yet_is_shown_at_its_line_and_column_and_earns_nothing() {
    let dir = scratch("challenges-not-yet");
    std::fs::write(dir.join("01-walk-a-corridor.rhai"), "forward();\n  smell();\n").unwrap();
    let mut app = with_folder(title("challenges-not-yet"), &dir);
    open_list(&mut app);
    taps(&mut app, &[Enter]);
    wait_for_results(&mut app);
    let status = view(&mut app, ResultsView::Status);
    assert_eq!(status, "01-walk-a-corridor.rhai:2:3: not yet: `smell` opens in challenge 6");
    assert_eq!(stars_shown(&mut app), [0]);
    assert!(view(&mut app, ResultsView::Row(0)).contains("short"), "the rows stay, with no result");
    let file = app.world().resource::<ProgressFile>().clone();
    assert!(file.load().0.challenges.is_empty(), "nothing saved");
    // Watched on the Bot screen, the script is refused the same way, before it runs.
    taps(&mut app, &[Down, Enter]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    let replay = app.world().resource::<mousemaze::game::watch::BotReplay>();
    assert_eq!(replay.outcome.as_ref().err().map(ToString::to_string), Some(status));
    assert!(!replay.running(), "nothing runs");
}

#[test]
fn the_starter_is_made_once_an_edit_reruns_a_reset_keeps_the_old_script_and_a_maze_is_watched() {
    let dir = scratch("challenges-starter");
    let mut app = with_folder(title("challenges-starter"), &dir);
    open_list(&mut app);
    taps(&mut app, &[Down, Down, Enter]); // challenge 3
    let third = challenge::find("3").unwrap();
    let file = dir.join("03-left-hand-rule.rhai");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), third.starter, "made from the starter");
    assert!(all_text(&mut app).contains("made from the starter"), "{}", all_text(&mut app));
    wait_for_results(&mut app);
    assert_eq!(app.world().resource::<OpenChallenge>().results.as_ref().unwrap().stars, 0, "the starter fails");
    let row = view(&mut app, ResultsView::Row(0));
    assert!(row.contains("failed") && row.contains("   6:5: out of moves"), "the line and column: {row}");
    // The player writes the left-hand rule in their editor: it runs again on its own.
    let mine = "loop {\n    if look_left() != \"wall\" { turn_left(); }\n    while look() == \"wall\" { turn_right(); }\n    forward();\n}\n";
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(&file, mine).unwrap();
    let mut frames = 0;
    while app.world().resource::<OpenChallenge>().script.as_ref().ok().map(|s| s.source.as_str()) != Some(mine) {
        idle(&mut app);
        frames += 1;
        assert!(frames < 1000, "the edit is seen");
    }
    wait_for_results(&mut app);
    let results = app.world().resource::<OpenChallenge>().results.clone().unwrap();
    assert_eq!(results.totals().0, 5, "{:?}", results.mazes);
    assert!(results.stars >= 1);
    assert!(!all_text(&mut app).contains("made from the starter"), "edited: the notice is gone");
    // Watch maze 2: Down to the watch item, Right to maze 2, Enter; Esc comes back.
    taps(&mut app, &[Down, Right]);
    assert!(all_text(&mut app).contains("Watch maze: < 2 of 5 >"), "{}", all_text(&mut app));
    taps(&mut app, &[Enter]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    let choice = app.world().resource::<BotChoice>();
    let course = &third.courses().unwrap()[1];
    assert!(matches!(&choice.maze, Some(BotMaze::Course(c)) if c.level.board == course.board));
    assert_eq!(choice.path.as_deref(), Some(file.as_path()), "the watch reloads the same file");
    taps(&mut app, &[Escape]);
    idle(&mut app);
    assert_eq!(menu(&app), Some(Menu::Challenge));
    assert!(all_text(&mut app).contains("Challenge 3: The left-hand rule"));
    // Reset: Enter asks, Enter again puts the starter back and keeps the player's script.
    taps(&mut app, &[Down, Enter]);
    assert!(all_text(&mut app).contains("Enter again"), "{}", all_text(&mut app));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), mine, "asking changes nothing");
    taps(&mut app, &[Enter]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), third.starter);
    assert_eq!(std::fs::read_to_string(dir.join("03-left-hand-rule.rhai.bak")).unwrap(), mine);
    assert!(all_text(&mut app).contains("kept as"), "{}", all_text(&mut app));
    wait_for_results(&mut app);
    assert_eq!(app.world().resource::<OpenChallenge>().results.as_ref().unwrap().stars, 0);
    let saved = app.world().resource::<ProgressFile>().load().0;
    assert_eq!(saved.challenges["03-left-hand-rule"].script, mine, "the best solution stays saved");
}

#[test]
fn a_challenge_on_hexagons_is_listed_graded_as_the_cli_watched_and_raced() {
    let dir = scratch("challenges-shaped");
    let six = challenge::find("10").unwrap();
    assert!(six.shape().is_some(), "challenge 10 is on hexagons");
    let script = include_str!("../../challenges/shapes/solutions/10-six-ways-out.rhai");
    std::fs::write(dir.join("10-six-ways-out.rhai"), script).unwrap();
    let mut app = with_folder(title_saving_to(SaveFile(Some(dir.join("progress.ron")))), &dir);
    open_list(&mut app);
    let text = all_text(&mut app);
    assert!(text.contains("10  Six ways out") && text.contains("11  Round the rings"), "{text}");
    // From challenge 1 (the first not solved) down to 10.
    taps(&mut app, &[Down; 9]);
    taps(&mut app, &[Enter]);
    assert!(all_text(&mut app).contains("Challenge 10: Six ways out"), "{}", all_text(&mut app));
    wait_for_results(&mut app);
    let cli = mousemaze::bot::grade::grade_shaped(
        six,
        &six.shaped_courses().unwrap(),
        "10-six-ways-out.rhai",
        script.as_bytes(),
        mousemaze::bot::grade::ROW_TIME,
    );
    let results = app.world().resource::<OpenChallenge>().results.clone().unwrap();
    assert_eq!(results.totals(), (cli.solved, cli.moves, cli.instructions));
    assert_eq!(results.stars, cli.stars);
    assert_eq!(cli.solved, six.mazes_count(), "the solution solves every maze");
    // Watch maze 1 on the Bot screen, with the challenge's budgets and its sprinter's time.
    taps(&mut app, &[Down, Enter]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    let ran = idle_until(&mut app, 2_000, |app| !app.world().resource::<BotReplay>().running());
    assert!(ran, "the bot's run ends off the frame");
    let course = &six.shaped_courses().unwrap()[0];
    let replay = app.world().resource::<BotReplay>();
    assert_eq!(replay.shaped.as_ref().map(|b| b.maze()), Some(&course.maze), "the challenge's first maze");
    assert_eq!(replay.rival_at, course.rival_ticks, "against its sprinter");
    let trace = replay.outcome.as_ref().ok().and_then(|t| t.shaped()).expect("a run on hexagons");
    assert!(trace.solved(), "{:?}", trace.reason());
    let graded = results.mazes.as_ref().expect("graded")[0].moves;
    assert_eq!(trace.moves, graded, "the run graded");
    // P races it on the shapes screen; Esc comes back.
    taps(&mut app, &[KeyP]);
    idle(&mut app);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped);
    let game = app.world().resource::<mousemaze::game::shaped::ShapedGame>();
    let course = &six.shaped_courses().unwrap()[0];
    assert_eq!(game.run.board.maze, course.maze, "the challenge's first maze");
    let bot = game.run.rival_mice().last().expect("the bot races").plan().unwrap();
    assert_eq!(bot.walk.last(), Some(&game.run.board.goal), "and solves it");
    taps(&mut app, &[Escape]);
    idle(&mut app);
    taps(&mut app, &[Down, Down, Enter]);
    idle(&mut app);
    assert_eq!(menu(&app), Some(Menu::Challenge), "back to the challenge");
}
