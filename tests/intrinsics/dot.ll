; ModuleID = '/work/main/tests/intrinsics/dot.hlsl'
source_filename = "/work/main/tests/intrinsics/dot.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AF\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BF\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"AI\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"BI\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"AU\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"BU\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %11 = load <4 x float>, ptr %10, align 16, !tbaa !8
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %13 = load <4 x float>, ptr %12, align 16, !tbaa !8
  %14 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %11, <4 x float> %13)
  %15 = shufflevector <4 x float> %11, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = shufflevector <4 x float> %13, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %17 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %15, <3 x float> %16)
  %18 = shufflevector <4 x float> %11, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %19 = shufflevector <4 x float> %13, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %20 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> %18, <2 x float> %19)
  %21 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %13, %11
  %22 = insertelement <4 x float> poison, float %14, i64 0
  %23 = insertelement <4 x float> %22, float %17, i64 1
  %24 = insertelement <4 x float> %23, float %20, i64 2
  %25 = shufflevector <4 x float> %24, <4 x float> %21, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %26 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 0)
  store <4 x float> %25, ptr %26, align 16, !tbaa !8
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %28 = load <4 x float>, ptr %27, align 16, !tbaa !8
  %29 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %30 = load <4 x float>, ptr %29, align 16, !tbaa !8
  %31 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %28, <4 x float> %30)
  %32 = shufflevector <4 x float> %28, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = shufflevector <4 x float> %30, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %34 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %32, <3 x float> %33)
  %35 = shufflevector <4 x float> %28, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %36 = shufflevector <4 x float> %30, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %37 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> %35, <2 x float> %36)
  %38 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %30, %28
  %39 = insertelement <4 x float> poison, float %31, i64 0
  %40 = insertelement <4 x float> %39, float %34, i64 1
  %41 = insertelement <4 x float> %40, float %37, i64 2
  %42 = shufflevector <4 x float> %41, <4 x float> %38, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %43 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 1)
  store <4 x float> %42, ptr %43, align 16, !tbaa !8
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %45 = load <4 x float>, ptr %44, align 16, !tbaa !8
  %46 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %47 = load <4 x float>, ptr %46, align 16, !tbaa !8
  %48 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %45, <4 x float> %47)
  %49 = shufflevector <4 x float> %45, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %50 = shufflevector <4 x float> %47, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %49, <3 x float> %50)
  %52 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %53 = shufflevector <4 x float> %47, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %54 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> %52, <2 x float> %53)
  %55 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %47, %45
  %56 = insertelement <4 x float> poison, float %48, i64 0
  %57 = insertelement <4 x float> %56, float %51, i64 1
  %58 = insertelement <4 x float> %57, float %54, i64 2
  %59 = shufflevector <4 x float> %58, <4 x float> %55, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %60 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 2)
  store <4 x float> %59, ptr %60, align 16, !tbaa !8
  %61 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %62 = load <4 x float>, ptr %61, align 16, !tbaa !8
  %63 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %64 = load <4 x float>, ptr %63, align 16, !tbaa !8
  %65 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %62, <4 x float> %64)
  %66 = shufflevector <4 x float> %62, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = shufflevector <4 x float> %64, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %66, <3 x float> %67)
  %69 = shufflevector <4 x float> %62, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %70 = shufflevector <4 x float> %64, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %71 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> %69, <2 x float> %70)
  %72 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %64, %62
  %73 = insertelement <4 x float> poison, float %65, i64 0
  %74 = insertelement <4 x float> %73, float %68, i64 1
  %75 = insertelement <4 x float> %74, float %71, i64 2
  %76 = shufflevector <4 x float> %75, <4 x float> %72, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %77 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 3)
  store <4 x float> %76, ptr %77, align 16, !tbaa !8
  %78 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 0)
  %79 = load <4 x i32>, ptr %78, align 16, !tbaa !8
  %80 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 0)
  %81 = load <4 x i32>, ptr %80, align 16, !tbaa !8
  %82 = tail call i32 @llvm.dx.sdot.v4i32(<4 x i32> %79, <4 x i32> %81)
  %83 = shufflevector <4 x i32> %79, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %84 = shufflevector <4 x i32> %81, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %85 = tail call i32 @llvm.dx.sdot.v3i32(<3 x i32> %83, <3 x i32> %84)
  %86 = shufflevector <4 x i32> %79, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %87 = shufflevector <4 x i32> %81, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %88 = tail call i32 @llvm.dx.sdot.v2i32(<2 x i32> %86, <2 x i32> %87)
  %89 = mul <4 x i32> %81, %79
  %90 = insertelement <4 x i32> poison, i32 %82, i64 0
  %91 = insertelement <4 x i32> %90, i32 %85, i64 1
  %92 = insertelement <4 x i32> %91, i32 %88, i64 2
  %93 = shufflevector <4 x i32> %92, <4 x i32> %89, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %94 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 0)
  store <4 x i32> %93, ptr %94, align 16, !tbaa !8
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 1)
  %96 = load <4 x i32>, ptr %95, align 16, !tbaa !8
  %97 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 1)
  %98 = load <4 x i32>, ptr %97, align 16, !tbaa !8
  %99 = tail call i32 @llvm.dx.sdot.v4i32(<4 x i32> %96, <4 x i32> %98)
  %100 = shufflevector <4 x i32> %96, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = shufflevector <4 x i32> %98, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %102 = tail call i32 @llvm.dx.sdot.v3i32(<3 x i32> %100, <3 x i32> %101)
  %103 = shufflevector <4 x i32> %96, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %104 = shufflevector <4 x i32> %98, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %105 = tail call i32 @llvm.dx.sdot.v2i32(<2 x i32> %103, <2 x i32> %104)
  %106 = mul <4 x i32> %98, %96
  %107 = insertelement <4 x i32> poison, i32 %99, i64 0
  %108 = insertelement <4 x i32> %107, i32 %102, i64 1
  %109 = insertelement <4 x i32> %108, i32 %105, i64 2
  %110 = shufflevector <4 x i32> %109, <4 x i32> %106, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %111 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 1)
  store <4 x i32> %110, ptr %111, align 16, !tbaa !8
  %112 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 2)
  %113 = load <4 x i32>, ptr %112, align 16, !tbaa !8
  %114 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 2)
  %115 = load <4 x i32>, ptr %114, align 16, !tbaa !8
  %116 = tail call i32 @llvm.dx.sdot.v4i32(<4 x i32> %113, <4 x i32> %115)
  %117 = shufflevector <4 x i32> %113, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %118 = shufflevector <4 x i32> %115, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %119 = tail call i32 @llvm.dx.sdot.v3i32(<3 x i32> %117, <3 x i32> %118)
  %120 = shufflevector <4 x i32> %113, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %121 = shufflevector <4 x i32> %115, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %122 = tail call i32 @llvm.dx.sdot.v2i32(<2 x i32> %120, <2 x i32> %121)
  %123 = mul <4 x i32> %115, %113
  %124 = insertelement <4 x i32> poison, i32 %116, i64 0
  %125 = insertelement <4 x i32> %124, i32 %119, i64 1
  %126 = insertelement <4 x i32> %125, i32 %122, i64 2
  %127 = shufflevector <4 x i32> %126, <4 x i32> %123, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %128 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 2)
  store <4 x i32> %127, ptr %128, align 16, !tbaa !8
  %129 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 3)
  %130 = load <4 x i32>, ptr %129, align 16, !tbaa !8
  %131 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 3)
  %132 = load <4 x i32>, ptr %131, align 16, !tbaa !8
  %133 = tail call i32 @llvm.dx.sdot.v4i32(<4 x i32> %130, <4 x i32> %132)
  %134 = shufflevector <4 x i32> %130, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %135 = shufflevector <4 x i32> %132, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %136 = tail call i32 @llvm.dx.sdot.v3i32(<3 x i32> %134, <3 x i32> %135)
  %137 = shufflevector <4 x i32> %130, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %138 = shufflevector <4 x i32> %132, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %139 = tail call i32 @llvm.dx.sdot.v2i32(<2 x i32> %137, <2 x i32> %138)
  %140 = mul <4 x i32> %132, %130
  %141 = insertelement <4 x i32> poison, i32 %133, i64 0
  %142 = insertelement <4 x i32> %141, i32 %136, i64 1
  %143 = insertelement <4 x i32> %142, i32 %139, i64 2
  %144 = shufflevector <4 x i32> %143, <4 x i32> %140, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %145 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 3)
  store <4 x i32> %144, ptr %145, align 16, !tbaa !8
  %146 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 0)
  %147 = load <4 x i32>, ptr %146, align 16, !tbaa !8
  %148 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %8, i32 0)
  %149 = load <4 x i32>, ptr %148, align 16, !tbaa !8
  %150 = tail call i32 @llvm.dx.udot.v4i32(<4 x i32> %147, <4 x i32> %149)
  %151 = shufflevector <4 x i32> %147, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %152 = shufflevector <4 x i32> %149, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %153 = tail call i32 @llvm.dx.udot.v3i32(<3 x i32> %151, <3 x i32> %152)
  %154 = shufflevector <4 x i32> %147, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %155 = shufflevector <4 x i32> %149, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %156 = tail call i32 @llvm.dx.udot.v2i32(<2 x i32> %154, <2 x i32> %155)
  %157 = mul <4 x i32> %149, %147
  %158 = insertelement <4 x i32> poison, i32 %150, i64 0
  %159 = insertelement <4 x i32> %158, i32 %153, i64 1
  %160 = insertelement <4 x i32> %159, i32 %156, i64 2
  %161 = shufflevector <4 x i32> %160, <4 x i32> %157, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %162 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 0)
  store <4 x i32> %161, ptr %162, align 16, !tbaa !8
  %163 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 1)
  %164 = load <4 x i32>, ptr %163, align 16, !tbaa !8
  %165 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %8, i32 1)
  %166 = load <4 x i32>, ptr %165, align 16, !tbaa !8
  %167 = tail call i32 @llvm.dx.udot.v4i32(<4 x i32> %164, <4 x i32> %166)
  %168 = shufflevector <4 x i32> %164, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %169 = shufflevector <4 x i32> %166, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %170 = tail call i32 @llvm.dx.udot.v3i32(<3 x i32> %168, <3 x i32> %169)
  %171 = shufflevector <4 x i32> %164, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %172 = shufflevector <4 x i32> %166, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %173 = tail call i32 @llvm.dx.udot.v2i32(<2 x i32> %171, <2 x i32> %172)
  %174 = mul <4 x i32> %166, %164
  %175 = insertelement <4 x i32> poison, i32 %167, i64 0
  %176 = insertelement <4 x i32> %175, i32 %170, i64 1
  %177 = insertelement <4 x i32> %176, i32 %173, i64 2
  %178 = shufflevector <4 x i32> %177, <4 x i32> %174, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %179 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 1)
  store <4 x i32> %178, ptr %179, align 16, !tbaa !8
  %180 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 2)
  %181 = load <4 x i32>, ptr %180, align 16, !tbaa !8
  %182 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %8, i32 2)
  %183 = load <4 x i32>, ptr %182, align 16, !tbaa !8
  %184 = tail call i32 @llvm.dx.udot.v4i32(<4 x i32> %181, <4 x i32> %183)
  %185 = shufflevector <4 x i32> %181, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %186 = shufflevector <4 x i32> %183, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %187 = tail call i32 @llvm.dx.udot.v3i32(<3 x i32> %185, <3 x i32> %186)
  %188 = shufflevector <4 x i32> %181, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %189 = shufflevector <4 x i32> %183, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %190 = tail call i32 @llvm.dx.udot.v2i32(<2 x i32> %188, <2 x i32> %189)
  %191 = mul <4 x i32> %183, %181
  %192 = insertelement <4 x i32> poison, i32 %184, i64 0
  %193 = insertelement <4 x i32> %192, i32 %187, i64 1
  %194 = insertelement <4 x i32> %193, i32 %190, i64 2
  %195 = shufflevector <4 x i32> %194, <4 x i32> %191, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %196 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 2)
  store <4 x i32> %195, ptr %196, align 16, !tbaa !8
  %197 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 3)
  %198 = load <4 x i32>, ptr %197, align 16, !tbaa !8
  %199 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %8, i32 3)
  %200 = load <4 x i32>, ptr %199, align 16, !tbaa !8
  %201 = tail call i32 @llvm.dx.udot.v4i32(<4 x i32> %198, <4 x i32> %200)
  %202 = shufflevector <4 x i32> %198, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %203 = shufflevector <4 x i32> %200, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %204 = tail call i32 @llvm.dx.udot.v3i32(<3 x i32> %202, <3 x i32> %203)
  %205 = shufflevector <4 x i32> %198, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %206 = shufflevector <4 x i32> %200, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %207 = tail call i32 @llvm.dx.udot.v2i32(<2 x i32> %205, <2 x i32> %206)
  %208 = mul <4 x i32> %200, %198
  %209 = insertelement <4 x i32> poison, i32 %201, i64 0
  %210 = insertelement <4 x i32> %209, i32 %204, i64 1
  %211 = insertelement <4 x i32> %210, i32 %207, i64 2
  %212 = shufflevector <4 x i32> %211, <4 x i32> %208, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %213 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 3)
  store <4 x i32> %212, ptr %213, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v2f32(<2 x float>, <2 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sdot.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sdot.v3i32(<3 x i32>, <3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sdot.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.udot.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.udot.v3i32(<3 x i32>, <3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.udot.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #1

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
