//! Scripted runs: `mousemaze play --screenshot PATH --frames N` saves the window to PATH
//! after N frames and then quits with status 0. CI uses it to look at a real frame.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot.run_if(resource_exists::<Script>));
}

/// Take a screenshot after `frames` frames, save it to `screenshot`, then quit.
#[derive(Resource, Clone, Debug)]
pub struct Script {
    pub screenshot: PathBuf,
    pub frames: u32,
}

/// How long to wait for the saved file before giving up, in frames.
const SAVE_TIMEOUT_FRAMES: u32 = 600;

fn take_screenshot(
    mut commands: Commands,
    script: Res<Script>,
    mut frame: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    *frame += 1;
    if *frame == 1 && script.screenshot.is_file() {
        // An old file must not be mistaken for the new screenshot.
        let _ = std::fs::remove_file(&script.screenshot);
    }
    if *frame == script.frames.max(1) {
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(script.screenshot.clone()));
    } else if *frame > script.frames {
        if std::fs::metadata(&script.screenshot).is_ok_and(|m| m.len() > 0) {
            info!("saved {}", script.screenshot.display());
            exit.write(AppExit::Success);
        } else if *frame > script.frames + SAVE_TIMEOUT_FRAMES {
            error!("the screenshot {} was not saved", script.screenshot.display());
            exit.write(AppExit::error());
        }
    }
}
