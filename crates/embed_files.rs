// The one build-script helper both embedding crates include (`mousemaze-core` embeds the
// levels and challenges, `mousemaze-bot` the bundled bots): a table of every file of a folder
// at the workspace's root, as (file name, `include_str!` of its text) sorted by file name, so a
// binary copied anywhere carries them and no path to this folder.

use std::fs;
use std::path::PathBuf;

/// Writes `out_name`: a const `table` of every `folder/*.extension`, sorted by name.
fn embed(folder: &str, extension: &str, out_name: &str, table: &str, what: &str) {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = manifest.join("../..").join(folder);
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display())).path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .map(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).map(str::to_owned);
            (name.unwrap_or_else(|| panic!("{}: file names are UTF-8", path.display())), path)
        })
        .collect();
    files.sort();
    let mut text = format!("/// {what}, sorted by name: (file name, text).\n");
    text.push_str(&format!("pub(super) const {table}: &[(&str, &str)] = &[\n"));
    for (name, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        text.push_str(&format!("    ({name:?}, include_str!({:?})),\n", path.display().to_string()));
    }
    text.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join(out_name);
    fs::write(&out, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
