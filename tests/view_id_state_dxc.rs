//! The ViewID analysis (`dxil_analysis::view_id_state`) gives exactly the state DXC serialized
//! into its printed graphics modules (`!dx.viewIdState`), and DXC's expectations on
//! hand-written DXIL.

use crate::common;

#[test]
fn view_id_state_matches_dxcs_serialized_state() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut checked = 0;
    let mut failures = Vec::new();
    for ll in common::files(&shared.join("dxc-reference/corpus"), ".ll") {
        let text = std::fs::read_to_string(&ll).unwrap();
        let module = dxil_parser::parse(&text).unwrap().module;
        let Some(expected) = dxil_analysis::view_id_state::serialized_in_module(&module) else {
            continue;
        };
        let info = dxil_model::read_dxil_info(&module).unwrap();
        let state = dxil_analysis::view_id_state::compute(&module, &info);
        let got = state.serialize(info.shader_model.kind);
        checked += 1;
        if got != expected {
            failures.push(format!(
                "{}:\n  ours  {got:?}\n  DXC's {expected:?}",
                ll.display()
            ));
        }
    }
    eprintln!("compared the ViewID state of {checked} modules");
    assert!(checked > 0, "no module with !dx.viewIdState");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// DXC's `sv_viewid/viewid04.hlsl` (`float4 a : AAA, uint4 b : BBB`, `ret.x = a.x +
/// viewid + b.y`, then `for (i = b.z; i < b.w; i++) ret.x += a.y`) written out as the
/// DXIL DXC makes of it; DXC's expectations: output 0 depends on the view ID and on
/// inputs { 0, 1, 5, 6, 7 } (the loop bounds through control dependence), outputs 1-3
/// on inputs 1-3.
const VIEWID04: &str = r#"
target triple = "dxil-ms-dx"

define void @main() {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %ay = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %az = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  %aw = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
  %by = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %bz = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %bw = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 3, i32 undef)
  %vid = call i32 @dx.op.viewID.i32(i32 138)
  %vf = uitofp i32 %vid to float
  %byf = uitofp i32 %by to float
  %t = fadd fast float %ax, %vf
  %x0 = fadd fast float %t, %byf
  %c0 = icmp slt i32 %bz, %bw
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ %bz, %entry ], [ %inc, %loop ]
  %x = phi float [ %x0, %entry ], [ %x1, %loop ]
  %x1 = fadd fast float %x, %ay
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %bw
  br i1 %c, label %loop, label %exit

exit:
  %r = phi float [ %x0, %entry ], [ %x1, %loop ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %r)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %ay)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %az)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %aw)
  ret void
}

"#;

/// Declarations and metadata of the hand-written pixel shaders: inputs `AAA` (float4,
/// components 0-3) and `BBB` (uint4, 4-7), output `SV_Target` (float4), view ID used
/// (shader flag bit 21, as in DXC's modules that call ViewID; bit 16 is UAVs at every stage).
const PIXEL_SHADER_TAIL: &str = r#"
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare i32 @dx.op.viewID.i32(i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}

!0 = !{i32 1, i32 1}
!1 = !{!"ps", i32 6, i32 1}
!2 = !{void ()* @main, !"main", !3, null, !10}
!3 = !{!4, !8, null}
!4 = !{!5, !7}
!5 = !{i32 0, !"AAA", i8 9, i8 0, !6, i8 2, i32 1, i8 4, i32 0, i8 0, null}
!6 = !{i32 0}
!7 = !{i32 1, !"BBB", i8 5, i8 0, !6, i8 1, i32 1, i8 4, i32 1, i8 0, null}
!8 = !{!9}
!9 = !{i32 0, !"SV_Target", i8 9, i8 16, !6, i8 0, i32 1, i8 4, i32 0, i8 0, null}
!10 = !{i32 0, i64 2097152}
"#;

#[test]
fn loop_bounds_and_view_id_reach_outputs() {
    // Inputs, outputs, view ID mask, then each input's output mask.
    assert_eq!(
        serialized_state(VIEWID04),
        [8, 4, 0b1, 0b1, 0b11, 0b100, 0b1000, 0, 0b1, 0b1, 0b1]
    );
}

/// The serialized ViewID state of a hand-written pixel shader body.
fn serialized_state(body: &str) -> Vec<u32> {
    let text = format!("{body}{PIXEL_SHADER_TAIL}");
    let module = dxil_parser::parse(&text).unwrap().module;
    let info = dxil_model::read_dxil_info(&module).unwrap();
    dxil_analysis::view_id_state::compute(&module, &info).serialize(info.shader_model.kind)
}

/// A `phi` of constants carries the branch that picks one: `SV_Target.x = a.x < 0.5 ? 1 :
/// 0` written as a diamond; the rest of the target is constant.
const PHI_OF_CONSTANTS: &str = r#"
target triple = "dxil-ms-dx"

define void @main() {
entry:
  %ax = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %c = fcmp fast olt float %ax, 5.000000e-01
  br i1 %c, label %then, label %merge

then:
  br label %merge

merge:
  %p = phi float [ 1.000000e+00, %then ], [ 0.000000e+00, %entry ]
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %p)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 0.000000e+00)
  ret void
}
"#;

#[test]
fn phi_of_constants_depends_on_the_branch() {
    assert_eq!(
        serialized_state(PHI_OF_CONSTANTS),
        [8, 4, 0, 0b1, 0, 0, 0, 0, 0, 0, 0]
    );
}
