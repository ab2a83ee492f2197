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
    let out = run(&(r#"
define float @main() {
  %a = alloca [2 x [2 x float]], align 4
  %w = load [2 x float], ptr addrspace(2) @W, align 16
  store [2 x float] %w, ptr %a, align 4
"#
    .to_string()
        + READ_FLOAT_AT_TID));
    check(
        &out,
        &["%a = alloca [2 x [2 x float]]"],
        &["ptr addrspace(2) @W, i32 %i"],
    );
}

/// The end of a function reading the float array `%a` at the thread's index.
const READ_FLOAT_AT_TID: &str = "  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p = getelementptr inbounds float, ptr %a, i32 %i
  %r = load float, ptr %p, align 4
  ret float %r
}
";

/// A static struct of two arrays, `{ [1 x <4 x float>], [2 x <4 x float>] }`, stored
/// from the cbuffer globals `@W` (field 0) and `@V` (field 1) by `stores`, then read at
/// `ST.b[i]` by `reads`.
fn static_copy(stores: &str, reads: &str) -> String {
    format!(
        r#"
@ST = internal global {{ [1 x <4 x float>], [2 x <4 x float>] }} zeroinitializer, align 16

define <4 x float> @main() {{
  %w0 = load <4 x float>, ptr addrspace(2) @W, align 16
  %v0 = load <4 x float>, ptr addrspace(2) @V, align 16
  %v1 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @V, i32 16), align 16
  %i = call i32 @llvm.dx.thread.id(i32 0)
{stores}
{reads}
  ret <4 x float> %r
}}
"#
    )
}

const STATIC_STORES: &str = "  store <4 x float> %w0, ptr @ST, align 16
  store <4 x float> %v0, ptr getelementptr inbounds nuw (i8, ptr @ST, i32 16), align 16
  store <4 x float> %v1, ptr getelementptr inbounds nuw (i8, ptr @ST, i32 32), align 16";

const STATIC_READ: &str = "  %p = getelementptr inbounds nuw <4 x float>, ptr getelementptr inbounds nuw (i8, ptr @ST, i32 16), i32 %i
  %r = load <4 x float>, ptr %p, align 16";

#[test]
fn a_static_copied_from_cbuffer_arrays_reads_each_field_at_its_global() {
    let out = run(&static_copy(STATIC_STORES, STATIC_READ));
    check(
        &out,
        &["%p = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) @V, i32 %i"],
        &["store", "%w0 =", "%v1 ="],
    );
}

#[test]
fn a_static_read_before_it_is_written_stays() {
    // The read sees the zero initializer.
    let out = run(&static_copy("", &format!("{STATIC_READ}\n{STATIC_STORES}")));
    check(&out, &["ptr @ST"], &["addrspace(2) @V, i32 %i"]);
}

#[test]
fn a_static_written_in_part_stays() {
    // Field 0 keeps its zero initializer.
    let stores = STATIC_STORES.replace("  store <4 x float> %w0, ptr @ST, align 16\n", "");
    let out = run(&static_copy(&stores, STATIC_READ));
    check(&out, &["ptr @ST"], &["addrspace(2) @V, i32 %i"]);
}

#[test]
fn a_static_another_function_uses_stays() {
    let body = static_copy(STATIC_STORES, STATIC_READ)
        + "\ndefine void @other() {\n  store <4 x float> zeroinitializer, ptr @ST, align 16\n  ret void\n}\n";
    let out = run(&body);
    check(
        &out,
        &["%p = getelementptr inbounds nuw <4 x float>, ptr getelementptr"],
        &[],
    );
}

#[test]
fn a_read_whose_constant_offset_leaves_its_field_stays() {
    // The GEP on the static points into field 0, the read at field 1: which cbuffer
    // global to read is not clear.
    let read = "  %q = getelementptr inbounds nuw <4 x float>, ptr @ST, i32 %i
  %p = getelementptr inbounds nuw i8, ptr %q, i32 16
  %r = load <4 x float>, ptr %p, align 16";
    let out = run(&static_copy(STATIC_STORES, read));
    check(&out, &["ptr @ST, i32 %i"], &["addrspace(2) @W, i32 %i"]);
}

#[test]
fn copies_from_two_cbuffer_globals_into_one_array_stay() {
    // An array, not a struct: an index may cross from one global's part to the other's.
    let out = run(r#"
define <4 x float> @main() {
  %a = alloca [2 x <4 x float>], align 16
  %w0 = load <4 x float>, ptr addrspace(2) @W, align 16
  %v0 = load <4 x float>, ptr addrspace(2) @V, align 16
  store <4 x float> %w0, ptr %a, align 16
  %a1 = getelementptr inbounds nuw i8, ptr %a, i32 16
  store <4 x float> %v0, ptr %a1, align 16
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p = getelementptr inbounds <4 x float>, ptr %a, i32 %i
  %r = load <4 x float>, ptr %p, align 16
  ret <4 x float> %r
}
"#);
    check(&out, &["%a = alloca [2 x <4 x float>]"], &[]);
}

#[test]
fn elements_extracted_from_cbuffer_rows_are_read_at_the_cbuffer() {
    let out = run(&(r#"
define float @main() {
  %a = alloca [8 x float], align 4
  %w0 = load <4 x float>, ptr addrspace(2) @W, align 16
  %e0 = extractelement <4 x float> %w0, i64 0
  store float %e0, ptr %a, align 4
  %e1 = extractelement <4 x float> %w0, i64 1
  %a1 = getelementptr inbounds nuw i8, ptr %a, i32 4
  store float %e1, ptr %a1, align 4
"#
    .to_string()
        + READ_FLOAT_AT_TID));
    check(
        &out,
        &["%p = getelementptr inbounds float, ptr addrspace(2) @W, i32 %i"],
        &["alloca", "extractelement", "%w0 ="],
    );
}

/// A structured buffer element of 16 floats (`WRITABLE`: 1 for a UAV) copied into a
/// local array and read at the thread's index.
fn resource_copy(writable: u32) -> String {
    format!(
        r#"
@.b = private constant [2 x i8] c"B\00"
declare target("dx.RawBuffer", [16 x float], {writable}, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a16f32_{writable}_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a16f32_{writable}_0t(target("dx.RawBuffer", [16 x float], {writable}, 0), i32)

define float @main() {{
  %a = alloca [16 x float], align 4
  %h = call target("dx.RawBuffer", [16 x float], {writable}, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a16f32_{writable}_0t(i32 0, i32 0, i32 1, i32 0, ptr @.b)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a16f32_{writable}_0t(target("dx.RawBuffer", [16 x float], {writable}, 0) %h, i32 %i)
  call void @llvm.memcpy.p0.p0.i32(ptr %a, ptr %e, i32 64, i1 false)
  %p = getelementptr inbounds float, ptr %a, i32 %i
  %r = load float, ptr %p, align 4
  ret float %r
}}
"#
    )
}

#[test]
fn a_copy_of_a_read_only_resource_element_is_read_at_the_resource() {
    let out = run(&resource_copy(0));
    check(
        &out,
        &["%p = getelementptr inbounds float, ptr %e, i32 %i"],
        &["alloca", "call void @llvm.memcpy"],
    );
}

#[test]
fn a_copy_of_a_writable_resource_element_stays() {
    // The shader (or another thread) may write the element after the copy.
    let out = run(&resource_copy(1));
    check(
        &out,
        &["%a = alloca [16 x float]", "call void @llvm.memcpy"],
        &[],
    );
}

/// A static that `llvm.memcpy` fills from the constant `@K` (`read_first`: read once
/// before the copy too), then read at the thread's index.
fn constant_copy(read_first: bool) -> String {
    let early = if read_first {
        "  %q = getelementptr inbounds <4 x float>, ptr @S, i32 %i\n  %e = load <4 x float>, ptr %q, align 16\n"
    } else {
        ""
    };
    format!(
        r#"
@K = internal unnamed_addr constant [2 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 9.0, float 8.0, float 7.0, float 6.0>], align 16
@S = internal unnamed_addr global [2 x <4 x float>] zeroinitializer, align 16

define <4 x float> @main() {{
  %i = call i32 @llvm.dx.thread.id(i32 0)
{early}  call void @llvm.memcpy.p0.p0.i32(ptr @S, ptr @K, i32 32, i1 false)
  %p = getelementptr inbounds <4 x float>, ptr @S, i32 %i
  %r = load <4 x float>, ptr %p, align 16
  ret <4 x float> %r
}}
"#
    )
}

#[test]
fn a_static_copied_from_a_constant_is_read_at_the_constant() {
    let out = run(&constant_copy(false));
    check(
        &out,
        &["%p = getelementptr inbounds <4 x float>, ptr @K, i32 %i"],
        &["call void @llvm.memcpy", "ptr @S, i32 %i"],
    );
}

#[test]
fn a_static_read_before_its_copy_stays() {
    let out = run(&constant_copy(true));
    check(&out, &["call void @llvm.memcpy", "ptr @S, i32 %i"], &[]);
}

#[test]
fn a_static_copied_on_one_branch_stays() {
    // The read after the join may come by the other branch, where @S holds zeros.
    let body = constant_copy(false)
        .replace(
            "  call void @llvm.memcpy.p0.p0.i32(ptr @S, ptr @K, i32 32, i1 false)\n",
            "  %c = icmp eq i32 %i, 0\n  br i1 %c, label %copy, label %join\n\ncopy:\n  call void @llvm.memcpy.p0.p0.i32(ptr @S, ptr @K, i32 32, i1 false)\n  br label %join\n\njoin:\n",
        );
    let out = run(&body);
    check(&out, &["call void @llvm.memcpy", "ptr @S, i32 %i"], &[]);
    // Copied before the branch, it goes.
    let body = constant_copy(false).replace(
        "  %p = getelementptr",
        "  %c = icmp eq i32 %i, 0\n  br i1 %c, label %then, label %join\n\nthen:\n  br label %join\n\njoin:\n  %p = getelementptr",
    );
    let out = run(&body);
    check(&out, &["ptr @K, i32 %i"], &["call void @llvm.memcpy"]);
}

/// `@S` copied from the static `@G`, which the function fills from the cbuffer by a
/// shuffle first; `after` goes after the copy, then a read of `@S`.
fn static_to_static_copy(after: &str) -> String {
    format!(
        r#"
@G = internal global [2 x <4 x float>] zeroinitializer, align 16
@S = internal global [2 x <4 x float>] zeroinitializer, align 16

define <4 x float> @main() {{
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %w = load <4 x float>, ptr addrspace(2) @W, align 16
  %t = shufflevector <4 x float> %w, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x float> %t, ptr @G, align 16
  store <4 x float> %w, ptr getelementptr inbounds nuw (i8, ptr @G, i32 16), align 16
  call void @llvm.memcpy.p0.p0.i32(ptr @S, ptr @G, i32 32, i1 false)
{after}  %p = getelementptr inbounds <4 x float>, ptr @S, i32 %i
  %r = load <4 x float>, ptr %p, align 16
  ret <4 x float> %r
}}
"#
    )
}

#[test]
fn a_static_copied_from_another_is_read_at_the_other() {
    let out = run(&static_to_static_copy(""));
    check(
        &out,
        &["%p = getelementptr inbounds <4 x float>, ptr @G, i32 %i"],
        &["call void @llvm.memcpy", "ptr @S"],
    );
}

#[test]
fn a_static_copied_from_another_written_after_stays() {
    let out = run(&static_to_static_copy(
        "  store <4 x float> zeroinitializer, ptr @G, align 16\n",
    ));
    check(&out, &["call void @llvm.memcpy", "ptr @S, i32 %i"], &[]);
}

#[test]
fn an_array_nothing_reads_goes_with_its_writes() {
    let out = run(r#"
@G = internal global [2 x float] zeroinitializer, align 4

define void @main() {
  %a = alloca [4 x float], align 4
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %x = sitofp i32 %i to float
  %p = getelementptr inbounds float, ptr %a, i32 %i
  store float %x, ptr %p, align 4
  store float %x, ptr getelementptr inbounds nuw (i8, ptr @G, i32 4), align 4
  ret void
}
"#);
    // What computed only the values stored goes too.
    check(
        &out,
        &["%i = call i32 @llvm.dx.thread.id(i32 0)", "ret void"],
        &["alloca", "store", "sitofp"],
    );
}
