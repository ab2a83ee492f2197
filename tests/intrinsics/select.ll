; ModuleID = '/work/main/tests/intrinsics/select.hlsl'
source_filename = "/work/main/tests/intrinsics/select.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [5 x i8] c"Cond\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"AF\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"BF\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"AI\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"BI\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"AU\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"BU\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"OutB\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.10)
  %7 = tail call target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull @.str.12)
  %8 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.14)
  %9 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.16)
  %10 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.18)
  %11 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.20)
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 0)
  %13 = load <4 x i32>, ptr %12, align 16, !tbaa !8
  %14 = trunc <4 x i32> %13 to <4 x i1>
  %15 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 0)
  %16 = load <4 x float>, ptr %15, align 16, !tbaa !8
  %17 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 0)
  %18 = load <4 x float>, ptr %17, align 16, !tbaa !8
  %19 = select reassoc nnan ninf nsz arcp afn <4 x i1> %14, <4 x float> %16, <4 x float> %18
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %8, i32 0)
  store <4 x float> %19, ptr %20, align 16, !tbaa !8
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 0)
  %22 = load <4 x i32>, ptr %21, align 16
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 0)
  %24 = load <4 x i32>, ptr %23, align 16
  %25 = bitcast <4 x i32> %13 to <128 x i1>
  %26 = extractelement <128 x i1> %25, i64 96
  %27 = extractelement <4 x i32> %22, i64 3
  %28 = extractelement <4 x i32> %24, i64 3
  %29 = select i1 %26, i32 %27, i32 %28
  %30 = trunc <4 x i32> %13 to <4 x i1>
  %31 = select <4 x i1> %30, <4 x i32> %22, <4 x i32> %24
  %32 = insertelement <4 x i32> %31, i32 %29, i64 3
  %33 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 0)
  store <4 x i32> %32, ptr %33, align 16, !tbaa !8
  %34 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 0)
  %35 = load <4 x i32>, ptr %34, align 16
  %36 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 0)
  %37 = load <4 x i32>, ptr %36, align 16
  %38 = trunc <4 x i32> %13 to <4 x i1>
  %39 = select <4 x i1> %38, <4 x i32> %35, <4 x i32> %37
  %40 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %10, i32 0)
  store <4 x i32> %39, ptr %40, align 16, !tbaa !8
  %41 = load <4 x float>, ptr %15, align 16, !tbaa !8
  %42 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %41, zeroinitializer
  %43 = load <4 x float>, ptr %17, align 16, !tbaa !8
  %44 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %43, zeroinitializer
  %45 = select <4 x i1> %14, <4 x i1> %42, <4 x i1> %44
  %46 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %11, i32 0)
  %47 = zext <4 x i1> %45 to <4 x i32>
  store <4 x i32> %47, ptr %46, align 16, !tbaa !8
  %48 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 1)
  %49 = load <4 x i32>, ptr %48, align 16, !tbaa !8
  %50 = trunc <4 x i32> %49 to <4 x i1>
  %51 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 1)
  %52 = load <4 x float>, ptr %51, align 16, !tbaa !8
  %53 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 1)
  %54 = load <4 x float>, ptr %53, align 16, !tbaa !8
  %55 = select reassoc nnan ninf nsz arcp afn <4 x i1> %50, <4 x float> %52, <4 x float> %54
  %56 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %8, i32 1)
  store <4 x float> %55, ptr %56, align 16, !tbaa !8
  %57 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 1)
  %58 = load <4 x i32>, ptr %57, align 16
  %59 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 1)
  %60 = load <4 x i32>, ptr %59, align 16
  %61 = bitcast <4 x i32> %49 to <128 x i1>
  %62 = extractelement <128 x i1> %61, i64 96
  %63 = extractelement <4 x i32> %58, i64 3
  %64 = extractelement <4 x i32> %60, i64 3
  %65 = select i1 %62, i32 %63, i32 %64
  %66 = trunc <4 x i32> %49 to <4 x i1>
  %67 = select <4 x i1> %66, <4 x i32> %58, <4 x i32> %60
  %68 = insertelement <4 x i32> %67, i32 %65, i64 3
  %69 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 1)
  store <4 x i32> %68, ptr %69, align 16, !tbaa !8
  %70 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 1)
  %71 = load <4 x i32>, ptr %70, align 16
  %72 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 1)
  %73 = load <4 x i32>, ptr %72, align 16
  %74 = trunc <4 x i32> %49 to <4 x i1>
  %75 = select <4 x i1> %74, <4 x i32> %71, <4 x i32> %73
  %76 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %10, i32 1)
  store <4 x i32> %75, ptr %76, align 16, !tbaa !8
  %77 = load <4 x float>, ptr %51, align 16, !tbaa !8
  %78 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %77, zeroinitializer
  %79 = load <4 x float>, ptr %53, align 16, !tbaa !8
  %80 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %79, zeroinitializer
  %81 = select <4 x i1> %50, <4 x i1> %78, <4 x i1> %80
  %82 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %11, i32 1)
  %83 = zext <4 x i1> %81 to <4 x i32>
  store <4 x i32> %83, ptr %82, align 16, !tbaa !8
  %84 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 2)
  %85 = load <4 x i32>, ptr %84, align 16, !tbaa !8
  %86 = trunc <4 x i32> %85 to <4 x i1>
  %87 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 2)
  %88 = load <4 x float>, ptr %87, align 16, !tbaa !8
  %89 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 2)
  %90 = load <4 x float>, ptr %89, align 16, !tbaa !8
  %91 = select reassoc nnan ninf nsz arcp afn <4 x i1> %86, <4 x float> %88, <4 x float> %90
  %92 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %8, i32 2)
  store <4 x float> %91, ptr %92, align 16, !tbaa !8
  %93 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 2)
  %94 = load <4 x i32>, ptr %93, align 16
  %95 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 2)
  %96 = load <4 x i32>, ptr %95, align 16
  %97 = bitcast <4 x i32> %85 to <128 x i1>
  %98 = extractelement <128 x i1> %97, i64 96
  %99 = extractelement <4 x i32> %94, i64 3
  %100 = extractelement <4 x i32> %96, i64 3
  %101 = select i1 %98, i32 %99, i32 %100
  %102 = trunc <4 x i32> %85 to <4 x i1>
  %103 = select <4 x i1> %102, <4 x i32> %94, <4 x i32> %96
  %104 = insertelement <4 x i32> %103, i32 %101, i64 3
  %105 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 2)
  store <4 x i32> %104, ptr %105, align 16, !tbaa !8
  %106 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 2)
  %107 = load <4 x i32>, ptr %106, align 16
  %108 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 2)
  %109 = load <4 x i32>, ptr %108, align 16
  %110 = trunc <4 x i32> %85 to <4 x i1>
  %111 = select <4 x i1> %110, <4 x i32> %107, <4 x i32> %109
  %112 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %10, i32 2)
  store <4 x i32> %111, ptr %112, align 16, !tbaa !8
  %113 = load <4 x float>, ptr %87, align 16, !tbaa !8
  %114 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %113, zeroinitializer
  %115 = load <4 x float>, ptr %89, align 16, !tbaa !8
  %116 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %115, zeroinitializer
  %117 = select <4 x i1> %86, <4 x i1> %114, <4 x i1> %116
  %118 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %11, i32 2)
  %119 = zext <4 x i1> %117 to <4 x i32>
  store <4 x i32> %119, ptr %118, align 16, !tbaa !8
  %120 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %1, i32 3)
  %121 = load <4 x i32>, ptr %120, align 16, !tbaa !8
  %122 = trunc <4 x i32> %121 to <4 x i1>
  %123 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %2, i32 3)
  %124 = load <4 x float>, ptr %123, align 16, !tbaa !8
  %125 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %3, i32 3)
  %126 = load <4 x float>, ptr %125, align 16, !tbaa !8
  %127 = select reassoc nnan ninf nsz arcp afn <4 x i1> %122, <4 x float> %124, <4 x float> %126
  %128 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %8, i32 3)
  store <4 x float> %127, ptr %128, align 16, !tbaa !8
  %129 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %4, i32 3)
  %130 = load <4 x i32>, ptr %129, align 16
  %131 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %5, i32 3)
  %132 = load <4 x i32>, ptr %131, align 16
  %133 = bitcast <4 x i32> %121 to <128 x i1>
  %134 = extractelement <128 x i1> %133, i64 96
  %135 = extractelement <4 x i32> %130, i64 3
  %136 = extractelement <4 x i32> %132, i64 3
  %137 = select i1 %134, i32 %135, i32 %136
  %138 = trunc <4 x i32> %121 to <4 x i1>
  %139 = select <4 x i1> %138, <4 x i32> %130, <4 x i32> %132
  %140 = insertelement <4 x i32> %139, i32 %137, i64 3
  %141 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 3)
  store <4 x i32> %140, ptr %141, align 16, !tbaa !8
  %142 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %6, i32 3)
  %143 = load <4 x i32>, ptr %142, align 16
  %144 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0) %7, i32 3)
  %145 = load <4 x i32>, ptr %144, align 16
  %146 = trunc <4 x i32> %121 to <4 x i1>
  %147 = select <4 x i1> %146, <4 x i32> %143, <4 x i32> %145
  %148 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %10, i32 3)
  store <4 x i32> %147, ptr %148, align 16, !tbaa !8
  %149 = load <4 x float>, ptr %123, align 16, !tbaa !8
  %150 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %149, zeroinitializer
  %151 = load <4 x float>, ptr %125, align 16, !tbaa !8
  %152 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %151, zeroinitializer
  %153 = select <4 x i1> %122, <4 x i1> %150, <4 x i1> %152
  %154 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %11, i32 3)
  %155 = zext <4 x i1> %153 to <4 x i32>
  store <4 x i32> %155, ptr %154, align 16, !tbaa !8
  %156 = load <1 x i1>, ptr %12, align 16
  %157 = load <4 x float>, ptr %15, align 16, !tbaa !8
  %158 = load <4 x float>, ptr %17, align 16, !tbaa !8
  %159 = shufflevector <1 x i1> %156, <1 x i1> poison, <4 x i32> zeroinitializer
  %160 = select reassoc nnan ninf nsz arcp afn <4 x i1> %159, <4 x float> %157, <4 x float> %158
  %161 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %8, i32 4)
  store <4 x float> %160, ptr %161, align 16, !tbaa !8
  %162 = load <4 x i32>, ptr %48, align 16, !tbaa !8
  %163 = trunc <4 x i32> %162 to <4 x i1>
  %164 = load <1 x float>, ptr %51, align 16
  %165 = load <4 x float>, ptr %53, align 16, !tbaa !8
  %166 = shufflevector <1 x float> %164, <1 x float> poison, <4 x i32> zeroinitializer
  %167 = select reassoc nnan ninf nsz arcp afn <4 x i1> %163, <4 x float> %166, <4 x float> %165
  %168 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %8, i32 5)
  store <4 x float> %167, ptr %168, align 16, !tbaa !8
  %169 = load <97 x i1>, ptr %84, align 16
  %170 = load <4 x i32>, ptr %93, align 16, !tbaa !8
  %171 = load <4 x i32>, ptr %95, align 16, !tbaa !8
  %172 = shufflevector <97 x i1> %169, <97 x i1> poison, <4 x i32> <i32 96, i32 96, i32 96, i32 96>
  %173 = select <4 x i1> %172, <4 x i32> %170, <4 x i32> %171
  %174 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 4)
  store <4 x i32> %173, ptr %174, align 16, !tbaa !8
  %175 = load <4 x i32>, ptr %84, align 16, !tbaa !8
  %176 = trunc <4 x i32> %175 to <4 x i1>
  %177 = load <4 x i32>, ptr %93, align 16, !tbaa !8
  %178 = load <2 x i32>, ptr %95, align 16
  %179 = shufflevector <2 x i32> %178, <2 x i32> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %180 = select <4 x i1> %176, <4 x i32> %177, <4 x i32> %179
  %181 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %9, i32 5)
  store <4 x i32> %180, ptr %181, align 16, !tbaa !8
  %182 = load <65 x i1>, ptr %120, align 16
  %183 = load <4 x i32>, ptr %142, align 16, !tbaa !8
  %184 = load <4 x i32>, ptr %144, align 16, !tbaa !8
  %185 = shufflevector <65 x i1> %182, <65 x i1> poison, <4 x i32> <i32 64, i32 64, i32 64, i32 64>
  %186 = select <4 x i1> %185, <4 x i32> %183, <4 x i32> %184
  %187 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %10, i32 4)
  store <4 x i32> %186, ptr %187, align 16, !tbaa !8
  %188 = load <4 x i32>, ptr %120, align 16, !tbaa !8
  %189 = trunc <4 x i32> %188 to <4 x i1>
  %190 = select <4 x i1> %189, <4 x i32> splat (i32 7), <4 x i32> splat (i32 9)
  %191 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %10, i32 5)
  store <4 x i32> %190, ptr %191, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_0_0t(target("dx.RawBuffer", <4 x i32>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #1

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
