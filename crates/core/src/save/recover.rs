//! Reading a save that is partly damaged: what is good is kept. When the whole file does
//! not read as progress, the element ron stopped at is cut out and the rest read again: a
//! field of the settings (an unknown word: its default is used), one kept run (dropped
//! alone), one best time. Each cut says where it was and what was wrong. Only the text
//! between brackets is cut, so the file's shape is never broken further; a file whose
//! damage is not inside an element (cut short, not RON at all) is not progress.

use serde::de::DeserializeOwned;

/// The most elements cut out of one file before it counts as not progress.
const MAX_CUTS: usize = 64;

/// Why a save is not progress at all: ron's first error (at its 1-based line and column),
/// when nothing could be cut out to read the rest.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct NotReadable {
    pub line: usize,
    pub column: usize,
    pub error: ron::Error,
}

impl std::fmt::Display for NotReadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.error)
    }
}

impl std::error::Error for NotReadable {}

/// What was read: the value, and one line for each element cut out to read it.
#[derive(Debug)]
pub(super) struct Recovered<T> {
    pub value: T,
    pub cuts: Vec<String>,
}

/// Reads `text` as a `T`, cutting out the elements that fail to read (at most [`MAX_CUTS`]).
/// A kept run (an entry inside the top-level field `whole_entries_of`) is cut whole.
/// `Err` is ron's first error when nothing can be cut.
pub(super) fn read_lenient<T: DeserializeOwned>(
    text: &str,
    whole_entries_of: &str,
) -> Result<Recovered<T>, NotReadable> {
    let mut text = text.to_string();
    let mut cuts = Vec::new();
    loop {
        let err = match ron::from_str::<T>(&text) {
            Ok(value) => return Ok(Recovered { value, cuts }),
            Err(err) => err,
        };
        let at = byte_offset(&text, err.span.start.line, err.span.start.col);
        let found = (cuts.len() < MAX_CUTS).then(|| element_at(&text, at, whole_entries_of)).flatten();
        let Some((start, end)) = found else {
            return Err(NotReadable { line: err.span.start.line, column: err.span.start.col, error: err.code });
        };
        let shown: String = text[start..end].trim().chars().take(80).collect();
        cuts.push(format!(
            "line {}: {}; `{}` was left out",
            err.span.start.line,
            err.code,
            crate::maze::text::printable(&shown)
        ));
        text.replace_range(start..end, "");
    }
}

/// The byte offset of a 1-based line and column (in characters), clamped to the text.
fn byte_offset(text: &str, line: usize, column: usize) -> usize {
    let line_start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let rest = &text[line_start.min(text.len())..];
    line_start + rest.char_indices().nth(column.saturating_sub(1)).map_or(rest.len(), |(i, _)| i)
}

/// An element of a bracketed list or struct: its span (with its comma), and the span of
/// the brackets holding it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Element {
    start: usize,
    end: usize,
}

/// The span to cut for an error at byte `at`: the innermost element holding it, or, inside
/// the top-level field `whole`, the entry of that field holding it (a kept run goes whole).
/// `None` when `at` is in no element (the error is the file's shape itself).
fn element_at(text: &str, at: usize, whole: &str) -> Option<(usize, usize)> {
    let chain = elements_holding(text, at);
    let top = chain.first()?;
    let top_name = field_name(&text[top.start..top.end]);
    let cut = if top_name == Some(whole) && chain.len() >= 2 { chain[1] } else { *chain.last()? };
    Some((cut.start, cut.end))
}

/// The name of a `name: value` element, if it is one.
fn field_name(element: &str) -> Option<&str> {
    let element = element.trim_start_matches([',', ' ', '\t', '\r', '\n']);
    let (name, _) = element.split_once(':')?;
    let name = name.trim();
    (!name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')).then_some(name)
}

/// The elements that hold byte `at`, outermost first: for each bracket level open at `at`,
/// the stretch between the commas (or brackets) around it. The root value's own brackets
/// are level 0's container, so its fields come first.
fn elements_holding(text: &str, at: usize) -> Vec<Element> {
    let bytes = text.as_bytes();
    // Open brackets at `at`, each with where its current element starts.
    let mut open: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < bytes.len() && i < at {
        if let Some(after) = skip_literal(text, i) {
            i = after;
            continue;
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => open.push(i + 1),
            b')' | b']' | b'}' => {
                open.pop();
            }
            b',' => {
                if let Some(start) = open.last_mut() {
                    *start = i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    if at >= bytes.len() {
        return Vec::new();
    }
    // Each open element ends at the first comma or closing bracket of its level after `at`.
    let mut ends = vec![None; open.len()];
    let mut depth = open.len();
    let mut i = at;
    while i < bytes.len() && depth > 0 {
        if let Some(after) = skip_literal(text, i) {
            i = after;
            continue;
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth < open.len() && ends[depth].is_none() {
                    ends[depth] = Some(i);
                }
            }
            b',' if depth <= open.len() && ends[depth - 1].is_none() => ends[depth - 1] = Some(i + 1),
            _ => {}
        }
        i += 1;
    }
    // Level 0 is inside the root brackets: its elements are the root's fields.
    open.iter()
        .zip(ends)
        .filter_map(|(&start, end)| end.map(|end| Element { start, end }))
        .filter(|e| {
            e.start <= at && at < e.end && !text[e.start..e.end].trim_matches([',', ' ', '\n', '\r', '\t']).is_empty()
        })
        .collect()
}

/// The end of a string, raw string, character or comment starting at `i`, if one does.
fn skip_literal(text: &str, i: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    match bytes[i] {
        b'"' => {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            Some((j + 1).min(bytes.len()))
        }
        b'\'' => {
            let body = &text[i + 1..];
            let len = if body.starts_with('\\') {
                body[2.min(body.len())..].find('\'').map(|e| e + 3)
            } else {
                body.find('\'').map(|e| e + 1)
            };
            Some(len.map_or(bytes.len(), |len| i + 1 + len))
        }
        b'r' if matches!(bytes.get(i + 1), Some(b'#' | b'"')) && (i == 0 || !is_word(bytes[i - 1])) => {
            let hashes = bytes[i + 1..].iter().take_while(|&&b| b == b'#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let body = i + 2 + hashes;
            Some(text.get(body..).and_then(|rest| rest.find(&close)).map_or(bytes.len(), |e| body + e + close.len()))
        }
        b'/' if bytes.get(i + 1) == Some(&b'/') => Some(text[i..].find('\n').map_or(bytes.len(), |e| i + e)),
        b'/' if bytes.get(i + 1) == Some(&b'*') => {
            // Block comments nest in RON.
            let (mut depth, mut j) = (0usize, i);
            while j + 1 < bytes.len() {
                match (bytes[j], bytes[j + 1]) {
                    (b'/', b'*') => (depth, j) = (depth + 1, j + 2),
                    (b'*', b'/') => {
                        (depth, j) = (depth - 1, j + 2);
                        if depth == 0 {
                            return Some(j);
                        }
                    }
                    _ => j += 1,
                }
            }
            Some(bytes.len())
        }
        _ => None,
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Default, PartialEq, Deserialize)]
    #[serde(default)]
    struct Inner {
        word: Word,
        n: u32,
    }

    #[derive(Debug, Default, PartialEq, Deserialize)]
    enum Word {
        #[default]
        Plain,
        Fancy,
    }

    #[derive(Debug, Default, PartialEq, Deserialize)]
    #[serde(default)]
    struct Outer {
        inner: Inner,
        runs: BTreeMap<String, Inner>,
        times: BTreeMap<String, f32>,
    }

    #[test]
    fn a_bad_word_costs_only_its_field() {
        let text = "(inner: (word: Purple, n: 3), times: {\"a\": 1.5})";
        let read: Recovered<Outer> = read_lenient(text, "runs").unwrap();
        assert_eq!(read.value.inner, Inner { word: Word::Plain, n: 3 });
        assert_eq!(read.value.times["a"], 1.5);
        assert_eq!(read.cuts.len(), 1);
        assert!(read.cuts[0].contains("Purple"), "{:?}", read.cuts);
    }

    #[test]
    fn a_bad_kept_run_is_dropped_alone() {
        let text = "(runs: {\n \"a\": (word: Fancy, n: 1),\n \"b\": (word: Fancy, n: \"x\"),\n \"c\": (n: 2)\n})";
        let read: Recovered<Outer> = read_lenient(text, "runs").unwrap();
        assert_eq!(read.value.runs.keys().collect::<Vec<_>>(), ["a", "c"]);
        assert!(read.cuts[0].starts_with("line 3:"), "{:?}", read.cuts);
    }

    #[test]
    fn strings_comments_and_brackets_in_them_do_not_confuse_the_cut() {
        let text = "/* (runs: { */ (times: {\"a,)\": 2.0, \"b\": x}, // ] )\n inner: (n: 4))";
        let read: Recovered<Outer> = read_lenient(text, "runs").unwrap();
        assert_eq!(read.value.times.len(), 1);
        assert_eq!(read.value.times["a,)"], 2.0);
        assert_eq!(read.value.inner.n, 4);
    }

    #[test]
    fn a_file_cut_short_or_not_ron_is_not_recovered() {
        for text in ["(inner: (n: 3", "not ron at all", "", "(times: {\"a\": 1.0}) trailing"] {
            assert!(read_lenient::<Outer>(text, "runs").is_err(), "{text}");
        }
    }

    #[test]
    fn any_mangled_text_ends_without_a_panic() {
        let good = "(inner: (word: Fancy, n: 3), runs: {\"a\": (n: 1), \"b\": (word: Plain)}, times: {\"x\": 2.5})";
        let mut rng = crate::maze::MazeRng::new(7);
        for _ in 0..2000 {
            let mut bytes = good.as_bytes().to_vec();
            for _ in 0..1 + rng.below(4) {
                let i = rng.index(bytes.len());
                let junk = b"(){}[],:\"'/*x9 \n";
                bytes[i] = junk[rng.index(junk.len())];
            }
            let text = String::from_utf8_lossy(&bytes);
            let _ = read_lenient::<Outer>(&text, "runs");
        }
    }
}
