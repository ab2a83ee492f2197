//! A table of the users of chosen values of one function, found in one walk that the
//! pass makes anyway, for passes that would otherwise walk the whole body to find a
//! value's users or replace its uses once per value they rewrite (quadratic in the
//! values rewritten): `dxil-resource-access` follows resource pointers and what is
//! loaded through them, `dxil-op-lower` resource calls and their extracts.
//!
//! The table answers what a walk of the body would at the time asked, as long as the
//! pass never gives an old followed value a new user it does not make itself:
//! instructions it makes are taken in before each answer and replacement.

use crate::rewrite::FuncCursor;
use dxil_ir::{Body, Inst, InstKind, SecondaryMap, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The users of a function's followed values.
pub struct UseTable {
    users: FxHashMap<Inst, Vec<Inst>>,
    followed: SecondaryMap<Inst, bool>,
    /// The arena length up to which instructions were looked at.
    seen_upto: usize,
}

/// Builds a [`UseTable`] during a walk over the placed instructions, in order.
pub struct UseTableBuilder {
    position: SecondaryMap<Inst, u32>,
    placed: u32,
    followed: SecondaryMap<Inst, bool>,
    users: FxHashMap<Inst, Vec<Inst>>,
    /// Uses of values placed after their user (phis, blocks out of dominance order),
    /// sorted in at the end.
    later: Vec<(Inst, Inst)>,
    in_order: bool,
}

impl UseTableBuilder {
    /// A builder for `body`.
    pub fn new(body: &Body) -> Self {
        UseTableBuilder {
            position: SecondaryMap::with_capacity(body.insts.len()),
            placed: 0,
            followed: SecondaryMap::new(),
            users: FxHashMap::default(),
            later: Vec::new(),
            in_order: true,
        }
    }

    /// Records the uses placed instruction `i` (the next in order) makes of followed
    /// values.
    pub fn visit(&mut self, i: Inst, kind: &InstKind) {
        kind.for_each_operand(|v| {
            let Value::Inst(o) = v else { return };
            if *self.position.get(o) == 0 {
                self.later.push((o, i));
            } else if *self.followed.get(o) {
                push_user(self.users.entry(o).or_default(), i);
            }
        });
        self.placed += 1;
        self.position.set(i, self.placed);
    }

    /// Follows the users of `i` from now on.
    pub fn follow(&mut self, i: Inst) {
        self.followed.set(i, true);
    }

    /// Whether `v` is followed; `i` is followed through it, so when `v` is placed after
    /// `i` the table cannot be built in one walk and [`UseTableBuilder::finish`] gives
    /// none.
    pub fn follows_through(&mut self, v: Value) -> bool {
        let Value::Inst(o) = v else { return false };
        if *self.position.get(o) == 0 {
            self.in_order = false;
        }
        *self.followed.get(o)
    }

    /// The table, for `body` as walked; `None` when something was followed through a
    /// value placed after it.
    pub fn finish(mut self, body: &Body) -> Option<UseTable> {
        if !self.in_order {
            return None;
        }
        let mut resorted = FxHashSet::default();
        for (o, user) in std::mem::take(&mut self.later) {
            if *self.followed.get(o) {
                self.users.entry(o).or_default().push(user);
                resorted.insert(o);
            }
        }
        for o in resorted {
            if let Some(list) = self.users.get_mut(&o) {
                list.sort_by_key(|u| *self.position.get(*u));
                list.dedup();
            }
        }
        Some(UseTable {
            users: self.users,
            followed: self.followed,
            seen_upto: body.insts.len(),
        })
    }
}

fn push_user(list: &mut Vec<Inst>, user: Inst) {
    if list.last() != Some(&user) {
        list.push(user);
    }
}

impl UseTable {
    /// Whether `v` is a value the table follows.
    pub fn follows(&self, v: Value) -> bool {
        matches!(v, Value::Inst(i) if *self.followed.get(i))
    }

    /// The users of followed value `v`, in order.
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
        if Value::Inst(old) == new {
            return;
        }
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
                    if *self.followed.get(o) {
                        push_user(self.users.entry(o).or_default(), i);
                    }
                }
            });
        }
        self.seen_upto = body.insts.len();
    }
}

/// The users of `v` in the cursor's function: from `table` when it follows `v`, else
/// by the cursor's walk.
pub fn users_through(table: &mut Option<UseTable>, cur: &FuncCursor, v: Value) -> Vec<Inst> {
    match table {
        Some(t) if t.follows(v) => t.users(&cur.body, v),
        _ => cur.users_of(v),
    }
}

/// Replaces the uses of `old` by `new` in the cursor's function: through `table` when
/// it follows `old` (and not `new`, whose users it would have to merge: then the table
/// is dropped), else by the cursor's walk.
pub fn replace_uses_through(
    table: &mut Option<UseTable>,
    cur: &mut FuncCursor,
    old: Inst,
    new: Value,
) {
    if table.as_ref().is_some_and(|t| t.follows(new)) {
        *table = None;
    }
    match table {
        Some(t) if t.follows(Value::Inst(old)) => t.replace_uses(&mut cur.body, old, new),
        _ => cur.replace_uses(Value::Inst(old), new),
    }
}
