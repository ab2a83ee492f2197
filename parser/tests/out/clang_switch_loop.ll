; ModuleID = 'cs_control_flow_switch_loop.hlsl'
source_filename = "cs_control_flow_switch_loop.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_VMParams = type <{ i32, i32 }>

@.str = private unnamed_addr constant [8 x i8] c"Program\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"Results\00", align 1
@VMParams.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_VMParams) poison
@ProgramLength = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@InitialValue = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@VMParams.str = private unnamed_addr constant [9 x i8] c"VMParams\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_VMParams) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_VMParamsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.CBuffer", %__cblayout_VMParams) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_VMParamsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @VMParams.str)
  store target("dx.CBuffer", %__cblayout_VMParams) %2, ptr @VMParams.cb, align 4
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = load i32, ptr addrspace(2) @InitialValue, align 4, !tbaa !5
  %5 = add nsw i32 %4, %3
  %6 = load i32, ptr addrspace(2) @ProgramLength, align 4, !tbaa !5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %35, label %8

8:                                                ; preds = %0, %30
  %9 = phi i32 [ %32, %30 ], [ %5, %0 ]
  %10 = phi i32 [ %33, %30 ], [ 0, %0 ]
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %1, i32 %10)
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = lshr i32 %12, 8
  %14 = trunc i32 %12 to i8
  switch i8 %14, label %25 [
    i8 0, label %15
    i8 1, label %17
    i8 2, label %19
    i8 3, label %21
    i8 4, label %30
  ]

15:                                               ; preds = %8
  %16 = add nsw i32 %13, %9
  br label %25

17:                                               ; preds = %8
  %18 = sub nsw i32 %9, %13
  br label %25

19:                                               ; preds = %8
  %20 = mul nsw i32 %13, %9
  br label %25

21:                                               ; preds = %8
  %22 = icmp eq i32 %13, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %21
  %24 = sdiv i32 %9, %13
  br label %25

25:                                               ; preds = %8, %15, %17, %19, %21, %23
  %26 = phi i32 [ %10, %21 ], [ %10, %15 ], [ %10, %17 ], [ %10, %19 ], [ %10, %23 ], [ %6, %8 ]
  %27 = phi i32 [ %9, %21 ], [ %16, %15 ], [ %18, %17 ], [ %20, %19 ], [ %24, %23 ], [ %9, %8 ]
  %28 = add i32 %27, -100001
  %29 = icmp ult i32 %28, -200001
  br i1 %29, label %35, label %30

30:                                               ; preds = %8, %25
  %31 = phi i32 [ %10, %8 ], [ %26, %25 ]
  %32 = phi i32 [ %9, %8 ], [ %27, %25 ]
  %33 = add i32 %31, 1
  %34 = icmp ult i32 %33, %6
  br i1 %34, label %8, label %35, !llvm.loop !9

35:                                               ; preds = %0, %25, %30
  %36 = phi i32 [ %5, %0 ], [ %27, %25 ], [ %32, %30 ]
  %37 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %38 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %37, i32 %3)
  store i32 %36, ptr %38, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{ptr @VMParams.cb, ptr addrspace(2) @ProgramLength, ptr addrspace(2) @InitialValue}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
