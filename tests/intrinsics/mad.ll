; ModuleID = '/work/main/tests/intrinsics/mad.hlsl'
source_filename = "/work/main/tests/intrinsics/mad.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AF\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BF\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"CF\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"AI\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"BI\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"CI\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"AU\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"BU\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"CU\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 7, i32 1, i32 0, ptr nonnull @.str.18)
  %11 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 8, i32 1, i32 0, ptr nonnull @.str.20)
  %12 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.22)
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %14 = load <4 x float>, ptr %13, align 16, !tbaa !8
  %15 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %16 = load <4 x float>, ptr %15, align 16, !tbaa !8
  %17 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 0)
  %18 = load <4 x float>, ptr %17, align 16, !tbaa !8
  %19 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %16, <4 x float> %18)
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 0)
  store <4 x float> %19, ptr %20, align 16, !tbaa !8
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %22 = load <4 x float>, ptr %21, align 16
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %24 = load <4 x float>, ptr %23, align 16
  %25 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 1)
  %26 = load <4 x float>, ptr %25, align 16
  %27 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> %24, <4 x float> %26)
  %28 = extractelement <4 x float> %22, i64 3
  %29 = extractelement <4 x float> %24, i64 3
  %30 = extractelement <4 x float> %26, i64 3
  %31 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %28, float %29, float %30)
  %32 = insertelement <4 x float> %27, float %31, i64 3
  %33 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 1)
  store <4 x float> %32, ptr %33, align 16, !tbaa !8
  %34 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %35 = load <4 x float>, ptr %34, align 16
  %36 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %37 = load <4 x float>, ptr %36, align 16
  %38 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 2)
  %39 = load <4 x float>, ptr %38, align 16
  %40 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %35, <4 x float> %37, <4 x float> %39)
  %41 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 2)
  store <4 x float> %40, ptr %41, align 16, !tbaa !8
  %42 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %43 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 3)
  %45 = load <4 x float>, ptr %42, align 16
  %46 = load <4 x float>, ptr %43, align 16
  %47 = load <4 x float>, ptr %44, align 16
  %48 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %45, <4 x float> %46, <4 x float> %47)
  %49 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 3)
  store <4 x float> %48, ptr %49, align 16, !tbaa !8
  %50 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 0)
  %51 = load <4 x i32>, ptr %50, align 16, !tbaa !8
  %52 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 0)
  %53 = load <4 x i32>, ptr %52, align 16, !tbaa !8
  %54 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 0)
  %55 = load <4 x i32>, ptr %54, align 16, !tbaa !8
  %56 = tail call <4 x i32> @llvm.dx.imad.v4i32(<4 x i32> %51, <4 x i32> %53, <4 x i32> %55)
  %57 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 0)
  store <4 x i32> %56, ptr %57, align 16, !tbaa !8
  %58 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 1)
  %59 = load <4 x i32>, ptr %58, align 16
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %61 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 1)
  %62 = load <4 x i32>, ptr %61, align 16
  %63 = shufflevector <4 x i32> %62, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 1)
  %65 = load <4 x i32>, ptr %64, align 16
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = tail call <3 x i32> @llvm.dx.imad.v3i32(<3 x i32> %60, <3 x i32> %63, <3 x i32> %66)
  %68 = extractelement <4 x i32> %59, i64 3
  %69 = extractelement <4 x i32> %62, i64 3
  %70 = extractelement <4 x i32> %65, i64 3
  %71 = tail call i32 @llvm.dx.imad.i32(i32 %68, i32 %69, i32 %70)
  %72 = shufflevector <3 x i32> %67, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %73 = insertelement <4 x i32> %72, i32 %71, i64 3
  %74 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 1)
  store <4 x i32> %73, ptr %74, align 16, !tbaa !8
  %75 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 2)
  %76 = load <4 x i32>, ptr %75, align 16
  %77 = shufflevector <4 x i32> %76, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %78 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 2)
  %79 = load <4 x i32>, ptr %78, align 16
  %80 = shufflevector <4 x i32> %79, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %81 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 2)
  %82 = load <4 x i32>, ptr %81, align 16
  %83 = shufflevector <4 x i32> %82, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %84 = tail call <2 x i32> @llvm.dx.imad.v2i32(<2 x i32> %77, <2 x i32> %80, <2 x i32> %83)
  %85 = shufflevector <4 x i32> %76, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %86 = shufflevector <4 x i32> %79, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %87 = shufflevector <4 x i32> %82, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %88 = tail call <2 x i32> @llvm.dx.imad.v2i32(<2 x i32> %85, <2 x i32> %86, <2 x i32> %87)
  %89 = shufflevector <2 x i32> %84, <2 x i32> %88, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %90 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 2)
  store <4 x i32> %89, ptr %90, align 16, !tbaa !8
  %91 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 3)
  %92 = load i32, ptr %91, align 16
  %93 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 3)
  %94 = load i32, ptr %93, align 16
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 3)
  %96 = load i32, ptr %95, align 16
  %97 = tail call i32 @llvm.dx.imad.i32(i32 %92, i32 %94, i32 %96)
  %98 = getelementptr inbounds nuw i8, ptr %91, i32 4
  %99 = load i32, ptr %98, align 4
  %100 = getelementptr inbounds nuw i8, ptr %93, i32 4
  %101 = load i32, ptr %100, align 4
  %102 = getelementptr inbounds nuw i8, ptr %95, i32 4
  %103 = load i32, ptr %102, align 4
  %104 = tail call i32 @llvm.dx.imad.i32(i32 %99, i32 %101, i32 %103)
  %105 = getelementptr inbounds nuw i8, ptr %91, i32 8
  %106 = load i32, ptr %105, align 8
  %107 = getelementptr inbounds nuw i8, ptr %93, i32 8
  %108 = load i32, ptr %107, align 8
  %109 = getelementptr inbounds nuw i8, ptr %95, i32 8
  %110 = load i32, ptr %109, align 8
  %111 = tail call i32 @llvm.dx.imad.i32(i32 %106, i32 %108, i32 %110)
  %112 = getelementptr inbounds nuw i8, ptr %91, i32 12
  %113 = load i32, ptr %112, align 4
  %114 = getelementptr inbounds nuw i8, ptr %93, i32 12
  %115 = load i32, ptr %114, align 4
  %116 = getelementptr inbounds nuw i8, ptr %95, i32 12
  %117 = load i32, ptr %116, align 4
  %118 = tail call i32 @llvm.dx.imad.i32(i32 %113, i32 %115, i32 %117)
  %119 = insertelement <4 x i32> poison, i32 %97, i64 0
  %120 = insertelement <4 x i32> %119, i32 %104, i64 1
  %121 = insertelement <4 x i32> %120, i32 %111, i64 2
  %122 = insertelement <4 x i32> %121, i32 %118, i64 3
  %123 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 3)
  store <4 x i32> %122, ptr %123, align 16, !tbaa !8
  %124 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 0)
  %125 = load <4 x i32>, ptr %124, align 16, !tbaa !8
  %126 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 0)
  %127 = load <4 x i32>, ptr %126, align 16, !tbaa !8
  %128 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 0)
  %129 = load <4 x i32>, ptr %128, align 16, !tbaa !8
  %130 = tail call <4 x i32> @llvm.dx.umad.v4i32(<4 x i32> %125, <4 x i32> %127, <4 x i32> %129)
  %131 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 0)
  store <4 x i32> %130, ptr %131, align 16, !tbaa !8
  %132 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 1)
  %133 = load <4 x i32>, ptr %132, align 16
  %134 = shufflevector <4 x i32> %133, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %135 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 1)
  %136 = load <4 x i32>, ptr %135, align 16
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %138 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 1)
  %139 = load <4 x i32>, ptr %138, align 16
  %140 = shufflevector <4 x i32> %139, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %141 = tail call <3 x i32> @llvm.dx.umad.v3i32(<3 x i32> %134, <3 x i32> %137, <3 x i32> %140)
  %142 = extractelement <4 x i32> %133, i64 3
  %143 = extractelement <4 x i32> %136, i64 3
  %144 = extractelement <4 x i32> %139, i64 3
  %145 = tail call i32 @llvm.dx.umad.i32(i32 %142, i32 %143, i32 %144)
  %146 = shufflevector <3 x i32> %141, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %147 = insertelement <4 x i32> %146, i32 %145, i64 3
  %148 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 1)
  store <4 x i32> %147, ptr %148, align 16, !tbaa !8
  %149 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 2)
  %150 = load <4 x i32>, ptr %149, align 16
  %151 = shufflevector <4 x i32> %150, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %152 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 2)
  %153 = load <4 x i32>, ptr %152, align 16
  %154 = shufflevector <4 x i32> %153, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %155 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 2)
  %156 = load <4 x i32>, ptr %155, align 16
  %157 = shufflevector <4 x i32> %156, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %158 = tail call <2 x i32> @llvm.dx.umad.v2i32(<2 x i32> %151, <2 x i32> %154, <2 x i32> %157)
  %159 = shufflevector <4 x i32> %150, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %160 = shufflevector <4 x i32> %153, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %161 = shufflevector <4 x i32> %156, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %162 = tail call <2 x i32> @llvm.dx.umad.v2i32(<2 x i32> %159, <2 x i32> %160, <2 x i32> %161)
  %163 = shufflevector <2 x i32> %158, <2 x i32> %162, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %164 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 2)
  store <4 x i32> %163, ptr %164, align 16, !tbaa !8
  %165 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 3)
  %166 = load i32, ptr %165, align 16
  %167 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 3)
  %168 = load i32, ptr %167, align 16
  %169 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 3)
  %170 = load i32, ptr %169, align 16
  %171 = tail call i32 @llvm.dx.umad.i32(i32 %166, i32 %168, i32 %170)
  %172 = getelementptr inbounds nuw i8, ptr %165, i32 4
  %173 = load i32, ptr %172, align 4
  %174 = getelementptr inbounds nuw i8, ptr %167, i32 4
  %175 = load i32, ptr %174, align 4
  %176 = getelementptr inbounds nuw i8, ptr %169, i32 4
  %177 = load i32, ptr %176, align 4
  %178 = tail call i32 @llvm.dx.umad.i32(i32 %173, i32 %175, i32 %177)
  %179 = getelementptr inbounds nuw i8, ptr %165, i32 8
  %180 = load i32, ptr %179, align 8
  %181 = getelementptr inbounds nuw i8, ptr %167, i32 8
  %182 = load i32, ptr %181, align 8
  %183 = getelementptr inbounds nuw i8, ptr %169, i32 8
  %184 = load i32, ptr %183, align 8
  %185 = tail call i32 @llvm.dx.umad.i32(i32 %180, i32 %182, i32 %184)
  %186 = getelementptr inbounds nuw i8, ptr %165, i32 12
  %187 = load i32, ptr %186, align 4
  %188 = getelementptr inbounds nuw i8, ptr %167, i32 12
  %189 = load i32, ptr %188, align 4
  %190 = getelementptr inbounds nuw i8, ptr %169, i32 12
  %191 = load i32, ptr %190, align 4
  %192 = tail call i32 @llvm.dx.umad.i32(i32 %187, i32 %189, i32 %191)
  %193 = insertelement <4 x i32> poison, i32 %171, i64 0
  %194 = insertelement <4 x i32> %193, i32 %178, i64 1
  %195 = insertelement <4 x i32> %194, i32 %185, i64 2
  %196 = insertelement <4 x i32> %195, i32 %192, i64 3
  %197 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 3)
  store <4 x i32> %196, ptr %197, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.imad.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.imad.v3i32(<3 x i32>, <3 x i32>, <3 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.imad.i32(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.imad.v2i32(<2 x i32>, <2 x i32>, <2 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.umad.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.umad.v3i32(<3 x i32>, <3 x i32>, <3 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.umad.i32(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.umad.v2i32(<2 x i32>, <2 x i32>, <2 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #2

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
