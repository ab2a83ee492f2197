//! Local arrays that only hold a copy (issue 32): clang copies an array argument, an
//! assigned struct or a `static const` initialized from a cbuffer into local memory and
//! indexes the copy, where DXC indexes the original. The copy costs an instruction per
//! element (and a local array, which drivers place in the slowest memory a shader has);
//! reading the original at the same offset costs nothing.
//!
//! The arrays are `alloca`s, and internal globals (HLSL's `static`s: per-thread memory
//! like an `alloca`) that one function alone uses. Each is forwarded only when every use
//! is understood (GEPs, loads, stores, `llvm.memcpy`, lifetime and invariant markers;
//! anything else, a pointer stored or passed to a call, leaves it alone). An array
//! nothing reads goes with its writes; one that only holds a copy is forwarded in two
//! shapes:
//! - **a copy of another local array or of a read-only resource's element**: an
//!   `alloca` whose only write is one `llvm.memcpy` of all of it, from an `alloca` that
//!   nothing writes once the copy may have run (no write to it is reachable from the
//!   copy), or from an SRV's element (nothing changes an SRV). Reads before the copy
//!   read memory never written, whose value is undefined: reading the source there is
//!   as good.
//! - **a copy of cbuffer data**: every write stores a scalar or vector loaded from a
//!   cbuffer global (or an element extracted from one), at the same byte distance from
//!   where it is stored as the other stores from that global. A cbuffer does not change
//!   while the shader runs, so every byte of the array, once written, equals the
//!   cbuffer's at that distance: reads go to the cbuffer (dynamic indexing of a cbuffer
//!   is DXIL), the stores and the loads feeding them go. Parts copied from different
//!   cbuffer globals must each fill whole fields of the array's struct type (HLSL
//!   indexes within a field: `ST.b[i]` stays in `b`); a read goes to the global of the
//!   field its constant offset falls in. A global, whose initializer counts where no
//!   store reaches, must be written whole by stores that each run before every read
//!   (dominate it).

use crate::analysis::gep_offset::ByteOffset;
use crate::analysis::gep_source_types::gep_parts;
use crate::rewrite::{find_inst, remove_dead_code_keeping, unused_insts, FuncCursor};
use dxil_analysis::intrinsics::{called, is_intrinsic};
use dxil_analysis::resource_map::{module_layout, ResourceType};
use dxil_ir::dominators::DominatorOrder;
use dxil_ir::{
    Block, ConstData, ConstExprOp, FuncId, GepFlags, GlobalId, Inst, InstKind, Linkage, Module,
    Type, TypeData, Value,
};
use dxil_model::cfg::{dominator_tree, Cfg};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::ResourceClass;
use rustc_hash::{FxHashMap, FxHashSet};

/// The address space of cbuffer memory in clang's IR.
const CBUFFER_ADDRSPACE: u32 = 2;

/// Where a local array lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Root {
    /// An `alloca` of the function.
    Local(Inst),
    /// An internal global only the function uses.
    Static(GlobalId),
}

/// An instruction using the array's address itself, or (a global's) a constant address
/// into it: the operand and the byte offset it points at.
#[derive(Clone, Copy)]
struct DirectUse {
    user: Inst,
    operand: Value,
    offset: i64,
}

impl DirectUse {
    /// Points the use at `new` instead of the array.
    fn rebase(&self, c: &mut FuncCursor<'_>, new: Value) {
        let old = self.operand;
        c.body.insts[self.user]
            .kind
            .map_operands(|v| if v == old { new } else { v });
    }
}

/// A load from a local array.
pub(crate) struct Read {
    pub(crate) load: Inst,
    /// The constant part of its address's offset (its run-time part left out).
    pub(crate) bytes: i64,
    /// Whether the offset has no run-time part.
    pub(crate) exact: bool,
    /// The direct use its address derives from.
    from: usize,
}

/// What reads and writes a local array, through the GEPs derived from it.
#[derive(Default)]
pub(crate) struct ArrayUses {
    /// Instructions using the array's address (or a constant address into it).
    direct: Vec<DirectUse>,
    /// GEPs derived from the array.
    pub(crate) geps: Vec<Inst>,
    /// Loads from it.
    pub(crate) loads: Vec<Read>,
    /// Stores into it, with the store address's constant byte offset (when constant).
    pub(crate) stores: Vec<(Inst, Option<i64>)>,
    /// `llvm.memcpy` calls writing into it, with the destination's constant offset.
    pub(crate) copies_in: Vec<(Inst, Option<i64>)>,
    /// `llvm.memcpy` calls reading from it.
    pub(crate) copies_out: Vec<Inst>,
    /// `llvm.lifetime.*` and `llvm.invariant.start` markers on it.
    pub(crate) markers: Vec<Inst>,
}

impl ArrayUses {
    /// The instructions that may write the array.
    fn writers(&self) -> impl Iterator<Item = Inst> + '_ {
        let stores = self.stores.iter().map(|s| s.0);
        stores.chain(self.copies_in.iter().map(|c| c.0))
    }
}

/// Forwards the local array copies of the function open in `c` (see the module docs),
/// its `alloca`s and the internal globals `statics` only it uses; returns how many
/// arrays went.
pub fn forward_local_array_copies(c: &mut FuncCursor<'_>, statics: &[GlobalId]) -> usize {
    let locals = entry_arrays(c).into_iter().map(Root::Local);
    let roots: Vec<Root> = locals
        .chain(statics.iter().copied().map(Root::Static))
        .collect();
    if roots.is_empty() {
        return 0;
    }
    let dl = module_layout(c.m);
    // What was dead before stays (LLVM's passes leave it); what a forwarding leaves
    // dead goes, before the shader flags are read from the code.
    let given_dead = unused_insts(c.m, &c.body, |_| false);
    let mut forwarded = 0;
    let mut uses_of = function_uses(c, &dl, statics);
    for root in roots {
        let Some(uses) = array_uses(c, &dl, &uses_of, root) else {
            continue;
        };
        let candidate = Candidate {
            dl: &dl,
            uses_of: &uses_of,
            root,
            uses: &uses,
        };
        if candidate.remove_unread(c)
            || candidate.forward_from_local_copy(c)
            || candidate.forward_from_cbuffer(c)
        {
            forwarded += 1;
            // The forwarding changed uses: they are read again for the next array.
            uses_of = function_uses(c, &dl, statics);
        }
    }
    if forwarded > 0 {
        remove_dead_code_keeping(c.m, &mut c.body, |_| false, &given_dead);
    }
    forwarded
}

/// The local arrays of the function open in `c`: the `alloca`s of one value (not of a
/// run-time count) in its entry block.
pub(crate) fn entry_arrays(c: &FuncCursor<'_>) -> Vec<Inst> {
    let Some(entry) = c.body.entry() else {
        return Vec::new();
    };
    c.body.blocks[entry]
        .insts
        .iter()
        .copied()
        .filter(|&i| matches!(c.body.insts[i].kind, InstKind::Alloca { count: None, .. }))
        .collect()
}

/// The internal globals of `m` that could be local arrays (address space 0, written by
/// the code, no initializer but a constant), by the one function using them.
pub fn statics_by_function(m: &Module) -> FxHashMap<FuncId, Vec<GlobalId>> {
    let mut users: FxHashMap<GlobalId, FxHashSet<FuncId>> = FxHashMap::default();
    let mut found = Vec::new();
    for (f, func) in m.functions.iter() {
        let Some(body) = &func.body else {
            continue;
        };
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|v| {
                found.clear();
                globals_in(m, v, &mut found);
                for &g in &found {
                    users.entry(g).or_default().insert(f);
                }
            });
        }
    }
    // A global another global's initializer names is not the function's alone.
    let mut named_elsewhere = FxHashSet::default();
    for (_, g) in m.globals.iter() {
        if let Some(init) = g.init {
            found.clear();
            globals_in(m, init, &mut found);
            named_elsewhere.extend(found.iter().copied());
        }
    }
    let mut out: FxHashMap<FuncId, Vec<GlobalId>> = FxHashMap::default();
    for (g, fs) in users {
        let var = &m.globals[g];
        let private = matches!(var.props.linkage, Linkage::Internal | Linkage::Private);
        let init_is_constant = var.init.is_none_or(|v| matches!(v, Value::Const(_)));
        let only = match fs.len() {
            1 => fs.iter().next().copied(),
            _ => None,
        };
        if let Some(f) = only.filter(|_| {
            private
                && var.addrspace == 0
                && !var.is_constant
                && !var.externally_initialized
                && init_is_constant
                && !named_elsewhere.contains(&g)
        }) {
            out.entry(f).or_default().push(g);
        }
    }
    for list in out.values_mut() {
        list.sort_unstable();
    }
    out
}

/// Appends the globals `v` names, itself or inside a constant.
fn globals_in(m: &Module, v: Value, out: &mut Vec<GlobalId>) {
    match v {
        Value::Global(g) => out.push(g),
        Value::Const(k) => {
            for o in m.consts.get(k).operands() {
                globals_in(m, o, out);
            }
        }
        _ => {}
    }
}

/// Who uses what in one function, read once (and again after a forwarding).
pub(crate) struct FunctionUses {
    /// Each placed instruction's users, in block order.
    users: FxHashMap<Inst, Vec<Inst>>,
    /// Each static's direct uses (`None`: it is named other than as an address).
    statics: FxHashMap<GlobalId, Option<Vec<DirectUse>>>,
}

impl FunctionUses {
    /// The placed instructions using `i`'s value, in block order.
    pub(crate) fn users_of(&self, i: Inst) -> &[Inst] {
        self.users.get(&i).map(Vec::as_slice).unwrap_or_default()
    }
}

/// The uses in the function open in `c`, the statics `statics` among them.
pub(crate) fn function_uses(
    c: &FuncCursor<'_>,
    dl: &DataLayout,
    statics: &[GlobalId],
) -> FunctionUses {
    let mut users: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    let mut direct: FxHashMap<GlobalId, Option<Vec<DirectUse>>> =
        statics.iter().map(|&g| (g, Some(Vec::new()))).collect();
    let mut found = Vec::new();
    for (_, i) in c.body.placed_insts() {
        c.body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(d) = v {
                let list = users.entry(d).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
                return;
            }
            if direct.is_empty() {
                return;
            }
            found.clear();
            globals_in(c.m, v, &mut found);
            for &g in &found {
                let Some(entry) = direct.get_mut(&g) else {
                    continue;
                };
                match (constant_address(c, dl, v), entry.as_mut()) {
                    (Some((at, offset)), Some(list)) if at == g && found.len() == 1 => {
                        list.push(DirectUse {
                            user: i,
                            operand: v,
                            offset,
                        })
                    }
                    _ => *entry = None,
                }
            }
        });
    }
    FunctionUses {
        users,
        statics: direct,
    }
}

/// The uses of the array at `root` through the GEPs derived from it, or `None` when its
/// address escapes (is stored, passed to a call other than a copy or marker, selected,
/// compared, cast) or it is read or written atomically or volatilely.
pub(crate) fn array_uses(
    c: &FuncCursor<'_>,
    dl: &DataLayout,
    uses_of: &FunctionUses,
    root: Root,
) -> Option<ArrayUses> {
    let users = &uses_of.users;
    let mut uses = ArrayUses::default();
    match root {
        Root::Local(a) => {
            for &user in users.get(&a).map(Vec::as_slice).unwrap_or_default() {
                uses.direct.push(DirectUse {
                    user,
                    operand: Value::Inst(a),
                    offset: 0,
                });
            }
        }
        Root::Static(g) => match uses_of.statics.get(&g) {
            Some(Some(direct)) => uses.direct.clone_from(direct),
            _ => return None,
        },
    }
    // Each user with the pointer it uses, the constant part of that pointer's offset,
    // whether that is all of it, and the direct use it derives from.
    let mut work: Vec<(Inst, Value, i64, bool, usize)> = uses
        .direct
        .iter()
        .enumerate()
        .map(|(k, d)| (d.user, d.operand, d.offset, true, k))
        .collect();
    while let Some((u, p, bytes, exact, from)) = work.pop() {
        let offset = exact.then_some(bytes);
        match &c.body.insts[u].kind {
            InstKind::Gep {
                source,
                base,
                indices,
                ..
            } if *base == p && !indices.contains(&p) => {
                let mut step = ByteOffset::default();
                step.add_gep(c.m, dl, *source, indices).ok()?;
                let bytes = bytes.checked_add(step.bytes)?;
                let exact = exact && step.terms.is_empty();
                uses.geps.push(u);
                for &next in users.get(&u).map(Vec::as_slice).unwrap_or_default() {
                    work.push((next, Value::Inst(u), bytes, exact, from));
                }
            }
            InstKind::Load {
                volatile: false,
                atomic: None,
                ..
            } => uses.loads.push(Read {
                load: u,
                bytes,
                exact,
                from,
            }),
            InstKind::Store {
                val,
                volatile: false,
                atomic: None,
                ..
            } if *val != p => uses.stores.push((u, offset)),
            InstKind::Call { .. } => {
                let (name, args) = called(c.m, &c.body, u)?;
                let marker = [
                    "llvm.lifetime.start",
                    "llvm.lifetime.end",
                    "llvm.invariant.start",
                ];
                if marker.iter().any(|n| is_intrinsic(name, n)) {
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
    Some(uses)
}

/// A local array whose every use is understood, with what the forwarding reads.
struct Candidate<'a> {
    dl: &'a DataLayout,
    /// The function's uses (before any forwarding of this array).
    uses_of: &'a FunctionUses,
    root: Root,
    uses: &'a ArrayUses,
}

/// Where a part of a local array was copied from: a cbuffer global, and the bytes from
/// an offset in the array to the same byte in the global.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Source {
    global: GlobalId,
    distance: i64,
}

/// Memory an array is copied from that does not change once the copy may have run.
enum CopySource {
    /// Another `alloca` that nothing writes after the copy (its lifetime markers).
    Local(Vec<Inst>),
    /// An element of an SRV: nothing the shader does changes it.
    Resource,
    /// A constant global, or a static of the function that nothing writes after the
    /// copy.
    Global(GlobalId),
}

impl Candidate<'_> {
    /// `also`, then the array's markers and, for an `alloca`, the array itself: what
    /// goes when the array goes.
    fn going_with(&self, also: impl IntoIterator<Item = Inst>) -> Vec<Inst> {
        let array = match self.root {
            Root::Local(a) => Some(a),
            Root::Static(_) => None,
        };
        also.into_iter()
            .chain(self.uses.markers.iter().copied())
            .chain(array)
            .collect()
    }

    /// Nothing reads the array: its writes go with it.
    fn remove_unread(&self, c: &mut FuncCursor<'_>) -> bool {
        let uses = self.uses;
        if !uses.loads.is_empty() || !uses.copies_out.is_empty() {
            return false;
        }
        for i in self.going_with(uses.writers().chain(uses.geps.iter().copied())) {
            c.erase(i);
        }
        true
    }

    /// The array's only write is one `llvm.memcpy` of all of it from memory that does not
    /// change once the copy may have run (see [`CopySource`]): its uses read the source
    /// instead. A static's copy must run before every read (dominate it): a read before
    /// it would see the initializer.
    fn forward_from_local_copy(&self, c: &mut FuncCursor<'_>) -> bool {
        let ([(copy, Some(0))], []) = (self.uses.copies_in.as_slice(), self.uses.stores.as_slice())
        else {
            return false;
        };
        let copy = *copy;
        let Some((_, args)) = called(c.m, &c.body, copy) else {
            return false;
        };
        let (Some(source), Some(len)) = (
            args.get(1).copied(),
            args.get(2).and_then(|&v| c.m.const_int(v)),
        ) else {
            return false;
        };
        let size = self.dl.alloc_size(&c.m.types, self.root_type(c));
        if i128::from(size) != len {
            return false;
        }
        let Some(from) = self.copy_source(c, copy, source, size) else {
            return false;
        };
        match (self.root, &from) {
            (Root::Local(array), _) => c.replace_uses(Value::Inst(array), source),
            (Root::Static(_), CopySource::Global(g)) => {
                if !self.writes_dominate_reads(c, [copy]) {
                    return false;
                }
                let ptr_ty = c.m.types.ptr(0);
                for d in &self.uses.direct {
                    let new = global_address(c.m, *g, d.offset, ptr_ty);
                    d.rebase(c, new);
                }
            }
            // The source's address plus an offset would take new instructions.
            (Root::Static(_), _) => return false,
        }
        // The source's lifetime may end where the copy's reads now read it.
        let source_markers = match from {
            CopySource::Local(markers) => markers,
            _ => Vec::new(),
        };
        for i in self.going_with(std::iter::once(copy).chain(source_markers)) {
            c.erase(i);
        }
        true
    }

    /// What `source`, copied whole (`size` bytes) into the array by `copy`, is, when it
    /// does not change once the copy may have run.
    fn copy_source(
        &self,
        c: &FuncCursor<'_>,
        copy: Inst,
        source: Value,
        size: u64,
    ) -> Option<CopySource> {
        match source {
            Value::Inst(s) if read_only_resource_element(c, self.dl, s) => {
                Some(CopySource::Resource)
            }
            Value::Inst(s) if Root::Local(s) != self.root => {
                if alloca_size(c, self.dl, s) != Some((size, 0)) {
                    return None;
                }
                let uses = array_uses(c, self.dl, self.uses_of, Root::Local(s))?;
                if uses.writers().any(|w| reachable_from(c, copy, w)) {
                    return None;
                }
                Some(CopySource::Local(uses.markers))
            }
            Value::Global(g) if Root::Static(g) != self.root => {
                let var = &c.m.globals[g];
                if var.addrspace != 0 || self.dl.alloc_size(&c.m.types, var.value_ty) < size {
                    return None;
                }
                if var.is_constant && var.init.is_some() {
                    return Some(CopySource::Global(g));
                }
                // A static only this function uses: its writes are all here.
                let uses = array_uses(c, self.dl, self.uses_of, Root::Static(g))?;
                if uses.writers().any(|w| reachable_from(c, copy, w)) {
                    return None;
                }
                Some(CopySource::Global(g))
            }
            _ => None,
        }
    }

    /// The local array holds, wherever written, cbuffer data: its reads read the
    /// cbuffer instead.
    fn forward_from_cbuffer(&self, c: &mut FuncCursor<'_>) -> bool {
        let uses = self.uses;
        if uses.stores.is_empty() || !uses.copies_in.is_empty() || !uses.copies_out.is_empty() {
            return false;
        }
        // Each store's source, where it goes in the array and how many bytes it writes.
        let mut copied: Vec<(Source, i64, u64)> = Vec::new();
        let mut feeders = Vec::new();
        for &(store, at) in &uses.stores {
            let InstKind::Store { val, .. } = c.body.insts[store].kind else {
                return false;
            };
            let (Some(at), Some((global, from, size))) =
                (at, self.cbuffer_bytes(c, val, &mut feeders))
            else {
                return false;
            };
            let Some(distance) = from.checked_sub(at) else {
                return false;
            };
            copied.push((Source { global, distance }, at, size));
        }
        let Some(source_at) = self.sources_by_offset(c, &copied) else {
            return false;
        };
        if let Root::Static(g) = self.root {
            if !self.written_whole_before_reads(c, g, &copied) {
                return false;
            }
        }
        // Every read finds its source before anything changes: the direct use it derives
        // from is rebased on the source of its constant offset, which must be the source
        // of the read's own constant offset too.
        let mut rebased = Vec::new();
        let mut source_of_direct = vec![None; uses.direct.len()];
        for (k, d) in uses.direct.iter().enumerate() {
            let at = match &c.body.insts[d.user].kind {
                InstKind::Gep {
                    source, indices, ..
                } => {
                    let mut step = ByteOffset::default();
                    if step.add_gep(c.m, self.dl, *source, indices).is_err() {
                        return false;
                    }
                    match d.offset.checked_add(step.bytes) {
                        Some(at) => at,
                        None => return false,
                    }
                }
                InstKind::Load { .. } => d.offset,
                _ => continue,
            };
            let Some(s) = source_at(at) else {
                return false;
            };
            source_of_direct[k] = Some(s);
            rebased.push((*d, s));
        }
        let consistent = uses.loads.iter().all(|r| {
            source_at(r.bytes).is_some() && source_at(r.bytes) == source_of_direct[r.from]
        });
        if !consistent {
            return false;
        }
        let ptr_ty = c.m.types.ptr(CBUFFER_ADDRSPACE);
        for (d, s) in rebased {
            let new = global_address(c.m, s.global, s.distance.saturating_add(d.offset), ptr_ty);
            d.rebase(c, new);
        }
        for &g in &uses.geps {
            c.body.insts[g].ty = ptr_ty;
        }
        let mut gone: FxHashSet<Inst> = self
            .going_with(uses.stores.iter().map(|s| s.0))
            .into_iter()
            .collect();
        // What fed only the copy goes with it (extracted elements, then the loads).
        for f in feeders {
            let only_copied = self
                .uses_of
                .users
                .get(&f)
                .is_none_or(|us| us.iter().all(|u| gone.contains(u)));
            if only_copied {
                gone.insert(f);
            }
        }
        for i in gone {
            c.erase(i);
        }
        true
    }

    /// The cbuffer global whose bytes `val` holds, the offset of its first byte there and
    /// its size: a scalar or vector loaded from a cbuffer global, or an element extracted
    /// from one. (An aggregate may lie otherwise in the cbuffer, each array element on a
    /// new row.) The instructions it was made by are appended to `feeders`, elements
    /// before loads.
    fn cbuffer_bytes(
        &self,
        c: &FuncCursor<'_>,
        val: Value,
        feeders: &mut Vec<Inst>,
    ) -> Option<(GlobalId, i64, u64)> {
        let Value::Inst(i) = val else {
            return None;
        };
        let ty = c.body.insts[i].ty;
        match c.body.insts[i].kind {
            InstKind::Load {
                ptr,
                volatile: false,
                atomic: None,
                ..
            } => {
                let simple = matches!(
                    c.m.types.get(ty),
                    TypeData::Int(_) | TypeData::Float(_) | TypeData::Vector { .. }
                );
                let (global, from) = constant_address(c, self.dl, ptr)?;
                let cbuffer = c.m.globals[global].addrspace == CBUFFER_ADDRSPACE;
                feeders.push(i);
                (simple && cbuffer).then(|| (global, from, self.dl.store_size(&c.m.types, ty)))
            }
            InstKind::ExtractElement { vec, index } => {
                let lane = c.m.const_int(index).and_then(|k| i64::try_from(k).ok())?;
                let size = self.dl.store_size(&c.m.types, ty);
                // Elements sit at their size apart only when they have no padding.
                if size != self.dl.alloc_size(&c.m.types, ty) {
                    return None;
                }
                let mut loads = Vec::new();
                let (global, from, _) = self.cbuffer_bytes(c, vec, &mut loads)?;
                feeders.push(i);
                feeders.extend(loads);
                let at = lane.checked_mul(i64::try_from(size).ok()?)?;
                Some((global, from.checked_add(at)?, size))
            }
            _ => None,
        }
    }

    /// Which source a read at a constant offset of the array reads, from where each
    /// store copied its bytes: the one source at the same distance from every store, or,
    /// with several, the source of the struct field the offset falls in (each field of
    /// the array's struct type copied from one source).
    fn sources_by_offset(
        &self,
        c: &FuncCursor<'_>,
        copied: &[(Source, i64, u64)],
    ) -> Option<impl Fn(i64) -> Option<Source>> {
        let first = copied.first()?.0;
        let fields: Vec<(i64, i64, Option<Source>)> = if copied.iter().all(|s| s.0 == first) {
            vec![(i64::MIN, i64::MAX, Some(first))]
        } else {
            let ty = self.root_type(c);
            let (offsets, _) = match c.m.types.get(ty) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    self.dl.struct_layout(&c.m.types, ty)
                }
                _ => return None,
            };
            let (field_types, _) = c.m.types.struct_fields(ty)?;
            let mut fields: Vec<(i64, i64, Option<Source>)> = Vec::new();
            for (&start, &field_ty) in offsets.iter().zip(field_types) {
                let start = i64::try_from(start).ok()?;
                let end = start
                    .checked_add(i64::try_from(self.dl.alloc_size(&c.m.types, field_ty)).ok()?)?;
                fields.push((start, end, None));
            }
            for &(s, at, size) in copied {
                let end = at.checked_add(i64::try_from(size).ok()?)?;
                let field = fields.iter_mut().find(|f| f.0 <= at && end <= f.1)?;
                if *field.2.get_or_insert(s) != s {
                    return None;
                }
            }
            fields
        };
        Some(move |at: i64| {
            fields
                .iter()
                .find(|f| f.0 <= at && at < f.1)
                .and_then(|f| f.2)
        })
    }

    /// The type the array's memory holds.
    fn root_type(&self, c: &FuncCursor<'_>) -> Type {
        match self.root {
            Root::Local(a) => match c.body.insts[a].kind {
                InstKind::Alloca { allocated, .. } => allocated,
                _ => c.body.insts[a].ty,
            },
            Root::Static(g) => c.m.globals[g].value_ty,
        }
    }

    /// Whether the global `g`'s every byte is stored (`copied`: where each store goes
    /// and its size) by stores that each run before every read of it, so that its
    /// initializer is never read.
    fn written_whole_before_reads(
        &self,
        c: &FuncCursor<'_>,
        g: GlobalId,
        copied: &[(Source, i64, u64)],
    ) -> bool {
        let size = self.dl.alloc_size(&c.m.types, c.m.globals[g].value_ty);
        let mut spans: Vec<(i64, i64)> = copied
            .iter()
            .map(|&(_, at, n)| (at, at.saturating_add(i64::try_from(n).unwrap_or(i64::MAX))))
            .collect();
        spans.sort_unstable();
        let mut covered = 0i64;
        for (start, end) in spans {
            if start > covered {
                return false;
            }
            covered = covered.max(end);
        }
        if covered < i64::try_from(size).unwrap_or(i64::MAX) {
            return false;
        }
        self.writes_dominate_reads(c, self.uses.stores.iter().map(|s| s.0))
    }

    /// Whether each of `writers` dominates every read of the array (runs before it on
    /// every path to it).
    fn writes_dominate_reads(
        &self,
        c: &FuncCursor<'_>,
        writers: impl IntoIterator<Item = Inst>,
    ) -> bool {
        let cfg = Cfg::of(&c.body);
        let order = DominatorOrder::new(&dominator_tree(&cfg), 0);
        // A placed instruction's block number and place in its block.
        let place = |i: Inst| {
            let (b, k) = find_inst(&c.body, i)?;
            Some((cfg.number_of(b)?, k))
        };
        let dominates = |(wb, wk): (usize, usize), (rb, rk): (usize, usize)| {
            if wb == rb {
                wk < rk
            } else {
                order.contains(rb) && order.dominates(wb, rb)
            }
        };
        let Some(writes) = writers.into_iter().map(place).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let loads = self.uses.loads.iter().map(|l| l.load);
        loads
            .chain(self.uses.copies_out.iter().copied())
            .all(|r| place(r).is_some_and(|r| writes.iter().all(|&w| dominates(w, r))))
    }
}

/// The size in bytes and address space of what the `alloca` `i` allocates (`None` for
/// anything else, or an `alloca` of several).
fn alloca_size(c: &FuncCursor<'_>, dl: &DataLayout, i: Inst) -> Option<(u64, u32)> {
    match c.body.insts[i].kind {
        InstKind::Alloca {
            allocated,
            count: None,
            addrspace,
            ..
        } => Some((dl.alloc_size(&c.m.types, allocated), addrspace)),
        _ => None,
    }
}

/// Whether `i` is a pointer into an element of a read-only resource (an SRV: nothing the
/// shader does changes it).
fn read_only_resource_element(c: &FuncCursor<'_>, dl: &DataLayout, i: Inst) -> bool {
    let Some((name, args)) = called(c.m, &c.body, i) else {
        return false;
    };
    if !is_intrinsic(name, "llvm.dx.resource.getpointer") {
        return false;
    }
    let handle_ty = match args.first() {
        Some(Value::Inst(h)) => c.body.insts[*h].ty,
        _ => return false,
    };
    ResourceType::from_type(c.m, dl, handle_ty).is_some_and(|r| r.class == ResourceClass::Srv)
}

/// `global` plus `bytes`, as a constant pointer of type `ptr_ty`.
fn global_address(m: &mut Module, global: GlobalId, bytes: i64, ptr_ty: Type) -> Value {
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
