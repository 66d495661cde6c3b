//! mms `.num`: one line per cell, `X Y N E S W`, x from the west and y from the **south**, then
//! 1 for a wall and 0 for none on each side ([`super::walls`]). Any size: the largest x and y
//! give it. The start and goal are not stored: the contest convention holds
//! ([`super::MarkedMaze::contest`]). Blank lines are skipped.
//!
//! Reading is bounded: a line is at most [`MAX_LINE`] bytes and a file at most
//! [`MAX_NUM_CELLS`] cells and [`MAX_NUM_LINES`] lines (blank ones count), checked as the
//! lines arrive, so endless input fails early.
//!
//! ```
//! use mousemaze_maze::{Algorithm, formats::num};
//!
//! let maze = Algorithm::Prim.generate(5, 3, 7).unwrap();
//! let mut text = Vec::new();
//! num::write(&maze, &mut text).unwrap();
//! assert!(text.starts_with(b"0 0 "));
//! assert_eq!(num::read(&text[..]).unwrap(), maze);
//! let err = num::read(&b"0 0 1 1 1 1\n0 0 1 1 1 1\n"[..]).unwrap_err();
//! assert_eq!(err.to_string(), "line 2, column 1: cell x 0 y 0 is listed twice: each cell is listed once");
//! ```

use std::io::{self, BufRead, Read, Write};

use super::text::{ParseError, ReadError};
use super::walls::{Cell, WallTable, cell_walls};
use crate::{MAX_SIDE, Maze, Pos};

/// The longest line read, in bytes.
pub const MAX_LINE: usize = 120;
/// The most cells a `.num` file may hold (4 M, e.g. 2048×2048): each is a line of text.
pub const MAX_NUM_CELLS: u64 = 1 << 22;
/// The most lines a `.num` file may have, blank ones included: a line a cell and as many blank
/// lines, so that endless blank input (`yes ""`) ends too.
pub const MAX_NUM_LINES: u64 = 2 * MAX_NUM_CELLS;

/// One cell's line: where it is in the file, the cell, and its wall bits.
struct Listed {
    line: u32,
    cell: Cell,
    walls: u8,
}

/// Reads a `.num` file.
pub fn read(input: impl Read) -> Result<Maze, ReadError> {
    read_within(input, MAX_NUM_CELLS)
}

/// [`read`] for a maze of at most `max_cells` cells (and at most [`MAX_NUM_CELLS`]).
pub fn read_within(input: impl Read, max_cells: u64) -> Result<Maze, ReadError> {
    let max_cells = max_cells.min(MAX_NUM_CELLS);
    let mut input = io::BufReader::new(input);
    let mut listed: Vec<Listed> = Vec::new();
    let mut bytes = Vec::with_capacity(MAX_LINE + 1);
    let mut line = 0usize;
    let at = |line: usize, column: usize, message: String| ReadError::Parse(ParseError { line, column, message });
    loop {
        bytes.clear();
        line += 1;
        if input.by_ref().take(MAX_LINE as u64 + 1).read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        if line as u64 > MAX_NUM_LINES {
            let message = format!(
                "more than {MAX_NUM_LINES} lines: a .num file has one line a cell, at most {MAX_NUM_CELLS} cells, \
                 and as many blank lines (blank lines count too)"
            );
            return Err(at(line, 1, message));
        }
        if bytes.len() > MAX_LINE {
            return Err(at(line, MAX_LINE + 1, format!("a .num line is `X Y N E S W`, at most {MAX_LINE} characters")));
        }
        let Some(found) = parse_line(&bytes).map_err(|(column, message)| at(line, column, message))? else {
            continue;
        };
        if listed.len() as u64 >= max_cells {
            return Err(at(line, 1, format!("more than {max_cells} cells: a .num maze here has at most that many")));
        }
        listed.push(Listed { line: line as u32, cell: found.0, walls: found.1 });
    }
    // Past the loop `line` is one past the last line: a problem with no line of its own (a
    // cell not listed, the size) is told at the last line there is.
    let line = line.saturating_sub(1).max(1);
    let (Some(width), Some(height)) =
        (listed.iter().map(|l| l.cell.x + 1).max(), listed.iter().map(|l| l.cell.y + 1).max())
    else {
        return Err(at(1, 1, "no cells here: a .num file has one `X Y N E S W` line a cell".into()));
    };
    if u64::from(width) * u64::from(height) > max_cells {
        let message = format!("a {width}×{height} maze is over the {max_cells} cells a .num maze here may have");
        return Err(at(line, 1, message));
    }
    let mut table = WallTable::new(width, height).map_err(|e| at(line, 1, e.to_string()))?;
    let mut lines = vec![0u32; width as usize * height as usize];
    for cell in &listed {
        table.list(cell.cell, cell.walls).map_err(|p| at(cell.line as usize, 1, p.message))?;
        lines[(cell.cell.y * width + cell.cell.x) as usize] = cell.line;
    }
    table.finish().map_err(|problem| {
        // A cell not listed has no line: the message points past the end.
        let listed_at = lines[(problem.cell.y * width + problem.cell.x) as usize] as usize;
        at(if listed_at == 0 { line } else { listed_at }, 1, problem.message)
    })
}

/// One line: `None` if blank, else the cell and its walls; or the column (1-based) and what
/// is wrong.
fn parse_line(bytes: &[u8]) -> Result<Option<(Cell, u8)>, (usize, String)> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => return Err((e.valid_up_to() + 1, "a .num file is text: `X Y N E S W` lines".into())),
    };
    let fields: Vec<(usize, &str)> = text
        .split(|c: char| c.is_ascii_whitespace())
        .scan(0, |start, field| {
            let column = *start + 1;
            *start += field.len() + 1;
            Some((column, field))
        })
        .filter(|(_, f)| !f.is_empty())
        .collect();
    if fields.is_empty() {
        return Ok(None);
    }
    let end = text.trim_end().len() + 1;
    if fields.len() != 6 {
        let column = fields.get(6).map_or(end, |f| f.0);
        return Err((column, format!("a .num line is `X Y N E S W` (6 numbers); this one has {}", fields.len())));
    }
    let coordinate = |(column, field): (usize, &str)| match field.parse::<u32>() {
        Ok(n) if n < MAX_SIDE => Ok(n),
        _ => Err((column, format!("{} is not a coordinate: allowed 0..{MAX_SIDE}", crate::text::excerpt(field)))),
    };
    let cell = Cell { x: coordinate(fields[0])?, y: coordinate(fields[1])? };
    let mut walls = 0u8;
    for (k, &(column, field)) in fields[2..].iter().enumerate() {
        match field {
            "1" => walls |= 1 << k,
            "0" => {}
            _ => {
                let side = ["N", "E", "S", "W"][k];
                let shown = crate::text::excerpt(field);
                return Err((column, format!("{shown} is not a wall: the {side} side is 1 (a wall) or 0 (none)")));
            }
        }
    }
    Ok(Some((cell, walls)))
}

/// Writes `maze` as `.num` lines, x then y from the south-west cell.
pub fn write(maze: &Maze, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    if maze.len() as u64 > MAX_NUM_CELLS {
        let message = format!("a .num maze has at most {MAX_NUM_CELLS} cells; this one has {}", maze.len());
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    let mut out = io::BufWriter::new(out);
    for x in 0..maze.width() {
        for y in 0..maze.height() {
            let walls = cell_walls(maze, Pos::new(x, maze.height() - 1 - y));
            let bit = |k: u8| (walls >> k) & 1;
            writeln!(out, "{x} {y} {} {} {} {}", bit(0), bit(1), bit(2), bit(3))?;
        }
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_say_which_column() {
        let column = |text: &str| parse_line(text.as_bytes()).unwrap_err().0;
        assert_eq!(column("0 0 1 1 1"), 10);
        assert_eq!(column("0 0 1 1 1 1 1"), 13);
        assert_eq!(column("0 x 1 1 1 1"), 3);
        assert_eq!(column("0 0 1 2 1 1"), 7);
        assert_eq!(parse_line(b"  \r\n").unwrap(), None);
        assert_eq!(parse_line(b"3 2 1 0 0 1\r\n").unwrap(), Some((Cell { x: 3, y: 2 }, 1 | 8)));
    }

    #[test]
    fn endless_or_huge_input_fails_early() {
        assert!(read(io::repeat(b'0')).is_err());
        let far = read(&b"60000 60000 1 1 1 1\n"[..]).unwrap_err().to_string();
        assert!(far.contains("over the"), "{far}");
    }

    #[test]
    fn endless_blank_lines_count_against_the_limit() {
        // `(echo "0 0 1 1 1 1"; yes "")`: a cell, then blank lines without end.
        let endless = (&b"0 0 1 1 1 1\n"[..]).chain(io::repeat(b'\n'));
        let err = read(endless).unwrap_err().to_string();
        let past = MAX_NUM_LINES + 1;
        assert!(err.starts_with(&format!("line {past}, column 1: more than {MAX_NUM_LINES} lines")), "{err}");
    }
}
