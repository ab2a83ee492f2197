//! Which signature elements the signature parts (ISG1/OSG1/PSG1) list: DXC's semantic
//! interpretation table (DxilSigPoint.inl) says, for each semantic kind at each
//! signature point, whether the element is in the signature. Elements that are not
//! applicable there (`NA`) or are read through their own operation (`NotInSig`, e.g.
//! `SV_SampleIndex` is a shadow but `SV_Coverage` input is not) are left out of the
//! part; PSV0 still lists every element.

use dxil_lower::ShaderKind;

/// A signature point: where a signature sits in the pipeline (DXIL::SigPointKind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SigPoint {
    VsIn = 0,
    VsOut = 1,
    HsCpIn = 4,
    HsCpOut = 5,
    PcOut = 6,
    DsIn = 7,
    DsCpIn = 8,
    DsOut = 9,
    GsVIn = 10,
    GsIn = 11,
    GsOut = 12,
    PsIn = 13,
    PsOut = 14,
    MsOut = 17,
    MsPOut = 18,
}

/// Which of an entry's three signatures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SigKind {
    /// Inputs.
    Input,
    /// Outputs.
    Output,
    /// Patch constants or mesh primitives.
    PatchConstOrPrim,
}

impl SigPoint {
    /// The signature point of a stage's signature (none for stages without signatures).
    pub(crate) fn of(stage: ShaderKind, sig: SigKind) -> Option<SigPoint> {
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
const INTERPRETATION: [&str; 31] = [
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
];

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

/// Whether an element of semantic kind `kind` at `point` appears in the signature part
/// of a shader model `sm` module.
pub(crate) fn in_signature_part(kind: u8, point: SigPoint, sm: (u32, u32)) -> bool {
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
    !matches!(code, b'.' | b'n') && sm >= minimum_shader_model(kind, point)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_have_a_column_per_point() {
        assert!(INTERPRETATION.iter().all(|row| row.len() == 20));
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
