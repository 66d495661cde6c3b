//! Watching a bot, headless: the title's Bot entry runs the chosen script and replays it
//! (step, restart, speed up to the end); a script with a mistake shows file:line:column and
//! the game goes on; editing the file reloads it.

use bevy::prelude::KeyCode;
use mousemaze::bot::script::Script;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::watch::{BotChoice, BotReplay};
use mousemaze::game::{Menu, Screen};

use super::harness::{idle, idle_until, menu, play_input, run, scratch, screen, taps, title};

use KeyCode::{ArrowDown as Down, ArrowRight as Right, ArrowUp as Up, Enter, Escape, KeyR, Space};

/// The replay, once the bot's run (off the frame) is done: frames go by until it is.
fn replay(app: &mut bevy::app::App) -> &BotReplay {
    idle_until(app, 10_000, |app| !app.world().resource::<BotReplay>().running());
    let replay = app.world().resource::<BotReplay>();
    assert!(!replay.running(), "the bot's run ends");
    replay
}

#[test]
fn the_bot_entry_runs_a_bundled_bot_and_replays_it_step_by_step_to_the_cheese() {
    let mut app = title("bot-entry");
    taps(&mut app, &[Down, Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    taps(&mut app, &[Down, Down, Down, Enter]); // door-aware, floodfill, smell-greedy, tremaux
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    assert_eq!(replay(&mut app).name, "tremaux.rhai");
    let trace = replay(&mut app).outcome.clone().expect("the bundled bot runs");
    assert!(trace.solved(), "{:?}", trace.reason());
    taps(&mut app, &[Right, Right]);
    assert_eq!((replay(&mut app).shown, replay(&mut app).paused), (2, true), "two instructions, one at a time");
    taps(&mut app, &[KeyR]);
    assert_eq!(replay(&mut app).shown, 0, "restarted");
    taps(&mut app, &[Up, Up, Up, Up, Up, Up, Up, Up, Space]);
    let mut frames = 0;
    while !replay(&mut app).finished() {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the replay ends");
    }
    assert_eq!(replay(&mut app).shown, trace.len());
    taps(&mut app, &[Escape]);
    assert_eq!(menu(&app), Some(Menu::Bots));
}

#[test]
fn a_script_with_a_mistake_shows_where_and_an_edit_on_disk_reloads_it() {
    let dir = scratch("bot-reload");
    let file = dir.join("mine.rhai");
    std::fs::write(&file, "turn_left();\nforward(;\n").unwrap();
    let mut app = title("bot-reload");
    // A perfect maze with no doors and a fixed seed: the right hand always gets out. (With
    // doors and the clock's seed, a shut door could keep a wall follower circling.)
    let choice = BotChoice { seed: 7, ..BotChoice::new(Script::read(&file), Difficulty::Easy, 0) };
    app.world_mut().insert_resource(choice);
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(&mut app);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    let error = replay(&mut app).outcome.clone().expect_err("the script does not compile").to_string();
    assert!(error.starts_with("mine.rhai:2:9:"), "{error}");
    // The player fixes it in their editor; the game sees the new file within a second.
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(
        &file,
        "loop {\n    turn_right();\n    while look() == \"wall\" { turn_left(); }\n    forward();\n}\n",
    )
    .unwrap();
    for _ in 0..200 {
        idle(&mut app);
    }
    let trace = replay(&mut app).outcome.clone().expect("the fixed script runs");
    assert!(trace.solved(), "{:?}", trace.reason());
}

/// A script that takes a while (here millions of operations) runs off the frame: frames go on
/// while it runs (a run on the frame would be over when the frame that started it ends), and
/// its replay comes when it is done.
#[test]
fn a_slow_script_never_holds_a_frame() {
    let dir = scratch("bot-slow");
    let file = dir.join("slow.rhai");
    std::fs::write(&file, "let n = 0;\nwhile n < 3000000 { n += 1; }\nforward();\n").unwrap();
    let mut app = title("bot-slow");
    app.world_mut().insert_resource(BotChoice { seed: 7, ..BotChoice::from_file(&file, Difficulty::Easy, 0) });
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(&mut app);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    for frame in 0..5 {
        idle(&mut app);
        assert!(app.world().resource::<BotReplay>().running(), "frame {frame} ended with the script still running");
    }
    let trace = replay(&mut app).outcome.clone().expect("the slow script ends");
    assert_eq!(trace.len(), 1, "its one instruction, after the loop");
}

/// A right-hand wall follower: it solves every maze.
const RIGHT_HAND: &str =
    "loop {\n    turn_right();\n    while look() == \"wall\" { turn_left(); }\n    forward();\n}\n";

/// Frames go by until the bot's run is over and reached the cheese; whether it did.
fn solved_soon(app: &mut bevy::app::App) -> bool {
    idle_until(app, 10_000, |app| {
        let replay = app.world().resource::<BotReplay>();
        !replay.running() && replay.outcome.as_ref().is_ok_and(|trace| trace.solved())
    })
}

#[test]
fn a_script_rewritten_within_the_same_file_time_is_read_again() {
    let dir = scratch("bot-same-time");
    let file = dir.join("mine.rhai");
    // An editor empties the file, then writes it: a look in between reads an empty script.
    std::fs::write(&file, "").unwrap();
    let time = std::fs::metadata(&file).unwrap().modified().unwrap();
    let mut app = title("bot-same-time");
    app.world_mut().insert_resource(BotChoice::from_file(&file, Difficulty::Easy, 2));
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(&mut app);
    idle(&mut app);
    assert!(!replay(&mut app).outcome.as_ref().expect("an empty script runs").solved());
    // The whole script, with the empty file's time: file times move only every few
    // milliseconds, so both writes often have the same one.
    std::fs::write(&file, RIGHT_HAND).unwrap();
    std::fs::File::options().write(true).open(&file).unwrap().set_modified(time).unwrap();
    assert!(solved_soon(&mut app), "read again: {:?}", replay(&mut app).outcome.as_ref().map(|t| t.reason()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_script_file_missing_then_restored_is_read_again_on_its_own_and_on_l() {
    let dir = scratch("bot-missing");
    let file = dir.join("mine.rhai");
    let good = RIGHT_HAND;
    let mut app = title("bot-missing");
    // An editor replacing the file, or a checkout: it is not there when the screen opens.
    app.world_mut().insert_resource(BotChoice::from_file(&file, Difficulty::Easy, 2));
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(&mut app);
    idle(&mut app);
    let error = replay(&mut app).outcome.clone().expect_err("no file yet").to_string();
    assert!(error.contains("mine.rhai"), "{error}");
    assert_eq!(replay(&mut app).name, "mine.rhai", "named by its file, not `?`");
    std::fs::write(&file, good).unwrap();
    // Looked at every half second; a read while the file was being written (empty) runs too,
    // and the whole file is read at the next look.
    assert!(solved_soon(&mut app), "read again: {:?}", replay(&mut app).outcome.as_ref().map(|t| t.reason()));
    // Gone again, then back: L reads it at once.
    std::fs::remove_file(&file).unwrap();
    for _ in 0..200 {
        idle(&mut app);
    }
    assert!(replay(&mut app).outcome.is_err());
    std::fs::write(&file, good).unwrap();
    taps(&mut app, &[KeyCode::KeyL]);
    assert!(replay(&mut app).outcome.is_ok(), "L reads it again");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn p_races_the_bot_on_its_maze_and_it_runs_on_its_own_timetable() {
    let mut app = title("bot-race");
    let script = Script::find("wall-follower").expect("a bundled bot");
    let bot = mousemaze::bot::Bot::compile(&script.name, &script.source).unwrap();
    // A maze where the wall follower bumps (into a shut door), so its own clock matters.
    let (choice, board, trace) = (0..40)
        .find_map(|seed| {
            let choice = BotChoice { seed, ..BotChoice::new(Ok(script.clone()), Difficulty::Easy, 2) };
            let board = mousemaze::bot::practice::board(choice.recipe(), mousemaze::maze::Ends::Corners).unwrap();
            let trace = bot.run(&board);
            (trace.solved() && trace.bumps > 0).then_some((choice, board, trace))
        })
        .expect("a seed among 40 where the wall follower bumps on its way");
    app.world_mut().insert_resource(choice);
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(&mut app);
    taps(&mut app, &[KeyCode::KeyP]);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    let start = run(&app);
    assert_eq!((start.board.maze.clone(), start.board.doors.clone()), (board.maze, board.doors), "the bot's maze");
    assert_eq!(start.mice.len(), 2, "the player and the bot");
    // The player waits: the race starts with the first step, so take one and come back.
    let first = mousemaze::rules::RouteKeys::fastest(&start).input(&start);
    play_input(&mut app, first);
    // The pause menu's way out says where it goes: back to the bot's screen.
    taps(&mut app, &[KeyCode::Escape]);
    assert!(super::menus::all_text(&mut app).contains("Back to the bot"), "the pause menu says where it goes");
    taps(&mut app, &[KeyCode::Escape]);
    let mut frames = 0;
    while run(&app).mice[1].arrived.is_none() {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the bot arrives");
    }
    assert_eq!(run(&app).mice[1].arrived, Some(trace.ticks), "the bot's own clock: bumps and turns take their time");
    let config = app.world().resource::<mousemaze::game::RunConfig>().clone();
    let alone = mousemaze::game::RunConfig { bot: None, bot_run: None, ..config };
    assert_eq!(alone.way_back(), "Back to the title", "the same maze without the bot");
    while screen(&app) == Screen::Playing {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the race ends");
    }
    taps(&mut app, &[KeyCode::Escape]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun, "the results' Esc goes back to the bot's screen");
}

#[test]
fn a_bot_runs_on_a_level_and_on_the_custom_game_too() {
    use mousemaze::game::watch::BotMaze;
    let mut app = title("bot-level");
    taps(&mut app, &[Down, Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    // The maze row: Easy, Normal, Hard, Expert, Custom, the micromouse contest, four shapes,
    // then the levels of every shape; Normal is shown first.
    taps(&mut app, &[Up, Up, Up]); // from the first bot to the maze row
    let mut presses = 0;
    while !super::menus::all_text(&mut app).contains("Wait for It >") {
        presses += 1;
        assert!(presses < 60, "the maze row offers Wait for It");
        taps(&mut app, &[KeyCode::ArrowRight]);
    }
    taps(&mut app, &[Down, Down, Down, Enter]); // the first bot
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    let choice = app.world().resource::<BotChoice>().clone();
    let Some(BotMaze::Level(level)) = &choice.maze else { panic!("a level was chosen: {:?}", choice.maze) };
    assert_eq!(level.name, "Wait for It");
    let board = replay(&mut app).board.clone().expect("the level's board");
    assert_eq!((board.start, board.goal, board.doors.len()), (level.board.start, level.board.goal, 1));
    assert!(replay(&mut app).outcome.as_ref().is_ok_and(|t| t.solved()), "the door-aware bot waits for the door");
    assert!(replay(&mut app).contest.is_none() && !choice.contest, "a race to the cheese");
    // Back on the list, the run row makes it a contest on the same level, for any bot.
    taps(&mut app, &[Escape]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    taps(&mut app, &[Up, KeyCode::ArrowRight, Down, Enter]);
    idle(&mut app);
    let contest = app.world().resource::<BotChoice>().clone();
    assert!(contest.contest && contest.maze == choice.maze, "a contest on the level: {:?}", contest.maze);
    let result = replay(&mut app).contest.clone().expect("a contest's result");
    assert!(result.solved(), "the door-aware bot reaches the goal in a run: {:?}", result.runs);
    let custom = BotChoice { maze: Some(BotMaze::Custom(Default::default())), ..choice };
    assert_eq!(custom.board().unwrap().maze, custom.recipe().build().unwrap(), "the custom recipe's maze");
}

/// A micromouse contest on the Bot screen: the flood fill gets its runs on a contest maze,
/// the replay ends on its score, and what it thinks (its distances on the cells, the walls it
/// mapped) follows the replay, back to nothing on a restart.
#[test]
fn a_contest_on_the_bot_screen_shows_the_runs_and_what_the_bot_thinks() {
    use bevy::prelude::{IntoScheduleConfigs, Sprite, Text2d, Update, With};
    use mousemaze::game::watch::{BotThoughts, ThoughtPiece, draw_thoughts};
    let mut app = title("bot-contest");
    // The headless app has no drawing: the thoughts' own drawing is added to count its pieces.
    app.add_systems(Update, draw_thoughts.in_set(mousemaze::game::PlaySet::Draw));
    start_floodfill_contest(&mut app);
    idle(&mut app);
    idle(&mut app);
    let contest = replay(&mut app).contest.clone().expect("a contest's result");
    assert!(contest.solved(), "{:?}", contest.runs);
    assert!(contest.runs.len() >= 2, "a search run, then a speed run: {:?}", contest.runs);
    let (_, best) = contest.best().unwrap();
    assert_eq!(best.ticks(), contest.fastest_possible.map(|(t, _)| t), "the flood fill's best run is the fastest");
    assert!(replay(&mut app).rival.is_none(), "no rival in a contest");
    taps(&mut app, &[Up, Up, Up, Up, Up, Up, Up, Up]);
    let mut frames = 0;
    while !replay(&mut app).finished() {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the replay ends");
    }
    idle(&mut app);
    let thoughts = app.world().resource::<BotThoughts>().clone();
    let numbered = thoughts.texts.iter().filter(|t| t.parse::<u32>().is_ok()).count();
    // The flood stops at the mouse and writes a number only when it changes: dozens of cells.
    assert!(numbered >= 50, "the flood fill's distances on the cells: {numbered}");
    assert!(thoughts.walls.len() >= 50, "the walls it mapped: {}", thoughts.walls.len());
    let tinted = thoughts.colours.iter().filter(|c| c.is_some()).count();
    assert!(tinted >= 10, "setColor: the route it believes in is tinted: {tinted}");
    let world = app.world_mut();
    let texts = world.query_filtered::<&Text2d, With<ThoughtPiece>>().iter(world).count();
    let sprites = world.query_filtered::<&Sprite, With<ThoughtPiece>>().iter(world).count();
    let written = thoughts.texts.iter().filter(|t| !t.is_empty()).count();
    assert_eq!(texts, written, "a text on the board for each cell's setText");
    assert_eq!(sprites, tinted + thoughts.walls.len(), "a tint for each setColor, a bar for each setWall");
    taps(&mut app, &[Space, KeyR]);
    idle(&mut app);
    let again = app.world().resource::<BotThoughts>();
    assert!(again.walls.len() < thoughts.walls.len(), "back at the start, fewer walls mapped than at the end");

    // P: the player's own speed run on the maze, against the bot's best run.
    let board = replay(&mut app).board.clone().unwrap();
    taps(&mut app, &[KeyCode::KeyP]);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    let race = run(&app);
    assert_eq!((race.board.maze.clone(), race.board.goals().len()), (board.maze.clone(), 4), "the contest's maze");
    assert_eq!(race.mice.len(), 2, "the player and the bot's best run");
    let mut ticks = 0;
    while race_rival_arrived(&app).is_none() && ticks < 300 {
        idle(&mut app);
        ticks += 1;
    }
    // The race is on once the player moves; without keys, the bot's run waits for the start.
    assert_eq!(race_rival_arrived(&app), None, "the bot's run starts with the player's first step");
    // One step out of the start (walled on three sides, open to the north), then the player
    // waits: the bot's best run gets there on its own clock and wins.
    taps(&mut app, &[Up]);
    let mut frames = 0;
    while screen(&app) == Screen::Playing {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the bot's run arrives");
    }
    assert_eq!(screen(&app), Screen::Lost, "the bot's best run beats a player who stopped");
    let arrived = race_rival_arrived(&app).expect("the bot arrived");
    assert!(
        arrived.abs_diff(best.ticks().unwrap()) <= 10,
        "the bot arrives when its best run did (ticks from the race's start): {arrived} vs {:?}",
        best.ticks()
    );
}

fn race_rival_arrived(app: &bevy::app::App) -> Option<u64> {
    run(app).mice[1].arrived
}

/// Opens the Bot screen on a contest of the bundled flood fill, on micromouse maze 3.
pub fn start_floodfill_contest(app: &mut bevy::app::App) {
    use mousemaze::game::watch::BotMaze;
    let script = Script::find("floodfill");
    let choice = BotChoice {
        seed: 3,
        maze: Some(BotMaze::Micromouse),
        contest: true,
        ..BotChoice::new(script, Difficulty::Normal, 0)
    };
    app.world_mut().insert_resource(choice);
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
}
