; ModuleID = '/work/main/tests/intrinsics/distance_16.hlsl'
source_filename = "/work/main/tests/intrinsics/distance_16.hlsl"
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
  %8 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %5, %7
  %9 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %8, <4 x half> nofpclass(nan inf) %8)
  %10 = shufflevector <4 x half> %8, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %10, <3 x half> nofpclass(nan inf) %10)
  %12 = insertelement <4 x half> poison, half %9, i64 0
  %13 = insertelement <4 x half> %12, half %11, i64 1
  %14 = shufflevector <4 x half> %8, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %15 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %14, <2 x half> nofpclass(nan inf) %14)
  %16 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.sqrt.f16(half %15)
  %17 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %5, %7
  %18 = extractelement <4 x half> %17, i64 0
  %19 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.fabs.f16(half nofpclass(nan inf) %18)
  %20 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %13)
  %21 = insertelement <4 x half> %20, half %16, i64 2
  %22 = insertelement <4 x half> %21, half %19, i64 3
  %23 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 0)
  store <4 x half> %22, ptr %23, align 8, !tbaa !9
  %24 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %25 = load <4 x half>, ptr %24, align 8, !tbaa !9
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %27 = load <4 x half>, ptr %26, align 8, !tbaa !9
  %28 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %25, %27
  %29 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %28, <4 x half> nofpclass(nan inf) %28)
  %30 = shufflevector <4 x half> %28, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %30, <3 x half> nofpclass(nan inf) %30)
  %32 = insertelement <4 x half> poison, half %29, i64 0
  %33 = insertelement <4 x half> %32, half %31, i64 1
  %34 = shufflevector <4 x half> %28, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %35 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %34, <2 x half> nofpclass(nan inf) %34)
  %36 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.sqrt.f16(half %35)
  %37 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %25, %27
  %38 = extractelement <4 x half> %37, i64 0
  %39 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.fabs.f16(half nofpclass(nan inf) %38)
  %40 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %33)
  %41 = insertelement <4 x half> %40, half %36, i64 2
  %42 = insertelement <4 x half> %41, half %39, i64 3
  %43 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 1)
  store <4 x half> %42, ptr %43, align 8, !tbaa !9
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %45 = load <4 x half>, ptr %44, align 8, !tbaa !9
  %46 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %47 = load <4 x half>, ptr %46, align 8, !tbaa !9
  %48 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %45, %47
  %49 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %48, <4 x half> nofpclass(nan inf) %48)
  %50 = shufflevector <4 x half> %48, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %50, <3 x half> nofpclass(nan inf) %50)
  %52 = insertelement <4 x half> poison, half %49, i64 0
  %53 = insertelement <4 x half> %52, half %51, i64 1
  %54 = shufflevector <4 x half> %48, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %55 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %54, <2 x half> nofpclass(nan inf) %54)
  %56 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.sqrt.f16(half %55)
  %57 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %45, %47
  %58 = extractelement <4 x half> %57, i64 0
  %59 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.fabs.f16(half nofpclass(nan inf) %58)
  %60 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %53)
  %61 = insertelement <4 x half> %60, half %56, i64 2
  %62 = insertelement <4 x half> %61, half %59, i64 3
  %63 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 2)
  store <4 x half> %62, ptr %63, align 8, !tbaa !9
  %64 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %65 = load <4 x half>, ptr %64, align 8, !tbaa !9
  %66 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %67 = load <4 x half>, ptr %66, align 8, !tbaa !9
  %68 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %65, %67
  %69 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %68, <4 x half> nofpclass(nan inf) %68)
  %70 = shufflevector <4 x half> %68, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %70, <3 x half> nofpclass(nan inf) %70)
  %72 = insertelement <4 x half> poison, half %69, i64 0
  %73 = insertelement <4 x half> %72, half %71, i64 1
  %74 = shufflevector <4 x half> %68, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %75 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %74, <2 x half> nofpclass(nan inf) %74)
  %76 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.sqrt.f16(half %75)
  %77 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %65, %67
  %78 = extractelement <4 x half> %77, i64 0
  %79 = tail call reassoc nnan ninf nsz arcp afn noundef half @llvm.fabs.f16(half nofpclass(nan inf) %78)
  %80 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %73)
  %81 = insertelement <4 x half> %80, half %76, i64 2
  %82 = insertelement <4 x half> %81, half %79, i64 3
  %83 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 3)
  store <4 x half> %82, ptr %83, align 8, !tbaa !9
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
declare half @llvm.sqrt.f16(half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v3f16(<3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v2f16(<2 x half>, <2 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.sqrt.v4f16(<4 x half>) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
