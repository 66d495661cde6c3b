//! Saving a draft into the file it came from, by one rule: only the edited fields' values
//! change (a field the file leaves out is added before the level's closing `)`); every other
//! byte stays. So every comment stays, and so does every line ending: new text uses the
//! file's own (`\r\n` in a CRLF file). A comment inside a value that is replaced (a door in
//! a `doors` list, a note inside `Generated(…)` or `Shaped(…)`) is moved, as it is, to the
//! line before the field (after its colon if comments sit between the two, so comments keep
//! their order). What cannot be changed this way is refused with the reason, never guessed
//! at: [`keeps_its_text`] checks the result keeps the comments and the line endings, and the
//! writer reads it back as the level before it replaces anything.
//!
//! Both drafts save by this rule through [`splice_fields`]: the square one ([`splice`]) and
//! the shaped one, each saying which of its maze's fields changed and to what.

use super::error::SpliceError;
use super::values::{door_set, doors_value, layout, normal, par_value, pos_value, quoted, rival_value};
use super::{Content, Source};
use crate::content::level::source::{literal_end, top_field, value_end};
use crate::content::level::{MazeSpec, Rival};
use crate::maze::doors::Door;
use crate::maze::recipe::MazeRecipe;

/// What every level says besides its maze, as a draft holds it: the fields both drafts
/// edit alike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Common<'a> {
    pub name: &'a str,
    pub rival: Option<Rival>,
    pub par_seconds: Option<f32>,
    pub fog: bool,
}

impl Content {
    fn common(&self) -> Common<'_> {
        Common { name: &self.name, rival: self.rival, par_seconds: self.par_seconds, fog: self.fog }
    }
}

/// `text`, the file a draft came from, changed by the one rule of the [module docs](self):
/// the values of `maze` (the maze's fields that changed, with their new values) and of the
/// common fields that differ from `was` replaced, or added when the file leaves them out;
/// refused if the result would not keep the file's comments and line endings.
pub(super) fn splice_fields(
    text: &str,
    was: Common,
    now: Common,
    maze: Vec<(&str, String)>,
) -> Result<String, SpliceError> {
    let mut fields: Vec<(&str, String)> = Vec::new();
    if now.name != was.name {
        fields.push(("name", quoted(now.name)));
    }
    fields.extend(maze);
    if now.rival != was.rival {
        fields.push(("rival", rival_value(now.rival)));
    }
    if now.par_seconds != was.par_seconds {
        fields.push(("par_seconds", par_value(now.par_seconds)));
    }
    if now.fog != was.fog {
        fields.push(("fog", now.fog.to_string()));
    }
    let spliced = replace_fields(text, &fields)?;
    keeps_its_text(text, &spliced)?;
    Ok(spliced)
}

/// The square draft's file with the values of the edited fields replaced, or why it cannot be.
pub(super) fn splice(source: &Source, c: &Content) -> Result<String, SpliceError> {
    let (text, was) = (&source.text, &source.content);
    let (board, was_board) = (&c.board, &was.board);
    let mut fields: Vec<(&str, String)> = Vec::new();
    let ends_moved = (board.start, board.goal) != (was_board.start, was_board.goal);
    let doors_changed = door_set(board.doors.iter()) != door_set(was_board.doors.iter());
    let stays_generated = match source.level.maze {
        MazeSpec::Generated(MazeRecipe { doors: amount, .. })
        | MazeSpec::Labyrinth(MazeRecipe { doors: amount, .. }) => {
            let placed = door_set(&source.placed_doors);
            let all = door_set(board.doors.iter());
            board.maze == was_board.maze
                && (amount.is_none() || (!ends_moved && placed.iter().all(|d| all.contains(d))))
        }
        MazeSpec::Drawn { .. } | MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_) => false,
    };
    if stays_generated {
        for (field, pos, old) in [("start", board.start, was_board.start), ("cheese", board.goal, was_board.goal)] {
            if pos != old {
                fields.push((field, pos_value(pos)));
            }
        }
        if doors_changed {
            let placed = door_set(&source.placed_doors);
            let hand: Vec<Door> = board.doors.iter().copied().filter(|d| !placed.contains(&normal(*d))).collect();
            fields.push(("doors", doors_value(&hand)));
        }
    } else {
        if board.maze != was_board.maze
            || ends_moved
            || matches!(source.level.maze, MazeSpec::Generated(_) | MazeSpec::Labyrinth(_))
        {
            fields.push(("maze", format!("Drawn(layout: \"{}\")", layout(c))));
            for (field, pos) in [("start", board.start), ("cheese", board.goal)] {
                if top_field(text, field).is_some() {
                    fields.push((field, pos_value(pos)));
                }
            }
        }
        let generated_doors =
            matches!(source.level.maze, MazeSpec::Generated(MazeRecipe { doors, .. }) if !doors.is_none());
        if doors_changed || generated_doors {
            fields.push(("doors", doors_value(board.doors.iter())));
        }
    }
    splice_fields(text, was.common(), c.common(), fields)
}

/// `text` with each field's value replaced (comments inside the old value moved before the
/// field), or the field added before the level's closing `)` when the file leaves it out.
fn replace_fields(text: &str, fields: &[(&str, String)]) -> Result<String, SpliceError> {
    let eol = line_ending(text);
    let bytes = text.as_bytes();
    let mut open = 0;
    while open < bytes.len() && bytes[open] != b'(' {
        open = match literal_end(text, open) {
            Some(end) => end,
            // ron's attributes come first: `#![enable(implicit_some)]`.
            None if bytes[open..].starts_with(b"#![") => bracket_end(text, open + 2),
            None => open + 1,
        };
    }
    if open == bytes.len() {
        return Err(SpliceError::NoOpening);
    }
    let close =
        value_end(text, open).checked_sub(1).filter(|&c| bytes.get(c) == Some(&b')')).ok_or(SpliceError::NoClosing)?;
    // The last character of code before the closing `)`: a comma is needed after it to add a field.
    let mut last_code = open;
    let mut i = open + 1;
    while i < close {
        match literal_end(text, i) {
            Some(end) if bytes[i] == b'/' => i = end,
            Some(end) => {
                last_code = end - 1;
                i = end;
            }
            None => {
                if !bytes[i].is_ascii_whitespace() {
                    last_code = i;
                }
                i += 1;
            }
        }
    }
    let mut changes: Vec<(usize, usize, String)> = Vec::new();
    let mut added = String::new();
    for (field, value) in fields {
        let value = value.replace('\n', eol);
        let Some((name, start)) = top_field(text, field) else {
            added.push_str(&format!("    {field}: {value},{eol}"));
            continue;
        };
        let end = value_end(text, start);
        let inside = comments(&text[start..end]);
        if !inside.is_empty() {
            // Before the field's name, or, if comments sit between the name and the value,
            // at the value's start: the comments stay in their order.
            let name = if comments(&text[name..start]).is_empty() { name } else { start };
            let indent = indent_at(text, name);
            // A line comment's `\r` belongs to its line ending, which the moved comment gets anew.
            let moved = inside.iter().map(|c| if eol == "\r\n" { c.strip_suffix('\r').unwrap_or(c) } else { c });
            changes.push((name, name, moved.map(|c| format!("{c}{eol}{indent}")).collect()));
        }
        changes.push((start, end, value));
    }
    if !added.is_empty() {
        if !matches!(bytes[last_code], b',' | b'(') {
            changes.push((last_code + 1, last_code + 1, ",".into()));
        }
        let line_start = text[..close].rfind('\n').map_or(close, |n| n + 1);
        let at = if text[line_start..close].trim().is_empty() { line_start } else { close };
        changes.push((at, at, added));
    }
    changes.sort_by_key(|&(start, end, _)| (start, end));
    if changes.windows(2).any(|pair| pair[0].1 > pair[1].0) {
        return Err(SpliceError::Overlap);
    }
    let mut out = bytes.to_vec();
    for (start, end, value) in changes.into_iter().rev() {
        out.splice(start..end, value.into_bytes());
    }
    String::from_utf8(out).map_err(|_| SpliceError::Unsplittable)
}

/// The offset just after the bracket closing the one at `i`, strings and comments skipped.
fn bracket_end(text: &str, mut i: usize) -> usize {
    let (bytes, mut depth) = (text.as_bytes(), 0usize);
    while i < bytes.len() {
        if let Some(end) = literal_end(text, i) {
            i = end;
            continue;
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth <= 1 => return i + 1,
            b')' | b']' | b'}' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// The line ending new lines get: the file's first one (`\n` in a file of one line).
fn line_ending(text: &str) -> &'static str {
    match text.find('\n') {
        Some(n) if n > 0 && text.as_bytes()[n - 1] == b'\r' => "\r\n",
        _ => "\n",
    }
}

/// Every comment in `text`, in order, as written.
fn comments(text: &str) -> Vec<&str> {
    let (bytes, mut list, mut i) = (text.as_bytes(), Vec::new(), 0);
    while i < bytes.len() {
        match literal_end(text, i) {
            Some(end) => {
                if bytes[i] == b'/' {
                    list.push(&text[i..end]);
                }
                i = end;
            }
            None => i += 1,
        }
    }
    list
}

/// Whether `after` keeps what `before` says besides the level: the same comments in the same
/// order, and no line ending of a kind `before` does not use (when it uses one kind only).
fn keeps_its_text(before: &str, after: &str) -> Result<(), SpliceError> {
    if comments(before) != comments(after) {
        return Err(SpliceError::CommentLost);
    }
    let endings = |text: &str| {
        let crlf = text.matches("\r\n").count();
        (crlf > 0, text.matches('\n').count() > crlf)
    };
    match (endings(before), endings(after)) {
        ((true, false), (_, true)) => Err(SpliceError::LfAmongCrlf),
        ((false, true), (true, _)) => Err(SpliceError::CrlfAmongLf),
        _ => Ok(()),
    }
}

/// The blanks at the start of the line that `at` is on, up to `at`.
fn indent_at(text: &str, at: usize) -> &str {
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    let blanks = text[line_start..at].bytes().take_while(|b| *b == b' ' || *b == b'\t').count();
    &text[line_start..line_start + blanks]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_replaced_with_their_comments_moved_before_the_field() {
        let text = "// top\r\n(\r\n    name: \"a\",\r\n    fog: /* was off */ false, // end\r\n)\r\n";
        let out = replace_fields(text, &[("fog", "true".into()), ("par_seconds", "9".into())]).unwrap();
        assert_eq!(
            out,
            "// top\r\n(\r\n    name: \"a\",\r\n    /* was off */\r\n    fog: true, // end\r\n    par_seconds: 9,\r\n)\r\n"
        );
        assert!(keeps_its_text(text, &out).is_ok());
        assert!(keeps_its_text(text, &out.replace("// end", "")).is_err());
        assert!(keeps_its_text(text, &out.replacen("\r\n", "\n", 1)).is_err());
    }

    #[test]
    fn nested_comments_and_odd_text_never_panic() {
        let text = "/* é /* fog: true */ ü */ (name: \"é\", /* name: x */ fog: false)";
        let out = replace_fields(text, &[("fog", "true".into()), ("name", "\"b\"".into())]).unwrap();
        assert_eq!(out, "/* é /* fog: true */ ü */ (name: \"b\", /* name: x */ fog: true)");
        assert_eq!(comments(text), comments(&out));
        for cut in 0..text.len() {
            if text.is_char_boundary(cut) {
                let _ = replace_fields(&text[..cut], &[("fog", "true".into()), ("doors", "[]".into())]);
            }
        }
        assert!(replace_fields("no level here", &[("fog", "true".into())]).is_err());
    }

    #[test]
    fn any_mix_of_brackets_quotes_comments_and_letters_never_panics() {
        const PIECES: [&str; 22] = [
            "é", "迷", "/*", "*/", "//", "\"", "\\", "r#\"", "\"#", "r#fog", "#![", "(", ")", "[", "]", ",", ":",
            "fog", "name", " ", "\n", "\r\n",
        ];
        let fields = [("fog", "true".to_string()), ("name", "\"b\"".into()), ("doors", "[\n]".into())];
        let mut rng = crate::maze::MazeRng::new(22);
        for _ in 0..3000 {
            let text: String = (0..rng.below(40)).map(|_| PIECES[rng.index(PIECES.len())]).collect();
            if let Ok(out) = replace_fields(&text, &fields) {
                let _ = keeps_its_text(&text, &out);
            }
        }
    }
}
