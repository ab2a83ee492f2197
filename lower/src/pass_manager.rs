//! A small pass manager: the pass trait, what passes read besides the module, and
//! pipelines of pass names (as `opt -passes=` writes them) run in order over a module;
//! the passes by name are in [`crate::pass_registry`].

use crate::error::LowerError;
use dxil_ir::Module;
use dxil_model::shader_model::ShaderModel;

/// What every pass may read besides the module.
#[derive(Clone, Debug, Default)]
pub struct PassContext {
    /// The shader model to lower for (from `-mtriple`, `-T` or the module's triple).
    pub shader_model: Option<ShaderModel>,
    /// The validator version (major, minor).
    pub validator_version: Option<(u32, u32)>,
    /// Text the "print<...>" analyses produce (what LLVM prints to stderr).
    pub printed: String,
    /// Compute what DXC computes where LLVM's lowering differs (`dxil-emit compile`);
    /// off, the passes follow LLVM's, as `opt` and `llc` do.
    pub dxc_semantics: bool,
    /// Improve the code before lowering it where DXC's output is better than LLVM's
    /// (`dxil-emit compile` unless `-O0`): local arrays that only hold a copy go
    /// ([`crate::transforms::local_array_copies`]).
    pub optimize: bool,
}

impl PassContext {
    /// The shader model and validator version the analyses read the module for.
    pub fn target(&self) -> dxil_analysis::Target {
        dxil_analysis::Target {
            shader_model: self.shader_model,
            validator_version: self.validator_version,
        }
    }

    /// Whether `m` is compiled as a library (its shader model's stage, or the one the
    /// context targets).
    pub fn is_library(&self, m: &Module) -> bool {
        dxil_analysis::shader_flags::module_shader_model(m, &self.target())
            .is_some_and(|sm| sm.kind == dxil_model::shader_model::ShaderKind::Library)
    }
}

/// One transformation or analysis over a module.
pub trait Pass: Send + Sync {
    /// The name `opt -passes=` and the legacy `-<name>` flag use.
    fn name(&self) -> &'static str;
    /// Runs the pass.
    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError>;
}

/// A pass that edits each function on its own through a cursor.
pub struct FunctionPass {
    /// The pass's name.
    pub name: &'static str,
    /// The edit of one function.
    pub edit: fn(&mut crate::rewrite::FuncCursor<'_>),
}

impl Pass for FunctionPass {
    fn name(&self) -> &'static str {
        self.name
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        crate::rewrite::edit_each_function(module, self.edit);
        Ok(())
    }
}

/// Splits an `opt -passes=` pipeline (`a,b`, `module(a,b)`, `function(scalarizer)`,
/// `print<dxil-signature>`) into pass names, dropping the pass-manager wrappers.
pub fn parse_pipeline(text: &str) -> Result<Vec<String>, LowerError> {
    let mut names = Vec::new();
    let mut current = String::new();
    let mut angle = 0i32;
    let mut paren = 0i32;
    for c in text.chars() {
        match c {
            '<' => {
                angle += 1;
                current.push(c)
            }
            '>' => {
                angle -= 1;
                current.push(c)
            }
            '(' if angle == 0 => {
                // `module(` / `function(` / `cgscc(`: a nesting wrapper, not a pass.
                paren += 1;
                current.clear();
            }
            ')' if angle == 0 => {
                paren -= 1;
                push_name(&mut names, &mut current);
            }
            ',' if angle == 0 => push_name(&mut names, &mut current),
            c if c.is_whitespace() => {}
            c => current.push(c),
        }
        if angle < 0 || paren < 0 {
            return Err(LowerError::invalid(format!(
                "unbalanced pass pipeline '{text}'"
            )));
        }
    }
    if angle != 0 || paren != 0 {
        return Err(LowerError::invalid(format!(
            "unbalanced pass pipeline '{text}'"
        )));
    }
    push_name(&mut names, &mut current);
    Ok(names)
}

fn push_name(names: &mut Vec<String>, current: &mut String) {
    if !current.is_empty() {
        names.push(std::mem::take(current));
    }
}

/// Runs the named passes in order.
pub fn run_passes(
    module: &mut Module,
    names: &[String],
    cx: &mut PassContext,
) -> Result<(), LowerError> {
    let mut passes = Vec::new();
    for n in names {
        passes.extend(crate::pass_registry::passes_by_name(n)?);
    }
    for p in passes {
        timed(p.name(), || p.run(module, cx))?;
    }
    Ok(())
}

/// Runs `step`; when [`TIME_PASSES_VARIABLE`] is set, prints its wall time under `name`.
pub fn timed<T>(name: &str, step: impl FnOnce() -> T) -> T {
    if std::env::var_os(TIME_PASSES_VARIABLE).is_none() {
        return step();
    }
    let start = std::time::Instant::now();
    let out = step();
    eprintln!("{:>10.3} ms  {name}", start.elapsed().as_secs_f64() * 1e3);
    out
}

/// The environment variable that, when set, makes [`run_passes`] print each pass's
/// wall time to stderr (what LLVM's `-time-passes` reports), to find the slow pass.
pub const TIME_PASSES_VARIABLE: &str = "DXIL_EMIT_TIME_PASSES";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_drop_wrappers() {
        assert_eq!(
            parse_pipeline("function(scalarizer),module(dxil-intrinsic-expansion,dxil-op-lower)")
                .unwrap(),
            vec!["scalarizer", "dxil-intrinsic-expansion", "dxil-op-lower"]
        );
        assert_eq!(
            parse_pipeline("dxil-translate-metadata,print<dxil-signature>").unwrap(),
            vec!["dxil-translate-metadata", "print<dxil-signature>"]
        );
        assert!(parse_pipeline("module(a").is_err());
    }
}
