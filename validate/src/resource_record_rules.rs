//! Rules on each resource record's own fields (`!dx.resources`) and on the lists'
//! identifiers.
//!
//! - `SM.INVALIDSAMPLERFEEDBACKTYPE`: a feedback texture's kind is min mip or mip
//!   region used.
//! - `SM.INVALIDRESOURCEKIND`: an SRV or UAV has a texture, buffer or feedback kind
//!   (not invalid, CBuffer or Sampler); `SM.INVALIDTEXTUREKINDONUAV`: no TextureCube
//!   UAVs; `SM.SAMPLECOUNTONLYON2DMS`: only multisampled textures have a sample count.
//! - `SM.INVALIDRESOURCECOMPTYPE`: an SRV or UAV other than a raw or structured buffer
//!   or a feedback texture names the component type of its elements, one a resource can
//!   return (not invalid or `i1`).
//! - `SM.COUNTERONLYONSTRUCTBUF`: only a structured buffer UAV has a counter.
//! - `META.VALIDSAMPLERMODE`: not the invalid mode (3; DXC's validator lets modes past
//!   it through); `SM.CBUFFERSIZE`: at most
//!   64 KiB; `SM.ROVONLYINPS`: rasterizer-ordered views in pixel shaders (and
//!   libraries) only.
//! - `META.DENSERESIDS`: each class's records are numbered 0, 1, 2, ... in order.

use super::Validation;
use dxil_model::metadata::{Resource, ResourceClass};
use dxil_model::{DxilInfo, ShaderKind};

use super::value_origins::resource_kind::{
    CBUFFER, FEEDBACK_TEXTURE_2D, FEEDBACK_TEXTURE_2D_ARRAY, LAST as LAST_KIND, RAW_BUFFER,
    SAMPLER, STRUCTURED_BUFFER, TEXTURE_2D_MS, TEXTURE_2D_MS_ARRAY, TEXTURE_CUBE,
    TEXTURE_CUBE_ARRAY,
};
use super::value_origins::sampler_mode;

/// Component types (DXIL::ComponentType) a resource cannot return: invalid, `i1`, and
/// past the last one (PackedU8x32, 16).
fn returnable(component: u32) -> bool {
    (2..=16).contains(&component)
}

/// The largest constant buffer, in bytes (4,096 rows of 16).
pub(super) const MAX_CBUFFER_BYTES: u32 = 65536;

/// Checks every resource record of `info` into `v`.
pub(super) fn check_resource_records(info: &DxilInfo, v: &mut Validation) {
    let lists = [
        &info.resources.srvs,
        &info.resources.uavs,
        &info.resources.cbvs,
        &info.resources.samplers,
    ];
    for list in lists {
        for (index, r) in list.iter().enumerate() {
            if r.id as usize != index {
                v.push(
                    "META.DENSERESIDS",
                    format!(
                        "Resource identifiers must be zero-based and dense: {:?} record {index} \
                         has id {}",
                        r.class, r.id
                    ),
                    at(r),
                );
            }
            check_record(info, r, v);
        }
    }
}

fn at(r: &Resource) -> String {
    format!("resource {}", r.label())
}

fn check_record(info: &DxilInfo, r: &Resource, v: &mut Validation) {
    let mut push = |rule: &'static str, message: String| v.push(rule, message, at(r));
    match r.class {
        ResourceClass::Srv | ResourceClass::Uav => {
            let kind = r.shape;
            if kind == 0 || kind == CBUFFER || kind == SAMPLER || kind > LAST_KIND {
                push(
                    "SM.INVALIDRESOURCEKIND",
                    format!("Invalid resources kind ({kind})."),
                );
            }
            // Sampler feedback kinds: min mip 0, mip region used 1 (tag 2 of a feedback
            // texture's record; none is min mip).
            let feedback = r
                .other_tags
                .iter()
                .find(|(tag, _)| *tag == 2)
                .map(|&(_, k)| k);
            if matches!(kind, FEEDBACK_TEXTURE_2D | FEEDBACK_TEXTURE_2D_ARRAY)
                && feedback.is_some_and(|k| !(0..2).contains(&k))
            {
                push(
                    "SM.INVALIDSAMPLERFEEDBACKTYPE",
                    format!("Invalid sampler feedback type ({}).", feedback.unwrap_or(0)),
                );
            }
            if r.class == ResourceClass::Uav && matches!(kind, TEXTURE_CUBE | TEXTURE_CUBE_ARRAY) {
                push(
                    "SM.INVALIDTEXTUREKINDONUAV",
                    "TextureCube[Array] resources are not supported with UAVs.".into(),
                );
            }
            let multisampled = matches!(kind, TEXTURE_2D_MS | TEXTURE_2D_MS_ARRAY);
            if r.class == ResourceClass::Srv && r.sample_count != 0 && !multisampled {
                push(
                    "SM.SAMPLECOUNTONLYON2DMS",
                    "Only Texture2DMS/2DMSArray could has sample count.".into(),
                );
            }
            // All but raw and structured buffers and feedback textures name a component
            // type (an acceleration structure too: DXC's say `u32`).
            let typed = !matches!(
                kind,
                RAW_BUFFER | STRUCTURED_BUFFER | FEEDBACK_TEXTURE_2D | FEEDBACK_TEXTURE_2D_ARRAY
            );
            match r.element_type {
                Some(component) if !returnable(component) => push(
                    "SM.INVALIDRESOURCECOMPTYPE",
                    format!("Invalid resource return type (component type {component})."),
                ),
                None if typed => push(
                    "SM.INVALIDRESOURCECOMPTYPE",
                    "Invalid resource return type (none given).".into(),
                ),
                _ => {}
            }
            if r.class == ResourceClass::Uav && r.has_counter && kind != STRUCTURED_BUFFER {
                push(
                    "SM.COUNTERONLYONSTRUCTBUF",
                    "BufferUpdateCounter valid only on structured buffers.".into(),
                );
            }
            let pixel_or_library = matches!(
                info.shader_model.kind,
                ShaderKind::Pixel | ShaderKind::Library
            );
            if r.is_rov && !pixel_or_library {
                push(
                    "SM.ROVONLYINPS",
                    "RasterizerOrdered objects are only allowed in 5.0+ pixel shaders.".into(),
                );
            }
        }
        ResourceClass::Cbv if r.shape > MAX_CBUFFER_BYTES => push(
            "SM.CBUFFERSIZE",
            format!(
                "CBuffer size is {} bytes, exceeding maximum of {MAX_CBUFFER_BYTES} bytes.",
                r.shape
            ),
        ),
        ResourceClass::Sampler if r.shape == sampler_mode::INVALID => push(
            "META.VALIDSAMPLERMODE",
            format!("Invalid sampler mode ({}) on sampler.", r.shape),
        ),
        _ => {}
    }
}
