//! Where the player's own files live, outside the core (which is given paths, never looks
//! them up): the OS data folder from `directories`, or what the environment says: the
//! player's levels, bots, maze files and challenge scripts.

use std::path::PathBuf;

/// The folder of the player's own levels: `MOUSEMAZE_LEVELS_DIR` if set, else `levels/` in
/// the OS data folder (`~/.local/share/mousemaze/levels` on Linux). `None` if the OS has no
/// data folder for us.
pub fn player_levels_dir() -> Option<PathBuf> {
    data_folder("MOUSEMAZE_LEVELS_DIR", "levels")
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
    data_folder("MOUSEMAZE_BOTS_DIR", "bots")
}

/// The folder of the player's maze files (micromouse `.txt`, `.maz`, `.num`, drawings):
/// `MOUSEMAZE_MAZES_DIR` if set, else `mazes/` in the OS data folder
/// (`~/.local/share/mousemaze/mazes` on Linux). `None` if the OS has no data folder for us.
pub fn player_mazes_dir() -> Option<PathBuf> {
    data_folder("MOUSEMAZE_MAZES_DIR", "mazes")
}

/// The folder of the player's challenge scripts (`03-left-hand-rule.rhai`, one per challenge,
/// made from its starter): `MOUSEMAZE_CHALLENGES_DIR` if set, else `challenges/` in the OS
/// data folder (`~/.local/share/mousemaze/challenges` on Linux), beside the bots and levels.
/// `None` if the OS has no data folder for us.
pub fn player_challenges_dir() -> Option<PathBuf> {
    data_folder("MOUSEMAZE_CHALLENGES_DIR", "challenges")
}

/// The folder `env` names if it is set, else `name` in the OS data folder.
fn data_folder(env: &str, name: &str) -> Option<PathBuf> {
    match std::env::var_os(env) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "mousemaze").map(|d| d.data_dir().join(name)),
    }
}
