; ModuleID = '/work/main/tests/intrinsics/smoothstep.hlsl'
source_filename = "/work/main/tests/intrinsics/smoothstep.hlsl"
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
  %11 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %10, %6
  %12 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %8, %6
  %13 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %11, %12
  %14 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.saturate.v4f32(<4 x float> %13)
  %15 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> splat (float -2.000000e+00), <4 x float> splat (float 3.000000e+00))
  %16 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %14, %14
  %17 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %16, %15
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 0)
  store <4 x float> %17, ptr %18, align 16, !tbaa !8
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %20 = load <4 x float>, ptr %19, align 16
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %22 = load <4 x float>, ptr %21, align 16
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 1)
  %24 = load <4 x float>, ptr %23, align 16
  %25 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %24, %20
  %26 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %22, %20
  %27 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %25, %26
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %29 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.saturate.v3f32(<3 x float> %28)
  %30 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %29, <3 x float> splat (float -2.000000e+00), <3 x float> splat (float 3.000000e+00))
  %31 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %29, %29
  %32 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %31, %30
  %33 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %24, %20
  %34 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %22, %20
  %35 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %33, %34
  %36 = extractelement <4 x float> %35, i64 3
  %37 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.saturate.f32(float %36)
  %38 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %37, float -2.000000e+00, float 3.000000e+00)
  %39 = fmul reassoc nnan ninf nsz arcp afn float %37, %37
  %40 = fmul reassoc nnan ninf nsz arcp afn float %39, %38
  %41 = shufflevector <3 x float> %32, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %42 = insertelement <4 x float> %41, float %40, i64 3
  %43 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 1)
  store <4 x float> %42, ptr %43, align 16, !tbaa !8
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %45 = load <4 x float>, ptr %44, align 16
  %46 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %47 = load <4 x float>, ptr %46, align 16
  %48 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 2)
  %49 = load <4 x float>, ptr %48, align 16
  %50 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %49, %45
  %51 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %47, %45
  %52 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %50, %51
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %54 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.saturate.v2f32(<2 x float> %53)
  %55 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %54, <2 x float> splat (float -2.000000e+00), <2 x float> splat (float 3.000000e+00))
  %56 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %54, %54
  %57 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %56, %55
  %58 = shufflevector <4 x float> %52, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %59 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.saturate.v2f32(<2 x float> %58)
  %60 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %59, <2 x float> splat (float -2.000000e+00), <2 x float> splat (float 3.000000e+00))
  %61 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %59, %59
  %62 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %61, %60
  %63 = shufflevector <2 x float> %57, <2 x float> %62, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %64 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 2)
  store <4 x float> %63, ptr %64, align 16, !tbaa !8
  %65 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %66 = load float, ptr %65, align 16
  %67 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %68 = load float, ptr %67, align 16
  %69 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 3)
  %70 = load float, ptr %69, align 16
  %71 = fsub reassoc nnan ninf nsz arcp afn float %70, %66
  %72 = fsub reassoc nnan ninf nsz arcp afn float %68, %66
  %73 = fdiv reassoc nnan ninf nsz arcp afn float %71, %72
  %74 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.saturate.f32(float %73)
  %75 = getelementptr inbounds nuw i8, ptr %65, i32 4
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds nuw i8, ptr %67, i32 4
  %78 = load float, ptr %77, align 4
  %79 = getelementptr inbounds nuw i8, ptr %69, i32 4
  %80 = load float, ptr %79, align 4
  %81 = fsub reassoc nnan ninf nsz arcp afn float %80, %76
  %82 = fsub reassoc nnan ninf nsz arcp afn float %78, %76
  %83 = fdiv reassoc nnan ninf nsz arcp afn float %81, %82
  %84 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.saturate.f32(float %83)
  %85 = getelementptr inbounds nuw i8, ptr %65, i32 8
  %86 = load float, ptr %85, align 8
  %87 = getelementptr inbounds nuw i8, ptr %67, i32 8
  %88 = load float, ptr %87, align 8
  %89 = getelementptr inbounds nuw i8, ptr %69, i32 8
  %90 = load float, ptr %89, align 8
  %91 = fsub reassoc nnan ninf nsz arcp afn float %90, %86
  %92 = fsub reassoc nnan ninf nsz arcp afn float %88, %86
  %93 = fdiv reassoc nnan ninf nsz arcp afn float %91, %92
  %94 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.saturate.f32(float %93)
  %95 = getelementptr inbounds nuw i8, ptr %65, i32 12
  %96 = load float, ptr %95, align 4
  %97 = getelementptr inbounds nuw i8, ptr %67, i32 12
  %98 = load float, ptr %97, align 4
  %99 = getelementptr inbounds nuw i8, ptr %69, i32 12
  %100 = load float, ptr %99, align 4
  %101 = fsub reassoc nnan ninf nsz arcp afn float %100, %96
  %102 = fsub reassoc nnan ninf nsz arcp afn float %98, %96
  %103 = fdiv reassoc nnan ninf nsz arcp afn float %101, %102
  %104 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.saturate.f32(float %103)
  %105 = insertelement <4 x float> poison, float %74, i64 0
  %106 = insertelement <4 x float> %105, float %84, i64 1
  %107 = insertelement <4 x float> %106, float %94, i64 2
  %108 = insertelement <4 x float> %107, float %104, i64 3
  %109 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %108, <4 x float> splat (float -2.000000e+00), <4 x float> splat (float 3.000000e+00))
  %110 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %108, %108
  %111 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %110, %109
  %112 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 3)
  store <4 x float> %111, ptr %112, align 16, !tbaa !8
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
declare <4 x float> @llvm.dx.saturate.v4f32(<4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.saturate.v3f32(<3 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.saturate.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.saturate.v2f32(<2 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
