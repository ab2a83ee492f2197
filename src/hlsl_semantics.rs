//! Semantics for clang 22's graphics entry points, from their HLSL source.
//!
//! Clang 22's IR names no semantic for its `llvm.dx.load.input` / `llvm.dx.store.output`
//! calls (see `dxil_lower::frontend::clang_signature_io`), so a pixel or vertex shader from it
//! needs the entry's HLSL declaration to get its signatures. A module that already
//! has `!dx.semantic.signatures` (or no such calls) needs nothing.

use crate::options::Options;
use dxil_ir::Module;
use dxil_lower::frontend::clang_signature_io::{attach_semantics, call_needing_semantics};
use dxil_lower::frontend::hlsl_declarations::{read_declarations_in, HlslDeclarations};
use dxil_lower::frontend::hlsl_entry_signature::read_entry_declaration_in;
use dxil_lower::frontend::hlsl_includes::{read_file, IncludeSearch};
use dxil_lower::frontend::hlsl_preprocessor::{preprocess_file, PreprocessError, Preprocessed};
use dxil_lower::LowerError;
use std::path::Path;

/// The HLSL source of the module being compiled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HlslSource {
    /// Its name in messages, and the path its `#include "..."`s are found from.
    pub name: String,
    /// Its text.
    pub text: String,
}

/// Gives `m`'s placeholder signature calls their semantics from `opts.hlsl_source`;
/// an error when the module needs them and none was given. Returns a warning for each
/// `#include` that was not found but whose absence did not keep the entry's
/// declaration from being read.
pub fn attach_hlsl_semantics(m: &mut Module, opts: &Options) -> Result<Vec<String>, LowerError> {
    let Some(site) = call_needing_semantics(m) else {
        return Ok(Vec::new());
    };
    let Some(src) = &opts.hlsl_source else {
        return Err(LowerError::Unsupported {
            what: "lowering clang 22's llvm.dx.load.input/llvm.dx.store.output calls without \
                   their semantics (the IR carries none: give the entry's HLSL source with \
                   --hlsl FILE)"
                .into(),
            site: Some(site),
        });
    };
    let pre = preprocessed(m, opts, src).map_err(|e| LowerError::invalid(e.to_string()))?;
    let entry = opts.entry.clone().unwrap_or_else(|| {
        m.functions
            .iter()
            .find(|(_, f)| f.attrs.func.string("hlsl.shader").is_some())
            .map_or_else(|| "main".to_string(), |(_, f)| f.name.to_string())
    });
    let missing: Vec<String> = pre.missing_includes.iter().map(|e| e.to_string()).collect();
    let decl = read_entry_declaration_in(&pre, &entry).map_err(|e| {
        let mut msg = e.to_string();
        if !missing.is_empty() {
            msg.push_str(&format!(
                " (the source includes files that were not found, which may declare it: {})",
                missing.join("; ")
            ));
        }
        LowerError::invalid(msg)
    })?;
    attach_semantics(m, &decl, &src.name)?;
    Ok(missing
        .into_iter()
        .map(|e| format!("{e}: the entry's declaration was read without it"))
        .collect())
}

/// The macros the HLSL source is read with: the compiler's predefined ones (target
/// stage and shader model, from `m`'s triple), then `opts`' `-D` defines.
fn source_defines(m: &Module, opts: &Options) -> Vec<(String, String)> {
    let mut defines = m
        .triple
        .as_deref()
        .and_then(dxil_model::ShaderModel::from_triple)
        .map(dxil_lower::frontend::hlsl_preprocessor::predefined_macros)
        .unwrap_or_default();
    defines.extend(opts.hlsl_defines.iter().cloned());
    defines
}

/// The struct and variable declarations of `opts`' HLSL source, if one is given (read
/// before lowering, while `m`'s triple still names the target).
pub fn hlsl_declarations(m: &Module, opts: &Options) -> Option<HlslDeclarations> {
    let src = opts.hlsl_source.as_ref()?;
    Some(read_declarations_in(&preprocessed(m, opts, src).ok()?))
}

/// `src` preprocessed with `m`'s and `opts`' macros, its includes found beside it and
/// in `opts.include_dirs`.
fn preprocessed(
    m: &Module,
    opts: &Options,
    src: &HlslSource,
) -> Result<Preprocessed, PreprocessError> {
    let search = IncludeSearch {
        dirs: &opts.include_dirs,
        read: &read_file,
    };
    preprocess_file(
        Path::new(&src.name),
        &src.text,
        &source_defines(m, opts),
        &search,
    )
}
