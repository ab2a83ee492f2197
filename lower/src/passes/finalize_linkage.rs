//! `dxil-finalize-linkage`: clang marks the functions a shader does not export
//! `hidden`; those (unless they are entries, `"hlsl.shader"`, or exported,
//! `"hlsl.export"`) become `internal`, as LLVM's pass does (its finalize_linkage.ll
//! keeps a default-visibility function external), and internal definitions nobody
//! calls are dropped. With DXC's semantics (`dxil-emit compile`), a shader that is not
//! a library keeps only its entry: DXC drops every other function, `export`ed ones
//! too (HLSL's `export` means something only in libraries), and inlines the others
//! ([`crate::transforms::inline_functions`]), so a function clang keeps for `export` (vector
//! parameters and all) does not reach the container.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::transforms::unused_symbols::remove_unused_internal_functions;
use dxil_ir::{Function, Linkage, Module, SymbolProps, TypeData, Visibility};
use rustc_hash::FxHashSet;

/// The `dxil-finalize-linkage` pass.
pub struct FinalizeLinkage;

impl Pass for FinalizeLinkage {
    fn name(&self) -> &'static str {
        "dxil-finalize-linkage"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let library = cx.is_library(module);
        if cx.dxc_semantics && !library {
            internalize_non_entries(module);
            crate::transforms::inline_functions::inline_internal_calls(module);
        }
        finalize_linkage(module);
        Ok(())
    }
}

/// Whether `f` is a shader entry point or an exported library function.
pub fn is_entry_or_export(f: &Function) -> bool {
    f.attrs.func.string("hlsl.shader").is_some() || f.attrs.func.string("hlsl.export").is_some()
}

/// The names of the patch constant functions hull entries name
/// (`"hlsl.patchconstantfunc"`): kept as the entries are, though nothing calls them.
fn patch_constant_functions(m: &Module) -> FxHashSet<String> {
    m.functions
        .iter()
        .filter_map(|(_, f)| f.attrs.func.string("hlsl.patchconstantfunc"))
        .map(str::to_string)
        .collect()
}

/// Makes every definition but the shader entries (and hull entries' patch constant
/// functions) internal (DXC keeps nothing else in a shader that is not a library);
/// [`finalize_linkage`] then drops the unused ones. So are the hidden variables of
/// address space 0 the module defines (a class's `static` member, which clang gives
/// external linkage): nothing outside a shader can name them, and an internal one is
/// per-thread memory the later passes may promote. (A cbuffer's or resource's global,
/// of a target type and default visibility, stays as it is.)
pub fn internalize_non_entries(m: &mut Module) {
    for (_, g) in m.globals.iter_mut() {
        if g.init.is_some()
            && g.addrspace == 0
            && g.props.visibility == Visibility::Hidden
            && !g.props.linkage.is_local()
            && !matches!(m.types.get(g.value_ty), TypeData::TargetExt { .. })
        {
            make_internal(&mut g.props);
        }
    }
    let kept = patch_constant_functions(m);
    for (_, f) in m.functions.iter_mut() {
        if f.is_definition()
            && f.attrs.func.string("hlsl.shader").is_none()
            && !kept.contains(&*f.name)
            && !f.props.linkage.is_local()
        {
            make_internal(&mut f.props);
        }
    }
}

/// Gives a symbol internal linkage (and the default visibility internal symbols have).
fn make_internal(props: &mut SymbolProps) {
    props.linkage = Linkage::Internal;
    props.visibility = Visibility::Default;
    props.dso_local = false;
}

/// Makes hidden non-entry definitions internal and removes the unused ones.
pub fn finalize_linkage(m: &mut Module) {
    let kept = patch_constant_functions(m);
    for (_, f) in m.functions.iter_mut() {
        if f.is_definition()
            && f.props.visibility == Visibility::Hidden
            && !is_entry_or_export(f)
            && !kept.contains(&*f.name)
            && !f.props.linkage.is_local()
        {
            make_internal(&mut f.props);
        }
    }
    remove_unused_internal_functions(m);
}
