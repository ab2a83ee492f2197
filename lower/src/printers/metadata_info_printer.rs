//! `print<dxil-metadata>`: what the module says about itself before its DXIL metadata
//! is written — shader model, DXIL version, stage and validator version from the
//! triple and `!dx.valver`, and each compute-like entry (`"hlsl.shader"`) with its
//! thread group size — printed as LLVM's analysis printer does:
//!
//! ```text
//! Shader Model Version : 6.6
//! DXIL Version : 1.6
//! Shader Stage : compute
//! Validator Version : 0
//! void entry()
//!   NumThreads: 1,2,1
//! ```

use crate::analysis::entry_attributes::entry_functions;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use dxil_analysis::shader_flags::{dxil_version_of, module_shader_model};
use dxil_ir::{MdData, Module, TypeData};
use dxil_model::shader_model::ShaderKind;

/// The `print<dxil-metadata>` analysis printer.
pub struct PrintMetadataInfo;

impl Pass for PrintMetadataInfo {
    fn name(&self) -> &'static str {
        "print<dxil-metadata>"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let text = metadata_info_text(module, cx)?;
        cx.printed.push_str(&text);
        Ok(())
    }
}

/// The printer's text for `m`.
pub fn metadata_info_text(m: &Module, cx: &PassContext) -> Result<String, LowerError> {
    let sm = module_shader_model(m, &cx.target()).ok_or_else(|| {
        LowerError::invalid("the module names no shader model (no DXIL target triple)")
    })?;
    let (dxil_major, dxil_minor) = dxil_version_of(m, Some(sm));
    let mut out = format!(
        "Shader Model Version : {}.{}\nDXIL Version : {dxil_major}.{dxil_minor}\n\
         Shader Stage : {}\nValidator Version : {}\n",
        sm.major,
        sm.minor,
        sm.kind.stage_name(),
        validator_text(m, cx)
    );
    for e in entry_functions(m)? {
        if !matches!(
            e.stage,
            ShaderKind::Compute | ShaderKind::Mesh | ShaderKind::Amplification
        ) {
            continue;
        }
        out.push_str(&signature_text(m, e.func));
        out.push('\n');
        if let Some([x, y, z]) = e.numthreads {
            out.push_str(&format!("  NumThreads: {x},{y},{z}\n"));
        }
    }
    Ok(out)
}

/// `major.minor` of `-validator-version` or `!dx.valver`; `0` when neither gives one
/// (an unset version tuple).
fn validator_text(m: &Module, cx: &PassContext) -> String {
    if let Some((major, minor)) = cx.validator_version {
        return format!("{major}.{minor}");
    }
    let version = m
        .named_metadata
        .get("dx.valver")
        .and_then(|nodes| nodes.first())
        .and_then(|n| match m.metadata.get(*n) {
            Some(MdData::Node { ops, .. }) => Some(ops.clone()),
            _ => None,
        })
        .and_then(|ops| {
            let int = |i: usize| match m.metadata.get(ops.get(i).copied().flatten()?)? {
                MdData::Value { value, .. } => m.const_int(*value),
                _ => None,
            };
            Some((int(0)?, int(1)?))
        });
    match version {
        Some((major, minor)) => format!("{major}.{minor}"),
        None => "0".to_string(),
    }
}

/// `ret name(param types)`, as the printer names an entry.
fn signature_text(m: &Module, f: dxil_ir::FuncId) -> String {
    let func = &m.functions[f];
    let (ret, params) = match m.types.get(func.ty) {
        TypeData::Function { ret, params, .. } => (*ret, params.clone()),
        _ => (func.ty, Vec::new()),
    };
    let params: Vec<String> = params
        .iter()
        .map(|p| dxil_ir::printer::type_to_string(&m.types, *p))
        .collect();
    format!(
        "{} {}({})",
        dxil_ir::printer::type_to_string(&m.types, ret),
        func.name,
        params.join(", ")
    )
}
