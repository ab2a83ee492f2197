//! GLOBALVAR and FUNCTION records of the MODULE block, and the encodings of the
//! properties globals and functions share (linkage, visibility, DLL storage...).

use super::attributes::AttrTables;
use super::blocks::RawRecord;
use super::error::Result;
use super::ops::Ops;
use super::types::TypeTable;
use dxil_ir::{
    DllStorage, Function, GlobalVar, Linkage, SymbolProps, ThreadLocal, Type, TypeData, Types,
    UnnamedAddr, Visibility,
};

/// The IR linkage of an encoded linkage (the 3.7 codes and the older ones it accepts).
fn linkage(code: u64, ops: &Ops<'_>) -> Result<Linkage> {
    Ok(match code {
        0 | 5 | 6 => Linkage::External,
        1 | 16 => Linkage::Weak,
        2 => Linkage::Appending,
        3 => Linkage::Internal,
        4 | 18 => Linkage::LinkOnce,
        7 => Linkage::ExternWeak,
        8 => Linkage::Common,
        9 | 13 | 14 => Linkage::Private,
        10 | 17 => Linkage::WeakOdr,
        11 | 15 | 19 => Linkage::LinkOnceOdr,
        12 => Linkage::AvailableExternally,
        _ => return ops.invalid(format!("linkage {code}")),
    })
}

fn visibility(code: u64, ops: &Ops<'_>) -> Result<Visibility> {
    Ok(match code {
        0 => Visibility::Default,
        1 => Visibility::Hidden,
        2 => Visibility::Protected,
        _ => return ops.invalid(format!("visibility {code}")),
    })
}

fn dll_storage(code: u64, ops: &Ops<'_>) -> Result<DllStorage> {
    Ok(match code {
        0 => DllStorage::Default,
        1 => DllStorage::Import,
        2 => DllStorage::Export,
        _ => return ops.invalid(format!("DLL storage class {code}")),
    })
}

fn unnamed_addr(code: u64) -> UnnamedAddr {
    match code {
        0 => UnnamedAddr::None,
        2 => UnnamedAddr::Local,
        _ => UnnamedAddr::Global,
    }
}

/// An alignment field: `log2(align) + 1`, 0 for none.
fn alignment(field: u64, ops: &Ops<'_>) -> Result<Option<u64>> {
    match field {
        0 => Ok(None),
        1..=33 => Ok(Some(1u64 << (field - 1))),
        _ => ops.invalid(format!("alignment field {field}")),
    }
}

/// A section field: 0 for none, else the 1-based index of a SECTIONNAME record.
fn section(field: u64, sections: &[Box<str>], ops: &Ops<'_>) -> Result<Option<Box<str>>> {
    match field {
        0 => Ok(None),
        i => usize::try_from(i - 1)
            .ok()
            .and_then(|i| sections.get(i))
            .cloned()
            .map_or_else(|| ops.invalid(format!("section {i}")), |s| Ok(Some(s))),
    }
}

/// A comdat field: 0 for none, else the 1-based index of a COMDAT record.
fn comdat(field: Option<u64>, comdats: &[Box<str>], ops: &Ops<'_>) -> Result<Option<Box<str>>> {
    match field {
        None | Some(0) => Ok(None),
        Some(i) => usize::try_from(i - 1)
            .ok()
            .and_then(|i| comdats.get(i))
            .cloned()
            .map_or_else(|| ops.invalid(format!("comdat {i}")), |s| Ok(Some(s))),
    }
}

/// Named tables global records refer to by index.
#[derive(Debug, Default)]
pub(crate) struct ModuleTables {
    /// SECTIONNAME records, in order.
    pub sections: Vec<Box<str>>,
    /// COMDAT names, in order.
    pub comdats: Vec<Box<str>>,
}

/// A global variable read from a GLOBALVAR record (unnamed, initializer pending), with
/// the value id of its initializer and the name of its comdat.
pub(crate) struct ReadGlobal {
    /// The global (its `init` is set once constants are resolved).
    pub global: GlobalVar,
    /// The initializer's value id.
    pub init: Option<u64>,
    /// The comdat it is in.
    pub comdat: Option<Box<str>>,
}

/// Decodes a GLOBALVAR record.
pub(crate) fn global_var(
    rec: &RawRecord,
    table: &TypeTable,
    types: &mut Types,
    names: &ModuleTables,
) -> Result<ReadGlobal> {
    let mut ops = Ops::new(rec, "GLOBALVAR");
    let ty = table.get(ops.next()?, rec.at)?;
    let flags = ops.next()?;
    let (value_ty, addrspace) = if flags & 2 != 0 {
        let a = u32::try_from(flags >> 2).or_else(|_| ops.invalid("address space"))?;
        (ty, a)
    } else {
        match types.get(ty) {
            TypeData::TypedPtr { pointee, addrspace } => (*pointee, *addrspace),
            _ => return ops.invalid("global of a non-pointer type"),
        }
    };
    if matches!(
        types.get(value_ty),
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
    ) {
        return ops.invalid("global of a type that cannot be stored");
    }
    let init = ops.next()?.checked_sub(1);
    let link_code = ops.next()?;
    let linkage = linkage(link_code, &ops)?;
    let align = alignment(ops.next()?, &ops)?;
    let section = section(ops.next()?, &names.sections, &ops)?;
    let visibility = match ops.opt() {
        Some(v) if !linkage.is_local() => visibility(v, &ops)?,
        _ => Visibility::Default,
    };
    let thread_local = match ops.opt().unwrap_or(0) {
        0 => ThreadLocal::No,
        1 => ThreadLocal::GeneralDynamic,
        2 => ThreadLocal::LocalDynamic,
        3 => ThreadLocal::InitialExec,
        4 => ThreadLocal::LocalExec,
        t => return ops.invalid(format!("thread-local mode {t}")),
    };
    let unnamed = unnamed_addr(ops.opt().unwrap_or(0));
    let externally_initialized = ops.opt().unwrap_or(0) != 0;
    let dll = match ops.opt() {
        Some(d) => dll_storage(d, &ops)?,
        None => old_dll(link_code),
    };
    let comdat = comdat(ops.opt(), &names.comdats, &ops)?;
    ops.rest();
    Ok(ReadGlobal {
        global: GlobalVar {
            name: "".into(),
            value_ty,
            addrspace,
            is_constant: flags & 1 != 0,
            externally_initialized,
            thread_local,
            init: None,
            props: SymbolProps {
                linkage,
                visibility,
                dll_storage: dll,
                unnamed_addr: unnamed,
                section,
                align,
                ..SymbolProps::default()
            },
        },
        init,
        comdat,
    })
}

/// The DLL storage class older linkage codes implied.
fn old_dll(link_code: u64) -> DllStorage {
    match link_code {
        5 => DllStorage::Import,
        6 => DllStorage::Export,
        _ => DllStorage::Default,
    }
}

/// A function read from a FUNCTION record: the function (unnamed, no body yet), whether
/// a body follows, and its comdat.
pub(crate) struct ReadFunction {
    /// The function.
    pub function: Function,
    /// Whether a FUNCTION_BLOCK holds its body (`isproto` is 0).
    pub has_body: bool,
    /// The comdat it is in.
    pub comdat: Option<Box<str>>,
    /// The function type.
    pub ty: Type,
}

/// Decodes a FUNCTION record.
pub(crate) fn function(
    rec: &RawRecord,
    table: &TypeTable,
    types: &Types,
    attrs: &AttrTables,
    names: &ModuleTables,
) -> Result<ReadFunction> {
    let mut ops = Ops::new(rec, "FUNCTION");
    let mut ty = table.get(ops.next()?, rec.at)?;
    if let TypeData::TypedPtr { pointee, .. } = types.get(ty) {
        ty = *pointee;
    }
    let TypeData::Function { params, .. } = types.get(ty) else {
        return ops.invalid("function of a non-function type");
    };
    let arity = params.len();
    attrs
        .budget()
        .spend(arity as u64 + 1, "parameter slots", rec.at)?;
    let cc = ops.next_u32()?;
    let is_proto = ops.next_bool()?;
    let link_code = ops.next()?;
    let linkage = linkage(link_code, &ops)?;
    let attrs = attrs.list(ops.next()?, arity, rec.at)?;
    let align = alignment(ops.next()?, &ops)?;
    let section = section(ops.next()?, &names.sections, &ops)?;
    let visibility = match ops.opt() {
        Some(v) if !linkage.is_local() => visibility(v, &ops)?,
        _ => Visibility::Default,
    };
    if ops.opt().unwrap_or(0) != 0 {
        return ops.unsupported("garbage collector names on functions");
    }
    let unnamed = unnamed_addr(ops.opt().unwrap_or(0));
    if ops.opt().unwrap_or(0) != 0 {
        return ops.unsupported("prologue data");
    }
    let dll = match ops.opt() {
        Some(d) => dll_storage(d, &ops)?,
        None => old_dll(link_code),
    };
    let comdat = comdat(ops.opt(), &names.comdats, &ops)?;
    if ops.opt().unwrap_or(0) != 0 {
        return ops.unsupported("prefix data");
    }
    if ops.opt().unwrap_or(0) != 0 {
        return ops.unsupported("personality functions");
    }
    ops.rest();
    Ok(ReadFunction {
        function: Function {
            name: "".into(),
            ty,
            cc,
            props: SymbolProps {
                linkage,
                visibility,
                dll_storage: dll,
                unnamed_addr: unnamed,
                section,
                align,
                ..SymbolProps::default()
            },
            addrspace: 0,
            attrs,
            param_names: vec![None; arity],
            body: None,
        },
        has_body: !is_proto,
        comdat,
        ty,
    })
}
