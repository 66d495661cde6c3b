//! A micromouse contest on the Bot screen: the bot gets its runs on the maze (the rules core's
//! [`ContestRules`]: 5 runs in 10 minutes of the clock, the score the best run plus 1/30 of
//! all the time in the maze), and the replay shows what the bot thinks as it goes: the colours
//! and texts it puts on cells (`setColor`, `setText`: a flood fill's distances) and the walls it
//! has mapped (`setWall`), as they stood after the instructions shown so far.
//!
//! [`BotThoughts`] is that state, kept headless; the scene draws it.

use std::collections::BTreeSet;

use bevy::prelude::*;

use super::{AnyTrace, BotReplay};
use crate::board::{CELL_SIZE, cell_center};
use crate::bot::lines::LineTrace;
use crate::bot::script::Script;
use crate::bot::thought::Thought;
use crate::bot::{Bot, BotError, Limits, ShapedBoard, Trace};
use crate::maze::{Dir, Pos};
use crate::rules::Board;
use crate::rules::contest::{ContestResult, ContestRules};
use crate::run::BotRun;
use crate::{PlaySet, Screen};

/// The thoughts follow the replay (headless).
pub(super) fn follow_thoughts(replay: Res<BotReplay>, mut thoughts: ResMut<BotThoughts>) {
    thoughts.catch_up(&replay);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_thoughts.in_set(PlaySet::Draw).run_if(in_state(Screen::BotRun)));
}

/// What a bot's run gives the screen: its trace, a contest's result, and the run recorded
/// line by line, for the script panel and stepping (breakpoints too, in a contest as in a race).
pub type Watched = Result<(AnyTrace, Option<ContestResult>, Option<LineTrace>), BotError>;

/// Runs `script` on `board`: a race to the cheese within `limits`, or a whole contest, each
/// recorded line by line.
pub fn run_script(script: &Script, board: &Board, contest: bool, limits: Limits) -> Watched {
    if !contest {
        return Bot::with_limits(&script.name, &script.source, limits).map(|bot| {
            let (trace, lines) = bot.run_lines(board);
            (AnyTrace::Square(trace), None, Some(lines))
        });
    }
    let rules = ContestRules::default();
    let bot = Bot::for_contest(&script.name, &script.source, &rules)?;
    let run = bot.contest(board, rules, true);
    // Recorded by line, a run is slower: where the time limit then stops it sooner, the
    // lines are not the run shown, and stepping by line (and breakpoints) is off.
    let (recorded, lines) = bot.contest_lines(board, rules);
    let lines = (recorded == run).then_some(lines);
    Ok((AnyTrace::Square(run.trace), Some(run.result), lines))
}

/// Runs `script` on a maze of another shape, a race to the cheese within `limits` (no
/// contest there: the sport is square), recorded line by line.
pub fn run_shaped_script(script: &Script, board: &ShapedBoard, limits: Limits) -> Watched {
    Bot::with_limits(&script.name, &script.source, limits).map(|bot| {
        let (trace, lines) = bot.run_lines_shaped(board);
        (AnyTrace::Shaped(trace), None, Some(lines))
    })
}

/// The ticks of the contest's fastest move (a long straight): the best run is raced at that
/// pace, leaving each cell so as to reach the next when the bot did.
const TOP_PACE: u32 = 10;

/// A contest's best run as a race to the goal, timed from its start (`None`: no run reached the
/// goal). Every run starts at the board's start.
pub fn best_run(trace: &Trace, contest: &ContestResult, board: &Board) -> Option<BotRun> {
    let (_, best) = contest.best()?;
    let (from, to) = (best.start_tick, best.start_tick + best.ticks()?);
    let mut walk = vec![board.start];
    let mut departures = Vec::new();
    for step in trace.steps.iter().filter(|s| s.tick > from && s.tick <= to) {
        if Some(&step.cell) != walk.last() {
            departures.push((step.tick - from).saturating_sub(u64::from(TOP_PACE)));
            walk.push(step.cell);
        }
    }
    board.is_goal(*walk.last()?).then_some(BotRun { walk, departures, pace: TOP_PACE })
}

/// What the bot thinks, after the instructions shown so far: a colour letter and a text for
/// each cell (by index), and the walls it believes in.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct BotThoughts {
    pub colours: Vec<Option<char>>,
    pub texts: Vec<String>,
    pub walls: BTreeSet<(Pos, Dir)>,
    /// The run they belong to, and how many of its thoughts are applied.
    generation: u64,
    applied: usize,
}

impl BotThoughts {
    /// Brings the thoughts to `replay.shown` instructions (from scratch when it went back).
    pub fn catch_up(&mut self, replay: &BotReplay) {
        let Some(board) = &replay.board else { return };
        let all = replay.square_trace().map_or(&[][..], |t| &t.thoughts[..]);
        let wanted = all.partition_point(|(at, _)| *at <= replay.shown as u64);
        if self.generation != replay.generation || wanted < self.applied || self.colours.len() != board.maze.len() {
            let cells = board.maze.len();
            *self = BotThoughts {
                colours: vec![None; cells],
                texts: vec![String::new(); cells],
                generation: replay.generation,
                ..BotThoughts::default()
            };
        }
        for (_, thought) in &all[self.applied..wanted] {
            self.apply(&board.maze, thought);
        }
        self.applied = wanted;
    }

    fn apply(&mut self, maze: &crate::maze::Maze, thought: &Thought) {
        let index = |cell: Pos| maze.contains(cell).then(|| maze.index(cell));
        match thought {
            Thought::Color(at, colour) => {
                if let Some(i) = index(at.cell) {
                    self.colours[i] = Some(*colour);
                }
            }
            Thought::ClearColor(at) => {
                if let Some(i) = index(at.cell) {
                    self.colours[i] = None;
                }
            }
            Thought::ClearAllColor => self.colours.fill(None),
            Thought::Text(at, text) => {
                if let Some(i) = index(at.cell) {
                    self.texts[i].clone_from(text);
                }
            }
            Thought::ClearText(at) => {
                if let Some(i) = index(at.cell) {
                    self.texts[i].clear();
                }
            }
            Thought::ClearAllText => self.texts.iter_mut().for_each(String::clear),
            Thought::Wall(at, side, true) => {
                self.walls.insert((at.cell, *side));
            }
            Thought::Wall(at, side, false) => {
                self.walls.remove(&(at.cell, *side));
            }
        }
    }

    /// Whether the bot has said anything about the board yet.
    pub fn is_empty(&self) -> bool {
        self.colours.iter().all(Option::is_none) && self.texts.iter().all(String::is_empty) && self.walls.is_empty()
    }
}

/// The colours of mms's letters (its `setColor` palette, mms's own 17, `src/Color.cpp`),
/// filling the cell over the floor as mms draws them: opaque, nothing of the game's trail
/// showing through (dark yellow was grey-green, dark red mauve, mixed with it). A letter
/// mms does not know draws nothing.
fn colour_of(letter: char) -> Option<Color> {
    let (r, g, b) = match letter {
        'k' => (0, 0, 0),
        'b' => (0, 0, 179),
        'a' => (179, 179, 179),
        'c' => (0, 102, 102),
        'g' => (0, 179, 0),
        'o' => (179, 102, 0),
        'r' => (204, 0, 0),
        'w' => (255, 255, 255),
        'y' => (179, 179, 0),
        'B' => (0, 0, 51),
        'C' => (0, 51, 51),
        'A' => (26, 26, 26),
        'G' => (0, 77, 0),
        'O' => (51, 26, 0),
        'R' => (77, 0, 0),
        'V' => (51, 0, 51),
        'Y' => (51, 51, 0),
        _ => return None,
    };
    Some(Color::srgb_u8(r, g, b))
}

/// The pieces drawn for the thoughts (rebuilt when the thoughts change): a tinted square
/// (a `Sprite` the size of a cell), a text (`Text2d`) or a mapped wall (a thin `Sprite`).
#[derive(Component)]
pub struct ThoughtPiece;

/// Draws the thoughts: a tinted square under each coloured cell, its text, and a bar on each
/// mapped wall. Only when they changed.
pub fn draw_thoughts(
    mut commands: Commands,
    replay: Res<BotReplay>,
    thoughts: Res<BotThoughts>,
    pieces: Query<Entity, With<ThoughtPiece>>,
    mut drawn: Local<Option<BotThoughts>>,
) {
    if drawn.as_ref() == Some(&*thoughts) {
        return;
    }
    *drawn = Some(thoughts.clone());
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let Some(board) = &replay.board else { return };
    let maze = &board.maze;
    let tag = || (ThoughtPiece, DespawnOnExit(Screen::BotRun));
    for i in 0..maze.len() {
        let at = cell_center(maze, maze.pos(i));
        if let Some(colour) = thoughts.colours[i].and_then(colour_of) {
            let tint = Sprite::from_color(colour, Vec2::splat(CELL_SIZE - 2.0));
            commands.spawn((tint, Transform::from_translation(at.extend(0.25)), tag()));
        }
        if !thoughts.texts[i].is_empty() {
            commands.spawn((
                Text2d::new(thoughts.texts[i].clone()),
                TextFont { font_size: bevy::text::FontSize::Px(7.0), ..default() },
                TextColor(Color::srgb(1.0, 0.95, 0.7)),
                Transform::from_translation(at.extend(0.7)),
                tag(),
            ));
        }
    }
    for &(cell, side) in &thoughts.walls {
        let (dx, dy) = side.delta();
        let at = cell_center(maze, cell) + Vec2::new(dx as f32, -dy as f32) * (CELL_SIZE / 2.0 - 2.0);
        let extent = if dx == 0 { Vec2::new(CELL_SIZE - 4.0, 2.0) } else { Vec2::new(2.0, CELL_SIZE - 4.0) };
        let bar = Sprite::from_color(Color::srgb(0.95, 0.35, 0.3), extent);
        commands.spawn((bar, Transform::from_translation(at.extend(0.8)), tag()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_color_letters_are_mms_colours_opaque() {
        let letters = "kbacgorwyBCAGORVY";
        let colours: Vec<Color> = letters.chars().map(|c| colour_of(c).expect("one of mms's 17")).collect();
        assert!(colours.iter().all(|c| c.alpha() == 1.0), "nothing shows through");
        assert_eq!(colour_of('Y'), Some(Color::srgb_u8(51, 51, 0)), "dark yellow");
        assert_eq!(colour_of('R'), Some(Color::srgb_u8(77, 0, 0)), "dark red");
        assert_eq!(colour_of('z'), None, "a letter mms does not know");
        let distinct: std::collections::BTreeSet<String> = colours.iter().map(|c| format!("{c:?}")).collect();
        assert_eq!(distinct.len(), 17);
    }
}
