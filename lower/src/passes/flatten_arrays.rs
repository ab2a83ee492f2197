//! `dxil-flatten-arrays`: DXIL arrays are one-dimensional (DXIL.rst: multi-dimensional
//! arrays are flattened), so, as LLVM's DXILFlattenArrays does:
//!
//! - a struct holding an array of arrays, global or alloca, is first split into one
//!   variable per member where it can be (`split_struct_globals.rs`,
//!   `split_struct_allocas.rs`);
//! - a global or alloca of an array of arrays gets a one-dimensional array of the
//!   innermost element type (`[16 x [17 x float]]` → `[272 x float]`); globals are
//!   renamed `<name>.1dim`, allocas `<name>.flat`, and initializers flattened in order;
//! - constant-expression GEPs into array globals become instructions;
//! - every chain of GEPs from an array global or alloca (array-typed, i8 byte offsets
//!   or element-typed, constant or dynamic indices) becomes one
//!   `getelementptr [N x T], ptr %root, i32 0, i32 <linear index>`, the index computed
//!   from the chain's byte offset (LLVM's newer pass does the same with
//!   `collectOffset`), followed by constant field indices when `T` is a struct;
//! - a scalar load, store or atomic straight through the root gets
//!   `getelementptr [N x T], ptr %root, i32 0, i32 0` (LLVM's DXILLegalize does this).

use crate::analysis::block_order::reverse_post_order;
use crate::analysis::gep_offset::{emit_element_index, ByteOffset, IndexCache};
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::FuncCursor;
use crate::transforms::const_gep::materialize_const_geps;
use crate::transforms::split_struct_allocas::split_struct_allocas;
use crate::transforms::split_struct_globals::split_struct_globals;
use dxil_analysis::resource_map::module_layout;
use dxil_ir::edit::zero_of;
use dxil_ir::{
    ConstData, FuncId, GepFlags, GlobalId, Inst, InstKind, Module, Site, Type, TypeData, Types,
    Value,
};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};

/// The `dxil-flatten-arrays` pass.
pub struct FlattenArrays;

impl Pass for FlattenArrays {
    fn name(&self) -> &'static str {
        "dxil-flatten-arrays"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        flatten_arrays(module)
    }
}

/// The total element count and innermost (non-array) element type of array type `t`.
pub fn flat_shape(types: &Types, t: Type) -> Option<(u64, Type)> {
    let mut count = 1u64;
    let mut cur = t;
    while let TypeData::Array { len, elem } = types.get(cur) {
        count = count.saturating_mul(*len);
        cur = *elem;
    }
    (cur != t).then_some((count, cur))
}

/// Whether `t` is an array of arrays.
pub fn is_multi_dimensional(types: &Types, t: Type) -> bool {
    match types.get(t) {
        TypeData::Array { elem, .. } => matches!(types.get(*elem), TypeData::Array { .. }),
        _ => false,
    }
}

/// Runs the pass over `m`.
pub fn flatten_arrays(m: &mut Module) -> Result<(), LowerError> {
    split_struct_globals(m);
    split_struct_allocas(m);
    crate::transforms::struct_array_allocas::split_struct_array_allocas(m);
    let dl = module_layout(m);
    let mut roots = FxHashSet::default();
    let gids: Vec<GlobalId> = m.globals.handles().collect();
    for g in gids {
        let old = m.globals[g].value_ty;
        if m.globals[g].name.starts_with("llvm.") {
            continue;
        }
        let Some((count, elem)) = flat_shape(&m.types, old) else {
            continue;
        };
        roots.insert(g);
        if !is_multi_dimensional(&m.types, old) {
            continue;
        }
        let new = m.types.array(elem, count);
        if let Some(init) = m.globals[g].init {
            let init = flattened_const(m, init, new).ok_or_else(|| LowerError::Unsupported {
                what: "an initializer of a multi-dimensional array that is not a constant array"
                    .into(),
                site: Some(Site::Global(g)),
            })?;
            m.globals[g].init = Some(init);
        }
        let gv = &mut m.globals[g];
        gv.value_ty = new;
        gv.name = format!("{}.1dim", gv.name).into();
    }
    m.intern_symbol_pointer_types();
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let Some(cur) = FuncCursor::open(m, f) else {
            continue;
        };
        let mut fl = Flatten {
            cur,
            dl,
            roots: FxHashMap::default(),
            indices: IndexCache::default(),
        };
        let r = fl.run(&roots);
        fl.cur.finish();
        r?;
    }
    Ok(())
}

/// Array constant `c` as a constant of the flat array type `new_ty`.
fn flattened_const(m: &mut Module, c: Value, new_ty: Type) -> Option<Value> {
    let data = m.consts.get(c.as_const()?).clone();
    let out = match data {
        ConstData::Zero(_) => ConstData::Zero(new_ty),
        ConstData::Undef(_) => ConstData::Undef(new_ty),
        ConstData::Poison(_) => ConstData::Poison(new_ty),
        _ => {
            let mut elems = Vec::new();
            collect_leaves(m, c, &mut elems, 0)?;
            let (count, _) = flat_shape(&m.types, new_ty)?;
            if elems.len() as u64 != count {
                return None;
            }
            ConstData::Aggregate { ty: new_ty, elems }
        }
    };
    Some(Value::Const(m.consts.intern(out)))
}

/// Appends the non-array elements of constant `c`, in memory order.
fn collect_leaves(m: &mut Module, c: Value, out: &mut Vec<Value>, depth: u32) -> Option<()> {
    if depth > 32 {
        return None;
    }
    let ty = m.type_of(None, c)?;
    let TypeData::Array { len, elem } = m.types.get(ty).clone() else {
        out.push(c);
        return Some(());
    };
    let data = m.consts.get(c.as_const()?).clone();
    match data {
        ConstData::Aggregate { elems, .. } => {
            for e in elems {
                collect_leaves(m, e, out, depth + 1)?;
            }
        }
        ConstData::Bytes { data, .. } => {
            let bits = m.types.int_bits(elem)?;
            for b in data {
                out.push(m.consts.int(elem, bits, i128::from(b)));
            }
        }
        ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => {
            let e = match data {
                ConstData::Zero(_) => zero_of(m, elem),
                ConstData::Undef(_) => m.consts.undef(elem),
                _ => m.consts.poison(elem),
            };
            for _ in 0..len {
                collect_leaves(m, e, out, depth + 1)?;
            }
        }
        _ => return None,
    }
    Some(())
}

/// A GEP reached from a root: the root, the byte offset from it, and whether every
/// GEP on the way was `inbounds`.
#[derive(Clone, Debug)]
struct Reached {
    root: Value,
    offset: ByteOffset,
    inbounds: bool,
}

struct Flatten<'m> {
    cur: FuncCursor<'m>,
    dl: DataLayout,
    /// Array globals and allocas of this function, with their (flat) array type.
    roots: FxHashMap<Value, Type>,
    /// Index sums already computed (flat GEPs are made in program order per block).
    indices: IndexCache,
}

impl Flatten<'_> {
    fn site(&self, i: Inst) -> Option<Site> {
        Some(Site::Inst(self.cur.func, i))
    }

    fn run(&mut self, globals: &FxHashSet<GlobalId>) -> Result<(), LowerError> {
        materialize_const_geps(&mut self.cur, globals);
        for &g in globals {
            self.roots
                .insert(Value::Global(g), self.cur.m.globals[g].value_ty);
        }
        let order: Vec<Inst> = reverse_post_order(&self.cur.body)
            .into_iter()
            .flat_map(|b| self.cur.body.blocks[b].insts.clone())
            .collect();
        // One walk sorts out what the steps below look at, in order.
        let (mut allocas, mut geps, mut accesses) = (Vec::new(), Vec::new(), Vec::new());
        for &i in &order {
            match self.cur.body.insts[i].kind {
                InstKind::Alloca { .. } => allocas.push(i),
                InstKind::Gep { .. } => geps.push(i),
                InstKind::Load { .. }
                | InstKind::Store { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::CmpXchg { .. } => accesses.push(i),
                _ => {}
            }
        }
        self.flatten_allocas(&allocas);
        if self.roots.is_empty() {
            return Ok(());
        }
        let reached = self.reach(&geps)?;
        if !reached.is_empty() {
            self.rewrite_chains(&geps, &reached)?;
        }
        self.index_direct_accesses(&accesses)
    }

    /// Gives multi-dimensional allocas their flat type; every array alloca is a root.
    fn flatten_allocas(&mut self, allocas: &[Inst]) {
        for &i in allocas {
            let InstKind::Alloca { allocated, .. } = self.cur.body.insts[i].kind else {
                continue;
            };
            let types = &mut self.cur.m.types;
            let Some((count, elem)) = flat_shape(types, allocated) else {
                continue;
            };
            let mut flat = allocated;
            if is_multi_dimensional(types, allocated) {
                flat = types.array(elem, count);
                let d = &mut self.cur.body.insts[i];
                if let InstKind::Alloca { allocated, .. } = &mut d.kind {
                    *allocated = flat;
                }
                d.name = d.name.take().map(|n| format!("{n}.flat").into());
            }
            self.roots.insert(Value::Inst(i), flat);
        }
    }

    /// Every GEP (of `geps`, in order) computed (through other GEPs) from a root, with
    /// its offset.
    fn reach(&mut self, geps: &[Inst]) -> Result<FxHashMap<Inst, Reached>, LowerError> {
        let mut reached: FxHashMap<Inst, Reached> = FxHashMap::default();
        for &i in geps {
            let d = &self.cur.body.insts[i];
            let InstKind::Gep {
                source,
                flags,
                base,
                indices,
            } = &d.kind
            else {
                continue;
            };
            if !matches!(self.cur.m.types.get(d.ty), TypeData::Ptr { .. }) {
                continue;
            }
            let mut r = if self.roots.contains_key(base) {
                Reached {
                    root: *base,
                    offset: ByteOffset::default(),
                    inbounds: true,
                }
            } else {
                match base.as_inst().and_then(|b| reached.get(&b)) {
                    Some(r) => r.clone(),
                    None => continue,
                }
            };
            r.offset
                .add_gep(self.cur.m, &self.dl, *source, indices)
                .map_err(|what| LowerError::Unsupported {
                    what: format!("flattening an array accessed through {what}"),
                    site: self.site(i),
                })?;
            r.inbounds &= flags.inbounds;
            reached.insert(i, r);
        }
        Ok(reached)
    }

    /// Replaces each reached GEP that something other than a reached GEP uses by the
    /// one-GEP form, and erases the chains (`geps`: the function's GEPs, in order).
    fn rewrite_chains(
        &mut self,
        geps: &[Inst],
        reached: &FxHashMap<Inst, Reached>,
    ) -> Result<(), LowerError> {
        let mut needed: FxHashSet<Inst> = FxHashSet::default();
        for (_, u) in self.cur.body.placed_insts() {
            if reached.contains_key(&u) {
                continue;
            }
            self.cur.body.insts[u].kind.for_each_operand(|v| {
                if let Some(g) = v.as_inst().filter(|g| reached.contains_key(g)) {
                    needed.insert(g);
                }
            });
        }
        for &g in geps {
            let Some(r) = reached.get(&g) else { continue };
            if needed.contains(&g) {
                self.cur.before(g);
                let flat = self.flat_gep(r, g)?;
                if let Value::Inst(n) = flat {
                    self.cur.body.insts[n].name = self.cur.body.insts[g].name.take();
                }
                self.cur.replace_uses(Value::Inst(g), flat);
            }
        }
        for &g in geps {
            if reached.contains_key(&g) {
                self.cur.erase(g);
            }
        }
        Ok(())
    }

    /// Gives scalar loads, stores and atomics straight through a root a GEP to the
    /// root's first element.
    fn index_direct_accesses(&mut self, accesses: &[Inst]) -> Result<(), LowerError> {
        for &i in accesses {
            let (ptr, accessed) = match self.cur.body.insts[i].kind {
                InstKind::Load { ptr, .. } => (ptr, self.cur.body.insts[i].ty),
                InstKind::Store { val, ptr, .. } | InstKind::AtomicRmw { ptr, val, .. } => {
                    (ptr, self.cur.ty(val))
                }
                InstKind::CmpXchg { ptr, expected, .. } => (ptr, self.cur.ty(expected)),
                _ => continue,
            };
            let Some(&root_ty) = self.roots.get(&ptr) else {
                continue;
            };
            if accessed == root_ty {
                continue;
            }
            self.cur.before(i);
            let r = Reached {
                root: ptr,
                offset: ByteOffset::default(),
                inbounds: true,
            };
            let gep = self.flat_gep(&r, i)?;
            let d = &mut self.cur.body.insts[i];
            match &mut d.kind {
                InstKind::Load { ptr, .. }
                | InstKind::Store { ptr, .. }
                | InstKind::AtomicRmw { ptr, .. }
                | InstKind::CmpXchg { ptr, .. } => *ptr = gep,
                _ => {}
            }
        }
        Ok(())
    }

    /// `getelementptr [N x T], ptr root, i32 0, i32 <index> [, field indices]` for the
    /// address `r` names, inserted at the cursor.
    fn flat_gep(&mut self, r: &Reached, at: Inst) -> Result<Value, LowerError> {
        let root_ty = self
            .roots
            .get(&r.root)
            .copied()
            .ok_or(LowerError::Invalid {
                msg: "an array access whose root is not an array".into(),
                site: self.site(at),
            })?;
        let elem = match self.cur.m.types.get(root_ty) {
            TypeData::Array { elem, .. } => *elem,
            _ => root_ty,
        };
        let unit = (self.dl.alloc_size(&self.cur.m.types, elem) as i64).max(1);
        let index = emit_element_index(&mut self.cur, &r.offset, unit, Some(&mut self.indices)).ok_or_else(|| {
            LowerError::Unsupported {
                what: "flattening an array access whose dynamic offset is not a whole number of elements"
                    .into(),
                site: self.site(at),
            }
        })?;
        let zero = self.cur.i32(0);
        let mut indices = vec![zero, index];
        let mut rest = r.offset.bytes.rem_euclid(unit) as u64;
        let mut t = elem;
        while rest > 0 {
            let types = &self.cur.m.types;
            let (k, start, next) = match types.get(t) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let (offsets, _) = self.dl.struct_layout(types, t);
                    let k = offsets.iter().rposition(|&o| o <= rest).unwrap_or(0);
                    let field = types.aggregate_element(t, k as u64).unwrap_or(t);
                    (k as u64, offsets.get(k).copied().unwrap_or(0), field)
                }
                TypeData::Array { elem, .. } => {
                    let s = self.dl.alloc_size(types, *elem).max(1);
                    (rest / s, rest / s * s, *elem)
                }
                _ => {
                    return Err(LowerError::Unsupported {
                        what: "flattening an array access into the middle of an element".into(),
                        site: self.site(at),
                    })
                }
            };
            indices.push(self.cur.i32(k as i64));
            rest -= start;
            if next == t {
                break;
            }
            t = next;
        }
        let pt = self.cur.ty(r.root);
        Ok(self.cur.insert(
            pt,
            InstKind::Gep {
                source: root_ty,
                flags: GepFlags {
                    inbounds: r.inbounds,
                    ..Default::default()
                },
                base: r.root,
                indices,
            },
        ))
    }
}
