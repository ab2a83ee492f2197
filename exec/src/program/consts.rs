//! The constant pool: every constant operand flattened into leaves, and constant
//! expressions (casts, `getelementptr` on globals) folded.

use super::layout::Layout;
use super::{Reg, CONST_BIT};
use crate::error::ExecError;
use dxil_ir::{CastOp, Const, ConstData, ConstExprOp, GlobalId, Module, Type, Value};
use rustc_hash::FxHashMap;

/// An index of a `getelementptr`: a known constant or an operand with its width.
#[derive(Clone, Copy, Debug)]
pub enum GepIndex {
    /// A constant index.
    Const(i64),
    /// A dynamic index and its width in bits.
    Dyn(Reg, u8),
}

/// The constant offset, dynamic terms and result element type of a `getelementptr`
/// over `source` with `indices`.
pub type GepWalk = (i64, Vec<(Reg, i64, u8)>, Type);

/// Walks `indices` through `source`, in leaves.
pub fn gep_walk(layout: &Layout, source: Type, indices: &[GepIndex]) -> Result<GepWalk, ExecError> {
    let mut offset = 0i64;
    let mut terms = Vec::new();
    let mut cur = source;
    for (k, idx) in indices.iter().enumerate() {
        let (stride, next) = if k == 0 {
            (i64::from(layout.leaves(source)?), source)
        } else if let Some((elem, _)) = layout.vector(cur) {
            (i64::from(layout.leaves(elem)?), elem)
        } else if let dxil_ir::TypeData::Array { elem, .. } = layout.types().get(cur) {
            (i64::from(layout.leaves(*elem)?), *elem)
        } else {
            let GepIndex::Const(i) = *idx else {
                return Err(ExecError::invalid("dynamic index into a struct"));
            };
            let field = u64::try_from(i).map_err(|_| ExecError::invalid("negative field index"))?;
            let (off, ty) = layout.member(cur, field)?;
            offset = offset.wrapping_add(i64::from(off));
            cur = ty;
            continue;
        };
        match *idx {
            GepIndex::Const(i) => offset = offset.wrapping_add(i.wrapping_mul(stride)),
            GepIndex::Dyn(r, bits) => terms.push((r, stride, bits)),
        }
        cur = next;
    }
    Ok((offset, terms, cur))
}

/// Builds the constant pool.
pub struct ConstPool<'m> {
    module: &'m Module,
    layout: Layout<'m>,
    /// Address of every global.
    pub global_addr: FxHashMap<GlobalId, u64>,
    /// The pool.
    pub pool: Vec<u64>,
    cache: FxHashMap<Const, Reg>,
    zero: Option<Reg>,
}

impl<'m> ConstPool<'m> {
    /// An empty pool for `module`; globals get their addresses from `global_addr`.
    pub fn new(module: &'m Module, global_addr: FxHashMap<GlobalId, u64>) -> Self {
        ConstPool {
            module,
            layout: Layout::new(&module.types),
            global_addr,
            pool: Vec::new(),
            cache: FxHashMap::default(),
            zero: None,
        }
    }

    /// Adds raw leaves and returns the register naming the first.
    pub fn push(&mut self, leaves: &[u64]) -> Result<Reg, ExecError> {
        let at = u32::try_from(self.pool.len())
            .ok()
            .filter(|&i| u64::from(i) + (leaves.len() as u64) < u64::from(CONST_BIT))
            .ok_or_else(|| ExecError::unsupported("too many constants"))?;
        self.pool.extend_from_slice(leaves);
        Ok(at | CONST_BIT)
    }

    /// A register holding one zero leaf.
    pub fn zero(&mut self) -> Result<Reg, ExecError> {
        if let Some(z) = self.zero {
            return Ok(z);
        }
        let z = self.push(&[0])?;
        self.zero = Some(z);
        Ok(z)
    }

    /// The register of module-level value `v` (a constant or a global's address).
    pub fn operand(&mut self, v: Value) -> Result<Reg, ExecError> {
        match v {
            Value::Const(c) => {
                if let Some(r) = self.cache.get(&c) {
                    return Ok(*r);
                }
                let mut leaves = Vec::new();
                self.leaves(v, &mut leaves, 0)?;
                if leaves.is_empty() {
                    leaves.push(0);
                }
                let r = self.push(&leaves)?;
                self.cache.insert(c, r);
                Ok(r)
            }
            Value::Global(_) => {
                let mut leaves = Vec::new();
                self.leaves(v, &mut leaves, 0)?;
                self.push(&leaves)
            }
            other => Err(ExecError::unsupported(format!("operand {other:?}"))),
        }
    }

    /// The integer value of a constant operand.
    pub fn int(&self, v: Value) -> Option<i128> {
        self.module.const_int(v)
    }

    /// Appends the leaves of module-level value `v`.
    pub fn leaves(&self, v: Value, out: &mut Vec<u64>, depth: u32) -> Result<(), ExecError> {
        if depth > 64 {
            return Err(ExecError::invalid("constant nesting too deep"));
        }
        match v {
            Value::Global(g) => {
                let addr = self
                    .global_addr
                    .get(&g)
                    .ok_or_else(|| ExecError::invalid("unknown global"))?;
                out.push(*addr);
                Ok(())
            }
            Value::Const(c) => self.const_leaves(c, out, depth),
            other => Err(ExecError::unsupported(format!(
                "constant operand {other:?}"
            ))),
        }
    }

    fn zeros(&self, t: Type, out: &mut Vec<u64>) -> Result<(), ExecError> {
        let n = self.layout.leaves(t)?;
        out.extend(std::iter::repeat_n(0, n as usize));
        Ok(())
    }

    fn const_leaves(&self, c: Const, out: &mut Vec<u64>, depth: u32) -> Result<(), ExecError> {
        if c.index() >= self.module.consts.len() {
            return Err(ExecError::invalid("unknown constant"));
        }
        let data = self.module.consts.get(c);
        match data {
            ConstData::Int { bits, .. } | ConstData::Float { bits, .. } => {
                out.push(*bits as u64);
            }
            ConstData::Null(t)
            | ConstData::Undef(t)
            | ConstData::Poison(t)
            | ConstData::Zero(t) => self.zeros(*t, out)?,
            ConstData::NoneToken(_) => out.push(0),
            ConstData::Aggregate { elems, .. } => {
                for e in elems {
                    self.leaves(*e, out, depth + 1)?;
                }
            }
            ConstData::Bytes { data, .. } => out.extend(data.iter().map(|b| u64::from(*b))),
            ConstData::Expr { ty, op } => self.expr(*ty, op, out, depth)?,
        }
        Ok(())
    }

    fn expr(
        &self,
        ty: Type,
        op: &ConstExprOp,
        out: &mut Vec<u64>,
        depth: u32,
    ) -> Result<(), ExecError> {
        match op {
            ConstExprOp::Cast { op, val } => {
                let mut inner = Vec::new();
                self.leaves(*val, &mut inner, depth + 1)?;
                match op {
                    CastOp::BitCast
                    | CastOp::AddrSpaceCast
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::ZExt => out.extend(inner),
                    CastOp::Trunc => {
                        let bits = self.layout.types().int_bits(ty).unwrap_or(64);
                        out.extend(inner.iter().map(|v| crate::ops::alu::mask(*v, bits)));
                    }
                    other => {
                        return Err(ExecError::unsupported(format!(
                            "constant expression {}",
                            other.keyword()
                        )))
                    }
                }
            }
            ConstExprOp::Gep {
                source,
                base,
                indices,
                ..
            } => {
                let mut b = Vec::new();
                self.leaves(*base, &mut b, depth + 1)?;
                let base_addr = b.first().copied().unwrap_or(0);
                let idx = indices
                    .iter()
                    .map(|i| {
                        self.module
                            .const_int(*i)
                            .map(|v| GepIndex::Const(v as i64))
                            .ok_or_else(|| ExecError::invalid("non-integer constant index"))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                let (off, _, _) = gep_walk(&self.layout, *source, &idx)?;
                out.push(base_addr.wrapping_add(off as u64));
            }
            other => {
                return Err(ExecError::unsupported(format!(
                    "constant expression {other:?}"
                )))
            }
        }
        Ok(())
    }
}
