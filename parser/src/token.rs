//! The tokens the grammar reads.

use dxil_ir::{BinOp, CastOp};
use std::fmt;

/// The name after a sigil (`%`, `@`) or before a label's colon, as written: a quoted name
/// keeps its quotes (still escaped), a number is its digits (the lexer has checked they
/// fit in a `u32`). One slice, 16 bytes, where an enum of the three forms takes 24: names
/// fill the syntax tree of every instruction. [`Name::kind`] tells the forms apart.
#[derive(Clone, Copy, Debug)]
pub struct Name<'s>(&'s str);

/// The three forms of a [`Name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameKind<'s> {
    /// A plain name, `%x`.
    Str(&'s str),
    /// A quoted name, `%"a b"`, still escaped, without its quotes.
    Quoted(&'s str),
    /// A number, `%5`.
    Num(u32),
}

impl<'s> Name<'s> {
    /// The name written `text`: a plain name, `"quoted"` with its quotes, or decimal
    /// digits whose value fits in a `u32`.
    pub fn new(text: &'s str) -> Self {
        Name(text)
    }

    /// Which form it has, and its text or number.
    pub fn kind(self) -> NameKind<'s> {
        let s = self.0;
        match s.as_bytes().first() {
            Some(b'"') => NameKind::Quoted(s.get(1..s.len().saturating_sub(1)).unwrap_or("")),
            Some(b) if b.is_ascii_digit() => NameKind::Num(s.bytes().fold(0u32, |n, d| {
                n.wrapping_mul(10).wrapping_add(u32::from(d - b'0'))
            })),
            _ => NameKind::Str(s),
        }
    }

    /// Whether it is a number.
    pub fn is_num(self) -> bool {
        self.0.as_bytes().first().is_some_and(u8::is_ascii_digit)
    }
}

impl PartialEq for Name<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.kind() == other.kind()
    }
}

impl Eq for Name<'_> {}

impl std::hash::Hash for Name<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.kind().hash(state)
    }
}

macro_rules! keywords {
    ($($v:ident = $s:literal,)*) => {
        /// Keywords the grammar needs to tell apart (every other bare word is a
        /// [`Tok::Word`], sorted out later: attributes, linkages, flags, predicates).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Kw { $(#[doc = $s] $v,)* }

        impl Kw {
            /// Every keyword.
            pub const ALL: &'static [Kw] = &[$(Kw::$v,)*];

            /// The keyword spelled `s`.
            pub fn from_word(s: &str) -> Option<Kw> {
                match s { $($s => Some(Kw::$v),)* _ => None }
            }

            /// How the keyword is spelled.
            pub fn as_str(self) -> &'static str {
                match self { $(Kw::$v => $s,)* }
            }
        }
    };
}

keywords! {
    Define = "define",
    Declare = "declare",
    Global = "global",
    Constant = "constant",
    External = "external",
    ExternWeak = "extern_weak",
    Type = "type",
    Opaque = "opaque",
    Attributes = "attributes",
    Target = "target",
    Datalayout = "datalayout",
    Triple = "triple",
    SourceFilename = "source_filename",
    Section = "section",
    Partition = "partition",
    Comdat = "comdat",
    Align = "align",
    Gc = "gc",
    Prefix = "prefix",
    Prologue = "prologue",
    Personality = "personality",
    Module = "module",
    Asm = "asm",
    Distinct = "distinct",
    Null = "null",
    Undef = "undef",
    Poison = "poison",
    Zeroinitializer = "zeroinitializer",
    None = "none",
    True = "true",
    False = "false",
    X = "x",
    Vscale = "vscale",
    To = "to",
    Label = "label",
    Void = "void",
    Metadata = "metadata",
    Token = "token",
    Ptr = "ptr",
    Half = "half",
    Bfloat = "bfloat",
    Float = "float",
    Double = "double",
    X86Fp80 = "x86_fp80",
    Fp128 = "fp128",
    PpcFp128 = "ppc_fp128",
    Addrspace = "addrspace",
    Splat = "splat",
    Cc = "cc",
    Call = "call",
    Tail = "tail",
    Musttail = "musttail",
    Notail = "notail",
    Ret = "ret",
    Br = "br",
    Switch = "switch",
    Unreachable = "unreachable",
    Phi = "phi",
    Select = "select",
    Alloca = "alloca",
    Load = "load",
    Store = "store",
    Getelementptr = "getelementptr",
    Extractvalue = "extractvalue",
    Insertvalue = "insertvalue",
    Extractelement = "extractelement",
    Insertelement = "insertelement",
    Shufflevector = "shufflevector",
    Icmp = "icmp",
    Fcmp = "fcmp",
    Fneg = "fneg",
    Freeze = "freeze",
    Atomicrmw = "atomicrmw",
    Cmpxchg = "cmpxchg",
    Fence = "fence",
    Byval = "byval",
    Sret = "sret",
    Byref = "byref",
    Preallocated = "preallocated",
    Inalloca = "inalloca",
    Elementtype = "elementtype",
}

/// A token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'s> {
    /// `=`
    Eq,
    /// `,`
    Comma,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBrack,
    /// `]`
    RBrack,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<{`
    LPacked,
    /// `}>`
    RPacked,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `!`
    Bang,
    /// `...`
    Dots,
    /// A keyword.
    Kw(Kw),
    /// A binary operator keyword.
    BinOp(BinOp),
    /// A cast keyword.
    Cast(CastOp),
    /// `iN`.
    IntType(u32),
    /// Any other bare word.
    Word(&'s str),
    /// Two or more fast-math flag words in a row (`reassoc nnan ninf`), as one slice.
    Fmf(&'s str),
    /// A keyword of something the IR cannot hold.
    Unsupported(&'s str),
    /// `ptr addrspace(N)` (the number).
    PtrAddrspace(&'s str),
    /// `word(args)` kept whole: name and the text between the parentheses.
    RawAttr(&'s str, &'s str),
    /// A decimal integer, maybe negative.
    Int(&'s str),
    /// A decimal floating-point literal.
    Float(&'s str),
    /// `0x...` (the digits).
    HexFloat(&'s str),
    /// `0xK...`, `0xL...`, `0xM...`, `0xH...`, `0xR...` (the letter and digits).
    HexSpecial(&'s str),
    /// `"..."` (the text between the quotes, escaped).
    Str(&'s str),
    /// `c"..."` (the text between the quotes, escaped).
    CStr(&'s str),
    /// `%name`.
    Local(Name<'s>),
    /// `@name`.
    Global(Name<'s>),
    /// `$name`.
    Comdat(&'s str),
    /// `!name`.
    MetaName(&'s str),
    /// `!N`.
    MetaId(u32),
    /// `#N`.
    AttrGrp(u32),
    /// `#word` (debug records).
    HashWord(&'s str),
    /// `name:` / `N:` / `"name":`.
    Label(Name<'s>),
}

impl fmt::Display for Tok<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let short = crate::lexer::shorten;
        match self {
            Tok::Eq => write!(f, "`=`"),
            Tok::Comma => write!(f, "`,`"),
            Tok::Star => write!(f, "`*`"),
            Tok::Pipe => write!(f, "`|`"),
            Tok::LParen => write!(f, "`(`"),
            Tok::RParen => write!(f, "`)`"),
            Tok::LBrack => write!(f, "`[`"),
            Tok::RBrack => write!(f, "`]`"),
            Tok::LBrace => write!(f, "`{{`"),
            Tok::RBrace => write!(f, "`}}`"),
            Tok::LPacked => write!(f, "`<{{`"),
            Tok::RPacked => write!(f, "`}}>`"),
            Tok::Lt => write!(f, "`<`"),
            Tok::Gt => write!(f, "`>`"),
            Tok::Bang => write!(f, "`!`"),
            Tok::Dots => write!(f, "`...`"),
            Tok::Kw(k) => write!(f, "`{}`", k.as_str()),
            Tok::BinOp(o) => write!(f, "`{}`", o.keyword()),
            Tok::Cast(o) => write!(f, "`{}`", o.keyword()),
            Tok::IntType(n) => write!(f, "`i{n}`"),
            Tok::Word(w) | Tok::Fmf(w) | Tok::Unsupported(w) => write!(f, "`{}`", short(w)),
            Tok::PtrAddrspace(n) => write!(f, "`ptr addrspace({n})`"),
            Tok::RawAttr(n, a) => write!(f, "`{}({})`", n, short(a)),
            Tok::Int(s) | Tok::Float(s) => write!(f, "number `{}`", short(s)),
            Tok::HexFloat(s) | Tok::HexSpecial(s) => write!(f, "number `0x{}`", short(s)),
            Tok::Str(s) => write!(f, "string \"{}\"", short(s)),
            Tok::CStr(s) => write!(f, "string c\"{}\"", short(s)),
            Tok::Local(n) => write!(f, "`%{}`", name_text(n)),
            Tok::Global(n) => write!(f, "`@{}`", name_text(n)),
            Tok::Comdat(s) => write!(f, "`${}`", short(s)),
            Tok::MetaName(s) => write!(f, "`!{}`", short(s)),
            Tok::MetaId(n) => write!(f, "`!{n}`"),
            Tok::AttrGrp(n) => write!(f, "`#{n}`"),
            Tok::HashWord(s) => write!(f, "`#{}`", short(s)),
            Tok::Label(n) => write!(f, "label `{}:`", name_text(n)),
        }
    }
}

/// A name as written, shortened for messages.
pub fn name_text(n: &Name<'_>) -> String {
    match n.kind() {
        NameKind::Str(s) => crate::lexer::shorten(s),
        NameKind::Quoted(s) => format!("\"{}\"", crate::lexer::shorten(s)),
        NameKind::Num(n) => n.to_string(),
    }
}
