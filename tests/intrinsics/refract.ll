; ModuleID = '/work/main/tests/intrinsics/refract.hlsl'
source_filename = "/work/main/tests/intrinsics/refract.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"N\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Eta\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %6 = load <4 x float>, ptr %5, align 16, !tbaa !8
  %7 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %8 = load <4 x float>, ptr %7, align 16, !tbaa !8
  %9 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 0)
  %10 = load float, ptr %9, align 4, !tbaa !9
  %11 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %8, <4 x float> nofpclass(nan inf) %6)
  %12 = insertelement <4 x float> poison, float %11, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %13
  %15 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %13, <4 x float> splat (float 1.000000e+00))
  %16 = fneg reassoc nnan ninf nsz arcp afn float %10
  %17 = fmul reassoc nnan ninf nsz arcp afn float %10, %16
  %18 = insertelement <4 x float> poison, float %17, i64 0
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <4 x i32> zeroinitializer
  %20 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %19, <4 x float> %15, <4 x float> splat (float 1.000000e+00))
  %21 = insertelement <4 x float> poison, float %10, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %20)
  %24 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> %13, <4 x float> %23)
  %25 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %8
  %26 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %24, %25
  %27 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> nofpclass(nan inf) %6, <4 x float> %26)
  %28 = extractelement <4 x float> %20, i64 0
  %29 = fcmp reassoc nnan ninf nsz arcp afn olt float %28, 0.000000e+00
  %30 = select reassoc nnan ninf nsz arcp afn i1 %29, <4 x float> zeroinitializer, <4 x float> %27
  %31 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 0)
  store <4 x float> %30, ptr %31, align 16, !tbaa !8
  %32 = load <4 x float>, ptr %5, align 16
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %34 = load <4 x float>, ptr %7, align 16
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = load float, ptr %9, align 4, !tbaa !9
  %37 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %35, <3 x float> nofpclass(nan inf) %33)
  %38 = insertelement <3 x float> poison, float %37, i64 0
  %39 = shufflevector <3 x float> %38, <3 x float> poison, <3 x i32> zeroinitializer
  %40 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %39
  %41 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %40, <3 x float> %39, <3 x float> splat (float 1.000000e+00))
  %42 = fneg reassoc nnan ninf nsz arcp afn float %36
  %43 = fmul reassoc nnan ninf nsz arcp afn float %36, %42
  %44 = insertelement <3 x float> poison, float %43, i64 0
  %45 = shufflevector <3 x float> %44, <3 x float> poison, <3 x i32> zeroinitializer
  %46 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %45, <3 x float> %41, <3 x float> splat (float 1.000000e+00))
  %47 = insertelement <3 x float> poison, float %36, i64 0
  %48 = shufflevector <3 x float> %47, <3 x float> poison, <3 x i32> zeroinitializer
  %49 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.sqrt.v3f32(<3 x float> %46)
  %50 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %48, <3 x float> %39, <3 x float> %49)
  %51 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %35
  %52 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %50, %51
  %53 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %48, <3 x float> nofpclass(nan inf) %33, <3 x float> %52)
  %54 = extractelement <3 x float> %46, i64 0
  %55 = fcmp reassoc nnan ninf nsz arcp afn olt float %54, 0.000000e+00
  %56 = extractelement <4 x float> %32, i64 3
  %57 = extractelement <4 x float> %34, i64 3
  %58 = fmul reassoc nnan ninf nsz arcp afn float %57, %56
  %59 = fneg reassoc nnan ninf nsz arcp afn float %58
  %60 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %59, float %58, float 1.000000e+00)
  %61 = fneg reassoc nnan ninf nsz arcp afn float %36
  %62 = fmul reassoc nnan ninf nsz arcp afn float %36, %61
  %63 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %62, float %60, float 1.000000e+00)
  %64 = tail call reassoc nnan ninf nsz arcp afn float @llvm.sqrt.f32(float %63)
  %65 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %36, float %58, float %64)
  %66 = fneg reassoc nnan ninf nsz arcp afn float %57
  %67 = fmul reassoc nnan ninf nsz arcp afn float %65, %66
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %36, float nofpclass(nan inf) %56, float %67)
  %69 = fcmp reassoc nnan ninf nsz arcp afn olt float %63, 0.000000e+00
  %70 = select reassoc nnan ninf nsz arcp afn i1 %69, float 0.000000e+00, float %68
  %71 = shufflevector <3 x float> %53, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %72 = select i1 %55, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>, <4 x float> %71
  %73 = insertelement <4 x float> %72, float %70, i64 3
  %74 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 4)
  store <4 x float> %73, ptr %74, align 16, !tbaa !8
  %75 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %76 = load <4 x float>, ptr %75, align 16, !tbaa !8
  %77 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %78 = load <4 x float>, ptr %77, align 16, !tbaa !8
  %79 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 1)
  %80 = load float, ptr %79, align 4, !tbaa !9
  %81 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %78, <4 x float> nofpclass(nan inf) %76)
  %82 = insertelement <4 x float> poison, float %81, i64 0
  %83 = shufflevector <4 x float> %82, <4 x float> poison, <4 x i32> zeroinitializer
  %84 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %83
  %85 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %84, <4 x float> %83, <4 x float> splat (float 1.000000e+00))
  %86 = fneg reassoc nnan ninf nsz arcp afn float %80
  %87 = fmul reassoc nnan ninf nsz arcp afn float %80, %86
  %88 = insertelement <4 x float> poison, float %87, i64 0
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <4 x i32> zeroinitializer
  %90 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %89, <4 x float> %85, <4 x float> splat (float 1.000000e+00))
  %91 = insertelement <4 x float> poison, float %80, i64 0
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <4 x i32> zeroinitializer
  %93 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %90)
  %94 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %83, <4 x float> %93)
  %95 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %78
  %96 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %94, %95
  %97 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> nofpclass(nan inf) %76, <4 x float> %96)
  %98 = extractelement <4 x float> %90, i64 0
  %99 = fcmp reassoc nnan ninf nsz arcp afn olt float %98, 0.000000e+00
  %100 = select reassoc nnan ninf nsz arcp afn i1 %99, <4 x float> zeroinitializer, <4 x float> %97
  %101 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 1)
  store <4 x float> %100, ptr %101, align 16, !tbaa !8
  %102 = load <4 x float>, ptr %75, align 16
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = load <4 x float>, ptr %77, align 16
  %105 = shufflevector <4 x float> %104, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %106 = load float, ptr %79, align 4, !tbaa !9
  %107 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %105, <3 x float> nofpclass(nan inf) %103)
  %108 = insertelement <3 x float> poison, float %107, i64 0
  %109 = shufflevector <3 x float> %108, <3 x float> poison, <3 x i32> zeroinitializer
  %110 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %109
  %111 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %110, <3 x float> %109, <3 x float> splat (float 1.000000e+00))
  %112 = fneg reassoc nnan ninf nsz arcp afn float %106
  %113 = fmul reassoc nnan ninf nsz arcp afn float %106, %112
  %114 = insertelement <3 x float> poison, float %113, i64 0
  %115 = shufflevector <3 x float> %114, <3 x float> poison, <3 x i32> zeroinitializer
  %116 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %115, <3 x float> %111, <3 x float> splat (float 1.000000e+00))
  %117 = insertelement <3 x float> poison, float %106, i64 0
  %118 = shufflevector <3 x float> %117, <3 x float> poison, <3 x i32> zeroinitializer
  %119 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.sqrt.v3f32(<3 x float> %116)
  %120 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %118, <3 x float> %109, <3 x float> %119)
  %121 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %105
  %122 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %120, %121
  %123 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %118, <3 x float> nofpclass(nan inf) %103, <3 x float> %122)
  %124 = extractelement <3 x float> %116, i64 0
  %125 = fcmp reassoc nnan ninf nsz arcp afn olt float %124, 0.000000e+00
  %126 = extractelement <4 x float> %102, i64 3
  %127 = extractelement <4 x float> %104, i64 3
  %128 = fmul reassoc nnan ninf nsz arcp afn float %127, %126
  %129 = fneg reassoc nnan ninf nsz arcp afn float %128
  %130 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %129, float %128, float 1.000000e+00)
  %131 = fneg reassoc nnan ninf nsz arcp afn float %106
  %132 = fmul reassoc nnan ninf nsz arcp afn float %106, %131
  %133 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %132, float %130, float 1.000000e+00)
  %134 = tail call reassoc nnan ninf nsz arcp afn float @llvm.sqrt.f32(float %133)
  %135 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %106, float %128, float %134)
  %136 = fneg reassoc nnan ninf nsz arcp afn float %127
  %137 = fmul reassoc nnan ninf nsz arcp afn float %135, %136
  %138 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %106, float nofpclass(nan inf) %126, float %137)
  %139 = fcmp reassoc nnan ninf nsz arcp afn olt float %133, 0.000000e+00
  %140 = select reassoc nnan ninf nsz arcp afn i1 %139, float 0.000000e+00, float %138
  %141 = shufflevector <3 x float> %123, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %142 = select i1 %125, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>, <4 x float> %141
  %143 = insertelement <4 x float> %142, float %140, i64 3
  %144 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 5)
  store <4 x float> %143, ptr %144, align 16, !tbaa !8
  %145 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %146 = load <4 x float>, ptr %145, align 16, !tbaa !8
  %147 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %148 = load <4 x float>, ptr %147, align 16, !tbaa !8
  %149 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 2)
  %150 = load float, ptr %149, align 4, !tbaa !9
  %151 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %148, <4 x float> nofpclass(nan inf) %146)
  %152 = insertelement <4 x float> poison, float %151, i64 0
  %153 = shufflevector <4 x float> %152, <4 x float> poison, <4 x i32> zeroinitializer
  %154 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %153
  %155 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %154, <4 x float> %153, <4 x float> splat (float 1.000000e+00))
  %156 = fneg reassoc nnan ninf nsz arcp afn float %150
  %157 = fmul reassoc nnan ninf nsz arcp afn float %150, %156
  %158 = insertelement <4 x float> poison, float %157, i64 0
  %159 = shufflevector <4 x float> %158, <4 x float> poison, <4 x i32> zeroinitializer
  %160 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %159, <4 x float> %155, <4 x float> splat (float 1.000000e+00))
  %161 = insertelement <4 x float> poison, float %150, i64 0
  %162 = shufflevector <4 x float> %161, <4 x float> poison, <4 x i32> zeroinitializer
  %163 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %160)
  %164 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %162, <4 x float> %153, <4 x float> %163)
  %165 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %148
  %166 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %164, %165
  %167 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %162, <4 x float> nofpclass(nan inf) %146, <4 x float> %166)
  %168 = extractelement <4 x float> %160, i64 0
  %169 = fcmp reassoc nnan ninf nsz arcp afn olt float %168, 0.000000e+00
  %170 = select reassoc nnan ninf nsz arcp afn i1 %169, <4 x float> zeroinitializer, <4 x float> %167
  %171 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 2)
  store <4 x float> %170, ptr %171, align 16, !tbaa !8
  %172 = load <4 x float>, ptr %145, align 16
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %174 = load <4 x float>, ptr %147, align 16
  %175 = shufflevector <4 x float> %174, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %176 = load float, ptr %149, align 4, !tbaa !9
  %177 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %175, <3 x float> nofpclass(nan inf) %173)
  %178 = insertelement <3 x float> poison, float %177, i64 0
  %179 = shufflevector <3 x float> %178, <3 x float> poison, <3 x i32> zeroinitializer
  %180 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %179
  %181 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %180, <3 x float> %179, <3 x float> splat (float 1.000000e+00))
  %182 = fneg reassoc nnan ninf nsz arcp afn float %176
  %183 = fmul reassoc nnan ninf nsz arcp afn float %176, %182
  %184 = insertelement <3 x float> poison, float %183, i64 0
  %185 = shufflevector <3 x float> %184, <3 x float> poison, <3 x i32> zeroinitializer
  %186 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %185, <3 x float> %181, <3 x float> splat (float 1.000000e+00))
  %187 = insertelement <3 x float> poison, float %176, i64 0
  %188 = shufflevector <3 x float> %187, <3 x float> poison, <3 x i32> zeroinitializer
  %189 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.sqrt.v3f32(<3 x float> %186)
  %190 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %188, <3 x float> %179, <3 x float> %189)
  %191 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %175
  %192 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %190, %191
  %193 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %188, <3 x float> nofpclass(nan inf) %173, <3 x float> %192)
  %194 = extractelement <3 x float> %186, i64 0
  %195 = fcmp reassoc nnan ninf nsz arcp afn olt float %194, 0.000000e+00
  %196 = extractelement <4 x float> %172, i64 3
  %197 = extractelement <4 x float> %174, i64 3
  %198 = fmul reassoc nnan ninf nsz arcp afn float %197, %196
  %199 = fneg reassoc nnan ninf nsz arcp afn float %198
  %200 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %199, float %198, float 1.000000e+00)
  %201 = fneg reassoc nnan ninf nsz arcp afn float %176
  %202 = fmul reassoc nnan ninf nsz arcp afn float %176, %201
  %203 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %202, float %200, float 1.000000e+00)
  %204 = tail call reassoc nnan ninf nsz arcp afn float @llvm.sqrt.f32(float %203)
  %205 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %176, float %198, float %204)
  %206 = fneg reassoc nnan ninf nsz arcp afn float %197
  %207 = fmul reassoc nnan ninf nsz arcp afn float %205, %206
  %208 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %176, float nofpclass(nan inf) %196, float %207)
  %209 = fcmp reassoc nnan ninf nsz arcp afn olt float %203, 0.000000e+00
  %210 = select reassoc nnan ninf nsz arcp afn i1 %209, float 0.000000e+00, float %208
  %211 = shufflevector <3 x float> %193, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %212 = select i1 %195, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>, <4 x float> %211
  %213 = insertelement <4 x float> %212, float %210, i64 3
  %214 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 6)
  store <4 x float> %213, ptr %214, align 16, !tbaa !8
  %215 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %216 = load <4 x float>, ptr %215, align 16, !tbaa !8
  %217 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %218 = load <4 x float>, ptr %217, align 16, !tbaa !8
  %219 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 3)
  %220 = load float, ptr %219, align 4, !tbaa !9
  %221 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> nofpclass(nan inf) %218, <4 x float> nofpclass(nan inf) %216)
  %222 = insertelement <4 x float> poison, float %221, i64 0
  %223 = shufflevector <4 x float> %222, <4 x float> poison, <4 x i32> zeroinitializer
  %224 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %223
  %225 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %224, <4 x float> %223, <4 x float> splat (float 1.000000e+00))
  %226 = fneg reassoc nnan ninf nsz arcp afn float %220
  %227 = fmul reassoc nnan ninf nsz arcp afn float %220, %226
  %228 = insertelement <4 x float> poison, float %227, i64 0
  %229 = shufflevector <4 x float> %228, <4 x float> poison, <4 x i32> zeroinitializer
  %230 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %229, <4 x float> %225, <4 x float> splat (float 1.000000e+00))
  %231 = insertelement <4 x float> poison, float %220, i64 0
  %232 = shufflevector <4 x float> %231, <4 x float> poison, <4 x i32> zeroinitializer
  %233 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %230)
  %234 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %232, <4 x float> %223, <4 x float> %233)
  %235 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %218
  %236 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %234, %235
  %237 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %232, <4 x float> nofpclass(nan inf) %216, <4 x float> %236)
  %238 = extractelement <4 x float> %230, i64 0
  %239 = fcmp reassoc nnan ninf nsz arcp afn olt float %238, 0.000000e+00
  %240 = select reassoc nnan ninf nsz arcp afn i1 %239, <4 x float> zeroinitializer, <4 x float> %237
  %241 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 3)
  store <4 x float> %240, ptr %241, align 16, !tbaa !8
  %242 = load <4 x float>, ptr %215, align 16
  %243 = shufflevector <4 x float> %242, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %244 = load <4 x float>, ptr %217, align 16
  %245 = shufflevector <4 x float> %244, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %246 = load float, ptr %219, align 4, !tbaa !9
  %247 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> nofpclass(nan inf) %245, <3 x float> nofpclass(nan inf) %243)
  %248 = insertelement <3 x float> poison, float %247, i64 0
  %249 = shufflevector <3 x float> %248, <3 x float> poison, <3 x i32> zeroinitializer
  %250 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %249
  %251 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %250, <3 x float> %249, <3 x float> splat (float 1.000000e+00))
  %252 = fneg reassoc nnan ninf nsz arcp afn float %246
  %253 = fmul reassoc nnan ninf nsz arcp afn float %246, %252
  %254 = insertelement <3 x float> poison, float %253, i64 0
  %255 = shufflevector <3 x float> %254, <3 x float> poison, <3 x i32> zeroinitializer
  %256 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %255, <3 x float> %251, <3 x float> splat (float 1.000000e+00))
  %257 = insertelement <3 x float> poison, float %246, i64 0
  %258 = shufflevector <3 x float> %257, <3 x float> poison, <3 x i32> zeroinitializer
  %259 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.sqrt.v3f32(<3 x float> %256)
  %260 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %258, <3 x float> %249, <3 x float> %259)
  %261 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %245
  %262 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %260, %261
  %263 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %258, <3 x float> nofpclass(nan inf) %243, <3 x float> %262)
  %264 = extractelement <3 x float> %256, i64 0
  %265 = fcmp reassoc nnan ninf nsz arcp afn olt float %264, 0.000000e+00
  %266 = extractelement <4 x float> %242, i64 3
  %267 = extractelement <4 x float> %244, i64 3
  %268 = fmul reassoc nnan ninf nsz arcp afn float %267, %266
  %269 = fneg reassoc nnan ninf nsz arcp afn float %268
  %270 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %269, float %268, float 1.000000e+00)
  %271 = fneg reassoc nnan ninf nsz arcp afn float %246
  %272 = fmul reassoc nnan ninf nsz arcp afn float %246, %271
  %273 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %272, float %270, float 1.000000e+00)
  %274 = tail call reassoc nnan ninf nsz arcp afn float @llvm.sqrt.f32(float %273)
  %275 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %246, float %268, float %274)
  %276 = fneg reassoc nnan ninf nsz arcp afn float %267
  %277 = fmul reassoc nnan ninf nsz arcp afn float %275, %276
  %278 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float nofpclass(nan inf) %246, float nofpclass(nan inf) %266, float %277)
  %279 = fcmp reassoc nnan ninf nsz arcp afn olt float %273, 0.000000e+00
  %280 = select reassoc nnan ninf nsz arcp afn i1 %279, float 0.000000e+00, float %278
  %281 = shufflevector <3 x float> %263, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %282 = select i1 %265, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>, <4 x float> %281
  %283 = insertelement <4 x float> %282, float %280, i64 3
  %284 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %4, i32 7)
  store <4 x float> %283, ptr %284, align 16, !tbaa !8
  %285 = load <2 x float>, ptr %215, align 16
  %286 = load <2 x float>, ptr %217, align 16
  %287 = load float, ptr %9, align 4, !tbaa !9
  %288 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %286, <2 x float> nofpclass(nan inf) %285)
  %289 = insertelement <2 x float> poison, float %288, i64 0
  %290 = shufflevector <2 x float> %289, <2 x float> poison, <2 x i32> zeroinitializer
  %291 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %290
  %292 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %291, <2 x float> %290, <2 x float> splat (float 1.000000e+00))
  %293 = fneg reassoc nnan ninf nsz arcp afn float %287
  %294 = fmul reassoc nnan ninf nsz arcp afn float %287, %293
  %295 = insertelement <2 x float> poison, float %294, i64 0
  %296 = shufflevector <2 x float> %295, <2 x float> poison, <2 x i32> zeroinitializer
  %297 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %296, <2 x float> %292, <2 x float> splat (float 1.000000e+00))
  %298 = insertelement <2 x float> poison, float %287, i64 0
  %299 = shufflevector <2 x float> %298, <2 x float> poison, <2 x i32> zeroinitializer
  %300 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.sqrt.v2f32(<2 x float> %297)
  %301 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %299, <2 x float> %290, <2 x float> %300)
  %302 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %286
  %303 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %301, %302
  %304 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %299, <2 x float> nofpclass(nan inf) %285, <2 x float> %303)
  %305 = extractelement <2 x float> %297, i64 0
  %306 = fcmp reassoc nnan ninf nsz arcp afn olt float %305, 0.000000e+00
  %307 = select reassoc nnan ninf nsz arcp afn i1 %306, <2 x float> zeroinitializer, <2 x float> %304
  %308 = load <4 x float>, ptr %5, align 16
  %309 = shufflevector <4 x float> %308, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %310 = load <4 x float>, ptr %7, align 16
  %311 = shufflevector <4 x float> %310, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %312 = load float, ptr %79, align 4, !tbaa !9
  %313 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> nofpclass(nan inf) %311, <2 x float> nofpclass(nan inf) %309)
  %314 = insertelement <2 x float> poison, float %313, i64 0
  %315 = shufflevector <2 x float> %314, <2 x float> poison, <2 x i32> zeroinitializer
  %316 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %315
  %317 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %316, <2 x float> %315, <2 x float> splat (float 1.000000e+00))
  %318 = fneg reassoc nnan ninf nsz arcp afn float %312
  %319 = fmul reassoc nnan ninf nsz arcp afn float %312, %318
  %320 = insertelement <2 x float> poison, float %319, i64 0
  %321 = shufflevector <2 x float> %320, <2 x float> poison, <2 x i32> zeroinitializer
  %322 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %321, <2 x float> %317, <2 x float> splat (float 1.000000e+00))
  %323 = insertelement <2 x float> poison, float %312, i64 0
  %324 = shufflevector <2 x float> %323, <2 x float> poison, <2 x i32> zeroinitializer
  %325 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.sqrt.v2f32(<2 x float> %322)
  %326 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %324, <2 x float> %315, <2 x float> %325)
  %327 = fneg reassoc nnan ninf nsz arcp afn <2 x float> %311
  %328 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %326, %327
  %329 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %324, <2 x float> nofpclass(nan inf) %309, <2 x float> %328)
  %330 = extractelement <2 x float> %322, i64 0
  %331 = fcmp reassoc nnan ninf nsz arcp afn olt float %330, 0.000000e+00
  %332 = select reassoc nnan ninf nsz arcp afn i1 %331, <2 x float> zeroinitializer, <2 x float> %329
  %333 = shufflevector <2 x float> %307, <2 x float> %332, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %333, ptr %284, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.sqrt.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v2f32(<2 x float>, <2 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.sqrt.v2f32(<2 x float>) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
