; ModuleID = '/work/main/tests/intrinsics/faceforward.hlsl'
source_filename = "/work/main/tests/intrinsics/faceforward.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AF\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BF\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"CF\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %6 = load <4 x float>, ptr %5, align 16, !tbaa !8
  %7 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %8 = load <4 x float>, ptr %7, align 16, !tbaa !8
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 0)
  %10 = load <4 x float>, ptr %9, align 16, !tbaa !8
  %11 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %8, <4 x float> nofpclass(nan inf) %10)
  %12 = fcmp reassoc nnan ninf nsz arcp afn olt float %11, 0.000000e+00
  %13 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %6
  %14 = select reassoc nnan ninf nsz arcp afn i1 %12, <4 x float> %6, <4 x float> %13
  %15 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 0)
  store <4 x float> %14, ptr %15, align 16, !tbaa !8
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %17 = load <4 x float>, ptr %16, align 16
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %20 = load <4 x float>, ptr %19, align 16
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %22 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 1)
  %23 = load <4 x float>, ptr %22, align 16
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %25 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %21, <3 x float> nofpclass(nan inf) %24)
  %26 = fcmp reassoc nnan ninf nsz arcp afn olt float %25, 0.000000e+00
  %27 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %18
  %28 = select reassoc nnan ninf nsz arcp afn i1 %26, <3 x float> %18, <3 x float> %27
  %29 = extractelement <4 x float> %17, i64 3
  %30 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %23, %20
  %31 = extractelement <4 x float> %30, i64 3
  %32 = fcmp reassoc nnan ninf nsz arcp afn olt float %31, 0.000000e+00
  %33 = fneg reassoc nnan ninf nsz arcp afn float %29
  %34 = select reassoc nnan ninf nsz arcp afn i1 %32, float %29, float %33
  %35 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %36 = insertelement <4 x float> %35, float %34, i64 3
  %37 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 1)
  store <4 x float> %36, ptr %37, align 16, !tbaa !8
  %38 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %39 = load <4 x float>, ptr %38, align 16
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %41 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %42 = load <4 x float>, ptr %41, align 16
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 2)
  %45 = load <4 x float>, ptr %44, align 16
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %47 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %43, <2 x float> nofpclass(nan inf) %46)
  %48 = fcmp reassoc nnan ninf nsz arcp afn olt float %47, 0.000000e+00
  %49 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %40
  %50 = select reassoc nnan ninf nsz arcp afn i1 %48, <2 x float> %40, <2 x float> %49
  %51 = shufflevector <4 x float> %39, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %52 = shufflevector <4 x float> %42, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %53 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %54 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %52, <2 x float> nofpclass(nan inf) %53)
  %55 = fcmp reassoc nnan ninf nsz arcp afn olt float %54, 0.000000e+00
  %56 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %51
  %57 = select reassoc nnan ninf nsz arcp afn i1 %55, <2 x float> %51, <2 x float> %56
  %58 = shufflevector <2 x float> %50, <2 x float> %57, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %59 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 2)
  store <4 x float> %58, ptr %59, align 16, !tbaa !8
  %60 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %61 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %62 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 3)
  %63 = load <4 x float>, ptr %62, align 16
  %64 = load <4 x float>, ptr %60, align 16
  %65 = load <4 x float>, ptr %61, align 16
  %66 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %63, %65
  %67 = fcmp reassoc nnan ninf nsz arcp afn olt <4 x float> %66, zeroinitializer
  %68 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %64
  %69 = select <4 x i1> %67, <4 x float> %64, <4 x float> %68
  %70 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 3)
  store <4 x float> %69, ptr %70, align 16, !tbaa !8
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v2f32(<2 x float>, <2 x float>) #1

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
