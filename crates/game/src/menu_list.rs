//! The menu list, the widget every page is made of: a column of items, one selected at a
//! time, driven by the actions (Up/Down or W/S or the d-pad to move, Enter or A to choose,
//! Left/Right to change a value) and by mouse (hover selects, click chooses). Choosing an item
//! triggers [`Activate`] on it and changing a value triggers [`Adjust`]; each page attaches
//! observers for what its items do. Also the page around a list ([`spawn_page`]) and the
//! pause card ([`spawn_pause_card`]).

use bevy::prelude::*;

use crate::art::GameArt;
use crate::input::{Act, Actions};
use crate::maze::Dir;
use crate::ui::{centered_column, label, panel};
use crate::{Menu, PlaySet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenusOpened>()
        .init_resource::<PointerMoved>()
        .add_observer(number_menu)
        .add_observer(add_scroll_hints)
        .add_systems(Update, menu_keys.in_set(PlaySet::Keys))
        .add_systems(Update, show_selection.in_set(PlaySet::Draw));
}

/// A menu: the parent of its [`MenuItem`]s.
#[derive(Component, Debug, Default)]
pub struct MenuList {
    pub selected: usize,
    /// Show at most this many items, scrolling with the selection (long lists).
    pub rows: Option<usize>,
}

/// When a menu was opened: the keys go to the menu opened last. (Entity ids are recycled,
/// so they cannot tell which menu is newer.)
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct MenuOrder(pub u64);

/// How many menus have been opened so far.
#[derive(Resource, Debug, Default)]
struct MenusOpened(u64);

fn number_menu(add: On<Add, MenuList>, mut opened: ResMut<MenusOpened>, mut commands: Commands) {
    opened.0 += 1;
    commands.entity(add.entity).insert(MenuOrder(opened.0));
}

/// The sign, above or below a scrolling menu, that more rows are there.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScrollHint {
    Above,
    Below,
}

impl ScrollHint {
    pub const fn text(self) -> &'static str {
        match self {
            ScrollHint::Above => "^ more above ^",
            ScrollHint::Below => "v more below v",
        }
    }
}

/// The height of a scroll sign's line.
const HINT_ROOM: f32 = 22.0;

/// A menu with its scroll signs.
#[derive(Component)]
struct HasScrollHints;

/// A menu that scrolls gets its two signs, outside its column (hidden until needed).
fn add_scroll_hints(
    add: On<Insert, MenuList>,
    mut menus: Query<(&MenuList, &mut Node), Without<HasScrollHints>>,
    mut commands: Commands,
) {
    let Ok((menu, mut column)) = menus.get_mut(add.entity) else { return };
    if menu.rows.is_none() {
        return;
    }
    // Room for the signs, inside the column, so they cover nothing around it.
    column.padding.top = px(HINT_ROOM);
    column.padding.bottom = px(HINT_ROOM);
    commands.entity(add.entity).insert(HasScrollHints);
    for hint in [ScrollHint::Above, ScrollHint::Below] {
        let mut node = Node { position_type: PositionType::Absolute, left: px(0), right: px(0), ..default() };
        node.justify_content = JustifyContent::Center;
        match hint {
            ScrollHint::Above => node.top = px(0),
            ScrollHint::Below => node.bottom = px(0),
        }
        commands.spawn((
            hint,
            node,
            Visibility::Hidden,
            ChildOf(add.entity),
            children![label(hint.text(), 16.0, GameArt::DIM_TEXT)],
        ));
    }
}

/// An item of a menu, with its place in it.
#[derive(Component, Debug, Clone, Copy)]
pub struct MenuItem(pub usize);

/// The item was chosen (Enter, or a click).
#[derive(EntityEvent, Debug, Clone, Copy)]
pub struct Activate {
    pub entity: Entity,
}

/// Left (-1) or Right (+1) was pressed on the selected item.
#[derive(EntityEvent, Debug, Clone, Copy)]
pub struct Adjust {
    pub entity: Entity,
    pub delta: i32,
}

/// Marks an item the player types into: letter keys type there instead of navigating.
#[derive(Component, Debug, Clone, Copy)]
pub struct TypesText;

/// Spawns a full-window menu page for `page`: a heading, the `menu` list, then the
/// entities of `below` (messages, hints), all gone when the page is left.
pub fn spawn_page(commands: &mut Commands, page: Menu, heading: &str, list: Entity, below: &[Entity]) {
    let mut page = commands.spawn((
        Name::new(format!("{page:?} page")),
        super::ui::centered_column(14.0),
        BackgroundColor(GameArt::BACKGROUND),
        DespawnOnExit(page),
        children![label(heading, 48.0, GameArt::ACCENT)],
    ));
    page.add_child(list);
    page.add_children(below);
}

/// The value `delta` steps from `current` in `all`, wrapping round (Left/Right on a choice).
pub fn cycle<T: Copy + PartialEq>(all: &[T], current: T, delta: i32) -> T {
    let i = all.iter().position(|v| *v == current).unwrap_or(0) as i32;
    all[(i + delta).rem_euclid(all.len() as i32) as usize]
}

/// A menu column.
pub fn menu() -> impl Bundle {
    (
        MenuList::default(),
        Node { flex_direction: FlexDirection::Column, align_items: AlignItems::Stretch, row_gap: px(8), ..default() },
    )
}

/// A menu item's box: `tall` pixels above and below its text, which sits as `justify` says
/// (centred; a form's rows start at the left, so that their columns line up).
pub fn item_node(tall: f32, justify: JustifyContent) -> Node {
    Node {
        padding: UiRect::axes(px(28), px(tall)),
        border: UiRect::all(px(3)),
        border_radius: BorderRadius::all(px(10)),
        justify_content: justify,
        min_width: px(420),
        ..default()
    }
}

/// A menu item showing `text`; spawn it as a child of a [`menu`].
pub fn item(index: usize, text: impl Into<String>) -> impl Bundle {
    (
        MenuItem(index),
        Button,
        item_node(8.0, JustifyContent::Center),
        BackgroundColor(Color::NONE),
        BorderColor::all(Color::NONE),
        children![label(text, 28.0, GameArt::TEXT)],
    )
}

/// Spawns a menu item under `menu` with hover and click handling.
pub fn spawn_item<'a>(
    commands: &'a mut Commands,
    menu: Entity,
    index: usize,
    text: impl Into<String>,
) -> EntityCommands<'a> {
    let mut entity = commands.spawn((item(index, text), ChildOf(menu)));
    entity.observe(hover_selects).observe(click_activates);
    entity
}

/// Whether the pointer has moved since the window appeared: the first place it is seen is
/// where it rested when the window opened under it, and a resting pointer takes no highlight.
#[derive(Resource, Debug, Default)]
struct PointerMoved {
    first: Option<Vec2>,
    moved: bool,
}

impl PointerMoved {
    /// Whether the pointer, now at `at`, has really moved.
    fn seen_at(&mut self, at: Vec2) -> bool {
        match self.first {
            _ if self.moved => {}
            None => self.first = Some(at),
            Some(first) => self.moved = first != at,
        }
        self.moved
    }
}

/// Moving the mouse over an item selects it. (Not `Over`: a menu appearing under a resting
/// pointer must keep its keyboard selection; nor the window appearing under it at start-up.)
fn hover_selects(
    over: On<Pointer<Move>>,
    items: Query<(&MenuItem, &ChildOf)>,
    mut menus: Query<&mut MenuList>,
    mut pointer: ResMut<PointerMoved>,
) {
    if pointer.seen_at(over.pointer_location.position)
        && let Ok((item, parent)) = items.get(over.entity)
        && let Ok(mut menu) = menus.get_mut(parent.parent())
    {
        menu.selected = item.0;
    }
}

fn click_activates(click: On<Pointer<Click>>, mut commands: Commands) {
    commands.trigger(Activate { entity: click.entity });
}

/// Moves the selection of the menu opened last, and chooses or adjusts its item.
fn menu_keys(
    actions: Res<Actions>,
    mut commands: Commands,
    mut menus: Query<(&MenuOrder, &mut MenuList, &Children)>,
    items: Query<&MenuItem>,
    typing: Query<(), With<TypesText>>,
) {
    let Some((_, mut menu, children)) = menus.iter_mut().max_by_key(|(order, _, _)| **order) else { return };
    let entries: Vec<Entity> = children.iter().filter(|c| items.contains(*c)).collect();
    if entries.is_empty() {
        return;
    }
    let count = entries.len();
    // WASD navigate too, except on an item that takes typed text.
    let letters = !typing.contains(entries[menu.selected.min(count - 1)]);
    let pressed = |dir| actions.just(Act::Menu(dir)) || (letters && actions.just(Act::MenuLetter(dir)));
    if pressed(Dir::S) {
        menu.selected = (menu.selected + 1) % count;
    }
    if pressed(Dir::N) {
        menu.selected = (menu.selected + count - 1) % count;
    }
    let selected = entries[menu.selected.min(count - 1)];
    if actions.just(Act::Choose) {
        commands.trigger(Activate { entity: selected });
    }
    for (dir, delta) in [(Dir::W, -1), (Dir::E, 1)] {
        if pressed(dir) {
            commands.trigger(Adjust { entity: selected, delta });
        }
    }
}

/// A menu whose selection moved, or an item just spawned.
type SelectionChanged = Or<(Changed<MenuList>, Added<MenuItem>)>;

/// The selected item gets the accent frame; a long menu shows the rows around it.
/// Only when a selection moved or items appeared.
fn show_selection(
    menus: Query<&MenuList>,
    changed: Query<(), SelectionChanged>,
    mut items: Query<(&MenuItem, &ChildOf, &mut BackgroundColor, &mut BorderColor, &mut Node)>,
    mut hints: Query<(&ScrollHint, &ChildOf, &mut Visibility)>,
) {
    if changed.is_empty() {
        return;
    }
    let mut counts = std::collections::HashMap::<Entity, usize>::new();
    for (_, parent, ..) in &items {
        *counts.entry(parent.parent()).or_default() += 1;
    }
    // The first row a scrolling menu shows, and how many it has.
    let window = |menu: Entity| {
        let rows = menus.get(menu).ok()?.rows?;
        let count = counts.get(&menu).copied().unwrap_or(0);
        let selected = menus.get(menu).ok()?.selected;
        Some((selected.saturating_sub(rows / 2).min(count.saturating_sub(rows)), rows, count))
    };
    for (hint, parent, mut visibility) in &mut hints {
        let Some((first, rows, count)) = window(parent.parent()) else { continue };
        let more = match hint {
            ScrollHint::Above => first > 0,
            ScrollHint::Below => first + rows < count,
        };
        visibility.set_if_neq(if more { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (item, parent, mut background, mut border, mut node) in &mut items {
        let Ok(menu) = menus.get(parent.parent()) else { continue };
        let selected = menu.selected == item.0;
        if let Some((first, rows, _)) = window(parent.parent()) {
            let shown = (first..first + rows).contains(&item.0);
            node.display = if shown { Display::Flex } else { Display::None };
        }
        *background = BackgroundColor(if selected { GameArt::ACCENT.with_alpha(0.16) } else { Color::NONE });
        *border = BorderColor::all(if selected { GameArt::ACCENT } else { Color::NONE });
    }
}

/// The "Paused" card around a menu `list`, over the dimmed board; it goes when `while_in`
/// ends (the game's one pause state: the widgets know no screen). The square game and the
/// shapes' screen both pause with it.
pub fn spawn_pause_card<S: States>(commands: &mut Commands, list: Entity, name: &'static str, while_in: S) {
    let card = commands
        .spawn((panel(), children![label("Paused", 44.0, GameArt::ACCENT)]))
        .add_child(list)
        .with_child(label("Esc resumes", 20.0, GameArt::DIM_TEXT))
        .id();
    commands
        .spawn((
            Name::new(name),
            centered_column(0.0),
            BackgroundColor(GameArt::BACKGROUND.with_alpha(0.55)),
            DespawnOnExit(while_in),
        ))
        .add_child(card);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pointer_resting_where_the_window_opened_has_not_moved() {
        let mut pointer = PointerMoved::default();
        let rest = Vec2::new(640.0, 400.0);
        assert!(!pointer.seen_at(rest) && !pointer.seen_at(rest), "where it rested at start-up");
        assert!(pointer.seen_at(Vec2::new(641.0, 400.0)), "moved");
        assert!(pointer.seen_at(rest), "and from then on every move counts");
    }

    /// A menu with two plain items.
    fn spawn_menu(world: &mut World) -> Entity {
        let list = world.spawn(MenuList::default()).id();
        for i in 0..2 {
            world.spawn((MenuItem(i), ChildOf(list)));
        }
        list
    }

    #[test]
    fn keys_go_to_the_menu_opened_last_even_on_a_recycled_entity() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<ButtonInput<KeyCode>>()
            .add_plugins(crate::input::plugin)
            .init_resource::<MenusOpened>()
            .add_observer(number_menu)
            .add_observer(add_scroll_hints)
            .add_systems(Update, menu_keys);
        let world = app.world_mut();
        // The older menu reuses a freed id: its entity sorts after the newer menu's.
        let freed = world.spawn_empty().id();
        world.despawn(freed);
        let older = spawn_menu(world);
        let newer = spawn_menu(world);
        assert!(older > newer, "the test needs the older menu to sort last ({older} vs {newer})");
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ArrowDown);
        app.update();
        assert_eq!(app.world().get::<MenuList>(newer).unwrap().selected, 1, "the newer menu moved");
        assert_eq!(app.world().get::<MenuList>(older).unwrap().selected, 0, "the older one stayed");
    }
}
