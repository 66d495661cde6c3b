//! The minimap: when the board is bigger than the window, a small map in the top-right corner
//! shows the whole maze (in a fog run, only what the player has seen), the player, the
//! rivals and the cheese. M hides and shows it.
//!
//! It costs little: [`MinimapCanvas`] is drawn once, two pixels a cell plus the walls
//! between (a `(2W+1)×(2H+1)` picture), then changed cell by cell (newly seen cells, the
//! pieces' moves); the image on screen is rewritten only in frames where the canvas changed.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

use super::art::GameArt;
use super::board::board_size;
use super::fog::Sight;
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};
use crate::maze::{Dir, Maze, Pos};

/// The canvas, kept up to date while a run is on (tested headless).
pub fn logic_plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), start_canvas)
        .add_systems(Update, (reveal_seen, mark_pieces).chain().in_set(PlaySet::Draw).run_if(in_state(InRun)));
}

/// The map on screen.
pub fn plugin(app: &mut App) {
    app.init_resource::<MinimapShown>()
        .add_systems(OnEnter(Screen::Playing), spawn_minimap)
        .add_systems(Update, toggle_minimap.in_set(PlaySet::Keys).run_if(in_state(Screen::Playing)))
        .add_systems(Update, show_minimap.in_set(PlaySet::Present).run_if(in_state(InRun)));
}

/// RGBA colours of the map.
const WALL: [u8; 4] = [70, 84, 127, 255];
const FLOOR: [u8; 4] = [239, 223, 182, 255];
const UNSEEN: [u8; 4] = [27, 30, 43, 255];
pub const PLAYER_MARK: [u8; 4] = [40, 200, 190, 255];
pub const RIVAL_MARK: [u8; 4] = [230, 70, 60, 255];
pub const CHEESE_MARK: [u8; 4] = [255, 200, 40, 255];

/// The minimap's picture: RGBA, `(2W+1)×(2H+1)` pixels; cell (x, y) is pixel (2x+1, 2y+1).
#[derive(Resource, Clone, Debug)]
pub struct MinimapCanvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
    /// Cells drawn so far (all of them without fog).
    drawn: Vec<bool>,
    /// The cells marked now, to unmark.
    marked: Vec<Pos>,
    /// Whether the pixels changed since the image was last copied.
    pub dirty: bool,
}

impl MinimapCanvas {
    fn new(maze: &Maze) -> MinimapCanvas {
        let (width, height) = (2 * maze.width() + 1, 2 * maze.height() + 1);
        let pixels = UNSEEN.repeat((width * height) as usize);
        MinimapCanvas { width, height, pixels, drawn: vec![false; maze.len()], marked: Vec::new(), dirty: true }
    }

    /// The colour of pixel (x, y).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let at = ((y * self.width + x) * 4) as usize;
        self.pixels[at..at + 4].try_into().expect("four bytes")
    }

    /// The colour at the centre of a cell.
    pub fn cell(&self, pos: Pos) -> [u8; 4] {
        self.pixel(2 * pos.x + 1, 2 * pos.y + 1)
    }

    fn put(&mut self, x: u32, y: u32, color: [u8; 4]) {
        let at = ((y * self.width + x) * 4) as usize;
        self.pixels[at..at + 4].copy_from_slice(&color);
        self.dirty = true;
    }

    /// Draws a cell once: its floor, its walls and the corners around it.
    fn draw_cell(&mut self, maze: &Maze, pos: Pos) {
        let index = maze.index(pos);
        if !std::mem::replace(&mut self.drawn[index], true) {
            self.paint_cell(maze, pos);
        }
    }

    /// Paints a cell's 3×3 pixels as the maze has them.
    fn paint_cell(&mut self, maze: &Maze, pos: Pos) {
        let (cx, cy) = (2 * pos.x + 1, 2 * pos.y + 1);
        self.put(cx, cy, FLOOR);
        for dir in Dir::ALL {
            let (dx, dy) = dir.delta();
            let side = if maze.is_open(pos, dir) { FLOOR } else { WALL };
            self.put(cx.wrapping_add_signed(dx), cy.wrapping_add_signed(dy), side);
        }
        for (dx, dy) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] {
            self.put(cx.wrapping_add_signed(dx), cy.wrapping_add_signed(dy), WALL);
        }
    }

    /// Moves the marks to `marks` (cell, colour), each a 3×3 block over its cell; the
    /// cells left get their own pixels back.
    fn mark(&mut self, maze: &Maze, marks: &[(Pos, [u8; 4])]) {
        if self.marked.len() == marks.len() && self.marked.iter().zip(marks).all(|(a, (b, _))| a == b) {
            return;
        }
        for pos in std::mem::take(&mut self.marked) {
            if !maze.contains(pos) {
                continue;
            }
            if self.drawn[maze.index(pos)] {
                self.paint_cell(maze, pos);
            } else {
                self.fill_block(pos, UNSEEN);
            }
        }
        for &(pos, color) in marks {
            self.fill_block(pos, color);
            self.marked.push(pos);
        }
    }

    fn fill_block(&mut self, pos: Pos, color: [u8; 4]) {
        for y in 2 * pos.y..=2 * pos.y + 2 {
            for x in 2 * pos.x..=2 * pos.x + 2 {
                self.put(x, y, color);
            }
        }
    }
}

fn start_canvas(mut commands: Commands, run: Res<CurrentRun>) {
    let maze = &run.board.maze;
    commands.insert_resource(MinimapCanvas::new(maze));
}

/// Draws the cells now visible: all at the start of a run without fog, else the ones seen.
fn reveal_seen(run: Res<CurrentRun>, sight: Option<Res<Sight>>, mut canvas: ResMut<MinimapCanvas>) {
    let maze = &run.board.maze;
    let fog = sight.as_ref().and_then(|s| s.0.as_ref());
    // A run swapped for another maze (tests, scripts) gets a canvas of its own.
    let resized = (canvas.width, canvas.height) != (2 * maze.width() + 1, 2 * maze.height() + 1);
    if resized {
        *canvas = MinimapCanvas::new(maze);
    }
    if canvas.is_added() || resized {
        for i in 0..maze.len() {
            let pos = maze.pos(i);
            if fog.is_none_or(|f| f.seen(pos)) {
                canvas.draw_cell(maze, pos);
            }
        }
    } else if let Some(fog) = fog.filter(|_| sight.as_ref().is_some_and(|s| s.is_changed())) {
        for &pos in fog.sight() {
            canvas.draw_cell(maze, pos);
        }
    }
}

/// The cheese (once seen), the rivals in sight and the player on the map.
fn mark_pieces(run: Res<CurrentRun>, sight: Option<Res<Sight>>, mut canvas: ResMut<MinimapCanvas>) {
    let fog = sight.as_ref().and_then(|s| s.0.as_ref());
    // Drawn in order: the player's mark goes over the others.
    let mut marks = Vec::new();
    if fog.is_none_or(|f| f.seen(run.board.goal)) {
        marks.push((run.board.goal, CHEESE_MARK));
    }
    for runner in &run.mice[1..] {
        if fog.is_none_or(|f| f.in_sight(runner.mouse.cell)) {
            marks.push((runner.mouse.cell, RIVAL_MARK));
        }
    }
    marks.push((run.player().mouse.cell, PLAYER_MARK));
    canvas.mark(&run.board.maze, &marks);
}

/// Whether the minimap is wanted (M).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinimapShown(pub bool);

impl Default for MinimapShown {
    fn default() -> Self {
        MinimapShown(true)
    }
}

fn toggle_minimap(actions: Res<super::input::Actions>, mut shown: ResMut<MinimapShown>) {
    if actions.just(super::input::Act::Map) {
        shown.0 = !shown.0;
    }
}

/// The widest the map is drawn on screen, in pixels.
const MAX_SIDE: f32 = 320.0;

#[derive(Component)]
struct Minimap(Handle<Image>);

fn spawn_minimap(mut commands: Commands, run: Res<CurrentRun>, mut images: ResMut<Assets<Image>>) {
    let maze = &run.board.maze;
    let (width, height) = (2 * maze.width() + 1, 2 * maze.height() + 1);
    let image = Image::new_fill(
        Extent3d { width, height, depth_or_array_layers: 1 },
        TextureDimension::D2,
        &UNSEEN,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    );
    let handle = images.add(image);
    // A whole number of screen pixels a map pixel when it fits, else shrunk to fit.
    let (w, h) = (width as f32, height as f32);
    let zoom = if w.max(h) <= MAX_SIDE { (MAX_SIDE / w.max(h)).floor().min(2.0) } else { MAX_SIDE / w.max(h) };
    commands.spawn((
        Name::new("Minimap"),
        Minimap(handle.clone()),
        ImageNode::new(handle),
        Node {
            position_type: PositionType::Absolute,
            top: px(super::camera::HUD_MARGIN + 8.0),
            right: px(12),
            width: px(w * zoom),
            height: px(h * zoom),
            border: UiRect::all(px(3)),
            ..default()
        },
        BorderColor::all(GameArt::ACCENT),
        Visibility::Hidden,
        DespawnOnExit(InRun),
    ));
}

/// Shown when wanted and the board does not fit in the window; the image is rewritten from
/// the canvas when the canvas changed.
fn show_minimap(
    shown: Res<MinimapShown>,
    run: Res<CurrentRun>,
    mut canvas: ResMut<MinimapCanvas>,
    mut images: ResMut<Assets<Image>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<&Projection, With<Camera2d>>,
    mut minimap: Query<(&Minimap, &mut Visibility)>,
) {
    let Ok((map, mut visibility)) = minimap.single_mut() else { return };
    let scale = match *camera {
        Projection::Orthographic(ortho) => ortho.scale,
        _ => 1.0,
    };
    let seen = window.size() * scale;
    let too_big = board_size(&run.board.maze).cmpgt(seen).any();
    let wanted = shown.0 && too_big;
    visibility.set_if_neq(if wanted { Visibility::Inherited } else { Visibility::Hidden });
    if !wanted || !canvas.dirty {
        return;
    }
    if let Some(mut image) = images.get_mut(&map.0) {
        image.data = Some(canvas.pixels.clone());
        canvas.dirty = false;
    }
}
