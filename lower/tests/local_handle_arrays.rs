//! Handles read back from a local array at a run-time index (clang's optimizer folds an
//! unrolled `if (i == j) bufs[j].Append(x)` into one read at `bufs[min(i, n - 1)]`):
//! dxil-resource-access splits the reading block on the index, one block per slot,
//! and the array goes. Each case checks the printed module for lines in order, and for
//! lines that must be gone.

use crate::common;

use common::check_lines as check;
use dxil_lower::LowerError;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n";

const DECLS: &str = r#"
@.a = private constant [2 x i8] c"A\00"
@.b = private constant [2 x i8] c"B\00"
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32)
declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.umin.i32(i32, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
"#;

/// Two buffers stored into a local array, then one of them picked by `umin(tid, BOUND)`
/// and written in the block `pick`, whose result `%r` is used after it.
fn shader(bound: u32) -> String {
    format!(
        r#"
define void @main() {{
entry:
  %arr = alloca [2 x target("dx.TypedBuffer", i32, 1, 0, 1)], align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @.b)
  call void @llvm.lifetime.start.p0(ptr %arr)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %arr, align 4
  %slot1 = getelementptr inbounds i8, ptr %arr, i32 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %b, ptr %slot1, align 4
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %i = call i32 @llvm.umin.i32(i32 %tid, i32 {bound})
  br label %pick

pick:
  %p = getelementptr inbounds target("dx.TypedBuffer", i32, 1, 0, 1), ptr %arr, i32 %i
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %p, align 4
  %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %tid)
  %r = add i32 %tid, 7
  store i32 %r, ptr %e, align 4
  br label %done

done:
  %s = phi i32 [ %r, %pick ]
  call void @llvm.lifetime.end.p0(ptr %arr)
  ret void
}}
"#
    )
}

fn run(body: &str) -> Result<String, LowerError> {
    common::run_passes_on(&format!("{HEADER}{DECLS}"), body, "dxil-resource-access")
}

#[test]
fn a_run_time_read_becomes_a_switch_over_the_slots() {
    let out = run(&shader(1)).unwrap();
    check(
        &out,
        &[
            "%i = call i32 @llvm.umin.i32(i32 %tid, i32 1)",
            "br label %pick",
            "pick:",
            "switch i32 %i, label",
            "i32 1, label",
            // The first slot's block: the buffer at register 0.
            "add i32 %tid, 7",
            "store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target(\"dx.TypedBuffer\", i32, 1, 0, 1) %a, i32 %tid",
            // The second slot's block: the buffer at register 1.
            "add i32 %tid, 7",
            "store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target(\"dx.TypedBuffer\", i32, 1, 0, 1) %b, i32 %tid",
            // The join takes the value both computed.
            "= phi i32 [",
            "br label %done",
            "done:",
            "%s = phi i32 [",
            "ret void",
        ],
        &[
            "alloca",
            "load target",
            "call void @llvm.lifetime",
            "getelementptr",
            "%pick ]",
        ],
    );
}

#[test]
fn a_read_clamped_past_the_array_is_an_error() {
    let err = run(&shader(2)).unwrap_err();
    assert!(
        err.to_string().contains("Array access out of bound"),
        "{err}"
    );
}

#[test]
fn a_handle_used_in_another_block_is_left_as_it_is() {
    let body = shader(1).replace(
        "  %s = phi i32 [ %r, %pick ]\n",
        "  %s = phi i32 [ %r, %pick ]\n  %f = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target(\"dx.TypedBuffer\", i32, 1, 0, 1) %h, i32 0)\n  store i32 0, ptr %f, align 4\n",
    );
    // Splitting would need a phi of handles: the read stays (and compiling reports it).
    let out = run(&body).unwrap();
    check(
        &out,
        &[
            "%arr = alloca",
            "%h = load target(\"dx.TypedBuffer\", i32, 1, 0, 1), ptr %p",
            "done:",
            "(target(\"dx.TypedBuffer\", i32, 1, 0, 1) %h, i32 0, i32 0)",
        ],
        &["switch"],
    );
}
