; ModuleID = 'integer_families_wide.hlsl'
source_filename = "integer_families_wide.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %1, i32 %3)
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = add i32 %3, 8
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %1, i32 %6)
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = zext i32 %5 to i64
  %10 = shl nuw i64 %9, 32
  %11 = zext i32 %8 to i64
  %12 = or disjoint i64 %10, %11
  %13 = add i32 %3, 16
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %1, i32 %13)
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = zext i32 %15 to i64
  %17 = shl nuw i64 %16, 32
  %18 = add i32 %3, 24
  %19 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %1, i32 %18)
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = zext i32 %20 to i64
  %22 = or disjoint i64 %17, %21
  %23 = tail call i32 @llvm.scmp.i32.i64(i64 %12, i64 %22)
  %24 = tail call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 57)
  %25 = tail call i64 @llvm.usub.sat.i64(i64 %12, i64 %22)
  %26 = tail call i64 @llvm.uadd.sat.i64(i64 %12, i64 %22)
  %27 = trunc i32 %5 to i16
  %28 = tail call i16 @llvm.bswap.i16(i16 %27)
  %29 = tail call i16 @llvm.fshl.i16(i16 %27, i16 %27, i16 13)
  %30 = trunc i32 %8 to i16
  %31 = tail call i16 @llvm.usub.sat.i16(i16 %27, i16 %30)
  %32 = tail call i16 @llvm.uadd.sat.i16(i16 %27, i16 %30)
  %33 = tail call i32 @llvm.ucmp.i32.i16(i16 %27, i16 %30)
  %34 = icmp slt i64 %10, 0
  %35 = sub nsw i64 0, %12
  %36 = select i1 %34, i64 %35, i64 %12
  %37 = zext i16 %32 to i32
  %38 = zext i16 %31 to i32
  %39 = shl nuw i32 %38, 16
  %40 = or disjoint i32 %39, %37
  %41 = shl i32 %3, 3
  %42 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %41)
  store i32 %40, ptr %42, align 4, !tbaa !5
  %43 = zext i16 %29 to i32
  %44 = zext i16 %28 to i32
  %45 = shl nuw i32 %44, 16
  %46 = or disjoint i32 %45, %43
  %47 = or disjoint i32 %41, 1
  %48 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %47)
  store i32 %46, ptr %48, align 4, !tbaa !5
  %49 = lshr i64 %26, 32
  %50 = xor i64 %49, %26
  %51 = trunc i64 %50 to i32
  %52 = or disjoint i32 %41, 2
  %53 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %52)
  store i32 %51, ptr %53, align 4, !tbaa !5
  %54 = lshr i64 %25, 32
  %55 = xor i64 %54, %25
  %56 = trunc i64 %55 to i32
  %57 = or disjoint i32 %41, 3
  %58 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %57)
  store i32 %56, ptr %58, align 4, !tbaa !5
  %59 = lshr i64 %24, 32
  %60 = xor i64 %59, %24
  %61 = trunc i64 %60 to i32
  %62 = or disjoint i32 %41, 4
  %63 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %62)
  store i32 %61, ptr %63, align 4, !tbaa !5
  %64 = shl nsw i32 %33, 4
  %65 = add nsw i32 %23, %64
  %66 = or disjoint i32 %41, 5
  %67 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %66)
  store i32 %65, ptr %67, align 4, !tbaa !5
  %68 = lshr i64 %36, 32
  %69 = xor i64 %68, %36
  %70 = trunc i64 %69 to i32
  %71 = or disjoint i32 %41, 6
  %72 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %71)
  store i32 %70, ptr %72, align 4, !tbaa !5
  %73 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %12)
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = tail call i32 @llvm.dx.firstbituhigh.i64(i64 %12)
  %76 = sub i32 63, %75
  %77 = icmp eq i32 %75, -1
  %78 = select i1 %77, i32 -1, i32 %76
  %79 = tail call i16 @llvm.smax.i16(i16 %27, i16 %30)
  %80 = sext i16 %79 to i32
  %81 = tail call i16 @llvm.umin.i16(i16 %27, i16 %30)
  %82 = zext i16 %81 to i32
  %83 = add nsw i32 %82, %80
  %84 = add nsw i32 %83, %74
  %85 = add i32 %84, %78
  %86 = or disjoint i32 %41, 7
  %87 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %86)
  store i32 %85, ptr %87, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbituhigh.i64(i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i32 -1, 2) i32 @llvm.ucmp.i32.i16(i16, i16) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i32 -1, 2) i32 @llvm.scmp.i32.i64(i64, i64) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
