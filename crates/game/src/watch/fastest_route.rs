//! The contest's fastest possible run with diagonals, drawn on the Bot screen's board once a
//! contest's replay has ended (the "0:10.33 with diagonals" of the panel): a thin line from
//! the start to the goal through the middle of each cell it runs straight or turns 90° in, and
//! across the corner of each cell it crosses on a diagonal (its chord: from the middle of the
//! side it enters by to the middle of the side it leaves by), as the PNG and SVG exports draw
//! [`DiagonalRoute::chords`](crate::maze::solve::fastest::DiagonalRoute::chords).

use bevy::prelude::*;

use super::BotReplay;
use crate::board::cell_center;
use crate::maze::Pos;
use crate::maze::solve::fastest::DiagonalCosts;
use crate::rules::Board;
use crate::rules::contest::ContestRules;
use crate::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_fastest_route.in_set(PlaySet::Draw).run_if(in_state(Screen::BotRun)));
}

/// A segment of the drawn route.
#[derive(Component)]
pub struct FastestRoutePiece;

/// The line's colour: cyan, apart from the thoughts' red walls and the floor.
const LINE: Color = Color::srgba(0.3, 0.9, 1.0, 0.85);
const THICKNESS: f32 = 3.0;

/// The points of the fastest route with diagonals on `board` (the contest's cost model and
/// [`DiagonalCosts::MOUSE`]), in the board's coordinates; empty when the goal is out of reach.
pub fn fastest_route_points(board: &Board) -> Vec<Vec2> {
    let model = ContestRules::default().model;
    let query = board.fastest_query(&model);
    let Some(route) = query.route_with_diagonals(&DiagonalCosts::MOUSE) else { return Vec::new() };
    let chords: Vec<Pos> = route.chords().collect();
    let centre = |p: Pos| cell_center(&board.maze, p);
    let path = &route.route.path;
    let mut points = Vec::with_capacity(2 * path.len());
    for (i, &cell) in path.iter().enumerate() {
        if i > 0 {
            points.push((centre(path[i - 1]) + centre(cell)) / 2.0);
        }
        if !chords.contains(&cell) || i == 0 || i + 1 == path.len() {
            points.push(centre(cell));
        }
    }
    points
}

/// Draws the route once the replay of a contest has ended; takes it away on a restart.
pub fn draw_fastest_route(
    mut commands: Commands,
    replay: Res<BotReplay>,
    pieces: Query<Entity, With<FastestRoutePiece>>,
    mut drawn: Local<Option<u64>>,
) {
    let wanted = replay.contest.is_some() && replay.finished() && !replay.running();
    let generation = wanted.then_some(replay.generation);
    if *drawn == generation {
        return;
    }
    *drawn = generation;
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let Some(board) = replay.board.as_ref().filter(|_| wanted) else { return };
    for pair in fastest_route_points(board).windows(2) {
        let (from, to) = (pair[0], pair[1]);
        let along = to - from;
        let sprite = Sprite::from_color(LINE, Vec2::new(along.length() + THICKNESS / 2.0, THICKNESS));
        let place = Transform::from_translation(((from + to) / 2.0).extend(0.9))
            .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x)));
        commands.spawn((sprite, place, FastestRoutePiece, DespawnOnExit(Screen::BotRun)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::micromouse;
    use crate::rules::contest::contest_board;

    #[test]
    fn a_diagonal_crosses_a_cell_corner_and_the_rest_runs_through_the_middles() {
        let board = contest_board(micromouse::generate(16, 16, 3).unwrap());
        let points = fastest_route_points(&board);
        assert!(points.len() > 10);
        let slanted = points.windows(2).filter(|p| (p[1] - p[0]).x.abs() > 0.1 && (p[1] - p[0]).y.abs() > 0.1).count();
        assert!(slanted > 0, "some chords: the seed-3 maze's fastest route runs diagonals");
        let straight = points.windows(2).filter(|p| (p[1] - p[0]).x.abs() < 0.1 || (p[1] - p[0]).y.abs() < 0.1).count();
        assert!(straight > 0, "and straights along the grid");
        assert_eq!(points[0], cell_center(&board.maze, board.start), "it starts in the start's middle");
    }
}
