//! Debug info written as LLVM 3.7 records and read back: LLVM 22's nodes go in
//! downgraded (subprogram lists, function and variable links, 3.7 tags and flags) and
//! come out printed as LLVM 3.7 prints them; `!dbg` locations become DEBUG_LOC records;
//! LLVM 22's own reader takes the records as 3.7 bitcode.

use dxil_bitcode::{
    has_debug_info, read_module, strip_debug_info, write_module, BitcodeTree, Item,
};
use dxil_ir::printer::print_module;

const TEXT: &str = r#"
@g = global i32 0, !dbg !20

define float @f(float %x) !dbg !4 {
  %1 = fadd float %x, 1.000000e+00, !dbg !12
  %2 = fmul float %1, %1, !dbg !12
  %3 = fsub float %2, %x
  %4 = fadd float %3, %x, !dbg !13
  ret float %4, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !2}
!2 = !{i32 1, !"wchar_size", i32 4}

!0 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C, sourceLanguageVersion: 201112, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19)
!1 = !DIFile(filename: "a.hlsl", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !{!9, !10, !11}
!9 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 1, type: !7)
!10 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 3, type: !14)
!11 = !DILabel(scope: !4, name: "l", file: !1, line: 4)
!12 = !DILocation(line: 2, column: 5, scope: !4, atomGroup: 1, atomRank: 1)
!13 = !DILocation(line: 3, scope: !4, inlinedAt: !21)
!21 = distinct !DILocation(line: 7, column: 1, scope: !4)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, elements: !15)
!15 = !{!16, !17}
!16 = !DISubrange(count: !10)
!17 = !DISubrange(count: 4, lowerBound: -2)
!18 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 9, type: !7, isLocal: false, isDefinition: true)
!19 = !{!20}
!20 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
"#;

fn round_trip(text: &str) -> (Vec<u8>, String) {
    let m = dxil_parser::parse(text).expect("parses").module;
    let bytes = write_module(&m).expect("writes");
    let back = read_module(&bytes).expect("reads back");
    (bytes, print_module(&back))
}

fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle} in\n{text}"))
}

#[test]
fn nodes_read_back_in_llvm_3_7_form() {
    let (_, text) = round_trip(TEXT);
    let cu = line_with(&text, "!DICompileUnit(");
    assert!(
        cu.contains("distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: \"test\", isOptimized: true, runtimeVersion: 0, emissionKind: 1, subprograms: !"),
        "{cu}"
    );
    assert!(cu.contains(", globals: !"), "{cu}");
    let sp = line_with(&text, "!DISubprogram(");
    // Rebuilt (the label is left out of its variables), so distinct.
    assert!(
        sp.contains("= distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !"),
        "{sp}"
    );
    assert!(
        sp.contains("isLocal: false, isDefinition: true, scopeLine: 2, flags: DIFlagPrototyped, isOptimized: true, function: float (float)* @f, variables: !"),
        "{sp}"
    );
    assert!(
        text.contains("!DILocalVariable(tag: DW_TAG_arg_variable, name: \"x\", arg: 1, scope: !")
    );
    assert!(text.contains("!DILocalVariable(tag: DW_TAG_auto_variable, name: \"v\", scope: !"));
    assert!(!text.contains("DILabel"), "{text}");
    assert!(text.contains("!DISubrange(count: -1)"), "{text}");
    assert!(
        text.contains("!DISubrange(count: 4, lowerBound: -2)"),
        "{text}"
    );
    assert!(text.contains("!DIBasicType(name: \"float\", size: 32, encoding: DW_ATE_float)"));
    assert!(text.contains("!DIFile(filename: \"a.hlsl\", directory: \"/d\")"));
    let gv = line_with(&text, "!DIGlobalVariable(");
    assert!(
        gv.contains(
            "distinct !DIGlobalVariable(name: \"g\", scope: !0, file: !1, line: 9, type: !"
        ) && gv.contains("isLocal: false, isDefinition: true, variable: i32* @g)"),
        "{gv}"
    );
    // Functions and globals keep no `!dbg` (3.7 links them from the nodes).
    assert!(text.contains("define float @f(float %x) {"), "{text}");
}

#[test]
fn instruction_locations_are_debug_loc_records() {
    let (bytes, text) = round_trip(TEXT);
    assert!(line_with(&text, "%1 = fadd").contains(", !dbg !"), "{text}");
    assert!(!line_with(&text, "%3 = fsub").contains("!dbg"), "{text}");
    assert!(
        text.contains("!DILocation(line: 2, column: 5, scope: !"),
        "{text}"
    );
    let inlined = line_with(&text, "!DILocation(line: 3, scope: !");
    assert!(inlined.contains(", inlinedAt: !"), "{inlined}");
    // The inlined-at location is module metadata: a METADATA_LOCATION record.
    assert!(
        text.contains("= distinct !DILocation(line: 7, column: 1, scope: !"),
        "{text}"
    );
    // fadd: DEBUG_LOC; fmul: DEBUG_LOC_AGAIN; fsub: none; fadd and ret: DEBUG_LOC, AGAIN.
    let tree = BitcodeTree::read(&bytes).expect("tree");
    let mut codes = Vec::new();
    collect_function_codes(&tree.blocks[0].items, &mut codes);
    let locs: Vec<u32> = codes.into_iter().filter(|c| *c == 33 || *c == 35).collect();
    assert_eq!(locs, [35, 33, 35, 33]);
}

fn collect_function_codes(items: &[Item], out: &mut Vec<u32>) {
    for item in items {
        if let Item::Block(b) = item {
            if b.block_id == 12 {
                out.extend(b.items.iter().filter_map(|i| match i {
                    Item::Record(r) => Some(r.code),
                    _ => None,
                }));
            } else {
                collect_function_codes(&b.items, out);
            }
        }
    }
}

#[test]
fn stripping_leaves_no_debug_info() {
    let mut m = dxil_parser::parse(TEXT).expect("parses").module;
    assert!(has_debug_info(&m));
    strip_debug_info(&mut m);
    assert!(!has_debug_info(&m));
    let text = print_module(&read_module(&write_module(&m).expect("writes")).expect("reads"));
    assert!(!text.contains("!dbg"), "{text}");
    assert!(!text.contains("!DI"), "{text}");
    assert!(!text.contains("Debug Info Version"), "{text}");
    assert!(text.contains("!llvm.module.flags = !{!0}"), "{text}");
}

#[test]
fn nodes_without_a_3_7_form_are_errors() {
    let m = dxil_parser::parse("!named = !{!0}\n!0 = !DIStringType(name: \"s\", size: 8)\n")
        .expect("parses")
        .module;
    let e = write_module(&m).expect_err("DIStringType has no 3.7 record");
    assert!(e.to_string().contains("!DIStringType(...)"), "{e}");
}

#[test]
fn unknown_field_values_are_errors() {
    let m = dxil_parser::parse(
        "!named = !{!0}\n!0 = !DIBasicType(name: \"b\", size: 8, encoding: DW_ATE_nonsense)\n",
    )
    .expect("parses")
    .module;
    let e = write_module(&m).expect_err("unknown encoding");
    assert!(e.to_string().contains("encoding"), "{e}");
}

/// LLVM 22's reader takes the records as LLVM 3.7 bitcode and upgrades them.
#[test]
fn llvm_22_reads_the_records() {
    if std::process::Command::new("llvm-dis-22")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("note: llvm-dis-22 is not installed; skipped");
        return;
    }
    let m = dxil_parser::parse(TEXT).expect("parses").module;
    let bytes = write_module(&m).expect("writes");
    let path = std::env::temp_dir().join(format!("dxil-debug-info-{}.bc", std::process::id()));
    std::fs::write(&path, &bytes).expect("temp file");
    let out = std::process::Command::new("llvm-dis-22")
        .arg(&path)
        .arg("-o")
        .arg("-")
        .output()
        .expect("runs");
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // LLVM 22 upgrades 3.7's links: the unit's subprogram list becomes `unit:`, the
    // subprogram's function a `!dbg` on it, the global variable's global an expression.
    for fact in [
        "@g = global i32 0, !dbg !",
        "define float @f(float %x) !dbg !",
        "%1 = fadd float %x, 1.000000e+00, !dbg !",
        "distinct !DICompileUnit(language: DW_LANG_C11, file: !",
        "producer: \"test\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !",
        "!DIGlobalVariableExpression(var: !",
        "distinct !DISubprogram(name: \"f\", scope: !",
        "flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !",
        "!DILocalVariable(name: \"x\", arg: 1, scope: !",
        "!DISubrange(count: -1",
        "!DISubrange(count: 4, lowerBound: -2)",
        "!DILocation(line: 2, column: 5, scope: !",
        "distinct !DILocation(line: 7, column: 1, scope: !",
    ] {
        assert!(text.contains(fact), "{fact} not in\n{text}");
    }
    assert!(!line_with(&text, "%3 = fsub").contains("!dbg"), "{text}");
    assert!(line_with(&text, "!DILocation(line: 3,").contains("inlinedAt: !"));
}
