//! Which key sends the mouse which way on each shape, and the line on screen that says so.
//! A key pressed is a turn and a key held a wish, as on squares (the core's rules).
//!
//! - Hexagons: the six keys around S (W E / A D / Z X) are the six sides; the arrows (and a
//!   gamepad's d-pad or stick) take the open way nearest them, two at once a diagonal
//!   (up and right: up-right).
//! - Triangles: the arrows take the open way nearest them.
//! - Floors: the arrows on a floor; `<` (the comma key) or Page Up takes the stairs up, `>`
//!   or Page Down down.
//! - Wrapped squares: the arrows, as on the square board; a way off one edge comes back on at
//!   the other.
//! - Octagons and squares (upsilon), squares with diagonals (zeta): the eight keys around S (Q W E / A D / Z X C) point
//!   their eight ways; the arrows take the open way nearest them, two at once a diagonal.
//! - Circles: up goes out, down goes in, left and right go around the ring; where a ring
//!   splits, Q and E (a gamepad's left and right bumpers) pick the anticlockwise or the
//!   clockwise way out. At the centre every way leads out: Up, Right, Down, Left and E take
//!   the first, second, third, next-to-last and last open one.

use bevy::prelude::*;

use crate::hud::move_keys;
use crate::input::{Act, Actions};
use crate::maze::Dir;
use crate::maze::shape::{DOWN, Shape, ShapedMaze, UP};
use crate::rules::{Ground, ShapeKey};
use crate::save::Settings;

/// The hex keys and the slot each sends the mouse through (E, SE, SW, W, NW, NE).
pub const HEX_KEYS: [(KeyCode, u8); 6] = [
    (KeyCode::KeyD, 0),
    (KeyCode::KeyX, 1),
    (KeyCode::KeyZ, 2),
    (KeyCode::KeyA, 3),
    (KeyCode::KeyW, 4),
    (KeyCode::KeyE, 5),
];

/// On octagons and squares: the eight keys around S, each towards its side of the keyboard
/// (Q up-left, W up, E up-right, A left, D right, Z down-left, X down, C down-right).
pub const EIGHT_KEYS: [(KeyCode, i8, i8); 8] = [
    (KeyCode::KeyQ, -1, -1),
    (KeyCode::KeyW, 0, -1),
    (KeyCode::KeyE, 1, -1),
    (KeyCode::KeyA, -1, 0),
    (KeyCode::KeyD, 1, 0),
    (KeyCode::KeyZ, -1, 1),
    (KeyCode::KeyX, 0, 1),
    (KeyCode::KeyC, 1, 1),
];

/// On floors: up the stairs with `<` (the comma key) or Page Up, down with `>` (the full stop)
/// or Page Down, as in the roguelikes.
pub const STAIRS_KEYS: [(KeyCode, u8); 4] = [
    (KeyCode::Comma, UP as u8),
    (KeyCode::PageUp, UP as u8),
    (KeyCode::Period, DOWN as u8),
    (KeyCode::PageDown, DOWN as u8),
];

/// On a circle: Q and E, out where the ring splits (player two's in a race of two: . and /).
const POLAR_OUT_KEYS: [(KeyCode, ShapeKey); 2] =
    [(KeyCode::KeyQ, ShapeKey::Out), (KeyCode::KeyE, ShapeKey::OutClockwise)];
const POLAR_OUT_KEYS_TWO: [(KeyCode, ShapeKey); 2] =
    [(KeyCode::Period, ShapeKey::Out), (KeyCode::Slash, ShapeKey::OutClockwise)];

const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

/// The key the player presses: pressed this frame (`just`), or held down. `player` is `None`
/// in a race of one (every key steers), else 0 (WASD, the first gamepad) or 1 (the arrows),
/// as on squares; in a race of two the hex letter keys are player one's arrows.
pub fn key(
    shape: Shape,
    keys: Option<&ButtonInput<KeyCode>>,
    actions: &Actions,
    just: bool,
    player: Option<usize>,
) -> Option<ShapeKey> {
    let down = |code: KeyCode| keys.is_some_and(|k| if just { k.just_pressed(code) } else { k.pressed(code) });
    let polar = matches!(shape, Shape::Polar { .. });
    if player.is_none() {
        // The shape's own letter keys first: they are also the player's movement keys (W, A, D).
        let letter = match shape {
            Shape::Hex { .. } | Shape::Hexagon { .. } => {
                HEX_KEYS.iter().find(|(code, _)| down(*code)).map(|&(_, slot)| ShapeKey::Slot(slot))
            }
            Shape::Polar { .. } => POLAR_OUT_KEYS.iter().find(|(code, _)| down(*code)).map(|&(_, key)| key),
            Shape::Floors { .. } => {
                STAIRS_KEYS.iter().find(|(code, _)| down(*code)).map(|&(_, slot)| ShapeKey::Slot(slot))
            }
            Shape::Upsilon { .. } | Shape::Zeta { .. } => {
                EIGHT_KEYS.iter().find(|(code, ..)| down(*code)).map(|&(_, x, y)| ShapeKey::Toward { x, y })
            }
            _ => None,
        };
        if letter.is_some() {
            return letter;
        }
        // A gamepad's bumpers: out where a circle's ring splits.
        let bumper = [(Act::ZoomOut, ShapeKey::Out), (Act::ZoomIn, ShapeKey::OutClockwise)]
            .into_iter()
            .find(|&(act, _)| polar && if just { actions.just(act) } else { actions.held(act) });
        if let Some((_, key)) = bumper {
            return Some(key);
        }
    }
    if let (true, Some(p)) = (polar, player) {
        let outs = if p == 0 { POLAR_OUT_KEYS } else { POLAR_OUT_KEYS_TWO };
        if let Some(&(_, key)) = outs.iter().find(|(code, _)| down(*code)) {
            return Some(key);
        }
    }
    let act = |dir: Dir| match player {
        None => Act::Move(dir),
        Some(0) => Act::MoveOne(dir),
        Some(_) => Act::MoveTwo(dir),
    };
    let dir = DIRS.into_iter().find(|&d| if just { actions.just(act(d)) } else { actions.held(act(d)) })?;
    if polar {
        return Some(around(dir));
    }
    // Every arrow held with it adds its way: up and right together go up-right.
    let (x, y) = DIRS
        .into_iter()
        .filter(|&d| d == dir || actions.held(act(d)))
        .map(Dir::delta)
        .fold((0, 0), |(x, y), (dx, dy)| (x + dx, y + dy));
    Some(if x == 0 && y == 0 { ShapeKey::arrow(dir) } else { ShapeKey::Toward { x: x as i8, y: y as i8 } })
}

/// On a circle: up out, down in, right clockwise, left anticlockwise.
fn around(dir: Dir) -> ShapeKey {
    match dir {
        Dir::N => ShapeKey::Out,
        Dir::S => ShapeKey::In,
        Dir::E => ShapeKey::Clockwise,
        Dir::W => ShapeKey::Anticlockwise,
    }
}

/// The key that moves the mouse through `slot` of `cell` on this maze (one player): what a
/// test (or a tutorial) presses to follow a route.
pub fn key_for(maze: &ShapedMaze, cell: u32, slot: usize) -> KeyCode {
    let graph = maze.graph();
    match graph.shape() {
        Shape::Hex { .. } | Shape::Hexagon { .. } => {
            HEX_KEYS.iter().find(|(_, s)| usize::from(*s) == slot).map_or(KeyCode::KeyS, |k| k.0)
        }
        Shape::Polar { .. } => {
            let keys = [
                (KeyCode::ArrowUp, ShapeKey::Out),
                (KeyCode::ArrowRight, ShapeKey::Clockwise),
                (KeyCode::ArrowDown, ShapeKey::In),
                (KeyCode::ArrowLeft, ShapeKey::Anticlockwise),
                (KeyCode::KeyE, ShapeKey::OutClockwise),
            ];
            keys.into_iter().find(|&(_, key)| maze.key_way(cell, key) == Some(slot)).map_or(KeyCode::KeyE, |k| k.0)
        }
        Shape::Floors { .. } if slot == UP || slot == DOWN => {
            STAIRS_KEYS.iter().find(|(_, s)| usize::from(*s) == slot).map_or(KeyCode::KeyS, |k| k.0)
        }
        Shape::Upsilon { .. } | Shape::Zeta { .. } => {
            // The key pointing most nearly along the way.
            let (a, b) = (graph.centre(cell), graph.centre(graph.neighbours(cell)[slot]));
            let along = |&&(_, x, y): &&(KeyCode, i8, i8)| {
                let length = f64::from(x * x + y * y).sqrt();
                ((b.x - a.x) * f64::from(x) + (b.y - a.y) * f64::from(y)) / length
            };
            EIGHT_KEYS.iter().max_by(|p, q| along(p).total_cmp(&along(q))).map_or(KeyCode::KeyS, |k| k.0)
        }
        _ => {
            let Some(step) = graph.way_step(cell, slot) else { return KeyCode::KeyS };
            let (dx, dy) = (step.x, step.y);
            match (dx.abs() > dy.abs(), dx > 0.0, dy > 0.0) {
                (true, true, _) => KeyCode::ArrowRight,
                (true, false, _) => KeyCode::ArrowLeft,
                (false, _, true) => KeyCode::ArrowDown,
                (false, _, false) => KeyCode::ArrowUp,
            }
        }
    }
}

/// How the mice are steered on `shape` (the help line's first part; the HUD adds the run's
/// keys as bound): for one player the shape's own keys, for two each player's keys as
/// Settings binds them.
pub fn steering(shape: Shape, players: usize, settings: &Settings) -> String {
    let (one, two) = (move_keys(settings, 0), move_keys(settings, 1));
    match (shape, players > 1) {
        (Shape::Polar { .. }, true) => format!("P1 {one} (Q/E), P2 {two} (. /): up out  down in  left/right around"),
        (_, true) => format!("P1 {one}, P2 {two}: the open way nearest them"),
        _ => steering_alone(shape).to_string(),
    }
}

/// [`steering`] for one player.
fn steering_alone(shape: Shape) -> &'static str {
    match shape {
        Shape::Hex { .. } | Shape::Hexagon { .. } => {
            "W E up-left/right   A D left/right   Z X down-left/right   Arrows: the open way nearest"
        }
        Shape::Upsilon { .. } | Shape::Zeta { .. } => {
            "Q W E / A D / Z X C: the eight ways   Arrows: the open way nearest"
        }
        Shape::Floors { .. } => "Arrows: the four ways   < (or Page Up) up the stairs, > (Page Down) down",
        Shape::Square { .. } => "Arrows: the four ways",
        Shape::Wrapped { .. } => "Arrows: the four ways; off one edge, on at the other",
        Shape::Polar { .. } => "Up out  Down in  Right clockwise  Left anticlockwise  Q/E out where it splits",
        _ => "Arrows: the open way nearest them (left, right, across the flat side)",
    }
}
