//! The semantics an HLSL entry point declares, read from its source text.
//!
//! Clang 22 writes every graphics input and output as `llvm.dx.load.input` /
//! `llvm.dx.store.output` with the same placeholder operands and no semantic
//! metadata, so semantic names, indices and interpolation modifiers exist only in the
//! HLSL source. This reader takes the entry function's declaration (and the structs it
//! uses) and lists its scalar-or-vector leaves in the order clang emits their loads and
//! stores: parameters left to right (struct fields in declaration order), then the
//! return value. Type names may be aliases (`typedef`, `using`), qualified by
//! namespaces, templates, or declared in included files ([`crate::frontend::hlsl_type_names`]).
//! It reads declarations only, not statements: a declaration it cannot take is an
//! error naming it, why, and its file and line; it never guesses.

use crate::frontend::hlsl_declarator::{declarator, struct_fields, type_start, Declarator};
use crate::frontend::hlsl_preprocessor::{integer_expression, preprocess_text, Preprocessed};
use crate::frontend::hlsl_tokens::{
    closing, is_identifier, joined, source_tokens, spaced, split_top, Token,
};
use crate::frontend::hlsl_type_names::{
    builtin_type, lookup, substitute, template_parts, unsupported_scalar, BuiltinType,
};
use rustc_hash::FxHashMap;

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
    /// How far apart the semantic indices of consecutive array elements are in an
    /// array of structs under one semantic (`S o[2] : I` with fields `a` and `b`: `a`
    /// is I0 and I2, `b` I1 and I3), which DXC makes one element per field with the
    /// field's rows for each array element; elsewhere `element_rows` (the indices
    /// run on).
    pub index_stride: u32,
    /// The rows the element has for each array element of an array of structs (the
    /// field's own rows: its array length or matrix columns); `rows` elsewhere. Row
    /// `k` has semantic index `index + (k / element_rows) * index_stride + k %
    /// element_rows`.
    pub element_rows: u32,
    /// A matrix `TypeRxC` (column-major, as HLSL's default): a row per matrix column,
    /// a component per matrix row. Clang passes its `R * C` values flat, column after
    /// column (a vector, or an array in memory), which is the element's rows in order.
    pub matrix: bool,
    /// Interpolation mode from modifiers (DXIL `InterpolationMode`), if any was given.
    pub interpolation: Option<u8>,
    /// The HLSL file of the declaration (the main source or a file it includes).
    pub file: String,
    /// 1-based line of the declaration in that file.
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

/// A declaration the reader cannot take, with its file and 1-based line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {msg}")]
pub struct DeclarationError {
    /// What is wrong.
    pub msg: String,
    /// The HLSL file (the main source or a file it includes).
    pub file: String,
    /// 1-based line in that file.
    pub line: usize,
}

impl DeclarationError {
    fn at(line: usize, msg: String) -> Self {
        DeclarationError {
            msg,
            file: String::new(),
            line,
        }
    }
}

/// Splits a semantic into its name and trailing index.
fn split_semantic(sem: &str) -> (String, u32) {
    let digits = sem.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (name, index) = sem.split_at(sem.len() - digits);
    (name.to_string(), index.parse().unwrap_or(0))
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

/// A struct (or struct template) the source declares.
struct StructDef {
    /// The template's parameter names (none for a plain struct).
    params: Vec<String>,
    /// Its fields (a base struct as a first unnamed field), or why they cannot be read
    /// (an error only if the entry uses the struct).
    fields: Result<Vec<Declarator>, DeclarationError>,
}

/// A type alias (`typedef T NAME[N];`, `using NAME = T;`, `using n::NAME;`).
#[derive(Clone)]
struct Alias {
    /// The aliased type.
    ty: String,
    /// Its array lengths.
    dims: Vec<String>,
    /// Where the aliased type's name is looked up.
    scope: String,
}

/// The types the source declares before the entry, by qualified name.
#[derive(Default)]
struct Reader {
    structs: FxHashMap<String, StructDef>,
    aliases: FxHashMap<String, Result<Alias, DeclarationError>>,
    /// The namespaces of `using namespace` directives.
    used_namespaces: Vec<String>,
    /// Integer constants (`static const uint N = 4;`), for array lengths.
    constants: FxHashMap<String, i64>,
}

/// Where the body of `struct NAME {` or `struct NAME : BASE {` (or `class ...`) at the
/// start of `tokens` opens, with the base's name; the caller checks the keyword.
pub(crate) fn struct_head(tokens: &[Token]) -> Option<(usize, Option<String>)> {
    let text = |k: usize| tokens.get(k).map(|t| t.text.as_str());
    match (text(2), text(3)) {
        (Some("{"), _) => Some((2, None)),
        (Some(":"), Some(_)) => {
            let open = 3 + tokens[3..]
                .iter()
                .position(|t| t.text == "{" || t.text == ";")?;
            let mut base = &tokens[3..open];
            if base.first().is_some_and(|t| t.text == "public") {
                base = &base[1..];
            }
            (tokens[open].text == "{").then(|| (open, Some(joined(base))))
        }
        _ => None,
    }
}

/// `scope::name`, or `name` at global scope.
fn qualified(scope: &str, name: &str) -> String {
    if scope.is_empty() {
        name.to_string()
    } else {
        format!("{scope}::{name}")
    }
}

/// The index of the first `;` at or after `from` (the end when there is none).
fn statement_end(tokens: &[Token], from: usize) -> usize {
    tokens[from..]
        .iter()
        .position(|t| t.text == ";")
        .map_or(tokens.len(), |k| from + k)
}

impl Reader {
    /// Reads `typedef T NAME[N]` (the tokens between `typedef` and `;`).
    fn typedef(&mut self, tokens: &[Token], scope: &str) {
        let line = tokens.first().map_or(0, |t| t.line);
        match declarator(tokens, scope) {
            Ok(d) => {
                let alias = Alias {
                    ty: d.declarator.ty,
                    dims: d.declarator.dims,
                    scope: scope.to_string(),
                };
                self.aliases.insert(qualified(scope, &d.name), Ok(alias));
            }
            // `typedef struct { ... } S;` and the like: an error if the entry uses it.
            Err(e) => {
                if let Some(name) = tokens.iter().rev().find(|t| is_identifier(&t.text)) {
                    let e = DeclarationError::at(line, e.msg);
                    self.aliases.insert(qualified(scope, &name.text), Err(e));
                }
            }
        }
    }

    /// Reads `typedef struct [TAG] { ... } NAME` at `tokens[at]` (the `typedef`) and
    /// returns the index after its `;`.
    fn typedef_struct(
        &mut self,
        tokens: &[Token],
        at: usize,
        scope: &str,
    ) -> Result<usize, DeclarationError> {
        let line = tokens[at].line;
        let tagged = tokens.get(at + 3).is_some_and(|t| t.text == "{");
        let open = if tagged { at + 3 } else { at + 2 };
        let close = closing(tokens, open)
            .ok_or_else(|| DeclarationError::at(line, "unterminated struct".into()))?;
        let end = statement_end(tokens, close);
        let fields = struct_fields(&tokens[open + 1..close], scope);
        for name in tokens[close + 1..end]
            .iter()
            .filter(|t| is_identifier(&t.text))
        {
            let def = StructDef {
                params: Vec::new(),
                fields: fields.clone(),
            };
            self.structs.insert(qualified(scope, &name.text), def);
        }
        if tagged {
            let def = StructDef {
                params: Vec::new(),
                fields,
            };
            self.structs
                .insert(qualified(scope, &tokens[at + 2].text), def);
        }
        Ok(end + 1)
    }

    /// Reads `[static] const TYPE NAME = VALUE` (the tokens before `;`) when it
    /// defines an integer constant.
    fn constant(&mut self, tokens: &[Token]) {
        let Some(eq) = tokens.iter().position(|t| t.text == "=") else {
            return;
        };
        let Some(name) = tokens[..eq].last().filter(|t| is_identifier(&t.text)) else {
            return;
        };
        if let Some(value) = integer_expression(&spaced(&tokens[eq + 1..]), &self.constants) {
            self.constants.insert(name.text.clone(), value);
        }
    }

    /// Reads `using namespace N`, `using NAME = T` or `using N::NAME` (the tokens
    /// between `using` and `;`).
    fn using(&mut self, tokens: &[Token], scope: &str) {
        let line = tokens.first().map_or(0, |t| t.line);
        if tokens.first().is_some_and(|t| t.text == "namespace") {
            let name = joined(&tokens[1..]);
            let name = name.strip_prefix("::").unwrap_or(&name).to_string();
            if !scope.is_empty() {
                self.used_namespaces.push(qualified(scope, &name));
            }
            self.used_namespaces.push(name);
            return;
        }
        let (name, ty) = match tokens {
            [name, eq, ty @ ..] if eq.text == "=" && is_identifier(&name.text) => {
                (name.text.clone(), ty)
            }
            [.., last] if is_identifier(&last.text) => (last.text.clone(), tokens),
            _ => return,
        };
        let alias = match type_start(ty, ty.len()) {
            Some(0) => Ok(Alias {
                ty: joined(ty),
                dims: Vec::new(),
                scope: scope.to_string(),
            }),
            _ => Err(DeclarationError::at(
                line,
                format!("cannot read the alias 'using {}'", spaced(tokens)),
            )),
        };
        self.aliases.insert(qualified(scope, &name), alias);
    }

    /// Reads `struct NAME [: BASE] { ... }` at `tokens[at]` (a template's when `params`
    /// are given) and returns the index after its body.
    fn structure(
        &mut self,
        tokens: &[Token],
        at: usize,
        scope: &str,
        params: Vec<String>,
    ) -> Result<usize, DeclarationError> {
        let line = tokens[at].line;
        // `struct [[attribute]] NAME`: the name after the attributes.
        let mut at = at;
        while tokens.get(at + 1).is_some_and(|t| t.text == "[") {
            at = closing(tokens, at + 1).unwrap_or(tokens.len());
        }
        let Some((open, base)) = tokens.get(at..).and_then(struct_head) else {
            return Ok(at + 1);
        };
        let open = at + open;
        let close = closing(tokens, open)
            .ok_or_else(|| DeclarationError::at(line, "unterminated struct".into()))?;
        // A base struct comes first, as an unnamed field without a semantic.
        let fields = struct_fields(&tokens[open + 1..close], scope).map(|mut fields| {
            if let Some(base) = base {
                let base = Declarator {
                    modifiers: Vec::new(),
                    ty: base,
                    dims: Vec::new(),
                    semantic: None,
                    scope: scope.to_string(),
                    line,
                };
                fields.insert(0, base);
            }
            fields
        });
        let name = qualified(scope, &tokens[at + 1].text);
        self.structs.insert(name, StructDef { params, fields });
        Ok(close + 1)
    }

    /// The scalar type `ty` names in `scope`, through aliases.
    fn scalar(&self, ty: &str, scope: &str, line: usize) -> Result<ScalarBase, DeclarationError> {
        let (mut ty, mut scope) = (ty.to_string(), scope.to_string());
        for _ in 0..MAX_ALIAS_DEPTH {
            if let Some(b) = builtin_type(&ty).filter(|b| b.cols == 1 && b.matrix_cols.is_none()) {
                return Ok(b.base);
            }
            match lookup(&self.aliases, &ty, &scope, &self.used_namespaces) {
                Some(Ok(alias)) if alias.dims.is_empty() => {
                    (ty, scope) = (alias.ty.clone(), alias.scope.clone());
                }
                Some(Err(e)) => return Err(e.clone()),
                _ => break,
            }
        }
        Err(DeclarationError::at(
            line,
            format!("'{ty}' is not a scalar type a signature element can have"),
        ))
    }

    /// The built-in scalar, vector or matrix type `d.ty` spells (`vector<T, N>` and
    /// `matrix<T, R, C>` included), `None` when it is no built-in type.
    fn builtin(&self, d: &Declarator) -> Result<Option<BuiltinType>, DeclarationError> {
        let (name, args) = match template_parts(&d.ty) {
            Some(parts) => parts,
            // `vector` alone is a `float4`, `matrix` a `float4x4`.
            None if d.ty == "vector" || d.ty == "matrix" => (d.ty.as_str(), Vec::new()),
            None => return Ok(builtin_type(&d.ty)),
        };
        let most = match name {
            "vector" => 2,
            "matrix" => 3,
            _ => return Ok(None),
        };
        let fail = |why: &str| DeclarationError::at(d.line, format!("'{}': {why}", d.ty));
        if args.len() > most {
            return Err(fail("too many template arguments"));
        }
        // A size left out is 4, as clang's and DXC's defaults give it.
        let size = |k: usize| match args.get(k) {
            None => Ok(4),
            Some(arg) => integer_expression(arg, &self.constants)
                .and_then(|n| u8::try_from(n).ok())
                .filter(|n| (1..=4).contains(n))
                .ok_or_else(|| fail("a size must be a constant from 1 to 4")),
        };
        let base = match args.first() {
            Some(scalar) => self.scalar(scalar, &d.scope, d.line)?,
            None => ScalarBase::Float,
        };
        Ok(Some(BuiltinType {
            base,
            cols: size(1)?,
            matrix_cols: (name == "matrix").then(|| size(2)).transpose()?,
        }))
    }
}

/// The most elements an array that is a signature element may have (DXIL's
/// signatures hold 32 rows; a larger array is an error here, not an overflow).
const MAX_ELEMENT_ROWS: u32 = 1024;

/// How many aliases deep a type name is followed.
const MAX_ALIAS_DEPTH: usize = 32;

/// The array lengths of `d`, each an integer constant expression above 0 (of
/// literals and the constants `constants` names).
fn array_lengths(
    d: &Declarator,
    constants: &FxHashMap<String, i64>,
) -> Result<Vec<u32>, DeclarationError> {
    d.dims
        .iter()
        .map(|len| {
            integer_expression(len, constants)
                .and_then(|n| u32::try_from(n).ok())
                .filter(|&n| n > 0)
                .ok_or_else(|| {
                    DeclarationError::at(
                        d.line,
                        format!(
                            "entry signature element of type '{}': array length '{len}' is \
                             not a constant above 0 (literals, #defines and static const \
                             integers are)",
                            d.ty
                        ),
                    )
                })
        })
        .collect()
}

impl Reader {
    /// Appends the leaves of a declarator of type `d.ty` to `out` and returns its shape
    /// in memory (leaves numbered by their place in `out`). `inherited` is the
    /// enclosing semantic (it overrides the fields' own, with consecutive indices);
    /// `depth` counts the aliases and structs followed so far.
    fn leaves(
        &self,
        d: &Declarator,
        inherited: Option<&mut (String, u32)>,
        out: &mut Vec<DeclaredSemantic>,
        depth: usize,
    ) -> Result<ParamShape, DeclarationError> {
        let err = |msg: String| DeclarationError::at(d.line, msg);
        if depth > MAX_ALIAS_DEPTH {
            return Err(err(format!("type '{}' nests too deeply", d.ty)));
        }
        if template_parts(&d.ty).is_none() {
            if let Some(alias) = lookup(&self.aliases, &d.ty, &d.scope, &self.used_namespaces) {
                let alias = alias.as_ref().map_err(Clone::clone)?;
                // `A x[2]` with `typedef float2 A[3]` is a `float2 x[2][3]`.
                let mut dims = d.dims.clone();
                dims.extend(alias.dims.iter().cloned());
                let resolved = Declarator {
                    ty: alias.ty.clone(),
                    dims,
                    scope: alias.scope.clone(),
                    ..d.clone()
                };
                return self.leaves(&resolved, inherited, out, depth + 1);
            }
        }
        let lengths = array_lengths(d, &self.constants)?;
        let elements = lengths
            .iter()
            .try_fold(1u32, |n, &len| n.checked_mul(len))
            .filter(|&n| n <= MAX_ELEMENT_ROWS)
            .ok_or_else(|| {
                err(format!(
                    "entry signature element of type '{}': an array of more than \
                     {MAX_ELEMENT_ROWS} elements cannot be a signature element",
                    d.ty
                ))
            })?;
        if let Some(b) = self.builtin(d)? {
            if b.matrix_cols.is_some() && d.modifiers.iter().any(|m| m == "row_major") {
                return Err(err(format!(
                    "entry signature element of type 'row_major {}': row-major matrix \
                     elements are not supported (clang 22 does not take them)",
                    d.ty
                )));
            }
            // An array of matrices takes the rows of each matrix in turn.
            let rows = elements * b.matrix_cols.map_or(1, u32::from);
            let (name, index) = match inherited {
                Some(sem) => {
                    let at = sem.clone();
                    sem.1 = sem.1.saturating_add(rows);
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
                base: b.base,
                cols: b.cols,
                rows,
                index_stride: rows,
                element_rows: rows,
                matrix: b.matrix_cols.is_some(),
                interpolation: interpolation_of(&d.modifiers),
                file: String::new(),
                line: d.line,
            });
            return Ok(ParamShape::Element(out.len() - 1));
        }
        if let Some(scalar) = unsupported_scalar(&d.ty) {
            return Err(err(format!(
                "entry signature element of type '{}': '{scalar}' elements are not supported \
                 (float, half, float16_t, int, uint, bool and their 32-bit spellings are)",
                d.ty
            )));
        }
        let (name, args) = template_parts(&d.ty).unwrap_or((&d.ty, Vec::new()));
        let def =
            lookup(&self.structs, name, &d.scope, &self.used_namespaces).ok_or_else(|| {
                err(format!(
                    "entry signature element of type '{}': no such type is declared (scalars, \
                 vectors, matrices, structs and aliases of them can be elements)",
                    d.ty
                ))
            })?;
        let fields = def.fields.as_ref().map_err(Clone::clone)?;
        if args.len() != def.params.len() {
            return Err(err(format!(
                "entry signature element of type '{}': {} template arguments for {} parameters",
                d.ty,
                args.len(),
                def.params.len()
            )));
        }
        let substitutions: FxHashMap<String, String> = def
            .params
            .iter()
            .cloned()
            .zip(args.iter().map(|a| a.to_string()))
            .collect();
        let mut own = d.semantic.as_deref().map(split_semantic);
        let mut sem = inherited.or(own.as_mut());
        let first = out.len();
        let mut shapes = Vec::new();
        for f in fields {
            let mut f = f.clone();
            f.modifiers.extend(d.modifiers.iter().cloned());
            f.ty = substitute(&f.ty, &substitutions);
            for len in &mut f.dims {
                *len = substitute(len, &substitutions);
            }
            shapes.push(self.leaves(&f, sem.as_deref_mut(), out, depth + 1)?);
        }
        let shape = ParamShape::Struct(shapes);
        if lengths.is_empty() {
            return Ok(shape);
        }
        // An array of structs (of any dimensions, taken flat, the outermost index
        // slowest): an element per field, with the field's rows for each array
        // element. Under one semantic, the fields of array element k take the indices
        // after those of element k - 1.
        let len = elements;
        let per_struct = out[first..]
            .iter()
            .fold(0u32, |n, leaf| n.saturating_add(leaf.rows));
        for leaf in &mut out[first..] {
            if leaf.element_rows != leaf.rows {
                return Err(err(format!(
                    "entry signature element '{}': arrays of structs inside arrays of \
                     structs are not supported",
                    d.ty
                )));
            }
            leaf.element_rows = leaf.rows;
            leaf.rows = leaf.rows.saturating_mul(len);
            if sem.is_some() {
                leaf.index_stride = per_struct;
            }
        }
        if let Some(sem) = sem {
            sem.1 = sem.1.saturating_add(per_struct.saturating_mul(len - 1));
        }
        Ok(ParamShape::Array(len, Box::new(shape)))
    }
}

/// Reads the declaration of entry function `entry` from HLSL source `src` (which may
/// include no other file).
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
    let pre = preprocess_text(src, defines).map_err(|e| DeclarationError {
        msg: e.msg,
        file: e.file,
        line: e.line,
    })?;
    read_entry_declaration_in(&pre, entry)
}

/// Reads the declaration of entry function `entry` from a preprocessed source (its
/// included files too); locations name the file each declaration is in.
pub fn read_entry_declaration_in(
    pre: &Preprocessed,
    entry: &str,
) -> Result<EntryDeclaration, DeclarationError> {
    let locate = |line: usize| {
        let (file, line) = pre.locate(line);
        (file.to_string(), line)
    };
    match read_entry(&source_tokens(pre), entry) {
        Ok(mut decl) => {
            let params = decl.pointer_params.iter_mut().flat_map(|p| &mut p.elements);
            for e in decl
                .inputs
                .iter_mut()
                .chain(&mut decl.outputs)
                .chain(params)
            {
                (e.file, e.line) = locate(e.line);
            }
            Ok(decl)
        }
        Err(mut e) => {
            (e.file, e.line) = locate(e.line);
            Err(e)
        }
    }
}

/// The entry's declaration among `tokens`, lines those of the tokens.
fn read_entry(tokens: &[Token], entry: &str) -> Result<EntryDeclaration, DeclarationError> {
    let mut reader = Reader::default();
    // The namespaces open at `i`: qualified name and the index of the closing brace.
    let mut scopes: Vec<(String, usize)> = Vec::new();
    let mut template: Option<Vec<String>> = None;
    let mut i = 0;
    while i < tokens.len() {
        if scopes.last().is_some_and(|&(_, close)| close == i) {
            scopes.pop();
            i += 1;
            continue;
        }
        let scope = scopes.last().map_or(String::new(), |s| s.0.clone());
        let t = &tokens[i];
        match t.text.as_str() {
            "namespace" => {
                let open = i
                    + 1
                    + tokens[i + 1..]
                        .iter()
                        .position(|t| t.text == "{" || t.text == ";")
                        .unwrap_or(tokens.len() - i - 1);
                match (tokens.get(open), closing(tokens, open)) {
                    (Some(brace), Some(close)) if brace.text == "{" => {
                        let name = joined(&tokens[i + 1..open]);
                        // An anonymous namespace's names are its enclosing one's.
                        let inner = if name.is_empty() {
                            scope
                        } else {
                            qualified(&scope, &name)
                        };
                        scopes.push((inner, close));
                        i = open + 1;
                    }
                    _ => i = statement_end(tokens, i) + 1,
                }
            }
            "typedef"
                if tokens.get(i + 1).is_some_and(|t| t.text == "struct")
                    && tokens[i + 2..].iter().take(2).any(|t| t.text == "{") =>
            {
                i = reader.typedef_struct(tokens, i, &scope)?;
            }
            "static" | "const" => {
                let end = statement_end(tokens, i);
                if !tokens[i..end]
                    .iter()
                    .any(|t| t.text == "(" || t.text == "{")
                {
                    reader.constant(&tokens[i..end]);
                    i = end + 1;
                } else {
                    i += 1;
                }
            }
            "typedef" | "using" => {
                let end = statement_end(tokens, i);
                if t.text == "typedef" {
                    reader.typedef(&tokens[i + 1..end], &scope);
                } else {
                    reader.using(&tokens[i + 1..end], &scope);
                }
                i = end + 1;
            }
            "template" if tokens.get(i + 1).is_some_and(|t| t.text == "<") => {
                let close = closing(tokens, i + 1).unwrap_or(tokens.len());
                let params = split_top(&tokens[i + 2..close.min(tokens.len())], ",")
                    .iter()
                    .filter_map(|p| {
                        let end = p.iter().position(|t| t.text == "=").unwrap_or(p.len());
                        p[..end].last().map(|t| t.text.clone())
                    })
                    .collect();
                template = Some(params);
                i = close + 1;
            }
            "struct" | "class" => {
                let params = template.take().unwrap_or_default();
                i = reader.structure(tokens, i, &scope, params)?;
            }
            "[" => i = closing(tokens, i).map_or(tokens.len(), |c| c + 1),
            "{" => {
                template = None;
                i = closing(tokens, i).map_or(tokens.len(), |c| c + 1);
            }
            ";" => {
                template = None;
                i += 1;
            }
            name if name == entry
                && scope.is_empty()
                && i > 0
                && tokens.get(i + 1).is_some_and(|p| p.text == "(") =>
            {
                return reader.entry(tokens, i);
            }
            _ => i += 1,
        }
    }
    Err(DeclarationError::at(
        1,
        format!("no declaration of entry function '{entry}' in the HLSL source"),
    ))
}

impl Reader {
    fn entry(&self, tokens: &[Token], at: usize) -> Result<EntryDeclaration, DeclarationError> {
        let line = tokens[at].line;
        let close = closing(tokens, at + 1)
            .ok_or_else(|| DeclarationError::at(line, "unterminated parameter list".into()))?;
        let mut decl = EntryDeclaration::default();
        for p in split_top(&tokens[at + 2..close], ",") {
            let d = declarator(&p, "")?.declarator;
            let inout = d.modifiers.iter().any(|m| m == "inout");
            if inout || d.modifiers.iter().any(|m| m == "out") {
                let mut elements = Vec::new();
                let shape = self.leaves(&d, None, &mut elements, 0)?;
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
            self.leaves(&d, None, &mut decl.inputs, 0)?;
        }
        let ret_start = type_start(tokens, at).ok_or_else(|| {
            DeclarationError::at(
                line,
                format!("cannot read the return type of '{}'", tokens[at].text),
            )
        })?;
        let ret_ty = joined(&tokens[ret_start..at]);
        let ret_sem = match (tokens.get(close + 1), tokens.get(close + 2)) {
            (Some(c), Some(s)) if c.text == ":" => Some(s.text.clone()),
            _ => None,
        };
        if ret_ty != "void" {
            let d = Declarator {
                modifiers: Vec::new(),
                ty: ret_ty,
                dims: Vec::new(),
                semantic: ret_sem,
                scope: String::new(),
                line: tokens[ret_start].line,
            };
            self.leaves(&d, None, &mut decl.outputs, 0)?;
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
        let e = read_entry_declaration("\nfloat4 main(float4 a[N] : A) : SV_Target {}", "main")
            .unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.msg.contains("array length 'N'"), "{}", e.msg);
        let e = read_entry_declaration("float4 main(float4 a) : SV_Target {}", "main").unwrap_err();
        assert!(e.msg.contains("no semantic"));
        assert!(read_entry_declaration("void other() {}", "main").is_err());
    }

    /// (semantic name, index, base, cols, rows) of each element.
    fn elements(list: &[DeclaredSemantic]) -> Vec<(String, u32, ScalarBase, u8, u32)> {
        list.iter()
            .map(|e| (e.name.clone(), e.index, e.base, e.cols, e.rows))
            .collect()
    }

    #[test]
    fn attributes_on_parameters_fields_and_structs_are_skipped() {
        let src = "[[vk::binding(0, 1)]] struct [[x]] S { [[vk::location(0)]] float4 a : A; [[vk::builtin(\"PointSize\")]] nointerpolation uint b : B; };\n\
                   [shader(\"pixel\")] float4 main([[vk::location(2)]] float2 c : C, S s) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        use ScalarBase::{Float, Uint};
        assert_eq!(
            elements(&d.inputs),
            [
                ("C".into(), 0, Float, 2, 1),
                ("A".into(), 0, Float, 4, 1),
                ("B".into(), 0, Uint, 1, 1)
            ]
        );
        assert_eq!(d.inputs[2].interpolation, Some(1));
    }

    #[test]
    fn aliases_namespaces_templates_and_spelled_vectors() {
        let src = "namespace n { typedef float f; struct In { vector<f,3> p : P; }; namespace m { using V = vector<float, 2>; } }\n\
                   using f32 = n::f;\nusing namespace n;\ntypedef float4 TY;\n\
                   template <typename T, uint N> struct G { T v[N] : G; };\n\
                   struct Out { TY c : SV_Target; matrix<f32,2,3> m : M; };\n\
                   Out main(In i, n::m::V v : V, G<bool2, 2> g, vector<f32,4> w : W, uint32_t u : U) { Out o; return o; }";
        let d = read_entry_declaration(src, "main").unwrap();
        use ScalarBase::{Bool, Float, Uint};
        assert_eq!(
            elements(&d.inputs),
            [
                ("P".into(), 0, Float, 3, 1),
                ("V".into(), 0, Float, 2, 1),
                ("G".into(), 0, Bool, 2, 2),
                ("W".into(), 0, Float, 4, 1),
                ("U".into(), 0, Uint, 1, 1)
            ]
        );
        assert_eq!(
            elements(&d.outputs),
            [
                ("SV_Target".into(), 0, Float, 4, 1),
                ("M".into(), 0, Float, 2, 3)
            ]
        );
        assert!(d.outputs[1].matrix);
        let src = "static const uint N = 3;\n\
                   float4 main(vector v : V, matrix<int> m : M, vector<uint, N - 1> u : U) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let shapes: Vec<(ScalarBase, u8, u32)> =
            d.inputs.iter().map(|e| (e.base, e.cols, e.rows)).collect();
        use ScalarBase::Int;
        assert_eq!(shapes, [(Float, 4, 1), (Int, 4, 4), (Uint, 2, 1)]);
    }

    #[test]
    fn multi_dimensional_arrays_take_a_row_per_element() {
        let src = "typedef float2 P[3];\nvoid main(out float o[2][2][2] : I, out P p[2] : Q) {}";
        let d = read_entry_declaration(src, "main").unwrap();
        let rows: Vec<(String, u32)> = d.outputs.iter().map(|e| (e.name.clone(), e.rows)).collect();
        assert_eq!(rows, [("I".into(), 8), ("Q".into(), 6)]);
    }

    #[test]
    fn unknown_types_and_bad_aliases_are_errors_naming_them() {
        // (declarations before the entry, its parameter, what the error says)
        let cases = [
            ("", "Missing m : M", "'Missing': no such type"),
            (
                "using U = n::Missing;",
                "vector<U, 2> m : M",
                "'n::Missing' is not a scalar type",
            ),
            (
                "template <typename T> struct G { T v : G; };",
                "G g",
                "0 template arguments for 1",
            ),
            (
                "typedef min16float2 H;",
                "H h : H",
                "'min16float' elements are not supported",
            ),
            ("", "row_major float2x3 m : M", "row-major"),
            ("", "vector<float, 5> m : M", "constant from 1 to 4"),
            (
                "",
                "matrix<float, 2, 2, 2> m : M",
                "too many template arguments",
            ),
            ("", "float a[65536][65536] : A", "more than 1024 elements"),
            (
                "struct S { float a; };",
                "S s[65536][65536] : A",
                "more than 1024 elements",
            ),
        ];
        for (before, param, why) in cases {
            let src = format!("{before}\nfloat4 main({param}) : SV_Target {{ return 0; }}");
            let e = read_entry_declaration(&src, "main").unwrap_err();
            assert!(e.msg.contains(why), "{param}: {}", e.msg);
            assert_eq!((e.file.as_str(), e.line), ("<hlsl>", 2), "{param}");
        }
    }

    #[test]
    fn arrays_of_structs_with_array_and_matrix_fields_take_the_fields_rows_per_element() {
        let src = "struct S { float2 a[2]; float2x2 m; uint u; };\n\
                   float4 main(out S s[2] : SA) : SV_Position { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let e: Vec<(u32, u32, u32, u32)> = d.outputs[1..]
            .iter()
            .map(|e| (e.index, e.rows, e.element_rows, e.index_stride))
            .collect();
        // DXC: a is SA0, SA1, SA5, SA6; m SA2, SA3, SA7, SA8; u SA4, SA9.
        assert_eq!(e, [(0, 4, 2, 5), (2, 4, 2, 5), (4, 2, 1, 5)]);
        let nested = "struct T { float a; };\nstruct S { T t[2]; };\n\
                      float4 main(out S s[2] : SA) : SV_Position { return 0; }";
        let e = read_entry_declaration(nested, "main").unwrap_err();
        assert!(
            e.msg.contains("arrays of structs inside arrays of structs"),
            "{}",
            e.msg
        );
    }

    #[test]
    fn c_style_struct_typedefs_and_constant_array_lengths() {
        let src = "static const uint N = 2;\n#define M (N + 1)\n\
                   typedef struct { float2 a[N * 2] : A; } Anon;\n\
                   typedef struct Tag { float b[M] : B; } Named, *NamedPtr;\n\
                   float4 main(Anon x, Named y, Tag z : Z) : SV_Target { return 0; }";
        let d = read_entry_declaration(src, "main").unwrap();
        let rows: Vec<(String, u32)> = d.inputs.iter().map(|e| (e.name.clone(), e.rows)).collect();
        assert_eq!(rows, [("A".into(), 4), ("B".into(), 3), ("Z".into(), 3)]);
        let e = read_entry_declaration(
            "float4 main(float a[K] : A) : SV_Target { return 0; }",
            "main",
        )
        .unwrap_err();
        assert!(e.msg.contains("array length 'K'"), "{}", e.msg);
    }

    #[test]
    fn every_prefix_of_a_source_reads_or_errs_without_panicking() {
        let src = "#define F(t, n) t x##n : X##n;\n#define V(...) __VA_ARGS__\n\
                   namespace n { typedef float f; template <typename T> struct P { T a[2] : A; F(V(float), 1) }; }\n\
                   using namespace n; using v = vector<f, 2>; static const uint K = 2;\n\
                   typedef struct T { [[vk::location(0)]] v b[K][2] : B; } U;\n\
                   [shader(\"pixel\")] float4 main(P<float> p, U u, out bool o[2] : O) : SV_Target { return 0; }";
        for end in (0..=src.len()).filter(|&k| src.is_char_boundary(k)) {
            let _ = read_entry_declaration(&src[..end], "main");
        }
        assert!(read_entry_declaration(src, "main").is_ok());
    }
}
