//! The `getdimensions` family and multisampled texel loads on textures, in the form
//! the SPIR-V front end writes them: each form becomes `getDimensions` (72) and
//! picks its components of `%dx.types.Dimensions` (the size, then the level or sample
//! count from `w`); `load.ms` becomes `textureLoad` (66) with the sample index where
//! a mip level would be.

use crate::resource_support;

use resource_support::{lowered_text, op_calls, shader};

const BODY: &str = r#"@.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"O\00", align 1
define void @main() #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %m = call target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_0_0_8t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  %o = call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.2)
  %size = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %t)
  %lv = call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %t, i32 2)
  %one = call <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %t, i32 1)
  %n = call i32 @llvm.dx.resource.getdimensions.samples.tdx.MSTexture_v4f32_0_0_0_8t(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) %m)
  %x = call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_0_0_8t.v3i32.v3i32(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) %m, <3 x i32> <i32 1, i32 2, i32 3>, i32 5, <3 x i32> zeroinitializer)
  %sx = extractelement <3 x i32> %size, i64 0
  %sz = extractelement <3 x i32> %size, i64 2
  %lz = extractelement <4 x i32> %lv, i64 2
  %lw = extractelement <4 x i32> %lv, i64 3
  %ow = extractelement <2 x i32> %one, i64 1
  %x0 = extractelement <4 x float> %x, i64 0
  %xi = fptoui float %x0 to i32
  %sum = add i32 %ow, %xi
  %v0 = insertelement <4 x i32> poison, i32 %sx, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %sz, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %lz, i64 2
  %v3 = insertelement <4 x i32> %v2, i32 %lw, i64 3
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %o, i32 0)
  store <4 x i32> %v3, ptr %p, align 16
  %w0 = insertelement <4 x i32> poison, i32 %n, i64 0
  %w1 = insertelement <4 x i32> %w0, i32 %sum, i64 1
  %w2 = insertelement <4 x i32> %w1, i32 0, i64 2
  %w3 = insertelement <4 x i32> %w2, i32 0, i64 3
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %o, i32 1)
  store <4 x i32> %w3, ptr %q, align 16
  ret void
}
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_0_0_8t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4))
declare <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4), i32)
declare <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4), i32)
declare i32 @llvm.dx.resource.getdimensions.samples.tdx.MSTexture_v4f32_0_0_0_8t(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8))
declare <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_0_0_8t.v3i32.v3i32(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8), <3 x i32>, i32, <3 x i32>)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32)
"#;

#[test]
fn each_getdimensions_form_picks_its_components() {
    let text = lowered_text(&shader(BODY));
    // getDimensions has no overload suffix.
    let dims: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("@dx.op.getDimensions(") && !l.starts_with("declare"))
        .collect();
    // A size without a mip level is level 0's; the levels forms take theirs.
    assert_eq!(dims.len(), 4, "{text}");
    let mips: Vec<&str> = dims
        .iter()
        .map(|l| l.rsplit_once(", i32 ").map_or("", |(_, m)| m))
        .collect();
    assert_eq!(mips, ["0)", "2)", "1)", "0)"], "{text}");
    // xyz: components 0 and 2 used; levels.xyz: z (2) and the count w (3); levels.x:
    // the count (3); samples: w (3).
    for want in [
        "%dx.types.Dimensions %size, 0",
        "%dx.types.Dimensions %size, 2",
        "%dx.types.Dimensions %lv, 2",
        "%dx.types.Dimensions %lv, 3",
        "%dx.types.Dimensions %one, 3",
        "%dx.types.Dimensions %n, 3",
    ] {
        assert!(text.contains(want), "{want}: {text}");
    }
    assert!(!text.contains("llvm.dx.resource"), "{text}");
}

#[test]
fn multisampled_loads_put_the_sample_index_in_the_mip_operand() {
    let text = lowered_text(&shader(BODY));
    let loads = op_calls(&text, "textureLoad");
    assert_eq!(loads.len(), 1, "{text}");
    assert!(
        loads[0].contains("(i32 66, %dx.types.Handle %m_annot, i32 5, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef)"),
        "{text}"
    );
}
