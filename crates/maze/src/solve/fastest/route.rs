//! A timed route of the [fastest-time search](super) ([`FastestRoute`]), and the clock that
//! times a walk under a [`CostModel`]: the search's route is timed by it, so what it reports
//! is what a mouse walking the route would take.

use super::CostModel;
use crate::doors::Doors;
use crate::solve::earliest::next_open;
use crate::{Dir, Maze, Pos};

/// A timed route: the cells, and when it leaves and reaches each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FastestRoute {
    /// The cells from the start to the goal: each an open neighbour of the one before.
    pub path: Vec<Pos>,
    /// The tick it leaves each cell of `path` but the last.
    pub departures: Vec<u64>,
    /// The tick it is at each cell of `path`: the first is the tick it sets out.
    pub arrivals: Vec<u64>,
}

impl FastestRoute {
    /// The tick it reaches the goal.
    pub fn arrival(&self) -> u64 {
        self.arrivals.last().copied().unwrap_or(0)
    }

    /// The ticks from setting out to reaching the goal.
    pub fn ticks(&self) -> u64 {
        self.arrival() - self.arrivals.first().copied().unwrap_or(0)
    }

    /// The moves that change heading (quarter turns and turning back).
    pub fn turns(&self) -> usize {
        let dirs: Vec<(i64, i64)> = self
            .path
            .windows(2)
            .map(|w| (i64::from(w[1].x) - i64::from(w[0].x), i64::from(w[1].y) - i64::from(w[0].y)))
            .collect();
        dirs.windows(2).filter(|d| d[0] != d[1]).count()
    }

    /// Where it waits for a door: the cell, and the ticks it waits there.
    pub fn waits(&self) -> impl Iterator<Item = (Pos, u64)> + '_ {
        self.path
            .iter()
            .zip(self.arrivals.iter().zip(&self.departures))
            .filter_map(|(&cell, (&at, &leave))| (leave > at).then_some((cell, leave - at)))
    }
}

/// Times `walk` (each cell an open neighbour of the one before) under `model` for a mouse at
/// rest at its first cell at `start_tick` that leaves each cell as early as its door allows;
/// `None` if `walk` is empty or not a walk.
pub fn time_walk(maze: &Maze, doors: &Doors, walk: &[Pos], start_tick: u64, model: &CostModel) -> Option<FastestRoute> {
    let first = *walk.first()?;
    let moves = walk.windows(2).map(|w| maze.direction_to(w[0], w[1]).filter(|&d| maze.is_open(w[0], d)));
    Some(time_moves(maze, doors, first, &moves.collect::<Option<Vec<Dir>>>()?, start_tick, model))
}

/// The route of `moves` (each through an open wall) from `start`, timed as [`time_walk`] does.
pub(super) fn time_moves(
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    moves: &[Dir],
    start_tick: u64,
    model: &CostModel,
) -> FastestRoute {
    let width = maze.width() as usize;
    let (mut cell, mut pos) = (maze.index(start), start);
    let (mut heading, mut run, mut tick) = (None, 0, start_tick);
    let mut route = FastestRoute {
        path: Vec::with_capacity(moves.len() + 1),
        departures: Vec::with_capacity(moves.len()),
        arrivals: Vec::with_capacity(moves.len() + 1),
    };
    route.path.push(pos);
    route.arrivals.push(tick);
    for &dir in moves {
        let (ticks, next_run) = model.ticks(heading, run, dir);
        let leave = next_open(doors, cell, dir, tick);
        tick = leave + u64::from(ticks);
        (cell, pos) = (dir.step_index(cell, width), pos.moved(dir));
        route.path.push(pos);
        route.departures.push(leave);
        route.arrivals.push(tick);
        (heading, run) = (Some(dir), next_run);
    }
    route
}
