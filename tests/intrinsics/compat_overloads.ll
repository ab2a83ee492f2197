; ModuleID = '/work/main/tests/intrinsics/compat_overloads.hlsl'
source_filename = "/work/main/tests/intrinsics/compat_overloads.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"F\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 0)
  %6 = load <4 x i32>, ptr %5, align 16
  %7 = extractelement <4 x i32> %6, i64 0
  %8 = sitofp i32 %7 to float
  %9 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.cos.f32(float %8)
  %10 = shufflevector <4 x i32> %6, <4 x i32> poison, <2 x i32> <i32 1, i32 2>
  %11 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float> splat (float 1.000000e+00), <2 x i32> %10)
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 1)
  %13 = getelementptr inbounds nuw i8, ptr %12, i32 12
  %14 = load i32, ptr %13, align 4
  %15 = sitofp i32 %14 to float
  %16 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.sqrt.f32(float %15)
  %17 = insertelement <4 x float> poison, float %9, i64 0
  %18 = shufflevector <2 x float> %11, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %19 = shufflevector <4 x float> %17, <4 x float> %18, <4 x i32> <i32 0, i32 4, i32 5, i32 poison>
  %20 = insertelement <4 x float> %19, float %16, i64 3
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 0)
  store <4 x float> %20, ptr %21, align 16, !tbaa !8
  %22 = load <4 x i32>, ptr %12, align 16
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %24 = load <4 x i32>, ptr %5, align 16
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %26 = sitofp <2 x i32> %23 to <2 x float>
  %27 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x float> @llvm.powi.v2f32.v2i32(<2 x float> %26, <2 x i32> %25)
  %28 = extractelement <4 x i32> %22, i64 2
  %29 = extractelement <4 x i32> %24, i64 3
  %30 = sitofp i32 %28 to float
  %31 = sitofp i32 %29 to float
  %32 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.atan2.f32(float %30, float %31)
  %33 = extractelement <4 x i32> %24, i64 0
  %34 = extractelement <4 x i32> %22, i64 0
  %35 = sitofp i32 %33 to float
  %36 = sitofp i32 %34 to float
  %37 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.dx.step.f32(float %35, float %36)
  %38 = shufflevector <2 x float> %27, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %39 = insertelement <4 x float> %38, float %32, i64 2
  %40 = insertelement <4 x float> %39, float %37, i64 3
  %41 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 1)
  store <4 x float> %40, ptr %41, align 16, !tbaa !8
  %42 = load <3 x i32>, ptr %5, align 16
  %43 = shufflevector <3 x i32> %42, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %44 = load <2 x i32>, ptr %12, align 16
  %45 = shufflevector <3 x i32> %42, <3 x i32> poison, <2 x i32> <i32 2, i32 2>
  %46 = sitofp <2 x i32> %43 to <2 x float>
  %47 = sitofp <2 x i32> %44 to <2 x float>
  %48 = sitofp <2 x i32> %45 to <2 x float>
  %49 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x float> @llvm.dx.lerp.v2f32(<2 x float> %46, <2 x float> %47, <2 x float> %48)
  %50 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 0)
  %51 = load double, ptr %50, align 32
  %52 = fptrunc reassoc nnan ninf nsz arcp afn double %51 to float
  %53 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.floor.f32(float %52)
  %54 = getelementptr inbounds nuw i8, ptr %50, i32 8
  %55 = load double, ptr %54, align 8
  %56 = fptrunc reassoc nnan ninf nsz arcp afn double %55 to float
  %57 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.dx.frac.f32(float %56)
  %58 = shufflevector <2 x float> %49, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %59 = insertelement <4 x float> %58, float %53, i64 2
  %60 = insertelement <4 x float> %59, float %57, i64 3
  %61 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 2)
  store <4 x float> %60, ptr %61, align 16, !tbaa !8
  %62 = load <4 x double>, ptr %50, align 32
  %63 = shufflevector <4 x double> %62, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %64 = fptrunc reassoc nnan ninf nsz arcp afn <2 x double> %63 to <2 x float>
  %65 = tail call reassoc nnan ninf nsz arcp afn noundef <2 x float> @llvm.sin.v2f32(<2 x float> %64)
  %66 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 1)
  %67 = load double, ptr %66, align 32
  %68 = fptrunc reassoc nnan ninf nsz arcp afn double %67 to float
  %69 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.log2.f32(float %68)
  %70 = getelementptr inbounds nuw i8, ptr %66, i32 8
  %71 = load double, ptr %70, align 8
  %72 = fptrunc reassoc nnan ninf nsz arcp afn double %71 to float
  %73 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.roundeven.f32(float %72)
  %74 = shufflevector <2 x float> %65, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %75 = insertelement <4 x float> %74, float %69, i64 2
  %76 = insertelement <4 x float> %75, float %73, i64 3
  %77 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 3)
  store <4 x float> %76, ptr %77, align 16, !tbaa !8
  %78 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 0)
  %79 = load <4 x float>, ptr %78, align 16, !tbaa !8
  %80 = tail call reassoc nnan ninf nsz arcp afn noundef <4 x float> @llvm.dx.nclamp.v4f32(<4 x float> nofpclass(nan inf) %79, <4 x float> splat (float -1.000000e+00), <4 x float> splat (float 2.000000e+00))
  %81 = tail call reassoc nnan ninf nsz arcp afn noundef <4 x float> @llvm.maxnum.v4f32(<4 x float> nofpclass(nan inf) %79, <4 x float> splat (float 5.000000e-01))
  %82 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %80, %81
  %83 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 4)
  store <4 x float> %82, ptr %83, align 16, !tbaa !8
  %84 = load <4 x float>, ptr %78, align 16, !tbaa !8
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %86 = tail call reassoc nnan ninf nsz arcp afn noundef <4 x float> @llvm.dx.lerp.v4f32(<4 x float> nofpclass(nan inf) %84, <4 x float> nofpclass(nan inf) %85, <4 x float> splat (float 2.500000e-01))
  %87 = tail call reassoc nnan ninf nsz arcp afn noundef <4 x float> @llvm.minnum.v4f32(<4 x float> nofpclass(nan inf) %84, <4 x float> splat (float 1.000000e+00))
  %88 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %86, %87
  %89 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 5)
  store <4 x float> %88, ptr %89, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.atan2.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.step.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.lerp.v2f32(<2 x float>, <2 x float>, <2 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.frac.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.sin.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.nclamp.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.lerp.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float>, <2 x i32>) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.powi.v2f32.v2i32(<2 x float>, <2 x i32>) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
