//! A generator of large compute shaders in clang 22's form, for benchmarks: one typed
//! buffer, the thread id, and a chain of `n` float instructions between a load and a
//! store. As in clang's output, values are numbered (`%0`, `%1`, ...) and float
//! operations carry the fast-math flags HLSL implies.

/// The text of a compute shader with about `n` instructions.
pub fn compute_shader(n: usize) -> String {
    let mut s = String::with_capacity(n * 48 + 2048);
    s.push_str(concat!(
        "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n",
        "target triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n\n",
        "@Buf.str = private unnamed_addr constant [4 x i8] c\"Buf\\00\", align 1\n\n",
        "define void @main() local_unnamed_addr #0 {\n",
        "  %1 = tail call target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Buf.str)\n",
        "  %2 = tail call i32 @llvm.dx.thread.id(i32 0)\n",
        "  %3 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0) %1, i32 %2)\n",
        "  %4 = load float, ptr %3, align 4\n",
    ));
    let ops = ["fadd", "fmul", "fsub"];
    // The entry block is %0 and the loaded value %4; instruction i makes %(i + 5).
    for i in 0..n {
        let op = ops[i % ops.len()];
        let k = (i % 7) as f64 + 0.5;
        s.push_str(&format!(
            "  %{} = {op} reassoc nnan ninf nsz arcp afn float %{}, {k:.6e}\n",
            i + 5,
            i + 4
        ));
    }
    s.push_str(&format!(
        "  store float %{}, ptr %3, align 4\n  ret void\n}}\n\n",
        n + 4
    ));
    s.push_str(concat!(
        "declare target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)\n",
        "declare i32 @llvm.dx.thread.id(i32)\n",
        "declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0), i32)\n\n",
        "attributes #0 = { \"hlsl.numthreads\"=\"64,1,1\" \"hlsl.shader\"=\"compute\" }\n\n",
        "!dx.valver = !{!0}\n!0 = !{i32 1, i32 8}\n",
    ));
    s
}
