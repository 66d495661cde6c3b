//! ASCII for square mazes that leave cells out (a mask's, a sparse maze's culled cells): the
//! `+---+` drawing of the square exports, a cell left out drawn blank and outside (no wall
//! between two such cells, a wall round the kept ones, lines without trailing blanks), `S` and `G` at the ends and `*` on
//! the route's cells. Other shapes have no text drawing.
//!
//! ```
//! use mousemaze_maze::shape::draw::ascii::write_square;
//! use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
//!
//! let mut maze = ShapedMaze::new(Graph::new(Shape::Square { width: 3, height: 1 }).unwrap().keeping(|c| c != 2));
//! maze.carve_between(0, 1);
//! let mut out = Vec::new();
//! write_square(&maze, (0, 1), None, &mut out).unwrap();
//! assert_eq!(String::from_utf8(out).unwrap(), "+---+---+\n| S   G |\n+---+---+\n");
//! ```

use std::io::{self, Write};

use crate::shape::{NONE, Shape, ShapedMaze};

/// Writes a maze on square cells as text; an error for another shape.
pub fn write_square(maze: &ShapedMaze, ends: (u32, u32), route: Option<&[u32]>, out: &mut dyn Write) -> io::Result<()> {
    let graph = maze.graph();
    let Shape::Square { width, height } = graph.base() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "only square cells have a text drawing"));
    };
    let (w, h) = (width as usize, height as usize);
    // The maze's cell at each place of the square grid, or NONE.
    let mut at = vec![NONE; w * h];
    for cell in 0..maze.len() as u32 {
        at[graph.base_cell(cell) as usize] = cell;
    }
    let mut on_route = vec![false; maze.len()];
    for &cell in route.unwrap_or(&[]) {
        on_route[cell as usize] = true;
    }
    let cell = |x: usize, y: usize| if x < w && y < h { at[y * w + x] } else { NONE };
    // Whether a wall stands between two places (either may be off the grid).
    let wall = |a: u32, b: u32| match (a, b) {
        (NONE, NONE) => false,
        (NONE, _) | (_, NONE) => true,
        (a, b) => !maze.open_neighbours(a).any(|n| n == b),
    };
    let left = |x: usize| x.wrapping_sub(1);
    let mut line = String::with_capacity(4 * w + 2);
    for y in 0..=h {
        line.clear();
        for x in 0..=w {
            let around = [cell(left(x), left(y)), cell(x, left(y)), cell(left(x), y), cell(x, y)];
            line.push(if around.iter().any(|&c| c != NONE) { '+' } else { ' ' });
            if x < w {
                line.push_str(if wall(cell(x, left(y)), cell(x, y)) { "---" } else { "   " });
            }
        }
        writeln!(out, "{}", line.trim_end())?;
        if y == h {
            break;
        }
        line.clear();
        for x in 0..=w {
            line.push(if wall(cell(left(x), y), cell(x, y)) { '|' } else { ' ' });
            if x < w {
                let c = cell(x, y);
                line.push_str(match c {
                    NONE => "   ",
                    c if c == ends.0 => " S ",
                    c if c == ends.1 => " G ",
                    c if on_route[c as usize] => " * ",
                    _ => "   ",
                });
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}
