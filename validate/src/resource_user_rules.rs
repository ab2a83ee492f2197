//! What may use a library's resource globals, followed from each resource record's
//! global as DXC's validator follows it (`PropagateResMap`): through `getelementptr`s
//! (instructions and constant expressions) and loads, stopping at calls (a
//! `createHandleForLib` or a function taking the resource), past a bitcast nothing uses
//! (the one the record's metadata names).
//!
//! - `INSTR.RESOURCEUSER`: any other use (a store of the symbol, a cast something uses,
//!   a phi, an initializer naming it);
//! - `INSTR.RESOURCEMAPTOSINGLEENTRY`: one symbol reached from records of different
//!   properties (an SRV's and a UAV's record naming one global).

use super::value_origins::symbol_global;
use super::Validation;
use dxil_ir::{CastOp, ConstData, ConstExprOp, InstKind, Module, Value};
use dxil_model::metadata::{Resource, ResourceClass};
use dxil_model::{DxilInfo, ShaderKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// What DXC compares of two records reaching one value (the properties it gives a
/// handle of each).
type Properties = (
    ResourceClass,
    u32,
    Option<u32>,
    Option<u32>,
    bool,
    bool,
    bool,
    u32,
);

fn properties(r: &Resource) -> Properties {
    (
        r.class,
        r.shape,
        r.element_type,
        r.stride,
        r.globally_coherent,
        r.has_counter,
        r.is_rov,
        r.sample_count,
    )
}

/// Checks the uses of a library's resource symbols.
pub(crate) fn check_resource_users(m: &Module, info: &DxilInfo, v: &mut Validation) {
    if info.shader_model.kind != ShaderKind::Library {
        return;
    }
    let mut walk = Walk {
        m,
        users: constant_users(m),
        reached: FxHashMap::default(),
        reported: FxHashSet::default(),
        v,
    };
    // In DXC's order of classes: the second record to reach a value is the one named.
    let records: Vec<&Resource> = (info.resources.cbvs.iter())
        .chain(&info.resources.uavs)
        .chain(&info.resources.srvs)
        .chain(&info.resources.samplers)
        .collect();
    for (k, r) in records.iter().enumerate() {
        if let Some(global) = r.symbol.and_then(|s| symbol_global(m, s)) {
            walk.follow(Value::Global(global), k, r);
        }
    }
    let reached = std::mem::take(&mut walk.reached);
    if reached.is_empty() {
        return;
    }
    // Instructions: the values derived by `getelementptr`s and loads join what is
    // followed (in as many walks of a body as a use laid out before its definition
    // needs), then every use is judged.
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut local: FxHashMap<Value, usize> = FxHashMap::default();
        let origin = |v: Value, local: &FxHashMap<Value, usize>| {
            local
                .get(&v)
                .or_else(|| reached.get(&v).map(|(k, _)| k))
                .copied()
        };
        loop {
            let before = local.len();
            for (_, i) in body.placed_insts() {
                let derived = match &body.insts[i].kind {
                    InstKind::Gep { base, .. } => origin(*base, &local),
                    InstKind::Load { ptr, .. } => origin(*ptr, &local),
                    _ => None,
                };
                if let Some(k) = derived {
                    local.entry(Value::Inst(i)).or_insert(k);
                }
            }
            if local.len() == before {
                break;
            }
        }
        let mut used = FxHashSet::default();
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|op| {
                used.insert(op);
            });
        }
        for (_, i) in body.placed_insts() {
            let kind = &body.insts[i].kind;
            let allowed = match kind {
                InstKind::Gep { .. } | InstKind::Load { .. } | InstKind::Call { .. } => true,
                InstKind::Cast {
                    op: CastOp::BitCast,
                    ..
                } => !used.contains(&Value::Inst(i)),
                _ => false,
            };
            if allowed {
                continue;
            }
            let mut bad = None;
            kind.for_each_operand(|op| {
                bad = bad.or_else(|| origin(op, &local));
            });
            if let Some(k) = bad {
                walk.report_user(k, records[k]);
            }
        }
    }
}

/// The constants (and globals, by their initializers) that use each value, and which
/// constants something uses.
struct ConstantUsers {
    by_value: FxHashMap<Value, Vec<ConstUser>>,
    used: FxHashSet<Value>,
}

/// A user of a value among the module's constants.
#[derive(Clone, Copy)]
enum ConstUser {
    /// A constant built of it.
    Const(dxil_ir::Const),
    /// A global it initializes.
    Initializer,
}

fn constant_users(m: &Module) -> ConstantUsers {
    let mut users = ConstantUsers {
        by_value: FxHashMap::default(),
        used: FxHashSet::default(),
    };
    for (c, data) in m.consts.iter() {
        let mut note = |op: Value| {
            users
                .by_value
                .entry(op)
                .or_default()
                .push(ConstUser::Const(c));
            users.used.insert(op);
        };
        match data {
            ConstData::Aggregate { elems, .. } => elems.iter().copied().for_each(&mut note),
            ConstData::Expr { op, .. } => op.for_each_operand(note),
            _ => {}
        }
    }
    for (_, g) in m.globals.iter() {
        if let Some(init) = g.init {
            users
                .by_value
                .entry(init)
                .or_default()
                .push(ConstUser::Initializer);
            users.used.insert(init);
        }
    }
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|op| {
                if matches!(op, Value::Const(_)) {
                    users.used.insert(op);
                }
            });
        }
    }
    users
}

/// The walk from the records' symbols through the module's constants.
struct Walk<'m, 'v> {
    m: &'m Module,
    users: ConstantUsers,
    /// Each value reached: the first record reaching it and its properties.
    reached: FxHashMap<Value, (usize, Properties)>,
    /// The (record, rule) pairs reported.
    reported: FxHashSet<(usize, &'static str)>,
    v: &'v mut Validation,
}

impl Walk<'_, '_> {
    /// Follows `value`, reached from record `k` (`r`), through the constants using it.
    fn follow(&mut self, value: Value, k: usize, r: &Resource) {
        let mut work = vec![value];
        while let Some(value) = work.pop() {
            if let Some(&(_, props)) = self.reached.get(&value) {
                if props != properties(r) {
                    self.report(
                        k,
                        r,
                        "INSTR.RESOURCEMAPTOSINGLEENTRY",
                        "Fail to map resource to resource table.",
                    );
                }
                continue;
            }
            self.reached.insert(value, (k, properties(r)));
            let users = self.users.by_value.get(&value).cloned().unwrap_or_default();
            for user in users {
                match user {
                    ConstUser::Const(c) => match self.m.consts.get(c) {
                        ConstData::Expr {
                            op: ConstExprOp::Gep { .. },
                            ..
                        } => work.push(Value::Const(c)),
                        ConstData::Expr {
                            op:
                                ConstExprOp::Cast {
                                    op: CastOp::BitCast,
                                    ..
                                },
                            ..
                        } if !self.users.used.contains(&Value::Const(c)) => {}
                        _ => self.report_user(k, r),
                    },
                    ConstUser::Initializer => self.report_user(k, r),
                }
            }
        }
    }

    fn report_user(&mut self, k: usize, r: &Resource) {
        self.report(
            k,
            r,
            "INSTR.RESOURCEUSER",
            "Resource should only be used by Load/GEP/Call.",
        );
    }

    fn report(&mut self, k: usize, r: &Resource, rule: &'static str, message: &str) {
        if self.reported.insert((k, rule)) {
            self.v.push(
                rule,
                format!("{message} ('{}')", r.name),
                format!("resource {}", r.label()),
            );
        }
    }
}
