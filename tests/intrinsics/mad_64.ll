; ModuleID = '/work/main/tests/intrinsics/mad_64.hlsl'
source_filename = "/work/main/tests/intrinsics/mad_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AD\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BD\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
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
  %1 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 7, i32 1, i32 0, ptr nonnull @.str.18)
  %11 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 8, i32 1, i32 0, ptr nonnull @.str.20)
  %12 = tail call target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.22)
  %13 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 0)
  %14 = load <4 x double>, ptr %13, align 32, !tbaa !8
  %15 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 0)
  %16 = load <4 x double>, ptr %15, align 32, !tbaa !8
  %17 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 0)
  %18 = load <4 x double>, ptr %17, align 32, !tbaa !8
  %19 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fmuladd.v4f64(<4 x double> %14, <4 x double> %16, <4 x double> %18)
  %20 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 0)
  store <4 x double> %19, ptr %20, align 32, !tbaa !8
  %21 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 1)
  %22 = load <4 x double>, ptr %21, align 32
  %23 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 1)
  %24 = load <4 x double>, ptr %23, align 32
  %25 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 1)
  %26 = load <4 x double>, ptr %25, align 32
  %27 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fmuladd.v4f64(<4 x double> %22, <4 x double> %24, <4 x double> %26)
  %28 = extractelement <4 x double> %22, i64 3
  %29 = extractelement <4 x double> %24, i64 3
  %30 = extractelement <4 x double> %26, i64 3
  %31 = tail call reassoc nnan ninf nsz arcp afn double @llvm.fmuladd.f64(double %28, double %29, double %30)
  %32 = insertelement <4 x double> %27, double %31, i64 3
  %33 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 1)
  store <4 x double> %32, ptr %33, align 32, !tbaa !8
  %34 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 2)
  %35 = load <4 x double>, ptr %34, align 32
  %36 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 2)
  %37 = load <4 x double>, ptr %36, align 32
  %38 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 2)
  %39 = load <4 x double>, ptr %38, align 32
  %40 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fmuladd.v4f64(<4 x double> %35, <4 x double> %37, <4 x double> %39)
  %41 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 2)
  store <4 x double> %40, ptr %41, align 32, !tbaa !8
  %42 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 3)
  %43 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 3)
  %44 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 3)
  %45 = load <4 x double>, ptr %42, align 32
  %46 = load <4 x double>, ptr %43, align 32
  %47 = load <4 x double>, ptr %44, align 32
  %48 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.fmuladd.v4f64(<4 x double> %45, <4 x double> %46, <4 x double> %47)
  %49 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 3)
  store <4 x double> %48, ptr %49, align 32, !tbaa !8
  %50 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 0)
  %51 = load <4 x i64>, ptr %50, align 32, !tbaa !8
  %52 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 0)
  %53 = load <4 x i64>, ptr %52, align 32, !tbaa !8
  %54 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 0)
  %55 = load <4 x i64>, ptr %54, align 32, !tbaa !8
  %56 = tail call <4 x i64> @llvm.dx.imad.v4i64(<4 x i64> %51, <4 x i64> %53, <4 x i64> %55)
  %57 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 0)
  store <4 x i64> %56, ptr %57, align 32, !tbaa !8
  %58 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 1)
  %59 = load <4 x i64>, ptr %58, align 32
  %60 = shufflevector <4 x i64> %59, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %61 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 1)
  %62 = load <4 x i64>, ptr %61, align 32
  %63 = shufflevector <4 x i64> %62, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 1)
  %65 = load <4 x i64>, ptr %64, align 32
  %66 = shufflevector <4 x i64> %65, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = tail call <3 x i64> @llvm.dx.imad.v3i64(<3 x i64> %60, <3 x i64> %63, <3 x i64> %66)
  %68 = extractelement <4 x i64> %59, i64 3
  %69 = extractelement <4 x i64> %62, i64 3
  %70 = extractelement <4 x i64> %65, i64 3
  %71 = tail call i64 @llvm.dx.imad.i64(i64 %68, i64 %69, i64 %70)
  %72 = shufflevector <3 x i64> %67, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %73 = insertelement <4 x i64> %72, i64 %71, i64 3
  %74 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 1)
  store <4 x i64> %73, ptr %74, align 32, !tbaa !8
  %75 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 2)
  %76 = load <4 x i64>, ptr %75, align 32
  %77 = shufflevector <4 x i64> %76, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %78 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 2)
  %79 = load <4 x i64>, ptr %78, align 32
  %80 = shufflevector <4 x i64> %79, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %81 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 2)
  %82 = load <4 x i64>, ptr %81, align 32
  %83 = shufflevector <4 x i64> %82, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %84 = tail call <2 x i64> @llvm.dx.imad.v2i64(<2 x i64> %77, <2 x i64> %80, <2 x i64> %83)
  %85 = shufflevector <4 x i64> %76, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %86 = shufflevector <4 x i64> %79, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %87 = shufflevector <4 x i64> %82, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %88 = tail call <2 x i64> @llvm.dx.imad.v2i64(<2 x i64> %85, <2 x i64> %86, <2 x i64> %87)
  %89 = shufflevector <2 x i64> %84, <2 x i64> %88, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %90 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 2)
  store <4 x i64> %89, ptr %90, align 32, !tbaa !8
  %91 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 3)
  %92 = load i64, ptr %91, align 32
  %93 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 3)
  %94 = load i64, ptr %93, align 32
  %95 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 3)
  %96 = load i64, ptr %95, align 32
  %97 = tail call i64 @llvm.dx.imad.i64(i64 %92, i64 %94, i64 %96)
  %98 = getelementptr inbounds nuw i8, ptr %91, i32 8
  %99 = load i64, ptr %98, align 8
  %100 = getelementptr inbounds nuw i8, ptr %93, i32 8
  %101 = load i64, ptr %100, align 8
  %102 = getelementptr inbounds nuw i8, ptr %95, i32 8
  %103 = load i64, ptr %102, align 8
  %104 = tail call i64 @llvm.dx.imad.i64(i64 %99, i64 %101, i64 %103)
  %105 = getelementptr inbounds nuw i8, ptr %91, i32 16
  %106 = load i64, ptr %105, align 16
  %107 = getelementptr inbounds nuw i8, ptr %93, i32 16
  %108 = load i64, ptr %107, align 16
  %109 = getelementptr inbounds nuw i8, ptr %95, i32 16
  %110 = load i64, ptr %109, align 16
  %111 = tail call i64 @llvm.dx.imad.i64(i64 %106, i64 %108, i64 %110)
  %112 = getelementptr inbounds nuw i8, ptr %91, i32 24
  %113 = load i64, ptr %112, align 8
  %114 = getelementptr inbounds nuw i8, ptr %93, i32 24
  %115 = load i64, ptr %114, align 8
  %116 = getelementptr inbounds nuw i8, ptr %95, i32 24
  %117 = load i64, ptr %116, align 8
  %118 = tail call i64 @llvm.dx.imad.i64(i64 %113, i64 %115, i64 %117)
  %119 = insertelement <4 x i64> poison, i64 %97, i64 0
  %120 = insertelement <4 x i64> %119, i64 %104, i64 1
  %121 = insertelement <4 x i64> %120, i64 %111, i64 2
  %122 = insertelement <4 x i64> %121, i64 %118, i64 3
  %123 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 3)
  store <4 x i64> %122, ptr %123, align 32, !tbaa !8
  %124 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 0)
  %125 = load <4 x i64>, ptr %124, align 32, !tbaa !8
  %126 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 0)
  %127 = load <4 x i64>, ptr %126, align 32, !tbaa !8
  %128 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 0)
  %129 = load <4 x i64>, ptr %128, align 32, !tbaa !8
  %130 = tail call <4 x i64> @llvm.dx.umad.v4i64(<4 x i64> %125, <4 x i64> %127, <4 x i64> %129)
  %131 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 0)
  store <4 x i64> %130, ptr %131, align 32, !tbaa !8
  %132 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 1)
  %133 = load <4 x i64>, ptr %132, align 32
  %134 = shufflevector <4 x i64> %133, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %135 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 1)
  %136 = load <4 x i64>, ptr %135, align 32
  %137 = shufflevector <4 x i64> %136, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %138 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 1)
  %139 = load <4 x i64>, ptr %138, align 32
  %140 = shufflevector <4 x i64> %139, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %141 = tail call <3 x i64> @llvm.dx.umad.v3i64(<3 x i64> %134, <3 x i64> %137, <3 x i64> %140)
  %142 = extractelement <4 x i64> %133, i64 3
  %143 = extractelement <4 x i64> %136, i64 3
  %144 = extractelement <4 x i64> %139, i64 3
  %145 = tail call i64 @llvm.dx.umad.i64(i64 %142, i64 %143, i64 %144)
  %146 = shufflevector <3 x i64> %141, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %147 = insertelement <4 x i64> %146, i64 %145, i64 3
  %148 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 1)
  store <4 x i64> %147, ptr %148, align 32, !tbaa !8
  %149 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 2)
  %150 = load <4 x i64>, ptr %149, align 32
  %151 = shufflevector <4 x i64> %150, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %152 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 2)
  %153 = load <4 x i64>, ptr %152, align 32
  %154 = shufflevector <4 x i64> %153, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %155 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 2)
  %156 = load <4 x i64>, ptr %155, align 32
  %157 = shufflevector <4 x i64> %156, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %158 = tail call <2 x i64> @llvm.dx.umad.v2i64(<2 x i64> %151, <2 x i64> %154, <2 x i64> %157)
  %159 = shufflevector <4 x i64> %150, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %160 = shufflevector <4 x i64> %153, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %161 = shufflevector <4 x i64> %156, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %162 = tail call <2 x i64> @llvm.dx.umad.v2i64(<2 x i64> %159, <2 x i64> %160, <2 x i64> %161)
  %163 = shufflevector <2 x i64> %158, <2 x i64> %162, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %164 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 2)
  store <4 x i64> %163, ptr %164, align 32, !tbaa !8
  %165 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 3)
  %166 = load i64, ptr %165, align 32
  %167 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 3)
  %168 = load i64, ptr %167, align 32
  %169 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 3)
  %170 = load i64, ptr %169, align 32
  %171 = tail call i64 @llvm.dx.umad.i64(i64 %166, i64 %168, i64 %170)
  %172 = getelementptr inbounds nuw i8, ptr %165, i32 8
  %173 = load i64, ptr %172, align 8
  %174 = getelementptr inbounds nuw i8, ptr %167, i32 8
  %175 = load i64, ptr %174, align 8
  %176 = getelementptr inbounds nuw i8, ptr %169, i32 8
  %177 = load i64, ptr %176, align 8
  %178 = tail call i64 @llvm.dx.umad.i64(i64 %173, i64 %175, i64 %177)
  %179 = getelementptr inbounds nuw i8, ptr %165, i32 16
  %180 = load i64, ptr %179, align 16
  %181 = getelementptr inbounds nuw i8, ptr %167, i32 16
  %182 = load i64, ptr %181, align 16
  %183 = getelementptr inbounds nuw i8, ptr %169, i32 16
  %184 = load i64, ptr %183, align 16
  %185 = tail call i64 @llvm.dx.umad.i64(i64 %180, i64 %182, i64 %184)
  %186 = getelementptr inbounds nuw i8, ptr %165, i32 24
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds nuw i8, ptr %167, i32 24
  %189 = load i64, ptr %188, align 8
  %190 = getelementptr inbounds nuw i8, ptr %169, i32 24
  %191 = load i64, ptr %190, align 8
  %192 = tail call i64 @llvm.dx.umad.i64(i64 %187, i64 %189, i64 %191)
  %193 = insertelement <4 x i64> poison, i64 %171, i64 0
  %194 = insertelement <4 x i64> %193, i64 %178, i64 1
  %195 = insertelement <4 x i64> %194, i64 %185, i64 2
  %196 = insertelement <4 x i64> %195, i64 %192, i64 3
  %197 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 3)
  store <4 x i64> %196, ptr %197, align 32, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.dx.imad.v4i64(<4 x i64>, <4 x i64>, <4 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i64> @llvm.dx.imad.v3i64(<3 x i64>, <3 x i64>, <3 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.imad.i64(i64, i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.dx.imad.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.dx.umad.v4i64(<4 x i64>, <4 x i64>, <4 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i64> @llvm.dx.umad.v3i64(<3 x i64>, <3 x i64>, <3 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.umad.i64(i64, i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.dx.umad.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0), i32) #2

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
