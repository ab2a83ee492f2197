//! The wave size rules (`validate/src/wave_size_rules.rs`) on a compute shader whose
//! wave size property is edited: each case's module is assembled by our own compiler
//! (validation skipped), and our validator must report the rule named, or nothing;
//! where `dxv` is at hand it must give the same verdict. The cases and dxv's messages
//! were worked out with `dxa` and `dxv` (DXC 1.10).

use dxil_emit::{compile, Options};

/// A compute shader of shader model 6.`minor` whose entry properties end in `props`,
/// with `!7` and `!8` the nodes `ws` and `ws2`.
fn module(minor: u32, props: &str, ws: &str, ws2: &str) -> String {
    format!(
        r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {{
  ret void
}}
!dx.version = !{{!1}}
!dx.valver = !{{!2}}
!dx.shaderModel = !{{!3}}
!dx.entryPoints = !{{!4}}
!1 = !{{i32 1, i32 {minor}}}
!2 = !{{i32 1, i32 10}}
!3 = !{{!"cs", i32 6, i32 {minor}}}
!4 = !{{void ()* @main, !"main", null, null, !5}}
!5 = !{{i32 4, !6, {props}}}
!6 = !{{i32 1, i32 1, i32 8}}
!7 = !{{{ws}}}
!8 = !{{{ws2}}}
"#
    )
}

/// One case: name, shader model minor, properties after numthreads, `!7`, `!8`, and the
/// rule expected (`None`: valid).
type Case = (
    &'static str,
    u32,
    &'static str,
    &'static str,
    &'static str,
    Option<&'static str>,
);

const CASES: &[Case] = &[
    ("size in 6.6", 6, "i32 11, !7", "i32 16", "i32 0", None),
    (
        "range in 6.8",
        8,
        "i32 23, !7",
        "i32 16, i32 32, i32 16",
        "i32 0",
        None,
    ),
    ("no size (0)", 6, "i32 11, !7", "i32 0", "i32 0", None),
    (
        "range of one size",
        8,
        "i32 23, !7",
        "i32 16, i32 16, i32 0",
        "i32 0",
        None,
    ),
    (
        "min == max by a 0 max",
        8,
        "i32 23, !7",
        "i32 16, i32 0, i32 0",
        "i32 0",
        None,
    ),
    (
        "size in 6.8",
        8,
        "i32 11, !7",
        "i32 16",
        "i32 0",
        Some("SM.WAVESIZENEEDSSM66OR67"),
    ),
    (
        "size in 6.5",
        5,
        "i32 11, !7",
        "i32 16",
        "i32 0",
        Some("SM.WAVESIZENEEDSSM66OR67"),
    ),
    (
        "range in 6.6",
        6,
        "i32 23, !7",
        "i32 16, i32 32, i32 16",
        "i32 0",
        Some("SM.WAVESIZERANGENEEDSSM68PLUS"),
    ),
    (
        "two sizes",
        6,
        "i32 11, !7",
        "i32 16, i32 32",
        "i32 0",
        Some("SM.WAVESIZEEXPECTSONEPARAM"),
    ),
    (
        "size 13",
        6,
        "i32 11, !7",
        "i32 13",
        "i32 0",
        Some("SM.WAVESIZEVALUE"),
    ),
    (
        "size 2",
        6,
        "i32 11, !7",
        "i32 2",
        "i32 0",
        Some("SM.WAVESIZEVALUE"),
    ),
    (
        "max 24",
        8,
        "i32 23, !7",
        "i32 16, i32 24, i32 0",
        "i32 0",
        Some("SM.WAVESIZEVALUE"),
    ),
    (
        "max 256",
        8,
        "i32 23, !7",
        "i32 16, i32 256, i32 0",
        "i32 0",
        Some("SM.WAVESIZEVALUE"),
    ),
    (
        "preferred 12",
        8,
        "i32 23, !7",
        "i32 8, i32 16, i32 12",
        "i32 0",
        Some("SM.WAVESIZEVALUE"),
    ),
    (
        "max below min",
        8,
        "i32 23, !7",
        "i32 16, i32 8, i32 0",
        "i32 0",
        Some("SM.WAVESIZEMAXGREATERTHANMIN"),
    ),
    (
        "max without min",
        8,
        "i32 23, !7",
        "i32 0, i32 8, i32 0",
        "i32 0",
        Some("SM.WAVESIZEALLZEROWHENUNDEFINED"),
    ),
    (
        "preferred without max",
        8,
        "i32 23, !7",
        "i32 16, i32 0, i32 32",
        "i32 0",
        Some("SM.WAVESIZEMAXANDPREFERREDZEROWHENNORANGE"),
    ),
    (
        "preferred outside",
        8,
        "i32 23, !7",
        "i32 8, i32 16, i32 32",
        "i32 0",
        Some("SM.WAVESIZEPREFERREDINRANGE"),
    ),
    (
        "two size tags",
        6,
        "i32 11, !7, i32 11, !8",
        "i32 16",
        "i32 32",
        Some("SM.WAVESIZETAGDUPLICATE"),
    ),
    (
        "two range tags",
        8,
        "i32 23, !7, i32 23, !8",
        "i32 16, i32 32, i32 0",
        "i32 16, i32 32, i32 0",
        Some("SM.WAVESIZETAGDUPLICATE"),
    ),
    (
        "a size not constant",
        6,
        "i32 11, !7",
        "i32 undef",
        "i32 0",
        Some("SM.WAVESIZENEEDSCONSTANTOPERANDS"),
    ),
];

#[test]
fn wave_size_properties_break_the_rules_dxv_names() {
    let dxv = dxil_test_support::dxv_path().is_some();
    for &(name, minor, props, ws, ws2, rule) in CASES {
        let text = module(minor, props, ws, ws2);
        let opts = Options {
            skip_validation: true,
            ..Options::default()
        };
        let compiled = compile(&text, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
        let container = compiled.container().unwrap();
        let ours = dxil_emit::validate::validate(container);
        let rules: Vec<&str> = ours.diagnostics.iter().map(|d| d.rule).collect();
        match rule {
            Some(rule) => assert!(
                rules.contains(&rule),
                "{name}: expected {rule}, got {rules:?}"
            ),
            None => assert!(ours.is_valid(), "{name}: expected valid, got {rules:?}"),
        }
        // A size that is not a constant is a module dxa and dxv cannot read: dxv's verdict
        // is checked on the others.
        if dxv && !ws.contains("undef") {
            let rejection = dxil_test_support::dxv_rejection(container);
            assert_eq!(
                rejection.is_some(),
                rule.is_some(),
                "{name}: dxv says {rejection:?}"
            );
        }
    }
}

#[test]
fn a_pixel_shader_has_no_wave_size() {
    let text = module(6, "i32 11, !7", "i32 16", "i32 0")
        .replace("!\"cs\"", "!\"ps\"")
        .replace("!{i32 4, !6, i32 11, !7}", "!{i32 11, !7}");
    let opts = Options {
        skip_validation: true,
        ..Options::default()
    };
    let compiled = compile(&text, &opts).unwrap();
    let ours = dxil_emit::validate::validate(compiled.container().unwrap());
    let rules: Vec<&str> = ours.diagnostics.iter().map(|d| d.rule).collect();
    assert!(rules.contains(&"SM.WAVESIZEONCOMPUTEORNODE"), "{rules:?}");
}
