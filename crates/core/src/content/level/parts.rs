//! The parts a level is built from, each checked where the file writes it: its maze (made
//! from a recipe, made a labyrinth, or read from a drawing), its start and cheese, and its doors (those a
//! generated maze asks for, then those listed by hand).

use super::layout::{Drawing, Layout, Mark};
use super::source::{Problem, Spot};
use super::{Level, MazeSpec, PLAY_SIDES, check_play_side};
use crate::maze::doors::{DoorError, Doors, place_doors};
use crate::maze::recipe::MazeRecipe;
use crate::maze::unicursal::{ENDS, labyrinth};
use crate::maze::{Maze, MazeError, Pos, check_size};

impl Level {
    /// The doors: those the generated maze asks for (placed from its seed between the start
    /// and the cheese), then those listed by hand, each checked where it is written.
    pub(super) fn doors(&self, maze: &Maze, start: Pos, cheese: Pos) -> Result<Doors, Problem> {
        let mut doors = match self.maze {
            MazeSpec::Generated(MazeRecipe { doors: amount, seed, .. }) => {
                place_doors(maze, amount, seed, start, cheese).map_err(|e| Problem::field("doors", e.to_string()))?
            }
            // A labyrinth's recipe has no doors (refused in `MazeSpec::make`).
            MazeSpec::Labyrinth(_) | MazeSpec::Drawn { .. } | MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_) => {
                Doors::new(maze)
            }
        };
        for (index, door) in self.doors.iter().enumerate() {
            doors.add(maze, *door).map_err(|err| {
                let field = match err {
                    DoorError::Period(_) => "period",
                    DoorError::OpenTime(_) => "open",
                    DoorError::Phase(_) => "phase",
                    DoorError::NotAPassage(_) | DoorError::Taken(_) => "at",
                };
                let hint = match err {
                    DoorError::NotAPassage(_) => ": put it on a gap between two open cells",
                    DoorError::Taken(_) => ": one door a passage",
                    _ => "",
                };
                Problem { spot: Spot::Door { index, field }, message: format!("door {}: {err}{hint}", index + 1) }
            })?;
        }
        Ok(doors)
    }
}

impl MazeSpec {
    /// The maze, with the marks of a drawn layout (or a labyrinth's two ends).
    pub(super) fn make(&self) -> Result<Drawing, Problem> {
        match self {
            MazeSpec::Generated(recipe) => Ok(Drawing { maze: generated(recipe)?, start: None, cheese: None }),
            MazeSpec::Labyrinth(recipe) => labyrinth_of(recipe),
            MazeSpec::Drawn { layout } => Layout::new(layout).read(),
            // `Level::check` builds these on their own graph.
            MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_) => {
                Err(Problem::field("maze", "a shaped maze has no square grid".into()))
            }
        }
    }
}

/// The maze `recipe` makes, its sides and braid checked first.
fn generated(recipe: &MazeRecipe) -> Result<Maze, Problem> {
    let MazeRecipe { width, height, braid: share, .. } = *recipe;
    for (name, side) in [("width", width), ("height", height)] {
        check_play_side(name, side.into()).map_err(|e| Problem::field(name, e.to_string()))?;
    }
    let (width, height) = check_size(width.into(), height.into()).map_err(size_problem)?;
    if !(0.0..=1.0).contains(&share) {
        let message = format!("braid {share} is out of range: allowed 0..=1 (the share of dead ends removed)");
        return Err(Problem::field("braid", message));
    }
    // Exactly as the game and the CLI make a maze from a seed: one recipe.
    MazeRecipe { width, height, ..*recipe }.build().map_err(size_problem)
}

/// The labyrinth of `recipe`'s perfect maze, its two ends marked as the start and the
/// cheese (where the level does not place them). Its doubled sides must be sides the game
/// plays; `braid` and `doors` are refused at their fields.
fn labyrinth_of(recipe: &MazeRecipe) -> Result<Drawing, Problem> {
    let refuse = |field: &'static str| {
        let message = format!(
            "a labyrinth (unicursal: true) is one path made from a perfect maze: leave out {field} (or unicursal)"
        );
        Err(Problem::field(field, message))
    };
    if recipe.braid != 0.0 {
        return refuse("braid");
    }
    if !recipe.doors.is_none() {
        return refuse("doors");
    }
    let (low, high) = (*PLAY_SIDES.start(), *PLAY_SIDES.end());
    for (name, side) in [("width", recipe.width), ("height", recipe.height)] {
        if !(low..=high / 2).contains(&side) {
            let message = format!(
                "{name} {side} makes a labyrinth {} cells a side, but the game plays {low}..={high}: allowed {low}..={} \
                 with unicursal (the labyrinth doubles each side)",
                u64::from(side) * 2,
                high / 2
            );
            return Err(Problem::field(name, message));
        }
    }
    let maze = labyrinth(&generated(recipe)?).map_err(|e| Problem::field("maze", e.to_string()))?;
    let end = |pos| Some(Mark { pos, spot: Spot::Field("maze") });
    Ok(Drawing { maze, start: end(ENDS.0), cheese: end(ENDS.1) })
}

/// The start or the cheese: the field if given (and inside the maze), else the mark, else
/// the corner; with the spot an error about it points at.
pub(super) fn place(
    field: &'static str,
    given: Option<Pos>,
    mark: Option<Mark>,
    corner: Pos,
    maze: &Maze,
) -> Result<(Pos, Spot), Problem> {
    match (given, mark) {
        (Some(pos), _) if !maze.contains(pos) => {
            let (w, h) = (maze.width(), maze.height());
            let message = format!("{field} {pos} is outside the {w}×{h} maze: x must be below {w}, y below {h}");
            Err(Problem::field(field, message))
        }
        (Some(pos), _) => Ok((pos, Spot::Field(field))),
        (None, Some(mark)) => Ok((mark.pos, mark.spot)),
        (None, None) => Ok((corner, Spot::Field("maze"))),
    }
}

pub(super) fn size_problem(err: MazeError) -> Problem {
    let field = match err {
        MazeError::BadSide { name, .. } => name,
        MazeError::TooManyCells { .. } => "width",
    };
    Problem::field(field, err.to_string())
}
