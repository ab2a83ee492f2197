//! What every check needs: the module, its type table made safe to read (every nested
//! handle checked once), the types of symbols and values, and questions about types.

use super::{Rule, Sink};
use crate::constant::ConstData;
use crate::function::Function;
use crate::module::{Module, PointerMode};
use crate::printer::type_to_string;
use crate::types::{StructBody, Type, TypeData, Types};
use crate::value::Value;
use std::borrow::Cow;

/// States of the walk in [`sizedness`].
const UNKNOWN: u8 = 0;
const IN_PROGRESS: u8 = 1;
const SIZED: u8 = 2;
const UNSIZED: u8 = 3;

/// The module with checked tables. Every [`Type`] reached from the table is in range
/// once an `Env` exists; handles held by instructions still need [`Env::valid_type`].
pub(crate) struct Env<'m> {
    /// The module.
    pub m: &'m Module,
    /// The type table, with the pointer types of symbols and `metadata` added if the
    /// module's table lacked them (hand-built modules may).
    types: Cow<'m, Types>,
    global_ptr: Vec<Type>,
    func_ptr: Vec<Type>,
    metadata: Type,
    sized: Vec<bool>,
}

impl<'m> Env<'m> {
    /// Checks the type and constant tables and the handles of globals and functions;
    /// `None` (with errors reported) if they cannot be trusted.
    pub fn new(m: &'m Module, sink: &mut Sink) -> Option<Env<'m>> {
        let before = sink.len();
        check_type_table(&m.types, sink);
        if sink.len() > before {
            return None;
        }
        check_const_handles(m, sink);
        check_symbol_handles(m, sink);
        if sink.len() > before {
            return None;
        }
        let mut types = Cow::Borrowed(&m.types);
        let mut pointer = |pointee: Type, addrspace: u32| {
            let data = match m.pointers {
                PointerMode::Opaque => TypeData::Ptr { addrspace },
                PointerMode::Typed => TypeData::TypedPtr { pointee, addrspace },
            };
            match types.lookup(&data) {
                Some(t) => t,
                None => types.to_mut().intern(data),
            }
        };
        let global_ptr = m
            .globals
            .iter()
            .map(|(_, g)| pointer(g.value_ty, g.addrspace))
            .collect();
        let func_ptr = m
            .functions
            .iter()
            .map(|(_, f)| pointer(f.ty, f.addrspace))
            .collect();
        let metadata = match types.lookup(&TypeData::Metadata) {
            Some(t) => t,
            None => types.to_mut().intern(TypeData::Metadata),
        };
        let sized = sizedness(&types);
        Some(Env {
            m,
            types,
            global_ptr,
            func_ptr,
            metadata,
            sized,
        })
    }

    /// Whether `t` is a handle of the type table.
    pub fn valid_type(&self, t: Type) -> bool {
        t.index() < self.types.len()
    }

    /// What `t` is; `t` must be [valid](Env::valid_type).
    pub fn td(&self, t: Type) -> &TypeData {
        self.types.get(t)
    }

    /// The text of `t`, for messages.
    pub fn show(&self, t: Type) -> String {
        type_to_string(&self.types, t)
    }

    /// Whether pointers are typed.
    pub fn typed(&self) -> bool {
        self.m.pointers == PointerMode::Typed
    }

    /// The type of `v` in function `f`, or `None` if `v` names nothing.
    pub fn value_ty(&self, f: Option<&Function>, v: Value) -> Option<Type> {
        match v {
            Value::Const(c) => (c.index() < self.m.consts.len()).then(|| self.m.consts.get(c).ty()),
            Value::Global(g) => self.global_ptr.get(g.index()).copied(),
            Value::Function(h) => self.func_ptr.get(h.index()).copied(),
            Value::Arg(i) => match self.td(f?.ty) {
                TypeData::Function { params, .. } => params.get(i as usize).copied(),
                _ => None,
            },
            Value::Inst(i) => {
                let t = f?.body.as_ref()?.insts.get(i)?.ty;
                self.valid_type(t).then_some(t)
            }
            Value::Metadata(md) => (md.index() < self.m.metadata.len()).then_some(self.metadata),
        }
    }

    /// The constant behind `v`, if it is a constant.
    pub fn constant(&self, v: Value) -> Option<&'m ConstData> {
        let c = v.as_const()?;
        (c.index() < self.m.consts.len()).then(|| self.m.consts.get(c))
    }

    // ---------- questions about types ----------

    /// The width of an integer type.
    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match self.td(t) {
            TypeData::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// The element type of a vector, or `t` itself.
    pub fn scalar(&self, t: Type) -> Type {
        match self.td(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }

    /// The length of a vector type (`None` for a scalar), with whether it is scalable.
    pub fn vec_len(&self, t: Type) -> Option<(u32, bool)> {
        match self.td(t) {
            TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        }
    }

    /// Whether `t` is an integer or a vector of integers.
    pub fn is_int_like(&self, t: Type) -> bool {
        matches!(self.td(self.scalar(t)), TypeData::Int(_))
    }

    /// Whether `t` is a floating-point type or a vector of them.
    pub fn is_fp_like(&self, t: Type) -> bool {
        matches!(self.td(self.scalar(t)), TypeData::Float(_))
    }

    /// Whether `t` is a pointer or a vector of pointers.
    pub fn is_ptr_like(&self, t: Type) -> bool {
        self.is_ptr(self.scalar(t))
    }

    /// Whether `t` is a pointer.
    pub fn is_ptr(&self, t: Type) -> bool {
        matches!(self.td(t), TypeData::Ptr { .. } | TypeData::TypedPtr { .. })
    }

    /// The address space of a pointer (or vector of pointers).
    pub fn addrspace(&self, t: Type) -> Option<u32> {
        match self.td(self.scalar(t)) {
            TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => Some(*addrspace),
            _ => None,
        }
    }

    /// The pointee of a typed pointer (or vector of them).
    pub fn pointee(&self, t: Type) -> Option<Type> {
        match self.td(self.scalar(t)) {
            TypeData::TypedPtr { pointee, .. } => Some(*pointee),
            _ => None,
        }
    }

    /// The width in bits of a scalar integer or floating-point type.
    pub fn prim_bits(&self, t: Type) -> Option<u32> {
        match self.td(t) {
            TypeData::Int(n) => Some(*n),
            TypeData::Float(k) => Some(k.bits()),
            _ => None,
        }
    }

    /// The fields of a literal or named struct (empty for an opaque one).
    pub fn struct_fields(&self, t: Type) -> Option<&[Type]> {
        self.types.struct_fields(t).map(|(f, _)| f)
    }

    /// The type of field or element `index` of struct or array `t` (what
    /// `extractvalue` reaches; vectors are not aggregates there).
    pub fn member(&self, t: Type, index: u64) -> Option<Type> {
        match self.td(t) {
            TypeData::Array { elem, len } => (index < *len).then_some(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => self
                .struct_fields(t)?
                .get(usize::try_from(index).ok()?)
                .copied(),
            _ => None,
        }
    }

    /// Whether values of `t` can be produced and used by instructions (LLVM's
    /// first-class types, less `label` and `metadata`).
    pub fn is_value_type(&self, t: Type) -> bool {
        !matches!(
            self.td(t),
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
        )
    }

    /// Whether `t` has a size: what memory can hold (target extension types count).
    pub fn is_sized(&self, t: Type) -> bool {
        self.sized.get(t.index()).copied().unwrap_or(false)
    }

    /// Whether `t` is a pointer to `pointee` in `addrspace`, in the module's mode
    /// (opaque pointers match any pointee).
    pub fn is_ptr_to(&self, t: Type, pointee: Type, addrspace: u32) -> bool {
        match self.td(t) {
            TypeData::Ptr { addrspace: a } => !self.typed() && *a == addrspace,
            TypeData::TypedPtr {
                pointee: p,
                addrspace: a,
            } => self.typed() && *p == pointee && *a == addrspace,
            _ => false,
        }
    }

    /// Checks that `ptr_ty` is a pointer that can access a `value` in memory: in typed
    /// mode its pointee must be `value`.
    pub fn check_access(&self, ptr_ty: Type, value: Type) -> Result<(), String> {
        if !self.is_ptr(ptr_ty) {
            return Err(format!(
                "the address has type {}, not a pointer",
                self.show(ptr_ty)
            ));
        }
        match self.pointee(ptr_ty) {
            Some(p) if p != value => Err(format!(
                "the address {} does not point to {}",
                self.show(ptr_ty),
                self.show(value)
            )),
            _ => Ok(()),
        }
    }
}

/// Checks that every handle inside the type table is in range, that structural
/// types only refer to types interned before them (so only named structs can be
/// recursive), and that no named struct holds itself by value.
fn check_type_table(types: &Types, sink: &mut Sink) {
    let n = types.len();
    let before = sink.len();
    for (t, data) in types.iter() {
        let ok = |h: &Type| h.index() < t.index();
        let fine = match data {
            TypeData::TypedPtr { pointee, .. } => ok(pointee),
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => ok(elem),
            TypeData::Struct { fields, .. } => fields.iter().all(ok),
            TypeData::Function { ret, params, .. } => ok(ret) && params.iter().all(ok),
            TypeData::TargetExt { types, .. } => types.iter().all(ok),
            _ => true,
        };
        if !fine {
            sink.report(
                Rule::InvalidHandle,
                None,
                format!(
                    "type #{} refers to a type not interned before it",
                    t.index()
                ),
            );
        }
    }
    for (name, body) in &types.named {
        if let StructBody::Fields { fields, .. } = body {
            if fields.iter().any(|f| f.index() >= n) {
                sink.report(
                    Rule::InvalidHandle,
                    None,
                    format!("the body of %{name} refers to a type not in the table"),
                );
            }
        }
    }
    // Only a table whose handles all name something can be walked.
    if sink.len() == before {
        if let Some(name) = types.struct_holding_itself() {
            sink.report(
                Rule::InvalidHandle,
                None,
                format!("%{name} holds itself by value, so it has no size"),
            );
        }
    }
}

/// Checks that every constant's type and operands name something.
fn check_const_handles(m: &Module, sink: &mut Sink) {
    let nt = m.types.len();
    let valid = |v: &Value| match v {
        Value::Const(c) => c.index() < m.consts.len(),
        Value::Global(g) => g.index() < m.globals.len(),
        Value::Function(f) => f.index() < m.functions.len(),
        Value::Arg(_) | Value::Inst(_) | Value::Metadata(_) => false,
    };
    for (c, data) in m.consts.iter() {
        let mut fine = data.ty().index() < nt;
        match data {
            ConstData::Aggregate { elems, .. } => fine &= elems.iter().all(valid),
            ConstData::Expr { op, .. } => {
                fine &= op.operands().iter().all(valid);
                if let crate::constant::ConstExprOp::Gep { source, .. } = op {
                    fine &= source.index() < nt;
                }
            }
            _ => {}
        }
        if !fine {
            sink.report(
                Rule::InvalidHandle,
                None,
                format!(
                    "constant #{} refers to a type or value that does not exist",
                    c.index()
                ),
            );
        }
    }
}

/// Checks the type handles of globals and functions, and initializer handles.
fn check_symbol_handles(m: &Module, sink: &mut Sink) {
    let nt = m.types.len();
    for (g, gv) in m.globals.iter() {
        let init_ok = match gv.init {
            None => true,
            Some(Value::Const(c)) => c.index() < m.consts.len(),
            Some(Value::Global(h)) => h.index() < m.globals.len(),
            Some(Value::Function(h)) => h.index() < m.functions.len(),
            Some(_) => false,
        };
        if gv.value_ty.index() >= nt || !init_ok {
            sink.report(
                Rule::InvalidHandle,
                Some(crate::Site::Global(g)),
                format!(
                    "@{}: its type or initializer names nothing in the module",
                    gv.name
                ),
            );
        }
    }
    for (fid, f) in m.functions.iter() {
        if f.ty.index() >= nt {
            sink.report(
                Rule::InvalidHandle,
                Some(crate::Site::Function(fid)),
                format!("@{}: its type is not in the type table", f.name),
            );
        }
    }
}

/// Which types have a size, by an explicit-stack depth-first walk (linear, and no deep
/// recursion on deeply nested types). A named struct that contains itself is unsized.
fn sizedness(types: &Types) -> Vec<bool> {
    let n = types.len();
    let mut state = vec![UNKNOWN; n];
    // (type, next member to visit, whether a member seen so far is unsized)
    let mut stack: Vec<(usize, usize, bool)> = Vec::new();
    for root in 0..n {
        if state[root] != UNKNOWN {
            continue;
        }
        state[root] = IN_PROGRESS;
        stack.push((root, 0, false));
        while let Some(top) = stack.last_mut() {
            let (t, next, failed) = *top;
            let (leaf, members): (Option<bool>, &[Type]) = match types.get(Type::from_index(t)) {
                TypeData::Int(_)
                | TypeData::Float(_)
                | TypeData::Ptr { .. }
                | TypeData::TypedPtr { .. }
                | TypeData::TargetExt { .. } => (Some(true), &[]),
                TypeData::Void
                | TypeData::Label
                | TypeData::Metadata
                | TypeData::Token
                | TypeData::Function { .. } => (Some(false), &[]),
                TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
                    (None, std::slice::from_ref(elem))
                }
                TypeData::Struct { fields, .. } => (None, fields),
                TypeData::Named(name) => match types.named.get(name) {
                    Some(StructBody::Fields { fields, .. }) => (None, fields),
                    _ => (Some(false), &[]),
                },
            };
            let member = members.get(next).map(|m| m.index()).filter(|_| !failed);
            match (leaf, member) {
                (None, Some(m)) => {
                    top.1 += 1;
                    match state.get(m).copied() {
                        Some(UNKNOWN) => {
                            state[m] = IN_PROGRESS;
                            stack.push((m, 0, false));
                        }
                        Some(SIZED) => {}
                        _ => top.2 = true,
                    }
                }
                _ => {
                    let sized = leaf.unwrap_or(!failed);
                    state[t] = if sized { SIZED } else { UNSIZED };
                    stack.pop();
                    if !sized {
                        if let Some(parent) = stack.last_mut() {
                            parent.2 = true;
                        }
                    }
                }
            }
        }
    }
    state.into_iter().map(|s| s == SIZED).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizedness_of_nested_recursive_and_opaque_types() {
        let mut t = Types::new();
        let i32t = t.int(32);
        let opaque = t.named("Opaque");
        let selfish = t.named("Self");
        t.define_named(
            "Self",
            StructBody::Fields {
                fields: vec![i32t, selfish],
                packed: false,
            },
        );
        let holds_opaque = t.structure(vec![i32t, opaque], false);
        let mut deep = i32t;
        for _ in 0..200_000 {
            deep = t.array(deep, 2);
        }
        let sized = sizedness(&t);
        assert!(sized[i32t.index()]);
        assert!(!sized[opaque.index()]);
        assert!(!sized[selfish.index()]);
        assert!(!sized[holds_opaque.index()]);
        assert!(sized[deep.index()]);
    }
}
