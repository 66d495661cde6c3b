//! Sound: short effects on the game's events and a quiet music loop, all made by
//! `assets/make_sounds.py` and compiled into the binary. Footsteps as the mouse enters each
//! cell, a bump when a key pushes into a wall, the doors near the mouse opening and shutting,
//! the route revealed, two blips when a rival is close, a fanfare for the cheese and a sad
//! line for a lost race. With no sound card (a virtual display, CI) Bevy's audio output is
//! left out before ALSA is ever asked ([`has_sound_card`]), one line says so, and the game
//! plays silently.

use std::sync::Arc;

use bevy::audio::{AudioPlayer, AudioSink, AudioSinkPlayback, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::race::{Bumped, CheeseReached, DoorMoved, EnteredCell, RaceRun, RivalReachedCheese};
use super::run::CurrentRun;
use super::{InRun, PlaySet};
use crate::rules::Ground;
use crate::save::{MAX_VOLUME, Settings};
use crate::saves::PlayerProgress;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (load_sounds, start_music.run_if(resource_exists::<Sounds>)).chain());
    hear_races::<CurrentRun, _>(app, in_state(InRun));
    app.add_systems(
        Update,
        follow_volume
            .in_set(PlaySet::Draw)
            .run_if(resource_exists::<Sounds>.and_then(resource_changed::<PlayerProgress>)),
    );
}

/// The race's sounds for runs kept as `R`, while `when` holds: footsteps, bumps, doors
/// nearby, the route revealed, a rival close and the end. Every screen a race is played on
/// adds its own.
pub fn hear_races<R: RaceRun, M>(app: &mut App, when: impl SystemCondition<M>) {
    app.add_systems(
        Update,
        (
            footsteps::<R::Ground>,
            bumps::<R::Ground>,
            doors_nearby::<R>,
            route_revealed::<R>,
            rival_close::<R>,
            race_over,
        )
            .in_set(PlaySet::Draw)
            .run_if(when)
            .run_if(resource_exists::<Sounds>.and_then(resource_exists::<R>)),
    );
}

/// Whether there is a sound card to play on. On Linux, `/proc/asound/cards` lists them; with
/// none, asking ALSA for the default device only prints errors, so the game does not ask.
/// `MOUSEMAZE_SOUND=on` (or `off`) decides instead (an ALSA device that is not a card).
pub fn has_sound_card() -> bool {
    match std::env::var("MOUSEMAZE_SOUND").as_deref() {
        Ok("on") => return true,
        Ok("off") => return false,
        _ => {}
    }
    if cfg!(target_os = "linux") {
        std::fs::read_to_string("/proc/asound/cards")
            .is_ok_and(|c| !c.trim().is_empty() && !c.contains("no soundcards"))
    } else {
        true
    }
}

/// The sounds, embedded.
const STEP: &[u8] = include_bytes!("../../../assets/sounds/step.wav");
const BUMP: &[u8] = include_bytes!("../../../assets/sounds/bump.wav");
const DOOR_OPEN: &[u8] = include_bytes!("../../../assets/sounds/door_open.wav");
const DOOR_SHUT: &[u8] = include_bytes!("../../../assets/sounds/door_shut.wav");
const REVEAL: &[u8] = include_bytes!("../../../assets/sounds/reveal.wav");
const RIVAL_NEAR: &[u8] = include_bytes!("../../../assets/sounds/rival_near.wav");
const CHEESE: &[u8] = include_bytes!("../../../assets/sounds/cheese.wav");
const LOST: &[u8] = include_bytes!("../../../assets/sounds/lost.wav");
const MUSIC: &[u8] = include_bytes!("../../../assets/sounds/music.wav");

/// Doors within this many cells of the mouse are heard (along the grid on squares).
const HEARING: u32 = 4;
/// A rival this close is "close behind".
const CLOSE: u32 = 2;
/// Seconds between two warnings about the same closeness.
const WARNING_GAP: f32 = 4.0;

/// Handles to every sound.
#[derive(Resource, Clone, Debug)]
pub struct Sounds {
    pub step: Handle<AudioSource>,
    pub bump: Handle<AudioSource>,
    pub door_open: Handle<AudioSource>,
    pub door_shut: Handle<AudioSource>,
    pub reveal: Handle<AudioSource>,
    pub rival_near: Handle<AudioSource>,
    pub cheese: Handle<AudioSource>,
    pub lost: Handle<AudioSource>,
    pub music: Handle<AudioSource>,
    /// The effects' gain from the settings (0 when muted).
    pub effects: f32,
}

fn load_sounds(mut commands: Commands, sources: Option<ResMut<Assets<AudioSource>>>) {
    let Some(mut sources) = sources else {
        warn!("no sound card found: the game plays silently");
        return;
    };
    commands.insert_resource(Sounds::new(&mut sources));
}

impl Sounds {
    /// Every embedded sound added to `sources`, at full effects volume.
    pub fn new(sources: &mut Assets<AudioSource>) -> Sounds {
        let mut add = |bytes: &'static [u8]| sources.add(AudioSource { bytes: Arc::from(bytes) });
        Sounds {
            step: add(STEP),
            bump: add(BUMP),
            door_open: add(DOOR_OPEN),
            door_shut: add(DOOR_SHUT),
            reveal: add(REVEAL),
            rival_near: add(RIVAL_NEAR),
            cheese: add(CHEESE),
            lost: add(LOST),
            music: add(MUSIC),
            effects: 1.0,
        }
    }
}

fn start_music(mut commands: Commands, sounds: Res<Sounds>, progress: Res<PlayerProgress>) {
    let quiet = PlaybackSettings::LOOP.with_volume(Volume::Linear(gains(&progress.settings).0));
    commands.spawn((Name::new("Music"), Music, AudioPlayer(sounds.music.clone()), quiet));
}

impl Sounds {
    /// Plays `sound` once at `volume` (0..=1), times the effects volume (nothing when muted).
    fn play(&self, commands: &mut Commands, sound: &Handle<AudioSource>, volume: f32) {
        if self.effects > 0.0 {
            let volume = Volume::Linear(volume * self.effects);
            commands.spawn((AudioPlayer(sound.clone()), PlaybackSettings::DESPAWN.with_volume(volume)));
        }
    }
}

/// The music's loudness at full volume (it stays under the effects).
const MUSIC_LEVEL: f32 = 0.2;

/// Marks the music loop.
#[derive(Component)]
struct Music;

/// The volumes of the settings, as gains: (music, effects).
fn gains(settings: &Settings) -> (f32, f32) {
    let gain = |percent: u32| if settings.mute { 0.0 } else { percent.min(MAX_VOLUME) as f32 / MAX_VOLUME as f32 };
    (gain(settings.music) * MUSIC_LEVEL, gain(settings.effects))
}

/// A change of the settings is heard at once: the music's volume, the next effect's.
fn follow_volume(
    progress: Res<PlayerProgress>,
    mut sounds: ResMut<Sounds>,
    mut music: Query<&mut AudioSink, With<Music>>,
) {
    let (music_gain, effects) = gains(&progress.settings);
    sounds.effects = effects;
    for mut sink in &mut music {
        sink.set_volume(Volume::Linear(music_gain));
    }
}

fn footsteps<G: Ground>(mut commands: Commands, sounds: Res<Sounds>, mut entered: MessageReader<EnteredCell<G>>) {
    if entered.read().any(|e| e.mouse == 0) {
        sounds.play(&mut commands, &sounds.step, 0.15);
    }
}

/// The core reported a bump (a wall or a shut door, from a key or a gamepad).
fn bumps<G: Ground>(mut commands: Commands, sounds: Res<Sounds>, mut bumped: MessageReader<Bumped<G>>) {
    if bumped.read().count() > 0 {
        sounds.play(&mut commands, &sounds.bump, 0.4);
    }
}

/// Doors near the mouse that the core reported opening or shutting.
fn doors_nearby<R: RaceRun>(
    mut commands: Commands,
    sounds: Res<Sounds>,
    run: Res<R>,
    mut moved: MessageReader<DoorMoved>,
) {
    let run = run.race();
    let (ground, here) = (&run.board.maze, run.player().mouse.cell);
    let heard = moved
        .read()
        .filter(|m| ground.door_place(&run.board.doors, m.door).is_some_and(|(at, _)| ground.near(at, here, HEARING)))
        .last();
    if let Some(change) = heard {
        let sound = if change.open { &sounds.door_open } else { &sounds.door_shut };
        sounds.play(&mut commands, sound, 0.3);
    }
}

/// The player asked for the route (H): counted by the run, whoever shows it.
fn route_revealed<R: RaceRun>(mut commands: Commands, sounds: Res<Sounds>, run: Res<R>, mut times: Local<u32>) {
    let shown = run.race().routes_shown.iter().sum();
    if shown > *times {
        sounds.play(&mut commands, &sounds.reveal, 0.35);
    }
    *times = shown;
}

/// Two blips when a rival comes within [`CLOSE`] cells of the mouse, at most every few seconds.
fn rival_close<R: RaceRun>(
    mut commands: Commands,
    sounds: Res<Sounds>,
    run: Res<R>,
    time: Res<Time>,
    mut last: Local<Option<f32>>,
) {
    let run = run.race();
    let (ground, here) = (&run.board.maze, run.player().mouse.cell);
    let close = run.rival_mice().iter().any(|m| m.arrived.is_none() && ground.near(m.mouse.cell, here, CLOSE));
    let now = time.elapsed_secs();
    if close && run.started() && last.is_none_or(|t| now - t > WARNING_GAP) {
        sounds.play(&mut commands, &sounds.rival_near, 0.35);
        *last = Some(now);
    }
}

fn race_over(
    mut commands: Commands,
    sounds: Res<Sounds>,
    mut won: MessageReader<CheeseReached>,
    mut lost: MessageReader<RivalReachedCheese>,
) {
    if won.read().count() > 0 {
        sounds.play(&mut commands, &sounds.cheese, 0.5);
    } else if lost.read().count() > 0 {
        sounds.play(&mut commands, &sounds.lost, 0.5);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every embedded sound is a 22050 Hz mono 16-bit WAV with sound in it.
    #[test]
    fn the_sounds_are_wavs_with_sound_in_them() {
        for (name, bytes) in [
            ("step", STEP),
            ("bump", BUMP),
            ("door_open", DOOR_OPEN),
            ("door_shut", DOOR_SHUT),
            ("reveal", REVEAL),
            ("rival_near", RIVAL_NEAR),
            ("cheese", CHEESE),
            ("lost", LOST),
            ("music", MUSIC),
        ] {
            assert_eq!((&bytes[..4], &bytes[8..16]), (&b"RIFF"[..], &b"WAVEfmt "[..]), "{name}");
            let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
            let u32_at = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
            assert_eq!(
                (u16_at(20), u16_at(22), u32_at(24), u16_at(34)),
                (1, 1, 22050, 16),
                "{name}: PCM mono 22050 Hz 16-bit"
            );
            assert_eq!(&bytes[36..40], b"data", "{name}");
            let samples: Vec<i16> =
                bytes[44..44 + u32_at(40) as usize].chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
            let loudest = samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
            assert!(samples.len() > 1000 && loudest > 10_000, "{name}: {} samples, peak {loudest}", samples.len());
        }
    }
}
