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

mod bodies;
mod constants;
mod diagnostics;
mod instructions;
mod intrinsic_decls;
mod locals;
mod metadata;
pub mod stream;
mod symbols;
mod types;

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
