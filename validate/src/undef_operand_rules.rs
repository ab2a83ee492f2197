//! Which operands of which operations may not be `undef`, as DXC's validator checks
//! them operation by operation (it has no rule for operations in general: a long
//! vector operation or a `HitObject_MakeMiss` ray may read `undef`).
//!
//! - `INSTR.UNDEFHITOBJECT`: the hit object a shader-execution-reordering operation
//!   reads is defined.
//! - `INSTR.NOREADINGUNINITIALIZED`: the operands the table names are defined (every
//!   operand of a LinAlg matrix operation).
//! - `INSTR.MAYREORDERTHREADUNDEFCOHERENCEHINTPARAM`: `MaybeReorderThread`'s count of
//!   coherence hint bits is defined, and so are the hint bits when it counts any.
//! - Every operation's handle operands (resource, node and node record handles; but
//!   those of the operations that annotate handles or make them of library globals) are
//!   defined and not `zeroinitializer` (`INSTR.NOREADINGUNINITIALIZED`), and a resource
//!   handle is a call's result (`INSTR.HANDLENOTFROMCREATEHANDLE`: not a phi, a select,
//!   a load).

use dxil_ir::{Module, Value};

/// What an operation's operand at an index (0 is the first after the opcode) may not
/// be.
#[derive(Clone, Copy)]
enum UndefCheck {
    /// The hit object at this index is defined.
    HitObject(usize),
    /// The operand at this index is defined.
    Operand(usize),
    /// Every operand from this index on is defined.
    From(usize),
}

use UndefCheck::{From, HitObject, Operand};

/// The operations whose operands DXC checks for `undef`, by DXIL.rst name (LinAlg
/// matrix operations: [`LINALG_PREFIX`]).
const UNDEF_CHECKS: &[(&str, &[UndefCheck])] = &[
    ("MaybeReorderThread", &[HitObject(0)]),
    ("HitObject_MakeMiss", &[Operand(0), Operand(1)]),
    (
        "HitObject_LoadLocalRootTableConstant",
        &[HitObject(0), Operand(1)],
    ),
    ("HitObject_SetShaderTableIndex", &[HitObject(0), Operand(1)]),
    ("HitObject_GeometryIndex", &[HitObject(0)]),
    ("HitObject_HitKind", &[HitObject(0)]),
    ("HitObject_InstanceID", &[HitObject(0)]),
    ("HitObject_InstanceIndex", &[HitObject(0)]),
    ("HitObject_IsHit", &[HitObject(0)]),
    ("HitObject_IsMiss", &[HitObject(0)]),
    ("HitObject_IsNop", &[HitObject(0)]),
    ("HitObject_PrimitiveIndex", &[HitObject(0)]),
    ("HitObject_RayFlags", &[HitObject(0)]),
    ("HitObject_RayTCurrent", &[HitObject(0)]),
    ("HitObject_RayTMin", &[HitObject(0)]),
    ("HitObject_ShaderTableIndex", &[HitObject(0)]),
    ("HitObject_ObjectRayDirection", &[HitObject(0)]),
    ("HitObject_ObjectRayOrigin", &[HitObject(0)]),
    ("HitObject_WorldRayDirection", &[HitObject(0)]),
    ("HitObject_WorldRayOrigin", &[HitObject(0)]),
    ("HitObject_WorldToObject3x4", &[HitObject(0)]),
    ("HitObject_ObjectToWorld3x4", &[HitObject(0)]),
    ("HitObject_FromRayQuery", &[From(0)]),
    ("HitObject_FromRayQueryWithAttrs", &[From(0)]),
    ("HitObject_Invoke", &[HitObject(0), Operand(1)]),
    ("HitObject_TraceRay", &[From(1)]),
    ("RayQuery_CandidateClusterID", &[Operand(0)]),
    ("RayQuery_CommittedClusterID", &[Operand(0)]),
    ("RayQuery_CandidateTriangleObjectPosition", &[Operand(0)]),
    ("RayQuery_CommittedTriangleObjectPosition", &[Operand(0)]),
    ("HitObject_ClusterID", &[HitObject(0)]),
    ("HitObject_TriangleObjectPosition", &[HitObject(0)]),
];

/// The LinAlg matrix operations, every operand of which is checked (all but
/// `LinAlgMatrixQueryAccumulatorLayout`, which takes none).
const LINALG_PREFIX: &str = "LinAlg";

/// dxv's words for `INSTR.MAYREORDERTHREADUNDEFCOHERENCEHINTPARAM`.
const UNDEF_COHERENCE_HINT: &str =
    "Use of undef coherence hint or num coherence hint bits in MaybeReorderThread.";

/// DXIL's handle types, and whether each is a resource's.
const HANDLE_TYPES: [(&str, bool); 3] = [
    ("dx.types.Handle", true),
    ("dx.types.NodeHandle", false),
    ("dx.types.NodeRecordHandle", false),
];

/// The rules broken by the handle operands of an operation call (`args` after the
/// opcode, in `body`): each rule with its message.
pub(super) fn handle_operands(
    m: &Module,
    body: &dxil_ir::Body,
    op: &str,
    args: &[Value],
) -> Vec<(&'static str, &'static str)> {
    let mut broken = Vec::new();
    // The operations that make handles of handles (DXC leaves their operands alone).
    if matches!(
        op,
        "AnnotateHandle" | "AnnotateNodeHandle" | "AnnotateNodeRecordHandle" | "CreateHandleForLib"
    ) {
        return broken;
    }
    for &a in args {
        let t = super::value_origins::value_type(m, body, a);
        let Some(dxil_ir::TypeData::Named(name)) = t.map(|t| m.types.get(t)) else {
            continue;
        };
        let Some(&(_, resource)) = HANDLE_TYPES.iter().find(|(n, _)| *n == &**name) else {
            continue;
        };
        let zero = matches!(a, Value::Const(c)
            if matches!(m.consts.get(c), dxil_ir::ConstData::Zero(_) | dxil_ir::ConstData::Null(_)));
        if m.is_undef_or_poison(a) || zero {
            broken.push((
                "INSTR.NOREADINGUNINITIALIZED",
                super::instruction_rules::UNINITIALIZED_READ,
            ));
        } else if resource {
            let from_call = matches!(a, Value::Inst(i)
                if matches!(body.insts[i].kind, dxil_ir::InstKind::Call { .. }));
            if !from_call {
                broken.push((
                    "INSTR.HANDLENOTFROMCREATEHANDLE",
                    "Resource handle should returned by createHandle.",
                ));
            }
        }
    }
    broken
}

/// The rules broken by a call to the operation DXIL.rst names `op` with `args` (after
/// the opcode): each rule with its message, in operand order.
pub(super) fn undef_operands(
    m: &Module,
    op: &str,
    args: &[Value],
) -> Vec<(&'static str, &'static str)> {
    let mut broken = Vec::new();
    let undef = |i: usize| args.get(i).is_some_and(|&a| m.is_undef_or_poison(a));
    let read = (
        "INSTR.NOREADINGUNINITIALIZED",
        super::instruction_rules::UNINITIALIZED_READ,
    );
    if op.starts_with(LINALG_PREFIX) {
        broken.extend((0..args.len()).filter(|&i| undef(i)).map(|_| read));
        return broken;
    }
    let Some((_, checks)) = UNDEF_CHECKS.iter().find(|(name, _)| *name == op) else {
        return broken;
    };
    for check in *checks {
        match *check {
            HitObject(i) if undef(i) => {
                broken.push(("INSTR.UNDEFHITOBJECT", "HitObject is undef."))
            }
            Operand(i) if undef(i) => broken.push(read),
            From(first) => broken.extend((first..args.len()).filter(|&i| undef(i)).map(|_| read)),
            _ => {}
        }
    }
    if op == "MaybeReorderThread" {
        // (hit object, coherence hint, number of hint bits)
        let counts_bits = args
            .get(2)
            .and_then(|&n| m.const_int(n))
            .is_some_and(|n| n != 0);
        if undef(2) || (counts_bits && undef(1)) {
            broken.push((
                "INSTR.MAYREORDERTHREADUNDEFCOHERENCEHINTPARAM",
                UNDEF_COHERENCE_HINT,
            ));
        }
    }
    broken
}
