//! Types written in the text: named structs, pointers, address spaces.

use super::*;

impl<'t> Resolver<'t> {
    pub(super) fn ty(&mut self, t: &ast::Type<'t>) -> R<Type> {
        Ok(match t {
            ast::Type::Void => self.m.types.void(),
            ast::Type::Label => self.m.types.label(),
            ast::Type::Metadata => self.m.types.metadata(),
            ast::Type::Token => self.m.types.intern(TypeData::Token),
            ast::Type::Int(n) => self.m.types.int(*n),
            ast::Type::Float(k) => self.m.types.float(*k),
            ast::Type::Ptr(a) => {
                let a = self.addrspace(a.as_deref().copied())?;
                self.m.types.ptr(a)
            }
            ast::Type::Named(..) | ast::Type::Pointer(_) if self.streaming => {
                return Err(self.defer())
            }
            ast::Type::Named(at, n) => {
                let name = self.name_of(*at, *n)?;
                if !self.m.types.named.contains_key(name.as_str()) {
                    return Err(self.err(
                        *at,
                        ErrorKind::Undefined(format!("%{name}")),
                        format!("type %{name} is used but never defined"),
                    ));
                }
                self.m.types.named(&name)
            }
            ast::Type::Vector(v, scalable) => {
                let n = self.u32_of(v.len.0, v.len.1)?;
                let e = self.ty(&v.elem)?;
                self.m.types.intern(TypeData::Vector {
                    len: n,
                    elem: e,
                    scalable: *scalable,
                })
            }
            ast::Type::Array(a) => {
                let n = self.uint(a.len.0, a.len.1)?;
                let e = self.ty(&a.elem)?;
                self.m.types.array(e, n)
            }
            ast::Type::Struct { fields, packed } => {
                let f = fields.iter().map(|f| self.ty(f)).collect::<R<Vec<_>>>()?;
                self.m.types.structure(f, *packed)
            }
            ast::Type::Func(f) => {
                let r = self.ty(&f.ret)?;
                let p = f.params.iter().map(|p| self.ty(p)).collect::<R<Vec<_>>>()?;
                self.m.types.function(r, p, f.varargs)
            }
            ast::Type::Target(target) => {
                let name = self.text_of(0, target.name)?;
                let mut types = Vec::new();
                let mut ints = Vec::new();
                for p in &target.params {
                    match p {
                        ast::TargetParam::Type(t) => types.push(self.ty(t)?),
                        ast::TargetParam::Int(at, s) => ints.push(self.u32_of(*at, s)?),
                    }
                }
                self.m
                    .types
                    .intern(TypeData::TargetExt { name, types, ints })
            }
            ast::Type::Pointer(p) => {
                let (base, levels) = (&p.base, &p.levels);
                if !self.typed {
                    // Opaque-pointer IR reads `T*` as `ptr` (as LLVM does).
                    let a = self.addrspace(levels.last().copied().flatten())?;
                    return Ok(self.m.types.ptr(a));
                }
                if levels.len() > crate::lexer::MAX_NESTING {
                    let at = levels.iter().flatten().next().map_or(0, |l| l.0);
                    return Err(self.err(
                        at,
                        ErrorKind::Limit,
                        format!("more than {} pointer levels", crate::lexer::MAX_NESTING),
                    ));
                }
                let mut t = self.ty(base)?;
                for l in levels {
                    let a = self.addrspace(*l)?;
                    t = self.m.types.typed_ptr(t, a);
                }
                t
            }
        })
    }

    pub(super) fn addrspace(&self, a: Option<(At, &str)>) -> R<u32> {
        match a {
            None => Ok(0),
            Some((at, s)) => self.u32_of(at, s),
        }
    }

    /// The pointer type to `pointee` in the module's pointer mode.
    pub(super) fn ptr_to(&mut self, pointee: Type, addrspace: u32) -> Type {
        if self.typed {
            self.m.types.typed_ptr(pointee, addrspace)
        } else {
            self.m.types.ptr(addrspace)
        }
    }
}
