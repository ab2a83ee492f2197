//! What a mesh or amplification shader's container needs from its module: the stage's
//! state (entry property 9 or 10) and, for an amplification shader, its one DispatchMesh.
//! Clang 22 drops `[outputtopology]` and emits neither mesh outputs nor DispatchMesh, so
//! a mesh or amplification shader from its IR stops here with the reason, rather than
//! becoming a container Microsoft's validator rejects.

use crate::error::PartsError as Error;
use dxil_ir::Module;
use dxil_model::metadata::{property, DxilInfo};
use dxil_model::op_table::{dx_op_call, OpCode};
use dxil_model::ShaderKind;

/// Checks the mesh or amplification state of the entry of `info` (other stages pass).
pub(super) fn check(info: &DxilInfo, module: &Module) -> Result<(), Error> {
    let entry = &info.entry.name;
    match info.shader_model.kind {
        // DXC writes an undefined topology (0) where a test leaves it out; dxv takes it.
        ShaderKind::Mesh => match info.entry.property(property::MS_STATE, 5) {
            Some(_) => Ok(()),
            None => Err(Error::Container(format!(
                "mesh shader entry '{entry}' has no mesh state (entry property 9: output \
                 topology, maximum vertices and primitives, payload size); clang 22 ignores \
                 [outputtopology] and emits no mesh outputs"
            ))),
        },
        ShaderKind::Amplification => {
            if info.entry.property(property::AS_STATE, 0).is_none() {
                return Err(Error::Container(format!(
                    "amplification shader entry '{entry}' has no amplification state (entry \
                     property 10: thread counts, payload size)"
                )));
            }
            match dispatch_mesh_calls(module) {
                1 => Ok(()),
                n => Err(Error::Container(format!(
                    "amplification shader entry '{entry}' calls DispatchMesh {n} times, where \
                     it must call it exactly once (clang 22 emits none)"
                ))),
            }
        }
        _ => Ok(()),
    }
}

/// The number of `dx.op.dispatchMesh` calls in the module's code.
fn dispatch_mesh_calls(m: &Module) -> usize {
    m.functions
        .iter()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|body| {
            body.placed_insts()
                .filter(|&(_, i)| {
                    dx_op_call(m, &body.insts[i].kind)
                        .is_some_and(|(op, _)| op == OpCode::DISPATCH_MESH)
                })
                .count()
        })
        .sum()
}
