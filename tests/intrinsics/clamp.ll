; ModuleID = '/work/main/tests/intrinsics/clamp.hlsl'
source_filename = "/work/main/tests/intrinsics/clamp.hlsl"
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
  %19 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.nclamp.v4f32(<4 x float> %14, <4 x float> %16, <4 x float> %18)
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 0)
  store <4 x float> %19, ptr %20, align 16, !tbaa !8
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %22 = load <4 x float>, ptr %21, align 16
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %25 = load <4 x float>, ptr %24, align 16
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %27 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 1)
  %28 = load <4 x float>, ptr %27, align 16
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %30 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.nclamp.v3f32(<3 x float> %23, <3 x float> %26, <3 x float> %29)
  %31 = extractelement <4 x float> %22, i64 3
  %32 = extractelement <4 x float> %25, i64 3
  %33 = extractelement <4 x float> %28, i64 3
  %34 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %31, float %32, float %33)
  %35 = shufflevector <3 x float> %30, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %36 = insertelement <4 x float> %35, float %34, i64 3
  %37 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 1)
  store <4 x float> %36, ptr %37, align 16, !tbaa !8
  %38 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %39 = load <4 x float>, ptr %38, align 16
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %41 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %42 = load <4 x float>, ptr %41, align 16
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 2)
  %45 = load <4 x float>, ptr %44, align 16
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %47 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.nclamp.v2f32(<2 x float> %40, <2 x float> %43, <2 x float> %46)
  %48 = shufflevector <4 x float> %39, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %49 = shufflevector <4 x float> %42, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %50 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %51 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.dx.nclamp.v2f32(<2 x float> %48, <2 x float> %49, <2 x float> %50)
  %52 = shufflevector <2 x float> %47, <2 x float> %51, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %53 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 2)
  store <4 x float> %52, ptr %53, align 16, !tbaa !8
  %54 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %55 = load float, ptr %54, align 16
  %56 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %57 = load float, ptr %56, align 16
  %58 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 3)
  %59 = load float, ptr %58, align 16
  %60 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %55, float %57, float %59)
  %61 = getelementptr inbounds nuw i8, ptr %54, i32 4
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds nuw i8, ptr %56, i32 4
  %64 = load float, ptr %63, align 4
  %65 = getelementptr inbounds nuw i8, ptr %58, i32 4
  %66 = load float, ptr %65, align 4
  %67 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %62, float %64, float %66)
  %68 = getelementptr inbounds nuw i8, ptr %54, i32 8
  %69 = load float, ptr %68, align 8
  %70 = getelementptr inbounds nuw i8, ptr %56, i32 8
  %71 = load float, ptr %70, align 8
  %72 = getelementptr inbounds nuw i8, ptr %58, i32 8
  %73 = load float, ptr %72, align 8
  %74 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %69, float %71, float %73)
  %75 = getelementptr inbounds nuw i8, ptr %54, i32 12
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds nuw i8, ptr %56, i32 12
  %78 = load float, ptr %77, align 4
  %79 = getelementptr inbounds nuw i8, ptr %58, i32 12
  %80 = load float, ptr %79, align 4
  %81 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %76, float %78, float %80)
  %82 = insertelement <4 x float> poison, float %60, i64 0
  %83 = insertelement <4 x float> %82, float %67, i64 1
  %84 = insertelement <4 x float> %83, float %74, i64 2
  %85 = insertelement <4 x float> %84, float %81, i64 3
  %86 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 3)
  store <4 x float> %85, ptr %86, align 16, !tbaa !8
  %87 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 0)
  %88 = load <4 x i32>, ptr %87, align 16, !tbaa !8
  %89 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 0)
  %90 = load <4 x i32>, ptr %89, align 16, !tbaa !8
  %91 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 0)
  %92 = load <4 x i32>, ptr %91, align 16, !tbaa !8
  %93 = tail call <4 x i32> @llvm.dx.sclamp.v4i32(<4 x i32> %88, <4 x i32> %90, <4 x i32> %92)
  %94 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 0)
  store <4 x i32> %93, ptr %94, align 16, !tbaa !8
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 1)
  %96 = load <4 x i32>, ptr %95, align 16
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 1)
  %99 = load <4 x i32>, ptr %98, align 16
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 1)
  %102 = load <4 x i32>, ptr %101, align 16
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = tail call <3 x i32> @llvm.dx.sclamp.v3i32(<3 x i32> %97, <3 x i32> %100, <3 x i32> %103)
  %105 = extractelement <4 x i32> %96, i64 3
  %106 = extractelement <4 x i32> %99, i64 3
  %107 = extractelement <4 x i32> %102, i64 3
  %108 = tail call i32 @llvm.dx.sclamp.i32(i32 %105, i32 %106, i32 %107)
  %109 = shufflevector <3 x i32> %104, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %110 = insertelement <4 x i32> %109, i32 %108, i64 3
  %111 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 1)
  store <4 x i32> %110, ptr %111, align 16, !tbaa !8
  %112 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 2)
  %113 = load <4 x i32>, ptr %112, align 16
  %114 = shufflevector <4 x i32> %113, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %115 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 2)
  %116 = load <4 x i32>, ptr %115, align 16
  %117 = shufflevector <4 x i32> %116, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %118 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 2)
  %119 = load <4 x i32>, ptr %118, align 16
  %120 = shufflevector <4 x i32> %119, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %121 = tail call <2 x i32> @llvm.dx.sclamp.v2i32(<2 x i32> %114, <2 x i32> %117, <2 x i32> %120)
  %122 = shufflevector <4 x i32> %113, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %123 = shufflevector <4 x i32> %116, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %124 = shufflevector <4 x i32> %119, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %125 = tail call <2 x i32> @llvm.dx.sclamp.v2i32(<2 x i32> %122, <2 x i32> %123, <2 x i32> %124)
  %126 = shufflevector <2 x i32> %121, <2 x i32> %125, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %127 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 2)
  store <4 x i32> %126, ptr %127, align 16, !tbaa !8
  %128 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 3)
  %129 = load i32, ptr %128, align 16
  %130 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 3)
  %131 = load i32, ptr %130, align 16
  %132 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 3)
  %133 = load i32, ptr %132, align 16
  %134 = tail call i32 @llvm.dx.sclamp.i32(i32 %129, i32 %131, i32 %133)
  %135 = getelementptr inbounds nuw i8, ptr %128, i32 4
  %136 = load i32, ptr %135, align 4
  %137 = getelementptr inbounds nuw i8, ptr %130, i32 4
  %138 = load i32, ptr %137, align 4
  %139 = getelementptr inbounds nuw i8, ptr %132, i32 4
  %140 = load i32, ptr %139, align 4
  %141 = tail call i32 @llvm.dx.sclamp.i32(i32 %136, i32 %138, i32 %140)
  %142 = getelementptr inbounds nuw i8, ptr %128, i32 8
  %143 = load i32, ptr %142, align 8
  %144 = getelementptr inbounds nuw i8, ptr %130, i32 8
  %145 = load i32, ptr %144, align 8
  %146 = getelementptr inbounds nuw i8, ptr %132, i32 8
  %147 = load i32, ptr %146, align 8
  %148 = tail call i32 @llvm.dx.sclamp.i32(i32 %143, i32 %145, i32 %147)
  %149 = getelementptr inbounds nuw i8, ptr %128, i32 12
  %150 = load i32, ptr %149, align 4
  %151 = getelementptr inbounds nuw i8, ptr %130, i32 12
  %152 = load i32, ptr %151, align 4
  %153 = getelementptr inbounds nuw i8, ptr %132, i32 12
  %154 = load i32, ptr %153, align 4
  %155 = tail call i32 @llvm.dx.sclamp.i32(i32 %150, i32 %152, i32 %154)
  %156 = insertelement <4 x i32> poison, i32 %134, i64 0
  %157 = insertelement <4 x i32> %156, i32 %141, i64 1
  %158 = insertelement <4 x i32> %157, i32 %148, i64 2
  %159 = insertelement <4 x i32> %158, i32 %155, i64 3
  %160 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 3)
  store <4 x i32> %159, ptr %160, align 16, !tbaa !8
  %161 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 0)
  %162 = load <4 x i32>, ptr %161, align 16, !tbaa !8
  %163 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 0)
  %164 = load <4 x i32>, ptr %163, align 16, !tbaa !8
  %165 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 0)
  %166 = load <4 x i32>, ptr %165, align 16, !tbaa !8
  %167 = tail call <4 x i32> @llvm.dx.uclamp.v4i32(<4 x i32> %162, <4 x i32> %164, <4 x i32> %166)
  %168 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 0)
  store <4 x i32> %167, ptr %168, align 16, !tbaa !8
  %169 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 1)
  %170 = load <4 x i32>, ptr %169, align 16
  %171 = shufflevector <4 x i32> %170, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %172 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 1)
  %173 = load <4 x i32>, ptr %172, align 16
  %174 = shufflevector <4 x i32> %173, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %175 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 1)
  %176 = load <4 x i32>, ptr %175, align 16
  %177 = shufflevector <4 x i32> %176, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %178 = tail call <3 x i32> @llvm.dx.uclamp.v3i32(<3 x i32> %171, <3 x i32> %174, <3 x i32> %177)
  %179 = extractelement <4 x i32> %170, i64 3
  %180 = extractelement <4 x i32> %173, i64 3
  %181 = extractelement <4 x i32> %176, i64 3
  %182 = tail call i32 @llvm.dx.uclamp.i32(i32 %179, i32 %180, i32 %181)
  %183 = shufflevector <3 x i32> %178, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %184 = insertelement <4 x i32> %183, i32 %182, i64 3
  %185 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 1)
  store <4 x i32> %184, ptr %185, align 16, !tbaa !8
  %186 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 2)
  %187 = load <4 x i32>, ptr %186, align 16
  %188 = shufflevector <4 x i32> %187, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %189 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 2)
  %190 = load <4 x i32>, ptr %189, align 16
  %191 = shufflevector <4 x i32> %190, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %192 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 2)
  %193 = load <4 x i32>, ptr %192, align 16
  %194 = shufflevector <4 x i32> %193, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %195 = tail call <2 x i32> @llvm.dx.uclamp.v2i32(<2 x i32> %188, <2 x i32> %191, <2 x i32> %194)
  %196 = shufflevector <4 x i32> %187, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %197 = shufflevector <4 x i32> %190, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %198 = shufflevector <4 x i32> %193, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %199 = tail call <2 x i32> @llvm.dx.uclamp.v2i32(<2 x i32> %196, <2 x i32> %197, <2 x i32> %198)
  %200 = shufflevector <2 x i32> %195, <2 x i32> %199, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %201 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 2)
  store <4 x i32> %200, ptr %201, align 16, !tbaa !8
  %202 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %9, i32 3)
  %203 = load i32, ptr %202, align 16
  %204 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %10, i32 3)
  %205 = load i32, ptr %204, align 16
  %206 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %11, i32 3)
  %207 = load i32, ptr %206, align 16
  %208 = tail call i32 @llvm.dx.uclamp.i32(i32 %203, i32 %205, i32 %207)
  %209 = getelementptr inbounds nuw i8, ptr %202, i32 4
  %210 = load i32, ptr %209, align 4
  %211 = getelementptr inbounds nuw i8, ptr %204, i32 4
  %212 = load i32, ptr %211, align 4
  %213 = getelementptr inbounds nuw i8, ptr %206, i32 4
  %214 = load i32, ptr %213, align 4
  %215 = tail call i32 @llvm.dx.uclamp.i32(i32 %210, i32 %212, i32 %214)
  %216 = getelementptr inbounds nuw i8, ptr %202, i32 8
  %217 = load i32, ptr %216, align 8
  %218 = getelementptr inbounds nuw i8, ptr %204, i32 8
  %219 = load i32, ptr %218, align 8
  %220 = getelementptr inbounds nuw i8, ptr %206, i32 8
  %221 = load i32, ptr %220, align 8
  %222 = tail call i32 @llvm.dx.uclamp.i32(i32 %217, i32 %219, i32 %221)
  %223 = getelementptr inbounds nuw i8, ptr %202, i32 12
  %224 = load i32, ptr %223, align 4
  %225 = getelementptr inbounds nuw i8, ptr %204, i32 12
  %226 = load i32, ptr %225, align 4
  %227 = getelementptr inbounds nuw i8, ptr %206, i32 12
  %228 = load i32, ptr %227, align 4
  %229 = tail call i32 @llvm.dx.uclamp.i32(i32 %224, i32 %226, i32 %228)
  %230 = insertelement <4 x i32> poison, i32 %208, i64 0
  %231 = insertelement <4 x i32> %230, i32 %215, i64 1
  %232 = insertelement <4 x i32> %231, i32 %222, i64 2
  %233 = insertelement <4 x i32> %232, i32 %229, i64 3
  %234 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %12, i32 3)
  store <4 x i32> %233, ptr %234, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.nclamp.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.nclamp.v3f32(<3 x float>, <3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.nclamp.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.dx.nclamp.v2f32(<2 x float>, <2 x float>, <2 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sclamp.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.sclamp.v3i32(<3 x i32>, <3 x i32>, <3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sclamp.i32(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.sclamp.v2i32(<2 x i32>, <2 x i32>, <2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.uclamp.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.uclamp.v3i32(<3 x i32>, <3 x i32>, <3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.uclamp.i32(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.dx.uclamp.v2i32(<2 x i32>, <2 x i32>, <2 x i32>) #1

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
