; ModuleID = '/work/main/tests/intrinsics/step_16.hlsl'
source_filename = "/work/main/tests/intrinsics/step_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AH\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BH\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %5 = load <4 x half>, ptr %4, align 8, !tbaa !9
  %6 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %7 = load <4 x half>, ptr %6, align 8, !tbaa !9
  %8 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.step.v4f16(<4 x half> %5, <4 x half> %7)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 0)
  store <4 x half> %8, ptr %9, align 8, !tbaa !9
  %10 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %11 = load <4 x half>, ptr %10, align 8
  %12 = shufflevector <4 x half> %11, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %14 = load <4 x half>, ptr %13, align 8
  %15 = shufflevector <4 x half> %14, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.step.v3f16(<3 x half> %12, <3 x half> %15)
  %17 = extractelement <4 x half> %11, i64 3
  %18 = extractelement <4 x half> %14, i64 3
  %19 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.step.f16(half %17, half %18)
  %20 = shufflevector <3 x half> %16, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %21 = insertelement <4 x half> %20, half %19, i64 3
  %22 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 1)
  store <4 x half> %21, ptr %22, align 8, !tbaa !9
  %23 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %24 = load <4 x half>, ptr %23, align 8
  %25 = shufflevector <4 x half> %24, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %27 = load <4 x half>, ptr %26, align 8
  %28 = shufflevector <4 x half> %27, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %29 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.step.v2f16(<2 x half> %25, <2 x half> %28)
  %30 = shufflevector <4 x half> %24, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %31 = shufflevector <4 x half> %27, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %32 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.step.v2f16(<2 x half> %30, <2 x half> %31)
  %33 = shufflevector <2 x half> %29, <2 x half> %32, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %34 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 2)
  store <4 x half> %33, ptr %34, align 8, !tbaa !9
  %35 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %36 = load half, ptr %35, align 8
  %37 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %38 = load half, ptr %37, align 8
  %39 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.step.f16(half %36, half %38)
  %40 = getelementptr inbounds nuw i8, ptr %35, i32 2
  %41 = load half, ptr %40, align 2
  %42 = getelementptr inbounds nuw i8, ptr %37, i32 2
  %43 = load half, ptr %42, align 2
  %44 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.step.f16(half %41, half %43)
  %45 = getelementptr inbounds nuw i8, ptr %35, i32 4
  %46 = load half, ptr %45, align 4
  %47 = getelementptr inbounds nuw i8, ptr %37, i32 4
  %48 = load half, ptr %47, align 4
  %49 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.step.f16(half %46, half %48)
  %50 = getelementptr inbounds nuw i8, ptr %35, i32 6
  %51 = load half, ptr %50, align 2
  %52 = getelementptr inbounds nuw i8, ptr %37, i32 6
  %53 = load half, ptr %52, align 2
  %54 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.step.f16(half %51, half %53)
  %55 = insertelement <4 x half> poison, half %39, i64 0
  %56 = insertelement <4 x half> %55, half %44, i64 1
  %57 = insertelement <4 x half> %56, half %49, i64 2
  %58 = insertelement <4 x half> %57, half %54, i64 3
  %59 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 3)
  store <4 x half> %58, ptr %59, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x half> @llvm.dx.step.v4f16(<4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.step.v3f16(<3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.step.f16(half, half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.step.v2f16(<2 x half>, <2 x half>) #1

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
