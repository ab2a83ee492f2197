//! LLVM's `print-dx-shader-flags`: the module's combined shader flags and each
//! function's, as LLVM's DXILShaderFlags analysis prints them.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use dxil_analysis::shader_flags::{compute_shader_flags, describe_flags};
use dxil_ir::Module;

/// The `print-dx-shader-flags` analysis printer.
pub struct PrintShaderFlags;

impl Pass for PrintShaderFlags {
    fn name(&self) -> &'static str {
        "print-dx-shader-flags"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let flags = compute_shader_flags(module, &cx.target())?;
        let mut out = String::from("; Combined Shader Flags for Module\n");
        describe_flags(flags.combined, &mut out);
        out.push_str("; Shader Flags for Module Functions\n");
        for (f, v) in &flags.functions {
            use std::fmt::Write;
            let _ = write!(
                out,
                "; Function {} : 0x{v:08x}\n;\n",
                module.functions[*f].name
            );
        }
        cx.printed.push_str(&out);
        Ok(())
    }
}
