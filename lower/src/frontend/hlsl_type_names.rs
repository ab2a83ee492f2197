//! HLSL type names as the entry reader resolves them: the built-in scalar, vector and
//! matrix spellings (`float4`, `uint2x3`, `float32_t`, `vector<float, 4>`,
//! `matrix<float, 4, 4>`), names looked up through namespaces (`n::S`, a name inside
//! `namespace n`, `using namespace n`), and template arguments put in for template
//! parameters. Type names here are written without spaces (`vector<float,4>`).

use crate::frontend::hlsl_entry_signature::ScalarBase;
use rustc_hash::FxHashMap;

/// HLSL's scalar type names that can be signature elements.
const SCALARS: &[(&str, ScalarBase)] = &[
    ("float", ScalarBase::Float),
    ("float32_t", ScalarBase::Float),
    ("half", ScalarBase::Half),
    ("float16_t", ScalarBase::Half),
    ("int", ScalarBase::Int),
    ("int32_t", ScalarBase::Int),
    ("uint", ScalarBase::Uint),
    ("uint32_t", ScalarBase::Uint),
    ("dword", ScalarBase::Uint),
    ("bool", ScalarBase::Bool),
];

/// HLSL's scalar type names a signature element cannot have here (no `ScalarBase`
/// for them yet): min-precision, 16-bit integer and 64-bit types.
const UNSUPPORTED_SCALARS: &[&str] = &[
    "min16float",
    "min10float",
    "min16int",
    "min12int",
    "min16uint",
    "int16_t",
    "uint16_t",
    "int64_t",
    "uint64_t",
    "double",
    "float64_t",
];

/// The scalar name of `ty` when it is a scalar, vector or matrix of a type
/// [`builtin_type`] does not take (`min16float2` gives `min16float`).
pub fn unsupported_scalar(ty: &str) -> Option<&'static str> {
    UNSUPPORTED_SCALARS.iter().copied().find(|name| {
        ty.strip_prefix(name).is_some_and(|rest| {
            rest.is_empty()
                || rest
                    .split('x')
                    .all(|d| d.parse::<u8>().is_ok_and(|n| (1..=4).contains(&n)))
        })
    })
}

/// A built-in scalar, vector or matrix: its scalar, its components (a matrix's rows)
/// and, for a matrix, its columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuiltinType {
    /// The scalar type.
    pub base: ScalarBase,
    /// Components of a vector (1 for a scalar), rows of a matrix.
    pub cols: u8,
    /// Columns of a matrix; `None` for scalars and vectors.
    pub matrix_cols: Option<u8>,
}

/// The built-in type a scalar, vector or matrix name spells (`float3`, `uint2x4`,
/// `int32_t2`); `None` for any other name.
pub fn builtin_type(ty: &str) -> Option<BuiltinType> {
    SCALARS.iter().find_map(|&(name, base)| {
        let rest = ty.strip_prefix(name)?;
        let dim = |s: &str| s.parse::<u8>().ok().filter(|n| (1..=4).contains(n));
        let (cols, matrix_cols) = match rest.split_once('x') {
            None if rest.is_empty() => (1, None),
            None => (dim(rest)?, None),
            Some((r, c)) => (dim(r)?, Some(dim(c)?)),
        };
        Some(BuiltinType {
            base,
            cols,
            matrix_cols,
        })
    })
}

/// The template name and arguments of `NAME<A,B>` (`None` when `ty` has no argument
/// list); an argument may itself have one.
pub fn template_parts(ty: &str) -> Option<(&str, Vec<&str>)> {
    let inner = ty.strip_suffix('>')?;
    let open = inner.find('<')?;
    let (name, args) = (&inner[..open], &inner[open + 1..]);
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (k, c) in args.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&args[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    out.push(&args[start..]);
    Some((name, out))
}

/// `text` with each identifier that `args` names replaced by its value (a template's
/// parameters by its arguments).
pub fn substitute(text: &str, args: &FxHashMap<String, String>) -> String {
    if args.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(args.get(word.as_str()).unwrap_or(word));
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The entry of `map` (keyed by qualified names, `a::b::S`) that the name `name`,
/// written in namespace `scope` (`a::b`, empty at global scope), refers to: the
/// innermost enclosing namespace's first, then the namespaces `using namespace` names.
pub fn lookup<'a, T>(
    map: &'a FxHashMap<String, T>,
    name: &str,
    scope: &str,
    used_namespaces: &[String],
) -> Option<&'a T> {
    // `::S` names the global `S` only.
    let (name, mut scope, used_namespaces) = match name.strip_prefix("::") {
        Some(global) => (global, "", &[][..]),
        None => (name, scope, used_namespaces),
    };
    loop {
        let key = if scope.is_empty() {
            name.to_string()
        } else {
            format!("{scope}::{name}")
        };
        if let Some(found) = map.get(&key) {
            return Some(found);
        }
        if scope.is_empty() {
            break;
        }
        scope = scope.rsplit_once("::").map_or("", |(outer, _)| outer);
    }
    used_namespaces
        .iter()
        .find_map(|n| map.get(&format!("{n}::{name}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_names() {
        let m = builtin_type("uint2x3").unwrap();
        assert_eq!(
            (m.base, m.cols, m.matrix_cols),
            (ScalarBase::Uint, 2, Some(3))
        );
        assert_eq!(builtin_type("int32_t4").unwrap().cols, 4);
        assert_eq!(builtin_type("bool").unwrap().base, ScalarBase::Bool);
        assert!(builtin_type("float5").is_none() && builtin_type("S").is_none());
        assert_eq!(unsupported_scalar("min16float2x2"), Some("min16float"));
        assert_eq!(unsupported_scalar("double"), Some("double"));
        assert_eq!(unsupported_scalar("doubles"), None);
    }

    #[test]
    fn templates_split_and_substitute() {
        let (name, args) = template_parts("matrix<vector<float,2>,4,4>").unwrap();
        assert_eq!((name, args), ("matrix", vec!["vector<float,2>", "4", "4"]));
        assert!(template_parts("float4").is_none());
        let args = FxHashMap::from_iter([("T".to_string(), "float4".to_string())]);
        assert_eq!(substitute("vector<T,2>", &args), "vector<float4,2>");
        assert_eq!(substitute("TT", &args), "TT");
    }

    #[test]
    fn names_resolve_from_the_inside_out_then_through_using_directives() {
        let map = FxHashMap::from_iter([
            ("S".to_string(), 0),
            ("a::S".to_string(), 1),
            ("a::b::T".to_string(), 2),
            ("u::U".to_string(), 3),
        ]);
        assert_eq!(lookup(&map, "S", "a::b", &[]), Some(&1));
        assert_eq!(lookup(&map, "::S", "", &[]), Some(&0));
        assert_eq!(lookup(&map, "b::T", "a", &[]), Some(&2));
        assert_eq!(lookup(&map, "U", "", &["u".into()]), Some(&3));
        assert_eq!(lookup(&map, "U", "", &[]), None);
    }
}
