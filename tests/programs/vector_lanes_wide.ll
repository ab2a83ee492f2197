; ModuleID = 'vector_lanes_wide.hlsl'
source_filename = "vector_lanes_wide.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.S = type <{ <4 x float>, i32 }>

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutH\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"Out64\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = alloca <4 x half>, align 8
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x double>, align 16
  %5 = alloca %struct.S, align 16
  %6 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %7 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %8 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %9 = tail call target("dx.RawBuffer", <2 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i64_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %10 = tail call i32 @llvm.dx.thread.id(i32 0)
  %11 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 %10)
  %12 = load <4 x i32>, ptr %11, align 16, !tbaa !9
  %13 = extractelement <4 x i32> %12, i64 0
  %14 = uitofp i32 %13 to float
  %15 = insertelement <16 x float> poison, float %14, i64 0
  %16 = extractelement <4 x i32> %12, i64 1
  %17 = uitofp i32 %16 to float
  %18 = insertelement <16 x float> %15, float %17, i64 1
  %19 = extractelement <4 x i32> %12, i64 2
  %20 = uitofp i32 %19 to float
  %21 = insertelement <16 x float> %18, float %20, i64 2
  %22 = extractelement <4 x i32> %12, i64 3
  %23 = uitofp i32 %22 to float
  %24 = insertelement <16 x float> %21, float %23, i64 3
  %25 = insertelement <16 x float> %24, float %17, i64 4
  %26 = insertelement <16 x float> %25, float %20, i64 5
  %27 = insertelement <16 x float> %26, float %23, i64 6
  %28 = insertelement <16 x float> %27, float %14, i64 7
  %29 = insertelement <16 x float> %28, float %20, i64 8
  %30 = insertelement <16 x float> %29, float %23, i64 9
  %31 = insertelement <16 x float> %30, float %14, i64 10
  %32 = insertelement <16 x float> %31, float %17, i64 11
  %33 = insertelement <16 x float> %32, float %23, i64 12
  %34 = insertelement <16 x float> %33, float %14, i64 13
  %35 = insertelement <16 x float> %34, float %17, i64 14
  %36 = insertelement <16 x float> %35, float %20, i64 15
  %37 = and i32 %13, 3
  %38 = shl i32 %16, 2
  %39 = and i32 %38, 12
  %40 = or disjoint i32 %39, %37
  %41 = insertelement <16 x float> %36, float 5.000000e+00, i32 %40
  %42 = and i32 %10, 3
  %43 = insertelement <16 x float> %41, float 1.000000e+00, i32 %42
  %44 = or disjoint i32 %42, 4
  %45 = insertelement <16 x float> %43, float 2.000000e+00, i32 %44
  %46 = or disjoint i32 %42, 8
  %47 = insertelement <16 x float> %45, float 3.000000e+00, i32 %46
  %48 = or disjoint i32 %42, 12
  %49 = insertelement <16 x float> %47, float 4.000000e+00, i32 %48
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #4
  %50 = uitofp <4 x i32> %12 to <4 x half>
  store <4 x half> %50, ptr %1, align 8, !tbaa !9
  %51 = uitofp i32 %10 to half
  %52 = and i32 %19, 3
  %53 = getelementptr half, ptr %1, i32 %52
  store half %51, ptr %53, align 2
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #4
  %54 = icmp ugt <4 x i32> %12, splat (i32 3)
  %55 = zext <4 x i1> %54 to <4 x i32>
  store <4 x i32> %55, ptr %2, align 16, !tbaa !9
  %56 = getelementptr i32, ptr %2, i32 %42
  store i32 0, ptr %56, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #4
  %57 = shufflevector <4 x i32> %12, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %58 = zext <2 x i32> %57 to <2 x i64>
  store <2 x i64> %58, ptr %3, align 16, !tbaa !9
  %59 = and i32 %10, 1
  %60 = getelementptr i64, ptr %3, i32 %59
  store i64 77, ptr %60, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #4
  %61 = shufflevector <4 x i32> %12, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %62 = uitofp <2 x i32> %61 to <2 x double>
  store <2 x double> %62, ptr %4, align 16, !tbaa !9
  %63 = and i32 %22, 1
  %64 = getelementptr double, ptr %4, i32 %63
  store double 5.000000e-01, ptr %64, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #4
  %65 = uitofp <4 x i32> %12 to <4 x float>
  store <4 x float> %65, ptr %5, align 16, !tbaa !9
  %66 = getelementptr float, ptr %5, i32 %42
  store float -1.000000e+00, ptr %66, align 4
  %67 = add i32 %10, 1
  %68 = and i32 %67, 3
  %69 = extractelement <16 x float> %49, i32 %68
  %70 = insertelement <4 x float> poison, float %69, i64 0
  %71 = or disjoint i32 %68, 4
  %72 = extractelement <16 x float> %49, i32 %71
  %73 = insertelement <4 x float> %70, float %72, i64 1
  %74 = or disjoint i32 %68, 8
  %75 = extractelement <16 x float> %49, i32 %74
  %76 = insertelement <4 x float> %73, float %75, i64 2
  %77 = or disjoint i32 %68, 12
  %78 = extractelement <16 x float> %49, i32 %77
  %79 = insertelement <4 x float> %76, float %78, i64 3
  %80 = load <4 x i32>, ptr %2, align 16, !tbaa !9
  %81 = trunc <4 x i32> %80 to <4 x i1>
  %82 = uitofp <4 x i1> %81 to <4 x float>
  %83 = load <4 x float>, ptr %5, align 16, !tbaa !9
  %84 = load <2 x double>, ptr %4, align 16, !tbaa !9
  %85 = shufflevector <2 x double> %84, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %86 = fptrunc <4 x double> %85 to <4 x float>
  %87 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %83, %82
  %88 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %87, %86
  %89 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %88, %79
  %90 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %7, i32 %10)
  store <4 x float> %89, ptr %90, align 16, !tbaa !9
  %91 = load <4 x half>, ptr %1, align 8, !tbaa !9
  %92 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %8, i32 %10)
  store <4 x half> %91, ptr %92, align 8, !tbaa !9
  %93 = load <2 x i64>, ptr %3, align 16, !tbaa !9
  %94 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i64_1_0t(target("dx.RawBuffer", <2 x i64>, 1, 0) %9, i32 %10)
  store <2 x i64> %93, ptr %94, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i64_1_0t(target("dx.RawBuffer", <2 x i64>, 1, 0), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }

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
