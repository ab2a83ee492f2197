; ModuleID = '/work/main/tests/intrinsics/countbits_16.hlsl'
source_filename = "/work/main/tests/intrinsics/countbits_16.hlsl"
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
  %7 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %6)
  %8 = zext nneg <4 x i16> %7 to <4 x i32>
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  store <4 x i32> %8, ptr %9, align 16, !tbaa !9
  %10 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 1)
  %11 = load <4 x i16>, ptr %10, align 8
  %12 = extractelement <4 x i16> %11, i64 3
  %13 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %12)
  %14 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %11)
  %15 = insertelement <4 x i16> %14, i16 %13, i64 3
  %16 = zext nneg <4 x i16> %15 to <4 x i32>
  %17 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  store <4 x i32> %16, ptr %17, align 16, !tbaa !9
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 2)
  %19 = load <4 x i16>, ptr %18, align 8
  %20 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %19)
  %21 = zext nneg <4 x i16> %20 to <4 x i32>
  %22 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  store <4 x i32> %21, ptr %22, align 16, !tbaa !9
  %23 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %1, i32 3)
  %24 = load <4 x i16>, ptr %23, align 8
  %25 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %24)
  %26 = zext nneg <4 x i16> %25 to <4 x i32>
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  store <4 x i32> %26, ptr %27, align 16, !tbaa !9
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 0)
  %29 = load <4 x i16>, ptr %28, align 8, !tbaa !9
  %30 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %29)
  %31 = zext nneg <4 x i16> %30 to <4 x i32>
  %32 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  store <4 x i32> %31, ptr %32, align 16, !tbaa !9
  %33 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 1)
  %34 = load <4 x i16>, ptr %33, align 8
  %35 = extractelement <4 x i16> %34, i64 3
  %36 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %35)
  %37 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %34)
  %38 = insertelement <4 x i16> %37, i16 %36, i64 3
  %39 = zext nneg <4 x i16> %38 to <4 x i32>
  %40 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  store <4 x i32> %39, ptr %40, align 16, !tbaa !9
  %41 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 2)
  %42 = load <4 x i16>, ptr %41, align 8
  %43 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %42)
  %44 = zext nneg <4 x i16> %43 to <4 x i32>
  %45 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  store <4 x i32> %44, ptr %45, align 16, !tbaa !9
  %46 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %3, i32 3)
  %47 = load <4 x i16>, ptr %46, align 8
  %48 = tail call range(i16 0, 17) <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %47)
  %49 = zext nneg <4 x i16> %48 to <4 x i32>
  %50 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  store <4 x i32> %49, ptr %50, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.ctpop.v4i16(<4 x i16>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
