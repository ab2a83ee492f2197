//! The semantics an HLSL entry point declares, read from its source text.
//!
//! Clang 22 writes every graphics input and output as `llvm.dx.load.input` /
//! `llvm.dx.store.output` with the same placeholder operands and no semantic
//! metadata, so semantic names, indices and interpolation modifiers exist only in the
//! HLSL source. This reader takes the entry function's declaration (and the structs it
//! uses) and lists its scalar-or-vector leaves in the order clang emits their loads and
//! stores: parameters left to right (struct fields in declaration order), then the
//! return value. It reads declarations only, not statements: a construct outside that
//! (arrays of structs or of several dimensions, `out` structs) is an error
//! naming it and its line.

use std::collections::HashMap;

/// The scalar type of a declared input or output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScalarBase {
    /// `float`.
    Float,
    /// `half` (16-bit with native 16-bit types, else 32-bit).
    Half,
    /// `int`.
    Int,
    /// `uint` / `dword`.
    Uint,
    /// `bool`.
    Bool,
}

/// One scalar or vector leaf of the entry's declaration, with its semantic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclaredSemantic {
    /// Semantic name without its trailing index (`TEXCOORD` of `TEXCOORD1`).
    pub name: String,
    /// Semantic index (the trailing digits, 0 when none).
    pub index: u32,
    /// Scalar type.
    pub base: ScalarBase,
    /// Components (1 to 4).
    pub cols: u8,
    /// Rows: the length of a declared array (`float2 a[4] : A` takes semantic indices
    /// 0 to 3), the columns of a matrix, else 1.
    pub rows: u32,
    /// How far apart the semantic indices of consecutive rows are: 1, except for a
    /// field of an array of structs under one semantic (`S o[2] : I` with fields `a`
    /// and `b`: `a` is I0 and I2, `b` I1 and I3), which DXC makes one element per
    /// field with a row per array element.
    pub index_stride: u32,
    /// A matrix `TypeRxC` (column-major, as HLSL's default): a row per matrix column,
    /// a component per matrix row. Clang passes its `R * C` values flat, column after
    /// column (a vector, or an array in memory), which is the element's rows in order.
    pub matrix: bool,
    /// Interpolation mode from modifiers (DXIL `InterpolationMode`), if any was given.
    pub interpolation: Option<u8>,
    /// 1-based source line of the declaration.
    pub line: usize,
}

/// The entry point's inputs and outputs in clang's emission order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EntryDeclaration {
    /// Inputs (`in` and `inout` parameters, left to right).
    pub inputs: Vec<DeclaredSemantic>,
    /// Outputs (the return value, then `out` and `inout` parameters left to right, the
    /// order DXC gives them).
    pub outputs: Vec<DeclaredSemantic>,
    /// The `out` and `inout` parameters, left to right: clang 22 passes each as a
    /// pointer from `llvm.dx.load.input.p0`.
    pub pointer_params: Vec<PointerParam>,
}

/// An `out` or `inout` parameter of the entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointerParam {
    /// Its elements (also in the outputs, and for `inout` in the inputs), in order.
    pub elements: Vec<DeclaredSemantic>,
    /// Where each element lies in the parameter's memory.
    pub shape: ParamShape,
    /// `inout`: read as an input before the body runs.
    pub inout: bool,
}

/// The shape of a declared type in memory, as clang lays it out: what places the
/// elements of an `out`/`inout` parameter in the memory its pointer points to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParamShape {
    /// An element (scalar, vector, matrix, or array of them): the parameter's
    /// `elements[n]`.
    Element(usize),
    /// A struct: its base struct first, if any, then its fields.
    Struct(Vec<ParamShape>),
    /// An array of structs; each element inside has a row per array element.
    Array(u32, Box<ParamShape>),
}

/// A declaration the reader cannot take, with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclarationError {
    /// What is wrong.
    pub msg: String,
    /// 1-based line in the HLSL source.
    pub line: usize,
}

/// A word or punctuation character of the source, with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) text: String,
    pub(crate) line: usize,
}

fn tokenize(src: &str) -> Vec<Token> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'\n' {
            line += 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if bytes[i..].starts_with(b"//") || c == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if bytes[i..].starts_with(b"/*") {
            i += 2;
            while i < bytes.len() && !bytes[i..].starts_with(b"*/") {
                line += usize::from(bytes[i] == b'\n');
                i += 1;
            }
            i += 2;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push(Token {
                text: src[start..i].to_string(),
                line,
            });
        } else {
            let len = src[i..].chars().next().map_or(1, char::len_utf8);
            out.push(Token {
                text: src[i..i + len].to_string(),
                line,
            });
            i += len;
        }
    }
    out
}

/// `tokens` with every macro name replaced by its value (expanded again, up to a depth
/// that stops a macro defined in terms of itself), at the line of the use.
fn expand_macros(tokens: Vec<Token>, macros: &HashMap<String, Vec<Token>>) -> Vec<Token> {
    fn expand(t: Token, macros: &HashMap<String, Vec<Token>>, depth: u32, out: &mut Vec<Token>) {
        match macros.get(&t.text) {
            Some(value) if depth < 16 => {
                for v in value {
                    let v = Token {
                        text: v.text.clone(),
                        line: t.line,
                    };
                    expand(v, macros, depth + 1, out);
                }
            }
            _ => out.push(t),
        }
    }
    if macros.is_empty() {
        return tokens;
    }
    let mut out = Vec::with_capacity(tokens.len());
    for t in tokens {
        expand(t, macros, 0, &mut out);
    }
    out
}

/// A field or parameter: modifiers, type name, array length, optional semantic.
#[derive(Debug, Clone)]
struct Declarator {
    modifiers: Vec<String>,
    ty: String,
    /// `[N]` after the name, if given.
    array: Option<u32>,
    semantic: Option<String>,
    line: usize,
}

/// Parses `[modifiers] type name [: semantic]` from one comma- or semicolon-delimited
/// token run.
fn declarator(tokens: &[Token]) -> Result<Declarator, DeclarationError> {
    let line = tokens.first().map_or(0, |t| t.line);
    let err = |msg: String| DeclarationError { msg, line };
    let text = || {
        tokens
            .iter()
            .map(|t| t.text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    // One array dimension of a literal length after the name: `name [ N ]`.
    let mut array = None;
    let mut kept: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut k = 0;
    while k < tokens.len() {
        if tokens[k].text == "[" {
            let len = tokens.get(k + 1).and_then(|t| t.text.parse::<u32>().ok());
            let closed = tokens.get(k + 2).is_some_and(|t| t.text == "]");
            match (len, closed, array) {
                (Some(n), true, None) if n > 0 => {
                    array = Some(n);
                    k += 3;
                    continue;
                }
                _ => {
                    return Err(err(format!(
                        "entry signature element '{}': only one array dimension of a literal length is supported",
                        text()
                    )))
                }
            }
        }
        kept.push(tokens[k].clone());
        k += 1;
    }
    let tokens = &kept[..];
    if tokens.iter().any(|t| t.text == "<") {
        return Err(err(format!(
            "entry signature element '{}': template types are not supported",
            text()
        )));
    }
    let colon = tokens.iter().position(|t| t.text == ":");
    let (decl, sem) = match colon {
        Some(c) => (&tokens[..c], tokens.get(c + 1).map(|t| t.text.clone())),
        None => (tokens, None),
    };
    if colon.is_some() && (sem.is_none() || tokens.len() > colon.unwrap_or(0) + 2) {
        return Err(err("malformed semantic annotation".into()));
    }
    let words: Vec<&str> = decl.iter().map(|t| t.text.as_str()).collect();
    if words.len() < 2 || words.iter().any(|w| !is_identifier(w)) {
        return Err(err(format!(
            "cannot read the declaration '{}'",
            words.join(" ")
        )));
    }
    Ok(Declarator {
        modifiers: words[..words.len() - 2]
            .iter()
            .map(|w| w.to_string())
            .collect(),
        ty: words[words.len() - 2].to_string(),
        array,
        semantic: sem,
        line,
    })
}

fn is_identifier(w: &str) -> bool {
    w.bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
}

/// Splits `tokens` at top-level occurrences of `sep`.
pub(crate) fn split_top(tokens: &[Token], sep: &str) -> Vec<Vec<Token>> {
    let mut out = vec![Vec::new()];
    let mut depth = 0i32;
    for t in tokens {
        match t.text.as_str() {
            "(" | "{" | "[" | "<" => depth += 1,
            ")" | "}" | "]" | ">" => depth -= 1,
            s if s == sep && depth == 0 => {
                out.push(Vec::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = out.last_mut() {
            last.push(t.clone());
        }
    }
    out.retain(|v| !v.is_empty());
    out
}

/// The index of the token closing the bracket opened at `open`.
pub(crate) fn closing(tokens: &[Token], open: usize) -> Option<usize> {
    let (o, c) = match tokens[open].text.as_str() {
        "(" => ("(", ")"),
        "{" => ("{", "}"),
        _ => return None,
    };
    let mut depth = 0;
    for (i, t) in tokens.iter().enumerate().skip(open) {
        if t.text == o {
            depth += 1;
        } else if t.text == c {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// Splits a semantic into its name and trailing index.
fn split_semantic(sem: &str) -> (String, u32) {
    let digits = sem.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (name, index) = sem.split_at(sem.len() - digits);
    (name.to_string(), index.parse().unwrap_or(0))
}

/// The scalar base, component count and (for a matrix `TypeRxC`) column count of a
/// built-in type name (`float3`, `float2x3`).
fn builtin_type(ty: &str) -> Option<(ScalarBase, u8, Option<u8>)> {
    const BASES: &[(&str, ScalarBase)] = &[
        ("float", ScalarBase::Float),
        ("half", ScalarBase::Half),
        ("int", ScalarBase::Int),
        ("uint", ScalarBase::Uint),
        ("dword", ScalarBase::Uint),
        ("bool", ScalarBase::Bool),
    ];
    BASES.iter().find_map(|(name, base)| {
        let rest = ty.strip_prefix(name)?;
        let dim = |s: &str| s.parse::<u8>().ok().filter(|n| (1..=4).contains(n));
        match rest.split_once('x') {
            None if rest.is_empty() => Some((*base, 1, None)),
            None => Some((*base, dim(rest)?, None)),
            Some((r, c)) => Some((*base, dim(r)?, Some(dim(c)?))),
        }
    })
}

/// The interpolation mode the modifiers select (DXIL `InterpolationMode`).
fn interpolation_of(mods: &[String]) -> Option<u8> {
    let has = |m: &str| mods.iter().any(|x| x.eq_ignore_ascii_case(m));
    let noperspective = has("noperspective");
    if has("nointerpolation") {
        Some(1)
    } else if has("sample") {
        Some(if noperspective { 7 } else { 6 })
    } else if has("centroid") {
        Some(if noperspective { 5 } else { 3 })
    } else if noperspective {
        Some(4)
    } else if has("linear") {
        Some(2)
    } else {
        None
    }
}

struct Reader {
    /// Each struct's fields, or why they cannot be read (an error only if the entry
    /// uses that struct).
    structs: HashMap<String, Result<Vec<Declarator>, DeclarationError>>,
    /// `typedef T NAME[N];`: each alias's type and array length.
    aliases: HashMap<String, (String, Option<u32>)>,
}

/// Where the body of `struct NAME {` or `struct NAME : BASE {` (or `class ...`) at the
/// start of `tokens` opens, with the base's name; the caller checks the keyword.
pub(crate) fn struct_head(tokens: &[Token]) -> Option<(usize, Option<String>)> {
    let text = |k: usize| tokens.get(k).map(|t| t.text.as_str());
    match (text(2), text(3), text(4)) {
        (Some("{"), _, _) => Some((2, None)),
        (Some(":"), Some(base), Some("{")) => Some((4, Some(base.to_string()))),
        _ => None,
    }
}

/// The alias, aliased type and array length of `typedef T NAME[N]` (without
/// `typedef` and `;`), when the reader can take it.
fn typedef(tokens: &[Token]) -> Option<(String, String, Option<u32>)> {
    let d = declarator(tokens).ok()?;
    let name_at = tokens
        .iter()
        .position(|t| t.text == "[")
        .unwrap_or(tokens.len())
        .checked_sub(1)?;
    Some((tokens[name_at].text.clone(), d.ty, d.array))
}

/// The field declarators of a struct body: member functions (a parenthesized list
/// followed by a braced body) are left out, and `T a, b : S;` declares one field per
/// name, each of type `T` with the declaration's modifiers.
fn struct_fields(body: &[Token]) -> Result<Vec<Declarator>, DeclarationError> {
    let mut fields = Vec::new();
    let mut stmt: Vec<Token> = Vec::new();
    let mut k = 0;
    while k < body.len() {
        let t = &body[k];
        match t.text.as_str() {
            ";" => {
                fields.extend(field_declarators(&std::mem::take(&mut stmt))?);
                k += 1;
            }
            "{" => {
                // A method's body (or a nested type's): what came before it is not a field.
                k = closing(body, k).map_or(body.len(), |c| c + 1);
                if body.get(k).is_some_and(|t| t.text == ";") {
                    k += 1;
                }
                stmt.clear();
            }
            _ => {
                stmt.push(t.clone());
                k += 1;
            }
        }
    }
    Ok(fields)
}

/// The declarators of one field declaration, which may name several fields.
fn field_declarators(stmt: &[Token]) -> Result<Vec<Declarator>, DeclarationError> {
    let parts = split_top(stmt, ",");
    let Some((first, rest)) = parts.split_first() else {
        return Ok(Vec::new());
    };
    let head = declarator(first)?;
    let mut out = vec![head.clone()];
    // The type and modifiers are the first declarator's tokens before its name.
    let name_at = first
        .iter()
        .position(|t| t.text == ":" || t.text == "[")
        .unwrap_or(first.len())
        .saturating_sub(1);
    for p in rest {
        let mut tokens = first[..name_at].to_vec();
        tokens.extend(p.iter().cloned());
        out.push(declarator(&tokens)?);
    }
    Ok(out)
}

impl Reader {
    /// Appends the leaves of a declarator of type `d.ty` to `out` and returns its shape
    /// in memory (leaves numbered by their place in `out`). `inherited` is the
    /// enclosing semantic (it overrides the fields' own, with consecutive indices).
    fn leaves(
        &self,
        d: &Declarator,
        inherited: Option<&mut (String, u32)>,
        out: &mut Vec<DeclaredSemantic>,
    ) -> Result<ParamShape, DeclarationError> {
        let err = |msg: String| DeclarationError { msg, line: d.line };
        if let Some((ty, array)) = self.aliases.get(&d.ty) {
            if array.is_some() && d.array.is_some() {
                return Err(err(format!(
                    "entry signature element of type '{}': arrays of arrays are not supported",
                    d.ty
                )));
            }
            let resolved = Declarator {
                ty: ty.clone(),
                array: d.array.or(*array),
                ..d.clone()
            };
            return self.leaves(&resolved, inherited, out);
        }
        if let Some((base, cols, matrix_cols)) = builtin_type(&d.ty) {
            // An array of matrices takes the rows of each matrix in turn.
            let rows = d.array.unwrap_or(1) * matrix_cols.map_or(1, u32::from);
            let (name, index) = match inherited {
                Some(sem) => {
                    let at = sem.clone();
                    sem.1 += rows;
                    at
                }
                None => split_semantic(d.semantic.as_deref().ok_or_else(|| {
                    err(format!(
                        "entry signature element of type {} has no semantic",
                        d.ty
                    ))
                })?),
            };
            out.push(DeclaredSemantic {
                name,
                index,
                base,
                cols,
                rows,
                index_stride: 1,
                matrix: matrix_cols.is_some(),
                interpolation: interpolation_of(&d.modifiers),
                line: d.line,
            });
            return Ok(ParamShape::Element(out.len() - 1));
        }
        let fields = self.structs.get(&d.ty).ok_or_else(|| {
            err(format!(
                "entry signature element of type '{}' is not supported (scalars, vectors and structs of them are)",
                d.ty
            ))
        })?;
        let fields = fields.as_ref().map_err(Clone::clone)?;
        let mut own = d.semantic.as_deref().map(split_semantic);
        let mut sem = inherited.or(own.as_mut());
        let first = out.len();
        let mut shapes = Vec::new();
        for f in fields {
            let mut f = f.clone();
            f.modifiers.extend(d.modifiers.iter().cloned());
            shapes.push(self.leaves(&f, sem.as_deref_mut(), out)?);
        }
        let shape = ParamShape::Struct(shapes);
        let Some(len) = d.array else {
            return Ok(shape);
        };
        // An array of structs: an element per field, a row per array element. Under
        // one semantic, the fields of array element k take the indices after those of
        // element k - 1.
        let per_struct = (out.len() - first) as u32;
        for leaf in &mut out[first..] {
            if leaf.rows != 1 || leaf.matrix {
                return Err(err(format!(
                    "entry signature element '{}': arrays of structs with array or matrix \
                     fields are not supported",
                    d.ty
                )));
            }
            leaf.rows = len;
            if sem.is_some() {
                leaf.index_stride = per_struct;
            }
        }
        if let Some(sem) = sem {
            sem.1 += per_struct * (len - 1);
        }
        Ok(ParamShape::Array(len, Box::new(shape)))
    }
}

/// The tokens of `src` after preprocessing with `defines`: inactive conditional
/// blocks left out, object-like macros expanded.
pub(crate) fn source_tokens(src: &str, defines: &[(String, String)]) -> Vec<Token> {
    let (active, macros) = crate::hlsl_preprocessor::preprocess(src, defines);
    let macros: HashMap<String, Vec<Token>> = macros
        .into_iter()
        .map(|(name, value)| (name, tokenize(&value)))
        .collect();
    expand_macros(tokenize(&active), &macros)
}

/// Reads the declaration of entry function `entry` from HLSL source `src`.
pub fn read_entry_declaration(
    src: &str,
    entry: &str,
) -> Result<EntryDeclaration, DeclarationError> {
    read_entry_declaration_with(src, entry, &[])
}

/// [`read_entry_declaration`] with object-like macros defined as a compiler's `-D
/// NAME=VALUE` defines them (besides the source's own `#define NAME VALUE` lines):
/// each identifier token that names one is replaced by the tokens of its value.
pub fn read_entry_declaration_with(
    src: &str,
    entry: &str,
    defines: &[(String, String)],
) -> Result<EntryDeclaration, DeclarationError> {
    let tokens = source_tokens(src, defines);
    let mut reader = Reader {
        structs: HashMap::new(),
        aliases: HashMap::new(),
    };
    let mut i = 0;
    while i < tokens.len() {
        let t = &tokens[i];
        if t.text == "typedef" {
            let end = tokens[i..]
                .iter()
                .position(|t| t.text == ";")
                .map_or(tokens.len(), |k| i + k);
            if let Some((name, ty, array)) = typedef(&tokens[i + 1..end]) {
                reader.aliases.insert(name, (ty, array));
            }
            i = end + 1;
        } else if let Some((open, base)) = struct_head(&tokens[i..]).filter(|_| t.text == "struct")
        {
            let open = i + open;
            let close = closing(&tokens, open).ok_or(DeclarationError {
                msg: "unterminated struct".into(),
                line: t.line,
            })?;
            // A base struct comes first, as an unnamed field without a semantic.
            let fields = struct_fields(&tokens[open + 1..close]).map(|mut fields| {
                if let Some(base) = base {
                    let base = Declarator {
                        modifiers: Vec::new(),
                        ty: base,
                        array: None,
                        semantic: None,
                        line: t.line,
                    };
                    fields.insert(0, base);
                }
                fields
            });
            reader.structs.insert(tokens[i + 1].text.clone(), fields);
            i = close + 1;
        } else if t.text == "{" {
            i = closing(&tokens, i).map_or(tokens.len(), |c| c + 1);
        } else if t.text == entry && tokens.get(i + 1).is_some_and(|p| p.text == "(") && i > 0 {
            return reader.entry(&tokens, i);
        } else {
            i += 1;
        }
    }
    Err(DeclarationError {
        msg: format!("no declaration of entry function '{entry}' in the HLSL source"),
        line: 1,
    })
}

impl Reader {
    fn entry(&self, tokens: &[Token], at: usize) -> Result<EntryDeclaration, DeclarationError> {
        let line = tokens[at].line;
        let close = closing(tokens, at + 1).ok_or(DeclarationError {
            msg: "unterminated parameter list".into(),
            line,
        })?;
        let mut decl = EntryDeclaration::default();
        for p in split_top(&tokens[at + 2..close], ",") {
            let d = declarator(&p)?;
            let inout = d.modifiers.iter().any(|m| m == "inout");
            if inout || d.modifiers.iter().any(|m| m == "out") {
                let mut elements = Vec::new();
                let shape = self.leaves(&d, None, &mut elements)?;
                if inout {
                    decl.inputs.extend(elements.iter().cloned());
                }
                decl.pointer_params.push(PointerParam {
                    elements,
                    shape,
                    inout,
                });
                continue;
            }
            if d.modifiers.iter().any(|m| m == "uniform") {
                continue;
            }
            self.leaves(&d, None, &mut decl.inputs)?;
        }
        let ret_ty = &tokens[at - 1];
        let ret_sem = match (tokens.get(close + 1), tokens.get(close + 2)) {
            (Some(c), Some(s)) if c.text == ":" => Some(s.text.clone()),
            _ => None,
        };
        if ret_ty.text != "void" {
            let d = Declarator {
                modifiers: Vec::new(),
                ty: ret_ty.text.clone(),
                array: None,
                semantic: ret_sem,
                line: ret_ty.line,
            };
            self.leaves(&d, None, &mut decl.outputs)?;
        }
        let params: Vec<DeclaredSemantic> = decl
            .pointer_params
            .iter()
            .flat_map(|p| p.elements.iter().cloned())
            .collect();
        decl.outputs.extend(params);
        Ok(decl)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_and_return_value() {
        let src = "// c\ncbuffer C : register(b0) { float4 x; };\n\
                   float4 main(float4 pos : SV_Position, nointerpolation uint2 id : ID3) : SV_Target {\n return pos; }";
        let d = read_entry_declaration(src, "main").unwrap();
        assert_eq!(d.inputs.len(), 2);
        assert_eq!(d.inputs[0].name, "SV_Position");
        assert_eq!((d.inputs[1].name.as_str(), d.inputs[1].index), ("ID", 3));
        assert_eq!(d.inputs[1].interpolation, Some(1));
        assert_eq!((d.inputs[1].base, d.inputs[1].cols), (ScalarBase::Uint, 2));
        assert_eq!(d.outputs[0].name, "SV_Target");
        assert_eq!(d.outputs[0].line, 3);
    }

    #[test]
    fn structs_flatten_and_an_outer_semantic_overrides() {
        let src = "struct S { float a : A; float2 b : B5; };\n\
                   struct O { float4 p : SV_Position; };\n\
                   O main(S s, S t : T2) { O o; return o; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let names: Vec<(String, u32)> =
            d.inputs.iter().map(|e| (e.name.clone(), e.index)).collect();
        assert_eq!(
            names,
            [
                ("A".into(), 0),
                ("B".into(), 5),
                ("T".into(), 2),
                ("T".into(), 3)
            ]
        );
        assert_eq!(d.outputs[0].name, "SV_Position");
    }

    #[test]
    fn macros_from_the_source_and_from_defines_are_expanded() {
        let src = "#define SEM TEXCOORD3\nTY main(float4 p : SEM) : SV_Target { return p; }";
        let defines = [("TY".to_string(), "float4".to_string())];
        let d = read_entry_declaration_with(src, "main", &defines).unwrap();
        assert_eq!(
            (d.inputs[0].name.as_str(), d.inputs[0].index),
            ("TEXCOORD", 3)
        );
        assert_eq!(
            (d.outputs[0].base, d.outputs[0].cols),
            (ScalarBase::Float, 4)
        );
        assert!(read_entry_declaration(src, "main").is_err());
    }

    #[test]
    fn arrays_take_a_row_and_a_semantic_index_per_element() {
        let src = "struct S { float a[3] : A; float b : B; };\n\
                   float main(float2 x[4] : X2, S s, S t : T) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let rows: Vec<(String, u32, u32)> = d
            .inputs
            .iter()
            .map(|e| (e.name.clone(), e.index, e.rows))
            .collect();
        assert_eq!(
            rows,
            [
                ("X".into(), 2, 4),
                ("A".into(), 0, 3),
                ("B".into(), 0, 1),
                ("T".into(), 0, 3),
                ("T".into(), 3, 1)
            ]
        );
    }

    #[test]
    fn an_array_of_structs_takes_an_element_per_field_and_bases_come_first() {
        let src = "struct T { float a; };\nstruct T2 : T { T t2; float2 b; };\n\
                   float4 main(out T2 o[2] : I, inout T2 p : P) : SV_Position { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let o = &d.pointer_params[0];
        let rows: Vec<(u32, u32, u32, u8)> = o
            .elements
            .iter()
            .map(|e| (e.index, e.index_stride, e.rows, e.cols))
            .collect();
        // DXC: a is I0/I3, t2.a I1/I4, b I2/I5, each element two rows.
        assert_eq!(rows, [(0, 3, 2, 1), (1, 3, 2, 1), (2, 3, 2, 2)]);
        use ParamShape::{Array, Element, Struct};
        let one = Struct(vec![
            Struct(vec![Element(0)]),
            Struct(vec![Element(1)]),
            Element(2),
        ]);
        assert_eq!(o.shape, Array(2, Box::new(one)));
        // An inout struct: an input and an output per field, P0 to P2.
        let p = &d.pointer_params[1];
        assert!(p.inout && p.elements.len() == 3);
        assert_eq!(d.inputs.len(), 3);
        assert_eq!(d.outputs.len(), 1 + 3 + 3);
        assert_eq!(p.elements[2].index, 2);
    }

    #[test]
    fn typedefs_name_types_and_arrays() {
        let src =
            "typedef float2 V;\ntypedef int3 A[2];\nV main(A a : IN) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        assert_eq!((d.inputs[0].cols, d.inputs[0].rows), (3, 2));
        assert_eq!(d.outputs[0].cols, 2);
    }

    #[test]
    fn a_matrix_takes_a_row_per_column() {
        let src = "float main(float2x3 m : M, uint4x1 n : N) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let dims: Vec<(u8, u32, bool)> = d
            .inputs
            .iter()
            .map(|e| (e.cols, e.rows, e.matrix))
            .collect();
        assert_eq!(dims, [(2, 3, true), (4, 1, true)]);
    }

    #[test]
    fn struct_fields_share_a_type_and_methods_are_skipped() {
        let src = "struct Unused { void f() { x = 1; } T<int> t; };\n\
                   struct S { int2 a : A, b : B; float m(float x) { return x; } float c : C; };\n\
                   float4 main(S s) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let names: Vec<(&str, u8)> = d.inputs.iter().map(|e| (e.name.as_str(), e.cols)).collect();
        assert_eq!(names, [("A", 2), ("B", 2), ("C", 1)]);
    }

    #[test]
    fn unsupported_declarations_name_their_line() {
        let e = read_entry_declaration("\nfloat4 main(float4 a[2][2] : A) : SV_Target {}", "main")
            .unwrap_err();
        assert_eq!(e.line, 2);
        let e = read_entry_declaration("float4 main(float4 a) : SV_Target {}", "main").unwrap_err();
        assert!(e.msg.contains("no semantic"));
        assert!(read_entry_declaration("void other() {}", "main").is_err());
    }
}
