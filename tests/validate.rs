//! Our validator (`dxil_emit::validate`, the container rules so far) against
//! Microsoft's (`dxv`): no false alarm on any container dxv accepts in ../shared (DXC's
//! references, offload tests, DXC's own tests, every stage) or on ours, and on edited
//! containers (a part changed, dropped, repeated or unknown, the bitcode broken, a root
//! signature that misses a binding) the broken rule, where dxv rejects them too.

use crate::common;

use dxil_container::{DigestMode, FourCC};
use dxil_emit::validate::validate;

/// Every DXC container in ../shared.
fn dxc_containers(shared: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = dxil_test_support::dxc_containers(shared);
    files.extend(dxil_test_support::dxc_stage_containers(shared));
    for stage in ["cs", "ps", "vs"] {
        files.extend(common::files(
            &shared.join("clang-dxc-tests").join(stage),
            ".dxc.dxil",
        ));
    }
    files
}

#[test]
fn no_false_alarm_on_containers_dxv_accepts() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut alarms = Vec::new();
    let files = dxc_containers(&shared);
    for f in &files {
        let v = validate(&std::fs::read(f).unwrap());
        if !v.is_valid() {
            alarms.push(format!("{}:\n{}", f.display(), v.to_text()));
        }
    }
    // Ours: the corpus and offload shaders.
    let mut ours = 0;
    for ir in common::corpus_and_offload_ir(&shared) {
        let opts = common::corpus_options(&shared, &ir);
        let Ok(c) = dxil_emit::compile(&std::fs::read_to_string(&ir).unwrap(), &opts) else {
            continue;
        };
        ours += 1;
        let v = validate(c.container().unwrap());
        if !v.is_valid() {
            alarms.push(format!("{} (ours):\n{}", ir.display(), v.to_text()));
        }
    }
    eprintln!(
        "validated {} DXC containers and {ours} of ours: {} false alarms",
        files.len(),
        alarms.len()
    );
    assert!(files.len() > 700, "only {} containers", files.len());
    assert!(alarms.is_empty(), "{}", alarms.join("\n"));
}

/// A corpus shader of ours with a root signature: its container and the parts.
fn sample(shared: &std::path::Path) -> Vec<u8> {
    let dir = shared.join("offload-tests/Feature__RootSignatures__RootDescriptorAndTables");
    let text = std::fs::read_to_string(dir.join("clang22.ll")).unwrap();
    dxil_emit::compile(&text, &Default::default())
        .unwrap()
        .container()
        .unwrap()
        .to_vec()
}

/// `bytes` with its parts edited by `edit` (the parts as fourcc and body).
fn edited(bytes: &[u8], edit: impl FnOnce(&mut Vec<(FourCC, Vec<u8>)>)) -> Vec<u8> {
    let parsed = dxil_container::read(bytes).unwrap();
    let mut parts: Vec<(FourCC, Vec<u8>)> =
        parsed.to_container(DigestMode::Bypass).parts().to_vec();
    edit(&mut parts);
    let mut c = dxil_container::Container::new(DigestMode::Bypass);
    for (fourcc, body) in parts {
        c.push_raw(fourcc, body);
    }
    c.to_bytes().unwrap()
}

/// Where the string table of PSV0 body `psv` starts, and its size.
fn psv0_string_table(psv: &[u8]) -> (usize, usize) {
    let layout = dxil_container::psv0::Psv0Layout::read(psv, 0, None).unwrap();
    let resources = if layout.resources.is_empty() {
        0
    } else {
        4 + layout.resources.len() * layout.strides.0
    };
    (
        4 + layout.runtime_info.len() + 4 + resources + 4,
        layout.strings.len(),
    )
}

fn body_of(parts: &mut [(FourCC, Vec<u8>)], fourcc: FourCC) -> &mut Vec<u8> {
    &mut parts.iter_mut().find(|(f, _)| *f == fourcc).unwrap().1
}

#[test]
fn edited_containers_break_the_rule_dxv_rejects_them_for() {
    let Some(shared) = common::shared() else {
        return;
    };
    let good = sample(&shared);
    assert!(validate(&good).is_valid(), "{}", validate(&good).to_text());
    // What passes is signed with the retail digest on request, and dxv accepts it.
    let dir = shared.join("offload-tests/Feature__RootSignatures__RootDescriptorAndTables");
    let retail = dxil_emit::Options {
        digest: dxil_emit::DigestMode::Retail,
        ..Default::default()
    };
    let signed = dxil_emit::compile(
        &std::fs::read_to_string(dir.join("clang22.ll")).unwrap(),
        &retail,
    )
    .unwrap();
    common::assert_dxv_accepts(signed.container().unwrap(), "the retail-signed container");
    let cases: Vec<(&str, Vec<u8>)> = vec![
        (
            "CONTAINER.PARTMATCHES",
            edited(&good, |p| {
                // PSV0's minimum expected wave lane count (runtime info bytes 16..20,
                // after the part's leading size word).
                body_of(p, FourCC::PSV0)[20] ^= 4;
            }),
        ),
        (
            "CONTAINER.PARTMATCHES",
            edited(&good, |p| body_of(p, FourCC::SFI0)[0] ^= 0x10),
        ),
        (
            "CONTAINER.PARTMISSING",
            edited(&good, |p| p.retain(|(f, _)| *f != FourCC::PSV0)),
        ),
        (
            "CONTAINER.PARTREPEATED",
            edited(&good, |p| {
                let sfi0 = p.iter().find(|(f, _)| *f == FourCC::SFI0).unwrap().clone();
                p.insert(0, sfi0);
            }),
        ),
        (
            "CONTAINER.PARTINVALID",
            edited(&good, |p| p.push((FourCC(*b"ZZZZ"), vec![0; 4]))),
        ),
        (
            "BITCODE.VALID",
            edited(&good, |p| {
                let dxil = body_of(p, FourCC::DXIL);
                // Past the program header and bitcode wrapper: the module's blocks.
                let at = dxil.len() / 2;
                for b in &mut dxil[at..at + 64] {
                    *b = 0xff;
                }
            }),
        ),
        (
            "CONTAINER.ROOTSIGNATUREINCOMPATIBLE",
            edited(&good, |p| {
                // The root signature of a shader that binds nothing.
                let rs = dxil_container::RootSignature {
                    version: dxil_container::rts0::RootSignatureVersion::from_raw(2),
                    flags: Default::default(),
                    parameters: Vec::new(),
                    static_samplers: Vec::new(),
                };
                let mut c = dxil_container::Container::new(DigestMode::Bypass);
                c.push(FourCC::RTS0, &rs);
                let parsed_bytes = c.to_bytes().unwrap();
                let parsed = dxil_container::read(&parsed_bytes).unwrap();
                *body_of(p, FourCC::RTS0) = parsed.part(FourCC::RTS0).unwrap().body.to_vec();
            }),
        ),
        ("CONTAINER.CONTENTINVALID", good[..good.len() / 3].to_vec()),
        (
            "CONTAINER.CONTENTMATCHES",
            edited(&good, |p| body_of(p, FourCC::PSV0)[20] ^= 4),
        ),
        (
            "CONTAINER.UNUSEDITEMINTABLE",
            edited(&good, |p| {
                // A string no record names, after the entry's name.
                let psv = body_of(p, FourCC::PSV0);
                let (at, len) = psv0_string_table(psv);
                psv.splice(at + len..at + len, *b"UNUSED\0\0");
                psv[at - 4..at].copy_from_slice(&(len as u32 + 8).to_le_bytes());
            }),
        ),
        (
            "CONTAINER.CONTENTINVALID",
            edited(&good, |p| {
                body_of(p, FourCC::PSV0).extend_from_slice(&[0; 4])
            }),
        ),
    ];
    // `compile` tells the validator its parts come from the program's module: an
    // edited derived part then goes unnoticed by design, and the rest still runs.
    let trusting = dxil_emit::validate::ValidateOptions {
        parts_derived_from_program: true,
    };
    let (_, psv_edit) = &cases[0];
    assert!(dxil_emit::validate::validate_with(psv_edit, trusting).is_valid());
    let (_, bad_bitcode) = &cases[5];
    assert!(!dxil_emit::validate::validate_with(bad_bitcode, trusting).is_valid());
    let mut problems = Vec::new();
    let dxv = common::dxv_path().is_some();
    for (rule, bytes) in &cases {
        let v = validate(bytes);
        if !v.diagnostics.iter().any(|d| d.rule == *rule) {
            problems.push(format!("expected {rule}, got:\n{}", v.to_text()));
        }
        if dxv && common::dxv_rejection(bytes).is_none() {
            problems.push(format!("dxv accepts the case for {rule}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `compile` validates the module it wrote instead of reading its bitcode back: the
/// rules then run on that module (a module broken after writing is reported), and a
/// program part holding other bitcode is read back as usual.
#[test]
fn validation_of_a_written_module_runs_on_that_module() {
    let Some(shared) = common::shared() else {
        return;
    };
    // `compile`'s verdict on `ir`, then the verdict on its module with
    // `!dx.entryPoints` taken out after writing, given the bitcode `compile` wrote
    // (or, with `half`, only its first half).
    let verdicts = |ir: &str, half: bool| {
        let compiled = dxil_emit::compile(ir, &Default::default()).unwrap();
        let (container, mut bitcode) = (compiled.container().unwrap(), compiled.bitcode().unwrap());
        let written = dxil_emit::validate::validate_written(container, compiled.module(), bitcode);
        let mut broken = compiled.module().clone();
        broken.named_metadata.shift_remove("dx.entryPoints");
        if half {
            bitcode = &bitcode[..bitcode.len() / 2];
        }
        let v = dxil_emit::validate::validate_written(container, &broken, bitcode);
        (written.is_valid(), v)
    };
    // Without a root signature the program part is the module's own bitcode.
    let plain = compute_module("define void @main() {\n  ret void\n}\n");
    let (valid, v) = verdicts(&plain, false);
    assert!(valid);
    assert!(
        v.diagnostics.iter().any(|d| d.rule == "META.REQUIRED"),
        "{}",
        v.to_text()
    );
    // Given bitcode other than the program part's, the part is read back.
    let (valid, v) = verdicts(&plain, true);
    assert!(valid && v.is_valid(), "{}", v.to_text());
    // A shader with a root signature: its program part is a copy without it, so the
    // module is read back from it and the broken module is not looked at.
    let dir = shared.join("offload-tests/Feature__RootSignatures__RootDescriptorAndTables");
    let ir = std::fs::read_to_string(dir.join("clang22.ll")).unwrap();
    let (valid, v) = verdicts(&ir, false);
    assert!(valid && v.is_valid(), "{}", v.to_text());
}

#[test]
fn the_cli_reports_each_broken_rule_and_exits_1() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.dxil");
    let bad = dir.path().join("bad.dxil");
    let container = sample(&shared);
    std::fs::write(&good, &container).unwrap();
    std::fs::write(
        &bad,
        edited(&container, |p| p.retain(|(f, _)| *f != FourCC::ISG1)),
    )
    .unwrap();
    let run = |files: &[&std::path::Path], json: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_dxil-emit"));
        cmd.arg("validate").args(files);
        if json {
            cmd.arg("--json");
        }
        cmd.output().unwrap()
    };
    let out = run(&[&good], false);
    assert!(out.status.success() && out.stdout.is_empty(), "{out:?}");
    let out = run(&[&good, &bad], false);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("bad.dxil: CONTAINER.PARTMISSING"), "{text}");
    let out = run(&[&bad], true);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let first = &json[bad.display().to_string()]["diagnostics"][0];
    assert_eq!(first["rule"], "CONTAINER.PARTMISSING");
}

#[test]
fn the_readme_lists_the_rules_checked_per_group() {
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
            .unwrap();
    for (group, rules, checked) in dxil_emit::validate::rules::coverage() {
        let row = format!("| {group} | {rules} | {checked} |");
        assert!(readme.contains(&row), "README lacks `{row}`");
    }
}

#[test]
fn hostile_containers_give_diagnostics_never_panics() {
    // Found by the `validate` and `reflect` fuzz targets.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    for f in common::files(&dir, ".dxil") {
        let v = validate(&std::fs::read(&f).unwrap());
        let _ = (v.to_text(), v.to_json());
    }
}

/// Named metadata DXIL does not know (`!llvm.used`, a front end's own lists) would fail
/// `META.KNOWN`; `compile` drops it, as DXC writes none.
#[test]
fn compile_drops_named_metadata_dxil_does_not_know() {
    let Some(shared) = common::shared() else {
        return;
    };
    let ir = shared.join("corpus/ll/cs_buffer_uint_indirect_gather.ll");
    let text = std::fs::read_to_string(&ir).unwrap() + "\n!llvm.used = !{}\n!my.list = !{}\n";
    let c = dxil_emit::compile(&text, &common::corpus_options(&shared, &ir)).unwrap();
    assert!(!c.module().named_metadata.contains_key("llvm.used"));
    assert!(!c.module().named_metadata.contains_key("my.list"));
    assert!(validate(c.container().unwrap()).is_valid());
    common::assert_dxv_accepts(c.container().unwrap(), "the module without its lists");
}

#[test]
fn a_container_whose_struct_holds_itself_does_not_read() {
    let f = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz-regressions/validate-recursive-struct-element.dxil");
    let v = validate(&std::fs::read(f).unwrap());
    assert!(
        v.diagnostics
            .iter()
            .any(|d| d.rule == "BITCODE.VALID" && d.message.contains("holds itself by value")),
        "{}",
        v.to_text()
    );
}

/// A compute shader module of `functions` (its entry is `@main`), in DXIL.
fn compute_module(functions: &str) -> String {
    format!(
        r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

{functions}
!dx.version = !{{!0}}
!dx.valver = !{{!1}}
!dx.shaderModel = !{{!2}}
!dx.entryPoints = !{{!3}}
!0 = !{{i32 1, i32 0}}
!1 = !{{i32 1, i32 8}}
!2 = !{{!"cs", i32 6, i32 0}}
!3 = !{{void ()* @main, !"main", null, null, !4}}
!4 = !{{i32 4, !5}}
!5 = !{{i32 1, i32 1, i32 1}}
"#
    )
}

/// Options that write a container without validating it.
fn unchecked() -> dxil_emit::Options {
    dxil_emit::Options {
        skip_validation: true,
        ..Default::default()
    }
}

#[test]
fn a_dxc_validator_case_breaks_a_module_rule() {
    // A DXC validator test whose broken rule is one we check, compiled as it is (the
    // module is DXIL already).
    let Some(shared) = common::shared() else {
        return;
    };
    let cases = shared.join("dxc-validation-tests/cases");
    let (case, rule) = ("NoFunctionParam", "FLOW.FUNCTIONCALL");
    let text = std::fs::read_to_string(cases.join(format!("{case}.ll"))).unwrap();
    // `compile` refuses to write it, naming the rule; unchecked, it writes it.
    let refused = dxil_emit::compile(&text, &Default::default())
        .err()
        .unwrap();
    assert!(refused.to_string().contains(rule), "{refused}");
    let c = dxil_emit::compile(&text, &unchecked()).unwrap();
    let v = validate(c.container().unwrap());
    assert!(
        v.diagnostics.iter().any(|d| d.rule == rule),
        "{case}: expected {rule}, got:\n{}",
        v.to_text()
    );
    if common::dxv_path().is_some() {
        assert!(common::dxv_rejection(c.container().unwrap()).is_some());
    }
}

#[test]
fn flow_rules_find_recursion_irreducible_flow_and_dead_loops() {
    let text = &compute_module(
        r#"
define void @main() {
entry:
  call void @helper()
  br i1 true, label %left, label %right
left:
  br i1 false, label %right, label %stuck
right:
  br i1 false, label %left, label %done
stuck:
  br label %stuck
done:
  ret void
}

define void @helper() {
  call void @helper()
  ret void
}
"#,
    );
    let c = dxil_emit::compile(text, &unchecked()).unwrap();
    let v = validate(c.container().unwrap());
    let rules: Vec<&str> = v.diagnostics.iter().map(|d| d.rule).collect();
    // A retail digest is refused for it, naming the rule.
    let retail = dxil_emit::Options {
        digest: dxil_emit::DigestMode::Retail,
        ..Default::default()
    };
    let Err(refused) = dxil_emit::compile(text, &retail) else {
        panic!("a container breaking FLOW.NORECURSION was signed");
    };
    let refused = refused.to_string();
    assert!(refused.contains("FLOW.NORECURSION"), "{refused}");
    for rule in ["FLOW.NORECURSION", "FLOW.REDUCIBLE"] {
        assert!(rules.contains(&rule), "{rule} missing:\n{}", v.to_text());
    }
    // Without the irreducible pair, the dead loop shows.
    let reducible = text.replace("br i1 false, label %left, label %done", "br label %done");
    let c = dxil_emit::compile(&reducible, &unchecked()).unwrap();
    let v = validate(c.container().unwrap());
    assert!(
        v.diagnostics.iter().any(|d| d.rule == "FLOW.DEADLOOP"),
        "{}",
        v.to_text()
    );
    assert!(!v.diagnostics.iter().any(|d| d.rule == "FLOW.REDUCIBLE"));
}

#[test]
fn type_rules_find_i8_values_and_pointers_to_pointers() {
    let text = &compute_module(
        r#"
define void @main() {
entry:
  %p = alloca i32**, align 4
  %a = trunc i32 7 to i8
  %b = add i8 %a, 1
  ret void
}
"#,
    );
    let c = dxil_emit::compile(text, &unchecked()).unwrap();
    let v = validate(c.container().unwrap());
    for rule in ["TYPES.I8", "TYPES.NOPTRTOPTR"] {
        assert!(
            v.diagnostics.iter().any(|d| d.rule == rule),
            "{rule} missing:\n{}",
            v.to_text()
        );
    }
    if common::dxv_path().is_some() {
        assert!(common::dxv_rejection(c.container().unwrap()).is_some());
    }
}

/// DXC's module for `tests/high_registers/high_registers.hlsl` at shader model `sm`.
fn high_registers(sm: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/high_registers");
    std::fs::read_to_string(dir.join(format!("{sm}.dxc.ll"))).unwrap()
}

#[test]
fn registers_and_spaces_near_two_to_the_32_are_unsigned() {
    for sm in ["cs_6_0", "cs_6_6"] {
        // DXC's module compiles as it is, validated, and reflects the registers it binds.
        let c = dxil_emit::compile(&high_registers(sm), &Default::default())
            .unwrap_or_else(|e| panic!("{sm}: {e}"));
        let bytes = c.container().unwrap();
        assert!(validate(bytes).is_valid(), "{sm}");
        if common::dxv_path().is_some() {
            common::assert_dxv_accepts(bytes, sm);
        }
        let r = dxil_emit::reflect::reflect(bytes).unwrap();
        let mut bound: Vec<_> = r
            .resources
            .iter()
            .map(|b| (b.class.as_str(), b.register, b.space, b.count))
            .collect();
        bound.sort();
        assert_eq!(
            bound,
            [
                ("srv", 4294967293, 4294967295, Some(2)),
                ("uav", 4294967294, 4294967294, Some(1)),
            ],
            "{sm}"
        );
    }
}

#[test]
fn a_register_index_below_its_range_is_refused_naming_the_resource() {
    // The UAV at u4294967294 indexed at 4294967293 (`i32 -3`), one below its range.
    let edits = [
        (
            "cs_6_0",
            "@dx.op.createHandle(i32 57, i8 1, i32 0, i32 -2, i1 false)",
            "@dx.op.createHandle(i32 57, i8 1, i32 0, i32 -3, i1 false)",
        ),
        (
            "cs_6_6",
            "i32 -2, i32 -2, i32 -2, i8 1 }, i32 -2, i1 false)",
            "i32 -2, i32 -2, i32 -2, i8 1 }, i32 -3, i1 false)",
        ),
    ];
    for (sm, from, to) in edits {
        let text = high_registers(sm);
        assert!(text.contains(from), "{sm}");
        let text = text.replace(from, to);
        let refused = dxil_emit::compile(&text, &Default::default())
            .err()
            .unwrap_or_else(|| panic!("{sm}: compiled"))
            .to_string();
        assert!(refused.contains("INSTR.OPCONSTRANGE"), "{sm}: {refused}");
        assert!(refused.contains("4294967293"), "{sm}: {refused}");
        if sm == "cs_6_0" {
            assert!(
                refused.contains("unnamed Uav record 0 (u4294967294, space 4294967294)"),
                "{refused}"
            );
        }
        if common::dxv_path().is_some() {
            let c = dxil_emit::compile(&text, &unchecked()).unwrap();
            assert!(
                common::dxv_rejection(c.container().unwrap()).is_some(),
                "{sm}: dxv accepts it"
            );
        }
    }
}
