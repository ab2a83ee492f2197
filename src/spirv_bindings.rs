//! The Vulkan binding behind each resource a container compiled from SPIR-V binds: what
//! the translator recorded, less what the lowering dropped as unused.

use crate::reflect::Reflection;
use dxil_spirv::{BoundResource, ResourceClass};

/// The resources of `bound` that `reflection` still lists (same class and Direct3D
/// binding).
pub(crate) fn still_bound(
    reflection: &Reflection,
    bound: Vec<BoundResource>,
) -> Vec<BoundResource> {
    bound
        .into_iter()
        .filter(|b| {
            reflection.resources.iter().any(|r| {
                r.class.parse::<ResourceClass>() == Ok(b.class)
                    && (r.space, r.register) == (b.to.space, b.to.register)
            })
        })
        .collect()
}
