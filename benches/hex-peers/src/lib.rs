//! Nothing but a home for `benches/hex.rs`: mousemaze against amaze on hexes.
