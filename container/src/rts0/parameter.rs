//! Root parameters: descriptor tables, root constants and root descriptors.

use crate::byte_reader::ByteReader;
use crate::byte_writer::{patch_u32, put_len, put_u32};
use crate::ReadError;

use super::{DescriptorRangeFlags, DescriptorRangeType, RootDescriptorFlags, ShaderVisibility};

/// `OffsetInDescriptorsFromTableStart` meaning "right after the previous range".
pub const DESCRIPTOR_RANGE_OFFSET_APPEND: u32 = u32::MAX;

/// One range of a descriptor table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DescriptorRange {
    /// Kind of descriptors.
    pub range_type: DescriptorRangeType,
    /// Number of descriptors (`u32::MAX` for unbounded).
    pub num_descriptors: u32,
    /// First shader register.
    pub base_shader_register: u32,
    /// Register space.
    pub register_space: u32,
    /// Flags (version 1.1+).
    pub flags: DescriptorRangeFlags,
    /// Offset in the table, or [`DESCRIPTOR_RANGE_OFFSET_APPEND`].
    pub offset_in_descriptors_from_table_start: u32,
}

/// A root constant, CBV, SRV or UAV bound directly in the root signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RootDescriptor {
    /// Shader register.
    pub shader_register: u32,
    /// Register space.
    pub register_space: u32,
    /// Flags (version 1.1+).
    pub flags: RootDescriptorFlags,
}

/// What a root parameter binds; the discriminant is D3D12_ROOT_PARAMETER_TYPE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RootParameterKind {
    /// Type 0: a table of descriptor ranges.
    DescriptorTable(Vec<DescriptorRange>),
    /// Type 1: 32-bit constants.
    Constants {
        /// Shader register.
        shader_register: u32,
        /// Register space.
        register_space: u32,
        /// Number of 32-bit values.
        num_32bit_values: u32,
    },
    /// Type 2: a root CBV.
    Cbv(RootDescriptor),
    /// Type 3: a root SRV.
    Srv(RootDescriptor),
    /// Type 4: a root UAV.
    Uav(RootDescriptor),
}

/// A root parameter: what it binds and which stages see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RootParameter {
    /// Visibility.
    pub visibility: ShaderVisibility,
    /// Binding.
    pub kind: RootParameterKind,
}

impl RootParameterKind {
    /// The D3D12_ROOT_PARAMETER_TYPE value.
    pub fn type_code(&self) -> u32 {
        match self {
            RootParameterKind::DescriptorTable(_) => 0,
            RootParameterKind::Constants { .. } => 1,
            RootParameterKind::Cbv(_) => 2,
            RootParameterKind::Srv(_) => 3,
            RootParameterKind::Uav(_) => 4,
        }
    }

    /// The obj2yaml-style name of the type.
    pub fn type_name(&self) -> &'static str {
        match self {
            RootParameterKind::DescriptorTable(_) => "DescriptorTable",
            RootParameterKind::Constants { .. } => "Constants32Bit",
            RootParameterKind::Cbv(_) => "CBV",
            RootParameterKind::Srv(_) => "SRV",
            RootParameterKind::Uav(_) => "UAV",
        }
    }

    /// Writes the payload at the end of `sink` (whose start is the part start) and returns
    /// its offset.
    pub(crate) fn encode_payload(&self, has_flags: bool, sink: &mut Vec<u8>) -> usize {
        let at = sink.len();
        match self {
            RootParameterKind::DescriptorTable(ranges) => {
                put_len(sink, ranges.len());
                put_len(sink, at + 8);
                for range in ranges {
                    put_u32(sink, range.range_type.raw());
                    put_u32(sink, range.num_descriptors);
                    put_u32(sink, range.base_shader_register);
                    put_u32(sink, range.register_space);
                    if has_flags {
                        put_u32(sink, range.flags.0);
                    }
                    put_u32(sink, range.offset_in_descriptors_from_table_start);
                }
            }
            RootParameterKind::Constants {
                shader_register,
                register_space,
                num_32bit_values,
            } => {
                put_u32(sink, *shader_register);
                put_u32(sink, *register_space);
                put_u32(sink, *num_32bit_values);
            }
            RootParameterKind::Cbv(descriptor)
            | RootParameterKind::Srv(descriptor)
            | RootParameterKind::Uav(descriptor) => {
                put_u32(sink, descriptor.shader_register);
                put_u32(sink, descriptor.register_space);
                if has_flags {
                    put_u32(sink, descriptor.flags.0);
                }
            }
        }
        at
    }
}

impl RootParameter {
    /// Writes the 12-byte parameter record with a payload offset to patch later; returns
    /// where that offset goes.
    pub(crate) fn encode_record(&self, sink: &mut Vec<u8>) -> usize {
        put_u32(sink, self.kind.type_code());
        put_u32(sink, self.visibility.raw());
        let slot = sink.len();
        put_u32(sink, 0);
        slot
    }

    /// Reads one parameter record from `records` and its payload from `part`.
    pub(crate) fn decode(
        records: &mut ByteReader<'_>,
        part: &ByteReader<'_>,
        has_flags: bool,
    ) -> Result<RootParameter, ReadError> {
        let record_at = records.position();
        let type_code = records.u32("root parameter type")?;
        let visibility = ShaderVisibility::from_raw(records.u32("shader visibility")?);
        let payload_offset = records.u32("root parameter payload offset")? as usize;
        let mut payload = part.at(payload_offset, "root parameter payload")?;
        let descriptor = |payload: &mut ByteReader<'_>| -> Result<RootDescriptor, ReadError> {
            Ok(RootDescriptor {
                shader_register: payload.u32("shader register")?,
                register_space: payload.u32("register space")?,
                flags: if has_flags {
                    RootDescriptorFlags(payload.u32("root descriptor flags")?)
                } else {
                    RootDescriptorFlags::empty()
                },
            })
        };
        let kind = match type_code {
            0 => {
                let count = payload.u32("descriptor range count")? as usize;
                let ranges_offset = payload.u32("descriptor ranges offset")? as usize;
                let mut ranges_reader = part.at(ranges_offset, "descriptor ranges")?;
                let stride = if has_flags { 24 } else { 20 };
                ranges_reader.check_records(count, stride, "descriptor ranges")?;
                let mut ranges = Vec::with_capacity(count);
                for _ in 0..count {
                    let range_type =
                        DescriptorRangeType::from_raw(ranges_reader.u32("range type")?);
                    let num_descriptors = ranges_reader.u32("descriptor count")?;
                    let base_shader_register = ranges_reader.u32("base shader register")?;
                    let register_space = ranges_reader.u32("register space")?;
                    let flags = if has_flags {
                        DescriptorRangeFlags(ranges_reader.u32("range flags")?)
                    } else {
                        DescriptorRangeFlags::empty()
                    };
                    ranges.push(DescriptorRange {
                        range_type,
                        num_descriptors,
                        base_shader_register,
                        register_space,
                        flags,
                        offset_in_descriptors_from_table_start: ranges_reader
                            .u32("offset in descriptors from table start")?,
                    });
                }
                RootParameterKind::DescriptorTable(ranges)
            }
            1 => RootParameterKind::Constants {
                shader_register: payload.u32("shader register")?,
                register_space: payload.u32("register space")?,
                num_32bit_values: payload.u32("constant count")?,
            },
            2 => RootParameterKind::Cbv(descriptor(&mut payload)?),
            3 => RootParameterKind::Srv(descriptor(&mut payload)?),
            4 => RootParameterKind::Uav(descriptor(&mut payload)?),
            other => {
                return Err(ReadError::new(
                    format!("unknown root parameter type {other}"),
                    record_at,
                ))
            }
        };
        Ok(RootParameter { visibility, kind })
    }
}

/// Sets the payload offset written by [`RootParameter::encode_record`].
pub(crate) fn patch_payload_offset(sink: &mut [u8], slot: usize, offset: usize) {
    patch_u32(sink, slot, u32::try_from(offset).unwrap_or(u32::MAX));
}
