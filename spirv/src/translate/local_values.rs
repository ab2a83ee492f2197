//! The values of function-local ids while functions are translated (the entry and
//! every call, inlined): one table indexed by id for all of them, each entry stamped
//! with the frame (one translation of a function) that set it, so a call allocates
//! nothing and an id set by another frame reads as unset.

use rspirv::spirv::Word;

use crate::module_info::{IdTable, ModuleInfo};

/// One translation of a function (see [`LocalValues::frame`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FrameStamp(u32);

/// Function-local values by id, for every frame (see the module doc).
pub(super) struct LocalValues<T> {
    table: IdTable<(FrameStamp, T)>,
    frames: u32,
}

impl<T: Copy> LocalValues<T> {
    /// An empty table for the module `info` describes.
    pub fn for_module(info: &ModuleInfo) -> Self {
        Self::in_table(info.id_table())
    }

    /// An empty table kept in `table`.
    fn in_table(table: IdTable<(FrameStamp, T)>) -> Self {
        LocalValues { table, frames: 0 }
    }

    /// A new frame, whose ids all start unset.
    pub fn frame(&mut self) -> FrameStamp {
        self.frames += 1;
        FrameStamp(self.frames)
    }

    /// Sets `id` in `frame`.
    pub fn insert(&mut self, frame: FrameStamp, id: Word, value: T) {
        self.table.insert(id, (frame, value));
    }

    /// The value `frame` set for `id`.
    pub fn get(&self, frame: FrameStamp, id: Word) -> Option<&T> {
        match self.table.get(&id) {
            Some((f, v)) if *f == frame => Some(v),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module header whose bound is `bound`, and a few words of body.
    fn words(bound: u32) -> Vec<u32> {
        vec![crate::MAGIC, 0x0001_0300, 0, bound, 0, 0, 0, 0]
    }

    #[test]
    fn a_frame_sees_only_its_own_ids() {
        let mut t = LocalValues::in_table(IdTable::for_module(&words(16)));
        let caller = t.frame();
        t.insert(caller, 3, 'a');
        let callee = t.frame();
        t.insert(callee, 5, 'b');
        assert_eq!(t.get(caller, 3), Some(&'a'));
        assert_eq!(t.get(callee, 3), None);
        assert_eq!(t.get(caller, 5), None);
        // The same function called again: its ids start unset.
        let again = t.frame();
        assert_eq!(t.get(again, 5), None);
        t.insert(again, 5, 'c');
        assert_eq!(t.get(again, 5), Some(&'c'));
        assert_eq!(t.get(caller, 3), Some(&'a'));
    }

    #[test]
    fn ids_past_the_bound_are_kept() {
        let mut t = LocalValues::in_table(IdTable::for_module(&words(4)));
        let f = t.frame();
        t.insert(f, 1, 1u8);
        t.insert(f, 4_000_000_000, 2u8);
        assert_eq!(t.get(f, 1), Some(&1));
        assert_eq!(t.get(f, 4_000_000_000), Some(&2));
    }
}
