//! Attributes, globals and function headers: the symbols a module declares.

use super::*;

impl<'t> Resolver<'t> {
    pub(super) fn attr(&mut self, item: &Item<'t>) -> R<Attribute> {
        Ok(match item {
            Item::Word(_, w) => Attribute::Flag((*w).into()),
            Item::Raw(at, name, args) => {
                if INT_PAREN_ATTRS.contains(name) {
                    let n = self.uint(*at, args.trim())?;
                    Attribute::Int((*name).into(), n)
                } else {
                    Attribute::Raw((*name).into(), (*args).into())
                }
            }
            Item::Align(at, n) => Attribute::Int("align".into(), self.uint(*at, n)?),
            Item::IntEq(at, name, n) => Attribute::Int((*name).into(), self.uint(*at, n)?),
            Item::TypeAttr(_, name, t) => {
                let t = self.ty(t)?;
                Attribute::Type((*name).into(), t)
            }
            Item::TypeFlag(_, name) => Attribute::Flag((*name).into()),
            Item::Str(at, k, v) => Attribute::Str(
                self.text_of(*at, k)?.into(),
                match v {
                    Some(v) => Some(self.text_of(*at, v)?.into()),
                    None => None,
                },
            ),
            other => {
                let at = item_at(other);
                return Err(self.syntax(at, "expected an attribute".to_string()));
            }
        })
    }

    pub(super) fn attr_set(&mut self, items: &[Item<'t>]) -> R<AttrSet> {
        let mut set = AttrSet::default();
        for i in items {
            set.0.push(self.attr(i)?);
        }
        Ok(set)
    }

    /// The attributes of group `#id`; an undefined group is empty (as in LLVM), with
    /// a warning.
    pub(super) fn group(&mut self, at: At, id: u32) -> R<Vec<Attribute>> {
        match self.groups.get(&id) {
            Some(g) => Ok(g.clone()),
            None => {
                self.warnings.push(Warning {
                    loc: self.lines.loc(self.text, ast::at_index(at)),
                    message: format!("attribute group #{id} is never defined; read as empty"),
                });
                Ok(Vec::new())
            }
        }
    }

    pub(super) fn define_symbol(&mut self, at: At, name: &str, v: Value) -> R<()> {
        if self.symbols.insert(name.to_string(), v).is_some() {
            return Err(self.err(
                at,
                ErrorKind::Redefined(format!("@{name}")),
                format!("@{name} is defined twice"),
            ));
        }
        Ok(())
    }

    pub(super) fn common_prop(&self, props: &mut SymbolProps, w: &str) -> bool {
        if let Some(l) = Linkage::from_keyword(w) {
            props.linkage = l;
        } else {
            match w {
                "dso_local" => props.dso_local = true,
                "dso_preemptable" => {}
                "default" => props.visibility = Visibility::Default,
                "hidden" => props.visibility = Visibility::Hidden,
                "protected" => props.visibility = Visibility::Protected,
                "dllimport" => props.dll_storage = DllStorage::Import,
                "dllexport" => props.dll_storage = DllStorage::Export,
                "unnamed_addr" => props.unnamed_addr = UnnamedAddr::Global,
                "local_unnamed_addr" => props.unnamed_addr = UnnamedAddr::Local,
                _ => return false,
            }
        }
        true
    }

    pub(super) fn trailer_prop(&mut self, props: &mut SymbolProps, item: &Item<'t>) -> R<bool> {
        match item {
            Item::Section(at, s) => props.section = Some(self.text_of(*at, s)?),
            Item::Partition(at, s) => props.partition = Some(self.text_of(*at, s)?),
            Item::Comdat(_, c) => props.comdat = Some(c.map(Into::into)),
            Item::Align(at, n) => props.align = Some(self.uint(*at, n)?),
            Item::Attach(_, k, m) => {
                let md = self.md(None, m)?;
                props.metadata.push(((*k).into(), md));
            }
            Item::Unsupported(at, what) => {
                return Err(self.err(
                    *at,
                    ErrorKind::Unsupported((*what).to_string()),
                    format!("{what} is not supported"),
                ))
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    pub(super) fn global_header(&mut self, g: &ast::GlobalDecl<'t>) -> R<dxil_ir::GlobalId> {
        let name = self.name_of(g.at, g.name)?;
        let mut props = SymbolProps::default();
        if let Some(e) = g.external {
            props.linkage = Linkage::from_keyword(e).unwrap_or_default();
        }
        let mut addrspace = 0;
        let mut thread_local = ThreadLocal::No;
        let mut externally_initialized = false;
        for item in &g.prefix {
            match item {
                Item::Word(at, w) => {
                    if self.common_prop(&mut props, w) {
                        continue;
                    }
                    match *w {
                        "thread_local" => thread_local = ThreadLocal::GeneralDynamic,
                        "externally_initialized" => externally_initialized = true,
                        _ => {
                            return Err(
                                self.syntax(*at, format!("unknown global variable keyword `{w}`"))
                            )
                        }
                    }
                }
                Item::Raw(at, "thread_local", model) => {
                    thread_local = match model.trim() {
                        "localdynamic" => ThreadLocal::LocalDynamic,
                        "initialexec" => ThreadLocal::InitialExec,
                        "localexec" => ThreadLocal::LocalExec,
                        other => {
                            return Err(self.syntax(*at, format!("unknown TLS model `{other}`")))
                        }
                    }
                }
                Item::Addrspace(at, n) => addrspace = self.u32_of(*at, n)?,
                other => {
                    return Err(
                        self.syntax(item_at(other), "unexpected item before `global`".into())
                    )
                }
            }
        }
        let value_ty = self.ty(&g.ty)?;
        let h = self.m.globals.alloc(GlobalVar {
            name: name.clone().into(),
            value_ty,
            addrspace,
            is_constant: g.constant,
            externally_initialized,
            thread_local,
            init: None,
            props,
        });
        self.define_symbol(g.at, &name, Value::Global(h))?;
        self.sm.insert(
            Site::Global(h),
            self.lines.loc(self.text, ast::at_index(g.at)),
        );
        Ok(h)
    }

    pub(super) fn global_body(&mut self, h: dxil_ir::GlobalId, g: &ast::GlobalDecl<'t>) -> R<()> {
        let mut props = std::mem::take(&mut self.m.globals[h].props);
        for item in &g.trailer {
            if !self.trailer_prop(&mut props, item)? {
                let what = match item {
                    Item::Word(_, w) | Item::WordStr(_, w, _) => (*w).to_string(),
                    _ => "global clause".to_string(),
                };
                return Err(self.err(
                    item_at(item),
                    ErrorKind::Unsupported(what.clone()),
                    format!("`{what}` on a global variable is not supported"),
                ));
            }
        }
        self.m.globals[h].props = props;
        if let Some((at, v)) = &g.init {
            let ty = self.m.globals[h].value_ty;
            let c = self.constant(ty, v, *at)?;
            self.m.globals[h].init = Some(c);
        }
        Ok(())
    }

    pub(super) fn func_header(&mut self, f: &ast::FuncDecl<'t>) -> R<FuncId> {
        let name = self.name_of(f.at, f.name)?;
        let mut props = SymbolProps::default();
        let mut attrs = AttrList::default();
        let mut cc = 0;
        let mut addrspace = 0;
        for item in &f.prefix {
            match item {
                Item::Word(_, w) if self.common_prop(&mut props, w) => {}
                Item::Word(_, w) if calling_convention(w).is_some() => {
                    cc = calling_convention(w).unwrap_or(0);
                }
                Item::Cc(at, n) => cc = self.u32_of(*at, n)?,
                Item::Attach(_, k, m) => {
                    let md = self.md(None, m)?;
                    props.metadata.push(((*k).into(), md));
                }
                other => {
                    let a = self.attr(other)?;
                    attrs.ret.0.push(a);
                }
            }
        }
        let ret = self.ty(&f.ret)?;
        let mut params = Vec::new();
        let mut param_names = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            params.push(self.ty(&p.ty)?);
            let set = self.attr_set(&p.attrs)?;
            if !set.is_empty() {
                attrs.params.resize(i + 1, AttrSet::default());
                attrs.params[i] = set;
            }
            param_names.push(match p.name {
                Some((at, n)) if !n.is_num() && f.body.is_some() => {
                    Some(self.name_of(at, n)?.into())
                }
                _ => None,
            });
        }
        for item in &f.trailer {
            match item {
                Item::Word(_, "unnamed_addr") => props.unnamed_addr = UnnamedAddr::Global,
                Item::Word(_, "local_unnamed_addr") => props.unnamed_addr = UnnamedAddr::Local,
                Item::Group(at, id) => {
                    let g = self.group(*at, *id)?;
                    attrs.func.0.extend(g);
                }
                Item::Addrspace(at, n) => addrspace = self.u32_of(*at, n)?,
                other => {
                    if !self.trailer_prop(&mut props, other)? {
                        let a = self.attr(other)?;
                        attrs.func.0.push(a);
                    }
                }
            }
        }
        let ty = self.m.types.function(ret, params, f.varargs);
        let func = Function {
            name: Default::default(),
            ty,
            cc,
            props,
            addrspace,
            attrs,
            param_names,
            body: None,
        };
        self.add_function(f.at, name, func, f.body.is_none())
    }

    /// Declares `llvm.dbg.*` for the debug records (`#dbg_value(...)`) used, which are
    /// read as calls to them.
    pub(super) fn declare_debug_intrinsics(&mut self, ast: &[Top<'t>]) -> R<()> {
        let mut used = Vec::new();
        for top in ast.iter() {
            let Top::Func(f) = top else { continue };
            for b in f.body.iter().flatten() {
                for s in b.stmts.calls() {
                    if let ast::Inst::DbgRecord(k, _) = &s.inst {
                        let spec = debug_record(k).ok_or_else(|| {
                            self.err(
                                s.at,
                                ErrorKind::Unsupported(format!("#{k}")),
                                format!("debug record #{k} is not supported"),
                            )
                        })?;
                        if !used.contains(&spec) {
                            used.push(spec);
                        }
                    }
                }
            }
        }
        for (name, nargs) in used {
            if self.symbols.contains_key(name) {
                continue;
            }
            let md = self.m.types.metadata();
            let void = self.m.types.void();
            let ty = self.m.types.function(void, vec![md; nargs], false);
            let mut attrs = AttrList::default();
            for a in [
                "nocallback",
                "nofree",
                "nosync",
                "nounwind",
                "speculatable",
                "willreturn",
            ] {
                attrs.func.0.push(Attribute::Flag(a.into()));
            }
            attrs
                .func
                .0
                .push(Attribute::Raw("memory".into(), "none".into()));
            let h = self.declare_intrinsic(name.into(), ty);
            self.m.functions[h].attrs = attrs;
            self.symbols.insert(name.to_string(), Value::Function(h));
        }
        Ok(())
    }
}
