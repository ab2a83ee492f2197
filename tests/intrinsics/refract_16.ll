; ModuleID = '/work/main/tests/intrinsics/refract_16.hlsl'
source_filename = "/work/main/tests/intrinsics/refract_16.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"N\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Eta\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", half, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f16_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 0)
  %6 = load <4 x half>, ptr %5, align 8, !tbaa !9
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 0)
  %8 = load <4 x half>, ptr %7, align 8, !tbaa !9
  %9 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f16_0_0t(target("dx.RawBuffer", half, 0, 0) %3, i32 0)
  %10 = load half, ptr %9, align 2, !tbaa !10
  %11 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %8, <4 x half> nofpclass(nan inf) %6)
  %12 = insertelement <4 x half> poison, half %11, i64 0
  %13 = shufflevector <4 x half> %12, <4 x half> poison, <4 x i32> zeroinitializer
  %14 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %13
  %15 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %14, <4 x half> %13, <4 x half> splat (half 0xH3C00))
  %16 = fneg reassoc nnan ninf nsz arcp afn half %10
  %17 = fmul reassoc nnan ninf nsz arcp afn half %10, %16
  %18 = insertelement <4 x half> poison, half %17, i64 0
  %19 = shufflevector <4 x half> %18, <4 x half> poison, <4 x i32> zeroinitializer
  %20 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %19, <4 x half> %15, <4 x half> splat (half 0xH3C00))
  %21 = insertelement <4 x half> poison, half %10, i64 0
  %22 = shufflevector <4 x half> %21, <4 x half> poison, <4 x i32> zeroinitializer
  %23 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %20)
  %24 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %22, <4 x half> %13, <4 x half> %23)
  %25 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %8
  %26 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %24, %25
  %27 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %22, <4 x half> nofpclass(nan inf) %6, <4 x half> %26)
  %28 = extractelement <4 x half> %20, i64 0
  %29 = fcmp reassoc nnan ninf nsz arcp afn olt half %28, 0xH0000
  %30 = select reassoc nnan ninf nsz arcp afn i1 %29, <4 x half> zeroinitializer, <4 x half> %27
  %31 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 0)
  store <4 x half> %30, ptr %31, align 8, !tbaa !9
  %32 = load <4 x half>, ptr %5, align 8
  %33 = shufflevector <4 x half> %32, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %34 = load <4 x half>, ptr %7, align 8
  %35 = shufflevector <4 x half> %34, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = load half, ptr %9, align 2, !tbaa !10
  %37 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %35, <3 x half> nofpclass(nan inf) %33)
  %38 = insertelement <3 x half> poison, half %37, i64 0
  %39 = shufflevector <3 x half> %38, <3 x half> poison, <3 x i32> zeroinitializer
  %40 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %39
  %41 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %40, <3 x half> %39, <3 x half> splat (half 0xH3C00))
  %42 = fneg reassoc nnan ninf nsz arcp afn half %36
  %43 = fmul reassoc nnan ninf nsz arcp afn half %36, %42
  %44 = insertelement <3 x half> poison, half %43, i64 0
  %45 = shufflevector <3 x half> %44, <3 x half> poison, <3 x i32> zeroinitializer
  %46 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %45, <3 x half> %41, <3 x half> splat (half 0xH3C00))
  %47 = insertelement <3 x half> poison, half %36, i64 0
  %48 = shufflevector <3 x half> %47, <3 x half> poison, <3 x i32> zeroinitializer
  %49 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.sqrt.v3f16(<3 x half> %46)
  %50 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %48, <3 x half> %39, <3 x half> %49)
  %51 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %35
  %52 = fmul reassoc nnan ninf nsz arcp afn <3 x half> %50, %51
  %53 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %48, <3 x half> nofpclass(nan inf) %33, <3 x half> %52)
  %54 = extractelement <3 x half> %46, i64 0
  %55 = fcmp reassoc nnan ninf nsz arcp afn olt half %54, 0xH0000
  %56 = extractelement <4 x half> %32, i64 3
  %57 = extractelement <4 x half> %34, i64 3
  %58 = fmul reassoc nnan ninf nsz arcp afn half %57, %56
  %59 = fneg reassoc nnan ninf nsz arcp afn half %58
  %60 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %59, half %58, half 0xH3C00)
  %61 = fneg reassoc nnan ninf nsz arcp afn half %36
  %62 = fmul reassoc nnan ninf nsz arcp afn half %36, %61
  %63 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %62, half %60, half 0xH3C00)
  %64 = tail call reassoc nnan ninf nsz arcp afn half @llvm.sqrt.f16(half %63)
  %65 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %36, half %58, half %64)
  %66 = fneg reassoc nnan ninf nsz arcp afn half %57
  %67 = fmul reassoc nnan ninf nsz arcp afn half %65, %66
  %68 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %36, half nofpclass(nan inf) %56, half %67)
  %69 = fcmp reassoc nnan ninf nsz arcp afn olt half %63, 0xH0000
  %70 = select reassoc nnan ninf nsz arcp afn i1 %69, half 0xH0000, half %68
  %71 = shufflevector <3 x half> %53, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %72 = select i1 %55, <4 x half> <half 0xH0000, half 0xH0000, half 0xH0000, half poison>, <4 x half> %71
  %73 = insertelement <4 x half> %72, half %70, i64 3
  %74 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 4)
  store <4 x half> %73, ptr %74, align 8, !tbaa !9
  %75 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 1)
  %76 = load <4 x half>, ptr %75, align 8, !tbaa !9
  %77 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 1)
  %78 = load <4 x half>, ptr %77, align 8, !tbaa !9
  %79 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f16_0_0t(target("dx.RawBuffer", half, 0, 0) %3, i32 1)
  %80 = load half, ptr %79, align 2, !tbaa !10
  %81 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %78, <4 x half> nofpclass(nan inf) %76)
  %82 = insertelement <4 x half> poison, half %81, i64 0
  %83 = shufflevector <4 x half> %82, <4 x half> poison, <4 x i32> zeroinitializer
  %84 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %83
  %85 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %84, <4 x half> %83, <4 x half> splat (half 0xH3C00))
  %86 = fneg reassoc nnan ninf nsz arcp afn half %80
  %87 = fmul reassoc nnan ninf nsz arcp afn half %80, %86
  %88 = insertelement <4 x half> poison, half %87, i64 0
  %89 = shufflevector <4 x half> %88, <4 x half> poison, <4 x i32> zeroinitializer
  %90 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %89, <4 x half> %85, <4 x half> splat (half 0xH3C00))
  %91 = insertelement <4 x half> poison, half %80, i64 0
  %92 = shufflevector <4 x half> %91, <4 x half> poison, <4 x i32> zeroinitializer
  %93 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %90)
  %94 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %92, <4 x half> %83, <4 x half> %93)
  %95 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %78
  %96 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %94, %95
  %97 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %92, <4 x half> nofpclass(nan inf) %76, <4 x half> %96)
  %98 = extractelement <4 x half> %90, i64 0
  %99 = fcmp reassoc nnan ninf nsz arcp afn olt half %98, 0xH0000
  %100 = select reassoc nnan ninf nsz arcp afn i1 %99, <4 x half> zeroinitializer, <4 x half> %97
  %101 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 1)
  store <4 x half> %100, ptr %101, align 8, !tbaa !9
  %102 = load <4 x half>, ptr %75, align 8
  %103 = shufflevector <4 x half> %102, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = load <4 x half>, ptr %77, align 8
  %105 = shufflevector <4 x half> %104, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %106 = load half, ptr %79, align 2, !tbaa !10
  %107 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %105, <3 x half> nofpclass(nan inf) %103)
  %108 = insertelement <3 x half> poison, half %107, i64 0
  %109 = shufflevector <3 x half> %108, <3 x half> poison, <3 x i32> zeroinitializer
  %110 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %109
  %111 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %110, <3 x half> %109, <3 x half> splat (half 0xH3C00))
  %112 = fneg reassoc nnan ninf nsz arcp afn half %106
  %113 = fmul reassoc nnan ninf nsz arcp afn half %106, %112
  %114 = insertelement <3 x half> poison, half %113, i64 0
  %115 = shufflevector <3 x half> %114, <3 x half> poison, <3 x i32> zeroinitializer
  %116 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %115, <3 x half> %111, <3 x half> splat (half 0xH3C00))
  %117 = insertelement <3 x half> poison, half %106, i64 0
  %118 = shufflevector <3 x half> %117, <3 x half> poison, <3 x i32> zeroinitializer
  %119 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.sqrt.v3f16(<3 x half> %116)
  %120 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %118, <3 x half> %109, <3 x half> %119)
  %121 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %105
  %122 = fmul reassoc nnan ninf nsz arcp afn <3 x half> %120, %121
  %123 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %118, <3 x half> nofpclass(nan inf) %103, <3 x half> %122)
  %124 = extractelement <3 x half> %116, i64 0
  %125 = fcmp reassoc nnan ninf nsz arcp afn olt half %124, 0xH0000
  %126 = extractelement <4 x half> %102, i64 3
  %127 = extractelement <4 x half> %104, i64 3
  %128 = fmul reassoc nnan ninf nsz arcp afn half %127, %126
  %129 = fneg reassoc nnan ninf nsz arcp afn half %128
  %130 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %129, half %128, half 0xH3C00)
  %131 = fneg reassoc nnan ninf nsz arcp afn half %106
  %132 = fmul reassoc nnan ninf nsz arcp afn half %106, %131
  %133 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %132, half %130, half 0xH3C00)
  %134 = tail call reassoc nnan ninf nsz arcp afn half @llvm.sqrt.f16(half %133)
  %135 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %106, half %128, half %134)
  %136 = fneg reassoc nnan ninf nsz arcp afn half %127
  %137 = fmul reassoc nnan ninf nsz arcp afn half %135, %136
  %138 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %106, half nofpclass(nan inf) %126, half %137)
  %139 = fcmp reassoc nnan ninf nsz arcp afn olt half %133, 0xH0000
  %140 = select reassoc nnan ninf nsz arcp afn i1 %139, half 0xH0000, half %138
  %141 = shufflevector <3 x half> %123, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %142 = select i1 %125, <4 x half> <half 0xH0000, half 0xH0000, half 0xH0000, half poison>, <4 x half> %141
  %143 = insertelement <4 x half> %142, half %140, i64 3
  %144 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 5)
  store <4 x half> %143, ptr %144, align 8, !tbaa !9
  %145 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 2)
  %146 = load <4 x half>, ptr %145, align 8, !tbaa !9
  %147 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 2)
  %148 = load <4 x half>, ptr %147, align 8, !tbaa !9
  %149 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f16_0_0t(target("dx.RawBuffer", half, 0, 0) %3, i32 2)
  %150 = load half, ptr %149, align 2, !tbaa !10
  %151 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %148, <4 x half> nofpclass(nan inf) %146)
  %152 = insertelement <4 x half> poison, half %151, i64 0
  %153 = shufflevector <4 x half> %152, <4 x half> poison, <4 x i32> zeroinitializer
  %154 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %153
  %155 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %154, <4 x half> %153, <4 x half> splat (half 0xH3C00))
  %156 = fneg reassoc nnan ninf nsz arcp afn half %150
  %157 = fmul reassoc nnan ninf nsz arcp afn half %150, %156
  %158 = insertelement <4 x half> poison, half %157, i64 0
  %159 = shufflevector <4 x half> %158, <4 x half> poison, <4 x i32> zeroinitializer
  %160 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %159, <4 x half> %155, <4 x half> splat (half 0xH3C00))
  %161 = insertelement <4 x half> poison, half %150, i64 0
  %162 = shufflevector <4 x half> %161, <4 x half> poison, <4 x i32> zeroinitializer
  %163 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %160)
  %164 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %162, <4 x half> %153, <4 x half> %163)
  %165 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %148
  %166 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %164, %165
  %167 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %162, <4 x half> nofpclass(nan inf) %146, <4 x half> %166)
  %168 = extractelement <4 x half> %160, i64 0
  %169 = fcmp reassoc nnan ninf nsz arcp afn olt half %168, 0xH0000
  %170 = select reassoc nnan ninf nsz arcp afn i1 %169, <4 x half> zeroinitializer, <4 x half> %167
  %171 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 2)
  store <4 x half> %170, ptr %171, align 8, !tbaa !9
  %172 = load <4 x half>, ptr %145, align 8
  %173 = shufflevector <4 x half> %172, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %174 = load <4 x half>, ptr %147, align 8
  %175 = shufflevector <4 x half> %174, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %176 = load half, ptr %149, align 2, !tbaa !10
  %177 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %175, <3 x half> nofpclass(nan inf) %173)
  %178 = insertelement <3 x half> poison, half %177, i64 0
  %179 = shufflevector <3 x half> %178, <3 x half> poison, <3 x i32> zeroinitializer
  %180 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %179
  %181 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %180, <3 x half> %179, <3 x half> splat (half 0xH3C00))
  %182 = fneg reassoc nnan ninf nsz arcp afn half %176
  %183 = fmul reassoc nnan ninf nsz arcp afn half %176, %182
  %184 = insertelement <3 x half> poison, half %183, i64 0
  %185 = shufflevector <3 x half> %184, <3 x half> poison, <3 x i32> zeroinitializer
  %186 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %185, <3 x half> %181, <3 x half> splat (half 0xH3C00))
  %187 = insertelement <3 x half> poison, half %176, i64 0
  %188 = shufflevector <3 x half> %187, <3 x half> poison, <3 x i32> zeroinitializer
  %189 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.sqrt.v3f16(<3 x half> %186)
  %190 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %188, <3 x half> %179, <3 x half> %189)
  %191 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %175
  %192 = fmul reassoc nnan ninf nsz arcp afn <3 x half> %190, %191
  %193 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %188, <3 x half> nofpclass(nan inf) %173, <3 x half> %192)
  %194 = extractelement <3 x half> %186, i64 0
  %195 = fcmp reassoc nnan ninf nsz arcp afn olt half %194, 0xH0000
  %196 = extractelement <4 x half> %172, i64 3
  %197 = extractelement <4 x half> %174, i64 3
  %198 = fmul reassoc nnan ninf nsz arcp afn half %197, %196
  %199 = fneg reassoc nnan ninf nsz arcp afn half %198
  %200 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %199, half %198, half 0xH3C00)
  %201 = fneg reassoc nnan ninf nsz arcp afn half %176
  %202 = fmul reassoc nnan ninf nsz arcp afn half %176, %201
  %203 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %202, half %200, half 0xH3C00)
  %204 = tail call reassoc nnan ninf nsz arcp afn half @llvm.sqrt.f16(half %203)
  %205 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %176, half %198, half %204)
  %206 = fneg reassoc nnan ninf nsz arcp afn half %197
  %207 = fmul reassoc nnan ninf nsz arcp afn half %205, %206
  %208 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %176, half nofpclass(nan inf) %196, half %207)
  %209 = fcmp reassoc nnan ninf nsz arcp afn olt half %203, 0xH0000
  %210 = select reassoc nnan ninf nsz arcp afn i1 %209, half 0xH0000, half %208
  %211 = shufflevector <3 x half> %193, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %212 = select i1 %195, <4 x half> <half 0xH0000, half 0xH0000, half 0xH0000, half poison>, <4 x half> %211
  %213 = insertelement <4 x half> %212, half %210, i64 3
  %214 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 6)
  store <4 x half> %213, ptr %214, align 8, !tbaa !9
  %215 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %1, i32 3)
  %216 = load <4 x half>, ptr %215, align 8, !tbaa !9
  %217 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %2, i32 3)
  %218 = load <4 x half>, ptr %217, align 8, !tbaa !9
  %219 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f16_0_0t(target("dx.RawBuffer", half, 0, 0) %3, i32 3)
  %220 = load half, ptr %219, align 2, !tbaa !10
  %221 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v4f16(<4 x half> nofpclass(nan inf) %218, <4 x half> nofpclass(nan inf) %216)
  %222 = insertelement <4 x half> poison, half %221, i64 0
  %223 = shufflevector <4 x half> %222, <4 x half> poison, <4 x i32> zeroinitializer
  %224 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %223
  %225 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %224, <4 x half> %223, <4 x half> splat (half 0xH3C00))
  %226 = fneg reassoc nnan ninf nsz arcp afn half %220
  %227 = fmul reassoc nnan ninf nsz arcp afn half %220, %226
  %228 = insertelement <4 x half> poison, half %227, i64 0
  %229 = shufflevector <4 x half> %228, <4 x half> poison, <4 x i32> zeroinitializer
  %230 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %229, <4 x half> %225, <4 x half> splat (half 0xH3C00))
  %231 = insertelement <4 x half> poison, half %220, i64 0
  %232 = shufflevector <4 x half> %231, <4 x half> poison, <4 x i32> zeroinitializer
  %233 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.sqrt.v4f16(<4 x half> %230)
  %234 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %232, <4 x half> %223, <4 x half> %233)
  %235 = fneg reassoc nnan ninf nsz arcp afn <4 x half> %218
  %236 = fmul reassoc nnan ninf nsz arcp afn <4 x half> %234, %235
  %237 = tail call reassoc nnan ninf nsz arcp afn <4 x half> @llvm.fmuladd.v4f16(<4 x half> %232, <4 x half> nofpclass(nan inf) %216, <4 x half> %236)
  %238 = extractelement <4 x half> %230, i64 0
  %239 = fcmp reassoc nnan ninf nsz arcp afn olt half %238, 0xH0000
  %240 = select reassoc nnan ninf nsz arcp afn i1 %239, <4 x half> zeroinitializer, <4 x half> %237
  %241 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 3)
  store <4 x half> %240, ptr %241, align 8, !tbaa !9
  %242 = load <4 x half>, ptr %215, align 8
  %243 = shufflevector <4 x half> %242, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %244 = load <4 x half>, ptr %217, align 8
  %245 = shufflevector <4 x half> %244, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %246 = load half, ptr %219, align 2, !tbaa !10
  %247 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v3f16(<3 x half> nofpclass(nan inf) %245, <3 x half> nofpclass(nan inf) %243)
  %248 = insertelement <3 x half> poison, half %247, i64 0
  %249 = shufflevector <3 x half> %248, <3 x half> poison, <3 x i32> zeroinitializer
  %250 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %249
  %251 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %250, <3 x half> %249, <3 x half> splat (half 0xH3C00))
  %252 = fneg reassoc nnan ninf nsz arcp afn half %246
  %253 = fmul reassoc nnan ninf nsz arcp afn half %246, %252
  %254 = insertelement <3 x half> poison, half %253, i64 0
  %255 = shufflevector <3 x half> %254, <3 x half> poison, <3 x i32> zeroinitializer
  %256 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %255, <3 x half> %251, <3 x half> splat (half 0xH3C00))
  %257 = insertelement <3 x half> poison, half %246, i64 0
  %258 = shufflevector <3 x half> %257, <3 x half> poison, <3 x i32> zeroinitializer
  %259 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.sqrt.v3f16(<3 x half> %256)
  %260 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %258, <3 x half> %249, <3 x half> %259)
  %261 = fneg reassoc nnan ninf nsz arcp afn <3 x half> %245
  %262 = fmul reassoc nnan ninf nsz arcp afn <3 x half> %260, %261
  %263 = tail call reassoc nnan ninf nsz arcp afn <3 x half> @llvm.fmuladd.v3f16(<3 x half> %258, <3 x half> nofpclass(nan inf) %243, <3 x half> %262)
  %264 = extractelement <3 x half> %256, i64 0
  %265 = fcmp reassoc nnan ninf nsz arcp afn olt half %264, 0xH0000
  %266 = extractelement <4 x half> %242, i64 3
  %267 = extractelement <4 x half> %244, i64 3
  %268 = fmul reassoc nnan ninf nsz arcp afn half %267, %266
  %269 = fneg reassoc nnan ninf nsz arcp afn half %268
  %270 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %269, half %268, half 0xH3C00)
  %271 = fneg reassoc nnan ninf nsz arcp afn half %246
  %272 = fmul reassoc nnan ninf nsz arcp afn half %246, %271
  %273 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %272, half %270, half 0xH3C00)
  %274 = tail call reassoc nnan ninf nsz arcp afn half @llvm.sqrt.f16(half %273)
  %275 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %246, half %268, half %274)
  %276 = fneg reassoc nnan ninf nsz arcp afn half %267
  %277 = fmul reassoc nnan ninf nsz arcp afn half %275, %276
  %278 = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half nofpclass(nan inf) %246, half nofpclass(nan inf) %266, half %277)
  %279 = fcmp reassoc nnan ninf nsz arcp afn olt half %273, 0xH0000
  %280 = select reassoc nnan ninf nsz arcp afn i1 %279, half 0xH0000, half %278
  %281 = shufflevector <3 x half> %263, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %282 = select i1 %265, <4 x half> <half 0xH0000, half 0xH0000, half 0xH0000, half poison>, <4 x half> %281
  %283 = insertelement <4 x half> %282, half %280, i64 3
  %284 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0) %4, i32 7)
  store <4 x half> %283, ptr %284, align 8, !tbaa !9
  %285 = load <2 x half>, ptr %215, align 8
  %286 = load <2 x half>, ptr %217, align 8
  %287 = load half, ptr %9, align 2, !tbaa !10
  %288 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %286, <2 x half> nofpclass(nan inf) %285)
  %289 = insertelement <2 x half> poison, half %288, i64 0
  %290 = shufflevector <2 x half> %289, <2 x half> poison, <2 x i32> zeroinitializer
  %291 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %290
  %292 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %291, <2 x half> %290, <2 x half> splat (half 0xH3C00))
  %293 = fneg reassoc nnan ninf nsz arcp afn half %287
  %294 = fmul reassoc nnan ninf nsz arcp afn half %287, %293
  %295 = insertelement <2 x half> poison, half %294, i64 0
  %296 = shufflevector <2 x half> %295, <2 x half> poison, <2 x i32> zeroinitializer
  %297 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %296, <2 x half> %292, <2 x half> splat (half 0xH3C00))
  %298 = insertelement <2 x half> poison, half %287, i64 0
  %299 = shufflevector <2 x half> %298, <2 x half> poison, <2 x i32> zeroinitializer
  %300 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.sqrt.v2f16(<2 x half> %297)
  %301 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %299, <2 x half> %290, <2 x half> %300)
  %302 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %286
  %303 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %301, %302
  %304 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %299, <2 x half> nofpclass(nan inf) %285, <2 x half> %303)
  %305 = extractelement <2 x half> %297, i64 0
  %306 = fcmp reassoc nnan ninf nsz arcp afn olt half %305, 0xH0000
  %307 = select reassoc nnan ninf nsz arcp afn i1 %306, <2 x half> zeroinitializer, <2 x half> %304
  %308 = load <4 x half>, ptr %5, align 8
  %309 = shufflevector <4 x half> %308, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %310 = load <4 x half>, ptr %7, align 8
  %311 = shufflevector <4 x half> %310, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %312 = load half, ptr %79, align 2, !tbaa !10
  %313 = tail call reassoc nnan ninf nsz arcp afn half @llvm.dx.fdot.v2f16(<2 x half> nofpclass(nan inf) %311, <2 x half> nofpclass(nan inf) %309)
  %314 = insertelement <2 x half> poison, half %313, i64 0
  %315 = shufflevector <2 x half> %314, <2 x half> poison, <2 x i32> zeroinitializer
  %316 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %315
  %317 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %316, <2 x half> %315, <2 x half> splat (half 0xH3C00))
  %318 = fneg reassoc nnan ninf nsz arcp afn half %312
  %319 = fmul reassoc nnan ninf nsz arcp afn half %312, %318
  %320 = insertelement <2 x half> poison, half %319, i64 0
  %321 = shufflevector <2 x half> %320, <2 x half> poison, <2 x i32> zeroinitializer
  %322 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %321, <2 x half> %317, <2 x half> splat (half 0xH3C00))
  %323 = insertelement <2 x half> poison, half %312, i64 0
  %324 = shufflevector <2 x half> %323, <2 x half> poison, <2 x i32> zeroinitializer
  %325 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.sqrt.v2f16(<2 x half> %322)
  %326 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %324, <2 x half> %315, <2 x half> %325)
  %327 = fneg reassoc nnan ninf nsz arcp afn <2 x half> %311
  %328 = fmul reassoc nnan ninf nsz arcp afn <2 x half> %326, %327
  %329 = tail call reassoc nnan ninf nsz arcp afn <2 x half> @llvm.fmuladd.v2f16(<2 x half> %324, <2 x half> nofpclass(nan inf) %309, <2 x half> %328)
  %330 = extractelement <2 x half> %322, i64 0
  %331 = fcmp reassoc nnan ninf nsz arcp afn olt half %330, 0xH0000
  %332 = select reassoc nnan ninf nsz arcp afn i1 %331, <2 x half> zeroinitializer, <2 x half> %329
  %333 = shufflevector <2 x half> %307, <2 x half> %332, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x half> %333, ptr %284, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", half, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f16_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_1_0t(target("dx.RawBuffer", <4 x half>, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f16_0_0t(target("dx.RawBuffer", half, 0, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v4f16(<4 x half>, <4 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.sqrt.v4f16(<4 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v3f16(<3 x half>, <3 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x half> @llvm.fmuladd.v3f16(<3 x half>, <3 x half>, <3 x half>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x half> @llvm.sqrt.v3f16(<3 x half>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sqrt.f16(half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare half @llvm.dx.fdot.v2f16(<2 x half>, <2 x half>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.sqrt.v2f16(<2 x half>) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"half", !7, i64 0}
