//! The BLOCKINFO state: abbreviations registered for other blocks, and the
//! bookkeeping both the reader and the writer do inside a BLOCKINFO block.

use rustc_hash::FxHashMap;
use std::rc::Rc;

use super::abbrev::Abbrev;

/// Abbreviations registered through BLOCKINFO blocks, by the block id they apply to.
///
/// Lists only grow, so a block can remember how many entries it saw when it was
/// entered (later BLOCKINFO additions do not apply to blocks already open).
#[derive(Debug, Clone, Default)]
pub struct BlockInfo {
    abbrevs: FxHashMap<u32, Vec<Rc<Abbrev>>>,
}

impl BlockInfo {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// The abbreviations registered so far for `block_id`, in definition order.
    pub fn abbrevs(&self, block_id: u32) -> &[Rc<Abbrev>] {
        self.abbrevs.get(&block_id).map_or(&[], Vec::as_slice)
    }

    /// Registers `abbrev` for `block_id`; returns its index among that block's BLOCKINFO abbrevs.
    pub fn add(&mut self, block_id: u32, abbrev: Rc<Abbrev>) -> usize {
        let list = self.abbrevs.entry(block_id).or_default();
        list.push(abbrev);
        list.len() - 1
    }
}

/// Per-block abbreviation scope: the BLOCKINFO prefix seen at entry, then local definitions.
#[derive(Debug, Clone)]
pub(crate) struct AbbrevScope {
    /// The block id (for the BLOCKINFO lookup).
    pub block_id: u32,
    /// How many BLOCKINFO abbreviations for `block_id` existed when the block was entered.
    pub inherited: usize,
    /// Abbreviations defined inside the block (never used for BLOCKINFO blocks themselves).
    pub local: Vec<Rc<Abbrev>>,
    /// Inside a BLOCKINFO block: the block id chosen by the last SETBID.
    pub cur_bid: Option<u32>,
}

impl AbbrevScope {
    /// A fresh scope for a block of `block_id` entered now.
    pub fn enter(block_id: u32, info: &BlockInfo) -> Self {
        AbbrevScope {
            block_id,
            inherited: info.abbrevs(block_id).len(),
            local: Vec::new(),
            cur_bid: None,
        }
    }

    /// The abbreviation for application abbrev id `id` (>= 4), if defined.
    pub fn get(&self, info: &BlockInfo, id: u64) -> Option<Rc<Abbrev>> {
        let index = usize::try_from(id.checked_sub(super::FIRST_APPLICATION_ABBREV)?).ok()?;
        if index < self.inherited {
            info.abbrevs(self.block_id).get(index).cloned()
        } else {
            self.local.get(index - self.inherited).cloned()
        }
    }

    /// The id the next local definition gets.
    pub fn next_id(&self) -> u64 {
        (self.inherited + self.local.len()) as u64 + super::FIRST_APPLICATION_ABBREV
    }
}
