; ModuleID = 'memset_struct.hlsl'
source_filename = "memset_struct.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.S = type { float, i32, i64, <2 x float> }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Out2\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 4
  %2 = alloca [4 x %struct.S], align 1
  %3 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %4 = tail call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %5 = tail call i32 @llvm.dx.thread.id(i32 0)
  %6 = tail call noundef nonnull align 1 dereferenceable(24) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %4, i32 %5)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(24) %6, i8 0, i32 24, i1 false)
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %5)
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = icmp ugt i32 %8, 3
  br i1 %9, label %10, label %13

10:                                               ; preds = %0
  %11 = getelementptr inbounds nuw i8, ptr %6, i32 4
  store i32 %5, ptr %11, align 1, !tbaa !8
  %12 = load i32, ptr %7, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %10, %0
  %14 = phi i32 [ %12, %10 ], [ %8, %0 ]
  %15 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #5
  store i32 -1, ptr %1, align 4, !tbaa !4
  %16 = getelementptr inbounds nuw i8, ptr %1, i32 4
  store i32 -1, ptr %16, align 4, !tbaa !4
  %17 = getelementptr inbounds nuw i8, ptr %1, i32 8
  store i32 -1, ptr %17, align 4, !tbaa !4
  %18 = getelementptr inbounds nuw i8, ptr %1, i32 12
  store i32 -1, ptr %18, align 4, !tbaa !4
  %19 = getelementptr inbounds nuw i8, ptr %1, i32 16
  store i32 -1, ptr %19, align 4, !tbaa !4
  %20 = getelementptr inbounds nuw i8, ptr %1, i32 20
  store i32 -1, ptr %20, align 4, !tbaa !4
  %21 = getelementptr inbounds nuw i8, ptr %1, i32 24
  store i32 -1, ptr %21, align 4, !tbaa !4
  %22 = getelementptr inbounds nuw i8, ptr %1, i32 28
  store i32 -1, ptr %22, align 4, !tbaa !4
  %23 = getelementptr inbounds nuw i8, ptr %1, i32 32
  store i32 -1, ptr %23, align 4, !tbaa !4
  %24 = getelementptr inbounds nuw i8, ptr %1, i32 36
  store i32 -1, ptr %24, align 4, !tbaa !4
  %25 = getelementptr inbounds nuw i8, ptr %1, i32 40
  store i32 -1, ptr %25, align 4, !tbaa !4
  %26 = getelementptr inbounds nuw i8, ptr %1, i32 44
  store i32 -1, ptr %26, align 4, !tbaa !4
  %27 = getelementptr inbounds nuw i8, ptr %1, i32 48
  store i32 -1, ptr %27, align 4, !tbaa !4
  %28 = getelementptr inbounds nuw i8, ptr %1, i32 52
  store i32 -1, ptr %28, align 4, !tbaa !4
  %29 = getelementptr inbounds nuw i8, ptr %1, i32 56
  store i32 -1, ptr %29, align 4, !tbaa !4
  %30 = getelementptr inbounds nuw i8, ptr %1, i32 60
  store i32 -1, ptr %30, align 4, !tbaa !4
  %31 = and i32 %14, 15
  %32 = getelementptr inbounds nuw i32, ptr %1, i32 %31
  store i32 %5, ptr %32, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #5
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(96) %2, i8 0, i32 96, i1 false)
  %33 = add i32 %5, 1
  %34 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %33)
  %35 = load i32, ptr %34, align 4, !tbaa !4
  %36 = and i32 %35, 3
  %37 = getelementptr inbounds nuw %struct.S, ptr %2, i32 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i32 8
  store i64 5, ptr %38, align 1, !tbaa !12
  %39 = add i32 %5, 2
  %40 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %39)
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = and i32 %41, 3
  %43 = getelementptr inbounds nuw %struct.S, ptr %2, i32 %42
  store float 1.500000e+00, ptr %43, align 1, !tbaa !13
  %44 = add i32 %5, 3
  %45 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %44)
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = and i32 %46, 3
  %48 = getelementptr inbounds nuw %struct.S, ptr %2, i32 %47
  %49 = load float, ptr %48, align 1, !tbaa !14
  %50 = getelementptr inbounds nuw i8, ptr %48, i32 4
  %51 = load i32, ptr %50, align 1, !tbaa !4
  %52 = getelementptr inbounds nuw i8, ptr %48, i32 8
  %53 = load i64, ptr %52, align 1, !tbaa !15
  %54 = add i32 %5, 4
  %55 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %3, i32 %54)
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = and i32 %56, 15
  %58 = getelementptr inbounds nuw i32, ptr %1, i32 %57
  %59 = load i32, ptr %58, align 4, !tbaa !4
  %60 = trunc i64 %53 to i32
  %61 = fptoui float %49 to i32
  %62 = getelementptr inbounds nuw i8, ptr %48, i32 20
  %63 = load float, ptr %62, align 1, !tbaa !16
  %64 = fptoui float %63 to i32
  %65 = add i32 %51, %61
  %66 = add i32 %65, %60
  %67 = add i32 %66, %64
  %68 = add i32 %67, %59
  %69 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %15, i32 %5)
  store i32 %68, ptr %69, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #5
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr writeonly captures(none), i8, i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

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
!8 = !{!9, !5, i64 4}
!9 = !{!"_ZTS1S", !10, i64 0, !5, i64 4, !11, i64 8, !6, i64 16}
!10 = !{!"float", !6, i64 0}
!11 = !{!"long", !6, i64 0}
!12 = !{!9, !11, i64 8}
!13 = !{!9, !10, i64 0}
!14 = !{!10, !10, i64 0}
!15 = !{!11, !11, i64 0}
!16 = !{!6, !6, i64 0}
