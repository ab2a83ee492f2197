//! Instructions: opcodes, flags and operands.

use crate::function::Block;
use crate::types::Type;
use crate::value::Value;

/// Two-operand arithmetic and bitwise operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    /// `add`
    Add,
    /// `fadd`
    FAdd,
    /// `sub`
    Sub,
    /// `fsub`
    FSub,
    /// `mul`
    Mul,
    /// `fmul`
    FMul,
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `fdiv`
    FDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
    /// `frem`
    FRem,
    /// `shl`
    Shl,
    /// `lshr`
    LShr,
    /// `ashr`
    AShr,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
}

impl BinOp {
    /// Every operator, for tables and tests.
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::FAdd,
        BinOp::Sub,
        BinOp::FSub,
        BinOp::Mul,
        BinOp::FMul,
        BinOp::UDiv,
        BinOp::SDiv,
        BinOp::FDiv,
        BinOp::URem,
        BinOp::SRem,
        BinOp::FRem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
    ];

    /// The opcode keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::FAdd => "fadd",
            BinOp::Sub => "sub",
            BinOp::FSub => "fsub",
            BinOp::Mul => "mul",
            BinOp::FMul => "fmul",
            BinOp::UDiv => "udiv",
            BinOp::SDiv => "sdiv",
            BinOp::FDiv => "fdiv",
            BinOp::URem => "urem",
            BinOp::SRem => "srem",
            BinOp::FRem => "frem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }

    /// The operator spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|op| op.keyword() == kw)
    }

    /// Whether the operator works on floating-point values.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// Casts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastOp {
    /// `trunc`
    Trunc,
    /// `zext`
    ZExt,
    /// `sext`
    SExt,
    /// `fptoui`
    FPToUI,
    /// `fptosi`
    FPToSI,
    /// `uitofp`
    UIToFP,
    /// `sitofp`
    SIToFP,
    /// `fptrunc`
    FPTrunc,
    /// `fpext`
    FPExt,
    /// `ptrtoint`
    PtrToInt,
    /// `inttoptr`
    IntToPtr,
    /// `bitcast`
    BitCast,
    /// `addrspacecast`
    AddrSpaceCast,
}

impl CastOp {
    /// Every cast, for tables and tests.
    pub const ALL: [CastOp; 13] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::FPTrunc,
        CastOp::FPExt,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
        CastOp::BitCast,
        CastOp::AddrSpaceCast,
    ];

    /// The opcode keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPToUI => "fptoui",
            CastOp::FPToSI => "fptosi",
            CastOp::UIToFP => "uitofp",
            CastOp::SIToFP => "sitofp",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }

    /// The cast spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|op| op.keyword() == kw)
    }
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntPredicate {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
}

impl IntPredicate {
    /// Whether `a pred b` holds for `bits`-wide integers `a` and `b` (zero-extended to
    /// 64 bits; the signed predicates read them sign-extended).
    #[inline]
    pub fn holds(self, a: u64, b: u64, bits: u32) -> bool {
        let signed = |v: u64| crate::constant::sign_extend(u128::from(v), bits.min(64));
        match self {
            IntPredicate::Eq => a == b,
            IntPredicate::Ne => a != b,
            IntPredicate::Ugt => a > b,
            IntPredicate::Uge => a >= b,
            IntPredicate::Ult => a < b,
            IntPredicate::Ule => a <= b,
            IntPredicate::Sgt => signed(a) > signed(b),
            IntPredicate::Sge => signed(a) >= signed(b),
            IntPredicate::Slt => signed(a) < signed(b),
            IntPredicate::Sle => signed(a) <= signed(b),
        }
    }

    /// Every predicate, in LLVM's numbering order (32..=41).
    pub const ALL: [IntPredicate; 10] = [
        IntPredicate::Eq,
        IntPredicate::Ne,
        IntPredicate::Ugt,
        IntPredicate::Uge,
        IntPredicate::Ult,
        IntPredicate::Ule,
        IntPredicate::Sgt,
        IntPredicate::Sge,
        IntPredicate::Slt,
        IntPredicate::Sle,
    ];

    /// The keyword.
    pub fn keyword(self) -> &'static str {
        [
            "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
        ][self as usize]
    }

    /// The predicate spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.keyword() == kw)
    }

    /// LLVM's numeric code (32 = eq ... 41 = sle), as bitcode stores it.
    pub fn code(self) -> u32 {
        32 + self as u32
    }
}

/// `fcmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatPredicate {
    /// `false`
    False,
    /// `oeq`
    Oeq,
    /// `ogt`
    Ogt,
    /// `oge`
    Oge,
    /// `olt`
    Olt,
    /// `ole`
    Ole,
    /// `one`
    One,
    /// `ord`
    Ord,
    /// `uno`
    Uno,
    /// `ueq`
    Ueq,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `une`
    Une,
    /// `true`
    True,
}

impl FloatPredicate {
    /// Every predicate, in LLVM's numbering order (0..=15).
    pub const ALL: [FloatPredicate; 16] = [
        FloatPredicate::False,
        FloatPredicate::Oeq,
        FloatPredicate::Ogt,
        FloatPredicate::Oge,
        FloatPredicate::Olt,
        FloatPredicate::Ole,
        FloatPredicate::One,
        FloatPredicate::Ord,
        FloatPredicate::Uno,
        FloatPredicate::Ueq,
        FloatPredicate::Ugt,
        FloatPredicate::Uge,
        FloatPredicate::Ult,
        FloatPredicate::Ule,
        FloatPredicate::Une,
        FloatPredicate::True,
    ];

    /// The keyword.
    pub fn keyword(self) -> &'static str {
        [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge",
            "ult", "ule", "une", "true",
        ][self as usize]
    }

    /// The predicate spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.keyword() == kw)
    }

    /// LLVM's numeric code (0..=15), as bitcode stores it.
    pub fn code(self) -> u32 {
        self as u32
    }
}

/// `nuw` / `nsw` / `exact` / `disjoint` flags of integer operators and casts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WrapFlags {
    /// `nuw`
    pub nuw: bool,
    /// `nsw`
    pub nsw: bool,
    /// `exact` (udiv, sdiv, lshr, ashr)
    pub exact: bool,
    /// `disjoint` (or)
    pub disjoint: bool,
    /// `nneg` (zext, uitofp)
    pub nneg: bool,
    /// `samesign` (icmp)
    pub samesign: bool,
}

/// Fast-math flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FastMathFlags(pub u8);

impl FastMathFlags {
    /// `reassoc`
    pub const REASSOC: u8 = 1 << 0;
    /// `nnan`
    pub const NNAN: u8 = 1 << 1;
    /// `ninf`
    pub const NINF: u8 = 1 << 2;
    /// `nsz`
    pub const NSZ: u8 = 1 << 3;
    /// `arcp`
    pub const ARCP: u8 = 1 << 4;
    /// `contract`
    pub const CONTRACT: u8 = 1 << 5;
    /// `afn`
    pub const AFN: u8 = 1 << 6;
    /// All flags: what `fast` means.
    pub const FAST: u8 = 0x7f;

    /// Each flag's keyword with its bit, in LLVM's print order.
    pub const NAMES: [(&'static str, u8); 7] = [
        ("reassoc", Self::REASSOC),
        ("nnan", Self::NNAN),
        ("ninf", Self::NINF),
        ("nsz", Self::NSZ),
        ("arcp", Self::ARCP),
        ("contract", Self::CONTRACT),
        ("afn", Self::AFN),
    ];

    /// Whether no flag is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every flag in `bits` is set.
    pub fn has(self, bits: u8) -> bool {
        self.0 & bits == bits
    }
}

/// `getelementptr` flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GepFlags {
    /// `inbounds`
    pub inbounds: bool,
    /// `nusw`
    pub nusw: bool,
    /// `nuw`
    pub nuw: bool,
}

/// Memory orderings of atomic operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AtomicOrdering {
    /// `unordered`
    Unordered,
    /// `monotonic`
    Monotonic,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

impl AtomicOrdering {
    /// Every ordering.
    pub const ALL: [AtomicOrdering; 6] = [
        AtomicOrdering::Unordered,
        AtomicOrdering::Monotonic,
        AtomicOrdering::Acquire,
        AtomicOrdering::Release,
        AtomicOrdering::AcqRel,
        AtomicOrdering::SeqCst,
    ];

    /// The keyword.
    pub fn keyword(self) -> &'static str {
        [
            "unordered",
            "monotonic",
            "acquire",
            "release",
            "acq_rel",
            "seq_cst",
        ][self as usize]
    }

    /// The ordering spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.keyword() == kw)
    }
}

/// Synchronization scope of an atomic operation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SyncScope {
    /// The default: the whole system.
    #[default]
    System,
    /// `syncscope("singlethread")`
    SingleThread,
    /// Any other `syncscope("name")`.
    Named(Box<str>),
}

/// Ordering and scope of an atomic load or store.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    /// The ordering.
    pub ordering: AtomicOrdering,
    /// The scope.
    pub scope: SyncScope,
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RmwOp {
    /// `xchg`
    Xchg,
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `and`
    And,
    /// `nand`
    Nand,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `max`
    Max,
    /// `min`
    Min,
    /// `umax`
    UMax,
    /// `umin`
    UMin,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmax`
    FMax,
    /// `fmin`
    FMin,
    /// `uinc_wrap`
    UIncWrap,
    /// `udec_wrap`
    UDecWrap,
}

impl RmwOp {
    /// Every operation, in LLVM's numbering order.
    pub const ALL: [RmwOp; 17] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
    ];

    /// The keyword.
    pub fn keyword(self) -> &'static str {
        [
            "xchg",
            "add",
            "sub",
            "and",
            "nand",
            "or",
            "xor",
            "max",
            "min",
            "umax",
            "umin",
            "fadd",
            "fsub",
            "fmax",
            "fmin",
            "uinc_wrap",
            "udec_wrap",
        ][self as usize]
    }

    /// The operation spelled `kw`.
    pub fn from_keyword(kw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.keyword() == kw)
    }
}

/// `tail` / `musttail` / `notail` markers of a call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TailKind {
    /// No marker.
    #[default]
    None,
    /// `tail`
    Tail,
    /// `musttail`
    MustTail,
    /// `notail`
    NoTail,
}

/// An operand bundle of a call, e.g. `"convergencectrl"(token %t)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OperandBundle {
    /// The tag.
    pub tag: Box<str>,
    /// The inputs.
    pub inputs: Vec<Value>,
}

/// What an instruction does, with its operands. Its result type is kept beside it in
/// [`crate::function::InstData`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    /// A binary operator.
    Binary {
        /// The operator.
        op: BinOp,
        /// nuw / nsw / exact / disjoint.
        flags: WrapFlags,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fneg`.
    FNeg {
        /// The operand.
        val: Value,
    },
    /// `icmp`.
    ICmp {
        /// The predicate.
        pred: IntPredicate,
        /// `samesign`.
        samesign: bool,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fcmp`.
    FCmp {
        /// The predicate.
        pred: FloatPredicate,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `select`.
    Select {
        /// Condition.
        cond: Value,
        /// Value when true.
        then_val: Value,
        /// Value when false.
        else_val: Value,
    },
    /// `phi`.
    Phi {
        /// (value, predecessor) pairs.
        incoming: Vec<(Value, Block)>,
    },
    /// Unconditional `br`.
    Br {
        /// Target.
        dest: Block,
    },
    /// Conditional `br`.
    CondBr {
        /// Condition.
        cond: Value,
        /// Target when true.
        then_dest: Block,
        /// Target when false.
        else_dest: Block,
    },
    /// `switch`.
    Switch {
        /// The value switched on.
        val: Value,
        /// The default target.
        default: Block,
        /// (case constant, target) pairs.
        cases: Vec<(Value, Block)>,
    },
    /// `ret`.
    Ret {
        /// The returned value, if any.
        val: Option<Value>,
    },
    /// `unreachable`.
    Unreachable,
    /// `alloca`.
    Alloca {
        /// The allocated type.
        allocated: Type,
        /// Element count, if given.
        count: Option<Value>,
        /// Alignment in bytes, if given.
        align: Option<u64>,
        /// Address space of the result.
        addrspace: u32,
    },
    /// `load`; the loaded type is the instruction's type.
    Load {
        /// The address.
        ptr: Value,
        /// Alignment in bytes, if given.
        align: Option<u64>,
        /// `volatile`.
        volatile: bool,
        /// Atomic ordering and scope, if atomic.
        atomic: Option<Atomic>,
    },
    /// `store`.
    Store {
        /// The value stored.
        val: Value,
        /// The address.
        ptr: Value,
        /// Alignment in bytes, if given.
        align: Option<u64>,
        /// `volatile`.
        volatile: bool,
        /// Atomic ordering and scope, if atomic.
        atomic: Option<Atomic>,
    },
    /// `getelementptr`.
    Gep {
        /// The source element type.
        source: Type,
        /// Flags.
        flags: GepFlags,
        /// The base pointer.
        base: Value,
        /// The indices.
        indices: Vec<Value>,
    },
    /// `extractvalue`.
    ExtractValue {
        /// The aggregate.
        agg: Value,
        /// The constant indices.
        indices: Vec<u32>,
    },
    /// `insertvalue`.
    InsertValue {
        /// The aggregate.
        agg: Value,
        /// The inserted value.
        val: Value,
        /// The constant indices.
        indices: Vec<u32>,
    },
    /// `extractelement`.
    ExtractElement {
        /// The vector.
        vec: Value,
        /// The index.
        index: Value,
    },
    /// `insertelement`.
    InsertElement {
        /// The vector.
        vec: Value,
        /// The new element.
        val: Value,
        /// The index.
        index: Value,
    },
    /// `shufflevector`.
    ShuffleVector {
        /// First vector.
        a: Value,
        /// Second vector.
        b: Value,
        /// Mask; -1 is an undefined lane.
        mask: Vec<i32>,
    },
    /// A cast; the destination type is the instruction's type.
    Cast {
        /// The cast.
        op: CastOp,
        /// nneg / nuw / nsw.
        flags: WrapFlags,
        /// What is cast.
        val: Value,
    },
    /// `call`.
    Call {
        /// The callee (usually a function).
        callee: Value,
        /// The callee's function type.
        fn_ty: Type,
        /// The arguments.
        args: Vec<Value>,
        /// tail / musttail / notail.
        tail: TailKind,
        /// The calling convention (0 = C).
        cc: u32,
        /// Return, parameter and function attributes of the call site (one pointer,
        /// null when there are none: the list itself would triple an instruction's size).
        attrs: crate::attribute::CallAttrs,
        /// Operand bundles.
        bundles: crate::thin_list::ThinList<OperandBundle>,
    },
    /// `atomicrmw`.
    AtomicRmw {
        /// The operation.
        op: RmwOp,
        /// The address.
        ptr: Value,
        /// The operand.
        val: Value,
        /// The ordering.
        ordering: AtomicOrdering,
        /// The scope.
        scope: SyncScope,
        /// `volatile`.
        volatile: bool,
        /// Alignment in bytes, if given.
        align: Option<u64>,
    },
    /// `cmpxchg`; its type is `{ T, i1 }`.
    CmpXchg {
        /// The address.
        ptr: Value,
        /// The expected value.
        expected: Value,
        /// The new value.
        new: Value,
        /// Ordering on success.
        success: AtomicOrdering,
        /// Ordering on failure.
        failure: AtomicOrdering,
        /// The scope.
        scope: SyncScope,
        /// `weak`.
        weak: bool,
        /// `volatile`.
        volatile: bool,
        /// Alignment in bytes, if given.
        align: Option<u64>,
    },
    /// `fence`.
    Fence {
        /// The ordering.
        ordering: AtomicOrdering,
        /// The scope.
        scope: SyncScope,
    },
    /// `freeze`.
    Freeze {
        /// The operand.
        val: Value,
    },
}

/// Visits every value operand of an [`InstKind`] in textual order; `$iter` is `iter`
/// or `iter_mut`, so one body serves shared and mutable visits.
macro_rules! visit_operands_body {
    ($self:ident, $f:ident, $iter:ident) => {{
        use InstKind::*;
        match $self {
            Binary { lhs, rhs, .. } | ICmp { lhs, rhs, .. } | FCmp { lhs, rhs, .. } => {
                $f(lhs);
                $f(rhs)
            }
            FNeg { val } | Freeze { val } | Cast { val, .. } => $f(val),
            Select {
                cond,
                then_val,
                else_val,
            } => {
                $f(cond);
                $f(then_val);
                $f(else_val)
            }
            Phi { incoming } => incoming.$iter().for_each(|(v, _)| $f(v)),
            Br { .. } | Unreachable | Fence { .. } => {}
            CondBr { cond, .. } => $f(cond),
            Switch { val, cases, .. } => {
                $f(val);
                cases.$iter().for_each(|(v, _)| $f(v))
            }
            Ret { val } => val.$iter().for_each($f),
            Alloca { count, .. } => count.$iter().for_each($f),
            Load { ptr, .. } => $f(ptr),
            Store { val, ptr, .. } => {
                $f(val);
                $f(ptr)
            }
            Gep { base, indices, .. } => {
                $f(base);
                indices.$iter().for_each($f)
            }
            ExtractValue { agg, .. } => $f(agg),
            InsertValue { agg, val, .. } => {
                $f(agg);
                $f(val)
            }
            ExtractElement { vec, index } => {
                $f(vec);
                $f(index)
            }
            InsertElement { vec, val, index } => {
                $f(vec);
                $f(val);
                $f(index)
            }
            ShuffleVector { a, b, .. } => {
                $f(a);
                $f(b)
            }
            Call {
                callee,
                args,
                bundles,
                ..
            } => {
                $f(callee);
                args.$iter().for_each(&mut *$f);
                bundles.$iter().flat_map(|b| b.inputs.$iter()).for_each($f)
            }
            AtomicRmw { ptr, val, .. } => {
                $f(ptr);
                $f(val)
            }
            CmpXchg {
                ptr, expected, new, ..
            } => {
                $f(ptr);
                $f(expected);
                $f(new)
            }
        }
    }};
}

impl InstKind {
    /// A call of `callee` (of function type `fn_ty`) with `args`: no tail marker, the C
    /// calling convention, no attributes or operand bundles.
    pub fn plain_call(callee: Value, fn_ty: Type, args: Vec<Value>) -> Self {
        InstKind::Call {
            callee,
            fn_ty,
            args,
            tail: TailKind::None,
            cc: 0,
            attrs: Default::default(),
            bundles: Default::default(),
        }
    }

    /// Calls `f` on every value operand, in textual order (blocks are not values).
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        self.visit_operands(&mut |v: &Value| f(*v));
    }

    /// Every value operand, in textual order.
    pub fn operands(&self) -> Vec<Value> {
        let mut out = Vec::new();
        self.for_each_operand(|v| out.push(v));
        out
    }

    /// Calls `f` on every value operand, letting it replace the operand.
    pub fn map_operands(&mut self, mut f: impl FnMut(Value) -> Value) {
        self.visit_operands_mut(&mut |v: &mut Value| *v = f(*v));
    }

    fn visit_operands(&self, f: &mut dyn FnMut(&Value)) {
        visit_operands_body!(self, f, iter)
    }

    fn visit_operands_mut(&mut self, f: &mut dyn FnMut(&mut Value)) {
        visit_operands_body!(self, f, iter_mut)
    }

    /// The blocks control may go to next (for terminators; empty otherwise).
    pub fn successors(&self) -> Vec<Block> {
        match self {
            InstKind::Br { dest } => vec![*dest],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![*then_dest, *else_dest],
            InstKind::Switch { default, cases, .. } => std::iter::once(*default)
                .chain(cases.iter().map(|(_, b)| *b))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Br { .. }
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::Ret { .. }
                | InstKind::Unreachable
        )
    }

    /// The opcode's keyword, as the printer writes it.
    pub fn opcode_name(&self) -> &'static str {
        use InstKind::*;
        match self {
            Binary { op, .. } => op.keyword(),
            FNeg { .. } => "fneg",
            ICmp { .. } => "icmp",
            FCmp { .. } => "fcmp",
            Select { .. } => "select",
            Phi { .. } => "phi",
            Br { .. } | CondBr { .. } => "br",
            Switch { .. } => "switch",
            Ret { .. } => "ret",
            Unreachable => "unreachable",
            Alloca { .. } => "alloca",
            Load { .. } => "load",
            Store { .. } => "store",
            Gep { .. } => "getelementptr",
            ExtractValue { .. } => "extractvalue",
            InsertValue { .. } => "insertvalue",
            ExtractElement { .. } => "extractelement",
            InsertElement { .. } => "insertelement",
            ShuffleVector { .. } => "shufflevector",
            Cast { op, .. } => op.keyword(),
            Call { .. } => "call",
            AtomicRmw { .. } => "atomicrmw",
            CmpXchg { .. } => "cmpxchg",
            Fence { .. } => "fence",
            Freeze { .. } => "freeze",
        }
    }
}
