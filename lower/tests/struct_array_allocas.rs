//! Local arrays of structs indexed at run time inside a member, through
//! `dxil-data-scalarization` and `dxil-flatten-arrays`: split into an array per member first (as a hull shader's
//! patch of structs is read), so each flattens; without a run-time index inside a
//! member the array of structs is left to flatten as it is.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

fn flatten(body: &str) -> Result<String, String> {
    let text = format!(
        "target triple = \"dxilv1.0-unknown-shadermodel6.0-library\"\n\
\
         define float @f(i32 %i, i32 %j) {{\nentry:\n{body}}}\n"
    );
    let mut m = dxil_parser::parse(&text).expect("parses").module;
    let names =
        parse_pipeline("dxil-data-scalarization,dxil-flatten-arrays").expect("pipeline parses");
    let mut cx = PassContext::default();
    run_passes(&mut m, &names, &mut cx).map_err(|e| e.to_string())?;
    let out = dxil_ir::printer::print_module(&m);
    dxil_ir::verifier::verify(&m).unwrap_or_else(|e| panic!("{e:?}\n{out}"));
    Ok(out)
}

/// Member GEPs with a run-time lane, and element GEPs whose member GEPs store: an
/// alloca per member (the vector an array once `dxil-data-scalarization` ran), `[2 x
/// [4 x float]]` and `[2 x [3 x float]]`, flattened to `[8 x float]` and `[6 x
/// float]`, no struct left.
#[test]
fn a_run_time_index_inside_a_member_splits_the_array_by_member() {
    let out = flatten(
        "  %a = alloca [2 x { <4 x float>, [3 x float] }]
  %e = getelementptr inbounds [2 x { <4 x float>, [3 x float] }], ptr %a, i32 0, i32 %i
  %v = getelementptr inbounds { <4 x float>, [3 x float] }, ptr %e, i32 0, i32 0
  store <4 x float> zeroinitializer, ptr %v
  %w = getelementptr inbounds { <4 x float>, [3 x float] }, ptr %e, i32 0, i32 1, i32 2
  store float 1.0, ptr %w
  %lane = getelementptr inbounds [2 x { <4 x float>, [3 x float] }], ptr %a, i32 0, i32 1, i32 0, i32 %j
  %x = load float, ptr %lane
  %el = getelementptr inbounds [2 x { <4 x float>, [3 x float] }], ptr %a, i32 0, i32 %i, i32 1, i32 %j
  %y = load float, ptr %el
  %r = fadd float %x, %y
  ret float %r
",
    )
    .unwrap();
    assert!(!out.contains("x {"), "{out}");
    assert!(out.contains("alloca [8 x float]"), "{out}");
    assert!(out.contains("alloca [6 x float]"), "{out}");
}

/// Constant indices inside the members: nothing to split.
#[test]
fn constant_member_indices_leave_the_array_of_structs() {
    let out = flatten(
        "  %a = alloca [2 x { <4 x float>, [3 x float] }]
  %lane = getelementptr inbounds [2 x { <4 x float>, [3 x float] }], ptr %a, i32 0, i32 %i, i32 1, i32 2
  %x = load float, ptr %lane
  ret float %x
",
    )
    .unwrap();
    assert!(
        out.contains("alloca [2 x { [4 x float], [3 x float] }]"),
        "{out}"
    );
}
