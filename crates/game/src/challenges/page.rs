//! One challenge open (`Menu::Challenge`): its lesson, the instructions it allows, where
//! the player's script is; three items (run again, the maze to watch, reset to the
//! starter); and the results table: one row per maze (solved or failed and why, moves and
//! instructions), the totals against the par, and the stars. Drawn again whenever the open
//! challenge changes (a run ended, the file was read again, an item changed).

use bevy::prelude::*;

use super::stars::{Stars, stars_row};
use super::{OpenChallenge, Results, script_file, shown, shown_text};
use crate::art::GameArt;
use crate::content::challenge::Challenge;
use crate::menu_list::{Activate, Adjust, MenuList, menu, spawn_item};
use crate::saves::PlayerProgress;
use crate::ui::{centered_column, label};
use crate::{GoTo, Menu, PlaySet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Challenge), spawn_page)
        .add_systems(Update, (show_page, show_items).in_set(PlaySet::Draw).run_if(in_state(Menu::Challenge)));
}

/// The page's texts that change.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultsView {
    /// Made from the starter, kept as a `.bak`…
    Notice,
    /// Running, or why the script did not run at all, or the watched maze's whole reason.
    Status,
    /// One maze's row.
    Row(usize),
    /// The totals against the par.
    Total,
    /// What each star is for, and the best kept.
    StarsFor,
}

/// The page's items, by their place in its menu.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Run = 0,
    Watch = 1,
    Reset = 2,
}

/// The longest reason shown in a row (the watched maze's is shown whole under the table).
const WHY_CHARS: usize = 70;

fn spawn_page(mut commands: Commands, open: Option<Res<OpenChallenge>>) {
    let Some(open) = open else { return };
    let challenge = open.challenge();
    let wide = || Node { max_width: px(1180), ..default() };
    let text = |commands: &mut Commands, text: String, size: f32, color: Color| {
        commands.spawn((label(text, size, color), wide())).id()
    };
    let heading = format!("Challenge {}: {}", open.index + 1, shown_text(&challenge.name));
    let heading = text(&mut commands, heading, 40.0, GameArt::ACCENT);
    let lesson: Vec<_> = challenge.lesson.trim().lines().map(shown_text).collect();
    let lesson = text(&mut commands, lesson.join("\n"), 18.0, GameArt::TEXT);
    let allowed = allowed_text(&challenge.allowed);
    let allowed = text(&mut commands, allowed, 17.0, GameArt::DIM_TEXT);
    let file = open.path.as_deref().map_or("(in memory: no data folder)".into(), shown);
    let file = text(
        &mut commands,
        format!("Your script: {file}   (edit it in your editor: saving runs it again)"),
        17.0,
        GameArt::TEXT,
    );
    let notice = commands.spawn((ResultsView::Notice, label("", 17.0, GameArt::ACCENT), wide())).id();
    let list = commands.spawn(menu()).id();
    let item = open.item;
    commands.entity(list).entry::<Node>().and_modify(|mut node| node.row_gap = px(0));
    spawn_item(&mut commands, list, Item::Run as usize, "Run again").insert(Item::Run).observe(run_again);
    spawn_item(&mut commands, list, Item::Watch as usize, "").insert(Item::Watch).observe(watch).observe(change_maze);
    spawn_item(&mut commands, list, Item::Reset as usize, "").insert(Item::Reset).observe(reset);
    commands.entity(list).entry::<MenuList>().and_modify(move |mut menu| menu.selected = item);
    let header = format!("  {:<NAME_CHARS$} {:<7} {:>6} {:>13}   {}", "", "result", "moves", "instructions", "why");
    let mut table = vec![commands.spawn(label(header, 16.0, GameArt::DIM_TEXT)).id()];
    for maze in 0..challenge.mazes_count() {
        table.push(commands.spawn((ResultsView::Row(maze), label("", 16.0, GameArt::TEXT))).id());
    }
    let total = commands.spawn((ResultsView::Total, label("", 18.0, GameArt::TEXT))).id();
    let stars = commands.spawn(stars_row(0, 2)).id();
    let total_row = commands
        .spawn(Node { column_gap: px(14), align_items: AlignItems::Center, ..default() })
        .add_children(&[total, stars])
        .id();
    table.push(total_row);
    table.push(commands.spawn((ResultsView::StarsFor, label("", 16.0, GameArt::DIM_TEXT), wide())).id());
    let table = commands
        .spawn(Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Start,
            row_gap: px(2),
            ..default()
        })
        .add_children(&table)
        .id();
    let status = commands.spawn((ResultsView::Status, label("", 16.0, GameArt::TEXT), wide())).id();
    let hint = "Up/Down choose   Enter select   Left/Right the maze to watch   Esc back";
    let hint = text(&mut commands, hint.into(), 18.0, GameArt::DIM_TEXT);
    commands
        .spawn((
            Name::new("Challenge page"),
            centered_column(8.0),
            BackgroundColor(GameArt::BACKGROUND),
            DespawnOnExit(Menu::Challenge),
        ))
        .add_children(&[heading, lesson, allowed, file, notice, list, table, status, hint]);
}

/// The widest maze name in the table (a longer one is cut).
const NAME_CHARS: usize = 20;

/// A maze as the page names it: the name its challenge file gives it, else its number.
pub fn maze_name(challenge: &Challenge, maze: usize) -> String {
    let name = challenge.maze_names().get(maze).map(|n| shown_text(n)).unwrap_or_default();
    if name.trim().is_empty() { format!("Maze {}", maze + 1) } else { name.chars().take(NAME_CHARS).collect() }
}

/// One maze's row of the table, under its `name`; `watched` marks the maze the watch item
/// shows. The reason goes without the script's file name (`4:5: out of moves…`): every row
/// is the same script.
pub fn row_text(name: &str, grade: Option<&crate::bot::grade::MazeGrade>, watched: bool, script: &str) -> String {
    let mark = if watched { '>' } else { ' ' };
    let Some(grade) = grade else { return format!("{mark} {name:<NAME_CHARS$} {:<7}", "-") };
    let result = if grade.solved { "solved" } else { "failed" };
    let why = grade.why.as_ref().map(ToString::to_string).unwrap_or_default();
    let why = shown_text(why.strip_prefix(script).and_then(|w| w.strip_prefix(':')).unwrap_or(&why));
    let mut short: String = why.chars().take(WHY_CHARS).collect();
    if why.chars().count() > WHY_CHARS {
        short.push_str("...");
    }
    format!("{mark} {name:<NAME_CHARS$} {result:<7} {:>6} {:>13}   {short}", grade.moves, grade.instructions)
}

/// The instructions a challenge allows, ours first and then mms's names, each group on its
/// own line (challenge 9 allows both: some fifty names).
pub fn allowed_text(allowed: &[String]) -> String {
    let (mms, ours): (Vec<&str>, Vec<&str>) =
        allowed.iter().map(String::as_str).partition(|name| crate::bot::table::is_mms(name));
    let mut text = format!("Instructions: {}", ours.join(", "));
    if !mms.is_empty() {
        text += &format!("\nmms's names (micromouse simulator): {}", mms.join(", "));
    }
    text
}

/// The totals line: mazes solved, moves and instructions against the par, each par marked
/// met (a star) or missed (by how much: no star) once every maze is solved.
pub fn total_text(challenge: &Challenge, results: &Results) -> String {
    let goal = challenge.goal;
    let (solved, moves, instructions) = results.totals();
    let count = challenge.mazes_count();
    let all = solved == count;
    let against = |used: u64, par: u64| match (all, used <= par) {
        (false, _) => format!("par {par}"),
        (true, true) => format!("par {par}: a star"),
        (true, false) => format!("par {par}: {} over, no star", used - par),
    };
    let mut line = format!(
        "{solved} of {count} solved   {moves} moves ({})   {instructions} instructions ({})",
        against(moves, goal.moves),
        against(instructions, goal.instructions)
    );
    if results.new_best {
        line.push_str("   new best, saved");
    }
    line
}

/// What a challenge's three stars are for (the list and each challenge's page say it).
pub const STARS_FOR: &str =
    "Stars: one for solving every maze, one for moves within par, one for instructions within par.";

/// Under the totals: what each star is for; after a run, the stars it earned and, where the
/// saved best has more, that the best stays.
pub fn stars_for_text(results: Option<&Results>, best: u8) -> String {
    let mut line = STARS_FOR.to_string();
    let plural = |n: u8| if n == 1 { "star" } else { "stars" };
    if let Some(results) = results.filter(|r| r.mazes.is_ok()) {
        let earned = results.stars;
        line.push_str(&format!("  This run: {earned} {}.", plural(earned)));
        if best > earned {
            line.push_str(&format!("  Your best, {best} {}, stays saved.", plural(best)));
        }
    }
    line
}

fn show_page(
    open: Res<OpenChallenge>,
    progress: Res<PlayerProgress>,
    added: Query<(), Added<ResultsView>>,
    mut views: Query<(&ResultsView, &mut Text, &mut TextColor)>,
    mut stars: Query<&mut Stars>,
) {
    if !open.is_changed() && added.is_empty() {
        return;
    }
    let results = open.results.as_ref().filter(|_| !open.running());
    let grades = results.and_then(|r| r.mazes.as_ref().ok());
    for (view, mut text, mut color) in &mut views {
        let (words, tint) = match view {
            ResultsView::Notice => (open.notice.clone().unwrap_or_default(), GameArt::ACCENT),
            ResultsView::Row(maze) => {
                let grade = grades.and_then(|g| g.get(*maze));
                let tint = if grade.is_some_and(|g| !g.solved) { GameArt::WARNING } else { GameArt::TEXT };
                let script = open.script.as_ref().map_or("", |s| s.name.as_str());
                (row_text(&maze_name(open.challenge(), *maze), grade, *maze == open.watch, script), tint)
            }
            ResultsView::Total => match results {
                Some(results) => (total_text(open.challenge(), results), GameArt::TEXT),
                None => (String::new(), GameArt::TEXT),
            },
            ResultsView::StarsFor => {
                let best = progress.challenge_stars(script_file::key(open.challenge()));
                (stars_for_text(results, best), GameArt::DIM_TEXT)
            }
            ResultsView::Status => status(&open),
        };
        text.0 = words;
        color.0 = tint;
    }
    let earned = Stars(results.map_or(0, |r| r.stars));
    for mut shown in &mut stars {
        shown.set_if_neq(earned);
    }
}

/// The items' labels: the maze to watch, the reset asking first.
fn show_items(
    open: Res<OpenChallenge>,
    added: Query<(), Added<Item>>,
    items: Query<(&Item, &Children)>,
    mut labels: Query<&mut Text>,
) {
    if !open.is_changed() && added.is_empty() {
        return;
    }
    let count = open.challenge().mazes_count();
    for (item, children) in &items {
        let words = match item {
            Item::Run => continue,
            Item::Watch => format!("Watch maze: < {} of {count} >", open.watch + 1),
            Item::Reset if open.reset_asked => "Reset: Enter again (yours is kept as .bak)".into(),
            Item::Reset => "Reset my script to the starter".into(),
        };
        for child in children.iter() {
            if let Ok(mut text) = labels.get_mut(child) {
                text.0.clone_from(&words);
            }
        }
    }
}

/// The line under the table: running, why nothing ran, or the watched maze's reason whole.
fn status(open: &OpenChallenge) -> (String, Color) {
    if open.running() {
        return ("running...".into(), GameArt::DIM_TEXT);
    }
    match open.results.as_ref().map(|r| &r.mazes) {
        None => (String::new(), GameArt::TEXT),
        Some(Err(why)) => (shown_text(&why.to_string()), GameArt::WARNING),
        Some(Ok(grades)) => match grades.get(open.watch).and_then(|g| g.why.as_ref()) {
            Some(why) => (
                format!("{}: {}", maze_name(open.challenge(), open.watch), shown_text(&why.to_string())),
                GameArt::WARNING,
            ),
            None if grades.iter().all(|g| g.solved) => (solved_text(open.index), GameArt::ACCENT),
            None => (String::new(), GameArt::TEXT),
        },
    }
}

/// Every maze solved: and which challenge comes next (the list opens on it), or that this
/// was the last.
pub fn solved_text(index: usize) -> String {
    match crate::content::challenge::every().get(index + 1) {
        Some(next) => {
            format!(
                "Every maze solved! Next: challenge {}, {} (Esc: the list opens on it)",
                index + 2,
                shown_text(&next.name)
            )
        }
        None => "Every maze solved! That was the last challenge.".into(),
    }
}

fn run_again(_: On<Activate>, mut open: ResMut<OpenChallenge>) {
    open.reset_asked = false;
    open.reload();
}

fn change_maze(adjust: On<Adjust>, mut open: ResMut<OpenChallenge>) {
    let count = open.challenge().mazes_count() as i32;
    open.watch = (open.watch as i32 + adjust.delta).rem_euclid(count) as usize;
}

/// Watches the chosen maze ([`super::watch_maze`]).
fn watch(_: On<Activate>, mut open: ResMut<OpenChallenge>, mut commands: Commands, mut go: GoTo) {
    open.reset_asked = false;
    open.item = Item::Watch as usize;
    let name = maze_name(open.challenge(), open.watch);
    super::watch_maze::watch(&open, &name, &mut commands, &mut go);
}

/// Enter once asks; Enter again puts the starter back, keeping the player's script as a `.bak`.
fn reset(_: On<Activate>, mut open: ResMut<OpenChallenge>) {
    if !open.reset_asked {
        open.reset_asked = true;
        return;
    }
    open.reset_asked = false;
    let Some(path) = open.path.clone() else {
        open.notice = Some("Nothing to reset: the starter is running".into());
        return;
    };
    open.notice = Some(match script_file::reset(&path, &open.challenge().starter) {
        Ok(Some(kept)) => format!("Back to the starter; your script was kept as {}", shown(&kept)),
        Ok(None) => "Back to the starter".into(),
        Err(e) => format!("Cannot reset {}: {e}", shown(&path)),
    });
    open.reload();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::grade::MazeGrade;

    /// Results of every maze solved in `moves` and `instructions` (split over the mazes).
    fn solved(challenge: &Challenge, moves: u64, instructions: u64, stars: u8) -> Results {
        let count = challenge.mazes_count() as u64;
        let grade = |i: u64| MazeGrade {
            solved: true,
            moves: moves / count + u64::from(i == 0) * (moves % count),
            instructions: instructions / count + u64::from(i == 0) * (instructions % count),
            why: None,
        };
        Results { mazes: Ok((0..count).map(grade).collect()), stars, new_best: false }
    }

    #[test]
    fn a_missed_par_is_marked_and_each_star_says_what_it_is_for() {
        let third = crate::content::challenge::find("3").unwrap();
        let (moves, instructions) = (third.goal.moves - 4, third.goal.instructions + 202);
        let results = solved(third, moves, instructions, 2);
        let total = total_text(third, &results);
        let expected = format!(
            "5 of 5 solved   {moves} moves (par {}: a star)   {instructions} instructions (par {}: 202 over, no star)",
            third.goal.moves, third.goal.instructions
        );
        assert_eq!(total, expected);
        let line = stars_for_text(Some(&results), 3);
        assert!(line.starts_with("Stars: one for solving every maze, one for moves within par, one for"), "{line}");
        assert!(line.ends_with("This run: 2 stars.  Your best, 3 stars, stays saved."), "{line}");
        assert!(stars_for_text(Some(&results), 2).ends_with("This run: 2 stars."));
        assert!(stars_for_text(None, 3).ends_with("instructions within par."), "before a run: the rule only");
        let missed = MazeGrade { solved: false, moves: 9, instructions: 9, why: None };
        let unsolved = Results { mazes: Ok(vec![missed; 5]), stars: 0, new_best: false };
        assert!(total_text(third, &unsolved).ends_with(&format!("(par {})", third.goal.instructions)), "no par marks");
    }

    #[test]
    fn every_maze_solved_says_which_challenge_is_next_and_mazes_have_their_files_names() {
        assert_eq!(solved_text(0), "Every maze solved! Next: challenge 2, Turn at walls (Esc: the list opens on it)");
        let last = crate::content::challenge::every().len() - 1;
        assert_eq!(solved_text(last), "Every maze solved! That was the last challenge.");
        let third = crate::content::challenge::find("3").unwrap();
        assert_eq!(maze_name(third, 1), "perfect, seed 2");
        let ninth = crate::content::challenge::find("9").unwrap();
        assert_eq!(maze_name(ninth, 0), "contest 8x8, seed 61");
    }

    #[test]
    fn challenge_nines_instructions_are_grouped_ours_then_mms() {
        let text = allowed_text(&crate::content::challenge::find("9").unwrap().allowed);
        let (ours, mms) = text.split_once('\n').unwrap();
        assert!(ours.contains("forward") && !ours.contains("wallFront"), "{ours}");
        assert!(mms.starts_with("mms's names") && mms.contains("wallFront") && !mms.contains(" forward,"), "{mms}");
    }
}
