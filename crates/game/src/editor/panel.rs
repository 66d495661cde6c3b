//! The editor's side panel: the level's settings with their keys, and the live checks as
//! the draft changes: whether the cheese can be reached, the shortest route, the dead ends,
//! the rival's margin and par (the numbers `check-levels` prints), and, when the level cannot
//! be played or saved, why.

use bevy::prelude::*;

use super::model::{EditorModel, Facts};
use super::{EditorDraft, EditorUi, ShapedEditorDraft, Tool};
use crate::art::GameArt;
use crate::maze::text::printable;
use crate::ui::label;
use crate::{PlaySet, Screen};

/// The panel's width in screen pixels, at the right of the window.
pub const PANEL_WIDTH: f32 = 440.0;
/// The colour of a check that passes.
const GOOD: Color = Color::srgb(0.56, 0.86, 0.52);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Editor), spawn_panel::<EditorDraft>)
        .add_systems(OnEnter(Screen::ShapedEditor), spawn_panel::<ShapedEditorDraft>)
        .add_systems(
            Update,
            (
                show_lines::<EditorDraft>.run_if(in_state(Screen::Editor)),
                show_lines::<ShapedEditorDraft>.run_if(in_state(Screen::ShapedEditor)),
            )
                .in_set(PlaySet::Draw),
        );
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

/// The keys, below the checks (`{tools}`: 1-4, or 1-3 where there are no doors).
const HINTS: &str = "1-{tools} tool   click or drag on the board\nCtrl+Z undo   Ctrl+Y redo   Ctrl+S save\nT test play   Esc start menu";

fn spawn_panel<R: EditorModel>(mut commands: Commands) {
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
            DespawnOnExit(R::SCREEN),
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
            let hints = HINTS.replace("{tools}", &R::TOOLS.len().to_string());
            panel.spawn((label(hints, 17.0, GameArt::DIM_TEXT), Node { margin: UiRect::top(px(8)), ..default() }));
        });
}

/// Redraws the lines when the draft or the editor's state changed.
fn show_lines<R: EditorModel>(
    draft: Option<Res<R>>,
    ui: Res<EditorUi>,
    added: Query<(), Added<Line>>,
    mut lines: Query<(&Line, &mut Text, &mut TextColor)>,
    mut facts: Local<Option<Facts>>,
) {
    let Some(draft) = draft else { return };
    if draft.is_changed() || facts.is_none() || !added.is_empty() {
        *facts = Some(draft.facts());
    } else if !ui.is_changed() {
        return;
    }
    let Some(facts) = facts.as_ref() else { return };
    for (line, mut text, mut color) in &mut lines {
        let (said, shade) = match line {
            Line::Doors => (draft.doors_line(&ui), GameArt::TEXT),
            _ => describe(*line, facts, R::TOOLS, &ui),
        };
        if text.0 != said {
            text.0 = said;
        }
        color.0 = shade;
    }
}

/// What a line says, and in which colour (the doors' line is the draft's own).
fn describe(line: Line, facts: &Facts, tools: &[Tool], ui: &EditorUi) -> (String, Color) {
    let plain = |text: String| (text, GameArt::TEXT);
    let judged = |text: String, good: bool| (text, if good { GOOD } else { GameArt::WARNING });
    match line {
        Line::Name => match &ui.naming {
            Some(typing) => (format!("Name: {}_   (Enter)", printable(typing)), GameArt::ACCENT),
            None => plain(format!("Name: \"{}\"   (N)", printable(&facts.name))),
        },
        Line::Size => plain(format!("Size: {}", facts.size)),
        Line::Tool => {
            let tools: Vec<String> =
                tools.iter().map(|t| if *t == ui.tool { format!("[{}]", t.name()) } else { t.name().into() }).collect();
            (format!("Tool: {}", tools.join(" ")), GameArt::ACCENT)
        }
        Line::Rival => plain(match facts.rival {
            Some(r) => format!("Rival: {} at {:.2}x   (R, [ ])", r.kind, r.speed),
            None => "Rival: none   (R)".into(),
        }),
        Line::Par => plain(match (facts.par_seconds, facts.auto_par) {
            (Some(par), _) => format!("Par: {par} s   (, .  P automatic)"),
            (None, Some(par)) => format!("Par: automatic, {par} s   (, .)"),
            (None, None) => "Par: automatic   (, .)".into(),
        }),
        Line::Fog => plain(format!("Fog of war: {}   (F)", if facts.fog { "on" } else { "off" })),
        Line::Reach => judged(
            if facts.shortest.is_some() { "Cheese reachable: yes".into() } else { "Cheese reachable: NO".into() },
            facts.shortest.is_some(),
        ),
        Line::Shortest => plain(match facts.shortest {
            Some(moves) => format!("Shortest route: {moves} moves"),
            None => "Shortest route: none".into(),
        }),
        Line::DeadEnds => plain(format!("Dead ends: {}", facts.dead_ends)),
        Line::Margin => plain(match facts.margin {
            Some((margin, rival, you)) => {
                format!("Rival margin: {:+.0}% (arrives {rival:.1} s, you {you:.1} s)", margin * 100.0)
            }
            None if facts.rival.is_none() => "Rival margin: no rival".into(),
            None => "Rival margin: -".into(),
        }),
        Line::Verdict => match &facts.verdict {
            Ok(()) => judged("Playable: it can be saved and test played".into(), true),
            Err(why) => judged(format!("Cannot be saved: {}", printable(why)), false),
        },
        Line::Summary => (facts.summary.clone(), GameArt::DIM_TEXT),
        Line::Doors => plain(String::new()),
        Line::Message => match &ui.message {
            Some((text, warning)) => {
                (printable(text).into_owned(), if *warning { GameArt::WARNING } else { GameArt::ACCENT })
            }
            None => (String::new(), GameArt::TEXT),
        },
    }
}
