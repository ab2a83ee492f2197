; ModuleID = 'memset_zeroing.hlsl'
source_filename = "memset_zeroing.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@g = hidden local_unnamed_addr addrspace(3) global [256 x i32] zeroinitializer, align 4
@h = hidden local_unnamed_addr addrspace(3) global [32 x <4 x float>] zeroinitializer, align 16

; Function Attrs: convergent nofree noinline norecurse nosync nounwind
define void @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 4
  %2 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #6
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(32) %1, i8 0, i32 32, i1 false)
  %4 = add i32 %3, 1
  %5 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %3)
  %6 = load i32, ptr %5, align 4, !tbaa !4
  %7 = and i32 %6, 7
  %8 = getelementptr inbounds nuw i32, ptr %1, i32 %7
  store i32 %4, ptr %8, align 4, !tbaa !4
  br label %9

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 0, %0 ], [ %12, %9 ]
  %11 = getelementptr inbounds nuw i32, ptr addrspace(3) @g, i32 %10
  store i32 0, ptr addrspace(3) %11, align 4, !tbaa !4
  %12 = add nuw nsw i32 %10, 1
  %13 = icmp eq i32 %12, 256
  br i1 %13, label %14, label %9, !llvm.loop !8

14:                                               ; preds = %9
  %15 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %16 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  tail call void @llvm.memset.p3.i64(ptr addrspace(3) noundef align 16 dereferenceable(512) @h, i8 0, i64 512, i1 false)
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %17 = add i32 %3, 10
  %18 = mul i32 %16, 3
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @g, i32 %18
  store i32 %17, ptr addrspace(3) %19, align 4, !tbaa !4
  %20 = add i32 %3, 20
  %21 = uitofp i32 %20 to float
  %22 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @h, i32 %16
  %23 = getelementptr i8, ptr addrspace(3) %22, i32 4
  store float %21, ptr addrspace(3) %23, align 4
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %24 = add i32 %3, 8
  %25 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %24)
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = and i32 %26, 7
  %28 = getelementptr inbounds nuw i32, ptr %1, i32 %27
  %29 = load i32, ptr %28, align 4, !tbaa !4
  %30 = shl i32 %3, 2
  %31 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %15, i32 %30)
  store i32 %29, ptr %31, align 4, !tbaa !4
  %32 = add i32 %18, 1
  %33 = and i32 %32, 255
  %34 = getelementptr inbounds nuw i32, ptr addrspace(3) @g, i32 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !4
  %36 = add i32 %18, 3
  %37 = and i32 %36, 255
  %38 = getelementptr inbounds nuw i32, ptr addrspace(3) @g, i32 %37
  %39 = load i32, ptr addrspace(3) %38, align 4, !tbaa !4
  %40 = add i32 %39, %35
  %41 = or disjoint i32 %30, 1
  %42 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %15, i32 %41)
  store i32 %40, ptr %42, align 4, !tbaa !4
  %43 = xor i32 %16, 1
  %44 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @h, i32 %43
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i32 4
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = fptoui float %46 to i32
  %48 = load float, ptr addrspace(3) %22, align 16
  %49 = fptoui float %48 to i32
  %50 = add i32 %49, %47
  %51 = or disjoint i32 %30, 2
  %52 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %15, i32 %51)
  store i32 %50, ptr %52, align 4, !tbaa !4
  %53 = add i32 %16, 8
  %54 = and i32 %53, 31
  %55 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @h, i32 %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %55, i32 12
  %57 = load float, ptr addrspace(3) %56, align 4
  %58 = fptoui float %57 to i32
  %59 = or disjoint i32 %30, 3
  %60 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %15, i32 %59)
  store i32 %58, ptr %60, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #6
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr writeonly captures(none), i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p3.i64(ptr addrspace(3) writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #5

attributes #0 = { convergent nofree noinline norecurse nosync nounwind "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
