; ModuleID = 'cbuffer_dynamic_lanes.hlsl'
source_filename = "cbuffer_dynamic_lanes.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_C = type <{ <3 x float>, float, <2 x float> }>

@C.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_C) poison
@v = external hidden local_unnamed_addr addrspace(2) global <3 x float>, align 16
@s = external hidden local_unnamed_addr addrspace(2) global float, align 4
@w = external hidden local_unnamed_addr addrspace(2) global <2 x float>, align 8
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str = private unnamed_addr constant [7 x i8] c"output\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @C.str)
  store target("dx.CBuffer", %__cblayout_C) %1, ptr @C.cb, align 4
  %2 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.dx.thread.id.in.group(i32 0)
  %4 = freeze i32 %3
  %5 = urem i32 %4, 3
  %6 = getelementptr inbounds nuw float, ptr addrspace(2) @v, i32 %5
  %7 = load float, ptr addrspace(2) %6, align 4
  %8 = and i32 %4, 1
  %9 = getelementptr inbounds nuw float, ptr addrspace(2) @w, i32 %8
  %10 = load float, ptr addrspace(2) %9, align 4
  %11 = load float, ptr addrspace(2) @s, align 4, !tbaa !9
  %12 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %10, float %11, float %7)
  %13 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %2, i32 %4)
  store float %12, ptr %13, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id.in.group(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{ptr @C.cb, ptr addrspace(2) @v, ptr addrspace(2) @s, ptr addrspace(2) @w}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
