//! `!llvm.loop` through `dxil-translate-metadata`: a self-referencing node keeps at
//! most one of DXIL's unroll hints and becomes distinct, chains fold into one node,
//! other hints and non-self-references go, and malformed or conflicting unroll hints
//! are errors at the branch.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

/// A library with one loop whose back edge carries `!llvm.loop !0`, then `metadata`.
fn translate(metadata: &str) -> Result<String, String> {
    let text = format!(
        r#"target triple = "dxilv1.0-unknown-shadermodel6.0-library"
define void @f(i32 %n) {{
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %next = add i32 %i, 1
  br label %head, !llvm.loop !0
exit:
  ret void
}}
{metadata}"#
    );
    let mut m = dxil_parser::parse(&text).expect("parses").module;
    let names = parse_pipeline("dxil-translate-metadata").expect("pipeline parses");
    let mut cx = PassContext::default();
    run_passes(&mut m, &names, &mut cx).map_err(|e| e.to_string())?;
    Ok(dxil_ir::printer::print_module(&m))
}

/// The printed node the back edge's `!llvm.loop` names, and the node after it.
fn loop_nodes(out: &str) -> (String, String) {
    let at = out
        .find("!llvm.loop !")
        .expect("the loop keeps its attachment")
        + 11;
    let id: String = out[at..].chars().take_while(|c| *c != '\n').collect();
    let line_of = |id: &str| {
        out.lines()
            .find(|l| l.starts_with(&format!("{id} = ")))
            .unwrap_or_else(|| panic!("{id} printed in {out}"))
            .to_string()
    };
    let node = line_of(&id);
    let next = format!("!{}", id[1..].parse::<u32>().unwrap() + 1);
    (node, line_of(&next))
}

#[test]
fn a_chain_of_self_references_folds_into_one_distinct_node() {
    let out =
        translate("!0 = !{!0, !1}\n!1 = !{!1, !2}\n!2 = !{!\"llvm.loop.unroll.count\", i32 4}\n")
            .unwrap();
    let (node, hint) = loop_nodes(&out);
    let id = node.split(' ').next().unwrap();
    assert_eq!(
        node,
        format!(
            "{id} = distinct !{{{id}, !{}}}",
            &hint[1..hint.find(' ').unwrap()]
        )
    );
    assert!(
        hint.ends_with("!{!\"llvm.loop.unroll.count\", i32 4}"),
        "{out}"
    );
    assert_eq!(out.matches("llvm.loop.unroll.count").count(), 1, "{out}");
}

#[test]
fn unknown_hints_go_and_the_known_one_stays() {
    let out = translate(
        "!0 = distinct !{!0, !1, !2}\n!1 = !{!\"llvm.loop.mustprogress\"}\n!2 = !{!\"llvm.loop.unroll.disable\"}\n",
    )
    .unwrap();
    let (node, hint) = loop_nodes(&out);
    assert!(node.contains("= distinct !{"), "{out}");
    assert_eq!(
        node.matches('!').count(),
        4,
        "a self-reference and one hint: {out}"
    );
    assert!(hint.ends_with("!{!\"llvm.loop.unroll.disable\"}"), "{out}");
    assert!(!out.contains("mustprogress"), "{out}");
}

#[test]
fn a_node_without_a_self_reference_is_dropped() {
    let out = translate("!0 = !{!\"llvm.loop.unroll.disable\"}\n").unwrap();
    assert!(!out.contains("!llvm.loop"), "{out}");
    assert!(!out.contains("llvm.loop.unroll.disable"), "{out}");
}

#[test]
fn a_non_node_operand_leaves_a_bare_loop_marker() {
    let out = translate("!0 = !{!0, i32 0}\n").unwrap();
    let at = out.find("!llvm.loop !").unwrap() + 11;
    let id: String = out[at..].chars().take_while(|c| *c != '\n').collect();
    assert!(out.contains(&format!("{id} = distinct !{{{id}}}")), "{out}");
}

#[test]
fn malformed_and_conflicting_unroll_hints_are_errors() {
    let cases = [
        (
            "!0 = !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", !\"four\"}\n",
            "\"llvm.loop.unroll.count\" must have 2 operands and the second must be a constant integer",
        ),
        (
            "!0 = !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.full\", i32 1}\n",
            "must be provided as a single operand",
        ),
        (
            "!0 = !{!0, !1, !2}\n!1 = !{!\"llvm.loop.unroll.full\"}\n!2 = !{!\"llvm.loop.unroll.disable\"}\n",
            "Invalid \"llvm.loop\" metadata: Provided conflicting hints",
        ),
    ];
    for (md, want) in cases {
        let err = translate(md).expect_err(md);
        assert!(err.contains(want), "{md}: {err}");
    }
}
