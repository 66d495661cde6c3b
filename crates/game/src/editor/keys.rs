//! The editor's actions (keys, or a gamepad: see [`bindings`](crate::input::bindings)):
//! tools (1–4; 1–3 on shapes), undo and redo (Ctrl+Z, Ctrl+Y), the grid size (Ctrl+arrows), the rival (R,
//! `[` `]`), par (`,` `.`, P automatic), fog (F), the name (N, type, Enter), the selected
//! door's timing (arrows, Page Up/Down), saving (Ctrl+S), test play (T) and Esc back to the
//! start menu. Every change is one undoable [`Edit`]. The keys every draft shares work on
//! either ([`EditorModel`]); resizing and doors are the square draft's.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use super::model::{EditorModel, Setting};
use super::{EditorDraft, EditorUi, ShapedEditorDraft};
use crate::content::level::edit::{Draft, Edit, ShapedDraft, ShapedEdit};
use crate::content::level::{MAX_NAME_CHARS, MAX_RIVAL_SPEED, Rival};
use crate::input::{Act, Actions};
use crate::maze::Dir;
use crate::maze::doors::{CellDoor, Clock, Door};
use crate::menu_list::cycle;
use crate::player_folders::LevelsDir;
use crate::rules::rivals::RivalKind;
use crate::{GoTo, Menu, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (level_keys::<EditorDraft>, square_keys).chain().run_if(in_state(Screen::Editor)),
            (level_keys::<ShapedEditorDraft>, shaped_keys).chain().run_if(in_state(Screen::ShapedEditor)),
        )
            .in_set(PlaySet::Keys),
    );
}

/// A door's period and open time change by half a second, its phase by a tenth.
const PERIOD_STEP: u32 = 65;
const OPEN_STEP: u32 = 13;
/// The longest door cycle the keys reach: 20 s.
const MAX_PERIOD: u32 = 2600;

/// The keys every draft shares: naming, undo and redo, saving, tools, rival, par, fog,
/// test play and Esc.
fn level_keys<R: EditorModel>(
    actions: Res<Actions>,
    mut typed: MessageReader<KeyboardInput>,
    draft: Option<ResMut<R>>,
    mut ui: ResMut<EditorUi>,
    dir: Res<LevelsDir>,
    mut commands: Commands,
    mut go: GoTo,
) {
    let Some(mut draft) = draft else {
        go.menu(Menu::EditorSetup);
        return;
    };
    if ui.naming.is_some() {
        if actions.ctrl() {
            typed.clear();
        } else {
            type_name(typed.read(), &mut *draft, &mut ui);
        }
        return;
    }
    typed.clear();
    if actions.ctrl() {
        if actions.just(Act::Undo) {
            let undone = draft.undo();
            ui.say(if undone { "Undone" } else { "Nothing to undo" });
        } else if actions.just(Act::Redo) {
            let redone = draft.redo();
            ui.say(if redone { "Redone" } else { "Nothing to redo" });
        } else if actions.just(Act::SaveLevel) {
            save(&mut *draft, &dir, &mut ui);
        }
        for side in [Dir::E, Dir::W, Dir::S, Dir::N] {
            if actions.just(Act::Resize(side))
                && let Err(why) = draft.resize(side)
            {
                ui.warn(why.to_string());
            }
        }
        return;
    }
    if actions.just(Act::SaveLevel) {
        save(&mut *draft, &dir, &mut ui);
    }
    for (i, tool) in R::TOOLS.iter().enumerate() {
        if actions.just(Act::Tool(i)) {
            ui.tool = *tool;
        }
    }
    if actions.just(Act::NextTool) {
        ui.tool = cycle(R::TOOLS, ui.tool, 1);
    }
    let (name, rival, par, fog) = draft.settings();
    if actions.just(Act::NextRival) {
        let kinds = RivalKind::ALL;
        let kind = cycle(&kinds, rival.map_or(RivalKind::None, |r| r.kind), 1);
        let speed = rival.map_or(0.7, |r| r.speed);
        let rival = (kind != RivalKind::None).then_some(Rival { kind, speed });
        change(&mut *draft, &mut ui, Setting::Rival(rival));
    }
    for (act, delta) in [(Act::RivalSlower, -5), (Act::RivalFaster, 5)] {
        if let (true, Some(rival)) = (actions.just(act), rival) {
            let hundredths = ((rival.speed * 100.0).round() as i32 + delta).clamp(5, (MAX_RIVAL_SPEED * 100.0) as i32);
            change(&mut *draft, &mut ui, Setting::Rival(Some(Rival { speed: hundredths as f32 / 100.0, ..rival })));
        }
    }
    for (act, delta) in [(Act::ParDown, -0.5), (Act::ParUp, 0.5)] {
        if actions.just(act) {
            let par = par.or_else(|| draft.facts().auto_par).unwrap_or(10.0);
            let par = ((par * 2.0).round() / 2.0 + delta).max(0.5);
            change(&mut *draft, &mut ui, Setting::Par(Some(par)));
        }
    }
    if actions.just(Act::AutoPar) {
        change(&mut *draft, &mut ui, Setting::Par(None));
    }
    if actions.just(Act::Fog) {
        change(&mut *draft, &mut ui, Setting::Fog(!fog));
    }
    if actions.just(Act::Rename) {
        ui.naming = Some(name);
        ui.say("Type the name, Enter to keep it, Esc to cancel");
    }
    if actions.just(Act::TestPlay) {
        match draft.test_play(&mut commands) {
            Ok(()) => ui.say("Back from the test play"),
            Err(why) => ui.warn(format!("Cannot test play: {why}")),
        }
    } else if actions.just(Act::Back) {
        go.menu(Menu::EditorSetup);
    }
}

/// What only square drafts have: retiming the selected door by the arrows.
fn square_keys(actions: Res<Actions>, draft: Option<ResMut<EditorDraft>>, mut ui: ResMut<EditorUi>) {
    let Some(mut draft) = draft else { return };
    if ui.naming.is_some() || actions.ctrl() {
        return;
    }
    if let Some(door) = retimed_door(&actions, &draft, &ui) {
        apply(&mut draft, &mut ui, Edit::Door(door));
    }
}

/// Makes an edit, or says why it cannot be made.
pub(super) fn apply(draft: &mut Draft, ui: &mut EditorUi, edit: Edit) {
    if let Err(why) = draft.apply(edit) {
        ui.warn(why.to_string());
    }
}

/// Changes a setting, or says why it cannot be changed.
fn change(draft: &mut impl EditorModel, ui: &mut EditorUi, setting: Setting) {
    if let Err(why) = draft.change(setting) {
        ui.warn(why.to_string());
    }
}

/// Letters typed into the name; Enter keeps it, Esc forgets it.
fn type_name<'a>(typed: impl Iterator<Item = &'a KeyboardInput>, draft: &mut impl EditorModel, ui: &mut EditorUi) {
    for key in typed.filter(|k| k.state.is_pressed()) {
        let Some(name) = ui.naming.as_mut() else { return };
        match &key.logical_key {
            Key::Enter => {
                let name = name.trim().to_string();
                ui.naming = None;
                ui.say("Named");
                change(draft, ui, Setting::Name(name));
                return;
            }
            Key::Escape => {
                ui.naming = None;
                ui.say("The name is as it was");
                return;
            }
            Key::Backspace => {
                name.pop();
            }
            Key::Space if name.chars().count() < MAX_NAME_CHARS => name.push(' '),
            Key::Character(c) if name.chars().count() < MAX_NAME_CHARS => {
                name.extend(c.chars().filter(|ch| !ch.is_control()));
            }
            _ => {}
        }
    }
}

/// The selected door as the arrows and Page Up/Down (the d-pad, LB/RB) retime it (its period, open time and
/// phase), if one of them was pressed. (Reading only: a resource borrowed mutably counts
/// as changed, and a changed draft is redrawn and checked again.)
fn retimed_door(actions: &Actions, draft: &Draft, ui: &EditorUi) -> Option<Door> {
    let (at, side) = ui.selected_door?;
    let door = draft.content().door_at(at, side).copied()?;
    let Clock { period, open, phase } = retimed(actions, door.clock())?;
    Some(Door { period, open, phase, ..door })
}

/// The selected door of a shaped draft, retimed by the same keys.
fn retimed_shaped_door(actions: &Actions, draft: &ShapedDraft, ui: &EditorUi) -> Option<CellDoor> {
    let (cell, slot) = ui.selected_shaped_door?;
    let door = draft.content().door_at(cell, slot).copied()?;
    let Clock { period, open, phase } = retimed(actions, door.clock())?;
    Some(CellDoor { period, open, phase, ..door })
}

/// A door's timing as the arrows and Page Up/Down change it, if one of them was pressed.
fn retimed(actions: &Actions, clock: Clock) -> Option<Clock> {
    let Clock { period, open, phase } = clock;
    let changed = if actions.just(Act::Retime(Dir::N)) {
        Clock { period: (period + PERIOD_STEP).min(MAX_PERIOD), ..clock }
    } else if actions.just(Act::Retime(Dir::S)) {
        let period = period.saturating_sub(PERIOD_STEP).max(OPEN_STEP + 1).max(open + 1);
        Clock { period, ..clock }
    } else if actions.just(Act::Retime(Dir::E)) {
        Clock { open: (open + OPEN_STEP).min(period - 1), ..clock }
    } else if actions.just(Act::Retime(Dir::W)) {
        Clock { open: open.saturating_sub(OPEN_STEP).max(1), ..clock }
    } else if actions.just(Act::PhaseOn) {
        Clock { phase: (phase + OPEN_STEP) % period, ..clock }
    } else if actions.just(Act::PhaseBack) {
        Clock { phase: (phase + period - OPEN_STEP % period) % period, ..clock }
    } else {
        return None;
    };
    Some(changed)
}

/// What only shaped drafts have: retiming the selected door.
fn shaped_keys(actions: Res<Actions>, draft: Option<ResMut<ShapedEditorDraft>>, mut ui: ResMut<EditorUi>) {
    let Some(mut draft) = draft else { return };
    if ui.naming.is_some() || actions.ctrl() {
        return;
    }
    if let Some(door) = retimed_shaped_door(&actions, &draft, &ui)
        && let Err(why) = draft.0.apply(ShapedEdit::Door(door))
    {
        ui.warn(why.to_string());
    }
}

/// Saves into the player's levels folder (a file opened from elsewhere into itself), and says
/// where (or why not).
fn save(draft: &mut impl EditorModel, dir: &LevelsDir, ui: &mut EditorUi) {
    let Some(dir) = &dir.0 else {
        ui.warn("Not saved: this system has no data folder (set MOUSEMAZE_LEVELS_DIR)");
        return;
    };
    match draft.save_in(dir) {
        Ok(path) => {
            let name = path.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned());
            info!("saved {}", path.display());
            // A file opened from elsewhere (`mousemaze edit FILE`) is saved back into itself.
            if path.parent() == Some(dir.as_path()) {
                ui.say(format!("Saved as {name}: it is in the Levels menu"));
            } else {
                ui.say(format!("Saved into its own file, {name}"));
            }
        }
        Err(why) => ui.warn(why.to_string()),
    }
}
