; ModuleID = '/work/main/tests/intrinsics/cross.hlsl'
source_filename = "/work/main/tests/intrinsics/cross.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <3 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <3 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %1, i32 0)
  %5 = load <3 x float>, ptr %4, align 16, !tbaa !8
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %2, i32 0)
  %7 = load <3 x float>, ptr %6, align 16, !tbaa !8
  %8 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.cross.v3f32(<3 x float> %5, <3 x float> %7)
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %3, i32 0)
  store <3 x float> %8, ptr %9, align 16, !tbaa !8
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %1, i32 1)
  %11 = load <3 x float>, ptr %10, align 16, !tbaa !8
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %2, i32 1)
  %13 = load <3 x float>, ptr %12, align 16, !tbaa !8
  %14 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.cross.v3f32(<3 x float> %11, <3 x float> %13)
  %15 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %3, i32 1)
  store <3 x float> %14, ptr %15, align 16, !tbaa !8
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %1, i32 2)
  %17 = load <3 x float>, ptr %16, align 16, !tbaa !8
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %2, i32 2)
  %19 = load <3 x float>, ptr %18, align 16, !tbaa !8
  %20 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.cross.v3f32(<3 x float> %17, <3 x float> %19)
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %3, i32 2)
  store <3 x float> %20, ptr %21, align 16, !tbaa !8
  %22 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %1, i32 3)
  %23 = load <3 x float>, ptr %22, align 16, !tbaa !8
  %24 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %2, i32 3)
  %25 = load <3 x float>, ptr %24, align 16, !tbaa !8
  %26 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.cross.v3f32(<3 x float> %23, <3 x float> %25)
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %3, i32 3)
  store <3 x float> %26, ptr %27, align 16, !tbaa !8
  %28 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %1, i32 4)
  %29 = load <3 x float>, ptr %28, align 16, !tbaa !8
  %30 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0) %2, i32 4)
  %31 = load <3 x float>, ptr %30, align 16, !tbaa !8
  %32 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.cross.v3f32(<3 x float> %29, <3 x float> %31)
  %33 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %3, i32 4)
  store <3 x float> %32, ptr %33, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.cross.v3f32(<3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_0_0t(target("dx.RawBuffer", <3 x float>, 0, 0), i32) #1

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
