//! Vulkan's descriptor bindings (set, binding) to Direct3D's (space, register).
//!
//! By default a resource at set `s`, binding `b` is bound at space `s`, register `b` of
//! the class its type implies (`t` for read-only buffers, `u` for writable ones, `b` for
//! uniform blocks, `s` for samplers): glslang puts HLSL's `register(xN, spaceM)` at
//! binding N, set M, so HLSL compiled through SPIR-V keeps its registers. Entries of the
//! map override that per (set, binding).

/// A Direct3D resource class, the register letter a binding goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceClass {
    /// Shader resource view (`t`).
    Srv,
    /// Unordered access view (`u`).
    Uav,
    /// Constant buffer view (`b`).
    Cbv,
    /// Sampler (`s`).
    Sampler,
}

/// A Direct3D binding: register space and register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D3dBinding {
    /// Register space.
    pub space: u32,
    /// First register.
    pub register: u32,
}

/// One override: a (set, binding) and where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BindingOverride {
    /// Vulkan descriptor set.
    pub set: u32,
    /// Vulkan binding.
    pub binding: u32,
    /// The Direct3D binding it gets.
    pub to: D3dBinding,
}

/// The map from Vulkan bindings to Direct3D's (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BindingMap {
    /// Overrides of the default, by (set, binding).
    pub overrides: Vec<BindingOverride>,
}

impl BindingMap {
    /// Where the resource at (`set`, `binding`) of class `class` is bound.
    pub fn d3d(&self, set: u32, binding: u32, _class: ResourceClass) -> D3dBinding {
        self.overrides
            .iter()
            .find(|o| o.set == set && o.binding == binding)
            .map(|o| o.to)
            .unwrap_or(D3dBinding {
                space: set,
                register: binding,
            })
    }
}
