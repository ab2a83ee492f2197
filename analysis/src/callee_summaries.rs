//! Per-function summaries merged along calls: a caller's summary takes in every callee's,
//! directly or through other calls, recursion included. Summaries only grow under the
//! merge, so a worklist settles each function after a bounded number of changes: linear
//! in the calls, with no recursion to overflow the stack on deep call chains.

use dxil_ir::FuncId;
use rustc_hash::FxHashMap;
use std::hash::BuildHasher;

/// Merges each function's callees' summaries into its own, until nothing changes.
/// `callees` lists each function's callees (functions without a summary are skipped);
/// `merge(into, from)` joins `from` into `into` and says whether `into` changed, and must
/// only ever grow `into` (a join on a finite lattice: flag bits, minimum versions).
pub fn merge_callee_summaries<T: Copy, S: BuildHasher, I>(
    callees: impl IntoIterator<Item = (FuncId, I)>,
    summaries: &mut std::collections::HashMap<FuncId, T, S>,
    merge: impl Fn(&mut T, T) -> bool,
) where
    I: IntoIterator<Item = FuncId>,
{
    let mut callers: FxHashMap<FuncId, Vec<FuncId>> = FxHashMap::default();
    for (caller, cs) in callees {
        for c in cs {
            if c != caller {
                callers.entry(c).or_default().push(caller);
            }
        }
    }
    let mut work: Vec<FuncId> = summaries.keys().copied().collect();
    while let Some(callee) = work.pop() {
        let Some(&summary) = summaries.get(&callee) else {
            continue;
        };
        for &caller in callers.get(&callee).into_iter().flatten() {
            if let Some(into) = summaries.get_mut(&caller) {
                if merge(into, summary) {
                    work.push(caller);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    fn f(n: usize) -> FuncId {
        FuncId::from_index(n)
    }

    fn or(into: &mut u64, from: u64) -> bool {
        let before = *into;
        *into |= from;
        *into != before
    }

    #[test]
    fn chains_and_cycles_take_in_every_callee() {
        // 0 -> 1 -> 2 -> 1 (a cycle), 3 alone.
        let calls = vec![(f(0), vec![f(1)]), (f(1), vec![f(2)]), (f(2), vec![f(1)])];
        let mut s: FxHashMap<FuncId, u64> =
            FxHashMap::from_iter([(f(0), 1), (f(1), 2), (f(2), 4), (f(3), 8)]);
        merge_callee_summaries(calls, &mut s, or);
        assert_eq!(s[&f(0)], 7);
        assert_eq!(s[&f(1)], 6);
        assert_eq!(s[&f(2)], 6);
        assert_eq!(s[&f(3)], 8);
    }

    #[test]
    fn a_deep_chain_settles_without_recursion() {
        let n = 200_000;
        let calls = (0..n - 1).map(|k| (f(k), vec![f(k + 1)]));
        let mut s: FxHashMap<FuncId, u64> = (0..n).map(|k| (f(k), 0)).collect();
        s.insert(f(n - 1), 1 << 5);
        merge_callee_summaries(calls, &mut s, or);
        assert!(s.values().all(|&v| v == 1 << 5));
    }
}
