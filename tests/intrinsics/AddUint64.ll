; ModuleID = '/work/main/tests/intrinsics/AddUint64.hlsl'
source_filename = "/work/main/tests/intrinsics/AddUint64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 0)
  %5 = load <4 x i32>, ptr %4, align 16, !tbaa !8
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %2, i32 0)
  %7 = load <4 x i32>, ptr %6, align 16, !tbaa !8
  %8 = shufflevector <4 x i32> %5, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %9 = shufflevector <4 x i32> %7, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %10 = tail call { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32> %8, <2 x i32> %9)
  %11 = extractvalue { <2 x i32>, <2 x i1> } %10, 1
  %12 = extractvalue { <2 x i32>, <2 x i1> } %10, 0
  %13 = zext <2 x i1> %11 to <2 x i32>
  %14 = add <4 x i32> %7, %5
  %15 = shufflevector <4 x i32> %14, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %16 = add <2 x i32> %15, %13
  %17 = shufflevector <2 x i32> %12, <2 x i32> %16, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %3, i32 0)
  store <4 x i32> %17, ptr %18, align 16, !tbaa !8
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 1)
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %2, i32 1)
  %21 = load <4 x i32>, ptr %20, align 16
  %22 = load i32, ptr %19, align 16
  %23 = getelementptr inbounds nuw i8, ptr %19, i32 4
  %24 = load i32, ptr %23, align 4
  %25 = extractelement <4 x i32> %21, i64 0
  %26 = extractelement <4 x i32> %21, i64 1
  %27 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %22, i32 %25)
  %28 = extractvalue { i32, i1 } %27, 1
  %29 = extractvalue { i32, i1 } %27, 0
  %30 = zext i1 %28 to i32
  %31 = add i32 %26, %24
  %32 = add i32 %31, %30
  %33 = getelementptr inbounds nuw i8, ptr %19, i32 8
  %34 = load i32, ptr %33, align 8
  %35 = getelementptr inbounds nuw i8, ptr %19, i32 12
  %36 = load i32, ptr %35, align 4
  %37 = extractelement <4 x i32> %21, i64 2
  %38 = extractelement <4 x i32> %21, i64 3
  %39 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %34, i32 %37)
  %40 = extractvalue { i32, i1 } %39, 1
  %41 = extractvalue { i32, i1 } %39, 0
  %42 = zext i1 %40 to i32
  %43 = add i32 %38, %36
  %44 = add i32 %43, %42
  %45 = insertelement <4 x i32> poison, i32 %29, i64 0
  %46 = insertelement <4 x i32> %45, i32 %32, i64 1
  %47 = insertelement <4 x i32> %46, i32 %41, i64 2
  %48 = insertelement <4 x i32> %47, i32 %44, i64 3
  %49 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %3, i32 1)
  store <4 x i32> %48, ptr %49, align 16, !tbaa !8
  %50 = getelementptr inbounds nuw i8, ptr %4, i32 8
  %51 = load i32, ptr %50, align 8
  %52 = getelementptr inbounds nuw i8, ptr %4, i32 12
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %20, align 16
  %55 = getelementptr inbounds nuw i8, ptr %20, i32 4
  %56 = load i32, ptr %55, align 4
  %57 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %51, i32 %54)
  %58 = extractvalue { i32, i1 } %57, 1
  %59 = extractvalue { i32, i1 } %57, 0
  %60 = zext i1 %58 to i32
  %61 = add i32 %56, %53
  %62 = add i32 %61, %60
  %63 = load i32, ptr %19, align 16
  %64 = load i32, ptr %23, align 4
  %65 = getelementptr inbounds nuw i8, ptr %6, i32 8
  %66 = load i32, ptr %65, align 8
  %67 = getelementptr inbounds nuw i8, ptr %6, i32 12
  %68 = load i32, ptr %67, align 4
  %69 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %63, i32 %66)
  %70 = extractvalue { i32, i1 } %69, 1
  %71 = extractvalue { i32, i1 } %69, 0
  %72 = zext i1 %70 to i32
  %73 = add i32 %68, %64
  %74 = add i32 %73, %72
  %75 = insertelement <4 x i32> poison, i32 %59, i64 0
  %76 = insertelement <4 x i32> %75, i32 %62, i64 1
  %77 = insertelement <4 x i32> %76, i32 %71, i64 2
  %78 = insertelement <4 x i32> %77, i32 %74, i64 3
  %79 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %3, i32 2)
  store <4 x i32> %78, ptr %79, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
