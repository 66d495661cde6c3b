//! The editor's start menu (`Menu::EditorSetup`): go on with the draft, start from an
//! empty field or from a generated maze (size, algorithm and seed set with Left/Right), or
//! open a level of the list (the campaign, then the player's own files) to edit it; an
//! empty field of hexagons, a generated maze of them, or a shaped level of the list, opens
//! the shaped editor.

use bevy::prelude::*;

use super::{EditorDraft, EditorUi, ShapedEditorDraft};
use crate::art::GameArt;
use crate::content::level::catalog::{Listed, Origin, all_levels, campaign_text};
use crate::content::level::edit::{Draft, ShapedDraft};
use crate::content::level::shaped::{LevelShape, ShapedSpec};
use crate::maze::Algorithm;
use crate::maze::doors::DoorAmount;
use crate::maze::recipe::MazeRecipe;
use crate::maze::text::printable;
use crate::menu_list::{Activate, Adjust, MenuList, cycle, menu, spawn_item, spawn_page};
use crate::player_folders::LevelsDir;
use crate::ui::label;
use crate::{GoTo, Menu, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewDraft>()
        .add_systems(OnEnter(Menu::EditorSetup), spawn_setup)
        .add_systems(Update, show_rows.in_set(PlaySet::Draw).run_if(in_state(Menu::EditorSetup)));
}

/// The sizes a new draft offers.
const SIZES: [(u32, u32); 6] = [(8, 6), (12, 9), (16, 12), (21, 15), (31, 21), (41, 27)];

/// How a new draft is made.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct NewDraft {
    size: (u32, u32),
    algorithm: Algorithm,
    seed: u64,
}

impl Default for NewDraft {
    fn default() -> Self {
        NewDraft { size: SIZES[1], algorithm: Algorithm::Backtracker, seed: 1 }
    }
}

/// The rows of the start menu.
#[derive(Component, Clone, Debug)]
enum Row {
    Continue,
    /// Go on with the shaped draft.
    ContinueShaped,
    Size,
    Algorithm,
    Seed,
    Empty,
    Generated,
    /// An empty field of hexagons, the size's.
    EmptyHex,
    /// A generated maze of hexagons: the size, algorithm and seed rows'.
    GeneratedHex,
    Open(Box<Listed>),
}

impl Row {
    fn line(&self, new: &NewDraft, (draft, shaped): (Option<&EditorDraft>, Option<&ShapedEditorDraft>)) -> String {
        let (w, h) = new.size;
        match self {
            Row::Continue => {
                let name = draft.map_or(String::new(), |d| printable(&d.content().name).into_owned());
                format!("Go on editing \"{name}\"")
            }
            Row::ContinueShaped => {
                let name = shaped.map_or(String::new(), |d| printable(&d.content().name).into_owned());
                format!("Go on editing \"{name}\" (hexagons)")
            }
            Row::Size => format!("Size   < {w} x {h} >"),
            Row::Algorithm => format!("Algorithm   < {} >", new.algorithm),
            Row::Seed => format!("Seed   < {} >", new.seed),
            Row::Empty => format!("New: an empty field, {w} x {h}"),
            Row::Generated => format!("New: a {} maze, {w} x {h}, seed {}", new.algorithm, new.seed),
            Row::EmptyHex => format!("New: an empty field of hexagons, {w} x {h}"),
            Row::GeneratedHex => format!("New: a {} maze of hexagons, {w} x {h}, seed {}", new.algorithm, new.seed),
            Row::Open(listed) => match &listed.level {
                Ok(level) => format!("Edit: {}", printable(&level.name)),
                Err(_) => format!("Edit: {}  (broken file)", printable(&listed.id)),
            },
        }
    }
}

/// A draft of either kind.
enum Opened {
    Square(Box<Draft>),
    Shaped(Box<ShapedDraft>),
}

/// A level's text as a draft: a shaped level's for the shaped editor, else a square one's.
fn open_text(text: &str, name: &str, file: Option<std::path::PathBuf>) -> Result<Opened, String> {
    let shaped = crate::content::level::Level::from_ron(text, name).is_ok_and(|level| level.is_shaped());
    if shaped {
        ShapedDraft::from_text(text, name, file).map(|d| Opened::Shaped(Box::new(d))).map_err(|e| e.to_string())
    } else {
        Draft::from_text(text, name, file).map(|d| Opened::Square(Box::new(d))).map_err(|e| e.to_string())
    }
}

/// A level of the list as a draft: the campaign's own text, or the file's.
fn open_listed(listed: &Listed) -> Result<Opened, String> {
    match &listed.origin {
        Origin::BuiltIn => {
            let text = campaign_text(&listed.id).ok_or_else(|| format!("no built-in level {}", listed.id))?;
            open_text(text, &format!("{}.ron", listed.id), None)
        }
        Origin::File(path) => {
            let text = crate::content::level::read_level_text(path).map_err(|e| e.to_string())?;
            open_text(&text, &path.display().to_string(), Some(path.to_path_buf()))
        }
    }
}

/// Why the last choice did not open.
#[derive(Component)]
struct SetupMessage;

fn spawn_setup(
    mut commands: Commands,
    dir: Res<LevelsDir>,
    drafts: (Option<Res<EditorDraft>>, Option<Res<ShapedEditorDraft>>),
) {
    let mut rows = Vec::new();
    if drafts.0.is_some() {
        rows.push(Row::Continue);
    }
    if drafts.1.is_some() {
        rows.push(Row::ContinueShaped);
    }
    rows.extend([Row::Size, Row::Algorithm, Row::Seed, Row::Empty, Row::Generated, Row::EmptyHex, Row::GeneratedHex]);
    rows.extend(all_levels(dir.0.as_deref()).into_iter().map(|l| Row::Open(Box::new(l))));
    // The first row Enter starts something with: going on with the draft, or a new field.
    let first = rows.iter().position(|r| matches!(r, Row::Continue | Row::ContinueShaped | Row::Empty)).unwrap_or(0);
    let list = commands.spawn(menu()).id();
    for (index, row) in rows.into_iter().enumerate() {
        spawn_item(&mut commands, list, index, String::new()).insert(row).observe(choose).observe(adjust);
    }
    commands.entity(list).insert(MenuList { selected: first, rows: Some(9) });
    let message = commands.spawn((SetupMessage, label(String::new(), 22.0, GameArt::WARNING))).id();
    let hint = commands
        .spawn(label("Up/Down choose   Left/Right change   Enter start   Esc back", 20.0, GameArt::DIM_TEXT))
        .id();
    spawn_page(&mut commands, Menu::EditorSetup, "Level editor", list, &[message, hint]);
}

fn choose(
    activate: On<Activate>,
    rows: Query<&Row>,
    new: Res<NewDraft>,
    mut commands: Commands,
    mut ui: ResMut<EditorUi>,
    mut go: GoTo,
    mut message: Query<&mut Text, With<SetupMessage>>,
) {
    let Ok(row) = rows.get(activate.entity) else { return };
    let (width, height) = new.size;
    let draft = match row {
        Row::Continue => {
            go.screen(Screen::Editor);
            return;
        }
        Row::ContinueShaped => {
            go.screen(Screen::ShapedEditor);
            return;
        }
        Row::Size | Row::Algorithm | Row::Seed => {
            if let Ok(mut text) = message.single_mut() {
                text.0 = "Left/Right change this; Enter on a \"New\" row starts the level".into();
            }
            return;
        }
        Row::Empty => Draft::empty(width, height).map(|d| Opened::Square(Box::new(d))).map_err(|e| e.to_string()),
        Row::Generated => {
            let recipe = MazeRecipe { algorithm: new.algorithm, width, height, seed: new.seed, ..Default::default() };
            Draft::generated(recipe).map(|d| Opened::Square(Box::new(d))).map_err(|e| e.to_string())
        }
        Row::EmptyHex => ShapedDraft::empty(LevelShape::Hex { width, height })
            .map(|d| Opened::Shaped(Box::new(d)))
            .map_err(|e| e.to_string()),
        Row::GeneratedHex => {
            let shape = LevelShape::Hex { width, height };
            let spec =
                ShapedSpec { shape, algorithm: new.algorithm, seed: new.seed, braid: 0.0, doors: DoorAmount::NONE };
            ShapedDraft::generated(spec).map(|d| Opened::Shaped(Box::new(d))).map_err(|e| e.to_string())
        }
        Row::Open(listed) => open_listed(listed),
    };
    match draft {
        Ok(draft) => {
            *ui = EditorUi::default();
            match draft {
                Opened::Square(draft) => {
                    commands.insert_resource(EditorDraft(*draft));
                    go.screen(Screen::Editor);
                }
                Opened::Shaped(draft) => {
                    commands.insert_resource(ShapedEditorDraft(*draft));
                    go.screen(Screen::ShapedEditor);
                }
            }
        }
        Err(why) => {
            warn!("{why}");
            for mut text in &mut message {
                text.0 = printable(&why).into_owned();
            }
        }
    }
}

fn adjust(adjust: On<Adjust>, rows: Query<&Row>, mut new: ResMut<NewDraft>) {
    match rows.get(adjust.entity) {
        Ok(Row::Size) => new.size = cycle(&SIZES, new.size, adjust.delta),
        Ok(Row::Algorithm) => new.algorithm = cycle(&Algorithm::ALL, new.algorithm, adjust.delta),
        Ok(Row::Seed) => new.seed = new.seed.saturating_add_signed(adjust.delta.into()),
        _ => {}
    }
}

fn show_rows(
    new: Res<NewDraft>,
    drafts: (Option<Res<EditorDraft>>, Option<Res<ShapedEditorDraft>>),
    rows: Query<(&Row, &Children), Added<Row>>,
    all_rows: Query<(&Row, &Children)>,
    mut texts: Query<&mut Text>,
) {
    let refresh = |row: &Row, children: &Children, texts: &mut Query<&mut Text>| {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0 = row.line(&new, (drafts.0.as_deref(), drafts.1.as_deref()));
            }
        }
    };
    if new.is_changed() {
        for (row, children) in &all_rows {
            refresh(row, children, &mut texts);
        }
    } else {
        for (row, children) in &rows {
            refresh(row, children, &mut texts);
        }
    }
}
