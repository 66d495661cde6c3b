//! The Bot screen's column on the left: the run's panel on top (the script and maze, the
//! counts so far: instructions, moves, bumps, time; how the run ended; the last instructions
//! with their lines and answers, what the script printed), the script panel below it
//! ([`super::source`]); the keys on two lines under the board, which fills the rest of the
//! window. An error is shown in the warning colour with its file, line and column.

use std::fmt::Write as _;

use bevy::prelude::*;

use crate::EnterInOrder;

use super::{AnyTrace, BotChoice, BotReplay, SPEEDS};
use crate::art::GameArt;
use crate::rules::contest::{ContestResult, RunEnd};
use crate::rules::finish::Finish;
use crate::rules::{clock, seconds_text};
use crate::ui::{label, panel_box};
use crate::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::BotRun, crate::EnterSet::Spawn, spawn_panel)
        .add_systems(Update, show_panel.in_set(PlaySet::Draw).run_if(in_state(Screen::BotRun)));
}

/// How many of the last instructions the panel lists.
const RECENT: usize = 4;
/// The left column's width in screen pixels (the script's 43 columns of code fit in it).
pub const COLUMN_WIDTH: f32 = 430.0;
/// Room the keys take under the board, in screen pixels.
pub const KEYS_HEIGHT: f32 = 36.0;
/// The font sizes of the run's panel: its heading, its counts and ending, the last
/// instructions, and the keys under the board.
pub(super) const SIZES: [f32; 4] = [18.0, 15.0, 13.0, 13.0];

/// The panel's text blocks.
#[derive(Component)]
enum PanelText {
    Heading,
    Counts,
    Recent,
    Ending,
    Keys,
}

/// What P does on the Bot screen: race the bot (on its maze), race a contest's best run, or
/// nothing, since no run of the contest reached the goal (said, not offered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RaceKey {
    Yourself,
    BestRun,
    NoBestRun,
}

impl RaceKey {
    /// P's job for this choice and replay: a contest's best run once there is one.
    fn of(choice: &BotChoice, replay: &BotReplay) -> RaceKey {
        let finished_without = replay.contest.as_ref().is_some_and(|contest| contest.best().is_none());
        match (choice.contest, finished_without) {
            (false, _) => RaceKey::Yourself,
            (true, false) => RaceKey::BestRun,
            (true, true) => RaceKey::NoBestRun,
        }
    }
}

/// The keys, on two lines under the board.
pub(super) fn keys_text(race: RaceKey) -> String {
    let last = match race {
        RaceKey::Yourself => "P race it yourself",
        RaceKey::BestRun => "P race its best run",
        RaceKey::NoBestRun => "(no run to race)",
    };
    format!(
        "Up/Down speed   Space pause   Left/Right one instruction   S one line   M one move\nB breakpoint (or click a line)   R restart   N new maze   L reload   {last}   Esc back"
    )
}

fn spawn_panel(mut commands: Commands, choice: Option<Res<BotChoice>>) {
    let race = if choice.is_some_and(|c| c.contest) { RaceKey::BestRun } else { RaceKey::Yourself };
    let column = commands
        .spawn((
            Name::new("Bot screen's column"),
            Node {
                position_type: PositionType::Absolute,
                left: px(12),
                top: px(12),
                bottom: px(12),
                width: px(COLUMN_WIDTH),
                flex_direction: FlexDirection::Column,
                row_gap: px(8),
                ..default()
            },
            DespawnOnExit(Screen::BotRun),
        ))
        .id();
    let [heading, counts, recent, keys] = SIZES;
    commands.spawn((
        Name::new("Bot panel"),
        panel_box(Node { row_gap: px(6), flex_shrink: 0.0, ..default() }),
        ChildOf(column),
        children![
            (PanelText::Heading, label("", heading, GameArt::ACCENT)),
            (PanelText::Counts, label("", counts, GameArt::TEXT)),
            (PanelText::Ending, label("", counts, GameArt::TEXT)),
            (PanelText::Recent, label("", recent, GameArt::DIM_TEXT)),
        ],
    ));
    super::source::spawn_source_panel(&mut commands, column);
    commands.spawn((
        Name::new("Bot keys"),
        Node {
            position_type: PositionType::Absolute,
            left: px(COLUMN_WIDTH + 24.0),
            right: px(12),
            bottom: px(4),
            height: px(KEYS_HEIGHT),
            justify_content: JustifyContent::Center,
            ..default()
        },
        DespawnOnExit(Screen::BotRun),
        children![(
            PanelText::Keys,
            label(keys_text(race), keys, GameArt::DIM_TEXT),
            TextLayout::justify(Justify::Center)
        )],
    ));
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
            PanelText::Keys => (keys_text(RaceKey::of(&choice, &replay)), None),
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
    let (moves, bumps) = replay.outcome.as_ref().map_or((0, 0), |t| t.moves_and_bumps(replay.shown));
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
        (None, None) => match replay.rival_at {
            Some(at) => format!("\nsprinter: {}", rival_line(Some(at), ticks, replay.finished())),
            None => String::new(),
        },
    };
    format!(
        "instruction {} of {}\nmoves {moves}   bumps {bumps}\ntime {}   speed {}/s ({state}){rival}",
        replay.shown,
        replay.step_count(),
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
    let end = replay.shown.min(replay.step_count());
    let mut out = String::from("last instructions (line: call -> answer)\n");
    let Ok(trace) = &replay.outcome else { return out };
    for call in trace.calls_before(end, RECENT) {
        let _ = writeln!(out, "{call}");
    }
    if let Some(said) = trace.said_by(end) {
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
        Ok(trace) => ended(trace, replay.rival.as_ref().and_then(|r| r.arrived).or(replay.rival_at)),
    }
}

fn ended(trace: &AnyTrace, rival: Option<u64>) -> (String, Option<Color>) {
    let (ticks, moves, instructions) = trace.totals();
    let race = match rival.map(|at| (at, Finish::of(ticks, at))) {
        Some((at, Finish::Behind)) => format!("\nThe rival was first, at {}.", clock(at)),
        Some((at, _)) if !trace.solved() => format!("\nThe rival reaches the cheese at {}.", clock(at)),
        Some((_, Finish::DeadHeat)) => "\nA dead heat with the rival: it counts as a win!".into(),
        Some(_) => "\nAhead of the rival!".into(),
        None => String::new(),
    };
    match trace.reason() {
        None => (
            format!("Cheese at {}! {moves} moves, {instructions} instructions{race}", clock(ticks)),
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
    fn trace_of(source: &str) -> AnyTrace {
        let mut maze = Maze::new(4, 1).unwrap();
        for x in 0..3 {
            maze.carve(Pos::new(x, 0), Dir::E);
        }
        let bot = Bot::compile("test.rhai", source).unwrap();
        AnyTrace::Square(bot.run(&Board::new(maze, Pos::new(0, 0), Pos::new(3, 0))))
    }

    /// The keys under the board fit a 1280-pixel window beside the column (Fira Mono: 0.6 of
    /// the size a letter), on their two lines.
    #[test]
    fn the_keys_fit_under_the_board() {
        for race in [RaceKey::Yourself, RaceKey::BestRun, RaceKey::NoBestRun] {
            let keys = keys_text(race);
            assert_eq!(keys.lines().count(), 2);
            let room = 1280.0 - COLUMN_WIDTH - 24.0 - 12.0;
            for line in keys.lines() {
                assert!(line.chars().count() as f32 * SIZES[3] * 0.62 <= room, "{line}");
            }
        }
        const { assert!(2.0 * SIZES[3] * 1.3 <= KEYS_HEIGHT) };
    }

    #[test]
    fn a_bot_stopped_early_says_when_the_rival_gets_there_not_that_it_was_first() {
        let stopped = trace_of("turn_left();");
        let stopped_ticks = stopped.totals().0;
        assert!(!stopped.solved() && stopped_ticks < 100);
        let (text, _) = ended(&stopped, Some(3523));
        assert!(text.ends_with("The rival reaches the cheese at 0:27.10."), "{text}");
        assert_eq!(rival_line(Some(3523), stopped_ticks, true), "reaches the cheese at 0:27.10");
        assert_eq!(rival_line(Some(3523), stopped_ticks, false), "still running");
        assert_eq!(rival_line(Some(3523), 4000, false), "at the cheese at 0:27.10");
        let solved = trace_of("forward(); forward(); forward();");
        assert!(solved.solved(), "{:?}", solved.reason());
        assert!(
            ended(&solved, Some(1)).0.ends_with("The rival was first, at 0:00.01."),
            "one tick rounds up to a hundredth"
        );
        assert!(ended(&solved, Some(10_000)).0.ends_with("Ahead of the rival!"));
        let tie = ended(&solved, Some(solved.totals().0)).0;
        assert!(tie.ends_with("A dead heat with the rival: it counts as a win!"), "a tie says so: {tie}");
    }
}
