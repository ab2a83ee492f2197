//! The PSV0 part: runtime information per stage, resource bindings, the PSV signature
//! elements (every element of each signature, system values without a name) and the
//! ViewID dependency tables of graphics stages, from `dxil_analysis::view_id_state`.

use super::sig_point::{effective_kind, SigKind, SigPoint};
use super::signatures::{
    component_type, dynamic_index_mask, is_allocated, output_stream, semantic,
};
use dxil_analysis::view_id_state::{DependencyTable, ViewIdState};
use dxil_container::psv0::{
    Dependencies, InterpolationMode, PsvSignatureElement, ResourceBinding, ResourceFlags,
    ResourceKind, ResourceType, RuntimeInfo, SemanticKind, StageInfo,
};
use dxil_container::{psv_version_for_validator, PipelineStateValidation};
use dxil_ir::Module;
use dxil_model::metadata::{property, DxilInfo, Resource, ResourceClass, SignatureElement};
use dxil_model::ShaderKind;
use std::collections::BTreeMap;

/// The PSV0 part of a module written for validator `valver`.
pub(crate) fn psv0(
    info: &DxilInfo,
    module: &Module,
    valver: (u32, u32),
    view_id: Option<&ViewIdState>,
) -> PipelineStateValidation {
    let stage = info.shader_model.kind;
    let entry = &info.entry;
    let (min_wave, max_wave) = match (stage, entry.wave_size) {
        (ShaderKind::Compute, Some(w)) => (w.min, w.max),
        _ => (0, u32::MAX),
    };
    let with_vectors = matches!(
        stage,
        ShaderKind::Hull | ShaderKind::Domain | ShaderKind::Mesh
    );
    let mut runtime_info = RuntimeInfo {
        stage_info: stage_info(info, module),
        min_wave_lane_count: min_wave,
        max_wave_lane_count: max_wave,
        shader_stage: dxil_container::ShaderKind::from_raw(stage as u16),
        uses_view_id: view_id.is_some_and(|v| v.uses_view_id),
        sig_input_vectors: vectors_used(&entry.inputs, 0),
        sig_patch_const_or_prim_vectors: if with_vectors {
            vectors_used(&entry.patch_constants, 0)
        } else {
            0
        },
        num_threads: match stage {
            ShaderKind::Compute => entry.numthreads.unwrap_or([0; 3]),
            ShaderKind::Mesh => {
                [0, 1, 2].map(|i| info.entry.property(property::MS_STATE, i).unwrap_or(0))
            }
            ShaderKind::Amplification => {
                [0, 1, 2].map(|i| info.entry.property(property::AS_STATE, i).unwrap_or(0))
            }
            _ => [0; 3],
        },
        mesh_output_topology: if stage == ShaderKind::Mesh {
            info.entry.property(property::MS_STATE, 5).unwrap_or(0) as u8
        } else {
            0
        },
        // DXC counts it for the stages with thread groups only.
        group_shared_bytes: match stage {
            ShaderKind::Compute | ShaderKind::Mesh | ShaderKind::Amplification => {
                group_shared_bytes(module)
            }
            _ => 0,
        },
        ..RuntimeInfo::default()
    };
    for (stream, vectors) in runtime_info.sig_output_vectors.iter_mut().enumerate() {
        *vectors = vectors_used(&entry.outputs, stream as u32);
    }
    if stage == ShaderKind::Geometry {
        runtime_info.max_vertex_count =
            info.entry.property(property::GS_STATE, 1).unwrap_or(0) as u16;
    }
    let i1_unknown = valver < (1, 5);
    let dynamic = |masks: Option<&BTreeMap<u32, u8>>, e: &SignatureElement| {
        dynamic_index_mask(e) | masks.and_then(|m| m.get(&e.id)).copied().unwrap_or(0)
    };
    let elements = |list: &[SignatureElement], masks: Option<&BTreeMap<u32, u8>>, sig| {
        let point = SigPoint::of(stage, sig);
        list.iter()
            .map(|e| {
                let kind = point.map_or(e.system_value, |p| effective_kind(e.system_value, p));
                psv_element(e, kind, i1_unknown, dynamic(masks, e))
            })
            .collect()
    };
    let mut psv = PipelineStateValidation {
        version: psv_version_for_validator(valver.0, valver.1),
        runtime_info,
        resources: psv_resources(info),
        input_elements: elements(
            &entry.inputs,
            view_id.map(|v| &v.input_dynamic_masks),
            SigKind::Input,
        ),
        output_elements: elements(
            &entry.outputs,
            view_id.map(|v| &v.output_dynamic_masks),
            SigKind::Output,
        ),
        patch_const_or_prim_elements: elements(
            &entry.patch_constants,
            view_id.map(|v| &v.patch_const_dynamic_masks),
            SigKind::PatchConstOrPrim,
        ),
        entry_name: entry.name.clone(),
        ..PipelineStateValidation::default()
    };
    if let Some(state) = view_id {
        psv.dependencies = dependencies(state, &psv.runtime_info);
    }
    psv
}

/// The stage-specific runtime information.
fn stage_info(info: &DxilInfo, module: &Module) -> StageInfo {
    let entry = &info.entry;
    let output_position = entry
        .outputs
        .iter()
        .any(|e| e.system_value == semantic::POSITION);
    let tag = |t, i| info.entry.property(t, i).unwrap_or(0);
    match info.shader_model.kind {
        ShaderKind::Vertex => StageInfo::Vertex {
            output_position_present: output_position,
        },
        ShaderKind::Pixel => StageInfo::Pixel {
            depth_output: entry.outputs.iter().any(|e| {
                matches!(
                    e.system_value,
                    semantic::DEPTH | semantic::DEPTH_LESS_EQUAL | semantic::DEPTH_GREATER_EQUAL
                )
            }),
            sample_frequency: entry.inputs.iter().any(|e| {
                // LinearSample, LinearNoperspectiveSample.
                matches!(e.interpolation, 6 | 7) || e.system_value == semantic::SAMPLE_INDEX
            }),
        },
        ShaderKind::Hull => StageInfo::Hull {
            input_control_point_count: tag(property::HS_STATE, 0),
            output_control_point_count: tag(property::HS_STATE, 1),
            tessellator_domain: tag(property::HS_STATE, 2),
            tessellator_output_primitive: tag(property::HS_STATE, 4),
        },
        ShaderKind::Domain => StageInfo::Domain {
            input_control_point_count: tag(property::DS_STATE, 1),
            output_position_present: output_position,
            tessellator_domain: tag(property::DS_STATE, 0),
        },
        ShaderKind::Geometry => StageInfo::Geometry {
            input_primitive: tag(property::GS_STATE, 0),
            output_topology: tag(property::GS_STATE, 3),
            output_stream_mask: match tag(property::GS_STATE, 2) {
                0 => 1,
                mask => mask,
            },
            output_position_present: output_position,
        },
        ShaderKind::Mesh => StageInfo::Mesh {
            group_shared_bytes_used: group_shared_bytes(module),
            // DXC leaves it 0.
            group_shared_bytes_dependent_on_view_id: 0,
            payload_size_in_bytes: tag(property::MS_STATE, 6),
            max_output_vertices: tag(property::MS_STATE, 3) as u16,
            max_output_primitives: tag(property::MS_STATE, 4) as u16,
        },
        ShaderKind::Amplification => StageInfo::Amplification {
            payload_size_in_bytes: tag(property::AS_STATE, 3),
        },
        _ => StageInfo::None,
    }
}

/// Rows used by the allocated elements of `stream` (`DxilSignature::NumVectorsUsed`).
fn vectors_used(elements: &[SignatureElement], stream: u32) -> u8 {
    dxil_model::metadata::rows_used(elements.iter().filter(|e| output_stream(e) == stream))
        .try_into()
        .unwrap_or(u8::MAX)
}

/// A PSV signature element (`InitPSVSignatureElement`) of semantic kind `kind` at its
/// signature point; only arbitrary semantics keep their name.
fn psv_element(
    e: &SignatureElement,
    kind: u8,
    i1_unknown: bool,
    dynamic_mask: u8,
) -> PsvSignatureElement {
    let allocated = is_allocated(e);
    PsvSignatureElement {
        name: if kind == 0 {
            e.semantic_name.clone()
        } else {
            String::new()
        },
        semantic_indices: e.semantic_indices.clone(),
        start_row: if allocated { e.start_row as u8 } else { 0 },
        cols: e.cols & 0xf,
        start_col: if allocated { e.start_col as u8 & 3 } else { 0 },
        allocated,
        semantic_kind: SemanticKind::from_raw(kind),
        component_type: component_type(e.component_type, i1_unknown).raw() as u8,
        interpolation_mode: InterpolationMode::from_raw(e.interpolation),
        dynamic_mask,
        output_stream: output_stream(e) as u8,
    }
}

/// The dependency tables in PSV0's layout: each input component's mask is as long as
/// the output vector count of the runtime information implies.
fn dependencies(state: &ViewIdState, info: &RuntimeInfo) -> Dependencies {
    let mut deps = Dependencies::default();
    for stream in 0..4 {
        deps.view_id_output_masks[stream] = state.view_id_outputs[stream].clone();
        deps.input_to_output[stream] = relayout(
            &state.input_to_output[stream],
            info.sig_input_vectors,
            info.sig_output_vectors[stream],
        );
    }
    deps.view_id_patch_const_or_prim_mask = state.view_id_patch_const.clone();
    deps.input_to_patch_const = relayout(
        &state.input_to_patch_const,
        info.sig_input_vectors,
        info.sig_patch_const_or_prim_vectors,
    );
    deps.patch_const_to_output = relayout(
        &state.patch_const_to_output,
        info.sig_patch_const_or_prim_vectors,
        info.sig_output_vectors[0],
    );
    deps
}

/// A table with one mask of `ceil(output_vectors / 8)` words per input component of
/// `input_vectors` vectors.
fn relayout(table: &DependencyTable, input_vectors: u8, output_vectors: u8) -> Vec<u32> {
    let words = usize::from(output_vectors).div_ceil(8);
    let inputs = u32::from(input_vectors) * 4;
    let outputs = u32::from(output_vectors) * 4;
    let mut out = vec![0u32; inputs as usize * words];
    for input in 0..inputs.min(table.inputs) {
        for output in 0..outputs.min(table.outputs) {
            if table.depends(input, output) {
                out[input as usize * words + (output / 32) as usize] |= 1 << (output % 32);
            }
        }
    }
    out
}

/// Bytes of `addrspace(3)` (groupshared) globals.
fn group_shared_bytes(m: &Module) -> u32 {
    group_shared_bytes_of(m, m.globals.handles())
}

/// Bytes of the `addrspace(3)` (groupshared) globals among `globals`, sized as DXC
/// sizes a DXIL module's types (a `<9 x float>` takes 36 bytes, not 64).
pub(super) fn group_shared_bytes_of(
    m: &Module,
    globals: impl IntoIterator<Item = dxil_ir::GlobalId>,
) -> u32 {
    let layout = dxil_model::layout::DataLayout::of_dxc_module(m);
    globals
        .into_iter()
        .map(|g| &m.globals[g])
        .filter(|g| g.addrspace == 3)
        .map(|g| layout.alloc_size(&m.types, g.value_ty))
        .sum::<u64>()
        .try_into()
        .unwrap_or(u32::MAX)
}

/// PSV0's resource table, in the order DXC writes it: CBVs, samplers, SRVs, UAVs.
fn psv_resources(info: &DxilInfo) -> Vec<ResourceBinding> {
    info.resources
        .in_binding_order()
        .map(psv_resource)
        .collect()
}

fn psv_resource(r: &Resource) -> ResourceBinding {
    let kind = ResourceKind::from_raw(r.kind());
    let res_type = match (r.class, kind) {
        (ResourceClass::Cbv, _) => ResourceType::Cbv,
        (ResourceClass::Sampler, _) => ResourceType::Sampler,
        // DXC writes an acceleration structure as a raw SRV whatever its record's class.
        (_, ResourceKind::RTAccelerationStructure)
        | (ResourceClass::Srv, ResourceKind::RawBuffer) => ResourceType::SrvRaw,
        (ResourceClass::Srv, ResourceKind::StructuredBuffer) => ResourceType::SrvStructured,
        (ResourceClass::Srv, _) => ResourceType::SrvTyped,
        (ResourceClass::Uav, ResourceKind::RawBuffer) => ResourceType::UavRaw,
        (ResourceClass::Uav, ResourceKind::StructuredBuffer) if r.has_counter => {
            ResourceType::UavStructuredWithCounter
        }
        (ResourceClass::Uav, ResourceKind::StructuredBuffer) => ResourceType::UavStructured,
        (ResourceClass::Uav, _) => ResourceType::UavTyped,
    };
    let upper_bound = r.upper_bound();
    ResourceBinding {
        res_type,
        space: r.space,
        lower_bound: r.lower_bound,
        upper_bound,
        kind,
        flags: if used_by_atomic64(r) {
            ResourceFlags::USED_BY_ATOMIC64
        } else {
            ResourceFlags::default()
        },
    }
}

/// Whether a UAV's record carries the 64-bit atomic use property (tag 3), which
/// translate-metadata (or DXC) gives UAVs that 64-bit atomics operate on.
pub(super) fn used_by_atomic64(r: &Resource) -> bool {
    use dxil_analysis::shader_flags::atomic64_uses::ATOMIC64_USE_TAG;
    r.class == ResourceClass::Uav
        && r.other_tags
            .iter()
            .any(|&(tag, v)| tag == ATOMIC64_USE_TAG && v != 0)
}
