//! The HLSL types of struct fields and of variables (cbuffer members, globals), read
//! from the source text for what clang 22's IR does not keep: struct field names,
//! whether an integer is signed, unsigned or a `bool`, and a matrix's shape and
//! orientation. Type annotations ([`crate::transforms::type_annotations`]) take them from here.
//!
//! It reads declarations only: `struct NAME { ... };` and `cbuffer NAME { ... }` bodies
//! and top-level `TYPE NAME ...;` statements; function bodies and member functions are
//! skipped. What it cannot read is left out (annotations then fall back to what the IR
//! says), never an error.

use crate::frontend::hlsl_entry_signature::struct_head;
use crate::frontend::hlsl_preprocessor::{preprocess_text, Preprocessed};
use crate::frontend::hlsl_tokens::{closing, source_tokens, split_top, Token};
use rustc_hash::FxHashMap;

/// A declared field or variable: its name, type and matrix orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HlslField {
    /// The declared name.
    pub name: String,
    /// The type as written, without modifiers (`float4`, `uint`, `S`, `vector<int, 2>`).
    pub ty: String,
    /// Declared `row_major` (HLSL's default for matrices is column-major).
    pub row_major: bool,
    /// Array dimensions after the name, outermost first (`[]` is 0).
    pub dims: Vec<u32>,
}

/// The struct and variable declarations of an HLSL source.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HlslDeclarations {
    /// Each struct's fields, in declaration order (a base struct's come first).
    pub structs: FxHashMap<String, Vec<HlslField>>,
    /// Each cbuffer's members, in declaration order.
    pub cbuffers: FxHashMap<String, Vec<HlslField>>,
    /// Variables declared in cbuffers or at global scope, by name.
    pub variables: FxHashMap<String, HlslField>,
}

/// A built-in scalar, vector or matrix type read from its HLSL spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HlslLeaf {
    /// An unsigned integer type (`uint`, `dword`, `uint16_t`, `min16uint`, ...).
    pub unsigned: bool,
    /// `bool`.
    pub boolean: bool,
    /// Rows of a matrix `TypeRxC` (1 for scalars and vectors).
    pub rows: u8,
    /// Columns (components of a vector; 1 for scalars).
    pub cols: u8,
    /// Whether it is a matrix.
    pub matrix: bool,
}

/// HLSL's scalar type names: (name, unsigned, bool).
const SCALARS: &[(&str, bool, bool)] = &[
    ("bool", false, true),
    ("int", false, false),
    ("uint", true, false),
    ("dword", true, false),
    ("half", false, false),
    ("float", false, false),
    ("double", false, false),
    ("min16float", false, false),
    ("min10float", false, false),
    ("min16int", false, false),
    ("min12int", false, false),
    ("min16uint", true, false),
    ("int16_t", false, false),
    ("uint16_t", true, false),
    ("int32_t", false, false),
    ("uint32_t", true, false),
    ("int64_t", false, false),
    ("uint64_t", true, false),
    ("float16_t", false, false),
    ("float32_t", false, false),
    ("float64_t", false, false),
];

impl HlslLeaf {
    /// Reads `float3`, `uint2x4`, `vector<int, 2>`, `matrix<float, 4, 4>` or a scalar
    /// name; `None` for anything else (structs, resources, unknown names).
    pub fn parse(ty: &str) -> Option<HlslLeaf> {
        let compact: String = ty.chars().filter(|c| !c.is_whitespace()).collect();
        if let Some(args) = compact
            .strip_prefix("vector<")
            .or_else(|| compact.strip_prefix("matrix<"))
            .and_then(|a| a.strip_suffix('>'))
        {
            let parts: Vec<&str> = args.split(',').collect();
            let scalar = Self::parse(parts.first()?)?;
            let dim = |s: Option<&&str>| s.and_then(|s| s.parse::<u8>().ok());
            return Some(if compact.starts_with("vector") {
                HlslLeaf {
                    cols: dim(parts.get(1)).unwrap_or(4),
                    ..scalar
                }
            } else {
                HlslLeaf {
                    rows: dim(parts.get(1)).unwrap_or(4),
                    cols: dim(parts.get(2)).unwrap_or(4),
                    matrix: true,
                    ..scalar
                }
            });
        }
        SCALARS.iter().find_map(|&(name, unsigned, boolean)| {
            let rest = compact.strip_prefix(name)?;
            let dim = |s: &str| s.parse::<u8>().ok().filter(|n| (1..=4).contains(n));
            let (rows, cols, matrix) = match rest.split_once('x') {
                None if rest.is_empty() => (1, 1, false),
                None => (1, dim(rest)?, false),
                Some((r, c)) => (dim(r)?, dim(c)?, true),
            };
            Some(HlslLeaf {
                unsigned,
                boolean,
                rows,
                cols,
                matrix,
            })
        })
    }
}

/// Reads the struct and variable declarations of `src`, preprocessed with `defines`
/// (a source that includes a file has none: read it with [`read_declarations_in`]).
pub fn read_declarations(src: &str, defines: &[(String, String)]) -> HlslDeclarations {
    match preprocess_text(src, defines) {
        Ok(pre) => read_declarations_in(&pre),
        Err(_) => HlslDeclarations::default(),
    }
}

/// Reads the struct and variable declarations of a preprocessed source.
pub fn read_declarations_in(pre: &Preprocessed) -> HlslDeclarations {
    let tokens = source_tokens(pre);
    let mut out = HlslDeclarations::default();
    let mut statement: Vec<Token> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].text.as_str();
        if (t == "struct" || t == "class") && statement.is_empty() {
            // `struct NAME [: BASE] { ... }`
            let name = tokens
                .get(i + 1)
                .map(|n| n.text.clone())
                .unwrap_or_default();
            let Some((open, base)) = struct_head(&tokens[i..]) else {
                i += 1;
                continue;
            };
            let open = i + open;
            let Some(close) = closing(&tokens, open) else {
                break;
            };
            let mut fields = base
                .and_then(|b| out.structs.get(&b).cloned())
                .unwrap_or_default();
            fields.extend(body_fields(&tokens[open + 1..close]));
            out.structs.insert(name, fields);
            i = close + 1;
        } else if (t == "cbuffer" || t == "tbuffer") && statement.is_empty() {
            let Some(open) = (i..tokens.len()).find(|&k| tokens[k].text == "{") else {
                break;
            };
            let Some(close) = closing(&tokens, open) else {
                break;
            };
            let fields = body_fields(&tokens[open + 1..close]);
            for f in &fields {
                out.variables.entry(f.name.clone()).or_insert(f.clone());
            }
            if let Some(name) = tokens.get(i + 1) {
                out.cbuffers.insert(name.text.clone(), fields);
            }
            i = close + 1;
        } else if t == "[" && statement.is_empty() {
            // An attribute (`[[vk::binding(0)]]`, `[numthreads(...)]`).
            i = attribute_end(&tokens, i);
        } else if t == "{" {
            // A function's (or namespace's) body.
            i = closing(&tokens, i).map_or(tokens.len(), |c| c + 1);
            statement.clear();
        } else if t == ";" {
            for f in statement_fields(&std::mem::take(&mut statement)) {
                out.variables.entry(f.name.clone()).or_insert(f);
            }
            i += 1;
        } else {
            statement.push(tokens[i].clone());
            i += 1;
        }
    }
    out
}

/// The index after the bracketed attribute opened at `open`.
fn attribute_end(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0;
    for (k, t) in tokens.iter().enumerate().skip(open) {
        match t.text.as_str() {
            "[" => depth += 1,
            "]" => {
                depth -= 1;
                if depth == 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// The fields a braced body declares; member functions and nested bodies are skipped.
fn body_fields(body: &[Token]) -> Vec<HlslField> {
    let mut fields = Vec::new();
    let mut statement: Vec<Token> = Vec::new();
    let mut k = 0;
    while k < body.len() {
        match body[k].text.as_str() {
            ";" => {
                fields.extend(statement_fields(&std::mem::take(&mut statement)));
                k += 1;
            }
            "{" => {
                k = closing(body, k).map_or(body.len(), |c| c + 1);
                statement.clear();
            }
            "[" if statement.is_empty() => k = attribute_end(body, k),
            _ => {
                statement.push(body[k].clone());
                k += 1;
            }
        }
    }
    fields
}

/// The variables one declaration statement names (`[mods] T a[2], b : packoffset(c1);`).
/// A statement with parentheses before its first name (a function declaration) or
/// starting with `typedef`/`static`/`groupshared` names none that a buffer holds.
fn statement_fields(statement: &[Token]) -> Vec<HlslField> {
    let first = statement.first().map(|t| t.text.as_str());
    if matches!(
        first,
        Some("typedef" | "static" | "groupshared" | "return" | "using" | "namespace")
    ) {
        return Vec::new();
    }
    let declarators = split_top(statement, ",");
    let Some(head) = declarators.first() else {
        return Vec::new();
    };
    let Some((modifiers, ty, name)) = type_and_name(head) else {
        return Vec::new();
    };
    let row_major = modifiers.iter().any(|m| m == "row_major");
    let mut out = vec![HlslField {
        name,
        ty: ty.clone(),
        row_major,
        dims: array_dims(head),
    }];
    for d in &declarators[1..] {
        if let Some(name) = declarator_name(d) {
            out.push(HlslField {
                name,
                ty: ty.clone(),
                row_major,
                dims: array_dims(d),
            });
        }
    }
    out
}

/// The `[N]` dimensions after a declarator's name, up to its `:` or `=` (`[]` is 0;
/// a length that is not a literal ends the list).
fn array_dims(tokens: &[Token]) -> Vec<u32> {
    let end = tokens
        .iter()
        .position(|t| matches!(t.text.as_str(), ":" | "="))
        .unwrap_or(tokens.len());
    let mut dims = Vec::new();
    let mut k = declarator_end(tokens);
    while k < end && tokens[k].text == "[" {
        match (tokens.get(k + 1), tokens.get(k + 2)) {
            (Some(c), _) if c.text == "]" => {
                dims.push(0);
                k += 2;
            }
            (Some(n), Some(c)) if c.text == "]" => match n.text.parse() {
                Ok(n) => {
                    dims.push(n);
                    k += 3;
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    dims
}

/// The modifiers, type and name of `[mods] TYPE NAME [dims] [: ...] [= ...]`.
fn type_and_name(tokens: &[Token]) -> Option<(Vec<String>, String, String)> {
    let end = declarator_end(tokens);
    let words = &tokens[..end];
    if words.iter().any(|t| t.text == "(") {
        return None;
    }
    let name_at = words.iter().rposition(|t| is_word(&t.text))?;
    // The type: a word, or a template `T < ... >` ending just before the name.
    let ty_end = name_at;
    let ty_start = if words.get(ty_end.checked_sub(1)?)?.text == ">" {
        let mut depth = 0;
        let mut k = ty_end;
        loop {
            k = k.checked_sub(1)?;
            match words[k].text.as_str() {
                ">" => depth += 1,
                "<" => {
                    depth -= 1;
                    if depth == 0 {
                        break k.checked_sub(1)?;
                    }
                }
                _ => {}
            }
        }
    } else {
        ty_end - 1
    };
    let ty: String = words[ty_start..ty_end]
        .iter()
        .map(|t| t.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
        .replace(" < ", "<")
        .replace(" >", ">")
        .replace(" , ", ",");
    let modifiers = words[..ty_start].iter().map(|t| t.text.clone()).collect();
    Some((modifiers, ty, words[name_at].text.clone()))
}

/// The name of a further declarator `NAME [dims] [: ...] [= ...]`.
fn declarator_name(tokens: &[Token]) -> Option<String> {
    let end = declarator_end(tokens);
    tokens[..end]
        .iter()
        .rev()
        .find(|t| is_word(&t.text))
        .map(|t| t.text.clone())
}

/// Where a declarator's name part ends: at `:`, `=` or the first `[`.
fn declarator_end(tokens: &[Token]) -> usize {
    tokens
        .iter()
        .position(|t| matches!(t.text.as_str(), ":" | "=" | "["))
        .unwrap_or(tokens.len())
}

fn is_word(w: &str) -> bool {
    w.bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structs_cbuffers_and_globals() {
        let src = "struct A { float3 p; uint n; };\n\
                   struct B : A { row_major float2x3 m; int a[2], b; float f() { return 1; } };\n\
                   [[vk::binding(0, 0)]] cbuffer C : register(b0) { uint4 Count : packoffset(c0); bool Flag; };\n\
                   [[vk::binding(1, 0)]] RWStructuredBuffer<uint> Buf : register(u0);\n\
                   float Scale;\nvector<int, 2> V;\n\
                   void main() { int local = 0; }";
        let d = read_declarations(src, &[]);
        let names: Vec<&str> = d.structs["B"].iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["p", "n", "m", "a", "b"]);
        assert!(d.structs["B"][2].row_major);
        assert_eq!(d.variables["Count"].ty, "uint4");
        assert_eq!(d.variables["Flag"].ty, "bool");
        assert_eq!(d.variables["Scale"].ty, "float");
        assert_eq!(d.variables["V"].ty, "vector<int,2>");
        assert!(!d.variables.contains_key("local"));
        assert_eq!(d.variables["Buf"].ty, "RWStructuredBuffer<uint>");
        assert_eq!(d.cbuffers["C"].len(), 2);
        assert_eq!(d.structs["B"][3].dims, [2]);
        let arrays = read_declarations(
            "RWBuffer<float> R[2][3] : register(u0);\nTexture2D T[];",
            &[],
        );
        assert_eq!(arrays.variables["R"].dims, [2, 3]);
        assert_eq!(arrays.variables["T"].dims, [0]);
    }

    #[test]
    fn leaves() {
        let u = HlslLeaf::parse("uint2").unwrap();
        assert!(u.unsigned && !u.matrix && u.cols == 2);
        let m = HlslLeaf::parse("float4x3").unwrap();
        assert!(m.matrix && m.rows == 4 && m.cols == 3);
        assert!(HlslLeaf::parse("bool").unwrap().boolean);
        assert_eq!(HlslLeaf::parse("vector<uint,3>").unwrap().cols, 3);
        assert!(HlslLeaf::parse("S").is_none());
        assert!(HlslLeaf::parse("float5").is_none());
    }

    #[test]
    fn declarations_in_included_files_are_read() {
        use crate::frontend::hlsl_includes::IncludeSearch;
        use crate::frontend::hlsl_preprocessor::preprocess_file;
        use std::path::{Path, PathBuf};
        let read = |p: &Path| {
            (p == Path::new("inc/types.hlsli")).then(|| "struct L { uint n; };".to_string())
        };
        let dirs = [PathBuf::from("inc")];
        let search = IncludeSearch {
            dirs: &dirs,
            read: &read,
        };
        let src = "#include <types.hlsli>\ncbuffer C { L l; };";
        let pre = preprocess_file(Path::new("main.hlsl"), src, &[], &search).unwrap();
        let d = read_declarations_in(&pre);
        assert_eq!(d.structs["L"][0].ty, "uint");
        assert_eq!(d.variables["l"].ty, "L");
    }
}
