; ModuleID = '/work/main/tests/intrinsics/clamp_16.hlsl'
source_filename = "/work/main/tests/intrinsics/clamp_16.hlsl"
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
  %19 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.nclamp.v4f16(<4 x half> %14, <4 x half> %16, <4 x half> %18)
  %20 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 0)
  store <4 x half> %19, ptr %20, align 8, !tbaa !9
  %21 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %22 = load <4 x half>, ptr %21, align 8
  %23 = shufflevector <4 x half> %22, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %25 = load <4 x half>, ptr %24, align 8
  %26 = shufflevector <4 x half> %25, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 1)
  %28 = load <4 x half>, ptr %27, align 8
  %29 = shufflevector <4 x half> %28, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %30 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.nclamp.v3f16(<3 x half> %23, <3 x half> %26, <3 x half> %29)
  %31 = extractelement <4 x half> %22, i64 3
  %32 = extractelement <4 x half> %25, i64 3
  %33 = extractelement <4 x half> %28, i64 3
  %34 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.nclamp.f16(half %31, half %32, half %33)
  %35 = shufflevector <3 x half> %30, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %36 = insertelement <4 x half> %35, half %34, i64 3
  %37 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 1)
  store <4 x half> %36, ptr %37, align 8, !tbaa !9
  %38 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %39 = load <4 x half>, ptr %38, align 8
  %40 = shufflevector <4 x half> %39, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %41 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %42 = load <4 x half>, ptr %41, align 8
  %43 = shufflevector <4 x half> %42, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %44 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 2)
  %45 = load <4 x half>, ptr %44, align 8
  %46 = shufflevector <4 x half> %45, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %47 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.nclamp.v2f16(<2 x half> %40, <2 x half> %43, <2 x half> %46)
  %48 = shufflevector <4 x half> %39, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %49 = shufflevector <4 x half> %42, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %50 = shufflevector <4 x half> %45, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %51 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.nclamp.v2f16(<2 x half> %48, <2 x half> %49, <2 x half> %50)
  %52 = shufflevector <2 x half> %47, <2 x half> %51, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 2)
  store <4 x half> %52, ptr %53, align 8, !tbaa !9
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %55 = load half, ptr %54, align 8
  %56 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %57 = load half, ptr %56, align 8
  %58 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %3, i32 3)
  %59 = load half, ptr %58, align 8
  %60 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.nclamp.f16(half %55, half %57, half %59)
  %61 = getelementptr inbounds nuw i8, ptr %54, i32 2
  %62 = load half, ptr %61, align 2
  %63 = getelementptr inbounds nuw i8, ptr %56, i32 2
  %64 = load half, ptr %63, align 2
  %65 = getelementptr inbounds nuw i8, ptr %58, i32 2
  %66 = load half, ptr %65, align 2
  %67 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.nclamp.f16(half %62, half %64, half %66)
  %68 = getelementptr inbounds nuw i8, ptr %54, i32 4
  %69 = load half, ptr %68, align 4
  %70 = getelementptr inbounds nuw i8, ptr %56, i32 4
  %71 = load half, ptr %70, align 4
  %72 = getelementptr inbounds nuw i8, ptr %58, i32 4
  %73 = load half, ptr %72, align 4
  %74 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.nclamp.f16(half %69, half %71, half %73)
  %75 = getelementptr inbounds nuw i8, ptr %54, i32 6
  %76 = load half, ptr %75, align 2
  %77 = getelementptr inbounds nuw i8, ptr %56, i32 6
  %78 = load half, ptr %77, align 2
  %79 = getelementptr inbounds nuw i8, ptr %58, i32 6
  %80 = load half, ptr %79, align 2
  %81 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.nclamp.f16(half %76, half %78, half %80)
  %82 = insertelement <4 x half> poison, half %60, i64 0
  %83 = insertelement <4 x half> %82, half %67, i64 1
  %84 = insertelement <4 x half> %83, half %74, i64 2
  %85 = insertelement <4 x half> %84, half %81, i64 3
  %86 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 3)
  store <4 x half> %85, ptr %86, align 8, !tbaa !9
  %87 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 0)
  %88 = load <4 x i16>, ptr %87, align 8, !tbaa !9
  %89 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 0)
  %90 = load <4 x i16>, ptr %89, align 8, !tbaa !9
  %91 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 0)
  %92 = load <4 x i16>, ptr %91, align 8, !tbaa !9
  %93 = tail call <4 x i16> @llvm.dx.sclamp.v4i16(<4 x i16> %88, <4 x i16> %90, <4 x i16> %92)
  %94 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 0)
  store <4 x i16> %93, ptr %94, align 8, !tbaa !9
  %95 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 1)
  %96 = load <4 x i16>, ptr %95, align 8
  %97 = shufflevector <4 x i16> %96, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 1)
  %99 = load <4 x i16>, ptr %98, align 8
  %100 = shufflevector <4 x i16> %99, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 1)
  %102 = load <4 x i16>, ptr %101, align 8
  %103 = shufflevector <4 x i16> %102, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = tail call <3 x i16> @llvm.dx.sclamp.v3i16(<3 x i16> %97, <3 x i16> %100, <3 x i16> %103)
  %105 = extractelement <4 x i16> %96, i64 3
  %106 = extractelement <4 x i16> %99, i64 3
  %107 = extractelement <4 x i16> %102, i64 3
  %108 = tail call i16 @llvm.dx.sclamp.i16(i16 %105, i16 %106, i16 %107)
  %109 = shufflevector <3 x i16> %104, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %110 = insertelement <4 x i16> %109, i16 %108, i64 3
  %111 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 1)
  store <4 x i16> %110, ptr %111, align 8, !tbaa !9
  %112 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 2)
  %113 = load <4 x i16>, ptr %112, align 8
  %114 = shufflevector <4 x i16> %113, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %115 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 2)
  %116 = load <4 x i16>, ptr %115, align 8
  %117 = shufflevector <4 x i16> %116, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %118 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 2)
  %119 = load <4 x i16>, ptr %118, align 8
  %120 = shufflevector <4 x i16> %119, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %121 = tail call <2 x i16> @llvm.dx.sclamp.v2i16(<2 x i16> %114, <2 x i16> %117, <2 x i16> %120)
  %122 = shufflevector <4 x i16> %113, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %123 = shufflevector <4 x i16> %116, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %124 = shufflevector <4 x i16> %119, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %125 = tail call <2 x i16> @llvm.dx.sclamp.v2i16(<2 x i16> %122, <2 x i16> %123, <2 x i16> %124)
  %126 = shufflevector <2 x i16> %121, <2 x i16> %125, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %127 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 2)
  store <4 x i16> %126, ptr %127, align 8, !tbaa !9
  %128 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %5, i32 3)
  %129 = load i16, ptr %128, align 8
  %130 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %6, i32 3)
  %131 = load i16, ptr %130, align 8
  %132 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %7, i32 3)
  %133 = load i16, ptr %132, align 8
  %134 = tail call i16 @llvm.dx.sclamp.i16(i16 %129, i16 %131, i16 %133)
  %135 = getelementptr inbounds nuw i8, ptr %128, i32 2
  %136 = load i16, ptr %135, align 2
  %137 = getelementptr inbounds nuw i8, ptr %130, i32 2
  %138 = load i16, ptr %137, align 2
  %139 = getelementptr inbounds nuw i8, ptr %132, i32 2
  %140 = load i16, ptr %139, align 2
  %141 = tail call i16 @llvm.dx.sclamp.i16(i16 %136, i16 %138, i16 %140)
  %142 = getelementptr inbounds nuw i8, ptr %128, i32 4
  %143 = load i16, ptr %142, align 4
  %144 = getelementptr inbounds nuw i8, ptr %130, i32 4
  %145 = load i16, ptr %144, align 4
  %146 = getelementptr inbounds nuw i8, ptr %132, i32 4
  %147 = load i16, ptr %146, align 4
  %148 = tail call i16 @llvm.dx.sclamp.i16(i16 %143, i16 %145, i16 %147)
  %149 = getelementptr inbounds nuw i8, ptr %128, i32 6
  %150 = load i16, ptr %149, align 2
  %151 = getelementptr inbounds nuw i8, ptr %130, i32 6
  %152 = load i16, ptr %151, align 2
  %153 = getelementptr inbounds nuw i8, ptr %132, i32 6
  %154 = load i16, ptr %153, align 2
  %155 = tail call i16 @llvm.dx.sclamp.i16(i16 %150, i16 %152, i16 %154)
  %156 = insertelement <4 x i16> poison, i16 %134, i64 0
  %157 = insertelement <4 x i16> %156, i16 %141, i64 1
  %158 = insertelement <4 x i16> %157, i16 %148, i64 2
  %159 = insertelement <4 x i16> %158, i16 %155, i64 3
  %160 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %8, i32 3)
  store <4 x i16> %159, ptr %160, align 8, !tbaa !9
  %161 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 0)
  %162 = load <4 x i16>, ptr %161, align 8, !tbaa !9
  %163 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 0)
  %164 = load <4 x i16>, ptr %163, align 8, !tbaa !9
  %165 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 0)
  %166 = load <4 x i16>, ptr %165, align 8, !tbaa !9
  %167 = tail call <4 x i16> @llvm.dx.uclamp.v4i16(<4 x i16> %162, <4 x i16> %164, <4 x i16> %166)
  %168 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 0)
  store <4 x i16> %167, ptr %168, align 8, !tbaa !9
  %169 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 1)
  %170 = load <4 x i16>, ptr %169, align 8
  %171 = shufflevector <4 x i16> %170, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %172 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 1)
  %173 = load <4 x i16>, ptr %172, align 8
  %174 = shufflevector <4 x i16> %173, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %175 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 1)
  %176 = load <4 x i16>, ptr %175, align 8
  %177 = shufflevector <4 x i16> %176, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %178 = tail call <3 x i16> @llvm.dx.uclamp.v3i16(<3 x i16> %171, <3 x i16> %174, <3 x i16> %177)
  %179 = extractelement <4 x i16> %170, i64 3
  %180 = extractelement <4 x i16> %173, i64 3
  %181 = extractelement <4 x i16> %176, i64 3
  %182 = tail call i16 @llvm.dx.uclamp.i16(i16 %179, i16 %180, i16 %181)
  %183 = shufflevector <3 x i16> %178, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %184 = insertelement <4 x i16> %183, i16 %182, i64 3
  %185 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 1)
  store <4 x i16> %184, ptr %185, align 8, !tbaa !9
  %186 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 2)
  %187 = load <4 x i16>, ptr %186, align 8
  %188 = shufflevector <4 x i16> %187, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %189 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 2)
  %190 = load <4 x i16>, ptr %189, align 8
  %191 = shufflevector <4 x i16> %190, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %192 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 2)
  %193 = load <4 x i16>, ptr %192, align 8
  %194 = shufflevector <4 x i16> %193, <4 x i16> poison, <2 x i32> <i32 0, i32 1>
  %195 = tail call <2 x i16> @llvm.dx.uclamp.v2i16(<2 x i16> %188, <2 x i16> %191, <2 x i16> %194)
  %196 = shufflevector <4 x i16> %187, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %197 = shufflevector <4 x i16> %190, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %198 = shufflevector <4 x i16> %193, <4 x i16> poison, <2 x i32> <i32 2, i32 3>
  %199 = tail call <2 x i16> @llvm.dx.uclamp.v2i16(<2 x i16> %196, <2 x i16> %197, <2 x i16> %198)
  %200 = shufflevector <2 x i16> %195, <2 x i16> %199, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %201 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 2)
  store <4 x i16> %200, ptr %201, align 8, !tbaa !9
  %202 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %9, i32 3)
  %203 = load i16, ptr %202, align 8
  %204 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %10, i32 3)
  %205 = load i16, ptr %204, align 8
  %206 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_0_0t(target("dx.RawBuffer", <4 x i16>, 0, 0) %11, i32 3)
  %207 = load i16, ptr %206, align 8
  %208 = tail call i16 @llvm.dx.uclamp.i16(i16 %203, i16 %205, i16 %207)
  %209 = getelementptr inbounds nuw i8, ptr %202, i32 2
  %210 = load i16, ptr %209, align 2
  %211 = getelementptr inbounds nuw i8, ptr %204, i32 2
  %212 = load i16, ptr %211, align 2
  %213 = getelementptr inbounds nuw i8, ptr %206, i32 2
  %214 = load i16, ptr %213, align 2
  %215 = tail call i16 @llvm.dx.uclamp.i16(i16 %210, i16 %212, i16 %214)
  %216 = getelementptr inbounds nuw i8, ptr %202, i32 4
  %217 = load i16, ptr %216, align 4
  %218 = getelementptr inbounds nuw i8, ptr %204, i32 4
  %219 = load i16, ptr %218, align 4
  %220 = getelementptr inbounds nuw i8, ptr %206, i32 4
  %221 = load i16, ptr %220, align 4
  %222 = tail call i16 @llvm.dx.uclamp.i16(i16 %217, i16 %219, i16 %221)
  %223 = getelementptr inbounds nuw i8, ptr %202, i32 6
  %224 = load i16, ptr %223, align 2
  %225 = getelementptr inbounds nuw i8, ptr %204, i32 6
  %226 = load i16, ptr %225, align 2
  %227 = getelementptr inbounds nuw i8, ptr %206, i32 6
  %228 = load i16, ptr %227, align 2
  %229 = tail call i16 @llvm.dx.uclamp.i16(i16 %224, i16 %226, i16 %228)
  %230 = insertelement <4 x i16> poison, i16 %208, i64 0
  %231 = insertelement <4 x i16> %230, i16 %215, i64 1
  %232 = insertelement <4 x i16> %231, i16 %222, i64 2
  %233 = insertelement <4 x i16> %232, i16 %229, i64 3
  %234 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i16_1_0t(target("dx.RawBuffer", <4 x i16>, 1, 0) %12, i32 3)
  store <4 x i16> %233, ptr %234, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x half> @llvm.dx.nclamp.v4f16(<4 x half>, <4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.nclamp.v3f16(<3 x half>, <3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.nclamp.f16(half, half, half) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.nclamp.v2f16(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.dx.sclamp.v4i16(<4 x i16>, <4 x i16>, <4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i16> @llvm.dx.sclamp.v3i16(<3 x i16>, <3 x i16>, <3 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.sclamp.i16(i16, i16, i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i16> @llvm.dx.sclamp.v2i16(<2 x i16>, <2 x i16>, <2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i16> @llvm.dx.uclamp.v4i16(<4 x i16>, <4 x i16>, <4 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i16> @llvm.dx.uclamp.v3i16(<3 x i16>, <3 x i16>, <3 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.dx.uclamp.i16(i16, i16, i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i16> @llvm.dx.uclamp.v2i16(<2 x i16>, <2 x i16>, <2 x i16>) #1

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
