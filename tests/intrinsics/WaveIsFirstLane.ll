; ModuleID = '/work/main/tests/intrinsics/WaveIsFirstLane.hlsl'
source_filename = "/work/main/tests/intrinsics/WaveIsFirstLane.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %2 = tail call i1 @llvm.dx.wave.is.first.lane()
  %3 = zext i1 %2 to i32
  %4 = insertelement <2 x i32> <i32 poison, i32 9>, i32 %3, i64 0
  %5 = icmp ugt i32 %1, 2
  br i1 %5, label %6, label %10

6:                                                ; preds = %0
  %7 = tail call i1 @llvm.dx.wave.is.first.lane()
  %8 = zext i1 %7 to i32
  %9 = insertelement <2 x i32> %4, i32 %8, i64 1
  br label %10

10:                                               ; preds = %0, %6
  %11 = phi <2 x i32> [ %9, %6 ], [ %4, %0 ]
  %12 = tail call target("dx.RawBuffer", <2 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %13 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) %12, i32 %1)
  store <2 x i32> %11, ptr %13, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i1 @llvm.dx.wave.is.first.lane() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!8 = !{!6, !6, i64 0}
