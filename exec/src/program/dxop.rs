//! Decoding `dx.op.*` calls: the opcode, the overload kind, the operands and the
//! immediate arguments DXIL requires to be constant.

use super::decode::DecodeCtx;
use super::{Inst, Reg, Scalar};
use crate::error::ExecError;
use dxil_ir::{Type, TypeData, Value};
use dxil_model::metadata::ResourceClass;

/// DXIL operation codes (DXIL.rst, "Instructions") the interpreter implements.
#[allow(missing_docs)]
pub mod opcode {
    pub const FABS: u32 = 6;
    pub const SATURATE: u32 = 7;
    pub const IS_NAN: u32 = 8;
    pub const IS_INF: u32 = 9;
    pub const IS_FINITE: u32 = 10;
    pub const IS_NORMAL: u32 = 11;
    pub const COS: u32 = 12;
    pub const SIN: u32 = 13;
    pub const TAN: u32 = 14;
    pub const ACOS: u32 = 15;
    pub const ASIN: u32 = 16;
    pub const ATAN: u32 = 17;
    pub const HCOS: u32 = 18;
    pub const HSIN: u32 = 19;
    pub const HTAN: u32 = 20;
    pub const EXP: u32 = 21;
    pub const FRC: u32 = 22;
    pub const LOG: u32 = 23;
    pub const SQRT: u32 = 24;
    pub const RSQRT: u32 = 25;
    pub const ROUND_NE: u32 = 26;
    pub const ROUND_NI: u32 = 27;
    pub const ROUND_PI: u32 = 28;
    pub const ROUND_Z: u32 = 29;
    pub const BFREV: u32 = 30;
    pub const COUNTBITS: u32 = 31;
    pub const FIRSTBIT_LO: u32 = 32;
    pub const FIRSTBIT_HI: u32 = 33;
    pub const FIRSTBIT_SHI: u32 = 34;
    pub const FMAX: u32 = 35;
    pub const FMIN: u32 = 36;
    pub const IMAX: u32 = 37;
    pub const IMIN: u32 = 38;
    pub const UMAX: u32 = 39;
    pub const UMIN: u32 = 40;
    pub const UADDC: u32 = 44;
    pub const USUBB: u32 = 45;
    pub const FMAD: u32 = 46;
    pub const FMA: u32 = 47;
    pub const IMAD: u32 = 48;
    pub const UMAD: u32 = 49;
    pub const IBFE: u32 = 51;
    pub const UBFE: u32 = 52;
    pub const BFI: u32 = 53;
    pub const DOT2: u32 = 54;
    pub const DOT3: u32 = 55;
    pub const DOT4: u32 = 56;
    pub const CREATE_HANDLE: u32 = 57;
    pub const CBUFFER_LOAD: u32 = 58;
    pub const CBUFFER_LOAD_LEGACY: u32 = 59;
    pub const SAMPLE_LEVEL: u32 = 62;
    pub const SAMPLE_GRAD: u32 = 63;
    pub const TEXTURE_LOAD: u32 = 66;
    pub const TEXTURE_STORE: u32 = 67;
    pub const TEXTURE_GATHER: u32 = 73;
    pub const BUFFER_LOAD: u32 = 68;
    pub const BUFFER_STORE: u32 = 69;
    pub const BUFFER_UPDATE_COUNTER: u32 = 70;
    pub const CHECK_ACCESS_FULLY_MAPPED: u32 = 71;
    pub const GET_DIMENSIONS: u32 = 72;
    pub const ATOMIC_BIN_OP: u32 = 78;
    pub const ATOMIC_CMP_XCHG: u32 = 79;
    pub const BARRIER: u32 = 80;
    pub const THREAD_ID: u32 = 93;
    pub const GROUP_ID: u32 = 94;
    pub const THREAD_ID_IN_GROUP: u32 = 95;
    pub const FLATTENED_THREAD_ID_IN_GROUP: u32 = 96;
    pub const DERIV_COARSE_X: u32 = 83;
    pub const DERIV_COARSE_Y: u32 = 84;
    pub const DERIV_FINE_X: u32 = 85;
    pub const DERIV_FINE_Y: u32 = 86;
    pub const MAKE_DOUBLE: u32 = 101;
    pub const SPLIT_DOUBLE: u32 = 102;
    pub const WAVE_IS_FIRST_LANE: u32 = 110;
    pub const WAVE_GET_LANE_INDEX: u32 = 111;
    pub const WAVE_GET_LANE_COUNT: u32 = 112;
    pub const WAVE_ANY_TRUE: u32 = 113;
    pub const WAVE_ALL_TRUE: u32 = 114;
    pub const WAVE_ACTIVE_ALL_EQUAL: u32 = 115;
    pub const WAVE_ACTIVE_BALLOT: u32 = 116;
    pub const WAVE_READ_LANE_AT: u32 = 117;
    pub const WAVE_READ_LANE_FIRST: u32 = 118;
    pub const WAVE_ACTIVE_OP: u32 = 119;
    pub const WAVE_ACTIVE_BIT: u32 = 120;
    pub const WAVE_PREFIX_OP: u32 = 121;
    pub const QUAD_READ_LANE_AT: u32 = 122;
    pub const QUAD_OP: u32 = 123;
    pub const BITCAST_I16_TO_F16: u32 = 124;
    pub const BITCAST_F64_TO_I64: u32 = 129;
    pub const LEGACY_F32_TO_F16: u32 = 130;
    pub const LEGACY_F16_TO_F32: u32 = 131;
    pub const LEGACY_DOUBLE_TO_FLOAT: u32 = 132;
    pub const LEGACY_DOUBLE_TO_SINT32: u32 = 133;
    pub const LEGACY_DOUBLE_TO_UINT32: u32 = 134;
    pub const WAVE_ALL_BIT_COUNT: u32 = 135;
    pub const WAVE_PREFIX_BIT_COUNT: u32 = 136;
    pub const RAW_BUFFER_LOAD: u32 = 139;
    pub const RAW_BUFFER_STORE: u32 = 140;
    pub const DOT2_ADD_HALF: u32 = 162;
    pub const DOT4_ADD_I8_PACKED: u32 = 163;
    pub const DOT4_ADD_U8_PACKED: u32 = 164;
    pub const WAVE_MATCH: u32 = 165;
    pub const ANNOTATE_HANDLE: u32 = 216;
    pub const CREATE_HANDLE_FROM_BINDING: u32 = 217;
    pub const CREATE_HANDLE_FROM_HEAP: u32 = 218;
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
        | BUFFER_LOAD..=GET_DIMENSIONS | ATOMIC_BIN_OP | ATOMIC_CMP_XCHG | BARRIER
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
