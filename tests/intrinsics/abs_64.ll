; ModuleID = '/work/main/tests/intrinsics/abs_64.hlsl'
source_filename = "/work/main/tests/intrinsics/abs_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InD\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 0)
  %6 = load <4 x double>, ptr %5, align 32, !tbaa !8
  %7 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fabs.v4f64(<4 x double> %6)
  %8 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %2, i32 0)
  store <4 x double> %7, ptr %8, align 32, !tbaa !8
  %9 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 1)
  %10 = load <4 x double>, ptr %9, align 32
  %11 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fabs.v4f64(<4 x double> %10)
  %12 = extractelement <4 x double> %10, i64 3
  %13 = tail call reassoc nnan ninf nsz arcp afn double @llvm.fabs.f64(double %12)
  %14 = insertelement <4 x double> %11, double %13, i64 3
  %15 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %2, i32 1)
  store <4 x double> %14, ptr %15, align 32, !tbaa !8
  %16 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 2)
  %17 = load <4 x double>, ptr %16, align 32
  %18 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fabs.v4f64(<4 x double> %17)
  %19 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %2, i32 2)
  store <4 x double> %18, ptr %19, align 32, !tbaa !8
  %20 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 3)
  %21 = load <4 x double>, ptr %20, align 32
  %22 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fabs.v4f64(<4 x double> %21)
  %23 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %2, i32 3)
  store <4 x double> %22, ptr %23, align 32, !tbaa !8
  %24 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 0)
  %25 = load <4 x i64>, ptr %24, align 32, !tbaa !8
  %26 = tail call <4 x i64> @llvm.abs.v4i64(<4 x i64> %25, i1 false)
  %27 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %4, i32 0)
  store <4 x i64> %26, ptr %27, align 32, !tbaa !8
  %28 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 1)
  %29 = load <4 x i64>, ptr %28, align 32
  %30 = tail call <4 x i64> @llvm.abs.v4i64(<4 x i64> %29, i1 false)
  %31 = extractelement <4 x i64> %29, i64 3
  %32 = tail call i64 @llvm.abs.i64(i64 %31, i1 false)
  %33 = insertelement <4 x i64> %30, i64 %32, i64 3
  %34 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %4, i32 1)
  store <4 x i64> %33, ptr %34, align 32, !tbaa !8
  %35 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 2)
  %36 = load <4 x i64>, ptr %35, align 32
  %37 = tail call <4 x i64> @llvm.abs.v4i64(<4 x i64> %36, i1 false)
  %38 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %4, i32 2)
  store <4 x i64> %37, ptr %38, align 32, !tbaa !8
  %39 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 3)
  %40 = load <4 x i64>, ptr %39, align 32
  %41 = tail call <4 x i64> @llvm.abs.v4i64(<4 x i64> %40, i1 false)
  %42 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %4, i32 3)
  store <4 x i64> %41, ptr %42, align 32, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fabs.v4f64(<4 x double>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.abs.v4i64(<4 x i64>, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
