; ModuleID = 'struct_arrays_2d.hlsl'
source_filename = "struct_arrays_2d.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = shufflevector <4 x float> %1, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  store <2 x float> zeroinitializer, ptr %2, align 1, !tbaa !8, !alias.scope !9
  %4 = getelementptr inbounds nuw i8, ptr %2, i32 8
  store i32 0, ptr %4, align 1, !tbaa !12, !alias.scope !9
  %5 = getelementptr inbounds nuw i8, ptr %2, i32 12
  store <2 x float> %3, ptr %5, align 1, !tbaa !8, !alias.scope !9
  %6 = getelementptr inbounds nuw i8, ptr %2, i32 20
  store i32 1, ptr %6, align 1, !tbaa !12, !alias.scope !9
  %7 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %3, splat (float 2.000000e+00)
  %8 = getelementptr inbounds nuw i8, ptr %2, i32 24
  store <2 x float> %7, ptr %8, align 1, !tbaa !8, !alias.scope !9
  %9 = getelementptr inbounds nuw i8, ptr %2, i32 32
  store i32 2, ptr %9, align 1, !tbaa !12, !alias.scope !9
  %10 = getelementptr inbounds nuw i8, ptr %2, i32 36
  %11 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %3, splat (float 3.000000e+00)
  store <2 x float> %11, ptr %10, align 1, !tbaa !8, !alias.scope !9
  %12 = getelementptr inbounds nuw i8, ptr %2, i32 44
  store i32 3, ptr %12, align 1, !tbaa !12, !alias.scope !9
  %13 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %3, splat (float 4.000000e+00)
  %14 = getelementptr inbounds nuw i8, ptr %2, i32 48
  store <2 x float> %13, ptr %14, align 1, !tbaa !8, !alias.scope !9
  %15 = getelementptr inbounds nuw i8, ptr %2, i32 56
  store i32 4, ptr %15, align 1, !tbaa !12, !alias.scope !9
  %16 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %3, splat (float 5.000000e+00)
  %17 = getelementptr inbounds nuw i8, ptr %2, i32 60
  store <2 x float> %16, ptr %17, align 1, !tbaa !8, !alias.scope !9
  %18 = getelementptr inbounds nuw i8, ptr %2, i32 68
  store i32 5, ptr %18, align 1, !tbaa !12, !alias.scope !9
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %1)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

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
!8 = !{!6, !6, i64 0}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_Z4mainDv4_fA2_A3_1S: argument 0"}
!11 = distinct !{!11, !"_Z4mainDv4_fA2_A3_1S"}
!12 = !{!13, !5, i64 8}
!13 = !{!"_ZTS1S", !6, i64 0, !5, i64 8}
