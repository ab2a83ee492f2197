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

/// How many lines apart [`LineIndex`] keeps its checkpoints.
const CHECKPOINT_LINES: usize = 4096;

/// Finds line and column of many offsets quickly and in little memory: offsets looked up
/// in ascending order (as the parser does) cost only the bytes between one and the next;
/// a step back restarts from the nearest of the line starts it keeps every
/// `CHECKPOINT_LINES` lines.
#[derive(Debug)]
pub struct LineIndex {
    /// The start of every [`CHECKPOINT_LINES`]-th line (line 0 first).
    checkpoints: Vec<usize>,
    /// Where the last lookup ended: its line (0-based), that line's start, its offset.
    cursor: std::cell::Cell<(usize, usize, usize)>,
}

impl LineIndex {
    /// Indexes the line starts of `text`.
    pub fn new(text: &str) -> LineIndex {
        let checkpoints = std::iter::once(0)
            .chain(
                memchr::memchr_iter(b'\n', text.as_bytes())
                    .skip(CHECKPOINT_LINES - 1)
                    .step_by(CHECKPOINT_LINES)
                    .map(|i| i + 1),
            )
            .collect();
        LineIndex {
            checkpoints,
            cursor: std::cell::Cell::new((0, 0, 0)),
        }
    }

    /// The location of byte `offset` of `text` (the text this index was made from).
    pub fn loc(&self, text: &str, offset: usize) -> Loc {
        let bytes = text.as_bytes();
        let offset = offset.min(bytes.len());
        let (mut line, mut start, mut from) = self.cursor.get();
        if offset < from {
            let k = self.checkpoints.partition_point(|&s| s <= offset).max(1) - 1;
            (line, start) = (k * CHECKPOINT_LINES, self.checkpoints[k]);
            from = start;
        }
        for i in memchr::memchr_iter(b'\n', &bytes[from..offset]) {
            line += 1;
            start = from + i + 1;
        }
        self.cursor.set((line, start, offset));
        let col = text
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count());
        Loc {
            line: u32::try_from(line + 1).unwrap_or(u32::MAX),
            col: u32::try_from(col + 1).unwrap_or(u32::MAX),
        }
    }
}

/// Turns a grammar error into a [`ParseError`]; `end` is the text's length.
pub fn from_lalrpop(
    text: &str,
    end: usize,
    e: lalrpop_util::ParseError<crate::ast::At, crate::token::Tok<'_>, ParseError>,
) -> ParseError {
    let e = e.map_location(crate::ast::at_index);
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Whatever order offsets are looked up in, the index agrees with a plain count.
        #[test]
        fn the_line_index_agrees_with_counting(
            lines in proptest::collection::vec("[a-zé ]{0,6}", 0..3 * CHECKPOINT_LINES),
            picks in proptest::collection::vec(any::<proptest::sample::Index>(), 1..40),
        ) {
            let text = lines.join("\n");
            let index = LineIndex::new(&text);
            for p in picks {
                let mut offset = p.index(text.len() + 1);
                while !text.is_char_boundary(offset) {
                    offset -= 1;
                }
                prop_assert_eq!(index.loc(&text, offset), loc_of(&text, offset));
            }
        }
    }
}
