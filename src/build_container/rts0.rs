//! The RTS0 part from a root signature in LLVM's metadata form (`!dx.rootsignatures`,
//! LLVM's docs/DirectX/RootSignatures.md): a list of `!{function, !elements, i32
//! version}` records, version 1 = 1.0, 2 = 1.1 (the default), 3 = 1.2. Elements:
//!
//! | element | operands |
//! |---------|----------|
//! | `RootFlags` | flags |
//! | `RootConstants` | visibility, register, space, 32-bit value count |
//! | `RootCBV`, `RootSRV`, `RootUAV` | visibility, register, space, flags |
//! | `DescriptorTable` | visibility, then ranges `!{"SRV"/"UAV"/"CBV"/"Sampler", count, base register, space, offset, flags}` |
//! | `StaticSampler` | filter, address U, V, W, float mip LOD bias, max anisotropy, comparison, border color, float min LOD, float max LOD, register, space, visibility, flags (1.2) |
//!
//! Clang spells out the default flags of root descriptors and descriptor ranges (CBV and
//! SRV: `DATA_STATIC_WHILE_SET_AT_EXECUTE`; UAV: `DATA_VOLATILE`; samplers: none), where
//! DXC keeps what the source wrote, usually nothing. Version 1.1 gives "no flags" those
//! same defaults, so flags equal to the default are written as none, as DXC writes a
//! root signature without flags.
//!
//! A record `!{i1 true}` asks for the part to be left out. The metadata is removed from
//! the module either way, as DXC strips it before writing the DXIL part.

use crate::error::Error;
use dxil_container::rts0::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, Filter,
    RootDescriptor, RootDescriptorFlags, RootParameter, RootParameterKind, RootSignatureFlags,
    RootSignatureVersion, SamplerFlags, ShaderVisibility, StaticBorderColor, StaticSampler,
    TextureAddressMode,
};
use dxil_container::RootSignature;
use dxil_ir::{ConstData, FloatKind, Md, MdData, Module, TypeData, Value};

/// The named metadata holding root signatures.
const ROOT_SIGNATURES: &str = "dx.rootsignatures";

/// Whether the module carries root signature metadata.
pub(crate) fn has_root_signature(m: &Module) -> bool {
    m.named_metadata.contains_key(ROOT_SIGNATURES)
}

/// Removes `!dx.rootsignatures` from the module and returns the entry point's root
/// signature, if it has one and the metadata does not ask for it to be stripped.
pub(crate) fn take_root_signature(m: &mut Module) -> Result<Option<RootSignature>, Error> {
    let Some(records) = m.named_metadata.get(ROOT_SIGNATURES).cloned() else {
        return Ok(None);
    };
    let entry = dxil_lower::read_dxil_info(m)
        .ok()
        .and_then(|info| info.entry.function);
    let r = Reader { m };
    let mut strip = false;
    let mut chosen = None;
    for record in records {
        let ops = r.node(record, "root signature record")?;
        if ops.len() == 1 {
            strip |= r.int(ops[0], "root signature strip flag")? != 0;
            continue;
        }
        let function = match ops.first().copied().flatten().map(|md| m.metadata.get(md)) {
            Some(Some(MdData::Value {
                value: Value::Function(f),
                ..
            })) => Some(*f),
            _ => None,
        };
        let matches = match (entry, function) {
            (Some(e), Some(f)) => e == f,
            _ => true,
        };
        if matches && chosen.is_none() {
            chosen = Some(r.root_signature(ops)?);
        }
    }
    m.named_metadata.shift_remove(ROOT_SIGNATURES);
    Ok(if strip { None } else { chosen })
}

/// The data flags version 1.1 assumes when none are given: `DATA_VOLATILE` for UAVs,
/// `DATA_STATIC_WHILE_SET_AT_EXECUTE` for CBVs and SRVs.
fn default_data_flags(uav: bool) -> u32 {
    if uav {
        RootDescriptorFlags::DATA_VOLATILE.0
    } else {
        RootDescriptorFlags::DATA_STATIC_WHILE_SET_AT_EXECUTE.0
    }
}

fn invalid(msg: impl Into<String>) -> Error {
    Error::Container(format!("!dx.rootsignatures: {}", msg.into()))
}

struct Reader<'a> {
    m: &'a Module,
}

impl Reader<'_> {
    fn node(&self, md: Md, what: &str) -> Result<&[Option<Md>], Error> {
        match self.m.metadata.get(md) {
            Some(MdData::Node { ops, .. }) => Ok(ops),
            _ => Err(invalid(format!("{what}: expected a metadata node"))),
        }
    }

    fn value(&self, op: Option<Md>, what: &str) -> Result<Value, Error> {
        match op.and_then(|md| self.m.metadata.get(md)) {
            Some(MdData::Value { value, .. }) => Ok(*value),
            _ => Err(invalid(format!("{what}: expected a value"))),
        }
    }

    fn int(&self, op: Option<Md>, what: &str) -> Result<i128, Error> {
        let v = self.value(op, what)?;
        self.m
            .const_int(v)
            .ok_or_else(|| invalid(format!("{what}: expected an integer")))
    }

    fn u32_at(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<u32, Error> {
        let v = self.int(ops.get(i).copied().flatten(), what)?;
        u32::try_from(v)
            .or_else(|_| i32::try_from(v).map(|x| x as u32))
            .map_err(|_| invalid(format!("{what}: {v} does not fit in 32 bits")))
    }

    fn f32_at(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<f32, Error> {
        let v = self.value(ops.get(i).copied().flatten(), what)?;
        let bad = || invalid(format!("{what}: expected a float"));
        let c = v.as_const().ok_or_else(bad)?;
        match self.m.consts.get(c) {
            ConstData::Float { ty, bits } => match self.m.types.get(*ty) {
                TypeData::Float(FloatKind::Float) => Ok(f32::from_bits(*bits as u32)),
                TypeData::Float(FloatKind::Double) => Ok(f64::from_bits(*bits as u64) as f32),
                _ => Err(bad()),
            },
            ConstData::Zero(_) => Ok(0.0),
            _ => Err(bad()),
        }
    }

    fn string(&self, op: Option<Md>, what: &str) -> Result<String, Error> {
        op.and_then(|md| self.m.md_string(md))
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .ok_or_else(|| invalid(format!("{what}: expected a string")))
    }

    fn root_signature(&self, ops: &[Option<Md>]) -> Result<RootSignature, Error> {
        let version = match ops.get(2).copied().flatten() {
            Some(md) => self.int(Some(md), "root signature version")?,
            None => 2,
        };
        let version = match version {
            1 => RootSignatureVersion::V1_0,
            2 => RootSignatureVersion::V1_1,
            3 => RootSignatureVersion::V1_2,
            v => return Err(invalid(format!("unknown root signature version {v}"))),
        };
        let mut rs = RootSignature {
            version,
            flags: RootSignatureFlags::empty(),
            parameters: Vec::new(),
            static_samplers: Vec::new(),
        };
        let elements = match ops.get(1).copied().flatten() {
            Some(md) => self.node(md, "root signature elements")?,
            None => &[],
        };
        for element in elements {
            let md = element.ok_or_else(|| invalid("null root signature element"))?;
            self.element(self.node(md, "root signature element")?, &mut rs)?;
        }
        Ok(rs)
    }

    fn element(&self, ops: &[Option<Md>], rs: &mut RootSignature) -> Result<(), Error> {
        let name = self.string(ops.first().copied().flatten(), "element name")?;
        let u = |i: usize| self.u32_at(ops, i, &name);
        let visibility = || u(1).map(ShaderVisibility::from_raw);
        match name.as_str() {
            "RootFlags" => rs.flags = RootSignatureFlags(u(1)?),
            "RootConstants" => rs.parameters.push(RootParameter {
                visibility: visibility()?,
                kind: RootParameterKind::Constants {
                    shader_register: u(2)?,
                    register_space: u(3)?,
                    num_32bit_values: u(4)?,
                },
            }),
            "RootCBV" | "RootSRV" | "RootUAV" => {
                let flags = match ops.get(4) {
                    Some(_) => u(4)?,
                    None => 0,
                };
                let default = default_data_flags(name == "RootUAV");
                let descriptor = RootDescriptor {
                    shader_register: u(2)?,
                    register_space: u(3)?,
                    flags: RootDescriptorFlags(if flags == default { 0 } else { flags }),
                };
                rs.parameters.push(RootParameter {
                    visibility: visibility()?,
                    kind: match name.as_str() {
                        "RootCBV" => RootParameterKind::Cbv(descriptor),
                        "RootSRV" => RootParameterKind::Srv(descriptor),
                        _ => RootParameterKind::Uav(descriptor),
                    },
                });
            }
            "DescriptorTable" => {
                let mut ranges = Vec::new();
                for range in ops.iter().skip(2) {
                    let md = range.ok_or_else(|| invalid("null descriptor range"))?;
                    ranges.push(self.range(self.node(md, "descriptor range")?)?);
                }
                rs.parameters.push(RootParameter {
                    visibility: visibility()?,
                    kind: RootParameterKind::DescriptorTable(ranges),
                });
            }
            "StaticSampler" => {
                let f = |i: usize| self.f32_at(ops, i, &name);
                rs.static_samplers.push(StaticSampler {
                    filter: Filter::from_raw(u(1)?),
                    address_u: TextureAddressMode::from_raw(u(2)?),
                    address_v: TextureAddressMode::from_raw(u(3)?),
                    address_w: TextureAddressMode::from_raw(u(4)?),
                    mip_lod_bias: f(5)?,
                    max_anisotropy: u(6)?,
                    comparison_func: ComparisonFunc::from_raw(u(7)?),
                    border_color: StaticBorderColor::from_raw(u(8)?),
                    min_lod: f(9)?,
                    max_lod: f(10)?,
                    shader_register: u(11)?,
                    register_space: u(12)?,
                    visibility: ShaderVisibility::from_raw(u(13)?),
                    flags: match ops.get(14) {
                        Some(_) => SamplerFlags(u(14)?),
                        None => SamplerFlags::empty(),
                    },
                });
            }
            other => return Err(invalid(format!("unknown element '{other}'"))),
        }
        Ok(())
    }

    fn range(&self, ops: &[Option<Md>]) -> Result<DescriptorRange, Error> {
        let name = self.string(ops.first().copied().flatten(), "descriptor range kind")?;
        let u = |i: usize| self.u32_at(ops, i, &name);
        let range_type = match name.as_str() {
            "SRV" => DescriptorRangeType::Srv,
            "UAV" => DescriptorRangeType::Uav,
            "CBV" => DescriptorRangeType::Cbv,
            "Sampler" => DescriptorRangeType::Sampler,
            other => return Err(invalid(format!("unknown descriptor range kind '{other}'"))),
        };
        let flags = match ops.get(5) {
            Some(_) => u(5)?,
            None => 0,
        };
        let default = match range_type {
            DescriptorRangeType::Sampler => 0,
            _ => default_data_flags(range_type == DescriptorRangeType::Uav),
        };
        Ok(DescriptorRange {
            range_type,
            num_descriptors: u(1)?,
            base_shader_register: u(2)?,
            register_space: u(3)?,
            offset_in_descriptors_from_table_start: u(4)?,
            flags: DescriptorRangeFlags(if flags == default { 0 } else { flags }),
        })
    }
}
