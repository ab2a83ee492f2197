//! Immediate post-dominators of a function's blocks: where lanes that diverge at a
//! branch meet again.

/// The immediate post-dominator of each of `succs.len()` blocks, or `None` when it is
/// the virtual exit (or the block never reaches an exit). Blocks with no successors
/// are the exits.
pub fn immediate_post_dominators(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = succs.len();
    let exit = n;
    // Predecessors in the reversed graph are the CFG successors; the exit precedes
    // every block without successors.
    let mut rev_succs: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (b, ss) in succs.iter().enumerate() {
        if ss.is_empty() {
            rev_succs[exit].push(b);
        }
        for &s in ss {
            if s < n {
                rev_succs[s].push(b);
            }
        }
    }
    // Postorder of the reversed graph from the exit, without recursion.
    let mut order = Vec::with_capacity(n + 1);
    let mut seen = vec![false; n + 1];
    let mut stack = vec![(exit, 0usize)];
    seen[exit] = true;
    while let Some((node, i)) = stack.pop() {
        if let Some(&next) = rev_succs[node].get(i) {
            stack.push((node, i + 1));
            if !seen[next] {
                seen[next] = true;
                stack.push((next, 0));
            }
        } else {
            order.push(node);
        }
    }
    let mut po_num = vec![usize::MAX; n + 1];
    for (i, &b) in order.iter().enumerate() {
        po_num[b] = i;
    }
    let preds_in_reverse = |b: usize| -> Vec<usize> {
        let mut p: Vec<usize> = succs[b].iter().copied().filter(|&s| s < n).collect();
        if succs[b].is_empty() {
            p.push(exit);
        }
        p
    };
    let mut idom = vec![usize::MAX; n + 1];
    idom[exit] = exit;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == exit {
                continue;
            }
            let mut new = usize::MAX;
            for p in preds_in_reverse(b) {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    intersect(&idom, &po_num, p, new)
                };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (0..n)
        .map(|b| match idom[b] {
            d if d == usize::MAX || d == exit => None,
            d => Some(d),
        })
        .collect()
}

fn intersect(idom: &[usize], po: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while po[a] < po[b] {
            a = idom[a];
        }
        while po[b] < po[a] {
            b = idom[b];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 exits.
        let d = immediate_post_dominators(&[vec![1, 2], vec![3], vec![3], vec![]]);
        assert_eq!(d, vec![Some(3), Some(3), Some(3), None]);
        // 0 -> 1; 1 -> 1, 2 (loop); 2 exits.
        let l = immediate_post_dominators(&[vec![1], vec![1, 2], vec![]]);
        assert_eq!(l, vec![Some(1), Some(2), None]);
        // Both arms return: they meet only at the exit.
        let r = immediate_post_dominators(&[vec![1, 2], vec![], vec![]]);
        assert_eq!(r, vec![None, None, None]);
        // An endless loop never reaches the exit.
        let e = immediate_post_dominators(&[vec![1], vec![1]]);
        assert_eq!(e, vec![None, None]);
    }
}
