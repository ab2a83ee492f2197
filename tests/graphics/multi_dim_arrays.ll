; ModuleID = 'multi_dim_arrays.hlsl'
source_filename = "multi_dim_arrays.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call [2 x [3 x <2 x float>]] @llvm.dx.load.input.a2a3v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = extractelement <4 x float> %1, i64 0
  store float %4, ptr %3, align 4, !tbaa !8, !alias.scope !10
  %5 = fadd reassoc nnan ninf nsz arcp afn float %4, 1.000000e+00
  %6 = getelementptr inbounds nuw i8, ptr %3, i32 4
  store float %5, ptr %6, align 4, !tbaa !8, !alias.scope !10
  %7 = extractelement <4 x float> %1, i64 1
  %8 = getelementptr inbounds nuw i8, ptr %3, i32 8
  store float %7, ptr %8, align 4, !tbaa !8, !alias.scope !10
  %9 = fadd reassoc nnan ninf nsz arcp afn float %7, 1.000000e+00
  %10 = getelementptr inbounds nuw i8, ptr %3, i32 12
  store float %9, ptr %10, align 4, !tbaa !8, !alias.scope !10
  %11 = getelementptr inbounds nuw i8, ptr %3, i32 16
  %12 = extractelement <4 x float> %1, i64 2
  store float %12, ptr %11, align 4, !tbaa !8, !alias.scope !10
  %13 = fadd reassoc nnan ninf nsz arcp afn float %12, 1.000000e+00
  %14 = getelementptr inbounds nuw i8, ptr %3, i32 20
  store float %13, ptr %14, align 4, !tbaa !8, !alias.scope !10
  %15 = extractelement <4 x float> %1, i64 3
  %16 = getelementptr inbounds nuw i8, ptr %3, i32 24
  store float %15, ptr %16, align 4, !tbaa !8, !alias.scope !10
  %17 = fadd reassoc nnan ninf nsz arcp afn float %15, 1.000000e+00
  %18 = getelementptr inbounds nuw i8, ptr %3, i32 28
  store float %17, ptr %18, align 4, !tbaa !8, !alias.scope !10
  %19 = extractvalue [2 x [3 x <2 x float>]] %2, 1, 2
  %20 = extractvalue [2 x [3 x <2 x float>]] %2, 0, 1
  %21 = shufflevector <2 x float> %19, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %22 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %21, %1
  %23 = shufflevector <2 x float> %20, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %24 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %22, %23
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %24)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare [2 x [3 x <2 x float>]] @llvm.dx.load.input.a2a3v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.dx.load.input.p0(i32, i32, i32, i8, i32) #1

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_Z4mainDv4_fA2_A3_Dv2_fA2_A2_A2_f: argument 0"}
!12 = distinct !{!12, !"_Z4mainDv4_fA2_A3_Dv2_fA2_A2_A2_f"}
