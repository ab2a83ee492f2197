//! DXC's semantic interpretation table (DxilSigPoint.inl, DXIL.rst "Semantic
//! Interpretations"): for each semantic kind at each signature point, whether the
//! element is in the signature and how it is packed. Elements that are not applicable
//! there (`NA`) or are read through their own operation (`NotInSig`, e.g.
//! `SV_SampleIndex` is a shadow but `SV_Coverage` input is not) are left out of the
//! signature parts; PSV0 still lists every element. Lowering's signature packing,
//! the container's ISG1/OSG1/PSG1 and the validator's signature rules read it.

use crate::shader_model::ShaderKind;

/// A signature point: where a signature sits in the pipeline (DXIL::SigPointKind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SigPoint {
    /// Vertex shader input.
    VsIn = 0,
    /// Vertex shader output.
    VsOut = 1,
    /// Hull shader control point input.
    HsCpIn = 4,
    /// Hull shader control point output.
    HsCpOut = 5,
    /// Patch constant output.
    PcOut = 6,
    /// Domain shader patch constant input.
    DsIn = 7,
    /// Domain shader control point input.
    DsCpIn = 8,
    /// Domain shader output.
    DsOut = 9,
    /// Geometry shader vertex input.
    GsVIn = 10,
    /// Geometry shader non-vertex input.
    GsIn = 11,
    /// Geometry shader output.
    GsOut = 12,
    /// Pixel shader input.
    PsIn = 13,
    /// Pixel shader output.
    PsOut = 14,
    /// Mesh shader vertex output.
    MsOut = 17,
    /// Mesh shader primitive output.
    MsPOut = 18,
}

/// Which of an entry's three signatures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SigKind {
    /// Inputs.
    Input,
    /// Outputs.
    Output,
    /// Patch constants or mesh primitives.
    PatchConstOrPrim,
}

impl SigPoint {
    /// The signature point of a stage's signature (none for stages without signatures).
    pub fn of(stage: ShaderKind, sig: SigKind) -> Option<SigPoint> {
        use SigKind::*;
        use SigPoint::*;
        Some(match (stage, sig) {
            (ShaderKind::Vertex, Input) => VsIn,
            (ShaderKind::Vertex, Output) => VsOut,
            (ShaderKind::Hull, Input) => HsCpIn,
            (ShaderKind::Hull, Output) => HsCpOut,
            (ShaderKind::Hull, PatchConstOrPrim) => PcOut,
            (ShaderKind::Domain, Input) => DsCpIn,
            (ShaderKind::Domain, Output) => DsOut,
            (ShaderKind::Domain, PatchConstOrPrim) => DsIn,
            (ShaderKind::Geometry, Input) => GsVIn,
            (ShaderKind::Geometry, Output) => GsOut,
            (ShaderKind::Pixel, Input) => PsIn,
            (ShaderKind::Pixel, Output) => PsOut,
            (ShaderKind::Mesh, Output) => MsOut,
            (ShaderKind::Mesh, PatchConstOrPrim) => MsPOut,
            _ => return None,
        })
    }
}

/// DXC's interpretation table, one row per semantic kind (DXIL::SemanticKind order),
/// one column per signature point in DXIL::SigPointKind order: VSIn VSOut PCIn HSIn
/// HSCPIn HSCPOut PCOut DSIn DSCPIn DSOut GSVIn GSIn GSOut PSIn PSOut CSIn MSIn MSOut
/// MSPOut ASIn. Codes: `A` arbitrary, `S` system value, `G` system-generated value,
/// `C` clip/cull, `H` shadow, `T` target, `P` not packed, `F` tessellation factor (all
/// in the signature); `n` not in the signature; `.` not applicable.
const INTERPRETATION: [&str; 33] = [
    "AA..AAAAAAA.AA...AA.", // Arbitrary
    "S...................", // VertexID
    "SA..AA..AAA.AA......", // InstanceID
    "AS..SSAASSS.SS...S..", // Position
    "AS..SSAASSS.SS....S.", // RenderTargetArrayIndex
    "AS..SSAASSS.SS....S.", // ViewPortArrayIndex
    "AC..CCAACCC.CC...C..", // ClipDistance
    "AC..CCAACCC.CC...C..", // CullDistance
    "...n................", // OutputControlPointID
    ".......n............", // DomainLocation
    "..nn...n...HGG....S.", // PrimitiveID
    "...........n........", // GSInstanceID
    ".............H......", // SampleIndex
    "............GG......", // IsFrontFace
    ".............nP.....", // Coverage
    ".............n......", // InnerCoverage
    "..............T.....", // Target
    "..............P.....", // Depth
    "..............P.....", // DepthLessEqual
    "..............P.....", // DepthGreaterEqual
    "..............P.....", // StencilRef
    "...............nn..n", // DispatchThreadID
    "...............nn..n", // GroupID
    "...............nn..n", // GroupIndex
    "...............nn..n", // GroupThreadID
    "......FF............", // TessFactor
    "......FF............", // InsideTessFactor
    "n.nn...n...n.n..n...", // ViewID
    ".............P......", // Barycentrics
    ".S..SS..SSS.SS....S.", // ShadingRate
    ".............n....P.", // CullPrimitive
    "n...................", // StartVertexLocation
    "n...................", // StartInstanceLocation
];

/// System-value semantic names in DXIL::SemanticKind order (kind 0, arbitrary, has
/// none): `SV_` plus the name, compared without case.
const SYSTEM_VALUE_NAMES: [&str; 33] = [
    "",
    "VertexID",
    "InstanceID",
    "Position",
    "RenderTargetArrayIndex",
    "ViewportArrayIndex",
    "ClipDistance",
    "CullDistance",
    "OutputControlPointID",
    "DomainLocation",
    "PrimitiveID",
    "GSInstanceID",
    "SampleIndex",
    "IsFrontFace",
    "Coverage",
    "InnerCoverage",
    "Target",
    "Depth",
    "DepthLessEqual",
    "DepthGreaterEqual",
    "StencilRef",
    "DispatchThreadID",
    "GroupID",
    "GroupIndex",
    "GroupThreadID",
    "TessFactor",
    "InsideTessFactor",
    "ViewID",
    "Barycentrics",
    "ShadingRate",
    "CullPrimitive",
    "StartVertexLocation",
    "StartInstanceLocation",
];

/// The semantic kind of a semantic name (without its index): 0 for a user semantic,
/// the `SV_*` kind otherwise; `None` for an `SV_` name DXIL does not know.
pub fn semantic_kind_of_name(name: &str) -> Option<u8> {
    let Some(sv) = name
        .get(..3)
        .filter(|p| p.eq_ignore_ascii_case("SV_"))
        .map(|_| &name[3..])
    else {
        return Some(0);
    };
    SYSTEM_VALUE_NAMES
        .iter()
        .skip(1)
        .position(|n| n.eq_ignore_ascii_case(sv))
        .map(|i| i as u8 + 1)
}

/// `name` as DXC writes it in signatures and their metadata: a system value in its
/// canonical spelling (`SV_TARGET` is `SV_Target`), any other semantic as written.
pub fn canonical_semantic_name(name: &str) -> String {
    match semantic_kind_of_name(name) {
        Some(kind) if kind > 0 => format!("SV_{}", SYSTEM_VALUE_NAMES[usize::from(kind)]),
        _ => name.to_string(),
    }
}

/// The canonical `SV_` name of system-value kind `kind` (`SV_Target`), if it is one.
pub fn system_value_name(kind: u8) -> Option<String> {
    SYSTEM_VALUE_NAMES
        .get(usize::from(kind))
        .filter(|n| !n.is_empty())
        .map(|n| format!("SV_{n}"))
}

/// The kind an element of semantic kind `kind` has at `point`: arbitrary (0) where the
/// point reads the system value as an arbitrary value (an instance ID into a pixel
/// shader), as DXC's signature parts name and kind it.
pub fn effective_kind(kind: u8, point: SigPoint) -> u8 {
    if interpretation(kind, point) == Interpretation::Arbitrary {
        0
    } else {
        kind
    }
}

/// Shader models from which an interpretation applies, where it is not 6.0: the
/// barycentrics input needs 6.1, shading rate 6.4 (except as a primitive output).
fn minimum_shader_model(kind: u8, point: SigPoint) -> (u32, u32) {
    match (kind, point) {
        (28, _) => (6, 1),
        (29, SigPoint::MsPOut) => (6, 0),
        (29, _) => (6, 4),
        _ => (6, 0),
    }
}

/// How an element is treated at a signature point (DXIL::SemanticInterpretationKind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interpretation {
    /// Not available at this point.
    NotAvailable,
    /// A normal system value.
    SystemValue,
    /// A system-generated value (packed last).
    SystemGenerated,
    /// Treated as an arbitrary (user) value.
    Arbitrary,
    /// Not in the signature (read through its own operation).
    NotInSignature,
    /// In the signature, but not packed into the register space.
    NotPacked,
    /// `SV_Target`: its semantic index is its row.
    Target,
    /// A tessellation factor.
    TessFactor,
    /// A shadow element, kept for compatibility.
    Shadow,
    /// `SV_ClipDistance` / `SV_CullDistance`.
    ClipCull,
}

/// The interpretation of semantic kind `kind` at `point`.
pub fn interpretation(kind: u8, point: SigPoint) -> Interpretation {
    // A geometry shader's primitive ID is read at the primitive, not per vertex.
    let point = if kind == 10 && point == SigPoint::GsVIn {
        SigPoint::GsIn
    } else {
        point
    };
    let code = INTERPRETATION
        .get(usize::from(kind))
        .and_then(|row| row.as_bytes().get(point as usize))
        .copied()
        .unwrap_or(b'.');
    match code {
        b'A' => Interpretation::Arbitrary,
        b'S' => Interpretation::SystemValue,
        b'G' => Interpretation::SystemGenerated,
        b'C' => Interpretation::ClipCull,
        b'H' => Interpretation::Shadow,
        b'T' => Interpretation::Target,
        b'P' => Interpretation::NotPacked,
        b'F' => Interpretation::TessFactor,
        b'n' => Interpretation::NotInSignature,
        _ => Interpretation::NotAvailable,
    }
}

/// Whether an element of semantic kind `kind` at `point` appears in the signature part
/// of a shader model `sm` module.
pub fn in_signature_part(kind: u8, point: SigPoint, sm: (u32, u32)) -> bool {
    !matches!(
        interpretation(kind, point),
        Interpretation::NotAvailable | Interpretation::NotInSignature
    ) && sm >= minimum_shader_model(kind, point)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_have_a_column_per_point() {
        assert!(INTERPRETATION.iter().all(|row| row.len() == 20));
    }

    #[test]
    fn system_value_names_give_kinds() {
        assert_eq!(semantic_kind_of_name("TEXCOORD"), Some(0));
        assert_eq!(semantic_kind_of_name("SV_Position"), Some(3));
        assert_eq!(semantic_kind_of_name("sv_target"), Some(16));
        assert_eq!(semantic_kind_of_name("SV_StartInstanceLocation"), Some(32));
        assert_eq!(semantic_kind_of_name("SV_Nothing"), None);
    }

    #[test]
    fn system_values_are_named_as_dxc_names_them() {
        assert_eq!(canonical_semantic_name("SV_TARGET"), "SV_Target");
        assert_eq!(canonical_semantic_name("sv_position"), "SV_Position");
        assert_eq!(canonical_semantic_name("TexCoord"), "TexCoord");
        assert_eq!(system_value_name(16).as_deref(), Some("SV_Target"));
        assert_eq!(system_value_name(0), None);
        assert_eq!(effective_kind(2, SigPoint::PsIn), 0);
        assert_eq!(effective_kind(2, SigPoint::VsIn), 2);
    }

    #[test]
    fn pixel_shader_system_values() {
        assert!(in_signature_part(3, SigPoint::PsIn, (6, 0)));
        assert!(in_signature_part(12, SigPoint::PsIn, (6, 0)));
        assert!(!in_signature_part(14, SigPoint::PsIn, (6, 0)));
        assert!(in_signature_part(14, SigPoint::PsOut, (6, 0)));
        assert!(in_signature_part(17, SigPoint::PsOut, (6, 0)));
        assert!(!in_signature_part(27, SigPoint::PsIn, (6, 1)));
        assert!(in_signature_part(10, SigPoint::GsVIn, (6, 0)));
        assert!(!in_signature_part(29, SigPoint::PsIn, (6, 3)));
        assert!(in_signature_part(29, SigPoint::PsIn, (6, 4)));
    }
}
