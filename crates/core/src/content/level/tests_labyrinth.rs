//! Unit tests of labyrinth levels (`Generated(…, unicursal: true)`): the recipe's perfect maze
//! made one path, its ends the start and the cheese, old files read as before, and what a
//! labyrinth cannot hold refused at its field.

use super::*;
use crate::maze::unicursal::{ENDS, labyrinth};
use crate::maze::{Algorithm, Solver};

/// A level file: `Generated(…)` with `fields` inside it (after the seed), then `more` fields.
fn file(fields: &str, more: &str) -> String {
    format!(
        "(\n    name: \"L\",\n    maze: Generated(\n        algorithm: \"kruskal\",\n        width: 7,\n        height: 5,\n        \
         seed: 9,\n{fields}    ),\n{more})\n"
    )
}

/// The 1-based line and column of the value of the first `field:` in `text`.
fn value_of(text: &str, field: &str) -> Location {
    let at = text.find(&format!("{field}:")).unwrap() + field.len() + 2;
    let line = text[..at].matches('\n').count() + 1;
    let column = text[..at].rsplit('\n').next().unwrap().chars().count() + 1;
    Location { line, column }
}

#[test]
fn a_unicursal_level_is_its_recipes_labyrinth_from_one_end_to_the_other() {
    let level = Level::from_ron(&file("        unicursal: true,\n", ""), "l.ron").unwrap();
    let built = level.build().unwrap();
    let maze = &built.board.maze;
    assert_eq!(*maze, labyrinth(&Algorithm::Kruskal.generate(7, 5, 9).unwrap()).unwrap());
    assert_eq!((built.board.start, built.board.goal), ENDS);
    // One path through every cell: the route from the start to the cheese visits them all.
    assert_eq!(built.shortest_moves, maze.len() - 1);
    let route = Solver::Bfs.solve(maze, ENDS.0, ENDS.1).unwrap().path;
    assert_eq!(route.len(), maze.len());
    assert!(summary::summary(&level, &built).starts_with("14x10 labyrinth of a kruskal"));

    // Written with serde and read back, it is the same level; a plain one never says unicursal.
    let text = ron::ser::to_string_pretty(&level, ron::ser::PrettyConfig::default()).unwrap();
    assert!(text.contains("unicursal: true"), "{text}");
    assert_eq!(Level::from_ron(&text, "again.ron").unwrap(), level);
    let plain = Level::from_ron(&file("", ""), "p.ron").unwrap();
    let written = ron::ser::to_string_pretty(&plain, ron::ser::PrettyConfig::default()).unwrap();
    assert!(!written.contains("unicursal"), "{written}");
    assert_eq!(Level::from_ron(&file("        unicursal: false,\n", ""), "f.ron").unwrap(), plain);
    assert_eq!(plain.build().unwrap().board.maze, Algorithm::Kruskal.generate(7, 5, 9).unwrap());
}

#[test]
fn the_level_may_place_a_labyrinths_start_and_cheese_elsewhere() {
    let text = file("        unicursal: true,\n", "    start: (x: 13, y: 9),\n    cheese: (x: 5, y: 5),\n");
    let built = Level::from_ron(&text, "l.ron").unwrap().build().unwrap();
    assert_eq!((built.board.start, built.board.goal), (Pos::new(13, 9), Pos::new(5, 5)));
    assert!(built.shortest_moves < built.board.maze.len() - 1);
}

#[test]
fn braid_doors_and_sides_too_big_are_refused_at_their_field() {
    let cases = [
        ("        braid: 0.2,\n        unicursal: true,\n", "braid", "leave out braid (or unicursal)"),
        ("        doors: 3,\n        unicursal: true,\n", "doors", "leave out doors (or unicursal)"),
    ];
    for (fields, field, expected) in cases {
        let text = file(fields, "");
        let err = Level::from_ron(&text, "l.ron").unwrap_err();
        assert_eq!(err.location, Some(value_of(&text, field)), "{err}");
        assert!(err.message.contains("a labyrinth (unicursal: true) is one path") && err.message.contains(expected));
    }
    let wide = file("        unicursal: true,\n", "").replace("width: 7", "width: 101");
    let err = Level::from_ron(&wide, "w.ron").unwrap_err();
    assert_eq!(err.location, Some(value_of(&wide, "width")), "{err}");
    let allowed = format!("allowed {}..={} with unicursal", PLAY_SIDES.start(), PLAY_SIDES.end() / 2);
    assert!(err.message.contains("202 cells a side") && err.message.contains(&allowed), "{err}");
    let tall = file("        unicursal: true,\n", "").replace("height: 5", "height: 100");
    assert_eq!(Level::from_ron(&tall, "t.ron").unwrap().build().unwrap().board.maze.height(), 200);
    let err = Level::from_ron(&file("        unicursal: 1,\n", ""), "u.ron").unwrap_err();
    assert_eq!(err.location.map(|l| l.line), Some(value_of(&file("        unicursal: 1,\n", ""), "unicursal").line));
}
