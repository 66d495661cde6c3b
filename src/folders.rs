//! Where the player's own files live, outside the core (which is given paths, never looks
//! them up): the OS data folder from `directories`, or what the environment says: the
//! player's levels, bots and maze files.

use std::path::PathBuf;

/// The folder of the player's own levels: `MOUSEMAZE_LEVELS_DIR` if set, else `levels/` in
/// the OS data folder (`~/.local/share/mousemaze/levels` on Linux). `None` if the OS has no
/// data folder for us.
pub fn player_levels_dir() -> Option<PathBuf> {
    match std::env::var_os("MOUSEMAZE_LEVELS_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "mousemaze").map(|d| d.data_dir().join("levels")),
    }
}

/// The folder of the player's progress and settings: `MOUSEMAZE_CONFIG_DIR` if set, else
/// the OS config folder (`~/.config/mousemaze` on Linux). `None` if the OS has none.
pub fn config_dir() -> Option<PathBuf> {
    match std::env::var_os("MOUSEMAZE_CONFIG_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "mousemaze").map(|d| d.config_dir().to_path_buf()),
    }
}

/// The folder of the player's own bots: `MOUSEMAZE_BOTS_DIR` if set, else `bots/` in the
/// OS data folder (`~/.local/share/mousemaze/bots` on Linux). `None` if the OS has no data
/// folder for us.
pub fn player_bots_dir() -> Option<PathBuf> {
    match std::env::var_os("MOUSEMAZE_BOTS_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "mousemaze").map(|d| d.data_dir().join("bots")),
    }
}

/// The folder of the player's maze files (micromouse `.txt`, `.maz`, `.num`, drawings):
/// `MOUSEMAZE_MAZES_DIR` if set, else `mazes/` in the OS data folder
/// (`~/.local/share/mousemaze/mazes` on Linux). `None` if the OS has no data folder for us.
pub fn player_mazes_dir() -> Option<PathBuf> {
    match std::env::var_os("MOUSEMAZE_MAZES_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "mousemaze").map(|d| d.data_dir().join("mazes")),
    }
}
