//! The conditional part of the C preprocessor, enough to read an HLSL entry's
//! declaration as the compiler saw it: `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`,
//! `#endif`, `#define` and `#undef` of object-like macros, with `defined`, integers and
//! C's operators in conditions, and `#include` (with `#pragma once`; include guards
//! work through `#ifndef`). Lines of inactive branches (and directives) come out
//! blank, and each output line knows its file and line ([`Preprocessed::locate`]).
//!
//! The HLSL compilers' predefined macros come from [`predefined_macros`]: the target
//! stage and shader model (`__SHADER_TARGET_STAGE`, `__SHADER_STAGE_PIXEL`, ...,
//! `__SHADER_TARGET_MAJOR/MINOR`) and `__HLSL_VERSION`.

use crate::frontend::hlsl_includes::{read_nothing, IncludeSearch};
use dxil_model::shader_model::{ShaderKind, ShaderModel};
use rustc_hash::{FxHashMap, FxHashSet};
use std::path::{Path, PathBuf};

/// The macros clang and DXC define for a shader model.
pub fn predefined_macros(sm: ShaderModel) -> Vec<(String, String)> {
    const STAGES: [(&str, ShaderKind); 15] = [
        ("PIXEL", ShaderKind::Pixel),
        ("VERTEX", ShaderKind::Vertex),
        ("GEOMETRY", ShaderKind::Geometry),
        ("HULL", ShaderKind::Hull),
        ("DOMAIN", ShaderKind::Domain),
        ("COMPUTE", ShaderKind::Compute),
        ("LIBRARY", ShaderKind::Library),
        ("RAYGENERATION", ShaderKind::RayGeneration),
        ("INTERSECTION", ShaderKind::Intersection),
        ("ANYHIT", ShaderKind::AnyHit),
        ("CLOSESTHIT", ShaderKind::ClosestHit),
        ("MISS", ShaderKind::Miss),
        ("CALLABLE", ShaderKind::Callable),
        ("MESH", ShaderKind::Mesh),
        ("AMPLIFICATION", ShaderKind::Amplification),
    ];
    let mut out: Vec<(String, String)> = STAGES
        .iter()
        .map(|(name, kind)| (format!("__SHADER_STAGE_{name}"), (*kind as u32).to_string()))
        .collect();
    out.push(("__SHADER_TARGET_STAGE".into(), (sm.kind as u32).to_string()));
    out.push(("__SHADER_TARGET_MAJOR".into(), sm.major.to_string()));
    out.push(("__SHADER_TARGET_MINOR".into(), sm.minor.to_string()));
    out.push(("__HLSL_VERSION".into(), "2021".into()));
    out
}

/// One open `#if` group.
struct Group {
    /// Whether the enclosing text is active.
    outer: bool,
    /// Whether this group's current branch is active.
    active: bool,
    /// Whether some branch of the group was taken already.
    taken: bool,
}

/// How deep `#include`s may nest (clang's limit is 200).
const MAX_INCLUDE_DEPTH: usize = 200;

/// A source after preprocessing: the active text of the file and of the files it
/// includes (in place of each `#include`), with where each line came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preprocessed {
    /// The active text: inactive lines and directive lines blank, one output line for
    /// each source line of each file read.
    pub text: String,
    /// The object-like macros defined at its end (name → replacement text).
    pub macros: FxHashMap<String, String>,
    /// Each `#define` and `#undef` in order (the given defines first, at line 0):
    /// the line of `text` it is on, the name, and the definition (`None`: undefined).
    pub macro_events: Vec<(usize, String, Option<MacroDefinition>)>,
    /// The `#include`s whose file was found nowhere, each with where it is: the reader
    /// goes on without them (clang read them; the declarations the entry needs may be
    /// elsewhere), and an error that a declaration is missing names them.
    pub missing_includes: Vec<PreprocessError>,
    /// The files read, the main one first.
    files: Vec<String>,
    /// For each line of `text`, its file (an index into `files`) and 1-based line.
    lines: Vec<(usize, usize)>,
}

impl Preprocessed {
    /// The file and 1-based line within it of `line`, a 1-based line of `text`.
    pub fn locate(&self, line: usize) -> (&str, usize) {
        let at = line
            .saturating_sub(1)
            .min(self.lines.len().saturating_sub(1));
        match self.lines.get(at) {
            Some(&(file, line)) => (&self.files[file], line),
            None => (self.files.first().map_or("", String::as_str), line),
        }
    }
}

/// What a `#define` defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroDefinition {
    /// An object-like macro's replacement text.
    Object(String),
    /// A function-like macro.
    Function(FunctionMacro),
}

/// A function-like macro: `#define NAME(PARAMS) BODY`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionMacro {
    /// The parameter names (`...` for a variadic macro's last).
    pub params: Vec<String>,
    /// The replacement text.
    pub body: String,
}

impl FunctionMacro {
    /// Reads `(PARAMS) BODY`, what follows the name of a function-like macro.
    fn parse(after_name: &str) -> Option<FunctionMacro> {
        let inner = after_name.strip_prefix('(')?;
        let close = inner.find(')')?;
        let params = inner[..close]
            .split(',')
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty())
            .collect();
        Some(FunctionMacro {
            params,
            body: inner[close + 1..].trim().to_string(),
        })
    }
}

/// A directive the preprocessor cannot follow: a malformed or unreadable `#include`
/// (an error), or a missing one (recorded in [`Preprocessed::missing_includes`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {msg}")]
pub struct PreprocessError {
    /// The file of the directive.
    pub file: String,
    /// Its 1-based line.
    pub line: usize,
    /// What is wrong.
    pub msg: String,
}

/// Preprocesses the source file `name` whose text is `src`, given the macros defined
/// before it (`defines`, e.g. the predefined ones and `-D`), following its
/// `#include`s through `search` (each file once after a `#pragma once`).
pub fn preprocess_file(
    name: &Path,
    src: &str,
    defines: &[(String, String)],
    search: &IncludeSearch,
) -> Result<Preprocessed, PreprocessError> {
    let mut out = Preprocessed::default();
    for (name, value) in defines {
        let definition = Some(MacroDefinition::Object(value.clone()));
        out.macro_events.push((0, name.clone(), definition));
    }
    let mut state = Preprocessor {
        macros: defines
            .iter()
            .map(|(name, value)| (name.clone(), MacroDefinition::Object(value.clone())))
            .collect(),
        once: FxHashSet::default(),
        out,
        search,
    };
    state.file(name, src, 0)?;
    let mut out = state.out;
    out.macros = state
        .macros
        .into_iter()
        .filter_map(|(name, definition)| match definition {
            MacroDefinition::Object(value) => Some((name, value)),
            MacroDefinition::Function(_) => None,
        })
        .collect();
    Ok(out)
}

/// Preprocesses a source held in memory (named `<hlsl>` in locations): an `#include`
/// in it is an error (see [`preprocess_file`]).
pub fn preprocess_text(
    src: &str,
    defines: &[(String, String)],
) -> Result<Preprocessed, PreprocessError> {
    let search = IncludeSearch {
        dirs: &[],
        read: &read_nothing,
    };
    preprocess_file(Path::new("<hlsl>"), src, defines, &search)
}

/// The state of one preprocessing run, across the files it reads.
struct Preprocessor<'a> {
    /// The macros defined so far.
    macros: FxHashMap<String, MacroDefinition>,
    /// The files marked `#pragma once`.
    once: FxHashSet<PathBuf>,
    out: Preprocessed,
    search: &'a IncludeSearch<'a>,
}

impl Preprocessor<'_> {
    /// Appends line `line` of file `file` (an index) to the output.
    fn emit(&mut self, text: &str, file: usize, line: usize) {
        self.out.text.push_str(text);
        self.out.text.push('\n');
        self.out.lines.push((file, line));
    }

    /// Preprocesses file `path` (text `src`), `depth` includes deep.
    fn file(&mut self, path: &Path, src: &str, depth: usize) -> Result<(), PreprocessError> {
        let file = self.out.files.len();
        self.out.files.push(path.display().to_string());
        let mut groups: Vec<Group> = Vec::new();
        let mut lines = src.lines().enumerate().peekable();
        while let Some((at, first)) = lines.next() {
            // A directive continues over lines ending in `\`.
            let mut line = first.to_string();
            let mut extra_lines = 0;
            if first.trim_start().starts_with('#') {
                while line.ends_with('\\') {
                    line.pop();
                    match lines.next() {
                        Some((_, next)) => {
                            line.push(' ');
                            line.push_str(next);
                            extra_lines += 1;
                        }
                        None => break,
                    }
                }
            }
            let active = groups.last().is_none_or(|g| g.active);
            let trimmed = line.trim_start();
            if let Some(directive) = trimmed.strip_prefix('#') {
                let directive = strip_comment(directive).trim();
                let (word, rest) = split_word(directive);
                self.emit("", file, at + 1);
                match word {
                    "include" if active => self.include((path, at + 1), rest.trim(), depth)?,
                    "pragma" if active && split_word(rest).0 == "once" => {
                        self.once.insert(once_key(path));
                    }
                    _ => self.directive(word, rest, active, &mut groups),
                }
            } else if active {
                self.emit(&line, file, at + 1);
            } else {
                self.emit("", file, at + 1);
            }
            for k in 0..extra_lines {
                self.emit("", file, at + 2 + k);
            }
        }
        Ok(())
    }

    /// Reads the file an `#include` directive (`spelled` after the word) on line `line`
    /// of file `from` names.
    fn include(
        &mut self,
        (from, line): (&Path, usize),
        spelled: &str,
        depth: usize,
    ) -> Result<(), PreprocessError> {
        let err = |msg: String| PreprocessError {
            file: from.display().to_string(),
            line,
            msg,
        };
        let (name, quoted) = if let Some(rest) = spelled.strip_prefix('"') {
            (rest.split('"').next().unwrap_or(""), true)
        } else if let Some(rest) = spelled.strip_prefix('<') {
            (rest.split('>').next().unwrap_or(""), false)
        } else {
            return Err(err(format!(
                "cannot read '#include {spelled}': the name must be \"FILE\" or <FILE>"
            )));
        };
        if depth >= MAX_INCLUDE_DEPTH {
            return Err(err(format!(
                "#include \"{name}\" nested too deeply (more than {MAX_INCLUDE_DEPTH} files)"
            )));
        }
        let Some((path, text)) = self.search.find(name, quoted, from) else {
            let dirs: Vec<String> = self
                .search
                .dirs
                .iter()
                .map(|d| d.display().to_string())
                .collect();
            let dirs = if dirs.is_empty() {
                "no include directories (-I DIR)".to_string()
            } else {
                format!("include directories {}", dirs.join(", "))
            };
            self.out.missing_includes.push(err(format!(
                "included file '{name}' not found (looked {}in {dirs})",
                if quoted {
                    "beside the including file and "
                } else {
                    ""
                }
            )));
            return Ok(());
        };
        if self.once.contains(&once_key(&path)) {
            return Ok(());
        }
        self.file(&path, &text, depth + 1)
    }

    /// Follows a conditional, `#define` or `#undef` directive.
    fn directive(&mut self, word: &str, rest: &str, active: bool, groups: &mut Vec<Group>) {
        let macros = &mut self.macros;
        match word {
            "if" | "ifdef" | "ifndef" => {
                let cond = active
                    && match word {
                        "if" => evaluate(rest, macros) != 0,
                        "ifdef" => macros.contains_key(split_word(rest).0),
                        _ => !macros.contains_key(split_word(rest).0),
                    };
                groups.push(Group {
                    outer: active,
                    active: cond,
                    taken: cond,
                });
            }
            "elif" => {
                if let Some(g) = groups.last_mut() {
                    let cond = g.outer && !g.taken && evaluate(rest, macros) != 0;
                    g.active = cond;
                    g.taken |= cond;
                }
            }
            "else" => {
                if let Some(g) = groups.last_mut() {
                    g.active = g.outer && !g.taken;
                    g.taken = true;
                }
            }
            "endif" => {
                groups.pop();
            }
            "define" if active => {
                let (name, value) = split_word(rest);
                if !name.is_empty() {
                    let definition = match FunctionMacro::parse(value) {
                        Some(f) => MacroDefinition::Function(f),
                        None => MacroDefinition::Object(value.trim().to_string()),
                    };
                    macros.insert(name.to_string(), definition.clone());
                    let line = self.out.lines.len();
                    (self.out.macro_events).push((line, name.to_string(), Some(definition)));
                }
            }
            "undef" if active => {
                let name = split_word(rest).0;
                macros.remove(name);
                let line = self.out.lines.len();
                self.out.macro_events.push((line, name.to_string(), None));
            }
            _ => {}
        }
    }
}

/// What identifies a file for `#pragma once`: its canonical path when it has one.
fn once_key(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

fn strip_comment(s: &str) -> &str {
    s.find("//").map_or(s, |at| &s[..at])
}

/// The leading identifier of `s` and what follows it.
fn split_word(s: &str) -> (&str, &str) {
    let s = s.trim_start();
    let len = s
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    (&s[..len], &s[len..])
}

/// The value of a `#if` condition: macros expanded, `defined X` answered, unknown
/// names 0; a malformed condition is 0.
fn evaluate(expr: &str, macros: &FxHashMap<String, MacroDefinition>) -> i64 {
    let tokens = expand(lex(expr), macros, 0);
    let mut p = Parser { tokens, at: 0 };
    p.conditional().unwrap_or(0)
}

/// The value of integer constant expression `expr` (C's operators, integer literals,
/// and the names `values` gives); `None` when it names anything else or is malformed.
pub fn integer_expression(expr: &str, values: &FxHashMap<String, i64>) -> Option<i64> {
    let tokens = lex(expr)
        .into_iter()
        .map(|t| match t {
            Tok::Ident(name) => values.get(&name).map(|&v| Tok::Num(v)),
            other => Some(other),
        })
        .collect::<Option<Vec<Tok>>>()?;
    let count = tokens.len();
    let mut p = Parser { tokens, at: 0 };
    let value = p.conditional()?;
    (p.at == count).then_some(value)
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Num(i64),
    Ident(String),
    Op(&'static str),
}

const OPS: [&str; 25] = [
    "&&", "||", "==", "!=", "<=", ">=", "<<", ">>", "(", ")", "!", "~", "*", "/", "%", "+", "-",
    "<", ">", "&", "^", "|", "?", ":", ",",
];

fn lex(s: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Num(number(&s[start..i])));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Ident(s[start..i].to_string()));
        } else if let Some(op) = OPS.iter().find(|op| s[i..].starts_with(**op)) {
            out.push(Tok::Op(op));
            i += op.len();
        } else {
            i += s[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    out
}

/// A C integer literal (decimal, hex, octal; suffixes ignored).
fn number(text: &str) -> i64 {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let parsed = if let Some(hex) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
        i64::from_str_radix(hex, 16)
    } else if digits.len() > 1 && digits.starts_with('0') {
        i64::from_str_radix(&digits[1..], 8)
    } else {
        digits.parse()
    };
    parsed.unwrap_or(0)
}

/// `tokens` with `defined` answered and macros replaced by their values (a
/// function-like macro's with its arguments put in for its parameters).
fn expand(tokens: Vec<Tok>, macros: &FxHashMap<String, MacroDefinition>, depth: u32) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Tok::Ident(name) if name == "defined" => {
                let (name, next) = match (tokens.get(i + 1), tokens.get(i + 2)) {
                    (Some(Tok::Op("(")), Some(Tok::Ident(n))) => (n.clone(), i + 4),
                    (Some(Tok::Ident(n)), _) => (n.clone(), i + 2),
                    _ => (String::new(), i + 1),
                };
                out.push(Tok::Num(i64::from(macros.contains_key(&name))));
                i = next;
                continue;
            }
            Tok::Ident(name) => match macros.get(name) {
                Some(MacroDefinition::Object(value)) if depth < 16 => {
                    out.extend(expand(lex(value), macros, depth + 1))
                }
                Some(MacroDefinition::Function(f)) if depth < 16 => {
                    if let Some((body, close)) = function_call(f, &tokens, i + 1) {
                        out.extend(expand(body, macros, depth + 1));
                        i = close;
                    } else {
                        out.push(Tok::Num(0));
                    }
                }
                _ => out.push(Tok::Num(0)),
            },
            other => out.push(other.clone()),
        }
        i += 1;
    }
    out
}

/// The body of function-like macro `f` called with the arguments whose `(` is at
/// `open` in `tokens`, parameters replaced by arguments, and the index of the `)`.
fn function_call(f: &FunctionMacro, tokens: &[Tok], open: usize) -> Option<(Vec<Tok>, usize)> {
    if tokens.get(open) != Some(&Tok::Op("(")) {
        return None;
    }
    let mut args: Vec<Vec<Tok>> = vec![Vec::new()];
    let mut depth = 0;
    let close = (open + 1..tokens.len()).find(|&k| {
        match &tokens[k] {
            Tok::Op(")") if depth == 0 => return true,
            Tok::Op(",") if depth == 0 => {
                args.push(Vec::new());
                return false;
            }
            Tok::Op("(") => depth += 1,
            Tok::Op(")") => depth -= 1,
            _ => {}
        }
        if let Some(last) = args.last_mut() {
            last.push(tokens[k].clone());
        }
        false
    })?;
    let body = lex(&f.body)
        .into_iter()
        .flat_map(|t| match &t {
            Tok::Ident(name) => match f.params.iter().position(|p| p == name) {
                Some(k) => args.get(k).cloned().unwrap_or_default(),
                None => vec![t],
            },
            _ => vec![t],
        })
        .collect();
    Some((body, close))
}

/// A precedence-climbing evaluator over C's preprocessor operators.
struct Parser {
    tokens: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn peek_op(&self) -> Option<&'static str> {
        match self.tokens.get(self.at) {
            Some(Tok::Op(op)) => Some(op),
            _ => None,
        }
    }

    fn conditional(&mut self) -> Option<i64> {
        let cond = self.binary(0)?;
        if self.peek_op() == Some("?") {
            self.at += 1;
            let a = self.conditional()?;
            if self.peek_op() != Some(":") {
                return None;
            }
            self.at += 1;
            let b = self.conditional()?;
            return Some(if cond != 0 { a } else { b });
        }
        Some(cond)
    }

    fn binary(&mut self, min: u8) -> Option<i64> {
        let mut lhs = self.unary()?;
        while let Some(op) = self.peek_op() {
            let Some(prec) = precedence(op) else { break };
            if prec < min {
                break;
            }
            self.at += 1;
            let rhs = self.binary(prec + 1)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Some(lhs)
    }

    fn unary(&mut self) -> Option<i64> {
        let tok = self.tokens.get(self.at)?.clone();
        self.at += 1;
        match tok {
            Tok::Num(n) => Some(n),
            Tok::Ident(_) => Some(0),
            Tok::Op("(") => {
                let v = self.conditional()?;
                (self.peek_op() == Some(")")).then(|| self.at += 1)?;
                Some(v)
            }
            Tok::Op("!") => Some(i64::from(self.unary()? == 0)),
            Tok::Op("~") => Some(!self.unary()?),
            Tok::Op("-") => Some(self.unary()?.wrapping_neg()),
            Tok::Op("+") => self.unary(),
            Tok::Op(_) => None,
        }
    }
}

fn precedence(op: &str) -> Option<u8> {
    Some(match op {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" => 6,
        "<" | ">" | "<=" | ">=" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        _ => return None,
    })
}

fn apply(op: &str, a: i64, b: i64) -> Option<i64> {
    let bool = |x: bool| i64::from(x);
    Some(match op {
        "||" => bool(a != 0 || b != 0),
        "&&" => bool(a != 0 && b != 0),
        "|" => a | b,
        "^" => a ^ b,
        "&" => a & b,
        "==" => bool(a == b),
        "!=" => bool(a != b),
        "<" => bool(a < b),
        ">" => bool(a > b),
        "<=" => bool(a <= b),
        ">=" => bool(a >= b),
        "<<" => a.wrapping_shl(b as u32),
        ">>" => a.wrapping_shr(b as u32),
        "+" => a.wrapping_add(b),
        "-" => a.wrapping_sub(b),
        "*" => a.wrapping_mul(b),
        "/" => a.checked_div(b)?,
        "%" => a.checked_rem(b)?,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn active(src: &str, defines: &[(&str, &str)]) -> Vec<String> {
        let defines: Vec<(String, String)> = defines
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        preprocess_text(src, &defines)
            .unwrap()
            .text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn branches_follow_conditions_and_keep_line_numbers() {
        let src =
            "#if STAGE == 5\ncs\n#elif defined(PS) && !defined(VS)\nps\n#else\nother\n#endif\nall";
        assert_eq!(active(src, &[("STAGE", "5")]), ["cs", "all"]);
        assert_eq!(active(src, &[("PS", "")]), ["ps", "all"]);
        assert_eq!(active(src, &[("PS", ""), ("VS", "1")]), ["other", "all"]);
        let text = preprocess_text(src, &[]).unwrap().text;
        assert_eq!(text.lines().count(), 8);
        assert_eq!(text.lines().nth(5), Some("other"));
    }

    #[test]
    fn defines_inside_inactive_branches_do_not_count() {
        let src = "#ifdef X\n#define Y 1\n#else\n#define Y 2\n#endif\n#if Y == 2 && (3 << 1) == 6 ? 1 : 0\nyes\n#endif\n#undef Y\n#ifndef Y\nundone\n#endif";
        assert_eq!(active(src, &[]), ["yes", "undone"]);
        let macros = preprocess_text("#define A (1 + \\\n 2)\n", &[])
            .unwrap()
            .macros;
        assert_eq!(macros["A"], "(1 +   2)");
    }

    #[test]
    fn integer_expressions_take_only_known_names() {
        let values = FxHashMap::from_iter([("N".to_string(), 3)]);
        assert_eq!(integer_expression("N * 2 + (1 << 2)", &values), Some(10));
        assert_eq!(integer_expression("M + 1", &values), None);
        assert_eq!(integer_expression("2 3", &values), None);
    }

    #[test]
    fn conditions_call_function_like_macros() {
        let src = "#define AT_LEAST(v, n) ((v) >= (n))\n#define V 3\n\
                   #if AT_LEAST(V, 2) && !AT_LEAST(V, (1 + 3))\nyes\n#endif\n#if AT_LEAST\nno\n#endif";
        assert_eq!(active(src, &[]), ["yes"]);
    }

    #[test]
    fn nested_groups_inside_inactive_ones_stay_inactive() {
        let src =
            "#if 0\n#if 1\nno\n#else\nno\n#endif\n#else\n#if 1 / 0\nno\n#else\nyes\n#endif\n#endif";
        assert_eq!(active(src, &[]), ["yes"]);
    }

    /// Reads files from a table of (path, text).
    fn preprocess_files(
        files: &[(&str, &str)],
        dirs: &[&str],
    ) -> Result<Preprocessed, PreprocessError> {
        let table: FxHashMap<PathBuf, String> = files
            .iter()
            .map(|(p, t)| (PathBuf::from(p), t.to_string()))
            .collect();
        let read = |p: &Path| table.get(p).cloned();
        let dirs: Vec<PathBuf> = dirs.iter().map(PathBuf::from).collect();
        let search = IncludeSearch {
            dirs: &dirs,
            read: &read,
        };
        let (main, text) = files[0];
        preprocess_file(Path::new(main), text, &[], &search)
    }

    #[test]
    fn includes_are_read_in_place_with_their_own_lines() {
        let files = [
            (
                "src/main.hlsl",
                "#include \"a.hlsli\"\nmain\n#include <b.hlsli>\n#include \"a.hlsli\"\nend",
            ),
            ("src/a.hlsli", "#pragma once\na\n#include \"b.hlsli\""),
            ("inc/b.hlsli", "#ifndef B\n#define B\nb\n#endif"),
        ];
        let out = preprocess_files(&files, &["inc"]).unwrap();
        let active: Vec<(&str, (&str, usize))> = out
            .text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.is_empty())
            .map(|(k, l)| (l, out.locate(k + 1)))
            .collect();
        // a.hlsli once, b.hlsli's body once (its guard), each line where it was.
        assert_eq!(
            active,
            [
                ("a", ("src/a.hlsli", 2)),
                ("b", ("inc/b.hlsli", 3)),
                ("main", ("src/main.hlsl", 2)),
                ("end", ("src/main.hlsl", 5))
            ]
        );
        assert!(out.macros.contains_key("B"));
    }

    #[test]
    fn a_missing_include_names_the_file_and_where_it_was_included() {
        let files = [
            ("main.hlsl", "x\n#include \"a.hlsli\""),
            ("a.hlsli", "\n#if 1\n#include <gone.hlsli>\n#endif"),
        ];
        let out = preprocess_files(&files, &["inc"]).unwrap();
        let e = &out.missing_includes[0];
        assert_eq!((e.file.as_str(), e.line), ("a.hlsli", 3), "{e}");
        assert!(
            e.msg.contains("'gone.hlsli' not found") && e.msg.contains("inc"),
            "{e}"
        );
        // Inactive includes are not read.
        let files = [("main.hlsl", "#if 0\n#include \"gone.hlsli\"\n#endif")];
        assert!(preprocess_files(&files, &[])
            .unwrap()
            .missing_includes
            .is_empty());
        let e = preprocess_files(&[("m.hlsl", "#include gone.h")], &[]).unwrap_err();
        assert!(e.msg.contains("\"FILE\" or <FILE>"), "{e}");
    }
}
