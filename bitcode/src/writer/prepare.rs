//! The module as the writer needs it: typed pointers, the pointer types of every symbol
//! interned, every constant lowered to its canonical LLVM 3.7 form, the operands 3.7 has
//! but the IR leaves implicit, and the metadata kind table.

use super::const_table::{CId, ConstTable};
use super::error::{Result, WriteModuleError};
use super::md_kinds::MdKinds;
use super::pointer_types;
use dxil_ir::{
    Arena, Body, FuncId, Function, Inst, InstData, InstKind, MdData, Module, PointerMode,
};
use std::borrow::Cow;

/// A module ready to be enumerated and written.
#[derive(Debug)]
pub(crate) struct Prepared<'a> {
    /// The module, with typed pointers: the input itself when it was prepared in place,
    /// or a copy whose instructions have no names (those are the input's, under the
    /// same handles: see [`copy_without_inst_names`]).
    pub m: Cow<'a, Module>,
    /// Canonical constants.
    pub consts: ConstTable,
    /// Constant operands LLVM 3.7 has that the IR leaves implicit: an alloca's `i32 1`
    /// size, a shufflevector's mask vector, the `-0.0` of `fneg` (written as `fsub`).
    pub implicit: ImplicitOperands,
    /// Metadata kinds: LLVM 3.7's fixed ones, then those the module uses.
    pub kinds: MdKinds,
}

/// The constant operand each instruction that has one implicit in the IR is given, in
/// a table per function indexed by instruction (looked up for every such instruction
/// written, so no hashing).
#[derive(Debug, Default)]
pub(crate) struct ImplicitOperands {
    by_function: Vec<Vec<u32>>,
}

impl ImplicitOperands {
    /// "No constant" in the tables.
    const NONE: u32 = u32::MAX;

    /// The constant of instruction `i` of function `f`, if it has one.
    pub(crate) fn get(&self, f: FuncId, i: Inst) -> Option<CId> {
        let c = *self.by_function.get(f.index())?.get(i.index())?;
        (c != Self::NONE).then_some(c as CId)
    }

    fn set(&mut self, f: FuncId, i: Inst, c: CId) -> Result<()> {
        let c = u32::try_from(c)
            .ok()
            .filter(|&c| c != Self::NONE)
            .ok_or_else(|| WriteModuleError::malformed("too many constants"))?;
        if self.by_function.len() <= f.index() {
            self.by_function.resize_with(f.index() + 1, Vec::new);
        }
        let table = &mut self.by_function[f.index()];
        if table.len() <= i.index() {
            table.resize(i.index() + 1, Self::NONE);
        }
        table[i.index()] = c;
        Ok(())
    }
}

/// Makes the writer's view of `input` in a copy of it (one walk over the instructions
/// lowers their constants and gathers the metadata kinds).
pub(crate) fn prepare(input: &Module) -> Result<Prepared<'static>> {
    let mut m = copy_without_inst_names(input);
    let (consts, implicit, kinds) = make_writable(&mut m)?;
    Ok(Prepared {
        m: Cow::Owned(m),
        consts,
        implicit,
        kinds,
    })
}

/// Makes the writer's view of `m` without copying it: `m` gets typed pointers and the
/// types the writer needs.
pub(crate) fn prepare_in_place(m: &mut Module) -> Result<Prepared<'_>> {
    let (consts, implicit, kinds) = make_writable(m)?;
    Ok(Prepared {
        m: Cow::Borrowed(m),
        consts,
        implicit,
        kinds,
    })
}

/// Gives `m` typed pointers and the types the writer needs, lowers every constant it
/// uses to its canonical LLVM 3.7 form, notes the implicit operands and gathers the
/// metadata kinds.
fn make_writable(m: &mut Module) -> Result<(ConstTable, ImplicitOperands, MdKinds)> {
    if m.pointers == PointerMode::Opaque {
        pointer_types::make_typed(m)?;
    }
    m.intern_symbol_pointer_types();
    m.types.label();
    let mut consts = ConstTable::default();
    let mut implicit = ImplicitOperands::default();
    let Module {
        types,
        consts: mconsts,
        globals,
        functions,
        metadata,
        ..
    } = m;
    for (_, g) in globals.iter() {
        if let Some(init) = g.init {
            consts.lower_value(types, mconsts, init)?;
        }
        // A global's `!dbg` is written as its debug variable's `variable:` field.
        if g.props.metadata.iter().any(|(k, _)| &**k != "dbg") {
            return Err(WriteModuleError::unsupported(
                format!("metadata attached to global @{}", g.name),
                "LLVM 3.7 has no global variable attachments",
            ));
        }
    }
    for (_, md) in metadata.iter() {
        if let MdData::Value { value, .. } = md {
            consts.lower_value(types, mconsts, *value)?;
        }
    }
    let mut kinds = MdKinds::fixed();
    for (fid, f) in functions.iter() {
        kinds.add_attached(&f.props.metadata);
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let data = body.insts.get(i).ok_or_else(|| {
                WriteModuleError::malformed(format!("instruction {i:?} of @{} is missing", f.name))
            })?;
            kinds.add_attached(&data.metadata);
            let mut result = Ok(());
            data.kind.for_each_operand(|v| {
                if result.is_ok() {
                    result = consts.lower_value(types, mconsts, v).map(|_| ());
                }
            });
            result?;
            let extra = match &data.kind {
                InstKind::Alloca { count: None, .. } => Some(consts.int(types, 32, 1)),
                InstKind::ShuffleVector { mask, .. } => Some(consts.shuffle_mask(types, mask)),
                InstKind::FNeg { .. } => Some(consts.negative_zero(types, data.ty)?),
                _ => None,
            };
            if let Some(c) = extra {
                implicit.set(fid, i, c)?;
            }
        }
    }
    Ok((consts, implicit, kinds))
}

/// A copy of `input` whose instructions have no names, sparing an allocation per named
/// instruction: the writer needs names only for symbol tables, and takes them from
/// `input` (making pointers typed adds instructions but keeps every handle). Every
/// field is named, so one added to the IR cannot be left out unnoticed.
fn copy_without_inst_names(input: &Module) -> Module {
    let Module {
        module_id,
        source_filename,
        datalayout,
        triple,
        asm,
        pointers,
        types,
        consts,
        globals,
        functions,
        metadata,
        named_metadata,
        comdats,
    } = input;
    let mut copied = Arena::new();
    copied.reserve(functions.len());
    for (_, f) in functions.iter() {
        let Function {
            name,
            ty,
            cc,
            props,
            addrspace,
            attrs,
            param_names,
            body,
        } = f;
        copied.alloc(Function {
            name: name.clone(),
            ty: *ty,
            cc: *cc,
            props: props.clone(),
            addrspace: *addrspace,
            attrs: attrs.clone(),
            param_names: param_names.clone(),
            body: body.as_ref().map(copy_body),
        });
    }
    Module {
        module_id: module_id.clone(),
        source_filename: source_filename.clone(),
        datalayout: datalayout.clone(),
        triple: triple.clone(),
        asm: asm.clone(),
        pointers: *pointers,
        types: types.clone(),
        consts: consts.clone(),
        globals: globals.clone(),
        functions: copied,
        metadata: metadata.clone(),
        named_metadata: named_metadata.clone(),
        comdats: comdats.clone(),
    }
}

/// `body` with unnamed instructions.
fn copy_body(body: &Body) -> Body {
    let Body {
        blocks,
        insts,
        layout,
    } = body;
    let mut copied = Arena::new();
    copied.reserve(insts.len());
    for (_, d) in insts.iter() {
        let InstData {
            kind,
            ty,
            name: _,
            fmf,
            metadata,
        } = d;
        copied.alloc(InstData {
            kind: kind.clone(),
            ty: *ty,
            name: None,
            fmf: *fmf,
            metadata: metadata.clone(),
        });
    }
    Body {
        blocks: blocks.clone(),
        insts: copied,
        layout: layout.clone(),
    }
}
