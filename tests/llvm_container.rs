//! The container as LLVM's tools write it (what `llc` and `opt` stand in for in LLVM's
//! tests): the part order and PSV0 version of `ContainerStyle::Llvm`, the part globals
//! of `opt -dxil-embed -dxil-globals`, root signature targets, and the root signature
//! printer with its errors in LLVM's words. tests/lit/NOTES.md says why each differs
//! from DXC's container.

use dxil_container::{read, FourCC};
use dxil_emit::{compile, run_passes, ContainerStyle, EmitKind, Error, Options};

const COMPUTE: &str = r#"target triple = "dxil-unknown-shadermodel6.0-compute"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,4,1" "hlsl.shader"="compute" }
"#;

fn with_root_signature(elements: &str) -> String {
    format!(
        "{COMPUTE}\n!dx.rootsignatures = !{{!0}}\n!0 = !{{ ptr @main, !1, i32 2 }}\n!1 = !{{ !2 }}\n!2 = {elements}\n"
    )
}

fn llvm_style() -> Options {
    Options {
        container_style: ContainerStyle::Llvm,
        ..Options::default()
    }
}

fn part_names(container: &[u8]) -> Vec<String> {
    read(container)
        .unwrap()
        .parts
        .iter()
        .map(|p| p.fourcc.to_string())
        .collect()
}

fn passes(text: &str, names: &[&str]) -> Result<dxil_emit::PassOutput, Error> {
    let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    run_passes(text, &names, None)
}

#[test]
fn llvm_puts_dxil_first_and_dxc_last() {
    let text = with_root_signature(r#"!{ !"RootFlags", i32 1 }"#);
    let ours = compile(&text, &llvm_style()).unwrap();
    assert_eq!(
        part_names(ours.container().unwrap()),
        ["DXIL", "SFI0", "HASH", "ISG1", "OSG1", "RTS0", "PSV0"]
    );
    let dxc = compile(&text, &Options::default()).unwrap();
    assert_eq!(
        part_names(dxc.container().unwrap()),
        ["SFI0", "ISG1", "OSG1", "PSV0", "RTS0", "STAT", "HASH", "DXIL"]
    );
}

#[test]
fn llvm_reads_no_validator_version_as_psv0_version_0() {
    let psv_size = |opts: &Options| {
        let compiled = compile(COMPUTE, opts).unwrap();
        let parsed = read(compiled.container().unwrap()).unwrap();
        let body = parsed.part(FourCC::PSV0).unwrap().body;
        // The part starts with the size of its runtime information.
        u32::from_le_bytes(body[..4].try_into().unwrap())
    };
    assert_eq!(psv_size(&llvm_style()), 24, "version 0");
    assert_eq!(
        psv_size(&Options::default()),
        52,
        "version 3 (validator 1.8)"
    );
    // A named validator version decides either way.
    let with_valver = format!("{COMPUTE}\n!dx.valver = !{{!9}}\n!9 = !{{i32 1, i32 7}}\n");
    let compiled = compile(&with_valver, &llvm_style()).unwrap();
    let parsed = read(compiled.container().unwrap()).unwrap();
    let body = parsed.part(FourCC::PSV0).unwrap().body;
    assert_eq!(u32::from_le_bytes(body[..4].try_into().unwrap()), 48);
}

#[test]
fn embed_and_globals_add_the_parts_as_globals() {
    let text = with_root_signature(r#"!{ !"RootFlags", i32 1 }"#);
    let out = passes(&text, &["dxil-embed", "dxil-globals"]).unwrap();
    let m = &out.module_text();
    let order = [
        "@dx.dxil = private constant [",
        "@dx.sfi0 = private constant i64 0, section \"SFI0\", align 4",
        "@dx.hash = private constant [20 x i8]",
        "@dx.isg1 = private constant [8 x i8] c\"\\00\\00\\00\\00\\08\\00\\00\\00\", section \"ISG1\", align 4",
        "@dx.osg1 = private constant [8 x i8]",
        "@dx.rts0 = private constant [24 x i8]",
        "@dx.psv0 = private constant [",
        "@llvm.compiler.used = appending global [7 x ptr] [ptr @dx.dxil, ptr @dx.sfi0",
    ];
    let mut from = 0;
    for needle in order {
        let at = m[from..]
            .find(needle)
            .unwrap_or_else(|| panic!("'{needle}' not after byte {from} of:\n{m}"));
        from += at + needle.len();
    }
    assert!(m.contains("section \"DXIL\", align 4"));
    assert!(m.contains("section \"llvm.metadata\""));
    // The module itself is not lowered: only the globals are new.
    assert!(m.contains("define void @main()"));
    assert!(!m.contains("dx.entryPoints"));
}

#[test]
fn stripped_root_signature_has_no_global() {
    let text = format!(
        "{COMPUTE}\n!dx.rootsignatures = !{{!0, !3}}\n!0 = !{{ ptr @main, !1, i32 2 }}\n!1 = !{{ !2 }}\n!2 = !{{ !\"RootFlags\", i32 1 }}\n!3 = !{{i1 true}}\n"
    );
    let out = passes(&text, &["dxil-embed", "dxil-globals"]).unwrap();
    assert!(out.module_text().contains("@dx.psv0"));
    assert!(!out.module_text().contains("@dx.rts0"));
}

#[test]
fn root_signature_target_is_rts0_alone() {
    let text = "target triple = \"dxil-unknown-shadermodel1.1-rootsignature\"\n\
        !dx.rootsignatures = !{!0}\n!0 = !{ null, !1, i32 2 }\n!1 = !{ !2 }\n\
        !2 = !{ !\"RootFlags\", i32 1 }\n";
    for opts in [Options::default(), llvm_style()] {
        let compiled = compile(text, &opts).unwrap();
        assert_eq!(part_names(compiled.container().unwrap()), ["RTS0"]);
    }
    let bitcode = Options {
        emit: EmitKind::Bitcode,
        ..Options::default()
    };
    assert!(matches!(compile(text, &bitcode), Err(Error::Options(_))));
    let out = passes(text, &["dxil-embed", "dxil-globals"]).unwrap();
    assert!(out
        .module_text()
        .contains("@dx.rts0 = private constant [24 x i8]"));
    assert!(!out.module_text().contains("@dx.dxil"));
}

#[test]
fn root_signature_printer() {
    let text = with_root_signature(
        r#"!{ !"RootConstants", i32 0, i32 1, i32 2, i32 3 }
!3 = !{ !"RootFlags", i32 2 }"#,
    );
    let out = passes(&text, &["print<dxil-root-signature>"]).unwrap();
    let expected = "Root Signature Definitions\n\
        Definition for 'main':\n  Flags: 0x000000\n  Version: 2\n  RootParametersOffset: 24\n  \
        NumParameters: 1\n  - Parameter Type: Constants32Bit\n    Shader Visibility: All\n    \
        Register Space: 2\n    Shader Register: 1\n    Num 32 Bit Values: 3\n  \
        NumStaticSamplers: 0\n  StaticSamplersOffset: 0\n";
    assert_eq!(out.printed, expected);
}

#[test]
fn invalid_root_signatures_are_llvms_errors() {
    let cases = [
        (
            r#"!{ !"NOTRootFlags", i32 1 }"#,
            "Invalid Root Signature Element: NOTRootFlags",
        ),
        (
            r#"!{ !"RootCBV", i32 0, i32 1, i32 2, i32 3 }"#,
            "Invalid value for RootDescriptorFlag: 3",
        ),
        (
            r#"!{ !"RootFlags", i32 4096 }"#,
            "Invalid value for RootFlags: 4096",
        ),
        (
            r#"!{ !"RootFlags" }"#,
            "Invalid format for RootFlag Element",
        ),
        (
            r#"!{ !"StaticSampler", i32 666, i32 2, i32 3, i32 5, float 0.0, i32 9, i32 3, i32 2, float -1.0, float 1.0, i32 42, i32 0, i32 0 }"#,
            "Invalid value for Filter: 666",
        ),
        (
            r#"!{ !"DescriptorTable", i32 0, !9 }
!9 = !{ !"SRV", i32 0, i32 1, i32 0, i32 -1, i32 4 }"#,
            "Invalid value for NumDescriptors: 0",
        ),
    ];
    for (element, message) in cases {
        let text = with_root_signature(element);
        let printed = passes(&text, &["print<dxil-root-signature>"]);
        match printed {
            Err(e @ Error::RootSignature(_)) => assert_eq!(e.to_string(), message),
            other => panic!("{element}: expected '{message}', got {other:?}"),
        }
        // Compiling refuses it the same way.
        let compiled = compile(&text, &Options::default());
        assert!(
            matches!(&compiled, Err(e) if e.to_string() == message),
            "{element}"
        );
    }
    let bad_version = COMPUTE.to_string()
        + "\n!dx.rootsignatures = !{!0}\n!0 = !{ ptr @main, !1, i32 4 }\n!1 = !{ }\n";
    let err = passes(&bad_version, &["print<dxil-root-signature>"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Invalid Root Signature Version: 4. Metadata will not be processed."
    );
}
