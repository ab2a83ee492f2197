//! Function bodies resolved while they are parsed, so that a body's syntax tree never
//! exists whole: the grammar hands each statement over as it reduces it, and it becomes
//! an instruction at once.
//!
//! Only what the text has shown so far is known then. clang writes a body before the
//! declarations of the functions it calls, the attribute groups and the metadata, and
//! a phi or a branch may name a value or block further on. A statement that needs any
//! of those (a call, a debug record, an attachment, a global, a named type, a later
//! value or block), or that comes before the text has shown it uses opaque pointers,
//! waits: a placeholder instruction keeps its place and its syntax is kept, to be
//! resolved once the whole module is read (`Resolver::adopt_body`). Everything else
//! is resolved with the same code and checks as after parsing, so the module is the
//! same either way.
//!
//! The first error found while streaming stops streaming: the rest of its body is only
//! numbered (so that what the deferred statements before the error name is defined, as
//! it would be), and later bodies are kept whole. The error is reported where the
//! resolution of the whole module would have reached it: after the module's own
//! errors and those of earlier bodies; a numbering error (a block defined twice or
//! numbered out of order, a value numbered out of order where a later block is
//! numbered) before the errors of the body's statements, as whole bodies are numbered
//! before their statements are read; any other one after the errors of the deferred
//! statements before it (see `ErrorClass`).

use super::{FnCx, Numbering, Resolver, R};
use crate::ast::{self, At, FuncDecl, Stmt, Stmts, TailItem, Top};
use crate::error::ParseError;
use crate::token::Name;
use crate::Parsed;
use dxil_ir::function::{Block, FuncId, Inst};
use dxil_ir::instruction::InstKind;
use dxil_ir::Value;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// A body resolved while it was parsed, for [`Resolver::adopt_body`] to finish.
pub(super) struct Streamed<'t> {
    /// The body so far: its deferred statements are placeholders.
    pub(super) cx: FnCx<'t>,
    /// The error that stopped streaming in this body, if one did, then the numbering
    /// and definition errors after it.
    pub(super) errors: Vec<StreamError>,
}

/// What an error found while streaming is about, which says where the resolution of a
/// whole body finds it (see [`Resolver::number`] and [`Resolver::define_rest`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum ErrorClass {
    /// A block numbered out of order or defined twice: found before the statements
    /// are read.
    Block,
    /// A value numbered out of order: found before the statements are read if any
    /// block after the first is numbered, else as [`ErrorClass::Redefinition`].
    Numbering,
    /// A value defined twice: found in statement order, or at the first use of a
    /// value defined later (which defines all those after it).
    Redefinition,
    /// Anything else: found in statement order.
    Statement,
}

/// An error found while streaming a body.
pub(super) struct StreamError {
    pub(super) error: ParseError,
    /// What the error is about.
    pub(super) class: ErrorClass,
    /// How many statements of the body had been deferred before it.
    pub(super) deferred_before: usize,
}

/// The resolver as the grammar's actions reach it while a text is parsed.
pub struct Stream<'t> {
    state: RefCell<State<'t>>,
    /// Set by the lexer when it reads `ptr`: the text has opaque pointers.
    saw_ptr: Rc<Cell<bool>>,
    /// Whether bodies are streamed at all (if not, every body is kept whole).
    enabled: bool,
}

/// The body being streamed: what is known in it, the numbering of its values, its
/// current block.
type Current<'t> = (FnCx<'t>, Numbering, Option<Block>);

struct State<'t> {
    r: Resolver<'t>,
    current: Option<Current<'t>>,
    done: Vec<Streamed<'t>>,
    /// The error that stopped streaming in the current body, then the numbering and
    /// definition errors after it.
    errors: Vec<StreamError>,
    /// Whether an error stopped streaming.
    stopped: bool,
}

impl<'t> Stream<'t> {
    /// A stream over `text`; `saw_ptr` is the flag the lexer sets on reading `ptr`
    /// (see [`crate::lexer::Lexer::with_ptr_flag`]). Unless `enabled`, nothing is
    /// streamed: every body is kept whole for resolution after parsing.
    pub fn new(text: &'t str, saw_ptr: Rc<Cell<bool>>, enabled: bool) -> Self {
        Stream {
            state: RefCell::new(State {
                r: Resolver::new(text),
                current: None,
                done: Vec::new(),
                errors: Vec::new(),
                stopped: false,
            }),
            saw_ptr,
            enabled,
        }
    }

    /// The header of a definition was read: its body is streamed if its parameters'
    /// types can be known now.
    pub fn begin_function(&self, f: &FuncDecl<'t>) {
        let mut st = self.state.borrow_mut();
        if self.enabled && !st.stopped {
            st.current = st.r.stream_start(f);
        }
    }

    /// A block of the body starts, with `label` if it has one.
    pub fn begin_block(&self, label: Option<(At, Name<'t>)>) {
        let st = &mut *self.state.borrow_mut();
        let Some((cx, numbering, block)) = &mut st.current else {
            return;
        };
        let made = st.r.stream_block(cx, numbering, label);
        match made {
            Ok(bh) => *block = Some(bh),
            Err((bh, error)) => {
                *block = Some(bh);
                let deferred_before = cx.deferred.len();
                st.note(error, ErrorClass::Block, deferred_before);
            }
        }
    }

    /// Statement `s` of the current block was read: it is resolved now, or added to
    /// `stmts` to wait (all of them are, in a body not streamed).
    pub fn stmt(&self, stmts: &mut Stmts<'t>, s: Stmt<'t>) {
        let st = &mut *self.state.borrow_mut();
        let Some((cx, numbering, block)) = &mut st.current else {
            stmts.push(s);
            return;
        };
        // (The grammar starts every block before its statements.)
        let bh = match *block {
            Some(bh) => bh,
            None => {
                let bh =
                    st.r.stream_block(cx, numbering, None)
                        .unwrap_or_else(|(b, _)| b);
                *block = Some(bh);
                bh
            }
        };
        let deferred_before = cx.deferred.len();
        let result = if st.errors.is_empty() {
            st.r.stream_stmt(cx, numbering, bh, &s, self.saw_ptr.get())
        } else if st.errors.iter().any(|e| e.class == ErrorClass::Numbering) {
            // Numbering is lost: what follows is neither numbered nor resolved.
            Ok(false)
        } else {
            // After an error, statements are only numbered and defined (what a
            // deferred statement before the error names is then defined, and the
            // numbering and definition errors after it are found) and kept, unresolved.
            st.r.number_stmt(cx, numbering, &s).map(|()| false)
        };
        match result {
            Ok(true) => {}
            Ok(false) => stmts.push(s),
            Err((error, class)) => {
                st.note(error, class, deferred_before);
                stmts.push(s);
            }
        }
    }

    /// The definition `f` was read whole; its body, if streamed, is set aside for
    /// the resolution after parsing.
    pub fn end_function(&self, f: &mut FuncDecl<'t>) {
        let st = &mut *self.state.borrow_mut();
        let Some((cx, _, _)) = st.current.take() else {
            return;
        };
        f.streamed = Some(st.done.len());
        st.done.push(Streamed {
            cx,
            errors: std::mem::take(&mut st.errors),
        });
    }

    /// Builds the module of `ast`, the tree the grammar built while streaming;
    /// `typed` says whether the text uses typed pointers.
    ///
    /// # Errors
    /// As [`super::resolve`].
    pub fn finish(self, ast: Vec<Top<'t>>, typed: bool) -> R<Parsed> {
        let st = self.state.into_inner();
        st.r.finish(ast, typed, st.done)
    }
}

impl State<'_> {
    /// Notes an error of the current body: the first stops streaming; of those after
    /// it, the first of each class is kept.
    fn note(&mut self, error: ParseError, class: ErrorClass, deferred_before: usize) {
        self.stopped = true;
        if self.errors.len() > 1 && self.errors[1..].iter().any(|e| e.class == class) {
            return;
        }
        self.errors.push(StreamError {
            error,
            class,
            deferred_before,
        });
    }
}

/// Whether statement `s` may be resolved before the module is read whole: calls, debug
/// records and attachments name what clang declares after the bodies.
fn may_stream(s: &Stmt<'_>) -> bool {
    !matches!(s.inst, ast::Inst::Call(_) | ast::Inst::DbgRecord(..))
        && !s.tail.iter().any(|t| matches!(t, TailItem::Attach(..)))
}

impl<'t> Resolver<'t> {
    /// What is known at the start of the body of `f`, if its parameters' types can be
    /// known before the module is read whole.
    fn stream_start(&mut self, f: &FuncDecl<'t>) -> Option<Current<'t>> {
        let params = self.while_streaming(|r| f.params.iter().map(|p| r.ty(&p.ty)).collect());
        // A parameter of a named type, a typed pointer or a bad type: the body is
        // resolved after parsing (which reports the error, if it is one).
        let mut cx = self.fn_cx(FuncId::from_index(0), params.ok()?);
        let numbering = self.number_params(&mut cx, f).ok()?;
        Some((cx, numbering, None))
    }

    /// Runs `f` as the text is parsed: what the text may define later is not looked
    /// up, and `self.deferred` says whether `f` gave up for want of it.
    fn while_streaming<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        self.streaming = true;
        self.deferred.set(false);
        let made = f(self);
        self.streaming = false;
        made
    }

    /// Starts the block with `label` in a streamed body: the block, and the error in
    /// its label, if any (the block is made all the same).
    fn stream_block(
        &mut self,
        cx: &mut FnCx<'t>,
        numbering: &mut Numbering,
        label: Option<(At, Name<'t>)>,
    ) -> Result<Block, (Block, ParseError)> {
        let bh = Block::from_index(cx.body.blocks.len());
        let named = numbering.block(self, label).and_then(|key| {
            self.define_block(cx, key, bh, label)?;
            self.block_name(label)
        });
        match named {
            Ok(name) => Ok(cx.body.add_block(name)),
            Err(e) => Err((cx.body.add_block(None), e)),
        }
    }

    /// Numbers statement `s` and defines its result as the next instruction.
    fn number_stmt(
        &mut self,
        cx: &mut FnCx<'t>,
        numbering: &mut Numbering,
        s: &Stmt<'t>,
    ) -> Result<(), (ParseError, ErrorClass)> {
        let key = numbering
            .result(self, s)
            .map_err(|e| (e, ErrorClass::Numbering))?;
        if let Some(k) = key {
            let ih = Inst::from_index(cx.body.insts.len());
            self.insert_local(&mut cx.locals, s.at, k, Value::Inst(ih))
                .map_err(|e| (e, ErrorClass::Redefinition))?;
        }
        Ok(())
    }

    /// Numbers statement `s` of block `bh` and resolves it if it can be now
    /// (`opaque`: the text is known to have opaque pointers); returns whether it was,
    /// or else keeps its place for it. An error comes with what it is about.
    fn stream_stmt(
        &mut self,
        cx: &mut FnCx<'t>,
        numbering: &mut Numbering,
        bh: Block,
        s: &Stmt<'t>,
        opaque: bool,
    ) -> Result<bool, (ParseError, ErrorClass)> {
        // As `Resolver::func_body` does: the result is defined before the operands
        // are read.
        self.number_stmt(cx, numbering, s)?;
        cx.locs
            .push(Some(self.lines.loc(self.text, ast::at_index(s.at))));
        if opaque && may_stream(s) {
            match self.while_streaming(|r| r.stmt(cx, bh, s)) {
                Ok(_) => return Ok(true),
                Err(_) if self.deferred.get() => {}
                Err(e) => return Err((e, ErrorClass::Statement)),
            }
        }
        let place = cx.body.append(bh, cx.placeholder, InstKind::Unreachable);
        cx.deferred.push(place);
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::Stream;
    use crate::ast::Top;
    use std::cell::Cell;
    use std::rc::Rc;

    /// Parses `text` with streaming; returns, for each streamed body, how many
    /// instructions were made while parsing and how many statements waited.
    fn streamed(text: &str) -> Vec<(usize, usize)> {
        let saw_ptr = Rc::new(Cell::new(false));
        let mut lexer = crate::lexer::Lexer::new(text).with_ptr_flag(saw_ptr.clone());
        let stream = Stream::new(text, saw_ptr, true);
        let ast = crate::grammar::ModuleParser::new()
            .parse(text, &stream, &mut lexer)
            .ok();
        let waiting: Vec<usize> = ast
            .iter()
            .flatten()
            .filter_map(|t| match t {
                Top::Func(f) => f
                    .streamed
                    .map(|_| f.body.iter().flatten().map(|b| b.stmts.len()).sum()),
                _ => None,
            })
            .collect();
        let st = stream.state.borrow();
        st.done
            .iter()
            .zip(waiting)
            .map(|(d, w)| (d.cx.body.insts.len(), w))
            .collect()
    }

    #[test]
    fn only_what_needs_later_text_waits() {
        let text = "define float @f(float %a, ptr %q) {\n  %p = alloca float\n  %b = fadd float %a, 1.0\n  %c = call float @g(float %b)\n  %d = fmul float %c, %b\n  ret float %d\n}\ndeclare float @g(float)\n";
        // Five instructions; the call waits for @g's declaration.
        assert_eq!(streamed(text), vec![(5, 1)]);
        assert!(crate::parse(text).is_ok());
    }

    #[test]
    fn nothing_streams_before_the_text_shows_opaque_pointers() {
        // Until a `ptr` is read, `alloca` could make a typed pointer.
        let text = "define void @f() {\n  %p = alloca float\n  %q = alloca ptr\n  ret void\n}\n";
        assert_eq!(streamed(text), vec![(3, 1)]);
    }

    #[test]
    fn a_body_after_an_error_is_not_streamed() {
        let text = "define void @f(ptr %q) {\n  %a = add i32 1, 2\n  %a = add i32 1, 2\n  ret void\n}\ndefine void @g(ptr %q) {\n  ret void\n}\n";
        assert_eq!(streamed(text).len(), 1);
        let e = crate::parse(text).err().map(|e| e.to_string());
        assert_eq!(e.as_deref(), Some("3:3: %a is defined twice"));
    }
}
