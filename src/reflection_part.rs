//! The reflection part (STAT) as DXC writes it: the module with every function body
//! removed, resource and entry metadata kept, `!dx.typeAnnotations` added and
//! `!dx.valver` 0.0. Direct3D's shader reflection reads it before the DXIL part, and
//! finds cbuffer variables and structured-buffer element types only there.

use dxil_ir::edit::{md_int, md_node, md_string};
use dxil_ir::{Linkage, MdData, Module};
use dxil_lower::frontend::hlsl_declarations::HlslDeclarations;
use dxil_lower::transforms::type_annotations::ReflectionInputs;

/// The module of `module`'s STAT part (`module` is the lowered DXIL module, copied
/// without its function bodies, which are put back; `inputs` what lowering recorded
/// of what it removed).
pub fn reflection_module(
    module: &mut Module,
    inputs: &ReflectionInputs,
    hlsl: Option<&HlslDeclarations>,
) -> Module {
    let bodies: Vec<_> = module
        .functions
        .iter_mut()
        .map(|(_, f)| f.body.take())
        .collect();
    let mut m = module.clone();
    for ((fid, f), body) in module.functions.iter_mut().zip(bodies) {
        if body.is_some() && matches!(f.props.linkage, Linkage::Internal | Linkage::Private) {
            // A declaration is external.
            m.functions[fid].props.linkage = Linkage::External;
        }
        f.body = body;
    }
    dxil_lower::transforms::type_annotations::emit_type_annotations(&mut m, inputs, hlsl);
    dxil_parts::strip_debug_info(&mut m);
    m.named_metadata.shift_remove("dx.rootsignatures");
    let zero = md_int(&mut m, 32, 0);
    let version = md_node(&mut m, vec![Some(zero), Some(zero)]);
    m.named_metadata.insert("dx.valver".into(), vec![version]);
    m
}

/// Strips what only reflection reads from `module` (`dxc -Qstrip_reflect`): resource
/// names in `!dx.resources` become empty.
pub fn strip_resource_names(module: &mut Module) {
    let empty = md_string(module, "");
    for (_, r) in dxil_model::metadata::resource_records(module) {
        if let MdData::Node { ops, .. } = &mut module.metadata[r] {
            if let Some(name) = ops.get_mut(2) {
                *name = Some(empty);
            }
        }
    }
}
