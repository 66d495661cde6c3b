//! How the pieces look: sprites for the mice (the ghost too) and the cheese, the mice turned to face the
//! way they run, with a two-frame walk while they move.

use crate::palette::PaletteLook;
use bevy::prelude::*;

use super::art::GameArt;
use super::cheese::Cheese;
use super::ghost::{GHOST_TINT, GhostPiece};
use super::mouse::{Piece, Player};
use super::rival::Rival;
use super::run::CurrentRun;
use super::{PlaySet, Screen};
use crate::maze::Dir;
use crate::rules::Mouse;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_player)
        .add_observer(dress_rival)
        .add_observer(dress_cheese)
        .add_observer(dress_ghost)
        .add_systems(
            RunFixedMainLoop,
            (animate_mice, animate_ghost).in_set(PlaySet::Animate).run_if(in_state(Screen::Playing)),
        );
}

fn dress_player(add: On<Add, Player>, art: Res<GameArt>, mut commands: Commands) {
    commands.entity(add.entity).insert(walking_sprite(art.mouse.clone(), &art));
}

fn dress_rival(add: On<Add, Rival>, art: Res<GameArt>, progress: Res<super::PlayerProgress>, mut commands: Commands) {
    let mut sprite = walking_sprite(art.rival.clone(), &art);
    sprite.color = progress.settings.palette.colours().rival;
    commands.entity(add.entity).insert(sprite);
}

fn dress_cheese(add: On<Add, Cheese>, art: Res<GameArt>, mut commands: Commands) {
    commands.entity(add.entity).insert(Sprite::from_image(art.cheese.clone()));
}

/// A mouse sprite on its first walking frame.
pub fn walking_sprite(image: Handle<Image>, art: &GameArt) -> Sprite {
    Sprite::from_atlas_image(image, TextureAtlas { layout: art.mouse_frames.clone(), index: 0 })
}

/// The rotation that turns an east-facing sprite to face `dir`.
pub fn facing_rotation(dir: Dir) -> Quat {
    let quarter_turns = match dir {
        Dir::E => 0.0,
        Dir::N => 1.0,
        Dir::W => 2.0,
        Dir::S => 3.0,
    };
    Quat::from_rotation_z(quarter_turns * std::f32::consts::FRAC_PI_2)
}

fn animate_mice(time: Res<Time>, run: Res<CurrentRun>, mut mice: Query<(&Piece, &mut Transform, &mut Sprite)>) {
    let frame = walk_frame(&time);
    for (piece, mut transform, mut sprite) in &mut mice {
        let Some(mouse) = run.mice.get(piece.0).map(|m| m.mouse) else { continue };
        pose_mouse(&mouse, frame, &mut transform, &mut sprite);
    }
}

/// The walking frame now: eight steps a second.
pub fn walk_frame(time: &Time) -> usize {
    (time.elapsed_secs() * 8.0) as usize % 2
}

/// Turns a mouse's sprite the way it faces, on walking `frame` while it runs (standing still
/// shows the first frame).
pub fn pose_mouse(mouse: &Mouse, frame: usize, transform: &mut Transform, sprite: &mut Sprite) {
    transform.rotation = facing_rotation(mouse.facing);
    if let Some(atlas) = sprite.texture_atlas.as_mut() {
        atlas.index = if mouse.heading.is_some() { frame } else { 0 };
    }
}

/// The ghost of the best run: the player's mouse, pale and see-through.
fn dress_ghost(add: On<Add, GhostPiece>, art: Res<GameArt>, mut commands: Commands) {
    let mut sprite = walking_sprite(art.mouse.clone(), &art);
    sprite.color = GHOST_TINT;
    commands.entity(add.entity).insert(sprite);
}

fn animate_ghost(
    time: Res<Time>,
    run: Res<CurrentRun>,
    mut pieces: Query<(&mut Transform, &mut Sprite), With<GhostPiece>>,
) {
    let Some(ghost) = &run.ghost else { return };
    for (mut transform, mut sprite) in &mut pieces {
        pose_mouse(&ghost.mouse, walk_frame(&time), &mut transform, &mut sprite);
    }
}
