//! JSON: the maze as a graph any program can read, whatever its shape:
//! `{"shape": "hex", "cells": N, "neighbours": [[ids…] per cell], "passages": [[a, b]…],
//! "doors": [{"cells": [a, b], "period": P, "open": O, "phase": F}…], "start": id, "goal": id,
//! "route": [ids…]}` (the doors only when there are some, the route only when there is one).
//! A weave (`"shape": "weave"`) also lists its tunnels after the doors, `"tunnels": [[a, b,
//! under]…]`: each a passage (in `"passages"` too) between `a` < `b` under the cell `under`.
//! Neighbours are listed in slot order; each passage once, lower cell first, and each door by
//! its passage's cells the same way, in passage order, with its timing in ticks (open at tick
//! `t` when `(t + phase) mod period < open`). Written once over the maze model
//! ([`write_cells_with_doors`]), so a square grid writes the same way.
//!
//! Some kinds say more after `"cells"`: wrapped squares `"wrap": "x"`, `"y"` or `"xy"` (the
//! passages across an edge are ordinary passages), floors `"floors": F, "floor": [f…]` (each
//! cell's floor, 0 the lowest; the stairs are ordinary passages).

use std::io::{self, Write};

use crate::doors::CellDoors;
use crate::model::Cells;
use crate::shape::{Graph, Shape, ShapedMaze};

/// Writes `maze` with its ends and, if given, its route.
pub fn write(maze: &ShapedMaze, start: u32, goal: u32, route: Option<&[u32]>, out: &mut dyn Write) -> io::Result<()> {
    write_with_doors(maze, (start, goal), route, &CellDoors::new(maze), out)
}

/// Writes `maze` with its doors (listed when there are some), its ends and, if given, its route.
///
/// ```
/// use mousemaze_maze::doors::{CellDoor, CellDoors};
/// use mousemaze_maze::shape::{Graph, Shape, ShapedMaze, draw::json};
///
/// let mut maze = ShapedMaze::new(Graph::new(Shape::Triangle { width: 2, height: 1 }).unwrap());
/// maze.carve_between(0, 1);
/// let mut doors = CellDoors::new(&maze);
/// doors.add(&maze, CellDoor { cell: 1, slot: 0, period: 300, open: 120, phase: 7 }).unwrap();
/// let mut out = Vec::new();
/// json::write_with_doors(&maze, (0, 1), None, &doors, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(text.contains(r#""passages": [[0, 1]], "doors": [{"cells": [0, 1], "period": 300, "open": 120, "phase": 7}], "start": 0"#), "{text}");
/// ```
pub fn write_with_doors(
    maze: &ShapedMaze,
    ends: (u32, u32),
    route: Option<&[u32]>,
    doors: &CellDoors,
    out: &mut dyn Write,
) -> io::Result<()> {
    let graph = maze.graph();
    let kind =
        Kind { name: graph.kind_name(), fields: kind_fields(graph), tunnels: graph.is_woven().then(|| maze.tunnels()) };
    write_described(maze, &kind, ends, route, Some(doors), out)
}

/// What the JSON says of a maze's kind: its name, what it says after `"cells"` (each field
/// with its leading comma) and a weave's tunnels (`[a, b, under]` each, after the doors).
struct Kind<'a> {
    name: &'a str,
    fields: String,
    tunnels: Option<Vec<[u32; 3]>>,
}

/// What a kind says after `"cells"` (see the module's text): nothing for most shapes.
///
/// ```
/// use mousemaze_maze::shape::{Graph, Shape, ShapedMaze, draw::json};
///
/// let maze = ShapedMaze::new(Graph::new(Shape::Floors { width: 2, height: 1, floors: 2 }).unwrap());
/// let mut out = Vec::new();
/// json::write(&maze, 0, 3, None, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(text.starts_with(r#"{"shape": "floors", "cells": 4, "floors": 2, "floor": [0, 0, 1, 1], "neighbours""#), "{text}");
/// ```
fn kind_fields(graph: &Graph) -> String {
    match graph.shape() {
        Shape::Wrapped { wrap, .. } => format!(", \"wrap\": \"{wrap}\""),
        Shape::Floors { floors, .. } => {
            let each: Vec<String> = (0..graph.len() as u32).map(|cell| graph.floor(cell).to_string()).collect();
            format!(", \"floors\": {floors}, \"floor\": [{}]", each.join(", "))
        }
        _ => String::new(),
    }
}

/// Writes a maze of any shape ([`Cells`]; the square grid too, as `"square"`) with its ends
/// and, if given, its route.
///
/// ```
/// use mousemaze_maze::Algorithm;
/// use mousemaze_maze::shape::draw::json::write_cells;
///
/// let maze = Algorithm::Kruskal.generate(2, 1, 1).unwrap();
/// let mut out = Vec::new();
/// write_cells(&maze, "square", (0, 1), None, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text, "{\"shape\": \"square\", \"cells\": 2, \"neighbours\": [[1], [0]], \"passages\": [[0, 1]], \"start\": 0, \"goal\": 1}\n");
/// ```
pub fn write_cells<M: Cells>(
    maze: &M,
    shape: &str,
    ends: (u32, u32),
    route: Option<&[u32]>,
    out: &mut dyn Write,
) -> io::Result<()> {
    write_cells_with_doors(maze, shape, ends, route, None, out)
}

/// Writes a maze of any shape ([`Cells`]) with its doors, if any ([`CellDoors`], listed
/// when there are some: a square grid's too), its ends and, if given, its route.
pub fn write_cells_with_doors<M: Cells>(
    maze: &M,
    shape: &str,
    ends: (u32, u32),
    route: Option<&[u32]>,
    doors: Option<&CellDoors>,
    out: &mut dyn Write,
) -> io::Result<()> {
    write_described(maze, &Kind { name: shape, fields: String::new(), tunnels: None }, ends, route, doors, out)
}

/// [`write_cells_with_doors`] with what `kind` says more: fields after `"cells"`, a weave's
/// `"tunnels"` after the doors.
fn write_described<M: Cells>(
    maze: &M,
    kind: &Kind,
    (start, goal): (u32, u32),
    route: Option<&[u32]>,
    doors: Option<&CellDoors>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let (shape, fields) = (kind.name, &kind.fields);
    write!(out, "{{\"shape\": \"{shape}\", \"cells\": {}{fields}, \"neighbours\": [", maze.len())?;
    for cell in 0..maze.len() {
        let mut ids = Vec::new();
        maze.each_neighbour(cell, |_, n| ids.push(n.to_string()));
        write!(out, "{}[{}]", if cell > 0 { ", " } else { "" }, ids.join(", "))?;
    }
    write!(out, "], \"passages\": [")?;
    let mut first = true;
    for a in 0..maze.len() {
        let open = maze.open_ways(a);
        let mut passages = Vec::new();
        maze.each_neighbour(a, |slot, b| {
            if open & (1 << slot) != 0 && a < b {
                passages.push(b);
            }
        });
        for b in passages {
            write!(out, "{}[{a}, {b}]", if first { "" } else { ", " })?;
            first = false;
        }
    }
    write!(out, "]")?;
    if let Some(doors) = doors.filter(|d| !d.is_empty()) {
        write!(out, ", \"doors\": [")?;
        let mut first = true;
        for door in doors.iter() {
            let (a, slot) = (door.cell as usize, usize::from(door.slot));
            // A door of another maze's cells is left out.
            let Some(b) = (a < maze.len() && slot < maze.slots()).then(|| maze.neighbour(a, slot)).flatten() else {
                continue;
            };
            let (period, open, phase) = (door.period, door.open, door.phase);
            let cells = (a.min(b), a.max(b));
            write!(
                out,
                "{}{{\"cells\": [{}, {}], \"period\": {period}, \"open\": {open}, \"phase\": {phase}}}",
                if first { "" } else { ", " },
                cells.0,
                cells.1
            )?;
            first = false;
        }
        write!(out, "]")?;
    }
    if let Some(tunnels) = &kind.tunnels {
        let listed: Vec<String> = tunnels.iter().map(|[a, b, under]| format!("[{a}, {b}, {under}]")).collect();
        write!(out, ", \"tunnels\": [{}]", listed.join(", "))?;
    }
    write!(out, ", \"start\": {start}, \"goal\": {goal}")?;
    if let Some(route) = route {
        let ids: Vec<String> = route.iter().map(u32::to_string).collect();
        write!(out, ", \"route\": [{}]", ids.join(", "))?;
    }
    writeln!(out, "}}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;
    use crate::shape::generate::generate_braided;
    use crate::shape::{Graph, NONE, Shape};

    /// The writer as it was before it was written over the model, from the graph's own
    /// neighbours and passages.
    fn by_graph(maze: &ShapedMaze, start: u32, goal: u32, route: &[u32]) -> String {
        let graph = maze.graph();
        let mut out =
            format!("{{\"shape\": \"{}\", \"cells\": {}, \"neighbours\": [", graph.shape().name(), maze.len());
        for cell in 0..maze.len() as u32 {
            let ids: Vec<String> = graph.neighbours(cell).iter().filter(|&&n| n != NONE).map(u32::to_string).collect();
            out += &format!("{}[{}]", if cell > 0 { ", " } else { "" }, ids.join(", "));
        }
        out += "], \"passages\": [";
        for (i, (a, b)) in maze.passages().enumerate() {
            out += &format!("{}[{a}, {b}]", if i > 0 { ", " } else { "" });
        }
        let ids: Vec<String> = route.iter().map(u32::to_string).collect();
        out + &format!("], \"start\": {start}, \"goal\": {goal}, \"route\": [{}]}}\n", ids.join(", "))
    }

    #[test]
    fn every_shape_writes_what_the_graph_wrote() {
        let shapes = [
            Shape::Square { width: 5, height: 4 },
            Shape::Hex { width: 6, height: 5 },
            Shape::Hexagon { radius: 3 },
            Shape::Triangle { width: 7, height: 4 },
            Shape::Polar { rings: 5 },
        ];
        for shape in shapes {
            let maze = generate_braided(Graph::new(shape).unwrap(), Algorithm::Prim, 4, 0.5).unwrap();
            let (start, goal, route) = (0, maze.len() as u32 - 1, [0, 1, 2]);
            let mut out = Vec::new();
            write(&maze, start, goal, Some(&route), &mut out).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), by_graph(&maze, start, goal, &route), "{shape}");
        }
    }
}
