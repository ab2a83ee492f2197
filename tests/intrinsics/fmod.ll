; ModuleID = '/work/main/tests/intrinsics/fmod.hlsl'
source_filename = "/work/main/tests/intrinsics/fmod.hlsl"
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
  %8 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %5, %7
  %9 = fcmp reassoc nnan ninf nsz arcp afn oge <4 x float> %8, zeroinitializer
  %10 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %8)
  %11 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.frac.v4f32(<4 x float> %10)
  %12 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %11
  %13 = select reassoc nnan ninf nsz arcp afn <4 x i1> %9, <4 x float> %11, <4 x float> %12
  %14 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %13, %7
  %15 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 0)
  store <4 x float> %14, ptr %15, align 16, !tbaa !8
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %17 = load <4 x float>, ptr %16, align 16
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %19 = load <4 x float>, ptr %18, align 16
  %20 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %17, %19
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %22 = fcmp reassoc nnan ninf nsz arcp afn oge <3 x float> %21, zeroinitializer
  %23 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fabs.v3f32(<3 x float> %21)
  %24 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.frac.v3f32(<3 x float> %23)
  %25 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %24
  %26 = select reassoc nnan ninf nsz arcp afn <3 x i1> %22, <3 x float> %24, <3 x float> %25
  %27 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %17, %19
  %28 = extractelement <4 x float> %27, i64 3
  %29 = fcmp reassoc nnan ninf nsz arcp afn oge float %28, 0.000000e+00
  %30 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %28)
  %31 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.frac.f32(float %30)
  %32 = fneg reassoc nnan ninf nsz arcp afn float %31
  %33 = select reassoc nnan ninf nsz arcp afn i1 %29, float %31, float %32
  %34 = shufflevector <3 x float> %26, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %35 = insertelement <4 x float> %34, float %33, i64 3
  %36 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %35, %19
  %37 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 1)
  store <4 x float> %36, ptr %37, align 16, !tbaa !8
  %38 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %39 = load <4 x float>, ptr %38, align 16
  %40 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %41 = load <4 x float>, ptr %40, align 16
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %43 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %39, %41
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %45 = fcmp reassoc nnan ninf nsz arcp afn oge <2 x float> %44, zeroinitializer
  %46 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fabs.v2f32(<2 x float> %44)
  %47 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.frac.v2f32(<2 x float> %46)
  %48 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %47
  %49 = select reassoc nnan ninf nsz arcp afn <2 x i1> %45, <2 x float> %47, <2 x float> %48
  %50 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %49, %42
  %51 = shufflevector <4 x float> %41, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %52 = shufflevector <4 x float> %43, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %53 = fcmp reassoc nnan ninf nsz arcp afn oge <2 x float> %52, zeroinitializer
  %54 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fabs.v2f32(<2 x float> %52)
  %55 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.frac.v2f32(<2 x float> %54)
  %56 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %55
  %57 = select reassoc nnan ninf nsz arcp afn <2 x i1> %53, <2 x float> %55, <2 x float> %56
  %58 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %57, %51
  %59 = shufflevector <2 x float> %50, <2 x float> %58, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %60 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 2)
  store <4 x float> %59, ptr %60, align 16, !tbaa !8
  %61 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %62 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %63 = load <4 x float>, ptr %62, align 16
  %64 = load <4 x float>, ptr %61, align 16
  %65 = fdiv reassoc nnan ninf nsz arcp afn <4 x float> %64, %63
  %66 = extractelement <4 x float> %65, i64 0
  %67 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %66)
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.frac.f32(float %67)
  %69 = extractelement <4 x float> %65, i64 1
  %70 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %69)
  %71 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.frac.f32(float %70)
  %72 = extractelement <4 x float> %65, i64 2
  %73 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %72)
  %74 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.frac.f32(float %73)
  %75 = fcmp reassoc nnan ninf nsz arcp afn oge <4 x float> %65, zeroinitializer
  %76 = extractelement <4 x float> %65, i64 3
  %77 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %76)
  %78 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.frac.f32(float %77)
  %79 = insertelement <4 x float> poison, float %68, i64 0
  %80 = insertelement <4 x float> %79, float %71, i64 1
  %81 = insertelement <4 x float> %80, float %74, i64 2
  %82 = insertelement <4 x float> %81, float %78, i64 3
  %83 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %82
  %84 = select <4 x i1> %75, <4 x float> %82, <4 x float> %83
  %85 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %84, %63
  %86 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 3)
  store <4 x float> %85, ptr %86, align 16, !tbaa !8
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.frac.v4f32(<4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fabs.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.frac.v3f32(<3 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.frac.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.frac.v2f32(<2 x float>) #1

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
