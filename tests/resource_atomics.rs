//! Atomics on resource memory (clang's form: `atomicrmw`/`cmpxchg` through
//! `llvm.dx.resource.getpointer`) become `dx.op.atomicBinOp` (78) and
//! `dx.op.atomicCompareExchange` (79) with DXC's coordinates: a byte-address buffer's
//! byte offset alone, a structured buffer's element index and byte offset, a typed
//! buffer's element index; the coordinates a resource does not use are `undef`.

use crate::resource_support;

use resource_support::{lowered_text, shader};

const BODY: &str = r#"%struct.Pair = type { i32, i32 }
define void @main() #0 {
  %raw = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %st = call target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %typed = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %praw = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %raw, i32 8)
  %old = atomicrmw add ptr %praw, i32 %tid monotonic, align 4
  %pst = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %st, i32 %tid)
  %second = getelementptr inbounds i8, ptr %pst, i32 4
  %pair = cmpxchg ptr %second, i32 0, i32 %old monotonic monotonic, align 4
  %was = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %bit = zext i1 %ok to i32
  %sum = add i32 %was, %bit
  %pty = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %typed, i32 %tid)
  %prev = atomicrmw umax ptr %pty, i32 %sum monotonic, align 4
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
"#;

#[test]
fn resource_atomics_become_dxil_atomic_ops() {
    let text = lowered_text(&shader(BODY));
    let calls: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("@dx.op.atomic") && !l.starts_with("declare"))
        .collect();
    assert_eq!(calls.len(), 3, "{text}");
    // Byte-address buffer: add (0) at byte 8, the other coordinates undef.
    assert!(
        calls[0].contains("@dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %raw_annot, i32 0, i32 8, i32 undef, i32 undef, i32 %"),
        "{text}"
    );
    // Structured buffer: element %tid, byte 4 of it.
    assert!(
        calls[1]
            .contains("@dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %st_annot, i32 %"),
        "{text}"
    );
    assert!(
        calls[1].contains(", i32 4, i32 undef, i32 0, i32 %"),
        "{text}"
    );
    // Typed buffer: umax (7) at element %tid.
    assert!(
        calls[2]
            .contains("@dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %typed_annot, i32 7, i32 %"),
        "{text}"
    );
    assert!(calls[2].contains(", i32 undef, i32 undef, i32 %"), "{text}");
    // The cmpxchg's success bit compares the old value with the expected one.
    assert!(text.contains("icmp eq i32"), "{text}");
    assert!(
        !text.contains("atomicrmw") && !text.contains("cmpxchg"),
        "{text}"
    );
}
