//! Symmetric mazes: every passage has its mirror (or rotated) images, and the maze is joined.
//!
//! A [`Symmetry`] is a group of maps of the cells onto themselves that keep neighbours
//! neighbours ([`Symmetry::images`]): on squares `x` (left ↔ right), `y` (top ↔ bottom), `xy`
//! (both, and so the half turn) and `radial` (the half turn alone); on circles `x`, `y`, `xy`
//! and `radial`, a sixth of a turn (every ring after the centre has a multiple of six cells).
//! Other shapes and masks are refused.
//!
//! How ([`lift`]): a maze is made on a region that holds one cell of every orbit (on squares
//! the rectangle of the half or quarter, made by any square generator; on circles the
//! generator's whole maze, of which the passages inside the region are kept), then each of its
//! passages is added with all its images, unless they would close a loop; then the copies are
//! joined, passages with their images again in random order, first those that close no loop
//! (for `x` on an even width, one passage across the axis, its own mirror image), and only if
//! the copies still fall apart, those that join them with loops.
//!
//! When the result is perfect (a spanning tree): a map of a tree onto itself fixes a cell or
//! turns one passage end for end, never both, and the cells it fixes are joined among
//! themselves. So on squares `x` and `y` are perfect (on an odd side the axis's cells make one
//! straight corridor, the only way a mirrored tree can have them), and so are `xy` and
//! `radial` when a side is odd (the half turn fixes the centre cell, or turns the passage
//! across the centre); on even×even squares the half turn fixes no cell and turns no passage,
//! so `xy` and `radial` need loops: the joining adds the fewest it finds, one pair of passages
//! (two loops at most, the tests check). On circles the centre is fixed, so no passage may be
//! turned end for end: the joining tries such passages last, and every symmetry is perfect, the
//! copies joined through the centre. [`is_perfect`] says which, and the tests check it.
//!
//! ```
//! use mousemaze_maze::knobs::symmetry::{Symmetry, symmetric_square};
//! use mousemaze_maze::{Algorithm, MazeRng, Pos};
//!
//! let maze = symmetric_square(Algorithm::Wilson, 12, 8, Symmetry::X, None, &mut MazeRng::new(5)).unwrap();
//! assert_eq!(maze.passage_count(), 12 * 8 - 1); // perfect
//! for y in 0..8 {
//!     for x in 0..11 {
//!         let open = maze.is_open(Pos::new(x, y), mousemaze_maze::Dir::E);
//!         assert_eq!(open, maze.is_open(Pos::new(10 - x, y), mousemaze_maze::Dir::E), "the mirror passage");
//!     }
//! }
//! ```

use std::fmt;

use super::KnobError;
use super::straight::{Straightness, carve_straight};
use crate::generate::kruskal::UnionFind;
use crate::model::Cells;
use crate::shape::{Shape, ShapedMaze, ring_sizes};
use crate::{Algorithm, Maze, MazeRng};

/// Which maps of the maze onto itself keep it the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Mirrored left to right.
    X,
    /// Mirrored top to bottom.
    Y,
    /// Mirrored both ways (so also turned a half turn).
    Xy,
    /// Turned: a half turn on squares, a sixth of a turn on a circle.
    Radial,
}

impl Symmetry {
    /// Every symmetry, in the CLI's order.
    pub const ALL: [Symmetry; 4] = [Symmetry::X, Symmetry::Y, Symmetry::Xy, Symmetry::Radial];

    /// The name the CLI takes: `x`, `y`, `xy` or `radial`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::X => "x",
            Symmetry::Y => "y",
            Symmetry::Xy => "xy",
            Symmetry::Radial => "radial",
        }
    }

    /// The group's maps besides the identity, each a permutation of `shape`'s cells (cell →
    /// image) that keeps neighbours neighbours; an error for a shape it does not fit.
    ///
    /// ```
    /// use mousemaze_maze::knobs::symmetry::Symmetry;
    /// use mousemaze_maze::shape::Shape;
    ///
    /// let maps = Symmetry::Xy.images(Shape::Square { width: 3, height: 2 }).unwrap();
    /// assert_eq!(maps.len(), 3);
    /// assert_eq!(maps[0], [2, 1, 0, 5, 4, 3]); // left ↔ right
    /// assert_eq!(Symmetry::Radial.images(Shape::Polar { rings: 3 }).unwrap().len(), 5);
    /// assert!(Symmetry::X.images(Shape::Hex { width: 4, height: 4 }).is_err());
    /// ```
    pub fn images(self, shape: Shape) -> Result<Vec<Vec<u32>>, KnobError> {
        match shape {
            Shape::Square { width, height } => {
                let map = |flip_x: bool, flip_y: bool| -> Vec<u32> {
                    (0..height)
                        .flat_map(|y| (0..width).map(move |x| (x, y)))
                        .map(|(x, y)| {
                            let x = if flip_x { width - 1 - x } else { x };
                            let y = if flip_y { height - 1 - y } else { y };
                            y * width + x
                        })
                        .collect()
                };
                Ok(match self {
                    Symmetry::X => vec![map(true, false)],
                    Symmetry::Y => vec![map(false, true)],
                    Symmetry::Xy => vec![map(true, false), map(false, true), map(true, true)],
                    Symmetry::Radial => vec![map(true, true)],
                })
            }
            Shape::Polar { rings } => {
                let sizes: Vec<u32> = ring_sizes(rings).collect();
                // Each ring's cells mapped by `f(index, size)`.
                let map = |f: &dyn Fn(i64, i64) -> i64| -> Vec<u32> {
                    let mut out = Vec::new();
                    let mut start = 0u32;
                    for &size in &sizes {
                        let n = i64::from(size);
                        out.extend((0..n).map(|i| start + f(i, n).rem_euclid(n) as u32));
                        start += size;
                    }
                    out
                };
                let mirror_x = |i: i64, n: i64| n - 1 - i;
                let mirror_y = |i: i64, n: i64| n / 2 - 1 - i;
                Ok(match self {
                    Symmetry::X => vec![map(&mirror_x)],
                    Symmetry::Y => vec![map(&mirror_y)],
                    Symmetry::Xy => vec![map(&mirror_x), map(&mirror_y), map(&|i, n| i + n / 2)],
                    Symmetry::Radial => (1..6).map(|k| map(&move |i, n| i + k * n / 6)).collect(),
                })
            }
            other => Err(KnobError::Symmetry { symmetry: self, shape: other.name() }),
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether the symmetric maze of `symmetry` on `shape` is perfect (a spanning tree), as the
/// module explains; else it has the loops its copies need to be joined.
pub fn is_perfect(symmetry: Symmetry, shape: Shape) -> bool {
    match (symmetry, shape) {
        (Symmetry::Xy | Symmetry::Radial, Shape::Square { width, height }) => width % 2 == 1 || height % 2 == 1,
        _ => true,
    }
}

/// A symmetric `width`×`height` maze by `algorithm` (any square generator; with a
/// straightness, one that walks): the region's maze, lifted ([`lift`]).
pub fn symmetric_square(
    algorithm: Algorithm,
    width: u32,
    height: u32,
    symmetry: Symmetry,
    straightness: Option<Straightness>,
    rng: &mut MazeRng,
) -> Result<Maze, KnobError> {
    let mut maze = Maze::new(width, height).map_err(KnobError::Size)?;
    let images = symmetry.images(Shape::Square { width, height })?;
    let (half_width, half_height) = (width.div_ceil(2), height.div_ceil(2));
    let (region_width, region_height) = match symmetry {
        Symmetry::X => (half_width, height),
        Symmetry::Y | Symmetry::Radial => (width, half_height),
        Symmetry::Xy => (half_width, half_height),
    };
    let region = match straightness {
        Some(straightness) => {
            let mut region = Maze::new(region_width, region_height).map_err(KnobError::Size)?;
            carve_straight(&mut region, algorithm, straightness, rng)?;
            region
        }
        None => algorithm.generate_observed(region_width, region_height, rng, |_| {}).map_err(KnobError::Size)?,
    };
    let mut seed = Vec::new();
    region.each_pair(|cell, slot, next| {
        if Cells::is_open(&region, cell, slot) {
            let place = |c: usize| ((c % region_width as usize) + (c / region_width as usize) * width as usize) as u32;
            seed.push((place(cell), place(next)));
        }
    });
    lift(&mut maze, &images, &seed, rng);
    Ok(maze)
}

/// A symmetric maze of a circle (`maze` closed, its graph a whole polar shape) by
/// `algorithm`: the generator's maze over the whole circle, of which the passages between
/// cells that are the first of their orbits are kept, lifted ([`lift`]).
pub fn symmetric_shaped(
    maze: &mut ShapedMaze,
    algorithm: Algorithm,
    symmetry: Symmetry,
    straightness: Option<Straightness>,
    rng: &mut MazeRng,
) -> Result<(), KnobError> {
    let shape = maze.graph().shape();
    if maze.len() as u64 != shape.cell_count() {
        return Err(KnobError::Symmetry { symmetry, shape: "masked" });
    }
    let images = symmetry.images(shape)?;
    let mut whole = ShapedMaze::new(maze.graph().clone());
    match straightness {
        Some(straightness) => carve_straight(&mut whole, algorithm, straightness, rng)?,
        None => {
            let seed = rng.next_u64();
            whole = crate::shape::generate::generate(maze.graph().clone(), algorithm, seed)
                .map_err(|e| KnobError::Generator(e.to_string()))?;
        }
    }
    let first_of_orbit = |cell: usize| images.iter().all(|map| map[cell] as usize >= cell);
    let mut seed = Vec::new();
    whole.each_pair(|cell, slot, next| {
        if Cells::is_open(&whole, cell, slot) && first_of_orbit(cell) && first_of_orbit(next) {
            seed.push((cell as u32, next as u32));
        }
    });
    lift(maze, &images, &seed, rng);
    Ok(())
}

/// Opens in the closed `maze` every passage of `seed` with all its images under `images`,
/// unless they would close a loop; then joins what falls apart, passages with their images in
/// random order: first those that close no loop, then (only while the maze is in pieces)
/// those that join pieces whatever they close. The result is symmetric and joined.
pub fn lift<M: Cells>(maze: &mut M, images: &[Vec<u32>], seed: &[(u32, u32)], rng: &mut MazeRng) {
    let mut sets = UnionFind::new(maze.len());
    let mut pieces = maze.len();
    for &(a, b) in seed {
        pieces -= add_with_images(maze, images, &mut sets, (a, b), Join::NoLoop);
    }
    if pieces > 1 {
        let mut pairs = Vec::new();
        maze.each_pair(|cell, _, next| pairs.push((cell as u32, next as u32)));
        rng.shuffle(&mut pairs);
        for join in [Join::NoFlipNoLoop, Join::NoLoop, Join::Any] {
            for &pair in &pairs {
                if pieces == 1 {
                    return;
                }
                pieces -= add_with_images(maze, images, &mut sets, pair, join);
            }
        }
    }
}

/// Which passages the joining takes, in turn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Join {
    /// Those that close no loop and that no map turns end for end: a map that fixes a cell
    /// (a circle's centre) keeps a tree only if it flips no passage, so these go first.
    NoFlipNoLoop,
    /// Those that close no loop (for `x` on an even width, one across the axis).
    NoLoop,
    /// Those that join two pieces at least, whatever loops they close.
    Any,
}

/// Opens the passage `a`–`b` and its images, unless one is open already, they join no two
/// pieces, or `join` refuses them. Returns how many pieces they joined.
fn add_with_images<M: Cells>(
    maze: &mut M,
    images: &[Vec<u32>],
    sets: &mut UnionFind,
    (a, b): (u32, u32),
    join: Join,
) -> usize {
    let flipped = images.iter().any(|map| map[a as usize] == b && map[b as usize] == a);
    if join == Join::NoFlipNoLoop && flipped {
        return 0;
    }
    let mut orbit: Vec<(u32, u32)> = std::iter::once((a, b))
        .chain(images.iter().map(|map| (map[a as usize], map[b as usize])))
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect();
    orbit.sort_unstable();
    orbit.dedup();
    let slot_of = |maze: &M, x: u32, y: u32| {
        let mut found = None;
        maze.each_neighbour(x as usize, |slot, n| {
            if n == y as usize {
                found = Some(slot);
            }
        });
        found.expect("a symmetry keeps neighbours neighbours")
    };
    if orbit.iter().any(|&(x, y)| maze.is_open(x as usize, slot_of(maze, x, y))) {
        return 0;
    }
    // Which pieces each passage joins, tried on a copy of the few roots involved.
    let roots: Vec<(u32, u32)> = orbit.iter().map(|&(x, y)| (sets.root(x), sets.root(y))).collect();
    let mut trial: Vec<(u32, u32)> = Vec::new();
    let find = |trial: &Vec<(u32, u32)>, mut r: u32| {
        while let Some(&(_, up)) = trial.iter().find(|(from, _)| *from == r) {
            r = up;
        }
        r
    };
    let mut joined = 0;
    for &(x, y) in &roots {
        let (rx, ry) = (find(&trial, x), find(&trial, y));
        if rx == ry {
            if join != Join::Any {
                return 0;
            }
        } else {
            trial.push((rx, ry));
            joined += 1;
        }
    }
    if joined == 0 {
        return 0;
    }
    for &(x, y) in &orbit {
        let slot = slot_of(maze, x, y);
        maze.open_way(x as usize, slot, y as usize);
        sets.union(x, y);
    }
    joined
}

#[cfg(test)]
mod tests;
