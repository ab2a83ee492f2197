; ModuleID = 'vector_lanes.hlsl'
source_filename = "vector_lanes.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@gv = hidden local_unnamed_addr addrspace(3) global [8 x <4 x i32>] zeroinitializer, align 16

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca <4 x float>, align 16
  %3 = alloca [4 x <4 x i32>], align 16
  %4 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %5 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %6 = tail call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #6
  %7 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %4, i32 %6)
  %8 = load <4 x i32>, ptr %7, align 16, !tbaa !8
  store <4 x i32> %8, ptr %1, align 16, !tbaa !8
  %9 = add i32 %6, 100
  %10 = extractelement <4 x i32> %8, i64 0
  %11 = and i32 %10, 3
  %12 = getelementptr i32, ptr %1, i32 %11
  store i32 %9, ptr %12, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6
  %13 = load <4 x i32>, ptr %1, align 16, !tbaa !8
  %14 = uitofp <4 x i32> %13 to <4 x float>
  store <4 x float> %14, ptr %2, align 16, !tbaa !8
  %15 = extractelement <4 x i32> %13, i64 1
  %16 = add i32 %15, %6
  %17 = and i32 %16, 3
  %18 = extractelement <4 x float> %14, i32 %17
  %19 = fadd reassoc nnan ninf nsz arcp afn float %18, 5.000000e-01
  %20 = getelementptr float, ptr %2, i32 %17
  store float %19, ptr %20, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  %21 = shufflevector <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, <4 x i32> %13, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  store <4 x i32> %21, ptr %3, align 16, !tbaa !8
  %22 = shufflevector <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, <4 x i32> %13, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  %23 = getelementptr inbounds nuw i8, ptr %3, i32 16
  store <4 x i32> %22, ptr %23, align 16, !tbaa !8
  %24 = shufflevector <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, <4 x i32> %13, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  %25 = getelementptr inbounds nuw i8, ptr %3, i32 32
  store <4 x i32> %24, ptr %25, align 16, !tbaa !8
  %26 = shufflevector <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, <4 x i32> %13, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  %27 = getelementptr inbounds nuw i8, ptr %3, i32 48
  store <4 x i32> %26, ptr %27, align 16, !tbaa !8
  %28 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %29 = extractelement <4 x i32> %13, i64 3
  %30 = and i32 %29, 3
  %31 = getelementptr inbounds nuw <4 x i32>, ptr %3, i32 %30
  %32 = and i32 %6, 3
  %33 = getelementptr i32, ptr %31, i32 %32
  store i32 99, ptr %33, align 4
  %34 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %35 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(3) @gv, i32 %28
  store <4 x i32> %34, ptr addrspace(3) %35, align 16, !tbaa !8
  %36 = add i32 %6, 1
  %37 = and i32 %36, 3
  %38 = getelementptr i32, ptr addrspace(3) %35, i32 %37
  store i32 7, ptr addrspace(3) %38, align 4
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %39 = add i32 %28, 1
  %40 = and i32 %39, 7
  %41 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(3) @gv, i32 %40
  %42 = load <4 x i32>, ptr addrspace(3) %41, align 16, !tbaa !8
  %43 = xor i32 %32, 2
  %44 = getelementptr inbounds nuw <4 x i32>, ptr %3, i32 %43
  %45 = load <4 x i32>, ptr %44, align 16, !tbaa !8
  %46 = add i32 %6, 3
  %47 = and i32 %46, 3
  %48 = extractelement <4 x i32> %13, i32 %47
  %49 = mul i32 %6, 6
  %50 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %5, i32 %49)
  store i32 %48, ptr %50, align 4, !tbaa !4
  %51 = getelementptr inbounds nuw float, ptr %2, i32 %32
  %52 = load float, ptr %51, align 4
  %53 = fmul reassoc nnan ninf nsz arcp afn float %52, 2.000000e+00
  %54 = fptoui float %53 to i32
  %55 = or disjoint i32 %49, 1
  %56 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %5, i32 %55)
  store i32 %54, ptr %56, align 4, !tbaa !4
  %57 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %45)
  %58 = add i32 %49, 2
  %59 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %5, i32 %58)
  store i32 %57, ptr %59, align 4, !tbaa !4
  %60 = extractelement <4 x i32> %42, i32 %32
  %61 = add i32 %49, 3
  %62 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %5, i32 %61)
  store i32 %60, ptr %62, align 4, !tbaa !4
  %63 = extractelement <4 x i32> %42, i64 0
  %64 = mul i32 %63, 1000
  %65 = extractelement <4 x i32> %42, i64 1
  %66 = mul i32 %65, 100
  %67 = extractelement <4 x i32> %42, i64 2
  %68 = mul i32 %67, 10
  %69 = extractelement <4 x i32> %42, i64 3
  %70 = add i32 %66, %69
  %71 = add i32 %70, %64
  %72 = add i32 %71, %68
  %73 = add i32 %49, 4
  %74 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %5, i32 %73)
  store i32 %72, ptr %74, align 4, !tbaa !4
  %75 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %76 = tail call i32 @llvm.dx.udot.v4i32(<4 x i32> %75, <4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %77 = add i32 %49, 5
  %78 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %5, i32 %77)
  store i32 %76, ptr %78, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #6
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.udot.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
