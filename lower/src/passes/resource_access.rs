//! `dxil-resource-access` (LLVM's DXILResourceAccess): the `llvm.dx.resource.getpointer`
//! calls clang emits, with the GEPs, loads and stores through their pointers, become
//! `llvm.dx.resource.load.typedbuffer` / `store.typedbuffer` (whole elements; component
//! accesses load the element and extract or insert) and `load.rawbuffer` /
//! `store.rawbuffer` (scalars and vectors at byte offsets; structs and arrays are split
//! into their members; vectors of more than 4 elements into parts of at most 4).
//! On a cbuffer, `getpointer(handle, byte offset)` (or `getbasepointer(handle)`)
//! loads become `llvm.dx.resource.load.cbufferrow` calls ([`crate::transforms::cbuffer_rows`]).
//! Accesses through phis and selects of such pointers are first taken apart by
//! [`crate::transforms::resource_pointer_merge`]; handles read from a local array at a run-time
//! index, by [`crate::transforms::local_handle_arrays`].

use crate::analysis::gep_offset::ByteOffset;
use crate::analysis::use_table::{replace_uses_through, users_through, UseTable, UseTableBuilder};
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{erase_marked, FuncCursor};
use crate::transforms::cbuffer_rows::load_cbuffer_value;
use crate::transforms::handle_selects::split_handle_selects;
use crate::transforms::handle_to_index::{merged_handles_to_indices, non_unique_access};
use crate::transforms::local_handle_arrays::split_local_handle_array_reads;
use crate::transforms::resource_pointer_merge::split_merged_resource_pointers;
use dxil_analysis::intrinsics::{called, is_intrinsic, PickedFunctions};
use dxil_analysis::resource_atomics::{atomic_binop_code, ATOMIC_BINOP, ATOMIC_CMPXCHG};
use dxil_analysis::resource_map::{module_layout, ResourceType, ResourceTypes};
use dxil_analysis::resource_map::{GET_BASE_POINTER, GET_POINTER};
use dxil_ir::{
    BinOp, Body, CastOp, FuncId, Inst, InstKind, Module, SecondaryMap, Site, Type, TypeData, Types,
    Value,
};
use dxil_model::layout::DataLayout;
use dxil_model::ResourceKind;
use rustc_hash::{FxHashMap, FxHashSet};

/// The most elements one raw buffer load or store intrinsic moves (DXILResources.rst:
/// larger accesses are a series of them, as in DXIL).
const MAX_RAW_ELEMENTS: u32 = 4;

/// The pass.
pub struct ResourceAccess;

impl Pass for ResourceAccess {
    fn name(&self) -> &'static str {
        "dxil-resource-access"
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        // An `i64` access clang merged from two `float`s (of a buffer element, or of a
        // local or groupshared array) becomes the two again.
        crate::transforms::wide_accesses::split_wide_accesses(m);
        lower_resource_pointers(m, cx.dxc_semantics)
    }
}

/// Whether `p` is a `getpointer` result or a GEP chain from one.
fn is_resource_pointer(cur: &FuncCursor, mut p: Value) -> bool {
    for _ in 0..16 {
        let Value::Inst(i) = p else { return false };
        match &cur.body.insts[i].kind {
            InstKind::Gep { base, .. } => p = *base,
            InstKind::Call {
                callee: Value::Function(f),
                ..
            } => return cur.m.functions[*f].name.starts_with(GET_POINTER),
            _ => return false,
        }
    }
    false
}

/// Rewrites every `getpointer` access of `m` (see the module docs). With
/// `split_selects` (`dxil-emit compile`), a select between resources of different
/// bindings is split into one access per resource ([`crate::transforms::handle_selects`]) where
/// LLVM stops on it.
pub fn lower_resource_pointers(m: &mut Module, split_selects: bool) -> Result<(), LowerError> {
    // A copy between structured buffer elements (`Out[i] = In[j]`) becomes loads and
    // stores through the element pointers first.
    crate::transforms::memcpy_expansion::expand_memcpys_where(m, |cur, dst, src| {
        is_resource_pointer(cur, dst) || is_resource_pointer(cur, src)
    })?;
    let dl = module_layout(m);
    let funcs: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(h, _)| h)
        .collect();
    let pointer_calls = PickedFunctions::new(m, |n| {
        is_intrinsic(n, GET_POINTER) || is_intrinsic(n, GET_BASE_POINTER)
    });
    let mut resource_types = ResourceTypes::default();
    for fid in funcs {
        let Some(mut c) = FuncCursor::open(m, fid) else {
            continue;
        };
        // Handles read back from a local array at a run-time index are read from the
        // array's slots, one block each.
        if let Err(e) = split_local_handle_array_reads(&mut c) {
            c.finish();
            return Err(e);
        }
        if split_selects {
            split_handle_selects(&mut c);
        }
        // One walk finds the pointer calls, their users, and whether there is any phi
        // or select to take apart first (after which the calls are looked for again,
        // and their users asked of the body).
        let (mut calls, has_merges, mut users) = scan(&c.m.types, &c.body, &pointer_calls);
        if has_merges {
            users = None;
            let merged = merged_handles_to_indices(&mut c)
                .and_then(|()| split_merged_resource_pointers(&mut c));
            if let Err(e) = merged {
                c.finish();
                return Err(e);
            }
            calls = c
                .body
                .placed_insts()
                .map(|(_, i)| i)
                .filter(|&i| pointer_calls.call(&c.body, i).is_some())
                .collect();
        }
        c.stage_inserts();
        let mut a = Access {
            c,
            dl,
            resource_types: &mut resource_types,
            dead: FxHashSet::default(),
            users,
        };
        let r = a.run(calls);
        let Access { mut c, dead, .. } = a;
        c.place_staged();
        let mut marked = SecondaryMap::new();
        for i in dead {
            marked.set(i, true);
        }
        erase_marked(&mut c.body, &marked);
        c.finish();
        r?;
    }
    Ok(())
}

/// The pointer calls of `body` (in order), whether it has a phi or select of pointers or
/// handles (what the merge rewrites take apart: merges of other values, a loop's
/// counters, leave the users found here valid), and the users of the pointers and of the
/// loads and atomics through them.
fn scan(
    types: &Types,
    body: &Body,
    pointer_calls: &PickedFunctions,
) -> (Vec<Inst>, bool, Option<UseTable>) {
    let mut calls = Vec::new();
    let mut has_merges = false;
    let mut table = UseTableBuilder::new(body);
    for (_, i) in body.placed_insts() {
        let kind = &body.insts[i].kind;
        table.visit(i, kind);
        match kind {
            InstKind::Call { .. } if pointer_calls.call(body, i).is_some() => {
                calls.push(i);
                table.follow(i);
            }
            InstKind::Phi { .. } | InstKind::Select { .. } => {
                has_merges |= match types.get(body.insts[i].ty) {
                    TypeData::Ptr { .. } => true,
                    TypeData::TargetExt { name, .. } => name.starts_with("dx."),
                    _ => false,
                }
            }
            // (Through a followed pointer: the guard also notes one placed later.)
            InstKind::Gep { base: p, .. }
            | InstKind::Load { ptr: p, .. }
            | InstKind::AtomicRmw { ptr: p, .. }
                if table.follows_through(*p) =>
            {
                table.follow(i)
            }
            _ => {}
        }
    }
    (calls, has_merges, table.finish(body))
}

/// The constant value of `off`, when it has no variable part.
fn constant(off: &ByteOffset) -> Option<i64> {
    off.terms.is_empty().then_some(off.bytes)
}

struct Access<'m, 't> {
    c: FuncCursor<'m>,
    dl: DataLayout,
    resource_types: &'t mut ResourceTypes,
    dead: FxHashSet<Inst>,
    /// The users of pointers and loaded values, when one walk could find them.
    users: Option<UseTable>,
}

/// What a getpointer call addresses.
struct Target {
    handle: Value,
    handle_ty: Type,
    res: ResourceType,
    index: Value,
}

impl Access<'_, '_> {
    fn site(&self, i: Inst) -> Option<Site> {
        Some(Site::Inst(self.c.func, i))
    }

    /// Rewrites the accesses through `calls`, the function's `getpointer` and
    /// `getbasepointer` calls, in order.
    fn run(&mut self, calls: Vec<Inst>) -> Result<(), LowerError> {
        for call in calls {
            let Some((_, args)) = called(self.c.m, &self.c.body, call) else {
                continue;
            };
            // `getbasepointer(handle)` is `getpointer(handle, 0)`.
            let (handle, index) = match args {
                [h, i, ..] => (*h, *i),
                [h] => (*h, self.c.i32(0)),
                _ => {
                    return Err(LowerError::Invalid {
                        msg: "getpointer needs a handle and an index".into(),
                        site: self.site(call),
                    })
                }
            };
            // Handles of one binding were merged into one by handle-to-index; a merge
            // left is of different resources, which one DXIL access cannot address.
            if let Value::Inst(h) = handle {
                if matches!(
                    self.c.body.insts[h].kind,
                    InstKind::Phi { .. } | InstKind::Select { .. }
                ) {
                    let access = self.c.users_of(Value::Inst(call)).first().copied();
                    return Err(non_unique_access(
                        &self.c,
                        access.unwrap_or(call),
                        Value::Inst(call),
                    ));
                }
            }
            let handle_ty = self.c.ty(handle);
            let res = self
                .resource_types
                .of(self.c.m, &self.dl, handle_ty)
                .ok_or_else(|| LowerError::Invalid {
                    msg: "getpointer of a value that is not a resource handle".into(),
                    site: self.site(call),
                })?;
            let mut start = ByteOffset::default();
            match res.kind {
                ResourceKind::TypedBuffer
                | ResourceKind::RawBuffer
                | ResourceKind::StructuredBuffer => {}
                // A texture's getpointer index is its texel coordinates.
                k if k.is_single_sample_texture() => {}
                // A cbuffer's getpointer index is the byte offset of the member.
                ResourceKind::CBuffer => match self.c.m.const_int(index) {
                    Some(k) => start.bytes = k as i64,
                    None => {
                        return Err(LowerError::Invalid {
                            msg: "the byte offset of a cbuffer getpointer must be constant".into(),
                            site: self.site(call),
                        })
                    }
                },
                _ => {
                    return Err(LowerError::Unsupported {
                        what: format!("access to a {:?} resource through a pointer", res.kind),
                        site: self.site(call),
                    })
                }
            }
            let t = Target {
                handle,
                handle_ty,
                res,
                index,
            };
            let mut work = vec![(Value::Inst(call), start)];
            while let Some((ptr, off)) = work.pop() {
                for u in self.users_of(ptr) {
                    self.visit(&t, u, ptr, &off, &mut work)?;
                }
            }
            self.dead.insert(call);
        }
        Ok(())
    }

    /// The placed users of `v` (see [`users_through`]).
    fn users_of(&mut self, v: Value) -> Vec<Inst> {
        users_through(&mut self.users, &self.c, v)
    }

    /// Replaces the uses of `old` by `new` (see [`replace_uses_through`]).
    fn replace_uses(&mut self, old: Inst, new: Value) {
        replace_uses_through(&mut self.users, &mut self.c, old, new)
    }

    fn visit(
        &mut self,
        t: &Target,
        u: Inst,
        ptr: Value,
        off: &ByteOffset,
        work: &mut Vec<(Value, ByteOffset)>,
    ) -> Result<(), LowerError> {
        if self.dead.contains(&u) {
            return Ok(());
        }
        match self.c.body.insts[u].kind.clone() {
            InstKind::Gep {
                source,
                base,
                indices,
                ..
            } if base == ptr => {
                self.c.before(u);
                let mut o = off.clone();
                self.add_gep_offset(&mut o, source, &indices, u)?;
                work.push((Value::Inst(u), o));
                self.dead.insert(u);
            }
            InstKind::Load { ptr: p, .. } if p == ptr => {
                let ty = self.c.body.insts[u].ty;
                self.c.before(u);
                let v = self.load(t, ty, off, u)?;
                self.replace_uses(u, v);
                self.dead.insert(u);
            }
            InstKind::Store { val, ptr: p, .. } if p == ptr && val != ptr => {
                self.c.before(u);
                let first_new = self.c.body.insts.len();
                self.store(t, val, off, u)?;
                if !self.take_over_store(u, first_new) {
                    self.dead.insert(u);
                }
            }
            InstKind::AtomicRmw {
                op, ptr: p, val, ..
            } if p == ptr && val != ptr => {
                let code = atomic_binop_code(op).ok_or_else(|| LowerError::Unsupported {
                    what: format!("atomicrmw {op:?} on resource memory"),
                    site: self.site(u),
                })?;
                self.c.before(u);
                let v = self.atomic_binop(t, code, val, off, u)?;
                self.replace_uses(u, v);
                self.dead.insert(u);
            }
            InstKind::CmpXchg {
                ptr: p,
                expected,
                new,
                ..
            } if p == ptr && new != ptr => {
                self.c.before(u);
                self.atomic_cmpxchg(t, expected, new, off, u)?;
                self.dead.insert(u);
            }
            _ => {
                return Err(LowerError::Unsupported {
                    what: "this use of a resource pointer (only GEPs, loads, stores and \
                           atomics are handled)"
                        .into(),
                    site: self.site(u),
                })
            }
        }
        Ok(())
    }

    /// The coordinates of an atomic at `off`: typed buffers take the element index (the
    /// offset must be 0), raw and structured buffers two as their loads do, a texture
    /// its texel's (up to three: x, y, then z or the array slice).
    fn atomic_coordinates(
        &mut self,
        t: &Target,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<Vec<Value>, LowerError> {
        let i32t = self.c.m.types.int(32);
        match t.res.kind {
            ResourceKind::TypedBuffer if constant(off) == Some(0) => {
                Ok(vec![t.index, self.c.m.consts.poison(i32t)])
            }
            ResourceKind::RawBuffer | ResourceKind::StructuredBuffer => {
                let (c0, c1) = self.raw_coordinates(t, off);
                Ok(vec![c0, c1])
            }
            k if k.is_single_sample_texture() && constant(off) == Some(0) => {
                let index_ty = self.c.ty(t.index);
                let lanes = match self.c.m.types.get(index_ty) {
                    TypeData::Vector { len, .. } => *len,
                    _ => 1,
                };
                let mut coords: Vec<Value> = (0..lanes.min(3))
                    .map(|k| {
                        if lanes == 1 {
                            t.index
                        } else {
                            self.c.extract_element(t.index, k)
                        }
                    })
                    .collect();
                while coords.len() < 2 {
                    coords.push(self.c.m.consts.poison(i32t));
                }
                Ok(coords)
            }
            _ => Err(LowerError::Unsupported {
                what: format!("an atomic on this part of a {:?} resource", t.res.kind),
                site: self.site(at),
            }),
        }
    }

    /// `atomicrmw <op> ptr, val` → `llvm.dx.resource.atomic.binop(handle, code, c0, c1,
    /// [c2,] val)`, which returns the old value.
    fn atomic_binop(
        &mut self,
        t: &Target,
        code: u32,
        val: Value,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<Value, LowerError> {
        let coords = self.atomic_coordinates(t, off, at)?;
        let ty = self.c.ty(val);
        let code = self.c.i32(i64::from(code));
        let mut args = vec![t.handle, code];
        args.extend(coords);
        args.push(val);
        Ok(self
            .c
            .call_intrinsic(ATOMIC_BINOP, &[ty, t.handle_ty], ty, args))
    }

    /// `cmpxchg ptr, expected, new` → `llvm.dx.resource.atomic.cmpxchg(handle, c0, c1,
    /// [c2,] expected, new)`, the old value; the `{ T, i1 }` result's parts are that value and
    /// whether it equalled `expected`.
    fn atomic_cmpxchg(
        &mut self,
        t: &Target,
        expected: Value,
        new: Value,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<(), LowerError> {
        let coords = self.atomic_coordinates(t, off, at)?;
        let ty = self.c.ty(new);
        let mut args = vec![t.handle];
        args.extend(coords);
        args.extend([expected, new]);
        let old = self
            .c
            .call_intrinsic(ATOMIC_CMPXCHG, &[ty, t.handle_ty], ty, args);
        let mut swapped = None;
        for user in self.c.users_of(Value::Inst(at)) {
            let part = match &self.c.body.insts[user].kind {
                InstKind::ExtractValue { indices, .. } if indices[..] == [0] => old,
                InstKind::ExtractValue { indices, .. } if indices[..] == [1] => *swapped
                    .get_or_insert_with(|| self.c.icmp(dxil_ir::IntPredicate::Eq, old, expected)),
                _ => {
                    return Err(LowerError::Unsupported {
                        what: "a use of a resource cmpxchg's result other than extractvalue".into(),
                        site: self.site(user),
                    })
                }
            };
            self.c.replace_uses(Value::Inst(user), part);
            self.dead.insert(user);
        }
        Ok(())
    }

    /// When lowering the store `store` made exactly one store intrinsic call (the
    /// instructions from arena index `first_new` on), the call takes the store's place
    /// and identity, so later checks on it (a store to an SRV, which op lowering
    /// rejects) point at the store in the source. Returns whether it did.
    fn take_over_store(&mut self, store: Inst, first_new: usize) -> bool {
        let made: Vec<Inst> = (first_new..self.c.body.insts.len())
            .map(Inst::from_index)
            .filter(|i| {
                dxil_ir::edit::callee_name(self.c.m, &self.c.body.insts[*i].kind)
                    .is_some_and(|n| n.starts_with("llvm.dx.resource.store."))
            })
            .collect();
        let [call] = made[..] else {
            return false;
        };
        let kind = self.c.body.insts[call].kind.clone();
        self.c.body.insts[store].kind = kind;
        self.c.erase(call);
        true
    }

    fn add_gep_offset(
        &mut self,
        o: &mut ByteOffset,
        source: Type,
        indices: &[Value],
        at: Inst,
    ) -> Result<(), LowerError> {
        o.add_gep(self.c.m, &self.dl, source, indices)
            .map(|_| ())
            .map_err(|msg| LowerError::Invalid {
                msg,
                site: self.site(at),
            })
    }

    /// `off / divisor` as an `i32` value (exact when every part divides).
    fn materialize(&mut self, off: &ByteOffset, divisor: i64) -> Value {
        if divisor <= 1 && !off.steps.is_empty() && off.steps_add_up() {
            return self.materialize_by_steps(off);
        }
        let divisor = divisor.max(1);
        let exact = off.bytes % divisor == 0 && off.terms.iter().all(|(_, s)| s % divisor == 0);
        let d = if exact { divisor } else { 1 };
        let acc = self.scaled_sum(off.terms.clone(), d);
        let k = off.bytes / d;
        let mut v = match acc {
            None => self.c.i32(k),
            Some(a) if k == 0 => a,
            Some(a) => {
                let kv = self.c.i32(k);
                self.c.binary(BinOp::Add, a, kv)
            }
        };
        if !exact {
            let dv = self.c.i32(divisor);
            v = self.c.binary(BinOp::UDiv, v, dv);
        }
        v
    }

    /// `Σ v × (scale / d)` over `terms`, in their order (a product only where the scale
    /// is not 1); `None` when there are no terms.
    fn scaled_sum(&mut self, terms: Vec<(Value, i64)>, d: i64) -> Option<Value> {
        let mut acc: Option<Value> = None;
        for (v, scale) in terms {
            let s = scale / d;
            let term = if s == 1 {
                v
            } else {
                let k = self.c.i32(s);
                self.c.binary(BinOp::Mul, v, k)
            };
            acc = Some(match acc {
                None => term,
                Some(a) => self.c.binary(BinOp::Add, a, term),
            });
        }
        acc
    }

    /// A byte offset rebuilt GEP by GEP as LLVM's resource access emits it: from the
    /// GEP next to the access back to the resource pointer, each GEP's offset (its
    /// `index * size` products, then its constant) added to the sum so far.
    fn materialize_by_steps(&mut self, off: &ByteOffset) -> Value {
        let mut acc: Option<Value> = None;
        for (k, terms) in off.steps.clone().into_iter().rev() {
            let step = self.scaled_sum(terms, 1);
            let step = match (step, k) {
                (None, 0) => continue,
                (None, k) => self.c.i32(k),
                (Some(v), 0) => v,
                (Some(v), k) => {
                    let kv = self.c.i32(k);
                    self.c.binary(BinOp::Add, v, kv)
                }
            };
            acc = Some(match acc {
                None => step,
                Some(a) => match (self.c.m.const_int(a), self.c.m.const_int(step)) {
                    (Some(x), Some(y)) => self.c.i32(x as i64 + y as i64),
                    _ => self.c.binary(BinOp::Add, a, step),
                },
            });
        }
        acc.unwrap_or_else(|| self.c.i32(0))
    }

    fn add_values(&mut self, a: Value, b: Value) -> Value {
        match (self.c.m.const_int(a), self.c.m.const_int(b)) {
            (_, Some(0)) => a,
            (Some(0), _) => b,
            (Some(x), Some(y)) => self.c.i32(x as i64 + y as i64),
            _ => self.c.binary(BinOp::Add, a, b),
        }
    }

    fn load(
        &mut self,
        t: &Target,
        ty: Type,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<Value, LowerError> {
        match t.res.kind {
            k if k == ResourceKind::TypedBuffer || k.is_single_sample_texture() => {
                return self.typed_load(t, ty, off, at)
            }
            ResourceKind::CBuffer => {
                let site = self.site(at);
                let name = self.c.body.insts[at].name.clone();
                return load_cbuffer_value(
                    &mut self.c,
                    &self.dl,
                    t.handle,
                    t.handle_ty,
                    ty,
                    off,
                    site,
                    name.as_deref(),
                );
            }
            _ => {}
        }
        // Aggregates: one load per member, reassembled with insertvalue.
        let members = self.members(ty);
        if let Some(members) = members {
            let mut agg = self.c.m.consts.poison(ty);
            for (k, (mty, moff)) in members.into_iter().enumerate() {
                let mut o = off.clone();
                o.bytes += moff as i64;
                let v = self.load(t, mty, &o, at)?;
                agg = self.c.insert(
                    ty,
                    InstKind::InsertValue {
                        agg,
                        val: v,
                        indices: vec![k as u32],
                    },
                );
            }
            return Ok(agg);
        }
        if let TypeData::Vector { len, elem, .. } = self.c.m.types.get(ty).clone() {
            if self.c.m.types.int_bits(elem) == Some(1) {
                return self.bit_vector_load(t, ty, len, off, at);
            }
            if len > MAX_RAW_ELEMENTS {
                return self.split_vector_load(t, ty, elem, len, off, at);
            }
        }
        Ok(self.raw_load(t, ty, off))
    }

    /// One `load.rawbuffer` of a scalar or a vector of at most 4 elements.
    fn raw_load(&mut self, t: &Target, ty: Type, off: &ByteOffset) -> Value {
        let (index, offset) = self.raw_coordinates(t, off);
        let i1 = self.c.m.types.int(1);
        let ret = self.c.m.types.structure(vec![ty, i1], false);
        let call = self.c.call_intrinsic(
            "llvm.dx.resource.load.rawbuffer",
            &[ty, t.handle_ty],
            ret,
            vec![t.handle, index, offset],
        );
        self.c.extract_value(call, 0)
    }

    /// A vector of more than 4 elements, loaded as consecutive parts of at most 4
    /// (DXILResources.rst: the raw load intrinsic returns at most 4 elements) and
    /// reassembled.
    fn split_vector_load(
        &mut self,
        t: &Target,
        ty: Type,
        elem: Type,
        len: u32,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<Value, LowerError> {
        let esize = self.element_size(elem, at)?;
        let mut elems = Vec::with_capacity(len as usize);
        for first in (0..len).step_by(MAX_RAW_ELEMENTS as usize) {
            let n = (len - first).min(MAX_RAW_ELEMENTS);
            let part_ty = self.c.m.types.vector(elem, n);
            let mut o = off.clone();
            o.bytes += i64::from(first) * esize;
            let part = self.raw_load(t, part_ty, &o);
            for k in 0..n {
                elems.push(self.c.extract_element(part, k));
            }
        }
        Ok(self.c.build_vector(ty, &elems))
    }

    /// A load of a vector of `i1`, which memory holds one bit per element (LLVM's
    /// layout; clang never declares such buffers, but InstCombine turns a `bool`
    /// load at a byte offset into `extractelement (load <N x i1>), bit`). Element
    /// `k` is bit `k % 32` of the 32-bit word at byte `4 * (k / 32)`. Constant
    /// `extractelement`s of the load get their bit directly; any other use gets the
    /// whole vector.
    fn bit_vector_load(
        &mut self,
        t: &Target,
        ty: Type,
        len: u32,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<Value, LowerError> {
        let mut words: FxHashMap<u32, Value> = FxHashMap::default();
        let mut whole = false;
        for u in self.c.users_of(Value::Inst(at)) {
            let bit = match self.c.body.insts[u].kind {
                InstKind::ExtractElement { vec, index } if vec == Value::Inst(at) => self
                    .c
                    .m
                    .const_int(index)
                    .filter(|k| (0..i128::from(len)).contains(k)),
                _ => None,
            };
            match bit {
                Some(k) => {
                    let v = self.load_bit(t, off, k as u32, &mut words);
                    self.c.replace_uses(Value::Inst(u), v);
                    self.dead.insert(u);
                }
                None => whole = true,
            }
        }
        if !whole {
            return Ok(self.c.m.consts.poison(ty));
        }
        let bits: Vec<Value> = (0..len)
            .map(|k| self.load_bit(t, off, k, &mut words))
            .collect();
        Ok(self.c.build_vector(ty, &bits))
    }

    /// Bit `k` of a bit-packed vector at `off`, as an `i1` (its word loaded once).
    fn load_bit(
        &mut self,
        t: &Target,
        off: &ByteOffset,
        k: u32,
        words: &mut FxHashMap<u32, Value>,
    ) -> Value {
        let i32t = self.c.m.types.int(32);
        let word = match words.get(&(k / 32)) {
            Some(w) => *w,
            None => {
                let mut o = off.clone();
                o.bytes += 4 * i64::from(k / 32);
                let w = self.raw_load(t, i32t, &o);
                words.insert(k / 32, w);
                w
            }
        };
        let shifted = match k % 32 {
            0 => word,
            s => {
                let sv = self.c.i32(i64::from(s));
                self.c.binary(BinOp::LShr, word, sv)
            }
        };
        let i1 = self.c.m.types.int(1);
        self.c.cast(CastOp::Trunc, shifted, i1)
    }

    /// The byte size of a vector element type (whole bytes only).
    fn element_size(&self, elem: Type, at: Inst) -> Result<i64, LowerError> {
        let types = &self.c.m.types;
        match types.int_bits(elem) {
            Some(bits) if bits % 8 != 0 => Err(LowerError::Unsupported {
                what: format!("a resource access of a vector of i{bits}"),
                site: self.site(at),
            }),
            _ => Ok(self.dl.store_size(types, elem) as i64),
        }
    }

    fn store(
        &mut self,
        t: &Target,
        val: Value,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<(), LowerError> {
        let ty = self.c.ty(val);
        if t.res.kind == ResourceKind::TypedBuffer || t.res.kind.is_single_sample_texture() {
            return self.typed_store(t, val, ty, off, at);
        }
        if let Some(members) = self.members(ty) {
            for (k, (mty, moff)) in members.into_iter().enumerate() {
                let v = self.c.insert(
                    mty,
                    InstKind::ExtractValue {
                        agg: val,
                        indices: vec![k as u32],
                    },
                );
                let mut o = off.clone();
                o.bytes += moff as i64;
                self.store(t, v, &o, at)?;
            }
            return Ok(());
        }
        if let TypeData::Vector { len, elem, .. } = self.c.m.types.get(ty).clone() {
            if len > MAX_RAW_ELEMENTS {
                let esize = self.element_size(elem, at)?;
                for first in (0..len).step_by(MAX_RAW_ELEMENTS as usize) {
                    let n = (len - first).min(MAX_RAW_ELEMENTS);
                    let part_ty = self.c.m.types.vector(elem, n);
                    let poison = self.c.m.consts.poison(ty);
                    let mask: Vec<i32> = (first..first + n).map(|k| k as i32).collect();
                    let part = self.c.insert(
                        part_ty,
                        InstKind::ShuffleVector {
                            a: val,
                            b: poison,
                            mask,
                        },
                    );
                    let mut o = off.clone();
                    o.bytes += i64::from(first) * esize;
                    self.raw_store(t, part, part_ty, &o);
                }
                return Ok(());
            }
        }
        self.raw_store(t, val, ty, off);
        Ok(())
    }

    /// One `store.rawbuffer` of a scalar or a vector of at most 4 elements.
    fn raw_store(&mut self, t: &Target, val: Value, ty: Type, off: &ByteOffset) {
        let (index, offset) = self.raw_coordinates(t, off);
        let void = self.c.m.types.void();
        self.c.call_intrinsic(
            "llvm.dx.resource.store.rawbuffer",
            &[t.handle_ty, ty],
            void,
            vec![t.handle, index, offset, val],
        );
    }

    /// Struct and array members (type, byte offset); `None` for scalars and vectors.
    fn members(&self, ty: Type) -> Option<Vec<(Type, u64)>> {
        let types = &self.c.m.types;
        match types.get(ty) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (fields, _) = types.struct_fields(ty)?;
                let (offsets, _) = self.dl.struct_layout(types, ty);
                Some(fields.iter().copied().zip(offsets).collect())
            }
            TypeData::Array { len, elem } => {
                let size = self.dl.alloc_size(types, *elem);
                Some((0..*len).map(|k| (*elem, k * size)).collect())
            }
            _ => None,
        }
    }

    /// (index, offset) operands: structured buffers take the element index and the byte
    /// offset inside it; byte-address buffers take the byte address and 0.
    fn raw_coordinates(&mut self, t: &Target, off: &ByteOffset) -> (Value, Value) {
        let o = self.materialize(off, 1);
        if t.res.kind == ResourceKind::RawBuffer {
            let index = self.add_values(t.index, o);
            let zero = self.c.i32(0);
            (index, zero)
        } else {
            (t.index, o)
        }
    }

    fn typed_element(&self, t: &Target) -> Type {
        t.res.contained.unwrap_or(t.handle_ty)
    }

    fn typed_full_load(&mut self, t: &Target) -> Value {
        let elem = self.typed_element(t);
        if t.res.kind.is_single_sample_texture() {
            return self.texture_load(t, elem);
        }
        let i1 = self.c.m.types.int(1);
        let ret = self.c.m.types.structure(vec![elem, i1], false);
        let call = self.c.call_intrinsic(
            "llvm.dx.resource.load.typedbuffer",
            &[elem, t.handle_ty],
            ret,
            vec![t.handle, t.index],
        );
        self.c.extract_value(call, 0)
    }

    /// `llvm.dx.resource.load.level(handle, coords, mip 0, offsets 0)`: a whole texel.
    fn texture_load(&mut self, t: &Target, elem: Type) -> Value {
        let coords_ty = self.c.ty(t.index);
        let i32t = self.c.m.types.int(32);
        let mip = self.c.i32(0);
        let offsets = dxil_ir::edit::zero_of(self.c.m, coords_ty);
        self.c.call_intrinsic(
            "llvm.dx.resource.load.level",
            &[elem, t.handle_ty, coords_ty, i32t, coords_ty],
            elem,
            vec![t.handle, t.index, mip, offsets],
        )
    }

    fn typed_load(
        &mut self,
        t: &Target,
        ty: Type,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<Value, LowerError> {
        let elem = self.typed_element(t);
        let full = self.typed_full_load(t);
        if ty == elem && constant(off) == Some(0) {
            return Ok(full);
        }
        let scalar = self.c.m.types.scalar_of(elem);
        let ssize = self.dl.store_size(&self.c.m.types, scalar) as i64;
        if ty == scalar {
            let k = self.materialize(off, ssize);
            let v = self.c.insert(
                scalar,
                InstKind::ExtractElement {
                    vec: full,
                    index: k,
                },
            );
            return Ok(v);
        }
        if let (TypeData::Vector { len, elem: e, .. }, Some(b)) =
            (self.c.m.types.get(ty).clone(), constant(off))
        {
            // A one-element vector read of a scalar element.
            if elem == scalar && e == scalar && len == 1 && b == 0 {
                let poison = self.c.m.consts.poison(ty);
                let zero = self.c.i32(0);
                return Ok(self.c.insert(
                    ty,
                    InstKind::InsertElement {
                        vec: poison,
                        val: full,
                        index: zero,
                    },
                ));
            }
            if e == scalar && b % ssize == 0 {
                let first = (b / ssize) as i32;
                let mask: Vec<i32> = (0..len as i32).map(|k| first + k).collect();
                let poison = self.c.m.consts.poison(elem);
                return Ok(self.c.insert(
                    ty,
                    InstKind::ShuffleVector {
                        a: full,
                        b: poison,
                        mask,
                    },
                ));
            }
        }
        Err(LowerError::Unsupported {
            what: "this partial load of a typed buffer element".into(),
            site: self.site(at),
        })
    }

    fn typed_store(
        &mut self,
        t: &Target,
        val: Value,
        ty: Type,
        off: &ByteOffset,
        at: Inst,
    ) -> Result<(), LowerError> {
        let elem = self.typed_element(t);
        let data = if ty == elem && constant(off) == Some(0) {
            val
        } else {
            let scalar = self.c.m.types.scalar_of(elem);
            if ty != scalar {
                return Err(LowerError::Unsupported {
                    what: "this partial store to a typed buffer element".into(),
                    site: self.site(at),
                });
            }
            // Read the element, replace the component, write it back.
            let ssize = self.dl.store_size(&self.c.m.types, scalar) as i64;
            let full = self.typed_full_load(t);
            let k = self.materialize(off, ssize);
            self.c.insert(
                elem,
                InstKind::InsertElement {
                    vec: full,
                    val,
                    index: k,
                },
            )
        };
        // Typed buffers take an element index, textures their texel coordinates.
        let (base, coords_ty) = if t.res.kind.is_single_sample_texture() {
            ("llvm.dx.resource.store.texture", Some(self.c.ty(t.index)))
        } else {
            ("llvm.dx.resource.store.typedbuffer", None)
        };
        let overloads = match coords_ty {
            Some(ct) => vec![t.handle_ty, ct, elem],
            None => vec![t.handle_ty, elem],
        };
        let void = self.c.m.types.void();
        self.c
            .call_intrinsic(base, &overloads, void, vec![t.handle, t.index, data]);
        Ok(())
    }
}
