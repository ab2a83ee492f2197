//! Value tables of root signatures (D3D12 enumerations and flags).

open_enum! {
    /// Which stages see a root parameter or static sampler (D3D12_SHADER_VISIBILITY).
    pub enum ShaderVisibility: u32 {
        All = 0 => "All",
        Vertex = 1 => "Vertex",
        Hull = 2 => "Hull",
        Domain = 3 => "Domain",
        Geometry = 4 => "Geometry",
        Pixel = 5 => "Pixel",
        Amplification = 6 => "Amplification",
        Mesh = 7 => "Mesh",
    }
}

open_enum! {
    /// Kind of a descriptor range (D3D12_DESCRIPTOR_RANGE_TYPE).
    pub enum DescriptorRangeType: u32 {
        Srv = 0 => "SRV",
        Uav = 1 => "UAV",
        Cbv = 2 => "CBV",
        Sampler = 3 => "Sampler",
    }
}

open_enum! {
    /// Texture addressing mode of a static sampler (D3D12_TEXTURE_ADDRESS_MODE).
    pub enum TextureAddressMode: u32 {
        Wrap = 1 => "Wrap",
        Mirror = 2 => "Mirror",
        Clamp = 3 => "Clamp",
        Border = 4 => "Border",
        MirrorOnce = 5 => "MirrorOnce",
    }
}

open_enum! {
    /// Comparison function of a static sampler (D3D12_COMPARISON_FUNC).
    pub enum ComparisonFunc: u32 {
        None = 0 => "None",
        Never = 1 => "Never",
        Less = 2 => "Less",
        Equal = 3 => "Equal",
        LessEqual = 4 => "LessEqual",
        Greater = 5 => "Greater",
        NotEqual = 6 => "NotEqual",
        GreaterEqual = 7 => "GreaterEqual",
        Always = 8 => "Always",
    }
}

open_enum! {
    /// Border color of a static sampler (D3D12_STATIC_BORDER_COLOR).
    pub enum StaticBorderColor: u32 {
        TransparentBlack = 0 => "TransparentBlack",
        OpaqueBlack = 1 => "OpaqueBlack",
        OpaqueWhite = 2 => "OpaqueWhite",
        OpaqueBlackUint = 3 => "OpaqueBlackUint",
        OpaqueWhiteUint = 4 => "OpaqueWhiteUint",
    }
}

open_enum! {
    /// Filter of a static sampler (D3D12_FILTER).
    pub enum Filter: u32 {
        MinMagMipPoint = 0x00 => "MinMagMipPoint",
        MinMagPointMipLinear = 0x01 => "MinMagPointMipLinear",
        MinPointMagLinearMipPoint = 0x04 => "MinPointMagLinearMipPoint",
        MinPointMagMipLinear = 0x05 => "MinPointMagMipLinear",
        MinLinearMagMipPoint = 0x10 => "MinLinearMagMipPoint",
        MinLinearMagPointMipLinear = 0x11 => "MinLinearMagPointMipLinear",
        MinMagLinearMipPoint = 0x14 => "MinMagLinearMipPoint",
        MinMagMipLinear = 0x15 => "MinMagMipLinear",
        MinMagAnisotropicMipPoint = 0x54 => "MinMagAnisotropicMipPoint",
        Anisotropic = 0x55 => "Anisotropic",
        ComparisonMinMagMipPoint = 0x80 => "ComparisonMinMagMipPoint",
        ComparisonMinMagPointMipLinear = 0x81 => "ComparisonMinMagPointMipLinear",
        ComparisonMinPointMagLinearMipPoint = 0x84 => "ComparisonMinPointMagLinearMipPoint",
        ComparisonMinPointMagMipLinear = 0x85 => "ComparisonMinPointMagMipLinear",
        ComparisonMinLinearMagMipPoint = 0x90 => "ComparisonMinLinearMagMipPoint",
        ComparisonMinLinearMagPointMipLinear = 0x91 => "ComparisonMinLinearMagPointMipLinear",
        ComparisonMinMagLinearMipPoint = 0x94 => "ComparisonMinMagLinearMipPoint",
        ComparisonMinMagMipLinear = 0x95 => "ComparisonMinMagMipLinear",
        ComparisonMinMagAnisotropicMipPoint = 0xd4 => "ComparisonMinMagAnisotropicMipPoint",
        ComparisonAnisotropic = 0xd5 => "ComparisonAnisotropic",
        MinimumMinMagMipPoint = 0x100 => "MinimumMinMagMipPoint",
        MinimumMinMagPointMipLinear = 0x101 => "MinimumMinMagPointMipLinear",
        MinimumMinPointMagLinearMipPoint = 0x104 => "MinimumMinPointMagLinearMipPoint",
        MinimumMinPointMagMipLinear = 0x105 => "MinimumMinPointMagMipLinear",
        MinimumMinLinearMagMipPoint = 0x110 => "MinimumMinLinearMagMipPoint",
        MinimumMinLinearMagPointMipLinear = 0x111 => "MinimumMinLinearMagPointMipLinear",
        MinimumMinMagLinearMipPoint = 0x114 => "MinimumMinMagLinearMipPoint",
        MinimumMinMagMipLinear = 0x115 => "MinimumMinMagMipLinear",
        MinimumMinMagAnisotropicMipPoint = 0x154 => "MinimumMinMagAnisotropicMipPoint",
        MinimumAnisotropic = 0x155 => "MinimumAnisotropic",
        MaximumMinMagMipPoint = 0x180 => "MaximumMinMagMipPoint",
        MaximumMinMagPointMipLinear = 0x181 => "MaximumMinMagPointMipLinear",
        MaximumMinPointMagLinearMipPoint = 0x184 => "MaximumMinPointMagLinearMipPoint",
        MaximumMinPointMagMipLinear = 0x185 => "MaximumMinPointMagMipLinear",
        MaximumMinLinearMagMipPoint = 0x190 => "MaximumMinLinearMagMipPoint",
        MaximumMinLinearMagPointMipLinear = 0x191 => "MaximumMinLinearMagPointMipLinear",
        MaximumMinMagLinearMipPoint = 0x194 => "MaximumMinMagLinearMipPoint",
        MaximumMinMagMipLinear = 0x195 => "MaximumMinMagMipLinear",
        MaximumMinMagAnisotropicMipPoint = 0x1d4 => "MaximumMinMagAnisotropicMipPoint",
        MaximumAnisotropic = 0x1d5 => "MaximumAnisotropic",
    }
}

flag_set! {
    /// Root signature flags (D3D12_ROOT_SIGNATURE_FLAGS).
    pub struct RootSignatureFlags: u32 {
        ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT = 1 << 0 => "AllowInputAssemblerInputLayout", "The input assembler is used.";
        DENY_VERTEX_SHADER_ROOT_ACCESS = 1 << 1 => "DenyVertexShaderRootAccess", "Vertex shaders see no root parameters.";
        DENY_HULL_SHADER_ROOT_ACCESS = 1 << 2 => "DenyHullShaderRootAccess", "Hull shaders see no root parameters.";
        DENY_DOMAIN_SHADER_ROOT_ACCESS = 1 << 3 => "DenyDomainShaderRootAccess", "Domain shaders see no root parameters.";
        DENY_GEOMETRY_SHADER_ROOT_ACCESS = 1 << 4 => "DenyGeometryShaderRootAccess", "Geometry shaders see no root parameters.";
        DENY_PIXEL_SHADER_ROOT_ACCESS = 1 << 5 => "DenyPixelShaderRootAccess", "Pixel shaders see no root parameters.";
        ALLOW_STREAM_OUTPUT = 1 << 6 => "AllowStreamOutput", "Stream output is used.";
        LOCAL_ROOT_SIGNATURE = 1 << 7 => "LocalRootSignature", "A raytracing local root signature.";
        DENY_AMPLIFICATION_SHADER_ROOT_ACCESS = 1 << 8 => "DenyAmplificationShaderRootAccess", "Amplification shaders see no root parameters.";
        DENY_MESH_SHADER_ROOT_ACCESS = 1 << 9 => "DenyMeshShaderRootAccess", "Mesh shaders see no root parameters.";
        CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED = 1 << 10 => "CBVSRVUAVHeapDirectlyIndexed", "ResourceDescriptorHeap may be indexed.";
        SAMPLER_HEAP_DIRECTLY_INDEXED = 1 << 11 => "SamplerHeapDirectlyIndexed", "SamplerDescriptorHeap may be indexed.";
    }
}

flag_set! {
    /// Root descriptor flags, version 1.1+ (D3D12_ROOT_DESCRIPTOR_FLAGS).
    pub struct RootDescriptorFlags: u32 {
        DATA_VOLATILE = 0x2 => "DATA_VOLATILE", "The data may change at any time.";
        DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4 => "DATA_STATIC_WHILE_SET_AT_EXECUTE", "The data is static while set at execute.";
        DATA_STATIC = 0x8 => "DATA_STATIC", "The data is static.";
    }
}

flag_set! {
    /// Descriptor range flags, version 1.1+ (D3D12_DESCRIPTOR_RANGE_FLAGS).
    pub struct DescriptorRangeFlags: u32 {
        DESCRIPTORS_VOLATILE = 0x1 => "DESCRIPTORS_VOLATILE", "The descriptors may change.";
        DATA_VOLATILE = 0x2 => "DATA_VOLATILE", "The data may change at any time.";
        DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4 => "DATA_STATIC_WHILE_SET_AT_EXECUTE", "The data is static while set at execute.";
        DATA_STATIC = 0x8 => "DATA_STATIC", "The data is static.";
        DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS = 0x10000 => "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS", "Static descriptors, buffer bounds checks kept.";
    }
}

flag_set! {
    /// Static sampler flags, version 1.2+ (D3D12_SAMPLER_FLAGS).
    pub struct SamplerFlags: u32 {
        UINT_BORDER_COLOR = 0x1 => "SAMPLER_FLAG_UINT_BORDER_COLOR", "The border color is an integer color.";
        NON_NORMALIZED_COORDINATES = 0x2 => "SAMPLER_FLAG_NON_NORMALIZED_COORDINATES", "Coordinates are not normalized.";
    }
}
