//! Generated well-formed modules survive print → parse unchanged.

use dxil_ir::attribute::{AttrList, AttrSet, Attribute};
use dxil_ir::canonical::canonicalize;
use dxil_ir::constant::ConstData;
use dxil_ir::function::{Body, Function};
use dxil_ir::global::{GlobalVar, Linkage, SymbolProps, UnnamedAddr};
use dxil_ir::instruction::{
    BinOp, CastOp, FastMathFlags, InstKind, IntPredicate, TailKind, WrapFlags,
};
use dxil_ir::metadata::{MdData, MdField};
use dxil_ir::printer::print_module;
use dxil_ir::types::{FloatKind, StructBody};
use dxil_ir::{Module, Value};
use proptest::prelude::*;

#[derive(Clone, Debug)]
struct GlobalR {
    kind: u8,
    val: i64,
    linkage: u8,
    constant: bool,
    align: Option<u8>,
}

#[derive(Clone, Debug)]
struct FnR {
    nargs: u8,
    ops: Vec<(u8, u8, u8, u8, bool)>,
    fmf: u8,
    float: bool,
    branch: bool,
    named_blocks: bool,
    call: bool,
    attach: Option<u8>,
}

/// A metadata node recipe: operands (kind, number), distinct, specialized.
type MdR = (Vec<(u8, i32)>, bool, bool);

/// A change made to a module.
type Mutation = Box<dyn Fn(&mut Module)>;

#[derive(Clone, Debug)]
struct Recipe {
    globals: Vec<GlobalR>,
    funcs: Vec<FnR>,
    md: Vec<MdR>,
    packed: bool,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    let global = (
        0u8..4,
        any::<i64>(),
        0u8..4,
        any::<bool>(),
        prop::option::of(0u8..4),
    )
        .prop_map(|(kind, val, linkage, constant, align)| GlobalR {
            kind,
            val,
            linkage,
            constant,
            align,
        });
    let func = (
        1u8..4,
        prop::collection::vec(
            (0u8..7, any::<u8>(), any::<u8>(), 0u8..4, any::<bool>()),
            1..8,
        ),
        any::<u8>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(any::<u8>()),
    )
        .prop_map(
            |(nargs, ops, fmf, float, branch, named_blocks, call, attach)| FnR {
                nargs,
                ops,
                fmf,
                float,
                branch,
                named_blocks,
                call,
                attach,
            },
        );
    let md = (
        prop::collection::vec((0u8..4, any::<i32>()), 0..4),
        any::<bool>(),
        any::<bool>(),
    );
    (
        prop::collection::vec(global, 0..4),
        prop::collection::vec(func, 0..3),
        prop::collection::vec(md, 0..5),
        any::<bool>(),
    )
        .prop_map(|(globals, funcs, md, packed)| Recipe {
            globals,
            funcs,
            md,
            packed,
        })
}

fn build(r: &Recipe) -> Module {
    let mut m = Module::new();
    m.source_filename = Some("gen.hlsl".into());
    m.triple = Some("dxilv1.6-unknown-shadermodel6.6-compute".into());
    let i32t = m.types.int(32);
    let f32t = m.types.float(FloatKind::Float);
    let i1 = m.types.int(1);
    let ptr = m.types.ptr(0);
    let void = m.types.void();
    let s = m.types.define_named(
        "struct.S",
        StructBody::Fields {
            fields: vec![i32t, f32t],
            packed: r.packed,
        },
    );
    // Metadata: nodes of strings, integers, earlier nodes and nulls.
    let mut nodes = Vec::new();
    for (k, (ops, distinct, special)) in r.md.iter().enumerate() {
        let mut v = Vec::new();
        for (kind, x) in ops {
            v.push(match kind {
                0 => Some(
                    m.metadata
                        .alloc(MdData::String(format!("s{x}\n\"").into_bytes())),
                ),
                1 => {
                    let c = m.consts.int(i32t, 32, i128::from(*x));
                    Some(m.metadata.alloc(MdData::Value { ty: i32t, value: c }))
                }
                2 if !nodes.is_empty() => Some(nodes[(*x as usize) % nodes.len()]),
                _ => None,
            });
        }
        let n = if *special {
            let fields = vec![
                ("line".into(), MdField::Raw(format!("{}", k + 1).into())),
                ("name".into(), MdField::Str(format!("n{k}").into())),
                ("scope".into(), MdField::Node(v.first().copied().flatten())),
            ];
            m.metadata.alloc(MdData::Specialized {
                distinct: *distinct,
                class: "DILocation".into(),
                fields,
            })
        } else {
            m.metadata.alloc(MdData::Node {
                distinct: *distinct,
                ops: v,
            })
        };
        nodes.push(n);
    }
    if !nodes.is_empty() {
        m.named_metadata.insert("gen.nodes".into(), nodes.clone());
    }
    for (i, g) in r.globals.iter().enumerate() {
        let (ty, init) = match g.kind {
            0 => (i32t, m.consts.int(i32t, 32, i128::from(g.val))),
            1 => {
                let bits = u128::from((g.val as f32).to_bits());
                (
                    f32t,
                    Value::Const(m.consts.intern(ConstData::Float { ty: f32t, bits })),
                )
            }
            2 => {
                let a = m.types.array(i32t, 2);
                let x = m.consts.int(i32t, 32, i128::from(g.val));
                let y = m.consts.int(i32t, 32, -1);
                (
                    a,
                    Value::Const(m.consts.intern(ConstData::Aggregate {
                        ty: a,
                        elems: vec![x, y],
                    })),
                )
            }
            _ => {
                let x = m.consts.int(i32t, 32, 3);
                let bits = u128::from(1.5f32.to_bits());
                let y = Value::Const(m.consts.intern(ConstData::Float { ty: f32t, bits }));
                (
                    s,
                    Value::Const(m.consts.intern(ConstData::Aggregate {
                        ty: s,
                        elems: vec![x, y],
                    })),
                )
            }
        };
        let linkage = [
            Linkage::External,
            Linkage::Internal,
            Linkage::Private,
            Linkage::WeakOdr,
        ][g.linkage as usize % 4];
        m.globals.alloc(GlobalVar {
            name: format!("g{i}").into(),
            value_ty: ty,
            addrspace: 0,
            is_constant: g.constant,
            externally_initialized: false,
            thread_local: Default::default(),
            init: Some(init),
            props: SymbolProps {
                linkage,
                unnamed_addr: if g.constant {
                    UnnamedAddr::Global
                } else {
                    UnnamedAddr::None
                },
                align: g.align.map(|a| 1u64 << a),
                ..Default::default()
            },
        });
    }
    let decl_ty = m.types.function(i32t, vec![i32t, ptr], false);
    let decl_attrs = AttrList {
        func: AttrSet(vec![
            Attribute::Flag("nounwind".into()),
            Attribute::Raw("memory".into(), "none".into()),
        ]),
        params: vec![AttrSet(vec![Attribute::Flag("noundef".into())])],
        ..Default::default()
    };
    let decl = m.functions.alloc(Function {
        name: "decl".into(),
        ty: decl_ty,
        cc: 0,
        props: SymbolProps::default(),
        addrspace: 0,
        attrs: decl_attrs,
        param_names: vec![None, None],
        body: None,
    });
    for (fi, f) in r.funcs.iter().enumerate() {
        let params = vec![i32t; f.nargs as usize];
        let fty = m.types.function(i32t, params, false);
        let mut body = Body::default();
        let entry = body.add_block(None);
        let mut pool: Vec<Value> = (0..u32::from(f.nargs)).map(Value::Arg).collect();
        for (k, (op, a, b, flags, named)) in f.ops.iter().enumerate() {
            let op = [
                BinOp::Add,
                BinOp::Sub,
                BinOp::Mul,
                BinOp::And,
                BinOp::Or,
                BinOp::Xor,
                BinOp::Shl,
            ][*op as usize];
            let wraps = matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl);
            let lhs = pool[*a as usize % pool.len()];
            let rhs = if b % 3 == 0 {
                m.consts.int(i32t, 32, i128::from(*b))
            } else {
                pool[*b as usize % pool.len()]
            };
            let flags = WrapFlags {
                nuw: wraps && flags & 1 != 0,
                nsw: wraps && flags & 2 != 0,
                ..Default::default()
            };
            let i = body.append(
                entry,
                i32t,
                InstKind::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                },
            );
            if *named {
                body.insts[i].name = Some(format!("v{k}").into());
            }
            if let (Some(x), false) = (f.attach, nodes.is_empty()) {
                body.insts[i]
                    .metadata
                    .push(("gen".into(), nodes[x as usize % nodes.len()]));
            }
            pool.push(Value::Inst(i));
        }
        let mut last = *pool.last().unwrap_or(&Value::Arg(0));
        if f.float {
            let fl = body.append(
                entry,
                f32t,
                InstKind::Cast {
                    op: CastOp::SIToFP,
                    flags: WrapFlags::default(),
                    val: last,
                },
            );
            let two = Value::Const(m.consts.intern(ConstData::Float {
                ty: f32t,
                bits: u128::from(2.0f32.to_bits()),
            }));
            let mul = body.append(
                entry,
                f32t,
                InstKind::Binary {
                    op: BinOp::FMul,
                    flags: WrapFlags::default(),
                    lhs: Value::Inst(fl),
                    rhs: two,
                },
            );
            body.insts[mul].fmf = FastMathFlags(f.fmf & 0x7f);
            let back = body.append(
                entry,
                i32t,
                InstKind::Cast {
                    op: CastOp::FPToSI,
                    flags: WrapFlags::default(),
                    val: Value::Inst(mul),
                },
            );
            last = Value::Inst(back);
        }
        if f.call {
            let null = Value::Const(m.consts.intern(ConstData::Null(ptr)));
            let attrs = AttrList {
                params: vec![AttrSet(vec![Attribute::Flag("noundef".into())])],
                func: AttrSet(vec![Attribute::Flag("nounwind".into())]),
                ..Default::default()
            };
            let c = body.append(
                entry,
                i32t,
                InstKind::Call {
                    callee: Value::Function(decl),
                    fn_ty: decl_ty,
                    args: vec![last, null],
                    tail: TailKind::Tail,
                    cc: 0,
                    attrs,
                    bundles: Vec::new(),
                },
            );
            last = Value::Inst(c);
        }
        if f.branch {
            let name = |n: &str| f.named_blocks.then(|| n.into());
            let then_b = body.add_block(name("then"));
            let else_b = body.add_block(name("else"));
            let merge = body.add_block(name("merge"));
            let zero = m.consts.int(i32t, 32, 0);
            let cond = body.append(
                entry,
                i1,
                InstKind::ICmp {
                    pred: IntPredicate::Slt,
                    samesign: false,
                    lhs: last,
                    rhs: zero,
                },
            );
            body.append(
                entry,
                void,
                InstKind::CondBr {
                    cond: Value::Inst(cond),
                    then_dest: then_b,
                    else_dest: else_b,
                },
            );
            let one = m.consts.int(i32t, 32, 1);
            let t = body.append(
                then_b,
                i32t,
                InstKind::Binary {
                    op: BinOp::Add,
                    flags: WrapFlags::default(),
                    lhs: last,
                    rhs: one,
                },
            );
            body.append(then_b, void, InstKind::Br { dest: merge });
            let e = body.append(
                else_b,
                i32t,
                InstKind::Binary {
                    op: BinOp::Sub,
                    flags: WrapFlags::default(),
                    lhs: last,
                    rhs: one,
                },
            );
            body.append(else_b, void, InstKind::Br { dest: merge });
            let phi = body.append(
                merge,
                i32t,
                InstKind::Phi {
                    incoming: vec![(Value::Inst(t), then_b), (Value::Inst(e), else_b)],
                },
            );
            body.append(
                merge,
                void,
                InstKind::Ret {
                    val: Some(Value::Inst(phi)),
                },
            );
        } else {
            body.append(entry, void, InstKind::Ret { val: Some(last) });
        }
        let mut attrs = AttrList::default();
        attrs
            .func
            .0
            .push(Attribute::Str("hlsl.shader".into(), Some("compute".into())));
        m.functions.alloc(Function {
            name: format!("f{fi}").into(),
            ty: fty,
            cc: 0,
            props: SymbolProps::default(),
            addrspace: 0,
            attrs,
            param_names: (0..f.nargs)
                .map(|a| (a % 2 == 0).then(|| format!("a{a}").into()))
                .collect(),
            body: Some(body),
        });
    }
    m.intern_symbol_pointer_types();
    m
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn print_then_parse_is_identity(r in recipe()) {
        let m = build(&r);
        let text = print_module(&m);
        let parsed = dxil_parser::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(canonicalize(&parsed.module), canonicalize(&m), "{}", text);
        prop_assert_eq!(print_module(&parsed.module), text);
    }
}

#[test]
fn the_comparison_sees_small_changes() {
    let r = Recipe {
        globals: vec![GlobalR {
            kind: 3,
            val: 5,
            linkage: 1,
            constant: true,
            align: Some(2),
        }],
        funcs: vec![FnR {
            nargs: 2,
            ops: vec![(0, 0, 1, 3, true), (6, 2, 3, 1, false)],
            fmf: 0x41,
            float: true,
            branch: true,
            named_blocks: false,
            call: true,
            attach: Some(0),
        }],
        md: vec![
            (vec![(0, 1), (1, 7)], false, false),
            (vec![(2, 0)], true, true),
        ],
        packed: true,
    };
    let m = build(&r);
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
