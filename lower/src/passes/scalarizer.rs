//! `scalarizer`: DXIL has no vector instructions (DXIL.rst, "Scalar IR"), so every
//! vector arithmetic, compare, select, cast, phi, `extractelement`, `insertelement`,
//! `shufflevector`, vector load and store, and call of an element-wise intrinsic is
//! split into one scalar instruction per lane.
//!
//! Each vector value gets its lanes; users that stay vector-typed (calls of resource
//! intrinsics, returns) get the vector rebuilt with an `insertelement` chain, which
//! later lowering reads lanes out of again and [`fold_vector_extracts`] folds away.

use crate::analysis::block_order::reverse_post_order;
use crate::analysis::lane_alignment::lane_align;
use crate::analysis::value_names::{value_name, LocalNames};
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{erase_marked, remove_dead_code_keeping, unused_insts, FuncCursor};
use crate::transforms::extract_folding::{fold_vector_extracts, vector_shape};
use dxil_ir::edit::{callee_name, const_element};
use dxil_ir::{
    Block, FuncId, Inst, InstData, InstKind, IntPredicate, Module, SecondaryMap, Type, TypeData,
    Value,
};
use rustc_hash::FxHashMap;

/// The `scalarizer` pass.
pub struct Scalarizer;

impl Pass for Scalarizer {
    fn name(&self) -> &'static str {
        "scalarizer"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        scalarize_module(module);
        Ok(())
    }
}

/// Intrinsics that apply to each lane independently (their scalar form has the same
/// name with `vN` dropped from the overload suffixes).
const ELEMENTWISE: &[&str] = &[
    "llvm.fabs",
    "llvm.dx.saturate",
    "llvm.dx.isinf",
    "llvm.dx.isnan",
    "llvm.cos",
    "llvm.sin",
    "llvm.tan",
    "llvm.acos",
    "llvm.asin",
    "llvm.atan",
    "llvm.cosh",
    "llvm.sinh",
    "llvm.tanh",
    "llvm.exp2",
    "llvm.log2",
    "llvm.dx.frac",
    "llvm.sqrt",
    "llvm.dx.rsqrt",
    "llvm.roundeven",
    "llvm.rint",
    "llvm.nearbyint",
    "llvm.floor",
    "llvm.ceil",
    "llvm.trunc",
    "llvm.bitreverse",
    "llvm.ctpop",
    "llvm.dx.firstbitlow",
    "llvm.dx.firstbituhigh",
    "llvm.dx.firstbitshigh",
    "llvm.maxnum",
    "llvm.minnum",
    "llvm.smax",
    "llvm.smin",
    "llvm.umax",
    "llvm.umin",
    "llvm.fmuladd",
    "llvm.fma",
    "llvm.dx.imad",
    "llvm.dx.umad",
    "llvm.dx.asdouble",
    "llvm.dx.legacyf16tof32",
    "llvm.dx.legacyf32tof16",
    "llvm.dx.ddx.coarse",
    "llvm.dx.ddy.coarse",
    "llvm.dx.ddx.fine",
    "llvm.dx.ddy.fine",
    "llvm.dx.wave.readlane",
    "llvm.dx.wave.readfirst",
    "llvm.dx.wave.all.equal",
    "llvm.dx.wave.reduce.sum",
    "llvm.dx.wave.reduce.usum",
    "llvm.dx.wave.reduce.max",
    "llvm.dx.wave.reduce.umax",
    "llvm.dx.wave.reduce.min",
    "llvm.dx.wave.reduce.umin",
    "llvm.dx.wave.reduce.product",
    "llvm.dx.wave.reduce.uproduct",
    "llvm.dx.wave.prefix.sum",
    "llvm.dx.wave.prefix.usum",
    "llvm.dx.wave.prefix.product",
    "llvm.dx.wave.prefix.uproduct",
    "llvm.dx.wave.product",
    "llvm.dx.wave.uproduct",
    "llvm.dx.wave.reduce.and",
    "llvm.dx.wave.reduce.or",
    "llvm.dx.wave.reduce.xor",
    "llvm.dx.quad.read.lane.at",
    "llvm.dx.quad.read.across.x",
    "llvm.dx.quad.read.across.y",
    "llvm.dx.quad.read.across.diagonal",
];

/// Element-wise intrinsics returning a struct of vectors of one length, as
/// `{ <N x i32>, <N x i32> } @llvm.dx.splitdouble.vNi32`: each lane becomes a call
/// returning the struct of the scalar fields.
const STRUCT_ELEMENTWISE: &[&str] = &["llvm.dx.splitdouble"];

fn is_struct_elementwise(name: &str) -> bool {
    STRUCT_ELEMENTWISE
        .iter()
        .any(|b| dxil_analysis::intrinsics::is_intrinsic(name, b))
}

/// The lane count and the scalar field types of a struct whose fields are all
/// vectors of one length.
fn struct_of_vectors_shape(m: &Module, t: Type) -> Option<(u32, Vec<Type>)> {
    let (fields, _) = m.types.struct_fields(t)?;
    let mut len = None;
    let mut elems = Vec::with_capacity(fields.len());
    for &f in fields {
        let (n, e) = vector_shape(m, f)?;
        if len.is_some_and(|l| l != n) {
            return None;
        }
        len = Some(n);
        elems.push(e);
    }
    Some((len?, elems))
}

fn is_elementwise(name: &str) -> bool {
    ELEMENTWISE
        .iter()
        .any(|b| dxil_analysis::intrinsics::is_intrinsic(name, b))
}

/// The scalar overload of an element-wise intrinsic: `llvm.sin.v4f32` → `llvm.sin.f32`.
fn scalar_intrinsic_name(name: &str) -> String {
    name.split('.')
        .map(|seg| {
            let digits = seg
                .strip_prefix('v')
                .map(|r| r.chars().take_while(|c| c.is_ascii_digit()).count())
                .unwrap_or(0);
            if digits > 0 && seg.len() > 1 + digits {
                &seg[1 + digits..]
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// Scalarizes every definition of `m`.
pub fn scalarize_module(m: &mut Module) {
    split_aggregate_phis(m);
    // No value has a vector type the module does not have: then no walk at all.
    if !m
        .types
        .iter()
        .any(|(_, t)| matches!(t, TypeData::Vector { .. }))
    {
        return;
    }
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        if !mentions_vectors(m, f) {
            // Nothing to split, fold, or leave dead: the function stays as it is.
            continue;
        }
        if let Some(mut cur) = FuncCursor::open(m, f) {
            let given_dead = unused_insts(cur.m, &cur.body, |_| false);
            cur.defer_replacements();
            let dead = {
                let mut s = Scalarize::new(&mut cur);
                s.run();
                s.dead
            };
            cur.apply_replacements();
            erase_marked(&mut cur.body, &dead);
            fold_vector_extracts(&mut cur);
            let body = &mut cur.body;
            remove_dead_code_keeping(cur.m, body, |_| false, &given_dead);
            cur.finish();
        }
    }
}

/// Splits the phis of arrays and structs into phis of their elements (see
/// [`crate::transforms::aggregate_phis`]), folds the extracts of the aggregates
/// rebuilt from them, and removes what that leaves unused.
fn split_aggregate_phis(m: &mut Module) {
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let has = m.functions[f].body.as_ref().is_some_and(|body| {
            body.placed_insts().any(|(_, i)| {
                let d = &body.insts[i];
                matches!(d.kind, InstKind::Phi { .. })
                    && matches!(
                        m.types.get(d.ty),
                        TypeData::Array { .. } | TypeData::Struct { .. }
                    )
            })
        });
        if !has {
            continue;
        }
        if let Some(mut cur) = FuncCursor::open(m, f) {
            let given_dead = unused_insts(cur.m, &cur.body, |_| false);
            if crate::transforms::aggregate_phis::split_aggregate_phis(&mut cur) {
                fold_vector_extracts(&mut cur);
                // The aggregates and extracts no one uses now go; dead code the
                // function had stays, as the scalarizer leaves it.
                remove_dead_code_keeping(cur.m, &mut cur.body, |_| false, &given_dead);
            }
            cur.finish();
        }
    }
}

/// Whether the body of `f` has a value of vector type (an instruction's result, or an
/// operand: constant, argument or instruction) or a call returning a struct of vectors:
/// what the scalarizer works on. One cheap walk, so that vector-free functions skip
/// the pass.
fn mentions_vectors(m: &Module, f: FuncId) -> bool {
    let func = &m.functions[f];
    let Some(body) = &func.body else {
        return false;
    };
    let is_vector = |t: Type| matches!(m.types.get(t), TypeData::Vector { .. });
    let params: &[Type] = match m.types.get(func.ty) {
        TypeData::Function { params, .. } => params,
        _ => &[],
    };
    body.placed_insts().any(|(_, i)| {
        let data = &body.insts[i];
        if is_vector(data.ty) || struct_of_vectors_shape(m, data.ty).is_some() {
            return true;
        }
        let mut found = false;
        data.kind.for_each_operand(|v| {
            found |= match v {
                Value::Inst(o) => is_vector(body.insts[o].ty),
                Value::Const(c) => is_vector(m.consts.get(c).ty()),
                Value::Arg(a) => params.get(a as usize).is_some_and(|t| is_vector(*t)),
                _ => false,
            }
        });
        found
    })
}

struct Scalarize<'a, 'm> {
    cur: &'a mut FuncCursor<'m>,
    lanes: FxHashMap<Value, Vec<Value>>,
    /// For a struct of vectors split by lanes: the scalar struct of each lane.
    struct_lanes: FxHashMap<Value, Vec<Value>>,
    /// Lanes extracted from values the pass did not split (arguments, loads of
    /// other passes, calls), made when first asked for.
    extracted: FxHashMap<Value, Vec<Option<Value>>>,
    /// Where this visit extracts lanes of each value: before the first non-phi
    /// instruction after its definition (the entry block's first instruction for
    /// arguments), as found when the visit first asked, as LLVM's scalarizer does.
    anchors: FxHashMap<Value, Option<Inst>>,
    /// The function's parameter names (lanes of an argument are named after it).
    params: Vec<Option<Box<str>>>,
    /// Names for the new lanes, as LLVM's scalarizer gives them: lane `k` of `%v` is
    /// `%v.ik`, the rebuilt vector's partial `insertelement`s `%v.uptok`.
    names: LocalNames,
    /// The instructions replaced, taken out of their blocks all at once at the end
    /// (the cursor's replacements are deferred too: `visit` reads operands through
    /// them).
    dead: SecondaryMap<Inst, bool>,
}

impl<'a, 'm> Scalarize<'a, 'm> {
    fn new(cur: &'a mut FuncCursor<'m>) -> Self {
        let params = cur.m.functions[cur.func].param_names.clone();
        let names = LocalNames::of(&params);
        Scalarize {
            params,
            names,
            cur,
            lanes: FxHashMap::default(),
            struct_lanes: FxHashMap::default(),
            extracted: FxHashMap::default(),
            anchors: FxHashMap::default(),
            dead: SecondaryMap::new(),
        }
    }

    fn run(&mut self) {
        let order = reverse_post_order(&self.cur.body);
        // Phis first, so values flowing around loops have lanes before their uses.
        let mut phis = Vec::new();
        for &b in &order {
            for &i in &self.cur.body.blocks[b].insts.clone() {
                let d = &self.cur.body.insts[i];
                if let InstKind::Phi { incoming } = &d.kind {
                    if let Some((len, elem)) = vector_shape(self.cur.m, d.ty) {
                        phis.push((b, i, len, elem, incoming.clone()));
                    }
                }
            }
        }
        let mut phi_lanes = Vec::new();
        for (b, i, len, elem, incoming) in &phis {
            self.cur.before(*i);
            let scalar_phis: Vec<Value> = (0..*len)
                .map(|_| {
                    self.cur.insert(
                        *elem,
                        InstKind::Phi {
                            incoming: Vec::new(),
                        },
                    )
                })
                .collect();
            self.lanes.insert(Value::Inst(*i), scalar_phis.clone());
            phi_lanes.push((*b, *i, scalar_phis, incoming.clone()));
        }
        for &b in &order {
            for i in self.cur.body.blocks[b].insts.clone() {
                self.visit(i);
            }
        }
        for (b, i, scalar_phis, incoming) in phi_lanes {
            for (v, pred) in incoming {
                let lanes = self.lanes_of_at_end(v, pred, scalar_phis.len() as u32);
                for (k, p) in scalar_phis.iter().enumerate() {
                    if let Value::Inst(pi) = p {
                        if let InstKind::Phi { incoming } = &mut self.cur.body.insts[*pi].kind {
                            incoming.push((lanes[k], pred));
                        }
                    }
                }
            }
            // Rebuild the vector for users that stay vector-typed.
            self.cur.block_start(b);
            let ty = self.cur.body.insts[i].ty;
            let g = self.cur.build_vector(ty, &scalar_phis);
            self.lanes.insert(g, scalar_phis.clone());
            self.dead.set(i, true);
            self.cur.replace_uses(Value::Inst(i), g);
        }
    }

    /// The lanes of `v`, extracting the missing ones after its definition.
    fn lanes_of(&mut self, v: Value, len: u32) -> Vec<Value> {
        (0..len).map(|k| self.lane(v, len, k)).collect()
    }

    /// Lane `k` of the `len`-lane vector `v`: a lane the pass made, a constant's
    /// element, or an `extractelement` made now (at the visit's anchor for `v`) or
    /// earlier.
    fn lane(&mut self, v: Value, len: u32, k: u32) -> Value {
        if let Some(l) = self.lanes.get(&v) {
            if let Some(&x) = l.get(k as usize) {
                return x;
            }
        }
        if v.as_const().is_some() {
            let ty = self.cur.ty(v);
            return const_element(self.cur.m, v, k).unwrap_or_else(|| {
                let e = self.cur.m.types.scalar_of(ty);
                self.cur.m.consts.undef(e)
            });
        }
        if let Some(Some(x)) = self.extracted.get(&v).and_then(|l| l.get(k as usize)) {
            return *x;
        }
        let anchor = self.anchor(v);
        let saved = self.cur.save();
        if let Some(a) = anchor {
            self.cur.before(a);
        }
        let x = self.cur.extract_element(v, k);
        self.name_lane(x, v, k);
        self.cur.restore(saved);
        let slots = self
            .extracted
            .entry(v)
            .or_insert_with(|| vec![None; len as usize]);
        if let Some(slot) = slots.get_mut(k as usize) {
            *slot = Some(x);
        }
        x
    }

    /// Whether [`Scalarize::lane`] finds each of the `len` lanes of `v` without
    /// extracting one (so `v` needs no anchor; finding one walks its block).
    fn has_all_lanes(&self, v: Value, len: u32) -> bool {
        let len = len as usize;
        v.as_const().is_some()
            || self.lanes.get(&v).is_some_and(|l| l.len() >= len)
            || self
                .extracted
                .get(&v)
                .is_some_and(|l| l.len() >= len && l[..len].iter().all(Option::is_some))
    }

    /// Where this visit extracts lanes of `v`, fixed by the first ask.
    fn anchor(&mut self, v: Value) -> Option<Inst> {
        if let Some(a) = self.anchors.get(&v) {
            return *a;
        }
        let a = self.anchor_for(v);
        self.anchors.insert(v, a);
        a
    }

    /// The first non-phi instruction after `v`'s definition (of the entry block for
    /// an argument).
    fn anchor_for(&self, v: Value) -> Option<Inst> {
        let body = &self.cur.body;
        let (block, from) = match v {
            Value::Inst(d) => {
                let (b, pos) = crate::rewrite::find_inst(body, d)?;
                (b, pos + 1)
            }
            _ => (body.entry()?, 0),
        };
        body.blocks[block].insts[from..]
            .iter()
            .copied()
            .find(|i| !matches!(body.insts[*i].kind, InstKind::Phi { .. }))
    }

    /// One new instruction per lane before `i`: lane `k` of every vector operand in
    /// `ops` (other operands as they are) goes to `make`. Each lane's operands are
    /// extracted right before its instruction, so lanes come out in order.
    fn split_lanes(
        &mut self,
        i: Inst,
        len: u32,
        elem: Type,
        fmf: dxil_ir::FastMathFlags,
        ops: &[Value],
        mut make: impl FnMut(&[Value]) -> InstKind,
    ) -> Vec<Value> {
        let vector_ops: Vec<bool> = ops
            .iter()
            .map(|o| {
                let t = self.cur.ty(*o);
                vector_shape(self.cur.m, t).is_some()
            })
            .collect();
        // All operands' anchors first, as LLVM scatters every operand before
        // splitting.
        for (o, vector) in ops.iter().zip(&vector_ops) {
            if *vector && !self.has_all_lanes(*o, len) {
                self.anchor(*o);
            }
        }
        (0..len)
            .map(|k| {
                let lane_ops: Vec<Value> = ops
                    .iter()
                    .zip(&vector_ops)
                    .map(|(o, vector)| if *vector { self.lane(*o, len, k) } else { *o })
                    .collect();
                self.cur.before(i);
                let v = self.cur.insert(elem, make(&lane_ops));
                if let Value::Inst(vi) = v {
                    self.cur.body.insts[vi].fmf = fmf;
                }
                self.name_lane(v, Value::Inst(i), k);
                v
            })
            .collect()
    }

    /// Names `lane` (a new instruction) lane `k` of `of`: `%<of>.i<k>`.
    fn name_lane(&mut self, lane: Value, of: Value, k: u32) {
        let base = format!("{}.i{k}", value_name(&self.params, &self.cur.body, of));
        self.names.name_value(&mut self.cur.body, lane, &base);
    }

    /// `lanes` put back into a vector of type `ty` for the users of `i` that stay
    /// vector-typed: `%<i>.upto<k>` for the partial vectors, `%<i>` for the whole.
    fn gather(&mut self, i: Inst, ty: Type, lanes: &[Value]) -> Value {
        let g = self.cur.build_vector(ty, lanes);
        let base = value_name(&self.params, &self.cur.body, Value::Inst(i)).to_string();
        // The `insertelement` chain below `g`, first one first.
        let mut parts = Vec::new();
        let mut at = g;
        while let Value::Inst(p) = at {
            let InstKind::InsertElement { vec, .. } = self.cur.body.insts[p].kind else {
                break;
            };
            parts.push(p);
            at = vec;
        }
        parts.reverse();
        // The last is `g` itself, which takes the name of `i`.
        parts.pop();
        for (k, part) in parts.into_iter().enumerate() {
            self.names
                .name(&mut self.cur.body, part, &format!("{base}.upto{k}"));
        }
        LocalNames::take_name(&mut self.cur.body, i, g);
        g
    }

    /// Lanes of `v` for use at the end of `pred` (phi incoming values).
    fn lanes_of_at_end(&mut self, v: Value, _pred: Block, len: u32) -> Vec<Value> {
        self.lanes_of(v, len)
    }

    fn visit(&mut self, i: Inst) {
        self.anchors.clear();
        let InstData {
            mut kind, ty, fmf, ..
        } = self.cur.body.insts[i].clone();
        kind.map_operands(|v| self.cur.resolved(v));
        let m = &*self.cur.m;
        let result_shape = vector_shape(m, ty);
        let new_lanes: Option<Vec<Value>> = match (&kind, result_shape) {
            (InstKind::Phi { .. }, _) => None,
            (
                InstKind::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                },
                Some((len, elem)),
            ) => Some(
                self.split_lanes(i, len, elem, fmf, &[*lhs, *rhs], |o| InstKind::Binary {
                    op: *op,
                    flags: *flags,
                    lhs: o[0],
                    rhs: o[1],
                }),
            ),
            (InstKind::FNeg { val }, Some((len, elem))) => {
                Some(self.split_lanes(i, len, elem, fmf, &[*val], |o| InstKind::FNeg { val: o[0] }))
            }
            (
                InstKind::ICmp {
                    pred,
                    samesign,
                    lhs,
                    rhs,
                },
                Some((len, elem)),
            ) => Some(
                self.split_lanes(i, len, elem, fmf, &[*lhs, *rhs], |o| InstKind::ICmp {
                    pred: *pred,
                    samesign: *samesign,
                    lhs: o[0],
                    rhs: o[1],
                }),
            ),
            (InstKind::FCmp { pred, lhs, rhs }, Some((len, elem))) => {
                Some(
                    self.split_lanes(i, len, elem, fmf, &[*lhs, *rhs], |o| InstKind::FCmp {
                        pred: *pred,
                        lhs: o[0],
                        rhs: o[1],
                    }),
                )
            }
            (
                InstKind::Select {
                    cond,
                    then_val,
                    else_val,
                },
                Some((len, elem)),
            ) => {
                let ops = [*cond, *then_val, *else_val];
                Some(
                    self.split_lanes(i, len, elem, fmf, &ops, |o| InstKind::Select {
                        cond: o[0],
                        then_val: o[1],
                        else_val: o[2],
                    }),
                )
            }
            (InstKind::Cast { op, flags, val }, Some((len, elem))) => {
                let vt = self.cur.ty(*val);
                match vector_shape(self.cur.m, vt) {
                    Some((n, _)) if n == len => {
                        Some(
                            self.split_lanes(i, len, elem, fmf, &[*val], |o| InstKind::Cast {
                                op: *op,
                                flags: *flags,
                                val: o[0],
                            }),
                        )
                    }
                    Some((n, src_elem)) if *op == dxil_ir::CastOp::BitCast => {
                        self.cur.before(i);
                        self.narrowing_bitcast(*val, n, src_elem, len, elem)
                    }
                    // A scalar made a one-lane vector (clang's `float` to `<1 x float>`).
                    None if *op == dxil_ir::CastOp::BitCast && len == 1 => {
                        self.cur.before(i);
                        let lane = if vt == elem {
                            *val
                        } else {
                            self.cur.insert(
                                elem,
                                InstKind::Cast {
                                    op: *op,
                                    flags: *flags,
                                    val: *val,
                                },
                            )
                        };
                        Some(vec![lane])
                    }
                    _ => None,
                }
            }
            (InstKind::InsertElement { vec, val, index }, Some((len, elem))) => {
                self.cur.before(i);
                let mut a = self.lanes_of(*vec, len);
                match self.cur.m.const_int(*index) {
                    Some(k) if (0..i128::from(len)).contains(&k) => {
                        a[k as usize] = *val;
                        Some(a)
                    }
                    Some(_) => Some(a),
                    None => {
                        let idx_ty = self.cur.ty(*index);
                        let bits = self.cur.m.types.int_bits(idx_ty).unwrap_or(32);
                        let mut out = Vec::with_capacity(len as usize);
                        for (k, lane) in a.iter().enumerate() {
                            let kc = self.cur.m.consts.int(idx_ty, bits, k as i128);
                            let c = self.cur.icmp(IntPredicate::Eq, *index, kc);
                            out.push(self.cur.insert(
                                elem,
                                InstKind::Select {
                                    cond: c,
                                    then_val: *val,
                                    else_val: *lane,
                                },
                            ));
                        }
                        Some(out)
                    }
                }
            }
            (InstKind::ShuffleVector { a, b, mask }, Some((_, elem))) => {
                let at = self.cur.ty(*a);
                let n = vector_shape(self.cur.m, at).map(|s| s.0).unwrap_or(0);
                self.cur.before(i);
                let la = self.lanes_of(*a, n);
                let lb = self.lanes_of(*b, n);
                let undef = self.cur.m.consts.undef(elem);
                Some(
                    mask.iter()
                        .map(|&k| match k {
                            k if k < 0 => undef,
                            k if (k as u32) < n => la[k as usize],
                            k => lb.get(k as usize - n as usize).copied().unwrap_or(undef),
                        })
                        .collect(),
                )
            }
            (
                InstKind::Load {
                    ptr,
                    align,
                    volatile,
                    atomic: None,
                },
                Some((len, elem)),
            ) => {
                self.cur.before(i);
                let mut out = Vec::new();
                for k in 0..len {
                    let p = self.lane_pointer(*ptr, ty, k);
                    out.push(self.cur.insert(
                        elem,
                        InstKind::Load {
                            ptr: p,
                            align: lane_align(*align, self.cur.m, elem, k),
                            volatile: *volatile,
                            atomic: None,
                        },
                    ));
                }
                Some(out)
            }
            (InstKind::Call { args, .. }, Some((len, elem)))
                if callee_name(self.cur.m, &kind).is_some_and(is_elementwise) =>
            {
                let name = callee_name(self.cur.m, &kind)
                    .unwrap_or_default()
                    .to_string();
                let scalar_name = scalar_intrinsic_name(&name);
                Some(self.split_call(i, len, elem, &scalar_name, args, fmf))
            }
            (InstKind::Call { args, .. }, None)
                if callee_name(self.cur.m, &kind).is_some_and(is_struct_elementwise) =>
            {
                self.struct_call(i, args, ty, fmf);
                return;
            }
            (InstKind::ExtractValue { agg, indices }, Some(_))
                if indices.len() == 1 && self.struct_lanes.contains_key(agg) =>
            {
                self.cur.before(i);
                let per_lane = self.struct_lanes.get(agg).cloned().unwrap_or_default();
                Some(
                    per_lane
                        .into_iter()
                        .map(|s| self.cur.extract_value(s, indices[0]))
                        .collect(),
                )
            }
            (InstKind::ExtractElement { vec, index }, None) => {
                let vt = self.cur.ty(*vec);
                let Some((len, elem)) = vector_shape(self.cur.m, vt) else {
                    return;
                };
                self.cur.before(i);
                let a = self.lanes_of(*vec, len);
                let v = match self.cur.m.const_int(*index) {
                    Some(k) if (0..i128::from(len)).contains(&k) => a[k as usize],
                    Some(_) => self.cur.m.consts.undef(elem),
                    None => {
                        let idx_ty = self.cur.ty(*index);
                        let bits = self.cur.m.types.int_bits(idx_ty).unwrap_or(32);
                        let mut r = a[0];
                        for (k, lane) in a.iter().enumerate().skip(1) {
                            let kc = self.cur.m.consts.int(idx_ty, bits, k as i128);
                            let c = self.cur.icmp(IntPredicate::Eq, *index, kc);
                            r = self.cur.insert(
                                elem,
                                InstKind::Select {
                                    cond: c,
                                    then_val: *lane,
                                    else_val: r,
                                },
                            );
                        }
                        r
                    }
                };
                self.cur.replace_uses(Value::Inst(i), v);
                self.dead.set(i, true);
                return;
            }
            (
                InstKind::Cast {
                    op: dxil_ir::CastOp::BitCast,
                    val,
                    ..
                },
                None,
            ) => {
                let vt = self.cur.ty(*val);
                let Some((n, src_elem)) = vector_shape(self.cur.m, vt) else {
                    return;
                };
                self.cur.before(i);
                if let Some(v) = self.packing_bitcast(*val, n, src_elem, ty) {
                    self.cur.replace_uses(Value::Inst(i), v);
                    self.dead.set(i, true);
                }
                return;
            }
            (
                InstKind::Store {
                    val,
                    ptr,
                    align,
                    volatile,
                    atomic: None,
                },
                None,
            ) => {
                let vt = self.cur.ty(*val);
                let Some((len, elem)) = vector_shape(self.cur.m, vt) else {
                    return;
                };
                self.cur.before(i);
                let a = self.lanes_of(*val, len);
                let void = self.cur.m.types.void();
                for (k, lane) in a.iter().enumerate() {
                    let p = self.lane_pointer(*ptr, vt, k as u32);
                    self.cur.insert(
                        void,
                        InstKind::Store {
                            val: *lane,
                            ptr: p,
                            align: lane_align(*align, self.cur.m, elem, k as u32),
                            volatile: *volatile,
                            atomic: None,
                        },
                    );
                }
                self.dead.set(i, true);
                return;
            }
            _ => None,
        };
        if let Some(lanes) = new_lanes {
            // Users that stay vector-typed read the rebuilt vector.
            let g = self.gather(i, ty, &lanes);
            self.lanes.insert(g, lanes.clone());
            self.lanes.insert(Value::Inst(i), lanes);
            self.cur.replace_uses(Value::Inst(i), g);
            self.dead.set(i, true);
        }
    }

    /// One call of `scalar_name` (returning `ret`) per lane before `i`, on lane `k` of
    /// the vector arguments (other arguments as they are), each lane's extracts right
    /// before its call.
    fn split_call(
        &mut self,
        i: Inst,
        len: u32,
        ret: Type,
        scalar_name: &str,
        args: &[Value],
        fmf: dxil_ir::FastMathFlags,
    ) -> Vec<Value> {
        let vector_args: Vec<bool> = args
            .iter()
            .map(|a| {
                let t = self.cur.ty(*a);
                vector_shape(self.cur.m, t).is_some()
            })
            .collect();
        for (a, vector) in args.iter().zip(&vector_args) {
            if *vector {
                self.anchor(*a);
            }
        }
        (0..len)
            .map(|k| {
                let lane_args: Vec<Value> = args
                    .iter()
                    .zip(&vector_args)
                    .map(|(a, vector)| if *vector { self.lane(*a, len, k) } else { *a })
                    .collect();
                self.cur.before(i);
                let v = self.cur.call_named(scalar_name, ret, lane_args);
                if let Value::Inst(vi) = v {
                    self.cur.body.insts[vi].fmf = fmf;
                }
                self.name_lane(v, Value::Inst(i), k);
                v
            })
            .collect()
    }

    /// A call of a [`STRUCT_ELEMENTWISE`] intrinsic returning a struct of vectors: one
    /// scalar call per lane; users read fields through [`Self::struct_lanes`], others
    /// get the struct of vectors rebuilt.
    fn struct_call(&mut self, i: Inst, args: &[Value], ty: Type, fmf: dxil_ir::FastMathFlags) {
        let Some((len, elems)) = struct_of_vectors_shape(self.cur.m, ty) else {
            return;
        };
        let name = callee_name(self.cur.m, &self.cur.body.insts[i].kind)
            .unwrap_or_default()
            .to_string();
        let scalar_name = scalar_intrinsic_name(&name);
        let packed = self
            .cur
            .m
            .types
            .struct_fields(ty)
            .is_some_and(|(_, packed)| packed);
        let scalar_ty = self.cur.m.types.structure(elems, packed);
        let per_lane = self.split_call(i, len, scalar_ty, &scalar_name, args, fmf);
        self.cur.before(i);
        // Other users read a rebuilt struct of vectors.
        let fields = self
            .cur
            .m
            .types
            .struct_fields(ty)
            .map(|(f, _)| f.to_vec())
            .unwrap_or_default();
        let mut agg = self.cur.m.consts.poison(ty);
        for (f, &field_ty) in fields.iter().enumerate() {
            let lanes: Vec<Value> = per_lane
                .iter()
                .map(|&s| self.cur.extract_value(s, f as u32))
                .collect();
            let v = self.cur.build_vector(field_ty, &lanes);
            self.lanes.insert(v, lanes);
            agg = self.cur.insert(
                ty,
                InstKind::InsertValue {
                    agg,
                    val: v,
                    indices: vec![f as u32],
                },
            );
        }
        self.struct_lanes.insert(agg, per_lane.clone());
        self.struct_lanes.insert(Value::Inst(i), per_lane);
        self.cur.replace_uses(Value::Inst(i), agg);
        self.dead.set(i, true);
    }

    /// `bitcast <n x iS> to <len x iD>` with `D` dividing `S`: lane `k` is bits
    /// `(k % (S/D)) * D` up of source lane `k / (S/D)`.
    fn narrowing_bitcast(
        &mut self,
        val: Value,
        n: u32,
        src_elem: Type,
        len: u32,
        elem: Type,
    ) -> Option<Vec<Value>> {
        let sbits = self.cur.m.types.int_bits(src_elem)?;
        let dbits = self.cur.m.types.int_bits(elem)?;
        if dbits == 0 || sbits % dbits != 0 || sbits / dbits * n != len {
            return None;
        }
        let ratio = sbits / dbits;
        let src = self.lanes_of(val, n);
        let mut out = Vec::with_capacity(len as usize);
        for k in 0..len {
            let word = src[(k / ratio) as usize];
            let shift = (k % ratio) * dbits;
            let shifted = if shift == 0 {
                word
            } else {
                let amount = self.cur.m.consts.int(src_elem, sbits, i128::from(shift));
                self.cur.binary(dxil_ir::BinOp::LShr, word, amount)
            };
            out.push(self.cur.cast(dxil_ir::CastOp::Trunc, shifted, elem));
        }
        Some(out)
    }

    /// `bitcast <n x iS> %val to iD` (D = n * S): lane `k` zero-extended and shifted
    /// left by `k * S` bits, the lanes or-ed together (lane 0 is the low bits).
    fn packing_bitcast(&mut self, val: Value, n: u32, src_elem: Type, ty: Type) -> Option<Value> {
        let sbits = self.cur.m.types.int_bits(src_elem)?;
        let dbits = self.cur.m.types.int_bits(ty)?;
        if n == 0 || sbits * n != dbits {
            return None;
        }
        let src = self.lanes_of(val, n);
        let wide: Vec<Value> = src
            .iter()
            .map(|l| self.cur.cast(dxil_ir::CastOp::ZExt, *l, ty))
            .collect();
        let mut acc = wide[0];
        for (k, w) in wide.iter().enumerate().skip(1) {
            let amount = self
                .cur
                .m
                .consts
                .int(ty, dbits, i128::from(k as u32 * sbits));
            let shifted = self.cur.binary(dxil_ir::BinOp::Shl, *w, amount);
            acc = self.cur.binary(dxil_ir::BinOp::Or, acc, shifted);
        }
        Some(acc)
    }

    /// `getelementptr <N x T>, ptr %p, i32 0, i32 k`: the address of lane `k`.
    fn lane_pointer(&mut self, ptr: Value, vec_ty: Type, k: u32) -> Value {
        let pt = self.cur.ty(ptr);
        let zero = self.cur.i32(0);
        let idx = self.cur.i32(i64::from(k));
        self.cur.insert(
            pt,
            InstKind::Gep {
                source: vec_ty,
                flags: dxil_ir::GepFlags {
                    inbounds: true,
                    ..Default::default()
                },
                base: ptr,
                indices: vec![zero, idx],
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_names_drop_lane_counts() {
        assert_eq!(scalar_intrinsic_name("llvm.sin.v4f32"), "llvm.sin.f32");
        assert_eq!(
            scalar_intrinsic_name("llvm.dx.wave.readlane.v3i32"),
            "llvm.dx.wave.readlane.i32"
        );
        assert_eq!(
            scalar_intrinsic_name("llvm.dx.firstbituhigh.v2i64"),
            "llvm.dx.firstbituhigh.i64"
        );
        assert_eq!(scalar_intrinsic_name("llvm.fabs.f32"), "llvm.fabs.f32");
    }
}
