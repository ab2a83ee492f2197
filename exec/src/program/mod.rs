//! A DXIL compute entry point decoded into a compact, flat program: instructions with
//! resolved register slots, constants in a pool, phis as copies on the CFG edges and
//! every block's reconvergence point.

mod cfg;
mod consts;
mod decode;
mod dxop;
mod layout;

pub use decode::{decode, DecodeOptions};
pub use dxop::{opcode, DxInst};

use crate::formats::FloatFormat;
use dxil_ir::{FloatPredicate, IntPredicate, RmwOp};
use dxil_model::metadata::ResourceClass;

/// An operand or destination: a register slot, or a constant of the pool when
/// [`CONST_BIT`] is set. Aggregates take consecutive slots, one per scalar leaf.
pub type Reg = u32;

/// Marks a [`Reg`] that names a constant-pool entry.
pub const CONST_BIT: u32 = 1 << 31;

/// The program counter value of "no reconvergence point": the lanes only meet again
/// at the end of the shader.
pub const EXIT_PC: u32 = u32::MAX;

/// Address spaces of pointer values (the bits above [`PTR_SPACE_SHIFT`]).
pub mod space {
    /// Per-thread memory: allocas and mutable static globals.
    pub const PRIVATE: u64 = 1;
    /// Thread-group shared memory.
    pub const GROUP: u64 = 2;
    /// Constant globals.
    pub const CONSTANT: u64 = 3;
}

/// Bit position of the address space in a pointer value; the low bits are a leaf index.
pub const PTR_SPACE_SHIFT: u32 = 40;

/// The kind of a scalar leaf value, as held in a 64-bit register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// An integer of this many bits (1 to 64), zero-extended.
    Int(u8),
    /// A float, as its bit pattern.
    Float(FloatFormat),
    /// A pointer (see [`space`]).
    Ptr,
}

impl Scalar {
    /// Bytes the value takes in a buffer (i1 is stored as 32 bits).
    pub fn byte_size(self) -> usize {
        match self {
            Scalar::Int(1) => 4,
            Scalar::Int(b) => usize::from(b).div_ceil(8),
            Scalar::Float(FloatFormat::Half) => 2,
            Scalar::Float(FloatFormat::Single) => 4,
            Scalar::Float(FloatFormat::Double) | Scalar::Ptr => 8,
        }
    }

    /// Width in bits of the register value.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Int(b) => u32::from(b),
            Scalar::Float(FloatFormat::Half) => 16,
            Scalar::Float(FloatFormat::Single) => 32,
            Scalar::Float(FloatFormat::Double) | Scalar::Ptr => 64,
        }
    }
}

/// Integer binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    /// Wrapping add.
    Add,
    /// Wrapping subtract.
    Sub,
    /// Wrapping multiply.
    Mul,
    /// Unsigned divide (by zero: all ones).
    UDiv,
    /// Signed divide (by zero: all ones).
    SDiv,
    /// Unsigned remainder (by zero: all ones).
    URem,
    /// Signed remainder (by zero: all ones).
    SRem,
    /// Shift left (amount taken modulo the width).
    Shl,
    /// Logical shift right.
    LShr,
    /// Arithmetic shift right.
    AShr,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise xor.
    Xor,
}

/// Float binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatOp {
    /// Add.
    Add,
    /// Subtract.
    Sub,
    /// Multiply.
    Mul,
    /// Divide.
    Div,
    /// Remainder (fmod).
    Rem,
}

/// Conversions between scalar kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    /// Keep the low bits.
    Trunc(u8),
    /// Sign-extend from the first width to the second.
    SExt(u8, u8),
    /// Float to unsigned integer of a width (saturating; NaN gives 0).
    FpToUi(FloatFormat, u8),
    /// Float to signed integer of a width (saturating; NaN gives 0).
    FpToSi(FloatFormat, u8),
    /// Unsigned integer of a width to float.
    UiToFp(u8, FloatFormat),
    /// Signed integer of a width to float.
    SiToFp(u8, FloatFormat),
    /// Float to float of another format.
    FpConvert(FloatFormat, FloatFormat),
}

/// One decoded instruction.
#[derive(Clone, Debug)]
pub enum Inst {
    /// Integer arithmetic on `bits`-wide values.
    IntBin {
        /// Operator.
        op: IntOp,
        /// Width.
        bits: u8,
        /// Result.
        dst: Reg,
        /// Left operand.
        a: Reg,
        /// Right operand.
        b: Reg,
    },
    /// Float arithmetic.
    FloatBin {
        /// Operator.
        op: FloatOp,
        /// Format.
        fk: FloatFormat,
        /// Result.
        dst: Reg,
        /// Left operand.
        a: Reg,
        /// Right operand.
        b: Reg,
    },
    /// Float negation.
    FNeg {
        /// Format.
        fk: FloatFormat,
        /// Result.
        dst: Reg,
        /// Operand.
        a: Reg,
    },
    /// Integer comparison.
    ICmp {
        /// Predicate.
        pred: IntPredicate,
        /// Width.
        bits: u8,
        /// Result (i1).
        dst: Reg,
        /// Left operand.
        a: Reg,
        /// Right operand.
        b: Reg,
    },
    /// Float comparison.
    FCmp {
        /// Predicate.
        pred: FloatPredicate,
        /// Format.
        fk: FloatFormat,
        /// Result (i1).
        dst: Reg,
        /// Left operand.
        a: Reg,
        /// Right operand.
        b: Reg,
    },
    /// `n` leaves of `a` if `cond` else of `b`.
    Select {
        /// Result.
        dst: Reg,
        /// Condition (i1).
        cond: Reg,
        /// Value when true.
        a: Reg,
        /// Value when false.
        b: Reg,
        /// Leaves.
        n: u32,
    },
    /// A value conversion.
    Cast {
        /// What conversion.
        kind: CastKind,
        /// Result.
        dst: Reg,
        /// Operand.
        a: Reg,
    },
    /// Copy `n` leaves.
    Copy {
        /// Result.
        dst: Reg,
        /// Source.
        src: Reg,
        /// Leaves.
        n: u32,
    },
    /// Element `index` (dynamic) of a vector of `len` elements of `elem` leaves each.
    ExtractDyn {
        /// Result.
        dst: Reg,
        /// The vector.
        vec: Reg,
        /// The index.
        index: Reg,
        /// Element count.
        len: u32,
        /// Leaves per element.
        elem: u32,
    },
    /// The vector with element `index` (dynamic) replaced.
    InsertDyn {
        /// Result.
        dst: Reg,
        /// The vector.
        vec: Reg,
        /// The new element.
        val: Reg,
        /// The index.
        index: Reg,
        /// Element count.
        len: u32,
        /// Leaves per element.
        elem: u32,
    },
    /// Pointer arithmetic: `base + offset + sum(index * stride)` in leaves.
    Gep {
        /// Result.
        dst: Reg,
        /// Base pointer.
        base: Reg,
        /// Constant part of the offset.
        offset: i64,
        /// Dynamic indices: operand, stride in leaves, index width in bits.
        terms: Box<[(Reg, i64, u8)]>,
    },
    /// Load `n` leaves through a pointer.
    Load {
        /// Result.
        dst: Reg,
        /// Address.
        ptr: Reg,
        /// Leaves.
        n: u32,
    },
    /// Store `n` leaves through a pointer.
    Store {
        /// Value.
        val: Reg,
        /// Address.
        ptr: Reg,
        /// Leaves.
        n: u32,
    },
    /// `atomicrmw`.
    AtomicRmw {
        /// Operation.
        op: RmwOp,
        /// Value kind.
        kind: Scalar,
        /// Result: the old value.
        dst: Reg,
        /// Address.
        ptr: Reg,
        /// Operand.
        val: Reg,
    },
    /// `cmpxchg`: result is `{old, success}`.
    CmpXchg {
        /// Value kind.
        kind: Scalar,
        /// Result (two leaves).
        dst: Reg,
        /// Address.
        ptr: Reg,
        /// Expected value.
        cmp: Reg,
        /// New value.
        new: Reg,
    },
    /// A `dx.op` call.
    Dx(Box<DxInst>),
    /// Unconditional branch along an edge.
    Br {
        /// Edge index.
        edge: u32,
    },
    /// Two-way branch.
    CondBr {
        /// Condition (i1).
        cond: Reg,
        /// Edge when true.
        then_edge: u32,
        /// Edge when false.
        else_edge: u32,
        /// Where diverged lanes meet again.
        reconverge: u32,
    },
    /// Multi-way branch.
    Switch {
        /// The value switched on.
        val: Reg,
        /// (case value, edge) pairs.
        cases: Box<[(u64, u32)]>,
        /// Edge when no case matches.
        default: u32,
        /// Where diverged lanes meet again.
        reconverge: u32,
    },
    /// Return: the lanes finish.
    Ret,
    /// `unreachable`: reaching it is an error.
    Unreachable,
}

/// A CFG edge: the target and the phi copies done on the way.
#[derive(Clone, Debug, Default)]
pub struct Edge {
    /// First instruction of the target block (after its phis).
    pub target: u32,
    /// (destination, source) leaf copies, done in parallel.
    pub copies: Box<[(Reg, Reg)]>,
}

/// A resource record of `!dx.resources` the handles can name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceRecord {
    /// Class (SRV, UAV, CBV, sampler).
    pub class: ResourceClass,
    /// Record id within the class.
    pub id: u32,
    /// Register space.
    pub space: u32,
    /// First register.
    pub lower_bound: u32,
    /// Number of registers (`u32::MAX` for unbounded).
    pub range_size: u32,
    /// DXIL `ResourceKind` (10 typed buffer, 11 raw, 12 structured, 13 cbuffer...).
    pub shape: u32,
    /// Structure stride, for structured buffers.
    pub stride: Option<u32>,
    /// Buffer size in bytes, for constant buffers.
    pub cbuffer_size: Option<u32>,
}

/// A decoded compute shader, ready to run.
#[derive(Clone, Debug)]
pub struct Program {
    /// Entry point name.
    pub entry_name: String,
    /// Threads per group.
    pub numthreads: [u32; 3],
    /// Wave sizes the entry requires (min, max), if it says.
    pub wave_size_range: Option<(u32, u32, u32)>,
    /// Whether fp32 denormals are flushed to zero.
    pub fp32_ftz: bool,
    /// The instructions.
    pub insts: Vec<Inst>,
    /// The CFG edges the branches name.
    pub edges: Vec<Edge>,
    /// First instruction of the entry block.
    pub entry_pc: u32,
    /// Register slots per thread.
    pub num_regs: u32,
    /// The constant pool.
    pub consts: Vec<u64>,
    /// Initial per-thread private memory (mutable globals, then allocas).
    pub private_init: Vec<u64>,
    /// Leaves of group-shared memory.
    pub group_leaves: u32,
    /// Constant global memory.
    pub const_mem: Vec<u64>,
    /// Resource records by class.
    pub resources: Vec<ResourceRecord>,
}

impl Program {
    /// The record of class `class` with id `id`.
    pub fn record(&self, class: ResourceClass, id: u32) -> Option<&ResourceRecord> {
        self.resources
            .iter()
            .find(|r| r.class == class && r.id == id)
    }

    /// The record of class `class` whose register range in `space` holds `register`.
    pub fn record_at(
        &self,
        class: ResourceClass,
        space: u32,
        register: u32,
    ) -> Option<&ResourceRecord> {
        self.resources.iter().find(|r| {
            r.class == class
                && r.space == space
                && register >= r.lower_bound
                && u64::from(register) < u64::from(r.lower_bound) + u64::from(r.range_size)
        })
    }
}
