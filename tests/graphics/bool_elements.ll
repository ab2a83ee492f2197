; ModuleID = 'bool_elements.hlsl'
source_filename = "bool_elements.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call i1 @llvm.dx.load.input.i1(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call <2 x i1> @llvm.dx.load.input.v2i1(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %5 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %6 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %1
  %7 = select reassoc nnan ninf nsz arcp afn i1 %2, <4 x float> %1, <4 x float> %6
  %8 = extractelement <2 x i1> %3, i64 0
  %9 = shufflevector <2 x i1> %3, <2 x i1> poison, <3 x i32> <i32 0, i32 poison, i32 poison>
  %10 = shufflevector <2 x i1> %3, <2 x i1> poison, <3 x i32> <i32 poison, i32 1, i32 poison>
  %11 = shufflevector <3 x i1> %9, <3 x i1> %10, <3 x i32> <i32 0, i32 4, i32 poison>
  %12 = extractelement <4 x float> %1, i64 0
  %13 = fcmp reassoc nnan ninf nsz arcp afn ogt float %12, 0.000000e+00
  %14 = insertelement <3 x i1> %11, i1 %13, i64 2
  %15 = zext <3 x i1> %14 to <3 x i32>
  %16 = and i1 %2, %8
  %17 = zext i1 %16 to i32
  store i32 %17, ptr %4, align 4, !tbaa !13, !alias.scope !8, !noalias !15
  %18 = load <2 x i32>, ptr %5, align 8, !tbaa !17, !alias.scope !11, !noalias !18
  %19 = trunc <2 x i32> %18 to <2 x i1>
  %20 = xor <2 x i1> %3, splat (i1 true)
  %21 = and <2 x i1> %20, %19
  %22 = zext <2 x i1> %21 to <2 x i32>
  store <2 x i32> %22, ptr %5, align 8, !tbaa !17, !alias.scope !11, !noalias !18
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %7)
  tail call void @llvm.dx.store.output.v3i32(i32 4, i32 0, i32 0, i8 0, i32 poison, <3 x i32> %15)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i1 @llvm.dx.load.input.i1(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <2 x i1> @llvm.dx.load.input.v2i1(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.dx.load.input.p0(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v3i32(i32, i32, i32, i8, i32, <3 x i32>) #1

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
!9 = distinct !{!9, !10, !"_Z4mainDv4_fbDv2_bRbRS0_: argument 1"}
!10 = distinct !{!10, !"_Z4mainDv4_fbDv2_bRbRS0_"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"_Z4mainDv4_fbDv2_bRbRS0_: argument 2"}
!13 = !{!14, !14, i64 0}
!14 = !{!"bool", !6, i64 0}
!15 = !{!16, !12}
!16 = distinct !{!16, !10, !"_Z4mainDv4_fbDv2_bRbRS0_: argument 0"}
!17 = !{!6, !6, i64 0}
!18 = !{!16, !9}
