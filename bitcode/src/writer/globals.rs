//! Module-level records (`WriteModuleInfo`, `writeComdats`): triple, data layout, inline
//! asm, section names, the global-variable abbreviation, GLOBALVAR and FUNCTION records.

use super::abbrevs::{abbrev, emit, emit_string};
use super::encoding::{align_code, dll_storage_code, linkage_code, log2_ceil, visibility_code};
use super::enumerator::Enumerator;
use super::error::{Result, WriteModuleError};
use super::prepare::Prepared;
use crate::bitstream::abbrev::AbbrevOp;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{ComdatSelectionKind, ModuleCode};
use dxil_ir::{SymbolProps, ThreadLocal, UnnamedAddr};
use rustc_hash::FxHashMap;

/// Comdat ids (1-based) in the order symbols name them, with each comdat's name.
fn comdat_order(p: &Prepared) -> Vec<Box<str>> {
    let mut order: Vec<Box<str>> = Vec::new();
    let syms =
        p.m.globals
            .iter()
            .map(|(_, g)| (&g.name, &g.props))
            .chain(p.m.functions.iter().map(|(_, f)| (&f.name, &f.props)));
    for (name, props) in syms {
        if let Some(c) = &props.comdat {
            let c = c.clone().unwrap_or_else(|| name.clone());
            if !order.contains(&c) {
                order.push(c);
            }
        }
    }
    order
}

/// The comdat id of a symbol (0 for none).
fn comdat_id(order: &[Box<str>], name: &str, props: &SymbolProps) -> u64 {
    match &props.comdat {
        None => 0,
        Some(c) => {
            let c = c.as_deref().unwrap_or(name);
            order
                .iter()
                .position(|x| &**x == c)
                .map_or(0, |i| i as u64 + 1)
        }
    }
}

/// Writes the COMDAT records.
pub(crate) fn write_comdats(w: &mut BitstreamWriter, p: &Prepared) -> Result<()> {
    for name in comdat_order(p) {
        let kind = match p.m.comdats.get(&name).map(|k| &**k) {
            None | Some("any") => ComdatSelectionKind::Any,
            Some("exactmatch") => ComdatSelectionKind::ExactMatch,
            Some("largest") => ComdatSelectionKind::Largest,
            Some("noduplicates" | "nodeduplicate") => ComdatSelectionKind::NoDuplicates,
            Some("samesize") => ComdatSelectionKind::SameSize,
            Some(other) => {
                return Err(WriteModuleError::unsupported(
                    format!("comdat selection kind {other}"),
                    "unknown to LLVM 3.7",
                ))
            }
        };
        let mut ops = vec![u64::from(kind.code()), name.len() as u64];
        ops.extend(name.bytes().map(u64::from));
        emit(w, ModuleCode::Comdat.code(), &ops, None)?;
    }
    Ok(())
}

/// Writes triple, data layout, asm, section names, globals and function records.
pub(crate) fn write_module_info(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
) -> Result<()> {
    let m = &p.m;
    if let Some(t) = m.triple.as_deref().filter(|t| !t.is_empty()) {
        emit_string(w, ModuleCode::Triple.code(), t.as_bytes(), None)?;
    }
    if let Some(dl) = m.datalayout.as_deref().filter(|d| !d.is_empty()) {
        emit_string(w, ModuleCode::DataLayout.code(), dl.as_bytes(), None)?;
    }
    if !m.asm.is_empty() {
        let asm = m.asm.join("\n");
        emit_string(w, ModuleCode::Asm.code(), asm.as_bytes(), None)?;
    }
    let mut sections: FxHashMap<&str, u64> = FxHashMap::default();
    let mut max_align = 0u64;
    let mut max_global_type = 0u64;
    let section_props = m
        .globals
        .iter()
        .map(|(_, g)| &g.props)
        .chain(m.functions.iter().map(|(_, f)| &f.props));
    for props in section_props {
        max_align = max_align.max(props.align.unwrap_or(0));
        if let Some(s) = props.section.as_deref() {
            if !sections.contains_key(s) {
                emit_string(w, ModuleCode::SectionName.code(), s.as_bytes(), None)?;
                let id = sections.len() as u64 + 1;
                sections.insert(s, id);
            }
        }
    }
    for (_, g) in m.globals.iter() {
        max_global_type = max_global_type.max(e.type_id(g.value_ty)?);
    }
    let comdats = comdat_order(p);
    let simple = if m.globals.is_empty() {
        None
    } else {
        use AbbrevOp::*;
        let align_op = match max_align {
            0 => Literal(0),
            a => Fixed(log2_ceil(u64::from(63 - a.leading_zeros()) + 2)),
        };
        let section_op = match sections.len() {
            0 => Literal(0),
            n => Fixed(log2_ceil(n as u64 + 1)),
        };
        Some(w.define_abbrev(&abbrev(vec![
            Literal(u64::from(ModuleCode::GlobalVar.code())),
            Fixed(log2_ceil(max_global_type + 1)),
            Vbr(6),
            Vbr(6),
            Fixed(5),
            align_op,
            section_op,
        ])?)?)
    };
    let section_of = |props: &SymbolProps| {
        props
            .section
            .as_deref()
            .and_then(|s| sections.get(s).copied())
            .unwrap_or(0)
    };
    for (_, g) in m.globals.iter() {
        let what = format!("@{}", g.name);
        let init = match g.init {
            Some(v) => e.value_id(p, p.consts.value(v)?)? + 1,
            None => 0,
        };
        let mut ops = vec![
            e.type_id(g.value_ty)?,
            (u64::from(g.addrspace) << 2) | 2 | u64::from(g.is_constant),
            init,
            linkage_code(g.props.linkage),
            align_code(g.props.align, &what)?,
            section_of(&g.props),
        ];
        let props = &g.props;
        let complex = g.thread_local != ThreadLocal::No
            || props.visibility != Default::default()
            || props.unnamed_addr == UnnamedAddr::Global
            || g.externally_initialized
            || props.dll_storage != Default::default()
            || props.comdat.is_some();
        if complex {
            ops.extend([
                visibility_code(props.visibility),
                thread_local_code(g.thread_local),
                u64::from(props.unnamed_addr == UnnamedAddr::Global),
                u64::from(g.externally_initialized),
                dll_storage_code(props.dll_storage),
                comdat_id(&comdats, &g.name, props),
            ]);
        }
        emit(
            w,
            ModuleCode::GlobalVar.code(),
            &ops,
            if complex { None } else { simple },
        )?;
    }
    for (_, f) in m.functions.iter() {
        let what = format!("@{}", f.name);
        let props = &f.props;
        let ops = [
            e.type_id(f.ty)?,
            u64::from(f.cc),
            u64::from(f.body.is_none()),
            linkage_code(props.linkage),
            e.attr_list_id(&f.attrs, &what)?,
            align_code(props.align, &what)?,
            section_of(props),
            visibility_code(props.visibility),
            0,
            u64::from(props.unnamed_addr == UnnamedAddr::Global),
            0,
            dll_storage_code(props.dll_storage),
            comdat_id(&comdats, &f.name, props),
            0,
            0,
        ];
        emit(w, ModuleCode::Function.code(), &ops, None)?;
    }
    Ok(())
}

/// The bitcode number of a thread-local mode.
fn thread_local_code(t: ThreadLocal) -> u64 {
    match t {
        ThreadLocal::No => 0,
        ThreadLocal::GeneralDynamic => 1,
        ThreadLocal::LocalDynamic => 2,
        ThreadLocal::InitialExec => 3,
        ThreadLocal::LocalExec => 4,
    }
}
