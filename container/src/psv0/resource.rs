//! PSV0 resource bindings: 16 bytes each in PSV versions 0 and 1, 24 bytes (adding kind and
//! flags) from version 2.

use crate::byte_reader::ByteReader;
use crate::byte_writer::put_u32;
use crate::ReadError;

open_enum! {
    /// How a resource is bound (PSVResourceType).
    pub enum ResourceType: u32 {
        Invalid = 0 => "Invalid",
        Sampler = 1 => "Sampler",
        Cbv = 2 => "CBV",
        SrvTyped = 3 => "SRVTyped",
        SrvRaw = 4 => "SRVRaw",
        SrvStructured = 5 => "SRVStructured",
        UavTyped = 6 => "UAVTyped",
        UavRaw = 7 => "UAVRaw",
        UavStructured = 8 => "UAVStructured",
        UavStructuredWithCounter = 9 => "UAVStructuredWithCounter",
    }
}

open_enum! {
    /// Shape of a resource (DXIL::ResourceKind).
    pub enum ResourceKind: u32 {
        Invalid = 0 => "Invalid",
        Texture1D = 1 => "Texture1D",
        Texture2D = 2 => "Texture2D",
        Texture2DMS = 3 => "Texture2DMS",
        Texture3D = 4 => "Texture3D",
        TextureCube = 5 => "TextureCube",
        Texture1DArray = 6 => "Texture1DArray",
        Texture2DArray = 7 => "Texture2DArray",
        Texture2DMSArray = 8 => "Texture2DMSArray",
        TextureCubeArray = 9 => "TextureCubeArray",
        TypedBuffer = 10 => "TypedBuffer",
        RawBuffer = 11 => "RawBuffer",
        StructuredBuffer = 12 => "StructuredBuffer",
        CBuffer = 13 => "CBuffer",
        Sampler = 14 => "Sampler",
        TBuffer = 15 => "TBuffer",
        RTAccelerationStructure = 16 => "RTAccelerationStructure",
        FeedbackTexture2D = 17 => "FeedbackTexture2D",
        FeedbackTexture2DArray = 18 => "FeedbackTexture2DArray",
    }
}

flag_set! {
    /// Resource flags (PSVResourceFlag).
    pub struct ResourceFlags: u32 {
        USED_BY_ATOMIC64 = 1 => "UsedByAtomic64", "A UAV used by 64-bit atomics.";
    }
}

/// One resource binding range. DXC lists CBVs, then samplers, then SRVs, then UAVs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ResourceBinding {
    /// Binding type.
    pub res_type: ResourceType,
    /// Register space.
    pub space: u32,
    /// First register.
    pub lower_bound: u32,
    /// Last register (`u32::MAX` for unbounded arrays).
    pub upper_bound: u32,
    /// Resource kind (PSV version 2+).
    pub kind: ResourceKind,
    /// Flags (PSV version 2+).
    pub flags: ResourceFlags,
}

/// Bytes of a resource binding record in PSV `version`.
pub fn binding_size(version: u8) -> usize {
    if version < 2 {
        16
    } else {
        24
    }
}

impl ResourceBinding {
    pub(crate) fn encode(&self, version: u8, sink: &mut Vec<u8>) {
        put_u32(sink, self.res_type.raw());
        put_u32(sink, self.space);
        put_u32(sink, self.lower_bound);
        put_u32(sink, self.upper_bound);
        if version >= 2 {
            put_u32(sink, self.kind.raw());
            put_u32(sink, self.flags.0);
        }
    }

    /// Reads one record of `stride` bytes (16 or more).
    pub(crate) fn decode(
        reader: &mut ByteReader<'_>,
        stride: usize,
    ) -> Result<ResourceBinding, ReadError> {
        let record = reader.bytes(stride, "resource binding")?;
        let mut r = ByteReader::new(record, reader.position() - stride);
        let mut binding = ResourceBinding {
            res_type: ResourceType::from_raw(r.u32("resource type")?),
            space: r.u32("resource space")?,
            lower_bound: r.u32("resource lower bound")?,
            upper_bound: r.u32("resource upper bound")?,
            ..ResourceBinding::default()
        };
        if stride >= 24 {
            binding.kind = ResourceKind::from_raw(r.u32("resource kind")?);
            binding.flags = ResourceFlags(r.u32("resource flags")?);
        }
        Ok(binding)
    }
}
