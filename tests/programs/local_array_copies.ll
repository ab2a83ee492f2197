; ModuleID = 'local_array_copies.hlsl'
source_filename = "local_array_copies.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_Params = type <{ [8 x <4 x float>], %Table }>
%Table = type <{ [8 x <4 x float>] }>
%struct.Acc = type { [64 x <4 x float>] }

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@Weights = external hidden local_unnamed_addr addrspace(2) global [8 x <4 x float>], align 16
@T = external hidden local_unnamed_addr addrspace(2) global %Table, align 1
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define hidden noundef nofpclass(nan inf) <4 x float> @_Z4pickA8_Dv4_fj(ptr noundef readonly byval([8 x <4 x float>]) align 16 captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds nuw <4 x float>, ptr %0, i32 %1
  %4 = load <4 x float>, ptr %3, align 16, !tbaa !9
  ret <4 x float> %4
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #2 {
  %1 = alloca [8 x <4 x float>], align 16
  %2 = alloca [8 x <4 x float>], align 16
  %3 = alloca %struct.Acc, align 1
  %4 = alloca %struct.Acc, align 16
  %5 = alloca %struct.Acc, align 1
  %6 = alloca [64 x <4 x float>], align 16
  %7 = alloca [64 x <4 x float>], align 16
  %8 = alloca [8 x <4 x float>], align 16
  %9 = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %9, ptr @Params.cb, align 4
  %10 = tail call i32 @llvm.dx.thread.id(i32 0)
  %11 = load <4 x float>, ptr addrspace(2) @Weights, align 16
  %12 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 16), align 16
  %13 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 32), align 16
  %14 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 48), align 16
  %15 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 64), align 16
  %16 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 80), align 16
  %17 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 96), align 16
  %18 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Weights, i32 112), align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %1)
  store <4 x float> %11, ptr %1, align 16
  %19 = getelementptr inbounds nuw i8, ptr %1, i32 16
  store <4 x float> %12, ptr %19, align 16
  %20 = getelementptr inbounds nuw i8, ptr %1, i32 32
  store <4 x float> %13, ptr %20, align 16
  %21 = getelementptr inbounds nuw i8, ptr %1, i32 48
  store <4 x float> %14, ptr %21, align 16
  %22 = getelementptr inbounds nuw i8, ptr %1, i32 64
  store <4 x float> %15, ptr %22, align 16
  %23 = getelementptr inbounds nuw i8, ptr %1, i32 80
  store <4 x float> %16, ptr %23, align 16
  %24 = getelementptr inbounds nuw i8, ptr %1, i32 96
  store <4 x float> %17, ptr %24, align 16
  %25 = getelementptr inbounds nuw i8, ptr %1, i32 112
  store <4 x float> %18, ptr %25, align 16
  %26 = getelementptr inbounds nuw <4 x float>, ptr %1, i32 %10
  %27 = load <4 x float>, ptr %26, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(ptr nonnull %1)
  %28 = load <4 x float>, ptr addrspace(2) @T, align 16
  %29 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 16), align 16
  %30 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 32), align 16
  %31 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 48), align 16
  %32 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 64), align 16
  %33 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 80), align 16
  %34 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 96), align 16
  %35 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @T, i32 112), align 16
  %36 = sub i32 7, %10
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store <4 x float> %28, ptr %2, align 16
  %37 = getelementptr inbounds nuw i8, ptr %2, i32 16
  store <4 x float> %29, ptr %37, align 16
  %38 = getelementptr inbounds nuw i8, ptr %2, i32 32
  store <4 x float> %30, ptr %38, align 16
  %39 = getelementptr inbounds nuw i8, ptr %2, i32 48
  store <4 x float> %31, ptr %39, align 16
  %40 = getelementptr inbounds nuw i8, ptr %2, i32 64
  store <4 x float> %32, ptr %40, align 16
  %41 = getelementptr inbounds nuw i8, ptr %2, i32 80
  store <4 x float> %33, ptr %41, align 16
  %42 = getelementptr inbounds nuw i8, ptr %2, i32 96
  store <4 x float> %34, ptr %42, align 16
  %43 = getelementptr inbounds nuw i8, ptr %2, i32 112
  store <4 x float> %35, ptr %43, align 16
  %44 = getelementptr inbounds nuw <4 x float>, ptr %2, i32 %36
  %45 = load <4 x float>, ptr %44, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #8
  %46 = uitofp i32 %10 to float
  %47 = insertelement <4 x float> poison, float %46, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  br label %66

49:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  br label %50

50:                                               ; preds = %49, %50
  %51 = phi i32 [ 0, %49 ], [ %58, %50 ]
  %52 = getelementptr inbounds nuw <4 x float>, ptr %3, i32 %51
  %53 = load <4 x float>, ptr %52, align 1, !tbaa !9, !noalias !10
  %54 = getelementptr inbounds nuw <4 x float>, ptr %4, i32 %51
  %55 = load <4 x float>, ptr %54, align 16
  %56 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %55, %53
  %57 = getelementptr inbounds nuw <4 x float>, ptr %5, i32 %51
  store <4 x float> %56, ptr %57, align 1, !tbaa !9, !alias.scope !10
  %58 = add nuw nsw i32 %51, 1
  %59 = icmp eq i32 %58, 64
  br i1 %59, label %60, label %50, !llvm.loop !13

60:                                               ; preds = %50
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(1024) %3, ptr noundef nonnull align 1 dereferenceable(1024) %5, i32 1024, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  %61 = mul i32 %10, 9
  %62 = add i32 %61, 3
  %63 = and i32 %62, 63
  %64 = getelementptr inbounds nuw <4 x float>, ptr %3, i32 %63
  %65 = load <4 x float>, ptr %64, align 1, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  br label %80

66:                                               ; preds = %0, %66
  %67 = phi i32 [ 0, %0 ], [ %77, %66 ]
  %68 = and i32 %67, 7
  %69 = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) @Weights, i32 %68
  %70 = load <4 x float>, ptr addrspace(2) %69, align 16, !tbaa !9
  %71 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %70, %48
  %72 = getelementptr inbounds nuw <4 x float>, ptr %3, i32 %67
  store <4 x float> %71, ptr %72, align 1, !tbaa !9
  %73 = uitofp nneg i32 %67 to float
  %74 = insertelement <4 x float> poison, float %73, i64 0
  %75 = shufflevector <4 x float> %74, <4 x float> poison, <4 x i32> zeroinitializer
  %76 = getelementptr inbounds nuw <4 x float>, ptr %4, i32 %67
  store <4 x float> %75, ptr %76, align 16
  %77 = add nuw nsw i32 %67, 1
  %78 = icmp eq i32 %77, 64
  br i1 %78, label %49, label %66, !llvm.loop !16

79:                                               ; preds = %80
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  br label %89

80:                                               ; preds = %60, %80
  %81 = phi i32 [ 0, %60 ], [ %87, %80 ]
  %82 = uitofp nneg i32 %81 to float
  %83 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %46, float 1.000000e+01, float %82)
  %84 = insertelement <4 x float> poison, float %83, i64 0
  %85 = shufflevector <4 x float> %84, <4 x float> poison, <4 x i32> zeroinitializer
  %86 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %81
  store <4 x float> %85, ptr %86, align 16, !tbaa !9
  %87 = add nuw nsw i32 %81, 1
  %88 = icmp eq i32 %87, 64
  br i1 %88, label %79, label %80, !llvm.loop !17

89:                                               ; preds = %89, %79
  %90 = phi i32 [ 0, %79 ], [ %94, %89 ]
  %91 = getelementptr inbounds nuw <4 x float>, ptr %7, i32 %90
  %92 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %90
  %93 = load <4 x float>, ptr %92, align 16, !tbaa !9
  store <4 x float> %93, ptr %91, align 16, !tbaa !9
  %94 = add nuw nsw i32 %90, 1
  %95 = icmp eq i32 %94, 64
  br i1 %95, label %96, label %89

96:                                               ; preds = %89
  %97 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %98 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %10
  store <4 x float> splat (float -1.000000e+02), ptr %98, align 16, !tbaa !9
  %99 = xor i32 %10, 1
  %100 = getelementptr inbounds nuw <4 x float>, ptr %7, i32 %99
  %101 = load <4 x float>, ptr %100, align 16, !tbaa !9
  %102 = add i32 %10, 1
  %103 = and i32 %102, 63
  %104 = getelementptr inbounds nuw <4 x float>, ptr %6, i32 %103
  %105 = load <4 x float>, ptr %104, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  store <4 x float> %11, ptr %8, align 16, !tbaa !9
  %106 = getelementptr inbounds nuw i8, ptr %8, i32 16
  store <4 x float> %12, ptr %106, align 16, !tbaa !9
  %107 = getelementptr inbounds nuw i8, ptr %8, i32 32
  store <4 x float> %13, ptr %107, align 16, !tbaa !9
  %108 = getelementptr inbounds nuw i8, ptr %8, i32 48
  store <4 x float> %14, ptr %108, align 16, !tbaa !9
  %109 = getelementptr inbounds nuw i8, ptr %8, i32 64
  store <4 x float> %15, ptr %109, align 16, !tbaa !9
  %110 = getelementptr inbounds nuw i8, ptr %8, i32 80
  store <4 x float> %16, ptr %110, align 16, !tbaa !9
  %111 = getelementptr inbounds nuw i8, ptr %8, i32 96
  store <4 x float> %17, ptr %111, align 16, !tbaa !9
  %112 = getelementptr inbounds nuw i8, ptr %8, i32 112
  store <4 x float> %18, ptr %112, align 16, !tbaa !9
  %113 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %105, %101
  %114 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %45, %27
  %115 = and i32 %10, 3
  %116 = getelementptr inbounds nuw <4 x float>, ptr %8, i32 %115
  store <4 x float> splat (float 1.000000e+03), ptr %116, align 16, !tbaa !9
  %117 = getelementptr inbounds nuw <4 x float>, ptr %8, i32 %10
  %118 = load <4 x float>, ptr %117, align 16, !tbaa !9
  %119 = getelementptr inbounds nuw <4 x float>, ptr %8, i32 %36
  %120 = load <4 x float>, ptr %119, align 16, !tbaa !9
  %121 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %120, %118
  %122 = shl i32 %10, 2
  %123 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %97, i32 %122)
  store <4 x float> %114, ptr %123, align 16, !tbaa !9
  %124 = or disjoint i32 %122, 1
  %125 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %97, i32 %124)
  store <4 x float> %65, ptr %125, align 16, !tbaa !9
  %126 = or disjoint i32 %122, 2
  %127 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %97, i32 %126)
  store <4 x float> %113, ptr %127, align 16, !tbaa !9
  %128 = or disjoint i32 %122, 3
  %129 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %97, i32 %128)
  store <4 x float> %121, ptr %129, align 16, !tbaa !9
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
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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

!0 = !{ptr @Params.cb, ptr addrspace(2) @Weights, ptr addrspace(2) @T}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZN3AccplES_: argument 0"}
!12 = distinct !{!12, !"_ZN3AccplES_"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 0, i64 1024, !9}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
