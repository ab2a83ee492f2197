//! Static samplers: 52 bytes each, 56 with flags in version 1.2.

use crate::byte_reader::ByteReader;
use crate::byte_writer::{put_f32, put_u32};
use crate::ReadError;

use super::{
    ComparisonFunc, Filter, SamplerFlags, ShaderVisibility, StaticBorderColor, TextureAddressMode,
};

/// A sampler defined in the root signature (D3D12_STATIC_SAMPLER_DESC1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StaticSampler {
    /// Filter.
    pub filter: Filter,
    /// Addressing along U.
    pub address_u: TextureAddressMode,
    /// Addressing along V.
    pub address_v: TextureAddressMode,
    /// Addressing along W.
    pub address_w: TextureAddressMode,
    /// Mip level of detail bias.
    pub mip_lod_bias: f32,
    /// Maximum anisotropy.
    pub max_anisotropy: u32,
    /// Comparison function.
    pub comparison_func: ComparisonFunc,
    /// Border color.
    pub border_color: StaticBorderColor,
    /// Minimum level of detail.
    pub min_lod: f32,
    /// Maximum level of detail.
    pub max_lod: f32,
    /// Shader register.
    pub shader_register: u32,
    /// Register space.
    pub register_space: u32,
    /// Visibility.
    pub visibility: ShaderVisibility,
    /// Flags (version 1.2+).
    pub flags: SamplerFlags,
}

impl Default for StaticSampler {
    /// D3D12's defaults: anisotropic, wrap, 16x, less-equal, opaque white, all mips.
    fn default() -> Self {
        StaticSampler {
            filter: Filter::Anisotropic,
            address_u: TextureAddressMode::Wrap,
            address_v: TextureAddressMode::Wrap,
            address_w: TextureAddressMode::Wrap,
            mip_lod_bias: 0.0,
            max_anisotropy: 16,
            comparison_func: ComparisonFunc::LessEqual,
            border_color: StaticBorderColor::OpaqueWhite,
            min_lod: 0.0,
            max_lod: f32::MAX,
            shader_register: 0,
            register_space: 0,
            visibility: ShaderVisibility::All,
            flags: SamplerFlags::empty(),
        }
    }
}

/// Size of an encoded static sampler.
pub(crate) fn sampler_size(has_flags: bool) -> usize {
    if has_flags {
        56
    } else {
        52
    }
}

impl StaticSampler {
    pub(crate) fn encode(&self, has_flags: bool, sink: &mut Vec<u8>) {
        put_u32(sink, self.filter.raw());
        put_u32(sink, self.address_u.raw());
        put_u32(sink, self.address_v.raw());
        put_u32(sink, self.address_w.raw());
        put_f32(sink, self.mip_lod_bias);
        put_u32(sink, self.max_anisotropy);
        put_u32(sink, self.comparison_func.raw());
        put_u32(sink, self.border_color.raw());
        put_f32(sink, self.min_lod);
        put_f32(sink, self.max_lod);
        put_u32(sink, self.shader_register);
        put_u32(sink, self.register_space);
        put_u32(sink, self.visibility.raw());
        if has_flags {
            put_u32(sink, self.flags.0);
        }
    }

    pub(crate) fn decode(
        reader: &mut ByteReader<'_>,
        has_flags: bool,
    ) -> Result<StaticSampler, ReadError> {
        Ok(StaticSampler {
            filter: Filter::from_raw(reader.u32("sampler filter")?),
            address_u: TextureAddressMode::from_raw(reader.u32("sampler address U")?),
            address_v: TextureAddressMode::from_raw(reader.u32("sampler address V")?),
            address_w: TextureAddressMode::from_raw(reader.u32("sampler address W")?),
            mip_lod_bias: reader.f32("sampler mip LOD bias")?,
            max_anisotropy: reader.u32("sampler max anisotropy")?,
            comparison_func: ComparisonFunc::from_raw(reader.u32("sampler comparison")?),
            border_color: StaticBorderColor::from_raw(reader.u32("sampler border color")?),
            min_lod: reader.f32("sampler min LOD")?,
            max_lod: reader.f32("sampler max LOD")?,
            shader_register: reader.u32("sampler register")?,
            register_space: reader.u32("sampler space")?,
            visibility: ShaderVisibility::from_raw(reader.u32("sampler visibility")?),
            flags: if has_flags {
                SamplerFlags(reader.u32("sampler flags")?)
            } else {
                SamplerFlags::empty()
            },
        })
    }
}
