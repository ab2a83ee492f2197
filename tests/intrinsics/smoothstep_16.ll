; ModuleID = '/work/main/tests/intrinsics/smoothstep_16.hlsl'
source_filename = "/work/main/tests/intrinsics/smoothstep_16.hlsl"
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
  %11 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %10, %6
  %12 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %8, %6
  %13 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %11, %12
  %14 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.saturate.v4f16(<4 x half> %13)
  %15 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %14, <4 x half> splat (half 0xHC000), <4 x half> splat (half 0xH4200))
  %16 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %14, %14
  %17 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %16, %15
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 0)
  store <4 x half> %17, ptr %18, align 8, !tbaa !9
  %19 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %20 = load <4 x half>, ptr %19, align 8
  %21 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %22 = load <4 x half>, ptr %21, align 8
  %23 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 1)
  %24 = load <4 x half>, ptr %23, align 8
  %25 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %24, %20
  %26 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %22, %20
  %27 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %25, %26
  %28 = shufflevector <4 x half> %27, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %29 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.saturate.v3f16(<3 x half> %28)
  %30 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %29, <3 x half> splat (half 0xHC000), <3 x half> splat (half 0xH4200))
  %31 = fmul reassoc nnan ninf nsz arcp afn <3 x half> %29, %29
  %32 = fmul reassoc nnan ninf nsz arcp afn <3 x half> %31, %30
  %33 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %24, %20
  %34 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %22, %20
  %35 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %33, %34
  %36 = extractelement <4 x half> %35, i64 3
  %37 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.saturate.f16(half %36)
  %38 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %37, half 0xHC000, half 0xH4200)
  %39 = fmul reassoc nnan ninf nsz arcp afn half %37, %37
  %40 = fmul reassoc nnan ninf nsz arcp afn half %39, %38
  %41 = shufflevector <3 x half> %32, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %42 = insertelement <4 x half> %41, half %40, i64 3
  %43 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 1)
  store <4 x half> %42, ptr %43, align 8, !tbaa !9
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %45 = load <4 x half>, ptr %44, align 8
  %46 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %47 = load <4 x half>, ptr %46, align 8
  %48 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 2)
  %49 = load <4 x half>, ptr %48, align 8
  %50 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %49, %45
  %51 = fsub reassoc nnan ninf nsz arcp afn <4 x half> %47, %45
  %52 = fdiv reassoc nnan ninf nsz arcp afn <4 x half> %50, %51
  %53 = shufflevector <4 x half> %52, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %54 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.saturate.v2f16(<2 x half> %53)
  %55 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %54, <2 x half> splat (half 0xHC000), <2 x half> splat (half 0xH4200))
  %56 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %54, %54
  %57 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %56, %55
  %58 = shufflevector <4 x half> %52, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %59 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.saturate.v2f16(<2 x half> %58)
  %60 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %59, <2 x half> splat (half 0xHC000), <2 x half> splat (half 0xH4200))
  %61 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %59, %59
  %62 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %61, %60
  %63 = shufflevector <2 x half> %57, <2 x half> %62, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %64 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 2)
  store <4 x half> %63, ptr %64, align 8, !tbaa !9
  %65 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %66 = load half, ptr %65, align 8
  %67 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %68 = load half, ptr %67, align 8
  %69 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 3)
  %70 = load half, ptr %69, align 8
  %71 = fsub reassoc nnan ninf nsz arcp afn half %70, %66
  %72 = fsub reassoc nnan ninf nsz arcp afn half %68, %66
  %73 = fdiv reassoc nnan ninf nsz arcp afn half %71, %72
  %74 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.saturate.f16(half %73)
  %75 = getelementptr inbounds nuw i8, ptr %65, i32 2
  %76 = load half, ptr %75, align 2
  %77 = getelementptr inbounds nuw i8, ptr %67, i32 2
  %78 = load half, ptr %77, align 2
  %79 = getelementptr inbounds nuw i8, ptr %69, i32 2
  %80 = load half, ptr %79, align 2
  %81 = fsub reassoc nnan ninf nsz arcp afn half %80, %76
  %82 = fsub reassoc nnan ninf nsz arcp afn half %78, %76
  %83 = fdiv reassoc nnan ninf nsz arcp afn half %81, %82
  %84 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.saturate.f16(half %83)
  %85 = getelementptr inbounds nuw i8, ptr %65, i32 4
  %86 = load half, ptr %85, align 4
  %87 = getelementptr inbounds nuw i8, ptr %67, i32 4
  %88 = load half, ptr %87, align 4
  %89 = getelementptr inbounds nuw i8, ptr %69, i32 4
  %90 = load half, ptr %89, align 4
  %91 = fsub reassoc nnan ninf nsz arcp afn half %90, %86
  %92 = fsub reassoc nnan ninf nsz arcp afn half %88, %86
  %93 = fdiv reassoc nnan ninf nsz arcp afn half %91, %92
  %94 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.saturate.f16(half %93)
  %95 = getelementptr inbounds nuw i8, ptr %65, i32 6
  %96 = load half, ptr %95, align 2
  %97 = getelementptr inbounds nuw i8, ptr %67, i32 6
  %98 = load half, ptr %97, align 2
  %99 = getelementptr inbounds nuw i8, ptr %69, i32 6
  %100 = load half, ptr %99, align 2
  %101 = fsub reassoc nnan ninf nsz arcp afn half %100, %96
  %102 = fsub reassoc nnan ninf nsz arcp afn half %98, %96
  %103 = fdiv reassoc nnan ninf nsz arcp afn half %101, %102
  %104 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.saturate.f16(half %103)
  %105 = insertelement <4 x half> poison, half %74, i64 0
  %106 = insertelement <4 x half> %105, half %84, i64 1
  %107 = insertelement <4 x half> %106, half %94, i64 2
  %108 = insertelement <4 x half> %107, half %104, i64 3
  %109 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %108, <4 x half> splat (half 0xHC000), <4 x half> splat (half 0xH4200))
  %110 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %108, %108
  %111 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %110, %109
  %112 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 3)
  store <4 x half> %111, ptr %112, align 8, !tbaa !9
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
declare <4 x half> @llvm.dx.saturate.v4f16(<4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.saturate.v3f16(<3 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x half> @llvm.fmuladd.v3f16(<3 x half>, <3 x half>, <3 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.saturate.f16(half) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.saturate.v2f16(<2 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #2

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
