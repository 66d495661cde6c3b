//! Which key sends the mouse which way on each shape, and the line on screen that says so.
//!
//! - Hexagons: the six keys around S (W E / A D / Z X) are the six sides; the arrows (and a
//!   gamepad's d-pad or stick) take the open way nearest them, two at once a diagonal
//!   (up and right: up-right).
//! - Triangles: the arrows take the open way nearest them.
//! - Circles: up goes out, down goes in, left and right go around the ring; where a ring
//!   splits, Q and E (a gamepad's left and right bumpers) pick the anticlockwise or the
//!   clockwise way out. At the centre every way leads out: Up, Right, Down, Left and E take
//!   the first, second, third, next-to-last and last open one.

use bevy::prelude::*;

use crate::input::{Act, Actions};
use crate::maze::Dir;
use crate::maze::shape::Shape;
use crate::rules::shaped::Way;

/// The hex keys and the slot each sends the mouse through (E, SE, SW, W, NW, NE).
pub const HEX_KEYS: [(KeyCode, usize); 6] = [
    (KeyCode::KeyD, 0),
    (KeyCode::KeyX, 1),
    (KeyCode::KeyZ, 2),
    (KeyCode::KeyA, 3),
    (KeyCode::KeyW, 4),
    (KeyCode::KeyE, 5),
];

/// On a circle: Q and E, out where the ring splits.
const POLAR_OUT_KEYS: [(KeyCode, Way); 2] = [(KeyCode::KeyQ, Way::Out), (KeyCode::KeyE, Way::OutClockwise)];

const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

/// The way the keys ask for: pressed this frame (`just`), or held down.
pub fn way(shape: Shape, keys: Option<&ButtonInput<KeyCode>>, actions: &Actions, just: bool) -> Option<Way> {
    let down = |code: KeyCode| keys.is_some_and(|k| if just { k.just_pressed(code) } else { k.pressed(code) });
    let polar = matches!(shape, Shape::Polar { .. });
    // The shape's own letter keys first: they are also the player's movement keys (W, A, D).
    let letter = match shape {
        Shape::Hex { .. } | Shape::Hexagon { .. } => {
            HEX_KEYS.iter().find(|(code, _)| down(*code)).map(|&(_, slot)| Way::Slot(slot))
        }
        Shape::Polar { .. } => POLAR_OUT_KEYS.iter().find(|(code, _)| down(*code)).map(|&(_, way)| way),
        _ => None,
    };
    if letter.is_some() {
        return letter;
    }
    // A gamepad's bumpers: out where a circle's ring splits.
    let bumper = [(Act::ZoomOut, Way::Out), (Act::ZoomIn, Way::OutClockwise)]
        .into_iter()
        .find(|&(act, _)| polar && if just { actions.just(act) } else { actions.held(act) });
    if let Some((_, way)) = bumper {
        return Some(way);
    }
    let dir = DIRS.into_iter().find(|&d| if just { actions.just(Act::Move(d)) } else { actions.held(Act::Move(d)) })?;
    if polar {
        return Some(around(dir));
    }
    // Every arrow held with it adds its way: up and right together go up-right.
    let (x, y) = DIRS
        .into_iter()
        .filter(|&d| d == dir || actions.held(Act::Move(d)))
        .map(screen_vector)
        .fold((0.0, 0.0), |(x, y), (dx, dy)| (x + dx, y + dy));
    Some(if x == 0.0 && y == 0.0 { toward(dir) } else { Way::Toward { x, y } })
}

/// On a circle: up out, down in, right clockwise, left anticlockwise.
fn around(dir: Dir) -> Way {
    match dir {
        Dir::N => Way::Out,
        Dir::S => Way::In,
        Dir::E => Way::Clockwise,
        Dir::W => Way::Anticlockwise,
    }
}

/// The screen direction of an arrow (y grows downwards, as the maze is drawn).
fn screen_vector(dir: Dir) -> (f64, f64) {
    match dir {
        Dir::N => (0.0, -1.0),
        Dir::S => (0.0, 1.0),
        Dir::E => (1.0, 0.0),
        Dir::W => (-1.0, 0.0),
    }
}

fn toward(dir: Dir) -> Way {
    let (x, y) = screen_vector(dir);
    Way::Toward { x, y }
}

/// The key that moves the mouse through `slot` of `cell` on this shape: what a test (or a
/// tutorial) presses to follow a route.
pub fn key_for(run: &crate::rules::shaped::ShapedRun, slot: usize) -> KeyCode {
    let graph = run.maze.graph();
    match graph.shape() {
        Shape::Hex { .. } | Shape::Hexagon { .. } => {
            HEX_KEYS.iter().find(|(_, s)| *s == slot).map_or(KeyCode::KeyS, |k| k.0)
        }
        Shape::Polar { .. } => {
            let keys = [
                (KeyCode::ArrowUp, Way::Out),
                (KeyCode::ArrowRight, Way::Clockwise),
                (KeyCode::ArrowDown, Way::In),
                (KeyCode::ArrowLeft, Way::Anticlockwise),
                (KeyCode::KeyE, Way::OutClockwise),
            ];
            keys.into_iter().find(|&(_, way)| run.open_slot(way) == Some(slot)).map_or(KeyCode::KeyE, |k| k.0)
        }
        _ => {
            let (a, b) = (graph.centre(run.mouse), graph.centre(graph.neighbours(run.mouse)[slot]));
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            match (dx.abs() > dy.abs(), dx > 0.0, dy > 0.0) {
                (true, true, _) => KeyCode::ArrowRight,
                (true, false, _) => KeyCode::ArrowLeft,
                (false, _, true) => KeyCode::ArrowDown,
                (false, _, false) => KeyCode::ArrowUp,
            }
        }
    }
}

/// The line under the maze that tells a newcomer how to steer on this shape.
pub fn help(shape: Shape) -> &'static str {
    match shape {
        Shape::Hex { .. } | Shape::Hexagon { .. } => {
            "W E up-left/right   A D left/right   Z X down-left/right   Arrows: the open way nearest   \
             H route  R again  N new  Esc pause"
        }
        Shape::Polar { .. } => {
            "Up out  Down in  Right clockwise  Left anticlockwise  Q/E out where it splits   H route  R again  N new  Esc pause"
        }
        _ => {
            "Arrows: the open way nearest them (left, right, across the flat side)   H route  R again  N new  Esc pause"
        }
    }
}
