; ModuleID = '/work/main/tests/intrinsics/distance.hlsl'
source_filename = "/work/main/tests/intrinsics/distance.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AF\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BF\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %5 = load <4 x float>, ptr %4, align 16, !tbaa !8
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %7 = load <4 x float>, ptr %6, align 16, !tbaa !8
  %8 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %5, %7
  %9 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %8, <4 x float> nofpclass(nan inf) %8)
  %10 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %10, <3 x float> nofpclass(nan inf) %10)
  %12 = insertelement <4 x float> poison, float %9, i64 0
  %13 = insertelement <4 x float> %12, float %11, i64 1
  %14 = shufflevector <4 x float> %8, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %15 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %14, <2 x float> nofpclass(nan inf) %14)
  %16 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.sqrt.f32(float %15)
  %17 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %5, %7
  %18 = extractelement <4 x float> %17, i64 0
  %19 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.fabs.f32(float nofpclass(nan inf) %18)
  %20 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %13)
  %21 = insertelement <4 x float> %20, float %16, i64 2
  %22 = insertelement <4 x float> %21, float %19, i64 3
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 0)
  store <4 x float> %22, ptr %23, align 16, !tbaa !8
  %24 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %25 = load <4 x float>, ptr %24, align 16, !tbaa !8
  %26 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %27 = load <4 x float>, ptr %26, align 16, !tbaa !8
  %28 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %25, %27
  %29 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %28, <4 x float> nofpclass(nan inf) %28)
  %30 = shufflevector <4 x float> %28, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %30, <3 x float> nofpclass(nan inf) %30)
  %32 = insertelement <4 x float> poison, float %29, i64 0
  %33 = insertelement <4 x float> %32, float %31, i64 1
  %34 = shufflevector <4 x float> %28, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %35 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %34, <2 x float> nofpclass(nan inf) %34)
  %36 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.sqrt.f32(float %35)
  %37 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %25, %27
  %38 = extractelement <4 x float> %37, i64 0
  %39 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.fabs.f32(float nofpclass(nan inf) %38)
  %40 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %33)
  %41 = insertelement <4 x float> %40, float %36, i64 2
  %42 = insertelement <4 x float> %41, float %39, i64 3
  %43 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 1)
  store <4 x float> %42, ptr %43, align 16, !tbaa !8
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %45 = load <4 x float>, ptr %44, align 16, !tbaa !8
  %46 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %47 = load <4 x float>, ptr %46, align 16, !tbaa !8
  %48 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %45, %47
  %49 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %48, <4 x float> nofpclass(nan inf) %48)
  %50 = shufflevector <4 x float> %48, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %50, <3 x float> nofpclass(nan inf) %50)
  %52 = insertelement <4 x float> poison, float %49, i64 0
  %53 = insertelement <4 x float> %52, float %51, i64 1
  %54 = shufflevector <4 x float> %48, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %55 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %54, <2 x float> nofpclass(nan inf) %54)
  %56 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.sqrt.f32(float %55)
  %57 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %45, %47
  %58 = extractelement <4 x float> %57, i64 0
  %59 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.fabs.f32(float nofpclass(nan inf) %58)
  %60 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %53)
  %61 = insertelement <4 x float> %60, float %56, i64 2
  %62 = insertelement <4 x float> %61, float %59, i64 3
  %63 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 2)
  store <4 x float> %62, ptr %63, align 16, !tbaa !8
  %64 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %65 = load <4 x float>, ptr %64, align 16, !tbaa !8
  %66 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %67 = load <4 x float>, ptr %66, align 16, !tbaa !8
  %68 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %65, %67
  %69 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %68, <4 x float> nofpclass(nan inf) %68)
  %70 = shufflevector <4 x float> %68, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %70, <3 x float> nofpclass(nan inf) %70)
  %72 = insertelement <4 x float> poison, float %69, i64 0
  %73 = insertelement <4 x float> %72, float %71, i64 1
  %74 = shufflevector <4 x float> %68, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %75 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %74, <2 x float> nofpclass(nan inf) %74)
  %76 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.sqrt.f32(float %75)
  %77 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %65, %67
  %78 = extractelement <4 x float> %77, i64 0
  %79 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.fabs.f32(float nofpclass(nan inf) %78)
  %80 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %73)
  %81 = insertelement <4 x float> %80, float %76, i64 2
  %82 = insertelement <4 x float> %81, float %79, i64 3
  %83 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 3)
  store <4 x float> %82, ptr %83, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v2f32(<2 x float>, <2 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
