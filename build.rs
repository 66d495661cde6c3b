//! Embeds the level campaign: writes `campaign.rs` into `OUT_DIR`, a table of every
//! `levels/*.ron` (file name, `include_str!` of its text) sorted by file name, so a binary
//! copied anywhere carries its levels and no path to this folder.

use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = manifest.join("levels");
    println!("cargo:rerun-if-changed=levels");
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display())).path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .map(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).map(str::to_owned);
            (name.unwrap_or_else(|| panic!("{}: level file names are UTF-8", path.display())), path)
        })
        .collect();
    files.sort();
    let mut table = String::from("/// The campaign's level files, sorted by name: (file name, text).\n");
    table.push_str("pub(super) const CAMPAIGN_FILES: &[(&str, &str)] = &[\n");
    for (name, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        table.push_str(&format!("    ({name:?}, include_str!({:?})),\n", path.display().to_string()));
    }
    table.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("campaign.rs");
    fs::write(&out, table).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
