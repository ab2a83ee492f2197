//! Debug-info metadata in LLVM 3.7's records: every specialized node (`!DIFile(...)`,
//! `!DISubprogram(...)`, ...) of the module becomes the METADATA_* record LLVM 3.7 reads,
//! field by field in 3.7's order, the way LLVM's DXIL writer downgrades modern debug info:
//!
//! - `!DICompileUnit` gets back its `subprograms:` list (the subprograms whose `unit:` is
//!   it) and a versioned `sourceLanguageName:` becomes the matching `DW_LANG_*`;
//! - `!DISubprogram` names its function (`function:`, the function whose `!dbg` it is),
//!   takes `isLocal`/`isDefinition`/`isOptimized`/virtuality from `spFlags:`, and lists
//!   its local variables (`retainedNodes:` without labels) as `variables:`;
//! - `!DILocalVariable` gets 3.7's tag (`DW_TAG_arg_variable` when it has `arg:`);
//! - `!DIGlobalVariable` names its global (`variable:`) when the global's `!dbg` is an
//!   empty expression of it (the variable is the whole global);
//! - `!DIGlobalVariableExpression` stands for its variable, `!DISubrangeType` for its base
//!   type and `!DICommonBlock` for its scope;
//! - `!DISubrange` with a non-constant count has count -1;
//! - flags keep the bits 3.7 knew; `DW_OP_LLVM_fragment` is 3.7's `DW_OP_bit_piece`;
//! - labels and assignment ids (3.7 has neither) are left out where they are listed;
//! - subprograms are uniqued, as LLVM 3.7 and DXC write them, unless their variable list
//!   had to be rebuilt (a new node, which LLVM makes distinct).

use super::const_table::Val;
use super::error::{Result, WriteModuleError};
use crate::codes::debug_records::{class_layout, FieldKind, RecordLayout};
use crate::codes::dwarf::{self, Names};
use crate::codes::MetadataCode as C;
use dxil_ir::{Md, MdData, MdField, Module};
use rustc_hash::{FxHashMap, FxHashSet};

/// A metadata operand of a debug-info record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum DiRef {
    /// No operand (written as 0).
    Null,
    /// An item of the module.
    Md(Md),
    /// A string (LLVM's `MDString`, uniqued by content).
    Str(Vec<u8>),
    /// A global value as metadata (a subprogram's function, a global's variable).
    Val(Val),
    /// A tuple made for the record (index into [`DebugInfo::tuple`]).
    Tuple(u32),
}

/// One field of a debug-info record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DiOp {
    /// A number.
    Int(u64),
    /// A metadata operand, written as its id + 1 (0 for none).
    Ref(DiRef),
    /// A location's scope, written as its id (LLVM 3.7's METADATA_LOCATION).
    Scope(DiRef),
}

/// A debug-info node as an LLVM 3.7 record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DiRecord {
    /// The record code.
    pub code: C,
    /// Whether the node is `distinct` (the record's first field).
    pub distinct: bool,
    /// The fields after the distinct flag.
    pub ops: Vec<DiOp>,
}

impl DiRecord {
    /// The metadata operands, in field order.
    pub(crate) fn refs(&self) -> impl Iterator<Item = &DiRef> {
        self.ops.iter().filter_map(|o| match o {
            DiOp::Ref(r) | DiOp::Scope(r) => Some(r),
            DiOp::Int(_) => None,
        })
    }
}

/// The debug-info records of a module and the nodes other nodes stand for.
#[derive(Debug, Default)]
pub(crate) struct DebugInfo {
    /// By node index (looked up for every instruction's location, so no hashing).
    records: Vec<Option<DiRecord>>,
    /// Nodes written as another node (`Some`) or left out (`None`).
    stand_ins: FxHashMap<Md, Option<Md>>,
    tuples: Vec<Vec<DiRef>>,
    /// Subprograms whose variable list had to change.
    rebuilt: FxHashSet<Md>,
}

/// Classes 3.7 cannot hold, left out of the lists that name them.
const LEFT_OUT: [&str; 2] = ["DILabel", "DIAssignID"];

impl DebugInfo {
    /// The records of every specialized node of `m`.
    pub(crate) fn of(m: &Module) -> Result<Self> {
        let mut d = DebugInfo::default();
        if !m
            .metadata
            .iter()
            .any(|(_, x)| matches!(x, MdData::Specialized { .. }))
        {
            return Ok(d);
        }
        let links = Links::of(m);
        for (md, data) in m.metadata.iter() {
            let MdData::Specialized { class, fields, .. } = data else {
                continue;
            };
            let node = Node { class, fields };
            let stand_in = match &**class {
                "DISubrangeType" => Some(node.node("baseType")?),
                "DIGlobalVariableExpression" => Some(node.node("var")?),
                "DICommonBlock" => Some(node.node("scope")?),
                c if LEFT_OUT.contains(&c) => Some(None),
                _ => None,
            };
            if let Some(s) = stand_in {
                d.stand_ins.insert(md, s);
            }
        }
        for (md, data) in m.metadata.iter() {
            let MdData::Specialized {
                distinct,
                class,
                fields,
            } = data
            else {
                continue;
            };
            if d.stand_ins.contains_key(&md) {
                continue;
            }
            let node = Node { class, fields };
            let (code, ops) = d.convert(m, &links, md, &node)?;
            // Subprograms are uniqued in LLVM 3.7 (DXC writes them so; 3.8 made
            // definitions distinct); one LLVM had to rebuild is a new, distinct node.
            let distinct = match code {
                C::Subprogram => d.rebuilt.contains(&md),
                _ => *distinct,
            };
            if d.records.len() <= md.index() {
                d.records.resize_with(md.index() + 1, || None);
            }
            d.records[md.index()] = Some(DiRecord {
                code,
                distinct,
                ops,
            });
        }
        Ok(d)
    }

    /// What is written for `md`: itself, the node it stands for, or nothing.
    pub(crate) fn stand_in(&self, md: Md) -> Option<Md> {
        if self.stand_ins.is_empty() {
            return Some(md);
        }
        let mut cur = md;
        for _ in 0..16 {
            match self.stand_ins.get(&cur) {
                None => return Some(cur),
                Some(None) => return None,
                Some(Some(next)) => cur = *next,
            }
        }
        Some(cur)
    }

    /// The record of specialized node `md`.
    pub(crate) fn record(&self, md: Md) -> Option<&DiRecord> {
        self.records.get(md.index())?.as_ref()
    }

    /// The elements of made tuple `i`.
    pub(crate) fn tuple(&self, i: u32) -> &[DiRef] {
        self.tuples.get(i as usize).map_or(&[], Vec::as_slice)
    }

    fn make_tuple(&mut self, elems: Vec<DiRef>) -> DiRef {
        self.tuples.push(elems);
        DiRef::Tuple(self.tuples.len() as u32 - 1)
    }

    fn convert(&mut self, m: &Module, links: &Links, md: Md, n: &Node) -> Result<(C, Vec<DiOp>)> {
        use DiOp::Int;
        let r = |x: Option<Md>| DiOp::Ref(x.map_or(DiRef::Null, DiRef::Md));
        Ok(match n.class {
            "DILocation" => (
                C::Location,
                vec![
                    Int(n.int("line", &[])?),
                    Int(n.int("column", &[])?),
                    DiOp::Scope(n.node("scope")?.map_or(DiRef::Null, DiRef::Md)),
                    r(n.node("inlinedAt")?),
                ],
            ),
            "DISubrange" => {
                // A count that is not a constant (a variable, an expression) is -1.
                let count = n.constant(m, "count")?.unwrap_or(u64::MAX);
                let lower = n.constant(m, "lowerBound")?.unwrap_or(0);
                (C::Subrange, vec![Int(count), Int(rotate_sign(lower))])
            }
            "DICompileUnit" => {
                let sps: Vec<DiRef> = links
                    .subprograms
                    .iter()
                    .filter(|(_, unit)| *unit == Some(md))
                    .map(|(sp, _)| DiRef::Md(*sp))
                    .collect();
                let subprograms = if sps.is_empty() {
                    DiOp::Ref(DiRef::Null)
                } else {
                    DiOp::Ref(self.make_tuple(sps))
                };
                (
                    C::CompileUnit,
                    vec![
                        Int(n.language()?),
                        r(n.node("file")?),
                        n.text("producer")?,
                        Int(n.int("isOptimized", &[])?),
                        n.text("flags")?,
                        Int(n.int("runtimeVersion", &[])?),
                        n.text("splitDebugFilename")?,
                        Int(n.int("emissionKind", dwarf::EMISSION_KINDS)?),
                        r(n.node("enums")?),
                        r(n.node("retainedTypes")?),
                        subprograms,
                        r(n.node("globals")?),
                        r(n.node("imports")?),
                        Int(n.int("dwoId", &[])?),
                    ],
                )
            }
            "DISubprogram" => {
                let sp = n.int("spFlags", dwarf::SP_FLAGS)?;
                let from_sp = |bit: u64, name: &str| -> Result<u64> {
                    Ok(if n.get("spFlags").is_some() {
                        u64::from(sp & bit != 0)
                    } else {
                        n.int(name, &[])?
                    })
                };
                let virtuality = if n.get("spFlags").is_some() {
                    sp & 3
                } else {
                    n.int("virtuality", dwarf::VIRTUALITIES)?
                };
                let function = links
                    .functions
                    .get(&md)
                    .map_or(DiRef::Null, |&f| DiRef::Val(Val::Func(f)));
                let variables = self.variables(m, md, n.node("retainedNodes")?);
                (
                    C::Subprogram,
                    vec![
                        r(n.node("scope")?),
                        n.text("name")?,
                        n.text("linkageName")?,
                        r(n.node("file")?),
                        Int(n.int("line", &[])?),
                        r(n.node("type")?),
                        Int(from_sp(4, "isLocal")?),
                        Int(from_sp(8, "isDefinition")?),
                        Int(n.int("scopeLine", &[])?),
                        r(n.node("containingType")?),
                        Int(virtuality),
                        Int(n.int("virtualIndex", &[])?),
                        Int(n.flags()?),
                        Int(from_sp(16, "isOptimized")?),
                        DiOp::Ref(function),
                        r(n.node("templateParams")?),
                        r(n.node("declaration")?),
                        DiOp::Ref(variables),
                    ],
                )
            }
            "DIGlobalVariable" => {
                let variable = links
                    .globals
                    .get(&md)
                    .map_or(DiRef::Null, |&g| DiRef::Val(Val::Global(g)));
                (
                    C::GlobalVar,
                    vec![
                        r(n.node("scope")?.and_then(|s| self.stand_in(s))),
                        n.text("name")?,
                        n.text("linkageName")?,
                        r(n.node("file")?),
                        Int(n.int("line", &[])?),
                        r(n.node("type")?),
                        Int(n.int("isLocal", &[])?),
                        Int(n.int("isDefinition", &[])?),
                        DiOp::Ref(variable),
                        r(n.node("declaration")?),
                    ],
                )
            }
            "DILocalVariable" => {
                let arg = n.int("arg", &[])?;
                let tag = if arg != 0 { 0x101 } else { 0x100 };
                (
                    C::LocalVar,
                    vec![
                        Int(n.int_or("tag", dwarf::TAGS, tag)?),
                        r(n.node("scope")?),
                        n.text("name")?,
                        r(n.node("file")?),
                        Int(n.int("line", &[])?),
                        r(n.node("type")?),
                        Int(arg),
                        Int(n.flags()?),
                    ],
                )
            }
            "DIExpression" => (C::Expression, n.expression()?),
            // The rest are 3.7's records field for field (`codes::debug_records`).
            other => match class_layout(other) {
                Some((code, layout)) => (code, plain_record(n, layout)?),
                None => {
                    return Err(WriteModuleError::unsupported(
                        format!("metadata !{other}(...)"),
                        "LLVM 3.7 has no such debug-info node",
                    ))
                }
            },
        })
    }

    /// A subprogram's `variables:`: its retained nodes without those 3.7 cannot hold.
    /// Notes subprogram `sp` as rebuilt when a list entry is left out or a variable
    /// names a node written as another.
    fn variables(&mut self, m: &Module, sp: Md, retained: Option<Md>) -> DiRef {
        let Some(list) = retained else {
            return DiRef::Null;
        };
        let Some(MdData::Node { ops, .. }) = m.metadata.get(list) else {
            return DiRef::Md(list);
        };
        let kept: Vec<Md> = ops
            .iter()
            .flatten()
            .copied()
            .filter(|&op| self.stand_in(op).is_some())
            .collect();
        let names_stand_in = |v: &Md| match m.metadata.get(*v) {
            Some(MdData::Specialized { fields, .. }) => fields.iter().any(
                |(_, f)| matches!(f, MdField::Node(Some(x)) if self.stand_ins.contains_key(x)),
            ),
            _ => false,
        };
        if kept.len() != ops.len() || kept.iter().any(names_stand_in) {
            self.rebuilt.insert(sp);
        }
        if kept.len() == ops.len() {
            DiRef::Md(list)
        } else {
            self.make_tuple(kept.into_iter().map(DiRef::Md).collect())
        }
    }
}

/// The fields of a record with no rule of its own, in record order, each read from the
/// node's field of the same name.
fn plain_record(n: &Node, layout: RecordLayout) -> Result<Vec<DiOp>> {
    let mut fields = layout.to_vec();
    fields.sort_by_key(|f| f.1);
    fields
        .into_iter()
        .map(|(name, _, kind)| {
            Ok(match kind {
                FieldKind::Int(_) | FieldKind::Int64 | FieldKind::Bool => {
                    DiOp::Int(n.int(name, &[])?)
                }
                FieldKind::Signed(_) => DiOp::Int(rotate_sign(n.int(name, &[])?)),
                FieldKind::Str(_) => n.text(name)?,
                FieldKind::Ref(_) => DiOp::Ref(n.node(name)?.map_or(DiRef::Null, DiRef::Md)),
                FieldKind::Enum(table, _) => DiOp::Int(n.int(name, table)?),
                FieldKind::Tag(Some(default)) => DiOp::Int(n.int_or(name, dwarf::TAGS, default)?),
                FieldKind::Tag(None) => DiOp::Int(n.int(name, dwarf::TAGS)?),
                FieldKind::Flags => DiOp::Int(n.flags()?),
            })
        })
        .collect()
}

/// LLVM's sign rotation for signed record fields (sign in the low bit).
fn rotate_sign(v: u64) -> u64 {
    let i = v as i64;
    if i < 0 {
        !(v << 1)
    } else {
        v << 1
    }
}

/// What ties debug info to the module's symbols: each subprogram's unit, the function
/// whose `!dbg` each subprogram is, and the global each global variable describes.
#[derive(Debug, Default)]
struct Links {
    subprograms: Vec<(Md, Option<Md>)>,
    functions: FxHashMap<Md, dxil_ir::FuncId>,
    globals: FxHashMap<Md, dxil_ir::GlobalId>,
}

impl Links {
    fn of(m: &Module) -> Self {
        let mut l = Links::default();
        for (md, data) in m.metadata.iter() {
            if let MdData::Specialized { class, fields, .. } = data {
                if &**class == "DISubprogram" {
                    let unit = Node { class, fields }.node("unit").ok().flatten();
                    l.subprograms.push((md, unit));
                }
            }
        }
        for (fid, f) in m.functions.iter() {
            if let Some(sp) = dxil_ir::metadata::attachment(&f.props.metadata, "dbg") {
                l.functions.entry(sp).or_insert(fid);
            }
        }
        for (gid, g) in m.globals.iter() {
            for (kind, md) in &g.props.metadata {
                if &**kind != "dbg" {
                    continue;
                }
                if let Some(MdData::Specialized { class, fields, .. }) = m.metadata.get(*md) {
                    let gve = Node { class, fields };
                    // 3.7 names a global only for a variable that is the whole global.
                    let whole = match gve.node("expr") {
                        Ok(Some(e)) => matches!(m.metadata.get(e),
                            Some(MdData::Specialized { fields, .. }) if fields.is_empty()),
                        _ => true,
                    };
                    if &**class == "DIGlobalVariableExpression" && whole {
                        if let Ok(Some(var)) = gve.node("var") {
                            l.globals.entry(var).or_insert(gid);
                        }
                    }
                }
            }
        }
        l
    }
}

/// The fields of one specialized node, looked up by name.
struct Node<'a> {
    class: &'a str,
    fields: &'a [(Box<str>, MdField)],
}

impl Node<'_> {
    fn get(&self, name: &str) -> Option<&MdField> {
        self.fields
            .iter()
            .find(|(n, _)| &**n == name)
            .map(|(_, f)| f)
    }

    fn bad(&self, name: &str, what: &str) -> WriteModuleError {
        WriteModuleError::malformed(format!("field {name}: of !{}(...) {what}", self.class))
    }

    /// A node field (`null` or absent is `None`).
    fn node(&self, name: &str) -> Result<Option<Md>> {
        match self.get(name) {
            None => Ok(None),
            Some(MdField::Node(n)) => Ok(*n),
            Some(MdField::Raw(r)) if &**r == "null" => Ok(None),
            Some(_) => Err(self.bad(name, "is not a metadata reference")),
        }
    }

    /// A string field as a record operand (empty or absent is null).
    fn text(&self, name: &str) -> Result<DiOp> {
        Ok(DiOp::Ref(match self.get(name) {
            None => DiRef::Null,
            Some(MdField::Str(s)) if s.is_empty() => DiRef::Null,
            Some(MdField::Str(s)) => DiRef::Str(s.as_bytes().to_vec()),
            Some(MdField::Node(n)) => n.map_or(DiRef::Null, DiRef::Md),
            Some(MdField::Raw(_)) => return Err(self.bad(name, "is not a string")),
        }))
    }

    /// A number field (0 when absent); names are looked up in `table`, `A | B` is a
    /// union of names.
    fn int(&self, name: &str, table: Names) -> Result<u64> {
        self.int_or(name, table, 0)
    }

    fn int_or(&self, name: &str, table: Names, default: u64) -> Result<u64> {
        match self.get(name) {
            None => Ok(default),
            Some(MdField::Raw(r)) => {
                parse_number(r, table).ok_or_else(|| self.bad(name, &format!("has value {r}")))
            }
            Some(_) => Err(self.bad(name, "is not a number")),
        }
    }

    /// A field that is a number or a constant (`i64 -7`), if it is one of those.
    fn constant(&self, m: &Module, name: &str) -> Result<Option<u64>> {
        match self.get(name) {
            Some(MdField::Raw(_)) => self.int(name, &[]).map(Some),
            Some(MdField::Node(Some(md))) => Ok(match m.metadata.get(*md) {
                Some(MdData::Value { value, .. }) => m.const_int(*value).map(|v| v as u64),
                _ => None,
            }),
            _ => Ok(None),
        }
    }

    /// The `flags:` field with the bits LLVM 3.7 knew.
    fn flags(&self) -> Result<u64> {
        Ok(self.int("flags", dwarf::FLAGS)? & dwarf::FLAGS_KNOWN_TO_3_7)
    }

    /// A compile unit's `DW_LANG_*`, from `language:` or a versioned language name.
    fn language(&self) -> Result<u64> {
        if self.get("language").is_some() {
            return self.int("language", dwarf::LANGUAGES);
        }
        let Some(MdField::Raw(name)) = self.get("sourceLanguageName") else {
            return Err(self.bad("language", "is missing"));
        };
        let version = self.int("sourceLanguageVersion", &[])?;
        dwarf::versioned_language(name, version).ok_or_else(|| {
            WriteModuleError::unsupported(
                format!("source language {name} version {version}"),
                "it has no DW_LANG_* code for LLVM 3.7",
            )
        })
    }

    /// A `!DIExpression(...)`'s elements, `DW_OP_LLVM_fragment` as `DW_OP_bit_piece`.
    fn expression(&self) -> Result<Vec<DiOp>> {
        let mut out = Vec::with_capacity(self.fields.len());
        for (name, f) in self.fields {
            let MdField::Raw(r) = f else {
                return Err(self.bad("elements", "is not a list of numbers"));
            };
            if !name.is_empty() {
                return Err(self.bad(name, "is not an element"));
            }
            let v = parse_number(r, dwarf::OPERATIONS)
                .or_else(|| parse_number(r, dwarf::ENCODINGS))
                .ok_or_else(|| self.bad("elements", &format!("has element {r}")))?;
            out.push(DiOp::Int(if v == 0x1000 { 0x9d } else { v }));
        }
        Ok(out)
    }
}

/// A number as written in a field: decimal (maybe negative), hex, `true`/`false`, or
/// names from `table` joined by `|`.
fn parse_number(text: &str, table: Names) -> Option<u64> {
    let t = text.trim();
    match t {
        "true" => return Some(1),
        "false" => return Some(0),
        _ => {}
    }
    if let Ok(v) = t.parse::<u64>() {
        return Some(v);
    }
    if let Ok(v) = t.parse::<i64>() {
        return Some(v as u64);
    }
    if let Some(hex) = t.strip_prefix("0x") {
        return u64::from_str_radix(hex, 16).ok();
    }
    t.split('|')
        .map(|part| dwarf::value_of(table, part.trim()))
        .try_fold(0u64, |acc, v| v.map(|v| acc | v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_flags_and_names_parse() {
        assert_eq!(parse_number("-7", &[]), Some(-7i64 as u64));
        assert_eq!(parse_number("true", &[]), Some(1));
        assert_eq!(
            parse_number("DIFlagPrototyped | DIFlagAllCallsDescribed", dwarf::FLAGS),
            Some((1 << 8) | (1 << 29))
        );
        assert_eq!(parse_number("DW_LANG_C99", dwarf::LANGUAGES), Some(0x0c));
        assert_eq!(parse_number("DW_LANG_Nope", dwarf::LANGUAGES), None);
    }

    #[test]
    fn sign_rotation_puts_the_sign_low() {
        assert_eq!(rotate_sign(3), 6);
        assert_eq!(rotate_sign(-7i64 as u64), 13);
        assert_eq!(rotate_sign(0), 0);
    }
}
