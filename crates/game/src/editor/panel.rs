//! The editor's side panel: the level's settings with their keys, and the live checks as
//! the draft changes: whether the cheese can be reached, the shortest route, the dead ends,
//! the rival's margin and par (the numbers `check-levels` prints), and, when the level cannot
//! be played or saved, why.

use bevy::prelude::*;

use super::super::art::GameArt;
use super::super::ui::label;
use super::super::{PlaySet, Screen};
use super::{EditorDraft, EditorUi, Tool};
use crate::content::level::edit::Checks;
use crate::maze::text::printable;
use crate::rules::seconds_text;

/// The panel's width in screen pixels, at the right of the window.
pub const PANEL_WIDTH: f32 = 440.0;
/// The colour of a check that passes.
const GOOD: Color = Color::srgb(0.56, 0.86, 0.52);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Editor), spawn_panel)
        .add_systems(Update, show_lines.in_set(PlaySet::Draw).run_if(in_state(Screen::Editor)));
}

/// One line of the panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    Name,
    Size,
    Tool,
    Rival,
    Par,
    Fog,
    Doors,
    Reach,
    Shortest,
    DeadEnds,
    Margin,
    Verdict,
    Summary,
    Message,
}

const SETTINGS: [Line; 7] = [Line::Name, Line::Size, Line::Tool, Line::Rival, Line::Par, Line::Fog, Line::Doors];
const CHECKS: [Line; 7] =
    [Line::Reach, Line::Shortest, Line::DeadEnds, Line::Margin, Line::Verdict, Line::Summary, Line::Message];

const HINTS: &str =
    "1-4 tool   click or drag on the board\nCtrl+Z undo   Ctrl+Y redo   Ctrl+S save\nT test play   Esc start menu";

fn spawn_panel(mut commands: Commands) {
    let text_width = Node { max_width: px(PANEL_WIDTH - 36.0), ..default() };
    let heading =
        |text: &'static str| (label(text, 26.0, GameArt::ACCENT), Node { margin: UiRect::top(px(8)), ..default() });
    commands
        .spawn((
            Name::new("Editor panel"),
            Node {
                position_type: PositionType::Absolute,
                right: px(0),
                top: px(0),
                width: px(PANEL_WIDTH),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(18)),
                row_gap: px(5),
                border: UiRect::left(px(3)),
                ..default()
            },
            BackgroundColor(GameArt::BACKGROUND.with_alpha(0.96)),
            BorderColor::all(GameArt::WALL_COLOR),
            DespawnOnExit(Screen::Editor),
        ))
        .with_children(|panel| {
            panel.spawn(label("Level editor", 34.0, GameArt::ACCENT));
            for line in SETTINGS {
                panel.spawn((line, label(String::new(), 18.0, GameArt::TEXT), text_width.clone()));
            }
            panel.spawn(heading("Checks"));
            for line in CHECKS {
                panel.spawn((line, label(String::new(), 18.0, GameArt::TEXT), text_width.clone()));
            }
            panel.spawn((label(HINTS, 17.0, GameArt::DIM_TEXT), Node { margin: UiRect::top(px(8)), ..default() }));
        });
}

/// Redraws the lines when the draft or the editor's state changed.
fn show_lines(
    draft: Option<Res<EditorDraft>>,
    ui: Res<EditorUi>,
    added: Query<(), Added<Line>>,
    mut lines: Query<(&Line, &mut Text, &mut TextColor)>,
    mut checks: Local<Option<Checks>>,
) {
    let Some(draft) = draft else { return };
    if draft.is_changed() || checks.is_none() || !added.is_empty() {
        *checks = Some(draft.checks());
    } else if !ui.is_changed() {
        return;
    }
    let Some(checks) = checks.as_ref() else { return };
    for (line, mut text, mut color) in &mut lines {
        let (said, shade) = describe(*line, &draft, checks, &ui);
        if text.0 != said {
            text.0 = said;
        }
        color.0 = shade;
    }
}

/// What a line says, and in which colour.
fn describe(line: Line, draft: &EditorDraft, checks: &Checks, ui: &EditorUi) -> (String, Color) {
    let c = draft.content();
    let plain = |text: String| (text, GameArt::TEXT);
    let judged = |text: String, good: bool| (text, if good { GOOD } else { GameArt::WARNING });
    let built = checks.built.as_ref().ok();
    match line {
        Line::Name => match &ui.naming {
            Some(typing) => (format!("Name: {}_   (Enter)", printable(typing)), GameArt::ACCENT),
            None => plain(format!("Name: \"{}\"   (N)", printable(&c.name))),
        },
        Line::Size => plain(format!("Size: {} x {}   (Ctrl+arrows)", c.board.maze.width(), c.board.maze.height())),
        Line::Tool => {
            let tools: Vec<String> = Tool::ALL
                .iter()
                .map(|t| if *t == ui.tool { format!("[{}]", t.name()) } else { t.name().into() })
                .collect();
            (format!("Tool: {}", tools.join(" ")), GameArt::ACCENT)
        }
        Line::Rival => plain(match c.rival {
            Some(r) => format!("Rival: {} at {:.2}x   (R, [ ])", r.kind, r.speed),
            None => "Rival: none   (R)".into(),
        }),
        Line::Par => plain(match (c.par_seconds, built) {
            (Some(par), _) => format!("Par: {par} s   (, .  P automatic)"),
            (None, Some(b)) => format!("Par: automatic, {} s   (, .)", b.par_seconds),
            (None, None) => "Par: automatic   (, .)".into(),
        }),
        Line::Fog => plain(format!("Fog of war: {}   (F)", if c.fog { "on" } else { "off" })),
        Line::Doors => {
            let selected = ui.selected_door.and_then(|(at, side)| c.door_at(at, side));
            plain(match selected {
                Some(d) => format!(
                    "Doors: {}; this one {} {}: every {}, open {}, phase {}   (arrows, PgUp/PgDn)",
                    c.board.doors.len(),
                    d.at,
                    d.side.letter(),
                    seconds_text(f64::from(d.period)),
                    seconds_text(f64::from(d.open)),
                    seconds_text(f64::from(d.phase))
                ),
                None => format!("Doors: {}   (tool 4)", c.board.doors.len()),
            })
        }
        Line::Reach => judged(
            if checks.shortest.is_some() { "Cheese reachable: yes".into() } else { "Cheese reachable: NO".into() },
            checks.shortest.is_some(),
        ),
        Line::Shortest => plain(match checks.shortest {
            Some(moves) => format!("Shortest route: {moves} moves"),
            None => "Shortest route: none".into(),
        }),
        Line::DeadEnds => plain(format!("Dead ends: {}", checks.dead_ends)),
        Line::Margin => plain(match (built, built.and_then(|b| b.rival_margin())) {
            (Some(b), Some(margin)) => format!(
                "Rival margin: {:+.0}% (arrives {:.1} s, you {:.1} s)",
                margin * 100.0,
                b.rival_seconds().unwrap_or_default(),
                b.optimal_seconds()
            ),
            _ if c.rival.is_none() => "Rival margin: no rival".into(),
            _ => "Rival margin: -".into(),
        }),
        Line::Verdict => match &checks.built {
            Ok(_) => judged("Playable: it can be saved and test played".into(), true),
            Err(why) => judged(format!("Cannot be saved: {}", printable(&why.message)), false),
        },
        Line::Summary => (checks.summary.clone().unwrap_or_default(), GameArt::DIM_TEXT),
        Line::Message => match &ui.message {
            Some((text, warning)) => {
                (printable(text).into_owned(), if *warning { GameArt::WARNING } else { GameArt::ACCENT })
            }
            None => (String::new(), GameArt::TEXT),
        },
    }
}
