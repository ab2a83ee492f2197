//! Instructions a cursor inserted but has not yet put in their blocks, and placed
//! instructions it erased but has not yet taken out: placed or taken out in one walk
//! of each block touched (see [`super::FuncCursor::stage_inserts`]).
//!
//! Inserting into (or removing from) a block's instruction list moves the rest of the
//! block: lowering many instructions of a long block one by one would move it once per
//! instruction. Staged, an inserted instruction waits in a short list attached to the
//! placed instruction it goes before (its anchor), or to the block's end.

use dxil_ir::{Block, Body, Inst, SecondaryMap};

/// Where staged instructions wait: before a placed instruction, or at a block's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Anchor {
    /// The block they go in.
    pub block: Block,
    /// The placed instruction they go right before; `None` for the block's end.
    pub next: Option<Inst>,
}

/// The staged insertions and erasures of one function body.
#[derive(Default)]
pub(crate) struct StagedInserts {
    /// The list waiting before each anchor instruction (an index into `lists`).
    before: SecondaryMap<Inst, Option<u32>>,
    /// The list waiting at each block's end.
    at_end: SecondaryMap<Block, Option<u32>>,
    /// The waiting lists, in insertion order within each.
    lists: Vec<Vec<Inst>>,
    /// The block each list goes in.
    list_blocks: Vec<Block>,
    /// The anchor each staged instruction waits at.
    anchor_of: SecondaryMap<Inst, Option<Anchor>>,
    /// Placed instructions to take out of their blocks.
    erased: SecondaryMap<Inst, bool>,
    /// Blocks with something to place or take out, each once.
    touched: Vec<Block>,
    touched_set: SecondaryMap<Block, bool>,
}

impl StagedInserts {
    /// The anchor `inst` waits at, if it is staged.
    pub fn anchor_of(&self, inst: Inst) -> Option<Anchor> {
        *self.anchor_of.get(inst)
    }

    /// Every staged instruction.
    pub fn all(&self) -> impl Iterator<Item = Inst> + '_ {
        self.lists.iter().flatten().copied()
    }

    /// The instructions waiting at `a`, in order.
    pub fn waiting(&self, a: Anchor) -> &[Inst] {
        match self.list_index(a) {
            Some(l) => &self.lists[l as usize],
            None => &[],
        }
    }

    fn list_index(&self, a: Anchor) -> Option<u32> {
        match a.next {
            Some(i) => *self.before.get(i),
            None => *self.at_end.get(a.block),
        }
    }

    fn touch(&mut self, b: Block) {
        if !*self.touched_set.get(b) {
            self.touched_set.set(b, true);
            self.touched.push(b);
        }
    }

    /// Stages `inst` at `a`, at index `at` of the instructions already waiting there.
    pub fn stage(&mut self, a: Anchor, at: usize, inst: Inst) {
        let l = match self.list_index(a) {
            Some(l) => l,
            None => {
                let l = self.lists.len() as u32;
                self.lists.push(Vec::new());
                self.list_blocks.push(a.block);
                match a.next {
                    Some(i) => self.before.set(i, Some(l)),
                    None => self.at_end.set(a.block, Some(l)),
                }
                l
            }
        };
        let list = &mut self.lists[l as usize];
        list.insert(at.min(list.len()), inst);
        self.anchor_of.set(inst, Some(a));
        self.touch(a.block);
    }

    /// Takes a staged `inst` off its waiting list; returns where it was.
    pub fn unstage(&mut self, inst: Inst) -> Option<(Anchor, usize)> {
        let a = self.anchor_of(inst)?;
        let l = self.list_index(a)? as usize;
        let k = self.lists[l].iter().position(|&i| i == inst)?;
        self.lists[l].remove(k);
        self.anchor_of.set(inst, None);
        Some((a, k))
    }

    /// Marks the placed `inst` of block `b` to be taken out.
    pub fn erase_placed(&mut self, b: Block, inst: Inst) {
        self.erased.set(inst, true);
        self.touch(b);
    }

    /// Whether the placed `inst` is marked to be taken out.
    pub fn is_erased(&self, inst: Inst) -> bool {
        *self.erased.get(inst)
    }

    /// Puts every staged instruction in its block and takes the erased ones out, one
    /// walk per touched block. A list whose anchor left its block (an edit made
    /// directly on the body, which a staging pass must not do) goes before the
    /// block's terminator.
    pub fn place(self, body: &mut Body) {
        let StagedInserts {
            before,
            at_end,
            mut lists,
            list_blocks,
            erased,
            touched,
            ..
        } = self;
        for b in touched {
            let old = std::mem::take(&mut body.blocks[b].insts);
            let mut new = Vec::with_capacity(old.len() + 1);
            for i in old {
                if let Some(l) = *before.get(i) {
                    new.append(&mut lists[l as usize]);
                }
                if !*erased.get(i) {
                    new.push(i);
                }
            }
            if let Some(l) = *at_end.get(b) {
                new.append(&mut lists[l as usize]);
            }
            body.blocks[b].insts = new;
        }
        // Lists left over: their anchor was moved or removed behind the cursor's back.
        for (b, list) in list_blocks.into_iter().zip(lists) {
            if list.is_empty() {
                continue;
            }
            debug_assert!(false, "staged instructions lost their anchor in {b:?}");
            let insts = &mut body.blocks[b].insts;
            let at = insts.len().saturating_sub(1);
            insts.splice(at..at, list);
        }
    }
}
