//! Hand-built typed-pointer modules through `write_module`: every instruction, constant
//! kind, metadata form, linkage and attribute the writer supports. Each module must read
//! back with the bitstream reader, have the records LLVM 3.7 gives it where we can say
//! exactly what they are, and pass LLVM 22's checks (`shared/tools/dxil-check`) when
//! `llvm-bcanalyzer-22` and `opt-22` are on PATH. Unsupported constructs are errors.

use crate::common;

use dxil_bitcode::codes::{BlockId, FunctionCode, ModuleCode};
use dxil_bitcode::{write_module, BitcodeTree, Item, WriteModuleError};
use dxil_ir::*;
use std::process::Command;

/// A module under construction with the types most tests need.
struct Builder {
    m: Module,
    void: Type,
    i1: Type,
    i8: Type,
    i32: Type,
    i64: Type,
    f32: Type,
    f16: Type,
    f64: Type,
}

impl Builder {
    fn new() -> Self {
        let mut m = Module::new();
        m.pointers = PointerMode::Typed;
        m.triple = Some("dxil-ms-dx".into());
        m.datalayout = Some(
            "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
                .into(),
        );
        let t = &mut m.types;
        let (void, i1, i8, i32, i64) = (t.void(), t.int(1), t.int(8), t.int(32), t.int(64));
        let f32 = t.float(FloatKind::Float);
        let f16 = t.float(FloatKind::Half);
        let f64 = t.float(FloatKind::Double);
        Builder {
            m,
            void,
            i1,
            i8,
            i32,
            i64,
            f32,
            f16,
            f64,
        }
    }

    fn int(&mut self, ty: Type, v: i128) -> Value {
        let w = self.m.types.int_bits(ty).unwrap_or(32);
        self.m.consts.int(ty, w, v)
    }

    fn float(&mut self, v: f32) -> Value {
        Value::Const(self.m.consts.intern(ConstData::Float {
            ty: self.f32,
            bits: u128::from(v.to_bits()),
        }))
    }

    fn konst(&mut self, d: ConstData) -> Value {
        Value::Const(self.m.consts.intern(d))
    }

    fn declare(&mut self, name: &str, ret: Type, params: Vec<Type>, attrs: &[&str]) -> FuncId {
        let ty = self.m.types.function(ret, params.clone(), false);
        let mut f = Function::new(name, ty, params.len());
        for a in attrs {
            f.attrs.func.set(Attribute::Flag((*a).into()));
        }
        self.m.functions.alloc(f)
    }

    fn md(&mut self, d: MdData) -> Md {
        self.m.metadata.alloc(d)
    }

    fn write(&mut self) -> Vec<u8> {
        self.m.intern_symbol_pointer_types();
        write_module(&self.m).unwrap_or_else(|e| panic!("write_module: {e}"))
    }
}

fn append(body: &mut Body, b: Block, ty: Type, kind: InstKind) -> Value {
    Value::Inst(body.append(b, ty, kind))
}

/// The records of the first block with id `id` found depth-first.
fn find_block(b: &dxil_bitcode::Block, id: u32) -> Option<&dxil_bitcode::Block> {
    if b.block_id == id {
        return Some(b);
    }
    b.items.iter().find_map(|i| match i {
        Item::Block(c) => find_block(c, id),
        _ => None,
    })
}

/// Runs dxil-check on `bytes` if LLVM 22's tools are there; panics with its output on
/// failure.
fn llvm_accepts(name: &str, bytes: &[u8]) {
    let tools = ["llvm-bcanalyzer-22", "opt-22"];
    let have = tools.iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    let Some(shared) = common::shared_dir() else {
        return;
    };
    if !have {
        eprintln!("note: LLVM 22 tools missing; not running dxil-check on {name}");
        return;
    }
    let file = std::env::temp_dir().join(format!("dxil-writer-{name}-{}.bc", std::process::id()));
    std::fs::write(&file, bytes).expect("write temp file");
    let out = Command::new(shared.join("tools/dxil-check"))
        .arg(&file)
        .output()
        .expect("run dxil-check");
    let _ = std::fs::remove_file(&file);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "dxil-check rejects {name}:\n{text}");
}

/// A module with one function using every instruction the writer supports.
fn every_instruction() -> Builder {
    let mut b = Builder::new();
    let (void, i1, i8, i32, i64, f32, f16, f64) =
        (b.void, b.i1, b.i8, b.i32, b.i64, b.f32, b.f16, b.f64);
    let v4f = b.m.types.vector(f32, 4);
    let v2f = b.m.types.vector(f32, 2);
    let arr = b.m.types.array(f32, 4);
    let st = b.m.types.define_named(
        "struct.S",
        StructBody::Fields {
            fields: vec![i32, f32, arr],
            packed: false,
        },
    );
    let pair = b.m.types.structure(vec![i32, i1], false);
    let st_ptr = b.m.types.typed_ptr(st, 0);
    let f32_ptr = b.m.types.typed_ptr(f32, 0);
    let i32_ptr = b.m.types.typed_ptr(i32, 0);
    let gs_ptr = b.m.types.typed_ptr(i32, 3);
    let arr_gs = b.m.types.array(i32, 8);

    // Globals: a groupshared array, an internal constant table, a string.
    let undef_arr = b.m.consts.undef(arr_gs);
    let gs = b.m.globals.alloc(GlobalVar {
        name: "shared".into(),
        value_ty: arr_gs,
        addrspace: 3,
        is_constant: false,
        externally_initialized: false,
        thread_local: ThreadLocal::No,
        init: Some(undef_arr),
        props: SymbolProps {
            align: Some(4),
            ..SymbolProps::default()
        },
    });
    let elems: Vec<Value> = (0..4).map(|i| b.float(i as f32 * 0.5)).collect();
    let table_init = b.konst(ConstData::Aggregate { ty: arr, elems });
    let table = b.m.globals.alloc(GlobalVar {
        name: "table".into(),
        value_ty: arr,
        addrspace: 0,
        is_constant: true,
        externally_initialized: false,
        thread_local: ThreadLocal::No,
        init: Some(table_init),
        props: SymbolProps {
            linkage: Linkage::Internal,
            align: Some(4),
            ..SymbolProps::default()
        },
    });
    let str_ty = b.m.types.array(i8, 4);
    let s = b.konst(ConstData::Bytes {
        ty: str_ty,
        data: b"abc\0".to_vec(),
    });
    b.m.globals.alloc(GlobalVar {
        name: "str".into(),
        value_ty: str_ty,
        addrspace: 0,
        is_constant: true,
        externally_initialized: false,
        thread_local: ThreadLocal::No,
        init: Some(s),
        props: SymbolProps {
            linkage: Linkage::Private,
            unnamed_addr: UnnamedAddr::Global,
            ..SymbolProps::default()
        },
    });

    let ext = b.declare("ext", f32, vec![i32, f32], &["nounwind", "readnone"]);
    let ext_ro = b.declare("ext.ro", i32, vec![i32_ptr], &["nounwind", "readonly"]);
    let barrier = b.declare("barrier", void, vec![i32], &["noduplicate", "nounwind"]);
    b.m.functions[barrier]
        .attrs
        .func
        .set(Attribute::Str("dx.x".into(), Some("1".into())));

    let main_ty = b.m.types.function(void, vec![i32, f32], false);
    let mut body = Body::default();
    let entry = body.add_block(Some("entry".into()));
    let then = body.add_block(Some("then".into()));
    let other = body.add_block(None);
    let join = body.add_block(Some("join".into()));
    let dead = body.add_block(None);
    let (a0, a1) = (Value::Arg(0), Value::Arg(1));
    let c1 = b.int(i32, 1);
    let c2 = b.int(i32, 2);
    let c0 = b.int(i32, 0);
    let fhalf = b.float(0.5);
    let add = append(
        &mut body,
        entry,
        i32,
        InstKind::Binary {
            op: BinOp::Add,
            flags: WrapFlags {
                nsw: true,
                nuw: true,
                ..WrapFlags::default()
            },
            lhs: a0,
            rhs: c1,
        },
    );
    let fmul = body.append(
        entry,
        f32,
        InstKind::Binary {
            op: BinOp::FMul,
            flags: WrapFlags::default(),
            lhs: a1,
            rhs: fhalf,
        },
    );
    body.insts[fmul].fmf = FastMathFlags(FastMathFlags::FAST);
    let fmul = Value::Inst(fmul);
    let exact = append(
        &mut body,
        entry,
        i32,
        InstKind::Binary {
            op: BinOp::LShr,
            flags: WrapFlags {
                exact: true,
                ..WrapFlags::default()
            },
            lhs: add,
            rhs: c2,
        },
    );
    let neg = append(&mut body, entry, f32, InstKind::FNeg { val: fmul });
    let cmp = append(
        &mut body,
        entry,
        i1,
        InstKind::ICmp {
            pred: IntPredicate::Slt,
            samesign: false,
            lhs: exact,
            rhs: c2,
        },
    );
    let fcmp = append(
        &mut body,
        entry,
        i1,
        InstKind::FCmp {
            pred: FloatPredicate::Olt,
            lhs: neg,
            rhs: fhalf,
        },
    );
    let both = append(
        &mut body,
        entry,
        i1,
        InstKind::Binary {
            op: BinOp::And,
            flags: WrapFlags::default(),
            lhs: cmp,
            rhs: fcmp,
        },
    );
    let sel = append(
        &mut body,
        entry,
        f32,
        InstKind::Select {
            cond: both,
            then_val: fmul,
            else_val: neg,
        },
    );
    let alloca = append(
        &mut body,
        entry,
        st_ptr,
        InstKind::Alloca {
            allocated: st,
            count: None,
            align: Some(4),
            addrspace: 0,
        },
    );
    let fld = append(
        &mut body,
        entry,
        f32_ptr,
        InstKind::Gep {
            source: st,
            flags: GepFlags {
                inbounds: true,
                ..GepFlags::default()
            },
            base: alloca,
            indices: vec![c0, c1],
        },
    );
    body.append(
        entry,
        void,
        InstKind::Store {
            val: sel,
            ptr: fld,
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    let ld = append(
        &mut body,
        entry,
        f32,
        InstKind::Load {
            ptr: fld,
            align: Some(4),
            volatile: true,
            atomic: None,
        },
    );
    let gsp = append(
        &mut body,
        entry,
        gs_ptr,
        InstKind::Gep {
            source: arr_gs,
            flags: GepFlags::default(),
            base: Value::Global(gs),
            indices: vec![c0, a0],
        },
    );
    append(
        &mut body,
        entry,
        i32,
        InstKind::AtomicRmw {
            op: RmwOp::Add,
            ptr: gsp,
            val: c1,
            ordering: AtomicOrdering::SeqCst,
            scope: SyncScope::System,
            volatile: false,
            align: None,
        },
    );
    let cx = append(
        &mut body,
        entry,
        pair,
        InstKind::CmpXchg {
            ptr: gsp,
            expected: c0,
            new: c2,
            success: AtomicOrdering::SeqCst,
            failure: AtomicOrdering::Monotonic,
            scope: SyncScope::System,
            weak: false,
            volatile: false,
            align: None,
        },
    );
    let cxv = append(
        &mut body,
        entry,
        i32,
        InstKind::ExtractValue {
            agg: cx,
            indices: vec![0],
        },
    );
    body.append(
        entry,
        void,
        InstKind::Fence {
            ordering: AtomicOrdering::AcqRel,
            scope: SyncScope::System,
        },
    );
    let undef_v4 = b.m.consts.undef(v4f);
    let ins = append(
        &mut body,
        entry,
        v4f,
        InstKind::InsertElement {
            vec: undef_v4,
            val: ld,
            index: c0,
        },
    );
    let shuf = append(
        &mut body,
        entry,
        v2f,
        InstKind::ShuffleVector {
            a: ins,
            b: undef_v4,
            mask: vec![0, -1],
        },
    );
    let ext_el = append(
        &mut body,
        entry,
        f32,
        InstKind::ExtractElement {
            vec: shuf,
            index: c0,
        },
    );
    let undef_pair = b.m.consts.undef(pair);
    let iv = append(
        &mut body,
        entry,
        pair,
        InstKind::InsertValue {
            agg: undef_pair,
            val: cxv,
            indices: vec![0],
        },
    );
    let _ = iv;
    let trunc = append(
        &mut body,
        entry,
        f16,
        InstKind::Cast {
            op: CastOp::FPTrunc,
            flags: WrapFlags::default(),
            val: ext_el,
        },
    );
    let fpext = append(
        &mut body,
        entry,
        f64,
        InstKind::Cast {
            op: CastOp::FPExt,
            flags: WrapFlags::default(),
            val: trunc,
        },
    );
    let _ = fpext;
    let wide = append(
        &mut body,
        entry,
        i64,
        InstKind::Cast {
            op: CastOp::ZExt,
            flags: WrapFlags::default(),
            val: cxv,
        },
    );
    let _ = wide;
    let tbl = append(
        &mut body,
        entry,
        f32_ptr,
        InstKind::Gep {
            source: arr,
            flags: GepFlags {
                inbounds: true,
                ..GepFlags::default()
            },
            base: Value::Global(table),
            indices: vec![c0, a0],
        },
    );
    let tv = append(
        &mut body,
        entry,
        f32,
        InstKind::Load {
            ptr: tbl,
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    let ext_ty = b.m.functions[ext].ty;
    let call = append(
        &mut body,
        entry,
        f32,
        InstKind::Call {
            callee: Value::Function(ext),
            fn_ty: ext_ty,
            args: vec![a0, tv],
            tail: TailKind::None,
            cc: 0,
            attrs: Default::default(),
            bundles: Default::default(),
        },
    );
    let bar_ty = b.m.functions[barrier].ty;
    body.append(
        entry,
        void,
        InstKind::plain_call(Value::Function(barrier), bar_ty, vec![c2]),
    );
    let ro_ty = b.m.functions[ext_ro].ty;
    let i32p = append(
        &mut body,
        entry,
        i32_ptr,
        InstKind::Cast {
            op: CastOp::BitCast,
            flags: WrapFlags::default(),
            val: fld,
        },
    );
    append(
        &mut body,
        entry,
        i32,
        InstKind::plain_call(Value::Function(ext_ro), ro_ty, vec![i32p]),
    );
    body.append(
        entry,
        void,
        InstKind::CondBr {
            cond: cmp,
            then_dest: then,
            else_dest: other,
        },
    );
    // `then` uses a value defined later in `other` through the phi in `join`.
    body.append(then, void, InstKind::Br { dest: join });
    let late = append(
        &mut body,
        other,
        f32,
        InstKind::Binary {
            op: BinOp::FAdd,
            flags: WrapFlags::default(),
            lhs: call,
            rhs: fhalf,
        },
    );
    body.append(
        other,
        void,
        InstKind::Switch {
            val: a0,
            default: dead,
            cases: vec![(c1, join), (c2, dead)],
        },
    );
    let phi = body.make_inst(
        f32,
        InstKind::Phi {
            incoming: vec![(call, then), (late, other)],
        },
    );
    // Put the phi first in `join`, then a use of it.
    body.blocks[join].insts.push(phi);
    let phi = Value::Inst(phi);
    body.append(
        join,
        void,
        InstKind::Store {
            val: phi,
            ptr: fld,
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    body.append(join, void, InstKind::Ret { val: None });
    body.append(dead, void, InstKind::Unreachable);
    body.insts[phi.as_inst().expect("inst")].name = Some("merged".into());
    // Lay `join` out before `other`, so the phi's value from `other` is a forward
    // reference.
    body.layout.swap(2, 3);

    // Metadata: strings, values, nodes with null, distinct node, named metadata, and an
    // instruction attachment of a custom kind.
    let s1 = b.md(MdData::String(b"hello".to_vec()));
    let one = b.md(MdData::Value { ty: i32, value: c1 });
    let fptr_ty = b.m.types.typed_ptr(main_ty, 0);
    let main_id = b.m.functions.alloc(Function {
        param_names: vec![Some("index".into()), None],
        body: Some(body),
        ..Function::new("main", main_ty, 2)
    });
    let fval = b.md(MdData::Value {
        ty: fptr_ty,
        value: Value::Function(main_id),
    });
    let node = b.md(MdData::Node {
        distinct: false,
        ops: vec![Some(fval), Some(s1), None, Some(one)],
    });
    let dnode = b.md(MdData::Node {
        distinct: true,
        ops: vec![Some(one)],
    });
    b.m.named_metadata
        .insert("dx.entryPoints".into(), vec![node]);
    b.m.named_metadata
        .insert("dx.other".into(), vec![dnode, node]);
    let empty = b.md(MdData::Node {
        distinct: false,
        ops: vec![],
    });
    if let Some(body) = &mut b.m.functions[main_id].body {
        let first = body.blocks[body.layout[0]].insts[0];
        body.insts[first]
            .metadata
            .push(("dx.precise".into(), empty));
    }
    b
}

#[test]
fn every_instruction_writes_and_reads_back() {
    let mut b = every_instruction();
    let bytes = b.write();
    assert_eq!(&bytes[..4], b"BC\xC0\xDE");
    let tree = BitcodeTree::read(&bytes).expect("reads back");
    assert_eq!(tree.blocks.len(), 1);
    let module = &tree.blocks[0];
    assert_eq!(module.block_id, BlockId::Module.code());
    let first = module.records().next().expect("VERSION");
    assert_eq!((first.code, first.operands.as_slice()), (1, &[1u64][..]));
    let globals = module
        .records()
        .filter(|r| r.code == ModuleCode::GlobalVar.code())
        .count();
    assert_eq!(globals, 3);
    let func = find_block(module, BlockId::Function.code()).expect("function block");
    let codes: Vec<u32> = func.records().map(|r| r.code).collect();
    for code in [
        FunctionCode::InstBinop,
        FunctionCode::InstCmp2,
        FunctionCode::InstVSelect,
        FunctionCode::InstAlloca,
        FunctionCode::InstGep,
        FunctionCode::InstStore,
        FunctionCode::InstLoad,
        FunctionCode::InstAtomicRmw,
        FunctionCode::InstCmpxchg,
        FunctionCode::InstExtractVal,
        FunctionCode::InstInsertVal,
        FunctionCode::InstFence,
        FunctionCode::InstInsertElt,
        FunctionCode::InstShuffleVec,
        FunctionCode::InstExtractElt,
        FunctionCode::InstCast,
        FunctionCode::InstCall,
        FunctionCode::InstBr,
        FunctionCode::InstSwitch,
        FunctionCode::InstPhi,
        FunctionCode::InstRet,
        FunctionCode::InstUnreachable,
    ] {
        assert!(codes.contains(&code.code()), "no {} record", code.name());
    }
    // The phi's incoming value from `other` is a forward reference: a negative
    // relative id, signed-VBR encoded (odd).
    let phi = func
        .records()
        .find(|r| r.code == FunctionCode::InstPhi.code())
        .expect("phi");
    assert_eq!(phi.operands.len(), 5);
    assert_eq!(phi.operands[3] & 1, 1, "forward reference is negative");
    llvm_accepts("every_instruction", &bytes);
}

#[test]
fn output_is_deterministic() {
    let a = every_instruction().write();
    let b = every_instruction().write();
    assert_eq!(a, b);
}

#[test]
fn constants_of_every_kind() {
    let mut b = Builder::new();
    let (i8, i32, i64, f32, f64, f16) = (b.i8, b.i32, b.i64, b.f32, b.f64, b.f16);
    let i128t = b.m.types.int(128);
    let v2i = b.m.types.vector(i32, 2);
    let s = b.m.types.structure(vec![i32, f32], false);
    let arr_s = b.m.types.array(s, 2);
    let arr8 = b.m.types.array(i8, 3);
    let arr16 = b.m.types.array(f16, 2);
    let ptr_i32 = b.m.types.typed_ptr(i32, 0);
    let arr_i32 = b.m.types.array(i32, 4);
    let add = |b: &mut Builder, name: &str, ty: Type, init: Value| {
        b.m.globals.alloc(GlobalVar {
            name: name.into(),
            value_ty: ty,
            addrspace: 0,
            is_constant: true,
            externally_initialized: false,
            thread_local: ThreadLocal::No,
            init: Some(init),
            props: SymbolProps {
                linkage: Linkage::Internal,
                ..SymbolProps::default()
            },
        })
    };
    let neg = b.int(i64, -5);
    add(&mut b, "int", i64, neg);
    let wide = b.konst(ConstData::Int {
        ty: i128t,
        bits: u128::MAX - 1,
    });
    add(&mut b, "wide", i128t, wide);
    let dbl = b.konst(ConstData::Float {
        ty: f64,
        bits: u128::from(1.5f64.to_bits()),
    });
    add(&mut b, "dbl", f64, dbl);
    let x = b.int(i32, 7);
    let y = b.int(i32, -1);
    let data = b.konst(ConstData::Aggregate {
        ty: v2i,
        elems: vec![x, y],
    });
    add(&mut b, "data", v2i, data);
    let fx = b.float(2.0);
    let sx = b.konst(ConstData::Aggregate {
        ty: s,
        elems: vec![x, fx],
    });
    let zs = b.konst(ConstData::Zero(s));
    let agg = b.konst(ConstData::Aggregate {
        ty: arr_s,
        elems: vec![sx, zs],
    });
    add(&mut b, "agg", arr_s, agg);
    let bytes = b.konst(ConstData::Bytes {
        ty: arr8,
        data: vec![b'a', 0xff, b'b'],
    });
    add(&mut b, "bytes", arr8, bytes);
    let h = b.konst(ConstData::Float {
        ty: f16,
        bits: 0x3c00,
    });
    let halves = b.konst(ConstData::Aggregate {
        ty: arr16,
        elems: vec![h, h],
    });
    add(&mut b, "halves", arr16, halves);
    let zeros = b.konst(ConstData::Zero(arr_i32));
    let target = add(&mut b, "target", arr_i32, zeros);
    let arr_ptr = b.m.types.typed_ptr(arr_i32, 0);
    let _ = arr_ptr;
    let zero = b.int(i32, 0);
    let one = b.int(i32, 1);
    let gep = b.konst(ConstData::Expr {
        ty: ptr_i32,
        op: ConstExprOp::Gep {
            source: arr_i32,
            flags: GepFlags {
                inbounds: true,
                ..GepFlags::default()
            },
            inrange: None,
            base: Value::Global(target),
            indices: vec![zero, one],
        },
    });
    let ptr_ptr = b.m.types.typed_ptr(ptr_i32, 0);
    let _ = ptr_ptr;
    add(&mut b, "gep", ptr_i32, gep);
    let cast = b.konst(ConstData::Expr {
        ty: i32,
        op: ConstExprOp::Cast {
            op: CastOp::PtrToInt,
            val: gep,
        },
    });
    let sum = b.konst(ConstData::Expr {
        ty: i32,
        op: ConstExprOp::Binary {
            op: BinOp::Add,
            flags: WrapFlags {
                nsw: true,
                ..WrapFlags::default()
            },
            lhs: cast,
            rhs: one,
        },
    });
    add(&mut b, "sum", i32, sum);
    let bytes = b.write();
    let tree = BitcodeTree::read(&bytes).expect("reads back");
    let cst = find_block(&tree.blocks[0], BlockId::Constants.code()).expect("constants");
    let codes: Vec<u32> = cst.records().map(|r| r.code).collect();
    use dxil_bitcode::codes::ConstantsCode as C;
    for code in [
        C::SetType,
        C::Null,
        C::Integer,
        C::WideInteger,
        C::Float,
        C::Aggregate,
        C::String,
        C::Data,
        C::CeInboundsGep,
        C::CeCast,
        C::CeBinop,
    ] {
        assert!(codes.contains(&code.code()), "no {} record", code.name());
    }
    llvm_accepts("constants", &bytes);
}

#[test]
fn unsupported_constructs_are_named_errors() {
    let mut b = Builder::new();
    let void = b.void;
    let f = b.declare("f", void, vec![], &["mustprogress"]);
    let _ = f;
    b.m.intern_symbol_pointer_types();
    let e = write_module(&b.m).unwrap_err();
    assert!(matches!(e, WriteModuleError::Unsupported { .. }), "{e}");
    assert!(e.to_string().contains("mustprogress"), "{e}");

    let mut b = Builder::new();
    let t = b.m.types.intern(TypeData::TargetExt {
        name: "dx.RawBuffer".into(),
        types: vec![],
        ints: vec![],
    });
    let void = b.void;
    b.declare("g", void, vec![t], &[]);
    b.m.intern_symbol_pointer_types();
    let e = write_module(&b.m).unwrap_err();
    assert!(e.to_string().contains("dx.RawBuffer"), "{e}");

    let mut b = Builder::new();
    let (void, i32) = (b.void, b.i32);
    let ty = b.m.types.function(void, vec![i32], false);
    let mut body = Body::default();
    let e0 = body.add_block(None);
    body.append(e0, i32, InstKind::Freeze { val: Value::Arg(0) });
    body.append(e0, void, InstKind::Ret { val: None });
    b.m.functions.alloc(Function {
        body: Some(body),
        ..Function::new("h", ty, 1)
    });
    b.m.intern_symbol_pointer_types();
    let e = write_module(&b.m).unwrap_err();
    assert!(e.to_string().contains("freeze"), "{e}");
}

#[test]
fn linkages_and_attributes() {
    let mut b = Builder::new();
    let (void, i32) = (b.void, b.i32);
    for (i, l) in Linkage::ALL
        .into_iter()
        .filter(|l| *l != Linkage::Appending)
        .enumerate()
    {
        let init = (!matches!(l, Linkage::ExternWeak | Linkage::External)).then(|| b.int(i32, 0));
        b.m.globals.alloc(GlobalVar {
            name: format!("g{i}x").into(),
            value_ty: i32,
            addrspace: 0,
            is_constant: false,
            externally_initialized: false,
            thread_local: ThreadLocal::No,
            init,
            props: SymbolProps {
                linkage: l,
                ..SymbolProps::default()
            },
        });
    }
    let ptr = b.m.types.typed_ptr(i32, 0);
    let f = b.declare("f", i32, vec![ptr, i32], &["nounwind", "argmemonly"]);
    let attrs = &mut b.m.functions[f].attrs;
    attrs.ret.set(Attribute::Flag("zeroext".into()));
    attrs.params = vec![AttrSet::default(), AttrSet::default()];
    attrs.params[0].set(Attribute::Flag("nocapture".into()));
    attrs.params[0].set(Attribute::Int("align".into(), 4));
    attrs.params[1].set(Attribute::Flag("signext".into()));
    attrs.func.set(Attribute::Str("key".into(), None));
    let bytes = b.write();
    let tree = BitcodeTree::read(&bytes).expect("reads back");
    let groups = find_block(&tree.blocks[0], 10).expect("attribute groups");
    let slots: Vec<u64> = groups.records().map(|r| r.operands[1]).collect();
    assert_eq!(slots, vec![0, 1, 2, u64::from(u32::MAX)]);
    let _ = void;
    llvm_accepts("linkages", &bytes);
}

#[test]
fn opaque_pointers_get_pointee_types_and_bitcasts() {
    let mut b = Builder::new();
    b.m.pointers = PointerMode::Opaque;
    let (void, i32, f32) = (b.void, b.i32, b.f32);
    let ptr = b.m.types.ptr(0);
    let arr = b.m.types.array(f32, 4);
    let zeros = b.konst(ConstData::Zero(arr));
    let g = b.m.globals.alloc(GlobalVar {
        name: "g".into(),
        value_ty: arr,
        addrspace: 0,
        is_constant: false,
        externally_initialized: false,
        thread_local: ThreadLocal::No,
        init: Some(zeros),
        props: SymbolProps {
            linkage: Linkage::Internal,
            ..SymbolProps::default()
        },
    });
    let sink = b.declare("sink", void, vec![ptr], &["nounwind"]);
    let sink_ty = b.m.functions[sink].ty;
    let fty = b.m.types.function(void, vec![ptr, i32], false);
    let mut body = Body::default();
    let e = body.add_block(None);
    let c0 = b.int(i32, 0);
    // Load a float straight from @g (pointee [4 x float]): needs a constant bitcast.
    let first = append(
        &mut body,
        e,
        f32,
        InstKind::Load {
            ptr: Value::Global(g),
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    // The argument is used as an i32*, then as a float*: one bitcast instruction.
    let x = append(
        &mut body,
        e,
        i32,
        InstKind::Load {
            ptr: Value::Arg(0),
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    body.append(
        e,
        void,
        InstKind::Store {
            val: first,
            ptr: Value::Arg(0),
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    let slot = append(
        &mut body,
        e,
        ptr,
        InstKind::Gep {
            source: arr,
            flags: GepFlags {
                inbounds: true,
                ..GepFlags::default()
            },
            base: Value::Global(g),
            indices: vec![c0, x],
        },
    );
    let local = append(
        &mut body,
        e,
        ptr,
        InstKind::Alloca {
            allocated: i32,
            count: None,
            align: Some(4),
            addrspace: 0,
        },
    );
    body.append(
        e,
        void,
        InstKind::Store {
            val: x,
            ptr: local,
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    body.append(
        e,
        void,
        InstKind::plain_call(Value::Function(sink), sink_ty, vec![slot]),
    );
    body.append(e, void, InstKind::Ret { val: None });
    b.m.functions.alloc(Function {
        body: Some(body),
        ..Function::new("main", fty, 2)
    });
    let bytes = b.write();
    let tree = BitcodeTree::read(&bytes).expect("reads back");
    let types = find_block(&tree.blocks[0], BlockId::Type.code()).expect("types");
    assert!(
        types.records().any(|r| r.code == 8),
        "typed pointers written"
    );
    let func = find_block(&tree.blocks[0], BlockId::Function.code()).expect("function");
    let casts = func
        .records()
        .filter(|r| r.code == FunctionCode::InstCast.code())
        .count();
    assert_eq!(casts, 1, "one bitcast of the argument");
    llvm_accepts("opaque", &bytes);
}

/// Every record of a tree as text, by block path, without the kind table (which DXC
/// fills with kinds its passes registered).
fn records_text(b: &dxil_bitcode::Block, path: &str, out: &mut Vec<String>) {
    for item in &b.items {
        match item {
            Item::Block(c) => records_text(c, &format!("{path}/{}", c.block_id), out),
            Item::DefineAbbrev(a) => out.push(format!("{path} abbrev {:?}", a.ops())),
            Item::Record(r) if b.block_id == BlockId::Metadata.code() && r.code == 6 => {}
            Item::Record(r) => {
                out.push(format!("{path} {} {:?} {:?}", r.code, r.abbrev, r.operands))
            }
        }
    }
}

/// `cs_byteaddress_load_store.ll` from the DXC reference corpus, built by hand: its
/// records must be DXC's (value, type, constant and metadata order included).
#[test]
fn mirrors_dxc_byteaddress_load_store() {
    let Some(shared) = common::shared_dir() else {
        return;
    };
    let container = shared.join("dxc-reference/corpus/cs_byteaddress_load_store.dxil");
    let Ok(container) = std::fs::read(container) else {
        return;
    };
    let mut b = Builder::new();
    let (void, i1, i8, i32, i64) = (b.void, b.i1, b.i8, b.i32, b.i64);
    let t = &mut b.m.types;
    let i8p = t.typed_ptr(i8, 0);
    let named = |t: &mut Types, n: &str, f: Vec<Type>| {
        t.define_named(
            n,
            StructBody::Fields {
                fields: f,
                packed: false,
            },
        )
    };
    let handle = named(t, "dx.types.Handle", vec![i8p]);
    let bind = named(t, "dx.types.ResBind", vec![i32, i32, i32, i8]);
    let props = named(t, "dx.types.ResourceProperties", vec![i32, i32]);
    let cbuf = named(t, "dx.types.CBufRet.i32", vec![i32; 4]);
    let resret = named(t, "dx.types.ResRet.i32", vec![i32; 5]);
    let bab = named(t, "struct.ByteAddressBuffer", vec![i32]);
    let rwbab = named(t, "struct.RWByteAddressBuffer", vec![i32]);
    let params = named(t, "CopyParams", vec![i32, i32]);
    let main_ty = t.function(void, vec![], false);
    let main = b.m.functions.alloc(Function::new("main", main_ty, 0));
    let rn = &["nounwind", "readnone"];
    let ro = &["nounwind", "readonly"];
    let tid = b.declare("dx.op.threadId.i32", i32, vec![i32, i32], rn);
    let load = b.declare(
        "dx.op.rawBufferLoad.i32",
        resret,
        vec![i32, handle, i32, i32, i8, i32],
        ro,
    );
    let store = b.declare(
        "dx.op.rawBufferStore.i32",
        void,
        vec![i32, handle, i32, i32, i32, i32, i32, i32, i8, i32],
        &["nounwind"],
    );
    let cbl = b.declare(
        "dx.op.cbufferLoadLegacy.i32",
        cbuf,
        vec![i32, handle, i32],
        ro,
    );
    let ann = b.declare("dx.op.annotateHandle", handle, vec![i32, handle, props], rn);
    let chb = b.declare(
        "dx.op.createHandleFromBinding",
        handle,
        vec![i32, bind, i32, i1],
        rn,
    );
    let k = |b: &mut Builder, ty: Type, v: i128| b.int(ty, v);
    let agg =
        |b: &mut Builder, ty: Type, elems: Vec<Value>| b.konst(ConstData::Aggregate { ty, elems });
    let (c0, c2) = (k(&mut b, i32, 0), k(&mut b, i32, 2));
    let u32 = b.m.consts.undef(i32);
    let fls = k(&mut b, i1, 0);
    let bind1 = {
        let one8 = k(&mut b, i8, 1);
        agg(&mut b, bind, vec![c0, c0, c0, one8])
    };
    let bind0 = b.konst(ConstData::Zero(bind));
    let bind2 = {
        let two8 = k(&mut b, i8, 2);
        agg(&mut b, bind, vec![c0, c0, c0, two8])
    };
    let mut body = Body::default();
    let b0 = body.add_block(None);
    let b9 = body.add_block(None);
    let b19 = body.add_block(None);
    let call = |b: &mut Builder, body: &mut Body, blk, f: FuncId, args: Vec<Value>| {
        let f_ty = b.m.functions[f].ty;
        let ret = match b.m.types.get(f_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => unreachable!(),
        };
        append(
            body,
            blk,
            ret,
            InstKind::plain_call(Value::Function(f), f_ty, args),
        )
    };
    let op = |b: &mut Builder, v: i128| b.int(i32, v);
    let o217 = op(&mut b, 217);
    let h1 = call(&mut b, &mut body, b0, chb, vec![o217, bind1, c0, fls]);
    let h2 = call(&mut b, &mut body, b0, chb, vec![o217, bind0, c0, fls]);
    let h3 = call(&mut b, &mut body, b0, chb, vec![o217, bind2, c0, fls]);
    let o216 = op(&mut b, 216);
    let (p13, p8) = (op(&mut b, 13), op(&mut b, 8));
    let props_cb = agg(&mut b, props, vec![p13, p8]);
    let h4 = call(&mut b, &mut body, b0, ann, vec![o216, h3, props_cb]);
    let o93 = op(&mut b, 93);
    let v5 = call(&mut b, &mut body, b0, tid, vec![o93, c0]);
    let o59 = op(&mut b, 59);
    let v6 = call(&mut b, &mut body, b0, cbl, vec![o59, h4, c0]);
    let v7 = append(
        &mut body,
        b0,
        i32,
        InstKind::ExtractValue {
            agg: v6,
            indices: vec![0],
        },
    );
    let v8 = append(
        &mut body,
        b0,
        i1,
        InstKind::ICmp {
            pred: IntPredicate::Ult,
            samesign: false,
            lhs: v5,
            rhs: v7,
        },
    );
    body.append(
        b0,
        void,
        InstKind::CondBr {
            cond: v8,
            then_dest: b9,
            else_dest: b19,
        },
    );
    let bin = |body: &mut Body, op: BinOp, lhs, rhs| {
        append(
            body,
            b9,
            i32,
            InstKind::Binary {
                op,
                flags: WrapFlags::default(),
                lhs,
                rhs,
            },
        )
    };
    let v10 = bin(&mut body, BinOp::Shl, v5, c2);
    let (p11, p0) = (op(&mut b, 11), c0);
    let props_bab = agg(&mut b, props, vec![p11, p0]);
    let v11 = call(&mut b, &mut body, b9, ann, vec![o216, h2, props_bab]);
    let o139 = op(&mut b, 139);
    let one8 = k(&mut b, i8, 1);
    let four = op(&mut b, 4);
    let v12 = call(
        &mut b,
        &mut body,
        b9,
        load,
        vec![o139, v11, v10, u32, one8, four],
    );
    let v13 = append(
        &mut body,
        b9,
        i32,
        InstKind::ExtractValue {
            agg: v12,
            indices: vec![0],
        },
    );
    let min = op(&mut b, -2147483648);
    let v14 = bin(&mut body, BinOp::Xor, v13, min);
    let v15 = call(&mut b, &mut body, b9, cbl, vec![o59, h4, c0]);
    let v16 = append(
        &mut body,
        b9,
        i32,
        InstKind::ExtractValue {
            agg: v15,
            indices: vec![1],
        },
    );
    let v17 = bin(&mut body, BinOp::Add, v16, v10);
    let p4107 = op(&mut b, 4107);
    let props_rw = agg(&mut b, props, vec![p4107, c0]);
    let v18 = call(&mut b, &mut body, b9, ann, vec![o216, h1, props_rw]);
    let o140 = op(&mut b, 140);
    call(
        &mut b,
        &mut body,
        b9,
        store,
        vec![o140, v18, v17, u32, v14, u32, u32, u32, one8, four],
    );
    body.append(b9, void, InstKind::Br { dest: b19 });
    body.append(b19, void, InstKind::Ret { val: None });
    b.m.functions[main].body = Some(body);

    // Metadata, as numbered in the .ll.
    let s = |b: &mut Builder, x: &str| b.md(MdData::String(x.as_bytes().to_vec()));
    let n = |b: &mut Builder, ops: Vec<Option<Md>>| {
        b.md(MdData::Node {
            distinct: false,
            ops,
        })
    };
    let iv = |b: &mut Builder, x: i128| {
        let c = b.int(i32, x);
        b.md(MdData::Value { ty: i32, value: c })
    };
    let ident = s(&mut b, "dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)");
    let m0 = n(&mut b, vec![Some(ident)]);
    let (i1m, i6m, i10m, i0m) = (iv(&mut b, 1), iv(&mut b, 6), iv(&mut b, 10), iv(&mut b, 0));
    let m1 = n(&mut b, vec![Some(i1m), Some(i6m)]);
    let m2 = n(&mut b, vec![Some(i1m), Some(i10m)]);
    let cs = s(&mut b, "cs");
    let m3 = n(&mut b, vec![Some(cs), Some(i6m), Some(i6m)]);
    let empty = s(&mut b, "");
    let undef_of = |b: &mut Builder, t: Type| {
        let p = b.m.types.typed_ptr(t, 0);
        let u = b.m.consts.undef(p);
        b.md(MdData::Value { ty: p, value: u })
    };
    let u_bab = undef_of(&mut b, bab);
    let i11m = iv(&mut b, 11);
    let m6 = n(
        &mut b,
        vec![
            Some(i0m),
            Some(u_bab),
            Some(empty),
            Some(i0m),
            Some(i0m),
            Some(i1m),
            Some(i11m),
            Some(i0m),
            None,
        ],
    );
    let m5 = n(&mut b, vec![Some(m6)]);
    let u_rw = undef_of(&mut b, rwbab);
    let f_md = {
        let f = b.konst(ConstData::Int { ty: i1, bits: 0 });
        b.md(MdData::Value { ty: i1, value: f })
    };
    let m8 = n(
        &mut b,
        vec![
            Some(i0m),
            Some(u_rw),
            Some(empty),
            Some(i0m),
            Some(i0m),
            Some(i1m),
            Some(i11m),
            Some(f_md),
            Some(f_md),
            Some(f_md),
            None,
        ],
    );
    let m7 = n(&mut b, vec![Some(m8)]);
    let u_cp = undef_of(&mut b, params);
    let i8m = iv(&mut b, 8);
    let m10 = n(
        &mut b,
        vec![
            Some(i0m),
            Some(u_cp),
            Some(empty),
            Some(i0m),
            Some(i0m),
            Some(i1m),
            Some(i8m),
            None,
        ],
    );
    let m9 = n(&mut b, vec![Some(m10)]);
    let m4 = n(&mut b, vec![Some(m5), Some(m7), Some(m9), None]);
    let main_ptr = b.m.types.typed_ptr(main_ty, 0);
    let main_md = b.md(MdData::Value {
        ty: main_ptr,
        value: Value::Function(main),
    });
    let main_s = s(&mut b, "main");
    let (i64_16, i4m, i64m) = {
        let c = b.int(i64, 16);
        (
            b.md(MdData::Value { ty: i64, value: c }),
            iv(&mut b, 4),
            iv(&mut b, 64),
        )
    };
    let m13 = n(&mut b, vec![Some(i64m), Some(i1m), Some(i1m)]);
    let m12 = n(&mut b, vec![Some(i0m), Some(i64_16), Some(i4m), Some(m13)]);
    let m11 = n(
        &mut b,
        vec![Some(main_md), Some(main_s), None, Some(m4), Some(m12)],
    );
    for (name, node) in [
        ("llvm.ident", m0),
        ("dx.version", m1),
        ("dx.valver", m2),
        ("dx.shaderModel", m3),
        ("dx.resources", m4),
        ("dx.entryPoints", m11),
    ] {
        b.m.named_metadata.insert(name.into(), vec![node]);
    }
    // Functions in the .ll order: main first, then the declarations in use order.
    let bytes = b.write();
    let ours = BitcodeTree::read(&bytes).expect("reads back");
    let bc = common::extract_bitcode(&container).expect("DXC bitcode");
    let dxc = BitcodeTree::read(bc).expect("DXC bitcode reads");
    let (mut a, mut d) = (Vec::new(), Vec::new());
    records_text(&ours.blocks[0], "8", &mut a);
    records_text(&dxc.blocks[0], "8", &mut d);
    let diffs: Vec<String> = (0..a.len().max(d.len()))
        .filter(|&i| a.get(i) != d.get(i))
        .take(8)
        .map(|i| format!("[{i}]\n  ours {:?}\n  dxc  {:?}", a.get(i), d.get(i)))
        .collect();
    assert!(
        diffs.is_empty(),
        "records differ from DXC's:\n{}",
        diffs.join("\n")
    );
    assert!(a.len() > 200, "only {} records compared", a.len());
}
