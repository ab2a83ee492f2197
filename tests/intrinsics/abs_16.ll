; ModuleID = '/work/main/tests/intrinsics/abs_16.hlsl'
source_filename = "/work/main/tests/intrinsics/abs_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InH\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %6 = load <4 x half>, ptr %5, align 8, !tbaa !9
  %7 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fabs.v4f16(<4 x half> %6)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 0)
  store <4 x half> %7, ptr %8, align 8, !tbaa !9
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %10 = load <4 x half>, ptr %9, align 8
  %11 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fabs.v4f16(<4 x half> %10)
  %12 = extractelement <4 x half> %10, i64 3
  %13 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fabs.f16(half %12)
  %14 = insertelement <4 x half> %11, half %13, i64 3
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 1)
  store <4 x half> %14, ptr %15, align 8, !tbaa !9
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %17 = load <4 x half>, ptr %16, align 8
  %18 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fabs.v4f16(<4 x half> %17)
  %19 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 2)
  store <4 x half> %18, ptr %19, align 8, !tbaa !9
  %20 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %21 = load <4 x half>, ptr %20, align 8
  %22 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fabs.v4f16(<4 x half> %21)
  %23 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 3)
  store <4 x half> %22, ptr %23, align 8, !tbaa !9
  %24 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 0)
  %25 = load <4 x i16>, ptr %24, align 8, !tbaa !9
  %26 = tail call <4 x i16> @llvm.abs.v4i16(<4 x i16> %25, i1 false)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %4, i32 0)
  store <4 x i16> %26, ptr %27, align 8, !tbaa !9
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 1)
  %29 = load <4 x i16>, ptr %28, align 8
  %30 = tail call <4 x i16> @llvm.abs.v4i16(<4 x i16> %29, i1 false)
  %31 = extractelement <4 x i16> %29, i64 3
  %32 = tail call i16 @llvm.abs.i16(i16 %31, i1 false)
  %33 = insertelement <4 x i16> %30, i16 %32, i64 3
  %34 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %4, i32 1)
  store <4 x i16> %33, ptr %34, align 8, !tbaa !9
  %35 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 2)
  %36 = load <4 x i16>, ptr %35, align 8
  %37 = tail call <4 x i16> @llvm.abs.v4i16(<4 x i16> %36, i1 false)
  %38 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %4, i32 2)
  store <4 x i16> %37, ptr %38, align 8, !tbaa !9
  %39 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 3)
  %40 = load <4 x i16>, ptr %39, align 8
  %41 = tail call <4 x i16> @llvm.abs.v4i16(<4 x i16> %40, i1 false)
  %42 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %4, i32 3)
  store <4 x i16> %41, ptr %42, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fabs.v4f16(<4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.abs.v4i16(<4 x i16>, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
