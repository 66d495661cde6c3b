//! Positions in a level file's text: ron's errors said plainly, with the field they are
//! about, and the level's own errors ([`Problem`]) placed at the field's value or the
//! layout's character they are about (line and column, 1-based).

use ron::error::{Error as RonError, SpannedError};

use super::layout::Layout;
use super::{Level, LevelError, Location};
use crate::maze::text::{excerpt, shortened};

/// What is wrong with a level, and what in it the error is about.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Problem {
    pub spot: Spot,
    pub message: String,
}

/// What an error is about: a field's value, or a place in the drawn layout (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Spot {
    Field(&'static str),
    Layout {
        line: usize,
        column: usize,
    },
    /// A field of the `index`-th door of the hand-written `doors: [...]` list.
    Door {
        index: usize,
        field: &'static str,
    },
    /// A field of the `index`-th door of a drawn shape's `doors: [...]` list.
    ShapedDoor {
        index: usize,
        field: &'static str,
    },
}

impl Problem {
    pub fn field(name: &'static str, message: String) -> Problem {
        Problem { spot: Spot::Field(name), message }
    }

    /// The error, placed in `text` when the level was read from it. A spot in the layout is
    /// found by looking up the layout's text in the file; if that fails (escapes in the
    /// string), the error points at the layout and says the line and column inside it.
    pub fn place(self, file: &str, level: &Level, text: Option<&str>) -> LevelError {
        let Problem { spot, mut message } = self;
        let drawing = level.maze.drawing();
        let field = drawing.map_or("layout", |(field, _)| field);
        let in_layout = |text: &str, line, column| match drawing {
            Some((_, layout)) if !layout.trim().is_empty() => {
                Some(text.find(layout)? + Layout::new(layout).raw_offset(line, column))
            }
            _ => None,
        };
        let offset = match (text, spot) {
            (Some(text), Spot::Field(name)) => field_value(text, name),
            (Some(text), Spot::Layout { line, column }) => in_layout(text, line, column),
            (Some(text), Spot::Door { index, field }) => door_field(text, index, field, "at"),
            (Some(text), Spot::ShapedDoor { index, field }) => door_field(text, index, field, "cell"),
            (None, _) => None,
        };
        if let (None, Spot::Layout { line, column }) = (offset, spot) {
            message = format!("{field} line {line}, column {column}: {message}");
        }
        let location = text.map(|text| {
            let layout = || matches!(spot, Spot::Layout { .. }).then(|| field_value(text, field)).flatten();
            offset.or_else(layout).map_or(Location { line: 1, column: 1 }, |offset| location(text, offset))
        });
        LevelError { file: file.into(), location, message }
    }
}

/// ron's error as a message for people: what was expected, and for which field.
pub(crate) fn describe(text: &str, err: &SpannedError) -> (Location, String) {
    // ron's span may start before the whitespace ahead of the value it is about.
    let start = byte_offset(text, Location { line: err.span.start.line, column: err.span.start.col });
    let end = byte_offset(text, Location { line: err.span.end.line, column: err.span.end.col }).max(start);
    let offset = end - text[start..end].trim_start().len();
    let at = location(text, offset);
    let field = field_before(text, offset);
    let for_field = field.map(|f| format!(" for {f}")).unwrap_or_default();
    let inside = |outer: &Option<String>| outer.as_ref().map(|o| format!(" in {o}")).unwrap_or_default();
    let message = match &err.code {
        RonError::ExpectedInteger => format!("expected a whole number{for_field}"),
        RonError::IntegerOutOfBounds => format!("expected a whole number in range{for_field}"),
        RonError::ExpectedFloat => format!("expected a number{for_field}"),
        RonError::ExpectedString => format!("expected a string in double quotes{for_field}"),
        RonError::ExpectedStringEnd => "this string has no closing `\"`".into(),
        RonError::ExpectedBoolean => format!("expected true or false{for_field}"),
        // `width: 8.5`: the integer ends at the dot, which ron then reads as a missing comma.
        RonError::ExpectedComma if text[offset..].starts_with('.') && field.is_some() => {
            format!("expected a whole number{for_field}")
        }
        RonError::ExpectedComma => "expected a comma (`,`) or a closing `)` here".into(),
        RonError::ExpectedStructLike | RonError::ExpectedNamedStructLike(_) => format!("expected `(`{for_field}"),
        RonError::ExpectedStructLikeEnd | RonError::ExpectedOptionEnd => "expected a closing `)`".into(),
        RonError::ExpectedIdentifier => "expected a field name".into(),
        RonError::Eof => "the file ends too early: a closing `)` is missing".into(),
        RonError::TrailingCharacters => "unexpected text after the level's closing `)`".into(),
        RonError::UnexpectedChar(c) => format!("unexpected character '{}'", c.escape_debug()),
        RonError::NoSuchStructField { expected, found, outer } => {
            format!("unknown field `{}`{}: allowed {}", excerpt(found), inside(outer), expected.join(", "))
        }
        RonError::MissingStructField { field, outer } => format!("missing field `{field}`{}", inside(outer)),
        RonError::DuplicateStructField { field, outer } => format!("field `{field}` is given twice{}", inside(outer)),
        RonError::NoSuchEnumVariant { expected, found, outer } => {
            let what = if outer.as_deref() == Some("MazeSpec") { "maze kind" } else { "variant" };
            format!("unknown {what} `{}`: allowed {}", excerpt(found), expected.join(", "))
        }
        RonError::InvalidValueForType { expected, found } => {
            format!("expected {expected}{for_field}, found {}", excerpt(found))
        }
        // Our own messages (unknown algorithm or rival) name what is allowed already.
        RonError::Message(message) => excerpt_long(message),
        other => excerpt_long(&lowercase_first(&other.to_string())),
    };
    (at, message)
}

/// A message of ours (or ron's) that may quote the file: printable, and cut if very long.
fn excerpt_long(message: &str) -> String {
    shortened(message, 300)
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

/// The byte offset of a 1-based line and column (in characters), clamped to the text.
fn byte_offset(text: &str, at: Location) -> usize {
    let line_start: usize = text.split_inclusive('\n').take(at.line.saturating_sub(1)).map(str::len).sum();
    let line = &text[line_start.min(text.len())..];
    line_start + line.char_indices().nth(at.column.saturating_sub(1)).map_or(line.len(), |(i, _)| i)
}

/// The 1-based line and column of a byte offset.
pub(crate) fn location(text: &str, offset: usize) -> Location {
    let before = &text[..offset.min(text.len())];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Location { line: before.matches('\n').count() + 1, column: before[line_start..].chars().count() + 1 }
}

/// The field whose value starts at (or runs up to) `offset`: `name: value` read backwards.
fn field_before(text: &str, offset: usize) -> Option<&str> {
    let before = &text[..offset];
    let value_start = before.trim_end_matches(|c: char| c.is_alphanumeric() || "_.+-".contains(c));
    let colon = value_start.trim_end().strip_suffix(':')?.trim_end();
    let name_start = colon.trim_end_matches(|c: char| c.is_alphanumeric() || c == '_');
    let name = &colon[name_start.len()..];
    name.starts_with(|c: char| c.is_alphabetic() || c == '_').then_some(name)
}

/// Where the value of the first field called `name` starts, outside strings and comments.
pub(super) fn field_value(text: &str, name: &str) -> Option<usize> {
    field_at(text, name).map(|(_, value)| value)
}

/// Where the first field called `name` starts, and where its value starts.
fn field_at(text: &str, name: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if let Some(end) = literal_end(text, i) {
            i = end;
            continue;
        }
        match bytes[i] {
            b if b.is_ascii_alphabetic() || b == b'_' => {
                let end = i + bytes[i..].iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
                let rest = &text[blanks_and_comments_end(text, end)..];
                if &text[i..end] == name
                    && let Some(value) = rest.strip_prefix(':')
                {
                    // A raw identifier (`r#fog`) starts at its `r`.
                    let field = if i >= 2 && &bytes[i - 2..i] == b"r#" { i - 2 } else { i };
                    return Some((field, text.len() - value.trim_start().len()));
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    None
}

/// Where the blanks and comments starting at `i` end (`name /* note */ : value`).
fn blanks_and_comments_end(text: &str, mut i: usize) -> usize {
    loop {
        i = text.len() - text[i..].trim_start().len();
        match literal_end(text, i).filter(|_| text.as_bytes().get(i) == Some(&b'/')) {
            Some(end) => i = end,
            None => return i,
        }
    }
}

/// The end of a string, raw string or comment starting at `i`; `None` if none starts there.
pub(super) fn literal_end(text: &str, i: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    Some(match *bytes.get(i)? {
        b'"' => string_end(bytes, i + 1),
        b'r' if raw_string_at(bytes, i) => {
            let hashes = bytes[i + 1..].iter().take_while(|&&b| b == b'#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let body = i + 2 + hashes;
            text.get(body..).and_then(|rest| rest.find(&close)).map_or(bytes.len(), |e| body + e + close.len())
        }
        b'/' if bytes.get(i + 1) == Some(&b'/') => text[i..].find('\n').map_or(bytes.len(), |e| i + e),
        b'/' if bytes.get(i + 1) == Some(&b'*') => block_comment_end(bytes, i + 2),
        _ => return None,
    })
}

/// The offset just after the `*/` closing a block comment whose text begins at `i`. Block
/// comments nest, as ron reads them: `/* a /* b */ c */` is one comment.
fn block_comment_end(bytes: &[u8], mut i: usize) -> usize {
    let mut depth = 1;
    while i < bytes.len() {
        match (bytes[i], bytes.get(i + 1)) {
            (b'/', Some(b'*')) => (depth, i) = (depth + 1, i + 2),
            (b'*', Some(b'/')) if depth == 1 => return i + 2,
            (b'*', Some(b'/')) => (depth, i) = (depth - 1, i + 2),
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Whether a raw string (`r"…"`, `r#"…"#`) starts at `i`: not a raw identifier (`r#fog`).
fn raw_string_at(bytes: &[u8], i: usize) -> bool {
    let hashes = bytes.get(i + 1..).map_or(0, |rest| rest.iter().take_while(|&&b| b == b'#').count());
    (i == 0 || !is_word_byte(bytes[i - 1])) && bytes.get(i + 1 + hashes) == Some(&b'"')
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Where the value starting at `start` ends (before the `,` or closing bracket after it,
/// and before the blanks and comments ahead of those): nested brackets, strings and
/// comments are skipped.
pub(super) fn value_end(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    let (mut depth, mut i, mut end) = (0usize, start, start);
    while i < bytes.len() {
        if let Some(after) = literal_end(text, i) {
            if bytes[i] == b'"' || bytes[i] == b'r' {
                end = after;
            }
            i = after;
            continue;
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => break,
            b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => break,
            _ => {}
        }
        if !bytes[i].is_ascii_whitespace() {
            end = i + 1;
        }
        i += 1;
    }
    end
}

/// Where the value of `field` in the `index`-th door of the `doors: [...]` list starts (or,
/// with the field left out, that door's `first` field: `at` on squares, `cell` on shapes).
fn door_field(text: &str, index: usize, field: &str, first: &str) -> Option<usize> {
    let (_, list) = top_field(text, "doors")?;
    let mut door = list + field_value(&text[list..], first)?;
    for _ in 0..index {
        door = nth_after(text, door, first)?;
    }
    let next_door = nth_after(text, door, first);
    nth_after(text, door, field).filter(|&at| next_door.is_none_or(|next| at < next)).or(Some(door))
}

/// Where the level's own field `name` starts, and where its value starts: `doors` is the
/// hand-written list (`[`), not a generated maze's count of doors.
pub(super) fn top_field(text: &str, name: &str) -> Option<(usize, usize)> {
    let mut from = 0;
    loop {
        let (field, value) = field_at(&text[from..], name)?;
        let (field, value) = (from + field, from + value);
        if name != "doors" || text[value..].starts_with('[') {
            return Some((field, value));
        }
        from = value;
    }
}

/// Where the next `name:` value after `offset` starts.
fn nth_after(text: &str, offset: usize, name: &str) -> Option<usize> {
    let from = offset + 1;
    text.get(from..).and_then(|rest| field_value(rest, name)).map(|at| from + at)
}

/// The offset just after the `"` closing a string whose text begins at `i`.
fn string_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str =
        "// width: 1 in a comment\n(\n    name: \"width: 2 in a string\",\n    maze: Generated(width: 30),\n)";

    #[test]
    fn fields_are_found_outside_strings_and_comments() {
        let at = field_value(TEXT, "width").unwrap();
        assert!(TEXT[at..].starts_with("30"));
        assert_eq!(location(TEXT, at), Location { line: 4, column: 28 });
        assert_eq!(field_value(TEXT, "height"), None);
        let nested = "/* speed: 0 /* speed: 1 */ speed: 2 */ (speed: 3)";
        assert!(nested[field_value(nested, "speed").unwrap()..].starts_with("3)"), "comments nest");
        let noted = "(speed /* a note */ // and another\n : 4)";
        assert!(noted[field_value(noted, "speed").unwrap()..].starts_with("4)"), "comments before the colon");
        let raw_name = "(r#speed: 5)";
        assert_eq!(field_at(raw_name, "speed"), Some((1, 10)), "a raw identifier");
        let raw = "(layout: r#\"speed: 1\"#, speed: 2)";
        assert!(raw[field_value(raw, "speed").unwrap()..].starts_with("2)"));
    }

    #[test]
    fn offsets_and_locations_agree() {
        for offset in [0, 5, 26, 40, TEXT.len()] {
            assert_eq!(byte_offset(TEXT, location(TEXT, offset)), offset);
        }
        assert_eq!(field_before(TEXT, field_value(TEXT, "width").unwrap() + 1), Some("width"));
        assert_eq!(field_before(TEXT, 2), None);
    }
}
