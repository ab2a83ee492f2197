; ModuleID = '/work/main/tests/intrinsics/isinf.hlsl'
source_filename = "/work/main/tests/intrinsics/isinf.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InF\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %4 = load <4 x float>, ptr %3, align 16, !tbaa !8
  %5 = tail call <4 x i1> @llvm.dx.isinf.v4f32(<4 x float> %4)
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  %7 = zext <4 x i1> %5 to <4 x i32>
  store <4 x i32> %7, ptr %6, align 16, !tbaa !8
  %8 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %9 = load <4 x float>, ptr %8, align 16
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = tail call <3 x i1> @llvm.dx.isinf.v3f32(<3 x float> %10)
  %12 = extractelement <4 x float> %9, i64 3
  %13 = tail call i1 @llvm.dx.isinf.f32(float %12)
  %14 = shufflevector <3 x i1> %11, <3 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %15 = insertelement <4 x i1> %14, i1 %13, i64 3
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  %17 = zext <4 x i1> %15 to <4 x i32>
  store <4 x i32> %17, ptr %16, align 16, !tbaa !8
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %19 = load <4 x float>, ptr %18, align 16
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %21 = tail call <2 x i1> @llvm.dx.isinf.v2f32(<2 x float> %20)
  %22 = shufflevector <4 x float> %19, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %23 = tail call <2 x i1> @llvm.dx.isinf.v2f32(<2 x float> %22)
  %24 = shufflevector <2 x i1> %21, <2 x i1> %23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %25 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  %26 = zext <4 x i1> %24 to <4 x i32>
  store <4 x i32> %26, ptr %25, align 16, !tbaa !8
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %28 = load float, ptr %27, align 16
  %29 = tail call i1 @llvm.dx.isinf.f32(float %28)
  %30 = getelementptr inbounds nuw i8, ptr %27, i32 4
  %31 = load float, ptr %30, align 4
  %32 = tail call i1 @llvm.dx.isinf.f32(float %31)
  %33 = getelementptr inbounds nuw i8, ptr %27, i32 8
  %34 = load float, ptr %33, align 8
  %35 = tail call i1 @llvm.dx.isinf.f32(float %34)
  %36 = getelementptr inbounds nuw i8, ptr %27, i32 12
  %37 = load float, ptr %36, align 4
  %38 = tail call i1 @llvm.dx.isinf.f32(float %37)
  %39 = insertelement <4 x i1> poison, i1 %29, i64 0
  %40 = insertelement <4 x i1> %39, i1 %32, i64 1
  %41 = insertelement <4 x i1> %40, i1 %35, i64 2
  %42 = insertelement <4 x i1> %41, i1 %38, i64 3
  %43 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  %44 = zext <4 x i1> %42 to <4 x i32>
  store <4 x i32> %44, ptr %43, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i1> @llvm.dx.isinf.v4f32(<4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i1> @llvm.dx.isinf.v3f32(<3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.isinf.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i1> @llvm.dx.isinf.v2f32(<2 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

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
