//! The value rules LLVM's root signature analysis checks `!dx.rootsignatures` against
//! (llvm/lib/Frontend/HLSL/RootSignatureValidations.cpp), each failure reported with
//! LLVM's text, `Invalid value for <field>: <value>`.

use crate::error::PartsError as Error;
use dxil_container::rts0::{
    ComparisonFunc, DescriptorRangeFlags, DescriptorRangeType, Filter, RootDescriptorFlags,
    SamplerFlags, ShaderVisibility, StaticBorderColor, TextureAddressMode,
};
use std::fmt::Display;

/// Root signature flags D3D12 defines (bits 0 to 11).
const ROOT_FLAGS: u32 = 0xfff;
/// Register spaces from here up are reserved.
const FIRST_RESERVED_SPACE: u32 = 0xffff_fff0;

/// `Invalid value for <field>: <value>` unless `ok`.
pub(super) fn check(ok: bool, field: &str, value: impl Display) -> Result<(), Error> {
    if ok {
        Ok(())
    } else {
        Err(Error::RootSignature(format!(
            "Invalid value for {field}: {value}"
        )))
    }
}

/// Root signature flags: only the twelve D3D12 defines.
pub(super) fn root_flags(flags: u32) -> Result<(), Error> {
    check(flags & !ROOT_FLAGS == 0, "RootFlags", flags)
}

/// A shader visibility D3D12 names.
pub(super) fn visibility(raw: u32) -> Result<(), Error> {
    let known = ShaderVisibility::from_raw(raw).name().is_some();
    check(known, "ShaderVisibility", raw)
}

/// A register number: any but `0xffffffff`.
pub(super) fn register(raw: u32) -> Result<(), Error> {
    check(raw != u32::MAX, "ShaderRegister", raw)
}

/// A register space below the reserved ones.
pub(super) fn space(raw: u32) -> Result<(), Error> {
    check(raw < FIRST_RESERVED_SPACE, "RegisterSpace", raw)
}

/// Root descriptor flags of version 1.1 and later: one data flag at most, nothing else.
pub(super) fn root_descriptor_flags(flags: u32) -> Result<(), Error> {
    let data = RootDescriptorFlags::DATA_VOLATILE.0
        | RootDescriptorFlags::DATA_STATIC.0
        | RootDescriptorFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE.0;
    let ok = (flags & data).count_ones() <= 1 && flags & !data == 0;
    check(ok, "RootDescriptorFlag", flags)
}

/// Descriptor range flags. Version 1.0 metadata spells out what 1.0 means (volatile
/// descriptors, and volatile data but for samplers); later versions allow one data flag
/// and one descriptor flag at most, no data flag on samplers, and volatile descriptors
/// only with volatile or set-at-execute data.
pub(super) fn range_flags(
    version: u32,
    kind: DescriptorRangeType,
    flags: u32,
) -> Result<(), Error> {
    let f = DescriptorRangeFlags(flags);
    let sampler = kind == DescriptorRangeType::Sampler;
    let descriptors_volatile = DescriptorRangeFlags::DESCRIPTORS_VOLATILE.0;
    let keeping_bounds = DescriptorRangeFlags::DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS.0;
    let data_volatile = DescriptorRangeFlags::DATA_VOLATILE.0;
    let data_at_execute = DescriptorRangeFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE.0;
    let data_static = DescriptorRangeFlags::DATA_STATIC.0;
    let ok = if version == 1 {
        let expected = if sampler {
            descriptors_volatile
        } else {
            descriptors_volatile | data_volatile
        };
        flags == expected
    } else {
        let data = data_volatile | data_at_execute | data_static;
        let allowed_data = |mask: u32| if sampler { 0 } else { mask };
        let allowed = if f.contains(DescriptorRangeFlags::DESCRIPTORS_VOLATILE) {
            descriptors_volatile | allowed_data(data_volatile | data_at_execute)
        } else if f.contains(DescriptorRangeFlags::DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS)
        {
            keeping_bounds | allowed_data(data)
        } else {
            allowed_data(data)
        };
        (flags & data).count_ones() <= 1
            && (flags & (descriptors_volatile | keeping_bounds)).count_ones() <= 1
            && flags & !allowed == 0
    };
    check(ok, "DescriptorFlag", flags)
}

/// A descriptor range holds at least one descriptor.
pub(super) fn num_descriptors(n: u32) -> Result<(), Error> {
    check(n > 0, "NumDescriptors", n)
}

/// The enumerated fields of a static sampler: each a value D3D12 names.
pub(super) fn sampler_enums(
    filter: u32,
    address: [u32; 3],
    comparison: u32,
    border: u32,
) -> Result<(), Error> {
    check(Filter::from_raw(filter).name().is_some(), "Filter", filter)?;
    for (field, raw) in ["AddressU", "AddressV", "AddressW"]
        .into_iter()
        .zip(address)
    {
        check(
            TextureAddressMode::from_raw(raw).name().is_some(),
            field,
            raw,
        )?;
    }
    check(
        ComparisonFunc::from_raw(comparison).name().is_some(),
        "ComparisonFunc",
        comparison,
    )?;
    check(
        StaticBorderColor::from_raw(border).name().is_some(),
        "BorderColor",
        border,
    )
}

/// The numeric fields of a static sampler: a mip LOD bias in [-16, 15.99], at most 16
/// for anisotropy, LODs that are numbers.
pub(super) fn sampler_numbers(
    mip_lod_bias: f32,
    max_anisotropy: u32,
    min_lod: f32,
    max_lod: f32,
) -> Result<(), Error> {
    check(
        (-16.0..=15.99).contains(&mip_lod_bias),
        "MipLODBias",
        mip_lod_bias,
    )?;
    check(max_anisotropy <= 16, "MaxAnisotropy", max_anisotropy)?;
    check(!min_lod.is_nan(), "MinLOD", min_lod)?;
    check(!max_lod.is_nan(), "MaxLOD", max_lod)
}

/// Static sampler flags: none before version 1.2, then only the two D3D12 defines.
pub(super) fn sampler_flags(version: u32, flags: u32) -> Result<(), Error> {
    let known = SamplerFlags::UINT_BORDER_COLOR.0 | SamplerFlags::NON_NORMALIZED_COORDINATES.0;
    let ok = if version <= 2 {
        flags == 0
    } else {
        flags & !known == 0
    };
    check(ok, "StaticSamplerFlags", flags)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_llvms() {
        let e = sampler_enums(666, [1, 1, 1], 1, 0).unwrap_err();
        assert_eq!(e.to_string(), "Invalid value for Filter: 666");
        let e = root_descriptor_flags(3).unwrap_err();
        assert_eq!(e.to_string(), "Invalid value for RootDescriptorFlag: 3");
    }

    #[test]
    fn descriptor_flags() {
        assert!(root_descriptor_flags(0).is_ok());
        assert!(root_descriptor_flags(4).is_ok());
        assert!(root_descriptor_flags(2 | 4).is_err());
        let srv = DescriptorRangeType::Srv;
        let sampler = DescriptorRangeType::Sampler;
        assert!(range_flags(1, srv, 3).is_ok());
        assert!(range_flags(1, srv, 0).is_err());
        assert!(range_flags(1, sampler, 1).is_ok());
        assert!(range_flags(2, srv, 4).is_ok());
        assert!(range_flags(2, srv, 1 | 2).is_ok());
        assert!(range_flags(2, srv, 1 | 8).is_err());
        assert!(range_flags(2, srv, 0x10000 | 8).is_ok());
        assert!(range_flags(2, sampler, 2).is_err());
        assert!(range_flags(2, sampler, 1).is_ok());
    }
}
