; ModuleID = '/work/main/tests/intrinsics/isnan_16.hlsl'
source_filename = "/work/main/tests/intrinsics/isnan_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InH\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %4 = load <4 x half>, ptr %3, align 8, !tbaa !9
  %5 = tail call <4 x i1> @llvm.dx.isnan.v4f16(<4 x half> %4)
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  %7 = zext <4 x i1> %5 to <4 x i32>
  store <4 x i32> %7, ptr %6, align 16, !tbaa !9
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %9 = load <4 x half>, ptr %8, align 8
  %10 = shufflevector <4 x half> %9, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = tail call <3 x i1> @llvm.dx.isnan.v3f16(<3 x half> %10)
  %12 = extractelement <4 x half> %9, i64 3
  %13 = tail call i1 @llvm.dx.isnan.f16(half %12)
  %14 = shufflevector <3 x i1> %11, <3 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %15 = insertelement <4 x i1> %14, i1 %13, i64 3
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  %17 = zext <4 x i1> %15 to <4 x i32>
  store <4 x i32> %17, ptr %16, align 16, !tbaa !9
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %19 = load <4 x half>, ptr %18, align 8
  %20 = shufflevector <4 x half> %19, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %21 = tail call <2 x i1> @llvm.dx.isnan.v2f16(<2 x half> %20)
  %22 = shufflevector <4 x half> %19, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %23 = tail call <2 x i1> @llvm.dx.isnan.v2f16(<2 x half> %22)
  %24 = shufflevector <2 x i1> %21, <2 x i1> %23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %25 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  %26 = zext <4 x i1> %24 to <4 x i32>
  store <4 x i32> %26, ptr %25, align 16, !tbaa !9
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %28 = load half, ptr %27, align 8
  %29 = tail call i1 @llvm.dx.isnan.f16(half %28)
  %30 = getelementptr inbounds nuw i8, ptr %27, i32 2
  %31 = load half, ptr %30, align 2
  %32 = tail call i1 @llvm.dx.isnan.f16(half %31)
  %33 = getelementptr inbounds nuw i8, ptr %27, i32 4
  %34 = load half, ptr %33, align 4
  %35 = tail call i1 @llvm.dx.isnan.f16(half %34)
  %36 = getelementptr inbounds nuw i8, ptr %27, i32 6
  %37 = load half, ptr %36, align 2
  %38 = tail call i1 @llvm.dx.isnan.f16(half %37)
  %39 = insertelement <4 x i1> poison, i1 %29, i64 0
  %40 = insertelement <4 x i1> %39, i1 %32, i64 1
  %41 = insertelement <4 x i1> %40, i1 %35, i64 2
  %42 = insertelement <4 x i1> %41, i1 %38, i64 3
  %43 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  %44 = zext <4 x i1> %42 to <4 x i32>
  store <4 x i32> %44, ptr %43, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i1> @llvm.dx.isnan.v4f16(<4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i1> @llvm.dx.isnan.v3f16(<3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.isnan.f16(half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i1> @llvm.dx.isnan.v2f16(<2 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
