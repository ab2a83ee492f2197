//! Numbering of types, values, metadata and attributes, in the order DXC's
//! `ValueEnumerator` (LLVM 3.7's, unchanged) gives them, so that the records written
//! with these numbers are DXC's records:
//!
//! - values: globals, functions, then module constants (global initializers, then
//!   constants reached from metadata), reordered by `OptimizeConstants` (stable sort by
//!   type id then by use count, descending, then libstdc++'s `std::partition` moving
//!   integer constants first); per function: arguments, constants (same reordering),
//!   then instructions with a result;
//! - types: as first reached from those values (subtypes first, named structs may be
//!   forward referenced), the metadata type after the global initializers, then the
//!   types of arguments, instruction operands and results;
//! - metadata: named metadata operands, then function and instruction attachments, each
//!   node after its operands (post order), strings inline;
//! - attributes: each function's list, then call-site lists in body order.

use super::attributes::{lower_list, AttrGroup};
use super::const_table::{CId, Val, WConst};
use super::debug_info::{DebugInfo, DiRef};
use super::error::{Result, WriteModuleError};
use super::md_ids::MdIds;
use super::operands::{llvm_operands, Op};
use super::prepare::Prepared;
use super::value_ids::{TypeIds, ValueIds};
use dxil_ir::{
    AttrList, FuncId, Function, InstKind, Md, MdData, StructBody, Type, TypeData, Value,
};
use rustc_hash::FxHashMap;

/// What a metadata id stands for. LLVM uniques strings by content and value wrappers by
/// value; nodes are taken as the module holds them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MdKey {
    /// `!"..."`.
    Str(Vec<u8>),
    /// A value as metadata.
    Val(Val),
    /// A node.
    Node(Md),
    /// A tuple the debug-info downgrade made (index into its tuples).
    Tuple(u32),
}

const IN_PROGRESS: u32 = u32::MAX;

/// The enumerator's state.
#[derive(Debug, Default)]
pub(crate) struct Enumerator {
    /// Types by id.
    pub types: Vec<Type>,
    type_ids: TypeIds,
    /// Values by id, with their use counts.
    pub values: Vec<(Val, u32)>,
    value_ids: ValueIds,
    /// Metadata by id (0-based here; records add one where null is 0).
    pub mds: Vec<MdKey>,
    md_ids: MdIds,
    /// Whether a module-level metadata string was enumerated.
    pub has_md_string: bool,
    /// Attribute groups by id - 1.
    pub attr_groups: Vec<AttrGroup>,
    group_ids: FxHashMap<AttrGroup, u32>,
    /// Attribute lists (as group ids) by id - 1.
    pub attr_lists: Vec<Vec<u32>>,
    list_ids: FxHashMap<Vec<AttrGroup>, u32>,
    /// Index of the first module-level constant in `values`.
    pub first_constant: usize,
    num_module_values: usize,
    num_module_mds: usize,
    /// Function-local: the first constant and first instruction value ids.
    pub first_func_const: usize,
    /// Function-local: the id of the first instruction value.
    pub first_inst: usize,
    /// Function-local metadata (values of the function wrapped as metadata).
    pub local_mds: Vec<MdKey>,
    /// The debug-info nodes as LLVM 3.7 records.
    pub debug: DebugInfo,
}

impl Enumerator {
    /// Enumerates everything module-level of `p`.
    pub(crate) fn new(p: &Prepared) -> Result<Self> {
        let mut e = Enumerator::default();
        let m = &p.m;
        e.debug = DebugInfo::of(m)?;
        for g in m.globals.handles() {
            e.value(p, None, Val::Global(g))?;
        }
        for (fid, f) in m.functions.iter() {
            e.value(p, None, Val::Func(fid))?;
            e.attributes(&f.attrs, &f.name)?;
        }
        e.first_constant = e.values.len();
        for (_, g) in m.globals.iter() {
            if let Some(init) = g.init {
                e.value(p, None, p.consts.value(init)?)?;
            }
        }
        let md_ty = m
            .types
            .lookup(&TypeData::Metadata)
            .ok_or_else(|| WriteModuleError::malformed("no metadata type interned"))?;
        e.ty(p, md_ty)?;
        for ops in m.named_metadata.values() {
            for &md in ops {
                e.metadata(p, md)?;
            }
        }
        let label = m.types.lookup(&TypeData::Label);
        for (fid, f) in m.functions.iter() {
            for &t in params_of(p, f)? {
                e.ty(p, t)?;
            }
            for md in sorted_attachments(p, &f.props.metadata)? {
                e.metadata(p, md)?;
            }
            let Some(body) = &f.body else { continue };
            let mut ops = Vec::new();
            for (_, i) in body.placed_insts() {
                let data = &body.insts[i];
                llvm_operands(p, fid, i, data, &mut ops)?;
                for &op in &ops {
                    match op {
                        Op::V(Val::Md(md)) => {
                            if local_md_value(p, md).is_none() {
                                e.metadata(p, md)?;
                            }
                        }
                        Op::V(v) => e.operand_type(p, Some(f), v)?,
                        Op::Block(_) => {
                            let label = label.ok_or_else(|| {
                                WriteModuleError::malformed("branch without a label type")
                            })?;
                            e.ty(p, label)?
                        }
                    }
                }
                e.ty(p, data.ty)?;
                if let InstKind::Call { attrs, .. } = &data.kind {
                    e.attributes(attrs, &f.name)?;
                }
                if data.metadata.is_empty() {
                    continue;
                }
                for md in sorted_attachments(p, &data.metadata)? {
                    e.metadata(p, md)?;
                }
                if let Some(loc) = dxil_ir::metadata::attachment(&data.metadata, "dbg") {
                    e.location_operands(p, loc)?;
                }
            }
        }
        e.optimize_constants(p, e.first_constant, e.values.len())?;
        e.num_module_values = e.values.len();
        e.num_module_mds = e.mds.len();
        Ok(e)
    }

    /// The type id of `t`.
    pub(crate) fn type_id(&self, t: Type) -> Result<u64> {
        match self.type_ids.get(t) {
            id if id != IN_PROGRESS && id != 0 => Ok(u64::from(id - 1)),
            _ => Err(WriteModuleError::malformed(format!(
                "type {t:?} not enumerated"
            ))),
        }
    }

    /// The value id of `v` (for metadata used as a value: its metadata id, as LLVM's
    /// `getValueID` gives for a `MetadataAsValue`).
    pub(crate) fn value_id(&self, p: &Prepared, v: Val) -> Result<u64> {
        if let Val::Md(md) = v {
            return self.md_handle_id(p, md);
        }
        self.value_ids
            .get(v)
            .map(|id| u64::from(id - 1))
            .ok_or_else(|| WriteModuleError::malformed(format!("value {v:?} not enumerated")))
    }

    /// The 0-based id of metadata `key`.
    pub(crate) fn md_id(&self, key: &MdKey) -> Result<u64> {
        match self.md_ids.get(key) {
            Some(id) if id != 0 => Ok(u64::from(id - 1)),
            _ => Err(WriteModuleError::malformed(format!(
                "metadata {key:?} not enumerated"
            ))),
        }
    }

    /// The 0-based id of module metadata `md`.
    pub(crate) fn md_handle_id(&self, p: &Prepared, md: Md) -> Result<u64> {
        let md = self.debug.stand_in(md).ok_or_else(|| {
            WriteModuleError::malformed(format!("metadata {md:?} has no LLVM 3.7 form"))
        })?;
        self.md_id(&md_key(p, md)?)
    }

    /// The attribute list id (1-based, 0 for none) of `list`.
    pub(crate) fn attr_list_id(
        &self,
        list: &AttrList,
        what: &dyn std::fmt::Display,
    ) -> Result<u64> {
        let slots = lower_list(list, what)?;
        if slots.is_empty() {
            return Ok(0);
        }
        self.list_ids
            .get(&slots)
            .map(|&id| u64::from(id))
            .ok_or_else(|| WriteModuleError::malformed("attribute list not enumerated"))
    }

    /// The number of module-level values (globals, functions, constants).
    pub(crate) fn module_value_count(&self) -> usize {
        self.num_module_values
    }

    /// Numbers the arguments, constants and instructions of function `f` (after the
    /// module values); [`Enumerator::purge_function`] undoes it.
    pub(crate) fn incorporate_function(&mut self, p: &Prepared, fid: FuncId) -> Result<()> {
        let f = &p.m.functions[fid];
        let nparams = params_of(p, f)?.len();
        for i in 0..nparams {
            self.value(p, Some(f), Val::Arg(i as u32))?;
        }
        self.first_func_const = self.values.len();
        let Some(body) = &f.body else { return Ok(()) };
        // One walk: the constants the instructions use (numbered now), the function's
        // values wrapped as metadata, and each result's position (numbered once the
        // constants are counted).
        let mut local = Vec::new();
        let mut ops = Vec::new();
        let mut results = 0u32;
        for (_, i) in body.placed_insts() {
            let data = &body.insts[i];
            llvm_operands(p, fid, i, data, &mut ops)?;
            for &op in &ops {
                match op {
                    Op::V(v @ Val::Const(_)) => self.value(p, Some(f), v)?,
                    Op::V(Val::Md(md)) => local.extend(local_md_value(p, md)),
                    _ => {}
                }
            }
            if !is_void(p, data.ty) {
                results += 1;
                self.value_ids.set_inst_position(i, results);
            }
        }
        self.optimize_constants(p, self.first_func_const, self.values.len())?;
        self.attributes(&f.attrs, &f.name)?;
        self.first_inst = self.values.len();
        self.value_ids.set_inst_base(self.first_inst as u32);
        for v in local {
            let key = MdKey::Val(p.consts.value(v)?);
            if !self.md_ids.contains(&key) {
                self.mds.push(key.clone());
                self.md_ids.insert(key.clone(), self.mds.len() as u32);
                self.local_mds.push(key);
            }
        }
        Ok(())
    }

    /// Forgets the current function's values and metadata.
    pub(crate) fn purge_function(&mut self) {
        for (v, _) in self.values.drain(self.num_module_values..) {
            self.value_ids.set(v, 0);
        }
        self.value_ids.forget_insts();
        for k in self.mds.drain(self.num_module_mds..) {
            self.md_ids.remove(&k);
        }
        self.local_mds.clear();
    }

    fn value(&mut self, p: &Prepared, f: Option<&Function>, v: Val) -> Result<()> {
        if let Some(id) = self.value_ids.get(v) {
            self.values[id as usize - 1].1 += 1;
            return Ok(());
        }
        let t = type_of(p, f, v)?;
        self.ty(p, t)?;
        if let Val::Const(c) = v {
            for op in const_operands(p, c)? {
                self.value(p, f, op)?;
            }
        }
        self.values.push((v, 1));
        self.value_ids.set(v, self.values.len() as u32);
        Ok(())
    }

    fn operand_type(&mut self, p: &Prepared, f: Option<&Function>, v: Val) -> Result<()> {
        let t = type_of(p, f, v)?;
        self.ty(p, t)?;
        if let Val::Const(c) = v {
            if self.value_ids.get(v).is_none() {
                for op in const_operands(p, c)? {
                    self.operand_type(p, f, op)?;
                }
            }
        }
        Ok(())
    }

    fn ty(&mut self, p: &Prepared, t: Type) -> Result<()> {
        if self.type_ids.get(t) != 0 {
            return Ok(());
        }
        if t.index() >= p.m.types.len() {
            return Err(WriteModuleError::malformed(format!(
                "type {t:?} not in the module"
            )));
        }
        let data = p.m.types.get(t);
        if matches!(data, TypeData::Named(_)) {
            self.type_ids.set(t, IN_PROGRESS);
        }
        for sub in subtypes(p, data) {
            self.ty(p, sub)?;
        }
        if !matches!(self.type_ids.get(t), 0 | IN_PROGRESS) {
            return Ok(());
        }
        self.types.push(t);
        self.type_ids.set(t, self.types.len() as u32);
        Ok(())
    }

    fn metadata(&mut self, p: &Prepared, md: Md) -> Result<()> {
        let Some(md) = self.debug.stand_in(md) else {
            return Ok(());
        };
        let key = md_key(p, md)?;
        if self.md_ids.contains(&key) {
            return Ok(());
        }
        self.md_ids.insert(key.clone(), 0);
        match p.m.metadata.get(md) {
            Some(MdData::Node { ops, .. }) => {
                for op in ops.iter().flatten() {
                    self.metadata(p, *op)?;
                }
            }
            Some(MdData::Value { value, .. }) => {
                let v = p.consts.value(*value)?;
                if matches!(v, Val::Arg(_) | Val::Inst(_)) {
                    return Err(WriteModuleError::malformed(
                        "a function-local value inside module metadata",
                    ));
                }
                self.value(p, None, v)?;
            }
            Some(MdData::String(_)) => self.has_md_string = true,
            Some(MdData::Specialized { .. }) => {
                let refs: Vec<DiRef> = (self.debug.record(md))
                    .map(|r| r.refs().cloned().collect())
                    .unwrap_or_default();
                for r in refs {
                    self.di_ref(p, r)?;
                }
            }
            None => {
                return Err(WriteModuleError::malformed(format!(
                    "metadata {md:?} missing"
                )))
            }
        }
        self.mds.push(key.clone());
        self.md_ids.insert(key, self.mds.len() as u32);
        Ok(())
    }

    /// Enumerates an operand of a debug-info record: a node, a string, a global value or
    /// a made tuple (after its elements).
    fn di_ref(&mut self, p: &Prepared, r: DiRef) -> Result<()> {
        let key = match r {
            DiRef::Null => return Ok(()),
            DiRef::Md(md) => return self.metadata(p, md),
            DiRef::Str(s) => MdKey::Str(s),
            DiRef::Val(v) => MdKey::Val(v),
            DiRef::Tuple(i) => MdKey::Tuple(i),
        };
        if self.md_ids.contains(&key) {
            return Ok(());
        }
        match &key {
            MdKey::Str(_) => self.has_md_string = true,
            MdKey::Val(v) => self.value(p, None, *v)?,
            MdKey::Tuple(i) => {
                self.md_ids.insert(key.clone(), 0);
                for elem in self.debug.tuple(*i).to_vec() {
                    self.di_ref(p, elem)?;
                }
            }
            MdKey::Node(_) => {}
        }
        self.mds.push(key.clone());
        self.md_ids.insert(key, self.mds.len() as u32);
        Ok(())
    }

    /// Enumerates the scope and inlined-at of `!dbg` location `loc` (LLVM 3.7 writes
    /// the location itself as a DEBUG_LOC record, not as metadata).
    fn location_operands(&mut self, p: &Prepared, loc: Md) -> Result<()> {
        let refs: Vec<DiRef> = (self.debug.record(loc))
            .map(|r| r.refs().cloned().collect())
            .unwrap_or_default();
        for r in refs {
            self.di_ref(p, r)?;
        }
        Ok(())
    }

    fn attributes(&mut self, list: &AttrList, what: &str) -> Result<()> {
        let slots = lower_list(list, &format_args!("@{what}"))?;
        if slots.is_empty() {
            return Ok(());
        }
        let mut ids = Vec::with_capacity(slots.len());
        for g in &slots {
            let id = match self.group_ids.get(g) {
                Some(&id) => id,
                None => {
                    self.attr_groups.push(g.clone());
                    let id = self.attr_groups.len() as u32;
                    self.group_ids.insert(g.clone(), id);
                    id
                }
            };
            ids.push(id);
        }
        if !self.list_ids.contains_key(&slots) {
            self.attr_lists.push(ids);
            self.list_ids.insert(slots, self.attr_lists.len() as u32);
        }
        Ok(())
    }

    /// `OptimizeConstants`: stable sort by (type id, use count descending), then
    /// libstdc++'s `std::partition` putting integer (vector) constants first.
    fn optimize_constants(&mut self, p: &Prepared, start: usize, end: usize) -> Result<()> {
        if end <= start + 1 {
            return Ok(());
        }
        let mut keyed = Vec::with_capacity(end - start);
        for &(v, count) in &self.values[start..end] {
            let t = type_of(p, None, v)?;
            keyed.push((self.type_id(t)?, count, is_int_or_int_vector(p, t), v));
        }
        keyed.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        partition(&mut keyed, |k| k.2);
        for (i, (_, count, _, v)) in keyed.into_iter().enumerate() {
            self.values[start + i] = (v, count);
            self.value_ids.set(v, (start + i + 1) as u32);
        }
        Ok(())
    }
}

/// libstdc++'s bidirectional `std::partition`: elements satisfying `pred` first, by
/// swapping the first misplaced one from the front with the last misplaced one from the
/// back (not stable, and the exact result matters for matching DXC).
fn partition<T>(s: &mut [T], pred: impl Fn(&T) -> bool) {
    let (mut first, mut last) = (0, s.len());
    loop {
        loop {
            if first == last {
                return;
            }
            if pred(&s[first]) {
                first += 1;
            } else {
                break;
            }
        }
        last -= 1;
        loop {
            if first == last {
                return;
            }
            if !pred(&s[last]) {
                last -= 1;
            } else {
                break;
            }
        }
        s.swap(first, last);
        first += 1;
    }
}

/// The key metadata `md` is uniqued by.
pub(crate) fn md_key(p: &Prepared, md: Md) -> Result<MdKey> {
    Ok(match p.m.metadata.get(md) {
        Some(MdData::String(s)) => MdKey::Str(s.clone()),
        Some(MdData::Value { value, .. }) => MdKey::Val(p.consts.value(*value)?),
        Some(_) => MdKey::Node(md),
        None => {
            return Err(WriteModuleError::malformed(format!(
                "metadata {md:?} missing"
            )))
        }
    })
}

/// If `md` wraps an argument or instruction (LLVM's `LocalAsMetadata`), that value.
pub(crate) fn local_md_value(p: &Prepared, md: Md) -> Option<Value> {
    match p.m.metadata.get(md) {
        Some(MdData::Value {
            value: v @ (Value::Arg(_) | Value::Inst(_)),
            ..
        }) => Some(*v),
        _ => None,
    }
}

/// Instruction attachments other than `!dbg`, sorted by kind id (as
/// `getAllMetadataOtherThanDebugLoc` returns them).
pub(crate) fn sorted_attachments(p: &Prepared, list: &[dxil_ir::Attachment]) -> Result<Vec<Md>> {
    Ok(sorted_attachment_pairs(p, list)?
        .into_iter()
        .map(|(_, m)| m)
        .collect())
}

/// Instruction attachments other than `!dbg` as (kind id, node), sorted by kind id.
pub(crate) fn sorted_attachment_pairs(
    p: &Prepared,
    list: &[dxil_ir::Attachment],
) -> Result<Vec<(u32, Md)>> {
    let mut out = Vec::new();
    for (name, md) in list {
        if &**name == "dbg" {
            continue;
        }
        let kind = p
            .kinds
            .id(name)
            .ok_or_else(|| WriteModuleError::malformed(format!("metadata kind {name} unknown")))?;
        out.push((kind, *md));
    }
    out.sort_by_key(|(k, _)| *k);
    Ok(out)
}

/// The parameter types of `f`.
pub(crate) fn params_of<'a>(p: &'a Prepared, f: &Function) -> Result<&'a [Type]> {
    match p.m.types.get(f.ty) {
        TypeData::Function { params, .. } => Ok(params),
        _ => Err(WriteModuleError::malformed(format!(
            "@{} does not have a function type",
            f.name
        ))),
    }
}

/// Whether `t` is `void`.
pub(crate) fn is_void(p: &Prepared, t: Type) -> bool {
    matches!(p.m.types.get(t), TypeData::Void)
}

fn is_int_or_int_vector(p: &Prepared, t: Type) -> bool {
    let s = p.m.types.scalar_of(t);
    matches!(p.m.types.get(s), TypeData::Int(_))
}

/// The operands of constant `c` the enumerator visits.
fn const_operands(p: &Prepared, c: CId) -> Result<Vec<Val>> {
    p.consts
        .get(c)
        .map(WConst::operands)
        .ok_or_else(|| WriteModuleError::malformed(format!("constant #{c} missing")))
}

/// The type of value `v`; `f` is the function arguments and instructions belong to.
pub(crate) fn type_of(p: &Prepared, f: Option<&Function>, v: Val) -> Result<Type> {
    let m = &p.m;
    let missing = || WriteModuleError::malformed(format!("no type for {v:?}"));
    match v {
        Val::Const(c) => p.consts.get(c).map(WConst::ty).ok_or_else(missing),
        Val::Global(g) => m.type_of(None, Value::Global(g)).ok_or_else(missing),
        Val::Func(fid) => m.type_of(None, Value::Function(fid)).ok_or_else(missing),
        Val::Arg(i) => m.type_of(f, Value::Arg(i)).ok_or_else(missing),
        Val::Inst(i) => m.type_of(f, Value::Inst(i)).ok_or_else(missing),
        Val::Md(_) => m.types.lookup(&TypeData::Metadata).ok_or_else(missing),
    }
}

/// The types a type is built from, in LLVM's `subtypes()` order.
fn subtypes(p: &Prepared, data: &TypeData) -> Vec<Type> {
    match data {
        TypeData::TypedPtr { pointee, .. } => vec![*pointee],
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => vec![*elem],
        TypeData::Struct { fields, .. } => fields.clone(),
        TypeData::Named(name) => match p.m.types.named.get(name) {
            Some(StructBody::Fields { fields, .. }) => fields.clone(),
            _ => Vec::new(),
        },
        TypeData::Function { ret, params, .. } => std::iter::once(*ret)
            .chain(params.iter().copied())
            .collect(),
        TypeData::TargetExt { types, .. } => types.clone(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::partition;

    #[test]
    fn partition_swaps_like_libstdcxx() {
        // Ints (true) and pointers (false) as in a DXC module's constant pool.
        let mut v = vec![
            (1, true),
            (2, true),
            (3, false),
            (4, false),
            (5, false),
            (6, true),
        ];
        partition(&mut v, |x| x.1);
        let order: Vec<i32> = v.iter().map(|x| x.0).collect();
        assert_eq!(order, vec![1, 2, 6, 4, 5, 3]);
    }
}
