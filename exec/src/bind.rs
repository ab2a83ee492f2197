//! Binding a pipeline's buffers to the shader's registers: descriptor sets, and root
//! descriptors and constants placed where the container's root signature says.

use crate::buffers::{Resources, SamplerState, TextureShape, View, ViewKind};
use crate::error::ExecError;
use crate::pipeline::{BufferDesc, Pipeline, ResourceKind, RootParameterDesc};
use crate::program::Program;
use dxil_container::rts0::{RootParameterKind, RootSignature};
use dxil_model::metadata::ResourceClass;
use rustc_hash::FxHashMap;

/// The buffers of a pipeline in memory, bound.
#[derive(Clone, Debug)]
pub struct BoundPipeline {
    /// Buffers and views.
    pub resources: Resources,
    /// Storage index of each array element of each buffer, by buffer name.
    pub storages: FxHashMap<String, Vec<usize>>,
    /// Names of the buffers that have a UAV counter.
    pub counters: Vec<String>,
}

fn view_kind(
    kind: ResourceKind,
    buf: &BufferDesc,
    prog: &Program,
    class: ResourceClass,
    space: u32,
    register: u32,
) -> Result<ViewKind, ExecError> {
    Ok(match kind {
        ResourceKind::Buffer | ResourceKind::RwBuffer => ViewKind::Typed {
            format: buf.format,
            channels: buf.channels,
        },
        ResourceKind::StructuredBuffer | ResourceKind::RwStructuredBuffer => {
            let stride = buf
                .stride
                .or_else(|| {
                    prog.record_at(class, space, register)
                        .and_then(|r| r.stride)
                })
                .unwrap_or(buf.typed_element_size() as u32);
            ViewKind::Structured { stride }
        }
        ResourceKind::ByteAddressBuffer | ResourceKind::RwByteAddressBuffer => ViewKind::Raw,
        ResourceKind::ConstantBuffer => ViewKind::Constant,
        ResourceKind::Texture(dims) | ResourceKind::RwTexture(dims) => {
            let mut size = buf.output_props.map(|n| n.max(1));
            for n in size.iter_mut().skip(usize::from(dims)) {
                *n = 1;
            }
            ViewKind::Texture {
                format: buf.format,
                channels: buf.channels,
                shape: TextureShape {
                    dims,
                    size,
                    mips: buf.mip_levels,
                },
            }
        }
        ResourceKind::Sampler | ResourceKind::Other => {
            return Err(ExecError::unsupported(format!(
                "resource '{}': cube and array textures are not modelled",
                buf.name
            )))
        }
    })
}

/// The view of a `Kind: Sampler` resource: the sampler of `Samplers:` it names.
fn sampler_view(p: &Pipeline, name: &str) -> Result<ViewKind, ExecError> {
    let s = p
        .sampler(name)
        .ok_or_else(|| ExecError::pipeline(format!("no sampler named {name} in Samplers")))?;
    Ok(ViewKind::Sampler(SamplerState {
        filter: s.filter,
        address: s.address,
        border: s.border.map(f32::to_bits),
        lod_range: s.lod_range.map(f32::to_bits),
    }))
}

/// Puts every buffer of `p` in memory and binds the resources of its descriptor sets
/// and root parameters (which need `root`, the container's root signature).
pub fn bind_pipeline(
    p: &Pipeline,
    prog: &Program,
    root: Option<&RootSignature>,
) -> Result<BoundPipeline, ExecError> {
    let mut resources = Resources::new();
    let mut storages = FxHashMap::default();
    for b in &p.buffers {
        let ids = b
            .data
            .iter()
            .map(|d| resources.add_storage(d.clone()))
            .collect();
        if storages.insert(b.name.clone(), ids).is_some() {
            return Err(ExecError::pipeline(format!(
                "two buffers are named {}",
                b.name
            )));
        }
    }
    let find = |name: &str| -> Result<(&BufferDesc, &Vec<usize>), ExecError> {
        let b = p
            .buffer(name)
            .ok_or_else(|| ExecError::pipeline(format!("no buffer named {name}")))?;
        let s = storages
            .get(name)
            .ok_or_else(|| ExecError::pipeline(format!("no buffer named {name}")))?;
        Ok((b, s))
    };
    let mut counters = Vec::new();
    for set in &p.descriptor_sets {
        for r in set {
            let class = r.kind.class();
            if r.kind == ResourceKind::Sampler {
                let register = r.register.ok_or_else(|| {
                    ExecError::pipeline(format!(
                        "sampler {} has no DirectXBinding register",
                        r.name
                    ))
                })?;
                let storage = resources.add_storage(Vec::new());
                resources.bind(View {
                    mapped_bytes: None,
                    storage,
                    kind: sampler_view(p, &r.name)?,
                    class,
                    space: r.space,
                    register,
                });
                continue;
            }
            let (buf, ids) = find(&r.name)?;
            let register = r.register.ok_or_else(|| {
                ExecError::pipeline(format!(
                    "resource {} has no DirectXBinding register",
                    r.name
                ))
            })?;
            for (i, &storage) in ids.iter().enumerate() {
                let reg = register
                    .checked_add(i as u32)
                    .ok_or_else(|| ExecError::pipeline("register overflow"))?;
                let kind = view_kind(r.kind, buf, prog, class, r.space, reg)?;
                resources.bind(View {
                    mapped_bytes: r
                        .tiles_mapped
                        .map(|t| u64::from(t) * crate::buffers::TILE_BYTES),
                    storage,
                    kind,
                    class,
                    space: r.space,
                    register: reg,
                });
            }
            if r.has_counter {
                counters.push(r.name.clone());
            }
        }
    }
    for (i, param) in p.root_parameters.iter().enumerate() {
        let (name, kind) = match param {
            RootParameterDesc::DescriptorTable => continue,
            RootParameterDesc::Constant { name } => (name, ResourceKind::ConstantBuffer),
            RootParameterDesc::RootDescriptor { name, kind } => (name, *kind),
        };
        let (buf, ids) = find(name)?;
        if ids.len() != 1 {
            return Err(ExecError::Binding(
                if matches!(param, RootParameterDesc::Constant { .. }) {
                    "Root constant cannot refer to resource arrays".to_string()
                } else {
                    "Root descriptor cannot refer to resource arrays".to_string()
                },
            ));
        }
        let root = root.ok_or_else(|| {
            ExecError::unsupported("root parameters need the container's root signature")
        })?;
        let rp = root.parameters.get(i).ok_or_else(|| {
            ExecError::pipeline(format!("the root signature has no parameter {i}"))
        })?;
        let (class, space, register) = match &rp.kind {
            RootParameterKind::Cbv(d) => (ResourceClass::Cbv, d.register_space, d.shader_register),
            RootParameterKind::Srv(d) => (ResourceClass::Srv, d.register_space, d.shader_register),
            RootParameterKind::Uav(d) => (ResourceClass::Uav, d.register_space, d.shader_register),
            RootParameterKind::Constants {
                shader_register,
                register_space,
                ..
            } => (ResourceClass::Cbv, *register_space, *shader_register),
            RootParameterKind::DescriptorTable(_) => {
                return Err(ExecError::pipeline(format!(
                    "root parameter {i} is a descriptor table in the root signature"
                )))
            }
        };
        let kind = view_kind(kind, buf, prog, class, space, register)?;
        resources.bind(View {
            mapped_bytes: None,
            storage: ids[0],
            kind,
            class,
            space,
            register,
        });
    }
    Ok(BoundPipeline {
        resources,
        storages,
        counters,
    })
}
