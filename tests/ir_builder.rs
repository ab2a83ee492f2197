//! The IR builder: a module built in code compiles to the same container as the text
//! it stands for, builds what the parser reads back, and reports mistakes through the
//! verifier rather than panics.

#[allow(dead_code)]
#[path = "../examples/build_saxpy.rs"]
mod build_saxpy;

use dxil_emit::ir::builder::ModuleBuilder;
use dxil_emit::ir::printer::print_module;
use dxil_emit::ir::{Attribute, BinOp, CastOp, FloatKind, FloatPredicate, IntPredicate};
use dxil_emit::{compile, compile_module, Options};

const SAXPY_TEXT: &str = include_str!("../examples/saxpy.ll");

fn container(compiled: dxil_emit::Compiled) -> Vec<u8> {
    compiled.container().expect("a container").to_vec()
}

#[test]
fn saxpy_built_in_code_is_the_container_of_its_text() {
    // As the CLI compiles examples/saxpy.ll (finding saxpy.hlsl beside it) ...
    let opts = build_saxpy::saxpy_options();
    let from_text = container(compile(SAXPY_TEXT, &opts).unwrap());
    let built = container(compile_module(build_saxpy::saxpy_module(), &opts).unwrap());
    assert_eq!(
        built, from_text,
        "builder and text paths differ (with the HLSL source)"
    );
    // ... and without a source, where both describe `ElementCount` from the IR alone.
    let from_text = container(compile(SAXPY_TEXT, &Options::default()).unwrap());
    let built =
        container(compile_module(build_saxpy::saxpy_module(), &Options::default()).unwrap());
    assert_eq!(
        built, from_text,
        "builder and text paths differ (without a source)"
    );
}

#[test]
fn a_built_module_prints_as_text_the_parser_reads_back_the_same() {
    let module = build_saxpy::saxpy_module();
    let text = print_module(&module);
    let parsed = dxil_emit::parse(&text).unwrap();
    let reprinted = print_module(
        &dxil_emit::compile_parsed(
            parsed,
            &Options {
                emit: dxil_emit::EmitKind::Text,
                ..Default::default()
            },
        )
        .unwrap()
        .module()
        .clone(),
    );
    let lowered = compile_module(
        module,
        &Options {
            emit: dxil_emit::EmitKind::Text,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(print_module(lowered.module()), reprinted);
}

/// A compute shader using most instruction methods: arithmetic, comparisons, casts,
/// select, vectors, aggregates, memory, a loop with a phi, and a switch.
fn many_instructions() -> dxil_emit::ir::Module {
    let mut b = ModuleBuilder::new();
    b.triple("dxilv1.6-unknown-shadermodel6.6-compute");
    let (void, i1, i32) = (b.void_type(), b.int_type(1), b.int_type(32));
    let (f16, f32) = (
        b.float_type(FloatKind::Half),
        b.float_type(FloatKind::Float),
    );
    let v4 = b.vector_type(f32, 4);
    let pair = b.struct_type(&[i32, f32], false);
    let groupshared = b.array_type(f32, 64);
    let zero_init = b.zero(groupshared);
    let shared = b
        .global("cache", groupshared)
        .addrspace(3)
        .init(zero_init)
        .add();
    let thread_id = b.intrinsic("llvm.dx.thread.id", i32, &[i32]);
    let main = b.define("main", void, &[]);
    b.set_function_attr(main, Attribute::string("hlsl.shader", "compute"));
    b.set_function_attr(main, Attribute::string("hlsl.numthreads", "64,1,1"));
    let c = |b: &mut ModuleBuilder, v| b.const_int(i32, v);
    let (zero, one, four) = (c(&mut b, 0), c(&mut b, 1), c(&mut b, 4));
    let (half, two) = (b.const_float(f16, 0.5), b.const_float(f32, 2.0));
    let undef_v4 = b.undef(v4);
    let undef_pair = b.undef(pair);
    let flag = b.const_int(i1, 1);

    let mut f = b.body(main);
    let (entry, head, exit, other) = (f.block(), f.block(), f.block(), f.block());
    f.switch_to(entry);
    let id = f.call(thread_id, &[zero]);
    let wide = f.cast(CastOp::UIToFP, id, f32);
    let h = f.cast(CastOp::FPExt, half, f32);
    let sum = f.binary(BinOp::FAdd, wide, h);
    let doubled = f.binary(BinOp::FMul, sum, two);
    let neg = f.fneg(doubled);
    let bigger = f.fcmp(FloatPredicate::Ogt, doubled, neg);
    let chosen = f.select(bigger, doubled, neg);
    let vec = f.insert_element(undef_v4, chosen, zero);
    let splat = f.shuffle_vector(vec, undef_v4, &[0, 0, 0, 0]);
    let lane = f.extract_element(splat, one);
    let agg = f.insert_value(undef_pair, id, &[0]);
    let agg = f.insert_value(agg, lane, &[1]);
    let back = f.extract_value(agg, &[1]);
    let slot = f.gep(
        groupshared,
        dxil_emit::ir::Value::Global(shared),
        &[zero, id],
        true,
    );
    f.store(back, slot, Some(4));
    let local = f.alloca(f32);
    f.store(back, local, Some(4));
    f.br(head);
    f.switch_to(head);
    let i = f.phi(i32, &[(zero, entry)]);
    let next = f.binary(BinOp::Add, i, one);
    if let Some(dxil_emit::ir::InstKind::Phi { incoming }) = f.inst_mut(i).map(|d| &mut d.kind) {
        incoming.push((next, head));
    }
    let again = f.icmp(IntPredicate::Ult, next, four);
    let stop = f.binary(BinOp::And, again, flag);
    f.cond_br(stop, head, exit);
    f.switch_to(exit);
    f.switch(id, other, &[(one, other)]);
    f.switch_to(other);
    f.ret(None);
    b.finish().unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn every_instruction_method_builds_what_the_parser_reads_back() {
    let module = many_instructions();
    let text = print_module(&module);
    let parsed = dxil_parser::parse(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    // Printing what was read gives the text again: the builder made nothing the text
    // form cannot say, and the verifier accepts it read back too.
    assert_eq!(print_module(&parsed.module), text);
    dxil_emit::ir::verify(&parsed.module).unwrap();
    assert!(text.contains("phi i32 [ 0, %0 ], [ %"), "{text}");
    assert!(text.contains("fpext half 0xH3800 to float"), "{text}");
    // And it compiles.
    compile_module(module, &Options::default()).unwrap();
}

#[test]
fn mistakes_are_verifier_errors_not_panics() {
    let mut b = ModuleBuilder::new();
    b.triple("dxilv1.6-unknown-shadermodel6.6-compute");
    let (void, i32) = (b.void_type(), b.int_type(32));
    let f32 = b.float_type(FloatKind::Float);
    let main = b.define("main", void, &[]);
    let one = b.const_int(i32, 1);
    let x = b.const_float(f32, 1.0);
    let mut f = b.body(main);
    f.binary(BinOp::Add, one, x); // i32 + float
    f.extract_value(one, &[3]); // not an aggregate
                                // No terminator either.
    let errors = b.finish().expect_err("an invalid module");
    assert!(errors.len() >= 2, "{errors:?}");
    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(text.iter().any(|e| e.contains("terminator")), "{text:?}");
}

#[test]
fn compile_module_verifies_what_it_is_given() {
    let mut b = ModuleBuilder::new();
    b.triple("dxilv1.6-unknown-shadermodel6.6-compute");
    let void = b.void_type();
    let main = b.define("main", void, &[]);
    b.set_function_attr(main, Attribute::string("hlsl.shader", "compute"));
    b.set_function_attr(main, Attribute::string("hlsl.numthreads", "1,1,1"));
    // The body is left empty, bypassing `finish`: a definition without blocks.
    let module = std::mem::take(b.module_mut());
    let err = compile_module(module, &Options::default()).expect_err("invalid");
    assert!(matches!(err, dxil_emit::Error::Invalid { .. }), "{err}");
}
