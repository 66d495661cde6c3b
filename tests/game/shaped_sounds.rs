//! The race's sounds on shapes: the shapes' screen writes the same race Messages as the
//! square board (cells entered, bumps, doors, the cheese), so the one set of sound systems
//! hears a hex race: a wall bumped, footsteps along the way and the fanfare at the cheese.

use bevy::audio::{AudioPlayer, AudioSource};
use bevy::prelude::*;
use mousemaze::game::Screen;
use mousemaze::game::audio::{Sounds, hear_races};
use mousemaze::game::shaped::ShapedGame;
use mousemaze::maze::shape::Shape;

use super::harness::{idle, tap};
use super::shapes::{game, shaped, win_by_keys};

/// How many times `sound` was started.
fn played(app: &mut App, sound: &Handle<AudioSource>) -> usize {
    let mut players = app.world_mut().query::<&AudioPlayer>();
    players.iter(app.world()).filter(|player| player.0 == *sound).count()
}

#[test]
fn a_hex_race_is_heard_a_bump_footsteps_and_the_cheese() {
    let mut app = shaped("shaped-sounds", Shape::Hex { width: 9, height: 7 }, None);
    let sounds = Sounds::new(&mut Assets::<AudioSource>::default());
    app.insert_resource(sounds.clone());
    hear_races::<ShapedGame, _>(&mut app, in_state(Screen::Shaped));
    let run = game(&app).run;
    let start = run.board.start;
    let maze = &run.board.maze;
    let wall = (0..6).find(|&slot| maze.graph().neighbours(start)[slot] != u32::MAX && !maze.is_open(start, slot));
    let wall = wall.expect("the start has a wall between it and a neighbour");
    tap(&mut app, mousemaze::game::shaped::controls::key_for(maze, start, wall));
    idle(&mut app);
    assert_eq!((played(&mut app, &sounds.bump), played(&mut app, &sounds.step)), (1, 0), "a bump, no step");
    win_by_keys(&mut app);
    idle(&mut app);
    let steps = played(&mut app, &sounds.step);
    let moves = game(&app).run.player().moves as usize;
    // One footstep a frame in which the mouse entered cells: at most one a cell, and a run of
    // many frames hears many.
    assert!(steps > moves / 3 && steps <= moves, "{steps} footsteps for {moves} cells");
    assert_eq!(played(&mut app, &sounds.cheese), 1, "the fanfare, once");
    assert_eq!(played(&mut app, &sounds.lost), 0);
}
