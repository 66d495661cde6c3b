//! The `mousemaze` binary: parse the command line, then play or run a subcommand.

mod cli;

/// Counts each thread's memory, so a bot script is bounded as a whole (`bot::memory`).
#[global_allocator]
static ALLOCATOR: mousemaze::bot::CountingAllocator = mousemaze::bot::CountingAllocator;

fn main() -> std::process::ExitCode {
    cli::run()
}
