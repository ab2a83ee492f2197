; ModuleID = 'inout_vector_export.hlsl'
source_filename = "inout_vector_export.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-library"

@_ZL3Out.0 = internal unnamed_addr global target("dx.RawBuffer", <4 x float>, 1, 0) poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_inout_vector_export.hlsl, ptr null }]

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define noundef nofpclass(nan inf) <4 x float> @_Z4bumpRDv4_fj(ptr noalias noundef nonnull align 16 captures(none) dereferenceable(16) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = and i32 %1, 3
  %4 = getelementptr float, ptr %0, i32 %3
  %5 = load float, ptr %4, align 4
  %6 = fadd reassoc nnan ninf nsz arcp afn float %5, 1.000000e+00
  store float %6, ptr %4, align 4
  %7 = load <3 x float>, ptr %0, align 16
  %8 = shufflevector <3 x float> %7, <3 x float> poison, <2 x i32> <i32 1, i32 2>
  %9 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %8, splat (float 2.000000e+00)
  %10 = extractelement <2 x float> %9, i64 0
  %11 = getelementptr inbounds nuw i8, ptr %0, i32 4
  store float %10, ptr %11, align 4
  %12 = extractelement <2 x float> %9, i64 1
  %13 = getelementptr inbounds nuw i8, ptr %0, i32 8
  store float %12, ptr %13, align 8
  %14 = load <4 x float>, ptr %0, align 16
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x float> %15
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @_Z8store_itj(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca <4 x float>, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #7
  %3 = and i32 %0, 3
  %4 = getelementptr float, ptr %2, i32 %3
  %5 = load float, ptr %4, align 4
  %6 = fadd reassoc nnan ninf nsz arcp afn float %5, 1.000000e+00
  store float %6, ptr %4, align 4, !alias.scope !8
  %7 = load <3 x float>, ptr %2, align 16, !alias.scope !8
  %8 = shufflevector <3 x float> %7, <3 x float> poison, <2 x i32> <i32 1, i32 2>
  %9 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %8, splat (float 2.000000e+00)
  %10 = extractelement <2 x float> %9, i64 0
  %11 = getelementptr inbounds nuw i8, ptr %2, i32 4
  store float %10, ptr %11, align 4, !alias.scope !8
  %12 = extractelement <2 x float> %9, i64 1
  %13 = getelementptr inbounds nuw i8, ptr %2, i32 8
  store float %12, ptr %13, align 8, !alias.scope !8
  %14 = load <4 x float>, ptr %2, align 16, !alias.scope !8
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #7
  %16 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %15, %14
  %17 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @_ZL3Out.0, align 4, !tbaa !11
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %17, i32 %0)
  store <4 x float> %16, ptr %18, align 16, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #3 {
  %1 = alloca <4 x float>, align 16
  %2 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %2, ptr @_ZL3Out.0, align 4, !tbaa !11
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #7
  %4 = and i32 %3, 3
  %5 = getelementptr float, ptr %1, i32 %4
  %6 = load float, ptr %5, align 4
  %7 = fadd reassoc nnan ninf nsz arcp afn float %6, 1.000000e+00
  store float %7, ptr %5, align 4, !alias.scope !14
  %8 = load <3 x float>, ptr %1, align 16, !alias.scope !14
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <2 x i32> <i32 1, i32 2>
  %10 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %9, splat (float 2.000000e+00)
  %11 = extractelement <2 x float> %10, i64 0
  %12 = getelementptr inbounds nuw i8, ptr %1, i32 4
  store float %11, ptr %12, align 4, !alias.scope !14
  %13 = extractelement <2 x float> %10, i64 1
  %14 = getelementptr inbounds nuw i8, ptr %1, i32 8
  store float %13, ptr %14, align 8, !alias.scope !14
  %15 = load <4 x float>, ptr %1, align 16, !alias.scope !14
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #7
  %17 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %16, %15
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 %3)
  store <4 x float> %17, ptr %18, align 16, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #5

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_GLOBAL__sub_I_inout_vector_export.hlsl() #6 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %1, ptr @_ZL3Out.0, align 4, !tbaa !11
  ret void
}

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nounwind }

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
!8 = !{!9}
!9 = distinct !{!9, !10, !"_Z4bumpRDv4_fj: argument 0"}
!10 = distinct !{!10, !"_Z4bumpRDv4_fj"}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTSN4hlsl18RWStructuredBufferIDv4_fEE", !6, i64 0, !6, i64 4}
!13 = !{!6, !6, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_Z4bumpRDv4_fj: argument 0"}
!16 = distinct !{!16, !"_Z4bumpRDv4_fj"}
