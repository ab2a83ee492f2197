//! dxil-resource-access on the shapes clang 22's optimizer leaves that the plain
//! getpointer/GEP/load/store walk does not cover: vectors of more than 4 elements
//! (matrices in structured buffers), a bit-packed `<N x i1>` load (InstCombine's form
//! of a `bool` read at a byte offset), and loads through phis and selects of pointers
//! into different resources (the offload suite's ResourceControlFlow tests). Each case
//! checks the printed module for lines in order, and for lines that must be gone.

use crate::common;

use common::check_lines as check;
use dxil_lower::LowerError;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n";

const DECLS: &str = r#"
@.a = private constant [2 x i8] c"A\00"
@.b = private constant [2 x i8] c"B\00"
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare i32 @llvm.dx.thread.id(i32)
"#;

/// Runs `dxil-resource-access` on `body` under the module header and declarations.
fn run(body: &str) -> Result<String, LowerError> {
    common::run_passes_on(&format!("{HEADER}{DECLS}"), body, "dxil-resource-access")
}

#[test]
fn wide_vectors_move_in_parts_of_four() {
    let out = run(r#"
declare target("dx.RawBuffer", [6 x float], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0), i32)
define void @main() {
  %h = call target("dx.RawBuffer", [6 x float], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0) %h, i32 1)
  %v = load <6 x float>, ptr %p, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0) %h, i32 2)
  store <6 x float> %v, ptr %q, align 4
  ret void
}
"#)
    .unwrap();
    check(
        &out,
        &[
            "call { <4 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v4f32",
            "call { <2 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v2f32",
            "insertelement <6 x float>",
            "<6 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>",
            "%h, i32 2, i32 0, <4 x float>",
            "<6 x float> poison, <2 x i32> <i32 4, i32 5>",
            "%h, i32 2, i32 16, <2 x float>",
        ],
        &[
            "load <6 x float>",
            "store <6 x float>",
            "call ptr @llvm.dx.resource.getpointer",
        ],
    );
}

#[test]
fn a_bit_packed_bool_vector_reads_the_word_holding_the_bit() {
    let out = run(r#"
define void @main() {
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 1)
  %v = load <128 x i1>, ptr %p, align 16
  %b = extractelement <128 x i1> %v, i64 97
  %z = zext i1 %b to i32
  store i32 %z, ptr %p, align 4
  ret void
}
"#)
    .unwrap();
    check(
        &out,
        &[
            "@llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target(\"dx.RawBuffer\", i32, 1, 0) %h, i32 1, i32 12)",
            "lshr i32 %2, 1",
            "trunc i32 %3 to i1",
            "zext i1 %4 to i32",
        ],
        &["<128 x i1>"],
    );
}

#[test]
fn loads_through_a_phi_of_two_resources_go_back_to_the_branches() {
    let out = run(r#"
define void @main() {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ha, i32 %t)
  br label %join
b:
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.b)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %hb, i32 %t)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %ho = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @.b)
  %g = getelementptr inbounds i8, ptr %p, i32 4
  %v = load i32, ptr %g, align 4
  %po = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ho, i32 %t)
  store i32 %v, ptr %po, align 4
  ret void
}
"#)
    .unwrap();
    check(
        &out,
        &[
            "a:",
            "@llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target(\"dx.RawBuffer\", i32, 1, 0) %ha",
            "br label %join",
            "b:",
            "@llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target(\"dx.RawBuffer\", i32, 1, 0) %hb",
            "br label %join",
            "join:",
            "phi i32",
            "@llvm.dx.resource.store.rawbuffer",
        ],
        &["phi ptr", "call ptr @llvm.dx.resource.getpointer", "getelementptr"],
    );
}

#[test]
fn a_load_through_a_select_of_different_resources_is_llvms_fatal_error() {
    // LLVM stops here (non-unique-pointer-select.ll): one DXIL access cannot address
    // either of two bindings. The notes name the access and both handles.
    let err = run(r#"
define void @main() {
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %c = icmp eq i32 %t, 0
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ha, i32 %t)
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.b)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %hb, i32 %t)
  %p = select i1 %c, ptr %pa, ptr %pb
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %pa, align 4
  ret void
}
"#)
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Resource access is not guaranteed to map to a unique global resource"
    );
    let headings: Vec<&str> = err.notes().iter().map(|n| n.heading.as_str()).collect();
    assert_eq!(
        headings,
        [
            "At resource access:",
            "Uses resource handle:",
            "Uses resource handle:"
        ]
    );
    assert!(err.notes().iter().all(|n| n.site.is_some()));
}

#[test]
fn a_store_through_a_phi_of_resources_goes_back_to_the_branches() {
    let out = run(r#"
define void @main(i32 %v0, i32 %v1) {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %c = icmp eq i32 %t, 0
  br i1 %c, label %a, label %b
a:
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ha, i32 %t)
  br label %join
b:
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.b)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %hb, i32 %t)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %v = phi i32 [ %v0, %a ], [ %v1, %b ]
  store i32 %v, ptr %p, align 4
  ret void
}
"#)
    .unwrap();
    check(
        &out,
        &[
            "a:",
            "(target(\"dx.RawBuffer\", i32, 1, 0) %ha, i32 %t, i32 0, i32 %v0)",
            "b:",
            "(target(\"dx.RawBuffer\", i32, 1, 0) %hb, i32 %t, i32 0, i32 %v1)",
            "join:",
            "ret void",
        ],
        &[
            "phi ptr",
            "call ptr @llvm.dx.resource.getpointer",
            "store i32",
        ],
    );
}

#[test]
fn a_store_through_a_select_of_resources_is_reported_at_the_store() {
    let err = run(r#"
define void @main() {
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %c = icmp eq i32 %t, 0
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ha, i32 %t)
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.b)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %hb, i32 %t)
  %p = select i1 %c, ptr %pa, ptr %pb
  store i32 %t, ptr %p, align 4
  ret void
}
"#)
    .unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("select of resource pointers"),
        "unexpected error: {msg}"
    );
    assert!(
        matches!(err, LowerError::Unsupported { site: Some(_), .. }),
        "no site: {err:?}"
    );
}

#[test]
fn a_load_after_a_store_in_the_join_block_is_not_moved() {
    let err = run(r#"
define void @main() {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %c = icmp eq i32 %t, 0
  %ho = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @.b)
  %po = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ho, i32 %t)
  br i1 %c, label %a, label %b
a:
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %ha, i32 %t)
  br label %join
b:
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.b)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %hb, i32 %t)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  store i32 %t, ptr %po, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %po, align 4
  ret void
}
"#)
    .unwrap_err();
    assert!(
        err.to_string().contains("after a memory write"),
        "unexpected error: {err}"
    );
}

#[test]
fn cbuffer_getpointer_loads_read_rows() {
    let out = run(r#"
%CB = type <{ <{ [9 x <{ i32, target("dx.Padding", 12) }>], i32 }>, target("dx.Padding", 12), <2 x double>, <3 x i32> }>
declare target("dx.CBuffer", %CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_CBst(i32, i32, i32, i32, ptr)
declare ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s_CBst(target("dx.CBuffer", %CB), i32)
declare ptr addrspace(2) @llvm.dx.resource.getbasepointer.p2.tdx.CBuffer_s_CBst(target("dx.CBuffer", %CB))
define void @main(i32 %idx, ptr %dst) {
  %h = call target("dx.CBuffer", %CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_CBst(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  %base = call ptr addrspace(2) @llvm.dx.resource.getbasepointer.p2.tdx.CBuffer_s_CBst(target("dx.CBuffer", %CB) %h)
  %s = getelementptr <{ i32, target("dx.Padding", 12) }>, ptr addrspace(2) %base, i32 %idx
  %sv = load i32, ptr addrspace(2) %s, align 4
  store i32 %sv, ptr %dst, align 4
  %d = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s_CBst(target("dx.CBuffer", %CB) %h, i32 160)
  %dv = load <2 x double>, ptr addrspace(2) %d, align 8
  store <2 x double> %dv, ptr %dst, align 8
  %t = getelementptr inbounds nuw i8, ptr addrspace(2) %d, i32 16
  %tv = load <3 x i32>, ptr addrspace(2) %t, align 4
  store <3 x i32> %tv, ptr %dst, align 4
  ret void
}
"#)
    .unwrap();
    check(
        &out,
        &[
            "call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s_CBst(target(\"dx.CBuffer\", %CB) %h, i32 %idx)",
            "extractvalue { i32, i32, i32, i32 }",
            "call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s_CBst(target(\"dx.CBuffer\", %CB) %h, i32 10)",
            "extractvalue { double, double } %",
            "extractvalue { double, double } %",
            "insertelement <2 x double> poison",
            "@llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s_CBst(target(\"dx.CBuffer\", %CB) %h, i32 11)",
            "insertelement <3 x i32>",
        ],
        &["getpointer(", "getbasepointer(", "addrspace(2) %"],
    );
}
