//! The title screen: the name, the mouse and its cheese, and the main menu:
//! Play (choose a difficulty), Custom game, Levels, Bot (watch a script run), Challenges
//! (bot lessons, with stars), Editor (draw a level), Daily (today's maze, with its best time and the streak under the menu),
//! Settings and Quit.

use bevy::prelude::*;

use crate::EnterInOrder;

use crate::art::GameArt;
use crate::content::daily::{Daily, Date};
use crate::content::shaped_recipe::shape_word;
use crate::menu_list::{Activate, MenuList, menu, spawn_item};
use crate::run::RunKind;
use crate::run::Today;
use crate::saves::PlayerProgress;
use crate::shaped::start_daily;
use crate::ui::{centered_column, clock, label};
use crate::{EnterSet, GoTo, Menu};

/// The menu (plain UI: works headless).
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<TitleCursor>().on_enter(Menu::Main, EnterSet::Spawn, spawn_title);
}

/// The main-menu entry chosen last: back on the title (Esc from Settings), the cursor is there.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TitleCursor(pub usize);

/// What the Quit entry says once chosen: a second Enter quits.
pub const QUIT_AGAIN: &str = "Quit? Enter again";

/// The art (needs the images).
pub(super) fn plugin(app: &mut App) {
    app.on_enter(Menu::Main, EnterSet::Dress, spawn_title_art);
}

/// Marks the row where the title's art goes.
#[derive(Component)]
struct ArtRow;

/// What a main-menu entry does.
#[derive(Clone, Copy)]
enum Entry {
    Open(Menu),
    /// Today's daily maze (UTC).
    Daily,
    Quit,
}

/// The main menu's entries.
const ENTRIES: [(&str, Entry); 9] = [
    ("Play", Entry::Open(Menu::Difficulty)),
    ("Custom game", Entry::Open(Menu::Custom)),
    ("Levels", Entry::Open(Menu::Levels)),
    ("Bot", Entry::Open(Menu::Bots)),
    ("Challenges", Entry::Open(Menu::Challenges)),
    ("Editor", Entry::Open(Menu::EditorSetup)),
    ("Daily maze", Entry::Daily),
    ("Settings", Entry::Open(Menu::Settings)),
    ("Quit", Entry::Quit),
];

/// The daily maze under the menu: today's date, its best time and the streak.
pub fn daily_line(progress: &PlayerProgress, today: Date) -> String {
    let best = match progress.best(&RunKind::Daily(today).key()) {
        Some(best) => format!("best {}", clock(best)),
        None if progress.lost_daily(today) => "lost today: try again".into(),
        None => "not played yet".into(),
    };
    let shape = Daily::of(today).shape().map_or_else(String::new, |shape| format!(" ({})", shape_word(shape)));
    match progress.daily_streak(today) {
        0 => format!("Daily maze {today}{shape}: {best}"),
        1 => format!("Daily maze {today}{shape}: {best}   streak 1 day"),
        n => format!("Daily maze {today}{shape}: {best}   streak {n} days"),
    }
}

fn spawn_title(
    mut commands: Commands,
    progress: Option<Res<PlayerProgress>>,
    (cursor, today): (Res<TitleCursor>, Res<Today>),
) {
    let today = today.0;
    // Compact rows: the title holds many entries.
    let list = commands.spawn(menu()).id();
    commands.entity(list).entry::<Node>().and_modify(|mut node| node.row_gap = px(0));
    let selected = cursor.0.min(ENTRIES.len() - 1);
    commands.entity(list).entry::<MenuList>().and_modify(move |mut list| list.selected = selected);
    for (i, (text, entry)) in ENTRIES.into_iter().enumerate() {
        spawn_item(&mut commands, list, i, text).observe(
            move |activate: On<Activate>,
                  mut commands: Commands,
                  mut go: GoTo,
                  mut cursor: ResMut<TitleCursor>,
                  mut asked: Local<bool>,
                  mut texts: Query<&mut Text>,
                  children: Query<&Children>,
                  mut exit: MessageWriter<AppExit>| {
                cursor.0 = i;
                match entry {
                    Entry::Open(target) => go.menu(target),
                    // A Sunday's is of another shape, played on the shapes' screen.
                    Entry::Daily => start_daily(&mut commands, today, 1, true),
                    // Quitting asks once: Up from Play wraps round to Quit.
                    Entry::Quit if *asked => {
                        exit.write(AppExit::Success);
                    }
                    Entry::Quit => {
                        *asked = true;
                        for child in children.iter_descendants(activate.entity) {
                            if let Ok(mut text) = texts.get_mut(child) {
                                text.0 = QUIT_AGAIN.into();
                            }
                        }
                    }
                }
            },
        );
    }
    let line = match progress {
        Some(progress) => daily_line(&progress, today),
        None => daily_line(&PlayerProgress::default(), today),
    };
    let daily = label(line, 20.0, GameArt::TEXT);
    commands
        .spawn((
            Name::new("Title screen"),
            centered_column(6.0),
            // Translucent: a maze is carved behind the menu (title_carve.rs).
            BackgroundColor(GameArt::BACKGROUND.with_alpha(0.7)),
            DespawnOnExit(Menu::Main),
            children![
                label("mousemaze", 72.0, GameArt::ACCENT),
                label("Run the maze. Find the cheese. Beat the rival.", 26.0, GameArt::TEXT),
                (
                    ArtRow,
                    Node {
                        column_gap: px(160),
                        margin: UiRect::vertical(px(4)),
                        align_items: AlignItems::Center,
                        ..default()
                    }
                ),
            ],
        ))
        .add_child(list)
        .with_child(daily)
        .with_child(label("Up/Down choose   Enter select   or use the mouse", 20.0, GameArt::DIM_TEXT));
}

fn spawn_title_art(mut commands: Commands, art: Res<GameArt>, row: Single<Entity, With<ArtRow>>) {
    let size = Node { width: px(72), height: px(72), ..default() };
    let mouse =
        ImageNode::from_atlas_image(art.mouse.clone(), TextureAtlas { layout: art.mouse_frames.clone(), index: 0 });
    let rival =
        ImageNode::from_atlas_image(art.rival.clone(), TextureAtlas { layout: art.mouse_frames.clone(), index: 1 });
    commands.entity(*row).with_children(|row| {
        row.spawn((mouse, size.clone()));
        row.spawn((ImageNode::new(art.cheese.clone()), size.clone()));
        row.spawn((rival, size));
    });
}
