//! The daily maze in the progress: the days it was finished (for the streak); its best time
//! and best run are kept by day like any maze's (`daily:2026-11-23`).

use std::collections::BTreeSet;

use super::Progress;
use crate::content::daily::{Date, streak};

impl Progress {
    /// Marks the daily maze of `date` as finished.
    pub fn finish_daily(&mut self, date: Date) {
        self.daily_finished.insert(date.to_string());
    }

    /// Marks the daily maze of `date` as played and lost (the title says so).
    pub fn lose_daily(&mut self, date: Date) {
        self.daily_lost.insert(date.to_string());
    }

    /// Whether the daily maze of `date` was lost (and maybe won later).
    pub fn lost_daily(&self, date: Date) -> bool {
        self.daily_lost.contains(&date.to_string())
    }

    /// Days in a row the daily maze was finished, up to `today` ([`streak`]).
    pub fn daily_streak(&self, today: Date) -> u32 {
        let days: BTreeSet<Date> = self.daily_finished.iter().filter_map(|d| d.parse().ok()).collect();
        streak(&days, today)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_streak_counts_days_in_a_row_and_breaks_on_a_missed_day() {
        let today: Date = "2026-11-23".parse().unwrap();
        let mut progress = Progress::default();
        assert_eq!(progress.daily_streak(today), 0);
        progress.finish_daily(today.previous());
        assert_eq!(progress.daily_streak(today), 1, "yesterday's counts while today's is open");
        progress.finish_daily(today);
        progress.finish_daily(today);
        assert_eq!(progress.daily_streak(today), 2);
        assert_eq!(progress.daily_streak(today.next()), 2, "tomorrow, until it is missed");
        assert_eq!(progress.daily_streak(today.next().next()), 0, "broken");
        progress.daily_finished.insert("not a date".into());
        assert_eq!(progress.daily_streak(today), 2, "a damaged entry is ignored");
    }
}
