//! Reads whose results nothing uses, removed after translation, with the pure
//! instructions that only fed them. SPIR-V from naga and glslang keeps a dead texel
//! read or size query where the source had one; DXC drops them (they read without
//! side effects), and with them the resources only they read, so the container binds
//! what the shader uses. Without this, an unused read would keep its resource in the
//! container's bindings.

use dxil_ir::{FuncId, InstKind, Module, SecondaryMap, Value};

/// The intrinsics that read and do nothing else: removable when their result is
/// unused.
const READS: &[&str] = &[
    "llvm.dx.resource.load.",
    "llvm.dx.resource.getdimensions.",
    "llvm.dx.resource.handlefrombinding",
    "llvm.dx.resource.nonuniformindex",
    "llvm.dx.resource.getpointer",
];

/// Whether an instruction of `kind` may go when its result is unused.
fn removable(m: &Module, kind: &InstKind) -> bool {
    match kind {
        InstKind::Call {
            callee: Value::Function(f),
            ..
        } => {
            let name = &m.functions[*f].name;
            READS.iter().any(|r| name.starts_with(r))
        }
        InstKind::Binary { .. }
        | InstKind::FNeg { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Select { .. }
        | InstKind::Phi { .. }
        | InstKind::Gep { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. }
        | InstKind::ExtractElement { .. }
        | InstKind::InsertElement { .. }
        | InstKind::ShuffleVector { .. }
        | InstKind::Cast { .. }
        | InstKind::Freeze { .. } => true,
        _ => false,
    }
}

/// Removes from function `f` of `m`, until none is left, the removable instructions
/// nothing uses.
pub(super) fn remove_dead_reads(m: &mut Module, f: FuncId) {
    let Some(mut body) = m.functions[f].body.take() else {
        return;
    };
    loop {
        let mut used: SecondaryMap<dxil_ir::Inst, bool> = SecondaryMap::new();
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Inst(u) = v {
                    used.set(u, true);
                }
            });
        }
        let mut removed = false;
        for &b in &body.layout {
            let insts = &body.insts;
            body.blocks[b].insts.retain(|&i| {
                let dead = !*used.get(i) && removable(m, &insts[i].kind);
                removed |= dead;
                !dead
            });
        }
        if !removed {
            break;
        }
    }
    m.functions[f].body = Some(body);
}
