; ModuleID = '/work/main/tests/intrinsics/WaveReadLaneAt.hlsl'
source_filename = "/work/main/tests/intrinsics/WaveReadLaneAt.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InF\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"InB\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"OutB\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 %9)
  %11 = load <4 x float>, ptr %10, align 16, !tbaa !8
  %12 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.wave.readlane.v4f32(<4 x float> %11, i32 5)
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %5, i32 %9)
  store <4 x float> %12, ptr %13, align 16, !tbaa !8
  %14 = and i32 %9, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %0
  %17 = shufflevector <4 x float> %11, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %18 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.wave.readlane.v3f32(<3 x float> %17, i32 5)
  %19 = shufflevector <3 x float> %18, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %20 = extractelement <4 x float> %11, i64 3
  %21 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.wave.readlane.f32(float %20, i32 5)
  %22 = insertelement <4 x float> %19, float %21, i64 3
  br label %29

23:                                               ; preds = %0
  %24 = shufflevector <4 x float> %11, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %25 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.wave.readlane.v2f32(<2 x float> %24, i32 2)
  %26 = shufflevector <4 x float> %11, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %27 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.wave.readlane.v2f32(<2 x float> %26, i32 2)
  %28 = shufflevector <2 x float> %25, <2 x float> %27, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %29

29:                                               ; preds = %23, %16
  %30 = phi <4 x float> [ %28, %23 ], [ %22, %16 ]
  %31 = add i32 %9, 8
  %32 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %5, i32 %31)
  store <4 x float> %30, ptr %32, align 16, !tbaa !8
  %33 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %2, i32 %9)
  %34 = load <4 x i32>, ptr %33, align 16, !tbaa !8
  %35 = tail call <4 x i32> @llvm.dx.wave.readlane.v4i32(<4 x i32> %34, i32 5)
  %36 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 %9)
  store <4 x i32> %35, ptr %36, align 16, !tbaa !8
  br i1 %15, label %44, label %37

37:                                               ; preds = %29
  %38 = shufflevector <4 x i32> %34, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = tail call <3 x i32> @llvm.dx.wave.readlane.v3i32(<3 x i32> %38, i32 5)
  %40 = shufflevector <3 x i32> %39, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %41 = extractelement <4 x i32> %34, i64 3
  %42 = tail call i32 @llvm.dx.wave.readlane.i32(i32 %41, i32 5)
  %43 = insertelement <4 x i32> %40, i32 %42, i64 3
  br label %50

44:                                               ; preds = %29
  %45 = shufflevector <4 x i32> %34, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %46 = tail call <2 x i32> @llvm.dx.wave.readlane.v2i32(<2 x i32> %45, i32 2)
  %47 = shufflevector <4 x i32> %34, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %48 = tail call <2 x i32> @llvm.dx.wave.readlane.v2i32(<2 x i32> %47, i32 2)
  %49 = shufflevector <2 x i32> %46, <2 x i32> %48, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %50

50:                                               ; preds = %44, %37
  %51 = phi <4 x i32> [ %49, %44 ], [ %43, %37 ]
  %52 = add i32 %9, 8
  %53 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 %52)
  store <4 x i32> %51, ptr %53, align 16, !tbaa !8
  %54 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %3, i32 %9)
  %55 = load <4 x i32>, ptr %54, align 16, !tbaa !8
  %56 = tail call <4 x i32> @llvm.dx.wave.readlane.v4i32(<4 x i32> %55, i32 5)
  %57 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %7, i32 %9)
  store <4 x i32> %56, ptr %57, align 16, !tbaa !8
  br i1 %15, label %65, label %58

58:                                               ; preds = %50
  %59 = shufflevector <4 x i32> %55, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %60 = tail call <3 x i32> @llvm.dx.wave.readlane.v3i32(<3 x i32> %59, i32 5)
  %61 = shufflevector <3 x i32> %60, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %62 = extractelement <4 x i32> %55, i64 3
  %63 = tail call i32 @llvm.dx.wave.readlane.i32(i32 %62, i32 5)
  %64 = insertelement <4 x i32> %61, i32 %63, i64 3
  br label %71

65:                                               ; preds = %50
  %66 = shufflevector <4 x i32> %55, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %67 = tail call <2 x i32> @llvm.dx.wave.readlane.v2i32(<2 x i32> %66, i32 2)
  %68 = shufflevector <4 x i32> %55, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %69 = tail call <2 x i32> @llvm.dx.wave.readlane.v2i32(<2 x i32> %68, i32 2)
  %70 = shufflevector <2 x i32> %67, <2 x i32> %69, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %71

71:                                               ; preds = %65, %58
  %72 = phi <4 x i32> [ %70, %65 ], [ %64, %58 ]
  %73 = add i32 %9, 8
  %74 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %7, i32 %73)
  store <4 x i32> %72, ptr %74, align 16, !tbaa !8
  %75 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 %9)
  %76 = load <4 x i32>, ptr %75, align 16, !tbaa !8
  %77 = trunc <4 x i32> %76 to <4 x i1>
  %78 = and <4 x i32> %76, splat (i32 1)
  %79 = tail call <4 x i1> @llvm.dx.wave.readlane.v4i1(<4 x i1> %77, i32 5)
  %80 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 %9)
  %81 = zext <4 x i1> %79 to <4 x i32>
  store <4 x i32> %81, ptr %80, align 16, !tbaa !8
  br i1 %15, label %91, label %82

82:                                               ; preds = %71
  %83 = shufflevector <4 x i32> %78, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %84 = trunc nuw <3 x i32> %83 to <3 x i1>
  %85 = tail call <3 x i1> @llvm.dx.wave.readlane.v3i1(<3 x i1> %84, i32 5)
  %86 = shufflevector <3 x i1> %85, <3 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %87 = bitcast <4 x i32> %78 to <128 x i1>
  %88 = extractelement <128 x i1> %87, i64 96
  %89 = tail call i1 @llvm.dx.wave.readlane.i1(i1 %88, i32 5)
  %90 = insertelement <4 x i1> %86, i1 %89, i64 3
  br label %99

91:                                               ; preds = %71
  %92 = shufflevector <4 x i32> %78, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %93 = trunc nuw <2 x i32> %92 to <2 x i1>
  %94 = tail call <2 x i1> @llvm.dx.wave.readlane.v2i1(<2 x i1> %93, i32 2)
  %95 = shufflevector <4 x i32> %78, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %96 = trunc nuw <2 x i32> %95 to <2 x i1>
  %97 = tail call <2 x i1> @llvm.dx.wave.readlane.v2i1(<2 x i1> %96, i32 2)
  %98 = shufflevector <2 x i1> %94, <2 x i1> %97, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %99

99:                                               ; preds = %82, %91
  %100 = phi <4 x i1> [ %90, %82 ], [ %98, %91 ]
  %101 = add i32 %9, 8
  %102 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 %101)
  %103 = zext <4 x i1> %100 to <4 x i32>
  store <4 x i32> %103, ptr %102, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.wave.readlane.v4f32(<4 x float>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.wave.readlane.v3f32(<3 x float>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.wave.readlane.f32(float, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.wave.readlane.v2f32(<2 x float>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.wave.readlane.v4i32(<4 x i32>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.wave.readlane.v3i32(<3 x i32>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.wave.readlane.i32(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.wave.readlane.v2i32(<2 x i32>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i1> @llvm.dx.wave.readlane.v4i1(<4 x i1>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i1> @llvm.dx.wave.readlane.v3i1(<3 x i1>, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.wave.readlane.i1(i1, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i1> @llvm.dx.wave.readlane.v2i1(<2 x i1>, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #3

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
