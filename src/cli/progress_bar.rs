//! A progress bar for long work, drawn to stderr only when stderr is a terminal.
//!
//! [`Progress::tick`] is a counter increment on the hot path; every [`CHECK_EVERY`] ticks
//! it updates the (hidden) bar and looks at the clock, and once the work looks like it will
//! take over about a second the bar appears.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Ticks between looks at the clock (a power of two).
const CHECK_EVERY: u64 = 1 << 14;
/// The bar is shown once the work is expected to take at least this long...
const SHOW_IF_LONGER: Duration = Duration::from_secs(1);
/// ...judged after this long, so the estimate has settled.
const JUDGE_AFTER: Duration = Duration::from_millis(200);

pub struct Progress {
    total: u64,
    count: u64,
    started: Instant,
    /// Fed from the start, so its rate estimate is right, but drawn only once the work looks
    /// long; `None` when stderr is not a terminal.
    bar: Option<ProgressBar>,
    shown: bool,
}

impl Progress {
    /// Progress towards `total` ticks of work called `label`.
    pub fn new(label: &'static str, total: u64) -> Progress {
        let bar = (std::io::stderr().is_terminal() && total >= CHECK_EVERY).then(|| {
            let style =
                ProgressStyle::with_template("{msg:>10} [{bar:40.cyan/blue}] {percent:>3}% {elapsed} (eta {eta})")
                    .expect("a valid template")
                    .progress_chars("=> ");
            ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden())
                .with_style(style)
                .with_message(label)
        });
        Progress { total, count: 0, started: Instant::now(), bar, shown: false }
    }

    /// Whether a bar may be drawn (stderr is a terminal and the work is not tiny): without
    /// one, the caller need not tick at all.
    pub fn may_show(&self) -> bool {
        self.bar.is_some()
    }

    /// One unit of work done.
    #[inline]
    pub fn tick(&mut self) {
        self.count += 1;
        if self.count & (CHECK_EVERY - 1) == 0 && self.bar.is_some() {
            self.update();
        }
    }

    #[cold]
    fn update(&mut self) {
        let Some(bar) = &self.bar else { return };
        let position = self.count.min(self.total);
        bar.set_position(position);
        let elapsed = self.started.elapsed();
        if !self.shown && elapsed >= JUDGE_AFTER {
            let expected = elapsed.as_secs_f64() * self.total as f64 / position.max(1) as f64;
            if expected >= SHOW_IF_LONGER.as_secs_f64() {
                bar.set_draw_target(ProgressDrawTarget::stderr());
                self.shown = true;
            }
        }
    }

    /// Removes the bar, if one was drawn.
    pub fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
    }
}

/// A bar counting whole items (mazes, scripts) done on every core: `inc(1)` from any thread.
/// Drawn on stderr only when it is a terminal (and removed when the work is done), at most
/// a few times a second; hidden otherwise, so pipes and files get only the results.
pub fn items(label: &'static str, total: usize) -> ProgressBar {
    let style = ProgressStyle::with_template("{msg:>10} [{bar:40.cyan/blue}] {pos}/{len} {elapsed} (eta {eta})")
        .expect("a valid template")
        .progress_chars("=> ");
    let target =
        if std::io::stderr().is_terminal() { ProgressDrawTarget::stderr() } else { ProgressDrawTarget::hidden() };
    ProgressBar::with_draw_target(Some(total as u64), target).with_style(style).with_message(label)
}
