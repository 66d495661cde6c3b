//! The game's test binary: headless apps (`MinimalPlugins + StatesPlugin`, no window, no
//! renderer) driven by simulated keys until the state changes; and the check of a real
//! rendered frame.

/// Memory counted as the binary counts it: bots are bounded as a whole here too.
#[global_allocator]
static ALLOCATOR: mousemaze::bot::CountingAllocator = mousemaze::bot::CountingAllocator;

mod ai;
mod board_views;
mod bot_screen;
mod bots;
mod bots_shapes;
mod challenges;
mod debugger;
mod doors;
mod editor;
mod editor_shapes;
mod first_minutes;
#[cfg(feature = "gamepad")]
mod gamepad;
mod ghost;
mod harness;
mod held_keys;
mod hostile_files;
mod interrupt;
mod maze_files;
pub mod menus;
mod mms_mice;
mod play;
mod race;
mod render;
mod saves;
#[path = "../shared/scratch.rs"]
mod scratch;
mod seeing;
mod settings;
mod shaped_daily;
mod shaped_play;
#[cfg(feature = "audio")]
mod shaped_sounds;
mod shaped_view;
mod shapes;
mod two_players;
mod two_players_more;
