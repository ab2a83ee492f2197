//! The whole lowering, from clang's HLSL IR to DXIL, as `llc` runs it.

use crate::error::LowerError;
use crate::pass_manager::{run_passes, timed, PassContext};
use dxil_ir::{InstKind, Module, Site, TypeData, Value};
use dxil_model::metadata::has_dxil_metadata;
use rustc_hash::FxHashMap;

/// The passes of the full lowering, in the order LLVM's `llc` runs them (its
/// llc-pipeline.ll test lists them).
pub const LOWERING_PIPELINE: &[&str] = &[
    "dxil-finalize-linkage",
    "dxil-resource-access",
    "dxil-intrinsic-expansion",
    "dxil-signature-io",
    "dxil-cbuffer-access",
    "dxil-data-scalarization",
    "dxil-flatten-arrays",
    "scalarizer",
    "dxil-forward-handle-accesses",
    "dxil-legalize",
    "dxil-resource-implicit-binding",
    "dxil-translate-metadata",
    "dxil-post-optimization-validation",
    "dxil-op-lower",
    "dxil-prepare",
];

/// What DXC's output has better than LLVM's lowering gives, each list run after the
/// pass it names when [`PassContext::optimize`] is on: copies forwarded and arrays
/// accessed at constant offsets promoted once the functions a shader does not export are
/// inlined and gone, stores to one typed-buffer element's components merged, out
/// arrays written where the body writes them once legalized, operations on constants
/// folded and the others reused once lowered.
pub const OPTIMIZATIONS: &[(&str, &[&str])] = &[
    (
        "dxil-finalize-linkage",
        &[
            crate::passes::forward_local_array_copies::NAME,
            crate::passes::promote_local_arrays::NAME,
            crate::passes::merge_element_stores::NAME,
        ],
    ),
    ("dxil-legalize", &[crate::passes::store_output_arrays::NAME]),
    (
        "dxil-op-lower",
        &[
            crate::passes::fold_operations::NAME,
            crate::passes::reuse_operations::NAME,
        ],
    ),
];

/// Whether `m` is already DXIL: it has `!dx.entryPoints` and calls no `llvm.dx.*`
/// intrinsic, as what DXC prints with `-Fc`. Such a module is assembled as it is.
pub fn is_already_dxil(m: &Module) -> bool {
    has_dxil_metadata(m)
        && !m
            .functions
            .iter()
            .any(|(_, f)| f.name.starts_with("llvm.dx."))
}

/// Lowers `m` to DXIL in place. A module that is already DXIL is left as it is.
///
/// After the passes, the module is checked for what DXIL cannot hold (an `llvm.*`
/// call, a vector or target-type value): a construct the passes did not lower is an
/// error naming it, never a container that LLVM or a driver would reject.
pub fn lower_to_dxil(m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
    if is_already_dxil(m) {
        return Ok(());
    }
    let mut names: Vec<String> = Vec::new();
    for &pass in LOWERING_PIPELINE {
        names.push(pass.to_string());
        let added = OPTIMIZATIONS
            .iter()
            .filter(|(after, _)| cx.optimize && *after == pass);
        names.extend(added.flat_map(|(_, passes)| passes.iter().map(|p| p.to_string())));
    }
    run_passes(m, &names, cx)?;
    // The check's walk also collects the metadata the code refers to, for the removal
    // of dead metadata below.
    let mut code_metadata = Vec::new();
    let sm = dxil_analysis::shader_flags::module_shader_model(m, &cx.target());
    if let Some((finding, site)) = timed("(check for non-DXIL constructs)", || {
        scan_lowered_code(m, sm, &mut code_metadata)
    }) {
        return Err(match finding {
            Finding::Unlowered(what) => LowerError::Unsupported {
                what: format!("lowering {what}"),
                site: Some(site),
            },
            Finding::Invalid(msg) => LowerError::Invalid {
                msg,
                site: Some(site),
            },
        });
    }
    check_structure_strides(m)?;
    set_dxil_target(m);
    timed("(remove dead metadata)", || {
        crate::transforms::dead_metadata::remove_dead_metadata_given(m, code_metadata)
    });
    Ok(())
}

/// Refuses a structured buffer whose element size is not a whole number of 4-byte
/// words without native 16-bit types, which DXIL's validator rejects (clang 22 lays
/// out an empty struct member as one byte where DXC gives it none).
fn check_structure_strides(m: &Module) -> Result<(), LowerError> {
    let native_16bit =
        dxil_analysis::shader_flags::module_flag(m, "dx.nativelowprec").unwrap_or(0) != 0;
    let Ok(info) = dxil_model::metadata::read_dxil_info(m) else {
        return Ok(());
    };
    if native_16bit {
        return Ok(());
    }
    for r in info.resources.iter() {
        if let Some(stride) = r.stride.filter(|s| s % 4 != 0) {
            return Err(LowerError::invalid(format!(
                "structured buffer '{}' has elements of {stride} bytes; DXIL needs a multiple \
                 of 4 (an empty struct member takes a byte in clang's layout)",
                r.name
            )));
        }
    }
    Ok(())
}

/// What DXC's compile does after lowering that LLVM's `llc` does not: resources the
/// code never uses leave `!dx.resources` ([`crate::transforms::unused_resources`]),
/// outputs written `undef` that may stay unwritten are not written
/// ([`crate::transforms::undefined_outputs`]), and `!dx.viewIdState` is computed again
/// from the final code (prepare drops input reads nothing uses, which the state written
/// during lowering still counted).
pub fn trim_as_dxc(m: &mut Module) -> Result<(), LowerError> {
    crate::transforms::unused_resources::remove_unused_resources(m);
    crate::transforms::undefined_outputs::remove_undefined_output_stores(m);
    if m.named_metadata.contains_key("dx.viewIdState") {
        dxil_analysis::view_id_state::emit::emit_view_id_state(m)?;
        crate::transforms::dead_metadata::remove_dead_metadata(m);
    }
    Ok(())
}

/// The target triple every DXIL module carries.
pub const DXIL_TRIPLE: &str = "dxil-ms-dx";
/// DXIL's data layout when 16-bit types are minimum precision (the default).
pub const DXIL_LAYOUT_MIN_PRECISION: &str =
    "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
/// DXIL's data layout with native 16-bit types (`-enable-16bit-types`).
pub const DXIL_LAYOUT_NATIVE_16BIT: &str =
    "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64";

/// Gives a lowered module DXIL's triple and data layout, as DXC writes them: the
/// layout follows the entry's native-low-precision shader flag (bit 23).
fn set_dxil_target(m: &mut Module) {
    const NATIVE_LOW_PRECISION: u64 = 1 << 23;
    let native = dxil_model::metadata::read_dxil_info(m)
        .map(|i| i.entry.shader_flags & NATIVE_LOW_PRECISION != 0)
        .unwrap_or(false);
    m.triple = Some(DXIL_TRIPLE.into());
    m.datalayout = Some(
        if native {
            DXIL_LAYOUT_NATIVE_16BIT
        } else {
            DXIL_LAYOUT_MIN_PRECISION
        }
        .into(),
    );
}

/// The first instruction DXIL cannot hold: a call to an LLVM intrinsic, or a value of a
/// vector, target extension or narrow integer type (DXIL is scalar IR, with `i8` only
/// as an immediate operand). A library's functions may take
/// and return vectors (LLVM's DXIL libraries do), so there the `insertelement` chains
/// that build a returned vector stay.
pub fn first_non_dxil_construct(m: &Module) -> Option<(String, Site)> {
    let sm = m
        .triple
        .as_deref()
        .and_then(dxil_model::shader_model::ShaderModel::from_triple);
    scan_lowered_code(m, sm, &mut Vec::new()).map(|(f, site)| match f {
        Finding::Unlowered(what) | Finding::Invalid(what) => (what, site),
    })
}

/// For a `bufferUpdateCounter` call `kind`, the binding of its buffer
/// (the operands of the handle's creation, through `annotateHandle`) and the step.
fn counter_update(m: &Module, body: &dxil_ir::Body, kind: &InstKind) -> Option<(Vec<Value>, i128)> {
    use dxil_model::op_table::{dx_op_call, OpCode};
    let (OpCode::BUFFER_UPDATE_COUNTER, args) = dx_op_call(m, kind)? else {
        return None;
    };
    let step = m.const_int(*args.get(1)?)?;
    let mut handle = *args.first()?;
    for _ in 0..4 {
        let Value::Inst(h) = handle else { return None };
        let (op, hargs) = dx_op_call(m, &body.insts[h].kind)?;
        if op == OpCode::ANNOTATE_HANDLE {
            handle = *hargs.first()?;
            continue;
        }
        // createHandle(class, range, index, ...) / createHandleFromBinding(bind, index, ...)
        return Some((hargs.to_vec(), step));
    }
    None
}

/// What the final check finds wrong with a lowered instruction.
enum Finding {
    /// A construct the passes did not lower.
    Unlowered(String),
    /// Something the shader may not do (DXC refuses it too).
    Invalid(String),
}

/// [`first_non_dxil_construct`], appending to `metadata` what the instructions walked
/// refer to ([`dxil_ir::edit::metadata_referred_by`]; all of them when there is no
/// such construct).
/// Whether `kind` loads from a local array (an `alloca`, through GEPs) at an index
/// that is not a constant.
fn loads_from_local_array(body: &dxil_ir::Body, kind: &InstKind) -> bool {
    let InstKind::Load { ptr, .. } = kind else {
        return false;
    };
    let mut p = *ptr;
    let mut dynamic = false;
    for _ in 0..16 {
        let Value::Inst(i) = p else { return false };
        match &body.insts[i].kind {
            InstKind::Gep { base, indices, .. } => {
                dynamic |= indices
                    .iter()
                    .any(|v| matches!(v, Value::Inst(_) | Value::Arg(_)));
                p = *base;
            }
            InstKind::Alloca { .. } => return dynamic,
            _ => return false,
        }
    }
    false
}

fn scan_lowered_code(
    m: &Module,
    sm: Option<dxil_model::shader_model::ShaderModel>,
    metadata: &mut Vec<dxil_ir::Md>,
) -> Option<(Finding, Site)> {
    let library = sm.is_some_and(|sm| sm.kind == dxil_model::shader_model::ShaderKind::Library);
    // DXIL operations the target shader model or stage does not have (checked for a
    // non-library shader; a library's functions may serve several stages).
    let op_not_allowed = |kind: &InstKind| -> Option<String> {
        let sm = sm.filter(|_| !library)?;
        let (op, _) = dxil_model::op_table::dx_op_call(m, kind)?;
        dxil_model::op_table::check_op_allowed(&m.types, op, None, sm, false)
            .err()
            .map(|e| e.to_string())
    };
    // The direction each structured buffer's counter is updated in, by the handle's
    // binding (the validator allows one direction per buffer).
    let mut counter_updates: FxHashMap<Vec<Value>, i128> = FxHashMap::default();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, inst) in body.placed_insts() {
            let data = &body.insts[inst];
            dxil_ir::edit::metadata_referred_by(data, metadata);
            let site = Site::Inst(fid, inst);
            if let InstKind::Store { ptr, .. } = &data.kind {
                let addrspace = match *ptr {
                    Value::Global(g) => Some(m.globals[g].addrspace),
                    Value::Inst(p) => m.types.addrspace(body.insts[p].ty),
                    Value::Const(c) => m.types.addrspace(m.consts.get(c).ty()),
                    _ => None,
                };
                if addrspace == Some(2) {
                    return Some((
                        Finding::Invalid(
                            "a store into a constant buffer: cbuffer members and global \
                             variables are read-only in HLSL"
                                .into(),
                        ),
                        site,
                    ));
                }
            }
            if let InstKind::Call {
                callee: Value::Function(callee),
                ..
            } = &data.kind
            {
                if let Some(why) = op_not_allowed(&data.kind) {
                    return Some((Finding::Invalid(why), site));
                }
                if let Some((binding, step)) = counter_update(m, body, &data.kind) {
                    if *counter_updates.entry(binding).or_insert(step) != step {
                        return Some((
                            Finding::Invalid(
                                "a RWStructuredBuffer's counter is both incremented and \
                                 decremented (it may be one or the other)"
                                    .into(),
                            ),
                            site,
                        ));
                    }
                }
                let name = &m.functions[*callee].name;
                if name.starts_with("llvm.") {
                    return Some((Finding::Unlowered(format!("a call to @{name}")), site));
                }
            }
            match m.types.get(data.ty) {
                TypeData::TargetExt { .. } if loads_from_local_array(body, &data.kind) => {
                    return Some((
                        Finding::Invalid(
                            "Resource access is not guaranteed to map to a unique global \
                             resource: the resource is read from a local array at an index \
                             known only at run time (DXC refuses this too; it compiles such \
                             HLSL only where unrolling makes the index constant)"
                                .into(),
                        ),
                        site,
                    ))
                }
                TypeData::TargetExt { name, .. } => {
                    return Some((
                        Finding::Unlowered(format!("a value of type target(\"{name}\")")),
                        site,
                    ))
                }
                TypeData::Int(bits) if crate::transforms::narrow_int_promotion::is_narrow(*bits) => {
                    return Some((
                        Finding::Unlowered(format!(
                            "an i{bits}-typed {} instruction (DXIL's integers have 1, 16, 32 or 64 bits, and i8 only as an immediate operand)",
                            data.kind.opcode_name()
                        )),
                        site,
                    ))
                }
                TypeData::Vector { .. }
                    if !(library && matches!(data.kind, InstKind::InsertElement { .. })) =>
                {
                    // Outside the entry of a shader that is not a library, say why.
                    let where_ = if library || f.attrs.func.string("hlsl.shader").is_some() {
                        String::new()
                    } else {
                        format!(
                            " in @{}, a function other than the entry (DXC inlines every \
                             function of a shader that is not a library, as clang's \
                             alwaysinline makes -O3 do; dxil-emit does not inline, so its \
                             vector parameters and result stay vectors)",
                            f.name
                        )
                    };
                    return Some((
                        Finding::Unlowered(format!(
                            "a vector-typed {} instruction{where_}",
                            data.kind.opcode_name()
                        )),
                        site,
                    ));
                }
                _ => {}
            }
        }
    }
    None
}
