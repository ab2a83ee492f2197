//! `dxil-view-id-state`: writes the entry's ViewID state as DXC does,
//! `!dx.viewIdState = !{!{[N x i32] [...]}}` in its serialized form. It runs after
//! `dxil-op-lower`, as the analysis reads `loadInput` / `storeOutput` operations and
//! the signatures of `!dx.entryPoints`. Compute shaders and libraries get none.

use crate::dxil_metadata::read_dxil_info;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{const_int, md_node, md_value};
use crate::shader_model::ShaderKind;
use dxil_ir::{ConstData, Module, Value};

/// The `dxil-view-id-state` pass.
pub struct EmitViewIdState;

impl Pass for EmitViewIdState {
    fn name(&self) -> &'static str {
        "dxil-view-id-state"
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        if !crate::dxil_metadata::has_dxil_metadata(m) {
            return Ok(());
        }
        let info = read_dxil_info(m)?;
        let kind = info.shader_model.kind;
        if matches!(kind, ShaderKind::Compute | ShaderKind::Library)
            || info.entry.function.is_none()
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
        m.named_metadata.insert("dx.viewIdState".into(), vec![node]);
        Ok(())
    }
}
