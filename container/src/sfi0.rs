//! The `SFI0` part: the 64-bit shader feature flags the runtime checks against the device.

use crate::byte_reader::ByteReader;
use crate::byte_writer::put_u64;
use crate::{Encode, ReadError};

flag_set! {
    /// Shader feature flags (bit numbers from DXC's `ShaderFeatureInfo_*` and LLVM's
    /// `DXContainerConstants.def`). Bits 40 and up are optional information the runtime
    /// ignores when unknown.
    pub struct FeatureFlags: u64 {
        DOUBLES = 1 << 0 => "Doubles", "Double-precision floating point.";
        COMPUTE_SHADERS_PLUS_RAW_AND_STRUCTURED_BUFFERS = 1 << 1 => "ComputeShadersPlusRawAndStructuredBuffers", "Raw and structured buffers (via shader model 4.x compute).";
        UAVS_AT_EVERY_STAGE = 1 << 2 => "UAVsAtEveryStage", "UAVs at every shader stage.";
        MAX_64_UAVS = 1 << 3 => "Max64UAVs", "More than 8 UAV slots (up to 64).";
        MINIMUM_PRECISION = 1 << 4 => "MinimumPrecision", "Minimum-precision data types.";
        DX11_1_DOUBLE_EXTENSIONS = 1 << 5 => "DX11_1_DoubleExtensions", "Double-precision extensions of 11.1 (ddiv, drcp, dfma).";
        DX11_1_SHADER_EXTENSIONS = 1 << 6 => "DX11_1_ShaderExtensions", "Shader extensions of 11.1 (msad).";
        LEVEL9_COMPARISON_FILTERING = 1 << 7 => "LEVEL9ComparisonFiltering", "Comparison filtering for feature level 9.";
        TILED_RESOURCES = 1 << 8 => "TiledResources", "Tiled resources.";
        STENCIL_REF = 1 << 9 => "StencilRef", "Pixel shader writes the stencil reference.";
        INNER_COVERAGE = 1 << 10 => "InnerCoverage", "Pixel shader reads inner coverage.";
        TYPED_UAV_LOAD_ADDITIONAL_FORMATS = 1 << 11 => "TypedUAVLoadAdditionalFormats", "Typed UAV loads of additional formats.";
        ROVS = 1 << 12 => "ROVs", "Rasterizer ordered views.";
        VIEWPORT_AND_RT_ARRAY_INDEX_FROM_ANY_SHADER_FEEDING_RASTERIZER = 1 << 13 => "ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer", "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any stage feeding the rasterizer.";
        WAVE_OPS = 1 << 14 => "WaveOps", "Wave-level operations.";
        INT64_OPS = 1 << 15 => "Int64Ops", "64-bit integers.";
        VIEW_ID = 1 << 16 => "ViewID", "View instancing (SV_ViewID).";
        BARYCENTRICS = 1 << 17 => "Barycentrics", "SV_Barycentrics.";
        NATIVE_LOW_PRECISION = 1 << 18 => "NativeLowPrecision", "Native 16-bit types.";
        SHADING_RATE = 1 << 19 => "ShadingRate", "Variable shading rate (SV_ShadingRate).";
        RAYTRACING_TIER_1_1 = 1 << 20 => "Raytracing_Tier_1_1", "Raytracing tier 1.1 features.";
        SAMPLER_FEEDBACK = 1 << 21 => "SamplerFeedback", "Sampler feedback.";
        ATOMIC_INT64_ON_TYPED_RESOURCE = 1 << 22 => "AtomicInt64OnTypedResource", "64-bit atomics on typed resources.";
        ATOMIC_INT64_ON_GROUP_SHARED = 1 << 23 => "AtomicInt64OnGroupShared", "64-bit atomics on group shared memory.";
        DERIVATIVES_IN_MESH_AND_AMP_SHADERS = 1 << 24 => "DerivativesInMeshAndAmpShaders", "Derivatives in mesh and amplification shaders.";
        RESOURCE_DESCRIPTOR_HEAP_INDEXING = 1 << 25 => "ResourceDescriptorHeapIndexing", "ResourceDescriptorHeap indexing.";
        SAMPLER_DESCRIPTOR_HEAP_INDEXING = 1 << 26 => "SamplerDescriptorHeapIndexing", "SamplerDescriptorHeap indexing.";
        WAVE_MMA = 1 << 27 => "WaveMMA", "Wave matrix operations (reserved).";
        ATOMIC_INT64_ON_HEAP_RESOURCE = 1 << 28 => "AtomicInt64OnHeapResource", "64-bit atomics on descriptor-heap resources.";
        ADVANCED_TEXTURE_OPS = 1 << 29 => "AdvancedTextureOps", "Advanced texture operations.";
        WRITEABLE_MSAA_TEXTURES = 1 << 30 => "WriteableMSAATextures", "Writeable multisampled textures.";
        SAMPLE_CMP_GRADIENT_OR_BIAS = 1 << 31 => "SampleCmpGradientOrBias", "SampleCmpGrad / SampleCmpBias.";
        EXTENDED_COMMAND_INFO = 1 << 32 => "ExtendedCommandInfo", "Extended command information (SV_StartVertexLocation, SV_StartInstanceLocation).";
        USES_DERIVATIVES = 1 << 40 => "UsesDerivatives", "Optional information: the entry uses derivatives.";
        REQUIRES_GROUP = 1 << 41 => "RequiresGroup", "Optional information: the entry needs a thread group (group shared memory, barriers).";
    }
}

impl Encode for FeatureFlags {
    fn encode(&self, sink: &mut Vec<u8>) {
        put_u64(sink, self.0);
    }
}

impl FeatureFlags {
    /// Decodes an `SFI0` body (exactly 8 bytes) that starts at absolute offset `base`.
    pub fn decode(body: &[u8], base: usize) -> Result<FeatureFlags, ReadError> {
        if body.len() != 8 {
            return Err(ReadError::new(
                format!("SFI0 part must be 8 bytes, not {}", body.len()),
                base,
            ));
        }
        Ok(FeatureFlags(
            ByteReader::new(body, base).u64("feature flags")?,
        ))
    }
}
