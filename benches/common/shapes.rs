//! Generators of modules of other shapes than one long chain (issue 33), in clang 22's
//! form, for benchmarks and the growth test: many functions (a library of `n` exported
//! functions, each reading, scaling and writing a buffer element) and many blocks (one
//! compute function of `n` if/phi diamonds carrying a value through).

/// A generator of a module of some shape with about `n` of its unit.
pub type Generator = fn(usize) -> String;

/// The shapes, by name.
pub const SHAPES: &[(&str, Generator)] = &[("functions", many_functions), ("blocks", many_blocks)];

/// The module head both shapes share: layout, triple (`kind` the shader kind) and the
/// buffer's name.
fn head(kind: &str) -> String {
    format!(
        concat!(
            "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n",
            "target triple = \"dxilv1.6-unknown-shadermodel6.6-{}\"\n\n",
            "@Buf.str = private unnamed_addr constant [4 x i8] c\"Buf\\00\", align 1\n\n",
        ),
        kind
    )
}

/// The declarations both shapes call.
const DECLARATIONS: &str = concat!(
    "declare target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)\n",
    "declare i32 @llvm.dx.thread.id(i32)\n",
    "declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0), i32)\n",
);

/// The handle and the element pointer at `%i`, as clang writes them.
const ELEMENT: &str = concat!(
    "  %h = tail call target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Buf.str)\n",
    "  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0) %h, i32 %i)\n",
);

/// A library of `n` exported functions (`@f0` ... ), each scaling element `%i` of one
/// buffer by its own number: about 6 instructions a function.
pub fn many_functions(n: usize) -> String {
    let mut s = head("library");
    s.reserve(n * 520);
    for k in 0..n {
        s.push_str(&format!("define void @f{k}(i32 %i) #0 {{\n"));
        s.push_str(ELEMENT);
        s.push_str(&format!(
            "  %v = load float, ptr %p, align 4\n  %w = fmul float %v, {k}.0\n  store float %w, ptr %p, align 4\n  ret void\n}}\n\n"
        ));
    }
    s.push_str(DECLARATIONS);
    s.push_str("\nattributes #0 = { \"hlsl.export\" }\n");
    s
}

/// One compute function of `n` diamonds: each compares the value carried so far, adds
/// 1 on one side, and joins with a phi (3 blocks and 5 instructions a diamond).
pub fn many_blocks(n: usize) -> String {
    let mut s = head("compute");
    s.reserve(n * 200);
    s.push_str(
        "define void @main() #0 {\nentry:\n  %i = tail call i32 @llvm.dx.thread.id(i32 0)\n",
    );
    s.push_str(ELEMENT);
    s.push_str("  %v0 = load float, ptr %p, align 4\n  br label %b0\n");
    for k in 0..n {
        s.push_str(&format!(
            concat!(
                "b{k}:\n  %c{k} = fcmp olt float %v{k}, {k}.0\n  br i1 %c{k}, label %t{k}, label %j{k}\n",
                "t{k}:\n  %a{k} = fadd float %v{k}, 1.0\n  br label %j{k}\n",
                "j{k}:\n  %v{k1} = phi float [ %a{k}, %t{k} ], [ %v{k}, %b{k} ]\n  br label %b{k1}\n",
            ),
            k = k,
            k1 = k + 1
        ));
    }
    s.push_str(&format!(
        "b{n}:\n  store float %v{n}, ptr %p, align 4\n  ret void\n}}\n\n"
    ));
    s.push_str(DECLARATIONS);
    s.push_str(
        "\nattributes #0 = { \"hlsl.numthreads\"=\"64,1,1\" \"hlsl.shader\"=\"compute\" }\n",
    );
    s
}
