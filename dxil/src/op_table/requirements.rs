//! Where an operation may be used: the minimum shader model and the shader kinds.

use std::fmt;

use crate::shader_model::{ShaderKind, ShaderModel};

/// A shader model version, `major.minor` (6.0 ... 6.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SmVersion {
    /// Major version.
    pub major: u32,
    /// Minor version.
    pub minor: u32,
}

impl SmVersion {
    /// `major.minor`.
    pub const fn new(major: u32, minor: u32) -> Self {
        SmVersion { major, minor }
    }

    /// The version of shader model `sm`.
    pub fn of(sm: ShaderModel) -> Self {
        SmVersion::new(sm.major, sm.minor)
    }
}

impl fmt::Display for SmVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// A set of shader kinds, one bit per [`ShaderKind`] discriminant (DXC's `SFLAG`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StageMask(pub u32);

impl StageMask {
    /// Every shader kind.
    pub const ALL: StageMask = StageMask((1 << 16) - 1);

    /// Whether `kind` is in the set.
    pub fn contains(self, kind: ShaderKind) -> bool {
        self.0 & (1 << kind as u32) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_versions() {
        let m = StageMask((1 << ShaderKind::Compute as u32) | (1 << ShaderKind::Node as u32));
        assert!(m.contains(ShaderKind::Compute));
        assert!(!m.contains(ShaderKind::Pixel));
        assert!(StageMask::ALL.contains(ShaderKind::Node));
        assert!(SmVersion::new(6, 10) > SmVersion::new(6, 9));
        assert_eq!(SmVersion::new(6, 6).to_string(), "6.6");
    }
}
