; ModuleID = '/work/main/tests/intrinsics/any_64.hlsl'
source_filename = "/work/main/tests/intrinsics/any_64.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InD\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 0)
  %8 = load <4 x double>, ptr %7, align 32, !tbaa !8
  %9 = tail call i1 @llvm.dx.any.v4f64(<4 x double> %8)
  %10 = shufflevector <4 x double> %8, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = tail call i1 @llvm.dx.any.v3f64(<3 x double> %10)
  %12 = shufflevector <4 x double> %8, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %13 = tail call i1 @llvm.dx.any.v2f64(<2 x double> %12)
  %14 = extractelement <4 x double> %8, i64 0
  %15 = tail call i1 @llvm.dx.any.f64(double %14)
  %16 = insertelement <4 x i1> poison, i1 %9, i64 0
  %17 = insertelement <4 x i1> %16, i1 %11, i64 1
  %18 = insertelement <4 x i1> %17, i1 %13, i64 2
  %19 = insertelement <4 x i1> %18, i1 %15, i64 3
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  %21 = zext <4 x i1> %19 to <4 x i32>
  store <4 x i32> %21, ptr %20, align 16, !tbaa !8
  %22 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 1)
  %23 = load <4 x double>, ptr %22, align 32, !tbaa !8
  %24 = tail call i1 @llvm.dx.any.v4f64(<4 x double> %23)
  %25 = shufflevector <4 x double> %23, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %26 = tail call i1 @llvm.dx.any.v3f64(<3 x double> %25)
  %27 = shufflevector <4 x double> %23, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %28 = tail call i1 @llvm.dx.any.v2f64(<2 x double> %27)
  %29 = extractelement <4 x double> %23, i64 0
  %30 = tail call i1 @llvm.dx.any.f64(double %29)
  %31 = insertelement <4 x i1> poison, i1 %24, i64 0
  %32 = insertelement <4 x i1> %31, i1 %26, i64 1
  %33 = insertelement <4 x i1> %32, i1 %28, i64 2
  %34 = insertelement <4 x i1> %33, i1 %30, i64 3
  %35 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  %36 = zext <4 x i1> %34 to <4 x i32>
  store <4 x i32> %36, ptr %35, align 16, !tbaa !8
  %37 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 2)
  %38 = load <4 x double>, ptr %37, align 32, !tbaa !8
  %39 = tail call i1 @llvm.dx.any.v4f64(<4 x double> %38)
  %40 = shufflevector <4 x double> %38, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = tail call i1 @llvm.dx.any.v3f64(<3 x double> %40)
  %42 = shufflevector <4 x double> %38, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %43 = tail call i1 @llvm.dx.any.v2f64(<2 x double> %42)
  %44 = extractelement <4 x double> %38, i64 0
  %45 = tail call i1 @llvm.dx.any.f64(double %44)
  %46 = insertelement <4 x i1> poison, i1 %39, i64 0
  %47 = insertelement <4 x i1> %46, i1 %41, i64 1
  %48 = insertelement <4 x i1> %47, i1 %43, i64 2
  %49 = insertelement <4 x i1> %48, i1 %45, i64 3
  %50 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  %51 = zext <4 x i1> %49 to <4 x i32>
  store <4 x i32> %51, ptr %50, align 16, !tbaa !8
  %52 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %1, i32 3)
  %53 = load <4 x double>, ptr %52, align 32, !tbaa !8
  %54 = tail call i1 @llvm.dx.any.v4f64(<4 x double> %53)
  %55 = shufflevector <4 x double> %53, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %56 = tail call i1 @llvm.dx.any.v3f64(<3 x double> %55)
  %57 = shufflevector <4 x double> %53, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %58 = tail call i1 @llvm.dx.any.v2f64(<2 x double> %57)
  %59 = extractelement <4 x double> %53, i64 0
  %60 = tail call i1 @llvm.dx.any.f64(double %59)
  %61 = insertelement <4 x i1> poison, i1 %54, i64 0
  %62 = insertelement <4 x i1> %61, i1 %56, i64 1
  %63 = insertelement <4 x i1> %62, i1 %58, i64 2
  %64 = insertelement <4 x i1> %63, i1 %60, i64 3
  %65 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  %66 = zext <4 x i1> %64 to <4 x i32>
  store <4 x i32> %66, ptr %65, align 16, !tbaa !8
  %67 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 0)
  %68 = load <4 x i64>, ptr %67, align 32, !tbaa !8
  %69 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %68)
  %70 = shufflevector <4 x i64> %68, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %70)
  %72 = shufflevector <4 x i64> %68, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %73 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %72)
  %74 = extractelement <4 x i64> %68, i64 0
  %75 = tail call i1 @llvm.dx.any.i64(i64 %74)
  %76 = insertelement <4 x i1> poison, i1 %69, i64 0
  %77 = insertelement <4 x i1> %76, i1 %71, i64 1
  %78 = insertelement <4 x i1> %77, i1 %73, i64 2
  %79 = insertelement <4 x i1> %78, i1 %75, i64 3
  %80 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  %81 = zext <4 x i1> %79 to <4 x i32>
  store <4 x i32> %81, ptr %80, align 16, !tbaa !8
  %82 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 1)
  %83 = load <4 x i64>, ptr %82, align 32, !tbaa !8
  %84 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %83)
  %85 = shufflevector <4 x i64> %83, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %86 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %85)
  %87 = shufflevector <4 x i64> %83, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %88 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %87)
  %89 = extractelement <4 x i64> %83, i64 0
  %90 = tail call i1 @llvm.dx.any.i64(i64 %89)
  %91 = insertelement <4 x i1> poison, i1 %84, i64 0
  %92 = insertelement <4 x i1> %91, i1 %86, i64 1
  %93 = insertelement <4 x i1> %92, i1 %88, i64 2
  %94 = insertelement <4 x i1> %93, i1 %90, i64 3
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  %96 = zext <4 x i1> %94 to <4 x i32>
  store <4 x i32> %96, ptr %95, align 16, !tbaa !8
  %97 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 2)
  %98 = load <4 x i64>, ptr %97, align 32, !tbaa !8
  %99 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %98)
  %100 = shufflevector <4 x i64> %98, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %100)
  %102 = shufflevector <4 x i64> %98, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %103 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %102)
  %104 = extractelement <4 x i64> %98, i64 0
  %105 = tail call i1 @llvm.dx.any.i64(i64 %104)
  %106 = insertelement <4 x i1> poison, i1 %99, i64 0
  %107 = insertelement <4 x i1> %106, i1 %101, i64 1
  %108 = insertelement <4 x i1> %107, i1 %103, i64 2
  %109 = insertelement <4 x i1> %108, i1 %105, i64 3
  %110 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  %111 = zext <4 x i1> %109 to <4 x i32>
  store <4 x i32> %111, ptr %110, align 16, !tbaa !8
  %112 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %3, i32 3)
  %113 = load <4 x i64>, ptr %112, align 32, !tbaa !8
  %114 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %113)
  %115 = shufflevector <4 x i64> %113, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %116 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %115)
  %117 = shufflevector <4 x i64> %113, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %118 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %117)
  %119 = extractelement <4 x i64> %113, i64 0
  %120 = tail call i1 @llvm.dx.any.i64(i64 %119)
  %121 = insertelement <4 x i1> poison, i1 %114, i64 0
  %122 = insertelement <4 x i1> %121, i1 %116, i64 1
  %123 = insertelement <4 x i1> %122, i1 %118, i64 2
  %124 = insertelement <4 x i1> %123, i1 %120, i64 3
  %125 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  %126 = zext <4 x i1> %124 to <4 x i32>
  store <4 x i32> %126, ptr %125, align 16, !tbaa !8
  %127 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 0)
  %128 = load <4 x i64>, ptr %127, align 32, !tbaa !8
  %129 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %128)
  %130 = shufflevector <4 x i64> %128, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %131 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %130)
  %132 = shufflevector <4 x i64> %128, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %133 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %132)
  %134 = extractelement <4 x i64> %128, i64 0
  %135 = tail call i1 @llvm.dx.any.i64(i64 %134)
  %136 = insertelement <4 x i1> poison, i1 %129, i64 0
  %137 = insertelement <4 x i1> %136, i1 %131, i64 1
  %138 = insertelement <4 x i1> %137, i1 %133, i64 2
  %139 = insertelement <4 x i1> %138, i1 %135, i64 3
  %140 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 0)
  %141 = zext <4 x i1> %139 to <4 x i32>
  store <4 x i32> %141, ptr %140, align 16, !tbaa !8
  %142 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 1)
  %143 = load <4 x i64>, ptr %142, align 32, !tbaa !8
  %144 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %143)
  %145 = shufflevector <4 x i64> %143, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %146 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %145)
  %147 = shufflevector <4 x i64> %143, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %148 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %147)
  %149 = extractelement <4 x i64> %143, i64 0
  %150 = tail call i1 @llvm.dx.any.i64(i64 %149)
  %151 = insertelement <4 x i1> poison, i1 %144, i64 0
  %152 = insertelement <4 x i1> %151, i1 %146, i64 1
  %153 = insertelement <4 x i1> %152, i1 %148, i64 2
  %154 = insertelement <4 x i1> %153, i1 %150, i64 3
  %155 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 1)
  %156 = zext <4 x i1> %154 to <4 x i32>
  store <4 x i32> %156, ptr %155, align 16, !tbaa !8
  %157 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 2)
  %158 = load <4 x i64>, ptr %157, align 32, !tbaa !8
  %159 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %158)
  %160 = shufflevector <4 x i64> %158, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %161 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %160)
  %162 = shufflevector <4 x i64> %158, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %163 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %162)
  %164 = extractelement <4 x i64> %158, i64 0
  %165 = tail call i1 @llvm.dx.any.i64(i64 %164)
  %166 = insertelement <4 x i1> poison, i1 %159, i64 0
  %167 = insertelement <4 x i1> %166, i1 %161, i64 1
  %168 = insertelement <4 x i1> %167, i1 %163, i64 2
  %169 = insertelement <4 x i1> %168, i1 %165, i64 3
  %170 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 2)
  %171 = zext <4 x i1> %169 to <4 x i32>
  store <4 x i32> %171, ptr %170, align 16, !tbaa !8
  %172 = tail call noundef nonnull align 32 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i64_0_0t(target("dx.RawBuffer", <4 x i64>, 0, 0) %5, i32 3)
  %173 = load <4 x i64>, ptr %172, align 32, !tbaa !8
  %174 = tail call i1 @llvm.dx.any.v4i64(<4 x i64> %173)
  %175 = shufflevector <4 x i64> %173, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %176 = tail call i1 @llvm.dx.any.v3i64(<3 x i64> %175)
  %177 = shufflevector <4 x i64> %173, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %178 = tail call i1 @llvm.dx.any.v2i64(<2 x i64> %177)
  %179 = extractelement <4 x i64> %173, i64 0
  %180 = tail call i1 @llvm.dx.any.i64(i64 %179)
  %181 = insertelement <4 x i1> poison, i1 %174, i64 0
  %182 = insertelement <4 x i1> %181, i1 %176, i64 1
  %183 = insertelement <4 x i1> %182, i1 %178, i64 2
  %184 = insertelement <4 x i1> %183, i1 %180, i64 3
  %185 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 3)
  %186 = zext <4 x i1> %184 to <4 x i32>
  store <4 x i32> %186, ptr %185, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v4f64(<4 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v3f64(<3 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v2f64(<2 x double>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v4i64(<4 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v3i64(<3 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v2i64(<2 x i64>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i64_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0), i32) #1

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
