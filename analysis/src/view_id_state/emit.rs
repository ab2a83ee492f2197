//! Writing the entry's ViewID state as DXC does, `!dx.viewIdState = !{!{[N x i32]
//! [...]}}` in its serialized form, from `dxil-translate-metadata` once the entry's
//! signatures are in `!dx.entryPoints`. Compute shaders, libraries and modules for
//! validator 1.0 (which predates the state) get none, and so does a module whose
//! signature accesses are still vectors (`dxil-signature-io` has not run): the table
//! is per component, and a vector access would be counted as its first component only.

use crate::error::AnalysisError;
use crate::io_calls::IoFunctions;
use dxil_ir::edit::{const_int, md_node, md_value};
use dxil_ir::{ConstData, InstKind, Module, Type, TypeData, Value};
use dxil_model::metadata::read_dxil_info;
use dxil_model::shader_model::ShaderKind;

/// Whether a signature access of `m` reads or writes a vector.
fn has_vector_access(m: &Module) -> bool {
    let is_vector = |t: &Type| matches!(m.types.get(*t), TypeData::Vector { .. });
    let io = IoFunctions::of(m);
    m.functions.iter().any(|(f, func)| {
        let Some(body) = &func.body else {
            return false;
        };
        io.calls(m, f)
            .iter()
            .any(|c| match &body.insts[c.inst].kind {
                InstKind::Call { fn_ty, .. } => matches!(m.types.get(*fn_ty),
                TypeData::Function { ret, params, .. }
                    if is_vector(ret) || params.last().is_some_and(is_vector)),
                _ => false,
            })
    })
}

/// Writes `!dx.viewIdState` for the module's entry point, when it has one.
pub fn emit_view_id_state(m: &mut Module) -> Result<(), AnalysisError> {
    let info = read_dxil_info(m)?;
    let kind = info.shader_model.kind;
    let old_validator = info.validator_version.is_some_and(|v| v < (1, 1));
    if matches!(kind, ShaderKind::Compute | ShaderKind::Library)
        || info.entry.function.is_none()
        || old_validator
        || has_vector_access(m)
    {
        return Ok(());
    }
    let words = super::compute(m, &info).serialize(kind);
    let i32t = m.types.int(32);
    let ty = m.types.array(i32t, words.len() as u64);
    let elems: Vec<Value> = words
        .iter()
        .map(|w| const_int(m, 32, i64::from(*w as i32)))
        .collect();
    let array = Value::Const(m.consts.intern(ConstData::Aggregate { ty, elems }));
    let value = md_value(m, ty, array);
    let node = md_node(m, vec![Some(value)]);
    // DXC writes it just before `!dx.entryPoints`.
    let at = m
        .named_metadata
        .get_index_of("dx.entryPoints")
        .unwrap_or(m.named_metadata.len());
    m.named_metadata
        .shift_insert(at, "dx.viewIdState".into(), vec![node]);
    Ok(())
}
