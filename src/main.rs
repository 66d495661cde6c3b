//! The `mousemaze` binary: parse the command line, then play or run a subcommand.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
