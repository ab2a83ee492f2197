//! The signature lists of `!dx.entryPoints`, built from the front end's
//! `!dx.semantic.signatures` (and `!dx.stage.signatures`) by `dxil-translate-metadata`.
//! A hull entry's patch constant function (its `"hlsl.patchconstantfunc"`) reads and
//! writes the entry's signatures too.
//!
//! Each signature is packed ([`crate::analysis::signature_packing`]) unless the front end gave
//! locations; pixel shader inputs without an interpolation mode get the default one
//! (constant for integers, linear for floats, no perspective for `SV_Position`). The
//! usage mask of an element is the set of components the entry reads (inputs, by a
//! load whose value is used) or writes (outputs); its dynamic index mask the components
//! accessed with a non-constant row. An input load nobody uses is removed: it has no
//! effect (DXIL's `loadInput` reads no memory), and DXC leaves such components out.
//! Elements become DXIL's records: id, name, component type, semantic kind, indices,
//! interpolation, rows, columns, start row, start column, then the tags (output stream
//! 0, dynamic index mask 2, usage mask 3, each only when not zero).

use crate::error::LowerError;
use crate::transforms::semantic_signatures::{
    read_semantic_signatures, EntrySemantics, SEMANTIC_SIGNATURES, STAGE_SIGNATURES,
};
use dxil_analysis::io_calls::{io_calls, IoCall, IoFunctions, IoKind};
use dxil_ir::edit::{md_int, md_node, md_string};
use dxil_ir::{FuncId, Md, Module, TypeData, Value};
use dxil_model::metadata::{tag, SignatureElement};
use dxil_model::semantic_interpretation::{SigKind, SigPoint};
use dxil_model::shader_model::ShaderKind;
use rustc_hash::{FxHashMap, FxHashSet};

/// One entry's signatures, packed and with their masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackedSignatures {
    /// The entry function.
    pub func: FuncId,
    /// Input elements.
    pub inputs: Vec<SignatureElement>,
    /// Output elements.
    pub outputs: Vec<SignatureElement>,
    /// Patch constant elements (hull, domain) or primitive outputs (mesh).
    pub patch_constants: Vec<SignatureElement>,
}

/// The patch constant function a hull entry `func` names, if it is defined.
pub fn patch_constant_function(m: &Module, func: FuncId) -> Option<FuncId> {
    let name = m.functions[func]
        .attrs
        .func
        .string("hlsl.patchconstantfunc")?;
    m.functions
        .iter()
        .find(|(_, f)| &*f.name == name && f.body.is_some())
        .map(|(id, _)| id)
}

/// The functions whose signature accesses belong to entry `func`: itself and its patch
/// constant function.
fn signature_functions(m: &Module, func: FuncId) -> Vec<FuncId> {
    let mut fs = vec![func];
    fs.extend(patch_constant_function(m, func).filter(|p| *p != func));
    fs
}

/// Whether `sig` of a `stage` entry is read (inputs, a domain shader's patch constants)
/// rather than written.
fn is_read(stage: ShaderKind, sig: SigKind) -> bool {
    sig == SigKind::Input || (sig == SigKind::PatchConstOrPrim && stage == ShaderKind::Domain)
}

/// The entries' signatures from `!dx.semantic.signatures`, packed, with usage and
/// dynamic index masks from the entries' accesses. `stage` gives an entry's stage.
pub fn packed_signatures(
    m: &Module,
    stage: &impl Fn(FuncId) -> Option<ShaderKind>,
) -> Result<Vec<PackedSignatures>, LowerError> {
    let declared = read_semantic_signatures(m, stage)?;
    check_accesses_have_signatures(m, &declared)?;
    let native_16bit =
        dxil_analysis::shader_flags::module_flag(m, "dx.nativelowprec").unwrap_or(0) != 0;
    let mut out = Vec::new();
    for e in declared {
        let Some(func) = e.function else { continue };
        let Some(kind) = stage(func) else { continue };
        let name = &m.functions[func].name;
        let io = IoFunctions::of(m);
        let calls: Vec<(FuncId, IoCall)> = signature_functions(m, func)
            .into_iter()
            .flat_map(|f| io.calls(m, f).into_iter().map(move |c| (f, c)))
            .collect();
        let mut lists = Vec::new();
        let declared = [
            (e.inputs, SigKind::Input),
            (e.outputs, SigKind::Output),
            (e.patch_constants, SigKind::PatchConstOrPrim),
        ];
        for (mut elements, sig) in declared {
            let point = SigPoint::of(kind, sig);
            if let (Some(point), false) = (point, EntrySemantics::is_allocated(&elements)) {
                let which = match sig {
                    SigKind::Input => "input",
                    SigKind::Output => "output",
                    SigKind::PatchConstOrPrim => "patch constant",
                };
                crate::analysis::signature_packing::pack(&mut elements, point, native_16bit)
                    .map_err(|e| {
                        LowerError::invalid(format!("entry '{name}' {which} signature: {e}"))
                    })?;
            }
            if point == Some(SigPoint::PsIn) {
                default_interpolation(&mut elements);
            }
            let io = if is_read(kind, sig) {
                IoKind::Load
            } else {
                IoKind::Store
            };
            let accesses: Vec<(FuncId, &IoCall)> = calls
                .iter()
                .filter(|(_, c)| c.kind == io && c.intrinsic.sig == sig)
                .map(|(f, c)| (*f, c))
                .collect();
            set_access_masks(m, &accesses, &mut elements)?;
            lists.push(elements);
        }
        let patch_constants = lists.pop().unwrap_or_default();
        let outputs = lists.pop().unwrap_or_default();
        let inputs = lists.pop().unwrap_or_default();
        out.push(PackedSignatures {
            func,
            inputs,
            outputs,
            patch_constants,
        });
    }
    Ok(out)
}

/// Takes `!dx.semantic.signatures` out of `m`, removes unused input loads, and
/// returns, per entry function with elements, the `!{inputs, outputs, patch
/// constants}` node of its `!dx.entryPoints` record and the shader flags its
/// signatures imply ([`dxil_analysis::shader_flags::signature_flags`]).
pub fn entry_signature_nodes(
    m: &mut Module,
    stage: impl Fn(FuncId) -> Option<ShaderKind>,
) -> Result<Vec<(FuncId, Md, u64)>, LowerError> {
    let packed = packed_signatures(m, &stage)?;
    m.named_metadata.shift_remove(SEMANTIC_SIGNATURES);
    m.named_metadata.shift_remove(STAGE_SIGNATURES);
    let mut out = Vec::new();
    let mut lists = IntLists::default();
    for p in packed {
        for f in signature_functions(m, p.func) {
            remove_unused_loads(m, f);
        }
        if p.inputs.is_empty() && p.outputs.is_empty() && p.patch_constants.is_empty() {
            continue;
        }
        let flags = stage(p.func).map_or(0, |k| {
            dxil_analysis::shader_flags::signature_flags(
                &p.inputs,
                &p.outputs,
                &p.patch_constants,
                k,
            )
        });
        let ins = element_list(m, &mut lists, &p.inputs);
        let outs = element_list(m, &mut lists, &p.outputs);
        let pcs = element_list(m, &mut lists, &p.patch_constants);
        out.push((p.func, md_node(m, vec![ins, outs, pcs]), flags));
    }
    Ok(out)
}

/// A function that reads or writes the signature must be an entry with a record.
fn check_accesses_have_signatures(
    m: &Module,
    declared: &[EntrySemantics],
) -> Result<(), LowerError> {
    let described_functions: FxHashSet<FuncId> = declared
        .iter()
        .filter_map(|e| e.function)
        .flat_map(|f| signature_functions(m, f))
        .collect();
    let io = IoFunctions::of(m);
    for f in m.functions.handles() {
        let described = described_functions.contains(&f);
        if !described && !io.calls(m, f).is_empty() {
            return Err(LowerError::invalid(format!(
                "signature access in function '{}' has no entry signature metadata",
                m.functions[f].name
            )));
        }
    }
    Ok(())
}

/// Pixel shader inputs left undefined get constant (integers), linear (floats) or
/// no-perspective (`SV_Position`) interpolation.
fn default_interpolation(elements: &mut [SignatureElement]) {
    const FLOAT_TYPES: &[u8] = &[8, 9, 10];
    const POSITION: u8 = 3;
    for e in elements.iter_mut().filter(|e| e.interpolation == 0) {
        e.interpolation = if !FLOAT_TYPES.contains(&e.component_type) {
            1
        } else if e.system_value == POSITION {
            4
        } else {
            2
        };
    }
}

/// Values some instruction of `func` uses.
fn used_values(m: &Module, func: FuncId) -> FxHashSet<Value> {
    let mut used = FxHashSet::default();
    if let Some(body) = &m.functions[func].body {
        for (_, inst) in body.placed_insts() {
            body.insts[inst].kind.for_each_operand(|v| {
                used.insert(v);
            });
        }
    }
    used
}

/// Erases input loads whose value is not used.
fn remove_unused_loads(m: &mut Module, func: FuncId) {
    let used = used_values(m, func);
    let dead: FxHashSet<_> = io_calls(m, func)
        .into_iter()
        .filter(|c| c.kind == IoKind::Load && !used.contains(&Value::Inst(c.inst)))
        .map(|c| c.inst)
        .collect();
    if let Some(body) = m.functions[func].body.as_mut() {
        for (_, b) in body.blocks.iter_mut() {
            b.insts.retain(|i| !dead.contains(i));
        }
    }
}

/// Sets the usage and dynamic index masks of `elements` from `accesses` (each with the
/// function it is in).
fn set_access_masks(
    m: &Module,
    accesses: &[(FuncId, &IoCall)],
    elements: &mut [SignatureElement],
) -> Result<(), LowerError> {
    let mut used_in: FxHashMap<FuncId, FxHashSet<Value>> = FxHashMap::default();
    let mut usage = vec![0u8; elements.len()];
    let mut dynamic = vec![0u8; elements.len()];
    for &(func, call) in accesses {
        let Some(body) = &m.functions[func].body else {
            continue;
        };
        let invalid = |what: &str| {
            LowerError::invalid(format!(
                "entry '{}': signature access has an invalid {what}",
                m.functions[func].name
            ))
        };
        let id = call.args.first().and_then(|v| m.const_int(*v));
        let at = id
            .and_then(|id| elements.iter().position(|e| i128::from(e.id) == id))
            .ok_or_else(|| invalid("signature ID"))?;
        let value_ty = match call.kind {
            IoKind::Load => Some(body.insts[call.inst].ty),
            IoKind::Store => match call.args.get(3) {
                Some(Value::Inst(i)) => Some(body.insts[*i].ty),
                Some(Value::Const(c)) => Some(m.consts.get(*c).ty()),
                _ => None,
            },
        };
        let len = match value_ty.map(|t| m.types.get(t)) {
            Some(TypeData::Vector { len, .. }) => *len,
            _ => 1,
        };
        let col = call
            .args
            .get(2)
            .and_then(|v| m.const_int(*v))
            .filter(|c| *c >= 0 && *c + i128::from(len) <= i128::from(elements[at].cols))
            .ok_or_else(|| invalid("component index"))?;
        if call.kind == IoKind::Load {
            let used = used_in.entry(func).or_insert_with(|| used_values(m, func));
            if !used.contains(&Value::Inst(call.inst)) {
                continue;
            }
        }
        let bits = (((1u32 << len) - 1) << col) as u8 & 0xf;
        usage[at] |= bits;
        if call.args.get(1).and_then(|v| m.const_int(*v)).is_none() {
            dynamic[at] |= bits;
        }
    }
    for (i, e) in elements.iter_mut().enumerate() {
        e.tags.retain(|(t, _)| *t == tag::OUTPUT_STREAM);
        e.tags
            .push((tag::DYNAMIC_INDEX_MASK, i128::from(dynamic[i])));
        e.tags.push((tag::USAGE_MASK, i128::from(usage[i])));
    }
    Ok(())
}

/// Nodes of `i32` lists (semantic indices, tag lists), one per distinct list, as
/// LLVM's uniqued metadata shares them.
#[derive(Default)]
struct IntLists(FxHashMap<Vec<i64>, Md>);

impl IntLists {
    fn node(&mut self, m: &mut Module, values: Vec<i64>) -> Md {
        if let Some(n) = self.0.get(&values) {
            return *n;
        }
        let ops = values.iter().map(|v| Some(md_int(m, 32, *v))).collect();
        let n = md_node(m, ops);
        self.0.insert(values, n);
        n
    }
}

fn element_list(m: &mut Module, lists: &mut IntLists, elements: &[SignatureElement]) -> Option<Md> {
    if elements.is_empty() {
        return None;
    }
    let ops = elements
        .iter()
        .map(|e| Some(element_record(m, lists, e)))
        .collect();
    Some(md_node(m, ops))
}

fn element_record(m: &mut Module, lists: &mut IntLists, e: &SignatureElement) -> Md {
    let indices = lists.node(
        m,
        e.semantic_indices.iter().map(|i| i64::from(*i)).collect(),
    );
    let mut tags = Vec::new();
    for t in [tag::OUTPUT_STREAM, tag::DYNAMIC_INDEX_MASK, tag::USAGE_MASK] {
        if let Some((_, v)) = e.tags.iter().find(|(k, v)| *k == t && *v != 0) {
            tags.extend([i64::from(t), *v as i64]);
        }
    }
    let ops = vec![
        Some(md_int(m, 32, i64::from(e.id))),
        Some(md_string(m, &e.semantic_name)),
        Some(md_int(m, 8, i64::from(e.component_type))),
        Some(md_int(m, 8, i64::from(e.system_value))),
        Some(indices),
        Some(md_int(m, 8, i64::from(e.interpolation))),
        Some(md_int(m, 32, i64::from(e.rows))),
        Some(md_int(m, 8, i64::from(e.cols))),
        Some(md_int(m, 32, i64::from(e.start_row))),
        Some(md_int(m, 8, i64::from(e.start_col))),
        (!tags.is_empty()).then(|| lists.node(m, tags)),
    ];
    md_node(m, ops)
}
