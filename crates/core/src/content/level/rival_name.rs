//! A rival kind as its name in a string, like the algorithm: `kind: "explorer"`.

use serde::{Deserialize, Deserializer, Serializer, de::Error};

use crate::rules::rivals::RivalKind;

pub fn serialize<S: Serializer>(kind: &RivalKind, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(kind.name())
}

pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<RivalKind, D::Error> {
    let name = String::deserialize(deserializer)?;
    let kinds = RivalKind::ALL.into_iter().filter(|k| *k != RivalKind::None);
    kinds.clone().find(|k| k.name() == name.trim()).ok_or_else(|| {
        let allowed: Vec<&str> = kinds.map(RivalKind::name).collect();
        D::Error::custom(format!(
            "unknown rival '{}': allowed {} (no rival: `rival: None`)",
            crate::maze::text::excerpt(&name),
            allowed.join(", ")
        ))
    })
}
