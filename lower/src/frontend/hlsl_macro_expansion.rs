//! Macro expansion in an HLSL source's tokens, as the C preprocessor does it for the
//! declarations the entry reader reads: object-like macros replaced by their
//! values, function-like ones (`#define FIELD(t, n) t n : TEXCOORD##n;`) by their
//! bodies with the arguments put in (`#` makes a string, `##` pastes two tokens,
//! `__VA_ARGS__` the arguments after the named ones), each result expanded again
//! except for the macros being expanded (`#define A A B` gives `A B`).
//! Each token is expanded with the macros defined before its line (a macro can be
//! redefined or `#undef`'d later); expanded tokens take the line of the macro's name.

use crate::frontend::hlsl_preprocessor::{MacroDefinition, Preprocessed};
use crate::frontend::hlsl_tokens::{spaced, tokenize_macro_body, Token};
use rustc_hash::FxHashMap;

/// How deep macros expand inside macros.
const MAX_DEPTH: usize = 64;

/// How many tokens one macro use expands to at most (macros that double at each
/// level stop expanding there rather than exhausting memory).
const MAX_TOKENS: usize = 1 << 16;

/// A function-like macro's parameters and body tokens.
struct Function {
    params: Vec<String>,
    body: Vec<Token>,
}

/// The macros in force at some point of a source, tokenized.
#[derive(Default)]
pub(crate) struct MacroTable {
    objects: FxHashMap<String, Vec<Token>>,
    functions: FxHashMap<String, Function>,
}

impl MacroTable {
    /// Defines (or, with `None`, undefines) macro `name`.
    fn apply(&mut self, name: &str, definition: Option<&MacroDefinition>) {
        self.objects.remove(name);
        self.functions.remove(name);
        match definition {
            Some(MacroDefinition::Object(value)) => {
                self.objects
                    .insert(name.to_string(), tokenize_macro_body(value));
            }
            Some(MacroDefinition::Function(f)) => {
                let function = Function {
                    params: f.params.clone(),
                    body: tokenize_macro_body(&f.body),
                };
                self.functions.insert(name.to_string(), function);
            }
            None => {}
        }
    }

    /// The tokens of `pre`'s text (`tokens`) with every macro expanded, each with the
    /// macros defined before its line.
    pub(crate) fn expand_source(pre: &Preprocessed, tokens: &[Token]) -> Vec<Token> {
        let mut table = MacroTable::default();
        let mut events = pre.macro_events.iter().peekable();
        let mut out = Vec::with_capacity(tokens.len());
        let mut i = 0;
        while i < tokens.len() {
            while let Some((_, name, definition)) =
                events.next_if(|(line, _, _)| *line < tokens[i].line)
            {
                table.apply(name, definition.as_ref());
            }
            // Each use expands on its own, so that MAX_TOKENS bounds one use.
            let mut expanded = Vec::new();
            i = table.expand_one(tokens, i, &mut Vec::new(), &mut expanded);
            out.append(&mut expanded);
        }
        out
    }

    /// Expands `tokens` into `out`; `active` are the macros being expanded, which are
    /// not expanded again inside themselves.
    fn expand_into(&self, tokens: &[Token], active: &mut Vec<String>, out: &mut Vec<Token>) {
        let mut i = 0;
        while i < tokens.len() {
            i = self.expand_one(tokens, i, active, out);
        }
    }

    /// Expands the token at `i` (with a function-like macro's arguments) into `out`
    /// and returns the index of the next token.
    fn expand_one(
        &self,
        tokens: &[Token],
        i: usize,
        active: &mut Vec<String>,
        out: &mut Vec<Token>,
    ) -> usize {
        let t = &tokens[i];
        let exhausted = active.len() >= MAX_DEPTH || out.len() >= MAX_TOKENS;
        if exhausted || active.contains(&t.text) {
            out.push(t.clone());
            return i + 1;
        }
        if let Some(value) = self.objects.get(&t.text) {
            active.push(t.text.clone());
            self.expand_into(&at_line(value, t.line), active, out);
            active.pop();
            return i + 1;
        }
        // A function-like macro's name without arguments is left as it is.
        let call = self.functions.get(&t.text).zip(arguments(tokens, i + 1));
        let Some((f, (args, close))) = call else {
            out.push(t.clone());
            return i + 1;
        };
        let body = self.substitute(f, &args, active);
        active.push(t.text.clone());
        self.expand_into(&at_line(&body, t.line), active, out);
        active.pop();
        close + 1
    }

    /// `f`'s body with `args` put in for its parameters.
    fn substitute(
        &self,
        f: &Function,
        args: &[Vec<Token>],
        active: &mut Vec<String>,
    ) -> Vec<Token> {
        let arg = |name: &str| -> Option<Vec<Token>> {
            if name == "__VA_ARGS__" && f.params.last().is_some_and(|p| p == "...") {
                let named = f.params.len() - 1;
                let rest: Vec<Vec<Token>> = args.iter().skip(named).cloned().collect();
                return Some(rest.join(&Token {
                    text: ",".into(),
                    line: 0,
                }));
            }
            let k = f.params.iter().position(|p| p == name)?;
            Some(args.get(k).cloned().unwrap_or_default())
        };
        let body = &f.body;
        let mut out: Vec<Token> = Vec::new();
        let mut paste = false;
        let mut k = 0;
        while k < body.len() {
            let b = &body[k];
            let next_is = |n: usize, s: &str| body.get(k + n).is_some_and(|t| t.text == s);
            if b.text == "#" && next_is(1, "#") {
                paste = true;
                k += 2;
                continue;
            }
            let (part, used) = match (b.text.as_str(), body.get(k + 1).and_then(|n| arg(&n.text))) {
                ("#", Some(raw)) => {
                    let text = format!("\"{}\"", spaced(&raw));
                    (vec![Token { text, line: 0 }], 2)
                }
                _ => match arg(&b.text) {
                    // An argument is expanded first, unless it is pasted.
                    Some(raw) if paste || (next_is(1, "#") && next_is(2, "#")) => (raw, 1),
                    Some(raw) => (self.expand_at(&raw, active), 1),
                    None => (vec![b.clone()], 1),
                },
            };
            let mut part = part.into_iter();
            if std::mem::take(&mut paste) {
                if let (Some(last), Some(first)) = (out.last_mut(), part.next()) {
                    last.text.push_str(&first.text);
                }
            }
            out.extend(part);
            k += used;
        }
        out
    }

    fn expand_at(&self, tokens: &[Token], active: &mut Vec<String>) -> Vec<Token> {
        let mut out = Vec::with_capacity(tokens.len());
        self.expand_into(tokens, active, &mut out);
        out
    }
}

/// `tokens` at line `line`.
fn at_line(tokens: &[Token], line: usize) -> Vec<Token> {
    tokens
        .iter()
        .map(|t| Token {
            text: t.text.clone(),
            line,
        })
        .collect()
}

/// The arguments of a macro call whose `(` is at `open`, split at commas outside
/// parentheses, with the index of its `)`; `None` when no call follows.
fn arguments(tokens: &[Token], open: usize) -> Option<(Vec<Vec<Token>>, usize)> {
    if tokens.get(open)?.text != "(" {
        return None;
    }
    let mut args = vec![Vec::new()];
    let mut depth = 0;
    for (k, t) in tokens.iter().enumerate().skip(open + 1) {
        match t.text.as_str() {
            ")" if depth == 0 => {
                if args.len() == 1 && args[0].is_empty() {
                    args.clear();
                }
                return Some((args, k));
            }
            "," if depth == 0 => {
                args.push(Vec::new());
                continue;
            }
            "(" => depth += 1,
            ")" => depth -= 1,
            _ => {}
        }
        if let Some(last) = args.last_mut() {
            last.push(t.clone());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::frontend::hlsl_preprocessor::preprocess_text;

    fn expanded(src: &str) -> String {
        let pre = preprocess_text(src, &[]).unwrap();
        let tokens = crate::frontend::hlsl_tokens::tokenize(&pre.text);
        let tokens = super::MacroTable::expand_source(&pre, &tokens);
        crate::frontend::hlsl_tokens::spaced(&tokens)
    }

    #[test]
    fn function_like_macros_put_in_paste_and_stringize_their_arguments() {
        let src = "#define SEM(n) TEXCOORD##n\n#define FIELD(t, name, n) t name##n : SEM(n);\n\
                   #define N 3\n#define STR(x) #x\n#define V(...) f(__VA_ARGS__)\n\
                   FIELD(float2, uv, 0) FIELD(float4, c, N) STR(a b) V(1, (2, 3)) SEM";
        assert_eq!(
            expanded(src),
            "float2 uv0 : TEXCOORD0 ; float4 cN : TEXCOORD3 ; \"a b\" f ( 1 , ( 2 , 3 ) ) SEM"
        );
    }

    #[test]
    fn recursive_and_unterminated_calls_stop() {
        assert_eq!(expanded("#define F(x) F(x)\nF(1)").matches('F').count(), 1);
        assert_eq!(expanded("#define F(x) x\nF(1"), "F ( 1");
        assert_eq!(expanded("#define A A B\nA"), "A B");
        assert_eq!(expanded("#define A B\n#define B A x\nA B"), "A x B x");
    }

    #[test]
    fn expansion_that_doubles_at_every_level_stops() {
        let mut src = String::from("#define M0 x x\n");
        for k in 1..40 {
            src.push_str(&format!("#define M{k} M{} M{}\n", k - 1, k - 1));
        }
        src.push_str("M39");
        assert!(expanded(&src).len() <= 2 * super::MAX_TOKENS + 8 * 64);
    }

    #[test]
    fn each_use_takes_the_definition_before_it() {
        let src = "#define F(n) f##n\nF(1)\n#undef F\nF(2)\n#define F(n) g##n\nF(3) D\n#define D 4";
        assert_eq!(expanded(src), "f1 F ( 2 ) g3 D");
    }
}
