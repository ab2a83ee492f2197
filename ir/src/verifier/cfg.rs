//! The control-flow graph of a function body, over layout positions (0 = entry), in
//! compressed rows: successor and predecessor edges with multiplicity.

/// Successor and predecessor edges of every block, by layout position.
pub(crate) struct Cfg {
    succ_start: Vec<u32>,
    succs: Vec<u32>,
    pred_start: Vec<u32>,
    preds: Vec<u32>,
}

impl Cfg {
    /// Builds the graph from each block's successor list (`edges[b]`, by layout
    /// position; every target must be `< edges.len()`).
    pub fn new(edges: &[Vec<u32>]) -> Cfg {
        let n = edges.len();
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succs = Vec::new();
        let mut pred_count = vec![0u32; n + 1];
        for e in edges {
            succ_start.push(to_u32(succs.len()));
            succs.extend_from_slice(e);
            for &s in e {
                pred_count[s as usize + 1] += 1;
            }
        }
        succ_start.push(to_u32(succs.len()));
        for i in 1..=n {
            pred_count[i] += pred_count[i - 1];
        }
        let pred_start = pred_count.clone();
        let mut fill = pred_count;
        let mut preds = vec![0u32; succs.len()];
        for (b, e) in edges.iter().enumerate() {
            for &s in e {
                let slot = &mut fill[s as usize];
                preds[*slot as usize] = to_u32(b);
                *slot += 1;
            }
        }
        Cfg {
            succ_start,
            succs,
            pred_start,
            preds,
        }
    }

    /// How many blocks.
    pub fn len(&self) -> usize {
        self.succ_start.len() - 1
    }

    /// The successors of `b`, one per edge.
    pub fn succs(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.succs[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    /// The predecessors of `b`, one per edge, in increasing order.
    pub fn preds(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.preds[self.pred_start[b] as usize..self.pred_start[b + 1] as usize]
    }
}

/// `n` as a `u32`: block counts and edge counts fit, since handles are 32-bit.
pub(crate) fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preds_follow_succs_with_multiplicity() {
        let cfg = Cfg::new(&[vec![1, 2], vec![2, 2], vec![]]);
        assert_eq!(cfg.len(), 3);
        assert_eq!(cfg.succs(1), &[2, 2]);
        assert_eq!(cfg.preds(2), &[0, 1, 1]);
        assert_eq!(cfg.preds(0), &[] as &[u32]);
    }
}
