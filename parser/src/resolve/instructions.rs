//! Instructions: each statement resolved to an instruction, calls and debug records.

use super::*;

impl<'t> Resolver<'t> {
    /// Resolves statement `s` and appends its instruction to block `bh`.
    pub(super) fn stmt(&mut self, cx: &mut FnCx<'t>, bh: Block, s: &Stmt<'t>) -> R<Inst> {
        let d = self.stmt_data(cx, s)?;
        let ih = cx.body.insts.alloc(d);
        cx.body.blocks[bh].insts.push(ih);
        Ok(ih)
    }

    /// The instruction of statement `s`.
    pub(super) fn stmt_data(&mut self, cx: &mut FnCx<'t>, s: &Stmt<'t>) -> R<InstData> {
        let parts = TailParts(&s.tail);
        let at = s.at;
        let void = self.m.types.void();
        let mut fmf = FastMathFlags::default();
        let (ty, kind) = match &s.inst {
            ast::Inst::Binary(op, words, a, b) => {
                self.only(at, op.keyword(), parts, "")?;
                let allowed: &[&str] = if op.is_float() {
                    &["fmf"]
                } else {
                    &["nuw", "nsw", "exact", "disjoint"]
                };
                // clang writes the same flags on every float operation: the words of
                // the last binary operator are remembered with what they meant.
                let (flags, f) = match self.last_binary_flags {
                    Some((text, float, done)) if float == op.is_float() && text == words.0 => done,
                    _ => {
                        let (flags, f, _) = self.flags(at, op.keyword(), words.iter(), allowed)?;
                        self.last_binary_flags = Some((words.0, op.is_float(), (flags, f)));
                        (flags, f)
                    }
                };
                fmf = f;
                let (t, lhs) = self.typed_operand(cx, a)?;
                let rhs = self.operand(cx, t, b.0, &b.1)?;
                (
                    t,
                    InstKind::Binary {
                        op: *op,
                        flags,
                        lhs,
                        rhs,
                    },
                )
            }
            ast::Inst::FNeg(words, a) => {
                self.only(at, "fneg", parts, "")?;
                fmf = self.flags(at, "fneg", words.iter(), &["fmf"])?.1;
                let (t, val) = self.typed_operand(cx, a)?;
                (t, InstKind::FNeg { val })
            }
            ast::Inst::ICmp(words, a, b) => {
                self.only(at, "icmp", parts, "")?;
                let mut pred = None;
                let mut samesign = false;
                for w in words.iter() {
                    if w == "samesign" {
                        samesign = true;
                    } else {
                        pred = Some(IntPredicate::from_keyword(w).ok_or_else(|| {
                            self.syntax(at, format!("unknown icmp predicate `{w}`"))
                        })?);
                    }
                }
                let pred = pred.ok_or_else(|| self.syntax(at, "icmp needs a predicate".into()))?;
                let (t, lhs) = self.typed_operand(cx, a)?;
                let rhs = self.operand(cx, t, b.0, &b.1)?;
                (
                    self.bool_like(t),
                    InstKind::ICmp {
                        pred,
                        samesign,
                        lhs,
                        rhs,
                    },
                )
            }
            ast::Inst::FCmp(words, a, b) => {
                self.only(at, "fcmp", parts, "")?;
                let mut pred = None;
                for w in words.iter() {
                    if let Some(bit) = fmf_bit(w) {
                        fmf.0 |= bit;
                    } else {
                        pred = Some(FloatPredicate::from_keyword(w).ok_or_else(|| {
                            self.syntax(at, format!("unknown fcmp predicate `{w}`"))
                        })?);
                    }
                }
                let pred = pred.ok_or_else(|| self.syntax(at, "fcmp needs a predicate".into()))?;
                let (t, lhs) = self.typed_operand(cx, a)?;
                let rhs = self.operand(cx, t, b.0, &b.1)?;
                (self.bool_like(t), InstKind::FCmp { pred, lhs, rhs })
            }
            ast::Inst::Select(x) => {
                let (words, c, a, b) = &**x;
                self.only(at, "select", parts, "")?;
                fmf = self.flags(at, "select", words.iter(), &["fmf"])?.1;
                let (_, cond) = self.typed_operand(cx, c)?;
                let (t, then_val) = self.typed_operand(cx, a)?;
                let (t2, else_val) = self.typed_operand(cx, b)?;
                self.expect_ty(b.at, t, t2, "select operand")?;
                (
                    t,
                    InstKind::Select {
                        cond,
                        then_val,
                        else_val,
                    },
                )
            }
            ast::Inst::Phi(words, ty, first_v, first_b) => {
                self.only(at, "phi", parts, "p")?;
                fmf = self.flags(at, "phi", words.iter(), &["fmf"])?.1;
                let t = self.ty(ty)?;
                let mut incoming = Vec::new();
                for (v, b) in std::iter::once((first_v, first_b)).chain(parts.pairs()) {
                    let val = self.operand(cx, t, v.0, &v.1)?;
                    let blk = match b.1 {
                        ast::Value::Local(n) => self.block_named(cx, b.0, n)?,
                        _ => return Err(self.syntax(b.0, "expected a block name".into())),
                    };
                    incoming.push((val, blk));
                }
                (t, InstKind::Phi { incoming })
            }
            ast::Inst::Alloca(words, ty) => {
                self.only(at, "alloca", parts, "vas")?;
                if let Some(w) = words.first() {
                    return Err(self.err(
                        at,
                        ErrorKind::Unsupported(format!("alloca {w}")),
                        format!("`alloca {w}` is not supported"),
                    ));
                }
                let allocated = self.ty(ty)?;
                let count = match parts.values().next() {
                    Some(tv) => Some(self.typed_operand(cx, tv)?.1),
                    None => None,
                };
                let addrspace = parts
                    .addrspace()
                    .map(|(a, n)| self.u32_of(a, n))
                    .transpose()?
                    .unwrap_or(0);
                let t = self.ptr_to(allocated, addrspace);
                (
                    t,
                    InstKind::Alloca {
                        allocated,
                        count,
                        align: self.align(parts)?,
                        addrspace,
                    },
                )
            }
            ast::Inst::Load(x) => {
                let (words, ty, p, sync) = &**x;
                self.only(at, "load", parts, "a")?;
                let (volatile, atomic) = self.mem_words(at, "load", *words)?;
                let t = self.ty(ty)?;
                let (pt, ptr) = self.typed_operand(cx, p)?;
                self.check_pointer(p.at, pt, Some(t))?;
                let atomic = self.atomic(at, atomic, sync)?;
                (
                    t,
                    InstKind::Load {
                        ptr,
                        align: self.align(parts)?,
                        volatile,
                        atomic,
                    },
                )
            }
            ast::Inst::Store(x) => {
                let (words, v, p, sync) = &**x;
                self.only(at, "store", parts, "a")?;
                let (volatile, atomic) = self.mem_words(at, "store", *words)?;
                let (vt, val) = self.typed_operand(cx, v)?;
                let (pt, ptr) = self.typed_operand(cx, p)?;
                self.check_pointer(p.at, pt, Some(vt))?;
                let atomic = self.atomic(at, atomic, sync)?;
                (
                    void,
                    InstKind::Store {
                        val,
                        ptr,
                        align: self.align(parts)?,
                        volatile,
                        atomic,
                    },
                )
            }
            ast::Inst::Gep(words, ty, base) => {
                self.only(at, "getelementptr", parts, "v")?;
                let flags = self
                    .flags(
                        at,
                        "getelementptr",
                        words.iter(),
                        &["inbounds", "nuw", "nusw"],
                    )?
                    .2;
                let source = self.ty(ty)?;
                let (bt, b) = self.typed_operand(cx, base)?;
                let mut indices = Vec::new();
                let mut index_tys = Vec::new();
                for tv in parts.values() {
                    let (t, v) = self.typed_operand(cx, tv)?;
                    indices.push(v);
                    index_tys.push(t);
                }
                let t = self.gep_result(at, bt, source, &indices, &index_tys)?;
                (
                    t,
                    InstKind::Gep {
                        source,
                        flags,
                        base: b,
                        indices,
                    },
                )
            }
            ast::Inst::ExtractValue(a) => {
                self.only(at, "extractvalue", parts, "i")?;
                let (t, agg) = self.typed_operand(cx, a)?;
                let indices = self.indices(parts)?;
                let rt = self.walk_aggregate(at, t, &indices)?;
                (rt, InstKind::ExtractValue { agg, indices })
            }
            ast::Inst::InsertValue(x) => {
                let (a, v) = &**x;
                self.only(at, "insertvalue", parts, "i")?;
                let (t, agg) = self.typed_operand(cx, a)?;
                let (vt, val) = self.typed_operand(cx, v)?;
                let indices = self.indices(parts)?;
                let et = self.walk_aggregate(at, t, &indices)?;
                self.expect_ty(v.at, et, vt, "inserted value")?;
                (t, InstKind::InsertValue { agg, val, indices })
            }
            ast::Inst::ExtractElement(x) => {
                let (v, i) = &**x;
                self.only(at, "extractelement", parts, "")?;
                let (t, vec) = self.typed_operand(cx, v)?;
                let (_, index) = self.typed_operand(cx, i)?;
                let et = self.vector_elem(v.at, t)?;
                (et, InstKind::ExtractElement { vec, index })
            }
            ast::Inst::InsertElement(x) => {
                let (v, e, i) = &**x;
                self.only(at, "insertelement", parts, "")?;
                let (t, vec) = self.typed_operand(cx, v)?;
                let (_, val) = self.typed_operand(cx, e)?;
                let (_, index) = self.typed_operand(cx, i)?;
                (t, InstKind::InsertElement { vec, val, index })
            }
            ast::Inst::ShuffleVector(x) => {
                let (a, b, m) = &**x;
                self.only(at, "shufflevector", parts, "")?;
                let (t, av) = self.typed_operand(cx, a)?;
                let (_, bv) = self.typed_operand(cx, b)?;
                let mask = self.shuffle_mask(m)?;
                let et = self.vector_elem(a.at, t)?;
                let len = u32::try_from(mask.len()).unwrap_or(u32::MAX);
                let rt = self.m.types.vector(et, len);
                (rt, InstKind::ShuffleVector { a: av, b: bv, mask })
            }
            ast::Inst::Cast(op, words, v, to) => {
                self.only(at, op.keyword(), parts, "")?;
                let (flags, f, _) = self.flags(
                    at,
                    op.keyword(),
                    words.iter(),
                    &["nneg", "nuw", "nsw", "fmf"],
                )?;
                fmf = f;
                let (_, val) = self.typed_operand(cx, v)?;
                let t = self.ty(to)?;
                (
                    t,
                    InstKind::Cast {
                        op: *op,
                        flags,
                        val,
                    },
                )
            }
            ast::Inst::Call(call) => {
                self.only(at, "call", parts, "")?;
                let (t, kind, f) = self.call(cx, at, call)?;
                fmf = f;
                (t, kind)
            }
            ast::Inst::AtomicRmw(x) => {
                let (words, p, v, sync) = &**x;
                self.only(at, "atomicrmw", parts, "a")?;
                let mut volatile = false;
                let mut op = None;
                for w in words.iter() {
                    if w == "volatile" {
                        volatile = true;
                    } else {
                        op = Some(RmwOp::from_keyword(w).ok_or_else(|| {
                            self.syntax(at, format!("unknown atomicrmw operation `{w}`"))
                        })?);
                    }
                }
                let op =
                    op.ok_or_else(|| self.syntax(at, "atomicrmw needs an operation".into()))?;
                let (_, ptr) = self.typed_operand(cx, p)?;
                let (t, val) = self.typed_operand(cx, v)?;
                let (scope, ords) = self.sync(at, sync)?;
                let [ordering] = ords[..] else {
                    return Err(self.syntax(at, "atomicrmw needs one ordering".into()));
                };
                (
                    t,
                    InstKind::AtomicRmw {
                        op,
                        ptr,
                        val,
                        ordering,
                        scope,
                        volatile,
                        align: self.align(parts)?,
                    },
                )
            }
            ast::Inst::CmpXchg(x) => {
                let (words, p, c, n, sync) = &**x;
                self.only(at, "cmpxchg", parts, "a")?;
                let mut weak = false;
                let mut volatile = false;
                for w in words.iter() {
                    match w {
                        "weak" => weak = true,
                        "volatile" => volatile = true,
                        other => {
                            return Err(self.syntax(at, format!("unexpected `{other}` in cmpxchg")))
                        }
                    }
                }
                let (_, ptr) = self.typed_operand(cx, p)?;
                let (t, expected) = self.typed_operand(cx, c)?;
                let (_, new) = self.typed_operand(cx, n)?;
                let (scope, ords) = self.sync(at, sync)?;
                let [success, failure] = ords[..] else {
                    return Err(self.syntax(at, "cmpxchg needs two orderings".into()));
                };
                let i1 = self.m.types.int(1);
                let rt = self.m.types.structure(vec![t, i1], false);
                (
                    rt,
                    InstKind::CmpXchg {
                        ptr,
                        expected,
                        new,
                        success,
                        failure,
                        scope,
                        weak,
                        volatile,
                        align: self.align(parts)?,
                    },
                )
            }
            ast::Inst::Fence(sync) => {
                self.only(at, "fence", parts, "")?;
                let (scope, ords) = self.sync(at, sync)?;
                let [ordering] = ords[..] else {
                    return Err(self.syntax(at, "fence needs one ordering".into()));
                };
                (void, InstKind::Fence { ordering, scope })
            }
            ast::Inst::Freeze(v) => {
                self.only(at, "freeze", parts, "")?;
                let (t, val) = self.typed_operand(cx, v)?;
                (t, InstKind::Freeze { val })
            }
            ast::Inst::RetVoid => {
                self.only(at, "ret", parts, "")?;
                (void, InstKind::Ret { val: None })
            }
            ast::Inst::Ret(v) => {
                self.only(at, "ret", parts, "")?;
                let (_, val) = self.typed_operand(cx, v)?;
                (void, InstKind::Ret { val: Some(val) })
            }
            ast::Inst::Br(first) => {
                self.only(at, "br", parts, "v")?;
                if first.ty == ast::Type::Label {
                    if parts.values().next().is_some() {
                        return Err(self.syntax(at, "unexpected operand after `br label`".into()));
                    }
                    (
                        void,
                        InstKind::Br {
                            dest: self.block_ref(cx, first)?,
                        },
                    )
                } else {
                    let (_, cond) = self.typed_operand(cx, first)?;
                    let [t, e] = parts.values().collect::<Vec<_>>()[..] else {
                        return Err(self.syntax(at, "conditional `br` needs two labels".into()));
                    };
                    (
                        void,
                        InstKind::CondBr {
                            cond,
                            then_dest: self.block_ref(cx, t)?,
                            else_dest: self.block_ref(cx, e)?,
                        },
                    )
                }
            }
            ast::Inst::Switch(x) => {
                let (v, d, cases) = &**x;
                self.only(at, "switch", parts, "")?;
                let (t, val) = self.typed_operand(cx, v)?;
                let default = self.block_ref(cx, d)?;
                let mut cs = Vec::new();
                for (c, l) in cases {
                    let ct = self.ty(&c.ty)?;
                    self.expect_ty(c.at, t, ct, "case value")?;
                    let cv = self.constant(ct, &c.val, c.val_at)?;
                    cs.push((cv, self.block_ref(cx, l)?));
                }
                (
                    void,
                    InstKind::Switch {
                        val,
                        default,
                        cases: cs,
                    },
                )
            }
            ast::Inst::Unreachable => {
                self.only(at, "unreachable", parts, "")?;
                (void, InstKind::Unreachable)
            }
            ast::Inst::DbgRecord(k, ops) => self.debug_record(cx, at, k, ops)?,
        };
        let metadata = match &s.inst {
            ast::Inst::DbgRecord(_, ops) => match ops.last() {
                Some(MdOp::Ref(m)) => vec![("dbg".into(), self.md(Some(cx), m)?)],
                _ => return Err(self.syntax(at, "debug record needs a location".into())),
            },
            _ => self.attachments(cx, parts)?,
        };
        let name = match s.result.filter(|n| !n.is_num()) {
            Some(n) => Some(self.name_of(at, n)?.into()),
            None => None,
        };
        Ok(InstData {
            kind,
            ty,
            name,
            fmf,
            metadata: metadata.into(),
        })
    }

    pub(super) fn debug_record(
        &mut self,
        cx: &mut FnCx<'t>,
        at: At,
        k: &str,
        ops: &[MdOp<'t>],
    ) -> R<(Type, InstKind)> {
        let Some((name, nargs)) = debug_record(k) else {
            return Err(self.err(
                at,
                ErrorKind::Unsupported(format!("#{k}")),
                format!("debug record #{k} is not supported"),
            ));
        };
        if ops.len() != nargs + 1 {
            return Err(self.syntax(at, format!("#{k} takes {} operands", nargs + 1)));
        }
        let mut args = Vec::new();
        for op in &ops[..nargs] {
            let md = match op {
                MdOp::Null => {
                    return Err(self.syntax(at, "null is not a debug record operand".into()))
                }
                MdOp::Ref(r) => self.md(Some(cx), r)?,
                MdOp::Value(tv) => self.value_md(Some(cx), tv)?,
            };
            args.push(Value::Metadata(md));
        }
        let callee = self.symbols.get(name).copied().ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("@{name}")),
                format!("@{name} is missing"),
            )
        })?;
        let fn_ty = match callee {
            Value::Function(f) => self.m.functions[f].ty,
            _ => return Err(self.err(at, ErrorKind::Type, format!("@{name} is not a function"))),
        };
        let void = self.m.types.void();
        Ok((void, InstKind::plain_call(callee, fn_ty, args)))
    }

    pub(super) fn call(
        &mut self,
        cx: &mut FnCx<'t>,
        at: At,
        c: &ast::Call<'t>,
    ) -> R<(Type, InstKind, FastMathFlags)> {
        let tail = match c.tail {
            Some("tail") => TailKind::Tail,
            Some("musttail") => TailKind::MustTail,
            Some("notail") => TailKind::NoTail,
            _ => TailKind::None,
        };
        let mut fmf = FastMathFlags::default();
        let mut cc = 0;
        let mut attrs = AttrList::default();
        for item in &c.prefix {
            match item {
                Item::Word(_, w) if fmf_run_bits(w).is_some() => {
                    fmf.0 |= fmf_run_bits(w).unwrap_or(0);
                }
                Item::Word(_, w) if calling_convention(w).is_some() => {
                    cc = calling_convention(w).unwrap_or(0);
                }
                Item::Cc(a, n) => cc = self.u32_of(*a, n)?,
                Item::Addrspace(a, n) => {
                    if self.u32_of(*a, n)? != 0 {
                        return Err(self.err(
                            *a,
                            ErrorKind::Unsupported("call addrspace".into()),
                            "calls through a non-zero address space are not supported".into(),
                        ));
                    }
                }
                other => {
                    let a = self.attr(other)?;
                    attrs.ret.0.push(a);
                }
            }
        }
        let mut arg_tys = Vec::new();
        let mut args = Vec::new();
        for (i, a) in c.args.iter().enumerate() {
            let t = self.ty(&a.ty)?;
            let v = self.operand(cx, t, a.val.0, &a.val.1)?;
            arg_tys.push(t);
            args.push(v);
            let set = self.attr_set(&a.attrs)?;
            if !set.is_empty() {
                attrs.params.resize(i + 1, AttrSet::default());
                attrs.params[i] = set;
            }
        }
        let t = self.ty(&c.ty)?;
        let fn_ty = match self.m.types.get(t) {
            TypeData::Function { .. } => t,
            _ => self.m.types.function(t, arg_tys, false),
        };
        let ret = match self.m.types.get(fn_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => t,
        };
        let callee_ty = self.ptr_to(fn_ty, 0);
        let callee = match &c.callee.1 {
            ast::Value::Global(n) => match self.called_intrinsic(c.callee.0, *n, fn_ty)? {
                Some(f) => Value::Function(f),
                None => self.symbol(c.callee.0, *n, callee_ty, true)?,
            },
            other => self.operand(cx, callee_ty, c.callee.0, other)?,
        };
        for item in &c.fn_attrs {
            match item {
                Item::Group(a, id) => {
                    let g = self.group(*a, *id)?;
                    attrs.func.0.extend(g);
                }
                other => {
                    let a = self.attr(other)?;
                    attrs.func.0.push(a);
                }
            }
        }
        let mut bundles = Vec::new();
        for b in &c.bundles {
            let mut inputs = Vec::new();
            for tv in &b.inputs {
                inputs.push(self.typed_operand(cx, tv)?.1);
            }
            bundles.push(OperandBundle {
                tag: self.text_of(at, b.tag)?,
                inputs,
            });
        }
        Ok((
            ret,
            InstKind::Call {
                callee,
                fn_ty,
                args,
                tail,
                cc,
                attrs: attrs.into(),
                bundles: bundles.into(),
            },
            fmf,
        ))
    }

    pub(super) fn mem_words(&self, at: At, op: &str, words: ast::Words<'_>) -> R<(bool, bool)> {
        let mut volatile = false;
        let mut atomic = false;
        for w in words.iter() {
            match w {
                "volatile" => volatile = true,
                "atomic" => atomic = true,
                other => return Err(self.syntax(at, format!("unexpected `{other}` in {op}"))),
            }
        }
        Ok((volatile, atomic))
    }

    pub(super) fn atomic(&self, at: At, atomic: bool, sync: &[Item<'t>]) -> R<Option<Atomic>> {
        let (scope, ords) = self.sync(at, sync)?;
        match (atomic, &ords[..]) {
            (false, []) if scope == SyncScope::System => Ok(None),
            (true, [ordering]) => Ok(Some(Atomic {
                ordering: *ordering,
                scope,
            })),
            _ => Err(self.syntax(
                at,
                "atomic memory access needs `atomic` and one ordering".into(),
            )),
        }
    }

    pub(super) fn check_pointer(&self, at: At, pt: Type, pointee: Option<Type>) -> R<()> {
        match self.m.types.get(pt) {
            TypeData::Ptr { .. } => Ok(()),
            TypeData::TypedPtr { pointee: p, .. } => match pointee {
                Some(want) if *p != want => Err(self.err(
                    at,
                    ErrorKind::Type,
                    format!(
                        "pointer to {} used to access {}",
                        self.ty_name(*p),
                        self.ty_name(want)
                    ),
                )),
                _ => Ok(()),
            },
            _ => Err(self.err(
                at,
                ErrorKind::Type,
                format!("expected a pointer, found {}", self.ty_name(pt)),
            )),
        }
    }

    pub(super) fn bool_like(&mut self, t: Type) -> Type {
        let i1 = self.m.types.int(1);
        match self.m.types.get(t).clone() {
            TypeData::Vector { len, scalable, .. } => self.m.types.intern(TypeData::Vector {
                len,
                elem: i1,
                scalable,
            }),
            _ => i1,
        }
    }

    pub(super) fn vector_elem(&self, at: At, t: Type) -> R<Type> {
        match self.m.types.get(t) {
            TypeData::Vector { elem, .. } => Ok(*elem),
            _ => Err(self.err(
                at,
                ErrorKind::Type,
                format!("expected a vector, found {}", self.ty_name(t)),
            )),
        }
    }

    pub(super) fn indices(&self, parts: TailParts<'_, 't>) -> R<Vec<u32>> {
        parts.ints().map(|(a, s)| self.u32_of(a, s)).collect()
    }

    pub(super) fn walk_aggregate(&self, at: At, t: Type, indices: &[u32]) -> R<Type> {
        let mut cur = t;
        for i in indices {
            cur = self
                .m
                .types
                .aggregate_element(cur, u64::from(*i))
                .ok_or_else(|| {
                    self.err(
                        at,
                        ErrorKind::Type,
                        format!("index {i} is out of range for {}", self.ty_name(cur)),
                    )
                })?;
        }
        Ok(cur)
    }

    pub(super) fn gep_result(
        &mut self,
        at: At,
        base_ty: Type,
        source: Type,
        indices: &[Value],
        index_tys: &[Type],
    ) -> R<Type> {
        let (addrspace, pointee) = match self.m.types.get(base_ty) {
            TypeData::Ptr { addrspace } => (*addrspace, None),
            TypeData::TypedPtr { addrspace, pointee } => (*addrspace, Some(*pointee)),
            TypeData::Vector { .. } => return Ok(base_ty),
            _ => {
                return Err(self.err(
                    at,
                    ErrorKind::Type,
                    format!(
                        "getelementptr base is {}, not a pointer",
                        self.ty_name(base_ty)
                    ),
                ))
            }
        };
        if let Some(p) = pointee {
            self.expect_ty(at, source, p, "getelementptr base pointee")?;
        }
        // A vector index makes a vector of pointers.
        let vec_len = index_tys.iter().find_map(|t| match self.m.types.get(*t) {
            TypeData::Vector { len, .. } => Some(*len),
            _ => None,
        });
        let scalar = if self.typed {
            let mut cur = source;
            for v in indices.iter().skip(1) {
                cur = match self.m.types.get(cur) {
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let i = self.m.const_int(*v).and_then(|i| u64::try_from(i).ok());
                        i.and_then(|i| self.m.types.aggregate_element(cur, i))
                            .ok_or_else(|| {
                                self.err(
                                    at,
                                    ErrorKind::Type,
                                    "bad struct index in getelementptr".into(),
                                )
                            })?
                    }
                    _ => {
                        return Err(self.err(
                            at,
                            ErrorKind::Type,
                            format!("cannot index into {}", self.ty_name(cur)),
                        ))
                    }
                };
            }
            self.m.types.typed_ptr(cur, addrspace)
        } else {
            self.m.types.ptr(addrspace)
        };
        Ok(match vec_len {
            Some(n) => self.m.types.vector(scalar, n),
            None => scalar,
        })
    }

    pub(super) fn shuffle_mask(&mut self, m: &TypedValue<'t>) -> R<Vec<i32>> {
        let len = match &m.ty {
            ast::Type::Vector(v, _) if self.u32_of(v.len.0, v.len.1)? <= MAX_LANES => {
                self.u32_of(v.len.0, v.len.1)? as usize
            }
            _ => {
                return Err(self.err(
                    m.at,
                    ErrorKind::Type,
                    "shuffle mask must be a vector".into(),
                ))
            }
        };
        let lane = |r: &Self, tv: &TypedValue<'t>| -> R<i32> {
            match &tv.val {
                ast::Value::Int(s) => s
                    .parse::<i32>()
                    .map_err(|_| r.err(tv.val_at, ErrorKind::Literal, "bad mask lane".into())),
                ast::Value::Undef | ast::Value::Poison => Ok(-1),
                _ => Err(r.syntax(tv.val_at, "mask lanes must be integers or poison".into())),
            }
        };
        match &m.val {
            ast::Value::Zero => Ok(vec![0; len]),
            ast::Value::Undef | ast::Value::Poison => Ok(vec![-1; len]),
            ast::Value::Vector(lanes) if lanes.len() == len => {
                lanes.iter().map(|l| lane(self, l)).collect()
            }
            ast::Value::Splat(l) => Ok(vec![lane(self, l)?; len]),
            _ => Err(self.syntax(m.val_at, "unsupported shuffle mask".into())),
        }
    }
}
