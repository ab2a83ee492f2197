; ModuleID = 'constructs'
source_filename = "constructs.ll"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.P = type <{ <4 x float>, i32 }>
%opaque.T = type opaque
%cb = type { float, target("dx.Padding", 12), <2 x i32> }

$grp = comdat any

@str = private unnamed_addr constant [6 x i8] c"a\22b\5C\0A\00", align 1
@h = internal global half 0xH3C00
@bf = global bfloat 0xR3F80
@d = global double 1.000000e-01, section "data", comdat($grp), align 8
@f = global float 1.500000e+00, !dbg !0
@z = dso_local global [2 x %struct.P] zeroinitializer
@tls = thread_local(initialexec) global i32 -42
@e = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@buf = local_unnamed_addr global target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison
@gep = global ptr getelementptr inbounds nuw (i8, ptr @str, i32 2)
@vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@sp = global <2 x float> splat (float -5.000000e-01)
@agg = global { i1, ptr } { i1 true, ptr null }

; Function Attrs: nounwind memory(none)
declare noundef float @llvm.fabs.f32(float) #0

declare void @va(i32, ...)

; Function Attrs: convergent noinline
define internal fastcc float @ops(i32 noundef %a, float %b, ptr nonnull align 4 dereferenceable(16) %p) #1 !dbg !0 {
entry:
  %add = add nuw nsw i32 %a, 1
  %or = or disjoint i32 %add, 2
  %div = udiv exact i32 %or, 4
  %z = zext nneg i32 %div to i64
  %c = icmp samesign ult i32 %a, %add
  %fm = fmul fast float %b, 2.000000e+00
  %fa = fadd fast float %fm, 0x3FB99999A0000000
  %neg = fneg nnan float %fa
  %abs = tail call nnan float @llvm.fabs.f32(float %neg) #2, !tbaa !4
  %cmp = fcmp olt float %abs, 0.000000e+00
  %sel = select i1 %cmp, float %abs, float %b
  %v = load volatile <4 x float>, ptr %p, align 16, !nonnull !1
  %x = extractelement <4 x float> %v, i64 3
  %ins = insertelement <4 x float> poison, float %x, i64 0
  %shuf = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %shuf2 = shufflevector <4 x float> %ins, <4 x float> %v, <2 x i32> <i32 0, i32 poison>
  %gp = getelementptr inbounds [2 x %struct.P], ptr @z, i32 0, i32 1, i32 1
  store atomic i32 %a, ptr %gp syncscope("agent") release, align 4
  %ld = load atomic i32, ptr %gp acquire, align 4
  %rmw = atomicrmw volatile add ptr %gp, i32 1 seq_cst, align 4
  %cx = cmpxchg weak ptr %gp, i32 %ld, i32 %rmw acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %cx, 1
  %iv = insertvalue { i32, i1 } %cx, i1 false, 1
  fence syncscope("singlethread") seq_cst
  %fr = freeze i32 %ld
  %al = alloca [4 x float], align 4
  call void (i32, ...) @va(i32 %fr, float %sel, metadata !"s")
  br i1 %ok, label %loop, label %exit

loop:                                             ; preds = %entry, %loop
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, 10
  br i1 %done, label %exit, label %loop, !llvm.loop !6

exit:                                             ; preds = %entry, %loop
  %r = phi float [ %sel, %entry ], [ %x, %loop ]
  switch i32 %a, label %d [
    i32 0, label %d
    i32 7, label %u
  ]

d:                                                ; preds = %exit, %exit
  ret float %r

u:                                                ; preds = %exit
  unreachable
}

define void @numbered(i32 %0, ptr %1) {
  %3 = add i32 %0, 1
  br label %4

4:                                                ; preds = %2
  store i32 %3, ptr %1, align 4
  ret void
}

attributes #0 = { nounwind memory(none) }
attributes #1 = { convergent noinline "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!2, !3}
!named.empty = !{}

!0 = distinct !DISubprogram(name: "ops", line: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: null, retainedNodes: !1)
!1 = !{}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", null, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
