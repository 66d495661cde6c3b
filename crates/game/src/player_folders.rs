//! The player's folders the menus list: their own levels ([`LevelsDir`]) and maze files
//! ([`MazesDir`]), as resources so tests point them elsewhere.

use std::path::PathBuf;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LevelsDir>().init_resource::<MazesDir>();
}

/// The folder of the player's own levels (listed after the campaign); `None` for none.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct LevelsDir(pub Option<PathBuf>);

/// The folder of the player's maze files, listed after the levels (tests point it elsewhere).
#[derive(Resource, Clone, Debug)]
pub struct MazesDir(pub Option<PathBuf>);

impl Default for MazesDir {
    fn default() -> Self {
        MazesDir(crate::folders::player_mazes_dir())
    }
}

impl MazesDir {
    /// The maze files in the folder and its subfolders, sorted.
    pub fn files(&self) -> Vec<PathBuf> {
        self.0.as_deref().map(|dir| crate::content::maze_file::listed(dir).files).unwrap_or_default()
    }
}

impl Default for LevelsDir {
    /// `MOUSEMAZE_LEVELS_DIR`, else `levels/` in the OS data folder.
    fn default() -> Self {
        LevelsDir(crate::folders::player_levels_dir())
    }
}
