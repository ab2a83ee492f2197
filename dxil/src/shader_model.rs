//! Shader kinds and shader models, as `!dx.shaderModel`, target triples and `-T`
//! profiles spell them.

use std::fmt;

/// The pipeline stage (or library) a shader is for; the discriminant is DXIL's
/// `DXIL::ShaderKind`, which the program header and PSV0 store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShaderKind {
    /// Pixel shader.
    Pixel = 0,
    /// Vertex shader.
    Vertex = 1,
    /// Geometry shader.
    Geometry = 2,
    /// Hull shader.
    Hull = 3,
    /// Domain shader.
    Domain = 4,
    /// Compute shader.
    Compute = 5,
    /// Library.
    Library = 6,
    /// Ray generation shader.
    RayGeneration = 7,
    /// Intersection shader.
    Intersection = 8,
    /// Any-hit shader.
    AnyHit = 9,
    /// Closest-hit shader.
    ClosestHit = 10,
    /// Miss shader.
    Miss = 11,
    /// Callable shader.
    Callable = 12,
    /// Mesh shader.
    Mesh = 13,
    /// Amplification shader.
    Amplification = 14,
    /// Work-graph node.
    Node = 15,
}

/// (kind, profile prefix, triple environment / `"hlsl.shader"` name).
const KINDS: [(ShaderKind, &str, &str); 16] = [
    (ShaderKind::Pixel, "ps", "pixel"),
    (ShaderKind::Vertex, "vs", "vertex"),
    (ShaderKind::Geometry, "gs", "geometry"),
    (ShaderKind::Hull, "hs", "hull"),
    (ShaderKind::Domain, "ds", "domain"),
    (ShaderKind::Compute, "cs", "compute"),
    (ShaderKind::Library, "lib", "library"),
    (ShaderKind::RayGeneration, "raygeneration", "raygeneration"),
    (ShaderKind::Intersection, "intersection", "intersection"),
    (ShaderKind::AnyHit, "anyhit", "anyhit"),
    (ShaderKind::ClosestHit, "closesthit", "closesthit"),
    (ShaderKind::Miss, "miss", "miss"),
    (ShaderKind::Callable, "callable", "callable"),
    (ShaderKind::Mesh, "ms", "mesh"),
    (ShaderKind::Amplification, "as", "amplification"),
    (ShaderKind::Node, "node", "node"),
];

impl ShaderKind {
    /// The kind whose `DXIL::ShaderKind` value is `raw`.
    pub fn from_raw(raw: u32) -> Option<ShaderKind> {
        KINDS.get(raw as usize).map(|(kind, _, _)| *kind)
    }

    /// The short name `!dx.shaderModel` and `-T` profiles use (`cs`, `ps`, `lib`).
    pub fn profile_prefix(self) -> &'static str {
        KINDS[self as usize].1
    }

    /// The name target triples and `"hlsl.shader"` use (`compute`, `pixel`).
    pub fn stage_name(self) -> &'static str {
        KINDS[self as usize].2
    }

    /// The kind with profile prefix `s` (`cs`).
    pub fn from_profile_prefix(s: &str) -> Option<Self> {
        KINDS.iter().find(|k| k.1 == s).map(|k| k.0)
    }

    /// The kind with stage name `s` (`compute`).
    pub fn from_stage_name(s: &str) -> Option<Self> {
        KINDS.iter().find(|k| k.2 == s).map(|k| k.0)
    }
}

/// A shader model: stage and version, e.g. `cs_6_6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShaderModel {
    /// The stage.
    pub kind: ShaderKind,
    /// Major version (6).
    pub major: u32,
    /// Minor version.
    pub minor: u32,
}

/// The newest shader model minor version of SM 6 we know of.
pub const MAX_SM6_MINOR: u32 = 9;

impl ShaderModel {
    /// Parses a `-T` profile such as `cs_6_6` or `lib_6_x`.
    pub fn from_profile(profile: &str) -> Option<Self> {
        let mut parts = profile.split('_');
        let kind = ShaderKind::from_profile_prefix(parts.next()?)?;
        let major: u32 = parts.next()?.parse().ok()?;
        let minor_s = parts.next()?;
        let minor = if minor_s == "x" {
            15
        } else {
            minor_s.parse().ok()?
        };
        if parts.next().is_some() || major != 6 || (minor > MAX_SM6_MINOR && minor != 15) {
            return None;
        }
        Some(ShaderModel { kind, major, minor })
    }

    /// Parses a target triple such as `dxilv1.6-unknown-shadermodel6.6-compute`.
    pub fn from_triple(triple: &str) -> Option<Self> {
        let mut parts = triple.split('-');
        let arch = parts.next()?;
        if !arch.starts_with("dxil") {
            return None;
        }
        let _vendor = parts.next()?;
        let os = parts.next()?;
        let env = parts.next()?;
        let version = os.strip_prefix("shadermodel")?;
        // As LLVM's Triple reads OS versions: missing parts are 0
        // (`shadermodel-vertex` is 0.0, `shadermodel6-amplification` 6.0).
        let (major, minor) = match version {
            "" => (0, 0),
            v if !v.contains('.') => (v.parse().ok()?, 0),
            v => parse_version(v)?,
        };
        let kind = ShaderKind::from_stage_name(env)?;
        Some(ShaderModel { kind, major, minor })
    }

    /// The DXIL version this shader model requires (SM 6.x ↔ DXIL 1.x).
    pub fn dxil_version(self) -> (u32, u32) {
        (1, self.minor)
    }

    /// Whether this is at least shader model `major.minor`.
    pub fn at_least(self, major: u32, minor: u32) -> bool {
        (self.major, self.minor) >= (major, minor)
    }
}

impl fmt::Display for ShaderModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}_{}_{}",
            self.kind.profile_prefix(),
            self.major,
            self.minor
        )
    }
}

/// Parses `major.minor` (e.g. `6.6`, `1.8`).
pub fn parse_version(s: &str) -> Option<(u32, u32)> {
    let (a, b) = s.split_once('.')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_and_triples() {
        let sm = ShaderModel::from_profile("cs_6_6").unwrap();
        assert_eq!(sm.kind, ShaderKind::Compute);
        assert_eq!((sm.major, sm.minor), (6, 6));
        assert_eq!(sm.to_string(), "cs_6_6");
        assert!(ShaderModel::from_profile("cs_5_0").is_none());
        assert!(ShaderModel::from_profile("xs_6_0").is_none());
        assert!(ShaderModel::from_profile("cs_6_6_1").is_none());
        let t = ShaderModel::from_triple("dxilv1.0-unknown-shadermodel6.0-pixel").unwrap();
        assert_eq!(t.kind, ShaderKind::Pixel);
        assert_eq!(t.dxil_version(), (1, 0));
        assert!(ShaderModel::from_triple("x86_64-unknown-linux-gnu").is_none());
        let v = ShaderModel::from_triple("dxil-pc-shadermodel-vertex").unwrap();
        assert_eq!((v.major, v.minor), (0, 0));
        let a = ShaderModel::from_triple("dxil-pc-shadermodel6-amplification").unwrap();
        assert_eq!(
            (a.kind, a.major, a.minor),
            (ShaderKind::Amplification, 6, 0)
        );
    }
}
