//! The printer numbers metadata as LLVM's slot tracker does (the order `opt -S` prints,
//! which LLVM's CHECK lines name): globals' attachments first, then the named metadata
//! in order, then each function's attachments and its instructions' attachments; a
//! node before the nodes among its operands. Expected text from `opt-22 -S` on the
//! same module.

#[test]
fn metadata_is_numbered_in_llvm_slot_order() {
    let text = r#"
@g = global i32 0, !g.md !10

define void @f(i32 %a) !f.md !11 {
entry:
  %x = add i32 %a, 1, !inst.md !12
  ret void
}

!named = !{!20, !21}

!10 = !{!"global"}
!11 = !{!"function"}
!12 = !{!"instruction"}
!20 = !{!22, !21}
!21 = !{!"shared"}
!22 = !{!"child"}
"#;
    let m = dxil_parser::parse(text).expect("parses").module;
    let out = dxil_ir::printer::print_module(&m);
    let want = [
        "@g = global i32 0, !g.md !0",
        "define void @f(i32 %a) !f.md !4 {",
        "%x = add i32 %a, 1, !inst.md !5",
        "!named = !{!1, !3}",
        "!0 = !{!\"global\"}",
        "!1 = !{!2, !3}",
        "!2 = !{!\"child\"}",
        "!3 = !{!\"shared\"}",
        "!4 = !{!\"function\"}",
        "!5 = !{!\"instruction\"}",
    ];
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    let mut at = 0;
    for w in want {
        match lines[at..].iter().position(|l| *l == w) {
            Some(p) => at += p + 1,
            None => panic!("expected `{w}` (after line {at}) in:\n{out}"),
        }
    }
}
