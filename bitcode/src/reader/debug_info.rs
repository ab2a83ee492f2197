//! Debug-info records (METADATA_SUBRANGE ... METADATA_IMPORTED_ENTITY) read back as
//! specialized nodes with the fields LLVM 3.7's printer shows, in its order and with its
//! rules for leaving fields out (zero numbers, empty strings and null references unless
//! the field is always printed), so `!DISubprogram(name: "f", scope: !1, ...)` prints as
//! DXC's `dxil-dis` prints it.

use super::error::Result;
use super::ops::Ops;
use crate::codes::debug_records::{record_layout, FieldKind::*};
use crate::codes::dwarf;
use crate::codes::MetadataCode as C;
use dxil_ir::{Md, MdData, MdField, Module};

/// Reads debug-info record `code` as a specialized node. `to_md` turns a metadata id
/// into a handle; strings must come before the records naming them (LLVM writes an
/// operand before the node that uses it).
pub(crate) fn read_di_record(
    code: C,
    ops: &mut Ops<'_>,
    m: &Module,
    to_md: &mut dyn FnMut(u64) -> Result<Md>,
) -> Result<MdData> {
    let rec = ops.rest();
    let Some(&first) = rec.first() else {
        return ops.invalid("an empty debug-info record");
    };
    let distinct = first & 1 != 0;
    if code == C::Expression {
        return Ok(MdData::Specialized {
            distinct,
            class: "DIExpression".into(),
            fields: expression_fields(&rec[1..]),
        });
    }
    let Some((class, layout)) = record_layout(code) else {
        return ops.unsupported(format!("metadata record {}", code.name()));
    };
    let mut fields = Vec::with_capacity(layout.len());
    for &(name, index, kind) in layout {
        let Some(&v) = rec.get(index) else {
            return ops.invalid(format!("{} without field {name}", code.name()));
        };
        let value = match kind {
            Int(always) => (always || v != 0).then(|| raw(v.to_string())),
            Signed(always) => (always || v != 0).then(|| raw(unrotate_sign(v).to_string())),
            Int64 => Some(raw((v as i64).to_string())),
            Bool => Some(raw(if v != 0 { "true" } else { "false" }.into())),
            Str(always) => {
                let text = if v == 0 {
                    String::new()
                } else {
                    match m.metadata.get(to_md(v - 1)?) {
                        Some(MdData::String(s)) => String::from_utf8_lossy(s).into_owned(),
                        _ => return ops.invalid(format!("field {name} does not name a string")),
                    }
                };
                (always || !text.is_empty()).then(|| MdField::Str(text.into()))
            }
            Ref(always) => match v {
                0 => always.then_some(MdField::Node(None)),
                v => Some(MdField::Node(Some(to_md(v - 1)?))),
            },
            Enum(table, always) => (always || v != 0).then(|| {
                raw(dwarf::name_of(table, v).map_or_else(|| v.to_string(), str::to_string))
            }),
            Tag(default) => (v != 0 && Some(v) != default).then(|| {
                raw(dwarf::name_of(dwarf::TAGS, v).map_or_else(|| v.to_string(), str::to_string))
            }),
            Flags => (v != 0).then(|| raw(flag_names(v))),
        };
        // LLVM 3.7 prints a subprogram's virtual index only with a virtuality.
        let skip = name == "virtualIndex" && rec.get(11) == Some(&0) && v == 0;
        if let (Some(value), false) = (value, skip) {
            fields.push((name.into(), value));
        }
    }
    Ok(MdData::Specialized {
        distinct,
        class: class.into(),
        fields,
    })
}

fn raw(s: String) -> MdField {
    MdField::Raw(s.into())
}

/// LLVM's debug-info sign rotation undone (sign in the low bit).
fn unrotate_sign(v: u64) -> i64 {
    if v & 1 == 0 {
        (v >> 1) as i64
    } else {
        !(v >> 1) as i64
    }
}

/// `DIFlag*` names joined by ` | ` as LLVM 3.7 prints them (the access flags first, bits
/// it has no name for as a number at the end).
fn flag_names(flags: u64) -> String {
    let mut parts = Vec::new();
    let access = flags & 3;
    if access != 0 {
        parts.push(
            dwarf::name_of(&dwarf::FLAGS[1..4], access)
                .unwrap_or("0")
                .to_string(),
        );
    }
    let mut rest = flags & !3;
    let single_bits_3_7 = dwarf::FLAGS
        .iter()
        .filter(|&&(_, bit)| bit >= 4 && bit & dwarf::FLAGS_KNOWN_TO_3_7 == bit);
    for &(name, bit) in single_bits_3_7 {
        if rest & bit != 0 {
            parts.push(name.to_string());
            rest &= !bit;
        }
    }
    if rest != 0 {
        parts.push(rest.to_string());
    }
    parts.join(" | ")
}

/// The elements of a `!DIExpression`, each operation by name followed by its operands.
fn expression_fields(elements: &[u64]) -> Vec<(Box<str>, MdField)> {
    let mut out = Vec::with_capacity(elements.len());
    let mut i = 0;
    while i < elements.len() {
        let op = elements[i];
        let name = dwarf::name_of(dwarf::OPERATIONS, op);
        out.push((
            "".into(),
            raw(name.map_or_else(|| op.to_string(), str::to_string)),
        ));
        let args = match name {
            Some("DW_OP_bit_piece" | "DW_OP_LLVM_fragment" | "DW_OP_LLVM_convert") => 2,
            Some(
                "DW_OP_plus"
                | "DW_OP_constu"
                | "DW_OP_consts"
                | "DW_OP_plus_uconst"
                | "DW_OP_LLVM_arg"
                | "DW_OP_LLVM_tag_offset",
            ) => 1,
            _ => 0,
        };
        for &a in elements.iter().skip(i + 1).take(args) {
            out.push(("".into(), raw(a.to_string())));
        }
        i += 1 + args;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_print_as_llvm_3_7_names() {
        assert_eq!(flag_names(1 << 8), "DIFlagPrototyped");
        assert_eq!(flag_names(3 | (1 << 11)), "DIFlagPublic | DIFlagVector");
        assert_eq!(flag_names(1 << 20), "1048576");
    }

    #[test]
    fn signs_unrotate() {
        assert_eq!(unrotate_sign(13), -7);
        assert_eq!(unrotate_sign(6), 3);
    }

    #[test]
    fn expressions_name_their_operations() {
        let f = expression_fields(&[0x06, 0x9d, 0, 32]);
        let texts: Vec<String> = f
            .iter()
            .map(|(_, v)| match v {
                MdField::Raw(r) => r.to_string(),
                _ => String::new(),
            })
            .collect();
        assert_eq!(texts, ["DW_OP_deref", "DW_OP_bit_piece", "0", "32"]);
    }
}
