//! `dxil-merge-element-stores`: stores in a row to the components of one typed-buffer
//! element become one store of the element (into `poison` when every component is
//! written, else into the element loaded before them); anything between them that may
//! touch memory, another element or a store of another type keeps them apart.

use crate::common;

use common::check_lines as check;

const HEADER: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1
declare i32 @llvm.dx.thread.id(i32) #0
declare void @touch()
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32, i32, i32, i32, ptr) #0
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1), i32) #0
attributes #0 = { nounwind memory(none) }
"#;

fn run(stores: &str) -> String {
    let body = format!(
        r#"
define void @main() {{
entry:
  %h = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %h, i32 %i)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %h, i32 7)
  %p1 = getelementptr inbounds nuw i8, ptr %p, i32 4
  %p2 = getelementptr inbounds nuw i8, ptr %p, i32 8
  %p3 = getelementptr inbounds nuw i8, ptr %p, i32 12
{stores}
  ret void
}}
"#
    );
    common::run_passes_on(HEADER, &body, "dxil-merge-element-stores").unwrap()
}

#[test]
fn every_component_written_is_one_store_of_the_element() {
    let out = run("  store i32 1, ptr %p, align 16
  store i32 %i, ptr %p1, align 4
  %x = add i32 %i, 1
  store i32 %x, ptr %p2, align 8
  store i32 4, ptr %p3, align 4");
    check(
        &out,
        &[
            "%x = add i32 %i, 1",
            "insertelement <4 x i32> poison, i32 1, i32 0",
            "i32 %i, i32 1",
            "i32 %x, i32 2",
            "i32 4, i32 3",
            "store <4 x i32>",
            "ret void",
        ],
        &["store i32", "getelementptr", "load"],
    );
}

#[test]
fn a_partial_write_keeps_the_rest_of_the_element_read_before_it() {
    let out = run("  store i32 1, ptr %p1, align 4
  store i32 2, ptr %p3, align 4");
    check(
        &out,
        &[
            "load <4 x i32>, ptr %p",
            "i32 1, i32 1",
            "i32 2, i32 3",
            "store <4 x i32>",
        ],
        &["store i32"],
    );
    // clang's own read of the element before the write is the one used.
    let out = run("  %old = load <4 x i32>, ptr %p, align 16
  %y = extractelement <4 x i32> %old, i32 2
  store i32 %y, ptr %p1, align 4
  store i32 2, ptr %p3, align 4");
    assert_eq!(out.matches("load <4 x i32>").count(), 1, "{out}");
    check(
        &out,
        &[
            "insertelement <4 x i32> %old, i32 %y, i32 1",
            "store <4 x i32>",
        ],
        &["store i32"],
    );
}

#[test]
fn a_later_store_to_a_component_wins() {
    let out = run("  store i32 1, ptr %p1, align 4
  store i32 2, ptr %p1, align 4");
    check(
        &out,
        &["i32 1, i32 1", "i32 2, i32 1", "store <4 x i32>"],
        &["store i32"],
    );
}

#[test]
fn what_may_touch_memory_or_another_element_keeps_the_stores_apart() {
    for between in [
        "call void @touch()",
        "%r = load i32, ptr %p1, align 4",
        "store i32 9, ptr %q, align 4",
    ] {
        let out = run(&format!(
            "  store i32 1, ptr %p, align 16
  {between}
  store i32 2, ptr %p1, align 4"
        ));
        check(
            &out,
            &["store i32 1, ptr %p", "store i32 2, ptr %p1"],
            &["store <4 x i32>"],
        );
    }
    // A call that touches no memory does not.
    let out = run("  store i32 1, ptr %p, align 16
  %t = call i32 @llvm.dx.thread.id(i32 1)
  store i32 %t, ptr %p1, align 4");
    check(&out, &["store <4 x i32>"], &["store i32"]);
    // One store alone is left as it is.
    let out = run("  store i32 1, ptr %p1, align 4");
    check(&out, &["store i32 1, ptr %p1"], &["store <4 x i32>"]);
}

#[test]
fn a_texels_components_written_in_a_row_are_one_store_too() {
    let header = format!(
        "{HEADER}declare target(\"dx.Texture\", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr) #0
declare ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target(\"dx.Texture\", <4 x float>, 1, 0, 0, 2), <2 x i32>) #0
"
    );
    let body = r#"
define void @main(<2 x i32> %xy, float %v) {
entry:
  %t = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %t, <2 x i32> %xy)
  store float %v, ptr %p, align 16
  %g = getelementptr inbounds nuw i8, ptr %p, i32 4
  store float 1.5, ptr %g, align 4
  ret void
}
"#;
    let out = common::run_passes_on(&header, body, "dxil-merge-element-stores").unwrap();
    check(
        &out,
        &[
            "load <4 x float>, ptr %p",
            "float %v, i32 0",
            "float 1.500000e+00, i32 1",
            "store <4 x float>",
        ],
        &["store float", "getelementptr"],
    );
}
