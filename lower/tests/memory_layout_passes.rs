//! dxil-data-scalarization and dxil-flatten-arrays on small hand-written modules (the
//! shapes LLVM's scalar-data, scalarize-alloca, flatten-array and
//! bugfix_150050_data_scalarize_const_gep tests exercise, and those clang 22 writes for
//! the corpus: byte-offset GEPs, element-typed GEPs on arrays, constant-expression GEPs,
//! vector accesses, constant initializers). Each case checks the printed module for
//! lines in order, as FileCheck's CHECK does, and for lines that must be gone.

use crate::common;

use common::check_lines as check;
use dxil_lower::LowerError;

/// Runs `passes` on `body` under the module header.
fn run(body: &str, passes: &str) -> Result<String, LowerError> {
    common::run_passes_on(HEADER, body, passes)
}

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n";

const BOTH: &str = "dxil-data-scalarization,dxil-flatten-arrays";

#[test]
fn globals_of_vectors_and_nested_arrays_become_flat_scalar_arrays() {
    let m = r#"
@staticArray = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@g3 = local_unnamed_addr addrspace(3) global [3 x [3 x [3 x <4 x i32>]]] zeroinitializer, align 16
@vec = addrspace(3) global <4 x i32> zeroinitializer, align 16
@pal = internal unnamed_addr constant [2 x <3 x float>] [<3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> zeroinitializer], align 16
@tile = addrspace(3) global [2 x [3 x float]] zeroinitializer, align 4
"#;
    let out = run(m, "dxil-data-scalarization").unwrap();
    check(
        &out,
        &[
            "@staticArray = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4]",
            "@g3.scalarized = local_unnamed_addr addrspace(3) global [3 x [3 x [3 x [4 x i32]]]] zeroinitializer, align 16",
            "@vec.scalarized = addrspace(3) global [4 x i32] zeroinitializer",
            "@pal.scalarized = internal unnamed_addr constant [2 x [3 x float]] [[3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] zeroinitializer]",
            "@tile = addrspace(3) global [2 x [3 x float]]",
        ],
        &["<4 x i32>", "<3 x float>"],
    );
    let out = run(m, BOTH).unwrap();
    check(
        &out,
        &[
            "@staticArray = internal global [4 x i32]",
            "@g3.scalarized.1dim = local_unnamed_addr addrspace(3) global [108 x i32] zeroinitializer, align 16",
            "@vec.scalarized = addrspace(3) global [4 x i32]",
            "@pal.scalarized.1dim = internal unnamed_addr constant [6 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00]",
            "@tile.1dim = addrspace(3) global [6 x float] zeroinitializer",
        ],
        &["x [", "@staticArray.1dim"],
    );
}

#[test]
fn allocas_of_vectors_and_dynamic_geps() {
    let m = r#"
define void @main(i32 %tid) {
  %a = alloca [2 x <2 x i32>], align 16
  %b = alloca [2 x [2 x [2 x <2 x i32>]]], align 16
  %c = alloca <4 x i32>, align 16
  %p = getelementptr inbounds nuw [2 x <2 x i32>], ptr %a, i32 0, i32 %tid
  store i32 7, ptr %p, align 4
  ret void
}
"#;
    let out = run(m, "dxil-data-scalarization").unwrap();
    check(
        &out,
        &[
            "%a.scalarize = alloca [2 x [2 x i32]], align 16",
            "%b.scalarize = alloca [2 x [2 x [2 x [2 x i32]]]], align 16",
            "%c.scalarize = alloca [4 x i32], align 16",
            "getelementptr inbounds nuw [2 x [2 x i32]], ptr %a.scalarize, i32 0, i32 %tid",
        ],
        &["<2 x i32>", "<4 x i32>"],
    );
    let out = run(m, BOTH).unwrap();
    check(
        &out,
        &[
            "%a.scalarize.flat = alloca [4 x i32], align 16",
            "%b.scalarize.flat = alloca [16 x i32], align 16",
            "%c.scalarize = alloca [4 x i32], align 16",
            "= mul i32 %tid, 2",
            "%p = getelementptr inbounds [4 x i32], ptr %a.scalarize.flat, i32 0, i32 %",
            "store i32 7, ptr %p",
        ],
        &["x [", "<2 x i32>"],
    );
}

#[test]
fn vector_loads_and_stores_go_element_by_element() {
    let m = r#"
@arr = addrspace(3) global [2 x <4 x i32>] zeroinitializer, align 16
@vec = addrspace(3) global <4 x i32> zeroinitializer, align 16

define <4 x i32> @main(i32 %i) {
  %x = load <4 x i32>, ptr addrspace(3) getelementptr inbounds ([2 x <4 x i32>], ptr addrspace(3) @arr, i32 0, i32 1), align 16
  store <4 x i32> zeroinitializer, ptr addrspace(3) @vec, align 16
  %q = getelementptr inbounds <4 x i32>, ptr addrspace(3) @arr, i32 %i
  store <4 x i32> %x, ptr addrspace(3) %q, align 16
  ret <4 x i32> %x
}
"#;
    let out = run(m, BOTH).unwrap();
    check(
        &out,
        &[
            "getelementptr inbounds [8 x i32], ptr addrspace(3) @arr.scalarized.1dim, i32 0, i32 4",
            "load i32, ptr addrspace(3) %",
            "getelementptr inbounds [8 x i32], ptr addrspace(3) @arr.scalarized.1dim, i32 0, i32 7",
            "load i32, ptr addrspace(3) %",
            "insertelement <4 x i32>",
            "getelementptr inbounds [4 x i32], ptr addrspace(3) @vec.scalarized, i32 0, i32 0",
            "store i32 0, ptr addrspace(3) %",
            "getelementptr inbounds [4 x i32], ptr addrspace(3) @vec.scalarized, i32 0, i32 3",
            "store i32 0, ptr addrspace(3) %",
            "= mul i32 %i, 4",
            "extractelement <4 x i32>",
            "getelementptr inbounds [8 x i32], ptr addrspace(3) @arr.scalarized.1dim, i32 0, i32 %",
            "store i32 %",
        ],
        &[
            "load <4 x i32>",
            "store <4 x i32>",
            "getelementptr inbounds ([",
            "getelementptr inbounds <4 x i32>",
        ],
    );
}

#[test]
fn byte_offsets_element_geps_and_chains_flatten() {
    let m = r#"
@Tile = addrspace(3) global [16 x [17 x float]] zeroinitializer, align 4

define float @main(i32 %i, i32 %j) {
  %a = alloca [4 x <3 x float>], align 16
  %b = getelementptr inbounds nuw i8, ptr %a, i32 24
  store <3 x float> <float 1.0, float 2.0, float 3.0>, ptr %b, align 8
  %row = getelementptr inbounds nuw [17 x float], ptr addrspace(3) @Tile, i32 %i
  %cell = getelementptr inbounds nuw float, ptr addrspace(3) %row, i32 %j
  store float 1.0, ptr addrspace(3) %cell, align 4
  %v = load float, ptr addrspace(3) getelementptr inbounds nuw ([16 x [17 x float]], ptr addrspace(3) @Tile, i32 0, i32 2, i32 3), align 4
  ret float %v
}
"#;
    let out = run(m, BOTH).unwrap();
    check(
        &out,
        &[
            "%a.scalarize.flat = alloca [12 x float]",
            "getelementptr inbounds [12 x float], ptr %a.scalarize.flat, i32 0, i32 6",
            "store float 1.000000e+00",
            "getelementptr inbounds [12 x float], ptr %a.scalarize.flat, i32 0, i32 8",
            "store float 3.000000e+00",
            "= mul i32 %i, 17",
            "= add i32 %",
            "%cell = getelementptr inbounds [272 x float], ptr addrspace(3) @Tile.1dim, i32 0, i32 %",
            "store float 1.000000e+00, ptr addrspace(3) %cell",
            "getelementptr inbounds [272 x float], ptr addrspace(3) @Tile.1dim, i32 0, i32 37",
        ],
        &["%row", "i8, ptr", "x [17"],
    );
}

#[test]
fn scalar_access_through_the_root_and_struct_elements() {
    let m = r#"
%S = type { i32, float }
@arr = addrspace(3) global [4 x float] zeroinitializer, align 4

define float @main(i32 %i) {
  %s = alloca [2 x [2 x %S]], align 4
  %f = getelementptr inbounds [2 x [2 x %S]], ptr %s, i32 0, i32 1, i32 %i, i32 1
  store float 2.0, ptr %f, align 4
  %x = load float, ptr addrspace(3) @arr, align 4
  %y = atomicrmw add ptr addrspace(3) @arr, i32 1 monotonic, align 4
  ret float %x
}
"#;
    let out = run(m, "dxil-flatten-arrays").unwrap();
    check(
        &out,
        &[
            "%s.flat = alloca [4 x %S]",
            "%1 = add i32 %i, 2",
            "%f = getelementptr inbounds [4 x %S], ptr %s.flat, i32 0, i32 %1, i32 1",
            "getelementptr inbounds [4 x float], ptr addrspace(3) @arr, i32 0, i32 0",
            "load float, ptr addrspace(3) %",
            "getelementptr inbounds [4 x float], ptr addrspace(3) @arr, i32 0, i32 0",
            "atomicrmw add ptr addrspace(3) %",
        ],
        &["load float, ptr addrspace(3) @arr", "x [2 x %S]"],
    );
}

#[test]
fn unsupported_shapes_name_the_instruction() {
    let m = r#"
define void @main(i32 %x) {
  %a = alloca [4 x float], align 4
  %p = getelementptr inbounds i8, ptr %a, i32 %x
  store float 1.0, ptr %p, align 4
  ret void
}
"#;
    match run(m, "dxil-flatten-arrays") {
        Err(LowerError::Unsupported {
            what,
            site: Some(dxil_ir::Site::Inst(..)),
        }) => assert!(what.contains("whole number of elements"), "{what}"),
        other => panic!("expected an unsupported error at the GEP, got {other:?}"),
    }
    let m = r#"
define void @main() {
  %a = alloca [2 x <2 x float>], align 8
  store [2 x <2 x float>] zeroinitializer, ptr %a, align 8
  ret void
}
"#;
    match run(m, "dxil-data-scalarization") {
        Err(LowerError::Unsupported {
            site: Some(dxil_ir::Site::Inst(..)),
            ..
        }) => {}
        other => panic!("expected an unsupported error at the store, got {other:?}"),
    }
}

#[test]
fn a_byte_offset_known_to_be_whole_elements_becomes_an_index() {
    // clang writes `a[c ? 1 : 2] = v` on a float array as a byte GEP by a select of 4
    // and 8; shifted and scaled offsets are whole elements too.
    let m = r#"
define void @main(i1 %c, i32 %x) {
  %a = alloca [4 x float], align 4
  %off = select i1 %c, i32 4, i32 8
  %p = getelementptr inbounds i8, ptr %a, i32 %off
  store float 1.0, ptr %p, align 4
  %s = shl i32 %x, 2
  %q = getelementptr inbounds i8, ptr %a, i32 %s
  store float 2.0, ptr %q, align 4
  ret void
}
"#;
    let out = run(m, "dxil-flatten-arrays").unwrap();
    check(
        &out,
        &[
            "sdiv i32 %off, 4",
            "getelementptr inbounds [4 x float], ptr %a, i32 0, i32 %",
            "sdiv i32 %s, 4",
            "getelementptr inbounds [4 x float], ptr %a, i32 0, i32 %",
        ],
        &["getelementptr inbounds i8"],
    );
}
