//! The programmable mouse: instructions a second for a simple bot (the bundled wall
//! follower on a long perfect maze), and the time `mousemaze bot` takes over 200 Normal
//! mazes (each maze built, then Trémaux run on it, as the CLI does). `bot/lines`: the same
//! wall follower's run with its instructions recorded, and with its lines too
//! (`Bot::run_lines`, for the game's script panel). `bot/contest`: the bundled flood fill's
//! whole micromouse contest on one generated 16×16 contest maze (what `bot floodfill --contest`
//! does per maze).

use criterion::{Criterion, Throughput};
use mousemaze_bot::{Bot, bundled, practice};
use mousemaze_core::content::difficulty::Difficulty;
use mousemaze_core::rules::contest::{ContestRules, contest_board};
use mousemaze_maze::generate::micromouse;
use mousemaze_maze::recipe::MazeRecipe;
use mousemaze_maze::{Algorithm, Ends};

/// The side of the maze the wall follower walks: long enough to run ~100 000 instructions.
const SIDE: u32 = 100;

fn bundled_bot(name: &str) -> Bot {
    let (file, source) = bundled::find(name).unwrap();
    Bot::compile(file, source).unwrap()
}

pub fn bench(c: &mut Criterion) {
    let bot = bundled_bot("wall-follower");
    let recipe =
        MazeRecipe { algorithm: Algorithm::Backtracker, width: SIDE, height: SIDE, seed: 1, ..Default::default() };
    let board = practice::board(recipe, Ends::Corners).unwrap();
    let instructions = bot.run_counted(&board).instructions;
    let mut group = c.benchmark_group("bot/instructions");
    group.throughput(Throughput::Elements(instructions));
    group.bench_function(format!("wall-follower/{SIDE}"), |b| b.iter(|| bot.run_counted(&board)));
    group.finish();

    let mut group = c.benchmark_group("bot/lines");
    group.throughput(Throughput::Elements(instructions));
    group.bench_function(format!("wall-follower/{SIDE}/run"), |b| b.iter(|| bot.run(&board)));
    group.bench_function(format!("wall-follower/{SIDE}/run_lines"), |b| b.iter(|| bot.run_lines(&board)));
    group.finish();

    let rules = ContestRules::default();
    let (file, source) = bundled::find("floodfill").unwrap();
    let floodfill = Bot::for_contest(file, source, &rules).unwrap();
    let contest = contest_board(micromouse::generate(16, 16, 1).unwrap());
    assert!(floodfill.contest(&contest, rules, false).result.solved());
    let mut group = c.benchmark_group("bot/contest");
    group.throughput(Throughput::Elements(1));
    group.bench_function("floodfill/16x16", |b| b.iter(|| floodfill.contest(&contest, rules, false)));
    group.finish();

    let tremaux = bundled_bot("tremaux");
    let mut group = c.benchmark_group("bot/normal");
    group.throughput(Throughput::Elements(200));
    group.bench_function("tremaux/200-mazes", |b| {
        b.iter(|| {
            (0..200)
                .map(|seed| {
                    let board = practice::board(Difficulty::Normal.recipe(seed), Ends::Corners).unwrap();
                    tremaux.run_counted(&board).solved()
                })
                .filter(|solved| *solved)
                .count()
        })
    });
    group.finish();
}
