//! Orders the module's named structs as LLVM's `TypeFinder` meets them, which is the
//! order LLVM's printer lists `%name = type ...` lines in: globals (type, then
//! initializer), functions (type, then each instruction's type, its non-instruction
//! operands and its non-debug attachments), then named metadata; each type depth first,
//! each constant's type before its operands. Structs nothing uses keep their place after
//! the ones found. Iterative, so deep input cannot exhaust the stack.

use dxil_ir::{InstKind, Md, MdData, MdField, Module, StructBody, Type, TypeData, Value};

/// A value or metadata item still to be visited.
enum Work {
    Value(Value),
    Md(Md),
}

/// Which items of a dense index space have been visited.
#[derive(Default)]
struct Seen(Vec<bool>);

impl Seen {
    /// Marks `index` visited; whether it was not before.
    fn insert(&mut self, index: usize) -> bool {
        if index >= self.0.len() {
            self.0.resize(index + 1, false);
        }
        !std::mem::replace(&mut self.0[index], true)
    }

    fn contains(&self, index: usize) -> bool {
        self.0.get(index).copied().unwrap_or(false)
    }
}

struct Finder<'m> {
    m: &'m Module,
    types: Seen,
    consts: Seen,
    mds: Seen,
    order: Vec<Box<str>>,
}

/// Reorders `m.types.named` into the order LLVM's printer uses.
pub(crate) fn order_named_structs(m: &mut Module) {
    let order = {
        let mut f = Finder {
            m,
            types: Seen::default(),
            consts: Seen::default(),
            mds: Seen::default(),
            order: Vec::new(),
        };
        f.run();
        f.order
    };
    let mut old = std::mem::take(&mut m.types.named);
    for name in order {
        if let Some(body) = old.shift_remove(&name) {
            m.types.named.insert(name, body);
        }
    }
    m.types.named.extend(old);
}

impl Finder<'_> {
    fn run(&mut self) {
        let m = self.m;
        for (_, g) in m.globals.iter() {
            let ptr = m.types.lookup(&TypeData::TypedPtr {
                pointee: g.value_ty,
                addrspace: g.addrspace,
            });
            self.ty(ptr.unwrap_or(g.value_ty));
            if let Some(init) = g.init {
                self.walk(Work::Value(init));
            }
            if self.found_all() {
                return;
            }
        }
        for (_, f) in m.functions.iter() {
            let ptr = m.types.lookup(&TypeData::TypedPtr {
                pointee: f.ty,
                addrspace: f.addrspace,
            });
            self.ty(ptr.unwrap_or(f.ty));
            if self.found_all() {
                return;
            }
            let Some(body) = &f.body else { continue };
            for (_, i) in body.placed_insts() {
                let Some(data) = body.insts.get(i) else {
                    continue;
                };
                self.ty(data.ty);
                // LLVM's order: a call's callee after its arguments.
                if let InstKind::Call { callee, args, .. } = &data.kind {
                    for &v in args.iter() {
                        self.walk(Work::Value(v));
                    }
                    self.walk(Work::Value(*callee));
                } else {
                    data.kind.for_each_operand(|v| self.walk(Work::Value(v)));
                }
                for (kind, md) in &data.metadata {
                    if &**kind != "dbg" {
                        self.walk(Work::Md(*md));
                    }
                }
            }
            if self.found_all() {
                return;
            }
        }
        for nodes in m.named_metadata.values() {
            for &md in nodes {
                self.walk(Work::Md(md));
            }
        }
    }

    /// Whether every named struct has its place, so the rest of the module cannot
    /// change the order (a library of many functions stops after the first few).
    fn found_all(&self) -> bool {
        self.order.len() >= self.m.types.named.len()
    }

    /// Visits `t` and every type inside it, depth first, noting named structs.
    fn ty(&mut self, t: Type) {
        if t.index() >= self.m.types.len() || !self.types.insert(t.index()) {
            return;
        }
        let mut work = vec![t];
        while let Some(t) = work.pop() {
            let subtypes: Vec<Type> = match self.m.types.get(t) {
                TypeData::Named(name) => match self.m.types.named.get(name) {
                    Some(body) => {
                        self.order.push(name.clone());
                        match body {
                            StructBody::Fields { fields, .. } => fields.clone(),
                            _ => Vec::new(),
                        }
                    }
                    None => Vec::new(),
                },
                TypeData::TypedPtr { pointee, .. } => vec![*pointee],
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => vec![*elem],
                TypeData::Struct { fields, .. } => fields.clone(),
                TypeData::Function { ret, params, .. } => std::iter::once(*ret)
                    .chain(params.iter().copied())
                    .collect(),
                _ => Vec::new(),
            };
            for s in subtypes.into_iter().rev() {
                if s.index() < self.m.types.len() && self.types.insert(s.index()) {
                    work.push(s);
                }
            }
        }
    }

    /// Visits a constant (its type, then its operands) or a metadata node (its operands).
    fn walk(&mut self, start: Work) {
        // Most operands are instructions, arguments or constants already seen.
        match start {
            Work::Value(Value::Const(c)) if self.consts.contains(c.index()) => return,
            Work::Value(Value::Const(_) | Value::Metadata(_)) | Work::Md(_) => {}
            Work::Value(_) => return,
        }
        let mut stack = vec![start];
        while let Some(w) = stack.pop() {
            let mut next: Vec<Work> = Vec::new();
            match w {
                Work::Value(Value::Const(c)) => {
                    if c.index() >= self.m.consts.len() || !self.consts.insert(c.index()) {
                        continue;
                    }
                    let data = self.m.consts.get(c);
                    self.ty(data.ty());
                    next.extend(data.operands().into_iter().map(Work::Value));
                }
                Work::Value(Value::Metadata(md)) => match self.m.metadata.get(md) {
                    Some(MdData::Value { value, .. }) => next.push(Work::Value(*value)),
                    Some(MdData::Node { .. } | MdData::Specialized { .. }) => {
                        next.push(Work::Md(md))
                    }
                    _ => {}
                },
                Work::Value(_) => {}
                Work::Md(md) => {
                    if !self.mds.insert(md.index()) {
                        continue;
                    }
                    match self.m.metadata.get(md) {
                        Some(MdData::Node { ops, .. }) => {
                            for op in ops.iter().flatten() {
                                match self.m.metadata.get(*op) {
                                    Some(MdData::Value { value, .. }) => {
                                        next.push(Work::Value(*value))
                                    }
                                    Some(MdData::Node { .. } | MdData::Specialized { .. }) => {
                                        next.push(Work::Md(*op))
                                    }
                                    _ => {}
                                }
                            }
                        }
                        Some(MdData::Specialized { fields, .. }) => {
                            for (_, f) in fields {
                                if let MdField::Node(Some(op)) = f {
                                    next.push(Work::Md(*op));
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            stack.extend(next.into_iter().rev());
        }
    }
}
