//! Builds the SAXPY compute shader of `examples/saxpy.ll` in code, with the IR builder,
//! and compiles it: the way a front end with a shading language of its own hands
//! dxil-emit a shader, without printing text.
//!
//! `cargo run --example build_saxpy -- saxpy.dxil` writes the container; it is the same,
//! byte for byte, as `dxil-emit compile examples/saxpy.ll` (a test checks it).
//!
//! ```hlsl
//! cbuffer SaxpyParams : register(b0) { float Alpha; uint ElementCount; };
//! Buffer<float> X : register(t0);
//! RWBuffer<float> Y : register(u0);
//! [numthreads(256, 1, 1)]
//! void main(uint3 id : SV_DispatchThreadID) {
//!     if (id.x < ElementCount) Y[id.x] = Alpha * X[id.x] + Y[id.x];
//! }
//! ```

use dxil_emit::ir::builder::ModuleBuilder;
use dxil_emit::ir::{
    Attribute, FastMathFlags, FloatKind, IntPredicate, Linkage, Module, UnnamedAddr, Visibility,
};

/// The SAXPY shader as clang 22 lowers its HLSL: a cbuffer (`Alpha`, `ElementCount`),
/// a `Buffer<float>` read and a `RWBuffer<float>` read and written at the thread's id.
pub fn saxpy_module() -> Module {
    let mut b = ModuleBuilder::new();
    b.triple("dxilv1.6-unknown-shadermodel6.6-compute");

    // Types: the cbuffer's layout and the three resources' handle types.
    let (void, i32, f32) = (
        b.void_type(),
        b.int_type(32),
        b.float_type(FloatKind::Float),
    );
    let ptr = b.ptr_type(0);
    let layout = b.named_struct("__cblayout_SaxpyParams", &[f32, i32], true);
    let cbuffer = b.target_type("dx.CBuffer", &[layout], &[]);
    let x_buffer = b.target_type("dx.TypedBuffer", &[f32], &[0, 0, 0]);
    let y_buffer = b.target_type("dx.TypedBuffer", &[f32], &[1, 0, 0]);

    // Globals: resource names, the cbuffer's handle and its members (addrspace 2).
    let x_name = name_string(&mut b, ".str", "X");
    let y_name = name_string(&mut b, ".str.2", "Y");
    let handle_init = b.poison(cbuffer);
    let cb_handle = b
        .global("SaxpyParams.cb", cbuffer)
        .init(handle_init)
        .unnamed_addr(UnnamedAddr::Local)
        .add();
    let alpha = cbuffer_member(&mut b, "Alpha", f32);
    let count = cbuffer_member(&mut b, "ElementCount", i32);
    let cb_name = name_string(&mut b, "SaxpyParams.str", "SaxpyParams");

    // The intrinsics clang calls, named as LLVM names their overloads.
    let binding = [i32, i32, i32, i32, ptr];
    let bind = "llvm.dx.resource.handlefrombinding";
    let bind_cb = b.intrinsic(bind, cbuffer, &binding);
    let main = b.define("main", void, &[]);
    b.set_function_attr(main, Attribute::string("hlsl.numthreads", "256,1,1"));
    b.set_function_attr(main, Attribute::string("hlsl.shader", "compute"));
    for flag in ["noinline", "nounwind"] {
        b.set_function_attr(main, Attribute::flag(flag));
    }
    let thread_id = b.intrinsic("llvm.dx.thread.id", i32, &[i32]);
    let fmuladd = b.intrinsic("llvm.fmuladd.f32", f32, &[f32, f32, f32]);
    let bind_x = b.intrinsic(bind, x_buffer, &binding);
    let bind_y = b.intrinsic(bind, y_buffer, &binding);
    let pointer = "llvm.dx.resource.getpointer";
    let y_pointer = b.intrinsic(pointer, ptr, &[y_buffer, i32]);
    let x_pointer = b.intrinsic(pointer, ptr, &[x_buffer, i32]);

    let (zero, one) = (b.const_int(i32, 0), b.const_int(i32, 1));
    let at = |name| [zero, zero, one, zero, name];
    let mut f = b.body(main);
    let (entry, body, exit) = (f.block(), f.block(), f.block());

    f.switch_to(entry);
    let cb = f.call(bind_cb, &at(Value::Global(cb_name)));
    f.store(cb, Value::Global(cb_handle), Some(4));
    let id = f.call(thread_id, &[zero]);
    let n = f.load(i32, Value::Global(count), Some(4));
    let in_range = f.icmp(IntPredicate::Ult, id, n);
    f.cond_br(in_range, body, exit);

    f.switch_to(body);
    let y = f.call(bind_y, &at(Value::Global(y_name)));
    let x = f.call(bind_x, &at(Value::Global(x_name)));
    let a = f.load(f32, Value::Global(alpha), Some(4));
    let x_at = f.call(x_pointer, &[x, id]);
    let x_value = f.load(f32, x_at, Some(4));
    let y_at = f.call(y_pointer, &[y, id]);
    let y_value = f.load(f32, y_at, Some(4));
    let result = f.call(fmuladd, &[a, x_value, y_value]);
    // HLSL's default float model: everything but `contract` (clang's flags).
    let flags = FastMathFlags::FAST & !FastMathFlags::CONTRACT;
    f.set_fast_math(result, FastMathFlags(flags));
    f.store(result, y_at, Some(4));
    f.br(exit);

    f.switch_to(exit);
    f.ret(None);

    // Metadata: clang's module flags, the cbuffer's handle with its members, the
    // validator version and the compiler's name (both go into the module DXIL keeps).
    let int = |b: &mut ModuleBuilder, v| {
        let c = b.const_int(i32, v);
        Some(b.md_value(c))
    };
    let wchar = [
        int(&mut b, 1),
        Some(b.md_string("wchar_size")),
        int(&mut b, 4),
    ];
    let frame_pointer = [
        int(&mut b, 7),
        Some(b.md_string("frame-pointer")),
        int(&mut b, 2),
    ];
    let flags = [b.md_node(&wchar), b.md_node(&frame_pointer)];
    b.named_metadata("llvm.module.flags", &flags);
    let members = [cb_handle, alpha, count].map(|g| Some(b.md_value(Value::Global(g))));
    let cbs = b.md_node(&members);
    b.named_metadata("hlsl.cbs", &[cbs]);
    let version = [int(&mut b, 1), int(&mut b, 8)];
    let valver = b.md_node(&version);
    b.named_metadata("dx.valver", &[valver]);
    let ident = b.md_string("Debian clang version 22.1.8 (1~deb12u1)");
    let ident = b.md_tuple(&[ident]);
    b.named_metadata("llvm.ident", &[ident]);

    b.finish()
        .unwrap_or_else(|errors| panic!("the SAXPY module is invalid: {errors:?}"))
}

use dxil_emit::ir::Value;

/// `@symbol = private unnamed_addr constant [N x i8] c"text\00"`: a resource's name.
fn name_string(b: &mut ModuleBuilder, symbol: &str, text: &str) -> dxil_emit::ir::GlobalId {
    let init = b.c_string(text);
    let ty = b
        .module()
        .type_of(None, init)
        .expect("a constant has a type");
    b.global(symbol, ty)
        .init(init)
        .constant()
        .linkage(Linkage::Private)
        .unnamed_addr(UnnamedAddr::Global)
        .align(1)
        .add()
}

/// `@name = external hidden addrspace(2) global T, align 4`: a cbuffer member as clang
/// declares it.
fn cbuffer_member(
    b: &mut ModuleBuilder,
    name: &str,
    ty: dxil_emit::ir::Type,
) -> dxil_emit::ir::GlobalId {
    b.global(name, ty)
        .addrspace(2)
        .visibility(Visibility::Hidden)
        .unnamed_addr(UnnamedAddr::Local)
        .align(4)
        .add()
}

/// The options the CLI compiles `examples/saxpy.ll` with: it finds `saxpy.hlsl` beside
/// it, whose declarations say that `ElementCount` is a `uint` (IR has only `i32`), for
/// the reflection part.
pub fn saxpy_options() -> dxil_emit::Options {
    dxil_emit::Options {
        hlsl_source: Some(dxil_emit::hlsl_semantics::HlslSource {
            name: "examples/saxpy.hlsl".into(),
            text: include_str!("saxpy.hlsl").into(),
        }),
        ..Default::default()
    }
}

#[allow(dead_code)]
fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "saxpy.dxil".into());
    let compiled =
        dxil_emit::compile_module(saxpy_module(), &saxpy_options()).unwrap_or_else(|e| {
            eprintln!("error: {e}");
            std::process::exit(1)
        });
    let container = compiled.container().expect("a container was asked for");
    if let Err(e) = std::fs::write(&out, container) {
        eprintln!("error: cannot write {out}: {e}");
        std::process::exit(1);
    }
    println!("wrote {out} ({} bytes)", container.len());
}
