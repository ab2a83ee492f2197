; ModuleID = '/work/main/tests/intrinsics/lerp_16.hlsl'
source_filename = "/work/main/tests/intrinsics/lerp_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AH\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BH\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"CH\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %6 = load <4 x half>, ptr %5, align 8, !tbaa !9
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %8 = load <4 x half>, ptr %7, align 8, !tbaa !9
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 0)
  %10 = load <4 x half>, ptr %9, align 8, !tbaa !9
  %11 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.lerp.v4f16(<4 x half> %6, <4 x half> %8, <4 x half> %10)
  %12 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 0)
  store <4 x half> %11, ptr %12, align 8, !tbaa !9
  %13 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %14 = load <4 x half>, ptr %13, align 8
  %15 = shufflevector <4 x half> %14, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %17 = load <4 x half>, ptr %16, align 8
  %18 = shufflevector <4 x half> %17, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 1)
  %20 = load <4 x half>, ptr %19, align 8
  %21 = shufflevector <4 x half> %20, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %22 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.lerp.v3f16(<3 x half> %15, <3 x half> %18, <3 x half> %21)
  %23 = extractelement <4 x half> %14, i64 3
  %24 = extractelement <4 x half> %17, i64 3
  %25 = extractelement <4 x half> %20, i64 3
  %26 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.lerp.f16(half %23, half %24, half %25)
  %27 = shufflevector <3 x half> %22, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %28 = insertelement <4 x half> %27, half %26, i64 3
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 1)
  store <4 x half> %28, ptr %29, align 8, !tbaa !9
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %31 = load <4 x half>, ptr %30, align 8
  %32 = shufflevector <4 x half> %31, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %33 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %34 = load <4 x half>, ptr %33, align 8
  %35 = shufflevector <4 x half> %34, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %36 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 2)
  %37 = load <4 x half>, ptr %36, align 8
  %38 = shufflevector <4 x half> %37, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %39 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.lerp.v2f16(<2 x half> %32, <2 x half> %35, <2 x half> %38)
  %40 = shufflevector <4 x half> %31, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %41 = shufflevector <4 x half> %34, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %42 = shufflevector <4 x half> %37, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %43 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.lerp.v2f16(<2 x half> %40, <2 x half> %41, <2 x half> %42)
  %44 = shufflevector <2 x half> %39, <2 x half> %43, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %45 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 2)
  store <4 x half> %44, ptr %45, align 8, !tbaa !9
  %46 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %47 = load half, ptr %46, align 8
  %48 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %49 = load half, ptr %48, align 8
  %50 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 3)
  %51 = load half, ptr %50, align 8
  %52 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.lerp.f16(half %47, half %49, half %51)
  %53 = getelementptr inbounds nuw i8, ptr %46, i32 2
  %54 = load half, ptr %53, align 2
  %55 = getelementptr inbounds nuw i8, ptr %48, i32 2
  %56 = load half, ptr %55, align 2
  %57 = getelementptr inbounds nuw i8, ptr %50, i32 2
  %58 = load half, ptr %57, align 2
  %59 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.lerp.f16(half %54, half %56, half %58)
  %60 = getelementptr inbounds nuw i8, ptr %46, i32 4
  %61 = load half, ptr %60, align 4
  %62 = getelementptr inbounds nuw i8, ptr %48, i32 4
  %63 = load half, ptr %62, align 4
  %64 = getelementptr inbounds nuw i8, ptr %50, i32 4
  %65 = load half, ptr %64, align 4
  %66 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.lerp.f16(half %61, half %63, half %65)
  %67 = getelementptr inbounds nuw i8, ptr %46, i32 6
  %68 = load half, ptr %67, align 2
  %69 = getelementptr inbounds nuw i8, ptr %48, i32 6
  %70 = load half, ptr %69, align 2
  %71 = getelementptr inbounds nuw i8, ptr %50, i32 6
  %72 = load half, ptr %71, align 2
  %73 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.lerp.f16(half %68, half %70, half %72)
  %74 = insertelement <4 x half> poison, half %52, i64 0
  %75 = insertelement <4 x half> %74, half %59, i64 1
  %76 = insertelement <4 x half> %75, half %66, i64 2
  %77 = insertelement <4 x half> %76, half %73, i64 3
  %78 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 3)
  store <4 x half> %77, ptr %78, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x half> @llvm.dx.lerp.v4f16(<4 x half>, <4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.lerp.v3f16(<3 x half>, <3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.lerp.f16(half, half, half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.lerp.v2f16(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

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
