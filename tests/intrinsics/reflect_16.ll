; ModuleID = '/work/main/tests/intrinsics/reflect_16.hlsl'
source_filename = "/work/main/tests/intrinsics/reflect_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AH\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BH\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %5 = load <4 x half>, ptr %4, align 8, !tbaa !9
  %6 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %7 = load <4 x half>, ptr %6, align 8, !tbaa !9
  %8 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %5, <4 x half> nofpclass(nan inf) %7)
  %9 = insertelement <4 x half> poison, half %8, i64 0
  %10 = shufflevector <4 x half> %9, <4 x half> poison, <4 x i32> zeroinitializer
  %11 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %7, splat (half 0xHC000)
  %12 = tail call reassoc nnan ninf nsz arcp afn noundef <4 x half> @llvm.fmuladd.v4f16(<4 x half> %11, <4 x half> %10, <4 x half> nofpclass(nan inf) %5)
  %13 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 0)
  store <4 x half> %12, ptr %13, align 8, !tbaa !9
  %14 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %15 = load <4 x half>, ptr %14, align 8
  %16 = shufflevector <4 x half> %15, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %17 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %18 = load <4 x half>, ptr %17, align 8
  %19 = shufflevector <4 x half> %18, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %20 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %16, <3 x half> nofpclass(nan inf) %19)
  %21 = insertelement <3 x half> poison, half %20, i64 0
  %22 = extractelement <4 x half> %15, i64 3
  %23 = extractelement <4 x half> %18, i64 3
  %24 = fmul reassoc nnan ninf nsz arcp afn half %22, 0xHC000
  %25 = fmul reassoc nnan ninf nsz arcp afn half %24, %23
  %26 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.fmuladd.f16(half %25, half nofpclass(nan inf) %23, half nofpclass(nan inf) %22)
  %27 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %18, splat (half 0xHC000)
  %28 = shufflevector <3 x half> %21, <3 x half> poison, <4 x i32> zeroinitializer
  %29 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %27, <4 x half> %28, <4 x half> %15)
  %30 = insertelement <4 x half> %29, half %26, i64 3
  %31 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 1)
  store <4 x half> %30, ptr %31, align 8, !tbaa !9
  %32 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %33 = load <4 x half>, ptr %32, align 8
  %34 = shufflevector <4 x half> %33, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %35 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %36 = load <4 x half>, ptr %35, align 8
  %37 = shufflevector <4 x half> %36, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %38 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %34, <2 x half> nofpclass(nan inf) %37)
  %39 = insertelement <2 x half> poison, half %38, i64 0
  %40 = shufflevector <2 x half> %39, <2 x half> poison, <2 x i32> zeroinitializer
  %41 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %37, splat (half 0xHC000)
  %42 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x half> @llvm.fmuladd.v2f16(<2 x half> %41, <2 x half> %40, <2 x half> nofpclass(nan inf) %34)
  %43 = shufflevector <4 x half> %33, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %44 = shufflevector <4 x half> %36, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %45 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %43, <2 x half> nofpclass(nan inf) %44)
  %46 = insertelement <2 x half> poison, half %45, i64 0
  %47 = shufflevector <2 x half> %46, <2 x half> poison, <2 x i32> zeroinitializer
  %48 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %44, splat (half 0xHC000)
  %49 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x half> @llvm.fmuladd.v2f16(<2 x half> %48, <2 x half> %47, <2 x half> nofpclass(nan inf) %43)
  %50 = shufflevector <2 x half> %42, <2 x half> %49, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %51 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 2)
  store <4 x half> %50, ptr %51, align 8, !tbaa !9
  %52 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %54 = load <4 x half>, ptr %52, align 8
  %55 = load <4 x half>, ptr %53, align 8
  %56 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %54, splat (half 0xHC000)
  %57 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %56, %55
  %58 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %57, <4 x half> %55, <4 x half> %54)
  %59 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 3)
  store <4 x half> %58, ptr %59, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v4f16(<4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v3f16(<3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v2f16(<2 x half>, <2 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
