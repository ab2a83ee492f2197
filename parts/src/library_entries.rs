//! What a library needs: ray-tracing entries with the parameters their stage takes (a
//! payload; a hit's attributes; a callable's parameter), and, when lowered from
//! clang's IR, something to export. Clang 22 emits miss, hit and callable entries
//! without their parameters, which Microsoft's validator rejects; such a module stops
//! here with the reason instead. (DXC may write a library that exports nothing, when
//! its optimizer removed every function; such DXIL text still assembles.)

use crate::error::PartsError as Error;
use dxil_ir::{Module, TypeData};
use dxil_model::metadata::DxilInfo;
use dxil_model::ShaderKind;

/// Checks a library module (other modules pass).
pub(super) fn check(info: &DxilInfo, module: &Module) -> Result<(), Error> {
    if info.shader_model.kind != ShaderKind::Library {
        return Ok(());
    }
    for entry in &info.library_entries {
        let Some(fid) = entry.function else { continue };
        let kind = entry.library_kind();
        let (needed, what) = match kind {
            Some(ShaderKind::AnyHit | ShaderKind::ClosestHit) => {
                (2, "a payload and an attributes parameter")
            }
            Some(ShaderKind::Miss) => (1, "a payload parameter"),
            Some(ShaderKind::Callable) => (1, "a parameter"),
            _ => continue,
        };
        let f = &module.functions[fid];
        let params = match module.types.get(f.ty) {
            TypeData::Function { params, .. } => params.len(),
            _ => 0,
        };
        if params != needed {
            return Err(Error::Container(format!(
                "{} shader '{}' takes {params} parameters where it needs {what}; clang 22 \
                 emits ray-tracing entries without them",
                kind.map_or("ray tracing", |k| k.stage_name()),
                entry.name
            )));
        }
    }
    Ok(())
}

/// A library lowered from clang's IR must export something: an entry, an exported
/// function or a subobject (clang keeps only those), else its author most likely
/// forgot `export` or `[shader(...)]`.
pub fn check_exports(module: &Module) -> Result<(), Error> {
    let defines = module.functions.iter().any(|(_, f)| f.body.is_some());
    if defines || module.named_metadata.contains_key("dx.subobjects") {
        return Ok(());
    }
    Err(Error::Container(
        "the library exports nothing: it defines no entry (`[shader(...)]`), no exported \
         function (`export`) and no subobject"
            .into(),
    ))
}
