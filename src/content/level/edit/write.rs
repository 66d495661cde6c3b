//! A draft as a level file: the drawn-layout RON of `levels/README.md`, and saving it.
//!
//! A new draft is written whole, field by field like the campaign's drawn levels. A draft
//! loaded from a file is written as that file: unchanged, the very same text; edited, the
//! text with only the edited fields' values replaced (or added before the closing `)`), so
//! comments, field order and the untouched fields stay as they were. The result is read
//! back and compared with the draft; should the splice ever not read back as the draft,
//! the file is written whole instead, after its leading comments.

use std::path::{Path, PathBuf};

use super::super::source::{literal_end, top_field, value_end};
use super::super::{Level, MazeSpec};
use super::{Content, Draft, Source};
use crate::maze::doors::Door;
use crate::maze::export::ascii;
use crate::maze::recipe::MazeRecipe;
use crate::maze::{Dir, Pos};

/// How the layout is indented inside the file, like the campaign's levels.
const INDENT: &str = "        ";

impl Draft {
    /// The level as RON text (see the [module docs](self)).
    pub fn to_ron(&self) -> String {
        match &self.source {
            Some(source) if source.content == self.content => source.text.clone(),
            Some(source) => splice(source, &self.content)
                .filter(|text| reads_back_as(text, &self.content))
                .unwrap_or_else(|| whole_text(&self.content, leading_comments(&source.text))),
            None => whole_text(&self.content, ""),
        }
    }

    /// Saves the draft as a level in `dir` (the player's levels folder), whole or not at all
    /// (a temporary file renamed into place), and says where. It goes back to the file it
    /// came from if that file is still as it was read; otherwise to a new file named after
    /// the level, never over another file. A level that cannot be played is not saved: the
    /// error says why.
    pub fn save(&mut self, dir: &Path) -> Result<PathBuf, String> {
        if let Err(why) = self.checks().built {
            return Err(format!("not saved, it cannot be played: {why}"));
        }
        let text = self.to_ron();
        let own_file = match (&self.file, &self.source) {
            (Some(file), Some(source)) => {
                super::super::read_level_text(file).is_ok_and(|on_disk| on_disk == source.text).then(|| file.clone())
            }
            _ => None,
        };
        let target = match own_file {
            Some(file) => file,
            None => {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot make the levels folder {}: {e}", dir.display()))?;
                free_path(dir, &file_stem(&self.content.name))
            }
        };
        crate::files::write_regular(&target, text.as_bytes())
            .map_err(|e| format!("cannot save {}: {e}", target.display()))?;
        let level = Level::from_ron(&text, &target.display().to_string()).map_err(|e| e.to_string())?;
        let placed_doors = self.source.as_ref().map(|s| s.placed_doors.clone()).unwrap_or_default();
        self.source = Some(Source { text, level, content: self.content.clone(), placed_doors });
        self.file = Some(target.clone());
        Ok(target)
    }
}

/// A file name from a level's name: lower-case letters and digits, `-` between words.
pub fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        if stem.len() >= 40 {
            break;
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() { "level".into() } else { stem.into() }
}

/// `dir/stem.ron`, or `stem-2.ron`, `stem-3.ron`… the first name nothing has taken.
pub fn free_path(dir: &Path, stem: &str) -> PathBuf {
    let taken = |path: &Path| std::fs::symlink_metadata(path).is_ok();
    let first = dir.join(format!("{stem}.ron"));
    if !taken(&first) {
        return first;
    }
    (2u32..).map(|n| dir.join(format!("{stem}-{n}.ron"))).find(|path| !taken(path)).expect("some number is free")
}

/// The drawing of a draft's maze with `S` and `G` marks, indented as a layout string.
fn layout(c: &Content) -> String {
    let mut lines: Vec<Vec<u8>> = ascii::render(&c.maze, None).lines().map(|l| l.as_bytes().to_vec()).collect();
    for (pos, mark) in [(c.start, b'S'), (c.cheese, b'G')] {
        lines[2 * pos.y as usize + 1][4 * pos.x as usize + 2] = mark;
    }
    let mut text = String::from("\n");
    for line in lines {
        text.push_str(INDENT);
        text.push_str(&String::from_utf8(line).expect("the drawing is ASCII"));
        text.push('\n');
    }
    text.push_str("    ");
    text
}

fn quoted(text: &str) -> String {
    ron::to_string(text).unwrap_or_else(|_| format!("{text:?}"))
}

fn pos_value(pos: Pos) -> String {
    format!("(x: {}, y: {})", pos.x, pos.y)
}

fn rival_value(c: &Content) -> String {
    c.rival.map_or("None".into(), |r| format!("Some((kind: \"{}\", speed: {}))", r.kind.name(), r.speed))
}

fn par_value(c: &Content) -> String {
    c.par_seconds.map_or("None".into(), |par| par.to_string())
}

fn doors_value(doors: &[Door]) -> String {
    if doors.is_empty() {
        return "[]".into();
    }
    let mut text = String::from("[\n");
    for Door { at, side, period, open, phase } in doors {
        let side = side.letter();
        text.push_str(&format!(
            "        (at: {}, side: {side}, period: {period}, open: {open}, phase: {phase}),\n",
            pos_value(*at)
        ));
    }
    text.push_str("    ]");
    text
}

/// A new file: every field the draft sets, in the campaign's order.
fn whole_text(c: &Content, header: &str) -> String {
    let mut text = format!("{header}(\n    name: {},\n    maze: Drawn(layout: \"{}\"),\n", quoted(&c.name), layout(c));
    if c.rival.is_some() {
        text.push_str(&format!("    rival: {},\n", rival_value(c)));
    }
    if c.par_seconds.is_some() {
        text.push_str(&format!("    par_seconds: {},\n", par_value(c)));
    }
    if !c.doors.is_empty() {
        text.push_str(&format!("    doors: {},\n", doors_value(&c.doors)));
    }
    if c.fog {
        text.push_str("    fog: true,\n");
    }
    text.push_str(")\n");
    text
}

/// The comment lines at the top of a file (kept when the rest is written anew).
fn leading_comments(text: &str) -> &str {
    let code = text.lines().take_while(|l| l.trim().is_empty() || l.trim_start().starts_with("//"));
    &text[..code.map(|l| l.len() + 1).sum::<usize>().min(text.len())]
}

/// A door named from its west or north cell, so the two names of a passage compare equal.
fn normal(door: Door) -> Door {
    match door.side {
        Dir::W => Door { at: Pos::new(door.at.x.wrapping_sub(1), door.at.y), side: Dir::E, ..door },
        Dir::N => Door { at: Pos::new(door.at.x, door.at.y.wrapping_sub(1)), side: Dir::S, ..door },
        _ => door,
    }
}

fn door_set(doors: &[Door]) -> Vec<Door> {
    let mut set: Vec<Door> = doors.iter().copied().map(normal).collect();
    set.sort_by_key(|d| (d.at.y, d.at.x, d.side));
    set
}

/// Whether `text` is a level that holds exactly `content`.
fn reads_back_as(text: &str, content: &Content) -> bool {
    Draft::from_text(text, "draft", None).is_ok_and(|d| {
        let read = d.content();
        Content { doors: door_set(&read.doors), ..read.clone() }
            == Content { doors: door_set(&content.doors), ..content.clone() }
    })
}

/// The source file with the values of the edited fields replaced; `None` if its shape is
/// not one this can edit.
fn splice(source: &Source, c: &Content) -> Option<String> {
    let (text, was) = (&source.text, &source.content);
    let mut fields: Vec<(&str, String)> = Vec::new();
    if c.name != was.name {
        fields.push(("name", quoted(&c.name)));
    }
    let ends_moved = (c.start, c.cheese) != (was.start, was.cheese);
    let doors_changed = door_set(&c.doors) != door_set(&was.doors);
    let stays_generated = match source.level.maze {
        MazeSpec::Generated(MazeRecipe { doors: amount, .. }) => {
            let placed = door_set(&source.placed_doors);
            let all = door_set(&c.doors);
            c.maze == was.maze && (amount.is_none() || (!ends_moved && placed.iter().all(|d| all.contains(d))))
        }
        MazeSpec::Drawn { .. } => false,
    };
    if stays_generated {
        for (field, pos, old) in [("start", c.start, was.start), ("cheese", c.cheese, was.cheese)] {
            if pos != old {
                fields.push((field, pos_value(pos)));
            }
        }
        if doors_changed {
            let placed = door_set(&source.placed_doors);
            let hand: Vec<Door> = c.doors.iter().copied().filter(|d| !placed.contains(&normal(*d))).collect();
            fields.push(("doors", doors_value(&hand)));
        }
    } else {
        if c.maze != was.maze || ends_moved || matches!(source.level.maze, MazeSpec::Generated(_)) {
            fields.push(("maze", format!("Drawn(layout: \"{}\")", layout(c))));
            for (field, pos) in [("start", c.start), ("cheese", c.cheese)] {
                if top_field(text, field).is_some() {
                    fields.push((field, pos_value(pos)));
                }
            }
        }
        let generated_doors =
            matches!(source.level.maze, MazeSpec::Generated(MazeRecipe { doors, .. }) if !doors.is_none());
        if doors_changed || generated_doors {
            fields.push(("doors", doors_value(&c.doors)));
        }
    }
    if c.rival != was.rival {
        fields.push(("rival", rival_value(c)));
    }
    if c.par_seconds != was.par_seconds {
        fields.push(("par_seconds", par_value(c)));
    }
    if c.fog != was.fog {
        fields.push(("fog", c.fog.to_string()));
    }
    replace_fields(text, &fields)
}

/// `text` with each field's value replaced, or the field added before the level's closing
/// `)` when the file leaves it out.
fn replace_fields(text: &str, fields: &[(&str, String)]) -> Option<String> {
    let bytes = text.as_bytes();
    let mut open = 0;
    while open < bytes.len() && bytes[open] != b'(' {
        open = literal_end(text, open).unwrap_or(open + 1);
    }
    let close = value_end(text, open).checked_sub(1).filter(|&c| bytes.get(c) == Some(&b')'))?;
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
        match top_field(text, field) {
            Some(start) => changes.push((start, value_end(text, start), value.clone())),
            None => added.push_str(&format!("    {field}: {value},\n")),
        }
    }
    if !added.is_empty() {
        if !matches!(bytes[last_code], b',' | b'(') {
            changes.push((last_code + 1, last_code + 1, ",".into()));
        }
        let line_start = text[..close].rfind('\n').map_or(close, |n| n + 1);
        let at = if text[line_start..close].trim().is_empty() { line_start } else { close };
        changes.push((at, at, added));
    }
    changes.sort_by_key(|(start, end, _)| std::cmp::Reverse((*start, *end)));
    let mut out = text.to_string();
    for (start, end, value) in changes {
        out.replace_range(start..end, &value);
    }
    Some(out)
}
