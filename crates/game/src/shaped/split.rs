//! The split screen of a race of two on a shaped maze too big to show whole (a circle of 40
//! rings, a 120×90 field of hexes): the game's one split screen (`crate::split_screen`, over
//! the board view), told to split by the camera (`view.rs`). A maze shown whole is never split.

use bevy::prelude::*;

use super::ShapedGame;
use crate::Screen;
use crate::camera::{SplitScreen, Zoom};
use crate::split_screen::split_views;

pub fn plugin(app: &mut App) {
    app.init_resource::<SplitScreen>().init_resource::<Zoom>().add_systems(
        Update,
        split_views::<ShapedGame>().run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}
