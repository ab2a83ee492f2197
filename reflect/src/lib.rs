//! What an engine reads of a container to bind a shader, for any container (ours or
//! DXC's): stage, shader model, entry, thread group and wave sizes, required features,
//! resource bindings, constant buffers, signature parameters and, for a library, its
//! functions. Built from the container's parts (SFI0, ISG1/OSG1/PSG1, RDAT) and the
//! DXIL metadata of its program (STAT's when there is one, as DXC keeps names there); [`Reflection`] serializes to JSON with serde, in a
//! fixed key order, and prints for people with [`Reflection::to_text`].
//!
//! Constant buffers list their variables and structured buffers their element type
//! when the module carries type annotations (`!dx.typeAnnotations`, in STAT as DXC
//! and `compile` write it): see `variables`.

pub mod error;
mod library;
mod root_signature;
mod text;
mod variables;

pub use library::{LibraryFunction, NodeInfo};
pub use root_signature::{
    DescriptorRangeInfo, RootParameterInfo, RootSignatureInfo, StaticSamplerInfo,
};
pub use variables::{Member, Variable, VariableType};

pub use error::ReflectError;

use crate::error::ReflectError as Error;
use dxil_container::{FourCC, ParsedContainer, PartContents, Signature};
use dxil_model::metadata::{property, DxilInfo, Resource, ResourceClass};
use dxil_model::ShaderKind;
use serde::Serialize;

/// Everything [`reflect`] reads of a container.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reflection {
    /// `compute`, `pixel`, `vertex`, ..., `library`.
    pub stage: String,
    /// `major.minor`.
    pub shader_model: String,
    /// The entry function's name (none for a library).
    pub entry: Option<String>,
    /// Threads per group (compute, mesh, amplification).
    pub thread_group_size: Option<[u32; 3]>,
    /// The wave sizes the entry accepts.
    pub wave_size: Option<WaveSizeRange>,
    /// Optional features the device must have (SFI0), by name.
    pub required_features: Vec<String>,
    /// Resource bindings: CBVs, samplers, SRVs, UAVs.
    pub resources: Vec<ResourceBinding>,
    /// Constant buffers.
    pub constant_buffers: Vec<ConstantBuffer>,
    /// Input signature.
    pub inputs: Vec<SignatureParameter>,
    /// Output signature.
    pub outputs: Vec<SignatureParameter>,
    /// Patch-constant (hull/domain) or primitive (mesh) signature.
    pub patch_constants: Vec<SignatureParameter>,
    /// The root signature (RTS0), if the container carries one.
    pub root_signature: Option<RootSignatureInfo>,
    /// A library's functions (RDAT).
    pub functions: Vec<LibraryFunction>,
}

/// Wave sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct WaveSizeRange {
    /// Fewest lanes.
    pub min: u32,
    /// Most lanes.
    pub max: u32,
    /// Preferred lanes (0: none).
    pub preferred: u32,
}

/// One resource binding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResourceBinding {
    /// HLSL name.
    pub name: String,
    /// `srv`, `uav`, `cbv` or `sampler`.
    pub class: String,
    /// `Texture2D`, `StructuredBuffer`, `CBuffer`, `Sampler`, ...
    pub kind: String,
    /// Register space.
    pub space: u32,
    /// First register.
    pub register: u32,
    /// Registers bound; `None` for an unbounded array.
    pub count: Option<u32>,
    /// Element component type of a typed resource (`f32`, `u32`, ...).
    pub element_type: Option<String>,
    /// Structure stride of a structured buffer.
    pub stride: Option<u32>,
    /// A structured buffer's element type (from type annotations).
    pub element: Option<VariableType>,
    /// The array's dimensions as declared (`[2, 3]` for `T r[2][3]`; a range counts
    /// them flattened); empty for a single resource.
    pub array_dimensions: Vec<u32>,
    /// A UAV with a hidden counter.
    pub counter: bool,
    /// `globallycoherent`.
    pub globally_coherent: bool,
    /// Rasterizer ordered.
    pub rasterizer_ordered: bool,
}

/// One constant buffer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConstantBuffer {
    /// HLSL name (`$Globals` for globals outside any cbuffer).
    pub name: String,
    /// Register space.
    pub space: u32,
    /// Register.
    pub register: u32,
    /// Bytes.
    pub size: u32,
    /// Its variables, in order (from type annotations).
    pub variables: Vec<Variable>,
}

/// One signature parameter (a packed element).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SignatureParameter {
    /// Semantic name.
    pub semantic: String,
    /// Semantic index.
    pub index: u32,
    /// Register (row).
    pub register: u32,
    /// Components the element occupies (bit 0 = x).
    pub mask: u8,
    /// Inputs: components read; outputs: components never written (and, as Direct3D
    /// reports them, a domain shader's patch constants: components never read).
    pub read_write_mask: u8,
    /// System value (`none`, `position`, `target`, ...).
    pub system_value: String,
    /// Component type (`float32`, `uint32`, ...).
    pub component_type: String,
    /// Minimum precision (`default`, `float16`, ...).
    pub min_precision: String,
    /// Geometry shader output stream.
    pub stream: u32,
}

/// Reads the reflection of container `bytes`.
pub fn reflect(bytes: &[u8]) -> Result<Reflection, Error> {
    let parsed = dxil_container::read(bytes)?;
    // DXC keeps names (resources, cbuffers) in STAT, the reflection part, and may strip
    // them from DXIL; Direct3D's reflection reads STAT too.
    let stat = match parsed.part(FourCC::STAT).map(|p| &p.contents) {
        Some(PartContents::Program(p)) => Some(p.bitcode),
        _ => None,
    };
    let bitcode = stat
        .or(parsed.bitcode())
        .ok_or_else(|| Error::Container("the container has no DXIL part".into()))?;
    let module = dxil_bitcode::read_module(bitcode)?;
    let info = dxil_model::read_dxil_info(&module)
        .map_err(|e| Error::Container(format!("the DXIL part's metadata: {e}")))?;
    Ok(from_parts(
        &parsed,
        &info,
        &variables::TypeReader::new(&module),
    ))
}

fn from_parts(
    parsed: &ParsedContainer<'_>,
    info: &DxilInfo,
    types: &variables::TypeReader<'_>,
) -> Reflection {
    let kind = info.shader_model.kind;
    let library = kind == ShaderKind::Library;
    let entry = &info.entry;
    // The parameters in the order the metadata declares them (Direct3D's order; the
    // signature parts may sort them), named as Direct3D names them: as the source
    // spells them, system values in capitals.
    let signature = |fourcc, declared: &[dxil_model::metadata::SignatureElement]| {
        let packed = parsed.signature(fourcc).map(parameters).unwrap_or_default();
        let mut params = Vec::with_capacity(packed.len());
        for e in declared {
            for &index in &e.semantic_indices {
                if let Some(p) = packed
                    .iter()
                    .find(|p| p.semantic.eq_ignore_ascii_case(&e.semantic_name) && p.index == index)
                {
                    params.push(SignatureParameter {
                        semantic: e.semantic_name.clone(),
                        ..p.clone()
                    });
                }
            }
        }
        // Anything the metadata does not declare keeps the part's order.
        for p in &packed {
            if !params
                .iter()
                .any(|q| q.semantic.eq_ignore_ascii_case(&p.semantic) && q.index == p.index)
            {
                params.push(p.clone());
            }
        }
        for p in &mut params {
            if p.semantic.to_ascii_uppercase().starts_with("SV_") {
                p.semantic.make_ascii_uppercase();
            }
        }
        params
    };
    Reflection {
        stage: kind.stage_name().to_owned(),
        shader_model: format!("{}.{}", info.shader_model.major, info.shader_model.minor),
        entry: (!library).then(|| entry.name.clone()),
        thread_group_size: thread_group_size(info),
        wave_size: entry.wave_size.map(|w| WaveSizeRange {
            min: w.min,
            max: w.max.max(w.min),
            preferred: w.preferred,
        }),
        required_features: parsed
            .feature_flags()
            .map(|f| f.names().map(str::to_owned).collect())
            .unwrap_or_default(),
        resources: info
            .resources
            .in_binding_order()
            .map(|r| ResourceBinding {
                element: r.stride.and_then(|_| types.structured_element(r)),
                array_dimensions: types.array_dimensions(r),
                ..binding(r)
            })
            .collect(),
        constant_buffers: info
            .resources
            .cbvs
            .iter()
            .map(|r| ConstantBuffer {
                name: r.name.clone(),
                space: r.space,
                register: r.lower_bound,
                size: r.shape,
                variables: types.cbuffer_variables(r),
            })
            .collect(),
        inputs: signature(FourCC::ISG1, &entry.inputs),
        outputs: signature(FourCC::OSG1, &entry.outputs),
        patch_constants: {
            let mut params = signature(FourCC::PSG1, &entry.patch_constants);
            // Direct3D reports a domain shader's patch constants, which it reads, with
            // the components it never reads, as for an output.
            if kind == ShaderKind::Domain {
                for p in &mut params {
                    p.read_write_mask = !p.read_write_mask & 0xf;
                }
            }
            params
        },
        root_signature: parsed
            .root_signature()
            .map(root_signature::root_signature_info),
        functions: match parsed.part(FourCC::RDAT).map(|p| &p.contents) {
            Some(PartContents::RuntimeData(rdat)) => library::functions(rdat),
            _ => Vec::new(),
        },
    }
}

/// Thread counts from the entry's `numthreads` or its mesh/amplification state.
fn thread_group_size(info: &DxilInfo) -> Option<[u32; 3]> {
    if let Some(n) = info.entry.numthreads {
        return Some(n);
    }
    let state = match info.shader_model.kind {
        ShaderKind::Mesh => property::MS_STATE,
        ShaderKind::Amplification => property::AS_STATE,
        _ => return None,
    };
    let n = |i: usize| info.entry.property(state, i);
    Some([n(0)?, n(1)?, n(2)?])
}

fn binding(r: &Resource) -> ResourceBinding {
    let class = match r.class {
        ResourceClass::Srv => "srv",
        ResourceClass::Uav => "uav",
        ResourceClass::Cbv => "cbv",
        ResourceClass::Sampler => "sampler",
    };
    ResourceBinding {
        name: r.name.clone(),
        class: class.to_owned(),
        kind: resource_kind_name(r.kind()),
        space: r.space,
        register: r.lower_bound,
        count: (r.range_size != u32::MAX).then_some(r.range_size),
        element_type: r.element_type.map(component_type_name),
        stride: r.stride,
        element: None,
        array_dimensions: Vec::new(),
        counter: r.has_counter,
        globally_coherent: r.globally_coherent,
        rasterizer_ordered: r.is_rov,
    }
}

/// `DXIL::ResourceKind` names (PSV0's table of them).
fn resource_kind_name(kind: u32) -> String {
    let kind = dxil_container::psv0::ResourceKind::from_raw(kind);
    kind.name()
        .map_or_else(|| format!("kind {}", kind.raw()), str::to_owned)
}

/// `DXIL::ComponentType` names of typed resource elements.
fn component_type_name(t: u32) -> String {
    const NAMES: [&str; 19] = [
        "invalid",
        "i1",
        "i16",
        "u16",
        "i32",
        "u32",
        "i64",
        "u64",
        "f16",
        "f32",
        "f64",
        "snorm_f16",
        "unorm_f16",
        "snorm_f32",
        "unorm_f32",
        "snorm_f64",
        "unorm_f64",
        "packed_s8x32",
        "packed_u8x32",
    ];
    NAMES
        .get(t as usize)
        .map_or_else(|| format!("type {t}"), |n| (*n).to_owned())
}

fn parameters(sig: &Signature) -> Vec<SignatureParameter> {
    sig.elements
        .iter()
        .map(|e| SignatureParameter {
            semantic: e.name.clone(),
            index: e.semantic_index,
            register: e.register,
            mask: e.mask,
            read_write_mask: e.rw_mask,
            system_value: name_or_number(e.system_value.name(), e.system_value.raw()),
            component_type: name_or_number(e.component_type.name(), e.component_type.raw()),
            min_precision: name_or_number(e.min_precision.name(), e.min_precision.raw()),
            stream: e.stream,
        })
        .collect()
}

fn name_or_number(name: Option<&str>, raw: u32) -> String {
    name.map_or_else(|| raw.to_string(), str::to_owned)
}

impl Reflection {
    /// The reflection as JSON (keys in the order of the fields above).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
