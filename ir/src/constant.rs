//! Constants, interned: equal constants are one [`Const`] handle.

use crate::entity::Handle;
use crate::instruction::{BinOp, CastOp, FloatPredicate, GepFlags, IntPredicate, WrapFlags};
use crate::types::Type;
use crate::value::Value;
use indexmap::IndexSet;

/// A handle to an interned constant.
pub type Const = Handle<ConstData>;

/// What a constant is. Every variant carries its type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstData {
    /// An integer of `ty` (at most 128 bits); `bits` holds it zero-extended.
    Int {
        /// The integer type.
        ty: Type,
        /// The bits, zero-extended from the type's width.
        bits: u128,
    },
    /// A floating-point value, by its bit pattern in the type's format.
    Float {
        /// The floating-point type.
        ty: Type,
        /// The bit pattern.
        bits: u128,
    },
    /// `null` of a pointer type.
    Null(Type),
    /// `undef`.
    Undef(Type),
    /// `poison`.
    Poison(Type),
    /// `zeroinitializer`.
    Zero(Type),
    /// `none` (the token constant).
    NoneToken(Type),
    /// A struct, array or vector built of element constants.
    Aggregate {
        /// The aggregate type.
        ty: Type,
        /// The elements: constants, globals or functions.
        elems: Vec<Value>,
    },
    /// `c"..."`: an array of `i8`.
    Bytes {
        /// The array type.
        ty: Type,
        /// The bytes.
        data: Vec<u8>,
    },
    /// A constant expression.
    Expr {
        /// The result type.
        ty: Type,
        /// The operation.
        op: ConstExprOp,
    },
}

impl ConstData {
    /// The values the constant is built of, in LLVM's operand order: an aggregate's
    /// elements, a constant expression's operands; none for the others.
    pub fn operands(&self) -> Vec<Value> {
        match self {
            ConstData::Aggregate { elems, .. } => elems.clone(),
            ConstData::Expr { op, .. } => op.operands(),
            _ => Vec::new(),
        }
    }

    /// The constant's type.
    pub fn ty(&self) -> Type {
        match self {
            ConstData::Int { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Aggregate { ty, .. }
            | ConstData::Bytes { ty, .. }
            | ConstData::Expr { ty, .. } => *ty,
            ConstData::Null(t)
            | ConstData::Undef(t)
            | ConstData::Poison(t)
            | ConstData::Zero(t)
            | ConstData::NoneToken(t) => *t,
        }
    }
}

/// The operation of a constant expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstExprOp {
    /// A cast (`bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`, `trunc`, ...).
    Cast {
        /// The cast.
        op: CastOp,
        /// What is cast.
        val: Value,
    },
    /// `getelementptr`.
    Gep {
        /// The source element type.
        source: Type,
        /// inbounds / nuw / nusw.
        flags: GepFlags,
        /// `inrange(lo, hi)`, if given.
        inrange: Option<(i64, i64)>,
        /// The base pointer.
        base: Value,
        /// The indices.
        indices: Vec<Value>,
    },
    /// A binary operator.
    Binary {
        /// The operator.
        op: BinOp,
        /// nuw / nsw / exact.
        flags: WrapFlags,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `icmp` (LLVM 3.7 allows compares as constant expressions).
    ICmp {
        /// The predicate.
        pred: IntPredicate,
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
}

impl ConstExprOp {
    /// Every value operand, in LLVM's order.
    pub fn operands(&self) -> Vec<Value> {
        let mut out = Vec::new();
        self.for_each_operand(|v| out.push(v));
        out
    }

    /// Calls `f` on every value operand, in LLVM's order, without collecting them.
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        match self {
            ConstExprOp::Cast { val, .. } => f(*val),
            ConstExprOp::Gep { base, indices, .. } => {
                f(*base);
                indices.iter().copied().for_each(f);
            }
            ConstExprOp::Binary { lhs, rhs, .. }
            | ConstExprOp::ICmp { lhs, rhs, .. }
            | ConstExprOp::FCmp { lhs, rhs, .. }
            | ConstExprOp::ExtractElement {
                vec: lhs,
                index: rhs,
            }
            | ConstExprOp::ShuffleVector { a: lhs, b: rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            ConstExprOp::Select {
                cond,
                then_val,
                else_val,
            } => {
                f(*cond);
                f(*then_val);
                f(*else_val);
            }
            ConstExprOp::InsertElement { vec, val, index } => {
                f(*vec);
                f(*val);
                f(*index);
            }
        }
    }

    /// Whether `pred` holds for some value operand (stopping at the first).
    pub fn any_operand(&self, mut pred: impl FnMut(Value) -> bool) -> bool {
        let mut found = false;
        self.for_each_operand(|v| found = found || pred(v));
        found
    }
}

/// The interned constants of a module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Constants {
    /// Interned with the Fx hash (as types are).
    set: IndexSet<ConstData, rustc_hash::FxBuildHasher>,
}

impl Constants {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// The handle of `data`, adding it if new.
    pub fn intern(&mut self, data: ConstData) -> Const {
        let (i, _) = self.set.insert_full(data);
        Const::from_index(i)
    }

    /// The handle of `data` if it was interned already.
    pub fn lookup(&self, data: &ConstData) -> Option<Const> {
        self.set.get_index_of(data).map(Const::from_index)
    }

    /// What `c` is.
    ///
    /// # Panics
    /// If `c` came from another table.
    pub fn get(&self, c: Const) -> &ConstData {
        &self.set[c.index()]
    }

    /// Every constant, in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (Const, &ConstData)> {
        self.set
            .iter()
            .enumerate()
            .map(|(i, d)| (Const::from_index(i), d))
    }

    /// How many constants are interned.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    /// Whether none is interned.
    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }

    /// An integer constant of `ty` (`bits` bits wide); `value` is truncated to the width.
    pub fn int(&mut self, ty: Type, width: u32, value: i128) -> Value {
        let bits = truncate(value as u128, width);
        Value::Const(self.intern(ConstData::Int { ty, bits }))
    }

    /// `undef` of `ty`.
    pub fn undef(&mut self, ty: Type) -> Value {
        Value::Const(self.intern(ConstData::Undef(ty)))
    }

    /// `poison` of `ty`.
    pub fn poison(&mut self, ty: Type) -> Value {
        Value::Const(self.intern(ConstData::Poison(ty)))
    }
}

/// `value` with every bit above `width` cleared.
pub fn truncate(value: u128, width: u32) -> u128 {
    if width >= 128 {
        value
    } else {
        value & ((1u128 << width) - 1)
    }
}

/// `bits` (of a `width`-bit integer) sign-extended to 128 bits.
pub fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        bits as i128
    } else {
        let shift = 128 - width;
        ((bits << shift) as i128) >> shift
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_extension() {
        assert_eq!(sign_extend(0xff, 8), -1);
        assert_eq!(sign_extend(0x7f, 8), 127);
        assert_eq!(sign_extend(1, 1), -1);
        assert_eq!(truncate(u128::MAX, 32), 0xffff_ffff);
    }
}
