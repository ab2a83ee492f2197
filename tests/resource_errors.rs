//! Bad resource input ends in one error that names the construct and points at it with
//! `file:line:col`: a handle call whose binding is not a constant, a store through an
//! SRV, a typed buffer whose element is wider than 16 bytes, and a cbuffer load past
//! the cbuffer's last row. Each input is a small clang-22-shaped compute shader.

use std::path::Path;
use std::process::Command;

const HEADER: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
"#;

const FOOTER: &str = r#"attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
"#;

/// Compiles `body` (wrapped in the header and footer) as `name.ll` and returns the
/// compiler's standard error, checking it failed, wrote no container, and that the
/// first line starts with `name.ll:<line>:<col>: error: `; returns (line, col, text).
fn compile_error(name: &str, body: &str) -> (usize, usize, String) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join(format!("{name}.ll"));
    std::fs::write(&input, format!("{HEADER}{body}{FOOTER}")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .arg("compile")
        .arg(&input)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{name} compiled:\n{stderr}");
    assert!(
        !Path::new(&dir.path().join(format!("{name}.dxil"))).exists(),
        "{name}: a container was written"
    );
    let first = stderr.lines().next().unwrap_or_default();
    let rest = first
        .strip_prefix(&format!("{}:", input.display()))
        .or_else(|| first.strip_prefix(&format!("{name}.ll:")))
        .unwrap_or_else(|| panic!("no file name in {first:?}"));
    let mut parts = rest.splitn(3, ':');
    let line: usize = parts.next().unwrap().parse().expect("line number");
    let col: usize = parts.next().unwrap().parse().expect("column number");
    let text = parts.next().unwrap().trim().to_string();
    let text = text
        .strip_prefix("error: ")
        .unwrap_or_else(|| panic!("not an error: {first:?}"))
        .to_string();
    (line, col, text)
}

/// The 1-based line of the input (header included) that contains `needle`.
fn line_of(body: &str, needle: &str) -> usize {
    let full = format!("{HEADER}{body}");
    full.lines()
        .position(|l| l.contains(needle))
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("{needle:?} not in the input"))
}

#[test]
fn binding_space_that_is_not_a_constant() {
    let body = r#"define void @main() #0 {
  %space = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %space, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
"#;
    let (line, col, text) = compile_error("nonconst", body);
    assert_eq!((line, col), (line_of(body, "%h = call"), 3), "{text}");
    assert!(text.contains("binding space must be a constant"), "{text}");
}

#[test]
fn store_through_an_srv() {
    let body = r#"define void @main() #0 {
  %h = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %h, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32)
"#;
    let (line, col, text) = compile_error("srvstore", body);
    assert_eq!((line, col), (line_of(body, "store float"), 3), "{text}");
    assert!(
        text.contains("store to a read-only resource (SRV)"),
        "{text}"
    );
}

#[test]
fn typed_buffer_element_wider_than_16_bytes() {
    let body = r#"define void @main() #0 {
  %h = call target("dx.TypedBuffer", <4 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f64_1_0_0t(target("dx.TypedBuffer", <4 x double>, 1, 0, 0) %h, i32 0)
  %v = load <4 x double>, ptr %p, align 32
  %w = fadd <4 x double> %v, %v
  store <4 x double> %w, ptr %p, align 32
  ret void
}
declare target("dx.TypedBuffer", <4 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f64_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f64_1_0_0t(target("dx.TypedBuffer", <4 x double>, 1, 0, 0), i32)
"#;
    let (line, col, text) = compile_error("wide", body);
    assert_eq!((line, col), (line_of(body, "%h = call"), 3), "{text}");
    assert!(text.contains("<4 x double> is 32 bytes"), "{text}");
    assert!(text.contains("at most 16 bytes"), "{text}");
}

#[test]
fn cbuffer_load_past_the_last_row() {
    let body = r#"%__cblayout_P = type <{ float, i32 }>
@P.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_P) poison
@A = external hidden local_unnamed_addr addrspace(2) global float, align 4
@B = external hidden local_unnamed_addr addrspace(2) global i32, align 4
define void @main() #0 {
  %c = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_P) %c, ptr @P.cb, align 4
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %in = load float, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @A, i32 12), align 4
  %out = load float, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @A, i32 64), align 4
  %sum = fadd float %in, %out
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0)
  store float %sum, ptr %p, align 4
  ret void
}
declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
!hlsl.cbs = !{!0}
!0 = !{ptr @P.cb, ptr addrspace(2) @A, ptr addrspace(2) @B}
"#;
    // Bytes 12..16 are padding of the only row, so reading them is in bounds; byte 64
    // is in row 4 of a one-row cbuffer.
    let (line, col, text) = compile_error("cbrow", body);
    assert_eq!((line, col), (line_of(body, "%out = load"), 3), "{text}");
    assert!(text.contains("row 4"), "{text}");
    assert!(
        text.contains("past the last row (0) of cbuffer @P.cb"),
        "{text}"
    );
}

/// A select between resources whose handle is used in a later block: compile splits a
/// select into one access per resource only within its block (tests/programs:
/// `resource_select`), so this stays LLVM's and DXC's error.
#[test]
fn access_through_a_select_of_different_resources_in_another_block() {
    let body = r#"@.str.0 = private unnamed_addr constant [5 x i8] c"Out0\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"Out1\00", align 1
define void @main() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %odd = trunc i32 %tid to i1
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.0)
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @.str.1)
  %h = select i1 %odd, target("dx.RawBuffer", i32, 1, 0) %a, target("dx.RawBuffer", i32, 1, 0) %b
  br label %next
next:
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %tid)
  store i32 %tid, ptr %p, align 4
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
"#;
    // Two registers (u1, u2) behind one access: DXIL has no handle for that.
    let (line, col, text) = compile_error("nonunique", body);
    assert_eq!((line, col), (line_of(body, "store i32 %tid"), 3), "{text}");
    assert!(
        text.contains("not guaranteed to map to a unique global resource"),
        "{text}"
    );
}

/// Two cbuffers on one register, as clang writes them (each handle stored into its
/// `@X.cb`): with only `Q` read, DXC drops `P` before it checks bindings, so the shader
/// compiles; once `P` is read too, the overlap is an error.
#[test]
fn overlapping_registers_count_only_for_resources_the_shader_uses() {
    let body = |read_p: bool| {
        let value = if read_p {
            "  %p = load float, ptr addrspace(2) @A, align 4\n  %v = fadd float %q, %p\n"
        } else {
            "  %v = fadd float %q, 0.0\n"
        };
        format!(
            r#"%__cblayout_P = type <{{ float }}>
%__cblayout_Q = type <{{ float }}>
@.str.p = private unnamed_addr constant [2 x i8] c"P\00", align 1
@.str.q = private unnamed_addr constant [2 x i8] c"Q\00", align 1
@P.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_P) poison
@Q.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Q) poison
@A = external hidden local_unnamed_addr addrspace(2) global float, align 4
@B = external hidden local_unnamed_addr addrspace(2) global float, align 4
define void @main() #0 {{
  %cp = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 5, i32 1, i32 0, ptr @.str.p)
  store target("dx.CBuffer", %__cblayout_P) %cp, ptr @P.cb, align 4
  %cq = call target("dx.CBuffer", %__cblayout_Q) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Qst(i32 0, i32 5, i32 1, i32 0, ptr @.str.q)
  store target("dx.CBuffer", %__cblayout_Q) %cq, ptr @Q.cb, align 4
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %q = load float, ptr addrspace(2) @B, align 4
{value}  %o = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0)
  store float %v, ptr %o, align 4
  ret void
}}
declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_Q) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Qst(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
!hlsl.cbs = !{{!0, !1}}
!0 = !{{ptr @P.cb, ptr addrspace(2) @A}}
!1 = !{{ptr @Q.cb, ptr addrspace(2) @B}}
"#
        )
    };
    let unused = format!("{HEADER}{}{FOOTER}", body(false));
    let out = dxil_emit::compile(&unused, &dxil_emit::Options::default())
        .unwrap_or_else(|e| panic!("an unused resource's register counted: {e}"));
    dxil_test_support::assert_dxv_accepts(out.container().unwrap(), "overlap with unused");
    let (_, _, text) = compile_error("overlap", &body(true));
    assert!(
        text.contains("resource P at register 5 overlaps with resource Q at register 5"),
        "{text}"
    );
}

/// A resource read from a local array at a run-time index (what clang 22 makes of an
/// `[unroll]`ed loop over an array of resources) whose handle is used in a later block:
/// the read cannot be split into one block per slot (that would need a phi of handles)
/// and DXIL names one resource per access, so this is DXC's error, at the load, rather
/// than a lowering that loses the index. (Used in its own block, the read is split:
/// `lower/tests/local_handle_arrays.rs`.)
#[test]
fn a_resource_read_from_a_local_array_at_a_run_time_index_used_in_another_block() {
    let body = r#"@.str.0 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"B\00", align 1
define void @main() #0 {
  %arr = alloca [2 x target("dx.RawBuffer", float, 1, 0)], align 4
  %a = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.0)
  %b = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  store target("dx.RawBuffer", float, 1, 0) %a, ptr %arr, align 4
  %second = getelementptr inbounds i8, ptr %arr, i32 4
  store target("dx.RawBuffer", float, 1, 0) %b, ptr %second, align 4
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %i = and i32 %tid, 1
  %slot = getelementptr inbounds target("dx.RawBuffer", float, 1, 0), ptr %arr, i32 %i
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %slot, align 4
  br label %next
next:
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
declare i32 @llvm.dx.thread.id(i32)
"#;
    let (line, _, text) = compile_error("localarray", body);
    assert_eq!(line, line_of(body, "%h = load"), "{text}");
    assert!(
        text.contains("Resource access is not guaranteed to map to a unique global resource"),
        "{text}"
    );
    assert!(text.contains("local array"), "{text}");
}

/// Thirty selects between two resources in one block, each on its own condition, all
/// before the accesses: a split per select would repeat the later ones each time
/// (2^30 copies), so compile splits a bounded number and reports the rest as LLVM does.
#[test]
fn selects_between_resources_split_a_bounded_number_of_times() {
    let mut body = String::from(
        r#"@.str.0 = private unnamed_addr constant [5 x i8] c"Out0\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"Out1\00", align 1
define void @main() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.0)
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @.str.1)
"#,
    );
    // All the picks first, then the stores: each split's part holds the later picks.
    for k in 0..30 {
        body.push_str(&format!(
            "  %c{k} = icmp ugt i32 %tid, {k}
  %h{k} = select i1 %c{k}, target(\"dx.RawBuffer\", i32, 1, 0) %a, target(\"dx.RawBuffer\", i32, 1, 0) %b
  %p{k} = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target(\"dx.RawBuffer\", i32, 1, 0) %h{k}, i32 %tid)
"
        ));
    }
    for k in 0..30 {
        body.push_str(&format!("  store i32 {k}, ptr %p{k}, align 4\n"));
    }
    body.push_str(
        r#"  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
"#,
    );
    let (_, _, text) = compile_error("manyselects", &body);
    assert!(
        text.contains("not guaranteed to map to a unique global resource"),
        "{text}"
    );
}
