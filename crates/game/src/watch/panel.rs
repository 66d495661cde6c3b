//! The panel beside the bot's board: the script and maze, the counts so far (instructions,
//! moves, bumps, time), the last instructions with their lines and answers, what the script
//! printed, how the run ended, and the keys. An error is shown in the warning colour with
//! its file, line and column.

use std::fmt::Write as _;

use bevy::prelude::*;

use super::super::EnterInOrder;

use super::super::art::GameArt;
use super::super::ui::label;
use super::super::{PlaySet, Screen};
use super::scene::PANEL_WIDTH;
use super::{BotChoice, BotReplay, SPEEDS};
use crate::bot::{Answer, Instruction, Trace};
use crate::rules::contest::{ContestResult, RunEnd};
use crate::rules::finish::Finish;
use crate::rules::{clock, seconds_text};

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::BotRun, super::super::EnterSet::Spawn, spawn_panel)
        .add_systems(Update, show_panel.in_set(PlaySet::Draw).run_if(in_state(Screen::BotRun)));
}

/// How many of the last instructions the panel lists.
const RECENT: usize = 8;

/// The panel's text blocks.
#[derive(Component)]
enum PanelText {
    Heading,
    Counts,
    Recent,
    Ending,
}

fn spawn_panel(mut commands: Commands, choice: Option<Res<BotChoice>>) {
    let contest = choice.is_some_and(|c| c.contest);
    let last = if contest { "P race its best run   Esc back" } else { "P race it yourself   Esc back" };
    let keys = format!(
        "Up/Down speed   Space pause\nLeft/Right one instruction\nS one line   M one move\nB breakpoint (or click a line)\nR restart   N new maze   L reload\n{last}"
    );
    commands.spawn((
        Name::new("Bot panel"),
        side_panel(Node { right: px(12), width: px(PANEL_WIDTH), row_gap: px(10), ..default() }),
        children![
            (PanelText::Heading, label("", 22.0, GameArt::ACCENT)),
            (PanelText::Counts, label("", 17.0, GameArt::TEXT)),
            (PanelText::Recent, label("", 15.0, GameArt::DIM_TEXT)),
            (PanelText::Ending, label("", 17.0, GameArt::TEXT)),
            label(keys, 15.0, GameArt::DIM_TEXT),
        ],
    ));
}

/// A panel of the Bot screen, down one side of the window: `place` says which side, how wide
/// and how far apart its parts are.
pub(super) fn side_panel(place: Node) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            top: px(12),
            bottom: px(12),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(14)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            ..place
        },
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.95)),
        BorderColor::all(GameArt::ACCENT),
        DespawnOnExit(Screen::BotRun),
    )
}

fn show_panel(
    replay: Res<BotReplay>,
    choice: Res<BotChoice>,
    mut texts: Query<(&PanelText, &mut Text, &mut TextColor)>,
) {
    if !replay.is_changed() && !choice.is_changed() {
        return;
    }
    for (part, mut text, mut color) in &mut texts {
        let (words, tint) = match part {
            PanelText::Heading => (format!("{}\n{}", replay.name, choice.maze_name()), None),
            PanelText::Counts => (counts(&replay), None),
            PanelText::Recent => (recent(&replay), None),
            PanelText::Ending => ending(&replay),
        };
        if text.0 != words {
            text.0 = words;
        }
        if let Some(tint) = tint {
            color.set_if_neq(TextColor(tint));
        }
    }
}

/// Instructions, moves and time as far as the replay has got.
fn counts(replay: &BotReplay) -> String {
    let steps = replay.steps();
    let shown = &steps[..replay.shown.min(steps.len())];
    let moves = shown.iter().filter(|s| s.instruction == Instruction::Forward).count();
    let bumps =
        shown.iter().filter(|s| s.instruction == Instruction::Forward && s.answer == Answer::Yes(false)).count();
    let ticks = replay.tick();
    let state = if replay.outcome.is_ok() && replay.finished() {
        "at the end"
    } else if replay.paused {
        "paused"
    } else {
        "running"
    };
    let rival = match (&replay.rival, &replay.contest) {
        (Some(run), _) => format!("\n{} rival: {}", run.kind, rival_line(run.arrived, ticks, replay.finished())),
        (None, Some(contest)) => contest_lines(contest, ticks),
        (None, None) => String::new(),
    };
    format!(
        "instruction {} of {}\nmoves {moves}   bumps {bumps}\ntime {}   speed {}/s ({state}){rival}",
        replay.shown,
        steps.len(),
        clock(ticks),
        SPEEDS[replay.speed]
    )
}

/// Where the rival is when the bot's replay has got to `ticks`: once the bot has stopped, the
/// race is decided, and the line says when the rival gets there.
fn rival_line(arrived: Option<u64>, ticks: u64, finished: bool) -> String {
    match arrived {
        Some(at) if at <= ticks => format!("at the cheese at {}", clock(at)),
        Some(at) if finished => format!("reaches the cheese at {}", clock(at)),
        Some(_) => "still running".into(),
        None => "never reaches the cheese".into(),
    }
}

/// A contest's runs as far as the replay has got: each finished run's time, or why it failed.
fn contest_lines(contest: &ContestResult, ticks: u64) -> String {
    let mut out = String::new();
    for (i, run) in contest.runs.iter().enumerate().filter(|(_, r)| r.start_tick <= ticks) {
        let line = match &run.end {
            RunEnd::Reached { ticks: t } if run.start_tick + t <= ticks => format!("goal in {}", clock(*t)),
            RunEnd::Failed(why) if replay_done(contest, i, ticks) => format!("failed: {why}"),
            _ => "under way".into(),
        };
        let _ = write!(out, "\nrun {}: {line}", i + 1);
    }
    out
}

/// Whether the replay is past run `i` (the next has started, or the contest's clock is over).
fn replay_done(contest: &ContestResult, i: usize, ticks: u64) -> bool {
    contest.runs.get(i + 1).map_or(ticks >= contest.maze_ticks, |next| next.start_tick <= ticks)
}

/// What "fastest possible" assumes: the contest's cost model, moves along the grid.
pub const FASTEST_ASSUMES: &str = "fastest possible: in this cost model, no diagonal moves";

/// How a contest went, once the replay reaches its end.
fn contest_ending(contest: &ContestResult) -> (String, Option<Color>) {
    let fastest = contest.fastest_possible.map_or("-".into(), |(t, _)| clock(t));
    let diagonal = contest.fastest_with_diagonals.map_or(String::new(), |t| format!("; {} with diagonals", clock(t)));
    match (contest.best(), contest.score_ticks()) {
        (Some((i, best)), Some(score)) => (
            format!(
                "Contest: best run {} (run {}), fastest possible {fastest}\n({FASTEST_ASSUMES}{diagonal})\nscore {} (best + 1/30 of {} in the maze)",
                clock(best.ticks().unwrap_or(0)),
                i + 1,
                seconds_text(score),
                clock(contest.maze_ticks)
            ),
            Some(GameArt::ACCENT),
        ),
        _ => ("Contest: no run reached the goal, no score".into(), Some(GameArt::WARNING)),
    }
}

/// The last instructions shown, newest last, with their script lines and answers.
fn recent(replay: &BotReplay) -> String {
    let steps = replay.steps();
    let end = replay.shown.min(steps.len());
    let mut out = String::from("last instructions (line: call -> answer)\n");
    for step in &steps[end.saturating_sub(RECENT)..end] {
        let _ = writeln!(out, "{step}");
    }
    if let Ok(trace) = &replay.outcome
        && let Some((_, said)) = trace.said.iter().rev().find(|(at, _)| *at as usize <= end)
    {
        let _ = write!(out, "print: {said}");
    }
    out
}

/// How the run ended (once the replay reaches the end), in its colour; an error at once.
fn ending(replay: &BotReplay) -> (String, Option<Color>) {
    match &replay.outcome {
        Err(_) if replay.running() && replay.mms.is_some() => ("Running the program…".into(), None),
        Err(_) if replay.running() => ("Running the script…".into(), None),
        Err(message) => (format!("Error\n{message}"), Some(GameArt::WARNING)),
        Ok(_) if !replay.finished() => (String::new(), None),
        Ok(_) if replay.contest.is_some() => contest_ending(replay.contest.as_ref().expect("a contest")),
        Ok(trace) => ended(trace, replay.rival.as_ref().and_then(|r| r.arrived)),
    }
}

fn ended(trace: &Trace, rival: Option<u64>) -> (String, Option<Color>) {
    let race = match rival.map(|at| (at, Finish::of(trace.ticks, at))) {
        Some((at, Finish::Behind)) => format!("\nThe rival was first, at {}.", clock(at)),
        Some((at, _)) if !trace.solved() => format!("\nThe rival reaches the cheese at {}.", clock(at)),
        Some((_, Finish::DeadHeat)) => "\nA dead heat with the rival: it counts as a win!".into(),
        Some(_) => "\nAhead of the rival!".into(),
        None => String::new(),
    };
    match trace.reason() {
        None => (
            format!(
                "Cheese at {}! {} moves, {} instructions{race}",
                clock(trace.ticks),
                trace.moves,
                trace.instructions
            ),
            Some(GameArt::ACCENT),
        ),
        Some(reason) => (format!("Stopped\n{reason}{race}"), Some(GameArt::WARNING)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Bot;
    use crate::maze::{Dir, Maze, Pos};
    use crate::rules::Board;

    /// A bot's run on a corridor of 4 cells: `source` decides how far it gets.
    fn trace_of(source: &str) -> Trace {
        let mut maze = Maze::new(4, 1).unwrap();
        for x in 0..3 {
            maze.carve(Pos::new(x, 0), Dir::E);
        }
        let bot = Bot::compile("test.rhai", source).unwrap();
        bot.run(&Board::new(maze, Pos::new(0, 0), Pos::new(3, 0)))
    }

    #[test]
    fn a_bot_stopped_early_says_when_the_rival_gets_there_not_that_it_was_first() {
        let stopped = trace_of("turn_left();");
        assert!(!stopped.solved() && stopped.ticks < 100);
        let (text, _) = ended(&stopped, Some(3523));
        assert!(text.ends_with("The rival reaches the cheese at 0:27.10."), "{text}");
        assert_eq!(rival_line(Some(3523), stopped.ticks, true), "reaches the cheese at 0:27.10");
        assert_eq!(rival_line(Some(3523), stopped.ticks, false), "still running");
        assert_eq!(rival_line(Some(3523), 4000, false), "at the cheese at 0:27.10");
        let solved = trace_of("forward(); forward(); forward();");
        assert!(solved.solved(), "{:?}", solved.reason());
        assert!(
            ended(&solved, Some(1)).0.ends_with("The rival was first, at 0:00.01."),
            "one tick rounds up to a hundredth"
        );
        assert!(ended(&solved, Some(10_000)).0.ends_with("Ahead of the rival!"));
        let tie = ended(&solved, Some(solved.ticks)).0;
        assert!(tie.ends_with("A dead heat with the rival: it counts as a win!"), "a tie says so: {tie}");
    }
}
