//! The level editor's model for a shaped maze (hexagons, triangles, a circle…), with no
//! Bevy: a [`ShapedDraft`] of a `DrawnShape(…)` level (its maze, start and cheese as cell
//! numbers, electronic doors by cell and slot, rival, par, fog and name) changed by
//! [`ShapedEdit`]s, each one undoable; the live [`ShapedChecks`] from the one validator
//! `check-levels` runs (par and the rival timed through the doors); and the RON it saves
//! ([`ShapedDraft::to_ron`], [`ShapedDraft::save`]): a new draft as a whole `DrawnShape(…)`
//! level; one opened from a file back into that file by the square draft's rule
//! ([`splice`](super::splice)), so that only the edited fields change and a generated
//! `Shaped(…)` maze stays generated, seed, comments and all, until its passages, ends or
//! doors are edited.
//!
//! A door sits on an open passage and is one door whichever of its two cells names it
//! ([`ShapedContent::door_at`]); [`ShapedEdit::Door`] adds one or retimes the one there, and
//! closing a passage's wall takes its door away in the same undo step.
//!
//! ```
//! use mousemaze_core::content::level::edit::{ShapedDraft, ShapedEdit};
//! use mousemaze_core::content::level::shaped::LevelShape;
//! use mousemaze_core::content::level::Level;
//! use mousemaze_maze::doors::CellDoor;
//!
//! let mut draft = ShapedDraft::empty(LevelShape::Hex { width: 5, height: 4 }).unwrap();
//! assert_eq!((draft.content().start, draft.content().cheese), (0, 19));
//! let shortest = draft.checks().shortest.unwrap();
//! // Close the first cell's way east (slot 0 on hexes): both cells change.
//! assert!(draft.apply(ShapedEdit::Wall { cell: 0, slot: 0, open: false }).unwrap());
//! assert!(!draft.content().maze.is_open(1, 3));
//! assert!(draft.checks().built.is_ok());
//! draft.undo();
//! assert!(draft.content().maze.is_open(1, 3));
//! let text = draft.to_ron().unwrap();
//! assert!(text.contains("maze: DrawnShape(shape: Hex(width: 5, height: 4), passages: \""), "{text}");
//! let again = ShapedDraft::from_text(&text, "mine.ron", None).unwrap();
//! assert_eq!(again.content(), draft.content());
//! assert_eq!(draft.checks().shortest, Some(shortest));
//! assert!(Level::from_ron(&text, "mine.ron").unwrap().is_shaped());
//!
//! // A door east of cell 0, retimed from cell 1's west: still one door.
//! let door = CellDoor { cell: 0, slot: 0, period: 260, open: 130, phase: 0 };
//! assert!(draft.apply(ShapedEdit::Door(door)).unwrap());
//! assert!(draft.apply(ShapedEdit::Door(CellDoor { cell: 1, slot: 3, period: 390, ..door })).unwrap());
//! assert_eq!((draft.content().doors.len(), draft.content().door_at(1, 3).unwrap().period), (1, 390));
//! assert_eq!(draft.checks().built.unwrap().door_count, 1);
//! assert!(draft.apply(ShapedEdit::Wall { cell: 0, slot: 0, open: false }).unwrap());
//! assert!(draft.content().doors.is_empty(), "a closed wall takes its door away");
//! ```

use std::path::{Path, PathBuf};

use super::history::{History, draft_history};
use super::splice::{Common, splice_fields};
use super::values::{drawn_shape_value, optional_fields, quoted};
use super::write::{new_file, own_file, write_checked};
use super::{EditError, NEW_NAME, SaveLevelError, SpliceError};
use crate::content::level::drawn_doors::{forward_doors, listed_doors};
use crate::content::level::drawn_shape::{DrawnShapeSpec, forward_slots};
use crate::content::level::shaped::{BuiltShaped, LevelShape, ShapedSpec};
use crate::content::level::{Built, GoalCells, Level, LevelError, MazeSpec, Rival};
use crate::maze::Solver;
use crate::maze::doors::{CellDoor, CellDoors};
use crate::maze::shape::solve::solve;
use crate::maze::shape::{Graph, NONE, ShapedMaze};

/// Everything a drawn shaped level says, as the editor changes it.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedContent {
    pub name: String,
    /// The maze (its graph says the shape).
    pub maze: ShapedMaze,
    /// The start's cell.
    pub start: u32,
    /// The cheese's cell.
    pub cheese: u32,
    pub rival: Option<Rival>,
    /// `None`: the suggested par.
    pub par_seconds: Option<f32>,
    pub fog: bool,
    /// The electronic doors, each on an open passage, named from its lower cell.
    pub doors: CellDoors,
}

/// One change to a shaped draft.
#[derive(Clone, Debug, PartialEq)]
pub enum ShapedEdit {
    /// Opens or closes the passage through `slot` of `cell` (both cells change together).
    Wall {
        cell: u32,
        slot: usize,
        open: bool,
    },
    Start(u32),
    Cheese(u32),
    /// Adds a door on an open passage, or retimes the one there (named from either cell).
    Door(CellDoor),
    /// Takes away the door on the passage through `slot` of `cell` (from either cell).
    RemoveDoor {
        cell: u32,
        slot: usize,
    },
    Rival(Option<Rival>),
    Par(Option<f32>),
    Fog(bool),
    Name(String),
    /// The maze at a new size of the same kind of shape (a hex rectangle another hex
    /// rectangle, a hexagon another radius, a circle another ring count…): the passages
    /// between cells that keep their place (column and row; a hexagon's step from its centre;
    /// a circle's ring and place), the new cells walled in, the ends (moved in to the nearest
    /// cell when cut off, as on squares) and the doors on kept passages. A change of kind or a
    /// size not played is refused ([`EditError::ResizeKind`], [`EditError::ResizeSize`]).
    Resize(LevelShape),
}

/// What the checks panel shows, from the same validator as `check-levels`.
#[derive(Clone, Debug)]
pub struct ShapedChecks {
    /// Moves on the shortest route from the start to the cheese; `None`: it cannot be reached.
    pub shortest: Option<usize>,
    /// Cells with one way out, anywhere in the maze.
    pub dead_ends: usize,
    /// The level ready to play, or why it cannot be played (and so cannot be saved): the
    /// reason is the error's `message`.
    pub built: Result<BuiltShaped, LevelError>,
    /// The `check-levels` line of a playable level.
    pub summary: Option<String>,
}

/// A shaped level being edited, with its undo and redo history.
#[derive(Clone, Debug)]
pub struct ShapedDraft {
    content: ShapedContent,
    history: History<ShapedContent>,
    /// What the file held when it was read or last saved, and its text.
    saved: Option<(ShapedContent, String)>,
    /// Where it was loaded from or last saved to.
    pub file: Option<PathBuf>,
}

/// The graph of a shape the editor draws, at a size the game plays.
fn drawable_graph(shape: LevelShape) -> Result<Graph, EditError> {
    if let LevelShape::Weave { .. } = shape {
        return Err(EditError::Shape("a woven maze cannot be drawn: its tunnels come from the generator".into()));
    }
    shape.check().map_err(|problem| EditError::Shape(problem.message))?;
    Graph::new(shape.shape()).map_err(|e| EditError::Shape(e.to_string()))
}

impl ShapedDraft {
    fn new(maze: ShapedMaze, doors: CellDoors) -> ShapedDraft {
        let (start, cheese) = maze.default_ends();
        let doors = forward_doors(&maze, &doors);
        let (name, rival, par_seconds, fog) = (NEW_NAME.into(), None, None, false);
        let content = ShapedContent { name, maze, start, cheese, rival, par_seconds, fog, doors };
        ShapedDraft { content, history: History::new(), saved: None, file: None }
    }

    /// An open field of `shape` (every passage between two cells open), the start in the
    /// maze's first cell and the cheese in its last (a torus's far cell). Sizes are checked
    /// as levels check them; a weave is refused.
    pub fn empty(shape: LevelShape) -> Result<ShapedDraft, EditError> {
        let mut maze = ShapedMaze::new(drawable_graph(shape)?);
        for cell in 0..maze.len() as u32 {
            let neighbours = maze.graph().neighbours(cell);
            let forward: Vec<usize> = forward_slots(maze.graph(), cell).collect();
            for slot in forward {
                maze.carve(cell, slot, neighbours[slot]);
            }
        }
        let doors = CellDoors::new(&maze);
        Ok(ShapedDraft::new(maze, doors))
    }

    /// The maze of a recipe and the doors it places from its seed, to edit from there; a
    /// weave is refused.
    pub fn generated(spec: ShapedSpec) -> Result<ShapedDraft, EditError> {
        drawable_graph(spec.shape)?;
        if !(0.0..=1.0).contains(&spec.braid) {
            let message =
                format!("braid {} is out of range: allowed 0..=1 (the share of dead ends removed)", spec.braid);
            return Err(EditError::Shape(message));
        }
        let board = spec.recipe().board().map_err(|e| EditError::Shape(e.to_string()))?;
        Ok(ShapedDraft::new(board.maze, board.doors))
    }

    /// A shaped level to edit, read from `text`: a `DrawnShape(…)` level, or a `Shaped(…)`
    /// one whose generated maze and seed-placed doors become the drawing; `file` is where it
    /// lives, if it is a file. A square level is an error: the square editor opens it.
    pub fn from_text(text: &str, file_name: &str, file: Option<PathBuf>) -> Result<ShapedDraft, LevelError> {
        let level = Level::from_ron(text, file_name)?;
        let error = |message: &str| LevelError { file: file_name.into(), location: None, message: message.into() };
        let built = match level.build_any()? {
            Built::Shaped(built) => built,
            Built::Square(_) => return Err(error("it is a square maze: open it in the square level editor")),
        };
        if LevelShape::of_drawn(built.maze.graph().shape()).is_none() {
            return Err(error("it is a woven maze: its tunnels come from the generator and cannot be drawn"));
        }
        let (start, cheese) = built.ends();
        let doors = match (&built.drawn, &level.maze) {
            (Some(drawn), _) => forward_doors(&drawn.maze, &drawn.doors),
            // The seed's doors, placed again as the validator placed them.
            (None, MazeSpec::Shaped(spec)) => spec
                .recipe()
                .board()
                .map_or_else(|_| CellDoors::new(&built.maze), |board| forward_doors(&board.maze, &board.doors)),
            (None, _) => CellDoors::new(&built.maze),
        };
        let Level { name, rival, par_seconds, fog, .. } = level;
        let content = ShapedContent { name, maze: built.maze, start, cheese, rival, par_seconds, fog, doors };
        let saved = Some((content.clone(), text.into()));
        Ok(ShapedDraft { content, history: History::new(), saved, file })
    }

    /// What the draft holds now.
    pub fn content(&self) -> &ShapedContent {
        &self.content
    }

    /// Whether the draft differs from what was loaded or last saved (a new one: always).
    pub fn changed(&self) -> bool {
        self.saved.as_ref().is_none_or(|(saved, _)| *saved != self.content)
    }

    draft_history!(ShapedEdit);

    fn change(&mut self, edit: ShapedEdit) -> Result<bool, EditError> {
        let c = &mut self.content;
        let cells = c.maze.len();
        let inside = |what, cell: u32| {
            if (cell as usize) < cells { Ok(()) } else { Err(EditError::CellOutside { what, cell, cells }) }
        };
        match edit {
            ShapedEdit::Wall { cell, slot, open } => {
                inside("cell", cell)?;
                let neighbour = c.maze.graph().neighbours(cell).get(slot).copied().unwrap_or(NONE);
                if neighbour == NONE {
                    return Err(EditError::NoNeighbour { cell, slot });
                }
                if c.maze.is_open(cell, slot) == open {
                    return Ok(false);
                }
                if open {
                    c.maze.carve(cell, slot, neighbour);
                } else {
                    c.maze.wall(cell, slot, neighbour);
                    c.doors.remove(&c.maze, cell as usize, slot);
                }
            }
            ShapedEdit::Door(door) => return c.set_door(door),
            ShapedEdit::RemoveDoor { cell, slot } => {
                if (cell as usize) >= cells || c.doors.remove(&c.maze, cell as usize, slot).is_none() {
                    return Ok(false);
                }
            }
            ShapedEdit::Start(cell) | ShapedEdit::Cheese(cell) => {
                let is_start = matches!(edit, ShapedEdit::Start(_));
                inside(if is_start { "the start" } else { "the cheese" }, cell)?;
                let (slot, other) = if is_start { (&mut c.start, c.cheese) } else { (&mut c.cheese, c.start) };
                if cell == other {
                    return Err(EditError::SameShapedCell(cell));
                }
                if *slot == cell {
                    return Ok(false);
                }
                *slot = cell;
            }
            ShapedEdit::Rival(rival) if c.rival == rival => return Ok(false),
            ShapedEdit::Rival(rival) => c.rival = rival,
            ShapedEdit::Par(par) if c.par_seconds == par => return Ok(false),
            ShapedEdit::Par(par) => c.par_seconds = par,
            ShapedEdit::Fog(fog) if c.fog == fog => return Ok(false),
            ShapedEdit::Fog(fog) => c.fog = fog,
            ShapedEdit::Name(name) if c.name == name => return Ok(false),
            ShapedEdit::Name(name) => c.name = name,
            ShapedEdit::Resize(shape) => return c.resize(shape),
        }
        Ok(true)
    }

    /// The passages and doors as a level file writes them (every draft's shape can be
    /// drawn: a weave is refused when the draft is made).
    fn drawing(&self) -> DrawnShapeSpec {
        let c = &self.content;
        let spec = DrawnShapeSpec::of(&c.maze, c.start, c.cheese).expect("a draft's shape can be drawn");
        DrawnShapeSpec { doors: listed_doors(&c.maze, &c.doors), ..spec }
    }

    /// The level the draft saves, as the validator takes it.
    fn level(&self) -> Level {
        let c = &self.content;
        Level {
            name: c.name.clone(),
            maze: MazeSpec::DrawnShape(self.drawing()),
            start: None,
            cheese: None,
            goal: GoalCells::default(),
            rival: c.rival,
            par_seconds: c.par_seconds,
            doors: Vec::new(),
            fog: c.fog,
        }
    }

    /// The live checks: the route, the dead ends and, from the validator every level goes
    /// through, whether it can be played and the numbers `check-levels` prints.
    pub fn checks(&self) -> ShapedChecks {
        let c = &self.content;
        let shortest = solve(&c.maze, Solver::Bfs, c.start, c.cheese).ok().map(|route| route.len() - 1);
        let built = self.level().build_any().map(|built| match built {
            Built::Shaped(built) => built,
            Built::Square(_) => unreachable!("a DrawnShape level builds a shaped maze"),
        });
        let summary = built.as_ref().ok().map(BuiltShaped::summary);
        ShapedChecks { shortest, dead_ends: c.maze.dead_ends().count(), built, summary }
    }

    /// The level as RON text, or why the file it came from cannot be changed keeping all of
    /// its text. A new draft is the whole file: name, `maze: DrawnShape(…)`, then the rival,
    /// par and fog it sets. A draft from a file is that file: unchanged, the very same text;
    /// edited, changed by the same rule as a square draft's file (only the edited fields'
    /// values change, so every comment and line ending stays), and read back as the draft.
    /// Its `maze` stays as written (a generated `Shaped(…)` one with its seed) while the
    /// passages, the start, the cheese and the doors are as the file has them; once one of
    /// them changes, it becomes the drawing, `DrawnShape(…)`.
    pub fn to_ron(&self) -> Result<String, SaveLevelError> {
        self.text().map_err(SaveLevelError::Unchangeable)
    }

    /// The level as RON text (see [`ShapedDraft::to_ron`]), or why the file it came from
    /// cannot be changed.
    fn text(&self) -> Result<String, SpliceError> {
        let c = &self.content;
        let Some((was, loaded)) = &self.saved else {
            let mut text =
                format!("(\n    name: {},\n    maze: {},\n", quoted(&c.name), drawn_shape_value(&self.drawing()));
            text.push_str(&optional_fields(c.rival, c.par_seconds, None, c.fog));
            text.push_str(")\n");
            return Ok(text);
        };
        if was == c {
            return Ok(loaded.clone());
        }
        let same_maze = (&was.maze, was.start, was.cheese, &was.doors) == (&c.maze, c.start, c.cheese, &c.doors);
        let maze = if same_maze { Vec::new() } else { vec![("maze", drawn_shape_value(&self.drawing()))] };
        let text = splice_fields(loaded, was.common(), c.common(), maze)?;
        read_back(&text, c, "draft").map(|_| text).ok_or(SpliceError::NotReadBack)
    }

    /// Saves the draft as a level, whole or not at all (a temporary file, read back and
    /// checked, then renamed into place), and says where: back to the file it came from if
    /// that file is still as it was read (or last saved), else to a new file named after the
    /// level in `dir` (the player's levels folder), never over another file. A level that
    /// cannot be played, or a file that cannot be changed keeping its comments, is not saved:
    /// the error says why.
    pub fn save(&mut self, dir: &Path) -> Result<PathBuf, SaveLevelError> {
        if let Err(why) = self.checks().built {
            return Err(SaveLevelError::NotPlayable(why.message));
        }
        let own_file = own_file(self.file.as_deref(), self.saved.as_ref().map(|(_, text)| text.as_str()));
        let text = self.text().map_err(|why| SaveLevelError::NotSaved { unchanged: own_file.clone(), why })?;
        let target = match own_file {
            Some(file) => file,
            None => new_file(dir, &self.content.name).map_err(SaveLevelError::Write)?,
        };
        let content = self.content.clone();
        write_checked(&target, &text, |read, file| read_back(read, &content, file)).map_err(SaveLevelError::Write)?;
        self.saved = Some((content, text));
        self.file = Some(target.clone());
        Ok(target)
    }
}

impl ShapedContent {
    fn common(&self) -> Common<'_> {
        Common { name: &self.name, rival: self.rival, par_seconds: self.par_seconds, fog: self.fog }
    }
}

/// The level `text` says, read by the level reader, if the shaped draft it opens as holds
/// exactly `content`.
fn read_back(text: &str, content: &ShapedContent, file: &str) -> Option<Level> {
    let same = ShapedDraft::from_text(text, file, None).is_ok_and(|draft| draft.content == *content);
    same.then(|| Level::from_ron(text, file).ok()).flatten()
}
