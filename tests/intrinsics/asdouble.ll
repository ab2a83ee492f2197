; ModuleID = '/work/main/tests/intrinsics/asdouble.hlsl'
source_filename = "/work/main/tests/intrinsics/asdouble.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"Lo\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"Hi\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 0)
  %5 = load <4 x i32>, ptr %4, align 16, !tbaa !8
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %2, i32 0)
  %7 = load <4 x i32>, ptr %6, align 16, !tbaa !8
  %8 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.dx.asdouble.v4i32(<4 x i32> %5, <4 x i32> %7)
  %9 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %3, i32 0)
  store <4 x double> %8, ptr %9, align 32, !tbaa !8
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 1)
  %11 = load <4 x i32>, ptr %10, align 16
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %2, i32 1)
  %14 = load <4 x i32>, ptr %13, align 16
  %15 = shufflevector <4 x i32> %14, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call reassoc nnan ninf nsz arcp afn <3 x double> @llvm.dx.asdouble.v3i32(<3 x i32> %12, <3 x i32> %15)
  %17 = extractelement <4 x i32> %11, i64 3
  %18 = extractelement <4 x i32> %14, i64 3
  %19 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.asdouble.i32(i32 %17, i32 %18)
  %20 = shufflevector <3 x double> %16, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %21 = insertelement <4 x double> %20, double %19, i64 3
  %22 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %3, i32 1)
  store <4 x double> %21, ptr %22, align 32, !tbaa !8
  %23 = load <2 x i32>, ptr %10, align 16
  %24 = load <2 x i32>, ptr %13, align 16
  %25 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.asdouble.v2i32(<2 x i32> %23, <2 x i32> %24)
  %26 = load <4 x i32>, ptr %4, align 16
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %28 = load <4 x i32>, ptr %6, align 16
  %29 = shufflevector <4 x i32> %28, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %30 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.asdouble.v2i32(<2 x i32> %27, <2 x i32> %29)
  %31 = shufflevector <2 x double> %25, <2 x double> %30, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %32 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %3, i32 2)
  store <4 x double> %31, ptr %32, align 32, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.dx.asdouble.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x double> @llvm.dx.asdouble.v3i32(<3 x i32>, <3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.dx.asdouble.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.dx.asdouble.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #1

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
