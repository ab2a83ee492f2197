//! The whole lowering, from clang's HLSL IR to DXIL, as `llc` runs it.

use crate::dxil_metadata::has_dxil_metadata;
use crate::error::LowerError;
use crate::pass_manager::{run_passes, PassContext};
use dxil_ir::{InstKind, Module, Site, TypeData, Value};

/// The passes of the full lowering, in the order LLVM's `llc` runs them (its
/// llc-pipeline.ll test lists them).
pub const LOWERING_PIPELINE: &[&str] = &[
    "dxil-finalize-linkage",
    "dxil-resource-access",
    "dxil-intrinsic-expansion",
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
pub fn lower_to_dxil(m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
    if is_already_dxil(m) {
        return Ok(());
    }
    let names: Vec<String> = LOWERING_PIPELINE.iter().map(|s| s.to_string()).collect();
    match run_passes(m, &names, cx) {
        Err(LowerError::Unsupported { what, site: None }) => Err(LowerError::Unsupported {
            what: format!(
                "lowering clang's HLSL IR to DXIL ({what} is missing; first construct needing it: {})",
                first_construct_needing_lowering(m)
                    .map(|(w, _)| w)
                    .unwrap_or_else(|| "the entry point".into())
            ),
            site: first_construct_needing_lowering(m).and_then(|(_, s)| s),
        }),
        other => other,
    }
}

/// The first instruction that only lowering can turn into DXIL: a call to an LLVM
/// intrinsic, or a value of a target extension type.
pub fn first_construct_needing_lowering(m: &Module) -> Option<(String, Option<Site>)> {
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, inst) in body.placed_insts() {
            let data = &body.insts[inst];
            if let InstKind::Call {
                callee: Value::Function(callee),
                ..
            } = &data.kind
            {
                let name = &m.functions[*callee].name;
                if name.starts_with("llvm.") {
                    return Some((format!("call to @{name}"), Some(Site::Inst(fid, inst))));
                }
            }
            if matches!(m.types.get(data.ty), TypeData::TargetExt { .. }) {
                return Some((
                    format!("a value of a target extension type in @{}", f.name),
                    Some(Site::Inst(fid, inst)),
                ));
            }
        }
    }
    m.functions
        .iter()
        .find(|(_, f)| f.attrs.func.string("hlsl.shader").is_some())
        .map(|(fid, f)| {
            (
                format!("entry point @{}", f.name),
                Some(Site::Function(fid)),
            )
        })
}
