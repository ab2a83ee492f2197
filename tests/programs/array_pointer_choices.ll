; ModuleID = 'array_pointer_choices.hlsl'
source_filename = "array_pointer_choices.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A = hidden local_unnamed_addr addrspace(3) global [8 x <4 x float>] zeroinitializer, align 16
@B = hidden local_unnamed_addr addrspace(3) global [8 x <4 x float>] zeroinitializer, align 16
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = alloca [4 x <4 x float>], align 16
  %2 = alloca [4 x <4 x float>], align 16
  %3 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %4 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %5 = tail call i32 @llvm.dx.thread.id(i32 0)
  %6 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 %5)
  %7 = load <4 x float>, ptr %6, align 16, !tbaa !8
  %8 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @A, i32 %5
  store <4 x float> %7, ptr addrspace(3) %8, align 16, !tbaa !8
  %9 = add i32 %5, 8
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 %9)
  %11 = load <4 x float>, ptr %10, align 16, !tbaa !8
  %12 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) @B, i32 %5
  store <4 x float> %11, ptr addrspace(3) %12, align 16, !tbaa !8
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %13 = and i32 %5, 1
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, i32 3, i32 1
  %16 = xor i32 %13, 7
  %17 = select i1 %14, ptr addrspace(3) @B, ptr addrspace(3) @A
  %18 = add i32 %5, %15
  %19 = and i32 %18, %16
  %20 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %17, i32 %19
  %21 = load <4 x float>, ptr addrspace(3) %20, align 16, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #5
  %22 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 0)
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 1)
  %24 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 2)
  %25 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 3)
  %26 = load <4 x float>, ptr %22, align 16, !tbaa !8
  store <4 x float> %26, ptr %1, align 16, !tbaa !8
  %27 = getelementptr inbounds nuw i8, ptr %1, i32 16
  %28 = load <4 x float>, ptr %23, align 16, !tbaa !8
  store <4 x float> %28, ptr %27, align 16, !tbaa !8
  %29 = getelementptr inbounds nuw i8, ptr %1, i32 32
  %30 = load <4 x float>, ptr %24, align 16, !tbaa !8
  store <4 x float> %30, ptr %29, align 16, !tbaa !8
  %31 = getelementptr inbounds nuw i8, ptr %1, i32 48
  %32 = load <4 x float>, ptr %25, align 16, !tbaa !8
  store <4 x float> %32, ptr %31, align 16, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #5
  %33 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 4)
  %34 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 5)
  %35 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 6)
  %36 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %4, i32 7)
  %37 = load <4 x float>, ptr %33, align 16, !tbaa !8
  store <4 x float> %37, ptr %2, align 16, !tbaa !8
  %38 = getelementptr inbounds nuw i8, ptr %2, i32 16
  %39 = load <4 x float>, ptr %34, align 16, !tbaa !8
  store <4 x float> %39, ptr %38, align 16, !tbaa !8
  %40 = getelementptr inbounds nuw i8, ptr %2, i32 32
  %41 = load <4 x float>, ptr %35, align 16, !tbaa !8
  store <4 x float> %41, ptr %40, align 16, !tbaa !8
  %42 = getelementptr inbounds nuw i8, ptr %2, i32 48
  %43 = load <4 x float>, ptr %36, align 16, !tbaa !8
  store <4 x float> %43, ptr %42, align 16, !tbaa !8
  %44 = and i32 %5, 2
  %45 = icmp eq i32 %44, 0
  %46 = lshr exact i32 %44, 1
  %47 = xor i32 %46, 1
  %48 = add nuw nsw i32 %5, %47
  %49 = select i1 %45, ptr %2, ptr %1
  %50 = and i32 %48, 3
  %51 = getelementptr inbounds nuw <4 x float>, ptr %49, i32 %50
  %52 = load <4 x float>, ptr %51, align 16, !tbaa !8
  %53 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %52, %21
  %54 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %3, i32 %5)
  store <4 x float> %53, ptr %54, align 16, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #5
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #4

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

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
