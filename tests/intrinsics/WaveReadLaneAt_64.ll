; ModuleID = '/work/main/tests/intrinsics/WaveReadLaneAt_64.hlsl'
source_filename = "/work/main/tests/intrinsics/WaveReadLaneAt_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InD\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %8 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 %7)
  %9 = load <4 x double>, ptr %8, align 32, !tbaa !8
  %10 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.dx.wave.readlane.v4f64(<4 x double> %9, i32 5)
  %11 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 %7)
  store <4 x double> %10, ptr %11, align 32, !tbaa !8
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %0
  %15 = shufflevector <4 x double> %9, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call reassoc nnan ninf nsz arcp afn <3 x double> @llvm.dx.wave.readlane.v3f64(<3 x double> %15, i32 5)
  %17 = shufflevector <3 x double> %16, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %18 = extractelement <4 x double> %9, i64 3
  %19 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.wave.readlane.f64(double %18, i32 5)
  %20 = insertelement <4 x double> %17, double %19, i64 3
  br label %27

21:                                               ; preds = %0
  %22 = shufflevector <4 x double> %9, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %23 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.wave.readlane.v2f64(<2 x double> %22, i32 2)
  %24 = shufflevector <4 x double> %9, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %25 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.wave.readlane.v2f64(<2 x double> %24, i32 2)
  %26 = shufflevector <2 x double> %23, <2 x double> %25, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %27

27:                                               ; preds = %21, %14
  %28 = phi <4 x double> [ %26, %21 ], [ %20, %14 ]
  %29 = add i32 %7, 8
  %30 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 %29)
  store <4 x double> %28, ptr %30, align 32, !tbaa !8
  %31 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %2, i32 %7)
  %32 = load <4 x i64>, ptr %31, align 32, !tbaa !8
  %33 = tail call <4 x i64> @llvm.dx.wave.readlane.v4i64(<4 x i64> %32, i32 5)
  %34 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %5, i32 %7)
  store <4 x i64> %33, ptr %34, align 32, !tbaa !8
  br i1 %13, label %42, label %35

35:                                               ; preds = %27
  %36 = shufflevector <4 x i64> %32, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %37 = tail call <3 x i64> @llvm.dx.wave.readlane.v3i64(<3 x i64> %36, i32 5)
  %38 = shufflevector <3 x i64> %37, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %39 = extractelement <4 x i64> %32, i64 3
  %40 = tail call i64 @llvm.dx.wave.readlane.i64(i64 %39, i32 5)
  %41 = insertelement <4 x i64> %38, i64 %40, i64 3
  br label %48

42:                                               ; preds = %27
  %43 = shufflevector <4 x i64> %32, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call <2 x i64> @llvm.dx.wave.readlane.v2i64(<2 x i64> %43, i32 2)
  %45 = shufflevector <4 x i64> %32, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %46 = tail call <2 x i64> @llvm.dx.wave.readlane.v2i64(<2 x i64> %45, i32 2)
  %47 = shufflevector <2 x i64> %44, <2 x i64> %46, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %48

48:                                               ; preds = %42, %35
  %49 = phi <4 x i64> [ %47, %42 ], [ %41, %35 ]
  %50 = add i32 %7, 8
  %51 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %5, i32 %50)
  store <4 x i64> %49, ptr %51, align 32, !tbaa !8
  %52 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 %7)
  %53 = load <4 x i64>, ptr %52, align 32, !tbaa !8
  %54 = tail call <4 x i64> @llvm.dx.wave.readlane.v4i64(<4 x i64> %53, i32 5)
  %55 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %6, i32 %7)
  store <4 x i64> %54, ptr %55, align 32, !tbaa !8
  br i1 %13, label %63, label %56

56:                                               ; preds = %48
  %57 = shufflevector <4 x i64> %53, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %58 = tail call <3 x i64> @llvm.dx.wave.readlane.v3i64(<3 x i64> %57, i32 5)
  %59 = shufflevector <3 x i64> %58, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %60 = extractelement <4 x i64> %53, i64 3
  %61 = tail call i64 @llvm.dx.wave.readlane.i64(i64 %60, i32 5)
  %62 = insertelement <4 x i64> %59, i64 %61, i64 3
  br label %69

63:                                               ; preds = %48
  %64 = shufflevector <4 x i64> %53, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %65 = tail call <2 x i64> @llvm.dx.wave.readlane.v2i64(<2 x i64> %64, i32 2)
  %66 = shufflevector <4 x i64> %53, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %67 = tail call <2 x i64> @llvm.dx.wave.readlane.v2i64(<2 x i64> %66, i32 2)
  %68 = shufflevector <2 x i64> %65, <2 x i64> %67, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %69

69:                                               ; preds = %56, %63
  %70 = phi <4 x i64> [ %62, %56 ], [ %68, %63 ]
  %71 = add i32 %7, 8
  %72 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %6, i32 %71)
  store <4 x i64> %70, ptr %72, align 32, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.dx.wave.readlane.v4f64(<4 x double>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x double> @llvm.dx.wave.readlane.v3f64(<3 x double>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.dx.wave.readlane.f64(double, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.dx.wave.readlane.v2f64(<2 x double>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.dx.wave.readlane.v4i64(<4 x i64>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i64> @llvm.dx.wave.readlane.v3i64(<3 x i64>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.wave.readlane.i64(i64, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.dx.wave.readlane.v2i64(<2 x i64>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
