; ModuleID = 'cbuffer_pointer_choices.hlsl'
source_filename = "cbuffer_pointer_choices.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_Lights = type <{ [4 x %Light], <4 x float>, i32 }>
%Light = type <{ <4 x float>, <4 x float> }>
%__cblayout_Other = type <{ <4 x float>, [2 x <4 x float>] }>

@Lights.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Lights) poison
@L = external hidden local_unnamed_addr addrspace(2) global [4 x %Light], align 1
@Ambient = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@Lights.str = private unnamed_addr constant [7 x i8] c"Lights\00", align 1
@Other.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Other) poison
@Fog = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@Sky = external hidden local_unnamed_addr addrspace(2) global [2 x <4 x float>], align 16
@Other.str = private unnamed_addr constant [6 x i8] c"Other\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Count\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Other) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Otherst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Lights.str)
  store target("dx.CBuffer", %__cblayout_Lights) %1, ptr @Lights.cb, align 4
  %2 = tail call target("dx.CBuffer", %__cblayout_Other) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Otherst(i32 0, i32 1, i32 1, i32 0, ptr nonnull @Other.str)
  store target("dx.CBuffer", %__cblayout_Other) %2, ptr @Other.cb, align 4
  %3 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %5 = and i32 %4, 1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %0
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %4)
  store i32 1, ptr %8, align 4, !tbaa !6
  %9 = and i32 %4, 3
  %10 = getelementptr %Light, ptr addrspace(2) @L, i32 %9
  br label %17

11:                                               ; preds = %0
  %12 = and i32 %4, 2
  %13 = icmp eq i32 %12, 0
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %4)
  br i1 %13, label %16, label %15

15:                                               ; preds = %11
  store i32 2, ptr %14, align 4, !tbaa !6
  br label %17

16:                                               ; preds = %11
  store i32 3, ptr %14, align 4, !tbaa !6
  br label %17

17:                                               ; preds = %7, %15, %16
  %18 = phi ptr addrspace(2) [ %10, %7 ], [ @Sky, %15 ], [ @Ambient, %16 ]
  %19 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %20 = load <4 x float>, ptr addrspace(2) %18, align 16, !tbaa !10
  %21 = and i32 %4, 4
  %22 = icmp eq i32 %21, 0
  %23 = add nuw nsw i32 %4, 1
  %24 = and i32 %23, 3
  %25 = getelementptr %Light, ptr addrspace(2) @L, i32 %24
  %26 = getelementptr inbounds nuw i8, ptr addrspace(2) %25, i32 16
  %27 = select i1 %22, ptr addrspace(2) %26, ptr addrspace(2) @Fog
  %28 = load <4 x float>, ptr addrspace(2) %27, align 16, !tbaa !10
  %29 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %28, %20
  %30 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %19, i32 %4)
  store <4 x float> %29, ptr %30, align 16, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0, !1}
!llvm.module.flags = !{!2, !3}
!dx.valver = !{!4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = distinct !{ptr @Lights.cb, ptr addrspace(2) @L, ptr addrspace(2) @Ambient, null}
!1 = !{ptr @Other.cb, ptr addrspace(2) @Fog, ptr addrspace(2) @Sky}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 1, i32 8}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
