//! A level in one line, as `mousemaze check-levels` and `mousemaze levels` print it and the
//! editor's checks panel shows it: size and maze kind, the shortest route, par, the doors'
//! earliest arrival and the rival's margin over a perfect run.

use super::{BuiltLevel, Level, MazeSpec};
use crate::maze::recipe::MazeRecipe;

impl BuiltLevel {
    /// How much later than the fastest possible run the rival arrives, as a share (0.05 is
    /// 5 % later); `None` without a rival.
    pub fn rival_margin(&self) -> Option<f32> {
        Some(self.rival_seconds()? / self.optimal_seconds() - 1.0)
    }
}

/// `8x6 backtracker, shortest 15 moves, par 4 s` and the rest of what a level sets.
pub fn summary(level: &Level, built: &BuiltLevel) -> String {
    let (width, height) = (built.board.maze.width(), built.board.maze.height());
    let mut parts = vec![match &level.maze {
        MazeSpec::Generated(MazeRecipe { algorithm, braid, .. }) if *braid > 0.0 => {
            format!("{width}x{height} {algorithm}, braid {braid}")
        }
        MazeSpec::Generated(MazeRecipe { algorithm, .. }) => format!("{width}x{height} {algorithm}"),
        MazeSpec::Labyrinth(MazeRecipe { algorithm, .. }) => format!("{width}x{height} labyrinth of a {algorithm}"),
        MazeSpec::Drawn { .. } | MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_) => format!("{width}x{height} drawn"),
    }];
    parts.push(format!("shortest {} moves, par {} s", built.shortest_moves, built.par_seconds));
    if !built.board.doors.is_empty() {
        let doors = built.board.doors.len();
        parts.push(format!(
            "{doors} door{}, earliest arrival {} (tick {})",
            if doors == 1 { "" } else { "s" },
            crate::rules::seconds_text(built.fastest_ticks as f64),
            built.fastest_ticks
        ));
    }
    if let (Some(rival), Some(seconds), Some(margin)) = (built.rival, built.rival_seconds(), built.rival_margin()) {
        parts.push(format!("{} at {}x arrives in {seconds:.1} s ({:+.0}%)", rival.kind, rival.speed, margin * 100.0));
    }
    parts.join(", ")
}

/// [`summary`] for a level of any shape.
pub fn summary_any(level: &Level, built: &super::Built) -> String {
    match built {
        super::Built::Square(built) => summary(level, built),
        super::Built::Shaped(built) => built.summary(),
    }
}
