//! dxil-resource-access on merges of GEPs off resource pointers of one binding (LLVM's
//! handle-to-index-gep.ll): the element indices, handle indices and byte offsets are
//! merged, each offset computed where its GEP was, and one access follows the merge.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

const HEADER: &str = r#"target triple = "dxilv1.6-unknown-shadermodel6.6-library"
%struct.S = type { i32, i32 }
@.out = private constant [4 x i8] c"Out\00"
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
"#;

/// The module after dxil-resource-access, printed.
fn lowered(body: &str) -> String {
    let text = format!("{HEADER}{body}");
    let mut m = dxil_parser::parse(&text)
        .unwrap_or_else(|e| panic!("test module does not parse: {e}\n{text}"))
        .module;
    let names = parse_pipeline("dxil-resource-access").unwrap();
    run_passes(&mut m, &names, &mut PassContext::default()).unwrap();
    dxil_ir::printer::print_module(&m)
}

/// Asserts that the lines of `out` contain each of `want`, in order, on consecutive
/// lines.
fn assert_consecutive(out: &str, want: &[&str]) {
    let lines: Vec<&str> = out.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.contains(want[0]))
        .unwrap_or_else(|| panic!("no `{}` in:\n{out}", want[0]));
    for (k, w) in want.iter().enumerate() {
        let line = lines.get(start + k).copied().unwrap_or_default();
        assert!(
            line.contains(w),
            "line {} is `{line}`, wanted `{w}` in:\n{out}",
            start + k
        );
    }
}

#[test]
fn a_phi_of_field_geps_merges_elements_handles_and_offsets() {
    let out = lowered(
        r#"
define i32 @f(i1 %cond, i32 %a, i32 %b, i32 %x, i32 %y) {
entry:
  %h0 = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 2, i32 0, i32 -1, i32 0, ptr @.out)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h0, i32 %a)
  %f0 = getelementptr %struct.S, ptr %p0, i32 %x, i32 1
  br i1 %cond, label %then, label %merge
then:
  %h1 = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 2, i32 0, i32 -1, i32 1, ptr @.out)
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h1, i32 %b)
  br label %merge
merge:
  %p = phi ptr [ %f0, %entry ], [ %p1, %then ]
  %v = load i32, ptr %p
  ret i32 %v
}
"#,
    );
    assert_consecutive(
        &out,
        &["entry:", "= mul i32 %x, 8", "= add i32 4, %", "br i1 %cond"],
    );
    assert_consecutive(
        &out,
        &[
            "merge:",
            "= phi i32 [ %a, %entry ], [ %b, %then ]",
            "= phi i32 [ 0, %entry ], [ 1, %then ]",
            "= phi i32 [ %1, %entry ], [ 0, %then ]",
            "handlefromimplicitbinding",
            "@llvm.dx.resource.load.rawbuffer.i32",
        ],
    );
    assert!(!out.contains("getelementptr"), "{out}");
    assert!(!out.contains("phi ptr"), "{out}");
}

#[test]
fn a_select_of_one_constant_offset_needs_no_offset_merge() {
    let out = lowered(
        r#"
define i32 @f(i1 %cond, i32 %a, i32 %b) {
entry:
  %h0 = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 2, i32 0, i32 -1, i32 0, ptr @.out)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h0, i32 %a)
  %f0 = getelementptr %struct.S, ptr %p0, i32 0, i32 1
  %h1 = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 2, i32 0, i32 -1, i32 1, ptr @.out)
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h1, i32 %b)
  %f1 = getelementptr %struct.S, ptr %p1, i32 0, i32 1
  %p = select i1 %cond, ptr %f0, ptr %f1
  %v = load i32, ptr %p
  ret i32 %v
}
"#,
    );
    assert_consecutive(
        &out,
        &[
            "= select i1 %cond, i32 %a, i32 %b",
            "= select i1 %cond, i32 0, i32 1",
            "handlefromimplicitbinding",
            "@llvm.dx.resource.load.rawbuffer.i32",
        ],
    );
    assert!(
        out.contains(", i32 4)"),
        "the constant offset 4 is used as is:\n{out}"
    );
}
