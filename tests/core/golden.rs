//! Golden hashes: a seed's maze is part of the public contract. If one of these changes,
//! every saved seed and level changes with it — bump nothing silently.

use mousemaze::maze::{Algorithm, MazeRng, braid};

/// (algorithm, fingerprint of its 24×16 maze from seed 2026).
const GOLDEN: &[(Algorithm, u64)] = &[
    (Algorithm::Backtracker, 0x8c5663d4dbb034b1),
    (Algorithm::Prim, 0x50635a87e553f2bb),
    (Algorithm::Kruskal, 0x4235f0537dce80f3),
    (Algorithm::GrowingTree, 0xd0a3a566320ce808),
    (Algorithm::GrowingTreeRandom, 0xf093c80aa56cfdd4),
    (Algorithm::Wilson, 0x20a432fb1b660c10),
    (Algorithm::AldousBroder, 0xd5ef7a89d12f85ad),
    (Algorithm::Eller, 0xb516b835f23ea4c7),
    (Algorithm::HuntAndKill, 0x0ebae0d35fc8829c),
    (Algorithm::BinaryTree, 0xff3245bd1b444ce0),
    (Algorithm::Sidewinder, 0xcc597c2549c76f18),
    (Algorithm::RecursiveDivision, 0xba80037269de9702),
    (Algorithm::OriginShift, 0x0ed15d8ca4f9dcb6),
    (Algorithm::PrimWeighted, 0x25ec0ec70add254e),
    (Algorithm::BlobbyDivision, 0x4acea59f644aff20),
];

#[test]
fn every_algorithm_has_a_golden_hash_and_matches_it() {
    let mut missing = Vec::new();
    for algorithm in Algorithm::ALL {
        let actual = algorithm.generate(24, 16, 2026).unwrap().fingerprint();
        match GOLDEN.iter().find(|(a, _)| *a == algorithm) {
            Some((_, expected)) => assert_eq!(actual, *expected, "{algorithm}: the seed contract changed"),
            None => missing.push(format!("(Algorithm::{algorithm:?}, {actual:#018x}),")),
        }
    }
    assert!(missing.is_empty(), "add these golden rows:\n{}", missing.join("\n"));
}

#[test]
fn braiding_is_pinned_too() {
    let mut maze = Algorithm::Backtracker.generate(24, 16, 2026).unwrap();
    braid(&mut maze, 0.5, &mut MazeRng::new(2026));
    assert_eq!(maze.fingerprint(), BRAIDED_GOLDEN);
}

const BRAIDED_GOLDEN: u64 = 14960705149273574016;
