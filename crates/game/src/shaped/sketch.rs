//! A shaped maze drawn whole for the editor and the Bot screen, and what the pointer is on:
//! the ground outside, its walls (and a weave's tunnels and bridges) as in a race, each open
//! passage a faint line (where a wall can go), the start as the mouse and the cheese, each
//! door a bar across its passage; [`pointed_wall`] and [`pointed_cell`] turn a point of the
//! world into the side or the cell under it.

use bevy::prelude::*;

use super::draw::{WALL_COLOUR, piece_size, spawn_layers_at, walls};
use super::mesh::{Chunks, UNIT, WALL, side_points, world};
use crate::art::GameArt;
use crate::maze::doors::{CellDoor, CellDoors};
use crate::maze::shape::{Graph, NONE, ShapedMaze};
use crate::palette::PaletteLook;

/// How near a side a click must be to open or close it, in units (at most this share of the
/// way from the side to the cell's centre): a click in the middle of a cell does nothing to
/// its walls.
const NEAR_SIDE: f32 = 0.3;
const NEAR_SHARE: f32 = 0.6;

/// Spawns the drawing of `maze` from `start` (the mouse there; none without) to `cheese`,
/// every entity tagged `marker` (which also says when it goes).
pub fn draw_sketch(
    commands: &mut Commands,
    assets: (&mut Assets<Mesh>, &mut Assets<ColorMaterial>),
    art: &GameArt,
    (maze, start, cheese): (&ShapedMaze, Option<u32>, u32),
    (doors, selected): (&CellDoors, Option<CellDoor>),
    marker: impl Bundle + Clone,
) {
    let graph = maze.graph();
    let mut open = Chunks::default();
    for (a, b) in maze.passages() {
        if let Some(slot) = graph.neighbours(a).iter().position(|&n| n == b)
            && let Some((side, _)) = graph.sides(a).into_iter().find(|(_, s)| *s == Some(slot))
        {
            for pair in side_points(graph, &side).windows(2) {
                open.segment(pair[0], pair[1], UNIT * WALL * 0.3);
            }
        }
    }
    let layers = [
        (super::outside::outside(graph), GameArt::BACKGROUND, 0.0),
        (open, WALL_COLOUR.with_alpha(0.18), 0.4),
        (walls(maze, |_| true), WALL_COLOUR, 0.5),
    ];
    // A weave's tunnels and bridges, as in a race (a bot is watched on one).
    let woven = super::bridges::bridges(maze, |_| true, WALL_COLOUR);
    spawn_layers_at(commands, assets, layers.into_iter().chain(woven), marker.clone(), (false, Vec2::ZERO));
    // Each door a bar across its passage, the selected one in the accent colour.
    for door in doors.iter() {
        let (a, b) = side_ends(graph, door.cell, usize::from(door.slot));
        let colour = if selected == Some(*door) {
            GameArt::ACCENT
        } else {
            crate::palette::Palette::Standard.colours().door_closing
        };
        let sprite = Sprite::from_color(colour, Vec2::new(a.distance(b) * 0.8, UNIT * WALL * 0.8));
        let at = Transform::from_translation(((a + b) / 2.0).extend(1.0))
            .with_rotation(Quat::from_rotation_z((b - a).to_angle()));
        commands.spawn((marker.clone(), sprite, at));
    }
    let mouse = start.map(|cell| (cell, mouse_piece(art, graph)));
    let cheese = (
        cheese,
        Sprite { custom_size: Some(Vec2::splat(piece_size(graph.shape()))), ..Sprite::from_image(art.cheese.clone()) },
    );
    for (cell, sprite) in mouse.into_iter().chain([cheese]) {
        commands.spawn((
            marker.clone(),
            sprite,
            Transform::from_translation(super::view::cell_centre(graph, cell).extend(2.0)),
        ));
    }
}

/// The mouse's sprite, sized for a cell of `graph`.
pub fn mouse_piece(art: &GameArt, graph: &Graph) -> Sprite {
    let size = Vec2::splat(piece_size(graph.shape()));
    Sprite { custom_size: Some(size), ..crate::sprites::walking_sprite(art.mouse.clone(), art) }
}

/// The turn of a mouse on `cell` facing the way through `slot` (`None` for stairs).
pub fn facing(graph: &Graph, cell: u32, slot: usize) -> Option<Quat> {
    super::mesh::step(graph, cell, slot).map(|gap| Quat::from_rotation_z(gap.y.atan2(gap.x)))
}

/// The cell whose centre is nearest `point` (in the world), if the point is on the maze.
pub fn pointed_cell(graph: &Graph, point: Vec2) -> Option<u32> {
    let (cell, distance) = (0..graph.len() as u32)
        .map(|cell| (cell, world(graph, graph.centre(cell)).distance(point)))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    // A cell's corners are at most a unit from its centre (a ring's outer cells a little more).
    (distance <= 1.5 * UNIT).then_some(cell)
}

/// The inner side (a cell and its slot) nearest `point`, if the point is within
/// [`NEAR_SIDE`] of a cell of it: what a click with the walls tool opens or closes.
pub fn pointed_wall(graph: &Graph, point: Vec2) -> Option<(u32, usize)> {
    let cell = pointed_cell(graph, point)?;
    let neighbours = graph.neighbours(cell);
    let centre = world(graph, graph.centre(cell));
    let distance_to =
        |p: Vec2, points: &[Vec2]| points.windows(2).map(|s| to_segment(p, s[0], s[1])).fold(f32::MAX, f32::min);
    let sides: Vec<_> = graph.sides(cell).into_iter().map(|(side, slot)| (side_points(graph, &side), slot)).collect();
    // A triangle's centre is nearer its sides than a hexagon's.
    let inner = sides.iter().map(|(points, _)| distance_to(centre, points)).fold(f32::MAX, f32::min);
    let (slot, distance) = sides
        .iter()
        .filter_map(|(points, slot)| Some((points, slot.filter(|&s| neighbours[s] != NONE)?)))
        .map(|(points, slot)| (slot, distance_to(point, points)))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    (distance <= (NEAR_SIDE * UNIT).min(NEAR_SHARE * inner)).then_some((cell, slot))
}

/// The two ends of the side through `slot` of `cell`, in the world.
pub fn side_ends(graph: &Graph, cell: u32, slot: usize) -> (Vec2, Vec2) {
    let side = graph.sides(cell).into_iter().find(|(_, s)| *s == Some(slot)).map(|(side, _)| side);
    let points = side.map(|side| side_points(graph, &side)).unwrap_or_default();
    match (points.first(), points.last()) {
        (Some(&a), Some(&b)) => (a, b),
        _ => (Vec2::ZERO, Vec2::ZERO),
    }
}

/// The distance from `p` to the segment from `a` to `b`.
fn to_segment(p: Vec2, a: Vec2, b: Vec2) -> f32 {
    let along = b - a;
    let t =
        if along.length_squared() > 0.0 { ((p - a).dot(along) / along.length_squared()).clamp(0.0, 1.0) } else { 0.0 };
    p.distance(a + along * t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::shape::Shape;

    #[test]
    fn a_point_beside_a_side_names_that_side_and_a_cells_middle_names_none() {
        for shape in
            [Shape::Hex { width: 5, height: 4 }, Shape::Hexagon { radius: 3 }, Shape::Triangle { width: 7, height: 3 }]
        {
            let graph = Graph::new(shape).unwrap();
            let mut named = 0;
            for cell in 0..graph.len() as u32 {
                let centre = world(&graph, graph.centre(cell));
                assert_eq!(pointed_cell(&graph, centre), Some(cell), "{shape:?}");
                assert_eq!(pointed_wall(&graph, centre), None, "{shape:?}: the middle of cell {cell}");
                for (side, slot) in graph.sides(cell) {
                    let Some(slot) = slot.filter(|&s| graph.neighbours(cell)[s] != NONE) else { continue };
                    let points = side_points(&graph, &side);
                    let middle = (points[0] + points[points.len() - 1]) / 2.0;
                    // A little inside the cell from the side's middle.
                    let near = middle + (centre - middle).normalize() * 0.1 * UNIT;
                    assert_eq!(pointed_wall(&graph, near), Some((cell, slot)), "{shape:?}: cell {cell}");
                    named += 1;
                }
            }
            assert!(named > graph.len(), "{shape:?}: {named} sides tried");
            assert_eq!(pointed_cell(&graph, Vec2::splat(1.0e5)), None, "far off the maze");
        }
    }
}
