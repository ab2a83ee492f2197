//! [`GlobalBuilder`]: one global variable's properties, set one by one.

use crate::global::{GlobalId, GlobalVar, Linkage, SymbolProps, UnnamedAddr, Visibility};
use crate::module::Module;
use crate::types::Type;
use crate::value::Value;

/// A global variable being described; [`GlobalBuilder::add`] adds it to the module.
/// Without an initializer it is a declaration (`external global`), as clang declares a
/// cbuffer's members in `addrspace(2)`.
#[derive(Debug)]
#[must_use = "a global is added to the module only by `add`"]
pub struct GlobalBuilder<'m> {
    m: &'m mut Module,
    var: GlobalVar,
}

impl<'m> GlobalBuilder<'m> {
    pub(super) fn new(m: &'m mut Module, name: &str, value_ty: Type) -> Self {
        let var = GlobalVar {
            name: name.into(),
            value_ty,
            addrspace: 0,
            is_constant: false,
            externally_initialized: false,
            thread_local: Default::default(),
            init: None,
            props: SymbolProps::default(),
        };
        GlobalBuilder { m, var }
    }

    /// Its address space (`addrspace(2)`: a cbuffer member; `addrspace(3)`: groupshared).
    pub fn addrspace(mut self, addrspace: u32) -> Self {
        self.var.addrspace = addrspace;
        self
    }

    /// Its initializer.
    pub fn init(mut self, value: Value) -> Self {
        self.var.init = Some(value);
        self
    }

    /// Makes it a `constant` (its initializer never changes).
    pub fn constant(mut self) -> Self {
        self.var.is_constant = true;
        self
    }

    /// Its linkage (`private`, `internal`, ...; external by default).
    pub fn linkage(mut self, linkage: Linkage) -> Self {
        self.var.props.linkage = linkage;
        self
    }

    /// Its visibility (`hidden`, ...).
    pub fn visibility(mut self, visibility: Visibility) -> Self {
        self.var.props.visibility = visibility;
        self
    }

    /// `unnamed_addr` or `local_unnamed_addr`.
    pub fn unnamed_addr(mut self, unnamed: UnnamedAddr) -> Self {
        self.var.props.unnamed_addr = unnamed;
        self
    }

    /// `align N`.
    pub fn align(mut self, bytes: u64) -> Self {
        self.var.props.align = Some(bytes);
        self
    }

    /// Adds the global to the module and returns its handle (its address as an operand
    /// is `Value::Global(handle)`).
    pub fn add(self) -> GlobalId {
        let GlobalBuilder { m, var } = self;
        m.pointer_to(var.value_ty, var.addrspace);
        m.globals.alloc(var)
    }
}
