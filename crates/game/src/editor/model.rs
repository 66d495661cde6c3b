//! What the editor's keys and panel ask of a draft, square ([`EditorDraft`]) or shaped
//! ([`ShapedEditorDraft`]): undo and redo, saving, the level's settings (name, rival, par,
//! fog), resizing, the live checks as the panel's [`Facts`], and a test play. One set of keys
//! and one panel serve both; what only squares have (retiming a door by the arrows) stays in
//! their own systems.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::{EditorDraft, EditorUi, ShapedEditorDraft, Tool};
use crate::Place;
use crate::content::level::edit::{Edit, EditError, SaveLevelError, ShapedEdit};
use crate::content::level::{LevelError, Rival};
use crate::level_play::built_level_config;
use crate::maze::Dir;
use crate::maze::doors::Clock;
use crate::rules::seconds_text;
use crate::run::{RunKind, StartRun};
use crate::shaped::{ShapedConfig, StartShaped};

/// A change to a level's settings, the same on every shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    Name(String),
    Rival(Option<Rival>),
    Par(Option<f32>),
    Fog(bool),
}

/// What the panel shows of a draft and its checks.
#[derive(Clone, Debug)]
pub struct Facts {
    pub name: String,
    /// `12 x 9`, `a 9x7 hex maze`.
    pub size: String,
    pub rival: Option<Rival>,
    pub par_seconds: Option<f32>,
    /// The suggested par, when the level can be played.
    pub auto_par: Option<f32>,
    pub fog: bool,
    pub shortest: Option<usize>,
    pub dead_ends: usize,
    /// The rival's margin over the player's best and both arrivals, in seconds.
    pub margin: Option<(f32, f32, f32)>,
    /// Playable, or why not.
    pub verdict: Result<(), String>,
    pub summary: String,
}

/// Of a draft's checks: the shortest route and the dead ends, the level built or why not,
/// its summary.
type Checked<'a, B> = ((Option<usize>, usize), &'a Result<B, LevelError>, Option<String>);

impl Facts {
    /// The facts both drafts state alike: their settings, and of their checks the shortest
    /// route, the dead ends, the level built (`par` its suggested par) or why not, and its
    /// summary (the size and the margin are each draft's own).
    fn of<B>(
        (name, rival, par_seconds, fog): (String, Option<Rival>, Option<f32>, bool),
        ((shortest, dead_ends), built, summary): Checked<B>,
        par: impl Fn(&B) -> f32,
    ) -> Facts {
        Facts {
            name,
            size: String::new(),
            rival,
            par_seconds,
            auto_par: built.as_ref().ok().map(par),
            fog,
            shortest,
            dead_ends,
            margin: None,
            verdict: built.as_ref().map(|_| ()).map_err(|why| why.message.clone()),
            summary: summary.unwrap_or_default(),
        }
    }
}

/// The panel's doors line with one door selected: `where` it is and its timing.
fn door_line(count: usize, place: String, clock: Clock) -> String {
    let [period, open, phase] = [clock.period, clock.open, clock.phase].map(|t| seconds_text(f64::from(t)));
    format!("Doors: {count}; this one {place}: every {period}, open {open}, phase {phase}   (arrows, PgUp/PgDn)")
}

/// A draft the editor's keys and panel work on.
pub trait EditorModel: Resource + Component<Mutability = bevy::ecs::component::Mutable> {
    /// The tools the pointer offers on it.
    const TOOLS: &'static [Tool];
    /// The screen it is edited on.
    const SCREEN: crate::Screen;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn save_in(&mut self, dir: &Path) -> Result<PathBuf, SaveLevelError>;
    /// The settings as they are: name, rival, par, fog.
    fn settings(&self) -> (String, Option<Rival>, Option<f32>, bool);
    fn change(&mut self, setting: Setting) -> Result<bool, EditError>;
    /// The live checks (building the level: not every frame).
    fn facts(&self) -> Facts;
    /// Plays the draft at once, coming back to the editor; or why it cannot be played.
    fn test_play(&self, commands: &mut Commands) -> Result<(), String>;
    /// The panel's line about doors (the selected one's timing on squares).
    fn doors_line(&self, ui: &EditorUi) -> String;
    /// One step bigger or smaller (Ctrl + an arrow: right and down grow; on a hexagon or a
    /// circle, either grows its radius or rings), keeping what still fits.
    fn resize(&mut self, side: Dir) -> Result<bool, EditError>;
}

/// The step in width and height of Ctrl + the arrow `side`.
fn resize_step(side: Dir) -> (i32, i32) {
    match side {
        Dir::E => (1, 0),
        Dir::W => (-1, 0),
        Dir::S => (0, 1),
        Dir::N => (0, -1),
    }
}

/// What both drafts do alike, `$edit` their kind of edit (with the same four setting
/// variants): undo, redo, saving, the settings and changing one.
macro_rules! shared_by_drafts {
    ($edit:ident) => {
        fn undo(&mut self) -> bool {
            self.0.undo()
        }
        fn redo(&mut self) -> bool {
            self.0.redo()
        }
        fn save_in(&mut self, dir: &Path) -> Result<PathBuf, SaveLevelError> {
            self.0.save(dir)
        }
        fn settings(&self) -> (String, Option<Rival>, Option<f32>, bool) {
            let c = self.content();
            (c.name.clone(), c.rival, c.par_seconds, c.fog)
        }
        fn change(&mut self, setting: Setting) -> Result<bool, EditError> {
            self.0.apply(match setting {
                Setting::Name(name) => $edit::Name(name),
                Setting::Rival(rival) => $edit::Rival(rival),
                Setting::Par(par) => $edit::Par(par),
                Setting::Fog(fog) => $edit::Fog(fog),
            })
        }
    };
}

impl EditorModel for EditorDraft {
    const TOOLS: &'static [Tool] = &Tool::ALL;
    const SCREEN: crate::Screen = crate::Screen::Editor;

    shared_by_drafts!(Edit);
    fn facts(&self) -> Facts {
        let (c, checks) = (self.content(), self.checks());
        let margin =
            checks.built.as_ref().ok().and_then(|b| Some((b.rival_margin()?, b.rival_seconds()?, b.optimal_seconds())));
        let size = format!("{} x {}", c.board.maze.width(), c.board.maze.height());
        let checked = ((checks.shortest, checks.dead_ends), &checks.built, checks.summary.clone());
        Facts { size, margin, ..Facts::of(self.settings(), checked, |b| b.par_seconds) }
    }
    fn test_play(&self, commands: &mut Commands) -> Result<(), String> {
        let built = self.checks().built.map_err(|why| why.message)?;
        let c = self.content();
        let mut config = built_level_config(0, "", &c.name, c.fog, built);
        if let RunKind::Level(level) = config.kind {
            config.kind = RunKind::TestPlay(level);
        }
        commands.trigger(StartRun::again(config));
        Ok(())
    }
    fn doors_line(&self, ui: &EditorUi) -> String {
        let c = self.content();
        match ui.selected_door.and_then(|(at, side)| c.door_at(at, side)) {
            Some(d) => door_line(c.board.doors.len(), format!("{} {}", d.at, d.side.letter()), d.clock()),
            None => format!("Doors: {}   (tool 4)", c.board.doors.len()),
        }
    }
    fn resize(&mut self, side: Dir) -> Result<bool, EditError> {
        let (dw, dh) = resize_step(side);
        let maze = &self.content().board.maze;
        let (width, height) = (maze.width().saturating_add_signed(dw), maze.height().saturating_add_signed(dh));
        self.0.apply(Edit::Resize { width, height })
    }
}

impl EditorModel for ShapedEditorDraft {
    const TOOLS: &'static [Tool] = &Tool::ALL;
    const SCREEN: crate::Screen = crate::Screen::ShapedEditor;

    shared_by_drafts!(ShapedEdit);
    fn facts(&self) -> Facts {
        let (c, checks) = (self.content(), self.checks());
        let seconds = |ticks: u64| ticks as f32 / crate::rules::TICKS_PER_SECOND as f32;
        let margin = checks.built.as_ref().ok().and_then(|b| {
            let (rival, best) = (b.rival_ticks?, b.fastest_ticks);
            Some((rival as f32 / best as f32 - 1.0, seconds(rival), seconds(best)))
        });
        let size = format!("{}, {} cells", c.maze.graph().shape(), c.maze.len()).replace('×', "x");
        let checked = ((checks.shortest, checks.dead_ends), &checks.built, checks.summary.clone());
        Facts { size, margin, ..Facts::of(self.settings(), checked, |b| b.par_seconds) }
    }
    fn test_play(&self, commands: &mut Commands) -> Result<(), String> {
        let built = self.checks().built.map_err(|why| why.message)?;
        let title = format!("Test play of {}", self.content().name);
        let config = ShapedConfig::of_level(0, "", &self.content().name, built);
        let config = ShapedConfig { title, level: None, back: Place::Screen(crate::Screen::ShapedEditor), ..config };
        commands.trigger(StartShaped(config));
        Ok(())
    }
    fn doors_line(&self, ui: &EditorUi) -> String {
        let c = self.content();
        match ui.selected_shaped_door.and_then(|(cell, slot)| c.door_at(cell, slot)) {
            Some(d) => door_line(c.doors.len(), format!("cell {} way {}", d.cell, d.slot), d.clock()),
            None => format!("Doors: {}   (tool 4)", c.doors.len()),
        }
    }
    fn resize(&mut self, side: Dir) -> Result<bool, EditError> {
        let (dw, dh) = resize_step(side);
        match self.0.grown(dw, dh) {
            Some(shape) => self.0.apply(ShapedEdit::Resize(shape)),
            None => Ok(false),
        }
    }
}
