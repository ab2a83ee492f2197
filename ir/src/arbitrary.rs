//! Generated well-formed modules for property tests (cargo feature `proptest`).
//!
//! [`module_strategy`] yields [`Module`]s that pass the verifier's rules of well-formedness:
//! every operand has the type its instruction needs, every value dominates its uses,
//! every block ends in one terminator and phis list exactly their predecessors. A module
//! is built from a [`Recipe`] (small numbers and flags, so that proptest shrinks to short,
//! readable cases); [`recipe_strategy`] gives the recipes and [`Recipe::build`] the module.
//!
//! What is generated depends on the [`Dialect`]:
//!
//! - [`Dialect::Opaque`]: opaque pointers and everything the text printer and parser
//!   round-trip, including specialized (`!DILocation`) metadata, modern attributes
//!   (`memory(none)`, `noundef`), `fneg` and every fast-math flag.
//! - [`Dialect::Dxil`]: what LLVM 3.7 bitcode can hold, already in the one form the
//!   bitcode reader gives back, so that `read(write(m))` can be compared with `m` without
//!   normalising either side (see [`Dialect::Dxil`] for the forms chosen).
//!
//! Both dialects share one generator: a module has named structs; globals of every
//! constant kind (integers of odd and wide widths, half/float/double values including
//! raw NaN and subnormal patterns, arrays, structs and vectors, c-strings, `undef`,
//! `null`, `zeroinitializer`, function addresses, constant-expression GEPs, casts,
//! binary operators and, unless [`GenConfig::legacy_constant_exprs`] is off, compares
//! and selects), named and numbered, in address spaces 0 and 3, and declarations;
//! `dx.op.*`-style and varargs declarations; several functions whose bodies mix integer
//! and float arithmetic with flags, every cast, allocas, GEPs, loads and stores
//! (volatile and atomic), atomicrmw, cmpxchg, fence, vector operations, calls of
//! declarations, `dx.op.*` functions and earlier definitions, a switch, a loop and an
//! if/else joined by phis, with the blocks after the entry laid out in any order; a
//! `void @main()` calling them; and named metadata with nodes, strings (any bytes),
//! values, global and function references, nulls and distinct nodes, attached to
//! instructions.

use crate::attribute::{AttrList, AttrSet, Attribute};
use crate::constant::{ConstData, ConstExprOp};
use crate::function::{Block, Body, FuncId, Function};
use crate::global::{GlobalId, GlobalVar, Linkage, SymbolProps, UnnamedAddr};
use crate::instruction::{
    Atomic, AtomicOrdering, BinOp, CastOp, FastMathFlags, FloatPredicate, GepFlags, InstKind,
    IntPredicate, RmwOp, SyncScope, TailKind, WrapFlags,
};
use crate::metadata::{Md, MdData, MdField};
use crate::module::{Module, PointerMode};
use crate::types::{FloatKind, StructBody, Type, TypeData};
use crate::value::Value;
use proptest::prelude::*;

/// The flavour of LLVM IR generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// Opaque pointers (`ptr`), as clang writes HLSL today, with everything the text
    /// printer and parser support: specialized metadata, `memory(...)` and `noundef`,
    /// `fneg`, all seven fast-math flags, non-canonical constant spellings.
    Opaque,
    /// LLVM 3.7 as DXIL has it: [`PointerMode::Typed`], only the attributes 3.7 knows
    /// (`alwaysinline`, `noinline`, `nounwind`, `readnone`, `readonly` and string
    /// attributes), no specialized metadata, `freeze`, operand bundles or tokens. Every
    /// construct is in the form the bitcode reader produces: constants canonical as LLVM
    /// uniques them (`zeroinitializer` for all-zero aggregates, `c"..."` for `i8`
    /// arrays, `undef` rather than `poison`), attributes in LLVM 3.7's sort order and
    /// without empty string values, `fsub -0.0, x` instead of `fneg`, fast-math flags
    /// 3.7 can store, no alloca count of 1, no source file name, named structs in the
    /// order LLVM's `TypeFinder` meets them and metadata nodes in the order LLVM's slot
    /// tracker numbers them.
    Dxil,
}

/// What [`module_strategy`] and [`recipe_strategy`] generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GenConfig {
    /// The dialect of the modules.
    pub dialect: Dialect,
    /// At most this many globals besides the one every module has.
    pub max_globals: usize,
    /// At most this many defined functions.
    pub max_functions: usize,
    /// At most this many metadata nodes.
    pub max_metadata: usize,
    /// Whether constant expressions may be compares, selects and right shifts, which
    /// LLVM 3.7 (and the IR) has but LLVM 19 and later no longer read; without them
    /// constant expressions are GEPs, casts, `add` and `xor`.
    pub legacy_constant_exprs: bool,
}

impl GenConfig {
    /// Opaque-pointer modules of the default size.
    pub fn opaque() -> Self {
        GenConfig {
            dialect: Dialect::Opaque,
            ..Self::dxil()
        }
    }

    /// DXIL (LLVM 3.7, typed-pointer) modules of the default size.
    pub fn dxil() -> Self {
        GenConfig {
            dialect: Dialect::Dxil,
            max_globals: 4,
            max_functions: 3,
            max_metadata: 5,
            legacy_constant_exprs: true,
        }
    }

    /// These modules without what today's LLVM no longer reads (see
    /// [`GenConfig::legacy_constant_exprs`]), for checking them with LLVM's tools.
    pub fn readable_by_current_llvm(self) -> Self {
        GenConfig {
            legacy_constant_exprs: false,
            ..self
        }
    }
}

/// The modules of `config`'s dialect: [`recipe_strategy`] built with [`Recipe::build`].
pub fn module_strategy(config: GenConfig) -> impl Strategy<Value = Module> {
    recipe_strategy(config).prop_map(|r| r.build())
}

/// The recipes of `config`'s modules (shrinking a recipe shrinks its module).
pub fn recipe_strategy(config: GenConfig) -> impl Strategy<Value = Recipe> {
    let global = (
        0u8..GLOBAL_KINDS,
        any::<i64>(),
        0u8..4,
        any::<bool>(),
        prop::option::of(0u8..4),
        any::<bool>(),
    )
        .prop_map(|(kind, val, linkage, constant, align, unnamed)| GlobalR {
            kind,
            val,
            linkage,
            constant,
            align,
            unnamed,
        });
    let shape = (
        1u8..4,
        prop::collection::vec(
            (
                0u8..BIN_OPS.len() as u8,
                any::<u8>(),
                any::<u8>(),
                0u8..4,
                any::<bool>(),
            ),
            1..8,
        ),
        any::<u8>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(any::<u8>()),
    );
    let extras = (
        prop::option::of(any::<u8>()),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(any::<u8>()),
        prop::option::of(any::<u8>()),
        any::<bool>(),
        any::<u8>(),
        prop::option::of(any::<u8>()),
        any::<u8>(),
    );
    let func = (shape, extras).prop_map(
        |(
            (nargs, ops, fmf, float, branch, named_blocks, call, attach),
            (memory, vector, dx, call_fn, switch, looped, attrs, casts, layout),
        )| FnR {
            nargs,
            ops,
            fmf,
            float,
            branch,
            named_blocks,
            call,
            attach,
            memory,
            vector,
            dx,
            call_fn,
            switch,
            looped,
            attrs,
            casts,
            layout,
        },
    );
    let specialized = match config.dialect {
        Dialect::Opaque => any::<bool>().boxed(),
        Dialect::Dxil => Just(false).boxed(),
    };
    let md = (
        prop::collection::vec((0u8..MD_OPERAND_KINDS, any::<i32>()), 0..4),
        any::<bool>(),
        specialized,
    );
    (
        prop::collection::vec(global, 0..=config.max_globals),
        prop::collection::vec(func, 0..=config.max_functions),
        prop::collection::vec(md, 0..=config.max_metadata),
        any::<bool>(),
        any::<u8>(),
    )
        .prop_map(move |(globals, funcs, md, packed, decl_attrs)| Recipe {
            config,
            globals,
            funcs,
            md,
            packed,
            decl_attrs,
        })
}

/// How many kinds of global [`GlobalR::kind`] picks from.
const GLOBAL_KINDS: u8 = 16;
/// How many kinds of metadata operand a node recipe picks from.
const MD_OPERAND_KINDS: u8 = 8;
/// The binary operators of the arithmetic part of a function body.
const BIN_OPS: [BinOp; 11] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
    BinOp::Shl,
    BinOp::UDiv,
    BinOp::SDiv,
    BinOp::LShr,
    BinOp::AShr,
];

/// The choices a module is built from; see [`recipe_strategy`] and [`Recipe::build`].
#[derive(Clone, Debug)]
pub struct Recipe {
    config: GenConfig,
    globals: Vec<GlobalR>,
    funcs: Vec<FnR>,
    md: Vec<MdR>,
    packed: bool,
    decl_attrs: u8,
}

/// A global variable: what it holds (`kind`, `val`) and its properties.
#[derive(Clone, Debug)]
struct GlobalR {
    kind: u8,
    val: i64,
    linkage: u8,
    constant: bool,
    align: Option<u8>,
    /// Numbered (`@0`) rather than named.
    unnamed: bool,
}

/// A defined function: which parts its body has.
#[derive(Clone, Debug)]
struct FnR {
    nargs: u8,
    /// Binary operators: (operator, left pick, right pick, flags, named).
    ops: Vec<(u8, u8, u8, u8, bool)>,
    fmf: u8,
    float: bool,
    branch: bool,
    named_blocks: bool,
    call: bool,
    attach: Option<u8>,
    memory: Option<u8>,
    vector: bool,
    dx: bool,
    call_fn: Option<u8>,
    switch: Option<u8>,
    looped: bool,
    attrs: u8,
    casts: Option<u8>,
    /// How the blocks after the entry are permuted (so that values are used in blocks
    /// laid out before their definitions).
    layout: u8,
}

/// A metadata node recipe: operands (kind, number), distinct, specialized.
type MdR = (Vec<(u8, i32)>, bool, bool);

impl Recipe {
    /// A fixed recipe with every part of the dialect present, for tests that need one
    /// rich module: the first instruction of `@f0` is a binary operator with an `!gen`
    /// attachment, and the metadata holds strings.
    pub fn example(config: GenConfig) -> Recipe {
        let f = |nargs: u8, call_fn, memory, switch| FnR {
            nargs,
            ops: vec![(0, 0, 1, 3, true), (6, 2, 3, 1, false), (8, 1, 3, 0, false)],
            fmf: 0x41,
            float: true,
            branch: true,
            named_blocks: nargs.is_multiple_of(2),
            call: true,
            attach: Some(0),
            memory: Some(memory),
            vector: true,
            dx: true,
            call_fn,
            switch: Some(switch),
            looped: true,
            attrs: 0x2d,
            casts: Some(memory),
            layout: switch,
        };
        let opaque = config.dialect == Dialect::Opaque;
        Recipe {
            config,
            globals: (0..GLOBAL_KINDS)
                .map(|kind| GlobalR {
                    kind,
                    val: 5 + i64::from(kind),
                    linkage: kind % 4,
                    constant: kind % 2 == 0,
                    align: Some(kind % 3),
                    unnamed: kind % 5 == 1,
                })
                .collect(),
            funcs: vec![f(2, None, 0xe3, 5), f(3, Some(0x80), 0x1c, 1)],
            md: vec![
                (vec![(0, 1), (1, 7)], false, false),
                (vec![(2, 0), (4, 3), (5, 1)], true, opaque),
                (vec![(6, 0), (3, 0), (2, 1)], false, false),
            ],
            packed: true,
            decl_attrs: 0x4e,
        }
    }

    /// The module this recipe describes.
    pub fn build(&self) -> Module {
        let mut b = Builder::new(self);
        b.declarations();
        b.globals();
        let nodes: Vec<Md> = self
            .md
            .iter()
            .map(|_| {
                b.m.metadata.alloc(MdData::Node {
                    distinct: false,
                    ops: Vec::new(),
                })
            })
            .collect();
        let defs: Vec<FuncId> = self
            .funcs
            .iter()
            .enumerate()
            .map(|(fi, f)| b.function(fi, f, &nodes))
            .collect();
        b.main(&defs);
        b.metadata(&nodes, &defs);
        b.m.intern_symbol_pointer_types();
        b.m
    }
}

/// Common types and the module being built.
struct Builder<'r> {
    r: &'r Recipe,
    dxil: bool,
    m: Module,
    void: Type,
    i1: Type,
    i8: Type,
    i32t: Type,
    f32t: Type,
    /// `%struct.S = type { i32, float, [4 x i32] }` (packed or not).
    s: Type,
    /// `[4 x i32]`.
    arr: Type,
    /// `%dx.types.Handle`.
    handle: Type,
    /// `%dx.types.ResRet.i32`.
    resret: Type,
    /// `@gen.anchor`, of type `%struct.S`, which constant GEPs point into.
    anchor: Option<GlobalId>,
    decls: Decls,
}

/// The declarations every module has.
#[derive(Default)]
struct Decls {
    /// `i32 @decl(i32, float*)`.
    decl: Option<(FuncId, Type)>,
    /// `i32 @dx.op.binary.i32(i32, i32, i32)`.
    binary: Option<(FuncId, Type)>,
    /// `%dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)`.
    create_handle: Option<(FuncId, Type)>,
    /// `%dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)`.
    buffer_load: Option<(FuncId, Type)>,
    /// `i32 @gen.varargs(i32, ...)`.
    varargs: Option<(FuncId, Type)>,
}

/// A function body under construction: the block code is appended to and the value
/// the next part works on.
struct FnCx {
    body: Body,
    cur: Block,
    last: Value,
    named_blocks: bool,
    /// The node instructions other than the arithmetic ones are attached to.
    attach: Option<Md>,
}

impl FnCx {
    fn append(&mut self, ty: Type, kind: InstKind) -> Value {
        Value::Inst(self.body.append(self.cur, ty, kind))
    }

    fn block(&mut self, name: &str) -> Block {
        self.body.add_block(self.named_blocks.then(|| name.into()))
    }
}

/// Which attributes a `u8` of a recipe selects, in LLVM 3.7's sort order (enum
/// attributes by kind, then string attributes by key): bits 0-1 inlining, 2 `nounwind`,
/// 3-4 memory (declarations only), 5 `"gen.flag"`, 6 `"hlsl.numthreads"`.
fn attr_set(bits: u8, shader: bool, memory: bool) -> AttrSet {
    let mut v = Vec::new();
    let flag = |n: &str| Attribute::Flag(n.into());
    match bits & 3 {
        1 => v.push(flag("alwaysinline")),
        2 => v.push(flag("noinline")),
        _ => {}
    }
    if bits & 4 != 0 {
        v.push(flag("nounwind"));
    }
    if memory {
        match (bits >> 3) & 3 {
            1 => v.push(flag("readnone")),
            2 => v.push(flag("readonly")),
            _ => {}
        }
    }
    if bits & 32 != 0 {
        v.push(Attribute::Str("gen.flag".into(), None));
    }
    if bits & 64 != 0 {
        v.push(Attribute::Str(
            "hlsl.numthreads".into(),
            Some("1,1,1".into()),
        ));
    }
    if shader {
        v.push(Attribute::Str("hlsl.shader".into(), Some("compute".into())));
    }
    AttrSet(v)
}

impl<'r> Builder<'r> {
    fn new(r: &'r Recipe) -> Self {
        let dxil = r.config.dialect == Dialect::Dxil;
        let mut m = Module::new();
        if dxil {
            m.pointers = PointerMode::Typed;
            m.triple = Some("dxil-ms-dx".into());
            m.datalayout = Some(
                "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
                    .into(),
            );
        } else {
            m.source_filename = Some("gen.hlsl".into());
            m.triple = Some("dxilv1.6-unknown-shadermodel6.6-compute".into());
        }
        let t = &mut m.types;
        let (void, i1, i8, i32t) = (t.void(), t.int(1), t.int(8), t.int(32));
        let f32t = t.float(FloatKind::Float);
        let arr = t.array(i32t, 4);
        // Defined in the order LLVM's TypeFinder meets them: %struct.S through the
        // anchor global, then the handle and result types through the dx.op
        // declarations, which come before every definition.
        let s = t.define_named(
            "struct.S",
            StructBody::Fields {
                fields: vec![i32t, f32t, arr],
                packed: r.packed,
            },
        );
        let i8p = m.pointer_to(i8, 0);
        let t = &mut m.types;
        let handle = t.define_named(
            "dx.types.Handle",
            StructBody::Fields {
                fields: vec![i8p],
                packed: false,
            },
        );
        let resret = t.define_named(
            "dx.types.ResRet.i32",
            StructBody::Fields {
                fields: vec![i32t; 5],
                packed: false,
            },
        );
        Builder {
            r,
            dxil,
            m,
            void,
            i1,
            i8,
            i32t,
            f32t,
            s,
            arr,
            handle,
            resret,
            anchor: None,
            decls: Decls::default(),
        }
    }

    fn int(&mut self, ty: Type, v: i128) -> Value {
        let w = self.m.types.int_bits(ty).unwrap_or(32);
        self.m.consts.int(ty, w, v)
    }

    fn i32c(&mut self, v: i128) -> Value {
        self.int(self.i32t, v)
    }

    fn float(&mut self, ty: Type, v: f64) -> Value {
        let bits = match self.m.types.get(ty) {
            TypeData::Float(FloatKind::Double) => u128::from(v.to_bits()),
            TypeData::Float(FloatKind::Half) => u128::from(f32_to_half((v as f32).to_bits())),
            _ => u128::from((v as f32).to_bits()),
        };
        Value::Const(self.m.consts.intern(ConstData::Float { ty, bits }))
    }

    fn ptr(&mut self, pointee: Type) -> Type {
        self.m.pointer_to(pointee, 0)
    }

    /// `zeroinitializer` of `ty`, spelled as the bitcode reader gives it back.
    fn zero(&mut self, ty: Type) -> Value {
        let d = match self.m.types.get(ty) {
            TypeData::Int(_) => ConstData::Int { ty, bits: 0 },
            TypeData::Float(_) => ConstData::Float { ty, bits: 0 },
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => ConstData::Null(ty),
            _ => ConstData::Zero(ty),
        };
        Value::Const(self.m.consts.intern(d))
    }

    /// An aggregate constant; in [`Dialect::Dxil`] in the form LLVM uniques it to.
    fn aggregate(&mut self, ty: Type, elems: Vec<Value>) -> Value {
        let data = if self.dxil {
            self.canonical_aggregate(ty, elems)
        } else {
            ConstData::Aggregate { ty, elems }
        };
        Value::Const(self.m.consts.intern(data))
    }

    fn canonical_aggregate(&self, ty: Type, elems: Vec<Value>) -> ConstData {
        let consts: Vec<Option<&ConstData>> = elems
            .iter()
            .map(|v| v.as_const().map(|c| self.m.consts.get(c)))
            .collect();
        let is_null = |c: &Option<&ConstData>| {
            matches!(
                c,
                Some(
                    ConstData::Int { bits: 0, .. }
                        | ConstData::Float { bits: 0, .. }
                        | ConstData::Null(_)
                        | ConstData::Zero(_)
                )
            )
        };
        if consts.iter().all(is_null) {
            return ConstData::Zero(ty);
        }
        if consts
            .iter()
            .all(|c| matches!(c, Some(ConstData::Undef(_))))
        {
            return ConstData::Undef(ty);
        }
        let bytes: Option<Vec<u8>> = match self.m.types.get(ty) {
            TypeData::Array { elem, .. } if self.m.types.int_bits(*elem) == Some(8) => consts
                .iter()
                .map(|c| match c {
                    Some(ConstData::Int { bits, .. }) => Some(*bits as u8),
                    _ => None,
                })
                .collect(),
            _ => None,
        };
        match bytes {
            Some(data) => ConstData::Bytes { ty, data },
            None => ConstData::Aggregate { ty, elems },
        }
    }

    fn expr(&mut self, ty: Type, op: ConstExprOp) -> Value {
        Value::Const(self.m.consts.intern(ConstData::Expr { ty, op }))
    }

    /// `getelementptr inbounds (%struct.S, %struct.S* @gen.anchor, i32 0, i32 2, i32 k)`.
    fn anchor_element(&mut self, k: i128) -> Value {
        let anchor = self.anchor.expect("the anchor is made first");
        let idx = vec![self.i32c(0), self.i32c(2), self.i32c(k & 3)];
        let ty = self.ptr(self.i32t);
        self.expr(
            ty,
            ConstExprOp::Gep {
                source: self.s,
                flags: GepFlags {
                    inbounds: true,
                    ..GepFlags::default()
                },
                inrange: None,
                base: Value::Global(anchor),
                indices: idx,
            },
        )
    }

    fn global(
        &mut self,
        name: String,
        (ty, init, addrspace): (Type, Option<Value>, u32),
        g: &GlobalR,
    ) -> GlobalId {
        let linkage = match init {
            None => Linkage::External,
            Some(_) => [
                Linkage::External,
                Linkage::Internal,
                Linkage::Private,
                Linkage::WeakOdr,
            ][g.linkage as usize % 4],
        };
        self.m.globals.alloc(GlobalVar {
            name: name.into(),
            value_ty: ty,
            addrspace,
            is_constant: g.constant,
            externally_initialized: false,
            thread_local: Default::default(),
            init,
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
        })
    }

    fn globals(&mut self) {
        let elems = vec![self.i32c(1), self.i32c(2), self.i32c(3), self.i32c(4)];
        let data = self.aggregate(self.arr, elems);
        let elems = vec![self.i32c(7), self.float(self.f32t, 2.5), data];
        let init = self.aggregate(self.s, elems);
        let anchor = GlobalR {
            kind: 0,
            val: 0,
            linkage: 1,
            constant: false,
            align: Some(2),
            unnamed: false,
        };
        let value = (self.s, Some(init), 0);
        self.anchor = Some(self.global("gen.anchor".into(), value, &anchor));
        let mut numbered = 0;
        for (i, g) in self.r.globals.iter().enumerate() {
            let value = self.global_value(g);
            let name = if g.unnamed {
                numbered += 1;
                format!("{}", numbered - 1)
            } else if i % 2 == 0 {
                format!("g{i}")
            } else {
                format!("g-{i}.\u{e9}")
            };
            self.global(name, value, g);
        }
    }

    /// The type, initializer and address space of a global of the recipe.
    fn global_value(&mut self, g: &GlobalR) -> (Type, Option<Value>, u32) {
        let (i32t, f32t) = (self.i32t, self.f32t);
        let val = i128::from(g.val);
        let anchor = Value::Global(self.anchor.expect("the anchor is made first"));
        let (ty, init) = match g.kind {
            0 => (i32t, self.i32c(val)),
            1 => {
                let kind =
                    [FloatKind::Float, FloatKind::Half, FloatKind::Double][g.val as usize % 3];
                let ty = self.m.types.float(kind);
                let init = if g.val & 8 != 0 {
                    // Any bit pattern: NaNs with payloads, infinities, subnormals.
                    let bits = crate::constant::truncate(g.val as u128, kind.bits());
                    Value::Const(self.m.consts.intern(ConstData::Float { ty, bits }))
                } else {
                    self.float(ty, g.val as f64 / 8.0)
                };
                (ty, init)
            }
            2 => {
                let a = self.m.types.array(i32t, 2);
                let elems = vec![self.i32c(val), self.i32c(-1)];
                (a, self.aggregate(a, elems))
            }
            3 => (self.s, self.struct_s(g.val)),
            4 => {
                let mut data = format!("g{}\n\"", g.val).into_bytes();
                data.push(0);
                let ty = self.m.types.array(self.i8, data.len() as u64);
                let init = if self.dxil {
                    Value::Const(self.m.consts.intern(ConstData::Bytes { ty, data }))
                } else {
                    let elems = data.iter().map(|&b| self.int(self.i8, b.into())).collect();
                    self.aggregate(ty, elems)
                };
                (ty, init)
            }
            5 => {
                let ty = self.m.types.vector(f32t, 4);
                let init = match g.val & 3 {
                    0 => self.m.consts.undef(ty),
                    1 => self.zero(ty),
                    _ => {
                        let elems = vec![
                            self.float(f32t, g.val as f64),
                            self.float(f32t, 0.0),
                            self.float(f32t, -0.0),
                            self.m.consts.undef(f32t),
                        ];
                        self.aggregate(ty, elems)
                    }
                };
                (ty, init)
            }
            6 => (self.ptr(i32t), self.anchor_element(val)),
            7 if self.dxil && g.val % 2 != 0 => {
                let ty = self.ptr(self.i8);
                let op = ConstExprOp::Cast {
                    op: CastOp::BitCast,
                    val: anchor,
                };
                (ty, self.expr(ty, op))
            }
            7 => {
                let op = ConstExprOp::Cast {
                    op: CastOp::PtrToInt,
                    val: anchor,
                };
                (i32t, self.expr(i32t, op))
            }
            8 => {
                let p = self.ptr(i32t);
                let ty = self.m.types.array(p, 2);
                let elems = vec![self.anchor_element(val), self.zero(p)];
                (ty, self.aggregate(ty, elems))
            }
            9 => {
                let (decl, fty) = self.decls.decl.expect("declared first");
                (self.ptr(fty), Value::Function(decl))
            }
            10 => {
                let ty = self
                    .m
                    .types
                    .int([1, 8, 16, 64, 128, 33, 8, 16][g.val as usize & 7]);
                (ty, self.int(ty, val.wrapping_mul(0x1_0000_0001_0000_0001)))
            }
            11 => {
                // groupshared memory: a global in address space 3.
                let ty = self.m.types.array(f32t, 4);
                let init = self.m.consts.undef(ty);
                return (ty, Some(init), 3);
            }
            12 => {
                let ty = self.m.types.array(self.s, 2);
                let elems = vec![self.zero(self.s), self.struct_s(g.val)];
                (ty, self.aggregate(ty, elems))
            }
            13 => self.constant_expression(g.val),
            14 if g.val % 2 == 0 => {
                let half = self.m.types.float(FloatKind::Half);
                let ty = self.m.types.vector(half, 2);
                let bits = crate::constant::truncate(g.val as u128, 16);
                let elems = vec![
                    Value::Const(self.m.consts.intern(ConstData::Float { ty: half, bits })),
                    self.float(half, 1.0),
                ];
                (ty, self.aggregate(ty, elems))
            }
            14 => {
                let i16t = self.m.types.int(16);
                let ty = self.m.types.array(i16t, 3);
                let elems = vec![self.int(i16t, val), self.int(i16t, 0), self.int(i16t, -val)];
                (ty, self.aggregate(ty, elems))
            }
            _ => return (i32t, None, 0),
        };
        (ty, Some(init), 0)
    }

    /// A `%struct.S` constant.
    fn struct_s(&mut self, val: i64) -> Value {
        let inner = if val % 2 == 0 {
            self.zero(self.arr)
        } else {
            let z = self.i32c(0);
            self.aggregate(self.arr, vec![z; 4])
        };
        let elems = vec![self.i32c(3), self.float(self.f32t, 1.5), inner];
        self.aggregate(self.s, elems)
    }

    /// A constant expression over the anchor's address: a binary operator, a compare
    /// or a select.
    fn constant_expression(&mut self, val: i64) -> (Type, Value) {
        let i32t = self.i32t;
        let anchor = Value::Global(self.anchor.expect("the anchor is made first"));
        let addr = self.expr(
            i32t,
            ConstExprOp::Cast {
                op: CastOp::PtrToInt,
                val: anchor,
            },
        );
        let n = self.i32c(i128::from(val));
        let element = self.anchor_element(i128::from(val));
        let p = self.ptr(i32t);
        let null = self.zero(p);
        let cmp = self.expr(
            self.i1,
            ConstExprOp::ICmp {
                pred: IntPredicate::Eq,
                lhs: element,
                rhs: null,
            },
        );
        let legacy = self.r.config.legacy_constant_exprs;
        match val & 3 {
            0..=2 if !legacy => {
                let op = ConstExprOp::Binary {
                    op: [BinOp::Add, BinOp::Sub, BinOp::Xor][val as usize & 3],
                    flags: WrapFlags {
                        nuw: val & 4 != 0 && val & 3 != 2,
                        ..Default::default()
                    },
                    lhs: addr,
                    rhs: n,
                };
                (i32t, self.expr(i32t, op))
            }
            0 => {
                let op = ConstExprOp::Binary {
                    op: BinOp::Add,
                    flags: WrapFlags {
                        nsw: val & 4 != 0,
                        ..Default::default()
                    },
                    lhs: addr,
                    rhs: n,
                };
                (i32t, self.expr(i32t, op))
            }
            1 => (self.i1, cmp),
            2 => {
                let two = self.i32c(2);
                let op = ConstExprOp::Select {
                    cond: cmp,
                    then_val: addr,
                    else_val: two,
                };
                (i32t, self.expr(i32t, op))
            }
            _ if !legacy => (i32t, addr),
            _ => {
                let op = ConstExprOp::Binary {
                    op: BinOp::LShr,
                    flags: WrapFlags {
                        exact: val & 4 != 0,
                        ..Default::default()
                    },
                    lhs: addr,
                    rhs: n,
                };
                (i32t, self.expr(i32t, op))
            }
        }
    }

    fn declare(&mut self, name: &str, ty: Type, attrs: AttrList) -> (FuncId, Type) {
        let n = match self.m.types.get(ty) {
            TypeData::Function { params, .. } => params.len(),
            _ => 0,
        };
        let f = self.m.functions.alloc(Function {
            name: name.into(),
            ty,
            cc: 0,
            props: SymbolProps::default(),
            addrspace: 0,
            attrs,
            param_names: vec![None; n],
            body: None,
        });
        (f, ty)
    }

    fn declarations(&mut self) {
        let (i1, i8, i32t) = (self.i1, self.i8, self.i32t);
        let ptr = self.ptr(self.f32t);
        let decl_ty = self.m.types.function(i32t, vec![i32t, ptr], false);
        let decl_attrs = if self.dxil {
            AttrList {
                func: attr_set(self.r.decl_attrs, false, true),
                ..Default::default()
            }
        } else {
            AttrList {
                func: AttrSet(vec![
                    Attribute::Flag("nounwind".into()),
                    Attribute::Raw("memory".into(), "none".into()),
                ]),
                params: vec![AttrSet(vec![Attribute::Flag("noundef".into())])],
                ..Default::default()
            }
        };
        self.decls.decl = Some(self.declare("decl", decl_ty, decl_attrs));
        let only = |names: &[&str]| AttrList {
            func: AttrSet(names.iter().map(|n| Attribute::Flag((*n).into())).collect()),
            ..Default::default()
        };
        let ty = self.m.types.function(i32t, vec![i32t; 3], false);
        self.decls.binary =
            Some(self.declare("dx.op.binary.i32", ty, only(&["nounwind", "readnone"])));
        let ty = self
            .m
            .types
            .function(self.handle, vec![i32t, i8, i32t, i32t, i1], false);
        self.decls.create_handle =
            Some(self.declare("dx.op.createHandle", ty, only(&["nounwind", "readonly"])));
        let ty = self
            .m
            .types
            .function(self.resret, vec![i32t, self.handle, i32t, i32t], false);
        self.decls.buffer_load =
            Some(self.declare("dx.op.bufferLoad.i32", ty, only(&["nounwind", "readonly"])));
        let ty = self.m.types.function(i32t, vec![i32t], true);
        self.decls.varargs = Some(self.declare("gen.varargs", ty, AttrList::default()));
    }

    fn function(&mut self, fi: usize, f: &FnR, nodes: &[Md]) -> FuncId {
        let params = vec![self.i32t; f.nargs as usize];
        let fty = self.m.types.function(self.i32t, params, false);
        let mut body = Body::default();
        let entry = body.add_block(None);
        let mut cx = FnCx {
            body,
            cur: entry,
            last: Value::Arg(0),
            named_blocks: f.named_blocks,
            attach: f
                .attach
                .filter(|_| !nodes.is_empty())
                .map(|x| nodes[nodes.len() - 1 - x as usize % nodes.len()]),
        };
        self.arithmetic(&mut cx, f, nodes);
        if f.float {
            self.floats(&mut cx, f);
        }
        if f.call {
            self.call_decl(&mut cx);
        }
        if let Some(mem) = f.memory {
            self.memory(&mut cx, mem);
        }
        if f.vector {
            self.vector(&mut cx);
        }
        if f.dx {
            self.dx_ops(&mut cx);
        }
        if let Some(k) = f.call_fn.filter(|_| fi > 0) {
            self.call_earlier(&mut cx, k, fi);
        }
        if let Some(c) = f.casts {
            self.casts(&mut cx, c);
        }
        if let Some(s) = f.switch {
            self.switch(&mut cx, s);
        }
        if f.looped {
            self.looped(&mut cx);
        }
        if f.branch {
            self.diamond(&mut cx);
        }
        let ret = cx.last;
        cx.append(self.void, InstKind::Ret { val: Some(ret) });
        let rest = &mut cx.body.layout[1..];
        if !rest.is_empty() {
            if f.layout & 1 != 0 {
                rest.reverse();
            }
            let n = rest.len();
            rest.rotate_left(usize::from(f.layout >> 1) % n);
        }
        let attrs = AttrList {
            func: attr_set(f.attrs, true, false),
            ..Default::default()
        };
        self.m.functions.alloc(Function {
            name: format!("f{fi}").into(),
            ty: fty,
            cc: 0,
            props: SymbolProps {
                linkage: if f.attrs & 128 != 0 && fi > 0 {
                    Linkage::Internal
                } else {
                    Linkage::External
                },
                ..Default::default()
            },
            addrspace: 0,
            attrs,
            param_names: (0..f.nargs)
                .map(|a| (a % 2 == 0).then(|| format!("a{a}").into()))
                .collect(),
            body: Some(cx.body),
        })
    }

    /// Binary operators over the arguments, earlier results and small constants.
    fn arithmetic(&mut self, cx: &mut FnCx, f: &FnR, nodes: &[Md]) {
        let mut pool: Vec<Value> = (0..u32::from(f.nargs)).map(Value::Arg).collect();
        for (k, (op, a, b, flags, named)) in f.ops.iter().enumerate() {
            let op = BIN_OPS[*op as usize % BIN_OPS.len()];
            let wraps = matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl);
            let exact = matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr);
            let lhs = pool[*a as usize % pool.len()];
            let rhs = if b % 3 == 0 {
                self.i32c(i128::from(*b))
            } else {
                pool[*b as usize % pool.len()]
            };
            let flags = WrapFlags {
                nuw: wraps && flags & 1 != 0,
                nsw: wraps && flags & 2 != 0,
                exact: exact && flags & 1 != 0,
                ..Default::default()
            };
            let v = cx.append(
                self.i32t,
                InstKind::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                },
            );
            let i = v.as_inst().expect("an instruction");
            if *named {
                let name = if a % 2 == 0 {
                    format!("v{k}")
                } else {
                    format!("v-{k}.\u{e9}")
                };
                cx.body.insts[i].name = Some(name.into());
            }
            if let (Some(x), false) = (f.attach, nodes.is_empty()) {
                cx.body.insts[i]
                    .metadata
                    .push(("gen".into(), nodes[x as usize % nodes.len()]));
            }
            pool.push(v);
        }
        cx.last = *pool.last().unwrap_or(&Value::Arg(0));
    }

    /// `sitofp`, `fmul` with fast-math flags, a negation, `fptosi`.
    fn floats(&mut self, cx: &mut FnCx, f: &FnR) {
        let f32t = self.f32t;
        let fmf = if !self.dxil {
            FastMathFlags(f.fmf & FastMathFlags::FAST)
        } else if f.fmf & 0x80 != 0 {
            FastMathFlags(FastMathFlags::FAST)
        } else {
            // What LLVM 3.7 can store besides `fast`: nnan, ninf, nsz, arcp.
            FastMathFlags(f.fmf & 0x1e)
        };
        let fl = cx.append(
            f32t,
            InstKind::Cast {
                op: CastOp::SIToFP,
                flags: WrapFlags::default(),
                val: cx.last,
            },
        );
        let two = self.float(f32t, 2.0);
        let mul = cx.append(
            f32t,
            InstKind::Binary {
                op: BinOp::FMul,
                flags: WrapFlags::default(),
                lhs: fl,
                rhs: two,
            },
        );
        let neg = if self.dxil {
            let minus_zero = self.float(f32t, -0.0);
            InstKind::Binary {
                op: BinOp::FSub,
                flags: WrapFlags::default(),
                lhs: minus_zero,
                rhs: mul,
            }
        } else {
            InstKind::FNeg { val: mul }
        };
        let neg = cx.append(f32t, neg);
        for v in [mul, neg] {
            let i = v.as_inst().expect("an instruction");
            cx.body.insts[i].fmf = fmf;
        }
        cx.last = cx.append(
            self.i32t,
            InstKind::Cast {
                op: CastOp::FPToSI,
                flags: WrapFlags::default(),
                val: neg,
            },
        );
    }

    fn call(&mut self, cx: &mut FnCx, callee: (FuncId, Type), args: Vec<Value>, attrs: AttrList) {
        let (f, fn_ty) = callee;
        let ret = match self.m.types.get(fn_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => self.void,
        };
        let tail = if attrs.func.is_empty() {
            TailKind::None
        } else {
            TailKind::Tail
        };
        cx.last = cx.append(
            ret,
            InstKind::Call {
                callee: Value::Function(f),
                fn_ty,
                args,
                tail,
                cc: 0,
                attrs: attrs.into(),
                bundles: Default::default(),
            },
        );
    }

    /// A call of `@decl` with a null pointer.
    fn call_decl(&mut self, cx: &mut FnCx) {
        let p = self.ptr(self.f32t);
        let null = self.zero(p);
        let nounwind = AttrSet(vec![Attribute::Flag("nounwind".into())]);
        let attrs = if self.dxil {
            AttrList {
                params: vec![
                    AttrSet::default(),
                    AttrSet(vec![Attribute::Flag("readonly".into())]),
                ],
                func: nounwind,
                ..Default::default()
            }
        } else {
            AttrList {
                params: vec![AttrSet(vec![Attribute::Flag("noundef".into())])],
                func: nounwind,
                ..Default::default()
            }
        };
        let decl = self.decls.decl.expect("declared");
        let last = cx.last;
        self.call(cx, decl, vec![last, null], attrs);
    }

    /// An alloca'd array written and read through a GEP, and a load through a constant
    /// GEP into the anchor.
    fn memory(&mut self, cx: &mut FnCx, mem: u8) {
        let i32t = self.i32t;
        let (arr, arr_ptr, elem_ptr) = (self.arr, self.ptr(self.arr), self.ptr(i32t));
        let count = (mem & 1 != 0).then(|| self.i32c(2));
        let align = (mem & 2 != 0).then_some(4);
        let slot = cx.append(
            arr_ptr,
            InstKind::Alloca {
                allocated: arr,
                count,
                align,
                addrspace: 0,
            },
        );
        let three = self.i32c(3);
        let idx = cx.append(
            i32t,
            InstKind::Binary {
                op: BinOp::And,
                flags: WrapFlags::default(),
                lhs: cx.last,
                rhs: three,
            },
        );
        let zero = self.i32c(0);
        let gep = cx.append(
            elem_ptr,
            InstKind::Gep {
                source: arr,
                flags: GepFlags {
                    inbounds: mem & 4 != 0,
                    ..GepFlags::default()
                },
                base: slot,
                indices: vec![zero, idx],
            },
        );
        cx.append(
            self.void,
            InstKind::Store {
                val: cx.last,
                ptr: gep,
                align,
                volatile: mem & 8 != 0,
                atomic: None,
            },
        );
        let loaded = cx.append(
            i32t,
            InstKind::Load {
                ptr: gep,
                align,
                volatile: false,
                atomic: None,
            },
        );
        let loaded = self.atomics(cx, mem, gep, loaded);
        let element = self.anchor_element(i128::from(mem));
        let global = cx.append(
            i32t,
            InstKind::Load {
                ptr: element,
                align: Some(4),
                volatile: mem & 16 != 0,
                atomic: None,
            },
        );
        cx.last = cx.append(
            i32t,
            InstKind::Binary {
                op: BinOp::Add,
                flags: WrapFlags::default(),
                lhs: loaded,
                rhs: global,
            },
        );
    }

    /// Atomic operations on `ptr` as bits 5-7 of `mem` ask: atomicrmw, cmpxchg (and
    /// extractvalue of its pair), fence and an atomic load. Returns the last result.
    fn atomics(&mut self, cx: &mut FnCx, mem: u8, ptr: Value, mut last: Value) -> Value {
        let i32t = self.i32t;
        let scope = |b: bool| {
            if b {
                SyncScope::SingleThread
            } else {
                SyncScope::System
            }
        };
        if mem & 0x20 != 0 {
            last = cx.append(
                i32t,
                InstKind::AtomicRmw {
                    op: [RmwOp::Add, RmwOp::Xchg, RmwOp::UMax, RmwOp::Nand][mem as usize & 3],
                    ptr,
                    val: last,
                    ordering: AtomicOrdering::SeqCst,
                    scope: scope(mem & 4 != 0),
                    volatile: mem & 8 != 0,
                    align: None,
                },
            );
        }
        if mem & 0x40 != 0 {
            let pair = self.m.types.structure(vec![i32t, self.i1], false);
            let zero = self.i32c(0);
            let p = cx.append(
                pair,
                InstKind::CmpXchg {
                    ptr,
                    expected: last,
                    new: zero,
                    success: AtomicOrdering::AcqRel,
                    failure: AtomicOrdering::Monotonic,
                    scope: scope(mem & 1 != 0),
                    weak: mem & 2 != 0,
                    volatile: mem & 16 != 0,
                    align: None,
                },
            );
            last = cx.append(
                i32t,
                InstKind::ExtractValue {
                    agg: p,
                    indices: vec![0],
                },
            );
        }
        if mem & 0x80 != 0 {
            cx.append(
                self.void,
                InstKind::Fence {
                    ordering: AtomicOrdering::Release,
                    scope: scope(mem & 1 != 0),
                },
            );
            last = cx.append(
                i32t,
                InstKind::Load {
                    ptr,
                    align: Some(4),
                    volatile: false,
                    atomic: Some(Atomic {
                        ordering: AtomicOrdering::Acquire,
                        scope: scope(mem & 2 != 0),
                    }),
                },
            );
            if let Some(md) = cx.attach {
                let i = last.as_inst().expect("an instruction");
                cx.body.insts[i].metadata.push(("gen.load".into(), md));
            }
        }
        last
    }

    /// insertelement, shufflevector, extractelement, fcmp and select.
    fn vector(&mut self, cx: &mut FnCx) {
        let (i32t, f32t) = (self.i32t, self.f32t);
        let vty = self.m.types.vector(f32t, 4);
        let fl = cx.append(
            f32t,
            InstKind::Cast {
                op: CastOp::SIToFP,
                flags: WrapFlags::default(),
                val: cx.last,
            },
        );
        let undef = self.m.consts.undef(vty);
        let zero = self.i32c(0);
        let v0 = cx.append(
            vty,
            InstKind::InsertElement {
                vec: undef,
                val: fl,
                index: zero,
            },
        );
        let v1 = cx.append(
            vty,
            InstKind::ShuffleVector {
                a: v0,
                b: undef,
                mask: vec![0, -1, 0, 4],
            },
        );
        let two = self.i32c(2);
        let e = cx.append(
            f32t,
            InstKind::ExtractElement {
                vec: v1,
                index: two,
            },
        );
        let one = self.float(f32t, 1.0);
        let c = cx.append(
            self.i1,
            InstKind::FCmp {
                pred: FloatPredicate::Olt,
                lhs: e,
                rhs: one,
            },
        );
        let seven = self.i32c(7);
        cx.last = cx.append(
            i32t,
            InstKind::Select {
                cond: c,
                then_val: cx.last,
                else_val: seven,
            },
        );
    }

    /// createHandle, bufferLoad, extractvalue and a binary dx.op, as DXIL has them.
    fn dx_ops(&mut self, cx: &mut FnCx) {
        let i32t = self.i32t;
        let last = cx.last;
        let args = vec![
            self.i32c(57),
            self.int(self.i8, 1),
            self.i32c(0),
            self.i32c(0),
            self.int(self.i1, 0),
        ];
        let create = self.decls.create_handle.expect("declared");
        self.call(cx, create, args, AttrList::default());
        let handle = cx.last;
        let undef = self.m.consts.undef(i32t);
        let args = vec![self.i32c(68), handle, last, undef];
        let load = self.decls.buffer_load.expect("declared");
        self.call(cx, load, args, AttrList::default());
        let x = cx.append(
            i32t,
            InstKind::ExtractValue {
                agg: cx.last,
                indices: vec![0],
            },
        );
        let args = vec![self.i32c(37), x, last];
        let binary = self.decls.binary.expect("declared");
        self.call(cx, binary, args, AttrList::default());
    }

    /// Every kind of cast between integers, floats and pointers; bit 1 adds a call of
    /// the varargs declaration.
    fn casts(&mut self, cx: &mut FnCx, c: u8) {
        let i32t = self.i32t;
        let narrow = self.m.types.int(if c & 1 != 0 { 8 } else { 16 });
        let i64t = self.m.types.int(64);
        let half = self.m.types.float(FloatKind::Half);
        let double = self.m.types.float(FloatKind::Double);
        let p = self.ptr(i32t);
        let last = cx.last;
        let cast = |cx: &mut FnCx, op: CastOp, val: Value, ty: Type| {
            cx.append(
                ty,
                InstKind::Cast {
                    op,
                    flags: WrapFlags::default(),
                    val,
                },
            )
        };
        let t = cast(cx, CastOp::Trunc, last, narrow);
        let ext = if c & 4 != 0 {
            CastOp::SExt
        } else {
            CastOp::ZExt
        };
        let wide = cast(cx, ext, t, i64t);
        let f = cast(cx, CastOp::SIToFP, last, self.f32t);
        let h = cast(cx, CastOp::FPTrunc, f, half);
        let d = cast(cx, CastOp::FPExt, h, double);
        let u = cast(cx, CastOp::FPToUI, d, i32t);
        let ptr = cast(cx, CastOp::IntToPtr, u, p);
        let back = cast(cx, CastOp::PtrToInt, ptr, i32t);
        let uf = cast(cx, CastOp::UIToFP, back, self.f32t);
        let bits = cast(cx, CastOp::BitCast, uf, i32t);
        let low = cast(cx, CastOp::Trunc, wide, i32t);
        cx.last = cx.append(
            i32t,
            InstKind::Binary {
                op: BinOp::Xor,
                flags: WrapFlags::default(),
                lhs: low,
                rhs: bits,
            },
        );
        if c & 2 != 0 {
            let null = self.zero(p);
            let varargs = self.decls.varargs.expect("declared");
            let last = cx.last;
            self.call(cx, varargs, vec![last, uf, null, wide], AttrList::default());
        }
    }

    /// `void @main()`, calling every defined function, as a DXIL entry point would.
    fn main(&mut self, defs: &[FuncId]) {
        let mut body = Body::default();
        let entry = body.add_block(None);
        let mut cx = FnCx {
            body,
            cur: entry,
            last: Value::Arg(0),
            named_blocks: false,
            attach: None,
        };
        for (k, &f) in defs.iter().enumerate() {
            let ty = self.m.functions[f].ty;
            let n = match self.m.types.get(ty) {
                TypeData::Function { params, .. } => params.len(),
                _ => 0,
            };
            let arg = self.i32c(k as i128);
            self.call(&mut cx, (f, ty), vec![arg; n], AttrList::default());
        }
        cx.append(self.void, InstKind::Ret { val: None });
        let ty = self.m.types.function(self.void, Vec::new(), false);
        self.m.functions.alloc(Function {
            name: "main".into(),
            ty,
            cc: 0,
            props: SymbolProps::default(),
            addrspace: 0,
            attrs: AttrList {
                func: attr_set(4, true, false),
                ..Default::default()
            },
            param_names: Vec::new(),
            body: Some(cx.body),
        });
    }

    /// A call of an earlier defined function.
    fn call_earlier(&mut self, cx: &mut FnCx, k: u8, fi: usize) {
        let callee = self
            .m
            .functions
            .iter()
            .filter(|(_, f)| f.is_definition())
            .nth(k as usize % fi)
            .map(|(h, f)| (h, f.ty));
        let Some(callee) = callee else { return };
        let n = match self.m.types.get(callee.1) {
            TypeData::Function { params, .. } => params.len(),
            _ => 0,
        };
        let attrs = if k & 0x80 != 0 {
            AttrList {
                func: AttrSet(vec![Attribute::Flag("nounwind".into())]),
                ..Default::default()
            }
        } else {
            AttrList::default()
        };
        let last = cx.last;
        self.call(cx, callee, vec![last; n], attrs);
    }

    /// A switch over `cx.last` with 1-3 cases joined by a phi; bit 2 makes the default
    /// unreachable.
    fn switch(&mut self, cx: &mut FnCx, s: u8) {
        let n = 1 + s % 3;
        let unreachable_default = s & 4 != 0;
        let last = cx.last;
        let head = cx.cur;
        let default = cx.block("sw.default");
        let cases: Vec<Block> = (0..n).map(|k| cx.block(&format!("sw.case{k}"))).collect();
        let end = cx.block("sw.end");
        let mut values = Vec::new();
        for k in 0..n {
            values.push((self.i32c(i128::from(k) * 5 - 7), cases[k as usize]));
        }
        cx.append(
            self.void,
            InstKind::Switch {
                val: last,
                default,
                cases: values,
            },
        );
        let mut incoming = Vec::new();
        for (k, &b) in cases.iter().enumerate() {
            cx.cur = b;
            let c = self.i32c(k as i128 + 1);
            let v = cx.append(
                self.i32t,
                InstKind::Binary {
                    op: BinOp::Add,
                    flags: WrapFlags::default(),
                    lhs: last,
                    rhs: c,
                },
            );
            cx.append(self.void, InstKind::Br { dest: end });
            incoming.push((v, b));
        }
        cx.cur = default;
        if unreachable_default {
            cx.append(self.void, InstKind::Unreachable);
        } else {
            cx.append(self.void, InstKind::Br { dest: end });
            let from_default = if s & 8 != 0 {
                let anchor = Value::Global(self.anchor.expect("the anchor is made first"));
                self.expr(
                    self.i32t,
                    ConstExprOp::Cast {
                        op: CastOp::PtrToInt,
                        val: anchor,
                    },
                )
            } else {
                last
            };
            incoming.push((from_default, default));
        }
        let _ = head;
        cx.cur = end;
        cx.last = cx.append(self.i32t, InstKind::Phi { incoming });
    }

    /// A counted loop whose phis take a value defined later in the loop.
    fn looped(&mut self, cx: &mut FnCx) {
        let i32t = self.i32t;
        let pre = cx.cur;
        let body = cx.block("loop");
        let exit = cx.block("loop.end");
        let start = cx.last;
        cx.append(self.void, InstKind::Br { dest: body });
        cx.cur = body;
        let i = cx
            .body
            .append(body, i32t, InstKind::Phi { incoming: vec![] });
        let acc = cx
            .body
            .append(body, i32t, InstKind::Phi { incoming: vec![] });
        let acc_next = cx.append(
            i32t,
            InstKind::Binary {
                op: BinOp::Xor,
                flags: WrapFlags::default(),
                lhs: Value::Inst(acc),
                rhs: Value::Inst(i),
            },
        );
        let one = self.i32c(1);
        let i_next = cx.append(
            i32t,
            InstKind::Binary {
                op: BinOp::Add,
                flags: WrapFlags {
                    nuw: true,
                    nsw: true,
                    ..Default::default()
                },
                lhs: Value::Inst(i),
                rhs: one,
            },
        );
        let four = self.i32c(4);
        let c = cx.append(
            self.i1,
            InstKind::ICmp {
                pred: IntPredicate::Ult,
                samesign: false,
                lhs: i_next,
                rhs: four,
            },
        );
        cx.append(
            self.void,
            InstKind::CondBr {
                cond: c,
                then_dest: body,
                else_dest: exit,
            },
        );
        let zero = self.i32c(0);
        cx.body.insts[i].kind = InstKind::Phi {
            incoming: vec![(zero, pre), (i_next, body)],
        };
        cx.body.insts[acc].kind = InstKind::Phi {
            incoming: vec![(start, pre), (acc_next, body)],
        };
        cx.cur = exit;
        cx.last = acc_next;
    }

    /// An if/else diamond joined by a phi.
    fn diamond(&mut self, cx: &mut FnCx) {
        let i32t = self.i32t;
        let last = cx.last;
        let then_b = cx.block("then");
        let else_b = cx.block("else");
        let merge = cx.block("merge");
        let zero = self.i32c(0);
        let cond = cx.append(
            self.i1,
            InstKind::ICmp {
                pred: IntPredicate::Slt,
                samesign: false,
                lhs: last,
                rhs: zero,
            },
        );
        cx.append(
            self.void,
            InstKind::CondBr {
                cond,
                then_dest: then_b,
                else_dest: else_b,
            },
        );
        let one = self.i32c(1);
        let arm = |cx: &mut FnCx, b: Block, op: BinOp| {
            cx.cur = b;
            let v = cx.append(
                i32t,
                InstKind::Binary {
                    op,
                    flags: WrapFlags::default(),
                    lhs: last,
                    rhs: one,
                },
            );
            cx.append(self.void, InstKind::Br { dest: merge });
            (v, b)
        };
        let t = arm(cx, then_b, BinOp::Add);
        let e = arm(cx, else_b, BinOp::Sub);
        cx.cur = merge;
        cx.last = cx.append(
            i32t,
            InstKind::Phi {
                incoming: vec![t, e],
            },
        );
    }

    /// Fills the nodes (made empty so that instructions could be attached to them):
    /// operands are strings, numbers, earlier nodes, nulls, and references to globals
    /// and functions; every node is listed in `!gen.nodes`, in order, so that LLVM's
    /// slot tracker numbers them as the arena does.
    fn metadata(&mut self, nodes: &[Md], defs: &[FuncId]) {
        let (i32t, f32t) = (self.i32t, self.f32t);
        for (k, (ops, distinct, special)) in self.r.md.iter().enumerate() {
            let mut v = Vec::new();
            for &(kind, x) in ops {
                let item = match kind {
                    0 => Some(MdData::String(format!("s{x}\n\"").into_bytes())),
                    7 if x % 2 == 0 => Some(MdData::String(Vec::new())),
                    7 => Some(MdData::String(vec![0xff, 0, b'!', x as u8])),
                    1 => Some(MdData::Value {
                        ty: i32t,
                        value: self.i32c(i128::from(x)),
                    }),
                    2 if k > 0 => {
                        v.push(Some(nodes[x.unsigned_abs() as usize % k]));
                        continue;
                    }
                    4 => Some(MdData::Value {
                        ty: f32t,
                        value: self.float(f32t, f64::from(x)),
                    }),
                    5 => {
                        let n = self.m.globals.len();
                        let g = crate::Handle::from_index(x.unsigned_abs() as usize % n);
                        let gv = &self.m.globals[g];
                        let (pointee, aspace) = (gv.value_ty, gv.addrspace);
                        let ty = self.m.pointer_to(pointee, aspace);
                        Some(MdData::Value {
                            ty,
                            value: Value::Global(g),
                        })
                    }
                    6 if !defs.is_empty() => {
                        let f = defs[x.unsigned_abs() as usize % defs.len()];
                        let fty = self.m.functions[f].ty;
                        let ty = self.m.pointer_to(fty, 0);
                        Some(MdData::Value {
                            ty,
                            value: Value::Function(f),
                        })
                    }
                    _ => None,
                };
                v.push(item.map(|d| self.m.metadata.alloc(d)));
            }
            self.m.metadata[nodes[k]] = if *special {
                let fields = vec![
                    ("line".into(), MdField::Raw(format!("{}", k + 1).into())),
                    ("name".into(), MdField::Str(format!("n{k}").into())),
                    ("scope".into(), MdField::Node(v.first().copied().flatten())),
                ];
                MdData::Specialized {
                    distinct: *distinct,
                    class: "DILocation".into(),
                    fields,
                }
            } else {
                MdData::Node {
                    distinct: *distinct,
                    ops: v,
                }
            };
        }
        if let Some(&last) = nodes.last() {
            let named = &mut self.m.named_metadata;
            named.insert("gen.nodes".into(), nodes.to_vec());
            named.insert("gen.last".into(), vec![last]);
            if nodes.len() >= 3 {
                named.insert("gen.empty".into(), Vec::new());
            }
        }
    }
}

/// The IEEE half bit pattern nearest below `bits` (an IEEE single), for the small
/// values the generator makes (no NaN payloads; subnormal halves flush to zero).
fn f32_to_half(bits: u32) -> u16 {
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        sign | 0x7c00
    } else if e <= 0 {
        sign
    } else {
        sign | ((e as u16) << 10) | (mant >> 13) as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples_verify() {
        for config in [GenConfig::opaque(), GenConfig::dxil()] {
            let m = Recipe::example(config).build();
            if let Err(errors) = crate::verify(&m) {
                panic!("{errors:?}\n{}", crate::printer::print_module(&m));
            }
        }
    }

    #[test]
    fn halves() {
        assert_eq!(f32_to_half(1.0f32.to_bits()), 0x3c00);
        assert_eq!(f32_to_half((-2.0f32).to_bits()), 0xc000);
        assert_eq!(f32_to_half(0.0f32.to_bits()), 0);
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn generated_modules_verify(m in module_strategy(GenConfig::dxil())) {
            let verified = crate::verify(&m);
            prop_assert!(verified.is_ok(), "{:?}\n{}", verified, crate::printer::print_module(&m));
        }

        #[test]
        fn generated_opaque_modules_verify(m in module_strategy(GenConfig::opaque())) {
            let verified = crate::verify(&m);
            prop_assert!(verified.is_ok(), "{:?}\n{}", verified, crate::printer::print_module(&m));
        }
    }
}
