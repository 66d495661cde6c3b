//! The turning rules on every shape: turns go round every way of every cell, and right after
//! a move `turn_around()` faces the way back.

use super::*;
use crate::maze::Algorithm;
use crate::maze::shape::generate::generate;
use crate::maze::shape::{Graph, Shape};

const SHAPES: [Shape; 6] = [
    Shape::Square { width: 5, height: 4 },
    Shape::Hex { width: 7, height: 6 },
    Shape::Hexagon { radius: 4 },
    Shape::Triangle { width: 9, height: 5 },
    Shape::Polar { rings: 7 },
    Shape::Polar { rings: 2 },
];

fn board(shape: Shape) -> ShapedBoard {
    let maze = generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, 5).unwrap();
    ShapedBoard::new(maze, 0, 1).unwrap()
}

#[test]
fn turns_go_round_every_way() {
    for shape in SHAPES {
        let board = board(shape);
        for cell in 0..board.cells() {
            let ways: Vec<usize> = board.ways(cell).iter().map(|w| w.0).collect();
            let sides = board.maze.graph().sides(cell as u32).len();
            assert_eq!(ways.len(), sides, "{shape} cell {cell}: a way a side");
            let mut distinct = ways.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), sides, "{shape} cell {cell}: each its own slot");
            for (turn, back) in
                [(Instruction::TurnRight, Instruction::TurnLeft), (Instruction::TurnLeft, Instruction::TurnRight)]
            {
                let mut seen = Vec::new();
                let mut heading = ways[0];
                for _ in 0..ways.len() {
                    seen.push(heading);
                    let next = board.turned(cell, heading, turn);
                    assert_eq!(board.turned(cell, next, back), heading, "{shape} cell {cell}: undone");
                    heading = next;
                }
                assert_eq!(heading, ways[0], "{shape} cell {cell}: round to where it began");
                seen.sort_unstable();
                let mut all = ways.clone();
                all.sort_unstable();
                assert_eq!(seen, all, "{shape} cell {cell}: every way once");
            }
        }
    }
}

#[test]
fn right_is_clockwise_as_drawn() {
    // On the square grid as a shape (slots N, E, S, W): right of north is east.
    let square = board(SHAPES[0]);
    let middle = 7; // (2, 1), four neighbours
    assert_eq!(square.turned(middle, 0, Instruction::TurnRight), 1);
    assert_eq!(square.turned(middle, 0, Instruction::TurnLeft), 3);
    assert_eq!(square.turned(middle, 0, Instruction::TurnAround), 2);
    assert_eq!(square.arrived(middle, 1, 8), 1, "straight on");
    // On hexes (slots E, SE, SW, W, NW, NE): 60° turns, and straight on keeps the slot.
    let hex = board(SHAPES[1]);
    let middle = 7 * 2 + 3;
    assert_eq!(hex.turned(middle, 0, Instruction::TurnRight), 1);
    assert_eq!(hex.turned(middle, 0, Instruction::TurnLeft), 5);
    assert_eq!(hex.turned(middle, 0, Instruction::TurnAround), 3);
}

#[test]
fn turning_around_after_a_move_faces_back() {
    for shape in SHAPES {
        let board = board(shape);
        for cell in 0..board.cells() {
            for (slot, _) in board.ways(cell) {
                let Some(next) = board.maze.neighbour(cell, slot) else { continue };
                let facing = board.arrived(cell, slot, next);
                let back = board.turned(next, facing, Instruction::TurnAround);
                assert_eq!(board.maze.neighbour(next, back), Some(cell), "{shape}: {cell} -> {next} by {slot}");
            }
        }
    }
}
