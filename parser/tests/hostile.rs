//! Hostile input ends in an error: no panic, no endless loop, no stack overflow.

use crate::common;

use dxil_parser::{parse, parse_bytes, ErrorKind};

fn kind_of(text: &str) -> ErrorKind {
    match parse(text) {
        Ok(_) => panic!("parsed although it should not"),
        Err(e) => e.kind,
    }
}

#[test]
fn deep_brackets_hit_the_nesting_limit() {
    for open in ["[", "(", "{", "<", "<{", "!{"] {
        let text = format!("@g = global {}", open.repeat(100_000));
        assert_eq!(kind_of(&text), ErrorKind::Limit, "{open}");
    }
    let deep_md = format!("!0 = !{{{}}}", "!{".repeat(100_000));
    assert_eq!(kind_of(&deep_md), ErrorKind::Limit);
}

#[test]
fn deep_pointers_hit_the_nesting_limit() {
    let text = format!("@g = external global i32{}", "*".repeat(100_000));
    assert_eq!(kind_of(&text), ErrorKind::Limit);
}

#[test]
fn nesting_just_under_the_limit_is_fine() {
    // 60 nested one-element arrays: deep, but within the limit.
    let n = 60;
    let mut ty = "i32".to_string();
    let mut val = "i32 7".to_string();
    for _ in 0..n {
        val = format!("[1 x {ty}] [{val}]");
        ty = format!("[1 x {ty}]");
    }
    let text = format!("@g = global {val}\n");
    let parsed = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || parse(&text).map(|p| dxil_ir::printer::print_module(&p.module)))
        .expect("thread")
        .join()
        .expect("no stack overflow");
    assert!(parsed.is_ok(), "{parsed:?}");
}

#[test]
fn huge_identifiers_are_handled() {
    let name = "a".repeat(10 << 20);
    let ok = format!("define void @{name}() {{\n  ret void\n}}\n");
    let p = parse(&ok).expect("a long name is still a name");
    assert_eq!(p.module.functions.len(), 1);
    let bad = format!("@g = global i32 0, {name}");
    let e = parse(&bad).expect_err("unknown clause");
    assert!(
        e.message.len() < 300,
        "message is not the whole name: {}",
        e.message
    );
}

#[test]
fn huge_integer_literals_are_too_wide() {
    let text = format!("@g = global i64 {}", "9".repeat(10_000));
    assert_eq!(kind_of(&text), ErrorKind::Literal);
    let text = format!("@g = global i32 -{}", "1".repeat(10_000));
    assert_eq!(kind_of(&text), ErrorKind::Literal);
    assert!(matches!(kind_of("@g = global i256 1"), ErrorKind::Literal));
    assert!(matches!(
        kind_of("!0 = !{i32 99999999999999999999999999999999999999999999}"),
        ErrorKind::Literal
    ));
}

#[test]
fn huge_vector_splats_are_refused() {
    let text = "@g = global <4294967295 x i32> splat (i32 1)";
    assert_eq!(kind_of(text), ErrorKind::Limit);
}

#[test]
fn invalid_utf8_is_located() {
    let e = parse_bytes(b"; ok\n@g = global i8 \xff\xfe").expect_err("not UTF-8");
    assert_eq!(e.kind, ErrorKind::Encoding);
    assert_eq!((e.loc.line, e.loc.col), (2, 16));
}

#[test]
fn unknown_constructs_are_unsupported_with_a_location() {
    let text = "define void @f() {\n  %x = va_arg ptr %p, i32\n  ret void\n}\n";
    let e = parse(text).expect_err("va_arg");
    assert_eq!(e.kind, ErrorKind::Unsupported("va_arg".into()));
    assert_eq!((e.loc.line, e.loc.col), (2, 8));
    let e = parse("@a = alias i32, ptr @g\n").expect_err("alias");
    assert_eq!(e.kind, ErrorKind::Unsupported("alias".into()));
    let e = parse("define void @f() {\n  call void asm \"\", \"\"()\n  ret void\n}\n")
        .expect_err("inline asm");
    assert_eq!(e.kind, ErrorKind::Unsupported("inline asm".into()));
}

#[test]
fn every_truncation_of_real_files_ends_cleanly() {
    let inputs = common::clang_inputs();
    let dxc = common::dxc_inputs();
    for input in inputs.iter().take(3).chain(dxc.iter().take(2)) {
        let text = &input.text;
        let step = (text.len() / 150).max(1);
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                let _ = parse(&text[..cut]);
            }
            cut += step;
        }
    }
}

#[test]
fn errors_say_where_and_what() {
    let e =
        parse("define void @f() {\n  %x = add i32 %y, 1\n  ret void\n}\n").expect_err("undefined");
    assert_eq!(e.kind, ErrorKind::Undefined("%y".into()));
    assert_eq!((e.loc.line, e.loc.col), (2, 16));
    let e = parse("define void @f() {\n  ret void\n").expect_err("truncated");
    assert_eq!(e.kind, ErrorKind::Syntax);
    assert!(e.message.contains("end of input"), "{}", e.message);
    let e = parse("define i32 @f(float %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n")
        .expect_err("type");
    assert_eq!(e.kind, ErrorKind::Type);
    let e = parse("@g = global i32 0\n@g = global i32 1\n").expect_err("twice");
    assert_eq!(e.kind, ErrorKind::Redefined("@g".into()));
    let e = parse("!0 = !{!7}\n").expect_err("md");
    assert_eq!(e.kind, ErrorKind::Undefined("!7".into()));
    let e = parse("@g = global %T zeroinitializer\n").expect_err("type name");
    assert_eq!(e.kind, ErrorKind::Undefined("%T".into()));
}

mod fuzz {
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = dxil_parser::parse_bytes(&bytes);
        }

        #[test]
        fn token_soup_never_panics(words in proptest::collection::vec(
            prop::sample::select(vec![
                "define", "void", "@f", "(", ")", "{", "}", "ret", "i32", "%x", "=", "add",
                ",", "1", "!0", "!{", "global", "@g", "ptr", "*", "[", "]", "<", ">", "x", "4",
                "label", "br", "phi", "call", "metadata", "!\"s\"", "\n", "0x3FF0000000000000",
                "zeroinitializer", "store", "load", "align", "#0", "attributes", "entry:",
            ]),
            0..60,
        )) {
            let _ = dxil_parser::parse(&words.join(" "));
        }
    }
}
