//! Where a mesh shader sets its output counts and an amplification shader dispatches,
//! as DXIL.rst's rules say (DXC checks them in its validation of the mesh and
//! amplification intrinsics):
//!
//! - `INSTR.MULTIPLESETMESHOUTPUTCOUNTS`: a function calls `SetMeshOutputCounts` at
//!   most once (`GetMeshPayload`'s alike is `op_operand_rules`').
//! - `INSTR.MISSINGSETMESHOUTPUTCOUNTS`: a mesh shader function that writes an output
//!   (`StoreVertexOutput`, `StorePrimitiveOutput`, `EmitIndices`) calls
//!   `SetMeshOutputCounts`.
//! - `INSTR.NONDOMINATINGSETMESHOUTPUTCOUNTS`: and the call's block dominates the
//!   write's (or is the write's).
//! - `INSTR.NOTONCEDISPATCHMESH`: an amplification shader's entry calls `DispatchMesh`
//!   exactly once.
//! - `INSTR.NONDOMINATINGDISPATCHMESH`: on every path from its entry block to a return
//!   (the call's block post-dominates the entry).
//! - `SM.MESHSHADERPAYLOADSIZEDECLARED`: a mesh shader's declared payload size holds
//!   what its `GetMeshPayload` returns; `SM.AMPLIFICATIONSHADERPAYLOADSIZEDECLARED`: an
//!   amplification shader's holds what its `DispatchMesh` passes (DXC sizes the
//!   operand, a pointer: 4 bytes).

use super::entry_scopes::EntryScope;
use super::{function_location as location, Validation};
use dxil_ir::dominators::DominatorOrder;
use dxil_ir::{Body, Function, Module, TypeData};
use dxil_model::cfg::{dominator_tree, post_dominator_tree, Cfg};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::property;
use dxil_model::op_table::dx_op_call;
use dxil_model::ShaderKind;

use dxil_model::op_table::numbers::{
    DISPATCH_MESH, EMIT_INDICES, GET_MESH_PAYLOAD, SET_MESH_OUTPUT_COUNTS, STORE_PRIMITIVE_OUTPUT,
    STORE_VERTEX_OUTPUT,
};

/// Checks the mesh and amplification entries of `scopes` into `v`.
pub(super) fn check_mesh_calls(m: &Module, scopes: &[EntryScope<'_>], v: &mut Validation) {
    for scope in scopes {
        let mesh = scope.kind == ShaderKind::Mesh;
        if !mesh && scope.kind != ShaderKind::Amplification {
            continue;
        }
        for &f in &scope.functions {
            let func = &m.functions[f];
            let Some(body) = &func.body else { continue };
            let calls = OpCalls::of(m, body);
            // (The scope's own function is the entry's: its dispatch is checked on the
            // calls found here.)
            if !mesh && f == scope.function {
                check_dispatch(&calls, func, v);
            }
            if f == scope.function {
                check_declared_payload(m, body, scope, v);
            }
            for (op, rule, what) in [
                (
                    SET_MESH_OUTPUT_COUNTS,
                    "INSTR.MULTIPLESETMESHOUTPUTCOUNTS",
                    "SetMeshOutputCounts",
                ),
                (DISPATCH_MESH, "INSTR.NOTONCEDISPATCHMESH", "DispatchMesh"),
            ] {
                for _ in calls.of_op(op).skip(1) {
                    v.push(
                        rule,
                        format!("{what} is called more than once"),
                        location(func),
                    );
                }
            }
            if mesh {
                check_output_counts_first(&calls, func, v);
            }
        }
    }
}

/// The DXIL operation calls of a body: (block number, opcode) in layout order.
struct OpCalls {
    cfg: Cfg,
    calls: Vec<(usize, u32)>,
}

impl OpCalls {
    fn of(m: &Module, body: &Body) -> OpCalls {
        let cfg = Cfg::of(body);
        let mut calls = Vec::new();
        for (k, &b) in cfg.blocks.iter().enumerate() {
            for &i in &body.blocks[b].insts {
                if let Some((op, _)) = dx_op_call(m, &body.insts[i].kind) {
                    calls.push((k, op.0));
                }
            }
        }
        OpCalls { cfg, calls }
    }

    /// The blocks of the calls of `op`, in order.
    fn of_op(&self, op: u32) -> impl Iterator<Item = usize> + '_ {
        self.calls.iter().filter(move |c| c.1 == op).map(|c| c.0)
    }
}

/// Each output write of a mesh shader function comes after `SetMeshOutputCounts`.
fn check_output_counts_first(calls: &OpCalls, func: &Function, v: &mut Validation) {
    let writes = [EMIT_INDICES, STORE_VERTEX_OUTPUT, STORE_PRIMITIVE_OUTPUT];
    let write_blocks: Vec<usize> = calls
        .calls
        .iter()
        .filter(|c| writes.contains(&c.1))
        .map(|c| c.0)
        .collect();
    if write_blocks.is_empty() {
        return;
    }
    let Some(set) = calls.of_op(SET_MESH_OUTPUT_COUNTS).next() else {
        v.push(
            "INSTR.MISSINGSETMESHOUTPUTCOUNTS",
            "an output is written with no SetMeshOutputCounts call".into(),
            location(func),
        );
        return;
    };
    let tree = DominatorOrder::new(&dominator_tree(&calls.cfg), 0);
    if write_blocks
        .iter()
        .any(|&w| w != set && !tree.dominates(set, w))
    {
        v.push(
            "INSTR.NONDOMINATINGSETMESHOUTPUTCOUNTS",
            "an output is written where SetMeshOutputCounts has not been called on every path"
                .into(),
            location(func),
        );
    }
}

/// An amplification shader's entry dispatches once, on every path.
fn check_dispatch(calls: &OpCalls, func: &Function, v: &mut Validation) {
    let Some(block) = calls.of_op(DISPATCH_MESH).next() else {
        v.push(
            "INSTR.NOTONCEDISPATCHMESH",
            "the amplification shader never calls DispatchMesh".into(),
            location(func),
        );
        return;
    };
    let ipdom = post_dominator_tree(&calls.cfg);
    // The entry's post-dominators, up the tree.
    let mut at = Some(0);
    while let Some(b) = at {
        if b == block {
            return;
        }
        at = ipdom.get(b).copied().flatten();
    }
    v.push(
        "INSTR.NONDOMINATINGDISPATCHMESH",
        "DispatchMesh is not called on every path through the amplification shader".into(),
        location(func),
    );
}

/// The payload the entry's own function reads (a mesh shader's `GetMeshPayload`) or
/// passes (an amplification shader's `DispatchMesh`) fits the size its properties
/// declare (mesh state field 6, amplification state field 3).
fn check_declared_payload(m: &Module, body: &Body, scope: &EntryScope<'_>, v: &mut Validation) {
    let mesh = scope.kind == ShaderKind::Mesh;
    let (op, tag, field) = if mesh {
        (GET_MESH_PAYLOAD, property::MS_STATE, 6)
    } else {
        (DISPATCH_MESH, property::AS_STATE, 3)
    };
    let Some(declared) = scope.entry.property(tag, field) else {
        return;
    };
    let layout = DataLayout::of_dxc_module(m);
    let call = body.placed_insts().find_map(|(_, i)| {
        let (o, args) = dx_op_call(m, &body.insts[i].kind)?;
        (o.0 == op).then_some((i, args))
    });
    let Some((inst, args)) = call else { return };
    let size = if mesh {
        // What the returned pointer points to.
        match m.types.get(body.insts[inst].ty) {
            TypeData::TypedPtr { pointee, .. } => layout.alloc_size(&m.types, *pointee),
            _ => return,
        }
    } else {
        // (threadGroupCountX, Y, Z, payload): DXC sizes the pointer itself.
        let Some(t) = args
            .get(3)
            .and_then(|&p| super::value_origins::value_type(m, body, p))
        else {
            return;
        };
        layout.alloc_size(&m.types, t)
    };
    if u64::from(declared) < size {
        let (rule, stage) = if mesh {
            ("SM.MESHSHADERPAYLOADSIZEDECLARED", "mesh")
        } else {
            ("SM.AMPLIFICATIONSHADERPAYLOADSIZEDECLARED", "amplification")
        };
        v.push(
            rule,
            format!(
                "For {stage} shader with entry '{}', payload size {size} is greater than \
                 declared size of {declared} bytes.",
                m.functions[scope.function].name
            ),
            location(&m.functions[scope.function]),
        );
    }
}
