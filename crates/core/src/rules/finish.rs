//! The one tie rule: who reached the cheese first, by the clock's ticks. A dead heat is its
//! own outcome, said as such, and counts as the mouse's win (as in a race, where the player
//! wins a dead heat with a rival: `Outcome::Won`). The bot panel, `grade` and the races all
//! ask here.
//!
//! ```
//! use mousemaze_core::rules::finish::Finish;
//!
//! assert_eq!(Finish::of(100, 120), Finish::Ahead);
//! assert_eq!(Finish::of(120, 120), Finish::DeadHeat);
//! assert!(Finish::of(120, 120).mouse_wins() && !Finish::of(121, 120).mouse_wins());
//! ```

/// How a mouse finished against a rival.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    Ahead,
    /// The same tick: counts as the mouse's win.
    DeadHeat,
    Behind,
}

impl Finish {
    /// The mouse arrived at `mouse_tick`, the rival at `rival_tick`.
    pub fn of(mouse_tick: u64, rival_tick: u64) -> Finish {
        match mouse_tick.cmp(&rival_tick) {
            std::cmp::Ordering::Less => Finish::Ahead,
            std::cmp::Ordering::Equal => Finish::DeadHeat,
            std::cmp::Ordering::Greater => Finish::Behind,
        }
    }

    /// Whether the mouse wins: ahead, or a dead heat.
    pub fn mouse_wins(self) -> bool {
        self != Finish::Behind
    }
}
