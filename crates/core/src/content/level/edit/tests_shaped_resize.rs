//! Resizing a shaped draft: each shape's cell mapping, what a resize keeps and moves, the
//! round trip back to the first size, undo, and what is refused.

use super::shaped_resize::cell_map;
use super::{Draft, Edit, EditError, ShapedContent, ShapedDraft, ShapedEdit};
use crate::content::level::shaped::LevelShape;
use crate::maze::Pos;
use crate::maze::doors::CellDoor;
use crate::maze::shape::{Graph, NONE, ring_sizes};

fn graph(shape: LevelShape) -> Graph {
    Graph::new(shape.shape()).unwrap()
}

/// The centre of a hexagon: the middle cell, its numbering being symmetric.
fn centre(graph: &Graph) -> u32 {
    graph.len() as u32 / 2
}

/// Checks `cell_map` from `small` to `big` and back: one to one, the smaller shape's cells all
/// kept, each in its place, and kept neighbours still neighbours through the same slot.
fn check_mapping(small: LevelShape, big: LevelShape) {
    for (from, to) in [(small, big), (big, small)] {
        let (old, new) = (graph(from), graph(to));
        let map = cell_map(&old, &new);
        assert_eq!(map.len(), old.len());
        let mut hit = vec![false; new.len()];
        for &cell in map.iter().flatten() {
            assert!(!std::mem::replace(&mut hit[cell as usize], true), "{from:?} → {to:?}: cell {cell} twice");
        }
        let kept = hit.iter().filter(|&&h| h).count();
        assert_eq!(kept, graph(small).len(), "{from:?} → {to:?}: the smaller shape's cells are the kept ones");
        for (cell, at) in map.iter().enumerate().filter_map(|(c, at)| Some((c as u32, (*at)?))) {
            match from {
                LevelShape::Hexagon { .. } => {
                    let steps = |g: &Graph, c: u32| g.hex_steps(c, centre(g));
                    assert_eq!(steps(&new, at), steps(&old, cell), "{from:?} → {to:?}: cell {cell}");
                }
                _ => assert_eq!(
                    (new.place(at), new.floor(at)),
                    (old.place(cell), old.floor(cell)),
                    "{from:?} → {to:?}: cell {cell} keeps its column and row (ring and place)"
                ),
            }
            for (slot, next) in old.neighbours(cell).into_iter().enumerate().filter(|(_, n)| *n != NONE) {
                let Some(there) = map[next as usize] else { continue };
                if old.is_seam(cell, slot) || new.is_seam(at, slot) {
                    continue;
                }
                assert_eq!(new.neighbours(at)[slot], there, "{from:?} → {to:?}: cell {cell} slot {slot}");
            }
        }
        if let LevelShape::Hexagon { .. } = from {
            assert_eq!(map[centre(&old) as usize], Some(centre(&new)), "a hexagon grows round its centre");
        }
    }
}

#[test]
fn each_shapes_cells_keep_their_places() {
    let pairs = [
        (LevelShape::Hex { width: 4, height: 3 }, LevelShape::Hex { width: 7, height: 6 }),
        (LevelShape::Hexagon { radius: 2 }, LevelShape::Hexagon { radius: 3 }),
        (LevelShape::Hexagon { radius: 3 }, LevelShape::Hexagon { radius: 6 }),
        (LevelShape::Triangle { width: 5, height: 3 }, LevelShape::Triangle { width: 8, height: 6 }),
        (LevelShape::Polar { rings: 3 }, LevelShape::Polar { rings: 9 }),
        (LevelShape::Upsilon { width: 3, height: 4 }, LevelShape::Upsilon { width: 6, height: 5 }),
        (LevelShape::Zeta { width: 3, height: 3 }, LevelShape::Zeta { width: 5, height: 4 }),
        (LevelShape::Torus { width: 3, height: 4 }, LevelShape::Torus { width: 6, height: 5 }),
        (LevelShape::Floors { width: 3, height: 2, floors: 2 }, LevelShape::Floors { width: 4, height: 3, floors: 3 }),
    ];
    for (small, big) in pairs {
        check_mapping(small, big);
    }
    // Why a circle's cells keep their numbers: the inner rings never depend on the count.
    let all: Vec<u32> = ring_sizes(40).collect();
    for rings in 1..40 {
        assert_eq!(ring_sizes(rings).collect::<Vec<_>>(), all[..rings as usize], "{rings} rings");
    }
}

/// The first slot of `cell` whose passage is open.
fn open_slot(draft: &ShapedDraft, cell: u32) -> usize {
    (0..8).find(|&slot| draft.content().maze.is_open(cell, slot)).unwrap()
}

/// An open field of `shape` with three walls closed, a door, and the ends moved in.
fn drawn(shape: LevelShape) -> ShapedDraft {
    let mut draft = ShapedDraft::empty(shape).unwrap();
    let n = draft.content().maze.len() as u32;
    for cell in [1, n / 3, n / 2] {
        let slot = open_slot(&draft, cell);
        assert!(draft.apply(ShapedEdit::Wall { cell, slot, open: false }).unwrap());
    }
    let (cell, slot) = (n / 2 + 1, open_slot(&draft, n / 2 + 1) as u8);
    assert!(draft.apply(ShapedEdit::Door(CellDoor { cell, slot, period: 260, open: 130, phase: 5 })).unwrap());
    assert!(draft.apply(ShapedEdit::Start(n / 4)).unwrap());
    assert!(draft.apply(ShapedEdit::Cheese(n - 2)).unwrap());
    draft
}

/// Checks `after` (grown from `before`) against the mapping: every passage between kept
/// cells as it was, the new cells walled in, the ends and the door where they were.
fn check_grown(before: &ShapedContent, after: &ShapedContent) {
    let (old, new) = (before.maze.graph(), after.maze.graph());
    let map = cell_map(old, new);
    let at = |cell: u32| map[cell as usize].unwrap();
    for cell in 0..old.len() as u32 {
        for (slot, next) in old.neighbours(cell).into_iter().enumerate().filter(|(_, n)| *n != NONE) {
            if new.neighbours(at(cell))[slot] == at(next) {
                assert_eq!(after.maze.is_open(at(cell), slot), before.maze.is_open(cell, slot), "{cell} slot {slot}");
            }
        }
    }
    for cell in (0..new.len() as u32).filter(|c| !map.contains(&Some(*c))) {
        assert_eq!(after.maze.open_count(cell), 0, "new cell {cell} is walled in");
    }
    assert_eq!(after.maze.passage_count(), before.maze.passage_count());
    assert_eq!((after.start, after.cheese), (at(before.start), at(before.cheese)));
    assert_eq!(after.doors.len(), before.doors.len());
    for door in before.doors.iter() {
        let moved = after.door_at(at(door.cell), usize::from(door.slot)).unwrap();
        assert_eq!(moved.clock(), door.clock(), "{door:?}");
    }
}

#[test]
fn a_resize_there_and_back_keeps_everything_and_undoes_exactly() {
    let cases = [
        (LevelShape::Hex { width: 6, height: 5 }, LevelShape::Hex { width: 9, height: 7 }),
        (LevelShape::Hexagon { radius: 3 }, LevelShape::Hexagon { radius: 5 }),
        (LevelShape::Triangle { width: 7, height: 4 }, LevelShape::Triangle { width: 10, height: 6 }),
        (LevelShape::Polar { rings: 4 }, LevelShape::Polar { rings: 7 }),
    ];
    for (small, big) in cases {
        round_trip(small, big);
    }
}

#[test]
fn upsilon_zeta_and_floors_resize_too() {
    round_trip(LevelShape::Upsilon { width: 5, height: 4 }, LevelShape::Upsilon { width: 7, height: 6 });
    round_trip(LevelShape::Zeta { width: 5, height: 4 }, LevelShape::Zeta { width: 6, height: 7 });
    let floors = LevelShape::Floors { width: 4, height: 3, floors: 2 };
    round_trip(floors, LevelShape::Floors { width: 5, height: 4, floors: 2 });
}

#[test]
fn a_torus_keeps_its_inner_passages_and_closes_the_moved_edge() {
    let (small, big) = (LevelShape::Torus { width: 4, height: 3 }, LevelShape::Torus { width: 6, height: 5 });
    let mut draft = ShapedDraft::empty(small).unwrap();
    let before = draft.content().clone();
    draft.apply(ShapedEdit::Resize(big)).unwrap();
    let (old, after) = (before.maze.graph(), draft.content());
    let new = after.maze.graph();
    let mut seams = 0;
    for cell in 0..old.len() as u32 {
        let at = cell_map(old, new)[cell as usize].unwrap();
        for slot in 0..4 {
            let seam = old.is_seam(cell, slot);
            seams += usize::from(seam && before.maze.is_open(cell, slot));
            assert_eq!(after.maze.is_open(at, slot), !seam, "cell {cell} slot {slot}: inside open, the old edge shut");
        }
    }
    for cell in 0..new.len() as u32 {
        for slot in (0..4).filter(|&slot| new.is_seam(cell, slot)) {
            assert!(!after.maze.is_open(cell, slot), "the new edge is walled: cell {cell} slot {slot}");
        }
    }
    assert_eq!(after.maze.passage_count(), before.maze.passage_count() - seams / 2);
    assert_eq!((before.cheese, after.cheese), (6, 8), "the far cell (2, 1) keeps its column and row");
}

/// Draws on `small`, resizes to `big` and back, undoes and redoes.
fn round_trip(small: LevelShape, big: LevelShape) {
    {
        let mut draft = drawn(small);
        let before = draft.content().clone();
        let steps = draft.history().0;
        assert_eq!(draft.apply(ShapedEdit::Resize(big)), Ok(true), "{small:?}");
        let grown = draft.content().clone();
        assert_eq!(LevelShape::of_drawn(grown.maze.graph().shape()), Some(big));
        check_grown(&before, &grown);
        assert!(draft.checks().built.is_ok(), "{big:?}: {:?}", draft.checks().built.err());
        assert_eq!(draft.apply(ShapedEdit::Resize(small)), Ok(true));
        assert_eq!(draft.content(), &before, "{small:?} → {big:?} → back: the same content");
        assert_eq!(draft.history(), (steps + 2, 0));
        assert!(draft.undo());
        assert_eq!(draft.content(), &grown);
        assert!(draft.undo());
        assert_eq!(draft.content(), &before, "undo restores the drawing exactly");
        assert!(draft.redo());
        assert_eq!(draft.content(), &grown, "redo makes the resize again");
        assert_eq!(draft.apply(ShapedEdit::Resize(big)), Ok(false), "the size it has");
    }
}

/// The column and row of a cell as a square board's position.
fn pos(content: &ShapedContent, cell: u32) -> Pos {
    let (x, y) = content.maze.graph().place(cell);
    Pos::new(x, y)
}

#[test]
fn ends_cut_off_move_in_as_on_squares() {
    // On squares: the start (4, 4) and the cheese (5, 4) both clamp to (3, 2), so the cheese
    // takes the cell west of it; a start at (5, 1) clamps to (3, 1).
    for (start, (x, y)) in [(Pos::new(4, 4), (4, 4)), (Pos::new(5, 1), (5, 1))] {
        let mut square = Draft::empty(6, 5).unwrap();
        square.apply(Edit::Start(start)).unwrap();
        square.apply(Edit::Resize { width: 4, height: 3 }).unwrap();
        let board = &square.content().board;
        if start == Pos::new(4, 4) {
            assert_eq!((board.start, board.goal), (Pos::new(3, 2), Pos::new(2, 2)), "the square's rule");
        }
        for small in [LevelShape::Hex { width: 4, height: 3 }, LevelShape::Triangle { width: 4, height: 3 }] {
            let big = match small {
                LevelShape::Hex { .. } => LevelShape::Hex { width: 6, height: 5 },
                _ => LevelShape::Triangle { width: 6, height: 5 },
            };
            let mut draft = ShapedDraft::empty(big).unwrap();
            draft.apply(ShapedEdit::Start(y * 6 + x)).unwrap();
            draft.apply(ShapedEdit::Resize(small)).unwrap();
            let c = draft.content();
            assert_eq!((pos(c, c.start), pos(c, c.cheese)), (board.start, board.goal), "{small:?} from {start}");
        }
    }

    // A hexagon: the corners the ends sit in move straight in to the smaller one's corners.
    let mut draft = ShapedDraft::empty(LevelShape::Hexagon { radius: 4 }).unwrap();
    draft.apply(ShapedEdit::Resize(LevelShape::Hexagon { radius: 2 })).unwrap();
    let c = draft.content();
    let around = c.maze.graph().neighbours(centre(c.maze.graph()));
    assert_eq!((c.start, c.cheese), (around[4], around[1]), "north-west and south-east of the centre");

    // A circle: the cheese on the outer ring moves straight in to the outer ring left.
    let mut draft = ShapedDraft::empty(LevelShape::Polar { rings: 7 }).unwrap();
    let (old, mut inward) = (draft.content().maze.graph().clone(), draft.content().cheese);
    while old.place(inward).1 >= 3 {
        inward = old.neighbours(inward)[2];
    }
    draft.apply(ShapedEdit::Resize(LevelShape::Polar { rings: 3 })).unwrap();
    assert_eq!((draft.content().start, draft.content().cheese), (0, inward));
    assert_eq!(draft.content().maze.graph().place(inward).1, 2);
}

#[test]
fn doors_and_passages_cut_off_go_and_undo_brings_them_back() {
    let mut draft = ShapedDraft::empty(LevelShape::Hex { width: 6, height: 5 }).unwrap();
    // A door between (4, 0) and (5, 0), cut off by a narrower maze; one between (0, 0) and (1, 0), kept.
    for cell in [4, 0] {
        draft.apply(ShapedEdit::Door(CellDoor { cell, slot: 0, period: 260, open: 130, phase: 0 })).unwrap();
    }
    let before = draft.content().clone();
    draft.apply(ShapedEdit::Resize(LevelShape::Hex { width: 5, height: 5 })).unwrap();
    let c = draft.content();
    assert_eq!(c.doors.iter().map(|d| (d.cell, d.slot)).collect::<Vec<_>>(), [(0, 0)]);
    assert!(!c.maze.is_open(4, 0), "nothing east of the last column");
    assert_eq!((c.start, c.cheese), (0, 24), "the cheese clamped into the last column");
    assert!(draft.undo());
    assert_eq!(draft.content(), &before);
}

#[test]
fn a_change_of_kind_or_a_size_not_played_is_refused() {
    let mut draft = ShapedDraft::empty(LevelShape::Hex { width: 6, height: 5 }).unwrap();
    let before = draft.content().clone();
    let kind = draft.apply(ShapedEdit::Resize(LevelShape::Hexagon { radius: 3 })).unwrap_err();
    let (from, to) = (LevelShape::Hex { width: 6, height: 5 }, LevelShape::Hexagon { radius: 3 });
    assert_eq!(kind, EditError::ResizeKind { from, to });
    assert_eq!(
        kind.to_string(),
        "a rectangle of hexagons resizes only to another rectangle of hexagons, not to a hexagon: the shape's kind stays"
    );
    let weave = LevelShape::Weave { width: 6, height: 5, percent: 50 };
    assert!(matches!(draft.apply(ShapedEdit::Resize(weave)), Err(EditError::ResizeKind { .. })));
    let narrow = draft.apply(ShapedEdit::Resize(LevelShape::Hex { width: 1, height: 5 })).unwrap_err();
    assert!(matches!(narrow, EditError::ResizeSize { .. }));
    assert_eq!(narrow.to_string(), "cannot resize to a 1×5 hex maze: width 1 is too small to play: allowed 2..=200");
    assert_eq!((draft.content(), draft.history()), (&before, (0, 0)), "nothing changed");

    let mut circle = ShapedDraft::empty(LevelShape::Polar { rings: 5 }).unwrap();
    let err = circle.apply(ShapedEdit::Resize(LevelShape::Polar { rings: 41 })).unwrap_err().to_string();
    assert_eq!(err, "cannot resize to a polar maze of 41 rings: rings 41 is out of range to play: allowed 2..=40");
    let err = circle.apply(ShapedEdit::Resize(LevelShape::Triangle { width: 5, height: 5 })).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a circle resizes only to another circle, not to a field of triangles: the shape's kind stays"
    );
}

#[test]
fn grown_is_one_step_of_the_same_kind() {
    let grown = |shape: LevelShape, dw: i32, dh: i32| ShapedDraft::empty(shape).unwrap().grown(dw, dh);
    assert_eq!(grown(LevelShape::Hex { width: 6, height: 5 }, 1, 0), Some(LevelShape::Hex { width: 7, height: 5 }));
    assert_eq!(
        grown(LevelShape::Triangle { width: 6, height: 5 }, 0, -1),
        Some(LevelShape::Triangle { width: 6, height: 4 })
    );
    assert_eq!(grown(LevelShape::Hexagon { radius: 3 }, 1, 0), Some(LevelShape::Hexagon { radius: 4 }));
    assert_eq!(grown(LevelShape::Polar { rings: 5 }, 0, -1), Some(LevelShape::Polar { rings: 4 }));
    assert_eq!(grown(LevelShape::Polar { rings: 5 }, 1, 1), Some(LevelShape::Polar { rings: 7 }));
    let floors = LevelShape::Floors { width: 4, height: 3, floors: 2 };
    assert_eq!(grown(floors, 1, 1), Some(LevelShape::Floors { width: 5, height: 4, floors: 2 }));
    assert_eq!(grown(LevelShape::Hex { width: 2, height: 5 }, -3, 0), None, "no width below zero");
    // A step past the sizes played is given, and the resize says what is allowed.
    let mut draft = ShapedDraft::empty(LevelShape::Hex { width: 2, height: 5 }).unwrap();
    let narrower = draft.grown(-1, 0).unwrap();
    assert!(matches!(draft.apply(ShapedEdit::Resize(narrower)), Err(EditError::ResizeSize { .. })));
}
