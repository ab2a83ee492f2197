; ModuleID = '/work/main/tests/intrinsics/dot_64.hlsl'
source_filename = "/work/main/tests/intrinsics/dot_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AI\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BI\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"AU\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"BU\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %1, i32 0)
  %8 = load <4 x i64>, ptr %7, align 32, !tbaa !8
  %9 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %2, i32 0)
  %10 = load <4 x i64>, ptr %9, align 32, !tbaa !8
  %11 = tail call i64 @llvm.dx.sdot.v4i64(<4 x i64> %8, <4 x i64> %10)
  %12 = shufflevector <4 x i64> %8, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = shufflevector <4 x i64> %10, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %14 = tail call i64 @llvm.dx.sdot.v3i64(<3 x i64> %12, <3 x i64> %13)
  %15 = shufflevector <4 x i64> %8, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %16 = shufflevector <4 x i64> %10, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %17 = tail call i64 @llvm.dx.sdot.v2i64(<2 x i64> %15, <2 x i64> %16)
  %18 = mul <4 x i64> %10, %8
  %19 = insertelement <4 x i64> poison, i64 %11, i64 0
  %20 = insertelement <4 x i64> %19, i64 %14, i64 1
  %21 = insertelement <4 x i64> %20, i64 %17, i64 2
  %22 = shufflevector <4 x i64> %21, <4 x i64> %18, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %23 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %3, i32 0)
  store <4 x i64> %22, ptr %23, align 32, !tbaa !8
  %24 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %1, i32 1)
  %25 = load <4 x i64>, ptr %24, align 32, !tbaa !8
  %26 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %2, i32 1)
  %27 = load <4 x i64>, ptr %26, align 32, !tbaa !8
  %28 = tail call i64 @llvm.dx.sdot.v4i64(<4 x i64> %25, <4 x i64> %27)
  %29 = shufflevector <4 x i64> %25, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %30 = shufflevector <4 x i64> %27, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = tail call i64 @llvm.dx.sdot.v3i64(<3 x i64> %29, <3 x i64> %30)
  %32 = shufflevector <4 x i64> %25, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %33 = shufflevector <4 x i64> %27, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %34 = tail call i64 @llvm.dx.sdot.v2i64(<2 x i64> %32, <2 x i64> %33)
  %35 = mul <4 x i64> %27, %25
  %36 = insertelement <4 x i64> poison, i64 %28, i64 0
  %37 = insertelement <4 x i64> %36, i64 %31, i64 1
  %38 = insertelement <4 x i64> %37, i64 %34, i64 2
  %39 = shufflevector <4 x i64> %38, <4 x i64> %35, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %40 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %3, i32 1)
  store <4 x i64> %39, ptr %40, align 32, !tbaa !8
  %41 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %1, i32 2)
  %42 = load <4 x i64>, ptr %41, align 32, !tbaa !8
  %43 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %2, i32 2)
  %44 = load <4 x i64>, ptr %43, align 32, !tbaa !8
  %45 = tail call i64 @llvm.dx.sdot.v4i64(<4 x i64> %42, <4 x i64> %44)
  %46 = shufflevector <4 x i64> %42, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %47 = shufflevector <4 x i64> %44, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %48 = tail call i64 @llvm.dx.sdot.v3i64(<3 x i64> %46, <3 x i64> %47)
  %49 = shufflevector <4 x i64> %42, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %50 = shufflevector <4 x i64> %44, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %51 = tail call i64 @llvm.dx.sdot.v2i64(<2 x i64> %49, <2 x i64> %50)
  %52 = mul <4 x i64> %44, %42
  %53 = insertelement <4 x i64> poison, i64 %45, i64 0
  %54 = insertelement <4 x i64> %53, i64 %48, i64 1
  %55 = insertelement <4 x i64> %54, i64 %51, i64 2
  %56 = shufflevector <4 x i64> %55, <4 x i64> %52, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %57 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %3, i32 2)
  store <4 x i64> %56, ptr %57, align 32, !tbaa !8
  %58 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %1, i32 3)
  %59 = load <4 x i64>, ptr %58, align 32, !tbaa !8
  %60 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %2, i32 3)
  %61 = load <4 x i64>, ptr %60, align 32, !tbaa !8
  %62 = tail call i64 @llvm.dx.sdot.v4i64(<4 x i64> %59, <4 x i64> %61)
  %63 = shufflevector <4 x i64> %59, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = shufflevector <4 x i64> %61, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %65 = tail call i64 @llvm.dx.sdot.v3i64(<3 x i64> %63, <3 x i64> %64)
  %66 = shufflevector <4 x i64> %59, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %67 = shufflevector <4 x i64> %61, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %68 = tail call i64 @llvm.dx.sdot.v2i64(<2 x i64> %66, <2 x i64> %67)
  %69 = mul <4 x i64> %61, %59
  %70 = insertelement <4 x i64> poison, i64 %62, i64 0
  %71 = insertelement <4 x i64> %70, i64 %65, i64 1
  %72 = insertelement <4 x i64> %71, i64 %68, i64 2
  %73 = shufflevector <4 x i64> %72, <4 x i64> %69, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %74 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %3, i32 3)
  store <4 x i64> %73, ptr %74, align 32, !tbaa !8
  %75 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %4, i32 0)
  %76 = load <4 x i64>, ptr %75, align 32, !tbaa !8
  %77 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 0)
  %78 = load <4 x i64>, ptr %77, align 32, !tbaa !8
  %79 = tail call i64 @llvm.dx.udot.v4i64(<4 x i64> %76, <4 x i64> %78)
  %80 = shufflevector <4 x i64> %76, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %81 = shufflevector <4 x i64> %78, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %82 = tail call i64 @llvm.dx.udot.v3i64(<3 x i64> %80, <3 x i64> %81)
  %83 = shufflevector <4 x i64> %76, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %84 = shufflevector <4 x i64> %78, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %85 = tail call i64 @llvm.dx.udot.v2i64(<2 x i64> %83, <2 x i64> %84)
  %86 = mul <4 x i64> %78, %76
  %87 = insertelement <4 x i64> poison, i64 %79, i64 0
  %88 = insertelement <4 x i64> %87, i64 %82, i64 1
  %89 = insertelement <4 x i64> %88, i64 %85, i64 2
  %90 = shufflevector <4 x i64> %89, <4 x i64> %86, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %91 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %6, i32 0)
  store <4 x i64> %90, ptr %91, align 32, !tbaa !8
  %92 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %4, i32 1)
  %93 = load <4 x i64>, ptr %92, align 32, !tbaa !8
  %94 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 1)
  %95 = load <4 x i64>, ptr %94, align 32, !tbaa !8
  %96 = tail call i64 @llvm.dx.udot.v4i64(<4 x i64> %93, <4 x i64> %95)
  %97 = shufflevector <4 x i64> %93, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = shufflevector <4 x i64> %95, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %99 = tail call i64 @llvm.dx.udot.v3i64(<3 x i64> %97, <3 x i64> %98)
  %100 = shufflevector <4 x i64> %93, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %101 = shufflevector <4 x i64> %95, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %102 = tail call i64 @llvm.dx.udot.v2i64(<2 x i64> %100, <2 x i64> %101)
  %103 = mul <4 x i64> %95, %93
  %104 = insertelement <4 x i64> poison, i64 %96, i64 0
  %105 = insertelement <4 x i64> %104, i64 %99, i64 1
  %106 = insertelement <4 x i64> %105, i64 %102, i64 2
  %107 = shufflevector <4 x i64> %106, <4 x i64> %103, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %108 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %6, i32 1)
  store <4 x i64> %107, ptr %108, align 32, !tbaa !8
  %109 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %4, i32 2)
  %110 = load <4 x i64>, ptr %109, align 32, !tbaa !8
  %111 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 2)
  %112 = load <4 x i64>, ptr %111, align 32, !tbaa !8
  %113 = tail call i64 @llvm.dx.udot.v4i64(<4 x i64> %110, <4 x i64> %112)
  %114 = shufflevector <4 x i64> %110, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %115 = shufflevector <4 x i64> %112, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %116 = tail call i64 @llvm.dx.udot.v3i64(<3 x i64> %114, <3 x i64> %115)
  %117 = shufflevector <4 x i64> %110, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %118 = shufflevector <4 x i64> %112, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %119 = tail call i64 @llvm.dx.udot.v2i64(<2 x i64> %117, <2 x i64> %118)
  %120 = mul <4 x i64> %112, %110
  %121 = insertelement <4 x i64> poison, i64 %113, i64 0
  %122 = insertelement <4 x i64> %121, i64 %116, i64 1
  %123 = insertelement <4 x i64> %122, i64 %119, i64 2
  %124 = shufflevector <4 x i64> %123, <4 x i64> %120, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %125 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %6, i32 2)
  store <4 x i64> %124, ptr %125, align 32, !tbaa !8
  %126 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %4, i32 3)
  %127 = load <4 x i64>, ptr %126, align 32, !tbaa !8
  %128 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 3)
  %129 = load <4 x i64>, ptr %128, align 32, !tbaa !8
  %130 = tail call i64 @llvm.dx.udot.v4i64(<4 x i64> %127, <4 x i64> %129)
  %131 = shufflevector <4 x i64> %127, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %132 = shufflevector <4 x i64> %129, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %133 = tail call i64 @llvm.dx.udot.v3i64(<3 x i64> %131, <3 x i64> %132)
  %134 = shufflevector <4 x i64> %127, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %135 = shufflevector <4 x i64> %129, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %136 = tail call i64 @llvm.dx.udot.v2i64(<2 x i64> %134, <2 x i64> %135)
  %137 = mul <4 x i64> %129, %127
  %138 = insertelement <4 x i64> poison, i64 %130, i64 0
  %139 = insertelement <4 x i64> %138, i64 %133, i64 1
  %140 = insertelement <4 x i64> %139, i64 %136, i64 2
  %141 = shufflevector <4 x i64> %140, <4 x i64> %137, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %142 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %6, i32 3)
  store <4 x i64> %141, ptr %142, align 32, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.sdot.v4i64(<4 x i64>, <4 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.sdot.v3i64(<3 x i64>, <3 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.sdot.v2i64(<2 x i64>, <2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.udot.v4i64(<4 x i64>, <4 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.udot.v3i64(<3 x i64>, <3 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.udot.v2i64(<2 x i64>, <2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0), i32) #1

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
