//! 64-bit atomics on a resource from the descriptor heap set DXC's "64-bit atomics on
//! heap resources" flag (bit 32); the same atomic on a bound resource does not, and a
//! 32-bit atomic on a heap resource does not either.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

/// The printed shader flags of an SM 6.6 compute module holding `body`.
fn flags_of(body: &str) -> String {
    let text = format!(
        "target triple = \"dxil-pc-shadermodel6.6-compute\"\n{body}\n\
         declare target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefromheap.tdx.RawBuffer_i8_1_0t(i32, i1)\n\
         declare target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)\n\
         declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target(\"dx.RawBuffer\", i8, 1, 0), i32)\n"
    );
    let mut m = dxil_parser::parse(&text).expect("parses").module;
    let names = parse_pipeline("print-dx-shader-flags").expect("pipeline parses");
    let mut cx = PassContext::default();
    run_passes(&mut m, &names, &mut cx).expect("passes run");
    cx.printed
}

#[test]
fn a_heap_resource_i64_atomic_sets_the_heap_flag() {
    let out = flags_of(
        r#"define void @heap64() {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromheap.tdx.RawBuffer_i8_1_0t(i32 2, i1 false)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  %old = atomicrmw add ptr %p, i64 1 monotonic
  ret void
}
define void @heap32() {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromheap.tdx.RawBuffer_i8_1_0t(i32 2, i1 false)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  %old = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic
  ret void
}
define void @bound64() {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  %old = atomicrmw add ptr %p, i64 1 monotonic
  ret void
}"#,
    );
    // Heap indexing (bit 30), 64-bit integers (20), 64-bit atomics on heap resources (32).
    assert!(out.contains("; Function heap64 : 0x140100000"), "{out}");
    assert!(out.contains("; Function heap32 : 0x40000000"), "{out}");
    assert!(out.contains("; Function bound64 : 0x00100010"), "{out}");
}
