//! The exporters: PNG pixels where the options put them, SVG that stays a few paths however
//! big the maze, and ASCII that reads back into the same maze.

use mousemaze_maze::export::svg::{Page, Svg, SvgOptions};
use mousemaze_maze::export::{Marks, Palette, Style, ascii, png};
use mousemaze_maze::{Algorithm, Dir, Maze, MazeRng, Pos, Solver, braid};

fn solved(algorithm: Algorithm, w: u32, h: u32, seed: u64) -> (Maze, Vec<Pos>) {
    let maze = algorithm.generate(w, h, seed).unwrap();
    let (start, goal) = maze.corners();
    let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
    (maze, path)
}

#[test]
fn png_pixels_are_where_the_options_put_them() {
    let (maze, path) = solved(Algorithm::Prim, 9, 6, 4);
    let (cell, wall, margin) = (10u32, 2u32, 3u32);
    let style = Style { cell_size: Some(cell), wall: Some(wall), margin: Some(margin), palette: Palette::default() };
    let mut bytes = Vec::new();
    png::write(&maze, Some(&path), &style, &mut bytes).unwrap();
    let image = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).unwrap().to_rgb8();
    assert_eq!(image.dimensions(), (2 * margin + 9 * cell + wall, 2 * margin + 6 * cell + wall));

    let colors = Palette::default();
    let at = |x: u32, y: u32| image.get_pixel(x, y).0;
    // Lines and centres in pixels: wall line k starts at margin + k·cell; a corridor's middle
    // is half a floor past its wall.
    let line = |k: u32| margin + k * cell;
    let middle = |k: u32| line(k) + wall + (cell - wall) / 2;
    assert_eq!(at(0, 0), colors.floor.0, "the margin");
    let on_path: Vec<Pos> = path[1..path.len() - 1].to_vec();
    for y in 0..6 {
        for x in 0..9 {
            let pos = Pos::new(x, y);
            assert_eq!(at(line(x), line(y)), colors.wall.0, "post at {pos}");
            let expected = if pos == path[0] {
                colors.start
            } else if pos == *path.last().unwrap() {
                colors.goal
            } else if on_path.contains(&pos) {
                colors.path
            } else {
                colors.floor
            };
            assert_eq!(at(middle(x), middle(y)), expected.0, "centre of {pos}");
            // The north and west walls, sampled mid-wall, where the path (if any) is not.
            let walls = [(Dir::N, (middle(x) + 3, line(y))), (Dir::W, (line(x), middle(y) + 3))];
            for (dir, (px, py)) in walls {
                let want = if maze.is_open(pos, dir) { colors.floor } else { colors.wall };
                assert_eq!(at(px, py), want.0, "{dir:?} wall of {pos}");
            }
        }
    }
    // The path crosses the open wall between consecutive cells, through its middle.
    for pair in path.windows(2) {
        let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
        let (px, py) = if a.y == b.y { (line(b.x), middle(b.y)) } else { (middle(b.x), line(b.y)) };
        assert_eq!(at(px, py), colors.path.0, "path between {a} and {b}");
    }
    let rendered = png::render(&maze, Some(&path), &style).unwrap();
    assert_eq!(rendered.dimensions(), image.dimensions());
    assert_eq!(rendered.as_bytes(), image.as_raw(), "render and write agree");
}

#[test]
fn png_rejects_sizes_that_do_not_fit() {
    let maze = Maze::new(3, 3).unwrap();
    let bad = Style { cell_size: Some(5), wall: Some(5), ..Style::default() };
    let err = png::write(&maze, None, &bad, Vec::new()).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
    assert!(err.to_string().contains("allowed 1..=4"), "{err}");
}

/// The elements of a document by name, checking that every tag opened is closed, in order.
fn balanced_tags(doc: &str) -> Vec<String> {
    let mut open = Vec::new();
    let mut names = Vec::new();
    for tag in doc.split('<').skip(1) {
        let tag = &tag[..tag.find('>').expect("every tag ends")];
        if tag.starts_with('?') {
            continue;
        }
        let name: String = tag.trim_start_matches('/').chars().take_while(|c| c.is_alphanumeric()).collect();
        if tag.starts_with('/') {
            assert_eq!(open.pop().as_ref(), Some(&name), "closing {name}");
            continue;
        }
        if !tag.ends_with('/') {
            open.push(name.clone());
        }
        names.push(name);
    }
    assert!(open.is_empty(), "unclosed: {open:?}");
    names
}

fn view_box(doc: &str) -> [f64; 4] {
    let start = doc.find("viewBox=\"").unwrap() + 9;
    let numbers: Vec<f64> = doc[start..].split('"').next().unwrap().split(' ').map(|n| n.parse().unwrap()).collect();
    numbers.try_into().unwrap()
}

#[test]
fn svg_has_the_same_few_paths_whatever_the_size() {
    let count = |w, h| {
        let (maze, path) = solved(Algorithm::Kruskal, w, h, 8);
        let doc = Svg::new(&maze, &SvgOptions::default()).unwrap().marks(Marks::path(&path)).render();
        assert!(doc.starts_with("<?xml") && doc.trim_end().ends_with("</svg>"));
        let names = balanced_tags(&doc);
        assert_eq!(names.iter().filter(|n| *n == "svg").count(), 1);
        assert_eq!(names.iter().filter(|n| *n == "circle").count(), 2, "start and goal");
        doc.matches("<path").count()
    };
    assert_eq!(count(10, 10), 3);
    assert_eq!(count(60, 60), 3);
    assert_eq!(count(200, 3), 3);
}

#[test]
fn svg_fits_a4_or_takes_pixels() {
    let (cell, wall, margin) = (10.0, 2.0, 5.0);
    for (w, h, page_w, page_h) in [(40, 25, 297.0, 210.0), (25, 40, 210.0, 297.0), (1, 1, 210.0, 297.0)] {
        let maze = Algorithm::Backtracker.generate(w, h, 1).unwrap();
        let style = Style { cell_size: Some(10), wall: Some(2), margin: Some(5), ..Style::default() };
        let doc = Svg::new(&maze, &SvgOptions { style, page: Page::A4 }).unwrap().render();
        assert!(doc.contains(&format!(r#"width="{page_w}mm" height="{page_h}mm""#)), "{w}×{h}");
        let [x, y, vw, vh] = view_box(&doc);
        assert!((vw / vh - page_w / page_h).abs() < 1e-3, "{w}×{h}: the page's shape");
        // The drawing (maze, outer walls, margin) is inside the page, centred.
        let (draw_w, draw_h) = (f64::from(w) * cell + wall + 2.0 * margin, f64::from(h) * cell + wall + 2.0 * margin);
        let (left, top) = (-wall / 2.0 - margin, -wall / 2.0 - margin);
        assert!(x < left && y < top && x + vw > left + draw_w && y + vh > top + draw_h, "{w}×{h}");
        assert!((left - x - (x + vw - left - draw_w)).abs() < 0.01, "{w}×{h}: centred across");

        let doc = Svg::new(&maze, &SvgOptions { style, page: Page::Pixels }).unwrap().render();
        assert_eq!(view_box(&doc), [left, top, draw_w, draw_h]);
        assert!(doc.contains(&format!(r#"width="{draw_w}" height="{draw_h}""#)), "{w}×{h}");
    }
}

#[test]
fn ascii_reads_back_what_generate_prints() {
    for algorithm in Algorithm::ALL {
        for (w, h) in [(1, 1), (1, 7), (7, 1), (12, 9), (31, 4)] {
            for seed in 0..5 {
                let (mut maze, path) = solved(algorithm, w, h, seed);
                assert_eq!(ascii::parse(&ascii::render(&maze, None)), Ok(maze.clone()), "{algorithm} {w}×{h}");
                assert_eq!(ascii::parse(&ascii::render(&maze, Some(&path))), Ok(maze.clone()), "with its path");
                braid(&mut maze, 0.5, &mut MazeRng::new(seed));
                let crlf = ascii::render(&maze, None).replace('\n', "\r\n") + "\r\n";
                assert_eq!(ascii::parse(&crlf), Ok(maze), "{algorithm} {w}×{h} braided, CRLF");
            }
        }
    }
}

#[test]
fn ascii_errors_say_where() {
    let good = ascii::render(&Algorithm::Backtracker.generate(3, 2, 1).unwrap(), None);
    let cases: [(String, &str); 9] = [
        (String::new(), "line 1, column 1: no maze here"),
        ("+--+\n|  |\n+--+\n".into(), "line 1, column 1: the top wall"),
        (good.lines().take(4).collect::<Vec<_>>().join("\n"), "line 4, column 1: a maze has 2·height + 1 lines"),
        (good.replacen("|", " ", 1), "line 2, column 1: ' ' is not allowed in the border"),
        (good.replacen("+---", "+-x-", 1), "line 1, column 3: 'x' is not allowed in the border"),
        (
            good.replacen("+   +", "+ - +", 1),
            "line 3, column 3: '-' is not allowed in a wall: allowed '---', '   ', ' * ' or ' D '",
        ),
        (good.replacen("\n|", "\n|  é", 1), "line 2, column 4: 'é' is not allowed"),
        (good.replacen("|\n", "|  \n", 1), "line 2, column 14: blanks after the maze's east border"),
        (
            good.replacen("|\n", "|  |\n", 1),
            "line 2, column 14: every line is 13 characters long, like the first; this one is 16",
        ),
    ];
    for (text, expected) in cases {
        let err = ascii::parse(&text).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{text:?}: {err}");
    }
}
