//! The stars of a challenge: a row of [`MAX_STARS`] slots, the first [`Stars`] lit in the
//! accent colour, the others dim. Without art (the headless logic) a slot is a `*` of text;
//! where the game draws, each slot becomes a small pixel-art star, drawn once in code (the
//! font has no star).

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::PlaySet;
use crate::art::GameArt;
use crate::save::MAX_STARS;
use crate::ui::label;

/// Lit slots follow the row's count (headless too).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, light_stars.in_set(PlaySet::Draw));
}

/// The stars drawn as pixel art.
pub(super) fn art_plugin(app: &mut App) {
    app.add_systems(Startup, draw_star).add_systems(Update, star_images.in_set(PlaySet::Dress));
}

/// How many stars a row shows lit.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stars(pub u8);

/// One place in a row of stars (0-based).
#[derive(Component, Clone, Copy, Debug)]
struct Slot(u8);

/// A row of stars, `earned` lit, each `scale` times the star's pixels (a whole number, so
/// the pixel art stays even).
pub fn stars_row(earned: u8, scale: u32) -> impl Bundle {
    let size = (SIDE * scale) as f32;
    let slot = move |i: u8| {
        let node = Node {
            width: px(size),
            height: px(size),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        };
        (Slot(i), node, children![label("*", size, GameArt::WALL_COLOR)])
    };
    const { assert!(MAX_STARS == 3) };
    (
        Stars(earned),
        Node { column_gap: px((size * 0.15).round()), align_items: AlignItems::Center, ..default() },
        children![slot(0), slot(1), slot(2)],
    )
}

/// The colour of a slot: lit or not.
fn tint(slot: Slot, stars: Stars) -> Color {
    if slot.0 < stars.0 { GameArt::ACCENT } else { GameArt::WALL_COLOR }
}

/// A slot, its star image (where drawn) and its `*` (headless).
type SlotParts = (Ref<'static, Slot>, Option<&'static mut ImageNode>, Option<&'static Children>);

/// Colours the slots of rows whose count changed (or just made): their star image, or
/// their `*`.
fn light_stars(rows: Query<(Ref<Stars>, &Children)>, mut slots: Query<SlotParts>, mut texts: Query<&mut TextColor>) {
    for (stars, children) in &rows {
        for child in children.iter() {
            let Ok((slot, image, marks)) = slots.get_mut(child) else { continue };
            if !stars.is_changed() && !slot.is_added() && image.as_ref().is_none_or(|i| !i.is_added()) {
                continue;
            }
            let color = tint(*slot, *stars);
            if let Some(mut image) = image {
                image.color = color;
            }
            for mark in marks.into_iter().flat_map(|m| m.iter()) {
                if let Ok(mut text) = texts.get_mut(mark) {
                    text.0 = color;
                }
            }
        }
    }
}

/// The star, white (tinted when shown).
#[derive(Resource)]
struct StarImage(Handle<Image>);

/// The star's side in pixels (scaled up, sampled nearest).
const SIDE: u32 = 13;

/// Whether the pixel at (x, y) of the star's square is inside a five-pointed star.
fn in_star(x: u32, y: u32) -> bool {
    let centre = SIDE as f32 / 2.0;
    let (px_, py) = (x as f32 + 0.5 - centre, centre - (y as f32 + 0.5) - 0.4);
    let (outer, inner) = (centre, centre * 0.45);
    // The star's outline: ten points, outer and inner in turn, from the top.
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { outer } else { inner };
            let angle = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            (radius * angle.cos(), radius * angle.sin())
        })
        .collect();
    // Even-odd rule: count the edges a ray to the right crosses.
    let mut inside = false;
    for (i, &(ax, ay)) in points.iter().enumerate() {
        let (bx, by) = points[(i + 1) % points.len()];
        if (ay > py) != (by > py) && px_ < ax + (py - ay) * (bx - ax) / (by - ay) {
            inside = !inside;
        }
    }
    inside
}

fn draw_star(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let mut image = Image::new_fill(
        Extent3d { width: SIDE, height: SIDE, depth_or_array_layers: 1 },
        TextureDimension::D2,
        &[0, 0, 0, 0],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    );
    if let Some(data) = image.data.as_mut() {
        for y in 0..SIDE {
            for x in 0..SIDE {
                if in_star(x, y) {
                    let at = ((y * SIDE + x) * 4) as usize;
                    data[at..at + 4].copy_from_slice(&[255, 255, 255, 255]);
                }
            }
        }
    }
    commands.insert_resource(StarImage(images.add(image)));
}

/// A slot just made shows the star image instead of its `*`.
fn star_images(mut commands: Commands, star: Option<Res<StarImage>>, slots: Query<(Entity, &Children), Added<Slot>>) {
    let Some(star) = star else { return };
    for (slot, marks) in &slots {
        for mark in marks.iter() {
            commands.entity(mark).despawn();
        }
        commands.entity(slot).insert(ImageNode::new(star.0.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_star_has_five_points_and_a_solid_middle() {
        let rows: Vec<String> =
            (0..SIDE).map(|y| (0..SIDE).map(|x| if in_star(x, y) { '#' } else { '.' }).collect()).collect();
        let middle = SIDE / 2;
        assert!(in_star(middle, middle), "{rows:#?}");
        assert!(rows[0].contains('#') || rows[1].contains('#'), "a point at the top: {rows:#?}");
        assert!(!in_star(0, 0) && !in_star(SIDE - 1, 0), "{rows:#?}");
        let filled = rows.iter().map(|r| r.matches('#').count()).sum::<usize>();
        assert!((30..120).contains(&filled), "{filled} pixels: {rows:#?}");
    }
}
