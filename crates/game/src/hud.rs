//! The HUD while a maze is on screen, on every shape: the clock and moves (top left), what is
//! played (top right: the seed, size and algorithm, a level, a shape), and a line of key hints
//! along the bottom ([`spawn_bars`]). Texts are rewritten only when what they show has changed
//! (a tenth of a second, a move), from any race's run ([`race_hud`]).

use bevy::prelude::*;

use super::EnterInOrder;

use super::art::GameArt;
use super::race::RaceRun;
use super::run::{CurrentRun, RunConfig, RunKind};
use super::ui::{clock, label};
use super::{InRun, PlaySet, Screen};
use crate::save::{Action, Settings};

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::Playing, super::EnterSet::Spawn, spawn_hud)
        .add_systems(Update, fit_key_bar.in_set(PlaySet::Draw));
    race_hud::<CurrentRun, _>(app, in_state(InRun));
}

/// The clock and moves kept up to date from runs kept as `R`, while `when` holds (every
/// screen a race is played on adds its own).
pub fn race_hud<R: RaceRun, M>(app: &mut App, when: impl SystemCondition<M>) {
    app.add_systems(Update, update_hud::<R>.in_set(PlaySet::Draw).run_if(when).run_if(resource_exists::<R>));
}

/// The key bar's largest font size, in pixels.
const KEY_BAR_FONT: f32 = 18.0;

/// The font size at which `chars` characters of the key bar fit on one line across a window
/// `width` pixels wide (the font's characters are 0.6 of its size wide; 20 px of padding each
/// side): at most [`KEY_BAR_FONT`], at least 10 px.
pub fn key_bar_font(width: f32, chars: usize) -> f32 {
    ((width - 44.0) / (chars.max(1) as f32 * 0.6)).floor().clamp(10.0, KEY_BAR_FONT)
}

/// Marks the key bar's text.
#[derive(Component)]
struct KeyBarText;

/// The key bar on one line in a narrow window: its font shrinks to fit (at 960×600 it wrapped
/// in the middle of a hint and sat against the bottom edge).
fn fit_key_bar(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut bars: Query<(&Text, &mut TextFont), With<KeyBarText>>,
) {
    let Ok(window) = windows.single() else { return };
    for (text, mut font) in &mut bars {
        let size = FontSize::Px(key_bar_font(window.width(), text.0.chars().count()));
        if font.font_size != size {
            font.font_size = size;
        }
    }
}

/// The key hints shown while playing, with the player's own keys (Settings rebinds them); in
/// a race of two, which keys are whose. T (thoughts) only with a rival that searches: the
/// sprinter has nothing to show.
pub fn key_hints(settings: &Settings, ghost: bool, thoughts: bool, players: usize) -> String {
    let k = |action| settings.key(action).label();
    let moves = move_keys(settings, 0);
    let route = k(Action::Route);
    let moves = if players == 2 {
        let two = move_keys(settings, 1);
        format!("P1 (grey) {moves}, {route} route   P2 (yellow) {two}, {}/RShift route", k(Action::RouteTwo))
    } else {
        format!("Arrows/{moves} move   {route} route")
    };
    let thoughts = if thoughts { format!("{} thoughts   ", k(Action::Thoughts)) } else { String::new() };
    let mut hints = format!(
        "{moves}   {thoughts}{} map   {} restart   {} new   +/- zoom   Esc pause",
        k(Action::Map),
        k(Action::Restart),
        k(Action::NewMaze)
    );
    if ghost {
        hints.push_str(&format!("   {} ghost", k(Action::Ghost)));
    }
    hints
}

/// The keys that move player `player` (0 or 1), as Settings binds them: "WASD" for player
/// one by default, "arrows/IJKL" for player two (the arrows always move player two too).
pub fn move_keys(settings: &Settings, player: usize) -> String {
    let k = |action| settings.key(action).label();
    if player == 0 {
        [Action::Up, Action::Left, Action::Down, Action::Right].map(k).concat()
    } else {
        format!("arrows/{}", [Action::UpTwo, Action::LeftTwo, Action::DownTwo, Action::RightTwo].map(k).concat())
    }
}

#[derive(Component)]
struct ClockText;

#[derive(Component)]
struct MovesText;

/// A bar across the top or bottom of the window.
fn bar(top: bool) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: px(0),
        right: px(0),
        top: if top { px(0) } else { auto() },
        bottom: if top { auto() } else { px(0) },
        height: px(super::camera::HUD_MARGIN),
        padding: UiRect::horizontal(px(20)),
        align_items: AlignItems::Center,
        justify_content: if top { JustifyContent::SpaceBetween } else { JustifyContent::Center },
        column_gap: px(28),
        ..default()
    }
}

fn spawn_hud(
    mut commands: Commands,
    config: Res<RunConfig>,
    run: Res<super::CurrentRun>,
    progress: Res<super::PlayerProgress>,
) {
    let about = match &config.kind {
        RunKind::Level(level) => {
            let par = level.par_seconds.map_or(String::new(), |p| format!("   par {}", clock(p)));
            format!("Level {}: {}{par}", level.index + 1, level.name)
        }
        RunKind::MazeFile(file) => format!("Maze file: {}", file.name),
        RunKind::TestPlay(level) => {
            let par = level.par_seconds.map_or(String::new(), |p| format!("   par {}", clock(p)));
            format!("Test play: {}{par}", level.name)
        }
        RunKind::Daily(date) => format!("Daily maze {date}   {}x{}", config.recipe.width, config.recipe.height),
        _ => {
            let r = config.recipe;
            let bot = config.bot.as_ref().map_or(String::new(), |bot| format!("vs {}   ", bot.name));
            format!("{bot}Seed {}   {}x{} {}", r.seed, r.width, r.height, r.algorithm)
        }
    };
    let about = if config.replay.is_some() { format!("Replay of your best   {about}") } else { about };
    let thoughts = run.rival_mice().iter().filter_map(|rival| rival.plan()).any(|plan| plan.kind.searches());
    let hints = key_hints(&progress.settings, run.ghost.is_some(), thoughts, run.players);
    spawn_bars(&mut commands, about, hints, DespawnOnExit(Screen::Playing));
}

/// The HUD's two bars, each spawned with `tag` (what removes them): the clock and moves at the
/// top left, `about` at the top right, `hints` along the bottom.
pub fn spawn_bars(commands: &mut Commands, about: String, hints: String, tag: impl Bundle + Clone) {
    commands.spawn((
        Name::new("HUD top"),
        bar(true),
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.85)),
        tag.clone(),
        children![
            (
                Node { column_gap: px(28), ..default() },
                children![
                    (ClockText, label("0:00.00", 24.0, GameArt::ACCENT)),
                    (MovesText, label("Moves 0", 24.0, GameArt::TEXT))
                ],
            ),
            label(about, 20.0, GameArt::DIM_TEXT),
        ],
    ));
    commands.spawn((
        Name::new("HUD hints"),
        bar(false),
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.85)),
        tag,
        children![(KeyBarText, label(hints, KEY_BAR_FONT, GameArt::DIM_TEXT))],
    ));
}

fn update_hud<R: RaceRun>(
    run: Res<R>,
    mut clock_text: Query<&mut Text, (With<ClockText>, Without<MovesText>)>,
    mut moves_text: Query<&mut Text, (With<MovesText>, Without<ClockText>)>,
) {
    let whereabouts = run.whereabouts().map_or(String::new(), |at| format!("   {at}"));
    let run = run.race();
    let moves = match run.mice.get(1).filter(|_| run.players == 2) {
        Some(two) => format!("Moves P1 {}  P2 {}{whereabouts}", run.player().moves, two.moves),
        None => format!("Moves {}{whereabouts}", run.player().moves),
    };
    let time = clock(run.elapsed_seconds());
    for mut text in &mut clock_text {
        text.set_if_neq(Text(time.clone()));
    }
    for mut text in &mut moves_text {
        text.set_if_neq(Text(moves.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::Key;

    #[test]
    fn the_key_bar_fits_one_line_in_a_narrow_window() {
        let hints = key_hints(&Settings::default(), false, true, 1);
        assert_eq!(key_bar_font(1280.0, hints.chars().count()), KEY_BAR_FONT);
        let narrow = key_bar_font(960.0, hints.chars().count());
        assert!(narrow < KEY_BAR_FONT && hints.chars().count() as f32 * 0.6 * narrow <= 960.0 - 44.0, "{narrow}");
    }

    #[test]
    fn the_key_hints_name_the_players_keys() {
        let mut settings = Settings::default();
        assert_eq!([move_keys(&settings, 0), move_keys(&settings, 1)], ["WASD", "arrows/IJKL"]);
        assert_eq!(
            key_hints(&settings, false, true, 1),
            "Arrows/WASD move   H route   T thoughts   M map   R restart   N new   +/- zoom   Esc pause"
        );
        settings.bind(Action::NewMaze, Key::from_char('j').unwrap());
        settings.bind(Action::Up, Key::from_char('i').unwrap());
        let two = key_hints(&settings, false, true, 2);
        assert!(
            two.starts_with("P1 (grey) IASD, H route   P2 (yellow) arrows/WNKL, O/RShift route   T thoughts"),
            "{two}"
        );
        assert_eq!([move_keys(&settings, 0), move_keys(&settings, 1)], ["IASD", "arrows/WNKL"]);
        let sprinter = key_hints(&settings, false, false, 1);
        assert!(!sprinter.contains("thoughts"), "no T without a searching rival: {sprinter}");
        let hints = key_hints(&settings, true, true, 1);
        assert!(
            hints.starts_with("Arrows/IASD move") && hints.contains("J new") && hints.ends_with("G ghost"),
            "{hints}"
        );
    }
}
