//! The shader-flag bits DXC's validator derives from a DXIL module's resource lists,
//! signatures and operations, by the module's validator version (`!dx.valver`, 1.0
//! when missing), where lowering's analysis reads them from clang's module instead:
//!
//! | bit | flag | set when |
//! |-----|------|----------|
//! | 4 | raw and structured buffers | an SRV or UAV record is a raw or structured buffer |
//! | 9 | viewport / render-target array index | a vertex, hull or domain shader outputs one; a geometry shader (and from 1.4 a hull or domain shader) inputs one |
//! | 13 | typed UAV load additional formats | a `BufferLoad`/`TextureLoad` reads a UAV: any (1.0), a typed one of more than one component (1.1 on) |
//! | 15 | 64 UAVs | more than 8 UAV records (before 1.6), more than 8 UAV slots counting each range as at most 9 (1.6 on) |
//! | 16 | UAVs at every stage | UAVs in a stage other than compute and pixel (before 1.8), in a vertex, hull, domain or geometry shader (1.8 on) |
//! | 21 | view ID | a function calls `ViewID` |
//! | 33 | resources may not alias | DXIL 1.7 or later with UAVs in the module (before 1.8), or a UAV handle made in the function (1.8 on) |
//! | 35 | writeable MSAA textures | a UAV record is a multisampled texture (before 1.8), or a multisampled texture's UAV handle is made in the function (1.8 on); a function calls `TextureStoreSample` |

use super::value_origins::resource_kind::{
    RAW_BUFFER, STRUCTURED_BUFFER, TEXTURE_1D, TEXTURE_2D_MS, TEXTURE_2D_MS_ARRAY, TYPED_BUFFER,
};
use super::value_origins::{handle_origin_of, symbol_global};
use dxil_ir::{FuncId, Module};
use dxil_model::metadata::{EntryPoint, ResourceClass};
use dxil_model::op_table::{dx_op_call, numbers};
use dxil_model::{DxilInfo, ShaderKind};

/// The bits derived here.
pub(super) const DERIVED: u64 =
    (1 << 4) | (1 << 9) | (1 << 13) | (1 << 15) | (1 << 16) | (1 << 21) | (1 << 33) | (1 << 35);

const RAW_AND_STRUCTURED: u64 = 1 << 4;
const VIEWPORT_AND_RT_ARRAY_INDEX: u64 = 1 << 9;
const TYPED_UAV_LOAD_FORMATS: u64 = 1 << 13;
const MAX_64_UAVS: u64 = 1 << 15;
const UAVS_AT_EVERY_STAGE: u64 = 1 << 16;
const VIEW_ID: u64 = 1 << 21;
/// Bit 33.
pub(super) const RES_MAY_NOT_ALIAS: u64 = 1 << 33;
const WRITEABLE_MSAA: u64 = 1 << 35;

/// Whether resource kind `k` is a multisampled texture.
fn multisampled(k: u32) -> bool {
    matches!(k, TEXTURE_2D_MS | TEXTURE_2D_MS_ARRAY)
}

/// Semantic kinds: render-target array index, viewport array index.
const RENDER_TARGET_ARRAY_INDEX: u8 = 4;
const VIEWPORT_ARRAY_INDEX: u8 = 5;

/// What decides the bits besides the code: the module's versions.
pub(super) struct Versions {
    validator: (u32, u32),
    dxil: (u32, u32),
}

impl Versions {
    pub fn of(info: &DxilInfo) -> Self {
        Versions {
            validator: info.validator_version.unwrap_or((1, 0)),
            dxil: info.dxil_version,
        }
    }
}

/// The bits the module's resource records imply for an entry of stage `stage` (or, for
/// a library's own record, the library).
pub(super) fn resource_bits(info: &DxilInfo, stage: ShaderKind, versions: &Versions) -> u64 {
    let records = &info.resources;
    let uavs: Vec<_> = records
        .iter()
        .filter(|r| r.class == ResourceClass::Uav)
        .collect();
    let mut bits = 0;
    if records
        .iter()
        .filter(|r| matches!(r.class, ResourceClass::Srv | ResourceClass::Uav))
        .any(|r| matches!(r.kind(), RAW_BUFFER | STRUCTURED_BUFFER))
    {
        bits |= RAW_AND_STRUCTURED;
    }
    let slots: u64 = if versions.validator < (1, 6) {
        uavs.len() as u64
    } else {
        uavs.iter().map(|r| u64::from(r.range_size.min(9))).sum()
    };
    if slots > 8 {
        bits |= MAX_64_UAVS;
    }
    if versions.validator < (1, 8) && uavs.iter().any(|r| multisampled(r.kind())) {
        bits |= WRITEABLE_MSAA;
    }
    if !uavs.is_empty() {
        let every_stage = if versions.validator < (1, 8) {
            !matches!(stage, ShaderKind::Compute | ShaderKind::Pixel)
        } else {
            matches!(
                stage,
                ShaderKind::Vertex | ShaderKind::Hull | ShaderKind::Domain | ShaderKind::Geometry
            )
        };
        if every_stage {
            bits |= UAVS_AT_EVERY_STAGE;
        }
        if versions.dxil >= (1, 7) && versions.validator < (1, 8) {
            bits |= RES_MAY_NOT_ALIAS;
        }
    }
    bits
}

/// The bits entry `e`'s signatures imply.
pub(super) fn signature_bits(e: &EntryPoint, stage: ShaderKind, versions: &Versions) -> u64 {
    let array_index = |els: &[dxil_model::metadata::SignatureElement]| {
        els.iter().any(|el| {
            matches!(
                el.system_value,
                RENDER_TARGET_ARRAY_INDEX | VIEWPORT_ARRAY_INDEX
            )
        })
    };
    let inputs_count = stage == ShaderKind::Geometry
        || (versions.validator >= (1, 4) && matches!(stage, ShaderKind::Hull | ShaderKind::Domain));
    let outputs_count = matches!(
        stage,
        ShaderKind::Vertex | ShaderKind::Hull | ShaderKind::Domain
    );
    if (inputs_count && array_index(&e.inputs)) || (outputs_count && array_index(&e.outputs)) {
        VIEWPORT_AND_RT_ARRAY_INDEX
    } else {
        0
    }
}

/// The bits function `f`'s operations imply.
pub(super) fn function_bits(m: &Module, info: &DxilInfo, f: FuncId, versions: &Versions) -> u64 {
    let Some(body) = &m.functions[f].body else {
        return 0;
    };
    let mut bits = 0;
    for (_, i) in body.placed_insts() {
        let Some((op, args)) = dx_op_call(m, &body.insts[i].kind) else {
            continue;
        };
        match op.0 {
            numbers::VIEW_ID => bits |= VIEW_ID,
            numbers::BUFFER_LOAD | numbers::TEXTURE_LOAD => {
                let origin = args
                    .first()
                    .and_then(|h| handle_origin_of(m, info, body, *h));
                let Some(origin) = origin.filter(|o| o.class == ResourceClass::Uav) else {
                    continue;
                };
                let typed = origin
                    .kind
                    .is_some_and(|k| (TEXTURE_1D..=TYPED_BUFFER).contains(&k));
                if versions.validator < (1, 1)
                    || (typed && origin.components.is_some_and(|c| c > 1))
                {
                    bits |= TYPED_UAV_LOAD_FORMATS;
                }
            }
            numbers::CREATE_HANDLE | numbers::CREATE_HANDLE_FOR_LIB | numbers::ANNOTATE_HANDLE
                if versions.validator >= (1, 8) =>
            {
                let made = handle_origin_of(m, info, body, dxil_ir::Value::Inst(i))
                    .filter(|o| o.class == ResourceClass::Uav);
                if made.is_some() && versions.dxil >= (1, 7) {
                    bits |= RES_MAY_NOT_ALIAS;
                }
                // DXC reads a library handle's kind only from a load of the record's
                // global itself, the others' as they were made.
                let kind = if op.0 == numbers::CREATE_HANDLE_FOR_LIB {
                    loaded_uav_kind(m, info, body, args)
                } else {
                    made.and_then(|o| o.kind)
                };
                if kind.is_some_and(multisampled) {
                    bits |= WRITEABLE_MSAA;
                }
            }
            numbers::TEXTURE_STORE_SAMPLE => bits |= WRITEABLE_MSAA,
            _ => {}
        }
    }
    bits
}

/// The kind of the UAV record whose global a `createHandleForLib` (of `args`) loads
/// itself (not through a `getelementptr`), as DXC's flags find it.
fn loaded_uav_kind(
    m: &Module,
    info: &DxilInfo,
    body: &dxil_ir::Body,
    args: &[dxil_ir::Value],
) -> Option<u32> {
    let dxil_ir::Value::Inst(load) = *args.first()? else {
        return None;
    };
    let dxil_ir::InstKind::Load {
        ptr: dxil_ir::Value::Global(g),
        ..
    } = body.insts[load].kind
    else {
        return None;
    };
    let record = (info.resources.uavs.iter())
        .find(|r| r.symbol.and_then(|s| symbol_global(m, s)) == Some(g))?;
    Some(record.kind())
}
