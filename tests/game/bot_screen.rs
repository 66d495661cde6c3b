//! The Bot screen's layout: a 16×16 contest maze fills the middle of a 1280×800 window,
//! right of the column of panels (the run's panel over the script), not squeezed between two
//! side panels as it was (1.5×, under a third of the window's width).

use bevy::prelude::{Camera2d, Projection, Transform, With};
use bevy::window::{PrimaryWindow, Window, WindowResolution};
use mousemaze::game::watch::{BotReplay, COLUMN_WIDTH, frame_board};

use super::harness::{idle, idle_until, title};

#[test]
fn a_contest_maze_fills_the_middle_of_the_bot_screen() {
    use bevy::prelude::{IntoScheduleConfigs, Update};
    let mut app = title("bot-screen-layout");
    // Nor drawing: the screen's own framing of the board is added.
    app.add_systems(Update, frame_board.in_set(mousemaze::game::PlaySet::Draw));
    // The headless app has no window nor camera: the ones the screen fits the board into.
    let window = Window { resolution: WindowResolution::new(1280, 800), ..Default::default() };
    app.world_mut().spawn((window, PrimaryWindow));
    app.world_mut().spawn(Camera2d);
    super::bots::start_floodfill_contest(&mut app);
    idle_until(&mut app, 10_000, |app| {
        app.world().get_resource::<BotReplay>().is_some_and(|replay| replay.board.is_some() && !replay.running())
    });
    idle(&mut app);
    let world = app.world_mut();
    let (transform, projection) =
        world.query_filtered::<(&Transform, &Projection), With<Camera2d>>().single(world).unwrap();
    let Projection::Orthographic(ortho) = projection else { panic!("a 2D camera") };
    let zoom = 1.0 / ortho.scale;
    // The board is 16 cells of 16 world units, centred on the world's origin.
    let board = 16.0 * 16.0 * zoom;
    let centre = 640.0 - transform.translation.x * zoom;
    let (left, right) = (centre - board / 2.0, centre + board / 2.0);
    assert!(board >= 0.5 * 1280.0, "the board is {board} px wide, zoom {zoom}");
    assert!(board <= 800.0 - 40.0, "and fits the window's height: {board} px");
    assert!(left >= 12.0 + COLUMN_WIDTH && right <= 1280.0, "beside the column: {left}..{right} px");
}
