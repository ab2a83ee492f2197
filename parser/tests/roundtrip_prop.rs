//! Generated well-formed modules survive print → parse unchanged, in both dialects of
//! `dxil_ir::arbitrary`.

use dxil_ir::arbitrary::{recipe_strategy, GenConfig, Recipe};
use dxil_ir::attribute::Attribute;
use dxil_ir::canonical::canonicalize;
use dxil_ir::instruction::InstKind;
use dxil_ir::metadata::MdData;
use dxil_ir::printer::print_module;
use dxil_ir::Module;
use proptest::prelude::*;

/// A change made to a module.
type Mutation = Box<dyn Fn(&mut Module)>;

/// Prints `m`, parses the text and checks that the result is `m` and prints the same.
fn print_then_parse(m: &Module) -> Result<(), TestCaseError> {
    let text = print_module(m);
    let parsed =
        dxil_parser::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(canonicalize(&parsed.module), canonicalize(m), "{}", text);
    prop_assert_eq!(print_module(&parsed.module), text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn print_then_parse_is_identity(r in recipe_strategy(GenConfig::opaque())) {
        print_then_parse(&r.build())?;
    }

    #[test]
    fn print_then_parse_is_identity_for_dxil(r in recipe_strategy(GenConfig::dxil())) {
        print_then_parse(&r.build())?;
    }
}

#[test]
fn the_examples_round_trip() {
    for config in [GenConfig::opaque(), GenConfig::dxil()] {
        let m = Recipe::example(config).build();
        if let Err(e) = print_then_parse(&m) {
            panic!("{config:?}: {e}");
        }
    }
}

#[test]
fn the_comparison_sees_small_changes() {
    let m = Recipe::example(GenConfig::opaque()).build();
    let text = print_module(&m);
    let parsed = dxil_parser::parse(&text).expect("generated module parses");
    assert_eq!(canonicalize(&parsed.module), canonicalize(&m));
    let f = m.function_by_name("f0").expect("f0");
    let mutations: Vec<Mutation> = vec![
        Box::new(move |m| {
            let b = m.functions[f].body.as_mut().expect("body");
            let i = b.layout[0];
            let first = b.blocks[i].insts[0];
            if let InstKind::Binary { flags, .. } = &mut b.insts[first].kind {
                flags.nsw = !flags.nsw;
            }
        }),
        Box::new(move |m| {
            let b = m.functions[f].body.as_mut().expect("body");
            let first = b.blocks[b.layout[0]].insts[0];
            b.insts[first].metadata.clear();
        }),
        Box::new(move |m| {
            m.functions[f]
                .attrs
                .func
                .0
                .push(Attribute::Flag("nounwind".into()));
        }),
        Box::new(|m| {
            let (h, _) = m
                .metadata
                .iter()
                .find(|(_, d)| matches!(d, MdData::String(_)))
                .expect("string");
            m.metadata[h] = MdData::String(b"other".to_vec());
        }),
        Box::new(|m| {
            let i64t = m.types.int(64);
            m.globals[dxil_ir::Handle::from_index(0)].value_ty = i64t;
        }),
    ];
    for (k, mutate) in mutations.iter().enumerate() {
        let mut changed = m.clone();
        mutate(&mut changed);
        assert_ne!(
            canonicalize(&parsed.module),
            canonicalize(&changed),
            "mutation {k} unseen"
        );
    }
}
