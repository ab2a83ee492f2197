//! The signature parts ISG1, OSG1 and PSG1 from the entry's signature metadata, as DXC's
//! `DxilProgramSignatureWriter` writes them: one part element per row of each element
//! the signature point keeps ([`sig_point`](super::sig_point)), with the row's semantic
//! index and register (start row + row), the column mask, the usage mask (inputs:
//! components always read; outputs: components never written), the D3D system value
//! and the component type and minimum precision.

use super::sig_point::{effective_kind, in_signature_part, system_value_name, SigKind, SigPoint};
use dxil_container::{
    ComponentType, MinPrecision, NameLayout, Signature, SignatureElement, SystemValue,
};
use dxil_model::metadata::{property, DxilInfo, SignatureElement as DxilElement};
use dxil_model::ShaderKind;

/// Signature element tag of the output stream.
const OUTPUT_STREAM_TAG: u32 = 0;
/// Signature element tag of the dynamically indexed components.
const DYNAMIC_INDEX_TAG: u32 = 2;
/// Signature element tag of the used components.
const USAGE_MASK_TAG: u32 = 3;
/// Shader flag of native (not minimum precision) 16-bit types.
const NATIVE_LOW_PRECISION_FLAG: u64 = 1 << 23;

/// DXIL's `SemanticKind` values the writers test.
pub(crate) mod semantic {
    /// `SV_Position`.
    pub(crate) const POSITION: u8 = 3;
    /// `SV_SampleIndex`.
    pub(crate) const SAMPLE_INDEX: u8 = 12;
    /// `SV_Depth`.
    pub(crate) const DEPTH: u8 = 17;
    /// `SV_DepthLessEqual`.
    pub(crate) const DEPTH_LESS_EQUAL: u8 = 18;
    /// `SV_DepthGreaterEqual`.
    pub(crate) const DEPTH_GREATER_EQUAL: u8 = 19;
    /// `SV_TessFactor`.
    pub(crate) const TESS_FACTOR: u8 = 25;
    /// `SV_InsideTessFactor`.
    pub(crate) const INSIDE_TESS_FACTOR: u8 = 26;
}

/// What the writers need to know about the module besides the elements.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SigContext {
    /// The stage.
    pub(crate) stage: ShaderKind,
    /// The shader model (major, minor).
    pub(crate) shader_model: (u32, u32),
    /// The validator version (major, minor).
    pub(crate) validator: (u32, u32),
    /// 16-bit types are minimum precision (the native low precision flag is clear).
    pub(crate) use_min_precision: bool,
    /// Hull and domain shaders: the tessellator domain (DXIL::TessellatorDomain).
    pub(crate) tessellator_domain: u32,
}

impl SigContext {
    /// The context of `info`'s module, written for validator `validator`.
    pub(crate) fn of(info: &DxilInfo, validator: (u32, u32)) -> SigContext {
        let stage = info.shader_model.kind;
        let tessellator_domain = match stage {
            // HS state: patch constant function, input and output control points,
            // domain, ... (the function is not an integer, so the domain is third).
            ShaderKind::Hull => info.entry.property(property::HS_STATE, 2),
            // DS state: domain, input control points.
            ShaderKind::Domain => info.entry.property(property::DS_STATE, 0),
            _ => None,
        };
        SigContext {
            stage,
            shader_model: (info.shader_model.major, info.shader_model.minor),
            validator,
            use_min_precision: info.entry.shader_flags & NATIVE_LOW_PRECISION_FLAG == 0,
            tessellator_domain: tessellator_domain.unwrap_or(0),
        }
    }

    /// Validators before 1.5 gave `i1` no component type and wrote fixed usage masks.
    fn compat_1_4(&self) -> bool {
        self.validator < (1, 5)
    }
}

/// Value of element tag `tag`, if present.
pub(crate) fn element_tag(e: &DxilElement, tag: u32) -> Option<i128> {
    e.tags.iter().find(|(t, _)| *t == tag).map(|(_, v)| *v)
}

/// The element's output stream.
pub(crate) fn output_stream(e: &DxilElement) -> u32 {
    element_tag(e, OUTPUT_STREAM_TAG).map_or(0, |v| v as u32 & 3)
}

/// The element's dynamically indexed components, from its metadata.
pub(crate) fn dynamic_index_mask(e: &DxilElement) -> u8 {
    element_tag(e, DYNAMIC_INDEX_TAG).map_or(0, |v| v as u8 & 0xf)
}

/// Whether the element has a packing location.
pub(crate) fn is_allocated(e: &DxilElement) -> bool {
    e.start_row >= 0
}

/// The signature's component type of a DXIL component type (`CompTypeToSigCompType`).
pub(crate) fn component_type(comp: u8, i1_unknown: bool) -> ComponentType {
    match comp {
        1 if i1_unknown => ComponentType::Unspecified,
        1 | 5 => ComponentType::UInt32,
        2 => ComponentType::SInt16,
        3 => ComponentType::UInt16,
        4 => ComponentType::SInt32,
        6 => ComponentType::SInt64,
        7 => ComponentType::UInt64,
        8 => ComponentType::Float16,
        9 => ComponentType::Float32,
        10 => ComponentType::Float64,
        _ => ComponentType::Unspecified,
    }
}

/// The minimum precision of a 16-bit DXIL component type.
fn min_precision(comp: u8) -> MinPrecision {
    match comp {
        2 => MinPrecision::SInt16,
        3 => MinPrecision::UInt16,
        8 => MinPrecision::Float16,
        _ => MinPrecision::Default,
    }
}

/// The D3D system value of a DXIL semantic kind (`SemanticKindToSystemValue`).
fn system_value(kind: u8, tessellator_domain: u32) -> SystemValue {
    match kind {
        0 => SystemValue::Undefined,
        1 => SystemValue::VertexID,
        2 => SystemValue::InstanceID,
        3 => SystemValue::Position,
        4 => SystemValue::RenderTargetArrayIndex,
        5 => SystemValue::ViewPortArrayIndex,
        6 => SystemValue::ClipDistance,
        7 => SystemValue::CullDistance,
        10 => SystemValue::PrimitiveID,
        12 => SystemValue::SampleIndex,
        13 => SystemValue::IsFrontFace,
        14 => SystemValue::Coverage,
        15 => SystemValue::InnerCoverage,
        16 => SystemValue::Target,
        17 => SystemValue::Depth,
        18 => SystemValue::DepthLE,
        19 => SystemValue::DepthGE,
        28 => SystemValue::Barycentrics,
        29 => SystemValue::ShadingRate,
        30 => SystemValue::CullPrimitive,
        semantic::TESS_FACTOR => match tessellator_domain {
            // Isolines: density first; later rows become detail factors.
            1 => SystemValue::FinalLineDensityTessfactor,
            2 => SystemValue::FinalTriEdgeTessfactor,
            3 => SystemValue::FinalQuadEdgeTessfactor,
            _ => SystemValue::Undefined,
        },
        semantic::INSIDE_TESS_FACTOR => match tessellator_domain {
            2 => SystemValue::FinalTriInsideTessfactor,
            3 => SystemValue::FinalQuadInsideTessfactor,
            _ => SystemValue::Undefined,
        },
        _ => SystemValue::StencilRef,
    }
}

/// Columns of an element as a mask (at its start column when allocated).
fn cols_mask(e: &DxilElement) -> u8 {
    let start = if is_allocated(e) {
        e.start_col.max(0) as u32
    } else {
        0
    };
    let cols = u32::from(e.cols.min(4));
    (((1u32 << cols) - 1) << start) as u8 & 0xf
}

/// The part for one of the entry's signatures.
pub(crate) fn signature_part(cx: &SigContext, elements: &[DxilElement], sig: SigKind) -> Signature {
    let Some(point) = SigPoint::of(cx.stage, sig) else {
        return Signature::default();
    };
    // Patch constants are inputs of domain shaders, outputs of hull and mesh shaders.
    let is_input = match sig {
        SigKind::Input => true,
        SigKind::Output => false,
        SigKind::PatchConstOrPrim => cx.stage == ShaderKind::Domain,
    };
    let mut out = Vec::new();
    let mut written = 0;
    for e in elements {
        if !in_signature_part(e.system_value, point, cx.shader_model) {
            continue;
        }
        // A system value is named by its kind; one read as an arbitrary value there (an
        // instance ID into a pixel shader) keeps its name and has no system value.
        let kind = effective_kind(e.system_value, point);
        let rows = part_rows(cx, e, is_input, kind);
        out.extend(rows.into_iter().map(|row| SignatureElement {
            element: written,
            ..row
        }));
        written += 1;
    }
    Signature {
        elements: out,
        // DXC shares name strings and pads the part from validator 1.7 on.
        layout: if cx.validator < (1, 7) {
            NameLayout::PerElement
        } else {
            NameLayout::Shared
        },
    }
}

/// The part elements of one DXIL element, one per row, of semantic kind `kind` at its
/// signature point.
fn part_rows(cx: &SigContext, e: &DxilElement, is_input: bool, kind: u8) -> Vec<SignatureElement> {
    let mask = cols_mask(e);
    let rw_mask = if cx.compat_1_4() {
        if is_input {
            0
        } else {
            !mask
        }
    } else {
        let mut usage = element_tag(e, USAGE_MASK_TAG).map_or(0, |v| v as u32 & 0xf);
        if is_allocated(e) {
            usage <<= e.start_col.max(0) as u32;
        }
        if is_input {
            usage as u8
        } else {
            (usage as u8 ^ 0xf) & 0xf
        }
    };
    let mut row = SignatureElement {
        stream: output_stream(e),
        name: system_value_name(kind).unwrap_or_else(|| e.semantic_name.clone()),
        semantic_index: 0,
        system_value: system_value(kind, cx.tessellator_domain),
        component_type: component_type(e.component_type, cx.compat_1_4()),
        register: e.start_row as u32,
        mask,
        rw_mask,
        min_precision: if cx.use_min_precision {
            min_precision(e.component_type)
        } else {
            MinPrecision::Default
        },
        element: 0,
    };
    let mut rows = Vec::with_capacity(e.semantic_indices.len());
    for &index in &e.semantic_indices {
        row.semantic_index = index;
        rows.push(row.clone());
        if is_allocated(e) {
            row.register = row.register.wrapping_add(1);
        }
        if row.system_value == SystemValue::FinalLineDensityTessfactor {
            row.system_value = SystemValue::FinalLineDetailTessfactor;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx(stage: ShaderKind, validator: (u32, u32)) -> SigContext {
        SigContext {
            stage,
            shader_model: (6, 6),
            validator,
            use_min_precision: true,
            tessellator_domain: 1,
        }
    }

    fn element(kind: u8, rows: u32, cols: u8, start: (i32, i8), usage: i128) -> DxilElement {
        DxilElement {
            semantic_name: "E".into(),
            component_type: 8,
            system_value: kind,
            semantic_indices: (0..rows).map(|r| r + 3).collect(),
            rows,
            cols,
            start_row: start.0,
            start_col: start.1,
            tags: vec![(USAGE_MASK_TAG, usage)],
            ..DxilElement::default()
        }
    }

    #[test]
    fn usage_masks_sit_at_the_start_column() {
        let e = element(0, 2, 2, (1, 2), 0b01);
        let out = part_rows(&cx(ShaderKind::Vertex, (1, 8)), &e, false, e.system_value);
        assert_eq!(out.len(), 2);
        assert_eq!((out[0].register, out[1].register), (1, 2));
        assert_eq!((out[0].semantic_index, out[1].semantic_index), (3, 4));
        assert_eq!((out[0].mask, out[0].rw_mask), (0b1100, 0b1011));
        assert_eq!(out[0].min_precision, MinPrecision::Float16);
        let input = part_rows(&cx(ShaderKind::Pixel, (1, 8)), &e, true, e.system_value);
        assert_eq!(input[0].rw_mask, 0b0100);
    }

    #[test]
    fn validator_1_4_masks() {
        let e = element(0, 1, 3, (0, 0), 0b001);
        let out = part_rows(&cx(ShaderKind::Vertex, (1, 4)), &e, false, e.system_value);
        assert_eq!(out[0].rw_mask, !0b111u8);
        let input = part_rows(&cx(ShaderKind::Vertex, (1, 4)), &e, true, e.system_value);
        assert_eq!(input[0].rw_mask, 0);
    }

    #[test]
    fn unpacked_elements_have_no_register() {
        let e = element(semantic::DEPTH, 1, 1, (-1, -1), 1);
        let out = part_rows(&cx(ShaderKind::Pixel, (1, 8)), &e, false, e.system_value);
        assert_eq!((out[0].register, out[0].mask), (u32::MAX, 1));
        assert_eq!(out[0].system_value, SystemValue::Depth);
    }

    #[test]
    fn isoline_tess_factors_are_density_then_detail() {
        let e = element(semantic::TESS_FACTOR, 2, 1, (0, 3), 1);
        let out = part_rows(&cx(ShaderKind::Hull, (1, 8)), &e, false, e.system_value);
        assert_eq!(out[0].system_value, SystemValue::FinalLineDensityTessfactor);
        assert_eq!(out[1].system_value, SystemValue::FinalLineDetailTessfactor);
    }

    #[test]
    fn a_system_value_read_as_arbitrary_keeps_its_name() {
        // An instance ID into a pixel shader is an arbitrary value there; a system
        // value is named by its kind.
        let mut e = element(2, 1, 1, (0, 0), 1);
        e.semantic_name = "A".into();
        let ps = signature_part(&cx(ShaderKind::Pixel, (1, 8)), &[e.clone()], SigKind::Input);
        assert_eq!(ps.elements[0].system_value, SystemValue::Undefined);
        assert_eq!(ps.elements[0].name, "A");
        let vs = signature_part(&cx(ShaderKind::Vertex, (1, 8)), &[e], SigKind::Input);
        assert_eq!(vs.elements[0].system_value, SystemValue::InstanceID);
        assert_eq!(vs.elements[0].name, "SV_InstanceID");
    }

    #[test]
    fn coverage_input_is_left_out() {
        let elements = [element(14, 1, 1, (-1, -1), 1), element(0, 1, 4, (0, 0), 15)];
        let part = signature_part(&cx(ShaderKind::Pixel, (1, 8)), &elements, SigKind::Input);
        assert_eq!(part.elements.len(), 1);
        assert_eq!(part.elements[0].system_value, SystemValue::Undefined);
    }
}
