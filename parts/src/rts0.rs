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
//!
//! Every record is read and checked as LLVM's root signature analysis checks them (the
//! rules: `rts0_rules`), whichever function it is for; a malformed or invalid
//! one is an error in LLVM's words.

use super::rts0_rules as rules;
use crate::error::PartsError as Error;
use dxil_container::rts0::{
    ComparisonFunc, DescriptorRange, DescriptorRangeFlags, DescriptorRangeType, Filter,
    RootDescriptor, RootDescriptorFlags, RootParameter, RootParameterKind, RootSignatureFlags,
    RootSignatureVersion, SamplerFlags, ShaderVisibility, StaticBorderColor, StaticSampler,
    TextureAddressMode,
};
use dxil_container::RootSignature;
use dxil_ir::{ConstData, FloatKind, FuncId, Md, MdData, Module, TypeData, Value};

/// The named metadata holding root signatures.
const ROOT_SIGNATURES: &str = "dx.rootsignatures";

/// One root signature record: the function it is for (none for a root signature target)
/// and the signature.
#[derive(Debug, Clone)]
pub struct Definition {
    /// The function, when the record names one.
    pub function: Option<FuncId>,
    /// The root signature.
    pub signature: RootSignature,
}

/// Everything `!dx.rootsignatures` says.
#[derive(Debug, Clone, Default)]
pub struct Definitions {
    /// The records, in order.
    pub list: Vec<Definition>,
    /// Whether a `!{i1 true}` record asks for the RTS0 part to be left out.
    pub strip: bool,
}

/// Whether the module carries root signature metadata.
pub(crate) fn has_root_signature(m: &Module) -> bool {
    m.named_metadata.contains_key(ROOT_SIGNATURES)
}

/// Reads and checks every record of `!dx.rootsignatures` (none when it is absent).
pub fn read_definitions(m: &Module) -> Result<Definitions, Error> {
    let mut out = Definitions::default();
    let Some(records) = m.named_metadata.get(ROOT_SIGNATURES) else {
        return Ok(out);
    };
    let r = Reader { m };
    for &record in records {
        let ops = r.node(record, "Root Signature Definition")?;
        if ops.len() == 1 {
            out.strip |= r.int(ops[0], "root signature strip flag")? != 0;
            continue;
        }
        if !(2..=3).contains(&ops.len()) {
            return Err(Error::RootSignature(
                "Invalid format for Root Signature Definition. Pairs of function, root \
                 signature expected."
                    .into(),
            ));
        }
        let function = match ops[0].map(|md| m.metadata.get(md)) {
            None => None,
            Some(Some(MdData::Value {
                value: Value::Function(f),
                ..
            })) => Some(*f),
            Some(_) => {
                return Err(Error::RootSignature(
                    "First element of root signature is not a function".into(),
                ))
            }
        };
        let version = match ops.get(2).copied().flatten() {
            Some(md) => r.int(Some(md), "root signature version")?,
            None => 2,
        };
        let elements = match ops[1] {
            Some(md) => r.node(md, "Root Element List")?,
            None => {
                return Err(Error::RootSignature(
                    "Missing Root Element List Metadata node.".into(),
                ))
            }
        };
        let signature = r.root_signature(version, elements)?;
        out.list.push(Definition {
            function,
            signature,
        });
    }
    Ok(out)
}

/// Removes `!dx.rootsignatures` from the module and returns the entry point's root
/// signature, if it has one and the metadata does not ask for it to be stripped.
pub(crate) fn take_root_signature(m: &mut Module) -> Result<Option<RootSignature>, Error> {
    if !has_root_signature(m) {
        return Ok(None);
    }
    let definitions = read_definitions(m)?;
    let entry = dxil_model::read_dxil_info(m)
        .ok()
        .and_then(|info| info.entry.function);
    let chosen = definitions
        .list
        .into_iter()
        .find(|d| match (entry, d.function) {
            (Some(e), Some(f)) => e == f,
            _ => true,
        });
    m.named_metadata.shift_remove(ROOT_SIGNATURES);
    Ok(if definitions.strip {
        None
    } else {
        chosen.map(|d| d.signature)
    })
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
    Error::RootSignature(msg.into())
}

/// LLVM's error for an element with the wrong number of operands.
fn bad_format(what: &str) -> Error {
    invalid(format!("Invalid format for {what}"))
}

struct Reader<'a> {
    m: &'a Module,
}

impl Reader<'_> {
    fn node(&self, md: Md, what: &str) -> Result<&[Option<Md>], Error> {
        match self.m.metadata.get(md) {
            Some(MdData::Node { ops, .. }) => Ok(ops),
            _ => Err(bad_format(what)),
        }
    }

    fn value(&self, op: Option<Md>, what: &str) -> Result<Value, Error> {
        match op.and_then(|md| self.m.metadata.get(md)) {
            Some(MdData::Value { value, .. }) => Ok(*value),
            _ => Err(invalid(format!("Invalid value for {what}"))),
        }
    }

    fn int(&self, op: Option<Md>, what: &str) -> Result<i128, Error> {
        let v = self.value(op, what)?;
        self.m
            .const_int(v)
            .ok_or_else(|| invalid(format!("Invalid value for {what}")))
    }

    fn u32_at(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<u32, Error> {
        let v = self.int(ops.get(i).copied().flatten(), what)?;
        u32::try_from(v)
            .or_else(|_| i32::try_from(v).map(|x| x as u32))
            .map_err(|_| invalid(format!("Invalid value for {what}: {v}")))
    }

    fn f32_at(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<f32, Error> {
        let v = self.value(ops.get(i).copied().flatten(), what)?;
        let bad = || invalid(format!("Invalid value for {what}"));
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

    fn string(&self, op: Option<Md>) -> Option<String> {
        op.and_then(|md| self.m.md_string(md))
            .map(|s| String::from_utf8_lossy(s).into_owned())
    }

    fn root_signature(
        &self,
        version: i128,
        elements: &[Option<Md>],
    ) -> Result<RootSignature, Error> {
        let version = match version {
            1 => RootSignatureVersion::V1_0,
            2 => RootSignatureVersion::V1_1,
            3 => RootSignatureVersion::V1_2,
            v => {
                return Err(invalid(format!(
                    "Invalid Root Signature Version: {v}. Metadata will not be processed."
                )))
            }
        };
        let mut rs = RootSignature {
            version,
            flags: RootSignatureFlags::empty(),
            parameters: Vec::new(),
            static_samplers: Vec::new(),
        };
        for element in elements {
            let md = element.ok_or_else(|| invalid("Missing Root Element Metadata Node."))?;
            self.element(self.node(md, "Root Element")?, &mut rs)?;
        }
        Ok(rs)
    }

    fn element(&self, ops: &[Option<Md>], rs: &mut RootSignature) -> Result<(), Error> {
        let name = self
            .string(ops.first().copied().flatten())
            .ok_or_else(|| bad_format("Root Element"))?;
        let u = |i: usize, what: &str| self.u32_at(ops, i, what);
        let visibility = || {
            let raw = u(1, "ShaderVisibility")?;
            rules::visibility(raw)?;
            Ok::<_, Error>(ShaderVisibility::from_raw(raw))
        };
        let version = rs.version.raw();
        match name.as_str() {
            "RootFlags" => {
                if ops.len() != 2 {
                    return Err(bad_format("RootFlag Element"));
                }
                let flags = u(1, "RootFlag")?;
                rules::root_flags(flags)?;
                rs.flags = RootSignatureFlags(flags);
            }
            "RootConstants" => {
                if ops.len() != 5 {
                    return Err(bad_format("RootConstants Element"));
                }
                rs.parameters.push(RootParameter {
                    visibility: visibility()?,
                    kind: RootParameterKind::Constants {
                        shader_register: u(2, "ShaderRegister")?,
                        register_space: u(3, "RegisterSpace")?,
                        num_32bit_values: u(4, "Num32BitValues")?,
                    },
                });
            }
            "RootCBV" | "RootSRV" | "RootUAV" => {
                if ops.len() != 5 {
                    return Err(bad_format("Root Descriptor Element"));
                }
                let visibility = visibility()?;
                let shader_register = u(2, "ShaderRegister")?;
                let register_space = u(3, "RegisterSpace")?;
                rules::register(shader_register)?;
                rules::space(register_space)?;
                // Version 1.0 has no descriptor flags: the operand is not read.
                let flags = if version > 1 {
                    let flags = u(4, "Root Descriptor Flags")?;
                    rules::root_descriptor_flags(flags)?;
                    flags
                } else {
                    0
                };
                let default = default_data_flags(name == "RootUAV");
                let descriptor = RootDescriptor {
                    shader_register,
                    register_space,
                    flags: RootDescriptorFlags(if flags == default { 0 } else { flags }),
                };
                rs.parameters.push(RootParameter {
                    visibility,
                    kind: match name.as_str() {
                        "RootCBV" => RootParameterKind::Cbv(descriptor),
                        "RootSRV" => RootParameterKind::Srv(descriptor),
                        _ => RootParameterKind::Uav(descriptor),
                    },
                });
            }
            "DescriptorTable" => {
                if ops.len() < 2 {
                    return Err(bad_format("Descriptor Table"));
                }
                let visibility = visibility()?;
                let mut ranges = Vec::new();
                for range in ops.iter().skip(2) {
                    let md = range.ok_or_else(|| invalid("Missing Root Element Metadata Node."))?;
                    ranges.push(self.range(version, self.node(md, "Descriptor Range")?)?);
                }
                rs.parameters.push(RootParameter {
                    visibility,
                    kind: RootParameterKind::DescriptorTable(ranges),
                });
            }
            "StaticSampler" => rs.static_samplers.push(self.sampler(version, ops)?),
            other => return Err(invalid(format!("Invalid Root Signature Element: {other}"))),
        }
        Ok(())
    }

    fn range(&self, version: u32, ops: &[Option<Md>]) -> Result<DescriptorRange, Error> {
        if ops.len() != 6 {
            return Err(bad_format("Descriptor Range"));
        }
        let name = self
            .string(ops.first().copied().flatten())
            .ok_or_else(|| bad_format("Descriptor Range"))?;
        let u = |i: usize, what: &str| self.u32_at(ops, i, what);
        let range_type = match name.as_str() {
            "SRV" => DescriptorRangeType::Srv,
            "UAV" => DescriptorRangeType::Uav,
            "CBV" => DescriptorRangeType::Cbv,
            "Sampler" => DescriptorRangeType::Sampler,
            _ => return Err(invalid("Invalid Descriptor Range type.")),
        };
        let num_descriptors = u(1, "Number of Descriptor in Range")?;
        let base_shader_register = u(2, "BaseShaderRegister")?;
        let register_space = u(3, "RegisterSpace")?;
        let offset = u(4, "OffsetInDescriptorsFromTableStart")?;
        let flags = u(5, "Descriptor Range Flags")?;
        rules::space(register_space)?;
        rules::num_descriptors(num_descriptors)?;
        rules::range_flags(version, range_type, flags)?;
        let default = match range_type {
            DescriptorRangeType::Sampler => 0,
            _ => default_data_flags(range_type == DescriptorRangeType::Uav),
        };
        Ok(DescriptorRange {
            range_type,
            num_descriptors,
            base_shader_register,
            register_space,
            offset_in_descriptors_from_table_start: offset,
            flags: DescriptorRangeFlags(if flags == default { 0 } else { flags }),
        })
    }

    fn sampler(&self, version: u32, ops: &[Option<Md>]) -> Result<StaticSampler, Error> {
        if !(14..=15).contains(&ops.len()) {
            return Err(bad_format("Static Sampler"));
        }
        let u = |i: usize, what: &str| self.u32_at(ops, i, what);
        let f = |i: usize, what: &str| self.f32_at(ops, i, what);
        let filter = u(1, "Filter")?;
        let address = [u(2, "AddressU")?, u(3, "AddressV")?, u(4, "AddressW")?];
        let mip_lod_bias = f(5, "MipLODBias")?;
        let max_anisotropy = u(6, "MaxAnisotropy")?;
        let comparison = u(7, "ComparisonFunc")?;
        let border = u(8, "BorderColor")?;
        let min_lod = f(9, "MinLOD")?;
        let max_lod = f(10, "MaxLOD")?;
        let shader_register = u(11, "ShaderRegister")?;
        let register_space = u(12, "RegisterSpace")?;
        let visibility = u(13, "ShaderVisibility")?;
        let flags = match ops.get(14) {
            Some(_) => u(14, "Static Sampler Flags")?,
            None => 0,
        };
        rules::sampler_enums(filter, address, comparison, border)?;
        rules::sampler_numbers(mip_lod_bias, max_anisotropy, min_lod, max_lod)?;
        rules::register(shader_register)?;
        rules::space(register_space)?;
        rules::visibility(visibility)?;
        rules::sampler_flags(version, flags)?;
        Ok(StaticSampler {
            filter: Filter::from_raw(filter),
            address_u: TextureAddressMode::from_raw(address[0]),
            address_v: TextureAddressMode::from_raw(address[1]),
            address_w: TextureAddressMode::from_raw(address[2]),
            mip_lod_bias,
            max_anisotropy,
            comparison_func: ComparisonFunc::from_raw(comparison),
            border_color: StaticBorderColor::from_raw(border),
            min_lod,
            max_lod,
            shader_register,
            register_space,
            visibility: ShaderVisibility::from_raw(visibility),
            flags: SamplerFlags(flags),
        })
    }
}
