//! Maze files (`maze::formats`): every format written then read gives the same walls and marks,
//! hand-written files of each format read as drawn (marks at unusual places, y from the south),
//! each kind of bad file gets its one line, and mutated files never panic, hang or blow up.

use mousemaze_maze::formats::{self, FileError, MarkedMaze, MazeFormat, maz, micromouse, num};
use mousemaze_maze::{Algorithm, Dir, MazeRng, Pos, braid};

use super::walls_are_consistent;

fn written(format: MazeFormat, marked: &MarkedMaze) -> Vec<u8> {
    let mut out = Vec::new();
    formats::write(format, marked, &mut out).unwrap();
    out
}

fn read(bytes: &[u8]) -> Result<formats::MazeFile, FileError> {
    formats::read(bytes, None)
}

#[test]
fn every_format_round_trips_walls_and_marks() {
    let mut rng = MazeRng::new(24);
    for seed in 0..200u64 {
        let (w, h) = (1 + rng.below(20), 1 + rng.below(20));
        let mut maze = Algorithm::ALL[seed as usize % Algorithm::ALL.len()].generate(w, h, seed).unwrap();
        braid(&mut maze, 0.5, &mut rng);
        // Marks anywhere: a start and 1 to 12 goal cells, some on the start's row or column.
        let start = Pos::new(rng.below(w), rng.below(h));
        let goals: Vec<Pos> = (0..1 + rng.below(12)).map(|_| Pos::new(rng.below(w), rng.below(h))).collect();
        let goals: Vec<Pos> = goals.into_iter().filter(|g| *g != start).collect();
        if goals.is_empty() {
            continue;
        }
        let marked = MarkedMaze::new(maze.clone(), Some(start), goals);
        for format in [MazeFormat::Drawing, MazeFormat::Micromouse] {
            let file = read(&written(format, &marked)).unwrap();
            assert_eq!((file.format, &file.marked), (format, &marked), "seed {seed}");
        }
        let contest = MarkedMaze::contest(maze);
        for format in [MazeFormat::Num, MazeFormat::Micromouse, MazeFormat::Drawing] {
            assert_eq!(read(&written(format, &contest)).unwrap().marked, contest, "seed {seed}");
        }
        if (w, h) == (16, 16) || seed % 10 == 0 {
            let sixteen = MarkedMaze::contest(Algorithm::Wilson.generate(16, 16, seed).unwrap());
            let bytes = written(MazeFormat::Maz, &sixteen);
            assert_eq!(bytes.len(), 256);
            let file = read(&bytes).unwrap();
            assert_eq!((file.format, file.marked), (MazeFormat::Maz, sixteen));
        }
    }
}

/// A 4×3 micromouse file by hand: the start in the top-right corner, two goal cells apart.
const HAND_O: &str = "\
o---o---o---o---o
| G         | S |
o   o---o   o   o
|   |     G     |
o   o   o---o---o
|       |       |
o---o---o---o---o
Drawn by hand; anything may follow the drawing.
o---o this line is not read
";

#[test]
fn a_hand_written_micromouse_file_keeps_its_marks() {
    let file = read(HAND_O.replace('\n', "\r\n").as_bytes()).unwrap();
    assert_eq!(file.format, MazeFormat::Micromouse);
    let m = &file.marked;
    assert_eq!((m.maze.width(), m.maze.height()), (4, 3));
    assert_eq!(m.start, Some(Pos::new(3, 0)));
    assert_eq!(m.goals, vec![Pos::new(0, 0), Pos::new(2, 1)]);
    assert!(m.maze.is_open(Pos::new(3, 0), Dir::S) && !m.maze.is_open(Pos::new(3, 0), Dir::W));
    assert!(m.maze.is_open(Pos::new(2, 1), Dir::W) && !m.maze.is_open(Pos::new(2, 1), Dir::S));
    // `+` posts read the same way, and the same walls come out.
    let drawing: String = HAND_O.lines().take(7).map(|l| format!("{l}\n")).collect();
    let plus = micromouse::parse(&drawing.replace('o', "+")).unwrap();
    assert_eq!(&plus, m);
    // Without marks the contest ends hold: bottom left, and the centre (2×1 on a 4×3 maze).
    let bare = read(HAND_O.replace(['S', 'G'], " ").as_bytes()).unwrap().marked;
    assert_eq!(bare.start, Some(Pos::new(0, 2)));
    assert_eq!(bare.goals, vec![Pos::new(1, 1), Pos::new(2, 1)]);
    // Any non-space character at a wall position is a wall.
    let odd = read(HAND_O.replacen("o   o---o   o   o", "o   o-=-o # o   o", 1).as_bytes()).unwrap();
    assert!(!odd.marked.maze.is_open(Pos::new(2, 0), Dir::S));
}

#[test]
fn hand_written_maz_and_num_files_count_y_from_the_south() {
    // .num, 2×2: x 0 y 0 is the bottom-left cell; one passage from it to the east.
    let text = "0 0 1 0 1 1\n1 0 1 1 1 0\n0 1 1 1 1 1\n\n1 1 1 1 1 1\n";
    let file = read(text.as_bytes()).unwrap();
    assert_eq!(file.format, MazeFormat::Num);
    let maze = &file.marked.maze;
    assert!(maze.is_open(Pos::new(0, 1), Dir::E));
    assert_eq!(maze.passage_count(), 1);
    assert_eq!(file.marked.start, Some(Pos::new(0, 1)));
    assert_eq!(file.marked.goals.len(), 4);
    // .maz: every cell walled in but a passage north from x 3 y 0 (byte 3*16 + 0).
    let mut bytes = [15u8; 256];
    bytes[48] = 15 & !1;
    bytes[49] = 15 & !4;
    let file = read(&bytes).unwrap();
    assert_eq!(file.format, MazeFormat::Maz);
    assert!(file.marked.maze.is_open(Pos::new(3, 15), Dir::N));
    assert_eq!(file.marked.maze.passage_count(), 1);
    // A file named .maz whose content says nothing still gets the .maz reader's message.
    let err = formats::read(&b"\x80"[..], Some("x.MAZ")).unwrap_err().to_string();
    assert!(err.starts_with("byte 1: a .maz file is exactly 256 bytes"), "{err}");
}

#[test]
fn bad_files_get_one_line_saying_where_and_what() {
    let good = String::from_utf8(written(MazeFormat::Micromouse, &MarkedMaze::contest(maze(4, 4)))).unwrap();
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (good.replacen(" |\n", "|\n", 1).into(), "line 2, column 17: every line is 17 characters long"),
        (put(&good, 2, 16, ' '), "line 2, column 17: ' ' is not allowed in the border"),
        (good.replacen("o---", "o   ", 1).into(), "line 1, column 2: ' ' is not allowed in the border"),
        // Micromouse text names cells as micromouse does: y from the south (the start (0, 0)).
        (put(&good, 2, 6, 'S'), "line 8, column 3: a second start (S): the first is in cell (1, 3)"),
        (good.replace('G', " ").into(), "line 8, column 3: a start (S) but no goal"),
        (good.lines().take(6).map(|l| format!("{l}\n")).collect::<String>().into(), "a maze has 2·height + 1 lines"),
        (
            b"0 0 1 1 1 1\n1 0 1 1 1 0\n".to_vec(),
            "line 1, column 1: the wall between cells x 0 y 0 and x 1 y 0 is seen from one side only",
        ),
        (
            b"0 0 1 0 1 1\n1 0 1 1 1 1\n".to_vec(),
            "line 1, column 1: the wall between cells x 0 y 0 and x 1 y 0 is seen from one side only",
        ),
        (b"0 0 0 1 1 1\n".to_vec(), "line 1, column 1: cell x 0 y 0 has no N wall, but it is on the edge"),
        (b"0 0 1 1 1 1\n1 1 1 1 1 1\n".to_vec(), "cell x 0 y 1 is not listed"),
        (b"0 0 1 1 1\n".to_vec(), "line 1, column 10: a .num line is `X Y N E S W` (6 numbers)"),
        (vec![14; 255], "byte 255: a .maz file is exactly 256 bytes"),
        (
            vec![14; 300],
            "byte 256: a .maz file is exactly 256 bytes (16×16 cells, one byte a cell); this one has 257 or more",
        ),
        (b"hello".to_vec(), "line 1, column 1: 'h' cannot be part of a maze drawing"),
        (Vec::new(), "line 1, column 1: no maze here"),
        (vec![0; 256], "byte 0: cell x 0 y 0 has no S wall, but it is on the edge"),
        (vec![0; 300], "line 1, column 1: byte 0x00 cannot be part of a maze drawing"),
    ];
    for (bytes, expected) in cases {
        let err = read(&bytes).unwrap_err().to_string();
        assert!(err.contains(expected), "{:?}:\n  got {err}\n  expected {expected}", String::from_utf8_lossy(&bytes));
        assert!(!err.contains('\n'), "{err}");
    }
    // An outer wall left open in a .maz file names the cell's byte.
    let mut bytes = written(MazeFormat::Maz, &MarkedMaze::contest(maze(16, 16)));
    bytes[5 * 16 + 15] &= !1; // x 5, y 15 (the north row): no north wall
    assert!(read(&bytes).unwrap_err().to_string().starts_with("byte 95: cell x 5 y 15 has no N wall"));
    // .maz holds 16×16 only; .maz and .num hold no marks but the contest ones.
    let mut out = Vec::new();
    let err = formats::write(MazeFormat::Maz, &MarkedMaze::unmarked(maze(8, 8)), &mut out).unwrap_err();
    assert!(err.to_string().contains("16×16 maze only; this one is 8×8"), "{err}");
    let corner = MarkedMaze::new(maze(16, 16), Some(Pos::new(0, 0)), vec![Pos::new(15, 15)]);
    assert!(formats::write(MazeFormat::Num, &corner, &mut out).unwrap_err().to_string().contains("write .txt"));
}

/// `text` with the character at `line` and `column` (1-based and 0-based) replaced.
fn put(text: &str, line: usize, column: usize, letter: char) -> Vec<u8> {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[line - 1].replace_range(column..column + 1, &letter.to_string());
    lines.iter().map(|l| format!("{l}\n")).collect::<String>().into_bytes()
}

fn maze(w: u32, h: u32) -> mousemaze_maze::Maze {
    Algorithm::Backtracker.generate(w, h, 1).unwrap()
}

/// Bytes of every format, mutated at random (flipped, cut, repeated, spliced): each read ends
/// with a maze whose walls agree from both sides, or with a one-line error; never a panic.
#[test]
fn mutated_files_never_panic_and_fail_in_one_line() {
    let mut rng = MazeRng::new(5);
    let marked = MarkedMaze::contest(Algorithm::Kruskal.generate(16, 16, 9).unwrap());
    let seeds: Vec<Vec<u8>> = [MazeFormat::Micromouse, MazeFormat::Drawing, MazeFormat::Maz, MazeFormat::Num]
        .into_iter()
        .map(|f| written(f, &marked))
        .chain([HAND_O.as_bytes().to_vec()])
        .collect();
    let alphabet = b"o+-| SGD*\n\r01x\x00\x0f\xff9 ";
    let (mut read_ok, mut refused) = (0, 0);
    for round in 0..4000 {
        let mut bytes = seeds[round % seeds.len()].clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.index(bytes.len().max(1));
            match rng.below(5) {
                0 if !bytes.is_empty() => {
                    let at = at.min(bytes.len() - 1);
                    bytes[at] = alphabet[rng.index(alphabet.len())];
                }
                1 => bytes.truncate(at),
                2 => bytes.insert(at.min(bytes.len()), alphabet[rng.index(alphabet.len())]),
                3 if !bytes.is_empty() => {
                    bytes.remove(at.min(bytes.len() - 1));
                }
                _ => {
                    let piece = bytes[at.min(bytes.len())..].iter().take(40).copied().collect::<Vec<_>>();
                    bytes.splice(at.min(bytes.len())..at.min(bytes.len()), piece);
                }
            }
        }
        match read(&bytes) {
            Ok(file) => {
                read_ok += 1;
                assert!(walls_are_consistent(&file.marked.maze));
                let inside = |p: &Pos| file.marked.maze.contains(*p);
                assert!(file.marked.start.iter().chain(&file.marked.goals).all(inside));
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().contains('\n') && !e.to_string().is_empty());
            }
        }
    }
    assert!(read_ok > 100 && refused > 1000, "{read_ok} read, {refused} refused");
}

#[test]
fn endless_input_fails_early_in_every_format() {
    for byte in [b'o', b'+', b'0', 15, b'|'] {
        let endless = std::io::Read::take(std::io::repeat(byte), 1 << 30);
        assert!(formats::read(endless, None).is_err());
    }
    let lines = std::io::Read::take(std::io::repeat(b'7'), 1 << 30);
    assert!(num::read(lines).unwrap_err().to_string().contains("at most 120 characters"));
    assert!(maz::parse(&[0; 256]).is_err());
}

/// A reader that hands out one byte at a time, as a slow pipe may.
struct Trickle<'a>(&'a [u8]);

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let Some((first, rest)) = self.0.split_first() else { return Ok(0) };
        match buf.first_mut() {
            Some(slot) => {
                *slot = *first;
                self.0 = rest;
                Ok(1)
            }
            None => Ok(0),
        }
    }
}

#[test]
fn a_file_read_a_byte_at_a_time_reads_the_same() {
    let marked = MarkedMaze::contest(Algorithm::Eller.generate(16, 16, 4).unwrap());
    let mut files: Vec<Vec<u8>> = [MazeFormat::Micromouse, MazeFormat::Drawing, MazeFormat::Maz, MazeFormat::Num]
        .into_iter()
        .map(|f| written(f, &marked))
        .collect();
    files.push(HAND_O.replace('\n', "\r\n").into_bytes());
    files.push(put(HAND_O, 4, 10, 'x'));
    for bytes in files {
        let whole = read(&bytes).map(|f| f.marked).map_err(|e| e.to_string());
        let trickled = formats::read(Trickle(&bytes), None).map(|f| f.marked).map_err(|e| e.to_string());
        assert_eq!(whole, trickled);
    }
}
