; ModuleID = 'out_params.hlsl'
source_filename = "out_params.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  store <4 x float> %1, ptr %2, align 16, !tbaa !15, !alias.scope !8, !noalias !16
  %5 = load <2 x float>, ptr %3, align 8, !tbaa !15, !alias.scope !11, !noalias !17
  %6 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %5, splat (float 2.000000e+00)
  store <2 x float> %6, ptr %3, align 8, !tbaa !15, !alias.scope !11, !noalias !17
  %7 = extractelement <4 x float> %1, i64 0
  store float %7, ptr %4, align 4, !tbaa !18, !alias.scope !13, !noalias !20
  %8 = extractelement <4 x float> %1, i64 1
  %9 = getelementptr inbounds nuw i8, ptr %4, i32 4
  store float %8, ptr %9, align 4, !tbaa !18, !alias.scope !13, !noalias !20
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> splat (float 0x4002666660000000))
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.dx.load.input.p0(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.shader"="vertex" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!8 = !{!9}
!9 = distinct !{!9, !10, !"_Z4mainDv4_fRS_RDv2_fA2_f: argument 0"}
!10 = distinct !{!10, !"_Z4mainDv4_fRS_RDv2_fA2_f"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"_Z4mainDv4_fRS_RDv2_fA2_f: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"_Z4mainDv4_fRS_RDv2_fA2_f: argument 2"}
!15 = !{!6, !6, i64 0}
!16 = !{!12, !14}
!17 = !{!9, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !6, i64 0}
!20 = !{!9, !12}
