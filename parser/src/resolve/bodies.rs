//! Function bodies: numbering, blocks, local values, operands and instruction trailers.

use super::*;

impl<'t> Resolver<'t> {
    pub(super) fn func_body(&mut self, fid: FuncId, f: &mut ast::FuncDecl<'t>) -> R<()> {
        let Some(blocks) = f.body.take() else {
            return Ok(());
        };
        let params = match self.m.types.get(self.m.functions[fid].ty) {
            TypeData::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let mut cx = self.fn_cx(fid, params);
        let ninsts = blocks.iter().map(|b| b.stmts.len()).sum();
        // Whether the body numbers its values (as clang does), judging by the first.
        let numbered = blocks
            .iter()
            .flat_map(|b| b.stmts.iter())
            .next()
            .is_none_or(|s| s.result.is_none_or(Name::is_num));
        cx.locals.reserve(ninsts + f.params.len(), numbered);
        cx.blocks.reserve(blocks.len());
        let mut numbering = self.number(&mut cx, f, &blocks)?;
        cx.ast = blocks;
        cx.body.insts.reserve(ninsts);
        cx.body.blocks.reserve(cx.ast.len());
        self.sm.reserve_insts(fid, ninsts);
        for bi in 0..cx.ast.len() {
            let label = cx.ast[bi].label;
            numbering.block(self, label)?;
            let bh = cx.body.add_block(self.block_name(label)?);
            cx.body.blocks[bh]
                .insts
                .reserve_exact(cx.ast[bi].stmts.len());
            let chunks = cx.ast[bi].stmts.chunks().to_vec();
            let mut si = 0;
            for (ci, chunk) in chunks.into_iter().enumerate() {
                for s in chunk.iter() {
                    // The result is defined before the operands are read: a phi may
                    // use itself.
                    let key = numbering.result(self, s)?;
                    if let (Some(k), false) = (key, cx.all_defined) {
                        let ih = Inst::from_index(cx.body.insts.len());
                        self.insert_local(&mut cx.locals, s.at, k, Value::Inst(ih))?;
                    }
                    cx.cursor = (bi, si, numbering);
                    si += 1;
                    let inst = self.stmt(&mut cx, bh, s)?;
                    self.sm.insert(
                        Site::Inst(fid, inst),
                        self.lines.loc(self.text, ast::at_index(s.at)),
                    );
                }
                // The last hold on the chunk goes with `chunk`.
                cx.ast[bi].stmts.release(ci);
            }
        }
        self.end_body(fid, cx)
    }

    /// Finishes a body resolved in part while it was parsed (see [`stream`]): resolves
    /// its deferred statements, all that is left of `f`'s syntax tree, into the places
    /// kept for them, then reports the error streaming stopped at, if any.
    pub(super) fn adopt_body(
        &mut self,
        fid: FuncId,
        f: &mut ast::FuncDecl<'t>,
        streamed: Streamed<'t>,
    ) -> R<()> {
        let Streamed { mut cx, errors } = streamed;
        cx.func = fid;
        cx.all_defined = true;
        let blocks = f.body.take().unwrap_or_default();
        let mut places = std::mem::take(&mut cx.deferred);
        if let Some(first) = errors.first() {
            // Where a whole body's resolution finds them: numbering first (values
            // too if a block after the first is numbered), then statements in order,
            // except that the first use of a later value finds the first numbering or
            // definition error after it.
            let numbered = results_number_blocks(&blocks);
            let early = errors.iter().find(|e| match e.class {
                ErrorClass::Block => true,
                ErrorClass::Numbering => numbered,
                _ => false,
            });
            if let Some(e) = early {
                return Err(e.error.clone());
            }
            cx.later_error = errors
                .iter()
                .find(|e| e.class != ErrorClass::Statement)
                .map(|e| e.error.clone());
            places.truncate(first.deferred_before);
        }
        // In text order, as a whole body is resolved: each deferred statement, and
        // the checks of the streamed uses before it.
        let mut checks = std::mem::take(&mut cx.checks).into_iter().peekable();
        let stmts = blocks.iter().flat_map(|b| b.stmts.iter());
        for (place, s) in places.into_iter().zip(stmts) {
            while let Some(c) = checks.next_if(|c| c.user < place) {
                self.check_use(&cx, c)?;
            }
            cx.current = Some(place);
            cx.body.insts[place] = self.stmt_data(&mut cx, s)?;
        }
        for c in checks {
            self.check_use(&cx, c)?;
        }
        if let Some(first) = errors.into_iter().next() {
            return Err(first.error);
        }
        self.sm.set_insts(fid, std::mem::take(&mut cx.locs));
        self.end_body(fid, cx)
    }

    /// Checks a use of a deferred statement's result by a statement streamed ahead of it
    /// (see [`UseCheck`]).
    pub(super) fn check_use(&self, cx: &FnCx<'t>, c: UseCheck<'t>) -> R<()> {
        let got = cx.body.insts[c.inst].ty;
        if got != c.want {
            self.expect_ty(c.at, c.want, got, &format!("%{}", key_text(&c.name)))?;
        }
        Ok(())
    }

    /// Checks the types of the uses that came before their definitions and gives
    /// function `fid` its body.
    pub(super) fn end_body(&mut self, fid: FuncId, mut cx: FnCx<'t>) -> R<()> {
        for (inst, want, at) in std::mem::take(&mut cx.pending) {
            let got = cx.body.insts[inst].ty;
            self.expect_ty(at, want, got, "value")?;
        }
        self.m.functions[fid].body = Some(cx.body);
        Ok(())
    }

    /// What is known at the start of the body of function `func`, whose parameters
    /// have types `params`.
    pub(super) fn fn_cx(&mut self, func: FuncId, params: Vec<Type>) -> FnCx<'t> {
        FnCx {
            func,
            params,
            locals: Locals::default(),
            blocks: FxMap::default(),
            body: Body::default(),
            pending: Vec::new(),
            ast: Vec::new(),
            cursor: (0, 0, Numbering::default()),
            all_defined: false,
            placeholder: self.m.types.label(),
            deferred: Vec::new(),
            checks: Vec::new(),
            current: None,
            later_error: None,
            locs: Vec::new(),
        }
    }

    /// Gives every argument and block its handle and checks the numbering of blocks;
    /// returns the numbering after the arguments. Results are defined as the body is
    /// resolved (see [`Resolver::define_rest`]).
    pub(super) fn number(
        &mut self,
        cx: &mut FnCx<'t>,
        f: &ast::FuncDecl<'t>,
        blocks: &[ast::Block<'t>],
    ) -> R<Numbering> {
        let mut numbering = self.number_params(cx, f)?;
        let after_params = numbering;
        let count_results = results_number_blocks(blocks);
        for (bi, b) in blocks.iter().enumerate() {
            let key = numbering.block(self, b.label)?;
            self.define_block(cx, key, Block::from_index(bi), b.label)?;
            if count_results {
                for s in b.stmts.iter() {
                    numbering.result(self, s)?;
                }
            }
        }
        Ok(after_params)
    }

    /// Defines the parameters of `f`; returns the numbering after them.
    pub(super) fn number_params(&self, cx: &mut FnCx<'t>, f: &ast::FuncDecl<'t>) -> R<Numbering> {
        let mut numbering = Numbering::default();
        for (i, p) in f.params.iter().enumerate() {
            let v = Value::Arg(i as u32);
            match p.name {
                None => {
                    cx.locals.insert(Key::Num(numbering.next), v);
                    numbering.next += 1;
                }
                Some((at, n)) => {
                    let k = numbering.written(self, at, n)?;
                    self.insert_local(&mut cx.locals, at, k, v)?;
                }
            }
        }
        Ok(numbering)
    }

    /// The name a block labelled `label` keeps (numbered blocks keep none).
    pub(super) fn block_name(&self, label: Option<(At, Name<'t>)>) -> R<Option<Box<str>>> {
        match label {
            Some((at, n)) if !n.is_num() => Ok(Some(self.name_of(at, n)?.into())),
            _ => Ok(None),
        }
    }

    /// Names block `bh` by `key`, the key of its `label`.
    pub(super) fn define_block(
        &self,
        cx: &mut FnCx<'t>,
        key: Key<'t>,
        bh: Block,
        label: Option<(At, Name<'t>)>,
    ) -> R<()> {
        if cx.blocks.contains_key(&key) {
            return Err(self.err(
                label.map_or(0, |l| l.0),
                ErrorKind::Redefined(format!("%{}", key_text(&key))),
                format!("block %{} is defined twice", key_text(&key)),
            ));
        }
        cx.blocks.insert(key, bh);
        Ok(())
    }

    /// Defines the results of every statement after the current one, for a use that
    /// names a value not defined yet (a phi's input from a later block, or an error).
    pub(super) fn define_rest(&self, cx: &mut FnCx<'t>) -> R<()> {
        cx.all_defined = true;
        let (bi, si, mut numbering) = cx.cursor;
        let mut index = cx.body.insts.len() + 1;
        let FnCx { ast, locals, .. } = cx;
        for (i, b) in ast.iter().enumerate().skip(bi) {
            let from = if i == bi {
                si + 1
            } else {
                numbering.block(self, b.label)?;
                0
            };
            for s in b.stmts.iter_from(from) {
                if let Some(k) = numbering.result(self, s)? {
                    self.insert_local(locals, s.at, k, Value::Inst(Inst::from_index(index)))?;
                }
                index += 1;
            }
        }
        Ok(())
    }

    pub(super) fn insert_local(
        &self,
        locals: &mut Locals<'t>,
        at: At,
        k: Key<'t>,
        v: Value,
    ) -> R<()> {
        if !locals.insert(k.clone(), v) {
            return Err(self.err(
                at,
                ErrorKind::Redefined(format!("%{}", key_text(&k))),
                format!("%{} is defined twice", key_text(&k)),
            ));
        }
        Ok(())
    }

    pub(super) fn local(&self, cx: &mut FnCx<'t>, at: At, n: Name<'t>, ty: Type) -> R<Value> {
        let k = self.key_of(at, n)?;
        let mut found = cx.locals.get(&k);
        if found.is_none() && self.streaming {
            return Err(self.defer());
        }
        // A value defined after the statement being resolved (or never).
        let later = match (found, cx.current) {
            (None, _) => true,
            (Some(Value::Inst(h)), Some(c)) => h > c,
            _ => false,
        };
        if let (true, Some(e)) = (later, &cx.later_error) {
            return Err(e.clone());
        }
        if found.is_none() && !cx.all_defined {
            self.define_rest(cx)?;
            found = cx.locals.get(&k);
        }
        let v = found.ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("%{}", key_text(&k))),
                format!("%{} is used but never defined", key_text(&k)),
            )
        })?;
        match v {
            Value::Arg(i) => {
                let got = cx.params.get(i as usize).copied().unwrap_or(ty);
                if got != ty {
                    self.expect_ty(at, ty, got, &format!("%{}", key_text(&k)))?;
                }
            }
            // A later value, defined already as a streamed body was read: checked
            // at the end, as if it were not.
            Value::Inst(h) if later => cx.pending.push((h, ty, at)),
            Value::Inst(h) => match cx.body.insts.get(h) {
                // A deferred statement's place: checked when it is resolved (a use
                // streamed ahead of it, in the order of the uses).
                Some(d) if d.ty == cx.placeholder && matches!(d.kind, InstKind::Unreachable) => {
                    if self.streaming {
                        cx.checks.push(UseCheck {
                            user: Inst::from_index(cx.body.insts.len()),
                            inst: h,
                            want: ty,
                            at,
                            name: k.clone(),
                        });
                    } else {
                        cx.pending.push((h, ty, at));
                    }
                }
                Some(d) if d.ty != ty => {
                    self.expect_ty(at, ty, d.ty, &format!("%{}", key_text(&k)))?
                }
                Some(_) => {}
                None => cx.pending.push((h, ty, at)),
            },
            _ => {}
        }
        Ok(v)
    }

    pub(super) fn block_ref(&self, cx: &FnCx<'t>, tv: &TypedValue<'t>) -> R<Block> {
        if tv.ty != ast::Type::Label {
            return Err(self.err(tv.at, ErrorKind::Type, "expected `label %name`".into()));
        }
        match tv.val {
            ast::Value::Local(n) => self.block_named(cx, tv.val_at, n),
            _ => Err(self.syntax(tv.val_at, "expected a block name".into())),
        }
    }

    pub(super) fn block_named(&self, cx: &FnCx<'t>, at: At, n: Name<'t>) -> R<Block> {
        let k = self.key_of(at, n)?;
        if self.streaming && !cx.blocks.contains_key(&k) {
            return Err(self.defer());
        }
        cx.blocks.get(&k).copied().ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("%{}", key_text(&k))),
                format!("block %{} is used but never defined", key_text(&k)),
            )
        })
    }

    /// Resolves a value that may be local.
    pub(super) fn operand(
        &mut self,
        cx: &mut FnCx<'t>,
        ty: Type,
        at: At,
        v: &ast::Value<'t>,
    ) -> R<Value> {
        match v {
            ast::Value::Local(n) => self.local(cx, at, *n, ty),
            ast::Value::Md(m) => Ok(Value::Metadata(self.md(Some(cx), m)?)),
            other => self.constant(ty, other, at),
        }
    }

    pub(super) fn typed_operand(
        &mut self,
        cx: &mut FnCx<'t>,
        tv: &TypedValue<'t>,
    ) -> R<(Type, Value)> {
        let t = self.ty(&tv.ty)?;
        let v = self.operand(cx, t, tv.val_at, &tv.val)?;
        Ok((t, v))
    }

    pub(super) fn attachments(
        &mut self,
        cx: &mut FnCx<'t>,
        parts: TailParts<'_, 't>,
    ) -> R<Vec<(Box<str>, Md)>> {
        let mut out = Vec::new();
        for (_, k, m) in parts.attach() {
            let md = self.md(Some(cx), m)?;
            out.push((k.into(), md));
        }
        Ok(out)
    }

    pub(super) fn only(&self, at: At, op: &str, parts: TailParts<'_, 't>, allow: &str) -> R<()> {
        let bad = parts.0.iter().any(|i| {
            let kind = match i {
                TailItem::Value(_) => 'v',
                TailItem::Int(..) => 'i',
                TailItem::Align(..) => 'a',
                TailItem::Addrspace(..) => 's',
                TailItem::Pair(..) => 'p',
                TailItem::Attach(..) => return false,
            };
            !allow.contains(kind)
        });
        if bad {
            Err(self.syntax(at, format!("unexpected operand after `{op}`")))
        } else {
            Ok(())
        }
    }

    pub(super) fn align(&self, parts: TailParts<'_, 't>) -> R<Option<u64>> {
        parts.align().map(|(at, n)| self.uint(at, n)).transpose()
    }

    pub(super) fn flags<'w>(
        &self,
        at: At,
        op: &str,
        words: impl IntoIterator<Item = &'w str>,
        allowed: &[&str],
    ) -> R<(WrapFlags, FastMathFlags, GepFlags)> {
        let mut w = WrapFlags::default();
        let mut f = FastMathFlags::default();
        let mut g = GepFlags::default();
        for word in words {
            let ok =
                allowed.contains(&word) || (allowed.contains(&"fmf") && fmf_bit(word).is_some());
            if !ok {
                return Err(self.syntax(at, format!("unexpected `{word}` in `{op}`")));
            }
            match word {
                "nuw" => {
                    w.nuw = true;
                    g.nuw = true;
                }
                "nsw" => w.nsw = true,
                "exact" => w.exact = true,
                "disjoint" => w.disjoint = true,
                "nneg" => w.nneg = true,
                "samesign" => w.samesign = true,
                "inbounds" => g.inbounds = true,
                "nusw" => g.nusw = true,
                other => {
                    if let Some(b) = fmf_bit(other) {
                        f.0 |= b;
                    }
                }
            }
        }
        Ok((w, f, g))
    }

    pub(super) fn sync(&self, at: At, items: &[Item<'t>]) -> R<(SyncScope, Vec<AtomicOrdering>)> {
        let mut scope = SyncScope::System;
        let mut ords = Vec::new();
        for item in items {
            match item {
                Item::Raw(_, "syncscope", s) => {
                    let s = self.text_of(at, s.trim().trim_matches('"'))?;
                    scope = if &*s == "singlethread" {
                        SyncScope::SingleThread
                    } else {
                        SyncScope::Named(s)
                    };
                }
                Item::Word(at, w) => {
                    ords.push(AtomicOrdering::from_keyword(w).ok_or_else(|| {
                        self.syntax(*at, format!("expected an atomic ordering, found `{w}`"))
                    })?)
                }
                other => return Err(self.syntax(item_at(other), "unexpected item".into())),
            }
        }
        Ok((scope, ords))
    }
}
