//! Recursive division finishes small rooms from a table of their possible outcomes; its
//! mazes must still come from the distribution of plain recursive division (a coin for a
//! square, a uniform cut across the longer side, a uniform door). The plain algorithm is
//! kept here as the reference: over fixed seed ranges, the outcomes of the two on small
//! grids are compared with a two-sample chi-square test at p = 0.001. A deliberately
//! biased reference (a coin of 0.6 for squares) must fail the same test.

use std::collections::HashMap;

use mousemaze_maze::{Algorithm, Dir, Maze, MazeRng};

/// The maze as a bit set of its passages: bit 2i is the east side of cell i, bit 2i + 1
/// its south side (32 cells at most).
fn tree_key(maze: &Maze) -> u64 {
    maze.cells().iter().enumerate().fold(0, |key, (i, &cell)| {
        let east = u64::from(cell & Dir::E.bit() != 0) << (2 * i);
        let south = u64::from(cell & Dir::S.bit() != 0) << (2 * i + 1);
        key | east | south
    })
}

/// Plain recursive division of a `w`×`h` field, one division at a time, as the same bit
/// set; `square_coin` is the chance that a square is cut across (one half is fair).
fn reference(w: u32, h: u32, rng: &mut MazeRng, square_coin: f64) -> u64 {
    let mut key = 0u64;
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            key |= u64::from(x + 1 < w) << (2 * i) | u64::from(y + 1 < h) << (2 * i + 1);
        }
    }
    let mut rooms = vec![(0, 0, w, h)];
    while let Some((x, y, rw, rh)) = rooms.pop() {
        if rw < 2 || rh < 2 {
            continue;
        }
        let across = rh > rw || (rh == rw && rng.chance(square_coin));
        let (span, along) = if across { (rh, rw) } else { (rw, rh) };
        let cut = rng.below(span - 1);
        let door = rng.below(along);
        for t in (0..along).filter(|&t| t != door) {
            let (cx, cy, bit) = if across { (x + t, y + cut, 1) } else { (x + cut, y + t, 0) };
            key &= !(1 << (2 * (cy * w + cx) + bit));
        }
        if across {
            rooms.extend([(x, y, rw, cut + 1), (x, y + cut + 1, rw, rh - cut - 1)]);
        } else {
            rooms.extend([(x, y, cut + 1, rh), (x + cut + 1, y, rw - cut - 1, rh)]);
        }
    }
    key
}

/// The two-sample chi-square statistic of two equally large samples of outcomes, with its
/// degrees of freedom; outcomes seen fewer than 20 times in both together are pooled.
fn two_sample(a: &HashMap<u64, u64>, b: &HashMap<u64, u64>) -> (f64, usize) {
    let mut keys: Vec<u64> = a.keys().chain(b.keys()).copied().collect();
    keys.sort_unstable();
    keys.dedup();
    let (mut stat, mut bins, mut pooled) = (0.0, 0, (0.0, 0.0));
    let mut add = |x: f64, y: f64| {
        stat += (x - y) * (x - y) / (x + y);
        bins += 1;
    };
    for k in keys {
        let (x, y) = (a.get(&k).copied().unwrap_or(0) as f64, b.get(&k).copied().unwrap_or(0) as f64);
        if x + y < 20.0 {
            pooled = (pooled.0 + x, pooled.1 + y);
        } else {
            add(x, y);
        }
    }
    if pooled.0 + pooled.1 > 0.0 {
        add(pooled.0, pooled.1);
    }
    (stat, bins - 1)
}

/// The chi-square critical value at p = 0.001 (Wilson–Hilferty, as in `uniform.rs`).
fn critical_p001(df: usize) -> f64 {
    let df = df as f64;
    let a = 2.0 / (9.0 * df);
    df * (1.0 - a + 3.0902 * a.sqrt()).powi(3)
}

/// Counts of the generator's outcomes over seeds `0..samples`, and of the reference's over
/// one stream of the same length.
fn samples(w: u32, h: u32, samples: u64, square_coin: f64) -> (HashMap<u64, u64>, HashMap<u64, u64>) {
    let (mut ours, mut theirs) = (HashMap::new(), HashMap::new());
    let mut rng = MazeRng::new(0x5eed);
    for seed in 0..samples {
        let maze = Algorithm::RecursiveDivision.generate(w, h, seed).unwrap();
        assert_eq!(maze.passage_count(), maze.len() - 1, "{w}×{h} seed {seed}: not a tree");
        *ours.entry(tree_key(&maze)).or_default() += 1;
        *theirs.entry(reference(w, h, &mut rng, square_coin)).or_default() += 1;
    }
    (ours, theirs)
}

/// (grid, samples): 3×3 and 4×3 are one small room each (in the table since 3×4 and 4×3 were
/// added); 5×3 and 2×7 take a division or two, then small rooms (2×7 holds 2×5 rooms).
const GRIDS: [((u32, u32), u64); 4] = [((3, 3), 40_000), ((4, 3), 60_000), ((5, 3), 100_000), ((2, 7), 60_000)];

/// The chi-square statistic of the generator against a reference flipping squares' coin with
/// `square_coin`, and its critical value at p = 0.001 (printed, for a failing run's log).
fn chi_square(w: u32, h: u32, n: u64, square_coin: f64) -> (f64, f64) {
    let (ours, theirs) = samples(w, h, n, square_coin);
    let (stat, df) = two_sample(&ours, &theirs);
    let critical = critical_p001(df);
    println!(
        "{w}×{h}, coin {square_coin}: chi² = {stat:.1} (df {df}, critical {critical:.1}), {} outcomes",
        theirs.len()
    );
    (stat, critical)
}

#[test]
fn recursive_division_draws_from_the_plain_algorithms_distribution() {
    for ((w, h), n) in GRIDS {
        let (stat, critical) = chi_square(w, h, n, 0.5);
        assert!(stat < critical, "{w}×{h}: chi² {stat:.1} ≥ {critical:.1}: not the same distribution");
    }
}

#[test]
fn the_test_rejects_a_biased_reference() {
    for ((w, h), n) in GRIDS {
        let (stat, critical) = chi_square(w, h, n, 0.6);
        assert!(stat > critical, "{w}×{h}: chi² {stat:.1} should be over {critical:.1}");
    }
}
