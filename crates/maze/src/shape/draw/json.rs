//! JSON: the maze as a graph any program can read, whatever its shape:
//! `{"shape": "hex", "cells": N, "neighbours": [[ids…] per cell], "passages": [[a, b]…],
//! "start": id, "goal": id, "route": [ids…]}` (the route only when there is one).
//! Neighbours are listed in slot order; each passage once, lower cell first.

use std::io::{self, Write};

use crate::shape::{NONE, ShapedMaze};

/// Writes `maze` with its ends and, if given, its route.
pub fn write(maze: &ShapedMaze, start: u32, goal: u32, route: Option<&[u32]>, out: &mut dyn Write) -> io::Result<()> {
    let graph = maze.graph();
    write!(out, "{{\"shape\": \"{}\", \"cells\": {}, \"neighbours\": [", graph.shape().name(), maze.len())?;
    for cell in 0..maze.len() as u32 {
        let ids: Vec<String> = graph.neighbours(cell).iter().filter(|&&n| n != NONE).map(u32::to_string).collect();
        write!(out, "{}[{}]", if cell > 0 { ", " } else { "" }, ids.join(", "))?;
    }
    write!(out, "], \"passages\": [")?;
    for (i, (a, b)) in maze.passages().enumerate() {
        write!(out, "{}[{a}, {b}]", if i > 0 { ", " } else { "" })?;
    }
    write!(out, "], \"start\": {start}, \"goal\": {goal}")?;
    if let Some(route) = route {
        let ids: Vec<String> = route.iter().map(u32::to_string).collect();
        write!(out, ", \"route\": [{}]", ids.join(", "))?;
    }
    writeln!(out, "}}")
}
