//! The checks every level shares, square or shaped: its name, its rival's speed (a rival
//! must be beatable) and its par time.

use super::source::Problem;
use super::{MAX_NAME_CHARS, MAX_PAR_SECONDS, MAX_RIVAL_SPEED, suggested_par};
use crate::rules::PLAYER_SPEED;
use crate::rules::rivals::RivalKind;

/// A name that fits a line of the level menu.
pub(super) fn check_name(name: &str) -> Result<(), Problem> {
    if name.trim().is_empty() {
        return Err(Problem::field("name", "the name is empty: give the level a name".into()));
    }
    let name_chars = name.chars().count();
    if name_chars > MAX_NAME_CHARS {
        let message = format!("the name is {name_chars} characters long: allowed up to {MAX_NAME_CHARS}");
        return Err(Problem::field("name", message));
    }
    Ok(())
}

/// The rival's pace in ticks a cell, once its speed is a number in range.
pub(super) fn rival_pace(speed: f32) -> Result<u32, Problem> {
    if !speed.is_finite() {
        return Err(Problem::field("speed", format!("rival speed {speed} is not a number")));
    }
    if !(speed > 0.0 && speed <= MAX_RIVAL_SPEED) {
        let message = format!(
            "rival speed {speed} is out of range: allowed above 0 up to {MAX_RIVAL_SPEED} (times the player's)"
        );
        return Err(Problem::field("speed", message));
    }
    Ok(crate::rules::pace(PLAYER_SPEED * speed))
}

/// A rival arriving at tick `ticks` must come after the fastest possible run
/// (`fastest_ticks`, said as `fastest`), or nobody can beat it.
pub(super) fn check_beatable(
    (kind, speed): (RivalKind, f32),
    ticks: u64,
    fastest_ticks: u64,
    fastest: &str,
) -> Result<(), Problem> {
    if ticks > fastest_ticks {
        return Ok(());
    }
    let arrives = crate::rules::seconds_text(ticks as f64);
    let message = format!(
        "the {kind} at speed {speed} reaches the cheese in {arrives}, before the fastest possible run ({fastest}): \
         nobody can beat it, make it slower"
    );
    Err(Problem::field("speed", message))
}

/// The par time: the one given, checked against the fastest possible run (`optimal`
/// seconds, said as `fastest`) and a day, or the suggested one. A suggested par over a day
/// is blamed on `slow_field` (the doors, or the maze).
pub(super) fn par(
    given: Option<f32>,
    optimal: f32,
    rival_seconds: Option<f32>,
    fastest: &str,
    slow_field: &'static str,
) -> Result<f32, Problem> {
    match given {
        None => match suggested_par(optimal, rival_seconds) {
            par if par > MAX_PAR_SECONDS => {
                let message = format!(
                    "the suggested par is {par:.0} s, over a day (allowed up to {MAX_PAR_SECONDS} s): {fastest}; \
                     make the doors wait less"
                );
                Err(Problem::field(slow_field, message))
            }
            par => Ok(par),
        },
        Some(par) if !par.is_finite() => {
            let message = format!("par_seconds {par} is not a number: give the time to beat in seconds");
            Err(Problem::field("par_seconds", message))
        }
        Some(par) if par > MAX_PAR_SECONDS => {
            let message = format!("par_seconds {par} is too long: allowed up to {MAX_PAR_SECONDS} (a day)");
            Err(Problem::field("par_seconds", message))
        }
        Some(par) if par >= optimal => Ok(par),
        Some(par) => {
            let message = format!("par_seconds {par} is below the fastest possible run: {fastest}");
            Err(Problem::field("par_seconds", message))
        }
    }
}
