//! Resizing a shaped draft ([`super::ShapedEdit::Resize`]): the maze becomes one of the same
//! kind at the new size, keeping what keeps its place. Every kind the shaped editor draws can
//! be resized (a weave cannot be drawn, so there is none to resize); a change of kind is
//! refused ([`EditError::ResizeKind`]), and so is a size the game does not play
//! ([`EditError::ResizeSize`]).
//!
//! Which cell of the new maze a cell of the old one becomes, shape by shape, from the maze
//! library's numbering ([`cell_map`]):
//! - a rectangle of hexagons, a field of triangles, upsilon, zeta and a torus: the cell in
//!   the same column and row, if the new rectangle has it (cells are numbered row by row, and
//!   a hex row's shift and a triangle's pointing depend on its row and column only, so the
//!   cell keeps its neighbours through the same slots);
//! - floors: the same floor, column and row;
//! - a hexagon (a hex rectangle cut down round its centre, which moves as the radius
//!   changes): the cell at the same axial step from the centre, so the hexagon grows or
//!   shrinks round its centre;
//! - a circle: the same cell number. A ring's cell count depends on the rings inside it
//!   only, never on how many rings there are, so the inner rings are the same in both and
//!   numbered alike: growing keeps every cell, shrinking the rings that are left.
//!
//! A passage is kept when both of its cells are, and the kept cells are neighbours in the
//! new maze through the same slot (a torus's passage across its wrapped edge is not: the
//! edge moves). The new cells are walled in, as a square draft's are. The doors on kept
//! passages are kept. A start or cheese whose cell is kept stays there; one cut off moves to
//! the nearest cell inside, as on squares: on a rectangle (and floors) the column and row (and
//! floor) are clamped into it; on a hexagon and a circle it is the nearest kept cell by steps
//! through the old maze's cells, the lowest-numbered of the nearest (on a circle, the cell
//! straight in on the outer ring left). If both land in one cell, the cheese takes the cell
//! beside it, as on squares: the one west of it in its row (east in the first column); on a
//! hexagon or a circle, its lowest-numbered neighbour.
//!
//! ```
//! use mousemaze_core::content::level::edit::{ShapedDraft, ShapedEdit};
//! use mousemaze_core::content::level::shaped::LevelShape;
//!
//! let mut draft = ShapedDraft::empty(LevelShape::Hex { width: 5, height: 4 }).unwrap();
//! let bigger = draft.grown(1, 0).unwrap();
//! assert_eq!(bigger, LevelShape::Hex { width: 6, height: 4 });
//! assert!(draft.apply(ShapedEdit::Resize(bigger)).unwrap());
//! assert_eq!((draft.content().start, draft.content().cheese), (0, 22), "the cheese keeps its column and row");
//! assert!(draft.content().maze.is_open(0, 0) && !draft.content().maze.is_open(4, 0), "the new column is walled");
//! draft.undo();
//! assert_eq!(draft.content().maze.len(), 20);
//! let err = draft.apply(ShapedEdit::Resize(LevelShape::Polar { rings: 5 })).unwrap_err();
//! assert_eq!(err.to_string(),
//!     "a rectangle of hexagons resizes only to another rectangle of hexagons, not to a circle: the shape's kind stays");
//! ```

use std::mem::discriminant;

use super::{EditError, ShapedContent, ShapedDraft};
use crate::content::level::drawn_doors::{ShapedDoorError, forward_door};
use crate::content::level::shaped::LevelShape;
use crate::maze::doors::{CellDoor, CellDoors};
use crate::maze::shape::{Graph, NONE, Shape, ShapedMaze};

impl ShapedContent {
    /// The content at the size of `to`, a shape of the same kind (see the module); `Ok(false)`
    /// if it is the size already. Nothing changes when it is refused.
    pub(super) fn resize(&mut self, to: LevelShape) -> Result<bool, EditError> {
        let from = LevelShape::of_drawn(self.maze.graph().shape()).expect("a draft's shape can be drawn");
        if discriminant(&from) != discriminant(&to) {
            return Err(EditError::ResizeKind { from, to });
        }
        if from == to {
            return Ok(false);
        }
        to.check().map_err(|problem| EditError::ResizeSize { to, why: problem.message })?;
        let graph = Graph::new(to.shape()).map_err(|e| EditError::ResizeSize { to, why: e.to_string() })?;
        let old = self.maze.graph();
        let map = cell_map(old, &graph);
        let end = |cell: u32| map[cell as usize].unwrap_or_else(|| moved_in(old, &graph, &map, cell));
        let (start, mut cheese) = (end(self.start), end(self.cheese));
        if start == cheese {
            cheese = beside(&graph, cheese);
        }
        let mut maze = ShapedMaze::new(graph);
        for cell in 0..old.len() as u32 {
            for slot in 0..old.slots() {
                let forward = old.neighbours(cell)[slot] > cell;
                if forward
                    && self.maze.is_open(cell, slot)
                    && let Some((at, next)) = kept_passage(old, maze.graph(), &map, cell, slot)
                {
                    maze.carve(at, slot, next);
                }
            }
        }
        let mut kept: Vec<CellDoor> = (self.doors.iter())
            .filter_map(|door| {
                let (at, _) = kept_passage(old, maze.graph(), &map, door.cell, usize::from(door.slot))?;
                Some(forward_door(&maze, CellDoor { cell: at, ..*door }))
            })
            .collect();
        kept.sort_by_key(|door| (door.cell, door.slot));
        let mut doors = CellDoors::new(&maze);
        doors.add_all(&maze, kept).map_err(|e| EditError::ShapedDoor(ShapedDoorError::Door(e)))?;
        (self.maze, self.start, self.cheese, self.doors) = (maze, start, cheese, doors);
        Ok(true)
    }
}

impl ShapedDraft {
    /// The draft's shape one step bigger or smaller, for the editor's Ctrl+arrow keys: `dw`
    /// cells wider and `dh` cells taller (floors keep their count), or on a hexagon and a
    /// circle, whose one size is a radius or rings, `dw + dh` more of it. `None` where no
    /// such shape is: a size below zero or past `u32`. A size the game does not play is
    /// given all the same: [`ShapedEdit::Resize`](super::ShapedEdit::Resize) refuses it and
    /// says what is allowed.
    pub fn grown(&self, dw: i32, dh: i32) -> Option<LevelShape> {
        let shape = LevelShape::of_drawn(self.content().maze.graph().shape())?;
        let add = |value: u32, by: i32| value.checked_add_signed(by);
        let both = dw.checked_add(dh)?;
        Some(match shape {
            LevelShape::Hex { width, height } => LevelShape::Hex { width: add(width, dw)?, height: add(height, dh)? },
            LevelShape::Triangle { width, height } => {
                LevelShape::Triangle { width: add(width, dw)?, height: add(height, dh)? }
            }
            LevelShape::Upsilon { width, height } => {
                LevelShape::Upsilon { width: add(width, dw)?, height: add(height, dh)? }
            }
            LevelShape::Zeta { width, height } => LevelShape::Zeta { width: add(width, dw)?, height: add(height, dh)? },
            LevelShape::Torus { width, height } => {
                LevelShape::Torus { width: add(width, dw)?, height: add(height, dh)? }
            }
            LevelShape::Floors { width, height, floors } => {
                LevelShape::Floors { width: add(width, dw)?, height: add(height, dh)?, floors }
            }
            LevelShape::Hexagon { radius } => LevelShape::Hexagon { radius: add(radius, both)? },
            LevelShape::Polar { rings } => LevelShape::Polar { rings: add(rings, both)? },
            LevelShape::Weave { .. } => return None,
        })
    }
}

/// Where each cell of `old` is in `new`, a maze of the same kind of shape: `None` for a cell
/// cut off (see the module for each shape's rule).
pub(super) fn cell_map(old: &Graph, new: &Graph) -> Vec<Option<u32>> {
    let cells = 0..old.len() as u32;
    match (old.shape(), new.shape()) {
        (Shape::Floors { .. }, Shape::Floors { width, height, floors }) => {
            cells.map(|cell| floors_cell(old.floor(cell), old.place(cell), (width, height, floors))).collect()
        }
        (Shape::Hexagon { radius: from }, Shape::Hexagon { radius: to }) => {
            let mut new_cells = vec![NONE; (2 * to - 1).pow(2) as usize];
            for cell in 0..new.len() as u32 {
                new_cells[new.base_cell(cell) as usize] = cell;
            }
            cells.map(|cell| hexagon_cell(from, to, old.place(cell), &new_cells)).collect()
        }
        (Shape::Polar { .. }, Shape::Polar { .. }) => cells.map(|cell| polar_cell(cell, new.len())).collect(),
        (_, shape) => {
            let size = rectangle(shape).expect("a resize keeps the kind of shape");
            cells.map(|cell| grid_cell(old.place(cell), size)).collect()
        }
    }
}

/// The width and height of a shape numbered row by row, one floor.
fn rectangle(shape: Shape) -> Option<(u32, u32)> {
    match shape {
        Shape::Hex { width, height }
        | Shape::Triangle { width, height }
        | Shape::Upsilon { width, height }
        | Shape::Zeta { width, height }
        | Shape::Wrapped { width, height, .. } => Some((width, height)),
        _ => None,
    }
}

/// The cell in column `x`, row `y` of a `width`×`height` grid numbered row by row (hexes,
/// triangles, upsilon, zeta, a torus), if it has one.
fn grid_cell((x, y): (u32, u32), (width, height): (u32, u32)) -> Option<u32> {
    (x < width && y < height).then(|| y * width + x)
}

/// The cell on floor `floor`, column `x`, row `y` of `floors` floors of `width`×`height`,
/// numbered floor by floor, if there is one.
fn floors_cell(floor: u32, (x, y): (u32, u32), (width, height, floors): (u32, u32, u32)) -> Option<u32> {
    let on_floor = grid_cell((x, y), (width, height))?;
    (floor < floors).then(|| floor * width * height + on_floor)
}

/// The cell of a hexagon of radius `to` at the same axial step from its centre as the cell at
/// column `x`, row `y` of the hex rectangle a hexagon of radius `from` is cut from; its
/// rectangle cell `new_cells` numbers (NONE: cut off by the hexagon).
fn hexagon_cell(from: u32, to: u32, (x, y): (u32, u32), new_cells: &[u32]) -> Option<u32> {
    // Odd rows sit half a cell right ("odd-r"): the axial column is x - (y - (y & 1)) / 2.
    let axial = |x: i64, y: i64| (x - (y - (y & 1)) / 2, y);
    let centre = |radius: u32| axial(i64::from(radius) - 1, i64::from(radius) - 1);
    let ((q, r), (q0, r0), (q1, r1)) = (axial(x.into(), y.into()), centre(from), centre(to));
    let (q, r) = (q - q0 + q1, r - r0 + r1);
    let (x, side) = (q + (r - (r & 1)) / 2, i64::from(2 * to - 1));
    if !(0..side).contains(&x) || !(0..side).contains(&r) {
        return None;
    }
    Some(new_cells[(r * side + x) as usize]).filter(|&cell| cell != NONE)
}

/// The cell of a circle of `new_len` cells that `cell` of another circle is: the same one, as
/// the inner rings are the same whatever the count (see the module).
fn polar_cell(cell: u32, new_len: usize) -> Option<u32> {
    ((cell as usize) < new_len).then_some(cell)
}

/// The passage through `slot` of `cell` of `old`, in `new`: its kept cell and the neighbour
/// through the same slot, if that is where the old neighbour went.
fn kept_passage(old: &Graph, new: &Graph, map: &[Option<u32>], cell: u32, slot: usize) -> Option<(u32, u32)> {
    let next = *old.neighbours(cell).get(slot).filter(|&&n| n != NONE)?;
    let (at, there) = (map[cell as usize]?, map[next as usize]?);
    (new.neighbours(at)[slot] == there).then_some((at, there))
}

/// The nearest cell of `new` to `cell` of `old`, which is cut off: clamped into a rectangle
/// (and its floors), or on a hexagon and a circle the nearest kept one (see the module).
fn moved_in(old: &Graph, new: &Graph, map: &[Option<u32>], cell: u32) -> u32 {
    let (x, y) = old.place(cell);
    let clamp = |(width, height): (u32, u32)| (x.min(width - 1), y.min(height - 1));
    let clamped = match new.shape() {
        Shape::Floors { width, height, floors } => {
            floors_cell(old.floor(cell).min(floors - 1), clamp((width, height)), (width, height, floors))
        }
        shape => rectangle(shape).and_then(|size| grid_cell(clamp(size), size)),
    };
    clamped.unwrap_or_else(|| nearest_kept(old, map, cell))
}

/// The kept cell fewest steps from `cell` through the cells of `old` (walls aside), the
/// lowest-numbered of them in the new maze; found ring by ring of steps, no recursion.
fn nearest_kept(old: &Graph, map: &[Option<u32>], cell: u32) -> u32 {
    let mut seen = vec![false; old.len()];
    seen[cell as usize] = true;
    let mut ring = vec![cell];
    while !ring.is_empty() {
        if let Some(best) = ring.iter().filter_map(|&c| map[c as usize]).min() {
            return best;
        }
        let mut next = Vec::new();
        for &c in &ring {
            for n in old.neighbours(c).into_iter().filter(|&n| n != NONE) {
                if !std::mem::replace(&mut seen[n as usize], true) {
                    next.push(n);
                }
            }
        }
        ring = next;
    }
    // A hexagon's and a circle's centre is always kept, and their cells all reach it.
    unreachable!("the old maze's cells all reach a kept cell")
}

/// The cell the cheese takes when the start is moved onto it too: the one west of `cell`
/// in its row (east in the first column), on a hexagon and a circle its lowest-numbered
/// neighbour.
fn beside(new: &Graph, cell: u32) -> u32 {
    let (x, y) = new.place(cell);
    let x = if x > 0 { x - 1 } else { x + 1 };
    match new.shape() {
        Shape::Floors { width, height, floors } => floors_cell(new.floor(cell), (x, y), (width, height, floors)),
        shape => rectangle(shape).and_then(|size| grid_cell((x, y), size)),
    }
    .unwrap_or_else(|| new.neighbours(cell).into_iter().filter(|&n| n != NONE).min().expect("a cell has neighbours"))
}
