//! Watching a challenge's maze: the player's bot on the Bot screen, with the challenge's
//! budgets and rival (a shaped challenge's sprinter by its time; P races the bot on the shapes
//! screen there); Esc there comes back to the challenge's page.

use bevy::prelude::*;

use super::{OpenChallenge, script_file};
use crate::content::difficulty::Difficulty;
use crate::run::LevelRun;
use crate::shaped::ShapedConfig;
use crate::watch::{BotChoice, BotMaze, CourseRun, ShapedCourseRun};
use crate::{GoTo, Menu, Place, Screen};

/// Watches the chosen maze (`name`, as the page names it) on the Bot screen, with the
/// challenge's budgets and rival; Esc there comes back here.
pub(super) fn watch(open: &OpenChallenge, name: &str, commands: &mut Commands, go: &mut GoTo) {
    let challenge = open.challenge();
    if challenge.shape().is_some() {
        watch_shaped(open, name, commands, go);
        return;
    }
    let Ok(mut courses) = challenge.courses() else { return };
    if open.watch >= courses.len() {
        return;
    }
    let course = courses.swap_remove(open.watch);
    let (watched, count) = (open.watch + 1, challenge.mazes_count());
    let name = format!("Challenge {}, maze {watched} of {count}: {name}", open.index + 1);
    let id = format!("challenge:{}:{}", script_file::key(challenge), open.watch + 1);
    let level = LevelRun { index: 0, id, name, board: course.board, par_seconds: None };
    let limits = crate::bot::Limits::for_challenge(challenge);
    let challenge = Box::new(challenge.clone());
    let maze = BotMaze::Course(Box::new(CourseRun { challenge, level, rival: course.rival, limits }));
    let choice = BotChoice::new(open.script.clone(), Difficulty::Normal, 0);
    let path = open.path.clone();
    commands.insert_resource(BotChoice { maze: Some(maze), path, back: Place::Menu(Menu::Challenge), ..choice });
    go.screen(Screen::BotRun);
}

/// Watches a shaped challenge's chosen maze on the Bot screen, with the challenge's budgets
/// and its sprinter's time; P there races the bot on the shapes screen, with the level's
/// rival; Esc comes back here.
fn watch_shaped(open: &OpenChallenge, name: &str, commands: &mut Commands, go: &mut GoTo) {
    let challenge = open.challenge();
    let Some(course) = challenge
        .shaped_courses()
        .ok()
        .and_then(|mut all| (open.watch < all.len()).then(|| all.swap_remove(open.watch)))
    else {
        return;
    };
    let level = challenge.shaped_level(open.watch);
    let back = Place::Menu(Menu::Challenge);
    let (watched, count) = (open.watch + 1, challenge.mazes_count());
    let race = ShapedConfig {
        title: format!("Challenge {}, maze {watched} of {count}", open.index + 1),
        back,
        ..ShapedConfig::of_spec(course.spec, level.and_then(|l| l.rival), level.is_some_and(|l| l.fog))
    };
    let run = ShapedCourseRun {
        race,
        name: format!("Challenge {}, maze {watched} of {count}: {name}", open.index + 1),
        rival_ticks: course.rival_ticks,
        challenge: Some(Box::new(challenge.clone())),
        limits: crate::bot::Limits::for_challenge(challenge),
    };
    let choice = BotChoice::new(open.script.clone(), Difficulty::Normal, 0);
    let (maze, path) = (Some(BotMaze::ShapedCourse(Box::new(run))), open.path.clone());
    commands.insert_resource(BotChoice { maze, path, back, ..choice });
    go.screen(Screen::BotRun);
}
