; ModuleID = '/work/main/tests/intrinsics/step.hlsl'
source_filename = "/work/main/tests/intrinsics/step.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AF\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BF\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %5 = load <4 x float>, ptr %4, align 16, !tbaa !8
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %7 = load <4 x float>, ptr %6, align 16, !tbaa !8
  %8 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.step.v4f32(<4 x float> %5, <4 x float> %7)
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 0)
  store <4 x float> %8, ptr %9, align 16, !tbaa !8
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %11 = load <4 x float>, ptr %10, align 16
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %14 = load <4 x float>, ptr %13, align 16
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.step.v3f32(<3 x float> %12, <3 x float> %15)
  %17 = extractelement <4 x float> %11, i64 3
  %18 = extractelement <4 x float> %14, i64 3
  %19 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.step.f32(float %17, float %18)
  %20 = shufflevector <3 x float> %16, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %21 = insertelement <4 x float> %20, float %19, i64 3
  %22 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 1)
  store <4 x float> %21, ptr %22, align 16, !tbaa !8
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %24 = load <4 x float>, ptr %23, align 16
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %26 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %27 = load <4 x float>, ptr %26, align 16
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %29 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.step.v2f32(<2 x float> %25, <2 x float> %28)
  %30 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %31 = shufflevector <4 x float> %27, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %32 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.step.v2f32(<2 x float> %30, <2 x float> %31)
  %33 = shufflevector <2 x float> %29, <2 x float> %32, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %34 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 2)
  store <4 x float> %33, ptr %34, align 16, !tbaa !8
  %35 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %36 = load float, ptr %35, align 16
  %37 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %38 = load float, ptr %37, align 16
  %39 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.step.f32(float %36, float %38)
  %40 = getelementptr inbounds nuw i8, ptr %35, i32 4
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds nuw i8, ptr %37, i32 4
  %43 = load float, ptr %42, align 4
  %44 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.step.f32(float %41, float %43)
  %45 = getelementptr inbounds nuw i8, ptr %35, i32 8
  %46 = load float, ptr %45, align 8
  %47 = getelementptr inbounds nuw i8, ptr %37, i32 8
  %48 = load float, ptr %47, align 8
  %49 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.step.f32(float %46, float %48)
  %50 = getelementptr inbounds nuw i8, ptr %35, i32 12
  %51 = load float, ptr %50, align 4
  %52 = getelementptr inbounds nuw i8, ptr %37, i32 12
  %53 = load float, ptr %52, align 4
  %54 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.step.f32(float %51, float %53)
  %55 = insertelement <4 x float> poison, float %39, i64 0
  %56 = insertelement <4 x float> %55, float %44, i64 1
  %57 = insertelement <4 x float> %56, float %49, i64 2
  %58 = insertelement <4 x float> %57, float %54, i64 3
  %59 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 3)
  store <4 x float> %58, ptr %59, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.step.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.step.v3f32(<3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.step.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.step.v2f32(<2 x float>, <2 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
