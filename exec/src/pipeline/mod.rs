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
    /// Sampler states (`Samplers:`, dxil-emit's: see [`SamplerDesc`]).
    pub samplers: Vec<SamplerDesc>,
}

impl Pipeline {
    /// The buffer named `name`.
    pub fn buffer(&self, name: &str) -> Option<&BufferDesc> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// The sampler named `name`.
    pub fn sampler(&self, name: &str) -> Option<&SamplerDesc> {
        self.samplers.iter().find(|b| b.name == name)
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
    /// `OutputProps:` width, height, depth (a texture's size; printed).
    pub output_props: [u32; 3],
    /// `OutputProps: MipLevels:` (a texture's; 1 if absent), their texels after the
    /// first level's, each level half the size of the one before (at least 1).
    pub mip_levels: u32,
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
    /// `Texture1D`, `Texture2D`, `Texture3D`: a texture of that many dimensions.
    Texture(u8),
    /// `RWTexture1D`, `RWTexture2D`, `RWTexture3D`.
    RwTexture(u8),
    /// `Sampler` (`SamplerState`): a sampler of `Samplers:` by name.
    Sampler,
    /// A kind the interpreter does not model (arrays and cubes of textures, ...).
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
            "Texture1D" => ResourceKind::Texture(1),
            "Texture2D" => ResourceKind::Texture(2),
            "Texture3D" => ResourceKind::Texture(3),
            "RWTexture1D" => ResourceKind::RwTexture(1),
            "RWTexture2D" => ResourceKind::RwTexture(2),
            "RWTexture3D" => ResourceKind::RwTexture(3),
            "Sampler" | "SamplerState" => ResourceKind::Sampler,
            _ => ResourceKind::Other,
        }
    }

    /// The register class (`t`, `u`, `b`) the kind binds to.
    pub fn class(self) -> dxil_model::metadata::ResourceClass {
        use dxil_model::metadata::ResourceClass;
        match self {
            ResourceKind::RwBuffer
            | ResourceKind::RwStructuredBuffer
            | ResourceKind::RwByteAddressBuffer
            | ResourceKind::RwTexture(_) => ResourceClass::Uav,
            ResourceKind::ConstantBuffer => ResourceClass::Cbv,
            ResourceKind::Sampler => ResourceClass::Sampler,
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

/// How a sampler filters: the nearest texel (and level), or a linear blend of the
/// four (eight in 3D) around the point and of the two levels around the LOD.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    /// `Point`.
    #[default]
    Point,
    /// `Linear`.
    Linear,
}

/// What a sampler reads outside [0, 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AddressMode {
    /// `Wrap`: the coordinate's fraction.
    Wrap,
    /// `Mirror`: every other repetition reflected.
    Mirror,
    /// `Clamp`: the edge texel.
    #[default]
    Clamp,
    /// `Border`: the border colour.
    Border,
}

/// A sampler state (`Samplers:` entries, dxil-emit's addition to the pipeline format,
/// as the suite's YAML has none yet): `Name`, `Filter` (`Point`, `Linear`), `Address`
/// (`Wrap`, `Mirror`, `Clamp`, `Border`; all axes) or `AddressU`/`V`/`W`,
/// `BorderColor` (four floats), `MinLOD`/`MaxLOD`.
#[derive(Clone, Debug, PartialEq)]
pub struct SamplerDesc {
    /// `Name:`, which a `Kind: Sampler` resource names.
    pub name: String,
    /// `Filter:`.
    pub filter: Filter,
    /// Per axis.
    pub address: [AddressMode; 3],
    /// `BorderColor:`.
    pub border: [f32; 4],
    /// `MinLOD:`, `MaxLOD:` (0 and no limit if absent).
    pub lod_range: [f32; 2],
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
