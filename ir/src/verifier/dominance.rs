//! The dominator tree of a control-flow graph, by Cooper, Harvey and Kennedy's
//! iterative algorithm ("A Simple, Fast Dominance Algorithm"), with pre/post numbers on
//! the tree so each dominance query is constant time.

use super::cfg::{to_u32, Cfg};

const NONE: u32 = u32::MAX;

/// Immediate dominators and tree numbering of the blocks reachable from block 0.
pub(crate) struct DomTree {
    /// Reverse-postorder number of each block, `NONE` if unreachable.
    rpo_num: Vec<u32>,
    /// Preorder and postorder numbers in the dominator tree.
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    /// Computes the tree of `cfg`, rooted at block 0.
    pub fn new(cfg: &Cfg) -> DomTree {
        let n = cfg.len();
        let order = reverse_postorder(cfg);
        let mut rpo_num = vec![NONE; n];
        for (i, &b) in order.iter().enumerate() {
            rpo_num[b as usize] = to_u32(i);
        }
        // idom in RPO numbers, so "intersect" walks by comparing numbers.
        let mut idom = vec![NONE; order.len()];
        if !order.is_empty() {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &b) in order.iter().enumerate().skip(1) {
                let mut new_idom = NONE;
                for &p in cfg.preds(b) {
                    let p = rpo_num[p as usize];
                    if p == NONE || idom[p as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        p
                    } else {
                        intersect(&idom, p, new_idom)
                    };
                }
                if idom[i] != new_idom {
                    idom[i] = new_idom;
                    changed = true;
                }
            }
        }
        let mut by_block = vec![NONE; n];
        for (i, &b) in order.iter().enumerate() {
            // Every reachable block has an immediate dominator by now.
            if let Some(&d) = order.get(idom[i] as usize) {
                by_block[b as usize] = d;
            }
        }
        let (pre, post) = number_tree(&order, &by_block, n);
        DomTree { rpo_num, pre, post }
    }

    /// Whether `b` is reachable from the entry.
    pub fn reachable(&self, b: u32) -> bool {
        self.rpo_num.get(b as usize).is_some_and(|&r| r != NONE)
    }

    /// Whether `a` dominates `b` (every block dominates itself). False when either is
    /// unreachable.
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if !self.reachable(a) || !self.reachable(b) {
            return false;
        }
        let (a, b) = (a as usize, b as usize);
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }
}

/// The blocks reachable from block 0, in reverse postorder (iterative DFS).
fn reverse_postorder(cfg: &Cfg) -> Vec<u32> {
    let n = cfg.len();
    if n == 0 {
        return Vec::new();
    }
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    // (block, next successor index)
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        if let Some(&s) = cfg.succs(b).get(i) {
            top.1 += 1;
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Walks up from `a` and `b` (RPO numbers) to their nearest common dominator.
fn intersect(idom: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom[a as usize];
        }
        while b > a {
            b = idom[b as usize];
        }
    }
    a
}

/// Pre- and postorder numbers of the dominator tree given by `idom` (by block).
fn number_tree(order: &[u32], idom: &[u32], n: usize) -> (Vec<u32>, Vec<u32>) {
    let mut child_start = vec![0u32; n + 1];
    for &b in order.iter().skip(1) {
        child_start[idom[b as usize] as usize + 1] += 1;
    }
    for i in 1..=n {
        child_start[i] += child_start[i - 1];
    }
    let mut fill = child_start.clone();
    let mut children = vec![0u32; order.len().saturating_sub(1)];
    for &b in order.iter().skip(1) {
        let slot = &mut fill[idom[b as usize] as usize];
        children[*slot as usize] = b;
        *slot += 1;
    }
    let mut pre = vec![NONE; n];
    let mut post = vec![NONE; n];
    let Some(&root) = order.first() else {
        return (pre, post);
    };
    let mut clock = 0u32;
    let mut stack: Vec<(u32, u32)> = vec![(root, child_start[root as usize])];
    pre[root as usize] = clock;
    clock += 1;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if next < child_start[b as usize + 1] {
            top.1 += 1;
            let c = children[next as usize];
            pre[c as usize] = clock;
            clock += 1;
            stack.push((c, child_start[c as usize]));
        } else {
            post[b as usize] = clock;
            clock += 1;
            stack.pop();
        }
    }
    (pre, post)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1 (loop back), 4 unreachable -> 3.
        let cfg = Cfg::new(&[vec![1, 2], vec![3], vec![3], vec![1], vec![3]]);
        let dt = DomTree::new(&cfg);
        assert!(dt.dominates(0, 1) && dt.dominates(1, 1));
        assert!(dt.dominates(0, 3));
        assert!(!dt.dominates(1, 3));
        assert!(!dt.dominates(2, 3));
        assert!(dt.dominates(3, 3));
        assert!(!dt.reachable(4));
        assert!(!dt.dominates(4, 3));
    }

    #[test]
    fn chain_is_dominated_in_order() {
        let edges: Vec<Vec<u32>> = (0..1000u32).map(|i| vec![i + 1]).chain([vec![]]).collect();
        let dt = DomTree::new(&Cfg::new(&edges));
        assert!(dt.dominates(10, 999));
        assert!(!dt.dominates(999, 10));
        assert!(dt.dominates(499, 500));
    }
}
