; ModuleID = '/work/main/tests/intrinsics/lit_16.hlsl'
source_filename = "/work/main/tests/intrinsics/lit_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %4 = load half, ptr %3, align 8
  %5 = getelementptr inbounds nuw i8, ptr %3, i32 2
  %6 = load half, ptr %5, align 2
  %7 = getelementptr inbounds nuw i8, ptr %3, i32 4
  %8 = load half, ptr %7, align 4
  %9 = fcmp reassoc nnan ninf nsz arcp afn olt half %4, 0xH0000
  %10 = tail call reassoc nnan ninf nsz arcp afn half @llvm.maxnum.f16(half nofpclass(nan inf) %4, half 0xH0000)
  %11 = insertelement <4 x half> <half 0xH3C00, half poison, half poison, half 0xH3C00>, half %10, i64 1
  %12 = fcmp reassoc nnan ninf nsz arcp afn olt half %6, 0xH0000
  %13 = or i1 %9, %12
  %14 = tail call reassoc nnan ninf nsz arcp afn half @llvm.log.f16(half nofpclass(nan inf) %6)
  %15 = fmul reassoc nnan ninf nsz arcp afn half %14, %8
  %16 = tail call reassoc nnan ninf nsz arcp afn half @llvm.exp.f16(half %15)
  %17 = select reassoc nnan ninf nsz arcp afn i1 %13, half 0xH0000, half %16
  %18 = insertelement <4 x half> %11, half %17, i64 2
  %19 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 0)
  store <4 x half> %18, ptr %19, align 8, !tbaa !9
  %20 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %21 = load half, ptr %20, align 8
  %22 = getelementptr inbounds nuw i8, ptr %20, i32 2
  %23 = load half, ptr %22, align 2
  %24 = getelementptr inbounds nuw i8, ptr %20, i32 4
  %25 = load half, ptr %24, align 4
  %26 = fcmp reassoc nnan ninf nsz arcp afn olt half %21, 0xH0000
  %27 = tail call reassoc nnan ninf nsz arcp afn half @llvm.maxnum.f16(half nofpclass(nan inf) %21, half 0xH0000)
  %28 = insertelement <4 x half> <half 0xH3C00, half poison, half poison, half 0xH3C00>, half %27, i64 1
  %29 = fcmp reassoc nnan ninf nsz arcp afn olt half %23, 0xH0000
  %30 = or i1 %26, %29
  %31 = tail call reassoc nnan ninf nsz arcp afn half @llvm.log.f16(half nofpclass(nan inf) %23)
  %32 = fmul reassoc nnan ninf nsz arcp afn half %31, %25
  %33 = tail call reassoc nnan ninf nsz arcp afn half @llvm.exp.f16(half %32)
  %34 = select reassoc nnan ninf nsz arcp afn i1 %30, half 0xH0000, half %33
  %35 = insertelement <4 x half> %28, half %34, i64 2
  %36 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 1)
  store <4 x half> %35, ptr %36, align 8, !tbaa !9
  %37 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %38 = load half, ptr %37, align 8
  %39 = getelementptr inbounds nuw i8, ptr %37, i32 2
  %40 = load half, ptr %39, align 2
  %41 = getelementptr inbounds nuw i8, ptr %37, i32 4
  %42 = load half, ptr %41, align 4
  %43 = fcmp reassoc nnan ninf nsz arcp afn olt half %38, 0xH0000
  %44 = tail call reassoc nnan ninf nsz arcp afn half @llvm.maxnum.f16(half nofpclass(nan inf) %38, half 0xH0000)
  %45 = insertelement <4 x half> <half 0xH3C00, half poison, half poison, half 0xH3C00>, half %44, i64 1
  %46 = fcmp reassoc nnan ninf nsz arcp afn olt half %40, 0xH0000
  %47 = or i1 %43, %46
  %48 = tail call reassoc nnan ninf nsz arcp afn half @llvm.log.f16(half nofpclass(nan inf) %40)
  %49 = fmul reassoc nnan ninf nsz arcp afn half %48, %42
  %50 = tail call reassoc nnan ninf nsz arcp afn half @llvm.exp.f16(half %49)
  %51 = select reassoc nnan ninf nsz arcp afn i1 %47, half 0xH0000, half %50
  %52 = insertelement <4 x half> %45, half %51, i64 2
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 2)
  store <4 x half> %52, ptr %53, align 8, !tbaa !9
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %55 = load half, ptr %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr %54, i32 2
  %57 = load half, ptr %56, align 2
  %58 = getelementptr inbounds nuw i8, ptr %54, i32 4
  %59 = load half, ptr %58, align 4
  %60 = fcmp reassoc nnan ninf nsz arcp afn olt half %55, 0xH0000
  %61 = tail call reassoc nnan ninf nsz arcp afn half @llvm.maxnum.f16(half nofpclass(nan inf) %55, half 0xH0000)
  %62 = insertelement <4 x half> <half 0xH3C00, half poison, half poison, half 0xH3C00>, half %61, i64 1
  %63 = fcmp reassoc nnan ninf nsz arcp afn olt half %57, 0xH0000
  %64 = or i1 %60, %63
  %65 = tail call reassoc nnan ninf nsz arcp afn half @llvm.log.f16(half nofpclass(nan inf) %57)
  %66 = fmul reassoc nnan ninf nsz arcp afn half %65, %59
  %67 = tail call reassoc nnan ninf nsz arcp afn half @llvm.exp.f16(half %66)
  %68 = select reassoc nnan ninf nsz arcp afn i1 %64, half 0xH0000, half %67
  %69 = insertelement <4 x half> %62, half %68, i64 2
  %70 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 3)
  store <4 x half> %69, ptr %70, align 8, !tbaa !9
  %71 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 4)
  %72 = load half, ptr %71, align 8
  %73 = getelementptr inbounds nuw i8, ptr %71, i32 2
  %74 = load half, ptr %73, align 2
  %75 = getelementptr inbounds nuw i8, ptr %71, i32 4
  %76 = load half, ptr %75, align 4
  %77 = fcmp reassoc nnan ninf nsz arcp afn olt half %72, 0xH0000
  %78 = tail call reassoc nnan ninf nsz arcp afn half @llvm.maxnum.f16(half nofpclass(nan inf) %72, half 0xH0000)
  %79 = insertelement <4 x half> <half 0xH3C00, half poison, half poison, half 0xH3C00>, half %78, i64 1
  %80 = fcmp reassoc nnan ninf nsz arcp afn olt half %74, 0xH0000
  %81 = or i1 %77, %80
  %82 = tail call reassoc nnan ninf nsz arcp afn half @llvm.log.f16(half nofpclass(nan inf) %74)
  %83 = fmul reassoc nnan ninf nsz arcp afn half %82, %76
  %84 = tail call reassoc nnan ninf nsz arcp afn half @llvm.exp.f16(half %83)
  %85 = select reassoc nnan ninf nsz arcp afn i1 %81, half 0xH0000, half %84
  %86 = insertelement <4 x half> %79, half %85, i64 2
  %87 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 4)
  store <4 x half> %86, ptr %87, align 8, !tbaa !9
  %88 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 5)
  %89 = load half, ptr %88, align 8
  %90 = getelementptr inbounds nuw i8, ptr %88, i32 2
  %91 = load half, ptr %90, align 2
  %92 = getelementptr inbounds nuw i8, ptr %88, i32 4
  %93 = load half, ptr %92, align 4
  %94 = fcmp reassoc nnan ninf nsz arcp afn olt half %89, 0xH0000
  %95 = tail call reassoc nnan ninf nsz arcp afn half @llvm.maxnum.f16(half nofpclass(nan inf) %89, half 0xH0000)
  %96 = insertelement <4 x half> <half 0xH3C00, half poison, half poison, half 0xH3C00>, half %95, i64 1
  %97 = fcmp reassoc nnan ninf nsz arcp afn olt half %91, 0xH0000
  %98 = or i1 %94, %97
  %99 = tail call reassoc nnan ninf nsz arcp afn half @llvm.log.f16(half nofpclass(nan inf) %91)
  %100 = fmul reassoc nnan ninf nsz arcp afn half %99, %93
  %101 = tail call reassoc nnan ninf nsz arcp afn half @llvm.exp.f16(half %100)
  %102 = select reassoc nnan ninf nsz arcp afn i1 %98, half 0xH0000, half %101
  %103 = insertelement <4 x half> %96, half %102, i64 2
  %104 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 5)
  store <4 x half> %103, ptr %104, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.log.f16(half) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.exp.f16(half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
