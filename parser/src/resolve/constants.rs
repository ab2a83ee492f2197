//! Constants, constant expressions and symbol references.

use super::*;

impl<'t> Resolver<'t> {
    pub(super) fn symbol(&mut self, at: At, n: Name<'t>, ty: Type, any_ptr_ok: bool) -> R<Value> {
        if self.streaming {
            return Err(self.defer());
        }
        let name = self.name_cow(at, n)?;
        let v = *self.symbols.get(&*name).ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("@{name}")),
                format!("@{name} is used but never defined"),
            )
        })?;
        let (pointee, addrspace) = match v {
            Value::Global(g) => (self.m.globals[g].value_ty, self.m.globals[g].addrspace),
            Value::Function(f) => (self.m.functions[f].ty, self.m.functions[f].addrspace),
            _ => return Ok(v),
        };
        let want = self.ptr_to(pointee, addrspace);
        let ok = want == ty
            || (any_ptr_ok && !self.typed && self.m.types.is_pointer(ty))
            || (any_ptr_ok && self.typed && self.m.types.is_pointer(ty));
        if !ok {
            return Err(self.err(
                at,
                ErrorKind::Type,
                format!(
                    "@{name} has type {} but is used as {}",
                    self.ty_name(want),
                    self.ty_name(ty)
                ),
            ));
        }
        Ok(v)
    }

    pub(super) fn typed_const(&mut self, tv: &TypedValue<'t>) -> R<(Type, Value)> {
        let t = self.ty(&tv.ty)?;
        let v = self.constant(t, &tv.val, tv.val_at)?;
        Ok((t, v))
    }

    pub(super) fn intern(&mut self, d: ConstData) -> Value {
        Value::Const(self.m.consts.intern(d))
    }

    pub(super) fn type_err(&self, at: At, what: &str, ty: Type) -> ParseError {
        self.err(
            at,
            ErrorKind::Type,
            format!(
                "{what} is not a valid constant of type {}",
                self.ty_name(ty)
            ),
        )
    }

    pub(super) fn constant(&mut self, ty: Type, v: &ast::Value<'t>, at: At) -> R<Value> {
        if let ast::Value::Float(s) | ast::Value::HexFloat(s) = v {
            if let Some(c) = self.literals.get(&(ty, *s)) {
                return Ok(*c);
            }
            let c = self.uncached_constant(ty, v, at)?;
            self.literals.insert((ty, s), c);
            return Ok(c);
        }
        self.uncached_constant(ty, v, at)
    }

    /// [`Resolver::constant`] without the cache of float literals.
    pub(super) fn uncached_constant(&mut self, ty: Type, v: &ast::Value<'t>, at: At) -> R<Value> {
        let td = self.m.types.get(ty).clone();
        Ok(match v {
            ast::Value::Local(n) => {
                return Err(self.syntax(
                    at,
                    format!(
                        "local value %{} used in a constant",
                        crate::token::name_text(n)
                    ),
                ))
            }
            ast::Value::Md(_) => return Err(self.syntax(at, "metadata used as a constant".into())),
            ast::Value::Global(n) => self.symbol(at, *n, ty, false)?,
            ast::Value::Int(s) => {
                let TypeData::Int(w) = td else {
                    return Err(self.type_err(at, "an integer", ty));
                };
                let bits =
                    literal::int_bits(s, w).map_err(|m| self.err(at, ErrorKind::Literal, m))?;
                self.intern(ConstData::Int { ty, bits })
            }
            ast::Value::True | ast::Value::False => {
                if td != TypeData::Int(1) {
                    return Err(self.type_err(at, "a boolean", ty));
                }
                let bits = u128::from(*v == ast::Value::True);
                self.intern(ConstData::Int { ty, bits })
            }
            ast::Value::Float(s) => {
                let TypeData::Float(k) = td else {
                    return Err(self.type_err(at, "a floating-point number", ty));
                };
                let f: f64 = s
                    .parse()
                    .map_err(|_| self.err(at, ErrorKind::Literal, format!("bad float `{s}`")))?;
                let bits = match k {
                    FloatKind::Double => u128::from(f.to_bits()),
                    FloatKind::Float => u128::from((f as f32).to_bits()),
                    FloatKind::Half => u128::from(dxil_ir::small_floats::f64_to_half(f)),
                    FloatKind::BFloat => u128::from(dxil_ir::small_floats::f64_to_bfloat(f)),
                    _ => {
                        return Err(self.err(
                            at,
                            ErrorKind::Unsupported(format!("decimal {}", k.keyword())),
                            format!("decimal {} literals are not supported", k.keyword()),
                        ))
                    }
                };
                self.intern(ConstData::Float { ty, bits })
            }
            ast::Value::HexFloat(digits) => {
                let TypeData::Float(k) = td else {
                    return Err(self.type_err(at, "a hexadecimal float", ty));
                };
                let d = u64::from_str_radix(digits, 16).map_err(|_| {
                    self.err(
                        at,
                        ErrorKind::Literal,
                        "hexadecimal float is too wide".into(),
                    )
                })?;
                let f = f64::from_bits(d);
                let bits = match k {
                    FloatKind::Double => u128::from(d),
                    FloatKind::Float => {
                        if !f.is_nan() && f64::from(f as f32) != f {
                            return Err(self.err(
                                at,
                                ErrorKind::Literal,
                                "floating point constant is not exact for float".into(),
                            ));
                        }
                        u128::from(dxil_ir::printer::double_as_float_bits(f))
                    }
                    FloatKind::Half => u128::from(dxil_ir::small_floats::f64_to_half(f)),
                    FloatKind::BFloat => u128::from(dxil_ir::small_floats::f64_to_bfloat(f)),
                    _ => {
                        return Err(self.type_err(at, "a double-format hex float", ty));
                    }
                };
                self.intern(ConstData::Float { ty, bits })
            }
            ast::Value::HexSpecial(s) => {
                let TypeData::Float(k) = td else {
                    return Err(self.type_err(at, "a hexadecimal float", ty));
                };
                let (letter, digits) = s.split_at(1);
                let want = match letter {
                    "H" => FloatKind::Half,
                    "R" => FloatKind::BFloat,
                    "K" => FloatKind::X86Fp80,
                    "L" => FloatKind::Fp128,
                    _ => FloatKind::PpcFp128,
                };
                if want != k || digits.len() > 32 {
                    return Err(self.type_err(at, &format!("0x{s}"), ty));
                }
                let bits = u128::from_str_radix(digits, 16)
                    .map_err(|_| self.err(at, ErrorKind::Literal, "bad hex float".into()))?;
                if bits >> k.bits() != 0 {
                    return Err(self.err(at, ErrorKind::Literal, "hex float is too wide".into()));
                }
                self.intern(ConstData::Float { ty, bits })
            }
            ast::Value::Null => {
                if !self.m.types.is_pointer(ty) {
                    return Err(self.type_err(at, "null", ty));
                }
                self.intern(ConstData::Null(ty))
            }
            ast::Value::Undef => self.intern(ConstData::Undef(ty)),
            ast::Value::Poison => self.intern(ConstData::Poison(ty)),
            ast::Value::Zero => self.intern(ConstData::Zero(ty)),
            ast::Value::NoneToken => {
                if td != TypeData::Token {
                    return Err(self.type_err(at, "none", ty));
                }
                self.intern(ConstData::NoneToken(ty))
            }
            ast::Value::Array(elems) | ast::Value::Vector(elems) => {
                let (want_len, elem) = match (&td, v) {
                    (TypeData::Array { len, elem }, ast::Value::Array(_)) => (*len, *elem),
                    (TypeData::Vector { len, elem, .. }, ast::Value::Vector(_)) => {
                        (u64::from(*len), *elem)
                    }
                    _ => return Err(self.type_err(at, "this aggregate", ty)),
                };
                if elems.len() as u64 != want_len {
                    return Err(self.err(
                        at,
                        ErrorKind::Type,
                        format!("{} elements given for {}", elems.len(), self.ty_name(ty)),
                    ));
                }
                let mut out = Vec::new();
                for e in elems {
                    let (t, c) = self.typed_const(e)?;
                    self.expect_ty(e.at, elem, t, "element")?;
                    out.push(c);
                }
                self.intern(ConstData::Aggregate { ty, elems: out })
            }
            ast::Value::Struct(elems, packed) => {
                let fields = match self.m.types.struct_fields(ty) {
                    Some((f, p)) if p == *packed => f.to_vec(),
                    _ => return Err(self.type_err(at, "this struct", ty)),
                };
                if fields.len() != elems.len() {
                    return Err(self.type_err(at, "a struct with a different field count", ty));
                }
                let mut out = Vec::new();
                for (e, want) in elems.iter().zip(fields) {
                    let (t, c) = self.typed_const(e)?;
                    self.expect_ty(e.at, want, t, "field")?;
                    out.push(c);
                }
                self.intern(ConstData::Aggregate { ty, elems: out })
            }
            ast::Value::CStr(s) => {
                let data = literal::unescape(s);
                let i8t = self.m.types.int(8);
                match td {
                    TypeData::Array { len, elem } if elem == i8t && len == data.len() as u64 => {}
                    _ => return Err(self.type_err(at, "this string", ty)),
                }
                self.intern(ConstData::Bytes { ty, data })
            }
            ast::Value::Splat(e) => {
                let TypeData::Vector { len, elem, .. } = td else {
                    return Err(self.type_err(at, "splat", ty));
                };
                if len > MAX_LANES {
                    return Err(self.err(at, ErrorKind::Limit, format!("splat of {len} lanes")));
                }
                let (t, c) = self.typed_const(e)?;
                self.expect_ty(e.at, elem, t, "splat element")?;
                self.intern(ConstData::Aggregate {
                    ty,
                    elems: vec![c; len as usize],
                })
            }
            ast::Value::Expr(e) => {
                let op = self.const_expr(at, ty, e)?;
                self.intern(ConstData::Expr { ty, op })
            }
        })
    }

    pub(super) fn const_expr(
        &mut self,
        at: At,
        ty: Type,
        e: &ast::ConstExpr<'t>,
    ) -> R<ConstExprOp> {
        use ast::ConstExpr as E;
        Ok(match e {
            E::Cast(op, v, to) => {
                let to = self.ty(to)?;
                self.expect_ty(at, ty, to, "cast result")?;
                ConstExprOp::Cast {
                    op: *op,
                    val: self.typed_const(v)?.1,
                }
            }
            E::Gep {
                flags,
                source,
                operands,
            } => {
                let mut gf = GepFlags::default();
                let mut inrange = None;
                for f in flags {
                    match f {
                        Item::Word(_, "inbounds") => gf.inbounds = true,
                        Item::Word(_, "nuw") => gf.nuw = true,
                        Item::Word(_, "nusw") => gf.nusw = true,
                        Item::Raw(a, "inrange", args) => {
                            let mut it = args.split(',').map(|p| p.trim().parse::<i64>());
                            match (it.next(), it.next(), it.next()) {
                                (Some(Ok(lo)), Some(Ok(hi)), None) => inrange = Some((lo, hi)),
                                _ => return Err(self.syntax(*a, "bad inrange(lo, hi)".into())),
                            }
                        }
                        other => {
                            return Err(
                                self.syntax(item_at(other), "unexpected getelementptr flag".into())
                            )
                        }
                    }
                }
                let source = self.ty(source)?;
                let mut vals = Vec::new();
                for o in operands {
                    vals.push(self.typed_const(o)?.1);
                }
                let base = vals.remove(0);
                ConstExprOp::Gep {
                    source,
                    flags: gf,
                    inrange,
                    base,
                    indices: vals,
                }
            }
            E::Binary(op, words, a, b) => {
                let (flags, _, _) = self.flags(
                    at,
                    op.keyword(),
                    words.iter().copied(),
                    &["nuw", "nsw", "exact", "disjoint"],
                )?;
                ConstExprOp::Binary {
                    op: *op,
                    flags,
                    lhs: self.typed_const(a)?.1,
                    rhs: self.typed_const(b)?.1,
                }
            }
            E::ICmp(p, a, b) => ConstExprOp::ICmp {
                pred: IntPredicate::from_keyword(p)
                    .ok_or_else(|| self.syntax(at, format!("unknown icmp predicate `{p}`")))?,
                lhs: self.typed_const(a)?.1,
                rhs: self.typed_const(b)?.1,
            },
            E::FCmp(p, a, b) => ConstExprOp::FCmp {
                pred: FloatPredicate::from_keyword(p)
                    .ok_or_else(|| self.syntax(at, format!("unknown fcmp predicate `{p}`")))?,
                lhs: self.typed_const(a)?.1,
                rhs: self.typed_const(b)?.1,
            },
            E::Select(c, a, b) => ConstExprOp::Select {
                cond: self.typed_const(c)?.1,
                then_val: self.typed_const(a)?.1,
                else_val: self.typed_const(b)?.1,
            },
            E::ExtractElement(v, i) => ConstExprOp::ExtractElement {
                vec: self.typed_const(v)?.1,
                index: self.typed_const(i)?.1,
            },
            E::InsertElement(v, e, i) => ConstExprOp::InsertElement {
                vec: self.typed_const(v)?.1,
                val: self.typed_const(e)?.1,
                index: self.typed_const(i)?.1,
            },
            E::ShuffleVector(a, b, m) => ConstExprOp::ShuffleVector {
                a: self.typed_const(a)?.1,
                b: self.typed_const(b)?.1,
                mask: self.shuffle_mask(m)?,
            },
        })
    }
}
