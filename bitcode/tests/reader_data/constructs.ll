target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.S = type { i32, [4 x float], <4 x i32> }
%struct.List = type { %struct.List*, i32 }
%struct.Opaque = type opaque

@g.int = internal global i32 7, align 4
@g.arr = internal constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float -3.500000e+00, float 0.000000e+00], align 4
@g.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@g.zero = internal global %struct.S zeroinitializer, align 16
@g.shared = addrspace(3) global [16 x i32] undef, align 4
@g.ext = external addrspace(3) global i32
@g.ptr = internal global i32* bitcast (float* getelementptr inbounds ([4 x float], [4 x float]* @g.arr, i32 0, i32 2) to i32*), align 4
@g.diff = internal global i32 sub (i32 ptrtoint (i32* @g.int to i32), i32 ptrtoint ([16 x i32] addrspace(3)* @g.shared to i32)), align 4
@g.list = internal global %struct.List { %struct.List* @g.list, i32 3 }, align 4
@g.vec = internal global <4 x i32> <i32 1, i32 -2, i32 3, i32 2147483647>, align 16
@g.i64 = internal global i64 -9223372036854775808, align 8
@g.half = internal global half 0xH3C00, align 2
@g.dbl = internal global double 0x400921FB54442D18, align 8

define void @main(i32 %a, float %b, <4 x float> %v, i32* %p) #0 {
entry:
  %0 = add nsw i32 %a, 1
  %1 = sub nuw i32 %0, %a
  %2 = mul nuw nsw i32 %1, 3
  %3 = udiv exact i32 %2, 2
  %4 = sdiv i32 %3, -7
  %5 = urem i32 %4, 5
  %6 = srem i32 %5, 3
  %7 = shl nsw i32 %6, 2
  %8 = lshr exact i32 %7, 1
  %9 = ashr i32 %8, 1
  %10 = and i32 %9, 255
  %11 = or i32 %10, 256
  %12 = xor i32 %11, -1
  %13 = fadd fast float %b, 1.000000e+00
  %14 = fsub nnan ninf float %13, %b
  %15 = fmul nsz arcp float %14, 2.000000e+00
  %16 = fdiv float %15, 3.000000e+00
  %17 = frem float %16, 4.000000e+00
  %18 = icmp slt i32 %12, 0
  %19 = fcmp fast olt float %17, 0.000000e+00
  %20 = fcmp uno float %17, %b
  %21 = select i1 %18, i32 %12, i32 %0
  %22 = zext i1 %19 to i32
  %23 = sext i1 %20 to i64
  %24 = trunc i64 %23 to i16
  %25 = sitofp i16 %24 to float
  %26 = uitofp i32 %22 to double
  %27 = fptrunc double %26 to half
  %28 = fpext half %27 to float
  %29 = fptosi float %28 to i32
  %30 = fptoui float %25 to i32
  %31 = bitcast float %28 to i32
  %32 = ptrtoint i32* %p to i32
  %33 = inttoptr i32 %32 to float*
  %34 = addrspacecast i32 addrspace(3)* @g.ext to i32*
  %35 = extractelement <4 x float> %v, i32 2
  %36 = insertelement <4 x float> %v, float %35, i32 0
  %37 = shufflevector <4 x float> %36, <4 x float> %v, <4 x i32> <i32 0, i32 5, i32 undef, i32 3>
  %38 = shufflevector <4 x float> %37, <4 x float> undef, <2 x i32> <i32 1, i32 0>
  %39 = alloca %struct.S, align 16
  %40 = alloca i32, i32 4, align 4
  %41 = getelementptr inbounds %struct.S, %struct.S* %39, i32 0, i32 1, i32 %a
  store float %35, float* %41, align 4
  %42 = load float, float* %41, align 4
  %43 = getelementptr %struct.S, %struct.S* %39, i32 0, i32 2
  %44 = load volatile <4 x i32>, <4 x i32>* %43, align 16
  %45 = extractvalue %struct.List { %struct.List* null, i32 9 }, 1
  %46 = insertvalue %struct.List undef, i32 %45, 1
  %47 = atomicrmw add i32* %p, i32 1 seq_cst
  %48 = atomicrmw xchg i32 addrspace(3)* @g.ext, i32 %47 monotonic
  %49 = cmpxchg i32* %p, i32 %47, i32 %48 acq_rel monotonic
  %50 = cmpxchg weak volatile i32* %p, i32 0, i32 1 seq_cst seq_cst
  fence acquire
  fence syncscope("singlethread") release
  %51 = load atomic i32, i32* %p acquire, align 4
  store atomic i32 %51, i32* %p release, align 4
  %52 = call float @helper(float %42, i32 %51) #1
  %53 = tail call float @helper(float %52, i32 %0), !tbaa !6
  call void @llvm.dbg.value(metadata float %52, i64 0, metadata !8, metadata !9)
  %54 = call i32 (i32, ...) @varfn(i32 1, float %52, i64 2)
  switch i32 %a, label %default [
    i32 0, label %zero
    i32 5, label %loop
  ]

zero:                                             ; preds = %entry
  br label %loop

loop:                                             ; preds = %loop, %zero, %entry
  %i = phi i32 [ 0, %entry ], [ 1, %zero ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp uge i32 %next, 10
  br i1 %done, label %exit, label %loop, !llvm.loop !10

default:                                          ; preds = %entry
  unreachable

exit:                                             ; preds = %loop
  ret void
}

define internal float @helper(float %x, i32 %n) #2 {
  %1 = sitofp i32 %n to float
  %2 = fadd float %x, %1
  ret float %2
}

declare i32 @varfn(i32, ...)

; Function Attrs: nounwind readnone
declare void @llvm.dbg.value(metadata, i64, metadata, metadata) #1

attributes #0 = { nounwind "flag" "hlsl.shader"="compute" }
attributes #1 = { nounwind readnone }
attributes #2 = { alwaysinline nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!named.empty = !{}
!named.mixed = !{!2, !3, !4}

!0 = !{!"clang version 3.7"}
!1 = !{i32 1, i32 6}
!2 = !{null, !"", i64 -1, float 5.000000e-01, [6 x i8]* @g.str}
!3 = distinct !{!3, !2}
!4 = !{void (i32, float, <4 x float>, i32*)* @main, !5}
!5 = !{%struct.Opaque* null, %struct.S* undef}
!6 = !{!7, !7, i64 0}
!7 = !{!"int"}
!8 = !{!"var"}
!9 = !{!"expr"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
