//! Who is who in a race of two: a tag over each player's mouse ("P1" in player one's grey,
//! "P2" in player two's yellow, on a dark plate) from the moment the maze shows until that
//! player's first step, so two friends sharing one board know their mice before the race.
//! Written once over [`BoardView`], for every board; in the board's top row the tag hangs
//! under the mouse, clear of the HUD's bar.

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use crate::art::GameArt;
use crate::board::CELL_SIZE;
use crate::board_view::BoardView;
use crate::palette::PLAYER_TWO;
use crate::run::CurrentRun;
use crate::{InRun, PlaySet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, name_tags::<CurrentRun>().run_if(in_state(InRun).and_then(resource_exists::<CurrentRun>)));
}

/// The tags of races of two kept as `R`, after the pieces are placed this frame: each screen
/// a race is played on adds them for its own.
pub fn name_tags<R: BoardView>() -> ScheduleConfigs<ScheduleSystem> {
    (spawn_tags::<R>, place_tags::<R>).chain().in_set(PlaySet::Draw)
}

/// Player one's tag colour: the grey of its mouse, lightened to read on the plate.
const PLAYER_ONE: Color = Color::srgb(0.85, 0.87, 0.9);
/// The tag's text height on the board (drawn large and scaled down, to stay sharp).
const TEXT_HEIGHT: f32 = 7.0;
const TEXT_DRAWN: f32 = 40.0;
/// The plate behind the text.
const PLATE: Vec2 = Vec2::new(13.0, 8.0);

/// The tag of player `0` or `1`.
#[derive(Component, Clone, Copy, Debug)]
#[require(Transform, Visibility)]
struct NameTag(usize);

fn spawn_tags<R: BoardView>(mut commands: Commands, race: Res<R>, tags: Query<(), With<NameTag>>) {
    if race.race().players != 2 || !tags.is_empty() {
        return;
    }
    let scale = Transform::from_scale(Vec3::splat(race.cell_size() / CELL_SIZE));
    for (player, (name, colour)) in [("P1", PLAYER_ONE), ("P2", PLAYER_TWO)].into_iter().enumerate() {
        commands.spawn((Name::new("Name tag"), NameTag(player), scale, Visibility::Hidden, R::gone())).with_children(
            |tag| {
                tag.spawn(Sprite::from_color(GameArt::BACKGROUND.with_alpha(0.9), PLATE));
                tag.spawn((
                    Text2d::new(name),
                    TextFont { font_size: FontSize::Px(TEXT_DRAWN), ..default() },
                    TextColor(colour),
                    Transform::from_xyz(0.0, 0.0, 0.1).with_scale(Vec3::splat(TEXT_HEIGHT / TEXT_DRAWN)),
                ));
            },
        );
    }
}

/// Each tag over its mouse, while that player has not moved.
fn place_tags<R: BoardView>(
    race: Res<R>,
    pieces: Query<(&R::Piece, &Transform), Without<NameTag>>,
    mut tags: Query<(&NameTag, &mut Transform, &mut Visibility)>,
) {
    let run = race.race();
    for (tag, mut transform, mut visibility) in &mut tags {
        let still = run.mice.get(tag.0).is_some_and(|r| r.moves == 0 && r.mouse.heading.is_none());
        let at = pieces.iter().find(|(piece, _)| R::runner(piece) == Some(tag.0)).map(|(_, at)| at.translation);
        let (true, Some(at)) = (still && run.outcome.is_none(), at) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        // Over the mouse; under it in the board's top row, where over it the HUD's bar hides it.
        let (above, plate_top) = (race.cell_size() * 0.62, PLATE.y / 2.0 * race.cell_size() / CELL_SIZE);
        let up = if at.y + above + plate_top > race.board_size().y / 2.0 { -above } else { above };
        transform.translation = (at.truncate() + Vec2::new(0.0, up)).extend(at.z + 0.7);
        visibility.set_if_neq(Visibility::Inherited);
    }
}
