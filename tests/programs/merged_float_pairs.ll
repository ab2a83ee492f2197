; ModuleID = 'merged_float_pairs.hlsl'
source_filename = "merged_float_pairs.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.P = type { float, float }

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"PairOut\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"PairIn\00", align 1
@G = hidden local_unnamed_addr addrspace(3) global [16 x float] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %struct.P], align 4
  %2 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %5 = tail call target("dx.RawBuffer", %struct.P, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.6)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #6
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 0)
  %7 = load float, ptr %6, align 4, !tbaa !8
  store float %7, ptr %1, align 4, !tbaa !10
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 4)
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = getelementptr inbounds nuw i8, ptr %1, i32 4
  store float %9, ptr %10, align 4, !tbaa !12
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 1)
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = getelementptr inbounds nuw i8, ptr %1, i32 8
  store float %12, ptr %13, align 4, !tbaa !10
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 5)
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %1, i32 12
  store float %15, ptr %16, align 4, !tbaa !12
  %17 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 2)
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = getelementptr inbounds nuw i8, ptr %1, i32 16
  store float %18, ptr %19, align 4, !tbaa !10
  %20 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 6)
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %1, i32 20
  store float %21, ptr %22, align 4, !tbaa !12
  %23 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 3)
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = getelementptr inbounds nuw i8, ptr %1, i32 24
  store float %24, ptr %25, align 4, !tbaa !10
  %26 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 7)
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %1, i32 28
  store float %27, ptr %28, align 4, !tbaa !12
  %29 = tail call i32 @llvm.dx.thread.id(i32 0)
  %30 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 %29)
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fmul reassoc nnan ninf nsz arcp afn float %31, 2.000000e+00
  %33 = shl i32 %29, 1
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) @G, i32 %33
  store float %32, ptr addrspace(3) %34, align 4, !tbaa !8
  %35 = add i32 %29, 4
  %36 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 %35)
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = fmul reassoc nnan ninf nsz arcp afn float %37, 3.000000e+00
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i32 4
  store float %38, ptr addrspace(3) %39, align 4, !tbaa !8
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %40 = and i32 %29, 3
  %41 = getelementptr inbounds nuw %struct.P, ptr %1, i32 %40
  %42 = load i64, ptr %41, align 4
  %43 = add i32 %29, 1
  %44 = and i32 %43, 3
  %45 = getelementptr inbounds nuw %struct.P, ptr %1, i32 %44
  store i64 %42, ptr %45, align 4
  %46 = shl nuw nsw i32 %44, 3
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) @G, i32 %46
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !8
  %49 = shl i32 %35, 3
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @G, i32 %49
  store float %48, ptr addrspace(3) %50, align 4, !tbaa !8
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) %47, i32 4
  %52 = load float, ptr addrspace(3) %51, align 4, !tbaa !8
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %50, i32 4
  store float %52, ptr addrspace(3) %53, align 4, !tbaa !8
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %54 = tail call noundef nonnull align 1 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_0_0t(target("dx.RawBuffer", %struct.P, 0, 0) %5, i32 %44)
  %55 = tail call noundef nonnull align 1 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_1_0t(target("dx.RawBuffer", %struct.P, 1, 0) %4, i32 %29)
  %56 = load i64, ptr %54, align 1
  store i64 %56, ptr %55, align 1
  %57 = load float, ptr %41, align 4, !tbaa !10
  %58 = lshr i64 %42, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = bitcast i32 %59 to float
  %61 = fadd reassoc nnan ninf nsz arcp afn float %57, %60
  %62 = and i32 %33, 6
  %63 = xor i32 %62, 12
  %64 = getelementptr inbounds nuw float, ptr addrspace(3) @G, i32 %63
  %65 = load float, ptr addrspace(3) %64, align 4, !tbaa !8
  %66 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %65, float 1.000000e+01, float %61)
  %67 = add i32 %33, 6
  %68 = and i32 %67, 6
  %69 = getelementptr inbounds nuw float, ptr addrspace(3) @G, i32 %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 36
  %71 = load float, ptr addrspace(3) %70, align 4, !tbaa !8
  %72 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %71, float 1.000000e+02, float %66)
  %73 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %2, i32 %29)
  store float %72, ptr %73, align 4, !tbaa !8
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
declare target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.P, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_0_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_1_0t(target("dx.RawBuffer", %struct.P, 1, 0), i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_0_0t(target("dx.RawBuffer", %struct.P, 0, 0), i32) #5

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
