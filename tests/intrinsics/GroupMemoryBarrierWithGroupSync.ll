; ModuleID = '/work/main/tests/intrinsics/GroupMemoryBarrierWithGroupSync.hlsl'
source_filename = "/work/main/tests/intrinsics/GroupMemoryBarrierWithGroupSync.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Shared = hidden local_unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %4 = tail call i32 @llvm.dx.group.id(i32 0)
  %5 = shl i32 %4, 6
  %6 = add i32 %5, %3
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %1, i32 %6)
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = mul i32 %8, 10
  %10 = add i32 %9, %3
  %11 = getelementptr inbounds nuw i32, ptr addrspace(3) @Shared, i32 %3
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !4
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %12 = sub i32 63, %3
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @Shared, i32 %12
  %14 = load i32, ptr addrspace(3) %13, align 4, !tbaa !4
  %15 = add i32 %3, 1
  %16 = and i32 %15, 63
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @Shared, i32 %16
  %18 = load i32, ptr addrspace(3) %17, align 4, !tbaa !4
  %19 = add i32 %18, %14
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  store i32 %19, ptr addrspace(3) %11, align 4, !tbaa !4
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %20 = and i32 %3, 63
  %21 = xor i32 %20, 32
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) @Shared, i32 %21
  %23 = load i32, ptr addrspace(3) %22, align 4, !tbaa !4
  %24 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %6)
  store i32 %23, ptr %24, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.group.id(i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
