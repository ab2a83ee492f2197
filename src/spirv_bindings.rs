//! The Vulkan binding behind each resource a container compiled from SPIR-V binds: read
//! from the container's reflection and the binding map, inverted.

use crate::reflect::Reflection;
use dxil_spirv::{BindingMap, BoundResource, D3dBinding, ResourceClass};

/// Each resource of `reflection` whose class and Direct3D binding `map` maps some (set,
/// binding) to, with that (set, binding).
pub(crate) fn from_reflection(reflection: &Reflection, map: &BindingMap) -> Vec<BoundResource> {
    reflection
        .resources
        .iter()
        .filter_map(|r| {
            let class: ResourceClass = r.class.parse().ok()?;
            let to = D3dBinding {
                space: r.space,
                register: r.register,
            };
            let (set, binding) = map.source_of(class, to)?;
            Some(BoundResource {
                name: r.name.clone(),
                class,
                set,
                binding,
                to,
            })
        })
        .collect()
}
