//! Overloaded `llvm.dx.*` intrinsics get the names LLVM's parser gives them: the base
//! followed by the mangling of their overloaded types.

use crate::common;

use dxil_ir::printer::print_module;
use dxil_ir::{FuncId, InstKind, Module, Value};

const RAW: &str = r#"target("dx.RawBuffer", float, 0, 0)"#;
const TYPED: &str = r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#;
const RAW_NAME: &str = "llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t";
const TYPED_NAME: &str = "llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t";

fn parse(text: &str) -> Module {
    match dxil_parser::parse(text) {
        Ok(p) => p.module,
        Err(e) => panic!("{e}\n{text}"),
    }
}

/// The names of the module's functions, in order.
fn names(m: &Module) -> Vec<&str> {
    m.functions.iter().map(|(_, f)| &*f.name).collect()
}

/// The functions called directly in `@test`, in order.
fn callees(m: &Module) -> Vec<FuncId> {
    let (_, f) = m
        .functions
        .iter()
        .find(|(_, f)| &*f.name == "test")
        .expect("@test");
    let body = f.body.as_ref().expect("@test has a body");
    body.placed_insts()
        .filter_map(|(_, i)| match &body.insts[i].kind {
            InstKind::Call {
                callee: Value::Function(g),
                ..
            } => Some(*g),
            _ => None,
        })
        .collect()
}

fn binding_call(ty: &str, callee: &str) -> String {
    format!("call {ty} @{callee}(i32 0, i32 1, i32 1, i32 0, ptr null)")
}

/// A module of `decls` and a `@test` making `calls`.
fn module(decls: &[String], calls: &[String]) -> String {
    let mut s = String::new();
    for d in decls {
        s.push_str(d);
        s.push('\n');
    }
    s.push_str("define void @test() {\n");
    for (i, c) in calls.iter().enumerate() {
        let lhs = if c.starts_with("call void") {
            String::new()
        } else {
            format!("%v{i} = ")
        };
        s.push_str(&format!("  {lhs}{c}\n"));
    }
    s.push_str("  ret void\n}\n");
    s
}

fn binding_decl(ty: &str, name: &str) -> String {
    format!("declare {ty} @{name}(i32, i32, i32, i32, ptr)")
}

/// The module reads back from its printed text unchanged, names included.
fn assert_round_trips(m: &Module) {
    let printed = print_module(m);
    let again = parse(&printed);
    assert_eq!(print_module(&again), printed);
}

#[test]
fn an_undeclared_intrinsic_is_declared_under_its_mangled_name() {
    let bare = "llvm.dx.resource.handlefrombinding";
    let m = parse(&module(
        &[],
        &[binding_call(RAW, bare), binding_call(RAW, bare)],
    ));
    assert_eq!(names(&m), ["test", RAW_NAME]);
    let c = callees(&m);
    assert_eq!(c[0], c[1]);
    assert_eq!(&*m.functions[c[0]].name, RAW_NAME);
    assert_round_trips(&m);
}

#[test]
fn an_undeclared_intrinsic_called_with_two_types_is_declared_twice() {
    let bare = "llvm.dx.resource.handlefrombinding";
    let m = parse(&module(
        &[],
        &[
            binding_call(RAW, bare),
            binding_call(TYPED, bare),
            binding_call(RAW, bare),
        ],
    ));
    assert_eq!(names(&m), ["test", RAW_NAME, TYPED_NAME]);
    let c = callees(&m);
    assert_eq!(&*m.functions[c[0]].name, RAW_NAME);
    assert_eq!(&*m.functions[c[1]].name, TYPED_NAME);
    assert_eq!(c[0], c[2]);
    assert_round_trips(&m);
}

#[test]
fn a_bare_declaration_is_renamed() {
    let bare = "llvm.dx.resource.handlefrombinding";
    let m = parse(&module(
        &[binding_decl(RAW, bare)],
        &[binding_call(RAW, bare)],
    ));
    assert_eq!(names(&m), [RAW_NAME, "test"]);
    assert_eq!(&*m.functions[callees(&m)[0]].name, RAW_NAME);
    assert_round_trips(&m);
}

#[test]
fn a_misspelled_suffix_is_corrected() {
    let wrong = "llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0";
    let m = parse(&module(
        &[binding_decl(TYPED, wrong)],
        &[binding_call(TYPED, wrong)],
    ));
    assert_eq!(names(&m), [TYPED_NAME, "test"]);
    assert_eq!(&*m.functions[callees(&m)[0]].name, TYPED_NAME);
    // Other intrinsics: the load's result field and the handle, the store's handle
    // and value.
    let text = r#"
declare { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32, <4 x float>)
"#;
    assert_eq!(
        names(&parse(text)),
        [
            "llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t",
            "llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32",
        ]
    );
}

#[test]
fn two_spellings_of_one_declaration_become_one_function() {
    let bare = "llvm.dx.resource.handlefrombinding";
    let wrong = "llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0";
    // The misspelled one first, then the right one; then a bare one.
    let m = parse(&module(
        &[
            binding_decl(TYPED, wrong),
            binding_decl(TYPED, TYPED_NAME),
            binding_decl(TYPED, bare),
        ],
        &[
            binding_call(TYPED, wrong),
            binding_call(TYPED, TYPED_NAME),
            binding_call(TYPED, bare),
        ],
    ));
    assert_eq!(names(&m), [TYPED_NAME, "test"]);
    let c = callees(&m);
    assert!(c.iter().all(|f| *f == c[0]), "{c:?}");
    // The right one first; an undeclared call of a wrong spelling finds it too.
    let m = parse(&module(
        &[binding_decl(TYPED, TYPED_NAME), binding_decl(TYPED, wrong)],
        &[
            binding_call(TYPED, wrong),
            binding_call(TYPED, TYPED_NAME),
            binding_call(TYPED, "llvm.dx.resource.handlefrombinding.tdx.bad"),
        ],
    ));
    assert_eq!(names(&m), [TYPED_NAME, "test"]);
    let c = callees(&m);
    assert!(c.iter().all(|f| *f == c[0]), "{c:?}");
    assert_round_trips(&m);
}

#[test]
fn a_name_declared_twice_is_still_an_error() {
    let text = module(
        &[binding_decl(RAW, RAW_NAME), binding_decl(RAW, RAW_NAME)],
        &[],
    );
    let e = dxil_parser::parse(&text).expect_err("defined twice");
    assert!(e.to_string().contains("defined twice"), "{e}");
    // Also when one declaration was renamed to the other's name.
    let text = module(
        &[
            binding_decl(RAW, "llvm.dx.resource.handlefrombinding"),
            binding_decl(RAW, "llvm.dx.resource.handlefrombinding"),
        ],
        &[],
    );
    assert!(dxil_parser::parse(&text).is_err());
}

#[test]
fn a_later_declaration_of_another_type_keeps_the_earlier_name() {
    // The bare declaration would be renamed to the name the text gives another
    // function (of another type): it keeps its own.
    let bare = "llvm.dx.resource.handlefrombinding";
    let m = parse(&module(
        &[
            binding_decl(RAW, bare),
            format!("declare {RAW} @{RAW_NAME}(i32, i32, i32, i32, i1, ptr)"),
        ],
        &[binding_call(RAW, bare)],
    ));
    assert_eq!(names(&m), [bare, RAW_NAME, "test"]);
    assert_eq!(&*m.functions[callees(&m)[0]].name, bare);
}

#[test]
fn right_names_and_other_functions_are_untouched() {
    let text = format!(
        r#"
declare {TYPED} @{TYPED_NAME}(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t({TYPED}, i32)
declare i32 @llvm.dx.thread.id(i32)
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i8)
declare float @not.an.intrinsic(float)
declare double @llvm.dx.wave.read.lane.at(double, i32)
define void @test() {{
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %g = call i32 @llvm.dx.group.id(i32 0)
  %s = call float @llvm.sqrt.f32(float 1.0)
  ret void
}}
"#
    );
    let m = parse(&text);
    assert_eq!(
        names(&m),
        [
            TYPED_NAME,
            "llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t",
            "llvm.dx.thread.id",
            "llvm.sqrt.f32",
            "llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t",
            "not.an.intrinsic",
            "llvm.dx.wave.read.lane.at",
            "test",
            "llvm.dx.group.id",
        ]
    );
    assert_round_trips(&m);
}

#[test]
fn a_name_taken_by_a_global_is_not_given() {
    let bare = "llvm.dx.resource.handlefrombinding";
    let text = format!(
        "@{RAW_NAME} = global i32 0\n{}",
        module(&[binding_decl(RAW, bare)], &[binding_call(RAW, bare)])
    );
    let m = parse(&text);
    assert_eq!(names(&m), [bare, "test"]);
}

/// clang 22 names its declarations as LLVM 22 does, and DXC's DXIL has no overloaded
/// `llvm.dx.*` intrinsics: every function keeps the name the text gives it.
#[test]
fn clang_and_dxc_declarations_keep_their_names() {
    let mut inputs = common::clang_inputs();
    inputs.extend(common::dxc_inputs());
    assert!(!inputs.is_empty());
    let mut failures = Vec::new();
    for input in &inputs {
        let m = parse(&input.text);
        for (_, f) in m.functions.iter() {
            let name = &*f.name;
            let plain = format!("@{name}(");
            let quoted = format!("@\"{name}\"(");
            if !input.text.contains(&plain) && !input.text.contains(&quoted) {
                failures.push(format!("{}: @{name}", input.name));
            }
        }
    }
    assert!(failures.is_empty(), "renamed:\n{}", failures.join("\n"));
}
