//! The lexer: LLVM IR text to tokens, with `logos` finding the lexical classes and a
//! small table sorting bare words into keywords.
//!
//! It also bounds bracket nesting, so nothing later (parser actions, resolution, drop of
//! the syntax tree) can be driven into deep recursion by hostile input.

use crate::ast::At;
use crate::error::{ErrorKind, ParseError};
use crate::fx::FxMap;
use crate::token::{Kw, Tok};
use dxil_ir::{BinOp, CastOp};
use logos::Logos;
use std::cell::Cell;
use std::rc::Rc;

/// The deepest bracket nesting (`(`, `[`, `{`, `<`) accepted.
pub const MAX_NESTING: usize = 64;

/// The lexical classes `logos` recognises.
#[derive(Logos, Debug, Clone, Copy, PartialEq)]
#[logos(skip r"[ \t\r\n\x0c]+")]
#[logos(skip(r";[^\n]*", allow_greedy = true))]
enum Raw {
    #[token("=")]
    Eq,
    #[token(",")]
    Comma,
    #[token("*")]
    Star,
    #[token("|")]
    Pipe,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBrack,
    #[token("]")]
    RBrack,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("<{")]
    LPacked,
    #[token("}>")]
    RPacked,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("!")]
    Bang,
    #[token("...")]
    Dots,
    #[regex(r"[a-zA-Z_][a-zA-Z0-9_]*")]
    Word,
    /// Fast-math flag words (`FastMathFlags::NAMES` and `fast`), each followed by white
    /// space: clang writes six on every float operation, and one token instead of six
    /// spares the parser that many steps. The space after each word keeps `nnanx` a word.
    #[regex(r"((reassoc|nnan|ninf|nsz|arcp|contract|afn|fast)[ \t\r\n]+)+")]
    FmfRun,
    #[regex(r"(memory|range|nofpclass|captures|allocsize|vscale_range|uwtable|allockind|initializes|thread_local|syncscope|inrange|dereferenceable|dereferenceable_or_null|alignstack|allocalign|denormal_fpenv|nocapture)\(", raw_args)]
    AttrArgs,
    #[regex(r"ptr[ \t]+addrspace[ \t]*\([ \t]*[0-9]+[ \t]*\)")]
    PtrAs,
    #[regex(r"-?[0-9]+")]
    Int,
    #[regex(r"-?[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?")]
    Float,
    #[regex(r"0x[0-9A-Fa-f]+")]
    HexFloat,
    #[regex(r"0x[KLMHR][0-9A-Fa-f]+")]
    HexSpecial,
    #[regex(r#""[^"]*""#)]
    Str,
    #[regex(r#"c"[^"]*""#)]
    CStr,
    #[regex(r#"%([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+|"[^"]*")"#)]
    Local,
    #[regex(r#"@([-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+|"[^"]*")"#)]
    Global,
    #[regex(r#"\$([-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*")"#)]
    Comdat,
    #[regex(r"![-a-zA-Z$._][-a-zA-Z$._0-9\\]*")]
    MetaName,
    #[regex(r"![0-9]+")]
    MetaId,
    #[regex(r"#[0-9]+")]
    AttrGrp,
    #[regex(r"#[a-zA-Z_][a-zA-Z0-9_]*")]
    HashWord,
    #[regex(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*:")]
    LabelStr,
    #[regex(r"[0-9]+:", priority = 3)]
    LabelId,
    #[regex(r#""[^"]*":"#)]
    LabelQuote,
}

/// Consumes the rest of a `word(` ... `)` attribute up to its matching parenthesis.
fn raw_args(lex: &mut logos::Lexer<Raw>) -> bool {
    let rest = lex.remainder().as_bytes();
    let mut depth = 1usize;
    let mut in_str = false;
    for (i, &b) in rest.iter().enumerate() {
        match b {
            b'"' => in_str = !in_str,
            b'(' if !in_str => depth += 1,
            b')' if !in_str => {
                depth -= 1;
                if depth == 0 {
                    lex.bump(i + 1);
                    return true;
                }
            }
            b'\n' if !in_str => return false,
            _ => {}
        }
    }
    false
}

/// One token with its byte span, as lalrpop wants it.
pub type Spanned<'s> = (At, Tok<'s>, At);

/// Splits `text` into tokens.
///
/// # Errors
/// An unknown character, a malformed number or name, or brackets nested deeper than
/// [`MAX_NESTING`].
pub fn tokenize(text: &str) -> Result<Vec<Spanned<'_>>, ParseError> {
    Lexer::new(text).collect()
}

/// The tokens of a text one at a time, as the parser asks for them (no token list is
/// ever built). It notes whether `*` and `ptr` were seen, which says whether the text
/// uses typed pointers. After its first error it yields nothing more.
pub struct Lexer<'s> {
    text: &'s str,
    lex: logos::Lexer<'s, Raw>,
    depth: usize,
    done: bool,
    /// Whether a `*` token was read.
    pub saw_star: bool,
    /// Whether a `ptr` or `ptr addrspace(N)` token was read.
    pub saw_ptr: bool,
    /// Set too when a `ptr` token is read, for whoever needs to know during parsing.
    ptr_flag: Option<Rc<Cell<bool>>>,
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `text`.
    pub fn new(text: &'s str) -> Lexer<'s> {
        Lexer {
            text,
            lex: Raw::lexer(text),
            depth: 0,
            done: false,
            saw_star: false,
            saw_ptr: false,
            ptr_flag: None,
        }
    }

    /// Also sets `flag` when a `ptr` token is read (the parser's actions see it while
    /// the lexer is the parser's).
    pub fn with_ptr_flag(mut self, flag: Rc<Cell<bool>>) -> Self {
        self.ptr_flag = Some(flag);
        self
    }

    fn note_ptr(&mut self) {
        self.saw_ptr = true;
        if let Some(f) = &self.ptr_flag {
            f.set(true);
        }
    }

    /// The first error among the tokens not read yet, if any (reading them all).
    pub fn first_error(&mut self) -> Option<ParseError> {
        self.find_map(Result::err)
    }

    fn token(&mut self, raw: Result<Raw, ()>) -> Result<Spanned<'s>, ParseError> {
        let text = self.text;
        let mut span = self.lex.span();
        let s: &'s str = self.lex.slice();
        let err = |kind, msg: String| ParseError::at(text, span.start, kind, msg);
        let Ok(raw) = raw else {
            let shown: String = s.chars().take(20).collect();
            return Err(err(
                ErrorKind::Syntax,
                format!("unexpected character(s) `{shown}`"),
            ));
        };
        let tok = match raw {
            Raw::Eq => Tok::Eq,
            Raw::Comma => Tok::Comma,
            Raw::Star => {
                self.saw_star = true;
                Tok::Star
            }
            Raw::Pipe => Tok::Pipe,
            Raw::LParen => Tok::LParen,
            Raw::RParen => Tok::RParen,
            Raw::LBrack => Tok::LBrack,
            Raw::RBrack => Tok::RBrack,
            Raw::LBrace => Tok::LBrace,
            Raw::RBrace => Tok::RBrace,
            Raw::LPacked => Tok::LPacked,
            Raw::RPacked => Tok::RPacked,
            Raw::Lt => Tok::Lt,
            Raw::Gt => Tok::Gt,
            Raw::Bang => Tok::Bang,
            Raw::Dots => Tok::Dots,
            Raw::Word => {
                let t = classify_word(s).map_err(|m| err(ErrorKind::Syntax, m))?;
                if t == Tok::Kw(Kw::Ptr) {
                    self.note_ptr();
                }
                t
            }
            Raw::FmfRun => {
                // The run without its trailing space; one word stays a plain word.
                let run = s.trim_end();
                span.end = span.start + run.len();
                if run.contains(|c: char| c.is_ascii_whitespace()) {
                    Tok::Fmf(run)
                } else {
                    Tok::Word(run)
                }
            }
            Raw::AttrArgs => {
                let open = s.find('(').unwrap_or(s.len());
                let name = &s[..open];
                let args = s.get(open + 1..s.len().saturating_sub(1)).unwrap_or("");
                Tok::RawAttr(name, args)
            }
            Raw::PtrAs => {
                self.note_ptr();
                let digits = s.trim_end_matches([')', ' ', '\t']);
                let start = digits
                    .rfind(|c: char| !c.is_ascii_digit())
                    .map_or(0, |i| i + 1);
                Tok::PtrAddrspace(&digits[start..])
            }
            Raw::Int => Tok::Int(s),
            Raw::Float => Tok::Float(s),
            Raw::HexFloat => Tok::HexFloat(&s[2..]),
            Raw::HexSpecial => Tok::HexSpecial(&s[2..]),
            Raw::Str => Tok::Str(&s[1..s.len() - 1]),
            Raw::CStr => Tok::CStr(&s[2..s.len() - 1]),
            Raw::Local => Tok::Local(sigil_name(&s[1..]).map_err(|m| err(ErrorKind::Syntax, m))?),
            Raw::Global => Tok::Global(sigil_name(&s[1..]).map_err(|m| err(ErrorKind::Syntax, m))?),
            Raw::Comdat => Tok::Comdat(&s[1..]),
            Raw::MetaName => Tok::MetaName(&s[1..]),
            Raw::MetaId => Tok::MetaId(number(&s[1..]).map_err(|m| err(ErrorKind::Syntax, m))?),
            Raw::AttrGrp => Tok::AttrGrp(number(&s[1..]).map_err(|m| err(ErrorKind::Syntax, m))?),
            Raw::HashWord => Tok::HashWord(&s[1..]),
            Raw::LabelStr | Raw::LabelId | Raw::LabelQuote => {
                Tok::Label(sigil_name(&s[..s.len() - 1]).map_err(|m| err(ErrorKind::Syntax, m))?)
            }
        };
        match tok {
            Tok::LParen | Tok::LBrack | Tok::LBrace | Tok::LPacked | Tok::Lt => {
                self.depth += 1;
                if self.depth > MAX_NESTING {
                    return Err(err(
                        ErrorKind::Limit,
                        format!("brackets nested deeper than {MAX_NESTING}"),
                    ));
                }
            }
            Tok::RParen | Tok::RBrack | Tok::RBrace | Tok::RPacked | Tok::Gt => {
                self.depth = self.depth.saturating_sub(1);
            }
            _ => {}
        }
        // Offsets are `u32`: a text too long for them stops at the first token past 4 GiB.
        match (At::try_from(span.start), At::try_from(span.end)) {
            (Ok(start), Ok(end)) => Ok((start, tok, end)),
            _ => Err(err(
                ErrorKind::Limit,
                "the text is longer than 4 GiB".to_string(),
            )),
        }
    }
}

impl<'s> Iterator for Lexer<'s> {
    type Item = Result<Spanned<'s>, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let raw = self.lex.next()?;
        let t = self.token(raw);
        self.done = t.is_err();
        Some(t)
    }
}

/// The words of a slice the grammar read as words (comments skipped).
pub fn words(s: &str) -> impl Iterator<Item = &str> {
    // Without a comment the words are just what the white space separates.
    let mut plain = (!s.contains(';')).then(|| s.split_ascii_whitespace());
    let mut lex = Raw::lexer(if plain.is_some() { "" } else { s });
    std::iter::from_fn(move || match &mut plain {
        Some(split) => split.next(),
        None => {
            let _ = lex.next()?;
            Some(lex.slice())
        }
    })
}

/// The name after a `%`, `@` sigil or before a label's colon: a word, a number or a
/// quoted string. (The lexer's patterns make a name that starts with a digit all
/// digits, and a quoted one end with its quote.)
fn sigil_name(s: &str) -> Result<crate::token::Name<'_>, String> {
    if s.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        number(s)?;
    }
    Ok(crate::token::Name::new(s))
}

/// A decimal slot or id number.
fn number(s: &str) -> Result<u32, String> {
    s.parse::<u32>()
        .map_err(|_| format!("number `{}` is too large", shorten(s)))
}

/// At most 40 characters of `s`, for messages.
pub fn shorten(s: &str) -> String {
    if s.chars().count() > 40 {
        let head: String = s.chars().take(40).collect();
        format!("{head}...")
    } else {
        s.to_string()
    }
}

/// Sorts a bare word into a keyword, an opcode, a type or a plain word.
fn classify_word(s: &str) -> Result<Tok<'_>, String> {
    if let Some(bits) = s.strip_prefix('i') {
        if !bits.is_empty() && bits.bytes().all(|b| b.is_ascii_digit()) {
            return match bits.parse::<u32>() {
                Ok(n) if (1..=(1 << 23)).contains(&n) => Ok(Tok::IntType(n)),
                _ => Err(format!("invalid integer type `{}`", shorten(s))),
            };
        }
    }
    if let Some(bits) = s.strip_prefix('b') {
        if !bits.is_empty() && bits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(Tok::Unsupported(s));
        }
    }
    Ok(keyword_table().get(s).copied().unwrap_or(Tok::Word(s)))
}

/// Every word with a token of its own (opcodes, keywords, unsupported constructs), in
/// one table so that a word is classified with one lookup.
fn keyword_table() -> &'static FxMap<&'static str, Tok<'static>> {
    static TABLE: std::sync::OnceLock<FxMap<&'static str, Tok<'static>>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = FxMap::default();
        // Later entries win: an opcode before a keyword before an unsupported word.
        t.extend(UNSUPPORTED.iter().map(|w| (*w, Tok::Unsupported(w))));
        t.extend(Kw::ALL.iter().map(|k| (k.as_str(), Tok::Kw(*k))));
        t.extend(CastOp::ALL.iter().map(|o| (o.keyword(), Tok::Cast(*o))));
        t.extend(BinOp::ALL.iter().map(|o| (o.keyword(), Tok::BinOp(*o))));
        t
    })
}

/// Keywords of constructs the IR has no form for.
const UNSUPPORTED: &[&str] = &[
    "invoke",
    "landingpad",
    "resume",
    "indirectbr",
    "callbr",
    "va_arg",
    "catchswitch",
    "catchpad",
    "cleanuppad",
    "catchret",
    "cleanupret",
    "alias",
    "ifunc",
    "uselistorder",
    "uselistorder_bb",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "ptrauth",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Tok<'_>> {
        tokenize(text)
            .unwrap_or_default()
            .into_iter()
            .map(|(_, t, _)| t)
            .collect()
    }

    #[test]
    fn words_sort_into_classes() {
        use crate::token::Name;
        assert_eq!(
            kinds("%x = add nsw i32 %1, -7 ; c\nentry:"),
            vec![
                Tok::Local(Name::new("x")),
                Tok::Eq,
                Tok::BinOp(BinOp::Add),
                Tok::Word("nsw"),
                Tok::IntType(32),
                Tok::Local(Name::new("1")),
                Tok::Comma,
                Tok::Int("-7"),
                Tok::Label(Name::new("entry")),
            ]
        );
        assert_eq!(
            kinds("memory(argmem: readwrite) !dbg !12 <{ }> 0xH3C00"),
            vec![
                Tok::RawAttr("memory", "argmem: readwrite"),
                Tok::MetaName("dbg"),
                Tok::MetaId(12),
                Tok::LPacked,
                Tok::RPacked,
                Tok::HexSpecial("H3C00"),
            ]
        );
    }

    #[test]
    fn runs_of_fast_math_flags_are_one_token() {
        assert_eq!(
            kinds("fadd reassoc nnan\tafn float"),
            vec![
                Tok::BinOp(BinOp::FAdd),
                Tok::Fmf("reassoc nnan\tafn"),
                Tok::Kw(Kw::Float),
            ]
        );
        // One flag stays a word; a run stops at other words and at comments.
        assert_eq!(
            kinds("fast fastcc"),
            vec![Tok::Word("fast"), Tok::Word("fastcc")]
        );
        assert_eq!(
            kinds("nnanx nsz"),
            vec![Tok::Word("nnanx"), Tok::Word("nsz")]
        );
        assert_eq!(
            kinds("nnan nsz\nninf ; c\nafn arcp ; x"),
            vec![Tok::Fmf("nnan nsz\nninf"), Tok::Fmf("afn arcp")]
        );
        // Every flag the IR knows is read as one.
        for (name, _) in dxil_ir::instruction::FastMathFlags::NAMES {
            let text = format!("{name} fast float");
            assert_eq!(
                kinds(&text),
                vec![Tok::Fmf(&text[..text.len() - 6]), Tok::Kw(Kw::Float)]
            );
        }
        // The token's span ends with its last word.
        let toks: Vec<_> = Lexer::new("nnan nsz  `").collect();
        assert!(matches!(
            toks.as_slice(),
            [Ok((0, Tok::Fmf("nnan nsz"), 8)), Err(_)]
        ));
    }

    #[test]
    fn nesting_is_bounded() {
        let deep = "[".repeat(MAX_NESTING + 1);
        assert!(matches!(
            tokenize(&deep),
            Err(e) if e.kind == ErrorKind::Limit
        ));
    }
}
