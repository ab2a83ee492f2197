//! Struct field names and HLSL types from a module's debug information (clang's
//! `-Zi`/`-g`): each `DICompositeType` struct or class with its `DW_TAG_member`
//! elements (a base class's members first), each member's type named as HLSL spells
//! it (`float3`, `uint`) when its debug type is a typedef or a basic type. Type
//! annotations prefer these to the HLSL source's declarations.

use crate::frontend::hlsl_declarations::HlslField;
use dxil_ir::{Md, MdData, MdField, Module};
use rustc_hash::FxHashMap;

/// Each struct's fields, by struct name, as the debug information describes them.
pub fn debug_info_structs(m: &Module) -> FxHashMap<String, Vec<HlslField>> {
    let mut own: FxHashMap<String, (Vec<HlslField>, Option<String>)> = FxHashMap::default();
    for (_, md) in m.metadata.iter() {
        let MdData::Specialized { class, fields, .. } = md else {
            continue;
        };
        if &**class != "DICompositeType"
            || !matches!(
                raw(fields, "tag"),
                Some("DW_TAG_structure_type" | "DW_TAG_class_type")
            )
        {
            continue;
        }
        let (Some(name), Some(elements)) = (string(fields, "name"), node(fields, "elements"))
        else {
            continue;
        };
        let mut members = Vec::new();
        let mut base = None;
        for e in tuple(m, elements) {
            let Some(MdData::Specialized { class, fields, .. }) = m.metadata.get(e) else {
                continue;
            };
            if &**class != "DIDerivedType" {
                continue;
            }
            let ty = node(fields, "baseType").and_then(|t| type_name(m, t));
            match raw(fields, "tag") {
                Some("DW_TAG_member") => members.push(HlslField {
                    name: string(fields, "name").unwrap_or_default().to_string(),
                    ty: ty.unwrap_or_default(),
                    row_major: false,
                    dims: Vec::new(),
                }),
                Some("DW_TAG_inheritance") => base = ty,
                _ => {}
            }
        }
        own.entry(name.to_string()).or_insert((members, base));
    }
    own.keys()
        .map(|name| (name.clone(), with_bases(&own, name, 0)))
        .collect()
}

/// `name`'s members after its base classes'.
fn with_bases(
    own: &FxHashMap<String, (Vec<HlslField>, Option<String>)>,
    name: &str,
    depth: u32,
) -> Vec<HlslField> {
    let Some((members, base)) = own.get(name) else {
        return Vec::new();
    };
    let mut out = match base {
        Some(b) if depth < 16 => with_bases(own, b, depth + 1),
        _ => Vec::new(),
    };
    out.extend(members.iter().cloned());
    out
}

/// HLSL's name of debug type `t`: a typedef's or struct's name, a basic type's
/// (`unsigned int` is `uint`).
fn type_name(m: &Module, t: Md) -> Option<String> {
    let MdData::Specialized { class, fields, .. } = m.metadata.get(t)? else {
        return None;
    };
    let name = string(fields, "name")?;
    Some(match (&**class, name) {
        ("DIBasicType", "unsigned int") => "uint".into(),
        ("DIBasicType", "unsigned long long" | "unsigned long") => "uint64_t".into(),
        ("DIBasicType", "long long" | "long") => "int64_t".into(),
        ("DIBasicType", "unsigned short") => "uint16_t".into(),
        ("DIBasicType", "short") => "int16_t".into(),
        _ => name.to_string(),
    })
}

fn field<'a>(fields: &'a [(Box<str>, MdField)], key: &str) -> Option<&'a MdField> {
    fields.iter().find(|(k, _)| &**k == key).map(|(_, v)| v)
}

fn raw<'a>(fields: &'a [(Box<str>, MdField)], key: &str) -> Option<&'a str> {
    match field(fields, key)? {
        MdField::Raw(s) => Some(s),
        _ => None,
    }
}

fn string<'a>(fields: &'a [(Box<str>, MdField)], key: &str) -> Option<&'a str> {
    match field(fields, key)? {
        MdField::Str(s) => Some(s),
        _ => None,
    }
}

fn node(fields: &[(Box<str>, MdField)], key: &str) -> Option<Md> {
    match field(fields, key)? {
        MdField::Node(n) => *n,
        _ => None,
    }
}

fn tuple(m: &Module, n: Md) -> Vec<Md> {
    match m.metadata.get(n) {
        Some(MdData::Node { ops, .. }) => ops.iter().flatten().copied().collect(),
        _ => Vec::new(),
    }
}
