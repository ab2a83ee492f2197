//! The instructions whose values or control decisions reach an output store, following
//! DXC's ViewID builder: operands, the control dependences of each instruction's block,
//! for a load (or atomic) every store to the variables its pointer may point into, for a
//! call of a defined function its returns, and for a `phi` with constant incoming values
//! the control dependences of the highest block where that constant could be assigned.
//! Arguments, constants and globals end the walk.

use super::functions::{globals_in, FuncInfo};
use dxil_ir::{Body, ConstData, ConstExprOp, FuncId, GlobalId, Inst, InstKind, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// An instruction of a function.
pub(crate) type FuncInst = (FuncId, Inst);

/// A variable a pointer may point into: a global, or a local allocation, argument or call
/// result of a function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Decl {
    Global(GlobalId),
    Local(FuncId, Value),
}

/// The walker with its per-module caches.
pub(crate) struct Contributions<'m> {
    m: &'m Module,
    /// Facts of every analyzed function.
    pub(crate) funcs: FxHashMap<FuncId, FuncInfo>,
    /// Instructions naming each global, directly or through constant expressions.
    global_users: FxHashMap<GlobalId, Vec<FuncInst>>,
    decls_cache: FxHashMap<(FuncId, Value), Vec<Decl>>,
    stores_cache: FxHashMap<Decl, Vec<FuncInst>>,
}

impl<'m> Contributions<'m> {
    /// Analyzes `functions` of `m`.
    pub(crate) fn new(m: &'m Module, functions: &[FuncId]) -> Contributions<'m> {
        let mut funcs = FxHashMap::default();
        let mut global_users: FxHashMap<GlobalId, Vec<FuncInst>> = FxHashMap::default();
        for &f in functions {
            let Some(body) = m.functions.get(f).and_then(|func| func.body.as_ref()) else {
                continue;
            };
            for (_, inst) in body.placed_insts() {
                let mut named = Vec::new();
                body.insts[inst]
                    .kind
                    .for_each_operand(|v| globals_in(m, v, &mut named, 0));
                named.dedup();
                for g in named {
                    global_users.entry(g).or_default().push((f, inst));
                }
            }
            funcs.insert(f, FuncInfo::of(body));
        }
        Contributions {
            m,
            funcs,
            global_users,
            decls_cache: FxHashMap::default(),
            stores_cache: FxHashMap::default(),
        }
    }

    fn body(&self, f: FuncId) -> Option<&'m Body> {
        self.m.functions.get(f)?.body.as_ref()
    }

    /// Adds to `set` every instruction contributing to `roots` (values of function `f`),
    /// with the functions of the entry (`entry_functions`) whose returns calls reach.
    pub(crate) fn collect(
        &mut self,
        roots: &[(FuncId, Value)],
        entry_functions: &FxHashSet<FuncId>,
        set: &mut FxHashSet<FuncInst>,
    ) {
        let mut work = Vec::new();
        for &(f, v) in roots {
            self.push(f, v, set, &mut work);
        }
        while let Some((f, inst)) = work.pop() {
            self.visit(f, inst, entry_functions, set, &mut work);
        }
    }

    fn push(&self, f: FuncId, v: Value, set: &mut FxHashSet<FuncInst>, work: &mut Vec<FuncInst>) {
        if let Value::Inst(inst) = v {
            let placed = self
                .funcs
                .get(&f)
                .is_some_and(|info| info.block_of.contains_key(&inst));
            if placed && set.insert((f, inst)) {
                work.push((f, inst));
            }
        }
    }

    fn visit(
        &mut self,
        f: FuncId,
        inst: Inst,
        entry_functions: &FxHashSet<FuncId>,
        set: &mut FxHashSet<FuncInst>,
        work: &mut Vec<FuncInst>,
    ) {
        let Some(body) = self.body(f) else {
            return;
        };
        let kind = &body.insts[inst].kind;
        let mut extra: Vec<FuncInst> = Vec::new();
        match kind {
            InstKind::Phi { incoming } => {
                for term in self.phi_constant_dependences(f, body, incoming) {
                    extra.push((f, term));
                }
            }
            InstKind::Load { ptr, .. }
            | InstKind::AtomicRmw { ptr, .. }
            | InstKind::CmpXchg { ptr, .. } => {
                for decl in self.reaching_decls(f, *ptr) {
                    extra.extend(self.stores(decl));
                }
            }
            InstKind::Call {
                callee: Value::Function(g),
                ..
            } => {
                let is_dx_op = self.m.functions[*g].name.starts_with("dx.op.");
                if !is_dx_op && entry_functions.contains(g) {
                    if let Some(info) = self.funcs.get(g) {
                        extra.extend(info.returns.iter().map(|&r| (*g, r)));
                    }
                }
            }
            _ => {}
        }
        for (g, i) in extra {
            self.push(g, Value::Inst(i), set, work);
        }
        kind.for_each_operand(|v| self.push(f, v, set, work));
        if let Some(info) = self.funcs.get(&f) {
            if let Some(&block) = info.block_of.get(&inst) {
                let terms: Vec<Inst> = info.control_dependence_terminators(body, block).collect();
                for t in terms {
                    self.push(f, Value::Inst(t), set, work);
                }
            }
        }
    }

    /// The terminators that decide which constant a `phi` receives: for each constant
    /// incoming value, the control dependences of the highest dominator of its edge's
    /// block from which only that constant reaches the `phi`.
    fn phi_constant_dependences(
        &self,
        f: FuncId,
        body: &Body,
        incoming: &[(Value, dxil_ir::Block)],
    ) -> Vec<Inst> {
        let Some(info) = self.funcs.get(&f) else {
            return Vec::new();
        };
        let num = |b: dxil_ir::Block| info.cfg.number_of(b);
        let is_constant = |v: Value| v.is_module_level();
        // Marker per dominator-tree node: the one value defined there, or None when
        // several values leave it.
        let mut markers: FxHashMap<usize, Option<Value>> = FxHashMap::default();
        for &(value, pred) in incoming {
            if let Some(p) = num(pred) {
                markers.entry(p).or_insert(Some(value));
            }
        }
        for &(value, pred) in incoming {
            let def_block = match value {
                Value::Inst(i) => info.block_of.get(&i).copied(),
                _ => Some(0),
            };
            let Some(mut block) = num(pred) else {
                continue;
            };
            if Some(block) == def_block {
                continue;
            }
            let mut node = info.idom.get(block).copied().flatten();
            while let Some(n) = node {
                match markers.get_mut(&n) {
                    None => {
                        markers.insert(n, Some(value));
                    }
                    Some(marker) => {
                        if let Some(existing) = *marker {
                            if existing != value && !(is_constant(existing) && is_constant(value)) {
                                *marker = None;
                            }
                        }
                        break;
                    }
                }
                block = n;
                if Some(block) == def_block {
                    break;
                }
                node = info.idom.get(n).copied().flatten();
            }
        }
        let mut out = Vec::new();
        for &(value, pred) in incoming {
            if !is_constant(value) {
                continue;
            }
            let Some(start) = num(pred) else {
                continue;
            };
            let mut def = start;
            let mut node = Some(start);
            while let Some(n) = node {
                if markers.get(&n).copied().flatten() != Some(value) {
                    break;
                }
                def = n;
                node = info.idom.get(n).copied().flatten();
            }
            out.extend(info.control_dependence_terminators(body, def));
        }
        out
    }

    /// The variables `ptr` (a value of `f`) may point into.
    fn reaching_decls(&mut self, f: FuncId, ptr: Value) -> Vec<Decl> {
        if let Some(found) = self.decls_cache.get(&(f, ptr)) {
            return found.clone();
        }
        let mut decls = Vec::new();
        let mut seen = FxHashSet::default();
        let mut work = vec![ptr];
        let body = self.body(f);
        while let Some(v) = work.pop() {
            if !seen.insert(v) {
                continue;
            }
            match v {
                Value::Global(g) => decls.push(Decl::Global(g)),
                Value::Const(c) => match self.m.consts.get(c) {
                    ConstData::Expr {
                        op: ConstExprOp::Gep { base, .. },
                        ..
                    } => work.push(*base),
                    ConstData::Expr {
                        op: ConstExprOp::Cast { val, .. },
                        ..
                    } => work.push(*val),
                    _ => {}
                },
                Value::Inst(i) => match body.map(|b| &b.insts[i].kind) {
                    Some(InstKind::Gep { base, .. }) => work.push(*base),
                    Some(InstKind::Cast { val, .. }) => work.push(*val),
                    Some(InstKind::Phi { incoming }) => {
                        work.extend(incoming.iter().map(|(v, _)| *v));
                    }
                    Some(InstKind::Select {
                        then_val, else_val, ..
                    }) => {
                        work.push(*then_val);
                        work.push(*else_val);
                    }
                    _ => decls.push(Decl::Local(f, v)),
                },
                Value::Arg(_) => decls.push(Decl::Local(f, v)),
                Value::Function(_) | Value::Metadata(_) => {}
            }
        }
        self.decls_cache.insert((f, ptr), decls.clone());
        decls
    }

    /// The stores (and atomics) into `decl`, found through the users of its address.
    fn stores(&mut self, decl: Decl) -> Vec<FuncInst> {
        if let Some(found) = self.stores_cache.get(&decl) {
            return found.clone();
        }
        let mut stores = Vec::new();
        let mut seen: FxHashSet<FuncInst> = FxHashSet::default();
        let mut work: Vec<FuncInst> = match decl {
            Decl::Global(g) => self.global_users.get(&g).cloned().unwrap_or_default(),
            Decl::Local(f, v) => self.local_users(f, v),
        };
        while let Some((f, inst)) = work.pop() {
            if !seen.insert((f, inst)) {
                continue;
            }
            let Some(body) = self.body(f) else {
                continue;
            };
            match body.insts[inst].kind {
                InstKind::Load { .. } => {}
                InstKind::Store { .. } | InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => {
                    stores.push((f, inst));
                }
                _ => work.extend(self.local_users(f, Value::Inst(inst))),
            }
        }
        self.stores_cache.insert(decl, stores.clone());
        stores
    }

    fn local_users(&self, f: FuncId, v: Value) -> Vec<FuncInst> {
        self.funcs
            .get(&f)
            .and_then(|info| info.users.get(&v))
            .map(|users| users.iter().map(|&u| (f, u)).collect())
            .unwrap_or_default()
    }
}
