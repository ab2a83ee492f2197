//! The order passes visit a function's blocks in when every definition must come
//! before its uses (but phis'): reverse post-order from the entry.

use dxil_ir::Block;
use rustc_hash::FxHashSet;

/// Blocks in reverse post-order from the entry, then any unreachable ones.
pub fn reverse_post_order(body: &dxil_ir::Body) -> Vec<Block> {
    let Some(entry) = body.entry() else {
        return Vec::new();
    };
    let mut seen = FxHashSet::default();
    let mut post = Vec::new();
    let mut stack = vec![(entry, false)];
    while let Some((b, done)) = stack.pop() {
        if done {
            post.push(b);
            continue;
        }
        if !seen.insert(b) {
            continue;
        }
        stack.push((b, true));
        if let Some(t) = body.terminator(b) {
            for s in body.insts[t].kind.successors().into_iter().rev() {
                if !seen.contains(&s) {
                    stack.push((s, false));
                }
            }
        }
    }
    post.reverse();
    for &b in &body.layout {
        if !seen.contains(&b) {
            post.push(b);
        }
    }
    post
}
