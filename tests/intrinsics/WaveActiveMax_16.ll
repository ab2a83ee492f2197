; ModuleID = '/work/main/tests/intrinsics/WaveActiveMax_16.hlsl'
source_filename = "/work/main/tests/intrinsics/WaveActiveMax_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InH\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 %7)
  %9 = load <4 x half>, ptr %8, align 8, !tbaa !9
  %10 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.wave.reduce.max.v4f16(<4 x half> %9)
  %11 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 %7)
  store <4 x half> %10, ptr %11, align 8, !tbaa !9
  %12 = and i32 %7, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %0
  %15 = shufflevector <4 x half> %9, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.wave.reduce.max.v3f16(<3 x half> %15)
  %17 = shufflevector <3 x half> %16, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %18 = extractelement <4 x half> %9, i64 3
  %19 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.wave.reduce.max.f16(half %18)
  %20 = insertelement <4 x half> %17, half %19, i64 3
  br label %27

21:                                               ; preds = %0
  %22 = shufflevector <4 x half> %9, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %23 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.wave.reduce.max.v2f16(<2 x half> %22)
  %24 = shufflevector <4 x half> %9, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %25 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.wave.reduce.max.v2f16(<2 x half> %24)
  %26 = shufflevector <2 x half> %23, <2 x half> %25, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %27

27:                                               ; preds = %21, %14
  %28 = phi <4 x half> [ %26, %21 ], [ %20, %14 ]
  %29 = add i32 %7, 8
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 %29)
  store <4 x half> %28, ptr %30, align 8, !tbaa !9
  %31 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %2, i32 %7)
  %32 = load <4 x i16>, ptr %31, align 8, !tbaa !9
  %33 = tail call <4 x i16> @llvm.dx.wave.reduce.max.v4i16(<4 x i16> %32)
  %34 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %5, i32 %7)
  store <4 x i16> %33, ptr %34, align 8, !tbaa !9
  br i1 %13, label %42, label %35

35:                                               ; preds = %27
  %36 = shufflevector <4 x i16> %32, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %37 = tail call <3 x i16> @llvm.dx.wave.reduce.max.v3i16(<3 x i16> %36)
  %38 = shufflevector <3 x i16> %37, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %39 = extractelement <4 x i16> %32, i64 3
  %40 = tail call i16 @llvm.dx.wave.reduce.max.i16(i16 %39)
  %41 = insertelement <4 x i16> %38, i16 %40, i64 3
  br label %48

42:                                               ; preds = %27
  %43 = shufflevector <4 x i16> %32, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call <2 x i16> @llvm.dx.wave.reduce.max.v2i16(<2 x i16> %43)
  %45 = shufflevector <4 x i16> %32, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %46 = tail call <2 x i16> @llvm.dx.wave.reduce.max.v2i16(<2 x i16> %45)
  %47 = shufflevector <2 x i16> %44, <2 x i16> %46, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %48

48:                                               ; preds = %42, %35
  %49 = phi <4 x i16> [ %47, %42 ], [ %41, %35 ]
  %50 = add i32 %7, 8
  %51 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %5, i32 %50)
  store <4 x i16> %49, ptr %51, align 8, !tbaa !9
  %52 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 %7)
  %53 = load <4 x i16>, ptr %52, align 8, !tbaa !9
  %54 = tail call <4 x i16> @llvm.dx.wave.reduce.max.v4i16(<4 x i16> %53)
  %55 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 %7)
  store <4 x i16> %54, ptr %55, align 8, !tbaa !9
  br i1 %13, label %63, label %56

56:                                               ; preds = %48
  %57 = shufflevector <4 x i16> %53, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %58 = tail call <3 x i16> @llvm.dx.wave.reduce.max.v3i16(<3 x i16> %57)
  %59 = shufflevector <3 x i16> %58, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %60 = extractelement <4 x i16> %53, i64 3
  %61 = tail call i16 @llvm.dx.wave.reduce.umax.i16(i16 %60)
  %62 = insertelement <4 x i16> %59, i16 %61, i64 3
  br label %69

63:                                               ; preds = %48
  %64 = shufflevector <4 x i16> %53, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %65 = tail call <2 x i16> @llvm.dx.wave.reduce.max.v2i16(<2 x i16> %64)
  %66 = shufflevector <4 x i16> %53, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %67 = tail call <2 x i16> @llvm.dx.wave.reduce.max.v2i16(<2 x i16> %66)
  %68 = shufflevector <2 x i16> %65, <2 x i16> %67, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %69

69:                                               ; preds = %56, %63
  %70 = phi <4 x i16> [ %62, %56 ], [ %68, %63 ]
  %71 = add i32 %7, 8
  %72 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 %71)
  store <4 x i16> %70, ptr %72, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x half> @llvm.dx.wave.reduce.max.v4f16(<4 x half>) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.wave.reduce.max.v3f16(<3 x half>) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.wave.reduce.max.f16(half) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.wave.reduce.max.v2f16(<2 x half>) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.dx.wave.reduce.max.v4i16(<4 x i16>) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i16> @llvm.dx.wave.reduce.max.v3i16(<3 x i16>) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.wave.reduce.max.i16(i16) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i16> @llvm.dx.wave.reduce.max.v2i16(<2 x i16>) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.wave.reduce.umax.i16(i16) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
