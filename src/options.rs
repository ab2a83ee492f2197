//! Compilation options: what the CLI flags and the library caller choose.

use dxil_lower::ShaderKind;

/// What `compile` produces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EmitKind {
    /// A DXIL container (`.dxil`), ready for `CreateComputePipelineState`.
    #[default]
    Container,
    /// The bare LLVM 3.7 bitcode of the DXIL part.
    Bitcode,
    /// The lowered module as LLVM IR text (the 3.7 dialect, as `dxc -Fc` prints).
    Text,
}

/// How the container's 16-byte digest is filled in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DigestMode {
    /// 16 bytes of 0x01: accepted by the D3D12 runtime from Agility SDK 1.615 on.
    #[default]
    Bypass,
    /// The validator's hash (hlsl-specs INF-0004), as a signed container carries.
    Retail,
    /// 16 zero bytes: an unsigned container.
    Zero,
}

/// Options of one compilation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The stage; when `None`, taken from the module's target triple (or
    /// `!dx.shaderModel` for a module that is already DXIL).
    pub stage: Option<ShaderKind>,
    /// The shader model version (6, minor); when `None`, from the module likewise.
    pub shader_model: Option<(u32, u32)>,
    /// The validator version written to `!dx.valver` and used to pick container part
    /// versions; when `None`, the module's own `!dx.valver`, else 1.8.
    pub validator_version: Option<(u32, u32)>,
    /// The entry function's name; when `None`, the function marked `"hlsl.shader"`.
    pub entry: Option<String>,
    /// What to produce.
    pub emit: EmitKind,
    /// How to fill in the container digest.
    pub digest: DigestMode,
}

/// Parses a `major.minor` version such as `6.6` or `1.8`.
pub fn parse_version(s: &str) -> Option<(u32, u32)> {
    dxil_lower::shader_model::parse_version(s)
}
