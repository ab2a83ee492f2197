//! `dxil-op-lower` finds the users of a resource load in the walk that finds the
//! load, before lowering: a user placed ahead of the load in the block layout (blocks
//! out of dominance order) must be found too, and lowered the same as when the blocks
//! are in order.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

const HEADER: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@.a = private constant [2 x i8] c"A\00"
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
"#;

/// `main` with its blocks `entry`, then `blocks` (in that layout order).
fn lower(blocks: &str) -> String {
    let text = format!(
        r#"{HEADER}
define void @main() #0 {{
entry:
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.a)
  br label %load
{blocks}
}}
"#
    );
    let mut m = dxil_parser::parse(&text)
        .unwrap_or_else(|e| panic!("test module does not parse: {e}\n{text}"))
        .module;
    let names = parse_pipeline("dxil-op-lower").expect("pipeline parses");
    run_passes(&mut m, &names, &mut PassContext::default()).expect("lowers");
    dxil_ir::printer::print_module(&m)
}

const LOAD: &str = r#"load:
  %r = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0)
  br label %use"#;

const USE: &str = r#"use:
  %x = extractvalue { float, i1 } %r, 0
  %y = fadd float %x, 1.0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 1, float %y)
  ret void"#;

/// The lines of the `use` block, from its label to `ret`.
fn use_block(out: &str) -> Vec<String> {
    let lines: Vec<&str> = out.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("use:"))
        .unwrap_or_else(|| panic!("no use block in:\n{out}"));
    let end = start
        + lines[start..]
            .iter()
            .position(|l| l.contains("ret void"))
            .unwrap();
    lines[start..=end].iter().map(|l| l.to_string()).collect()
}

#[test]
fn a_load_user_placed_before_the_load_is_lowered() {
    let out = lower(&format!("{USE}\n{LOAD}"));
    // The element is read from the ResRet right after the load, and the user in the
    // earlier block takes it.
    let element = out
        .lines()
        .find(|l| l.contains("= extractvalue %dx.types.ResRet.f32 %r, 0"))
        .unwrap_or_else(|| panic!("the element comes from the ResRet in:\n{out}"));
    let name = element.trim().split(' ').next().unwrap();
    assert!(
        use_block(&out)
            .iter()
            .any(|l| l.contains(&format!("fadd float {name}, "))),
        "the user takes {name} in:\n{out}"
    );
    assert!(
        !out.contains("{ float, i1 }"),
        "the intrinsic's result type is gone in:\n{out}"
    );
    assert!(out.contains("@dx.op.bufferStore.f32"), "{out}");
}

#[test]
fn layout_order_does_not_change_the_lowered_user() {
    let ahead = lower(&format!("{USE}\n{LOAD}"));
    let after = lower(&format!("{LOAD}\n{USE}"));
    assert_eq!(use_block(&ahead), use_block(&after));
}
