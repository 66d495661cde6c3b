//! Showing text a user wrote (a level's name, a file name, a bad word, a line of a file) in
//! a message or a list: control characters (ESC, CR, newline…) and invisible ones that
//! reorder or hide text (a byte-order mark, bidirectional overrides, line separators) are
//! escaped so they cannot move the cursor, forge lines or hide, and long text is cut to a
//! short excerpt; a value too big to show whole is formatted only as far as it is shown
//! ([`display_shortened`]).
//!
//! ```
//! use mousemaze_maze::text::{display_shortened, excerpt, printable};
//!
//! assert_eq!(printable("a\x1b[2Jb\nc"), "a\\u{1b}[2Jb\\nc");
//! assert_eq!(printable("\u{feff}forward"), "\\u{feff}forward");
//! assert_eq!(printable("Souris à l'ouest"), "Souris à l'ouest");
//! let long = "y".repeat(10_000);
//! assert_eq!(excerpt(&long).chars().count(), 61); // 60 characters and "…"
//! assert_eq!(display_shortened(&format_args!("{:?}", vec![7; 1_000_000]), 8), "[7, 7, 7…");
//! ```

use std::borrow::Cow;
use std::fmt;

/// The most characters an excerpt keeps.
pub const EXCERPT_CHARS: usize = 60;

/// Whether [`printable`] escapes `c`: a control character, or an invisible one that hides
/// or reorders text (byte-order mark, zero-width space, bidirectional marks and overrides,
/// line and paragraph separators). The joiners that build emoji and some scripts' letters
/// stay. (All of them are in the Basic Multilingual Plane, so `\u{:04x}` spells each in JSON.)
pub fn escaped(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{feff}' | '\u{200b}' | '\u{200e}' | '\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}')
        || matches!(c, '\u{2066}'..='\u{2069}' | '\u{061c}')
}

/// `text` without a leading UTF-8 byte-order mark (Notepad writes one): not part of the
/// text, as masks, level files, `.mms` files, saves and scripts all read it.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// `text` with every control character escaped (`\n`, `\r`, `\t`, `\u{1b}`…), and the
/// invisible characters that hide or reorder text (`\u{feff}`, `\u{202e}`…).
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(escaped) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escaped(c) {
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

/// At most `max_chars` characters of `value`'s text (then `…`), printable; formatting stops
/// there, so a huge value costs no more than the characters shown.
pub fn display_shortened(value: &dyn fmt::Display, max_chars: usize) -> String {
    let mut kept = Kept { text: String::new(), chars: 0, room: max_chars.saturating_add(1) };
    let _ = fmt::write(&mut kept, format_args!("{value}"));
    shortened(&kept.text, max_chars)
}

/// A writer that keeps the first `room` characters and then refuses more.
struct Kept {
    text: String,
    chars: usize,
    room: usize,
}

impl fmt::Write for Kept {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            if self.chars == self.room {
                return Err(fmt::Error);
            }
            self.text.push(c);
            self.chars += 1;
        }
        Ok(())
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
        assert_eq!(printable("a\u{202e}b\u{2028}c\u{200d}"), "a\\u{202e}b\\u{2028}c\u{200d}");
    }

    #[test]
    fn a_value_is_formatted_only_as_far_as_it_is_shown() {
        struct Endless;
        impl fmt::Display for Endless {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                loop {
                    f.write_str("ab\n")?;
                }
            }
        }
        assert_eq!(display_shortened(&Endless, 5), "ab\\nab…");
        assert_eq!(display_shortened(&"short", 5), "short");
    }
}
