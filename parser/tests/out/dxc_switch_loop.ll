target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.Buffer<unsigned int>" = type { i32 }
%"class.RWBuffer<int>" = type { i32 }
%VMParams = type { i32, i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %4 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 13, i32 8 })
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %6 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 0)
  %7 = extractvalue %dx.types.CBufRet.i32 %6, 1
  %8 = add nsw i32 %7, %5
  %9 = extractvalue %dx.types.CBufRet.i32 %6, 0
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %47, label %11

; <label>:11                                      ; preds = %0
  br label %12

; <label>:12                                      ; preds = %11, %38
  %13 = phi i32 [ %41, %38 ], [ 0, %11 ]
  %14 = phi i32 [ %40, %38 ], [ %8, %11 ]
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 10, i32 261 })
  %16 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %15, i32 %13, i32 undef)
  %17 = extractvalue %dx.types.ResRet.i32 %16, 0
  %18 = lshr i32 %17, 8
  %19 = and i32 %17, 255
  switch i32 %19, label %30 [
    i32 0, label %20
    i32 1, label %22
    i32 2, label %24
    i32 3, label %26
    i32 4, label %38
  ]

; <label>:20                                      ; preds = %12
  %21 = add nsw i32 %18, %14
  br label %33

; <label>:22                                      ; preds = %12
  %23 = sub nsw i32 %14, %18
  br label %33

; <label>:24                                      ; preds = %12
  %25 = mul nsw i32 %18, %14
  br label %33

; <label>:26                                      ; preds = %12
  %27 = icmp eq i32 %18, 0
  br i1 %27, label %33, label %28

; <label>:28                                      ; preds = %26
  %29 = sdiv i32 %14, %18
  br label %33

; <label>:30                                      ; preds = %12
  %31 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 0)
  %32 = extractvalue %dx.types.CBufRet.i32 %31, 0
  br label %33

; <label>:33                                      ; preds = %20, %22, %24, %26, %28, %30
  %34 = phi i32 [ %32, %30 ], [ %13, %28 ], [ %13, %26 ], [ %13, %24 ], [ %13, %22 ], [ %13, %20 ]
  %35 = phi i32 [ %14, %30 ], [ %29, %28 ], [ %14, %26 ], [ %25, %24 ], [ %23, %22 ], [ %21, %20 ]
  %36 = add i32 %35, 100000
  %37 = icmp ugt i32 %36, 200000
  br i1 %37, label %45, label %38

; <label>:38                                      ; preds = %12, %33
  %39 = phi i32 [ %13, %12 ], [ %34, %33 ]
  %40 = phi i32 [ %14, %12 ], [ %35, %33 ]
  %41 = add i32 %39, 1
  %42 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 0)
  %43 = extractvalue %dx.types.CBufRet.i32 %42, 0
  %44 = icmp ult i32 %41, %43
  br i1 %44, label %12, label %45, !llvm.loop !16

; <label>:45                                      ; preds = %33, %38
  %46 = phi i32 [ %35, %33 ], [ %40, %38 ]
  br label %47

; <label>:47                                      ; preds = %0, %45
  %48 = phi i32 [ %8, %0 ], [ %46, %45 ]
  %49 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4106, i32 260 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %49, i32 %5, i32 undef, i32 %48, i32 %48, i32 %48, i32 %48, i8 15)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!13}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{!5, !8, !11, null}
!5 = !{!6}
!6 = !{i32 0, %"class.Buffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 10, i32 0, !7}
!7 = !{i32 0, i32 5}
!8 = !{!9}
!9 = !{i32 0, %"class.RWBuffer<int>"* undef, !"", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !10}
!10 = !{i32 0, i32 4}
!11 = !{!12}
!12 = !{i32 0, %VMParams* undef, !"", i32 0, i32 0, i32 1, i32 8, null}
!13 = !{void ()* @main, !"main", null, !4, !14}
!14 = !{i32 4, !15}
!15 = !{i32 32, i32 1, i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
