; Hand-written in the style of clang 22's IR (see llvm_families.hlsl): LLVM intrinsic
; families that no HLSL source makes clang 22 -O3 emit, one result per Out element.
; ModuleID = 'llvm_families.hlsl'
source_filename = "llvm_families.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %in = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %out = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %t = tail call i32 @llvm.dx.thread.id(i32 0)
  %base = mul i32 %t, 44
  %a.i = add i32 %t, 0
  %a.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %in, i32 %a.i)
  %a = load i32, ptr %a.p, align 4, !tbaa !4
  %b.i = add i32 %t, 8
  %b.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %in, i32 %b.i)
  %b = load i32, ptr %b.p, align 4, !tbaa !4
  %xb.i = add i32 %t, 16
  %xb.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %in, i32 %xb.i)
  %xb = load i32, ptr %xb.p, align 4, !tbaa !4
  %yb.i = add i32 %t, 24
  %yb.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %in, i32 %yb.i)
  %yb = load i32, ptr %yb.p, align 4, !tbaa !4
  %x = bitcast i32 %xb to float
  %y = bitcast i32 %yb to float
  %ax = zext i32 %a to i64
  %ah = shl nuw i64 %ax, 32
  %bx = zext i32 %b to i64
  %x64 = or disjoint i64 %ah, %bx
  %y64 = add i64 %bx, 1
  %ab = xor i32 %a, %b
  %iv0 = insertelement <4 x i32> poison, i32 %a, i64 0
  %iv1 = insertelement <4 x i32> %iv0, i32 %b, i64 1
  %iv2 = insertelement <4 x i32> %iv1, i32 %ab, i64 2
  %iv = insertelement <4 x i32> %iv2, i32 %t, i64 3
  %xy = fmul float %x, %y
  %fv0 = insertelement <4 x float> poison, float %x, i64 0
  %fv1 = insertelement <4 x float> %fv0, float %y, i64 1
  %fv2 = insertelement <4 x float> %fv1, float %xy, i64 2
  %fv = insertelement <4 x float> %fv2, float 1.500000e+00, i64 3
  %v2.0 = insertelement <2 x i32> poison, i32 %a, i64 0
  %v2 = insertelement <2 x i32> %v2.0, i32 %b, i64 1
  %w2 = shufflevector <2 x i32> %v2, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %pf.0 = insertelement <2 x float> poison, float %x, i64 0
  %pf = insertelement <2 x float> %pf.0, float %y, i64 1
  %gv2 = shufflevector <2 x float> %pf, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %o0.r = tail call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %o0.i = add i32 %base, 0
  %o0.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o0.i)
  store i32 %o0.r, ptr %o0.p, align 4, !tbaa !4
  %o1.r = tail call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %o1.i = add i32 %base, 1
  %o1.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o1.i)
  store i32 %o1.r, ptr %o1.p, align 4, !tbaa !4
  %o2.s = and i32 %b, 31
  %o2.r = tail call i32 @llvm.ushl.sat.i32(i32 %a, i32 %o2.s)
  %o2.i = add i32 %base, 2
  %o2.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o2.i)
  store i32 %o2.r, ptr %o2.p, align 4, !tbaa !4
  %o3.s = and i32 %b, 31
  %o3.r = tail call i32 @llvm.sshl.sat.i32(i32 %a, i32 %o3.s)
  %o3.i = add i32 %base, 3
  %o3.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o3.i)
  store i32 %o3.r, ptr %o3.p, align 4, !tbaa !4
  %o4.c0 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %o4.f0 = extractvalue { i32, i1 } %o4.c0, 1
  %o4.z0 = zext i1 %o4.f0 to i32
  %o4.s0 = shl i32 %o4.z0, 0
  %o4.c1 = tail call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %o4.f1 = extractvalue { i32, i1 } %o4.c1, 1
  %o4.z1 = zext i1 %o4.f1 to i32
  %o4.s1 = shl i32 %o4.z1, 1
  %o4.c2 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %o4.f2 = extractvalue { i32, i1 } %o4.c2, 1
  %o4.z2 = zext i1 %o4.f2 to i32
  %o4.s2 = shl i32 %o4.z2, 2
  %o4.c3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %o4.f3 = extractvalue { i32, i1 } %o4.c3, 1
  %o4.z3 = zext i1 %o4.f3 to i32
  %o4.s3 = shl i32 %o4.z3, 3
  %o4.c4 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %o4.f4 = extractvalue { i32, i1 } %o4.c4, 1
  %o4.z4 = zext i1 %o4.f4 to i32
  %o4.s4 = shl i32 %o4.z4, 4
  %o4.c5 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %o4.f5 = extractvalue { i32, i1 } %o4.c5, 1
  %o4.z5 = zext i1 %o4.f5 to i32
  %o4.s5 = shl i32 %o4.z5, 5
  %o4.o01 = or i32 %o4.s0, %o4.s1
  %o4.o23 = or i32 %o4.s2, %o4.s3
  %o4.o45 = or i32 %o4.s4, %o4.s5
  %o4.o03 = or i32 %o4.o01, %o4.o23
  %o4.r = or i32 %o4.o03, %o4.o45
  %o4.i = add i32 %base, 4
  %o4.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o4.i)
  store i32 %o4.r, ptr %o4.p, align 4, !tbaa !4
  %o5.s = mul i32 %t, 5
  %o5.r = tail call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %o5.s)
  %o5.i = add i32 %base, 5
  %o5.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o5.i)
  store i32 %o5.r, ptr %o5.p, align 4, !tbaa !4
  %o6.s = mul i32 %t, 7
  %o6.r = tail call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %o6.s)
  %o6.i = add i32 %base, 6
  %o6.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o6.i)
  store i32 %o6.r, ptr %o6.p, align 4, !tbaa !4
  %o7.r = tail call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %o7.i = add i32 %base, 7
  %o7.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o7.i)
  store i32 %o7.r, ptr %o7.p, align 4, !tbaa !4
  %o8.r = tail call i32 @llvm.cttz.i32(i32 %a, i1 false)
  %o8.i = add i32 %base, 8
  %o8.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o8.i)
  store i32 %o8.r, ptr %o8.p, align 4, !tbaa !4
  %o9.h = trunc i32 %a to i16
  %o9.w = tail call i16 @llvm.bswap.i16(i16 %o9.h)
  %o9.r = zext i16 %o9.w to i32
  %o9.i = add i32 %base, 9
  %o9.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o9.i)
  store i32 %o9.r, ptr %o9.p, align 4, !tbaa !4
  %o10.c0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %x64, i64 %y64)
  %o10.f0 = extractvalue { i64, i1 } %o10.c0, 1
  %o10.z0 = zext i1 %o10.f0 to i32
  %o10.c1 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %x64, i64 %y64)
  %o10.f1 = extractvalue { i64, i1 } %o10.c1, 1
  %o10.z1 = zext i1 %o10.f1 to i32
  %o10.s1 = shl i32 %o10.z1, 1
  %o10.r = or i32 %o10.z0, %o10.s1
  %o10.i = add i32 %base, 10
  %o10.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o10.i)
  store i32 %o10.r, ptr %o10.p, align 4, !tbaa !4
  %o11.w = tail call i64 @llvm.ctlz.i64(i64 %x64, i1 false)
  %o11.r = trunc i64 %o11.w to i32
  %o11.i = add i32 %base, 11
  %o11.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o11.i)
  store i32 %o11.r, ptr %o11.p, align 4, !tbaa !4
  %o12.w = tail call i64 @llvm.bswap.i64(i64 %x64)
  %o12.r = trunc i64 %o12.w to i32
  %o12.i = add i32 %base, 12
  %o12.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o12.i)
  store i32 %o12.r, ptr %o12.p, align 4, !tbaa !4
  %o13.w = tail call i64 @llvm.bswap.i64(i64 %x64)
  %o13.h = lshr i64 %o13.w, 32
  %o13.r = trunc i64 %o13.h to i32
  %o13.i = add i32 %base, 13
  %o13.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o13.i)
  store i32 %o13.r, ptr %o13.p, align 4, !tbaa !4
  %o14.r = tail call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %iv)
  %o14.i = add i32 %base, 14
  %o14.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o14.i)
  store i32 %o14.r, ptr %o14.p, align 4, !tbaa !4
  %o15.r = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %iv)
  %o15.i = add i32 %base, 15
  %o15.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o15.i)
  store i32 %o15.r, ptr %o15.p, align 4, !tbaa !4
  %o16.r = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %iv)
  %o16.i = add i32 %base, 16
  %o16.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o16.i)
  store i32 %o16.r, ptr %o16.p, align 4, !tbaa !4
  %o17.r = tail call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %iv)
  %o17.i = add i32 %base, 17
  %o17.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o17.i)
  store i32 %o17.r, ptr %o17.p, align 4, !tbaa !4
  %o18.r = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %iv)
  %o18.i = add i32 %base, 18
  %o18.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o18.i)
  store i32 %o18.r, ptr %o18.p, align 4, !tbaa !4
  %o19.f = tail call float @llvm.copysign.f32(float %x, float %y)
  %o19.r = bitcast float %o19.f to i32
  %o19.i = add i32 %base, 19
  %o19.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o19.i)
  store i32 %o19.r, ptr %o19.p, align 4, !tbaa !4
  %o20.f = tail call float @llvm.minimum.f32(float %x, float %y)
  %o20.r = bitcast float %o20.f to i32
  %o20.i = add i32 %base, 20
  %o20.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o20.i)
  store i32 %o20.r, ptr %o20.p, align 4, !tbaa !4
  %o21.f = tail call float @llvm.maximum.f32(float %x, float %y)
  %o21.r = bitcast float %o21.f to i32
  %o21.i = add i32 %base, 21
  %o21.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o21.i)
  store i32 %o21.r, ptr %o21.p, align 4, !tbaa !4
  %o22.f = tail call float @llvm.minimumnum.f32(float %x, float %y)
  %o22.r = bitcast float %o22.f to i32
  %o22.i = add i32 %base, 22
  %o22.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o22.i)
  store i32 %o22.r, ptr %o22.p, align 4, !tbaa !4
  %o23.f = tail call float @llvm.maximumnum.f32(float %x, float %y)
  %o23.r = bitcast float %o23.f to i32
  %o23.i = add i32 %base, 23
  %o23.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o23.i)
  store i32 %o23.r, ptr %o23.p, align 4, !tbaa !4
  %o24.f = tail call float @llvm.round.f32(float %x)
  %o24.r = bitcast float %o24.f to i32
  %o24.i = add i32 %base, 24
  %o24.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o24.i)
  store i32 %o24.r, ptr %o24.p, align 4, !tbaa !4
  %o25.f = tail call float @llvm.rint.f32(float %x)
  %o25.r = bitcast float %o25.f to i32
  %o25.i = add i32 %base, 25
  %o25.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o25.i)
  store i32 %o25.r, ptr %o25.p, align 4, !tbaa !4
  %o26.f = tail call float @llvm.nearbyint.f32(float %x)
  %o26.r = bitcast float %o26.f to i32
  %o26.i = add i32 %base, 26
  %o26.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o26.i)
  store i32 %o26.r, ptr %o26.p, align 4, !tbaa !4
  %o27.k0 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %o27.z0 = zext i1 %o27.k0 to i32
  %o27.s0 = shl i32 %o27.z0, 0
  %o27.k1 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  %o27.z1 = zext i1 %o27.k1 to i32
  %o27.s1 = shl i32 %o27.z1, 1
  %o27.k2 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 516)
  %o27.z2 = zext i1 %o27.k2 to i32
  %o27.s2 = shl i32 %o27.z2, 2
  %o27.k3 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 264)
  %o27.z3 = zext i1 %o27.k3 to i32
  %o27.s3 = shl i32 %o27.z3, 3
  %o27.k4 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 144)
  %o27.z4 = zext i1 %o27.k4 to i32
  %o27.s4 = shl i32 %o27.z4, 4
  %o27.k5 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 96)
  %o27.z5 = zext i1 %o27.k5 to i32
  %o27.s5 = shl i32 %o27.z5, 5
  %o27.k6 = tail call i1 @llvm.is.fpclass.f32(float %x, i32 1020)
  %o27.z6 = zext i1 %o27.k6 to i32
  %o27.s6 = shl i32 %o27.z6, 6
  %o27.o1 = or i32 %o27.s0, %o27.s1
  %o27.o2 = or i32 %o27.o1, %o27.s2
  %o27.o3 = or i32 %o27.o2, %o27.s3
  %o27.o4 = or i32 %o27.o3, %o27.s4
  %o27.o5 = or i32 %o27.o4, %o27.s5
  %o27.o6 = or i32 %o27.o5, %o27.s6
  %o27.r = or i32 %o27.o6, 0
  %o27.i = add i32 %base, 27
  %o27.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o27.i)
  store i32 %o27.r, ptr %o27.p, align 4, !tbaa !4
  %o28.k0 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 3)
  %o28.z0 = zext i1 %o28.k0 to i32
  %o28.s0 = shl i32 %o28.z0, 0
  %o28.k1 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 1)
  %o28.z1 = zext i1 %o28.k1 to i32
  %o28.s1 = shl i32 %o28.z1, 1
  %o28.k2 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 516)
  %o28.z2 = zext i1 %o28.k2 to i32
  %o28.s2 = shl i32 %o28.z2, 2
  %o28.k3 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 264)
  %o28.z3 = zext i1 %o28.k3 to i32
  %o28.s3 = shl i32 %o28.z3, 3
  %o28.k4 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 144)
  %o28.z4 = zext i1 %o28.k4 to i32
  %o28.s4 = shl i32 %o28.z4, 4
  %o28.k5 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 96)
  %o28.z5 = zext i1 %o28.k5 to i32
  %o28.s5 = shl i32 %o28.z5, 5
  %o28.k6 = tail call i1 @llvm.is.fpclass.f32(float %y, i32 1020)
  %o28.z6 = zext i1 %o28.k6 to i32
  %o28.s6 = shl i32 %o28.z6, 6
  %o28.o1 = or i32 %o28.s0, %o28.s1
  %o28.o2 = or i32 %o28.o1, %o28.s2
  %o28.o3 = or i32 %o28.o2, %o28.s3
  %o28.o4 = or i32 %o28.o3, %o28.s4
  %o28.o5 = or i32 %o28.o4, %o28.s5
  %o28.o6 = or i32 %o28.o5, %o28.s6
  %o28.r = or i32 %o28.o6, 0
  %o28.i = add i32 %base, 28
  %o28.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o28.i)
  store i32 %o28.r, ptr %o28.p, align 4, !tbaa !4
  %o29.f = tail call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %fv)
  %o29.r = bitcast float %o29.f to i32
  %o29.i = add i32 %base, 29
  %o29.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o29.i)
  store i32 %o29.r, ptr %o29.p, align 4, !tbaa !4
  %o30.f = tail call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %fv)
  %o30.r = bitcast float %o30.f to i32
  %o30.i = add i32 %base, 30
  %o30.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o30.i)
  store i32 %o30.r, ptr %o30.p, align 4, !tbaa !4
  %o31.f = tail call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %fv)
  %o31.r = bitcast float %o31.f to i32
  %o31.i = add i32 %base, 31
  %o31.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o31.i)
  store i32 %o31.r, ptr %o31.p, align 4, !tbaa !4
  %o32.f = tail call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %fv)
  %o32.r = bitcast float %o32.f to i32
  %o32.i = add i32 %base, 32
  %o32.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o32.i)
  store i32 %o32.r, ptr %o32.p, align 4, !tbaa !4
  %o33.f = tail call float @llvm.vector.reduce.fmul.v4f32(float 1.000000e+00, <4 x float> %fv)
  %o33.r = bitcast float %o33.f to i32
  %o33.i = add i32 %base, 33
  %o33.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o33.i)
  store i32 %o33.r, ptr %o33.p, align 4, !tbaa !4
  %o34.f = tail call float @llvm.vector.reduce.fmul.v4f32(float -2.000000e+00, <4 x float> %fv)
  %o34.r = bitcast float %o34.f to i32
  %o34.i = add i32 %base, 34
  %o34.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o34.i)
  store i32 %o34.r, ptr %o34.p, align 4, !tbaa !4
  %o35.w = freeze i32 %a
  %o35.r = add i32 %o35.w, 1
  %o35.i = add i32 %base, 35
  %o35.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o35.i)
  store i32 %o35.r, ptr %o35.p, align 4, !tbaa !4
  %o36.w = tail call <2 x i32> @llvm.sadd.sat.v2i32(<2 x i32> %v2, <2 x i32> %w2)
  %o36.e0 = extractelement <2 x i32> %o36.w, i64 0
  %o36.e1 = extractelement <2 x i32> %o36.w, i64 1
  %o36.m = mul i32 %o36.e1, 3
  %o36.r = add i32 %o36.e0, %o36.m
  %o36.i = add i32 %base, 36
  %o36.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o36.i)
  store i32 %o36.r, ptr %o36.p, align 4, !tbaa !4
  %o37.w = tail call <2 x i32> @llvm.ctlz.v2i32(<2 x i32> %v2, i1 false)
  %o37.e0 = extractelement <2 x i32> %o37.w, i64 0
  %o37.e1 = extractelement <2 x i32> %o37.w, i64 1
  %o37.m = shl i32 %o37.e1, 8
  %o37.r = or i32 %o37.e0, %o37.m
  %o37.i = add i32 %base, 37
  %o37.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o37.i)
  store i32 %o37.r, ptr %o37.p, align 4, !tbaa !4
  %o38.w = tail call <2 x float> @llvm.minimum.v2f32(<2 x float> %pf, <2 x float> %gv2)
  %o38.e0 = extractelement <2 x float> %o38.w, i64 1
  %o38.r = bitcast float %o38.e0 to i32
  %o38.i = add i32 %base, 38
  %o38.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o38.i)
  store i32 %o38.r, ptr %o38.p, align 4, !tbaa !4
  %o39.f = tail call float @llvm.fma.f32(float %x, float %y, float 1.500000e+00)
  %o39.r = bitcast float %o39.f to i32
  %o39.i = add i32 %base, 39
  %o39.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o39.i)
  store i32 %o39.r, ptr %o39.p, align 4, !tbaa !4
  %o40.r = tail call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %iv)
  %o40.i = add i32 %base, 40
  %o40.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o40.i)
  store i32 %o40.r, ptr %o40.p, align 4, !tbaa !4
  %o41.r = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %iv)
  %o41.i = add i32 %base, 41
  %o41.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o41.i)
  store i32 %o41.r, ptr %o41.p, align 4, !tbaa !4
  %o42.r = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %iv)
  %o42.i = add i32 %base, 42
  %o42.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o42.i)
  store i32 %o42.r, ptr %o42.p, align 4, !tbaa !4
  %o43.c = icmp ugt <4 x i32> %iv, splat (i32 3)
  %o43.k = tail call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %o43.c)
  %o43.j = tail call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %o43.c)
  %o43.zk = zext i1 %o43.k to i32
  %o43.zj = zext i1 %o43.j to i32
  %o43.s = shl i32 %o43.zj, 1
  %o43.r = or i32 %o43.zk, %o43.s
  %o43.i = add i32 %base, 43
  %o43.p = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 %o43.i)
  store i32 %o43.r, ptr %o43.p, align 4, !tbaa !4
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

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
