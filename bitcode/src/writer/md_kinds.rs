//! Metadata kind ids: LLVM 3.7's fixed kinds (`LLVMContext`'s constructor), then the
//! kinds the module attaches, in order of first use.
//!
//! DXC's kind table also lists kinds its passes registered but the module no longer
//! uses (`dx.temp`, `dx.dbg.varlayout`, ...); those depend on compilation history, not on
//! the module, so they are not reproduced.

use dxil_ir::metadata::LLVM37_FIXED_KINDS;
use dxil_ir::Attachment;
use rustc_hash::FxHashMap;

/// The kind table of one module.
#[derive(Debug, Clone, Default)]
pub(crate) struct MdKinds {
    names: Vec<Box<str>>,
    ids: FxHashMap<Box<str>, u32>,
}

impl MdKinds {
    /// LLVM 3.7's fixed kinds; [`MdKinds::add_attached`] adds those a module uses.
    pub(crate) fn fixed() -> Self {
        let mut k = MdKinds::default();
        for name in LLVM37_FIXED_KINDS {
            k.add(name);
        }
        k
    }

    /// Adds the kinds of `attachments` not known yet, in order (a function's, then its
    /// instructions', function after function).
    pub(crate) fn add_attached(&mut self, attachments: &[Attachment]) {
        for (name, _) in attachments {
            self.add(name);
        }
    }

    fn add(&mut self, name: &str) {
        if !self.ids.contains_key(name) {
            self.ids.insert(name.into(), self.names.len() as u32);
            self.names.push(name.into());
        }
    }

    /// The id of kind `name`.
    pub(crate) fn id(&self, name: &str) -> Option<u32> {
        self.ids.get(name).copied()
    }

    /// Every kind name, by id.
    pub(crate) fn names(&self) -> &[Box<str>] {
        &self.names
    }
}
