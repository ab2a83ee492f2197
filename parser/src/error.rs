//! Parse errors: where (line:col), what kind, and what was expected or wrong.

use dxil_ir::Loc;

/// What kind of problem a [`ParseError`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text does not follow LLVM IR's grammar.
    Syntax,
    /// A name is used but never defined (the name, with its sigil).
    Undefined(String),
    /// A value's type does not fit where it is used.
    Type,
    /// A construct the IR cannot hold (named).
    Unsupported(String),
    /// A name or number is defined twice, or numbered out of order.
    Redefined(String),
    /// A literal does not fit its type (an integer wider than 128 bits, say).
    Literal,
    /// A size limit was hit (nesting depth).
    Limit,
    /// The input is not UTF-8.
    Encoding,
}

/// An error found while parsing, with the position it was found at.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{loc}: {message}")]
pub struct ParseError {
    /// Where, as 1-based line and column.
    pub loc: Loc,
    /// What kind of problem.
    pub kind: ErrorKind,
    /// What was expected or what is wrong.
    pub message: String,
}

impl ParseError {
    /// An error at byte `offset` of `text`.
    pub fn at(text: &str, offset: usize, kind: ErrorKind, message: String) -> ParseError {
        ParseError {
            loc: loc_of(text, offset),
            kind,
            message,
        }
    }
}

/// The line and column (in characters, both from 1) of byte `offset` in `text`.
pub fn loc_of(text: &str, offset: usize) -> Loc {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let col = before[line_start..].chars().count() + 1;
    Loc {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        col: u32::try_from(col).unwrap_or(u32::MAX),
    }
}

/// Finds line and column of many offsets quickly (offsets ascending is fastest: each
/// lookup starts from the line of the one before).
#[derive(Debug)]
pub struct LineIndex {
    starts: Vec<usize>,
    /// The line (0-based) of the last lookup.
    hint: std::cell::Cell<usize>,
}

impl LineIndex {
    /// Indexes the line starts of `text`.
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        // About one line per 40 bytes in printed IR.
        let mut starts = Vec::with_capacity(bytes.len() / 40 + 1);
        starts.push(0);
        let mut from = 0;
        while let Some(i) = bytes[from..].iter().position(|&b| b == b'\n') {
            from += i + 1;
            starts.push(from);
        }
        LineIndex {
            starts,
            hint: std::cell::Cell::new(0),
        }
    }

    /// The location of byte `offset` of `text` (the text this index was made from).
    pub fn loc(&self, text: &str, offset: usize) -> Loc {
        let h = self.hint.get().min(self.starts.len() - 1);
        let line = if self.starts[h] <= offset {
            // Forward from the last line looked up: usually this line or the next.
            let ahead = &self.starts[h + 1..];
            match ahead.iter().take(4).position(|&s| s > offset) {
                Some(k) => h + 1 + k,
                None => h + 1 + ahead.partition_point(|&s| s <= offset),
            }
        } else {
            self.starts.partition_point(|&s| s <= offset)
        }
        .max(1);
        self.hint.set(line - 1);
        let start = self.starts[line - 1];
        let end = offset.min(text.len()).max(start);
        let col = text
            .get(start..end)
            .map_or(end - start, |s| s.chars().count());
        Loc {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            col: u32::try_from(col + 1).unwrap_or(u32::MAX),
        }
    }
}

/// Turns a grammar error into a [`ParseError`]; `end` is the text's length.
pub fn from_lalrpop(
    text: &str,
    end: usize,
    e: lalrpop_util::ParseError<usize, crate::token::Tok<'_>, ParseError>,
) -> ParseError {
    use crate::token::{Kw, Tok};
    use lalrpop_util::ParseError as E;
    match e {
        E::InvalidToken { location } => ParseError::at(
            text,
            location,
            ErrorKind::Syntax,
            "invalid token".to_string(),
        ),
        E::UnrecognizedEof { location, expected } => ParseError::at(
            text,
            location.min(end),
            ErrorKind::Syntax,
            format!(
                "unexpected end of input; expected {}",
                expected_list(&expected)
            ),
        ),
        E::UnrecognizedToken {
            token: (l, tok, _),
            expected,
        } => match tok {
            Tok::Unsupported(w) => ParseError::at(
                text,
                l,
                ErrorKind::Unsupported(w.to_string()),
                format!("`{w}` is not supported"),
            ),
            Tok::Kw(Kw::Asm) => ParseError::at(
                text,
                l,
                ErrorKind::Unsupported("inline asm".to_string()),
                "inline asm is not supported".to_string(),
            ),
            _ => ParseError::at(
                text,
                l,
                ErrorKind::Syntax,
                format!("unexpected {tok}; expected {}", expected_list(&expected)),
            ),
        },
        E::ExtraToken { token: (l, tok, _) } => ParseError::at(
            text,
            l,
            ErrorKind::Syntax,
            format!("unexpected {tok} after the end"),
        ),
        E::User { error } => error,
    }
}

/// "a, b or c" of at most eight expected terminals.
fn expected_list(expected: &[String]) -> String {
    match expected.len() {
        0 => "nothing more".to_string(),
        n if n > 8 => format!("one of {} and {} more", expected[..8].join(", "), n - 8),
        _ => expected.join(", "),
    }
}
