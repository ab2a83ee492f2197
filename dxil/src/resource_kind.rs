//! DXIL's resource kinds (`DXIL::ResourceKind`): the shape field of a resource record,
//! what lowering, the container parts and the validator name resources by.

/// DXIL's resource kinds (`DXIL::ResourceKind`), the shape field of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum ResourceKind {
    Texture1D = 1,
    Texture2D = 2,
    Texture2DMS = 3,
    Texture3D = 4,
    TextureCube = 5,
    Texture1DArray = 6,
    Texture2DArray = 7,
    Texture2DMSArray = 8,
    TextureCubeArray = 9,
    TypedBuffer = 10,
    RawBuffer = 11,
    StructuredBuffer = 12,
    CBuffer = 13,
    Sampler = 14,
    TBuffer = 15,
    RTAccelerationStructure = 16,
    FeedbackTexture2D = 17,
    FeedbackTexture2DArray = 18,
}

impl ResourceKind {
    /// The kind numbered `v` in DXIL metadata (`None` for 0, invalid, and numbers past
    /// the last).
    pub fn from_raw(v: u32) -> Option<Self> {
        use ResourceKind::*;
        Some(match v {
            1 => Texture1D,
            2 => Texture2D,
            3 => Texture2DMS,
            4 => Texture3D,
            5 => TextureCube,
            6 => Texture1DArray,
            7 => Texture2DArray,
            8 => Texture2DMSArray,
            9 => TextureCubeArray,
            10 => TypedBuffer,
            11 => RawBuffer,
            12 => StructuredBuffer,
            13 => CBuffer,
            14 => Sampler,
            15 => TBuffer,
            16 => RTAccelerationStructure,
            17 => FeedbackTexture2D,
            18 => FeedbackTexture2DArray,
            _ => return None,
        })
    }

    /// Textures read and written one texel at a time (not multisampled).
    pub fn is_single_sample_texture(self) -> bool {
        use ResourceKind::*;
        matches!(
            self,
            Texture1D
                | Texture2D
                | Texture3D
                | TextureCube
                | Texture1DArray
                | Texture2DArray
                | TextureCubeArray
        )
    }

    /// Textures of every shape, single- and multisampled (not typed buffers).
    pub fn is_texture(self) -> bool {
        self.is_single_sample_texture()
            || matches!(
                self,
                ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
            )
    }

    /// Textures and typed buffers: resources whose elements have a component type.
    pub fn is_typed(self) -> bool {
        (self as u32) <= 10
    }

    /// The name HLSL gives the kind, for symbol type names.
    pub fn hlsl_name(self) -> &'static str {
        use ResourceKind::*;
        match self {
            Texture1D => "Texture1D",
            Texture2D => "Texture2D",
            Texture2DMS => "Texture2DMS",
            Texture3D => "Texture3D",
            TextureCube => "TextureCube",
            Texture1DArray => "Texture1DArray",
            Texture2DArray => "Texture2DArray",
            Texture2DMSArray => "Texture2DMSArray",
            TextureCubeArray => "TextureCubeArray",
            TypedBuffer => "Buffer",
            RawBuffer => "ByteAddressBuffer",
            StructuredBuffer => "StructuredBuffer",
            CBuffer => "cbuffer",
            Sampler => "SamplerState",
            TBuffer => "tbuffer",
            RTAccelerationStructure => "RaytracingAccelerationStructure",
            FeedbackTexture2D => "FeedbackTexture2D",
            FeedbackTexture2DArray => "FeedbackTexture2DArray",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ResourceKind;

    #[test]
    fn raw_numbers_round_trip() {
        for v in 1..=18 {
            let k = ResourceKind::from_raw(v).expect("DXIL defines kinds 1 to 18");
            assert_eq!(k as u32, v);
        }
        assert_eq!(ResourceKind::from_raw(0), None);
        assert_eq!(ResourceKind::from_raw(19), None);
        assert!(ResourceKind::TypedBuffer.is_typed() && !ResourceKind::RawBuffer.is_typed());
    }
}
