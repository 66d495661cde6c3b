//! The PNG's size is known from the shape alone, before a maze is made, and is the size the
//! renderer draws: the pixel limit is checked on the pixels the image will have.

use super::png;
use crate::Algorithm;
use crate::export::Style;
use crate::shape::generate::generate;
use crate::shape::{Graph, Shape};

#[test]
fn a_png_over_the_pixel_limit_is_refused_by_the_pixels_it_would_have() {
    // A 1×1 hex maze drawn 9972 × 10028.0016 units: 10029 rows of whole pixels, so
    // 100009188 pixels, over the limit of 100000000 (the units multiplied were under it).
    let maze = generate(Graph::new(Shape::Hex { width: 1, height: 1 }).unwrap(), Algorithm::Backtracker, 1).unwrap();
    let style = Style { cell_size: Some(362), margin: Some(4805), ..Style::default() };
    let err = png::drawing(&maze, &style).err().expect("refused").to_string();
    assert!(err.contains("9972×10029 PNG"), "{err}");
}

#[test]
fn the_size_known_from_the_shape_is_the_size_drawn() {
    let masked = |hex: bool| {
        let mask = crate::shape::Mask::from_text("m.txt", ".##\n###\n#.#\n").unwrap();
        let base = if hex { Shape::Hex { width: 0, height: 0 } } else { Shape::Square { width: 0, height: 0 } };
        Graph::masked(base, &mask).unwrap()
    };
    let graphs = [
        Graph::new(Shape::Square { width: 9, height: 7 }).unwrap(),
        Graph::new(Shape::Hex { width: 11, height: 8 }).unwrap(),
        Graph::new(Shape::Hex { width: 5, height: 1 }).unwrap(),
        Graph::new(Shape::Hexagon { radius: 5 }).unwrap(),
        Graph::new(Shape::Triangle { width: 13, height: 6 }).unwrap(),
        Graph::new(Shape::Polar { rings: 7 }).unwrap(),
        masked(false),
        masked(true),
    ];
    let styles = [Style::default(), Style { cell_size: Some(7), wall: Some(2), margin: Some(3), ..Style::default() }];
    for graph in graphs {
        let shape = graph.shape();
        let maze = generate(graph, Algorithm::Backtracker, 3).unwrap();
        for style in &styles {
            let fit = png::fit(shape, style).unwrap();
            let drawing = png::drawing(&maze, style).unwrap();
            let (width, height, pixels) = drawing.render();
            assert_eq!((fit.width, fit.height), (width, height), "{shape}, {style:?}");
            assert_eq!(pixels.len(), 3 * width as usize * height as usize);
            let mut bytes = Vec::new();
            drawing.write_png(&mut bytes).unwrap();
            let info = ::png::Decoder::new(std::io::Cursor::new(&bytes)).read_info().unwrap().info().clone();
            assert_eq!((info.width, info.height), (width, height), "{shape}: the PNG written");
            let size = super::size_of(shape, style, fit.cell).unwrap();
            assert_eq!(size, drawing.size(), "{shape}: the SVG's size too");
        }
    }
}

#[test]
fn a_shape_too_big_to_draw_is_refused_before_its_maze_is_made() {
    // 200930779 cells, 32004×32004 pixels even at the smallest cell size: no maze needed.
    let err = png::fit(Shape::Polar { rings: 8_000 }, &Style::default()).unwrap_err().to_string();
    assert_eq!(
        err,
        "a polar maze of 8000 rings is a 32004×32004 PNG even at the smallest cell size (2), over the limit of \
         100000000 pixels: make it smaller, or write SVG"
    );
    let big = Style { cell_size: Some(50), ..Style::default() };
    let err = png::fit(Shape::Hexagon { radius: 200 }, &big).unwrap_err().to_string();
    assert!(err.starts_with("a hexagon of radius 200 at cell size 50 is a "), "{err}");
    let fit = png::fit(Shape::Triangle { width: 4000, height: 4000 }, &Style::default()).unwrap();
    assert!(fit.cell < 16 && u64::from(fit.width) * u64::from(fit.height) <= png::MAX_PIXELS, "{fit:?}");
}
