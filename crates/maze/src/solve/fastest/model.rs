//! The cost model of the [fastest-time search](super): the ticks each kind of move takes, by
//! the turn it makes and the straight run before it; its table is in the search's docs.

use std::fmt;

use crate::Dir;

/// The ticks each kind of move takes: see the [module docs](super) for the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CostModel {
    from_rest: u32,
    straight: [u32; 3],
    turn: u32,
    reverse: u32,
}

impl Default for CostModel {
    fn default() -> Self {
        CostModel::MOUSE
    }
}

impl CostModel {
    /// The model of the table in the [module docs](super): the player's pace (20 ticks a cell)
    /// from rest, up to the sprinter's 13 cells a second after three cells straight on.
    pub const MOUSE: CostModel = CostModel { from_rest: 20, straight: [15, 12, 10], turn: 26, reverse: 40 };

    /// The most ticks any move may take.
    pub const MAX_TICKS: u32 = 65_535;

    /// A model: the ticks of the first move from rest; of a move straight on after a run of 1,
    /// 2, and 3 or more cells; of a move after a quarter turn; and after turning back. Each is
    /// `1..=MAX_TICKS`, and straights may not get slower as a run grows (the search counts on it).
    ///
    /// ```
    /// use mousemaze_maze::solve::fastest::CostModel;
    ///
    /// assert_eq!(CostModel::new(20, [15, 12, 10], 26, 40), Ok(CostModel::MOUSE));
    /// let err = CostModel::new(20, [10, 12, 10], 26, 40).unwrap_err().to_string();
    /// assert_eq!(err, "straight moves take 10, 12, 10 ticks: a longer run may not be slower (allowed: each at most the one before)");
    /// ```
    pub fn new(from_rest: u32, straight: [u32; 3], turn: u32, reverse: u32) -> Result<CostModel, CostModelError> {
        let all = [from_rest, straight[0], straight[1], straight[2], turn, reverse];
        if let Some(&ticks) = all.iter().find(|&&t| !(1..=Self::MAX_TICKS).contains(&t)) {
            return Err(CostModelError::OutOfRange(ticks));
        }
        if straight[1] > straight[0] || straight[2] > straight[1] {
            return Err(CostModelError::SlowerRun(straight));
        }
        Ok(CostModel { from_rest, straight, turn, reverse })
    }

    /// The ticks of a move in `dir` for a mouse heading `heading` (`None`: at rest at the
    /// start) after a run of `run` cells (1 to 3; longer runs count as 3), and the run after it.
    pub fn ticks(&self, heading: Option<Dir>, run: u8, dir: Dir) -> (u32, u8) {
        let Some(heading) = heading else { return (self.from_rest, 1) };
        match (dir as u8 + 4 - heading as u8) % 4 {
            0 => (self.straight[usize::from(run.clamp(1, 3)) - 1], (run + 1).clamp(1, 3)),
            2 => (self.reverse, 1),
            _ => (self.turn, 1),
        }
    }

    /// Whether the slowest straight is no slower than a turn, a turn back and a turn: then,
    /// without doors, no quickest route turns back (see the [module docs](super)).
    pub(super) fn straight_never_beats_zigzag(&self) -> bool {
        self.straight[0] <= 2 * self.turn + self.reverse
    }

    /// The quickest and the slowest move.
    pub(super) fn bounds(&self) -> (u32, u32) {
        let all = [self.from_rest, self.straight[0], self.straight[1], self.straight[2], self.turn, self.reverse];
        (all.into_iter().min().unwrap_or(1), all.into_iter().max().unwrap_or(1))
    }

    /// The ticks of a move by its turn (0 straight on, 1 right, 2 back, 3 left) and the run
    /// before it (1 to 3; straight on from a run of 0 is the first move, from rest).
    pub(super) fn table(&self) -> [[u32; 4]; 4] {
        let (s, t, r) = (self.straight, self.turn, self.reverse);
        [[self.from_rest, s[0], s[1], s[2]], [0, t, t, t], [0, r, r, r], [0, t, t, t]]
    }
}

/// Why numbers do not make a [`CostModel`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CostModelError {
    /// A move of 0 ticks, or over [`CostModel::MAX_TICKS`].
    OutOfRange(u32),
    /// A straight after a longer run is slower than after a shorter one.
    SlowerRun([u32; 3]),
}

impl fmt::Display for CostModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CostModelError::OutOfRange(ticks) => {
                write!(f, "a move of {ticks} ticks: allowed 1..={} ticks", CostModel::MAX_TICKS)
            }
            CostModelError::SlowerRun([a, b, c]) => write!(
                f,
                "straight moves take {a}, {b}, {c} ticks: a longer run may not be slower \
                 (allowed: each at most the one before)"
            ),
        }
    }
}

impl std::error::Error for CostModelError {}
