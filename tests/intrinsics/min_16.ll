; ModuleID = '/work/main/tests/intrinsics/min_16.hlsl'
source_filename = "/work/main/tests/intrinsics/min_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AH\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BH\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"AI\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"BI\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"AU\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"BU\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %11 = load <4 x half>, ptr %10, align 8, !tbaa !9
  %12 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %13 = load <4 x half>, ptr %12, align 8, !tbaa !9
  %14 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.minnum.v4f16(<4 x half> %11, <4 x half> %13)
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 0)
  store <4 x half> %14, ptr %15, align 8, !tbaa !9
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %17 = load <4 x half>, ptr %16, align 8
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %19 = load <4 x half>, ptr %18, align 8
  %20 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.minnum.v4f16(<4 x half> %17, <4 x half> %19)
  %21 = extractelement <4 x half> %17, i64 3
  %22 = extractelement <4 x half> %19, i64 3
  %23 = tail call reassoc nnan ninf nsz arcp afn half @llvm.minnum.f16(half %21, half %22)
  %24 = insertelement <4 x half> %20, half %23, i64 3
  %25 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 1)
  store <4 x half> %24, ptr %25, align 8, !tbaa !9
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %27 = load <4 x half>, ptr %26, align 8
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %29 = load <4 x half>, ptr %28, align 8
  %30 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.minnum.v4f16(<4 x half> %27, <4 x half> %29)
  %31 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 2)
  store <4 x half> %30, ptr %31, align 8, !tbaa !9
  %32 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %33 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %34 = load <4 x half>, ptr %32, align 8
  %35 = load <4 x half>, ptr %33, align 8
  %36 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.minnum.v4f16(<4 x half> %34, <4 x half> %35)
  %37 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 3)
  store <4 x half> %36, ptr %37, align 8, !tbaa !9
  %38 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 0)
  %39 = load <4 x i16>, ptr %38, align 8, !tbaa !9
  %40 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 0)
  %41 = load <4 x i16>, ptr %40, align 8, !tbaa !9
  %42 = tail call <4 x i16> @llvm.smin.v4i16(<4 x i16> %39, <4 x i16> %41)
  %43 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 0)
  store <4 x i16> %42, ptr %43, align 8, !tbaa !9
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 1)
  %45 = load <4 x i16>, ptr %44, align 8
  %46 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 1)
  %47 = load <4 x i16>, ptr %46, align 8
  %48 = tail call <4 x i16> @llvm.smin.v4i16(<4 x i16> %45, <4 x i16> %47)
  %49 = extractelement <4 x i16> %45, i64 3
  %50 = extractelement <4 x i16> %47, i64 3
  %51 = tail call i16 @llvm.smin.i16(i16 %49, i16 %50)
  %52 = insertelement <4 x i16> %48, i16 %51, i64 3
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 1)
  store <4 x i16> %52, ptr %53, align 8, !tbaa !9
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 2)
  %55 = load <4 x i16>, ptr %54, align 8
  %56 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 2)
  %57 = load <4 x i16>, ptr %56, align 8
  %58 = tail call <4 x i16> @llvm.smin.v4i16(<4 x i16> %55, <4 x i16> %57)
  %59 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 2)
  store <4 x i16> %58, ptr %59, align 8, !tbaa !9
  %60 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 3)
  %61 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 3)
  %62 = load <4 x i16>, ptr %60, align 8
  %63 = load <4 x i16>, ptr %61, align 8
  %64 = tail call <4 x i16> @llvm.smin.v4i16(<4 x i16> %62, <4 x i16> %63)
  %65 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 3)
  store <4 x i16> %64, ptr %65, align 8, !tbaa !9
  %66 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 0)
  %67 = load <4 x i16>, ptr %66, align 8, !tbaa !9
  %68 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 0)
  %69 = load <4 x i16>, ptr %68, align 8, !tbaa !9
  %70 = tail call <4 x i16> @llvm.umin.v4i16(<4 x i16> %67, <4 x i16> %69)
  %71 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 0)
  store <4 x i16> %70, ptr %71, align 8, !tbaa !9
  %72 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 1)
  %73 = load <4 x i16>, ptr %72, align 8
  %74 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 1)
  %75 = load <4 x i16>, ptr %74, align 8
  %76 = tail call <4 x i16> @llvm.umin.v4i16(<4 x i16> %73, <4 x i16> %75)
  %77 = extractelement <4 x i16> %73, i64 3
  %78 = extractelement <4 x i16> %75, i64 3
  %79 = tail call i16 @llvm.umin.i16(i16 %77, i16 %78)
  %80 = insertelement <4 x i16> %76, i16 %79, i64 3
  %81 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 1)
  store <4 x i16> %80, ptr %81, align 8, !tbaa !9
  %82 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 2)
  %83 = load <4 x i16>, ptr %82, align 8
  %84 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 2)
  %85 = load <4 x i16>, ptr %84, align 8
  %86 = tail call <4 x i16> @llvm.umin.v4i16(<4 x i16> %83, <4 x i16> %85)
  %87 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 2)
  store <4 x i16> %86, ptr %87, align 8, !tbaa !9
  %88 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 3)
  %89 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 3)
  %90 = load <4 x i16>, ptr %88, align 8
  %91 = load <4 x i16>, ptr %89, align 8
  %92 = tail call <4 x i16> @llvm.umin.v4i16(<4 x i16> %90, <4 x i16> %91)
  %93 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 3)
  store <4 x i16> %92, ptr %93, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.minnum.v4f16(<4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.smin.v4i16(<4 x i16>, <4 x i16>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.umin.v4i16(<4 x i16>, <4 x i16>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
