//! Generators of modules of other shapes than one long chain (issue 33), in clang 22's
//! form (modelled on what clang 22 writes for the HLSL each names), for benchmarks and
//! the growth test: many functions (a library of `n` exported functions, each reading,
//! scaling and writing a buffer element), many blocks (one compute function of `n`
//! if/phi diamonds carrying a value through), many resources (`n` typed buffers, each
//! read once), many cbuffer members (`n` floats in cbuffers of 4,096, each read once),
//! a large constant array (`n` floats, read at two run-time indices), a wide switch (`n`
//! cases joined by one phi), a deep loop nest (`n` loops, one inside the other) and
//! debug information (a chain of `n` instructions, each with its own location and
//! variable).

/// A generator of a module of some shape with about `n` of its unit.
pub type Generator = fn(usize) -> String;

/// The shapes, by name.
pub const SHAPES: &[(&str, Generator)] = &[
    ("functions", many_functions),
    ("blocks", many_blocks),
    ("resources", many_resources),
    ("cbuffer-members", many_cbuffer_members),
    ("constant-array", large_constant_array),
    ("switch", wide_switch),
    ("loop-nest", deep_loop_nest),
    ("debug-info", debug_info),
];

/// The module head the shapes share: layout, triple (`kind` the shader kind) and the
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

/// The declarations the shapes call.
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
    let mut s = compute_main_loading(n * 200, "v0");
    s.push_str("  br label %b0\n");
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

/// The attributes of a compute entry of 64 threads.
const COMPUTE_ENTRY: &str =
    "\nattributes #0 = { \"hlsl.numthreads\"=\"64,1,1\" \"hlsl.shader\"=\"compute\" }\n";

/// `n` typed buffers (`Buffer<float> B<k> : register(t<k>)`), each read at the thread's
/// index and summed into the buffer `Buf`: four instructions a resource.
pub fn many_resources(n: usize) -> String {
    let srv = "target(\"dx.TypedBuffer\", float, 0, 0, 0)";
    let mut s = head("compute");
    s.reserve(n * 600);
    for k in 0..n {
        s.push_str(&format!(
            "@B{k}.str = private unnamed_addr constant [{}x i8] c\"B{k}\\00\", align 1\n",
            format!("{k}").len() + 2,
        ));
    }
    s.push_str("\ndefine void @main() #0 {\n  %i = tail call i32 @llvm.dx.thread.id(i32 0)\n");
    s.push_str(ELEMENT);
    s.push_str("  %s0 = load float, ptr %p, align 4\n");
    for k in 0..n {
        s.push_str(&format!(
            concat!(
                "  %h{k} = tail call {srv} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 {k}, i32 1, i32 0, ptr nonnull @B{k}.str)\n",
                "  %q{k} = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t({srv} %h{k}, i32 %i)\n",
                "  %v{k} = load float, ptr %q{k}, align 4\n",
                "  %s{k1} = fadd float %s{k}, %v{k}\n",
            ),
            k = k,
            k1 = k + 1,
            srv = srv
        ));
    }
    s.push_str(&format!(
        "  store float %s{n}, ptr %p, align 4\n  ret void\n}}\n\n"
    ));
    s.push_str(DECLARATIONS);
    s.push_str(&format!(
        "declare {srv} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)\n"
    ));
    s.push_str(&format!(
        "declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t({srv}, i32)\n"
    ));
    s.push_str(COMPUTE_ENTRY);
    s
}

/// Members a generated cbuffer holds at most (16 KiB of floats; D3D allows 64 KiB).
const CBUFFER_MEMBERS: usize = 4096;

/// `n` float members in cbuffers of [`CBUFFER_MEMBERS`] (`cbuffer C<j> : register(b<j>)
/// { float c<k>; ... }`), each read once into a chain of multiply-adds: two
/// instructions a member.
pub fn many_cbuffer_members(n: usize) -> String {
    let buffers = n.div_ceil(CBUFFER_MEMBERS);
    let members = |j: usize| (j * CBUFFER_MEMBERS)..((j + 1) * CBUFFER_MEMBERS).min(n);
    let mut s = String::with_capacity(n * 200);
    let h = head("compute");
    let (target, rest) = h.split_at(h.find("@Buf.str").unwrap_or(h.len()));
    s.push_str(target);
    for j in 0..buffers {
        let fields = vec!["float"; members(j).len()].join(", ");
        s.push_str(&format!("%__cblayout_C{j} = type <{{ {fields} }}>\n"));
    }
    s.push_str(rest);
    for j in 0..buffers {
        s.push_str(&format!(
            "@C{j}.cb = local_unnamed_addr global target(\"dx.CBuffer\", %__cblayout_C{j}) poison\n"
        ));
        s.push_str(&format!(
            "@C{j}.str = private unnamed_addr constant [{}x i8] c\"C{j}\\00\", align 1\n",
            format!("{j}").len() + 2
        ));
        for k in members(j) {
            s.push_str(&format!(
                "@c{k} = external hidden local_unnamed_addr addrspace(2) global float, align 4\n"
            ));
        }
    }
    s.push_str("\ndefine void @main() #0 {\n");
    for j in 0..buffers {
        let t = format!("target(\"dx.CBuffer\", %__cblayout_C{j})");
        s.push_str(&format!(
            "  %cb{j} = tail call {t} @llvm.dx.resource.handlefrombinding.tdx.CBuffer_C{j}(i32 0, i32 {j}, i32 1, i32 0, ptr nonnull @C{j}.str)\n  store {t} %cb{j}, ptr @C{j}.cb, align 4\n"
        ));
    }
    s.push_str("  %i = tail call i32 @llvm.dx.thread.id(i32 0)\n");
    s.push_str(ELEMENT);
    push_chain(&mut s, n, |k| {
        format!(
            "  %c{k} = load float, ptr addrspace(2) @c{k}, align 4\n  %x{k1} = tail call float @llvm.fmuladd.f32(float %x{k}, float %c{k}, float {k}.0)\n",
            k1 = k + 1
        )
    });
    s.push_str(DECLARATIONS);
    s.push_str("declare float @llvm.fmuladd.f32(float, float, float)\n");
    for j in 0..buffers {
        s.push_str(&format!(
            "declare target(\"dx.CBuffer\", %__cblayout_C{j}) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_C{j}(i32, i32, i32, i32, ptr)\n"
        ));
    }
    s.push_str(COMPUTE_ENTRY);
    let lists: Vec<String> = (0..buffers)
        .map(|j| {
            let mut list = format!("!{{ptr @C{j}.cb");
            for k in members(j) {
                list.push_str(&format!(", ptr addrspace(2) @c{k}"));
            }
            list + "}"
        })
        .collect();
    let names: Vec<String> = (0..buffers).map(|j| format!("!{j}")).collect();
    s.push_str(&format!("\n!hlsl.cbs = !{{{}}}\n", names.join(", ")));
    for (j, list) in lists.iter().enumerate() {
        s.push_str(&format!("!{j} = {list}\n"));
    }
    s
}

/// A constant array of `n` floats (`static const float T[n] = {...}`), read at two
/// run-time indices: the size is in the constant, not the code.
pub fn large_constant_array(n: usize) -> String {
    let mut s = head("compute");
    s.reserve(n * 24);
    s.push_str(&format!(
        "@T = internal unnamed_addr constant [{n} x float] ["
    ));
    for k in 0..n {
        if k > 0 {
            s.push_str(", ");
        }
        s.push_str(&format!("float {k}.5"));
    }
    s.push_str(
        "], align 4\n\ndefine void @main() #0 {\n  %i = tail call i32 @llvm.dx.thread.id(i32 0)\n",
    );
    s.push_str(ELEMENT);
    s.push_str(&format!(
        concat!(
            "  %a = urem i32 %i, {n}\n  %pa = getelementptr inbounds float, ptr @T, i32 %a\n",
            "  %va = load float, ptr %pa, align 4\n  %m = mul i32 %i, 7\n  %b = urem i32 %m, {n}\n",
            "  %pb = getelementptr inbounds float, ptr @T, i32 %b\n  %vb = load float, ptr %pb, align 4\n",
            "  %v = fadd float %va, %vb\n  store float %v, ptr %p, align 4\n  ret void\n}}\n\n",
        ),
        n = n
    ));
    s.push_str(DECLARATIONS);
    s.push_str(COMPUTE_ENTRY);
    s
}

/// Ends `@main` with a chain: `%x0` read from the buffer, `link(k)` making `%x<k+1>` from
/// `%x<k>` for each of the `n` links, `%x<n>` written back.
fn push_chain(s: &mut String, n: usize, link: impl Fn(usize) -> String) {
    s.push_str("  %x0 = load float, ptr %p, align 4\n");
    for k in 0..n {
        s.push_str(&link(k));
    }
    s.push_str(&format!(
        "  store float %x{n}, ptr %p, align 4\n  ret void\n}}\n\n"
    ));
}

/// A compute module (room for `reserve` more bytes) opened at `@main`'s entry block,
/// which has read the thread's element of the buffer (at `%p`, index `%i`) into `%<v>`.
fn compute_main_loading(reserve: usize, v: &str) -> String {
    let mut s = head("compute");
    s.reserve(reserve);
    s.push_str(
        "define void @main() #0 {\nentry:\n  %i = tail call i32 @llvm.dx.thread.id(i32 0)\n",
    );
    s.push_str(ELEMENT);
    s.push_str(&format!("  %{v} = load float, ptr %p, align 4\n"));
    s
}

/// A switch on the thread's index with `n` cases, each computing its own value, joined
/// by one phi of `n + 1` values (clang's form of a `switch` whose cases assign and
/// break): two instructions and a block a case.
pub fn wide_switch(n: usize) -> String {
    let mut s = compute_main_loading(n * 160, "v");
    s.push_str("  switch i32 %i, label %other [\n");
    for k in 0..n {
        s.push_str(&format!("    i32 {k}, label %case{k}\n"));
    }
    s.push_str("  ]\n");
    for k in 0..n {
        s.push_str(&format!(
            "case{k}:\n  %x{k} = fmul float %v, {k}.0\n  br label %join\n"
        ));
    }
    s.push_str("other:\n  br label %join\njoin:\n  %r = phi float [ 0.0, %other ]");
    for k in 0..n {
        s.push_str(&format!(", [ %x{k}, %case{k} ]"));
    }
    s.push_str("\n  store float %r, ptr %p, align 4\n  ret void\n}\n\n");
    s.push_str(DECLARATIONS);
    s.push_str(COMPUTE_ENTRY);
    s
}

/// `n` loops, each inside the one before, each counting to a trip count read from the
/// buffer and carrying a value through a phi (clang's rotated loops): a header, a latch
/// and five instructions a loop.
pub fn deep_loop_nest(n: usize) -> String {
    let mut s = compute_main_loading(n * 400, "v");
    s.push_str("  %tp = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target(\"dx.TypedBuffer\", float, 1, 0, 0) %h, i32 0)\n");
    s.push_str("  %tf = load float, ptr %tp, align 4\n  %trips = fptoui float %tf to i32\n  br label %h0\n");
    // Loop k: header h<k> (its counter and value), the loop inside (or, innermost,
    // straight on to the latch), latch l<k> (exits to the latch outside, or the end).
    for k in 0..n {
        let (pred, outer_value) = if k == 0 {
            ("entry".to_string(), "%v".to_string())
        } else {
            (format!("h{}", k - 1), format!("%a{}", k - 1))
        };
        let next = if k + 1 < n {
            format!("h{}", k + 1)
        } else {
            format!("l{k}")
        };
        s.push_str(&format!(
            concat!(
                "h{k}:\n  %n{k} = phi i32 [ 0, %{pred} ], [ %m{k}, %l{k} ]\n",
                "  %x{k} = phi float [ {outer}, %{pred} ], [ %o{k}, %l{k} ]\n",
                "  %a{k} = fmul float %x{k}, 5.000000e-01\n  br label %{next}\n",
            ),
            k = k,
            pred = pred,
            outer = outer_value,
            next = next
        ));
    }
    for k in (0..n).rev() {
        let inner = if k + 1 < n {
            format!("%o{}", k + 1)
        } else {
            format!("%a{k}")
        };
        let exit = if k == 0 {
            "done".to_string()
        } else {
            format!("l{}", k - 1)
        };
        s.push_str(&format!(
            concat!(
                "l{k}:\n  %o{k} = fadd float {inner}, 1.000000e+00\n  %m{k} = add i32 %n{k}, 1\n",
                "  %e{k} = icmp eq i32 %m{k}, %trips\n  br i1 %e{k}, label %{exit}, label %h{k}\n",
            ),
            k = k,
            inner = inner,
            exit = exit
        ));
    }
    s.push_str("done:\n  store float %o0, ptr %p, align 4\n  ret void\n}\n\n");
    s.push_str(DECLARATIONS);
    s.push_str(COMPUTE_ENTRY);
    s
}

/// A chain of `n` float instructions as clang writes it with `-Zi`: each at its own
/// source line (`!dbg` location) and each naming its value as a local variable
/// (`#dbg_value`), under one subprogram: about four metadata nodes an instruction.
pub fn debug_info(n: usize) -> String {
    let mut s = head("compute");
    s.reserve(n * 400);
    s.push_str("define void @main() #0 !dbg !5 {\nentry:\n  %i = tail call i32 @llvm.dx.thread.id(i32 0)\n");
    s.push_str(ELEMENT);
    // Nodes: !0-!7 fixed; instruction k: location !(8+2k), variable !(9+2k).
    push_chain(&mut s, n, |k| {
        let (loc, var) = (8 + 2 * k, 9 + 2 * k);
        format!(
            "  %x{k1} = fmul float %x{k}, {k}.5, !dbg !{loc}\n    #dbg_value(float %x{k1}, !{var}, !DIExpression(), !{loc})\n",
            k1 = k + 1
        )
    });
    s.push_str(DECLARATIONS);
    s.push_str(COMPUTE_ENTRY);
    s.push_str(concat!(
        "\n!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3, !4}\n\n",
        "!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_11, file: !1, producer: \"clang version 22\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)\n",
        "!1 = !DIFile(filename: \"chain.hlsl\", directory: \"/src\")\n",
        "!2 = !DIBasicType(name: \"float\", size: 32, encoding: DW_ATE_float)\n",
        "!3 = !{i32 7, !\"Dwarf Version\", i32 4}\n",
        "!4 = !{i32 2, !\"Debug Info Version\", i32 3}\n",
        "!5 = distinct !DISubprogram(name: \"main\", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)\n",
        "!6 = !DISubroutineType(types: !7)\n!7 = !{null}\n",
    ));
    for k in 0..n {
        let (loc, var) = (8 + 2 * k, 9 + 2 * k);
        s.push_str(&format!(
            "!{loc} = !DILocation(line: {l}, column: 5, scope: !5)\n!{var} = !DILocalVariable(name: \"x{k}\", scope: !5, file: !1, line: {l}, type: !2)\n",
            l = k + 2
        ));
    }
    s
}
