//! Shared helpers for passes that rewrite instructions: a cursor that inserts
//! instructions into a function body, "replace all uses", erasing, declaring
//! functions, building constants, and removing dead symbols from a module.
//!
//! Every pass that edits code goes through these, so the mechanics (where an
//! instruction lands, how a use is redirected) live in one place.

use dxil_ir::{
    AttrList, BinOp, Block, Body, CastOp, ConstData, FloatKind, FloatPredicate, FuncId, Function,
    GlobalVar, Handle, Inst, InstKind, IntPredicate, Module, SecondaryMap, SymbolProps, TailKind,
    Type, TypeData, Value,
};
use staged_inserts::{Anchor, StagedInserts};
use std::collections::{HashMap, HashSet};

mod staged_inserts;

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
    params: Vec<Type>,
    block: Option<Block>,
    pos: usize,
    /// The instruction count up to which the arena has room (see [`FuncCursor::insert`]).
    room_until: usize,
    /// Replacements recorded but not yet applied (see [`FuncCursor::defer_replacements`]).
    deferred: Option<HashMap<Value, Value>>,
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

impl<'m> FuncCursor<'m> {
    /// Opens `func` for editing; `None` for a declaration.
    pub fn open(m: &'m mut Module, func: FuncId) -> Option<Self> {
        let body = m.functions[func].body.take()?;
        let params = match m.types.get(m.functions[func].ty) {
            TypeData::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let block = body.entry();
        Some(FuncCursor {
            m,
            func,
            body,
            params,
            block,
            pos: 0,
            room_until: 0,
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
        self.deferred.get_or_insert_with(HashMap::new);
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
        value_type(self.m, &self.body, &self.params, v)
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

    /// How many staged instructions wait at the cursor's anchor.
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
        let block = self.block;
        let next = match self.waiting_here().get(self.sub) {
            Some(&staged) => Some(staged),
            None => self.anchor_here().and_then(|a| a.next),
        };
        CursorPos { block, next }
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
        if len >= self.room_until {
            // Grow the arena by an eighth, not by doubling: a few instructions added to
            // a large body would otherwise double its memory (and by a few at least,
            // not dozens: a module of many small functions keeps every body's room).
            let more = len / 8 + 8;
            self.body.insts.reserve(more);
            self.room_until = len + more;
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
            InstKind::Call {
                callee: Value::Function(callee),
                fn_ty,
                args,
                tail: TailKind::None,
                cc: 0,
                attrs: Box::default(),
                bundles: Default::default(),
            },
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
        let name = crate::intrinsics::overloaded_name(&self.m.types, base, overloads);
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
pub fn replace_uses_in_body(body: &mut Body, map: &HashMap<Value, Value>) {
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
pub fn resolve(map: &HashMap<Value, Value>, v: Value) -> Value {
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

/// The name of the function a call instruction calls directly.
pub fn callee_name<'a>(m: &'a Module, kind: &InstKind) -> Option<&'a str> {
    match kind {
        InstKind::Call {
            callee: Value::Function(f),
            ..
        } => Some(&m.functions[*f].name),
        _ => None,
    }
}

/// The functions of `m` that have a body, in module order.
pub fn defined_functions(m: &Module) -> Vec<FuncId> {
    m.functions
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(id, _)| id)
        .collect()
}

/// The function named `name`, declared with type `fn_ty` if it does not exist.
pub fn get_or_declare(m: &mut Module, name: &str, fn_ty: Type) -> FuncId {
    if let Some(f) = m.function_by_name(name) {
        return f;
    }
    let n_params = match m.types.get(fn_ty) {
        TypeData::Function { params, .. } => params.len(),
        _ => 0,
    };
    let f = m.functions.alloc(Function {
        name: name.into(),
        ty: fn_ty,
        cc: 0,
        props: SymbolProps::default(),
        addrspace: 0,
        attrs: AttrList::default(),
        param_names: vec![None; n_params],
        body: None,
    });
    m.pointer_to(fn_ty, 0);
    f
}

/// An integer constant of `bits` bits.
pub fn const_int(m: &mut Module, bits: u32, v: i64) -> Value {
    let ty = m.types.int(bits);
    m.consts.int(ty, bits, i128::from(v))
}

/// A floating-point constant of scalar type `ty` (half, float or double) with value `v`.
pub fn const_float(m: &mut Module, ty: Type, v: f64) -> Value {
    m.float_const(ty, v)
}

/// Element `i` of constant `c` if it is a vector, array or struct constant (zero,
/// undef, poison and aggregates), as a constant value.
pub fn const_element(m: &mut Module, c: Value, i: u32) -> Option<Value> {
    let data = m.consts.get(c.as_const()?).clone();
    let elem_ty = m.types.aggregate_element(data.ty(), u64::from(i))?;
    Some(match data {
        ConstData::Aggregate { elems, .. } => *elems.get(i as usize)?,
        ConstData::Zero(_) => zero_of(m, elem_ty),
        ConstData::Undef(_) => m.consts.undef(elem_ty),
        ConstData::Poison(_) => m.consts.poison(elem_ty),
        _ => return None,
    })
}

/// The zero value of `ty`: `0`, `0.0`, `null` or `zeroinitializer`.
pub fn zero_of(m: &mut Module, ty: Type) -> Value {
    let data = match m.types.get(ty) {
        TypeData::Int(_) => ConstData::Int { ty, bits: 0 },
        TypeData::Float(_) => ConstData::Float { ty, bits: 0 },
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => ConstData::Null(ty),
        _ => ConstData::Zero(ty),
    };
    Value::Const(m.consts.intern(data))
}

/// The value of a floating-point constant, if `v` is one.
pub fn float_value(m: &Module, v: Value) -> Option<f64> {
    match m.consts.get(v.as_const()?) {
        ConstData::Float { ty, bits } => Some(match m.types.get(*ty) {
            TypeData::Float(FloatKind::Half) => dxil_ir::small_floats::half_to_f64(*bits as u16),
            TypeData::Float(FloatKind::Float) => f64::from(f32::from_bits(*bits as u32)),
            _ => f64::from_bits(*bits as u64),
        }),
        _ => None,
    }
}

/// How many times each symbol of one kind is referenced (see [`symbol_uses`]), in a
/// table indexed by handle.
#[derive(Clone, Debug)]
pub struct UseCounts<T> {
    counts: SecondaryMap<Handle<T>, usize>,
}

impl<T> Default for UseCounts<T> {
    fn default() -> Self {
        UseCounts {
            counts: SecondaryMap::new(),
        }
    }
}

impl<T> UseCounts<T> {
    /// The number of references to `h`, or `None` when there is none (as a map of
    /// counts would answer).
    pub fn get(&self, h: &Handle<T>) -> Option<&usize> {
        Some(self.counts.get(*h)).filter(|&&n| n != 0)
    }

    fn add(&mut self, h: Handle<T>) {
        *self.counts.get_mut(h) += 1;
    }
}

/// How many times each function and global is referenced (by instructions,
/// initializers, metadata, and constants these use: a constant expression left in the
/// table after its last user was rewritten keeps nothing alive).
pub fn symbol_uses(m: &Module) -> (UseCounts<Function>, UseCounts<GlobalVar>) {
    symbol_uses_skipping(m, |_| false)
}

/// [`symbol_uses`], leaving out what the bodies of the functions `skip` holds for
/// reference (as if they were declarations). One walk over the instructions.
pub fn symbol_uses_skipping(
    m: &Module,
    skip: impl Fn(FuncId) -> bool,
) -> (UseCounts<Function>, UseCounts<GlobalVar>) {
    let (funcs, globals, _) = count_symbol_uses(m, skip, false);
    (funcs, globals)
}

/// The placed instructions that name a function or global directly, with their
/// functions: all that [`remove_symbols_named_by`] revisits when symbols move.
#[derive(Clone, Debug, Default)]
pub struct SymbolUsers(Vec<(FuncId, Inst)>);

impl SymbolUsers {
    /// The instructions, with their functions, in module order.
    pub fn iter(&self) -> impl Iterator<Item = (FuncId, Inst)> + '_ {
        self.0.iter().copied()
    }
}

/// [`symbol_uses`], and the instructions that name symbols.
pub fn symbol_uses_and_users(
    m: &Module,
) -> (UseCounts<Function>, UseCounts<GlobalVar>, SymbolUsers) {
    count_symbol_uses(m, |_| false, true)
}

fn count_symbol_uses(
    m: &Module,
    skip: impl Fn(FuncId) -> bool,
    list_users: bool,
) -> (UseCounts<Function>, UseCounts<GlobalVar>, SymbolUsers) {
    let mut users = SymbolUsers::default();
    let mut funcs = UseCounts::default();
    let mut globals = UseCounts::default();
    let mut count = |v: Value| match v {
        Value::Function(f) => funcs.add(f),
        Value::Global(g) => globals.add(g),
        _ => {}
    };
    // Constants and metadata met so far (each goes on its stack once).
    let mut live = Reached::new(m.consts.len());
    let mut reached = Reached::new(m.metadata.len());
    for md in metadata_roots_outside_bodies(m) {
        reached.reach(md);
    }
    for (_, g) in m.globals.iter() {
        if let Some(v) = g.init {
            count(v);
            if let Some(c) = v.as_const() {
                live.reach(c);
            }
        }
    }
    for (fid, f) in m.functions.iter() {
        let Some(body) = f.body.as_ref().filter(|_| !skip(fid)) else {
            continue;
        };
        for (_, i) in body.placed_insts() {
            let d = &body.insts[i];
            for (_, md) in &d.metadata {
                reached.reach(*md);
            }
            let mut names_symbol = false;
            d.kind.for_each_operand(|v| {
                count(v);
                match v {
                    Value::Const(c) => live.reach(c),
                    Value::Metadata(md) => reached.reach(md),
                    Value::Function(_) | Value::Global(_) => names_symbol = true,
                    _ => {}
                }
            });
            if names_symbol && list_users {
                users.0.push((fid, i));
            }
        }
    }
    let reachable = close_metadata(m, reached.stack);
    for (md, data) in m.metadata.iter() {
        if let (true, dxil_ir::MdData::Value { value, .. }) = (*reachable.get(md), data) {
            count(*value);
            if let Some(c) = value.as_const() {
                live.reach(c);
            }
        }
    }
    // Every constant reached, through the operands of those reached before.
    let mut k = 0;
    while let Some(&c) = live.stack.get(k) {
        k += 1;
        for_each_const_operand(m.consts.get(c), &mut |v| {
            count(v);
            if let Some(c) = v.as_const() {
                live.reach(c);
            }
        });
    }
    (funcs, globals, users)
}

/// Items of one arena reached so far, each listed once, in the order reached.
struct Reached<T> {
    seen: SecondaryMap<Handle<T>, bool>,
    stack: Vec<Handle<T>>,
}

impl<T> Reached<T> {
    fn new(n: usize) -> Self {
        Reached {
            seen: SecondaryMap::with_capacity(n),
            stack: Vec::new(),
        }
    }

    fn reach(&mut self, h: Handle<T>) {
        let seen = self.seen.get_mut(h);
        if !*seen {
            *seen = true;
            self.stack.push(h);
        }
    }
}

/// The metadata roots outside function bodies: named metadata and the attachments of
/// globals and functions.
fn metadata_roots_outside_bodies(m: &Module) -> Vec<dxil_ir::Md> {
    let mut roots: Vec<dxil_ir::Md> = m.named_metadata.values().flatten().copied().collect();
    for (_, g) in m.globals.iter() {
        roots.extend(g.props.metadata.iter().map(|(_, md)| *md));
    }
    for (_, f) in m.functions.iter() {
        roots.extend(f.props.metadata.iter().map(|(_, md)| *md));
    }
    roots
}

/// Whether each metadata item is reachable from `roots` through node operands.
fn close_metadata(m: &Module, mut stack: Vec<dxil_ir::Md>) -> SecondaryMap<dxil_ir::Md, bool> {
    let mut seen = SecondaryMap::with_capacity(m.metadata.len());
    while let Some(md) = stack.pop() {
        if *seen.get(md) {
            continue;
        }
        seen.set(md, true);
        match m.metadata.get(md) {
            Some(dxil_ir::MdData::Node { ops, .. }) => stack.extend(ops.iter().flatten()),
            Some(dxil_ir::MdData::Specialized { fields, .. }) => {
                for (_, f) in fields {
                    if let dxil_ir::MdField::Node(Some(n)) = f {
                        stack.push(*n);
                    }
                }
            }
            _ => {}
        }
    }
    seen
}

/// Whether every metadata item is reachable from named metadata and the attachments
/// of globals and functions (then all are, whatever instructions refer to: no walk
/// over the code is needed to know that).
pub fn all_metadata_reachable_outside_bodies(m: &Module) -> bool {
    let live = close_metadata(m, metadata_roots_outside_bodies(m));
    m.metadata.handles().all(|h| *live.get(h))
}

/// Whether each metadata item is reachable from named metadata, attachments of
/// globals, functions and instructions, and metadata call arguments.
pub fn reachable_metadata(m: &Module) -> SecondaryMap<dxil_ir::Md, bool> {
    reachable_metadata_and_code_roots(m).0
}

/// [`reachable_metadata`], and whether any placed instruction refers to metadata.
pub fn reachable_metadata_and_code_roots(m: &Module) -> (SecondaryMap<dxil_ir::Md, bool>, bool) {
    let mut code_roots = Vec::new();
    for (_, f) in m.functions.iter() {
        if let Some(body) = &f.body {
            for (_, i) in body.placed_insts() {
                metadata_referred_by(&body.insts[i], &mut code_roots);
            }
        }
    }
    reachable_metadata_given(m, code_roots)
}

/// Appends the metadata instruction `d` refers to (attachments, metadata operands).
pub fn metadata_referred_by(d: &dxil_ir::InstData, out: &mut Vec<dxil_ir::Md>) {
    out.extend(d.metadata.iter().map(|(_, md)| *md));
    d.kind.for_each_operand(|v| {
        if let Value::Metadata(md) = v {
            out.push(md);
        }
    });
}

/// [`reachable_metadata_and_code_roots`], given what the placed instructions refer to
/// ([`metadata_referred_by`], collected by a walk the caller made anyway).
pub fn reachable_metadata_given(
    m: &Module,
    code_roots: Vec<dxil_ir::Md>,
) -> (SecondaryMap<dxil_ir::Md, bool>, bool) {
    let any = !code_roots.is_empty();
    let mut roots = metadata_roots_outside_bodies(m);
    roots.extend(code_roots);
    (close_metadata(m, roots), any)
}

fn for_each_const_operand(c: &ConstData, f: &mut impl FnMut(Value)) {
    use dxil_ir::ConstExprOp as E;
    match c {
        ConstData::Aggregate { elems, .. } => elems.iter().copied().for_each(f),
        ConstData::Expr { op, .. } => match op {
            E::Cast { val, .. } => f(*val),
            E::Gep { base, indices, .. } => {
                f(*base);
                indices.iter().copied().for_each(f)
            }
            E::Binary { lhs, rhs, .. } | E::ICmp { lhs, rhs, .. } | E::FCmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs)
            }
            E::Select {
                cond,
                then_val,
                else_val,
            } => {
                f(*cond);
                f(*then_val);
                f(*else_val)
            }
            E::ExtractElement { vec, index } => {
                f(*vec);
                f(*index)
            }
            E::InsertElement { vec, val, index } => {
                f(*vec);
                f(*val);
                f(*index)
            }
            E::ShuffleVector { a, b, .. } => {
                f(*a);
                f(*b)
            }
        },
        _ => {}
    }
}

fn map_const_operands(c: &mut ConstData, f: &mut impl FnMut(Value) -> Value) {
    use dxil_ir::ConstExprOp as E;
    match c {
        ConstData::Aggregate { elems, .. } => elems.iter_mut().for_each(|v| *v = f(*v)),
        ConstData::Expr { op, .. } => match op {
            E::Cast { val, .. } => *val = f(*val),
            E::Gep { base, indices, .. } => {
                *base = f(*base);
                indices.iter_mut().for_each(|v| *v = f(*v))
            }
            E::Binary { lhs, rhs, .. } | E::ICmp { lhs, rhs, .. } | E::FCmp { lhs, rhs, .. } => {
                *lhs = f(*lhs);
                *rhs = f(*rhs)
            }
            E::Select {
                cond,
                then_val,
                else_val,
            } => {
                *cond = f(*cond);
                *then_val = f(*then_val);
                *else_val = f(*else_val)
            }
            E::ExtractElement { vec, index } => {
                *vec = f(*vec);
                *index = f(*index)
            }
            E::InsertElement { vec, val, index } => {
                *vec = f(*vec);
                *val = f(*val);
                *index = f(*index)
            }
            E::ShuffleVector { a, b, .. } => {
                *a = f(*a);
                *b = f(*b)
            }
        },
        _ => {}
    }
}

/// Removes the functions in `dead_funcs` and globals in `dead_globals` from `m`,
/// renumbering the rest (handles of later symbols change). References to removed
/// symbols (which callers make sure are unused) become `undef`.
///
/// The source map of the module is keyed by function handles; after this, sites of
/// functions placed after a removed one no longer match it.
pub fn remove_symbols(
    m: &mut Module,
    dead_funcs: &HashSet<FuncId>,
    dead_globals: &HashSet<dxil_ir::GlobalId>,
) {
    remove_symbols_in(m, dead_funcs, dead_globals, None);
}

/// [`remove_symbols`], where `users` (from [`symbol_uses_and_users`], the module
/// unchanged since) lists every placed instruction naming a symbol: unless constants
/// move too, only those are revisited, not the whole code. Returns the list with the
/// functions' new handles (those of removed functions left out).
pub fn remove_symbols_named_by(
    m: &mut Module,
    dead_funcs: &HashSet<FuncId>,
    dead_globals: &HashSet<dxil_ir::GlobalId>,
    users: SymbolUsers,
) -> SymbolUsers {
    remove_symbols_in(m, dead_funcs, dead_globals, Some(users)).unwrap_or_default()
}

fn remove_symbols_in(
    m: &mut Module,
    dead_funcs: &HashSet<FuncId>,
    dead_globals: &HashSet<dxil_ir::GlobalId>,
    users: Option<SymbolUsers>,
) -> Option<SymbolUsers> {
    if dead_funcs.is_empty() && dead_globals.is_empty() {
        return users;
    }
    // New handles by old index (`None` for removed symbols); bodies move, not copy.
    let mut old_funcs = std::mem::take(&mut m.functions);
    let mut fmap: Vec<Option<FuncId>> = Vec::with_capacity(old_funcs.len());
    for (h, f) in old_funcs.iter_mut() {
        fmap.push((!dead_funcs.contains(&h)).then(|| {
            let body = f.body.take();
            m.functions.alloc(Function { body, ..f.clone() })
        }));
    }
    let old_globals = std::mem::take(&mut m.globals);
    let mut gmap: Vec<Option<dxil_ir::GlobalId>> = Vec::with_capacity(old_globals.len());
    for (h, g) in old_globals.iter() {
        gmap.push((!dead_globals.contains(&h)).then(|| m.globals.alloc(g.clone())));
    }
    // Rebuild the constant table: constants that name symbols change.
    let old_consts: Vec<ConstData> = m.consts.iter().map(|(_, c)| c.clone()).collect();
    let mut new_consts = dxil_ir::Constants::new();
    let mut cmap: Vec<Option<dxil_ir::Const>> = vec![None; old_consts.len()];
    let maps = SymbolMaps {
        funcs: &fmap,
        globals: &gmap,
    };
    for idx in 0..old_consts.len() {
        remap_const(idx, &old_consts, &mut new_consts, &mut cmap, &maps, 0);
    }
    m.consts = new_consts;
    let kept = |k: usize, n: Option<usize>| n.is_none_or(|n| n == k);
    let consts_kept = cmap
        .iter()
        .enumerate()
        .all(|(k, n)| kept(k, n.map(|h| h.index())));
    let identity = fmap
        .iter()
        .enumerate()
        .all(|(k, n)| kept(k, n.map(|h| h.index())))
        && gmap
            .iter()
            .enumerate()
            .all(|(k, n)| kept(k, n.map(|h| h.index())))
        && consts_kept;
    let users = users.map(|u| {
        let moved = u.0.into_iter();
        SymbolUsers(
            moved
                .filter_map(|(f, i)| Some((maps.func(f)?, i)))
                .collect(),
        )
    });
    if !identity {
        let map_value = |v: Value| -> Value {
            match v {
                Value::Function(f) => maps.func(f).map(Value::Function).unwrap_or(v),
                Value::Global(g) => maps.global(g).map(Value::Global).unwrap_or(v),
                Value::Const(c) => cmap
                    .get(c.index())
                    .copied()
                    .flatten()
                    .map(Value::Const)
                    .unwrap_or(v),
                other => other,
            }
        };
        for (_, g) in m.globals.iter_mut() {
            g.init = g.init.map(map_value);
        }
        for (_, md) in m.metadata.iter_mut() {
            if let dxil_ir::MdData::Value { value, .. } = md {
                *value = map_value(*value);
            }
        }
        match &users {
            Some(users) if consts_kept => {
                for &(f, i) in &users.0 {
                    if let Some(body) = m.functions[f].body.as_mut() {
                        body.insts[i].kind.map_operands(map_value);
                    }
                }
            }
            _ => {
                // Instructions are only written when an operand changes: most name no
                // symbol.
                let changes = |v: Value| map_value(v) != v;
                for (_, f) in m.functions.iter_mut() {
                    if let Some(body) = &mut f.body {
                        for (_, d) in body.insts.iter_mut() {
                            let mut any = false;
                            d.kind.for_each_operand(|v| any |= changes(v));
                            if any {
                                d.kind.map_operands(map_value);
                            }
                        }
                    }
                }
            }
        }
    }
    m.intern_symbol_pointer_types();
    users
}

/// The new handles of the symbols [`remove_symbols`] keeps, by old index.
struct SymbolMaps<'a> {
    funcs: &'a [Option<FuncId>],
    globals: &'a [Option<dxil_ir::GlobalId>],
}

impl SymbolMaps<'_> {
    fn func(&self, f: FuncId) -> Option<FuncId> {
        self.funcs.get(f.index()).copied().flatten()
    }

    fn global(&self, g: dxil_ir::GlobalId) -> Option<dxil_ir::GlobalId> {
        self.globals.get(g.index()).copied().flatten()
    }
}

fn remap_const(
    idx: usize,
    old: &[ConstData],
    new: &mut dxil_ir::Constants,
    cmap: &mut Vec<Option<dxil_ir::Const>>,
    maps: &SymbolMaps,
    depth: u32,
) -> dxil_ir::Const {
    if let Some(c) = cmap[idx] {
        return c;
    }
    let mut data = old[idx].clone();
    let mut dead = false;
    if depth < 64 {
        let mut f = |v: Value| -> Value {
            match v {
                Value::Function(h) => match maps.func(h) {
                    Some(n) => Value::Function(n),
                    None => {
                        dead = true;
                        v
                    }
                },
                Value::Global(h) => match maps.global(h) {
                    Some(n) => Value::Global(n),
                    None => {
                        dead = true;
                        v
                    }
                },
                Value::Const(c) if c.index() < old.len() => {
                    Value::Const(remap_const(c.index(), old, new, cmap, maps, depth + 1))
                }
                other => other,
            }
        };
        map_const_operands(&mut data, &mut f);
    }
    let c = if dead {
        new.intern(ConstData::Undef(data.ty()))
    } else {
        new.intern(data)
    };
    cmap[idx] = Some(c);
    c
}

/// Removes instructions whose results are unused and that have no side effects
/// (arithmetic, casts, vector and aggregate operations, GEPs, non-volatile loads
/// and calls of functions named in `pure_call`), repeating until nothing changes.
pub fn remove_dead_code(m: &Module, body: &mut Body, pure_call: impl Fn(&str) -> bool) {
    remove_dead_code_keeping(m, body, pure_call, &HashSet::new());
}

/// The placed instructions [`remove_dead_code`] would remove first: unused and free of
/// side effects. A pass takes them before it starts, to keep the dead code it was
/// given (LLVM's passes leave it) while removing what it made dead.
pub fn unused_insts(m: &Module, body: &Body, pure_call: impl Fn(&str) -> bool) -> HashSet<Inst> {
    unused_insts_counted(m, body, pure_call, &use_counts(body))
}

/// [`unused_insts`], with the body's [`use_counts`] already counted.
pub fn unused_insts_counted(
    m: &Module,
    body: &Body,
    pure_call: impl Fn(&str) -> bool,
    uses: &SecondaryMap<Inst, u32>,
) -> HashSet<Inst> {
    body.placed_insts()
        .map(|(_, i)| i)
        .filter(|i| *uses.get(*i) == 0 && is_removable(m, &body.insts[*i].kind, &pure_call))
        .collect()
}

/// Counts the uses `kind` makes of instructions into `uses`.
pub fn count_uses(kind: &InstKind, uses: &mut SecondaryMap<Inst, u32>) {
    kind.for_each_operand(|v| {
        if let Value::Inst(u) = v {
            *uses.get_mut(u) += 1;
        }
    });
}

/// How many times placed instructions use each instruction.
pub fn use_counts(body: &Body) -> SecondaryMap<Inst, u32> {
    let mut uses: SecondaryMap<Inst, u32> = SecondaryMap::with_capacity(body.insts.len());
    for (_, i) in body.placed_insts() {
        count_uses(&body.insts[i].kind, &mut uses);
    }
    uses
}

/// [`remove_dead_code`], except that the instructions in `keep` (and so what they
/// use) stay. A worklist: removing an instruction makes its operands candidates.
pub fn remove_dead_code_keeping(
    m: &Module,
    body: &mut Body,
    pure_call: impl Fn(&str) -> bool,
    keep: &HashSet<Inst>,
) {
    let uses = use_counts(body);
    remove_dead_code_counted(m, body, pure_call, keep, uses);
}

/// [`remove_dead_code_keeping`], with the body's [`use_counts`] already counted (a
/// pass that changed nothing since it counted them needs no second walk).
pub fn remove_dead_code_counted(
    m: &Module,
    body: &mut Body,
    pure_call: impl Fn(&str) -> bool,
    keep: &HashSet<Inst>,
    mut uses: SecondaryMap<Inst, u32>,
) {
    let removable =
        |i: Inst| !keep.contains(&i) && is_removable(m, &body.insts[i].kind, &pure_call);
    let mut placed: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(body.insts.len());
    let mut work: Vec<Inst> = Vec::new();
    for (_, i) in body.placed_insts() {
        placed.set(i, true);
        if *uses.get(i) == 0 {
            work.push(i);
        }
    }
    let mut removed: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(body.insts.len());
    let mut any = false;
    while let Some(i) = work.pop() {
        if *removed.get(i) || *uses.get(i) != 0 || !removable(i) {
            continue;
        }
        removed.set(i, true);
        any = true;
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(u) = v {
                let n = uses.get_mut(u);
                *n = n.saturating_sub(1);
                if *n == 0 && *placed.get(u) {
                    work.push(u);
                }
            }
        });
    }
    if !any {
        return;
    }
    for &b in &body.layout {
        body.blocks[b].insts.retain(|i| !*removed.get(*i));
    }
}

fn is_removable(m: &Module, kind: &InstKind, pure_call: &impl Fn(&str) -> bool) -> bool {
    use InstKind::*;
    match kind {
        Binary { .. }
        | FNeg { .. }
        | ICmp { .. }
        | FCmp { .. }
        | Select { .. }
        | Phi { .. }
        | Gep { .. }
        | ExtractValue { .. }
        | InsertValue { .. }
        | ExtractElement { .. }
        | InsertElement { .. }
        | ShuffleVector { .. }
        | Cast { .. }
        | Freeze { .. } => true,
        Load {
            volatile, atomic, ..
        } => !*volatile && atomic.is_none(),
        Call { .. } => callee_name(m, kind).map(pure_call).unwrap_or(false),
        _ => false,
    }
}

/// The function type's return and parameter types.
pub fn signature(m: &Module, fn_ty: Type) -> Option<(Type, Vec<Type>)> {
    match m.types.get(fn_ty) {
        TypeData::Function { ret, params, .. } => Some((*ret, params.clone())),
        _ => None,
    }
}

/// Every placed call instruction of every definition, with the callee's name, as
/// (function, instruction, callee name).
pub fn calls_in_module(m: &Module) -> Vec<(FuncId, Inst, String)> {
    let mut out = Vec::new();
    for (fid, f) in m.functions.iter() {
        if let Some(body) = &f.body {
            for (_, i) in body.placed_insts() {
                if let Some(n) = callee_name(m, &body.insts[i].kind) {
                    out.push((fid, i, n.to_string()));
                }
            }
        }
    }
    out
}

/// A metadata item wrapping integer constant `v` of `bits` bits (`i32 4`).
pub fn md_int(m: &mut Module, bits: u32, v: i64) -> dxil_ir::Md {
    let value = const_int(m, bits, v);
    let ty = m.types.int(bits);
    m.metadata.alloc(dxil_ir::MdData::Value { ty, value })
}

/// A metadata item wrapping `value` of type `ty` (`void ()* @main`).
pub fn md_value(m: &mut Module, ty: Type, value: Value) -> dxil_ir::Md {
    m.metadata.alloc(dxil_ir::MdData::Value { ty, value })
}

/// A metadata string `!"text"`.
pub fn md_string(m: &mut Module, text: &str) -> dxil_ir::Md {
    m.metadata
        .alloc(dxil_ir::MdData::String(text.as_bytes().to_vec()))
}

/// A metadata node `!{...}`; `None` operands are `null`.
pub fn md_node(m: &mut Module, ops: Vec<Option<dxil_ir::Md>>) -> dxil_ir::Md {
    m.metadata.alloc(dxil_ir::MdData::Node {
        distinct: false,
        ops,
    })
}
