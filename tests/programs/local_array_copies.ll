; ModuleID = 'local_array_copies.hlsl'
source_filename = "local_array_copies.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_Params = type <{ [8 x <4 x float>], %Table, [2 x <4 x float>], [3 x <4 x float>] }>
%Table = type <{ [8 x <4 x float>] }>
%struct.anon = type { [2 x <4 x float>], [3 x <4 x float>] }
%struct.Acc = type { [64 x <4 x float>] }
%struct.Row = type { [8 x float] }

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@Weights = external hidden local_unnamed_addr addrspace(2) global [8 x <4 x float>], align 16
@T = external hidden local_unnamed_addr addrspace(2) global %Table, align 1
@Wa = external hidden local_unnamed_addr addrspace(2) global [2 x <4 x float>], align 16
@Wb = external hidden local_unnamed_addr addrspace(2) global [3 x <4 x float>], align 16
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"Rows\00", align 1
@_ZL6Copied = internal unnamed_addr global [2 x <4 x float>] zeroinitializer, align 16
@_ZL6Table4 = internal unnamed_addr constant [2 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> <float 9.000000e+00, float 8.000000e+00, float 7.000000e+00, float 6.000000e+00>], align 16
@_ZL2ST = internal global %struct.anon zeroinitializer, align 16
@_ZL4Flat = internal unnamed_addr global [8 x float] zeroinitializer, align 4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define hidden noundef nofpclass(nan inf) <4 x float> @_Z4pickA8_Dv4_fj(ptr noundef readonly byval([8 x <4 x float>]) align 16 captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds nuw <4 x float>, ptr %0, i32 %1
  %4 = load <4 x float>, ptr %3, align 16, !tbaa !9
  ret <4 x float> %4
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #2 {
  %1 = alloca [8 x <4 x float>], align 16
  %2 = alloca [8 x <4 x float>], align 16
  %3 = alloca %struct.Acc, align 1
  %4 = alloca %struct.Acc, align 16
  %5 = alloca %struct.Acc, align 1
  %6 = alloca [64 x <4 x float>], align 16
  %7 = alloca [64 x <4 x float>], align 16
  %8 = alloca [8 x <4 x float>], align 16
  %9 = alloca %struct.Row, align 1
  %10 = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %10, ptr @Params.cb, align 4
  %11 = load <4 x float>, ptr addrspace(2) @Wa, align 16, !tbaa !9
  store <4 x float> %11, ptr @_ZL2ST, align 16, !tbaa !9
  %12 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Wa, i32 16), align 16, !tbaa !9
  store <4 x float> %12, ptr getelementptr inbounds nuw (i8, ptr @_ZL2ST, i32 16), align 16, !tbaa !9
  %13 = load <4 x float>, ptr addrspace(2) @Wb, align 16, !tbaa !9
  store <4 x float> %13, ptr getelementptr inbounds nuw (i8, ptr @_ZL2ST, i32 32), align 16, !tbaa !9
  %14 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Wb, i32 16), align 16, !tbaa !9
  store <4 x float> %14, ptr getelementptr inbounds nuw (i8, ptr @_ZL2ST, i32 48), align 16, !tbaa !9
  %15 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Wb, i32 32), align 16, !tbaa !9
  store <4 x float> %15, ptr getelementptr inbounds nuw (i8, ptr @_ZL2ST, i32 64), align 16, !tbaa !9
  %16 = tail call ptr @llvm.invariant.start.p0(i64 80, ptr nonnull @_ZL2ST)
  %17 = extractelement <4 x float> %11, i64 0
  store float %17, ptr @_ZL4Flat, align 4, !tbaa !10
  %18 = extractelement <4 x float> %11, i64 1
  store float %18, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 4), align 4, !tbaa !10
  %19 = extractelement <4 x float> %11, i64 2
  store float %19, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 8), align 4, !tbaa !10
  %20 = extractelement <4 x float> %11, i64 3
  store float %20, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 12), align 4, !tbaa !10
  %21 = extractelement <4 x float> %12, i64 0
  store float %21, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 16), align 4, !tbaa !10
  %22 = extractelement <4 x float> %12, i64 1
  store float %22, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 20), align 4, !tbaa !10
  %23 = extractelement <4 x float> %12, i64 2
  store float %23, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 24), align 4, !tbaa !10
  %24 = extractelement <4 x float> %12, i64 3
  store float %24, ptr getelementptr inbounds nuw (i8, ptr @_ZL4Flat, i32 28), align 4, !tbaa !10
  %25 = tail call i32 @llvm.dx.thread.id(i32 0)
  %26 = load <4 x float>, ptr addrspace(2) @Weights, align 16
  %27 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 16), align 16
  %28 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 32), align 16
  %29 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 48), align 16
  %30 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 64), align 16
  %31 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 80), align 16
  %32 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 96), align 16
  %33 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 112), align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %1)
  store <4 x float> %26, ptr %1, align 16
  %34 = getelementptr inbounds nuw i8, ptr %1, i32 16
  store <4 x float> %27, ptr %34, align 16
  %35 = getelementptr inbounds nuw i8, ptr %1, i32 32
  store <4 x float> %28, ptr %35, align 16
  %36 = getelementptr inbounds nuw i8, ptr %1, i32 48
  store <4 x float> %29, ptr %36, align 16
  %37 = getelementptr inbounds nuw i8, ptr %1, i32 64
  store <4 x float> %30, ptr %37, align 16
  %38 = getelementptr inbounds nuw i8, ptr %1, i32 80
  store <4 x float> %31, ptr %38, align 16
  %39 = getelementptr inbounds nuw i8, ptr %1, i32 96
  store <4 x float> %32, ptr %39, align 16
  %40 = getelementptr inbounds nuw i8, ptr %1, i32 112
  store <4 x float> %33, ptr %40, align 16
  %41 = getelementptr inbounds nuw <4 x float>, ptr %1, i32 %25
  %42 = load <4 x float>, ptr %41, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(ptr nonnull %1)
  %43 = load <4 x float>, ptr addrspace(2) @T, align 16
  %44 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 16), align 16
  %45 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 32), align 16
  %46 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 48), align 16
  %47 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 64), align 16
  %48 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 80), align 16
  %49 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 96), align 16
  %50 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 112), align 16
  %51 = sub i32 7, %25
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store <4 x float> %43, ptr %2, align 16
  %52 = getelementptr inbounds nuw i8, ptr %2, i32 16
  store <4 x float> %44, ptr %52, align 16
  %53 = getelementptr inbounds nuw i8, ptr %2, i32 32
  store <4 x float> %45, ptr %53, align 16
  %54 = getelementptr inbounds nuw i8, ptr %2, i32 48
  store <4 x float> %46, ptr %54, align 16
  %55 = getelementptr inbounds nuw i8, ptr %2, i32 64
  store <4 x float> %47, ptr %55, align 16
  %56 = getelementptr inbounds nuw i8, ptr %2, i32 80
  store <4 x float> %48, ptr %56, align 16
  %57 = getelementptr inbounds nuw i8, ptr %2, i32 96
  store <4 x float> %49, ptr %57, align 16
  %58 = getelementptr inbounds nuw i8, ptr %2, i32 112
  store <4 x float> %50, ptr %58, align 16
  %59 = getelementptr inbounds nuw <4 x float>, ptr %2, i32 %51
  %60 = load <4 x float>, ptr %59, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8
  %61 = uitofp i32 %25 to float
  %62 = insertelement <4 x float> poison, float %61, i64 0
  %63 = shufflevector <4 x float> %62, <4 x float> poison, <4 x i32> zeroinitializer
  br label %81

64:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  br label %65

65:                                               ; preds = %64, %65
  %66 = phi i32 [ 0, %64 ], [ %73, %65 ]
  %67 = getelementptr inbounds nuw <4 x float>, ptr %3, i32 %66
  %68 = load <4 x float>, ptr %67, align 1, !tbaa !9, !noalias !12
  %69 = getelementptr inbounds nuw <4 x float>, ptr %4, i32 %66
  %70 = load <4 x float>, ptr %69, align 16
  %71 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %70, %68
  %72 = getelementptr inbounds nuw <4 x float>, ptr %5, i32 %66
  store <4 x float> %71, ptr %72, align 1, !tbaa !9, !alias.scope !12
  %73 = add nuw nsw i32 %66, 1
  %74 = icmp eq i32 %73, 64
  br i1 %74, label %75, label %65, !llvm.loop !15

75:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(1024) %3, ptr noundef nonnull align 1 dereferenceable(1024) %5, i32 1024, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  %76 = mul i32 %25, 9
  %77 = add i32 %76, 3
  %78 = and i32 %77, 63
  %79 = getelementptr inbounds nuw <4 x float>, ptr %3, i32 %78
  %80 = load <4 x float>, ptr %79, align 1, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  br label %95

81:                                               ; preds = %0, %81
  %82 = phi i32 [ 0, %0 ], [ %92, %81 ]
  %83 = and i32 %82, 7
  %84 = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) @Weights, i32 %83
  %85 = load <4 x float>, ptr addrspace(2) %84, align 16, !tbaa !9
  %86 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %85, %63
  %87 = getelementptr inbounds nuw <4 x float>, ptr %3, i32 %82
  store <4 x float> %86, ptr %87, align 1, !tbaa !9
  %88 = uitofp nneg i32 %82 to float
  %89 = insertelement <4 x float> poison, float %88, i64 0
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer
  %91 = getelementptr inbounds nuw <4 x float>, ptr %4, i32 %82
  store <4 x float> %90, ptr %91, align 16
  %92 = add nuw nsw i32 %82, 1
  %93 = icmp eq i32 %92, 64
  br i1 %93, label %64, label %81, !llvm.loop !18

94:                                               ; preds = %95
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  br label %104

95:                                               ; preds = %75, %95
  %96 = phi i32 [ 0, %75 ], [ %102, %95 ]
  %97 = uitofp nneg i32 %96 to float
  %98 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %61, float 1.000000e+01, float %97)
  %99 = insertelement <4 x float> poison, float %98, i64 0
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <4 x i32> zeroinitializer
  %101 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %96
  store <4 x float> %100, ptr %101, align 16, !tbaa !9
  %102 = add nuw nsw i32 %96, 1
  %103 = icmp eq i32 %102, 64
  br i1 %103, label %94, label %95, !llvm.loop !19

104:                                              ; preds = %104, %94
  %105 = phi i32 [ 0, %94 ], [ %109, %104 ]
  %106 = getelementptr inbounds nuw <4 x float>, ptr %7, i32 %105
  %107 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %105
  %108 = load <4 x float>, ptr %107, align 16, !tbaa !9
  store <4 x float> %108, ptr %106, align 16, !tbaa !9
  %109 = add nuw nsw i32 %105, 1
  %110 = icmp eq i32 %109, 64
  br i1 %110, label %111, label %104

111:                                              ; preds = %104
  %112 = tail call target("dx.RawBuffer", %struct.Row, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Rows_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %113 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %114 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %25
  store <4 x float> splat (float -1.000000e+02), ptr %114, align 16, !tbaa !9
  %115 = xor i32 %25, 1
  %116 = getelementptr inbounds nuw <4 x float>, ptr %7, i32 %115
  %117 = load <4 x float>, ptr %116, align 16, !tbaa !9
  %118 = add i32 %25, 1
  %119 = and i32 %118, 63
  %120 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %119
  %121 = load <4 x float>, ptr %120, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  store <4 x float> %26, ptr %8, align 16, !tbaa !9
  %122 = getelementptr inbounds nuw i8, ptr %8, i32 16
  store <4 x float> %27, ptr %122, align 16, !tbaa !9
  %123 = getelementptr inbounds nuw i8, ptr %8, i32 32
  store <4 x float> %28, ptr %123, align 16, !tbaa !9
  %124 = getelementptr inbounds nuw i8, ptr %8, i32 48
  store <4 x float> %29, ptr %124, align 16, !tbaa !9
  %125 = getelementptr inbounds nuw i8, ptr %8, i32 64
  store <4 x float> %30, ptr %125, align 16, !tbaa !9
  %126 = getelementptr inbounds nuw i8, ptr %8, i32 80
  store <4 x float> %31, ptr %126, align 16, !tbaa !9
  %127 = getelementptr inbounds nuw i8, ptr %8, i32 96
  store <4 x float> %32, ptr %127, align 16, !tbaa !9
  %128 = getelementptr inbounds nuw i8, ptr %8, i32 112
  store <4 x float> %33, ptr %128, align 16, !tbaa !9
  %129 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %121, %117
  %130 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %60, %42
  %131 = and i32 %25, 3
  %132 = getelementptr inbounds nuw <4 x float>, ptr %8, i32 %131
  store <4 x float> splat (float 1.000000e+03), ptr %132, align 16, !tbaa !9
  %133 = getelementptr inbounds nuw <4 x float>, ptr %8, i32 %25
  %134 = load <4 x float>, ptr %133, align 16, !tbaa !9
  %135 = getelementptr inbounds nuw <4 x float>, ptr %8, i32 %51
  %136 = load <4 x float>, ptr %135, align 16, !tbaa !9
  %137 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %136, %134
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  %138 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Rows_0_0t(target("dx.RawBuffer", %struct.Row, 0, 0) %112, i32 %131)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(32) %9, ptr noundef nonnull align 1 dereferenceable(32) %138, i32 32, i1 false), !tbaa.struct !20
  %139 = getelementptr inbounds nuw float, ptr %9, i32 %25
  %140 = load float, ptr %139, align 1, !tbaa !10
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 16 dereferenceable(32) @_ZL6Copied, ptr noundef nonnull align 16 dereferenceable(32) @_ZL6Table4, i32 32, i1 false), !tbaa.struct !20
  %141 = and i32 %25, 1
  %142 = getelementptr inbounds nuw <4 x float>, ptr @_ZL2ST, i32 %141
  %143 = load <4 x float>, ptr %142, align 16, !tbaa !9
  %144 = urem i32 %25, 3
  %145 = getelementptr inbounds nuw <4 x float>, ptr getelementptr inbounds nuw (i8, ptr @_ZL2ST, i32 32), i32 %144
  %146 = load <4 x float>, ptr %145, align 16, !tbaa !9
  %147 = getelementptr inbounds nuw float, ptr @_ZL4Flat, i32 %51
  %148 = load float, ptr %147, align 4, !tbaa !10
  %149 = insertelement <4 x float> poison, float %148, i64 0
  %150 = shufflevector <4 x float> %149, <4 x float> poison, <4 x i32> zeroinitializer
  %151 = lshr i32 %25, 1
  %152 = and i32 %151, 1
  %153 = getelementptr inbounds nuw <4 x float>, ptr @_ZL6Copied, i32 %152
  %154 = load <4 x float>, ptr %153, align 16, !tbaa !9
  %155 = mul i32 %25, 5
  %156 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %113, i32 %155)
  store <4 x float> %130, ptr %156, align 16, !tbaa !9
  %157 = add i32 %155, 1
  %158 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %113, i32 %157)
  store <4 x float> %80, ptr %158, align 16, !tbaa !9
  %159 = add i32 %155, 2
  %160 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %113, i32 %159)
  store <4 x float> %129, ptr %160, align 16, !tbaa !9
  %161 = add i32 %155, 3
  %162 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %113, i32 %161)
  store <4 x float> %137, ptr %162, align 16, !tbaa !9
  %163 = insertelement <4 x float> poison, float %140, i64 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %164, %143
  %166 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %165, %146
  %167 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %166, %154
  %168 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %167, %150
  %169 = add i32 %155, 4
  %170 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %113, i32 %169)
  store <4 x float> %168, ptr %170, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Row, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Rows_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Rows_0_0t(target("dx.RawBuffer", %struct.Row, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nounwind }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{ptr @Params.cb, ptr addrspace(2) @Weights, ptr addrspace(2) @T, ptr addrspace(2) @Wa, ptr addrspace(2) @Wb}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !7, i64 0}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZN3AccplES_: argument 0"}
!14 = distinct !{!14, !"_ZN3AccplES_"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 0, i64 1024, !9}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = !{i64 0, i64 32, !9}
