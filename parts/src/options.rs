//! How a container is built: whose conventions, which digest, for which validator.

/// How the container's 16-byte digest is filled in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DigestMode {
    /// 16 bytes of 0x01: accepted by the D3D12 runtime from Agility SDK 1.615 on.
    #[default]
    Bypass,
    /// The validator's hash (hlsl-specs INF-0004), as a signed container carries; given
    /// only to a container the validator accepts.
    Retail,
    /// 16 zero bytes: an unsigned container.
    Zero,
}

/// Whose conventions the container follows where DXC and LLVM's DirectX backend write
/// different containers for the same module (tests/lit/NOTES.md lists the differences).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ContainerStyle {
    /// DXC's: its part order, HASH from validator 1.5 on, validator 1.8 when the module
    /// names none. The parts of DXC's printed DXIL come out byte for byte as DXC's.
    #[default]
    Dxc,
    /// LLVM's `llc`: DXIL first then SFI0, HASH, ISG1, OSG1, PSG1, RTS0, PSV0; HASH
    /// always; a module without `!dx.valver` gets PSV0 version 0. The `llc` and `opt`
    /// commands use it, as they stand in for LLVM's tools in LLVM's tests.
    Llvm,
}

/// Where the two styles differ beyond the container's layout: what `compile` does
/// around lowering for each. One place, so that a new difference is one method.
impl ContainerStyle {
    /// The validator version written into a module that names none, so that the module
    /// and its parts agree (DXC's containers assume [`crate::DEFAULT_VALIDATOR_VERSION`];
    /// LLVM leaves the module alone and its readers take 1.0).
    pub fn assumed_validator_version(self) -> Option<(u32, u32)> {
        match self {
            ContainerStyle::Dxc => Some(crate::DEFAULT_VALIDATOR_VERSION),
            ContainerStyle::Llvm => None,
        }
    }

    /// Whether lowering computes what DXC computes where LLVM's passes differ.
    pub fn follows_dxc_semantics(self) -> bool {
        self == ContainerStyle::Dxc
    }

    /// Whether a shader lists only the resources it uses (DXC) or every one declared
    /// (LLVM's `llc`).
    pub fn lists_only_used_resources(self) -> bool {
        self == ContainerStyle::Dxc
    }

    /// Whether a library that exports nothing is refused as a likely mistake (DXC) or
    /// written empty (LLVM's `llc`).
    pub fn refuses_empty_libraries(self) -> bool {
        self == ContainerStyle::Dxc
    }

    /// Whether a shader lowered from clang's IR gets the reflection part, STAT.
    pub fn writes_reflection(self) -> bool {
        self == ContainerStyle::Dxc
    }

    /// Whether the container is validated before it is given out (DXC writes only what
    /// its validator accepts).
    pub fn validates(self) -> bool {
        self == ContainerStyle::Dxc
    }
}

/// What [`crate::build`] needs to know beyond the module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ContainerOptions {
    /// Whose conventions.
    pub style: ContainerStyle,
    /// How the digest is filled in.
    pub digest: DigestMode,
    /// The validator version the parts are laid out for; `None` takes the module's
    /// `!dx.valver`, else the style's default.
    pub validator_version: Option<(u32, u32)>,
}
