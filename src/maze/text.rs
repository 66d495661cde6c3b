//! Showing text a user wrote (a level's name, a file name, a bad word, a line of a file) in
//! a message or a list: control characters (ESC, CR, newline…) are escaped so they cannot
//! move the cursor or forge lines, and long text is cut to a short excerpt.
//!
//! ```
//! use mousemaze::maze::text::{excerpt, printable};
//!
//! assert_eq!(printable("a\x1b[2Jb\nc"), "a\\u{1b}[2Jb\\nc");
//! assert_eq!(printable("Souris à l'ouest"), "Souris à l'ouest");
//! let long = "y".repeat(10_000);
//! assert_eq!(excerpt(&long).chars().count(), 61); // 60 characters and "…"
//! ```

use std::borrow::Cow;

/// The most characters an excerpt keeps.
pub const EXCERPT_CHARS: usize = 60;

/// `text` with every control character escaped (`\n`, `\r`, `\t`, `\u{1b}`…).
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// At most [`EXCERPT_CHARS`] characters of `text` (then `…`), printable.
pub fn excerpt(text: &str) -> String {
    shortened(text, EXCERPT_CHARS)
}

/// `text` in double quotes, printable; a long one cut to an excerpt that says how long the
/// whole was: `"+-+-+-…" (100000 characters)`.
pub fn quoted_excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        None => format!("\"{}\"", printable(text)),
        Some(_) => format!("\"{}\" ({} characters)", excerpt(text), text.chars().count()),
    }
}

/// At most `max_chars` characters of `text` (then `…`), printable.
pub fn shortened(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        None => printable(text).into_owned(),
        Some((end, _)) => format!("{}…", printable(&text[..end])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert!(matches!(printable("plain"), Cow::Borrowed("plain")));
        assert_eq!(printable("a\rb\tc\u{7f}"), "a\\rb\\tc\\u{7f}");
        assert_eq!(excerpt("short\n"), "short\\n");
        let long: String = "é".repeat(EXCERPT_CHARS + 1);
        assert_eq!(excerpt(&long), format!("{}…", "é".repeat(EXCERPT_CHARS)));
    }
}
