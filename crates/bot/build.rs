//! Embeds the bundled bot scripts: writes `bots.rs` (and `shaped_bots.rs`, their versions for
//! every shape) into `OUT_DIR` (`../embed_files.rs`).

include!("../embed_files.rs");

fn main() {
    embed("bots", "rhai", "bots.rs", "BUNDLED_FILES", "The bundled bot scripts");
    embed("bots/shapes", "rhai", "shaped_bots.rs", "SHAPED_FILES", "The bundled bots' versions for every shape");
}
