; ModuleID = '/work/main/tests/intrinsics/ddx_ddy_ps.hlsl'
source_filename = "/work/main/tests/intrinsics/ddx_ddy_ps.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float> nofpclass(nan inf) %1)
  %5 = extractelement <3 x float> %2, i64 0
  %6 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.dx.ddy.coarse.f32(float nofpclass(nan inf) %5)
  %7 = extractelement <4 x float> %3, i64 3
  %8 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddx.coarse.f32(float nofpclass(nan inf) %7)
  %9 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %8)
  %10 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddy.coarse.f32(float nofpclass(nan inf) %7)
  %11 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %10)
  %12 = fadd reassoc nnan ninf nsz arcp afn float %11, %9
  %13 = shufflevector <2 x float> %4, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %14 = insertelement <4 x float> %13, float %6, i64 2
  %15 = insertelement <4 x float> %14, float %12, i64 3
  %16 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.ddx.coarse.v3f32(<3 x float> nofpclass(nan inf) %2)
  %17 = shufflevector <3 x float> %16, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %18 = extractelement <2 x float> %1, i64 1
  %19 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddy.coarse.f32(float %18)
  %20 = insertelement <4 x float> %17, float %19, i64 3
  %21 = shufflevector <4 x float> %3, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %22 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.ddx.fine.v2f32(<2 x float> %21)
  %23 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.ddy.fine.v2f32(<2 x float> nofpclass(nan inf) %1)
  %24 = shufflevector <2 x float> %22, <2 x float> %23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %25 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.ddx.coarse.v4f32(<4 x float> nofpclass(nan inf) %3)
  %26 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %25)
  %27 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.ddy.coarse.v4f32(<4 x float> nofpclass(nan inf) %3)
  %28 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %27)
  %29 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %24, %15
  %30 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %29, %20
  %31 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %30, %26
  %32 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %31, %27
  %33 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %32, %28
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %33)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.ddx.coarse.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.ddy.coarse.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.ddx.fine.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.ddy.fine.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.ddx.coarse.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.ddx.coarse.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.ddy.coarse.v4f32(<4 x float>) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
