//! The one input layer: every frame, before anything else ([`PlaySet::ReadInput`]), the
//! keyboard (with the player's rebinding) and the gamepads become this frame's [`Actions`],
//! by the one table of [`bindings`]. Every screen reads actions, never a device: menus,
//! pause, a run, the bot screen and the editor all work with a gamepad. Two things stay on
//! their device: typed text (names, sizes, seeds: keyboard messages) and the editor's
//! drawing (the pointer).

pub mod bindings;
#[cfg(feature = "gamepad")]
mod gamepad;

use std::collections::HashSet;

use bevy::prelude::*;

use super::PlaySet;
use super::keys::bindable;
use super::saves::PlayerProgress;
use crate::save::{Key, Settings};
#[cfg(feature = "gamepad")]
use bindings::PAD_CTRL;
pub use bindings::{Act, Button};
use bindings::{Binding, Input};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Actions>().add_systems(PreUpdate, read_actions.in_set(PlaySet::ReadInput));
}

/// What the player asked for this frame, from every device.
#[derive(Resource, Clone, Debug, Default)]
pub struct Actions {
    /// Asked for this frame (a key or a button just pressed, a stick just leaned).
    pressed: HashSet<Act>,
    /// Held down now.
    held: HashSet<Act>,
    /// Ctrl (or the gamepad's [`bindings::PAD_CTRL`]) is held.
    ctrl: bool,
    /// The letter or digit key pressed this frame (a key being rebound takes it).
    bindable: Option<Key>,
    /// Anything at all was pressed this frame.
    anything: bool,
}

impl Actions {
    /// `act` was asked for this frame.
    pub fn just(&self, act: Act) -> bool {
        self.pressed.contains(&act)
    }

    /// `act`'s key or button is held down.
    pub fn held(&self, act: Act) -> bool {
        self.held.contains(&act)
    }

    /// Ctrl (or the gamepad's left trigger) is held: the editor's second set of actions.
    pub fn ctrl(&self) -> bool {
        self.ctrl
    }

    /// The letter or digit key pressed this frame, if any.
    pub fn bindable_key(&self) -> Option<Key> {
        self.bindable
    }

    /// Whether any key or button at all was pressed this frame.
    pub fn anything(&self) -> bool {
        self.anything
    }

    /// Forgets this frame's presses (what is held stays held): a press that skipped the
    /// carving does nothing else.
    pub fn consume(&mut self) {
        self.pressed.clear();
        self.bindable = None;
        self.anything = false;
    }

    /// Adds one gamepad's actions; on the second gamepad player one's ways and route are
    /// player two's.
    #[cfg(feature = "gamepad")]
    fn merge(&mut self, pad: Actions, second: bool) {
        let as_player_two = |act: Act| match act {
            Act::MoveOne(dir) if second => Act::MoveTwo(dir),
            Act::Route if second => Act::RouteTwo,
            act => act,
        };
        self.pressed.extend(pad.pressed.into_iter().map(as_player_two));
        self.held.extend(pad.held.into_iter().map(as_player_two));
    }

    /// Adds what one device's inputs ask for, given the table and that device's modifiers.
    fn add(&mut self, table: &[Binding], modifiers: (bool, bool), state: impl Fn(Input) -> (bool, bool)) {
        for binding in table.iter().filter(|b| b.fits(modifiers.0, modifiers.1)) {
            let (just, held) = state(binding.input);
            if just {
                self.pressed.insert(binding.act);
            }
            if held {
                self.held.insert(binding.act);
            }
        }
    }
}

fn read_actions(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    progress: Option<Res<PlayerProgress>>,
    #[cfg(feature = "gamepad")] mut pads: gamepad::Pads,
    mut actions: ResMut<Actions>,
) {
    let settings = progress.map_or_else(Settings::default, |p| p.settings.clone());
    let table = bindings::table(&settings);
    let mut now = Actions::default();
    if let Some(keys) = keys {
        // A quick Ctrl+S can press and release Ctrl within one frame: held, or just let go.
        let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_released(pair);
        let ctrl = held([KeyCode::ControlLeft, KeyCode::ControlRight]);
        let shift = held([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        now.add(&table, (ctrl, shift), |input| match input {
            Input::Key(code) => (keys.just_pressed(code), keys.pressed(code)),
            Input::Pad(_) => (false, false),
        });
        now.ctrl |= ctrl;
        now.bindable = keys.get_just_pressed().find_map(|&code| bindable(code));
        now.anything |= keys.get_just_pressed().next().is_some();
    }
    #[cfg(feature = "gamepad")]
    for (i, pad) in pads.read().into_iter().enumerate() {
        let ctrl = pad.held.contains(&PAD_CTRL);
        let mut this_pad = Actions::default();
        this_pad.add(&table, (ctrl, false), |input| match input {
            Input::Pad(button) => (pad.just.contains(&button), pad.held.contains(&button)),
            Input::Key(_) => (false, false),
        });
        // The second gamepad steers player two in a race of two.
        now.merge(this_pad, i == 1);
        now.ctrl |= ctrl;
        now.anything |= !pad.just.is_empty();
    }
    *actions = now;
}
