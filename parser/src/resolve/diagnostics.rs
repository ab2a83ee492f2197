//! Errors, literals and names as resolution reports and reads them.

use super::*;

impl<'t> Resolver<'t> {
    pub(super) fn err(&self, at: At, kind: ErrorKind, message: String) -> ParseError {
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
    pub(super) fn defer(&self) -> ParseError {
        self.deferred.set(true);
        ParseError {
            loc: dxil_ir::Loc::default(),
            kind: ErrorKind::Syntax,
            message: String::new(),
        }
    }

    pub(super) fn syntax(&self, at: At, message: String) -> ParseError {
        self.err(at, ErrorKind::Syntax, message)
    }

    pub(super) fn ty_name(&self, t: Type) -> String {
        dxil_ir::printer::type_to_string(&self.m.types, t)
    }

    pub(super) fn expect_ty(&self, at: At, want: Type, got: Type, what: &str) -> R<()> {
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

    pub(super) fn uint(&self, at: At, s: &str) -> R<u64> {
        literal::small_uint(s).ok_or_else(|| {
            self.err(
                at,
                ErrorKind::Literal,
                format!("`{s}` is not a valid count"),
            )
        })
    }

    pub(super) fn u32_of(&self, at: At, s: &str) -> R<u32> {
        u32::try_from(self.uint(at, s)?)
            .map_err(|_| self.err(at, ErrorKind::Literal, format!("`{s}` is too large")))
    }

    pub(super) fn text_of(&self, at: At, s: &str) -> R<Box<str>> {
        String::from_utf8(literal::unescape(s))
            .map(Into::into)
            .map_err(|_| self.err(at, ErrorKind::Encoding, "string is not UTF-8".to_string()))
    }

    pub(super) fn name_of(&self, at: At, n: Name<'t>) -> R<String> {
        self.name_cow(at, n).map(Cow::into_owned)
    }

    /// A name as text, borrowed from the source unless it had to be unescaped.
    pub(super) fn name_cow<'n>(&self, at: At, n: Name<'n>) -> R<Cow<'n, str>> {
        match n.kind() {
            NameKind::Str(s) => Ok(Cow::Borrowed(s)),
            NameKind::Quoted(s) if !s.contains('\\') => Ok(Cow::Borrowed(s)),
            NameKind::Quoted(s) => self.text_of(at, s).map(|t| Cow::Owned(t.into())),
            NameKind::Num(n) => Ok(Cow::Owned(n.to_string())),
        }
    }

    pub(super) fn key_of<'n>(&self, at: At, n: Name<'n>) -> R<Key<'n>> {
        match n.kind() {
            NameKind::Num(n) => Ok(Key::Num(n)),
            _ => self.name_cow(at, n).map(Key::Named),
        }
    }
}
