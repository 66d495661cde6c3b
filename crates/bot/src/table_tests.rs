//! The one table's tests: everything registered is in it and in the docs; names are unique.

use std::cell::RefCell;
use std::rc::Rc;

use super::*;

/// Every function registered on a bot's engine is in the table (or is one of the `Sight`
/// type's own methods), every name of the table is registered, and the bots' README lists
/// every name: an instruction added anywhere else fails here.
#[test]
fn every_registered_instruction_is_in_the_table_and_the_docs() {
    let mut engine = Engine::new_raw();
    register(&mut engine, &Rc::new(RefCell::new(None)));
    let registered: Vec<String> = engine
        .gen_fn_signatures(false)
        .iter()
        .map(|signature| signature.split('(').next().unwrap_or_default().to_owned())
        .collect();
    let known: Vec<&str> = all_names().collect();
    let sight = ["to_string", "to_debug", "==", "!=", "get$what", "get$far", "get$open", "get$wall", "get$door"];
    for name in &registered {
        assert!(
            known.contains(&name.as_str()) || sight.contains(&name.as_str()),
            "`{name}` is registered but not in the table"
        );
    }
    for name in &known {
        assert!(registered.iter().any(|r| r == name), "`{name}` is in the table but not registered");
    }
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../bots/README.md")).unwrap();
    for name in &known {
        let listed = docs.contains(&format!("`{name}(")) || docs.contains(&format!("`{name}`"));
        assert!(listed, "bots/README.md does not list `{name}`");
    }
}

#[test]
fn names_are_unique_and_the_mms_names_are_mms_s() {
    let names: Vec<&str> = all_names().collect();
    for (i, name) in names.iter().enumerate() {
        assert!(!names[..i].contains(name), "`{name}` twice");
    }
    for name in ["wallFront", "moveForward", "turnLeft", "setColor", "ackReset", "wasReset", "mazeWidth"] {
        assert!(is_mms(name), "{name}");
    }
    assert_eq!(find("carry_back").map(|e| e.mms), Some(&["ackReset"][..]), "one instruction, two names");
}
