//! One HLSL declarator as the entry reader reads it: `[attributes] [modifiers] TYPE
//! NAME [dims] [: SEMANTIC]`, from a parameter, a struct field, a `typedef` or a
//! `using` alias. Attributes (`[[vk::location(0)]]`, `[[vk::builtin("...")]]`,
//! `[attr]`) mean nothing for D3D's signatures and are skipped; the type may be
//! qualified (`n::S`) or have template arguments (`vector<float, 4>`).

use crate::frontend::hlsl_entry_signature::DeclarationError;
use crate::frontend::hlsl_tokens::{closing, is_identifier, joined, opening, spaced, Token};

/// A field or parameter: modifiers, type name, array lengths, optional semantic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Declarator {
    /// Modifier words (`in`, `nointerpolation`, `row_major`, ...).
    pub(crate) modifiers: Vec<String>,
    /// The type as written, without spaces (`float4`, `n::S`, `vector<float,4>`).
    pub(crate) ty: String,
    /// The array lengths after the name, outermost first, as written (`[]` is empty).
    pub(crate) dims: Vec<String>,
    /// The semantic after `:`, if any.
    pub(crate) semantic: Option<String>,
    /// The namespace the declaration is in (`a::b`; empty at global scope), where its
    /// type name is looked up.
    pub(crate) scope: String,
    /// The line of its first token (a line of the preprocessed text).
    pub(crate) line: usize,
}

/// A declarator with its name and where the name is in its tokens.
#[derive(Debug)]
pub(crate) struct NamedDeclarator {
    pub(crate) declarator: Declarator,
    pub(crate) name: String,
    pub(crate) name_at: usize,
}

/// An error at `line` about the declaration `tokens`.
fn declaration_error(tokens: &[Token], line: usize, why: &str) -> DeclarationError {
    DeclarationError {
        msg: format!("cannot read the declaration '{}': {why}", spaced(tokens)),
        file: String::new(),
        line,
    }
}

/// The position of the first `sep` outside brackets.
fn top_level(tokens: &[Token], sep: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (k, t) in tokens.iter().enumerate() {
        if t.text == sep && depth == 0 {
            return Some(k);
        }
        match t.text.as_str() {
            "(" | "[" | "<" | "{" => depth += 1,
            ")" | "]" | ">" | "}" => depth -= 1,
            _ => {}
        }
    }
    None
}

/// Where the type name that ends just before `end` starts: a name, qualified
/// (`a::b::S`, `::S`) and with template arguments (`vector<float,4>`) or not.
pub(crate) fn type_start(tokens: &[Token], end: usize) -> Option<usize> {
    let mut k = end;
    if tokens.get(k.checked_sub(1)?)?.text == ">" {
        k = opening(tokens, k - 1)?;
    }
    k = k.checked_sub(1)?;
    if !is_identifier(&tokens[k].text) {
        return None;
    }
    while k >= 2 && tokens[k - 1].text == "::" && is_identifier(&tokens[k - 2].text) {
        k -= 2;
    }
    if k >= 1 && tokens[k - 1].text == "::" {
        k -= 1;
    }
    Some(k)
}

/// Reads `[attributes] [modifiers] TYPE NAME [dims] [: SEMANTIC]`, declared in
/// namespace `scope`.
pub(crate) fn declarator(
    tokens: &[Token],
    scope: &str,
) -> Result<NamedDeclarator, DeclarationError> {
    let line = tokens.first().map_or(0, |t| t.line);
    let fail = |why: &str| declaration_error(tokens, line, why);
    let (decl, semantic) = match top_level(tokens, ":") {
        Some(colon) => match &tokens[colon + 1..] {
            [sem] if is_identifier(&sem.text) => (&tokens[..colon], Some(sem.text.clone())),
            _ => return Err(fail("a semantic is one name after ':'")),
        },
        None => (tokens, None),
    };
    // Array lengths, read from the end.
    let mut end = decl.len();
    let mut dims = Vec::new();
    while end > 0 && decl[end - 1].text == "]" {
        let open = opening(decl, end - 1).ok_or_else(|| fail("unbalanced '['"))?;
        dims.insert(0, joined(&decl[open + 1..end - 1]));
        end = open;
    }
    let name_at = end
        .checked_sub(1)
        .filter(|&k| is_identifier(&decl[k].text))
        .ok_or_else(|| fail("no name"))?;
    let ty_start = type_start(decl, name_at).ok_or_else(|| fail("no type before the name"))?;
    let mut modifiers = Vec::new();
    let mut k = 0;
    while k < ty_start {
        let t = decl[k].text.as_str();
        if t == "[" {
            // An attribute: `[[ns::name(args)]]` or `[name(args)]`.
            k = closing(decl, k).ok_or_else(|| fail("unbalanced '['"))? + 1;
        } else if is_identifier(t) {
            modifiers.push(t.to_string());
            k += 1;
        } else {
            return Err(fail(&format!("unexpected '{t}' before the type")));
        }
    }
    if k != ty_start {
        return Err(fail("an attribute runs into the type"));
    }
    let ty = sign_folded(&mut modifiers, joined(&decl[ty_start..name_at]));
    Ok(NamedDeclarator {
        declarator: Declarator {
            modifiers,
            ty,
            dims,
            semantic,
            scope: scope.to_string(),
            line,
        },
        name: decl[name_at].text.clone(),
        name_at,
    })
}

/// The type C's sign words spell with `ty` (`unsigned int` is `uint`, `unsigned` alone
/// too, `signed int` is `int`), taking the sign word out of `modifiers`.
fn sign_folded(modifiers: &mut Vec<String>, ty: String) -> String {
    match ty.as_str() {
        "unsigned" => return "uint".into(),
        "signed" => return "int".into(),
        _ => {}
    }
    let Some(sign) = modifiers
        .last()
        .filter(|m| *m == "unsigned" || *m == "signed")
        .cloned()
    else {
        return ty;
    };
    let folded = match (sign.as_str(), ty.as_str()) {
        ("unsigned", "int") => "uint",
        ("signed", "int") => "int",
        _ => return ty,
    };
    modifiers.pop();
    folded.into()
}

/// The declarators of one field declaration, which may name several fields (`int2 a
/// : A, b : B;` declares two of type `int2`, with the first one's modifiers).
pub(crate) fn field_declarators(
    stmt: &[Token],
    scope: &str,
) -> Result<Vec<Declarator>, DeclarationError> {
    let mut parts = split_commas(stmt).into_iter();
    let Some(first) = parts.next() else {
        return Ok(Vec::new());
    };
    let head = declarator(first, scope)?;
    let prefix = &first[..head.name_at];
    let mut out = vec![head.declarator];
    for p in parts {
        let mut tokens = prefix.to_vec();
        tokens.extend(p.iter().cloned());
        out.push(declarator(&tokens, scope)?.declarator);
    }
    Ok(out)
}

/// `tokens` split at commas outside brackets.
fn split_commas(tokens: &[Token]) -> Vec<&[Token]> {
    let mut out = Vec::new();
    let mut rest = tokens;
    while let Some(k) = top_level(rest, ",") {
        out.push(&rest[..k]);
        rest = &rest[k + 1..];
    }
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// The field declarators of a struct body declared in namespace `scope`: member
/// functions (a parenthesized list followed by a braced body) and nested types are
/// left out.
pub(crate) fn struct_fields(
    body: &[Token],
    scope: &str,
) -> Result<Vec<Declarator>, DeclarationError> {
    let mut fields = Vec::new();
    let mut stmt: Vec<Token> = Vec::new();
    let mut k = 0;
    while k < body.len() {
        match body[k].text.as_str() {
            ";" => {
                let stmt = std::mem::take(&mut stmt);
                if let [name, open, ..] = stmt.as_slice() {
                    // `NAME(...)` with no type before it declares no method: a
                    // function-like macro, which is not expanded here.
                    if open.text == "(" && is_identifier(&name.text) {
                        return Err(declaration_error(
                            &stmt,
                            name.line,
                            &format!(
                                "'{}(...)' is no declaration the reader knows (function-like \
                                 macros are not expanded)",
                                name.text
                            ),
                        ));
                    }
                }
                if !is_member_function(&stmt) {
                    fields.extend(field_declarators(&stmt, scope)?);
                }
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
                stmt.push(body[k].clone());
                k += 1;
            }
        }
    }
    Ok(fields)
}

/// Whether a statement in a struct body declares a member function (without a body)
/// or something other than fields (`static`, `typedef`, `using`).
fn is_member_function(stmt: &[Token]) -> bool {
    let skipped = ["static", "typedef", "using", "template", "friend"];
    stmt.first()
        .is_some_and(|t| skipped.contains(&t.text.as_str()))
        || top_level(stmt, "(").is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(s: &str) -> Vec<Token> {
        crate::frontend::hlsl_tokens::tokenize(s)
    }

    #[test]
    fn attributes_are_skipped_and_types_may_be_qualified_or_templates() {
        let d = declarator(
            &tokens("[[vk::location(0)]] nointerpolation [[vk::builtin(\"x\")]] n::S<float, 4> v[2][3] : TEXCOORD1"),
            "m",
        )
        .unwrap();
        assert_eq!(d.name, "v");
        let d = d.declarator;
        assert_eq!(d.modifiers, ["nointerpolation"]);
        assert_eq!(d.ty, "n::S<float,4>");
        assert_eq!(d.dims, ["2", "3"]);
        assert_eq!(d.semantic.as_deref(), Some("TEXCOORD1"));
        assert_eq!(d.scope, "m");
    }

    #[test]
    fn shared_types_and_unreadable_declarations() {
        let fields = field_declarators(
            &tokens("[[vk::location(1)]] vector<int,2> a : A, b[2] : B"),
            "",
        )
        .unwrap();
        let read: Vec<(&str, &[String], Option<&str>)> = fields
            .iter()
            .map(|f| (f.ty.as_str(), f.dims.as_slice(), f.semantic.as_deref()))
            .collect();
        assert_eq!(
            read,
            [
                ("vector<int,2>", &[][..], Some("A")),
                ("vector<int,2>", &["2".to_string()][..], Some("B"))
            ]
        );
        let ty = |s: &str| declarator(&tokens(s), "").unwrap().declarator.ty;
        assert_eq!(ty("const unsigned int u : U"), "uint");
        assert_eq!(ty("unsigned u : U"), "uint");
        assert_eq!(ty("signed int i : I"), "int");
        let e = declarator(&tokens("float4 p : A : B"), "").unwrap_err();
        assert!(
            e.msg.contains("'float4 p : A : B'") && e.msg.contains("semantic"),
            "{}",
            e.msg
        );
        assert!(declarator(&tokens("float4 = 1"), "").is_err());
        let body =
            tokens("float f(); float a; static const int K = 1; float g() { return 0; } int b;");
        let e = struct_fields(&tokens("FIELD(uv, 0) float4 p : P;"), "").unwrap_err();
        assert!(e.msg.contains("'FIELD(...)'"), "{}", e.msg);
        let names: Vec<String> = struct_fields(&body, "")
            .unwrap()
            .into_iter()
            .map(|f| f.ty)
            .collect();
        assert_eq!(names, ["float", "int"]);
    }
}
