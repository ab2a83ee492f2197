; ModuleID = 'merged_float_pairs.hlsl'
source_filename = "merged_float_pairs.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.P = type { float, float }

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1
@G = hidden local_unnamed_addr addrspace(3) global [16 x float] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %struct.P], align 4
  %2 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #6
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 0)
  %5 = load float, ptr %4, align 4, !tbaa !8
  store float %5, ptr %1, align 4, !tbaa !10
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 4)
  %7 = load float, ptr %6, align 4, !tbaa !8
  %8 = getelementptr inbounds nuw i8, ptr %1, i32 4
  store float %7, ptr %8, align 4, !tbaa !12
  %9 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 1)
  %10 = load float, ptr %9, align 4, !tbaa !8
  %11 = getelementptr inbounds nuw i8, ptr %1, i32 8
  store float %10, ptr %11, align 4, !tbaa !10
  %12 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 5)
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %1, i32 12
  store float %13, ptr %14, align 4, !tbaa !12
  %15 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 2)
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %1, i32 16
  store float %16, ptr %17, align 4, !tbaa !10
  %18 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 6)
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds nuw i8, ptr %1, i32 20
  store float %19, ptr %20, align 4, !tbaa !12
  %21 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 3)
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %1, i32 24
  store float %22, ptr %23, align 4, !tbaa !10
  %24 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 7)
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = getelementptr inbounds nuw i8, ptr %1, i32 28
  store float %25, ptr %26, align 4, !tbaa !12
  %27 = tail call i32 @llvm.dx.thread.id(i32 0)
  %28 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 %27)
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = fmul reassoc nnan ninf nsz arcp afn float %29, 2.000000e+00
  %31 = shl i32 %27, 1
  %32 = getelementptr inbounds nuw float, ptr addrspace(3) @G, i32 %31
  store float %30, ptr addrspace(3) %32, align 4, !tbaa !8
  %33 = add i32 %27, 4
  %34 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 %33)
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = fmul reassoc nnan ninf nsz arcp afn float %35, 3.000000e+00
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %32, i32 4
  store float %36, ptr addrspace(3) %37, align 4, !tbaa !8
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %38 = and i32 %27, 3
  %39 = getelementptr inbounds nuw %struct.P, ptr %1, i32 %38
  %40 = load i64, ptr %39, align 4
  %41 = add i32 %27, 1
  %42 = and i32 %41, 3
  %43 = getelementptr inbounds nuw %struct.P, ptr %1, i32 %42
  store i64 %40, ptr %43, align 4
  %44 = shl nuw nsw i32 %42, 3
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) @G, i32 %44
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !8
  %47 = shl i32 %33, 3
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @G, i32 %47
  store float %46, ptr addrspace(3) %48, align 4, !tbaa !8
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 4
  %50 = load float, ptr addrspace(3) %49, align 4, !tbaa !8
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %48, i32 4
  store float %50, ptr addrspace(3) %51, align 4, !tbaa !8
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %52 = load float, ptr %39, align 4, !tbaa !10
  %53 = lshr i64 %40, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = bitcast i32 %54 to float
  %56 = fadd reassoc nnan ninf nsz arcp afn float %52, %55
  %57 = and i32 %31, 6
  %58 = xor i32 %57, 12
  %59 = getelementptr inbounds nuw float, ptr addrspace(3) @G, i32 %58
  %60 = load float, ptr addrspace(3) %59, align 4, !tbaa !8
  %61 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %60, float 1.000000e+01, float %56)
  %62 = add i32 %31, 6
  %63 = and i32 %62, 6
  %64 = getelementptr inbounds nuw float, ptr addrspace(3) @G, i32 %63
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %64, i32 36
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !8
  %67 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %66, float 1.000000e+02, float %61)
  %68 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %2, i32 %27)
  store float %67, ptr %68, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #6
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #5

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !9, i64 0}
!11 = !{!"_ZTS1P", !9, i64 0, !9, i64 4}
!12 = !{!11, !9, i64 4}
