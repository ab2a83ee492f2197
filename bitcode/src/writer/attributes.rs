//! Attributes in LLVM 3.7's model: an attribute list is slots (return value = 0,
//! parameters = 1.., function = `~0U`, in that order), each slot one attribute group whose
//! attributes are sorted as `AttributeImpl::operator<` sorts them (enum attributes by
//! `Attribute::AttrKind` order, then integer attributes by value, then strings by key
//! and value). Written as PARAMATTR_GROUP and PARAMATTR blocks.

use super::error::{Result, WriteModuleError};
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{AttrGroupEntryKind, AttributeKind, BlockId, ParamAttrCode};
use dxil_ir::{AttrList, AttrSet, Attribute};

/// The slot index of function attributes.
pub(crate) const FUNCTION_SLOT: u32 = u32::MAX;

/// One attribute as LLVM 3.7 has it; the derived order is 3.7's sort order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Attr37 {
    /// An enum attribute: its `Attribute::AttrKind` position, then its bitcode code.
    Enum(u8, u32),
    /// An integer attribute, sorted by value first (3.7 compares only the values).
    Int { value: u64, order: u8, code: u32 },
    /// A string attribute.
    Str(dxil_ir::attribute::AttrStr, dxil_ir::attribute::AttrStr),
}

/// One slot of an attribute list: its index and its (sorted) attributes.
pub(crate) type AttrGroup = (u32, Vec<Attr37>);

/// LLVM 3.7's `Attribute::AttrKind` enumerators in declaration order (the sort order),
/// each with its bitcode kind.
const KIND_ORDER: [AttributeKind; 45] = [
    AttributeKind::Alignment,
    AttributeKind::AlwaysInline,
    AttributeKind::Builtin,
    AttributeKind::ByVal,
    AttributeKind::InAlloca,
    AttributeKind::Cold,
    AttributeKind::Convergent,
    AttributeKind::InlineHint,
    AttributeKind::InReg,
    AttributeKind::JumpTable,
    AttributeKind::MinSize,
    AttributeKind::Naked,
    AttributeKind::Nest,
    AttributeKind::NoAlias,
    AttributeKind::NoBuiltin,
    AttributeKind::NoCapture,
    AttributeKind::NoDuplicate,
    AttributeKind::NoImplicitFloat,
    AttributeKind::NoInline,
    AttributeKind::NonLazyBind,
    AttributeKind::NonNull,
    AttributeKind::Dereferenceable,
    AttributeKind::DereferenceableOrNull,
    AttributeKind::NoRedZone,
    AttributeKind::NoReturn,
    AttributeKind::NoUnwind,
    AttributeKind::OptimizeForSize,
    AttributeKind::OptimizeNone,
    AttributeKind::ReadNone,
    AttributeKind::ReadOnly,
    AttributeKind::ArgMemOnly,
    AttributeKind::Returned,
    AttributeKind::ReturnsTwice,
    AttributeKind::SExt,
    AttributeKind::StackAlignment,
    AttributeKind::StackProtect,
    AttributeKind::StackProtectReq,
    AttributeKind::StackProtectStrong,
    AttributeKind::SafeStack,
    AttributeKind::StructRet,
    AttributeKind::SanitizeAddress,
    AttributeKind::SanitizeThread,
    AttributeKind::SanitizeMemory,
    AttributeKind::UwTable,
    AttributeKind::ZExt,
];

/// The 3.7 kind spelled `name`, with its sort position (1-based like the C++ enum).
fn kind_named(name: &str) -> Option<(u8, AttributeKind)> {
    KIND_ORDER
        .iter()
        .position(|k| k.name() == name)
        .map(|i| (i as u8 + 1, KIND_ORDER[i]))
}

fn enum_attr(name: &str, what: &dyn std::fmt::Display) -> Result<Attr37> {
    match kind_named(name) {
        Some((order, k)) if !k.takes_int() => Ok(Attr37::Enum(order, k.code())),
        _ => Err(WriteModuleError::unsupported(
            format!("attribute `{name}` on {what}"),
            "LLVM 3.7 has no such attribute (lower or drop it before writing)",
        )),
    }
}

/// The 3.7 attributes of one IR attribute set, sorted.
fn lower_set(set: &AttrSet, what: &dyn std::fmt::Display) -> Result<Vec<Attr37>> {
    let mut out = Vec::new();
    for a in &set.0 {
        match a {
            Attribute::Flag(n) => out.push(enum_attr(n, what)?),
            // byval(T), sret(T), inalloca(T): 3.7 spells them without the type.
            Attribute::Type(n, _) => out.push(enum_attr(n, what)?),
            Attribute::Int(n, v) => match kind_named(n) {
                Some((order, k)) if k.takes_int() => out.push(Attr37::Int {
                    value: *v,
                    order,
                    code: k.code(),
                }),
                _ => {
                    return Err(WriteModuleError::unsupported(
                        format!("attribute `{n}({v})` on {what}"),
                        "LLVM 3.7 has no such integer attribute",
                    ))
                }
            },
            Attribute::Str(k, v) => out.push(Attr37::Str(
                k.clone(),
                v.clone().unwrap_or_else(|| "".into()),
            )),
            Attribute::Raw(n, args) if &**n == "memory" => {
                let names: &[&str] = match args.trim() {
                    "none" => &["readnone"],
                    "read" => &["readonly"],
                    "argmem: readwrite" => &["argmemonly"],
                    "argmem: read" => &["readonly", "argmemonly"],
                    _ => {
                        return Err(WriteModuleError::unsupported(
                            format!("attribute `memory({args})` on {what}"),
                            "only memory(none|read|argmem: read|argmem: readwrite) map to 3.7",
                        ))
                    }
                };
                for name in names {
                    out.push(enum_attr(name, what)?);
                }
            }
            Attribute::Raw(n, args) => {
                return Err(WriteModuleError::unsupported(
                    format!("attribute `{n}({args})` on {what}"),
                    "LLVM 3.7 has no such attribute",
                ))
            }
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// The 3.7 slots of an attribute list (empty when it has no attribute).
pub(crate) fn lower_list(list: &AttrList, what: &dyn std::fmt::Display) -> Result<Vec<AttrGroup>> {
    let mut slots = Vec::new();
    let ret = lower_set(&list.ret, what)?;
    if !ret.is_empty() {
        slots.push((0, ret));
    }
    for (i, p) in list.params.iter().enumerate() {
        let attrs = lower_set(p, what)?;
        if !attrs.is_empty() {
            slots.push((i as u32 + 1, attrs));
        }
    }
    let func = lower_set(&list.func, what)?;
    if !func.is_empty() {
        slots.push((FUNCTION_SLOT, func));
    }
    Ok(slots)
}

/// Writes the PARAMATTR_GROUP block (group ids are 1-based positions in `groups`).
pub(crate) fn write_groups(w: &mut BitstreamWriter, groups: &[AttrGroup]) -> Result<()> {
    if groups.is_empty() {
        return Ok(());
    }
    w.enter_subblock(BlockId::ParamAttrGroup.code(), 3)?;
    for (i, (slot, attrs)) in groups.iter().enumerate() {
        let mut ops = vec![i as u64 + 1, u64::from(*slot)];
        for a in attrs {
            match a {
                Attr37::Enum(_, code) => {
                    ops.extend([u64::from(AttrGroupEntryKind::Enum.code()), u64::from(*code)])
                }
                Attr37::Int { value, code, .. } => ops.extend([
                    u64::from(AttrGroupEntryKind::Int.code()),
                    u64::from(*code),
                    *value,
                ]),
                Attr37::Str(k, v) => {
                    let kind = if v.is_empty() {
                        AttrGroupEntryKind::String
                    } else {
                        AttrGroupEntryKind::StringWithValue
                    };
                    ops.push(u64::from(kind.code()));
                    ops.extend(k.bytes().map(u64::from));
                    ops.push(0);
                    if !v.is_empty() {
                        ops.extend(v.bytes().map(u64::from));
                        ops.push(0);
                    }
                }
            }
        }
        w.write_unabbrev(ParamAttrCode::GroupEntry.code(), &ops)?;
    }
    w.exit_block()?;
    Ok(())
}

/// Writes the PARAMATTR block: each list as its group ids.
pub(crate) fn write_lists(w: &mut BitstreamWriter, lists: &[Vec<u32>]) -> Result<()> {
    if lists.is_empty() {
        return Ok(());
    }
    w.enter_subblock(BlockId::ParamAttr.code(), 3)?;
    for groups in lists {
        let ops: Vec<u64> = groups.iter().map(|&g| u64::from(g)).collect();
        w.write_unabbrev(ParamAttrCode::Entry.code(), &ops)?;
    }
    w.exit_block()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_as_llvm_37_sorts() {
        let mut set = AttrSet::default();
        set.set(Attribute::Flag("readnone".into()));
        set.set(Attribute::Str("b".into(), None));
        set.set(Attribute::Flag("nounwind".into()));
        set.set(Attribute::Str("a".into(), Some("x".into())));
        let list = AttrList {
            func: set,
            ..AttrList::default()
        };
        let slots = lower_list(&list, &"f").unwrap();
        assert_eq!(slots.len(), 1);
        let (slot, attrs) = &slots[0];
        assert_eq!(*slot, FUNCTION_SLOT);
        assert_eq!(attrs[0], Attr37::Enum(26, 18));
        assert_eq!(attrs[1], Attr37::Enum(29, 20));
        assert_eq!(attrs[2], Attr37::Str("a".into(), "x".into()));
        assert_eq!(attrs[3], Attr37::Str("b".into(), "".into()));
    }

    #[test]
    fn unknown_attributes_are_errors() {
        let mut set = AttrSet::default();
        set.set(Attribute::Flag("mustprogress".into()));
        let list = AttrList {
            func: set,
            ..AttrList::default()
        };
        let e = lower_list(&list, &"@f").unwrap_err();
        assert!(e.to_string().contains("mustprogress"));
    }
}
