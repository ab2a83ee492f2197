//! A small pass manager: passes by the names LLVM gives them, run in order over a module.

use crate::error::LowerError;
use crate::shader_model::ShaderModel;
use dxil_ir::Module;

/// What every pass may read besides the module.
#[derive(Clone, Debug, Default)]
pub struct PassContext {
    /// The shader model to lower for (from `-mtriple`, `-T` or the module's triple).
    pub shader_model: Option<ShaderModel>,
    /// The validator version (major, minor).
    pub validator_version: Option<(u32, u32)>,
    /// Text the "print<...>" analyses produce (what LLVM prints to stderr).
    pub printed: String,
    /// Compute what DXC computes where LLVM's lowering differs (`dxil-emit compile`);
    /// off, the passes follow LLVM's, as `opt` and `llc` do.
    pub dxc_semantics: bool,
    /// What `dxil-cbuffer-access` recorded, with DXC's semantics, for the reflection
    /// part before it removed it.
    pub reflection_inputs: crate::type_annotations::ReflectionInputs,
}

/// One transformation or analysis over a module.
pub trait Pass: Send + Sync {
    /// The name `opt -passes=` and the legacy `-<name>` flag use.
    fn name(&self) -> &'static str;
    /// Runs the pass.
    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError>;
}

/// The passes of LLVM's DirectX backend we know by name, whether or not we have them
/// yet; a name outside this list is not a DirectX pass at all.
pub const KNOWN_PASS_NAMES: &[&str] = &[
    "dxil-cbuffer-access",
    "dxil-data-scalarization",
    "dxil-embed",
    "dxil-finalize-linkage",
    "dxil-flatten-arrays",
    "dxil-forward-handle-accesses",
    "dxil-globals",
    "dxil-intrinsic-expansion",
    "dxil-legalize",
    "dxil-metadata-emit",
    "dxil-op-lower",
    "dxil-post-optimization-validation",
    "dxil-prepare",
    "dxil-pretty-printer",
    "dxil-resource-access",
    "dxil-resource-implicit-binding",
    "dxil-resource-type",
    "dxil-signature-io",
    "dxil-translate-metadata",
    "dxil-validate-metadata",
    "dxil-write-bitcode",
    "scalarizer",
    "print-dx-shader-flags",
    "print<dxil-metadata>",
    "print<dxil-resources>",
    "print<dxil-root-signature>",
    "print<dxil-signature>",
    "print<dxil-resource-binding>",
];

/// Passes LLVM has as one that we build as several, run in order: `dxil-op-lower`
/// splits vector signature accesses into components (a no-op in the full pipeline,
/// where `dxil-signature-io` ran before the scalarizer), lowers resource intrinsics,
/// then the rest. `dxil-validate-metadata`, a pass of older LLVM that required
/// translate-metadata and then checked what it now checks itself, is that pass.
pub const COMPOSITE_PASSES: &[(&str, &[&str])] = &[
    (
        "dxil-op-lower",
        &[
            "dxil-signature-io",
            "dxil-op-lower-resources",
            "dxil-op-lower-intrinsics",
        ],
    ),
    ("dxil-validate-metadata", &["dxil-translate-metadata"]),
];

/// The passes this build has, by name. Each pass file adds one line here.
pub fn registered_passes() -> Vec<Box<dyn Pass>> {
    vec![
        // (one `Box::new(crate::<file>::<Pass>)` per registered pass)
        Box::new(crate::finalize_linkage::FinalizeLinkage),
        Box::new(crate::legalize::Legalize),
        Box::new(crate::prepare::Prepare),
        Box::new(crate::op_lower_resources::OpLowerResources),
        Box::new(crate::resource_access::ResourceAccess),
        Box::new(crate::resource_map::ResourceTypeAnalysis),
        Box::new(crate::cbuffer_access::CBufferAccess),
        Box::new(crate::resource_implicit_binding::ResourceImplicitBinding),
        Box::new(crate::post_optimization_validation::PostOptimizationValidation),
        Box::new(crate::forward_handle_accesses::ForwardHandleAccesses),
        Box::new(crate::op_lower_intrinsics::OpLowerIntrinsics),
        Box::new(crate::shader_flags::PrintShaderFlags),
        Box::new(crate::translate_metadata::TranslateMetadata),
        Box::new(crate::signature_io::SignatureIo),
        Box::new(crate::signature_printer::PrintSignatures),
        Box::new(crate::translate_metadata::MetadataEmit),
        Box::new(crate::metadata_info_printer::PrintMetadataInfo),
        Box::new(crate::intrinsic_expansion::IntrinsicExpansion),
        Box::new(crate::scalarizer::Scalarizer),
        Box::new(crate::data_scalarization::DataScalarization),
        Box::new(crate::flatten_arrays::FlattenArrays),
    ]
}

/// The passes `name` stands for: itself, or the parts of a composite.
pub fn passes_by_name(name: &str) -> Result<Vec<Box<dyn Pass>>, LowerError> {
    if let Some((_, parts)) = COMPOSITE_PASSES.iter().find(|(n, _)| *n == name) {
        let mut out = Vec::new();
        for part in parts.iter() {
            out.extend(passes_by_name(part).map_err(|e| match e {
                // Name the pass the caller asked for, not its internal part.
                LowerError::Unsupported { site, .. } => LowerError::Unsupported {
                    what: format!("pass '{name}' (its part '{part}')"),
                    site,
                },
                other => other,
            })?);
        }
        return Ok(out);
    }
    pass_by_name(name).map(|p| vec![p])
}

/// The single pass named `name`.
pub fn pass_by_name(name: &str) -> Result<Box<dyn Pass>, LowerError> {
    if let Some(p) = registered_passes().into_iter().find(|p| p.name() == name) {
        return Ok(p);
    }
    let internal = COMPOSITE_PASSES
        .iter()
        .any(|(_, parts)| parts.contains(&name));
    if internal {
        return Err(LowerError::Unsupported {
            what: format!("pass '{name}'"),
            site: None,
        });
    }
    if KNOWN_PASS_NAMES.contains(&name) {
        Err(LowerError::Unsupported {
            what: format!("pass '{name}'"),
            site: None,
        })
    } else {
        Err(LowerError::UnknownPass(name.to_string()))
    }
}

/// Splits an `opt -passes=` pipeline (`a,b`, `module(a,b)`, `function(scalarizer)`,
/// `print<dxil-signature>`) into pass names, dropping the pass-manager wrappers.
pub fn parse_pipeline(text: &str) -> Result<Vec<String>, LowerError> {
    let mut names = Vec::new();
    let mut current = String::new();
    let mut angle = 0i32;
    let mut paren = 0i32;
    for c in text.chars() {
        match c {
            '<' => {
                angle += 1;
                current.push(c)
            }
            '>' => {
                angle -= 1;
                current.push(c)
            }
            '(' if angle == 0 => {
                // `module(` / `function(` / `cgscc(`: a nesting wrapper, not a pass.
                paren += 1;
                current.clear();
            }
            ')' if angle == 0 => {
                paren -= 1;
                push_name(&mut names, &mut current);
            }
            ',' if angle == 0 => push_name(&mut names, &mut current),
            c if c.is_whitespace() => {}
            c => current.push(c),
        }
        if angle < 0 || paren < 0 {
            return Err(LowerError::invalid(format!(
                "unbalanced pass pipeline '{text}'"
            )));
        }
    }
    if angle != 0 || paren != 0 {
        return Err(LowerError::invalid(format!(
            "unbalanced pass pipeline '{text}'"
        )));
    }
    push_name(&mut names, &mut current);
    Ok(names)
}

fn push_name(names: &mut Vec<String>, current: &mut String) {
    if !current.is_empty() {
        names.push(std::mem::take(current));
    }
}

/// Runs the named passes in order.
pub fn run_passes(
    module: &mut Module,
    names: &[String],
    cx: &mut PassContext,
) -> Result<(), LowerError> {
    let mut passes = Vec::new();
    for n in names {
        passes.extend(passes_by_name(n)?);
    }
    for p in passes {
        timed(p.name(), || p.run(module, cx))?;
    }
    Ok(())
}

/// Runs `step`; when [`TIME_PASSES_VARIABLE`] is set, prints its wall time under `name`.
pub fn timed<T>(name: &str, step: impl FnOnce() -> T) -> T {
    if std::env::var_os(TIME_PASSES_VARIABLE).is_none() {
        return step();
    }
    let start = std::time::Instant::now();
    let out = step();
    eprintln!("{:>10.3} ms  {name}", start.elapsed().as_secs_f64() * 1e3);
    out
}

/// The environment variable that, when set, makes [`run_passes`] print each pass's
/// wall time to stderr (what LLVM's `-time-passes` reports), to find the slow pass.
pub const TIME_PASSES_VARIABLE: &str = "DXIL_EMIT_TIME_PASSES";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_drop_wrappers() {
        assert_eq!(
            parse_pipeline("function(scalarizer),module(dxil-intrinsic-expansion,dxil-op-lower)")
                .unwrap(),
            vec!["scalarizer", "dxil-intrinsic-expansion", "dxil-op-lower"]
        );
        assert_eq!(
            parse_pipeline("dxil-translate-metadata,print<dxil-signature>").unwrap(),
            vec!["dxil-translate-metadata", "print<dxil-signature>"]
        );
        assert!(parse_pipeline("module(a").is_err());
    }

    #[test]
    fn unknown_and_unimplemented_passes_differ() {
        assert!(matches!(
            pass_by_name("no-such-pass"),
            Err(LowerError::UnknownPass(_))
        ));
    }
}
