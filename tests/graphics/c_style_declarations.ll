; ModuleID = 'c_style_declarations.hlsl'
source_filename = "c_style_declarations.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call [4 x <2 x float>] @llvm.dx.load.input.a4v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = extractvalue [4 x <2 x float>] %2, 0
  %4 = extractvalue [4 x <2 x float>] %2, 1
  %5 = extractvalue [4 x <2 x float>] %2, 2
  %6 = extractvalue [4 x <2 x float>] %2, 3
  %7 = shufflevector <2 x float> %6, <2 x float> %4, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %8 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %7, %1
  %9 = extractelement <2 x float> %3, i64 0
  %10 = extractelement <2 x float> %4, i64 0
  %11 = extractelement <2 x float> %5, i64 0
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %8)
  %12 = insertvalue [3 x float] poison, float %9, 0
  %13 = insertvalue [3 x float] %12, float %10, 1
  %14 = insertvalue [3 x float] %13, float %11, 2
  tail call void @llvm.dx.store.output.a3f32(i32 4, i32 0, i32 0, i8 0, i32 poison, [3 x float] %14)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare [4 x <2 x float>] @llvm.dx.load.input.a4v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.a3f32(i32, i32, i32, i8, i32, [3 x float]) #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.shader"="vertex" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
