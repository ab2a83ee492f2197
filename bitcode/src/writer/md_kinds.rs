//! Metadata kind ids: LLVM 3.7's fixed kinds (`LLVMContext`'s constructor), then the
//! kinds the module attaches, in order of first use.
//!
//! DXC's kind table also lists kinds its passes registered but the module no longer
//! uses (`dx.temp`, `dx.dbg.varlayout`, ...); those depend on compilation history, not on
//! the module, so they are not reproduced.

use dxil_ir::Module;
use std::collections::HashMap;

/// The kinds every LLVM 3.7 context has, with ids 0..=13.
pub(crate) const FIXED_KINDS: [&str; 14] = [
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
];

/// The kind table of one module.
#[derive(Debug, Clone, Default)]
pub(crate) struct MdKinds {
    names: Vec<Box<str>>,
    ids: HashMap<Box<str>, u32>,
}

impl MdKinds {
    /// The fixed kinds, then every kind attached in `m` (functions, then instructions).
    pub(crate) fn of_module(m: &Module) -> Self {
        let mut k = MdKinds::default();
        for name in FIXED_KINDS {
            k.add(name);
        }
        for (_, f) in m.functions.iter() {
            for (name, _) in &f.props.metadata {
                k.add(name);
            }
            let Some(body) = &f.body else { continue };
            for (_, i) in body.placed_insts() {
                if let Some(data) = body.insts.get(i) {
                    for (name, _) in &data.metadata {
                        k.add(name);
                    }
                }
            }
        }
        k
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
