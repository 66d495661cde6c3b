//! One line, once: the first time a player meets fog of war, a door or a ghost, the run says
//! what it is, in place of the key hints, for a few seconds. What the player is looking at
//! comes first: the fog as the board goes dark, a door when the first door comes into view
//! (at once where there is no fog), the ghost at the start. A run may say several, one line
//! after another. What was said is remembered with the progress (`hints_shown`), so it is
//! never said again. A hint names the player's own keys, as the key bar does (Settings
//! rebinds them).

use bevy::prelude::*;

use super::EnterInOrder;

use super::art::GameArt;
use super::race::RaceRun;
use super::run::CurrentRun;
use super::saves::{PlayerProgress, Saver};
use super::ui::label;
use super::{EnterSet, InRun, PlaySet, Screen};
use crate::rules::{Ground, Run};
use crate::save::{Action, Palette, Settings};

/// The logic (which hint, remembered): works headless.
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<Hint>().on_enter(Screen::Playing, EnterSet::Spawn, choose_hint::<CurrentRun>);
    hint_races::<CurrentRun, _>(app, in_state(Screen::Playing));
}

/// The first door's hint for runs kept as `R`, while `when` holds; a screen a race is played
/// on runs [`choose_hint`] for its runs as each starts.
pub fn hint_races<R: RaceRun, M>(app: &mut App, when: impl SystemCondition<M>) {
    app.add_systems(Update, hint_first_door::<R>.in_set(PlaySet::Advance).run_if(when).run_if(resource_exists::<R>));
}

/// The line on screen, over the key bar on any race's screen.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_hints.in_set(PlaySet::Draw).run_if(in_state(InRun).or_else(in_state(Screen::Shaped))))
        .add_systems(OnExit(Screen::Playing), clear_hints)
        .add_systems(OnExit(Screen::Shaped), clear_hints);
}

/// What a run meets for the first time, in the order they are explained at its start (a
/// door hidden in the fog waits until it is seen: [`hint_first_door`]).
const HINTS: [&str; 3] = ["fog", "doors", "ghost"];

/// What the hint `key` (one of [`HINTS`]) says, naming the keys `settings` binds.
pub fn hint_text(key: &str, settings: &Settings) -> String {
    let k = |action| settings.key(action).label();
    match key {
        "doors" => {
            // The shut lamps' colour in the palette the board is drawn with.
            let shut = match settings.palette {
                Palette::Standard => "red",
                Palette::ColourBlind => "purple",
                Palette::HighContrast => "magenta",
            };
            format!(
                "Doors open and shut on a clock ({shut} lamps: shut). Keep the key pressed and you go through when it opens."
            )
        }
        "fog" => format!(
            "Fog of war: you see only along the corridors from your cell. {} still reveals the route.",
            k(Action::Route)
        ),
        _ => format!("The pale mouse is your best run on this maze: beat it! {} hides it.", k(Action::Ghost)),
    }
}

/// How long a hint stays, in seconds.
const HINT_SECONDS: f32 = 8.0;
/// How long a hint stays at least before the next one takes its place.
const READ_SECONDS: f32 = 4.0;

/// The hints this run has said, in order (the screen shows them one after another).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Hint {
    pub said: Vec<String>,
    /// How many of them have been put on screen.
    shown: usize,
}

impl Hint {
    /// The hint said last, if any.
    pub fn latest(&self) -> Option<&str> {
        self.said.last().map(String::as_str)
    }
}

#[derive(Component)]
struct HintLine(Timer);

/// Says what this run meets at its start that the player has not been told of (the doors
/// only where the player sees one), and remembers it.
pub fn choose_hint<R: RaceRun>(
    run: Res<R>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
    mut hint: ResMut<Hint>,
) {
    *hint = Hint::default();
    let run = run.race();
    let meets = |key: &str| match key {
        "doors" => sees_a_door(run),
        "fog" => run.fog.is_some(),
        _ => run.ghost.is_some(),
    };
    let new: Vec<&str> = HINTS.into_iter().filter(|key| meets(key) && !progress.hints_shown.contains(*key)).collect();
    for key in new {
        say(key, &mut progress, &mut hint);
    }
    if hint.shown < hint.said.len() {
        saver.save(&progress);
    }
}

/// Whether a door of the run is in the player's view (any door, without fog).
fn sees_a_door<G: Ground>(run: &Run<G>) -> bool {
    (0..G::door_count(&run.board.doors)).any(|door| run.shows_door(door))
}

fn say(key: &str, progress: &mut PlayerProgress, hint: &mut Hint) {
    hint.said.push(hint_text(key, &progress.settings));
    progress.hints_shown.insert(key.into());
}

/// The doors' hint, in the fog, once the first door comes into view.
fn hint_first_door<R: RaceRun>(
    run: Res<R>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
    mut hint: ResMut<Hint>,
) {
    let run = run.race();
    if progress.hints_shown.contains("doors") || !sees_a_door(run) {
        return;
    }
    say("doors", &mut progress, &mut hint);
    saver.save(&progress);
}

/// Puts the next hint said on screen once the one there has been read (or is gone).
fn show_hints(
    mut commands: Commands,
    time: Res<Time>,
    mut hint: ResMut<Hint>,
    mut lines: Query<(Entity, &mut HintLine)>,
) {
    let waiting = hint.shown < hint.said.len();
    let mut showing = false;
    for (entity, mut line) in &mut lines {
        line.0.tick(time.delta());
        if line.0.is_finished() || (waiting && line.0.elapsed_secs() >= READ_SECONDS) {
            commands.entity(entity).despawn();
        } else {
            showing = true;
        }
    }
    if showing || !waiting {
        return;
    }
    let text = hint.said[hint.shown].clone();
    hint.shown += 1;
    commands.spawn((
        Name::new("Hint"),
        HintLine(Timer::from_seconds(HINT_SECONDS, TimerMode::Once)),
        // Over the key hints' bar, for a while: the board is never covered.
        Node {
            position_type: PositionType::Absolute,
            bottom: px(0),
            height: px(super::camera::HUD_MARGIN),
            width: percent(100),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(GameArt::BACKGROUND),
        GlobalZIndex(1),
        children![label(text, 18.0, GameArt::ACCENT)],
    ));
}

/// A hint goes with the race's screen.
fn clear_hints(mut commands: Commands, lines: Query<Entity, With<HintLine>>) {
    for line in &lines {
        commands.entity(line).despawn();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::Key;

    #[test]
    fn the_hints_name_the_players_keys() {
        let mut settings = Settings::default();
        assert!(hint_text("fog", &settings).ends_with(" H still reveals the route."));
        assert!(hint_text("ghost", &settings).ends_with(" G hides it."));
        settings.bind(Action::Route, Key::from_char('j').unwrap());
        settings.bind(Action::Ghost, Key::from_char('k').unwrap());
        assert!(
            hint_text("fog", &settings).ends_with(" J still reveals the route."),
            "{}",
            hint_text("fog", &settings)
        );
        assert!(hint_text("ghost", &settings).ends_with(" K hides it."), "{}", hint_text("ghost", &settings));
        assert!(hint_text("doors", &settings).contains("(red lamps: shut)"));
        settings.palette = Palette::ColourBlind;
        assert!(hint_text("doors", &settings).contains("(purple lamps: shut)"), "the palette's own colour");
    }
}
