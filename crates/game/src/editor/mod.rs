//! The level editor: `Menu::EditorSetup` chooses what to start from (an empty field, a
//! generated recipe, an existing level, or the draft being edited), `Screen::Editor` draws.
//! The draft is the core's [`Draft`] (every change undoable, the live checks, the RON it
//! saves), kept in the [`EditorDraft`] resource, so a test play (T) comes back to it as it
//! was.
//!
//! - [`setup`]: the start menu;
//! - [`keys`]: the actions (tools, undo and redo, settings, naming, saving, test play);
//! - [`pointer`](mod@pointer): clicking and dragging on the board (drawn plugin);
//! - [`board`]: the draft drawn, and the camera beside the panel (drawn plugin);
//! - [`panel`]: the side panel: the settings and the live checks;
//! - [`model`]: what the keys and the panel ask of a draft, square or shaped;
//! - [`shaped`]: a shaped level (`Screen::ShapedEditor`, the [`ShapedDraft`]): its board
//!   and pointer (drawn plugin).

mod board;
mod keys;
pub mod model;
mod panel;
mod pointer;
mod setup;
pub mod shaped;

use bevy::prelude::*;

use crate::content::level::edit::{Draft, ShapedDraft};
use crate::maze::{Dir, Pos};

/// The editor's logic (keys, menus, test play and saving): works headless.
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<EditorUi>();
    app.add_plugins((setup::plugin, keys::plugin, panel::plugin));
}

/// What the editor draws: the board, the pointer.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((board::plugin, pointer::plugin, shaped::plugin));
}

/// The level being edited: it outlives the editor screen (test play, the start menu).
#[derive(Resource, Debug, Clone, Deref, DerefMut)]
pub struct EditorDraft(pub Draft);

/// The shaped level being edited (hexagons, triangles, a circle…): it outlives the editor
/// screen (test play).
#[derive(Resource, Debug, Clone, Deref, DerefMut)]
pub struct ShapedEditorDraft(pub ShapedDraft);

/// What the pointer does on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Click or drag: open and close walls.
    #[default]
    Walls,
    Start,
    Cheese,
    /// Click a passage: add a door, or select the door there (a second click removes it).
    Doors,
}

impl Tool {
    pub const ALL: [Tool; 4] = [Tool::Walls, Tool::Start, Tool::Cheese, Tool::Doors];

    pub fn name(self) -> &'static str {
        match self {
            Tool::Walls => "walls",
            Tool::Start => "start",
            Tool::Cheese => "cheese",
            Tool::Doors => "doors",
        }
    }
}

/// The editor's state around the draft: the tool, the selected door, the name being typed
/// and the last message.
#[derive(Resource, Debug, Default, Clone)]
pub struct EditorUi {
    pub tool: Tool,
    /// The door the timing keys change, by its cell and side.
    pub selected_door: Option<(Pos, Dir)>,
    /// On a shaped draft, the door the timing keys change, by its cell and slot.
    pub selected_shaped_door: Option<(u32, usize)>,
    /// The name being typed (N), until Enter.
    pub naming: Option<String>,
    /// What the last action said, and whether it is a problem.
    pub message: Option<(String, bool)>,
}

impl EditorUi {
    pub fn say(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), false));
    }

    pub fn warn(&mut self, text: impl Into<String>) {
        let text = text.into();
        warn!("{text}");
        self.message = Some((text, true));
    }
}
