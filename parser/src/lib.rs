//! `dxil-parser`: LLVM IR text to a [`dxil_ir::Module`] and a [`dxil_ir::SourceMap`].
//!
//! Reads clang's HLSL output (opaque pointers, target extension types), LLVM's DirectX
//! tests and DXC's printed DXIL (LLVM 3.7, typed pointers). A `logos` lexer
//! ([`lexer`]) feeds a `lalrpop` grammar that builds a syntax tree ([`ast`]);
//! [`resolve`] turns names into handles, checks types and builds the module. Function
//! bodies are resolved as they are parsed, statement by statement, except for the
//! statements that need what the text declares later ([`resolve::stream`]), so a
//! body's syntax tree is never built whole.
#![warn(missing_docs)]

pub mod ast;
pub mod error;
mod fx;
pub mod lexer;
pub mod literal;
pub mod resolve;
pub mod token;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, missing_docs, unused)]
    grammar
);

pub use error::{ErrorKind, ParseError};

use dxil_ir::{Module, SourceMap};

/// Something odd but accepted, with where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// Where.
    pub loc: dxil_ir::Loc,
    /// What.
    pub message: String,
}

/// A parsed module with the positions of its parts.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The module.
    pub module: Module,
    /// Line and column of every global, function and instruction.
    pub source_map: SourceMap,
    /// Things accepted that may not mean what was meant.
    pub warnings: Vec<Warning>,
}

/// Parses LLVM IR text.
///
/// # Errors
/// A [`ParseError`] with the line and column of the first problem.
pub fn parse(text: &str) -> Result<Parsed, ParseError> {
    parse_with(text, true)
}

/// [`parse`] without resolving bodies while they are parsed: every body's syntax tree is
/// built whole and resolved after parsing. The result is the same (tests compare the
/// two); only time and memory differ.
///
/// # Errors
/// As [`parse`].
#[doc(hidden)]
pub fn parse_unstreamed(text: &str) -> Result<Parsed, ParseError> {
    parse_with(text, false)
}

/// [`parse`], streaming bodies (see [`resolve::stream`]) if `stream`.
fn parse_with(text: &str, stream: bool) -> Result<Parsed, ParseError> {
    let saw_ptr = std::rc::Rc::new(std::cell::Cell::new(false));
    let mut lexer = lexer::Lexer::new(text).with_ptr_flag(saw_ptr.clone());
    let stream = resolve::stream::Stream::new(text, saw_ptr, stream);
    let end = text.len();
    let ast = match grammar::ModuleParser::new().parse(text, &stream, &mut lexer) {
        Ok(ast) => ast,
        // A token that does not lex is reported before any grammar error, wherever it is.
        Err(e) => {
            let e = match e {
                lalrpop_util::ParseError::User { error } => error,
                other => lexer
                    .first_error()
                    .unwrap_or_else(|| error::from_lalrpop(text, end, other)),
            };
            return Err(e);
        }
    };
    // Typed pointers (`float*`) make a typed module, unless `ptr` is used too: then, as
    // in LLVM, `T*` is read as `ptr`.
    let typed = lexer.saw_star && !lexer.saw_ptr;
    let mut parsed = stream.finish(ast, typed)?;
    parsed.module.module_id = module_id(text);
    Ok(parsed)
}

/// Parses LLVM IR given as bytes, reporting where the text stops being UTF-8.
///
/// # Errors
/// As [`parse`], and [`ErrorKind::Encoding`] for bytes that are not UTF-8.
pub fn parse_bytes(bytes: &[u8]) -> Result<Parsed, ParseError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            // The valid prefix is UTF-8 by construction.
            let prefix = std::str::from_utf8(good).unwrap_or("");
            Err(ParseError::at(
                prefix,
                prefix.len(),
                ErrorKind::Encoding,
                "invalid UTF-8".to_string(),
            ))
        }
    }
}

/// The `; ModuleID = '...'` comment, if the text has one among the comments and blank
/// lines it starts with (where LLVM writes it).
fn module_id(text: &str) -> Option<Box<str>> {
    let mut head = text.lines().take_while(|l| {
        let l = l.trim_start();
        l.is_empty() || l.starts_with(';')
    });
    head.find_map(|l| {
        l.strip_prefix("; ModuleID = '")
            .and_then(|r| r.strip_suffix('\''))
            .map(Into::into)
    })
}

/// A verifier error with the position its site was written at (if the source map has
/// it: functions `declare`d implicitly by a call have none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocatedError {
    /// Where.
    pub loc: Option<dxil_ir::Loc>,
    /// What.
    pub error: dxil_ir::VerifyError,
}

impl std::fmt::Display for LocatedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.loc {
            Some(loc) => write!(f, "{loc}: {}", self.error),
            None => write!(f, "{}", self.error),
        }
    }
}

/// Why [`parse_and_verify`] refused a text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// The text does not parse.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The module parses but is not well formed; every problem, located.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Invalid(Vec<LocatedError>),
}

/// Parses LLVM IR text and checks the module with [`dxil_ir::verify`].
///
/// # Errors
/// [`CheckError::Parse`] as [`parse`], or [`CheckError::Invalid`] with every rule the
/// module breaks and where.
pub fn parse_and_verify(text: &str) -> Result<Parsed, CheckError> {
    let parsed = parse(text)?;
    match dxil_ir::verify(&parsed.module) {
        Ok(()) => Ok(parsed),
        Err(errors) => Err(CheckError::Invalid(
            errors
                .into_iter()
                .map(|error| LocatedError {
                    loc: locate(&parsed, &error),
                    error,
                })
                .collect(),
        )),
    }
}

/// Where `error`'s site was written; for a function the text never declares (an
/// intrinsic declared by its first call), where it is first called.
fn locate(parsed: &Parsed, error: &dxil_ir::VerifyError) -> Option<dxil_ir::Loc> {
    use dxil_ir::{InstKind, Site, Value};
    error.loc(&parsed.source_map).or_else(|| {
        let Some(Site::Function(callee)) = error.site else {
            return None;
        };
        parsed.module.functions.iter().find_map(|(f, func)| {
            let body = func.body.as_ref()?;
            body.placed_insts()
                .find_map(|(_, i)| match &body.insts[i].kind {
                    InstKind::Call {
                        callee: Value::Function(c),
                        ..
                    } if *c == callee => parsed.source_map.get(Site::Inst(f, i)),
                    _ => None,
                })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_character_is_reported_before_an_earlier_grammar_error() {
        let e = parse("]\n@x = global i32 0 `\n").err();
        assert_eq!(
            e.map(|e| (e.kind, e.loc.line)),
            Some((ErrorKind::Syntax, 2))
        );
        let e = parse("]\n@x = global i32 0\n").err();
        assert_eq!(e.map(|e| e.loc.line), Some(1));
    }

    #[test]
    fn typed_pointers_are_seen_while_lexing() {
        let typed = "define void @f(i32* %p) {\n  ret void\n}\n";
        let p = parse(typed).map(|p| p.module.pointers).ok();
        assert_eq!(p, Some(dxil_ir::PointerMode::Typed));
        let mixed = "define void @f(i32* %p, ptr %q) {\n  ret void\n}\n";
        let p = parse(mixed).map(|p| p.module.pointers).ok();
        assert_eq!(p, Some(dxil_ir::PointerMode::Opaque));
    }
}
