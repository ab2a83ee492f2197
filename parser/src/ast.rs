//! The syntax tree the grammar builds: text slices and byte offsets, no names resolved.
//! [`crate::resolve`] turns it into a [`dxil_ir::Module`].

use crate::token::{Name, NameKind};
use dxil_ir::{BinOp, CastOp, FloatKind};
use std::rc::Rc;

/// A byte offset into the source text (texts are at most 4 GiB: `u32` keeps the syntax
/// tree's nodes, which carry many offsets, small).
pub type At = u32;

/// An offset as an index into the text.
pub fn at_index(at: At) -> usize {
    at as usize
}

/// Flag words written in a row (`nuw nsw`, `fast`), kept as the one slice of text from
/// the first to the last so that no list is built per instruction; [`Words::iter`]
/// yields them one by one.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Words<'s>(pub &'s str);

impl<'s> Words<'s> {
    /// The words in order (comments between them skipped).
    pub fn iter(self) -> impl Iterator<Item = &'s str> {
        crate::lexer::words(self.0)
    }

    /// The first word.
    pub fn first(self) -> Option<&'s str> {
        self.iter().next()
    }
}

/// A type as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Type<'s> {
    /// `void`
    Void,
    /// `label`
    Label,
    /// `metadata`
    Metadata,
    /// `token`
    Token,
    /// `iN`
    Int(u32),
    /// A floating-point type.
    Float(FloatKind),
    /// `ptr` / `ptr addrspace(N)` (the number as written; boxed, as the rarer form).
    Ptr(Option<Box<(At, &'s str)>>),
    /// `%T`
    Named(At, Name<'s>),
    /// `<N x T>` / `<vscale x N x T>` (`true`: `vscale`).
    Vector(Box<Sequence<'s>>, bool),
    /// `[N x T]`
    Array(Box<Sequence<'s>>),
    /// `{ ... }` / `<{ ... }>`
    Struct {
        /// Fields.
        fields: Box<[Type<'s>]>,
        /// `<{`.
        packed: bool,
    },
    /// `R (P, ...)`
    Func(Box<FuncType<'s>>),
    /// `target("name", ...)`
    Target(Box<TargetType<'s>>),
    /// `T*`, `T addrspace(N)**`: a base and one address space per `*`, innermost first.
    Pointer(Box<PointerType<'s>>),
}

// Every operand of every instruction has a type: the forms that need more than a word
// or two are boxed so that a type takes 24 bytes.

/// The element count and element type of a vector or array type.
#[derive(Clone, Debug, PartialEq)]
pub struct Sequence<'s> {
    /// Element count as written.
    pub len: (At, &'s str),
    /// Element type.
    pub elem: Type<'s>,
}

/// A function type as written.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncType<'s> {
    /// Return type.
    pub ret: Type<'s>,
    /// Parameter types.
    pub params: Vec<Type<'s>>,
    /// `...`.
    pub varargs: bool,
}

/// A target extension type as written.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetType<'s> {
    /// The name (escaped).
    pub name: &'s str,
    /// Type parameters and integer parameters, in order.
    pub params: Vec<TargetParam<'s>>,
}

/// A typed pointer type as written.
#[derive(Clone, Debug, PartialEq)]
pub struct PointerType<'s> {
    /// The pointee of the innermost pointer.
    pub base: Type<'s>,
    /// Address spaces, innermost pointer first.
    pub levels: Vec<Option<(At, &'s str)>>,
}

impl<'s> Type<'s> {
    /// Wraps `self` in one more pointer level.
    pub fn pointer(self, addrspace: Option<(At, &'s str)>) -> Type<'s> {
        match self {
            Type::Pointer(mut p) => {
                p.levels.push(addrspace);
                Type::Pointer(p)
            }
            base => Type::Pointer(Box::new(PointerType {
                base,
                levels: vec![addrspace],
            })),
        }
    }
}

/// A parameter of a target extension type.
#[derive(Clone, Debug, PartialEq)]
pub enum TargetParam<'s> {
    /// A type parameter.
    Type(Type<'s>),
    /// An integer parameter as written.
    Int(At, &'s str),
}

/// A value without its type.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'s> {
    /// `%x`
    Local(Name<'s>),
    /// `@x`
    Global(Name<'s>),
    /// A decimal integer.
    Int(&'s str),
    /// A decimal float.
    Float(&'s str),
    /// `0x` hex float digits.
    HexFloat(&'s str),
    /// `0xK`.. digits with their letter.
    HexSpecial(&'s str),
    /// `true`
    True,
    /// `false`
    False,
    /// `null`
    Null,
    /// `undef`
    Undef,
    /// `poison`
    Poison,
    /// `zeroinitializer`
    Zero,
    /// `none`
    NoneToken,
    /// `[ ... ]`
    Array(Box<[TypedValue<'s>]>),
    /// `< ... >`
    Vector(Box<[TypedValue<'s>]>),
    /// `{ ... }` / `<{ ... }>`
    Struct(Box<[TypedValue<'s>]>, bool),
    /// `c"..."` (escaped)
    CStr(&'s str),
    /// `splat (T v)`
    Splat(Box<TypedValue<'s>>),
    /// A constant expression.
    Expr(Box<ConstExpr<'s>>),
    /// Metadata passed as a call argument.
    Md(Box<MdRef<'s>>),
}

/// A value with its type and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct TypedValue<'s> {
    /// Where the type starts.
    pub at: At,
    /// The type.
    pub ty: Type<'s>,
    /// Where the value starts.
    pub val_at: At,
    /// The value.
    pub val: Value<'s>,
}

/// A value and where it starts.
pub type SpValue<'s> = (At, Value<'s>);

/// A constant expression.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr<'s> {
    /// `cast (v to T)`
    Cast(CastOp, TypedValue<'s>, Type<'s>),
    /// `getelementptr flags (T, base, indices...)`
    Gep {
        /// Flag words and `inrange(..)`.
        flags: Vec<Item<'s>>,
        /// Source element type.
        source: Type<'s>,
        /// Base then indices.
        operands: Vec<TypedValue<'s>>,
    },
    /// `op flags (a, b)`
    Binary(BinOp, Vec<&'s str>, TypedValue<'s>, TypedValue<'s>),
    /// `icmp pred (a, b)`
    ICmp(&'s str, TypedValue<'s>, TypedValue<'s>),
    /// `fcmp pred (a, b)`
    FCmp(&'s str, TypedValue<'s>, TypedValue<'s>),
    /// `select (c, a, b)`
    Select(TypedValue<'s>, TypedValue<'s>, TypedValue<'s>),
    /// `extractelement (v, i)`
    ExtractElement(TypedValue<'s>, TypedValue<'s>),
    /// `insertelement (v, e, i)`
    InsertElement(TypedValue<'s>, TypedValue<'s>, TypedValue<'s>),
    /// `shufflevector (a, b, mask)`
    ShuffleVector(TypedValue<'s>, TypedValue<'s>, TypedValue<'s>),
}

/// A metadata reference or inline metadata.
#[derive(Clone, Debug, PartialEq)]
pub enum MdRef<'s> {
    /// `!N`
    Id(At, u32),
    /// `!{ ... }`
    Node(Vec<MdOp<'s>>),
    /// `!"..."` (escaped)
    Str(&'s str),
    /// `!DIClass(field: value, ...)`
    Special(&'s str, Vec<Box<Field<'s>>>),
    /// A value wrapped as metadata (`metadata i32 %x` in a call).
    Value(Box<TypedValue<'s>>),
}

/// An operand of a metadata node or debug record.
#[derive(Clone, Debug, PartialEq)]
pub enum MdOp<'s> {
    /// `null`
    Null,
    /// Metadata.
    Ref(MdRef<'s>),
    /// A value, `i32 1`.
    Value(TypedValue<'s>),
}

/// A field of a specialized metadata node.
#[derive(Clone, Debug, PartialEq)]
pub struct Field<'s> {
    /// The field name (`None` for positional operands as in `!DIExpression`).
    pub name: Option<&'s str>,
    /// The value.
    pub value: FieldValue<'s>,
}

/// The value of a specialized metadata field.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldValue<'s> {
    /// Metadata.
    Ref(MdRef<'s>),
    /// `null`
    Null,
    /// `"..."` (escaped)
    Str(&'s str),
    /// A number, enumerator, boolean or flag union, as written.
    Raw(&'s str),
    /// A typed value (in `!DIArgList`).
    Value(TypedValue<'s>),
}

/// One word-ish item of the many open lists LLVM IR has (attributes, linkage and flags,
/// trailing clauses); sorted out by position during resolution.
#[derive(Clone, Debug, PartialEq)]
pub enum Item<'s> {
    /// A bare word.
    Word(At, &'s str),
    /// `word(args)`.
    Raw(At, &'s str, &'s str),
    /// `align N`.
    Align(At, &'s str),
    /// `word = N` (in attribute groups).
    IntEq(At, &'s str, &'s str),
    /// `byval(T)` and friends.
    TypeAttr(At, &'static str, Type<'s>),
    /// `byval` without a type.
    TypeFlag(At, &'static str),
    /// `"key"` or `"key"="value"`.
    Str(At, &'s str, Option<&'s str>),
    /// `#N`.
    Group(At, u32),
    /// `cc N`.
    Cc(At, &'s str),
    /// `addrspace(N)`.
    Addrspace(At, &'s str),
    /// `!kind !md`.
    Attach(At, &'s str, MdRef<'s>),
    /// `section "s"`.
    Section(At, &'s str),
    /// `partition "s"`.
    Partition(At, &'s str),
    /// `comdat` / `comdat($c)`.
    Comdat(At, Option<&'s str>),
    /// `gc`, `prefix`, `prologue`, `personality` and other clauses the IR has no room
    /// for (named).
    Unsupported(At, &'static str),
    /// `code_model "x"` and other `word "string"` clauses.
    WordStr(At, &'s str, &'s str),
}

/// An item after the fixed operands of an instruction, after a comma.
#[derive(Clone, Debug, PartialEq)]
pub enum TailItem<'s> {
    /// A typed value (indices, labels, counts).
    Value(TypedValue<'s>),
    /// A bare integer (extractvalue indices).
    Int(At, &'s str),
    /// `!kind !md`.
    Attach(At, &'s str, MdRef<'s>),
    /// `align N`.
    Align(At, &'s str),
    /// `addrspace(N)`.
    Addrspace(At, &'s str),
    /// `[ value, label ]` (phi).
    Pair(SpValue<'s>, SpValue<'s>),
}

/// A call argument.
#[derive(Clone, Debug, PartialEq)]
pub struct CallArg<'s> {
    /// Where it starts.
    pub at: At,
    /// Its type.
    pub ty: Type<'s>,
    /// Parameter attributes.
    pub attrs: Vec<Item<'s>>,
    /// The value.
    pub val: SpValue<'s>,
}

/// An operand bundle, `"tag"(T v, ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Bundle<'s> {
    /// The tag (escaped).
    pub tag: &'s str,
    /// Inputs.
    pub inputs: Vec<TypedValue<'s>>,
}

/// An instruction's opcode and fixed operands.
#[derive(Clone, Debug, PartialEq)]
pub enum Inst<'s> {
    /// Binary operator.
    Binary(BinOp, Words<'s>, TypedValue<'s>, SpValue<'s>),
    /// `fneg`
    FNeg(Words<'s>, TypedValue<'s>),
    /// `icmp`
    ICmp(Words<'s>, TypedValue<'s>, SpValue<'s>),
    /// `fcmp`
    FCmp(Words<'s>, TypedValue<'s>, SpValue<'s>),
    /// `select`
    Select(Box<(Words<'s>, TypedValue<'s>, TypedValue<'s>, TypedValue<'s>)>),
    /// `phi` (incoming pairs are in the tail)
    Phi(Words<'s>, Type<'s>, SpValue<'s>, SpValue<'s>),
    /// `alloca`
    Alloca(Words<'s>, Type<'s>),
    /// `load`
    Load(Box<(Words<'s>, Type<'s>, TypedValue<'s>, Vec<Item<'s>>)>),
    /// `store`
    Store(Box<(Words<'s>, TypedValue<'s>, TypedValue<'s>, Vec<Item<'s>>)>),
    /// `getelementptr` (indices are in the tail)
    Gep(Words<'s>, Type<'s>, TypedValue<'s>),
    /// `extractvalue` (indices are in the tail)
    ExtractValue(TypedValue<'s>),
    /// `insertvalue` (indices are in the tail)
    InsertValue(Box<(TypedValue<'s>, TypedValue<'s>)>),
    /// `extractelement`
    ExtractElement(Box<(TypedValue<'s>, TypedValue<'s>)>),
    /// `insertelement`
    InsertElement(Box<(TypedValue<'s>, TypedValue<'s>, TypedValue<'s>)>),
    /// `shufflevector`
    ShuffleVector(Box<(TypedValue<'s>, TypedValue<'s>, TypedValue<'s>)>),
    /// A cast.
    Cast(CastOp, Words<'s>, TypedValue<'s>, Type<'s>),
    /// `call`
    Call(Box<Call<'s>>),
    /// `atomicrmw`
    AtomicRmw(Box<(Words<'s>, TypedValue<'s>, TypedValue<'s>, Vec<Item<'s>>)>),
    /// `cmpxchg`
    #[allow(clippy::type_complexity)]
    CmpXchg(
        Box<(
            Words<'s>,
            TypedValue<'s>,
            TypedValue<'s>,
            TypedValue<'s>,
            Vec<Item<'s>>,
        )>,
    ),
    /// `fence`
    Fence(Vec<Item<'s>>),
    /// `freeze`
    Freeze(TypedValue<'s>),
    /// `ret void`
    RetVoid,
    /// `ret T v`
    Ret(TypedValue<'s>),
    /// `br` (the other operands are in the tail)
    Br(TypedValue<'s>),
    /// `switch`
    #[allow(clippy::type_complexity)]
    Switch(
        Box<(
            TypedValue<'s>,
            TypedValue<'s>,
            Vec<(TypedValue<'s>, TypedValue<'s>)>,
        )>,
    ),
    /// `unreachable`
    Unreachable,
    /// `#dbg_kind(args)`
    DbgRecord(&'s str, Vec<MdOp<'s>>),
}

/// The parts of a call.
#[derive(Clone, Debug, PartialEq)]
pub struct Call<'s> {
    /// `tail` / `musttail` / `notail`.
    pub tail: Option<&'static str>,
    /// Flags, calling convention and return attributes.
    pub prefix: Vec<Item<'s>>,
    /// The return type or function type.
    pub ty: Type<'s>,
    /// The callee.
    pub callee: SpValue<'s>,
    /// The arguments.
    pub args: Vec<Box<CallArg<'s>>>,
    /// Function attributes.
    pub fn_attrs: Vec<Item<'s>>,
    /// Operand bundles.
    pub bundles: Vec<Bundle<'s>>,
}

/// An instruction with its result name and trailing items.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt<'s> {
    /// Where it starts.
    pub at: At,
    /// `%name =`.
    pub result: Option<Name<'s>>,
    /// The instruction.
    pub inst: Inst<'s>,
    /// Items after the fixed operands.
    pub tail: Tail<'s>,
}

impl<'s> Stmt<'s> {
    /// A boxed statement without a result, its start to be filled in.
    pub fn boxed(inst: Inst<'s>, tail: Vec<TailItem<'s>>) -> Box<Stmt<'s>> {
        Box::new(Stmt {
            at: 0,
            result: None,
            inst,
            tail: tail.into(),
        })
    }
}

/// The items after an instruction's fixed operands (most instructions have none).
pub type Tail<'s> = dxil_ir::ThinList<TailItem<'s>>;

/// How many statements a chunk of [`Stmts`] holds (the last may hold fewer).
const CHUNK: usize = 4096;

/// A block's statements, in chunks that resolution frees one by one as it builds the
/// instructions (so the syntax tree and the instructions are not both whole in memory).
/// The calls and debug records among them are noted as they are added, for the passes
/// that look only at those.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stmts<'s> {
    chunks: Vec<Rc<Vec<Stmt<'s>>>>,
    len: usize,
    calls: Vec<usize>,
}

impl<'s> Stmts<'s> {
    /// Appends a statement.
    pub fn push(&mut self, s: Stmt<'s>) {
        if matches!(s.inst, Inst::Call(_) | Inst::DbgRecord(..)) {
            self.calls.push(self.len);
        }
        match self.chunks.last_mut() {
            Some(c) if c.len() < CHUNK => Rc::make_mut(c).push(s),
            // A block's first chunk grows as needed (most blocks are short); once one
            // chunk is full, the next is made whole at once rather than regrown.
            Some(_) => {
                let mut c = Vec::with_capacity(CHUNK);
                c.push(s);
                self.chunks.push(Rc::new(c));
            }
            None => self.chunks.push(Rc::new(vec![s])),
        }
        self.len += 1;
    }

    /// How many statements were added.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether none was added.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The statements not released, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Stmt<'s>> + '_ {
        self.chunks.iter().flat_map(|c| c.iter())
    }

    /// The calls and debug records not released, in order.
    pub fn calls(&self) -> impl Iterator<Item = &Stmt<'s>> + '_ {
        (self.calls.iter()).filter_map(|&i| self.chunks.get(i / CHUNK)?.get(i % CHUNK))
    }

    /// The statements from the `i`-th on (none released).
    pub fn iter_from(&self, i: usize) -> impl Iterator<Item = &Stmt<'s>> + '_ {
        let first = &self.chunks[(i / CHUNK).min(self.chunks.len())..];
        first.iter().flat_map(|c| c.iter()).skip(i % CHUNK)
    }

    /// The chunks, in order.
    pub fn chunks(&self) -> &[Rc<Vec<Stmt<'s>>>] {
        &self.chunks
    }

    /// Drops this list's hold on chunk `i`, freeing it unless it is held elsewhere.
    pub fn release(&mut self, i: usize) {
        if let Some(c) = self.chunks.get_mut(i) {
            *c = Rc::default();
        }
    }
}

/// A basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block<'s> {
    /// Its label, if written.
    pub label: Option<(At, Name<'s>)>,
    /// Its instructions.
    pub stmts: Stmts<'s>,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param<'s> {
    /// Its type.
    pub ty: Type<'s>,
    /// Its attributes.
    pub attrs: Vec<Item<'s>>,
    /// Its name.
    pub name: Option<(At, Name<'s>)>,
}

/// A `define` or `declare`.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncDecl<'s> {
    /// Where it starts.
    pub at: At,
    /// Linkage, visibility, calling convention, return attributes...
    pub prefix: Vec<Item<'s>>,
    /// Return type.
    pub ret: Type<'s>,
    /// Name.
    pub name: Name<'s>,
    /// Parameters.
    pub params: Vec<Box<Param<'s>>>,
    /// `...`
    pub varargs: bool,
    /// unnamed_addr, attributes, section, align, attachments...
    pub trailer: Vec<Item<'s>>,
    /// The body of a definition (of a body resolved while it was parsed, only the
    /// statements that had to wait).
    pub body: Option<Vec<Block<'s>>>,
    /// Which of the bodies resolved while parsing is this one's, if it is one.
    pub streamed: Option<usize>,
}

/// A global variable.
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalDecl<'s> {
    /// Where it starts.
    pub at: At,
    /// Name.
    pub name: Name<'s>,
    /// `external` / `extern_weak` written first (a declaration).
    pub external: Option<&'static str>,
    /// Linkage, visibility, thread_local, addrspace...
    pub prefix: Vec<Item<'s>>,
    /// `constant` rather than `global`.
    pub constant: bool,
    /// The value type.
    pub ty: Type<'s>,
    /// The initializer.
    pub init: Option<SpValue<'s>>,
    /// section, align, comdat, attachments...
    pub trailer: Vec<Item<'s>>,
}

/// A top-level entity.
#[derive(Clone, Debug, PartialEq)]
pub enum Top<'s> {
    /// `source_filename = "..."`
    SourceFilename(&'s str),
    /// `target datalayout = "..."`
    Datalayout(&'s str),
    /// `target triple = "..."`
    Triple(&'s str),
    /// `module asm "..."`
    ModuleAsm(&'s str),
    /// `%T = type ...` (`None` for opaque).
    NamedType(At, Name<'s>, Option<Type<'s>>),
    /// `$c = comdat kind`
    Comdat(&'s str, &'s str),
    /// A global variable (boxed, as the largest forms are, to keep the parser's stack
    /// entries small).
    Global(Box<GlobalDecl<'s>>),
    /// A function.
    Func(Box<FuncDecl<'s>>),
    /// `attributes #N = { ... }`
    AttrGroup(At, u32, Vec<Item<'s>>),
    /// `!name = !{...}`
    NamedMd(&'s str, Vec<MdRef<'s>>),
    /// `!N = [distinct] ...`
    Md(At, u32, bool, MdRef<'s>),
}

/// The text of a label used as a field name (`line:`); numbered labels have none.
pub fn label_text(n: Name<'_>) -> &'_ str {
    match n.kind() {
        NameKind::Str(s) | NameKind::Quoted(s) => s,
        NameKind::Num(_) => "",
    }
}
#[cfg(test)]
mod tests {
    /// The statements of a whole function are in memory at once: their size sets the
    /// parser's peak memory (about 2× the text at these sizes).
    #[test]
    fn syntax_tree_nodes_stay_small() {
        use std::mem::size_of;
        assert!(size_of::<crate::token::Name>() <= 16);
        assert!(size_of::<super::Type>() <= 24);
        assert!(size_of::<super::Value>() <= 24);
        assert!(size_of::<super::Stmt>() <= 144);
    }
}
