//! The statics of a shader's entry in `dxil-promote-local-arrays`: stores of constants
//! before any read go into the initializer (the static constant when none is left),
//! and a static accessed at constant offsets in the entry block alone becomes the
//! values stored, its initializer where nothing was. Libraries keep their statics.

use crate::common;

use common::check_lines as check;

const LAYOUT: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n";

fn run(stage: &str, body: &str) -> String {
    let header = format!(
        "{LAYOUT}target triple = \"dxilv1.6-unknown-shadermodel6.6-{stage}\"\ndeclare i32 @llvm.dx.thread.id(i32)\ndeclare void @use(i32)\n"
    );
    common::run_passes_on(&header, body, "dxil-promote-local-arrays").unwrap()
}

/// A compute entry filling `@g` (`[4 x i32]`, zero) with `fill`, then running `then`.
fn filled(fill: &str, then: &str) -> String {
    format!(
        r#"
@g = internal global [4 x i32] zeroinitializer, align 4

define void @main() #0 {{
entry:
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p0 = getelementptr inbounds [4 x i32], ptr @g, i32 0, i32 0
  %p1 = getelementptr inbounds [4 x i32], ptr @g, i32 0, i32 1
  %p3 = getelementptr inbounds [4 x i32], ptr @g, i32 0, i32 3
  %pi = getelementptr inbounds [4 x i32], ptr @g, i32 0, i32 %i
{fill}
{then}
  ret void
}}

attributes #0 = {{ "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }}
"#
    )
}

const READ_AT_I: &str = "  %v = load i32, ptr %pi, align 4\n  call void @use(i32 %v)";

#[test]
fn stores_before_any_read_fill_the_initializer() {
    let out = run(
        "compute",
        &filled(
            "  store i32 2, ptr %p1, align 4\n  store i32 6, ptr %p3, align 4\n  store i32 7, ptr %p3, align 4",
            READ_AT_I,
        ),
    );
    check(
        &out,
        &[
            "@g = internal constant [4 x i32] [i32 0, i32 2, i32 0, i32 7]",
            "load i32",
        ],
        &["store"],
    );
}

#[test]
fn a_read_or_a_run_time_store_ends_the_filling() {
    // The store after the read stays, and so does the global's writability.
    let out = run(
        "compute",
        &filled(
            "  store i32 2, ptr %p1, align 4\n  %w = load i32, ptr %pi, align 4\n  store i32 7, ptr %p3, align 4",
            "  call void @use(i32 %w)",
        ),
    );
    check(
        &out,
        &[
            "@g = internal global [4 x i32] [i32 0, i32 2, i32 0, i32 0]",
            "store i32 7",
        ],
        &[],
    );
    let out = run(
        "compute",
        &filled(
            "  store i32 2, ptr %p1, align 4\n  store i32 5, ptr %pi, align 4\n  store i32 7, ptr %p3, align 4",
            READ_AT_I,
        ),
    );
    check(
        &out,
        &[
            "@g = internal global [4 x i32] [i32 0, i32 2, i32 0, i32 0]",
            "store i32 5",
            "store i32 7",
        ],
        &[],
    );
}

#[test]
fn reads_at_constant_offsets_take_the_initializer_or_the_values_stored() {
    let out = run(
        "compute",
        &filled(
            "  %a = load i32, ptr %p1, align 4\n  %b = add i32 %a, 1\n  store i32 %b, ptr %p1, align 4",
            "  %c = load i32, ptr %p1, align 4\n  %d = load i32, ptr %p0, align 4\n  call void @use(i32 %a)\n  call void @use(i32 %c)\n  call void @use(i32 %d)",
        ),
    );
    check(
        &out,
        &[
            "%b = add i32 0, 1",
            "call void @use(i32 0)",
            "call void @use(i32 %b)",
            "call void @use(i32 0)",
        ],
        &["load", "store"],
    );
}

#[test]
fn a_library_keeps_its_statics() {
    let body = filled(
        "  store i32 2, ptr %p1, align 4",
        "  %c = load i32, ptr %p1, align 4\n  call void @use(i32 %c)",
    )
    .replace(
        "\"hlsl.shader\"=\"compute\" \"hlsl.numthreads\"=\"1,1,1\"",
        "\"hlsl.export\"",
    );
    let out = run("library", &body);
    check(
        &out,
        &[
            "@g = internal global [4 x i32] zeroinitializer",
            "store i32 2",
            "load i32",
        ],
        &[],
    );
}

#[test]
fn accesses_in_a_later_block_leave_the_static_in_memory() {
    let body = filled(
        "  %a = load i32, ptr %p1, align 4\n  br label %next\nnext:",
        "  %c = load i32, ptr %p1, align 4\n  call void @use(i32 %c)\n  store i32 %a, ptr %p1, align 4",
    );
    check(
        &run("compute", &body),
        &["load i32", "load i32", "store i32 %a"],
        &[],
    );
}
