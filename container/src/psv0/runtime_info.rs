//! PSV0 runtime information: the per-stage union and the fields later versions append.
//!
//! Sizes: version 0 = 24 bytes, 1 = 36, 2 = 48, 3 = 52, 4 = 56.

use crate::byte_reader::ByteReader;
use crate::byte_writer::{put_u16, put_u32, put_u8};
use crate::{ReadError, ShaderKind};

/// Size of the runtime information of each PSV version, indexed by version.
pub const RUNTIME_INFO_SIZES: [usize; 5] = [24, 36, 48, 52, 56];

/// The stage-specific 16 bytes at the start of the runtime information.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StageInfo {
    /// Stages with no stage-specific data (compute, library, ...): 16 zero bytes.
    #[default]
    None,
    /// Vertex shader.
    Vertex {
        /// An output has SV_Position.
        output_position_present: bool,
    },
    /// Hull shader.
    Hull {
        /// Input control points.
        input_control_point_count: u32,
        /// Output control points.
        output_control_point_count: u32,
        /// Tessellator domain (DXIL::TessellatorDomain).
        tessellator_domain: u32,
        /// Tessellator output primitive (DXIL::TessellatorOutputPrimitive).
        tessellator_output_primitive: u32,
    },
    /// Domain shader.
    Domain {
        /// Input control points.
        input_control_point_count: u32,
        /// An output has SV_Position.
        output_position_present: bool,
        /// Tessellator domain.
        tessellator_domain: u32,
    },
    /// Geometry shader.
    Geometry {
        /// Input primitive (DXIL::InputPrimitive).
        input_primitive: u32,
        /// Output topology (DXIL::PrimitiveTopology).
        output_topology: u32,
        /// Streams written (1 when none).
        output_stream_mask: u32,
        /// An output has SV_Position.
        output_position_present: bool,
    },
    /// Pixel shader.
    Pixel {
        /// Writes SV_Depth (any variant).
        depth_output: bool,
        /// Runs at sample frequency.
        sample_frequency: bool,
    },
    /// Mesh shader.
    Mesh {
        /// Group shared bytes.
        group_shared_bytes_used: u32,
        /// Group shared bytes that depend on the view ID.
        group_shared_bytes_dependent_on_view_id: u32,
        /// Payload size.
        payload_size_in_bytes: u32,
        /// Maximum output vertices.
        max_output_vertices: u16,
        /// Maximum output primitives.
        max_output_primitives: u16,
    },
    /// Amplification shader.
    Amplification {
        /// Payload size.
        payload_size_in_bytes: u32,
    },
}

/// PSV0 runtime information. Fields past what the part's version holds are ignored by the
/// encoder and left at their defaults by the decoder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuntimeInfo {
    /// Stage-specific data (version 0+).
    pub stage_info: StageInfo,
    /// Minimum wave lane count, 0 when unconstrained (version 0+).
    pub min_wave_lane_count: u32,
    /// Maximum wave lane count, `u32::MAX` when unconstrained (version 0+).
    pub max_wave_lane_count: u32,
    /// Shader stage (version 1+).
    pub shader_stage: ShaderKind,
    /// Uses SV_ViewID (version 1+).
    pub uses_view_id: bool,
    /// Geometry shader maximum vertex count (version 1+).
    pub max_vertex_count: u16,
    /// HS output / DS input patch-constant vectors, or MS primitive output vectors (version 1+).
    pub sig_patch_const_or_prim_vectors: u8,
    /// Mesh shader output topology (version 1+).
    pub mesh_output_topology: u8,
    /// Packed input vectors (version 1+).
    pub sig_input_vectors: u8,
    /// Packed output vectors per GS stream (version 1+).
    pub sig_output_vectors: [u8; 4],
    /// Thread group size for compute, mesh and amplification (version 2+).
    pub num_threads: [u32; 3],
    /// Group shared memory bytes (version 4+).
    pub group_shared_bytes: u32,
}

impl Default for RuntimeInfo {
    fn default() -> Self {
        RuntimeInfo {
            stage_info: StageInfo::None,
            min_wave_lane_count: 0,
            max_wave_lane_count: u32::MAX,
            shader_stage: ShaderKind::Invalid,
            uses_view_id: false,
            max_vertex_count: 0,
            sig_patch_const_or_prim_vectors: 0,
            mesh_output_topology: 0,
            sig_input_vectors: 0,
            sig_output_vectors: [0; 4],
            num_threads: [0; 3],
            group_shared_bytes: 0,
        }
    }
}

/// Signature element counts, stored in the runtime information (version 1+).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct ElementCounts {
    pub(crate) input: u8,
    pub(crate) output: u8,
    pub(crate) patch_const_or_prim: u8,
}

impl StageInfo {
    fn encode(&self, sink: &mut Vec<u8>) {
        let start = sink.len();
        match *self {
            StageInfo::None => {}
            StageInfo::Vertex {
                output_position_present,
            } => put_u8(sink, output_position_present.into()),
            StageInfo::Hull {
                input_control_point_count,
                output_control_point_count,
                tessellator_domain,
                tessellator_output_primitive,
            } => {
                put_u32(sink, input_control_point_count);
                put_u32(sink, output_control_point_count);
                put_u32(sink, tessellator_domain);
                put_u32(sink, tessellator_output_primitive);
            }
            StageInfo::Domain {
                input_control_point_count,
                output_position_present,
                tessellator_domain,
            } => {
                put_u32(sink, input_control_point_count);
                put_u32(sink, u32::from(output_position_present));
                put_u32(sink, tessellator_domain);
            }
            StageInfo::Geometry {
                input_primitive,
                output_topology,
                output_stream_mask,
                output_position_present,
            } => {
                put_u32(sink, input_primitive);
                put_u32(sink, output_topology);
                put_u32(sink, output_stream_mask);
                put_u8(sink, output_position_present.into());
            }
            StageInfo::Pixel {
                depth_output,
                sample_frequency,
            } => {
                put_u8(sink, depth_output.into());
                put_u8(sink, sample_frequency.into());
            }
            StageInfo::Mesh {
                group_shared_bytes_used,
                group_shared_bytes_dependent_on_view_id,
                payload_size_in_bytes,
                max_output_vertices,
                max_output_primitives,
            } => {
                put_u32(sink, group_shared_bytes_used);
                put_u32(sink, group_shared_bytes_dependent_on_view_id);
                put_u32(sink, payload_size_in_bytes);
                put_u16(sink, max_output_vertices);
                put_u16(sink, max_output_primitives);
            }
            StageInfo::Amplification {
                payload_size_in_bytes,
            } => put_u32(sink, payload_size_in_bytes),
        }
        sink.resize(start + 16, 0);
    }

    fn decode(reader: &mut ByteReader<'_>, stage: ShaderKind) -> Result<StageInfo, ReadError> {
        let bytes = reader.bytes(16, "stage info")?;
        let mut r = ByteReader::new(bytes, reader.position() - 16);
        let flag = |byte: u8| byte != 0;
        Ok(match stage {
            ShaderKind::Vertex => StageInfo::Vertex {
                output_position_present: flag(r.u8("output position present")?),
            },
            ShaderKind::Hull => StageInfo::Hull {
                input_control_point_count: r.u32("input control points")?,
                output_control_point_count: r.u32("output control points")?,
                tessellator_domain: r.u32("tessellator domain")?,
                tessellator_output_primitive: r.u32("tessellator output primitive")?,
            },
            ShaderKind::Domain => StageInfo::Domain {
                input_control_point_count: r.u32("input control points")?,
                output_position_present: flag(r.u32("output position present")? as u8),
                tessellator_domain: r.u32("tessellator domain")?,
            },
            ShaderKind::Geometry => StageInfo::Geometry {
                input_primitive: r.u32("input primitive")?,
                output_topology: r.u32("output topology")?,
                output_stream_mask: r.u32("output stream mask")?,
                output_position_present: flag(r.u8("output position present")?),
            },
            ShaderKind::Pixel => StageInfo::Pixel {
                depth_output: flag(r.u8("depth output")?),
                sample_frequency: flag(r.u8("sample frequency")?),
            },
            ShaderKind::Mesh => StageInfo::Mesh {
                group_shared_bytes_used: r.u32("group shared bytes")?,
                group_shared_bytes_dependent_on_view_id: r.u32("view-ID group shared bytes")?,
                payload_size_in_bytes: r.u32("payload size")?,
                max_output_vertices: r.u16("max output vertices")?,
                max_output_primitives: r.u16("max output primitives")?,
            },
            ShaderKind::Amplification => StageInfo::Amplification {
                payload_size_in_bytes: r.u32("payload size")?,
            },
            _ => StageInfo::None,
        })
    }
}

impl RuntimeInfo {
    /// Writes the runtime information of PSV `version` (without its size prefix).
    pub(crate) fn encode(
        &self,
        version: u8,
        counts: ElementCounts,
        entry_name_offset: u32,
        sink: &mut Vec<u8>,
    ) {
        self.stage_info.encode(sink);
        put_u32(sink, self.min_wave_lane_count);
        put_u32(sink, self.max_wave_lane_count);
        if version < 1 {
            return;
        }
        put_u8(sink, self.shader_stage.raw() as u8);
        put_u8(sink, self.uses_view_id.into());
        if self.shader_stage == ShaderKind::Geometry {
            put_u16(sink, self.max_vertex_count);
        } else {
            put_u8(sink, self.sig_patch_const_or_prim_vectors);
            put_u8(sink, self.mesh_output_topology);
        }
        put_u8(sink, counts.input);
        put_u8(sink, counts.output);
        put_u8(sink, counts.patch_const_or_prim);
        put_u8(sink, self.sig_input_vectors);
        sink.extend_from_slice(&self.sig_output_vectors);
        if version < 2 {
            return;
        }
        for count in self.num_threads {
            put_u32(sink, count);
        }
        if version < 3 {
            return;
        }
        put_u32(sink, entry_name_offset);
        if version < 4 {
            return;
        }
        put_u32(sink, self.group_shared_bytes);
    }

    /// Reads runtime information of PSV `version`; `stage_hint` names the stage for
    /// version 0, which does not store it. Returns the element counts and, for version 3+,
    /// the entry name offset.
    pub(crate) fn decode(
        reader: &mut ByteReader<'_>,
        version: u8,
        stage_hint: Option<ShaderKind>,
    ) -> Result<(RuntimeInfo, ElementCounts, Option<u32>), ReadError> {
        let mut info = RuntimeInfo::default();
        let mut counts = ElementCounts::default();
        let stage_at = reader.clone();
        reader.bytes(16, "stage info")?;
        info.min_wave_lane_count = reader.u32("minimum wave lane count")?;
        info.max_wave_lane_count = reader.u32("maximum wave lane count")?;
        let mut stage = stage_hint.unwrap_or(ShaderKind::Invalid);
        let mut entry_name_offset = None;
        if version >= 1 {
            stage = ShaderKind::from_raw(reader.u8("shader stage")?.into());
            info.shader_stage = stage;
            info.uses_view_id = reader.u8("uses view ID")? != 0;
            let extra = reader.array::<2>("geometry extra info")?;
            if stage == ShaderKind::Geometry {
                info.max_vertex_count = u16::from_le_bytes(extra);
            } else {
                info.sig_patch_const_or_prim_vectors = extra[0];
                info.mesh_output_topology = extra[1];
            }
            counts.input = reader.u8("input element count")?;
            counts.output = reader.u8("output element count")?;
            counts.patch_const_or_prim = reader.u8("patch constant element count")?;
            info.sig_input_vectors = reader.u8("input vectors")?;
            info.sig_output_vectors = reader.array("output vectors")?;
        }
        if version >= 2 {
            for count in &mut info.num_threads {
                *count = reader.u32("thread count")?;
            }
        }
        if version >= 3 {
            entry_name_offset = Some(reader.u32("entry name offset")?);
        }
        if version >= 4 {
            info.group_shared_bytes = reader.u32("group shared bytes")?;
        }
        info.stage_info = StageInfo::decode(&mut stage_at.clone(), stage)?;
        Ok((info, counts, entry_name_offset))
    }
}
