//! `--floors N` and `--wrap x|y|xy` (issue 57's kinds of square maze; `--shape upsilon` is a
//! shape of its own in [`super::shaped`]): square grids stacked and joined by stairs, or with
//! their edges joined. `generate` and `export` make and draw them; the game and bots do not
//! play them (nor zeta and upsilon mazes) yet, and say so ([`not_playable`]).

use clap::Args;
use mousemaze::maze::shape::{Shape, Wrap};

/// The kinds of square maze beyond the plain grid.
#[derive(Args, Debug, Default)]
pub struct KindArgs {
    /// N square grids (-W×-H) stacked, each cell joined by stairs to the cells above and
    /// below it (2 to 256 floors); drawn side by side, the stairs marked. The route runs from
    /// floor 0 to the top floor.
    #[arg(long, value_name = "N")]
    floors: Option<u32>,
    /// Join the square grid's opposite edges: x west to east (a cylinder), y north to south,
    /// xy both (a torus); each wrapped side needs 3 cells or more. The route runs from the top
    /// left to the cell farthest round the wrap.
    #[arg(long, value_name = "x|y|xy")]
    wrap: Option<Wrap>,
}

impl KindArgs {
    /// Whether `--floors` or `--wrap` was given.
    pub fn given(&self) -> bool {
        self.floors.is_some() || self.wrap.is_some()
    }

    /// `base` made the kind asked for: floors or wrapped edges on a square grid (named
    /// `shape_name` on the command line), else `base` as it is. The sizes are the library's
    /// to check ([`Shape::check`]: 2 to 256 floors, 3 cells or more a wrapped side).
    pub fn apply(&self, base: Shape, shape_name: &str) -> Result<Shape, String> {
        let Shape::Square { width, height } = base else {
            return match (self.floors, self.wrap) {
                (Some(_), _) => {
                    Err(format!("--floors stacks square grids, not {shape_name}: leave out --shape (or --floors)"))
                }
                (_, Some(_)) => Err(format!(
                    "--wrap joins the edges of square grids, not {shape_name}: leave out --shape (or --wrap)"
                )),
                _ => Ok(base),
            };
        };
        match (self.floors, self.wrap) {
            (Some(_), Some(_)) => Err("--floors and --wrap do not go together yet: leave out one of them".into()),
            (Some(floors), None) => Ok(Shape::Floors { width, height, floors }),
            (None, Some(wrap)) => Ok(Shape::Wrapped { width, height, wrap }),
            (None, None) => Ok(base),
        }
    }

    /// A mask cuts a plain grid: refused with `--floors` or `--wrap`.
    pub fn check_mask(&self) -> Result<(), String> {
        match self.given() {
            true => Err("--mask cuts a plain grid of squares or hexes: leave out --floors and --wrap".into()),
            false => Ok(()),
        }
    }
}
