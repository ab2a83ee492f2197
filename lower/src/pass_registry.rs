//! The passes by name: every pass this build has, the DirectX pass names LLVM knows
//! (had or not), and the composite names that stand for several.

use crate::error::LowerError;
use crate::pass_manager::Pass;

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
        Box::new(crate::passes::finalize_linkage::FinalizeLinkage),
        Box::new(crate::passes::legalize::Legalize),
        Box::new(crate::passes::prepare::Prepare),
        Box::new(crate::passes::op_lower_resources::OpLowerResources),
        Box::new(crate::passes::resource_access::ResourceAccess),
        Box::new(crate::passes::resource_type_analysis::ResourceTypeAnalysis),
        Box::new(crate::passes::cbuffer_access::CBufferAccess),
        Box::new(crate::passes::resource_implicit_binding::ResourceImplicitBinding),
        Box::new(crate::passes::post_optimization_validation::PostOptimizationValidation),
        Box::new(crate::passes::forward_handle_accesses::ForwardHandleAccesses),
        Box::new(crate::passes::forward_local_array_copies::ForwardLocalArrayCopies),
        Box::new(crate::passes::reuse_operations::PASS),
        Box::new(crate::passes::fold_operations::PASS),
        Box::new(crate::passes::store_output_arrays::StoreOutputArrays),
        Box::new(crate::passes::promote_local_arrays::PromoteLocalArrays),
        Box::new(crate::passes::merge_element_stores::PASS),
        Box::new(crate::passes::op_lower_intrinsics::OpLowerIntrinsics),
        Box::new(crate::printers::shader_flags_printer::PrintShaderFlags),
        Box::new(crate::passes::translate_metadata::TranslateMetadata),
        Box::new(crate::passes::signature_io::SignatureIo),
        Box::new(crate::printers::signature_printer::PrintSignatures),
        Box::new(crate::passes::translate_metadata::MetadataEmit),
        Box::new(crate::printers::metadata_info_printer::PrintMetadataInfo),
        Box::new(crate::passes::intrinsic_expansion::IntrinsicExpansion),
        Box::new(crate::passes::scalarizer::Scalarizer),
        Box::new(crate::passes::data_scalarization::DataScalarization),
        Box::new(crate::passes::flatten_arrays::FlattenArrays),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_and_unimplemented_passes_differ() {
        assert!(matches!(
            pass_by_name("no-such-pass"),
            Err(LowerError::UnknownPass(_))
        ));
    }
}
