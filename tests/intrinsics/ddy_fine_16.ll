; ModuleID = '/work/main/tests/intrinsics/ddy_fine_16.hlsl'
source_filename = "/work/main/tests/intrinsics/ddy_fine_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %4 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 %3)
  %5 = load <4 x half>, ptr %4, align 8, !tbaa !9
  %6 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.dx.ddy.fine.v4f16(<4 x half> %5)
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 %3)
  store <4 x half> %6, ptr %7, align 8, !tbaa !9
  %8 = shufflevector <4 x half> %5, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %9 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.dx.ddy.fine.v3f16(<3 x half> %8)
  %10 = shufflevector <3 x half> %9, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %11 = extractelement <4 x half> %5, i64 3
  %12 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.ddy.fine.f16(half %11)
  %13 = insertelement <4 x half> %10, half %12, i64 3
  %14 = add i32 %3, 8
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 %14)
  store <4 x half> %13, ptr %15, align 8, !tbaa !9
  %16 = shufflevector <4 x half> %5, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %17 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.ddy.fine.v2f16(<2 x half> %16)
  %18 = shufflevector <4 x half> %5, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %19 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.dx.ddy.fine.v2f16(<2 x half> %18)
  %20 = shufflevector <2 x half> %17, <2 x half> %19, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %21 = add i32 %3, 16
  %22 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %2, i32 %21)
  store <4 x half> %20, ptr %22, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x half> @llvm.dx.ddy.fine.v4f16(<4 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x half> @llvm.dx.ddy.fine.v3f16(<3 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.ddy.fine.f16(half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.dx.ddy.fine.v2f16(<2 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
