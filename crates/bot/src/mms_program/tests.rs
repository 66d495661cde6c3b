//! The protocol line by line, one test per rule of mms's (no process): the line numbers are
//! mms's `src/Window.cpp` (blob 9ec759a3) and `src/Stats.cpp` (64b42d6d).

use super::protocol::{LineKind, Session};
use super::world::MmsWorld;
use crate::maze::{Dir, Maze, Pos};

/// A maze `width`×`height` with every inner wall open (the outer wall stays).
fn open(width: u32, height: u32) -> Maze {
    Maze::open(width, height).unwrap()
}

/// A maze with only the passages `(x, y, dir)`, in mms coordinates (y from the south).
fn carved(width: u32, height: u32, passages: &[(u32, u32, Dir)]) -> Maze {
    let mut maze = Maze::new(width, height).unwrap();
    for &(x, y, dir) in passages {
        maze.carve(Pos::new(x, height - 1 - y), dir);
    }
    maze
}

/// Sends `lines`; everything answered, as text.
fn talk(session: &mut Session, lines: &[&str]) -> String {
    let mut out = Vec::new();
    for line in lines {
        session.line(line.as_bytes(), &mut out);
    }
    String::from_utf8(out).unwrap()
}

fn session(maze: Maze) -> Session {
    Session::new(MmsWorld::new(maze, true))
}

#[test]
fn sizes_are_columns_then_rows_and_answers_end_in_a_bare_newline() {
    // mazeWidth/mazeHeight :985-988; every answer is written as response + "\n" (:1142).
    let mut s = session(open(5, 3));
    assert_eq!(talk(&mut s, &["mazeWidth", "mazeHeight"]), "5\n3\n");
}

#[test]
fn unknown_and_malformed_lines_get_no_answer() {
    // INVALID is dropped on the floor (:1140-1144): wrong case, an argument a command does
    // not take (:977-984), three tokens (:973), an unknown stat (:1110), empty lines.
    let mut s = session(open(4, 4));
    let junk =
        ["wallfront", "turnLeft 1", "getStat Score", "getStat", "mazeWidth x", "moveForward 1 2", "", "  ", "hi"];
    assert_eq!(talk(&mut s, &junk), "");
    assert_eq!(s.counts.ignored, junk.len() as u64);
    // The next real command is answered, in its place.
    assert_eq!(talk(&mut s, &["wallBack"]), "true\n");
}

#[test]
fn display_commands_get_no_answer_even_malformed() {
    // Prefix-matched on the raw line and run inline with no reply (:841-960); a leading space
    // sends one to the queue, where it is invalid (:972-975): silent too.
    let mut s = session(open(4, 4));
    let lines = ["setWall 0 0 n", "clearWall 9 9 W", "setColor 1 1 G", "clearColor 1 1", "clearAllColor"];
    let more = ["setText 1 2 hello world", "clearText 0 0", "clearAllText", "setWallX 1 2 n", " setWall 0 0 n"];
    assert_eq!(talk(&mut s, &lines), "");
    assert_eq!(talk(&mut s, &more), "");
    assert_eq!((s.counts.display, s.counts.ignored), (9, 1));
}

#[test]
fn spaces_around_a_command_are_ignored() {
    // command.split(" ", Qt::SkipEmptyParts) (:972): a trailing space, runs of spaces.
    let mut s = session(open(4, 4));
    assert_eq!(talk(&mut s, &["moveForward ", "  wallFront  ", "moveForward  1 "]), "ack\nfalse\nack\n");
    assert_eq!(talk(&mut s, &["wallFront\t"]), "", "a tab is part of the token: unknown");
}

#[test]
fn a_partial_crash_moves_as_far_as_it_can_and_is_charged_the_whole_request() {
    // moveForward (:1356-1399): allowableHalfSteps, then stats->addDistance(numHalfSteps).
    let maze = carved(4, 4, &[(0, 0, Dir::N), (0, 1, Dir::N)]);
    let mut s = session(maze);
    assert_eq!(talk(&mut s, &["moveForward 3"]), "crash\n");
    assert_eq!(s.world.at.cell(), (0, 2), "stopped at the centre of the last free cell");
    assert_eq!(talk(&mut s, &["getStat total-distance", "getStat total-effective-distance"]), "6\n4\n");
    // A crash resets nothing: the program carries on from there.
    assert_eq!(talk(&mut s, &["wasReset", "turnLeft", "turnLeft", "moveForward"]), "false\nack\nack\nack\n");
    assert_eq!(s.world.at.cell(), (0, 1));
}

#[test]
fn an_immediate_crash_costs_nothing() {
    // numHalfSteps < 1 or wallFront(0): false before any stats (:1358-1365).
    let mut s = session(carved(4, 4, &[]));
    let lines = ["moveForward", "moveForward 0", "moveForward -2", "moveForward abc", "moveForwardHalf"];
    assert_eq!(talk(&mut s, &lines), "crash\n".repeat(5));
    assert_eq!(talk(&mut s, &["getStat total-distance", "getStat current-run-distance"]), "0\n0\n");
}

#[test]
fn sensors_take_half_steps_away() {
    // halfStepsAhead = halfStepsAway - 1 (:1000); isWall over the path (:1620-1665).
    let maze = carved(4, 4, &[(0, 0, Dir::N), (0, 1, Dir::N), (0, 1, Dir::E)]);
    let mut s = session(maze);
    let lines = ["wallFront", "wallFront 2", "wallFront 3", "wallFront 5", "wallFront 0", "wallFront +03"];
    assert_eq!(talk(&mut s, &lines), "false\nfalse\nfalse\ntrue\nfalse\nfalse\n");
    // At a cell's centre a diagonal sensor aims at a post (:1537-1541).
    assert_eq!(talk(&mut s, &["wallFrontLeft", "wallFrontRight", "wallBackLeft", "wallBackRight"]), "true\n".repeat(4));
    assert_eq!(talk(&mut s, &["wallRight", "wallLeft", "wallBack"]), "true\ntrue\ntrue\n");
}

#[test]
fn half_steps_and_45_degree_turns_drive_diagonals_past_the_posts() {
    // moveForwardHalf (:1059-1065), turn45 (:1072-1077), the edge cases of isWall (:1545-1614).
    let mut s = session(open(4, 4));
    assert_eq!(
        talk(&mut s, &["moveForwardHalf", "wallLeft", "wallRight", "wallFrontRight"]),
        "ack\ntrue\ntrue\nfalse\n"
    );
    assert_eq!(talk(&mut s, &["turnRight45", "moveForwardHalf"]), "ack\nack\n");
    assert_eq!((s.world.at.x, s.world.at.y), (2, 3), "on the west/east line between cells (0,1) and (1,1)");
    assert_eq!(talk(&mut s, &["turnLeft45", "wallFront", "turnRight90", "moveForwardHalf"]), "ack\ntrue\nack\nack\n");
    assert_eq!(s.world.at.cell(), (1, 1));
    assert!(s.world.at.is_centre());
    // Four turns, each one turn whatever its angle (:1412-1413).
    assert_eq!(talk(&mut s, &["getStat total-turns", "getStat total-distance"]), "3\n3\n");
}

#[test]
fn the_score_counts_the_best_run_and_a_tenth_of_everything() {
    // finishRun when a movement ends in the centre (:1248-1253, Stats.cpp:105-122); score
    // = best eff + best turns + 0.1 (total eff + total turns) (Stats.cpp:75-88).
    let mut s = session(open(4, 4));
    assert_eq!(talk(&mut s, &["getStat best-run-distance", "getStat score"]), "-1\n2000\n");
    assert_eq!(talk(&mut s, &["moveForward", "turnRight", "moveForward"]), "ack\nack\nack\n");
    let stats: Vec<&str> = super::stats::STAT_NAMES.to_vec();
    let asked: Vec<String> = stats.iter().map(|n| format!("getStat {n}")).collect();
    let asked: Vec<&str> = asked.iter().map(String::as_str).collect();
    assert_eq!(talk(&mut s, &asked), "4\n1\n4\n1\n4\n1\n4\n4\n4\n5.5\n");
}

#[test]
fn passing_through_the_goal_is_not_reaching_it_but_a_south_edge_is() {
    // The goal is checked where a movement ends (:1248); toMazeLocation (Mouse.cpp:15) puts
    // the south edge's middle in the cell north of it.
    let mut s = session(open(4, 4));
    talk(&mut s, &["turnRight", "moveForward", "turnLeft", "moveForward 3"]);
    assert_eq!((s.world.at.cell(), talk(&mut s, &["getStat score"]).as_str()), ((1, 3), "2000\n"));
    let mut s = session(open(4, 4));
    talk(&mut s, &["turnRight", "moveForward", "turnLeft", "moveForwardHalf"]);
    assert_eq!(talk(&mut s, &["getStat score", "getStat best-run-distance"]), "4.5\n3\n");
}

#[test]
fn ack_reset_teleports_and_charges_15_once_at_the_next_run() {
    // ackReset (:1503-1515) even unasked; penalizeForReset sets 15 (Stats.cpp:129), added
    // by the next startRun (Stats.cpp:94-103).
    let mut s = session(open(4, 4));
    assert_eq!(
        talk(&mut s, &["moveForward", "turnRight", "ackReset", "ackReset", "wasReset"]),
        "ack\nack\nack\nack\nfalse\n"
    );
    assert_eq!((s.world.at.cell(), s.world.heading), ((0, 0), super::geometry::Heading::NORTH));
    assert_eq!(talk(&mut s, &["getStat total-effective-distance"]), "2\n", "not charged before a run starts");
    talk(&mut s, &["moveForward"]);
    assert_eq!(
        talk(&mut s, &["getStat total-effective-distance", "getStat current-run-effective-distance"]),
        "19\n17\n"
    );
}

#[test]
fn a_line_kind_says_what_it_was() {
    let mut s = session(open(4, 4));
    let mut out = Vec::new();
    assert_eq!(s.line(b"wallFront", &mut out), LineKind::Answered);
    assert_eq!(s.line(b"setColor 0 0 r", &mut out), LineKind::Display);
    assert_eq!(s.line(b"print me", &mut out), LineKind::Ignored);
}

#[test]
fn display_commands_and_answers_allocate_nothing() {
    // A flood fill re-sends setText for every cell each step: tens of thousands a run. Bytes
    // ever allocated on this thread (the crate's counting allocator) stay where they were.
    let mut s = session(open(16, 16));
    let mut out = Vec::with_capacity(1 << 16);
    let lines: [&[u8]; 5] = [b"setText 3 4 12", b"setColor 1 1 G", b"clearAllText", b"wallFront", b"turnLeft"];
    let before = crate::memory::counts().1;
    for _ in 0..10_000 {
        for line in lines {
            s.line(line, &mut out);
        }
        out.clear();
    }
    assert_eq!(crate::memory::counts().1, before, "no allocation");
    assert_eq!(s.counts.display, 30_000);
}

#[test]
fn a_diagonal_stops_at_the_wall_it_would_cross() {
    // Diagonal half-steps from edge middle to edge middle (:1626-1660), blocked where the
    // next middle is on a wall (:1554-1614); a partial move crashes there (:1368-1376).
    let mut maze = open(4, 4);
    maze.build_wall(Pos::new(1, 1), Dir::E); // mms cell (1, 2)'s east wall
    let mut s = session(maze);
    assert_eq!(talk(&mut s, &["moveForwardHalf", "turnRight45", "moveForwardHalf 3"]), "ack\nack\ncrash\n");
    assert_eq!((s.world.at.x, s.world.at.y), (3, 4));
    assert_eq!(talk(&mut s, &["wallFront", "moveForwardHalf", "getStat total-distance"]), "true\ncrash\n4\n");
    // Facing a diagonal at a cell's centre, a move is an immediate crash (:1363-1365).
    let mut s = session(open(4, 4));
    assert_eq!(talk(&mut s, &["turnLeft45", "moveForward", "getStat total-distance"]), "ack\ncrash\n0\n");
}
