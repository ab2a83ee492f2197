//! The offload-test-suite pipeline description (`pipeline.yaml`): shaders, buffers with
//! their data, bindings to registers and spaces, the dispatch size and the result rules.

mod parse;
mod sections;
pub mod yaml;

pub use parse::parse_pipeline;
pub use sections::{pipeline_section, split_sections, Section};

use crate::formats::Format;

/// A whole pipeline description.
#[derive(Clone, Debug, PartialEq)]
pub struct Pipeline {
    /// The shaders (`Shaders:`); a compute pipeline has one.
    pub shaders: Vec<ShaderDesc>,
    /// Thread groups to dispatch in x, y, z (`DispatchGroupCount`, 1,1,1 if absent).
    pub dispatch: [u32; 3],
    /// The buffers, in order.
    pub buffers: Vec<BufferDesc>,
    /// The result rules.
    pub results: Vec<ResultRule>,
    /// Descriptor sets, each a list of resources.
    pub descriptor_sets: Vec<Vec<ResourceDesc>>,
    /// Direct3D root parameters (`RuntimeSettings: DirectX: RootParameters:`), in order.
    pub root_parameters: Vec<RootParameterDesc>,
}

impl Pipeline {
    /// The buffer named `name`.
    pub fn buffer(&self, name: &str) -> Option<&BufferDesc> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// The entry point of the compute shader, if one is given.
    pub fn entry(&self) -> Option<&str> {
        self.shaders
            .iter()
            .find(|s| s.stage == "Compute")
            .map(|s| s.entry.as_str())
    }
}

/// One shader of the pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShaderDesc {
    /// `Stage:` (`Compute`).
    pub stage: String,
    /// `Entry:` function name.
    pub entry: String,
}

/// A buffer with its initial contents.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferDesc {
    /// `Name:`.
    pub name: String,
    /// `Format:`.
    pub format: Format,
    /// `Channels:` (values per element of a typed buffer; 1 if absent).
    pub channels: u32,
    /// `Stride:` in bytes, if given.
    pub stride: Option<u32>,
    /// The initial bytes of each array element (`ArraySize` of them; one if absent).
    pub data: Vec<Vec<u8>>,
    /// `OutputProps:` width, height, depth (for printing).
    pub output_props: [u32; 3],
}

impl BufferDesc {
    /// The element size of a typed view: format size times channels.
    pub fn typed_element_size(&self) -> usize {
        self.format.size() * self.channels.max(1) as usize
    }
}

/// What a resource of a descriptor set is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceKind {
    /// `Buffer` (typed SRV).
    Buffer,
    /// `RWBuffer` (typed UAV).
    RwBuffer,
    /// `StructuredBuffer`.
    StructuredBuffer,
    /// `RWStructuredBuffer`.
    RwStructuredBuffer,
    /// `ByteAddressBuffer`.
    ByteAddressBuffer,
    /// `RWByteAddressBuffer`.
    RwByteAddressBuffer,
    /// `ConstantBuffer`.
    ConstantBuffer,
    /// A texture or sampler kind, which the interpreter does not model.
    Other,
}

impl ResourceKind {
    /// The kind named `name` in the YAML.
    pub fn from_name(name: &str) -> ResourceKind {
        match name {
            "Buffer" => ResourceKind::Buffer,
            "RWBuffer" => ResourceKind::RwBuffer,
            "StructuredBuffer" => ResourceKind::StructuredBuffer,
            "RWStructuredBuffer" => ResourceKind::RwStructuredBuffer,
            "ByteAddressBuffer" => ResourceKind::ByteAddressBuffer,
            "RWByteAddressBuffer" => ResourceKind::RwByteAddressBuffer,
            "ConstantBuffer" => ResourceKind::ConstantBuffer,
            _ => ResourceKind::Other,
        }
    }

    /// The register class (`t`, `u`, `b`) the kind binds to.
    pub fn class(self) -> dxil_model::metadata::ResourceClass {
        use dxil_model::metadata::ResourceClass;
        match self {
            ResourceKind::RwBuffer
            | ResourceKind::RwStructuredBuffer
            | ResourceKind::RwByteAddressBuffer => ResourceClass::Uav,
            ResourceKind::ConstantBuffer => ResourceClass::Cbv,
            _ => ResourceClass::Srv,
        }
    }
}

/// A resource of a descriptor set: which buffer, as what, at which register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceDesc {
    /// The buffer's name.
    pub name: String,
    /// `Kind:`.
    pub kind: ResourceKind,
    /// The kind as written.
    pub kind_name: String,
    /// `DirectXBinding: Register:`, if given.
    pub register: Option<u32>,
    /// `DirectXBinding: Space:` (0 if absent).
    pub space: u32,
    /// `HasCounter:`.
    pub has_counter: bool,
    /// For a reserved (tiled) resource (`IsReserved: True`), how many 64 KiB tiles
    /// from its start are mapped (`TilesMapped:`, 0 if absent); `None` when the
    /// resource is not reserved, all of it mapped.
    pub tiles_mapped: Option<u32>,
}

/// A Direct3D root parameter of the pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RootParameterDesc {
    /// `Kind: Constant`: root constants taken from a buffer.
    Constant {
        /// The buffer's name.
        name: String,
    },
    /// `Kind: RootDescriptor`: a CBV, SRV or UAV bound directly.
    RootDescriptor {
        /// The buffer's name.
        name: String,
        /// The view kind.
        kind: ResourceKind,
    },
    /// `Kind: DescriptorTable`: the next descriptor set.
    DescriptorTable,
}

/// How a result rule compares two buffers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rule {
    /// `BufferExact`: byte for byte.
    Exact,
    /// `BufferFloatULP`: within `ulp` units in the last place.
    FloatUlp {
        /// `ULPT:`.
        ulp: u64,
        /// `DenormMode:`.
        denorm: DenormMode,
        /// `ZeroTolerance:`, an absolute tolerance near zero.
        zero_tolerance: Option<f64>,
    },
    /// `BufferFloatEpsilon`: within an absolute difference.
    FloatEpsilon {
        /// `Epsilon:`.
        epsilon: f64,
        /// `DenormMode:`.
        denorm: DenormMode,
    },
}

impl Rule {
    /// The name the YAML uses.
    pub fn name(&self) -> &'static str {
        match self {
            Rule::Exact => "BufferExact",
            Rule::FloatUlp { .. } => "BufferFloatULP",
            Rule::FloatEpsilon { .. } => "BufferFloatEpsilon",
        }
    }
}

/// How denormal expected values are treated by the float rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DenormMode {
    /// A denormal matches itself or a zero of the same sign.
    #[default]
    Any,
    /// Denormals are flushed to zero before comparing.
    Ftz,
    /// Denormals are compared as they are.
    Preserve,
}

/// One `Results:` entry.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRule {
    /// `Result:` name.
    pub name: String,
    /// The comparison.
    pub rule: Rule,
    /// `Actual:` buffer name.
    pub actual: String,
    /// `Expected:` buffer name.
    pub expected: String,
}
