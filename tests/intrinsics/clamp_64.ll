; ModuleID = '/work/main/tests/intrinsics/clamp_64.hlsl'
source_filename = "/work/main/tests/intrinsics/clamp_64.hlsl"
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
  %19 = tail call reassoc nnan ninf nsz arcp afn <4 x double> @llvm.dx.nclamp.v4f64(<4 x double> %14, <4 x double> %16, <4 x double> %18)
  %20 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 0)
  store <4 x double> %19, ptr %20, align 32, !tbaa !8
  %21 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 1)
  %22 = load <4 x double>, ptr %21, align 32
  %23 = shufflevector <4 x double> %22, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 1)
  %25 = load <4 x double>, ptr %24, align 32
  %26 = shufflevector <4 x double> %25, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %27 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 1)
  %28 = load <4 x double>, ptr %27, align 32
  %29 = shufflevector <4 x double> %28, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %30 = tail call reassoc nnan ninf nsz arcp afn <3 x double> @llvm.dx.nclamp.v3f64(<3 x double> %23, <3 x double> %26, <3 x double> %29)
  %31 = extractelement <4 x double> %22, i64 3
  %32 = extractelement <4 x double> %25, i64 3
  %33 = extractelement <4 x double> %28, i64 3
  %34 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %31, double %32, double %33)
  %35 = shufflevector <3 x double> %30, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %36 = insertelement <4 x double> %35, double %34, i64 3
  %37 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 1)
  store <4 x double> %36, ptr %37, align 32, !tbaa !8
  %38 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 2)
  %39 = load <4 x double>, ptr %38, align 32
  %40 = shufflevector <4 x double> %39, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %41 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 2)
  %42 = load <4 x double>, ptr %41, align 32
  %43 = shufflevector <4 x double> %42, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 2)
  %45 = load <4 x double>, ptr %44, align 32
  %46 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %47 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.nclamp.v2f64(<2 x double> %40, <2 x double> %43, <2 x double> %46)
  %48 = shufflevector <4 x double> %39, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %49 = shufflevector <4 x double> %42, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %50 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %51 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.nclamp.v2f64(<2 x double> %48, <2 x double> %49, <2 x double> %50)
  %52 = shufflevector <2 x double> %47, <2 x double> %51, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %53 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 2)
  store <4 x double> %52, ptr %53, align 32, !tbaa !8
  %54 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 3)
  %55 = load double, ptr %54, align 32
  %56 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %2, i32 3)
  %57 = load double, ptr %56, align 32
  %58 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %3, i32 3)
  %59 = load double, ptr %58, align 32
  %60 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %55, double %57, double %59)
  %61 = getelementptr inbounds nuw i8, ptr %54, i32 8
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds nuw i8, ptr %56, i32 8
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds nuw i8, ptr %58, i32 8
  %66 = load double, ptr %65, align 8
  %67 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %62, double %64, double %66)
  %68 = getelementptr inbounds nuw i8, ptr %54, i32 16
  %69 = load double, ptr %68, align 16
  %70 = getelementptr inbounds nuw i8, ptr %56, i32 16
  %71 = load double, ptr %70, align 16
  %72 = getelementptr inbounds nuw i8, ptr %58, i32 16
  %73 = load double, ptr %72, align 16
  %74 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %69, double %71, double %73)
  %75 = getelementptr inbounds nuw i8, ptr %54, i32 24
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds nuw i8, ptr %56, i32 24
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds nuw i8, ptr %58, i32 24
  %80 = load double, ptr %79, align 8
  %81 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %76, double %78, double %80)
  %82 = insertelement <4 x double> poison, double %60, i64 0
  %83 = insertelement <4 x double> %82, double %67, i64 1
  %84 = insertelement <4 x double> %83, double %74, i64 2
  %85 = insertelement <4 x double> %84, double %81, i64 3
  %86 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0) %4, i32 3)
  store <4 x double> %85, ptr %86, align 32, !tbaa !8
  %87 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 0)
  %88 = load <4 x i64>, ptr %87, align 32, !tbaa !8
  %89 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 0)
  %90 = load <4 x i64>, ptr %89, align 32, !tbaa !8
  %91 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 0)
  %92 = load <4 x i64>, ptr %91, align 32, !tbaa !8
  %93 = tail call <4 x i64> @llvm.dx.sclamp.v4i64(<4 x i64> %88, <4 x i64> %90, <4 x i64> %92)
  %94 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 0)
  store <4 x i64> %93, ptr %94, align 32, !tbaa !8
  %95 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 1)
  %96 = load <4 x i64>, ptr %95, align 32
  %97 = shufflevector <4 x i64> %96, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 1)
  %99 = load <4 x i64>, ptr %98, align 32
  %100 = shufflevector <4 x i64> %99, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 1)
  %102 = load <4 x i64>, ptr %101, align 32
  %103 = shufflevector <4 x i64> %102, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = tail call <3 x i64> @llvm.dx.sclamp.v3i64(<3 x i64> %97, <3 x i64> %100, <3 x i64> %103)
  %105 = extractelement <4 x i64> %96, i64 3
  %106 = extractelement <4 x i64> %99, i64 3
  %107 = extractelement <4 x i64> %102, i64 3
  %108 = tail call i64 @llvm.dx.sclamp.i64(i64 %105, i64 %106, i64 %107)
  %109 = shufflevector <3 x i64> %104, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %110 = insertelement <4 x i64> %109, i64 %108, i64 3
  %111 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 1)
  store <4 x i64> %110, ptr %111, align 32, !tbaa !8
  %112 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 2)
  %113 = load <4 x i64>, ptr %112, align 32
  %114 = shufflevector <4 x i64> %113, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %115 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 2)
  %116 = load <4 x i64>, ptr %115, align 32
  %117 = shufflevector <4 x i64> %116, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %118 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 2)
  %119 = load <4 x i64>, ptr %118, align 32
  %120 = shufflevector <4 x i64> %119, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %121 = tail call <2 x i64> @llvm.dx.sclamp.v2i64(<2 x i64> %114, <2 x i64> %117, <2 x i64> %120)
  %122 = shufflevector <4 x i64> %113, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %123 = shufflevector <4 x i64> %116, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %124 = shufflevector <4 x i64> %119, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %125 = tail call <2 x i64> @llvm.dx.sclamp.v2i64(<2 x i64> %122, <2 x i64> %123, <2 x i64> %124)
  %126 = shufflevector <2 x i64> %121, <2 x i64> %125, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %127 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 2)
  store <4 x i64> %126, ptr %127, align 32, !tbaa !8
  %128 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 3)
  %129 = load i64, ptr %128, align 32
  %130 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %6, i32 3)
  %131 = load i64, ptr %130, align 32
  %132 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %7, i32 3)
  %133 = load i64, ptr %132, align 32
  %134 = tail call i64 @llvm.dx.sclamp.i64(i64 %129, i64 %131, i64 %133)
  %135 = getelementptr inbounds nuw i8, ptr %128, i32 8
  %136 = load i64, ptr %135, align 8
  %137 = getelementptr inbounds nuw i8, ptr %130, i32 8
  %138 = load i64, ptr %137, align 8
  %139 = getelementptr inbounds nuw i8, ptr %132, i32 8
  %140 = load i64, ptr %139, align 8
  %141 = tail call i64 @llvm.dx.sclamp.i64(i64 %136, i64 %138, i64 %140)
  %142 = getelementptr inbounds nuw i8, ptr %128, i32 16
  %143 = load i64, ptr %142, align 16
  %144 = getelementptr inbounds nuw i8, ptr %130, i32 16
  %145 = load i64, ptr %144, align 16
  %146 = getelementptr inbounds nuw i8, ptr %132, i32 16
  %147 = load i64, ptr %146, align 16
  %148 = tail call i64 @llvm.dx.sclamp.i64(i64 %143, i64 %145, i64 %147)
  %149 = getelementptr inbounds nuw i8, ptr %128, i32 24
  %150 = load i64, ptr %149, align 8
  %151 = getelementptr inbounds nuw i8, ptr %130, i32 24
  %152 = load i64, ptr %151, align 8
  %153 = getelementptr inbounds nuw i8, ptr %132, i32 24
  %154 = load i64, ptr %153, align 8
  %155 = tail call i64 @llvm.dx.sclamp.i64(i64 %150, i64 %152, i64 %154)
  %156 = insertelement <4 x i64> poison, i64 %134, i64 0
  %157 = insertelement <4 x i64> %156, i64 %141, i64 1
  %158 = insertelement <4 x i64> %157, i64 %148, i64 2
  %159 = insertelement <4 x i64> %158, i64 %155, i64 3
  %160 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %8, i32 3)
  store <4 x i64> %159, ptr %160, align 32, !tbaa !8
  %161 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 0)
  %162 = load <4 x i64>, ptr %161, align 32, !tbaa !8
  %163 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 0)
  %164 = load <4 x i64>, ptr %163, align 32, !tbaa !8
  %165 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 0)
  %166 = load <4 x i64>, ptr %165, align 32, !tbaa !8
  %167 = tail call <4 x i64> @llvm.dx.uclamp.v4i64(<4 x i64> %162, <4 x i64> %164, <4 x i64> %166)
  %168 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 0)
  store <4 x i64> %167, ptr %168, align 32, !tbaa !8
  %169 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 1)
  %170 = load <4 x i64>, ptr %169, align 32
  %171 = shufflevector <4 x i64> %170, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %172 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 1)
  %173 = load <4 x i64>, ptr %172, align 32
  %174 = shufflevector <4 x i64> %173, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %175 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 1)
  %176 = load <4 x i64>, ptr %175, align 32
  %177 = shufflevector <4 x i64> %176, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %178 = tail call <3 x i64> @llvm.dx.uclamp.v3i64(<3 x i64> %171, <3 x i64> %174, <3 x i64> %177)
  %179 = extractelement <4 x i64> %170, i64 3
  %180 = extractelement <4 x i64> %173, i64 3
  %181 = extractelement <4 x i64> %176, i64 3
  %182 = tail call i64 @llvm.dx.uclamp.i64(i64 %179, i64 %180, i64 %181)
  %183 = shufflevector <3 x i64> %178, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %184 = insertelement <4 x i64> %183, i64 %182, i64 3
  %185 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 1)
  store <4 x i64> %184, ptr %185, align 32, !tbaa !8
  %186 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 2)
  %187 = load <4 x i64>, ptr %186, align 32
  %188 = shufflevector <4 x i64> %187, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %189 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 2)
  %190 = load <4 x i64>, ptr %189, align 32
  %191 = shufflevector <4 x i64> %190, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %192 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 2)
  %193 = load <4 x i64>, ptr %192, align 32
  %194 = shufflevector <4 x i64> %193, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %195 = tail call <2 x i64> @llvm.dx.uclamp.v2i64(<2 x i64> %188, <2 x i64> %191, <2 x i64> %194)
  %196 = shufflevector <4 x i64> %187, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %197 = shufflevector <4 x i64> %190, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %198 = shufflevector <4 x i64> %193, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %199 = tail call <2 x i64> @llvm.dx.uclamp.v2i64(<2 x i64> %196, <2 x i64> %197, <2 x i64> %198)
  %200 = shufflevector <2 x i64> %195, <2 x i64> %199, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %201 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 2)
  store <4 x i64> %200, ptr %201, align 32, !tbaa !8
  %202 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %9, i32 3)
  %203 = load i64, ptr %202, align 32
  %204 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %10, i32 3)
  %205 = load i64, ptr %204, align 32
  %206 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %11, i32 3)
  %207 = load i64, ptr %206, align 32
  %208 = tail call i64 @llvm.dx.uclamp.i64(i64 %203, i64 %205, i64 %207)
  %209 = getelementptr inbounds nuw i8, ptr %202, i32 8
  %210 = load i64, ptr %209, align 8
  %211 = getelementptr inbounds nuw i8, ptr %204, i32 8
  %212 = load i64, ptr %211, align 8
  %213 = getelementptr inbounds nuw i8, ptr %206, i32 8
  %214 = load i64, ptr %213, align 8
  %215 = tail call i64 @llvm.dx.uclamp.i64(i64 %210, i64 %212, i64 %214)
  %216 = getelementptr inbounds nuw i8, ptr %202, i32 16
  %217 = load i64, ptr %216, align 16
  %218 = getelementptr inbounds nuw i8, ptr %204, i32 16
  %219 = load i64, ptr %218, align 16
  %220 = getelementptr inbounds nuw i8, ptr %206, i32 16
  %221 = load i64, ptr %220, align 16
  %222 = tail call i64 @llvm.dx.uclamp.i64(i64 %217, i64 %219, i64 %221)
  %223 = getelementptr inbounds nuw i8, ptr %202, i32 24
  %224 = load i64, ptr %223, align 8
  %225 = getelementptr inbounds nuw i8, ptr %204, i32 24
  %226 = load i64, ptr %225, align 8
  %227 = getelementptr inbounds nuw i8, ptr %206, i32 24
  %228 = load i64, ptr %227, align 8
  %229 = tail call i64 @llvm.dx.uclamp.i64(i64 %224, i64 %226, i64 %228)
  %230 = insertelement <4 x i64> poison, i64 %208, i64 0
  %231 = insertelement <4 x i64> %230, i64 %215, i64 1
  %232 = insertelement <4 x i64> %231, i64 %222, i64 2
  %233 = insertelement <4 x i64> %232, i64 %229, i64 3
  %234 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_1_0t(target("dx.RawBuffer", <4 x i64>, 1, 0) %12, i32 3)
  store <4 x i64> %233, ptr %234, align 32, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x double> @llvm.dx.nclamp.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x double> @llvm.dx.nclamp.v3f64(<3 x double>, <3 x double>, <3 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.dx.nclamp.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.dx.nclamp.v2f64(<2 x double>, <2 x double>, <2 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.dx.sclamp.v4i64(<4 x i64>, <4 x i64>, <4 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i64> @llvm.dx.sclamp.v3i64(<3 x i64>, <3 x i64>, <3 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.sclamp.i64(i64, i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.dx.sclamp.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.dx.uclamp.v4i64(<4 x i64>, <4 x i64>, <4 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i64> @llvm.dx.uclamp.v3i64(<3 x i64>, <3 x i64>, <3 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.uclamp.i64(i64, i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.dx.uclamp.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_1_0t(target("dx.RawBuffer", <4 x double>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #1

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
