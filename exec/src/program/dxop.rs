//! Decoding `dx.op.*` calls: the opcode, the overload kind, the operands and the
//! immediate arguments DXIL requires to be constant.

use super::decode::DecodeCtx;
use super::{Inst, Reg, Scalar};
use crate::error::ExecError;
use dxil_ir::{Type, TypeData, Value};
use dxil_model::metadata::ResourceClass;

/// DXIL operation codes, from the op table (`dxil/src/op_table/ops.txt`).
pub mod opcode {
    pub use dxil_model::op_table::numbers::*;
}

use opcode::*;

/// A decoded `dx.op` call.
#[derive(Clone, Debug)]
pub struct DxInst {
    /// The DXIL opcode.
    pub op: u32,
    /// The overload: the kind of the values the operation works on.
    pub kind: Scalar,
    /// The result (first leaf; unused for void operations).
    pub dst: Reg,
    /// The operands after the opcode.
    pub args: Box<[Reg]>,
    /// Immediates: constant operands, or what decoding resolved (class and space of a
    /// handle's binding).
    pub aux: [u32; 3],
}

/// Whether the interpreter implements opcode `op`.
fn implemented(op: u32) -> bool {
    matches!(op,
        FABS..=ROUND_Z | BFREV..=UMIN | UADDC..=UMAD | DERIV_COARSE_X..=DERIV_FINE_Y | IBFE..=DOT4
        | CREATE_HANDLE | CBUFFER_LOAD | CBUFFER_LOAD_LEGACY
        | BUFFER_LOAD..=GET_DIMENSIONS | ATOMIC_BIN_OP | ATOMIC_COMPARE_EXCHANGE | BARRIER
        | SAMPLE_LEVEL | SAMPLE_GRAD | TEXTURE_LOAD | TEXTURE_STORE | TEXTURE_GATHER
        | THREAD_ID..=FLATTENED_THREAD_ID_IN_GROUP | MAKE_DOUBLE | SPLIT_DOUBLE
        | WAVE_IS_FIRST_LANE..=QUAD_OP | BITCAST_I16_TO_F16..=WAVE_PREFIX_BIT_COUNT
        | RAW_BUFFER_LOAD | RAW_BUFFER_STORE | DOT2_ADD_HALF..=WAVE_MATCH
        | ANNOTATE_HANDLE..=CREATE_HANDLE_FROM_HEAP)
}

/// Why operation `op` cannot run: its opcode and name, and for inline ray tracing
/// (`AllocateRayQuery`, `RayQuery_*`) that the interpreter has no acceleration
/// structures to trace rays through.
fn unimplemented_op(op: u32) -> String {
    let name = dxil_model::op_table::OpCode(op).name();
    let what = match name {
        Some(n) => format!("dx.op opcode {op} ({n})"),
        None => format!("dx.op opcode {op}"),
    };
    match name {
        Some(n) if n.starts_with("RayQuery_") || n.starts_with("AllocateRayQuery") => format!(
            "{what}: inline ray tracing; the CPU interpreter has no acceleration structures \
             and cannot trace rays"
        ),
        _ => what,
    }
}

/// The operands (after the opcode) that must be constant, in `aux` order.
fn immediates(op: u32) -> &'static [usize] {
    match op {
        WAVE_ACTIVE_OP | WAVE_PREFIX_OP => &[1, 2],
        WAVE_ACTIVE_BIT | QUAD_OP | ATOMIC_BIN_OP | BUFFER_UPDATE_COUNTER => &[1],
        BARRIER => &[0],
        RAW_BUFFER_LOAD => &[3],
        RAW_BUFFER_STORE => &[7],
        BUFFER_STORE => &[7],
        TEXTURE_STORE => &[8],
        _ => &[],
    }
}

/// Which operand (after the opcode) carries the overload type, for operations whose
/// result does not.
fn overload_operand(op: u32) -> Option<usize> {
    match op {
        IS_NAN..=IS_NORMAL | BFREV..=FIRSTBIT_SHI | SPLIT_DOUBLE => Some(0),
        BUFFER_STORE | RAW_BUFFER_STORE => Some(3),
        TEXTURE_STORE => Some(4),
        WAVE_ACTIVE_ALL_EQUAL | WAVE_READ_LANE_AT..=QUAD_OP => Some(0),
        BITCAST_I16_TO_F16..=LEGACY_DOUBLE_TO_UINT32 => Some(0),
        _ => None,
    }
}

fn resource_class(code: i128) -> Result<ResourceClass, ExecError> {
    Ok(match code {
        0 => ResourceClass::Srv,
        1 => ResourceClass::Uav,
        2 => ResourceClass::Cbv,
        3 => ResourceClass::Sampler,
        _ => return Err(ExecError::invalid(format!("resource class {code}"))),
    })
}

/// Decodes a call of a `dx.op.*` function with `args` (opcode first).
pub(super) fn decode_call(
    ctx: &dyn DecodeCtx,
    args: &[Value],
    regs: &[Reg],
    types: &[Option<Type>],
    ret: Type,
    dst: Option<Reg>,
) -> Result<Inst, ExecError> {
    let op = args
        .first()
        .and_then(|a| ctx.const_int(*a))
        .and_then(|o| u32::try_from(o).ok())
        .ok_or_else(|| ExecError::invalid("a dx.op call without a constant opcode"))?;
    if !implemented(op) {
        return Err(ExecError::unsupported(unimplemented_op(op)));
    }
    let operands = &args[1..];
    let layout = ctx.layout();
    let kind = match overload_operand(op) {
        Some(k) => {
            let t = types
                .get(k + 1)
                .copied()
                .flatten()
                .ok_or_else(|| ExecError::invalid(format!("dx.op {op} lacks operand {k}")))?;
            layout.scalar(t)?
        }
        None => match ctx.type_data(ret) {
            TypeData::Void => Scalar::Int(32),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let mut leaves = Vec::new();
                layout.leaf_scalars(ret, &mut leaves)?;
                match leaves.first() {
                    // Handles are `{ i8* }`.
                    Some(s) => *s,
                    None => Scalar::Int(32),
                }
            }
            _ => layout.scalar(ret)?,
        },
    };
    let mut aux = [0u32; 3];
    for (slot, &k) in immediates(op).iter().enumerate() {
        let v = operands
            .get(k)
            .and_then(|v| ctx.const_int(*v))
            .ok_or_else(|| {
                ExecError::invalid(format!("dx.op {op}: operand {k} must be constant"))
            })?;
        aux[slot] = v as u32;
    }
    match op {
        CREATE_HANDLE => {
            let class = operands.first().and_then(|v| ctx.const_int(*v));
            let range = operands.get(1).and_then(|v| ctx.const_int(*v));
            let (Some(class), Some(range)) = (class, range) else {
                return Err(ExecError::invalid(
                    "createHandle needs a constant class and range",
                ));
            };
            let class = resource_class(class)?;
            let rec = ctx
                .records()
                .iter()
                .find(|r| r.class == class && i128::from(r.id) == range)
                .ok_or_else(|| {
                    ExecError::Metadata(format!("no {class:?} resource with id {range}"))
                })?;
            aux = [class as u32, rec.space, 0];
        }
        CREATE_HANDLE_FROM_BINDING => {
            let bind = operands
                .first()
                .ok_or_else(|| ExecError::invalid("createHandleFromBinding without a binding"))?;
            let leaves = ctx.const_leaves(*bind)?;
            let (Some(space), Some(class)) = (leaves.get(2), leaves.get(3)) else {
                return Err(ExecError::invalid("createHandleFromBinding: bad binding"));
            };
            aux = [resource_class(i128::from(*class))? as u32, *space as u32, 0];
        }
        _ => {}
    }
    let needs_result = !matches!(ctx.type_data(ret), TypeData::Void);
    let dst = match (dst, needs_result) {
        (Some(d), _) => d,
        (None, false) => 0,
        (None, true) => return Err(ExecError::invalid("a dx.op result without a slot")),
    };
    Ok(Inst::Dx(Box::new(DxInst {
        op,
        kind,
        dst,
        args: regs[1..].into(),
        aux,
    })))
}
