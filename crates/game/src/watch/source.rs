//! The script panel in the Bot screen's column, under the run's panel: the bot's source with the line being run
//! highlighted as the replay goes ([`BotReplay::current_line`]), its breakpoints marked (a
//! click on a line sets or clears one), and the variables of the current statement's scope.
//! A run that ended in an error highlights the error's line in the warning colour.

use std::fmt::Write as _;

use bevy::prelude::*;

use super::debugger::toggle_breakpoint;
use super::{BotChoice, BotReplay};
use crate::art::GameArt;
use crate::bot::lines::MAX_LINE_STEPS;
use crate::maze::text::printable;
use crate::ui::panel_box;
use crate::ui::{in_font, label, plain_label};
use crate::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_source.in_set(PlaySet::Draw).run_if(in_state(Screen::BotRun)));
}

/// Lines of the script shown at most, the highlighted one kept in the middle of those the
/// panel has room for (it shares the column with the run's panel, which grows in a contest;
/// the rows that do not fit are cut, never the variables under them).
const ROWS: usize = 22;
/// The gap between two rows, in pixels.
const ROW_SPACING: f32 = 2.0;
/// Characters of a line shown; a longer line ends in `~`.
const COLUMNS: usize = 43;
const TEXT_SIZE: f32 = 13.0;
/// A row's breakpoint mark, the gap after it and the row's padding, in pixels.
const MARK: f32 = 7.0;
const ROW_GAP: f32 = 4.0;
const ROW_PADDING: f32 = 2.0;
const HIGHLIGHT: Color = Color::srgba(1.0, 0.824, 0.247, 0.22);
const FAILED: Color = Color::srgba(1.0, 0.45, 0.35, 0.25);

/// A row of the listing: which slot it is, and the line it shows now.
#[derive(Component, Debug)]
struct SourceRow {
    slot: usize,
    line: Option<u32>,
}

/// A row's breakpoint mark.
#[derive(Component, Debug)]
struct BreakMark(usize);

/// The rows' box: it takes the room the heading and the variables leave, and cuts what
/// does not fit.
#[derive(Component, Debug)]
struct Listing;

#[derive(Component, Debug)]
enum SourceText {
    Heading,
    Row(usize),
    Variables,
}

/// The script panel, in `column` under the run's panel, taking the room left.
pub(super) fn spawn_source_panel(commands: &mut Commands, column: Entity) {
    let panel = commands
        .spawn((
            Name::new("Script panel"),
            panel_box(Node { row_gap: px(2), flex_grow: 1.0, min_height: px(0), ..default() }),
            ChildOf(column),
        ))
        .id();
    commands.spawn((SourceText::Heading, label("", 17.0, GameArt::ACCENT), ChildOf(panel)));
    let listing = commands
        .spawn((
            Listing,
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(ROW_SPACING),
                flex_grow: 1.0,
                min_height: px(0),
                overflow: Overflow::clip(),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    for slot in 0..ROWS {
        commands
            .spawn((
                SourceRow { slot, line: None },
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(ROW_GAP),
                    padding: UiRect::horizontal(px(ROW_PADDING)),
                    overflow: Overflow::clip(),
                    flex_shrink: 0.0,
                    ..default()
                },
                BackgroundColor(Color::NONE),
                ChildOf(listing),
                children![
                    (
                        BreakMark(slot),
                        Node { width: px(MARK), height: px(MARK), ..default() },
                        BackgroundColor(Color::NONE)
                    ),
                    // Never shrunk: a line as wide as the row would be drawn shifted left.
                    (
                        SourceText::Row(slot),
                        plain_label("", TEXT_SIZE, GameArt::DIM_TEXT),
                        TextLayout::no_wrap(),
                        Node { flex_shrink: 0.0, ..default() }
                    ),
                ],
            ))
            .observe(click_sets_breakpoint);
    }
    commands.spawn((
        SourceText::Variables,
        label("", TEXT_SIZE, GameArt::TEXT),
        Node { margin: UiRect::top(px(8)), flex_shrink: 0.0, ..default() },
        ChildOf(panel),
    ));
}

/// A click on a line sets a breakpoint there, or clears it.
fn click_sets_breakpoint(click: On<Pointer<Click>>, rows: Query<&SourceRow>, mut choice: ResMut<BotChoice>) {
    if let Ok(SourceRow { line: Some(line), .. }) = rows.get(click.entity) {
        toggle_breakpoint(&mut choice.breakpoints, *line);
    }
}

/// The script's lines as shown: tabs as spaces, printable, in the font, long ones cut.
fn shown_lines(source: &str) -> Vec<String> {
    source
        .lines()
        .map(|line| {
            let line = printable(&line.replace('\t', "    ")).into_owned();
            let line = in_font(&line).into_owned();
            if line.chars().count() > COLUMNS { line.chars().take(COLUMNS - 1).chain(['~']).collect() } else { line }
        })
        .collect()
}

/// The first line of the window of `rows` lines that keeps `current` in the middle.
fn first_shown(current: u32, total: usize, rows: usize) -> usize {
    let last_first = total.saturating_sub(rows) + 1;
    (current as usize).saturating_sub(rows / 2).clamp(1, last_first.max(1))
}

/// How many rows the listing has room for, from the last layout (all of them before one).
fn rows_with_room(listing: &ComputedNode, row: &ComputedNode) -> usize {
    let spacing = ROW_SPACING / listing.inverse_scale_factor();
    let (room, height) = (listing.size().y, row.size().y);
    if height <= 0.0 || room <= 0.0 {
        return ROWS;
    }
    (((room + spacing) / (height + spacing)).floor() as usize).clamp(1, ROWS)
}

/// What the panel shows, redrawn when the replay or the choice changes.
type Rows<'w, 's> = Query<'w, 's, (&'static mut SourceRow, &'static mut BackgroundColor), Without<BreakMark>>;

fn show_source(
    (replay, choice): (Res<BotReplay>, Res<BotChoice>),
    mut rows: Rows,
    mut marks: Query<(&BreakMark, &mut BackgroundColor), Without<SourceRow>>,
    mut texts: Query<(&SourceText, &mut Text, &mut TextColor)>,
    listing: Single<&ComputedNode, With<Listing>>,
    row_sizes: Query<&ComputedNode, With<SourceRow>>,
    mut shown_rows: Local<usize>,
) {
    let room = row_sizes.iter().next().map_or(ROWS, |row| rows_with_room(&listing, row));
    if !replay.is_changed() && !choice.is_changed() && room == *shown_rows {
        return;
    }
    *shown_rows = room;
    let lines = choice.script.as_ref().map(|s| shown_lines(&s.source)).unwrap_or_default();
    // Without a recording (a contest), the line of the instruction shown last.
    let by_instruction = || replay.shown.checked_sub(1).and_then(|i| replay.line_and_tick(i)).map(|(line, _)| line);
    let current = replay.current_line().or_else(by_instruction).filter(|&l| l > 0);
    let failed = replay.finished()
        && match &replay.contest {
            Some(contest) => !contest.solved(),
            None => replay.outcome.as_ref().is_ok_and(|t| t.reason().is_some() && !t.solved()),
        };
    let first = first_shown(current.unwrap_or(1), lines.len(), room);
    let line_of = |slot: usize| Some(first + slot).filter(|&n| n <= lines.len()).map(|n| n as u32);
    for (mut row, mut background) in &mut rows {
        row.line = line_of(row.slot);
        let lit = row.line.is_some() && row.line == current;
        let tint = match (lit, failed) {
            (true, true) => FAILED,
            (true, false) => HIGHLIGHT,
            _ => Color::NONE,
        };
        background.set_if_neq(BackgroundColor(tint));
    }
    for (mark, mut background) in &mut marks {
        let set = line_of(mark.0).is_some_and(|l| choice.breakpoints.contains(&l));
        background.set_if_neq(BackgroundColor(if set { GameArt::WARNING } else { Color::NONE }));
    }
    for (part, mut text, mut color) in &mut texts {
        let (words, tint) = match part {
            SourceText::Heading if replay.mms.is_some() => {
                (super::program::source_heading(&replay, current), GameArt::TEXT)
            }
            SourceText::Heading => (heading(&replay, current, lines.len()), GameArt::ACCENT),
            SourceText::Row(slot) => match line_of(*slot) {
                Some(n) => {
                    let tint = if Some(n) == current { GameArt::TEXT } else { GameArt::DIM_TEXT };
                    (format!("{n:>3} {}", lines[n as usize - 1]), tint)
                }
                None => (String::new(), GameArt::DIM_TEXT),
            },
            SourceText::Variables => (variables(&replay), GameArt::TEXT),
        };
        if text.0 != words {
            text.0 = words;
        }
        color.set_if_neq(TextColor(tint));
    }
}

fn heading(replay: &BotReplay, current: Option<u32>, total: usize) -> String {
    match (current, &replay.lines) {
        (Some(line), Some(_)) => format!("Script: line {line} of {total}"),
        (_, Some(_)) => format!("Script: {total} lines"),
        (_, None) if replay.running() => "Script (running...)".into(),
        (Some(line), None) if replay.contest.is_some() => {
            format!("Script: line {line} of {total} (its calls; S and B off: too slow to record by line)")
        }
        (Some(line), None) => format!("Script: line {line} of {total} (its calls)"),
        (_, None) => format!("Script: {total} lines (not stepped)"),
    }
}

/// The variables of the current statement's scope, `name = value` a line.
fn variables(replay: &BotReplay) -> String {
    let Some(stepper) = &replay.lines else {
        return String::new();
    };
    let Some(step) = replay.current_step() else {
        return format!(
            "Variables: not recorded here (the recording\nstops after {MAX_LINE_STEPS} statements, or at\na limit its slower run met first)"
        );
    };
    let shown = stepper.lines().variables(step);
    if shown.is_empty() {
        return "Variables: none yet".into();
    }
    let mut out = String::from("Variables");
    for (name, value) in shown {
        let _ = write!(out, "\n{} = {}", in_font(name), in_font(value));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_keeps_the_current_line_in_the_middle_and_inside_the_script() {
        assert_eq!(first_shown(1, 5, ROWS), 1);
        assert_eq!(first_shown(30, 100, ROWS), 30 - ROWS / 2);
        assert_eq!(first_shown(99, 100, ROWS), 100 - ROWS + 1);
        assert_eq!(first_shown(0, 0, ROWS), 1);
        // Room for 9 rows: the current line is the fifth.
        assert_eq!(first_shown(30, 100, 9), 26);
    }

    /// The code's font (Fira Mono, Bevy's own) advances 0.6 of its size a letter: a row, its number
    /// and its 43 columns fit in the column beside the mark, so no line is drawn shifted.
    #[test]
    fn the_longest_row_fits_the_panel() {
        let inner = crate::watch::panel::COLUMN_WIDTH - 2.0 * (12.0 + 2.0) - 2.0 * ROW_PADDING - MARK - ROW_GAP;
        let widest = format!("{:>3} {}", 999, "x".repeat(COLUMNS));
        assert!(widest.chars().count() as f32 * TEXT_SIZE * 0.62 <= inner, "{widest} in {inner} px");
    }

    #[test]
    fn long_lines_are_cut_and_tabs_and_controls_made_visible() {
        let long = "x".repeat(COLUMNS + 5);
        let lines = shown_lines(&format!("\tforward();\n{long}\nbad\u{1b}[2J"));
        assert_eq!(lines[0], "    forward();");
        assert_eq!(lines[1].chars().count(), COLUMNS);
        assert!(lines[1].ends_with('~'));
        assert!(!lines[2].contains('\u{1b}'), "{}", lines[2]);
    }
}
