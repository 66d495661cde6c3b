//! Embeds the level campaign and the built-in challenges: writes `campaign.rs` and
//! `challenges.rs` (and `shaped_challenges.rs`, those on other shapes) into `OUT_DIR`
//! (`../embed_files.rs`).

include!("../embed_files.rs");

fn main() {
    embed("levels", "ron", "campaign.rs", "CAMPAIGN_FILES", "The campaign's level files");
    embed("challenges", "ron", "challenges.rs", "CHALLENGE_FILES", "The built-in challenges");
    embed(
        "challenges/shapes",
        "ron",
        "shaped_challenges.rs",
        "SHAPED_CHALLENGE_FILES",
        "The challenges on other shapes",
    );
}
