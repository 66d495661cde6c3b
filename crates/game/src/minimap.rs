//! The minimap's logic: [`MinimapCanvas`], the whole maze as a small picture (in a fog run,
//! only what the player has seen), and the marks to put on it: the player, the rivals in
//! sight and the cheese once seen. The map on screen, its marks and the box of the part of the
//! maze the window shows are in `minimap_view`.
//!
//! It costs little: the canvas is drawn once, then changed cell by cell as the core reports
//! cells seen. A maze small enough gets two pixels a cell plus the walls between (a
//! `(2W+1)×(2H+1)` picture); a bigger one ([`MAX_FINE_SIDE`]) one pixel a cell, as a
//! locator rather than a picture of walls: a perfect maze has walls equally dense everywhere,
//! so shrunk to a pixel a cell they read as grey noise (the 200² screenshot showed it). Each
//! seen cell is floor (unseen ones stay dark in fog), with a faint line every [`GRID`] cells
//! for scale; the marks and the view box say where things are.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::race::CellSeen;
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};
use crate::maze::{Dir, Maze, Pos};

/// The canvas, kept up to date while a run is on (tested headless).
pub fn logic_plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), start_canvas)
        .add_systems(Update, (reveal_seen, mark_pieces).chain().in_set(PlaySet::Draw).run_if(in_state(InRun)));
}

/// RGBA colours of the map.
const WALL: [u8; 4] = [70, 84, 127, 255];
pub const FLOOR: [u8; 4] = [239, 223, 182, 255];
pub const UNSEEN: [u8; 4] = [27, 30, 43, 255];

/// The widest picture, in pixels, that still draws walls (a 159-cell side).
pub const MAX_FINE_SIDE: u32 = 320;

/// On a map of a pixel a cell, a faint line every this many cells, for scale.
pub const GRID: u32 = 25;

/// What a mark on the map stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Player,
    /// Player two, in a race of two.
    PlayerTwo,
    Rival,
    Cheese,
}

/// The minimap's picture: RGBA, `width × height` pixels, `per_cell` pixels a cell (2: walls
/// drawn between; 1: cells only), and the marks on it.
#[derive(Resource, Clone, Debug)]
pub struct MinimapCanvas {
    pub width: u32,
    pub height: u32,
    pub per_cell: u32,
    pub pixels: Vec<u8>,
    /// The marks, drawn in order (the player's last, over the others).
    pub marks: Vec<(Pos, Mark)>,
    /// Cells drawn so far (all of them without fog).
    drawn: Vec<bool>,
    /// Whether the pixels changed since the image was last copied.
    pub dirty: bool,
}

impl MinimapCanvas {
    pub fn new(maze: &Maze) -> MinimapCanvas {
        let fine = 2 * maze.width().max(maze.height()) < MAX_FINE_SIDE;
        let (width, height, per_cell) =
            if fine { (2 * maze.width() + 1, 2 * maze.height() + 1, 2) } else { (maze.width(), maze.height(), 1) };
        let pixels = UNSEEN.repeat((width * height) as usize);
        MinimapCanvas {
            width,
            height,
            per_cell,
            pixels,
            marks: Vec::new(),
            drawn: vec![false; maze.len()],
            dirty: true,
        }
    }

    /// A picture of the whole of `maze` with its walls, whatever its size (two pixels a cell
    /// plus the walls between): the editor draws a big board as this one image.
    pub fn whole(maze: &Maze) -> MinimapCanvas {
        let (width, height) = (2 * maze.width() + 1, 2 * maze.height() + 1);
        let pixels = UNSEEN.repeat((width * height) as usize);
        let drawn = vec![false; maze.len()];
        let mut canvas = MinimapCanvas { width, height, per_cell: 2, pixels, marks: Vec::new(), drawn, dirty: true };
        for i in 0..maze.len() {
            canvas.draw_cell(maze, maze.pos(i));
        }
        canvas
    }

    /// Draws `pos` again as `maze` has it now (its walls were changed).
    pub fn redraw_cell(&mut self, maze: &Maze, pos: Pos) {
        self.drawn[maze.index(pos)] = false;
        self.draw_cell(maze, pos);
    }

    /// The picture as an image (sampled nearest, as all the game's pixel art).
    pub fn image(&self) -> Image {
        Image::new(
            Extent3d { width: self.width, height: self.height, depth_or_array_layers: 1 },
            TextureDimension::D2,
            self.pixels.clone(),
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
        )
    }

    /// Whether this canvas is the one for `maze`.
    fn fits(&self, maze: &Maze) -> bool {
        self.drawn.len() == maze.len() && *self == MinimapCanvas { pixels: Vec::new(), ..MinimapCanvas::new(maze) }
    }

    /// The colour of pixel (x, y).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let at = ((y * self.width + x) * 4) as usize;
        self.pixels[at..at + 4].try_into().expect("four bytes")
    }

    /// The pixel at the centre of a cell.
    pub fn centre(&self, pos: Pos) -> (u32, u32) {
        let offset = self.per_cell / 2;
        (self.per_cell * pos.x + offset, self.per_cell * pos.y + offset)
    }

    /// The colour at the centre of a cell.
    pub fn cell(&self, pos: Pos) -> [u8; 4] {
        let (x, y) = self.centre(pos);
        self.pixel(x, y)
    }

    fn put(&mut self, x: u32, y: u32, color: [u8; 4]) {
        let at = ((y * self.width + x) * 4) as usize;
        self.pixels[at..at + 4].copy_from_slice(&color);
        self.dirty = true;
    }

    /// Draws a cell once: its floor and, on a fine map, its walls and the corners around it.
    fn draw_cell(&mut self, maze: &Maze, pos: Pos) {
        let index = maze.index(pos);
        if std::mem::replace(&mut self.drawn[index], true) {
            return;
        }
        let (cx, cy) = self.centre(pos);
        if self.per_cell == 1 {
            let on_grid = pos.x.is_multiple_of(GRID) || pos.y.is_multiple_of(GRID);
            self.put(cx, cy, if on_grid { shade(1, 5) } else { FLOOR });
            return;
        }
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
}

/// The colour `walls` parts in `of` of wall: floor for none, wall for all.
fn shade(walls: u32, of: u32) -> [u8; 4] {
    let mix = |floor: u8, wall: u8| ((u32::from(floor) * (of - walls) + u32::from(wall) * walls) / of) as u8;
    [mix(FLOOR[0], WALL[0]), mix(FLOOR[1], WALL[1]), mix(FLOOR[2], WALL[2]), 255]
}

impl PartialEq for MinimapCanvas {
    /// The same shape (size and pixels a cell).
    fn eq(&self, other: &Self) -> bool {
        (self.width, self.height, self.per_cell) == (other.width, other.height, other.per_cell)
    }
}

fn start_canvas(mut commands: Commands, run: Res<CurrentRun>) {
    commands.insert_resource(MinimapCanvas::new(&run.board.maze));
}

/// Draws the cells now visible: all at the start of a run without fog, else the ones seen.
fn reveal_seen(run: Res<CurrentRun>, mut seen: MessageReader<CellSeen>, mut canvas: ResMut<MinimapCanvas>) {
    let maze = &run.board.maze;
    // A run swapped for another maze (tests, scripts) gets a canvas of its own.
    let resized = !canvas.fits(maze);
    if resized {
        *canvas = MinimapCanvas::new(maze);
    }
    if canvas.is_added() || resized {
        for i in 0..maze.len() {
            let pos = maze.pos(i);
            if run.shows(pos) {
                canvas.draw_cell(maze, pos);
            }
        }
    }
    for cell in seen.read() {
        canvas.draw_cell(maze, cell.0);
    }
}

/// The cheese (once seen), the rivals in sight and the player.
fn mark_pieces(run: Res<CurrentRun>, mut canvas: ResMut<MinimapCanvas>) {
    let mut marks: Vec<_> = run.board.goals().iter().filter(|&&g| run.shows(g)).map(|&g| (g, Mark::Cheese)).collect();
    for runner in run.rival_mice() {
        if run.in_view(runner.mouse.cell) {
            marks.push((runner.mouse.cell, Mark::Rival));
        }
    }
    marks.extend(run.mice.get(1).filter(|_| run.players == 2).map(|two| (two.mouse.cell, Mark::PlayerTwo)));
    marks.push((run.player().mouse.cell, Mark::Player));
    if canvas.marks != marks {
        canvas.marks = marks;
    }
}
