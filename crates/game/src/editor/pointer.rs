//! The pointer on the board: the cell under it and the nearest side of that cell (found
//! through the camera's `viewport_to_world_2d`), outlined as it moves. A click uses the
//! tool there: walls open or close (dragging paints the same change along the way, one
//! undo step), the start or the cheese moves, a door is added, selected or (clicked again)
//! taken away.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::board::side_bar;
use super::keys::apply;
use super::panel::PANEL_WIDTH;
use super::{EditorDraft, EditorUi, Tool};
use crate::art::GameArt;
use crate::board::{CELL_SIZE, PIECE_Z, cell_center};
use crate::content::level::edit::{Edit, same_side};
use crate::maze::doors::Door;
use crate::maze::{Dir, Maze, Pos};
use crate::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Editor), spawn_outline)
        .add_systems(Update, use_pointer.in_set(PlaySet::Keys).run_if(in_state(Screen::Editor)))
        .add_systems(Update, show_outline.in_set(PlaySet::Draw).run_if(in_state(Screen::Editor)));
}

/// A new door's timing: a 3.5 s cycle, open for its first 1.5 s (like level 16's).
const NEW_DOOR: (u32, u32) = (455, 195);

/// The cell at a world position and its side nearest to it; `None` off the board.
pub fn board_point(maze: &Maze, world: Vec2) -> Option<(Pos, Dir)> {
    let x = world.x / CELL_SIZE + maze.width() as f32 / 2.0;
    let y = maze.height() as f32 / 2.0 - world.y / CELL_SIZE;
    if !(x >= 0.0 && y >= 0.0 && x < maze.width() as f32 && y < maze.height() as f32) {
        return None;
    }
    let (u, v) = (x.fract(), y.fract());
    let sides = [(Dir::N, v), (Dir::S, 1.0 - v), (Dir::W, u), (Dir::E, 1.0 - u)];
    let (side, _) = sides.into_iter().min_by(|a, b| a.1.total_cmp(&b.1))?;
    Some((Pos::new(x as u32, y as u32), side))
}

/// Where the pointer is in the world, if it is over the board (not over the panel).
pub(super) fn pointer_at(window: &Window, (camera, at): (&Camera, &GlobalTransform)) -> Option<Vec2> {
    let cursor = window.cursor_position()?;
    if cursor.x > window.width() - PANEL_WIDTH {
        return None;
    }
    camera.viewport_to_world_2d(at, cursor).ok()
}

/// The cell and side under the pointer, if it is over the board.
fn pointed(window: &Window, camera: (&Camera, &GlobalTransform), maze: &Maze) -> Option<(Pos, Dir)> {
    board_point(maze, pointer_at(window, camera)?)
}

/// A drag of the walls tool: what it does to each wall, and the last wall it passed (`S`
/// names a side: a cell and a direction, or a cell and a slot on shapes).
#[derive(Debug, Clone, Copy)]
pub(super) struct Drag<S> {
    pub open: bool,
    pub last: S,
}

/// Whether the left button was just pressed (`Some(true)`) or is held (`Some(false)`); up,
/// `None`, and any drag ends.
pub(super) fn button<S>(buttons: &ButtonInput<MouseButton>, drag: &mut Option<Drag<S>>) -> Option<bool> {
    // A quick click can be pressed and released within one frame: just pressed, not held.
    let clicked = buttons.just_pressed(MouseButton::Left);
    if !clicked && !buttons.pressed(MouseButton::Left) {
        *drag = None;
        return None;
    }
    Some(clicked)
}

fn use_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    draft: Option<ResMut<EditorDraft>>,
    mut ui: ResMut<EditorUi>,
    mut drag: Local<Option<Drag<(Pos, Dir)>>>,
) {
    let Some(mut draft) = draft else { return };
    let Some(clicked) = button(&buttons, &mut drag) else { return };
    let Some((at, side)) = pointed(&window, *camera, &draft.content().board.maze) else { return };
    if !clicked {
        if let Some(Drag { open, last }) = *drag
            && !same_side(&draft.content().board.maze, last, (at, side))
        {
            // Along a drag, the outer wall is passed over quietly.
            let _ = draft.apply_joined(Edit::Wall { at, side, open });
            *drag = Some(Drag { open, last: (at, side) });
        }
        return;
    }
    let maze = &draft.content().board.maze.clone();
    match ui.tool {
        Tool::Walls => {
            let open = !maze.is_open(at, side);
            *drag = Some(Drag { open, last: (at, side) });
            apply(&mut draft, &mut ui, Edit::Wall { at, side, open });
        }
        Tool::Start => apply(&mut draft, &mut ui, Edit::Start(at)),
        Tool::Cheese => apply(&mut draft, &mut ui, Edit::Cheese(at)),
        Tool::Doors => {
            let here = draft.content().door_at(at, side).copied();
            match here {
                Some(door) if ui.selected_door.is_some_and(|s| same_side(maze, s, (door.at, door.side))) => {
                    ui.selected_door = None;
                    apply(&mut draft, &mut ui, Edit::RemoveDoor { at, side });
                }
                Some(door) => ui.selected_door = Some((door.at, door.side)),
                None => {
                    let (period, open) = NEW_DOOR;
                    ui.selected_door = Some((at, side));
                    apply(&mut draft, &mut ui, Edit::Door(Door { at, side, period, open, phase: 0 }));
                }
            }
        }
    }
}

/// Outlines what a click would change: a side for walls and doors, a cell for the ends.
#[derive(Component)]
struct Outline;

fn spawn_outline(mut commands: Commands) {
    commands.spawn((
        Outline,
        Sprite::from_color(GameArt::ACCENT.with_alpha(0.8), Vec2::ONE),
        Transform::from_xyz(0.0, 0.0, PIECE_Z + 0.5),
        Visibility::Hidden,
        DespawnOnExit(Screen::Editor),
    ));
}

fn show_outline(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    draft: Option<Res<EditorDraft>>,
    ui: Res<EditorUi>,
    outline: Single<(&mut Sprite, &mut Transform, &mut Visibility), With<Outline>>,
) {
    let (mut sprite, mut transform, mut visibility) = outline.into_inner();
    let Some(draft) = draft else { return };
    let maze = &draft.content().board.maze;
    let Some((at, side)) = pointed(&window, *camera, maze) else {
        *visibility = Visibility::Hidden;
        return;
    };
    let (size, place) = match ui.tool {
        Tool::Walls | Tool::Doors => side_bar(maze, at, side, 3.0),
        Tool::Start | Tool::Cheese => (Vec2::splat(CELL_SIZE - 4.0), cell_center(maze, at)),
    };
    sprite.custom_size = Some(size);
    if matches!(ui.tool, Tool::Start | Tool::Cheese) {
        sprite.color = GameArt::ACCENT.with_alpha(0.35);
    } else {
        sprite.color = GameArt::ACCENT.with_alpha(0.85);
    }
    transform.translation = place.extend(PIECE_Z + 0.5);
    *visibility = Visibility::Visible;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_side_of_the_cell_under_the_pointer() {
        let maze = Maze::new(4, 2).unwrap();
        // The board is centred: cell (0, 0) spans x -32..-16, y 0..16.
        assert_eq!(board_point(&maze, Vec2::new(-30.0, 8.0)), Some((Pos::new(0, 0), Dir::W)));
        assert_eq!(board_point(&maze, Vec2::new(-24.0, 15.0)), Some((Pos::new(0, 0), Dir::N)));
        assert_eq!(board_point(&maze, Vec2::new(-17.0, 8.0)), Some((Pos::new(0, 0), Dir::E)));
        assert_eq!(board_point(&maze, Vec2::new(31.0, -15.0)), Some((Pos::new(3, 1), Dir::S)));
        assert_eq!(board_point(&maze, Vec2::new(33.0, 0.0)), None);
        assert!(same_side(&maze, (Pos::new(0, 0), Dir::E), (Pos::new(1, 0), Dir::W)));
    }
}
