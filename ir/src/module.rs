//! The module: everything one `.ll` file or bitcode file holds.

use crate::constant::{ConstData, Constants};
use crate::entity::Arena;
use crate::function::{FuncId, Function};
use crate::global::{GlobalId, GlobalVar};
use crate::metadata::{MdArena, MdData};
use crate::types::{FloatKind, Type, TypeData, Types};
use crate::value::Value;
use indexmap::IndexMap;

/// Whether a module's pointers are opaque (`ptr`, modern LLVM) or typed (`float*`,
/// LLVM 3.7 and DXIL).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PointerMode {
    /// `ptr addrspace(N)`.
    #[default]
    Opaque,
    /// `T addrspace(N)*`.
    Typed,
}

/// A module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Module {
    /// `; ModuleID = '...'`, if the text had one.
    pub module_id: Option<Box<str>>,
    /// `source_filename = "..."`.
    pub source_filename: Option<Box<str>>,
    /// `target datalayout = "..."`.
    pub datalayout: Option<Box<str>>,
    /// `target triple = "..."`.
    pub triple: Option<Box<str>>,
    /// Module-level inline asm lines.
    pub asm: Vec<Box<str>>,
    /// Whether pointers are opaque or typed.
    pub pointers: PointerMode,
    /// Interned types and named struct bodies.
    pub types: Types,
    /// Interned constants.
    pub consts: Constants,
    /// Global variables, in order.
    pub globals: Arena<GlobalVar>,
    /// Functions, in order.
    pub functions: Arena<Function>,
    /// Metadata items.
    pub metadata: MdArena,
    /// Named metadata (`!name = !{...}`), in order.
    pub named_metadata: IndexMap<Box<str>, Vec<crate::metadata::Md>>,
    /// Comdats (`$name = comdat any`): name and selection kind.
    pub comdats: IndexMap<Box<str>, Box<str>>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// The global variable named `name`.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.globals
            .iter()
            .find(|(_, g)| &*g.name == name)
            .map(|(h, _)| h)
    }

    /// The function named `name`. Names are unique; the search runs from the last
    /// function, because the lookups passes make are mostly of the declarations they
    /// add (intrinsics, `dx.op.*`), which come last: a module of many functions pays a
    /// whole walk once per name it declares, not per lookup.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        let n = self.functions.len();
        (0..n)
            .rev()
            .map(FuncId::from_index)
            .find(|&h| &*self.functions[h].name == name)
    }

    /// The type of a pointer to `pointee` in `addrspace`, in the module's pointer mode.
    pub fn pointer_to(&mut self, pointee: Type, addrspace: u32) -> Type {
        match self.pointers {
            PointerMode::Opaque => self.types.ptr(addrspace),
            PointerMode::Typed => self.types.typed_ptr(pointee, addrspace),
        }
    }

    /// The type of `value`; `func` is the function local values belong to.
    ///
    /// Returns `None` for a local value with no function given, or a handle from
    /// elsewhere.
    pub fn type_of(&self, func: Option<&Function>, value: Value) -> Option<Type> {
        match value {
            Value::Const(c) => Some(self.consts.get(c).ty()),
            Value::Global(g) => {
                let g = self.globals.get(g)?;
                self.pointer_type_lookup(g.value_ty, g.addrspace)
            }
            Value::Function(f) => {
                let f = self.functions.get(f)?;
                self.pointer_type_lookup(f.ty, f.addrspace)
            }
            Value::Arg(i) => {
                let f = func?;
                match self.types.get(f.ty) {
                    TypeData::Function { params, .. } => params.get(i as usize).copied(),
                    _ => None,
                }
            }
            Value::Inst(i) => Some(func?.body.as_ref()?.insts.get(i)?.ty),
            Value::Metadata(_) => self.types.lookup(&TypeData::Metadata),
        }
    }

    fn pointer_type_lookup(&self, pointee: Type, addrspace: u32) -> Option<Type> {
        match self.pointers {
            PointerMode::Opaque => self.types.lookup(&TypeData::Ptr { addrspace }),
            PointerMode::Typed => self
                .types
                .lookup(&TypeData::TypedPtr { pointee, addrspace }),
        }
    }

    /// Makes sure the pointer types of every global and function exist in the type
    /// table, so that [`Module::type_of`] finds them. Parsers and passes that add globals
    /// call this (or [`Module::pointer_to`]) when they do.
    pub fn intern_symbol_pointer_types(&mut self) {
        let globals: Vec<_> = self
            .globals
            .iter()
            .map(|(_, g)| (g.value_ty, g.addrspace))
            .collect();
        let funcs: Vec<_> = self
            .functions
            .iter()
            .map(|(_, f)| (f.ty, f.addrspace))
            .collect();
        for (t, a) in globals.into_iter().chain(funcs) {
            self.pointer_to(t, a);
        }
        self.types.metadata();
    }

    /// The integer value of a constant integer operand, sign-extended.
    pub fn const_int(&self, value: Value) -> Option<i128> {
        match self.consts.get(value.as_const()?) {
            ConstData::Int { ty, bits } => {
                let w = self.types.int_bits(*ty)?;
                Some(crate::constant::sign_extend(*bits, w))
            }
            _ => None,
        }
    }

    /// The integer value of a constant integer operand, zero-extended: register
    /// numbers, range bounds, spaces and row indices are unsigned in DXIL, so an `i32`
    /// of 4294967294 is that number, not -2.
    pub fn const_uint(&self, value: Value) -> Option<u128> {
        match self.consts.get(value.as_const()?) {
            ConstData::Int { ty, bits } => {
                let w = self.types.int_bits(*ty)?;
                Some(if w >= 128 {
                    *bits
                } else {
                    bits & ((1u128 << w) - 1)
                })
            }
            _ => None,
        }
    }

    /// A floating-point constant of scalar type `ty` (`half`, `float` or `double`) with
    /// the value `value`, rounded to nearest even in the type.
    pub fn float_const(&mut self, ty: Type, value: f64) -> Value {
        let bits = match self.types.get(ty) {
            TypeData::Float(FloatKind::Half) => u128::from(crate::small_floats::f64_to_half(value)),
            TypeData::Float(FloatKind::Float) => u128::from((value as f32).to_bits()),
            _ => u128::from(value.to_bits()),
        };
        Value::Const(self.consts.intern(ConstData::Float { ty, bits }))
    }

    /// A constant of type `ty` with `scalar` in every element, or `scalar` itself when
    /// `ty` is not a vector. A splat of zero is written as `zeroinitializer`, as LLVM
    /// prints it.
    pub fn splat_const(&mut self, ty: Type, scalar: Value) -> Value {
        let TypeData::Vector { len, .. } = *self.types.get(ty) else {
            return scalar;
        };
        let is_zero = scalar.as_const().is_some_and(|c| {
            matches!(
                self.consts.get(c),
                ConstData::Int { bits: 0, .. } | ConstData::Float { bits: 0, .. }
            )
        });
        let data = if is_zero {
            ConstData::Zero(ty)
        } else {
            ConstData::Aggregate {
                ty,
                elems: vec![scalar; len as usize],
            }
        };
        Value::Const(self.consts.intern(data))
    }

    /// Whether `value` is an `undef` or `poison` constant.
    pub fn is_undef_or_poison(&self, value: Value) -> bool {
        value.as_const().is_some_and(|c| {
            matches!(
                self.consts.get(c),
                ConstData::Undef(_) | ConstData::Poison(_)
            )
        })
    }

    /// The string of a `!"..."` metadata item.
    pub fn md_string(&self, md: crate::metadata::Md) -> Option<&[u8]> {
        match self.metadata.get(md)? {
            MdData::String(s) => Some(s),
            _ => None,
        }
    }
}
