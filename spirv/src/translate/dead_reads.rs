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
/// nothing uses: uses counted once, and each removal uncounts its operands' uses (a
/// chain of dead instructions goes in one walk, not one walk a link).
pub(super) fn remove_dead_reads(m: &mut Module, f: FuncId) {
    let Some(mut body) = m.functions[f].body.take() else {
        return;
    };
    let mut uses: SecondaryMap<dxil_ir::Inst, u32> = SecondaryMap::new();
    let placed: Vec<dxil_ir::Inst> = body.placed_insts().map(|(_, i)| i).collect();
    for &i in &placed {
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(u) = v {
                *uses.get_mut(u) += 1;
            }
        });
    }
    let mut dead: SecondaryMap<dxil_ir::Inst, bool> = SecondaryMap::new();
    let mut work: Vec<dxil_ir::Inst> = placed
        .iter()
        .copied()
        .filter(|&i| *uses.get(i) == 0 && removable(m, &body.insts[i].kind))
        .collect();
    while let Some(i) = work.pop() {
        if *dead.get(i) {
            continue;
        }
        dead.set(i, true);
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(u) = v {
                let n = uses.get_mut(u);
                *n = n.saturating_sub(1);
                if *n == 0 && !*dead.get(u) && removable(m, &body.insts[u].kind) {
                    work.push(u);
                }
            }
        });
    }
    for &b in &body.layout {
        body.blocks[b].insts.retain(|&i| !*dead.get(i));
    }
    m.functions[f].body = Some(body);
}
