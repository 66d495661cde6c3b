//! The level editor's model, with no Bevy: a [`Draft`] of a level (its [`Board`]: the maze,
//! ends, doors and goal region; its rival, par, fog and name) changed by [`Edit`]s, each one
//! undoable; the live [`Checks`] (the numbers `check-levels` prints, from the one validator);
//! and the RON it saves as a drawn level ([`Draft::to_ron`], [`Draft::save`]).
//!
//! ```
//! use mousemaze_core::content::level::edit::{Draft, Edit};
//! use mousemaze_maze::{Dir, Pos};
//!
//! let mut draft = Draft::empty(4, 3).unwrap();
//! assert_eq!(draft.checks().shortest, Some(5));
//! draft.apply(Edit::Wall { at: Pos::new(0, 0), side: Dir::E, open: false }).unwrap();
//! assert!(!draft.content().board.maze.is_open(Pos::new(1, 0), Dir::W), "both cells change");
//! draft.undo();
//! assert!(draft.content().board.maze.is_open(Pos::new(1, 0), Dir::W));
//! assert!(draft.to_ron().unwrap().contains("maze: Drawn(layout: \""));
//! ```

mod error;
mod history;
mod shaped;
mod shaped_doors;
mod shaped_resize;
mod splice;
#[cfg(test)]
mod tests_shaped;
#[cfg(test)]
mod tests_shaped_resize;
#[cfg(test)]
mod tests_shaped_splice;
mod values;
mod write;

use std::path::PathBuf;

use super::{BuiltLevel, GoalCells, Level, LevelError, MazeSpec, Rival, check_play_size, summary};
use crate::maze::doors::{Door, Doors};
use crate::maze::recipe::MazeRecipe;
use crate::maze::{Dir, Maze, Pos, Solver};
use crate::rules::Board;

use history::{History, draft_history};

pub use error::{EditError, SaveLevelError, SpliceError, WriteLevelError};
pub use shaped::{ShapedChecks, ShapedContent, ShapedDraft, ShapedEdit};
pub use write::{file_stem, free_path};

/// How many steps back undo can go.
pub const UNDO_STEPS: usize = 500;
/// The name a new draft gets.
pub const NEW_NAME: &str = "My Level";

/// Everything a level says, as the editor changes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Content {
    pub name: String,
    /// The race: the maze, the start, the goal (the cheese), the doors (each on an open
    /// passage: a closed wall takes its door away) and the level's goal region, if it has one.
    pub board: Board,
    pub rival: Option<Rival>,
    /// `None`: the suggested par.
    pub par_seconds: Option<f32>,
    pub fog: bool,
}

/// One change to a draft.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Opens or closes the wall on the side `side` of `at` (both cells change together).
    Wall {
        at: Pos,
        side: Dir,
        open: bool,
    },
    Start(Pos),
    Cheese(Pos),
    /// Adds a door, or retimes the one already on that passage.
    Door(Door),
    /// Takes away the door on the side `side` of `at`.
    RemoveDoor {
        at: Pos,
        side: Dir,
    },
    Rival(Option<Rival>),
    Par(Option<f32>),
    Fog(bool),
    Name(String),
    /// A new size: the walls, ends and doors that fit are kept.
    Resize {
        width: u32,
        height: u32,
    },
}

/// The level file a draft came from: its text, what it said, and the doors its recipe
/// placed from the seed (so saving can keep a generated maze generated).
#[derive(Clone, Debug)]
struct Source {
    text: String,
    level: Level,
    content: Content,
    placed_doors: Vec<Door>,
}

/// A level being edited, with its undo and redo history.
#[derive(Clone, Debug)]
pub struct Draft {
    content: Content,
    history: History<Content>,
    source: Option<Source>,
    /// Where it was loaded from or last saved to.
    pub file: Option<PathBuf>,
}

/// What the checks panel shows, from the same validator as `check-levels`.
#[derive(Clone, Debug)]
pub struct Checks {
    /// Moves on the shortest route from the start to the cheese; `None`: the cheese cannot
    /// be reached.
    pub shortest: Option<usize>,
    /// Cells with one way out, anywhere in the maze.
    pub dead_ends: usize,
    /// The level ready to play, or why it cannot be played (and so cannot be saved): the
    /// reason is the error's `message` (the draft has no file to name).
    pub built: Result<BuiltLevel, LevelError>,
    /// The `check-levels` line of a playable level.
    pub summary: Option<String>,
}

impl Draft {
    fn new(content: Content, source: Option<Source>, file: Option<PathBuf>) -> Draft {
        Draft { content, history: History::new(), source, file }
    }

    /// An open field of `width`×`height` cells (only the outer wall), the start at the
    /// top left and the cheese at the bottom right.
    pub fn empty(width: u32, height: u32) -> Result<Draft, EditError> {
        check_play_size(width, height)?;
        let maze = Maze::open(width, height).map_err(EditError::Maze)?;
        Ok(Draft::new(Draft::plain(maze), None, None))
    }

    /// The maze of a recipe (and the doors it places), to edit from there.
    pub fn generated(recipe: MazeRecipe) -> Result<Draft, EditError> {
        check_play_size(recipe.width, recipe.height)?;
        let (maze, doors) = recipe.build_with_doors().map_err(EditError::Recipe)?;
        let mut content = Draft::plain(maze);
        content.board.doors = doors;
        Ok(Draft::new(content, None, None))
    }

    fn plain(maze: Maze) -> Content {
        let (start, goal) = maze.corners();
        Content {
            name: NEW_NAME.into(),
            board: Board::new(maze, start, goal),
            rival: None,
            par_seconds: None,
            fog: false,
        }
    }

    /// A level to edit, read from `text` (its file, kept so that saving changes only what
    /// was edited); `file` is where it lives, if it is a file.
    pub fn from_text(text: &str, file_name: &str, file: Option<PathBuf>) -> Result<Draft, LevelError> {
        let level = Level::from_ron(text, file_name)?;
        let built = level.build()?;
        let placed_doors = built.board.doors.iter().filter(|d| !level.doors.contains(d)).copied().collect();
        let content = Content {
            name: level.name.clone(),
            board: built.board,
            rival: level.rival,
            par_seconds: level.par_seconds,
            fog: level.fog,
        };
        let source = Source { text: text.into(), level, content: content.clone(), placed_doors };
        Ok(Draft::new(content, Some(source), file))
    }

    /// What the draft holds now.
    pub fn content(&self) -> &Content {
        &self.content
    }

    /// Whether the draft differs from the file it came from (or, new, from nothing saved).
    pub fn changed(&self) -> bool {
        self.source.as_ref().is_none_or(|s| s.content != self.content)
    }

    draft_history!(Edit);

    fn change(&mut self, edit: Edit) -> Result<bool, EditError> {
        // The goal cells the level's file lists besides its cheese (none for a new draft).
        let written = self.source.as_ref().map_or(&[][..], |s| &s.level.goal.0);
        let c = &mut self.content;
        let board = &mut c.board;
        let inside = |maze: &Maze, pos: Pos, what: &'static str| {
            if maze.contains(pos) { Ok(()) } else { Err(EditError::Outside { what, pos }) }
        };
        match edit {
            Edit::Wall { at, side, open } => {
                inside(&board.maze, at, "the cell")?;
                if board.maze.neighbor(at, side).is_none() {
                    return Err(EditError::OuterWall);
                }
                if board.maze.is_open(at, side) == open {
                    return Ok(false);
                }
                if open {
                    board.maze.carve(at, side);
                } else {
                    board.maze.build_wall(at, side);
                    board.doors.remove(at, side);
                }
            }
            Edit::Start(pos) | Edit::Cheese(pos) => {
                let is_start = matches!(edit, Edit::Start(_));
                inside(&board.maze, pos, if is_start { "the start" } else { "the cheese" })?;
                let (slot, other) = if is_start { (board.start, board.goal) } else { (board.goal, board.start) };
                if pos == other {
                    return Err(EditError::SameCell(pos));
                }
                if slot == pos {
                    return Ok(false);
                }
                if is_start {
                    board.start = pos;
                } else {
                    place_goal(board, pos, written);
                }
            }
            Edit::Door(door) => {
                inside(&board.maze, door.at, "the door's cell")?;
                if !board.maze.is_open(door.at, door.side) {
                    return Err(EditError::DoorOnWall { at: door.at, side: door.side });
                }
                if board.doors.door(door.at, door.side) == Some(&door) {
                    return Ok(false);
                }
                board.doors.set(&board.maze, door).map_err(EditError::DoorTiming)?;
            }
            Edit::RemoveDoor { at, side } => {
                if !board.maze.contains(at) || board.doors.remove(at, side).is_none() {
                    return Ok(false);
                }
            }
            Edit::Rival(rival) if c.rival == rival => return Ok(false),
            Edit::Rival(rival) => c.rival = rival,
            Edit::Par(par) if c.par_seconds == par => return Ok(false),
            Edit::Par(par) => c.par_seconds = par,
            Edit::Fog(fog) if c.fog == fog => return Ok(false),
            Edit::Fog(fog) => c.fog = fog,
            Edit::Name(name) if c.name == name => return Ok(false),
            Edit::Name(name) => c.name = name,
            Edit::Resize { width, height } => {
                check_play_size(width, height)?;
                if (width, height) == (board.maze.width(), board.maze.height()) {
                    return Ok(false);
                }
                resize(board, width, height, written)?;
            }
        }
        Ok(true)
    }

    /// The draft as a level to check: the maze is given apart (see [`Draft::checks`]).
    fn level_fields(&self) -> Level {
        let (c, board) = (&self.content, &self.content.board);
        let region = board.region.iter().copied().filter(|&cell| cell != board.goal);
        Level {
            name: c.name.clone(),
            maze: MazeSpec::Drawn { layout: String::new() },
            start: Some(board.start),
            cheese: Some(board.goal),
            goal: GoalCells(region.collect()),
            rival: c.rival,
            par_seconds: c.par_seconds,
            doors: board.doors.iter().copied().collect(),
            fog: c.fog,
        }
    }

    /// The live checks: the route, the dead ends and, from the validator every level goes
    /// through, whether it can be played and the numbers `check-levels` prints.
    pub fn checks(&self) -> Checks {
        let board = &self.content.board;
        // To the nearest goal cell, as `check-levels` counts it.
        let shortest =
            Solver::Bfs.solve_region(&board.maze, board.start, board.goals()).ok().map(|route| route.steps());
        let level = self.level_fields();
        // An unreachable cheese is refused here too: "no path from the start … to the cheese".
        let built = level.build_on(board.maze.clone());
        let drawn = Level { maze: MazeSpec::Drawn { layout: String::new() }, ..level };
        let summary = built.as_ref().ok().map(|b| summary(&drawn, b));
        Checks { shortest, dead_ends: board.maze.dead_ends().count(), built, summary }
    }
}

/// Whether two (cell, side) pairs name the same wall or passage (from either cell).
pub fn same_side(maze: &Maze, (at, side): (Pos, Dir), other: (Pos, Dir)) -> bool {
    (at, side) == other || maze.neighbor(at, side).is_some_and(|n| (n, side.opposite()) == other)
}

impl Content {
    /// The door on the side `side` of `at`, named from either cell.
    pub fn door_at(&self, at: Pos, side: Dir) -> Option<&Door> {
        self.board.maze.contains(at).then(|| self.board.doors.door(at, side)).flatten()
    }
}

/// Moves the cheese to `goal`: the goal region becomes the level's written goal cells
/// (those inside the maze) and the cheese, as the level reader makes it.
fn place_goal(board: &mut Board, goal: Pos, written: &[Pos]) {
    board.goal = goal;
    let cells = written.iter().copied().filter(|&cell| board.maze.contains(cell)).chain([goal]).collect();
    board.set_region(cells);
}

/// The board at a new size: the passages between cells that are still inside, the ends
/// moved in to the nearest cell inside, the doors whose passage is kept.
fn resize(board: &mut Board, width: u32, height: u32, written: &[Pos]) -> Result<(), EditError> {
    let old = &board.maze;
    let mut maze = Maze::new(width, height).map_err(EditError::Maze)?;
    for y in 0..height.min(old.height()) {
        for x in 0..width.min(old.width()) {
            let pos = Pos::new(x, y);
            for side in [Dir::E, Dir::S] {
                if old.is_open(pos, side) && maze.neighbor(pos, side).is_some() {
                    maze.carve(pos, side);
                }
            }
        }
    }
    let clamp = |p: Pos| Pos::new(p.x.min(width - 1), p.y.min(height - 1));
    let start = clamp(board.start);
    let mut goal = clamp(board.goal);
    if start == goal {
        // Both were pushed into the same corner: the cheese takes the cell beside it.
        let (x, y) = (goal.x, goal.y);
        goal = if x > 0 { Pos::new(x - 1, y) } else { Pos::new(x + 1, y) };
    }
    let mut doors = Doors::new(&maze);
    let fit: Vec<Door> =
        board.doors.iter().copied().filter(|d| maze.contains(d.at) && maze.is_open(d.at, d.side)).collect();
    doors.add_all(&maze, fit).map_err(EditError::DoorTiming)?;
    board.maze = maze;
    board.start = start;
    board.doors = doors;
    place_goal(board, goal, written);
    Ok(())
}
