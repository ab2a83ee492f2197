//! Local arrays that only hold a copy (issue 32): clang copies an array argument or an
//! assigned struct into a local array and indexes the copy, where DXC indexes the
//! original. The copy costs an instruction per element (and a local array, which
//! drivers place in the slowest memory a shader has); reading the original at the
//! same offset costs nothing.
//!
//! Two shapes are forwarded, each only when every use of the local array is understood
//! (GEPs, loads, stores, `llvm.memcpy` and lifetime markers; anything else, a pointer
//! stored or passed to a call, leaves the array alone):
//! - **a copy of another local array**: the array's only write is one `llvm.memcpy` of
//!   all of it from another local array that nothing writes once the copy may have run
//!   (no write to the source is reachable from the copy). Reads before the copy read
//!   memory never written, whose value is undefined: reading the source there is as
//!   good.
//! - **a copy of a cbuffer array**: every write stores a value loaded from one cbuffer
//!   global at the same byte distance from where it is stored (the array's elements sit
//!   at the cbuffer's stride, as a `float4` array's do). A cbuffer does not change while
//!   the shader runs, so every byte of the local array, once written, equals the
//!   cbuffer's at that distance: reads go to the cbuffer (dynamic indexing of a cbuffer
//!   is DXIL), the stores and the loads feeding them go.

use crate::analysis::gep_offset::ByteOffset;
use crate::analysis::gep_source_types::gep_parts;
use crate::rewrite::{find_inst, FuncCursor};
use dxil_analysis::intrinsics::{called, is_intrinsic};
use dxil_analysis::resource_map::module_layout;
use dxil_ir::{
    Block, ConstData, ConstExprOp, GepFlags, GlobalId, Inst, InstKind, Module, Type, TypeData,
    Value,
};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};

/// The address space of cbuffer memory in clang's IR.
const CBUFFER_ADDRSPACE: u32 = 2;

/// What reads and writes a local array, through the GEPs derived from it.
#[derive(Default)]
struct ArrayUses {
    /// GEPs derived from the array.
    geps: Vec<Inst>,
    /// Stores into it, with the store address's constant byte offset (when constant).
    stores: Vec<(Inst, Option<i64>)>,
    /// `llvm.memcpy` calls writing into it, with the destination's constant offset.
    copies_in: Vec<(Inst, Option<i64>)>,
    /// `llvm.memcpy` calls reading from it.
    copies_out: Vec<Inst>,
    /// `llvm.lifetime.*` markers on it.
    markers: Vec<Inst>,
}

impl ArrayUses {
    /// The instructions that may write the array.
    fn writers(&self) -> impl Iterator<Item = Inst> + '_ {
        let stores = self.stores.iter().map(|s| s.0);
        stores.chain(self.copies_in.iter().map(|c| c.0))
    }
}

/// Forwards the local array copies of the function open in `c` (see the module docs);
/// returns how many arrays went.
pub fn forward_local_array_copies(c: &mut FuncCursor<'_>) -> usize {
    let Some(entry) = c.body.entry() else {
        return 0;
    };
    let arrays: Vec<Inst> = c.body.blocks[entry]
        .insts
        .iter()
        .copied()
        .filter(|&i| matches!(c.body.insts[i].kind, InstKind::Alloca { count: None, .. }))
        .collect();
    if arrays.is_empty() {
        return 0;
    }
    let dl = module_layout(c.m);
    let mut forwarded = 0;
    for array in arrays {
        // Each forwarding changes uses: they are read again for the next array.
        let users = users_by_inst(c);
        let Some(uses) = array_uses(c, &dl, &users, array) else {
            continue;
        };
        let candidate = Candidate {
            dl: &dl,
            users: &users,
            array,
            uses: &uses,
        };
        if candidate.forward_from_local_copy(c) || candidate.forward_from_cbuffer(c) {
            forwarded += 1;
        }
    }
    forwarded
}

/// Each placed instruction's users, in block order.
fn users_by_inst(c: &FuncCursor<'_>) -> FxHashMap<Inst, Vec<Inst>> {
    let mut users: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    for (_, i) in c.body.placed_insts() {
        c.body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(d) = v {
                let list = users.entry(d).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
        });
    }
    users
}

/// The uses of `array` through the GEPs derived from it, or `None` when its address
/// escapes (is stored, passed to a call other than a copy or lifetime marker, selected,
/// compared, cast) or it is read or written atomically or volatilely.
fn array_uses(
    c: &FuncCursor<'_>,
    dl: &DataLayout,
    users: &FxHashMap<Inst, Vec<Inst>>,
    array: Inst,
) -> Option<ArrayUses> {
    let mut uses = ArrayUses::default();
    let mut work = vec![(array, Some(0i64))];
    while let Some((ptr, offset)) = work.pop() {
        let p = Value::Inst(ptr);
        for &u in users.get(&ptr).map(Vec::as_slice).unwrap_or_default() {
            match &c.body.insts[u].kind {
                InstKind::Gep {
                    source,
                    base,
                    indices,
                    ..
                } if *base == p && !indices.contains(&p) => {
                    let mut step = ByteOffset::default();
                    step.add_gep(c.m, dl, *source, indices).ok()?;
                    let at = offset
                        .filter(|_| step.terms.is_empty())
                        .and_then(|o| o.checked_add(step.bytes));
                    uses.geps.push(u);
                    work.push((u, at));
                }
                InstKind::Load {
                    volatile: false,
                    atomic: None,
                    ..
                } => {}
                InstKind::Store {
                    val,
                    volatile: false,
                    atomic: None,
                    ..
                } if *val != p => uses.stores.push((u, offset)),
                InstKind::Call { .. } => {
                    let (name, args) = called(c.m, &c.body, u)?;
                    if is_intrinsic(name, "llvm.lifetime.start")
                        || is_intrinsic(name, "llvm.lifetime.end")
                    {
                        uses.markers.push(u);
                    } else if is_intrinsic(name, "llvm.memcpy")
                        && args.get(3).and_then(|&v| c.m.const_int(v)) == Some(0)
                    {
                        match (args.first() == Some(&p), args.get(1) == Some(&p)) {
                            (true, false) => uses.copies_in.push((u, offset)),
                            (false, true) => uses.copies_out.push(u),
                            _ => return None,
                        }
                    } else {
                        return None;
                    }
                }
                _ => return None,
            }
        }
    }
    Some(uses)
}

/// A local array whose every use is understood, with what the forwarding reads.
struct Candidate<'a> {
    dl: &'a DataLayout,
    /// Each instruction's users (before any forwarding of this array).
    users: &'a FxHashMap<Inst, Vec<Inst>>,
    array: Inst,
    uses: &'a ArrayUses,
}

impl Candidate<'_> {
    /// The local array is one `llvm.memcpy` of another local array that nothing writes once
    /// the copy may have run: its uses read the source instead.
    fn forward_from_local_copy(&self, c: &mut FuncCursor<'_>) -> bool {
        let ([(copy, Some(0))], []) = (self.uses.copies_in.as_slice(), self.uses.stores.as_slice())
        else {
            return false;
        };
        let copy = *copy;
        let Some((_, args)) = called(c.m, &c.body, copy) else {
            return false;
        };
        let (Some(Value::Inst(source)), Some(len)) = (
            args.get(1).copied(),
            args.get(2).and_then(|&v| c.m.const_int(v)),
        ) else {
            return false;
        };
        let size = |i: Inst| match c.body.insts[i].kind {
            InstKind::Alloca {
                allocated,
                count: None,
                addrspace,
                ..
            } => Some((self.dl.alloc_size(&c.m.types, allocated), addrspace)),
            _ => None,
        };
        let (Some(here), Some(there)) = (size(self.array), size(source)) else {
            return false;
        };
        if source == self.array || here != there || i128::from(here.0) != len {
            return false;
        }
        let Some(source_uses) = array_uses(c, self.dl, self.users, source) else {
            return false;
        };
        if source_uses.writers().any(|w| reachable_from(c, copy, w)) {
            return false;
        }
        c.replace_uses(Value::Inst(self.array), Value::Inst(source));
        // The source's lifetime may have ended where the copy's reads now read it.
        let gone = [copy, self.array].into_iter();
        for i in gone
            .chain(self.uses.markers.iter().copied())
            .chain(source_uses.markers)
        {
            c.erase(i);
        }
        true
    }

    /// The local array holds, wherever written, the bytes of one cbuffer global at a
    /// fixed distance: its uses read the cbuffer instead.
    fn forward_from_cbuffer(&self, c: &mut FuncCursor<'_>) -> bool {
        if self.uses.stores.is_empty()
            || !self.uses.copies_in.is_empty()
            || !self.uses.copies_out.is_empty()
        {
            return false;
        }
        let mut source: Option<(GlobalId, i64)> = None;
        let mut loads = Vec::new();
        for &(store, at) in &self.uses.stores {
            let InstKind::Store {
                val: Value::Inst(load),
                ..
            } = c.body.insts[store].kind
            else {
                return false;
            };
            let InstKind::Load {
                ptr,
                volatile: false,
                atomic: None,
                ..
            } = c.body.insts[load].kind
            else {
                return false;
            };
            // A scalar or vector is contiguous in the cbuffer as in the array; an aggregate
            // may not be (a cbuffer starts each array element on a new row).
            let contiguous = matches!(
                c.m.types.get(c.body.insts[load].ty),
                TypeData::Int(_) | TypeData::Float(_) | TypeData::Vector { .. }
            );
            let (true, Some(at), Some((global, from))) =
                (contiguous, at, constant_address(c, self.dl, ptr))
            else {
                return false;
            };
            if c.m.globals[global].addrspace != CBUFFER_ADDRSPACE {
                return false;
            }
            let here = (global, from - at);
            if *source.get_or_insert(here) != here {
                return false;
            }
            loads.push(load);
        }
        let Some((global, distance)) = source else {
            return false;
        };
        let ptr_ty = c.m.types.ptr(CBUFFER_ADDRSPACE);
        let base = cbuffer_address(c.m, global, distance, ptr_ty);
        for &g in &self.uses.geps {
            c.body.insts[g].ty = ptr_ty;
        }
        c.replace_uses(Value::Inst(self.array), base);
        let stores: FxHashSet<Inst> = self.uses.stores.iter().map(|s| s.0).collect();
        for &i in stores.iter().chain(&self.uses.markers) {
            c.erase(i);
        }
        c.erase(self.array);
        // A load that only fed the copy goes with it.
        for load in loads {
            let only_copied = self
                .users
                .get(&load)
                .is_none_or(|us| us.iter().all(|u| stores.contains(u)));
            if only_copied {
                c.erase(load);
            }
        }
        true
    }
}

/// `global` plus `bytes`, as a constant pointer of type `ptr_ty`.
fn cbuffer_address(m: &mut Module, global: GlobalId, bytes: i64, ptr_ty: Type) -> Value {
    if bytes == 0 {
        return Value::Global(global);
    }
    let i8_ty = m.types.int(8);
    let offset = dxil_ir::edit::constants::const_int(m, 32, bytes);
    let c = m.consts.intern(ConstData::Expr {
        ty: ptr_ty,
        op: ConstExprOp::Gep {
            source: i8_ty,
            flags: GepFlags {
                inbounds: true,
                nusw: false,
                nuw: false,
            },
            inrange: None,
            base: Value::Global(global),
            indices: vec![offset],
        },
    });
    Value::Const(c)
}

/// The global a constant pointer points into and the byte offset in it.
fn constant_address(c: &FuncCursor<'_>, dl: &DataLayout, v: Value) -> Option<(GlobalId, i64)> {
    match v {
        Value::Global(g) => Some((g, 0)),
        Value::Const(_) => {
            let (source, base, indices, _) = gep_parts(c, v)?;
            let (g, at) = constant_address(c, dl, base)?;
            let mut step = ByteOffset::default();
            step.add_gep(c.m, dl, source, &indices).ok()?;
            let at = at.checked_add(step.bytes)?;
            step.terms.is_empty().then_some((g, at))
        }
        _ => None,
    }
}

/// Whether `to` may run after `from` in the same call: later in `from`'s block, or in
/// a block reachable from it (`from`'s own block counts when a loop leads back to it).
fn reachable_from(c: &FuncCursor<'_>, from: Inst, to: Inst) -> bool {
    let (Some((fb, fi)), Some((tb, ti))) = (find_inst(&c.body, from), find_inst(&c.body, to))
    else {
        return true;
    };
    if fb == tb && ti > fi {
        return true;
    }
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut work = successors(c, fb);
    while let Some(b) = work.pop() {
        if b == tb {
            return true;
        }
        if seen.insert(b) {
            work.extend(successors(c, b));
        }
    }
    false
}

/// The blocks `b`'s terminator may branch to.
fn successors(c: &FuncCursor<'_>, b: Block) -> Vec<Block> {
    c.body
        .terminator(b)
        .map(|t| c.body.insts[t].kind.successors())
        .unwrap_or_default()
}
