//! Textures read and written through `llvm.dx.resource.getpointer` (clang's form of
//! `Tex[coords]`): a whole-texel load and store become `textureLoad` (66) and
//! `textureStore` (67), a one-component store reads the texel, replaces the component
//! and writes all four back, and `!dx.resources` records both textures as Texture2D.

use crate::resource_support;

use resource_support::{lowered_text, op_calls, shader};

const BODY: &str = r#"@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
define void @main() #0 {
  %in = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %out = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str.1)
  %x = call i32 @llvm.dx.thread.id(i32 0)
  %y = call i32 @llvm.dx.thread.id(i32 1)
  %c0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %c = insertelement <2 x i32> %c0, i32 %y, i64 1
  %pin = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %in, <2 x i32> %c)
  %v = load <4 x float>, ptr %pin, align 16
  %w = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  %pout = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %out, <2 x i32> %c)
  store <4 x float> %w, ptr %pout, align 16
  %gy = getelementptr inbounds i8, ptr %pout, i32 4
  %vx = extractelement <4 x float> %v, i64 0
  store float %vx, ptr %gy, align 4
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2), <2 x i32>)
"#;

fn lowered() -> String {
    lowered_text(&shader(BODY))
}

#[test]
fn texel_loads_and_stores_become_texture_ops() {
    let text = lowered();
    let loads = op_calls(&text, "textureLoad");
    let stores = op_calls(&text, "textureStore");
    // The SRV read (mip 0) and, for the one-component store, a read of the UAV texel
    // (no mip: a UAV binds one level).
    assert_eq!(loads.len(), 2, "{text}");
    assert!(
        loads[0].contains("(i32 66, %dx.types.Handle %in_annot, i32 0, i32 %"),
        "{text}"
    );
    assert!(
        loads[0].ends_with("i32 undef, i32 undef, i32 undef, i32 undef)"),
        "{text}"
    );
    assert!(
        loads[1].contains("(i32 66, %dx.types.Handle %out_annot, i32 undef, i32 %"),
        "{text}"
    );
    assert_eq!(stores.len(), 2, "{text}");
    for s in &stores {
        assert!(
            s.contains("(i32 67, %dx.types.Handle %out_annot, i32 %"),
            "{text}"
        );
        assert!(s.ends_with("i8 15)"), "{text}");
    }
    // The whole texel is written from the scaled lanes; the second store puts the
    // texel's x into y and keeps the other three components as read.
    assert!(
        stores[0].contains("float %w.i0, float %w.i1, float %w.i2, float %w.i3"),
        "{text}"
    );
    assert!(!text.contains("llvm.dx.resource"), "{text}");
}

#[test]
fn textures_are_recorded_as_texture2d() {
    let text = lowered();
    let records: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("Texture2D<float4>\"* undef"))
        .collect();
    assert_eq!(records.len(), 2, "{text}");
    // SRV: shape 2 (Texture2D), sample count 0; UAV: shape 2, no flags.
    assert!(
        records[0].contains(r#"!"In", i32 0, i32 0, i32 1, i32 2, i32 0, !"#),
        "{text}"
    );
    assert!(
        records[1]
            .contains(r#"!"Out", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !"#),
        "{text}"
    );
}
