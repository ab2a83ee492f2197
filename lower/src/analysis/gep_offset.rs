//! Byte offsets of `getelementptr` chains: a constant plus `value * scale` terms,
//! accumulated over the indices of one GEP after another, and turned back into an
//! element index of an array (`offset / element size`) as `i32` instructions.
//!
//! Passes that re-express a chain of GEPs as one GEP from its root (array flattening)
//! read the chain with [`ByteOffset::add_gep`] and write the new index with
//! [`emit_element_index`].

use crate::rewrite::FuncCursor;
use dxil_ir::{BinOp, Block, CastOp, Module, Type, TypeData, Value};
use dxil_model::layout::DataLayout;
use rustc_hash::FxHashMap;

/// A byte offset from a base pointer: `bytes + Σ value * scale`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteOffset {
    /// The constant part.
    pub bytes: i64,
    /// The variable part: (index value, bytes per unit of it); one term per value.
    pub terms: Vec<(Value, i64)>,
    /// What each GEP read by [`ByteOffset::add_gep`] added, in order: its constant and
    /// its variable terms, so the sum can be rebuilt GEP by GEP as LLVM emits it.
    pub steps: Vec<(i64, Vec<(Value, i64)>)>,
}

impl ByteOffset {
    /// Adds `value * scale` (merging with an existing term of the same value).
    pub fn add_term(&mut self, value: Value, scale: i64) {
        if scale == 0 {
            return;
        }
        match self.terms.iter_mut().find(|(v, _)| *v == value) {
            Some((_, s)) => *s += scale,
            None => self.terms.push((value, scale)),
        }
        self.terms.retain(|(_, s)| *s != 0);
    }

    /// Adds what `getelementptr source, base, indices...` adds to its base: the first
    /// index steps over whole `source`s, later ones into arrays, vectors (by element)
    /// and structs (constant field numbers only). Returns the type the GEP points to,
    /// or why the GEP cannot be read.
    pub fn add_gep(
        &mut self,
        m: &Module,
        dl: &DataLayout,
        source: Type,
        indices: &[Value],
    ) -> Result<Type, String> {
        let mut step = ByteOffset::default();
        let ty = step.add_gep_terms(m, dl, source, indices)?;
        self.add(&step);
        self.steps.push((step.bytes, step.terms));
        Ok(ty)
    }

    /// [`ByteOffset::add_gep`] without recording the step.
    fn add_gep_terms(
        &mut self,
        m: &Module,
        dl: &DataLayout,
        source: Type,
        indices: &[Value],
    ) -> Result<Type, String> {
        let types = &m.types;
        let mut cur = source;
        for (n, &ix) in indices.iter().enumerate() {
            let (scale, next) = if n == 0 {
                (dl.alloc_size(types, cur), cur)
            } else {
                match types.get(cur) {
                    TypeData::Array { elem, .. } => (dl.alloc_size(types, *elem), *elem),
                    TypeData::Vector { elem, .. } => (dl.store_size(types, *elem), *elem),
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let k = m
                            .const_int(ix)
                            .and_then(|k| usize::try_from(k).ok())
                            .ok_or("a struct index of a GEP that is not a constant")?;
                        let (offsets, _) = dl.struct_layout(types, cur);
                        let field = types
                            .aggregate_element(cur, k as u64)
                            .ok_or("a GEP struct index out of range")?;
                        let off = offsets.get(k).copied().unwrap_or(0);
                        self.bytes = self.bytes.wrapping_add(off as i64);
                        cur = field;
                        continue;
                    }
                    _ => return Err("a GEP that indexes into a scalar".into()),
                }
            };
            let scale = scale as i64;
            match m.const_int(ix) {
                Some(k) => self.bytes = self.bytes.wrapping_add((k as i64).wrapping_mul(scale)),
                None => self.add_term(ix, scale),
            }
            cur = next;
        }
        Ok(cur)
    }

    /// Adds another offset to this one.
    pub fn add(&mut self, other: &ByteOffset) {
        self.bytes = self.bytes.wrapping_add(other.bytes);
        for &(v, s) in &other.terms {
            self.add_term(v, s);
        }
        self.steps.extend(other.steps.iter().cloned());
    }

    /// Whether the recorded GEP steps add up to exactly this offset (nothing was added
    /// to it besides them).
    pub fn steps_add_up(&self) -> bool {
        let mut sum = ByteOffset::default();
        for (k, terms) in &self.steps {
            sum.bytes = sum.bytes.wrapping_add(*k);
            for &(v, s) in terms {
                sum.add_term(v, s);
            }
        }
        let mut mine = self.terms.clone();
        let mut theirs = sum.terms;
        mine.sort();
        theirs.sort();
        sum.bytes == self.bytes && mine == theirs
    }

    /// Whether every variable term is a whole number of `unit`s.
    pub fn terms_divisible_by(&self, unit: i64) -> bool {
        unit > 0 && self.terms.iter().all(|(_, s)| s % unit == 0)
    }
}

/// The variable parts of element indices already computed, by block: a later index in
/// the same block with the same terms reuses the value (it is inserted earlier in that
/// block, so it dominates).
#[derive(Debug, Default)]
pub struct IndexCache {
    sums: FxHashMap<(Block, Vec<(Value, i64)>), Value>,
}

/// Inserts at the cursor the `i32` index `Σ value * (scale / unit) + bytes / unit` of
/// `off` (the constant part rounded towards negative infinity; callers handle the
/// remainder). Index values narrower or wider than `i32` are sign-extended or
/// truncated first. `None` when a variable term is not a whole number of `unit`s.
/// With a cache, the variable sum computed for an earlier index of the same block is
/// reused; callers must then insert in program order within each block.
pub fn emit_element_index(
    cur: &mut FuncCursor,
    off: &ByteOffset,
    unit: i64,
    cache: Option<&mut IndexCache>,
) -> Option<Value> {
    if unit <= 0 {
        return None;
    }
    // A term whose scale is not a multiple of the unit may still be one, when its value
    // is known to be a multiple of what the scale lacks (clang's byte GEP by
    // `select i1 %c, i32 4, i32 8` into an array of floats): its value is divided first.
    let mut units: Vec<(Value, i64)> = Vec::with_capacity(off.terms.len());
    for &(v, s) in &off.terms {
        if s % unit == 0 {
            units.push((v, s / unit));
            continue;
        }
        let g = gcd(s.abs(), unit);
        let divisor = unit / g;
        if known_multiple(cur, v, 0) % divisor != 0 {
            return None;
        }
        let v = as_i32(cur, v);
        let d = cur.i32(divisor);
        let q = cur.binary(BinOp::SDiv, v, d);
        units.push((q, s / g));
    }
    let key = cur.current_block().map(|b| (b, units.clone()));
    let cached = match (&cache, &key) {
        (Some(c), Some(k)) => c.sums.get(k).copied(),
        _ => None,
    };
    let mut acc: Option<Value> = cached;
    if cached.is_none() {
        acc = emit_term_sum(cur, &units);
        if let (Some(c), Some(k), Some(a)) = (cache, key, acc) {
            c.sums.insert(k, a);
        }
    }
    let k = off.bytes.div_euclid(unit);
    Some(match acc {
        None => cur.i32(k),
        Some(a) if k == 0 => a,
        Some(a) => {
            let kv = cur.i32(k);
            cur.binary(BinOp::Add, a, kv)
        }
    })
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}

/// A number `v` is known to be a multiple of (1 when nothing is known): constants,
/// selects and phis of known multiples, sums, products and left shifts of them.
fn known_multiple(cur: &FuncCursor, v: Value, depth: u32) -> i64 {
    /// What stands for "any multiple" (the value 0).
    const ANY: i64 = 1 << 30;
    if depth > 8 {
        return 1;
    }
    if let Some(c) = cur.m.const_int(v) {
        let c = c.unsigned_abs().min(ANY as u128) as i64;
        return if c == 0 { ANY } else { c };
    }
    let Value::Inst(i) = v else { return 1 };
    let km = |x: Value| known_multiple(cur, x, depth + 1);
    match &cur.body.insts[i].kind {
        dxil_ir::InstKind::Select {
            then_val, else_val, ..
        } => gcd(km(*then_val), km(*else_val)),
        dxil_ir::InstKind::Phi { incoming, .. } => incoming
            .iter()
            .map(|(v, _)| km(*v))
            .reduce(gcd)
            .unwrap_or(1),
        dxil_ir::InstKind::Binary { op, lhs, rhs, .. } => match op {
            BinOp::Add | BinOp::Sub => gcd(km(*lhs), km(*rhs)),
            BinOp::Mul => km(*lhs).saturating_mul(km(*rhs)).min(ANY),
            BinOp::Shl => match cur.m.const_int(*rhs) {
                Some(k) if (0..30).contains(&k) => km(*lhs).saturating_mul(1 << k).min(ANY),
                _ => 1,
            },
            _ => 1,
        },
        dxil_ir::InstKind::Cast {
            op: CastOp::ZExt | CastOp::SExt,
            val,
            ..
        } => km(*val),
        _ => 1,
    }
}

/// Inserts at the cursor the `i32` byte offset `off` as LLVM's resource access writes
/// a merged GEP offset: the `value * scale` products summed, then the constant added in
/// front (`add i32 4, %prod`); a constant offset inserts nothing.
pub fn emit_byte_offset(cur: &mut FuncCursor, off: &ByteOffset) -> Value {
    let acc = emit_term_sum(cur, &off.terms);
    let k = cur.i32(off.bytes);
    match acc {
        None => k,
        Some(a) if off.bytes == 0 => a,
        Some(a) => cur.binary(BinOp::Add, k, a),
    }
}

/// Inserts at the cursor `Σ value * scale` as `i32`s (`mul` where the scale is not 1,
/// `add`s in order); `None` for no terms.
fn emit_term_sum(cur: &mut FuncCursor, terms: &[(Value, i64)]) -> Option<Value> {
    let mut acc: Option<Value> = None;
    for &(v, s) in terms {
        let v = as_i32(cur, v);
        let term = if s == 1 {
            v
        } else {
            let k = cur.i32(s);
            cur.binary(BinOp::Mul, v, k)
        };
        acc = Some(match acc {
            None => term,
            Some(a) => cur.binary(BinOp::Add, a, term),
        });
    }
    acc
}

/// `v` as an `i32` (sign-extended or truncated if it is another integer width).
fn as_i32(cur: &mut FuncCursor, v: Value) -> Value {
    let t = cur.ty(v);
    let i32t = cur.m.types.int(32);
    match cur.m.types.int_bits(t) {
        Some(b) if b < 32 => cur.cast(CastOp::SExt, v, i32t),
        Some(b) if b > 32 => cur.cast(CastOp::Trunc, v, i32t),
        _ => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxil_ir::FloatKind;

    #[test]
    fn offsets_of_array_struct_and_byte_geps() {
        let mut m = Module::new();
        let f = m.types.float(FloatKind::Float);
        let row = m.types.array(f, 17);
        let tile = m.types.array(row, 16);
        let i8t = m.types.int(8);
        let s = m.types.structure(vec![f, row], false);
        let dl = DataLayout::default();
        let zero = dxil_ir::edit::const_int(&mut m, 32, 0);
        let two = dxil_ir::edit::const_int(&mut m, 32, 2);
        let one = dxil_ir::edit::const_int(&mut m, 32, 1);
        let var = Value::Arg(0);
        let mut o = ByteOffset::default();
        let t = o.add_gep(&m, &dl, tile, &[zero, var, two]).unwrap();
        assert_eq!(t, f);
        assert_eq!(o.bytes, 8);
        assert_eq!(o.terms, vec![(var, 68)]);
        o.add_gep(&m, &dl, i8t, &[two]).unwrap();
        assert_eq!(o.bytes, 10);
        let mut p = ByteOffset::default();
        p.add_gep(&m, &dl, s, &[zero, one, two]).unwrap();
        assert_eq!(p.bytes, 12);
        assert!(p.add_gep(&m, &dl, s, &[zero, var]).is_err());
        o.add(&p);
        assert_eq!(o.bytes, 22);
        o.add_term(var, -68);
        assert!(o.terms.is_empty());
        assert!(o.terms_divisible_by(4));
    }
}
