; ModuleID = 'cs_structuredbuffer_nested_struct_skinning.hlsl'
source_filename = "cs_structuredbuffer_nested_struct_skinning.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.SkinnedVertex = type { <3 x float>, [4 x i8], <3 x float>, %struct.BoneWeights }
%struct.BoneWeights = type { <4 x i32>, <4 x float> }
%struct.BoneTransform = type { <4 x float>, <4 x float>, <4 x float> }

@.str = private unnamed_addr constant [9 x i8] c"Vertices\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Bones\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"SkinnedPositions\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
    #dbg_value(ptr poison, !182, !DIExpression(), !186)
    #dbg_value(ptr poison, !205, !DIExpression(), !209)
    #dbg_value(ptr poison, !222, !DIExpression(), !226)
    #dbg_value(i32 0, !230, !DIExpression(), !239)
    #dbg_value(i32 0, !231, !DIExpression(), !239)
    #dbg_value(i32 1, !232, !DIExpression(), !239)
    #dbg_value(i32 0, !233, !DIExpression(), !239)
    #dbg_value(ptr @.str, !234, !DIExpression(), !239)
  %1 = tail call target("dx.RawBuffer", %struct.SkinnedVertex, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.SkinnedVertexs_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str), !dbg !239
    #dbg_value(target("dx.RawBuffer", %struct.SkinnedVertex, 0, 0) %1, !235, !DIExpression(), !239)
    #dbg_value(ptr poison, !225, !DIExpression(), !226)
    #dbg_value(ptr undef, !222, !DIExpression(), !226)
    #dbg_value(i32 1, !213, !DIExpression(), !240)
    #dbg_value(i32 0, !214, !DIExpression(), !240)
    #dbg_value(i32 1, !215, !DIExpression(), !240)
    #dbg_value(i32 0, !216, !DIExpression(), !240)
    #dbg_value(ptr @.str.2, !217, !DIExpression(), !240)
  %2 = tail call target("dx.RawBuffer", %struct.BoneTransform, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2), !dbg !240
    #dbg_value(target("dx.RawBuffer", %struct.BoneTransform, 0, 0) %2, !218, !DIExpression(), !240)
    #dbg_value(ptr poison, !208, !DIExpression(), !209)
    #dbg_value(ptr undef, !205, !DIExpression(), !209)
    #dbg_value(i32 0, !190, !DIExpression(), !241)
    #dbg_value(i32 0, !191, !DIExpression(), !241)
    #dbg_value(i32 1, !192, !DIExpression(), !241)
    #dbg_value(i32 0, !193, !DIExpression(), !241)
    #dbg_value(ptr @.str.4, !194, !DIExpression(), !241)
    #dbg_value(i32 0, !195, !DIExpression(), !241)
  %3 = tail call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4), !dbg !241
    #dbg_value(target("dx.RawBuffer", <3 x float>, 1, 0) %3, !196, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !241)
    #dbg_value(target("dx.RawBuffer", <3 x float>, 1, 0) %3, !196, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !241)
    #dbg_value(ptr poison, !185, !DIExpression(), !186)
    #dbg_value(ptr undef, !182, !DIExpression(), !186)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
    #dbg_value(<3 x i32> poison, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(ptr poison, !260, !DIExpression(), !264)
    #dbg_value(i32 %4, !263, !DIExpression(), !264)
  %5 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.SkinnedVertexs_0_0t(target("dx.RawBuffer", %struct.SkinnedVertex, 0, 0) %1, i32 %4), !dbg !264
  %6 = load <4 x float>, ptr %5, align 1, !dbg !266
  %7 = getelementptr inbounds nuw i8, ptr %5, i32 32, !dbg !266
  %8 = load <4 x i32>, ptr %7, align 1, !dbg !266, !tbaa !267
  %9 = getelementptr inbounds nuw i8, ptr %5, i32 48, !dbg !266
  %10 = load <4 x float>, ptr %9, align 1, !dbg !266, !tbaa !267
    #dbg_value(<3 x float> poison, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_assign(i1 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 96, 160), !268, ptr poison, !DIExpression(), !259)
    #dbg_value(<4 x i32> %8, !250, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !259)
    #dbg_value(<4 x float> %10, !250, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !259)
  %11 = insertelement <4 x float> %6, float 1.000000e+00, i64 3, !dbg !269
    #dbg_value(<4 x float> %11, !251, !DIExpression(), !259)
    #dbg_value(<3 x float> zeroinitializer, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 0, !253, !DIExpression(), !270)
    #dbg_value(<3 x float> zeroinitializer, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 0, !253, !DIExpression(), !270)
  %12 = extractelement <4 x i32> %8, i64 0, !dbg !271
    #dbg_value(ptr poison, !272, !DIExpression(), !276)
    #dbg_value(i32 %12, !275, !DIExpression(), !276)
  %13 = tail call noundef nonnull align 1 dereferenceable(48) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(target("dx.RawBuffer", %struct.BoneTransform, 0, 0) %2, i32 %12), !dbg !276
  %14 = load <4 x float>, ptr %13, align 1, !dbg !278, !tbaa !267
  %15 = getelementptr inbounds nuw i8, ptr %13, i32 16, !dbg !278
  %16 = load <4 x float>, ptr %15, align 1, !dbg !278, !tbaa !267
  %17 = getelementptr inbounds nuw i8, ptr %13, i32 32, !dbg !278
  %18 = load <4 x float>, ptr %17, align 1, !dbg !278, !tbaa !267
    #dbg_value(<4 x float> %14, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !279)
    #dbg_value(<4 x float> %16, !255, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !279)
    #dbg_value(<4 x float> %18, !255, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !279)
  %19 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %14, <4 x float> %11), !dbg !280
  %20 = insertelement <3 x float> poison, float %19, i64 0, !dbg !280
  %21 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %16, <4 x float> %11), !dbg !281
  %22 = insertelement <3 x float> %20, float %21, i64 1, !dbg !280
  %23 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %18, <4 x float> %11), !dbg !282
  %24 = insertelement <3 x float> %22, float %23, i64 2, !dbg !280
    #dbg_value(<3 x float> %24, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !279)
  %25 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> zeroinitializer, !dbg !283
  %26 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %24, %25, !dbg !284
    #dbg_value(<3 x float> %26, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 1, !253, !DIExpression(), !270)
    #dbg_value(<3 x float> %26, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 1, !253, !DIExpression(), !270)
  %27 = extractelement <4 x i32> %8, i64 1, !dbg !271
    #dbg_value(ptr poison, !272, !DIExpression(), !276)
    #dbg_value(i32 %27, !275, !DIExpression(), !276)
  %28 = tail call noundef nonnull align 1 dereferenceable(48) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(target("dx.RawBuffer", %struct.BoneTransform, 0, 0) %2, i32 %27), !dbg !276
  %29 = load <4 x float>, ptr %28, align 1, !dbg !278, !tbaa !267
  %30 = getelementptr inbounds nuw i8, ptr %28, i32 16, !dbg !278
  %31 = load <4 x float>, ptr %30, align 1, !dbg !278, !tbaa !267
  %32 = getelementptr inbounds nuw i8, ptr %28, i32 32, !dbg !278
  %33 = load <4 x float>, ptr %32, align 1, !dbg !278, !tbaa !267
    #dbg_value(<4 x float> %29, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !279)
    #dbg_value(<4 x float> %31, !255, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !279)
    #dbg_value(<4 x float> %33, !255, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !279)
  %34 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %29, <4 x float> %11), !dbg !280
  %35 = insertelement <3 x float> poison, float %34, i64 0, !dbg !280
  %36 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %31, <4 x float> %11), !dbg !281
  %37 = insertelement <3 x float> %35, float %36, i64 1, !dbg !280
  %38 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %33, <4 x float> %11), !dbg !282
  %39 = insertelement <3 x float> %37, float %38, i64 2, !dbg !280
    #dbg_value(<3 x float> %39, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !279)
  %40 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 1, i32 1, i32 1>, !dbg !283
  %41 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %39, <3 x float> %40, <3 x float> %26), !dbg !284
    #dbg_value(<3 x float> %41, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 2, !253, !DIExpression(), !270)
    #dbg_value(<3 x float> %41, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 2, !253, !DIExpression(), !270)
  %42 = extractelement <4 x i32> %8, i64 2, !dbg !271
    #dbg_value(ptr poison, !272, !DIExpression(), !276)
    #dbg_value(i32 %42, !275, !DIExpression(), !276)
  %43 = tail call noundef nonnull align 1 dereferenceable(48) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(target("dx.RawBuffer", %struct.BoneTransform, 0, 0) %2, i32 %42), !dbg !276
  %44 = load <4 x float>, ptr %43, align 1, !dbg !278, !tbaa !267
  %45 = getelementptr inbounds nuw i8, ptr %43, i32 16, !dbg !278
  %46 = load <4 x float>, ptr %45, align 1, !dbg !278, !tbaa !267
  %47 = getelementptr inbounds nuw i8, ptr %43, i32 32, !dbg !278
  %48 = load <4 x float>, ptr %47, align 1, !dbg !278, !tbaa !267
    #dbg_value(<4 x float> %44, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !279)
    #dbg_value(<4 x float> %46, !255, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !279)
    #dbg_value(<4 x float> %48, !255, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !279)
  %49 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %44, <4 x float> %11), !dbg !280
  %50 = insertelement <3 x float> poison, float %49, i64 0, !dbg !280
  %51 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %46, <4 x float> %11), !dbg !281
  %52 = insertelement <3 x float> %50, float %51, i64 1, !dbg !280
  %53 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %48, <4 x float> %11), !dbg !282
  %54 = insertelement <3 x float> %52, float %53, i64 2, !dbg !280
    #dbg_value(<3 x float> %54, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !279)
  %55 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 2, i32 2, i32 2>, !dbg !283
  %56 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %54, <3 x float> %55, <3 x float> %41), !dbg !284
    #dbg_value(<3 x float> %56, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 3, !253, !DIExpression(), !270)
    #dbg_value(<3 x float> %56, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 3, !253, !DIExpression(), !270)
  %57 = extractelement <4 x i32> %8, i64 3, !dbg !271
    #dbg_value(ptr poison, !272, !DIExpression(), !276)
    #dbg_value(i32 %57, !275, !DIExpression(), !276)
  %58 = tail call noundef nonnull align 1 dereferenceable(48) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(target("dx.RawBuffer", %struct.BoneTransform, 0, 0) %2, i32 %57), !dbg !276
  %59 = load <4 x float>, ptr %58, align 1, !dbg !278, !tbaa !267
  %60 = getelementptr inbounds nuw i8, ptr %58, i32 16, !dbg !278
  %61 = load <4 x float>, ptr %60, align 1, !dbg !278, !tbaa !267
  %62 = getelementptr inbounds nuw i8, ptr %58, i32 32, !dbg !278
  %63 = load <4 x float>, ptr %62, align 1, !dbg !278, !tbaa !267
    #dbg_value(<4 x float> %59, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !279)
    #dbg_value(<4 x float> %61, !255, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !279)
    #dbg_value(<4 x float> %63, !255, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !279)
  %64 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %59, <4 x float> %11), !dbg !280
  %65 = insertelement <3 x float> poison, float %64, i64 0, !dbg !280
  %66 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %61, <4 x float> %11), !dbg !281
  %67 = insertelement <3 x float> %65, float %66, i64 1, !dbg !280
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %63, <4 x float> %11), !dbg !282
  %69 = insertelement <3 x float> %67, float %68, i64 2, !dbg !280
    #dbg_value(<3 x float> %69, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !279)
  %70 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 3, i32 3, i32 3>, !dbg !283
  %71 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %69, <3 x float> %70, <3 x float> %56), !dbg !284
    #dbg_value(<3 x float> %71, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !259)
    #dbg_value(i32 4, !253, !DIExpression(), !270)
    #dbg_value(ptr poison, !285, !DIExpression(), !289)
    #dbg_value(i32 %4, !288, !DIExpression(), !289)
  %72 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %3, i32 %4), !dbg !289
  store <3 x float> %71, ptr %72, align 16, !dbg !291, !tbaa !267
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.SkinnedVertex, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.SkinnedVertexs_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.BoneTransform, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.SkinnedVertexs_0_0t(target("dx.RawBuffer", %struct.SkinnedVertex, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.BoneTransforms_0_0t(target("dx.RawBuffer", %struct.BoneTransform, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!171, !172, !173, !174, !175}
!dx.valver = !{!176}
!llvm.ident = !{!177}
!llvm.errno.tbaa = !{!178}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !164, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cs_structuredbuffer_nested_struct_skinning.hlsl", directory: ".")
!2 = !{!3, !12, !17, !76, !118}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", scope: !5, file: !4, line: 96, baseType: !6)
!4 = !DIFile(filename: "hlsl/hlsl_basic_types.h", directory: "")
!5 = !DINamespace(name: "hlsl", scope: null)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "vector<float, 4>", scope: !5, file: !7, baseType: !8)
!7 = !DIFile(filename: "cs_structuredbuffer_nested_struct_skinning.hlsl", directory: "")
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !10)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", scope: !5, file: !4, line: 95, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "vector<float, 3>", scope: !5, file: !7, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "StructuredBuffer<SkinnedVertex>", scope: !5, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, templateParams: !74, identifier: "_ZTSN4hlsl16StructuredBufferI13SkinnedVertexEE")
!18 = !{!19, !22, !26, !31, !35, !43, !44, !63, !66, !71}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__handle", scope: !17, file: !7, line: 34, baseType: !20, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "__hlsl_resource_t", file: !1, flags: DIFlagFwdDecl)
!22 = !DISubprogram(name: "StructuredBuffer", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexEC4Ev", scope: !17, file: !7, type: !23, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25}
!25 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DISubprogram(name: "StructuredBuffer", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexEC4ERKS2_", scope: !17, file: !7, type: !27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !25, !29}
!29 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!31 = !DISubprogram(name: "operator=", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexEaSERKS2_", scope: !17, file: !7, type: !32, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !25, !29}
!34 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 32)
!35 = !DISubprogram(name: "__createFromBinding", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexE19__createFromBindingEjjijPKc", scope: !17, file: !7, type: !36, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!36 = !DISubroutineType(types: !37)
!37 = !{!17, !38, !38, !39, !38, !40}
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !DISubprogram(name: "__createFromImplicitBinding", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexE27__createFromImplicitBindingEjjijPKc", scope: !17, file: !7, type: !36, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!44 = !DISubprogram(name: "operator[]", linkageName: "_ZNK4hlsl16StructuredBufferI13SkinnedVertexEixEj", scope: !17, file: !7, type: !45, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !62, !38}
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !48, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SkinnedVertex", file: !7, line: 7, size: 512, flags: DIFlagTypePassByValue, elements: !50, identifier: "_ZTS13SkinnedVertex")
!50 = !{!51, !52, !53}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "Position", scope: !49, file: !7, line: 8, baseType: !12, size: 128)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "Normal", scope: !49, file: !7, line: 9, baseType: !12, size: 128, offset: 128)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "Skin", scope: !49, file: !7, line: 10, baseType: !54, size: 256, offset: 256)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "BoneWeights", file: !7, line: 3, size: 256, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTS11BoneWeights")
!55 = !{!56, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "Indices", scope: !54, file: !7, line: 4, baseType: !57, size: 128)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint4", scope: !5, file: !4, line: 71, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "vector<unsigned int, 4>", scope: !5, file: !7, baseType: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, flags: DIFlagVector, elements: !10)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", scope: !5, file: !4, line: 35, baseType: !38)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "Weights", scope: !54, file: !7, line: 5, baseType: !3, size: 128, offset: 128)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "Load", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexE4LoadEj", scope: !17, file: !7, type: !64, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{!49, !25, !38}
!66 = !DISubprogram(name: "Load", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexE4LoadEjRj", scope: !17, file: !7, type: !67, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DISubroutineType(types: !68)
!68 = !{!49, !25, !38, !69}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 32)
!71 = !DISubprogram(name: "GetDimensions", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexE13GetDimensionsERjS3_", scope: !17, file: !7, type: !72, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !25, !69, !69}
!74 = !{!75}
!75 = !DITemplateTypeParameter(name: "element_type", type: !49)
!76 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "StructuredBuffer<BoneTransform>", scope: !5, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !77, templateParams: !116, identifier: "_ZTSN4hlsl16StructuredBufferI13BoneTransformEE")
!77 = !{!78, !79, !83, !88, !92, !95, !96, !107, !110, !113}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__handle", scope: !76, file: !7, line: 34, baseType: !20, size: 32)
!79 = !DISubprogram(name: "StructuredBuffer", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformEC4Ev", scope: !76, file: !7, type: !80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !82}
!82 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !76, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!83 = !DISubprogram(name: "StructuredBuffer", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformEC4ERKS2_", scope: !76, file: !7, type: !84, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !82, !86}
!86 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !87, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!88 = !DISubprogram(name: "operator=", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformEaSERKS2_", scope: !76, file: !7, type: !89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !82, !86}
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !76, size: 32)
!92 = !DISubprogram(name: "__createFromBinding", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformE19__createFromBindingEjjijPKc", scope: !76, file: !7, type: !93, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!76, !38, !38, !39, !38, !40}
!95 = !DISubprogram(name: "__createFromImplicitBinding", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformE27__createFromImplicitBindingEjjijPKc", scope: !76, file: !7, type: !93, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!96 = !DISubprogram(name: "operator[]", linkageName: "_ZNK4hlsl16StructuredBufferI13BoneTransformEixEj", scope: !76, file: !7, type: !97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !106, !38}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !100, size: 32)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "BoneTransform", file: !7, line: 12, size: 384, flags: DIFlagTypePassByValue, elements: !102, identifier: "_ZTS13BoneTransform")
!102 = !{!103, !104, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "Row0", scope: !101, file: !7, line: 13, baseType: !3, size: 128)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "Row1", scope: !101, file: !7, line: 14, baseType: !3, size: 128, offset: 128)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "Row2", scope: !101, file: !7, line: 15, baseType: !3, size: 128, offset: 256)
!106 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !87, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "Load", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformE4LoadEj", scope: !76, file: !7, type: !108, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!101, !82, !38}
!110 = !DISubprogram(name: "Load", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformE4LoadEjRj", scope: !76, file: !7, type: !111, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{!101, !82, !38, !69}
!113 = !DISubprogram(name: "GetDimensions", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformE13GetDimensionsERjS3_", scope: !76, file: !7, type: !114, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !82, !69, !69}
!116 = !{!117}
!117 = !DITemplateTypeParameter(name: "element_type", type: !101)
!118 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "RWStructuredBuffer<vector<float, 3> >", scope: !5, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !119, templateParams: !162, identifier: "_ZTSN4hlsl18RWStructuredBufferIDv3_fEE")
!119 = !{!120, !121, !122, !126, !131, !135, !138, !139, !145, !149, !152, !155, !158, !159}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__handle", scope: !118, file: !7, line: 34, baseType: !20, size: 32)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__counter_handle", scope: !118, file: !7, line: 34, baseType: !20, size: 32, offset: 32)
!122 = !DISubprogram(name: "RWStructuredBuffer", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fEC4Ev", scope: !118, file: !7, type: !123, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !125}
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!126 = !DISubprogram(name: "RWStructuredBuffer", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fEC4ERKS2_", scope: !118, file: !7, type: !127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !125, !129}
!129 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!131 = !DISubprogram(name: "operator=", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fEaSERKS2_", scope: !118, file: !7, type: !132, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!134, !125, !129}
!134 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 32)
!135 = !DISubprogram(name: "__createFromBindingWithImplicitCounter", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE38__createFromBindingWithImplicitCounterEjjijPKcj", scope: !118, file: !7, type: !136, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!118, !38, !38, !39, !38, !40, !38}
!138 = !DISubprogram(name: "__createFromImplicitBindingWithImplicitCounter", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE46__createFromImplicitBindingWithImplicitCounterEjjijPKcj", scope: !118, file: !7, type: !136, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!139 = !DISubprogram(name: "operator[]", linkageName: "_ZNK4hlsl18RWStructuredBufferIDv3_fEixEj", scope: !118, file: !7, type: !140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!142, !144, !38}
!142 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !143, size: 32)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!144 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!145 = !DISubprogram(name: "operator[]", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fEixEj", scope: !118, file: !7, type: !146, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{!148, !125, !38}
!148 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 32)
!149 = !DISubprogram(name: "Load", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE4LoadEj", scope: !118, file: !7, type: !150, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!14, !125, !38}
!152 = !DISubprogram(name: "Load", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE4LoadEjRj", scope: !118, file: !7, type: !153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!14, !125, !38, !69}
!155 = !DISubprogram(name: "IncrementCounter", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE16IncrementCounterEv", scope: !118, file: !7, type: !156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!38, !125}
!158 = !DISubprogram(name: "DecrementCounter", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE16DecrementCounterEv", scope: !118, file: !7, type: !156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubprogram(name: "GetDimensions", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE13GetDimensionsERjS3_", scope: !118, file: !7, type: !160, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !125, !69, !69}
!162 = !{!163}
!163 = !DITemplateTypeParameter(name: "element_type", type: !14)
!164 = !{!165, !167, !169}
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "Vertices", linkageName: "_ZL8Vertices", scope: !0, file: !7, line: 18, type: !17, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "Bones", linkageName: "_ZL5Bones", scope: !0, file: !7, line: 19, type: !76, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "SkinnedPositions", linkageName: "_ZL16SkinnedPositions", scope: !0, file: !7, line: 20, type: !118, isLocal: true, isDefinition: true)
!171 = !{i32 7, !"Dwarf Version", i32 4}
!172 = !{i32 2, !"Debug Info Version", i32 3}
!173 = !{i32 1, !"wchar_size", i32 4}
!174 = !{i32 7, !"frame-pointer", i32 2}
!175 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!176 = !{i32 1, i32 8}
!177 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!178 = !{!179, !179, i64 0}
!179 = !{!"int", !180, i64 0}
!180 = !{!"omnipotent char", !181, i64 0}
!181 = !{!"Simple C++ TBAA"}
!182 = !DILocalVariable(name: "other", arg: 2, scope: !183, file: !7, type: !129)
!183 = distinct !DISubprogram(name: "RWStructuredBuffer", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fEC2ERKS2_", scope: !118, file: !7, line: 34, type: !127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !126, retainedNodes: !184)
!184 = !{!185, !182}
!185 = !DILocalVariable(name: "this", arg: 1, scope: !183, type: !134, flags: DIFlagArtificial | DIFlagObjectPointer)
!186 = !DILocation(line: 0, scope: !183, inlinedAt: !187)
!187 = distinct !DILocation(line: 0, scope: !188, inlinedAt: !197)
!188 = distinct !DISubprogram(name: "__createFromBindingWithImplicitCounter", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fE38__createFromBindingWithImplicitCounterEjjijPKcj", scope: !118, file: !7, line: 34, type: !136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !135, retainedNodes: !189)
!189 = !{!190, !191, !192, !193, !194, !195, !196}
!190 = !DILocalVariable(name: "registerNo", arg: 1, scope: !188, file: !7, type: !38)
!191 = !DILocalVariable(name: "spaceNo", arg: 2, scope: !188, file: !7, type: !38)
!192 = !DILocalVariable(name: "range", arg: 3, scope: !188, file: !7, type: !39)
!193 = !DILocalVariable(name: "index", arg: 4, scope: !188, file: !7, type: !38)
!194 = !DILocalVariable(name: "name", arg: 5, scope: !188, file: !7, type: !40)
!195 = !DILocalVariable(name: "counterOrderId", arg: 6, scope: !188, file: !7, type: !38)
!196 = !DILocalVariable(name: "tmp", scope: !188, file: !7, type: !118)
!197 = distinct !DILocation(line: 0, scope: !198, inlinedAt: !201)
!198 = distinct !DISubprogram(name: "__cxx_global_var_init.3", scope: !7, file: !7, type: !199, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!199 = !DISubroutineType(types: !200)
!200 = !{null}
!201 = distinct !DILocation(line: 0, scope: !202)
!202 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_cs_structuredbuffer_nested_struct_skinning.hlsl", scope: !7, file: !7, type: !203, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!203 = !DISubroutineType(types: !204)
!204 = !{}
!205 = !DILocalVariable(name: "other", arg: 2, scope: !206, file: !7, type: !86)
!206 = distinct !DISubprogram(name: "StructuredBuffer", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformEC2ERKS2_", scope: !76, file: !7, line: 34, type: !84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !83, retainedNodes: !207)
!207 = !{!208, !205}
!208 = !DILocalVariable(name: "this", arg: 1, scope: !206, type: !91, flags: DIFlagArtificial | DIFlagObjectPointer)
!209 = !DILocation(line: 0, scope: !206, inlinedAt: !210)
!210 = distinct !DILocation(line: 0, scope: !211, inlinedAt: !219)
!211 = distinct !DISubprogram(name: "__createFromBinding", linkageName: "_ZN4hlsl16StructuredBufferI13BoneTransformE19__createFromBindingEjjijPKc", scope: !76, file: !7, line: 34, type: !93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !92, retainedNodes: !212)
!212 = !{!213, !214, !215, !216, !217, !218}
!213 = !DILocalVariable(name: "registerNo", arg: 1, scope: !211, file: !7, type: !38)
!214 = !DILocalVariable(name: "spaceNo", arg: 2, scope: !211, file: !7, type: !38)
!215 = !DILocalVariable(name: "range", arg: 3, scope: !211, file: !7, type: !39)
!216 = !DILocalVariable(name: "index", arg: 4, scope: !211, file: !7, type: !38)
!217 = !DILocalVariable(name: "name", arg: 5, scope: !211, file: !7, type: !40)
!218 = !DILocalVariable(name: "tmp", scope: !211, file: !7, type: !76)
!219 = distinct !DILocation(line: 0, scope: !220, inlinedAt: !221)
!220 = distinct !DISubprogram(name: "__cxx_global_var_init.1", scope: !7, file: !7, type: !199, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!221 = distinct !DILocation(line: 0, scope: !202)
!222 = !DILocalVariable(name: "other", arg: 2, scope: !223, file: !7, type: !29)
!223 = distinct !DISubprogram(name: "StructuredBuffer", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexEC2ERKS2_", scope: !17, file: !7, line: 34, type: !27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !26, retainedNodes: !224)
!224 = !{!225, !222}
!225 = !DILocalVariable(name: "this", arg: 1, scope: !223, type: !34, flags: DIFlagArtificial | DIFlagObjectPointer)
!226 = !DILocation(line: 0, scope: !223, inlinedAt: !227)
!227 = distinct !DILocation(line: 0, scope: !228, inlinedAt: !236)
!228 = distinct !DISubprogram(name: "__createFromBinding", linkageName: "_ZN4hlsl16StructuredBufferI13SkinnedVertexE19__createFromBindingEjjijPKc", scope: !17, file: !7, line: 34, type: !36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !35, retainedNodes: !229)
!229 = !{!230, !231, !232, !233, !234, !235}
!230 = !DILocalVariable(name: "registerNo", arg: 1, scope: !228, file: !7, type: !38)
!231 = !DILocalVariable(name: "spaceNo", arg: 2, scope: !228, file: !7, type: !38)
!232 = !DILocalVariable(name: "range", arg: 3, scope: !228, file: !7, type: !39)
!233 = !DILocalVariable(name: "index", arg: 4, scope: !228, file: !7, type: !38)
!234 = !DILocalVariable(name: "name", arg: 5, scope: !228, file: !7, type: !40)
!235 = !DILocalVariable(name: "tmp", scope: !228, file: !7, type: !17)
!236 = distinct !DILocation(line: 0, scope: !237, inlinedAt: !238)
!237 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !7, file: !7, type: !199, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!238 = distinct !DILocation(line: 0, scope: !202)
!239 = !DILocation(line: 0, scope: !228, inlinedAt: !236)
!240 = !DILocation(line: 0, scope: !211, inlinedAt: !219)
!241 = !DILocation(line: 0, scope: !188, inlinedAt: !197)
!242 = !DILocalVariable(name: "dtid", arg: 1, scope: !243, file: !7, line: 23, type: !246)
!243 = distinct !DISubprogram(name: "main", linkageName: "_Z4mainDv3_j", scope: !7, file: !7, line: 23, type: !244, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !249)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246}
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint3", scope: !5, file: !4, line: 70, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "vector<unsigned int, 3>", scope: !5, file: !7, baseType: !248)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, flags: DIFlagVector, elements: !15)
!249 = !{!242, !250, !251, !252, !253, !255, !258}
!250 = !DILocalVariable(name: "v", scope: !243, file: !7, line: 24, type: !49)
!251 = !DILocalVariable(name: "p", scope: !243, file: !7, line: 25, type: !3)
!252 = !DILocalVariable(name: "result", scope: !243, file: !7, line: 26, type: !12)
!253 = !DILocalVariable(name: "i", scope: !254, file: !7, line: 28, type: !39)
!254 = distinct !DILexicalBlock(scope: !243, file: !7, line: 28, column: 3)
!255 = !DILocalVariable(name: "b", scope: !256, file: !7, line: 29, type: !101)
!256 = distinct !DILexicalBlock(scope: !257, file: !7, line: 28, column: 31)
!257 = distinct !DILexicalBlock(scope: !254, file: !7, line: 28, column: 3)
!258 = !DILocalVariable(name: "bp", scope: !256, file: !7, line: 30, type: !12)
!259 = !DILocation(line: 0, scope: !243)
!260 = !DILocalVariable(name: "this", arg: 1, scope: !261, type: !29, flags: DIFlagArtificial | DIFlagObjectPointer)
!261 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNK4hlsl16StructuredBufferI13SkinnedVertexEixEj", scope: !17, file: !7, line: 34, type: !45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !44, retainedNodes: !262)
!262 = !{!260, !263}
!263 = !DILocalVariable(name: "Index", arg: 2, scope: !261, file: !7, type: !38)
!264 = !DILocation(line: 0, scope: !261, inlinedAt: !265)
!265 = distinct !DILocation(line: 24, column: 21, scope: !243)
!266 = !DILocation(line: 24, column: 21, scope: !243)
!267 = !{!180, !180, i64 0}
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 25, column: 21, scope: !243)
!270 = !DILocation(line: 0, scope: !254)
!271 = !DILocation(line: 29, column: 36, scope: !256)
!272 = !DILocalVariable(name: "this", arg: 1, scope: !273, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNK4hlsl16StructuredBufferI13BoneTransformEixEj", scope: !76, file: !7, line: 34, type: !97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !96, retainedNodes: !274)
!274 = !{!272, !275}
!275 = !DILocalVariable(name: "Index", arg: 2, scope: !273, file: !7, type: !38)
!276 = !DILocation(line: 0, scope: !273, inlinedAt: !277)
!277 = distinct !DILocation(line: 29, column: 23, scope: !256)
!278 = !DILocation(line: 29, column: 23, scope: !256)
!279 = !DILocation(line: 0, scope: !256)
!280 = !DILocation(line: 30, column: 24, scope: !256)
!281 = !DILocation(line: 30, column: 40, scope: !256)
!282 = !DILocation(line: 30, column: 56, scope: !256)
!283 = !DILocation(line: 31, column: 20, scope: !256)
!284 = !DILocation(line: 31, column: 12, scope: !256)
!285 = !DILocalVariable(name: "this", arg: 1, scope: !286, type: !134, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4hlsl18RWStructuredBufferIDv3_fEixEj", scope: !118, file: !7, line: 34, type: !146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !145, retainedNodes: !287)
!287 = !{!285, !288}
!288 = !DILocalVariable(name: "Index", arg: 2, scope: !286, file: !7, type: !38)
!289 = !DILocation(line: 0, scope: !286, inlinedAt: !290)
!290 = distinct !DILocation(line: 33, column: 3, scope: !243)
!291 = !DILocation(line: 33, column: 28, scope: !243)
