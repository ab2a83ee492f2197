; ModuleID = '/work/main/tests/intrinsics/all.hlsl'
source_filename = "/work/main/tests/intrinsics/all.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"InB\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutB\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"InF\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"InI\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"InU\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 0)
  %10 = load <4 x i32>, ptr %9, align 16
  %11 = trunc <4 x i32> %10 to <4 x i1>
  %12 = tail call i1 @llvm.dx.all.v4i1(<4 x i1> %11)
  %13 = shufflevector <4 x i32> %10, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %14 = trunc <3 x i32> %13 to <3 x i1>
  %15 = tail call i1 @llvm.dx.all.v3i1(<3 x i1> %14)
  %16 = shufflevector <4 x i32> %10, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %17 = trunc <2 x i32> %16 to <2 x i1>
  %18 = tail call i1 @llvm.dx.all.v2i1(<2 x i1> %17)
  %19 = bitcast <4 x i32> %10 to <128 x i1>
  %20 = extractelement <128 x i1> %19, i64 0
  %21 = tail call i1 @llvm.dx.all.i1(i1 %20)
  %22 = insertelement <4 x i1> poison, i1 %12, i64 0
  %23 = insertelement <4 x i1> %22, i1 %15, i64 1
  %24 = insertelement <4 x i1> %23, i1 %18, i64 2
  %25 = insertelement <4 x i1> %24, i1 %21, i64 3
  %26 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 0)
  %27 = zext <4 x i1> %25 to <4 x i32>
  store <4 x i32> %27, ptr %26, align 16, !tbaa !8
  %28 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 1)
  %29 = load <4 x i32>, ptr %28, align 16
  %30 = trunc <4 x i32> %29 to <4 x i1>
  %31 = tail call i1 @llvm.dx.all.v4i1(<4 x i1> %30)
  %32 = shufflevector <4 x i32> %29, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = trunc <3 x i32> %32 to <3 x i1>
  %34 = tail call i1 @llvm.dx.all.v3i1(<3 x i1> %33)
  %35 = shufflevector <4 x i32> %29, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %36 = trunc <2 x i32> %35 to <2 x i1>
  %37 = tail call i1 @llvm.dx.all.v2i1(<2 x i1> %36)
  %38 = bitcast <4 x i32> %29 to <128 x i1>
  %39 = extractelement <128 x i1> %38, i64 0
  %40 = tail call i1 @llvm.dx.all.i1(i1 %39)
  %41 = insertelement <4 x i1> poison, i1 %31, i64 0
  %42 = insertelement <4 x i1> %41, i1 %34, i64 1
  %43 = insertelement <4 x i1> %42, i1 %37, i64 2
  %44 = insertelement <4 x i1> %43, i1 %40, i64 3
  %45 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 1)
  %46 = zext <4 x i1> %44 to <4 x i32>
  store <4 x i32> %46, ptr %45, align 16, !tbaa !8
  %47 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 2)
  %48 = load <4 x i32>, ptr %47, align 16
  %49 = trunc <4 x i32> %48 to <4 x i1>
  %50 = tail call i1 @llvm.dx.all.v4i1(<4 x i1> %49)
  %51 = shufflevector <4 x i32> %48, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %52 = trunc <3 x i32> %51 to <3 x i1>
  %53 = tail call i1 @llvm.dx.all.v3i1(<3 x i1> %52)
  %54 = shufflevector <4 x i32> %48, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %55 = trunc <2 x i32> %54 to <2 x i1>
  %56 = tail call i1 @llvm.dx.all.v2i1(<2 x i1> %55)
  %57 = bitcast <4 x i32> %48 to <128 x i1>
  %58 = extractelement <128 x i1> %57, i64 0
  %59 = tail call i1 @llvm.dx.all.i1(i1 %58)
  %60 = insertelement <4 x i1> poison, i1 %50, i64 0
  %61 = insertelement <4 x i1> %60, i1 %53, i64 1
  %62 = insertelement <4 x i1> %61, i1 %56, i64 2
  %63 = insertelement <4 x i1> %62, i1 %59, i64 3
  %64 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 2)
  %65 = zext <4 x i1> %63 to <4 x i32>
  store <4 x i32> %65, ptr %64, align 16, !tbaa !8
  %66 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 3)
  %67 = load <4 x i32>, ptr %66, align 16
  %68 = trunc <4 x i32> %67 to <4 x i1>
  %69 = tail call i1 @llvm.dx.all.v4i1(<4 x i1> %68)
  %70 = shufflevector <4 x i32> %67, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = trunc <3 x i32> %70 to <3 x i1>
  %72 = tail call i1 @llvm.dx.all.v3i1(<3 x i1> %71)
  %73 = shufflevector <4 x i32> %67, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %74 = trunc <2 x i32> %73 to <2 x i1>
  %75 = tail call i1 @llvm.dx.all.v2i1(<2 x i1> %74)
  %76 = bitcast <4 x i32> %67 to <128 x i1>
  %77 = extractelement <128 x i1> %76, i64 0
  %78 = tail call i1 @llvm.dx.all.i1(i1 %77)
  %79 = insertelement <4 x i1> poison, i1 %69, i64 0
  %80 = insertelement <4 x i1> %79, i1 %72, i64 1
  %81 = insertelement <4 x i1> %80, i1 %75, i64 2
  %82 = insertelement <4 x i1> %81, i1 %78, i64 3
  %83 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %2, i32 3)
  %84 = zext <4 x i1> %82 to <4 x i32>
  store <4 x i32> %84, ptr %83, align 16, !tbaa !8
  %85 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 0)
  %86 = load <4 x float>, ptr %85, align 16, !tbaa !8
  %87 = tail call i1 @llvm.dx.all.v4f32(<4 x float> %86)
  %88 = shufflevector <4 x float> %86, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %89 = tail call i1 @llvm.dx.all.v3f32(<3 x float> %88)
  %90 = shufflevector <4 x float> %86, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %91 = tail call i1 @llvm.dx.all.v2f32(<2 x float> %90)
  %92 = extractelement <4 x float> %86, i64 0
  %93 = tail call i1 @llvm.dx.all.f32(float %92)
  %94 = insertelement <4 x i1> poison, i1 %87, i64 0
  %95 = insertelement <4 x i1> %94, i1 %89, i64 1
  %96 = insertelement <4 x i1> %95, i1 %91, i64 2
  %97 = insertelement <4 x i1> %96, i1 %93, i64 3
  %98 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 0)
  %99 = zext <4 x i1> %97 to <4 x i32>
  store <4 x i32> %99, ptr %98, align 16, !tbaa !8
  %100 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 1)
  %101 = load <4 x float>, ptr %100, align 16, !tbaa !8
  %102 = tail call i1 @llvm.dx.all.v4f32(<4 x float> %101)
  %103 = shufflevector <4 x float> %101, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = tail call i1 @llvm.dx.all.v3f32(<3 x float> %103)
  %105 = shufflevector <4 x float> %101, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %106 = tail call i1 @llvm.dx.all.v2f32(<2 x float> %105)
  %107 = extractelement <4 x float> %101, i64 0
  %108 = tail call i1 @llvm.dx.all.f32(float %107)
  %109 = insertelement <4 x i1> poison, i1 %102, i64 0
  %110 = insertelement <4 x i1> %109, i1 %104, i64 1
  %111 = insertelement <4 x i1> %110, i1 %106, i64 2
  %112 = insertelement <4 x i1> %111, i1 %108, i64 3
  %113 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 1)
  %114 = zext <4 x i1> %112 to <4 x i32>
  store <4 x i32> %114, ptr %113, align 16, !tbaa !8
  %115 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 2)
  %116 = load <4 x float>, ptr %115, align 16, !tbaa !8
  %117 = tail call i1 @llvm.dx.all.v4f32(<4 x float> %116)
  %118 = shufflevector <4 x float> %116, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %119 = tail call i1 @llvm.dx.all.v3f32(<3 x float> %118)
  %120 = shufflevector <4 x float> %116, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %121 = tail call i1 @llvm.dx.all.v2f32(<2 x float> %120)
  %122 = extractelement <4 x float> %116, i64 0
  %123 = tail call i1 @llvm.dx.all.f32(float %122)
  %124 = insertelement <4 x i1> poison, i1 %117, i64 0
  %125 = insertelement <4 x i1> %124, i1 %119, i64 1
  %126 = insertelement <4 x i1> %125, i1 %121, i64 2
  %127 = insertelement <4 x i1> %126, i1 %123, i64 3
  %128 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 2)
  %129 = zext <4 x i1> %127 to <4 x i32>
  store <4 x i32> %129, ptr %128, align 16, !tbaa !8
  %130 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 3)
  %131 = load <4 x float>, ptr %130, align 16, !tbaa !8
  %132 = tail call i1 @llvm.dx.all.v4f32(<4 x float> %131)
  %133 = shufflevector <4 x float> %131, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %134 = tail call i1 @llvm.dx.all.v3f32(<3 x float> %133)
  %135 = shufflevector <4 x float> %131, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %136 = tail call i1 @llvm.dx.all.v2f32(<2 x float> %135)
  %137 = extractelement <4 x float> %131, i64 0
  %138 = tail call i1 @llvm.dx.all.f32(float %137)
  %139 = insertelement <4 x i1> poison, i1 %132, i64 0
  %140 = insertelement <4 x i1> %139, i1 %134, i64 1
  %141 = insertelement <4 x i1> %140, i1 %136, i64 2
  %142 = insertelement <4 x i1> %141, i1 %138, i64 3
  %143 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 3)
  %144 = zext <4 x i1> %142 to <4 x i32>
  store <4 x i32> %144, ptr %143, align 16, !tbaa !8
  %145 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 0)
  %146 = load <4 x i32>, ptr %145, align 16, !tbaa !8
  %147 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %146)
  %148 = shufflevector <4 x i32> %146, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %149 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %148)
  %150 = shufflevector <4 x i32> %146, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %151 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %150)
  %152 = extractelement <4 x i32> %146, i64 0
  %153 = tail call i1 @llvm.dx.all.i32(i32 %152)
  %154 = insertelement <4 x i1> poison, i1 %147, i64 0
  %155 = insertelement <4 x i1> %154, i1 %149, i64 1
  %156 = insertelement <4 x i1> %155, i1 %151, i64 2
  %157 = insertelement <4 x i1> %156, i1 %153, i64 3
  %158 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 0)
  %159 = zext <4 x i1> %157 to <4 x i32>
  store <4 x i32> %159, ptr %158, align 16, !tbaa !8
  %160 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 1)
  %161 = load <4 x i32>, ptr %160, align 16, !tbaa !8
  %162 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %161)
  %163 = shufflevector <4 x i32> %161, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %164 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %163)
  %165 = shufflevector <4 x i32> %161, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %166 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %165)
  %167 = extractelement <4 x i32> %161, i64 0
  %168 = tail call i1 @llvm.dx.all.i32(i32 %167)
  %169 = insertelement <4 x i1> poison, i1 %162, i64 0
  %170 = insertelement <4 x i1> %169, i1 %164, i64 1
  %171 = insertelement <4 x i1> %170, i1 %166, i64 2
  %172 = insertelement <4 x i1> %171, i1 %168, i64 3
  %173 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 1)
  %174 = zext <4 x i1> %172 to <4 x i32>
  store <4 x i32> %174, ptr %173, align 16, !tbaa !8
  %175 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 2)
  %176 = load <4 x i32>, ptr %175, align 16, !tbaa !8
  %177 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %176)
  %178 = shufflevector <4 x i32> %176, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %179 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %178)
  %180 = shufflevector <4 x i32> %176, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %181 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %180)
  %182 = extractelement <4 x i32> %176, i64 0
  %183 = tail call i1 @llvm.dx.all.i32(i32 %182)
  %184 = insertelement <4 x i1> poison, i1 %177, i64 0
  %185 = insertelement <4 x i1> %184, i1 %179, i64 1
  %186 = insertelement <4 x i1> %185, i1 %181, i64 2
  %187 = insertelement <4 x i1> %186, i1 %183, i64 3
  %188 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 2)
  %189 = zext <4 x i1> %187 to <4 x i32>
  store <4 x i32> %189, ptr %188, align 16, !tbaa !8
  %190 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 3)
  %191 = load <4 x i32>, ptr %190, align 16, !tbaa !8
  %192 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %191)
  %193 = shufflevector <4 x i32> %191, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %194 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %193)
  %195 = shufflevector <4 x i32> %191, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %196 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %195)
  %197 = extractelement <4 x i32> %191, i64 0
  %198 = tail call i1 @llvm.dx.all.i32(i32 %197)
  %199 = insertelement <4 x i1> poison, i1 %192, i64 0
  %200 = insertelement <4 x i1> %199, i1 %194, i64 1
  %201 = insertelement <4 x i1> %200, i1 %196, i64 2
  %202 = insertelement <4 x i1> %201, i1 %198, i64 3
  %203 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 3)
  %204 = zext <4 x i1> %202 to <4 x i32>
  store <4 x i32> %204, ptr %203, align 16, !tbaa !8
  %205 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 0)
  %206 = load <4 x i32>, ptr %205, align 16, !tbaa !8
  %207 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %206)
  %208 = shufflevector <4 x i32> %206, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %209 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %208)
  %210 = shufflevector <4 x i32> %206, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %211 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %210)
  %212 = extractelement <4 x i32> %206, i64 0
  %213 = tail call i1 @llvm.dx.all.i32(i32 %212)
  %214 = insertelement <4 x i1> poison, i1 %207, i64 0
  %215 = insertelement <4 x i1> %214, i1 %209, i64 1
  %216 = insertelement <4 x i1> %215, i1 %211, i64 2
  %217 = insertelement <4 x i1> %216, i1 %213, i64 3
  %218 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 0)
  %219 = zext <4 x i1> %217 to <4 x i32>
  store <4 x i32> %219, ptr %218, align 16, !tbaa !8
  %220 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 1)
  %221 = load <4 x i32>, ptr %220, align 16, !tbaa !8
  %222 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %221)
  %223 = shufflevector <4 x i32> %221, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %224 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %223)
  %225 = shufflevector <4 x i32> %221, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %226 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %225)
  %227 = extractelement <4 x i32> %221, i64 0
  %228 = tail call i1 @llvm.dx.all.i32(i32 %227)
  %229 = insertelement <4 x i1> poison, i1 %222, i64 0
  %230 = insertelement <4 x i1> %229, i1 %224, i64 1
  %231 = insertelement <4 x i1> %230, i1 %226, i64 2
  %232 = insertelement <4 x i1> %231, i1 %228, i64 3
  %233 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 1)
  %234 = zext <4 x i1> %232 to <4 x i32>
  store <4 x i32> %234, ptr %233, align 16, !tbaa !8
  %235 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 2)
  %236 = load <4 x i32>, ptr %235, align 16, !tbaa !8
  %237 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %236)
  %238 = shufflevector <4 x i32> %236, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %239 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %238)
  %240 = shufflevector <4 x i32> %236, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %241 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %240)
  %242 = extractelement <4 x i32> %236, i64 0
  %243 = tail call i1 @llvm.dx.all.i32(i32 %242)
  %244 = insertelement <4 x i1> poison, i1 %237, i64 0
  %245 = insertelement <4 x i1> %244, i1 %239, i64 1
  %246 = insertelement <4 x i1> %245, i1 %241, i64 2
  %247 = insertelement <4 x i1> %246, i1 %243, i64 3
  %248 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 2)
  %249 = zext <4 x i1> %247 to <4 x i32>
  store <4 x i32> %249, ptr %248, align 16, !tbaa !8
  %250 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 3)
  %251 = load <4 x i32>, ptr %250, align 16, !tbaa !8
  %252 = tail call i1 @llvm.dx.all.v4i32(<4 x i32> %251)
  %253 = shufflevector <4 x i32> %251, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %254 = tail call i1 @llvm.dx.all.v3i32(<3 x i32> %253)
  %255 = shufflevector <4 x i32> %251, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %256 = tail call i1 @llvm.dx.all.v2i32(<2 x i32> %255)
  %257 = extractelement <4 x i32> %251, i64 0
  %258 = tail call i1 @llvm.dx.all.i32(i32 %257)
  %259 = insertelement <4 x i1> poison, i1 %252, i64 0
  %260 = insertelement <4 x i1> %259, i1 %254, i64 1
  %261 = insertelement <4 x i1> %260, i1 %256, i64 2
  %262 = insertelement <4 x i1> %261, i1 %258, i64 3
  %263 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %8, i32 3)
  %264 = zext <4 x i1> %262 to <4 x i32>
  store <4 x i32> %264, ptr %263, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v4i1(<4 x i1>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v3i1(<3 x i1>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v2i1(<2 x i1>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.i1(i1) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v4f32(<4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v3f32(<3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v2f32(<2 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v4i32(<4 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v3i32(<3 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v2i32(<2 x i32>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

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
