//! [`ModuleBuilder`]: types, constants, symbols and metadata of a module being built.

use super::{FunctionBuilder, GlobalBuilder};
use crate::attribute::Attribute;
use crate::constant::ConstData;
use crate::function::{Body, FuncId, Function};
use crate::intrinsic_name::intrinsic_name;
use crate::metadata::{Md, MdData};
use crate::module::Module;
use crate::types::{FloatKind, StructBody, Type, TypeData};
use crate::value::Value;
use crate::verifier::{verify, VerifyError};

/// Builds a [`Module`] piece by piece; [`ModuleBuilder::finish`] verifies it.
#[derive(Debug, Default)]
pub struct ModuleBuilder {
    m: Module,
}

impl ModuleBuilder {
    /// An empty module (opaque pointers, as clang writes them).
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the target triple, e.g. `dxilv1.6-unknown-shadermodel6.6-compute`: it names
    /// the stage and shader model.
    pub fn triple(&mut self, triple: &str) -> &mut Self {
        self.m.triple = Some(triple.into());
        self
    }

    /// Sets the data layout string.
    pub fn datalayout(&mut self, layout: &str) -> &mut Self {
        self.m.datalayout = Some(layout.into());
        self
    }

    /// Sets the source file name (`source_filename`), which HLSL semantics may be read
    /// from.
    pub fn source_filename(&mut self, name: &str) -> &mut Self {
        self.m.source_filename = Some(name.into());
        self
    }

    /// The module as built so far.
    pub fn module(&self) -> &Module {
        &self.m
    }

    /// The module as built so far, for what the builder has no method for.
    pub fn module_mut(&mut self) -> &mut Module {
        &mut self.m
    }

    /// Verifies the module and returns it.
    ///
    /// # Errors
    /// Every rule of LLVM IR the module breaks (types of operands, terminators,
    /// dominance, intrinsic signatures).
    pub fn finish(mut self) -> Result<Module, Vec<VerifyError>> {
        self.m.intern_symbol_pointer_types();
        verify(&self.m)?;
        Ok(self.m)
    }

    // --- types -------------------------------------------------------------------

    /// `void`.
    pub fn void_type(&mut self) -> Type {
        self.m.types.void()
    }

    /// `iN`.
    pub fn int_type(&mut self, bits: u32) -> Type {
        self.m.types.int(bits)
    }

    /// A floating-point type (`half`, `float`, `double`, ...).
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.m.types.float(kind)
    }

    /// `ptr addrspace(N)`.
    pub fn ptr_type(&mut self, addrspace: u32) -> Type {
        self.m.types.ptr(addrspace)
    }

    /// `<len x elem>`.
    pub fn vector_type(&mut self, elem: Type, len: u32) -> Type {
        self.m.types.vector(elem, len)
    }

    /// `[len x elem]`.
    pub fn array_type(&mut self, elem: Type, len: u64) -> Type {
        self.m.types.array(elem, len)
    }

    /// A literal struct `{ ... }` (`<{ ... }>` when packed).
    pub fn struct_type(&mut self, fields: &[Type], packed: bool) -> Type {
        self.m.types.structure(fields.to_vec(), packed)
    }

    /// The named struct `%name` with the given fields (clang's `%__cblayout_*` types
    /// of cbuffers, `%struct.S` of structured-buffer elements).
    pub fn named_struct(&mut self, name: &str, fields: &[Type], packed: bool) -> Type {
        let body = StructBody::Fields {
            fields: fields.to_vec(),
            packed,
        };
        self.m.types.define_named(name, body)
    }

    /// A target extension type, `target("name", types..., ints...)`: how clang types a
    /// resource (`target("dx.TypedBuffer", float, 1, 0, 0)`, `target("dx.CBuffer", %L)`).
    pub fn target_type(&mut self, name: &str, types: &[Type], ints: &[u32]) -> Type {
        self.m.types.intern(TypeData::TargetExt {
            name: name.into(),
            types: types.to_vec(),
            ints: ints.to_vec(),
        })
    }

    /// The function type `ret (params...)`.
    pub fn function_type(&mut self, ret: Type, params: &[Type]) -> Type {
        self.m.types.function(ret, params.to_vec(), false)
    }

    // --- constants ---------------------------------------------------------------

    /// An integer constant of type `ty` (`iN`), truncated to its width.
    pub fn const_int(&mut self, ty: Type, value: i128) -> Value {
        let width = self.m.types.int_bits(ty).unwrap_or(128);
        self.m.consts.int(ty, width, value)
    }

    /// A floating-point constant of type `ty` with the value `value`, rounded to the
    /// type (`half`, `float` or `double`).
    pub fn const_float(&mut self, ty: Type, value: f64) -> Value {
        self.m.float_const(ty, value)
    }

    /// A constant of type `ty` with `scalar` in every element (`scalar` itself when
    /// `ty` is not a vector).
    pub fn const_splat(&mut self, ty: Type, scalar: Value) -> Value {
        self.m.splat_const(ty, scalar)
    }

    /// `undef` of `ty`.
    pub fn undef(&mut self, ty: Type) -> Value {
        self.m.consts.undef(ty)
    }

    /// `poison` of `ty`: the initializer clang gives a resource's handle global.
    pub fn poison(&mut self, ty: Type) -> Value {
        self.m.consts.poison(ty)
    }

    /// `zeroinitializer` of `ty`.
    pub fn zero(&mut self, ty: Type) -> Value {
        self.constant(ConstData::Zero(ty))
    }

    /// `null` of a pointer type.
    pub fn null(&mut self, ty: Type) -> Value {
        self.constant(ConstData::Null(ty))
    }

    /// A struct, array or vector constant of `ty` built of `elems`.
    pub fn const_aggregate(&mut self, ty: Type, elems: &[Value]) -> Value {
        self.constant(ConstData::Aggregate {
            ty,
            elems: elems.to_vec(),
        })
    }

    /// `c"text\00"`: `text` with a terminating NUL, as an `[N x i8]` constant (the
    /// initializer of a resource's name string).
    pub fn c_string(&mut self, text: &str) -> Value {
        let mut data = text.as_bytes().to_vec();
        data.push(0);
        let i8t = self.m.types.int(8);
        let ty = self.m.types.array(i8t, data.len() as u64);
        self.constant(ConstData::Bytes { ty, data })
    }

    /// Interns any constant.
    pub fn constant(&mut self, data: ConstData) -> Value {
        Value::Const(self.m.consts.intern(data))
    }

    // --- globals and functions ---------------------------------------------------

    /// Starts a global variable `@name` holding a `value_ty`; its [`GlobalBuilder`]
    /// sets the rest and adds it.
    pub fn global(&mut self, name: &str, value_ty: Type) -> GlobalBuilder<'_> {
        GlobalBuilder::new(&mut self.m, name, value_ty)
    }

    /// Declares the function `@name` (a body-less function: an intrinsic or an
    /// external function).
    pub fn declare(&mut self, name: &str, ret: Type, params: &[Type]) -> FuncId {
        self.add_function(name, ret, params, None)
    }

    /// Declares the intrinsic `name` of this type under the name LLVM gives it: an
    /// overloaded `llvm.dx.*` intrinsic gets its type suffixes
    /// (`llvm.dx.resource.handlefrombinding` →
    /// `llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t`). Declaring the
    /// same intrinsic with the same type again returns the first declaration.
    pub fn intrinsic(&mut self, name: &str, ret: Type, params: &[Type]) -> FuncId {
        let ty = self.function_type(ret, params);
        let name = intrinsic_name(&self.m.types, name, ty).unwrap_or_else(|| name.into());
        let existing = self
            .m
            .functions
            .iter()
            .find(|(_, f)| *f.name == *name && f.ty == ty);
        match existing {
            Some((h, _)) => h,
            None => self.declare(&name, ret, params),
        }
    }

    /// Defines the function `@name` with an empty body; [`ModuleBuilder::body`] fills it.
    pub fn define(&mut self, name: &str, ret: Type, params: &[Type]) -> FuncId {
        self.add_function(name, ret, params, Some(Body::default()))
    }

    fn add_function(
        &mut self,
        name: &str,
        ret: Type,
        params: &[Type],
        body: Option<Body>,
    ) -> FuncId {
        let ty = self.function_type(ret, params);
        self.m.functions.alloc(Function {
            body,
            ..Function::new(name, ty, params.len())
        })
    }

    /// Sets a function attribute of `func` (replacing one of the same name), e.g.
    /// `Attribute::string("hlsl.shader", "compute")`.
    pub fn set_function_attr(&mut self, func: FuncId, attr: Attribute) {
        self.m.functions[func].attrs.func.set(attr);
    }

    /// The function `func`, for what the builder has no method for (linkage,
    /// parameter attributes, names).
    pub fn function_mut(&mut self, func: FuncId) -> &mut Function {
        &mut self.m.functions[func]
    }

    /// A [`FunctionBuilder`] appending to the body of `func`, which
    /// [`ModuleBuilder::define`] made.
    pub fn body(&mut self, func: FuncId) -> FunctionBuilder<'_> {
        FunctionBuilder::new(self, func)
    }

    // --- metadata ----------------------------------------------------------------

    /// `!"text"`.
    pub fn md_string(&mut self, text: &str) -> Md {
        self.m
            .metadata
            .alloc(MdData::String(text.as_bytes().to_vec()))
    }

    /// A module-level value (constant, global, function) as metadata: `i32 1`, `ptr @g`.
    pub fn md_value(&mut self, value: Value) -> Md {
        let ty = self.operand_type(None, value);
        self.m.metadata.alloc(MdData::Value { ty, value })
    }

    /// A node `!{...}`; `None` operands are `null`.
    pub fn md_node(&mut self, ops: &[Option<Md>]) -> Md {
        self.m.metadata.alloc(MdData::Node {
            distinct: false,
            ops: ops.to_vec(),
        })
    }

    /// A node of metadata operands, none of them `null`.
    pub fn md_tuple(&mut self, ops: &[Md]) -> Md {
        let ops: Vec<Option<Md>> = ops.iter().copied().map(Some).collect();
        self.md_node(&ops)
    }

    /// Appends `nodes` to the named metadata `!name` (e.g. `!hlsl.cbs`, `!dx.valver`).
    pub fn named_metadata(&mut self, name: &str, nodes: &[Md]) {
        self.m
            .named_metadata
            .entry(name.into())
            .or_default()
            .extend_from_slice(nodes);
    }

    /// The type of `value` as an operand (in function `func`, for its arguments and
    /// instructions), a global's or function's pointer type made when first asked for;
    /// `void` for a value from elsewhere (the verifier reports its use).
    pub(super) fn operand_type(&mut self, func: Option<FuncId>, value: Value) -> Type {
        let m = &mut self.m;
        let symbol = match value {
            Value::Global(g) => m.globals.get(g).map(|g| (g.value_ty, g.addrspace)),
            Value::Function(f) => m.functions.get(f).map(|f| (f.ty, f.addrspace)),
            Value::Metadata(_) => return m.types.metadata(),
            _ => None,
        };
        if let Some((pointee, addrspace)) = symbol {
            return m.pointer_to(pointee, addrspace);
        }
        let f = func.and_then(|f| m.functions.get(f));
        match m.type_of(f, value) {
            Some(t) => t,
            None => m.types.void(),
        }
    }
}
