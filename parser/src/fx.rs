//! The parser's hash tables: rustc's Fx hash (from the `rustc-hash` crate), for tables
//! keyed by short names and numbers, where no adversary gains from collisions more than
//! from a big input.

/// A hash map with the Fx hash.
pub type FxMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// An insertion-ordered map with the Fx hash.
pub type FxIndexMap<K, V> = indexmap::IndexMap<K, V, rustc_hash::FxBuildHasher>;
