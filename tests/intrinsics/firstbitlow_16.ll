; ModuleID = '/work/main/tests/intrinsics/firstbitlow_16.hlsl'
source_filename = "/work/main/tests/intrinsics/firstbitlow_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 0)
  %6 = load <4 x i16>, ptr %5, align 8, !tbaa !9
  %7 = tail call <4 x i32> @llvm.dx.firstbitlow.v4i16(<4 x i16> %6)
  %8 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  store <4 x i32> %7, ptr %8, align 16, !tbaa !9
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 1)
  %10 = load <4 x i16>, ptr %9, align 8
  %11 = shufflevector <4 x i16> %10, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %12 = tail call <3 x i32> @llvm.dx.firstbitlow.v3i16(<3 x i16> %11)
  %13 = extractelement <4 x i16> %10, i64 3
  %14 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %13)
  %15 = shufflevector <3 x i32> %12, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %16 = insertelement <4 x i32> %15, i32 %14, i64 3
  %17 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  store <4 x i32> %16, ptr %17, align 16, !tbaa !9
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 2)
  %19 = load <4 x i16>, ptr %18, align 8
  %20 = shufflevector <4 x i16> %19, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %21 = tail call <2 x i32> @llvm.dx.firstbitlow.v2i16(<2 x i16> %20)
  %22 = shufflevector <4 x i16> %19, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %23 = tail call <2 x i32> @llvm.dx.firstbitlow.v2i16(<2 x i16> %22)
  %24 = shufflevector <2 x i32> %21, <2 x i32> %23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %25 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  store <4 x i32> %24, ptr %25, align 16, !tbaa !9
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 3)
  %27 = load i16, ptr %26, align 8
  %28 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %27)
  %29 = getelementptr inbounds nuw i8, ptr %26, i32 2
  %30 = load i16, ptr %29, align 2
  %31 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %30)
  %32 = getelementptr inbounds nuw i8, ptr %26, i32 4
  %33 = load i16, ptr %32, align 4
  %34 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %33)
  %35 = getelementptr inbounds nuw i8, ptr %26, i32 6
  %36 = load i16, ptr %35, align 2
  %37 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %36)
  %38 = insertelement <4 x i32> poison, i32 %28, i64 0
  %39 = insertelement <4 x i32> %38, i32 %31, i64 1
  %40 = insertelement <4 x i32> %39, i32 %34, i64 2
  %41 = insertelement <4 x i32> %40, i32 %37, i64 3
  %42 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  store <4 x i32> %41, ptr %42, align 16, !tbaa !9
  %43 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 0)
  %44 = load <4 x i16>, ptr %43, align 8, !tbaa !9
  %45 = tail call <4 x i32> @llvm.dx.firstbitlow.v4i16(<4 x i16> %44)
  %46 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  store <4 x i32> %45, ptr %46, align 16, !tbaa !9
  %47 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 1)
  %48 = load <4 x i16>, ptr %47, align 8
  %49 = shufflevector <4 x i16> %48, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %50 = tail call <3 x i32> @llvm.dx.firstbitlow.v3i16(<3 x i16> %49)
  %51 = extractelement <4 x i16> %48, i64 3
  %52 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %51)
  %53 = shufflevector <3 x i32> %50, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %54 = insertelement <4 x i32> %53, i32 %52, i64 3
  %55 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  store <4 x i32> %54, ptr %55, align 16, !tbaa !9
  %56 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 2)
  %57 = load <4 x i16>, ptr %56, align 8
  %58 = shufflevector <4 x i16> %57, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %59 = tail call <2 x i32> @llvm.dx.firstbitlow.v2i16(<2 x i16> %58)
  %60 = shufflevector <4 x i16> %57, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %61 = tail call <2 x i32> @llvm.dx.firstbitlow.v2i16(<2 x i16> %60)
  %62 = shufflevector <2 x i32> %59, <2 x i32> %61, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %63 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  store <4 x i32> %62, ptr %63, align 16, !tbaa !9
  %64 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 3)
  %65 = load i16, ptr %64, align 8
  %66 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %65)
  %67 = getelementptr inbounds nuw i8, ptr %64, i32 2
  %68 = load i16, ptr %67, align 2
  %69 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %68)
  %70 = getelementptr inbounds nuw i8, ptr %64, i32 4
  %71 = load i16, ptr %70, align 4
  %72 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %71)
  %73 = getelementptr inbounds nuw i8, ptr %64, i32 6
  %74 = load i16, ptr %73, align 2
  %75 = tail call i32 @llvm.dx.firstbitlow.i16(i16 %74)
  %76 = insertelement <4 x i32> poison, i32 %66, i64 0
  %77 = insertelement <4 x i32> %76, i32 %69, i64 1
  %78 = insertelement <4 x i32> %77, i32 %72, i64 2
  %79 = insertelement <4 x i32> %78, i32 %75, i64 3
  %80 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  store <4 x i32> %79, ptr %80, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.firstbitlow.v4i16(<4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.firstbitlow.v3i16(<3 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbitlow.i16(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.firstbitlow.v2i16(<2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
