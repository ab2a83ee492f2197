//! 64-bit atomics in the shader flags: on group shared memory (`atomicrmw`/`cmpxchg`
//! of an `i64` in address space 3) and on a typed resource (a typed buffer's
//! `llvm.dx.resource.atomic.binop`), as DXC and LLVM set them; 32-bit atomics and
//! atomics on raw buffers set neither.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

fn flags_of(body: &str) -> String {
    let text = format!("target triple = \"dxil-pc-shadermodel6.6-compute\"\n{body}");
    let mut m = dxil_parser::parse(&text).expect("parses").module;
    let names = parse_pipeline("print-dx-shader-flags").expect("pipeline parses");
    let mut cx = PassContext::default();
    run_passes(&mut m, &names, &mut cx).expect("passes run");
    cx.printed
}

#[test]
fn group_shared_i64_atomics_set_their_flag() {
    let out = flags_of(
        r#"
@gs = addrspace(3) global i64 0
@gs32 = addrspace(3) global i32 0
define void @main() {
  %a = atomicrmw add ptr addrspace(3) @gs, i64 1 monotonic
  %b = cmpxchg ptr addrspace(3) @gs, i64 0, i64 2 monotonic monotonic
  ret void
}
define void @narrow() {
  %a = atomicrmw add ptr addrspace(3) @gs32, i32 1 monotonic
  ret void
}
"#,
    );
    assert!(out.contains("; Function main : 0x10100000"), "{out}");
    assert!(out.contains("64-bit Atomics on Group Shared"), "{out}");
    assert!(out.contains("; Function narrow : 0x00000000"), "{out}");
}

#[test]
fn typed_buffer_i64_atomics_set_their_flag_and_raw_buffers_do_not() {
    let out = flags_of(
        r#"
define void @typed() {
  %h = call target("dx.TypedBuffer", i64, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %old = call i64 @llvm.dx.resource.atomic.binop.i64(target("dx.TypedBuffer", i64, 1, 0, 0) %h, i32 0, i32 0, i32 poison, i64 1)
  ret void
}
define void @raw() {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %old = call i64 @llvm.dx.resource.atomic.binop.i64(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 0, i32 poison, i64 1)
  ret void
}
"#,
    );
    assert!(out.contains("; Function typed : 0x08100000"), "{out}");
    assert!(!out.contains("; Function raw : 0x08"), "{out}");
}
