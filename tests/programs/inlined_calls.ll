; Hand-written in the style of clang 22's IR (see inlined_calls.hlsl): the entry calls
; internal functions instead of having them inlined (clang marks HLSL functions
; alwaysinline, so its -O3 IR never does this). dxil-emit inlines them, as DXC does.
; ModuleID = 'inlined_calls.hlsl'
source_filename = "inlined_calls.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: noinline
define internal <4 x i32> @_Z7setlaneDv4_jjj(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = insertelement <4 x i32> %0, i32 %2, i32 %1
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %5
}

; Function Attrs: noinline
define internal i32 @_Z4pickDv4_jj(<4 x i32> noundef %0, i32 noundef %1) #1 {
  %3 = icmp ugt i32 %1, 3
  br i1 %3, label %9, label %4

4:
  %5 = extractelement <4 x i32> %0, i32 %1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:
  %8 = add nuw nsw i32 %1, 2000
  ret i32 %8

9:
  ret i32 1000

10:
  ret i32 %5
}

; Function Attrs: noinline
define internal i32 @_Z3sumj(i32 noundef %0) #1 {
  %2 = alloca [8 x i32], align 4
  br label %3

3:
  %4 = phi i32 [ 0, %1 ], [ %8, %3 ]
  %5 = mul i32 %4, %0
  %6 = getelementptr inbounds nuw [8 x i32], ptr %2, i32 0, i32 %4
  store i32 %5, ptr %6, align 4
  %8 = add nuw nsw i32 %4, 1
  %9 = icmp eq i32 %8, 8
  br i1 %9, label %10, label %3

10:
  %11 = tail call i32 @llvm.umin.i32(i32 %0, i32 8)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %20, label %13

13:
  %14 = phi i32 [ 0, %10 ], [ %18, %13 ]
  %15 = phi i32 [ 0, %10 ], [ %17, %13 ]
  %16 = getelementptr inbounds nuw [8 x i32], ptr %2, i32 0, i32 %14
  %lane = load i32, ptr %16, align 4
  %17 = add i32 %15, %lane
  %18 = add nuw nsw i32 %14, 1
  %19 = icmp ult i32 %18, %11
  br i1 %19, label %13, label %20

20:
  %21 = phi i32 [ 0, %10 ], [ %17, %13 ]
  ret i32 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %1, i32 %3)
  %5 = load i32, ptr %4, align 4, !tbaa !4
  %6 = add i32 %3, 8
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %1, i32 %6)
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = insertelement <4 x i32> poison, i32 %5, i64 0
  %10 = insertelement <4 x i32> %9, i32 %8, i64 1
  %11 = insertelement <4 x i32> %10, i32 %3, i64 2
  %12 = insertelement <4 x i32> %11, i32 0, i64 3
  %13 = and i32 %3, 3
  %14 = add i32 %3, 50
  %15 = call <4 x i32> @_Z7setlaneDv4_jjj(<4 x i32> %12, i32 %13, i32 %14)
  %16 = and i32 %5, 7
  %17 = call i32 @_Z4pickDv4_jj(<4 x i32> %15, i32 %16)
  %18 = shl i32 %3, 2
  %19 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %18)
  store i32 %17, ptr %19, align 4, !tbaa !4
  %20 = and i32 %8, 15
  %21 = call i32 @_Z3sumj(i32 %20)
  %22 = add i32 %18, 1
  %23 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %22)
  store i32 %21, ptr %23, align 4, !tbaa !4
  %24 = extractelement <4 x i32> %15, i64 0
  %25 = extractelement <4 x i32> %15, i64 1
  %26 = mul i32 %25, 10
  %27 = extractelement <4 x i32> %15, i64 2
  %28 = mul i32 %27, 100
  %29 = extractelement <4 x i32> %15, i64 3
  %30 = mul i32 %29, 1000
  %31 = add i32 %24, %26
  %32 = add i32 %31, %28
  %33 = add i32 %32, %30
  %34 = add i32 %18, 2
  %35 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %34)
  store i32 %33, ptr %35, align 4, !tbaa !4
  br label %36

36:
  %37 = phi i32 [ 0, %0 ], [ %40, %36 ]
  %38 = phi i32 [ 0, %0 ], [ %41, %36 ]
  %39 = call i32 @_Z4pickDv4_jj(<4 x i32> %15, i32 %37)
  %40 = add nuw nsw i32 %37, 1
  %41 = add i32 %38, %39
  %42 = icmp eq i32 %40, 6
  br i1 %42, label %43, label %36

43:
  %44 = add i32 %18, 3
  %45 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 %44)
  store i32 %41, ptr %45, align 4, !tbaa !4
  ret void
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare i32 @llvm.umin.i32(i32, i32)

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { noinline nounwind }

!llvm.module.flags = !{!0, !1}
!dx.valver = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
