//! The arguments LLVM's `opt`, `llc` and `dxil-dis` take, as the RUN lines of LLVM's
//! DirectX tests spell them (`-S`, `-passes=...`, `-dxil-op-lower`, `-mtriple=...`,
//! `--filetype=obj`, `-o -`).

use std::path::PathBuf;

/// What an `opt` / `llc` / `dxil-dis` command line asks for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct LlvmArgs {
    /// The input (`-` or absent: standard input).
    pub input: Option<PathBuf>,
    /// `-o FILE` (`-` or absent: standard output).
    pub output: Option<PathBuf>,
    /// Pass names, in order, from `-passes=` and legacy `-<pass>` flags.
    pub passes: Vec<String>,
    /// `-mtriple=...`.
    pub triple: Option<String>,
    /// `--filetype=obj` (llc): write a container instead of text.
    pub object: bool,
    /// `-disable-output`.
    pub disable_output: bool,
    /// `--stop-after=PASS` (llc).
    pub stop_after: Option<String>,
}

/// Flags that take no value and change nothing for us.
const IGNORED_FLAGS: &[&str] = &[
    "-S",
    "-disable-verify",
    "-verify-each",
    "-scalarize-load-store",
    "-debug-pass-manager",
    "-O0",
    "-O1",
    "-O2",
    "-O3",
    // LLVM's dxil-remove-unused-resources pass is off with this; our lowering has no such
    // pass (a resource handle nothing uses stays), so there is nothing to turn off.
    "-disable-dxil-remove-unused-resources",
    // LLVM embeds the module with its debug info as the ILDB part with this; we always
    // do when the module has debug info.
    "-dx-embed-debug",
];

/// Parses LLVM-style arguments; `known_pass` says whether `-name` is a pass flag.
pub fn parse_llvm_args(
    args: &[String],
    known_pass: impl Fn(&str) -> bool,
) -> Result<LlvmArgs, String> {
    let mut out = LlvmArgs::default();
    let mut it = args.iter().peekable();
    while let Some(arg) = it.next() {
        let a = arg.as_str();
        if a == "-" || !a.starts_with('-') {
            if out.input.is_some() {
                return Err(format!("more than one input: '{a}'"));
            }
            out.input = Some(PathBuf::from(a));
            continue;
        }
        // Both `-flag` and `--flag` spellings are accepted, as LLVM does.
        let flag = a.strip_prefix("--").map(|s| format!("-{s}"));
        let flag = flag.as_deref().unwrap_or(a);
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.trim_matches(|c| c == '"' || c == '\''))),
            None => (flag, None),
        };
        match name {
            "-o" => {
                let v = value
                    .map(str::to_string)
                    .or_else(|| it.next().cloned())
                    .ok_or("-o needs a file")?;
                out.output = Some(PathBuf::from(v));
            }
            "-passes" => {
                let v = value.ok_or("-passes needs a pipeline")?;
                out.passes.extend(
                    dxil_lower::pass_manager::parse_pipeline(v).map_err(|e| e.to_string())?,
                );
            }
            "-mtriple" => out.triple = Some(value.ok_or("-mtriple needs a value")?.to_string()),
            "-filetype" => match value {
                Some("obj") => out.object = true,
                Some("asm") => out.object = false,
                other => return Err(format!("unknown -filetype {other:?}")),
            },
            "-stop-after" => out.stop_after = value.map(str::to_string),
            "-disable-output" => out.disable_output = true,
            n if IGNORED_FLAGS.contains(&n) => {}
            n if known_pass(&n[1..]) => out.passes.push(n[1..].to_string()),
            n => return Err(format!("unknown option '{n}'")),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn opt_run_lines_parse() {
        let a = parse_llvm_args(
            &v("-S -scalarizer -dxil-op-lower -mtriple=dxil-pc-shadermodel6.3-library in.ll"),
            |p| p.starts_with("dxil") || p == "scalarizer",
        )
        .unwrap();
        assert_eq!(a.passes, ["scalarizer", "dxil-op-lower"]);
        assert_eq!(a.triple.as_deref(), Some("dxil-pc-shadermodel6.3-library"));
        assert_eq!(a.input, Some(PathBuf::from("in.ll")));
        let b = parse_llvm_args(&v("--passes=\"print-dx-shader-flags\" -S"), |_| false).unwrap();
        assert_eq!(b.passes, ["print-dx-shader-flags"]);
        let c = parse_llvm_args(&v("--filetype=obj -o - x.ll"), |_| false).unwrap();
        assert!(c.object);
        assert_eq!(c.output, Some(PathBuf::from("-")));
        assert!(parse_llvm_args(&v("-frobnicate"), |_| false).is_err());
    }

    #[test]
    fn llvm_only_flags() {
        let a = parse_llvm_args(
            &v("-disable-dxil-remove-unused-resources --filetype=obj x.ll"),
            |_| false,
        )
        .unwrap();
        assert!(a.object);
        let a = parse_llvm_args(&v("-filetype=obj -dx-embed-debug x.ll"), |_| false).unwrap();
        assert!(a.object);
    }
}
