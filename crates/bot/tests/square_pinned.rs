//! The square grid's runs, pinned: every bundled racer on a few seeded mazes (perfect ones,
//! and braided ones where the wall follower goes round in circles), each whole trace (every
//! step, the path, the chalk, the ending and its message) hashed and compared with the
//! value it had before bots ran on other shapes. A change in how a square mouse walks,
//! turns, senses or is told why it stopped changes a hash.

use std::hash::{DefaultHasher, Hash, Hasher};

use mousemaze_bot::{Bot, bundled};
use mousemaze_core::rules::Board;
use mousemaze_maze::{Algorithm, Maze, MazeRng, Pos, braid};

/// A hash of everything in the trace.
fn fingerprint(trace: &mousemaze_bot::Trace) -> u64 {
    let mut hasher = DefaultHasher::new();
    format!("{trace:?}").hash(&mut hasher);
    hasher.finish()
}

#[test]
fn square_traces_are_as_they_were() {
    let mut lines = Vec::new();
    // Two that run out of moves: one bumping a wall, one going round in circles (the
    // messages name the wall, the cell and the heading).
    let stuck = [("bumper.rhai", "loop { forward(); }"), ("circler.rhai", "loop { forward(); turn_right(); }")];
    for (name, source) in stuck {
        let bot = Bot::compile(name, source).unwrap();
        let maze = Algorithm::Backtracker.generate(6, 5, 9).unwrap();
        let (start, cheese) = maze.corners();
        let trace = bot.run(&Board::new(maze, start, cheese));
        let open = Maze::open(5, 5).unwrap();
        let looped = bot.run(&Board::new(open, Pos::new(0, 0), Pos::new(4, 4)));
        for trace in [trace, looped] {
            let reason = trace.reason().unwrap_or_default();
            lines.push(format!("{name}: {} {reason} {:016x}", trace.moves, fingerprint(&trace)));
        }
    }
    for (name, source) in bundled::racers() {
        let bot = Bot::compile(name, source).unwrap();
        for seed in 1..4u64 {
            for braided in [false, true] {
                let mut maze = Algorithm::Backtracker.generate(12, 8, seed).unwrap();
                if braided {
                    braid(&mut maze, 0.6, &mut MazeRng::new(seed));
                }
                let (start, cheese) = maze.corners();
                let trace = bot.run(&Board::new(maze, start, cheese));
                lines.push(format!(
                    "{name} {seed} {braided}: {} {} {} {:016x}",
                    trace.solved(),
                    trace.instructions,
                    trace.moves,
                    fingerprint(&trace)
                ));
            }
        }
    }
    let got = lines.join("\n");
    println!("{got}");
    assert_eq!(got, PINNED.trim());
}

/// The traces before shapes (commit ed565a1f).
const PINNED: &str = "
bumper.rhai: 700 bumper.rhai:1:8: out of moves: 700 moves without reaching the cheese; it bumped the wall ahead 698 times at 1:8 (the east wall of cell (2, 0)): look before stepping, or turn when the way is shut 106f7577556e30e8
bumper.rhai: 600 bumper.rhai:1:8: out of moves: 600 moves without reaching the cheese; it bumped the wall ahead 596 times at 1:8 (the east wall of cell (4, 0)): look before stepping, or turn when the way is shut 4bc10df36d0774de
circler.rhai: 700 circler.rhai:1:8: out of moves: 700 moves without reaching the cheese; it bumped the wall ahead 175 times at 1:8 (the north wall of cell (0, 0)): look before stepping, or turn when the way is shut 0c1e40d52102efad
circler.rhai: 600 circler.rhai:1:8: out of moves: 600 moves without reaching the cheese; it went round in circles: it entered cell (0, 0) heading north 150 times f8c0eb43517928dc
door-aware.rhai 1 false: true 1571 94 aa1390920447066b
door-aware.rhai 1 true: true 941 56 5bbb5cd9126a1734
door-aware.rhai 2 false: true 1068 64 3311e59cd8113a2f
door-aware.rhai 2 true: true 583 36 df5df30fc7cceff7
door-aware.rhai 3 false: true 1158 70 96c4a6a8d29671f5
door-aware.rhai 3 true: true 628 38 9ae6914e3637ecc9
smell-greedy.rhai 1 false: true 1410 94 257b5332a3315fe1
smell-greedy.rhai 1 true: true 564 36 7ef7b5415039004a
smell-greedy.rhai 2 false: true 951 64 88fc4c9cce4cc041
smell-greedy.rhai 2 true: true 449 30 3554fbf6fef30d2d
smell-greedy.rhai 3 false: true 496 32 34b0d60e0e36d639
smell-greedy.rhai 3 true: true 569 38 d87de6d4512796d9
tremaux.rhai 1 false: true 814 94 9b87492edb9f59df
tremaux.rhai 1 true: true 443 56 5a1fdd86646f52d5
tremaux.rhai 2 false: true 445 64 6ebb7833d49e52f6
tremaux.rhai 2 true: true 237 36 ff1f0ca5303f3939
tremaux.rhai 3 false: true 597 70 bb5d4d6ecd3cd1b0
tremaux.rhai 3 true: true 244 38 95ee6400765dda0c
wall-follower.rhai 1 false: true 258 52 3952dc83f7dc5212
wall-follower.rhai 1 true: true 158 32 78c66d063701d3f3
wall-follower.rhai 2 false: true 300 60 c545b8dcfad9bc23
wall-follower.rhai 2 true: true 210 42 3e4a60011a59aeaa
wall-follower.rhai 3 false: true 300 60 211a95cbb9db8c2c
wall-follower.rhai 3 true: true 180 36 5ba4d15539b35f27
";
