//! The editor on a shaped level (`Screen::ShapedEditor`): the draft drawn as the shapes'
//! race draws it (walls, each open passage a faint line where a wall can go, the start as
//! the mouse, the cheese), fitted beside the panel and redrawn when it changes; a click
//! with the walls tool opens or closes the side nearest the pointer (outlined as it moves),
//! with the start or cheese tool moves them to the cell under it, with the doors tool adds a
//! door on a passage, selects it (the timing keys retime it) or, selected, takes it away. The keys and the panel are
//! the square editor's ([`EditorModel`](super::model::EditorModel)).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::panel::PANEL_WIDTH;
use super::pointer::{Drag, button, pointer_at};
use super::{EditorUi, ShapedEditorDraft, Tool};
use crate::art::GameArt;
use crate::camera::fit_beside_panel;
use crate::content::level::edit::{ShapedContent, ShapedEdit};
use crate::maze::doors::CellDoor;
use crate::maze::shape::Graph;
use crate::shaped::sketch::{draw_sketch, pointed_cell, pointed_wall, side_ends};
use crate::shaped::view::board_size;
use crate::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::ShapedEditor), spawn_outline).add_systems(
        Update,
        (use_pointer.in_set(PlaySet::Keys), (redraw, frame_camera, show_outline).in_set(PlaySet::Draw))
            .run_if(in_state(Screen::ShapedEditor)),
    );
}

/// A piece of the drawn draft (all of them are redrawn at once).
#[derive(Component, Clone)]
struct SketchPiece;

/// Redraws the draft when it changed, or on entering (a test play's race is gone).
fn redraw(
    draft: Option<Res<ShapedEditorDraft>>,
    ui: Res<EditorUi>,
    mut selected: Local<Option<(u32, usize)>>,
    old: Query<Entity, With<SketchPiece>>,
    art: Res<GameArt>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
    mut commands: Commands,
) {
    let Some(draft) = draft else { return };
    if !draft.is_changed() && !old.is_empty() && *selected == ui.selected_shaped_door {
        return;
    }
    *selected = ui.selected_shaped_door;
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let c = draft.content();
    let doors = (&c.doors, ui.selected_shaped_door.and_then(|(cell, slot)| c.door_at(cell, slot)).copied());
    draw_sketch(
        &mut commands,
        (&mut meshes, &mut materials),
        &art,
        (&c.maze, Some(c.start), c.cheese),
        doors,
        // It goes with the screen (a test play draws its own race).
        (SketchPiece, DespawnOnExit(Screen::ShapedEditor)),
    );
}

/// The board beside the panel.
fn frame_camera(
    draft: Option<Res<ShapedEditorDraft>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let Some(draft) = draft else { return };
    let (mut transform, mut projection) = camera.into_inner();
    let board = board_size(draft.content().maze.graph());
    fit_beside_panel((&mut transform, &mut projection), board, window.size(), PANEL_WIDTH);
}

fn use_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    draft: Option<ResMut<ShapedEditorDraft>>,
    mut ui: ResMut<EditorUi>,
    mut drag: Local<Option<Drag<(u32, usize)>>>,
) {
    let Some(mut draft) = draft else { return };
    let Some(clicked) = button(&buttons, &mut drag) else { return };
    let Some(point) = pointer_at(&window, *camera) else { return };
    if ui.tool == Tool::Doors {
        if clicked
            && let Some(edit) = door_click(draft.content(), &mut ui, point)
            && let Err(why) = draft.0.apply(edit)
        {
            ui.warn(why.to_string());
        }
        return;
    }
    let maze = &draft.content().maze;
    let Some(edit) = click(maze.graph(), |cell, slot| maze.is_open(cell, slot), ui.tool, point) else { return };
    if !clicked {
        // Along a drag, each side passed gets the first one's change, all one undo step.
        if let (Some(Drag { open, last }), ShapedEdit::Wall { cell, slot, .. }) = (*drag, &edit)
            && last != (*cell, *slot)
            && !same_side(maze.graph(), last, (*cell, *slot))
        {
            let _ = draft.0.apply_joined(ShapedEdit::Wall { cell: *cell, slot: *slot, open });
            *drag = Some(Drag { open, last: (*cell, *slot) });
        }
        return;
    }
    if let ShapedEdit::Wall { cell, slot, open } = edit {
        *drag = Some(Drag { open, last: (cell, slot) });
    }
    if let Err(why) = draft.0.apply(edit) {
        ui.warn(why.to_string());
    }
}

/// Whether two (cell, slot) name the same side from its two cells.
fn same_side(graph: &Graph, (a, slot_a): (u32, usize), (b, slot_b): (u32, usize)) -> bool {
    graph.neighbours(a).get(slot_a) == Some(&b) && graph.neighbours(b).get(slot_b) == Some(&a)
}

/// A new door's timing: a 3.5 s cycle, open for its first 1.5 s (as on squares).
const NEW_DOOR: (u32, u32) = (455, 195);

/// What a click at `point` does with the doors tool: on a passage with no door, a door added
/// (and selected); on the selected door, that door taken away; on another door, that one
/// selected (no edit). Walls and the outside get nothing.
pub fn door_click(content: &ShapedContent, ui: &mut EditorUi, point: Vec2) -> Option<ShapedEdit> {
    let (cell, slot) = pointed_wall(content.maze.graph(), point)?;
    if !content.maze.is_open(cell, slot) {
        ui.warn("A door goes on an open passage");
        return None;
    }
    let here = content.door_at(cell, slot).map(|door| (door.cell, usize::from(door.slot)));
    match here {
        Some(door)
            if ui
                .selected_shaped_door
                .is_some_and(|s| content.door_at(s.0, s.1).is_some_and(|d| (d.cell, usize::from(d.slot)) == door)) =>
        {
            ui.selected_shaped_door = None;
            Some(ShapedEdit::RemoveDoor { cell, slot })
        }
        Some(door) => {
            ui.selected_shaped_door = Some(door);
            None
        }
        None => {
            let (period, open) = NEW_DOOR;
            ui.selected_shaped_door = Some((cell, slot));
            Some(ShapedEdit::Door(CellDoor { cell, slot: slot as u8, period, open, phase: 0 }))
        }
    }
}

/// What a click at `point` does with `tool`: a wall opened or closed (`open` says which
/// sides are open now), the start or the cheese moved; `None` off the board or away from a
/// side.
pub fn click(graph: &Graph, open: impl Fn(u32, usize) -> bool, tool: Tool, point: Vec2) -> Option<ShapedEdit> {
    match tool {
        Tool::Start => pointed_cell(graph, point).map(ShapedEdit::Start),
        Tool::Cheese => pointed_cell(graph, point).map(ShapedEdit::Cheese),
        // The doors tool's clicks depend on the selection: `door_click`.
        Tool::Walls | Tool::Doors => {
            let (cell, slot) = pointed_wall(graph, point)?;
            Some(ShapedEdit::Wall { cell, slot, open: !open(cell, slot) })
        }
    }
}

/// Outlines what a click would change: a side for walls, a cell for the ends.
#[derive(Component)]
struct Outline;

fn spawn_outline(mut commands: Commands) {
    commands.spawn((
        Outline,
        Sprite::from_color(GameArt::ACCENT.with_alpha(0.85), Vec2::ONE),
        Transform::from_xyz(0.0, 0.0, 3.0),
        Visibility::Hidden,
        DespawnOnExit(Screen::ShapedEditor),
    ));
}

fn show_outline(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    draft: Option<Res<ShapedEditorDraft>>,
    ui: Res<EditorUi>,
    outline: Single<(&mut Sprite, &mut Transform, &mut Visibility), With<Outline>>,
) {
    let (mut sprite, mut transform, mut visibility) = outline.into_inner();
    let Some(draft) = draft else { return };
    let graph = draft.content().maze.graph();
    let pointed = pointer_at(&window, *camera).and_then(|point| match ui.tool {
        Tool::Start | Tool::Cheese => pointed_cell(graph, point).map(|cell| {
            let centre = crate::shaped::view::cell_centre(graph, cell);
            (Vec2::splat(14.0), centre, 0.0, 0.35)
        }),
        Tool::Walls | Tool::Doors => pointed_wall(graph, point).map(|(cell, slot)| {
            let (a, b) = side_ends(graph, cell, slot);
            (Vec2::new(a.distance(b), 4.0), (a + b) / 2.0, (b - a).to_angle(), 0.85)
        }),
    });
    let Some((size, at, angle, alpha)) = pointed else {
        *visibility = Visibility::Hidden;
        return;
    };
    sprite.custom_size = Some(size);
    sprite.color = GameArt::ACCENT.with_alpha(alpha);
    *transform = Transform::from_translation(at.extend(3.0)).with_rotation(Quat::from_rotation_z(angle));
    *visibility = Visibility::Visible;
}
