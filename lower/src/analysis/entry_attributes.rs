//! What clang's function attributes say about each entry: its stage and the
//! numbers of `hlsl.numthreads` and the other stage attributes.

use crate::error::LowerError;
use dxil_ir::{FuncId, Module, Site};
use dxil_model::shader_model::ShaderKind;

/// What one entry function declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryAttrs {
    /// The function.
    pub func: FuncId,
    /// Its stage (`"hlsl.shader"`).
    pub stage: ShaderKind,
    /// `"hlsl.numthreads"`.
    pub numthreads: Option<[u32; 3]>,
    /// `"hlsl.wavesize"`: min, max, preferred (0 when not given).
    pub wave_size: Option<[u32; 3]>,
}

fn parse_triple_ints(s: &str) -> Option<[u32; 3]> {
    let v: Vec<u32> = s
        .split(',')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<_>>()?;
    Some([
        *v.first()?,
        *v.get(1).unwrap_or(&0),
        *v.get(2).unwrap_or(&0),
    ])
}

/// The entry functions of `m` (those with `"hlsl.shader"`), in module order.
pub fn entry_functions(m: &Module) -> Result<Vec<EntryAttrs>, LowerError> {
    let mut out = Vec::new();
    for (fid, f) in m.functions.iter() {
        let Some(stage) = f.attrs.func.string("hlsl.shader") else {
            continue;
        };
        let stage = ShaderKind::from_stage_name(stage).ok_or_else(|| LowerError::Invalid {
            msg: format!("unknown shader stage '{stage}' on @{}", f.name),
            site: Some(Site::Function(fid)),
        })?;
        let attr_ints = |key: &str| -> Result<Option<[u32; 3]>, LowerError> {
            match f.attrs.func.string(key) {
                None => Ok(None),
                Some(s) => parse_triple_ints(s)
                    .map(Some)
                    .ok_or_else(|| LowerError::Invalid {
                        msg: format!("malformed \"{key}\"=\"{s}\" on @{}", f.name),
                        site: Some(Site::Function(fid)),
                    }),
            }
        };
        out.push(EntryAttrs {
            func: fid,
            stage,
            numthreads: attr_ints("hlsl.numthreads")?,
            wave_size: attr_ints("hlsl.wavesize")?,
        });
    }
    Ok(out)
}
