//! Embeds the bundled bot scripts: writes `bots.rs` into `OUT_DIR` (`../embed_files.rs`).

include!("../embed_files.rs");

fn main() {
    embed("bots", "rhai", "bots.rs", "BUNDLED_FILES", "The bundled bot scripts");
}
