; ModuleID = '/work/main/tests/intrinsics/mad_16.hlsl'
source_filename = "/work/main/tests/intrinsics/mad_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AH\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BH\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"CH\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
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
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 7, i32 1, i32 0, ptr nonnull @.str.18)
  %11 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 8, i32 1, i32 0, ptr nonnull @.str.20)
  %12 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.22)
  %13 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %14 = load <4 x half>, ptr %13, align 8, !tbaa !9
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %16 = load <4 x half>, ptr %15, align 8, !tbaa !9
  %17 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 0)
  %18 = load <4 x half>, ptr %17, align 8, !tbaa !9
  %19 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %14, <4 x half> %16, <4 x half> %18)
  %20 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 0)
  store <4 x half> %19, ptr %20, align 8, !tbaa !9
  %21 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %22 = load <4 x half>, ptr %21, align 8
  %23 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %24 = load <4 x half>, ptr %23, align 8
  %25 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 1)
  %26 = load <4 x half>, ptr %25, align 8
  %27 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %22, <4 x half> %24, <4 x half> %26)
  %28 = extractelement <4 x half> %22, i64 3
  %29 = extractelement <4 x half> %24, i64 3
  %30 = extractelement <4 x half> %26, i64 3
  %31 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %28, half %29, half %30)
  %32 = insertelement <4 x half> %27, half %31, i64 3
  %33 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 1)
  store <4 x half> %32, ptr %33, align 8, !tbaa !9
  %34 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %35 = load <4 x half>, ptr %34, align 8
  %36 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %37 = load <4 x half>, ptr %36, align 8
  %38 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 2)
  %39 = load <4 x half>, ptr %38, align 8
  %40 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %35, <4 x half> %37, <4 x half> %39)
  %41 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 2)
  store <4 x half> %40, ptr %41, align 8, !tbaa !9
  %42 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %43 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 3)
  %45 = load <4 x half>, ptr %42, align 8
  %46 = load <4 x half>, ptr %43, align 8
  %47 = load <4 x half>, ptr %44, align 8
  %48 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %45, <4 x half> %46, <4 x half> %47)
  %49 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 3)
  store <4 x half> %48, ptr %49, align 8, !tbaa !9
  %50 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 0)
  %51 = load <4 x i16>, ptr %50, align 8, !tbaa !9
  %52 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 0)
  %53 = load <4 x i16>, ptr %52, align 8, !tbaa !9
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 0)
  %55 = load <4 x i16>, ptr %54, align 8, !tbaa !9
  %56 = tail call <4 x i16> @llvm.dx.imad.v4i16(<4 x i16> %51, <4 x i16> %53, <4 x i16> %55)
  %57 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 0)
  store <4 x i16> %56, ptr %57, align 8, !tbaa !9
  %58 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 1)
  %59 = load <4 x i16>, ptr %58, align 8
  %60 = shufflevector <4 x i16> %59, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %61 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 1)
  %62 = load <4 x i16>, ptr %61, align 8
  %63 = shufflevector <4 x i16> %62, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 1)
  %65 = load <4 x i16>, ptr %64, align 8
  %66 = shufflevector <4 x i16> %65, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = tail call <3 x i16> @llvm.dx.imad.v3i16(<3 x i16> %60, <3 x i16> %63, <3 x i16> %66)
  %68 = extractelement <4 x i16> %59, i64 3
  %69 = extractelement <4 x i16> %62, i64 3
  %70 = extractelement <4 x i16> %65, i64 3
  %71 = tail call i16 @llvm.dx.imad.i16(i16 %68, i16 %69, i16 %70)
  %72 = shufflevector <3 x i16> %67, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %73 = insertelement <4 x i16> %72, i16 %71, i64 3
  %74 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 1)
  store <4 x i16> %73, ptr %74, align 8, !tbaa !9
  %75 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 2)
  %76 = load <4 x i16>, ptr %75, align 8
  %77 = shufflevector <4 x i16> %76, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %78 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 2)
  %79 = load <4 x i16>, ptr %78, align 8
  %80 = shufflevector <4 x i16> %79, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %81 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 2)
  %82 = load <4 x i16>, ptr %81, align 8
  %83 = shufflevector <4 x i16> %82, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %84 = tail call <2 x i16> @llvm.dx.imad.v2i16(<2 x i16> %77, <2 x i16> %80, <2 x i16> %83)
  %85 = shufflevector <4 x i16> %76, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %86 = shufflevector <4 x i16> %79, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %87 = shufflevector <4 x i16> %82, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %88 = tail call <2 x i16> @llvm.dx.imad.v2i16(<2 x i16> %85, <2 x i16> %86, <2 x i16> %87)
  %89 = shufflevector <2 x i16> %84, <2 x i16> %88, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %90 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 2)
  store <4 x i16> %89, ptr %90, align 8, !tbaa !9
  %91 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 3)
  %92 = load i16, ptr %91, align 8
  %93 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 3)
  %94 = load i16, ptr %93, align 8
  %95 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 3)
  %96 = load i16, ptr %95, align 8
  %97 = tail call i16 @llvm.dx.imad.i16(i16 %92, i16 %94, i16 %96)
  %98 = getelementptr inbounds nuw i8, ptr %91, i32 2
  %99 = load i16, ptr %98, align 2
  %100 = getelementptr inbounds nuw i8, ptr %93, i32 2
  %101 = load i16, ptr %100, align 2
  %102 = getelementptr inbounds nuw i8, ptr %95, i32 2
  %103 = load i16, ptr %102, align 2
  %104 = tail call i16 @llvm.dx.imad.i16(i16 %99, i16 %101, i16 %103)
  %105 = getelementptr inbounds nuw i8, ptr %91, i32 4
  %106 = load i16, ptr %105, align 4
  %107 = getelementptr inbounds nuw i8, ptr %93, i32 4
  %108 = load i16, ptr %107, align 4
  %109 = getelementptr inbounds nuw i8, ptr %95, i32 4
  %110 = load i16, ptr %109, align 4
  %111 = tail call i16 @llvm.dx.imad.i16(i16 %106, i16 %108, i16 %110)
  %112 = getelementptr inbounds nuw i8, ptr %91, i32 6
  %113 = load i16, ptr %112, align 2
  %114 = getelementptr inbounds nuw i8, ptr %93, i32 6
  %115 = load i16, ptr %114, align 2
  %116 = getelementptr inbounds nuw i8, ptr %95, i32 6
  %117 = load i16, ptr %116, align 2
  %118 = tail call i16 @llvm.dx.imad.i16(i16 %113, i16 %115, i16 %117)
  %119 = insertelement <4 x i16> poison, i16 %97, i64 0
  %120 = insertelement <4 x i16> %119, i16 %104, i64 1
  %121 = insertelement <4 x i16> %120, i16 %111, i64 2
  %122 = insertelement <4 x i16> %121, i16 %118, i64 3
  %123 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 3)
  store <4 x i16> %122, ptr %123, align 8, !tbaa !9
  %124 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 0)
  %125 = load <4 x i16>, ptr %124, align 8, !tbaa !9
  %126 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 0)
  %127 = load <4 x i16>, ptr %126, align 8, !tbaa !9
  %128 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 0)
  %129 = load <4 x i16>, ptr %128, align 8, !tbaa !9
  %130 = tail call <4 x i16> @llvm.dx.umad.v4i16(<4 x i16> %125, <4 x i16> %127, <4 x i16> %129)
  %131 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 0)
  store <4 x i16> %130, ptr %131, align 8, !tbaa !9
  %132 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 1)
  %133 = load <4 x i16>, ptr %132, align 8
  %134 = shufflevector <4 x i16> %133, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %135 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 1)
  %136 = load <4 x i16>, ptr %135, align 8
  %137 = shufflevector <4 x i16> %136, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %138 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 1)
  %139 = load <4 x i16>, ptr %138, align 8
  %140 = shufflevector <4 x i16> %139, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %141 = tail call <3 x i16> @llvm.dx.umad.v3i16(<3 x i16> %134, <3 x i16> %137, <3 x i16> %140)
  %142 = extractelement <4 x i16> %133, i64 3
  %143 = extractelement <4 x i16> %136, i64 3
  %144 = extractelement <4 x i16> %139, i64 3
  %145 = tail call i16 @llvm.dx.umad.i16(i16 %142, i16 %143, i16 %144)
  %146 = shufflevector <3 x i16> %141, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %147 = insertelement <4 x i16> %146, i16 %145, i64 3
  %148 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 1)
  store <4 x i16> %147, ptr %148, align 8, !tbaa !9
  %149 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 2)
  %150 = load <4 x i16>, ptr %149, align 8
  %151 = shufflevector <4 x i16> %150, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %152 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 2)
  %153 = load <4 x i16>, ptr %152, align 8
  %154 = shufflevector <4 x i16> %153, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %155 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 2)
  %156 = load <4 x i16>, ptr %155, align 8
  %157 = shufflevector <4 x i16> %156, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %158 = tail call <2 x i16> @llvm.dx.umad.v2i16(<2 x i16> %151, <2 x i16> %154, <2 x i16> %157)
  %159 = shufflevector <4 x i16> %150, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %160 = shufflevector <4 x i16> %153, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %161 = shufflevector <4 x i16> %156, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %162 = tail call <2 x i16> @llvm.dx.umad.v2i16(<2 x i16> %159, <2 x i16> %160, <2 x i16> %161)
  %163 = shufflevector <2 x i16> %158, <2 x i16> %162, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %164 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 2)
  store <4 x i16> %163, ptr %164, align 8, !tbaa !9
  %165 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 3)
  %166 = load i16, ptr %165, align 8
  %167 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 3)
  %168 = load i16, ptr %167, align 8
  %169 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 3)
  %170 = load i16, ptr %169, align 8
  %171 = tail call i16 @llvm.dx.umad.i16(i16 %166, i16 %168, i16 %170)
  %172 = getelementptr inbounds nuw i8, ptr %165, i32 2
  %173 = load i16, ptr %172, align 2
  %174 = getelementptr inbounds nuw i8, ptr %167, i32 2
  %175 = load i16, ptr %174, align 2
  %176 = getelementptr inbounds nuw i8, ptr %169, i32 2
  %177 = load i16, ptr %176, align 2
  %178 = tail call i16 @llvm.dx.umad.i16(i16 %173, i16 %175, i16 %177)
  %179 = getelementptr inbounds nuw i8, ptr %165, i32 4
  %180 = load i16, ptr %179, align 4
  %181 = getelementptr inbounds nuw i8, ptr %167, i32 4
  %182 = load i16, ptr %181, align 4
  %183 = getelementptr inbounds nuw i8, ptr %169, i32 4
  %184 = load i16, ptr %183, align 4
  %185 = tail call i16 @llvm.dx.umad.i16(i16 %180, i16 %182, i16 %184)
  %186 = getelementptr inbounds nuw i8, ptr %165, i32 6
  %187 = load i16, ptr %186, align 2
  %188 = getelementptr inbounds nuw i8, ptr %167, i32 6
  %189 = load i16, ptr %188, align 2
  %190 = getelementptr inbounds nuw i8, ptr %169, i32 6
  %191 = load i16, ptr %190, align 2
  %192 = tail call i16 @llvm.dx.umad.i16(i16 %187, i16 %189, i16 %191)
  %193 = insertelement <4 x i16> poison, i16 %171, i64 0
  %194 = insertelement <4 x i16> %193, i16 %178, i64 1
  %195 = insertelement <4 x i16> %194, i16 %185, i64 2
  %196 = insertelement <4 x i16> %195, i16 %192, i64 3
  %197 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 3)
  store <4 x i16> %196, ptr %197, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.dx.imad.v4i16(<4 x i16>, <4 x i16>, <4 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i16> @llvm.dx.imad.v3i16(<3 x i16>, <3 x i16>, <3 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.imad.i16(i16, i16, i16) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i16> @llvm.dx.imad.v2i16(<2 x i16>, <2 x i16>, <2 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.dx.umad.v4i16(<4 x i16>, <4 x i16>, <4 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i16> @llvm.dx.umad.v3i16(<3 x i16>, <3 x i16>, <3 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.umad.i16(i16, i16, i16) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i16> @llvm.dx.umad.v2i16(<2 x i16>, <2 x i16>, <2 x i16>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
