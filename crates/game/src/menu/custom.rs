//! A custom game: width and height (typed, checked against the allowed range with a hint
//! on screen), the algorithm from the full list, the braid share, the rival and its speed,
//! the seed, typed as a number or a word (a word is hashed to a seed), fog of war, and the
//! shape: squares, or hexagons, a big hexagon, triangles or a circle (sized by width and
//! height, a radius or rings; played on the shapes' screen, doors and fog too).

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::art::GameArt;
use crate::{Menu, Place, PlaySet};
use std::ops::RangeInclusive;

use super::{Activate, Adjust, MenuItem, MenuList, TypesText, cycle, item_node, menu, spawn_item, spawn_page};
use crate::content::level::shaped::PLAY_RADII;
use crate::content::shaped_recipe::ShapedRecipe;
use crate::maze::Algorithm;
use crate::maze::rng::seed_from_text;
use crate::maze::shape::Shape;
use crate::rules::PLAYER_SPEED;
use crate::rules::rivals::RivalKind;
use crate::run::{PLAY_SIDES, RunConfig, RunKind, SeedSource, StartRun};
use crate::save::{BRAID_PERCENTS, CustomChoice, CustomShape, DOOR_COUNTS, RIVAL_SPEED_PERCENTS};
use crate::saves::{PlayerProgress, Saver};
use crate::shaped::{ShapedConfig, StartShaped};
use crate::ui::label;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Custom), spawn_custom_menu)
        .add_systems(Update, type_into_fields.in_set(PlaySet::Keys).run_if(in_state(Menu::Custom)))
        .add_systems(Update, show_fields.in_set(PlaySet::Draw).run_if(in_state(Menu::Custom)));
}

/// The form's fields, in menu order.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Width,
    Height,
    Algorithm,
    Braid,
    Doors,
    Rival,
    RivalSpeed,
    Seed,
    Fog,
    Shape,
    Start,
}

const FIELDS: [Field; 11] = [
    Field::Width,
    Field::Height,
    Field::Algorithm,
    Field::Braid,
    Field::Doors,
    Field::Rival,
    Field::RivalSpeed,
    Field::Seed,
    Field::Fog,
    Field::Shape,
    Field::Start,
];

/// What is typed in the form (sizes as text, so a wrong number can be shown and fixed).
#[derive(Resource, Clone, Debug)]
pub struct CustomForm {
    pub width: String,
    pub height: String,
    pub choice: CustomChoice,
    /// Why Start refused, shown under the form.
    pub problem: Option<String>,
}

/// A size field whose text is not a number in its range: the field's name (`width`,
/// `radius`…), the text typed, the range allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeFieldError {
    pub name: &'static str,
    pub text: String,
    pub range: RangeInclusive<u32>,
}

impl std::fmt::Display for SizeFieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let SizeFieldError { name, text, range } = self;
        write!(f, "{name} '{text}' is out of range: allowed {}..={}", range.start(), range.end())
    }
}

impl std::error::Error for SizeFieldError {}

impl CustomForm {
    fn from_choice(choice: CustomChoice) -> CustomForm {
        CustomForm { width: choice.width.to_string(), height: choice.height.to_string(), choice, problem: None }
    }

    /// Checks the typed sizes; the message names the allowed range. A big hexagon's radius
    /// and a circle's rings are in the width field; their height is not used.
    pub fn validate(&self) -> Result<(u32, u32), SizeFieldError> {
        let side = |name: &'static str, text: &str, range: &RangeInclusive<u32>| match text.trim().parse::<u32>() {
            Ok(v) if range.contains(&v) => Ok(v),
            _ => Err(SizeFieldError { name, text: text.to_owned(), range: range.clone() }),
        };
        let shape = self.choice.shape;
        let first = side(shape.first_size(), &self.width, &self.first_range())?;
        let height = if shape.has_height() { side("height", &self.height, &PLAY_SIDES)? } else { first };
        Ok((first, height))
    }

    /// The range of the width field: a side, or a radius or rings.
    fn first_range(&self) -> RangeInclusive<u32> {
        if self.choice.shape.has_height() { PLAY_SIDES } else { PLAY_RADII }
    }

    /// The text of a field's menu item.
    fn line(&self, field: Field) -> String {
        let c = &self.choice;
        match field {
            Field::Width => format!("{:<13}{}_", crate::ui::capitalised(c.shape.first_size()), self.width),
            Field::Height if !c.shape.has_height() => format!("Height       (not for a {})", c.shape.name()),
            Field::Height => format!("Height       {}_", self.height),
            Field::Shape => format!("Shape        < {} >", c.shape.name()),
            Field::Algorithm => format!("Algorithm    < {} >", c.algorithm),
            Field::Braid => format!("Loops        < {}% >", c.braid_percent),
            Field::Doors => format!("Doors        < {} >", c.doors),
            Field::Rival => format!("Rival        < {} >", c.rival),
            Field::RivalSpeed => format!("Rival speed  < {}% >", c.rival_speed_percent),
            Field::Seed if c.seed.is_empty() => "Seed         (random)_".to_string(),
            Field::Seed => format!("Seed         {}_", c.seed),
            Field::Fog => format!("Fog of war   < {} >", if c.fog { "on" } else { "off" }),
            Field::Start => "Start".to_string(),
        }
    }

    fn adjust(&mut self, field: Field, delta: i32) {
        // Any change answers the last refusal: the hint then shows what is wrong now, if anything.
        self.problem = None;
        let c = &mut self.choice;
        let step = |value: u32, by: i32, range: &RangeInclusive<u32>| {
            (i64::from(value) + i64::from(by)).clamp(i64::from(*range.start()), i64::from(*range.end())) as u32
        };
        let defaults = CustomChoice::default();
        match field {
            Field::Width => {
                let range = self.first_range();
                self.width = step(self.width.parse().unwrap_or(defaults.width), delta, &range).to_string()
            }
            Field::Height => {
                self.height = step(self.height.parse().unwrap_or(defaults.height), delta, &PLAY_SIDES).to_string()
            }
            Field::Algorithm => c.algorithm = cycle(&Algorithm::ALL, c.algorithm, delta),
            Field::Braid => c.braid_percent = step(c.braid_percent, 5 * delta, &BRAID_PERCENTS),
            Field::Doors => c.doors = step(c.doors, delta, &DOOR_COUNTS),
            Field::Rival => c.rival = cycle(&RivalKind::ALL, c.rival, delta),
            Field::RivalSpeed => c.rival_speed_percent = step(c.rival_speed_percent, 5 * delta, &RIVAL_SPEED_PERCENTS),
            Field::Fog => c.fog = !c.fog,
            Field::Shape => {
                c.shape = cycle(&CustomShape::ALL, c.shape, delta);
                // A radius or rings start at a size that plays well.
                let range = self.first_range();
                if !self.width.parse().is_ok_and(|w| range.contains(&w)) {
                    self.width = (*range.end()).min(8).to_string();
                }
            }
            Field::Seed | Field::Start => {}
        }
    }
}

/// The next (or previous) value of a list, wrapping around.
fn spawn_custom_menu(mut commands: Commands, progress: Res<PlayerProgress>) {
    commands.insert_resource(CustomForm::from_choice(progress.custom.clone()));
    let list = commands.spawn(menu()).id();
    for (i, field) in FIELDS.into_iter().enumerate() {
        let mut item = spawn_item(&mut commands, list, i, "");
        // Eleven rows fit the window when each is a little less tall; a field's name and value
        // are two columns from the left.
        let justify = if field == Field::Start { JustifyContent::Center } else { JustifyContent::FlexStart };
        item.insert((field, item_node(3.0, justify))).observe(adjust_field);
        if matches!(field, Field::Width | Field::Height | Field::Seed) {
            item.insert(TypesText);
        }
        if field == Field::Start {
            item.observe(start_custom_game);
        }
    }
    let problem = commands.spawn((ProblemText, label("", 22.0, GameArt::WARNING))).id();
    let hint = "Type sizes and the seed   Left/Right change   Enter start   Esc back";
    let hint = commands.spawn(label(hint, 20.0, GameArt::DIM_TEXT)).id();
    spawn_page(&mut commands, Menu::Custom, "Custom game", list, &[problem, hint]);
}

/// The hint line for a refused start or an out-of-range size.
#[derive(Component)]
struct ProblemText;

fn adjust_field(adjust: On<Adjust>, fields: Query<&Field>, mut form: ResMut<CustomForm>) {
    if let Ok(field) = fields.get(adjust.entity) {
        form.adjust(*field, adjust.delta);
    }
}

/// Typed characters go into the selected text field; Backspace deletes.
fn type_into_fields(
    mut typed: MessageReader<KeyboardInput>,
    menus: Query<&MenuList>,
    items: Query<(&MenuItem, &Field), With<TypesText>>,
    mut form: ResMut<CustomForm>,
) {
    let Ok(menu) = menus.single() else { return };
    let Some((_, field)) = items.iter().find(|(item, _)| item.0 == menu.selected) else {
        typed.clear();
        return;
    };
    for key in typed.read().filter(|k| k.state.is_pressed()) {
        form.problem = None;
        let text = match field {
            Field::Width => &mut form.width,
            Field::Height => &mut form.height,
            _ => &mut form.choice.seed,
        };
        match &key.logical_key {
            Key::Backspace => {
                text.pop();
            }
            Key::Character(c) if *field == Field::Seed && text.len() < 24 => text.push_str(c),
            Key::Character(c) if c.chars().all(|ch| ch.is_ascii_digit()) && text.len() < 6 => text.push_str(c),
            _ => {}
        }
    }
}

fn show_fields(
    form: Res<CustomForm>,
    items: Query<(&Field, &Children)>,
    mut texts: Query<&mut Text, Without<ProblemText>>,
    mut problem: Query<&mut Text, With<ProblemText>>,
) {
    if !form.is_changed() {
        return;
    }
    for (field, children) in &items {
        for child in children.iter() {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0 = form.line(*field);
            }
        }
    }
    let hint = form.problem.clone().or_else(|| form.validate().err().map(|e| e.to_string())).unwrap_or_default();
    for mut text in &mut problem {
        text.0 = hint.clone();
    }
}

fn start_custom_game(
    _: On<Activate>,
    mut commands: Commands,
    mut form: ResMut<CustomForm>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
    mut seeds: ResMut<SeedSource>,
) {
    let (width, height) = match form.validate() {
        Ok(size) => size,
        Err(problem) => {
            form.problem = Some(format!("Cannot start: {problem}"));
            return;
        }
    };
    let c = CustomChoice { width, height, ..form.choice.clone() };
    if let Some(shape) = c.shape.shape(width, height) {
        let config = shaped_config(&c, shape, &mut seeds);
        if let Err(problem) = config.make() {
            form.problem = Some(format!("Cannot start: {problem}"));
            return;
        }
        progress.custom = c;
        saver.save(&progress);
        commands.trigger(StartShaped(config));
        return;
    }
    let config = RunConfig {
        recipe: c.recipe(),
        rival: c.rival,
        rival_speed: PLAYER_SPEED * c.rival_speed_percent as f32 / 100.0,
        fog: c.fog,
        kind: RunKind::Custom,
        ..RunConfig::default()
    };
    let fresh_seed = c.seed.trim().is_empty();
    progress.custom = c;
    saver.save(&progress);
    commands.trigger(StartRun { config, fresh_seed });
}

/// A custom game of another shape: any rival but none races the shortest route.
fn shaped_config(c: &CustomChoice, shape: Shape, seeds: &mut SeedSource) -> ShapedConfig {
    let seed = if c.seed.trim().is_empty() { seeds.next_seed() } else { seed_from_text(&c.seed) };
    let rival_speed = (c.rival != RivalKind::None).then(|| PLAYER_SPEED * c.rival_speed_percent as f32 / 100.0);
    let doors = crate::maze::doors::DoorAmount::Count(c.doors);
    let recipe = ShapedRecipe {
        shape,
        algorithm: c.algorithm,
        seed,
        braid: c.recipe().braid,
        doors,
        weave: c.shape.weave(),
        symmetry: c.shape.symmetry(),
    };
    ShapedConfig {
        recipe,
        rival_speed,
        rival_kind: c.rival,
        fog: c.fog,
        reveal: false,
        title: format!("{}, seed {seed}", recipe.kind_text()),
        back: Place::Menu(Menu::Custom),
        ..ShapedConfig::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_out_of_range_are_refused_with_the_range() {
        let mut form = CustomForm::from_choice(CustomChoice::default());
        assert_eq!(form.validate(), Ok((25, 17)));
        form.width = "500".into();
        assert_eq!(form.validate().unwrap_err().to_string(), "width '500' is out of range: allowed 2..=200");
        form.width = String::new();
        assert!(form.validate().unwrap_err().to_string().starts_with("width '' is out of range"));
        form.width = "30".into();
        form.adjust(Field::Width, 1);
        assert_eq!(form.width, "31");
        form.adjust(Field::Algorithm, -1);
        assert_eq!(form.choice.algorithm, *Algorithm::ALL.last().unwrap(), "cycles round");
    }
}
