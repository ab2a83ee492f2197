//! What DXC's compile does after lowering: resources the code never uses leave
//! `!dx.resources` (the others numbered again from 0), so a root signature need bind
//! only what the shader reads; and a root signature that leaves a used resource
//! unbound is refused with an error naming it, where dxv would reject the container.

use dxil_emit::{compile, EmitKind, Options};

/// A pixel shader reading cbuffer `b1` and declaring (clang creates its handle) an
/// unused cbuffer at `b0`; `root_signature` is its `!dx.rootsignatures` metadata, if any.
fn shader(root_signature: &str) -> String {
    format!(
        r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-pixel"
%__cblayout_A = type <{{ float }}>
%__cblayout_B = type <{{ float }}>
@A.cb = global target("dx.CBuffer", %__cblayout_A) poison
@a = external hidden addrspace(2) global float, align 4
@B.cb = global target("dx.CBuffer", %__cblayout_B) poison
@b = external hidden addrspace(2) global float, align 4
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
define void @main() #0 {{
  %ha = call target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.CBuffer", %__cblayout_A) %ha, ptr @A.cb, align 4
  %hb = call target("dx.CBuffer", %__cblayout_B) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Bst(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  store target("dx.CBuffer", %__cblayout_B) %hb, ptr @B.cb, align 4
  %v = load float, ptr addrspace(2) @b, align 4
  call void @llvm.dx.store.output.f32(i32 0, i32 0, i8 0, float %v)
  ret void
}}
declare target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_B) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Bst(i32, i32, i32, i32, ptr)
declare void @llvm.dx.store.output.f32(i32, i32, i8, float)
attributes #0 = {{ "hlsl.shader"="pixel" }}
!hlsl.cbs = !{{!0, !1}}
!0 = !{{ptr @A.cb, ptr addrspace(2) @a}}
!1 = !{{ptr @B.cb, ptr addrspace(2) @b}}
!dx.semantic.signatures = !{{!2}}
!2 = !{{ptr @main, !3, !4}}
!3 = !{{}}
!4 = !{{!5}}
!5 = !{{i32 0, !"SV_Target", i32 9, i32 16, !6, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}}
!6 = !{{i32 0}}
{root_signature}"#
    )
}

#[test]
fn an_unused_cbuffer_leaves_the_resource_list() {
    let src = shader("");
    let text = compile(
        &src,
        &Options {
            emit: EmitKind::Text,
            ..Options::default()
        },
    )
    .unwrap()
    .dxil_text();
    // Only B remains, as CBV 0, and its handle names range 0.
    assert!(text.contains("!\"B\""), "{text}");
    assert!(!text.contains("!\"A\""), "{text}");
    assert!(
        text.contains("@dx.op.createHandle(i32 57, i8 2, i32 0, i32 1, i1 false)"),
        "{text}"
    );
    let container = compile(&src, &Options::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(container.container().unwrap(), "the shader");
}

/// The metadata of root signature `CBV(b<reg>)` for a pixel shader.
fn root_signature_binding_cbv(reg: u32) -> String {
    format!(
        "!dx.rootsignatures = !{{!10}}\n!10 = !{{ptr @main, !11, i32 2}}\n!11 = !{{!12}}\n\
         !12 = !{{!\"RootCBV\", i32 0, i32 {reg}, i32 0, i32 4}}\n"
    )
}

#[test]
fn a_root_signature_need_bind_only_what_the_shader_reads() {
    let src = shader(&root_signature_binding_cbv(1));
    let container = compile(&src, &Options::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(container.container().unwrap(), "the shader");
}

#[test]
fn a_root_signature_leaving_a_used_resource_unbound_is_an_error() {
    let src = shader(&root_signature_binding_cbv(0));
    let err = compile(&src, &Options::default()).unwrap_err().to_string();
    assert!(err.contains("does not bind CBV 'B' (b1, space 0)"), "{err}");
}
