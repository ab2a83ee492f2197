//! The tokens of an HLSL source as the declaration readers see them: words,
//! punctuation (`::` as one token), each with its line; comments and preprocessor lines
//! left out, object-like macros expanded.

use crate::frontend::hlsl_macro_expansion::MacroTable;
use crate::frontend::hlsl_preprocessor::Preprocessed;

/// A word or punctuation character of the source, with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Its text.
    pub text: String,
    /// Its 1-based line.
    pub line: usize,
}

/// The tokens of `src` (no macros expanded), preprocessor lines left out.
pub(crate) fn tokenize(src: &str) -> Vec<Token> {
    tokens_of(src, true)
}

/// The tokens of a macro's replacement text, where `#` is a token.
pub(crate) fn tokenize_macro_body(src: &str) -> Vec<Token> {
    tokens_of(src, false)
}

/// The tokens of `src`; `directives`: a `#` starts a preprocessor line to leave out.
fn tokens_of(src: &str, directives: bool) -> Vec<Token> {
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
        } else if bytes[i..].starts_with(b"//") || (c == b'#' && directives) {
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
        } else if c == b'"' {
            // A string literal (an attribute's argument) is one token.
            let start = i;
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                let escaped = bytes[i] == b'\\' && bytes.get(i + 1).is_some_and(|b| *b != b'\n');
                i += usize::from(escaped) + 1;
            }
            // Past the closing quote; an unterminated literal ends at its line's end.
            i += usize::from(bytes.get(i) == Some(&b'"'));
            i = i.min(bytes.len());
            out.push(Token {
                text: src[start..i].to_string(),
                line,
            });
        } else if bytes[i..].starts_with(b"::") {
            out.push(Token {
                text: "::".into(),
                line,
            });
            i += 2;
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

/// The bracket pairs the readers match: (opening, closing).
const BRACKETS: [(&str, &str); 4] = [("(", ")"), ("{", "}"), ("[", "]"), ("<", ">")];

/// The index of the token closing the bracket opened at `open`.
pub(crate) fn closing(tokens: &[Token], open: usize) -> Option<usize> {
    let text = tokens.get(open)?.text.as_str();
    let &(o, c) = BRACKETS.iter().find(|(o, _)| *o == text)?;
    matching(tokens.iter().enumerate().skip(open), o, c)
}

/// The index of the token opening the bracket that closes at `close`.
pub(crate) fn opening(tokens: &[Token], close: usize) -> Option<usize> {
    let text = tokens.get(close)?.text.as_str();
    let &(o, c) = BRACKETS.iter().find(|(_, c)| *c == text)?;
    matching(tokens[..=close].iter().enumerate().rev(), c, o)
}

/// The index of the token `to` that balances the `from` the walk starts at.
fn matching<'a>(
    walk: impl Iterator<Item = (usize, &'a Token)>,
    from: &str,
    to: &str,
) -> Option<usize> {
    let mut depth = 0;
    for (k, t) in walk {
        if t.text == from {
            depth += 1;
        } else if t.text == to {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

/// The tokens' texts joined without spaces (`vector<float,4>`, `n::S`).
pub(crate) fn joined(tokens: &[Token]) -> String {
    tokens.iter().map(|t| t.text.as_str()).collect()
}

/// The tokens' texts joined with spaces, as a declaration is quoted in messages.
pub(crate) fn spaced(tokens: &[Token]) -> String {
    tokens
        .iter()
        .map(|t| t.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `w` is an identifier.
pub(crate) fn is_identifier(w: &str) -> bool {
    w.bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
}

/// The tokens of a preprocessed source, its object-like macros expanded; a token's
/// line is its line in `pre.text` (see [`Preprocessed::locate`]).
pub(crate) fn source_tokens(pre: &Preprocessed) -> Vec<Token> {
    MacroTable::expand_source(pre, &tokenize(&pre.text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_colons_are_one_token_and_brackets_match_both_ways() {
        let tokens = tokenize("[[vk::location(0)]] n::S<float, 4> x // c\n: A");
        let texts: Vec<&str> = tokens.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "[", "[", "vk", "::", "location", "(", "0", ")", "]", "]", "n", "::", "S", "<",
                "float", ",", "4", ">", "x", ":", "A"
            ]
        );
        assert_eq!(closing(&tokens, 0), Some(9));
        assert_eq!(opening(&tokens, 17), Some(13));
        assert_eq!(joined(&tokens[10..18]), "n::S<float,4>");
        assert_eq!(tokens[20].line, 2);
        let texts: Vec<String> = tokenize("[[vk::builtin(\"a]\\\"b\")]] x")
            .into_iter()
            .map(|t| t.text)
            .collect();
        assert_eq!(texts[6], "\"a]\\\"b\"");
        assert_eq!(texts.len(), 11);
        // Unterminated literals end at their line, wherever they stop.
        assert_eq!(tokenize("\"ab\nc")[1].line, 2);
        assert_eq!(tokenize("\"\\").len(), 1);
        assert_eq!(tokenize("\"\\é\"").len(), 1);
    }
}
