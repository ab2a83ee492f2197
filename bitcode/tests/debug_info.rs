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
!15 = !{!16, !17, !22}
!16 = !DISubrange(count: !10)
!17 = !DISubrange(count: 4, lowerBound: -2)
!22 = !DISubrange(count: i64 5, lowerBound: i64 -1)
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

fn assert_has_all(text: &str, facts: &[&str]) {
    for fact in facts {
        assert!(text.contains(fact), "{fact} not in\n{text}");
    }
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
        text.contains("!DISubrange(count: 5, lowerBound: -1)"),
        "{text}"
    );
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

/// What LLVM 22's `llvm-dis` prints for our bitcode of `text` (`None` when it is not
/// installed); it must read it.
fn llvm_22_text(text: &str, tag: &str) -> Option<String> {
    if std::process::Command::new("llvm-dis-22")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("note: llvm-dis-22 is not installed; skipped");
        return None;
    }
    let m = dxil_parser::parse(text).expect("parses").module;
    let bytes = write_module(&m).expect("writes");
    let name = format!("dxil-debug-info-{tag}-{}.bc", std::process::id());
    let path = std::env::temp_dir().join(name);
    std::fs::write(&path, &bytes).expect("temp file");
    let out = std::process::Command::new("llvm-dis-22")
        .arg(&path)
        .arg("-o")
        .arg("-")
        .output()
        .expect("runs");
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// LLVM 22's reader takes the records as LLVM 3.7 bitcode and upgrades them.
#[test]
fn llvm_22_reads_the_records() {
    let Some(text) = llvm_22_text(TEXT, "main") else {
        return;
    };
    // LLVM 22 upgrades 3.7's links: the unit's subprogram list becomes `unit:`, the
    // subprogram's function a `!dbg` on it, the global variable's global an expression.
    assert_has_all(&text, &[
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
    ]);
    assert!(!line_with(&text, "%3 = fsub").contains("!dbg"), "{text}");
    assert!(line_with(&text, "!DILocation(line: 3,").contains("inlinedAt: !"));
}

/// Every other node class LLVM 3.7 has a record for.
const MORE: &str = r#"
define void @h(float %x) !dbg !10 {
  call void @llvm.dbg.value(metadata float %x, metadata !30, metadata !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 16)), !dbg !32
  ret void, !dbg !33
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !40, retainedTypes: !20, imports: !50)
!1 = !DIFile(filename: "b.hlsl", directory: "")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DINamespace(name: "ns", scope: null)
!10 = distinct !DISubprogram(name: "h", linkageName: "_Z1hf", scope: !5, file: !1, line: 4, type: !11, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit, unit: !0, retainedNodes: !13, templateParams: !24)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !14}
!13 = !{!30}
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !5, file: !1, line: 2, size: 64, flags: DIFlagTypePassByValue, elements: !22, templateParams: !24, identifier: "_ZTSN2ns1SE")
!22 = !{!23, !27}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !1, line: 2, baseType: !14, size: 32, offset: 32)
!24 = !{!25, !26}
!25 = !DITemplateTypeParameter(name: "T", type: !14)
!26 = !DITemplateValueParameter(name: "N", type: !28, value: i32 3)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 4, type: !14)
!31 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!32 = !DILocation(line: 5, column: 7, scope: !34)
!33 = !DILocation(line: 6, scope: !31)
!34 = !DILexicalBlockFile(scope: !31, file: !1, discriminator: 2)
!40 = !{!41}
!41 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 1, baseType: !28, size: 32, elements: !42)
!42 = !{!43, !44}
!43 = !DIEnumerator(name: "A", value: 0)
!44 = !DIEnumerator(name: "B", value: -5)
!50 = !{!51}
!51 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !5, file: !1, line: 8)
"#;

#[test]
fn every_node_class_reads_back_in_llvm_3_7_form() {
    let (_, text) = round_trip(MORE);
    assert_has_all(
        &text,
        &[
            "!DINamespace(name: \"ns\", scope: null)",
            "linkageName: \"_Z1hf\"",
            "isLocal: true, isDefinition: true, scopeLine: 4, isOptimized: false",
            "distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", scope: !",
            "identifier: \"_ZTSN2ns1SE\")",
            "!DIDerivedType(tag: DW_TAG_member, name: \"a\", scope: !",
            "baseType: !",
            "size: 32, offset: 32)",
            "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !",
            "!DITemplateTypeParameter(name: \"T\", type: !",
            "!DITemplateValueParameter(name: \"N\", type: !",
            "value: i32 3)",
            "distinct !DILexicalBlock(scope: !",
            "line: 5, column: 3)",
            "!DILexicalBlockFile(scope: !",
            "discriminator: 2)",
            "!DIEnumerator(name: \"A\", value: 0)",
            "!DIEnumerator(name: \"B\", value: -5)",
            "!DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !",
            "DW_OP_deref, DW_OP_bit_piece, 0, 16",
        ],
    );
    // 3.7 had no DIFlagTypePassByValue: the flags go.
    assert!(
        !line_with(&text, "name: \"S\"").contains("flags:"),
        "{text}"
    );
}

#[test]
fn llvm_22_reads_every_node_class() {
    let Some(text) = llvm_22_text(MORE, "more") else {
        return;
    };
    assert_has_all(
        &text,
        &[
            "!DINamespace(name: \"ns\", scope: null)",
            "distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", scope: !",
            "!DITemplateValueParameter(name: \"N\", type: !",
            "!DIEnumerator(name: \"B\", value: -5)",
            "!DILexicalBlockFile(scope: !",
            "!DIImportedEntity(tag: DW_TAG_imported_module, scope: !",
            "spFlags: DISPFlagLocalToUnit | DISPFlagDefinition",
            "DW_OP_deref, DW_OP_LLVM_fragment, 0, 16",
        ],
    );
}

/// `!DIModule` has a 3.7 record (METADATA_MODULE): the writer fills it from the shared
/// record layout, as it does every class without a rule of its own.
#[test]
fn a_module_node_reads_back() {
    let text = "!named = !{!0}\n!0 = !DIModule(scope: null, name: \"M\", configMacros: \"-DX\", includePath: \"/inc\")\n";
    let (_, back) = round_trip(text);
    assert_has_all(
        &back,
        &[
            "!DIModule(",
            "name: \"M\"",
            "configMacros: \"-DX\"",
            "includePath: \"/inc\"",
        ],
    );
}
