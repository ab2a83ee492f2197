//! Dominators of a graph given by successor and predecessor lists: immediate dominators
//! by Lengauer and Tarjan's algorithm ("A Fast Algorithm for Finding Dominators in a
//! Flowgraph", the simple version with path compression: O(m log n), iterative, so a
//! nest of 100k loops neither takes quadratic time, as the iterative dataflow of Cooper,
//! Harvey and Kennedy does when idom chains are deep, nor overflows the stack), and a
//! numbering of the dominator tree that answers "does a dominate b" in constant time.

const NONE: usize = usize::MAX;

/// The immediate dominator of each of the `n` nodes: `None` for `root` and for nodes
/// `root` does not reach.
pub fn immediate_dominators<S, P>(
    n: usize,
    root: usize,
    succs: impl Fn(usize) -> S,
    preds: impl Fn(usize) -> P,
) -> Vec<Option<usize>>
where
    S: IntoIterator<Item = usize>,
    P: IntoIterator<Item = usize>,
{
    let mut out = vec![None; n];
    // No node but the root (most functions are one block): nothing to compute.
    if root >= n || n == 1 {
        return out;
    }
    // Depth-first preorder: `vertex[d]` is the node numbered `d`, `parent[d]` its tree
    // parent's number; everything below is in numbers.
    let mut number = vec![NONE; n];
    let mut vertex = Vec::with_capacity(n);
    let mut parent = Vec::with_capacity(n);
    let mut stack = vec![(root, NONE)];
    while let Some((v, from)) = stack.pop() {
        if number[v] != NONE {
            continue;
        }
        number[v] = vertex.len();
        vertex.push(v);
        parent.push(from);
        let d = number[v];
        let before = stack.len();
        stack.extend(
            succs(v)
                .into_iter()
                .filter(|&s| s < n && number[s] == NONE)
                .map(|s| (s, d)),
        );
        // Successors in their listed order, as a recursive walk would take them.
        stack[before..].reverse();
    }
    let count = vertex.len();
    let mut semi: Vec<usize> = (0..count).collect();
    let mut label: Vec<usize> = (0..count).collect();
    let mut ancestor = vec![NONE; count];
    let mut idom = vec![NONE; count];
    let mut bucket: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut path = Vec::new();
    for w in (1..count).rev() {
        for p in preds(vertex[w]) {
            let Some(&v) = number.get(p).filter(|&&v| v != NONE) else {
                continue;
            };
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            if semi[u] < semi[w] {
                semi[w] = semi[u];
            }
        }
        bucket[semi[w]].push(w);
        let pw = parent[w];
        ancestor[w] = pw;
        for v in std::mem::take(&mut bucket[pw]) {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom[v] = if semi[u] < semi[v] { u } else { pw };
        }
    }
    for w in 1..count {
        if idom[w] != semi[w] {
            idom[w] = idom[idom[w]];
        }
    }
    for w in 1..count {
        out[vertex[w]] = Some(vertex[idom[w]]);
    }
    out
}

/// The node of least semidominator on `v`'s compressed path to the forest's root.
fn eval(
    v: usize,
    ancestor: &mut [usize],
    label: &mut [usize],
    semi: &[usize],
    path: &mut Vec<usize>,
) -> usize {
    if ancestor[v] == NONE {
        return v;
    }
    // Compress the path from `v` up (nearest the root first, as the recursive form).
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x]] != NONE {
        path.push(x);
        x = ancestor[x];
    }
    for &y in path.iter().rev() {
        let a = ancestor[y];
        if semi[label[a]] < semi[label[y]] {
            label[y] = label[a];
        }
        ancestor[y] = ancestor[a];
    }
    label[v]
}

/// Preorder and postorder numbers of the dominator tree, for constant-time dominance.
#[derive(Debug, Clone)]
pub struct DominatorOrder {
    pre: Vec<usize>,
    post: Vec<usize>,
}

impl DominatorOrder {
    /// Numbers the tree `idom` describes (as [`immediate_dominators`] gives it) from
    /// `root`; nodes outside it (unreachable ones) get no numbers.
    pub fn new(idom: &[Option<usize>], root: usize) -> DominatorOrder {
        let n = idom.len();
        if n == 1 && root == 0 {
            return DominatorOrder {
                pre: vec![0],
                post: vec![1],
            };
        }
        let parent = |b: usize| idom[b].filter(|&d| d < n && b != root);
        // Children lists in one array: node d's are `children[start[d]..start[d + 1]]`.
        let mut start = vec![0usize; n + 1];
        for b in 0..n {
            if let Some(d) = parent(b) {
                start[d + 1] += 1;
            }
        }
        for d in 0..n {
            start[d + 1] += start[d];
        }
        let mut fill = start.clone();
        let mut children = vec![0usize; start[n]];
        for b in 0..n {
            if let Some(d) = parent(b) {
                children[fill[d]] = b;
                fill[d] += 1;
            }
        }
        let mut pre = vec![NONE; n];
        let mut post = vec![NONE; n];
        if root < n {
            let mut clock = 0;
            let mut stack = vec![(root, start[root])];
            pre[root] = clock;
            clock += 1;
            while let Some(top) = stack.last_mut() {
                let (b, next) = *top;
                if next < start[b + 1] {
                    top.1 += 1;
                    let c = children[next];
                    pre[c] = clock;
                    clock += 1;
                    stack.push((c, start[c]));
                } else {
                    post[b] = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
        DominatorOrder { pre, post }
    }

    /// Whether `a` is in the tree (reachable from the root).
    pub fn contains(&self, a: usize) -> bool {
        self.pre.get(a).is_some_and(|&p| p != NONE)
    }

    /// Whether `a` dominates `b` (each node dominates itself); false when either is
    /// outside the tree.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        self.contains(a)
            && self.contains(b)
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idoms(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
        let mut preds = vec![Vec::new(); succs.len()];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        immediate_dominators(succs.len(), 0, |b| succs[b].clone(), |b| preds[b].clone())
    }

    /// Dominators by definition: `a` dominates `b` when removing `a` cuts `b` off.
    fn by_definition(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
        let n = succs.len();
        let reach = |cut: usize| {
            let mut seen = vec![false; n];
            let mut work = vec![0];
            while let Some(b) = work.pop() {
                if b == cut || seen[b] {
                    continue;
                }
                seen[b] = true;
                work.extend(&succs[b]);
            }
            seen
        };
        let all = reach(NONE);
        let dominators: Vec<Vec<usize>> = (0..n)
            .map(|b| {
                (0..n)
                    .filter(|&a| a == b || (all[b] && !reach(a)[b]))
                    .collect()
            })
            .collect();
        (0..n)
            .map(|b| {
                if b == 0 || !all[b] {
                    return None;
                }
                // The strict dominator that every other strict dominator dominates.
                let strict: Vec<usize> =
                    dominators[b].iter().copied().filter(|&a| a != b).collect();
                strict
                    .iter()
                    .copied()
                    .find(|&d| strict.iter().all(|&o| dominators[d].contains(&o)))
            })
            .collect()
    }

    #[test]
    fn agrees_with_the_definition_on_small_graphs() {
        // Graphs of 1 to 7 nodes (one node takes a shortcut) whose edges come from a
        // small pseudo-random stream.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3000 {
            let n = 1 + (seed % 7) as usize;
            let mut succs = vec![Vec::new(); n];
            for list in succs.iter_mut() {
                for s in 0..n {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    if seed.is_multiple_of(3) {
                        list.push(s);
                    }
                }
            }
            assert_eq!(idoms(&succs), by_definition(&succs), "{succs:?}");
            let idom = idoms(&succs);
            let order = DominatorOrder::new(&idom, 0);
            let dominated = |a: usize, b: usize| {
                let mut x = Some(b);
                while let Some(y) = x {
                    if y == a {
                        return true;
                    }
                    x = idom[y];
                }
                false
            };
            for a in 0..n {
                for b in 0..n {
                    let reachable = order.contains(a) && order.contains(b);
                    assert_eq!(order.dominates(a, b), reachable && dominated(a, b));
                }
            }
        }
    }

    #[test]
    fn a_deep_nest_needs_no_recursion() {
        // 200k nested loops: header k -> header k+1 ... -> latch k -> header k / latch k-1.
        let depth = 200_000;
        let n = 2 * depth + 1;
        let header = |k: usize| k;
        let latch = |k: usize| depth + k;
        let mut succs = vec![Vec::new(); n];
        for k in 0..depth {
            succs[header(k)].push(if k + 1 < depth {
                header(k + 1)
            } else {
                latch(k)
            });
            succs[latch(k)].push(header(k));
            succs[latch(k)].push(if k == 0 { n - 1 } else { latch(k - 1) });
        }
        let idom = idoms(&succs);
        assert_eq!(idom[header(5)], Some(header(4)));
        assert_eq!(idom[latch(5)], Some(latch(6)));
        assert_eq!(idom[n - 1], Some(latch(0)));
        assert!(DominatorOrder::new(&idom, 0).dominates(header(3), latch(depth - 1)));
    }
}
