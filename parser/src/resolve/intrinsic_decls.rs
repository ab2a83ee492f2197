//! Declarations of intrinsics under the names LLVM's parser gives them.
//!
//! An overloaded `llvm.dx.*` intrinsic is named after its overloaded types
//! (`dxil_ir::intrinsic_name`): a declaration whose name lacks or misspells the suffixes
//! is renamed, two declarations that end up with one name and one type become one
//! function, and a call to an undeclared `llvm.*` function declares it (an overloaded
//! `llvm.dx.*` one once per call type, under its mangled name).

use super::{Resolver, R};
use crate::ast::{self, At, Top};
use dxil_ir::function::{FuncId, Function};
use dxil_ir::intrinsic_name::intrinsic_name;
use dxil_ir::types::{Type, TypeData};
use dxil_ir::{Site, Value};

impl<'t> Resolver<'t> {
    /// Adds the function `func`, declared (`declared`: without a body) or defined in the
    /// text as `@text_name` at `at`, under the name LLVM gives it; a declaration that
    /// LLVM names like an earlier one of the same type is that one.
    pub(super) fn add_function(
        &mut self,
        at: At,
        text_name: String,
        mut func: Function,
        declared: bool,
    ) -> R<FuncId> {
        let llvm_name = if declared {
            intrinsic_name(&self.m.types, &text_name, func.ty)
        } else {
            None
        };
        let renaming = llvm_name.as_ref().is_some_and(|n| *n != text_name);
        let name = llvm_name.unwrap_or_else(|| text_name.clone());
        let mut renamed = renaming;
        if let Some(&existing) = self.symbols.get(&name) {
            let rename_target = self.renamed.contains_key(&name);
            match existing {
                Value::Function(g)
                    if self.m.functions[g].ty == func.ty && (renaming || rename_target) =>
                {
                    if renaming {
                        self.define_symbol(at, &text_name, existing)?;
                    } else {
                        // The text declares the name an earlier declaration was given.
                        self.renamed.remove(&name);
                    }
                    return Ok(g);
                }
                _ if rename_target && !renaming => {
                    // The text declares, with another type, the name an earlier
                    // declaration was given: that one keeps its own.
                    if let Some((g, original)) = self.renamed.remove(&name) {
                        self.m.functions[g].name = original.into();
                        self.symbols.remove(&name);
                    }
                }
                // The name is taken by another symbol: LLVM's name cannot be given.
                _ => renamed = false,
            }
        }
        let name = if renamed { name } else { text_name.clone() };
        func.name = name.clone().into();
        let h = self.m.functions.alloc(func);
        self.define_symbol(at, &text_name, Value::Function(h))?;
        if renamed {
            self.symbols.insert(name.clone(), Value::Function(h));
            self.renamed.insert(name, (h, text_name));
        }
        self.sm.insert(
            Site::Function(h),
            self.lines.loc(self.text, crate::ast::at_index(at)),
        );
        Ok(h)
    }

    /// Declares `llvm.*` functions that are called but never declared, with the type of
    /// their call (LLVM does the same): an overloaded `llvm.dx.*` intrinsic once per
    /// call type, under the name of its overloaded types; any other one once, with the
    /// type of its first call.
    pub(super) fn declare_used_intrinsics(&mut self, ast: &[Top<'t>]) -> R<()> {
        for top in ast.iter() {
            let Top::Func(f) = top else { continue };
            for b in f.body.iter().flatten() {
                for s in b.stmts.calls() {
                    let ast::Inst::Call(c) = &s.inst else {
                        continue;
                    };
                    let ast::Value::Global(n) = c.callee.1 else {
                        continue;
                    };
                    let name = self.name_cow(c.callee.0, n)?;
                    if !name.starts_with("llvm.") {
                        continue;
                    }
                    let known = self.called_intrinsics.contains_key(&*name);
                    if !known && self.symbols.contains_key(&*name) {
                        continue;
                    }
                    let ty = self.call_type(c)?;
                    if known && self.called_intrinsics[&*name].iter().any(|e| e.0 == ty) {
                        continue;
                    }
                    match intrinsic_name(&self.m.types, &name, ty) {
                        Some(llvm_name) => {
                            let h = match self.symbols.get(&llvm_name) {
                                Some(&Value::Function(h)) => h,
                                _ => {
                                    let h = self.declare_intrinsic(llvm_name.clone(), ty);
                                    self.symbols.insert(llvm_name, Value::Function(h));
                                    h
                                }
                            };
                            let name = name.into_owned();
                            // Other references than calls find the first declaration.
                            self.symbols
                                .entry(name.clone())
                                .or_insert(Value::Function(h));
                            self.called_intrinsics
                                .entry(name)
                                .or_default()
                                .push((ty, h));
                        }
                        // Later calls of another type use this declaration.
                        None if known => {}
                        None => {
                            let name = name.into_owned();
                            let h = self.declare_intrinsic(name.clone(), ty);
                            self.symbols.insert(name, Value::Function(h));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The function type of call `c`: its written type, or the one made from the
    /// return type and the argument types.
    fn call_type(&mut self, c: &ast::Call<'t>) -> R<Type> {
        let t = self.ty(&c.ty)?;
        if matches!(self.m.types.get(t), TypeData::Function { .. }) {
            return Ok(t);
        }
        let params = c
            .args
            .iter()
            .map(|a| self.ty(&a.ty))
            .collect::<R<Vec<_>>>()?;
        Ok(self.m.types.function(t, params, false))
    }

    /// A new declaration `name` of function type `ty`, without attributes.
    pub(super) fn declare_intrinsic(&mut self, name: String, ty: Type) -> FuncId {
        let nparams = match self.m.types.get(ty) {
            TypeData::Function { params, .. } => params.len(),
            _ => 0,
        };
        self.m.functions.alloc(Function::new(&name, ty, nparams))
    }

    /// The declaration that `declare_used_intrinsics` made for a call of type `fn_ty`
    /// to the undeclared overloaded intrinsic `@name` written at `at`, if any.
    pub(super) fn called_intrinsic(
        &self,
        at: At,
        name: crate::token::Name<'_>,
        fn_ty: Type,
    ) -> R<Option<FuncId>> {
        if self.called_intrinsics.is_empty() {
            return Ok(None);
        }
        let name = self.name_cow(at, name)?;
        Ok(self
            .called_intrinsics
            .get(&*name)
            .and_then(|v| v.iter().find(|e| e.0 == fn_ty))
            .map(|e| e.1))
    }
}
