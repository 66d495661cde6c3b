//! Saved values the game cannot use are corrected when loaded, each with a warning: sizes,
//! loops and rival speed of the custom game clamped to what its menu offers, an overlong
//! seed cut, best times that are not a positive number dropped, and the challenges' stars
//! and solutions kept in bounds.

use std::ops::RangeInclusive;

use super::{BRAID_PERCENTS, DOOR_COUNTS, MAX_SEED_CHARS, Progress, RIVAL_SPEED_PERCENTS};
use crate::content::level::PLAY_SIDES;

impl Progress {
    /// This progress with every value in range, and a warning for each one changed.
    pub(super) fn sanitized(mut self) -> (Progress, Vec<String>) {
        let mut warnings = Vec::new();
        let c = &mut self.custom;
        for (name, value, range) in [
            ("width", &mut c.width, PLAY_SIDES),
            ("height", &mut c.height, PLAY_SIDES),
            ("braid_percent", &mut c.braid_percent, BRAID_PERCENTS),
            ("doors", &mut c.doors, DOOR_COUNTS),
            ("rival_speed_percent", &mut c.rival_speed_percent, RIVAL_SPEED_PERCENTS),
        ] {
            if let Some(warning) = clamp(name, value, range) {
                warnings.push(warning);
            }
        }
        if let Some((cut, _)) = c.seed.char_indices().nth(MAX_SEED_CHARS) {
            c.seed.truncate(cut);
            warnings.push(format!("the custom game's seed is over {MAX_SEED_CHARS} characters; it was cut"));
        }
        let (settings, more) = std::mem::take(&mut self.settings).sanitized();
        self.settings = settings;
        warnings.extend(more);
        warnings.extend(self.sanitize_challenges());
        self.best_times.retain(|key, seconds| {
            let good = seconds.is_finite() && *seconds > 0.0;
            if !good {
                warnings.push(format!("best time {seconds} for {key:?} is not a positive number of seconds; dropped"));
            }
            good
        });
        (self, warnings)
    }
}

/// Puts `value` in `range`; a warning if it was out.
fn clamp(name: &str, value: &mut u32, range: RangeInclusive<u32>) -> Option<String> {
    let clamped = (*value).clamp(*range.start(), *range.end());
    if clamped == *value {
        return None;
    }
    let warning = format!(
        "the custom game's {name} {value} is out of range {}..={}; using {clamped}",
        range.start(),
        range.end()
    );
    *value = clamped;
    Some(warning)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_settings_are_clamped_with_a_warning() {
        let text = r#"(best_times: {"preset:Easy": -1.0, "preset:Hard": 12.5}, custom: (width: 0, height: 900,
            braid_percent: 4000000000, rival_speed_percent: 4000000000, seed: "cheese"))"#;
        let (progress, warnings) = ron::from_str::<Progress>(text).unwrap().sanitized();
        let c = &progress.custom;
        assert_eq!((c.width, c.height, c.braid_percent, c.rival_speed_percent), (2, 200, 100, 150));
        assert_eq!(c.seed, "cheese");
        assert_eq!(progress.best_times.len(), 1);
        assert_eq!(warnings.len(), 5, "{warnings:?}");
        assert!(warnings[3].contains("rival_speed_percent 4000000000 is out of range 50..=150; using 150"));
        let (fine, none) = Progress::default().sanitized();
        assert_eq!((fine, none), (Progress::default(), Vec::<String>::new()));
    }
}
