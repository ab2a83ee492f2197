//! Handles merged by control flow (`cond ? Arr[0] : Arr[1]` as a `phi` or `select` of
//! two handles of one binding) reach DXIL as one handle made from a merged index: no
//! `%dx.types.Handle` goes through a `phi` or `select`.

use crate::resource_support;

use resource_support::{lowered_text, shader};

/// What both shaders declare.
const DECLARATIONS: &str = r#"declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
"#;

/// `body` with [`DECLARATIONS`], lowered to DXIL text.
fn lower(body: &str) -> String {
    lowered_text(&shader(&format!("{body}{DECLARATIONS}")))
}

const SHADER: &str = r#"@.str = private unnamed_addr constant [4 x i8] c"Arr\00", align 1
define void @main() #0 {
entry:
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %then, label %else
then:
  %h0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 2, i32 0, ptr @.str)
  br label %join
else:
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 2, i32 1, ptr @.str)
  br label %join
join:
  %h = phi target("dx.RawBuffer", i32, 1, 0) [ %h0, %then ], [ %h1, %else ]
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %tid)
  store i32 %tid, ptr %p, align 4
  %g0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 2, i32 0, ptr @.str)
  %g1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 2, i32 1, ptr @.str)
  %g = select i1 %odd, target("dx.RawBuffer", i32, 1, 0) %g1, target("dx.RawBuffer", i32, 1, 0) %g0
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %g, i32 0)
  store i32 7, ptr %q, align 4
  ret void
}
"#;

#[test]
fn merged_handles_become_merged_indices() {
    let text = lower(SHADER);
    assert!(!text.contains("phi %dx.types.Handle"), "{text}");
    assert!(
        !text
            .lines()
            .any(|l| l.contains(" select ") && l.contains("%dx.types.Handle")),
        "{text}"
    );
    assert!(!text.contains("%dx.types.Handle %h,"), "{text}");
    // The phi's handle: register 3 + (0 or 1), from a phi of the two indices.
    assert!(
        text.contains("= phi i32 [ 0, %then ], [ 1, %else ]"),
        "{text}"
    );
    // The select's handle: from a select of the two indices.
    assert!(text.contains("select i1 %"), "{text}");
    let binds: Vec<&str> = text
        .lines()
        .filter(|l| {
            l.contains("@dx.op.createHandleFromBinding(i32 217") && !l.starts_with("declare")
        })
        .collect();
    assert_eq!(binds.len(), 2, "{text}");
    for b in &binds {
        assert!(
            b.contains("%dx.types.ResBind { i32 3, i32 4, i32 0, i8 1 }, i32 %"),
            "{text}"
        );
    }
}

/// A pointer merged from a branching predecessor (LLVM's `ptr_phi_store`): before,
/// the store could not be moved into the predecessors; now the pointer is rebuilt from
/// merged indices after the join.
const POINTER_PHI: &str = r#"@.str = private unnamed_addr constant [4 x i8] c"Arr\00", align 1
define void @main() #0 {
entry:
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %odd = trunc i32 %tid to i1
  %h0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 2, i32 0, ptr @.str)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h0, i32 %tid)
  br i1 %odd, label %then, label %join
then:
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 2, i32 1, ptr @.str)
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h1, i32 5)
  br label %join
join:
  %p = phi ptr [ %p0, %entry ], [ %p1, %then ]
  store i32 %tid, ptr %p, align 4
  ret void
}
"#;

#[test]
fn merged_pointers_become_merged_indices() {
    let text = lower(POINTER_PHI);
    // The element index and the index into the range, each merged by a phi.
    assert!(
        text.contains("= phi i32 [ %0, %entry ], [ 5, %then ]"),
        "{text}"
    );
    assert!(
        text.contains("= phi i32 [ 0, %entry ], [ 1, %then ]"),
        "{text}"
    );
    let stores: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("@dx.op.rawBufferStore") && !l.starts_with("declare"))
        .collect();
    assert_eq!(stores.len(), 1, "{text}");
    assert!(!text.contains("phi %dx.types.Handle"), "{text}");
}
