//! An access that may reach more than one binding stops `dxil-emit opt` as it stops
//! LLVM's: the error at the access, then a note quoting the access and one quoting each
//! handle call (each with its file:line:col), then LLVM's `LLVM ERROR:` line.

use std::process::Command;

const MODULE: &str = r#"target triple = "dxilv1.6-unknown-shadermodel6.6-library"
@A.str = private constant [2 x i8] c"A\00"
@B.str = private constant [2 x i8] c"B\00"
define float @f(i1 %cond) {
entry:
  %ha = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %hb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %ha, i32 0)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %hb, i32 1)
  %p = select i1 %cond, ptr %pa, ptr %pb
  %v = load float, ptr %p, align 4
  ret float %v
}
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
"#;

#[test]
fn notes_quote_the_access_and_each_handle_with_their_places() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("m.ll");
    std::fs::write(&input, MODULE).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .args(["opt", "-S", "-dxil-resource-access", "m.ll"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    let message = "Resource access is not guaranteed to map to a unique global resource";
    assert_eq!(lines[0], format!("m.ll:11:3: error: {message}"), "{stderr}");
    let notes: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.contains(" note: "))
        .collect();
    assert_eq!(
        notes,
        [
            "m.ll:11:3: note: At resource access:  %v = load float, ptr %p, align 4",
            &format!(
                "m.ll:7:3: note: Uses resource handle:  {}",
                MODULE.lines().nth(6).unwrap().trim()
            ),
            &format!(
                "m.ll:6:3: note: Uses resource handle:  {}",
                MODULE.lines().nth(5).unwrap().trim()
            ),
        ],
        "{stderr}"
    );
    assert_eq!(
        lines.last().copied(),
        Some(&*format!("LLVM ERROR: {message}"))
    );
}
