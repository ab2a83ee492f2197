//! A stable, readable text form of a container, laid out like LLVM's `obj2yaml` output for
//! DXContainer files so the two can be compared side by side. Bitcode is not dumped.

use std::fmt::{Display, Write};

use crate::digest::DigestStatus;
use crate::psv0::{PsvSignatureElement, StageInfo};
use crate::reader::{ParsedContainer, ParsedPart, PartContents};
use crate::rts0::{RootParameterKind, RootSignature};
use crate::{ComponentType, FeatureFlags, PipelineStateValidation, Program, ShaderHash, Signature};

/// Writes YAML-like lines with obj2yaml's key padding (values start at column 17 of the key).
pub(crate) struct Printer {
    text: String,
}

impl Printer {
    pub(crate) fn key(&mut self, indent: usize, prefix: &str, key: &str) {
        let _ = write!(self.text, "{:indent$}{prefix}", "");
        let label = format!("{key}:");
        let _ = write!(self.text, "{label:<16}");
    }

    pub(crate) fn field(&mut self, indent: usize, key: &str, value: impl Display) {
        self.key(indent, "", key);
        let _ = writeln!(self.text, " {value}");
    }

    pub(crate) fn item(&mut self, indent: usize, key: &str, value: impl Display) {
        self.key(indent, "- ", key);
        let _ = writeln!(self.text, " {value}");
    }

    pub(crate) fn open(&mut self, indent: usize, key: &str) {
        let _ = writeln!(self.text, "{:indent$}{key}:", "");
    }

    pub(crate) fn list<T: Display>(
        &mut self,
        indent: usize,
        key: &str,
        values: impl IntoIterator<Item = T>,
    ) {
        let items: Vec<String> = values.into_iter().map(|value| value.to_string()).collect();
        self.field(indent, key, format!("[ {} ]", items.join(", ")));
    }
}

fn hex_bytes(bytes: &[u8]) -> Vec<String> {
    bytes.iter().map(|byte| format!("0x{byte:X}")).collect()
}

/// The text form of `container`.
pub fn print(container: &ParsedContainer<'_>) -> String {
    let mut p = Printer {
        text: String::from("--- !dxcontainer\nHeader:\n"),
    };
    let header = &container.header;
    p.list(2, "Hash", hex_bytes(&header.digest));
    let status = match container.digest_status {
        DigestStatus::Zero => "zero".to_owned(),
        DigestStatus::Bypass => "bypass".to_owned(),
        DigestStatus::Preview => "preview".to_owned(),
        DigestStatus::Retail => "retail (valid)".to_owned(),
        DigestStatus::Mismatch { expected } => {
            format!(
                "wrong (retail hash would be [ {} ])",
                hex_bytes(&expected).join(", ")
            )
        }
    };
    p.field(2, "HashStatus", status);
    p.open(2, "Version");
    p.field(4, "Major", header.major_version);
    p.field(4, "Minor", header.minor_version);
    p.field(2, "FileSize", header.file_size);
    p.field(2, "PartCount", header.part_count);
    p.list(
        2,
        "PartOffsets",
        container.parts.iter().map(|part| part.offset),
    );
    p.open(0, "Parts");
    for part in &container.parts {
        print_part(&mut p, part);
    }
    p.text.push_str("...\n");
    p.text
}

fn print_part(p: &mut Printer, part: &ParsedPart<'_>) {
    p.item(2, "Name", part.fourcc);
    p.field(4, "Size", part.body.len());
    match &part.contents {
        PartContents::FeatureFlags(flags) => print_feature_flags(p, *flags),
        PartContents::ShaderHash(hash) => print_hash(p, hash),
        PartContents::PipelineStateValidation(psv) => print_psv(p, psv),
        PartContents::Signature(signature) => print_signature(p, signature),
        PartContents::RootSignature(signature) => print_root_signature(p, signature),
        PartContents::Program(program) => print_program(p, program, part.body.len()),
        PartContents::DebugName(name) => {
            p.open(4, "DebugName");
            p.field(6, "Flags", name.flags);
            p.field(6, "Name", &name.name);
        }
        PartContents::RuntimeData(data) => crate::rdat::print::print_runtime_data(p, data),
        PartContents::CompilerVersion(v) => {
            p.open(4, "CompilerVersion");
            p.field(6, "Major", v.major);
            p.field(6, "Minor", v.minor);
            p.field(6, "Flags", v.flags);
            p.field(6, "CommitCount", v.commit_count);
            p.field(6, "CommitSha", format!("'{}'", v.commit_sha));
            p.field(6, "Version", format!("'{}'", v.custom));
        }
        PartContents::Opaque => {}
    }
}

fn print_feature_flags(p: &mut Printer, flags: FeatureFlags) {
    if flags.is_empty() {
        p.field(4, "Flags", "{}");
        return;
    }
    p.open(4, "Flags");
    for name in flags.names() {
        p.field(6, name, true);
    }
    if flags.unknown_bits() != 0 {
        p.field(6, "UnknownBits", format!("{:#x}", flags.unknown_bits()));
    }
}

fn print_hash(p: &mut Printer, hash: &ShaderHash) {
    p.open(4, "Hash");
    p.field(6, "IncludesSource", hash.includes_source());
    p.list(6, "Digest", hex_bytes(&hash.digest));
}

fn print_program(p: &mut Printer, program: &Program<'_>, part_size: usize) {
    p.open(4, "Program");
    p.field(6, "MajorVersion", program.major);
    p.field(6, "MinorVersion", program.minor);
    p.field(6, "ShaderKind", program.shader_kind.raw());
    p.field(6, "Size", part_size / 4);
    p.field(6, "DXILMajorVersion", program.dxil_major);
    p.field(6, "DXILMinorVersion", program.dxil_minor);
    p.field(6, "DXILSize", program.bitcode.len());
}

fn print_signature(p: &mut Printer, signature: &Signature) {
    p.open(4, "Signature");
    let elements = signature.sorted_elements();
    if elements.is_empty() {
        p.field(6, "Parameters", "[]");
        return;
    }
    p.open(6, "Parameters");
    for element in elements {
        p.item(8, "Stream", element.stream);
        p.field(10, "Name", &element.name);
        p.field(10, "Index", element.semantic_index);
        p.field(10, "SystemValue", element.system_value);
        p.field(10, "CompType", element.component_type);
        p.field(10, "Register", element.register);
        p.field(10, "Mask", element.mask);
        p.field(10, "ExclusiveMask", element.rw_mask);
        p.field(10, "MinPrecision", element.min_precision);
    }
}

fn print_stage_info(p: &mut Printer, stage_info: &StageInfo) {
    match *stage_info {
        StageInfo::None => {}
        StageInfo::Vertex {
            output_position_present,
        } => p.field(
            6,
            "OutputPositionPresent",
            u8::from(output_position_present),
        ),
        StageInfo::Hull {
            input_control_point_count,
            output_control_point_count,
            tessellator_domain,
            tessellator_output_primitive,
        } => {
            p.field(6, "InputControlPointCount", input_control_point_count);
            p.field(6, "OutputControlPointCount", output_control_point_count);
            p.field(6, "TessellatorDomain", tessellator_domain);
            p.field(
                6,
                "TessellatorOutputPrimitive",
                tessellator_output_primitive,
            );
        }
        StageInfo::Domain {
            input_control_point_count,
            output_position_present,
            tessellator_domain,
        } => {
            p.field(6, "InputControlPointCount", input_control_point_count);
            p.field(
                6,
                "OutputPositionPresent",
                u8::from(output_position_present),
            );
            p.field(6, "TessellatorDomain", tessellator_domain);
        }
        StageInfo::Geometry {
            input_primitive,
            output_topology,
            output_stream_mask,
            output_position_present,
        } => {
            p.field(6, "InputPrimitive", input_primitive);
            p.field(6, "OutputTopology", output_topology);
            p.field(6, "OutputStreamMask", output_stream_mask);
            p.field(
                6,
                "OutputPositionPresent",
                u8::from(output_position_present),
            );
        }
        StageInfo::Pixel {
            depth_output,
            sample_frequency,
        } => {
            p.field(6, "DepthOutput", u8::from(depth_output));
            p.field(6, "SampleFrequency", u8::from(sample_frequency));
        }
        StageInfo::Mesh {
            group_shared_bytes_used,
            group_shared_bytes_dependent_on_view_id,
            payload_size_in_bytes,
            max_output_vertices,
            max_output_primitives,
        } => {
            p.field(6, "GroupSharedBytesUsed", group_shared_bytes_used);
            p.field(
                6,
                "GroupSharedBytesDependentOnViewID",
                group_shared_bytes_dependent_on_view_id,
            );
            p.field(6, "PayloadSizeInBytes", payload_size_in_bytes);
            p.field(6, "MaxOutputVertices", max_output_vertices);
            p.field(6, "MaxOutputPrimitives", max_output_primitives);
        }
        StageInfo::Amplification {
            payload_size_in_bytes,
        } => p.field(6, "PayloadSizeInBytes", payload_size_in_bytes),
    }
}

fn print_psv(p: &mut Printer, psv: &PipelineStateValidation) {
    let info = &psv.runtime_info;
    p.open(4, "PSVInfo");
    p.field(6, "Version", psv.version);
    if psv.version >= 1 {
        p.field(6, "ShaderStage", info.shader_stage.raw());
    }
    print_stage_info(p, &info.stage_info);
    p.field(6, "MinimumWaveLaneCount", info.min_wave_lane_count);
    p.field(6, "MaximumWaveLaneCount", info.max_wave_lane_count);
    if psv.version >= 1 {
        p.field(6, "UsesViewID", u8::from(info.uses_view_id));
        match info.shader_stage {
            crate::ShaderKind::Geometry => p.field(6, "MaxVertexCount", info.max_vertex_count),
            crate::ShaderKind::Hull | crate::ShaderKind::Domain | crate::ShaderKind::Mesh => {
                p.field(
                    6,
                    "SigPatchConstOrPrimVectors",
                    info.sig_patch_const_or_prim_vectors,
                );
                if info.shader_stage == crate::ShaderKind::Mesh {
                    p.field(6, "MeshOutputTopology", info.mesh_output_topology);
                }
            }
            _ => {}
        }
        p.field(6, "SigInputVectors", info.sig_input_vectors);
        p.list(6, "SigOutputVectors", info.sig_output_vectors);
    }
    if psv.version >= 2 {
        p.field(6, "NumThreadsX", info.num_threads[0]);
        p.field(6, "NumThreadsY", info.num_threads[1]);
        p.field(6, "NumThreadsZ", info.num_threads[2]);
    }
    if psv.version >= 3 {
        p.field(6, "EntryName", &psv.entry_name);
    }
    if psv.version >= 4 {
        p.field(6, "NumBytesGroupSharedMemory", info.group_shared_bytes);
    }
    p.field(6, "ResourceStride", if psv.version < 2 { 16 } else { 24 });
    if psv.resources.is_empty() {
        p.field(6, "Resources", "[]");
    } else {
        p.open(6, "Resources");
    }
    for resource in &psv.resources {
        p.item(8, "Type", resource.res_type);
        p.field(10, "Space", resource.space);
        p.field(10, "LowerBound", resource.lower_bound);
        p.field(10, "UpperBound", resource.upper_bound);
        if psv.version >= 2 {
            p.field(10, "Kind", resource.kind);
            p.open(10, "Flags");
            p.field(
                12,
                "UsedByAtomic64",
                resource
                    .flags
                    .contains(crate::psv0::ResourceFlags::USED_BY_ATOMIC64),
            );
        }
    }
    if psv.version == 0 {
        return;
    }
    print_psv_elements(p, "SigInputElements", &psv.input_elements);
    print_psv_elements(p, "SigOutputElements", &psv.output_elements);
    print_psv_elements(
        p,
        "SigPatchOrPrimElements",
        &psv.patch_const_or_prim_elements,
    );
    let deps = &psv.dependencies;
    let hex_list = |table: &[u32]| {
        let items: Vec<String> = table.iter().map(|word| format!("0x{word:X}")).collect();
        format!("[ {} ]", items.join(", "))
    };
    if info.uses_view_id {
        p.open(6, "OutputVectorMasks");
        for mask in &deps.view_id_output_masks {
            let _ = writeln!(p.text, "{:8}- {}", "", hex_list(mask));
        }
        p.field(
            6,
            "PatchOrPrimMasks",
            hex_list(&deps.view_id_patch_const_or_prim_mask),
        );
    }
    p.open(6, "InputOutputMap");
    for table in &deps.input_to_output {
        let _ = writeln!(p.text, "{:8}- {}", "", hex_list(table));
    }
    p.field(6, "InputPatchMap", hex_list(&deps.input_to_patch_const));
    p.field(6, "PatchOutputMap", hex_list(&deps.patch_const_to_output));
}

fn print_psv_elements(p: &mut Printer, key: &str, elements: &[PsvSignatureElement]) {
    if elements.is_empty() {
        p.field(6, key, "[]");
        return;
    }
    p.open(6, key);
    for element in elements {
        if element.name.is_empty() {
            p.item(8, "Name", "''");
        } else {
            p.item(8, "Name", &element.name);
        }
        p.list(10, "Indices", &element.semantic_indices);
        p.field(10, "StartRow", element.start_row);
        p.field(10, "Cols", element.cols);
        p.field(10, "StartCol", element.start_col);
        p.field(10, "Allocated", element.allocated);
        p.field(10, "Kind", element.semantic_kind);
        p.field(
            10,
            "ComponentType",
            ComponentType::from_raw(element.component_type.into()),
        );
        p.field(10, "Interpolation", element.interpolation_mode);
        p.field(10, "DynamicMask", format!("{:#x}", element.dynamic_mask));
        p.field(10, "Stream", element.output_stream);
    }
}

fn print_root_signature(p: &mut Printer, signature: &RootSignature) {
    p.open(4, "RootSignature");
    p.field(6, "Version", signature.version.raw());
    p.field(6, "NumRootParameters", signature.parameters.len());
    p.field(6, "NumStaticSamplers", signature.static_samplers.len());
    if signature.parameters.is_empty() {
        p.field(6, "Parameters", "[]");
    } else {
        p.open(6, "Parameters");
    }
    for parameter in &signature.parameters {
        p.item(8, "ParameterType", parameter.kind.type_name());
        p.field(10, "ShaderVisibility", parameter.visibility);
        match &parameter.kind {
            RootParameterKind::DescriptorTable(ranges) => {
                p.open(10, "Table");
                p.field(12, "NumRanges", ranges.len());
                if ranges.is_empty() {
                    p.field(12, "Ranges", "[]");
                } else {
                    p.open(12, "Ranges");
                }
                for range in ranges {
                    p.item(14, "RangeType", range.range_type);
                    p.field(16, "NumDescriptors", range.num_descriptors as i32);
                    p.field(16, "BaseShaderRegister", range.base_shader_register);
                    p.field(16, "RegisterSpace", range.register_space);
                    p.field(
                        16,
                        "OffsetInDescriptorsFromTableStart",
                        range.offset_in_descriptors_from_table_start as i32,
                    );
                    for name in range.flags.names() {
                        p.field(16, name, true);
                    }
                }
            }
            RootParameterKind::Constants {
                shader_register,
                register_space,
                num_32bit_values,
            } => {
                p.open(10, "Constants");
                p.field(12, "Num32BitValues", num_32bit_values);
                p.field(12, "RegisterSpace", register_space);
                p.field(12, "ShaderRegister", shader_register);
            }
            RootParameterKind::Cbv(descriptor)
            | RootParameterKind::Srv(descriptor)
            | RootParameterKind::Uav(descriptor) => {
                p.open(10, "Descriptor");
                p.field(12, "RegisterSpace", descriptor.register_space);
                p.field(12, "ShaderRegister", descriptor.shader_register);
                for name in descriptor.flags.names() {
                    p.field(12, name, true);
                }
            }
        }
    }
    if signature.static_samplers.is_empty() {
        p.field(6, "Samplers", "[]");
    } else {
        p.open(6, "Samplers");
    }
    for sampler in &signature.static_samplers {
        p.item(8, "Filter", sampler.filter);
        p.field(10, "AddressU", sampler.address_u);
        p.field(10, "AddressV", sampler.address_v);
        p.field(10, "AddressW", sampler.address_w);
        p.field(10, "MipLODBias", sampler.mip_lod_bias);
        p.field(10, "MaxAnisotropy", sampler.max_anisotropy);
        p.field(10, "ComparisonFunc", sampler.comparison_func);
        p.field(10, "BorderColor", sampler.border_color);
        p.field(10, "MinLOD", sampler.min_lod);
        p.field(10, "MaxLOD", sampler.max_lod);
        p.field(10, "ShaderRegister", sampler.shader_register);
        p.field(10, "RegisterSpace", sampler.register_space);
        p.field(10, "ShaderVisibility", sampler.visibility);
        for name in sampler.flags.names() {
            p.field(10, name, true);
        }
    }
    for name in signature.flags.names() {
        p.field(6, name, true);
    }
}
