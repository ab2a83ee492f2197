; ModuleID = 'bool_arrays_structs.hlsl'
source_filename = "bool_arrays_structs.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call [2 x <2 x i32>] @llvm.dx.load.input.a2v2i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = extractvalue [2 x <2 x i32>] %3, 1
  %5 = tail call <4 x i1> @llvm.dx.load.input.v4i1(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %6 = tail call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %7 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  store i32 %2, ptr %7, align 4, !tbaa !8, !alias.scope !10
  %8 = extractelement <4 x i1> %5, i64 1
  %9 = zext i1 %8 to i32
  %10 = getelementptr inbounds nuw i8, ptr %7, i32 4
  store i32 %9, ptr %10, align 4, !tbaa !8, !alias.scope !10
  %11 = uitofp i32 %6 to float
  %12 = bitcast <2 x i32> %4 to <64 x i1>
  %13 = extractelement <64 x i1> %12, i64 32
  %14 = select reassoc nnan ninf nsz arcp afn i1 %13, float 1.000000e+00, float 0.000000e+00
  %15 = insertelement <4 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00>, float %11, i64 0
  %16 = insertelement <4 x float> %15, float %14, i64 1
  %17 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %16, %1
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %17)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare [2 x <2 x i32>] @llvm.dx.load.input.a2v2i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x i1> @llvm.dx.load.input.v4i1(i32, i32, i32, i8, i32) #1

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
!9 = !{!"bool", !6, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_Z4main2Inu11matrix_typeILm2ELm2EbEjA2_b: argument 0"}
!12 = distinct !{!12, !"_Z4main2Inu11matrix_typeILm2ELm2EbEjA2_b"}
