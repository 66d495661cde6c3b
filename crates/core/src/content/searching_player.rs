//! A sighted searching player: a model of a person playing, for the balance table
//! ([`crate::content::balance`]). The fastest-route player there knows the best route before
//! the first step; a person does not, and this one finds it the way a person does.
//!
//! - **What it knows.** Where the cheese is (it shows from the start; in fog it is hidden
//!   until seen, but a preset's cheese is always in the corner across from the start) and
//!   the walls of every cell it has seen. In fog it sees exactly what the game's fog shows ([`Run::shows`]: the
//!   straight corridors from every cell it has stood on). Without fog the whole maze is on
//!   screen, but a person does not take in the whole solution at a glance: this one takes in
//!   the walls of the cells within [`ATTENTION_RADIUS`] columns and rows of its mouse (a square
//!   patch of the screen, the part the eye follows while steering) and remembers them.
//! - **How it plans.** Unknown walls are assumed open (the free-space assumption: until it is
//!   seen, the straight way looks possible). On that belief it plans the shortest route to the
//!   cheese from the cell its mouse runs into next (Dijkstra, iterative), and plans again
//!   whenever it sees more: at every new cell, and whenever a door it sees opens or shuts.
//!   When a wall it did not know cuts the route, it turns back at once, as a person does at
//!   an unexpected dead end.
//! - **How it presses.** It steers in the style that stops at junctions
//!   ([`Keys::stop_at_junctions`]) and taps its way at each junction when it gets there, with
//!   what it sees from there (a press in the tick after the mouse stops moves it exactly as a
//!   press ahead would, so this costs no time); corridors and bends the mouse follows itself.
//! - **Doors.** It sees a door's state while the door is in view (in sight in fog, in its
//!   patch without fog) and remembers the last state it saw. A door it last saw shut costs
//!   [`SHUT_DOOR_CELLS`] more in the plan (about the wait it expects), so it goes round when
//!   that is short and otherwise runs to the door and waits there (the mouse waits at a shut
//!   door its key points into); a door it has not seen, or saw open, is planned as open.
//!
//! It is deterministic: no randomness, ties between equal routes broken by cell order.
//!
//! ```
//! use mousemaze_core::content::difficulty::Difficulty;
//! use mousemaze_core::content::searching_player::SearchingPlayer;
//! use mousemaze_core::rules::{PLAYER_SPEED, Run};
//!
//! let mut run = Run::from_recipe(Difficulty::Expert.recipe(4), PLAYER_SPEED, &[]).unwrap();
//! run.set_fog(true);
//! let mut player = SearchingPlayer::new(&mut run);
//! while run.player().arrived.is_none() {
//!     let input = player.input(&run);
//!     run.step(input);
//! }
//! // In fog it searches: it runs more cells than the shortest route.
//! assert!(run.player().moves as usize > run.shortest_moves);
//! ```

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::maze::{Dir, Pos};
use crate::rules::{Keys, MoveInput, Run};

/// Without fog, how far from its mouse a person takes in the walls: the cells at most this
/// many columns and rows away (a square 13 cells wide, most of Normal's 21x15 maze's height),
/// plus all it took in before. The eye follows the mouse it steers and reads the corridors
/// around it; a route that leaves that patch is planned on a guess. At 6, over Normal's
/// first 100 mazes, it turns back from a wrong way once on the median maze, twice at the
/// 90th percentile and never more than three times (at 4 it would be three at the 90th
/// percentile; at 8, twice), and over 200 it runs a median 9 % more cells than the shortest
/// route (`mousemaze simulate`).
pub const ATTENTION_RADIUS: u32 = 6;

/// What a door last seen shut costs in the plan, in cells: about the wait it expects there.
/// The game's doors are shut for 0.6 to 3 s of their cycles, so a door found shut opens in
/// about 0.8 s on average: 5 cells at the player's 6.5 cells/s.
pub const SHUT_DOOR_CELLS: u32 = 5;

/// A person playing a [`Run`] as player one: it sees what the player sees, plans on it, and
/// presses keys ([`SearchingPlayer::input`] each tick).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchingPlayer {
    /// Without fog, the cells whose walls it has taken in (in fog, the fog says).
    known: Vec<bool>,
    /// How far it looks without fog ([`ATTENTION_RADIUS`]).
    radius: u32,
    /// Each door (in [`crate::maze::doors::Doors::iter`]'s order): whether it was shut when
    /// last seen.
    door_shut: Vec<bool>,
    /// The cell its mouse stood on when it last looked.
    looked_from: Option<Pos>,
    /// The route it runs, from `planned_from`.
    route: Vec<Pos>,
    planned_from: Option<Pos>,
}

impl SearchingPlayer {
    /// A player at the start of `run`, looking as far as [`ATTENTION_RADIUS`] without fog;
    /// it sets the run's steering to the style that stops at junctions.
    pub fn new(run: &mut Run) -> SearchingPlayer {
        SearchingPlayer::with_attention(run, ATTENTION_RADIUS)
    }

    /// A player at the start of `run` who takes in the walls `radius` columns and rows around
    /// its mouse when there is no fog (in fog it sees what the fog shows, whatever `radius`).
    pub fn with_attention(run: &mut Run, radius: u32) -> SearchingPlayer {
        run.set_steering(Keys { stop_at_junctions: true });
        SearchingPlayer {
            known: vec![false; run.board.maze.len()],
            radius,
            door_shut: vec![false; run.board.doors.len()],
            looked_from: None,
            route: Vec::new(),
            planned_from: None,
        }
    }

    /// The keys to press this tick: it looks, plans again if it saw anything new or its
    /// mouse runs into a new cell, and taps its way where the mouse stands, or the way back
    /// when the route now turns back.
    pub fn input(&mut self, run: &Run) -> MoveInput {
        let saw_more = self.look(run);
        let mouse = run.player().mouse;
        let from = mouse.next_cell(&run.board);
        if saw_more || self.planned_from != Some(from) {
            self.route = self.plan(run, from);
            self.planned_from = Some(from);
        }
        let Some(&next) = self.route.get(1) else { return MoveInput::default() };
        match mouse.heading {
            // Standing (at a junction, a dead end, a shut door or the start): its way.
            None => match run.board.maze.direction_to(from, next) {
                Some(way) if mouse.queued != Some(way) && mouse.waiting != Some(way) => MoveInput::tap(way),
                _ => MoveInput::default(),
            },
            // Running: back, if the route now goes back through the cell it leaves.
            Some(heading) if next == mouse.cell && mouse.queued != Some(heading.opposite()) => {
                MoveInput::tap(heading.opposite())
            }
            Some(_) => MoveInput::default(),
        }
    }

    /// The route it runs now (from the cell its mouse runs into next, to the cheese).
    pub fn route_now(&self) -> &[Pos] {
        &self.route
    }

    /// Whether it knows the walls of `cell`: it has seen it.
    pub fn knows(&self, run: &Run, cell: Pos) -> bool {
        match &run.fog {
            Some(fog) => fog.seen(cell),
            None => self.known[run.board.maze.index(cell)],
        }
    }

    /// Takes in what is in view: the patch around a mouse on a new cell (without fog), and the
    /// doors in view. Whether anything it knew changed.
    fn look(&mut self, run: &Run) -> bool {
        let cell = run.player().mouse.cell;
        let moved = self.looked_from != Some(cell);
        if moved && run.fog.is_none() {
            self.take_in(run, cell);
        }
        self.looked_from = Some(cell);
        let (maze, tick, radius) = (&run.board.maze, run.door_tick(), self.radius);
        let mut doors_changed = false;
        for (door, shut) in run.board.doors.iter().zip(&mut self.door_shut) {
            let other = maze.neighbor(door.at, door.side).unwrap_or(door.at);
            let in_view = match &run.fog {
                Some(_) => run.in_view(door.at) || run.in_view(other),
                None => near(cell, door.at, radius) || near(cell, other, radius),
            };
            if in_view && *shut == door.is_open(tick) {
                *shut = !*shut;
                doors_changed = true;
            }
        }
        moved || doors_changed
    }

    /// Marks the cells within the attention radius of `cell` as known.
    fn take_in(&mut self, run: &Run, cell: Pos) {
        let maze = &run.board.maze;
        let (x0, y0) = (cell.x.saturating_sub(self.radius), cell.y.saturating_sub(self.radius));
        let x1 = (cell.x + self.radius).min(maze.width() - 1);
        let y1 = (cell.y + self.radius).min(maze.height() - 1);
        for y in y0..=y1 {
            for x in x0..=x1 {
                self.known[maze.index(Pos::new(x, y))] = true;
            }
        }
    }

    /// What it believes a move from `cell` through `dir` costs: `None` where it knows a wall
    /// (or the maze's edge), 1 where the side is open or unknown, more through a door it last
    /// saw shut.
    fn believed_cost(&self, run: &Run, cell: Pos, dir: Dir) -> Option<u32> {
        let maze = &run.board.maze;
        let next = maze.neighbor(cell, dir)?;
        let known = self.knows(run, cell) || self.knows(run, next);
        if known && !maze.is_open(cell, dir) {
            return None;
        }
        let doors = &run.board.doors;
        let shut = known
            && doors
                .door(cell, dir)
                .is_some_and(|door| doors.iter().position(|d| d == door).is_some_and(|i| self.door_shut[i]));
        Some(if shut { 1 + SHUT_DOOR_CELLS } else { 1 })
    }

    /// The cheapest route on its belief from `from` to the cheese (Dijkstra; iterative).
    /// Empty if it believes none (never on a real maze: the truth is among its beliefs).
    fn plan(&self, run: &Run, from: Pos) -> Vec<Pos> {
        let maze = &run.board.maze;
        let (start, goal) = (maze.index(from), maze.index(run.board.goal));
        let mut cost = vec![u32::MAX; maze.len()];
        let mut came = vec![usize::MAX; maze.len()];
        let mut queue = BinaryHeap::from([Reverse((0u32, start))]);
        cost[start] = 0;
        while let Some(Reverse((c, i))) = queue.pop() {
            if i == goal {
                break;
            }
            if c > cost[i] {
                continue;
            }
            let cell = maze.pos(i);
            for dir in Dir::ALL {
                let Some(step) = self.believed_cost(run, cell, dir) else { continue };
                let Some(next) = maze.neighbor_index(i, dir) else { continue };
                if c + step < cost[next] {
                    (cost[next], came[next]) = (c + step, i);
                    queue.push(Reverse((c + step, next)));
                }
            }
        }
        if cost[goal] == u32::MAX {
            return Vec::new();
        }
        let mut route = vec![goal];
        while let Some(&i) = route.last().filter(|&&i| i != start) {
            route.push(came[i]);
        }
        route.reverse();
        route.into_iter().map(|i| maze.pos(i)).collect()
    }
}

/// Whether `other` is at most `radius` columns and rows from `cell`.
fn near(cell: Pos, other: Pos, radius: u32) -> bool {
    cell.x.abs_diff(other.x) <= radius && cell.y.abs_diff(other.y) <= radius
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::difficulty::Difficulty;
    use crate::maze::Maze;
    use crate::rules::PLAYER_SPEED;

    /// Plays `run` to the cheese; the player's moves and ticks.
    fn play(mut run: Run, radius: u32) -> (usize, u64) {
        let mut player = SearchingPlayer::with_attention(&mut run, radius);
        while run.player().arrived.is_none() {
            assert!(run.tick < 1_000_000, "no arrival");
            let input = player.input(&run);
            run.step(input);
        }
        (run.player().moves as usize, run.player().arrived.unwrap())
    }

    #[test]
    fn in_fog_it_searches_and_never_beats_the_shortest_route() {
        let mut longer = 0;
        for seed in 0..20 {
            // Expert's mazes, in Expert's fog.
            let mut run = Run::from_recipe(Difficulty::Expert.recipe(seed), PLAYER_SPEED, &[]).unwrap();
            run.set_fog(Difficulty::Expert.preset().fog);
            let shortest = run.shortest_moves;
            let (moves, _) = play(run, ATTENTION_RADIUS);
            assert!(moves >= shortest, "seed {seed}: {moves} moves, the shortest route is {shortest}");
            longer += usize::from(moves > shortest);
        }
        // All 20 today.
        assert!(longer >= 15, "in fog it takes wrong turns on most mazes: {longer} of 20");
    }

    #[test]
    fn with_nothing_in_the_way_it_runs_the_shortest_route_without_a_stop() {
        // An open room: every cell is a junction, where it stops and taps its way on
        // arrival, and that costs no time. In fog too: what it cannot see it guesses open.
        for fog in [false, true] {
            let maze = Maze::open(15, 11).unwrap();
            let (start, cheese) = maze.corners();
            let mut run = Run::new(maze, start, cheese, PLAYER_SPEED, &[]).unwrap();
            run.set_fog(fog);
            let (shortest, pace) = (run.shortest_moves, u64::from(run.player().mouse.pace));
            assert_eq!(play(run, 0), (shortest, shortest as u64 * pace), "fog {fog}");
        }
        // Without fog, where the whole route is within its attention, it takes that route.
        for seed in 0..10 {
            let recipe = crate::maze::recipe::MazeRecipe { width: 9, height: 7, seed, ..Default::default() };
            let run = Run::from_recipe(recipe, PLAYER_SPEED, &[]).unwrap();
            let shortest = run.shortest_moves;
            assert_eq!(play(run, 8).0, shortest, "seed {seed}");
        }
    }
}
