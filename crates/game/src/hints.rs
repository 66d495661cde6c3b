//! One line, once: the first time a player meets a door, fog of war or a ghost, the run says
//! what it is, in place of the key hints, for a few seconds. What was said is remembered with the
//! progress (`hints_shown`), so it is never said again. A hint names the player's own keys,
//! as the key bar does (Settings rebinds them).

use bevy::prelude::*;

use super::EnterInOrder;

use super::art::GameArt;
use super::run::{CurrentRun, RunConfig};
use super::saves::{PlayerProgress, Saver};
use super::ui::label;
use super::{EnterSet, PlaySet, Screen};
use crate::save::{Action, Palette, Settings};

/// The logic (which hint, remembered): works headless.
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<Hint>().on_enter(Screen::Playing, EnterSet::Spawn, choose_hint);
}

/// The line on screen.
pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::Playing, EnterSet::Dress, show_hint)
        .add_systems(Update, fade_hint.in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)));
}

/// What a run meets for the first time, in the order they are explained.
const HINTS: [&str; 3] = ["doors", "fog", "ghost"];

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

/// The hint this run shows, if any.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Hint(pub Option<String>);

#[derive(Component)]
struct HintLine(Timer);

/// Picks the first thing this run has that the player has not been told of, and remembers it.
fn choose_hint(
    run: Res<CurrentRun>,
    config: Res<RunConfig>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
    mut hint: ResMut<Hint>,
) {
    let meets = |key: &str| match key {
        "doors" => !run.board.doors.is_empty(),
        "fog" => config.fog,
        _ => run.ghost.is_some(),
    };
    let next = HINTS.into_iter().find(|key| meets(key) && !progress.hints_shown.contains(*key));
    hint.0 = next.map(|key| hint_text(key, &progress.settings));
    if let Some(key) = next {
        progress.hints_shown.insert(key.into());
        saver.save(&progress);
    }
}

fn show_hint(mut commands: Commands, hint: Res<Hint>) {
    let Some(text) = hint.0.clone() else { return };
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
        DespawnOnExit(Screen::Playing),
        children![label(text, 18.0, GameArt::ACCENT)],
    ));
}

fn fade_hint(time: Res<Time>, mut commands: Commands, mut lines: Query<(Entity, &mut HintLine)>) {
    for (entity, mut line) in &mut lines {
        if line.0.tick(time.delta()).just_finished() {
            commands.entity(entity).despawn();
        }
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
