//! The same walks as `benches/hex.rs`, five seeds each, one generator per process, for timing
//! by CPU time rather than by the wall clock when the machine is busy:
//!
//! ```text
//! cargo build --release --examples
//! perf stat -e task-clock,instructions target/release/examples/cpu_time mousemaze
//! perf stat -e task-clock,instructions target/release/examples/cpu_time amaze-growing-tree6
//! ```

use amaze::generators::{GrowingTree6, NewestCell, RecursiveBacktracker6};
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::generate::generate;
use mousemaze_maze::shape::{Graph, Shape};

const SIDE: u32 = 1000;
const SEEDS: u64 = 5;

fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    for seed in 1..=SEEDS {
        match which.as_str() {
            "mousemaze" => {
                let graph = Graph::new(Shape::Hex { width: SIDE, height: SIDE }).unwrap();
                std::hint::black_box(generate(graph, Algorithm::Backtracker, seed).unwrap());
            }
            "amaze-backtracker6" => {
                std::hint::black_box(RecursiveBacktracker6::new_from_seed(seed).generate(SIDE as usize, SIDE as usize));
            }
            "amaze-growing-tree6" => {
                let walk = GrowingTree6::new_from_seed_with_selector(seed, NewestCell);
                std::hint::black_box(walk.generate(SIDE as usize, SIDE as usize));
            }
            "mousemaze-square-grid" => {
                std::hint::black_box(Algorithm::Backtracker.generate(SIDE, SIDE, seed).unwrap());
            }
            _ => {
                eprintln!("which walk? mousemaze, amaze-backtracker6, amaze-growing-tree6 or mousemaze-square-grid");
                std::process::exit(2);
            }
        }
    }
}
