//! Hand-written invalid modules, at least one per verifier rule: each is rejected with
//! the right rule, at the right place (the line marked `; ERR`, through the parser's
//! source map). Invalid forms the parser itself refuses are made by changing a valid
//! parsed module.

use dxil_ir::constant::ConstData;
use dxil_ir::function::{Body, FuncId, Inst};
use dxil_ir::instruction::InstKind;
use dxil_ir::types::TypeData;
use dxil_ir::{verify, Handle, Module, Rule, Value, VerifyError};

/// Parses `text`, applies `mutate`, and checks that verification reports `rule` at the
/// line holding `; ERR` (if the text has one). Returns the errors.
fn rejects(text: &str, rule: Rule, mutate: impl FnOnce(&mut Module)) -> Vec<VerifyError> {
    let mut parsed = dxil_parser::parse(text).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
    mutate(&mut parsed.module);
    let errors = match verify(&parsed.module) {
        Ok(()) => panic!("verified, expected {rule}:\n{text}"),
        Err(e) => e,
    };
    let shown = errors
        .iter()
        .map(|e| format!("  {:?} {e}", e.loc(&parsed.source_map)))
        .collect::<Vec<_>>()
        .join("\n");
    let marker = text
        .lines()
        .position(|l| l.contains("; ERR"))
        .map(|n| n as u32 + 1);
    let hit = errors.iter().any(|e| {
        e.rule == rule
            && marker.is_none_or(|line| e.loc(&parsed.source_map).is_some_and(|l| l.line == line))
    });
    assert!(hit, "expected {rule} at line {marker:?}, got:\n{shown}");
    errors
}

/// As [`rejects`], first checking that `text` verifies before `mutate` breaks it.
fn rejects_after(text: &str, rule: Rule, mutate: impl FnOnce(&mut Module)) {
    let parsed = dxil_parser::parse(text).unwrap_or_else(|e| panic!("parse: {e}"));
    if let Err(e) = verify(&parsed.module) {
        panic!("the unchanged module should verify: {e:?}");
    }
    rejects(text, rule, mutate);
}

fn verifies(text: &str) {
    let parsed = dxil_parser::parse(text).unwrap_or_else(|e| panic!("parse: {e}"));
    if let Err(e) = verify(&parsed.module) {
        panic!("should verify: {e:?}\n{text}");
    }
}

fn func(m: &Module, name: &str) -> FuncId {
    m.function_by_name(name).expect("function")
}

fn body_mut<'m>(m: &'m mut Module, name: &str) -> &'m mut Body {
    let f = func(m, name);
    m.functions[f].body.as_mut().expect("definition")
}

/// The `k`-th instruction of function `name`, in layout order.
fn inst(m: &Module, name: &str, k: usize) -> Inst {
    let f = func(m, name);
    let body = m.functions[f].body.as_ref().expect("definition");
    body.placed_insts().nth(k).expect("instruction").1
}

fn kind_mut<'m>(m: &'m mut Module, name: &str, k: usize) -> &'m mut InstKind {
    let i = inst(m, name, k);
    &mut body_mut(m, name).insts[i].kind
}

fn int_const(m: &mut Module, bits: u32, v: i128) -> Value {
    let t = m.types.int(bits);
    m.consts.int(t, bits, v)
}

const STRAIGHT: &str = "\
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1 ; ERR
  %y = mul i32 %x, 2
  ret i32 %y
}
";

#[test]
fn invalid_handle() {
    rejects_after(STRAIGHT, Rule::InvalidHandle, |m| {
        if let InstKind::Binary { rhs, .. } = kind_mut(m, "f", 0) {
            *rhs = Value::Inst(Handle::from_index(9999));
        }
    });
    rejects_after(STRAIGHT, Rule::InvalidHandle, |m| {
        if let InstKind::Binary { lhs, .. } = kind_mut(m, "f", 0) {
            *lhs = Value::Arg(3);
        }
    });
}

#[test]
fn placement() {
    // The add placed a second time at the end of the entry block.
    rejects_after(STRAIGHT, Rule::Placement, |m| {
        let add = inst(m, "f", 0);
        let body = body_mut(m, "f");
        let entry = body.layout[0];
        body.blocks[entry].insts.push(add);
    });
    // The add taken out of its block while the mul still uses it.
    let text = "\
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, 2 ; ERR
  ret i32 %y
}
";
    rejects_after(text, Rule::Placement, |m| {
        let body = body_mut(m, "f");
        let entry = body.layout[0];
        body.blocks[entry].insts.remove(0);
    });
}

#[test]
fn empty_body_and_block() {
    let text = "\
define void @f() { ; ERR
entry:
  br label %next
next:
  ret void
}
";
    rejects_after(text, Rule::EmptyBody, |m| body_mut(m, "f").layout.clear());
    rejects_after(text, Rule::EmptyBlock, |m| {
        let body = body_mut(m, "f");
        let next = body.layout[1];
        body.blocks[next].insts.clear();
    });
}

#[test]
fn terminator() {
    // Dropping the `ret` leaves the block ending in a mul.
    let text = "\
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, 2 ; ERR
  ret i32 %y
}
";
    rejects_after(text, Rule::Terminator, |m| {
        let body = body_mut(m, "f");
        let entry = body.layout[0];
        body.blocks[entry].insts.pop();
    });
    // A second terminator in the middle of the block.
    let text = "\
define void @f() {
entry:
  br label %next ; ERR
next:
  ret void
}
";
    rejects_after(text, Rule::Terminator, |m| {
        let br = inst(m, "f", 0);
        let body = body_mut(m, "f");
        let next = body.layout[1];
        body.blocks[next].insts.insert(0, br);
        let entry = body.layout[0];
        let ret = body.append(entry, body.insts[br].ty, InstKind::Ret { val: None });
        let _ = ret;
    });
}

#[test]
fn entry_predecessor() {
    rejects(
        "\
define void @f() { ; ERR
entry:
  br label %entry
}
",
        Rule::EntryPredecessor,
        |_| {},
    );
}

const DIAMOND: &str = "\
define i32 @f(i32 %a, i1 %c) {
entry:
  br i1 %c, label %l, label %r
l:
  %x = add i32 %a, 1
  br label %j
r:
  %y = add i32 %a, 2
  br label %j
j:
";

#[test]
fn phi_placement() {
    rejects(
        &format!(
            "{DIAMOND}  %s = add i32 %a, 3
  %p = phi i32 [ %x, %l ], [ %y, %r ] ; ERR
  ret i32 %p
}}
"
        ),
        Rule::PhiPlacement,
        |_| {},
    );
}

#[test]
fn phi_incoming() {
    // A predecessor without an entry.
    rejects(
        &format!(
            "{DIAMOND}  %p = phi i32 [ %x, %l ] ; ERR
  ret i32 %p
}}
"
        ),
        Rule::PhiIncoming,
        |_| {},
    );
    // An entry from a block that is not a predecessor.
    rejects(
        &format!(
            "{DIAMOND}  %p = phi i32 [ %x, %l ], [ %y, %r ], [ 0, %entry ] ; ERR
  ret i32 %p
}}
"
        ),
        Rule::PhiIncoming,
        |_| {},
    );
    // Two edges from one block with different values.
    rejects(
        "\
define i32 @f(i32 %a) {
entry:
  switch i32 %a, label %j [ i32 1, label %j ]
j:
  %p = phi i32 [ 1, %entry ], [ 2, %entry ] ; ERR
  ret i32 %p
}
",
        Rule::PhiIncoming,
        |_| {},
    );
    // ... which is fine with one value.
    verifies(
        "\
define i32 @f(i32 %a) {
entry:
  switch i32 %a, label %j [ i32 1, label %j ]
j:
  %p = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %p
}
",
    );
}

#[test]
fn dominance() {
    // Use before definition in one block.
    rejects(
        "\
define i32 @f(i32 %a) {
entry:
  %x = add i32 %y, 1 ; ERR
  %y = add i32 %a, 1
  ret i32 %x
}
",
        Rule::Dominance,
        |_| {},
    );
    // A value of one arm used after the join.
    rejects(
        &format!(
            "{DIAMOND}  %p = add i32 %x, 1 ; ERR
  ret i32 %p
}}
"
        ),
        Rule::Dominance,
        |_| {},
    );
    // A phi taking %y from the edge out of %l.
    rejects(
        &format!(
            "{DIAMOND}  %p = phi i32 [ %y, %l ], [ %y, %r ] ; ERR
  ret i32 %p
}}
"
        ),
        Rule::Dominance,
        |_| {},
    );
    // Only phis may use themselves.
    rejects(
        "\
define i32 @f(i32 %a) {
entry:
  br label %loop
loop:
  %x = add i32 %x, 1 ; ERR
  br label %loop
}
",
        Rule::Dominance,
        |_| {},
    );
    // Unreachable blocks are not constrained (as in LLVM), loops through phis are fine.
    verifies(
        "\
define i32 @f(i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %c = icmp slt i32 %n, %a
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %n
dead:
  %u = add i32 %v, 1
  %v = add i32 %u, 1
  br label %dead
}
",
    );
}

#[test]
fn binary_operands() {
    rejects(
        "\
define i32 @f(i32 %a) {
entry:
  %x = fadd i32 %a, %a ; ERR
  ret i32 %x
}
",
        Rule::BinaryOperands,
        |_| {},
    );
    rejects_after(STRAIGHT, Rule::BinaryOperands, |m| {
        let wide = int_const(m, 64, 1);
        if let InstKind::Binary { rhs, .. } = kind_mut(m, "f", 0) {
            *rhs = wide;
        }
    });
}

#[test]
fn compare() {
    rejects(
        "\
define i1 @f(float %a) {
entry:
  %c = icmp eq float %a, %a ; ERR
  ret i1 %c
}
",
        Rule::Compare,
        |_| {},
    );
    // A vector compare must give a vector of i1.
    let text = "\
define <2 x i1> @f(<2 x float> %a) {
entry:
  %c = fcmp oeq <2 x float> %a, %a ; ERR
  ret <2 x i1> %c
}
";
    rejects_after(text, Rule::Compare, |m| {
        let i1 = m.types.int(1);
        let c = inst(m, "f", 0);
        body_mut(m, "f").insts[c].ty = i1;
    });
}

#[test]
fn select() {
    rejects(
        "\
define i32 @f(i32 %a) {
entry:
  %s = select i32 %a, i32 1, i32 2 ; ERR
  ret i32 %s
}
",
        Rule::Select,
        |_| {},
    );
}

#[test]
fn cast() {
    for (op, from, to) in [
        ("trunc", "i32", "i64"),
        ("zext", "i32", "i16"),
        ("bitcast", "i32", "i64"),
        ("fptoui", "i32", "i32"),
        ("sitofp", "float", "float"),
        ("ptrtoint", "i32", "i32"),
        ("fpext", "double", "float"),
    ] {
        rejects(
            &format!(
                "define {to} @f({from} %a) {{
entry:
  %x = {op} {from} %a to {to} ; ERR
  ret {to} %x
}}
"
            ),
            Rule::Cast,
            |_| {},
        );
    }
    rejects(
        "\
define ptr addrspace(1) @f(ptr addrspace(1) %a) {
entry:
  %x = addrspacecast ptr addrspace(1) %a to ptr addrspace(1) ; ERR
  ret ptr addrspace(1) %x
}
",
        Rule::Cast,
        |_| {},
    );
}

const MEMORY: &str = "\
define void @f(ptr %p, i32 %a) {
entry:
  %v = load i32, ptr %p, align 4 ; ERR
  store i32 %v, ptr %p, align 4
  %s = alloca [4 x i32], align 4
  %g = getelementptr [4 x i32], ptr %s, i32 0, i32 %a
  ret void
}
";

#[test]
fn load_store() {
    // Loading through an integer.
    rejects_after(MEMORY, Rule::LoadStore, |m| {
        if let InstKind::Load { ptr, .. } = kind_mut(m, "f", 0) {
            *ptr = Value::Arg(1);
        }
    });
    // Loading a void.
    rejects_after(MEMORY, Rule::LoadStore, |m| {
        let void = m.types.void();
        let l = inst(m, "f", 0);
        body_mut(m, "f").insts[l].ty = void;
    });
}

#[test]
fn typed_pointers() {
    let text = "\
define void @main(float* %p) {
entry:
  %v = load float, float* %p, align 4 ; ERR
  %a = alloca [4 x float], align 4
  %g = getelementptr [4 x float], [4 x float]* %a, i32 0, i32 1
  store float %v, float* %g, align 4
  ret void
}
";
    // The load's type no longer the pointee.
    rejects_after(text, Rule::LoadStore, |m| {
        let i32t = m.types.int(32);
        let l = inst(m, "main", 0);
        body_mut(m, "main").insts[l].ty = i32t;
    });
    // The GEP's source type no longer the base's pointee.
    let gep_text = text
        .replace(" ; ERR", "")
        .replace("i32 0, i32 1", "i32 0, i32 1 ; ERR");
    rejects_after(&gep_text, Rule::Gep, |m| {
        let i32t = m.types.int(32);
        let arr = m.types.array(i32t, 4);
        if let InstKind::Gep { source, .. } = kind_mut(m, "main", 2) {
            *source = arr;
        }
    });
    // The alloca's result a pointer to something else.
    let alloca_text = text.replace(" ; ERR", "").replace(
        "alloca [4 x float], align 4",
        "alloca [4 x float], align 4 ; ERR",
    );
    rejects_after(&alloca_text, Rule::Alloca, |m| {
        let f = m.types.float(dxil_ir::FloatKind::Float);
        let fp = m.types.typed_ptr(f, 0);
        let a = inst(m, "main", 1);
        body_mut(m, "main").insts[a].ty = fp;
    });
}

#[test]
fn alloca() {
    let text = MEMORY.replace(" ; ERR", "").replace(
        "alloca [4 x i32], align 4",
        "alloca [4 x i32], align 4 ; ERR",
    );
    rejects_after(&text, Rule::Alloca, |m| {
        let void = m.types.void();
        if let InstKind::Alloca { allocated, .. } = kind_mut(m, "f", 2) {
            *allocated = void;
        }
    });
}

#[test]
fn gep() {
    rejects(
        "\
define ptr @f(ptr %p, i32 %i) {
entry:
  %g = getelementptr { i32, float }, ptr %p, i32 0, i32 %i ; ERR
  ret ptr %g
}
",
        Rule::Gep,
        |_| {},
    );
    // Indexing into a scalar.
    let text = MEMORY
        .replace(" ; ERR", "")
        .replace("i32 0, i32 %a", "i32 0, i32 %a ; ERR");
    rejects_after(&text, Rule::Gep, |m| {
        let zero = int_const(m, 32, 0);
        if let InstKind::Gep { indices, .. } = kind_mut(m, "f", 3) {
            indices.push(zero);
        }
    });
}

const AGGREGATES: &str = "\
define float @f({ i32, float } %s, <4 x float> %v) {
entry:
  %x = extractvalue { i32, float } %s, 1 ; ERR
  %e = extractelement <4 x float> %v, i32 0
  %w = shufflevector <4 x float> %v, <4 x float> %v, <2 x i32> <i32 0, i32 5>
  ret float %x
}
";

#[test]
fn aggregate() {
    rejects_after(AGGREGATES, Rule::Aggregate, |m| {
        if let InstKind::ExtractValue { indices, .. } = kind_mut(m, "f", 0) {
            *indices = vec![0, 0];
        }
    });
}

#[test]
fn vector_element() {
    let text = AGGREGATES
        .replace(" ; ERR", "")
        .replace("i32 0\n", "i32 0 ; ERR\n");
    rejects_after(&text, Rule::VectorElement, |m| {
        if let InstKind::ExtractElement { index, .. } = kind_mut(m, "f", 1) {
            *index = Value::Arg(1);
        }
    });
}

#[test]
fn shuffle_mask() {
    rejects(
        "\
define <2 x float> @f(<4 x float> %v) {
entry:
  %w = shufflevector <4 x float> %v, <4 x float> %v, <2 x i32> <i32 0, i32 8> ; ERR
  ret <2 x float> %w
}
",
        Rule::ShuffleMask,
        |_| {},
    );
}

#[test]
fn phi_type() {
    let text = format!(
        "{DIAMOND}  %p = phi i32 [ %x, %l ], [ %y, %r ] ; ERR
  ret i32 %p
}}
"
    );
    rejects_after(&text, Rule::PhiType, |m| {
        let wide = int_const(m, 64, 7);
        if let InstKind::Phi { incoming } = kind_mut(m, "f", 5) {
            incoming[0].0 = wide;
        }
    });
}

#[test]
fn return_type() {
    rejects(
        "\
define void @f() {
entry:
  ret i32 0 ; ERR
}
",
        Rule::Return,
        |_| {},
    );
    rejects(
        "\
define i32 @f() {
entry:
  ret void ; ERR
}
",
        Rule::Return,
        |_| {},
    );
}

#[test]
fn branch() {
    rejects(
        "\
define void @f(i32 %a) {
entry:
  br i32 %a, label %x, label %x ; ERR
x:
  ret void
}
",
        Rule::Branch,
        |_| {},
    );
    rejects(
        "\
define void @f(i32 %a) {
entry:
  switch i32 %a, label %x [ i32 1, label %x ; ERR
                            i32 1, label %x ]
x:
  ret void
}
",
        Rule::Branch,
        |_| {},
    );
}

#[test]
fn atomic() {
    for (line, body) in [
        (
            "load",
            "%v = load atomic i32, ptr %p release, align 4 ; ERR",
        ),
        ("store", "store atomic i32 1, ptr %p acquire, align 4 ; ERR"),
        ("fence", "fence monotonic ; ERR"),
        ("rmw", "%v = atomicrmw fadd ptr %p, i32 1 monotonic ; ERR"),
    ] {
        let text = format!("define void @f(ptr %p) {{\nentry:\n  {body}\n  ret void\n}}\n");
        let errors = rejects(&text, Rule::Atomic, |_| {});
        assert!(!errors.is_empty(), "{line}");
    }
    // cmpxchg's result must be { T, i1 }.
    let text = "\
define void @f(ptr %p) {
entry:
  %r = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst ; ERR
  ret void
}
";
    rejects_after(text, Rule::Atomic, |m| {
        let i32t = m.types.int(32);
        let c = inst(m, "f", 0);
        body_mut(m, "f").insts[c].ty = i32t;
    });
}

const CALLS: &str = "\
declare i32 @g(i32, float)
declare void @v(i32, ...)
define i32 @f(i32 %a) {
entry:
  call void (i32, ...) @v(i32 1, float 2.0)
  %r = call i32 @g(i32 %a, float 1.0) ; ERR
  ret i32 %r
}
";

#[test]
fn call_signature() {
    // One argument too few for the call's own function type.
    rejects_after(CALLS, Rule::CallSignature, |m| {
        if let InstKind::Call { args, .. } = kind_mut(m, "f", 1) {
            args.pop();
        }
    });
    // An argument of the wrong type.
    rejects_after(CALLS, Rule::CallSignature, |m| {
        if let InstKind::Call { args, .. } = kind_mut(m, "f", 1) {
            args[1] = Value::Arg(0);
        }
    });
    // A variadic call missing a fixed argument.
    let text = CALLS
        .replace(" ; ERR", "")
        .replace("float 2.0)\n", "float 2.0) ; ERR\n");
    rejects_after(&text, Rule::CallSignature, |m| {
        if let InstKind::Call { args, .. } = kind_mut(m, "f", 0) {
            args.clear();
        }
    });
}

#[test]
fn callee_type() {
    rejects(
        "\
declare void @g(i32, i32)
define void @f() {
entry:
  call void @g(i32 1) ; ERR
  ret void
}
",
        Rule::CalleeType,
        |_| {},
    );
}

#[test]
fn intrinsic() {
    for decl in [
        "declare i32 @llvm.dx.resource.getpointer.p0(target(\"dx.TypedBuffer\", float, 1, 0, 0), i32) ; ERR",
        "declare target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx(i32, i32, i32, ptr) ; ERR",
        "declare float @llvm.dx.resource.load.typedbuffer.f32(target(\"dx.TypedBuffer\", float, 1, 0, 0), i32) ; ERR",
        "declare { float, i1 } @llvm.dx.resource.load.rawbuffer.f32(target(\"dx.RawBuffer\", float, 1, 0), i32) ; ERR",
        "declare { float, float, float } @llvm.dx.resource.load.cbufferrow.3(target(\"dx.CBuffer\", { float }), i32) ; ERR",
        "declare { float, float } @llvm.dx.resource.load.cbufferrow.4(target(\"dx.CBuffer\", { float }), i32) ; ERR",
        "declare void @llvm.dx.resource.store.typedbuffer(target(\"dx.RawBuffer\", float, 1, 0), i32, float) ; ERR",
        "declare void @llvm.dx.resource.store.rawbuffer(target(\"dx.RawBuffer\", float, 1, 0), i32, i32, { float }) ; ERR",
        "declare i32 @llvm.dx.resource.updatecounter(target(\"dx.RawBuffer\", float, 1, 0), i32) ; ERR",
        "declare i64 @llvm.dx.resource.getdimensions.x(target(\"dx.RawBuffer\", float, 1, 0)) ; ERR",
        "declare i32 @llvm.dx.thread.id(i64) ; ERR",
        "declare void @llvm.dx.resource.store.texture(i32, float) ; ERR",
    ] {
        rejects(decl, Rule::Intrinsic, |_| {});
    }
    // Another overload called through one declaration is checked at the call.
    rejects(
        "\
declare ptr @llvm.dx.resource.getpointer(target(\"dx.RawBuffer\", float, 1, 0), i32)
define void @f(target(\"dx.RawBuffer\", i32, 1, 0) %h) {
entry:
  %p = call i32 @llvm.dx.resource.getpointer(target(\"dx.RawBuffer\", i32, 1, 0) %h, i32 0) ; ERR
  ret void
}
",
        Rule::Intrinsic,
        |_| {},
    );
    verifies(
        "\
declare ptr @llvm.dx.resource.getpointer(target(\"dx.RawBuffer\", float, 1, 0), i32)
define void @f(target(\"dx.RawBuffer\", i32, 1, 0) %h) {
entry:
  %p = call ptr @llvm.dx.resource.getpointer(target(\"dx.RawBuffer\", i32, 1, 0) %h, i32 0)
  ret void
}
",
    );
}

#[test]
fn result_type() {
    rejects_after(
        MEMORY
            .replace(" ; ERR", "")
            .replace(
                "store i32 %v, ptr %p, align 4",
                "store i32 %v, ptr %p, align 4 ; ERR",
            )
            .as_str(),
        Rule::ResultType,
        |m| {
            let i32t = m.types.int(32);
            let s = inst(m, "f", 1);
            body_mut(m, "f").insts[s].ty = i32t;
        },
    );
}

#[test]
fn function_type() {
    rejects_after(
        STRAIGHT
            .replace(" ; ERR", "")
            .replace("%a) {", "%a) { ; ERR")
            .as_str(),
        Rule::FunctionType,
        |m| {
            let i32t = m.types.int(32);
            let f = func(m, "f");
            m.functions[f].ty = i32t;
        },
    );
}

#[test]
fn global_type() {
    rejects_after("@g = global i32 1 ; ERR\n", Rule::GlobalType, |m| {
        let wide = int_const(m, 64, 1);
        let g = m.global_by_name("g").expect("global");
        m.globals[g].init = Some(wide);
    });
}

#[test]
fn constant() {
    let errors = rejects("@g = global i32 1\n", Rule::Constant, |m| {
        let i8t = m.types.int(8);
        m.consts.intern(ConstData::Int { ty: i8t, bits: 300 });
        let f = m.types.float(dxil_ir::FloatKind::Float);
        let arr = m.types.array(f, 2);
        let one = int_const(m, 32, 1);
        m.consts.intern(ConstData::Aggregate {
            ty: arr,
            elems: vec![one, one],
        });
    });
    assert_eq!(
        errors.iter().filter(|e| e.rule == Rule::Constant).count(),
        2
    );
    assert!(errors.iter().all(|e| e.site.is_none()));
}

#[test]
fn malformed_type_table_is_reported_not_panicked_on() {
    let mut m = Module::new();
    m.types.intern(TypeData::Vector {
        len: 2,
        elem: Handle::from_index(40),
        scalable: false,
    });
    let errors = verify(&m).expect_err("malformed");
    assert_eq!(errors[0].rule, Rule::InvalidHandle);
}

#[test]
fn parse_and_verify_locates_errors() {
    let err = dxil_parser::parse_and_verify(
        "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n",
    )
    .expect_err("use before definition");
    assert_eq!(
        err.to_string(),
        "3:3: dominance: in @f: an operand, %y (in %entry), does not dominate this use"
    );
    assert!(matches!(
        dxil_parser::parse_and_verify("define"),
        Err(dxil_parser::CheckError::Parse(_))
    ));
    assert!(dxil_parser::parse_and_verify(STRAIGHT).is_ok());
    // An intrinsic declared by its call is located at the call.
    let err = dxil_parser::parse_and_verify(
        "define void @f() {\nentry:\n  %t = call i64 @llvm.dx.thread.id(i32 0)\n  ret void\n}\n",
    )
    .expect_err("wrong thread id type");
    assert!(err.to_string().starts_with("3:3: intrinsic:"), "{err}");
}
