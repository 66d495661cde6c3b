//! mms's ten statistics (`Stats.cpp`, `Stats.h`), kept as mms keeps them: `float` values,
//! texts written with `QString::number` (`%g`, six significant digits), `getStat` reading the
//! text back (`Stats.cpp:140-154`, `Window.cpp:1083-1118`), so an empty best run is `-1` and
//! an integer stat past 999 999 half-steps (`1e+06`) is `-1` too, as in mms.

/// The names `getStat` takes, in mms's order (`Window.cpp:1090-1111`).
pub const STAT_NAMES: [&str; 10] = [
    "total-distance",
    "total-turns",
    "best-run-distance",
    "best-run-turns",
    "current-run-distance",
    "current-run-turns",
    "total-effective-distance",
    "best-run-effective-distance",
    "current-run-effective-distance",
    "score",
];

const TOTAL_DISTANCE: usize = 0;
const TOTAL_TURNS: usize = 1;
const BEST_DISTANCE: usize = 2;
const BEST_TURNS: usize = 3;
const CURRENT_DISTANCE: usize = 4;
const CURRENT_TURNS: usize = 5;
const TOTAL_EFFECTIVE: usize = 6;
const BEST_EFFECTIVE: usize = 7;
const CURRENT_EFFECTIVE: usize = 8;
const SCORE: usize = 9;

/// The reset penalty, `penalizeForReset` (`Stats.cpp:129`).
pub const RESET_PENALTY: f32 = 15.0;

/// The score before any run reached the goal (`Stats.cpp:86`).
pub const UNSOLVED_SCORE: f32 = 2000.0;

/// The statistics of one run of a program, as `resetAll` leaves them at its start.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    values: [f32; 10],
    /// Whether a best run was recorded (its texts are empty until then: `Stats.cpp:23-32`).
    best_set: bool,
    started_run: bool,
    solved: bool,
    penalty: f32,
}

impl Default for Stats {
    /// `resetAll` (`Stats.cpp:14-41`): zeros, best-run turns at `FLT_MAX` with empty texts,
    /// the score 2000.
    fn default() -> Self {
        let mut values = [0.0; 10];
        values[BEST_TURNS] = f32::MAX;
        values[SCORE] = UNSOLVED_SCORE;
        Stats { values, best_set: false, started_run: false, solved: false, penalty: 0.0 }
    }
}

/// mms's effective distance of one move of `distance` half-steps (`Stats.cpp:90-92`).
pub fn effective_distance(distance: i32) -> f32 {
    if distance > 2 { (f64::from(distance) / 2.0 + 1.0) as f32 } else { distance as f32 }
}

impl Stats {
    /// `addDistance` (`Stats.cpp:43-52`): the requested half-steps, to the totals and, during
    /// a run, to the current run.
    pub fn add_distance(&mut self, distance: i32) {
        let effective = effective_distance(distance);
        self.values[TOTAL_DISTANCE] += distance as f32;
        self.values[TOTAL_EFFECTIVE] += effective;
        if self.started_run {
            self.values[CURRENT_DISTANCE] += distance as f32;
            self.values[CURRENT_EFFECTIVE] += effective;
        }
        self.update_score();
    }

    /// `addTurn` (`Stats.cpp:54-60`): a 45° turn counts one, as a 90° one.
    pub fn add_turn(&mut self) {
        self.values[TOTAL_TURNS] += 1.0;
        if self.started_run {
            self.values[CURRENT_TURNS] += 1.0;
        }
        self.update_score();
    }

    /// `startRun` (`Stats.cpp:94-103`): the current run from zero, a pending reset penalty
    /// added to its and the total effective distance.
    pub fn start_run(&mut self) {
        self.values[CURRENT_TURNS] = 0.0;
        self.values[CURRENT_DISTANCE] = 0.0;
        self.values[CURRENT_EFFECTIVE] = self.penalty;
        self.values[TOTAL_EFFECTIVE] += self.penalty;
        self.penalty = 0.0;
        self.started_run = true;
        self.update_score();
    }

    /// `finishRun` (`Stats.cpp:105-122`): solved; the current run becomes the best if its
    /// turns + effective distance are strictly lower.
    pub fn finish_run(&mut self) {
        self.started_run = false;
        self.solved = true;
        let current = self.values[CURRENT_TURNS] + self.values[CURRENT_EFFECTIVE];
        let best = self.values[BEST_TURNS] + self.values[BEST_EFFECTIVE];
        if current < best {
            self.values[BEST_TURNS] = self.values[CURRENT_TURNS];
            self.values[BEST_DISTANCE] = self.values[CURRENT_DISTANCE];
            self.values[BEST_EFFECTIVE] = self.values[CURRENT_EFFECTIVE];
            self.best_set = true;
        }
        self.update_score();
    }

    /// `endUnfinishedRun` (`Stats.cpp:124-127`).
    pub fn end_unfinished_run(&mut self) {
        self.started_run = false;
    }

    /// `penalizeForReset` (`Stats.cpp:129`): set, not added.
    pub fn penalize_for_reset(&mut self) {
        self.penalty = RESET_PENALTY;
    }

    /// `updateScore` (`Stats.cpp:75-88`), with mms's types: the float sums, `0.1` a double.
    fn update_score(&mut self) {
        let v = &self.values;
        self.values[SCORE] = if self.solved {
            (f64::from(v[BEST_EFFECTIVE] + v[BEST_TURNS]) + 0.1 * f64::from(v[TOTAL_EFFECTIVE] + v[TOTAL_TURNS])) as f32
        } else {
            UNSOLVED_SCORE
        };
    }

    /// Whether a run reached the goal.
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// The score as a number.
    pub fn score(&self) -> f32 {
        self.values[SCORE]
    }

    /// The index of the stat named `name` (`None`: not one of mms's, so no answer).
    pub fn index(name: &[u8]) -> Option<usize> {
        STAT_NAMES.iter().position(|n| n.as_bytes() == name)
    }

    /// What `getStat` answers for the stat at `index` (of [`STAT_NAMES`]): the text mms
    /// shows, an integer stat read back as an integer, an empty text `-1`.
    pub fn answer(&self, index: usize) -> String {
        let best = (BEST_DISTANCE..=BEST_TURNS).contains(&index) || index == BEST_EFFECTIVE;
        if best && !self.best_set {
            return "-1".into();
        }
        let text = format_g(f64::from(self.values[index]));
        if index <= CURRENT_TURNS {
            // `isInteger` then `toInt` (`Stats.cpp:131-154`): `1e+06` is no integer.
            return text.parse::<i32>().map_or_else(|_| "-1".into(), |n| n.to_string());
        }
        text
    }

    /// Every stat by its name, as `getStat` answers it.
    pub fn answers(&self) -> impl Iterator<Item = (&'static str, String)> + '_ {
        STAT_NAMES.iter().enumerate().map(|(i, name)| (*name, self.answer(i)))
    }
}

/// A number as `QString::number(double)` writes it: `%g`, six significant digits (`2000`,
/// `3.5`, `123.457`, `1e+06`).
pub fn format_g(value: f64) -> String {
    if value == 0.0 || !value.is_finite() {
        return if value.is_nan() {
            "nan".into()
        } else if value.is_infinite() {
            "inf".into()
        } else {
            "0".into()
        };
    }
    let scientific = format!("{value:.5e}");
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let trim = |text: &str| -> String {
        if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.').to_owned() } else { text.to_owned() }
    };
    if !(-4..6).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        return format!("{}e{sign}{:02}", trim(mantissa), exponent.abs());
    }
    trim(&format!("{value:.*}", (5 - exponent) as usize))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_qt_writes_them() {
        let cases = [(2000.0, "2000"), (3.5, "3.5"), (25.05, "25.05"), (123.4567, "123.457"), (1e6, "1e+06")];
        for (value, text) in cases {
            assert_eq!(format_g(value), text);
        }
        assert_eq!(format_g(0.0001), "0.0001");
        assert_eq!(format_g(0.00001), "1e-05");
        assert_eq!(format_g(999_999.0), "999999");
        assert_eq!(format_g(1_234_567.0), "1.23457e+06");
    }

    #[test]
    fn effective_distance_discounts_long_moves_only() {
        // Stats.cpp:90-92: d > 2 ? d/2 + 1 : d, in half-steps.
        assert_eq!([1, 2, 4, 10].map(effective_distance), [1.0, 2.0, 3.0, 6.0]);
    }

    #[test]
    fn a_fresh_run_answers_as_mms() {
        let stats = Stats::default();
        let answers: Vec<String> = stats.answers().map(|(_, a)| a).collect();
        assert_eq!(answers, ["0", "0", "-1", "-1", "0", "0", "0", "-1", "0", "2000"]);
    }

    #[test]
    fn integer_stats_past_a_million_read_back_as_minus_one() {
        let mut stats = Stats::default();
        for _ in 0..100_000 {
            stats.add_distance(10);
        }
        assert_eq!(stats.answer(0), "-1", "1e+06 is no integer for toInt (Stats.cpp:140-154)");
    }
}
