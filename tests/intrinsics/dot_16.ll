; ModuleID = '/work/main/tests/intrinsics/dot_16.hlsl'
source_filename = "/work/main/tests/intrinsics/dot_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"AH\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"BH\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"AI\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"BI\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"AU\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"BU\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %11 = load <4 x half>, ptr %10, align 8, !tbaa !9
  %12 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %13 = load <4 x half>, ptr %12, align 8, !tbaa !9
  %14 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> %11, <4 x half> %13)
  %15 = shufflevector <4 x half> %11, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = shufflevector <4 x half> %13, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %17 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> %15, <3 x half> %16)
  %18 = shufflevector <4 x half> %11, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %19 = shufflevector <4 x half> %13, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %20 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> %18, <2 x half> %19)
  %21 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %13, %11
  %22 = insertelement <4 x half> poison, half %14, i64 0
  %23 = insertelement <4 x half> %22, half %17, i64 1
  %24 = insertelement <4 x half> %23, half %20, i64 2
  %25 = shufflevector <4 x half> %24, <4 x half> %21, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 0)
  store <4 x half> %25, ptr %26, align 8, !tbaa !9
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %28 = load <4 x half>, ptr %27, align 8, !tbaa !9
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %30 = load <4 x half>, ptr %29, align 8, !tbaa !9
  %31 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> %28, <4 x half> %30)
  %32 = shufflevector <4 x half> %28, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = shufflevector <4 x half> %30, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %34 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> %32, <3 x half> %33)
  %35 = shufflevector <4 x half> %28, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %36 = shufflevector <4 x half> %30, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %37 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> %35, <2 x half> %36)
  %38 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %30, %28
  %39 = insertelement <4 x half> poison, half %31, i64 0
  %40 = insertelement <4 x half> %39, half %34, i64 1
  %41 = insertelement <4 x half> %40, half %37, i64 2
  %42 = shufflevector <4 x half> %41, <4 x half> %38, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %43 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 1)
  store <4 x half> %42, ptr %43, align 8, !tbaa !9
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %45 = load <4 x half>, ptr %44, align 8, !tbaa !9
  %46 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %47 = load <4 x half>, ptr %46, align 8, !tbaa !9
  %48 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> %45, <4 x half> %47)
  %49 = shufflevector <4 x half> %45, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %50 = shufflevector <4 x half> %47, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %51 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> %49, <3 x half> %50)
  %52 = shufflevector <4 x half> %45, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %53 = shufflevector <4 x half> %47, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %54 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> %52, <2 x half> %53)
  %55 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %47, %45
  %56 = insertelement <4 x half> poison, half %48, i64 0
  %57 = insertelement <4 x half> %56, half %51, i64 1
  %58 = insertelement <4 x half> %57, half %54, i64 2
  %59 = shufflevector <4 x half> %58, <4 x half> %55, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %60 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 2)
  store <4 x half> %59, ptr %60, align 8, !tbaa !9
  %61 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %62 = load <4 x half>, ptr %61, align 8, !tbaa !9
  %63 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %64 = load <4 x half>, ptr %63, align 8, !tbaa !9
  %65 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> %62, <4 x half> %64)
  %66 = shufflevector <4 x half> %62, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = shufflevector <4 x half> %64, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> %66, <3 x half> %67)
  %69 = shufflevector <4 x half> %62, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %70 = shufflevector <4 x half> %64, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %71 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> %69, <2 x half> %70)
  %72 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %64, %62
  %73 = insertelement <4 x half> poison, half %65, i64 0
  %74 = insertelement <4 x half> %73, half %68, i64 1
  %75 = insertelement <4 x half> %74, half %71, i64 2
  %76 = shufflevector <4 x half> %75, <4 x half> %72, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %77 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %3, i32 3)
  store <4 x half> %76, ptr %77, align 8, !tbaa !9
  %78 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 0)
  %79 = load <4 x i16>, ptr %78, align 8, !tbaa !9
  %80 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 0)
  %81 = load <4 x i16>, ptr %80, align 8, !tbaa !9
  %82 = tail call i16 @llvm.dx.sdot.v4i16(<4 x i16> %79, <4 x i16> %81)
  %83 = shufflevector <4 x i16> %79, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %84 = shufflevector <4 x i16> %81, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %85 = tail call i16 @llvm.dx.sdot.v3i16(<3 x i16> %83, <3 x i16> %84)
  %86 = shufflevector <4 x i16> %79, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %87 = shufflevector <4 x i16> %81, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %88 = tail call i16 @llvm.dx.sdot.v2i16(<2 x i16> %86, <2 x i16> %87)
  %89 = mul <4 x i16> %81, %79
  %90 = insertelement <4 x i16> poison, i16 %82, i64 0
  %91 = insertelement <4 x i16> %90, i16 %85, i64 1
  %92 = insertelement <4 x i16> %91, i16 %88, i64 2
  %93 = shufflevector <4 x i16> %92, <4 x i16> %89, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %94 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 0)
  store <4 x i16> %93, ptr %94, align 8, !tbaa !9
  %95 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 1)
  %96 = load <4 x i16>, ptr %95, align 8, !tbaa !9
  %97 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 1)
  %98 = load <4 x i16>, ptr %97, align 8, !tbaa !9
  %99 = tail call i16 @llvm.dx.sdot.v4i16(<4 x i16> %96, <4 x i16> %98)
  %100 = shufflevector <4 x i16> %96, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = shufflevector <4 x i16> %98, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %102 = tail call i16 @llvm.dx.sdot.v3i16(<3 x i16> %100, <3 x i16> %101)
  %103 = shufflevector <4 x i16> %96, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %104 = shufflevector <4 x i16> %98, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %105 = tail call i16 @llvm.dx.sdot.v2i16(<2 x i16> %103, <2 x i16> %104)
  %106 = mul <4 x i16> %98, %96
  %107 = insertelement <4 x i16> poison, i16 %99, i64 0
  %108 = insertelement <4 x i16> %107, i16 %102, i64 1
  %109 = insertelement <4 x i16> %108, i16 %105, i64 2
  %110 = shufflevector <4 x i16> %109, <4 x i16> %106, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %111 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 1)
  store <4 x i16> %110, ptr %111, align 8, !tbaa !9
  %112 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 2)
  %113 = load <4 x i16>, ptr %112, align 8, !tbaa !9
  %114 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 2)
  %115 = load <4 x i16>, ptr %114, align 8, !tbaa !9
  %116 = tail call i16 @llvm.dx.sdot.v4i16(<4 x i16> %113, <4 x i16> %115)
  %117 = shufflevector <4 x i16> %113, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %118 = shufflevector <4 x i16> %115, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %119 = tail call i16 @llvm.dx.sdot.v3i16(<3 x i16> %117, <3 x i16> %118)
  %120 = shufflevector <4 x i16> %113, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %121 = shufflevector <4 x i16> %115, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %122 = tail call i16 @llvm.dx.sdot.v2i16(<2 x i16> %120, <2 x i16> %121)
  %123 = mul <4 x i16> %115, %113
  %124 = insertelement <4 x i16> poison, i16 %116, i64 0
  %125 = insertelement <4 x i16> %124, i16 %119, i64 1
  %126 = insertelement <4 x i16> %125, i16 %122, i64 2
  %127 = shufflevector <4 x i16> %126, <4 x i16> %123, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %128 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 2)
  store <4 x i16> %127, ptr %128, align 8, !tbaa !9
  %129 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %4, i32 3)
  %130 = load <4 x i16>, ptr %129, align 8, !tbaa !9
  %131 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 3)
  %132 = load <4 x i16>, ptr %131, align 8, !tbaa !9
  %133 = tail call i16 @llvm.dx.sdot.v4i16(<4 x i16> %130, <4 x i16> %132)
  %134 = shufflevector <4 x i16> %130, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %135 = shufflevector <4 x i16> %132, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %136 = tail call i16 @llvm.dx.sdot.v3i16(<3 x i16> %134, <3 x i16> %135)
  %137 = shufflevector <4 x i16> %130, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %138 = shufflevector <4 x i16> %132, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %139 = tail call i16 @llvm.dx.sdot.v2i16(<2 x i16> %137, <2 x i16> %138)
  %140 = mul <4 x i16> %132, %130
  %141 = insertelement <4 x i16> poison, i16 %133, i64 0
  %142 = insertelement <4 x i16> %141, i16 %136, i64 1
  %143 = insertelement <4 x i16> %142, i16 %139, i64 2
  %144 = shufflevector <4 x i16> %143, <4 x i16> %140, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %145 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %6, i32 3)
  store <4 x i16> %144, ptr %145, align 8, !tbaa !9
  %146 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 0)
  %147 = load <4 x i16>, ptr %146, align 8, !tbaa !9
  %148 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 0)
  %149 = load <4 x i16>, ptr %148, align 8, !tbaa !9
  %150 = tail call i16 @llvm.dx.udot.v4i16(<4 x i16> %147, <4 x i16> %149)
  %151 = shufflevector <4 x i16> %147, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %152 = shufflevector <4 x i16> %149, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %153 = tail call i16 @llvm.dx.udot.v3i16(<3 x i16> %151, <3 x i16> %152)
  %154 = shufflevector <4 x i16> %147, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %155 = shufflevector <4 x i16> %149, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %156 = tail call i16 @llvm.dx.udot.v2i16(<2 x i16> %154, <2 x i16> %155)
  %157 = mul <4 x i16> %149, %147
  %158 = insertelement <4 x i16> poison, i16 %150, i64 0
  %159 = insertelement <4 x i16> %158, i16 %153, i64 1
  %160 = insertelement <4 x i16> %159, i16 %156, i64 2
  %161 = shufflevector <4 x i16> %160, <4 x i16> %157, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %162 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 0)
  store <4 x i16> %161, ptr %162, align 8, !tbaa !9
  %163 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 1)
  %164 = load <4 x i16>, ptr %163, align 8, !tbaa !9
  %165 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 1)
  %166 = load <4 x i16>, ptr %165, align 8, !tbaa !9
  %167 = tail call i16 @llvm.dx.udot.v4i16(<4 x i16> %164, <4 x i16> %166)
  %168 = shufflevector <4 x i16> %164, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %169 = shufflevector <4 x i16> %166, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %170 = tail call i16 @llvm.dx.udot.v3i16(<3 x i16> %168, <3 x i16> %169)
  %171 = shufflevector <4 x i16> %164, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %172 = shufflevector <4 x i16> %166, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %173 = tail call i16 @llvm.dx.udot.v2i16(<2 x i16> %171, <2 x i16> %172)
  %174 = mul <4 x i16> %166, %164
  %175 = insertelement <4 x i16> poison, i16 %167, i64 0
  %176 = insertelement <4 x i16> %175, i16 %170, i64 1
  %177 = insertelement <4 x i16> %176, i16 %173, i64 2
  %178 = shufflevector <4 x i16> %177, <4 x i16> %174, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %179 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 1)
  store <4 x i16> %178, ptr %179, align 8, !tbaa !9
  %180 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 2)
  %181 = load <4 x i16>, ptr %180, align 8, !tbaa !9
  %182 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 2)
  %183 = load <4 x i16>, ptr %182, align 8, !tbaa !9
  %184 = tail call i16 @llvm.dx.udot.v4i16(<4 x i16> %181, <4 x i16> %183)
  %185 = shufflevector <4 x i16> %181, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %186 = shufflevector <4 x i16> %183, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %187 = tail call i16 @llvm.dx.udot.v3i16(<3 x i16> %185, <3 x i16> %186)
  %188 = shufflevector <4 x i16> %181, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %189 = shufflevector <4 x i16> %183, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %190 = tail call i16 @llvm.dx.udot.v2i16(<2 x i16> %188, <2 x i16> %189)
  %191 = mul <4 x i16> %183, %181
  %192 = insertelement <4 x i16> poison, i16 %184, i64 0
  %193 = insertelement <4 x i16> %192, i16 %187, i64 1
  %194 = insertelement <4 x i16> %193, i16 %190, i64 2
  %195 = shufflevector <4 x i16> %194, <4 x i16> %191, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %196 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 2)
  store <4 x i16> %195, ptr %196, align 8, !tbaa !9
  %197 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 3)
  %198 = load <4 x i16>, ptr %197, align 8, !tbaa !9
  %199 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %8, i32 3)
  %200 = load <4 x i16>, ptr %199, align 8, !tbaa !9
  %201 = tail call i16 @llvm.dx.udot.v4i16(<4 x i16> %198, <4 x i16> %200)
  %202 = shufflevector <4 x i16> %198, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %203 = shufflevector <4 x i16> %200, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %204 = tail call i16 @llvm.dx.udot.v3i16(<3 x i16> %202, <3 x i16> %203)
  %205 = shufflevector <4 x i16> %198, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %206 = shufflevector <4 x i16> %200, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %207 = tail call i16 @llvm.dx.udot.v2i16(<2 x i16> %205, <2 x i16> %206)
  %208 = mul <4 x i16> %200, %198
  %209 = insertelement <4 x i16> poison, i16 %201, i64 0
  %210 = insertelement <4 x i16> %209, i16 %204, i64 1
  %211 = insertelement <4 x i16> %210, i16 %207, i64 2
  %212 = shufflevector <4 x i16> %211, <4 x i16> %208, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %213 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %9, i32 3)
  store <4 x i16> %212, ptr %213, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v4f16(<4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v3f16(<3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v2f16(<2 x half>, <2 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.sdot.v4i16(<4 x i16>, <4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.sdot.v3i16(<3 x i16>, <3 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.sdot.v2i16(<2 x i16>, <2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.udot.v4i16(<4 x i16>, <4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.udot.v3i16(<3 x i16>, <3 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.udot.v2i16(<2 x i16>, <2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
