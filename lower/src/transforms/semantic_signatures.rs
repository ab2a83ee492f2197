//! `!dx.semantic.signatures`, the front end's description of each entry point's
//! input and output signature (llvm/docs/DirectX/SemanticSignatures.md): one
//! `!{ptr @entry, inputs, outputs}` triple per entry, each element
//! `!{i32 id, !"name", i32 component type, i32 semantic kind, !{indices}, i32
//! interpolation, i32 rows, i8 columns, i32 start row, i8 start column, i8 usage mask,
//! i8 dynamic index mask, i32 stream}`.
//!
//! `!dx.stage.signatures` is dxil-emit's extension of it to every stage with
//! signatures (geometry, hull, domain, mesh; docs/stages.md): the same records with a
//! fourth list, the patch constants (hull, domain) or the primitive outputs (mesh).
//!
//! Reading checks what LLVM's `dxil-translate-metadata` checks, with its messages:
//! the record shape, operand widths, dense ids in list order, 1 to 32 rows with one
//! semantic index per row, a supported component type, signatures only where the
//! entry's stage has them, and locations either all given or all left to packing.

use crate::error::LowerError;
use dxil_ir::edit::{md_int, md_node, md_string, md_value};
use dxil_ir::{FuncId, Md, MdData, Module, TypeData, Value};
use dxil_model::metadata::{tag, SignatureElement};
use dxil_model::semantic_interpretation::{SigKind, SigPoint};
use dxil_model::shader_model::ShaderKind;

/// Named metadata holding the front end's semantic signatures.
pub const SEMANTIC_SIGNATURES: &str = "dx.semantic.signatures";
/// Named metadata holding dxil-emit's signatures of every stage (with patch constants).
pub const STAGE_SIGNATURES: &str = "dx.stage.signatures";

/// The signatures declared for one entry function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntrySemantics {
    /// The entry function.
    pub function: Option<FuncId>,
    /// Input elements (usage, dynamic mask and stream as DXIL tags 3, 2 and 0).
    pub inputs: Vec<SignatureElement>,
    /// Output elements.
    pub outputs: Vec<SignatureElement>,
    /// Patch constant elements (hull and domain entries) or primitive outputs (mesh).
    pub patch_constants: Vec<SignatureElement>,
}

impl EntrySemantics {
    /// Whether the elements carry locations (packed by the front end).
    pub fn is_allocated(elements: &[SignatureElement]) -> bool {
        elements.first().is_some_and(|e| e.start_row >= 0)
    }
}

/// Component types a signature element may have: I1, I16, U16, I32, U32, F16, F32 and
/// the min-precision SNormF16 ... (DXIL `ComponentType` 1 to 5, 8 and 9).
const COMPONENT_TYPES: &[i128] = &[1, 2, 3, 4, 5, 8, 9];

fn invalid(msg: impl Into<String>) -> LowerError {
    LowerError::invalid(msg)
}

/// Reads and checks `!dx.semantic.signatures` and `!dx.stage.signatures`; `stage`
/// gives each entry's stage.
pub fn read_semantic_signatures(
    m: &Module,
    stage: impl Fn(FuncId) -> Option<ShaderKind>,
) -> Result<Vec<EntrySemantics>, LowerError> {
    let mut out: Vec<EntrySemantics> = Vec::new();
    let records = [SEMANTIC_SIGNATURES, STAGE_SIGNATURES]
        .into_iter()
        .flat_map(|name| {
            let extended = name == STAGE_SIGNATURES;
            let list = m.named_metadata.get(name).map_or(&[][..], |l| &l[..]);
            list.iter().map(move |t| (*t, extended))
        });
    for (t, extended) in records {
        let ops = match m.metadata.get(t) {
            Some(MdData::Node { ops, .. }) if ops.len() == 3 || (extended && ops.len() == 4) => ops,
            _ if extended => {
                return Err(invalid(
                    "Invalid stage signature: expected an entry and its input, output and \
                     patch constant signatures",
                ))
            }
            _ => {
                return Err(invalid(
                    "Invalid semantic signature: expected an entry/input/output signature triple",
                ))
            }
        };
        let func = ops
            .first()
            .copied()
            .flatten()
            .and_then(|f| match m.metadata.get(f) {
                Some(MdData::Value {
                    value: Value::Function(f),
                    ..
                }) => Some(*f),
                _ => None,
            })
            .filter(|f| m.functions[*f].body.is_some())
            .ok_or_else(|| invalid("signature entry must be a defined function in the module"))?;
        let name = m.functions[func].name.to_string();
        if out.iter().any(|e| e.function == Some(func)) {
            return Err(invalid(format!(
                "Invalid semantic signature: duplicate signature record for entry '{name}'"
            )));
        }
        let mut entry = EntrySemantics {
            function: Some(func),
            ..EntrySemantics::default()
        };
        let lists = [
            (ops[1], SigKind::Input, "input"),
            (ops[2], SigKind::Output, "output"),
            (
                ops.get(3).copied().flatten(),
                SigKind::PatchConstOrPrim,
                "patch constant",
            ),
        ];
        for (list, kind, which) in lists {
            let context = format!("entry '{name}' {which} signature");
            let elements = read_list(m, list, &context)?;
            let vertex_or_pixel =
                matches!(stage(func), Some(ShaderKind::Vertex | ShaderKind::Pixel));
            if !elements.is_empty() && !extended && !vertex_or_pixel {
                return Err(invalid(format!(
                    "{context}: nonempty signatures are currently supported only for vertex and pixel entries"
                )));
            }
            if !elements.is_empty() && stage(func).and_then(|s| SigPoint::of(s, kind)).is_none() {
                return Err(invalid(format!(
                    "{context}: the entry's stage has no such signature"
                )));
            }
            *match kind {
                SigKind::Input => &mut entry.inputs,
                SigKind::Output => &mut entry.outputs,
                SigKind::PatchConstOrPrim => &mut entry.patch_constants,
            } = elements;
        }
        out.push(entry);
    }
    Ok(out)
}

fn read_list(
    m: &Module,
    list: Option<Md>,
    context: &str,
) -> Result<Vec<SignatureElement>, LowerError> {
    let Some(list) = list else {
        return Ok(Vec::new());
    };
    let Some(MdData::Node { ops, .. }) = m.metadata.get(list) else {
        return Err(invalid(format!(
            "{context}: expected a list of signature elements"
        )));
    };
    let mut out = Vec::new();
    for (i, el) in ops.iter().enumerate() {
        let e = read_element(m, *el, context)?;
        if e.id as usize != i {
            return Err(invalid(format!(
                "{context}: signature IDs must be dense and in list order"
            )));
        }
        out.push(e);
    }
    let allocated = out.iter().filter(|e| e.start_row >= 0).count();
    if allocated != 0 && allocated != out.len() {
        return Err(invalid(format!(
            "{context}: partially allocated signatures are not supported"
        )));
    }
    Ok(out)
}

/// Operand widths of an element, in order (0 for the name and index list).
const WIDTHS: [u32; 13] = [32, 0, 32, 32, 0, 32, 32, 8, 32, 8, 8, 8, 32];

fn read_element(m: &Module, el: Option<Md>, context: &str) -> Result<SignatureElement, LowerError> {
    let ops = match el.and_then(|e| m.metadata.get(e)) {
        Some(MdData::Node { ops, .. }) if ops.len() == WIDTHS.len() => ops,
        _ => {
            return Err(invalid(format!(
                "{context}: expected a signature element of {} operands",
                WIDTHS.len()
            )))
        }
    };
    let int = |i: usize| -> Result<i128, LowerError> {
        let width_error = || invalid(format!("{context}: expected i{} at operand {i}", WIDTHS[i]));
        let Some(MdData::Value { ty, value }) = ops[i].and_then(|o| m.metadata.get(o)) else {
            return Err(width_error());
        };
        if !matches!(m.types.get(*ty), TypeData::Int(w) if *w == WIDTHS[i]) {
            return Err(width_error());
        }
        m.const_int(*value).ok_or_else(width_error)
    };
    let name = ops[1]
        .and_then(|o| m.md_string(o))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .ok_or_else(|| invalid(format!("{context}: expected semantic name string")))?;
    let id = int(0)?;
    let component_type = int(2)?;
    let rows = int(6)?;
    let mut semantic_indices = Vec::new();
    if let Some(MdData::Node { ops: idx, .. }) = ops[4].and_then(|o| m.metadata.get(o)) {
        for i in idx.iter().flatten() {
            match m.metadata.get(*i) {
                Some(MdData::Value { value, .. }) => {
                    semantic_indices.extend(m.const_int(*value).map(|v| v as u32))
                }
                _ => {
                    return Err(invalid(format!(
                        "{context}: expected integer semantic indices"
                    )))
                }
            }
        }
    }
    if !(1..=32).contains(&rows) || semantic_indices.len() as i128 != rows {
        return Err(invalid(format!(
            "{context}: signature row count must be within 1-32"
        )));
    }
    if !COMPONENT_TYPES.contains(&component_type) {
        return Err(invalid(format!(
            "{context}: unsupported signature component type"
        )));
    }
    Ok(SignatureElement {
        id: id as u32,
        semantic_name: name,
        component_type: component_type as u8,
        system_value: int(3)? as u8,
        semantic_indices,
        interpolation: int(5)? as u8,
        rows: rows as u32,
        cols: int(7)? as u8,
        start_row: int(8)? as i32,
        start_col: int(9)? as i8,
        tags: vec![
            (tag::USAGE_MASK, int(10)? & 0xf),
            (tag::DYNAMIC_INDEX_MASK, int(11)? & 0xf),
            (tag::OUTPUT_STREAM, int(12)?),
        ],
    })
}

/// Writes `!dx.semantic.signatures = !{!{ptr @func, inputs, outputs}}`.
pub fn write_semantic_signatures(
    m: &mut Module,
    func: FuncId,
    inputs: &[SignatureElement],
    outputs: &[SignatureElement],
) {
    let fty = m.functions[func].ty;
    let fptr = m.pointer_to(fty, m.functions[func].addrspace);
    let f = md_value(m, fptr, Value::Function(func));
    let ins = element_list(m, inputs);
    let outs = element_list(m, outputs);
    let triple = md_node(m, vec![Some(f), ins, outs]);
    m.named_metadata
        .insert(SEMANTIC_SIGNATURES.into(), vec![triple]);
}

fn element_list(m: &mut Module, elements: &[SignatureElement]) -> Option<Md> {
    if elements.is_empty() {
        return None;
    }
    let ops = elements.iter().map(|e| Some(write_element(m, e))).collect();
    Some(md_node(m, ops))
}

fn write_element(m: &mut Module, e: &SignatureElement) -> Md {
    let tag_value = |t: u32| {
        e.tags
            .iter()
            .find(|(k, _)| *k == t)
            .map_or(0, |(_, v)| *v as i64)
    };
    let indices = e
        .semantic_indices
        .iter()
        .map(|i| Some(md_int(m, 32, i64::from(*i))))
        .collect();
    let values = [
        i64::from(e.id),
        0,
        i64::from(e.component_type),
        i64::from(e.system_value),
        0,
        i64::from(e.interpolation),
        i64::from(e.rows),
        i64::from(e.cols),
        i64::from(e.start_row),
        i64::from(e.start_col),
        tag_value(tag::USAGE_MASK),
        tag_value(tag::DYNAMIC_INDEX_MASK),
        tag_value(tag::OUTPUT_STREAM),
    ];
    let mut indices = Some(md_node(m, indices));
    let mut name = Some(md_string(m, &e.semantic_name));
    let ops = values
        .iter()
        .zip(WIDTHS)
        .enumerate()
        .map(|(i, (v, w))| match i {
            1 => name.take(),
            4 => indices.take(),
            _ => Some(md_int(m, w, *v)),
        })
        .collect();
    md_node(m, ops)
}
