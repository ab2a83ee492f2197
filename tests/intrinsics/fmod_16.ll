; ModuleID = '/work/main/tests/intrinsics/fmod_16.hlsl'
source_filename = "/work/main/tests/intrinsics/fmod_16.hlsl"
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
  %8 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %5, %7
  %9 = fcmp reassoc nnan ninf nsz arcp afn oge <4 x half> %8, zeroinitializer
  %10 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fabs.v4f16(<4 x half> %8)
  %11 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.frac.v4f16(<4 x half> %10)
  %12 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %11
  %13 = select reassoc nnan ninf nsz arcp afn <4 x i1> %9, <4 x half> %11, <4 x half> %12
  %14 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %13, %7
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 0)
  store <4 x half> %14, ptr %15, align 8, !tbaa !9
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %17 = load <4 x half>, ptr %16, align 8
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %19 = load <4 x half>, ptr %18, align 8
  %20 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %17, %19
  %21 = shufflevector <4 x half> %20, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %22 = fcmp reassoc nnan ninf nsz arcp afn oge <3 x half> %21, zeroinitializer
  %23 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fabs.v3f16(<3 x half> %21)
  %24 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.frac.v3f16(<3 x half> %23)
  %25 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %24
  %26 = select reassoc nnan ninf nsz arcp afn <3 x i1> %22, <3 x half> %24, <3 x half> %25
  %27 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %17, %19
  %28 = extractelement <4 x half> %27, i64 3
  %29 = fcmp reassoc nnan ninf nsz arcp afn oge half %28, 0xH0000
  %30 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fabs.f16(half %28)
  %31 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.frac.f16(half %30)
  %32 = fneg reassoc nnan ninf nsz arcp afn half %31
  %33 = select reassoc nnan ninf nsz arcp afn i1 %29, half %31, half %32
  %34 = shufflevector <3 x half> %26, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %35 = insertelement <4 x half> %34, half %33, i64 3
  %36 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %35, %19
  %37 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 1)
  store <4 x half> %36, ptr %37, align 8, !tbaa !9
  %38 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %39 = load <4 x half>, ptr %38, align 8
  %40 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %41 = load <4 x half>, ptr %40, align 8
  %42 = shufflevector <4 x half> %41, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %43 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %39, %41
  %44 = shufflevector <4 x half> %43, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %45 = fcmp reassoc nnan ninf nsz arcp afn oge <2 x half> %44, zeroinitializer
  %46 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fabs.v2f16(<2 x half> %44)
  %47 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.frac.v2f16(<2 x half> %46)
  %48 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %47
  %49 = select reassoc nnan ninf nsz arcp afn <2 x i1> %45, <2 x half> %47, <2 x half> %48
  %50 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %49, %42
  %51 = shufflevector <4 x half> %41, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %52 = shufflevector <4 x half> %43, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %53 = fcmp reassoc nnan ninf nsz arcp afn oge <2 x half> %52, zeroinitializer
  %54 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fabs.v2f16(<2 x half> %52)
  %55 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.frac.v2f16(<2 x half> %54)
  %56 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %55
  %57 = select reassoc nnan ninf nsz arcp afn <2 x i1> %53, <2 x half> %55, <2 x half> %56
  %58 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %57, %51
  %59 = shufflevector <2 x half> %50, <2 x half> %58, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %60 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 2)
  store <4 x half> %59, ptr %60, align 8, !tbaa !9
  %61 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %62 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %63 = load <4 x half>, ptr %62, align 8
  %64 = load <4 x half>, ptr %61, align 8
  %65 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %64, %63
  %66 = extractelement <4 x half> %65, i64 0
  %67 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fabs.f16(half %66)
  %68 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.frac.f16(half %67)
  %69 = extractelement <4 x half> %65, i64 1
  %70 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fabs.f16(half %69)
  %71 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.frac.f16(half %70)
  %72 = extractelement <4 x half> %65, i64 2
  %73 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fabs.f16(half %72)
  %74 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.frac.f16(half %73)
  %75 = fcmp reassoc nnan ninf nsz arcp afn oge <4 x half> %65, zeroinitializer
  %76 = extractelement <4 x half> %65, i64 3
  %77 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fabs.f16(half %76)
  %78 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.frac.f16(half %77)
  %79 = insertelement <4 x half> poison, half %68, i64 0
  %80 = insertelement <4 x half> %79, half %71, i64 1
  %81 = insertelement <4 x half> %80, half %74, i64 2
  %82 = insertelement <4 x half> %81, half %78, i64 3
  %83 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %82
  %84 = select <4 x i1> %75, <4 x half> %82, <4 x half> %83
  %85 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %84, %63
  %86 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 3)
  store <4 x half> %85, ptr %86, align 8, !tbaa !9
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fabs.v4f16(<4 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x half> @llvm.dx.frac.v4f16(<4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x half> @llvm.fabs.v3f16(<3 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.frac.v3f16(<3 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.frac.f16(half) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fabs.v2f16(<2 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.frac.v2f16(<2 x half>) #1

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
