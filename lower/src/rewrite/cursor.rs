//! The cursor passes edit a function body with: where an instruction lands, how a use
//! is redirected, what is erased (one walk per body for many edits: deferred
//! replacements, staged insertions), and the body-wide replace and erase walks.

use dxil_ir::{
    BinOp, Block, Body, CastOp, FloatPredicate, FuncId, Inst, InstKind, IntPredicate, Module,
    SecondaryMap, Type, TypeData, Value,
};
use rustc_hash::FxHashMap;

use super::staged_inserts::{Anchor, StagedInserts};
use dxil_ir::edit::constants::{const_float, const_int};
use dxil_ir::edit::declarations::get_or_declare;

/// An editing position inside one function: the body is taken out of the module
/// while the cursor lives (so constants and types can be interned at the same
/// time) and put back by [`FuncCursor::finish`].
pub struct FuncCursor<'m> {
    /// The module (the edited function's body is out of it until `finish`).
    pub m: &'m mut Module,
    /// The function being edited.
    pub func: FuncId,
    /// Its body.
    pub body: Body,
    block: Option<Block>,
    pos: usize,
    /// Replacements recorded but not yet applied (see [`FuncCursor::defer_replacements`]).
    deferred: Option<FxHashMap<Value, Value>>,
    /// The block each instruction was last found or inserted in: a hint, checked before
    /// it is trusted (passes edit blocks directly too), so that finding an instruction
    /// away from the cursor costs its block, not the body (built at the first such find).
    placed_in: Option<SecondaryMap<Inst, Option<Block>>>,
    /// Insertions and erasures not yet made in the blocks (see [`FuncCursor::stage_inserts`]).
    staged: Option<StagedInserts>,
    /// With staging on: how many of the instructions staged before the one at `pos`
    /// come before the cursor.
    sub: usize,
}

/// Opens a cursor on each function of `m` with a body, in module order, for `edit`,
/// and finishes it.
pub fn edit_each_function(m: &mut Module, mut edit: impl FnMut(&mut FuncCursor)) {
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        if let Some(mut cur) = FuncCursor::open(m, f) {
            edit(&mut cur);
            cur.finish();
        }
    }
}

impl<'m> FuncCursor<'m> {
    /// Opens `func` for editing; `None` for a declaration.
    pub fn open(m: &'m mut Module, func: FuncId) -> Option<Self> {
        let body = m.functions[func].body.take()?;
        let block = body.entry();
        Some(FuncCursor {
            m,
            func,
            body,
            block,
            pos: 0,
            deferred: None,
            placed_in: None,
            staged: None,
            sub: 0,
        })
    }

    /// From now on, [`FuncCursor::replace_uses`] only records the replacement, and
    /// [`FuncCursor::finish`] applies them all in one walk of the body: replacing the
    /// result of each of many rewritten calls would otherwise walk the body once per call.
    /// Until then, instructions still name the replaced values (which keep their types).
    pub fn defer_replacements(&mut self) {
        self.deferred.get_or_insert_with(FxHashMap::default);
    }

    /// From now on, inserted instructions wait beside the instruction they go before
    /// and erased ones stay in their blocks, until [`FuncCursor::place_staged`] (or
    /// [`FuncCursor::apply_replacements`], or [`FuncCursor::finish`]) places them all in
    /// one walk per block: inserting into (or erasing from) a long block moves the rest
    /// of it each time. Until then the body's blocks list neither, so a staging pass
    /// reads blocks only for the instructions that were there before, and edits
    /// blocks only through the cursor.
    pub fn stage_inserts(&mut self) {
        self.staged.get_or_insert_with(StagedInserts::default);
    }

    /// Makes the staged insertions and erasures now (the cursor stays before the same
    /// instruction) and goes on staging the next ones.
    pub fn place_staged(&mut self) {
        if self.staged.is_none() {
            return;
        }
        let here = self.save();
        if let Some(s) = self.staged.replace(StagedInserts::default()) {
            s.place(&mut self.body);
        }
        self.placed_in = None;
        self.sub = 0;
        self.restore(here);
    }

    /// Puts the body back into the module, after making staged insertions and
    /// applying deferred replacements.
    pub fn finish(self) {
        let FuncCursor {
            m,
            func,
            mut body,
            deferred,
            staged,
            ..
        } = self;
        if let Some(s) = staged {
            s.place(&mut body);
        }
        if let Some(map) = deferred {
            replace_uses_in_body(&mut body, &map);
        }
        m.functions[func].body = Some(body);
    }

    /// `v` after the replacements deferred so far (itself when none applies): what an
    /// instruction naming `v` will name at [`FuncCursor::finish`].
    pub fn resolved(&self, v: Value) -> Value {
        match &self.deferred {
            Some(map) => resolve(map, v),
            None => v,
        }
    }

    /// Applies the replacements deferred so far now (one walk of the body), and goes on
    /// deferring the next ones.
    pub fn apply_replacements(&mut self) {
        self.place_staged();
        if let Some(map) = &mut self.deferred {
            let map = std::mem::take(map);
            replace_uses_in_body(&mut self.body, &map);
        }
    }

    /// The type of `v` in this function.
    pub fn ty(&mut self, v: Value) -> Type {
        if let Value::Arg(i) = v {
            // Looked up in the function's type (no copy of the parameter list per
            // cursor: a pass opens one per function).
            let ty = self.m.functions[self.func].ty;
            return match self.m.types.get(ty) {
                TypeData::Function { params, .. } => params.get(i as usize).copied(),
                _ => None,
            }
            .unwrap_or_else(|| self.m.types.void());
        }
        value_type(self.m, &self.body, &[], v)
    }

    /// Where `inst` is placed: looked for next to the cursor first, then further on
    /// in its block (passes mostly move forward through a block: a walk from the
    /// body's start for each of many instructions would cost the body's length each),
    /// then in the whole body.
    fn locate(&mut self, inst: Inst) -> Option<(Block, usize)> {
        if let Some(b) = self.block {
            let insts = &self.body.blocks[b].insts;
            let from = self.pos.saturating_sub(2).min(insts.len());
            if let Some(k) = insts[from..].iter().position(|&i| i == inst) {
                return Some((b, from + k));
            }
        }
        let body = &self.body;
        let placed_in = self.placed_in.get_or_insert_with(|| {
            let mut map = SecondaryMap::with_capacity(body.insts.len());
            for &b in &body.layout {
                for &i in &body.blocks[b].insts {
                    map.set(i, Some(b));
                }
            }
            map
        });
        if let Some(b) = *placed_in.get(inst) {
            if let Some(k) = body.blocks[b].insts.iter().position(|&i| i == inst) {
                return Some((b, k));
            }
        }
        let found = find_inst(body, inst);
        placed_in.set(inst, found.map(|(b, _)| b));
        found
    }

    /// Where a staged `inst` waits, and its index among the instructions waiting there.
    fn staged_at(&self, inst: Inst) -> Option<(Anchor, usize)> {
        let s = self.staged.as_ref()?;
        let a = s.anchor_of(inst)?;
        let k = s.waiting(a).iter().position(|&i| i == inst)?;
        Some((a, k))
    }

    /// The anchor the cursor is at: the placed instruction at `pos`, or the block's end.
    fn anchor_here(&self) -> Option<Anchor> {
        let b = self.block?;
        Some(Anchor {
            block: b,
            next: self.body.blocks[b].insts.get(self.pos).copied(),
        })
    }

    /// The staged instructions waiting at the cursor's anchor, in order.
    fn waiting_here(&self) -> &[Inst] {
        match (&self.staged, self.anchor_here()) {
            (Some(s), Some(a)) => s.waiting(a),
            _ => &[],
        }
    }

    /// Moves the cursor to anchor `a`, before the `k`th instruction waiting there.
    fn go_to(&mut self, a: Anchor, k: usize) {
        match a.next.and_then(|n| self.locate(n)) {
            Some((b, i)) => {
                self.block = Some(b);
                self.pos = i;
            }
            None => {
                self.block = Some(a.block);
                self.pos = self.body.blocks[a.block].insts.len();
            }
        }
        self.sub = k;
    }

    /// Places the cursor right before `inst` (which must be placed in a block, or
    /// staged).
    pub fn before(&mut self, inst: Inst) {
        if let Some((a, k)) = self.staged_at(inst) {
            self.go_to(a, k);
        } else if let Some((b, i)) = self.locate(inst) {
            self.block = Some(b);
            self.pos = i;
            self.sub = self.waiting_here().len();
        }
    }

    /// Places the cursor right after `inst`.
    pub fn after(&mut self, inst: Inst) {
        if let Some((a, k)) = self.staged_at(inst) {
            self.go_to(a, k + 1);
        } else if let Some((b, i)) = self.locate(inst) {
            self.block = Some(b);
            self.pos = i + 1;
            self.sub = 0;
        }
    }

    /// Places the cursor at the start of `block` (after its phis).
    pub fn block_start(&mut self, block: Block) {
        let is_phi = |i: &&Inst| matches!(self.body.insts[**i].kind, InstKind::Phi { .. });
        self.block = Some(block);
        self.pos = self.body.blocks[block]
            .insts
            .iter()
            .take_while(is_phi)
            .count();
        self.sub = 0;
        self.sub = self.waiting_here().iter().take_while(is_phi).count();
    }

    /// Where the cursor is, to come back with [`FuncCursor::restore`] even after
    /// instructions were inserted elsewhere in the same block.
    pub fn save(&self) -> CursorPos {
        CursorPos {
            block: self.block,
            next: self.next_in_order(),
        }
    }

    /// The instruction right after the cursor in the order the body will have: a
    /// staged one waiting further on, else the placed one it waits before, passing
    /// placed ones erased while staging.
    fn next_in_order(&self) -> Option<Inst> {
        let b = self.block?;
        let insts = &self.body.blocks[b].insts;
        let Some(s) = &self.staged else {
            return insts.get(self.pos).copied();
        };
        let (mut p, mut k) = (self.pos, self.sub);
        loop {
            let here = Anchor {
                block: b,
                next: insts.get(p).copied(),
            };
            if let Some(&w) = s.waiting(here).get(k) {
                return Some(w);
            }
            let i = *insts.get(p)?;
            if !s.is_erased(i) {
                return Some(i);
            }
            p += 1;
            k = 0;
        }
    }

    /// Returns to a position from [`FuncCursor::save`].
    pub fn restore(&mut self, p: CursorPos) {
        match (p.block, p.next) {
            (_, Some(i)) => self.before(i),
            (Some(b), None) => {
                self.block = Some(b);
                self.pos = self.body.blocks[b].insts.len();
                self.sub = self.waiting_here().len();
            }
            (None, None) => {}
        }
    }

    /// The block the cursor is in.
    pub fn current_block(&self) -> Option<Block> {
        self.block
    }

    /// Inserts an instruction of type `ty` at the cursor and moves past it.
    pub fn insert(&mut self, ty: Type, kind: InstKind) -> Value {
        let len = self.body.insts.len();
        if len == self.body.insts.capacity() {
            // Grow the arena by an eighth, not by doubling: a few instructions added to
            // a large body would otherwise double its memory (and by a few at least,
            // not dozens: a module of many small functions keeps every body's room).
            // Only when it is full: room left by an earlier pass is used first.
            self.body.insts.reserve(len / 8 + 8);
        }
        let inst = self.body.make_inst(ty, kind);
        if let Some(s) = &mut self.staged {
            if let Some(b) = self.block {
                let next = self.body.blocks[b].insts.get(self.pos).copied();
                s.stage(Anchor { block: b, next }, self.sub, inst);
                self.sub += 1;
            }
            return Value::Inst(inst);
        }
        if let Some(b) = self.block {
            if let Some(map) = &mut self.placed_in {
                map.set(inst, Some(b));
            }
            let insts = &mut self.body.blocks[b].insts;
            let at = self.pos.min(insts.len());
            insts.insert(at, inst);
            self.pos = at + 1;
        }
        Value::Inst(inst)
    }

    /// Inserts a binary operator whose type is its left operand's.
    pub fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.ty(lhs);
        self.insert(
            ty,
            InstKind::Binary {
                op,
                flags: Default::default(),
                lhs,
                rhs,
            },
        )
    }

    /// Inserts an `icmp`.
    pub fn icmp(&mut self, pred: IntPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.bool_like(lhs);
        self.insert(
            ty,
            InstKind::ICmp {
                pred,
                samesign: false,
                lhs,
                rhs,
            },
        )
    }

    /// Inserts an `fcmp`.
    pub fn fcmp(&mut self, pred: FloatPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.bool_like(lhs);
        self.insert(ty, InstKind::FCmp { pred, lhs, rhs })
    }

    fn bool_like(&mut self, v: Value) -> Type {
        let t = self.ty(v);
        let i1 = self.m.types.int(1);
        match self.m.types.get(t).clone() {
            TypeData::Vector { len, .. } => self.m.types.vector(i1, len),
            _ => i1,
        }
    }

    /// Inserts a `select`.
    pub fn select(&mut self, cond: Value, then_val: Value, else_val: Value) -> Value {
        let ty = self.ty(then_val);
        self.insert(
            ty,
            InstKind::Select {
                cond,
                then_val,
                else_val,
            },
        )
    }

    /// Inserts a cast of `val` to `ty`.
    pub fn cast(&mut self, op: CastOp, val: Value, ty: Type) -> Value {
        self.insert(
            ty,
            InstKind::Cast {
                op,
                flags: Default::default(),
                val,
            },
        )
    }

    /// Inserts `extractelement vec, i64 index` (LLVM's builder takes lane numbers as
    /// `i64`).
    pub fn extract_element(&mut self, vec: Value, index: u32) -> Value {
        let vt = self.ty(vec);
        let elem = self.m.types.scalar_of(vt);
        let index = const_int(self.m, 64, i64::from(index));
        self.insert(elem, InstKind::ExtractElement { vec, index })
    }

    /// Inserts `insertelement vec, val, i64 index`.
    pub fn insert_element(&mut self, vec: Value, val: Value, index: u32) -> Value {
        let ty = self.ty(vec);
        let index = const_int(self.m, 64, i64::from(index));
        self.insert(ty, InstKind::InsertElement { vec, val, index })
    }

    /// Builds a vector of type `ty` from `elems` with an `insertelement` chain
    /// starting from `poison`.
    pub fn build_vector(&mut self, ty: Type, elems: &[Value]) -> Value {
        let mut v = self.m.consts.poison(ty);
        for (i, e) in elems.iter().enumerate() {
            v = self.insert_element(v, *e, i as u32);
        }
        v
    }

    /// Inserts `extractvalue agg, index`.
    pub fn extract_value(&mut self, agg: Value, index: u32) -> Value {
        let at = self.ty(agg);
        let ty = self
            .m
            .types
            .aggregate_element(at, u64::from(index))
            .unwrap_or(at);
        self.insert(
            ty,
            InstKind::ExtractValue {
                agg,
                indices: vec![index],
            },
        )
    }

    /// Inserts a call of `callee` with `args`.
    pub fn call(&mut self, callee: FuncId, args: Vec<Value>) -> Value {
        let fn_ty = self.m.functions[callee].ty;
        let ret = match self.m.types.get(fn_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => fn_ty,
        };
        self.insert(
            ret,
            InstKind::plain_call(Value::Function(callee), fn_ty, args),
        )
    }

    /// Calls the function `name` of type `ret (arg types)`, declaring it if needed.
    pub fn call_named(&mut self, name: &str, ret: Type, args: Vec<Value>) -> Value {
        let params: Vec<Type> = args.iter().map(|a| self.ty(*a)).collect();
        let fn_ty = self.m.types.function(ret, params, false);
        let f = get_or_declare(self.m, name, fn_ty);
        self.call(f, args)
    }

    /// Calls intrinsic `base` overloaded on `overloads` (`llvm.smax` on `<4 x i32>`
    /// is `llvm.smax.v4i32`), declaring it if needed.
    pub fn call_intrinsic(
        &mut self,
        base: &str,
        overloads: &[Type],
        ret: Type,
        args: Vec<Value>,
    ) -> Value {
        let name = dxil_analysis::intrinsics::overloaded_name(&self.m.types, base, overloads);
        self.call_named(&name, ret, args)
    }

    /// A floating-point constant of `ty`'s element type, splatted if `ty` is a vector.
    pub fn float_splat(&mut self, ty: Type, v: f64) -> Value {
        let scalar = self.m.types.scalar_of(ty);
        let c = const_float(self.m, scalar, v);
        self.m.splat_const(ty, c)
    }

    /// An integer constant of `ty`'s element type, splatted if `ty` is a vector.
    pub fn int_splat(&mut self, ty: Type, v: i64) -> Value {
        let scalar = self.m.types.scalar_of(ty);
        let bits = self.m.types.int_bits(scalar).unwrap_or(32);
        let c = self.m.consts.int(scalar, bits, i128::from(v));
        self.m.splat_const(ty, c)
    }

    /// An `i32` constant.
    pub fn i32(&mut self, v: i64) -> Value {
        const_int(self.m, 32, v)
    }

    /// The opcode argument of a `dx.op` call (named from the op table, never by number).
    pub fn opcode(&mut self, op: dxil_model::op_table::OpCode) -> Value {
        const_int(self.m, 32, i64::from(op.0))
    }

    /// Replaces every use of `old` in this function by `new` (at [`FuncCursor::finish`]
    /// once replacements are deferred).
    pub fn replace_uses(&mut self, old: Value, new: Value) {
        if old == new {
            return;
        }
        if let Some(map) = &mut self.deferred {
            map.insert(old, new);
            return;
        }
        let Body {
            blocks,
            insts,
            layout,
        } = &mut self.body;
        let placed = layout.iter().flat_map(|&b| blocks[b].insts.iter().copied());
        let staged = self.staged.iter().flat_map(StagedInserts::all);
        for i in placed.chain(staged) {
            let mut uses = false;
            insts[i].kind.for_each_operand(|v| uses |= v == old);
            if uses {
                insts[i]
                    .kind
                    .map_operands(|v| if v == old { new } else { v });
            }
        }
    }

    /// Calls `f` with every instruction of the body in the order they are placed, or
    /// (staged) will be.
    pub fn for_each_in_order(&self, mut f: impl FnMut(Inst)) {
        for &b in &self.body.layout {
            for &i in &self.body.blocks[b].insts {
                if let Some(s) = &self.staged {
                    let here = Anchor {
                        block: b,
                        next: Some(i),
                    };
                    s.waiting(here).iter().for_each(|&w| f(w));
                    if s.is_erased(i) {
                        continue;
                    }
                }
                f(i);
            }
            if let Some(s) = &self.staged {
                let end = Anchor {
                    block: b,
                    next: None,
                };
                s.waiting(end).iter().for_each(|&w| f(w));
            }
        }
    }

    /// The instructions using `v`, in the order they are (or, staged, will be) placed.
    pub fn users_of(&self, v: Value) -> Vec<Inst> {
        let mut out = Vec::new();
        self.for_each_in_order(|i| {
            let mut uses = false;
            self.body.insts[i].kind.for_each_operand(|o| uses |= o == v);
            if uses {
                out.push(i);
            }
        });
        out
    }

    /// Removes `inst` from its block (its handle stays valid but unplaced).
    pub fn erase(&mut self, inst: Inst) {
        if self.staged.is_some() {
            return self.erase_staged(inst);
        }
        if let Some((b, i)) = self.locate(inst) {
            self.body.blocks[b].insts.remove(i);
            if self.block == Some(b) && self.pos > i {
                self.pos -= 1;
            }
        }
    }

    /// [`FuncCursor::erase`] with staging on: a staged instruction leaves its waiting
    /// list, a placed one is marked to leave its block at placement.
    fn erase_staged(&mut self, inst: Inst) {
        let here = self.anchor_here();
        let Some(s) = &mut self.staged else {
            return;
        };
        if let Some((a, k)) = s.unstage(inst) {
            if here == Some(a) && self.sub > k {
                self.sub -= 1;
            }
            return;
        }
        if let Some((b, _)) = self.locate(inst) {
            if let Some(s) = &mut self.staged {
                s.erase_placed(b, inst);
            }
        }
    }
}

/// A saved cursor position: its block and the instruction after it.
#[derive(Clone, Copy, Debug)]
pub struct CursorPos {
    block: Option<Block>,
    next: Option<Inst>,
}

/// The type of `v` in a function with body `body` and parameter types `params`.
pub fn value_type(m: &mut Module, body: &Body, params: &[Type], v: Value) -> Type {
    match v {
        Value::Const(c) => m.consts.get(c).ty(),
        Value::Global(g) => {
            let (t, a) = (m.globals[g].value_ty, m.globals[g].addrspace);
            m.pointer_to(t, a)
        }
        Value::Function(f) => {
            let (t, a) = (m.functions[f].ty, m.functions[f].addrspace);
            m.pointer_to(t, a)
        }
        Value::Arg(i) => params
            .get(i as usize)
            .copied()
            .unwrap_or_else(|| m.types.void()),
        Value::Inst(i) => body.insts[i].ty,
        Value::Metadata(_) => m.types.metadata(),
    }
}

/// The block of `inst` and its position there.
pub fn find_inst(body: &Body, inst: Inst) -> Option<(Block, usize)> {
    body.layout.iter().find_map(|&b| {
        body.blocks[b]
            .insts
            .iter()
            .position(|&i| i == inst)
            .map(|p| (b, p))
    })
}

/// Removes the instructions `dead` marks from their blocks in one walk of the body:
/// erasing many one by one would cost a block's length each.
pub fn erase_marked(body: &mut Body, dead: &SecondaryMap<Inst, bool>) {
    let Body { blocks, layout, .. } = body;
    for &b in layout.iter() {
        blocks[b].insts.retain(|i| !*dead.get(*i));
    }
}

/// Applies `map` to every operand of every placed instruction of `body`
/// (following chains: a value mapped to a value that is itself mapped).
pub fn replace_uses_in_body(body: &mut Body, map: &FxHashMap<Value, Value>) {
    if map.is_empty() {
        return;
    }
    // Instruction keys (nearly all) go to a table indexed by the instruction, so an
    // operand is looked up without hashing; other keys stay in `map`.
    let mut by_inst: SecondaryMap<Inst, Option<Value>> = SecondaryMap::new();
    let mut other_keys = false;
    for (k, v) in map {
        match k {
            Value::Inst(i) => by_inst.set(*i, Some(*v)),
            _ => other_keys = true,
        }
    }
    let step = |v: Value| match v {
        Value::Inst(i) => *by_inst.get(i),
        _ if other_keys => map.get(&v).copied(),
        _ => None,
    };
    let Body {
        blocks,
        insts,
        layout,
    } = body;
    // An instruction is only written when one of its operands is replaced: most are
    // only read.
    for &b in layout.iter() {
        for &i in &blocks[b].insts {
            let mut any = false;
            insts[i].kind.for_each_operand(|v| any |= step(v).is_some());
            if any {
                insts[i].kind.map_operands(|v| follow(v, step));
            }
        }
    }
}

/// `v` after following `map` to its end.
pub fn resolve(map: &FxHashMap<Value, Value>, v: Value) -> Value {
    follow(v, |x| map.get(&x).copied())
}

/// `v` after following `step` (a value's replacement, if any) to its end, stopping at
/// a value mapped to itself or after 64 steps.
fn follow(mut v: Value, step: impl Fn(Value) -> Option<Value>) -> Value {
    let mut guard = 0;
    while let Some(n) = step(v) {
        if n == v || guard > 64 {
            break;
        }
        v = n;
        guard += 1;
    }
    v
}
