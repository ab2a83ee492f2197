//! The users of resource pointers (`getpointer` calls and the GEPs on them) and of the
//! loads and atomics through them, found in one walk of a function, for
//! `dxil-resource-access`: asking for each pointer's users, and replacing each load's
//! uses, walked the whole body once per access (quadratic in the accesses).
//!
//! The table answers what a walk of the body would at the time asked, because the
//! rewrite never gives an old pointer a new user, and instructions it makes that use
//! an old loaded value (a store of it, an offset computed from it) are taken in before
//! that value is replaced.

use crate::intrinsics::PickedFunctions;
use dxil_ir::{Body, Inst, InstKind, SecondaryMap, Value};
use std::collections::{HashMap, HashSet};

/// What one walk of a function finds for `dxil-resource-access`.
pub struct AccessScan {
    /// The pointer calls, in order.
    pub calls: Vec<Inst>,
    /// Whether there is a phi or a select (which the pass takes apart first, changing
    /// the code).
    pub has_merges: bool,
    /// The users, unless a pointer is used before it is placed (blocks out of
    /// dominance order), which one walk cannot follow.
    pub users: Option<AccessUsers>,
}

/// The users of a function's tracked values (see the module docs).
pub struct AccessUsers {
    users: HashMap<Inst, Vec<Inst>>,
    tracked: SecondaryMap<Inst, bool>,
    /// The arena length up to which instructions were looked at.
    seen_upto: usize,
}

impl AccessUsers {
    /// Walks `body` once; `pointer_calls` picks the `getpointer`-like functions.
    pub fn find(body: &Body, pointer_calls: &PickedFunctions) -> AccessScan {
        let mut calls = Vec::new();
        let mut has_merges = false;
        let mut position: SecondaryMap<Inst, u32> = SecondaryMap::with_capacity(body.insts.len());
        let mut tracked: SecondaryMap<Inst, bool> = SecondaryMap::new();
        let mut users: HashMap<Inst, Vec<Inst>> = HashMap::new();
        let mut later: Vec<(Inst, Inst)> = Vec::new();
        let mut in_order = true;
        for (n, (_, i)) in body.placed_insts().enumerate() {
            let kind = &body.insts[i].kind;
            kind.for_each_operand(|v| {
                let Value::Inst(o) = v else { return };
                if *position.get(o) == 0 {
                    later.push((o, i));
                } else if *tracked.get(o) {
                    let list = users.entry(o).or_default();
                    if list.last() != Some(&i) {
                        list.push(i);
                    }
                }
            });
            position.set(i, n as u32 + 1);
            let through = match kind {
                InstKind::Call { .. } => {
                    if pointer_calls.call(body, i).is_some() {
                        tracked.set(i, true);
                        calls.push(i);
                    }
                    None
                }
                InstKind::Phi { .. } | InstKind::Select { .. } => {
                    has_merges = true;
                    None
                }
                InstKind::Gep { base: p, .. }
                | InstKind::Load { ptr: p, .. }
                | InstKind::AtomicRmw { ptr: p, .. } => Some(*p),
                _ => None,
            };
            if let Some(Value::Inst(p)) = through {
                in_order &= *position.get(p) != 0;
                if *tracked.get(p) {
                    tracked.set(i, true);
                }
            }
        }
        if !in_order {
            return AccessScan {
                calls,
                has_merges,
                users: None,
            };
        }
        let mut resorted = HashSet::new();
        for (o, user) in later {
            if *tracked.get(o) {
                users.entry(o).or_default().push(user);
                resorted.insert(o);
            }
        }
        for o in resorted {
            if let Some(list) = users.get_mut(&o) {
                list.sort_by_key(|u| *position.get(*u));
                list.dedup();
            }
        }
        let users = AccessUsers {
            users,
            tracked,
            seen_upto: body.insts.len(),
        };
        AccessScan {
            calls,
            has_merges,
            users: Some(users),
        }
    }

    /// Whether `v` is a value the table follows.
    pub fn follows(&self, v: Value) -> bool {
        matches!(v, Value::Inst(i) if *self.tracked.get(i))
    }

    /// The placed users of followed value `v`, in order.
    pub fn users(&mut self, body: &Body, v: Value) -> Vec<Inst> {
        self.take_in_new(body);
        match v {
            Value::Inst(i) => self.users.get(&i).cloned().unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Replaces every use of followed value `old` by `new` (in the instructions made
    /// since the walk as well).
    pub fn replace_uses(&mut self, body: &mut Body, old: Inst, new: Value) {
        self.take_in_new(body);
        let Some(users) = self.users.get(&old) else {
            return;
        };
        for &w in users {
            body.insts[w]
                .kind
                .map_operands(|v| if v == Value::Inst(old) { new } else { v });
        }
    }

    /// Adds the instructions made since the last look to the users of what they use.
    fn take_in_new(&mut self, body: &Body) {
        for k in self.seen_upto..body.insts.len() {
            let i = Inst::from_index(k);
            body.insts[i].kind.for_each_operand(|v| {
                if let Value::Inst(o) = v {
                    if *self.tracked.get(o) {
                        let list = self.users.entry(o).or_default();
                        if list.last() != Some(&i) {
                            list.push(i);
                        }
                    }
                }
            });
        }
        self.seen_upto = body.insts.len();
    }
}
