//! Compilation options: what the CLI flags and the library caller choose.

use dxil_model::ShaderKind;

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

pub use dxil_parts::{ContainerStyle, DigestMode};

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
    /// Whose container conventions to follow.
    pub container_style: ContainerStyle,
    /// The HLSL source of a clang 22 graphics shader, for its semantics.
    pub hlsl_source: Option<crate::hlsl_semantics::HlslSource>,
    /// Macros for reading the HLSL source, as `-D NAME=VALUE` defines them (`NAME`
    /// alone is `1`).
    pub hlsl_defines: Vec<(String, String)>,
    /// Where the HLSL source's `#include`s are looked for after the including file's
    /// directory, in order, as clang's `-I DIR` gives them.
    pub include_dirs: Vec<std::path::PathBuf>,
    /// Leave the reflection part (STAT) out and strip resource names from the DXIL
    /// part, as `dxc -Qstrip_reflect` does.
    pub strip_reflection: bool,
    /// For SPIR-V input: where Vulkan's (set, binding) go in Direct3D (by default set
    /// `s`, binding `b` to space `s`, register `b`).
    pub spirv_bindings: dxil_spirv::BindingMap,
    /// For SPIR-V input: values of specialization constants by `SpecId` (Vulkan's
    /// `VkSpecializationInfo`); the others keep their defaults.
    pub spirv_specializations: std::collections::HashMap<u32, dxil_spirv::SpecValue>,
    /// For SPIR-V tessellation shaders: what the other tessellation stage declares
    /// ([`dxil_spirv::TessellationOptions`]).
    pub spirv_tessellation: dxil_spirv::TessellationOptions,
    /// For SPIR-V input: negate the Y of the position the last stage before the
    /// rasterizer outputs (Vulkan's clip space points Y down, Direct3D's up), instead of
    /// the application flipping its viewport.
    pub spirv_flip_y: bool,
    /// Do not check the container against DXIL's validation rules ([`crate::validate`]).
    /// By default a container in DXC's style is checked, and one that breaks a rule is
    /// an error rather than output (a retail digest is always checked).
    pub skip_validation: bool,
    /// How much to improve the code beyond what lowering needs ([`OptLevel`]).
    pub opt_level: OptLevel,
}

/// How much `compile` improves the code beyond what lowering needs (`-O0`, `-O1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OptLevel {
    /// Lower the code as it comes, as LLVM's `llc` does (for bisecting a bug to an
    /// optimization).
    O0,
    /// Also do what DXC does that LLVM's lowering does not: local arrays that only
    /// hold a copy of another array or of a cbuffer array are read at their source.
    #[default]
    O1,
}

/// Parses a `major.minor` version such as `6.6` or `1.8`.
pub fn parse_version(s: &str) -> Option<(u32, u32)> {
    dxil_model::shader_model::parse_version(s)
}

impl Options {
    /// What building the container needs of these options.
    pub fn container_options(&self) -> dxil_parts::ContainerOptions {
        dxil_parts::ContainerOptions {
            style: self.container_style,
            digest: self.digest,
            validator_version: self.validator_version,
        }
    }
}
