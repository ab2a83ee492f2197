//! The enumerator's metadata ids: nodes (looked up for every instruction attachment and
//! debug location) in a table indexed by handle; strings, values and made tuples, which
//! have no handle of their own, hashed.

use super::enumerator::MdKey;
use rustc_hash::FxHashMap;

/// "No id" in the node table.
const ABSENT: u32 = u32::MAX;

/// The id of each enumerated metadata key (0 while its operands are being enumerated).
#[derive(Debug, Default)]
pub(crate) struct MdIds {
    nodes: Vec<u32>,
    others: FxHashMap<MdKey, u32>,
}

impl MdIds {
    /// The id of `key`, if it has one.
    pub(crate) fn get(&self, key: &MdKey) -> Option<u32> {
        match key {
            MdKey::Node(md) => self
                .nodes
                .get(md.index())
                .copied()
                .filter(|&id| id != ABSENT),
            _ => self.others.get(key).copied(),
        }
    }

    /// Whether `key` has an id.
    pub(crate) fn contains(&self, key: &MdKey) -> bool {
        self.get(key).is_some()
    }

    /// Gives `key` the id `id`.
    pub(crate) fn insert(&mut self, key: MdKey, id: u32) {
        match key {
            MdKey::Node(md) => {
                if self.nodes.len() <= md.index() {
                    self.nodes.resize(md.index() + 1, ABSENT);
                }
                self.nodes[md.index()] = id;
            }
            _ => {
                self.others.insert(key, id);
            }
        }
    }

    /// Forgets the id of `key`.
    pub(crate) fn remove(&mut self, key: &MdKey) {
        match key {
            MdKey::Node(md) => {
                if let Some(id) = self.nodes.get_mut(md.index()) {
                    *id = ABSENT;
                }
            }
            _ => {
                self.others.remove(key);
            }
        }
    }
}
