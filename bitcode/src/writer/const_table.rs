//! Constants as LLVM 3.7 holds them: uniqued in canonical form, so that two IR
//! spellings of one LLVM constant (`zeroinitializer` and `{ i32 0, i32 0 }`,
//! `[2 x i8] c"ab"` and `[2 x i8] [i8 97, i8 98]`) are one value, and so that arrays and
//! vectors of simple elements are `ConstantDataSequential`s whose elements are not
//! values of their own (`ConstantArray::getImpl`, `ConstantVector::getImpl`).

use super::error::{Result, WriteModuleError};
use dxil_ir::{
    BinOp, CastOp, Const, ConstData, ConstExprOp, Constants, FloatKind, FuncId, GlobalId, Inst, Md,
    Type, TypeData, Types, Value, WrapFlags,
};
use indexmap::IndexSet;

/// A constant of the writer's table.
pub(crate) type CId = usize;

/// A value as the writer numbers it: constants are canonical [`CId`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Val {
    /// A global variable.
    Global(GlobalId),
    /// A function.
    Func(FuncId),
    /// A constant.
    Const(CId),
    /// A parameter of the current function.
    Arg(u32),
    /// An instruction of the current function.
    Inst(Inst),
    /// Metadata used as a value.
    Md(Md),
}

/// A canonical LLVM 3.7 constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum WConst {
    /// `ConstantAggregateZero` or a null pointer.
    Null(Type),
    /// `undef` (and `poison`, which 3.7 does not have).
    Undef(Type),
    /// A `ConstantInt` (zero-extended bits).
    Int { ty: Type, bits: u128 },
    /// A `ConstantFP` (bit pattern).
    Float { ty: Type, bits: u128 },
    /// A `ConstantDataArray`/`ConstantDataVector`: raw element values.
    Data { ty: Type, elems: Vec<u64> },
    /// A `ConstantArray`/`ConstantStruct`/`ConstantVector`.
    Aggregate { ty: Type, elems: Vec<Val> },
    /// A constant expression.
    Expr { ty: Type, op: WExpr },
}

/// A constant expression with canonical operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum WExpr {
    /// A cast.
    Cast { op: CastOp, val: Val },
    /// `getelementptr`.
    Gep {
        source: Type,
        inbounds: bool,
        base: Val,
        indices: Vec<Val>,
    },
    /// A binary operator.
    Binary {
        op: BinOp,
        flags: WrapFlags,
        lhs: Val,
        rhs: Val,
    },
    /// `icmp`/`fcmp` with LLVM's predicate number.
    Cmp { pred: u32, lhs: Val, rhs: Val },
    /// `select`.
    Select {
        cond: Val,
        then_val: Val,
        else_val: Val,
    },
    /// `extractelement`.
    ExtractElement { vec: Val, index: Val },
    /// `insertelement`.
    InsertElement { vec: Val, val: Val, index: Val },
    /// `shufflevector` (the mask is a constant vector).
    Shuffle { a: Val, b: Val, mask: Val },
}

impl WExpr {
    /// The operands in LLVM's operand order.
    pub(crate) fn operands(&self) -> Vec<Val> {
        match self {
            WExpr::Cast { val, .. } => vec![*val],
            WExpr::Gep { base, indices, .. } => std::iter::once(*base)
                .chain(indices.iter().copied())
                .collect(),
            WExpr::Binary { lhs, rhs, .. } | WExpr::Cmp { lhs, rhs, .. } => vec![*lhs, *rhs],
            WExpr::Select {
                cond,
                then_val,
                else_val,
            } => vec![*cond, *then_val, *else_val],
            WExpr::ExtractElement { vec, index } => vec![*vec, *index],
            WExpr::InsertElement { vec, val, index } => vec![*vec, *val, *index],
            WExpr::Shuffle { a, b, mask } => vec![*a, *b, *mask],
        }
    }
}

impl WConst {
    /// The constant's type.
    pub(crate) fn ty(&self) -> Type {
        match self {
            WConst::Null(t) | WConst::Undef(t) => *t,
            WConst::Int { ty, .. }
            | WConst::Float { ty, .. }
            | WConst::Data { ty, .. }
            | WConst::Aggregate { ty, .. }
            | WConst::Expr { ty, .. } => *ty,
        }
    }

    /// Whether LLVM's `isNullValue` holds (written as a NULL record).
    pub(crate) fn is_null(&self) -> bool {
        match self {
            WConst::Null(_) => true,
            WConst::Int { bits, .. } | WConst::Float { bits, .. } => *bits == 0,
            _ => false,
        }
    }

    /// The operands the value enumerator visits (none for data sequentials).
    pub(crate) fn operands(&self) -> Vec<Val> {
        match self {
            WConst::Aggregate { elems, .. } => elems.clone(),
            WConst::Expr { op, .. } => op.operands(),
            _ => Vec::new(),
        }
    }
}

/// The writer's constant table and the map from the module's constants into it.
#[derive(Debug, Default)]
pub(crate) struct ConstTable {
    set: IndexSet<WConst>,
    /// The canonical id of each module constant lowered so far, by its index.
    memo: Vec<Option<CId>>,
}

impl ConstTable {
    /// The constant `id`.
    pub(crate) fn get(&self, id: CId) -> Option<&WConst> {
        self.set.get_index(id)
    }

    /// Adds (or finds) a canonical constant.
    pub(crate) fn intern(&mut self, c: WConst) -> CId {
        self.set.insert_full(c).0
    }

    /// The canonical constant of the module constant `c`, lowering it if new.
    pub(crate) fn lower(&mut self, types: &mut Types, consts: &Constants, c: Const) -> Result<CId> {
        if let Some(&Some(id)) = self.memo.get(c.index()) {
            return Ok(id);
        }
        if c.index() >= consts.len() {
            return Err(WriteModuleError::malformed(format!(
                "constant {c:?} is not in the module"
            )));
        }
        let lowered = self.lower_data(types, consts, consts.get(c))?;
        let id = self.intern(lowered);
        if self.memo.len() <= c.index() {
            self.memo.resize(consts.len().max(c.index() + 1), None);
        }
        self.memo[c.index()] = Some(id);
        Ok(id)
    }

    /// The writer's form of an operand.
    pub(crate) fn lower_value(
        &mut self,
        types: &mut Types,
        consts: &Constants,
        v: Value,
    ) -> Result<Val> {
        Ok(match v {
            Value::Const(c) => Val::Const(self.lower(types, consts, c)?),
            Value::Global(g) => Val::Global(g),
            Value::Function(f) => Val::Func(f),
            Value::Arg(i) => Val::Arg(i),
            Value::Inst(i) => Val::Inst(i),
            Value::Metadata(m) => Val::Md(m),
        })
    }

    /// The canonical id of an already lowered module constant.
    pub(crate) fn lowered(&self, c: Const) -> Result<CId> {
        self.memo
            .get(c.index())
            .copied()
            .flatten()
            .ok_or_else(|| WriteModuleError::malformed(format!("constant {c:?} was not lowered")))
    }

    /// The writer's form of an operand whose constants are already lowered.
    pub(crate) fn value(&self, v: Value) -> Result<Val> {
        Ok(match v {
            Value::Const(c) => Val::Const(self.lowered(c)?),
            Value::Global(g) => Val::Global(g),
            Value::Function(f) => Val::Func(f),
            Value::Arg(i) => Val::Arg(i),
            Value::Inst(i) => Val::Inst(i),
            Value::Metadata(m) => Val::Md(m),
        })
    }

    fn lower_data(
        &mut self,
        types: &mut Types,
        consts: &Constants,
        d: &ConstData,
    ) -> Result<WConst> {
        Ok(match d {
            ConstData::Int { ty, bits } => WConst::Int {
                ty: *ty,
                bits: *bits,
            },
            ConstData::Float { ty, bits } => match types.get(*ty) {
                TypeData::Float(FloatKind::BFloat) => {
                    return Err(WriteModuleError::unsupported(
                        "a bfloat constant",
                        "LLVM 3.7 has no bfloat type",
                    ))
                }
                _ => WConst::Float {
                    ty: *ty,
                    bits: *bits,
                },
            },
            ConstData::Null(t) | ConstData::Zero(t) => zero_of(types, *t),
            ConstData::Undef(t) | ConstData::Poison(t) => WConst::Undef(*t),
            ConstData::NoneToken(_) => {
                return Err(WriteModuleError::unsupported(
                    "the token constant `none`",
                    "LLVM 3.7 has no token type",
                ))
            }
            ConstData::Bytes { ty, data } => {
                if data.iter().all(|&b| b == 0) {
                    WConst::Null(*ty)
                } else {
                    WConst::Data {
                        ty: *ty,
                        elems: data.iter().map(|&b| u64::from(b)).collect(),
                    }
                }
            }
            ConstData::Aggregate { ty, elems } => {
                let elems = elems
                    .iter()
                    .map(|&v| self.lower_value(types, consts, v))
                    .collect::<Result<Vec<_>>>()?;
                self.aggregate(types, *ty, elems)
            }
            ConstData::Expr { ty, op } => WConst::Expr {
                ty: *ty,
                op: self.lower_expr(types, consts, op)?,
            },
        })
    }

    fn lower_expr(
        &mut self,
        types: &mut Types,
        consts: &Constants,
        op: &ConstExprOp,
    ) -> Result<WExpr> {
        let mut v = |x: &Value| self.lower_value(types, consts, *x);
        Ok(match op {
            ConstExprOp::Cast { op, val } => WExpr::Cast {
                op: *op,
                val: v(val)?,
            },
            ConstExprOp::Gep {
                source,
                flags,
                inrange,
                base,
                indices,
            } => {
                if inrange.is_some() {
                    return Err(WriteModuleError::unsupported(
                        "getelementptr inrange(...)",
                        "LLVM 3.7 has no inrange",
                    ));
                }
                WExpr::Gep {
                    source: *source,
                    inbounds: flags.inbounds,
                    base: v(base)?,
                    indices: indices.iter().map(v).collect::<Result<Vec<_>>>()?,
                }
            }
            ConstExprOp::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => WExpr::Binary {
                op: *op,
                flags: *flags,
                lhs: v(lhs)?,
                rhs: v(rhs)?,
            },
            ConstExprOp::ICmp { pred, lhs, rhs } => WExpr::Cmp {
                pred: pred.code(),
                lhs: v(lhs)?,
                rhs: v(rhs)?,
            },
            ConstExprOp::FCmp { pred, lhs, rhs } => WExpr::Cmp {
                pred: pred.code(),
                lhs: v(lhs)?,
                rhs: v(rhs)?,
            },
            ConstExprOp::Select {
                cond,
                then_val,
                else_val,
            } => WExpr::Select {
                cond: v(cond)?,
                then_val: v(then_val)?,
                else_val: v(else_val)?,
            },
            ConstExprOp::ExtractElement { vec, index } => WExpr::ExtractElement {
                vec: v(vec)?,
                index: v(index)?,
            },
            ConstExprOp::InsertElement { vec, val, index } => WExpr::InsertElement {
                vec: v(vec)?,
                val: v(val)?,
                index: v(index)?,
            },
            ConstExprOp::ShuffleVector { a, b, mask } => {
                let (a, b) = (v(a)?, v(b)?);
                WExpr::Shuffle {
                    a,
                    b,
                    mask: Val::Const(self.shuffle_mask(types, mask)),
                }
            }
        })
    }

    /// The `<N x i32>` constant a shufflevector mask is in LLVM 3.7 (-1 lanes are undef).
    pub(crate) fn shuffle_mask(&mut self, types: &mut Types, mask: &[i32]) -> CId {
        let i32t = types.int(32);
        let ty = types.vector(i32t, mask.len() as u32);
        let elems = mask
            .iter()
            .map(|&m| {
                Val::Const(if m < 0 {
                    self.intern(WConst::Undef(i32t))
                } else {
                    self.intern(WConst::Int {
                        ty: i32t,
                        bits: u128::from(m as u32),
                    })
                })
            })
            .collect();
        let c = self.aggregate(types, ty, elems);
        self.intern(c)
    }

    /// The `i32 1` an alloca without an element count has as its size operand.
    pub(crate) fn int(&mut self, types: &mut Types, bits: u32, value: u128) -> CId {
        let ty = types.int(bits);
        self.intern(WConst::Int { ty, bits: value })
    }

    /// `-0.0` of float type `ty` (what `fneg x` is `fsub -0.0, x` of).
    pub(crate) fn negative_zero(&mut self, types: &Types, ty: Type) -> Result<CId> {
        let scalar = types.scalar_of(ty);
        let bits = match types.get(scalar) {
            TypeData::Float(k @ (FloatKind::Half | FloatKind::Float | FloatKind::Double)) => {
                1u128 << (k.bits() - 1)
            }
            _ => {
                return Err(WriteModuleError::unsupported(
                    "fneg of this type",
                    "only half, float and double (vectors) can be negated as fsub -0.0",
                ))
            }
        };
        let z = self.intern(WConst::Float { ty: scalar, bits });
        if scalar == ty {
            return Ok(z);
        }
        let n = match types.get(ty) {
            TypeData::Vector { len, .. } => *len as usize,
            _ => 0,
        };
        let c = self.aggregate(types, ty, vec![Val::Const(z); n]);
        Ok(self.intern(c))
    }

    /// The canonical form of an aggregate of `elems`.
    fn aggregate(&self, types: &Types, ty: Type, elems: Vec<Val>) -> WConst {
        let consts: Vec<Option<&WConst>> = elems
            .iter()
            .map(|v| match v {
                Val::Const(c) => self.get(*c),
                _ => None,
            })
            .collect();
        if consts.iter().all(|c| c.is_some_and(WConst::is_null)) {
            return WConst::Null(ty);
        }
        if consts.iter().all(|c| matches!(c, Some(WConst::Undef(_)))) {
            return WConst::Undef(ty);
        }
        let sequential = match types.get(ty) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                data_element_compatible(types, *elem)
            }
            _ => false,
        };
        if sequential {
            let raw: Option<Vec<u64>> = consts
                .iter()
                .map(|c| match c {
                    Some(WConst::Int { bits, .. } | WConst::Float { bits, .. }) => {
                        Some(*bits as u64)
                    }
                    _ => None,
                })
                .collect();
            if let Some(elems) = raw {
                return WConst::Data { ty, elems };
            }
        }
        WConst::Aggregate { ty, elems }
    }
}

/// Whether arrays/vectors of `t` become `ConstantDataSequential`s in LLVM 3.7
/// (i8, i16, i32, i64, float, double; not half).
fn data_element_compatible(types: &Types, t: Type) -> bool {
    matches!(
        types.get(t),
        TypeData::Int(8 | 16 | 32 | 64) | TypeData::Float(FloatKind::Float | FloatKind::Double)
    )
}

/// `zeroinitializer` of `t`, canonical.
fn zero_of(types: &Types, t: Type) -> WConst {
    match types.get(t) {
        TypeData::Int(_) => WConst::Int { ty: t, bits: 0 },
        TypeData::Float(_) => WConst::Float { ty: t, bits: 0 },
        _ => WConst::Null(t),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_of_one_constant_are_one_id() {
        let mut types = Types::new();
        let mut consts = Constants::new();
        let i32t = types.int(32);
        let s = types.structure(vec![i32t, i32t], false);
        let zero = consts.int(i32t, 32, 0);
        let agg = consts.intern(ConstData::Aggregate {
            ty: s,
            elems: vec![zero, zero],
        });
        let z = consts.intern(ConstData::Zero(s));
        let mut t = ConstTable::default();
        let a = t.lower(&mut types, &consts, agg).unwrap();
        let b = t.lower(&mut types, &consts, z).unwrap();
        assert_eq!(a, b);
        assert_eq!(t.get(a), Some(&WConst::Null(s)));

        let arr = types.array(i32t, 2);
        let one = consts.int(i32t, 32, 1);
        let data = consts.intern(ConstData::Aggregate {
            ty: arr,
            elems: vec![one, zero],
        });
        let d = t.lower(&mut types, &consts, data).unwrap();
        assert_eq!(
            t.get(d),
            Some(&WConst::Data {
                ty: arr,
                elems: vec![1, 0]
            })
        );
        assert!(t.get(d).unwrap().operands().is_empty());
    }

    #[test]
    fn shuffle_masks_with_undef_lanes_are_aggregates() {
        let mut types = Types::new();
        let mut t = ConstTable::default();
        let m = t.shuffle_mask(&mut types, &[0, -1]);
        assert!(matches!(t.get(m), Some(WConst::Aggregate { .. })));
        let all_undef = t.shuffle_mask(&mut types, &[-1, -1]);
        assert!(matches!(t.get(all_undef), Some(WConst::Undef(_))));
        let zero = t.shuffle_mask(&mut types, &[0, 0]);
        assert!(matches!(t.get(zero), Some(WConst::Null(_))));
    }
}
