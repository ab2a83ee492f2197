//! Names to handles: builds the module from the syntax tree.
//!
//! Order of work, so that every forward reference resolves: named types are declared,
//! then numbered metadata is allocated in `!N` order (as placeholders), then globals and
//! functions get their headers; only then are metadata contents, initializers and
//! function bodies resolved. In a body every block and instruction gets its handle
//! before any operand is looked at, so phis and branches may name later values.

use crate::ast::{self, At, Item, MdOp, MdRef, Stmt, TailItem, Top, TypedValue};
use crate::error::{ErrorKind, LineIndex, ParseError};
use crate::fx::FxMap;
use crate::literal;
use crate::token::{Name, NameKind};
use crate::{Parsed, Warning};
use dxil_ir::attribute::{AttrList, AttrSet, Attribute};
use dxil_ir::constant::{ConstData, ConstExprOp};
use dxil_ir::function::{Block, Body, FuncId, Function, Inst, InstData};
use dxil_ir::global::{
    DllStorage, GlobalVar, Linkage, SymbolProps, ThreadLocal, UnnamedAddr, Visibility,
};
use dxil_ir::instruction::{
    Atomic, AtomicOrdering, FastMathFlags, FloatPredicate, GepFlags, InstKind, IntPredicate,
    OperandBundle, RmwOp, SyncScope, TailKind, WrapFlags,
};
use dxil_ir::metadata::{Md, MdData, MdField};
use dxil_ir::types::{FloatKind, StructBody, Type, TypeData};
use dxil_ir::{Module, PointerMode, Site, SourceMap, Value};
use std::borrow::Cow;
use std::cell::Cell;

mod intrinsic_decls;
mod locals;
pub mod stream;

use stream::{ErrorClass, Streamed};

use locals::Locals;

type R<T> = Result<T, ParseError>;

/// Builds the module described by `ast` (parsed from `text`); `typed` says whether the
/// text uses typed pointers.
///
/// # Errors
/// Undefined or redefined names, type mismatches, bad literals, unsupported constructs.
pub fn resolve<'t>(text: &'t str, ast: Vec<Top<'t>>, typed: bool) -> R<Parsed> {
    Resolver::new(text).finish(ast, typed, Vec::new())
}

impl<'t> Resolver<'t> {
    /// A resolver for `text`, with nothing defined yet.
    fn new(text: &'t str) -> Self {
        Resolver {
            text,
            lines: LineIndex::new(text),
            m: Module::new(),
            sm: SourceMap::new(),
            warnings: Vec::new(),
            typed: false,
            symbols: FxMap::default(),
            groups: FxMap::default(),
            md_ids: FxMap::default(),
            md_strings: FxMap::default(),
            md_values: FxMap::default(),
            renamed: FxMap::default(),
            called_intrinsics: FxMap::default(),
            last_binary_flags: None,
            literals: FxMap::default(),
            streaming: false,
            deferred: Cell::new(false),
            streamed: Vec::new(),
        }
    }

    /// Builds the module of `ast`, whose function bodies may have been resolved in part
    /// while they were parsed (`streamed`, see [`stream`]).
    fn finish(
        mut self,
        mut ast: Vec<Top<'t>>,
        typed: bool,
        streamed: Vec<Streamed<'t>>,
    ) -> R<Parsed> {
        self.typed = typed;
        if typed {
            self.m.pointers = PointerMode::Typed;
        }
        self.streamed = streamed.into_iter().map(Some).collect();
        self.module(&mut ast)?;
        self.m.intern_symbol_pointer_types();
        Ok(Parsed {
            module: self.m,
            source_map: self.sm,
            warnings: self.warnings,
        })
    }
}

/// A local name: numbered or named (borrowed from the text unless it had escapes).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key<'t> {
    Num(u32),
    Named(Cow<'t, str>),
}

struct Resolver<'t> {
    text: &'t str,
    lines: LineIndex,
    m: Module,
    sm: SourceMap,
    warnings: Vec<Warning>,
    typed: bool,
    /// `@name` → global or function.
    symbols: FxMap<String, Value>,
    groups: FxMap<u32, Vec<Attribute>>,
    md_ids: FxMap<u32, Md>,
    md_strings: FxMap<Vec<u8>, Md>,
    md_values: FxMap<(Option<FuncId>, Type, Value), Md>,
    /// Declarations given LLVM's name of an overloaded intrinsic instead of the text's:
    /// that name → (the function, the text's name).
    renamed: FxMap<String, (FuncId, String)>,
    /// Undeclared overloaded intrinsics called, by the text's name: the declaration
    /// made for each call type.
    called_intrinsics: FxMap<String, Vec<(Type, FuncId)>>,
    /// The flag words of the last binary operator read, whether it was a float one, and
    /// the flags they gave.
    last_binary_flags: Option<(&'t str, bool, (WrapFlags, FastMathFlags))>,
    /// Float literals already read, by type and text: clang writes the same few
    /// constants over and over, and a lookup is cheaper than parsing the decimal and
    /// interning (integers are cheap to parse: they are not cached).
    literals: FxMap<(Type, &'t str), Value>,
    /// Whether a statement is being resolved while it is parsed: then what the text may
    /// define later (symbols, metadata, named types, later values and blocks) is not
    /// looked up but makes the statement wait for the end (see [`Resolver::defer`]).
    streaming: bool,
    /// Whether the statement being streamed was deferred.
    deferred: Cell<bool>,
    /// The function bodies resolved while parsing, by [`ast::FuncDecl::streamed`].
    streamed: Vec<Option<Streamed<'t>>>,
}

/// What is known inside one function body while it is resolved.
struct FnCx<'t> {
    func: FuncId,
    params: Vec<Type>,
    /// In definition order, so that looking up a recent definition reads memory that
    /// is still in cache (only the small index table is probed at random).
    locals: Locals<'t>,
    blocks: FxMap<Key<'t>, Block>,
    body: Body,
    /// Uses of not-yet-resolved instructions: (instruction, expected type, where).
    pending: Vec<(Inst, Type, At)>,
    /// The blocks of the body (statements already resolved are released), for
    /// defining the later results on a forward reference.
    ast: Vec<ast::Block<'t>>,
    /// Where the resolution is: block, statement, and the numbering after its result.
    cursor: (usize, usize, Numbering),
    /// Whether every result of the body is defined already (after a forward
    /// reference); until then results are defined as their statements are reached, so
    /// a use of a recent result finds it while it is still in cache.
    all_defined: bool,
    /// The type of the placeholder instruction that holds a deferred statement's place
    /// (`label`: no instruction has it).
    placeholder: Type,
    /// Streamed bodies: the deferred statements' places, in order.
    deferred: Vec<Inst>,
    /// Streamed bodies: uses of deferred statements' results by statements streamed
    /// ahead of them, in order.
    checks: Vec<UseCheck<'t>>,
    /// Streamed bodies, while the deferred statements are resolved: the one being
    /// resolved, and the redefinition that stopped streaming (which the first use of a
    /// later value finds, as [`Resolver::define_rest`] would).
    current: Option<Inst>,
    later_error: Option<ParseError>,
    /// Streamed bodies: where each instruction was written.
    locs: Vec<Option<dxil_ir::Loc>>,
}

/// A use of a deferred statement's result by a statement streamed ahead of it, to be
/// checked once the result's type is known.
struct UseCheck<'t> {
    /// The place of the statement that uses it.
    user: Inst,
    /// The deferred statement.
    inst: Inst,
    /// The type the use expects.
    want: Type,
    /// Where the use is.
    at: At,
    /// The value's name, for the message.
    name: Key<'t>,
}

/// Slot numbers of unnamed and numbered values and blocks, given out in text order.
#[derive(Clone, Copy, Default)]
struct Numbering {
    next: u32,
}

impl Numbering {
    /// Takes number `n`: numbers must increase (since LLVM 19 they may skip).
    fn claim(&mut self, r: &Resolver<'_>, at: At, n: u32) -> R<()> {
        if n < self.next {
            return Err(r.err(
                at,
                ErrorKind::Redefined(format!("%{n}")),
                format!(
                    "value numbered %{n} where %{} or greater is expected",
                    self.next
                ),
            ));
        }
        self.next = n.saturating_add(1);
        Ok(())
    }

    /// The key of a block with this label.
    fn block<'n>(&mut self, r: &Resolver<'_>, label: Option<(At, Name<'n>)>) -> R<Key<'n>> {
        match label {
            None => {
                self.next += 1;
                Ok(Key::Num(self.next - 1))
            }
            Some((at, n)) => self.written(r, at, n),
        }
    }

    /// The key of a name written at `at`, claiming its number if it is one.
    fn written<'n>(&mut self, r: &Resolver<'_>, at: At, n: Name<'n>) -> R<Key<'n>> {
        match n.kind() {
            NameKind::Num(k) => {
                self.claim(r, at, k)?;
                Ok(Key::Num(k))
            }
            _ => r.key_of(at, n),
        }
    }

    /// The key of a statement's result, if it has one.
    fn result<'n>(&mut self, r: &Resolver<'_>, s: &Stmt<'n>) -> R<Option<Key<'n>>> {
        match s.result {
            Some(n) => self.written(r, s.at, n).map(Some),
            None if produces_value(&s.inst) => {
                self.next += 1;
                Ok(Some(Key::Num(self.next - 1)))
            }
            None => Ok(None),
        }
    }
}

/// An instruction's tail (`, align 4`, `, !dbg !3`, extra operands...), read by kind of
/// part. Most tails are empty, so nothing is sorted ahead of time.
#[derive(Clone, Copy)]
struct TailParts<'a, 's>(&'a [TailItem<'s>]);

impl<'a, 's> TailParts<'a, 's> {
    /// The typed values, in order.
    fn values(self) -> impl Iterator<Item = &'a TypedValue<'s>> {
        self.0.iter().filter_map(|i| match i {
            TailItem::Value(v) => Some(v),
            _ => None,
        })
    }

    /// The bare integers, in order.
    fn ints(self) -> impl Iterator<Item = (At, &'s str)> + 'a {
        self.0.iter().filter_map(|i| match i {
            TailItem::Int(at, n) => Some((*at, *n)),
            _ => None,
        })
    }

    /// The metadata attachments, in order.
    fn attach(self) -> impl Iterator<Item = (At, &'s str, &'a MdRef<'s>)> {
        self.0.iter().filter_map(|i| match i {
            TailItem::Attach(at, k, m) => Some((*at, *k, m)),
            _ => None,
        })
    }

    /// The `[value, block]` pairs, in order.
    fn pairs(self) -> impl Iterator<Item = (&'a ast::SpValue<'s>, &'a ast::SpValue<'s>)> {
        self.0.iter().filter_map(|i| match i {
            TailItem::Pair(a, b) => Some((a, b)),
            _ => None,
        })
    }

    /// The last `align N`.
    fn align(self) -> Option<(At, &'s str)> {
        self.0.iter().rev().find_map(|i| match i {
            TailItem::Align(at, n) => Some((*at, *n)),
            _ => None,
        })
    }

    /// The last `addrspace(N)`.
    fn addrspace(self) -> Option<(At, &'s str)> {
        self.0.iter().rev().find_map(|i| match i {
            TailItem::Addrspace(at, n) => Some((*at, *n)),
            _ => None,
        })
    }
}

/// Whether the numbers of a body's blocks depend on the results before them (a block
/// after the first is unnamed or numbered): then [`Resolver::number`] numbers every
/// result before any statement is resolved; when every later block is named, it need
/// not read the statements.
fn results_number_blocks(blocks: &[ast::Block<'_>]) -> bool {
    blocks
        .iter()
        .skip(1)
        .any(|b| b.label.is_none_or(|(_, n)| n.is_num()))
}

/// The calling convention spelled `w`.
fn calling_convention(w: &str) -> Option<u32> {
    dxil_ir::printer::calling_convention_from_name(w)
}

/// The most lanes a splat or shuffle mask may expand to.
const MAX_LANES: u32 = 1 << 16;

/// Attributes whose parenthesised argument is one integer.
const INT_PAREN_ATTRS: &[&str] = &[
    "dereferenceable",
    "dereferenceable_or_null",
    "alignstack",
    "allocalign",
];

fn fmf_bit(w: &str) -> Option<u8> {
    if w == "fast" {
        return Some(FastMathFlags::FAST);
    }
    FastMathFlags::NAMES
        .iter()
        .find(|(n, _)| *n == w)
        .map(|(_, b)| *b)
}

/// The flags of a word or of a run of fast-math flag words (the lexer's `Fmf` token).
fn fmf_run_bits(run: &str) -> Option<u8> {
    (run.split_ascii_whitespace()).try_fold(0, |bits, w| Some(bits | fmf_bit(w)?))
}

impl<'t> Resolver<'t> {
    // ---------- errors ----------

    fn err(&self, at: At, kind: ErrorKind, message: String) -> ParseError {
        // Names in messages can be megabytes long in hostile input.
        let message = if message.len() > 240 {
            let head: String = message.chars().take(200).collect();
            format!("{head}...")
        } else {
            message
        };
        let kind = match kind {
            ErrorKind::Unsupported(w) => ErrorKind::Unsupported(crate::lexer::shorten(&w)),
            ErrorKind::Undefined(w) => ErrorKind::Undefined(crate::lexer::shorten(&w)),
            ErrorKind::Redefined(w) => ErrorKind::Redefined(crate::lexer::shorten(&w)),
            other => other,
        };
        ParseError {
            loc: self.lines.loc(self.text, ast::at_index(at)),
            kind,
            message,
        }
    }

    /// Gives up on the statement being streamed, which needs what the text may define
    /// later: it is resolved with the others after parsing. The error is never shown.
    fn defer(&self) -> ParseError {
        self.deferred.set(true);
        ParseError {
            loc: dxil_ir::Loc::default(),
            kind: ErrorKind::Syntax,
            message: String::new(),
        }
    }

    fn syntax(&self, at: At, message: String) -> ParseError {
        self.err(at, ErrorKind::Syntax, message)
    }

    fn ty_name(&self, t: Type) -> String {
        dxil_ir::printer::type_to_string(&self.m.types, t)
    }

    fn expect_ty(&self, at: At, want: Type, got: Type, what: &str) -> R<()> {
        if want == got {
            Ok(())
        } else {
            Err(self.err(
                at,
                ErrorKind::Type,
                format!(
                    "{what} has type {} but {} is expected",
                    self.ty_name(got),
                    self.ty_name(want)
                ),
            ))
        }
    }

    fn uint(&self, at: At, s: &str) -> R<u64> {
        literal::small_uint(s).ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Literal,
                format!("`{s}` is not a valid count"),
            )
        })
    }

    fn u32_of(&self, at: At, s: &str) -> R<u32> {
        u32::try_from(self.uint(at, s)?)
            .map_err(|_| self.err(at, ErrorKind::Literal, format!("`{s}` is too large")))
    }

    fn text_of(&self, at: At, s: &str) -> R<Box<str>> {
        String::from_utf8(literal::unescape(s))
            .map(Into::into)
            .map_err(|_| self.err(at, ErrorKind::Encoding, "string is not UTF-8".to_string()))
    }

    fn name_of(&self, at: At, n: Name<'t>) -> R<String> {
        self.name_cow(at, n).map(Cow::into_owned)
    }

    /// A name as text, borrowed from the source unless it had to be unescaped.
    fn name_cow<'n>(&self, at: At, n: Name<'n>) -> R<Cow<'n, str>> {
        match n.kind() {
            NameKind::Str(s) => Ok(Cow::Borrowed(s)),
            NameKind::Quoted(s) if !s.contains('\\') => Ok(Cow::Borrowed(s)),
            NameKind::Quoted(s) => self.text_of(at, s).map(|t| Cow::Owned(t.into())),
            NameKind::Num(n) => Ok(Cow::Owned(n.to_string())),
        }
    }

    fn key_of<'n>(&self, at: At, n: Name<'n>) -> R<Key<'n>> {
        match n.kind() {
            NameKind::Num(n) => Ok(Key::Num(n)),
            _ => self.name_cow(at, n).map(Key::Named),
        }
    }

    // ---------- module ----------

    fn module(&mut self, ast: &mut [Top<'t>]) -> R<()> {
        // Header, named types, comdats, attribute groups.
        let mut named_types = Vec::new();
        for top in ast.iter() {
            match top {
                Top::SourceFilename(s) => self.m.source_filename = Some(self.text_of(0, s)?),
                Top::Datalayout(s) => self.m.datalayout = Some(self.text_of(0, s)?),
                Top::Triple(s) => self.m.triple = Some(self.text_of(0, s)?),
                Top::ModuleAsm(s) => {
                    let line = self.text_of(0, s)?;
                    self.m.asm.push(line);
                }
                Top::NamedType(at, n, body) => {
                    let name = self.name_of(*at, *n)?;
                    if named_types.iter().any(|(_, m, _)| *m == name) {
                        return Err(self.err(
                            *at,
                            ErrorKind::Redefined(format!("%{name}")),
                            format!("type %{name} is defined twice"),
                        ));
                    }
                    self.m.types.named(&name);
                    named_types.push((*at, name, body.as_ref()));
                }
                Top::Comdat(n, kind) => {
                    self.m.comdats.insert((*n).into(), (*kind).into());
                }
                _ => {}
            }
        }
        for (_, name, body) in &named_types {
            let body = match body {
                None => StructBody::Opaque,
                Some(ast::Type::Struct { fields, packed }) => {
                    let fields = fields.iter().map(|f| self.ty(f)).collect::<R<Vec<_>>>()?;
                    StructBody::Fields {
                        fields,
                        packed: *packed,
                    }
                }
                Some(_) => {
                    let at = named_types
                        .iter()
                        .find(|(_, n, _)| n == name)
                        .map_or(0, |(a, _, _)| *a);
                    return Err(self.err(
                        at,
                        ErrorKind::Unsupported("non-struct named type".to_string()),
                        format!(
                            "named type %{name} is not a struct; only struct types can be named"
                        ),
                    ));
                }
            };
            self.m.types.define_named(name, body);
        }
        for top in ast.iter() {
            if let Top::AttrGroup(at, id, items) = top {
                let mut set = Vec::new();
                for item in items {
                    set.push(self.attr(item)?);
                }
                if self.groups.insert(*id, set).is_some() {
                    return Err(self.err(
                        *at,
                        ErrorKind::Redefined(format!("#{id}")),
                        format!("attribute group #{id} is defined twice"),
                    ));
                }
            }
        }
        // Numbered metadata, allocated in number order.
        let mut ids: Vec<(u32, At)> = ast
            .iter()
            .filter_map(|t| match t {
                Top::Md(at, id, _, _) => Some((*id, *at)),
                _ => None,
            })
            .collect();
        ids.sort_unstable();
        for w in ids.windows(2) {
            if w[0].0 == w[1].0 {
                return Err(self.err(
                    w[1].1,
                    ErrorKind::Redefined(format!("!{}", w[1].0)),
                    format!("metadata !{} is defined twice", w[1].0),
                ));
            }
        }
        for (id, _) in &ids {
            let h = self.m.metadata.alloc(MdData::Node {
                distinct: false,
                ops: Vec::new(),
            });
            self.md_ids.insert(*id, h);
        }
        // Headers of globals and functions.
        let mut globals = Vec::new();
        let mut funcs = Vec::new();
        for (i, top) in ast.iter().enumerate() {
            match top {
                Top::Global(g) => globals.push((self.global_header(g)?, g)),
                Top::Func(f) => funcs.push((self.func_header(f)?, i)),
                _ => {}
            }
        }
        self.declare_debug_intrinsics(ast)?;
        self.declare_used_intrinsics(ast)?;
        // Metadata contents.
        let mut numbered: Vec<_> = ast
            .iter()
            .filter_map(|t| match t {
                Top::Md(at, id, distinct, m) => Some((*id, *at, *distinct, m)),
                _ => None,
            })
            .collect();
        numbered.sort_unstable_by_key(|n| n.0);
        for (id, at, distinct, m) in numbered {
            let data = match m {
                MdRef::Node(ops) => MdData::Node {
                    distinct,
                    ops: self.md_ops(None, ops)?,
                },
                MdRef::Special(class, fields) => self.special(None, class, fields, distinct)?,
                MdRef::Str(s) => MdData::String(literal::unescape(s)),
                MdRef::Id(..) | MdRef::Value(_) => {
                    return Err(self.syntax(
                        at,
                        format!("metadata !{id} must be a node, a specialized node or a string"),
                    ))
                }
            };
            let h = self.md_ids[&id];
            self.m.metadata[h] = data;
        }
        for top in ast.iter() {
            if let Top::NamedMd(name, ops) = top {
                let mut v = Vec::new();
                for op in ops {
                    v.push(self.md(None, op)?);
                }
                self.m.named_metadata.insert((*name).into(), v);
            }
        }
        for (g, decl) in globals {
            self.global_body(g, decl)?;
        }
        for (f, i) in funcs {
            if let Top::Func(decl) = &mut ast[i] {
                let streamed = decl.streamed.and_then(|k| self.streamed.get_mut(k)?.take());
                match streamed {
                    Some(s) => self.adopt_body(f, decl, s)?,
                    None => self.func_body(f, decl)?,
                }
            }
        }
        Ok(())
    }

    // ---------- types ----------

    fn ty(&mut self, t: &ast::Type<'t>) -> R<Type> {
        Ok(match t {
            ast::Type::Void => self.m.types.void(),
            ast::Type::Label => self.m.types.label(),
            ast::Type::Metadata => self.m.types.metadata(),
            ast::Type::Token => self.m.types.intern(TypeData::Token),
            ast::Type::Int(n) => self.m.types.int(*n),
            ast::Type::Float(k) => self.m.types.float(*k),
            ast::Type::Ptr(a) => {
                let a = self.addrspace(a.as_deref().copied())?;
                self.m.types.ptr(a)
            }
            ast::Type::Named(..) | ast::Type::Pointer(_) if self.streaming => {
                return Err(self.defer())
            }
            ast::Type::Named(at, n) => {
                let name = self.name_of(*at, *n)?;
                if !self.m.types.named.contains_key(name.as_str()) {
                    return Err(self.err(
                        *at,
                        ErrorKind::Undefined(format!("%{name}")),
                        format!("type %{name} is used but never defined"),
                    ));
                }
                self.m.types.named(&name)
            }
            ast::Type::Vector(v, scalable) => {
                let n = self.u32_of(v.len.0, v.len.1)?;
                let e = self.ty(&v.elem)?;
                self.m.types.intern(TypeData::Vector {
                    len: n,
                    elem: e,
                    scalable: *scalable,
                })
            }
            ast::Type::Array(a) => {
                let n = self.uint(a.len.0, a.len.1)?;
                let e = self.ty(&a.elem)?;
                self.m.types.array(e, n)
            }
            ast::Type::Struct { fields, packed } => {
                let f = fields.iter().map(|f| self.ty(f)).collect::<R<Vec<_>>>()?;
                self.m.types.structure(f, *packed)
            }
            ast::Type::Func(f) => {
                let r = self.ty(&f.ret)?;
                let p = f.params.iter().map(|p| self.ty(p)).collect::<R<Vec<_>>>()?;
                self.m.types.function(r, p, f.varargs)
            }
            ast::Type::Target(target) => {
                let name = self.text_of(0, target.name)?;
                let mut types = Vec::new();
                let mut ints = Vec::new();
                for p in &target.params {
                    match p {
                        ast::TargetParam::Type(t) => types.push(self.ty(t)?),
                        ast::TargetParam::Int(at, s) => ints.push(self.u32_of(*at, s)?),
                    }
                }
                self.m
                    .types
                    .intern(TypeData::TargetExt { name, types, ints })
            }
            ast::Type::Pointer(p) => {
                let (base, levels) = (&p.base, &p.levels);
                if !self.typed {
                    // Opaque-pointer IR reads `T*` as `ptr` (as LLVM does).
                    let a = self.addrspace(levels.last().copied().flatten())?;
                    return Ok(self.m.types.ptr(a));
                }
                if levels.len() > crate::lexer::MAX_NESTING {
                    let at = levels.iter().flatten().next().map_or(0, |l| l.0);
                    return Err(self.err(
                        at,
                        ErrorKind::Limit,
                        format!("more than {} pointer levels", crate::lexer::MAX_NESTING),
                    ));
                }
                let mut t = self.ty(base)?;
                for l in levels {
                    let a = self.addrspace(*l)?;
                    t = self.m.types.typed_ptr(t, a);
                }
                t
            }
        })
    }

    fn addrspace(&self, a: Option<(At, &str)>) -> R<u32> {
        match a {
            None => Ok(0),
            Some((at, s)) => self.u32_of(at, s),
        }
    }

    /// The pointer type to `pointee` in the module's pointer mode.
    fn ptr_to(&mut self, pointee: Type, addrspace: u32) -> Type {
        if self.typed {
            self.m.types.typed_ptr(pointee, addrspace)
        } else {
            self.m.types.ptr(addrspace)
        }
    }

    // ---------- attributes ----------

    fn attr(&mut self, item: &Item<'t>) -> R<Attribute> {
        Ok(match item {
            Item::Word(_, w) => Attribute::Flag((*w).into()),
            Item::Raw(at, name, args) => {
                if INT_PAREN_ATTRS.contains(name) {
                    let n = self.uint(*at, args.trim())?;
                    Attribute::Int((*name).into(), n)
                } else {
                    Attribute::Raw((*name).into(), (*args).into())
                }
            }
            Item::Align(at, n) => Attribute::Int("align".into(), self.uint(*at, n)?),
            Item::IntEq(at, name, n) => Attribute::Int((*name).into(), self.uint(*at, n)?),
            Item::TypeAttr(_, name, t) => {
                let t = self.ty(t)?;
                Attribute::Type((*name).into(), t)
            }
            Item::TypeFlag(_, name) => Attribute::Flag((*name).into()),
            Item::Str(at, k, v) => Attribute::Str(
                self.text_of(*at, k)?,
                match v {
                    Some(v) => Some(self.text_of(*at, v)?),
                    None => None,
                },
            ),
            other => {
                let at = item_at(other);
                return Err(self.syntax(at, "expected an attribute".to_string()));
            }
        })
    }

    fn attr_set(&mut self, items: &[Item<'t>]) -> R<AttrSet> {
        let mut set = AttrSet::default();
        for i in items {
            set.0.push(self.attr(i)?);
        }
        Ok(set)
    }

    /// The attributes of group `#id`; an undefined group is empty (as in LLVM), with
    /// a warning.
    fn group(&mut self, at: At, id: u32) -> R<Vec<Attribute>> {
        match self.groups.get(&id) {
            Some(g) => Ok(g.clone()),
            None => {
                self.warnings.push(Warning {
                    loc: self.lines.loc(self.text, ast::at_index(at)),
                    message: format!("attribute group #{id} is never defined; read as empty"),
                });
                Ok(Vec::new())
            }
        }
    }

    // ---------- globals and functions ----------

    fn define_symbol(&mut self, at: At, name: &str, v: Value) -> R<()> {
        if self.symbols.insert(name.to_string(), v).is_some() {
            return Err(self.err(
                at,
                ErrorKind::Redefined(format!("@{name}")),
                format!("@{name} is defined twice"),
            ));
        }
        Ok(())
    }

    fn common_prop(&self, props: &mut SymbolProps, w: &str) -> bool {
        if let Some(l) = Linkage::from_keyword(w) {
            props.linkage = l;
        } else {
            match w {
                "dso_local" => props.dso_local = true,
                "dso_preemptable" => {}
                "default" => props.visibility = Visibility::Default,
                "hidden" => props.visibility = Visibility::Hidden,
                "protected" => props.visibility = Visibility::Protected,
                "dllimport" => props.dll_storage = DllStorage::Import,
                "dllexport" => props.dll_storage = DllStorage::Export,
                "unnamed_addr" => props.unnamed_addr = UnnamedAddr::Global,
                "local_unnamed_addr" => props.unnamed_addr = UnnamedAddr::Local,
                _ => return false,
            }
        }
        true
    }

    fn trailer_prop(&mut self, props: &mut SymbolProps, item: &Item<'t>) -> R<bool> {
        match item {
            Item::Section(at, s) => props.section = Some(self.text_of(*at, s)?),
            Item::Partition(at, s) => props.partition = Some(self.text_of(*at, s)?),
            Item::Comdat(_, c) => props.comdat = Some(c.map(Into::into)),
            Item::Align(at, n) => props.align = Some(self.uint(*at, n)?),
            Item::Attach(_, k, m) => {
                let md = self.md(None, m)?;
                props.metadata.push(((*k).into(), md));
            }
            Item::Unsupported(at, what) => {
                return Err(self.err(
                    *at,
                    ErrorKind::Unsupported((*what).to_string()),
                    format!("{what} is not supported"),
                ))
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn global_header(&mut self, g: &ast::GlobalDecl<'t>) -> R<dxil_ir::GlobalId> {
        let name = self.name_of(g.at, g.name)?;
        let mut props = SymbolProps::default();
        if let Some(e) = g.external {
            props.linkage = Linkage::from_keyword(e).unwrap_or_default();
        }
        let mut addrspace = 0;
        let mut thread_local = ThreadLocal::No;
        let mut externally_initialized = false;
        for item in &g.prefix {
            match item {
                Item::Word(at, w) => {
                    if self.common_prop(&mut props, w) {
                        continue;
                    }
                    match *w {
                        "thread_local" => thread_local = ThreadLocal::GeneralDynamic,
                        "externally_initialized" => externally_initialized = true,
                        _ => {
                            return Err(
                                self.syntax(*at, format!("unknown global variable keyword `{w}`"))
                            )
                        }
                    }
                }
                Item::Raw(at, "thread_local", model) => {
                    thread_local = match model.trim() {
                        "localdynamic" => ThreadLocal::LocalDynamic,
                        "initialexec" => ThreadLocal::InitialExec,
                        "localexec" => ThreadLocal::LocalExec,
                        other => {
                            return Err(self.syntax(*at, format!("unknown TLS model `{other}`")))
                        }
                    }
                }
                Item::Addrspace(at, n) => addrspace = self.u32_of(*at, n)?,
                other => {
                    return Err(
                        self.syntax(item_at(other), "unexpected item before `global`".into())
                    )
                }
            }
        }
        let value_ty = self.ty(&g.ty)?;
        let h = self.m.globals.alloc(GlobalVar {
            name: name.clone().into(),
            value_ty,
            addrspace,
            is_constant: g.constant,
            externally_initialized,
            thread_local,
            init: None,
            props,
        });
        self.define_symbol(g.at, &name, Value::Global(h))?;
        self.sm.insert(
            Site::Global(h),
            self.lines.loc(self.text, ast::at_index(g.at)),
        );
        Ok(h)
    }

    fn global_body(&mut self, h: dxil_ir::GlobalId, g: &ast::GlobalDecl<'t>) -> R<()> {
        let mut props = std::mem::take(&mut self.m.globals[h].props);
        for item in &g.trailer {
            if !self.trailer_prop(&mut props, item)? {
                let what = match item {
                    Item::Word(_, w) | Item::WordStr(_, w, _) => (*w).to_string(),
                    _ => "global clause".to_string(),
                };
                return Err(self.err(
                    item_at(item),
                    ErrorKind::Unsupported(what.clone()),
                    format!("`{what}` on a global variable is not supported"),
                ));
            }
        }
        self.m.globals[h].props = props;
        if let Some((at, v)) = &g.init {
            let ty = self.m.globals[h].value_ty;
            let c = self.constant(ty, v, *at)?;
            self.m.globals[h].init = Some(c);
        }
        Ok(())
    }

    fn func_header(&mut self, f: &ast::FuncDecl<'t>) -> R<FuncId> {
        let name = self.name_of(f.at, f.name)?;
        let mut props = SymbolProps::default();
        let mut attrs = AttrList::default();
        let mut cc = 0;
        let mut addrspace = 0;
        for item in &f.prefix {
            match item {
                Item::Word(_, w) if self.common_prop(&mut props, w) => {}
                Item::Word(_, w) if calling_convention(w).is_some() => {
                    cc = calling_convention(w).unwrap_or(0);
                }
                Item::Cc(at, n) => cc = self.u32_of(*at, n)?,
                Item::Attach(_, k, m) => {
                    let md = self.md(None, m)?;
                    props.metadata.push(((*k).into(), md));
                }
                other => {
                    let a = self.attr(other)?;
                    attrs.ret.0.push(a);
                }
            }
        }
        let ret = self.ty(&f.ret)?;
        let mut params = Vec::new();
        let mut param_names = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            params.push(self.ty(&p.ty)?);
            let set = self.attr_set(&p.attrs)?;
            if !set.is_empty() {
                attrs.params.resize(i + 1, AttrSet::default());
                attrs.params[i] = set;
            }
            param_names.push(match p.name {
                Some((at, n)) if !n.is_num() && f.body.is_some() => {
                    Some(self.name_of(at, n)?.into())
                }
                _ => None,
            });
        }
        for item in &f.trailer {
            match item {
                Item::Word(_, "unnamed_addr") => props.unnamed_addr = UnnamedAddr::Global,
                Item::Word(_, "local_unnamed_addr") => props.unnamed_addr = UnnamedAddr::Local,
                Item::Group(at, id) => {
                    let g = self.group(*at, *id)?;
                    attrs.func.0.extend(g);
                }
                Item::Addrspace(at, n) => addrspace = self.u32_of(*at, n)?,
                other => {
                    if !self.trailer_prop(&mut props, other)? {
                        let a = self.attr(other)?;
                        attrs.func.0.push(a);
                    }
                }
            }
        }
        let ty = self.m.types.function(ret, params, f.varargs);
        let func = Function {
            name: Default::default(),
            ty,
            cc,
            props,
            addrspace,
            attrs,
            param_names,
            body: None,
        };
        self.add_function(f.at, name, func, f.body.is_none())
    }

    /// Declares `llvm.dbg.*` for the debug records (`#dbg_value(...)`) used, which are
    /// read as calls to them.
    fn declare_debug_intrinsics(&mut self, ast: &[Top<'t>]) -> R<()> {
        let mut used = Vec::new();
        for top in ast.iter() {
            let Top::Func(f) = top else { continue };
            for b in f.body.iter().flatten() {
                for s in b.stmts.calls() {
                    if let ast::Inst::DbgRecord(k, _) = &s.inst {
                        let spec = debug_record(k).ok_or_else(|| {
                            self.err(
                                s.at,
                                ErrorKind::Unsupported(format!("#{k}")),
                                format!("debug record #{k} is not supported"),
                            )
                        })?;
                        if !used.contains(&spec) {
                            used.push(spec);
                        }
                    }
                }
            }
        }
        for (name, nargs) in used {
            if self.symbols.contains_key(name) {
                continue;
            }
            let md = self.m.types.metadata();
            let void = self.m.types.void();
            let ty = self.m.types.function(void, vec![md; nargs], false);
            let mut attrs = AttrList::default();
            for a in [
                "nocallback",
                "nofree",
                "nosync",
                "nounwind",
                "speculatable",
                "willreturn",
            ] {
                attrs.func.0.push(Attribute::Flag(a.into()));
            }
            attrs
                .func
                .0
                .push(Attribute::Raw("memory".into(), "none".into()));
            let h = self.declare_intrinsic(name.into(), ty);
            self.m.functions[h].attrs = attrs;
            self.symbols.insert(name.to_string(), Value::Function(h));
        }
        Ok(())
    }

    // ---------- function bodies ----------

    fn func_body(&mut self, fid: FuncId, f: &mut ast::FuncDecl<'t>) -> R<()> {
        let Some(blocks) = f.body.take() else {
            return Ok(());
        };
        let params = match self.m.types.get(self.m.functions[fid].ty) {
            TypeData::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let mut cx = self.fn_cx(fid, params);
        let ninsts = blocks.iter().map(|b| b.stmts.len()).sum();
        // Whether the body numbers its values (as clang does), judging by the first.
        let numbered = blocks
            .iter()
            .flat_map(|b| b.stmts.iter())
            .next()
            .is_none_or(|s| s.result.is_none_or(Name::is_num));
        cx.locals.reserve(ninsts + f.params.len(), numbered);
        cx.blocks.reserve(blocks.len());
        let mut numbering = self.number(&mut cx, f, &blocks)?;
        cx.ast = blocks;
        cx.body.insts.reserve(ninsts);
        cx.body.blocks.reserve(cx.ast.len());
        self.sm.reserve_insts(fid, ninsts);
        for bi in 0..cx.ast.len() {
            let label = cx.ast[bi].label;
            numbering.block(self, label)?;
            let bh = cx.body.add_block(self.block_name(label)?);
            cx.body.blocks[bh]
                .insts
                .reserve_exact(cx.ast[bi].stmts.len());
            let chunks = cx.ast[bi].stmts.chunks().to_vec();
            let mut si = 0;
            for (ci, chunk) in chunks.into_iter().enumerate() {
                for s in chunk.iter() {
                    // The result is defined before the operands are read: a phi may
                    // use itself.
                    let key = numbering.result(self, s)?;
                    if let (Some(k), false) = (key, cx.all_defined) {
                        let ih = Inst::from_index(cx.body.insts.len());
                        self.insert_local(&mut cx.locals, s.at, k, Value::Inst(ih))?;
                    }
                    cx.cursor = (bi, si, numbering);
                    si += 1;
                    let inst = self.stmt(&mut cx, bh, s)?;
                    self.sm.insert(
                        Site::Inst(fid, inst),
                        self.lines.loc(self.text, ast::at_index(s.at)),
                    );
                }
                // The last hold on the chunk goes with `chunk`.
                cx.ast[bi].stmts.release(ci);
            }
        }
        self.end_body(fid, cx)
    }

    /// Finishes a body resolved in part while it was parsed (see [`stream`]): resolves
    /// its deferred statements, all that is left of `f`'s syntax tree, into the places
    /// kept for them, then reports the error streaming stopped at, if any.
    fn adopt_body(
        &mut self,
        fid: FuncId,
        f: &mut ast::FuncDecl<'t>,
        streamed: Streamed<'t>,
    ) -> R<()> {
        let Streamed { mut cx, errors } = streamed;
        cx.func = fid;
        cx.all_defined = true;
        let blocks = f.body.take().unwrap_or_default();
        let mut places = std::mem::take(&mut cx.deferred);
        if let Some(first) = errors.first() {
            // Where a whole body's resolution finds them: numbering first (values
            // too if a block after the first is numbered), then statements in order,
            // except that the first use of a later value finds the first numbering or
            // definition error after it.
            let numbered = results_number_blocks(&blocks);
            let early = errors.iter().find(|e| match e.class {
                ErrorClass::Block => true,
                ErrorClass::Numbering => numbered,
                _ => false,
            });
            if let Some(e) = early {
                return Err(e.error.clone());
            }
            cx.later_error = errors
                .iter()
                .find(|e| e.class != ErrorClass::Statement)
                .map(|e| e.error.clone());
            places.truncate(first.deferred_before);
        }
        // In text order, as a whole body is resolved: each deferred statement, and
        // the checks of the streamed uses before it.
        let mut checks = std::mem::take(&mut cx.checks).into_iter().peekable();
        let stmts = blocks.iter().flat_map(|b| b.stmts.iter());
        for (place, s) in places.into_iter().zip(stmts) {
            while let Some(c) = checks.next_if(|c| c.user < place) {
                self.check_use(&cx, c)?;
            }
            cx.current = Some(place);
            cx.body.insts[place] = self.stmt_data(&mut cx, s)?;
        }
        for c in checks {
            self.check_use(&cx, c)?;
        }
        if let Some(first) = errors.into_iter().next() {
            return Err(first.error);
        }
        self.sm.set_insts(fid, std::mem::take(&mut cx.locs));
        self.end_body(fid, cx)
    }

    /// Checks a use of a deferred statement's result by a statement streamed ahead of it
    /// (see [`UseCheck`]).
    fn check_use(&self, cx: &FnCx<'t>, c: UseCheck<'t>) -> R<()> {
        let got = cx.body.insts[c.inst].ty;
        if got != c.want {
            self.expect_ty(c.at, c.want, got, &format!("%{}", key_text(&c.name)))?;
        }
        Ok(())
    }

    /// Checks the types of the uses that came before their definitions and gives
    /// function `fid` its body.
    fn end_body(&mut self, fid: FuncId, mut cx: FnCx<'t>) -> R<()> {
        for (inst, want, at) in std::mem::take(&mut cx.pending) {
            let got = cx.body.insts[inst].ty;
            self.expect_ty(at, want, got, "value")?;
        }
        self.m.functions[fid].body = Some(cx.body);
        Ok(())
    }

    /// What is known at the start of the body of function `func`, whose parameters
    /// have types `params`.
    fn fn_cx(&mut self, func: FuncId, params: Vec<Type>) -> FnCx<'t> {
        FnCx {
            func,
            params,
            locals: Locals::default(),
            blocks: FxMap::default(),
            body: Body::default(),
            pending: Vec::new(),
            ast: Vec::new(),
            cursor: (0, 0, Numbering::default()),
            all_defined: false,
            placeholder: self.m.types.label(),
            deferred: Vec::new(),
            checks: Vec::new(),
            current: None,
            later_error: None,
            locs: Vec::new(),
        }
    }

    /// Gives every argument and block its handle and checks the numbering of blocks;
    /// returns the numbering after the arguments. Results are defined as the body is
    /// resolved (see [`Resolver::define_rest`]).
    fn number(
        &mut self,
        cx: &mut FnCx<'t>,
        f: &ast::FuncDecl<'t>,
        blocks: &[ast::Block<'t>],
    ) -> R<Numbering> {
        let mut numbering = self.number_params(cx, f)?;
        let after_params = numbering;
        let count_results = results_number_blocks(blocks);
        for (bi, b) in blocks.iter().enumerate() {
            let key = numbering.block(self, b.label)?;
            self.define_block(cx, key, Block::from_index(bi), b.label)?;
            if count_results {
                for s in b.stmts.iter() {
                    numbering.result(self, s)?;
                }
            }
        }
        Ok(after_params)
    }

    /// Defines the parameters of `f`; returns the numbering after them.
    fn number_params(&self, cx: &mut FnCx<'t>, f: &ast::FuncDecl<'t>) -> R<Numbering> {
        let mut numbering = Numbering::default();
        for (i, p) in f.params.iter().enumerate() {
            let v = Value::Arg(i as u32);
            match p.name {
                None => {
                    cx.locals.insert(Key::Num(numbering.next), v);
                    numbering.next += 1;
                }
                Some((at, n)) => {
                    let k = numbering.written(self, at, n)?;
                    self.insert_local(&mut cx.locals, at, k, v)?;
                }
            }
        }
        Ok(numbering)
    }

    /// The name a block labelled `label` keeps (numbered blocks keep none).
    fn block_name(&self, label: Option<(At, Name<'t>)>) -> R<Option<Box<str>>> {
        match label {
            Some((at, n)) if !n.is_num() => Ok(Some(self.name_of(at, n)?.into())),
            _ => Ok(None),
        }
    }

    /// Names block `bh` by `key`, the key of its `label`.
    fn define_block(
        &self,
        cx: &mut FnCx<'t>,
        key: Key<'t>,
        bh: Block,
        label: Option<(At, Name<'t>)>,
    ) -> R<()> {
        if cx.blocks.contains_key(&key) {
            return Err(self.err(
                label.map_or(0, |l| l.0),
                ErrorKind::Redefined(format!("%{}", key_text(&key))),
                format!("block %{} is defined twice", key_text(&key)),
            ));
        }
        cx.blocks.insert(key, bh);
        Ok(())
    }

    /// Defines the results of every statement after the current one, for a use that
    /// names a value not defined yet (a phi's input from a later block, or an error).
    fn define_rest(&self, cx: &mut FnCx<'t>) -> R<()> {
        cx.all_defined = true;
        let (bi, si, mut numbering) = cx.cursor;
        let mut index = cx.body.insts.len() + 1;
        let FnCx { ast, locals, .. } = cx;
        for (i, b) in ast.iter().enumerate().skip(bi) {
            let from = if i == bi {
                si + 1
            } else {
                numbering.block(self, b.label)?;
                0
            };
            for s in b.stmts.iter_from(from) {
                if let Some(k) = numbering.result(self, s)? {
                    self.insert_local(locals, s.at, k, Value::Inst(Inst::from_index(index)))?;
                }
                index += 1;
            }
        }
        Ok(())
    }

    fn insert_local(&self, locals: &mut Locals<'t>, at: At, k: Key<'t>, v: Value) -> R<()> {
        if !locals.insert(k.clone(), v) {
            return Err(self.err(
                at,
                ErrorKind::Redefined(format!("%{}", key_text(&k))),
                format!("%{} is defined twice", key_text(&k)),
            ));
        }
        Ok(())
    }

    fn local(&self, cx: &mut FnCx<'t>, at: At, n: Name<'t>, ty: Type) -> R<Value> {
        let k = self.key_of(at, n)?;
        let mut found = cx.locals.get(&k);
        if found.is_none() && self.streaming {
            return Err(self.defer());
        }
        // A value defined after the statement being resolved (or never).
        let later = match (found, cx.current) {
            (None, _) => true,
            (Some(Value::Inst(h)), Some(c)) => h > c,
            _ => false,
        };
        if let (true, Some(e)) = (later, &cx.later_error) {
            return Err(e.clone());
        }
        if found.is_none() && !cx.all_defined {
            self.define_rest(cx)?;
            found = cx.locals.get(&k);
        }
        let v = found.ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("%{}", key_text(&k))),
                format!("%{} is used but never defined", key_text(&k)),
            )
        })?;
        match v {
            Value::Arg(i) => {
                let got = cx.params.get(i as usize).copied().unwrap_or(ty);
                if got != ty {
                    self.expect_ty(at, ty, got, &format!("%{}", key_text(&k)))?;
                }
            }
            // A later value, defined already as a streamed body was read: checked
            // at the end, as if it were not.
            Value::Inst(h) if later => cx.pending.push((h, ty, at)),
            Value::Inst(h) => match cx.body.insts.get(h) {
                // A deferred statement's place: checked when it is resolved (a use
                // streamed ahead of it, in the order of the uses).
                Some(d) if d.ty == cx.placeholder && matches!(d.kind, InstKind::Unreachable) => {
                    if self.streaming {
                        cx.checks.push(UseCheck {
                            user: Inst::from_index(cx.body.insts.len()),
                            inst: h,
                            want: ty,
                            at,
                            name: k.clone(),
                        });
                    } else {
                        cx.pending.push((h, ty, at));
                    }
                }
                Some(d) if d.ty != ty => {
                    self.expect_ty(at, ty, d.ty, &format!("%{}", key_text(&k)))?
                }
                Some(_) => {}
                None => cx.pending.push((h, ty, at)),
            },
            _ => {}
        }
        Ok(v)
    }

    fn block_ref(&self, cx: &FnCx<'t>, tv: &TypedValue<'t>) -> R<Block> {
        if tv.ty != ast::Type::Label {
            return Err(self.err(tv.at, ErrorKind::Type, "expected `label %name`".into()));
        }
        match tv.val {
            ast::Value::Local(n) => self.block_named(cx, tv.val_at, n),
            _ => Err(self.syntax(tv.val_at, "expected a block name".into())),
        }
    }

    fn block_named(&self, cx: &FnCx<'t>, at: At, n: Name<'t>) -> R<Block> {
        let k = self.key_of(at, n)?;
        if self.streaming && !cx.blocks.contains_key(&k) {
            return Err(self.defer());
        }
        cx.blocks.get(&k).copied().ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("%{}", key_text(&k))),
                format!("block %{} is used but never defined", key_text(&k)),
            )
        })
    }

    /// Resolves a value that may be local.
    fn operand(&mut self, cx: &mut FnCx<'t>, ty: Type, at: At, v: &ast::Value<'t>) -> R<Value> {
        match v {
            ast::Value::Local(n) => self.local(cx, at, *n, ty),
            ast::Value::Md(m) => Ok(Value::Metadata(self.md(Some(cx), m)?)),
            other => self.constant(ty, other, at),
        }
    }

    fn typed_operand(&mut self, cx: &mut FnCx<'t>, tv: &TypedValue<'t>) -> R<(Type, Value)> {
        let t = self.ty(&tv.ty)?;
        let v = self.operand(cx, t, tv.val_at, &tv.val)?;
        Ok((t, v))
    }

    fn attachments(
        &mut self,
        cx: &mut FnCx<'t>,
        parts: TailParts<'_, 't>,
    ) -> R<Vec<(Box<str>, Md)>> {
        let mut out = Vec::new();
        for (_, k, m) in parts.attach() {
            let md = self.md(Some(cx), m)?;
            out.push((k.into(), md));
        }
        Ok(out)
    }

    fn only(&self, at: At, op: &str, parts: TailParts<'_, 't>, allow: &str) -> R<()> {
        let bad = parts.0.iter().any(|i| {
            let kind = match i {
                TailItem::Value(_) => 'v',
                TailItem::Int(..) => 'i',
                TailItem::Align(..) => 'a',
                TailItem::Addrspace(..) => 's',
                TailItem::Pair(..) => 'p',
                TailItem::Attach(..) => return false,
            };
            !allow.contains(kind)
        });
        if bad {
            Err(self.syntax(at, format!("unexpected operand after `{op}`")))
        } else {
            Ok(())
        }
    }

    fn align(&self, parts: TailParts<'_, 't>) -> R<Option<u64>> {
        parts.align().map(|(at, n)| self.uint(at, n)).transpose()
    }

    fn flags<'w>(
        &self,
        at: At,
        op: &str,
        words: impl IntoIterator<Item = &'w str>,
        allowed: &[&str],
    ) -> R<(WrapFlags, FastMathFlags, GepFlags)> {
        let mut w = WrapFlags::default();
        let mut f = FastMathFlags::default();
        let mut g = GepFlags::default();
        for word in words {
            let ok =
                allowed.contains(&word) || (allowed.contains(&"fmf") && fmf_bit(word).is_some());
            if !ok {
                return Err(self.syntax(at, format!("unexpected `{word}` in `{op}`")));
            }
            match word {
                "nuw" => {
                    w.nuw = true;
                    g.nuw = true;
                }
                "nsw" => w.nsw = true,
                "exact" => w.exact = true,
                "disjoint" => w.disjoint = true,
                "nneg" => w.nneg = true,
                "samesign" => w.samesign = true,
                "inbounds" => g.inbounds = true,
                "nusw" => g.nusw = true,
                other => {
                    if let Some(b) = fmf_bit(other) {
                        f.0 |= b;
                    }
                }
            }
        }
        Ok((w, f, g))
    }

    fn sync(&self, at: At, items: &[Item<'t>]) -> R<(SyncScope, Vec<AtomicOrdering>)> {
        let mut scope = SyncScope::System;
        let mut ords = Vec::new();
        for item in items {
            match item {
                Item::Raw(_, "syncscope", s) => {
                    let s = self.text_of(at, s.trim().trim_matches('"'))?;
                    scope = if &*s == "singlethread" {
                        SyncScope::SingleThread
                    } else {
                        SyncScope::Named(s)
                    };
                }
                Item::Word(at, w) => {
                    ords.push(AtomicOrdering::from_keyword(w).ok_or_else(|| {
                        self.syntax(*at, format!("expected an atomic ordering, found `{w}`"))
                    })?)
                }
                other => return Err(self.syntax(item_at(other), "unexpected item".into())),
            }
        }
        Ok((scope, ords))
    }

    /// Resolves statement `s` and appends its instruction to block `bh`.
    fn stmt(&mut self, cx: &mut FnCx<'t>, bh: Block, s: &Stmt<'t>) -> R<Inst> {
        let d = self.stmt_data(cx, s)?;
        let ih = cx.body.insts.alloc(d);
        cx.body.blocks[bh].insts.push(ih);
        Ok(ih)
    }

    /// The instruction of statement `s`.
    fn stmt_data(&mut self, cx: &mut FnCx<'t>, s: &Stmt<'t>) -> R<InstData> {
        let parts = TailParts(&s.tail);
        let at = s.at;
        let void = self.m.types.void();
        let mut fmf = FastMathFlags::default();
        let (ty, kind) = match &s.inst {
            ast::Inst::Binary(op, words, a, b) => {
                self.only(at, op.keyword(), parts, "")?;
                let allowed: &[&str] = if op.is_float() {
                    &["fmf"]
                } else {
                    &["nuw", "nsw", "exact", "disjoint"]
                };
                // clang writes the same flags on every float operation: the words of
                // the last binary operator are remembered with what they meant.
                let (flags, f) = match self.last_binary_flags {
                    Some((text, float, done)) if float == op.is_float() && text == words.0 => done,
                    _ => {
                        let (flags, f, _) = self.flags(at, op.keyword(), words.iter(), allowed)?;
                        self.last_binary_flags = Some((words.0, op.is_float(), (flags, f)));
                        (flags, f)
                    }
                };
                fmf = f;
                let (t, lhs) = self.typed_operand(cx, a)?;
                let rhs = self.operand(cx, t, b.0, &b.1)?;
                (
                    t,
                    InstKind::Binary {
                        op: *op,
                        flags,
                        lhs,
                        rhs,
                    },
                )
            }
            ast::Inst::FNeg(words, a) => {
                self.only(at, "fneg", parts, "")?;
                fmf = self.flags(at, "fneg", words.iter(), &["fmf"])?.1;
                let (t, val) = self.typed_operand(cx, a)?;
                (t, InstKind::FNeg { val })
            }
            ast::Inst::ICmp(words, a, b) => {
                self.only(at, "icmp", parts, "")?;
                let mut pred = None;
                let mut samesign = false;
                for w in words.iter() {
                    if w == "samesign" {
                        samesign = true;
                    } else {
                        pred = Some(IntPredicate::from_keyword(w).ok_or_else(|| {
                            self.syntax(at, format!("unknown icmp predicate `{w}`"))
                        })?);
                    }
                }
                let pred = pred.ok_or_else(|| self.syntax(at, "icmp needs a predicate".into()))?;
                let (t, lhs) = self.typed_operand(cx, a)?;
                let rhs = self.operand(cx, t, b.0, &b.1)?;
                (
                    self.bool_like(t),
                    InstKind::ICmp {
                        pred,
                        samesign,
                        lhs,
                        rhs,
                    },
                )
            }
            ast::Inst::FCmp(words, a, b) => {
                self.only(at, "fcmp", parts, "")?;
                let mut pred = None;
                for w in words.iter() {
                    if let Some(bit) = fmf_bit(w) {
                        fmf.0 |= bit;
                    } else {
                        pred = Some(FloatPredicate::from_keyword(w).ok_or_else(|| {
                            self.syntax(at, format!("unknown fcmp predicate `{w}`"))
                        })?);
                    }
                }
                let pred = pred.ok_or_else(|| self.syntax(at, "fcmp needs a predicate".into()))?;
                let (t, lhs) = self.typed_operand(cx, a)?;
                let rhs = self.operand(cx, t, b.0, &b.1)?;
                (self.bool_like(t), InstKind::FCmp { pred, lhs, rhs })
            }
            ast::Inst::Select(x) => {
                let (words, c, a, b) = &**x;
                self.only(at, "select", parts, "")?;
                fmf = self.flags(at, "select", words.iter(), &["fmf"])?.1;
                let (_, cond) = self.typed_operand(cx, c)?;
                let (t, then_val) = self.typed_operand(cx, a)?;
                let (t2, else_val) = self.typed_operand(cx, b)?;
                self.expect_ty(b.at, t, t2, "select operand")?;
                (
                    t,
                    InstKind::Select {
                        cond,
                        then_val,
                        else_val,
                    },
                )
            }
            ast::Inst::Phi(words, ty, first_v, first_b) => {
                self.only(at, "phi", parts, "p")?;
                fmf = self.flags(at, "phi", words.iter(), &["fmf"])?.1;
                let t = self.ty(ty)?;
                let mut incoming = Vec::new();
                for (v, b) in std::iter::once((first_v, first_b)).chain(parts.pairs()) {
                    let val = self.operand(cx, t, v.0, &v.1)?;
                    let blk = match b.1 {
                        ast::Value::Local(n) => self.block_named(cx, b.0, n)?,
                        _ => return Err(self.syntax(b.0, "expected a block name".into())),
                    };
                    incoming.push((val, blk));
                }
                (t, InstKind::Phi { incoming })
            }
            ast::Inst::Alloca(words, ty) => {
                self.only(at, "alloca", parts, "vas")?;
                if let Some(w) = words.first() {
                    return Err(self.err(
                        at,
                        ErrorKind::Unsupported(format!("alloca {w}")),
                        format!("`alloca {w}` is not supported"),
                    ));
                }
                let allocated = self.ty(ty)?;
                let count = match parts.values().next() {
                    Some(tv) => Some(self.typed_operand(cx, tv)?.1),
                    None => None,
                };
                let addrspace = parts
                    .addrspace()
                    .map(|(a, n)| self.u32_of(a, n))
                    .transpose()?
                    .unwrap_or(0);
                let t = self.ptr_to(allocated, addrspace);
                (
                    t,
                    InstKind::Alloca {
                        allocated,
                        count,
                        align: self.align(parts)?,
                        addrspace,
                    },
                )
            }
            ast::Inst::Load(x) => {
                let (words, ty, p, sync) = &**x;
                self.only(at, "load", parts, "a")?;
                let (volatile, atomic) = self.mem_words(at, "load", *words)?;
                let t = self.ty(ty)?;
                let (pt, ptr) = self.typed_operand(cx, p)?;
                self.check_pointer(p.at, pt, Some(t))?;
                let atomic = self.atomic(at, atomic, sync)?;
                (
                    t,
                    InstKind::Load {
                        ptr,
                        align: self.align(parts)?,
                        volatile,
                        atomic,
                    },
                )
            }
            ast::Inst::Store(x) => {
                let (words, v, p, sync) = &**x;
                self.only(at, "store", parts, "a")?;
                let (volatile, atomic) = self.mem_words(at, "store", *words)?;
                let (vt, val) = self.typed_operand(cx, v)?;
                let (pt, ptr) = self.typed_operand(cx, p)?;
                self.check_pointer(p.at, pt, Some(vt))?;
                let atomic = self.atomic(at, atomic, sync)?;
                (
                    void,
                    InstKind::Store {
                        val,
                        ptr,
                        align: self.align(parts)?,
                        volatile,
                        atomic,
                    },
                )
            }
            ast::Inst::Gep(words, ty, base) => {
                self.only(at, "getelementptr", parts, "v")?;
                let flags = self
                    .flags(
                        at,
                        "getelementptr",
                        words.iter(),
                        &["inbounds", "nuw", "nusw"],
                    )?
                    .2;
                let source = self.ty(ty)?;
                let (bt, b) = self.typed_operand(cx, base)?;
                let mut indices = Vec::new();
                let mut index_tys = Vec::new();
                for tv in parts.values() {
                    let (t, v) = self.typed_operand(cx, tv)?;
                    indices.push(v);
                    index_tys.push(t);
                }
                let t = self.gep_result(at, bt, source, &indices, &index_tys)?;
                (
                    t,
                    InstKind::Gep {
                        source,
                        flags,
                        base: b,
                        indices,
                    },
                )
            }
            ast::Inst::ExtractValue(a) => {
                self.only(at, "extractvalue", parts, "i")?;
                let (t, agg) = self.typed_operand(cx, a)?;
                let indices = self.indices(parts)?;
                let rt = self.walk_aggregate(at, t, &indices)?;
                (rt, InstKind::ExtractValue { agg, indices })
            }
            ast::Inst::InsertValue(x) => {
                let (a, v) = &**x;
                self.only(at, "insertvalue", parts, "i")?;
                let (t, agg) = self.typed_operand(cx, a)?;
                let (vt, val) = self.typed_operand(cx, v)?;
                let indices = self.indices(parts)?;
                let et = self.walk_aggregate(at, t, &indices)?;
                self.expect_ty(v.at, et, vt, "inserted value")?;
                (t, InstKind::InsertValue { agg, val, indices })
            }
            ast::Inst::ExtractElement(x) => {
                let (v, i) = &**x;
                self.only(at, "extractelement", parts, "")?;
                let (t, vec) = self.typed_operand(cx, v)?;
                let (_, index) = self.typed_operand(cx, i)?;
                let et = self.vector_elem(v.at, t)?;
                (et, InstKind::ExtractElement { vec, index })
            }
            ast::Inst::InsertElement(x) => {
                let (v, e, i) = &**x;
                self.only(at, "insertelement", parts, "")?;
                let (t, vec) = self.typed_operand(cx, v)?;
                let (_, val) = self.typed_operand(cx, e)?;
                let (_, index) = self.typed_operand(cx, i)?;
                (t, InstKind::InsertElement { vec, val, index })
            }
            ast::Inst::ShuffleVector(x) => {
                let (a, b, m) = &**x;
                self.only(at, "shufflevector", parts, "")?;
                let (t, av) = self.typed_operand(cx, a)?;
                let (_, bv) = self.typed_operand(cx, b)?;
                let mask = self.shuffle_mask(m)?;
                let et = self.vector_elem(a.at, t)?;
                let len = u32::try_from(mask.len()).unwrap_or(u32::MAX);
                let rt = self.m.types.vector(et, len);
                (rt, InstKind::ShuffleVector { a: av, b: bv, mask })
            }
            ast::Inst::Cast(op, words, v, to) => {
                self.only(at, op.keyword(), parts, "")?;
                let (flags, f, _) = self.flags(
                    at,
                    op.keyword(),
                    words.iter(),
                    &["nneg", "nuw", "nsw", "fmf"],
                )?;
                fmf = f;
                let (_, val) = self.typed_operand(cx, v)?;
                let t = self.ty(to)?;
                (
                    t,
                    InstKind::Cast {
                        op: *op,
                        flags,
                        val,
                    },
                )
            }
            ast::Inst::Call(call) => {
                self.only(at, "call", parts, "")?;
                let (t, kind, f) = self.call(cx, at, call)?;
                fmf = f;
                (t, kind)
            }
            ast::Inst::AtomicRmw(x) => {
                let (words, p, v, sync) = &**x;
                self.only(at, "atomicrmw", parts, "a")?;
                let mut volatile = false;
                let mut op = None;
                for w in words.iter() {
                    if w == "volatile" {
                        volatile = true;
                    } else {
                        op = Some(RmwOp::from_keyword(w).ok_or_else(|| {
                            self.syntax(at, format!("unknown atomicrmw operation `{w}`"))
                        })?);
                    }
                }
                let op =
                    op.ok_or_else(|| self.syntax(at, "atomicrmw needs an operation".into()))?;
                let (_, ptr) = self.typed_operand(cx, p)?;
                let (t, val) = self.typed_operand(cx, v)?;
                let (scope, ords) = self.sync(at, sync)?;
                let [ordering] = ords[..] else {
                    return Err(self.syntax(at, "atomicrmw needs one ordering".into()));
                };
                (
                    t,
                    InstKind::AtomicRmw {
                        op,
                        ptr,
                        val,
                        ordering,
                        scope,
                        volatile,
                        align: self.align(parts)?,
                    },
                )
            }
            ast::Inst::CmpXchg(x) => {
                let (words, p, c, n, sync) = &**x;
                self.only(at, "cmpxchg", parts, "a")?;
                let mut weak = false;
                let mut volatile = false;
                for w in words.iter() {
                    match w {
                        "weak" => weak = true,
                        "volatile" => volatile = true,
                        other => {
                            return Err(self.syntax(at, format!("unexpected `{other}` in cmpxchg")))
                        }
                    }
                }
                let (_, ptr) = self.typed_operand(cx, p)?;
                let (t, expected) = self.typed_operand(cx, c)?;
                let (_, new) = self.typed_operand(cx, n)?;
                let (scope, ords) = self.sync(at, sync)?;
                let [success, failure] = ords[..] else {
                    return Err(self.syntax(at, "cmpxchg needs two orderings".into()));
                };
                let i1 = self.m.types.int(1);
                let rt = self.m.types.structure(vec![t, i1], false);
                (
                    rt,
                    InstKind::CmpXchg {
                        ptr,
                        expected,
                        new,
                        success,
                        failure,
                        scope,
                        weak,
                        volatile,
                        align: self.align(parts)?,
                    },
                )
            }
            ast::Inst::Fence(sync) => {
                self.only(at, "fence", parts, "")?;
                let (scope, ords) = self.sync(at, sync)?;
                let [ordering] = ords[..] else {
                    return Err(self.syntax(at, "fence needs one ordering".into()));
                };
                (void, InstKind::Fence { ordering, scope })
            }
            ast::Inst::Freeze(v) => {
                self.only(at, "freeze", parts, "")?;
                let (t, val) = self.typed_operand(cx, v)?;
                (t, InstKind::Freeze { val })
            }
            ast::Inst::RetVoid => {
                self.only(at, "ret", parts, "")?;
                (void, InstKind::Ret { val: None })
            }
            ast::Inst::Ret(v) => {
                self.only(at, "ret", parts, "")?;
                let (_, val) = self.typed_operand(cx, v)?;
                (void, InstKind::Ret { val: Some(val) })
            }
            ast::Inst::Br(first) => {
                self.only(at, "br", parts, "v")?;
                if first.ty == ast::Type::Label {
                    if parts.values().next().is_some() {
                        return Err(self.syntax(at, "unexpected operand after `br label`".into()));
                    }
                    (
                        void,
                        InstKind::Br {
                            dest: self.block_ref(cx, first)?,
                        },
                    )
                } else {
                    let (_, cond) = self.typed_operand(cx, first)?;
                    let [t, e] = parts.values().collect::<Vec<_>>()[..] else {
                        return Err(self.syntax(at, "conditional `br` needs two labels".into()));
                    };
                    (
                        void,
                        InstKind::CondBr {
                            cond,
                            then_dest: self.block_ref(cx, t)?,
                            else_dest: self.block_ref(cx, e)?,
                        },
                    )
                }
            }
            ast::Inst::Switch(x) => {
                let (v, d, cases) = &**x;
                self.only(at, "switch", parts, "")?;
                let (t, val) = self.typed_operand(cx, v)?;
                let default = self.block_ref(cx, d)?;
                let mut cs = Vec::new();
                for (c, l) in cases {
                    let ct = self.ty(&c.ty)?;
                    self.expect_ty(c.at, t, ct, "case value")?;
                    let cv = self.constant(ct, &c.val, c.val_at)?;
                    cs.push((cv, self.block_ref(cx, l)?));
                }
                (
                    void,
                    InstKind::Switch {
                        val,
                        default,
                        cases: cs,
                    },
                )
            }
            ast::Inst::Unreachable => {
                self.only(at, "unreachable", parts, "")?;
                (void, InstKind::Unreachable)
            }
            ast::Inst::DbgRecord(k, ops) => self.debug_record(cx, at, k, ops)?,
        };
        let metadata = match &s.inst {
            ast::Inst::DbgRecord(_, ops) => match ops.last() {
                Some(MdOp::Ref(m)) => vec![("dbg".into(), self.md(Some(cx), m)?)],
                _ => return Err(self.syntax(at, "debug record needs a location".into())),
            },
            _ => self.attachments(cx, parts)?,
        };
        let name = match s.result.filter(|n| !n.is_num()) {
            Some(n) => Some(self.name_of(at, n)?.into()),
            None => None,
        };
        Ok(InstData {
            kind,
            ty,
            name,
            fmf,
            metadata: metadata.into(),
        })
    }

    fn debug_record(
        &mut self,
        cx: &mut FnCx<'t>,
        at: At,
        k: &str,
        ops: &[MdOp<'t>],
    ) -> R<(Type, InstKind)> {
        let Some((name, nargs)) = debug_record(k) else {
            return Err(self.err(
                at,
                ErrorKind::Unsupported(format!("#{k}")),
                format!("debug record #{k} is not supported"),
            ));
        };
        if ops.len() != nargs + 1 {
            return Err(self.syntax(at, format!("#{k} takes {} operands", nargs + 1)));
        }
        let mut args = Vec::new();
        for op in &ops[..nargs] {
            let md = match op {
                MdOp::Null => {
                    return Err(self.syntax(at, "null is not a debug record operand".into()))
                }
                MdOp::Ref(r) => self.md(Some(cx), r)?,
                MdOp::Value(tv) => self.value_md(Some(cx), tv)?,
            };
            args.push(Value::Metadata(md));
        }
        let callee = self.symbols.get(name).copied().ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("@{name}")),
                format!("@{name} is missing"),
            )
        })?;
        let fn_ty = match callee {
            Value::Function(f) => self.m.functions[f].ty,
            _ => return Err(self.err(at, ErrorKind::Type, format!("@{name} is not a function"))),
        };
        let void = self.m.types.void();
        Ok((void, InstKind::plain_call(callee, fn_ty, args)))
    }

    fn call(
        &mut self,
        cx: &mut FnCx<'t>,
        at: At,
        c: &ast::Call<'t>,
    ) -> R<(Type, InstKind, FastMathFlags)> {
        let tail = match c.tail {
            Some("tail") => TailKind::Tail,
            Some("musttail") => TailKind::MustTail,
            Some("notail") => TailKind::NoTail,
            _ => TailKind::None,
        };
        let mut fmf = FastMathFlags::default();
        let mut cc = 0;
        let mut attrs = AttrList::default();
        for item in &c.prefix {
            match item {
                Item::Word(_, w) if fmf_run_bits(w).is_some() => {
                    fmf.0 |= fmf_run_bits(w).unwrap_or(0);
                }
                Item::Word(_, w) if calling_convention(w).is_some() => {
                    cc = calling_convention(w).unwrap_or(0);
                }
                Item::Cc(a, n) => cc = self.u32_of(*a, n)?,
                Item::Addrspace(a, n) => {
                    if self.u32_of(*a, n)? != 0 {
                        return Err(self.err(
                            *a,
                            ErrorKind::Unsupported("call addrspace".into()),
                            "calls through a non-zero address space are not supported".into(),
                        ));
                    }
                }
                other => {
                    let a = self.attr(other)?;
                    attrs.ret.0.push(a);
                }
            }
        }
        let mut arg_tys = Vec::new();
        let mut args = Vec::new();
        for (i, a) in c.args.iter().enumerate() {
            let t = self.ty(&a.ty)?;
            let v = self.operand(cx, t, a.val.0, &a.val.1)?;
            arg_tys.push(t);
            args.push(v);
            let set = self.attr_set(&a.attrs)?;
            if !set.is_empty() {
                attrs.params.resize(i + 1, AttrSet::default());
                attrs.params[i] = set;
            }
        }
        let t = self.ty(&c.ty)?;
        let fn_ty = match self.m.types.get(t) {
            TypeData::Function { .. } => t,
            _ => self.m.types.function(t, arg_tys, false),
        };
        let ret = match self.m.types.get(fn_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => t,
        };
        let callee_ty = self.ptr_to(fn_ty, 0);
        let callee = match &c.callee.1 {
            ast::Value::Global(n) => match self.called_intrinsic(c.callee.0, *n, fn_ty)? {
                Some(f) => Value::Function(f),
                None => self.symbol(c.callee.0, *n, callee_ty, true)?,
            },
            other => self.operand(cx, callee_ty, c.callee.0, other)?,
        };
        for item in &c.fn_attrs {
            match item {
                Item::Group(a, id) => {
                    let g = self.group(*a, *id)?;
                    attrs.func.0.extend(g);
                }
                other => {
                    let a = self.attr(other)?;
                    attrs.func.0.push(a);
                }
            }
        }
        let mut bundles = Vec::new();
        for b in &c.bundles {
            let mut inputs = Vec::new();
            for tv in &b.inputs {
                inputs.push(self.typed_operand(cx, tv)?.1);
            }
            bundles.push(OperandBundle {
                tag: self.text_of(at, b.tag)?,
                inputs,
            });
        }
        Ok((
            ret,
            InstKind::Call {
                callee,
                fn_ty,
                args,
                tail,
                cc,
                attrs: attrs.into(),
                bundles: bundles.into(),
            },
            fmf,
        ))
    }

    fn mem_words(&self, at: At, op: &str, words: ast::Words<'_>) -> R<(bool, bool)> {
        let mut volatile = false;
        let mut atomic = false;
        for w in words.iter() {
            match w {
                "volatile" => volatile = true,
                "atomic" => atomic = true,
                other => return Err(self.syntax(at, format!("unexpected `{other}` in {op}"))),
            }
        }
        Ok((volatile, atomic))
    }

    fn atomic(&self, at: At, atomic: bool, sync: &[Item<'t>]) -> R<Option<Atomic>> {
        let (scope, ords) = self.sync(at, sync)?;
        match (atomic, &ords[..]) {
            (false, []) if scope == SyncScope::System => Ok(None),
            (true, [ordering]) => Ok(Some(Atomic {
                ordering: *ordering,
                scope,
            })),
            _ => Err(self.syntax(
                at,
                "atomic memory access needs `atomic` and one ordering".into(),
            )),
        }
    }

    fn check_pointer(&self, at: At, pt: Type, pointee: Option<Type>) -> R<()> {
        match self.m.types.get(pt) {
            TypeData::Ptr { .. } => Ok(()),
            TypeData::TypedPtr { pointee: p, .. } => match pointee {
                Some(want) if *p != want => Err(self.err(
                    at,
                    ErrorKind::Type,
                    format!(
                        "pointer to {} used to access {}",
                        self.ty_name(*p),
                        self.ty_name(want)
                    ),
                )),
                _ => Ok(()),
            },
            _ => Err(self.err(
                at,
                ErrorKind::Type,
                format!("expected a pointer, found {}", self.ty_name(pt)),
            )),
        }
    }

    fn bool_like(&mut self, t: Type) -> Type {
        let i1 = self.m.types.int(1);
        match self.m.types.get(t).clone() {
            TypeData::Vector { len, scalable, .. } => self.m.types.intern(TypeData::Vector {
                len,
                elem: i1,
                scalable,
            }),
            _ => i1,
        }
    }

    fn vector_elem(&self, at: At, t: Type) -> R<Type> {
        match self.m.types.get(t) {
            TypeData::Vector { elem, .. } => Ok(*elem),
            _ => Err(self.err(
                at,
                ErrorKind::Type,
                format!("expected a vector, found {}", self.ty_name(t)),
            )),
        }
    }

    fn indices(&self, parts: TailParts<'_, 't>) -> R<Vec<u32>> {
        parts.ints().map(|(a, s)| self.u32_of(a, s)).collect()
    }

    fn walk_aggregate(&self, at: At, t: Type, indices: &[u32]) -> R<Type> {
        let mut cur = t;
        for i in indices {
            cur = self
                .m
                .types
                .aggregate_element(cur, u64::from(*i))
                .ok_or_else(|| {
                    self.err(
                        at,
                        ErrorKind::Type,
                        format!("index {i} is out of range for {}", self.ty_name(cur)),
                    )
                })?;
        }
        Ok(cur)
    }

    fn gep_result(
        &mut self,
        at: At,
        base_ty: Type,
        source: Type,
        indices: &[Value],
        index_tys: &[Type],
    ) -> R<Type> {
        let (addrspace, pointee) = match self.m.types.get(base_ty) {
            TypeData::Ptr { addrspace } => (*addrspace, None),
            TypeData::TypedPtr { addrspace, pointee } => (*addrspace, Some(*pointee)),
            TypeData::Vector { .. } => return Ok(base_ty),
            _ => {
                return Err(self.err(
                    at,
                    ErrorKind::Type,
                    format!(
                        "getelementptr base is {}, not a pointer",
                        self.ty_name(base_ty)
                    ),
                ))
            }
        };
        if let Some(p) = pointee {
            self.expect_ty(at, source, p, "getelementptr base pointee")?;
        }
        // A vector index makes a vector of pointers.
        let vec_len = index_tys.iter().find_map(|t| match self.m.types.get(*t) {
            TypeData::Vector { len, .. } => Some(*len),
            _ => None,
        });
        let scalar = if self.typed {
            let mut cur = source;
            for v in indices.iter().skip(1) {
                cur = match self.m.types.get(cur) {
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let i = self.m.const_int(*v).and_then(|i| u64::try_from(i).ok());
                        i.and_then(|i| self.m.types.aggregate_element(cur, i))
                            .ok_or_else(|| {
                                self.err(
                                    at,
                                    ErrorKind::Type,
                                    "bad struct index in getelementptr".into(),
                                )
                            })?
                    }
                    _ => {
                        return Err(self.err(
                            at,
                            ErrorKind::Type,
                            format!("cannot index into {}", self.ty_name(cur)),
                        ))
                    }
                };
            }
            self.m.types.typed_ptr(cur, addrspace)
        } else {
            self.m.types.ptr(addrspace)
        };
        Ok(match vec_len {
            Some(n) => self.m.types.vector(scalar, n),
            None => scalar,
        })
    }

    fn shuffle_mask(&mut self, m: &TypedValue<'t>) -> R<Vec<i32>> {
        let len = match &m.ty {
            ast::Type::Vector(v, _) if self.u32_of(v.len.0, v.len.1)? <= MAX_LANES => {
                self.u32_of(v.len.0, v.len.1)? as usize
            }
            _ => {
                return Err(self.err(
                    m.at,
                    ErrorKind::Type,
                    "shuffle mask must be a vector".into(),
                ))
            }
        };
        let lane = |r: &Self, tv: &TypedValue<'t>| -> R<i32> {
            match &tv.val {
                ast::Value::Int(s) => s
                    .parse::<i32>()
                    .map_err(|_| r.err(tv.val_at, ErrorKind::Literal, "bad mask lane".into())),
                ast::Value::Undef | ast::Value::Poison => Ok(-1),
                _ => Err(r.syntax(tv.val_at, "mask lanes must be integers or poison".into())),
            }
        };
        match &m.val {
            ast::Value::Zero => Ok(vec![0; len]),
            ast::Value::Undef | ast::Value::Poison => Ok(vec![-1; len]),
            ast::Value::Vector(lanes) if lanes.len() == len => {
                lanes.iter().map(|l| lane(self, l)).collect()
            }
            ast::Value::Splat(l) => Ok(vec![lane(self, l)?; len]),
            _ => Err(self.syntax(m.val_at, "unsupported shuffle mask".into())),
        }
    }

    // ---------- constants ----------

    fn symbol(&mut self, at: At, n: Name<'t>, ty: Type, any_ptr_ok: bool) -> R<Value> {
        if self.streaming {
            return Err(self.defer());
        }
        let name = self.name_cow(at, n)?;
        let v = *self.symbols.get(&*name).ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Undefined(format!("@{name}")),
                format!("@{name} is used but never defined"),
            )
        })?;
        let (pointee, addrspace) = match v {
            Value::Global(g) => (self.m.globals[g].value_ty, self.m.globals[g].addrspace),
            Value::Function(f) => (self.m.functions[f].ty, self.m.functions[f].addrspace),
            _ => return Ok(v),
        };
        let want = self.ptr_to(pointee, addrspace);
        let ok = want == ty
            || (any_ptr_ok && !self.typed && self.m.types.is_pointer(ty))
            || (any_ptr_ok && self.typed && self.m.types.is_pointer(ty));
        if !ok {
            return Err(self.err(
                at,
                ErrorKind::Type,
                format!(
                    "@{name} has type {} but is used as {}",
                    self.ty_name(want),
                    self.ty_name(ty)
                ),
            ));
        }
        Ok(v)
    }

    fn typed_const(&mut self, tv: &TypedValue<'t>) -> R<(Type, Value)> {
        let t = self.ty(&tv.ty)?;
        let v = self.constant(t, &tv.val, tv.val_at)?;
        Ok((t, v))
    }

    fn intern(&mut self, d: ConstData) -> Value {
        Value::Const(self.m.consts.intern(d))
    }

    fn type_err(&self, at: At, what: &str, ty: Type) -> ParseError {
        self.err(
            at,
            ErrorKind::Type,
            format!(
                "{what} is not a valid constant of type {}",
                self.ty_name(ty)
            ),
        )
    }

    fn constant(&mut self, ty: Type, v: &ast::Value<'t>, at: At) -> R<Value> {
        if let ast::Value::Float(s) | ast::Value::HexFloat(s) = v {
            if let Some(c) = self.literals.get(&(ty, *s)) {
                return Ok(*c);
            }
            let c = self.uncached_constant(ty, v, at)?;
            self.literals.insert((ty, s), c);
            return Ok(c);
        }
        self.uncached_constant(ty, v, at)
    }

    /// [`Resolver::constant`] without the cache of float literals.
    fn uncached_constant(&mut self, ty: Type, v: &ast::Value<'t>, at: At) -> R<Value> {
        let td = self.m.types.get(ty).clone();
        Ok(match v {
            ast::Value::Local(n) => {
                return Err(self.syntax(
                    at,
                    format!(
                        "local value %{} used in a constant",
                        crate::token::name_text(n)
                    ),
                ))
            }
            ast::Value::Md(_) => return Err(self.syntax(at, "metadata used as a constant".into())),
            ast::Value::Global(n) => self.symbol(at, *n, ty, false)?,
            ast::Value::Int(s) => {
                let TypeData::Int(w) = td else {
                    return Err(self.type_err(at, "an integer", ty));
                };
                let bits =
                    literal::int_bits(s, w).map_err(|m| self.err(at, ErrorKind::Literal, m))?;
                self.intern(ConstData::Int { ty, bits })
            }
            ast::Value::True | ast::Value::False => {
                if td != TypeData::Int(1) {
                    return Err(self.type_err(at, "a boolean", ty));
                }
                let bits = u128::from(*v == ast::Value::True);
                self.intern(ConstData::Int { ty, bits })
            }
            ast::Value::Float(s) => {
                let TypeData::Float(k) = td else {
                    return Err(self.type_err(at, "a floating-point number", ty));
                };
                let f: f64 = s
                    .parse()
                    .map_err(|_| self.err(at, ErrorKind::Literal, format!("bad float `{s}`")))?;
                let bits = match k {
                    FloatKind::Double => u128::from(f.to_bits()),
                    FloatKind::Float => u128::from((f as f32).to_bits()),
                    FloatKind::Half => u128::from(dxil_ir::small_floats::f64_to_half(f)),
                    FloatKind::BFloat => u128::from(dxil_ir::small_floats::f64_to_bfloat(f)),
                    _ => {
                        return Err(self.err(
                            at,
                            ErrorKind::Unsupported(format!("decimal {}", k.keyword())),
                            format!("decimal {} literals are not supported", k.keyword()),
                        ))
                    }
                };
                self.intern(ConstData::Float { ty, bits })
            }
            ast::Value::HexFloat(digits) => {
                let TypeData::Float(k) = td else {
                    return Err(self.type_err(at, "a hexadecimal float", ty));
                };
                let d = u64::from_str_radix(digits, 16).map_err(|_| {
                    self.err(
                        at,
                        ErrorKind::Literal,
                        "hexadecimal float is too wide".into(),
                    )
                })?;
                let f = f64::from_bits(d);
                let bits = match k {
                    FloatKind::Double => u128::from(d),
                    FloatKind::Float => {
                        if !f.is_nan() && f64::from(f as f32) != f {
                            return Err(self.err(
                                at,
                                ErrorKind::Literal,
                                "floating point constant is not exact for float".into(),
                            ));
                        }
                        u128::from(dxil_ir::printer::double_as_float_bits(f))
                    }
                    FloatKind::Half => u128::from(dxil_ir::small_floats::f64_to_half(f)),
                    FloatKind::BFloat => u128::from(dxil_ir::small_floats::f64_to_bfloat(f)),
                    _ => {
                        return Err(self.type_err(at, "a double-format hex float", ty));
                    }
                };
                self.intern(ConstData::Float { ty, bits })
            }
            ast::Value::HexSpecial(s) => {
                let TypeData::Float(k) = td else {
                    return Err(self.type_err(at, "a hexadecimal float", ty));
                };
                let (letter, digits) = s.split_at(1);
                let want = match letter {
                    "H" => FloatKind::Half,
                    "R" => FloatKind::BFloat,
                    "K" => FloatKind::X86Fp80,
                    "L" => FloatKind::Fp128,
                    _ => FloatKind::PpcFp128,
                };
                if want != k || digits.len() > 32 {
                    return Err(self.type_err(at, &format!("0x{s}"), ty));
                }
                let bits = u128::from_str_radix(digits, 16)
                    .map_err(|_| self.err(at, ErrorKind::Literal, "bad hex float".into()))?;
                if bits >> k.bits() != 0 {
                    return Err(self.err(at, ErrorKind::Literal, "hex float is too wide".into()));
                }
                self.intern(ConstData::Float { ty, bits })
            }
            ast::Value::Null => {
                if !self.m.types.is_pointer(ty) {
                    return Err(self.type_err(at, "null", ty));
                }
                self.intern(ConstData::Null(ty))
            }
            ast::Value::Undef => self.intern(ConstData::Undef(ty)),
            ast::Value::Poison => self.intern(ConstData::Poison(ty)),
            ast::Value::Zero => self.intern(ConstData::Zero(ty)),
            ast::Value::NoneToken => {
                if td != TypeData::Token {
                    return Err(self.type_err(at, "none", ty));
                }
                self.intern(ConstData::NoneToken(ty))
            }
            ast::Value::Array(elems) | ast::Value::Vector(elems) => {
                let (want_len, elem) = match (&td, v) {
                    (TypeData::Array { len, elem }, ast::Value::Array(_)) => (*len, *elem),
                    (TypeData::Vector { len, elem, .. }, ast::Value::Vector(_)) => {
                        (u64::from(*len), *elem)
                    }
                    _ => return Err(self.type_err(at, "this aggregate", ty)),
                };
                if elems.len() as u64 != want_len {
                    return Err(self.err(
                        at,
                        ErrorKind::Type,
                        format!("{} elements given for {}", elems.len(), self.ty_name(ty)),
                    ));
                }
                let mut out = Vec::new();
                for e in elems {
                    let (t, c) = self.typed_const(e)?;
                    self.expect_ty(e.at, elem, t, "element")?;
                    out.push(c);
                }
                self.intern(ConstData::Aggregate { ty, elems: out })
            }
            ast::Value::Struct(elems, packed) => {
                let fields = match self.m.types.struct_fields(ty) {
                    Some((f, p)) if p == *packed => f.to_vec(),
                    _ => return Err(self.type_err(at, "this struct", ty)),
                };
                if fields.len() != elems.len() {
                    return Err(self.type_err(at, "a struct with a different field count", ty));
                }
                let mut out = Vec::new();
                for (e, want) in elems.iter().zip(fields) {
                    let (t, c) = self.typed_const(e)?;
                    self.expect_ty(e.at, want, t, "field")?;
                    out.push(c);
                }
                self.intern(ConstData::Aggregate { ty, elems: out })
            }
            ast::Value::CStr(s) => {
                let data = literal::unescape(s);
                let i8t = self.m.types.int(8);
                match td {
                    TypeData::Array { len, elem } if elem == i8t && len == data.len() as u64 => {}
                    _ => return Err(self.type_err(at, "this string", ty)),
                }
                self.intern(ConstData::Bytes { ty, data })
            }
            ast::Value::Splat(e) => {
                let TypeData::Vector { len, elem, .. } = td else {
                    return Err(self.type_err(at, "splat", ty));
                };
                if len > MAX_LANES {
                    return Err(self.err(at, ErrorKind::Limit, format!("splat of {len} lanes")));
                }
                let (t, c) = self.typed_const(e)?;
                self.expect_ty(e.at, elem, t, "splat element")?;
                self.intern(ConstData::Aggregate {
                    ty,
                    elems: vec![c; len as usize],
                })
            }
            ast::Value::Expr(e) => {
                let op = self.const_expr(at, ty, e)?;
                self.intern(ConstData::Expr { ty, op })
            }
        })
    }

    fn const_expr(&mut self, at: At, ty: Type, e: &ast::ConstExpr<'t>) -> R<ConstExprOp> {
        use ast::ConstExpr as E;
        Ok(match e {
            E::Cast(op, v, to) => {
                let to = self.ty(to)?;
                self.expect_ty(at, ty, to, "cast result")?;
                ConstExprOp::Cast {
                    op: *op,
                    val: self.typed_const(v)?.1,
                }
            }
            E::Gep {
                flags,
                source,
                operands,
            } => {
                let mut gf = GepFlags::default();
                let mut inrange = None;
                for f in flags {
                    match f {
                        Item::Word(_, "inbounds") => gf.inbounds = true,
                        Item::Word(_, "nuw") => gf.nuw = true,
                        Item::Word(_, "nusw") => gf.nusw = true,
                        Item::Raw(a, "inrange", args) => {
                            let mut it = args.split(',').map(|p| p.trim().parse::<i64>());
                            match (it.next(), it.next(), it.next()) {
                                (Some(Ok(lo)), Some(Ok(hi)), None) => inrange = Some((lo, hi)),
                                _ => return Err(self.syntax(*a, "bad inrange(lo, hi)".into())),
                            }
                        }
                        other => {
                            return Err(
                                self.syntax(item_at(other), "unexpected getelementptr flag".into())
                            )
                        }
                    }
                }
                let source = self.ty(source)?;
                let mut vals = Vec::new();
                for o in operands {
                    vals.push(self.typed_const(o)?.1);
                }
                let base = vals.remove(0);
                ConstExprOp::Gep {
                    source,
                    flags: gf,
                    inrange,
                    base,
                    indices: vals,
                }
            }
            E::Binary(op, words, a, b) => {
                let (flags, _, _) = self.flags(
                    at,
                    op.keyword(),
                    words.iter().copied(),
                    &["nuw", "nsw", "exact", "disjoint"],
                )?;
                ConstExprOp::Binary {
                    op: *op,
                    flags,
                    lhs: self.typed_const(a)?.1,
                    rhs: self.typed_const(b)?.1,
                }
            }
            E::ICmp(p, a, b) => ConstExprOp::ICmp {
                pred: IntPredicate::from_keyword(p)
                    .ok_or_else(|| self.syntax(at, format!("unknown icmp predicate `{p}`")))?,
                lhs: self.typed_const(a)?.1,
                rhs: self.typed_const(b)?.1,
            },
            E::FCmp(p, a, b) => ConstExprOp::FCmp {
                pred: FloatPredicate::from_keyword(p)
                    .ok_or_else(|| self.syntax(at, format!("unknown fcmp predicate `{p}`")))?,
                lhs: self.typed_const(a)?.1,
                rhs: self.typed_const(b)?.1,
            },
            E::Select(c, a, b) => ConstExprOp::Select {
                cond: self.typed_const(c)?.1,
                then_val: self.typed_const(a)?.1,
                else_val: self.typed_const(b)?.1,
            },
            E::ExtractElement(v, i) => ConstExprOp::ExtractElement {
                vec: self.typed_const(v)?.1,
                index: self.typed_const(i)?.1,
            },
            E::InsertElement(v, e, i) => ConstExprOp::InsertElement {
                vec: self.typed_const(v)?.1,
                val: self.typed_const(e)?.1,
                index: self.typed_const(i)?.1,
            },
            E::ShuffleVector(a, b, m) => ConstExprOp::ShuffleVector {
                a: self.typed_const(a)?.1,
                b: self.typed_const(b)?.1,
                mask: self.shuffle_mask(m)?,
            },
        })
    }

    // ---------- metadata ----------

    fn string_md(&mut self, bytes: Vec<u8>) -> Md {
        if let Some(h) = self.md_strings.get(&bytes) {
            return *h;
        }
        let h = self.m.metadata.alloc(MdData::String(bytes.clone()));
        self.md_strings.insert(bytes, h);
        h
    }

    fn value_md(&mut self, cx: Option<&mut FnCx<'t>>, tv: &TypedValue<'t>) -> R<Md> {
        if self.streaming {
            return Err(self.defer());
        }
        let (ty, value, func) = match cx {
            Some(cx) => {
                let (t, v) = self.typed_operand(cx, tv)?;
                let local = matches!(v, Value::Arg(_) | Value::Inst(_));
                (t, v, local.then_some(cx.func))
            }
            None => {
                let (t, v) = self.typed_const(tv)?;
                (t, v, None)
            }
        };
        let key = (func, ty, value);
        if let Some(h) = self.md_values.get(&key) {
            return Ok(*h);
        }
        let h = self.m.metadata.alloc(MdData::Value { ty, value });
        self.md_values.insert(key, h);
        Ok(h)
    }

    fn md(&mut self, cx: Option<&mut FnCx<'t>>, r: &MdRef<'t>) -> R<Md> {
        if self.streaming {
            return Err(self.defer());
        }
        Ok(match r {
            MdRef::Id(at, id) => *self.md_ids.get(id).ok_or_else(|| {
                self.err(
                    *at,
                    ErrorKind::Undefined(format!("!{id}")),
                    format!("metadata !{id} is used but never defined"),
                )
            })?,
            MdRef::Str(s) => self.string_md(literal::unescape(s)),
            MdRef::Node(ops) => {
                let ops = self.md_ops(cx, ops)?;
                self.m.metadata.alloc(MdData::Node {
                    distinct: false,
                    ops,
                })
            }
            MdRef::Special(class, fields) => {
                let d = self.special(cx, class, fields, false)?;
                self.m.metadata.alloc(d)
            }
            MdRef::Value(tv) => self.value_md(cx, tv)?,
        })
    }

    fn md_ops(&mut self, mut cx: Option<&mut FnCx<'t>>, ops: &[MdOp<'t>]) -> R<Vec<Option<Md>>> {
        let mut out = Vec::new();
        for op in ops {
            out.push(match op {
                MdOp::Null => None,
                MdOp::Ref(r) => Some(self.md(cx.as_deref_mut(), r)?),
                MdOp::Value(tv) => Some(self.value_md(cx.as_deref_mut(), tv)?),
            });
        }
        Ok(out)
    }

    fn special(
        &mut self,
        mut cx: Option<&mut FnCx<'t>>,
        class: &str,
        fields: &[Box<ast::Field<'t>>],
        distinct: bool,
    ) -> R<MdData> {
        let mut out = Vec::new();
        for f in fields {
            let v = match &f.value {
                ast::FieldValue::Ref(r) => MdField::Node(Some(self.md(cx.as_deref_mut(), r)?)),
                ast::FieldValue::Null => MdField::Node(None),
                ast::FieldValue::Str(s) => MdField::Str(self.text_of(0, s)?),
                ast::FieldValue::Raw(s) => MdField::Raw((*s).into()),
                ast::FieldValue::Value(tv) => {
                    MdField::Node(Some(self.value_md(cx.as_deref_mut(), tv)?))
                }
            };
            out.push((f.name.unwrap_or("").into(), v));
        }
        Ok(MdData::Specialized {
            distinct,
            class: class.into(),
            fields: out,
        })
    }
}

/// The intrinsic a debug record kind is read as, and its metadata argument count.
fn debug_record(kind: &str) -> Option<(&'static str, usize)> {
    match kind {
        "dbg_value" => Some(("llvm.dbg.value", 3)),
        "dbg_declare" => Some(("llvm.dbg.declare", 3)),
        "dbg_assign" => Some(("llvm.dbg.assign", 6)),
        "dbg_label" => Some(("llvm.dbg.label", 1)),
        _ => None,
    }
}

/// Whether an unnamed instruction still takes a slot number (it has a non-void result).
fn produces_value(i: &ast::Inst<'_>) -> bool {
    use ast::Inst as I;
    match i {
        I::Store(..)
        | I::Fence(_)
        | I::RetVoid
        | I::Ret(_)
        | I::Br(_)
        | I::Switch(..)
        | I::Unreachable
        | I::DbgRecord(..) => false,
        I::Call(c) => match &c.ty {
            ast::Type::Func(f) => f.ret != ast::Type::Void,
            t => *t != ast::Type::Void,
        },
        _ => true,
    }
}

fn key_text(k: &Key<'_>) -> String {
    match k {
        Key::Num(n) => n.to_string(),
        Key::Named(s) => crate::lexer::shorten(s),
    }
}

fn item_at(i: &Item<'_>) -> At {
    match i {
        Item::Word(a, _)
        | Item::Raw(a, ..)
        | Item::Align(a, _)
        | Item::IntEq(a, ..)
        | Item::TypeAttr(a, ..)
        | Item::TypeFlag(a, _)
        | Item::Str(a, ..)
        | Item::Group(a, _)
        | Item::Cc(a, _)
        | Item::Addrspace(a, _)
        | Item::Attach(a, ..)
        | Item::Section(a, _)
        | Item::Partition(a, _)
        | Item::Comdat(a, _)
        | Item::Unsupported(a, _)
        | Item::WordStr(a, ..) => *a,
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse, ErrorKind};
    use dxil_ir::{InstKind, Value};

    const LOOP: &str = "define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %self = phi i32 [ 0, %entry ], [ %self, %loop ]
  %next = add i32 %i, 1
  %2 = add i32 %next, %n
  %done = icmp eq i32 %2, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
";

    #[test]
    fn later_results_and_a_phi_of_itself_resolve() {
        let parsed = parse(LOOP).map_err(|e| e.to_string());
        let module = parsed.map(|p| p.module).unwrap_or_default();
        let body = module.functions.iter().find_map(|(_, f)| f.body.as_ref());
        let insts: Vec<_> = body.map(|b| b.insts.iter().collect()).unwrap_or_default();
        assert_eq!(insts.len(), 8);
        let (i, next, me) = (insts[1].0, insts[3].0, insts[2].0);
        assert_eq!(
            insts[1].1.kind.operands(),
            vec![insts[1].1.kind.operands()[0], Value::Inst(next)]
        );
        assert_eq!(insts[2].1.kind.operands()[1], Value::Inst(me));
        assert!(matches!(
            insts[3].1.kind,
            InstKind::Binary { lhs: Value::Inst(l), .. } if l == i
        ));
    }

    #[test]
    fn a_forward_use_reaches_across_statement_chunks() {
        // More statements than one chunk of the syntax tree holds, with the first using
        // the last: the chunks before it are released as they are resolved.
        let n = 10_000;
        let mut text = String::from(
            "define i32 @f(i32 %a) {\nentry:\n  br label %loop\nloop:\n  \
             %p = phi i32 [ 0, %entry ], [ %x9999, %loop ]\n  %x0 = add i32 %p, 1\n",
        );
        for i in 1..n {
            text.push_str(&format!("  %x{i} = add i32 %x{}, %a\n", i - 1));
        }
        text.push_str("  %2 = icmp eq i32 %x9999, %a\n  br i1 %2, label %loop, label %exit\n");
        text.push_str("exit:\n  ret i32 %p\n}\n");
        let module = parse(&text).map(|p| p.module).map_err(|e| e.to_string());
        let body = module.as_ref().ok().and_then(|m| {
            let (_, f) = m.functions.iter().next()?;
            f.body.clone()
        });
        let body = body.unwrap_or_default();
        assert_eq!(body.insts.len(), n + 5);
        let phi = body.blocks[body.layout[1]].insts[0];
        let last = body.blocks[body.layout[1]].insts[n];
        assert_eq!(body.insts[phi].kind.operands()[1], Value::Inst(last));
        assert!(module.is_ok_and(|m| dxil_ir::verify(&m).is_ok()));
    }

    #[test]
    fn forward_uses_still_find_undefined_and_redefined_names() {
        let undefined = LOOP.replace("[ %next, %loop ]", "[ %nope, %loop ]");
        let e = parse(&undefined).err();
        assert_eq!(
            e.map(|e| (e.kind, e.loc.line, e.loc.col)),
            Some((ErrorKind::Undefined("%nope".into()), 5, 33))
        );
        let twice = LOOP.replace("%done = icmp", "%next = icmp");
        let e = parse(&twice).err();
        assert_eq!(
            e.map(|e| e.kind),
            Some(ErrorKind::Redefined("%next".into()))
        );
        let misnumbered = LOOP.replace("  %done", "  %1 = add i32 %2, %n\n  %done");
        let e = parse(&misnumbered).err();
        assert_eq!(e.map(|e| e.kind), Some(ErrorKind::Redefined("%1".into())));
    }
}
