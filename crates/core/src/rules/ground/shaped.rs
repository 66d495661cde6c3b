//! A maze of hexagons, triangles or rings as the rules' ground: cells numbered as the model
//! numbers them, ways its slots, doors [`CellDoors`], and keys that mean a way by the shape:
//!
//! - a [`ShapeKey::Slot`]: that side of the cell (a hex's six keys);
//! - a [`ShapeKey::Toward`] a screen direction (the arrows, two at once a diagonal): the open
//!   way whose neighbour's centre lies nearest it, within about 70°;
//! - on a circle: out, in, clockwise and anticlockwise around the ring; where a ring splits
//!   in two, `Out` is the anticlockwise way out and `OutClockwise` the clockwise one. At the
//!   centre every way leads out, so Out, Clockwise, In, Anticlockwise and OutClockwise take
//!   the first, second, third, next-to-last and last open one: each of five is one key away.

use super::Ground;
use crate::maze::doors::{CellDoors, Clock};
use crate::maze::model::Cells;
use crate::maze::shape::solve::walk;
use crate::maze::shape::{Shape, ShapedMaze};
use crate::maze::{Dir, SolveError, Solver};
use crate::rules::fnv;
use crate::rules::rivals::RivalKind;

/// A key on a maze of another shape (see the module).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeKey {
    /// Through this slot of the cell (on hexes: E, SE, SW, W, NW, NE).
    Slot(u8),
    /// Towards this screen direction, each part −1, 0 or 1 (y grows downwards).
    Toward { x: i8, y: i8 },
    /// On a circle: outwards (the anticlockwise one where the ring splits).
    Out,
    /// On a circle: outwards, the clockwise one of two.
    OutClockwise,
    /// On a circle: inwards.
    In,
    /// On a circle: around the ring, clockwise.
    Clockwise,
    /// On a circle: around the ring, anticlockwise.
    Anticlockwise,
}

impl ShapeKey {
    /// An arrow key as a screen direction.
    pub fn arrow(dir: Dir) -> ShapeKey {
        let (x, y) = dir.delta();
        ShapeKey::Toward { x: x as i8, y: y as i8 }
    }
}

impl Ground for ShapedMaze {
    type Cell = u32;
    type Way = usize;
    type Key = ShapeKey;
    type Doors = CellDoors;

    fn index(&self, cell: u32) -> usize {
        cell as usize
    }

    fn cell(&self, index: usize) -> u32 {
        index as u32
    }

    fn stride(&self) -> u32 {
        0
    }

    fn number(cell: u32, _: u32) -> usize {
        cell as usize
    }

    fn slot(way: usize) -> usize {
        way
    }

    fn way(slot: usize) -> usize {
        slot
    }

    fn key_way(&self, cell: u32, key: ShapeKey) -> Option<usize> {
        let at = cell as usize;
        let open = |slot: usize| slot < self.slots() && Cells::is_open(self, at, slot);
        let graph = self.graph();
        if !matches!(graph.shape(), Shape::Polar { .. }) {
            return match key {
                ShapeKey::Slot(slot) => open(usize::from(slot)).then_some(usize::from(slot)),
                ShapeKey::Toward { x, y } => nearest_open(self, at, f64::from(x), f64::from(y)),
                _ => None,
            };
        }
        // A circle: the centre's slots all lead out; a ring cell's 3.. do.
        let centre = graph.place(cell).1 == 0;
        let outs = if centre { 0..6 } else { 3..6 };
        match key {
            ShapeKey::Slot(slot) => open(usize::from(slot)).then_some(usize::from(slot)),
            ShapeKey::Out => outs.clone().find(|&s| open(s)),
            ShapeKey::OutClockwise => outs.rev().find(|&s| open(s)),
            ShapeKey::Clockwise | ShapeKey::In | ShapeKey::Anticlockwise if centre => {
                let ways: Vec<usize> = outs.filter(|&s| open(s)).collect();
                let nth = match key {
                    ShapeKey::Clockwise => 1,
                    ShapeKey::In => 2,
                    _ => ways.len().checked_sub(2)?,
                };
                ways.get(nth).copied()
            }
            ShapeKey::Clockwise => open(0).then_some(0),
            ShapeKey::Anticlockwise => open(1).then_some(1),
            ShapeKey::In => open(2).then_some(2),
            ShapeKey::Toward { .. } => None,
        }
    }

    fn way_key(way: usize) -> ShapeKey {
        ShapeKey::Slot(way as u8)
    }

    fn start_facing(&self, start: u32) -> usize {
        (0..self.slots()).find(|&slot| Cells::is_open(self, start as usize, slot)).unwrap_or(0)
    }

    /// Straight on: the way on the far side, and on a weave the tunnel that way if it is the
    /// open one (a tunnel's slot is its side's plus four), so a run goes on into a tunnel and
    /// out of one as along any corridor.
    fn ahead(&self, cell: u32, arriving: usize) -> Option<usize> {
        if !self.graph().is_woven() {
            return self.straight_on(cell as usize, arriving);
        }
        Some(self.side_way(cell, arriving % 4))
    }

    fn apart(&self, a: usize, b: usize) -> u32 {
        let graph = self.graph();
        (graph.centre(a as u32).distance(graph.centre(b as u32)) * 100.0) as u32
    }

    fn near(&self, a: u32, b: u32, cells: u32) -> bool {
        self.apart(a as usize, b as usize) <= cells.saturating_mul(100)
    }

    fn print(&self) -> u64 {
        // The maze's own print counts the shape's name, its cells and its passages; its sizes
        // tell a 9×4 field from a 4×9 one.
        let sizes = match self.graph().shape() {
            Shape::Square { width, height }
            | Shape::Hex { width, height }
            | Shape::Triangle { width, height }
            | Shape::Zeta { width, height }
            | Shape::Upsilon { width, height } => [width, height],
            Shape::Hexagon { radius } => [radius, 0],
            Shape::Polar { rings } => [rings, 0],
            // The floors and the edges joined in the high bits of the height (a side is at
            // most 65535).
            Shape::Floors { width, height, floors } => [width, height | floors << 16],
            Shape::Wrapped { width, height, wrap } => [width, height | (wrap.x() as u32 + 2 * wrap.y() as u32) << 16],
        };
        fnv([self.fingerprint(), sizes[0].into(), sizes[1].into()])
    }

    fn cell_numbers(cell: u32) -> impl Iterator<Item = u64> {
        std::iter::once(u64::from(cell))
    }

    fn no_doors(&self) -> CellDoors {
        CellDoors::new(self)
    }

    fn door_count(doors: &CellDoors) -> usize {
        doors.len()
    }

    fn doors_of(doors: &CellDoors) -> impl Iterator<Item = (u32, usize, Clock)> + '_ {
        doors.iter().map(|door| (door.cell, usize::from(door.slot), door.clock()))
    }

    fn door_clock_at(&self, doors: &CellDoors, cell: u32, way: usize) -> Option<Clock> {
        doors.clock(self, cell as usize, way)
    }

    fn door_at(&self, doors: &CellDoors, cell: u32, way: usize) -> Option<usize> {
        let wanted = doors.door(self, cell as usize, way)?;
        doors.iter().position(|door| std::ptr::eq(door, wanted))
    }

    fn door_place(&self, doors: &CellDoors, door: usize) -> Option<(u32, usize)> {
        doors.iter().nth(door).map(|door| (door.cell, usize::from(door.slot)))
    }

    fn unreachable(&self, _: u32, _: u32) -> SolveError {
        SolveError::NoRoute { solver: Solver::Bfs }
    }

    fn rival_walk(&self, kind: RivalKind, start: u32, goal: u32) -> Option<Vec<u32>> {
        match kind {
            RivalKind::None => Some(Vec::new()),
            RivalKind::Sprinter => self.shortest_route(start, &[goal]),
            RivalKind::Explorer => walk(self, Solver::Tremaux, start, goal).ok(),
            RivalKind::Smeller => smell_walk(self, start, goal),
        }
    }
}

/// The open way of cell `at` whose neighbour's centre lies nearest the screen direction
/// `(x, y)`, within about 70°.
fn nearest_open(maze: &ShapedMaze, at: usize, x: f64, y: f64) -> Option<usize> {
    let graph = maze.graph();
    let length = x.hypot(y);
    if length == 0.0 {
        return None;
    }
    let mut best: Option<(usize, f64)> = None;
    maze.each_open(at, |slot, _| {
        // Where the way leads on screen: across a wrapped edge, on past it (stairs: nowhere).
        let Some(step) = graph.way_step(at as u32, slot) else { return };
        let (dx, dy) = (step.x, step.y);
        let cos = (dx * x + dy * y) / (dx.hypot(dy) * length);
        if cos > 0.34 && best.is_none_or(|(_, b)| cos > b) {
            best = Some((slot, cos));
        }
    });
    best.map(|(slot, _)| slot)
}

/// The smeller's walk: depth first, at each cell the unvisited open ways whose neighbour lies
/// nearer the cheese first, walking back out of dead ends (no recursion).
fn smell_walk(maze: &ShapedMaze, start: u32, goal: u32) -> Option<Vec<u32>> {
    let graph = maze.graph();
    let cheese = graph.centre(goal);
    let mut seen = vec![false; maze.len()];
    let mut stack = vec![start as usize];
    let mut walked = vec![start];
    seen[start as usize] = true;
    while let Some(&cell) = stack.last() {
        if cell == goal as usize {
            return Some(walked);
        }
        let mut next: Option<(usize, f64)> = None;
        maze.each_open(cell, |_, n| {
            let smell = graph.centre(n as u32).distance(cheese);
            if !seen[n] && next.is_none_or(|(_, best)| smell < best) {
                next = Some((n, smell));
            }
        });
        match next {
            Some((n, _)) => {
                seen[n] = true;
                stack.push(n);
                walked.push(n as u32);
            }
            None => {
                stack.pop();
                walked.extend(stack.last().map(|&back| back as u32));
            }
        }
    }
    None
}
