; ModuleID = 'matrices.hlsl'
source_filename = "matrices.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call <6 x i32> @llvm.dx.load.input.v6i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = extractelement <6 x i32> %2, i64 0
  %4 = icmp ugt i32 %3, 1
  %5 = extractelement <6 x i32> %2, i64 5
  %6 = icmp eq i32 %5, 3
  %7 = insertelement <4 x i1> <i1 poison, i1 poison, i1 true, i1 false>, i1 %4, i64 0
  %8 = insertelement <4 x i1> %7, i1 %6, i64 1
  %9 = zext <4 x i1> %8 to <4 x i32>
  %10 = extractelement <6 x i32> %2, i64 1
  %11 = uitofp i32 %10 to float
  %12 = extractelement <6 x i32> %2, i64 4
  %13 = uitofp i32 %12 to float
  %14 = insertelement <4 x float> <float poison, float poison, float poison, float 1.000000e+00>, float %11, i64 0
  %15 = insertelement <4 x float> %14, float %13, i64 1
  %16 = insertelement <4 x float> %15, float %1, i64 2
  %17 = extractelement <4 x i32> %9, i64 0
  %18 = extractelement <4 x i32> %9, i64 1
  %19 = extractelement <4 x i32> %9, i64 2
  %20 = extractelement <4 x i32> %9, i64 3
  %21 = insertvalue [6 x float] [float 6.000000e+00, float 9.000000e+00, float 7.000000e+00, float 1.000000e+01, float 8.000000e+00, float poison], float %1, 5
  tail call void @llvm.dx.store.output.a6f32(i32 4, i32 0, i32 0, i8 0, i32 poison, [6 x float] %21)
  %22 = insertvalue [4 x i32] poison, i32 %17, 0
  %23 = insertvalue [4 x i32] %22, i32 %18, 1
  %24 = insertvalue [4 x i32] %23, i32 %19, 2
  %25 = insertvalue [4 x i32] %24, i32 %20, 3
  tail call void @llvm.dx.store.output.a4i32(i32 4, i32 0, i32 0, i8 0, i32 poison, [4 x i32] %25)
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %16)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <6 x i32> @llvm.dx.load.input.v6i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.a6f32(i32, i32, i32, i8, i32, [6 x float]) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.a4i32(i32, i32, i32, i8, i32, [4 x i32]) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

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
