; ModuleID = 'attributes_aliases.hlsl'
source_filename = "attributes_aliases.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call [6 x float] @llvm.dx.load.input.a6f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = extractvalue [6 x float] %3, 0
  %5 = extractvalue [6 x float] %3, 1
  %6 = extractvalue [6 x float] %3, 2
  %7 = extractvalue [6 x float] %3, 4
  %8 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %9 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %10 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %11 = tail call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %12 = insertelement <6 x float> poison, float %4, i64 0
  %13 = insertelement <6 x float> %12, float %5, i64 1
  %14 = insertelement <6 x float> %13, float %6, i64 2
  %15 = insertelement <6 x float> %14, float %7, i64 4
  %16 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %10, %1
  %17 = shufflevector <6 x float> %15, <6 x float> %13, <4 x i32> <i32 0, i32 2, i32 4, i32 7>
  %18 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %16, %17
  %19 = fadd reassoc nnan ninf nsz arcp afn <2 x float> %8, %2
  %20 = insertelement <2 x float> poison, float %11, i64 0
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <2 x i32> zeroinitializer
  %22 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %21, %9
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %18)
  tail call void @llvm.dx.store.output.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <2 x float> %19)
  tail call void @llvm.dx.store.output.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <2 x float> %22)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare [6 x float] @llvm.dx.load.input.a6f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v2f32(i32, i32, i32, i8, i32, <2 x float>) #1

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
