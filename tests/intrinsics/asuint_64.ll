; ModuleID = '/work/main/tests/intrinsics/asuint_64.hlsl'
source_filename = "/work/main/tests/intrinsics/asuint_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"Lo\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"Hi\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 0)
  %5 = load <4 x double>, ptr %4, align 32, !tbaa !8
  %6 = tail call { <4 x i32>, <4 x i32> } @llvm.dx.splitdouble.v4i32(<4 x double> %5)
  %7 = extractvalue { <4 x i32>, <4 x i32> } %6, 0
  %8 = extractvalue { <4 x i32>, <4 x i32> } %6, 1
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  store <4 x i32> %7, ptr %9, align 16, !tbaa !8
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %3, i32 0)
  store <4 x i32> %8, ptr %10, align 16, !tbaa !8
  %11 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 1)
  %12 = load <4 x double>, ptr %11, align 32
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %14 = tail call { <3 x i32>, <3 x i32> } @llvm.dx.splitdouble.v3i32(<3 x double> %13)
  %15 = extractvalue { <3 x i32>, <3 x i32> } %14, 0
  %16 = extractvalue { <3 x i32>, <3 x i32> } %14, 1
  %17 = extractelement <4 x double> %12, i64 3
  %18 = tail call { i32, i32 } @llvm.dx.splitdouble.i32(double %17)
  %19 = extractvalue { i32, i32 } %18, 0
  %20 = extractvalue { i32, i32 } %18, 1
  %21 = shufflevector <3 x i32> %15, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %22 = insertelement <4 x i32> %21, i32 %19, i64 3
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  store <4 x i32> %22, ptr %23, align 16, !tbaa !8
  %24 = shufflevector <3 x i32> %16, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %25 = insertelement <4 x i32> %24, i32 %20, i64 3
  %26 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %3, i32 1)
  store <4 x i32> %25, ptr %26, align 16, !tbaa !8
  %27 = load <4 x double>, ptr %11, align 32
  %28 = shufflevector <4 x double> %27, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %29 = tail call { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double> %28)
  %30 = extractvalue { <2 x i32>, <2 x i32> } %29, 0
  %31 = extractvalue { <2 x i32>, <2 x i32> } %29, 1
  %32 = shufflevector <2 x i32> %30, <2 x i32> %31, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %33 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  store <4 x i32> %32, ptr %33, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare { <4 x i32>, <4 x i32> } @llvm.dx.splitdouble.v4i32(<4 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare { <3 x i32>, <3 x i32> } @llvm.dx.splitdouble.v3i32(<3 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare { i32, i32 } @llvm.dx.splitdouble.i32(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

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
