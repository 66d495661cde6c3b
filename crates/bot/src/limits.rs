//! What a bot may use: Rhai's operations, call depth and data sizes, the memory and time of
//! a whole run, the bytes it copies, and the mouse's own instructions and moves. Every budget
//! but time is a count, so a run is the same on every machine: a slow or busy computer runs a
//! bot slower, never differently. The time budget is a safety net that only stops a script
//! that would run for minutes anyway; see `budget`.

use std::time::Duration;

use rhai::Engine;

use crate::content::challenge::Challenge;

/// The budgets of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Rhai operations in the whole run: as Rhai's VM counts them (`bytecode`), each pass of
    /// a loop, jump back and call.
    pub operations: u64,
    /// How deep script functions may call each other.
    pub call_levels: usize,
    /// The longest string a script may build, in characters.
    pub string_size: usize,
    /// The most items an array may hold.
    pub array_size: usize,
    /// The most entries an object map may hold.
    pub map_size: usize,
    /// Mouse instructions (calls of `forward`, `look`, `mark`…) in the whole run.
    pub instructions: u64,
    /// Moves (calls of `forward`, bumps included) allowed per cell of the maze, plus 100.
    pub moves_per_cell: u64,
    /// The longest script read, in bytes.
    pub source_bytes: usize,
    /// The memory the script may hold at once, in bytes: every variable in every call
    /// frame, map keys, copies and Rhai's frames, counted together.
    pub memory: usize,
    /// The bytes the script may allocate in the whole run, each copy of an array, map or
    /// string counted as it is made (what it frees is not given back): one operation can
    /// copy big data, so this bounds the work that operations do not. A loop that copies a
    /// big map at every pass is stopped within a second or two; an ordinary run allocates
    /// well under a thousandth of it.
    pub copying: usize,
    /// How long a run may last, whatever it does: a safety net for what no count bounds (a
    /// loop that sorts big data in place). The clock only ever stops a script (see
    /// `budget`): it never changes what a script that finishes does.
    pub time: Duration,
}

impl Default for Limits {
    /// Room for a Trémaux bot on a 1000×1000 maze (3.9 million operations, about a second),
    /// and a runaway loop stopped in about a second (`loop {}` in 0.04 s, a loop of three
    /// statements in 1.5 s); a loop that copies big data at every pass, within 64 MiB held
    /// and 1 GiB copied. (The operations were 20 million while the tree walker counted every
    /// expression: the VM counts from about a half (the wall follower) to a sixth (the flood
    /// fill) as many for the bundled bots.)
    fn default() -> Self {
        Limits {
            operations: 5_000_000,
            call_levels: 64,
            string_size: 10_000,
            array_size: 10_000,
            map_size: 10_000,
            instructions: 2_000_000,
            moves_per_cell: 20,
            source_bytes: 256 * 1024,
            memory: 64 << 20,
            copying: 1 << 30,
            time: Duration::from_secs(60),
        }
    }
}

/// A grade row's wall-time bound unless told otherwise (`grade --row-seconds`): each maze's
/// run stops after this long, and no maze begins once the row has taken this long (those left
/// are missed, and the row says why). So a row takes at most twice this, and a class of 30
/// grades in minutes whatever its scripts do.
pub const ROW_TIME: Duration = Duration::from_secs(10);

impl Limits {
    /// The limits of one run on `challenge`: the defaults, with the challenge's budgets and
    /// a grade row's wall time ([`ROW_TIME`]).
    pub fn for_challenge(challenge: &Challenge) -> Limits {
        let budget = challenge.budget;
        let default = Limits::default();
        Limits {
            operations: budget.operations.unwrap_or(2_000_000),
            instructions: budget.instructions.unwrap_or(200_000),
            memory: budget
                .memory_mib
                .map_or(16 << 20, |mib| usize::try_from(mib.saturating_mul(1 << 20)).unwrap_or(usize::MAX)),
            time: ROW_TIME,
            ..default
        }
    }

    /// The moves a bot may make on a maze of `cells` cells.
    pub fn moves(&self, cells: usize) -> u64 {
        self.moves_per_cell.saturating_mul(cells as u64).saturating_add(100)
    }

    /// Sets Rhai's own limits on `engine`, and the nesting of expressions, so that a script
    /// with ten thousand brackets is refused by the parser rather than overflowing its stack.
    pub(crate) fn apply(&self, engine: &mut Engine) {
        engine
            .set_max_operations(self.operations)
            .set_max_call_levels(self.call_levels)
            .set_max_string_size(self.string_size)
            .set_max_array_size(self.array_size)
            .set_max_map_size(self.map_size)
            .set_max_expr_depths(64, 32)
            .set_max_variables(1000)
            .set_max_functions(1000);
    }
}
