; ModuleID = '/work/main/tests/intrinsics/sign_64.hlsl'
source_filename = "/work/main/tests/intrinsics/sign_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InD\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 0)
  %8 = load <4 x double>, ptr %7, align 32, !tbaa !8
  %9 = tail call <4 x i32> @llvm.dx.sign.v4f64(<4 x double> %8)
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  store <4 x i32> %9, ptr %10, align 16, !tbaa !8
  %11 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 1)
  %12 = load <4 x double>, ptr %11, align 32
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %14 = tail call <3 x i32> @llvm.dx.sign.v3f64(<3 x double> %13)
  %15 = extractelement <4 x double> %12, i64 3
  %16 = tail call i32 @llvm.dx.sign.f64(double %15)
  %17 = shufflevector <3 x i32> %14, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %18 = insertelement <4 x i32> %17, i32 %16, i64 3
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  store <4 x i32> %18, ptr %19, align 16, !tbaa !8
  %20 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 2)
  %21 = load <4 x double>, ptr %20, align 32
  %22 = shufflevector <4 x double> %21, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %23 = tail call <2 x i32> @llvm.dx.sign.v2f64(<2 x double> %22)
  %24 = shufflevector <4 x double> %21, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %25 = tail call <2 x i32> @llvm.dx.sign.v2f64(<2 x double> %24)
  %26 = shufflevector <2 x i32> %23, <2 x i32> %25, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  store <4 x i32> %26, ptr %27, align 16, !tbaa !8
  %28 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 3)
  %29 = load double, ptr %28, align 32
  %30 = tail call i32 @llvm.dx.sign.f64(double %29)
  %31 = getelementptr inbounds nuw i8, ptr %28, i32 8
  %32 = load double, ptr %31, align 8
  %33 = tail call i32 @llvm.dx.sign.f64(double %32)
  %34 = getelementptr inbounds nuw i8, ptr %28, i32 16
  %35 = load double, ptr %34, align 16
  %36 = tail call i32 @llvm.dx.sign.f64(double %35)
  %37 = getelementptr inbounds nuw i8, ptr %28, i32 24
  %38 = load double, ptr %37, align 8
  %39 = tail call i32 @llvm.dx.sign.f64(double %38)
  %40 = insertelement <4 x i32> poison, i32 %30, i64 0
  %41 = insertelement <4 x i32> %40, i32 %33, i64 1
  %42 = insertelement <4 x i32> %41, i32 %36, i64 2
  %43 = insertelement <4 x i32> %42, i32 %39, i64 3
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  store <4 x i32> %43, ptr %44, align 16, !tbaa !8
  %45 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 0)
  %46 = load <4 x i64>, ptr %45, align 32, !tbaa !8
  %47 = tail call <4 x i32> @llvm.dx.sign.v4i64(<4 x i64> %46)
  %48 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  store <4 x i32> %47, ptr %48, align 16, !tbaa !8
  %49 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 1)
  %50 = load <4 x i64>, ptr %49, align 32
  %51 = shufflevector <4 x i64> %50, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %52 = tail call <3 x i32> @llvm.dx.sign.v3i64(<3 x i64> %51)
  %53 = extractelement <4 x i64> %50, i64 3
  %54 = tail call i32 @llvm.dx.sign.i64(i64 %53)
  %55 = shufflevector <3 x i32> %52, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %56 = insertelement <4 x i32> %55, i32 %54, i64 3
  %57 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  store <4 x i32> %56, ptr %57, align 16, !tbaa !8
  %58 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 2)
  %59 = load <4 x i64>, ptr %58, align 32
  %60 = shufflevector <4 x i64> %59, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %61 = tail call <2 x i32> @llvm.dx.sign.v2i64(<2 x i64> %60)
  %62 = shufflevector <4 x i64> %59, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %63 = tail call <2 x i32> @llvm.dx.sign.v2i64(<2 x i64> %62)
  %64 = shufflevector <2 x i32> %61, <2 x i32> %63, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %65 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  store <4 x i32> %64, ptr %65, align 16, !tbaa !8
  %66 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 3)
  %67 = load i64, ptr %66, align 32
  %68 = tail call i32 @llvm.dx.sign.i64(i64 %67)
  %69 = getelementptr inbounds nuw i8, ptr %66, i32 8
  %70 = load i64, ptr %69, align 8
  %71 = tail call i32 @llvm.dx.sign.i64(i64 %70)
  %72 = getelementptr inbounds nuw i8, ptr %66, i32 16
  %73 = load i64, ptr %72, align 16
  %74 = tail call i32 @llvm.dx.sign.i64(i64 %73)
  %75 = getelementptr inbounds nuw i8, ptr %66, i32 24
  %76 = load i64, ptr %75, align 8
  %77 = tail call i32 @llvm.dx.sign.i64(i64 %76)
  %78 = insertelement <4 x i32> poison, i32 %68, i64 0
  %79 = insertelement <4 x i32> %78, i32 %71, i64 1
  %80 = insertelement <4 x i32> %79, i32 %74, i64 2
  %81 = insertelement <4 x i32> %80, i32 %77, i64 3
  %82 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  store <4 x i32> %81, ptr %82, align 16, !tbaa !8
  %83 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 0)
  %84 = load <4 x i64>, ptr %83, align 32, !tbaa !8
  %85 = icmp ne <4 x i64> %84, zeroinitializer
  %86 = zext <4 x i1> %85 to <4 x i32>
  %87 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 0)
  store <4 x i32> %86, ptr %87, align 16, !tbaa !8
  %88 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 1)
  %89 = load <4 x i64>, ptr %88, align 32
  %90 = extractelement <4 x i64> %89, i64 3
  %91 = icmp ne i64 %90, 0
  %92 = icmp ne <4 x i64> %89, zeroinitializer
  %93 = insertelement <4 x i1> %92, i1 %91, i64 3
  %94 = zext <4 x i1> %93 to <4 x i32>
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 1)
  store <4 x i32> %94, ptr %95, align 16, !tbaa !8
  %96 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 2)
  %97 = load <4 x i64>, ptr %96, align 32
  %98 = icmp ne <4 x i64> %97, zeroinitializer
  %99 = zext <4 x i1> %98 to <4 x i32>
  %100 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 2)
  store <4 x i32> %99, ptr %100, align 16, !tbaa !8
  %101 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 3)
  %102 = load <4 x i64>, ptr %101, align 32
  %103 = icmp ne <4 x i64> %102, zeroinitializer
  %104 = zext <4 x i1> %103 to <4 x i32>
  %105 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 3)
  store <4 x i32> %104, ptr %105, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sign.v4f64(<4 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.sign.v3f64(<3 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sign.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.sign.v2f64(<2 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sign.v4i64(<4 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.sign.v3i64(<3 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sign.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.sign.v2i64(<2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0), i32) #1

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
