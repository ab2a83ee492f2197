; ModuleID = 'memcpy_spaces.hlsl'
source_filename = "memcpy_spaces.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@g1 = hidden local_unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4
@g2 = hidden local_unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4
@gs = hidden local_unnamed_addr addrspace(3) global [4 x [8 x i32]] zeroinitializer, align 4
@__const._Z4mainjj.tb = private unnamed_addr constant [16 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16], align 4

; Function Attrs: convergent nofree noinline norecurse nosync nounwind
define void @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i32], align 4
  %2 = alloca [16 x i32], align 4
  %3 = alloca [8 x i32], align 4
  %4 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %5 = tail call i32 @llvm.dx.thread.id(i32 0)
  %6 = tail call i32 @llvm.dx.flattened.thread.id.in.group()
  %7 = icmp ult i32 %6, 64
  br i1 %7, label %10, label %8

8:                                                ; preds = %10, %0
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  %9 = icmp eq i32 %6, 0
  br i1 %9, label %20, label %21

10:                                               ; preds = %0, %10
  %11 = phi i32 [ %18, %10 ], [ %6, %0 ]
  %12 = mul nuw nsw i32 %11, 3
  %13 = and i32 %11, 15
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 %13)
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = add i32 %15, %12
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @g1, i32 %11
  store i32 %16, ptr addrspace(3) %17, align 4, !tbaa !4
  %18 = add nuw nsw i32 %11, 8
  %19 = icmp samesign ult i32 %11, 56
  br i1 %19, label %10, label %8, !llvm.loop !8

20:                                               ; preds = %8
  tail call void @llvm.memcpy.p3.p3.i32(ptr addrspace(3) noundef align 4 dereferenceable(256) @g2, ptr addrspace(3) noundef align 4 dereferenceable(256) @g1, i32 256, i1 false), !tbaa.struct !10
  br label %21

21:                                               ; preds = %20, %8
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #6
  br label %22

22:                                               ; preds = %22, %21
  %23 = phi i32 [ 0, %21 ], [ %27, %22 ]
  %24 = getelementptr inbounds nuw i32, ptr %1, i32 %23
  %25 = getelementptr inbounds nuw i32, ptr addrspace(3) @g1, i32 %23
  %26 = load i32, ptr addrspace(3) %25, align 4, !tbaa !4
  store i32 %26, ptr %24, align 4, !tbaa !4
  %27 = add nuw nsw i32 %23, 1
  %28 = icmp eq i32 %27, 64
  br i1 %28, label %29, label %22

29:                                               ; preds = %22
  %30 = icmp ult i32 %6, 4
  br i1 %30, label %31, label %64

31:                                               ; preds = %29
  %32 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 7)
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = add i32 %33, %5
  %35 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 6)
  %36 = load i32, ptr %35, align 4, !tbaa !4
  %37 = add i32 %36, %5
  %38 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 5)
  %39 = load i32, ptr %38, align 4, !tbaa !4
  %40 = add i32 %39, %5
  %41 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 4)
  %42 = load i32, ptr %41, align 4, !tbaa !4
  %43 = add i32 %42, %5
  %44 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 3)
  %45 = load i32, ptr %44, align 4, !tbaa !4
  %46 = add i32 %45, %5
  %47 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 2)
  %48 = load i32, ptr %47, align 4, !tbaa !4
  %49 = add i32 %48, %5
  %50 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 1)
  %51 = load i32, ptr %50, align 4, !tbaa !4
  %52 = add i32 %51, %5
  %53 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 0)
  %54 = load i32, ptr %53, align 4, !tbaa !4
  %55 = add i32 %54, %5
  %56 = getelementptr inbounds nuw [8 x i32], ptr addrspace(3) @gs, i32 %6
  store i32 %55, ptr addrspace(3) %56, align 4
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 4
  store i32 %52, ptr addrspace(3) %57, align 4
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 8
  store i32 %49, ptr addrspace(3) %58, align 4
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 12
  store i32 %46, ptr addrspace(3) %59, align 4
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 16
  store i32 %43, ptr addrspace(3) %60, align 4
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 20
  store i32 %40, ptr addrspace(3) %61, align 4
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 24
  store i32 %37, ptr addrspace(3) %62, align 4
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 28
  store i32 %34, ptr addrspace(3) %63, align 4, !tbaa !11
  br label %64

64:                                               ; preds = %31, %29
  %65 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #6
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(64) %2, ptr noundef nonnull align 4 dereferenceable(64) @__const._Z4mainjj.tb, i32 64, i1 false)
  %66 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 %5)
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = and i32 %67, 15
  %69 = getelementptr inbounds nuw i32, ptr %2, i32 %68
  store i32 0, ptr %69, align 4, !tbaa !4
  tail call void @llvm.dx.group.memory.barrier.with.group.sync()
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  %70 = add i32 %6, 1
  %71 = and i32 %70, 3
  %72 = getelementptr inbounds nuw [8 x i32], ptr addrspace(3) @gs, i32 %71
  %73 = load i32, ptr addrspace(3) %72, align 4, !tbaa !4
  store i32 %73, ptr %3, align 4, !tbaa !4
  %74 = getelementptr inbounds nuw i8, ptr %3, i32 4
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 4
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !4
  store i32 %76, ptr %74, align 4, !tbaa !4
  %77 = getelementptr inbounds nuw i8, ptr %3, i32 8
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 8
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !4
  store i32 %79, ptr %77, align 4, !tbaa !4
  %80 = getelementptr inbounds nuw i8, ptr %3, i32 12
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 12
  %82 = load i32, ptr addrspace(3) %81, align 4, !tbaa !4
  store i32 %82, ptr %80, align 4, !tbaa !4
  %83 = getelementptr inbounds nuw i8, ptr %3, i32 16
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 16
  %85 = load i32, ptr addrspace(3) %84, align 4, !tbaa !4
  store i32 %85, ptr %83, align 4, !tbaa !4
  %86 = getelementptr inbounds nuw i8, ptr %3, i32 20
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 20
  %88 = load i32, ptr addrspace(3) %87, align 4, !tbaa !4
  store i32 %88, ptr %86, align 4, !tbaa !4
  %89 = getelementptr inbounds nuw i8, ptr %3, i32 24
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 24
  %91 = load i32, ptr addrspace(3) %90, align 4, !tbaa !4
  store i32 %91, ptr %89, align 4, !tbaa !4
  %92 = getelementptr inbounds nuw i8, ptr %3, i32 28
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 28
  %94 = load i32, ptr addrspace(3) %93, align 4, !tbaa !4
  store i32 %94, ptr %92, align 4, !tbaa !4
  %95 = mul i32 %5, 7
  %96 = and i32 %95, 63
  %97 = getelementptr inbounds nuw i32, ptr addrspace(3) @g2, i32 %96
  %98 = load i32, ptr addrspace(3) %97, align 4, !tbaa !4
  %99 = add i32 %5, 1
  %100 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 %99)
  %101 = load i32, ptr %100, align 4, !tbaa !4
  %102 = and i32 %101, 63
  %103 = getelementptr inbounds nuw i32, ptr %1, i32 %102
  %104 = load i32, ptr %103, align 4, !tbaa !4
  %105 = add i32 %104, %98
  %106 = add i32 %5, 2
  %107 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 %106)
  %108 = load i32, ptr %107, align 4, !tbaa !4
  %109 = and i32 %108, 7
  %110 = getelementptr inbounds nuw i32, ptr %3, i32 %109
  %111 = load i32, ptr %110, align 4, !tbaa !4
  %112 = add i32 %105, %111
  %113 = add i32 %5, 3
  %114 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %4, i32 %113)
  %115 = load i32, ptr %114, align 4, !tbaa !4
  %116 = and i32 %115, 15
  %117 = getelementptr inbounds nuw i32, ptr %2, i32 %116
  %118 = load i32, ptr %117, align 4, !tbaa !4
  %119 = add i32 %112, %118
  %120 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %65, i32 %5)
  store i32 %119, ptr %120, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #6
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.flattened.thread.id.in.group() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p3.i32(ptr addrspace(3) noalias writeonly captures(none), ptr addrspace(3) noalias readonly captures(none), i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #5

attributes #0 = { convergent nofree noinline norecurse nosync nounwind "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{i64 0, i64 256, !11}
!11 = !{!6, !6, i64 0}
