; ModuleID = '/work/main/tests/intrinsics/faceforward_16.hlsl'
source_filename = "/work/main/tests/intrinsics/faceforward_16.hlsl"
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
  %11 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %8, <4 x half> nofpclass(nan inf) %10)
  %12 = fcmp reassoc nnan ninf nsz arcp afn olt half %11, 0xH0000
  %13 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %6
  %14 = select reassoc nnan ninf nsz arcp afn i1 %12, <4 x half> %6, <4 x half> %13
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 0)
  store <4 x half> %14, ptr %15, align 8, !tbaa !9
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %17 = load <4 x half>, ptr %16, align 8
  %18 = shufflevector <4 x half> %17, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %20 = load <4 x half>, ptr %19, align 8
  %21 = shufflevector <4 x half> %20, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %22 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 1)
  %23 = load <4 x half>, ptr %22, align 8
  %24 = shufflevector <4 x half> %23, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %25 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %21, <3 x half> nofpclass(nan inf) %24)
  %26 = fcmp reassoc nnan ninf nsz arcp afn olt half %25, 0xH0000
  %27 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %18
  %28 = select reassoc nnan ninf nsz arcp afn i1 %26, <3 x half> %18, <3 x half> %27
  %29 = extractelement <4 x half> %17, i64 3
  %30 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %23, %20
  %31 = extractelement <4 x half> %30, i64 3
  %32 = fcmp reassoc nnan ninf nsz arcp afn olt half %31, 0xH0000
  %33 = fneg reassoc nnan ninf nsz arcp afn half %29
  %34 = select reassoc nnan ninf nsz arcp afn i1 %32, half %29, half %33
  %35 = shufflevector <3 x half> %28, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %36 = insertelement <4 x half> %35, half %34, i64 3
  %37 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 1)
  store <4 x half> %36, ptr %37, align 8, !tbaa !9
  %38 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %39 = load <4 x half>, ptr %38, align 8
  %40 = shufflevector <4 x half> %39, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %41 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %42 = load <4 x half>, ptr %41, align 8
  %43 = shufflevector <4 x half> %42, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 2)
  %45 = load <4 x half>, ptr %44, align 8
  %46 = shufflevector <4 x half> %45, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %47 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %43, <2 x half> nofpclass(nan inf) %46)
  %48 = fcmp reassoc nnan ninf nsz arcp afn olt half %47, 0xH0000
  %49 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %40
  %50 = select reassoc nnan ninf nsz arcp afn i1 %48, <2 x half> %40, <2 x half> %49
  %51 = shufflevector <4 x half> %39, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %52 = shufflevector <4 x half> %42, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %53 = shufflevector <4 x half> %45, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %54 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %52, <2 x half> nofpclass(nan inf) %53)
  %55 = fcmp reassoc nnan ninf nsz arcp afn olt half %54, 0xH0000
  %56 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %51
  %57 = select reassoc nnan ninf nsz arcp afn i1 %55, <2 x half> %51, <2 x half> %56
  %58 = shufflevector <2 x half> %50, <2 x half> %57, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %59 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 2)
  store <4 x half> %58, ptr %59, align 8, !tbaa !9
  %60 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %61 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %62 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 3)
  %63 = load <4 x half>, ptr %62, align 8
  %64 = load <4 x half>, ptr %60, align 8
  %65 = load <4 x half>, ptr %61, align 8
  %66 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %63, %65
  %67 = fcmp reassoc nnan ninf nsz arcp afn olt <4 x half> %66, zeroinitializer
  %68 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %64
  %69 = select <4 x i1> %67, <4 x half> %64, <4 x half> %68
  %70 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 3)
  store <4 x half> %69, ptr %70, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v4f16(<4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v3f16(<3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v2f16(<2 x half>, <2 x half>) #1

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
