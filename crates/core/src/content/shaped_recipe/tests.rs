//! The recipe's text read back for every shape, its errors, and what it makes (doors,
//! weaves, symmetries) or refuses.

use super::*;

#[test]
fn the_text_reads_back_for_every_shape_and_bad_text_says_what_is_wrong() {
    let shapes = [
        Shape::Hex { width: 21, height: 15 },
        Shape::Hexagon { radius: 6 },
        Shape::Triangle { width: 41, height: 16 },
        Shape::Polar { rings: 9 },
        Shape::Square { width: 7, height: 5 },
        Shape::Upsilon { width: 15, height: 11 },
        Shape::Floors { width: 7, height: 6, floors: 3 },
        Shape::Wrapped { width: 16, height: 11, wrap: crate::maze::shape::Wrap::XY },
        Shape::Wrapped { width: 12, height: 8, wrap: crate::maze::shape::Wrap::X },
        Shape::Zeta { width: 10, height: 8 },
    ];
    for (i, shape) in shapes.into_iter().enumerate() {
        for doors in [DoorAmount::NONE, DoorAmount::Count(4), DoorAmount::Share(0.05), DoorAmount::Share(1.0)] {
            let recipe = ShapedRecipe {
                shape,
                algorithm: Algorithm::Wilson,
                seed: i as u64,
                braid: 0.15,
                doors,
                weave: 0.0,
                symmetry: None,
            };
            assert_eq!(recipe.to_string().parse(), Ok(recipe), "{recipe}");
            let mirrored = ShapedRecipe { symmetry: Some(Symmetry::ALL[i % 4]), ..recipe };
            assert_eq!(mirrored.to_string().parse(), Ok(mirrored), "{mirrored}");
        }
    }
    for weave in [0.25, 1.0] {
        let woven = ShapedRecipe {
            shape: Shape::Square { width: 12, height: 9 },
            algorithm: Algorithm::Kruskal,
            seed: 3,
            braid: 0.0,
            doors: DoorAmount::NONE,
            weave,
            symmetry: None,
        };
        assert!(woven.to_string().starts_with("weave-"), "{woven}");
        assert_eq!(woven.to_string().parse(), Ok(woven), "{woven}");
    }
    let cases = [
        ("hex-21x15:prim:7", "write it shape:algorithm:seed:braid:doors"),
        ("spiral-3:prim:7:0:0", "the shape is hex-WxH, hexagon-R, triangle-WxH, circle-R, square-WxH, weave-S-WxH"),
        ("floors-7x6:prim:7:0:0", "the shape is"),
        ("floors-7x6x3x2:prim:7:0:0", "the shape is"),
        ("wrap-z-7x6:prim:7:0:0", "the shape is"),
        ("weave-2-7x6:prim:7:0:0", "the shape is"),
        ("square-7x6:prim:7:0:0:z", "the symmetry is x, y, xy or radial"),
        ("square-7x6:prim:7:0:0:x:y", "write it shape:algorithm:seed:braid:doors"),
        ("weave-0-7x6:prim:7:0:0", "the shape is"),
        ("hex-21:prim:7:0:0", "the shape is"),
        ("hex-21x15:spiral:7:0:0", "unknown algorithm 'spiral'"),
        ("hex-21x15:prim:-7:0:0", "the seed is a whole number"),
        ("hex-21x15:prim:7:1.5:0", "the braid is a share 0..=1"),
        ("hex-21x15:prim:7:NaN:0", "the braid is a share 0..=1"),
        ("hex-21x15:prim:7:0:lots", "'lots' is not a number of doors"),
    ];
    for (text, expected) in cases {
        let err = text.parse::<ShapedRecipe>().unwrap_err().to_string();
        assert!(err.starts_with(&format!("'{text}' is not a shaped maze: {expected}")), "{err}");
    }
}

#[test]
fn a_board_that_cannot_be_made_is_a_typed_error_not_a_panic() {
    let recipe = ShapedRecipe {
        shape: Shape::Hex { width: 5, height: 4 },
        algorithm: Algorithm::Backtracker,
        seed: 1,
        braid: 0.0,
        doors: DoorAmount::Count(3),
        weave: 0.0,
        symmetry: None,
    };
    let board = recipe.board().unwrap();
    assert_eq!(board.door_count(), 3);
    let route = crate::maze::shape::solve::solve(&board.maze, crate::maze::Solver::Bfs, board.start, board.goal);
    assert!(route.is_ok());
    let eller = ShapedRecipe { algorithm: Algorithm::Eller, ..recipe };
    assert!(matches!(eller.board(), Err(ShapedRecipeError::Maze(_))));
    let crowded = ShapedRecipe { doors: DoorAmount::Count(1000), ..recipe };
    assert!(matches!(crowded.board(), Err(ShapedRecipeError::Doors(_))));
    let woven_doors = ShapedRecipe { shape: Shape::Square { width: 9, height: 7 }, weave: 0.5, ..recipe };
    assert_eq!(woven_doors.board().unwrap_err(), ShapedRecipeError::WovenDoors);
    let woven_hex = ShapedRecipe { weave: 0.5, doors: DoorAmount::NONE, ..recipe };
    assert!(woven_hex.board().unwrap_err().to_string().contains("square grids only"));
    let nothing = ShapedRecipe { shape: Shape::Hex { width: 0, height: 4 }, ..recipe };
    assert!(nothing.run(1, 6.5, &[]).unwrap_err().to_string().contains("width 0 is out of range"));
}

#[test]
fn a_symmetric_recipe_makes_a_mirrored_maze_and_refuses_what_does_not_fit() {
    let square = ShapedRecipe {
        shape: Shape::Square { width: 12, height: 9 },
        algorithm: Algorithm::Prim,
        seed: 5,
        braid: 0.0,
        doors: DoorAmount::NONE,
        weave: 0.0,
        symmetry: Some(Symmetry::X),
    };
    let maze = square.maze().unwrap();
    let mirror = |cell: u32| (cell / 12) * 12 + 11 - cell % 12;
    for cell in 0..maze.len() as u32 {
        for (slot, &next) in maze.graph().neighbours(cell).iter().enumerate() {
            if maze.is_open(cell, slot) {
                let back = maze.graph().slot_of(mirror(cell), mirror(next)).unwrap();
                assert!(maze.is_open(mirror(cell), back), "{cell}-{next} mirrored");
            }
        }
    }
    assert_ne!(maze, ShapedRecipe { symmetry: None, ..square }.maze().unwrap());
    let circle = ShapedRecipe { shape: Shape::Polar { rings: 8 }, symmetry: Some(Symmetry::Radial), ..square };
    assert!(circle.board().is_ok());
    let hex = ShapedRecipe { shape: Shape::Hex { width: 8, height: 6 }, ..square };
    assert!(matches!(hex.board(), Err(ShapedRecipeError::Maze(MakeMazeError::Symmetry(_)))));
    let braided = ShapedRecipe { braid: 0.2, ..square };
    assert!(braided.maze().is_err(), "a symmetry is not braided");
    let woven = ShapedRecipe { weave: 0.5, ..square };
    assert!(woven.maze().unwrap_err().to_string().contains("a weave is not made symmetric"));
}
