//! The editor's save against hand-written files (issue 22, item 2): CRLF files stay CRLF,
//! non-ASCII and nested block comments (with field names inside) are kept, and over many
//! level texts with comments inserted at random places, an edited save never panics, and
//! either writes a file that reads back as the draft with every comment kept, or refuses
//! with a clear message and leaves the file as it was.

use std::fs;
use std::path::{Path, PathBuf};

use mousemaze::content::level::catalog::campaign;
use mousemaze::content::level::edit::{Draft, Edit};
use mousemaze::maze::doors::{Door, DoorAmount};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Dir, MazeRng, Pos};

fn folder(name: &str) -> PathBuf {
    crate::scratch::scratch(&format!("editor-save-{name}"))
}

fn campaign_text(id: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    fs::read_to_string(dir.join(format!("{id}.ron"))).unwrap()
}

/// Writes `text` as `file` in `dir` and opens it in the editor, as `mousemaze edit FILE` does.
fn open(dir: &Path, file: &str, text: &str) -> (Draft, PathBuf) {
    let path = dir.join(file);
    fs::write(&path, text).unwrap();
    (Draft::from_text(text, file, Some(path.clone())).unwrap(), path)
}

/// A wall inside the maze that can be opened.
fn closed_wall(draft: &Draft, from: usize) -> (Pos, Dir) {
    let maze = &draft.content().board.maze;
    let cells = (0..maze.len()).map(|i| maze.pos((i + from) % maze.len()));
    cells
        .flat_map(|p| [(p, Dir::E), (p, Dir::S)])
        .find(|&(p, d)| maze.neighbor(p, d).is_some() && !maze.is_open(p, d))
        .expect("a closed inner wall")
}

#[test]
fn a_crlf_file_saves_with_crlf_and_keeps_its_comments() {
    let dir = folder("crlf");
    for id in ["01-first-steps", "04-side-doors"] {
        let text = campaign_text(id).replace('\n', "\r\n");
        let (mut draft, path) = open(&dir, "crlf.ron", &text);
        draft.apply(Edit::Fog(true)).unwrap();
        let (at, side) = closed_wall(&draft, 0);
        draft.apply(Edit::Wall { at, side, open: true }).unwrap();
        draft.apply(Edit::Par(Some(60.0))).unwrap();
        assert_eq!(draft.save(&dir).unwrap(), path);
        let saved = fs::read_to_string(&path).unwrap();
        assert_eq!(saved.matches('\n').count(), saved.matches("\r\n").count(), "{id}: only CRLF\n{saved}");
        for line in text.lines().filter(|l| l.trim_start().starts_with("//")) {
            assert!(saved.contains(line), "{id}: the comment {line:?} stays\n{saved}");
        }
        let loaded = Draft::from_text(&saved, "crlf.ron", None).unwrap();
        assert_eq!(loaded.content(), draft.content(), "{id}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn non_ascii_and_nested_comments_with_field_names_are_kept() {
    let dir = folder("comments");
    let header = "// Été — 迷路 ✓: a level with comments everywhere\n/* outer /* maze: Generated(doors: [ */ fog: true, name: \"x\" */\n";
    let text = format!(
        "{header}{}",
        campaign_text("01-first-steps").replacen("(\n", "( // opening ü\n", 1).replacen(
            "seed: 1,",
            "seed: /* seed: 9 /* é */ */ 1, // the first seed",
            1
        )
    );
    let (mut draft, path) = open(&dir, "comments.ron", &text);
    draft.apply(Edit::Name("Première".into())).unwrap();
    draft.apply(Edit::Fog(true)).unwrap();
    // A wall: the generated maze becomes drawn, and the comment inside `Generated(…)` moves.
    let (at, side) = closed_wall(&draft, 7);
    draft.apply(Edit::Wall { at, side, open: true }).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path);
    let saved = fs::read_to_string(&path).unwrap();
    assert!(saved.starts_with(header), "{saved}");
    for comment in ["// opening ü", "/* seed: 9 /* é */ */", "// the first seed"] {
        assert!(saved.contains(comment), "{comment} stays:\n{saved}");
    }
    assert!(saved.contains("maze: Drawn(layout:") && saved.contains("name: \"Première\""), "{saved}");
    assert_eq!(Draft::from_text(&saved, "comments.ron", None).unwrap().content(), draft.content());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn attributes_raw_names_and_comments_before_a_colon_are_edited_in_place() {
    let dir = folder("odd");
    // All valid RON: an attribute line, a raw identifier, comments between a name and its colon.
    let text =
        format!(
            "#![enable(implicit_some)] // (an attribute)\n{}",
            campaign_text("01-first-steps")
                .replacen("(\n", "(\n    r#fog /* off */ : /* for now */ false,\n", 1)
                .replacen("par_seconds: 5", "par_seconds // the time to beat\n    : 5", 1)
        );
    let (mut draft, path) = open(&dir, "odd.ron", &text);
    draft.apply(Edit::Fog(true)).unwrap();
    draft.apply(Edit::Par(Some(9.0))).unwrap();
    let start = draft.content().board.start;
    let side = Dir::ALL.into_iter().find(|&d| draft.content().board.maze.is_open(start, d)).unwrap();
    draft.apply(Edit::Door(Door { at: start, side, period: 300, open: 150, phase: 0 })).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path);
    let saved = fs::read_to_string(&path).unwrap();
    let kept = [
        "#![enable(implicit_some)] // (an attribute)\n// Level 1",
        "r#fog /* off */ : /* for now */\n    true,",
        "par_seconds // the time to beat\n    : 9,",
    ];
    for kept in kept {
        assert!(saved.contains(kept), "{kept:?} stays:\n{saved}");
    }
    assert_eq!(Draft::from_text(&saved, "odd.ron", None).unwrap().content(), draft.content());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_levels_folder_that_is_a_file_is_named_as_such() {
    let dir = folder("folder-file");
    let file = dir.join("levels");
    fs::write(&file, "not a folder").unwrap();
    let mut draft = Draft::empty(4, 3).unwrap();
    let err = draft.save(&file).unwrap_err().to_string();
    assert!(err.contains(&format!("the levels folder {} is a file, not a folder", file.display())), "{err}");
    assert_eq!(fs::read_to_string(&file).unwrap(), "not a folder");
    fs::remove_dir_all(&dir).unwrap();
}

/// Places in `text` outside strings and comments where a comment may go: after a line end,
/// a comma or an opening bracket, and before a colon.
fn comment_places(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let (mut places, mut i, mut depth) = (Vec::new(), 0, 0usize);
    let mut in_string = false;
    while i < bytes.len() {
        let two = (bytes[i], bytes.get(i + 1).copied());
        match (in_string, depth, two) {
            (true, _, (b'\\', _)) => i += 1,
            (true, _, (b'"', _)) => in_string = false,
            (true, _, _) => {}
            (_, _, (b'/', Some(b'*'))) => (depth, i) = (depth + 1, i + 1),
            (_, 1.., (b'*', Some(b'/'))) => (depth, i) = (depth - 1, i + 1),
            (_, 1.., _) => {}
            (_, 0, (b'/', Some(b'/'))) => i += text[i..].find('\n').unwrap_or(text.len() - i) - 1,
            (_, 0, (b'"', _)) => in_string = true,
            (_, 0, (b'\n' | b',' | b'(' | b'[', _)) => places.push(i + 1),
            (_, 0, (b':', _)) => places.push(i),
            _ => {}
        }
        i += 1;
    }
    places
}

const COMMENTS: [&str; 6] = [
    "// note: fog: true, doors: [ (é)\n",
    "/* name: \"x\" /* nested maze: Drawn */ ✓ */",
    "/**/",
    "// 迷路 start: (x: 0, y: 0)\n",
    "/* par_seconds: 1 */ ",
    "/* ( [ , */\n",
];

#[test]
fn over_many_commented_files_a_save_keeps_every_comment_or_refuses_clearly() {
    let dir = folder("many");
    let mut rng = MazeRng::new(22);
    // The campaign's hand-written files, and levels the editor wrote from generated mazes.
    let square = campaign().into_iter().filter(|listed| !listed.level.as_ref().unwrap().is_shaped());
    let mut texts: Vec<String> = square.map(|listed| campaign_text(&listed.id)).collect();
    for seed in 0..12 {
        let (width, height) = (4 + rng.below(9), 3 + rng.below(9));
        let doors = DoorAmount::Count(rng.below(4));
        let mut draft = Draft::generated(MazeRecipe { width, height, seed, doors, ..Default::default() }).unwrap();
        draft.apply(Edit::Fog(rng.chance(0.5))).unwrap();
        draft.apply(Edit::Name(format!("Généré {seed}"))).unwrap();
        texts.push(draft.to_ron().unwrap());
    }
    let (mut saved, mut refused, mut cases) = (0, 0, 0);
    for case in 0..240 {
        let base = &texts[case % texts.len()];
        let mut text = base.clone();
        let mut inserted = Vec::new();
        for _ in 0..1 + rng.below(5) {
            let places = comment_places(&text);
            let at = places[rng.index(places.len())];
            let comment = COMMENTS[rng.index(COMMENTS.len())];
            text.insert_str(at, comment);
            inserted.push(comment.trim_end());
        }
        let crlf = rng.chance(0.5);
        if crlf {
            text = text.replace('\n', "\r\n");
        }
        let path = dir.join(format!("case-{case}.ron"));
        fs::write(&path, &text).unwrap();
        let Ok(mut draft) = Draft::from_text(&text, "case.ron", Some(path.clone())) else {
            panic!("case {case}: a comment in a place RON allows one breaks nothing:\n{text}");
        };
        cases += 1;
        for _ in 0..1 + rng.below(3) {
            let edit = match rng.below(5) {
                0 => Edit::Fog(!draft.content().fog),
                1 => Edit::Name(format!("Édité {case}")),
                2 => Edit::Par(Some(400.0 + rng.below(100) as f32)),
                3 => {
                    let (at, side) = closed_wall(&draft, rng.index(draft.content().board.maze.len()));
                    Edit::Wall { at, side, open: true }
                }
                _ => {
                    let start = draft.content().board.start;
                    let side = Dir::ALL.into_iter().find(|&d| draft.content().board.maze.is_open(start, d)).unwrap();
                    Edit::Door(Door { at: start, side, period: 300, open: 100 + rng.below(100), phase: 0 })
                }
            };
            draft.apply(edit).unwrap();
        }
        match draft.save(&dir) {
            Ok(written) => {
                saved += 1;
                assert_eq!(written, path, "case {case}: back into its own file");
                let out = fs::read_to_string(&path).unwrap();
                let loaded = Draft::from_text(&out, "case.ron", None).unwrap();
                assert_eq!(loaded.content(), draft.content(), "case {case}: reads back as the draft");
                for comment in &inserted {
                    let (before, after) = (text.matches(comment).count(), out.matches(comment).count());
                    assert_eq!(before, after, "case {case}: {comment:?} kept\n{out}");
                }
                if crlf {
                    assert_eq!(out.matches('\n').count(), out.matches("\r\n").count(), "case {case}: CRLF\n{out}");
                } else {
                    assert!(!out.contains('\r'), "case {case}: LF");
                }
            }
            Err(why) => {
                let why = why.to_string();
                refused += 1;
                assert!(why.starts_with("not saved") && !why.contains('\n'), "case {case}: {why}");
                assert_eq!(fs::read_to_string(&path).unwrap(), text, "case {case}: a refusal changes nothing");
            }
        }
    }
    assert_eq!((cases, saved, refused), (240, 240, 0), "a comment where RON allows one never stops a save");
    fs::remove_dir_all(&dir).unwrap();
}

/// A level's goal region is not the editor's to draw, but it is the file's: an edited save
/// keeps the `goal` list, and the saved level still has every goal cell.
#[test]
fn an_edited_save_keeps_the_levels_goal_cells() {
    let dir = folder("goal-cells");
    let text = "(\n    name: \"Centre\",\n    maze: Generated(algorithm: \"prim\", width: 8, height: 8, seed: 1),\n    goal: [(x: 3, y: 3), (x: 4, y: 3), (x: 3, y: 4), (x: 4, y: 4)],\n)\n";
    let (mut draft, path) = open(&dir, "centre.ron", text);
    draft.apply(Edit::Fog(true)).unwrap();
    draft.apply(Edit::Par(Some(30.0))).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path);
    let saved = fs::read_to_string(&path).unwrap();
    assert!(saved.contains("goal: [(x: 3, y: 3), (x: 4, y: 3), (x: 3, y: 4), (x: 4, y: 4)]"), "{saved}");
    let built = mousemaze::content::level::Level::from_ron(&saved, "centre.ron").unwrap().build().unwrap();
    assert_eq!(built.board.goals().len(), 4, "{saved}");
}
