//! One run in fixed ticks: the board, the mice (the player, or two players, first; then the
//! rivals), the clock, and who won. [`Run::step`] is the whole rule of a tick; the game calls it once a
//! fixed step, `simulate` and the tests call it in a loop, and the same inputs always give
//! the same ticks.

use super::fog::Fog;
use super::ghost::{Ghost, GhostRun, Recorder};
use super::keys::Keys;
use super::mouse::Mouse;
use super::pilot::{Pilot, Plan, PlanKind};
use super::report::{Outcome, TickReport, bump, door_changes};
use super::trail::Trail;
use super::{Board, Ground, MoveInput, TICKS_PER_SECOND};
use crate::maze::recipe::{MazeRecipe, RecipeError};
use crate::maze::{Dir, Maze, Pos, SolveError};
use crate::rules::rivals::RivalKind;

/// A rival to race: its kind and its speed in cells per second (run at the nearest whole
/// number of ticks a cell, [`pace`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RivalSpec {
    pub kind: RivalKind,
    pub cells_per_second: f32,
}

/// A mouse in the race.
#[derive(Clone, Debug, PartialEq)]
pub struct Runner<G: Ground = Maze> {
    pub mouse: Mouse<G>,
    pub pilot: Pilot<G>,
    /// Cells entered so far.
    pub moves: u32,
    /// Ticks from the start of the race to its arrival at the cheese.
    pub arrived: Option<u64>,
}

impl<G: Ground> Runner<G> {
    /// The rival's plan, if this runner is a rival.
    pub fn plan(&self) -> Option<&Plan<G>> {
        match &self.pilot {
            Pilot::Plan(plan) => Some(plan),
            Pilot::Keys(_) => None,
        }
    }
}

/// One race through one maze, of any shape.
#[derive(Clone, Debug, PartialEq)]
pub struct Run<G: Ground = Maze> {
    pub board: Board<G>,
    /// The recipe the maze was made from (`None` for a drawn level).
    pub recipe: Option<MazeRecipe>,
    /// Moves along the shortest route from the start to the cheese.
    pub shortest_moves: usize,
    /// The player is `mice[0]` (player two, in a race of two, `mice[1]`); rivals follow.
    pub mice: Vec<Runner<G>>,
    /// How many of `mice` are players: 1, or 2 in a race between two players ([`super::duel`]).
    pub players: usize,
    /// Ticks since the race started (the player's first step).
    pub tick: u64,
    /// Ticks the doors ran before the race started: they cycle from the moment the maze
    /// shows, so their rhythm can be learnt before the first step ([`Run::door_tick`]).
    pub door_offset: u64,
    pub outcome: Option<Outcome>,
    /// A best run replayed beside the player (it does not race).
    pub ghost: Option<Ghost<G>>,
    /// Where the player has been.
    pub trail: Trail<G::Cell>,
    /// Where player two has been, in a race of two.
    pub trail_two: Option<Trail<G::Cell>>,
    /// What the player has seen, in a fog run ([`Run::set_fog`]); `None`: everything shows.
    pub fog: Option<Fog<G>>,
    /// How many times each player revealed the route (help: player one's H, player two's
    /// own key in a race of two).
    pub routes_shown: [u32; 2],
    /// The player's keys since the race started.
    pub(super) recorder: Recorder<G::Key>,
}

/// Why a race could not be set: the recipe made no maze, or the cheese cannot be reached.
#[derive(Clone, Debug, PartialEq)]
pub enum RunError {
    Recipe(RecipeError),
    Solve(SolveError),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Recipe(e) => e.fmt(f),
            RunError::Solve(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RunError {}

/// The slowest pace a mouse may have, in ticks a cell (a minute a cell).
pub const SLOWEST_PACE: u32 = 60 * TICKS_PER_SECOND;

/// The whole number of ticks a cell nearest to a speed in cells per second (at least 1, at
/// most [`SLOWEST_PACE`]; 6.5 cells a second is exactly 20).
pub fn pace(cells_per_second: f32) -> u32 {
    let ticks = TICKS_PER_SECOND as f64 / f64::from(cells_per_second);
    if ticks.is_nan() { SLOWEST_PACE } else { ticks.round().clamp(1.0, f64::from(SLOWEST_PACE)) as u32 }
}

impl Run {
    /// A race on `maze` from `start` to `cheese`: the player at `player_speed` cells per
    /// second against `rivals`. Fails when the cheese cannot be reached.
    pub fn new(
        maze: Maze,
        start: Pos,
        cheese: Pos,
        player_speed: f32,
        rivals: &[RivalSpec],
    ) -> Result<Run, SolveError> {
        Run::on_board(Board::new(maze, start, cheese), player_speed, rivals)
    }
}

impl<G: Ground> Run<G> {
    /// A race on `board` (with its doors). A sprinter runs the earliest-arrival route through
    /// the doors, waiting where it must; searchers walk their search and wait at closed doors.
    pub fn on_board(board: Board<G>, player_speed: f32, rivals: &[RivalSpec]) -> Result<Run<G>, SolveError> {
        Run::on_board_for(1, board, player_speed, rivals)
    }

    /// A race on `board` for `players` (1, or 2 from fair starts: [`super::duel`]).
    pub fn on_board_for(
        players: usize,
        mut board: Board<G>,
        player_speed: f32,
        rivals: &[RivalSpec],
    ) -> Result<Run<G>, SolveError> {
        let fair = (players > 1).then(|| {
            let maze = &board.maze;
            let apart = |a: usize, b: usize| maze.apart(a, b);
            let (one, two, _) =
                crate::maze::fair::fair_cells(maze, maze.index(board.goal), maze.index(board.start), apart);
            (maze.cell(one), maze.cell(two))
        });
        if let Some((one, _)) = fair {
            board.start = one;
        }
        let (maze, start, cheese) = (&board.maze, board.start, board.goal);
        let shortest_moves = maze.shortest_steps(start, board.goals())?;
        let runner =
            |pilot, speed| Runner { mouse: Mouse::at_start(&board, pace(speed)), pilot, moves: 0, arrived: None };
        let mut mice = vec![runner(Pilot::Keys(Keys::default()), player_speed)];
        for rival in rivals {
            let walk = rival.kind.walk_through(maze, &board.doors, start, cheese, pace(rival.cells_per_second))?;
            if walk.is_empty() {
                continue;
            }
            let plan = Plan { kind: PlanKind::Rival(rival.kind), walk, reached: 0, departures: Vec::new() };
            mice.push(runner(Pilot::Plan(plan), rival.cells_per_second));
        }
        let trail = Trail::new(maze.len(), start, maze.index(start));
        Ok(Run {
            board,
            recipe: None,
            shortest_moves,
            mice,
            players: 1,
            tick: 0,
            door_offset: 0,
            outcome: None,
            ghost: None,
            trail,
            trail_two: None,
            fog: None,
            routes_shown: [0; 2],
            recorder: Recorder::default(),
        })
        .map(|run| match fair {
            Some((_, two)) => run.with_player_two(two),
            None => run,
        })
    }

    /// Adds a mouse that replays `walk` on its own timetable (`departures`: the tick it leaves
    /// each cell but the last), at `pace` ticks a cell: a bot's run, raced by the player.
    pub fn add_timed_rival(&mut self, walk: Vec<G::Cell>, departures: Vec<u64>, pace: u32) {
        let mouse = Mouse::at_start(&self.board, pace);
        let plan = Plan { kind: PlanKind::Bot, walk, reached: 0, departures };
        self.mice.push(Runner { mouse, pilot: Pilot::Plan(plan), moves: 0, arrived: None });
    }
}

impl Run {
    /// A race on the maze `recipe` makes (with its doors), from its top-left corner to its
    /// bottom-right.
    pub fn from_recipe(recipe: MazeRecipe, player_speed: f32, rivals: &[RivalSpec]) -> Result<Run, RunError> {
        Run::from_recipe_for(1, recipe, player_speed, rivals)
    }

    /// A race of `players` on the maze `recipe` makes ([`Run::on_board_for`]).
    pub fn from_recipe_for(
        players: usize,
        recipe: MazeRecipe,
        player_speed: f32,
        rivals: &[RivalSpec],
    ) -> Result<Run, RunError> {
        let (maze, doors) = recipe.build_with_doors().map_err(RunError::Recipe)?;
        let (start, goal) = maze.corners();
        let board = Board { maze, start, goal, doors, region: Vec::new(), facing: Dir::E };
        let mut run = Run::on_board_for(players, board, player_speed, rivals).map_err(RunError::Solve)?;
        run.recipe = Some(recipe);
        Ok(run)
    }
}

impl<G: Ground> Run<G> {
    /// The player's run, kept as its keys, once the player has reached the cheese (`None`
    /// before, or for a run too long to keep).
    pub fn recorded(&self) -> Option<GhostRun<G::Key>> {
        let ticks = self.player().arrived?;
        self.recorder.finish(self.player().mouse.pace, ticks, self.steering(), self.door_offset)
    }

    pub fn player(&self) -> &Runner<G> {
        &self.mice[0]
    }

    /// What a searching rival has explored so far, in the order it went (its "thoughts", T):
    /// nothing when no rival searches.
    pub fn explored(&self) -> &[G::Cell] {
        let searcher = self.mice.iter().filter_map(Runner::plan).find(|plan| plan.kind.searches());
        searcher.map_or(&[], Plan::explored)
    }

    /// The player's steering style (whether the mouse stops at every junction); a kept run
    /// remembers it, so its ghost and replays steer the same.
    pub fn set_steering(&mut self, keys: Keys) {
        for runner in &mut self.mice[..self.players] {
            runner.pilot = Pilot::Keys(keys);
        }
    }

    /// The player's steering style.
    pub fn steering(&self) -> Keys {
        match self.player().pilot {
            Pilot::Keys(keys) => keys,
            Pilot::Plan(_) => Keys::default(),
        }
    }

    /// Puts the run in fog (the player sees along the corridors from its cell and remembers
    /// what it saw, [`Fog`]) or lifts it.
    pub fn set_fog(&mut self, on: bool) {
        self.fog = on.then(|| {
            let mut fog = Fog::new(&self.board.maze);
            fog.look_from(&self.board.maze, &self.player_cells());
            fog
        });
    }

    /// Whether `cell` shows on the board: it has been seen, or there is no fog. The one fog
    /// rule for the board, the minimap, the cheese and the doors.
    pub fn shows(&self, cell: G::Cell) -> bool {
        self.fog.as_ref().is_none_or(|fog| fog.seen(cell))
    }

    /// Whether `cell` is in the player's sight now (always, without fog): rivals show there.
    pub fn in_view(&self, cell: G::Cell) -> bool {
        self.fog.as_ref().is_none_or(|fog| fog.in_sight(cell))
    }

    /// Whether the door with this index shows: a cell on either side of it does.
    pub fn shows_door(&self, door: usize) -> bool {
        let Some((at, way)) = self.board.maze.door_place(&self.board.doors, door) else { return false };
        let other = self.board.maze.through(at, way).unwrap_or(at);
        self.shows(at) || self.shows(other)
    }

    /// Whether the race is on: it starts with the player's first step, or a key pressed
    /// towards an open passage that a shut door holds (so the clock runs and the door opens;
    /// a key into a wall starts nothing), and then runs on whatever the player does.
    pub fn started(&self) -> bool {
        self.tick > 0
            || self.mice[..self.players].iter().any(|runner| {
                let mouse = &runner.mouse;
                let pressing_on =
                    mouse.waiting.is_some() || mouse.queued.is_some_and(|q| self.key_opens(mouse.cell, q));
                runner.moves > 0 || mouse.heading.is_some() || pressing_on
            })
    }

    /// Seconds since the race started.
    pub fn elapsed_seconds(&self) -> f32 {
        self.tick as f32 / TICKS_PER_SECOND as f32
    }

    /// How close the player's moves came to the shortest route, in percent (100 = optimal).
    pub fn optimality(&self) -> f32 {
        match self.player().moves {
            0 => 100.0,
            moves => (self.shortest_moves as f32 / moves as f32 * 100.0).min(100.0),
        }
    }

    /// One tick: the player's input is applied and the player moves; once the race has
    /// started the rivals move and the clock ticks; then arrivals decide the race. Mice keep
    /// running after it is decided (the game stops stepping; `simulate` wants every arrival).
    pub fn step(&mut self, input: MoveInput<G::Key>) -> TickReport<G> {
        self.step_players(&[input])
    }

    /// One tick with each player's keys (`inputs[i]` for player `i`; missing ones press
    /// nothing): the players move in the same tick, so who moves first decides nothing.
    pub fn step_players(&mut self, inputs: &[MoveInput<G::Key>]) -> TickReport<G> {
        let mut report = TickReport::default();
        let input = |i: usize| inputs.get(i).copied().unwrap_or_default();
        for i in 0..self.players {
            if self.mice[i].arrived.is_none() && report.bump.is_none() {
                report.bump = bump(&self.board, &self.mice[i].mouse, input(i).pressed, self.door_tick());
            }
            input(i).apply(&mut self.mice[i].mouse, &self.board.maze);
            if self.tick == 0 {
                // Before the race, a press replaces the one before (the run is kept from its
                // first step, with one press).
                self.mice[i].mouse.earlier = None;
            }
        }
        // The step that starts the race keeps, as its press, the turn the keys queued.
        let input = input(0);
        let kept = if self.tick == 0 { MoveInput { pressed: self.mice[0].mouse.queued, ..input } } else { input };
        for i in 0..self.players {
            self.move_mouse(i, &mut report);
        }
        if !self.started() {
            report.doors = self.doors_before_the_race();
            return report;
        }
        if self.tick == 0 && self.door_offset > 0 {
            self.plan_rivals_from_now();
        }
        if self.player().arrived.is_none() || self.player().arrived == Some(self.tick + 1) {
            self.recorder.record(self.tick, kept);
        }
        if let Some(ghost) = &mut self.ghost {
            ghost.step(&self.board, self.tick);
        }
        for i in self.players..self.mice.len() {
            self.move_mouse(i, &mut report);
        }
        self.tick += 1;
        report.doors = door_changes::<G>(&self.board.doors, self.door_tick());
        if self.outcome.is_none() && !report.arrived.is_empty() {
            let a_player = report.arrived.iter().any(|&i| i < self.players);
            let outcome = if a_player { Outcome::Won } else { Outcome::Lost };
            self.outcome = Some(outcome);
            report.outcome = Some(outcome);
        }
        report
    }

    fn move_mouse(&mut self, i: usize, report: &mut TickReport<G>) {
        let (board, tick, doors_at) = (&self.board, self.tick, self.door_tick());
        let runner = &mut self.mice[i];
        if runner.arrived.is_some() {
            return;
        }
        let Some(cell) = runner.mouse.step(board, doors_at, &mut runner.pilot) else { return };
        runner.moves += 1;
        report.entered.push((i, cell));
        if i < self.players {
            let trail = if i == 0 { Some(&mut self.trail) } else { self.trail_two.as_mut() };
            if let Some(trail) = trail {
                trail.enter(cell, board.maze.index(cell));
            }
        }
        if board.is_goal(cell) {
            // At the cheese the race is over for this mouse: it stops there.
            runner.arrived = Some(tick + 1);
            report.arrived.push(i);
            runner.mouse = runner.mouse.stopped();
        }
        // In a race of two the players share the fog: each sees what the other sees.
        if i < self.players {
            let cells = self.player_cells();
            if let Some(fog) = &mut self.fog {
                report.seen.extend(fog.look_from(&self.board.maze, &cells));
            }
        }
    }

    /// Where the players' mice are.
    fn player_cells(&self) -> Vec<G::Cell> {
        self.mice[..self.players].iter().map(|r| r.mouse.cell).collect()
    }

    /// Whether `key` means an open way at `cell`.
    fn key_opens(&self, cell: G::Cell, key: G::Key) -> bool {
        let ground = &self.board.maze;
        ground.key_way(cell, key).is_some_and(|way| ground.opens(cell, way))
    }
}
