; ModuleID = 'struct_out_params.hlsl'
source_filename = "struct_out_params.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-vertex"

%__cblayout_C = type <{ [4 x <4 x float>], i32 }>

@C.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_C) poison
@k = external hidden local_unnamed_addr addrspace(2) global [4 x <4 x float>], align 16
@n = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Cst(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Cst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @C.str)
  store target("dx.CBuffer", %__cblayout_C) %1, ptr @C.cb, align 4
  %2 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %5 = tail call ptr @llvm.dx.load.input.p0(i32 4, i32 0, i32 0, i8 0, i32 poison)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %6 = shufflevector <4 x float> %2, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %7 = getelementptr inbounds nuw i8, ptr %3, i32 4
  %8 = load <2 x float>, ptr %7, align 1, !tbaa !16, !alias.scope !9, !noalias !17
  %9 = fadd reassoc nnan ninf nsz arcp afn <2 x float> %8, %6
  store <2 x float> %9, ptr %7, align 1, !tbaa !16, !alias.scope !9, !noalias !17
  %10 = getelementptr inbounds nuw i8, ptr %3, i32 12
  %11 = load i32, ptr %10, align 1, !tbaa !18, !alias.scope !9, !noalias !17
  %12 = add i32 %11, 1
  store i32 %12, ptr %10, align 1, !tbaa !18, !alias.scope !9, !noalias !17
  %13 = load float, ptr %3, align 1, !tbaa !22, !alias.scope !9, !noalias !17
  store float %13, ptr %5, align 1, !tbaa !22, !alias.scope !14, !noalias !23
  %14 = shufflevector <4 x float> %2, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %15 = getelementptr inbounds nuw i8, ptr %5, i32 4
  store <2 x float> %14, ptr %15, align 1, !tbaa !16, !alias.scope !14, !noalias !23
  %16 = load i32, ptr addrspace(2) @n, align 4, !tbaa !5, !noalias !24
  %17 = getelementptr inbounds nuw i8, ptr %5, i32 12
  store i32 %16, ptr %17, align 1, !tbaa !18, !alias.scope !14, !noalias !23
  %18 = load <4 x float>, ptr addrspace(2) @k, align 16, !noalias !24
  %19 = extractelement <4 x float> %18, i64 0
  store float %19, ptr %4, align 1, !tbaa !22, !alias.scope !12, !noalias !25
  %20 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %21 = getelementptr inbounds nuw i8, ptr %4, i32 4
  store <2 x float> %20, ptr %21, align 1, !tbaa !16, !alias.scope !12, !noalias !25
  %22 = getelementptr inbounds nuw i8, ptr %4, i32 12
  store i32 0, ptr %22, align 1, !tbaa !18, !alias.scope !12, !noalias !25
  %23 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @k, i32 16), align 16, !noalias !24
  %24 = extractelement <4 x float> %23, i64 0
  %25 = getelementptr inbounds nuw i8, ptr %4, i32 16
  store float %24, ptr %25, align 1, !tbaa !22, !alias.scope !12, !noalias !25
  %26 = shufflevector <4 x float> %23, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %27 = getelementptr inbounds nuw i8, ptr %4, i32 20
  store <2 x float> %26, ptr %27, align 1, !tbaa !16, !alias.scope !12, !noalias !25
  %28 = getelementptr inbounds nuw i8, ptr %4, i32 28
  store i32 %16, ptr %28, align 1, !tbaa !18, !alias.scope !12, !noalias !25
  %29 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @k, i32 32), align 16, !noalias !24
  %30 = extractelement <4 x float> %29, i64 0
  %31 = getelementptr inbounds nuw i8, ptr %4, i32 32
  store float %30, ptr %31, align 1, !tbaa !22, !alias.scope !12, !noalias !25
  %32 = shufflevector <4 x float> %29, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %33 = getelementptr inbounds nuw i8, ptr %4, i32 36
  store <2 x float> %32, ptr %33, align 1, !tbaa !16, !alias.scope !12, !noalias !25
  %34 = shl i32 %16, 1
  %35 = getelementptr inbounds nuw i8, ptr %4, i32 44
  store i32 %34, ptr %35, align 1, !tbaa !18, !alias.scope !12, !noalias !25
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %2)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.dx.load.input.p0(i32, i32, i32, i8, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.shader"="vertex" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{ptr @C.cb, ptr addrspace(2) @k, ptr addrspace(2) @n}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_Z4mainDv4_fR1SA3_S0_S1_: argument 0"}
!11 = distinct !{!11, !"_Z4mainDv4_fR1SA3_S0_S1_"}
!12 = !{!13}
!13 = distinct !{!13, !11, !"_Z4mainDv4_fR1SA3_S0_S1_: argument 1"}
!14 = !{!15}
!15 = distinct !{!15, !11, !"_Z4mainDv4_fR1SA3_S0_S1_: argument 2"}
!16 = !{!7, !7, i64 0}
!17 = !{!13, !15}
!18 = !{!19, !6, i64 12}
!19 = !{!"_ZTS1S", !20, i64 0, !7, i64 4, !6, i64 12}
!20 = !{!"_ZTS1T", !21, i64 0}
!21 = !{!"float", !7, i64 0}
!22 = !{!20, !21, i64 0}
!23 = !{!10, !13}
!24 = !{!10, !13, !15}
!25 = !{!10, !15}
