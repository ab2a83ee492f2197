; ModuleID = '/work/main/tests/intrinsics/lit.hlsl'
source_filename = "/work/main/tests/intrinsics/lit.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %4 = load float, ptr %3, align 16
  %5 = getelementptr inbounds nuw i8, ptr %3, i32 4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds nuw i8, ptr %3, i32 8
  %8 = load float, ptr %7, align 8
  %9 = fcmp reassoc nnan ninf nsz arcp afn olt float %4, 0.000000e+00
  %10 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float nofpclass(nan inf) %4, float 0.000000e+00)
  %11 = insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float %10, i64 1
  %12 = fcmp reassoc nnan ninf nsz arcp afn olt float %6, 0.000000e+00
  %13 = or i1 %9, %12
  %14 = tail call reassoc nnan ninf nsz arcp afn float @llvm.log.f32(float nofpclass(nan inf) %6)
  %15 = fmul reassoc nnan ninf nsz arcp afn float %14, %8
  %16 = tail call reassoc nnan ninf nsz arcp afn float @llvm.exp.f32(float %15)
  %17 = select reassoc nnan ninf nsz arcp afn i1 %13, float 0.000000e+00, float %16
  %18 = insertelement <4 x float> %11, float %17, i64 2
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 0)
  store <4 x float> %18, ptr %19, align 16, !tbaa !8
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %21 = load float, ptr %20, align 16
  %22 = getelementptr inbounds nuw i8, ptr %20, i32 4
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds nuw i8, ptr %20, i32 8
  %25 = load float, ptr %24, align 8
  %26 = fcmp reassoc nnan ninf nsz arcp afn olt float %21, 0.000000e+00
  %27 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float nofpclass(nan inf) %21, float 0.000000e+00)
  %28 = insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float %27, i64 1
  %29 = fcmp reassoc nnan ninf nsz arcp afn olt float %23, 0.000000e+00
  %30 = or i1 %26, %29
  %31 = tail call reassoc nnan ninf nsz arcp afn float @llvm.log.f32(float nofpclass(nan inf) %23)
  %32 = fmul reassoc nnan ninf nsz arcp afn float %31, %25
  %33 = tail call reassoc nnan ninf nsz arcp afn float @llvm.exp.f32(float %32)
  %34 = select reassoc nnan ninf nsz arcp afn i1 %30, float 0.000000e+00, float %33
  %35 = insertelement <4 x float> %28, float %34, i64 2
  %36 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 1)
  store <4 x float> %35, ptr %36, align 16, !tbaa !8
  %37 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %38 = load float, ptr %37, align 16
  %39 = getelementptr inbounds nuw i8, ptr %37, i32 4
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds nuw i8, ptr %37, i32 8
  %42 = load float, ptr %41, align 8
  %43 = fcmp reassoc nnan ninf nsz arcp afn olt float %38, 0.000000e+00
  %44 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float nofpclass(nan inf) %38, float 0.000000e+00)
  %45 = insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float %44, i64 1
  %46 = fcmp reassoc nnan ninf nsz arcp afn olt float %40, 0.000000e+00
  %47 = or i1 %43, %46
  %48 = tail call reassoc nnan ninf nsz arcp afn float @llvm.log.f32(float nofpclass(nan inf) %40)
  %49 = fmul reassoc nnan ninf nsz arcp afn float %48, %42
  %50 = tail call reassoc nnan ninf nsz arcp afn float @llvm.exp.f32(float %49)
  %51 = select reassoc nnan ninf nsz arcp afn i1 %47, float 0.000000e+00, float %50
  %52 = insertelement <4 x float> %45, float %51, i64 2
  %53 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 2)
  store <4 x float> %52, ptr %53, align 16, !tbaa !8
  %54 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %55 = load float, ptr %54, align 16
  %56 = getelementptr inbounds nuw i8, ptr %54, i32 4
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds nuw i8, ptr %54, i32 8
  %59 = load float, ptr %58, align 8
  %60 = fcmp reassoc nnan ninf nsz arcp afn olt float %55, 0.000000e+00
  %61 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float nofpclass(nan inf) %55, float 0.000000e+00)
  %62 = insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float %61, i64 1
  %63 = fcmp reassoc nnan ninf nsz arcp afn olt float %57, 0.000000e+00
  %64 = or i1 %60, %63
  %65 = tail call reassoc nnan ninf nsz arcp afn float @llvm.log.f32(float nofpclass(nan inf) %57)
  %66 = fmul reassoc nnan ninf nsz arcp afn float %65, %59
  %67 = tail call reassoc nnan ninf nsz arcp afn float @llvm.exp.f32(float %66)
  %68 = select reassoc nnan ninf nsz arcp afn i1 %64, float 0.000000e+00, float %67
  %69 = insertelement <4 x float> %62, float %68, i64 2
  %70 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 3)
  store <4 x float> %69, ptr %70, align 16, !tbaa !8
  %71 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 4)
  %72 = load float, ptr %71, align 16
  %73 = getelementptr inbounds nuw i8, ptr %71, i32 4
  %74 = load float, ptr %73, align 4
  %75 = getelementptr inbounds nuw i8, ptr %71, i32 8
  %76 = load float, ptr %75, align 8
  %77 = fcmp reassoc nnan ninf nsz arcp afn olt float %72, 0.000000e+00
  %78 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float nofpclass(nan inf) %72, float 0.000000e+00)
  %79 = insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float %78, i64 1
  %80 = fcmp reassoc nnan ninf nsz arcp afn olt float %74, 0.000000e+00
  %81 = or i1 %77, %80
  %82 = tail call reassoc nnan ninf nsz arcp afn float @llvm.log.f32(float nofpclass(nan inf) %74)
  %83 = fmul reassoc nnan ninf nsz arcp afn float %82, %76
  %84 = tail call reassoc nnan ninf nsz arcp afn float @llvm.exp.f32(float %83)
  %85 = select reassoc nnan ninf nsz arcp afn i1 %81, float 0.000000e+00, float %84
  %86 = insertelement <4 x float> %79, float %85, i64 2
  %87 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 4)
  store <4 x float> %86, ptr %87, align 16, !tbaa !8
  %88 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 5)
  %89 = load float, ptr %88, align 16
  %90 = getelementptr inbounds nuw i8, ptr %88, i32 4
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds nuw i8, ptr %88, i32 8
  %93 = load float, ptr %92, align 8
  %94 = fcmp reassoc nnan ninf nsz arcp afn olt float %89, 0.000000e+00
  %95 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float nofpclass(nan inf) %89, float 0.000000e+00)
  %96 = insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float %95, i64 1
  %97 = fcmp reassoc nnan ninf nsz arcp afn olt float %91, 0.000000e+00
  %98 = or i1 %94, %97
  %99 = tail call reassoc nnan ninf nsz arcp afn float @llvm.log.f32(float nofpclass(nan inf) %91)
  %100 = fmul reassoc nnan ninf nsz arcp afn float %99, %93
  %101 = tail call reassoc nnan ninf nsz arcp afn float @llvm.exp.f32(float %100)
  %102 = select reassoc nnan ninf nsz arcp afn i1 %98, float 0.000000e+00, float %101
  %103 = insertelement <4 x float> %96, float %102, i64 2
  %104 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 5)
  store <4 x float> %103, ptr %104, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

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
