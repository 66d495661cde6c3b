//! The result of a race, shown over the board on every screen a race is played on: a
//! headline, the lines (won: the time and the best, par, the moves against the shortest, how
//! close the route came to it, the ghost, the help asked for, the seed, a day's line to share;
//! lost: who got there first and the shortest route; a race of two: each player's), and the
//! keys to go on. The square game's Won and Lost screens and the shapes' screen build them
//! here, from the run and the [`ResultFacts`] each keeps.

use bevy::prelude::*;

use crate::art::GameArt;
use crate::rules::{Duel, Ground, PlanKind, Run, clock as rules_clock};
use crate::saves::LastRecord;
use crate::ui::{centered_column, clock, label, panel};

/// Marks a result's panel over the board (Space hides it on the Won screen).
#[derive(Component, Debug)]
pub struct ResultsScreen;

/// What a won race's lines say beyond the run itself.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResultFacts {
    /// The best time kept for this maze and whether this run set it.
    pub best: Option<(f32, bool)>,
    /// The level's par, in seconds.
    pub par: Option<f32>,
    /// Hundredths of a second more than the ghost raced (negative: it beat it).
    pub ghost_delta: Option<i64>,
    /// How often the route was shown.
    pub routes: u32,
    /// The seed, for a maze made from one that a player can ask for again.
    pub seed: Option<u64>,
    /// A daily maze's line to share.
    pub share: Option<String>,
}

impl ResultFacts {
    /// The facts a won run's record keeps: its best, the ghost, the line to share.
    pub fn of(record: &LastRecord) -> ResultFacts {
        ResultFacts {
            best: Some((record.best, record.new_best)),
            ghost_delta: record.ghost_delta,
            share: record.share.clone(),
            ..ResultFacts::default()
        }
    }

    /// The lines of a won race.
    pub fn won_lines<G: Ground>(&self, run: &Run<G>) -> Vec<String> {
        let best = match self.best {
            Some((_, true)) => "   (new best!)".to_string(),
            Some((best, false)) => format!("   (best {})", clock(best)),
            None => String::new(),
        };
        let par = self.par.map_or(String::new(), |p| format!("   par {}", clock(p)));
        let mut lines = vec![
            format!("Time {}{best}{par}", clock(run.elapsed_seconds())),
            format!("Moves {}   (shortest {})", run.player().moves, run.shortest_moves),
            format!("Route {:.0}% optimal", run.optimality()),
        ];
        lines.extend(self.ghost_delta.map(ghost_line));
        match self.routes {
            0 => lines.push("Found without help".into()),
            n => lines.push(format!("Route shown {n}x")),
        }
        lines.extend(self.seed.map(|seed| format!("Seed {seed}")));
        if let Some(share) = &self.share {
            lines.push(share.clone());
            lines.push("(printed to the terminal to copy and share)".into());
        }
        lines
    }
}

/// The lines of a race lost to `winner` (`the sprinter rival`, `the bot tremaux.rhai`);
/// `reveal` says where the route is (or how to show it).
pub fn lost_lines<G: Ground>(run: &Run<G>, winner: &str, reveal: &str, seed: Option<u64>) -> Vec<String> {
    let mut lines = vec![
        format!("{} got there first", crate::ui::capitalised(winner)),
        format!("Your time {}   Moves {}", clock(run.elapsed_seconds()), run.player().moves),
        format!("The shortest route is {} moves: {reveal}", run.shortest_moves),
    ];
    lines.extend(seed.map(|seed| format!("Seed {seed}")));
    lines
}

/// How the run went against the ghost it raced, from the hundredths the two times show.
pub fn ghost_line(delta_hundredths: i64) -> String {
    let (d, sign) = (delta_hundredths.unsigned_abs(), delta_hundredths.signum());
    match sign {
        -1 => format!("You beat your ghost by {}.{:02} s", d / 100, d % 100),
        1 => format!("Your ghost was {}.{:02} s faster", d / 100, d % 100),
        _ => "A dead heat with your ghost".into(),
    }
}

/// The Won or Lost screen's headline and lines for a race of two: who won (a player, a tie,
/// or the rival), and each player's time and moves (`None` for a one-player run).
pub fn duel_results<G: Ground>(run: &Run<G>) -> Option<(String, Vec<String>)> {
    let headline = match run.duel()? {
        Duel::Winner(0) => "Player one wins!",
        Duel::Winner(_) => "Player two wins!",
        Duel::Tie => "A tie!",
        Duel::RivalFirst => "The rival won",
    };
    let names = ["Player one (grey)", "Player two (yellow)"];
    let mut lines: Vec<String> = run
        .player_mice()
        .iter()
        .zip(names)
        .zip(run.routes_shown)
        .map(|((runner, name), helped)| {
            let time = runner.arrived.map_or_else(|| "not there yet".to_string(), rules_clock);
            let time = if runner.arrived.is_none() && run.duel() == Some(Duel::RivalFirst) {
                format!("not there at {}", rules_clock(run.tick))
            } else {
                time
            };
            let help = match helped {
                0 => String::new(),
                1 => "   Route shown once".to_string(),
                n => format!("   Route shown {n} times"),
            };
            format!("{name}: {time}   Moves {}{help}", runner.moves)
        })
        .collect();
    if run.duel() == Some(Duel::RivalFirst) {
        let first = run.rival_mice().iter().filter_map(|r| Some((r.arrived?, r.plan()?.kind))).min_by_key(|a| a.0);
        let who = match first.map(|(_, kind)| kind) {
            Some(PlanKind::Rival(kind)) => format!("The {kind} rival"),
            _ => "Your bot".to_string(),
        };
        lines.insert(0, format!("{who} got there first"));
    }
    lines.push(format!("Both started {} moves from the cheese", run.shortest_moves));
    if run.duel() == Some(Duel::Tie) {
        lines.push("Both reached the cheese in the same tick".into());
    }
    Some((headline.to_string(), lines))
}

/// Spawns a result's panel, with `tag` (what removes it): the headline in `colour`, the lines,
/// and the keys to go on.
pub fn spawn_results(
    commands: &mut Commands,
    headline: &str,
    colour: Color,
    (lines, keys): (Vec<String>, String),
    tag: impl Bundle,
) -> Entity {
    let panel = commands
        .spawn((panel(), children![label(headline, 44.0, colour)]))
        .with_children(|panel| {
            for line in lines {
                panel.spawn(label(line, 26.0, GameArt::TEXT));
            }
            panel.spawn(label(keys, 20.0, GameArt::DIM_TEXT));
        })
        .id();
    commands.spawn((Name::new("Results"), ResultsScreen, centered_column(0.0), tag)).add_child(panel).id()
}
