//! Building a module in code, without text: the way for a front end (a shading-language
//! compiler of an engine's own) to hand dxil-emit a shader.
//!
//! A [`ModuleBuilder`] makes types, constants, globals ([`GlobalBuilder`]), functions
//! (their bodies through a [`FunctionBuilder`]) and metadata, in the same form the text
//! parser gives: LLVM IR as clang writes it for HLSL (opaque pointers, target extension
//! types for resources, `llvm.dx.*` intrinsics, `hlsl.*` function attributes).
//! [`ModuleBuilder::finish`] runs the verifier, so what comes out is a module the rest of
//! the compiler takes (`dxil_emit::compile_module`).
//!
//! ```
//! use dxil_ir::builder::ModuleBuilder;
//! use dxil_ir::{Attribute, IntPredicate};
//!
//! let mut b = ModuleBuilder::new();
//! b.triple("dxilv1.6-unknown-shadermodel6.6-compute");
//! let (void, i32) = (b.void_type(), b.int_type(32));
//! let thread_id = b.intrinsic("llvm.dx.thread.id", i32, &[i32]);
//! let main = b.define("main", void, &[]);
//! b.set_function_attr(main, Attribute::string("hlsl.shader", "compute"));
//! b.set_function_attr(main, Attribute::string("hlsl.numthreads", "64,1,1"));
//! let mut f = b.body(main);
//! let zero = f.module().const_int(i32, 0);
//! let id = f.call(thread_id, &[zero]);
//! let _small = f.icmp(IntPredicate::Ult, id, zero);
//! f.ret(None);
//! let module = b.finish().expect("a valid module");
//! assert_eq!(module.functions.len(), 2);
//! ```

mod function_builder;
mod global_builder;
mod module_builder;

pub use function_builder::FunctionBuilder;
pub use global_builder::GlobalBuilder;
pub use module_builder::ModuleBuilder;
