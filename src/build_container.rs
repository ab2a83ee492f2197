//! Joining the stages' outputs into a container: the parts come from the module's DXIL
//! metadata (read by `dxil-lower`) and its bitcode; `dxil-container` encodes them.

use crate::error::Error;
use crate::options::{DigestMode, Options};
use dxil_container::psv0::{ResourceBinding, ResourceFlags, ResourceKind, ResourceType};
use dxil_container::psv0::{RuntimeInfo, StageInfo};
use dxil_container::{
    psv_version_for_validator, Container, FeatureFlags, FourCC, PipelineStateValidation, Program,
    ShaderHash, Signature,
};
use dxil_ir::Module;
use dxil_lower::dxil_metadata::{DxilInfo, Resource, ResourceClass};
use dxil_lower::ShaderKind;

/// The validator version DXC targets when a module names none.
const DEFAULT_VALIDATOR_VERSION: (u32, u32) = (1, 8);

/// A container part: fourcc and body.
pub type Part = ([u8; 4], Vec<u8>);

/// Builds the container for a DXIL module: its bytes and its parts.
pub fn build(
    info: &DxilInfo,
    module: &Module,
    bitcode: &[u8],
    opts: &Options,
) -> Result<(Vec<u8>, Vec<Part>), Error> {
    let kind = info.shader_model.kind;
    if kind != ShaderKind::Compute {
        return Err(Error::Container(format!(
            "containers for {} shaders (their signature parts and PSV0 dependency tables) are not supported yet",
            kind.stage_name()
        )));
    }
    let (vmaj, vmin) = opts
        .validator_version
        .or(info.validator_version)
        .unwrap_or(DEFAULT_VALIDATOR_VERSION);
    let mut container = Container::new(match opts.digest {
        DigestMode::Bypass => dxil_container::DigestMode::Bypass,
        DigestMode::Retail => dxil_container::DigestMode::Retail,
        DigestMode::Zero => dxil_container::DigestMode::Zero,
    });
    let features = dxil_lower::shader_flags::feature_info(info.entry.shader_flags);
    container.push(FourCC::SFI0, &FeatureFlags(features));
    container.push(FourCC::ISG1, &Signature::default());
    container.push(FourCC::OSG1, &Signature::default());
    container.push(FourCC::PSV0, &psv0(info, module, (vmaj, vmin)));
    if (vmaj, vmin) >= (1, 5) {
        container.push(FourCC::HASH, &ShaderHash::of_bitcode(bitcode));
    }
    let (sm_major, sm_minor) = (info.shader_model.major, info.shader_model.minor);
    container.push(
        FourCC::DXIL,
        &Program {
            shader_kind: dxil_container::ShaderKind::from_raw(kind as u16),
            major: sm_major as u8,
            minor: sm_minor as u8,
            dxil_major: info.dxil_version.0 as u8,
            dxil_minor: info.dxil_version.1 as u8,
            bitcode,
        },
    );
    let bytes = container
        .to_bytes()
        .map_err(|e| Error::Container(e.to_string()))?;
    let parts = container
        .parts()
        .iter()
        .map(|(fourcc, body)| (fourcc.0, body.clone()))
        .collect();
    Ok((bytes, parts))
}

fn psv0(info: &DxilInfo, module: &Module, valver: (u32, u32)) -> PipelineStateValidation {
    let (min_wave, max_wave) = match info.entry.wave_size {
        Some(w) => (w.min, w.max),
        None => (0, u32::MAX),
    };
    PipelineStateValidation {
        version: psv_version_for_validator(valver.0, valver.1),
        runtime_info: RuntimeInfo {
            stage_info: StageInfo::None,
            min_wave_lane_count: min_wave,
            max_wave_lane_count: max_wave,
            shader_stage: dxil_container::ShaderKind::from_raw(info.shader_model.kind as u16),
            num_threads: info.entry.numthreads.unwrap_or([0; 3]),
            group_shared_bytes: group_shared_bytes(module),
            ..RuntimeInfo::default()
        },
        resources: psv_resources(info),
        entry_name: info.entry.name.clone(),
        ..PipelineStateValidation::default()
    }
}

/// Bytes of `addrspace(3)` (groupshared) globals.
fn group_shared_bytes(m: &Module) -> u32 {
    m.globals
        .iter()
        .filter(|(_, g)| g.addrspace == 3)
        .map(|(_, g)| dxil_lower::layout::alloc_size(&m.types, g.value_ty))
        .sum::<u64>()
        .try_into()
        .unwrap_or(u32::MAX)
}

/// PSV0's resource table, in the order DXC writes it: CBVs, samplers, SRVs, UAVs.
fn psv_resources(info: &DxilInfo) -> Vec<ResourceBinding> {
    let r = &info.resources;
    r.cbvs
        .iter()
        .chain(&r.samplers)
        .chain(&r.srvs)
        .chain(&r.uavs)
        .map(psv_resource)
        .collect()
}

fn psv_resource(r: &Resource) -> ResourceBinding {
    let kind = ResourceKind::from_raw(match r.class {
        ResourceClass::Cbv => 13,
        ResourceClass::Sampler => 14,
        _ => r.shape,
    });
    let res_type = match (r.class, kind) {
        (ResourceClass::Cbv, _) => ResourceType::Cbv,
        (ResourceClass::Sampler, _) => ResourceType::Sampler,
        (ResourceClass::Srv, ResourceKind::RawBuffer) => ResourceType::SrvRaw,
        (ResourceClass::Srv, ResourceKind::StructuredBuffer) => ResourceType::SrvStructured,
        (ResourceClass::Srv, _) => ResourceType::SrvTyped,
        (ResourceClass::Uav, ResourceKind::RawBuffer) => ResourceType::UavRaw,
        (ResourceClass::Uav, ResourceKind::StructuredBuffer) if r.has_counter => {
            ResourceType::UavStructuredWithCounter
        }
        (ResourceClass::Uav, ResourceKind::StructuredBuffer) => ResourceType::UavStructured,
        (ResourceClass::Uav, _) => ResourceType::UavTyped,
    };
    let upper_bound = if r.range_size == u32::MAX {
        u32::MAX
    } else {
        r.lower_bound.wrapping_add(r.range_size).wrapping_sub(1)
    };
    ResourceBinding {
        res_type,
        space: r.space,
        lower_bound: r.lower_bound,
        upper_bound,
        kind,
        flags: ResourceFlags::default(),
    }
}

/// Prints a container's parts and its module, or a bare bitcode file's module.
pub fn disassemble(bytes: &[u8]) -> Result<String, Error> {
    if bytes.starts_with(b"BC") {
        return module_text(bytes);
    }
    let parsed = dxil_container::read(bytes).map_err(|e| Error::Container(e.to_string()))?;
    let mut out = dxil_container::print(&parsed);
    if let Some(bitcode) = parsed.bitcode() {
        out.push('\n');
        out.push_str(&module_text(bitcode)?);
    }
    Ok(out)
}

fn module_text(bitcode: &[u8]) -> Result<String, Error> {
    let module = dxil_bitcode::read_module(bitcode).map_err(|e| Error::Bitcode(e.to_string()))?;
    Ok(dxil_ir::printer::print_module(&module))
}
