//! Choosing a bot to watch: the maze (a difficulty, the player's last custom game, the
//! micromouse contest maze, a shape, a level of any shape or a maze file), its doors and the
//! kind of run (a race to the cheese or a micromouse contest) on the first rows, changed with
//! Left/Right, then the bundled bots and the player's own (`*.rhai` in their bots folder), then the mms programs
//! registered there (`*.mms`, [`crate::bot::mms_program::mouse_file`]).
//! Choosing a bot reads its script and opens the watch screen, on a square maze or on one of
//! another shape (hexagons, a big hexagon, triangles, a circle: the bundled bots' versions for
//! shapes; a contest-only bot, an mms program or a contest asked for on the run row is refused
//! there with a line saying why).

use std::path::PathBuf;

use bevy::prelude::*;

use super::difficulty::describe;
use super::{Activate, Adjust, menu, spawn_item, spawn_page};
use crate::art::GameArt;
use crate::bot::script::Script;
use crate::bot::{Limits, bundled};
use crate::content::difficulty::Difficulty;
use crate::content::level::catalog::all_levels;
use crate::content::shaped_recipe::ShapedRecipe;
use crate::folders::player_bots_dir;
use crate::folders::player_levels_dir;
use crate::level_play::{Entry, LevelPlay, level_play};
use crate::maze::recipe::MazeRecipe;
use crate::maze::shape::Shape;
use crate::maze::text::printable;
use crate::player_folders::MazesDir;
use crate::run::{RunConfig, RunKind};
use crate::saves::PlayerProgress;
use crate::screens::levels::file_label;
use crate::shaped::ShapedConfig;
use crate::ui::label;
use crate::watch::BotChoice;
use crate::watch::{BotMaze, ShapedCourseRun};
use crate::{GoTo, Menu, Place, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Bots), spawn_bots_menu);
}

/// The menu row of the first bot (after the maze, the doors and the kind of run).
const FIRST_BOT: usize = 3;

/// Where a listed bot comes from.
#[derive(Clone, Debug)]
enum Source {
    Bundled(&'static str),
    File(PathBuf),
    /// A `.mms` file: an mms program.
    Mms(PathBuf),
}

/// The files of the player's bots folder that `is_bot` names, sorted by name (none if it is
/// missing): scripts (`.rhai` in any case, `.rhai.txt`), or mms mice (`.mms`).
fn player_bots(is_bot: fn(&std::path::Path) -> bool) -> Vec<PathBuf> {
    let Some(dir) = player_bots_dir() else { return Vec::new() };
    let Ok(entries) = std::fs::read_dir(&dir) else { return Vec::new() };
    let mut files: Vec<PathBuf> =
        entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| is_bot(p) && !p.is_dir()).collect();
    files.sort();
    files
}

/// One maze the maze row offers.
#[derive(Clone, Debug)]
struct MazeOption {
    label: String,
    difficulty: Difficulty,
    maze: Option<BotMaze>,
}

/// The shapes the maze row offers.
const SHAPES: [Shape; 4] = [
    Shape::Hex { width: 15, height: 11 },
    Shape::Hexagon { radius: 6 },
    Shape::Triangle { width: 19, height: 9 },
    Shape::Polar { rings: 10 },
];

/// The mazes on offer: the difficulties, the last custom game, then every level (built in,
/// then the player's own) that can be played, then the player's maze files.
fn maze_options(custom: MazeRecipe, mazes: &MazesDir) -> Vec<MazeOption> {
    let mut options: Vec<MazeOption> = Difficulty::ALL
        .into_iter()
        .map(|d| MazeOption { label: format!("{d}  {}", describe(d)), difficulty: d, maze: None })
        .collect();
    let label = format!("Custom  {}x{} {}", custom.width, custom.height, custom.algorithm);
    let other = |maze| MazeOption { label: String::new(), difficulty: Difficulty::Normal, maze };
    options.push(MazeOption { label, ..other(Some(BotMaze::Custom(custom))) });
    let label = "Micromouse contest  16x16, 5 runs".to_string();
    options.push(MazeOption { label, ..other(Some(BotMaze::Micromouse)) });
    for shape in SHAPES {
        let recipe = ShapedRecipe { shape, ..ShapedConfig::default().recipe };
        let label = crate::ui::capitalised(&recipe.kind_text().replace('×', "x"));
        options.push(MazeOption { label, ..other(Some(BotMaze::Shaped(recipe))) });
    }
    for (index, listed) in all_levels(player_levels_dir().as_deref()).into_iter().enumerate() {
        let entry = Entry { listed, unlocked: true };
        let (name, maze) = match level_play(index, &entry) {
            Ok(LevelPlay::Square(RunConfig { kind: RunKind::Level(level), .. })) => {
                (level.name.clone(), BotMaze::Level(level))
            }
            Ok(LevelPlay::Shaped(race)) => {
                let name = entry.listed.level.as_ref().map_or(String::new(), |l| l.name.clone());
                let rival_ticks = race.level.as_ref().and_then(|l| l.rival_ticks);
                let run = ShapedCourseRun {
                    name: format!("Level {}: {name}", index + 1),
                    race: ShapedConfig { back: Place::Menu(Menu::Bots), ..race },
                    rival_ticks,
                    challenge: None,
                    limits: Limits::default(),
                };
                (name, BotMaze::ShapedCourse(Box::new(run)))
            }
            _ => continue,
        };
        let label = format!("Level {}  {}", index + 1, printable(&name));
        options.push(MazeOption { label, ..other(Some(maze)) });
    }
    for path in mazes.files() {
        if let Ok(RunConfig { kind: RunKind::MazeFile(file), .. }) = RunConfig::maze_file(&path) {
            let label = format!("File  {}", file_label(&path, mazes.0.as_deref()));
            options.push(MazeOption { label, ..other(Some(BotMaze::File(file))) });
        }
    }
    options
}

fn maze_row(option: &MazeOption) -> String {
    format!("Maze: < {} >", option.label)
}

/// The door counts the doors row offers.
const DOOR_COUNTS: [u32; 4] = [0, 2, 4, 8];

fn doors_row(doors: u32) -> String {
    format!("Doors on the way: < {doors} >")
}

/// Whether the chosen bot runs a micromouse contest on the chosen maze; the contest maze and
/// a bot written for contests always do.
#[derive(Component, Clone, Copy)]
struct ContestRow(bool);

fn contest_row(contest: bool) -> String {
    let kind = if contest { "a contest, 5 runs" } else { "a race to the cheese" };
    format!("Run: < {kind} >")
}

fn spawn_bots_menu(
    mut commands: Commands,
    choice: Option<Res<BotChoice>>,
    progress: Res<PlayerProgress>,
    mazes: Res<MazesDir>,
) {
    let doors = choice.as_ref().map_or(0, |c| c.doors);
    let options = maze_options(progress.custom.recipe(), &mazes);
    // The row starts where the last choice was: its difficulty, or the same other maze.
    let at = choice.as_ref().map_or(1, |c| {
        options.iter().position(|o| o.maze == c.maze && (c.maze.is_some() || o.difficulty == c.difficulty)).unwrap_or(1)
    });
    let list = commands.spawn(menu()).id();
    let mut maze = spawn_item(&mut commands, list, 0, maze_row(&options[at]));
    let maze_item = maze.id();
    maze.insert(MazeRow { options, at }).observe(change_maze);
    let mut door_row = spawn_item(&mut commands, list, 1, doors_row(doors));
    let doors_item = door_row.id();
    door_row.insert(DoorsRow(doors)).observe(change_doors);
    let contest = choice.as_ref().is_some_and(|c| c.contest && c.maze != Some(BotMaze::Micromouse));
    let mut kind_row = spawn_item(&mut commands, list, 2, contest_row(contest));
    let kind_item = kind_row.id();
    kind_row.insert(ContestRow(contest)).observe(change_contest);
    // Every bundled bot; one written for contests runs a contest on whatever maze is chosen.
    let mut sources: Vec<(String, Source)> = bundled::all()
        .iter()
        .map(|&(name, _)| {
            let contest = if bundled::CONTEST_ONLY.contains(&name) { ", contest" } else { "" };
            (format!("{name}  (bundled{contest})"), Source::Bundled(name))
        })
        .collect();
    let name = |path: &PathBuf| path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    for path in player_bots(crate::bot::script::is_script_name) {
        sources.push((format!("{}  (yours)", name(&path)), Source::File(path)));
    }
    for path in player_bots(crate::bot::mms_program::mouse_file::is_mouse_file) {
        sources.push((format!("{}  (yours, mms program)", name(&path)), Source::Mms(path)));
    }
    for (i, (text, source)) in sources.into_iter().enumerate() {
        spawn_item(&mut commands, list, i + FIRST_BOT, text).observe(
            move |_: On<Activate>,
                  mut commands: Commands,
                  rows: Query<&MazeRow>,
                  door_rows: Query<&DoorsRow>,
                  kind_rows: Query<&ContestRow>,
                  mut message: Query<&mut Text, With<BotsMessage>>,
                  mut go: GoTo| {
                let option = rows.get(maze_item).ok().map(|row| row.options[row.at].clone());
                let difficulty = option.as_ref().map_or(Difficulty::Normal, |o| o.difficulty);
                let doors = door_rows.get(doors_item).map_or(0, |d| d.0);
                let shaped = matches!(
                    option.as_ref().and_then(|o| o.maze.as_ref()),
                    Some(BotMaze::Shaped(_) | BotMaze::ShapedCourse(_))
                );
                let asked = kind_rows.get(kind_item).is_ok_and(|k| k.0);
                if shaped && asked {
                    let why = "a micromouse contest runs on squares only: set the run to a race to the cheese";
                    return refuse(&mut message, why);
                }
                let choice = match &source {
                    Source::Bundled(name) if shaped => match bundled::for_shapes(name) {
                        Some((file, text)) => {
                            let script = Script { name: file.into(), source: text.into(), path: None };
                            BotChoice::new(Ok(script), difficulty, doors)
                        }
                        None => {
                            return refuse(
                                &mut message,
                                &format!("{name} is written for the micromouse contest, on squares only"),
                            );
                        }
                    },
                    Source::Mms(_) if shaped => {
                        return refuse(&mut message, "an mms program runs the micromouse contest, on squares only");
                    }
                    Source::Bundled(name) => BotChoice::new(Script::find(name), difficulty, doors),
                    Source::File(path) => BotChoice::from_file(path, difficulty, doors),
                    Source::Mms(path) => BotChoice::from_mms_file(path, difficulty, doors),
                };
                let maze = option.and_then(|o| o.maze);
                let contest_bot = matches!(&source, Source::Bundled(name) if bundled::CONTEST_ONLY.contains(name));
                let mms = matches!(&source, Source::Mms(_));
                let contest = !shaped && (asked || contest_bot || mms || maze == Some(BotMaze::Micromouse));
                commands.insert_resource(BotChoice { maze, contest, ..choice });
                go.screen(Screen::BotRun);
            },
        );
    }
    commands.entity(list).insert(super::MenuList { selected: FIRST_BOT, rows: Some(9) });
    let folder = player_bots_dir().map_or("(no data folder)".into(), |d| d.display().to_string());
    let mine =
        commands.spawn(label(format!("Your bots: {folder}/*.rhai, mms programs *.mms"), 18.0, GameArt::DIM_TEXT)).id();
    let hint = label("Up/Down choose   Left/Right change   Enter watch   Esc back", 20.0, GameArt::DIM_TEXT);
    let hint = commands.spawn(hint).id();
    let message = commands.spawn((BotsMessage, label(String::new(), 20.0, GameArt::WARNING))).id();
    spawn_page(&mut commands, Menu::Bots, "Watch a bot", list, &[mine, message, hint]);
}

/// Says on the menu why the bot chosen cannot run on the shape chosen.
fn refuse(message: &mut Query<&mut Text, With<BotsMessage>>, why: &str) {
    for mut text in message {
        text.0 = printable(why).into_owned();
    }
}

/// Why the last bot chosen cannot run on the shape chosen.
#[derive(Component)]
struct BotsMessage;

/// The mazes the maze row offers, and the one it shows.
#[derive(Component, Clone)]
struct MazeRow {
    options: Vec<MazeOption>,
    at: usize,
}

/// The door count the doors row shows.
#[derive(Component, Clone, Copy)]
struct DoorsRow(u32);

/// Shows `text` in a row's label.
fn relabel(children: &Children, texts: &mut Query<&mut Text>, text: String) {
    for child in children.iter() {
        if let Ok(mut label) = texts.get_mut(child) {
            label.0.clone_from(&text);
        }
    }
}

fn change_doors(adjust: On<Adjust>, mut rows: Query<(&mut DoorsRow, &Children)>, mut texts: Query<&mut Text>) {
    let Ok((mut row, children)) = rows.get_mut(adjust.entity) else { return };
    let at = DOOR_COUNTS.iter().position(|d| *d == row.0).unwrap_or(0) as i32;
    row.0 = DOOR_COUNTS[(at + adjust.delta).rem_euclid(DOOR_COUNTS.len() as i32) as usize];
    relabel(children, &mut texts, doors_row(row.0));
}

fn change_contest(adjust: On<Adjust>, mut rows: Query<(&mut ContestRow, &Children)>, mut texts: Query<&mut Text>) {
    let Ok((mut row, children)) = rows.get_mut(adjust.entity) else { return };
    row.0 = !row.0;
    relabel(children, &mut texts, contest_row(row.0));
}

fn change_maze(adjust: On<Adjust>, mut rows: Query<(&mut MazeRow, &Children)>, mut texts: Query<&mut Text>) {
    let Ok((mut row, children)) = rows.get_mut(adjust.entity) else { return };
    let count = row.options.len() as i32;
    row.at = (row.at as i32 + adjust.delta).rem_euclid(count) as usize;
    relabel(children, &mut texts, maze_row(&row.options[row.at]));
}
