//! Phis of arrays and structs through `scalarizer`: each becomes scalar phis (an
//! element phi per field, then a lane phi per vector lane), their incoming values
//! found through `insertvalue` chains and constants or extracted in the predecessor,
//! and the aggregate's `extractvalue`s fold away.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

fn scalarize(body: &str) -> String {
    let text = format!(
        "target triple = \"dxilv1.0-unknown-shadermodel6.0-library\"\n\
         declare {{ [2 x <2 x float>], i32 }} @g()\n\
         define float @f(i32 %n, <2 x float> %a) {{\n{body}}}\n"
    );
    let mut m = dxil_parser::parse(&text).expect("parses").module;
    let names = parse_pipeline("scalarizer").expect("pipeline parses");
    let mut cx = PassContext::default();
    run_passes(&mut m, &names, &mut cx).expect("scalarizes");
    let out = dxil_ir::printer::print_module(&m);
    dxil_ir::verifier::verify(&m).unwrap_or_else(|e| panic!("{e:?}\n{out}"));
    out
}

/// A matrix-like `[2 x <2 x float>]` carried around a loop, started from a constant.
#[test]
fn an_array_of_vectors_around_a_loop_becomes_lane_phis() {
    let out = scalarize(
        "entry:
  br label %head
head:
  %m = phi [2 x <2 x float>] [ zeroinitializer, %entry ], [ %m2, %body ]
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %col = extractvalue [2 x <2 x float>] %m, 1
  %sum = fadd <2 x float> %col, %a
  %m1 = insertvalue [2 x <2 x float>] %m, <2 x float> %sum, 1
  %m2 = insertvalue [2 x <2 x float>] %m1, <2 x float> %a, 0
  %next = add i32 %i, 1
  br label %head
exit:
  %last = extractvalue [2 x <2 x float>] %m, 1
  %x = extractelement <2 x float> %last, i32 1
  ret float %x
",
    );
    let phis: Vec<&str> = out.lines().filter(|l| l.contains(" = phi ")).collect();
    assert!(
        phis.iter()
            .all(|l| l.contains("phi float") || l.contains("phi i32")),
        "{out}"
    );
    // The column read (two lanes) and the counter; the column never read goes.
    assert_eq!(phis.len(), 3, "{out}");
    assert!(!out.contains("extractvalue"), "{out}");
    assert!(!out.contains("insertvalue"), "{out}");
}

/// An incoming value that is neither built nor constant (a call's struct) is read
/// element by element at the end of its predecessor.
#[test]
fn an_opaque_incoming_struct_is_extracted_in_its_predecessor() {
    let out = scalarize(
        "entry:
  %s = call { [2 x <2 x float>], i32 } @g()
  %c = icmp eq i32 %n, 0
  br i1 %c, label %other, label %join
other:
  br label %join
join:
  %p = phi { [2 x <2 x float>], i32 } [ %s, %entry ], [ zeroinitializer, %other ]
  %k = extractvalue { [2 x <2 x float>], i32 } %p, 1
  %col = extractvalue { [2 x <2 x float>], i32 } %p, 0, 1
  %x = extractelement <2 x float> %col, i32 0
  %kf = sitofp i32 %k to float
  %r = fadd float %x, %kf
  ret float %r
",
    );
    let entry_end = out.find("br i1").unwrap();
    let extracts_in_entry = out[..entry_end].matches("extractvalue").count();
    assert!(extracts_in_entry >= 2, "{out}");
    let join = out.find("join:").unwrap();
    assert!(!out[join..].contains("extractvalue"), "{out}");
    assert!(!out.contains("phi {"), "{out}");
    assert!(!out.contains("phi ["), "{out}");
}
