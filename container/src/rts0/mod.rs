//! The `RTS0` part: a serialized root signature, versions 1.0, 1.1 and 1.2.
//!
//! DXC's layout: a 24-byte header (version, parameter count, parameter offset, static
//! sampler count, static sampler offset, flags), the 12-byte parameter records (type,
//! visibility, payload offset), each parameter's payload in order (a descriptor table's
//! ranges follow its 8-byte table header), then the static samplers. Version 1.1 adds flags
//! to root descriptors (12 bytes instead of 8) and descriptor ranges (24 instead of 20);
//! version 1.2 adds flags to static samplers (56 bytes instead of 52). The reader follows
//! the stored offsets, so other layouts (LLVM's) read too.

mod parameter;
mod sampler;
mod types;

pub use parameter::{
    DescriptorRange, RootDescriptor, RootParameter, RootParameterKind,
    DESCRIPTOR_RANGE_OFFSET_APPEND,
};
pub use sampler::StaticSampler;
pub use types::{
    ComparisonFunc, DescriptorRangeFlags, DescriptorRangeType, Filter, RootDescriptorFlags,
    RootSignatureFlags, SamplerFlags, ShaderVisibility, StaticBorderColor, TextureAddressMode,
};

use crate::byte_reader::ByteReader;
use crate::byte_writer::{patch_u32, put_len, put_u32};
use crate::{Encode, ReadError};
use parameter::patch_payload_offset;
use sampler::sampler_size;

open_enum! {
    /// Root signature serialization version.
    pub enum RootSignatureVersion: u32 {
        V1_0 = 1 => "1.0",
        V1_1 = 2 => "1.1",
        V1_2 = 3 => "1.2",
    }
}

/// Size of the root signature header.
const HEADER_SIZE: usize = 24;
/// Size of a root parameter record.
const PARAMETER_RECORD_SIZE: usize = 12;

/// A root signature.
#[derive(Debug, Clone, PartialEq)]
pub struct RootSignature {
    /// Serialization version.
    pub version: RootSignatureVersion,
    /// Flags.
    pub flags: RootSignatureFlags,
    /// Root parameters.
    pub parameters: Vec<RootParameter>,
    /// Static samplers.
    pub static_samplers: Vec<StaticSampler>,
}

impl RootSignature {
    /// Whether root descriptors and descriptor ranges carry flags (1.1+).
    fn has_descriptor_flags(&self) -> bool {
        self.version.raw() >= 2
    }

    /// Whether static samplers carry flags (1.2+).
    fn has_sampler_flags(&self) -> bool {
        self.version.raw() >= 3
    }

    /// Decodes an `RTS0` body that starts at absolute offset `base`.
    pub fn decode(body: &[u8], base: usize) -> Result<RootSignature, ReadError> {
        let part = ByteReader::new(body, base);
        let mut header = part.clone();
        let version_at = header.position();
        let version = RootSignatureVersion::from_raw(header.u32("root signature version")?);
        if let RootSignatureVersion::Unknown(raw) = version {
            return Err(ReadError::new(
                format!("unknown root signature version {raw}"),
                version_at,
            ));
        }
        let parameter_count = header.u32("root parameter count")? as usize;
        let parameters_offset = header.u32("root parameters offset")? as usize;
        let sampler_count = header.u32("static sampler count")? as usize;
        let samplers_offset = header.u32("static samplers offset")? as usize;
        let mut signature = RootSignature {
            version,
            flags: RootSignatureFlags(header.u32("root signature flags")?),
            parameters: Vec::new(),
            static_samplers: Vec::new(),
        };
        let has_flags = signature.has_descriptor_flags();
        let mut records = part.at(parameters_offset, "root parameters")?;
        records.check_records(parameter_count, PARAMETER_RECORD_SIZE, "root parameters")?;
        for _ in 0..parameter_count {
            signature
                .parameters
                .push(RootParameter::decode(&mut records, &part, has_flags)?);
        }
        let has_sampler_flags = signature.has_sampler_flags();
        let mut samplers = part.at(samplers_offset, "static samplers")?;
        samplers.check_records(
            sampler_count,
            sampler_size(has_sampler_flags),
            "static samplers",
        )?;
        for _ in 0..sampler_count {
            signature
                .static_samplers
                .push(StaticSampler::decode(&mut samplers, has_sampler_flags)?);
        }
        Ok(signature)
    }
}

impl Encode for RootSignature {
    fn encode(&self, sink: &mut Vec<u8>) {
        let mut part = Vec::new();
        put_u32(&mut part, self.version.raw());
        put_len(&mut part, self.parameters.len());
        put_len(&mut part, HEADER_SIZE);
        put_len(&mut part, self.static_samplers.len());
        put_u32(&mut part, 0); // static samplers offset, patched below
        put_u32(&mut part, self.flags.0);
        let slots: Vec<usize> = self
            .parameters
            .iter()
            .map(|parameter| parameter.encode_record(&mut part))
            .collect();
        for (parameter, slot) in self.parameters.iter().zip(slots) {
            let offset = parameter
                .kind
                .encode_payload(self.has_descriptor_flags(), &mut part);
            patch_payload_offset(&mut part, slot, offset);
        }
        let samplers_offset = u32::try_from(part.len()).unwrap_or(u32::MAX);
        patch_u32(&mut part, 16, samplers_offset);
        for sampler in &self.static_samplers {
            sampler.encode(self.has_sampler_flags(), &mut part);
        }
        sink.extend_from_slice(&part);
    }
}
