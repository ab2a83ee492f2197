//! A container's root signature (its RTS0 part) as reflection reports it: version,
//! flags by name, root parameters with what each binds, static samplers.

use dxil_container::rts0::{
    DescriptorRange, RootDescriptor, RootParameterKind, RootSignature, StaticSampler,
    DESCRIPTOR_RANGE_OFFSET_APPEND,
};
use serde::Serialize;

/// A root signature.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RootSignatureInfo {
    /// `1.0`, `1.1` or `1.2`.
    pub version: String,
    /// Flags by name (`AllowInputAssemblerInputLayout`, ...).
    pub flags: Vec<String>,
    /// Root parameters, in order.
    pub parameters: Vec<RootParameterInfo>,
    /// Static samplers.
    pub static_samplers: Vec<StaticSamplerInfo>,
}

/// One root parameter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RootParameterInfo {
    /// `descriptor_table`, `constants`, `cbv`, `srv` or `uav`.
    pub kind: String,
    /// Which stages see it (`All`, `Pixel`, ...).
    pub visibility: String,
    /// Shader register (constants and root descriptors).
    pub register: Option<u32>,
    /// Register space (constants and root descriptors).
    pub space: Option<u32>,
    /// 32-bit values (constants).
    pub num_32bit_values: Option<u32>,
    /// Root descriptor flags by name.
    pub flags: Vec<String>,
    /// A descriptor table's ranges.
    pub ranges: Vec<DescriptorRangeInfo>,
}

/// One range of a descriptor table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DescriptorRangeInfo {
    /// `SRV`, `UAV`, `CBV` or `Sampler`.
    pub kind: String,
    /// Descriptors; `None` for an unbounded range.
    pub count: Option<u32>,
    /// First register.
    pub register: u32,
    /// Register space.
    pub space: u32,
    /// Offset in the table; `None` to append after the previous range.
    pub offset: Option<u32>,
    /// Flags by name.
    pub flags: Vec<String>,
}

/// One static sampler.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StaticSamplerInfo {
    /// Shader register.
    pub register: u32,
    /// Register space.
    pub space: u32,
    /// Which stages see it.
    pub visibility: String,
    /// Filter (`MinMagMipLinear`, ...).
    pub filter: String,
    /// Addressing along U, V and W.
    pub address: [String; 3],
    /// Mip level-of-detail bias.
    pub mip_lod_bias: f32,
    /// Maximum anisotropy.
    pub max_anisotropy: u32,
    /// Comparison function.
    pub comparison: String,
    /// Border color.
    pub border_color: String,
    /// Level-of-detail clamp: minimum and maximum.
    pub lod: [f32; 2],
}

/// Reflection's view of `rs`.
pub(crate) fn root_signature_info(rs: &RootSignature) -> RootSignatureInfo {
    let version = match rs.version.raw() {
        1 => "1.0".to_string(),
        2 => "1.1".to_string(),
        3 => "1.2".to_string(),
        other => other.to_string(),
    };
    RootSignatureInfo {
        version,
        flags: names(rs.flags.names()),
        parameters: rs
            .parameters
            .iter()
            .map(|p| {
                let mut info = RootParameterInfo {
                    kind: String::new(),
                    visibility: p.visibility.to_string(),
                    register: None,
                    space: None,
                    num_32bit_values: None,
                    flags: Vec::new(),
                    ranges: Vec::new(),
                };
                let descriptor = |info: &mut RootParameterInfo, kind: &str, d: &RootDescriptor| {
                    info.kind = kind.into();
                    info.register = Some(d.shader_register);
                    info.space = Some(d.register_space);
                    info.flags = names(d.flags.names());
                };
                match &p.kind {
                    RootParameterKind::DescriptorTable(ranges) => {
                        info.kind = "descriptor_table".into();
                        info.ranges = ranges.iter().map(range).collect();
                    }
                    RootParameterKind::Constants {
                        shader_register,
                        register_space,
                        num_32bit_values,
                    } => {
                        info.kind = "constants".into();
                        info.register = Some(*shader_register);
                        info.space = Some(*register_space);
                        info.num_32bit_values = Some(*num_32bit_values);
                    }
                    RootParameterKind::Cbv(d) => descriptor(&mut info, "cbv", d),
                    RootParameterKind::Srv(d) => descriptor(&mut info, "srv", d),
                    RootParameterKind::Uav(d) => descriptor(&mut info, "uav", d),
                }
                info
            })
            .collect(),
        static_samplers: rs.static_samplers.iter().map(sampler).collect(),
    }
}

fn range(r: &DescriptorRange) -> DescriptorRangeInfo {
    DescriptorRangeInfo {
        kind: r.range_type.to_string(),
        count: (r.num_descriptors != u32::MAX).then_some(r.num_descriptors),
        register: r.base_shader_register,
        space: r.register_space,
        offset: (r.offset_in_descriptors_from_table_start != DESCRIPTOR_RANGE_OFFSET_APPEND)
            .then_some(r.offset_in_descriptors_from_table_start),
        flags: names(r.flags.names()),
    }
}

fn sampler(s: &StaticSampler) -> StaticSamplerInfo {
    StaticSamplerInfo {
        register: s.shader_register,
        space: s.register_space,
        visibility: s.visibility.to_string(),
        filter: s.filter.to_string(),
        address: [
            s.address_u.to_string(),
            s.address_v.to_string(),
            s.address_w.to_string(),
        ],
        mip_lod_bias: s.mip_lod_bias,
        max_anisotropy: s.max_anisotropy,
        comparison: s.comparison_func.to_string(),
        border_color: s.border_color.to_string(),
        lod: [s.min_lod, s.max_lod],
    }
}

fn names<'a>(it: impl Iterator<Item = &'a str>) -> Vec<String> {
    it.map(str::to_owned).collect()
}
