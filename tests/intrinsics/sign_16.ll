; ModuleID = '/work/main/tests/intrinsics/sign_16.hlsl'
source_filename = "/work/main/tests/intrinsics/sign_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InH\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %8 = load <4 x half>, ptr %7, align 8, !tbaa !9
  %9 = tail call <4 x i32> @llvm.dx.sign.v4f16(<4 x half> %8)
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  store <4 x i32> %9, ptr %10, align 16, !tbaa !9
  %11 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %12 = load <4 x half>, ptr %11, align 8
  %13 = shufflevector <4 x half> %12, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %14 = tail call <3 x i32> @llvm.dx.sign.v3f16(<3 x half> %13)
  %15 = extractelement <4 x half> %12, i64 3
  %16 = tail call i32 @llvm.dx.sign.f16(half %15)
  %17 = shufflevector <3 x i32> %14, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %18 = insertelement <4 x i32> %17, i32 %16, i64 3
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  store <4 x i32> %18, ptr %19, align 16, !tbaa !9
  %20 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %21 = load <4 x half>, ptr %20, align 8
  %22 = shufflevector <4 x half> %21, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %23 = tail call <2 x i32> @llvm.dx.sign.v2f16(<2 x half> %22)
  %24 = shufflevector <4 x half> %21, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %25 = tail call <2 x i32> @llvm.dx.sign.v2f16(<2 x half> %24)
  %26 = shufflevector <2 x i32> %23, <2 x i32> %25, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  store <4 x i32> %26, ptr %27, align 16, !tbaa !9
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %29 = load half, ptr %28, align 8
  %30 = tail call i32 @llvm.dx.sign.f16(half %29)
  %31 = getelementptr inbounds nuw i8, ptr %28, i32 2
  %32 = load half, ptr %31, align 2
  %33 = tail call i32 @llvm.dx.sign.f16(half %32)
  %34 = getelementptr inbounds nuw i8, ptr %28, i32 4
  %35 = load half, ptr %34, align 4
  %36 = tail call i32 @llvm.dx.sign.f16(half %35)
  %37 = getelementptr inbounds nuw i8, ptr %28, i32 6
  %38 = load half, ptr %37, align 2
  %39 = tail call i32 @llvm.dx.sign.f16(half %38)
  %40 = insertelement <4 x i32> poison, i32 %30, i64 0
  %41 = insertelement <4 x i32> %40, i32 %33, i64 1
  %42 = insertelement <4 x i32> %41, i32 %36, i64 2
  %43 = insertelement <4 x i32> %42, i32 %39, i64 3
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  store <4 x i32> %43, ptr %44, align 16, !tbaa !9
  %45 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 0)
  %46 = load <4 x i16>, ptr %45, align 8, !tbaa !9
  %47 = tail call <4 x i32> @llvm.dx.sign.v4i16(<4 x i16> %46)
  %48 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  store <4 x i32> %47, ptr %48, align 16, !tbaa !9
  %49 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 1)
  %50 = load <4 x i16>, ptr %49, align 8
  %51 = shufflevector <4 x i16> %50, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %52 = tail call <3 x i32> @llvm.dx.sign.v3i16(<3 x i16> %51)
  %53 = extractelement <4 x i16> %50, i64 3
  %54 = tail call i32 @llvm.dx.sign.i16(i16 %53)
  %55 = shufflevector <3 x i32> %52, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %56 = insertelement <4 x i32> %55, i32 %54, i64 3
  %57 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  store <4 x i32> %56, ptr %57, align 16, !tbaa !9
  %58 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 2)
  %59 = load <4 x i16>, ptr %58, align 8
  %60 = shufflevector <4 x i16> %59, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %61 = tail call <2 x i32> @llvm.dx.sign.v2i16(<2 x i16> %60)
  %62 = shufflevector <4 x i16> %59, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %63 = tail call <2 x i32> @llvm.dx.sign.v2i16(<2 x i16> %62)
  %64 = shufflevector <2 x i32> %61, <2 x i32> %63, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %65 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  store <4 x i32> %64, ptr %65, align 16, !tbaa !9
  %66 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 3)
  %67 = load i16, ptr %66, align 8
  %68 = tail call i32 @llvm.dx.sign.i16(i16 %67)
  %69 = getelementptr inbounds nuw i8, ptr %66, i32 2
  %70 = load i16, ptr %69, align 2
  %71 = tail call i32 @llvm.dx.sign.i16(i16 %70)
  %72 = getelementptr inbounds nuw i8, ptr %66, i32 4
  %73 = load i16, ptr %72, align 4
  %74 = tail call i32 @llvm.dx.sign.i16(i16 %73)
  %75 = getelementptr inbounds nuw i8, ptr %66, i32 6
  %76 = load i16, ptr %75, align 2
  %77 = tail call i32 @llvm.dx.sign.i16(i16 %76)
  %78 = insertelement <4 x i32> poison, i32 %68, i64 0
  %79 = insertelement <4 x i32> %78, i32 %71, i64 1
  %80 = insertelement <4 x i32> %79, i32 %74, i64 2
  %81 = insertelement <4 x i32> %80, i32 %77, i64 3
  %82 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  store <4 x i32> %81, ptr %82, align 16, !tbaa !9
  %83 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 0)
  %84 = load <4 x i16>, ptr %83, align 8, !tbaa !9
  %85 = icmp ne <4 x i16> %84, zeroinitializer
  %86 = zext <4 x i1> %85 to <4 x i32>
  %87 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 0)
  store <4 x i32> %86, ptr %87, align 16, !tbaa !9
  %88 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 1)
  %89 = load <4 x i16>, ptr %88, align 8
  %90 = extractelement <4 x i16> %89, i64 3
  %91 = icmp ne i16 %90, 0
  %92 = icmp ne <4 x i16> %89, zeroinitializer
  %93 = insertelement <4 x i1> %92, i1 %91, i64 3
  %94 = zext <4 x i1> %93 to <4 x i32>
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 1)
  store <4 x i32> %94, ptr %95, align 16, !tbaa !9
  %96 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 2)
  %97 = load <4 x i16>, ptr %96, align 8
  %98 = icmp ne <4 x i16> %97, zeroinitializer
  %99 = zext <4 x i1> %98 to <4 x i32>
  %100 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 2)
  store <4 x i32> %99, ptr %100, align 16, !tbaa !9
  %101 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 3)
  %102 = load <4 x i16>, ptr %101, align 8
  %103 = icmp ne <4 x i16> %102, zeroinitializer
  %104 = zext <4 x i1> %103 to <4 x i32>
  %105 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 3)
  store <4 x i32> %104, ptr %105, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sign.v4f16(<4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.sign.v3f16(<3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sign.f16(half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.sign.v2f16(<2 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sign.v4i16(<4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.sign.v3i16(<3 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sign.i16(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.sign.v2i16(<2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

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
