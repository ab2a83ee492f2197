//! A function's control-flow graph, its dominator and post-dominator trees, and the
//! control dependences derived from the post-dominator tree (what the ViewID analysis
//! and the validator's flow rules need).
//!
//! Blocks are numbered by their place in the function's layout. The post-dominator tree
//! has a virtual root above every exit block (a block without successors), as LLVM's
//! does; an exit's immediate post-dominator is `None`. Blocks from which no exit is
//! reachable have no post-dominator and depend on nothing.
//!
//! Block `x` is control dependent on block `y` when `x` post-dominates a successor of `y`
//! but does not strictly post-dominate `y` (Ferrante, Ottenstein and Warren): for each
//! edge `y → s`, every block on the post-dominator tree path from `s` up to (excluding)
//! `ipdom(y)` depends on `y`. This is the relation DXC's Allen–Kennedy formulation
//! computes.

use dxil_ir::{Block, Body, SecondaryMap};
use std::collections::BTreeSet;

/// The control-flow graph of a function body, blocks numbered in layout order.
#[derive(Debug, Clone)]
pub struct Cfg {
    /// The blocks, in layout order.
    pub blocks: Vec<Block>,
    /// Block number of each block laid out.
    number: SecondaryMap<Block, Option<usize>>,
    /// Successor numbers of each block.
    succs: Vec<Vec<usize>>,
    /// Predecessor numbers of each block.
    preds: Vec<Vec<usize>>,
}

impl Cfg {
    /// The graph of `body`.
    pub fn of(body: &Body) -> Cfg {
        let blocks = body.layout.clone();
        let mut number = SecondaryMap::with_capacity(blocks.len());
        for (i, &b) in blocks.iter().enumerate() {
            number.set(b, Some(i));
        }
        let mut succs = vec![Vec::new(); blocks.len()];
        let mut preds = vec![Vec::new(); blocks.len()];
        // The block whose successors last took each block in (a switch's many cases
        // may name one target again: each edge once, without searching the list).
        let mut taken_by = vec![usize::MAX; blocks.len()];
        for (i, &b) in blocks.iter().enumerate() {
            let Some(term) = body.terminator(b) else {
                continue;
            };
            for s in body.insts[term].kind.successors() {
                if let Some(j) = *number.get(s) {
                    if taken_by[j] != i {
                        taken_by[j] = i;
                        succs[i].push(j);
                        preds[j].push(i);
                    }
                }
            }
        }
        Cfg {
            blocks,
            number,
            succs,
            preds,
        }
    }

    /// The number of block `b` (its place in the layout), if it is laid out.
    pub fn number_of(&self, b: Block) -> Option<usize> {
        *self.number.get(b)
    }

    /// Number of blocks.
    pub fn len(&self) -> usize {
        self.succs.len()
    }

    /// Whether the function has no block.
    pub fn is_empty(&self) -> bool {
        self.succs.is_empty()
    }

    /// The numbers of block `b`'s successors.
    pub fn successors(&self, b: usize) -> &[usize] {
        &self.succs[b]
    }

    /// The numbers of block `b`'s predecessors.
    pub fn predecessors(&self, b: usize) -> &[usize] {
        &self.preds[b]
    }
}

/// Immediate dominators of a graph given as successor and predecessor lists with a
/// root ([`dxil_ir::dominators`]). Unreachable nodes get `None`, as does the root.
fn immediate_dominators(
    succs: &[Vec<usize>],
    preds: &[Vec<usize>],
    root: usize,
) -> Vec<Option<usize>> {
    dxil_ir::dominators::immediate_dominators(
        succs.len(),
        root,
        |b| succs[b].iter().copied(),
        |b| preds[b].iter().copied(),
    )
}

/// The dominator tree: immediate dominator of each block (`None` for the entry and for
/// unreachable blocks).
pub fn dominator_tree(cfg: &Cfg) -> Vec<Option<usize>> {
    if cfg.is_empty() {
        return Vec::new();
    }
    immediate_dominators(&cfg.succs, &cfg.preds, 0)
}

/// The post-dominator tree: immediate post-dominator of each block, `None` for exits
/// (children of the virtual root) and for blocks that reach no exit.
pub fn post_dominator_tree(cfg: &Cfg) -> Vec<Option<usize>> {
    let n = cfg.len();
    let root = n;
    // Reverse graph plus a virtual root whose successors are the exits.
    let mut succs: Vec<Vec<usize>> = cfg.preds.clone();
    let mut preds: Vec<Vec<usize>> = cfg.succs.clone();
    let exits: Vec<usize> = (0..n).filter(|&b| cfg.succs[b].is_empty()).collect();
    for &e in &exits {
        preds[e].push(root);
    }
    succs.push(exits);
    preds.push(Vec::new());
    let idom = immediate_dominators(&succs, &preds, root);
    idom.into_iter()
        .take(n)
        .map(|d| d.filter(|&d| d != root))
        .collect()
}

/// Control dependences: for each block, the blocks whose branch decides whether it runs.
pub fn control_dependences(cfg: &Cfg, ipdom: &[Option<usize>]) -> Vec<BTreeSet<usize>> {
    let n = cfg.len();
    let in_tree = post_dominated(cfg, ipdom);
    let mut cd = vec![BTreeSet::new(); n];
    for y in 0..n {
        if !in_tree[y] {
            continue;
        }
        for &s in &cfg.succs[y] {
            let mut runner = Some(s);
            while let Some(x) = runner {
                if Some(x) == ipdom[y] || !in_tree[x] {
                    break;
                }
                cd[x].insert(y);
                runner = ipdom[x];
            }
        }
    }
    cd
}

/// Whether each block is in the post-dominator tree (reaches an exit).
fn post_dominated(cfg: &Cfg, ipdom: &[Option<usize>]) -> Vec<bool> {
    let n = cfg.len();
    let mut reaches = vec![false; n];
    let mut work: Vec<usize> = (0..n).filter(|&b| cfg.succs[b].is_empty()).collect();
    for &b in &work {
        reaches[b] = true;
    }
    while let Some(b) = work.pop() {
        for &p in &cfg.preds[b] {
            if !reaches[p] {
                reaches[p] = true;
                work.push(p);
            }
        }
    }
    debug_assert_eq!(ipdom.len(), n);
    reaches
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(edges: &[(usize, usize)], n: usize) -> Cfg {
        let mut succs = vec![Vec::new(); n];
        let mut preds = vec![Vec::new(); n];
        for &(a, b) in edges {
            succs[a].push(b);
            preds[b].push(a);
        }
        Cfg {
            blocks: Vec::new(),
            number: SecondaryMap::new(),
            succs,
            preds,
        }
    }

    #[test]
    fn diamond_arms_depend_on_the_branch() {
        // 0 → {1, 2} → 3
        let g = cfg(&[(0, 1), (0, 2), (1, 3), (2, 3)], 4);
        assert_eq!(
            immediate_dominators(&g.succs, &g.preds, 0),
            [None, Some(0), Some(0), Some(0)]
        );
        let ipdom = post_dominator_tree(&g);
        assert_eq!(ipdom, [Some(3), Some(3), Some(3), None]);
        let cd = control_dependences(&g, &ipdom);
        let expect: [&[usize]; 4] = [&[], &[0], &[0], &[]];
        for (got, want) in cd.iter().zip(expect) {
            assert_eq!(got.iter().copied().collect::<Vec<_>>(), want);
        }
    }

    #[test]
    fn loop_body_and_header_depend_on_the_latch_test() {
        // 0 → 1; 1 → {2, 3}; 2 → 1; 3 exit
        let g = cfg(&[(0, 1), (1, 2), (1, 3), (2, 1)], 4);
        let ipdom = post_dominator_tree(&g);
        let cd = control_dependences(&g, &ipdom);
        assert!(cd[2].contains(&1));
        assert!(cd[1].contains(&1));
        assert!(cd[3].is_empty());
        assert!(cd[0].is_empty());
    }

    #[test]
    fn early_exit_makes_the_rest_dependent() {
        // 0 → {1 (ret), 2}; 2 → ret
        let g = cfg(&[(0, 1), (0, 2)], 3);
        let ipdom = post_dominator_tree(&g);
        assert_eq!(ipdom, [None, None, None]);
        let cd = control_dependences(&g, &ipdom);
        assert!(cd[1].contains(&0));
        assert!(cd[2].contains(&0));
    }
}
