//! Structural comparison of two modules whose type, constant and metadata tables may be
//! numbered differently (a module read from bitcode and one parsed from text): types are
//! compared by structure (named structs by name), constants by content, metadata as
//! graphs (a consistent one-to-one mapping of items), instructions by position.
#![allow(dead_code)]

use dxil_ir::{
    Attachment, AttrList, AttrSet, Body, ConstData, ConstExprOp, Function, GlobalVar, InstKind, Md,
    MdData, MdField, Module, StructBody, Type, TypeData, Value,
};
use std::collections::HashMap;

/// Differences between `a` and `b`, each a line naming where it is; at most `limit`.
pub fn diff_modules(a: &Module, b: &Module, limit: usize) -> Vec<String> {
    let mut c = Cmp {
        a,
        b,
        md: HashMap::new(),
        md_rev: HashMap::new(),
        out: Vec::new(),
        limit,
        local: None,
    };
    c.module();
    c.out
}

struct Cmp<'m> {
    a: &'m Module,
    b: &'m Module,
    md: HashMap<Md, Md>,
    md_rev: HashMap<Md, Md>,
    out: Vec<String>,
    limit: usize,
    /// The positions of the function being compared, for function-local metadata.
    local: Option<std::rc::Rc<Positions>>,
}

/// Per-function context: instruction handles to (block, index) positions.
#[derive(Default)]
struct Positions {
    a: HashMap<dxil_ir::Inst, (usize, usize)>,
    b: HashMap<dxil_ir::Inst, (usize, usize)>,
    blocks_a: HashMap<dxil_ir::Block, usize>,
    blocks_b: HashMap<dxil_ir::Block, usize>,
}

impl Positions {
    fn of(fa: Option<&Body>, fb: Option<&Body>) -> Self {
        let mut p = Positions::default();
        if let Some(body) = fa {
            for (bi, &blk) in body.layout.iter().enumerate() {
                p.blocks_a.insert(blk, bi);
                for (ii, &i) in body.blocks[blk].insts.iter().enumerate() {
                    p.a.insert(i, (bi, ii));
                }
            }
        }
        if let Some(body) = fb {
            for (bi, &blk) in body.layout.iter().enumerate() {
                p.blocks_b.insert(blk, bi);
                for (ii, &i) in body.blocks[blk].insts.iter().enumerate() {
                    p.b.insert(i, (bi, ii));
                }
            }
        }
        p
    }
}

impl<'m> Cmp<'m> {
    fn note(&mut self, what: String) {
        if self.out.len() < self.limit {
            self.out.push(what);
        }
    }

    fn module(&mut self) {
        let (a, b) = (self.a, self.b);
        if a.triple != b.triple {
            self.note(format!("triple: {:?} vs {:?}", a.triple, b.triple));
        }
        if a.datalayout != b.datalayout {
            self.note(format!(
                "datalayout: {:?} vs {:?}",
                a.datalayout, b.datalayout
            ));
        }
        if a.asm != b.asm {
            self.note("module asm differs".into());
        }
        if a.comdats != b.comdats {
            self.note("comdats differ".into());
        }
        // Named struct bodies.
        let mut names_a: Vec<_> = a.types.named.keys().collect();
        let mut names_b: Vec<_> = b.types.named.keys().collect();
        names_a.sort();
        names_b.sort();
        if names_a != names_b {
            self.note(format!("named structs: {names_a:?} vs {names_b:?}"));
        } else {
            for n in names_a {
                let (ba, bb) = (&a.types.named[n], &b.types.named[n]);
                let same = match (ba, bb) {
                    (StructBody::Opaque, StructBody::Opaque) => true,
                    (
                        StructBody::Fields {
                            fields: fa,
                            packed: pa,
                        },
                        StructBody::Fields {
                            fields: fb,
                            packed: pb,
                        },
                    ) => pa == pb && self.types_eq_all(fa, fb),
                    _ => false,
                };
                if !same {
                    self.note(format!("body of %{n} differs"));
                }
            }
        }
        if a.globals.len() != b.globals.len() {
            self.note(format!(
                "{} globals vs {}",
                a.globals.len(),
                b.globals.len()
            ));
        }
        for ((_, ga), (_, gb)) in a.globals.iter().zip(b.globals.iter()) {
            self.global(ga, gb);
        }
        if a.functions.len() != b.functions.len() {
            self.note(format!(
                "{} functions vs {}",
                a.functions.len(),
                b.functions.len()
            ));
        }
        let by_name: HashMap<&str, &Function> =
            b.functions.iter().map(|(_, f)| (&*f.name, f)).collect();
        for (_, fa) in a.functions.iter() {
            match by_name.get(&*fa.name) {
                Some(fb) => self.function(fa, fb),
                None => self.note(format!("@{} missing", fa.name)),
            }
        }
        let mut na: Vec<_> = a.named_metadata.keys().collect();
        let mut nb: Vec<_> = b.named_metadata.keys().collect();
        na.sort();
        nb.sort();
        if na != nb {
            self.note(format!("named metadata: {na:?} vs {nb:?}"));
        } else {
            for n in na {
                let (la, lb) = (&a.named_metadata[n], &b.named_metadata[n]);
                if la.len() != lb.len() {
                    self.note(format!("!{n}: {} operands vs {}", la.len(), lb.len()));
                    continue;
                }
                for (&x, &y) in la.iter().zip(lb) {
                    if !self.md_eq(x, y) {
                        self.note(format!("!{n}: operand differs"));
                    }
                }
            }
        }
    }

    fn global(&mut self, ga: &GlobalVar, gb: &GlobalVar) {
        let w = format!("@{}", ga.name);
        if ga.name != gb.name {
            self.note(format!("{w}: name vs @{}", gb.name));
        }
        if !self.ty_eq(ga.value_ty, gb.value_ty) {
            self.note(format!("{w}: value type differs"));
        }
        if (
            ga.addrspace,
            ga.is_constant,
            ga.externally_initialized,
            ga.thread_local,
        ) != (
            gb.addrspace,
            gb.is_constant,
            gb.externally_initialized,
            gb.thread_local,
        ) {
            self.note(format!("{w}: addrspace/constant/tls differ"));
        }
        match (ga.init, gb.init) {
            (None, None) => {}
            (Some(x), Some(y)) => {
                if !self.val_eq(x, y, None) {
                    self.note(format!("{w}: initializer differs"));
                }
            }
            _ => self.note(format!("{w}: initializer presence differs")),
        }
        self.props(&w, &ga.props, &gb.props);
    }

    fn props(&mut self, w: &str, a: &dxil_ir::SymbolProps, b: &dxil_ir::SymbolProps) {
        if (
            a.linkage,
            a.visibility,
            a.dll_storage,
            a.unnamed_addr,
            &a.section,
            &a.comdat,
            a.align,
        ) != (
            b.linkage,
            b.visibility,
            b.dll_storage,
            b.unnamed_addr,
            &b.section,
            &b.comdat,
            b.align,
        ) {
            self.note(format!(
                "{w}: linkage/visibility/section/align differ: {a:?} vs {b:?}"
            ));
        }
        if !self.attachments_eq(&a.metadata, &b.metadata) {
            self.note(format!("{w}: metadata attachments differ"));
        }
    }

    fn function(&mut self, fa: &Function, fb: &Function) {
        let w = format!("@{}", fa.name);
        if !self.ty_eq(fa.ty, fb.ty) {
            self.note(format!("{w}: type differs"));
        }
        if fa.cc != fb.cc || fa.addrspace != fb.addrspace {
            self.note(format!("{w}: cc/addrspace differ"));
        }
        self.props(&w, &fa.props, &fb.props);
        if !attr_list_eq(&fa.attrs, &fb.attrs) {
            self.note(format!("{w}: attributes {:?} vs {:?}", fa.attrs, fb.attrs));
        }
        if fa.param_names != fb.param_names {
            self.note(format!(
                "{w}: parameter names {:?} vs {:?}",
                fa.param_names, fb.param_names
            ));
        }
        match (&fa.body, &fb.body) {
            (None, None) => {}
            (Some(ba), Some(bb)) => self.body(&w, ba, bb),
            _ => self.note(format!("{w}: definition vs declaration")),
        }
    }

    fn body(&mut self, w: &str, ba: &Body, bb: &Body) {
        if ba.layout.len() != bb.layout.len() {
            self.note(format!(
                "{w}: {} blocks vs {}",
                ba.layout.len(),
                bb.layout.len()
            ));
            return;
        }
        let pos = std::rc::Rc::new(Positions::of(Some(ba), Some(bb)));
        self.local = Some(pos.clone());
        for (bi, (&xa, &xb)) in ba.layout.iter().zip(&bb.layout).enumerate() {
            let (da, db) = (&ba.blocks[xa], &bb.blocks[xb]);
            if da.name != db.name {
                self.note(format!(
                    "{w} block {bi}: name {:?} vs {:?}",
                    da.name, db.name
                ));
            }
            if da.insts.len() != db.insts.len() {
                self.note(format!(
                    "{w} block {bi}: {} instructions vs {}",
                    da.insts.len(),
                    db.insts.len()
                ));
            }
            for (ii, (&ia, &ib)) in da.insts.iter().zip(&db.insts).enumerate() {
                let (x, y) = (&ba.insts[ia], &bb.insts[ib]);
                let at = format!("{w} block {bi} inst {ii} ({})", x.kind.opcode_name());
                if !self.ty_eq(x.ty, y.ty) {
                    self.note(format!("{at}: result type differs"));
                }
                if x.name != y.name {
                    self.note(format!("{at}: name {:?} vs {:?}", x.name, y.name));
                }
                if x.fmf != y.fmf {
                    self.note(format!("{at}: fast-math {:?} vs {:?}", x.fmf, y.fmf));
                }
                if !self.attachments_eq(&x.metadata, &y.metadata) {
                    self.note(format!("{at}: metadata attachments differ"));
                }
                if let Some(why) = self.kind_diff(&x.kind, &y.kind, &pos) {
                    self.note(format!("{at}: {why}"));
                }
            }
        }
    }

    /// Why two instructions differ, if they do.
    fn kind_diff(&mut self, x: &InstKind, y: &InstKind, pos: &Positions) -> Option<String> {
        if std::mem::discriminant(x) != std::mem::discriminant(y) {
            return Some(format!("{} vs {}", x.opcode_name(), y.opcode_name()));
        }
        let (ox, oy) = (x.operands(), y.operands());
        if ox.len() != oy.len() {
            return Some("operand count differs".into());
        }
        for (k, (&vx, &vy)) in ox.iter().zip(&oy).enumerate() {
            if !self.val_eq(vx, vy, Some(pos)) {
                return Some(format!("operand {k} differs: {vx:?} vs {vy:?}"));
            }
        }
        let bx: Vec<_> = x
            .successors()
            .iter()
            .map(|b| pos.blocks_a.get(b).copied())
            .collect();
        let by: Vec<_> = y
            .successors()
            .iter()
            .map(|b| pos.blocks_b.get(b).copied())
            .collect();
        if bx != by {
            return Some("successors differ".into());
        }
        use InstKind::*;
        let same = match (x, y) {
            (
                Binary {
                    op: a, flags: f, ..
                },
                Binary {
                    op: b, flags: g, ..
                },
            ) => a == b && f == g,
            (ICmp { pred: a, .. }, ICmp { pred: b, .. }) => a == b,
            (FCmp { pred: a, .. }, FCmp { pred: b, .. }) => a == b,
            (Phi { incoming: a }, Phi { incoming: b }) => a
                .iter()
                .zip(b)
                .all(|((_, p), (_, q))| pos.blocks_a.get(p) == pos.blocks_b.get(q)),
            (
                Alloca {
                    allocated: a,
                    align: x1,
                    addrspace: s1,
                    ..
                },
                Alloca {
                    allocated: b,
                    align: x2,
                    addrspace: s2,
                    ..
                },
            ) => x1 == x2 && s1 == s2 && self.ty_eq(*a, *b),
            (
                Load {
                    align: a,
                    volatile: v,
                    atomic: t,
                    ..
                },
                Load {
                    align: b,
                    volatile: u,
                    atomic: s,
                    ..
                },
            )
            | (
                Store {
                    align: a,
                    volatile: v,
                    atomic: t,
                    ..
                },
                Store {
                    align: b,
                    volatile: u,
                    atomic: s,
                    ..
                },
            ) => a == b && v == u && t == s,
            (
                Gep {
                    source: a,
                    flags: f,
                    ..
                },
                Gep {
                    source: b,
                    flags: g,
                    ..
                },
            ) => f == g && self.ty_eq(*a, *b),
            (ExtractValue { indices: a, .. }, ExtractValue { indices: b, .. })
            | (InsertValue { indices: a, .. }, InsertValue { indices: b, .. }) => a == b,
            (ShuffleVector { mask: a, .. }, ShuffleVector { mask: b, .. }) => a == b,
            (
                Cast {
                    op: a, flags: f, ..
                },
                Cast {
                    op: b, flags: g, ..
                },
            ) => a == b && f == g,
            (
                Call {
                    fn_ty: a,
                    tail: t,
                    cc: c,
                    attrs: x1,
                    bundles: b1,
                    ..
                },
                Call {
                    fn_ty: b,
                    tail: u,
                    cc: d,
                    attrs: x2,
                    bundles: b2,
                    ..
                },
            ) => {
                t == u
                    && c == d
                    && b1.len() == b2.len()
                    && attr_list_eq(x1, x2)
                    && self.ty_eq(*a, *b)
            }
            (
                AtomicRmw {
                    op: a,
                    ordering: o,
                    scope: s,
                    volatile: v,
                    align: x1,
                    ..
                },
                AtomicRmw {
                    op: b,
                    ordering: p,
                    scope: t,
                    volatile: u,
                    align: x2,
                    ..
                },
            ) => a == b && o == p && s == t && v == u && x1 == x2,
            (
                CmpXchg {
                    success: a,
                    failure: f,
                    scope: s,
                    weak: k,
                    volatile: v,
                    align: x1,
                    ..
                },
                CmpXchg {
                    success: b,
                    failure: g,
                    scope: t,
                    weak: l,
                    volatile: u,
                    align: x2,
                    ..
                },
            ) => a == b && f == g && s == t && k == l && v == u && x1 == x2,
            (
                Fence {
                    ordering: a,
                    scope: s,
                },
                Fence {
                    ordering: b,
                    scope: t,
                },
            ) => a == b && s == t,
            _ => true,
        };
        (!same).then(|| format!("attributes differ: {x:?} vs {y:?}"))
    }

    fn attachments_eq(&mut self, a: &[Attachment], b: &[Attachment]) -> bool {
        let mut a: Vec<_> = a.to_vec();
        let mut b: Vec<_> = b.to_vec();
        a.sort_by(|x, y| x.0.cmp(&y.0));
        b.sort_by(|x, y| x.0.cmp(&y.0));
        a.len() == b.len()
            && a.iter()
                .zip(&b)
                .all(|((k, x), (l, y))| k == l && self.md_eq(*x, *y))
    }

    fn types_eq_all(&self, a: &[Type], b: &[Type]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| self.ty_eq(x, y))
    }

    fn ty_eq(&self, x: Type, y: Type) -> bool {
        let (ta, tb) = (&self.a.types, &self.b.types);
        if x.index() >= ta.len() || y.index() >= tb.len() {
            return false;
        }
        match (ta.get(x), tb.get(y)) {
            (TypeData::Named(a), TypeData::Named(b)) => a == b,
            (
                TypeData::TypedPtr {
                    pointee: p,
                    addrspace: a,
                },
                TypeData::TypedPtr {
                    pointee: q,
                    addrspace: b,
                },
            ) => a == b && self.ty_eq(*p, *q),
            (
                TypeData::Vector {
                    len: a,
                    elem: p,
                    scalable: s,
                },
                TypeData::Vector {
                    len: b,
                    elem: q,
                    scalable: t,
                },
            ) => a == b && s == t && self.ty_eq(*p, *q),
            (TypeData::Array { len: a, elem: p }, TypeData::Array { len: b, elem: q }) => {
                a == b && self.ty_eq(*p, *q)
            }
            (
                TypeData::Struct {
                    fields: f,
                    packed: p,
                },
                TypeData::Struct {
                    fields: g,
                    packed: q,
                },
            ) => p == q && self.types_eq_all(f, g),
            (
                TypeData::Function {
                    ret: r,
                    params: p,
                    varargs: v,
                },
                TypeData::Function {
                    ret: s,
                    params: q,
                    varargs: u,
                },
            ) => v == u && self.ty_eq(*r, *s) && self.types_eq_all(p, q),
            (TypeData::TargetExt { .. }, _) | (_, TypeData::TargetExt { .. }) => false,
            (a, b) => a == b,
        }
    }

    fn val_eq(&mut self, x: Value, y: Value, pos: Option<&Positions>) -> bool {
        match (x, y) {
            (Value::Const(a), Value::Const(b)) => self.const_eq(a, b, pos),
            (Value::Global(a), Value::Global(b)) => {
                self.a.globals.get(a).map(|g| &g.name) == self.b.globals.get(b).map(|g| &g.name)
            }
            (Value::Function(a), Value::Function(b)) => {
                self.a.functions.get(a).map(|f| &f.name) == self.b.functions.get(b).map(|f| &f.name)
            }
            (Value::Arg(a), Value::Arg(b)) => a == b,
            (Value::Inst(a), Value::Inst(b)) => {
                pos.is_some_and(|p| p.a.contains_key(&a) && p.a.get(&a) == p.b.get(&b))
            }
            (Value::Metadata(a), Value::Metadata(b)) => self.md_eq(a, b),
            _ => false,
        }
    }

    fn vals_eq(&mut self, a: &[Value], b: &[Value], pos: Option<&Positions>) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| self.val_eq(x, y, pos))
    }

    fn const_eq(&mut self, x: dxil_ir::Const, y: dxil_ir::Const, pos: Option<&Positions>) -> bool {
        let (ca, cb) = (self.a.consts.get(x), self.b.consts.get(y));
        if !self.ty_eq(ca.ty(), cb.ty()) {
            return false;
        }
        match (ca, cb) {
            (ConstData::Int { bits: a, .. }, ConstData::Int { bits: b, .. })
            | (ConstData::Float { bits: a, .. }, ConstData::Float { bits: b, .. }) => a == b,
            (ConstData::Null(_), ConstData::Null(_))
            | (ConstData::Undef(_), ConstData::Undef(_))
            | (ConstData::Poison(_), ConstData::Poison(_))
            | (ConstData::Zero(_), ConstData::Zero(_))
            | (ConstData::NoneToken(_), ConstData::NoneToken(_)) => true,
            (ConstData::Aggregate { elems: a, .. }, ConstData::Aggregate { elems: b, .. }) => {
                let (a, b) = (a.clone(), b.clone());
                self.vals_eq(&a, &b, pos)
            }
            (ConstData::Bytes { data: a, .. }, ConstData::Bytes { data: b, .. }) => a == b,
            (ConstData::Expr { op: a, .. }, ConstData::Expr { op: b, .. }) => {
                let (a, b) = (a.clone(), b.clone());
                self.expr_eq(&a, &b, pos)
            }
            _ => false,
        }
    }

    fn expr_eq(&mut self, a: &ConstExprOp, b: &ConstExprOp, pos: Option<&Positions>) -> bool {
        use ConstExprOp::*;
        match (a, b) {
            (Cast { op: o, val: v }, Cast { op: p, val: w }) => o == p && self.val_eq(*v, *w, pos),
            (
                Gep {
                    source: s,
                    flags: f,
                    inrange: r,
                    base: x,
                    indices: i,
                },
                Gep {
                    source: t,
                    flags: g,
                    inrange: q,
                    base: y,
                    indices: j,
                },
            ) => {
                f == g
                    && r == q
                    && self.ty_eq(*s, *t)
                    && self.val_eq(*x, *y, pos)
                    && self.vals_eq(i, j, pos)
            }
            (
                Binary {
                    op: o,
                    flags: f,
                    lhs: l,
                    rhs: r,
                },
                Binary {
                    op: p,
                    flags: g,
                    lhs: m,
                    rhs: s,
                },
            ) => o == p && f == g && self.val_eq(*l, *m, pos) && self.val_eq(*r, *s, pos),
            (
                ICmp {
                    pred: o,
                    lhs: l,
                    rhs: r,
                },
                ICmp {
                    pred: p,
                    lhs: m,
                    rhs: s,
                },
            ) => o == p && self.val_eq(*l, *m, pos) && self.val_eq(*r, *s, pos),
            (
                FCmp {
                    pred: o,
                    lhs: l,
                    rhs: r,
                },
                FCmp {
                    pred: p,
                    lhs: m,
                    rhs: s,
                },
            ) => o == p && self.val_eq(*l, *m, pos) && self.val_eq(*r, *s, pos),
            (
                ShuffleVector { a, b, mask },
                ShuffleVector {
                    a: c,
                    b: d,
                    mask: m,
                },
            ) => mask == m && self.val_eq(*a, *c, pos) && self.val_eq(*b, *d, pos),
            _ => {
                let (mut va, mut vb) = (Vec::new(), Vec::new());
                expr_operands(a, &mut va);
                expr_operands(b, &mut vb);
                std::mem::discriminant(a) == std::mem::discriminant(b)
                    && self.vals_eq(&va, &vb, pos)
            }
        }
    }

    /// Graph comparison: items are matched one to one as they are first compared.
    fn md_eq(&mut self, x: Md, y: Md) -> bool {
        if let Some(&m) = self.md.get(&x) {
            return m == y;
        }
        if self.md_rev.contains_key(&y) {
            return false;
        }
        self.md.insert(x, y);
        self.md_rev.insert(y, x);
        let (Some(da), Some(db)) = (self.a.metadata.get(x), self.b.metadata.get(y)) else {
            return false;
        };
        let (da, db) = (da.clone(), db.clone());
        match (&da, &db) {
            (MdData::String(a), MdData::String(b)) => a == b,
            (MdData::Value { ty: s, value: v }, MdData::Value { ty: t, value: w }) => {
                let local = self.local.clone();
                self.ty_eq(*s, *t) && self.val_eq(*v, *w, local.as_deref())
            }
            (
                MdData::Node {
                    distinct: d,
                    ops: a,
                },
                MdData::Node {
                    distinct: e,
                    ops: b,
                },
            ) => {
                d == e
                    && a.len() == b.len()
                    && a.iter().zip(b).all(|(p, q)| match (p, q) {
                        (None, None) => true,
                        (Some(p), Some(q)) => self.md_eq(*p, *q),
                        _ => false,
                    })
            }
            (
                MdData::Specialized {
                    distinct: d,
                    class: c,
                    fields: f,
                },
                MdData::Specialized {
                    distinct: e,
                    class: k,
                    fields: g,
                },
            ) => {
                d == e
                    && c == k
                    && f.len() == g.len()
                    && f.iter().zip(g).all(|((n, p), (m, q))| {
                        n == m
                            && match (p, q) {
                                (MdField::Node(None), MdField::Node(None)) => true,
                                (MdField::Node(Some(p)), MdField::Node(Some(q))) => {
                                    self.md_eq(*p, *q)
                                }
                                (p, q) => p == q,
                            }
                    })
            }
            _ => false,
        }
    }
}

fn expr_operands(op: &ConstExprOp, out: &mut Vec<Value>) {
    use ConstExprOp::*;
    match op {
        Cast { val, .. } => out.push(*val),
        Gep { base, indices, .. } => {
            out.push(*base);
            out.extend(indices);
        }
        Binary { lhs, rhs, .. } | ICmp { lhs, rhs, .. } | FCmp { lhs, rhs, .. } => {
            out.extend([*lhs, *rhs])
        }
        Select {
            cond,
            then_val,
            else_val,
        } => out.extend([*cond, *then_val, *else_val]),
        ExtractElement { vec, index } => out.extend([*vec, *index]),
        InsertElement { vec, val, index } => out.extend([*vec, *val, *index]),
        ShuffleVector { a, b, .. } => out.extend([*a, *b]),
    }
}

/// Attribute lists compare as sets per slot (text and bitcode may order them differently);
/// trailing empty parameter sets do not count.
pub fn attr_list_eq(a: &AttrList, b: &AttrList) -> bool {
    fn sorted(s: &AttrSet) -> Vec<dxil_ir::Attribute> {
        let mut v = s.0.clone();
        v.sort();
        v
    }
    let n = a.params.len().max(b.params.len());
    sorted(&a.func) == sorted(&b.func)
        && sorted(&a.ret) == sorted(&b.ret)
        && (0..n).all(|i| sorted(a.param(i)) == sorted(b.param(i)))
}
