; ModuleID = '/work/main/tests/intrinsics/firstbithigh.hlsl'
source_filename = "/work/main/tests/intrinsics/firstbithigh.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 0)
  %6 = load <4 x i32>, ptr %5, align 16, !tbaa !8
  %7 = tail call <4 x i32> @llvm.dx.firstbitshigh.v4i32(<4 x i32> %6)
  %8 = sub <4 x i32> splat (i32 31), %7
  %9 = icmp eq <4 x i32> %7, splat (i32 -1)
  %10 = select <4 x i1> %9, <4 x i32> splat (i32 -1), <4 x i32> %8
  %11 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  store <4 x i32> %10, ptr %11, align 16, !tbaa !8
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 1)
  %13 = load <4 x i32>, ptr %12, align 16
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %15 = tail call <3 x i32> @llvm.dx.firstbitshigh.v3i32(<3 x i32> %14)
  %16 = sub <3 x i32> splat (i32 31), %15
  %17 = icmp eq <3 x i32> %15, splat (i32 -1)
  %18 = select <3 x i1> %17, <3 x i32> splat (i32 -1), <3 x i32> %16
  %19 = extractelement <4 x i32> %13, i64 3
  %20 = tail call i32 @llvm.dx.firstbitshigh.i32(i32 %19)
  %21 = sub i32 31, %20
  %22 = icmp eq i32 %20, -1
  %23 = select i1 %22, i32 -1, i32 %21
  %24 = shufflevector <3 x i32> %18, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %25 = insertelement <4 x i32> %24, i32 %23, i64 3
  %26 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  store <4 x i32> %25, ptr %26, align 16, !tbaa !8
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 2)
  %28 = load <4 x i32>, ptr %27, align 16
  %29 = shufflevector <4 x i32> %28, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %30 = tail call <2 x i32> @llvm.dx.firstbitshigh.v2i32(<2 x i32> %29)
  %31 = sub <2 x i32> splat (i32 31), %30
  %32 = icmp eq <2 x i32> %30, splat (i32 -1)
  %33 = select <2 x i1> %32, <2 x i32> splat (i32 -1), <2 x i32> %31
  %34 = shufflevector <4 x i32> %28, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %35 = tail call <2 x i32> @llvm.dx.firstbitshigh.v2i32(<2 x i32> %34)
  %36 = sub <2 x i32> splat (i32 31), %35
  %37 = icmp eq <2 x i32> %35, splat (i32 -1)
  %38 = select <2 x i1> %37, <2 x i32> splat (i32 -1), <2 x i32> %36
  %39 = shufflevector <2 x i32> %33, <2 x i32> %38, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %40 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  store <4 x i32> %39, ptr %40, align 16, !tbaa !8
  %41 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 3)
  %42 = load i32, ptr %41, align 16
  %43 = tail call i32 @llvm.dx.firstbitshigh.i32(i32 %42)
  %44 = getelementptr inbounds nuw i8, ptr %41, i32 4
  %45 = load i32, ptr %44, align 4
  %46 = tail call i32 @llvm.dx.firstbitshigh.i32(i32 %45)
  %47 = getelementptr inbounds nuw i8, ptr %41, i32 8
  %48 = load i32, ptr %47, align 8
  %49 = tail call i32 @llvm.dx.firstbitshigh.i32(i32 %48)
  %50 = getelementptr inbounds nuw i8, ptr %41, i32 12
  %51 = load i32, ptr %50, align 4
  %52 = tail call i32 @llvm.dx.firstbitshigh.i32(i32 %51)
  %53 = insertelement <4 x i32> poison, i32 %43, i64 0
  %54 = insertelement <4 x i32> %53, i32 %46, i64 1
  %55 = insertelement <4 x i32> %54, i32 %49, i64 2
  %56 = insertelement <4 x i32> %55, i32 %52, i64 3
  %57 = sub <4 x i32> splat (i32 31), %56
  %58 = icmp eq <4 x i32> %56, splat (i32 -1)
  %59 = select <4 x i1> %58, <4 x i32> splat (i32 -1), <4 x i32> %57
  %60 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  store <4 x i32> %59, ptr %60, align 16, !tbaa !8
  %61 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %3, i32 0)
  %62 = load <4 x i32>, ptr %61, align 16, !tbaa !8
  %63 = tail call <4 x i32> @llvm.dx.firstbituhigh.v4i32(<4 x i32> %62)
  %64 = sub <4 x i32> splat (i32 31), %63
  %65 = icmp eq <4 x i32> %63, splat (i32 -1)
  %66 = select <4 x i1> %65, <4 x i32> splat (i32 -1), <4 x i32> %64
  %67 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  store <4 x i32> %66, ptr %67, align 16, !tbaa !8
  %68 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %3, i32 1)
  %69 = load <4 x i32>, ptr %68, align 16
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = tail call <3 x i32> @llvm.dx.firstbituhigh.v3i32(<3 x i32> %70)
  %72 = sub <3 x i32> splat (i32 31), %71
  %73 = icmp eq <3 x i32> %71, splat (i32 -1)
  %74 = select <3 x i1> %73, <3 x i32> splat (i32 -1), <3 x i32> %72
  %75 = extractelement <4 x i32> %69, i64 3
  %76 = tail call i32 @llvm.dx.firstbituhigh.i32(i32 %75)
  %77 = sub i32 31, %76
  %78 = icmp eq i32 %76, -1
  %79 = select i1 %78, i32 -1, i32 %77
  %80 = shufflevector <3 x i32> %74, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %81 = insertelement <4 x i32> %80, i32 %79, i64 3
  %82 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  store <4 x i32> %81, ptr %82, align 16, !tbaa !8
  %83 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %3, i32 2)
  %84 = load <4 x i32>, ptr %83, align 16
  %85 = shufflevector <4 x i32> %84, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %86 = tail call <2 x i32> @llvm.dx.firstbituhigh.v2i32(<2 x i32> %85)
  %87 = sub <2 x i32> splat (i32 31), %86
  %88 = icmp eq <2 x i32> %86, splat (i32 -1)
  %89 = select <2 x i1> %88, <2 x i32> splat (i32 -1), <2 x i32> %87
  %90 = shufflevector <4 x i32> %84, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %91 = tail call <2 x i32> @llvm.dx.firstbituhigh.v2i32(<2 x i32> %90)
  %92 = sub <2 x i32> splat (i32 31), %91
  %93 = icmp eq <2 x i32> %91, splat (i32 -1)
  %94 = select <2 x i1> %93, <2 x i32> splat (i32 -1), <2 x i32> %92
  %95 = shufflevector <2 x i32> %89, <2 x i32> %94, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %96 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  store <4 x i32> %95, ptr %96, align 16, !tbaa !8
  %97 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %3, i32 3)
  %98 = load i32, ptr %97, align 16
  %99 = tail call i32 @llvm.dx.firstbituhigh.i32(i32 %98)
  %100 = getelementptr inbounds nuw i8, ptr %97, i32 4
  %101 = load i32, ptr %100, align 4
  %102 = tail call i32 @llvm.dx.firstbituhigh.i32(i32 %101)
  %103 = getelementptr inbounds nuw i8, ptr %97, i32 8
  %104 = load i32, ptr %103, align 8
  %105 = tail call i32 @llvm.dx.firstbituhigh.i32(i32 %104)
  %106 = getelementptr inbounds nuw i8, ptr %97, i32 12
  %107 = load i32, ptr %106, align 4
  %108 = tail call i32 @llvm.dx.firstbituhigh.i32(i32 %107)
  %109 = insertelement <4 x i32> poison, i32 %99, i64 0
  %110 = insertelement <4 x i32> %109, i32 %102, i64 1
  %111 = insertelement <4 x i32> %110, i32 %105, i64 2
  %112 = insertelement <4 x i32> %111, i32 %108, i64 3
  %113 = sub <4 x i32> splat (i32 31), %112
  %114 = icmp eq <4 x i32> %112, splat (i32 -1)
  %115 = select <4 x i1> %114, <4 x i32> splat (i32 -1), <4 x i32> %113
  %116 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  store <4 x i32> %115, ptr %116, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.firstbitshigh.v4i32(<4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.firstbitshigh.v3i32(<3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbitshigh.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.firstbitshigh.v2i32(<2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.firstbituhigh.v4i32(<4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.firstbituhigh.v3i32(<3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbituhigh.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.firstbituhigh.v2i32(<2 x i32>) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
