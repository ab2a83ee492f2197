//! The dominator tree of a control-flow graph ([`crate::dominators`]: Lengauer and
//! Tarjan's algorithm), with pre/post numbers on the tree so each dominance query is
//! constant time.

use super::cfg::{to_u32, Cfg};
use crate::dominators::{immediate_dominators, DominatorOrder};

/// The dominator tree of the blocks reachable from block 0, numbered.
pub(crate) struct DomTree {
    tree: DominatorOrder,
}

impl DomTree {
    /// Computes the tree of `cfg`, rooted at block 0.
    pub fn new(cfg: &Cfg) -> DomTree {
        let idom = immediate_dominators(
            cfg.len(),
            0,
            |b| cfg.succs(to_u32(b)).iter().map(|&s| s as usize),
            |b| cfg.preds(to_u32(b)).iter().map(|&p| p as usize),
        );
        DomTree {
            tree: DominatorOrder::new(&idom, 0),
        }
    }

    /// Whether `b` is reachable from the entry.
    pub fn reachable(&self, b: u32) -> bool {
        self.tree.contains(b as usize)
    }

    /// Whether `a` dominates `b` (every block dominates itself). False when either is
    /// unreachable.
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        self.tree.dominates(a as usize, b as usize)
    }
}
