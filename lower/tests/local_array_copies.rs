//! `dxil-forward-local-array-copies`: a local array that only holds a copy of another
//! local array or of a cbuffer array is read at its source, and goes; any write the
//! forwarding could not account for (a source written after the copy, a store of
//! another value, a pointer that escapes) leaves the array as it is. Each case checks
//! the printed module for lines in order, and for lines that must be gone.

use crate::common;

use common::check_lines as check;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n";

const DECLS: &str = r#"
@W = external hidden local_unnamed_addr addrspace(2) global [4 x <4 x float>], align 16
@V = external hidden local_unnamed_addr addrspace(2) global [4 x <4 x float>], align 16
declare i32 @llvm.dx.thread.id(i32)
declare void @use(ptr)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
"#;

fn run(body: &str) -> String {
    common::run_passes_on(
        &format!("{HEADER}{DECLS}"),
        body,
        "dxil-forward-local-array-copies",
    )
    .unwrap()
}

/// A copy of `@W` into a local array, element by element; `second` is what the second
/// element stores, then a read at the thread's index.
fn cbuffer_copy(second: &str) -> String {
    format!(
        r#"
define <4 x float> @main() {{
  %a = alloca [4 x <4 x float>], align 16
  %w0 = load <4 x float>, ptr addrspace(2) @W, align 16
  %w1 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @W, i32 16), align 16
  %v0 = load <4 x float>, ptr addrspace(2) @V, align 16
  call void @llvm.lifetime.start.p0(ptr %a)
  store <4 x float> %w0, ptr %a, align 16
  %a1 = getelementptr inbounds nuw i8, ptr %a, i32 16
  store <4 x float> {second}, ptr %a1, align 16
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p = getelementptr inbounds <4 x float>, ptr %a, i32 %i
  %r = load <4 x float>, ptr %p, align 16
  call void @llvm.lifetime.end.p0(ptr %a)
  ret <4 x float> %r
}}
"#
    )
}

#[test]
fn a_copy_of_a_cbuffer_array_is_read_at_the_cbuffer() {
    let out = run(&cbuffer_copy("%w1"));
    check(
        &out,
        &[
            "%i = call i32 @llvm.dx.thread.id(i32 0)",
            "%p = getelementptr inbounds <4 x float>, ptr addrspace(2) @W, i32 %i",
            "%r = load <4 x float>, ptr addrspace(2) %p",
            "ret <4 x float> %r",
        ],
        &[
            "alloca",
            "store",
            "call void @llvm.lifetime",
            "%w0 =",
            "%w1 =",
        ],
    );
}

#[test]
fn a_cbuffer_copy_at_another_distance_is_read_there() {
    // The array holds @W from its second element on.
    let body = cbuffer_copy("%w1")
        .replace("store <4 x float> %w0, ptr %a,", "store <4 x float> %w1, ptr %a,")
        .replace(
            "%a1 = getelementptr inbounds nuw i8, ptr %a, i32 16\n  store <4 x float> %w1, ptr %a1",
            "%a1 = getelementptr inbounds nuw i8, ptr %a, i32 16\n  store <4 x float> %w2, ptr %a1",
        )
        .replace(
            "  %v0 = load",
            "  %w2 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @W, i32 32), align 16\n  %v0 = load",
        );
    let out = run(&body);
    check(
        &out,
        &["getelementptr inbounds <4 x float>, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @W, i32 16), i32 %i"],
        &["alloca"],
    );
}

#[test]
fn a_cbuffer_copy_with_another_value_stays() {
    // The second element is another cbuffer's, then a value computed in the shader.
    for second in ["%v0", "zeroinitializer"] {
        let out = run(&cbuffer_copy(second));
        check(
            &out,
            &[
                "%a = alloca [4 x <4 x float>]",
                "%p = getelementptr inbounds <4 x float>, ptr %a, i32 %i",
            ],
            &["addrspace(2) @W, i32 %i"],
        );
    }
}

#[test]
fn a_cbuffer_copy_whose_elements_swap_places_stays() {
    let body = cbuffer_copy("%w0").replace(
        "store <4 x float> %w0, ptr %a,",
        "store <4 x float> %w1, ptr %a,",
    );
    let out = run(&body);
    check(&out, &["%a = alloca [4 x <4 x float>]"], &[]);
}

/// `%dst` is an `llvm.memcpy` of `%src`, which the loop `fill` writes first; `extra`
/// goes after the copy, then a read of `%dst` at the thread's index.
fn local_copy(extra: &str) -> String {
    format!(
        r#"
define <4 x float> @main() {{
entry:
  %src = alloca [4 x <4 x float>], align 16
  %dst = alloca [4 x <4 x float>], align 16
  %i = call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr %src)
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %old = getelementptr inbounds <4 x float>, ptr %dst, i32 %k
  %x = load <4 x float>, ptr %old, align 16
  %s = getelementptr inbounds <4 x float>, ptr %src, i32 %k
  store <4 x float> %x, ptr %s, align 16
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, 4
  br i1 %done, label %copy, label %fill

copy:
  call void @llvm.memcpy.p0.p0.i32(ptr %dst, ptr %src, i32 64, i1 false)
  call void @llvm.lifetime.end.p0(ptr %src)
{extra}
  %p = getelementptr inbounds <4 x float>, ptr %dst, i32 %i
  %r = load <4 x float>, ptr %p, align 16
  ret <4 x float> %r
}}
"#
    )
}

#[test]
fn a_copy_of_a_local_array_is_read_at_the_source() {
    // Reads of the copy before the copy (of memory never written) read the source too.
    let out = run(&local_copy(""));
    check(
        &out,
        &[
            "%src = alloca [4 x <4 x float>]",
            "%old = getelementptr inbounds <4 x float>, ptr %src, i32 %k",
            "%p = getelementptr inbounds <4 x float>, ptr %src, i32 %i",
        ],
        &["%dst", "call void @llvm.memcpy", "call void @llvm.lifetime"],
    );
}

#[test]
fn a_copy_whose_source_changes_after_it_stays() {
    let out = run(&local_copy(
        "  store <4 x float> zeroinitializer, ptr %src, align 16",
    ));
    check(
        &out,
        &[
            "%dst = alloca",
            "memcpy",
            "%p = getelementptr inbounds <4 x float>, ptr %dst, i32 %i",
        ],
        &[],
    );
}

#[test]
fn a_copy_written_besides_the_copy_stays() {
    let out = run(&local_copy(
        "  store <4 x float> zeroinitializer, ptr %dst, align 16",
    ));
    check(&out, &["%dst = alloca", "memcpy"], &[]);
}

#[test]
fn a_copy_whose_address_escapes_stays() {
    for array in ["%dst", "%src"] {
        let out = run(&local_copy(&format!("  call void @use(ptr {array})")));
        check(&out, &["%dst = alloca", "memcpy"], &[]);
    }
}

#[test]
fn a_copy_in_a_loop_that_writes_the_source_first_stays() {
    // The copy runs in the loop that writes the source: the source's next write is
    // reachable from the copy.
    let body = local_copy("")
        .replace(
            "  %done = icmp eq i32 %k1, 4\n  br i1 %done, label %copy, label %fill\n\ncopy:\n",
            "",
        )
        .replace(
            "  call void @llvm.lifetime.end.p0(ptr %src)\n",
            "  %done = icmp eq i32 %k1, 4\n  br i1 %done, label %out, label %fill\n\nout:\n",
        );
    let out = run(&body);
    check(&out, &["%dst = alloca", "memcpy"], &[]);
}

#[test]
fn a_cbuffer_copy_of_aggregates_stays() {
    // A cbuffer starts each array element on a new row: an aggregate loaded from it
    // does not lie in the cbuffer as it lies in the local array.
    let out = run(r#"
define float @main() {
  %a = alloca [2 x [2 x float]], align 4
  %w = load [2 x float], ptr addrspace(2) @W, align 16
  store [2 x float] %w, ptr %a, align 4
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p = getelementptr inbounds float, ptr %a, i32 %i
  %r = load float, ptr %p, align 4
  ret float %r
}
"#);
    check(
        &out,
        &["%a = alloca [2 x [2 x float]]"],
        &["ptr addrspace(2) @W, i32 %i"],
    );
}
