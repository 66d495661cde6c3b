//! Mouse programs written for the mms simulator (mackorone/mms), run unchanged: the program
//! prints commands on stdout and reads mms's answers on stdin, and mousemaze answers exactly
//! as mms does, headless and without its animation's time.
//!
//! - [`protocol`]: one line in, one answer or none out (with [`world`], [`geometry`] and
//!   [`stats`]: the mouse in half-cells and eight headings, mms's ten statistics and score).
//!   No process: unit-testable line by line.
//! - [`commands`]: mms's command names, written once for the protocol, the recording and
//!   the bot table.
//! - [`lines`]: output cut into lines as mms cuts it; [`command`]: the run command's words.
//! - [`process`] and [`group`] (Unix): the program as the untrusted thing it is, with limits,
//!   in a session of its own, killed and reaped at the end with all it started (`sweep`),
//!   and a watchdog (`watchdog`) for a `mousemaze` killed with `-9`.
//! - [`contest_moves`]: the contest's own numbers (its cost model) beside mms's score.
//!
//! Line numbers cited (`Window.cpp:1356`) are those of mms's `src/` at blob `9ec759a3` of
//! `Window.cpp` and `64b42d6d` of the other files.
//!
//! ```
//! use mousemaze_bot::mms_program::{protocol::Session, world::MmsWorld};
//! use mousemaze_maze::generate::micromouse;
//!
//! let maze = micromouse::generate(16, 16, 1).unwrap().maze;
//! let mut session = Session::new(MmsWorld::new(maze, false));
//! let mut out = Vec::new();
//! for line in ["mazeWidth", "setText 0 0 hi", "wallLeft", "turnLeft 1", "getStat score"] {
//!     session.line(line.as_bytes(), &mut out);
//! }
//! // A display command and a malformed line get no answer at all.
//! assert_eq!(String::from_utf8(out).unwrap(), "16\ntrue\n2000\n");
//! ```

pub mod cannot_start;
pub mod command;
pub mod commands;
#[cfg(target_os = "linux")]
mod confine;
pub mod contest_moves;
pub mod geometry;
#[cfg(unix)]
pub mod group;
pub mod in_order;
pub mod interrupt;
pub mod lines;
#[cfg(unix)]
pub mod mouse_file;
#[cfg(unix)]
mod pipes;
#[cfg(unix)]
pub mod process;
pub mod protocol;
pub mod recording;
#[cfg(unix)]
pub mod replayed;
pub mod stats;
mod stderr;
#[cfg(target_os = "linux")]
mod sweep;
#[cfg(target_os = "linux")]
mod watchdog;
pub mod world;

#[cfg(all(test, target_os = "linux"))]
mod kill_tests;
#[cfg(all(test, unix))]
mod process_tests;
#[cfg(test)]
mod tests;
